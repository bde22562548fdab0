"""Accessibility of the table: keyboard alone, names a screen reader reads, patterns, larger text.

- the table's own equipment (its board cursor, the names of its parts, View's
  entries) is :mod:`gameofyear.ui.tableview.equipment`'s, built on these.
- :func:`equip_decision` names every control of a decision shown in the panel
  (its buttons, spin boxes, lists and text fields), describes them with the
  decision's question, and gives them a clear focus frame.
- :func:`escape_leaves_menus` makes Escape, in a menu of the menu bar, give the
  keyboard back to the window at once (not to the menu bar, where Space and Return
  would open a menu again with no sign of where the keyboard is).
- :func:`apply_text_size` scales the interface's fonts
  (:func:`~gameofyear.ui.theme.set_text_scale` and the application's font).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMenuBar,
    QPushButton,
    QWidget,
)

from . import theme

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


def describe_player_card(card: Any, name: str) -> None:
    """Put a player's standing in their card's accessible name and description (the panel calls it on refresh)."""
    card.setAccessibleName(name)
    labels = (card.kind_label, card.money_label, card.tokens_label, card.detail_label)
    texts = (label.full_text() if hasattr(label, "full_text") else label.text() for label in labels)
    card.setAccessibleDescription(" · ".join(text for text in texts if text))  # the whole words of a narrow card
