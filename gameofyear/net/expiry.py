"""The sweep of the games whose time is up on the server: unjoined, abandoned, finished long ago, or half gathered.

The server runs it now and then (:meth:`GameServer.sweep <gameofyear.net.server.GameServer.sweep>`), through
the rooms' interface (:class:`~.connection.GameHall`).
"""

from __future__ import annotations

import logging
import sqlite3

from .connection import GameHall
from .gathering import awaiting, start_now
from .protocol import error_frame

log = logging.getLogger("gameofyear.net")


def sweep(server: GameHall, now: float | None = None) -> list[str]:
    """Remove the games whose time is up, with their rows, and return their ids.

    A game nobody joined within :attr:`~gameofyear.net.guard.Limits.unjoined_ttl` seconds of its creation, an unfinished
    game nobody came back to for :attr:`~gameofyear.net.guard.Limits.abandoned_ttl`, and the finished games past the newest
    :attr:`~gameofyear.net.guard.Limits.keep_finished` go; a game with a person connected stays. A game half
    gathered (:mod:`~gameofyear.net.gathering`) nobody came to nor left for ``unjoined_ttl`` starts without
    the people still awaited (computers stand in for them after the grace time). Their codes find nothing
    afterwards (``bad_code``); a spectator still watching one is told (``game_over``) and let go.

    Args:
        server: the server whose games are swept.
        now: seconds since the epoch (default the server's :attr:`~gameofyear.net.server.GameServer.clock`).
    """
    limits = server.limits
    now = server.clock() if now is None else now
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
