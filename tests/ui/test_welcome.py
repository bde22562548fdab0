"""The welcome screen: its choices, the recent games, and the way back to it after a game (pytest-qt).

Screenshots for review go to ``tests/output/welcome_*.png``.
"""

from __future__ import annotations

from datetime import UTC, date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialog

from gameofyear import saves
from gameofyear.content import Content, load_content
from gameofyear.engine import Game, PlayerProfile, Setup
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.newgame import Seat
from gameofyear.ui.welcome import WelcomeScreen, board_thumbnail


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _window(qtbot: Any, settings: Any, data_dir: Path | None, content: Content, size=(1400, 860)) -> MainWindow:
    window = MainWindow(content, settings, auto_dialogs=False, data_dir=data_dir)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def _setup() -> Setup:
    return Setup((PlayerProfile("Ann", date(2001, 5, 2), "female"), PlayerProfile("Bob", date(1970, 3, 3), "male")),
                 today=date(2026, 1, 1))


def _seats() -> list[Seat]:
    return [Seat("human", "basic", "Red"), Seat("computer", "basic", "Blue")]


def test_the_first_screen_offers_its_choices_as_buttons_with_names(qtbot: Any, settings: Any, content: Content,
                                                                   output_dir: Path) -> None:
    window = _window(qtbot, settings, None, content, size=(1024, 700))
    welcome = window.centralWidget()
    assert isinstance(welcome, WelcomeScreen) and welcome is window.welcome
    buttons = [welcome.quick_button, welcome.new_button, welcome.open_button, welcome.rules_button]
    assert [b.accessibleName() for b in buttons] == ["Quick Game", "New Game", "Open", "How to Play"]
    assert all(b.accessibleDescription() and b.isVisible() for b in buttons)
    assert not welcome.offers_resume and welcome.no_recent.isVisible()
    for button in buttons:  # nothing is cut off at the smallest size the game supports
        assert welcome.rect().contains(QRect(button.mapTo(welcome, QPoint(0, 0)), button.size()))
    window.grab().save(str(output_dir / "welcome_1024x700.png"))
    qtbot.mouseClick(welcome.quick_button, Qt.MouseButton.LeftButton)
    window.profile_step.accept()  # the small step before a Quick Game, as it comes
    assert window.game is not None and len(window.game.setup.players) == 4
    assert window.welcome is None and not isinstance(window.centralWidget(), WelcomeScreen)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_return_enter_and_space_each_choose_the_focused_choice(qtbot: Any, settings: Any, content: Content,
                                                              key: Qt.Key) -> None:
    window = _window(qtbot, settings, None, content, size=(1024, 700))
    welcome = window.welcome
    assert welcome is not None
    welcome.new_requested.disconnect()  # the window would open New Game; the choice itself is what counts here
    welcome.new_button.setFocus()
    with qtbot.waitSignal(welcome.new_requested, timeout=2000):
        qtbot.keyClick(welcome.new_button, key)


def test_the_recent_games_are_listed_and_one_opens_from_the_keyboard(qtbot: Any, settings: Any, content: Content,
                                                                      tmp_path: Path) -> None:
    game = Game.new(_setup(), content, 3)
    path = tmp_path / "Evening with Bob.json"
    saves.write_save(path, game, saves.seats_of(_seats(), 3))
    window = _window(qtbot, settings, tmp_path / "data", content)
    window.recent_files.add(path)
    window._show_welcome()
    welcome = window.welcome
    assert welcome.recent() == [str(path)] and welcome.recent_list.item(0).text() == "Evening with Bob"
    welcome.recent_list.setFocus()
    qtbot.keyClick(welcome.recent_list, Qt.Key.Key_Return)
    assert window.game is not None and window.save_path == path
    assert [p.name for p in window.game.setup.players] == ["Ann", "Bob"]


def test_after_the_results_the_window_returns_to_the_welcome_screen(qtbot: Any, settings: Any, content: Content,
                                                                   tmp_path: Path) -> None:
    from gameofyear.cli import main

    assert main(["simulate", "--games", "1", "--players", "3", "--seed", "12", "--save-dir", str(tmp_path)]) == 0
    window = _window(qtbot, settings, None, content)
    assert window.open_game(tmp_path / "game-12.json")
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=20_000)
    assert window.welcome is None
    window.results_dialog.done(QDialog.DialogCode.Rejected)
    assert isinstance(window.centralWidget(), WelcomeScreen) and window.game is None
    assert not window.save_action.isEnabled() and not window.undo_action.isEnabled()
    assert window.welcome.recent() == [str(tmp_path / "game-12.json")]


def test_the_picture_of_the_board_shows_the_pawns(content: Content, qtbot: Any) -> None:
    from gameofyear.ui import theme

    empty = board_thumbnail(content, [0, 0], [theme.pawn_colour("Red"), theme.pawn_colour("Blue")], width=300).toImage()
    moved = board_thumbnail(content, [100, 200], [theme.pawn_colour("Red"), theme.pawn_colour("Blue")], width=300).toImage()
    assert empty.width() == 300 and 100 < empty.height() < 300
    assert empty != moved, "the pawns are drawn where they stand"


