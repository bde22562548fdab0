"""Soak the game's windows: seeded games played through at every speed under random keys and clicks.

    python benchmarks/soak.py --pieces 6 --minutes 5 --out soak.jsonl            # local and network pieces
    python benchmarks/soak.py --pieces 6 --minutes 5 --out soak.jsonl --resume   # go on where it stopped

Each piece runs in a process of its own for ``--minutes`` (at most 5, so that any piece fits CI's time):
the local window (a person, sometimes two at one screen, and computers) or a network game's window joined
to a server on 127.0.0.1, one after the other. A piece plays seeded games to their end, one after the other,
at a speed drawn for each game (instant, fast, normal, slow) and with the big moments waiting or not; every
60–200 ms it presses a random key (Space, Return, Escape, Tab, the arrows, Page Up/Down, F6, a letter or a
digit) or clicks at a random point of the window; a decision left unanswered for a second is answered
with a random legal choice, as a player who finally decides. The results, the Year in Review and any box
opened are closed by the keys and clicks themselves or, at a game's end, by the piece.

A piece that ends by a signal (a native crash) is recorded as such, with the end of what it printed
(``python -X faulthandler`` gives the threads' stacks). One JSON line a piece is appended to ``--out``;
``--resume`` skips the pieces already there. The summary gives the minutes played and the crashes.
Nothing here asserts: it prints figures.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("local", "network")
SPEEDS = ("instant", "fast", "normal", "slow")
MAX_MINUTES = 5.0
"""The longest piece (minutes), so that a piece fits in CI's time."""
ANSWER_AFTER = 1.0
"""Seconds a decision may wait under the random keys and clicks before it is answered."""


def _keys() -> list[Any]:
    from PySide6.QtCore import Qt

    key = Qt.Key
    return [key.Key_Space, key.Key_Return, key.Key_Escape, key.Key_Tab, key.Key_Left, key.Key_Right, key.Key_Up,
            key.Key_Down, key.Key_PageUp, key.Key_PageDown, key.Key_F6, key.Key_Home, key.Key_N, key.Key_Y,
            key.Key_O, key.Key_B, key.Key_1, key.Key_3, key.Key_7, key.Key_M]


class Driver:
    """Random keys and clicks on one window, and the answer to a decision left waiting (see the module).

    Args:
        window: the window played (local or network).
        rng: the piece's random generator.
        answer: answers the decision waiting, if any, with a random legal choice; returns True when it did.
    """

    def __init__(self, window: Any, rng: random.Random, answer: Any) -> None:
        self.window = window
        self.rng = rng
        self.answer = answer
        self.keys = _keys()
        self.presses = 0
        self.clicks = 0
        self.answers = 0
        self._waiting_since = time.monotonic()
        self._waiting_for: Any = None

    def poke(self) -> None:
        """One random key or click; a decision waiting for :data:`ANSWER_AFTER` seconds gets its answer."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        window = self.window
        target = QApplication.activeModalWidget() or QApplication.activePopupWidget() or window
        if self.rng.random() < 0.7:
            focus = QApplication.focusWidget()
            receiver = focus if focus is not None and focus.isVisible() else target
            QTest.keyClick(receiver, self.rng.choice(self.keys))
            self.presses += 1
        else:
            x, y = self.rng.randrange(max(1, target.width())), self.rng.randrange(max(1, target.height()))
            child = target.childAt(x, y) or target
            QTest.mouseClick(child, Qt.MouseButton.LeftButton, pos=child.mapFrom(target, QPoint(x, y)))
            self.clicks += 1
        waiting = self._pending()
        if waiting is not self._waiting_for:
            self._waiting_for, self._waiting_since = waiting, time.monotonic()
        elif waiting is not None and time.monotonic() - self._waiting_since > ANSWER_AFTER:
            if self.answer(self.rng):
                self.answers += 1
            self._waiting_since = time.monotonic()

    def _pending(self) -> Any:
        game = getattr(self.window, "game", None)
        if game is not None:
            return game.pending
        return getattr(self.window, "decision", None)


def _settings(rng: random.Random) -> Any:
    from PySide6.QtCore import QSettings

    from gameofyear.ui.settings import Settings

    settings = Settings(QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
    settings.animation_speed = rng.choice(SPEEDS)
    settings.wait_at_moments = rng.random() < 0.5
    settings.muted = True
    return settings


def _close_boxes(window: Any) -> None:
    """Close the boxes a game's end or a click opened (results, Year in Review, an entry, a menu)."""
    from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox

    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible() and isinstance(widget, (QDialog, QMessageBox, QMenu)):
            widget.close()


def _retire(window: Any) -> None:
    """Close the window of the game before (its boxes first), if there is one."""
    if window is not None:
        _close_boxes(window)
        window.close()
        window.deleteLater()


