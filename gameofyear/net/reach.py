"""How players in other homes reach a game served from this machine: its LAN address and the router's forward.

A server in the host's window listens on this machine. Players on the same
network reach it at the machine's LAN address (:func:`lan_address`: the
address of the interface of the default route, never a loopback). Players in
other homes reach it only through the home router: :func:`open_reach` asks
the router, with UPnP IGD (the ``miniupnpc`` library), to forward the port to
this machine and learns the router's public address, which is then the one
the invitation carries. When UPnP finds no router, or the router refuses,
the default gateway is asked again with PCP or NAT-PMP (:mod:`.natpmp`, the
protocols many routers speak instead); :attr:`Reach.protocol` tells which one
made the forward. When none helps, the :class:`Reach` says so in plain words
and names the other ways: a port forwarded by hand in the router's settings,
or a ``gameofyear serve`` that every player can reach (``docs/NETWORK.md``).

Every call here that talks to the network blocks (for up to twice the
discovery delay, two seconds by default: UPnP's, then PCP/NAT-PMP's): the
window calls them off its event loop.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..clean import fill
from ..narrate.words import QT_TRANSLATE_NOOP
from . import natpmp
from .probe import Checked

log = logging.getLogger(__name__)

PROBE_ADDRESS = "8.8.8.8"
"""A public address whose route tells the interface of the default route: a UDP socket ``connect()``-ed to it
learns this machine's address on that interface, and sends nothing."""

DISCOVERY_MS = 2000
"""How long :func:`open_reach` waits for a router to answer (milliseconds)."""

LEASE_S = 86400
"""How long a PCP or NAT-PMP forward is asked to last (seconds; the router may grant less, and it is not renewed)."""

DESCRIPTION = "Game of the Year"
"""What the router's list of forwarded ports calls the game's forward."""

# The kinds of :attr:`Reach.problem` ("" when the router forwards the port).
NOT_ASKED = "not_asked"
NO_LIBRARY = "no_library"
NO_ROUTER = "no_router"
NO_IGD = "no_igd"
REFUSED = "refused"
NOT_PUBLIC = "not_public"

_WORDS = {
    "": QT_TRANSLATE_NOOP("Reach", "Your router forwards port {port} to this machine: players in other homes join "
                                   "at {public}, players on this network at {lan}."),
    NOT_ASKED: QT_TRANSLATE_NOOP("Reach", "The router was not asked to open port {port}: players in other homes "
                                          "cannot join this game at this address."),
    NO_LIBRARY: QT_TRANSLATE_NOOP("Reach", "This copy of the game cannot ask the router to open port {port} (its "
                                           "UPnP library is missing)."),
    NO_ROUTER: QT_TRANSLATE_NOOP("Reach", "No router answered the request to open port {port} (UPnP is off on the "
                                          "router, or it has none): players in other homes cannot join this game "
                                          "at this address."),
    NO_IGD: QT_TRANSLATE_NOOP("Reach", "A device answered, but not a router that opens ports ({detail}): players "
                                       "in other homes cannot join this game at this address."),
    REFUSED: QT_TRANSLATE_NOOP("Reach", "The router refused to open port {port} ({detail}): players in other homes "
                                        "cannot join this game at this address."),
    NOT_PUBLIC: QT_TRANSLATE_NOOP("Reach", "The router's own address {public} is not public (the provider puts "
                                           "another router between it and the internet): players in other homes "
                                           "cannot join this game at this address."),
}
# What a server outside the home found (:mod:`.probe`), after the words of the forward.
_CHECKED = {
    True: QT_TRANSLATE_NOOP("Reach", "Checked from outside by {checker}: the game answers at {seen}."),
    False: QT_TRANSLATE_NOOP("Reach", "Checked from outside by {checker}: nothing answers at {seen} ({why}), so "
                                      "players in other homes cannot join there yet."),
    None: QT_TRANSLATE_NOOP("Reach", "It could not be checked from outside: {checker} did not help ({why})."),
}
_BY_HAND = QT_TRANSLATE_NOOP("Reach", "Checked from outside by {checker}: the game answers at {seen} (the port is "
                                      "forwarded in the router's settings): players in other homes join there, "
                                      "players on this network at {lan}.")
