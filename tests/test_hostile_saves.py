"""Hostile save files, the autosave's backup, the data folder's lock and the recent-files list.

Every kind of file an attacker (or a failing disk) can leave where a save is
expected gets one :class:`SaveError` with a message saying what is wrong, at
once: nesting too deep, numbers too large or not finite, text that is not
valid Unicode, names with control characters, devices, pipes and folders,
decisions that do not replay. The autosave falls back to its backup whatever
the reason, and never loses a backup that is the only good copy.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from gameofyear import saves
from gameofyear.content import Content, load_content
from gameofyear.engine import Game
from gameofyear.saves import SaveError, SaveProblem
from gameofyear.seats import Seat
from gameofyear.simulation import random_setup
from gameofyear.table import make_bots

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "saves" / "v1.json"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def play(content: Content, seed: int = 3, decisions: int = 40) -> tuple[Game, list[Seat]]:
    """A game of three computer players, ``decisions`` decisions in."""
    import random

    from gameofyear.bots import bot_view

    game = Game.new(random_setup(random.Random(seed), content, 3), content, seed)
    seats = [Seat("computer", "basic", None, saves.default_bot_seed(seed, i)) for i in range(3)]
    bots = make_bots(seats, 0)
    for _ in range(decisions):
        if game.pending is None:
            break
        game.decide(bots[game.pending.player].choose(bot_view(game)))
    return game, seats


@pytest.fixture(scope="module")
def document(content: Content) -> dict[str, Any]:
    game, seats = play(content)
    return saves.save_document(game, seats)


def signed(document: dict[str, Any], **changes: Any) -> bytes:
    """The document with top-level ``changes``, its checksum made to match (an attacker can do that)."""
    doc = json.loads(json.dumps(document))
    doc.update(changes)
    doc["checksum"] = saves.checksum(doc)
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def refused(data: bytes, tmp_path: Path, content: Content, *, within: float = 2.0) -> SaveError:
    path = tmp_path / "hostile.json"
    path.write_bytes(data)
    started = time.monotonic()
    with pytest.raises(SaveError) as info:
        saves.open_game(path, content)
    assert time.monotonic() - started < within
    assert info.value.path == path and info.value.detail
    return info.value


# --------------------------------------------------------------------------- the bytes of the file


@pytest.mark.parametrize("depth", [40, 1_000, 200_000])
def test_deep_nesting_is_refused_as_damaged(depth: int, tmp_path: Path, content: Content) -> None:
    data = b'{"format": "gameofyear-save", "version": 1, "x": ' + b"[" * depth + b"]" * depth + b"}"
    error = refused(data, tmp_path, content)
    assert error.problem is SaveProblem.DAMAGED and "deep" in error.detail


def test_deep_nesting_inside_a_signed_save_is_refused(document: dict[str, Any], tmp_path: Path, content: Content) -> None:
    nested: Any = 1
    for _ in range(500):
        nested = [nested]
    error = refused(signed(document, actions=[nested]), tmp_path, content)
    assert error.problem is SaveProblem.DAMAGED and "deep" in error.detail


@pytest.mark.parametrize("number", ["9" * 5000, "9" * 30, "-" + "9" * 25])
@pytest.mark.parametrize("field", ["seed", "actions", "snapshot"])
def test_huge_numbers_are_refused(number: str, field: str, document: dict[str, Any], tmp_path: Path,
                                  content: Content) -> None:
    data = signed(document, **{field: "PLACEHOLDER"}).replace(b'"PLACEHOLDER"', number.encode())
    error = refused(data, tmp_path, content)
    assert error.problem in (SaveProblem.DAMAGED, SaveProblem.CHECKSUM)
    assert "digits" in error.detail or "checksum" in error.detail


@pytest.mark.parametrize("number", ["1e999", "-1e999", "Infinity", "NaN", "1" + "0" * 60 + ".5"])
def test_numbers_that_are_not_finite_are_refused(number: str, document: dict[str, Any], tmp_path: Path,
                                                 content: Content) -> None:
    data = signed(document, seed="PLACEHOLDER").replace(b'"PLACEHOLDER"', number.encode())
    assert refused(data, tmp_path, content).problem is SaveProblem.DAMAGED


def test_an_in_range_but_wrong_seed_is_damaged(document: dict[str, Any], tmp_path: Path, content: Content) -> None:
    assert refused(signed(document, seed=2 ** 256), tmp_path, content).problem is SaveProblem.DAMAGED
    assert refused(signed(document, rng_scheme=3), tmp_path, content).problem is SaveProblem.DAMAGED


@pytest.mark.parametrize("escape", [b"\\ud800", b"\\udfff", b"\\ud83d"])
def test_text_that_is_not_valid_unicode_is_refused(escape: bytes, document: dict[str, Any], tmp_path: Path,
                                                   content: Content) -> None:
    data = signed(document, app_version="PLACEHOLDER").replace(b"PLACEHOLDER", escape)
    error = refused(data, tmp_path, content)
    assert error.problem is SaveProblem.DAMAGED and "Unicode" in error.detail


def test_bytes_that_are_not_utf8_are_refused(document: dict[str, Any], tmp_path: Path, content: Content) -> None:
    data = signed(document, app_version="PLACEHOLDER").replace(b"PLACEHOLDER", b"\xff\xfe\xc3")
    assert refused(data, tmp_path, content).problem is SaveProblem.NOT_JSON


@pytest.mark.parametrize("name", ["E" * 65, "E" * 100_000, ""])
def test_names_of_absurd_length_are_refused(name: str, document: dict[str, Any], tmp_path: Path,
                                            content: Content) -> None:
    setup = json.loads(json.dumps(document["setup"]))
    setup["players"][0]["name"] = name
    error = refused(signed(document, setup=setup), tmp_path, content)
    assert error.problem is SaveProblem.DAMAGED and "name" in error.detail


def test_a_name_with_control_characters_loads_and_is_printed_clean(document: dict[str, Any], tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from gameofyear.cli import main

    setup = json.loads(json.dumps(document["setup"]))
    setup["players"][0]["name"] = "\x1b[2J\x1b[31mEve\nFAKE LOG LINE\u202e"
    path = tmp_path / "names.json"
    path.write_bytes(signed(document, setup=setup))
    assert saves.open_game(path).game.setup.players[0].name.startswith("\x1b")
    assert main(["replay", str(path), "--log"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out and "Eve?FAKE LOG LINE" in out


@pytest.mark.parametrize("action", [{"claim": 1.5, "by": 0}, {"x": 1}, [[["a"]]], "Help!" * 50, None])
def test_decisions_of_a_wrong_shape_do_not_replay(action: Any, document: dict[str, Any], tmp_path: Path,
                                                  content: Content) -> None:
    actions = list(document["actions"])
    actions[5] = action
    error = refused(signed(document, actions=actions), tmp_path, content)
    assert error.problem in (SaveProblem.DAMAGED, SaveProblem.REPLAY)


def test_a_million_decisions_are_refused_before_replaying(document: dict[str, Any], tmp_path: Path,
                                                          content: Content) -> None:
    error = refused(signed(document, actions=[True] * (saves.MAX_ACTIONS + 1)), tmp_path, content)
    assert error.problem is SaveProblem.DAMAGED


# --------------------------------------------------------------------------- what the file is


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_at_once(tmp_path: Path, content: Content) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    with pytest.raises(SaveError) as info:
        saves.read_save(fifo)
    assert time.monotonic() - started < 1
    assert info.value.problem is SaveProblem.UNREADABLE and "pipe" in info.value.detail


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_at_once(device: str) -> None:
    started = time.monotonic()
    with pytest.raises(SaveError) as info:
        saves.read_save(device)
    assert time.monotonic() - started < 1
    assert info.value.problem is SaveProblem.UNREADABLE and "device" in info.value.detail


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        saves.read_save(tmp_path)
    assert info.value.problem is SaveProblem.UNREADABLE


def test_the_size_is_counted_on_what_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system that claims a size of 0 (as /proc does) still cannot make the game read 20 MB."""
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 5000)
    real_fstat = os.fstat

    class Claims0:
        def __init__(self, info: os.stat_result) -> None:
            self.st_mode, self.st_size = info.st_mode, 0

    monkeypatch.setattr(saves.storage.os, "fstat", lambda fd: Claims0(real_fstat(fd)))
    with pytest.raises(SaveError) as info:
        saves.read_bounded(big, limit=1000)
    assert info.value.problem is SaveProblem.UNREADABLE and "large" in info.value.detail


