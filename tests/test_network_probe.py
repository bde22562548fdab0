"""Checking from outside that a host's port answers: any ``gameofyear serve`` reaches back to the asker's own
address (the ``probe`` frame, :mod:`gameofyear.net.probe`), within quotas, and the host's words tell what it found.

Every server listens on 127.0.0.1 with a port the system picks; every wait is bounded. The check across a real NAT
is in ``tests/test_two_homes.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import pytest
from nethelpers import FAST, HOST, run, running_server
from websockets.asyncio.client import connect

from gameofyear.net.guard import AddressBook
from gameofyear.net.probe import Checked, answers, check_from_outside
from gameofyear.net.protocol import PROTOCOL_VERSION
from gameofyear.net.reach import NO_ROUTER, LanAddress, Reach
from gameofyear.net.server import GameServer
from gameofyear.net.store import Store
from gameofyear.net.tls import host_certificate


def closed_port() -> int:
    """A port of 127.0.0.1 nothing listens on (it was free a moment ago and is not listened on)."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


@contextlib.asynccontextmanager
async def not_a_game_server(silent: bool = False) -> AsyncIterator[int]:
    """A TCP server on 127.0.0.1 that answers like a web server that is not a game's (or, ``silent``, not at all)."""
    async def talk(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception):
            await reader.read(1024)
            if silent:
                await asyncio.sleep(30)
            writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(talk, HOST, 0)
    try:
        yield int(server.sockets[0].getsockname()[1])
    finally:
        server.close()


async def probe_frames(url: str, *frames: dict[str, Any], timeout: float = 10.0) -> list[dict[str, Any]]:
    """Send ``frames`` on one connection to ``url``; the reply to each, in order (bounded by ``timeout``)."""
    replies = []
    async with connect(url, open_timeout=timeout) as ws:
        for frame in frames:
            await ws.send(json.dumps(frame))
            replies.append(json.loads(await asyncio.wait_for(ws.recv(), timeout)))
    return replies


def probe(port: Any, **more: Any) -> dict[str, Any]:
    return {"type": "probe", "protocol": PROTOCOL_VERSION, "port": port, **more}


def test_a_serve_checks_from_outside_that_the_askers_game_answers():
    async def scenario() -> Checked:
        async with running_server() as (_, checker), running_server() as (host, url):
            return await check_from_outside(checker, int(url.rsplit(":", 1)[1]), tls=False)

    checked = run(scenario(), 30)
    assert checked.answers is True and checked.address == HOST and checked.detail == ""


def test_a_game_served_with_wss_answers_the_check_too(tmp_path):
    identity = host_certificate(tmp_path)

    async def scenario() -> tuple[Checked, Checked]:
        store = Store(":memory:")
        host = GameServer(store, FAST)
        port = await host.start(HOST, 0, identity.server_context())
        try:
            async with running_server() as (_, checker):
                return (await check_from_outside(checker, port, tls=True),
                        await check_from_outside(checker, port, tls=False))
        finally:
            await host.close()
            store.close()

    over_tls, plain = run(scenario(), 30)
    assert over_tls.answers is True
    assert plain.answers is False and "not a game server" in plain.detail  # a plain ws:// hello to a wss:// game


def test_a_closed_port_does_not_answer_and_says_why():
    async def scenario() -> Checked:
        async with running_server() as (_, checker):
            return await check_from_outside(checker, closed_port(), tls=False)

    checked = run(scenario(), 30)
    assert checked.answers is False and checked.address == HOST and "refused" in checked.detail


def test_a_port_that_is_not_a_game_server_does_not_answer():
    async def scenario() -> tuple[bool, str]:
        async with not_a_game_server() as port:
            return await answers(HOST, port, tls=False, timeout=3)

    found, why = run(scenario(), 30)
    assert not found and "not a game server" in why


def test_a_port_that_never_answers_is_given_up_within_the_servers_time():
    limits = replace(FAST, probe_timeout=0.5)

    async def scenario() -> tuple[Checked, float]:
        async with not_a_game_server(silent=True) as port, running_server(limits=limits) as (_, checker):
            started = asyncio.get_running_loop().time()
            checked = await check_from_outside(checker, port, tls=False)
            return checked, asyncio.get_running_loop().time() - started

    checked, seconds = run(scenario(), 30)
    assert checked.answers is False and "no answer within 0.5 s" in checked.detail
    assert seconds < 5


