"""Thinking time of the computer players: p50 and p95 per level and decision kind, on one core.

Run: ``python benchmarks/bots.py [--games N] [--expert-games N] [--seed S] [--levels a,b]``
(``--fit-spread GAMES``: measure instead :data:`gameofyear.bots.evaluation.SPREAD`;
``--versus 100,10 --games 500 --players 2``: the head-to-head of an expert at the first budget
against experts at the second, the seats turned game by game;
``--voluntary GAMES [--edition italian] [--claims manual]``: count instead each level's bankruptcies by choice
on a known cost, RULINGS.md §13).

``--curve 10,30,100,300 --games 500 [--players 2] [--workers 2]``: the expert's strength
curve instead. For each think budget (ms, :attr:`gameofyear.bots.ExpertBot.budget_ms`) the
expert plays ``--games`` games against ``normal`` bots (game ``g`` has seed ``seed + g``, the
expert sits in seat ``g % players``; the same games for every budget); printed per budget: its
win rate and mean tokens with 95 % intervals, the normal bots' mean tokens, the difference of
tokens (paired game by game), whether it beats ``normal`` significantly (the win rate's interval
above one in ``players``), and the CPU time it took per simulated decision (p50 / p95) with the
worlds it drew.
For each level, whole 4-player games (``--players``) are played with that level in the first
seat and ``normal`` bots in the others; every decision of the measured seat is
timed in CPU time (the bot's ``choose`` alone, not the engine). Prints figures; asserts
nothing. Trivial decisions (a single option, the spin) are counted in the
"all" row and shown apart as "trivial".
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import BOT_LEVELS, make_bot  # noqa: E402
from gameofyear.content import load_content  # noqa: E402
from gameofyear.engine import Game  # noqa: E402
from gameofyear.engine.decisions import DecisionKind  # noqa: E402
from gameofyear.seats import default_bot_seed  # noqa: E402
from gameofyear.simulation import _mean_ci as mean_ci  # noqa: E402
from gameofyear.simulation import random_setup  # noqa: E402
from gameofyear.table import Table  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    """The ``p`` quantile (0..1) of ``values`` by the nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p * len(ordered) + 0.5)) - 1))]


def measure(level: str, games: int, seed: int, players: int = 4) -> dict[str, list[float]]:
    """Milliseconds of CPU per decision of ``level`` in seat 0 of ``players``-player games, by decision kind."""
    content = load_content()
    times: dict[str, list[float]] = defaultdict(list)
    for g in range(games):
        game = Game.new(random_setup(random.Random(seed + g), content, players), content, seed + g)
        bots = [make_bot(level if i == 0 else "normal", default_bot_seed(seed + g, i)) for i in range(players)]
        table = Table.of_bots(game, bots)  # the game as every table plays it (the claims pass after each move)
        while game.pending is not None:
            bot, view = table.computer_to_ask()
            start = time.thread_time()  # CPU time: the other work of a shared machine does not count
            action = bot.choose(view)
            elapsed = (time.thread_time() - start) * 1000
            if view.me == 0:
                d = view.decision
                trivial = d.kind is DecisionKind.SPIN or (d.options is not None and len(d.options) == 1)
                times["trivial" if trivial else d.kind.value].append(elapsed)
                times["all"].append(elapsed)
            table.play(action)
            table.claims_pass()  # the pass after every move (it claims nothing under automatic claims)
    return times


def curve_game(args: tuple[float, int, int]) -> tuple[float, int, float, list[float], list[int]]:
    """One game of the strength curve: ``(expert's win share, its tokens, the normal bots' mean tokens,
    ms of CPU per simulated decision, worlds drawn per simulated decision)``."""
    from gameofyear.bots import ExpertBot, NormalBot
    budget, seed, players = args
    content = _content()
    game = Game.new(random_setup(random.Random(seed), content, players), content, seed)
    seat = seed % players
    bots = [ExpertBot(default_bot_seed(seed, i), budget_ms=budget) if i == seat else NormalBot(default_bot_seed(seed, i)) for i in range(players)]
    expert = bots[seat]
    assert isinstance(expert, ExpertBot)
    times: list[float] = []
    worlds: list[int] = []
    choose = expert.choose

    def timed(view):  # type: ignore[no-untyped-def]
        start = time.thread_time()
        action = choose(view)
        if expert.last_worlds:
            times.append((time.thread_time() - start) * 1000)
            worlds.append(expert.last_worlds)
        return action

    expert.choose = timed  # type: ignore[method-assign]
    Table.of_bots(game, bots).run()
    outcome = game.outcome()
    assert outcome is not None
    win = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    tokens = [p.tokens for p in game.state.players]
    others = [t for i, t in enumerate(tokens) if i != seat]
    return win, tokens[seat], sum(others) / len(others), times, worlds


_CONTENT: list = []


