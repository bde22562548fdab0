"""The New Game dialog: who plays, in which seat, with which pawn and profile.

:class:`NewGameDialog` gives one row per player (name, human or computer and
the computer's level, pawn colour, birth date, sex and the yes/no profile
facts of RULINGS.md §8) and returns a :class:`NewGameChoice`: the engine's
:class:`~gameofyear.engine.setup.Setup` plus a :class:`Seat` per player for the
interface. :func:`quick_setup` builds the "you against three computers" game
without asking anything.

The human players' profiles are remembered in :class:`~gameofyear.ui.settings.Settings`
and offered by name the next time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date
from typing import Literal

from PySide6.QtCore import QCoreApplication, QDate, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS
from ..content import Content, Texts
from ..dates import day_index
from ..engine.match import MATCH_TARGETS, Match
from ..engine.setup import PlayerProfile, Setup
from ..engine.variants import Variants
from ..seats import COMPUTER, HUMAN, Seat
from ..simulation import FIRST_NAMES, random_profile
from . import theme
from .screenfit import FittedDialog, fit_on_screen
from .settings import Settings

QUICK_GAME_PLAYERS = 4
"""Players in a quick game: you and three computers."""
DEFAULT_BIRTH_DATE = date(1990, 1, 1)
"""The birth date the first seat's person starts with (to be changed by the player)."""


def default_birth_date(seat: int) -> date:
    """The birth date a person in seat ``seat`` (0 = the first) starts with: a different one in every seat.

    The first seat gets :data:`DEFAULT_BIRTH_DATE`; each next seat is about
    four years and five months older, so that no two people start on the same
    birthday square or with the same age (the youngest starts, RULINGS.md §11).
    """
    return date(DEFAULT_BIRTH_DATE.year - 4 * seat, 1 + (5 * seat) % 12, 1 + (9 * seat) % 28)
ERROR_COLOUR = QColor("#b3261e")
"""Inline validation messages."""
ERROR_FIELD = QColor("#fde4df")
"""Background of a name field that needs attention."""
COUNT_BUTTON_STYLE = (
    f"QPushButton {{ background: #fffdf7; color: {theme.INK.name()}; border: 1px solid #cfc4ad;"
    " border-radius: 6px; }"
    f" QPushButton:hover {{ border-color: {theme.INK_SOFT.name()}; }}"
    f" QPushButton:checked {{ background: {theme.FRAME_COLOURS['red'].name()}; color: white;"
    f" border-color: {theme.FRAME_COLOURS['red'].darker(130).name()}; }}"
)
"""The player-count buttons: cream, the chosen one in the red of lucky frames."""
START_BUTTON_STYLE = (
    f"QPushButton {{ background: {theme.FRAME_COLOURS['start'].name()}; color: white;"
    f" border: 1px solid {theme.FRAME_COLOURS['start'].darker(130).name()}; border-radius: 5px;"
    " padding: 5px 16px; }"
    f" QPushButton:hover {{ background: {theme.FRAME_COLOURS['start'].lighter(112).name()}; }}"
    f" QPushButton:pressed {{ background: {theme.FRAME_COLOURS['start'].darker(115).name()}; }}"
)
"""The button that starts the game, in the green of the Start square."""


def default_level() -> str:
    """Return the bot level new computer players get (``"normal"``, else the first level known)."""
    for level in ("normal", "basic"):
        if level in BOT_LEVELS:
            return level
    return next(iter(BOT_LEVELS))


@dataclass(frozen=True)
class NewGameChoice:
    """What the New Game dialog returns.

    Attributes:
        setup: the players' profiles in seating order and the date ages are computed on.
        seats: one :class:`~gameofyear.seats.Seat` per player, in the same order (a person's with the
            level the dialog shows for the seat, a computer player's with its level; each with its colour).
    """

    setup: Setup
    seats: tuple[Seat, ...]
    edition: str = "classic"
    """The edition's name (``almanac/editions/<name>.yaml``); independent of the language."""


