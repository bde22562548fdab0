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
"""

from __future__ import annotations

import dataclasses
import html
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache, partial
from typing import Any, NamedTuple, cast

import shiboken6
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..clean import fill
from ..content import schema as s
from ..content.loader import SIGN_ORDER, Content, Square, Texts, iter_conditions, iter_effects
from ..dates import DAYS_IN_YEAR, MONTH_LENGTHS, day_index, month_day, month_start
from ..narrate import capitalised, day_name, month_name
from . import theme
from .framepatterns import paint_patterned_frame
from .language import log_tr
from .pictograms import paint_pictogram

# --------------------------------------------------------------------------- geometry (scene units)

CELL_WIDTH = 44.0
"""Width of one day cell; the square is inset by :data:`CELL_INSET` on each side."""
CELL_HEIGHT = 50.0
"""Height of one day cell (squares are a little taller than wide, as on a wall planner; short enough that the
whole year, the machine and a decision fit a 1024 × 700 window with squares of 28 pixels or more)."""
CELL_INSET = 2.0
"""Gap between a cell's edge and its square."""
HEADER_WIDTH = 126.0
"""Width of the month-name column."""
HEADER_HEIGHT = 28.0
"""Height of the row of column numbers 1..31."""
MARGIN = 16.0
"""Paper margin around the grid."""
SHADOW = 16.0
"""Room kept around the sheet for its shadow (part of the scene rect)."""
COLUMNS = 31
"""Day columns."""
ROWS = 12
"""Month rows."""

GRID_LEFT = MARGIN + HEADER_WIDTH
GRID_TOP = MARGIN + HEADER_HEIGHT
SHEET_RECT = QRectF(0.0, 0.0, GRID_LEFT + COLUMNS * CELL_WIDTH + MARGIN, GRID_TOP + ROWS * CELL_HEIGHT + MARGIN)
"""The paper sheet, in scene coordinates."""

DATE_BAND = 19.0
"""The top of a square that holds its day number: pawns never stand on it."""
PAWN_RADIUS = 12.0
"""Radius of a pawn alone on its square (scene units); crowded pawns are scaled down."""

# Z values: sheet < hover < highlights < pawns < flying pawns.
Z_SHEET = 0.0
Z_HOVER = 1.0
Z_HIGHLIGHT = 1.5
Z_PAWN = 3.0
Z_FLYING = 5.0

# --------------------------------------------------------------------------- board colours

SQUARE_PAPER = QColor("#fffcf4")
"""Inside of a plain day square (a touch lighter than the sheet)."""
SQUARE_TINTS: dict[str, QColor] = {
    "plain": SQUARE_PAPER,
    "red": QColor("#fcebe5"),
    "blue": QColor("#e8eff9"),
    "double_blue": QColor("#dfe7f6"),
    "half": QColor("#fcebe5"),
    "sign": QColor("#f3ecf8"),
    "quarter": QColor("#fbf0cd"),
    "start": QColor("#e2f2e6"),
    "finish": QColor("#fbf0cd"),
    "purple": QColor("#efe3f6"),
    "yellow": QColor("#fcf3d2"),
}
"""A faint tint inside each kind of square, so that kinds read from across the table."""
SQUARE_SHADOW = QColor("#e7e0ce")
"""The thin shadow under every square: it sits on the sheet (opaque: translucent fills cost 5× more)."""
SQUARE_RADIUS = 4.5
"""Corner radius of a day square (scene units)."""
PLAIN_PEN = QPen(theme.FRAME_COLOURS["plain"], 1.0)
DOUBLE_FRAMES = frozenset({"double_blue", "purple"})
"""The doubly unlucky days' frames (blue in the classic edition, purple in the Italian one): drawn double,
so that they stand apart by their shape too (the Italian purple is near the lavender of the sign squares)."""
"""The thin frame of a plain square."""
HALF_TINT = QColor("#e8eff9")
"""The blue half of a ``half`` square's inside."""
GOLD_DARK = QColor("#94700f")
"""Text on gold (quarter labels, coins)."""
GLOW = QColor("#ffc23a")
"""Highlighted squares (previews)."""
HALO = QColor("#fffbe0")
"""The active pawn's halo."""
EMPTY_CELL = QColor(214, 199, 166, 70)
"""Cells after a short month's last day."""
MONTH_TAB = QColor("#eadfc3")
"""The month-name tabs of the header column."""
STRIPE = QColor(150, 120, 60, 16)
"""Every other month row."""

MARK_COLOURS: dict[str, QColor] = {
    "chance": theme.CHANCE,
    "hazard": theme.HAZARD,
    "money": QColor("#e0b43a"),
    "forward": QColor("#2f8f4e"),
    "back": QColor("#b5472f"),
    "swap": QColor("#1f8a8a"),
    "question": QColor("#6b4fa0"),
    "extra_turns": QColor("#2f8f4e"),
    "lose_turn": QColor("#4a4440"),
}
"""Badge colour of each kind of almanac mark."""


@lru_cache(maxsize=64)
def _pixel_font(pixels: float, *, bold: bool = False, family: str = "DejaVu Sans") -> QFont:
    """Return a font sized in scene units (pixels at scale 1), independent of the screen's DPI (shared: do not change it)."""
    f = QFont(family)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


# --------------------------------------------------------------------------- what a square does


class SquareMark(NamedTuple):
    """One small mark on a square saying what its almanac entry does.

    Attributes:
        kind: ``question`` (a question of the moment, a table question or a quiz
            decides), ``chance`` / ``hazard`` (draws that card), ``money`` (money
            paid or received), ``forward`` / ``back`` (moves the pawn), ``swap``
            (swaps or rearranges pawns), ``extra_turns``, ``lose_turn``.
        count: the number of extra turns for ``extra_turns``, else 0.
    """

    kind: str
    count: int = 0  # type: ignore[assignment]  # a field named like tuple.count, on purpose: the mark's number


MARK_ORDER = ("question", "chance", "hazard", "money", "forward", "back", "swap", "extra_turns", "lose_turn")
"""The order marks are drawn in, left to right."""

_MONEY_EFFECTS = (s.ReceiveBank, s.PayBank, s.PayPlayer, s.ReceivePlayer, s.PayEachOther, s.ReceiveEachOther)
_QUESTION_CONDITIONS = (s.Question, s.Quiz, s.TableQuestion)


