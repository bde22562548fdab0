"""Starting the desktop application: the window, the log file and the crash dialog.

The user's data folder (``QStandardPaths.AppDataLocation``) holds the autosave; the state folder
(``QStandardPaths.StateLocation``: :func:`~.settings.log_folder`) a rotating log file (``gameofyear.log``)
and the crash log. An exception that escapes a slot
is written to the log with its traceback, the game is autosaved, and a dialog
names the log file (:class:`CrashReporter`, installed as ``sys.excepthook``).
"""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from .. import __version__
from .settings import content_cache_folder, data_folder, log_folder

if TYPE_CHECKING:  # imported when first needed: the window's first frame comes before them (a quick start)
    from PySide6.QtWidgets import QMessageBox

LOG_NAME = "gameofyear.log"
"""The log file's name in the state folder (:func:`~.settings.log_folder`)."""
LOG_MAX_BYTES = 1_000_000
"""The log file's size before it is rotated (bytes)."""
LOG_BACKUPS = 3
"""Rotated log files kept (``gameofyear.log.1`` … ``.3``)."""

DISABLED_TEXT = QColor("#a39887")
"""The text of a control or menu entry that cannot be used now (Game ▸ Undo with nothing to take back)."""

CRASH_LOG_NAME = "crash.log"
"""Where a fatal error (a crash inside Qt) leaves the Python stack of every thread, in the data folder."""

DESKTOP_FILE_NAME = "io.github.gameofyear.GameOfTheYear"
"""The desktop entry's name without ``.desktop`` (the application's id): Wayland compositors
match the window's app id against it to show the game's icon and name."""

log = logging.getLogger("gameofyear")


def _quiet_rotating_handler() -> type:
    """The class of the log file's handler (made on first use: ``logging.handlers`` loads after the first frame)."""
    import logging.handlers

    class QuietRotatingFileHandler(logging.handlers.RotatingFileHandler):
        """A rotating log file that, when it cannot be written (a full disk), says so once and then stays quiet.

        The standard handler prints a whole traceback to stderr for every record
        it fails to write; this one prints one line the first time, sets
        :attr:`failed` and calls :attr:`on_failure` (the window shows its banner).
        """

        failed = False
        on_failure: Any = None

        def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
            if self.failed:
                return
            self.failed = True
            error = sys.exc_info()[1]
            with contextlib.suppress(Exception):
                print(f"The log file {self.baseFilename} cannot be written ({error}); the game goes on without it.",
                      file=sys.stderr)
            if self.on_failure is not None:
                with contextlib.suppress(Exception):
                    self.on_failure(error)

        def emit(self, record: logging.LogRecord) -> None:
            if self.failed:
                return
            super().emit(record)

    return QuietRotatingFileHandler


def make_application(argv: Sequence[str] | None = None, *, with_icon: bool = True) -> QApplication:
    """Return the running ``QApplication`` (created if needed) with the game's name, style, palette and icon.

    Args:
        argv: the command line for Qt.
        with_icon: set the icon now (False: the caller sets it later with :func:`set_icon`).
    """
    app = named_application(argv)
    set_style(app)
    if with_icon:
        set_icon(app)
    return app


def named_application(argv: Sequence[str] | None = None) -> QApplication:
    """Return the running ``QApplication`` (created if needed) with the game's name, version and desktop entry.

    The settings' place depends on the name: make it before any :class:`~.settings.Settings`.
    The style and the palette are :func:`set_style`'s, the icon :func:`set_icon`'s.

    Args:
        argv: the command line for Qt (None: ``sys.argv``).
    """
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv) if argv is not None else sys.argv)
    app.setOrganizationName("GameOfTheYear")
    app.setApplicationName("Game of the Year")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    return app  # type: ignore[return-value]


