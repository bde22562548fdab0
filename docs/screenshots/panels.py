"""Take the pictures of the decision panel at its tightest (run offscreen, under xvfb or a real X server).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/panels.py

Each picture is the whole window with one decision asked, where the panel has the least room for what the
decision says: 1 April in French, an offer of days in German and a card kept in Italian, at 1024×700 and 125 %
text (the board gives those decisions the height they lack while they are asked). They go to
``docs/screenshots/panels/``.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

HERE = Path(__file__).resolve().parent / "panels"
"""Where the pictures go."""
sys.path[:0] = [str(HERE.parents[2] / "tests"), str(HERE.parents[2] / "tests" / "ui")]

from test_dialogs import SITUATIONS  # noqa: E402
from test_table_screen import COLOURS, Seat  # noqa: E402

from gameofyear.ui.access import apply_text_size  # noqa: E402
from gameofyear.ui.language import install_translators, remove_translators  # noqa: E402
from gameofyear.ui.mainwindow import MainWindow  # noqa: E402
from gameofyear.ui.settings import Settings  # noqa: E402

PICTURES = (
    ("rearrange", "fr", "large", (1024, 700)),
    ("pledge", "de", "large", (1024, 700)),
    ("use_keep_card", "it", "large", (1024, 700)),
)
"""``(situation, language, text size, window size)`` of each picture."""


def main() -> None:
    """Lay each decision out and save its picture."""
    app = QApplication.instance() or QApplication(sys.argv)
    HERE.mkdir(exist_ok=True)
    for name, language, text, size in PICTURES:
        install_translators(language)
        settings = Settings(QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
        settings.animation_speed, settings.wait_at_moments = "instant", False
        settings.language, settings.text_size = language, text
        make, kind = SITUATIONS[name]
        game = make()
        window = MainWindow(game.content, settings, auto_dialogs=True)
        window.resize(*size)
        window.show()
        window.start(game, [Seat("human", "basic", COLOURS[i]) for i in range(len(game.setup.players))])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            app.processEvents()
            if window.cover is not None:
                window.cover.button.click()
            dialog = window.current_dialog
            if dialog is not None and dialog.isVisible() and dialog.decision.kind is kind:
                break
        for _ in range(20):
            app.processEvents()
            time.sleep(0.01)
        path = HERE / f"panel-{name}-{language}-{text}-{size[0]}x{size[1]}.png"
        window.grab().save(str(path))
        print("saved", path.name)
        window.close()
        remove_translators()
        apply_text_size(1.0)


if __name__ == "__main__":
    main()
