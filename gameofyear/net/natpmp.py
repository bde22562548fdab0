"""Asking the home router to forward a port with PCP (RFC 6887) or NAT-PMP (RFC 6886).

Both protocols talk to the default gateway on UDP port 5351 (:func:`default_gateway`).
:func:`map_port` asks first with PCP (version 2, opcode MAP) and, when the router answers
that it does not speak it (UNSUPP_VERSION, or an answer shaped like NAT-PMP's) or does not
answer at all, with NAT-PMP (version 0: opcode 0 for the public address, opcode 2 to map
TCP). Requests are sent again on silence (250 ms, then doubled) but the whole attempt lasts
at most the delay given. Every answer is read as hostile input: a wrong size, version,
opcode, nonce or a result other than success is a :class:`PortMapError` with the reason.
:func:`unmap` asks the router to remove the forward (lifetime 0).
"""

from __future__ import annotations

import ipaddress
import os
import socket
import struct
import time
from dataclasses import dataclass, field
from pathlib import Path

ROUTE_TABLE = Path("/proc/net/route")

SERVER_PORT = 5351
"""The UDP port on which routers answer PCP and NAT-PMP."""

DEFAULT_DELAY_MS = 2000
"""The longest a whole :func:`map_port` attempt lasts by default (milliseconds; ``reach.DISCOVERY_MS``)."""

FIRST_WAIT_S = 0.25
"""How long the first request waits for its answer before it is sent again (seconds; doubled each time)."""

PCP = "PCP"
NATPMP = "NAT-PMP"

_PCP_VERSION = 2
_PCP_MAP = 1
_PCP_RESPONSE = 0x80
_PCP_UNSUPP_VERSION = 1
_PCP_SIZE = 60
_PCP_MAX = 1100
_TCP = 6
_NATPMP_ADDRESS = 0
_NATPMP_MAP_TCP = 2

_PCP_RESULTS = {
    1: "UNSUPP_VERSION", 2: "NOT_AUTHORIZED", 3: "MALFORMED_REQUEST", 4: "UNSUPP_OPCODE", 5: "UNSUPP_OPTION",
    6: "MALFORMED_OPTION", 7: "NETWORK_FAILURE", 8: "NO_RESOURCES", 9: "UNSUPP_PROTOCOL", 10: "USER_EX_QUOTA",
    11: "CANNOT_PROVIDE_EXTERNAL", 12: "ADDRESS_MISMATCH", 13: "EXCESSIVE_REMOTE_PEERS",
}
_NATPMP_RESULTS = {1: "unsupported version", 2: "not authorized or refused", 3: "network failure",
                   4: "out of resources", 5: "unsupported opcode"}


class PortMapError(Exception):
    """The router did not forward the port; the message says why (English, for the log and the host's words)."""


class NoAnswer(PortMapError):
    """No router answered within the delay (or the gateway refused the datagrams outright)."""


class _Fallback(Exception):
    """The router does not speak PCP: ask again with NAT-PMP."""


@dataclass(frozen=True)
class Mapping:
    """A forward the router made.

    Attributes:
        protocol: "PCP" or "NAT-PMP", the protocol that made it.
        address: the router's public IPv4 address, as text.
        port: the public TCP port the router forwards.
        lifetime: how long the forward lasts unless renewed (seconds, as the router granted).
        internal_port: the port on this machine it forwards to.
        gateway: the router's address; server_port: its PCP/NAT-PMP UDP port.
        nonce: the PCP request's nonce (empty for NAT-PMP), needed to remove the forward.
    """

    protocol: str
    address: str
    port: int
    lifetime: int
    internal_port: int = 0
    gateway: str = ""
    server_port: int = SERVER_PORT
    nonce: bytes = field(default=b"", repr=False)


def default_gateway(table: Path = ROUTE_TABLE) -> str | None:
    """Return the IPv4 address of the default route's gateway, or None when unknown.

    Takes the path of a Linux ``/proc/net/route`` table (columns Iface, Destination,
    Gateway, Flags ... in little-endian hexadecimal). A default route has destination
    0 and the RTF_UP and RTF_GATEWAY flags set. Returns None when the table is missing
    (other systems) or has no usable default route; loopback gateways are never returned.
    """
    try:
        lines = table.read_text(encoding="ascii").splitlines()[1:]
    except (OSError, UnicodeDecodeError):
        return None
    for line in lines:
        fields = line.split()
        if len(fields) < 4:
            continue
        try:
            dest, gateway, flags = int(fields[1], 16), int(fields[2], 16), int(fields[3], 16)
        except ValueError:
            continue
        if dest != 0 or flags & 0x3 != 0x3 or gateway == 0:
            continue
        address = ipaddress.IPv4Address(gateway.to_bytes(4, "little"))
        if not address.is_loopback:
            return str(address)
    return None


