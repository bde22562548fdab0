"""Starting the desktop application."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..paths import resources_dir


def make_application(argv: Sequence[str] | None = None, *, with_icon: bool = True) -> QApplication:
    """Return the running ``QApplication`` (created if needed) with the game's name, icon and palette.

    Args:
        argv: the command line for Qt.
        with_icon: set the icon now (False: the caller sets it later with :func:`set_icon`).
    """
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv)
    app.setOrganizationName("GameOfTheYear")
    app.setApplicationName("Game of the Year")
    app.setApplicationVersion(__version__)
    app.setStyle("Fusion")
    palette = app.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#f3ead3"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#fffdf6"))
    palette.setColor(QPalette.ColorRole.Button, QColor("#efe3c4"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#c99a1e"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#2b2622"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#2b2622"))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor("#2b2622"))
    app.setPalette(palette)
    if with_icon:
        set_icon(app)
    return app  # type: ignore[return-value]


def set_icon(app: QApplication) -> None:
    """Give the application its icon (an SVG: loading it loads Qt's SVG plugin)."""
    icon = resources_dir() / "icons" / "gameofyear.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def run(almanac: Path | None = None, argv: Sequence[str] | None = None, *, quit_after_first_paint: bool = False) -> int:
    """Open the main window and run the event loop.

    Args:
        almanac: a content folder to play with (default: the game's own).
        quit_after_first_paint: print the seconds from the process's spawn
            (``GAMEOFYEAR_SPAWNED_AT``, a ``time.time()`` value set by the caller)
            to the window's first painted frame, then quit (start-time benchmarks).

    Returns:
        The application's exit code; 1 when the content cannot be loaded
        (a dialog says why).
    """
    app = make_application(argv, with_icon=False)
    from .mainwindow import MainWindow

    window = MainWindow(None)
    failed = []

    def load() -> None:
        if not window.load_content(almanac):
            failed.append(True)

    if quit_after_first_paint:
        import os
        import time

        spawned = float(os.environ.get("GAMEOFYEAR_SPAWNED_AT", time.time()))

        def report() -> None:
            print(f"{time.time() - spawned:.4f}", flush=True)
            app.quit()

        window.after_first_paint(report)
    window.after_first_paint(load)  # the window is on screen first; the almanac loads just after
    window.after_first_paint(lambda: set_icon(app))
    window.show()
    code = app.exec()
    return 1 if failed else code
