"""A joined player's window is the table at home: the board fills it, decisions are asked in the docked panel,
the squares a decision can reach glow and a click on one sends that answer, any other square reads its entry.

The window is handed the frames a server would send (a fake session records what it sends back), for positions
where the seat decides; the answers are checked in the action notation the server reads.
"""

from __future__ import annotations

import html
from typing import Any

import pytest
from helpers import d
from PySide6.QtCore import QPoint, QRect, Qt
from test_dialogs import SITUATIONS
from test_network_window import FakeSession

from gameofyear.content import load_texts
from gameofyear.engine import DecisionKind, Game
from gameofyear.engine.notation import action_text, encode
from gameofyear.net.server import seat_observation
from gameofyear.ui.boardanswers import almanac_entry


def _joined(qtbot: Any, game: Game, size: tuple[int, int] = (1600, 1000), settings: Any = None) -> tuple[Any, FakeSession]:
    """A network window seated where ``game``'s pending decision is, shown the update that asks it (played by
    the player's ``settings``, or by none)."""
    from gameofyear.ui.network import NetworkGameWindow

    decision = game.pending
    assert decision is not None
    seat = decision.player
    session = FakeSession()
    window = NetworkGameWindow(session, load_texts(game.content), speed=0, settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    seats = [{"kind": "remote", "presence": "here"} for _ in game.setup.players]
    session.frame.emit({"type": "welcome", "seat": seat, "setup": game.setup.to_json(), "edition": "classic",
                        "claims": "automatic", "seats": seats})
    session.frame.emit({"type": "update", "from": 0, "seq": 0, "at": len(game.actions), "events": [],
                        "observation": seat_observation(game, seat), "decision": encode(decision),
                        "waiting_for": seat})
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=10_000)
    return window, session


