"""Colours and fonts shared by the board, the machine, the dialogs and the panel.

The palette follows the box: a cream calendar sheet, red lucky frames, blue
unlucky frames, a double blue line for the doubly unlucky, half red and half
blue for the uncertain ones, gold for the quarter ends and the last day.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont

PAPER = QColor("#fbf6e9")
"""The calendar sheet."""
PAPER_DARK = QColor("#efe6cf")
"""Weekend-like alternate columns and month headers."""
INK = QColor("#2b2622")
"""Text and thin lines."""
INK_SOFT = QColor("#7a7064")
"""Secondary text."""
BACKGROUND = QColor("#3b4a5a")
"""Behind the board."""

FRAME_COLOURS: dict[str, QColor] = {
    "red": QColor("#d2352b"),
    "blue": QColor("#2a62b8"),
    "double_blue": QColor("#1d3f80"),
    "half": QColor("#d2352b"),  # drawn half red, half blue
    "sign": QColor("#8a5fb0"),
    "quarter": QColor("#c99a1e"),
    "start": QColor("#2f8f4e"),
    "finish": QColor("#c99a1e"),
    "plain": QColor("#cfc4ad"),
    "purple": QColor("#6b1f8f"),  # Italian edition: doubly unlucky days
    "yellow": QColor("#e0a912"),  # Italian edition: uncertain days
}
"""The frame colour of each square kind (``half`` is painted with both red and blue)."""
HALF_SECOND = QColor("#2a62b8")
"""The blue half of a ``half`` frame."""

EDITION_FRAME_COLOURS: dict[str, QColor] = {
    "red": QColor("#d2352b"),
    "blue": QColor("#2a62b8"),
    "double_blue": QColor("#1d3f80"),
    "half": QColor("#d2352b"),
    "purple": QColor("#6b1f8f"),
    "yellow": QColor("#e3ba17"),
}
"""Colours by the names editions give their frames (``frame_colours`` of an edition)."""

CHANCE = QColor("#e46a9a")
"""Chance cards (pink back)."""
HAZARD = QColor("#ee8a2c")
"""Hazard cards (orange back)."""

PAWN_COLOURS: tuple[tuple[str, QColor], ...] = (
    ("Red", QColor("#e0413a")),
    ("Blue", QColor("#3a7be0")),
    ("Green", QColor("#3aa65a")),
    ("Yellow", QColor("#f0c330")),
    ("Purple", QColor("#9b59b6")),
    ("Orange", QColor("#f08a24")),
    ("White", QColor("#f4f4f4")),
    ("Black", QColor("#333333")),
)
"""Pawn colours offered in the New Game dialog, by English name."""

ZODIAC_SYMBOLS: dict[str, str] = {
    "aries": "\u2648", "taurus": "\u2649", "gemini": "\u264a", "cancer": "\u264b",
    "leo": "\u264c", "virgo": "\u264d", "libra": "\u264e", "scorpio": "\u264f",
    "sagittarius": "\u2650", "capricorn": "\u2651", "aquarius": "\u2652", "pisces": "\u2653",
}
"""The zodiac glyphs drawn on sign squares."""


def pawn_colour(name: str) -> QColor:
    """Return the colour of a pawn colour name (``"Red"``…); unknown names give grey."""
    for known, colour in PAWN_COLOURS:
        if known.lower() == name.lower():
            return QColor(colour)
    return QColor("#999999")


TEXT_SCALE = 1.0
"""The factor every interface font is scaled by (View ▸ Text Size; :func:`set_text_scale`)."""


def set_text_scale(factor: float) -> None:
    """Scale the fonts made from now on by :func:`font` and :func:`scaled_css` (1.0: as designed; 1.0 to 2.0)."""
    global TEXT_SCALE
    TEXT_SCALE = max(1.0, min(2.0, float(factor)))


def scaled_css(css: str) -> str:
    """Return a style sheet with its ``font-size: …pt`` values scaled by :data:`TEXT_SCALE`."""
    if TEXT_SCALE == 1.0:
        return css
    return re.sub(r"font-size:\s*([0-9.]+)pt",
                  lambda m: f"font-size: {float(m.group(1)) * TEXT_SCALE:.1f}pt", css)


def font(point_size: float, *, bold: bool = False, family: str = "DejaVu Sans") -> QFont:
    """Return the interface font at a point size (times :data:`TEXT_SCALE`, the player's text size)."""
    f = QFont(family)
    f.setPointSizeF(point_size * TEXT_SCALE)
    f.setBold(bold)
    return f
