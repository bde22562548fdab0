"""Interface speed and memory, in one run: cold starts, board repaint, peak memory.

Run: ``python benchmarks/gui.py [--runs N]``. Prints figures; asserts nothing.

- cold start to the first painted frame, for ``gameofyear``'s main window and for a
  minimal PySide6 window (the floor), each in a fresh Python process (median of N);
- their ratio (goal: within 1.5×);
- the time of one full repaint of the board at 1600×1000 (goal: under 5 ms);
- the peak memory of a whole game of four computer players shown in the window at
  instant speed (goal: under 150 MB).

Runs offscreen unless ``QT_QPA_PLATFORM`` says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
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

_WHOLE_GAME = r"""
import os, random, resource, sys, tempfile
from dataclasses import dataclass
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from gameofyear.content import load_content
from gameofyear.engine import Game
from gameofyear.simulation import random_setup
from gameofyear.ui.app import make_application
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.settings import Settings
@dataclass(frozen=True)
class Seat:
    kind: str
    level: str
    colour: str
app = make_application(sys.argv[:1])
content = load_content()
settings = Settings(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
settings.animation_speed = "instant"
window = MainWindow(content, settings, auto_dialogs=False)
window.resize(1600, 1000)
window.show()
game = Game.new(random_setup(random.Random(1), content, 4), content, 1)
window.start(game, [Seat("computer", "basic", c) for c in ("Red", "Blue", "Green", "Yellow")])
def check():
    if window.results_dialog is not None:
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, game.state.turn, flush=True)
        app.quit()
    else:
        QTimer.singleShot(200, check)
check()
app.exec()
"""


def _cold_start(script: str, runs: int) -> list[float]:
    times = []
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    for _ in range(runs):
        spawned = time.time()
        env["GAMEOFYEAR_SPAWNED_AT"] = repr(spawned)
        out = subprocess.run([sys.executable, "-c", script, str(spawned)], capture_output=True, text=True,
                             env=env, timeout=120, check=True).stdout
        times.append(float(out.strip().splitlines()[-1]))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    minimal = _cold_start(_MINIMAL, args.runs)
    game = _cold_start(_GAME, args.runs)
    floor, ours = statistics.median(minimal), statistics.median(game)
    print(f"cold start to first paint, minimal PySide6 window: {1000 * floor:.0f} ms (median of {args.runs})")
    print(f"cold start to first paint, gameofyear main window:  {1000 * ours:.0f} ms (median of {args.runs})")
    print(f"ratio: {ours / floor:.2f}× (goal ≤ 1.5×)")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    board = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "board.py"), "--repaints", "100", "--builds", "3"],
                           capture_output=True, text=True, env=env, timeout=300, check=True).stdout
    for line in board.splitlines():
        if "repaint" in line or "build" in line:
            print("board " + line.strip())
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", _WHOLE_GAME], capture_output=True, text=True, env=env,
                         timeout=900, check=True).stdout
    peak, turns = out.split()
    print(f"peak memory over a whole 4-computer game shown at instant speed: {float(peak):.0f} MB "
          f"({turns} turns in {time.perf_counter() - start:.1f} s; goal < 150 MB)")


if __name__ == "__main__":
    main()
