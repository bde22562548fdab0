"""What keeps a public game server standing among strangers: limits, quotas, pacing and a quiet log.

The server (:mod:`gameofyear.net.server`) asks this module, at a few small
hooks, whether a connection may open, whether a frame comes too fast, whether
an address may create one more game, and when a game nobody joined has waited
long enough. Nothing here does network I/O or touches a game.

- :class:`Limits`: every number a server allows (per connection, per address, in all), with defaults.
- :func:`connection_cap`: the connections a process may hold, kept below its file limit
  (``RLIMIT_NOFILE``) so that the store, the log and the listening socket always find a file.
- :class:`TokenBucket`: the frames-per-second rule, used by the server to refuse and by the
  client (:class:`Pacer`) to keep under it.
- :class:`AddressBook`: the quotas of one IP address across all its connections.
- :class:`RepeatFilter`: a :mod:`logging` filter that writes an error repeated by many
  connections once, then "repeated N times" at most every few seconds.
- :class:`ConnectionGate`: counts sockets from the moment they are accepted, in all and by source
  (:func:`source_of`: an IPv4 address, an IPv6 /64), and drops at once those past the file limit's room or
  their source's.
"""

from __future__ import annotations

import asyncio
import collections
import ipaddress
import logging
import os
import resource
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.server import ServerConnection

from .protocol import BURST, RATE

BACKLOG = 32
"""Connections the system queues for the server to accept; the event loop accepts up to this many at once,
before any of them can be counted, so the file limit keeps room for a few such batches."""

FILE_RESERVE = 64 + 3 * BACKLOG
"""Files a server keeps for itself whatever the connections (store and its journal, log, listening sockets,
threads, the WebSocket library's own, a :data:`BACKLOG` accepted at once): the connections allowed are the
file limit less this and :data:`GATE_ROOM`."""

GATE_ROOM = 32
"""Sockets accepted beyond the connection cap that are still answered with a clear refusal; past them a
socket is closed as soon as it is accepted (there is no room left to say why)."""

SOURCE_ROOM = 4
"""Sockets of one source accepted beyond :attr:`Limits.per_address` that are still answered with a clear
refusal ("too many connections from this address"); past them a socket of that source is closed as soon as
it is accepted, before any handshake, so that one source can never hold the room of the others."""

IPV6_SOURCE_PREFIX = 64
"""The IPv6 prefix length counted as one source: a home or a host gets a whole /64, so its addresses in it are one."""


def source_of(address: str) -> str:
    """The source ``address`` is counted as by every per-address limit: an IPv4 address itself (an IPv4-mapped
    IPv6 address as its IPv4 address), an IPv6 address as its /64 network (``"2001:db8:1:2::/64"``).

    Anything that is not an IP address (a Unix socket's empty name) is its own source.

    >>> source_of("2001:db8:1:2:aaaa::1") == source_of("2001:db8:1:2:bbbb::7") == "2001:db8:1:2::/64"
    True
    >>> source_of("::ffff:192.0.2.7"), source_of("192.0.2.7")
    ('192.0.2.7', '192.0.2.7')
    """
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])  # a link-local address may carry its interface
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, IPV6_SOURCE_PREFIX), strict=False))
    return str(ip)


@dataclass(frozen=True)
class Limits:
    """What the server allows each connection, each address and in all.

    Attributes:
        rate: frames per second a connection may send on average.
        burst: frames a connection may send at once before ``rate`` applies.
        strikes: frames refused for the rate after which the connection is closed (code 1008).
        per_address: open connections from one source (an IPv4 address, an IPv6 /64: :func:`source_of`),
            counted from the moment a socket is accepted.
        address_rate: frames per second all connections of one IP address may send together.
        address_burst: frames one address may send at once before ``address_rate`` applies.
        connections: open connections in all (never more than the file limit allows: :func:`connection_cap`).
        games: games held in memory at once.
        creates_per_address: games one IP address may create within ``create_window`` seconds.
        create_window: seconds over which ``creates_per_address`` counts (a sliding window).
        probes_per_address: checks of its own port (``probe`` frames, :mod:`.probe`) one IP address may ask
            for within ``probe_window`` seconds.
        probe_window: seconds over which ``probes_per_address`` counts (a sliding window).
        probes_at_once: checks under way at once, from all addresses together.
        probe_timeout: seconds a check waits for the asker's port to answer.
        probe_private: also check askers at a loopback or private address (tests on one machine); False: such an
            asker is refused (``probe_refused``): a server that sees it there is not outside its home, or sits
            behind a proxy, and its checks would reach into its own network instead.
        outbox: frames waiting to be sent to one client before it is deemed too slow and closed.
        handshake_timeout: seconds a socket has to finish its TLS and WebSocket handshakes before it is closed.
        hello_timeout: seconds a connection has to join a game (``hello``) or create one before it is closed.
        unjoined_ttl: seconds a game waits for its first person before it is removed with its rows.
        abandoned_ttl: seconds an unfinished game nobody has come back to is kept before it is removed.
        keep_finished: finished games whose rows the store keeps (the oldest go first).
        sweep_every: seconds between two sweeps of expired games.
    """

    rate: float = RATE
    burst: int = BURST
    strikes: int = 100
    per_address: int = 64
    address_rate: float = 4 * RATE
    address_burst: int = 4 * BURST
    connections: int = 4096
    games: int = 2000
    creates_per_address: int = 50
    create_window: float = 3600.0
    probes_per_address: int = 10
    probe_window: float = 600.0
    probes_at_once: int = 32
    probe_timeout: float = 3.0
    probe_private: bool = False
    outbox: int = 2000
    handshake_timeout: float = 5.0
    hello_timeout: float = 10.0
    unjoined_ttl: float = 1800.0
    abandoned_ttl: float = 30 * 86400.0
    keep_finished: int = 1000
    sweep_every: float = 60.0


