"""The board's sheet: its geometry in scene units, its colours, what each square does (its marks), and
the painting of the static board (paper, month headers, squares, frames, marks).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ..content import schema as s
from ..content.loader import Content, Square, iter_conditions, iter_effects
from ..dates import MONTH_LENGTHS, day_index, month_day, month_start
from . import theme
from .framepatterns import paint_patterned_frame
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
CHOSEN_GLOW = QColor("#e8730c")
"""The highlighted square chosen and waiting for its confirmation."""
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
