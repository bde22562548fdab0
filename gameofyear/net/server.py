"""The game server: the referee of many games between remote players, on ``websockets`` (asyncio).

Each game is driven through a :class:`~gameofyear.table.Table`: the seats of
remote people are ``remote`` seats whose actions arrive as ``act`` frames, and
computer seats are answered here, on the server. A client receives only its
own observation, its own pending decision and the public events; it may act
only for its own seat, when the game waits for it, with a legal action —
anything else gets an ``error`` frame and changes nothing.

Every accepted action is committed to the :class:`~gameofyear.net.store.Store`
before any frame tells of it, so a server killed at any moment resumes each
game exactly where it stood (:meth:`GameServer.load`). A seat whose person
has gone waits ``grace`` seconds, then a computer player of the host's chosen
level (``stand_in``) plays it until the person is back.

The server draws every game's seed itself (:func:`~gameofyear.engine.streams.new_seed`: 256 bits of
:mod:`secrets`) and refuses a ``create`` frame that brings one; the game draws from the separate keyed
streams of :data:`~gameofyear.engine.streams.CURRENT_SCHEME`, so that no seat can work out the decks, the
next spins or another seat's lucky number from what it is sent. The seed stays in the store (which only
the server's user may read).

``gameofyear serve`` runs :func:`~gameofyear.net.running.serve`; the window's host mode runs a
:class:`GameServer` in-process (the same code). The frames are described in
``docs/PROTOCOL.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import secrets
import sqlite3
import ssl
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection
from websockets.asyncio.server import serve as ws_serve
from websockets.exceptions import ConnectionClosed

from ..bots import BOT_LEVELS
from ..content import Content, load_content
from ..engine import IllegalActionError, SetupError
from ..engine import events as ev
from ..engine.game import ClaimAction
from ..engine.notation import encode, parse_action, parse_claim
from ..engine.setup import Setup
from ..engine.streams import CURRENT_SCHEME, check_scheme, new_seed
from ..saves.format import action_from_json
from ..seats import DEFAULT_LEVEL, STAND_IN, Seat, SeatKind
from ..table import Table, Thinking
from . import expiry, gathering, probe
from .connection import Client, ServerGame
from .guard import (
    BACKLOG,
    AddressBook,
    ConnectionGate,
    Limits,
    connection_cap,
    gated_connection,
    throttle_logs,
)
from .invitation import new_seat_code
from .protocol import (
    HARD_FRAME_BYTES,
    HISTORY_PAGE,
    PROTOCOL_VERSION,
    VERSIONED_TYPES,
    FrameError,
    dumps,
    error_frame,
    parse_client_frame,
)
from .specs import spec_bot_seed, spec_scheme, spec_seats
from .store import Store, StoreBusy, StoredGame
from .views import _PublicView, seat_setup, withheld_seats
from .views import seat_observation as seat_observation  # where the tests and the joined window read it

log = logging.getLogger("gameofyear.net")

EDITIONS = ("classic", "italian")
"""The editions a game may be created with."""

MAX_GRACE = 24 * 3600.0
"""The longest grace time a host may set (seconds)."""


class GameServer:
    """Holds the games, accepts WebSocket connections and referees.

    Args:
        store: where games and actions are kept.
        limits: what each connection and address may do.
        content_folder: a house almanac for every game (None: the game's own).
        operator_key: the key a ``create`` frame must carry (``gameofyear serve``); None: no ``create``
            frame is accepted, games are made only by :meth:`create_game` in this process (the host's window).
        seeds: where each new game's seed comes from (default :func:`~gameofyear.engine.streams.new_seed`,
            256 secret bits; a test gives known ones to play a known game).
        scheme: the random scheme of new games (default the keyed streams; a test of the legacy one gives 1).

    Raises:
        ValueError: an unknown scheme.
    """

    def __init__(self, store: Store, limits: Limits | None = None, content_folder: Path | None = None,
                 operator_key: str | None = None, *, seeds: Callable[[], int] = new_seed,
                 scheme: int = CURRENT_SCHEME):
        self.store = store
        self.seeds = seeds
        self.scheme = check_scheme(scheme)
        self.limits = limits or Limits()
        self.operator_key = operator_key
        self.content_folder = content_folder
        self.games: dict[str, ServerGame] = {}
        self.connections: set[Client] = set()
        self.addresses = AddressBook(self.limits)
        """The quotas of each client address across its connections."""
        self._contents: dict[str, Content] = {}
        self._server: Server | None = None
        self.gate = ConnectionGate(connection_cap(self.limits.connections), self.limits.per_address)
        """The sockets open, counted from accept (set again at :meth:`start` from the file limit then)."""
        self.clock: Callable[[], float] = time.time
        """Seconds since the epoch: when games are created, joined and expire (tests set another)."""
        self._sweeper: asyncio.Task[None] | None = None
        self._probes: set[asyncio.Task[None]] = set()
        self.on_change: Callable[[ServerGame], None] | None = None
        """Called after each batch a game broadcasts (the host window's autosave)."""

    # ------------------------------------------------------------------ running

    async def start(self, host: str = "127.0.0.1", port: int = 0, ssl_context: ssl.SSLContext | None = None) -> int:
        """Resume the stored games and listen; returns the port (``port`` 0: any free one).

        Raises:
            OSError: the address cannot be listened on.
        """
        throttle_logs()
        self.load()
        self.gate = ConnectionGate(connection_cap(self.limits.connections), self.limits.per_address)
        self._server = await ws_serve(self._handle, host, port, ssl=ssl_context, max_size=HARD_FRAME_BYTES,
                                      max_queue=32, ping_interval=20, ping_timeout=20, close_timeout=2,
                                      compression=None, open_timeout=self.limits.handshake_timeout, backlog=BACKLOG,
                                      create_connection=gated_connection(self.gate))
        self.sweep()
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_now_and_then())
        sockets = list(self._server.sockets)
        return int(sockets[0].getsockname()[1]) if sockets else port

    async def close(self) -> None:
        """Stop listening and close every connection (the store keeps everything)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for task in list(self._probes):
            task.cancel()
        for game in self.games.values():
            for timer in game.away.values():
                timer.cancel()
            if game.driver is not None:
                game.driver.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    def load(self) -> int:
        """Bring back every unfinished game of the store, exactly where it stood; returns how many.

        A game that cannot be rebuilt (content changed under it) is logged and left in the store.
        """
        count = 0
        for stored in self.store.games():
            if stored.id in self.games:
                continue
            try:
                game = self._rebuild(stored)
            except (IllegalActionError, SetupError, ValueError, KeyError, TypeError) as exc:
                log.error("game %s cannot be resumed: %s", stored.id, exc)
                continue
            self.games[game.id] = game
            for seat in game.remote_seats:
                self.seat_left(game, seat)
            self.kick(game)
            count += 1
        return count

    def content(self, edition: str) -> Content:
        """The rules of ``edition`` (loaded once).

        Raises:
            ValueError: an edition this server does not have.
        """
        if edition not in EDITIONS:
            raise ValueError(f"unknown edition {edition!r}")
        if edition not in self._contents:
            self._contents[edition] = load_content(self.content_folder, edition=edition)
        return self._contents[edition]

    # ------------------------------------------------------------------ games

    def create_game(self, request: dict[str, Any]) -> dict[str, Any]:
        """Create a game from a ``create`` frame's fields; return the ``created`` frame.

        The request gives ``setup`` (:meth:`Setup.to_json` data), ``seats`` (one
        ``{"kind": "remote" | "computer", "level": ...}`` per player),
        and optionally ``edition``, ``grace`` (seconds), ``stand_in``
        (a computer level) and ``spectators``. The seed is the server's own
        (:attr:`seeds`): a request that names one is refused.

        Returns:
            ``{"type": "created", "game": id, "codes": [{"seat": i, "code": ...}], "spectators": code | None}``.

        Raises:
            FrameError: ``bad_game`` (with why: a seed asked for, a setup or seats that do not fit)
                or ``too_many_games``.
        """
        if len(self.games) >= self.limits.games:
            raise FrameError("too_many_games")
        if "seed" in request:
            raise FrameError("bad_game", "the server draws every game's seed itself, in secret: "
                             "a create frame names no seed")
        try:
            setup = Setup.from_json(request["setup"])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise FrameError("bad_game", f"the setup does not fit: {exc}") from None
        edition = request.get("edition") or "classic"
        seats_in = request.get("seats")
        if not isinstance(seats_in, list) or len(seats_in) != len(setup.players):
            raise FrameError("bad_game", "one seat per player is needed")
        seats: list[dict[str, Any]] = []
        for i, seat in enumerate(seats_in):
            if not isinstance(seat, dict) or seat.get("kind") not in ("remote", "computer"):
                raise FrameError("bad_game", f"seat {i}: kind is remote or computer")
            level = seat.get("level")
            if seat["kind"] == "computer" and level not in BOT_LEVELS:
                raise FrameError("bad_game", f"seat {i}: level is one of {', '.join(BOT_LEVELS)}")
            seats.append(Seat(SeatKind(seat["kind"]), level if seat["kind"] == "computer" else None).to_json())
        if not any(seat["kind"] == "remote" for seat in seats):
            raise FrameError("bad_game", "a network game needs at least one remote seat (a person)")
        stand_in = request.get("stand_in") or DEFAULT_LEVEL
        if stand_in not in BOT_LEVELS:
            raise FrameError("bad_game", f"stand_in is one of {', '.join(BOT_LEVELS)}")
        grace = request.get("grace", 60.0)
        if not isinstance(grace, (int, float)) or isinstance(grace, bool) or not 0 <= grace <= MAX_GRACE:
            raise FrameError("bad_game", f"grace is 0 to {MAX_GRACE:.0f} seconds")
        seed = self.seeds()
        spec = {"setup": setup.to_json(), "edition": edition, "seed": seed, "rng_scheme": self.scheme, "seats": seats,
                "grace": float(grace), "stand_in": stand_in, "spectators": bool(request.get("spectators", False))}
        try:
            content = self.content(edition)
            spec["digest"] = content.digest_for(not setup.variants.plain)
            table = Table.new(setup, content, seed, spec_seats(spec), scheme=self.scheme)
        except (SetupError, ValueError) as exc:
            raise FrameError("bad_game", str(exc)) from None
        game_id = secrets.token_hex(8)
        codes = {new_seat_code(): i for i, seat in enumerate(seats) if seat["kind"] == "remote"}
        watch = new_seat_code() if spec["spectators"] else None
        all_codes: dict[str, int | None] = dict(codes)
        if watch is not None:
            all_codes[watch] = None
        if request.get("gather"):  # nothing is played until every remote seat has said hello (gathering.py)
            spec["awaiting"] = [i for i, seat in enumerate(seats) if seat["kind"] == "remote"]
        game = ServerGame(game_id, spec, table)
        self.store.add_game(game_id, spec, all_codes)
        self.games[game_id] = game
        if gathering.awaiting(game):
            return self._created(game_id, codes, watch)
        game.events = [dumps(encode(e)) for e in table.game.start_events]
        claimed = table.claims_pass()
        for n, action in enumerate(table.game.actions):
            self.store.append(game_id, n, action)
        game.events += [dumps(encode(e)) for e in claimed]
        for seat in game.remote_seats:
            self.seat_left(game, seat)
        self.kick(game)
        return self._created(game_id, codes, watch)

    def _created(self, game_id: str, codes: dict[str, int], watch: str | None) -> dict[str, Any]:
        return {"type": "created", "game": game_id,
                "codes": sorted(({"seat": i, "code": c} for c, i in codes.items()), key=lambda c: c["seat"]),
                "spectators": watch}

    def _rebuild(self, stored: StoredGame) -> ServerGame:
        spec = stored.spec
        content = self.content(spec["edition"])
        setup = Setup.from_json(spec["setup"])
        if spec.get("digest") not in (None, content.digest_for(not setup.variants.plain)):
            raise ValueError("the rules changed since the game began")
        events: list[str] = []

        def collect(batch: list[ev.Event], _: Any) -> None:
            events.extend(dumps(encode(e)) for e in batch)

        table = Table.relive(setup, content, int(spec["seed"]), [action_from_json(a) for a in stored.actions],
                             spec_seats(spec), on_events=collect, scheme=spec_scheme(spec))
        game = ServerGame(stored.id, spec, table, events, seen=stored.seen)
        game.flushed = len(events)
        return game

    def _find(self, code: str) -> tuple[ServerGame, int | None] | None:
        found = self.store.find_code(code)
        if found is None:
            return None
        game_id, seat = found
        game = self.games.get(game_id)
        if game is None:
            if len(self.games) >= self.limits.games:
                raise FrameError("too_many_games")
            try:
                game = self._rebuild(self.store.game(game_id))
            except (IllegalActionError, SetupError, ValueError, KeyError, TypeError) as exc:
                log.error("game %s cannot be loaded: %s", game_id, exc)
                raise FrameError("server_error", "this game cannot be loaded") from None
            self.games[game_id] = game
        return game, seat

    # ------------------------------------------------------------------ connections

    async def _handle(self, ws: ServerConnection) -> None:
        client = Client(ws, self.limits)
        address = client.address
        refusal = self._refusal(address)
        if refusal is not None:
            code, close_code, why = refusal
            with contextlib.suppress(ConnectionClosed):
                await ws.send(dumps(error_frame(code, why)))
                await ws.close(close_code, why)
            return
        self.connections.add(client)
        writer = asyncio.create_task(client.write_loop())
        hello_timer = asyncio.get_running_loop().call_later(self.limits.hello_timeout, self._no_hello, client)
        try:
            async for message in ws:
                if not (client.bucket.take() and self.addresses.frame(address)):
                    client.strikes += 1
                    client.send(error_frame("rate"))
                    if client.strikes >= self.limits.strikes:
                        break
                    continue
                ref = None
                try:
                    frame = parse_client_frame(message)
                    ref = frame.get("ref")
                    self._dispatch(client, frame)
                except FrameError as exc:
                    client.send(error_frame(exc.code, exc.detail, ref))
                except StoreBusy as exc:  # another program holds the store: say so at once, change nothing
                    log.warning("frame from %s: %s", address, exc)
                    client.send(error_frame("server_error", str(exc), ref))
                except Exception:  # a bug must not take the server down: say so, change nothing more
                    log.exception("frame from %s", address)
                    client.send(error_frame("server_error", "", ref))
        except ConnectionClosed:
            pass
        finally:
            hello_timer.cancel()
            self._leave(client)
            self.connections.discard(client)
            self.addresses.close(address)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(writer), 0.5) if not writer.done() else None
            writer.cancel()
            if ws.close_code is None:
                with contextlib.suppress(Exception):
                    await ws.close(1008, "closing")

    def _refusal(self, address: str) -> tuple[str, int, str] | None:
        """Why a new connection from ``address`` is refused at once: ``(error code, close code, words)``, or None."""
        if self.gate.full or len(self.connections) >= self.gate.cap:
            return "server_full", 1013, "the server is full: try again later"
        if not self.addresses.open(address):
            return "rate", 1008, "too many connections from this address"
        return None

    def _no_hello(self, client: Client) -> None:
        """Close a connection that has neither joined nor created a game within :attr:`Limits.hello_timeout`."""
        if client.game is None and client.seat is None and not client.creates:  # a seat taken over is let go apart
            seconds = f"{self.limits.hello_timeout:g}"
            client.send(error_frame("hello_timeout", f"no hello within {seconds} s"))
            client.close_after(1008, f"no hello within {seconds} s")

    def _dispatch(self, client: Client, frame: dict[str, Any]) -> None:
        kind = frame["type"]
        ref = frame.get("ref")
        if kind in VERSIONED_TYPES and frame["protocol"] != PROTOCOL_VERSION:
            raise FrameError("version", f"this server speaks protocol {PROTOCOL_VERSION}")
        if kind == "ping":
            client.send({"type": "pong", **({"ref": ref} if ref is not None else {})})
        elif kind == "hello":
            self._hello(client, frame)
        elif kind == "create":
            if client.game is not None:
                raise FrameError("already_joined")
            self._may_create(client, frame.get("key"))
            created = self.create_game(frame)
            self.addresses.created(client.address)
            client.creates += 1
            if ref is not None:
                created["ref"] = ref
            client.send(created)
        elif kind == "act":
            self._act(client, frame)
        elif kind == "probe":
            self._probe(client, frame)

    def _probe(self, client: Client, frame: dict[str, Any]) -> None:
        """Check from outside that the asker's own port answers (:mod:`.probe`): reach back to the address the
        connection comes from, never another, within the address's quota; reply ``probed`` when done.

        Raises:
            FrameError: ``probe_refused`` for an asker at an address that is not public (unless
                :attr:`Limits.probe_private`); ``too_many_probes`` past the address's quota or the server's checks
                at once.
        """
        if not (self.limits.probe_private or probe.public(client.address)):
            raise FrameError("probe_refused", f"this server sees you at {client.address}, not a public address: it "
                                              "is not outside your home (or stands behind a proxy)")
        if len(self._probes) >= self.limits.probes_at_once:
            raise FrameError("too_many_probes", "the server is checking as many ports as it may: try again soon")
        if not self.addresses.probe(client.address):
            raise FrameError("too_many_probes", f"this address may ask for {self.limits.probes_per_address} "
                                                f"checks in {self.limits.probe_window:g} s")
        address, port, ref = client.address, int(frame["port"]), frame.get("ref")

        async def check() -> None:
            found, detail = await probe.answers(address, port, bool(frame.get("tls", False)), self.limits.probe_timeout)
            reply: dict[str, Any] = {"type": "probed", "address": address, "port": port, "answers": found,
                                     "detail": detail}
            client.send(reply if ref is None else {**reply, "ref": ref})

        task = asyncio.get_running_loop().create_task(check())
        self._probes.add(task)
        task.add_done_callback(self._probes.discard)

    def _may_create(self, client: Client, key: str | None) -> None:
        """Refuse a ``create`` frame without the operator's key, or past its address's quota.

        Raises:
            FrameError: ``bad_key`` or ``too_many_games``.
        """
        if self.operator_key is None:
            raise FrameError("bad_key", "this server creates games only for the window that runs it")
        given = (key or "").encode("utf-8", "surrogatepass")
        if not hmac.compare_digest(given, self.operator_key.encode("utf-8", "surrogatepass")):
            raise FrameError("bad_key", "creating a game on this server needs its operator key")
        if not self.addresses.may_create(client.address):
            limits = self.limits
            raise FrameError("too_many_games", f"this address has created {limits.creates_per_address} games "
                                               f"in {limits.create_window:g} s, as many as it may")

    def _hello(self, client: Client, frame: dict[str, Any]) -> None:
        if client.game is not None:
            raise FrameError("already_joined")
        found = self._find(frame["code"])
        if found is None:
            raise FrameError("bad_code")
        game, seat = found
        if seat is None:
            if not game.spec.get("spectators"):
                raise FrameError("spectators_refused")
            game.spectators.add(client)
        else:
            if gathering.awaiting(game) and gathering.arrive(self, client, game, seat, frame):
                return
            self.take_seat(game, seat, client)
            timer = game.away.pop(seat, None)
            if timer is not None:
                timer.cancel()
            game.table.stand_down(seat)
            first = game.seen is None
            self.note_seen(game)
            if first:  # the first person is here: the grace time of the others runs from now
                for other in game.remote_seats:
                    if other not in game.clients:
                        self.seat_left(game, other)
        self.welcome(client, game, seat, frame.get("ref"), int(frame.get("since") or 0))

    def welcome(self, client: Client, game: ServerGame, seat: int | None, ref: Any, since: int) -> None:
        """Send ``client`` its ``welcome`` for ``seat`` and the game since event ``since``."""
        client.game, client.seat = game, seat
        spec = game.spec
        client.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "game": game.id, "seat": seat,
                     "limits": {"rate": self.limits.rate, "burst": self.limits.burst},
                     "setup": seat_setup(spec["setup"], seat, game.table.game.content.facts),
                     "withheld": withheld_seats(spec["setup"], seat), "edition": spec["edition"],
                     "seats": game.seat_states(),
                     "claims": game.table.game.claims, "grace": spec["grace"], "stand_in": spec["stand_in"],
                     "ref": ref})
        since = min(since, game.flushed)
        while True:
            end = min(game.flushed, since + HISTORY_PAGE)
            last = end >= game.flushed
            client.send(self._update(game, client, since, end, with_view=last))
            since = end
            if last:
                break
        self._presence(game)

    def take_seat(self, game: ServerGame, seat: int, client: Client) -> None:
        """Give ``seat`` of ``game`` to ``client``; a connection that held it (the same person back on a new
        one) is told ``seat_taken`` and let go."""
        old = game.clients.get(seat)
        if old is not None and old is not client:
            old.game = None
            old.send(error_frame("seat_taken", "this seat is played from another connection now"))
            old.outbox.put_nowait(None)
        game.clients[seat] = client

    def _leave(self, client: Client) -> None:
        game, seat = client.game, client.seat
        client.game = None
        if game is None:
            return
        if seat is None:
            game.spectators.discard(client)
        elif game.clients.get(seat) is client:
            del game.clients[seat]
            self.note_seen(game)
            self.seat_left(game, seat)
            self._presence(game)
        if game.table.game.finished and not game.clients and not game.spectators:
            self.games.pop(game.id, None)  # over and nobody looking: the store keeps it (see _find)

    def seat_left(self, game: ServerGame, seat: int) -> None:
        """The person of ``seat`` is gone from ``game``: a computer stands in after the grace time, unless the
        game is over, the seat is already waited for or played by a stand-in, or nobody has joined yet."""
        if (game.table.game.finished or seat in game.away or game.table.seats[seat].kind == STAND_IN
                or game.seen is None or gathering.awaiting(game)):  # nobody has joined yet, or not all
            return
        loop = asyncio.get_running_loop()
        game.away[seat] = loop.call_later(game.grace, self._stand_in, game, seat)

    def note_seen(self, game: ServerGame) -> None:
        """A person joined or left ``game`` now: note it (in the store too, for :meth:`sweep`)."""
        game.seen = self.clock()
        try:
            self.store.touch(game.id, game.seen)
        except sqlite3.Error as exc:  # only the expiry is less exact: the game goes on
            log.warning("game %s: the store did not note a person coming or going (%s)", game.id, exc)

    def sweep(self, now: float | None = None) -> list[str]:
        """Remove the games whose time is up, with their rows, and return their ids
        (:func:`~gameofyear.net.expiry.sweep`).

        Args:
            now: seconds since the epoch (default :attr:`clock`).
        """
        return expiry.sweep(self, now)

    async def _sweep_now_and_then(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_every)
            self.sweep()

    def _stand_in(self, game: ServerGame, seat: int) -> None:
        game.away.pop(seat, None)
        if seat in game.clients or game.broken:
            return
        level = game.spec.get("stand_in", DEFAULT_LEVEL)
        game.table.stand_in(seat, level, spec_bot_seed(game.spec, seat) + 1_000_003)
        self._presence(game)
        self.kick(game)

    def _presence(self, game: ServerGame) -> None:
        frame = dumps({"type": "seats", "seats": game.seat_states()})
        gathered = gathering.gathering_frame(game) if gathering.awaiting(game) else None
        for other in [*game.clients.values(), *game.spectators]:
            other.send(frame)
            if gathered is not None and other.seat is not None:
                other.send(gathered)

    # ------------------------------------------------------------------ acting

    def _act(self, client: Client, frame: dict[str, Any]) -> None:
        game, seat = client.game, client.seat
        if game is None:
            raise FrameError("not_joined")
        if seat is None:
            raise FrameError("not_your_seat", "spectators do not act")
        if frame.get("seat") is not None and frame["seat"] != seat:
            raise FrameError("not_your_seat", f"this connection plays seat {seat}")
        the_game = game.table.game
        if the_game.finished:
            raise FrameError("game_over")
        if game.broken:
            raise FrameError("server_error", "this game is closed")
        text = frame["action"].strip()
        if text.startswith("claim"):
            try:
                creditor, claim_id = parse_claim(text)
            except IllegalActionError as exc:
                raise FrameError("illegal", exc.reason) from None
            if creditor != seat:
                raise FrameError("not_your_seat", f"seat {seat} may claim only its own sums")
            if the_game.claims != "manual" or claim_id not in {c.id for c in the_game.open_claims(seat)}:
                raise FrameError("illegal", f"claim {claim_id} cannot be made now")
            self._accept(game, ClaimAction(creditor, claim_id))
        else:
            decision = the_game.pending
            if decision is None or decision.player != seat:
                raise FrameError("not_your_turn")
            at = frame.get("at")
            if at is not None and at != len(the_game.actions):
                raise FrameError("stale", f"the game is at action {len(the_game.actions)}, not {at}")
            try:
                action = parse_action(decision, text)
            except IllegalActionError as exc:
                raise FrameError("illegal", exc.reason) from None
            self._accept(game, action)
        self._flush(game)
        self.kick(game)

    def _accept(self, game: ServerGame, action: Any) -> None:
        """Play a person's action or claim through the table, then :meth:`_commit` it; broadcast later (:meth:`_flush`)."""
        table = game.table
        start = len(table.game.actions)
        try:
            if isinstance(action, ClaimAction):
                events = table.claim(action.creditor, action.claim_id)
            else:
                events = table.play(action)
        except IllegalActionError as exc:
            raise FrameError("illegal", exc.reason) from None
        self._commit(game, start, events)

    def _commit(self, game: ServerGame, start: int, events: list[ev.Event]) -> None:
        """Let the computers claim, then commit every action since ``start`` to the store, and keep the events.

        Raises:
            FrameError: (``server_error``) the store refused an action: the game is closed.
        """
        table = game.table
        events += table.claims_pass()
        new = table.game.actions[start:]
        try:
            for k, done in enumerate(new):
                self.store.append(game.id, start + k, done,
                                  finished=table.game.finished and k == len(new) - 1)
        except sqlite3.Error as exc:  # the store is behind the game: close it, it resumes from the store
            log.error("game %s: the store refused an action (%s); the game is closed", game.id, exc)
            self._break(game)
            raise FrameError("server_error", "the server could not record the action") from None
        game.events.extend(dumps(encode(e)) for e in events)

    def _break(self, game: ServerGame) -> None:
        game.broken = True
        self.games.pop(game.id, None)
        for client in [*game.clients.values(), *game.spectators]:
            client.send(error_frame("server_error", "the game was closed on the server; reconnect"))
            client.outbox.put_nowait(None)

    def kick(self, game: ServerGame) -> None:
        """Let the computers play their decisions (one task per game at a time)."""
        if (game.driver is None or game.driver.done()) and not gathering.awaiting(game):
            game.driver = asyncio.get_running_loop().create_task(self._drive(game))

    async def _drive(self, game: ServerGame) -> None:
        """Let the computer seats (and stand-ins) play through the table until a person must act."""
        table = game.table
        count = 0
        while not game.broken:
            start = len(table.game.actions)
            try:
                move = table.computer_move()
                if isinstance(move, Thinking):  # it thinks long: on a thread, the event loop goes on
                    answer = await asyncio.to_thread(move.ask)
                    if game.broken:
                        break
                    move = table.answer(move, answer)
                    if move is None:
                        continue  # someone claimed meanwhile, or the person is back: ask again
            except IllegalActionError as exc:
                log.error("game %s: a computer player's answer was refused (%s)", game.id, exc.reason)
                break
            if move is None:
                break
            try:
                self._commit(game, start, move)
            except FrameError:
                break
            count += 1
            if count % 16 == 0:
                self._flush(game)
                await asyncio.sleep(0)
        self._flush(game)

    def _flush(self, game: ServerGame) -> None:
        """Send every client of the game the events not yet sent, with its own observation and decision."""
        start, end = game.flushed, len(game.events)
        game.flushed = end
        clients = [*game.clients.values(), *game.spectators]
        if clients:
            public = _PublicView(encode(game.table.game.observation(None)))
            for client in clients:
                client.send(self._update(game, client, start, end, public=public))
        if self.on_change is not None:
            self.on_change(game)

    def _update(self, game: ServerGame, client: Client, start: int, end: int, with_view: bool = True,
                public: _PublicView | None = None) -> str:
        """The ``update`` frame of events ``start:end`` for one client (its own observation and decision).

        ``public`` is the spectators' observation (encoded), shared by every client of one batch.
        """
        the_game = game.table.game
        parts = ['{"type":"update","from":', str(start), ',"seq":', str(end), ',"at":', str(len(the_game.actions)),
                 ',"events":[', ",".join(game.events[start:end]), "]"]
        if with_view:
            seat = client.seat
            decision = the_game.pending
            mine = decision is not None and seat is not None and decision.player == seat
            if public is None:
                public = _PublicView(encode(the_game.observation(None)))
            parts += [',"observation":', public.text_for(the_game, seat),
                      ',"decision":', dumps(encode(decision)) if mine else "null",
                      ',"waiting_for":', "null" if decision is None else str(decision.player)]
            if the_game.finished:
                outcome = the_game.outcome()
                assert outcome is not None
                parts += [',"outcome":', dumps({"ranking": [list(r) for r in outcome.ranking],
                                                "first": outcome.first, "second": outcome.second})]
        parts.append("}")
        return "".join(parts)


_action_value = action_from_json
"""An action as the store keeps it, back as the engine's value: the saves' decoder, one for both."""


