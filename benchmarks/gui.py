"""Interface speed and memory, in one run: cold starts, quitting, board repaint, a whole game.

Run: ``python benchmarks/gui.py [--pairs N] [--only start,quit,board,game]``. Prints
figures; asserts nothing.

- cold start to the first painted frame, for ``gameofyear``'s main window and for a
  bare PySide6 window (the floor), each in a fresh Python process, in N pairs run
  one after the other (the order turns each pair, so that a machine getting busier
  or quieter weighs on both alike); each pair gives one ratio, and the median ratio
  is printed with its spread (goal: ≤ 1.3×);
- quitting from the welcome screen with no game under way (the content loaded, as at
  every start): how long closing the window takes and which modules it imports
  (goal: none);
- the time of one full repaint of the board at 1600×1000 (goal: under 5 ms);
- a whole game of four computer players shown in the window at instant speed: its peak
  memory (goal: ≤ 110 MB) and the GUI work per decision shown (goal: ≤ 4 ms) — the
  CPU time of the GUI thread from the start of the game to its end, less the time
  spent in the rules and the computer players (the table's ``next``, ``play``,
  ``claims_pass``, ``computer_move`` and the bots' ``choose``), divided by the
  batches of events the window was given to show (one per decision, plus claims).

Runs offscreen unless ``QT_QPA_PLATFORM`` says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_FIRST_PAINT = r"""
import sys, time
spawned = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(f"{time.time() - spawned:.4f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False
"""

_MINIMAL = _FIRST_PAINT + r"""
app = QApplication(sys.argv[:1])
window = QWidget()
window.resize(1400, 860)
watch = FirstPaint()
window.installEventFilter(watch)
window.show()
app.exec()
"""

_GAME = r"""
import sys
sys.argv = ["gameofyear", "--quit-after-first-paint"]
from gameofyear.cli import main  # exactly what the `gameofyear` command runs
sys.exit(main())
"""

_QUIT = r"""
import sys, time
from gameofyear.ui import app as app_module
from gameofyear.ui.mainwindow import MainWindow
from PySide6.QtCore import QTimer
offer = MainWindow.offer_resume
def offer_then_quit(self):
    offered = offer(self)
    def close():
        before = set(sys.modules)
        start = time.perf_counter()
        self.close()
        took = time.perf_counter() - start
        new = sorted(m for m in set(sys.modules) - before if "." not in m or m.startswith("gameofyear"))
        print(f"{took:.4f}", " ".join(new) or "-", flush=True)
    QTimer.singleShot(0, close)
    return offered
MainWindow.offer_resume = offer_then_quit
sys.exit(app_module.run())
"""

_WHOLE_GAME = r"""
import os, random, resource, sys, tempfile, time
from dataclasses import dataclass
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from gameofyear.content import load_content
from gameofyear.engine import Game
from gameofyear.simulation import random_setup
from gameofyear.table import Table
from gameofyear.ui.app import make_application
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.settings import Settings
@dataclass(frozen=True)
class Seat:
    kind: str
    level: str
    colour: str
clock = time.thread_time
rules = [0.0]
def timed(function):
    def wrapper(*args, **kwargs):
        start = clock()
        try:
            return function(*args, **kwargs)
        finally:
            rules[0] += clock() - start
    return wrapper
for name in ("next", "play", "claims_pass", "computer_move"):  # answer() plays through play()
    setattr(Table, name, timed(getattr(Table, name)))
batches = [0]
show_events = MainWindow.show_events
def counted(self, events):
    batches[0] += 1
    show_events(self, events)
MainWindow.show_events = counted
span = []
game_finished = MainWindow._game_finished
def finished(self, outcome):
    span.append(clock())
    game_finished(self, outcome)
MainWindow._game_finished = finished
app = make_application(sys.argv[:1])
from gameofyear.content.cache import set_cache_folder
from gameofyear.ui.settings import content_cache_folder
set_cache_folder(content_cache_folder())  # as the game does (gameofyear.ui.app.run)
content = load_content()
settings = Settings(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
settings.animation_speed = "instant"
data_dir = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None
window = MainWindow(content, settings, auto_dialogs=False, data_dir=data_dir)
window.resize(1600, 1000)
window.show()
app.processEvents()
game = Game.new(random_setup(random.Random(1), content, 4), content, 1)
span.append(clock())
window.start(game, [Seat("computer", "basic", c) for c in ("Red", "Blue", "Green", "Yellow")])
for bot in window.controller.bots.values():
    bot.choose = timed(bot.choose)
def check():
    if window.results_dialog is not None:
        gui = span[1] - span[0] - rules[0]
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, game.state.turn, batches[0],
              1000 * gui, 1000 * rules[0], int("pydantic" in sys.modules), flush=True)
        app.quit()
    else:
        QTimer.singleShot(200, check)
check()
app.exec()
"""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _cold_start(script: str, env: dict[str, str]) -> float:
    """Seconds from spawning a Python process running ``script`` to its window's first painted frame."""
    spawned = time.time()
    env["GAMEOFYEAR_SPAWNED_AT"] = repr(spawned)
    out = subprocess.run([sys.executable, "-c", script, str(spawned)], capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout
    return float(out.strip().splitlines()[-1])


def _quartiles(values: list[float]) -> tuple[float, float]:
    if len(values) < 4:
        return min(values), max(values)
    q = statistics.quantiles(values, n=4)
    return q[0], q[2]


def start_figures(pairs: int, bytecode: bool = True) -> None:
    """Print the cold starts of the bare window and the game's, in alternating pairs, and their ratio.

    With ``bytecode`` the game's modules are compiled once, by the warming runs, into a cache of their own
    (``PYTHONPYCACHEPREFIX``), as an installed game has them (pip and the bundle compile them, as they did
    PySide6's); without, every start compiles them from source (as ``PYTHONDONTWRITEBYTECODE`` does).
    """
    with tempfile.TemporaryDirectory() as home:
        env = dict(_env(), HOME=home, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        if bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "bytecode")
        else:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        _cold_start(_MINIMAL, env)  # warm the disk cache for both before measuring (and compile the game's modules)
        _cold_start(_GAME, env)
        bare, ours, ratios = [], [], []
        for i in range(pairs):
            if i % 2 == 0:
                b = _cold_start(_MINIMAL, env)
                g = _cold_start(_GAME, env)
            else:
                g = _cold_start(_GAME, env)
                b = _cold_start(_MINIMAL, env)
            bare.append(b)
            ours.append(g)
            ratios.append(g / b)
    low, high = _quartiles(ratios)
    print(f"cold start to first paint, bare PySide6 window: {1000 * statistics.median(bare):.0f} ms (median of {pairs})")
    print(f"cold start to first paint, gameofyear window:   {1000 * statistics.median(ours):.0f} ms (median of {pairs})")
    print("the game's modules " + ("compiled to bytecode once (as installed)" if bytecode else
                                   "compiled from source at every start (--no-bytecode)"))
    print(f"ratio over {pairs} alternating pairs: median {statistics.median(ratios):.2f}×, quartiles "
          f"{low:.2f}–{high:.2f}×, range {min(ratios):.2f}–{max(ratios):.2f}× (goal ≤ 1.3×)")


def quit_figures(runs: int) -> None:
    """Print how long quitting from the welcome screen takes and what it imports."""
    times, imported = [], set()
    with tempfile.TemporaryDirectory() as home:
        env = dict(_env(), HOME=home, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", _QUIT], capture_output=True, text=True, env=env,
                                 timeout=120, check=True).stdout
            took, modules = out.strip().splitlines()[-1].split(" ", 1)
            times.append(float(took))
            imported.update(m for m in modules.split() if m != "-")
    print(f"quitting from the welcome screen, no game under way: {1000 * statistics.median(times):.1f} ms "
          f"(median of {runs}); modules imported: {', '.join(sorted(imported)) or 'none'} (goal: none)")


def board_figures() -> None:
    """Print the board's build and repaint times (``benchmarks/board.py``)."""
    board = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "board.py"), "--repaints", "100", "--builds", "3"],
                           capture_output=True, text=True, env=_env(), timeout=300, check=True).stdout
    for line in board.splitlines():
        if "repaint" in line or "build" in line:
            print("board " + line.strip())


