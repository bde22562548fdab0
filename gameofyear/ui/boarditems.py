"""The board's items (the sheet, the pawns, the halo and glow of squares, the last day, the hover) and the
pawns' animations (a slide day by day, a hop, a swap) with their durations.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..content.loader import Content
from ..dates import DAYS_IN_YEAR, MONTH_LENGTHS
from . import theme
from .boardpaint import (
    CELL_HEIGHT,
    CELL_INSET,
    CELL_WIDTH,
    CHOSEN_GLOW,
    COLUMNS,
    GLOW,
    GRID_LEFT,
    GRID_TOP,
    HALO,
    PAWN_RADIUS,
    ROWS,
    SHADOW,
    SHEET_RECT,
    SQUARE_RADIUS,
    Z_HIGHLIGHT,
    Z_HOVER,
    Z_PAWN,
    Z_SHEET,
    _paint_empty_cell,
    _paint_flag,
    _paint_headers,
    _paint_sheet_background,
    _paint_square,
    _paint_square_bases,
    _SheetTexts,
    cell_rect,
    edition_frames,
    month_font,
    square_marks,
)

# --------------------------------------------------------------------------- items


class BoardSheetItem(QGraphicsItem):
    """The static board (paper, headers, every square and its marks) as one cached item.

    The first paint in a view at a given scale and device pixel ratio renders
    the whole sheet into an opaque pixmap aligned on device pixels (crisp on
    HiDPI); later paints only blit it. Very large zooms, and renders outside a
    view (``QGraphicsScene.render``), are painted directly, limited to the exposed part.

    Args:
        content: the loaded content (squares, currency).
        texts: the translated words painted on the sheet.
    """

    MAX_CACHE_PIXELS = 12_000_000
    """Above this many device pixels the sheet is painted directly instead of cached."""

    def __init__(self, content: Content, texts: _SheetTexts) -> None:
        super().__init__()
        self._squares = edition_frames(content)
        self._texts = texts
        self._rects = [cell_rect(i).adjusted(CELL_INSET, CELL_INSET, -CELL_INSET, -CELL_INSET) for i in range(DAYS_IN_YEAR)]
        self._marks = [square_marks(square) for square in self._squares]
        self._bounds = SHEET_RECT.adjusted(-SHADOW, -SHADOW, SHADOW, SHADOW)
        self._cache: QPixmap | None = None
        self._cache_key: tuple[float, ...] | None = None
        self.cache_renders = 0
        """How many times the cached pixmap was (re)rendered (for tests and benchmarks)."""
        self.patterns = False
        """Whether frames show their kind by a pattern as well as a colour (:meth:`set_look`)."""
        self.text_scale = 1.0
        """The factor of the day numbers' and the month names' size (larger text; :meth:`set_look`)."""
        self.month_font = month_font(texts.months)
        """The font of the month names, fitted to their tabs for the words and the text size in use."""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_SHEET)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the sheet and its shadow."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Blit the cached sheet, rendering it first if the scale or pixel ratio changed."""
        world = painter.worldTransform()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        if widget is None or world.isRotating() or world.m11() <= 0 or world.m22() <= 0:
            # QGraphicsScene.render() to an image or a printer: draw the vectors, only what is asked
            self.paint_direct(painter, option.exposedRect)
            return
        to_device = world * QTransform.fromScale(dpr, dpr)
        target = to_device.mapRect(self._bounds)
        if target.width() * target.height() > self.MAX_CACHE_PIXELS:
            self.paint_direct(painter, option.exposedRect)
            return
        ox, oy = math.floor(target.left()), math.floor(target.top())
        key = (round(to_device.m11(), 6), round(to_device.m22(), 6), round(target.left() - ox, 2), round(target.top() - oy, 2))
        if self._cache is None or key != self._cache_key:
            self._render_cache(to_device, ox, oy, target, dpr)
            self._cache_key = key
        assert self._cache is not None
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(ox / dpr, oy / dpr), self._cache)
        painter.restore()

    def _render_cache(self, to_device: QTransform, ox: int, oy: int, target: QRectF, dpr: float) -> None:
        width = math.ceil(target.right()) - ox
        height = math.ceil(target.bottom()) - oy
        pixmap = QPixmap(max(1, width), max(1, height))
        scene = self.scene()
        # opaque (the scene's background behind the sheet's shadow): blitting it is a plain copy
        pixmap.fill(scene.backgroundBrush().color() if scene is not None else theme.BACKGROUND)
        p = QPainter(pixmap)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.setTransform(to_device * QTransform.fromTranslate(-ox, -oy))
        self.paint_direct(p, self._bounds)
        p.end()
        pixmap.setDevicePixelRatio(dpr)
        self._cache = pixmap
        self.cache_renders += 1

    def set_words(self, texts: _SheetTexts) -> None:
        """Paint the sheet with ``texts`` (months, START, quarters, currency) from now on; repaints."""
        self._texts = texts
        self.month_font = month_font(texts.months, self.text_scale)
        self.clear_cache()

    def set_look(self, *, patterns: bool, text_scale: float = 1.0) -> None:
        """Draw frames with patterns or not, and the day numbers and month names at ``text_scale`` (1.0: as
        designed; the month names no larger than their tabs allow); repaints."""
        self.patterns = bool(patterns)
        self.text_scale = max(1.0, float(text_scale))
        self.month_font = month_font(self._texts.months, self.text_scale)
        self.clear_cache()

    def clear_cache(self) -> None:
        """Forget the cached pixmap: the next paint renders the board again."""
        self._cache = None
        self._cache_key = None
        self.update()

    def paint_direct(self, painter: QPainter, exposed: QRectF | None = None) -> None:
        """Paint the sheet with vector drawing (no cache), limited to ``exposed`` (scene units)."""
        exposed = self._bounds if exposed is None or exposed.isEmpty() else exposed
        painter.save()
        if not exposed.contains(self._bounds):
            painter.setClipRect(exposed, Qt.ClipOperation.IntersectClip)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        _paint_sheet_background(painter)
        _paint_headers(painter, self._texts, exposed, self.month_font)
        for row in range(ROWS):
            for col in range(MONTH_LENGTHS[row], COLUMNS):
                rect = QRectF(GRID_LEFT + col * CELL_WIDTH, GRID_TOP + row * CELL_HEIGHT, CELL_WIDTH, CELL_HEIGHT)
                rect = rect.adjusted(CELL_INSET, CELL_INSET, -CELL_INSET, -CELL_INSET)
                if rect.intersects(exposed):
                    _paint_empty_cell(painter, rect)
        shown = [i for i, rect in enumerate(self._rects) if rect.adjusted(-2, -2, 2, 3).intersects(exposed)]
        _paint_square_bases(painter, [self._squares[i] for i in shown], [self._rects[i] for i in shown])
        for i in shown:
            _paint_square(painter, self._squares[i], self._rects[i], self._texts, self._marks[i],
                          patterns=self.patterns, text_scale=self.text_scale)
        painter.restore()


