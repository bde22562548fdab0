"""The welcome screen offers the unfinished network games: the host takes its game up again, a joiner rejoins
(pytest-qt; servers on 127.0.0.1 with free ports)."""

from __future__ import annotations

import asyncio
import json
import logging
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from gameofyear.content import load_content
from gameofyear.simulation import random_setup
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.netnotes import JOINED_FILE, KEEP_JOINED, forget_joined_game, joined_game_notes, keep_joined_game

WELCOME = {"type": "welcome", "seat": 1, "edition": "classic",
           "setup": {"players": [{"name": "Ann"}, {"name": "Ben"}, {"name": "Chloé"}]}}


def _main(qtbot: Any, settings: Any, data_dir: Path) -> MainWindow:
    window = MainWindow(load_content(), settings, auto_dialogs=False, data_dir=data_dir)
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.show()
    window.network_hosting = {"host": "127.0.0.1", "advertise": False, "upnp": False}  # type: ignore[attr-defined]
    return window


def _lines(window: MainWindow) -> list[str]:
    box = window.welcome.network_box
    return [box.list.item(i).text() for i in range(box.list.count())] if box.isVisible() else []


def test_a_joiners_note_is_kept_newest_first_for_this_user_only_and_forgotten(tmp_path):
    first = keep_joined_game(tmp_path, "wss://10.0.0.2:8765", "AAAA", b"\x01\xab", WELCOME)
    assert first["names"] == ["Ann", "Ben", "Chloé"] and first["seat"] == 1 and first["pin"] == "01ab"
    assert (tmp_path / JOINED_FILE).stat().st_mode & 0o077 == 0
    for i in range(KEEP_JOINED + 2):
        keep_joined_game(tmp_path, f"ws://10.0.0.{i}:1", f"C{i}", None, WELCOME)
    notes = joined_game_notes(tmp_path)
    assert [n["code"] for n in notes] == [f"C{i}" for i in reversed(range(2, KEEP_JOINED + 2))]
    keep_joined_game(tmp_path, "ws://10.0.0.3:1", "C3", None, WELCOME)  # joined again: first, once
    assert [n["code"] for n in joined_game_notes(tmp_path)][:2] == ["C3", f"C{KEEP_JOINED + 1}"]
    assert len(joined_game_notes(tmp_path)) == KEEP_JOINED
    forget_joined_game(tmp_path, "ws://10.0.0.3:1", "C3")
    assert "C3" not in [n["code"] for n in joined_game_notes(tmp_path)]


@pytest.mark.parametrize("text", ["{not json", json.dumps({"url": "x"}),
                                  json.dumps([{"url": 3, "code": "A", "edition": "classic", "when": "", "seat": 0,
                                               "names": []}]),
                                  json.dumps([{"url": "ws://a:1", "code": "A", "edition": "classic", "when": "",
                                               "seat": 9, "names": ["Ann"], "pin": None}]),
                                  "[" + " " * 400_000 + "]"])
def test_a_corrupt_or_hostile_notes_file_counts_as_none_and_is_logged(tmp_path, caplog, qtbot, settings, text):
    (tmp_path / JOINED_FILE).write_text(text, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="gameofyear.ui.netnotes"):
        assert joined_game_notes(tmp_path) == []
    assert any("joined network games" in r.getMessage() for r in caplog.records)
    window = _main(qtbot, settings, tmp_path)  # the welcome screen shows no such game, and does not fail
    assert _lines(window) == []


def test_the_hosts_unfinished_game_is_taken_up_again_from_the_welcome_screen(qtbot, tmp_path, settings):
    from nethelpers import a_setup, free_port

    from gameofyear.ui.network import start_hosting

    data = tmp_path / "data"
    data.mkdir()
    request = {"setup": a_setup(3).to_json(), "grace": 60, "edition": "classic",
               "seats": [{"kind": "remote"}, {"kind": "computer", "level": "basic"},
                         {"kind": "computer", "level": "basic"}]}
    host = start_hosting(request, 0, data / "network-games.sqlite3", speed=0, host="127.0.0.1", port=free_port(),
                         advertise=False, upnp=False)
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: host.seat == 0 and host.observation is not None, timeout=15_000)
    at = host.decision_at
    host.close()  # the window goes away mid-game (its server with it)
    window = _main(qtbot, settings, data)
    names = [p["name"] for p in request["setup"]["players"]]
    assert _lines(window) == [f"Network game with {names[0]}, {names[1]} and {names[2]} — hosted here — Take up again"]
    box = window.welcome.network_box
    assert box.go_button.text().replace("&", "") == "Take Up Again" and box.go_button.accessibleName()
    box.go_button.click()
    again = window.network_windows[-1]
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.seat == 0 and again.observation is not None, timeout=15_000)
    assert again.decision_at == at  # the same move
    opened = len(window.network_windows)
    box.go_button.click()  # chosen again while its window is open: that window, not a second server
    assert len(window.network_windows) == opened and window.network_windows[-1] is again
    again.year_over.emit()  # the year over, the host's note goes, and so does the entry
    assert _lines(window) == []
    again.close()


