"""Saves across versions and save problems in the window (pytest-qt).

- Every fixture of ``tests/fixtures/saves/`` opens in the window; a game of an earlier almanac that changed a
  date met by a move resumes before that move, and the window says so.
- A data folder the window may not write still offers its unfinished game, resumed without autosaving with the
  banner saying why; Game ▸ Save As still works elsewhere.
- A file that cannot be opened is told in the window's language (French, German, Italian), as is a game
  saved by an earlier almanac.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from test_saves_ui import open_window

from gameofyear import __version__, saves
from gameofyear.content import Content, load_content
from gameofyear.saves import releases as releases_module
from gameofyear.saves.upgrade import Outcome

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
TODAY = FIXTURES / f"almanac-{load_content().digest[:12]}-{__version__}.json"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


@pytest.fixture(autouse=True)
def untranslated(qapp: Any) -> Any:
    """Each test starts and ends in the source English (a test that changes language leaves no translator)."""
    from gameofyear.ui.language import remove_translators

    remove_translators()
    yield
    remove_translators()


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.name)
def test_every_save_fixture_opens_in_the_window(qtbot: Any, settings: Any, content: Content, tmp_path: Path,
                                                path: Path) -> None:
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert window.open_game(path)
    save = saves.read_save(path)
    assert window.game is not None and window.game.actions == list(window.game.actions)
    kept = len(save.actions) if save.app_version == __version__ else saves.open_game(path, content).upgrade.kept
    assert len(window.game.actions) == kept
    assert window.message_box is None or "house almanac" not in window.message_box.text()


def test_a_game_of_an_earlier_almanac_that_changed_a_date_resumes_before_that_move_in_the_window(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_save_upgrades import changed_almanac, play, record_release

    from gameofyear.engine import events as ev
    from gameofyear.saves.history import fingerprints

    folder, day, _ = changed_almanac(tmp_path, content, seed=5)
    old = load_content(folder)
    then, seats, moves = play(old, 5, 160)
    index = next(i for i, events in enumerate(moves)
                 if any(isinstance(e, ev.AlmanacRead) and e.day == day for e in events))
    record_release(monkeypatch, {"classic": old.digest}, fingerprints(folder))
    path = saves.write_save(tmp_path / "old.json", then, seats)
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert window.set_language("fr")
    assert window.open_game(path)
    assert len(window.game.actions) == index
    box = window.message_box
    assert box is not None and "L'almanach de la version 0.0.9 a changé" in box.text()
    assert "reprend avant ce coup" in box.text()


def test_a_read_only_data_folder_still_offers_its_unfinished_game_to_resume_without_autosaving(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(TODAY, data / saves.AUTOSAVE_NAME)
    before = (data / saves.AUTOSAVE_NAME).read_bytes()
    real = os.access
    monkeypatch.setattr(saves.storage.os, "access",
                        lambda path, mode: False if Path(path) == data else real(path, mode))
    window = open_window(qtbot, settings, data, content)
    assert window.offer_resume() and window.welcome.offers_resume
    assert window.read_only is not None
    assert window.save_banner.isVisible() and "cannot be saved automatically" in window.save_banner.text()
    assert "without autosaving" in window.welcome.resume_note.text()
    window.welcome.resume_button.click()
    assert window.game is not None and len(window.game.actions) == len(saves.read_save(TODAY).actions)
    assert window.save_banner.isVisible()
    assert not window.autosave() and (data / saves.AUTOSAVE_NAME).read_bytes() == before
    assert not (data / (saves.AUTOSAVE_NAME + saves.BACKUP_SUFFIX)).exists()
    elsewhere = tmp_path / "elsewhere" / "kept.json"
    assert window.save_game_as(elsewhere), "Game ▸ Save As still works"
    assert saves.read_save(elsewhere).actions == saves.read_save(TODAY).actions


CUT = {
    "fr": "le fichier s'arrête trop tôt",
    "de": "die Datei endet zu früh",
    "it": "il file finisce troppo presto",
}


@pytest.mark.parametrize("language", sorted(CUT))
def test_the_cannot_be_opened_box_gives_its_reason_in_the_windows_language(
        qtbot: Any, settings: Any, content: Content, tmp_path: Path, language: str) -> None:
    path = tmp_path / "cut.json"
    path.write_bytes(TODAY.read_bytes()[:2000])
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert window.set_language(language)
    assert not window.open_game(path)
    box = window.message_box
    assert box is not None and CUT[language] in box.text(), box.text()
    assert "ends too early" not in box.text()


@pytest.mark.parametrize("change, french", [
    ({"version": 99}, "version plus récente"),
    ({"finished": "yes"}, "endommagé"),
    ({"seed": 1}, "ses décisions ne se rejouent pas"),
])
def test_each_kind_of_save_problem_is_said_in_french(qtbot: Any, settings: Any, content: Content,
                                                     tmp_path: Path, change: dict[str, Any], french: str) -> None:
    document = json.loads(TODAY.read_text(encoding="utf-8"))
    document.update(change)
    document["checksum"] = saves.checksum(document)
    path = tmp_path / "bad.json"
    path.write_bytes(saves.encode(document))
    window = open_window(qtbot, settings, tmp_path / "data", content)
    assert window.set_language("fr")
    assert not window.open_game(path)
    assert french in window.message_box.text(), window.message_box.text()


def test_the_upgrade_outcomes_are_all_said(qtbot: Any) -> None:
    from gameofyear.saves.upgrade import Upgrade
    from gameofyear.ui.savetexts import upgrade_text

    for outcome in Outcome:
        text = upgrade_text(Upgrade("0.0.9", "2026-03-01", outcome, 3, 10, day=70, card="chance-01", detail="x"))
        assert "0.0.9" in text and "%" not in text
    assert releases_module.RELEASES
