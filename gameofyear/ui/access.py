"""Accessibility of the table: keyboard alone, names a screen reader reads, patterns, larger text.

- :func:`equip_table` gives the board its keyboard cursor
  (:class:`~gameofyear.ui.boardcursor.BoardCursor`), names and describes the
  machine, the players, the log and the lucky-number button for a screen
  reader, and draws the board with the player's frames (patterns or not) and
  text size.
- :func:`equip_decision` names every control of a decision shown in the panel
  (its buttons, spin boxes, lists and text fields), describes them with the
  decision's question, and gives them a clear focus frame.
- :class:`AccessMenu` adds View ▸ Frames with Patterns, View ▸ Text Size and
  View ▸ Next Part of the Table (F6: the board, the decision, the machine, the
  players and the log in turn; Shift+F6 back).
- :func:`escape_leaves_menus` makes Escape, in a menu of the menu bar, give the
  keyboard back to the window at once (not to the menu bar, where Space and Return
  would open a menu again with no sign of where the keyboard is).
- :func:`apply_text_size` scales the interface's fonts
  (:func:`~gameofyear.ui.theme.set_text_scale` and the application's font).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPushButton,
    QWidget,
)

from . import theme
from .language import list_in_words
from .settings import TEXT_SIZES

if TYPE_CHECKING:
    from collections.abc import Callable

    from .settings import Settings
    from .tableview import TableHost, TableWidgets


FOCUS_INK = "#111111"
"""The colour of the focus frame on the panel's controls (near black: it shows on cream, gold and white)."""
FOCUS_STYLE = f"""
QPushButton:focus, QPushButton:default:focus {{ border: 3px solid {FOCUS_INK}; }}
QPushButton#rich:focus, QPushButton#rich:default:focus {{ border: 4px solid {FOCUS_INK}; }}
QSpinBox:focus, QLineEdit:focus {{ border: 3px solid {FOCUS_INK}; }}
QListWidget:focus {{ border: 3px solid {FOCUS_INK}; }}
QCheckBox:focus {{ border: 2px solid {FOCUS_INK}; border-radius: 4px; padding: 2px; }}
"""
"""Added to a decision's style sheet: a thick dark frame on the control that has the focus."""
SIDE_FOCUS_STYLE = f"QPushButton:focus {{ border: 3px solid {FOCUS_INK}; border-radius: 6px; padding: 0px 6px; }}"
"""The focus frame of the lucky-number and claim buttons: drawn in the room the button has, with no
padding above or below its label, so that a low button (at 1024×700) keeps its words readable."""

_BASE_POINT_SIZE: float | None = None


class _MenusLetGo(QObject):
    """Watches the menus of a menu bar: Escape that closes one also takes the menu bar out of keyboard mode."""

    def __init__(self, bar: QMenuBar):
        super().__init__(bar)
        self._bar = bar

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """On Escape in a watched menu, let the menu close, then let go of the menu bar."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape:
            QTimer.singleShot(0, self._let_go)
        return False

    def _let_go(self) -> None:
        bar = self._bar
        # the window's own focus child, active or not: the window may get the keyboard back later than now
        if bar.window().focusWidget() is bar and not any(menu.isVisible() for menu in _bar_menus(bar)):
            # the menu bar's own Escape ends its keyboard mode and gives the focus back where it was
            QApplication.sendEvent(bar, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))


def _bar_menus(bar: QMenuBar) -> list[QMenu]:
    return [menu for action in bar.actions() if isinstance(menu := action.menu(), QMenu)]


def escape_leaves_menus(bar: QMenuBar) -> None:
    """Make Escape in any menu of ``bar`` close it and give the keyboard back to the window.

    Qt leaves the menu bar in keyboard mode after Escape closes a menu that a click
    opened: the bar keeps the keyboard with no visible mark, and Space or Return opens
    the menu again instead of spinning or answering. Call it once the menus are made.
    """
    watcher = _MenusLetGo(bar)
    for menu in _bar_menus(bar):
        menu.installEventFilter(watcher)


def plain_text(text: str) -> str:
    """Return a button's label without its ``&`` shortcut marks (``"&&"`` stays one ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


# --------------------------------------------------------------------------- text size


def apply_text_size(scale: float) -> None:
    """Scale the interface's fonts by ``scale`` (1.0, 1.25, 1.5): those made from now on by
    :func:`~gameofyear.ui.theme.font` and the application's own font (widgets without a font of their own, at once)."""
    global _BASE_POINT_SIZE
    theme.set_text_scale(scale)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    font = app.font()
    if _BASE_POINT_SIZE is None:
        _BASE_POINT_SIZE = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    font.setPointSizeF(_BASE_POINT_SIZE * theme.TEXT_SCALE)
    app.setFont(font)


# --------------------------------------------------------------------------- names


def _labels_text(widget: QWidget) -> str:
    """The texts of the labels inside ``widget`` (a rich button's number and preview), in order."""
    parts = [plain_text(label.text()) for label in widget.findChildren(QLabel) if label.text().strip()]
    return " — ".join(part for part in parts if "<" not in part)


def name_control(widget: QWidget, question: str = "") -> None:
    """Give one focusable control an accessible name (and ``question`` as its description) when it has none."""
    if not widget.accessibleName():
        name = ""
        if isinstance(widget, QAbstractButton):
            name = plain_text(widget.text()) or _labels_text(widget) or widget.toolTip()
        elif isinstance(widget, QLineEdit):
            name = widget.placeholderText() or question
        elif isinstance(widget, QAbstractSpinBox):
            name = question or QCoreApplication.translate("Access", "Number")
        elif isinstance(widget, QListWidget):
            name = question or QCoreApplication.translate("Access", "List")
        name = name or widget.toolTip() or question or widget.windowTitle()
        if name:
            widget.setAccessibleName(name)
    if question and not widget.accessibleDescription():
        widget.setAccessibleDescription(question)