class PawnItem(QGraphicsItem):
    """A round pawn of one player's colour, centred on its position.

    Args:
        player: the player's index.
        colour: the pawn's colour.
    """

    def __init__(self, player: int, colour: QColor) -> None:
        super().__init__()
        self.player = player
        """The player's index."""
        self.colour = QColor(colour)
        """The pawn's colour."""
        r = PAWN_RADIUS
        self._bounds = QRectF(-r - 2, -r - 2, 2 * r + 6, 2 * r + 7)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_PAWN)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._halo = _HaloItem()
        self._halo.setParentItem(self)
        self._halo.setVisible(False)

    def body_rect(self) -> QRectF:
        """Return the pawn's disc in item coordinates (without its shadow)."""
        r = PAWN_RADIUS
        return QRectF(-r, -r, 2 * r, 2 * r)

    def scene_body_rect(self) -> QRectF:
        """Return the pawn's disc in scene coordinates (scale included)."""
        return self.mapRectToScene(self.body_rect())

    def halo_item(self) -> QGraphicsItem:
        """Return the halo shown around the active player's pawn."""
        return self._halo

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the disc and its shadow."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint the shadow, the shaded disc, its darker outline and a highlight."""
        r = PAWN_RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 34))
        painter.drawEllipse(QPointF(1.6, 2.8), r + 1.2, r + 0.6)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(1.0, 1.8), r, r - 0.4)
        gradient = QRadialGradient(QPointF(-r * 0.35, -r * 0.45), r * 1.5)
        gradient.setColorAt(0.0, self.colour.lighter(145))
        gradient.setColorAt(0.5, self.colour)
        gradient.setColorAt(1.0, self.colour.darker(130))
        painter.setBrush(gradient)
        painter.setPen(QPen(self.colour.darker(190), 1.6))
        painter.drawEllipse(QPointF(0.0, 0.0), r, r)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0.0, 0.0), r * 0.62, r * 0.62)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120))
        painter.drawEllipse(QPointF(-r * 0.32, -r * 0.45), r * 0.3, r * 0.18)


