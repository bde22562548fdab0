"""The commands and the server against what an attacker (or a slip of the keyboard) gives them.

- ``gameofyear lab --plot FILE`` where FILE exists: one line, before any game is played, the file untouched.
- ``simulate --save-dir ""`` (and ``lab --plot ""``): refused, nothing written in the current folder.
- ``gameofyear serve`` whose SQLite store another process holds locked: a ``create`` is answered by an error
  frame within 2 seconds, and the server stays up and creates games once the lock is gone.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from nethelpers import a_setup, request, run, running_server

from gameofyear import cli
from gameofyear.net.client import ServerRefused, create_game
from gameofyear.net.store import BUSY_TIMEOUT_SECONDS, Store, StoreBusy


def test_lab_plot_onto_an_existing_file_is_refused_before_any_game_and_the_file_is_kept(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import gameofyear.lab as lab

    target = tmp_path / "charts.png"
    target.write_bytes(b"my own picture")

    def no_games(*args: object, **kwargs: object) -> None:
        raise AssertionError("a game was played before the --plot folder was checked")

    monkeypatch.setattr(lab, "run_lab", no_games)
    assert cli.main(["lab", "--variant", "half", "--games", "2", "--plot", str(target)]) == 2
    err = capsys.readouterr().err
    assert "is a file, not a folder" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert target.read_bytes() == b"my own picture"


def test_lab_plot_into_a_folder_that_cannot_be_made_is_refused_at_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert cli.main(["lab", "--variant", "half", "--games", "2", "--plot", str(blocker / "charts")]) == 2
    assert "cannot be made" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["simulate", "--games", "1", "--save-dir", ""],
                                  ["simulate", "--games", "1", "--save-dir", "  "],
                                  ["lab", "--variant", "half", "--games", "1", "--plot", ""]])
def test_an_empty_folder_name_is_refused_and_nothing_is_written_here(
        argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(argv) == 2
    assert "an empty name is not a folder" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


HOLD = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("held", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("ROLLBACK")
"""


def hold_locked(path: Path, seconds: float) -> subprocess.Popen[str]:
    """Another process that holds the database ``path`` locked for ``seconds``."""
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(path), str(seconds)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_a_store_locked_by_another_process_refuses_a_write_within_its_busy_timeout(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    store = Store(path)
    holder = hold_locked(path, 5.0)
    try:
        started = time.monotonic()
        with pytest.raises(StoreBusy, match="held by another program"):
            store.add_game("g1", {"x": 1}, {})
        assert time.monotonic() - started < BUSY_TIMEOUT_SECONDS + 1.0
    finally:
        holder.kill()
        holder.wait(5)
    store.add_game("g1", {"x": 1}, {})  # nothing was half written: the same game goes in once the lock is gone
    assert store.game("g1").spec == {"x": 1}
    store.close()


def test_serve_answers_a_create_on_a_locked_store_with_an_error_frame_within_2_seconds_and_stays_up(
        tmp_path: Path) -> None:
    path = tmp_path / "server.sqlite3"

    async def scenario() -> None:
        async with running_server(path) as (server, url):
            holder = await asyncio.to_thread(hold_locked, path, 6.0)
            try:
                started = time.monotonic()
                with pytest.raises(ServerRefused) as refused:
                    await create_game(url, request(a_setup(3), "rcc"), timeout=5.0)
                assert time.monotonic() - started < 2.0
                assert refused.value.code == "server_error" and "held by another program" in str(refused.value)
                assert not server.games
            finally:
                holder.kill()
                await asyncio.to_thread(holder.wait, 5)
            created = await create_game(url, request(a_setup(3), "rcc"), timeout=5.0)
            assert created["game"] in server.games

    run(scenario(), timeout=60)
    assert os.path.exists(path)