def _content():  # type: ignore[no-untyped-def]
    if not _CONTENT:
        _CONTENT.append(load_content())
    return _CONTENT[0]


def _mean_ci(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95 % interval, as the tournament computes them."""
    mean, (low, high) = mean_ci(values)
    return mean, low, high


def strength_curve(budgets: list[float], games: int, seed: int, players: int, workers: int) -> None:
    """Print the expert's strength against ``normal`` for each think budget (see the module docstring)."""
    from concurrent.futures import ProcessPoolExecutor

    print(f"the expert against normal, {players}-player games, {games} games per budget (seeds {seed}–{seed + games - 1})")
    print(f"{'budget':>7} {'win rate':>9} {'95% CI':<17} {'tokens':>6} {'95% CI':<15} {'normal':>6} "
          f"{'difference':>10} {'95% CI':<15} {'ms p50':>6} {'ms p95':>6} {'worlds':>6}  significant")
    for budget in budgets:
        start = time.perf_counter()
        jobs = [(budget, seed + g, players) for g in range(games)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            rows = list(pool.map(curve_game, jobs, chunksize=5))
        win, win_low, win_high = _mean_ci([r[0] for r in rows])
        tok, tok_low, tok_high = _mean_ci([float(r[1]) for r in rows])
        normal = sum(r[2] for r in rows) / len(rows)
        diff, diff_low, diff_high = _mean_ci([r[1] - r[2] for r in rows])
        times = [t for r in rows for t in r[3]]
        worlds = [w for r in rows for w in r[4]]
        print(f"{budget:>5.0f}ms {win:>9.1%} [{win_low:5.1%}, {win_high:5.1%}] {tok:>6.2f} [{tok_low:5.2f}, {tok_high:5.2f}] "
              f"{normal:>6.2f} {diff:>+10.2f} [{diff_low:+5.2f}, {diff_high:+5.2f}] {percentile(times, 0.5):>6.1f} "
              f"{percentile(times, 0.95):>6.1f} {sum(worlds) / len(worlds):>6.1f}  "
              f"{'yes' if win_low > 1 / players else 'no'}   ({time.perf_counter() - start:.0f} s)", flush=True)


def versus_game(args: tuple[float, float, int, int]) -> tuple[float, float, int, int]:
    """One head-to-head game between two experts: ``(first's win share, second's, first's tokens, second's)``.

    Game ``seed`` has the setup of :func:`random_setup` with that seed; the expert with the first budget
    sits in seat ``seed % players``, the one with the second budget in every other seat.
    """
    from gameofyear.bots import ExpertBot
    first, second, seed, players = args
    content = _content()
    game = Game.new(random_setup(random.Random(seed), content, players), content, seed)
    seat = seed % players
    bots = [ExpertBot(default_bot_seed(seed, i), budget_ms=first if i == seat else second) for i in range(players)]
    Table.of_bots(game, bots).run()
    outcome = game.outcome()
    assert outcome is not None
    share = 1.0 / len(outcome.winners)
    others = [i for i in range(players) if i != seat]
    tokens = [p.tokens for p in game.state.players]
    return (share if seat in outcome.winners else 0.0,
            sum(share for i in others if i in outcome.winners) / len(others),
            tokens[seat], sum(tokens[i] for i in others) // len(others))


def versus(budgets: list[float], games: int, seed: int, players: int, workers: int) -> None:
    """Print the head-to-head of an expert at ``budgets[0]`` ms against experts at ``budgets[1]`` ms."""
    from concurrent.futures import ProcessPoolExecutor

    first, second = budgets
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        rows = list(pool.map(versus_game, [(first, second, seed + g, players) for g in range(games)], chunksize=5))
    win, low, high = _mean_ci([r[0] for r in rows])
    diff, dlow, dhigh = _mean_ci([r[0] - r[1] for r in rows])
    tok, tlow, thigh = _mean_ci([float(r[2] - r[3]) for r in rows])
    print(f"expert {first:.0f} ms against expert {second:.0f} ms, {players}-player games, {games} games "
          f"(seeds {seed}–{seed + games - 1}), {time.perf_counter() - start:.0f} s")
    print(f"win rate {win:.1%} [{low:.1%}, {high:.1%}]; wins less the other's {diff:+.3f} [{dlow:+.3f}, {dhigh:+.3f}]; "
          f"tokens {tok:+.2f} [{tlow:+.2f}, {thigh:+.2f}]  {'significant' if dlow > 0 else 'not significant'}")


def voluntary(levels: list[str], games: int, seed: int, players: int, edition: str,
              claims: Literal["automatic", "manual"] | None = None) -> None:
    """Print, per level, the bankruptcies by choice on a known cost in ``games`` games of that level in every seat
    (:func:`gameofyear.simulation.voluntary_bankruptcies`; RULINGS.md §13 asks for none but at ``random``);
    ``claims``: the way sums are claimed, when not the edition's (RULINGS.md §4)."""
    from gameofyear.simulation import voluntary_bankruptcies

    content = load_content(edition=edition)
    print(f"bankruptcies by choice on a known cost, {edition} edition, {claims or 'its'} claims, {players} players, "
          f"{games} games per level (seeds {seed}–{seed + games - 1})")
    for level in levels:
        start = time.perf_counter()
        found = voluntary_bankruptcies(content, level, games, seed, players, claims)
        sample = ", ".join(f"seed {g} player {p} ({source})" for g, p, source in found[:3])
        print(f"{level:<8} {len(found):>5}  {sample}  ({time.perf_counter() - start:.0f} s)", flush=True)


def fit(content: Any, games: int, seed: int, kind: str = "normal") -> tuple[float, float]:
    """Measure :data:`gameofyear.bots.evaluation.SPREAD` on bot games.

    Plays ``games`` games (2 to 6 players, mostly 4) of ``kind`` bots; at about
    one turn start in five notes every player's :func:`expected_tokens` and,
    once the game is over, their final tokens; then fits the squared error as
    ``a + b * rounds_left`` by least squares.

    Returns:
        ``(a, b)`` to paste into :data:`SPREAD`.
    """
    from gameofyear.bots.evaluation import expected_tokens, rounds_left

    rows: list[tuple[float, float]] = []
    rng = random.Random(seed)
    for g in range(games):
        count = rng.choice((2, 3, 4, 4, 4, 5, 6))
        game = Game.new(random_setup(random.Random(seed + g), content, count), content, seed + g)
        table = Table.of_bots(game, [make_bot(kind, default_bot_seed(seed + g, i)) for i in range(count)])
        snapshots: list[tuple[float, list[float]]] = []
        while game.pending is not None:
            if game.pending.kind is DecisionKind.SPIN and rng.random() < 0.2:
                st = game.state
                snapshots.append((rounds_left(st.players), expected_tokens(st.players, st.quarter_passers, content)))
            table.run(limit=1)  # one move as every table plays it
        final = [p.tokens for p in game.state.players]
        for rounds, mu in snapshots:
            rows.extend((rounds, (final[i] - mu[i]) ** 2) for i in range(count))
    s00 = float(len(rows))
    s01 = sum(r for r, _ in rows)
    s11 = sum(r * r for r, _ in rows)
    t0 = sum(e for _, e in rows)
    t1 = sum(r * e for r, e in rows)
    det = s00 * s11 - s01 * s01
    a = (t0 * s11 - t1 * s01) / det
    b = (s00 * t1 - s01 * t0) / det
    return max(a, 1.0), max(b, 0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per level (default 20)")
    parser.add_argument("--expert-games", type=int, default=4, help="games for the expert (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(BOT_LEVELS))
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--fit-spread", type=int, metavar="GAMES", default=0,
                        help="instead, measure the expert evaluation's spread on GAMES games of normal bots")
    parser.add_argument("--curve", metavar="MS,MS,...", default="",
                        help="instead, the expert's strength curve for these think budgets (ms)")
    parser.add_argument("--workers", type=int, default=2, help="processes for --curve (default 2)")
    parser.add_argument("--versus", metavar="MS,MS", default="",
                        help="instead, an expert at the first budget against experts at the second (--games games)")
    parser.add_argument("--voluntary", type=int, metavar="GAMES", default=0,
                        help="instead, count each level's bankruptcies by choice on a known cost over GAMES games")
    parser.add_argument("--edition", default="classic", help="the edition of --voluntary (default classic)")
    parser.add_argument("--claims", choices=("automatic", "manual"), default=None,
                        help="the claims of --voluntary (default: the edition's)")
    args = parser.parse_args()
    if args.versus:
        versus([float(b) for b in args.versus.split(",")], args.games, args.seed, args.players, args.workers)
        return
    if args.voluntary:
        voluntary(args.levels.split(","), args.voluntary, args.seed, args.players, args.edition, args.claims)
        return
    if args.curve:
        strength_curve([float(b) for b in args.curve.split(",")], args.games, args.seed, args.players, args.workers)
        return
    if args.fit_spread:
        a, b = fit(load_content(), args.fit_spread, 1000)
        print(f"SPREAD = ({a:.2f}, {b:.3f})")
        return
    print(f"{'level':<8} {'decision':<15} {'count':>6} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for level in args.levels.split(","):
        games = args.expert_games if level == "expert" else args.games
        times = measure(level, games, args.seed, args.players)
        for kind in sorted(times, key=lambda k: (k == "all", k)):
            values = times[kind]
            print(f"{level:<8} {kind:<15} {len(values):>6} {percentile(values, 0.5):>8.2f} "
                  f"{percentile(values, 0.95):>8.2f} {max(values):>8.2f}")


if __name__ == "__main__":
    main()
