"""Engine speed: full 4-player games per second and decisions per second, on one core.

Run: ``python benchmarks/engine.py [--games N] [--seed S] [--profile]``. Prints
figures; asserts nothing (``--profile``: the functions that take the most time
in the games of the basic bots, by cProfile, instead). The time of the bots' own thinking is included in the
"with bots" figures and measured apart in "engine only" (the same recorded
decisions replayed without bots).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import make_bot  # noqa: E402
from gameofyear.content import load_content  # noqa: E402
from gameofyear.engine import Game  # noqa: E402
from gameofyear.simulation import play_out, random_setup  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        profile(args.games, args.seed)
        return
    start = time.perf_counter()
    content = load_content()
    print(f"content load: {1000 * (time.perf_counter() - start):.1f} ms")
    for kind in ("basic", "random"):
        games = []
        decisions = 0
        start = time.perf_counter()
        for g in range(args.games):
            seed = args.seed + g
            game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
            decisions += play_out(game, [make_bot(kind, seed * 10 + i) for i in range(4)])
            games.append(game)
        elapsed = time.perf_counter() - start
        print(f"4 {kind} bots, with bots:  {args.games / elapsed:8.1f} games/s  {decisions / elapsed:9.0f} decisions/s"
              f"  ({decisions / args.games:.0f} decisions per game)")
        start = time.perf_counter()
        for game in games:
            Game.replay(game.setup, content, game.seed, game.actions)
        elapsed = time.perf_counter() - start
        print(f"4 {kind} bots, engine only: {args.games / elapsed:7.1f} games/s  {decisions / elapsed:9.0f} decisions/s")
    game = games[0]
    mid = Game.replay(game.setup, content, game.seed, game.actions[: len(game.actions) // 2])
    copies = 20000
    start = time.perf_counter()
    for _ in range(copies):
        mid.clone()
    elapsed = time.perf_counter() - start
    print(f"state copies: {copies / elapsed:,.0f} per second")


def profile(games: int, seed: int) -> None:
    """Print the top of a cProfile of ``games`` games of 4 basic bots (cProfile slows small functions most)."""
    import cProfile
    import pstats

    content = load_content()
    profiler = cProfile.Profile()
    profiler.enable()
    for g in range(games):
        game = Game.new(random_setup(random.Random(seed + g), content, 4), content, seed + g)
        play_out(game, [make_bot("basic", (seed + g) * 10 + i) for i in range(4)])
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


if __name__ == "__main__":
    main()
