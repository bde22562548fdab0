"""The table's accessibility equipment, the same on every window that hosts it: keyboard alone, names a screen
reader reads, patterns, larger text.

- :func:`equip_table` gives the board its keyboard cursor
  (:class:`~gameofyear.ui.boardcursor.BoardCursor`), names and describes the
  machine, the players, the log and the lucky-number button for a screen
  reader, and draws the board with the player's frames (patterns or not) and
  text size.
- :class:`AccessMenu` adds View ▸ Frames with Patterns, View ▸ Text Size and
  View ▸ Next Part of the Table (F6: the board, the decision, the machine, the
  players and the log in turn; Shift+F6 back).

The controls' own equipment (names, focus frames, the text size of the whole interface) is
:mod:`gameofyear.ui.access`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QMainWindow, QMenu, QWidget

from ..access import SIDE_FOCUS_STYLE, apply_text_size, focusable_controls
from ..language import list_in_words
from ..settings import TEXT_SIZES

if TYPE_CHECKING:
    from ..settings import Settings
    from ..tablelayout import TableView
    from .widgets import TableWidgets


def equip_table(parts: TableWidgets, view: TableView, names: Sequence[str], settings: Settings | None,
                active_player: Callable[[], int | None]) -> Any:
    """Give the table on screen its keyboard cursor, its accessible names and the player's look (see the module).

    The same for every window that hosts the table (the game at home, a network game:
    :meth:`TableHost.place <.host.TableHost.place>`).

    Args:
        parts: the table's widgets.
        view: the parts placed in the window (:class:`~gameofyear.ui.tablelayout.TableView`).
        names: the players' names (said with the squares their pawns stand on).
        settings: the player's settings (frame patterns, text size), or None (the look by default).
        active_player: the seat whose turn it is (None: nobody's), for the cursor's Home key.

    Returns:
        The board's keyboard cursor (:class:`~gameofyear.ui.boardcursor.BoardCursor`).
    """
    from ..boardcursor import BoardCursor, square_words

    scene = parts.scene

    def active_day() -> int:
        player = active_player()
        return scene.positions()[player] if player is not None else -1

    def describe(day: int) -> str:
        text = square_words(scene, day)
        here = [names[i] for i, position in enumerate(scene.positions()) if position == day]
        if here:
            text += " — " + QCoreApplication.translate("Access", "Pawns here: {names}").replace("{names}", list_in_words(here))
        return text

    for scroller in (parts.decision_panel.scroller, view.players_scroll):
        scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop on a frame that does nothing
    cursor = BoardCursor(parts.board_view, describe, active_day)
    if settings is not None:
        scene.sheet_item.set_look(patterns=settings.frame_patterns, text_scale=settings.text_scale)
    name_table_parts(parts, cursor)
    return cursor


def name_table_parts(parts: TableWidgets, cursor: Any = None) -> None:
    """Give the table's parts their names and descriptions for a screen reader, in the language installed
    (:func:`equip_table`, and again after View ▸ Language); ``cursor``: the board's keyboard cursor."""
    if cursor is not None:
        cursor.describe_again()
    parts.machine.setAccessibleDescription(QCoreApplication.translate("Access", "Spin it with Space when it is your turn to spin."))
    for button in parts.machine.findChildren(QAbstractButton):
        button.setAccessibleName(QCoreApplication.translate("Access", "Spin the machine"))
        button.setAccessibleDescription(button.toolTip())
    parts.log.setAccessibleName(QCoreApplication.translate("Access", "Game log"))
    parts.log.setAccessibleDescription(QCoreApplication.translate("Access", "What happened, one line per event, newest last"))
    parts.peek.setAccessibleName(QCoreApplication.translate("Access", "Lucky number"))
    peek_help = QCoreApplication.translate("Access", "Hold it (or hold Space while it has the focus) to see your own lucky number; it hides when you let go")
    parts.peek.setAccessibleDescription(peek_help)
    parts.peek.setStyleSheet(parts.peek.styleSheet() + SIDE_FOCUS_STYLE)
    parts.decision_panel.setAccessibleName(QCoreApplication.translate("Access", "Decision"))
    parts.banner.setAccessibleName(QCoreApplication.translate("Access", "Whose turn"))
    for button in parts.players_panel.claim_buttons.values():
        button.setAccessibleDescription(button.toolTip())
        button.setStyleSheet(button.styleSheet() + SIDE_FOCUS_STYLE)
    parts.players_panel.setAccessibleName(QCoreApplication.translate("Access", "Players"))


# --------------------------------------------------------------------------- moving between the parts


def table_parts(table: TableWidgets) -> list[QWidget]:
    """The parts F6 moves between, in order: board, decision, machine (when the person may spin), log.

    The machine is left out while it cannot be spun: it has nothing to press then, and no mark of
    the keyboard on it; what it last showed is told in the log."""
    parts: list[QWidget] = [table.board_view]
    widget = table.decision_panel.widget
    if widget is not None and widget.isVisible():
        parts.append(widget)
    if table.machine.is_spin_enabled():
        parts.append(table.machine)
    parts.append(table.log)
    return [part for part in parts if part.isVisible() and part.isEnabled()]


def focus_next_part(table: TableWidgets, step: int = 1) -> QWidget | None:
    """Move the focus to the next part of ``table`` (``step`` -1: the previous one); return the part, or None."""
    parts = table_parts(table)
    if not parts:
        return None
    focus = QApplication.focusWidget()
    current = next((i for i, part in enumerate(parts) if focus is not None and (focus is part or part.isAncestorOf(focus))),
                   -1 if step > 0 else 0)
    part = parts[(current + step) % len(parts)]
    target: QWidget = part
    if part is table.machine:
        buttons = [b for b in part.findChildren(QAbstractButton) if b.isEnabled()]
        target = buttons[0] if buttons else part
    elif part is not table.board_view and part is not table.log:
        target = part.focusWidget() or next((w for w in focusable_controls(part) if w is not part and w.isEnabled()
                                             and w.isVisible()), part)
    target.setFocus(Qt.FocusReason.ShortcutFocusReason)
    return part


# --------------------------------------------------------------------------- the View menu


class AccessMenu(QObject):
    """View ▸ Frames with Patterns, View ▸ Text Size and View ▸ Next / Previous Part of the Table (F6, Shift+F6),
    the same in every window that hosts the table.

    The actions are made once, in ``view_menu``, and labelled again in another language by
    :meth:`retranslate_ui`.

    Args:
        window: the window (the actions' parent; F6 works wherever its focus is, a decision's dialog too).
        view_menu: the window's View menu.
        settings: gives the player's settings, where the choices are remembered.
        table: gives the widgets of the table on screen (:class:`~.widgets.TableWidgets`), or None (no game on screen).

    Attributes:
        patterns_action, text_size_menu, text_size_actions, next_part_action, previous_part_action: the entries.
    """

    def __init__(self, window: QMainWindow, view_menu: QMenu, settings: Callable[[], Settings],
                 table: Callable[[], TableWidgets | None]) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.table = table
        chosen = settings()
        view_menu.addSeparator()
        self.patterns_action = QAction(window, checkable=True)
        self.patterns_action.setChecked(chosen.frame_patterns)
        self.patterns_action.toggled.connect(self.set_frame_patterns)
        view_menu.addAction(self.patterns_action)
        self.text_size_menu = view_menu.addMenu("")
        group = QActionGroup(window)
        self.text_size_actions: dict[str, QAction] = {}
        for key in TEXT_SIZES:
            action = QAction(window, checkable=True)
            action.setChecked(key == chosen.text_size)
            action.triggered.connect(lambda _=False, k=key: self.set_text_size(k))
            group.addAction(action)
            self.text_size_menu.addAction(action)
            self.text_size_actions[key] = action
        view_menu.addSeparator()
        self.next_part_action = QAction(window, shortcut=QKeySequence(Qt.Key.Key_F6))
        self.next_part_action.triggered.connect(lambda: self.focus_next_part(1))
        self.previous_part_action = QAction(window, shortcut=QKeySequence("Shift+F6"))
        self.previous_part_action.triggered.connect(lambda: self.focus_next_part(-1))
        for action in (self.next_part_action, self.previous_part_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            view_menu.addAction(action)
            window.addAction(action)  # works while a decision has the focus too
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Label the entries in the language installed (the same actions, new words)."""
        self.patterns_action.setText(QCoreApplication.translate("Access", "F&rames with Patterns"))
        self.patterns_action.setStatusTip(QCoreApplication.translate("Access", "Tell the kinds of squares by the pattern of their frame as well as its colour"))
        self.text_size_menu.setTitle(QCoreApplication.translate("Access", "&Text Size"))
        labels = {"normal": QCoreApplication.translate("Access", "&Normal"),
                  "large": QCoreApplication.translate("Access", "&Large (125%)"),
                  "larger": QCoreApplication.translate("Access", "La&rger (150%)")}
        for key, action in self.text_size_actions.items():
            action.setText(labels[key])
        self.next_part_action.setText(QCoreApplication.translate("Access", "Ne&xt Part of the Table"))
        self.next_part_action.setStatusTip(QCoreApplication.translate("Access", "Move the keyboard to the board, the decision, the machine or the log"))
        self.previous_part_action.setText(QCoreApplication.translate("Access", "Pre&vious Part of the Table"))

    def focus_next_part(self, step: int = 1) -> QWidget | None:
        """F6 (``step`` 1) or Shift+F6 (-1): the keyboard to the next part of the table on screen, if any."""
        table = self.table()
        return focus_next_part(table, step) if table is not None else None

    def set_frame_patterns(self, on: bool) -> None:
        """View ▸ Frames with Patterns: remember the choice and repaint the board at once."""
        settings = self.settings()
        settings.frame_patterns = on
        table = self.table()
        if table is not None:
            table.scene.sheet_item.set_look(patterns=on, text_scale=settings.text_scale)

    def set_text_size(self, key: str) -> None:
        """View ▸ Text Size: remember the choice and scale the fonts; the board and panels follow at the next game
        view (the next game, a game opened or a language change), the application's font at once."""
        settings = self.settings()
        settings.text_size = key
        apply_text_size(settings.text_scale)
        table = self.table()
        if table is not None:
            table.scene.sheet_item.set_look(patterns=settings.frame_patterns, text_scale=settings.text_scale)
            self.window.statusBar().showMessage(QCoreApplication.translate("Access", "The new text size shows fully from the next game."), 6000)
