"""What New Game is made of: seats and choices, the labels of editions, levels and colours, the pawn
pictures, the profiles remembered, the computer players' profiles and the Quick Game's setup.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFrame,
    QGridLayout,
    QLabel,
    QWidget,
)

from ..bots import BOT_LEVELS
from ..content import Content
from ..engine.setup import PlayerProfile, Setup
from ..profiles import FIRST_NAMES, random_profile
from ..seats import COMPUTER, DEFAULT_LEVEL, HUMAN, Seat
from . import theme
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
    for level in ("normal", DEFAULT_LEVEL):
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


def on_paper(dialog: QWidget) -> None:
    """Give a dialog that chooses a table (New Game, the host's lobby) the game's paper and ink."""
    palette = dialog.palette()
    palette.setColor(QPalette.ColorRole.Window, theme.PAPER)
    palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
    dialog.setPalette(palette)


def seat_table(headers: tuple[str, ...]) -> tuple[QFrame, QGridLayout]:
    """The card of the seats' rows, as New Game and the host's lobby draw it: a white card, small soft column
    headings in row 0.

    Args:
        headers: the column headings, left to right.

    Returns:
        ``(card, grid)``: the rows go in the grid from row 1.
    """
    card = QFrame()
    card.setObjectName("seatTable")
    card.setStyleSheet(f"QFrame#seatTable {{ background: #fffdf7; border: 1px solid {theme.PAPER_DARK.darker(115).name()};"
                       " border-radius: 8px; }")
    grid = QGridLayout(card)
    grid.setContentsMargins(14, 10, 14, 12)
    grid.setHorizontalSpacing(8)
    grid.setVerticalSpacing(8)
    for column, text in enumerate(headers):
        header = QLabel(text)
        header.setFont(theme.font(9, bold=True))
        header.setStyleSheet(f"color: {theme.INK_SOFT.name()}; background: transparent; border: none")
        header.setWordWrap(True)  # a long heading ("Sternzeichen, Alter") takes two lines, not the column's width
        grid.addWidget(header, 0, column, Qt.AlignmentFlag.AlignBottom)
    return card, grid


def birth_date_edit(parent: QWidget | None = None) -> QDateEdit:
    """A birth date's box as a seat's row shows it: the date written as the player's language writes it, from
    1900 to today."""
    edit = QDateEdit(parent)
    #: Qt's format of a birth date in the seat's row (d: day, MMM: the month's short name, yyyy: the year);
    #: write it as your language writes a date ("d. MMM yyyy" in German)
    edit.setDisplayFormat(QCoreApplication.translate("SeatRow", "d MMM yyyy"))
    edit.setMinimumDate(QDate(1900, 1, 1))
    edit.setMaximumDate(QDate.currentDate())
    return edit


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


def computer_profile(rng: random.Random, content: Content, taken: set[str]) -> PlayerProfile:
    """Return a random plausible profile for a computer player with a name not in ``taken``.

    The name is a free one of :data:`~gameofyear.profiles.FIRST_NAMES` ("Computer 1"…
    when none is free); the profile comes from :func:`~gameofyear.profiles.random_profile`
    with the sex the name goes with (Emma a woman, Hugo a man: the days of women and men
    are theirs too), a drawn one for "Computer 1".

    Args:
        rng: the random generator to draw from.
        content: gives the profile facts.
        taken: names already used at the table.
    """
    free = [n for n in FIRST_NAMES if n not in taken]
    if free:
        name = rng.choice(free)
    else:
        template = QCoreApplication.translate("NewGameDialog", "Computer %1")
        number = 1
        while template.replace("%1", str(number)) in taken:
            number += 1
        name = template.replace("%1", str(number))
    return random_profile(rng, content, name, sex_from_name=True)


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
