"""The machine's dial: its geometry in the dial view's units, its colours, the faces painted
(:func:`paint_face`) and the drawn dial that turns and stops on a sector (:class:`_DialView`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from gameofyear.ui import theme

Face = int | str
"""One face of a sector: a number of days, or ``"red"`` / ``"blue"``."""

# --- geometry, in the dial view's normalised units -------------------------------------
SETTLE_MS = 150
"""How long the dial rests before it is painted again in crisp vectors (ms); until then, and while it
turns, a picture of it drawn once is turned instead (a quick game spins far more often than that)."""
VIEW_W = 200.0
"""Width of the dial view's normalised coordinate box."""
VIEW_H = 251.0
"""Height of the dial view's normalised coordinate box."""
CENTRE = QPointF(100.0, 148.0)
"""Centre of the dial (normalised units)."""
BEZEL_R = 95.0
"""Outer radius of the brass bezel."""
FACE_R = 85.0
"""Radius of the turning dial."""
PEG_R = 80.0
"""Radius of the circle of pegs the flapper ticks on."""
OUTER_WINDOW_AT = 62.0
"""Distance from the centre to the outer face window of each sector."""
INNER_WINDOW_AT = 40.0
"""Distance from the centre to the inner face window of each sector."""
HUB_R = 18.0
"""Radius of the brass hub cap."""
PLAQUE = QRectF(44.0, 2.0, 112.0, 54.0)
"""The read-out plaque at the top that shows the pair under the pointer."""
PLAQUE_WINDOW_R = 18.0
"""Radius of the two read-out windows of the plaque."""
HINGE = QPointF(100.0, 58.0)
"""Pivot of the flapper (the pointer), just under the plaque."""
FLAPPER_LENGTH = 15.5
"""Length of the flapper from its pivot to its tip."""

SPIN_MS = 2200
"""Duration of a spin at speed 1, in milliseconds."""
SPIN_TURNS = 3
"""Full turns the dial makes before it settles on the target sector."""
POP_MS = 520
"""Duration of the read-out's 'pop' after stopping, in milliseconds."""

# --- colours ---------------------------------------------------------------------------
_RED = QColor(theme.FRAME_COLOURS["red"])
_BLUE = QColor(theme.FRAME_COLOURS["blue"])
_GOLD = QColor(theme.FRAME_COLOURS["quarter"])
_GOLD_LIGHT = QColor("#f7e29a")
_GOLD_DARK = QColor("#7d5a0c")
_CABINET_LIGHT = QColor("#c8412f")
_CABINET = QColor("#a82c22")
_CABINET_DARK = QColor("#6e1a14")
_TINTS = (QColor("#fdf8ec"), QColor("#f5e2bd"))
_FACE_COLOURS = {"red": _RED, "blue": _BLUE}


def _face_colour(face: Face) -> QColor | None:
    """Return the disc colour of a coloured face, or None for a number."""
    if isinstance(face, str):
        return QColor(_FACE_COLOURS.get(face, QColor("#8c8c8c")))
    return None


def _wrap(angle: float, period: float) -> float:
    """Return ``angle`` folded into ``[-period / 2, period / 2)``."""
    return (angle + period / 2.0) % period - period / 2.0


