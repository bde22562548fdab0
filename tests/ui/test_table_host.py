"""One table host for every window: the window at home and a network game's window hold the same TableHost, and
its accessibility equipment is checked the same way on both.

Each window is seated at the same constructed position (a person chooses a number), the window at home over its
controller, the network window fed the frames a server would send. The same checks then run on both: names and
descriptions for a screen reader, the board's keyboard cursor, View ▸ Frames with Patterns and Text Size, F6
between the parts of the table, and a click on a square that is not lit reading its almanac entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_access import _accessible_name
from test_access import _window as _home_window
from test_dialogs import SITUATIONS
from test_network_board import _joined

from gameofyear.engine import DecisionKind, Game
from gameofyear.ui.access import apply_text_size, focusable_controls
from gameofyear.ui.boardanswers import almanac_entry
from gameofyear.ui.tableview import TableHost


def _home(qtbot: Any, settings: Any, game: Game) -> Any:
    window = _home_window(qtbot, settings, game, humans=(game.pending.player,))
    qtbot.waitUntil(lambda: window.current_dialog is not None and window.current_dialog.isVisible(), timeout=10_000)
    return window


def _away(qtbot: Any, settings: Any, game: Game) -> Any:
    window, _session = _joined(qtbot, game, settings=settings)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    return window


@pytest.fixture(autouse=True)
def _normal_text_size() -> Any:
    yield
    apply_text_size(1.0)  # the font scale is the application's: leave it as found


WINDOWS: dict[str, Callable[[Any, Any, Game], Any]] = {"home": _home, "network": _away}


@pytest.fixture(params=sorted(WINDOWS))
def window(request: Any, qtbot: Any, settings: Any) -> Any:
    """A window of either kind, a person of the constructed game asked to choose a number in its panel."""
    game = SITUATIONS["choose_number"][0]()
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER
    return WINDOWS[request.param](qtbot, settings, game)


def _press(key: Qt.Key) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None, "the keyboard always has a place to go"
    QTest.keyClick(focus, key)


def test_the_window_holds_a_table_host_and_asks_the_decision_through_it(window):
    table = window.table
    assert isinstance(table, TableHost) and window.centralWidget() is table.view
    assert table.dialog is not None and table.decision_panel.widget is table.dialog
    assert table.scene.highlighted_days(), "the squares the decision reaches are lit"


def test_every_control_is_named_for_a_screen_reader_on_both_windows(window):
    table = window.table
    controls = [w for w in focusable_controls(window) if w.isVisible()]
    nameless = [f"{type(w).__name__} {w.objectName()}" for w in controls
                if not w.accessibleName().strip() or not _accessible_name(w).strip()]
    assert controls and nameless == []
    for widget in (table.machine, table.log, table.peek, table.board_view, *table.players_panel.cards):
        assert widget.accessibleName() and widget.accessibleDescription(), widget
    assert table.players_panel.cards[0].accessibleName() == window.names[0]


def test_the_board_cursor_walks_the_squares_and_tells_each_on_both_windows(qtbot, window):
    table = window.table
    assert table.board_cursor is not None
    table.board_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.board_view, timeout=3000)
    _press(Qt.Key.Key_End)
    end = table.board_cursor.day
    _press(Qt.Key.Key_Left)
    assert table.board_cursor.day == end - 1
    assert table.scene.date_label(end - 1) in table.board_view.accessibleDescription()
    assert table.board_cursor.item.isVisible()


def test_patterns_and_text_size_follow_the_view_menu_on_both_windows(window, settings):
    table, access = window.table, window.access
    access.patterns_action.setChecked(not settings.frame_patterns)
    assert table.scene.sheet_item.patterns == settings.frame_patterns == access.patterns_action.isChecked()
    larger = next(key for key in access.text_size_actions if key != settings.text_size)
    access.text_size_actions[larger].trigger()
    assert settings.text_size == larger
    assert table.scene.sheet_item.text_scale == settings.text_scale


def test_f6_moves_the_keyboard_from_the_board_to_the_decision_on_both_windows(qtbot, window):
    table = window.table
    table.board_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.board_view, timeout=3000)
    window.access.next_part_action.trigger()
    focus = QApplication.focusWidget()
    assert focus is not None and table.dialog.isAncestorOf(focus), focus


def test_a_square_not_lit_reads_its_entry_and_answers_nothing_on_both_windows(qtbot, window):
    table = window.table
    lit = set(table.scene.highlighted_days())
    day = next(d for d in range(1, 300) if d not in lit)
    dialog = table.dialog
    point = table.board_view.mapFromScene(table.scene.square_rect(day).center())
    qtbot.mouseClick(table.board_view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
    box = table.entry_box
    assert box is not None and box.isVisible() and box.text() == almanac_entry(window.texts, day)[1]
    assert table.dialog is dialog and dialog.isVisible(), "the decision is still asked, the game not blocked"
    box.close()
