"""The end of the year: the ranking, how ties were settled, and the year in two charts.

:class:`HistoryRecorder` samples every player's tokens and money while a game
is played; :class:`ResultsDialog` shows the :class:`~gameofyear.engine.game.Outcome`
(RULINGS.md §9: most tokens, then most money, then a shared place; +6 tokens
to the first pawn on 31 December, +3 to the pawn in second position) with a
:class:`LineChart` of tokens and one of money through the year.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..content import Content
from ..engine import events as ev
from ..engine.game import Game, Outcome
from ..engine.match import Match
from ..engine.variants import Length
from ..narrate import translate
from . import theme
from .language import list_in_words
from .matchtable import MatchTable, TeamsCard, ordinal
from .newgame import START_BUTTON_STYLE, pawn_pixmap
from .screenfit import FittedDialog
from .wording import plural

NEW_GAME = 2
"""The result code of :class:`ResultsDialog` when the player asks for a new game."""
NEXT_YEAR = 3
"""The result code of :class:`ResultsDialog` when the players go on to the next year of a match."""
GOLD_ROW = QColor("#fbecc0")
"""Background of the first place's row."""
CARD = QColor("#fffdf7")
"""Background of the ranking card and the charts."""


@dataclass(frozen=True)
class History:
    """Tokens and money of every player through a game, sampled once per turn.

    Attributes:
        turns: the x axis: the turn number of each sample (the engine's turn counter).
        tokens: per player, the tokens held at each sample.
        money: per player, the money held at each sample (money units).
    """

    turns: tuple[int, ...]
    tokens: tuple[tuple[int, ...], ...]
    money: tuple[tuple[int, ...], ...]

    def with_outcome(self, outcome: Outcome) -> History:
        """Return the history ending on the outcome's final figures.

        A last sample (at the last turn) is added when the figures of the last
        sample differ from the ranking's, e.g. when the history was sampled at
        turn ends and the game stopped within a turn with the finish bonus.
        """
        players = max(len(self.tokens), max((p for _, p, _, _ in outcome.ranking), default=-1) + 1)
        final_tokens = [0] * players
        final_money = [0] * players
        for _, player, tokens, money in outcome.ranking:
            final_tokens[player] = tokens
            final_money[player] = money
        if self.turns and len(self.tokens) == players:
            last_tokens = [t[-1] for t in self.tokens]
            last_money = [m[-1] for m in self.money]
            if last_tokens == final_tokens and last_money == final_money:
                return self
        turn = self.turns[-1] if self.turns else 0
        if len(self.tokens) != players:
            return History((turn,), tuple((t,) for t in final_tokens), tuple((m,) for m in final_money))
        return History(
            self.turns + (turn,),
            tuple(t + (final_tokens[i],) for i, t in enumerate(self.tokens)),
            tuple(m + (final_money[i],) for i, m in enumerate(self.money)),
        )


class HistoryRecorder:
    """Collects a :class:`History` while a game is played.

    Call :meth:`record` after each turn (or after each decision: samples of the
    same turn replace each other, so there is one point per turn).
    """

    def __init__(self) -> None:
        self._turns: list[int] = []
        self._tokens: list[list[int]] = []
        self._money: list[list[int]] = []

    def record(self, turn: int, game: Game) -> None:
        """Sample every player's tokens and money now.

        Args:
            turn: the turn number (x axis), e.g. ``game.state.turn``.
            game: the game; only its public figures are read.
        """
        players = game.observation(None).players
        self.record_figures(turn, [view.tokens for view in players], [view.money for view in players])

    def record_figures(self, turn: int, tokens: Sequence[int], money: Sequence[int]) -> None:
        """Sample every player's tokens and money as given (one figure per player, by player index).

        Args:
            turn: the turn number (x axis).
            tokens: each player's tokens now.
            money: each player's money now (money units).
        """
        if not self._tokens:
            self._tokens = [[] for _ in tokens]
            self._money = [[] for _ in money]
        if self._turns and self._turns[-1] == turn:
            self._turns.pop()
            for series in (*self._tokens, *self._money):
                series.pop()
        self._turns.append(turn)
        for i, (held, cash) in enumerate(zip(tokens, money)):
            self._tokens[i].append(held)
            self._money[i].append(cash)

    def history(self) -> History:
        """Return the samples so far."""
        return History(
            tuple(self._turns),
            tuple(tuple(t) for t in self._tokens),
            tuple(tuple(m) for m in self._money),
        )


