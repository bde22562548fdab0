"""The host's window puts in the invitation the address players reach it at, and tells in plain words when no router
forwards its port.

The servers listen on 127.0.0.1 (no router is asked for a loopback listener); the router that forwards is a stand-in
for :func:`gameofyear.net.reach.open_reach`. A real router behind a real NAT is in ``tests/test_two_homes.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from gameofyear.net import reach as reach_module
from gameofyear.net.invitation import decode
from gameofyear.net.reach import LanAddress, Reach, lan_address


def _request() -> dict[str, Any]:
    from nethelpers import a_setup

    return {"setup": a_setup(3).to_json(), "grace": 60, "edition": "classic",
            "seats": [{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer", "level": "basic"}]}


def test_without_the_routers_forward_the_invitation_has_the_lan_address_and_the_window_says_why(qtbot, tmp_path):
    from gameofyear.ui.network import start_hosting

    host = start_hosting(_request(), 0, tmp_path / "games.sqlite3", speed=0, host="127.0.0.1", port=0,
                         advertise=False)
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: host.seat == 0 and bool(host.invitations.text()), timeout=15_000)
    lan = lan_address().address
    sent = [decode(line.split(": ", 1)[1]) for line in host.invitations.text().splitlines()]
    assert {(i.host, i.port) for i in sent} == {(lan, host.session.port)}
    assert lan.startswith("127.") is bool(lan_address().reason)  # a loopback only on a machine on no network
    note = host.reach_note.text()
    assert note.startswith(f"The router was not asked to open port {host.session.port}")
    assert "gameofyear serve" in note and f"forward TCP port {host.session.port} to {lan}" in note
    assert host.reach_note.isVisibleTo(host)  # shown with the invitations while a remote player is away
    host.close()


def test_with_the_routers_forward_the_invitation_has_its_public_address_and_closing_removes_it(qtbot, tmp_path,
                                                                                                monkeypatch):
    from gameofyear.ui.network import start_hosting

    removed: list[int] = []
    asked: list[tuple[int, bool]] = []

    def forwarded(port: int, *, upnp: bool = True, **_: Any) -> Reach:
        asked.append((port, upnp))
        return Reach(LanAddress("192.168.1.20"), port, public="81.2.69.160", _remove=lambda: removed.append(port))

    monkeypatch.setattr(reach_module, "open_reach", forwarded)
    host = start_hosting(_request(), 0, tmp_path / "games.sqlite3", speed=0, host="127.0.0.1", port=0,
                         advertise=False)
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: host.seat == 0 and bool(host.invitations.text()), timeout=15_000)
    port = host.session.port
    assert asked == [(port, False)]  # a loopback listener: the router is not asked
    lines = host.invitations.text().splitlines()
    assert len(lines) == 1 and (decode(lines[0].split(": ", 1)[1]).host, decode(lines[0].split(": ", 1)[1]).port) == (
        "81.2.69.160", port)
    assert host.reach_note.text().startswith(f"Your router forwards port {port} to this machine")
    host.close()
    assert removed == [port]  # the router stops forwarding the port with the window


def test_a_server_outside_checks_the_port_and_the_window_says_what_it_found(qtbot, tmp_path, local_server):
    from gameofyear.ui.network import start_hosting

    _, checker_port, _ = local_server
    checker = f"ws://127.0.0.1:{checker_port}"
    host = start_hosting(_request(), 0, tmp_path / "games.sqlite3", speed=0, host="127.0.0.1", port=0,
                         advertise=False, checker=checker)
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: host.seat == 0 and bool(host.invitations.text()), timeout=20_000)
    port = host.session.port
    checked = host.session.reach.checked
    assert checked is not None and checked.answers is True and checked.address == "127.0.0.1"
    assert host.reach_note.text().startswith(f"Checked from outside by {checker}: the game answers at "
                                             f"127.0.0.1:{port}")
    assert {decode(line.split(": ", 1)[1]).host for line in host.invitations.text().splitlines()} == {"127.0.0.1"}
    host.close()


def test_the_lobby_remembers_the_server_that_checks_and_refuses_an_address_that_is_none(qtbot, settings):
    from gameofyear.ui.netdialogs import HostLobbyDialog

    lobby = HostLobbyDialog(players=3, settings=settings)
    qtbot.addWidget(lobby)
    lobby.rows[0][0].setText("Ann")
    lobby.checker.setText("http://games.example.org")
    lobby._accept()
    assert lobby.problem.text() == "The server to check with is not a ws:// or wss:// address."
    assert lobby.result() == 0 and settings.checker == ""
    lobby.checker.setText(" wss://games.example.org:8765 ")
    lobby._accept()
    assert lobby.problem.text() == "" and lobby.checker_url() == "wss://games.example.org:8765"
    assert settings.checker == "wss://games.example.org:8765"
    again = HostLobbyDialog(players=3, settings=settings)
    qtbot.addWidget(again)
    assert again.checker.text() == "wss://games.example.org:8765"  # the next game is checked by the same server
    settings.store.setValue("network/checker", "not a url")
    assert settings.checker == ""  # a broken value reads as none


@pytest.mark.parametrize("taken_up_again", [False, True], ids=["hosted", "taken up again"])
def test_the_invitation_shows_at_once_and_the_routers_answer_fills_it_in_when_it_comes(qtbot, tmp_path,
                                                                                       monkeypatch, taken_up_again):
    """A router that takes its time: the host's invitations are there before it answers, with this machine's LAN
    address and a note that the router is being asked; its answer then puts its public address in them. The same
    when the host's window takes its unfinished game up again."""
    import threading

    from gameofyear.ui.network import hosted_game_note, resume_hosted_game, start_hosting

    answer = threading.Event()

    def slow(port: int, **_: Any) -> Reach:
        answer.wait(20)
        return Reach(LanAddress("192.168.1.20"), port, public="81.2.69.160", _remove=lambda: None)

    db = tmp_path / "games.sqlite3"
    if taken_up_again:
        first_host = start_hosting(_request(), 0, db, speed=0, host="127.0.0.1", port=0, advertise=False,
                                   upnp=False)
        qtbot.addWidget(first_host)
        qtbot.waitUntil(lambda: first_host.seat == 0, timeout=15_000)
        first_host.close()
    monkeypatch.setattr(reach_module, "open_reach", slow)
    if taken_up_again:
        note = hosted_game_note(tmp_path)
        assert note is not None
        host = resume_hosted_game(note, db, speed=0, host="127.0.0.1", advertise=False)
    else:
        host = start_hosting(_request(), 0, db, speed=0, host="127.0.0.1", port=0, advertise=False)
    qtbot.addWidget(host)
    try:
        qtbot.waitUntil(lambda: bool(host.invitations.text()), timeout=15_000)
        first = [decode(line.split(": ", 1)[1]) for line in host.invitations.text().splitlines()]
        assert {(i.host, i.port) for i in first} == {(lan_address().address, host.session.port)}
        assert "Asking your home's router" in host.reach_note.text()
    finally:
        answer.set()
    def hosts() -> set[str]:
        return {decode(line.split(": ", 1)[1]).host for line in host.invitations.text().splitlines()}
    qtbot.waitUntil(lambda: hosts() == {"81.2.69.160"}, timeout=15_000)
    assert "Asking your home's router" not in host.reach_note.text()
    host.close()
