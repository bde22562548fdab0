"""The calendar board: a wall "year planner" of 366 day squares with the players' pawns.

Twelve rows, one per month, of up to 31 day squares; each square's frame is
drawn as on the box (RULINGS.md §1: red lucky, blue unlucky, double blue, half
red and blue, zodiac signs, quarter ends, Start and 31 December), with small
marks saying what its almanac entry does. Pawns are items that slide day by day
along the calendar, cross over, or hop.

The scene only shows the game: the caller tells it where the pawns are
(:meth:`BoardScene.set_positions`) and asks for animations of what the engine
already decided. Clicks and hovers come back as day indices (0 = 1 January …
365 = 31 December).

Speed: the static board (paper, headers, squares, marks) is painted once into
a pixmap per scale and device pixel ratio (:class:`BoardSheetItem`); a full
repaint of the view is a blit plus the pawns (see ``benchmarks/board.py``).

The sheet's geometry and painting live in :mod:`.boardpaint`, the items and animations in
:mod:`.boarditems`, the scene in :mod:`.boardscene`; every name is importable from here.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QPoint,
    QPointF,
    Qt,
    Slot,
)
from PySide6.QtGui import (
    QKeyEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QWidget,
)

from .boarditems import (
    JUMP_MS,
    MOVE_BASE_MS,
    MOVE_MAX_MS,
    MOVE_MS_PER_DAY,
    SETTLE_MS,
    SWAP_MS,
    BoardSheetItem,
    PawnItem,
    move_duration,
)
from .boardpaint import (
    CELL_HEIGHT,
    CELL_INSET,
    CELL_WIDTH,
    COLUMNS,
    DATE_BAND,
    DOUBLE_FRAMES,
    EMPTY_CELL,
    GLOW,
    GOLD_DARK,
    GRID_LEFT,
    GRID_TOP,
    HALF_TINT,
    HALO,
    HEADER_HEIGHT,
    HEADER_WIDTH,
    MARGIN,
    MARK_COLOURS,
    MARK_ORDER,
    MONTH_FIT,
    MONTH_PIXELS,
    MONTH_TAB,
    PAWN_RADIUS,
    PICTURED_FRAMES,
    PLAIN_PEN,
    ROWS,
    SHADOW,
    SHEET_RECT,
    SQUARE_PAPER,
    SQUARE_RADIUS,
    SQUARE_SHADOW,
    SQUARE_TINTS,
    STRIPE,
    Z_FLYING,
    Z_HIGHLIGHT,
    Z_HOVER,
    Z_PAWN,
    Z_SHEET,
    SquareMark,
    _paint_square,
    _SheetTexts,
    cell_rect,
    day_at,
    edition_frames,
    month_font,
    month_room,
    pawn_slots,
    square_marks,
)
from .boardscene import BoardScene

# --------------------------------------------------------------------------- the scene


def show_over_board(overlay: QWidget, board: QWidget | None, window: QWidget) -> None:
    """Show ``overlay`` (a card, a big moment), a child of ``window``, centred on ``board`` (on ``window`` without one)."""
    centre = board.mapTo(window, board.rect().center()) if board is not None else window.rect().center()
    overlay.move(centre.x() - overlay.width() // 2, centre.y() - overlay.height() // 2)
    overlay.show()
    overlay.raise_()




# --------------------------------------------------------------------------- the view


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`, always whole and scaled to fit unless zoomed in.

    Ctrl + wheel or :meth:`zoom_in` / :meth:`zoom_out` zoom (1× to 4× of the
    fitted size); when zoomed, the wheel and a drag with the left button scroll.

    Args:
        scene: the board scene.
        parent: the parent widget.
    """

    ZOOM_STEP = 1.25
    """Factor of one zoom step."""
    MAX_ZOOM = 4.0
    """The largest zoom, relative to the fitted board."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._zoom = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, False)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(320, 180)
        self.setFocusPolicy(Qt.FocusPolicy.WheelFocus)

    def board_scene(self) -> BoardScene:
        """Return the board scene shown."""
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        return scene

    def zoom(self) -> float:
        """Return the zoom relative to the fitted board (1.0: the whole board shows)."""
        return self._zoom

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Refit the board to the new size (keeping the zoomed centre)."""
        centre = self._centre()
        super().resizeEvent(event)
        self._apply_zoom(centre)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the board when first shown."""
        super().showEvent(event)
        self._apply_zoom(None)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        """Ctrl + wheel zooms around the mouse; the wheel alone scrolls a zoomed board."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120.0
            if steps:
                anchor = self.mapToScene(event.position().toPoint())
                self._set_zoom(self._zoom * (self.ZOOM_STEP ** steps), anchor, event.position().toPoint())
            event.accept()
        elif self._zoom > 1.0:
            super().wheelEvent(event)
        else:
            event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """``+`` zooms in, ``-`` zooms out, ``0`` shows the whole board."""
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.reset_zoom()
        else:
            super().keyPressEvent(event)

    @Slot()
    def zoom_in(self) -> None:
        """Zoom in one step around the centre of the view (at most 4×)."""
        self._set_zoom(self._zoom * self.ZOOM_STEP, self._centre(), None)

    @Slot()
    def zoom_out(self) -> None:
        """Zoom out one step (never smaller than the whole board)."""
        self._set_zoom(self._zoom / self.ZOOM_STEP, self._centre(), None)

    @Slot()
    def reset_zoom(self) -> None:
        """Show the whole board again."""
        self._set_zoom(1.0, None, None)

    def _centre(self) -> QPointF | None:
        if self._zoom <= 1.0:
            return None
        return self.mapToScene(self.viewport().rect().center())

    def _set_zoom(self, zoom: float, anchor: QPointF | None, anchor_view: QPoint | None) -> None:
        zoom = max(1.0, min(self.MAX_ZOOM, zoom))
        if abs(zoom - 1.0) < 0.02:
            zoom = 1.0
        self._zoom = zoom
        self._apply_zoom(anchor, anchor_view)

    def _fit_scale(self) -> float:
        area = self.contentsRect()
        rect = self.sceneRect()
        if rect.isEmpty() or area.width() <= 2 or area.height() <= 2:
            return 1.0
        return min((area.width() - 2) / rect.width(), (area.height() - 2) / rect.height())

    def _apply_zoom(self, anchor: QPointF | None, anchor_view: QPoint | None = None) -> None:
        zoomed = self._zoom > 1.0
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if zoomed else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag if zoomed else QGraphicsView.DragMode.NoDrag)
        scale = self._fit_scale() * self._zoom
        self.setTransform(QTransform.fromScale(scale, scale))
        if not zoomed or anchor is None:
            self.centerOn(self.sceneRect().center())
            return
        if anchor_view is None:
            self.centerOn(anchor)
            return
        # keep the scene point under the mouse where it was
        self.centerOn(anchor)
        delta = self.mapFromScene(anchor) - anchor_view
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + delta.y())


