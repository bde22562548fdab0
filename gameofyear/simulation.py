"""Headless games between bots: plausible random players and full-game runs.

Used by ``gameofyear simulate``, ``gameofyear tournament``, the benchmarks and the property tests.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .bots import Bot, make_bot
from .content import Content
from .engine import events as ev
from .engine.decisions import DecisionKind
from .engine.game import Game
from .profiles import FIRST_NAMES, TODAY, random_profile, random_setup
from .seats import default_bot_seed
from .table import Table

__all__ = ["FIRST_NAMES", "TODAY", "LevelResult", "PairResult", "Summary", "TournamentResult", "play_out", "random_profile",
           "random_setup", "simulate", "tournament", "tournament_game", "tournament_seats"]

def play_out(game: Game, bots: Sequence[Bot], on_events: Callable[[list[ev.Event]], None] | None = None) -> int:
    """Let ``bots[i]`` answer every decision of player ``i`` until the game ends (through a :class:`~gameofyear.table.Table`).

    Args:
        on_events: called with the events of each decision (and of the claims that follow it).

    Returns:
        The number of decisions made.
    """
    return Table.of_bots(game, bots).run(on_events)


@dataclass
class Summary:
    """Figures of a batch of simulated games."""

    games: int
    players: int
    turns_per_player: float
    winner_tokens: float
    bankruptcies_per_game: float
    win_rate_by_seat: tuple[float, ...]
    games_per_second: float
    decisions_per_second: float

    def lines(self) -> list[str]:
        """The summary as printable lines."""
        return [
            f"games: {self.games} ({self.players} players)",
            f"mean turns per player: {self.turns_per_player:.1f}",
            f"winner's mean tokens: {self.winner_tokens:.2f}",
            f"bankruptcies per game (all players together): {self.bankruptcies_per_game:.2f}",
            "win rate per seat: " + ", ".join(f"{i + 1}: {r:.1%}" for i, r in enumerate(self.win_rate_by_seat)),
            f"games per second: {self.games_per_second:.1f}",
            f"decisions per second: {self.decisions_per_second:.0f}",
        ]


def simulate(content: Content, *, players: int, bots: Sequence[str], games: int, seed: int,
             on_game: Callable[[Game, Sequence[str]], None] | None = None) -> Summary:
    """Play ``games`` games between bots and summarise them.

    Args:
        content: the content to play with.
        players: players per game.
        bots: bot kinds, one per seat (repeated when shorter than ``players``).
        games: how many games.
        seed: game ``i`` uses seed ``seed + i`` for its setup, its game and its bots.
        on_game: called with each finished game and the bot kind of each seat
            (``gameofyear simulate --save-dir`` writes it); its time is not counted.

    Shared first places count as a win for each tied seat.
    """
    kinds = [bots[i % len(bots)] for i in range(players)]
    wins = [0.0] * players
    turns = bankruptcies = decisions = 0
    winner_tokens = 0.0
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed + g)
        setup = random_setup(rng, content, players)
        game = Game.new(setup, content, seed + g)
        seat_bots = [make_bot(kind, default_bot_seed(seed + g, i)) for i, kind in enumerate(kinds)]

        def count(events: list[ev.Event]) -> None:
            nonlocal bankruptcies
            bankruptcies += sum(type(e) is ev.Bankrupt for e in events)

        decisions += play_out(game, seat_bots, count)
        outcome = game.outcome()
        assert outcome is not None
        for w in outcome.winners:
            wins[w] += 1
        winner_tokens += outcome.ranking[0][2]
        turns += game.state.turn
        if on_game is not None:
            paused = time.perf_counter()
            on_game(game, kinds)
            start += time.perf_counter() - paused
    elapsed = max(time.perf_counter() - start, 1e-9)
    return Summary(
        games=games,
        players=players,
        turns_per_player=turns / games / players,
        winner_tokens=winner_tokens / games,
        bankruptcies_per_game=bankruptcies / games,
        win_rate_by_seat=tuple(w / games for w in wins),
        games_per_second=games / elapsed,
        decisions_per_second=decisions / elapsed,
    )


VOLUNTARY_MOVES = frozenset({DecisionKind.BUY_DAYS, DecisionKind.CHOOSE_NUMBER, DecisionKind.VACATION})
"""The decisions by which a player moves their own pawn by choice (days bought, a dial number, a vacation)."""


def known_cost_bankruptcy(table: Table, action: Any, events: Sequence[ev.Event]) -> str | None:
    """Whether the move ``action`` just made bankrupted its player on a known cost another choice avoided.

    Args:
        table: the table as it was before ``action`` (it is not changed: the other choices are played on copies
            of it, its computer players copied too, and each is followed by the claims pass the table makes
            after every move, as ``action`` was).
        action: the answer given to ``table.game.pending``, one of :data:`VOLUNTARY_MOVES`.
        events: what ``action`` caused, with the claims pass after it.

    Returns:
        The bankruptcy's source (``"birthday"``, ``"lucky_number"``, ``"almanac:MM-DD"``) when the mover went
        bankrupt on a birthday, an opponent's lucky number paid in front of everybody before the move, or an
        almanac payment, before any card was drawn or the machine spun again (16 November) and before paying an
        opponent's lucky number still secret, and one of the other options would not have bankrupted them at
        all before that; else None. RULINGS.md §13: no computer level but ``random`` ever does this
        (``benchmarks/bots.py --voluntary``).
    """
    game = table.game
    decision = game.pending
    if decision is None or decision.kind not in VOLUNTARY_MOVES or decision.options is None:
        return None
    shown = {q for q, ps in enumerate(game.state.players) if ps.lucky_shown}
    source = _known_bankruptcy(decision.player, events, shown)
    if source is None:
        return None
    for other in decision.options:
        if other == action and type(other) is type(action):
            continue
        if _bankruptcy(decision.player, _played_on_a_copy(table, other)) is None:
            return source
    return None


def _copy_of(table: Table) -> Table:
    """A copy of ``table`` to try a move on: its game and its computer players (:meth:`Bot.twin
    <gameofyear.bots.Bot.twin>`: their generators and the claims they noticed)."""
    return Table(table.game.clone(), table.seats, {i: bot.twin() for i, bot in table.bots.items()})


def _played_on_a_copy(table: Table, action: Any) -> list[ev.Event]:
    """The events of ``action`` played on a copy of ``table`` (its game and computer players), with the claims
    pass that follows every move under manual claims."""
    twin = _copy_of(table)
    return twin.play(action) + twin.claims_pass()  # no claims pass makes a claim under automatic claims


def _bankruptcy(player: int, events: Sequence[ev.Event]) -> str | None:
    """The source of ``player``'s bankruptcy among ``events`` before any card was drawn or spin made, or None."""
    for e in events:
        if isinstance(e, (ev.CardDrawn, ev.DialSpun)):
            return None  # what follows a card or a spin was not known
        if isinstance(e, ev.Bankrupt) and e.player == player:
            return e.source
    return None