OPERATOR_KEY_ENV = "GAMEOFYEAR_OPERATOR_KEY"
"""The environment variable that gives ``gameofyear serve`` its operator key."""

MIN_KEY_LENGTH = 16
"""The shortest operator key accepted (characters)."""


def operator_key(key_file: str | os.PathLike[str] | None, db: str | os.PathLike[str],
                 environ: dict[str, str] | None = None) -> tuple[str, str]:
    """The operator key of ``gameofyear serve``, and where it comes from (for the start-up line).

    In order: the environment's :data:`OPERATOR_KEY_ENV`; else the first line of ``key_file``; else the
    file ``<db>.operator-key`` beside the store, made at the first start with a random key
    (``secrets.token_urlsafe(24)``), readable by its owner only.

    Returns:
        ``(key, where)``, ``where`` the variable's name or the file's path.

    Raises:
        ValueError: the key is shorter than :data:`MIN_KEY_LENGTH` or the file is empty;
        OSError: ``key_file`` cannot be read, or the file beside the store cannot be made.
    """
    environ = dict(os.environ) if environ is None else environ
    key, where = environ.get(OPERATOR_KEY_ENV, "").strip(), OPERATOR_KEY_ENV
    if not key:
        path = os.fspath(key_file) if key_file is not None else os.fspath(db) + ".operator-key"
        where = path
        if key_file is None and not os.path.exists(path):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(secrets.token_urlsafe(24) + "\n")
        with open(path, encoding="utf-8") as given:
            key = given.readline().strip()
    if len(key) < MIN_KEY_LENGTH:
        raise ValueError(f"the operator key of {where} is shorter than {MIN_KEY_LENGTH} characters")
    return key, where


def file_limit() -> int | None:
    """The process's soft limit of open files (``RLIMIT_NOFILE``), or None when it has none."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def connection_cap(wanted: int, files: int | None = None) -> int:
    """The connections a server may hold: ``wanted``, but never within :data:`FILE_RESERVE` of the file limit.

    Args:
        wanted: the connections the operator allows (:attr:`Limits.connections`).
        files: the file limit (default: this process's, :func:`file_limit`; None: unlimited).

    Returns:
        At least 1.
    """
    files = file_limit() if files is None else files
    if files is None:
        return max(1, wanted)
    return max(1, min(wanted, files - FILE_RESERVE - GATE_ROOM))


def raise_file_limit(wanted: int) -> int:
    """Raise this process's soft file limit towards ``wanted + FILE_RESERVE + GATE_ROOM`` (never past the hard one).

    ``gameofyear serve`` calls it so that a shell's default of 1,024 files does not hold the server
    below its ``connections``; the hard limit (systemd's ``LimitNOFILE``) is the operator's.

    Returns:
        The soft limit now (files).
    """
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = wanted + FILE_RESERVE + GATE_ROOM
    if soft != resource.RLIM_INFINITY and soft < need:
        target = need if hard == resource.RLIM_INFINITY else min(need, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return int(soft) if soft != resource.RLIM_INFINITY else need


class TokenBucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst`` saved up; each frame takes one.

    Args:
        rate: tokens per second (> 0).
        burst: the most tokens kept (>= 1); the bucket starts full.
        clock: seconds, monotonic (default :func:`time.monotonic`).
    """

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic):
        if rate <= 0 or burst < 1:
            raise ValueError(f"a token bucket needs a rate above 0 and a burst of 1 or more, not {rate}, {burst}")
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.stamp = clock()

    def _fill(self) -> None:
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self) -> bool:
        """Take one token; False (and nothing taken) when the bucket is empty: the sender is too fast."""
        self._fill()
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def delay(self) -> float:
        """Seconds until a token is there (0: one is there now)."""
        self._fill()
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate


