"""Frames with patterns: each kind of square told by the shape of its frame as well as its colour.

For players who do not tell red from blue (and for a board printed in grey),
View ▸ Frames with Patterns draws:

- a lucky day (red) with a solid thick line;
- an unlucky day (blue) with a dashed line;
- a doubly unlucky day (double blue; purple in the Italian edition) with a double line;
- an uncertain day (half red, half blue; yellow in the Italian edition) half solid, half dashed,
  split on the diagonal;
- the first day of a sign with a dotted line;
- the end of a quarter with a solid line and a notch in the middle of each side;
- the start and the last day with a solid thick line (their words and flag say the rest).

Every pattern reads in greyscale: a test renders one square of each kind,
turns it grey and checks that they all differ.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from . import theme

PATTERN_KINDS = ("red", "blue", "double_blue", "half", "sign", "quarter")
"""The frame kinds of the classic board that carry a pattern (the Italian purple and yellow follow double_blue and half)."""
DASHES = [2.2, 1.3]
"""The dashes of an unlucky frame, in pen widths (dash, gap)."""
DOTS = [0.05, 2.1]
"""The dots of a sign's frame, in pen widths (a round cap makes each one a dot)."""


def _rounded(rect: QRectF, inset: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    r = max(0.5, radius - inset)
    path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), r, r)
    return path


def _diagonal_half(rect: QRectF, *, second: bool) -> QPainterPath:
    """The top-left triangle of ``rect`` (or the bottom-right one), a little larger so that the line is whole."""
    big = rect.adjusted(-4, -4, 4, 4)
    corner = big.bottomRight() if second else big.topLeft()
    path = QPainterPath()
    path.addPolygon(QPolygonF([big.bottomLeft(), corner, big.topRight()]))
    path.closeSubpath()
    return path


def _pen(colour: QColor, width: float, pattern: list[float] | None = None) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if pattern is not None:
        pen.setDashPattern(pattern)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap if pattern is DOTS else Qt.PenCapStyle.FlatCap)
    return pen


def paint_patterned_frame(painter: QPainter, frame: str, rect: QRectF, radius: float) -> bool:
    """Paint the frame of a square of kind ``frame`` with its pattern (see the module's docstring).

    Args:
        painter: a painter in scene units.
        frame: the square's frame kind as the edition draws it (``red``, ``blue``,
            ``double_blue``, ``half``, ``sign``, ``quarter``, ``start``, ``finish``,
            ``purple``, ``yellow``).
        rect: the square's rect (scene units).
        radius: its corner radius.

    Returns:
        True when a frame was painted; False for plain squares and unknown kinds
        (the caller paints those as usual).
    """
    colour = theme.FRAME_COLOURS.get(frame)
    if colour is None or frame == "plain":
        return False
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if frame in ("double_blue", "purple"):
        painter.setPen(_pen(colour, 2.2))
        painter.drawPath(_rounded(rect, 1.1, radius))
        painter.setPen(_pen(colour, 1.6))
        painter.drawPath(_rounded(rect, 5.0, radius))
    elif frame in ("half", "yellow"):
        path = _rounded(rect, 1.6, radius)
        first = colour
        second = theme.HALF_SECOND if frame == "half" else colour.darker(150)
        for is_second, pen in ((False, _pen(first, 3.2)), (True, _pen(second, 3.0, DASHES))):
            painter.save()
            painter.setClipPath(_diagonal_half(rect, second=is_second))
            painter.setPen(pen)
            painter.drawPath(path)
            painter.restore()
        painter.setPen(_pen(theme.INK_SOFT, 1.0))
        painter.drawLine(rect.bottomLeft() + QPointF(3, -3), rect.topRight() + QPointF(-3, 3))
    elif frame == "blue":
        painter.setPen(_pen(colour, 3.0, DASHES))
        painter.drawPath(_rounded(rect, 1.5, radius))
    elif frame == "sign":
        painter.setPen(_pen(colour, 2.8, DOTS))
        painter.drawPath(_rounded(rect, 1.4, radius))
    else:  # red, quarter, start, finish: solid and thick
        painter.setPen(_pen(colour, 3.6))
        painter.drawPath(_rounded(rect, 1.8, radius))
        if frame == "quarter":
            _paint_notches(painter, rect, colour)
    painter.restore()
    return True


def _paint_notches(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Paint a small triangle pointing inwards from the middle of each side."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.darker(125))
    c = rect.center()
    size = 4.5
    for edge, inward in ((QPointF(c.x(), rect.top()), QPointF(0, 1)), (QPointF(c.x(), rect.bottom()), QPointF(0, -1)),
                         (QPointF(rect.left(), c.y()), QPointF(1, 0)), (QPointF(rect.right(), c.y()), QPointF(-1, 0))):
        across = QPointF(inward.y(), inward.x())
        painter.drawPolygon(QPolygonF([edge + across * size, edge - across * size, edge + inward * (size * 1.4)]))
