"""Offers of days gathered: the people at one screen offer in one go, once a turn (RULINGS.md §3.6).

In a game where several people share the screen, the offer round of another
player's turn asks each opponent in turn order. Rather than calling each
person to the screen in their turn of the round, the first person asked sees
one panel with a row for every other person still to be asked
(:meth:`~gameofyear.engine.Game.offer_round`): each sets their days, and the
window answers their offers as the game asks them. A row answers only for its
own person: one left untouched is asked in that person's turn of the round,
whatever the person asked now answers. An offer that no longer
fits when its turn comes (the pawn would pass the last day) is cut to what the
rules allow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QSpinBox, QWidget

from ..clean import fill
from ..dates import LAST_DAY
from ..engine.decisions import Decision
from ..narrate import day_name
from . import theme
from .dialogs import DecisionContext, PledgeDialog
from .language import log_tr


class OfferRoundDialog(PledgeDialog):
    """PLEDGE for the person asked now, with a row for each other person at the screen asked after them.

    Args:
        decision: the pending PLEDGE.
        context: what the dialog may show (public facts only: offers are made in the open).
        later: ``(player, most days they could pay for)`` of each person asked later in this
            round, in turn order.
        parent: the parent widget.
    """

    def __init__(self, decision: Decision, context: DecisionContext, later: Sequence[tuple[int, int]],
                 parent: QWidget | None = None):
        self.later_boxes: dict[int, QSpinBox] = {}
        """Each later person's days, by player."""
        self.later_nothing: dict[int, QCheckBox] = {}
        """Each later person's "offers nothing" box, by player: ticked, their row answers 0 days."""
        self.answered_rows: set[int] = set()
        """The later people who answered in their row (set days or ticked "offers nothing"): only they are
        answered without being asked; the others are asked in their turn of the round."""
        super().__init__(decision, context, parent)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        heading = QLabel(self.tr("Then, in turn, the others at this screen:"))
        heading.setFont(theme.font(11, bold=True))
        grid.addWidget(heading, 0, 0, 1, 2)
        for row, (player, most) in enumerate(later, start=1):
            name = QLabel(context.names[player])
            box = QSpinBox()
            box.setRange(0, max(0, most))
            box.setSuffix(self.tr(" days"))
            box.setAccessibleName(fill(self.tr("Days {name} offers"), name=context.names[player]))
            name.setBuddy(box)
            nothing = QCheckBox(self.tr("offers nothing"))
            nothing.setAccessibleName(fill(self.tr("{name} offers nothing"), name=context.names[player]))
            box.valueChanged.connect(lambda value, p=player: self._row_set(p, value))
            nothing.toggled.connect(lambda checked, p=player: self._row_nothing(p, checked))
            grid.addWidget(name, row, 0)
            grid.addWidget(box, row, 1)
            grid.addWidget(nothing, row, 2)
            self.later_boxes[player] = box
            self.later_nothing[player] = nothing
        self.body.addLayout(grid)
        untouched = QLabel(self.tr("A row left as it is: that person is asked in their turn."))
        untouched.setWordWrap(True)
        untouched.setFont(theme.font(10))
        self.body.addWidget(untouched)
        self.stop_asking_check.hide()  # one person's "offer nothing from now on" does not fit a shared row
        self.show_target(self.spin_box.value())

    def _row_set(self, player: int, days: int) -> None:
        """``player`` set ``days`` in their row: the row answers for them (0 days answers only with the tick)."""
        if days > 0:
            self.answered_rows.add(player)
            self.later_nothing[player].setChecked(False)
        elif not self.later_nothing[player].isChecked():
            self.answered_rows.discard(player)
        self.show_target(self.spin_box.value())

    def _row_nothing(self, player: int, checked: bool) -> None:
        """``player`` ticked (or unticked) "offers nothing" in their row."""
        if checked:
            self.answered_rows.add(player)
            self.later_boxes[player].setValue(0)
        elif self.later_boxes[player].value() == 0:
            self.answered_rows.discard(player)
        self.show_target(self.spin_box.value())

    def gathered(self) -> dict[int, int]:
        """The days of each later person who answered in their own row, by player (RULINGS.md §3.6).

        Returns:
            ``{player: days}`` for the rows their people set (days, or 0 with "offers
            nothing" ticked); a row left untouched is absent, so that its person is
            asked in their turn of the round: the answer of the person asked now
            ("Offer nothing" included) never answers for another.
        """
        return {player: box.value() for player, box in self.later_boxes.items() if player in self.answered_rows}

    def show_target(self, days: int) -> None:
        """Preview where the pawn lands with the days already offered, these and the later people's."""
        boxes = getattr(self, "later_boxes", {})
        total = self.already + days + sum(box.value() for box in boxes.values())
        name = self.context.names[self.subject]
        if total == 0:
            self.preview.set_message(fill(self.tr("{name}'s pawn stays on {date}."),
                                          name=name, date=day_name(self.position, log_tr)))
            return
        target = min(self.position + total, LAST_DAY)
        self.preview.set_square(self.context.texts, target, self.subject, self.context, from_day=self.position)


def later_people(game: Any, humans: Sequence[int], declined: set[int] | frozenset[int]) -> list[tuple[int, int]]:
    """The people at this screen asked later in the offer round under way, with the most days each could pay for.

    Args:
        game: the game, a PLEDGE pending (:meth:`~gameofyear.engine.Game.offer_round`).
        humans: the seats of the people at this screen.
        declined: the people who asked to offer nothing without being asked.
    """
    price = game.content.edition.day_price
    players = game.state.players
    return [(o, players[o].money // price) for o in game.offer_round() if o in humans and o not in declined]


def gathered_offer(gathered: Mapping[int, int], decision: Decision) -> int | None:
    """The days gathered earlier for ``decision``'s player, cut to what the decision allows; None when none."""
    days = gathered.get(decision.player)
    if days is None:
        return None
    options = decision.options
    most = (options.stop - 1) if isinstance(options, range) else max(options or (0,))
    return max(0, min(days, most))


__all__ = ["OfferRoundDialog", "gathered_offer", "later_people"]