_NOT_CHECKED = QT_TRANSLATE_NOOP("Reach", "Whether it answers from outside was not checked: give a gameofyear serve "
                                          "to check with when you host.")
_OTHER_WAYS = QT_TRANSLATE_NOOP("Reach", "Players on this network join at {lan}. For players in other homes, forward "
                                         "TCP port {port} to {address} in the router's settings and send them your "
                                         "public address instead, or play on a gameofyear serve that every player "
                                         "can reach (its address typed in their invitations).")


class Gateway(Protocol):
    """What :func:`open_reach` uses of ``miniupnpc.UPnP`` (a fake one in tests).

    Each method raises ``Exception`` with the router's words when it fails (``miniupnpc``'s only kind).
    """

    discoverdelay: int
    lanaddr: str

    def discover(self) -> int:
        """Ask the network for UPnP devices; return how many answered (waits ``discoverdelay`` ms)."""

    def selectigd(self) -> str:
        """Choose the router among them (its control URL); raises when none is one."""

    def externalipaddress(self) -> str:
        """The router's public address."""

    def addportmapping(self, external_port: int, protocol: str, internal_host: str, internal_port: int,
                       description: str, remote_host: str) -> bool:
        """Forward ``external_port`` to ``internal_host:internal_port``; True when done."""

    def deleteportmapping(self, external_port: int, protocol: str) -> bool:
        """Remove the forward of ``external_port``."""


@dataclass(frozen=True)
class LanAddress:
    """This machine's address on the local network.

    Attributes:
        address: an IPv4 address, as text (never a loopback unless the machine is on no network at all).
        reason: empty when it is the address of the interface of the default route; else why another one was
            taken (English, for the log and the terminal).
    """

    address: str
    reason: str = ""


def _usable(address: str) -> bool:
    """True for an IPv4 address other machines may reach (not a loopback, not 0.0.0.0, not link-local)."""
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast)


def lan_address(probe: str = PROBE_ADDRESS, adapters: Callable[[], Iterable[Any]] | None = None) -> LanAddress:
    """Return this machine's address on the local network: the address of the interface of the default route.

    A UDP socket ``connect()``-ed to ``probe`` learns it (nothing is sent). When
    the machine has no default route, the first usable IPv4 address of its
    interfaces (``ifaddr``) is taken, and :attr:`LanAddress.reason` says so;
    on no network at all, 127.0.0.1 with the reason.

    Args:
        probe: an address outside the local network (its route is the default route).
        adapters: lists the interfaces (default ``ifaddr.get_adapters``; tests give their own).

    Returns:
        The address and, when it is not the default route's, why.
    """
    why = "no default route"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.connect((probe, 9))
            found = str(sock.getsockname()[0])
        if _usable(found):
            return LanAddress(found)
        why = f"the default route's address is {found}"
    except OSError as exc:
        why = f"no default route ({exc.strerror or exc})"
    if adapters is None:
        import ifaddr

        listed: Iterable[Any] = ifaddr.get_adapters()
    else:
        listed = adapters()
    for adapter in listed:
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and _usable(ip.ip):
                return LanAddress(ip.ip, f"{why}: the address of {adapter.nice_name} is used")
    return LanAddress("127.0.0.1", f"{why}, and no other network: only this machine can join")