def edition_label(name: str) -> str:
    """The New Game dialog's words for an edition."""
    labels = {
        "classic": QCoreApplication.translate("NewGameDialog", "Classic — Le Jeu de l'Année (francs)"),
        "italian": QCoreApplication.translate("NewGameDialog", "Italian — Il Gioco dell'Anno (lire)"),
    }
    return labels.get(name, name.replace("_", " ").capitalize())


def level_label(level: str) -> str:
    """Return the words shown for a bot level (``"expert"`` → "Expert"); unknown levels keep their name."""
    labels = {
        "random": QCoreApplication.translate("NewGameDialog", "Beginner (plays at random)"),
        "easy": QCoreApplication.translate("NewGameDialog", "Easy"),
        "basic": QCoreApplication.translate("NewGameDialog", "Basic"),
        "normal": QCoreApplication.translate("NewGameDialog", "Normal"),
        "expert": QCoreApplication.translate("NewGameDialog", "Expert (thinks ahead)"),
    }
    return labels.get(level, level.replace("_", " ").capitalize())


def narrow_combo(box: QComboBox, characters: int) -> None:
    """Let ``box`` be about ``characters`` wide, whatever its longest item (so that the dialog fits a
    1024-pixel screen); its list still opens wide enough to read every item whole."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(characters)
    view = box.view()
    view.setMinimumWidth(view.sizeHintForColumn(0) + 2 * view.frameWidth() + 16)
    box.setToolTip(box.toolTip() or box.currentText())


def colour_label(name: str) -> str:
    """Return the words shown for a pawn colour name of :data:`theme.PAWN_COLOURS`."""
    labels = {
        "Red": QCoreApplication.translate("NewGameDialog", "Red"),
        "Blue": QCoreApplication.translate("NewGameDialog", "Blue"),
        "Green": QCoreApplication.translate("NewGameDialog", "Green"),
        "Yellow": QCoreApplication.translate("NewGameDialog", "Yellow"),
        "Purple": QCoreApplication.translate("NewGameDialog", "Purple"),
        "Orange": QCoreApplication.translate("NewGameDialog", "Orange"),
        "White": QCoreApplication.translate("NewGameDialog", "White"),
        "Black": QCoreApplication.translate("NewGameDialog", "Black"),
    }
    return labels.get(name, name)


def pawn_pixmap(colour: QColor, size: int = 22) -> QPixmap:
    """Draw a small board-game pawn of ``colour`` (``size`` pixels square, transparent around)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = theme.INK_SOFT if colour.lightness() > 200 else colour.darker(170)
    p.setPen(QPen(outline, max(1.0, size / 18)))
    p.setBrush(colour)
    s = float(size)
    body = QPainterPath()
    body.moveTo(s * 0.30, s * 0.84)
    body.cubicTo(s * 0.36, s * 0.62, s * 0.42, s * 0.50, s * 0.44, s * 0.40)
    body.lineTo(s * 0.56, s * 0.40)
    body.cubicTo(s * 0.58, s * 0.50, s * 0.64, s * 0.62, s * 0.70, s * 0.84)
    body.closeSubpath()
    p.drawPath(body)
    p.drawRoundedRect(QRectF(s * 0.18, s * 0.80, s * 0.64, s * 0.14), s * 0.06, s * 0.06)
    p.drawEllipse(QPointF(s * 0.5, s * 0.28), s * 0.17, s * 0.17)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 110))
    p.drawEllipse(QPointF(s * 0.45, s * 0.23), s * 0.06, s * 0.06)
    p.end()
    return pixmap


