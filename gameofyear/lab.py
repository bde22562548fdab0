"""The variant lab: what each house rule of the family of games does to a game, measured (``gameofyear lab``).

:func:`run_lab` plays the plain game and each variant asked for on the same
seeds (game ``g`` of every configuration has seed ``seed + g``, hence the same
players, profiles, lucky numbers and deck order at the start), between
computer players of one level, and measures per configuration, each with a 95 %
confidence interval:

- **turns per player** (every turn played, extra turns included, over the
  players) and **minutes at the table**: :data:`MINUTES_PER_TURN` per turn,
  plus :data:`MINUTES_PER_HOUSE_DECISION` per decision that only the house rules
  ask (a bet, a visit to the savings book or the loans);
- **seat win rates** (seat = place in the turn order, 1 = the youngest, who
  starts) and their **spread** (the largest minus the smallest, interval by
  bootstrap over the games);
- **bankruptcies per game** and the **winner's tokens** (the most tokens at the end);
- how often **the leader at midyear wins** (the leader in tokens, then money,
  when the first pawn passes the middle of the game: 30 June in a year);
- the **money and token spread at the end** (the standard deviation among the
  players of a game, averaged over the games).

For each house rule, the **change from the plain game** in game length, bankruptcies, the winner's
tokens and the seat spread, with 95 % intervals, is measured game by game: both columns play the same
seeds with the same computer players, and a computer player draws nothing from its random stream for a
decision it does not take (RULINGS.md §13), so a house rule that is never used changes no game and its
change is exactly 0 (common random numbers).

:func:`plot_lab` draws the same figures as PNG charts with Qt's
``QPainter`` on a ``QImage`` (no window needed; Qt is imported only there).
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .bots import make_bot
from .content import Content
from .engine import Game
from .engine import events as ev
from .engine.decisions import DecisionKind
from .engine.variants import Variants
from .seats import default_bot_seed
from .simulation import _mean_ci, _proportion_ci, play_out, random_setup

MINUTES_PER_TURN = 67.5 / 152
"""Minutes one turn takes at the table: the box's "1 to 1 hour 15 minutes" (67.5 minutes) over the 152
turns of a plain four-player game of ``normal`` players (37.9 per player, measured by the lab: 2000 games, seed 1)."""
MINUTES_PER_HOUSE_DECISION = 10 / 60
"""Minutes a decision asked only by the house rules adds (a bet, the savings book, the loans): 10 seconds."""
HOUSE_DECISIONS = frozenset({DecisionKind.BET, DecisionKind.SAVINGS, DecisionKind.LOANS})
"""The decisions that only the house rules ask."""

Interval = tuple[float, float]


@dataclass(frozen=True)
class GameFigures:
    """What one game of the lab measured.

    Attributes:
        turns: turns played (the engine's turn counter).
        house_decisions: decisions asked only by the house rules.
        winners: the seats (places in turn order, from 0) in first place.
        bankruptcies: bankruptcies in the game.
        midyear_leader_won: the leader at the middle of the game is among the winners.
        money_spread, token_spread: standard deviation of the players' final money (units) and tokens.
    """

    turns: int
    house_decisions: int
    winners: tuple[int, ...]
    bankruptcies: int
    midyear_leader_won: bool
    money_spread: float
    token_spread: float
    winner_tokens: int = 0


@dataclass(frozen=True)
class Change:
    """How a house rule changes the plain game played on the same seeds: the mean of the differences
    game by game (this configuration minus the plain game), each with its 95 % interval.

    Attributes:
        turns_per_player: turns per player (the game's length).
        bankruptcies: bankruptcies per game.
        winner_tokens: the winner's tokens.
        seat_spread: points of the seat spread (interval by bootstrap over the pairs of games).
    """

    turns_per_player: tuple[float, Interval]
    bankruptcies: tuple[float, Interval]
    winner_tokens: tuple[float, Interval]
    seat_spread: tuple[float, Interval]


@dataclass(frozen=True)
class Figures:
    """One configuration's figures over all its games, each a mean and its 95 % interval.

    Attributes:
        name: ``plain`` or the variant's name(s) joined by ``+``.
        games: games played.
        turns_per_player, minutes: per game.
        seat_wins: each seat's win rate (ties share the win).
        seat_spread: the largest seat win rate minus the smallest.
        bankruptcies: per game.
        midyear_leader_wins: share of games won by the leader at midyear.
        money_spread, token_spread: mean per game.
        winner_tokens: the tokens of the winner, per game.
        change: the change from the plain game on the same seeds (None for the plain game itself).
    """

    name: str
    games: int
    turns_per_player: tuple[float, Interval]
    minutes: tuple[float, Interval]
    seat_wins: tuple[tuple[float, Interval], ...]
    seat_spread: tuple[float, Interval]
    bankruptcies: tuple[float, Interval]
    midyear_leader_wins: tuple[float, Interval]
    money_spread: tuple[float, Interval]
    token_spread: tuple[float, Interval]
    winner_tokens: tuple[float, Interval] = (0.0, (0.0, 0.0))
    change: Change | None = None


def _stdev(values: Sequence[float]) -> float:
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def play_lab_game(content: Content, variants: Variants, players: int, level: str, seed: int) -> GameFigures:
    """Play one game of the lab and measure it (see the module docstring).

    Args:
        content: the rules.
        variants: the house rules on (bets: every seat bets, as its level decides).
        players: the number of players.
        level: the computer players' level.
        seed: the game's seed (also the players' and the bots' seeds).
    """
    setup = dataclasses.replace(random_setup(random.Random(seed), content, players), variants=variants)
    game = Game.new(setup, content, seed)
    half = game.last_day // 2
    order = game.state.order
    bankruptcies = 0
    house = 0
    leader: int | None = None
    counted = 0

    def watch(events: list[ev.Event]) -> None:
        nonlocal bankruptcies, house, leader, counted
        for e in events:
            if type(e) is ev.Bankrupt:
                bankruptcies += 1
        if leader is None and max(p.position for p in game.state.players) >= half:
            ps = game.state.players
            leader = max(range(players), key=lambda q: (ps[q].tokens, ps[q].money, -order.index(q)))
        new = game.decisions[counted:]
        counted = len(game.decisions)
        house += sum(1 for d in new if d is not None and d.kind in HOUSE_DECISIONS)

    bots = [make_bot(level, default_bot_seed(seed, i)) for i in range(players)]
    play_out(game, bots, watch)
    outcome = game.outcome()
    assert outcome is not None
    st = game.state
    return GameFigures(
        turns=st.turn,
        house_decisions=house,
        winners=tuple(order.index(w) for w in outcome.winners),
        bankruptcies=bankruptcies,
        midyear_leader_won=leader in outcome.winners,
        money_spread=_stdev([p.money for p in st.players]),
        token_spread=_stdev([p.tokens for p in st.players]),
        winner_tokens=max(p.tokens for p in st.players),
    )


BOOTSTRAP = 400
"""Resamples of the games for the intervals of the seat spread and of its change."""


def _seat_shares(rows: Sequence[GameFigures], players: int) -> list[list[float]]:
    """Each game's share of the win per seat (ties share it)."""
    wins = [[0.0] * players for _ in rows]
    for g, row in enumerate(rows):
        for seat in row.winners:
            wins[g][seat] += 1 / len(row.winners)
    return wins


def _spread(wins: Sequence[list[float]], picks: Sequence[int], players: int) -> float:
    """The largest seat win rate minus the smallest, over the games ``picks``."""
    rates = [sum(wins[g][s] for g in picks) / len(picks) for s in range(players)]
    return max(rates) - min(rates)


def _bootstrap_ci(estimate: float, resampled: Sequence[float], low: float | None = None) -> tuple[float, Interval]:
    """``estimate`` and its 95 % interval from the standard deviation of its bootstrap ``resampled`` values
    (normal approximation): an interval centred on the estimate, which it always holds (a percentile
    interval of a biased figure such as a spread can leave its own estimate out). ``low``: the figure's
    least possible value (the interval is cut there; the estimate is never below it)."""
    mean = sum(resampled) / len(resampled)
    half = 1.96 * math.sqrt(sum((v - mean) ** 2 for v in resampled) / max(1, len(resampled) - 1))
    below = estimate - half
    return estimate, (below if low is None else min(estimate, max(low, below)), estimate + half)


def summarise(name: str, rows: Sequence[GameFigures], players: int, seed: int = 0) -> Figures:
    """Turn the figures of each game into a configuration's means and 95 % intervals (each holds its mean).

    The seat spread's interval comes from the spread of :data:`BOOTSTRAP` resamples of the games
    (seeded with ``seed``), around the spread measured.
    """
    n = len(rows)
    wins = _seat_shares(rows, players)
    seat_wins = tuple(_proportion_ci(sum(w[s] for w in wins), n) for s in range(players))
    rng = random.Random(seed)
    boot = [_spread(wins, [rng.randrange(n) for _ in range(n)], players) for _ in range(BOOTSTRAP)]
    minutes = [r.turns * MINUTES_PER_TURN + r.house_decisions * MINUTES_PER_HOUSE_DECISION for r in rows]
    return Figures(
        name=name, games=n,
        turns_per_player=_mean_ci([r.turns / players for r in rows]),
        minutes=_mean_ci(minutes),
        seat_wins=seat_wins,
        seat_spread=_bootstrap_ci(_spread(wins, range(n), players), boot, low=0.0),
        bankruptcies=_mean_ci([float(r.bankruptcies) for r in rows]),
        midyear_leader_wins=_proportion_ci(sum(r.midyear_leader_won for r in rows), n),
        money_spread=_mean_ci([r.money_spread for r in rows]),
        token_spread=_mean_ci([r.token_spread for r in rows]),
        winner_tokens=_mean_ci([float(r.winner_tokens) for r in rows]),
    )


def compare(plain: Sequence[GameFigures], rows: Sequence[GameFigures], players: int, seed: int = 0) -> Change:
    """Return how ``rows`` differ from ``plain``, game ``g`` against game ``g`` (the same seed).

    Raises:
        ValueError: not as many games in both, or none.
    """
    if len(plain) != len(rows) or not rows:
        raise ValueError(f"a change is measured over the same games ({len(plain)} plain, {len(rows)} here)")
    n = len(rows)
    before, after = _seat_shares(plain, players), _seat_shares(rows, players)
    rng = random.Random(seed)
    boot = []
    for _ in range(BOOTSTRAP):
        picks = [rng.randrange(n) for _ in range(n)]
        boot.append(_spread(after, picks, players) - _spread(before, picks, players))
    return Change(
        turns_per_player=_mean_ci([(b.turns - a.turns) / players for a, b in zip(plain, rows)]),
        bankruptcies=_mean_ci([float(b.bankruptcies - a.bankruptcies) for a, b in zip(plain, rows)]),
        winner_tokens=_mean_ci([float(b.winner_tokens - a.winner_tokens) for a, b in zip(plain, rows)]),
        seat_spread=_bootstrap_ci(_spread(after, range(n), players) - _spread(before, range(n), players), boot),
    )


def _lab_chunk(args: tuple[Any, ...]) -> list[GameFigures]:
    """Play a slice of one configuration's games in a worker process (the content is loaded there)."""
    from .content import load_content

    folder, edition, variants, players, level, seeds = args
    content = load_content(folder, edition=edition)
    return [play_lab_game(content, variants, players, level, s) for s in seeds]


def run_lab(content: Content, variants: Sequence[Variants], *, games: int, seed: int, players: int = 4,
            level: str = "normal", workers: int = 1, folder: Any = None, edition: str = "classic",
            progress: Callable[[str, int, int], None] | None = None) -> list[Figures]:
    """Play the plain game and each of ``variants`` on the same seeds and measure them.

    Args:
        content: the rules (used in this process; workers load ``folder`` and ``edition``).
        variants: the configurations to compare with the plain game (one :class:`Variants` each).
        games: games per configuration; game ``g`` has seed ``seed + g``.
        seed: the first seed.
        players: players per game (teams of two need 4 or 6).
        level: the computer players' level.
        workers: processes to play in (1: this one); the figures do not depend on it.
        progress: called with ``(configuration, games done, games)``.

    Returns:
        The plain game's figures first, then each variant's.

    Raises:
        SetupError: a configuration that cannot be played with ``players`` players.
    """
    seeds = [seed + g for g in range(games)]
    results: list[Figures] = []
    plain: list[GameFigures] = []
    for v in [Variants(), *variants]:
        name = "+".join(v.names()) or "plain"
        rows: list[GameFigures] = []
        if workers <= 1:
            for s in seeds:
                rows.append(play_lab_game(content, v, players, level, s))
                if progress is not None:
                    progress(name, len(rows), games)
        else:
            from concurrent.futures import ProcessPoolExecutor

            size = max(1, min(25, games // (workers * 4) or 1))
            chunks = [(folder, edition, v, players, level, seeds[i:i + size]) for i in range(0, games, size)]
            with ProcessPoolExecutor(max_workers=workers) as pool:
                for chunk in pool.map(_lab_chunk, chunks):
                    rows.extend(chunk)
                    if progress is not None:
                        progress(name, len(rows), games)
        figures = summarise(name, rows, players, seed)
        if v.plain:
            plain = rows
        else:
            figures = dataclasses.replace(figures, change=compare(plain, rows, players, seed))
        results.append(figures)
    return results


def _cell(value: tuple[float, Interval], digits: int = 2, percent: bool = False) -> str:
    mean, (low, high) = value
    k = 100 if percent else 1
    return f"{mean * k:.{digits}f} [{low * k:.{digits}f}, {high * k:.{digits}f}]"


def report(figures: Sequence[Figures], *, seconds: float | None = None) -> str:
    """Return the lab's figures as a Markdown table (one column per configuration) with 95 % intervals."""
    head = "| figure | " + " | ".join(f.name for f in figures) + " |"
    rule = "| --- |" + " --- |" * len(figures)
    lines = [head, rule]

    def row(label: str, cells: list[str]) -> None:
        lines.append(f"| {label} | " + " | ".join(cells) + " |")

    row("turns per player", [_cell(f.turns_per_player, 1) for f in figures])
    row("minutes at the table", [_cell(f.minutes, 0) for f in figures])
    for s in range(len(figures[0].seat_wins)):
        row(f"seat {s + 1} wins (%)", [_cell(f.seat_wins[s], 1, True) for f in figures])
    row("seat spread (points of %)", [_cell(f.seat_spread, 1, True) for f in figures])
    row("bankruptcies per game", [_cell(f.bankruptcies, 2) for f in figures])
    row("winner's tokens", [_cell(f.winner_tokens, 1) for f in figures])
    row("midyear leader wins (%)", [_cell(f.midyear_leader_wins, 1, True) for f in figures])
    row("money spread at the end", [_cell(f.money_spread, 0) for f in figures])
    row("token spread at the end", [_cell(f.token_spread, 2) for f in figures])
    changes = [(f.name, f.change) for f in figures if f.change is not None]
    if changes:
        lines += ["", "Change from the plain game, game by game on the same seeds (95 % intervals):", "",
                  "| change | " + " | ".join(name for name, _ in changes) + " |", "| --- |" + " --- |" * len(changes)]
        picks: tuple[tuple[str, Callable[[Change], tuple[float, Interval]], int, bool], ...] = (
            ("turns per player", lambda c: c.turns_per_player, 2, False),
            ("bankruptcies per game", lambda c: c.bankruptcies, 2, False),
            ("winner's tokens", lambda c: c.winner_tokens, 2, False),
            ("seat spread (points of %)", lambda c: c.seat_spread, 1, True))
        for label, pick, digits, percent in picks:
            row(label, [_cell(pick(change), digits, percent) for _, change in changes])
    text = "\n".join(lines)
    if seconds is not None:
        text += f"\n\n{figures[0].games} games per configuration, {seconds:.0f} s."
    return text


CHARTS: tuple[tuple[str, str, Callable[[Figures], tuple[float, Interval]], bool], ...] = (
    ("turns", "Turns per player", lambda f: f.turns_per_player, False),
    ("minutes", "Minutes at the table", lambda f: f.minutes, False),
    ("seat-spread", "Seat win-rate spread (points of %)", lambda f: f.seat_spread, True),
    ("bankruptcies", "Bankruptcies per game", lambda f: f.bankruptcies, False),
    ("winner-tokens", "Winner's tokens", lambda f: f.winner_tokens, False),
    ("midyear-leader", "Midyear leader wins (%)", lambda f: f.midyear_leader_wins, True),
    ("money-spread", "Money spread at the end", lambda f: f.money_spread, False),
    ("token-spread", "Token spread at the end", lambda f: f.token_spread, False),
)
"""The charts :func:`plot_lab` draws: file name, title, the figure, whether it is a share (drawn in %)."""


def plot_lab(figures: Sequence[Figures], folder: Path) -> list[Path]:
    """Write one PNG bar chart per figure of :data:`CHARTS` (bars: means; whiskers: 95 % intervals),
    plus ``seat-wins.png`` (each configuration's win rate per seat), into ``folder``.

    Returns:
        The files written.
    """
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])  # fonts need an application; kept while drawing
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for stem, title, pick, share in CHARTS:
        k = 100.0 if share else 1.0
        bars = [[(pick(f)[0] * k, (pick(f)[1][0] * k, pick(f)[1][1] * k))] for f in figures]
        written.append(_bar_chart(folder / f"{stem}.png", title, [f.name for f in figures], bars, None))
    seats = len(figures[0].seat_wins)
    bars = [[(w[0] * 100, (w[1][0] * 100, w[1][1] * 100)) for w in f.seat_wins] for f in figures]
    written.append(_bar_chart(folder / "seat-wins.png", "Win rate by seat (%)", [f.name for f in figures], bars,
                              [f"seat {s + 1}" for s in range(seats)]))
    del _app
    return written


def _bar_chart(path: Path, title: str, groups: list[str], bars: list[list[tuple[float, Interval]]],
               series: list[str] | None) -> Path:
    """Draw grouped bars with 95 % whiskers on a white 900×480 picture and save it as PNG."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

    width, height = 900, 480
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setFont(QFont("DejaVu Sans", 11, QFont.Weight.Bold))
    painter.drawText(QRectF(0, 8, width, 30), Qt.AlignmentFlag.AlignCenter, title)
    painter.setFont(QFont("DejaVu Sans", 9))
    left, top, bottom, right = 70, 50, height - 70, width - 20
    top_value = max(high for group in bars for _, (_, high) in group) or 1.0
    scale = (bottom - top) / (top_value * 1.1)
    painter.setPen(QPen(QColor("#444444"), 1))
    painter.drawLine(left, bottom, right, bottom)
    painter.drawLine(left, top, left, bottom)
    for i in range(6):
        value = top_value * 1.1 * i / 5
        y = bottom - value * scale
        painter.drawText(QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"{value:.3g}")
    colours = [QColor(c) for c in ("#c0392b", "#2e86c1", "#27ae60", "#f1c40f", "#8e44ad", "#e67e22")]
    slot = (right - left) / len(groups)
    per = len(bars[0])
    bar_width = slot * 0.7 / per
    for g, (name, group) in enumerate(zip(groups, bars)):
        x0 = left + g * slot + slot * 0.15
        for b, (mean, (low, high)) in enumerate(group):
            x = x0 + b * bar_width
            painter.fillRect(QRectF(x, bottom - mean * scale, bar_width * 0.9, mean * scale),
                             colours[b % len(colours)] if series else colours[1])
            cx = x + bar_width * 0.45
            painter.setPen(QPen(QColor("#222222"), 1.5))
            painter.drawLine(int(cx), int(bottom - low * scale), int(cx), int(bottom - high * scale))
            painter.drawLine(int(cx - 5), int(bottom - high * scale), int(cx + 5), int(bottom - high * scale))
            painter.drawLine(int(cx - 5), int(bottom - low * scale), int(cx + 5), int(bottom - low * scale))
        painter.setPen(QPen(QColor("#222222"), 1))
        painter.drawText(QRectF(left + g * slot, bottom + 6, slot, 34),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         name.replace("+", " + "))
    if series:
        for b, label in enumerate(series):
            painter.fillRect(QRectF(left + 10 + b * 110, height - 24, 12, 12), colours[b % len(colours)])
            painter.drawText(QRectF(left + 26 + b * 110, height - 27, 90, 18), Qt.AlignmentFlag.AlignVCenter, label)
    painter.end()
    image.save(str(path))
    return path


def parse_variants(groups: Sequence[str], players: int) -> list[Variants]:
    """Read ``--variant`` values: each a name of :data:`~gameofyear.engine.variants.VARIANT_NAMES`,
    or several joined by ``+`` (``half+savings``) to try them together.

    Raises:
        ValueError: an unknown name.
    """
    return [Variants.from_names(group.split("+"), players) for group in groups]


def check_plot_folder(folder: Path | str) -> Path:
    """Return ``folder`` for :func:`plot_lab` after checking, before any game is played, that charts can go there.

    Raises:
        ValueError: the name is empty, names a file (or anything but a folder), or a folder that cannot be
            made or written (the message names it and says why).
    """
    import os

    if not str(folder).strip():
        raise ValueError("--plot needs the name of a folder for the charts (it was empty)")
    path = Path(folder)
    if path.exists() and not path.is_dir():
        raise ValueError(f"--plot {path}: this is a file, not a folder; name a folder for the charts "
                         "(it is made if missing)")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"--plot {path}: the folder cannot be made ({exc.strerror or exc})") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise ValueError(f"--plot {path}: the charts cannot be written in this folder (no permission)")
    return path


def lab_main(content: Content, args: Any, out: Callable[[str], None] = print) -> int:
    """``gameofyear lab``: run the lab with the command line's arguments and print (and plot) its figures.

    Raises:
        ValueError: an unknown house rule, or a ``--plot`` folder that cannot take the charts (said before
            any game is played, :func:`check_plot_folder`).
    """
    plot = check_plot_folder(args.plot) if args.plot is not None else None
    variants = parse_variants(args.variant, args.players)
    start = time.perf_counter()
    figures = run_lab(content, variants, games=args.games, seed=args.seed, players=args.players,
                      level=args.bots, workers=args.workers, folder=args.folder, edition=args.edition)
    out(report(figures, seconds=time.perf_counter() - start))
    if plot is not None:
        try:
            written = plot_lab(figures, plot)
        except OSError as exc:  # the folder was taken away meanwhile: the figures above are kept
            raise ValueError(f"--plot {plot}: the charts cannot be written ({exc.strerror or exc})") from None
        for path in written:
            out(f"wrote {path}")
    return 0
