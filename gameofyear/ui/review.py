"""The year in review: a chronicle of a finished game told from its events, and each player's white-cross days.

:func:`chronicle` replays a game (its setup, seed and decisions) and tells,
from the events alone: each player's best and worst day (the most gained and
lost, money and tokens at the token's price, in one of their own turns), the
swaps and rearrangements of pawns, the bankruptcies and the quarter races
(RULINGS.md §5), each on its day, all in the order of the calendar. It
also gathers the days each player marked with a white cross: the days they
gained a token, bought, won at a quarter end or at the finish, or given by the
almanac, a card or another player (the start's tokens come with no day). :class:`YearReviewDialog` shows both and saves them as a PNG picture
or a PDF page to share.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPaintEvent, QPdfWriter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..dates import LAST_DAY, MONTH_LENGTHS, month_day
from ..engine import events as ev
from ..engine.variants import Variants, last_day
from . import theme
from .screenfit import FittedDialog
from .wording import fill, plural


@dataclass(frozen=True)
class YearChronicle:
    """What :func:`chronicle` tells of a game.

    Attributes:
        lines: the chronicle's sentences, in the language installed, in the order of the calendar: each
            tells of one day, and the lines of one day come in the order they happened in the game.
        crosses: per player, the day indexes (0..365) on which they gained a token, in order, each once.
    """

    lines: tuple[str, ...]
    crosses: tuple[tuple[int, ...], ...]
    highlights: tuple[str, ...] = ()
    """The evening's highlights in sentences (:func:`highlight_lines`), in the order of the calendar."""
    length: str = "year"
    """The game's length (the house rule): ``"year"``, ``"half"`` or ``"quarter"``."""
    last_day: int = LAST_DAY
    """The day index of the game's last day (31 December, or the edition's 30 June or 31 March)."""


def chronicle(game: Any, names: Sequence[str]) -> YearChronicle:
    """Tell the year of ``game`` (finished or not) from its events, replayed from its setup, seed and decisions.

    Args:
        game: an engine :class:`~gameofyear.engine.Game` (its ``setup``, ``content``, ``seed``, ``actions``).
        names: the players' names by index.

    Returns:
        The chronicle's lines and every player's white-cross days.
    """
    return chronicle_of_events(game.history(), len(game.setup.players), game.content, names, game.setup.variants)


