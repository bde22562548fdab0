"""The server's rooms: one connection to the game server, one game on it, and what the rooms ask of the server.

The server (:mod:`gameofyear.net.server`) makes a :class:`Client` for each WebSocket connection; the
client's own writer task sends its frames in order, so that a slow connection never holds up the others
(too many frames waiting close it). A :class:`ServerGame` is one game on the server: its table, its events
and the connections in it. The gathering of a game's players (:mod:`.gathering`) and the sweep of the games
whose time is up (:mod:`.expiry`) speak to the server through :class:`GameHall`, a small public interface.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from websockets.asyncio.server import ServerConnection

from ..seats import REMOTE, STAND_IN
from .guard import Limits, TokenBucket
from .protocol import dumps

if TYPE_CHECKING:
    from ..bots import Bot
    from ..table import Table
    from .store import Store

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


@dataclass
class ServerGame:
    """One game on the server.

    Attributes:
        id: the game id (random hex).
        spec: what it was created with (JSON data: setup, edition, seed, seats, options).
        table: the table that drives it.
        events: the public events so far, each as JSON text (the codec's).
        clients: the connection playing each remote seat.
        spectators: the spectators' connections.
        away: the grace timers running, by seat.
        seen: when a person last joined or left (seconds since the epoch); None while nobody has joined:
            then no computer stands in for anybody, and the game expires (:meth:`GameServer.sweep`).

    A computer player standing in for a person who is away is a seat of the
    table (:meth:`Table.stand_in`); :attr:`stand_ins` lists them.
    """

    id: str
    spec: dict[str, Any]
    table: Table
    events: list[str] = field(default_factory=list)
    clients: dict[int, Client] = field(default_factory=dict)
    spectators: set[Client] = field(default_factory=set)
    away: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    flushed: int = 0
    driver: asyncio.Task[None] | None = None
    broken: bool = False
    seen: float | None = None

    @property
    def grace(self) -> float:
        """Seconds a seat waits for its person before a computer player stands in."""
        return float(self.spec.get("grace", 60.0))

    @property
    def stand_ins(self) -> dict[int, Bot]:
        """The computer players standing in for people who are away, by seat (seats of the table)."""
        table = self.table
        return {i: table.bots[i] for i, seat in enumerate(table.seats) if seat.kind == STAND_IN}

    @property
    def remote_seats(self) -> list[int]:
        """The seats of remote people (a computer standing in for one who is away included)."""
        return [i for i, seat in enumerate(self.table.seats) if seat.kind in (REMOTE, STAND_IN)]

    def seat_states(self) -> list[dict[str, Any]]:
        """Each seat's kind, level and presence (``here``, ``away`` or ``computer`` standing in)."""
        states = []
        for i, seat in enumerate(self.table.seats):
            if seat.kind in (REMOTE, STAND_IN):
                states.append({"kind": REMOTE, "level": None,
                               "presence": "here" if i in self.clients else
                               "computer" if seat.kind == STAND_IN else "away"})
            else:
                states.append({"kind": seat.kind, "level": seat.level})
        return states


class GameHall(Protocol):
    """What the gathering (:mod:`.gathering`) and the sweep (:mod:`.expiry`) ask of the server
    (:class:`~gameofyear.net.server.GameServer`): its games, store, limits and clock, and six things it does.
    """

    games: dict[str, ServerGame]
    store: Store
    limits: Limits
    clock: Callable[[], float]

    def welcome(self, client: Client, game: ServerGame, seat: int | None, ref: Any, since: int) -> None:
        """Welcome ``client`` to ``game`` (at ``seat``; None: a spectator), with the events since ``since``."""

    def take_seat(self, game: ServerGame, seat: int, client: Client) -> None:
        """Give ``seat`` of ``game`` to ``client`` (the person is here again)."""

    def seat_left(self, game: ServerGame, seat: int) -> None:
        """The person of ``seat`` left ``game``: a computer stands in after the grace time."""

    def note_seen(self, game: ServerGame) -> None:
        """A person came or went in ``game`` now (the game's expiry counts from here)."""

    def kick(self, game: ServerGame) -> None:
        """Drive ``game`` on: the computers play until a person is asked."""
