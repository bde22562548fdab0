"""Running a game server: ``gameofyear serve``'s start and stop (:func:`serve`).

The server itself (:class:`~gameofyear.net.server.GameServer`) is the referee; what keeps a public one
alive among strangers is :mod:`gameofyear.net.guard`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable
from pathlib import Path

from .guard import Limits, raise_file_limit
from .server import GameServer
from .store import Store
from .tls import server_context as tls_context

log = logging.getLogger("gameofyear.net")


async def serve(host: str, port: int, db: str | Path, certfile: str | Path | None = None,
                keyfile: str | Path | None = None, on_ready: Callable[[int], None] | None = None,
                durable: bool = False, limits: Limits | None = None, operator_key: str | None = None) -> None:
    """Run a server until SIGINT or SIGTERM (``gameofyear serve``).

    Args:
        host, port: where to listen (port 0: any free port).
        db: the SQLite store (created if missing).
        certfile, keyfile: serve over TLS (``wss://``) with this certificate.
        on_ready: called with the port once listening.
        durable: every commit reaches the disk before a frame tells of it (``synchronous=FULL``).
        limits: what each connection and address may do (default :class:`Limits`).
        operator_key: the key a ``create`` frame must carry (None: no game can be created from outside).

    Raises:
        OSError: the address cannot be listened on; ssl.SSLError: a bad certificate.
    """
    raise_file_limit((limits or Limits()).connections)
    store = Store(db, durable=durable)
    server = GameServer(store, limits, operator_key=operator_key)
    context = tls_context(certfile, keyfile) if certfile else None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    actual = await server.start(host, port, context)
    if on_ready is not None:
        on_ready(actual)
    try:
        await stop.wait()
    finally:
        await server.close()
        store.close()