def paint_face(
    painter: QPainter, centre: QPointF, radius: float, face: Face, *, font_px: int, mark_six_nine: bool = False
) -> None:
    """Paint one face as a round window: a bold number on ivory, or a glossy red or blue disc.

    Args:
        painter: an active painter, in any coordinate system (sizes are in its units).
        centre: centre of the window.
        radius: radius of the window.
        face: a number or ``"red"`` / ``"blue"``.
        font_px: the number's font size in the painter's units (ignored for coloured faces).
        mark_six_nine: underline 6 and 9 so they read right way up on a turning dial.
    """
    painter.save()
    # the recess: a dark ring just outside the window
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(60, 35, 10, 70))
    painter.drawEllipse(centre, radius + radius * 0.12, radius + radius * 0.12)
    colour = _face_colour(face)
    if colour is None:
        grad = QRadialGradient(centre + QPointF(-radius * 0.3, -radius * 0.35), radius * 1.4)
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(0.75, QColor("#fbf4e2"))
        grad.setColorAt(1.0, QColor("#e6d6b4"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor(90, 60, 20, 150), radius * 0.07))
        painter.drawEllipse(centre, radius, radius)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, font_px))
        font.setBold(True)
        text = str(face)
        if len(text) > 1:
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 92)
        painter.setFont(font)
        painter.setPen(theme.INK)
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if mark_six_nine and text in ("6", "9"):
            half = font_px * 0.3
            y = centre.y() + font_px * 0.5
            painter.setPen(QPen(theme.INK, font_px * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(centre.x() - half, y), QPointF(centre.x() + half, y))
    else:
        grad = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
        grad.setColorAt(0.0, colour.lighter(150))
        grad.setColorAt(0.45, colour)
        grad.setColorAt(1.0, colour.darker(160))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(colour.darker(190), radius * 0.07))
        painter.drawEllipse(centre, radius, radius)
        # a specular glint
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120))
        painter.drawEllipse(centre + QPointF(-radius * 0.35, -radius * 0.42), radius * 0.28, radius * 0.18)
    painter.restore()


