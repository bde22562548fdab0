"""The window's first frame: the welcome screen arriving, drawn with almost nothing of Qt.

The main window shows :class:`FirstFrame` while it builds its actions, menus,
status bar and welcome screen, just after this frame is on screen
(:meth:`~gameofyear.ui.mainwindow.MainWindow.build`). It is the welcome screen's
picture without its controls: the dark surround, the paper card with the game's
name and its line under it, where the welcome screen puts them, and the light
strips where the menu bar and the status bar come. Everything is drawn by Qt's
own widgets from palettes and a style sheet, with no painting in Python: a
Python ``paintEvent`` would make PySide6 build the ``Qt`` namespace's hundred
enums (about 20 ms) on its first call.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from . import theme

BARS = QColor("#f3ead3")
"""The colour of the menu bar and the status bar (the application palette's window colour)."""
MENU_BAR_HEIGHT = {1.0: 19, 1.25: 23, 1.5: 26}
"""The menu bar's height at each text size (:data:`~.settings.TEXT_SIZES`' factors; pixels): the strip kept for it."""
STATUS_BAR_HEIGHT = {1.0: 27, 1.25: 31, 1.5: 34}
"""The status bar's height at each text size (pixels)."""
CARD_HEIGHT = {1.0: 326, 1.25: 335, 1.5: 344}
"""The welcome screen's card at each text size, with no game in progress, in a window 1400 pixels wide (pixels).

Measured on the welcome screen with the game's font (DejaVu Sans); only part of it is text, so it grows
less than the text does. Another font or a narrow window makes the card a few pixels taller."""


def _at_text_size(heights: dict[float, int], scale: float) -> int:
    """The height of ``heights`` measured at the text size nearest to ``scale`` (pixels)."""
    return heights[min(heights, key=lambda measured: abs(measured - scale))]


def _filled(widget: QWidget, colour: QColor) -> None:
    """Give ``widget`` a background of ``colour``, painted by Qt."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, colour)
    widget.setPalette(palette)
    widget.setAutoFillBackground(True)


def _strip(height: int) -> QWidget:
    """A light strip ``height`` pixels high, where a bar of the window comes."""
    strip = QWidget()
    strip.setFixedHeight(height)
    _filled(strip, BARS)
    return strip


class FirstFrame(QWidget):
    """The welcome screen's picture, shown until the window is built.

    Its fonts and heights follow :data:`theme.TEXT_SCALE` (set from the player's
    text size before it is made). The words are the welcome screen's own (its translation
    context), in the language installed.

    Args:
        parent: the window, or None.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("firstFrame")
        scale = theme.TEXT_SCALE
        _filled(self, theme.BACKGROUND)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(_strip(_at_text_size(MENU_BAR_HEIGHT, scale)))
        middle = QVBoxLayout()
        middle.setContentsMargins(24, 12, 24, 12)  # the welcome screen's margins
        middle.addStretch(1)
        self.card = QFrame()
        """The paper card, where the welcome screen's card comes."""
        self.card.setObjectName("welcomeCard")
        self.card.setStyleSheet(f"QFrame#welcomeCard {{ background: {theme.PAPER.name()}; border-radius: 12px; }}")
        self.card.setMaximumWidth(980)
        self.card.setFixedHeight(_at_text_size(CARD_HEIGHT, scale))
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(28, 16, 28, 16)
        layout.setSpacing(8)
        self.title = QLabel(QCoreApplication.translate("WelcomeScreen", "Game of the Year"))
        """The game's name."""
        self.title.setFont(theme.font(24, bold=True))
        self.title.setStyleSheet(f"color: {theme.INK.name()}")
        self.subtitle = QLabel(QCoreApplication.translate("WelcomeScreen", "A whole year in one evening."))
        """The line under the name."""
        self.subtitle.setFont(theme.font(12))
        self.subtitle.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        heading = QHBoxLayout()  # as the welcome screen's: the name and its line side by side
        heading.setSpacing(18)
        heading.addWidget(self.title)  # no alignment flag: the Qt namespace is not built before the first frame
        heading.addWidget(self.subtitle, 1)
        layout.addLayout(heading)
        layout.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card, 100)
        row.addStretch(1)
        middle.addLayout(row)
        middle.addStretch(1)
        outer.addLayout(middle, 1)
        outer.addWidget(_strip(_at_text_size(STATUS_BAR_HEIGHT, scale)))


__all__ = ["FirstFrame"]