class PublicFigures:
    """Every player's tokens and money, followed from the public events alone (a network game's window).

    Each change of money is a :class:`~gameofyear.engine.events.MoneyPaid`
    and each change of tokens a :class:`~gameofyear.engine.events.TokensMoved`
    (the bank is ``None``); the game starts with the edition's
    ``start_money`` and ``start_tokens`` for everybody (RULINGS.md §11).

    Args:
        count: the number of players.
        content: the game's content (its edition's starting figures).
    """

    def __init__(self, count: int, content: Content):
        self.money = [content.edition.start_money] * count
        """Each player's money (money units)."""
        self.tokens = [content.edition.start_tokens] * count
        """Each player's tokens."""

    def apply(self, events: Sequence[ev.Event]) -> None:
        """Follow ``events`` (in order)."""
        for event in events:
            if isinstance(event, ev.MoneyPaid):
                if event.payer is not None:
                    self.money[event.payer] -= event.amount
                if event.payee is not None:
                    self.money[event.payee] += event.amount
            elif isinstance(event, ev.TokensMoved):
                if event.giver is not None:
                    self.tokens[event.giver] -= event.count
                if event.taker is not None:
                    self.tokens[event.taker] += event.count


def history_of_events(events: Sequence[ev.Event], count: int, content: Content) -> History:
    """The tokens and money of every player through a game, told by its public events from the start.

    One sample at the end of each turn (:class:`~gameofyear.engine.events.TurnEnded`),
    x being the turn's number (:class:`~gameofyear.engine.events.TurnStarted`),
    and one with the figures after the last event.

    Args:
        events: the game's events, in order, from its start.
        count: the number of players.
        content: the game's content.
    """
    figures = PublicFigures(count, content)
    recorder = HistoryRecorder()
    turn = 0
    for event in events:
        figures.apply((event,))
        if isinstance(event, ev.TurnStarted):
            turn = event.turn
        elif isinstance(event, ev.TurnEnded):
            recorder.record_figures(turn, figures.tokens, figures.money)
    recorder.record_figures(turn, figures.tokens, figures.money)
    return recorder.history()


