"""The New Game dialog: who plays, in which seat, with which pawn and profile.

:class:`NewGameDialog` gives one row per player (name, human or computer and
the computer's level, pawn colour, birth date, sex and the yes/no profile
facts of RULINGS.md §8) and returns a :class:`NewGameChoice`: the engine's
:class:`~gameofyear.engine.setup.Setup` plus a :class:`Seat` per player for the
interface. :func:`quick_setup` builds the "you against three computers" game
without asking anything.

The human players' profiles are remembered in :class:`~gameofyear.ui.settings.Settings`
and offered by name the next time.

Its parts live in :mod:`.newgameparts`, :mod:`.newgameseats` and :mod:`.houserules`; every name is
importable from here.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date
from typing import Literal

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS
from ..content import Content, Texts
from ..engine.match import MATCH_TARGETS, Match
from ..engine.setup import PlayerProfile, Setup
from ..engine.variants import Variants
from ..profiles import FEMALE_NAMES, name_sex
from . import theme
from .houserules import HouseRulesBox
from .newgameparts import (
    COMPUTER,
    COUNT_BUTTON_STYLE,
    DEFAULT_BIRTH_DATE,
    ERROR_COLOUR,
    ERROR_FIELD,
    HUMAN,
    QUICK_GAME_PLAYERS,
    START_BUTTON_STYLE,
    NewGameChoice,
    Seat,
    _known_facts,
    _qdate,
    colour_label,
    computer_profile,
    default_birth_date,
    default_level,
    edition_label,
    kind_icon,
    level_label,
    narrow_combo,
    on_paper,
    pawn_pixmap,
    quick_setup,
    remembered_profiles,
    seat_table,
)
from .newgameseats import FactsDialog, SeatRow, WholeScrollArea, fit_whole, scrolling_body
from .screenfit import FittedDialog
from .settings import Settings


class NewGameDialog(FittedDialog):
    """Choose the players of a new game; :meth:`choice` gives the result after acceptance.

    Args:
        texts: the words of the profile facts and signs, in the window's language;
            ``texts.content`` gives the edition (player range) and the facts.
        settings: remembered profiles are offered, and the human players'
            profiles are remembered when the dialog is accepted.
        parent: the parent widget.

    The first row starts as a human (the newest remembered profile, if any),
    the others as computers with random plausible profiles.
    """

    def __init__(self, texts: Texts, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.texts = texts
        self.content = content = texts.content
        self.settings = settings
        self.remembered = remembered_profiles(settings)
        """Profiles remembered from earlier games, newest first."""
        self.rows: list[SeatRow] = []
        """One row per player, in seating order."""
        self._rng = random.Random()
        self._choice: NewGameChoice | None = None
        self._show_missing = False
        self.setWindowTitle(self.tr("New game"))
        self.setModal(True)

        on_paper(self)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        title = QLabel(self.tr("Who is playing this year?"))
        title.setFont(theme.font(17, bold=True))
        layout.addWidget(title)

        self.body, body, self.body_scroll = scrolling_body(layout)
        """Everything between the title and the buttons, and the area where it scrolls, both ways, when the
        screen is smaller than it (1024 × 700 at larger text)."""

        count_line = QHBoxLayout()
        count_label = QLabel(self.tr("Number of players:"))
        count_label.setFont(theme.font(11))
        count_line.addWidget(count_label)
        self.count_group = QButtonGroup(self)
        """One checkable button per allowed player count (button id: the count)."""
        players = content.edition.players
        for n in range(min(2, players.min), max(6, players.max) + 1):
            button = QPushButton(str(n))
            button.setCheckable(True)
            button.setFixedSize(36, 30)
            button.setFont(theme.font(11, bold=True))
            button.setStyleSheet(COUNT_BUTTON_STYLE)
            self.count_group.addButton(button, n)
            count_line.addWidget(button)
        count_line.addStretch(1)
        self.count_group.idClicked.connect(self.set_player_count)
        self.editions = _edition_player_ranges(content)
        """Each edition's name and its (fewest, most) players."""
        edition_label_widget = QLabel(self.tr("Edition:"))
        edition_label_widget.setFont(theme.font(11))
        self.edition_combo = QComboBox()
        """The edition to play; the language stays the player's own."""
        for name in self.editions:
            self.edition_combo.addItem(edition_label(name), name)
        self.edition_combo.setCurrentIndex(max(0, self.edition_combo.findData(content.edition.name)))
        narrow_combo(self.edition_combo, 16)
        self.edition_combo.currentIndexChanged.connect(self._on_edition)
        count_line.addWidget(edition_label_widget)
        count_line.addWidget(self.edition_combo)
        body.addLayout(count_line)

        self.table, self.grid = seat_table((
            self.tr("Pawn"), self.tr("Name"), self.tr("Played by"), self.tr("Level"),
            self.tr("Born"), self.tr("Sign, age"), self.tr("Sex"), self.tr("Facts"),
        ))
        """The card holding the rows, and their grid."""
        self.grid.setColumnStretch(1, 1)
        body.addWidget(self.table)

        self.message_label = QLabel()
        """Says what must be fixed before the game can start (empty when all is well)."""
        self.message_label.setWordWrap(True)
        self.message_label.setFont(theme.font(10, bold=True))
        self.message_label.setStyleSheet(f"color: {ERROR_COLOUR.name()}")
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the message takes its room from the start, so that nothing below it (the Start button) moves
        self.message_label.setFixedHeight(2 * self.message_label.fontMetrics().lineSpacing() + 4)
        policy = self.message_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.message_label.setSizePolicy(policy)
        self.message_label.hide()
        body.addWidget(self.message_label)

        self.note_label = QLabel()
        """The reminder that lucky numbers are secret and the youngest starts."""
        self.note_label.setWordWrap(True)
        self.note_label.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        body.addWidget(self.note_label)

        self.claims_check = QCheckBox(self.tr("House rule: claim lucky-number and birthday money yourself "
                                              "(forget it and it is lost once the pawn moves on)"))
        """The manual-claims house rule (RULINGS.md §4)."""
        self.claims_check.setChecked(settings.manual_claims)
        body.addWidget(self.claims_check)
        self.house_rules = HouseRulesBox(self)
        """The house rules borrowed from the family of games (docs/VARIANTS.md)."""
        body.addWidget(self.house_rules)

        self.buttons = QDialogButtonBox()
        """Quick game, Start the game, Cancel."""
        self.quick_button = self.buttons.addButton(self.tr("Quick game"), QDialogButtonBox.ButtonRole.ResetRole)
        """Starts at once: you against three computers."""
        self.quick_button.setToolTip(self.tr("You against three computers, right away"))
        self.quick_button.clicked.connect(self.quick_game)
        self.ok_button = self.buttons.addButton(self.tr("Start the game"), QDialogButtonBox.ButtonRole.AcceptRole)
        """Builds the setup, if every row is in order."""
        self.ok_button.setDefault(True)
        self.ok_button.setFont(theme.font(10, bold=True))
        self.ok_button.setStyleSheet(START_BUTTON_STYLE)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        """Closes without a game."""
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        count = min(max(QUICK_GAME_PLAYERS, players.min), players.max)
        self.set_player_count(count)
        self._on_edition(self.edition_combo.currentIndex())
        last = self._last_table()
        if last is not None:
            self.edition_combo.setCurrentIndex(max(0, self.edition_combo.findData(last.edition)))
            self._load(last)
        elif self.remembered:
            self.rows[0].set_profile(_known_facts(self.remembered[0], content))
        self._refresh()

    def _last_table(self) -> NewGameChoice | None:
        """The table last set up here (:attr:`Settings.last_table`), people with their newest remembered
        profile; None when there is none, or it does not fit this content (an unknown edition, too many players)."""
        data = self.settings.last_table
        try:
            edition = str(data.get("edition", self.content.edition.name))
            fewest, most = self.editions[edition]
            seats, profiles = [], []
            newest = {p.name: p for p in self.remembered}
            for entry in data["seats"]:
                profile = _known_facts(PlayerProfile.from_json(entry["profile"]), self.content)
                kind = HUMAN if entry["kind"] == HUMAN else COMPUTER
                if kind == HUMAN and profile.name in newest:
                    profile = _known_facts(newest[profile.name], self.content)
                level = str(entry.get("level") or default_level())
                seats.append(Seat(kind, level if level in BOT_LEVELS else default_level(), str(entry["colour"])))
                profiles.append(profile)
            variants = Variants.from_json(data.get("variants"))
            target = data.get("match")
            match = Match(target, teams=variants.teams) if type(target) is int and target in MATCH_TARGETS else None
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        if not fewest <= len(seats) <= most:
            return None
        return NewGameChoice(Setup(tuple(profiles), today=date.today(), variants=variants, match=match),
                             tuple(seats), edition)

    # ---------------------------------------------------------------- public API

    def choice(self) -> NewGameChoice | None:
        """Return the players chosen, once the dialog has been accepted (None before or after Cancel)."""
        return self._choice

    def player_count(self) -> int:
        """Return the number of rows (players)."""
        return len(self.rows)

    @Slot(int)
    def set_player_count(self, count: int) -> None:
        """Add computer rows or drop the last rows so that there are ``count`` players.

        The count is clamped to the edition's player range.
        """
        fewest, most = self.player_range()
        count = min(max(count, fewest), most)
        while len(self.rows) > count:
            self.rows.pop().delete()
        while len(self.rows) < count:
            self._add_row(HUMAN if not self.rows else COMPUTER)
        button = self.count_group.button(count)
        if button is not None:
            button.setChecked(True)
        self._refresh()
        self._fit_height()  # its whole size at once, within the screen (adjustSize would stop at two thirds of it)
        QTimer.singleShot(0, self, self._fit_height)  # once the dropped rows are gone for good

    @Slot()
    def _fit_height(self) -> None:
        """Take the height the rows need now: fewer players, a shorter dialog (no empty band above the buttons);
        no larger than the screen, where the body scrolls."""
        fit_whole(self, self.body_scroll)  # six rows at larger text: no taller than the screen, the body scrolls

    def edition(self) -> str:
        """The chosen edition's name."""
        return str(self.edition_combo.currentData())

    def player_range(self) -> tuple[int, int]:
        """The chosen edition's fewest and most players."""
        return self.editions.get(self.edition(), (self.content.edition.players.min, self.content.edition.players.max))

    @Slot(int)
    def _on_edition(self, _index: int) -> None:
        fewest, most = self.player_range()
        for button in self.count_group.buttons():
            number = self.count_group.id(button)
            button.setEnabled(fewest <= number <= most)
        self.set_player_count(len(self.rows))

    def errors(self) -> list[str]:
        """Return what stops the game from starting, in words (empty: all is well)."""
        return self._problems(with_missing=True)

    def _problems(self, with_missing: bool) -> list[str]:
        problems: list[str] = []
        names = [row.name for row in self.rows]
        if with_missing and any(not name for name in names):
            problems.append(self.tr("Every player needs a name."))
        seen: set[str] = set()
        duplicates: list[str] = []
        for name in names:
            if name and name.casefold() in seen and name not in duplicates:
                duplicates.append(name)
            seen.add(name.casefold())
        for name in duplicates:
            problems.append(self.tr("Two players are called “%1”: please tell them apart.").replace("%1", name))
        return problems

    @Slot()
    def quick_game(self) -> None:
        """Fill four seats (you first, with the newest remembered profile, then three computers) and accept."""
        self._load(quick_setup(self.content, self.settings))
        self.accept()

    @Slot()
    def accept(self) -> None:
        """Start the game if every row is in order; otherwise say what to fix and stay open.

        On success, :meth:`choice` gives the setup (ages on today's date) and the
        human players' profiles are remembered, newest first.
        """
        self._show_missing = True
        self._refresh()
        if self.errors():
            return
        profiles = tuple(row.profile() for row in self.rows)
        seats = tuple(row.seat() for row in self.rows)
        claims: Literal["manual"] | None = "manual" if self.claims_check.isChecked() else None
        self.settings.manual_claims = self.claims_check.isChecked()
        variants = self.house_rules.variants()
        self._choice = NewGameChoice(Setup(profiles, today=date.today(), claims=claims, variants=variants,
                                           match=self.house_rules.match()), seats, self.edition())
        humans = [p.to_json() for p, seat in zip(profiles, seats) if seat.kind == HUMAN]
        if humans:
            self.settings.remember_profiles(humans)
        self.settings.last_table = {
            "edition": self.edition(),
            "variants": variants.to_json(),
            "match": self.house_rules.match_target(),
            "seats": [{"kind": seat.kind, "level": seat.level, "colour": seat.colour, "profile": profile.to_json()}
                      for profile, seat in zip(profiles, seats)],
        }
        super().accept()

    # ---------------------------------------------------------------- rows

    def _add_row(self, kind: str) -> SeatRow:
        row = SeatRow(self.texts, self.remembered, self.table)
        used = {r.colour for r in self.rows}
        row.set_colour(next((name for name, _ in theme.PAWN_COLOURS if name not in used), theme.PAWN_COLOURS[0][0]))
        row.set_kind(kind)
        if kind == COMPUTER:
            row.set_profile(self._computer_profile(exclude=row))
        else:  # a newcomer: each fact is asked in play unless the profile checklist is filled in
            row.birth_edit.setDate(_qdate(default_birth_date(len(self.rows))))
            row.set_unanswered(frozenset(self.content.facts))
        line = len(self.rows) + 1
        for column, widget in enumerate(row.widgets()):
            self.grid.addWidget(widget, line, column)
            widget.show()
        self.rows.append(row)
        row.changed.connect(self._refresh)
        row.colour_picked.connect(self._on_colour_picked)
        row.kind_toggled.connect(self._on_kind_toggled)
        row.name_edit.textEdited.connect(self._on_name_edited)
        row.name_edit.returnPressed.connect(lambda: self._on_return_in_name(row))
        return row

    def _on_return_in_name(self, row: SeatRow) -> None:
        """Return in a name: a remembered player's name fills the row (the combo box does it); any other
        name, or none, presses "Start the game", which starts or says what is missing (an editable
        combo box keeps Return to itself, where a line edit would pass it to the default button)."""
        if row.name.casefold() not in {p.name.casefold() for p in self.remembered}:
            self.ok_button.click()

    def _load(self, choice: NewGameChoice) -> None:
        """Show ``choice`` in the rows (as many rows as players)."""
        self.set_player_count(len(choice.seats))
        for row, profile, seat in zip(self.rows, choice.setup.players, choice.seats):
            row.set_kind(seat.kind)
            row.set_level(seat.level or default_level())
            row.set_colour(seat.colour or theme.PAWN_COLOURS[0][0])
            row.set_profile(profile)
        self._refresh()
        self.house_rules.set_variants(choice.setup.variants)
        self.house_rules.set_match_target(choice.setup.match.target if choice.setup.match is not None else None)

    def _computer_profile(self, exclude: SeatRow | None = None) -> PlayerProfile:
        taken = {row.name for row in self.rows if row is not exclude}
        return computer_profile(self._rng, self.content, taken)

    @Slot(str, str)
    def _on_colour_picked(self, old: str, new: str) -> None:
        """Keep colours distinct: the row that had the new colour takes the old one."""
        picker = self.sender()
        for row in self.rows:
            if row is not picker and row.colour == new:
                row.set_colour(old)

    @Slot()
    def _on_kind_toggled(self) -> None:
        """A row switched between person and computer: it keeps its name and birth date.

        A new computer keeps the person's sex when stated, else takes the one its
        name goes with (:func:`~gameofyear.profiles.name_sex`), and gets random
        facts (and a random name when the row had none); the person's own entries
        come back when the row is switched back. A new person keeps the
        computer's name, birth date and sex, all shown in the row (the sex goes
        with the name), but none of its invented facts, unless the name is a
        remembered player's, whose profile fills the row.
        """
        row = self.sender()
        if not isinstance(row, SeatRow):
            return
        current = row.profile()
        if row.kind == COMPUTER:
            row.person_profile = current
            invented = self._computer_profile(exclude=row)
            name = current.name or invented.name
            sex = current.sex or name_sex(name) or (None if current.name else invented.sex)
            row.set_profile(PlayerProfile(name, current.birth_date, sex, invented.facts - (
                set() if sex == "female" else {"mother"})))
            return
        remembered = {p.name: p for p in self.remembered}
        earlier, row.person_profile = row.person_profile, None
        if current.name in remembered:
            row.set_profile(_known_facts(remembered[current.name], self.content))
        elif earlier is not None and earlier.name == current.name:
            row.set_profile(replace(earlier, birth_date=current.birth_date))
        else:
            row.set_profile(PlayerProfile(current.name, current.birth_date, current.sex,
                                          unknown=frozenset(self.content.facts)))
        row.name_box.setFocus()

    @Slot()
    def _on_name_edited(self) -> None:
        self._show_missing = True

    @Slot()
    def _refresh(self) -> None:
        """Update the messages, the name highlights and the youngest-starts note."""
        names = [row.name.casefold() for row in self.rows]
        for row, name in zip(self.rows, names):
            missing = not name and self._show_missing
            row.set_name_error(missing or (bool(name) and names.count(name) > 1))
        problems = self._problems(with_missing=self._show_missing)
        self.message_label.setText(" ".join(problems))
        self.message_label.setToolTip("\n".join(problems))
        self.message_label.setVisible(bool(problems))
        self.note_label.setText(self._note())
        self.house_rules.set_seats([row.name for row in self.rows])

    def _note(self) -> str:
        if not self.rows:
            return ""
        youngest = max(range(len(self.rows)), key=lambda i: (self.rows[i].profile().birth_date, -i))
        name = self.rows[youngest].name
        if name:
            starts = self.tr("The youngest player starts: %1.").replace("%1", name)
        else:
            starts = self.tr("The youngest player starts.")
        return self.tr("Each player gets a lucky number, drawn in secret.") + " " + starts