def chronicle_of_events(events: Sequence[ev.Event], count: int, content: Any, names: Sequence[str],
                        variants: Variants | None = None) -> YearChronicle:
    """Tell the year from its public events alone (what a network game's window received).

    Args:
        events: the game's events, in order, from its start.
        count: the number of players.
        content: the game's content (the token's price, amounts of money).
        names: the players' names by index.
        variants: the game's house rules (:class:`~gameofyear.engine.variants.Variants`; None: none), which give
            its length: a quarter or a half game is told as such.

    Returns:
        The chronicle's lines and every player's white-cross days, as :func:`chronicle` tells them.

    Raises:
        ValueError: a quarter or half game on content that gives no lengths (``variants.yaml``).

    Each line is dated by the day it happened: a best or worst day by the square the player ended
    that turn on (or failed to pay on), a bankruptcy by the square where the pawn could not pay
    (not the end of the month it was sent back to), a swap or a rearrangement by the square of the
    player who made it (21 June, 1 April, or a card's), a quarter race by the quarter's last day.
    Pawns go back in the year (a bankruptcy, a card, a swap), so the order the game told them in
    is not the calendar's: the lines are told from January to December, and those of one day in
    the order they happened.
    """
    from ..narrate import day_name, translate
    from .language import log_tr

    price = content.edition.token_price
    position = [0] * count
    crosses: list[list[int]] = [[] for _ in range(count)]
    turn_money = [0] * count
    turn_tokens = [0] * count
    turn_day: list[int | None] = [None] * count  # the day a bankruptcy happened on, in the turn
    best: list[tuple[int, int, int, int, int] | None] = [None] * count  # (value, day, money, tokens, when)
    worst: list[tuple[int, int, int, int, int] | None] = [None] * count
    told: list[tuple[int, int, str]] = []  # (day, when, line): "when" is the event's place in the game

    def gain(player: int | None, amount: int) -> None:
        if player is not None:
            turn_money[player] += amount

    def gain_tokens(player: int | None, tokens: int) -> None:
        if player is not None:
            turn_tokens[player] += tokens

    event: Any  # each event's own fields are read by its type
    for when, event in enumerate(events):
        t = type(event)
        if t is ev.TurnStarted:
            turn_money[:] = [0] * count
            turn_tokens[:] = [0] * count
            turn_day[:] = [None] * count
        elif t is ev.TurnEnded:
            player = event.player
            money, tokens = turn_money[player], turn_tokens[player]
            value = money + tokens * price  # tokens at the token's price, to compare days
            bankrupt_on = turn_day[player]
            day = position[player] if bankrupt_on is None else bankrupt_on
            known = best[player]
            if value > 0 and (known is None or value > known[0]):
                best[player] = (value, day, money, tokens, when)
            known = worst[player]
            if value < 0 and (known is None or value < known[0]):
                worst[player] = (value, day, money, tokens, when)
        elif t is ev.PawnMoved:
            position[event.player] = event.to_day
        elif t is ev.Bankrupt:
            turn_day[event.player] = event.from_day  # the loss is told where it happened, not where the pawn went
            position[event.player] = event.to_day
            told.append((event.from_day, when, fill(
                QCoreApplication.translate("YearReview", "{name} went bankrupt on {date}."),
                name=names[event.player], date=day_name(event.from_day, log_tr))))
        elif t is ev.PawnsSwapped:
            # the event gives the squares after the swap: the swap happened where the player stood,
            # the square the other pawn now has
            position[event.player], position[event.other] = event.player_day, event.other_day
            told.append((event.other_day, when, fill(
                QCoreApplication.translate("YearReview", "On {date}, {name} and {other} swapped places."),
                date=day_name(event.other_day, log_tr), name=names[event.player], other=names[event.other])))
        elif t is ev.PawnsRearranged:
            for q, _from, to_day in event.moves:
                position[q] = to_day
            day = position[event.player]  # the player who rearranges stays on the square that says so
            told.append((day, when, fill(
                QCoreApplication.translate("YearReview", "On {date}, {name} rearranged the other pawns."),
                date=day_name(day, log_tr), name=names[event.player])))
        elif t is ev.MoneyPaid:
            gain(event.payer, -event.amount)
            gain(event.payee, event.amount)
        elif t is ev.TokensMoved:
            gain_tokens(event.giver, -event.count)
            gain_tokens(event.taker, event.count)
            taker = event.taker
            if taker is not None and position[taker] not in crosses[taker]:
                crosses[taker].append(position[taker])
        elif t is ev.QuarterPassed:  # its money and tokens follow as MoneyPaid and TokensMoved
            if event.rank == 1:
                told.append((event.day, when, fill(
                    QCoreApplication.translate("YearReview", "{name} was first to reach {date} and won the quarter race."),
                    name=names[event.player], date=day_name(event.day, log_tr))))

    def gained(money: int, tokens: int) -> str:
        """``+1 000 F``, ``+2 tokens``, ``+400 F, −1 token``: what the turn brought, money and tokens apart."""
        parts = []
        if money:
            parts.append(("+" if money > 0 else "−") + content.format_money(abs(money)))
        if tokens:
            parts.append(("+" if tokens > 0 else "−") + plural(
                "YearReview", translate("YearReview", "%n token(s)", "", 1), abs(tokens)))
        return ", ".join(parts)

    for player in range(count):
        known = best[player]
        if known is not None:
            _, day, money, tokens, when = known
            told.append((day, when, fill(QCoreApplication.translate("YearReview", "{name}'s best day: {date} ({gain})."),
                                         name=names[player], date=day_name(day, log_tr), gain=gained(money, tokens))))
        known = worst[player]
        if known is not None:
            _, day, money, tokens, when = known
            told.append((day, when, fill(QCoreApplication.translate("YearReview", "{name}'s worst day: {date} ({gain})."),
                                         name=names[player], date=day_name(day, log_tr), gain=gained(money, tokens))))
    told.sort(key=lambda entry: entry[:2])  # the order of the calendar; one day's lines in the order they happened
    from ..narrate.highlights import highlights

    length = "year" if variants is None else variants.length
    return YearChronicle(tuple(line for _, _, line in told), tuple(tuple(days) for days in crosses),
                         highlight_lines(highlights(events, count, start_money=content.edition.start_money,
                                                    start_tokens=content.edition.start_tokens, price=price),
                                         names, content),
                         length, LAST_DAY if variants is None else last_day(variants, content))