def kind_icon(kind: str, size: int = 18) -> QIcon:
    """Draw the icon of a seat kind: a person for :data:`HUMAN`, a screen for :data:`COMPUTER`."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    if kind == HUMAN:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#a0522d"))
        p.drawEllipse(QPointF(s * 0.5, s * 0.30), s * 0.19, s * 0.19)
        p.drawRoundedRect(QRectF(s * 0.18, s * 0.56, s * 0.64, s * 0.40), s * 0.2, s * 0.2)
    else:
        p.setPen(QPen(theme.BACKGROUND, s / 10))
        p.setBrush(QColor("#cfe3f5"))
        p.drawRoundedRect(QRectF(s * 0.10, s * 0.14, s * 0.80, s * 0.54), s * 0.08, s * 0.08)
        p.drawLine(QPointF(s * 0.5, s * 0.70), QPointF(s * 0.5, s * 0.84))
        p.drawLine(QPointF(s * 0.28, s * 0.88), QPointF(s * 0.72, s * 0.88))
    p.end()
    return QIcon(pixmap)


def remembered_profiles(settings: Settings) -> list[PlayerProfile]:
    """Return the profiles remembered in ``settings`` (newest first), skipping damaged entries."""
    profiles: list[PlayerProfile] = []
    seen: set[str] = set()
    for data in settings.profiles:
        try:
            profile = PlayerProfile.from_json(data)
        except (ValueError, KeyError, TypeError):
            continue
        if profile.name.strip() and profile.name not in seen:
            seen.add(profile.name)
            profiles.append(profile)
    return profiles


def _known_facts(profile: PlayerProfile, content: Content) -> PlayerProfile:
    """Return ``profile`` without facts the content does not know (an older remembered profile)."""
    facts = profile.facts & frozenset(content.facts)
    unknown = profile.unknown & frozenset(content.facts)
    if facts == profile.facts and unknown == profile.unknown:
        return profile
    return PlayerProfile(profile.name, profile.birth_date, profile.sex, facts, unknown)


FEMALE_NAMES = frozenset({"Alice", "Chloé", "Emma", "Gisèle", "Inès", "Karine"})
"""Names of :data:`~gameofyear.simulation.FIRST_NAMES` given to computer players who are women."""


def computer_profile(rng: random.Random, content: Content, taken: set[str]) -> PlayerProfile:
    """Return a random plausible profile for a computer player with a name not in ``taken``.

    The profile comes from :func:`~gameofyear.simulation.random_profile`; the
    name is a free one of :data:`~gameofyear.simulation.FIRST_NAMES` that fits
    the drawn sex when possible ("Computer 1"… when none is free).

    Args:
        rng: the random generator to draw from.
        content: gives the profile facts.
        taken: names already used at the table.
    """
    profile = random_profile(rng, content, "")
    free = [n for n in FIRST_NAMES if n not in taken]
    if profile.sex is not None:
        fitting = [n for n in free if (n in FEMALE_NAMES) == (profile.sex == "female")]
        free = fitting or free
    if free:
        name = rng.choice(free)
    else:
        template = QCoreApplication.translate("NewGameDialog", "Computer %1")
        number = 1
        while template.replace("%1", str(number)) in taken:
            number += 1
        name = template.replace("%1", str(number))
    return replace(profile, name=name)


def quick_setup(content: Content, settings: Settings, today: date | None = None) -> NewGameChoice:
    """Return "you against three computers": the first remembered profile, then three computers.

    Args:
        content: gives the edition's player range and the profile facts.
        settings: the remembered profiles (the newest plays the human seat;
            without any, the human is called "Player 1").
        today: the date ages are computed on (default: today).

    Returns:
        Four seats (fewer or more only if the edition demands it): a human in
        the first seat, computers of the default level in the others, the first
        pawn colours in order.
    """
    today = today or date.today()
    players = content.edition.players
    count = min(max(QUICK_GAME_PLAYERS, players.min), players.max)
    remembered = remembered_profiles(settings)
    if remembered:
        human = _known_facts(remembered[0], content)
    else:  # a newcomer: each fact is asked in play, the first time a square needs it
        human = PlayerProfile(QCoreApplication.translate("NewGameDialog", "Player 1"), default_birth_date(0),
                              unknown=frozenset(content.facts))
    rng = random.Random()
    profiles = [human]
    for _ in range(count - 1):
        profiles.append(computer_profile(rng, content, {p.name for p in profiles}))
    colours = [name for name, _ in theme.PAWN_COLOURS]
    seats = tuple(
        Seat(HUMAN if i == 0 else COMPUTER, default_level(), colours[i % len(colours)]) for i in range(count)
    )
    return NewGameChoice(Setup(tuple(profiles), today=today), seats, content.edition.name)


def _py_date(value: QDate) -> date:
    """Return a QDate as a Python date."""
    return date(value.year(), value.month(), value.day())


def _qdate(value: date) -> QDate:
    """Return a Python date as a QDate."""
    return QDate(value.year, value.month, value.day)


class FactsDialog(FittedDialog):
    """A checklist of the yes/no profile facts of one player (RULINGS.md §8).

    Args:
        texts: the words of the facts (``facts.<id>``); ``texts.content.facts`` gives the facts.
        name: the player's name, for the title.
        facts: the facts ticked at first.
        parent: the parent widget.
    """

    def __init__(self, texts: Texts, name: str, facts: frozenset[str], parent: QWidget | None = None):
        super().__init__(parent)
        content = texts.content
        self.setWindowTitle(self.tr("Profile of %1").replace("%1", name) if name else self.tr("Profile"))
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
        self.setPalette(palette)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(10)
        heading = QLabel(self.tr("What is true for %1?").replace("%1", name) if name else self.tr("What is true?"))
        heading.setFont(theme.font(13, bold=True))
        layout.addWidget(heading)
        intro = QLabel(self.tr("The almanac asks about these during the year. Tick what applies; leave the rest."))
        intro.setWordWrap(True)
        intro.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        layout.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(8)
        self.checks: dict[str, QCheckBox] = {}
        """The check box of each fact id."""
        rows = (len(content.facts) + 1) // 2
        for i, fact in enumerate(content.facts):
            box = QCheckBox(texts.text(f"facts.{fact}"))
            box.setChecked(fact in facts)
            box.toggled.connect(self._update_count)
            self.checks[fact] = box
            grid.addWidget(box, i % rows, i // rows)
        layout.addLayout(grid)
        bottom = QHBoxLayout()
        self.count_label = QLabel()
        """Shows how many facts are ticked."""
        self.count_label.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        bottom.addWidget(self.count_label, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons = buttons
        """OK, Cancel and "Untick all"."""
        self.clear_button = buttons.addButton(self.tr("Untick all"), QDialogButtonBox.ButtonRole.ResetRole)
        self.clear_button.clicked.connect(self._clear)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self._update_count()

    def facts(self) -> frozenset[str]:
        """Return the ids of the ticked facts."""
        return frozenset(fact for fact, box in self.checks.items() if box.isChecked())

    @Slot()
    def _clear(self) -> None:
        for box in self.checks.values():
            box.setChecked(False)

    @Slot()
    def _update_count(self) -> None:
        count = len(self.facts())
        if count == 0:
            self.count_label.setText(self.tr("Nothing ticked"))
        else:
            self.count_label.setText(self.tr("%n fact(s) ticked", "", count))


class SeatRow(QObject):
    """The widgets of one player's row in :class:`NewGameDialog` (they live in the dialog's grid).

    Args:
        texts: the words of the facts and signs; ``texts.content`` gives the facts.
        remembered: the remembered profiles offered in the name box.
        parent: the dialog.

    Signals:
        changed: anything in the row changed (name, colour, kind, birth date…).
        colour_picked: the player picked a colour (old name, new name).
        kind_toggled: the player switched between human and computer.
    """

    changed = Signal()
    colour_picked = Signal(str, str)
    kind_toggled = Signal()

    def __init__(self, texts: Texts, remembered: list[PlayerProfile], parent: QWidget):
        super().__init__(parent)
        self.texts = texts
        self.content = texts.content
        self.remembered = remembered
        self.facts: frozenset[str] = frozenset()
        self.unknown: frozenset[str] = frozenset()
        """The facts a person has not answered yet: asked in play the first time a square needs one."""
        """The ticked profile facts."""
        self.facts_dialog: FactsDialog | None = None
        """The profile checklist while it is open."""
        self.person_profile: PlayerProfile | None = None
        """What a person had entered in this row before it was switched to the computer (given back when it
        is switched back), or None."""
        self._colour = theme.PAWN_COLOURS[0][0]

        self.colour_box = QComboBox(parent)
        """The pawn colour (item data: the colour name)."""
        self.colour_box.setIconSize(QSize(22, 22))
        for name, colour in theme.PAWN_COLOURS:
            self.colour_box.addItem(QIcon(pawn_pixmap(colour)), colour_label(name), name)
        self.colour_box.setToolTip(self.tr("Pawn colour"))
        self.colour_box.activated.connect(self._on_colour)

        self.name_box = QComboBox(parent)
        """The player's name: type one, or pick a remembered player."""
        self.name_box.setEditable(True)
        name_edit = self.name_box.lineEdit()
        assert name_edit is not None  # an editable combo box has its line edit
        self.name_edit: QLineEdit = name_edit
        """The name box's text field."""
        self.name_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.name_box.setMinimumWidth(120)
        self.name_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for profile in remembered:
            self.name_box.addItem(profile.name)
        self.name_box.setCurrentIndex(-1)
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.name_edit.setMaxLength(24)
        self.name_box.setToolTip(self.tr("Type a name, or pick a player from earlier games"))
        self.name_box.activated.connect(self._on_remembered)
        self.name_box.editTextChanged.connect(self.changed)

        self.kind_button = QPushButton(parent)
        """Checked for a computer player; click to switch between human and computer."""
        self.kind_button.setCheckable(True)
        self.kind_button.setIconSize(QSize(18, 18))
        self.kind_button.setMinimumWidth(118)
        self.kind_button.toggled.connect(self._on_kind_button)

        self.level_box = QComboBox(parent)
        """The computer's level (item data: a ``BOT_LEVELS`` key)."""
        for level in BOT_LEVELS:
            self.level_box.addItem(level_label(level), level)
        self.level_box.setCurrentIndex(self.level_box.findData(default_level()))
        narrow_combo(self.level_box, 7)
        self.level_box.setToolTip(self.tr("How well the computer plays"))

        self.birth_edit = QDateEdit(parent)
        """The birth date (gives the birthday square, the age and the sign)."""
        self.birth_edit.setCalendarPopup(True)
        #: Qt's format of a birth date in the seat's row (d: day, MMM: the month's short name, yyyy: the year);
        #: write it as your language writes a date ("d. MMM yyyy" in German)
        self.birth_edit.setDisplayFormat(self.tr("d MMM yyyy"))
        self.birth_edit.setMinimumDate(QDate(1900, 1, 1))
        self.birth_edit.setMaximumDate(QDate.currentDate())
        self.birth_edit.setDate(_qdate(DEFAULT_BIRTH_DATE))
        # as wide as its widest date ("28. Sept. 2000" in German), not only as its first and last ones (Qt's hint)
        metrics, edit_format = self.birth_edit.fontMetrics(), self.birth_edit.displayFormat()
        frame = self.birth_edit.sizeHint().width() - metrics.horizontalAdvance(self.birth_edit.text())
        widest = max(metrics.horizontalAdvance(self.birth_edit.locale().toString(QDate(2000, month, 28), edit_format))
                     for month in range(1, 13))
        self.birth_edit.setMinimumWidth(widest + max(frame, 0))
        self.birth_edit.setToolTip(self.tr("Birth date: your birthday square, your age and your sign"))
        self.birth_edit.dateChanged.connect(self._on_birth)

        self.sign_label = QLabel(parent)
        """The sign's glyph and the age."""
        self.sign_label.setMinimumWidth(52)
        self.sign_label.setFont(theme.font(11))

        self.sex_box = QComboBox(parent)
        """Not stated, female or male (item data: None, ``"female"``, ``"male"``)."""
        self.sex_box.addItem(self.tr("Not stated"), None)
        self.sex_box.addItem(self.tr("Female"), "female")
        self.sex_box.addItem(self.tr("Male"), "male")
        self.sex_box.setItemData(0, self.tr("The dates that ask \"if you are a woman\" or \"if you are a man\" "
                                            "do nothing for this player"), Qt.ItemDataRole.ToolTipRole)
        self.sex_box.setToolTip(self.tr("Some dates of the almanac are for women or for men only"))
        self.sex_box.currentIndexChanged.connect(self.changed)
        narrow_combo(self.sex_box, 8)

        self.profile_button = QPushButton(parent)
        """Opens the checklist of profile facts; shows how many are ticked."""
        self.profile_button.setToolTip(self.tr("The yes/no facts the almanac asks about"))
        self.profile_button.clicked.connect(self.open_facts)

        self.set_kind(HUMAN)
        self._on_birth()
        self._update_profile_button()

    def widgets(self) -> list[QWidget]:
        """Return the row's widgets in column order."""
        return [
            self.colour_box, self.name_box, self.kind_button, self.level_box,
            self.birth_edit, self.sign_label, self.sex_box, self.profile_button,
        ]

    # ---------------------------------------------------------------- reading

    @property
    def name(self) -> str:
        """The name as typed, without surrounding spaces."""
        return self.name_box.currentText().strip()

    @property
    def kind(self) -> str:
        """:data:`HUMAN` or :data:`COMPUTER`."""
        return COMPUTER if self.kind_button.isChecked() else HUMAN

    @property
    def colour(self) -> str:
        """The pawn colour name."""
        return self._colour

    def profile(self) -> PlayerProfile:
        """Return the row's profile (a computer's has every fact answered)."""
        unknown = self.unknown - self.facts if self.kind == HUMAN else frozenset()
        return PlayerProfile(self.name, _py_date(self.birth_edit.date()), self.sex_box.currentData(), self.facts,
                             unknown)

    def seat(self) -> Seat:
        """Return the row's seat."""
        return Seat(self.kind, str(self.level_box.currentData()), self._colour)

    # ---------------------------------------------------------------- writing

    def set_profile(self, profile: PlayerProfile) -> None:
        """Fill the name, birth date, sex and facts from ``profile``."""
        self.name_box.blockSignals(True)
        self.name_box.setCurrentIndex(self.name_box.findText(profile.name, Qt.MatchFlag.MatchExactly))
        self.name_box.setEditText(profile.name)
        self.name_box.blockSignals(False)
        self.birth_edit.setDate(_qdate(profile.birth_date))
        self.sex_box.setCurrentIndex(max(0, self.sex_box.findData(profile.sex)))
        self.set_facts(profile.facts & frozenset(self.content.facts))
        self.unknown = profile.unknown & frozenset(self.content.facts)
        self._update_profile_button()
        self.changed.emit()

    def set_facts(self, facts: frozenset[str]) -> None:
        """Set the ticked profile facts: every fact is then answered (ticked or not)."""
        self.facts = frozenset(facts)
        self.unknown = frozenset()
        self._update_profile_button()
        self.changed.emit()

    def set_unanswered(self, facts: frozenset[str]) -> None:
        """Leave ``facts`` unanswered (asked in play, the first time a square needs one) and untick them."""
        self.facts = self.facts - facts
        self.unknown = frozenset(facts)
        self._update_profile_button()
        self.changed.emit()

    def set_kind(self, kind: str) -> None:
        """Make the row a human's or a computer's (without changing its profile)."""
        self.kind_button.blockSignals(True)
        self.kind_button.setChecked(kind == COMPUTER)
        self.kind_button.blockSignals(False)
        self._show_kind()

    def set_level(self, level: str) -> None:
        """Set the computer's level (a ``BOT_LEVELS`` key; unknown keys are ignored)."""
        index = self.level_box.findData(level)
        if index >= 0:
            self.level_box.setCurrentIndex(index)

    def set_colour(self, name: str) -> None:
        """Show the pawn colour ``name`` (no check for duplicates: the dialog does that)."""
        self._colour = name
        self.colour_box.setCurrentIndex(max(0, self.colour_box.findData(name)))

    def set_name_error(self, error: bool) -> None:
        """Tint the name field when it needs attention."""
        self.name_edit.setStyleSheet(f"background: {ERROR_FIELD.name()};" if error else "")

    def delete(self) -> None:
        """Remove the row's widgets (the row is no longer used)."""
        if self.facts_dialog is not None:
            self.facts_dialog.reject()
        for widget in self.widgets():
            widget.hide()
            widget.deleteLater()
        self.deleteLater()

    # ---------------------------------------------------------------- slots

    @Slot()
    def open_facts(self) -> None:
        """Open the profile checklist (window-modal); OK stores the ticked facts."""
        dialog = FactsDialog(self.texts, self.name, self.facts, self.profile_button.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.set_facts(dialog.facts()))
        dialog.finished.connect(self._forget_facts_dialog)
        self.facts_dialog = dialog
        dialog.open()

    @Slot()
    def _forget_facts_dialog(self) -> None:
        self.facts_dialog = None

    @Slot(int)
    def _on_remembered(self, index: int) -> None:
        name = self.name_box.itemText(index)
        for profile in self.remembered:
            if profile.name == name:
                self.set_profile(profile)
                if self.kind == COMPUTER:
                    self.set_kind(HUMAN)
                    self.kind_toggled.emit()
                return

    @Slot(int)
    def _on_colour(self, index: int) -> None:
        old, new = self._colour, str(self.colour_box.itemData(index))
        if new != old:
            self._colour = new
            self.colour_picked.emit(old, new)
            self.changed.emit()

    @Slot(bool)
    def _on_kind_button(self, _checked: bool) -> None:
        self._show_kind()
        self.kind_toggled.emit()
        self.changed.emit()

    @Slot()
    def _on_birth(self) -> None:
        born = _py_date(self.birth_edit.date())
        sign = self.content.sign_of_day[day_index(f"{born.month:02d}-{born.day:02d}")]
        age = PlayerProfile("", born).age_on(date.today())
        glyph = theme.ZODIAC_SYMBOLS.get(sign, "")
        self.sign_label.setText(
            f'<span style="font-size: 15pt; color: {theme.FRAME_COLOURS["sign"].name()}">{glyph}</span>'
            f"&nbsp;{age}"
        )
        sign_name = self.texts.text(f"signs.{sign}")
        self.sign_label.setToolTip(self.tr("%1, %n year(s) old", "", age).replace("%1", sign_name))
        self.changed.emit()

    def _show_kind(self) -> None:
        computer = self.kind == COMPUTER
        self.kind_button.setText(self.tr("Computer") if computer else self.tr("Human"))
        self.kind_button.setIcon(kind_icon(COMPUTER if computer else HUMAN))
        self.kind_button.setToolTip(
            self.tr("Played by the computer: click to play it yourself")
            if computer else self.tr("Played by a person: click to let the computer play")
        )
        self.level_box.setEnabled(computer)

    def _update_profile_button(self) -> None:
        self.profile_button.setText(self.tr("Profile… (%1)").replace("%1", str(len(self.facts))))
        self.profile_button.setToolTip(
            self.tr("Not answered yet: the game asks each fact the first time a square needs it.")
            if self.unknown - self.facts else "")