def _click_square(qtbot: Any, window: Any, day: int) -> None:
    view = window.table.board_view
    point = view.mapFromScene(window.table.scene.square_rect(day).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def test_a_joined_windows_decision_is_asked_in_the_docked_panel_under_the_board(qtbot):
    game = SITUATIONS["choose_number"][0]()
    window, _ = _joined(qtbot, game)
    dialog = window.dialog
    assert window.centralWidget() is window.table.view
    assert window.table.decision_panel.widget is dialog and not dialog.isWindow()  # docked, not a floating window
    assert window.table.view.isAncestorOf(dialog)
    board = window.table.board_view.geometry()
    panel = window.table.decision_panel.geometry()
    assert not board.intersects(panel) and panel.top() >= board.bottom()  # under the board, never over it
    assert window.table.scene.highlighted_days() == [d("07-07"), d("07-14")]


@pytest.mark.parametrize(("situation", "day", "option"), [
    ("choose_number", "07-14", 12),
    ("buy_days", "03-11", 3),
    ("vacation", "03-22", True),
    ("pledge", "03-13", 3),
    ("choose_player", "05-05", 2),
])
def test_a_click_on_a_lit_square_chooses_and_a_second_sends_that_answer_in_the_notation(qtbot, situation, day, option):
    game = SITUATIONS[situation][0]()
    decision = game.pending
    window, session = _joined(qtbot, game)
    assert d(day) in window.table.scene.highlighted_days()
    _click_square(qtbot, window, d(day))
    assert session.sent == [], "one click chooses: nothing is sent, nor spent"
    assert window.dialog.proposal == option and window.table.scene.chosen_days() == [d(day)]
    _click_square(qtbot, window, d(day))
    assert session.sent == [(action_text(decision, option), len(game.actions), "decision")]
    assert window.dialog is None and window.table.decision_panel.widget is None
    assert window.table.scene.highlighted_days() == []  # answered: the lights go out until the next decision
    game.decide(option)  # the answer is one the rules take


def test_1_april_places_each_opponent_by_a_click_and_sends_the_arrangement(qtbot):
    game = SITUATIONS["rearrange"][0]()
    decision = game.pending
    options = [tuple(o) for o in decision.options]
    window, session = _joined(qtbot, game)
    assert window.table.scene.highlighted_days() == sorted({o[0] for o in options})
    target = next(o for o in options if o[0] == d("06-12"))
    for step in range(len(target)):
        if session.sent or window.dialog.has_proposal:
            break
        left = [o for o in options if o[:step] == target[:step]]
        assert window.table.scene.highlighted_days() == sorted({o[step] for o in left})
        _click_square(qtbot, window, target[step])
    assert session.sent == [] and window.dialog.proposal == target, "the arrangement is chosen, not yet sent"
    assert window.table.scene.chosen_days() == sorted(set(target))
    _click_square(qtbot, window, target[-1])
    assert session.sent == [(action_text(decision, target), len(game.actions), "decision")]


def test_a_click_elsewhere_reads_the_squares_almanac_entry_and_answers_nothing(qtbot):
    game = SITUATIONS["choose_number"][0]()
    window, session = _joined(qtbot, game)
    asked = window.dialog
    _click_square(qtbot, window, d("07-14") - 1)  # 13 July is not lit
    _click_square(qtbot, window, d("01-23"))
    box = window.table.entry_box
    assert box is not None and box.isVisible()
    title, text = almanac_entry(window.texts, d("01-23"))
    texts = window.texts
    assert box.windowTitle() == title and box.text() == text
    assert texts.text("almanac.01-23.title") in box.text()
    assert session.sent == [] and window.dialog is asked  # the decision is still asked
    tooltip = window.table.scene.square_item(d("01-23")).toolTip()  # hovering reads it too
    assert html.escape(texts.text("almanac.01-23.title"), quote=False) in tooltip
    box.close()


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 700)])
def test_the_joined_table_fills_the_window_at_every_size(qtbot, output_dir, size):
    game = SITUATIONS["buy_days"][0]()
    window, _ = _joined(qtbot, game, size)
    qtbot.waitUntil(lambda: window.table.board_view.width() > 0, timeout=5_000)
    table = window.table.view
    parts = [window.table.board_view, window.table.machine, window.table.decision_panel, window.table.log]
    inside = QRect(0, 0, table.width(), table.height())
    for part in parts:
        assert part.isVisible() and inside.contains(part.geometry()), part
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.geometry().intersects(b.geometry()), (a, b)
    assert window.table.board_view.width() >= 0.6 * table.width()  # the board is the table's largest part
    assert window.connection.isVisible() and window.table.peek.isVisible()
    window.grab().save(str(output_dir / f"network-table-{size[0]}x{size[1]}.png"))
    assert window.decision.kind is DecisionKind.BUY_DAYS


def test_a_game_joined_late_shows_its_history_at_once_and_no_past_moment_waits(qtbot, settings):
    """The first update of a game joined after its first action is the game so far: it is written at once, the
    seat's past payments and cards never wait for a click or a key, and the seat's decision is asked at once."""
    import random

    from gameofyear.bots import bot_view, make_bot
    from gameofyear.content import load_content
    from gameofyear.simulation import random_setup
    from gameofyear.ui.moments import waits_for_person
    from gameofyear.ui.network import NetworkGameWindow

    content = load_content()
    setup = random_setup(random.Random(4), content, 3)
    game = Game.new(setup, content, 4)
    bots = [make_bot("basic", i) for i in range(3)]
    while len(game.actions) < 60 or game.pending.player != 0 or game.pending.kind is not DecisionKind.SPIN:
        game.decide(bots[game.pending.player].choose(bot_view(game)))
    events: list[Any] = []
    Game.replay(setup, content, 4, game.actions, on_events=events.extend)
    assert any(waits_for_person(e, (0,)) for e in events)  # at home these would wait for a key
    settings.wait_at_moments = True
    session = FakeSession()
    window = NetworkGameWindow(session, load_texts(content), speed=1.0, settings=settings)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    seats = [{"kind": "remote", "presence": "here"} for _ in setup.players]
    session.frame.emit({"type": "welcome", "seat": 0, "setup": setup.to_json(), "edition": "classic",
                        "claims": "automatic", "seats": seats})
    session.frame.emit({"type": "update", "from": 0, "seq": 0, "at": len(game.actions),
                        "events": [encode(e) for e in events], "observation": seat_observation(game, 0),
                        "decision": encode(game.pending), "waiting_for": 0})
    assert window.feed.at_once
    qtbot.waitUntil(lambda: window.feed.decision is not None and not window.feed.showing, timeout=10_000)
    assert window.table.presenter.moment_wait is None


