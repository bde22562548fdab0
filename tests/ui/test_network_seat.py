"""A network game's window when its seat is taken elsewhere, or when the server is not the host's (real sockets on
127.0.0.1, offscreen)."""

from __future__ import annotations

import asyncio
import random

from gameofyear.content import load_content, load_texts
from gameofyear.net.client import GameClient
from gameofyear.simulation import random_setup


def _game(server, loop, seed: int = 4) -> dict:
    setup = random_setup(random.Random(seed), load_content(), 3)

    async def create() -> dict:
        return server.create_game({"setup": setup.to_json(), "grace": 60,
                                   "seats": [{"kind": "remote"}, {"kind": "computer", "level": "basic"},
                                             {"kind": "computer", "level": "easy"}]})

    return asyncio.run_coroutine_threadsafe(create(), loop).result(10)


def _intruder(url: str, code: str, loop) -> GameClient:
    """Another connection saying hello with the same seat's code (on the server's loop)."""
    async def start() -> GameClient:
        client = GameClient(url, code)
        client.start()
        await client.wait_for(lambda c: c.welcome is not None, 10)
        return client

    return asyncio.run_coroutine_threadsafe(start(), loop).result(15)


def test_a_taken_seat_asks_the_person_and_takes_the_seat_back_or_leaves(qtbot, local_server):
    from PySide6.QtWidgets import QMessageBox

    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    server, port, loop = local_server
    created = _game(server, loop)
    code, url = created["codes"][0]["code"], f"ws://127.0.0.1:{port}"
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(load_content()), speed=0)
    qtbot.addWidget(window)
    window.show()
    session.join(url, code)
    qtbot.waitUntil(lambda: window.seat == 0 and window.connection.text() == "Connected", timeout=15_000)
    seen = window.events_seen

    other = _intruder(url, code, loop)
    qtbot.waitUntil(lambda: window.seat_taken_box is not None, timeout=15_000)
    box = window.seat_taken_box
    assert box.text() == "Someone else has taken this seat. Take it back?" and box.isVisible()
    assert window.isVisible()  # asked, not ended
    take = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole)
    assert take.text() == "Take It Back"
    take.click()
    qtbot.waitUntil(lambda: window.connection.text() == "Connected", timeout=15_000)
    assert window.seat == 0 and window.events_seen >= seen
    qtbot.waitUntil(lambda: other.refused is not None, timeout=15_000)
    assert other.refused.code == "seat_taken"  # the other window is told in its turn
    assert session.client.connections == 2  # the same client said hello again, from the events it had

    again = _intruder(url, code, loop)
    qtbot.waitUntil(lambda: window.seat_taken_box is not None, timeout=15_000)
    leave = next(b for b in window.seat_taken_box.buttons()
                 if window.seat_taken_box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole)
    assert leave.text() == "Leave"
    leave.click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5_000)
    asyncio.run_coroutine_threadsafe(other.close(), loop).result(10)
    asyncio.run_coroutine_threadsafe(again.close(), loop).result(10)


def test_the_window_says_when_the_server_is_not_the_hosts(qtbot, tmp_path):
    """The invitation's pin names the host's certificate; a server with another one is refused in plain words."""
    from gameofyear.net.tls import MISMATCH, host_certificate
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    session = NetworkSession()
    got: list[dict] = []
    session.created.connect(got.append)
    impostor = host_certificate(tmp_path / "impostor")
    setup = random_setup(random.Random(2), load_content(), 2)
    session.host({"setup": setup.to_json(), "seats": [{"kind": "remote"}, {"kind": "remote"}]},
                 str(tmp_path / "games.sqlite3"), host="127.0.0.1", port=0, tls=impostor)
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    window = NetworkGameWindow(session, load_texts(load_content()), speed=0)
    qtbot.addWidget(window)
    window.show()
    session.join(f"wss://127.0.0.1:{session.port}", got[0]["codes"][0]["code"],
                 pin=host_certificate(tmp_path / "host").pin)
    qtbot.waitUntil(lambda: MISMATCH in window.connection.text(), timeout=15_000)
    assert window.seat is None  # never joined: the code was not sent to that server
    window.close()


def test_the_host_windows_server_counts_sockets_by_source_and_a_flood_crowds_out_nobody(qtbot, tmp_path):
    """The server in the host's window is the same gate as ``gameofyear serve``'s: a source opening three times
    the cap of silent sockets is cut off at its own limit; another source's connections are all answered."""
    import asyncio
    import json
    import socket
    import time

    from websockets.asyncio.client import connect

    from gameofyear.net.guard import SOURCE_ROOM
    from gameofyear.ui.network import NetworkSession

    session = NetworkSession()
    ports: list[int] = []
    session.listening.connect(ports.append)
    setup = random_setup(random.Random(2), load_content(), 2)
    session.host({"setup": setup.to_json(), "seats": [{"kind": "remote"}, {"kind": "remote"}]},
                 str(tmp_path / "games.sqlite3"), host="127.0.0.1", port=0, upnp=False)
    qtbot.waitUntil(lambda: bool(ports), timeout=10_000)
    gate = session.server.gate
    assert gate.per_source == session.server.limits.per_address
    gate.cap, gate.per_source = 40, 6  # as if the file limit allowed forty, and a source six
    flood: list[socket.socket] = []
    try:
        for _ in range(3 * gate.cap):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.2", 0))
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", ports[0]))
            flood.append(sock)
            time.sleep(0.005)  # the server's thread accepts them as they come (a full backlog delays a socket)
        qtbot.waitUntil(lambda: gate.dropped >= len(flood) - 6 - SOURCE_ROOM - 32, timeout=15_000)
        assert gate.sources.get("127.0.0.2", 0) <= 6 + SOURCE_ROOM

        async def others() -> list[str]:
            answers = []
            for _ in range(6):
                async with connect(f"ws://127.0.0.1:{ports[0]}", open_timeout=5, local_addr=("127.0.0.3", 0)) as ws:
                    await ws.send('{"type": "ping"}')
                    answers.append(json.loads(await asyncio.wait_for(ws.recv(), 5))["type"])
            return answers

        assert asyncio.run(asyncio.wait_for(others(), 30)) == ["pong"] * 6
    finally:
        for sock in flood:
            sock.close()
        session.close()