@dataclass
class Reach:
    """How players reach a server listening on this machine, and the router's forward while it lasts.

    Attributes:
        lan: this machine's address on the local network.
        port: the port the server listens on, on this machine.
        public: the router's public address when it forwards the port (None otherwise).
        problem: why players in other homes cannot reach the port (one of :data:`NO_ROUTER`,
            :data:`NO_IGD`, :data:`REFUSED`, :data:`NOT_PUBLIC`, :data:`NO_LIBRARY`, :data:`NOT_ASKED`), or ""
            when the router forwards it.
        detail: the router's own words about the problem ("" when there are none).
        protocol: what made the forward: "UPnP", "PCP" or "NAT-PMP" ("" when there is none).
        checked: what a server outside the home found at the port (:func:`~gameofyear.net.probe.check_from_outside`;
            None: not checked).
    """

    lan: LanAddress
    port: int
    public: str | None = None
    problem: str = ""
    detail: str = ""
    protocol: str = ""
    checked: Checked | None = None
    _remove: Callable[[], Any] | None = field(default=None, repr=False)

    @property
    def mapped(self) -> bool:
        """True when the router forwards the port to this machine."""
        return self.public is not None and not self.problem

    @property
    def answers_outside(self) -> bool:
        """True when a server outside the home reached the game at the port (:attr:`checked`)."""
        return self.checked is not None and self.checked.answers is True and bool(self.checked.address)

    @property
    def trouble(self) -> bool:
        """True when players in other homes cannot join at :attr:`address`, as far as the host's window knows."""
        checked = self.checked
        return (bool(self.problem) and not self.answers_outside) or (checked is not None and checked.answers is False)

    @property
    def address(self) -> str:
        """The address for the invitation: the router's public one when it forwards the port; else the one a
        server outside found the game answering at (a port forwarded by hand); else the LAN one."""
        if self.mapped and self.public is not None:
            return self.public
        if self.answers_outside and self.checked is not None:
            return self.checked.address
        return self.lan.address

    def words(self, tr: Callable[[str], str] | None = None) -> str:
        """What the host is told, in plain words: where players join, and the other ways when the router did not help.

        Args:
            tr: translates a template of context ``Reach`` (the window's ``QCoreApplication.translate``);
                None: English.

        Returns:
            One paragraph: the router's forward, or what went wrong and the other ways
            (a port forwarded by hand, a ``gameofyear serve`` reachable by all); then what a server outside
            found at the port (:attr:`checked`), or that nobody checked.
        """
        say = tr or (lambda text: text)
        checked = self.checked
        values = {"port": self.port, "public": f"{self.public}:{self.port}", "lan": f"{self.lan.address}:{self.port}",
                  "address": self.lan.address, "detail": self.detail,
                  "checker": checked.checker if checked else "", "why": checked.detail if checked else "",
                  "seen": f"{checked.address or self.public or self.lan.address}:{self.port}" if checked else ""}
        if not self.mapped and self.answers_outside:
            return fill(say(_BY_HAND), values)
        text = fill(say(_WORDS[self.problem]), values)
        if self.problem:
            text += " " + fill(say(_OTHER_WAYS), values)
        if checked is not None:
            text += " " + fill(say(_CHECKED[checked.answers]), values)
        elif self.mapped:
            text += " " + fill(say(_NOT_CHECKED), values)
        return text

    def close(self) -> None:
        """Ask the router to stop forwarding the port (nothing when it does not forward it; twice is once).

        A router that cannot be told is only logged: its forward lapses with its lease or its next restart.
        """
        remove, self._remove = self._remove, None
        if remove is None:
            return
        try:
            remove()
        except Exception as exc:  # noqa: BLE001 - miniupnpc raises plain Exception; PortMapError from natpmp
            log.warning("the router's forward of port %s could not be removed: %s", self.port, exc)


def _gateway() -> Gateway:
    """A ``miniupnpc.UPnP`` (raises ImportError when the library is missing)."""
    import miniupnpc

    gateway: Gateway = miniupnpc.UPnP()
    return gateway


def open_reach(port: int, *, lan: LanAddress | None = None, upnp: bool = True, delay_ms: int = DISCOVERY_MS,
               gateway: Callable[[], Gateway] | None = None, pmp_gateway: str | None = None,
               pmp_port: int = natpmp.SERVER_PORT) -> Reach:
    """Ask the home router to forward TCP ``port`` to this machine (UPnP IGD, else PCP/NAT-PMP); learn its address.

    The forward keeps the same port outside and in. With UPnP it is made
    without a lease (routers speaking IGD version 1 accept no other); with
    PCP or NAT-PMP, for :data:`LEASE_S` at most. It lasts until
    :meth:`Reach.close`, or the router's own limit. PCP/NAT-PMP is asked when
    UPnP finds no router (or its library is missing) or the router refuses.

    Args:
        port: the server's port on this machine (1–65535).
        lan: this machine's LAN address (default :func:`lan_address`).
        upnp: False: ask no router (the answer says it was not asked).
        delay_ms: how long to wait for a router to answer (milliseconds).
        gateway: makes the UPnP client (default ``miniupnpc.UPnP``; tests give a fake one).
        pmp_gateway: the router asked with PCP/NAT-PMP (default the default gateway); pmp_port: its UDP port.

    Returns:
        A :class:`Reach`: the router's public address when it forwards the port; otherwise the LAN
        address and the problem, in words by :meth:`Reach.words`. Never raises for a router that does not
        help: that is an answer too.

    Raises:
        ValueError: ``port`` is not 1–65535.
    """
    if not 1 <= port <= 65535:
        raise ValueError(f"a port is 1 to 65535, not {port}")
    here = lan or lan_address()
    if not upnp:
        return Reach(here, port, problem=NOT_ASKED)
    reach = _upnp_reach(port, here, delay_ms, gateway)
    if reach.problem in (NO_LIBRARY, NO_ROUTER, NO_IGD, REFUSED):
        return _pmp_reach(port, here, delay_ms, pmp_gateway, pmp_port) or reach
    return reach


