"""Starting the desktop application."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..paths import resources_dir


def make_application(argv: Sequence[str] | None = None) -> QApplication:
    """Return the running ``QApplication`` (created if needed) with the game's name, icon and palette."""
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
    icon = resources_dir() / "icons" / "gameofyear.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app  # type: ignore[return-value]


def run(almanac: Path | None = None, argv: Sequence[str] | None = None) -> int:
    """Open the main window and run the event loop.

    Args:
        almanac: a content folder to play with (default: the game's own).

    Returns:
        The application's exit code; 1 when the content cannot be loaded
        (a dialog says why).
    """
    app = make_application(argv)
    from .mainwindow import MainWindow

    window = MainWindow(None)
    failed = []

    def load() -> None:
        if not window.load_content(almanac):
            failed.append(True)

    window.after_first_paint(load)  # the window is on screen first; the almanac loads just after
    window.show()
    code = app.exec()
    return 1 if failed else code