def _local_piece(rng: random.Random, deadline: float, report: dict[str, Any]) -> None:
    """Play seeded local games in the main window until ``deadline`` (monotonic seconds)."""
    from PySide6.QtWidgets import QApplication

    from gameofyear.content import load_content
    from gameofyear.engine import Game
    from gameofyear.seats import Seat
    from gameofyear.simulation import random_setup
    from gameofyear.ui.mainwindow import MainWindow

    app: Any = QApplication.instance()
    content = load_content()
    state: dict[str, Any] = {}
    data_dir = Path(tempfile.mkdtemp(prefix="gameofyear-soak-"))  # its autosaves, never the player's own

    def new_game() -> None:
        _retire(state.get("window"))
        seed = rng.randrange(1 << 30)
        players = rng.randint(2, 5)
        humans = 1 if rng.random() < 0.6 else 2
        setup = random_setup(random.Random(seed), content, players)
        game = Game.new(setup, content, seed)
        window = MainWindow(content, _settings(rng), auto_dialogs=False, data_dir=data_dir)
        window.resize(rng.choice([(1024, 700), (1400, 860), (1600, 1000)])[0],
                      rng.choice([700, 860, 1000]))
        window.show()
        colours = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
        window.start(game, [Seat("human" if i < humans else "computer", rng.choice(["easy", "basic"]), colours[i])
                            for i in range(players)])

        def answer(chooser: random.Random) -> bool:
            controller, pending = window.controller, game.pending
            if controller is None or pending is None or controller.waiting_for_human != pending.player:
                return False
            if window.cover is not None:
                window.cover.button.click()
                return True
            options = pending.options
            choice = ("Yesterday",) if options is None else chooser.choice(list(options))
            try:
                controller.submit(choice)
            except Exception:  # the window moved on meanwhile (a key answered it): the next poke sees the new one
                return False
            return True

        state.update(window=window, game=lambda: game, driver=Driver(window, rng, answer), started=time.monotonic())
        report["games"] += 1

    _play_until(app, rng, deadline, report, state, new_game)