def _pmp_reach(port: int, here: LanAddress, delay_ms: int, router: str | None, server_port: int) -> Reach | None:
    """Ask ``router`` with PCP, else NAT-PMP, to forward ``port``; None when it does not answer or refuses.

    A forward to another public port, or from an address that is not public, is removed again and
    answered as refused or not public.
    """
    try:
        mapping = natpmp.map_port(port, LEASE_S, router, delay_ms, server_port)
    except natpmp.PortMapError as exc:
        log.info("PCP and NAT-PMP did not forward port %s: %s", port, exc)
        return None
    reach = Reach(here, port, public=mapping.address, protocol=mapping.protocol,
                  _remove=lambda: natpmp.unmap(mapping, delay_ms))
    problem = ""
    if mapping.port != port:
        problem, reach.detail = REFUSED, f"it offers port {mapping.port} instead"
    elif not ipaddress.IPv4Address(mapping.address).is_global:
        problem = NOT_PUBLIC
    if problem:
        reach.close()
        reach.problem = problem
        return reach
    log.info("the router forwards port %s with %s (public address %s)", port, mapping.protocol, mapping.address)
    return reach


def _upnp_reach(port: int, here: LanAddress, delay_ms: int, gateway: Callable[[], Gateway] | None) -> Reach:
    """Ask the router with UPnP IGD to forward ``port`` (see :func:`open_reach`); the answer as a :class:`Reach`."""
    try:
        client = (gateway or _gateway)()
    except ImportError as exc:
        return Reach(here, port, problem=NO_LIBRARY, detail=str(exc))
    client.discoverdelay = delay_ms
    try:
        found = client.discover()
    except Exception as exc:  # noqa: BLE001 - miniupnpc raises plain Exception (a socket error)
        return Reach(here, port, problem=NO_ROUTER, detail=str(exc))
    if not found:
        return Reach(here, port, problem=NO_ROUTER)
    try:
        client.selectigd()
        public = str(client.externalipaddress() or "")
    except Exception as exc:  # noqa: BLE001 - the device is no router that forwards ports
        return Reach(here, port, problem=NO_IGD, detail=str(exc))
    internal = client.lanaddr if _usable(str(client.lanaddr or "")) else here.address
    if internal != here.address:
        here = LanAddress(internal, f"the router is reached from {internal}")
    try:
        public_ip = ipaddress.IPv4Address(public)
    except ValueError:
        return Reach(here, port, problem=NO_IGD, detail=f"it gives no public address ({public or 'none'})")
    if not public_ip.is_global:
        return Reach(here, port, public=public, problem=NOT_PUBLIC)
    try:
        if not client.addportmapping(port, "TCP", internal, port, DESCRIPTION, ""):
            return Reach(here, port, public=public, problem=REFUSED, detail="no reason given")
    except Exception as exc:  # noqa: BLE001 - the router's error (ConflictInMappingEntry, …)
        return Reach(here, port, public=public, problem=REFUSED, detail=str(exc))
    log.info("the router forwards port %s to %s (public address %s)", port, internal, public)
    return Reach(here, port, public=public, protocol="UPnP", _remove=lambda: client.deleteportmapping(port, "TCP"))