def highlight_lines(found: Sequence[Any], names: Sequence[str], content: Any) -> tuple[str, ...]:
    """Tell each :class:`~gameofyear.narrate.highlights.Highlight` in one sentence, in the language installed.

    Args:
        found: the highlights, as :func:`gameofyear.narrate.highlights.highlights` picked them.
        names: the players' names by index.
        content: the game's content (money is written in its edition's currency).

    Returns:
        One sentence per highlight, in the same order ("Marie bankrupted Félix on 26 February.").
    """
    from ..narrate import day_name, translate
    from .language import log_tr

    lines = []
    for h in found:
        date = day_name(h.day, log_tr)
        name = names[h.player]
        other = names[h.other] if h.other is not None else ""
        if h.kind == "bankrupted":
            line = fill(QCoreApplication.translate("YearReview", "{name} bankrupted {other} on {date}."),
                        name=other, other=name, date=date)
        elif h.kind == "bankrupt":
            line = fill(QCoreApplication.translate("YearReview", "{name} went bankrupt on {date}."),
                        name=name, date=date)
        elif h.kind == "biggest_win":
            line = fill(QCoreApplication.translate("YearReview", "The biggest win of the evening: {name} received "
                                                                 "{money} on {date}."),
                        name=name, money=content.format_money(h.amount), date=date)
        elif h.kind == "biggest_payment":
            line = fill(QCoreApplication.translate("YearReview", "The biggest payment of the evening: {name} paid "
                                                                 "{money} on {date}."),
                        name=name, money=content.format_money(h.amount), date=date)
        elif h.kind == "swap":
            line = fill(QCoreApplication.translate("YearReview", "On {date}, {name} and {other} swapped places."),
                        date=date, name=name, other=other)
        elif h.kind == "rearranged":
            line = fill(QCoreApplication.translate("YearReview", "On {date}, {name} rearranged the other pawns."),
                        date=date, name=name)
        elif h.kind == "birthday":
            line = fill(QCoreApplication.translate("YearReview", "On {date}, {name} was given {money} for their "
                                                                 "birthday."),
                        date=date, name=name, money=content.format_money(h.amount))
        elif h.kind == "led_most":
            line = fill(plural("YearReview", translate(
                "YearReview", "{name} took the lead on {date} and led the table for %n turn(s) in all.", "", 1),
                h.amount), name=name, date=date)
        elif h.kind == "comeback":
            line = fill(QCoreApplication.translate("YearReview", "{name} was last on {date} and came back to lead "
                                                                 "at the end."),
                        name=name, date=date)
        elif h.amount > 0:
            line = fill(plural("YearReview", translate(
                "YearReview", "{name} was first to reach {date} and won %n token(s).", "", 1), h.amount),
                name=name, date=date)
        else:
            line = fill(QCoreApplication.translate("YearReview", "{name} was first to reach {date}."),
                        name=name, date=date)
        lines.append(line)
    return tuple(lines)