def _network_piece(rng: random.Random, deadline: float, report: dict[str, Any]) -> None:
    """Play seeded network games, a joined window against computers on a server on 127.0.0.1, until ``deadline``."""
    import asyncio
    import threading

    from PySide6.QtWidgets import QApplication

    from gameofyear.content import load_content, load_texts
    from gameofyear.net.server import GameServer, Limits
    from gameofyear.net.store import Store
    from gameofyear.simulation import random_setup
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    app: Any = QApplication.instance()
    content = load_content()
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    store = Store(":memory:")
    server = GameServer(store, Limits(probe_private=True))
    port = asyncio.run_coroutine_threadsafe(server.start("127.0.0.1", 0), loop).result(10)
    state: dict[str, Any] = {}

    def new_game() -> None:
        _retire(state.get("window"))
        seed = rng.randrange(1 << 30)
        players = rng.randint(2, 4)
        setup = random_setup(random.Random(seed), content, players)
        request = {"setup": setup.to_json(), "grace": 60,
                   "seats": [{"kind": "remote"}] + [{"kind": "computer", "level": "basic"}] * (players - 1)}

        async def create() -> dict[str, Any]:
            return server.create_game(request)

        created = asyncio.run_coroutine_threadsafe(create(), loop).result(10)
        session = NetworkSession()
        window = NetworkGameWindow(session, load_texts(content), speed=rng.choice([0.0, 0.3, 1.0]))
        window.resize(rng.choice([1024, 1400, 1600]), rng.choice([700, 860, 1000]))
        window.show()
        session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])

        def answer(chooser: random.Random) -> bool:
            decision, dialog = window.decision, window.dialog
            if decision is None:
                return False
            if dialog is None:
                if window.spin_action.isEnabled():
                    window.spin_action.trigger()
                    return True
                return False
            options = decision.options
            try:
                dialog.choose(("Yesterday",) if options is None else chooser.choice(list(options)))
            except Exception:
                return False
            return True

        hosted = server.games[created["game"]]
        state.update(window=window, game=lambda: hosted.table.game, driver=Driver(window, rng, answer),
                     started=time.monotonic())
        report["games"] += 1

    _play_until(app, rng, deadline, report, state, new_game)
    state["window"].close()
    asyncio.run_coroutine_threadsafe(server.close(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    store.close()


def _watch_boxes(rng: random.Random, deadline: float) -> Any:
    """A timer of its own that answers a modal box (an entry opened by a click, a question) with Return or
    Escape, or closes it at the deadline: a box's own event loop holds the driver's timer, not this one."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    def look() -> None:
        box = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if box is None:
            return
        if time.monotonic() >= deadline:
            box.close()
        elif rng.random() < 0.5:
            QTest.keyClick(box, rng.choice([Qt.Key.Key_Return, Qt.Key.Key_Escape]))

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(400)
    return timer


def _play_until(app: Any, rng: random.Random, deadline: float, report: dict[str, Any], state: dict[str, Any],
                new_game: Any) -> None:
    """Start a game, then poke it every 60–200 ms until ``deadline``; a game over (or four minutes long) makes way for
    a new one. ``state`` holds the window's ``game`` (a function: the game now), its ``driver`` and when it
    ``started``; the figures add up in ``report``."""
    from PySide6.QtCore import QTimer

    def tick() -> None:
        game, driver = state["game"](), state["driver"]
        if time.monotonic() >= deadline:
            timer.stop()
            report["actions"] += len(game.actions)
            app.quit()
            return
        if game.finished or time.monotonic() - state["started"] > 240:
            report["actions"] += len(game.actions)
            report["finished"] += int(game.finished)
            _absorb(report, driver)
            new_game()
            return
        driver.poke()
        timer.setInterval(rng.randint(60, 200))

    new_game()
    watch = _watch_boxes(random.Random(rng.random()), deadline)
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    app.exec()
    watch.stop()
    _absorb(report, state["driver"])


def _absorb(report: dict[str, Any], driver: Driver) -> None:
    report["keys"] += driver.presses
    report["clicks"] += driver.clicks
    report["answers"] += driver.answers
    driver.presses = driver.clicks = driver.answers = 0


def run_piece(kind: str, seed: int, minutes: float) -> dict[str, Any]:
    """Run one piece in this process and return its figures (games, finished, actions, keys, clicks, answers)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([sys.argv[0]])
    rng = random.Random(seed)
    report: dict[str, Any] = {"games": 0, "finished": 0, "actions": 0, "keys": 0, "clicks": 0, "answers": 0}
    deadline = time.monotonic() + 60 * min(minutes, MAX_MINUTES)
    (_local_piece if kind == "local" else _network_piece)(rng, deadline, report)
    return report


def _done(out: Path) -> set[int]:
    if not out.exists():
        return set()
    return {json.loads(line)["piece"] for line in out.read_text().splitlines() if line.strip()}


def main(argv: list[str] | None = None) -> int:
    """Run the pieces asked (each in its own process) and print the figures; see the module."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pieces", type=int, default=2, help="pieces to run, local and network in turn")
    parser.add_argument("--minutes", type=float, default=MAX_MINUTES, help="minutes a piece (at most 5)")
    parser.add_argument("--seed", type=int, default=1, help="the first piece's seed (the others follow)")
    parser.add_argument("--out", type=Path, default=Path("soak.jsonl"), help="where each piece's line is appended")
    parser.add_argument("--resume", action="store_true", help="skip the pieces already in --out")
    parser.add_argument("--piece", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--kind", choices=KINDS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.piece is not None:  # the child: one piece, its figures on the last line
        print(json.dumps(run_piece(args.kind, args.seed, args.minutes)), flush=True)
        return 0
    done = _done(args.out) if args.resume else set()
    for piece in range(args.pieces):
        if piece in done:
            continue
        kind = KINDS[piece % len(KINDS)]
        seed = args.seed + piece
        started = time.monotonic()
        command = [sys.executable, "-X", "faulthandler", __file__, "--piece", str(piece), "--kind", kind,
                   "--seed", str(seed), "--minutes", str(args.minutes)]
        env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        try:
            run = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT,
                                 timeout=60 * min(args.minutes, MAX_MINUTES) + 180)
            code: int | str = run.returncode
            output, errors = run.stdout, run.stderr
        except subprocess.TimeoutExpired as expired:
            code, output, errors = "hang", str(expired.stdout or ""), str(expired.stderr or "")
        lines = [line for line in output.splitlines() if line.startswith("{")]
        figures = json.loads(lines[-1]) if lines and code == 0 else {}
        record = {"piece": piece, "kind": kind, "seed": seed, "minutes": round((time.monotonic() - started) / 60, 2),
                  "returncode": code, "crash": code != 0, **figures,
                  "stderr_tail": "" if code == 0 else errors[-3000:]}
        with args.out.open("a") as file:
            file.write(json.dumps(record) + "\n")
        print(json.dumps({k: v for k, v in record.items() if k != "stderr_tail"}), flush=True)
    records = [json.loads(line) for line in args.out.read_text().splitlines() if line.strip()] \
        if args.out.exists() else []
    minutes = sum(r["minutes"] for r in records)
    crashes = [r for r in records if r["crash"]]
    print(f"{len(records)} pieces, {minutes:.1f} minutes played, {sum(r.get('games', 0) for r in records)} games "
          f"({sum(r.get('finished', 0) for r in records)} to their end), "
          f"{sum(r.get('keys', 0) for r in records)} keys, {sum(r.get('clicks', 0) for r in records)} clicks, "
          f"{len(crashes)} crashes")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
