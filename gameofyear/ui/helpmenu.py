"""The help and the board's view of every window that hosts the table, one copy for the window at home and a network
game's window: How to Play, the Almanac of Events, About and the legend of the board (:class:`TableHelp`), and the
board's zoom (:class:`BoardZoom`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from .. import __version__
from .language import current_language

if TYPE_CHECKING:
    from ..content import Texts


class TableHelp(QObject):
    """The help actions of a window and what they open.

    Args:
        window: the window (the actions' and dialogs' parent).
        texts: the words of the game shown (None before any content is loaded: the rules still open).

    Attributes:
        rules_action: Help ▸ How to Play (F1).
        almanac_action: Help ▸ Almanac of Events (Ctrl+L).
        about_action: Help ▸ About.
        legend_action: View ▸ Legend of the Board.
    """

    def __init__(self, window: QWidget, texts: Callable[[], Texts | None]) -> None:
        super().__init__(window)
        self.window = window
        self.texts = texts
        self.rules_action = QAction(window, shortcut=QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.rules_action.triggered.connect(self.show_rules)
        self.almanac_action = QAction(window, shortcut=QKeySequence("Ctrl+L"))
        self.almanac_action.triggered.connect(self.show_almanac)
        self.about_action = QAction(window)
        self.about_action.triggered.connect(self.show_about)
        self.legend_action = QAction(window)
        self.legend_action.triggered.connect(self.show_legend)
        self.legend_dialog: QDialog | None = None
        """The legend last opened (it does not block), or None."""
        self.retranslate_ui()

    def fill(self, menu: QMenu) -> None:
        """Put How to Play, the Almanac of Events and About in a window's Help ``menu``."""
        menu.addAction(self.rules_action)
        menu.addAction(self.almanac_action)
        menu.addSeparator()
        menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        """Label the actions in the language installed (the window's own words: the "MainWindow" context)."""
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "How to &Play"))
        self.almanac_action.setText(QCoreApplication.translate("MainWindow", "Almanac of &Events"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About"))
        self.legend_action.setText(QCoreApplication.translate("MainWindow", "Le&gend of the Board"))
        self.legend_action.setStatusTip(QCoreApplication.translate(
            "MainWindow", "What the frames, marks and pictures of the squares mean"))

    @Slot()
    def show_rules(self) -> None:
        """Help ▸ How to Play: the rules of the game (it blocks until closed)."""
        from .helpviews import RulesDialog

        RulesDialog(current_language(), self.window, self.texts()).exec()

    @Slot()
    def show_almanac(self) -> None:
        """Help ▸ Almanac of Events: every date with its text and effects (it blocks until closed)."""
        from .helpviews import AlmanacDialog

        texts = self.texts()
        if texts is not None:
            AlmanacDialog(texts, self.window).exec()

    @Slot()
    def show_about(self) -> None:
        """Help ▸ About."""
        QMessageBox.about(self.window, QCoreApplication.translate("MainWindow", "About Game of the Year"),
                          QCoreApplication.translate("MainWindow", "<h2>Game of the Year %1</h2><p>The 1980s family "
                                                     "calendar game <i>Le Jeu de l'Année</i> for the desktop.</p>")
                          .replace("%1", __version__))

    @Slot()
    def show_legend(self) -> QDialog | None:
        """View ▸ Legend of the Board: what the frames, marks and pictures of the squares mean (it does not block).

        Returns:
            The legend (open), or None while no content is loaded.
        """
        from .legend import LegendDialog

        texts = self.texts()
        if texts is None:
            return None
        dialog = LegendDialog(texts, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.legend_dialog = dialog
        dialog.show()
        return dialog


class BoardZoom(QObject):
    """View ▸ Zoom In (Ctrl++), Zoom Out (Ctrl+-) and Whole Board (Ctrl+0) of a window's board.

    Args:
        window: the window (the actions' parent); the actions stay disabled until a board is attached.

    Attributes:
        zoom_in_action, zoom_out_action, zoom_reset_action: the three actions.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.zoom_in_action = QAction(window, shortcut=QKeySequence(QKeySequence.StandardKey.ZoomIn))
        self.zoom_out_action = QAction(window, shortcut=QKeySequence(QKeySequence.StandardKey.ZoomOut))
        self.zoom_reset_action = QAction(window, shortcut=QKeySequence("Ctrl+0"))
        self.zoom_in_action.triggered.connect(lambda: self._zoom("zoom_in"))
        self.zoom_out_action.triggered.connect(lambda: self._zoom("zoom_out"))
        self.zoom_reset_action.triggered.connect(lambda: self._zoom("reset_zoom"))
        self.board_view: QWidget | None = None
        """The board the actions zoom (None: none, the actions disabled)."""
        self.attach(None)
        self.retranslate_ui()

    @property
    def actions(self) -> tuple[QAction, QAction, QAction]:
        """Zoom In, Zoom Out and Whole Board."""
        return self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action

    def attach(self, board_view: QWidget | None) -> None:
        """Zoom ``board_view`` from now on (None: no board on screen; the actions are disabled)."""
        self.board_view = board_view
        for action in self.actions:
            action.setEnabled(board_view is not None)

    def fill(self, menu: QMenu) -> None:
        """Put the three actions in a window's View ``menu``."""
        for action in self.actions:
            menu.addAction(action)

    def retranslate_ui(self) -> None:
        """Label the actions in the language installed (the "MainWindow" context)."""
        self.zoom_in_action.setText(QCoreApplication.translate("MainWindow", "Zoom &In"))
        self.zoom_out_action.setText(QCoreApplication.translate("MainWindow", "Zoom &Out"))
        self.zoom_reset_action.setText(QCoreApplication.translate("MainWindow", "&Whole Board"))

    def _zoom(self, how: str) -> None:
        view = self.board_view
        if view is not None:
            getattr(view, how)()


__all__ = ["BoardZoom", "TableHelp"]
