"""The window against hostile or failing surroundings (pytest-qt).

- The autosave falls back to its backup, says so and offers it; a resumed game
  is offered to be saved before another replaces it.
- One writer: a second window on the same data folder is told another copy is
  open and plays without autosaving.
- A game that cannot be saved says so in a lasting banner and plays on; the
  log file on a full disk says so once.
- Hostile saves opened with Game ▸ Open get one message; a house almanac's
  save asks for its almanac.
- Hostile settings and recent-files lists are reset with a notice.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from test_saves_ui import answer as answer_now
from test_saves_ui import open_window, start, wait_for_person

from gameofyear import saves
from gameofyear.content import Content, load_content, load_texts
from gameofyear.engine import Game
from gameofyear.ui.settings import Settings

SHIPPED = Path(__file__).resolve().parents[2] / "almanac"


def answer(window: Any, qtbot: Any = None) -> None:
    """Answer the person's decision once its dialog is on screen (a loaded machine may show it a moment later)."""
    from gameofyear.engine.decisions import DecisionKind

    if window.game.pending.kind is not DecisionKind.SPIN and qtbot is not None:
        qtbot.waitUntil(lambda: window.current_dialog is not None and window.current_dialog.isVisible(), timeout=10_000)
    answer_now(window)


def play_some(qtbot: Any, window: Any, decisions: int) -> None:
    for _ in range(decisions):
        wait_for_person(qtbot, window)
        answer(window, qtbot)
    wait_for_person(qtbot, window)


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def two_autosaves(qtbot: Any, settings: Any, content: Content, data: Path) -> tuple[str, str]:
    """Play a game in ``data`` until the autosave and its backup differ; return their state fingerprints."""
    window = start(qtbot, settings, content, data, kinds="hccc")
    play_some(qtbot, window, 3)
    earlier = (data / saves.AUTOSAVE_NAME).read_bytes()
    play_some(qtbot, window, 2)
    window.close()
    (data / (saves.AUTOSAVE_NAME + ".bak")).write_bytes(earlier)
    backup = saves.load_game(saves.read_save(data / (saves.AUTOSAVE_NAME + ".bak")), content).game
    latest = saves.load_game(saves.read_save(data / saves.AUTOSAVE_NAME), content).game
    assert backup.actions != latest.actions
    return backup.state.fingerprint(), latest.state.fingerprint()


@pytest.mark.parametrize("damage", ["cut off", "replay"])
def test_an_autosave_that_cannot_be_used_falls_back_to_the_backup_and_says_so(
        damage: str, qtbot: Any, settings: Any, content: Content, tmp_path: Path) -> None:
    backup, _latest = two_autosaves(qtbot, settings, content, tmp_path)
    path = tmp_path / saves.AUTOSAVE_NAME
    if damage == "cut off":
        path.write_bytes(path.read_bytes()[:300])
    else:
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["actions"][1] = 99
        doc["checksum"] = saves.checksum(doc)
        path.write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, settings, tmp_path, content)
    assert window.offer_resume()
    welcome = window.welcome
    assert welcome.offers_resume
    assert "backup" in welcome.resume_note.text() and "autosave.json" in welcome.resume_note.text()
    welcome.resume_button.click()
    assert window.game is not None and window.game.state.fingerprint() == backup
    assert "backup" in window.statusBar().currentMessage()
    wait_for_person(qtbot, window)
    assert list(saves.read_save(path).actions) == saves.recorded_actions(window.game), "the autosave is good again"


def test_a_resumed_game_is_offered_to_be_saved_before_another_file_replaces_it(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path) -> None:
    other = start(qtbot, settings, content, tmp_path / "other", seed=9)
    play_some(qtbot, other, 2)
    other_file = saves.write_save(tmp_path / "other.json", other.game, other._seat_records())
    first = start(qtbot, settings, content, tmp_path / "data", kinds="hccc")
    play_some(qtbot, first, 3)
    first.close()
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert window.offer_resume()
    window.welcome.resume_button.click()
    resumed = window.game
    assert window.has_unsaved_choices, "the autosave is its only copy"
    assert not window.open_game(other_file)
    assert window.leave_box is not None and window.game is resumed
    window.leave_box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.game is resumed
    window.quick_action.trigger()
    assert window.leave_box is not None and window.game is resumed