def square_marks(square: Square) -> tuple[SquareMark, ...]:
    """Return the marks of what a square's almanac effects do, in :data:`MARK_ORDER`.

    Args:
        square: a board square (its ``effects`` are read, nested ``when``,
            ``for_each_player`` and ``choose`` included).

    Returns:
        At most one mark of each kind; an empty tuple for squares without effects.

    >>> from gameofyear.content import load_content
    >>> [m.kind for m in square_marks(load_content().squares[day_index("03-30")])]
    ['question', 'chance', 'hazard']
    """
    found: dict[str, int] = {}
    for effect in iter_effects(square.effects):
        if isinstance(effect, s.When):
            if any(isinstance(c, _QUESTION_CONDITIONS) for c in iter_conditions(effect.when)):
                found.setdefault("question", 0)
        elif isinstance(effect, s.Draw):
            found.setdefault(effect.draw, 0)
        elif isinstance(effect, _MONEY_EFFECTS):
            found.setdefault("money", 0)
        elif isinstance(effect, s.Move):
            days = effect.move if isinstance(effect.move, int) else effect.move.days
            found.setdefault("forward" if days >= 0 else "back", 0)
        elif isinstance(effect, s.MoveTo):
            found.setdefault("forward" if day_index(effect.move_to) >= square.index else "back", 0)
        elif isinstance(effect, s.BackMonths):
            found.setdefault("back", 0)
        elif isinstance(effect, (s.SpinDifference, s.VacationMove)):
            found.setdefault("forward", 0)
        elif isinstance(effect, (s.SwapWith, s.RearrangeOpponents)):
            found.setdefault("swap", 0)
        elif isinstance(effect, s.ExtraTurns):
            found["extra_turns"] = max(found.get("extra_turns", 0), effect.extra_turns)
        elif isinstance(effect, s.LoseTurn):
            found.setdefault("lose_turn", 0)
    return tuple(SquareMark(kind, found[kind]) for kind in MARK_ORDER if kind in found)


# --------------------------------------------------------------------------- layout helpers


def cell_rect(day: int) -> QRectF:
    """Return the scene rect of the cell of a day index (square plus its gap)."""
    month, day_of_month = month_day(day)
    return QRectF(GRID_LEFT + (day_of_month - 1) * CELL_WIDTH, GRID_TOP + (month - 1) * CELL_HEIGHT, CELL_WIDTH, CELL_HEIGHT)


def day_at(pos: QPointF) -> int:
    """Return the day index whose cell holds a scene point, or -1 outside the squares."""
    col = math.floor((pos.x() - GRID_LEFT) / CELL_WIDTH)
    row = math.floor((pos.y() - GRID_TOP) / CELL_HEIGHT)
    if not (0 <= row < ROWS and 0 <= col < MONTH_LENGTHS[row]):
        return -1
    return month_start(row + 1) + col


def pawn_slots(rect: QRectF, count: int) -> list[tuple[QPointF, float]]:
    """Return where ``count`` pawns sharing a square sit, side by side, below the square's date.

    The top :data:`DATE_BAND` of the square (its day number) is never covered:
    pawns stand aside in the part below it, smaller as more share the square.

    Args:
        rect: the square's scene rect.
        count: pawns on it (1..6; more reuse the six places).

    Returns:
        ``count`` pairs (centre in scene coordinates, scale of the pawn), so that
        pawns of radius ``PAWN_RADIUS * scale`` stay inside the square, below the
        date band, and do not overlap.
    """
    cx = rect.center().x()
    top = rect.top() + DATE_BAND
    zone = rect.bottom() - 1.0 - top
    if count <= 1:
        r = min(PAWN_RADIUS, zone / 2, rect.width() / 2 - 2.0)
        return [(QPointF(cx, top + zone / 2), r / PAWN_RADIUS)]
    if count == 2:
        r = min(9.6, zone / 2, rect.width() / 4 - 0.5)
        y = top + zone / 2
        return [(QPointF(cx - r - 0.5, y), r / PAWN_RADIUS), (QPointF(cx + r + 0.5, y), r / PAWN_RADIUS)]
    columns = 2 if count == 4 else 3
    r = min(zone / 4 - 0.25, rect.width() / (2 * columns) - 0.5)
    k = r / PAWN_RADIUS
    step = 2 * r + 0.5
    rows = [top + zone / 4, top + 3 * zone / 4]
    places = [(QPointF(cx + (c - (columns - 1) / 2) * step, y), k) for y in rows for c in range(columns)]
    if count == 3:  # two on the first row, one under them
        places = [(QPointF(cx - r - 0.25, rows[0]), k), (QPointF(cx + r + 0.25, rows[0]), k), (QPointF(cx, rows[1]), k)]
    return [places[i % len(places)] for i in range(count)]


# --------------------------------------------------------------------------- painting the static board


def edition_frames(content: Content) -> tuple[Square, ...]:
    """The squares as the edition draws them: the Italian edition frames the doubly unlucky
    days in purple and the uncertain ones in yellow (``frame_colours`` of the edition)."""
    colours = content.edition.frame_colours
    renamed = {kind: name for kind, name in (("double_blue", colours.double_blue), ("half", colours.half))
               if name != kind and name in theme.FRAME_COLOURS}
    if not renamed:
        return tuple(content.squares)
    return tuple(dataclasses.replace(sq, frame=renamed[sq.frame]) if sq.frame in renamed else sq
                 for sq in content.squares)


class _SheetTexts(NamedTuple):
    """The translated words painted on the sheet."""

    months: tuple[str, ...]
    start: str
    quarters: tuple[str, ...]
    currency: str


def _paint_sheet_background(painter: QPainter) -> None:
    """Paint the sheet's shadow and paper."""
    sheet = SHEET_RECT
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(8, 0, -1):
        painter.setBrush(QColor(0, 0, 0, 9))
        painter.drawRoundedRect(sheet.adjusted(-i * 0.9, -i * 0.5, i * 0.9, i * 1.3).translated(0, 4), 12 + i, 12 + i)
    paper = QLinearGradient(sheet.topLeft(), sheet.bottomRight())
    paper.setColorAt(0.0, QColor("#fdf9ee"))
    paper.setColorAt(0.55, theme.PAPER)
    paper.setColorAt(1.0, QColor("#f3ead3"))
    painter.setBrush(paper)
    painter.setPen(QPen(QColor("#d9cba8"), 1.0))
    painter.drawRoundedRect(sheet.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)


