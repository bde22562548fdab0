"""The house rules box (:class:`HouseRulesBox`): the family of games' options, in New Game and the host's lobby.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..engine.match import MATCH_TARGETS, Match
from ..engine.variants import FLAGS, HOUSE_RULES, LENGTHS, Variants


class HouseRulesBox(QGroupBox):
    """The house rules borrowed from the family of games, each offered with what it changes in one line
    (docs/VARIANTS.md): the length of the game, the savings book and loans, bets on the machine
    (ticked seat by seat: only those players are ever asked), the coup-fourré, teams of two
    (four or six players) and, unless ``match`` is False, a match over several years to a total of tokens.

    Args:
        match: offer the match (the window plays its next years; a network game is a single year).
    """

    def __init__(self, parent: QWidget | None = None, *, match: bool = True):
        super().__init__(self.tr("House rules from the family of games"), parent)
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        line = QHBoxLayout()
        line.addWidget(QLabel(self.tr("Length of the game:")))
        self.length_combo = QComboBox()
        """The whole year, half a year (to 30 June) or a quarter (to 31 March)."""
        lengths = {"year": self.tr("The whole year"),
                   "half": self.tr("Half a year: the game ends when a pawn reaches 30 June"),
                   "quarter": self.tr("A quarter: the game ends when a pawn reaches 31 March")}
        for length in LENGTHS:  # the registry's lengths, longest first
            self.length_combo.addItem(lengths[length], length)
        line.addWidget(self.length_combo)
        line.addStretch(1)
        layout.addLayout(line)
        self.match_combo = QComboBox()
        """A single game, or a match over several years to one of :data:`MATCH_TARGETS` tokens."""
        self.match_combo.addItem(self.tr("A single game"), 0)
        for target in MATCH_TARGETS:
            self.match_combo.addItem(self.tr("A match to %n token(s): the years' tokens add up "
                                             "until a total reaches %n", "", target), target)
        self.match_offered = match
        """Whether the match is offered (:meth:`match_target` is None otherwise)."""
        if match:
            line = QHBoxLayout()
            line.addWidget(QLabel(self.tr("Match:")))
            line.addWidget(self.match_combo)
            line.addStretch(1)
            layout.addLayout(line)
        said = {"savings": self.tr("Savings book and loans: save at each quarter end for interest, "
                                   "borrow instead of going bankrupt"),
                "coup_fourre": self.tr("Coup-fourré: a kept card played against a Hazard card also wins a token"),
                "teams": self.tr("Teams of two (four or six players): partners sit opposite, "
                                 "their tokens add up, no days are offered to a partner")}
        self.flag_checks: dict[str, QCheckBox] = {}
        """One box per house rule that is simply on or off (:data:`~gameofyear.engine.variants.FLAGS`), in the
        registry's order, by its :class:`~gameofyear.engine.variants.Variants` field."""
        for rule in HOUSE_RULES:
            if rule.field in FLAGS:
                self.flag_checks[rule.field] = QCheckBox(said[rule.name])
                layout.addWidget(self.flag_checks[rule.field])
        self.savings_check, self.coup_fourre_check, self.teams_check = (
            self.flag_checks["savings"], self.flag_checks["coup_fourre"], self.flag_checks["teams"])
        self.bets_line = QHBoxLayout()
        self.bets_line.addWidget(QLabel(self.tr("Bets on the machine, before the others' spins, for:")))
        self.bet_checks: list[QCheckBox] = []
        """One per seat: only the players ticked are asked to bet."""
        self.bets_line.addStretch(1)
        layout.addLayout(self.bets_line)

    def set_seats(self, names: list[str]) -> None:
        """Show one bets box per seat, named after its player (ticks kept by seat)."""
        while len(self.bet_checks) > len(names):
            box = self.bet_checks.pop()
            self.bets_line.removeWidget(box)
            box.deleteLater()
        while len(self.bet_checks) < len(names):
            box = QCheckBox()
            self.bets_line.insertWidget(len(self.bet_checks) + 1, box)
            self.bet_checks.append(box)
        for i, (box, name) in enumerate(zip(self.bet_checks, names)):
            box.setText(name or self.tr("Player %1").replace("%1", str(i + 1)))
        for field, box in self.flag_checks.items():  # a rule for some table sizes only (teams: four or six)
            box.setEnabled(all(rule.allows(len(names)) for rule in HOUSE_RULES if rule.field == field))
            if not box.isEnabled():
                box.setChecked(False)

    def set_variants(self, variants: Variants) -> None:
        """Show ``variants`` (a table set up before)."""
        self.length_combo.setCurrentIndex(max(0, self.length_combo.findData(variants.length)))
        for field, box in self.flag_checks.items():
            box.setChecked(bool(getattr(variants, field)) and box.isEnabled())
        for i, box in enumerate(self.bet_checks):
            box.setChecked(i in variants.bets)

    def set_match_target(self, target: int | None) -> None:
        """Show a match to ``target`` tokens (None or 0: a single game; an unknown total: a single game)."""
        self.match_combo.setCurrentIndex(max(0, self.match_combo.findData(target or 0)))

    def match_target(self) -> int | None:
        """The total of the match chosen, in tokens (None: a single game, or the match is not offered)."""
        target = int(self.match_combo.currentData() or 0)
        return target if target and self.match_offered else None

    def match(self) -> Match | None:
        """The match chosen, for the house rules ticked (a match of teams with teams of two), or None."""
        target = self.match_target()
        return None if target is None else Match(target, teams=self.variants().teams)

    def variants(self) -> Variants:
        """The house rules ticked."""
        return Variants(
            length=str(self.length_combo.currentData()),  # type: ignore[arg-type]
            bets=frozenset(i for i, box in enumerate(self.bet_checks) if box.isChecked()),
            **{field: box.isChecked() and box.isEnabled() for field, box in self.flag_checks.items()},
        )
