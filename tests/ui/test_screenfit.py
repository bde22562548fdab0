"""Every window the game opens fits a 1024 × 700 screen and stands within it (Help ▸ Rules asked for 760 px)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from gameofyear.content import load_content, load_texts
from gameofyear.ui.screenfit import FRAME_ALLOWANCE, FittedDialog

SCREEN = QRect(0, 0, 1024, 700)


@pytest.fixture
def small_screen(qapp, monkeypatch):
    """A 1024 × 700 screen."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(SCREEN))


def _rules(settings, window):
    from gameofyear.ui.helpviews import RulesDialog
    return RulesDialog("en", window)


def _almanac(settings, window):
    from gameofyear.ui.helpviews import AlmanacDialog
    return AlmanacDialog(load_texts(window.content), window)


def _preferences(settings, window):
    from gameofyear.ui.tablesettings import PreferencesDialog
    return PreferencesDialog(window.table_settings, window)


def _new_game(settings, window):
    from gameofyear.ui.newgame import NewGameDialog
    return NewGameDialog(load_texts(window.content), settings, window)


def _host_lobby(settings, window):
    from gameofyear.ui.netdialogs import HostLobbyDialog
    return HostLobbyDialog(window, players=6, settings=settings)


@pytest.mark.parametrize("make", [_rules, _almanac, _preferences, _new_game, _host_lobby])
def test_each_window_fits_a_1024_by_700_screen_and_stands_within_it(qtbot, settings, small_screen, make):
    """The dialog, its title bar and frame counted, is no larger than the screen's free area and lies inside it,
    its Close (or Start) button on screen."""
    from gameofyear.ui.mainwindow import MainWindow

    window = MainWindow(load_content(), settings, auto_dialogs=False)
    qtbot.addWidget(window)
    dialog = make(settings, window)
    qtbot.addWidget(dialog)
    dialog.move(300, 200)  # placed where it would hang off the screen's foot
    dialog.show()
    qtbot.waitExposed(dialog)
    frame = dialog.frameGeometry()
    extra = FRAME_ALLOWANCE[1] if frame.height() == dialog.height() else 0
    whole = frame.adjusted(0, 0, 0, extra)
    assert SCREEN.contains(whole), (type(dialog).__name__, whole)


def test_every_dialog_of_the_game_fits_its_screen():
    """Each dialog class of the interface is a FittedDialog, so none can open larger than the screen."""
    import importlib
    import inspect
    import pkgutil

    from PySide6.QtWidgets import QDialog

    import gameofyear.ui as ui

    dialogs = []
    for module_info in pkgutil.iter_modules(ui.__path__):
        module = importlib.import_module(f"gameofyear.ui.{module_info.name}")
        dialogs += [cls for _, cls in inspect.getmembers(module, inspect.isclass)
                    if issubclass(cls, QDialog) and cls.__module__ == module.__name__]
    assert len(dialogs) > 20
    assert [cls.__qualname__ for cls in dialogs if not issubclass(cls, FittedDialog) and cls is not FittedDialog] == []


def test_a_network_games_window_opens_no_larger_than_a_small_screen(qtbot, small_screen):
    """As the window at home, a network game's window opens at its first size or, on a 1024 × 700 screen,
    within the screen's free area."""
    from test_network_window import FakeSession

    from gameofyear.content import load_texts
    from gameofyear.ui.network import NetworkGameWindow

    window = NetworkGameWindow(FakeSession(), load_texts(load_content()), speed=0)
    qtbot.addWidget(window)
    assert window.width() <= SCREEN.width() and window.height() <= SCREEN.height(), window.size()