class WholeScrollArea(QScrollArea):
    """A scroll area that asks for the whole size of its contents, and scrolls them only when it gets less.

    A plain :class:`QScrollArea` asks for a bounded size; this one lets a dialog show all of its body where the
    screen has room for it, while the dialog itself may be made as small as the screen (1024 × 700 at larger
    text): there the body scrolls, and what stands outside the area (the buttons) stays in sight.
    """

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The size of the whole contents, with the area's frame (the contents' own size hint without them)."""
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        hint = widget.sizeHint().expandedTo(widget.minimumSizeHint())
        return QSize(hint.width() + frame, hint.height() + frame)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Small: the contents scroll when the area is given less than :meth:`sizeHint`."""
        return QSize(160, 120)


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

        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
        self.setPalette(palette)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        title = QLabel(self.tr("Who is playing this year?"))
        title.setFont(theme.font(17, bold=True))
        layout.addWidget(title)

        self.body = QWidget()
        """Everything between the title and the buttons: it scrolls in :attr:`body_scroll` on a small screen."""
        self.body.setAutoFillBackground(False)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(12)
        self.body_scroll = WholeScrollArea()
        """The body, scrolled both ways when the screen is smaller than it (1024 × 700 at larger text)."""
        self.body_scroll.setWidget(self.body)
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.viewport().setAutoFillBackground(False)
        layout.addWidget(self.body_scroll, 1)

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

        self.table = QFrame()
        """The card holding the rows."""
        self.table.setObjectName("seatTable")
        self.table.setStyleSheet(
            f"QFrame#seatTable {{ background: #fffdf7; border: 1px solid {theme.PAPER_DARK.darker(115).name()};"
            " border-radius: 8px; }"
        )
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(14, 10, 14, 12)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(8)
        headers = (
            self.tr("Pawn"), self.tr("Name"), self.tr("Played by"), self.tr("Level"),
            self.tr("Born"), self.tr("Sign, age"), self.tr("Sex"), self.tr("Facts"),
        )
        for column, text in enumerate(headers):
            header = QLabel(text)
            header.setFont(theme.font(9, bold=True))
            header.setStyleSheet(f"color: {theme.INK_SOFT.name()}; background: transparent; border: none")
            header.setWordWrap(True)  # a long heading ("Sternzeichen, Alter") takes two lines, not the column's width
            self.grid.addWidget(header, 0, column, Qt.AlignmentFlag.AlignBottom)
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
        layout = self.layout()
        assert layout is not None
        self.body_scroll.updateGeometry()  # a scroll area does not pass on that its contents' size changed
        layout.invalidate()
        layout.activate()
        hint = self.sizeHint()  # the whole table and body: as large as the screen allows (not Qt's two thirds)
        self.resize(max(self.width(), hint.width()), max(layout.minimumSize().height(), hint.height()))
        fit_on_screen(self)  # six rows at larger text: no taller than the screen, the body scrolls

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

        A new computer keeps the person's sex when stated and gets random facts
        (and a random name when the row had none); the person's own entries
        come back when the row is switched back. A new person keeps the
        computer's name and birth date but none of its invented sex and facts,
        unless the name is a remembered player's, whose profile fills the row.
        """
        row = self.sender()
        if not isinstance(row, SeatRow):
            return
        current = row.profile()
        if row.kind == COMPUTER:
            row.person_profile = current
            invented = self._computer_profile(exclude=row)
            row.set_profile(PlayerProfile(current.name or invented.name, current.birth_date,
                                          current.sex or invented.sex, invented.facts))
            return
        remembered = {p.name: p for p in self.remembered}
        earlier, row.person_profile = row.person_profile, None
        if current.name in remembered:
            row.set_profile(_known_facts(remembered[current.name], self.content))
        elif earlier is not None and earlier.name == current.name:
            row.set_profile(replace(earlier, birth_date=current.birth_date))
        else:
            row.set_profile(PlayerProfile(current.name, current.birth_date, unknown=frozenset(self.content.facts)))
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
        self.length_combo.addItem(self.tr("The whole year"), "year")
        self.length_combo.addItem(self.tr("Half a year: the game ends when a pawn reaches 30 June"), "half")
        self.length_combo.addItem(self.tr("A quarter: the game ends when a pawn reaches 31 March"), "quarter")
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
        self.savings_check = QCheckBox(self.tr("Savings book and loans: save at each quarter end for interest, "
                                               "borrow instead of going bankrupt"))
        self.coup_fourre_check = QCheckBox(self.tr("Coup-fourré: a kept card played against a Hazard card also "
                                                   "wins a token"))
        self.teams_check = QCheckBox(self.tr("Teams of two (four or six players): partners sit opposite, "
                                             "their tokens add up, no days are offered to a partner"))
        for box in (self.savings_check, self.coup_fourre_check, self.teams_check):
            layout.addWidget(box)
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
        self.teams_check.setEnabled(len(names) in (4, 6))
        if not self.teams_check.isEnabled():
            self.teams_check.setChecked(False)

    def set_variants(self, variants: Variants) -> None:
        """Show ``variants`` (a table set up before)."""
        self.length_combo.setCurrentIndex(max(0, self.length_combo.findData(variants.length)))
        self.savings_check.setChecked(variants.savings)
        self.coup_fourre_check.setChecked(variants.coup_fourre)
        self.teams_check.setChecked(variants.teams and self.teams_check.isEnabled())
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
            savings=self.savings_check.isChecked(),
            bets=frozenset(i for i, box in enumerate(self.bet_checks) if box.isChecked()),
            coup_fourre=self.coup_fourre_check.isChecked(),
            teams=self.teams_check.isChecked() and self.teams_check.isEnabled(),
        )


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
    "COMPUTER", "HUMAN", "FactsDialog", "NewGameChoice", "NewGameDialog", "Seat", "SeatRow",
    "computer_profile", "default_birth_date", "kind_icon", "pawn_pixmap", "quick_setup", "remembered_profiles", "seat_colours",
]