@pytest.mark.parametrize("hosted", [False, True])
def test_leaving_a_network_game_under_way_asks_first_and_staying_keeps_the_window(qtbot, hosted):
    """Game ▸ Leave (and the window's ✕) while the year goes on: the person is asked, saying what leaving does
    (for the host, the game stops for everybody); No keeps the window and the game, Yes closes it. The program
    closing the window asks nothing."""
    game = SITUATIONS["choose_number"][0]()
    window, session = _joined(qtbot, game)
    if hosted:
        window.setProperty("networkGame", "hosted:g1")
    asked: list[str] = []
    answer = [False]
    window.confirm_leave = lambda words: (asked.append(words), answer[0])[1]
    window.leave_action.trigger()
    assert len(asked) == 1 and window.isVisible(), "No: the window and its game stay"
    assert ("stops for everybody" if hosted else "A computer plays for you") in asked[0], asked[0]
    assert window.may_close(by_person=False) and len(asked) == 1, "the program closing the window is not asked"
    assert not window.may_close(by_person=True) and len(asked) == 2, "the ✕ asks as Leave does"
    answer[0] = True
    window.leave_action.trigger()
    assert len(asked) == 3 and not window.isVisible()


def test_the_network_window_has_the_boards_keyboard_cursor_as_at_home(qtbot):
    """The board of a joined window takes the keyboard as the local one does: Page Down goes to a lit square,
    Return chooses it and Return again sends the answer; the board and its parts have their names."""
    from PySide6.QtWidgets import QApplication

    from gameofyear.engine.reach import option_squares
    from gameofyear.ui.boardcursor import BoardCursor

    game = SITUATIONS["choose_number"][0]()
    decision = game.pending
    window, session = _joined(qtbot, game)
    assert isinstance(window.table.board_cursor, BoardCursor)
    assert window.table.log.accessibleName() and window.table.peek.accessibleName() and window.table.board_view.accessibleName()
    window.activateWindow()
    window.table.board_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.board_view, timeout=3000)
    qtbot.keyClick(window.table.board_view, Qt.Key.Key_PageDown)
    day = window.table.board_cursor.day
    assert day in window.table.scene.highlighted_days()
    qtbot.keyClick(window.table.board_view, Qt.Key.Key_Return)
    assert session.sent == [] and window.dialog.has_proposal, "Return on a lit square chooses it"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    option = next(o for o, days in option_squares(game, decision).items() if day in days)
    assert session.sent == [(action_text(decision, option), len(game.actions), "decision")]


def test_ctrl_q_in_a_network_game_asks_first_then_quits_every_window(qtbot, monkeypatch):
    """Game ▸ Quit is Ctrl+Q as at home; while the year goes on it asks first, and No leaves everything open."""
    from PySide6.QtWidgets import QApplication

    game = SITUATIONS["choose_number"][0]()
    window, _ = _joined(qtbot, game)
    assert window.quit_action.shortcut().toString() == "Ctrl+Q" and window.quit_action in window.game_menu.actions()
    closed: list[bool] = []
    monkeypatch.setattr(QApplication, "closeAllWindows", staticmethod(lambda: closed.append(True)))
    window.confirm_leave = lambda words: False
    window.quit_action.trigger()
    assert closed == [] and window.isVisible()
    window.confirm_leave = lambda words: True
    window.quit_action.trigger()
    assert closed == [True]