def test_the_check_reaches_back_to_the_askers_own_address_whatever_the_frame_says():
    async def scenario() -> list[dict[str, Any]]:
        async with running_server() as (_, checker), running_server() as (_, url):
            port = int(url.rsplit(":", 1)[1])
            return await probe_frames(checker, probe(port, address="10.255.255.1", host="192.0.2.7", ref=7))

    reply, = run(scenario(), 30)
    assert reply == {"type": "probed", "address": HOST, "port": reply["port"], "answers": True, "detail": "",
                     "ref": 7}  # 127.0.0.1, the asker's own, answered at once: not the unroutable address named


def test_each_address_may_ask_for_so_many_checks_and_no_more():
    limits = replace(FAST, probes_per_address=2)

    async def scenario() -> list[dict[str, Any]]:
        async with running_server(limits=limits) as (_, checker):
            port = closed_port()
            first = await probe_frames(checker, probe(port))
            return first + await probe_frames(checker, probe(port), probe(port), {"type": "ping"})

    first, second, third, pong = run(scenario(), 30)
    assert first["type"] == second["type"] == "probed"  # on two connections: the quota is the address's
    assert third["type"] == "error" and third["code"] == "too_many_probes" and "2 checks in 600 s" in third["message"]
    assert pong["type"] == "pong"  # the connection goes on


def test_the_checks_under_way_at_once_are_capped_for_all_addresses():
    limits = replace(FAST, probes_at_once=1, probe_timeout=2.0)

    async def scenario() -> list[dict[str, Any]]:
        async with not_a_game_server(silent=True) as port, running_server(limits=limits) as (_, checker):
            async with connect(checker, open_timeout=10) as ws:
                await ws.send(json.dumps(probe(port, ref="slow")))
                await asyncio.sleep(0.2)
                await ws.send(json.dumps(probe(port, ref="second")))
                return [json.loads(await asyncio.wait_for(ws.recv(), 10)) for _ in range(2)]

    refused, done = run(scenario(), 30)
    assert refused["code"] == "too_many_probes" and refused["ref"] == "second"
    assert done["type"] == "probed" and done["ref"] == "slow" and done["answers"] is False


def test_an_address_may_check_again_once_its_window_has_passed():
    now = [0.0]
    book = AddressBook(replace(FAST, probes_per_address=2, probe_window=600.0), clock=lambda: now[0])
    assert book.probe(HOST) and book.probe(HOST) and not book.probe(HOST)
    now[0] = 599.0
    assert not book.probe(HOST)
    now[0] = 601.0
    assert book.probe(HOST)
    now[0] = 1300.0
    book.close(HOST)  # no connection, nothing left in its windows: forgotten
    assert len(book) == 0


@pytest.mark.parametrize("frame, said", [
    (probe(0), "port must be 1 to 65535"),
    (probe(65536), "port must be 1 to 65535"),
    (probe("8765"), "'port' has the wrong type"),
    (probe(True), "'port' has the wrong type"),
    (probe(None), "probe needs 'port'"),
    (probe(8765, tls="yes"), "'tls' has the wrong type"),
    ({"type": "probe", "port": 8765}, "probe needs 'protocol'"),
])
def test_a_probe_frame_that_does_not_fit_is_refused_and_the_connection_goes_on(frame, said):
    async def scenario() -> list[dict[str, Any]]:
        async with running_server() as (_, checker):
            return await probe_frames(checker, frame, {"type": "ping"})

    refused, pong = run(scenario(), 30)
    assert refused["type"] == "error" and refused["code"] == "bad_frame" and said in refused["message"]
    assert pong["type"] == "pong"


def test_a_probe_in_another_protocol_version_is_refused():
    async def scenario() -> list[dict[str, Any]]:
        async with running_server() as (_, checker):
            return await probe_frames(checker, {**probe(8765), "protocol": 99})

    refused, = run(scenario(), 30)
    assert refused["code"] == "version"