class Pacer:
    """Keeps a client's frames under a server's rate limit: :meth:`wait` before each frame sent.

    It paces at 90 % of the server's rate with half its burst, so that the frames that
    travel together (a burst of decisions answered at once) never reach the server's limit.

    Args:
        rate, burst: the server's limit (frames per second, frames at once), as its ``welcome`` says.
    """

    def __init__(self, rate: float = RATE, burst: int = BURST):
        self.bucket = TokenBucket(rate * 0.9, max(1, burst // 2))

    def set_limit(self, rate: float, burst: int) -> None:
        """Pace to another server limit from now on (a ``welcome`` that gives its own); bad values are ignored."""
        if rate > 0 and burst >= 1:
            self.bucket = TokenBucket(rate * 0.9, max(1, burst // 2))

    async def wait(self) -> None:
        """Wait until one more frame may be sent, and count it."""
        for _ in range(1000):  # each turn waits for the next token: a few turns at most
            if self.bucket.take():
                return
            await asyncio.sleep(max(self.bucket.delay(), 0.001))
        raise RuntimeError("the pacer could not get a token")  # pragma: no cover - a clock that never moves


@dataclass
class _Address:
    connections: int
    bucket: TokenBucket
    creates: collections.deque[float]
    probes: collections.deque[float]


class AddressBook:
    """The quotas of each source (an IPv4 address, an IPv6 /64: :func:`source_of`) across all its connections:
    connections open, frames per second, games created and checks of its port asked for, each in a sliding
    window (:class:`Limits`). Every method takes a client's address as it is and counts it under its source.

    An address is forgotten once it has no connection open and nothing left in its windows,
    so the book holds only addresses that are connected or created games or asked for checks lately.
    """

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic):
        self.limits, self.clock = limits, clock
        self._book: dict[str, _Address] = {}

    def _entry(self, address: str) -> _Address:
        address = source_of(address)
        entry = self._book.get(address)
        if entry is None:
            entry = _Address(0, TokenBucket(self.limits.address_rate, self.limits.address_burst, self.clock),
                             collections.deque(), collections.deque())
            self._book[address] = entry
        return entry

    def connections(self, address: str) -> int:
        """Connections open from ``address``'s source."""
        entry = self._book.get(source_of(address))
        return 0 if entry is None else entry.connections

    def open(self, address: str) -> bool:
        """Count one more connection from ``address``; False (nothing counted) past :attr:`Limits.per_address`."""
        entry = self._entry(address)
        if entry.connections >= self.limits.per_address:
            self._forget(source_of(address), entry)
            return False
        entry.connections += 1
        return True

    def close(self, address: str) -> None:
        """A connection from ``address`` has closed."""
        source = source_of(address)
        entry = self._book.get(source)
        if entry is not None:
            entry.connections = max(0, entry.connections - 1)
            self._forget(source, entry)

    def frame(self, address: str) -> bool:
        """Count one frame from ``address``; False when the address as a whole sends too fast."""
        return self._entry(address).bucket.take()

    def may_create(self, address: str) -> bool:
        """True while ``address`` has created fewer than :attr:`Limits.creates_per_address` games in the window."""
        entry = self._entry(address)
        self._expire(entry)
        return len(entry.creates) < self.limits.creates_per_address

    def created(self, address: str) -> None:
        """``address`` has created a game (now)."""
        self._entry(address).creates.append(self.clock())

    def probe(self, address: str) -> bool:
        """Count one check of ``address``'s port (now); False (nothing counted) once it has asked for
        :attr:`Limits.probes_per_address` within :attr:`Limits.probe_window` seconds."""
        entry = self._entry(address)
        self._expire(entry)
        if len(entry.probes) >= self.limits.probes_per_address:
            return False
        entry.probes.append(self.clock())
        return True

    def _expire(self, entry: _Address) -> None:
        now = self.clock()
        for times, window in ((entry.creates, self.limits.create_window), (entry.probes, self.limits.probe_window)):
            while times and times[0] <= now - window:
                times.popleft()

    def _forget(self, address: str, entry: _Address) -> None:
        self._expire(entry)
        if not entry.connections and not entry.creates and not entry.probes:
            self._book.pop(address, None)

    def __len__(self) -> int:
        return len(self._book)


class ConnectionGate:
    """Counts the sockets a server has accepted (handshake or not), in all and by source, and says which may stay.

    Args:
        cap: the connections allowed (:func:`connection_cap`); a socket past ``cap`` is answered with a
            refusal, and one past ``cap + GATE_ROOM`` is closed as soon as it is accepted.
        per_source: the sockets one source (:func:`source_of`) may hold; past ``per_source + SOURCE_ROOM`` a
            socket of that source is closed as soon as it is accepted, before it counts against ``cap``
            (None: no limit by source).
    """

    def __init__(self, cap: int, per_source: int | None = None):
        self.cap = cap
        self.per_source = per_source
        self.open = 0
        self.dropped = 0
        """Sockets closed at once for want of room."""
        self.sources: dict[str, int] = {}
        """The sockets open by source (only sources with one open)."""

    def enter(self, source: str = "") -> bool:
        """Count a socket accepted from ``source``; False when it must be closed at once (nothing counted)."""
        held = self.sources.get(source, 0)
        if self.open >= self.cap + GATE_ROOM or (
                self.per_source is not None and held >= self.per_source + SOURCE_ROOM):
            self.dropped += 1
            return False
        self.open += 1
        self.sources[source] = held + 1
        return True

    def leave(self, source: str = "") -> None:
        """A socket counted from ``source`` has closed."""
        self.open = max(0, self.open - 1)
        held = self.sources.get(source, 0) - 1
        if held > 0:
            self.sources[source] = held
        else:
            self.sources.pop(source, None)

    @property
    def full(self) -> bool:
        """True when the sockets open are more than ``cap``: a new connection is refused."""
        return self.open > self.cap


class RepeatFilter(logging.Filter):
    """Writes a repeated log record once, then "repeated N times" at most every ``interval`` seconds.

    Records are the same when they come from the same logger at the same level with the same
    message template (the text before its arguments: ``"frame from %s"`` whatever the address) and
    the same exception type. The first one passes whole; the next ones within ``interval`` are
    counted, not written; the first one after it passes as one line saying how many were not
    written (without the traceback, already written once).

    Args:
        interval: seconds between two records of one kind.
        kinds: the kinds remembered (the least recent is forgotten past it).
        clock: seconds, monotonic.
    """

    def __init__(self, interval: float = 5.0, kinds: int = 512, clock: Callable[[], float] = time.monotonic):
        super().__init__()
        self.interval, self.kinds, self.clock = interval, kinds, clock
        self._seen: collections.OrderedDict[tuple[Any, ...], list[float]] = collections.OrderedDict()

    def reset(self) -> None:
        """Forget every record seen (the next of each kind passes whole)."""
        self._seen.clear()

    def filter(self, record: logging.LogRecord) -> bool:
        """True when ``record`` is to be written (it may be shortened to its count); False when only counted."""
        first_line = str(record.msg).split("\n", 1)[0][:160]
        key = (record.name, record.levelno, first_line, record.exc_info[0] if record.exc_info else None)
        now = self.clock()
        seen = self._seen.get(key)
        if seen is None:
            self._seen[key] = [now, 0]
            if len(self._seen) > self.kinds:
                self._seen.popitem(last=False)
            return True
        self._seen.move_to_end(key)
        if now - seen[0] < self.interval:
            seen[1] += 1
            return False
        if seen[1]:
            record.msg = f"{record.getMessage()} (repeated {int(seen[1]) + 1} times in {now - seen[0]:.0f} s)"
            record.args = None
            record.exc_info, record.exc_text, record.stack_info = None, None, None
        seen[0], seen[1] = now, 0
        return True


LOG_THROTTLE = RepeatFilter()
"""The one filter of the server's loggers (:func:`throttle_logs`)."""

THROTTLED_LOGGERS = ("gameofyear.net", "websockets.server", "asyncio")
"""The loggers a server's errors go through: its own, the WebSocket library's and the event loop's."""


def throttle_logs(names: tuple[str, ...] = THROTTLED_LOGGERS) -> None:
    """Put :data:`LOG_THROTTLE` on each named logger (once: calling again changes nothing)."""
    for name in names:
        logger = logging.getLogger(name)
        if LOG_THROTTLE not in logger.filters:
            logger.addFilter(LOG_THROTTLE)


def gated_connection(gate: ConnectionGate) -> type[ServerConnection]:
    """A :class:`~websockets.asyncio.server.ServerConnection` class counted by ``gate`` from accept to close.

    A socket the gate has no room for, in all or for its source (:func:`source_of` of its peer's address), is
    closed as soon as it is accepted, before its handshake (``websockets.asyncio.server.serve(create_connection=...)``).
    """

    class GatedConnection(ServerConnection):
        """A server connection counted by its server's gate."""

        counted = False
        source = ""

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            self.source = source_of(str(peer[0])) if isinstance(peer, tuple) and peer else ""
            self.counted = gate.enter(self.source)
            if not self.counted:
                transport.abort()  # type: ignore[attr-defined]  # a socket transport

        def connection_lost(self, exc: Exception | None) -> None:
            if self.counted:
                self.counted = False
                gate.leave(self.source)
            super().connection_lost(exc)

    return GatedConnection
