"""A public server among strangers: silent connections, too many sockets, repeated errors, quotas, expiry.

Every server listens on 127.0.0.1 with a port the system picks (or, for ``gameofyear serve`` in a
subprocess, one free a moment ago); every wait is bounded and every test takes a few seconds.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from nethelpers import HOST, free_port, run, running_server
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from gameofyear.net.guard import FILE_RESERVE, GATE_ROOM, Limits, connection_cap

ROOT = Path(__file__).resolve().parents[1]


async def _frames_until_closed(ws, timeout: float = 5.0) -> tuple[list[dict], int | None, str]:
    """Every frame the server sends until it closes the connection; then its close code and reason."""
    frames = []
    try:
        for _ in range(1000):
            frames.append(json.loads(await asyncio.wait_for(ws.recv(), timeout)))
    except ConnectionClosed as exc:
        return frames, exc.rcvd.code if exc.rcvd else None, exc.rcvd.reason if exc.rcvd else ""
    raise AssertionError("the server never closed the connection")


async def _next(ws, kind: str) -> dict:
    """The next frame of type ``kind`` (``seats`` and other frames on the way are skipped)."""
    for _ in range(50):
        frame = json.loads(await asyncio.wait_for(ws.recv(), 5))
        if frame["type"] == kind:
            return frame
    raise AssertionError(f"no {kind} frame came")


def test_fifty_silent_connections_are_closed_after_the_hello_timeout():
    async def scenario():
        async with running_server(limits=Limits(hello_timeout=0.5)) as (server, url):
            silent = [await connect(url, open_timeout=5) for _ in range(50)]
            assert len(server.connections) == 50
            started = time.monotonic()
            results = await asyncio.gather(*(_frames_until_closed(ws) for ws in silent))
            assert time.monotonic() - started < 4.0
            for frames, code, reason in results:
                assert [f["code"] for f in frames] == ["hello_timeout"]
                assert code == 1008 and reason == "no hello within 0.5 s"
            for _ in range(50):
                if not server.connections:
                    break
                await asyncio.sleep(0.05)
            assert not server.connections and not len(server.addresses)

    run(scenario(), timeout=30)


def test_the_connection_cap_stays_below_the_file_limit():
    assert connection_cap(4096, files=1024) == 1024 - FILE_RESERVE - GATE_ROOM
    assert connection_cap(4096, files=20000) == 4096
    assert connection_cap(4096, files=None) == 4096
    assert connection_cap(100, files=10) == 1  # never nothing at all
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert connection_cap(10**9) < soft


def test_past_the_cap_a_connection_is_refused_at_once_in_words_and_the_others_play_on():
    async def scenario():
        async with running_server(limits=Limits(connections=5, per_address=100)) as (server, url):
            server.gate.cap = 5  # as if the file limit allowed five
            opened = [await connect(url, open_timeout=5) for _ in range(5)]
            for ws in opened:
                await ws.send('{"type": "ping"}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
            extra = await connect(url, open_timeout=5)
            frames, code, reason = await _frames_until_closed(extra)
            assert [f["code"] for f in frames] == ["server_full"] and code == 1013 and "full" in reason
            for ws in opened:
                await ws.send('{"type": "ping"}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
                await ws.close()

    run(scenario(), timeout=30)


def test_one_source_holding_silent_sockets_crowds_out_no_other_source():
    """127.0.0.2 opens three times the connection cap of silent TCP sockets (no handshake, no hello): past its own
    limit they are closed as soon as they are accepted, so they never fill the cap; every connection of three
    other sources, each up to its own limit, is meanwhile accepted and answered."""
    from gameofyear.net.guard import SOURCE_ROOM

    async def scenario():
        async with running_server(limits=Limits(connections=40, per_address=8)) as (server, url):
            server.gate.cap = 40  # as if the file limit allowed forty
            port = int(url.rsplit(":", 1)[1])
            flood: list[socket.socket] = []
            try:
                for _ in range(3 * server.gate.cap):
                    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                    sock.bind(("127.0.0.2", 0))
                    sock.setblocking(False)
                    sock.connect_ex((HOST, port))
                    flood.append(sock)
                    await asyncio.sleep(0)
                for _ in range(200):  # every socket accepted (a full backlog delays a few), at most 10 s
                    if server.gate.dropped >= len(flood) - 8 - SOURCE_ROOM - 32:
                        break
                    await asyncio.sleep(0.05)
                assert server.gate.sources.get("127.0.0.2", 0) <= 8 + SOURCE_ROOM
                assert server.gate.dropped >= len(flood) - 8 - SOURCE_ROOM - 32  # a backlog may still wait
                others = []
                for source in ("127.0.0.3", "127.0.0.4", "127.0.0.5"):  # each to its own limit
                    for _ in range(server.limits.per_address):
                        ws = await connect(url, open_timeout=5, local_addr=(source, 0))
                        others.append(ws)
                        await ws.send('{"type": "ping"}')
                        assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
                    assert server.gate.sources.get(source) == server.limits.per_address
                for ws in others:
                    await ws.close()
            finally:
                for sock in flood:
                    sock.close()

    run(scenario(), timeout=60)


def test_sockets_are_counted_by_source_an_ipv6_64_as_one():
    """Every address of one IPv6 /64 is one source for the limits (a home gets a whole /64); IPv4 addresses and
    IPv4-mapped ones are their own sources."""
    from gameofyear.net.guard import SOURCE_ROOM, AddressBook, ConnectionGate, source_of

    gate = ConnectionGate(cap=1000, per_source=2)
    home = [f"2001:db8:5:7:{i:x}::1" for i in range(1, 10)]
    admitted = [gate.enter(source_of(address)) for address in home]
    assert admitted == [True] * (2 + SOURCE_ROOM) + [False] * (len(home) - 2 - SOURCE_ROOM)
    assert gate.enter(source_of("2001:db8:5:8::1")), "the next /64 is another source"
    assert gate.enter(source_of("::ffff:198.51.100.4")) and gate.sources["198.51.100.4"] == 1
    gate.leave(source_of(home[0]))
    assert gate.enter(source_of(home[-1])), "a socket closed frees its source's room"
    book = AddressBook(Limits(per_address=2))
    assert book.open(home[0]) and book.open(home[1]) and not book.open(home[2])
    assert book.connections(home[5]) == 2 and book.connections("2001:db8:5:8::1") == 0


def test_serve_with_few_files_refuses_hundreds_of_sockets_without_a_traceback_and_serves_on(tmp_path):
    port = free_port()
    files = 240

    def few_files() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen([sys.executable, "-m", "gameofyear.cli", "serve", "--host", HOST, "--port", str(port),
                               "--db", str(tmp_path / "s.sqlite3"), "--insecure"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env, preexec_fn=few_files)
    try:
        assert "Serving" in (server.stdout.readline() if server.stdout else "")
        sockets = []
        for _ in range(150):  # three times what the server may hold, each a socket that says nothing
            sock = socket.socket()
            sock.settimeout(5)
            sock.connect((HOST, port))
            sockets.append(sock)

        async def a_ping() -> str:
            async with connect(f"ws://{HOST}:{port}", open_timeout=5) as ws:
                await ws.send('{"type": "ping"}')
                frame = json.loads(await asyncio.wait_for(ws.recv(), 5))
                return str(frame.get("code", frame["type"]))

        time.sleep(0.5)
        with pytest.raises(Exception) as refused:  # noqa: PT011 - full: closed at once, never a hang
            run(a_ping(), timeout=10)
        assert not isinstance(refused.value, asyncio.TimeoutError)
        for sock in sockets:
            sock.close()
        for _ in range(100):  # the server has its files back
            time.sleep(0.1)
            try:
                if run(a_ping(), timeout=10) == "pong":
                    break
            except Exception:  # noqa: BLE001 - still closing the old sockets
                continue
        else:
            raise AssertionError("the server did not serve again once the sockets were gone")
        assert server.poll() is None
    finally:
        server.send_signal(signal.SIGTERM)
        _, err = server.communicate(timeout=15)
    assert server.returncode == 0
    assert "Traceback" not in err and len(err) < 2000


def test_three_hundred_broken_connections_write_a_bounded_log():
    import io
    import logging

    from gameofyear.net.guard import LOG_THROTTLE

    LOG_THROTTLE.reset()
    written = io.StringIO()
    handler = logging.StreamHandler(written)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
    logging.getLogger().addHandler(handler)

    async def broken(url: str) -> str:
        async with connect(url, open_timeout=5) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "code": "x" * 24}))
            return str(json.loads(await asyncio.wait_for(ws.recv(), 5))["code"])

    async def scenario():
        async with running_server(limits=Limits(per_address=1000)) as (server, url):
            server.store.db.close()  # every request now fails inside the server: a bug, logged with its traceback
            answers = []
            for _ in range(6):
                answers += await asyncio.gather(*(broken(url) for _ in range(50)))
            assert answers == ["server_error"] * 300  # each is still answered
            async with connect(url, open_timeout=5) as ws:  # and the server serves on
                await ws.send('{"type": "ping"}')
                assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"

    try:
        run(scenario(), timeout=60)
    finally:
        logging.getLogger().removeHandler(handler)
    lines = written.getvalue().splitlines()
    assert sum("frame from" in line for line in lines) <= 10  # once, then at most one count every 5 s
    assert len(lines) <= 60 and "Traceback" in written.getvalue()
    repeated = [line for line in lines if "repeated" in line]
    assert all("frame from" in line and "times in" in line for line in repeated)


def test_the_log_throttle_counts_what_it_does_not_write():
    import logging

    from gameofyear.net.guard import RepeatFilter

    now = [0.0]
    throttle = RepeatFilter(interval=5.0, clock=lambda: now[0])

    def record(address: str) -> logging.LogRecord:
        return logging.LogRecord("gameofyear.net", logging.ERROR, __file__, 1, "frame from %s", (address,), None)

    assert throttle.filter(record("10.0.0.1"))
    assert not any(throttle.filter(record(f"10.0.0.{i}")) for i in range(2, 40))
    now[0] = 6.0
    later = record("10.0.0.99")
    assert throttle.filter(later)
    assert later.getMessage() == "frame from 10.0.0.99 (repeated 39 times in 6 s)"
    other = logging.LogRecord("gameofyear.net", logging.ERROR, __file__, 1, "game %s cannot be resumed", ("g",), None)
    assert throttle.filter(other)  # another kind of error is written at once


def test_create_needs_the_operator_key_and_the_window_s_own_server_takes_none_from_outside():
    from nethelpers import OPERATOR_KEY, a_setup, request

    from gameofyear.net.client import ServerRefused, create_game

    async def scenario():
        setup = a_setup(3)
        async with running_server() as (server, url):
            for key in (None, "", "a-guessed-key-of-some-length", OPERATOR_KEY[:-1]):
                with pytest.raises(ServerRefused) as refused:
                    await create_game(url, request(setup, "rcc", key=key))
                assert refused.value.code == "bad_key" and "operator key" in refused.value.message
            assert not server.games
            created = await create_game(url, request(setup, "rcc"))
            assert created["game"] in server.games
        async with running_server(operator_key=None) as (server, url):  # the host's window: its own games only
            with pytest.raises(ServerRefused) as refused:
                await create_game(url, request(setup, "rcc"))
            assert refused.value.code == "bad_key" and "window" in refused.value.message
            made = server.create_game(request(setup, "rcc"))  # in-process, as the window does
            assert made["game"] in server.games

    run(scenario(), timeout=30)


def test_serve_takes_its_key_from_the_environment_a_file_or_makes_one_readable_by_its_owner_only(tmp_path):
    from gameofyear.net.guard import OPERATOR_KEY_ENV, operator_key

    db = tmp_path / "s.sqlite3"
    key, where = operator_key(None, db, environ={})
    made = tmp_path / "s.sqlite3.operator-key"
    assert where == str(made) and len(key) >= 24 and made.read_text().strip() == key
    assert made.stat().st_mode & 0o777 == 0o600
    assert operator_key(None, db, environ={}) == (key, where)  # the same at the next start
    given = tmp_path / "key.txt"
    given.write_text("a-key-the-operator-chose\n")
    assert operator_key(given, db, environ={})[0] == "a-key-the-operator-chose"
    assert operator_key(given, db, environ={OPERATOR_KEY_ENV: "from-the-environment!"}) == (
        "from-the-environment!", OPERATOR_KEY_ENV)
    given.write_text("short\n")
    with pytest.raises(ValueError, match="shorter than 16"):
        operator_key(given, db, environ={})
    with pytest.raises(OSError):
        operator_key(tmp_path / "missing", db, environ={})


def test_a_hundred_creates_from_one_address_stop_at_its_quota_across_connections():
    from nethelpers import a_setup, request

    from gameofyear.net.client import ServerRefused, create_game

    async def scenario():
        setup = a_setup(2)
        async with running_server(limits=Limits(creates_per_address=20, create_window=3600)) as (server, url):
            answers = []
            for _ in range(100):  # each on its own connection, as a script would
                try:
                    answers.append((await create_game(url, request(setup, "rc")))["type"])
                except ServerRefused as exc:
                    answers.append(exc.code)
            assert answers == ["created"] * 20 + ["too_many_games"] * 80
            assert len(server.games) == 20

    run(scenario(), timeout=60)


def test_the_address_quota_forgets_creations_past_its_window_and_idle_addresses():
    from gameofyear.net.guard import AddressBook

    now = [0.0]
    book = AddressBook(Limits(creates_per_address=2, create_window=60, per_address=2), clock=lambda: now[0])
    assert book.open("10.0.0.1") and book.open("10.0.0.1") and not book.open("10.0.0.1")
    book.created("10.0.0.1")
    book.created("10.0.0.1")
    assert not book.may_create("10.0.0.1") and book.may_create("10.0.0.2")
    now[0] = 61.0
    assert book.may_create("10.0.0.1")
    book.close("10.0.0.1")
    book.close("10.0.0.1")
    book.close("10.0.0.2")
    assert len(book) == 0  # nothing is kept for an address that has gone


def test_a_game_nobody_joined_is_not_played_by_the_servers_computers_and_expires_with_its_rows():
    from nethelpers import a_setup, request

    from gameofyear.net.client import GameClient, ServerRefused, create_game

    async def scenario():
        setup = a_setup(4)
        limits = Limits(unjoined_ttl=1800)
        async with running_server(limits=limits) as (server, url):
            with pytest.raises(ServerRefused) as refused:  # computers alone: nobody to play for
                await create_game(url, request(setup, "cccc"))
            assert refused.value.code == "bad_game" and "remote seat" in refused.value.message
            lonely = await create_game(url, request(setup, "rrcc", grace=0.1))
            joined = await create_game(url, request(setup, "rrcc", grace=0.1))
            game = server.games[lonely["game"]]
            at_start = len(game.table.game.actions)
            client = GameClient(url, joined["codes"][0]["code"])
            client.start()
            await client.wait_for(lambda c: c.welcome is not None, 5)
            other = server.games[joined["game"]]
            for _ in range(100):  # the absent seat of the joined game gets its computer after the grace time
                if other.stand_ins:
                    break
                await asyncio.sleep(0.05)
            assert list(other.stand_ins) == [1]
            await asyncio.sleep(0.5)
            assert len(game.table.game.actions) == at_start and not game.stand_ins  # nobody came: nothing played
            created_at = server.store.db.execute("SELECT created FROM games WHERE id = ?",
                                                 (lonely["game"],)).fetchone()[0]
            assert server.sweep(now=created_at + 1000) == []  # not yet
            assert server.sweep(now=created_at + 1801) == [lonely["game"]]  # the joined one stays
            assert lonely["game"] not in server.games and joined["game"] in server.games
            rows = [server.store.db.execute(f"SELECT COUNT(*) FROM {table} WHERE {column} = ?",
                                            (lonely["game"],)).fetchone()[0]
                    for table, column in (("games", "id"), ("codes", "game"), ("actions", "game"))]
            assert rows == [0, 0, 0]
            late = GameClient(url, lonely["codes"][0]["code"], attempts=1)
            late.start()
            with pytest.raises(ServerRefused) as gone:
                await late.wait_for(lambda c: c.welcome is not None, 5)
            assert gone.value.code == "bad_code"
            await late.close()
            await client.close()

    run(scenario(), timeout=40)


def test_the_store_keeps_a_bounded_number_of_finished_games_and_drops_abandoned_ones(tmp_path):
    from gameofyear.net.store import Store

    store = Store(tmp_path / "s.sqlite3")
    for i in range(12):
        store.add_game(f"g{i}", {"n": i}, {f"code-{i}": 0})
        store.db.execute("UPDATE games SET created = ? WHERE id = ?", (1000.0 + i, f"g{i}"))
        store.touch(f"g{i}", 1000.0 + i)
        if i < 8:
            store.db.execute("UPDATE games SET finished = 1 WHERE id = ?", (f"g{i}",))
    expired = store.expired(now=2000.0, unjoined=1800, abandoned=5000, keep_finished=5)
    assert expired == ["g2", "g1", "g0"]  # the oldest finished past the newest five
    later = store.expired(now=7000.0, unjoined=1800, abandoned=5000, keep_finished=5)
    assert sorted(later) == sorted(["g8", "g9", "g10", "g11", "g2", "g1", "g0"])  # nobody came back for 5000 s
    store.remove(expired)
    assert store.find_code("code-0") is None and store.find_code("code-3") == ("g3", 0)
    store.close()
    again = Store(tmp_path / "s.sqlite3")  # the column is there already: nothing changes
    assert again.game("g3").seen == 1003.0
    again.close()


def test_a_store_from_before_counts_its_games_as_joined(tmp_path):
    import sqlite3

    from gameofyear.net.store import Store

    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)
    old.executescript("""
        CREATE TABLE games (id TEXT PRIMARY KEY, created REAL NOT NULL, spec TEXT NOT NULL,
                            finished INTEGER NOT NULL DEFAULT 0);
        INSERT INTO games (id, created, spec) VALUES ('old', 500.0, '{}');
    """)
    old.commit()
    old.close()
    store = Store(path)
    assert store.game("old").seen == 500.0
    assert store.expired(now=10_000.0, unjoined=1800, abandoned=10**9, keep_finished=10) == []
    store.close()


def test_two_bots_play_a_whole_game_at_full_speed_through_the_real_rate_limit_and_are_never_cut_off():
    from nethelpers import a_setup, classic, request

    from gameofyear.bots import make_bot
    from gameofyear.net.client import GameClient, create_game, play_as_bot

    async def scenario():
        setup = a_setup(2, seed=11)
        async with running_server(limits=Limits()) as (server, url):  # the real limit: 30 a second, bursts of 60
            created = await create_game(url, request(setup, "rr"))
            clients = [GameClient(url, c["code"]) for c in created["codes"]]
            for client in clients:
                client.start()
            counts = await asyncio.gather(*(play_as_bot(c, make_bot("basic", i), setup, classic(), timeout=20)
                                            for i, c in enumerate(clients)))
            assert server.games[created["game"]].table.game.finished
            assert min(counts) > 60  # more decisions than one burst: the pace held them under the rate
            for client in clients:
                assert [e for e in client.errors if e["code"] == "rate"] == [] and client.connections == 1
                await client.close()

    run(scenario(), timeout=60)


def test_a_bot_paces_itself_to_the_limit_its_server_announces():
    from nethelpers import a_setup, classic, request

    from gameofyear.bots import make_bot
    from gameofyear.net.client import GameClient, create_game, play_as_bot

    async def scenario():
        setup = a_setup(2, seed=12)
        async with running_server(limits=Limits(rate=12, burst=4, strikes=3)) as (server, url):
            created = await create_game(url, request(setup, "rc"))
            client = GameClient(url, created["codes"][0]["code"])
            client.start()
            started = time.monotonic()
            count = await play_as_bot(client, make_bot("basic", 1), setup, classic(), timeout=20, limit=40)
            elapsed = time.monotonic() - started
            assert count == 40 and client.welcome is not None and client.welcome["limits"] == {"rate": 12, "burst": 4}
            assert [e for e in client.errors if e["code"] == "rate"] == [] and client.connections == 1
            assert elapsed >= (40 - 2) / (12 * 0.9) - 0.5  # it waited for the server's pace, not its own
            await client.close()

    run(scenario(), timeout=60)


def test_a_lone_surrogate_gets_an_error_frame_and_the_connection_goes_on():
    from nethelpers import OPERATOR_KEY, a_setup, request

    async def scenario():
        setup = a_setup(2)
        async with running_server() as (server, url):
            async with connect(url, open_timeout=5) as ws:
                made = request(setup, "rc")
                made["setup"]["players"][0]["name"] = "\ud800"
                text = json.dumps({"type": "create", "protocol": 1, **made})  # ensure_ascii: "\\ud800" on the wire
                assert "\\ud800" in text
                await ws.send(text)
                frame = json.loads(await asyncio.wait_for(ws.recv(), 5))
                assert frame["code"] == "bad_frame" and "lone surrogate" in frame["message"]
                await ws.send(json.dumps({"type": "create", "protocol": 1, **request(setup, "rc")}))
                created = json.loads(await asyncio.wait_for(ws.recv(), 5))
                assert created["type"] == "created"  # the same connection creates on
            async with connect(url, open_timeout=5) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": 1, "code": created["codes"][0]["code"]}))
                await _next(ws, "update")
                for bad in ({"type": "act", "action": "chat \ud800"}, {"type": "ping", "ref": "\udfff"}):
                    await ws.send(json.dumps(bad))
                    frame = await _next(ws, "error")
                    assert frame["code"] == "bad_frame"
                [mine] = [c for c in server.connections if c.game is not None]
                mine.send({"type": "notice", "text": "from an old store \ud800"})  # the server's own side
                assert await _next(ws, "notice") == {"type": "notice", "text": "from an old store ?"}
                await ws.send('{"type": "ping", "ref": "\\ud83d\\ude00"}')  # a whole pair is text: fine
                assert await _next(ws, "pong") == {"type": "pong", "ref": "\U0001F600"}
            assert OPERATOR_KEY

    run(scenario(), timeout=30)


def test_a_flood_from_one_address_is_cut_at_the_rate_limit_and_a_game_from_another_plays_on():
    from nethelpers import a_setup, classic, request

    from gameofyear.bots import make_bot
    from gameofyear.net.client import GameClient, create_game, play_as_bot

    async def flood(url: str) -> tuple[int, int, int | None]:
        """400 pings at once from 127.0.0.2; returns (pongs, rate errors, close code)."""
        async with connect(url, open_timeout=5, local_addr=("127.0.0.2", 0)) as ws:
            for _ in range(400):
                await ws.send('{"type": "ping"}')
            frames, code, _ = await _frames_until_closed(ws, timeout=5)
        return sum(f["type"] == "pong" for f in frames), sum(f.get("code") == "rate" for f in frames), code

    async def scenario():
        setup = a_setup(2, seed=14)
        async with running_server(limits=Limits()) as (server, url):  # the real limits
            created = await create_game(url, request(setup, "rc"))
            player = GameClient(url, created["codes"][0]["code"])
            player.start()
            latencies: list[float] = []
            playing = asyncio.create_task(play_as_bot(player, make_bot("basic", 3), setup, classic(), timeout=10,
                                                      latencies=latencies, limit=60))
            floods = await asyncio.gather(*(flood(url) for _ in range(5)))
            assert await playing == 60
            assert sum(p for p, _, _ in floods) <= 240 + 5 * 30  # the address's burst, and a second of its rate
            assert all(rate >= 100 and code == 1008 for _, rate, code in floods)  # each cut after 100 strikes
            assert [e for e in player.errors if e["code"] == "rate"] == [] and player.connections == 1
            assert max(latencies) < 2.0
            await player.close()

    run(scenario(), timeout=60)


def test_a_connection_that_joined_is_kept_past_the_hello_timeout():
    from nethelpers import a_setup, request

    from gameofyear.net.client import GameClient, create_game

    async def scenario():
        setup = a_setup(2)
        async with running_server(limits=Limits(hello_timeout=0.3)) as (server, url):
            created = await create_game(url, request(setup, "rc"))
            client = GameClient(url, created["codes"][0]["code"])
            client.start()
            await client.wait_for(lambda c: c.welcome is not None, 5)
            await asyncio.sleep(1.0)  # three times the timeout
            assert client.connected and client.connections == 1
            assert [e for e in client.errors if e["code"] == "hello_timeout"] == []
            await client.close()

    run(scenario(), timeout=30)