def set_style(app: QApplication) -> None:
    """Give the application Qt's Fusion style and the game's palette (paper, ink and gold; faded when disabled).

    Widgets made afterwards take them; the window's first frame
    (:class:`~.firstframe.FirstFrame`) needs neither, so a quick start sets them just after it.
    """
    from PySide6.QtGui import QPalette

    app.setStyle("Fusion")
    palette = app.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#f3ead3"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#fffdf6"))
    palette.setColor(QPalette.ColorRole.Button, QColor("#efe3c4"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#c99a1e"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#2b2622"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#2b2622"))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor("#2b2622"))
    # setColor set every group: give disabled controls and menu entries their faded look back
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(disabled, role, DISABLED_TEXT)
    palette.setColor(disabled, QPalette.ColorRole.Base, QColor("#f3ead3"))
    palette.setColor(disabled, QPalette.ColorRole.Button, QColor("#f1e9d6"))
    app.setPalette(palette)


def set_icon(app: QApplication) -> None:
    """Give the application its icon (an SVG: loading it loads Qt's SVG plugin)."""
    from PySide6.QtGui import QIcon

    from ..paths import resources_dir

    icon = resources_dir() / "icons" / "gameofyear.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def setup_logging(folder: Path, level: int = logging.INFO) -> Path:
    """Write the game's log records (logger ``gameofyear``) to a rotating file in ``folder``.

    Args:
        folder: the log's folder (the game's: :func:`~.settings.log_folder`).
        level: the lowest level written.

    Returns:
        The log file's path (``folder/gameofyear.log``; rotated at
        :data:`LOG_MAX_BYTES`, :data:`LOG_BACKUPS` old files kept).

    Raises:
        OSError: the file cannot be opened.

    A log file that cannot be written later (a full disk) says so once on
    stderr and is left alone; it never prints a traceback per record.
    """
    import logging.handlers  # here, not at start-up: the window paints first

    path = Path(folder) / LOG_NAME
    for handler in log.handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler) and Path(handler.baseFilename) == path.resolve():
            return path
    handler = _quiet_rotating_handler()(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(min(level, log.level or level))
    log.info("Game of the Year %s starts (Python %s)", __version__, sys.version.split()[0])
    return path


def trace_crashes(folder: Path) -> Path:
    """Leave a trace of what the game was doing should it crash, and log Qt's own warnings.

    A crash inside Qt (a segmentation fault) ends the process before any Python
    handler runs: :mod:`faulthandler` then writes the stack of every thread to
    ``folder/crash.log`` (emptied when it passes :data:`LOG_MAX_BYTES`). Qt's
    warnings, which go to a console nobody sees, go to the game's log
    (:func:`setup_logging`) instead.

    Args:
        folder: the log's folder (the game's: :func:`~.settings.log_folder`).

    Returns:
        The crash log's path.

    Raises:
        OSError: the file cannot be opened.
    """
    import faulthandler
    import time

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    path = Path(folder) / CRASH_LOG_NAME
    mode = "w" if path.exists() and path.stat().st_size > LOG_MAX_BYTES else "a"
    stream = open(path, mode, encoding="utf-8")  # noqa: SIM115 - kept open for the life of the process
    stream.write(f"--- Game of the Year {__version__} started {time.strftime('%Y-%m-%d %H:%M:%S')}\n")
    stream.flush()
    faulthandler.enable(file=stream, all_threads=True)
    levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}

    def qt_message(kind: QtMsgType, context: Any, message: str) -> None:
        log.log(levels.get(kind, logging.WARNING), "Qt: %s", message)

    qInstallMessageHandler(qt_message)
    return path


class CrashReporter:
    """The ``sys.excepthook`` of the desktop game: an exception never passes unseen.

    It writes the exception and its traceback to the log, saves the game (the
    engine checks a decision fully before changing anything, so the state is
    consistent), and shows a dialog that says what happened and where the log
    file is. The dialog does not block; while one is open, further exceptions
    are only logged. ``KeyboardInterrupt`` goes to the previous hook.

    Args:
        window: the main window (it is autosaved and parents the dialog), or None.
        log_path: the log file to name in the dialog (None: no log file could be opened).
    """

    def __init__(self, window: Any, log_path: Path | None):
        self.window = window
        self.log_path = log_path
        self.previous = sys.excepthook
        self.box: QMessageBox | None = None
        """The last error dialog shown."""

    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        """Handle one uncaught exception (see the class docstring)."""
        if issubclass(exc_type, KeyboardInterrupt):
            self.previous(exc_type, exc, tb)
            return
        log.critical("uncaught exception", exc_info=(exc_type, exc, tb))
        saved = False
        try:
            saved = bool(self.window is not None and self.window.autosave())
        except Exception:  # noqa: BLE001 - the report must go on
            log.exception("the game could not be saved after the error")
        try:
            self._show(exc_type, exc, tb, saved)
        except Exception:  # noqa: BLE001
            log.exception("the error dialog could not be shown")
            self.previous(exc_type, exc, tb)

    def _show(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, saved: bool) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox, QWidget

        if QApplication.instance() is None or (self.box is not None and self.box.isVisible()):
            return
        text = QApplication.translate("CrashReporter", "Something went wrong: %1.").replace("%1", f"{exc_type.__name__}: {exc}")
        if saved:
            text += "\n\n" + QApplication.translate("CrashReporter", "The game has been saved. If it does not go on "
                                                                     "normally, quit and start again: it will offer to resume it.")
        if self.log_path is not None:
            text += "\n\n" + QApplication.translate("CrashReporter", "The details are in the log file:\n%1").replace(
                "%1", str(self.log_path))
        import traceback

        parent = self.window if isinstance(self.window, QWidget) else None
        box = QMessageBox(QMessageBox.Icon.Critical, QApplication.translate("CrashReporter", "Game of the Year"), text,
                          QMessageBox.StandardButton.Ok, parent)
        box.setDetailedText("".join(traceback.format_exception(exc_type, exc, tb)))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()
        self.box = box

    def uninstall(self) -> None:
        """Give ``sys.excepthook`` back to the hook that was there before."""
        if sys.excepthook is self:
            sys.excepthook = self.previous


def install_excepthook(window: Any, log_path: Path | None) -> CrashReporter:
    """Install a :class:`CrashReporter` as ``sys.excepthook`` and return it."""
    reporter = CrashReporter(window, log_path)
    sys.excepthook = reporter
    return reporter


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

    The window's first frame comes first, drawn from the application's name, the
    settings and the translators alone (``MainWindow(build_later=True)``); just after
    it the style and palette are set and the window builds its menus, status bar and
    welcome screen in place, then the almanac loads. The log file and the autosave
    live in :func:`data_folder`; an unfinished autosaved game is offered once the
    content has loaded.
    """
    app = named_application(argv)
    from .language import install_translators
    from .mainwindow import MainWindow
    from .settings import Settings

    settings = Settings()
    install_translators(settings.language)  # before any widget: the first frame and the menus speak it

    folder: Path | None
    folder_problem = None
    try:
        folder = data_folder()
    except OSError as exc:  # a read-only home: play on without a log file or autosave
        folder_problem = exc.strerror or str(exc)
        print(f"The game's data folder cannot be used ({exc}); the game will not be saved.", file=sys.stderr)
        folder = None
    # The window paints a light first frame; its menus, status bar and welcome screen are built just after it.
    window = MainWindow(None, settings, data_dir=folder, build_later=True)
    reporter = install_excepthook(window, None)
    failed = []

    def build() -> None:
        set_style(app)
        window.build()
        if folder_problem is not None:
            window.show_save_problem(QApplication.translate(
                "MainWindow", "The game's data folder cannot be used (%1): the game is not saved automatically. "
                "Game ▸ Save As… keeps it elsewhere.").replace("%1", folder_problem))

    def load() -> None:
        if folder is not None:
            try:
                logs = log_folder()  # the state folder (~/.local/state/… on Linux), not the data folder
                reporter.log_path = setup_logging(logs)
                trace_crashes(logs)
            except OSError as exc:
                print(f"The log file cannot be written ({exc}).", file=sys.stderr)
            for handler in log.handlers:
                if hasattr(handler, "on_failure"):
                    handler.on_failure = lambda error: window.show_save_problem(QApplication.translate(
                        "MainWindow", "The game's log cannot be written (%1): the disk may be full.").replace("%1", str(error)))
        from ..content.cache import set_cache_folder

        set_cache_folder(content_cache_folder())  # validated once per almanac: no pydantic in a game
        if not window.load_content(almanac):
            failed.append(True)
        elif not quit_after_first_paint:
            window.offer_resume()

    if quit_after_first_paint:
        import os
        import time

        spawned = float(os.environ.get("GAMEOFYEAR_SPAWNED_AT", time.time()))

        def report() -> None:
            print(f"{time.time() - spawned:.4f}", flush=True)
            app.quit()

        window.after_first_paint(report)
    window.after_first_paint(build)  # the first frame is on screen: the window is built in place
    window.after_first_paint(load)  # then the almanac loads
    window.after_first_paint(lambda: set_icon(app))
    window.show()
    interrupted = _end_on_ctrl_c(app, window)
    code = app.exec()
    reporter.uninstall()
    if interrupted:
        return INTERRUPTED
    return 1 if failed else code


INTERRUPTED = 130
"""The exit code after Ctrl+C in the terminal that started the game (128 + SIGINT)."""


def _end_on_ctrl_c(app: QApplication, window: Any) -> list[bool]:
    """Let Ctrl+C in the terminal close the window (the game is autosaved) and end with :data:`INTERRUPTED`.

    Qt's event loop does not let Python see signals, so a timer wakes Python
    five times a second. Returns a list that holds True once Ctrl+C was pressed.
    """
    import signal

    from PySide6.QtCore import QTimer

    interrupted: list[bool] = []

    def on_interrupt(_signal: int, _frame: Any) -> None:
        if interrupted:
            return
        interrupted.append(True)
        with contextlib.suppress(Exception):
            print("\nInterrupted.", file=sys.stderr, flush=True)
        with contextlib.suppress(Exception):
            window.close()
        app.quit()

    try:
        signal.signal(signal.SIGINT, on_interrupt)
    except (ValueError, OSError):  # not the main thread, or no signals here
        return interrupted
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(200)
    return interrupted