MONTH_PIXELS = 16.0
"""The size of the month names on their tabs at the designed text size (scene units)."""
MONTH_FIT = 0.92
"""The share of its tab's room the longest month name may take: letters drawn small on screen round their
widths up, and a name measured to the pixel would be cut at its last letter."""


def month_room(row: int) -> QRectF:
    """The room of the month name of ``row`` (0 for January) on its tab, in scene units."""
    tab = QRectF(MARGIN, GRID_TOP + row * CELL_HEIGHT + 4, HEADER_WIDTH - 10, CELL_HEIGHT - 8)
    return tab.adjusted(12, 0, -4, 0)


def month_font(months: Sequence[str], text_scale: float = 1.0) -> QFont:
    """The font of the month names: :data:`MONTH_PIXELS` times ``text_scale`` (View ▸ Text Size), or smaller,
    one size for all twelve, so that the longest of ``months`` fits its tab (:data:`MONTH_FIT`) in every
    language ("Septembre", "September")."""
    room = month_room(0).width() * MONTH_FIT
    pixels = max(1, round(MONTH_PIXELS * text_scale))
    font = _pixel_font(pixels, bold=True, family="DejaVu Serif")
    while pixels > 6 and max((QFontMetricsF(font).horizontalAdvance(m) for m in months), default=0.0) > room:
        pixels -= 1
        font = _pixel_font(pixels, bold=True, family="DejaVu Serif")
    return font


def _paint_headers(painter: QPainter, texts: _SheetTexts, exposed: QRectF, month_names: QFont | None = None) -> None:
    """Paint the month stripes, the month names (in ``month_names``, else :func:`month_font`) and the column
    numbers."""
    width = COLUMNS * CELL_WIDTH
    painter.setPen(Qt.PenStyle.NoPen)
    for row in range(1, ROWS, 2):
        band = QRectF(MARGIN - 6, GRID_TOP + row * CELL_HEIGHT, HEADER_WIDTH + width + 12, CELL_HEIGHT)
        if band.intersects(exposed):
            painter.setBrush(STRIPE)
            painter.drawRoundedRect(band, 6, 6)
    painter.setFont(month_names if month_names is not None else month_font(texts.months))
    for row in range(ROWS):
        tab = QRectF(MARGIN, GRID_TOP + row * CELL_HEIGHT + 4, HEADER_WIDTH - 10, CELL_HEIGHT - 8)
        if not tab.intersects(exposed):
            continue
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MONTH_TAB)
        painter.drawRoundedRect(tab, 7, 7)
        painter.setBrush(theme.FRAME_COLOURS["quarter"] if row % 3 == 2 else QColor("#c9b78c"))  # quarter months
        painter.drawRoundedRect(QRectF(tab.left(), tab.top() + 8, 4, tab.height() - 16), 2, 2)
        painter.setPen(theme.INK)
        painter.drawText(month_room(row), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         texts.months[row])
    painter.setFont(_pixel_font(12, bold=True))
    painter.setPen(theme.INK_SOFT)
    for col in range(COLUMNS):
        box = QRectF(GRID_LEFT + col * CELL_WIDTH, MARGIN, CELL_WIDTH, HEADER_HEIGHT - 4)
        if box.intersects(exposed):
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(col + 1))


def _frame_path(rect: QRectF, inset: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), max(0.5, radius - inset), max(0.5, radius - inset))
    return path


PICTURED_FRAMES = frozenset({"plain", "sign", "quarter", "start", "finish"})
"""Squares drawn with a picture of their own (the sign's glyph, the safe's coin, START, the flag): no pictogram."""


