"""Hostile and broken frames, floods and too many connections: an error frame each, and never a crash.

Every server listens on 127.0.0.1 with a port the system picks; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import json

from nethelpers import OPERATOR_KEY, a_setup, classic, request, run, running_server
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from gameofyear.bots import make_bot
from gameofyear.net.client import GameClient, create_game, play_as_bot
from gameofyear.net.protocol import MAX_FRAME_BYTES, PROTOCOL_VERSION, FrameError, parse_client_frame
from gameofyear.net.server import Limits


async def _error(ws, timeout: float = 5.0) -> dict:
    while True:
        frame = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if frame["type"] == "error":
            return frame


HOSTILE = [
    ("not json at all", "bad_json"),
    ("[1, 2, 3]", "bad_json"),
    ('"hello"', "bad_json"),
    ("null", "bad_json"),
    ("{}", "unknown_type"),
    ('{"type": "shutdown"}', "unknown_type"),
    ('{"type": ["hello"]}', "unknown_type"),
    ('{"type": "hello"}', "bad_frame"),
    ('{"type": "hello", "protocol": "1", "code": "x"}', "bad_frame"),
    ('{"type": "hello", "protocol": true, "code": "x"}', "bad_frame"),
    ('{"type": "hello", "protocol": 1, "code": "x", "since": -4}', "bad_frame"),
    ('{"type": "hello", "protocol": 1, "code": "' + "x" * 500 + '"}', "bad_frame"),
    ('{"type": "hello", "protocol": 999, "code": "x"}', "version"),
    ('{"type": "hello", "protocol": 1, "code": "no such code"}', "bad_code"),
    ('{"type": "act", "action": "spin"}', "not_joined"),
    ('{"type": "act", "action": 7}', "bad_frame"),
    ('{"type": "act", "action": "spin", "ref": {"a": 1}}', "bad_frame"),
    ('{"type": "create", "protocol": 1, "setup": {}, "seats": [], "key": "' + OPERATOR_KEY + '"}', "bad_game"),
    ('{"type": "create", "protocol": 1, "setup": {"players": "many"}, "seats": [], "key": "' + OPERATOR_KEY + '"}',
     "bad_game"),
    ('{"type": "create", "protocol": 1, "setup": {}, "seats": []}', "bad_key"),
    ('{"type": "create", "protocol": 1, "setup": {}, "seats": [], "key": "guessed"}', "bad_key"),
    ("[" * 100_000 + "]" * 100_000, "too_big"),
    ("[" * 5000 + "]" * 5000, "bad_json"),
    ('{"type": "ping", "pad": "' + "é" * (MAX_FRAME_BYTES // 2) + '"}', "too_big"),
    ('{"type": "hello", "protocol": 1, "code": "\\ud800"}', "bad_frame"),
]


def test_each_hostile_frame_gets_its_error_frame_and_the_server_plays_on():
    async def scenario():
        async with running_server() as (server, url):
            async with connect(url, open_timeout=5) as ws:
                for text, code in HOSTILE:
                    await ws.send(text)
                    frame = await _error(ws)
                    assert frame["code"] == code, (text[:80], frame)
                await ws.send(b"\x00\x01binary")
                assert (await _error(ws))["code"] == "bad_json"
                await ws.send('{"type": "ping", "ref": 7}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5)) == {"type": "pong", "ref": 7}
            # a frame past the hard limit: the library closes that connection (1009); the server serves on
            async with connect(url, open_timeout=5, max_size=None) as ws:
                await ws.send("x" * (300 * 1024))
                try:
                    await asyncio.wait_for(ws.recv(), 5)
                except ConnectionClosed as exc:
                    assert exc.rcvd is not None and exc.rcvd.code == 1009
            setup = a_setup()
            created = await create_game(url, request(setup, "rccc"))
            client = GameClient(url, created["codes"][0]["code"])
            client.start()
            await play_as_bot(client, make_bot("basic", 1), setup, classic(), timeout=20)
            assert server.games[created["game"]].table.game.finished
            await client.close()

    run(scenario())


def test_create_refuses_what_does_not_fit():
    async def scenario():
        async with running_server() as (server, url):
            setup = a_setup()
            good = request(setup, "rrcc")
            bad = [
                {**good, "seats": good["seats"][:3]},
                {**good, "seats": [{"kind": "remote"}, {"kind": "computer", "level": "godlike"}] * 2},
                {**good, "seats": [{"kind": "elsewhere"}] * 4},
                {**good, "edition": "martian"},
                {**good, "grace": -1},
                {**good, "grace": 10**9},
                {**good, "seed": -5},
                {**good, "seed": 12345},  # the server draws every seed itself
                {**good, "seed": None},
                {**good, "stand_in": "oracle"},
                request(a_setup(1), "r"),
            ]
            async with connect(url, open_timeout=5) as ws:
                for frame in bad:
                    await ws.send(json.dumps({"type": "create", "protocol": PROTOCOL_VERSION, **frame}))
                    assert (await _error(ws))["code"] == "bad_game", frame
            assert not server.games

    run(scenario())


def test_a_flood_gets_rate_errors_then_the_connection_is_closed():
    async def scenario():
        async with running_server(limits=Limits(rate=5, burst=10, strikes=20)) as (server, url):
            async with connect(url, open_timeout=5) as ws:
                for _ in range(60):
                    await ws.send('{"type": "ping"}')
                codes = []
                try:
                    for _ in range(100):
                        frame = json.loads(await asyncio.wait_for(ws.recv(), 5))
                        codes.append(frame.get("code", frame["type"]))
                except ConnectionClosed:
                    pass
                assert codes.count("pong") <= 12 and "rate" in codes
                assert ws.close_code is not None
            async with connect(url, open_timeout=5) as ws:  # others are still served
                await ws.send('{"type": "ping"}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"

    run(scenario())


def test_connections_from_one_address_are_bounded():
    async def scenario():
        async with running_server(limits=Limits(per_address=3)) as (server, url):
            opened = [await connect(url, open_timeout=5) for _ in range(3)]
            extra = await connect(url, open_timeout=5)
            frame = json.loads(await asyncio.wait_for(extra.recv(), 5))
            assert frame["type"] == "error" and frame["code"] == "rate"
            try:
                await asyncio.wait_for(extra.recv(), 5)
            except ConnectionClosed as exc:
                assert exc.rcvd is not None and exc.rcvd.code == 1008
            for ws in opened:
                await ws.send('{"type": "ping"}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
                await ws.close()
            await asyncio.sleep(0.1)
            again = await connect(url, open_timeout=5)
            await again.send('{"type": "ping"}')
            assert json.loads(await asyncio.wait_for(again.recv(), 5))["type"] == "pong"
            await again.close()

    run(scenario())


def test_frames_are_checked_before_the_game_sees_them():
    for text, code in HOSTILE[:12]:
        try:
            parse_client_frame(text)
        except FrameError as exc:
            assert exc.code == code
        else:
            raise AssertionError(f"{text[:60]} was accepted")


def test_with_a_certificate_the_server_speaks_tls_only(tmp_path):
    import shutil
    import ssl
    import subprocess

    import pytest

    from gameofyear.net.server import GameServer
    from gameofyear.net.store import Store
    from gameofyear.net.tls import server_context as tls_context

    if shutil.which("openssl") is None:
        pytest.skip("openssl is needed to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)

    async def scenario():
        store = Store(":memory:")
        server = GameServer(store, operator_key=OPERATOR_KEY)
        port = await server.start("127.0.0.1", 0, tls_context(cert, key))
        trust = ssl.create_default_context(cafile=str(cert))
        try:
            async with connect(f"wss://127.0.0.1:{port}", ssl=trust, open_timeout=5) as ws:
                await ws.send('{"type": "ping"}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
            setup = a_setup()
            created = await create_game(f"wss://127.0.0.1:{port}", request(setup, "rccc"), ssl_context=trust)
            client = GameClient(f"wss://127.0.0.1:{port}", created["codes"][0]["code"], ssl_context=trust)
            client.start()
            await play_as_bot(client, make_bot("basic", 1), setup, classic(), timeout=20, limit=5)
            await client.close()
            answered = False
            try:  # plain ws:// is not spoken
                async with connect(f"ws://127.0.0.1:{port}", open_timeout=3) as ws:
                    await ws.send('{"type": "ping"}')
                    await asyncio.wait_for(ws.recv(), 3)
                    answered = True
            except Exception:  # noqa: BLE001 - the handshake fails one way or another
                pass
            assert not answered
        finally:
            await server.close()
            store.close()

    run(scenario())