__all__ = [
    "BoardScene",
    "BoardSheetItem",
    "BoardView",
    "CELL_HEIGHT",
    "CELL_INSET",
    "CELL_WIDTH",
    "COLUMNS",
    "DATE_BAND",
    "DOUBLE_FRAMES",
    "EMPTY_CELL",
    "GLOW",
    "GOLD_DARK",
    "GRID_LEFT",
    "GRID_TOP",
    "HALF_TINT",
    "HALO",
    "HEADER_HEIGHT",
    "HEADER_WIDTH",
    "JUMP_MS",
    "MARGIN",
    "MARK_COLOURS",
    "MARK_ORDER",
    "MONTH_FIT",
    "MONTH_PIXELS",
    "MONTH_TAB",
    "MOVE_BASE_MS",
    "MOVE_MAX_MS",
    "MOVE_MS_PER_DAY",
    "PAWN_RADIUS",
    "PICTURED_FRAMES",
    "PLAIN_PEN",
    "PawnItem",
    "ROWS",
    "SETTLE_MS",
    "SHADOW",
    "SHEET_RECT",
    "SQUARE_PAPER",
    "SQUARE_RADIUS",
    "SQUARE_SHADOW",
    "SQUARE_TINTS",
    "STRIPE",
    "SWAP_MS",
    "SquareMark",
    "Z_FLYING",
    "Z_HIGHLIGHT",
    "Z_HOVER",
    "Z_PAWN",
    "Z_SHEET",
    "_SheetTexts",
    "_paint_square",
    "cell_rect",
    "day_at",
    "edition_frames",
    "month_font",
    "month_room",
    "move_duration",
    "pawn_slots",
    "show_over_board",
    "square_marks",
]