class _HaloItem(QGraphicsItem):
    """A soft golden ring drawn behind its parent pawn."""

    def __init__(self) -> None:
        super().__init__()
        r = PAWN_RADIUS + 9
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the ring's square."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint a glowing ring around the pawn."""
        r = PAWN_RADIUS
        outer = r + 9
        gradient = QRadialGradient(QPointF(0, 0), outer)
        gradient.setColorAt(0.0, QColor(255, 255, 255, 0))
        gradient.setColorAt((r - 1) / outer, QColor(255, 255, 255, 0))
        gradient.setColorAt((r + 1.5) / outer, HALO)
        gradient.setColorAt((r + 5.0) / outer, QColor(255, 214, 80, 200))
        gradient.setColorAt(1.0, QColor(255, 190, 40, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawEllipse(self._bounds)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#d9960f"), 1.8))
        painter.drawEllipse(QPointF(0, 0), r + 3.6, r + 3.6)


class _GlowItem(QGraphicsItem):
    """A warm glow around one highlighted square that leaves its frame's colour as it is.

    The glow fills the gap between the square and its neighbours (never their frames)
    and washes the inside of the square within its frame band: the red, blue, double
    and half frames one chooses by stay readable (RULINGS.md §1, frames).
    """

    FRAME_BAND = 6.0
    """The outer band of a square where frames are drawn (scene units): the glow leaves it alone."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._bounds = rect.adjusted(-CELL_INSET, -CELL_INSET, CELL_INSET, CELL_INSET)
        self.chosen = False
        """True when the square is the one chosen and waiting for its confirmation (a deeper glow)."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HIGHLIGHT)

    def set_chosen(self, chosen: bool) -> None:
        """Glow deeper (True: the option chosen, waiting for its confirmation) or as every lit square."""
        if chosen != self.chosen:
            self.chosen = chosen
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the square and the gap around it."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint a golden ring in the gap around the square, darker at its outer edge, and a faint golden wash
        inside the frame band."""
        band = self.FRAME_BAND
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 170, 40, 170) if self.chosen else QColor(255, 214, 90, 120))
        painter.drawRoundedRect(self._rect.adjusted(band, band, -band, -band), 2.0, 2.0)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = CELL_INSET / 2
        painter.setPen(QPen(CHOSEN_GLOW if self.chosen else GLOW, CELL_INSET * 0.95))
        painter.drawRoundedRect(self._rect.adjusted(-half, -half, half, half), SQUARE_RADIUS + half, SQUARE_RADIUS + half)
        edge = QColor(GLOW).darker(130)
        painter.setPen(QPen(edge, 0.6))
        outer = CELL_INSET * 0.85
        painter.drawRoundedRect(self._rect.adjusted(-outer, -outer, outer, outer), SQUARE_RADIUS + outer,
                                SQUARE_RADIUS + outer)


class _LastDayItem(QGraphicsItem):
    """A shorter game's end on the board: its last day framed with the finishing flag, the days after it veiled.

    Args:
        day: the game's last day (day index, 0..365), before 31 December.
    """

    def __init__(self, day: int) -> None:
        super().__init__()
        self.day = day
        """The last day of the game (day index)."""
        self._square = cell_rect(day)
        self._after = [cell_rect(d) for d in range(day + 1, DAYS_IN_YEAR)]
        bounds = QRectF(self._square)
        for rect in self._after:
            bounds = bounds.united(rect)
        self._bounds = bounds.adjusted(-3, -3, 3, 3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HOVER)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the last square and every day after it."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Veil the days no pawn will reach, frame the last day in the finish's gold and plant the flag on it."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(246, 240, 226, 185))
        for rect in self._after:
            painter.drawRect(rect)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#c9a227"), 3.0))
        painter.drawRoundedRect(self._square.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
        rect = self._square
        _paint_flag(painter, QRectF(rect.right() - 18, rect.top() + 4, 14, 12))


class _HoverItem(QGraphicsItem):
    """The outline of the square under the mouse."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, CELL_WIDTH - 2 * CELL_INSET, CELL_HEIGHT - 2 * CELL_INSET)
        self._bounds = self._rect.adjusted(-3, -3, 3, 3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HOVER)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the outline's square."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint a soft dark outline and a light wash."""
        painter.setBrush(QColor(255, 255, 255, 70))
        painter.setPen(QPen(QColor(43, 38, 34, 150), 2.2))
        painter.drawRoundedRect(self._rect.adjusted(-1, -1, 1, 1), 5.5, 5.5)


# --------------------------------------------------------------------------- animations


class _StepAnimation(QVariantAnimation):
    """A 0 → 1 animation that calls back when it starts, on each value and when it stops.

    Geometry is computed when it starts (not when it is made), so that
    animations queued in a :class:`~PySide6.QtCore.QSequentialAnimationGroup`
    start from where the pawns really are by then. Stopping it early (or
    letting it finish) leaves the pawns where the game put them.
    """

    def __init__(self, duration_ms: float, easing: QEasingCurve.Type, on_start: Callable[[], None],
                 on_value: Callable[[float], None], on_stop: Callable[[], None], parent: QObject,
                 on_retire: Callable[[QAbstractAnimation], None]) -> None:
        super().__init__(parent)
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(max(0, round(duration_ms)))
        self.setEasingCurve(easing)
        self._on_start = on_start
        self._on_value = on_value
        self._on_stop = on_stop
        self._running = False
        self._on_retire = on_retire
        self.stateChanged.connect(self._state_changed)
        self.valueChanged.connect(self._value_changed)

    @Slot(QAbstractAnimation.State, QAbstractAnimation.State)
    def _state_changed(self, new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and old == QAbstractAnimation.State.Stopped:
            self._running = True
            self._on_start()
        elif new == QAbstractAnimation.State.Stopped and self._running:
            self._running = False
            self._on_stop()
            self._on_retire(self)

    @Slot(object)
    def _value_changed(self, value: object) -> None:
        if self._running:
            self._on_value(float(value))  # type: ignore[arg-type]


def _lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


def _bezier(a: QPointF, control: QPointF, b: QPointF, t: float) -> QPointF:
    u = 1.0 - t
    return QPointF(u * u * a.x() + 2 * u * t * control.x() + t * t * b.x(),
                   u * u * a.y() + 2 * u * t * control.y() + t * t * b.y())


MOVE_MS_PER_DAY = 60.0
"""Duration of one day of a pawn's slide at speed 1 (milliseconds)."""
MOVE_BASE_MS = 120.0
"""Added to every slide at speed 1, so that a one-day move is still seen (milliseconds)."""
MOVE_MAX_MS = 1600.0
"""The longest slide at speed 1 (milliseconds)."""
SWAP_MS = 700.0
"""Duration of a swap at speed 1 (milliseconds)."""
JUMP_MS = 650.0
"""Duration of a hop at speed 1 (milliseconds)."""
SETTLE_MS = 160.0
"""Duration of pawns making room on a square at speed 1 (milliseconds)."""


def move_duration(days: int, speed: float) -> float:
    """Return the duration in milliseconds of a slide over ``days`` days at an animation speed.

    About 60 ms per day plus 120 ms at speed 1, at most 1.6 s; divided by
    ``speed``; 0 for a speed of 0 (instant) or no days.
    """
    if speed <= 0 or days == 0:
        return 0.0
    return min(MOVE_BASE_MS + MOVE_MS_PER_DAY * abs(days), MOVE_MAX_MS) / speed