class CrossCalendar(QWidget):
    """The year as twelve rows of days, each player's white-cross days marked in their colour.

    Each player's cross has its own place in the day's square and its own
    stroke (solid, dashed, dotted…), so that colours need not be told apart.

    Args:
        crosses: per player, the day indexes marked.
        colours: per player, the pawn colour.
        names: per player, the name (the legend).
        last_day: the day index of the game's last day: the calendar ends with its month (31 March: three rows).
    """

    STROKES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
               Qt.PenStyle.DashDotDotLine, Qt.PenStyle.SolidLine)
    """Each player's stroke, by seat."""

    def __init__(self, crosses: Sequence[Sequence[int]], colours: Sequence[QColor], names: Sequence[str],
                 parent: QWidget | None = None, last_day: int = LAST_DAY):
        super().__init__(parent)
        self.last_day = last_day
        """The day index of the game's last day: no day after it is drawn."""
        self.months = month_day(last_day)[0]
        """The months drawn, one row each (3 for a quarter game, 6 for a half, 12 for the year)."""
        self.crosses = [tuple(days) for days in crosses]
        self.colours = [QColor(c) for c in colours]
        self.names = list(names)
        self.setMinimumSize(560, 300)
        marked = ", ".join(f"{name}: {len(days)}" for name, days in zip(self.names, self.crosses))
        self.setAccessibleName(QCoreApplication.translate("YearReview", "The white-cross days of each player"))
        self.setAccessibleDescription(marked)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """About 720 × 360 pixels."""
        return QSize(720, 360)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Draw the calendar (see :meth:`paint`)."""
        painter = QPainter(self)
        self.paint(painter, QRectF(self.rect()))
        painter.end()

    LEGEND_HEIGHT = 22.0
    """The height of the legend under the calendar (pixels)."""

    def grid(self, area: QRectF, label_width: float, header_height: float) -> tuple[float, float, float]:
        """The calendar's squares in ``area``: ``(top of January, width of a square, height of a row)`` in pixels."""
        cell_h = (area.height() - self.LEGEND_HEIGHT - header_height - 8) / self.months
        cell_w = (area.width() - label_width - 8) / 31
        return area.top() + 4 + header_height, cell_w, cell_h

    def square(self, area: QRectF, label_width: float, header_height: float, month: int, day: int) -> QRectF | None:
        """The square of ``day`` of ``month`` (both from 1) in ``area``, or None for a day the month lacks (30 February)."""
        if not (1 <= month <= self.months and 1 <= day <= MONTH_LENGTHS[month - 1]):
            return None
        top, cell_w, cell_h = self.grid(area, label_width, header_height)
        return QRectF(area.left() + label_width + (day - 1) * cell_w, top + (month - 1) * cell_h, cell_w - 1, cell_h - 1)

    def label_sizes(self, p: QPainter) -> tuple[float, float]:
        """The width of the months' names and the height of the days' numbers above the columns (pixels)."""
        from ..narrate import month_name
        from .language import log_tr

        p.setFont(theme.font(8))
        metrics = p.fontMetrics()
        return (max(metrics.horizontalAdvance(month_name(m, log_tr)) for m in range(1, 13)) + 8.0,
                metrics.height() + 2.0)

    def paint(self, p: QPainter, area: QRectF) -> None:
        """Draw the calendar into ``area`` of any painter (the screen, a picture, a PDF page)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(area, QColor("#fffdf7"))
        from ..narrate import month_name
        from .language import log_tr

        legend_h = self.LEGEND_HEIGHT
        label_w, header_h = self.label_sizes(p)
        top, cell_w, cell_h = self.grid(area, label_w, header_h)
        p.setPen(theme.INK_SOFT)
        for day in range(31):  # the days of the month above the columns
            p.drawText(QRectF(area.left() + label_w + day * cell_w, area.top() + 2, cell_w - 1, header_h),
                       Qt.AlignmentFlag.AlignCenter, str(day + 1))
        for month in range(1, self.months + 1):
            p.setPen(theme.INK_SOFT)
            p.drawText(QRectF(area.left() + 2, top + (month - 1) * cell_h, label_w - 4, cell_h),
                       Qt.AlignmentFlag.AlignVCenter, month_name(month, log_tr))
            p.setPen(QPen(QColor("#e4dccb"), 1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            for day in range(1, MONTH_LENGTHS[month - 1] + 1):  # only the days the month has (no 30 February)
                rect = self.square(area, label_w, header_h, month, day)
                assert rect is not None
                p.drawRect(rect)
        markers: dict[int, list[int]] = {}  # day -> the players who marked it, in seat order
        for player, days in enumerate(self.crosses):
            for index in days:
                markers.setdefault(index, []).append(player)
        for index, players in markers.items():
            square = self.square(area, label_w, header_h, *month_day(index))
            if square is None or index > self.last_day:
                continue
            slot = square.width() / len(players)  # a day marked by several: their crosses side by side
            for k, player in enumerate(players):
                colour = self.colours[player % len(self.colours)] if self.colours else theme.INK
                p.setPen(QPen(colour.darker(115), max(1.5, min(slot, square.height()) / 9),
                              self.STROKES[player % len(self.STROKES)]))
                part = QRectF(square.left() + k * slot, square.top(), slot, square.height())
                side = min(part.width(), part.height()) - 4
                r = QRectF(part.center().x() - side / 2, part.center().y() - side / 2, side, side)
                p.drawLine(r.topLeft(), r.bottomRight())
                p.drawLine(r.topRight(), r.bottomLeft())
        x = area.left() + label_w
        y = area.bottom() - legend_h + 4
        p.setFont(theme.font(9))
        for player, name in enumerate(self.names):
            colour = self.colours[player % len(self.colours)] if self.colours else theme.INK
            p.setPen(QPen(colour.darker(115), 2.5, self.STROKES[player % len(self.STROKES)]))
            p.drawLine(QPointF(x, y + 2), QPointF(x + 12, y + 14))
            p.drawLine(QPointF(x + 12, y + 2), QPointF(x, y + 14))
            p.setPen(theme.INK)
            label = f"{name} ({len(self.crosses[player])})"
            p.drawText(QPointF(x + 18, y + 13), label)
            x += 30 + p.fontMetrics().horizontalAdvance(label)


class _Chronicle(QScrollArea):
    """The chronicle's lines on screen: as tall as they are when the dialog has room, scrolling when it has not."""

    def __init__(self, text: QLabel):
        super().__init__()
        self.text = text
        """The chronicle's lines."""
        self._width = 0
        self.setWidget(text)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        text.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Tall enough for every line at the width the chronicle has."""
        width = max(self.viewport().width(), 200)
        return QSize(super().sizeHint().width(), self.text.heightForWidth(width) + 2 * self.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """A new width wraps the lines anew: the height the chronicle asks for changes with it."""
        super().resizeEvent(event)
        if event.size().width() != self._width:
            self._width = event.size().width()
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Three lines, the rest scrolls."""
        return QSize(super().minimumSizeHint().width(), 3 * self.fontMetrics().lineSpacing())


