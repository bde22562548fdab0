"""A computer player thinks on a worker thread: the window's event loop keeps running meanwhile."""

from __future__ import annotations

import threading
import time
from typing import Any

from helpers import build
from PySide6.QtCore import QTimer

from gameofyear.bots import BotView, ExpertBot
from gameofyear.bots.expert import TURN_MS
from gameofyear.engine.decisions import DecisionKind
from gameofyear.seats import Seat
from gameofyear.ui.controller import GameController


class SlowExpert(ExpertBot):
    """An expert drawing many worlds (a long think), noting when and on which thread it thinks."""

    def __init__(self) -> None:
        super().__init__(seed=5, budget_ms=1000 * 2 * TURN_MS)  # a thousand worlds for two numbers (two players)
        self.thinks: list[tuple[float, float, str, Any]] = []
        self.started: list[float] = []

    def settled(self, samples: list[list[float]]) -> bool:
        return False  # never sure: the whole budget is used

    def choose(self, view: BotView) -> Any:
        start = time.perf_counter()
        self.started.append(start)
        action = super().choose(view)
        self.thinks.append((start, time.perf_counter(), threading.current_thread().name, view.decision.kind))
        return action


def test_the_event_loop_keeps_running_while_an_expert_thinks(qtbot: Any) -> None:
    """A 10 ms QTimer keeps firing while the expert weighs two dial numbers; its answer is then played."""
    # no token offer (too little money), the dial shows 4/8: the expert must choose a number
    game = build(2, positions=["01-01", "01-01"], money=[400, 400], dial=[4])
    controller = GameController(game, [Seat("computer", "expert"), Seat("computer", "expert")],
                                bot_delay_ms=0)
    expert = SlowExpert()
    controller.bots[0] = expert
    shown: list[Any] = []
    controller.events_ready.connect(lambda events: (shown.extend(events), QTimer.singleShot(0, controller.events_shown)))
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    controller.start()
    qtbot.waitUntil(lambda: any(kind is DecisionKind.CHOOSE_NUMBER for *_, kind in expert.thinks), timeout=60_000)
    qtbot.waitUntil(lambda: any(a in (4, 8) for a in game.actions), timeout=10_000)
    controller.stop()
    timer.stop()
    start, end, thread, _ = next(t for t in expert.thinks if t[3] is DecisionKind.CHOOSE_NUMBER)
    assert thread != threading.main_thread().name
    assert end - start > 0.15, "the think was too short to show anything"
    during = [t for t in ticks if start <= t <= end]
    gaps = [b - a for a, b in zip([start, *during], [*during, end])]
    assert during, "the timer never fired while the expert thought"  # how often is the machine's, not the game's
    assert max(gaps) < 0.2, f"the event loop stalled for {max(gaps):.3f} s"
    assert game.actions[1] in (4, 8)  # the expert's number was played (after the spin)


def test_an_answer_for_a_game_that_was_replaced_meanwhile_is_dropped_and_asked_again(qtbot: Any) -> None:
    """The game is replaced (as when a saved game is loaded) while the expert thinks: it is asked again."""
    game = build(2, positions=["01-01", "01-01"], money=[400, 400], dial=[4])
    controller = GameController(game, [Seat("computer", "expert"), Seat("computer", "expert")],
                                bot_delay_ms=0)
    expert = SlowExpert()
    controller.bots[0] = expert
    controller.events_ready.connect(lambda events: QTimer.singleShot(0, controller.events_shown))
    controller.start()
    qtbot.waitUntil(lambda: game.pending is not None and game.pending.kind is DecisionKind.CHOOSE_NUMBER
                    and len(expert.started) == 1, timeout=30_000)  # the table spun; the number: thinking now
    replacement = game.clone()
    controller.table.game = replacement
    qtbot.waitUntil(lambda: len(replacement.actions) > 1, timeout=60_000)
    controller.stop()
    assert replacement.actions[1] in (4, 8)
    assert len(game.actions) == 1  # the old game got no answer
    assert [kind for *_, kind in expert.thinks].count(DecisionKind.CHOOSE_NUMBER) == 2



def batches_per_turn_of_the_event_loop(qtbot: Any, speed: float) -> tuple[list[int], float]:
    """Play 150 decisions of three basic computers at ``speed``, shown by a window that takes about a
    millisecond a batch; return the batches shown in each turn of the event loop that showed any, and the
    longest time between two turns (seconds)."""
    import random

    from gameofyear.content import load_content
    from gameofyear.engine import Game
    from gameofyear.simulation import random_setup

    content = load_content()
    game = Game.new(random_setup(random.Random(3), content, 3), content, 3)
    controller = GameController(game, [Seat("computer", "basic")] * 3, bot_delay_ms=0)
    controller.speed_factor = speed
    batches = [0]
    turns: list[int] = []
    gaps: list[float] = []
    ticked = [time.perf_counter()]

    def tick() -> None:
        turns.append(batches[0])
        batches[0] = 0
        now = time.perf_counter()
        gaps.append(now - ticked[0])
        ticked[0] = now

    def show(events: list[Any]) -> None:
        batches[0] += 1
        shown = time.perf_counter()
        while time.perf_counter() - shown < 0.001:
            pass
        controller.batch_shown()

    controller.events_ready.connect(show)
    ticker = QTimer()
    ticker.setInterval(0)  # once per turn of the event loop
    ticker.timeout.connect(tick)
    ticker.start()
    controller.start()
    qtbot.waitUntil(lambda: len(game.actions) >= 150, timeout=60_000)
    ticker.stop()
    controller.stop()
    return [n for n in turns if n], max(gaps)


def test_at_instant_speed_computers_play_on_for_a_frame_between_turns_of_the_event_loop(qtbot: Any) -> None:
    """A window that shows events at once sees several computer decisions per turn of the event loop at
    instant speed (it paints once for them), never more than one at animated speeds; the event loop still
    turns often."""
    animated, _ = batches_per_turn_of_the_event_loop(qtbot, 1.0)
    assert max(animated) == 1, "animated: one decision per turn of the event loop"
    instant, longest = batches_per_turn_of_the_event_loop(qtbot, 0.0)
    assert len(instant) > 1, "instant: the event loop turned during the game"
    assert sum(instant) / len(instant) > 2, f"instant: {instant}"
    assert longest < 0.25, f"the event loop waited {longest:.3f} s"