def _edition_player_ranges(content: Content) -> dict[str, tuple[int, int]]:
    """Every edition of the content's folders with its player range (the current one first)."""
    from ..content import ContentError, read_yaml

    found: dict[str, tuple[int, int]] = {content.edition.name: (content.edition.players.min, content.edition.players.max)}
    folders = getattr(content, "layers", None) or (content.folder,)
    for folder in folders:
        for path in sorted((folder / "editions").glob("*.yaml")):
            try:
                players = read_yaml(path).data["players"]
                found.setdefault(path.stem, (int(players["min"]), int(players["max"])))
            except (ContentError, KeyError, TypeError, ValueError):
                continue  # a broken edition file is reported when it is loaded
    return found


def seat_colours(choice: NewGameChoice) -> list[QColor]:
    """Return the pawn colours of a choice's seats, in seating order."""
    return [theme.pawn_colour(seat.colour or theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][0])
            for i, seat in enumerate(choice.seats)]




__all__ = [
    "COMPUTER",
    "COUNT_BUTTON_STYLE",
    "DEFAULT_BIRTH_DATE",
    "ERROR_COLOUR",
    "ERROR_FIELD",
    "FEMALE_NAMES",
    "FactsDialog",
    "HUMAN",
    "HouseRulesBox",
    "NewGameChoice",
    "NewGameDialog",
    "QUICK_GAME_PLAYERS",
    "START_BUTTON_STYLE",
    "Seat",
    "SeatRow",
    "WholeScrollArea",
    "colour_label",
    "computer_profile",
    "default_birth_date",
    "default_level",
    "edition_label",
    "kind_icon",
    "level_label",
    "narrow_combo",
    "pawn_pixmap",
    "quick_setup",
    "remembered_profiles",
    "seat_colours",
]