class YearReviewDialog(FittedDialog):
    """The chronicle of the year and the calendar of white crosses, to read and to save as PNG or PDF.

    Args:
        story: what :func:`chronicle` told.
        names: the players' names.
        colours: the players' pawn colours.
        parent: the window.
    """

    def __init__(self, story: YearChronicle, names: Sequence[str], colours: Sequence[QColor],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.story = story
        self.setWindowTitle(self.title())
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(palette.ColorRole.Window, theme.PAPER)
        palette.setColor(palette.ColorRole.WindowText, theme.INK)
        self.setPalette(palette)
        self.names = list(names)
        self.colours = [QColor(c) for c in colours]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sheet, self.text, self.calendar = self._sheet(scrolling=True)
        """The review itself (its title, the chronicle and the calendar, without the buttons); the chronicle's
        lines; each player's white-cross days."""
        layout.addWidget(self.sheet, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.png_button = buttons.addButton(self.tr("Save as &Picture…"), QDialogButtonBox.ButtonRole.ActionRole)
        """Saves the review as a PNG picture."""
        self.pdf_button = buttons.addButton(self.tr("Save as P&DF…"), QDialogButtonBox.ButtonRole.ActionRole)
        """Saves the review as a PDF page."""
        self.png_button.clicked.connect(lambda: self._ask_and_save("png"))
        self.pdf_button.clicked.connect(lambda: self._ask_and_save("pdf"))
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutRightMargin)
        row.setContentsMargins(margin, 0, margin, margin)
        row.addWidget(buttons)
        layout.addLayout(row)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        tall = max(640, self.sizeHint().height())  # a long chronicle asks for more, as far as the screen allows
        self.resize(min(820, int(screen.width() * 0.95)), min(tall, int(screen.height() * 0.92)))

    def title(self) -> str:
        """The review's title, told by the game's length: "The year in review", "The quarter in review"…"""
        if self.story.length == "quarter":
            return self.tr("The quarter in review")
        if self.story.length == "half":
            return self.tr("The half year in review")
        return self.tr("The year in review")

    def _sheet(self, *, scrolling: bool) -> tuple[QWidget, QLabel, CrossCalendar]:
        """Build the review: its title, the chronicle, the calendar of white crosses and its legend.

        Args:
            scrolling: the chronicle scrolls when the dialog is too short for all its lines (on screen);
                False for the picture, which is as tall as every line needs.

        Returns:
            The sheet, its chronicle and its calendar.
        """
        sheet = QWidget()
        sheet.setAutoFillBackground(True)
        sheet.setPalette(self.palette())
        column = QVBoxLayout(sheet)
        heading = QLabel(self.title())
        heading.setFont(theme.font(16, bold=True))
        column.addWidget(heading)
        if self.story.highlights:
            highlights_heading = QLabel(self.tr("The evening's highlights"))
            highlights_heading.setFont(theme.font(11, bold=True))
            column.addWidget(highlights_heading)
            self.highlights = QLabel("\n".join(self.story.highlights))
            """The evening's highlights, one sentence a line."""
            self.highlights.setWordWrap(True)
            self.highlights.setAccessibleName(self.tr("The evening's highlights"))
            column.addWidget(self.highlights)
        quiet = {"quarter": self.tr("A quiet quarter: nothing to tell."),
                 "half": self.tr("A quiet half year: nothing to tell.")}.get(self.story.length,
                                                                             self.tr("A quiet year: nothing to tell."))
        text = QLabel("\n".join(self.story.lines) if self.story.lines else quiet)
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                     | Qt.TextInteractionFlag.TextSelectableByMouse)
        text.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        text.setAccessibleName(self.tr("The chronicle of the year"))
        column.addWidget(_Chronicle(text) if scrolling else text)
        crosses_heading = QLabel(self.tr("Days marked with a white cross"))
        crosses_heading.setFont(theme.font(11, bold=True))
        column.addWidget(crosses_heading)
        crosses_hint = QLabel(self.tr("A cross marks each day on which a player gained tokens (bought, won or given); "
                                      "beside each name, how many such days."))
        crosses_hint.setWordWrap(True)
        crosses_hint.setFont(theme.font(9))
        crosses_hint.setStyleSheet(f"color: {theme.INK_SOFT.name()};")
        column.addWidget(crosses_hint)
        calendar = CrossCalendar(self.story.crosses, self.colours, self.names, last_day=self.story.last_day)
        column.addWidget(calendar, 1)
        return sheet, text, calendar

    @Slot()
    def _ask_and_save(self, kind: str) -> None:
        pattern = self.tr("PNG pictures (*.png)") if kind == "png" else self.tr("PDF documents (*.pdf)")
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the Year in Review"),
                                                str(Path.home() / (self.tr("Year in review") + "." + kind)), pattern)
        if chosen:
            (self.save_png if kind == "png" else self.save_pdf)(chosen)

    def save_png(self, path: str | Path) -> bool:
        """Save the review as a PNG picture at ``path``: its title, every line of the chronicle and the calendar,
        as wide as the dialog shows them and as tall as they need, without the dialog's buttons; True when written.
        A name typed without an extension gets ``.png`` (``Year`` → ``Year.png``)."""
        path = with_extension(path, ".png")
        sheet, _, _ = self._sheet(scrolling=False)
        sheet.setFont(self.sheet.font())
        width = self.sheet.width()
        column = sheet.layout()
        assert column is not None
        sheet.resize(width, max(self.sheet.height(), column.totalHeightForWidth(width)))
        column.activate()
        picture = sheet.grab()
        sheet.deleteLater()
        return bool(picture.save(str(path), "PNG"))

    def save_pdf(self, path: str | Path) -> bool:
        """Save the chronicle and the calendar as one landscape A4 page of PDF at ``path``; True when written.
        A name typed without an extension gets ``.pdf``."""
        path = with_extension(path, ".pdf")
        writer = QPdfWriter(str(path))
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                         QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
        writer.setResolution(150)
        writer.setTitle(self.title())
        p = QPainter(writer)
        if not p.isActive():
            return False
        page = QRectF(0, 0, writer.width(), writer.height())
        p.setPen(theme.INK)
        p.setFont(theme.font(16, bold=True))
        title_h = p.fontMetrics().height() * 1.6
        p.drawText(QRectF(page.left(), page.top(), page.width(), title_h), Qt.AlignmentFlag.AlignLeft,
                   self.title())
        p.setFont(theme.font(10))
        text_rect = QRectF(page.left(), page.top() + title_h, page.width() * 0.36, page.height() - title_h)
        p.drawText(text_rect, int(Qt.TextFlag.TextWordWrap), self.text.text())
        self.calendar.paint(p, QRectF(page.left() + page.width() * 0.38, page.top() + title_h,
                                      page.width() * 0.62, page.height() * 0.6))
        p.end()
        return Path(path).exists() and Path(path).stat().st_size > 0


def with_extension(path: str | Path, suffix: str) -> Path:
    """Return ``path`` with ``suffix`` (``".png"``) added when its name has no extension, else unchanged.

    >>> with_extension("/tmp/Year in review", ".png").name
    'Year in review.png'
    >>> with_extension("/tmp/year.PNG", ".png").name
    'year.PNG'
    """
    path = Path(path)
    return path if path.suffix else path.with_name(path.name + suffix)


__all__ = ["CrossCalendar", "YearChronicle", "YearReviewDialog", "chronicle", "with_extension"]
