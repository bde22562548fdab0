"""Take the screenshots of the game's screen shown in the README (run under a real X server or xvfb).

    xvfb-run -s '-screen 0 1600x1000x24' python docs/screenshots/take.py 1600x1000
    QT_SCALE_FACTOR=2 xvfb-run -s '-screen 0 3200x2000x24' python docs/screenshots/take.py 1600x1000 --suffix @2x
    xvfb-run -s '-screen 0 1600x1000x24' python docs/screenshots/take.py 1600x1000 --language de

With ``--language``, the window speaks that language and the pictures go to
``docs/screenshots/<language>/``.

Each run plays a game with one person and three computer players and saves
``table-<moment>-<size>.png`` in this folder: a decision (choosing a number),
a card turned, a bankruptcy and the results.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

HERE = Path(__file__).resolve().parent / "sizes"
"""Where the pictures go (``docs/screenshots/sizes``; the folder above holds the AppStream ones)."""
sys.path.insert(0, str(HERE.parents[2] / "tests"))

from helpers import build, person  # noqa: E402

from gameofyear.content import load_content  # noqa: E402
from gameofyear.engine import Game  # noqa: E402
from gameofyear.engine.decisions import DecisionKind  # noqa: E402
from gameofyear.simulation import random_setup  # noqa: E402
from gameofyear.ui.mainwindow import MainWindow  # noqa: E402
from gameofyear.ui.settings import Settings  # noqa: E402


@dataclass(frozen=True)
class Seat:
    """A seat of the window: a person or a computer player of a level, with a pawn colour."""

    kind: str
    level: str = "basic"
    colour: str = "Red"


SEATS = [Seat("human", colour="Red")] + [Seat("computer", "basic", c) for c in ("Blue", "Green", "Yellow")]


def main() -> None:
    """Play to each moment and save its picture."""
    parser = argparse.ArgumentParser()
    parser.add_argument("size", help="the window's size, e.g. 1600x1000")
    parser.add_argument("--suffix", default="")
    parser.add_argument("--language", default="en", help="the language the window speaks (de, fr…)")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    name = args.size + args.suffix
    app = QApplication([])
    content = load_content()
    settings = Settings(QSettings(str(HERE / ".take.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "normal"
    settings.wait_at_moments = True  # the person's card and bankruptcy wait on screen, as they do for a player
    settings.language = args.language
    folder = HERE if args.language == "en" else HERE.parent / args.language  # docs/screenshots/de, as the README links
    folder.mkdir(exist_ok=True)
    from gameofyear.ui.language import install_translators

    install_translators(args.language)  # English too: its plurals ("2 tokens") are a translation, as in the game
    moments = ["decision", "card", "bankruptcy", "results"]
    state: dict[str, object] = {}

    def window_for(game: Game) -> MainWindow:
        old = state.get("window")
        if isinstance(old, MainWindow):
            old.controller.stop() if old.controller else None
            old.close()
        window = MainWindow(content, settings, auto_dialogs=True)
        window.resize(width, height)
        window.show()
        window.start(game, SEATS)
        state["window"] = window
        return window

    def save(window: MainWindow, moment: str) -> None:
        window.grab().save(str(folder / f"table-{moment}-{name}.png"))
        print("saved", moment, name)

    def decision() -> None:
        game = Game.new(random_setup(random.Random(5), content, 4), content, 5)
        window = window_for(game)

        def step() -> None:
            d = game.pending
            dialog = window.current_dialog
            window.go_on()  # a moment waiting for a click
            if d is not None and window.controller.waiting_for_human == d.player:
                if d.kind is DecisionKind.SPIN:
                    window.machine.spin_requested.emit()
                elif d.kind is DecisionKind.CHOOSE_NUMBER and dialog is not None and dialog.isVisible():
                    QTimer.singleShot(400, lambda: (save(window, "decision"), card()))
                    return
                elif dialog is not None and dialog.isVisible():
                    dialog.choose(d.options[-1] if d.kind is DecisionKind.BUY_TOKEN else d.options[0])
            QTimer.singleShot(100, step)
        QTimer.singleShot(300, step)

    def card() -> None:
        # Anna on 1 January spins 5 and lands on 6 January, which draws a Chance card
        game = build([person("Anna", sex="female"), person("Bob", sex="male"), person("Cleo", sex="female"),
                      person("Dan", sex="male")], dial=[5, 4, 4, 4, 4, 4], seed=3)
        window = window_for(game)

        def step() -> None:
            d = game.pending
            dialog = window.current_dialog
            if window._card_overlay is not None:
                QTimer.singleShot(900, lambda: (save(window, "card"), bankruptcy()))
                return
            if d is not None and window.controller.waiting_for_human == d.player:
                if d.kind is DecisionKind.SPIN:
                    window.machine.spin_requested.emit()
                elif dialog is not None and dialog.isVisible():
                    dialog.choose(5 if d.kind is DecisionKind.CHOOSE_NUMBER else d.options[-1]
                                  if d.kind in (DecisionKind.BUY_TOKEN, DecisionKind.VACATION) else d.options[0])
            QTimer.singleShot(60, step)
        QTimer.singleShot(300, step)

    def bankruptcy() -> None:
        # Anna has no money left and lands on 10 March, where everybody pays the bank
        game = build([person("Anna", sex="female"), person("Bob", sex="male"), person("Cleo", sex="female"),
                      person("Dan", sex="male")], positions=["03-05", "02-10", "05-05", "06-12"],
                     money=[0, 800, 800, 800], dial=[5], seed=3)
        window = window_for(game)

        def step() -> None:
            d = game.pending
            dialog = window.current_dialog
            if window.moment_wait is not None and type(window._card_overlay).__name__ == "MomentCard":
                QTimer.singleShot(600, lambda: (save(window, "bankruptcy"), results()))
                return
            window.go_on()
            if d is not None and window.controller.waiting_for_human == d.player:
                if d.kind is DecisionKind.SPIN:
                    window.machine.spin_requested.emit()
                elif dialog is not None and dialog.isVisible():
                    dialog.choose(5 if d.kind is DecisionKind.CHOOSE_NUMBER else d.options[-1]
                                  if d.kind in (DecisionKind.BUY_TOKEN, DecisionKind.VACATION) else d.options[0])
            QTimer.singleShot(60, step)
        QTimer.singleShot(300, step)

    def results() -> None:
        settings.animation_speed = "instant"
        game = Game.new(random_setup(random.Random(8), content, 4), content, 8)
        window = window_for(game)

        def step() -> None:
            if window.results_dialog is not None and window.results_dialog.isVisible():
                def shoot() -> None:
                    window.results_dialog.grab().save(str(folder / f"table-results-{name}.png"))
                    print("saved results", name)
                    app.quit()
                QTimer.singleShot(500, shoot)
                return
            d = game.pending
            dialog = window.current_dialog
            window.go_on()
            if d is not None and window.controller.waiting_for_human == d.player:
                if d.kind is DecisionKind.SPIN:
                    window.machine.spin_requested.emit()
                elif dialog is not None and dialog.isVisible():
                    options = d.options
                    dialog.choose(("x",) if options is None else options[0])
            QTimer.singleShot(20, step)
        QTimer.singleShot(300, step)

    del moments
    QTimer.singleShot(0, decision)
    QTimer.singleShot(240_000, app.quit)
    app.exec()


if __name__ == "__main__":
    main()
