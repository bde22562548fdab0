"""Asking the home router to forward a port with PCP (RFC 6887) or NAT-PMP (RFC 6886).

Both protocols talk to the default gateway on UDP port 5351.  This module so far finds
that gateway; the client itself follows.
"""

from __future__ import annotations

import ipaddress
from pathlib import Path

ROUTE_TABLE = Path("/proc/net/route")


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