def test_the_welcome_screen_is_played_from_the_keyboard_with_the_focus_in_sight(qtbot: Any, settings: Any,
                                                                                content: Content) -> None:
    window = _window(qtbot, settings, None, content)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    welcome = window.welcome
    welcome.focus_first()
    assert welcome.quick_button.hasFocus(), "Quick Game is the first choice when nothing is to be resumed"
    assert "focus" in welcome.card.styleSheet(), "a focused button is framed"
    order = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [welcome.new_button, welcome.open_button, welcome.lesson_button, welcome.rules_button]
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert welcome.quick_button.hasFocus()
    qtbot.keyClick(welcome.quick_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.profile_step is not None, timeout=5000)
    window.profile_step.play_button.click()
    assert window.game is not None


@pytest.fixture
def _normal_text_size_after() -> Any:
    from gameofyear.ui.access import apply_text_size

    yield
    apply_text_size(1.0)  # the font scale is the application's: leave it as found


@pytest.mark.parametrize("text_size", ["normal", "larger"])
@pytest.mark.usefixtures("_normal_text_size_after")
def test_a_window_built_after_its_first_frame_shows_the_welcome_screen_with_the_focus_on_quick_game(
        qtbot: Any, settings: Any, output_dir: Path, text_size: str) -> None:
    from gameofyear.ui.firstframe import FirstFrame

    settings.text_size = text_size
    window = MainWindow(None, settings, auto_dialogs=False, build_later=True)
    qtbot.addWidget(window)
    window.resize(1400, 860)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    frame = window.centralWidget()
    assert isinstance(frame, FirstFrame) and not window.built
    assert frame.title.text() == "Game of the Year" and window.menuBar().actions() == []
    window.grab().save(str(output_dir / f"welcome_first_frame_{text_size}.png"))
    card_before = QRect(frame.card.mapTo(window, QPoint(0, 0)), frame.card.size())
    window.build()
    welcome = window.centralWidget()
    assert isinstance(welcome, WelcomeScreen) and window.built
    assert [action.text() for action in window.menuBar().actions()] == ["&Game", "&View", "&Help"]
    assert QApplication.focusWidget() is welcome.quick_button  # at once, on the window already on screen
    qtbot.waitUntil(lambda: window.menuBar().height() > 0)
    card_after = QRect(welcome.card.mapTo(window, QPoint(0, 0)), welcome.card.size())
    # the card of the first frame is where the welcome screen's comes: the screen arrives, nothing jumps
    assert all(abs(a - b) <= 4 for a, b in zip(card_before.getRect(), card_after.getRect(), strict=True))
    window.build()  # a second build changes nothing
    assert window.centralWidget() is welcome


def test_the_welcome_screen_with_every_part_shown_fits_a_1024_by_700_window(qtbot: Any, settings: Any,
                                                                           content: Content, output_dir: Path) -> None:
    """A game in progress, recent, network and finished games all at once: the window can be 1024×700, and every
    button and list stands whole inside it."""
    from datetime import datetime

    from PySide6.QtWidgets import QAbstractButton, QListWidget

    from gameofyear.saves.finished import FinishedGame, Place
    from gameofyear.ui import theme
    from gameofyear.ui.welcomenet import NetworkEntry

    window = _window(qtbot, settings, None, content, size=(1024, 700))
    welcome = window.welcome
    welcome.set_resume("Ann, Bob — 3 March", board_thumbnail(content, [10, 50], [theme.pawn_colour("Red"),
                                                                                theme.pawn_colour("Blue")]))
    welcome.set_recent([Path(f"evening {i}.json") for i in range(8)])
    welcome.network_box.set_entries([NetworkEntry(True, ("Ann", "Bob")), NetworkEntry(False, ("Cy", "Di"), "10.0.0.2")])
    welcome.set_finished([FinishedGame(Path(f"f{i}.json"), datetime(2026, 12, i + 1, tzinfo=UTC), "year",
                                       (Place(1, "Ann", 3, 900), Place(2, "Bob", 1, 50))) for i in range(5)])
    QApplication.processEvents()
    assert window.minimumSizeHint().height() <= 700, window.minimumSizeHint()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.height() == 700)
    QApplication.processEvents()
    window.grab().save(str(output_dir / "welcome_full_1024x700.png"))
    shown = [w for w in welcome.findChildren(QAbstractButton) + welcome.findChildren(QListWidget) if w.isVisible()]
    assert len(shown) >= 12
    for widget in shown:
        assert welcome.rect().contains(QRect(widget.mapTo(welcome, QPoint(0, 0)), widget.size())), widget
        least = widget.heightForWidth(widget.width()) if isinstance(widget, QAbstractButton) else -1
        least = max(least, widget.minimumHeight() or widget.minimumSizeHint().height())  # a description whole
        assert widget.height() >= least, (widget, widget.text() if isinstance(widget, QAbstractButton) else "")