def _paint_square(painter: QPainter, square: Square, rect: QRectF, texts: _SheetTexts,
                  marks: Sequence[SquareMark], *, patterns: bool = False, text_scale: float = 1.0) -> None:
    """Paint one day square: inside, frame, day number, its event's pictogram, sign glyph or label, marks.

    Plain squares' paper, frame and shadow are painted beforehand, all at once
    (:func:`_paint_square_bases`); this adds their day number only. With
    ``patterns`` the frame shows its kind by a pattern too
    (:func:`.framepatterns.paint_patterned_frame`); ``text_scale`` enlarges the
    day number (larger text, as far as the square's date band allows).
    """
    frame = square.frame
    radius = SQUARE_RADIUS
    if frame != "plain":
        body = _frame_path(rect, 0.0, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        if frame == "half":
            painter.setBrush(SQUARE_TINTS["half"])
            painter.drawPath(body)
            painter.save()
            painter.setClipPath(_half_clip(rect, second=True))
            painter.setBrush(HALF_TINT)
            painter.drawPath(body)
            painter.restore()
        else:
            painter.setBrush(SQUARE_TINTS.get(frame, SQUARE_PAPER))
            painter.drawPath(body)

    painter.setBrush(Qt.BrushStyle.NoBrush)
    colour = theme.FRAME_COLOURS.get(frame, theme.FRAME_COLOURS["plain"])
    if frame == "plain" or (patterns and paint_patterned_frame(painter, frame, rect, radius)):
        pass
    elif frame in DOUBLE_FRAMES:
        painter.setPen(QPen(colour, 2.2))
        painter.drawPath(_frame_path(rect, 1.1, radius))
        painter.setPen(QPen(colour, 1.4))
        painter.drawPath(_frame_path(rect, 4.6, radius))
    elif frame == "half":
        pen_path = _frame_path(rect, 1.5, radius)
        for second, pen_colour in ((False, theme.FRAME_COLOURS["half"]), (True, theme.HALF_SECOND)):
            painter.save()
            painter.setClipPath(_half_clip(rect, second=second))
            painter.setPen(QPen(pen_colour, 3.0))
            painter.drawPath(pen_path)
            painter.restore()
    elif frame == "sign":
        painter.setPen(QPen(colour, 2.2))
        painter.drawPath(_frame_path(rect, 1.1, radius))
    else:  # red, blue, quarter, start, finish
        painter.setPen(QPen(colour, 3.0))
        painter.drawPath(_frame_path(rect, 1.5, radius))

    _, day_of_month = month_day(square.index)
    illustrated = frame != "plain"
    painter.setFont(_pixel_font(min(14 * text_scale, DATE_BAND - 2), bold=illustrated))
    painter.setPen(theme.INK if illustrated else QColor(60, 52, 44))
    number_box = QRectF(rect.left() + 5, rect.top() + 3, rect.width() - 9, 18)
    painter.drawText(number_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(day_of_month))
    if square.icon and frame not in PICTURED_FRAMES:
        inset = 5.5 if frame in DOUBLE_FRAMES else 3.0
        size = 12.5 if frame in DOUBLE_FRAMES else 14.0
        tint = QColor(theme.FRAME_COLOURS.get(frame, theme.INK)).darker(135)
        paint_pictogram(painter, square.icon, QRectF(rect.right() - inset - size, rect.top() + inset, size, size), tint)

    if frame == "sign" and square.sign:
        painter.setFont(_pixel_font(24))
        glyph_colour = QColor(theme.FRAME_COLOURS["sign"])
        glyph_colour.setAlpha(215)
        painter.setPen(glyph_colour)
        painter.drawText(QRectF(rect.left(), rect.top() + 16, rect.width(), 30), Qt.AlignmentFlag.AlignCenter,
                         theme.ZODIAC_SYMBOLS.get(square.sign, "?"))
    elif frame == "quarter":
        quarter = _quarter_number(square.index)
        label = texts.quarters[quarter - 1] if 0 < quarter <= len(texts.quarters) else ""
        painter.setFont(_pixel_font(12, bold=True))
        painter.setPen(GOLD_DARK)
        painter.drawText(QRectF(rect.left(), rect.top() + 20, rect.width(), 16), Qt.AlignmentFlag.AlignCenter, label)
        _paint_coin(painter, QPointF(rect.center().x(), rect.bottom() - 10), 7.5, texts.currency)
    elif frame == "start":
        font = _pixel_font(9.5, bold=True)
        room = rect.width() - 6
        wide = QFontMetricsF(font).horizontalAdvance(texts.start)
        if wide > room:  # a longer word than START ("DÉPART"): smaller, to stay inside the frame
            font = _pixel_font(9.5 * room / wide, bold=True)
        painter.setFont(font)
        painter.setPen(theme.FRAME_COLOURS["start"].darker(115))
        painter.drawText(QRectF(rect.left(), rect.bottom() - 17, rect.width(), 13), Qt.AlignmentFlag.AlignCenter,
                         texts.start)
    elif frame == "finish":
        _paint_flag(painter, QRectF(rect.left() + 10, rect.bottom() - 24, 22, 19))

    if marks:
        _paint_marks(painter, marks, rect, texts.currency, inner_frame=frame in DOUBLE_FRAMES)


def _paint_square_bases(painter: QPainter, squares: Sequence[Square], rects: Sequence[QRectF]) -> None:
    """Paint the thin shadow under every square, then the paper and thin frame of the plain ones.

    Grouped by pen and brush (fewer state changes: about twice as fast as square by square).
    """
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SQUARE_SHADOW)
    for rect in rects:
        painter.drawRoundedRect(rect.translated(0.0, 1.2), SQUARE_RADIUS, SQUARE_RADIUS)
    painter.setPen(PLAIN_PEN)
    painter.setBrush(SQUARE_PAPER)
    for square, rect in zip(squares, rects):
        if square.frame == "plain":
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), SQUARE_RADIUS - 0.5, SQUARE_RADIUS - 0.5)


def _quarter_number(day: int) -> int:
    """Return 1..4: the quarter of the year a day index ends or lies in."""
    month, _ = month_day(day)
    return (month - 1) // 3 + 1


def _half_clip(rect: QRectF, *, second: bool) -> QPainterPath:
    """Return one triangle of a square split along its top-right → bottom-left diagonal.

    The first triangle holds the top and left edges (red), the second the bottom and right edges (blue).
    """
    big = rect.adjusted(-4, -4, 4, 4)
    if second:
        points = [big.topRight(), big.bottomRight(), big.bottomLeft()]
    else:
        points = [big.topLeft(), big.topRight(), big.bottomLeft()]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def _paint_coin(painter: QPainter, centre: QPointF, radius: float, symbol: str) -> None:
    gradient = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
    gradient.setColorAt(0.0, QColor("#fff3c4"))
    gradient.setColorAt(0.5, MARK_COLOURS["money"])
    gradient.setColorAt(1.0, QColor("#b8891f"))
    painter.setBrush(gradient)
    painter.setPen(QPen(GOLD_DARK, 0.9))
    painter.drawEllipse(centre, radius, radius)
    painter.setFont(_pixel_font(radius * 1.15, bold=True))
    painter.setPen(GOLD_DARK)
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, symbol[:1])