@dataclass(frozen=True)
class ChartSeries:
    """One line of a :class:`LineChart`: a name for the legend, a colour and a value per x."""

    name: str
    colour: QColor
    values: tuple[int, ...]


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Return round tick values (steps of 1, 2 or 5 × 10ⁿ) covering ``low``..``high``.

    >>> nice_ticks(0, 23)
    [0, 5, 10, 15, 20, 25]
    """
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    step = max(step, 1)
    start = math.floor(low / step) * step
    ticks = []
    value = start
    while value < high + step * 0.999:
        ticks.append(int(value) if float(value).is_integer() else value)
        value += step
    return ticks


class LineChart(QWidget):
    """A line chart drawn with QPainter: a title, axes with round ticks, one line per series, a legend.

    Args:
        title: shown above the plot.
        x_title: the x axis' name (e.g. "Turn").
        parent: the parent widget.

    Give it data with :meth:`set_data`.
    """

    def __init__(self, title: str, x_title: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.title = title
        self.x_title = x_title
        self.xs: tuple[int, ...] = ()
        """The x value of each sample."""
        self.series: tuple[ChartSeries, ...] = ()
        """The lines, in legend order."""
        self.value_text: Callable[[int], str] = str
        """Writes a y tick value."""
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(
        self, xs: Sequence[int], series: Sequence[ChartSeries], value_text: Callable[[int], str] = str
    ) -> None:
        """Show ``series`` (each with one value per x in ``xs``); ``value_text`` writes the y ticks."""
        self.xs = tuple(xs)
        self.series = tuple(series)
        self.value_text = value_text
        self.update()

    def line_count(self) -> int:
        """Return how many lines the chart draws."""
        return sum(1 for s in self.series if s.values)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """A comfortable size for a chart beside another."""
        return QSize(460, 320)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """Draw the card, the title, the grid and ticks, the lines and the legend."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(theme.PAPER_DARK.darker(115), 1))
        p.setBrush(CARD)
        p.drawRoundedRect(card, 8, 8)

        title_font = theme.font(11, bold=True)
        p.setFont(title_font)
        p.setPen(theme.INK)
        title_height = QFontMetricsF(title_font).height()
        p.drawText(QRectF(card.left() + 14, card.top() + 8, card.width() - 28, title_height),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)

        small = theme.font(8.5)
        fm = QFontMetricsF(small)
        p.setFont(small)
        legend_rect = self._draw_legend(p, card, fm)
        values = [v for s in self.series for v in s.values]
        if not self.xs or not values:
            p.setPen(theme.INK_SOFT)
            p.drawText(card, Qt.AlignmentFlag.AlignCenter, self.tr("No figures recorded"))
            p.end()
            return

        y_ticks = nice_ticks(min(0, min(values)), max(values) if max(values) > 0 else 1)
        x_low, x_high = min(self.xs), max(self.xs)
        x_ticks = [t for t in nice_ticks(x_low, max(x_high, x_low + 1), 6) if x_low <= t <= max(x_high, x_low + 1)]
        label_width = max(fm.horizontalAdvance(self.value_text(int(t))) for t in y_ticks)
        plot = QRectF(
            card.left() + 14 + label_width + 6,
            card.top() + 8 + title_height + 10,
            0, 0,
        )
        plot.setRight(card.right() - 18)
        plot.setBottom(legend_rect.top() - 10 - fm.height() * (2 if self.x_title else 1) - 4)
        y_low, y_high = y_ticks[0], y_ticks[-1]
        x_span = max(x_high - x_low, 1)

        def to_point(x: float, y: float) -> QPointF:
            return QPointF(
                plot.left() + (x - x_low) / x_span * plot.width(),
                plot.bottom() - (y - y_low) / (y_high - y_low) * plot.height(),
            )

        # grid and y ticks
        for tick in y_ticks:
            y = to_point(x_low, tick).y()
            p.setPen(QPen(theme.PAPER_DARK, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(theme.INK_SOFT)
            p.drawText(QRectF(card.left() + 8, y - fm.height() / 2, plot.left() - card.left() - 14, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.value_text(int(tick)))
        # x ticks
        p.setPen(QPen(theme.INK_SOFT, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        for tick in x_ticks:
            x = to_point(tick, y_low).x()
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            p.drawText(QRectF(x - 30, plot.bottom() + 5, 60, fm.height()), Qt.AlignmentFlag.AlignCenter, str(int(tick)))
        if self.x_title:
            p.drawText(QRectF(plot.left(), plot.bottom() + 5 + fm.height(), plot.width(), fm.height()),
                       Qt.AlignmentFlag.AlignCenter, self.x_title)

        # lines: a soft dark halo under each so that pale colours stay visible
        p.setClipRect(plot.adjusted(-4, -6, 6, 4))
        for s in self.series:
            if not s.values:
                continue
            path = QPainterPath(to_point(self.xs[0], s.values[0]))
            for x, v in zip(self.xs[1:], s.values[1:]):
                path.lineTo(to_point(x, v))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(43, 38, 34, 70), 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPath(path)
            p.setPen(QPen(s.colour, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.drawPath(path)
            end = to_point(self.xs[len(s.values) - 1], s.values[-1])
            p.setPen(QPen(s.colour.darker(160) if s.colour.lightness() < 200 else theme.INK_SOFT, 1.2))
            p.setBrush(s.colour)
            p.drawEllipse(end, 4, 4)
        p.end()

    def _draw_legend(self, p: QPainter, card: QRectF, fm: QFontMetricsF) -> QRectF:
        """Draw the legend along the bottom (wrapping as needed); return the rectangle it takes."""
        entries = [(s.name, s.colour) for s in self.series]
        line_height = fm.height() + 4
        width = card.width() - 28
        lines: list[list[tuple[str, QColor, float]]] = [[]]
        used = 0.0
        for name, colour in entries:
            w = 22 + fm.horizontalAdvance(name) + 16
            if lines[-1] and used + w > width:
                lines.append([])
                used = 0.0
            lines[-1].append((name, colour, w))
            used += w
        height = line_height * len(lines)
        rect = QRectF(card.left() + 14, card.bottom() - 10 - height, width, height)
        for row, line in enumerate(lines):
            total = sum(w for _, _, w in line)
            x = rect.left() + (width - total) / 2
            y = rect.top() + row * line_height + line_height / 2
            for name, colour, w in line:
                p.setPen(QPen(QColor(43, 38, 34, 70), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(QPointF(x + 2, y), QPointF(x + 16, y))
                p.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(QPointF(x + 2, y), QPointF(x + 16, y))
                p.setPen(theme.INK)
                p.drawText(QRectF(x + 22, y - fm.height() / 2, w - 22, fm.height()),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
                x += w
        return rect


def tie_notes(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """Explain in words how the ties of the ranking were settled (RULINGS.md §9).

    Returns:
        One sentence per group of players with equal tokens ("… both have 12
        tokens: money decides.") and one per shared place ("… have the same
        tokens and money: they share 2nd place."), best places first.
    """
    notes: list[str] = []
    ranking = list(outcome.ranking)
    i = 0
    while i < len(ranking):
        j = i
        while j + 1 < len(ranking) and ranking[j + 1][2] == ranking[i][2]:
            j += 1
        group = ranking[i:j + 1]
        if len(group) > 1:
            places = sorted({place for place, *_ in group})
            who = list_in_words([names[player] for _, player, _, _ in group])
            if len(places) > 1:
                if len(group) == 2:
                    text = translate("ResultsDialog", "%1 both have %n token(s): money decides.", "", 1)
                else:
                    text = translate("ResultsDialog", "%1 all have %n token(s): money decides.", "", 1)
                notes.append(plural("ResultsDialog", text, group[0][2]).replace("%1", who))
            for place in places:
                shared = [names[player] for pl, player, _, _ in group if pl == place]
                if len(shared) > 1:
                    notes.append(
                        QCoreApplication.translate("ResultsDialog", "%1 have the same tokens and money: they share %2 place.")
                        .replace("%1", list_in_words(shared)).replace("%2", ordinal(place))
                    )
        i = j + 1
    return notes


KEY_GRACE_MS = 800
"""How long after the results open Return, Enter and Space do nothing (ms): a key pressed for the year's
last spin does not skip them."""
_ANSWER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class ResultsDialog(FittedDialog):
    """The end of the year: ranking, ties in words, the 31 December bonuses and two charts.

    Args:
        outcome: the game's outcome.
        names: the players' names, by player index.
        colours: the players' pawn colours, by player index.
        history: tokens and money through the year (see :class:`HistoryRecorder`);
            it is completed with the final figures of ``outcome`` if needed.
        content: formats money and gives the 31 December bonuses.
        parent: the parent widget.
        teams: the teams' ranking with the ``teams`` house rule (``Game.team_ranking()``), shown in a card.
        match: the match over several years with this year added (``match_after``), shown as a table;
            while it is not over, "Next year" continues it.
        length: the game's length (house rule, ``Variants.length``): the winner wins the year, the
            half-year or the quarter.

    Result: :data:`NEW_GAME` (2) for "New game", :data:`NEXT_YEAR` (3) for "Next year", ``Rejected`` for "Close".
    Return presses "Close" (or "Next year" while a match goes on), never "New game".
    """

    review_requested = Signal()
    """The person asked for the year in review (the window opens it)."""
    replay_requested = Signal()
    """The person asked to replay the game move by move (the window opens it)."""

    def __init__(
        self,
        outcome: Outcome,
        names: Sequence[str],
        colours: Sequence[QColor],
        history: History,
        content: Content,
        parent: QWidget | None = None,
        *,
        teams: Sequence[tuple[int, int, int, int, int]] = (),
        match: Match | None = None,
        length: Length = "year",
    ):
        super().__init__(parent)
        self.length: Length = length
        """How long the game was (the ``length`` house rule): the headline says what was won."""
        self.match = match
        """The match with this year added (None: a single game)."""
        self.outcome = outcome
        self.names = list(names)
        self.colours = [QColor(c) for c in colours]
        self.content = content
        self.history = history.with_outcome(outcome)
        """The history shown (ending on the final figures)."""
        self.setWindowTitle({"half": self.tr("The half-year is over"), "quarter": self.tr("The quarter is over")}.get(
            length, self.tr("The year is over")))
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
        self.setPalette(palette)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        self.title_label = QLabel(self._headline())
        """Who won, in one sentence."""
        self.title_label.setFont(theme.font(18, bold=True))
        layout.addWidget(self.title_label)

        top = QHBoxLayout()
        top.setSpacing(18)
        top.addWidget(self._ranking_card(), 0, Qt.AlignmentFlag.AlignTop)
        notes = QVBoxLayout()
        notes.setSpacing(8)
        self.finish_label = QLabel(self._finish_text())
        """Who reached 31 December first (+6) and who was second (+3)."""
        self.finish_label.setWordWrap(True)
        self.finish_label.setTextFormat(Qt.TextFormat.RichText)
        self.finish_label.setFont(theme.font(10.5))
        notes.addWidget(self.finish_label)
        self.tie_notes = tie_notes(outcome, self.names)
        """How the ties were settled, in words."""
        self.ties_label = QLabel("\n".join(self.tie_notes))
        """Shows :attr:`tie_notes`."""
        self.ties_label.setWordWrap(True)
        self.ties_label.setFont(theme.font(10.5))
        self.ties_label.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        self.ties_label.setVisible(bool(self.tie_notes))
        notes.addWidget(self.ties_label)
        rule = QLabel(self.tr("Most tokens wins; with equal tokens, most money; still equal: a shared place."))
        rule.setWordWrap(True)
        rule.setFont(theme.font(9))
        rule.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        notes.addWidget(rule)
        notes.addStretch(1)
        top.addLayout(notes, 1)
        layout.addLayout(top)
        self.teams_card: TeamsCard | None = None
        """The teams' ranking (``teams`` house rule), or None."""
        self.match_table: MatchTable | None = None
        """The match table (a match over several years), or None."""
        if teams or match is not None:
            family = QHBoxLayout()
            family.setSpacing(18)
            if teams:
                self.teams_card = TeamsCard(teams, [self._name(i) for i in range(len(self.names))],
                                            content.format_money)
                family.addWidget(self.teams_card, 0, Qt.AlignmentFlag.AlignTop)
            if match is not None:
                self.match_table = MatchTable(match, [self._name(i) for i in range(len(self.names))])
                family.addWidget(self.match_table, 0, Qt.AlignmentFlag.AlignTop)
            family.addStretch(1)
            layout.addLayout(family)

        charts = QHBoxLayout()
        charts.setSpacing(14)
        self.tokens_chart = LineChart(self.tr("Tokens through the year"), self.tr("Turn"))
        """Each player's tokens, turn by turn."""
        self.money_chart = LineChart(self.tr("Money through the year"), self.tr("Turn"))
        """Each player's money, turn by turn."""
        h = self.history
        self.tokens_chart.set_data(
            h.turns, [ChartSeries(self._name(i), self._colour(i), v) for i, v in enumerate(h.tokens)])
        self.money_chart.set_data(
            h.turns, [ChartSeries(self._name(i), self._colour(i), v) for i, v in enumerate(h.money)],
            content.format_money)
        charts.addWidget(self.tokens_chart)
        charts.addWidget(self.money_chart)
        layout.addLayout(charts, 1)

        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.ActionRole)
        """Closes with :data:`NEW_GAME`."""
        self.new_game_button.setFont(theme.font(10, bold=True))
        self.new_game_button.setStyleSheet(START_BUTTON_STYLE)
        self.new_game_button.clicked.connect(self.new_game)
        self.review_button = buttons.addButton(self.tr("The Year in &Review…"), QDialogButtonBox.ButtonRole.ActionRole)
        """Asks for the chronicle of the year (:attr:`review_requested`); hidden until the window connects it."""
        self.review_button.clicked.connect(self.review_requested)
        self.review_button.hide()
        self.replay_button = buttons.addButton(self.tr("Re&play…"), QDialogButtonBox.ButtonRole.ActionRole)
        """Asks to step through the game on the board (:attr:`replay_requested`); hidden until connected."""
        self.replay_button.clicked.connect(self.replay_requested)
        self.replay_button.hide()
        self.next_year_button = buttons.addButton(self.tr("Next &year"), QDialogButtonBox.ButtonRole.ActionRole)
        """Closes with :data:`NEXT_YEAR`; shown only while a match goes on."""
        self.next_year_button.setFont(theme.font(10, bold=True))
        self.next_year_button.setStyleSheet(START_BUTTON_STYLE)
        self.next_year_button.clicked.connect(lambda: self.done(NEXT_YEAR))
        self.next_year_button.setVisible(match is not None and not match.over)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        """Closes the dialog."""
        self.close_button.setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for button in buttons.buttons():  # Return presses the default button only, not the one with the focus
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        if match is not None and not match.over:
            self.next_year_button.setDefault(True)
            self.new_game_button.setStyleSheet("")
            self.next_year_button.setFocus()
        else:  # one Return keeps the results (and the game kept with them): a new game is asked by its own button
            self.close_button.setDefault(True)
            self.close_button.setFocus()
        self.resize(980, 660 if match is None and not teams else 760)
        self._shown_at = 0.0
        for button in buttons.buttons():
            button.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Note when the results came on screen (the keys' grace, :data:`KEY_GRACE_MS`, starts)."""
        super().showEvent(event)
        self._shown_at = time.monotonic()

    def _too_soon(self, event: QEvent) -> bool:
        """True for Return, Enter or Space pressed within :data:`KEY_GRACE_MS` of the results opening."""
        return (isinstance(event, QKeyEvent) and event.key() in _ANSWER_KEYS
                and time.monotonic() - self._shown_at < KEY_GRACE_MS / 1000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Let a button ignore the keys of the first moments (:meth:`_too_soon`)."""
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and self._too_soon(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Return and Enter press the default button, except in the first moments (:meth:`_too_soon`)."""
        if self._too_soon(event):
            event.accept()
            return
        super().keyPressEvent(event)

    @Slot()
    def new_game(self) -> None:
        """Close the dialog asking for a new game (result :data:`NEW_GAME`)."""
        self.done(NEW_GAME)

    # ---------------------------------------------------------------- building

    def _name(self, player: int) -> str:
        return self.names[player] if player < len(self.names) else self.tr("Player %1").replace("%1", str(player + 1))

    def _colour(self, player: int) -> QColor:
        return self.colours[player] if player < len(self.colours) else QColor("#999999")

    def _headline(self) -> str:
        winners = [self._name(p) for p in self.outcome.winners]
        tokens = self.outcome.ranking[0][2] if self.outcome.ranking else 0
        if len(winners) > 1:  # a tie: several share the first place
            return self.tr("%1 share first place with %n token(s)!", "", tokens).replace("%1", list_in_words(winners))
        if self.length == "half":
            headline = self.tr("%1 wins the half-year with %n token(s)!", "", tokens)
        elif self.length == "quarter":
            headline = self.tr("%1 wins the quarter with %n token(s)!", "", tokens)
        else:
            headline = self.tr("%1 wins the year with %n token(s)!", "", tokens)
        return headline.replace("%1", list_in_words(winners))

    def _finish_text(self) -> str:
        bonuses = self.content.edition.finish_bonus_tokens
        first = bonuses[0] if bonuses else 0
        second = bonuses[1] if len(bonuses) > 1 else 0
        text = self.tr("%1 reached the last day first: +%n token(s).", "", first).replace(
            "%1", f"<b>{escape(self._name(self.outcome.first))}</b>")
        if self.outcome.second is not None:
            text += "<br>" + self.tr("%1 was second at that moment: +%n token(s).", "", second).replace(
                "%1", f"<b>{escape(self._name(self.outcome.second))}</b>")
        return text

    def _ranking_card(self) -> QFrame:
        card = QFrame()
        card.setObjectName("rankingCard")
        card.setStyleSheet(
            f"QFrame#rankingCard {{ background: {CARD.name()}; border: 1px solid {theme.PAPER_DARK.darker(115).name()};"
            " border-radius: 8px; }"
        )
        grid = QGridLayout(card)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(2)
        heads = (self.tr("Place"), "", self.tr("Player"), self.tr("Tokens"), self.tr("Money"))
        for column, text in enumerate(heads):
            label = QLabel(text)
            label.setFont(theme.font(9, bold=True))
            label.setStyleSheet(f"color: {theme.INK_SOFT.name()}; background: transparent; border: none")
            if column >= 3:
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(label, 0, column)
        self.ranking_rows: list[tuple[str, str, str, str]] = []
        """What each ranking row shows, best first: (place, name, tokens, money)."""
        places = [place for place, *_ in self.outcome.ranking]
        for line, (place, player, tokens, money) in enumerate(self.outcome.ranking, start=1):
            shared = places.count(place) > 1
            place_text = self.tr("%1 (shared)").replace("%1", ordinal(place)) if shared else ordinal(place)
            row = (place_text, self._name(player), str(tokens), self.content.format_money(money))
            self.ranking_rows.append(row)
            back = QFrame()
            back.setStyleSheet(
                f"background: {GOLD_ROW.name() if place == 1 else 'transparent'}; border: none; border-radius: 5px;")
            grid.addWidget(back, line, 0, 1, len(heads))
            pawn = QLabel()
            pawn.setPixmap(pawn_pixmap(self._colour(player), 26))
            pawn.setStyleSheet("background: transparent; border: none")
            cells = [QLabel(place_text), pawn, QLabel(row[1]), QLabel(row[2]), QLabel(row[3])]
            for column, cell in enumerate(cells):
                if column != 1:
                    cell.setFont(theme.font(12 if column != 0 else 11, bold=column in (2, 3)))
                    cell.setStyleSheet("background: transparent; border: none; padding: 4px 2px")
                if column >= 3:
                    cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, line, column)
        return card
