"""Thinking time of the computer players: p50 and p95 per level and decision kind, on one core.

Run: ``python benchmarks/bots.py [--games N] [--expert-games N] [--seed S] [--levels a,b]``
(``--fit-spread GAMES``: measure instead :data:`gameofyear.bots.evaluation.SPREAD`).
For each level, whole 4-player games (``--players``) are played with that level in the first
seat and ``normal`` bots in the others; every decision of the measured seat is
timed (the bot's ``choose`` alone, not the engine). Prints figures; asserts
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import BOT_LEVELS, bot_view, make_bot  # noqa: E402
from gameofyear.content import load_content  # noqa: E402
from gameofyear.engine import Game  # noqa: E402
from gameofyear.engine.decisions import DecisionKind  # noqa: E402
from gameofyear.simulation import random_setup  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    """The ``p`` quantile (0..1) of ``values`` by the nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p * len(ordered) + 0.5)) - 1))]


def measure(level: str, games: int, seed: int, players: int = 4) -> dict[str, list[float]]:
    """Milliseconds per decision of ``level`` in seat 0 of ``players``-player games, by decision kind."""
    content = load_content()
    times: dict[str, list[float]] = defaultdict(list)
    for g in range(games):
        game = Game.new(random_setup(random.Random(seed + g), content, players), content, seed + g)
        bots = [make_bot(level if i == 0 else "normal", (seed + g) * 10 + i) for i in range(players)]
        while game.pending is not None:
            view = bot_view(game)
            start = time.perf_counter()
            action = bots[view.me].choose(view)
            elapsed = (time.perf_counter() - start) * 1000
            if view.me == 0:
                d = view.decision
                trivial = d.kind is DecisionKind.SPIN or (d.options is not None and len(d.options) == 1)
                times["trivial" if trivial else d.kind.value].append(elapsed)
                times["all"].append(elapsed)
            game.decide(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per level (default 20)")
    parser.add_argument("--expert-games", type=int, default=4, help="games for the expert (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(BOT_LEVELS))
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--fit-spread", type=int, metavar="GAMES", default=0,
                        help="instead, measure the expert evaluation's spread on GAMES games of normal bots")
    args = parser.parse_args()
    if args.fit_spread:
        from gameofyear.bots.evaluation import fit

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
