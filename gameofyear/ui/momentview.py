"""A big moment on screen: the card of a bankruptcy, a payment, a swap or a quarter's tokens, and the wait for a click.

:class:`MomentCard` floats over the board like a drawn card and tells the
moment in the log's words. :class:`MomentWait` is a step of the window's
animation sequence that does not end by itself: while it runs, the next click
in the window or the next key ends it (:meth:`MomentWait.go_on`), and the
sequence plays on. The click or key that ends a wait does nothing else (a
click on a square does not also read its almanac entry).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMenuBar, QVBoxLayout, QWidget

from . import theme

MODIFIER_KEYS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr,
                 Qt.Key.Key_CapsLock, Qt.Key.Key_NumLock}
"""Keys that, pressed alone, do not end a wait."""


class MomentCard(QWidget):
    """A moment told on a card over the board: a title, the log's lines, and how to go on.

    Args:
        title: the moment's name ("Bankrupt!", "A payment", "A swap", "Quarter tokens").
        lines: what happened, in the log's words.
        colour: the card's colour (the pawn colour of the player it is about).
        hint: the line at the foot ("Click or press a key to go on"), or "" when it goes on by itself.
    """

    WIDTH = 340

    def __init__(self, title: str, lines: Sequence[str], colour: QColor, hint: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.colour = QColor(colour)
        self.setObjectName("MomentCard")
        self.setFixedWidth(self.WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(8)
        self.title_label = QLabel(title)
        self.title_label.setFont(theme.font(18, bold=True, family="DejaVu Serif"))
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label.setStyleSheet("color: #3b2f22; background: transparent;")
        layout.addWidget(self.title_label)
        self.text_label = QLabel("\n".join(lines))
        self.text_label.setWordWrap(True)
        self.text_label.setFont(theme.font(12))
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text_label.setStyleSheet("color: #2a241c; background: transparent;")
        layout.addWidget(self.text_label)
        self.hint_label = QLabel(hint)
        self.hint_label.setFont(theme.font(10))
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint_label.setStyleSheet("color: #6b5f50; background: transparent;")
        self.hint_label.setVisible(bool(hint))
        layout.addWidget(self.hint_label)
        self.setFixedHeight(max(layout.totalHeightForWidth(self.WIDTH), layout.totalMinimumSize().height()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint a rounded paper card with a band of the player's colour."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect().adjusted(1, 1, -1, -1)
        painter.setPen(QColor("#8a7a62"))
        painter.setBrush(QColor(theme.PAPER))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect.adjusted(8, 6, -8, -rect.height() + 12), 3, 3)


class MomentWait(QAbstractAnimation):
    """A step of an animation sequence that lasts until :meth:`go_on` (a click in ``window`` or a key).

    Args:
        window: the window whose clicks and keys end the wait.
        started: called when the wait begins (the window shows how to go on).
        ended: called when it ends, however it ends (stopped with its sequence too).
    """

    def __init__(self, window: QWidget, started: Callable[[MomentWait], None], ended: Callable[[MomentWait], None]):
        super().__init__()
        self.window = window
        self._started = started
        self._ended = ended
        self._listening = False
        self.stateChanged.connect(self._on_state)

    def duration(self) -> int:  # noqa: D102 - Qt override: -1, no end of its own
        return -1

    def updateCurrentTime(self, current_time: int) -> None:  # noqa: N802, D102 - Qt override
        pass

    def _on_state(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        app = QApplication.instance()
        if new == QAbstractAnimation.State.Running and not self._listening:
            self._listening = True
            if app is not None:
                app.installEventFilter(self)
            self._started(self)
        elif new == QAbstractAnimation.State.Stopped and self._listening:
            self._listening = False
            if app is not None:
                app.removeEventFilter(self)
            self._ended(self)

    @property
    def waiting(self) -> bool:
        """True while the wait runs."""
        return self._listening

    def go_on(self) -> None:
        """End the wait: the sequence plays on."""
        if self._listening:
            self.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A click in the window or a key (not a modifier alone, not a shortcut with Ctrl or Alt) ends the wait."""
        kind = event.type()
        if kind not in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            return False
        if not isinstance(watched, QWidget) or isinstance(watched, (QMenu, QMenuBar)) or watched.window() is not self.window:
            return False
        if kind == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            modifiers = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                             | Qt.KeyboardModifier.MetaModifier)
            if event.key() in MODIFIER_KEYS or modifiers != Qt.KeyboardModifier.NoModifier:
                return False
        self.go_on()
        return True
