"""The board's keyboard cursor: the squares reached, read and answered without a mouse.

A :class:`BoardCursor` watches a :class:`~gameofyear.ui.board.BoardView`.
While the view has the focus a drawn focus frame marks one square; the arrow
keys move it (Left / Right a day, Up / Down a month), Page Down / Page Up jump
to the next or previous lit square (the squares a decision can reach), Home to
the pawn whose turn it is and End to 31 December. Return (or Enter) on a square
does what a click does: a lit square answers the decision, any other square
opens its almanac entry (the scene's ``day_clicked`` signal, which the window
already answers).

The squares of a ``QGraphicsView`` are not objects a screen reader can see,
so the square under the cursor is told through the view itself: its accessible
name is "Board, <date>" and its accessible description the square's date, kind
and almanac title, and every move sends ``NameChanged`` and
``DescriptionChanged`` accessibility events.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..dates import DAYS_IN_YEAR, MONTH_LENGTHS, month_day, month_start
from .board import BoardScene, BoardView

Z_CURSOR = 4.0
"""Above the glow of lit squares and the pawns standing still (below a pawn flying over)."""
CURSOR_INK = QColor("#111111")
"""The dark line of the focus frame."""
CURSOR_LIGHT = QColor("#ffffff")
"""The light line around it, so that the frame shows on every kind of square and on the glow."""


class CursorItem(QGraphicsItem):
    """The keyboard cursor's focus frame: a thick dark line inside a white one, around one square.

    Args:
        rect: the square's scene rect (the frame is drawn just outside it).
    """

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_CURSOR)

    def set_rect(self, rect: QRectF) -> None:
        """Frame another square (scene rect)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the square and the frame around it."""
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint a white band, then a dashed-free thick dark line: visible on red, blue, gold and the glow alike."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        outer = self._rect.adjusted(-3.5, -3.5, 3.5, 3.5)
        painter.setPen(QPen(CURSOR_LIGHT, 5.0))
        painter.drawRoundedRect(outer, 7, 7)
        painter.setPen(QPen(CURSOR_INK, 3.0))
        painter.drawRoundedRect(outer, 7, 7)


def step_day(day: int, key: int) -> int:
    """Return the day index an arrow key leads to from ``day`` (0..365).

    Left / Right go a day back or forth (across months); Up / Down go to the same
    day of the month before or after, or its last day when the month is shorter.
    The board's first and last squares are the limits.

    >>> step_day(0, Qt.Key.Key_Right), step_day(30, Qt.Key.Key_Right), step_day(30, Qt.Key.Key_Down)
    (1, 31, 59)
    """
    month, day_of_month = month_day(day)
    if key == Qt.Key.Key_Left:
        return max(0, day - 1)
    if key == Qt.Key.Key_Right:
        return min(DAYS_IN_YEAR - 1, day + 1)
    if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
        month += -1 if key == Qt.Key.Key_Up else 1
        if not 1 <= month <= 12:
            return day
        return month_start(month) + min(day_of_month, MONTH_LENGTHS[month - 1]) - 1
    return day


def square_words(scene: BoardScene, day: int) -> str:
    """Return what a screen reader says of a square: date, kind, almanac title, and "Press Return…" when it is lit."""
    square = scene.content.squares[day]
    parts = [scene.date_label(day)]
    if square.frame == "sign" and square.sign:
        parts.append(QCoreApplication.translate("BoardCursor", "First day of the sign: {sign}").replace(
            "{sign}", scene.texts.text(f"signs.{square.sign}")))
    elif square.frame != "plain":
        parts.append(scene.frame_words(square.frame))
        parts.append(scene.texts.text(f"almanac.{square.date}.title"))
    if day in scene.highlighted_days():
        parts.append(QCoreApplication.translate("BoardCursor", "Press Return to choose this square"))
    return " — ".join(part for part in parts if part)


class BoardCursor(QObject):
    """The keyboard cursor of a board view (see the module's docstring).

    Args:
        view: the board view; the cursor filters its key and focus events.
        describe: returns the spoken description of a day index (date, kind,
            almanac title, pawns on it); None uses :meth:`describe_square`.
        active_day: returns the square of the pawn whose turn it is (Home), or -1.
    """

    def __init__(self, view: BoardView, describe: Callable[[int], str] | None = None,
                 active_day: Callable[[], int] | None = None) -> None:
        super().__init__(view)
        self.view = view
        self.scene: BoardScene = view.board_scene()
        self._describe = describe or self.describe_square
        self._active_day = active_day or (lambda: -1)
        self.day = 0
        """The day index under the cursor."""
        self.item = CursorItem(self.scene.square_rect(0))
        self.item.setVisible(False)
        self.scene.addItem(self.item)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        self._tell(announce=False)

    # ------------------------------------------------------------------ words

    def describe_square(self, day: int) -> str:
        """Return a square's date, kind and almanac title (``"14 July — Lucky day — …"``), and whether it is lit."""
        return square_words(self.scene, day)

    def describe_again(self) -> None:
        """Put the square under the cursor in the view's name and description again (new words, same square)."""
        self._tell(announce=False)

    def _tell(self, *, announce: bool = True) -> None:
        """Put the square under the cursor in the view's accessible name and description."""
        view = self.view
        view.setAccessibleName(QCoreApplication.translate("BoardCursor", "Board, {date}").replace("{date}", self.scene.date_label(self.day)))
        view.setAccessibleDescription(self._describe(self.day))
        view.setToolTip("")
        if announce and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.DescriptionChanged))

    # ------------------------------------------------------------------ moving

    def move_to(self, day: int) -> None:
        """Put the cursor on ``day`` (0..365), keep it in sight when zoomed, and tell a screen reader."""
        self.day = max(0, min(DAYS_IN_YEAR - 1, day))
        rect = self.scene.square_rect(self.day)
        self.item.set_rect(rect)
        self.item.setVisible(self.view.hasFocus())
        if self.view.zoom() > 1.0:
            self.view.ensureVisible(rect, 20, 20)
        self._tell()

    def _lit_step(self, forward: bool) -> int:
        lit = self.scene.highlighted_days()
        if not lit:
            return self.day
        if forward:
            return next((d for d in lit if d > self.day), lit[0])
        return next((d for d in reversed(lit) if d < self.day), lit[-1])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Move the cursor with the keys, answer Return, show the frame while the view has the focus."""
        if watched is not self.view:
            return False
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            lit = self.scene.highlighted_days()
            if lit and self.day not in lit:
                self.day = lit[0]
            self.move_to(self.day)
            self.item.setVisible(True)
        elif kind == QEvent.Type.FocusOut:
            self.item.setVisible(False)
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_to(step_day(self.day, key))
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self.move_to(self._lit_step(key == Qt.Key.Key_PageDown))
        elif key == Qt.Key.Key_Home:
            active = self._active_day()
            self.move_to(active if active >= 0 else 0)
        elif key == Qt.Key.Key_End:
            self.move_to(DAYS_IN_YEAR - 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.scene.day_clicked.emit(self.day)
        else:
            return False
        event.accept()
        return True
