"""Running a game server: ``gameofyear serve``'s start and stop (:func:`serve`), and the sweep of the games
whose time is up (:func:`sweep`), which the server runs now and then.

The server itself (:class:`~gameofyear.net.server.GameServer`) is the referee; what keeps a public one
alive among strangers is :mod:`gameofyear.net.guard`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sqlite3
from collections.abc import Callable
from pathlib import Path

from .guard import Limits, raise_file_limit
from .protocol import error_frame
from .server import GameServer
from .store import Store
from .tls import server_context as tls_context

log = logging.getLogger("gameofyear.net")


def sweep(server: GameServer, now: float | None = None) -> list[str]:
    """Remove the games whose time is up, with their rows, and return their ids.

    A game nobody joined within :attr:`~gameofyear.net.guard.Limits.unjoined_ttl` seconds of its creation, an unfinished
    game nobody came back to for :attr:`~gameofyear.net.guard.Limits.abandoned_ttl`, and the finished games past the newest
    :attr:`~gameofyear.net.guard.Limits.keep_finished` go; a game with a person connected stays. A game half
    gathered (:mod:`~gameofyear.net.gathering`) nobody came to nor left for ``unjoined_ttl`` starts without
    the people still awaited (computers stand in for them after the grace time). Their codes find nothing
    afterwards (``bad_code``); a spectator still watching one is told (``game_over``) and let go.

    Args:
        server: the server whose games are swept.
        now: seconds since the epoch (default the server's :attr:`~GameServer.clock`).
    """
    limits = server.limits
    now = server.clock() if now is None else now
    from .gathering import awaiting, start_now

    for waiting in list(server.games.values()):  # half gathered: nobody came nor went for unjoined_ttl, start it
        if awaiting(waiting) and waiting.seen is not None and waiting.seen <= now - limits.unjoined_ttl:
            try:
                start_now(server, waiting.id)
            except (sqlite3.Error, ValueError) as exc:
                log.warning("game %s could not start without the people awaited (%s)", waiting.id, exc)
    try:
        ids = server.store.expired(now, limits.unjoined_ttl, limits.abandoned_ttl, limits.keep_finished)
    except sqlite3.Error as exc:
        log.warning("the store could not be swept (%s)", exc)
        return []
    gone = [game_id for game_id in ids if not (game_id in server.games and server.games[game_id].clients)]
    for game_id in gone:
        game = server.games.pop(game_id, None)
        if game is None:
            continue
        game.broken = True  # its computers stop
        for timer in game.away.values():
            timer.cancel()
        game.away.clear()
        if game.driver is not None:
            game.driver.cancel()
        for watcher in game.spectators:
            watcher.send(error_frame("game_over", "the game has expired on the server"))
            watcher.close_after(1000, "the game has expired")
    if gone:
        try:
            server.store.remove(gone)
        except sqlite3.Error as exc:
            log.warning("the store could not remove %d expired games (%s)", len(gone), exc)
            return []
        log.info("%d expired games removed", len(gone))
    return gone


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
