"""The base of the main window's parts: the classes :class:`~.mainwindow.MainWindow` is made of.

The main window is one ``QMainWindow`` put together from parts written in
modules of their own (:mod:`.mainplay`, :mod:`.maintable`, :mod:`.mainsaves`,
:mod:`.mainscreens`): each part is a plain class whose methods use the
window's members, the other parts' among them. When the game runs the parts'
base is ``object``; for the type checker it is a ``QMainWindow`` that declares
the window's members (made in :meth:`MainWindow.__init__ <.mainwindow.MainWindow>`),
so that every part reads and writes them with their types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QWidget

    from ..content import Content, Texts
    from ..saves import Autosave, DataFolderLock, RecentFiles, Recovered
    from .controller import GameController
    from .language import LanguageMenu
    from .settings import Settings
    from .tableview import TableHost
    from .tableview.equipment import AccessMenu

    class WindowParts(QMainWindow):
        """What every part of the main window may use: the window's members (for the type checker only)."""

        built: bool
        data_dir: Path | None
        network_windows: list[QWidget]
        save_path: Path | None
        seats: tuple[Any, ...]
        message_box: QMessageBox | None
        welcome: Any
        warning_box: QMessageBox | None
        profile_step: QDialog | None
        leave_box: QMessageBox | None
        _saved_actions: int
        _autosaver: Autosave | None
        _autosave_due: bool
        _people_saved: int
        _autosave_timer: QTimer | None
        _recent: RecentFiles | None
        _lock: DataFolderLock | None
        _claimed: bool
        read_only: str | None
        _recovered: Recovered[Any] | None
        _recovery_done: bool
        choose_almanac: Callable[[str], Path | None]
        settings: Settings
        content: Content | None
        texts: Texts | None
        auto_dialogs: bool
        controller: GameController | None
        language_menu: LanguageMenu | None
        names: tuple[str, ...]
        colours: tuple[QColor, ...]
        history: Any
        table: TableHost | None
        access: AccessMenu
        results_dialog: QDialog | None
        review_dialog: QDialog | None
        replay_dialog: QDialog | None
        sound: Any
        _last_human_seen: int | None
        _undo_for: int | None
        lesson: Any
        cover: Any
        _first_paint_callbacks: list[Callable[[], None]]

        def __getattr__(self, name: str) -> Any:
            """Another part's member (methods, the table's widgets)."""
else:
    WindowParts = object