def _exchange(sock: socket.socket, request: bytes, deadline: float) -> bytes:
    """Send ``request`` on the connected ``sock`` until an answer comes or ``deadline`` (monotonic s) passes.

    Returns the answer's bytes. Raises :class:`NoAnswer` at the deadline, or at once when the gateway
    refuses the datagrams (ICMP port unreachable).
    """
    wait = FIRST_WAIT_S
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise NoAnswer("no router answered")
        try:
            sock.send(request)
            sock.settimeout(min(wait, left))
            return sock.recv(_PCP_MAX + 1)
        except TimeoutError:
            wait *= 2
        except ConnectionRefusedError as exc:
            raise NoAnswer("the gateway refuses PCP and NAT-PMP (nothing listens on its port)") from exc


def _connect(gateway: str, server_port: int) -> socket.socket:
    """A UDP socket connected to the router (raises :class:`NoAnswer` when it cannot be reached)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.connect((gateway, server_port))
    except OSError as exc:
        sock.close()
        raise NoAnswer(f"the router {gateway} cannot be reached ({exc.strerror or exc})") from exc
    return sock


def _pcp_map(gateway: str, server_port: int, port: int, external: int, lifetime: int, nonce: bytes,
             deadline: float) -> Mapping:
    """Ask for a PCP MAP of TCP ``port`` (RFC 6887 §11); return the router's answer as a :class:`Mapping`.

    Raises :class:`_Fallback` when the router speaks no PCP, :class:`PortMapError` for a bad or failed answer,
    :class:`NoAnswer` on silence.
    """
    with _connect(gateway, server_port) as sock:
        client = ipaddress.IPv4Address(sock.getsockname()[0]).packed
        mapped = b"\0" * 10 + b"\xff\xff"
        request = (struct.pack("!BBHI", _PCP_VERSION, _PCP_MAP, 0, lifetime) + mapped + client
                   + nonce + struct.pack("!B3xHH", _TCP, port, external) + mapped + b"\0" * 4)
        answer = _exchange(sock, request, deadline)
    if len(answer) >= 1 and answer[0] == 0:
        raise _Fallback("the router answers PCP with NAT-PMP")
    if len(answer) < 4:
        raise PortMapError(f"the router's PCP answer is {len(answer)} bytes, shorter than its header")
    if answer[1] & _PCP_RESPONSE and answer[3] == _PCP_UNSUPP_VERSION:
        raise _Fallback("the router does not speak PCP version 2")
    if len(answer) < _PCP_SIZE or len(answer) > _PCP_MAX or len(answer) % 4:
        raise PortMapError(f"the router's PCP answer is {len(answer)} bytes, not 60 and up in fours")
    version, opcode, result, granted = struct.unpack_from("!BBxBI", answer)
    if version != _PCP_VERSION:
        raise PortMapError(f"the router's PCP answer has version {version}, not {_PCP_VERSION}")
    if opcode != _PCP_RESPONSE | _PCP_MAP:
        raise PortMapError(f"the router's PCP answer has opcode {opcode:#04x}, not the MAP answer 0x81")
    if result:
        raise PortMapError(f"the router refuses with PCP result {result} "
                           f"({_PCP_RESULTS.get(result, 'unknown')})")
    if answer[24:36] != nonce:
        raise PortMapError("the router's PCP answer carries another request's nonce")
    protocol, internal, public_port = struct.unpack_from("!B3xHH", answer, 36)
    if protocol != _TCP or internal != port:
        raise PortMapError(f"the router's PCP answer maps protocol {protocol} port {internal}, not TCP {port}")
    address = ipaddress.IPv6Address(answer[44:60])
    public = address.ipv4_mapped
    if public is None:
        raise PortMapError(f"the router's PCP answer gives no IPv4 public address ({address})")
    return Mapping(PCP, str(public), public_port, granted, port, gateway, server_port, nonce)


def _natpmp_answer(answer: bytes, opcode: int, size: int) -> bytes:
    """Check a NAT-PMP answer to ``opcode``: ``size`` bytes, version 0, opcode 128+``opcode``, success.

    Returns it. Raises :class:`PortMapError` saying what is wrong.
    """
    if len(answer) < 4:
        raise PortMapError(f"the router's NAT-PMP answer is {len(answer)} bytes, shorter than its header")
    version, op, result = struct.unpack_from("!BBH", answer)
    if version != 0:
        raise PortMapError(f"the router's NAT-PMP answer has version {version}, not 0")
    if op != 128 + opcode:
        raise PortMapError(f"the router's NAT-PMP answer has opcode {op}, not {128 + opcode}")
    if result:
        raise PortMapError(f"the router refuses with NAT-PMP result {result} "
                           f"({_NATPMP_RESULTS.get(result, 'unknown')})")
    if len(answer) != size:
        raise PortMapError(f"the router's NAT-PMP answer is {len(answer)} bytes, not {size}")
    return answer


def _natpmp_map(gateway: str, server_port: int, port: int, external: int, lifetime: int,
                deadline: float, *, address: bool = True) -> Mapping:
    """Ask NAT-PMP for the public address (opcode 0, when ``address``) and a TCP map (opcode 2, RFC 6886 §3).

    Returns the :class:`Mapping`. Raises :class:`PortMapError` for a bad or failed answer, :class:`NoAnswer`
    on silence.
    """
    with _connect(gateway, server_port) as sock:
        public = ""
        if address:
            answer = _natpmp_answer(_exchange(sock, bytes([0, _NATPMP_ADDRESS]), deadline), _NATPMP_ADDRESS, 12)
            public = str(ipaddress.IPv4Address(answer[8:12]))
        request = struct.pack("!BBHHHI", 0, _NATPMP_MAP_TCP, 0, port, external, lifetime)
        answer = _natpmp_answer(_exchange(sock, request, deadline), _NATPMP_MAP_TCP, 16)
    internal, public_port, granted = struct.unpack_from("!HHI", answer, 8)
    if internal != port:
        raise PortMapError(f"the router's NAT-PMP answer maps port {internal}, not {port}")
    return Mapping(NATPMP, public, public_port, granted, port, gateway, server_port)


def map_port(port: int, lifetime: int = 7200, gateway: str | None = None, delay_ms: int = DEFAULT_DELAY_MS,
             server_port: int = SERVER_PORT) -> Mapping:
    """Ask the router to forward TCP ``port`` (same port outside, if it grants it) with PCP, else NAT-PMP.

    PCP gets the first half of the delay; NAT-PMP is asked when the router answers PCP with
    UNSUPP_VERSION or NAT-PMP's shape, or leaves it unanswered.

    Args:
        port: the port on this machine (1–65535).
        lifetime: the forward's lease asked for (seconds, 1–2**32-1); the router may grant another.
        gateway: the router's IPv4 address (default :func:`default_gateway`).
        delay_ms: the longest the whole attempt lasts (milliseconds, > 0).
        server_port: the router's UDP port (tests give their own).

    Returns:
        The :class:`Mapping` the router made.

    Raises:
        ValueError: ``port``, ``lifetime`` or ``delay_ms`` is out of range.
        NoAnswer: no gateway is known, or none answered within the delay.
        PortMapError: the router refused, or answered what neither protocol allows (the reason in words).
    """
    if not 1 <= port <= 65535:
        raise ValueError(f"a port is 1 to 65535, not {port}")
    if not 1 <= lifetime < 2**32:
        raise ValueError(f"a lifetime is 1 to 2**32-1 seconds, not {lifetime}")
    if delay_ms <= 0:
        raise ValueError(f"the delay is a positive number of milliseconds, not {delay_ms}")
    router = gateway or default_gateway()
    if router is None:
        raise NoAnswer("no default gateway is known to ask")
    start = time.monotonic()
    deadline = start + delay_ms / 1000
    try:
        return _pcp_map(router, server_port, port, port, lifetime, os.urandom(12), start + delay_ms / 2000)
    except (_Fallback, NoAnswer):
        pass
    return _natpmp_map(router, server_port, port, port, lifetime, deadline)


def unmap(mapping: Mapping, delay_ms: int = DEFAULT_DELAY_MS) -> None:
    """Ask the router to remove ``mapping`` (lifetime 0, with the protocol that made it).

    Raises :class:`NoAnswer` when the router does not answer within ``delay_ms`` (milliseconds), and
    :class:`PortMapError` when it refuses or answers wrongly: its forward then lapses with its lifetime.
    """
    deadline = time.monotonic() + delay_ms / 1000
    if mapping.protocol == PCP:
        _pcp_map(mapping.gateway, mapping.server_port, mapping.internal_port, 0, 0, mapping.nonce, deadline)
    else:
        _natpmp_map(mapping.gateway, mapping.server_port, mapping.internal_port, 0, 0, deadline, address=False)
