"""The small step before a Quick Game: name, birth date and sex, "prefer not to say" explained and remembered (pytest-qt)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from gameofyear.content import Content, load_content
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.newgame import remembered_profiles


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _window(qtbot: Any, settings: Any, content: Content) -> MainWindow:
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


def test_a_quick_game_asks_who_you_are_once_and_plays_you_as_you_said(qtbot: Any, settings: Any, content: Content,
                                                                     output_dir: Path) -> None:
    window = _window(qtbot, settings, content)
    window.quick_game()
    step = window.profile_step
    assert step is not None and step.isVisible() and window.game is None, "nothing starts before the answer"
    assert "do nothing for you" in step.sex_note.text() and "sign" in step.birth_note.text()
    step.grab().save(str(output_dir / "profilestep.png"))
    step.name_edit.setText("Zoé")
    step.birth_edit.setDate(QDate(2003, 8, 30))
    qtbot.mouseClick(step.woman, Qt.MouseButton.LeftButton, pos=QPoint(8, step.woman.height() // 2))
    qtbot.mouseClick(step.play_button, Qt.MouseButton.LeftButton)
    assert window.profile_step is None and window.game is not None
    you = window.game.setup.players[0]
    assert (you.name, you.birth_date, you.sex) == ("Zoé", date(2003, 8, 30), "female")
    assert remembered_profiles(settings)[0] == you, "kept for the next games"
    assert "Zoé" not in [p.name for p in window.game.setup.players[1:]]
    window.quick_game()  # the new game has no choices yet: nothing to save first
    assert window.profile_step is None, "asked once"
    assert window.game.setup.players[0] == you


def test_prefer_not_to_say_leaves_the_sex_unstated_and_is_not_asked_again(qtbot: Any, settings: Any,
                                                                          content: Content) -> None:
    window = _window(qtbot, settings, content)
    window.quick_game()
    step = window.profile_step
    assert step.not_said.isChecked(), "nothing is assumed"
    assert step.play_button.isDefault(), "Return starts the year"
    assert not step.buttons.button(QDialogButtonBox.StandardButton.Cancel).autoDefault()
    step.play_button.click()
    you = window.game.setup.players[0]
    assert you.sex is None and settings.sex_not_said == [you.name]
    window.quick_game()
    assert window.profile_step is None and window.game.setup.players[0].sex is None


def test_cancel_starts_nothing_and_an_empty_name_cannot_play(qtbot: Any, settings: Any, content: Content) -> None:
    window = _window(qtbot, settings, content)
    window.quick_game()
    step = window.profile_step
    step.name_edit.clear()
    assert not step.play_button.isEnabled()
    step.reject()
    assert window.game is None and window.profile_step is None and remembered_profiles(settings) == []