def test_a_second_window_on_the_same_data_folder_does_not_write_the_autosave(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path) -> None:
    first = start(qtbot, settings, content, tmp_path)
    play_some(qtbot, first, 2)
    written = (tmp_path / saves.AUTOSAVE_NAME).read_bytes()
    second = start(qtbot, settings, content, tmp_path, seed=11)
    wait_for_person(qtbot, second)
    answer(second, qtbot)
    wait_for_person(qtbot, second)
    assert second.read_only is not None and not second.autosave()
    assert second.save_banner.isVisible() and str(os.getpid()) in second.save_banner.text()
    assert "Another copy" in second.save_banner.text()
    assert (tmp_path / saves.AUTOSAVE_NAME).read_bytes() == written
    assert second.save_game_as(tmp_path / "second.json"), "Save As still works"
    first.close()
    third = open_window(qtbot, settings, tmp_path, content)
    assert third.resume_candidate() is not None and third.read_only is None


def test_a_game_that_cannot_be_saved_says_so_in_a_lasting_banner_and_plays_on(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = start(qtbot, settings, content, tmp_path)
    play_some(qtbot, window, 1)
    real = saves.storage.tempfile.mkstemp

    def full_disk(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves.storage.tempfile, "mkstemp", full_disk)
    answer(window, qtbot)
    wait_for_person(qtbot, window)
    assert window.save_banner.isVisible() and "cannot be saved" in window.save_banner.text()
    assert os.strerror(errno.ENOSPC) in window.save_banner.text()
    answer(window, qtbot)  # the game goes on, the banner stays
    wait_for_person(qtbot, window)
    assert window.save_banner.isVisible()
    monkeypatch.setattr(saves.storage.tempfile, "mkstemp", real)
    assert window.autosave() and not window.save_banner.isVisible()


def test_a_data_folder_that_cannot_be_written_says_so_and_the_game_plays(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    window = start(qtbot, settings, content, blocker / "data")
    wait_for_person(qtbot, window)
    answer(window, qtbot)
    wait_for_person(qtbot, window)
    assert not window.autosave()
    assert window.save_banner.isVisible() and "cannot be saved" in window.save_banner.text()


def test_the_log_file_on_a_full_disk_says_so_once_without_tracebacks(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from gameofyear.ui.app import log, setup_logging

    before = list(log.handlers)
    try:
        setup_logging(tmp_path)
        handler = next(h for h in log.handlers if h not in before)
        failures: list[Any] = []
        handler.on_failure = failures.append

        class Full:
            def write(self, text: str) -> None:
                raise OSError(errno.ENOSPC, "No space left on device")

            def flush(self) -> None:
                pass

        handler.stream = Full()
        for i in range(20):
            logging.getLogger("gameofyear.test").warning("line %d", i)
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "cannot be written" in err and "Traceback" not in err
        assert len(failures) == 1
    finally:
        for handler in log.handlers[:]:
            if handler not in before:
                log.removeHandler(handler)


HOSTILE = {
    "deep": b"[" * 100_000,
    "surrogate": b'{"format": "gameofyear-save", "version": 1, "app_version": "\\ud800", "checksum": ""}',
    "huge number": b'{"format": "gameofyear-save", "version": 1, "seed": 1' + b"0" * 5000 + b"}",
    "not finite": b'{"format": "gameofyear-save", "version": 1, "seed": 1e999}',
    "binary": bytes(range(256)) * 10,
}


@pytest.mark.parametrize("kind", sorted(HOSTILE) + ["pipe", "device", "folder"])
def test_a_hostile_file_opened_gets_one_message(kind: str, qtbot: Any, settings: Any, content: Content,
                                                tmp_path: Path) -> None:
    if kind == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("POSIX")
        path = tmp_path / "pipe.json"
        os.mkfifo(path)
    elif kind == "device":
        if not Path("/dev/zero").exists():
            pytest.skip("POSIX")
        path = Path("/dev/zero")
    elif kind == "folder":
        path = tmp_path
    else:
        path = tmp_path / f"{kind}.json"
        path.write_bytes(HOSTILE[kind])
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert not window.open_game(path)
    box = window.message_box
    assert box is not None and box.isVisible() and "cannot be opened" in box.text()
    assert window.game is None


def test_a_house_almanac_save_asks_for_its_almanac(qtbot: Any, settings: Any, tmp_path: Path,
                                                   content: Content) -> None:
    house = tmp_path / "house"
    shutil.copytree(SHIPPED, house)
    events = house / "events.yaml"
    events.write_text(events.read_text(encoding="utf-8").replace("{pay_bank: 300}", "{pay_bank: 400}", 1),
                      encoding="utf-8")
    from test_saves_ui import ann_against, seats_for

    house_content = load_content(house)
    path = saves.write_save(tmp_path / "house.json", Game.new(ann_against(2), house_content, 3), seats_for("hcc"))
    window = open_window(qtbot, settings, tmp_path / "data", content)
    asked: list[str] = []
    window.choose_almanac = lambda detail: asked.append(detail) or None
    assert not window.open_game(path)
    assert asked and str(house) in asked[0]
    assert str(house) in window.message_box.text()
    window.choose_almanac = lambda detail: house
    assert window.open_game(path) and window.content.digest == house_content.digest


HOSTILE_SETTINGS = {
    "players/profiles": "[" * 50_000,
    "players/last_table": json.dumps({"edition": "classic", "seats": [{"kind": "human", "colour": 3,
                                                                      "profile": {"name": "\x1b[31mX"}}]}),
}


@pytest.mark.parametrize("key", sorted(HOSTILE_SETTINGS) + ["huge", "types"])
def test_hostile_settings_are_reset_with_a_notice_and_new_game_works(key: str, qtbot: Any, tmp_path: Path,
                                                                    content: Content) -> None:
    from gameofyear.ui.newgame import NewGameDialog

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    if key == "huge":
        store.setValue("players/profiles", json.dumps([{"name": "A", "birth_date": "1990-01-01"}] * 20_000))
    elif key == "types":
        store.setValue("players/last_table", ["a", "b"])
        store.setValue("view/animation_speed", [1, 2])
    else:
        store.setValue(key, HOSTILE_SETTINGS[key])
    store.sync()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert settings.problems, "found at start, before anything reads the settings"
    settings.animation_speed = "instant"
    settings.wait_at_moments = False
    assert settings.profiles == [] or key == "types"
    assert settings.last_table == {}
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert "reset" in window.statusBar().currentMessage()
    dialog = NewGameDialog(load_texts(content), settings, window)
    qtbot.addWidget(dialog)
    from datetime import date

    from gameofyear.engine import PlayerProfile

    dialog.rows[0].set_profile(PlayerProfile("Zoe", date(1990, 4, 4), "female"))
    dialog.accept()
    assert dialog.choice() is not None
    window.quick_game()
    assert window.game is not None
    wait_for_person(qtbot, window)


def test_a_hostile_recent_files_list_is_reset_with_a_notice(qtbot: Any, settings: Any, content: Content,
                                                            tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / saves.RECENT_NAME).write_text('["bad\\u0000name", {"x": 1}]', encoding="utf-8")
    window = open_window(qtbot, settings, data, content)
    window._fill_recent_menu()
    assert "recent games" in window.statusBar().currentMessage()
    assert [a.text() for a in window.recent_menu.actions()] == ["No recent games"]
    window.start(Game.new(__import__("test_saves_ui").ann_against(2), content, 4),
                 __import__("test_saves_ui").seats_for("hcc"))
    assert window.save_game_as(tmp_path / "kept.json")
    assert window.recent_paths() == [(tmp_path / "kept.json").resolve()]


@pytest.mark.parametrize("kind", ["huge", "folder"])
def test_a_settings_file_far_too_large_or_not_a_file_is_set_aside_unread(kind: str, qtbot: Any, tmp_path: Path,
                                                                           content: Content) -> None:
    import time

    path = tmp_path / "settings.ini"
    if kind == "huge":
        with open(path, "wb") as file:
            file.write(b"[players]\nprofiles=" + b"x" * 3_000_000 + b"\n")
    else:
        path.mkdir()
    started = time.monotonic()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert time.monotonic() - started < 1
    assert settings.problems and "set aside" in settings.problems[0]
    assert (tmp_path / "settings.ini.broken").exists()
    settings.animation_speed = "instant"
    settings.wait_at_moments = False
    window = open_window(qtbot, settings, tmp_path / "data", content)
    window.quick_game()
    window.profile_step.accept()  # the small step before a Quick Game, as it comes
    wait_for_person(qtbot, window)
    assert window.save_game_as(tmp_path / "kept.json")


def test_a_game_not_resumed_is_kept_aside_when_a_new_one_starts_and_the_window_says_where(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path) -> None:
    first = start(qtbot, settings, content, tmp_path, kinds="hccc")
    play_some(qtbot, first, 3)
    first.close()
    unfinished = saves.read_save(tmp_path / saves.AUTOSAVE_NAME)
    window = open_window(qtbot, settings, tmp_path, content)
    assert window.offer_resume() and window.welcome.offers_resume
    window.welcome.quick_button.click()
    window.profile_step.accept()  # the small step before a Quick Game, as it comes
    wait_for_person(qtbot, window)
    [kept] = list(tmp_path.glob("autosave-kept-*.json"))
    assert saves.read_save(kept).actions == unfinished.actions
    assert str(kept) in window.statusBar().currentMessage()