def _known_bankruptcy(player: int, events: Sequence[ev.Event], shown: set[int]) -> str | None:
    """The source of ``player``'s bankruptcy among ``events`` if its cost was public (see above): ``shown``,
    the players whose lucky number everybody knew before the move."""
    for e in events:
        if isinstance(e, (ev.CardDrawn, ev.DialSpun)):
            return None  # what follows a card or a spin was not known
        if isinstance(e, ev.MoneyPaid) and e.payer == player and e.source == "lucky_number" and e.payee not in shown:
            return None  # a secret lucky number: not a known cost
        if isinstance(e, ev.Bankrupt) and e.player == player:
            known = e.source in ("birthday", "lucky_number") or e.source.startswith("almanac:")
            return e.source if known else None
    return None


def voluntary_bankruptcies(content: Content, level: str, games: int, seed: int,
                           players: int = 4, claims: Literal["automatic", "manual"] | None = None) -> list[tuple[int, int, str]]:
    """Play ``games`` games of ``level`` bots in every seat and list their bankruptcies by choice.

    The games are played as every table plays them (:class:`~gameofyear.table.Table`: under manual claims, the
    claims pass after each move), and each other choice is tried on a copy of the table the same way.

    Game ``g`` has seed ``seed + g``, its setup from :func:`random_setup` and seat ``i``'s
    bot seed :func:`~gameofyear.seats.default_bot_seed` ``(seed + g, i)``, as :func:`simulate` plays them; ``claims`` (``"automatic"``
    or ``"manual"``, RULINGS.md §4) replaces the edition's way of claiming sums when given.

    Returns:
        ``(game seed, player, source)`` for each move that :func:`known_cost_bankruptcy` finds.
    """
    found = []
    for g in range(games):
        setup = random_setup(random.Random(seed + g), content, players)
        if claims is not None:
            setup = dataclasses.replace(setup, claims=claims)
        game = Game.new(setup, content, seed + g)
        table = Table.of_bots(game, [make_bot(level, default_bot_seed(seed + g, i)) for i in range(players)])
        while game.pending is not None:
            decision = game.pending
            before = None
            if decision.kind in VOLUNTARY_MOVES and not decision.sole_option():
                before = _copy_of(table)
            at = len(game.actions)  # the move's own action; the claims pass may add claims after it
            batches: list[list[ev.Event]] = []
            table.run(batches.append, limit=1)  # the move, then the claims pass, as every table plays it
            if before is not None:
                events = [e for batch in batches for e in batch]
                source = known_cost_bankruptcy(before, game.actions[at], events)
                if source is not None:
                    found.append((seed + g, decision.player, source))
    return found