class _DialView(QWidget):
    """The painted part of the machine: plaque, bezel, turning dial, flapper and hub.

    It holds only what it needs to paint (the dial's faces, its angle, the blur,
    the highlight and the 'you may spin' hint) and emits :attr:`clicked` when the
    dial or the plaque is clicked. :class:`MachineWidget` drives it.
    """

    clicked = Signal()
    """The dial or the plaque was clicked with the left button."""
    sector_clicked = Signal(int)
    """A sector of the dial was clicked with the left button (its index, from 0), as well as :attr:`clicked`."""

    def __init__(self, dial: Sequence[tuple[Face, Face]], parent: QWidget | None = None) -> None:
        """Create the view for ``dial`` (one pair of faces per sector)."""
        super().__init__(parent)
        self._dial: list[tuple[Face, Face]] = [(pair[0], pair[1]) for pair in dial]
        self._angle = 0.0
        self._blur = 0.0
        self._highlight = 0.0
        self._hint = False
        self._pressed = False
        self._layer: QPixmap | None = None
        self._layer_key: tuple[float, float] | None = None
        self._cache: dict[str, tuple[tuple[object, ...], QPixmap]] = {}
        self._crisp: tuple[tuple[object, ...], QPoint, QPixmap] | None = None
        """The dial at rest in crisp vectors, painted once for its angle: ``(key, where, pixmap)``."""
        self._settled = True
        """True once the dial has stayed at rest a moment (:data:`SETTLE_MS`): its crisp picture may be painted."""
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._on_settled)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(150, 150)

    # --- state set by the machine ----------------------------------------------------
    def set_state(self, angle: float, blur: float) -> None:
        """Show the dial turned by ``angle`` degrees (clockwise) with ``blur`` degrees of motion blur."""
        if (angle, blur) == (self._angle, self._blur):
            return
        self._angle = angle
        self._blur = blur
        self._settled = False
        self._settle.start()
        self.update()

    @Slot()
    def _on_settled(self) -> None:
        """The dial has rested a moment: paint it in crisp vectors."""
        self._settled = True
        self.update()

    def set_highlight(self, value: float) -> None:
        """Set the read-out highlight: 0 none, 1 fully lit (values in between animate the pop)."""
        if value == self._highlight:
            return
        self._highlight = value
        self.update()

    def set_hint(self, on: bool) -> None:
        """Show or hide the 'Spin!' hint on the hub and the pointing-hand cursor."""
        if on == self._hint:
            return
        self._hint = on
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.update()

    def clear_cache(self) -> None:
        """Forget the painted layers (their words changed language): the next paint draws them again."""
        self._cache.clear()
        self._layer = None
        self._layer_key = None
        self.update()

    # --- geometry ----------------------------------------------------------------------
    def _transform(self) -> tuple[float, float, float]:
        """Return ``(scale, dx, dy)`` mapping normalised units to widget pixels."""
        scale = min(self.width() / VIEW_W, self.height() / VIEW_H)
        dx = float(round((self.width() - VIEW_W * scale) / 2.0))
        dy = float(round((self.height() - VIEW_H * scale) / 2.0))
        return scale, dx, dy

    def _to_units(self, pos: QPointF) -> QPointF:
        """Map a widget position (pixels) to normalised units."""
        scale, dx, dy = self._transform()
        if scale <= 0:
            return QPointF(-1.0, -1.0)
        return QPointF((pos.x() - dx) / scale, (pos.y() - dy) / scale)

    def sector_at(self, pos: QPointF) -> int | None:
        """Return the index (from 0) of the dial's sector under a widget position, or None off the dial's face."""
        d = self._to_units(pos) - CENTRE
        if math.hypot(d.x(), d.y()) > FACE_R:
            return None
        step = 360.0 / len(self._dial)
        clockwise = math.degrees(math.atan2(d.x(), -d.y()))  # from the top, as the sectors are laid out
        return round((clockwise - self._angle) / step) % len(self._dial)

    def _hit(self, pos: QPointF) -> bool:
        """Whether a widget position falls on the dial or the plaque."""
        p = self._to_units(pos)
        d = p - CENTRE
        return math.hypot(d.x(), d.y()) <= BEZEL_R or PLAQUE.contains(p)

    # --- mouse ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        """Start a click when the left button goes down on the dial."""
        self._pressed = event.button() == Qt.MouseButton.LeftButton and self._hit(event.position())
        event.accept() if self._pressed else event.ignore()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        """Emit :attr:`clicked` when the left button is released on the dial after a press there."""
        if self._pressed and event.button() == Qt.MouseButton.LeftButton and self._hit(event.position()):
            self._pressed = False
            sector = self.sector_at(event.position())
            self.clicked.emit()
            if sector is not None:
                self.sector_clicked.emit(sector)
            event.accept()
            return
        self._pressed = False
        event.ignore()

    # --- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """Paint the whole machine face in normalised units."""
        scale, dx, dy = self._transform()
        if scale <= 0:
            return
        p = QPainter(self)
        p.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        p.translate(dx, dy)
        p.scale(scale, scale)
        self._blit(p, "back", (), scale, self._paint_back)
        self._paint_dial(p, scale)
        self._blit(p, "front", (self._hint,), scale, self._paint_front)
        self._paint_sector_highlight(p)
        self._paint_plaque_windows(p)
        self._paint_flapper(p)
        p.end()

    def _blit(
        self, p: QPainter, name: str, extra: tuple[object, ...], scale: float, paint: Callable[[QPainter], None]
    ) -> None:
        """Draw a cached layer of fixed parts pixel for pixel, painting it again only when needed.

        Args:
            p: the view's painter, in normalised units.
            name: the cached layer's name.
            extra: what else the layer depends on besides the scale (e.g. the hint).
            scale: pixels per normalised unit.
            paint: a function painting the layer in normalised units.
        """
        dpr = self.devicePixelRatioF()
        key = (round(scale, 4), dpr, *extra)
        cached = self._cache.get(name)
        if cached is None or cached[0] != key:
            pix = QPixmap(math.ceil(VIEW_W * scale * dpr), math.ceil(VIEW_H * scale * dpr))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            lp = QPainter(pix)
            lp.setRenderHints(p.renderHints())
            lp.scale(scale, scale)
            paint(lp)
            lp.end()
            cached = (key, pix)
            self._cache[name] = cached
        origin = p.transform().map(QPointF(0.0, 0.0))
        p.save()
        p.resetTransform()
        p.drawPixmap(origin, cached[1])
        p.restore()

    def _paint_back(self, p: QPainter) -> None:
        """Paint the fixed parts under the dial: the bezel and the plaque's body."""
        self._paint_bezel(p)
        self._paint_plaque_body(p)

    def _paint_front(self, p: QPainter) -> None:
        """Paint the fixed parts over the dial: the glass and the hub."""
        self._paint_glass(p)
        self._paint_hub(p)

    def _paint_bezel(self, p: QPainter) -> None:
        """Paint the dial's soft shadow and the brass bezel ring."""
        p.setPen(Qt.PenStyle.NoPen)
        for i, alpha in enumerate((22, 26, 30, 36)):
            r = BEZEL_R + 5.0 - i * 1.4
            p.setBrush(QColor(30, 8, 4, alpha))
            p.drawEllipse(CENTRE + QPointF(0.0, 4.0 - i * 0.6), r, r)
        grad = QLinearGradient(CENTRE + QPointF(-BEZEL_R, -BEZEL_R), CENTRE + QPointF(BEZEL_R, BEZEL_R))
        grad.setColorAt(0.0, _GOLD_LIGHT)
        grad.setColorAt(0.45, _GOLD)
        grad.setColorAt(1.0, _GOLD_DARK)
        p.setBrush(QBrush(grad))
        p.setPen(QPen(_GOLD_DARK.darker(130), 0.8))
        p.drawEllipse(CENTRE, BEZEL_R, BEZEL_R)
        # the inner lip, lit from the other side
        lip = QLinearGradient(CENTRE + QPointF(-FACE_R, -FACE_R), CENTRE + QPointF(FACE_R, FACE_R))
        lip.setColorAt(0.0, _GOLD_DARK)
        lip.setColorAt(1.0, _GOLD_LIGHT)
        p.setBrush(QBrush(lip))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(CENTRE, FACE_R + 3.0, FACE_R + 3.0)
        # studs on the bezel
        p.setPen(QPen(_GOLD_DARK, 0.5))
        for i in range(24):
            a = math.radians(i * 15.0 + 7.5)
            c = CENTRE + QPointF(math.sin(a) * (BEZEL_R - 3.6), -math.cos(a) * (BEZEL_R - 3.6))
            if PLAQUE.adjusted(-2, -2, 2, 2).contains(c):
                continue
            g = QRadialGradient(c + QPointF(-0.5, -0.5), 1.6)
            g.setColorAt(0.0, QColor("#fff4c8"))
            g.setColorAt(1.0, _GOLD)
            p.setBrush(QBrush(g))
            p.drawEllipse(c, 1.25, 1.25)

    def _paint_layer(self, p: QPainter) -> None:
        """Paint the turning dial at angle 0, centred on the origin (sectors, windows, pegs)."""
        n = len(self._dial)
        step = 360.0 / n
        rect = QRectF(-FACE_R, -FACE_R, 2 * FACE_R, 2 * FACE_R)
        arc_outer = 2 * math.pi * OUTER_WINDOW_AT / n
        arc_inner = 2 * math.pi * INNER_WINDOW_AT / n
        outer_r = min(10.5, arc_outer * 0.34)
        inner_r = min(9.0, arc_inner * 0.40)
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(n):
            tint = _TINTS[i % len(_TINTS)]
            colour = _face_colour(self._dial[i][0])
            if colour is not None:
                tint = QColor(tint)
                # a whisper of the sector's colour
                tint = QColor(
                    (tint.red() * 9 + colour.red()) // 10,
                    (tint.green() * 9 + colour.green()) // 10,
                    (tint.blue() * 9 + colour.blue()) // 10,
                )
            grad = QRadialGradient(QPointF(0, 0), FACE_R)
            grad.setColorAt(0.0, tint.darker(104))
            grad.setColorAt(0.55, tint)
            grad.setColorAt(1.0, tint.darker(108))
            p.setBrush(QBrush(grad))
            start = 90.0 - i * step - step / 2.0
            p.drawPie(rect, round(start * 16), round(step * 16))
        # separators
        p.setPen(QPen(QColor(120, 80, 30, 110), 0.6))
        for i in range(n):
            a = math.radians(i * step + step / 2.0)
            p.drawLine(
                QPointF(math.sin(a) * (HUB_R + 2), -math.cos(a) * (HUB_R + 2)),
                QPointF(math.sin(a) * FACE_R, -math.cos(a) * FACE_R),
            )
        # rings
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(120, 80, 30, 70), 0.5))
        p.drawEllipse(QPointF(0, 0), PEG_R - 4.5, PEG_R - 4.5)
        # windows
        for i in range(n):
            p.save()
            p.rotate(i * step)
            outer, inner = self._dial[i]
            paint_face(p, QPointF(0, -OUTER_WINDOW_AT), outer_r, outer, font_px=round(outer_r * 1.2),
                       mark_six_nine=True)
            paint_face(p, QPointF(0, -INNER_WINDOW_AT), inner_r, inner, font_px=round(inner_r * 1.2),
                       mark_six_nine=True)
            p.restore()
        # pegs at the boundaries
        for i in range(n):
            a = math.radians(i * step + step / 2.0)
            c = QPointF(math.sin(a) * PEG_R, -math.cos(a) * PEG_R)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(40, 20, 0, 80))
            p.drawEllipse(c + QPointF(0.5, 0.8), 2.2, 2.2)
            g = QRadialGradient(c + QPointF(-0.6, -0.7), 2.6)
            g.setColorAt(0.0, QColor("#fff2c0"))
            g.setColorAt(0.6, _GOLD)
            g.setColorAt(1.0, _GOLD_DARK)
            p.setBrush(QBrush(g))
            p.drawEllipse(c, 2.0, 2.0)

    def _layer_pixmap(self, scale: float) -> QPixmap:
        """Return the turning dial rendered once at this scale (for motion blur)."""
        dpr = self.devicePixelRatioF()
        key = (round(scale, 4), dpr)
        if self._layer is None or self._layer_key != key:
            side = math.ceil(2 * FACE_R * scale * dpr) + 2
            pix = QPixmap(side, side)
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            lp = QPainter(pix)
            lp.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            logical = side / dpr
            lp.translate(logical / 2.0, logical / 2.0)
            lp.scale(scale, scale)
            self._paint_layer(lp)
            lp.end()
            self._layer = pix
            self._layer_key = key
        return self._layer

    def _paint_dial(self, p: QPainter, scale: float) -> None:
        """Paint the turning dial: crisp vectors at rest, (blurred copies of) a cached pixmap while turning."""
        p.save()
        p.translate(CENTRE)
        crisp_ready = self._crisp is not None and self._crisp[0] == self._crisp_key(p, scale)
        if self._blur <= 0.0 and (self._settled or crisp_ready):
            self._paint_crisp(p, scale)
        elif self._blur <= 0.0:  # just stopped: the cached picture turned, until the dial has rested a moment
            pix = self._layer_pixmap(scale)
            half = pix.width() / pix.devicePixelRatio() / scale / 2.0
            p.rotate(self._angle)
            p.drawPixmap(QRectF(-half, -half, 2 * half, 2 * half), pix, QRectF(pix.rect()))
        else:
            pix = self._layer_pixmap(scale)
            half = pix.width() / pix.devicePixelRatio() / scale / 2.0
            target = QRectF(-half, -half, 2 * half, 2 * half)
            copies = 1 if self._blur < 0.4 else max(3, min(9, math.ceil(self._blur / 2.0)))
            for j in range(copies):
                # the running average of all copies: copy j at opacity 1/(j+1)
                p.save()
                p.setOpacity(1.0 / (j + 1))
                p.rotate(self._angle - self._blur * j / max(1, copies - 1))
                p.drawPixmap(target, pix, QRectF(pix.rect()))
                p.restore()
        p.restore()

    def _crisp_key(self, p: QPainter, scale: float) -> tuple[object, ...]:
        """What the crisp picture of the dial at rest depends on: its angle, scale, pixel ratio and place."""
        centre = p.transform().map(QPointF(0.0, 0.0))
        return (self._angle, round(scale, 4), self.devicePixelRatioF(), round(centre.x(), 3), round(centre.y(), 3))

    def _paint_crisp(self, p: QPainter, scale: float) -> None:
        """Paint the dial at rest in crisp vectors: drawn once into a pixmap for its angle, then copied.

        The pixmap is placed on whole pixels and drawn with the dial's centre at the
        same fraction of a pixel as on screen, so the copy is the vector picture itself.
        """
        key = self._crisp_key(p, scale)
        if self._crisp is None or self._crisp[0] != key:
            dpr = self.devicePixelRatioF()
            centre = p.transform().map(QPointF(0.0, 0.0))
            logical = math.ceil(2 * FACE_R * scale) + 4
            where = QPoint(math.floor(centre.x() - logical / 2.0), math.floor(centre.y() - logical / 2.0))
            pix = QPixmap(math.ceil(logical * dpr), math.ceil(logical * dpr))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            lp = QPainter(pix)
            lp.setRenderHints(p.renderHints())
            lp.translate(centre.x() - where.x(), centre.y() - where.y())
            lp.scale(scale, scale)
            lp.rotate(self._angle)
            self._paint_layer(lp)
            lp.end()
            self._crisp = (key, where, pix)
        _, where, pix = self._crisp
        p.save()
        p.resetTransform()
        p.drawPixmap(where, pix)
        p.restore()

    def _paint_sector_highlight(self, p: QPainter) -> None:
        """Outline the sector under the pointer in gold once the dial has stopped."""
        if self._highlight > 0.0:
            n = len(self._dial)
            step = 360.0 / n
            rect = QRectF(CENTRE.x() - FACE_R + 1, CENTRE.y() - FACE_R + 1, 2 * FACE_R - 2, 2 * FACE_R - 2)
            path = QPainterPath()
            path.moveTo(CENTRE)
            path.arcTo(rect, 90.0 - step / 2.0, step)
            path.closeSubpath()
            inner = QPainterPath()
            inner.addEllipse(CENTRE, HUB_R + 2, HUB_R + 2)
            path = path.subtracted(inner)
            alpha = int(255 * min(1.0, self._highlight))
            glow = QColor(255, 236, 150, alpha * 22 // 255)
            p.setBrush(glow)
            edge = QColor(_GOLD)
            edge.setAlpha(alpha)
            p.setPen(QPen(edge, 1.6))
            p.drawPath(path)

    def _paint_glass(self, p: QPainter) -> None:
        """Paint the dial's depth shadow and the glint of its glass cover."""
        p.setPen(Qt.PenStyle.NoPen)
        shade = QRadialGradient(CENTRE, FACE_R)
        shade.setColorAt(0.0, QColor(0, 0, 0, 0))
        shade.setColorAt(0.86, QColor(0, 0, 0, 0))
        shade.setColorAt(1.0, QColor(40, 20, 0, 70))
        p.setBrush(QBrush(shade))
        p.drawEllipse(CENTRE, FACE_R, FACE_R)
        glint = QPainterPath()
        glint.addEllipse(CENTRE + QPointF(-24, -36), FACE_R * 0.62, FACE_R * 0.40)
        disc = QPainterPath()
        disc.addEllipse(CENTRE, FACE_R - 2, FACE_R - 2)
        glint = glint.intersected(disc)
        g = QLinearGradient(CENTRE + QPointF(-60, -70), CENTRE + QPointF(0, -10))
        g.setColorAt(0.0, QColor(255, 255, 255, 48))
        g.setColorAt(1.0, QColor(255, 255, 255, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(g))
        p.drawPath(glint)

    def _paint_hub(self, p: QPainter) -> None:
        """Paint the brass hub cap (with 'Spin!' on it when a human may spin)."""
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 15, 0, 70))
        p.drawEllipse(CENTRE + QPointF(0.8, 2.0), HUB_R + 1.0, HUB_R + 1.0)
        g = QRadialGradient(CENTRE + QPointF(-HUB_R * 0.4, -HUB_R * 0.5), HUB_R * 1.7)
        if self._hint:
            g.setColorAt(0.0, QColor("#ff8a73"))
            g.setColorAt(0.5, _RED)
            g.setColorAt(1.0, _RED.darker(170))
            rim = _RED.darker(200)
        else:
            g.setColorAt(0.0, QColor("#fff3c4"))
            g.setColorAt(0.5, _GOLD)
            g.setColorAt(1.0, _GOLD_DARK)
            rim = _GOLD_DARK.darker(130)
        p.setBrush(QBrush(g))
        p.setPen(QPen(rim, 0.8))
        p.drawEllipse(CENTRE, HUB_R, HUB_R)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 255, 255, 90), 0.8))
        p.drawEllipse(CENTRE, HUB_R - 2.5, HUB_R - 2.5)
        if self._hint:
            font = QFont("DejaVu Sans")
            font.setPixelSize(9)
            font.setBold(True)
            p.setFont(font)
            box = QRectF(CENTRE.x() - HUB_R, CENTRE.y() - HUB_R, 2 * HUB_R, 2 * HUB_R)
            p.setPen(QColor(80, 10, 5, 150))
            p.drawText(box.translated(0.4, 0.6), Qt.AlignmentFlag.AlignCenter, self.tr("Spin!"))
            p.setPen(theme.PAPER)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.tr("Spin!"))
        else:
            # a screw head
            p.setPen(QPen(_GOLD_DARK, 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(CENTRE + QPointF(-4, -4), CENTRE + QPointF(4, 4))

    def _reel_state(self) -> tuple[int, int, float]:
        """Return ``(shown, next, shift)`` for the read-out reel: which sectors and how far rolled (0…1)."""
        n = len(self._dial)
        step = 360.0 / n
        u = (-self._angle / step) % n
        k = math.floor(u)
        f = u - k
        shift = min(1.0, max(0.0, (f - 0.5) * 3.0 + 0.5))
        return k % n, (k + 1) % n, shift

    def _paint_plaque_body(self, p: QPainter) -> None:
        """Paint the read-out plaque's brass frame, dark panel and screws (not its windows)."""
        # shadow
        p.setPen(Qt.PenStyle.NoPen)
        for i, alpha in enumerate((25, 35, 45)):
            p.setBrush(QColor(30, 8, 4, alpha))
            p.drawRoundedRect(PLAQUE.adjusted(-2 + i, 1 + i, 2 - i, 4 - i * 0.5), 14, 14)
        g = QLinearGradient(PLAQUE.topLeft(), PLAQUE.bottomLeft())
        g.setColorAt(0.0, _GOLD_LIGHT)
        g.setColorAt(0.5, _GOLD)
        g.setColorAt(1.0, _GOLD_DARK)
        p.setBrush(QBrush(g))
        p.setPen(QPen(_GOLD_DARK.darker(140), 0.8))
        p.drawRoundedRect(PLAQUE, 14, 14)
        inner = PLAQUE.adjusted(3.5, 3.5, -3.5, -3.5)
        panel = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        panel.setColorAt(0.0, QColor("#3a2418"))
        panel.setColorAt(1.0, QColor("#5a3a26"))
        p.setBrush(QBrush(panel))
        p.setPen(QPen(QColor(0, 0, 0, 90), 0.6))
        p.drawRoundedRect(inner, 11, 11)
        for x in (PLAQUE.left() + 8.0, PLAQUE.right() - 8.0):
            c = QPointF(x, PLAQUE.center().y())
            sg = QRadialGradient(c + QPointF(-0.6, -0.6), 3.0)
            sg.setColorAt(0.0, QColor("#fff4c8"))
            sg.setColorAt(1.0, _GOLD_DARK)
            p.setBrush(QBrush(sg))
            p.setPen(QPen(_GOLD_DARK.darker(140), 0.4))
            p.drawEllipse(c, 2.3, 2.3)
            p.setPen(QPen(_GOLD_DARK.darker(160), 0.6))
            p.drawLine(c + QPointF(-1.4, 1.4), c + QPointF(1.4, -1.4))

    def _paint_plaque_windows(self, p: QPainter) -> None:
        """Paint the plaque's two windows: the pair under the pointer, rolling while the dial turns."""
        inner = PLAQUE.adjusted(3.5, 3.5, -3.5, -3.5)
        h = self._highlight
        if h > 0:
            glow = QColor(255, 214, 90, int(110 * min(1.0, h)))
            p.setPen(QPen(glow, 2.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(inner.adjusted(1.2, 1.2, -1.2, -1.2), 10, 10)
        shown, following, shift = self._reel_state()
        pop = 1.0 + 0.16 * math.sin(math.pi * min(1.0, max(0.0, h))) if 0.0 < h < 1.0 else 1.0
        r = PLAQUE_WINDOW_R
        centres = (QPointF(PLAQUE.center().x() - 22.0, PLAQUE.center().y()),
                   QPointF(PLAQUE.center().x() + 22.0, PLAQUE.center().y()))
        travel = 2 * r + 6.0
        for side, c in enumerate(centres):
            clip = QPainterPath()
            clip.addEllipse(c, r, r)
            p.save()
            p.setClipPath(clip)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#2a1a10"))
            p.drawEllipse(c, r + 1, r + 1)
            for sector, dy in ((shown, shift * travel), (following, (shift - 1.0) * travel)):
                if abs(dy) >= travel:
                    continue
                fr = (r - 1.8) * pop
                paint_face(p, c + QPointF(0.0, dy), fr, self._dial[sector][side], font_px=round(fr * 1.15))
            # the window's inner shadow: dark at the top, like a hole in the plaque
            sh = QLinearGradient(c + QPointF(0, -r), c + QPointF(0, r))
            sh.setColorAt(0.0, QColor(0, 0, 0, 110))
            sh.setColorAt(0.25, QColor(0, 0, 0, 0))
            sh.setColorAt(0.8, QColor(0, 0, 0, 0))
            sh.setColorAt(1.0, QColor(0, 0, 0, 60))
            p.setBrush(QBrush(sh))
            p.drawEllipse(c, r + 1, r + 1)
            p.restore()
            # a brass ring hides the clip's hard edge
            p.setBrush(Qt.BrushStyle.NoBrush)
            ring = QLinearGradient(c + QPointF(0, -r), c + QPointF(0, r))
            ring.setColorAt(0.0, _GOLD_DARK)
            ring.setColorAt(1.0, _GOLD_LIGHT)
            p.setPen(QPen(QBrush(ring), 2.0))
            p.drawEllipse(c, r + 0.6, r + 0.6)
            if h > 0:
                glow = QColor(255, 226, 120, int(200 * min(1.0, h)))
                p.setPen(QPen(glow, 1.2))
                p.drawEllipse(c, r + 2.2, r + 2.2)

    def _flapper_deflection(self) -> float:
        """Return how far the pegs push the flapper now, in degrees (0 at rest, positive = pushed right).

        The pegs sit at the sector boundaries on a circle of radius :data:`PEG_R`;
        the one crossing the flapper's path pushes its blade aside until it slips past.
        """
        n = len(self._dial)
        step = 360.0 / n
        best = 0.0
        cross_y = CENTRE.y() - PEG_R  # where the pegs cross the flapper's line
        reach = cross_y - HINGE.y()
        for k in (-1, 0, 1):
            phi = math.radians(_wrap(step / 2.0 + self._angle, step) + k * step)
            x = PEG_R * math.sin(phi)
            contact = 2.6  # half the blade's width plus the peg's radius
            slip = 5.5  # how far the blade bends before the peg slips past
            if -contact <= x <= slip:
                best = max(best, math.degrees(math.atan2(x + contact, reach)))
        return best

    def _paint_flapper(self, p: QPainter) -> None:
        """Paint the pointer: a red flapper hanging from a brass pivot, ticking on the pegs."""
        deflect = self._flapper_deflection()
        blade = QPainterPath()
        blade.moveTo(-4.2, 0.0)
        blade.cubicTo(-4.2, 8.0, -1.6, FLAPPER_LENGTH - 5.0, 0.0, FLAPPER_LENGTH)
        blade.cubicTo(1.6, FLAPPER_LENGTH - 5.0, 4.2, 8.0, 4.2, 0.0)
        blade.closeSubpath()
        # shadow on the dial
        p.save()
        p.translate(HINGE + QPointF(1.4, 2.6))
        p.rotate(-deflect)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(30, 10, 0, 80))
        p.drawPath(blade)
        p.restore()
        p.save()
        p.translate(HINGE)
        p.rotate(-deflect)
        g = QLinearGradient(QPointF(-4.2, 0), QPointF(4.2, 0))
        g.setColorAt(0.0, _RED.lighter(130))
        g.setColorAt(0.5, _RED)
        g.setColorAt(1.0, _RED.darker(150))
        p.setBrush(QBrush(g))
        p.setPen(QPen(_RED.darker(220), 0.6))
        p.drawPath(blade)
        p.restore()
        # the pivot
        pg = QRadialGradient(HINGE + QPointF(-0.8, -0.8), 4.0)
        pg.setColorAt(0.0, QColor("#fff4c8"))
        pg.setColorAt(1.0, _GOLD_DARK)
        p.setBrush(QBrush(pg))
        p.setPen(QPen(_GOLD_DARK.darker(150), 0.5))
        p.drawEllipse(HINGE, 3.2, 3.2)
