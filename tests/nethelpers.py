"""Helpers of the network tests: a server on 127.0.0.1 with a free port, scripted clients, bounded waits.

Every server here listens on 127.0.0.1 only, on a port the system picks, and
every wait has a timeout, so no test can hang or reach another machine.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import random
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from gameofyear.content import Content, load_content
from gameofyear.engine.setup import Setup
from gameofyear.net.server import GameServer, Limits
from gameofyear.net.store import Store
from gameofyear.simulation import random_setup

HOST = "127.0.0.1"

FAST = Limits(rate=300.0, burst=600, address_rate=3000.0, address_burst=6000, probe_private=True)
"""The limits of the tests' servers unless a test gives its own: computer players at full speed, several from
127.0.0.1, play at their own pace (the tests of the rate limit itself give theirs; see test_network_guard.py); and
checks from outside of 127.0.0.1, the only address the tests reach."""

OPERATOR_KEY = "the-operator-key-of-the-tests"
"""The operator key of the tests' servers; :func:`request` carries it."""


def run(coro: Awaitable[Any], timeout: float = 90.0) -> Any:
    """Run a coroutine in a fresh event loop, failing after ``timeout`` seconds."""
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def free_port() -> int:
    """A port of 127.0.0.1 that was free a moment ago (for a server that must come back on the same port)."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def classic() -> Content:
    """The classic rules."""
    return load_content()


def a_setup(players: int = 4, seed: int = 3) -> Setup:
    """Random profiles for a game of ``players``."""
    return random_setup(random.Random(seed), classic(), players)


def request(setup: Setup, kinds: str, **options: Any) -> dict[str, Any]:
    """A ``create`` request: ``kinds`` has one letter per seat, ``r`` remote or ``c`` a basic computer.

    It names no seed (the server refuses one): a test sets the server's ``seeds`` to play a known game.
    It carries :data:`OPERATOR_KEY` (an option ``key=None`` leaves it out)."""
    seats = [{"kind": "remote"} if k == "r" else {"kind": "computer", "level": "basic"} for k in kinds]
    made = {"setup": setup.to_json(), "seats": seats, "key": OPERATOR_KEY, **options}
    return {name: value for name, value in made.items() if value is not None or name != "key"}


def seeds_from(first: int) -> Callable[[], int]:
    """The seeds ``first``, ``first + 1``… for a server's ``seeds``: the tests' games are known ones."""
    return itertools.count(first).__next__


@contextlib.asynccontextmanager
async def running_server(db: str | Path = ":memory:", limits: Limits | None = None,
                         port: int = 0, seed: int = 5,
                         operator_key: str | None = OPERATOR_KEY) -> AsyncIterator[tuple[GameServer, str]]:
    """A :class:`GameServer` on 127.0.0.1 whose games have the seeds ``seed``, ``seed + 1``… (creating games
    with ``operator_key``); yields it and its ``ws://`` URL, and closes it after."""
    store = Store(db)
    server = GameServer(store, limits or FAST, operator_key=operator_key, seeds=seeds_from(seed))
    actual = await server.start(HOST, port)
    try:
        yield server, f"ws://{HOST}:{actual}"
    finally:
        await server.close()
        store.close()