@dataclass
class LevelResult:
    """One bot level's figures in a tournament.

    Attributes:
        level: the bot level.
        games: games it played (a level seated twice in a game counts that game twice).
        win_rate: wins per game (a first place shared by k players counts 1/k).
        win_rate_ci: the 95 % confidence interval of ``win_rate`` (Wilson: within 0 and 1).
        mean_tokens: mean final tokens.
        mean_tokens_ci: the 95 % confidence interval of ``mean_tokens`` (normal approximation, never below 0).
    """

    level: str
    games: int
    win_rate: float
    win_rate_ci: tuple[float, float]
    mean_tokens: float
    mean_tokens_ci: tuple[float, float]


@dataclass
class PairResult:
    """How much better one level did than another, game by game (both seated in every game).

    Attributes:
        better, worse: the levels compared.
        win_difference: mean of (wins of ``better`` − wins of ``worse``) per game.
        win_difference_ci: its 95 % confidence interval (within −1 and 1); above 0: ``better`` is
            significantly better.
        token_difference, token_difference_ci: the same for final tokens.
    """

    better: str
    worse: str
    win_difference: float
    win_difference_ci: tuple[float, float]
    token_difference: float
    token_difference_ci: tuple[float, float]

    @property
    def significant(self) -> bool:
        """True when the 95 % interval of the win difference lies above 0."""
        return self.win_difference_ci[0] > 0


@dataclass
class TournamentResult:
    """The figures of :func:`tournament`."""

    games: int
    players: int
    levels: tuple[LevelResult, ...]
    pairs: tuple[PairResult, ...]
    seconds: float
    workers: int

    def lines(self) -> list[str]:
        """The result as printable lines (a table of levels, then each level against the next)."""
        out = [
            f"games: {self.games} ({self.players} players, seats rotating), {self.seconds:.1f} s on {self.workers} "
            f"process(es)",
            f"{'level':<10} {'win rate':>9}  {'95% CI':<17} {'mean tokens':>11}  {'95% CI':<15}",
        ]
        for r in self.levels:
            out.append(
                f"{r.level:<10} {r.win_rate:>9.1%}  [{r.win_rate_ci[0]:5.1%}, {r.win_rate_ci[1]:5.1%}]  "
                f"{r.mean_tokens:>11.2f}  [{r.mean_tokens_ci[0]:5.2f}, {r.mean_tokens_ci[1]:5.2f}]"
            )
        for p in self.pairs:
            verdict = "significant" if p.significant else "not significant"
            out.append(
                f"{p.better} - {p.worse}: win rate {p.win_difference:+.1%} "
                f"[{p.win_difference_ci[0]:+.1%}, {p.win_difference_ci[1]:+.1%}], tokens {p.token_difference:+.2f} "
                f"[{p.token_difference_ci[0]:+.2f}, {p.token_difference_ci[1]:+.2f}] ({verdict})"
            )
        return out


def tournament_game(content: Content, kinds: Sequence[str], seed: int) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Play one game of a tournament: seat ``i`` is played by a bot of level ``kinds[i]``.

    The setup comes from :func:`random_setup` with ``random.Random(seed)``, the
    game has seed ``seed`` and seat ``i``'s bot seed :func:`~gameofyear.seats.default_bot_seed` ``(seed, i)``.

    Returns:
        ``(wins, tokens)`` per seat: a win is 1 (1/k for a first place shared by k).
    """
    setup = random_setup(random.Random(seed), content, len(kinds))
    game = Game.new(setup, content, seed)
    play_out(game, [make_bot(kind, default_bot_seed(seed, i)) for i, kind in enumerate(kinds)])
    outcome = game.outcome()
    assert outcome is not None
    winners = outcome.winners
    wins = tuple(1.0 / len(winners) if i in winners else 0.0 for i in range(len(kinds)))
    return wins, tuple(p.tokens for p in game.state.players)


def tournament_seats(bots: Sequence[str], players: int, game: int) -> list[str]:
    """The level of each seat in game number ``game``: the list of ``bots`` turned by one seat a game."""
    return [bots[(i + game) % len(bots)] for i in range(players)]


def _tournament_chunk(args: tuple[Any, ...]) -> list[tuple[tuple[float, ...], tuple[int, ...]]]:
    """Play a slice of a tournament's games in a worker process (the content is loaded there)."""
    from .content import load_content

    folder, edition, bots, players, seed, first, count = args
    content = load_content(folder, edition=edition)
    return [tournament_game(content, tournament_seats(bots, players, g), seed + g) for g in range(first, first + count)]