def test_the_network_windows_view_menu_has_the_patterns_text_size_and_the_parts_of_the_table(qtbot, settings):
    """View ▸ Frames with Patterns, Text Size and Next Part of the Table (F6) in a network game's window, the same
    actions as at home: patterns repaint the board and are remembered in the player's settings; F6 moves the
    keyboard from the board to the decision."""
    from PySide6.QtWidgets import QApplication

    from gameofyear.ui.network import NetworkGameWindow

    game = SITUATIONS["choose_number"][0]()
    window, _ = _joined(qtbot, game)
    assert isinstance(window, NetworkGameWindow)
    window.settings = settings
    titles = [a.text().replace("&", "") for a in window.view_menu.actions()]
    assert "Frames with Patterns" in titles and "Next Part of the Table" in titles and "Text Size" in titles, titles
    window.access.patterns_action.setChecked(True)
    assert settings.frame_patterns is True
    window.activateWindow()
    window.table.board_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.board_view, timeout=3000)
    window.access.next_part_action.trigger()
    focus = QApplication.focusWidget()
    assert focus is not None and window.dialog.isAncestorOf(focus), focus


def test_the_network_window_has_the_help_menu_the_legend_and_the_zoom_as_at_home(qtbot):
    """Help ▸ How to Play (F1), Almanac of Events (Ctrl+L) and About, View ▸ Legend of the Board and the zoom: the
    same actions and words as the window at home; the legend opens without blocking."""
    game = SITUATIONS["choose_number"][0]()
    window, _ = _joined(qtbot, game)
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["Game", "View", "Help"], titles
    helps = [a.text().replace("&", "") for a in window.help_menu.actions() if a.text()]
    assert helps == ["How to Play", "Almanac of Events", "About"], helps
    assert window.help.rules_action.shortcut().toString() == "F1"
    assert window.help.legend_action in window.view_menu.actions()
    legend = window.help.show_legend()
    assert legend is not None and legend.isVisible()
    legend.close()
    assert window.zoom.zoom_in_action in window.view_menu.actions() and window.zoom.zoom_in_action.isEnabled()
    window.zoom.zoom_in_action.trigger()
    assert window.table.board_view.zoom() > 1.0, "Zoom In zooms the network game's board"
    window.zoom.zoom_reset_action.trigger()
    assert window.table.board_view.zoom() == 1.0


def _entries(menu: Any) -> list[Any]:
    """A menu's entries as a person reads them: each action's words, a submenu as its title and its entries."""
    return [(a.text(), _entries(a.menu())) if a.menu() is not None else a.text() for a in menu.actions()]


def test_the_network_windows_view_menu_is_the_one_at_home_with_speed_waits_and_sound(qtbot, settings):
    """Both windows are the same table: the network window's View menu has every entry of the window at home, in
    the same order and words; its speed, waits and sound change the player's settings and the table at once."""
    from PySide6.QtWidgets import QApplication

    from gameofyear.ui.mainwindow import MainWindow

    game = SITUATIONS["choose_number"][0]()
    home = MainWindow(game.content, settings, auto_dialogs=False)
    qtbot.addWidget(home)
    window, _ = _joined(qtbot, game, settings=settings)
    assert _entries(window.view_menu) == _entries(home.view_menu)
    window.table_settings.speed_actions["slow"].trigger()
    assert settings.animation_speed == "slow" and window.speed == settings.speed_factor > 1
    window.table_settings.speed_actions["instant"].trigger()
    assert window.speed == 0
    window.activateWindow()
    window.table.board_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.board_view, timeout=3000)
    qtbot.keyClick(window.table.board_view.viewport(), Qt.Key.Key_M)
    assert settings.muted and window.table_settings.mute_action.isChecked()
    dialog = window.table_settings.show_preferences()
    qtbot.addWidget(dialog)
    dialog.mute_box.setChecked(False)
    dialog.wait_box.setChecked(True)
    assert not settings.muted and not window.table_settings.mute_action.isChecked()
    assert settings.wait_at_moments and window._waits_at_moments()


def test_the_first_decision_asked_as_the_table_is_placed_is_fitted_to_the_panel_at_1024_by_700(qtbot):
    """The server's first update comes with the welcome, before the event loop runs again: the table is laid out
    when it is placed, so the decision it asks is fitted to the panel's real size and says what it asks."""
    from PySide6.QtWidgets import QLabel

    game = SITUATIONS["buy_token"][0]()
    window, _ = _joined(qtbot, game, size=(1024, 700))
    panel, dialog = window.table.decision_panel, window.dialog
    assert dialog.width() <= panel.width() and dialog.height() <= panel.height()
    shown = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]
    assert any("white cross" in text for text in shown), shown
