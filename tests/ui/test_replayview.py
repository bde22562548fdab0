"""Replaying a game move by move on the board: from the results and from Game ▸ Replay a Saved Game (pytest-qt)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gameofyear import saves
from gameofyear.content import Content, load_content
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.replayview import replay_steps


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


@pytest.fixture(scope="module")
def finished(tmp_path_factory: Any) -> Path:
    from gameofyear.cli import main

    folder = tmp_path_factory.mktemp("replay")
    assert main(["simulate", "--games", "1", "--players", "3", "--seed", "12", "--save-dir", str(folder)]) == 0
    return folder / "game-12.json"


def _window(qtbot: Any, settings: Any, content: Content) -> MainWindow:
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_the_steps_follow_the_game_to_its_end(content: Content, finished: Path, qtbot: Any) -> None:
    game = saves.load_game(saves.read_save(finished), content).game
    steps = replay_steps(game, lambda events: [type(e).__name__ for e in events])
    assert len(steps) == len(game.actions) + 1
    assert steps[0].positions == (0,) * len(game.setup.players)
    assert steps[-1].positions == tuple(p.position for p in game.state.players), "the last step is the end"
    assert "GameStarted" in steps[0].lines


def test_a_finished_game_is_stepped_through_from_the_results(qtbot: Any, settings: Any, content: Content,
                                                            finished: Path, output_dir: Path) -> None:
    window = _window(qtbot, settings, content)
    assert window.open_game(finished)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=20_000)
    window.results_dialog.replay_button.click()
    replay = window.replay_dialog
    assert replay is not None and replay.isVisible() and replay.slider.value() == 0
    assert not replay.previous_button.isEnabled()
    replay.next_button.click()
    assert replay.slider.value() == 1 and replay.previous_button.isEnabled()
    replay.slider.setValue(replay.slider.maximum() // 2)
    middle = replay.steps[replay.slider.value()]
    assert replay.step_label.text().startswith(f"Decision {replay.slider.value()} of {len(replay.steps) - 1}")
    if middle.lines:
        assert replay.log.item(replay.log.count() - 1).text() == middle.lines[-1], "the step's own lines come last"
    replay.grab().save(str(output_dir / "replay.png"))
    qtbot.keyClick(replay.previous_button, Qt.Key.Key_Space)
    assert replay.slider.value() == replay.slider.maximum() // 2 - 1
    replay.slider.setValue(replay.slider.maximum() - 1)
    replay.play_button.click()
    qtbot.waitUntil(lambda: not replay.play_button.isChecked(), timeout=5000)  # plays to the end, then stops
    assert replay.slider.value() == replay.slider.maximum() and not replay.next_button.isEnabled()


def test_a_saved_game_is_replayed_from_the_game_menu_without_being_played(qtbot: Any, settings: Any,
                                                                          content: Content, finished: Path) -> None:
    window = _window(qtbot, settings, content)
    assert window.replay_action in window.menuBar().actions()[0].menu().actions()
    replay = window.replay_saved_game(finished)
    assert replay is not None and replay.isVisible()
    assert window.game is None, "replaying plays nothing"
    broken = finished.with_name("broken.json")
    broken.write_text("{", encoding="utf-8")
    assert window.replay_saved_game(broken) is None and "cannot be opened" in window.message_box.text()
