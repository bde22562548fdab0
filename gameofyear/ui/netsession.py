"""The network side of a window: a client (and, hosting, a server) on a worker thread of its own.

The asyncio side (:class:`~gameofyear.net.client.GameClient`, and for a host
the in-process :class:`~gameofyear.net.server.GameServer`) runs on a worker
thread (:class:`NetworkSession`). It never touches a Qt object: it puts what
arrives into a thread-safe queue, which a ``QTimer`` on the GUI thread empties,
emitting the session's signals from the GUI thread only (signals emitted from a
non-Qt thread crash PySide6, see :mod:`gameofyear.ui.controller`).
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..net.client import GameClient
from ..net.tls import HostCertificate

log = logging.getLogger(__name__)

POLL_MS = 30
"""How often the GUI thread empties the queue of what the network thread received (milliseconds)."""


class NetworkSession(QObject):
    """The network side of one window: a client (and, hosting, a server) on a worker thread.

    Signals:
        frame(dict): a frame received by the client (on the GUI thread).
        status(object): a :class:`~gameofyear.net.client.Status` of the connection (on the GUI thread).
        created(dict): the host's game was created (the ``created`` frame).
        listening(int): the host's server listens on this port (its stored games resumed).
        reached(object): how players reach the host's server (a :class:`~gameofyear.net.reach.Reach`: the
            router's public address when it forwards the port, else the LAN address and why not), after
            ``listening`` and ``created``.
        failed(str): hosting or joining could not start (why).
    """

    frame = Signal(dict)
    status = Signal(object)
    created = Signal(dict)
    listening = Signal(int)
    reached = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="network", daemon=True)
        self._thread.start()
        self.client: GameClient | None = None
        self.server: Any = None
        self.store: Any = None
        self.port: int | None = None
        self.advertiser: Any = None
        self.reach: Any = None
        """How players reach the host's server (:class:`~gameofyear.net.reach.Reach`), once known; hosting only."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._drain)
        self._timer.start()

    @Slot()
    def _drain(self) -> None:
        for _ in range(200):
            try:
                kind, value = self._inbox.get_nowait()
            except queue.Empty:
                return
            getattr(self, kind).emit(value)

    def _call(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def join(self, url: str, code: str, pin: bytes | None = None, profile: dict[str, Any] | None = None) -> None:
        """Join a game's seat (``code``) on the server at ``url``; frames and statuses follow as signals.

        Args:
            pin: for ``wss://`` with the host's self-signed certificate: the invitation's pin (a prefix of
                its SHA-256 fingerprint, see :class:`~gameofyear.net.client.GameClient`).
            profile: the joiner's own profile (``PlayerProfile.to_json`` data) for a game that gathers its
                people (None: the host's placeholder stands).

        Raises:
            ValueError: a pin with a ``ws://`` address, or a pin of the wrong length.
        """
        client = GameClient(url, code, on_frame=lambda f: self._inbox.put(("frame", f)),
                            on_status=lambda s: self._inbox.put(("status", s)), pin=pin, profile=profile)

        async def start() -> None:
            self.client = client
            client.start()

        self._call(start())

    def host(self, request: dict[str, Any] | None, db: str, host: str = "0.0.0.0", port: int = 0,
             advertise: str | None = None, open_seats: int = 0, tls: HostCertificate | None = None,
             upnp: bool = True, checker: str | None = None) -> None:
        """Start a server in this process (the same as ``gameofyear serve``) and create the host's game on it.

        The server first resumes every unfinished game of its store, exactly
        where it stood (a host's window opened again takes its game up again).
        Then the home router is asked to forward the port to this machine
        (:func:`~gameofyear.net.reach.open_reach`, off the event loop; up to four
        seconds when no router answers: UPnP, then PCP/NAT-PMP); the forward is removed at :meth:`close`.

        Args:
            request: the ``create`` fields (see :meth:`~gameofyear.net.server.GameServer.create_game`);
                None: create nothing (the game to play is in the store already).
            db: the server's SQLite store.
            host, port: where the server listens; when ``port`` is taken, any free port (:attr:`port` says which).
            advertise: offer the game on the local network under this title (None: do not).
            open_seats: the seats open to remote players, for the offer (a new game's: its codes less the host's).
            tls: serve ``wss://`` with this certificate (a :class:`~gameofyear.net.tls.HostCertificate`);
                None: plain ``ws://``.
            upnp: ask the router to forward the port (never for a server listening on a loopback address,
                which no other machine reaches).
            checker: the ``ws://`` or ``wss://`` URL of a ``gameofyear serve`` outside the home, asked to check
                that the port answers from there (:func:`~gameofyear.net.probe.check_from_outside`, up to eight
                seconds more; its answer is :attr:`Reach.checked <gameofyear.net.reach.Reach.checked>`); None:
                not checked.

        The ``listening`` signal follows, then ``created`` for a new game, then ``reached``; or ``failed``.
        """
        from ..net.probe import check_from_outside
        from ..net.protocol import FrameError
        from ..net.reach import open_reach
        from ..net.server import GameServer
        from ..net.store import Store

        async def start() -> None:
            try:
                self.store = Store(db)
                self.server = GameServer(self.store)
                context = None if tls is None else tls.server_context()
                try:
                    self.port = await self.server.start(host, port, context)
                except OSError:
                    if not port:
                        raise
                    self.port = await self.server.start(host, 0, context)  # the port is taken: any free one
                self._inbox.put(("listening", self.port))
                created = None if request is None else self.server.create_game(request)
            except (OSError, FrameError, ValueError) as exc:
                self._inbox.put(("failed", str(exc)))
                return
            seats = open_seats
            if created is not None:
                self._inbox.put(("created", created))
                seats = max(0, len(created["codes"]) - 1)
            self.reach = await asyncio.to_thread(open_reach, self.port, upnp=upnp and not _loopback(host))
            if checker:
                self.reach.checked = await check_from_outside(checker, self.port, tls=tls is not None)
            self._inbox.put(("reached", self.reach))
            if advertise is not None:
                from ..net.discovery import Advertiser, service_info

                info = service_info(advertise, self.port, [self.reach.lan.address], seats, tls=tls is not None,
                                    pin=None if tls is None else tls.pin)
                try:  # zeroconf's blocking calls run off the event loop
                    self.advertiser = await asyncio.to_thread(Advertiser, info)
                except OSError as exc:
                    self._inbox.put(("failed", str(exc)))

        self._call(start())

    def act(self, text: str, at: int | None = None, ref: str | None = None) -> None:
        """Send an action (notation) for this window's seat.

        Args:
            text: the action, e.g. ``"spin"`` or ``"claim 3 by 0"``.
            at: the number of actions the game had when the decision was asked (None: the last update's);
                the server refuses an answer to a decision that is no longer pending (``stale``).
            ref: given back by the error frame should the server refuse it.
        """
        client = self.client
        if client is not None:
            self._call(client.act(text, at, ref))

    def take_back(self) -> None:
        """Take this window's seat back after another connection took it (the server said ``seat_taken``):
        say hello again with the same code (:meth:`~gameofyear.net.client.GameClient.take_back`)."""
        client = self.client
        if client is not None:
            self.loop.call_soon_threadsafe(client.take_back)

    def close(self) -> None:
        """Close the connection and the server, and stop the worker thread (waits at most 3 s)."""
        async def stop() -> None:
            if self.advertiser is not None:
                await asyncio.to_thread(self.advertiser.close)
            if self.reach is not None:
                await asyncio.to_thread(self.reach.close)  # the router stops forwarding the port
            if self.client is not None:
                await self.client.close()
            if self.server is not None:
                await self.server.close()
            if self.store is not None:
                self.store.close()

        if self.loop.is_running():
            future = self._call(stop())
            try:
                future.result(3)
            except Exception:  # noqa: BLE001 - closing: nothing more to do
                pass
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(3)
        self._timer.stop()


def _loopback(host: str) -> bool:
    """True when ``host`` (an address to listen on) is a loopback address: no other machine reaches it."""
    import ipaddress

    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"
