"""One connection to the game server: its seat once it has said hello, and the frames waiting to be sent.

The server (:mod:`gameofyear.net.server`) makes a :class:`Client` for each WebSocket connection; the
client's own writer task sends its frames in order, so that a slow connection never holds up the others
(too many frames waiting close it).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import ServerConnection

from .guard import Limits, TokenBucket
from .protocol import dumps

if TYPE_CHECKING:
    from .server import ServerGame

log = logging.getLogger("gameofyear.net")


class Client:
    """One connection: its seat once it has said hello, and the frames waiting to be sent to it.

    Attributes:
        ws: the WebSocket connection.
        address: the client's IP address.
        game: the game joined (None before ``hello``).
        seat: the seat played (None: a spectator, or not joined).
    """

    def __init__(self, ws: ServerConnection, limits: Limits):
        self.ws = ws
        self.address = connection_address(ws)
        self.game: ServerGame | None = None
        self.seat: int | None = None
        self.bucket = TokenBucket(limits.rate, limits.burst)
        self.strikes = 0
        self.closing: tuple[int, str] = (1008, "too slow: too many frames waiting")
        """The close code and reason the connection ends with once its frames are sent (:meth:`close_after`)."""
        self.creates = 0
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.limit = limits.outbox

    def send(self, frame: dict[str, Any] | str) -> None:
        """Queue a frame (a dict, or JSON text already made); a client that lets too many pile up is closed."""
        if self.outbox.qsize() >= self.limit:
            self.outbox.put_nowait(None)
            return
        self.outbox.put_nowait(frame if isinstance(frame, str) else dumps(frame))

    def close_after(self, code: int, reason: str) -> None:
        """Close the connection with ``code`` and ``reason`` once the frames queued so far are sent."""
        self.closing = (code, reason)
        self.outbox.put_nowait(None)

    async def write_loop(self) -> None:
        """Send the queued frames in order until the connection closes or the client is too slow."""
        while True:
            text = await self.outbox.get()
            if text is None:
                await self.ws.close(*self.closing)
                return
            try:
                data = text.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate got in (an old store): send it replaced, never stop
                log.warning("a frame to %s held a lone surrogate: sent with it replaced", self.address)
                data = text.encode("utf-8", "replace")
            await self.ws.send(data, text=True)


def connection_address(ws: ServerConnection) -> str:
    """The IP address of the far end of ``ws`` (``"?"`` when its transport is already gone)."""
    try:
        peer = ws.remote_address
        return str(peer[0]) if peer else "?"
    except Exception:  # noqa: BLE001 - a transport already gone
        return "?"
