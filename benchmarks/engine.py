"""Engine speed: full 4-player games per second and decisions per second, on one core.

Run: ``python benchmarks/engine.py [--games N] [--seed S] [--profile] [--compiled]``. Prints
figures; asserts nothing (``--profile``: the functions that take the most time
in the games of the basic bots, by cProfile, instead). The time of the bots' own thinking is included in the
"with bots" figures and measured apart in "engine only" (the same recorded
decisions replayed without bots). Games per second are by the wall clock, and in brackets by the
process's own CPU time (steadier on a machine other work shares).

``--compiled`` measures the pure-Python engine, then builds the engine with mypyc in a
temporary folder (``packaging/compile_engine.py``) and measures it there, in a subprocess.
The goals: 250 games per second with four basic bots in pure Python, 1,000 compiled (one core).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import make_bot  # noqa: E402
from gameofyear.content import load_content  # noqa: E402
from gameofyear.engine import Game  # noqa: E402
from gameofyear.seats import default_bot_seed  # noqa: E402
from gameofyear.simulation import play_out, random_setup  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--compiled", action="store_true", help="measure the engine compiled with mypyc too")
    args = parser.parse_args()
    if args.profile:
        profile(args.games, args.seed)
        return
    import gameofyear.engine.game as engine_game

    compiled = Path(engine_game.__file__ or "").suffix != ".py"
    print(f"engine: {'compiled with mypyc' if compiled else 'pure Python'}")
    start = time.perf_counter()
    content = load_content()
    print(f"content load: {1000 * (time.perf_counter() - start):.1f} ms")
    basic_games: list[Game] = []
    for kind in ("basic", "random"):
        games = []
        decisions = 0
        start, cpu = time.perf_counter(), time.process_time()
        for g in range(args.games):
            seed = args.seed + g
            game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
            decisions += play_out(game, [make_bot(kind, default_bot_seed(seed, i)) for i in range(4)])
            games.append(game)
        elapsed, used = time.perf_counter() - start, time.process_time() - cpu
        print(f"4 {kind} bots, with bots:  {args.games / elapsed:8.1f} games/s ({args.games / used:6.1f} cpu)"
              f"  {decisions / elapsed:9.0f} decisions/s  ({decisions / args.games:.0f} decisions per game)")
        start, cpu = time.perf_counter(), time.process_time()
        for game in games:
            Game.replay(game.setup, content, game.seed, game.actions)
        elapsed, used = time.perf_counter() - start, time.process_time() - cpu
        if kind == "basic":
            basic_games = games
        print(f"4 {kind} bots, engine only: {args.games / elapsed:7.1f} games/s ({args.games / used:6.1f} cpu)"
              f"  {decisions / elapsed:9.0f} decisions/s")
    print_floor(content, basic_games)
    game = games[0]
    mid = Game.replay(game.setup, content, game.seed, game.actions[: len(game.actions) // 2])
    copies = 20000
    start = time.perf_counter()
    for _ in range(copies):
        mid.clone()
    elapsed = time.perf_counter() - start
    print(f"state copies: {copies / elapsed:,.0f} per second")
    if args.compiled and not compiled:
        measure_compiled(args.games, args.seed)


def measure_compiled(games: int, seed: int) -> None:
    """Build the engine with mypyc in a temporary folder and run this benchmark there, in a subprocess."""
    import os
    import subprocess
    import tempfile

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packaging"))
    from compile_engine import mirror

    print()
    with tempfile.TemporaryDirectory(prefix="gameofyear-compiled-") as tmp:
        start = time.perf_counter()
        out = mirror(Path(tmp))
        print(f"mypyc build: {time.perf_counter() - start:.0f} s")
        sys.stdout.flush()
        subprocess.run([sys.executable, str(out / "benchmarks" / "engine.py"), "--games", str(games), "--seed", str(seed)],
                       cwd=out, env={**os.environ, "PYTHONPATH": str(out)}, check=True)


def print_floor(content, games: list[Game]) -> None:
    """Print the most games per second an engine that asks could reach with these decisions.

    The decisions recorded in ``games`` go through the least that an engine built like this
    one (DESIGN.md: it stops at each decision and asks) does per decision, with no rule run
    at all: make the decision and the player's observation, hand a bot its view, take the
    answer, check it against the options, record it, call the answer's continuation, and
    pop the task that asks next. The figure is a ceiling for interpreted Python at this many
    decisions per game, whatever the rules cost.
    """
    from gameofyear.bots import BotView
    from gameofyear.engine.decisions import Decision

    recorded = []
    for game in games:
        replayed = Game.new(game.setup, content, game.seed)
        steps = []
        for action in game.actions:
            d = replayed.pending
            o = replayed.observation(d.player)
            fields = (d.kind, d.player, d.options, d.subject, d.topic, d.source, d.info)
            steps.append((fields, tuple(getattr(o, f.name) for f in dataclasses.fields(o)), action))
            replayed.decide(action)
        recorded.append(steps)
    observation_type = type(replayed.observation(None))

    class Echo:
        """A bot that gives the answers recorded."""

        def __init__(self, answers):
            self.answers = iter(answers)

        def choose(self, view):
            return next(self.answers)

    class Asker:
        """An engine with the loop of :class:`Game` and no rules: every task asks the next decision."""

        def __init__(self, steps):
            self.steps = iter(steps)
            self.stack = [("ask",)]
            self.pending = None
            self.observed = ()
            self.actions = []
            self.run()

        def decide(self, action):
            decision = self.pending
            if decision.is_legal(action) is not None:
                raise AssertionError("a recorded action is illegal")
            self.actions.append(action)
            self.pending = None
            CONTINUATIONS["next"](self, action)
            self.run()

        def on_next(self, action):
            self.stack.append(("ask",))

        def run(self):
            while self.pending is None and self.stack:
                task = self.stack.pop()
                TASKS[task[0]](self, *task[1:])

        def t_ask(self):
            step = next(self.steps, None)
            if step is not None:
                self.pending = Decision(*step[0])
                self.observed = step[1]

        def observation(self):
            return observation_type(*self.observed)

    TASKS = {"ask": Asker.t_ask}
    CONTINUATIONS = {"next": Asker.on_next}
    count = sum(len(steps) for steps in recorded)
    start = time.perf_counter()
    for steps in recorded:
        bot = Echo([action for _, _, action in steps])
        engine = Asker(steps)
        while engine.pending is not None:
            decision = engine.pending
            engine.decide(bot.choose(BotView(decision.player, decision, engine.observation(), None, content)))
    elapsed = time.perf_counter() - start
    print(f"ceiling (asking loop, no rules):  {len(recorded) / elapsed:7.1f} games/s  {count / elapsed:9.0f} decisions/s"
          f"  ({count / len(recorded):.0f} decisions per game)")


def profile(games: int, seed: int) -> None:
    """Print the top of a cProfile of ``games`` games of 4 basic bots (cProfile slows small functions most)."""
    import cProfile
    import pstats

    content = load_content()
    profiler = cProfile.Profile()
    profiler.enable()
    for g in range(games):
        game = Game.new(random_setup(random.Random(seed + g), content, 4), content, seed + g)
        play_out(game, [make_bot("basic", default_bot_seed(seed + g, i)) for i in range(4)])
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


if __name__ == "__main__":
    main()
