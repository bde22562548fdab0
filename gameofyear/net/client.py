"""A Qt-free asyncio client of the game server: it joins one seat and reconnects by itself.

:class:`GameClient` keeps what its seat may know — the public events so far,
its own observation and, when the game waits for it, its own decision — and
sends actions in the notation (``"pledge 2"``). When the connection drops it
reconnects with a growing pause (``backoff``), saying so through
``on_status``, and asks only for the events it has not seen. Tests, the
benchmark and the window (on a worker thread) use it.

>>> # async with GameClient("ws://127.0.0.1:8765", code) as client:
>>> #     update = await client.wait_for(lambda c: c.decision is not None, timeout=10)
>>> #     await client.act("spin")
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..bots.base import Bot, BotView
from ..content import Content
from ..engine import events as ev
from ..engine.decisions import Decision
from ..engine.game import Observation
from ..engine.notation import action_text, decode
from ..engine.setup import Setup
from .guard import Pacer
from .protocol import CLIENT_MAX_BYTES, PROTOCOL_VERSION, dumps
from .tls import MISMATCH, SHORTEST_PIN_BYTES, UNTRUSTED, CertificateMismatch, check_peer, pinned_client_context

FATAL = frozenset({"bad_code", "version", "spectators_refused", "seat_taken", "bad_profile"})
"""Error codes after which the client stops trying: coming back would be refused again."""


class ServerRefused(Exception):
    """The server refused this client for good (an error code of :data:`FATAL`), or a request failed; or the
    client gave up: ``certificate`` (the server's certificate is not the pinned one), ``untrusted`` (no pin, and
    a certificate nobody vouches for), ``unreachable`` (``attempts`` failed), ``bad_address``.

    Attributes:
        code: the error code; message: the server's words.
    """

    def __init__(self, code: str, message: str = ""):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Status:
    """What the connection is doing, for the screen.

    Attributes:
        state: ``connecting``, ``gathering`` (joined; the game awaits other people), ``connected``, ``reconnecting`` (waiting ``delay`` seconds
            before attempt ``attempt``), ``refused`` (see ``reason``) or ``closed``.
        delay: seconds until the next attempt (``reconnecting``).
        attempt: the number of the next attempt (from 1).
        reason: why the last connection ended or was refused.
    """

    state: str
    delay: float = 0.0
    attempt: int = 0
    reason: str = ""


class GameClient:
    """One seat (or a spectator) in one game on a server.

    Args:
        url: ``ws://host:port`` or ``wss://host:port``.
        code: the seat's invitation code (or the spectators' code).
        on_frame: called with each frame received (a dict), after the client's state is updated.
        on_status: called with a :class:`Status` whenever the connection changes.
        ssl_context: for ``wss://`` with a certificate the system does not trust (tests).
        pin: for ``wss://`` with the host's self-signed certificate: its SHA-256 fingerprint, or the first
            :data:`~gameofyear.net.tls.SHORTEST_PIN_BYTES` bytes of it or more (the invitation's). The certificate
            the server shows is checked against it before the seat's code is sent; one that does not match refuses
            the connection for good (``certificate``, :data:`~gameofyear.net.tls.MISMATCH`).
        backoff: ``(first, longest)`` pause between attempts, seconds; each pause
            doubles (with a little jitter) up to ``longest``.
        attempts: give up after this many failed attempts in a row (None: never).
        open_timeout: seconds allowed for one connection's opening handshake.
        profile: this person's profile (:meth:`~gameofyear.engine.setup.PlayerProfile.to_json` data), sent in
            ``hello`` for a game that gathers its people (None: the host's placeholder stands).

    Attributes:
        seat: the seat played (None for a spectator or before the welcome).
        welcome: the last ``welcome`` frame.
        events: every public event so far, decoded, in order.
        observation: this seat's latest observation.
        decision: this seat's pending decision, or None.
        at: the number of actions the game had at the last update.
        outcome: the last update's ``outcome`` (the game is over), or None.
        seats: each seat's kind and presence (the last ``seats`` or ``welcome`` frame).
        gathering: the last ``gathering`` frame (who is here and who is awaited) until the ``welcome``, else None.
        errors: the ``error`` frames received, in order.

    Raises:
        ValueError: a ``pin`` with a ``ws://`` address (nothing to check), or a pin of the wrong length.
    """

    def __init__(self, url: str, code: str, *, on_frame: Callable[[dict[str, Any]], None] | None = None,
                 on_status: Callable[[Status], None] | None = None, ssl_context: ssl.SSLContext | None = None,
                 backoff: tuple[float, float] = (0.2, 5.0), attempts: int | None = None,
                 open_timeout: float = 5.0, pin: bytes | None = None, profile: dict[str, Any] | None = None):
        if pin is not None:
            if not url.lower().startswith("wss://"):
                raise ValueError(f"a certificate pin needs a wss:// address, not {url!r}")
            if not SHORTEST_PIN_BYTES <= len(pin) <= 32:
                raise ValueError(f"a certificate pin has {SHORTEST_PIN_BYTES} to 32 bytes, not {len(pin)}")
        self.url, self.code = url, code
        self.on_frame, self.on_status = on_frame, on_status
        self.pin = pin
        self.profile = profile
        self.gathering: dict[str, Any] | None = None
        self.ssl_context = ssl_context if ssl_context is not None or pin is None else pinned_client_context()
        self.backoff, self.attempts, self.open_timeout = backoff, attempts, open_timeout
        self.seat: int | None = None
        self.welcome: dict[str, Any] | None = None
        self._raw_events: list[dict[str, Any]] = []
        self._events: list[ev.Event] = []
        self._observation: Observation | dict[str, Any] | None = None
        self.decision: Decision | None = None
        self.at = 0
        self.outcome: dict[str, Any] | None = None
        self.seats: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []
        self.status = Status("connecting")
        self.connections = 0
        """How many times a connection was opened (1 + the reconnections)."""
        self._ws: ClientConnection | None = None
        self._task: asyncio.Task[None] | None = None
        self._changed = asyncio.Condition()
        self._closing = False
        self._refused: ServerRefused | None = None
        self.pacer = Pacer()
        """Keeps the frames sent under the server's rate limit (the one its ``welcome`` gives)."""

    # ------------------------------------------------------------------ lifetime

    async def __aenter__(self) -> GameClient:
        self.start()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    def start(self) -> None:
        """Start connecting (and reconnecting) in a task of the running loop."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    def take_back(self) -> bool:
        """Say hello again with this seat's code after another connection took the seat (``seat_taken``).

        The server gives the seat to the newest connection, so this one plays it
        again (and the other is told ``seat_taken``); only the events not yet
        received come (``since``). Call it on the client's event loop.

        Returns:
            False when there is nothing to take back (the client was not refused with ``seat_taken``).
        """
        if self._refused is None or self._refused.code != "seat_taken" or self._closing:
            return False
        if self._task is not None and not self._task.done():
            return False
        self._refused = None
        self._task = asyncio.get_running_loop().create_task(self._run())
        return True

    async def close(self) -> None:
        """Close the connection and stop reconnecting."""
        self._closing = True
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self._set_status(Status("closed"))

    async def drop(self) -> None:
        """Close the current connection abruptly, as a network failure would; the client reconnects by itself."""
        if self._ws is not None:
            self._ws.transport.abort()

    @property
    def events(self) -> list[ev.Event]:
        """Every public event so far, decoded, in order (a list kept by the client: do not change it)."""
        if len(self._events) < len(self._raw_events):
            self._events.extend(decode(e) for e in self._raw_events[len(self._events):])
        return self._events

    @property
    def event_count(self) -> int:
        """How many public events the client has received."""
        return len(self._raw_events)

    @property
    def observation(self) -> Observation | None:
        """This seat's latest observation (None before the first update)."""
        if isinstance(self._observation, dict):
            self._observation = decode(self._observation)
        return self._observation  # type: ignore[return-value]  # decoded above

    @property
    def refused(self) -> ServerRefused | None:
        """Why the server refused this client for good, or None."""
        return self._refused

    @property
    def connected(self) -> bool:
        """True while a connection is open and welcomed."""
        return self.status.state == "connected"

    async def _run(self) -> None:
        failures = 0
        while not self._closing:
            reason = ""
            try:
                self._set_status(Status("connecting", attempt=failures + 1))
                async with connect(self.url, **_tls(self.ssl_context), max_size=CLIENT_MAX_BYTES,
                                   open_timeout=self.open_timeout, compression=None,
                                   ping_interval=20, ping_timeout=20) as ws:
                    self._ws = ws
                    if self.pin is not None:
                        check_peer(ws.transport, self.pin)
                    self.connections += 1
                    hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "code": self.code,
                             "since": len(self._raw_events)}
                    await ws.send(dumps(hello if self.profile is None else {**hello, "profile": self.profile}))
                    async for message in ws:
                        frame = json.loads(message)
                        if frame.get("type") == "welcome":
                            failures = 0
                        await self._receive(frame)
                        if self._refused is not None:
                            return
                reason = "the server closed the connection"
            except (CertificateMismatch, ssl.SSLCertVerificationError) as exc:  # trying again would not help
                code, words = ("certificate", MISMATCH) if isinstance(exc, CertificateMismatch) else ("untrusted",
                                                                                                    UNTRUSTED)
                self._refused = ServerRefused(code, words)
                self._set_status(Status("refused", reason=words))
                await self._notify()
                return
            except (TimeoutError, OSError, ConnectionClosed, InvalidHandshake) as exc:
                reason = f"{type(exc).__name__}: {exc}"
            except InvalidURI as exc:
                self._refused = ServerRefused("bad_address", str(exc))
                self._set_status(Status("refused", reason=str(exc)))
                await self._notify()
                return
            finally:
                self._ws = None
            if self._closing:
                return
            failures += 1
            if self.attempts is not None and failures >= self.attempts:
                self._refused = ServerRefused("unreachable", reason)
                self._set_status(Status("refused", reason=reason))
                await self._notify()
                return
            first, longest = self.backoff
            delay = min(longest, first * 2 ** (failures - 1)) * random.uniform(0.8, 1.2)
            self._set_status(Status("reconnecting", delay, failures + 1, reason))
            await self._notify()
            await asyncio.sleep(delay)

    async def _receive(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind == "welcome":
            self.welcome = frame
            self.gathering = None
            limit = frame.get("limits")
            if isinstance(limit, dict):
                with contextlib.suppress(TypeError, ValueError):
                    self.pacer.set_limit(float(limit["rate"]), int(limit["burst"]))
            self.seat = frame.get("seat")
            self.seats = frame.get("seats", [])
            self._set_status(Status("connected"))
        elif kind == "update":
            start = int(frame["from"])
            batch = frame["events"]
            have = len(self._raw_events)
            if start <= have:
                self._raw_events.extend(batch[have - start:])  # decoded when asked for
            self.at = int(frame["at"])
            if "observation" in frame:
                self._observation = frame["observation"]  # decoded when asked for
                self.decision = None if frame.get("decision") is None else decode(frame["decision"])
                self.outcome = frame.get("outcome")
        elif kind == "gathering":
            self.gathering = frame
            self._set_status(Status("gathering"))
        elif kind == "seats":
            self.seats = frame["seats"]
        elif kind == "error":
            self.errors.append(frame)
            if frame.get("code") in FATAL:
                self._refused = ServerRefused(frame["code"], frame.get("message", ""))
                self._set_status(Status("refused", reason=frame.get("message", "")))
        if self.on_frame is not None:
            self.on_frame(frame)
        await self._notify()

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    def _set_status(self, status: Status) -> None:
        self.status = status
        if self.on_status is not None:
            self.on_status(status)

    # ------------------------------------------------------------------ playing

    async def wait_for(self, condition: Callable[[GameClient], bool], timeout: float) -> None:
        """Wait until ``condition(self)`` holds.

        Raises:
            TimeoutError: it did not hold within ``timeout`` seconds.
            ServerRefused: the server refused this client for good meanwhile.
        """
        async with asyncio.timeout(timeout), self._changed:
            while not condition(self):
                if self._refused is not None:
                    raise self._refused
                await self._changed.wait()

    async def send(self, frame: dict[str, Any]) -> bool:
        """Send a frame as is, paced under the server's rate limit; returns False when not connected (nothing sent).

        Raises:
            UnicodeEncodeError: a text of the frame holds a lone surrogate (not Unicode text); nothing was sent.
        """
        text = dumps(frame)
        text.encode("utf-8")  # a lone surrogate is refused here, not by the connection
        await self.pacer.wait()
        ws = self._ws
        if ws is None:
            return False
        try:
            await ws.send(text)
        except ConnectionClosed:
            return False
        return True

    async def act(self, action: str, at: int | None = None, ref: str | int | None = None) -> bool:
        """Send an action in the notation for this seat's pending decision.

        Args:
            action: e.g. ``"spin"``, ``"pledge 2"``, ``"claim 3 by 1"``.
            at: the number of actions the decision was asked at (default: the last update's);
                the server refuses the action as ``stale`` if the game has moved on.
            ref: carried back by the ``error`` frame that refuses it (None: no ``ref``).

        Returns:
            False when not connected (nothing was sent; the decision comes again on reconnecting).
        """
        frame: dict[str, Any] = {"type": "act", "action": action, "at": self.at if at is None else at}
        if ref is not None:
            frame["ref"] = ref
        return await self.send(frame)

    def bot_view(self, setup: Setup, content: Content) -> BotView:
        """What a computer player playing this seat would see now.

        Raises:
            ValueError: no decision of this seat is pending.
        """
        if self.decision is None or self.observation is None or self.seat is None:
            raise ValueError("no decision of this seat is pending")
        return BotView(self.seat, self.decision, self.observation, setup, content)


def _tls(context: ssl.SSLContext | None) -> dict[str, Any]:
    """The ``ssl`` argument of ``connect``: the context given, or none at all (``wss://`` then trusts the system's
    authorities; ``ssl=None`` would be refused with a ``wss://`` address)."""
    return {} if context is None else {"ssl": context}


async def create_game(url: str, request: dict[str, Any], ssl_context: ssl.SSLContext | None = None,
                      timeout: float = 10.0, key: str | None = None, pin: bytes | None = None) -> dict[str, Any]:
    """Ask a server for a new game; return its ``created`` frame (game id, one code per remote seat).

    Args:
        request: the ``create`` frame's fields (see :meth:`GameServer.create_game`).
        key: the server's operator key (``gameofyear serve`` creates games only with it); None: the
            request's own ``key``, if any.
        pin: the pin of the server's own certificate, as ``gameofyear serve`` prints it
            (:func:`~gameofyear.net.invitation.read_pin`); nothing is sent before the certificate is found to be
            that one. None: ``ssl_context``, or the system's authorities.

    Raises:
        ServerRefused: the server answered with an error frame.
        CertificateMismatch: the server's certificate is not the one ``pin`` names.
        OSError, TimeoutError: the server could not be reached.
    """
    context = pinned_client_context() if pin is not None else ssl_context
    async with connect(url, **_tls(context), max_size=CLIENT_MAX_BYTES, open_timeout=timeout) as ws:
        if pin is not None:
            check_peer(ws.transport, pin)
        frame = {"type": "create", "protocol": PROTOCOL_VERSION, **request}
        if key is not None:
            frame["key"] = key
        await ws.send(dumps(frame))
        reply = json.loads(await asyncio.wait_for(ws.recv(), timeout))
    if reply.get("type") != "created":
        raise ServerRefused(reply.get("code", "?"), reply.get("message", ""))
    return reply


async def play_as_bot(client: GameClient, bot: Bot, setup: Setup, content: Content, timeout: float = 60.0,
                      latencies: list[float] | None = None, limit: int | None = None, think: float = 0.0) -> int:
    """Let ``bot`` answer every decision of the client's seat until the game ends.

    Args:
        timeout: seconds allowed for waiting for any one decision (or the end).
        latencies: if given, receives for each action the seconds from sending it
            to receiving the update that tells of it.
        limit: stop after this many decisions.
        think: seconds to wait before each action (a person's pace; not counted in ``latencies``).

    Returns:
        The number of decisions made.

    Raises:
        TimeoutError: the game did not come back to this seat in time.
        ServerRefused: the server refused the client for good.
    """
    count = 0
    while limit is None or count < limit:
        await client.wait_for(lambda c: c.outcome is not None or (c.decision is not None and c.connected),
                              timeout)
        if client.outcome is not None:
            break
        if think:
            await asyncio.sleep(think * random.uniform(0.5, 1.5))
            if client.decision is None or not client.connected:
                continue
        view = client.bot_view(setup, content)
        text = action_text(view.decision, bot.choose(view))
        at, errors = client.at, len(client.errors)
        sent = time.perf_counter()
        if not await client.act(text, at):
            continue
        def answered(c: Any, at: int = at, errors: int = errors) -> bool:
            return bool(c.at > at or len(c.errors) > errors or not c.connected)

        await client.wait_for(answered, timeout)
        if client.at > at:
            count += 1
            if latencies is not None:
                latencies.append(time.perf_counter() - sent)
    return count
