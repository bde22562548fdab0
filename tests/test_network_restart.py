"""``gameofyear serve`` killed with SIGKILL in the middle of games and started again: nothing is lost.

The server runs in a subprocess on 127.0.0.1 (a port picked free); the
clients, in this process, reconnect by themselves with backoff and finish
their games, which end as Game.replay of the stored actions says.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys

from nethelpers import HOST, OPERATOR_KEY, a_setup, classic, free_port, request, run

from gameofyear.bots import make_bot
from gameofyear.engine import Game
from gameofyear.engine.notation import encode
from gameofyear.net.client import GameClient, create_game, play_as_bot
from gameofyear.net.server import _action_value
from gameofyear.net.store import Store


async def _start_server(port: int, db) -> asyncio.subprocess.Process:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "gameofyear.cli", "serve", "--host", HOST, "--port", str(port), "--db", str(db),
        "--insecure",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "GAMEOFYEAR_OPERATOR_KEY": OPERATOR_KEY})
    line = await asyncio.wait_for(proc.stdout.readline(), 30)
    assert b"Serving games on ws://127.0.0.1:" in line, line
    return proc


def test_the_server_killed_and_restarted_resumes_every_game_and_the_clients_carry_on(tmp_path):
    db = tmp_path / "server.sqlite3"
    port = free_port()
    url = f"ws://{HOST}:{port}"
    setup = a_setup()

    async def scenario():
        proc = await _start_server(port, db)
        try:
            games = [await create_game(url, request(setup, kinds, grace=60))
                     for i, kinds in enumerate(["rrcc", "rrrr"])]
            statuses: list[str] = []
            clients = [GameClient(url, c["code"], backoff=(0.1, 0.5), on_status=lambda s: statuses.append(s.state))
                       for g in games for c in g["codes"]]
            for client in clients:
                client.start()
            playing = [asyncio.create_task(play_as_bot(c, make_bot("basic", i), setup, classic(), timeout=40))
                       for i, c in enumerate(clients)]
            await clients[0].wait_for(lambda c: c.at >= 60, 20)
            await clients[2].wait_for(lambda c: c.at >= 60, 20)
            proc.send_signal(signal.SIGKILL)
            assert await asyncio.wait_for(proc.wait(), 10) == -signal.SIGKILL
            await clients[0].wait_for(lambda c: c.status.state in ("reconnecting", "connecting"), 10)
            await asyncio.sleep(0.5)  # the clients knock at a closed door meanwhile
            proc = await _start_server(port, db)
            counts = await asyncio.wait_for(asyncio.gather(*playing), 60)
            assert all(n > 0 for n in counts)
            assert "reconnecting" in statuses
            assert all(c.connections >= 2 for c in clients)
            assert all(c.outcome is not None for c in clients)
            for client in clients:
                await client.close()
            proc.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(proc.wait(), 20) == 0
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
        return games, clients

    games, clients = run(scenario(), timeout=150)
    store = Store(db)
    for i, created in enumerate(games):
        stored = store.game(created["game"])
        assert stored.finished
        events: list = []
        assert stored.spec["rng_scheme"] == 2 and stored.spec["seed"].bit_length() > 128  # the server's own seed
        replay = Game.replay(setup, classic(), stored.spec["seed"], [_action_value(a) for a in stored.actions],
                             on_events=lambda batch, events=events: events.extend(encode(e) for e in batch),
                             scheme=stored.spec["rng_scheme"])
        outcome = replay.outcome()
        for client in clients[2 * i: 2 * i + 2] if i == 0 else clients[2:]:
            assert client.outcome == {"ranking": [list(r) for r in outcome.ranking],
                                      "first": outcome.first, "second": outcome.second}
            assert [encode(e) for e in client.events] == events  # nothing lost, nothing twice
    store.close()
