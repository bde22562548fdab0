"""A drawn Chance or Hazard card: :class:`CardWidget` over the board, :class:`CardDialog` on its own.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..content import Texts
from . import theme
from .dialogparts import _STYLE, _css
from .screenfit import FittedDialog
from .wording import fill


class CardWidget(QWidget):
    """A drawn card: Chance (pink, ``theme.CHANCE``) or Hazard (orange, ``theme.HAZARD``), its text, who drew it.

    Args:
        texts: the card's text (and through ``texts.content`` its deck).
        card_id: the card's id (``"chance-14"``).
        drawer_name: the name of the player who drew it.
        parent: the parent widget (it paints its own rounded card, so it can float over a window).
    """

    WIDTH = 300
    HEIGHT = 420

    def __init__(self, texts: Texts, card_id: str, drawer_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        card = texts.content.cards.get(card_id)
        self.card_id = card_id
        self.deck = card.deck if card is not None else ("chance" if card_id.startswith("chance") else "hazard")
        self.colour = QColor(theme.CHANCE if self.deck == "chance" else theme.HAZARD)
        self.setFixedSize(self.WIDTH, self.HEIGHT)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 18)
        layout.setSpacing(6)
        self.deck_label = QLabel(self.tr("CHANCE") if self.deck == "chance" else self.tr("HAZARD"))
        self.deck_label.setFont(theme.font(22, bold=True, family="DejaVu Serif"))
        self.subtitle_label = QLabel(self.tr("A good day") if self.deck == "chance" else self.tr("A bad day"))
        self.subtitle_label.setFont(theme.font(11))
        for label in (self.deck_label, self.subtitle_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("color: white; background: transparent;")
            layout.addWidget(label)
        layout.addSpacing(8)
        panel = QFrame()
        panel.setObjectName("cardPanel")
        panel.setStyleSheet(f"QFrame#cardPanel {{ background: {_css(theme.PAPER)}; border-radius: 12px; }}")
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(16, 14, 16, 14)
        panel_layout.setSpacing(8)
        self.glyph_label = QLabel("\u2600" if self.deck == "chance" else "\u2602")
        self.glyph_label.setFont(theme.font(34))
        self.glyph_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.glyph_label.setStyleSheet(f"color: {_css(self.colour)}; background: transparent;")
        self.text_label = QLabel(texts.text(f"cards.{card_id}"))
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text_label.setFont(theme.font(12.5, family="DejaVu Serif"))
        self.text_label.setStyleSheet(f"color: {_css(theme.INK)}; background: transparent;")
        panel_layout.addStretch(1)
        panel_layout.addWidget(self.glyph_label)
        panel_layout.addSpacing(6)
        panel_layout.addWidget(self.text_label)
        panel_layout.addStretch(2)
        layout.addWidget(panel, 1)
        layout.addSpacing(6)
        self.drawer_label = QLabel(fill(self.tr("Drawn by {name}"), name=drawer_name))
        self.drawer_label.setTextFormat(Qt.TextFormat.PlainText)
        self.drawer_label.setFont(theme.font(11, bold=True))
        self.drawer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.drawer_label.setStyleSheet("color: white; background: transparent;")
        layout.addWidget(self.drawer_label)

    def text(self) -> str:
        """Return the card's text as shown."""
        return self.text_label.text()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the card: a rounded face in the deck's colour with a thin light border."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        shadow = QPainterPath()
        shadow.addRoundedRect(r.translated(0, 2), 18, 18)
        painter.fillPath(shadow, QColor(0, 0, 0, 40))
        face = QPainterPath()
        face.addRoundedRect(r.adjusted(0, 0, 0, -2), 18, 18)
        painter.fillPath(face, self.colour)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2))
        painter.drawRoundedRect(r.adjusted(7, 7, -7, -9), 13, 13)
        painter.end()


class CardDialog(FittedDialog):
    """A drawn card shown in a small window with an OK button.

    Args:
        texts, card_id, drawer_name: as for :class:`CardWidget`.
        parent: the parent widget.
        auto_close_ms: close by itself after this many milliseconds (computer
            players' cards); None waits for OK.
    """

    def __init__(self, texts: Texts, card_id: str, drawer_name: str, parent: QWidget | None = None,
                 auto_close_ms: int | None = None):
        super().__init__(parent)
        self.setStyleSheet(theme.scaled_css(_STYLE))
        self.setFont(theme.font(11))
        self.card = CardWidget(texts, card_id, drawer_name)
        self.setWindowTitle(self.tr("Chance card") if self.card.deck == "chance" else self.tr("Hazard card"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 26, 28, 22)
        layout.setSpacing(18)
        layout.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.ok_button = QPushButton(self.tr("&OK"))
        self.ok_button.setDefault(True)
        self.ok_button.setMinimumHeight(48)
        self.ok_button.setMinimumWidth(160)
        self.ok_button.clicked.connect(self.accept)
        layout.addWidget(self.ok_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.timer: QTimer | None = None
        if auto_close_ms is not None:
            self.timer = QTimer(self)
            self.timer.setSingleShot(True)
            self.timer.setInterval(max(0, auto_close_ms))
            self.timer.timeout.connect(self.accept)
            self.timer.start()
        self.ok_button.setFocus()

    def done(self, result: int) -> None:
        """Stop the auto-close timer and close with ``result``."""
        if self.timer is not None:
            self.timer.stop()
        super().done(result)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the paper background."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.PAPER)
        painter.end()
