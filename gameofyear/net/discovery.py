"""Games offered on the local network: advertised and found with mDNS/DNS-SD (``zeroconf``, Bonjour/Avahi compatible).

A host advertises a service of type :data:`SERVICE_TYPE` whose TXT record
says the protocol version, the game's title, how many seats are open and,
for a ``wss://`` server, the pin of its certificate; a joining window browses
for them (:class:`Browser`) and lists each :class:`Offer`. An offer carries no
seat code: the host still hands each player their own. Its pin is as good as
the address beside it (both come from the local network): the invitation code,
which carries its own pin, is what a careful player types.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_gameofyear._tcp.local."
"""The DNS-SD service type of a game server."""

MAX_TITLE = 60
"""The longest title an offer keeps (characters)."""


@dataclass(frozen=True)
class Offer:
    """A game offered on the local network.

    Attributes:
        name: the service's instance name (unique on the network).
        title: what the host called the game (shown in the list).
        address: an IPv4 address of the host (text).
        port: the server's port.
        protocol: the protocol version the server speaks.
        open_seats: seats still waiting for a player.
        tls: the server speaks ``wss://``.
        pin: the pin of the server's certificate (a prefix of its SHA-256 fingerprint,
            :data:`~gameofyear.net.tls.PIN_BYTES` bytes), or None when the offer has none.
    """

    name: str
    title: str
    address: str
    port: int
    protocol: int
    open_seats: int
    tls: bool = False
    pin: bytes | None = None

    @property
    def url(self) -> str:
        """The server's WebSocket URL (``ws://address:port``, ``wss://`` when it speaks TLS)."""
        return f"{'wss' if self.tls else 'ws'}://{self.address}:{self.port}"


def service_info(title: str, port: int, addresses: list[str], open_seats: int, tls: bool = False,
                 instance: str | None = None, pin: bytes | None = None) -> ServiceInfo:
    """Return the DNS-SD record that advertises a game.

    Args:
        title: the game's title (cut to :data:`MAX_TITLE` characters).
        port: the server's port.
        addresses: the host's IPv4 addresses (text).
        open_seats: seats still waiting for a player.
        tls: the server speaks ``wss://``.
        instance: the instance name (default: made from the title and the port).
        pin: the pin of the server's certificate (written in hexadecimal; None: none).
    """
    title = title[:MAX_TITLE]
    label = (instance or f"{title} {port}").replace(".", " ")[:60]
    return ServiceInfo(
        SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port,
        addresses=[socket.inet_aton(a) for a in addresses],
        properties={"protocol": str(PROTOCOL_VERSION), "title": title, "open": str(open_seats),
                    "tls": "1" if tls else "0", **({"pin": pin.hex()} if pin else {})},
        server=f"gameofyear-{port}.local.",
    )


def offer_from_info(info: ServiceInfo) -> Offer | None:
    """Read an offer from a resolved DNS-SD record; None when it is not a usable game server.

    A record without an IPv4 address, without a port, of another protocol
    version, or whose TXT fields are not what :func:`service_info` writes is
    not offered.
    """
    props: dict[str, str] = {}
    for key, value in (info.properties or {}).items():
        if isinstance(key, bytes) and (value is None or isinstance(value, bytes)):
            try:
                props[key.decode("utf-8")] = (value or b"").decode("utf-8")
            except UnicodeDecodeError:
                return None
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or not info.port:
        return None
    try:
        protocol = int(props.get("protocol", ""))
        open_seats = int(props.get("open", "0"))
    except ValueError:
        return None
    if protocol != PROTOCOL_VERSION or not 0 <= open_seats <= 6:
        return None
    name = info.name[: -len(SERVICE_TYPE) - 1] if info.name.endswith("." + SERVICE_TYPE) else info.name
    title = "".join(ch for ch in props.get("title", name) if ch.isprintable())[:MAX_TITLE] or name
    return Offer(info.name, title, addresses[0], int(info.port), protocol, open_seats, props.get("tls") == "1",
                 _pin(props.get("pin", "")))


def _pin(text: str) -> bytes | None:
    """The pin of an offer's TXT field (hexadecimal: :data:`~gameofyear.net.tls.PIN_BYTES` bytes, or an earlier
    version's :data:`~gameofyear.net.tls.SHORTEST_PIN_BYTES`), or None when it has none or another one (an offer
    is then joined as a ``wss://`` server the system's authorities vouch for)."""
    from .tls import PIN_BYTES, SHORTEST_PIN_BYTES

    try:
        pin = bytes.fromhex(text)
    except ValueError:
        return None
    return pin if len(pin) in (SHORTEST_PIN_BYTES, PIN_BYTES) else None


def same_game_here(url: str, pin: bytes | None, offers: Iterable[tuple[str, bytes | None]]) -> str:
    """The invitation's ``url``, or the local network's address of the same game when it is offered on this
    network under the same certificate (its ``pin``; an earlier version's shorter pin names the same start):
    a player in the host's own home reaches it there, where a router that does not loop back its public address
    would leave them knocking outside.

    Args:
        url: the invitation's server address; pin: the invitation's certificate pin (None: never replaced).
        offers: each game offered on the local network as ``(url, pin)``.

    >>> same_game_here("wss://81.2.69.160:8765", b"P" * 16, [("wss://192.168.1.20:8765", b"P" * 16)])
    'wss://192.168.1.20:8765'
    >>> same_game_here("wss://81.2.69.160:8765", b"P" * 16, [("wss://192.168.1.30:8765", b"Q" * 16)])
    'wss://81.2.69.160:8765'
    """
    if pin is None:
        return url
    for offer_url, offer_pin in offers:
        shared = min(len(pin), len(offer_pin or b""))
        if offer_pin is not None and shared and offer_pin[:shared] == pin[:shared] and offer_url.startswith("wss://"):
            return offer_url
    return url


class Advertiser:
    """Advertises one game on the local network until :meth:`close`.

    Args:
        info: the record (:func:`service_info`).
        interfaces: the interfaces to advertise on (default: all).

    Raises:
        OSError: no multicast socket could be opened.
    """

    def __init__(self, info: ServiceInfo, interfaces: Any = None):
        from zeroconf import InterfaceChoice

        self.info = info
        self.zeroconf = Zeroconf(interfaces=interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
        self.zeroconf.register_service(info, allow_name_change=True)

    def close(self) -> None:
        """Stop advertising (sends the goodbye record)."""
        try:
            self.zeroconf.unregister_service(self.info)
        finally:
            self.zeroconf.close()


class Browser:
    """Finds the games offered on the local network, in a background thread of ``zeroconf``.

    :meth:`offers` is safe to call from any thread (the window polls it with a timer).

    Args:
        interfaces: the interfaces to browse on (default: all).

    Raises:
        OSError: no multicast socket could be opened.
    """

    def __init__(self, interfaces: Any = None):
        from zeroconf import InterfaceChoice

        self._lock = threading.Lock()
        self._offers: dict[str, Offer] = {}
        self.zeroconf = Zeroconf(interfaces=interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
        self.browser = ServiceBrowser(self.zeroconf, SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._offers.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        offer = offer_from_info(info) if info is not None else None
        with self._lock:
            if offer is None:
                self._offers.pop(name, None)
            else:
                self._offers[name] = offer

    def offers(self) -> list[Offer]:
        """The games found so far, by title."""
        with self._lock:
            return sorted(self._offers.values(), key=lambda o: (o.title.casefold(), o.name))

    def close(self) -> None:
        """Stop browsing."""
        self.browser.cancel()
        self.zeroconf.close()