def tournament(
    content: Content,
    *,
    bots: Sequence[str],
    games: int,
    seed: int,
    players: int | None = None,
    workers: int = 1,
    folder: Any = None,
    edition: str = "classic",
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """Play bot levels against each other with rotating seats and compare them.

    Args:
        content: the content (used in this process; workers load ``folder`` and ``edition`` themselves).
        bots: the levels, at least two (a level may be named once only).
        games: how many games; game ``g`` has seed ``seed + g`` and the seats of
            :func:`tournament_seats` (each level sits in every seat equally often).
        seed: the first game's seed.
        players: players per game (default: one per level; more seats repeat the levels).
        workers: processes to play in (1: this one). The results do not depend on it.
        folder, edition: where workers load the content from (None: the built-in folder).
        progress: called with ``(games done, games)`` as games finish.

    Returns:
        Each level's win rate and mean tokens with 95 % confidence intervals, and
        each level against the next one in ``bots`` (paired game by game).

    Raises:
        ValueError: fewer than two levels, a level named twice, or a player
            count outside the edition's range.
    """
    bots = list(bots)
    if len(bots) < 2 or len(set(bots)) != len(bots):
        raise ValueError("a tournament needs at least two different bot levels, each named once")
    players = players or len(bots)
    ed = content.edition
    if not ed.players.min <= players <= ed.players.max:
        raise ValueError(f"the {ed.name} edition is for {ed.players.min}-{ed.players.max} players, not {players}")
    start = time.perf_counter()
    results: list[tuple[tuple[float, ...], tuple[int, ...]]] = []
    if workers <= 1:
        for g in range(games):
            results.append(tournament_game(content, tournament_seats(bots, players, g), seed + g))
            if progress is not None:
                progress(g + 1, games)
    else:
        from concurrent.futures import ProcessPoolExecutor

        size = max(1, min(25, games // (workers * 4) or 1))
        chunks = [(folder, edition, bots, players, seed, first, min(size, games - first))
                  for first in range(0, games, size)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for chunk in pool.map(_tournament_chunk, chunks):
                results.extend(chunk)
                if progress is not None:
                    progress(len(results), games)
    seconds = time.perf_counter() - start
    # per game, each level's mean over its seats
    per_level: dict[str, list[tuple[float, float]]] = {b: [] for b in bots}
    for g, (wins, tokens) in enumerate(results):
        seats = tournament_seats(bots, players, g)
        for b in bots:
            mine = [i for i, kind in enumerate(seats) if kind == b]
            if mine:
                per_level[b].append((sum(wins[i] for i in mine) / len(mine), sum(tokens[i] for i in mine) / len(mine)))
    levels = []
    for b in bots:
        rows = per_level[b]
        win, win_ci = _proportion_ci(sum(w for w, _ in rows), len(rows))
        tok, tok_ci = _mean_ci([t for _, t in rows], low=0.0)
        levels.append(LevelResult(b, len(rows), win, win_ci, tok, tok_ci))
    pairs = []
    if players >= len(bots):
        for better, worse in zip(bots, bots[1:]):
            ours, theirs = per_level[better], per_level[worse]
            win, win_ci = _mean_ci([x[0] - y[0] for x, y in zip(ours, theirs)], low=-1.0, high=1.0)
            tok, tok_ci = _mean_ci([x[1] - y[1] for x, y in zip(ours, theirs)])
            pairs.append(PairResult(better, worse, win, win_ci, tok, tok_ci))
    return TournamentResult(games, players, tuple(levels), tuple(pairs), seconds, max(1, workers))


def _mean_ci(values: Sequence[float], low: float | None = None,
             high: float | None = None) -> tuple[float, tuple[float, float]]:
    """The mean of ``values`` and its 95 % confidence interval (normal approximation), kept within
    ``low`` and ``high`` (the values' possible range, when it has one: never a negative token count)."""
    n = len(values)
    if n == 0:
        return 0.0, (0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return mean, (mean, mean)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * (variance / n) ** 0.5
    below, above = mean - half, mean + half
    return mean, (below if low is None else max(low, below), above if high is None else min(high, above))


def _proportion_ci(hits: float, n: int) -> tuple[float, tuple[float, float]]:
    """A share of ``n`` (``hits`` may count a shared win as a part) and its 95 % interval (Wilson:
    within 0 and 1, and sound for few games or a share near 0 or 1)."""
    if n == 0:
        return 0.0, (0.0, 0.0)
    p = hits / n
    z = 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    # the interval always holds its estimate (rounding could leave 1.0 just above 0.9999999999999999)
    return p, (min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))