def _paint_flag(painter: QPainter, box: QRectF) -> None:
    """Paint a small chequered finishing flag on a pole inside ``box``."""
    painter.setPen(QPen(theme.INK, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(box.left() + 1, box.top()), QPointF(box.left() + 1, box.bottom()))
    cols, rows = 4, 3
    size = min((box.width() - 3) / cols, (box.height() * 0.62) / rows)
    left, top = box.left() + 2, box.top() + 0.5
    painter.setPen(Qt.PenStyle.NoPen)
    for r in range(rows):
        for c in range(cols):
            painter.setBrush(theme.INK if (r + c) % 2 == 0 else QColor("#ffffff"))
            painter.drawRect(QRectF(left + c * size, top + r * size, size, size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.INK, 0.7))
    painter.drawRect(QRectF(left, top, cols * size, rows * size))


def _paint_marks(painter: QPainter, marks: Sequence[SquareMark], rect: QRectF, currency: str, *, inner_frame: bool) -> None:
    """Paint the badges of a square's marks centred along its bottom edge."""
    count = len(marks)
    size = min(14.0, (rect.width() - 4 - (count - 1) * 1.5) / count)
    widths = [size * (1.45 if m.kind == "extra_turns" else 1.0) for m in marks]
    total = sum(widths) + 1.5 * (count - 1)
    x = rect.center().x() - total / 2
    cy = rect.bottom() - (11.0 if inner_frame else 9.5)
    for mark, w in zip(marks, widths):
        box = QRectF(x, cy - size / 2, w, size)
        _paint_badge(painter, mark, box, currency)
        x += w + 1.5


_BADGE_LETTERS = {
    # the decks' initials are translated when painted (QCoreApplication.translate("BoardScene", …))
    #: the initial of the Chance deck, on the badge of a square that draws a Chance card
    "chance": QT_TRANSLATE_NOOP("BoardScene", "C"),
    #: the initial of the Hazard deck, on the badge of a square that draws a Hazard card
    "hazard": QT_TRANSLATE_NOOP("BoardScene", "H"),
    "forward": "\u2192",
    "back": "\u2190",
    "swap": "\u21c4",
    "question": "?",
    "lose_turn": "\u2715",
}


def _paint_badge(painter: QPainter, mark: SquareMark, box: QRectF, currency: str) -> None:
    if mark.kind == "money":
        _paint_coin(painter, box.center(), box.height() / 2, currency)
        return
    colour = MARK_COLOURS[mark.kind]
    painter.setPen(QPen(colour.darker(125), 0.8))
    painter.setBrush(colour)
    radius = box.height() / 2
    painter.drawRoundedRect(box, radius, radius)
    if mark.kind == "extra_turns":
        text = f"+{mark.count}"
        font = _pixel_font(box.height() * 0.78, bold=True)
    else:
        text = str(_BADGE_LETTERS[mark.kind])
        if mark.kind in ("chance", "hazard"):
            text = QCoreApplication.translate("BoardScene", text)
        font = _pixel_font(box.height() * (0.78 if text.isalpha() or text == "?" else 0.82), bold=True)
    painter.setFont(font)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(box.adjusted(0, -0.3, 0, 0), Qt.AlignmentFlag.AlignCenter, text)


def _paint_empty_cell(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(EMPTY_CELL)
    painter.drawRoundedRect(rect, 4.5, 4.5)


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
    """A warm glow around one highlighted square."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._bounds = rect.adjusted(-7, -7, 7, 7)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HIGHLIGHT)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the square and its glow."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint a few widening translucent strokes and a faint golden wash."""
        painter.setBrush(QColor(255, 214, 90, 110))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, 4.5, 4.5)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((12.0, 70), (7.5, 130), (4.0, 255)):
            colour = QColor(GLOW)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(self._rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)


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


# --------------------------------------------------------------------------- the scene


def show_over_board(overlay: QWidget, board: QWidget | None, window: QWidget) -> None:
    """Show ``overlay`` (a card, a big moment), a child of ``window``, centred on ``board`` (on ``window`` without one)."""
    centre = board.mapTo(window, board.rect().center()) if board is not None else window.rect().center()
    overlay.move(centre.x() - overlay.width() // 2, centre.y() - overlay.height() // 2)
    overlay.show()
    overlay.raise_()


class BoardScene(QGraphicsScene):
    """The calendar board: 366 day squares and one pawn per player.

    Signals:
        day_hovered(int): the day index under the mouse, -1 when it leaves the squares.
        day_clicked(int): the day index clicked (left button, pressed and released on it).

    Args:
        texts: the words of the content shown, in the window's language
            (``texts.content`` gives the squares and the edition).
        pawn_colours: one colour per player, in player order (up to 6 share a square nicely).
        parent: the owning object.
    """

    day_hovered = Signal(int)
    day_clicked = Signal(int)

    def __init__(self, texts: Texts, pawn_colours: Sequence[QColor], parent: QObject | None = None) -> None:
        super().__init__(parent)
        content = texts.content
        self.content = content
        """The rules content shown."""
        self.texts = texts
        """Its words (tooltips); :meth:`set_texts` gives new ones after View ▸ Language."""
        self._last_day_item: _LastDayItem | None = None
        sheet_words = self._sheet_words()
        self.setSceneRect(SHEET_RECT.adjusted(-SHADOW, -SHADOW, SHADOW, SHADOW))
        self.setBackgroundBrush(theme.BACKGROUND)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

        self._rects = [cell_rect(i).adjusted(CELL_INSET, CELL_INSET, -CELL_INSET, -CELL_INSET) for i in range(DAYS_IN_YEAR)]
        self.sheet_item = BoardSheetItem(content, sheet_words)
        """The cached static board."""
        self.addItem(self.sheet_item)

        self._square_items: list[QGraphicsRectItem] = []
        for square, rect in zip(content.squares, self._rects):
            item = QGraphicsRectItem(rect)
            item.setPen(Qt.PenStyle.NoPen)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setToolTip(self._tooltip(square))
            item.setData(0, square.index)
            item.setZValue(Z_SHEET + 0.1)
            self.addItem(item)
            self._square_items.append(item)

        self._hover_item = _HoverItem()
        self._hover_item.setVisible(False)
        self.addItem(self._hover_item)
        self._hover_day = -1
        self._press_day = -1
        self._glow_items: list[_GlowItem] = []

        self._pawns: list[PawnItem] = []
        for player, colour in enumerate(pawn_colours):
            pawn = PawnItem(player, QColor(colour))
            self.addItem(pawn)
            self._pawns.append(pawn)
        self._positions: list[int] = [0] * len(self._pawns)
        self._flying: set[int] = set()
        self._slides: list[QVariantAnimation] = []
        self._slide_ends: dict[int, tuple[QPointF, float, QPointF, float]] = {}
        for player in range(len(self._pawns)):
            slide = QVariantAnimation(self)
            slide.setStartValue(0.0)
            slide.setEndValue(1.0)
            slide.setEasingCurve(QEasingCurve.Type.OutCubic)
            slide.valueChanged.connect(partial(self._slide_step, player))
            self._slides.append(slide)
        self._retired: list[QAbstractAnimation] = []
        self._active: int | None = None
        self._halo_pulse = QVariantAnimation(self)
        self._halo_pulse.setDuration(1800)
        self._halo_pulse.setLoopCount(-1)
        self._halo_pulse.setStartValue(0.55)
        self._halo_pulse.setKeyValueAt(0.5, 1.0)
        self._halo_pulse.setEndValue(0.55)
        self._halo_pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._halo_pulse.valueChanged.connect(self._pulse_halo)
        self.set_positions(self._positions)

    # ------------------------------------------------------------------ words

    def _sheet_words(self) -> _SheetTexts:
        """Translate the months and the sheet's words in the language installed (the months kept for dates)."""
        self._months = tuple(month_name(m, log_tr) for m in range(1, 13))
        return _SheetTexts(
            months=tuple(capitalised(m) for m in self._months),  # "janvier" heads its row as "Janvier"
            start=self.tr("START"),
            quarters=(self.tr("Q1"), self.tr("Q2"), self.tr("Q3"), self.tr("Q4")),
            currency=self.content.edition.currency.symbol,
        )

    def set_texts(self, texts: Texts) -> None:
        """Use ``texts`` (the same content's words in another language) from the next :meth:`retranslate_ui` on.

        Raises:
            ValueError: ``texts`` are the words of other rules content.
        """
        if texts.content is not self.content:
            raise ValueError("the board shows the words of its own content only")
        self.texts = texts

    def retranslate_ui(self) -> None:
        """Write the board's words again in the language installed: the sheet (months, START, quarters, the
        decks' initials) and every square's tooltip, with :attr:`texts` (the pawns and lit squares stay)."""
        self.sheet_item.set_words(self._sheet_words())
        for square, item in zip(self.content.squares, self._square_items):
            item.setToolTip(self._tooltip(square))

    def month_name(self, month: int) -> str:
        """Return the translated name of a month (1..12)."""
        return self._months[month - 1]

    def date_label(self, day: int) -> str:
        """Return a day index written for people, e.g. ``"14 July"`` (:func:`gameofyear.narrate.day_name`)."""
        return day_name(day, log_tr)

    def frame_words(self, frame: str) -> str:
        """Return what a frame kind means, in words (``"Lucky day"``); empty for plain and sign squares."""
        return self._frame_words(frame)

    def _frame_words(self, frame: str) -> str:
        words = {
            "red": self.tr("Lucky day"),
            "blue": self.tr("Unlucky day"),
            "double_blue": self.tr("Doubly unlucky day"),
            "half": self.tr("Lucky or unlucky: it depends"),
            "quarter": self.tr("End of a quarter"),
            "start": self.tr("Start"),
            "finish": self.tr("Last day of the year"),
        }
        return words.get(frame, "")

    def _tooltip(self, square: Square) -> str:
        """Return the tooltip of a square: its date, and what it is and does."""
        date = self.date_label(square.index)
        if square.frame == "plain":
            return date
        if square.frame == "sign" and square.sign:
            name = html.escape(self.texts.text(f"signs.{square.sign}"), quote=False)
            glyph = theme.ZODIAC_SYMBOLS.get(square.sign, "")
            start, end = self.sign_days(square.sign)
            period = fill(self.tr("{start} – {end}"), start=self.date_label(start), end=self.date_label(end))
            first = self.tr("First day of the sign")
            return f"<b>{glyph} {name}</b><br/>{html.escape(period, quote=False)}<br/><i>{html.escape(first, quote=False)}</i>"
        title = html.escape(self.texts.text(f"almanac.{square.date}.title"), quote=False)
        text = html.escape(self.texts.text(f"almanac.{square.date}.text"), quote=False)
        kind = html.escape(self._frame_words(square.frame), quote=False)
        return f"<b>{html.escape(date, quote=False)}</b> · <i>{kind}</i><br/><b>{title}</b><br/>{text}"

    def set_last_day(self, day: int) -> None:
        """Show where a shorter game ends (house rule, docs/VARIANTS.md): ``day`` framed with the finishing flag
        and the days after it veiled; 31 December (the rulebook's end, already the finish square) shows nothing."""
        if self._last_day_item is not None:
            self.removeItem(self._last_day_item)
            self._last_day_item = None
        if day < DAYS_IN_YEAR - 1:
            self._last_day_item = _LastDayItem(day)
            self.addItem(self._last_day_item)

    @property
    def last_day(self) -> int:
        """The game's last day as the board shows it (day index; 365 for the whole year)."""
        return self._last_day_item.day if self._last_day_item is not None else DAYS_IN_YEAR - 1

    def sign_days(self, sign: str) -> tuple[int, int]:
        """Return the first and last day index of a zodiac sign (the last may be before the first: Capricorn)."""
        zodiac = cast(Mapping[str, str], self.content.edition.zodiac)
        start = day_index(zodiac[sign])
        following = SIGN_ORDER[(SIGN_ORDER.index(sign) + 1) % len(SIGN_ORDER)]
        end = (day_index(zodiac[following]) - 1) % DAYS_IN_YEAR
        return start, end

    # ------------------------------------------------------------------ geometry

    def square_rect(self, day: int) -> QRectF:
        """Return the scene rect of a day square (day index 0..365)."""
        return QRectF(self._rects[day])

    def square_item(self, day: int) -> QGraphicsItem:
        """Return the invisible item covering a day square; it carries the square's tooltip."""
        return self._square_items[day]

    def square_items(self) -> list[QGraphicsItem]:
        """Return the 366 square items, by day index."""
        return list(self._square_items)

    def day_at(self, pos: QPointF) -> int:
        """Return the day index at a scene point, or -1 outside the squares."""
        return day_at(pos)

    def pawn_item(self, player: int) -> QGraphicsItem:
        """Return the pawn item of a player."""
        return self._pawns[player]

    def positions(self) -> list[int]:
        """Return the day index of each pawn as last told (or reached by an animation)."""
        return list(self._positions)

    # ------------------------------------------------------------------ pawns at rest

    def set_positions(self, positions: Sequence[int]) -> None:
        """Place every pawn at once, without animation.

        Args:
            positions: a day index per player, in player order (missing players stay put).
        """
        for anim in self._slides:
            anim.stop()
        self._flying.clear()
        for player, day in enumerate(positions[: len(self._pawns)]):
            self._positions[player] = int(day)
        for pawn in self._pawns:
            pawn.setZValue(Z_PAWN)
        for day in set(self._positions):
            self._layout_square(day, animate=False)

    def _occupants(self, day: int, joining: Iterable[int] = ()) -> list[int]:
        joining = set(joining)
        return [p for p, d in enumerate(self._positions) if d == day and (p not in self._flying or p in joining)]

    def _slot_of(self, player: int, day: int, joining: Iterable[int] = ()) -> tuple[QPointF, float]:
        occupants = self._occupants(day, joining)
        if player not in occupants:
            occupants = sorted([*occupants, player])
        slots = pawn_slots(self._rects[day], len(occupants))
        return slots[occupants.index(player)]

    def _layout_square(self, day: int, *, animate: bool, speed: float = 1.0) -> None:
        occupants = self._occupants(day)
        for player, (pos, scale) in zip(occupants, pawn_slots(self._rects[day], len(occupants))):
            if animate and speed > 0:
                self._slide(player, pos, scale, SETTLE_MS / speed)
            else:
                self._stop_slide(player)
                self._pawns[player].setPos(pos)
                self._pawns[player].setScale(scale)

    def _stop_slide(self, player: int) -> None:
        self._slides[player].stop()

    def _slide(self, player: int, pos: QPointF, scale: float, duration: float) -> None:
        """Slide a pawn to a place on its square (pawns making room), with its reusable animation."""
        anim = self._slides[player]
        anim.stop()
        pawn = self._pawns[player]
        start, start_scale = pawn.pos(), pawn.scale()
        if (start - pos).manhattanLength() < 0.01 and abs(start_scale - scale) < 0.001:
            return
        self._slide_ends[player] = (start, start_scale, QPointF(pos), scale)
        anim.setDuration(max(1, round(duration)))
        anim.start()

    def _slide_step(self, player: int, value: object) -> None:
        start, start_scale, end, end_scale = self._slide_ends[player]
        t = float(value)  # type: ignore[arg-type]
        pawn = self._pawns[player]
        pawn.setPos(_lerp(start, end, t))
        pawn.setScale(start_scale + (end_scale - start_scale) * t)

    def _make_animation(self, duration_ms: float, easing: QEasingCurve.Type, on_start: Callable[[], None],
                        on_value: Callable[[float], None], on_stop: Callable[[], None]) -> QAbstractAnimation:
        return _StepAnimation(duration_ms, easing, on_start, on_value, on_stop, self, self._retire)

    def _retire(self, anim: QAbstractAnimation) -> None:
        """Note a finished animation; it is let go from the event loop, never inside its own signals.

        Animations in a group belong to the group and are left alone.
        """
        if anim.group() is not None:
            return
        self._retired.append(anim)
        if len(self._retired) == 1:
            QTimer.singleShot(0, self, self._sweep_retired)

    @Slot()
    def _sweep_retired(self) -> None:
        """Hand finished animations that no group adopted back to Python, which frees them when unused."""
        retired, self._retired = self._retired, []
        for anim in retired:
            if not shiboken6.isValid(anim):
                continue
            if anim.state() == QAbstractAnimation.State.Stopped and anim.parent() is self:
                anim.setParent(None)

    # ------------------------------------------------------------------ animations

    def move_animation(self, player: int, from_day: int, to_day: int, speed: float) -> QAbstractAnimation:
        """Return an animation of a pawn sliding day by day along the calendar.

        Forward or backward, through every day in between, with an easing
        curve and a little hop per day. When it finishes (or is stopped) the
        pawn stands on ``to_day`` and the pawns sharing that square are
        rearranged side by side. The caller starts it (or adds it to a group);
        it belongs to the scene (or to the group it is added to); once it has
        run outside a group, the scene lets it go (it lives on only while you
        keep a reference), so do not restart it.

        Args:
            player: the pawn's player index.
            from_day: the day index it leaves (the pawn starts from where it is shown).
            to_day: the day index it reaches.
            speed: animation speed; 1.0 is about 60 ms per day (at most ~1.6 s),
                2.0 twice as fast, 0 instant (duration 0).

        Returns:
            The animation (not started).
        """
        step = 1 if to_day >= from_day else -1
        days = list(range(from_day, to_day + step, step))
        pawn = self._pawns[player]
        path: list[QPointF] = []
        scales = [1.0, 1.0]

        def on_start() -> None:
            self._stop_slide(player)
            old_day = self._positions[player]
            self._flying.add(player)
            self._positions[player] = to_day
            end, end_scale = self._slot_of(player, to_day, (player,))
            path[:] = [pawn.pos()] + [pawn_slots(self._rects[d], 1)[0][0] for d in days[1:-1]] + [end]
            if len(path) == 1:
                path.append(end)
            scales[:] = [pawn.scale(), end_scale]
            pawn.setZValue(Z_FLYING)
            self._layout_square(old_day, animate=True, speed=speed or 1.0)

        def on_value(t: float) -> None:
            legs = len(path) - 1
            where = min(t * legs, legs - 1e-9)
            leg = int(where)
            f = where - leg
            hop = math.sin(math.pi * f) if legs > 1 else math.sin(math.pi * t) * 0.6
            point = _lerp(path[leg], path[leg + 1], f)
            pawn.setPos(QPointF(point.x(), point.y() - 3.5 * hop))
            base = scales[0] + (scales[1] - scales[0]) * t
            pawn.setScale(base * (1.0 + 0.14 * hop))

        def on_stop() -> None:
            self._land(player, to_day, speed)

        return self._make_animation(move_duration(len(days) - 1, speed), QEasingCurve.Type.InOutQuad,
                                    on_start, on_value, on_stop)

    def _land(self, player: int, day: int, speed: float) -> None:
        pawn = self._pawns[player]
        self._flying.discard(player)
        self._positions[player] = day
        pos, scale = self._slot_of(player, day)
        pawn.setPos(pos)
        pawn.setScale(scale)
        pawn.setZValue(Z_PAWN)
        self._layout_square(day, animate=speed > 0, speed=speed)

    def swap_animation(self, p: int, q: int, speed: float) -> QAbstractAnimation:
        """Return an animation of two pawns crossing over along two arcs.

        When it finishes (or is stopped) ``p`` stands where ``q`` stood and
        ``q`` where ``p`` stood. Ownership as for :meth:`move_animation`.

        Args:
            p, q: the two players' indices.
            speed: animation speed; about 700 ms at 1.0, 0 instant.

        Returns:
            The animation (not started).
        """
        pawns = (self._pawns[p], self._pawns[q])
        geometry: dict[str, object] = {}

        def on_start() -> None:
            self._stop_slide(p)
            self._stop_slide(q)
            day_p, day_q = self._positions[p], self._positions[q]
            self._flying |= {p, q}
            self._positions[p], self._positions[q] = day_q, day_p
            starts = (pawns[0].pos(), pawns[1].pos())
            ends = (self._slot_of(p, day_q, (p, q)), self._slot_of(q, day_p, (p, q)))
            middle = _lerp(starts[0], starts[1], 0.5)
            dx, dy = starts[1].x() - starts[0].x(), starts[1].y() - starts[0].y()
            length = math.hypot(dx, dy) or 1.0
            normal = QPointF(-dy / length, dx / length)
            bulge = min(140.0, 18.0 + 0.22 * length)
            geometry.update(starts=starts, ends=ends, scales=(pawns[0].scale(), pawns[1].scale()),
                            controls=(middle + normal * bulge, middle - normal * bulge))
            for pawn in pawns:
                pawn.setZValue(Z_FLYING)

        def on_value(t: float) -> None:
            lift = math.sin(math.pi * t)
            for i, pawn in enumerate(pawns):
                start = geometry["starts"][i]  # type: ignore[index]
                (end, end_scale) = geometry["ends"][i]  # type: ignore[index]
                pawn.setPos(_bezier(start, geometry["controls"][i], end, t))  # type: ignore[index]
                base = geometry["scales"][i] + (end_scale - geometry["scales"][i]) * t  # type: ignore[index]
                pawn.setScale(base * (1.0 + 0.3 * lift))

        def on_stop() -> None:
            day_p, day_q = self._positions[p], self._positions[q]
            self._flying -= {p, q}
            for player, day in ((p, day_p), (q, day_q)):
                pos, scale = self._slot_of(player, day)
                self._pawns[player].setPos(pos)
                self._pawns[player].setScale(scale)
                self._pawns[player].setZValue(Z_PAWN)
            for day in {day_p, day_q}:
                self._layout_square(day, animate=speed > 0, speed=speed)

        duration = SWAP_MS / speed if speed > 0 else 0.0
        return self._make_animation(duration, QEasingCurve.Type.InOutCubic, on_start, on_value, on_stop)

    def pawn_animations(self, event: object, speed: float) -> list[QAbstractAnimation]:
        """Return the animations of the pawns that an engine event moves (none for other events).

        A pawn's move (not the move back of a bankruptcy: its
        :class:`~gameofyear.engine.events.Bankrupt` jumps the pawn), a
        bankruptcy's jump, a swap and 1 April's new squares; ownership and
        ending as for :meth:`move_animation`. Every game window shows an
        event's pawns this way.

        Args:
            event: an engine event.
            speed: animation speed; 0 instant.
        """
        from ..engine import events as ev

        e: Any = event
        t = type(event)
        if t is ev.PawnMoved:
            return [] if e.cause == "bankruptcy" else [self.move_animation(e.player, e.from_day, e.to_day, speed)]
        if t is ev.Bankrupt:
            return [self.jump_animation(e.player, e.to_day, speed)]
        if t is ev.PawnsSwapped:
            return [self.swap_animation(e.player, e.other, speed)]
        if t is ev.PawnsRearranged:
            return [self.jump_animation(q, to_day, speed) for q, _, to_day in e.moves]
        return []

    def jump_animation(self, player: int, to_day: int, speed: float) -> QAbstractAnimation:
        """Return an animation of a pawn hopping straight to a day (a bankruptcy jump back).

        Ownership and ending as for :meth:`move_animation`.

        Args:
            player: the pawn's player index.
            to_day: the day index it lands on.
            speed: animation speed; about 650 ms at 1.0, 0 instant.

        Returns:
            The animation (not started).
        """
        pawn = self._pawns[player]
        geometry: dict[str, object] = {}

        def on_start() -> None:
            self._stop_slide(player)
            old_day = self._positions[player]
            self._flying.add(player)
            self._positions[player] = to_day
            end, end_scale = self._slot_of(player, to_day, (player,))
            start = pawn.pos()
            distance = math.hypot(end.x() - start.x(), end.y() - start.y())
            geometry.update(start=start, end=end, scales=(pawn.scale(), end_scale), height=min(160.0, 30.0 + 0.25 * distance))
            pawn.setZValue(Z_FLYING)
            self._layout_square(old_day, animate=True, speed=speed or 1.0)

        def on_value(t: float) -> None:
            point = _lerp(geometry["start"], geometry["end"], t)  # type: ignore[arg-type]
            lift = math.sin(math.pi * t)
            pawn.setPos(QPointF(point.x(), point.y() - geometry["height"] * lift))  # type: ignore[operator]
            s0, s1 = cast(tuple[float, float], geometry["scales"])
            pawn.setScale((s0 + (s1 - s0) * t) * (1.0 + 0.45 * lift))

        def on_stop() -> None:
            self._land(player, to_day, speed)

        duration = JUMP_MS / speed if speed > 0 else 0.0
        return self._make_animation(duration, QEasingCurve.Type.InOutSine, on_start, on_value, on_stop)

    # ------------------------------------------------------------------ highlights

    def highlight_days(self, days: Iterable[int]) -> None:
        """Glow on some squares (previews of where a pawn may go); an empty iterable clears."""
        for item in self._glow_items:
            self.removeItem(item)
        self._glow_items = []
        for day in sorted(set(days)):
            if 0 <= day < DAYS_IN_YEAR:
                item = _GlowItem(self._rects[day])
                item.setData(0, day)
                self.addItem(item)
                self._glow_items.append(item)

    def highlighted_days(self) -> list[int]:
        """Return the day indices glowing now, in order."""
        return [int(item.data(0)) for item in self._glow_items]

    def set_active_player(self, player: int | None) -> None:
        """Show a gently pulsing halo around the active player's pawn (None: no halo)."""
        self._active = player
        for index, pawn in enumerate(self._pawns):
            pawn.halo_item().setVisible(index == player)
        if player is None:
            self._halo_pulse.stop()
        elif self._halo_pulse.state() != QAbstractAnimation.State.Running:
            self._halo_pulse.start()

    def active_player(self) -> int | None:
        """Return the player whose pawn has the halo, or None."""
        return self._active

    @Slot(object)
    def _pulse_halo(self, value: object) -> None:
        if self._active is not None:
            self._pawns[self._active].halo_item().setOpacity(float(value))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ mouse

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """Follow the mouse: outline the square under it and emit :attr:`day_hovered` on change."""
        super().mouseMoveEvent(event)
        self._set_hover(day_at(event.scenePos()))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """Remember the square pressed (the press stays free for the view's hand scrolling)."""
        super().mousePressEvent(event)
        self._press_day = day_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else -1

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """Emit :attr:`day_clicked` when the left button is released on the square it was pressed on."""
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        day = day_at(event.scenePos())
        pressed, self._press_day = self._press_day, -1
        moved = (event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)).manhattanLength()
        if day >= 0 and day == pressed and moved <= QApplication.startDragDistance():
            self.day_clicked.emit(day)

    def event(self, event: QEvent) -> bool:
        """Clear the hovered square when the mouse leaves the view; retranslate on a language change (a scene
        has no ``changeEvent``: its parent window passes the event on)."""
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self._set_hover(-1)
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return super().event(event)

    def _set_hover(self, day: int) -> None:
        if day == self._hover_day:
            return
        self._hover_day = day
        if day >= 0:
            self._hover_item.setPos(self._rects[day].topLeft())
            self._hover_item.setVisible(True)
        else:
            self._hover_item.setVisible(False)
        self.day_hovered.emit(day)

    def hovered_day(self) -> int:
        """Return the day index under the mouse, or -1."""
        return self._hover_day


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