def focusable_controls(root: QWidget) -> list[QWidget]:
    """Return the widgets under ``root`` (itself included) that the keyboard can reach (Tab or a click)."""
    def reachable(widget: QWidget) -> bool:
        parent = widget.parentWidget()
        viewport = isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget
        return widget.focusPolicy() != Qt.FocusPolicy.NoFocus and widget.focusProxy() is None and not viewport

    return [w for w in [root, *root.findChildren(QWidget)] if reachable(w)]


def first_control(root: QWidget) -> QWidget | None:
    """Return where the keyboard goes first in ``root``: its default button, else the first control Tab reaches."""
    for button in root.findChildren(QPushButton):
        if button.isDefault() and button.isEnabled() and not button.isHidden():
            return button
    widget = root.nextInFocusChain()
    while widget is not None and widget is not root:
        if root.isAncestorOf(widget) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isEnabled() \
                and not widget.isHidden():
            return widget
        widget = widget.nextInFocusChain()
    return None


def stack_buttons_if_wide(dialog: QWidget, width: int) -> bool:
    """Put a decision's row of buttons one above the other when side by side they would be wider than ``width``.

    Returns:
        True when the buttons were stacked.
    """
    row = getattr(dialog, "button_row", None)
    layout = dialog.layout()
    if not isinstance(row, QBoxLayout) or layout is None or width <= 0:
        return False
    items = [row.itemAt(i) for i in range(row.count())]
    buttons = [item.widget() for item in items if item is not None]
    shown = [b for b in buttons if isinstance(b, QPushButton) and not b.isHidden()]
    between = [w for w in buttons if isinstance(w, QLabel) and not w.isHidden()]  # an "or" between two choices
    for widget in (*shown, *between):
        widget.ensurePolished()
    margins = layout.contentsMargins()
    # a big card (a number of the machine) wraps its words: its least width counts, not the width it would like
    needed = sum((b.minimumSizeHint() if b.objectName() == "rich" else b.sizeHint()).width() for b in shown) \
        + sum(w.sizeHint().width() for w in between) + row.spacing() * max(0, len(shown) + len(between) - 1)
    if needed <= width - margins.left() - margins.right() - 8:
        return False
    row.setDirection(QBoxLayout.Direction.TopToBottom)
    for button in shown:
        button.setMinimumWidth(0)
    for label in between:  # one choice above the other says "or" by itself
        label.hide()
    return True


def equip_decision(dialog: QWidget) -> None:
    """Name and describe every control of a decision shown in the panel, and give them a clear focus frame.

    The question (the dialog's title) is each control's description, so that
    a screen reader says "Yes — Buy a token for 500?" on the button that has the focus.
    """
    title = getattr(dialog, "title_label", None)
    question = title.text() if isinstance(title, QLabel) else dialog.windowTitle()
    dialog.setAccessibleName(question or QCoreApplication.translate("Access", "Decision"))
    for widget in focusable_controls(dialog):
        if widget is not dialog:
            name_control(widget, question)
    dialog.setStyleSheet(dialog.styleSheet() + FOCUS_STYLE)


def equip_table(table: TableHost) -> None:
    """Give the table on screen its keyboard cursor, its accessible names and the player's look (see the module).

    The same for every window that hosts the table (the game at home, a network game).

    Args:
        table: the table placed in its window (:class:`~.tableview.TableHost`, its ``view`` made); its
            ``board_cursor`` is set here.
    """
    from .boardcursor import BoardCursor, square_words

    scene = table.scene
    assert table.view is not None  # placed

    def active_day() -> int:
        player = table.active_player()
        return scene.positions()[player] if player is not None else -1

    def describe(day: int) -> str:
        text = square_words(scene, day)
        here = [table.names[i] for i, position in enumerate(scene.positions()) if position == day]
        if here:
            text += " — " + QCoreApplication.translate("Access", "Pawns here: {names}").replace("{names}", list_in_words(here))
        return text

    for scroller in (table.decision_panel.scroller, table.view.players_scroll):
        scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop on a frame that does nothing
    table.board_cursor = BoardCursor(table.board_view, describe, active_day)
    settings = table.settings()
    if settings is not None:
        scene.sheet_item.set_look(patterns=settings.frame_patterns, text_scale=settings.text_scale)
    name_table_parts(table.widgets, table.board_cursor)


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


def describe_player_card(card: Any, name: str) -> None:
    """Put a player's standing in their card's accessible name and description (the panel calls it on refresh)."""
    card.setAccessibleName(name)
    labels = (card.kind_label, card.money_label, card.tokens_label, card.detail_label)
    texts = (label.full_text() if hasattr(label, "full_text") else label.text() for label in labels)
    card.setAccessibleDescription(" · ".join(text for text in texts if text))  # the whole words of a narrow card


# --------------------------------------------------------------------------- moving between the parts


def table_parts(table: TableHost) -> list[QWidget]:
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


def focus_next_part(table: TableHost, step: int = 1) -> QWidget | None:
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
        table: gives the table on screen (:class:`~.tableview.TableHost`), or None (no game on screen).

    Attributes:
        patterns_action, text_size_menu, text_size_actions, next_part_action, previous_part_action: the entries.
    """

    def __init__(self, window: QMainWindow, view_menu: QMenu, settings: Callable[[], Settings],
                 table: Callable[[], TableHost | None]) -> None:
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