def test_a_joiner_rejoins_its_seat_from_the_welcome_screen_and_the_entry_goes_with_the_game(
        qtbot, tmp_path, settings, local_server, monkeypatch):
    from gameofyear.ui import nethosting
    from gameofyear.ui.welcomenet import refresh_network_games

    server, port, loop = local_server
    setup = random_setup(random.Random(8), load_content(), 3)

    async def create() -> dict[str, Any]:
        return server.create_game({"setup": setup.to_json(), "grace": 60,
                                   "seats": [{"kind": "computer", "level": "basic"}, {"kind": "remote"},
                                             {"kind": "computer", "level": "easy"}]})

    created = asyncio.run_coroutine_threadsafe(create(), loop).result(10)
    code = next(c["code"] for c in created["codes"] if c["seat"] == 1)
    url = f"ws://127.0.0.1:{port}"
    data = tmp_path / "data"
    data.mkdir()
    window = _main(qtbot, settings, data)
    monkeypatch.setattr(nethosting.JoinDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(nethosting.JoinDialog, "choice", lambda self: (url, code, None))
    joined = nethosting.join_network_game(window, speed=0)
    assert joined is not None
    qtbot.addWidget(joined)
    qtbot.waitUntil(lambda: joined.seat == 1 and joined.observation is not None, timeout=15_000)
    qtbot.waitUntil(lambda: bool(joined_game_notes(data)), timeout=5_000)
    joined.close()
    names = [p.name for p in setup.players]
    assert _lines(window) == [f"Network game with {names[0]}, {names[1]} and {names[2]} — hosted at 127.0.0.1:{port}"
                              " — Rejoin"]
    box = window.welcome.network_box
    assert box.go_button.text().replace("&", "") == "Rejoin"
    box.go_button.click()  # no dialog
    again = window.network_windows[-1]
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.seat == 1 and again.observation is not None, timeout=15_000)
    again.year_over.emit()  # the year over, the game is forgotten
    assert joined_game_notes(data) == [] and _lines(window) == []  # the welcome screen follows by itself
    again.close()
    # a code the server does not know (the game gone): the entry goes too
    keep_joined_game(data, url, "NOSUCHCODE", None, {**WELCOME, "seat": 0})
    refresh_network_games(window)
    assert len(_lines(window)) == 1
    box.go_button.click()
    gone = window.network_windows[-1]
    qtbot.addWidget(gone)
    qtbot.waitUntil(lambda: joined_game_notes(data) == [] and _lines(window) == [], timeout=15_000)
    gone.close()
    # Forget: the note goes without touching any game
    keep_joined_game(data, url, code, None, {**WELCOME, "seat": 1})
    refresh_network_games(window)
    box.forget_button.click()
    assert joined_game_notes(data) == [] and _lines(window) == []


def test_rejoining_while_the_host_is_away_says_it_waits_for_the_hosts_game(qtbot, tmp_path):
    from nethelpers import free_port

    from gameofyear.ui.nethosting import rejoin_network_game

    port = free_port()  # nobody listens there
    note = keep_joined_game(tmp_path, f"ws://127.0.0.1:{port}", "AAAA", None, WELCOME)
    window = rejoin_network_game(note, tmp_path, speed=0)
    qtbot.addWidget(window)
    expected = f"Waiting for the host's game at 127.0.0.1:{port} (it comes back when the host opens it)…"
    qtbot.waitUntil(lambda: window.connection.text() == expected, timeout=15_000)
    assert window.leave_action.isEnabled()  # Game ▸ Leave gives up
    window.leave_action.trigger()
    assert not window.isVisible() and len(joined_game_notes(tmp_path)) == 1  # given up, not forgotten


def test_the_network_games_are_reached_by_the_keyboard_and_named_for_a_screen_reader(qtbot, tmp_path, settings,
                                                                                     output_dir):
    from nethelpers import free_port
    from PySide6.QtCore import Qt

    port = free_port()  # nobody listens there: the rejoined window waits
    keep_joined_game(tmp_path, "ws://127.0.0.1:1", "BBBB", None, {**WELCOME, "seat": 2})
    keep_joined_game(tmp_path, f"ws://127.0.0.1:{port}", "AAAA", None, WELCOME)  # the newest: first
    window = _main(qtbot, settings, tmp_path)
    box = window.welcome.network_box
    assert len(_lines(window)) == 2 and box.list.accessibleName() == "Network games going on"
    assert box.heading.buddy() is box.list and box.forget_button.accessibleName()
    qtbot.wait(50)  # the layout settles
    window.grab().save(str(output_dir / "welcome_network_games.png"))
    box.list.setFocus()
    qtbot.keyClick(box.list, Qt.Key.Key_Down)  # the older one
    assert box.list.currentRow() == 1
    box.forget_button.setFocus()
    qtbot.keyClick(box.forget_button, Qt.Key.Key_Return)  # Return on a button of the welcome screen presses it
    qtbot.waitUntil(lambda: [n["code"] for n in joined_game_notes(tmp_path)] == ["AAAA"], timeout=5_000)  # the older one went
    assert len(_lines(window)) == 1
    box.list.setFocus()
    box.list.setCurrentRow(0)
    qtbot.keyClick(box.list, Qt.Key.Key_Return)  # Return on the entry rejoins it
    assert len(window.network_windows) == 1
    rejoined = window.network_windows[0]
    qtbot.addWidget(rejoined)
    assert rejoined.property("networkGame") == f"joined:ws://127.0.0.1:{port} AAAA"
    rejoined.close()