def test_a_sparse_file_claiming_gigabytes_is_refused_without_reading_it(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as file:
        file.truncate(4 * 1024 ** 3)
    started = time.monotonic()
    with pytest.raises(SaveError) as info:
        saves.read_save(huge)
    assert time.monotonic() - started < 1 and info.value.problem is SaveProblem.UNREADABLE


def test_a_name_with_a_nul_character_is_unreadable() -> None:
    with pytest.raises(SaveError) as info:
        saves.read_save("bad\0name.json")
    assert info.value.problem is SaveProblem.UNREADABLE


# --------------------------------------------------------------------------- the autosave and its backup


def rebuild_with(content: Content):  # type: ignore[no-untyped-def]
    return lambda save: saves.load_game(save, saves.content_for(save, content))


def two_autosaves(content: Content, folder: Path) -> tuple[saves.Autosave, Game]:
    """An autosave folder whose backup holds the game 30 decisions in and whose autosave 40 decisions in."""
    autosave = saves.Autosave(folder)
    game, seats = play(content, decisions=30)
    autosave.write(game, seats)
    later, _ = play(content, decisions=40)
    autosave.write(later, seats)
    return saves.Autosave(folder), game


DAMAGES = {
    "cut off": lambda data: data[: len(data) // 2],
    "not json": lambda data: b"\x00\x01" + data,
    "deep": lambda data: b"[" * 100_000,
    "surrogate": lambda data: data.replace(b'"app_version": "', b'"app_version": "\\ud800', 1),
    "huge number": lambda data: data.replace(b'"seed": ', b'"seed": 99999999999999999999999999', 1),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_autosave_falls_back_to_the_backup_and_says_why(damage: str, content: Content, tmp_path: Path) -> None:
    autosave, older = two_autosaves(content, tmp_path)
    autosave.path.write_bytes(DAMAGES[damage](autosave.path.read_bytes()))
    found = autosave.recover(rebuild_with(content))
    assert found is not None and found.from_backup and found.path == autosave.backup
    assert found.result.game.actions == older.actions
    assert found.problems[0].startswith("autosave.json: ")


def test_an_autosave_whose_decisions_do_not_replay_falls_back_to_the_backup(content: Content, tmp_path: Path,
                                                                           document: dict[str, Any]) -> None:
    autosave, older = two_autosaves(content, tmp_path)
    doc = json.loads(autosave.path.read_text(encoding="utf-8"))
    doc["actions"][3] = 77
    autosave.path.write_bytes(signed(doc))
    found = autosave.recover(rebuild_with(content))
    assert found is not None and found.from_backup and "replay" in found.problems[0]


def test_any_exception_while_rebuilding_falls_back_to_the_backup(content: Content, tmp_path: Path) -> None:
    autosave, _ = two_autosaves(content, tmp_path)
    calls: list[Path | None] = []

    def rebuild(save: saves.SaveFile) -> str:
        calls.append(save.path)
        if save.path == autosave.path:
            raise OverflowError("a number out of range")
        return "ok"

    found = autosave.recover(rebuild)
    assert found is not None and found.result == "ok" and "OverflowError" in found.problems[0]
    assert calls == [autosave.path, autosave.backup]


def test_a_new_game_never_overwrites_a_backup_that_is_the_only_good_copy(content: Content, tmp_path: Path) -> None:
    autosave, older = two_autosaves(content, tmp_path)
    autosave.path.write_bytes(b"{ cut off")
    fresh = saves.Autosave(tmp_path)
    new_game, seats = play(content, seed=9, decisions=3)
    for _ in range(3):  # several writes: each rotates the autosave into the backup
        fresh.write(new_game, seats)
    assert fresh.kept is not None and fresh.kept.exists()
    kept = saves.read_save(fresh.kept)
    assert kept.actions == tuple(saves.format.action_text_of(d, a) for d, a in zip(older.decisions, older.actions))
    assert saves.read_save(fresh.path).seed == 9


def test_an_unfinished_game_nobody_resumed_is_kept_aside_by_the_first_write_of_a_new_one(content: Content,
                                                                                      tmp_path: Path) -> None:
    autosave, _ = two_autosaves(content, tmp_path)
    unfinished = saves.read_save(autosave.path)
    game, seats = play(content, seed=9, decisions=3)
    for _ in range(3):
        autosave.write(game, seats)
    assert autosave.kept is not None and saves.read_save(autosave.kept).actions == unfinished.actions
    assert len(list(tmp_path.glob("autosave-kept-*.json"))) == 1, "kept once, not at every write"


def test_the_same_game_opened_again_from_its_save_keeps_nothing_aside(content: Content, tmp_path: Path) -> None:
    """The autosave is the game being written now, or an earlier moment of it (its save opened again, played on):
    nothing would be lost, so no copy is kept aside; another game still is."""
    autosave, _ = two_autosaves(content, tmp_path)  # the autosave: seed 3, 40 decisions
    same, seats = play(content, decisions=45)  # the same game, further on
    fresh = saves.Autosave(tmp_path)
    fresh.write(same, seats)
    assert fresh.kept is None and not list(tmp_path.glob("autosave-kept-*.json"))
    other, _ = play(content, seed=9, decisions=3)
    later = saves.Autosave(tmp_path)
    later.write(other, seats)
    assert later.kept is not None and saves.read_save(later.kept).seed == 3


def test_a_resumed_game_rotates_into_the_backup_without_keeping_anything_aside(content: Content,
                                                                              tmp_path: Path) -> None:
    autosave, _ = two_autosaves(content, tmp_path)
    found = autosave.recover(rebuild_with(content))
    assert found is not None and not found.from_backup
    autosave.resumed()
    autosave.write(found.result.game, [Seat("computer", "basic", None, saves.default_bot_seed(3, i))
                                       for i in range(3)])
    assert autosave.kept is None and not list(tmp_path.glob("autosave-kept-*.json"))
    assert saves.read_save(autosave.backup).actions == found.save.actions


def test_a_finished_game_is_not_kept_aside(content: Content, tmp_path: Path) -> None:
    from gameofyear.simulation import play_out

    game, seats = play(content, decisions=0)
    play_out(game, list(make_bots(seats, 0).values()))
    saves.Autosave(tmp_path).write(game, seats)
    fresh = saves.Autosave(tmp_path)
    new_game, _ = play(content, seed=9, decisions=2)
    fresh.write(new_game, seats)
    assert fresh.kept is None  # nothing of a game that is over is lost
    assert saves.read_save(fresh.backup).actions == saves.read_save(fresh.path).actions  # its first backup


def test_stale_temporary_files_of_killed_writes_are_removed(tmp_path: Path) -> None:
    stale = tmp_path / ".autosave.json.abc123.tmp"
    stale.write_bytes(b"{half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / ".autosave.json.def456.tmp"
    fresh.write_bytes(b"{in progress")
    other = tmp_path / "notes.tmp"
    other.write_bytes(b"x")
    os.utime(other, (old, old))
    assert saves.Autosave(tmp_path).clean_temporaries() == [stale]
    assert not stale.exists() and fresh.exists() and other.exists()


# --------------------------------------------------------------------------- one writer


def test_a_second_copy_cannot_take_the_lock_and_is_told_who_holds_it(tmp_path: Path) -> None:
    first, second = saves.DataFolderLock(tmp_path), saves.DataFolderLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    owner = second.owner()
    assert owner is not None and owner["pid"] == os.getpid()
    first.release()
    assert second.acquire() and second.owner()["pid"] == os.getpid()
    second.release()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_the_lock_of_a_killed_copy_is_recovered(tmp_path: Path) -> None:
    code = ("import sys, time; from gameofyear.saves import DataFolderLock; "
            "lock = DataFolderLock(sys.argv[1]); print(lock.acquire(), flush=True); time.sleep(60)")
    child = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "True"
        mine = saves.DataFolderLock(tmp_path)
        assert not mine.acquire() and mine.owner()["pid"] == child.pid
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        assert mine.acquire()
        assert mine.owner()["pid"] == os.getpid()
        mine.release()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)


@pytest.mark.parametrize("owner", [b"", b"{not json", b"[1, 2]", b'{"pid": "12"}', b"\xff" * 10_000])
def test_a_hostile_owner_file_says_nothing_and_does_not_stop_the_lock(owner: bytes, tmp_path: Path) -> None:
    (tmp_path / saves.OWNER_NAME).write_bytes(owner)
    lock = saves.DataFolderLock(tmp_path)
    assert saves.DataFolderLock(tmp_path).owner() is None
    assert lock.acquire()
    lock.release()


# --------------------------------------------------------------------------- the recent files


@pytest.mark.parametrize("text", [b"{not json", b'{"a": 1}', b'["ok", 5]', b'["bad\\u0000name"]', b"[" * 100_000,
                                  b'["' + b"x" * 300_000 + b'"]', b"\xff\xfe"])
def test_a_hostile_recent_files_list_is_reset_with_a_notice(text: bytes, tmp_path: Path) -> None:
    (tmp_path / saves.RECENT_NAME).write_bytes(text)
    recent = saves.RecentFiles(tmp_path)
    assert recent.paths() == []
    assert recent.problem is not None and "cleared" in recent.problem
    assert json.loads((tmp_path / saves.RECENT_NAME).read_text(encoding="utf-8")) == []
    save = tmp_path / "a.json"
    save.write_text("{}", encoding="utf-8")
    recent.add(save)
    assert recent.paths() == [save.resolve()]


def test_names_of_absurd_length_in_the_recent_list_are_skipped(tmp_path: Path) -> None:
    (tmp_path / saves.RECENT_NAME).write_text(json.dumps(["/" + "x" * 4000, str(tmp_path / "missing.json")]),
                                              encoding="utf-8")
    recent = saves.RecentFiles(tmp_path)
    assert recent.paths() == [] and recent.problem is None


def test_every_write_removes_the_stale_temporary_files_of_its_own_file(content: Content, tmp_path: Path) -> None:
    """A game saved with Save As in a folder of the player's: a write killed there earlier leaves nothing behind."""
    stale = tmp_path / ".evening [1].json.x1y2.tmp"
    stale.write_bytes(b"{half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    other = tmp_path / ".other.json.x1y2.tmp"
    other.write_bytes(b"{")
    os.utime(other, (old, old))
    game, seats = play(content, decisions=3)
    saves.write_save(tmp_path / "evening [1].json", game, seats)
    assert not stale.exists() and other.exists()


def test_a_stale_owner_record_names_nobody(tmp_path: Path) -> None:
    (tmp_path / saves.OWNER_NAME).write_text(json.dumps({"pid": 2 ** 22 + 12345, "host": saves.platform_node()}),
                                             encoding="utf-8")
    assert saves.DataFolderLock(tmp_path).owner() is None


@pytest.mark.parametrize("change", [
    {"snapshot": {f"k{i}": i for i in range(110_000)}},
    {"snapshot": {"x": list(range(250_000))}},
    {"snapshot": {"x": [[[[[i]]]] for i in range(100_000)]}},
    {"actions": [True] * saves.MAX_ACTIONS},
])
def test_a_save_as_large_as_allowed_is_answered_at_once(change: dict[str, Any], document: dict[str, Any],
                                                                 tmp_path: Path, content: Content) -> None:
    data = signed(document, **change)
    assert len(data) <= saves.MAX_SAVE_BYTES
    refused(data, tmp_path, content, within=5.0)  # about half a second on an idle machine


def test_a_data_folder_that_cannot_be_written_is_said_so_not_taken_for_another_copy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves.storage.os, "access", lambda path, mode: False)
    with pytest.raises(SaveError) as info:
        saves.DataFolderLock(tmp_path).acquire()
    assert info.value.problem is SaveProblem.WRITE_FAILED and "cannot be locked" in info.value.detail