def test_a_server_that_sees_its_asker_at_an_address_that_is_not_public_checks_nothing():
    async def scenario() -> list[dict[str, Any]]:
        async with running_server(limits=replace(FAST, probe_private=False)) as (_, checker), \
                running_server() as (_, url):
            return await probe_frames(checker, probe(int(url.rsplit(":", 1)[1])), {"type": "ping"})

    refused, pong = run(scenario(), 30)
    assert refused["code"] == "probe_refused" and "sees you at 127.0.0.1, not a public address" in refused["message"]
    assert pong["type"] == "pong"  # behind a proxy, or inside the home: nothing reached, the connection goes on


@pytest.mark.parametrize("address, public", [
    ("81.2.69.160", True), ("11.1.0.2", True), ("2a00:1450:4007:80e::200e", True),
    ("127.0.0.1", False), ("192.168.1.2", False), ("10.0.0.7", False), ("100.64.0.1", False), ("::1", False),
    ("fe80::1%eth0", False), ("169.254.1.1", False), ("not an address", False), ("", False),
])
def test_only_public_addresses_are_checked_from_outside(address, public):
    from gameofyear.net.probe import public as is_public

    assert is_public(address) is public


def test_a_checking_server_that_cannot_be_reached_or_refuses_is_an_answer_too():
    async def scenario() -> tuple[Checked, Checked, Checked]:
        async with running_server(limits=replace(FAST, probes_per_address=0)) as (_, refusing), \
                not_a_game_server() as web:
            return (await check_from_outside(f"ws://{HOST}:{closed_port()}", 8765, tls=False, timeout=5),
                    await check_from_outside(refusing, 8765, tls=False, timeout=5),
                    await check_from_outside(f"ws://{HOST}:{web}", 8765, tls=False, timeout=5))

    unreachable, refused, web = run(scenario(), 30)
    assert unreachable.answers is None and unreachable.detail
    assert refused.answers is None and "checks" in refused.detail
    assert web.answers is None and web.detail


LAN = LanAddress("192.168.1.20")


def test_the_words_say_what_the_check_from_outside_found():
    mapped = Reach(LAN, 8765, public="81.2.69.160")
    assert mapped.words().endswith("Whether it answers from outside was not checked: give a gameofyear serve to "
                                   "check with when you host.")
    assert not mapped.trouble
    checker = "wss://games.example.org:8765"
    mapped.checked = Checked(checker, "81.2.69.160", 8765, True)
    assert mapped.words().endswith(f"Checked from outside by {checker}: the game answers at 81.2.69.160:8765.")
    assert not mapped.trouble and mapped.address == "81.2.69.160"
    mapped.checked = Checked(checker, "81.2.69.160", 8765, False, "no answer within 3 s")
    assert mapped.words().endswith(f"Checked from outside by {checker}: nothing answers at 81.2.69.160:8765 (no "
                                   "answer within 3 s), so players in other homes cannot join there yet.")
    assert mapped.trouble  # the router said yes, the internet says no
    mapped.checked = Checked(checker, "", 8765, None, "the connection was refused")
    assert mapped.words().endswith(f"It could not be checked from outside: {checker} did not help (the connection "
                                   "was refused).")
    assert not mapped.trouble


def test_a_port_forwarded_by_hand_is_found_from_outside_and_the_invitation_carries_that_address():
    reach = Reach(LAN, 8765, problem=NO_ROUTER)
    assert reach.trouble and reach.address == LAN.address
    reach.checked = Checked("ws://203.0.113.9:8765", "81.2.69.161", 8765, True)
    assert reach.address == "81.2.69.161" and not reach.trouble
    assert reach.words() == ("Checked from outside by ws://203.0.113.9:8765: the game answers at 81.2.69.161:8765 "
                             "(the port is forwarded in the router's settings): players in other homes join there, "
                             "players on this network at 192.168.1.20:8765.")
    reach.checked = Checked("ws://203.0.113.9:8765", "81.2.69.161", 8765, False, "the connection was refused")
    assert reach.address == LAN.address and reach.trouble
    assert "No router answered" in reach.words() and reach.words().endswith("cannot join there yet.")