_WARM_CACHE = r"""
import sys
from gameofyear.content import load_content, load_texts
from gameofyear.content.cache import set_cache_folder
from gameofyear.ui.app import make_application
from gameofyear.ui.settings import content_cache_folder
app = make_application(sys.argv[:1])
set_cache_folder(content_cache_folder())
load_texts(load_content(), "en")
"""


def game_figures(autosave: bool, cold_cache: bool = False) -> None:
    """Print the peak memory and the GUI work per decision of a whole game of four computers at instant speed.

    The content comes from the game's content cache, as at every start but the first
    after installing or changing the almanac (``cold_cache``: that first start, which validates it).
    """
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        env = dict(_env(), HOME=folder, XDG_CACHE_HOME=os.path.join(folder, "cache"))
        if not cold_cache:
            subprocess.run([sys.executable, "-c", _WARM_CACHE], env=env, timeout=120, check=True)
        out = subprocess.run([sys.executable, "-c", _WHOLE_GAME, folder if autosave else ""], capture_output=True,
                             text=True, env=env, timeout=900, check=True).stdout
    peak, turns, batches, gui, rules, pydantic = out.split()
    where = "with the autosave in a data folder" if autosave else "without a data folder (no autosave)"
    print(f"whole 4-computer game at instant speed, {where}: {turns} turns, {batches} decisions shown, "
          f"{time.perf_counter() - start:.1f} s")
    cache = "first start: the content validated" if cold_cache else "content from its cache"
    print(f"  peak memory: {float(peak):.0f} MB (goal ≤ 110 MB; {cache}; pydantic "
          f"{'loaded' if int(pydantic) else 'never loaded'})")
    print(f"  GUI work per decision shown: {float(gui) / int(batches):.2f} ms (goal ≤ 4 ms); "
          f"rules and computer players: {float(rules) / int(batches):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=8, help="pairs of cold starts (bare window, game window)")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="cold starts compile the game's modules from source every time, as without a bytecode cache")
    parser.add_argument("--only", default="start,quit,board,game",
                        help="the figures to take, comma-separated: start, quit, board, game, autosave")
    parser.add_argument("--cold-cache", action="store_true",
                        help="the whole game starts with no content cache, as the first start after installing does")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    wanted = set(args.only.split(","))
    if "start" in wanted:
        start_figures(args.pairs, bytecode=not args.no_bytecode)
    if "quit" in wanted:
        quit_figures(3)
    if "board" in wanted:
        board_figures()
    if "game" in wanted:
        game_figures(autosave=False, cold_cache=args.cold_cache)
    if "autosave" in wanted:
        game_figures(autosave=True, cold_cache=args.cold_cache)


if __name__ == "__main__":
    main()
