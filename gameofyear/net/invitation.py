"""Invitations people can pass on: one short code per seat, to read over the phone, that says where and who.

An invitation code carries everything a joiner needs: the host's address and
port, how to speak to it (``wss://`` with the host's pinned certificate by
default), the first 128 bits of that certificate's SHA-256 fingerprint
(:data:`~gameofyear.net.tls.PIN_BYTES`), and the seat's own code. It is
written in Douglas Crockford's base32 (digits and capital letters without
I, L, O and U, so that nothing reads as something else; a lower-case letter,
O for 0 and I or L for 1 are read as meant), in groups of five with a check
character at the end, e.g. ``4B0ZM-…-7Q``.

The check character is Luhn's algorithm modulo 32 over the code's characters:
any one character mistyped is found, and so is any swap of two neighbours
except ``0`` with ``Z``. A character left out or added is nearly always found
(1 time in 32 it is not; the code then names another address, pin or seat, and
the pin or the server refuses it).

Layout of the bytes (version 1): one byte ``version << 4 | security << 2 |
address kind``; the address (4 bytes IPv4, 16 bytes IPv6, or one length byte
and a host name, ASCII, with an optional ``/path``); the port (2 bytes, big
endian); the pin (16 bytes when the security is "pinned, long", what this
version writes; 10 bytes when it is "pinned", the invitations of earlier
versions, which still join); the seat's code (the rest: the bytes of its
base64url text, see :func:`new_seat_code`). A host with an IPv4 address and
a seat code of 80 bits gives 54 characters (eleven groups of five, the last
of four); an earlier version's 80-bit pin gave 45.

>>> text = encode(Invitation("192.0.2.10", 8765, "AAECAwQFBgcICQ", pin=bytes(16)))
>>> decode(text).url, len(text.replace("-", ""))
('wss://192.0.2.10:8765', 54)
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .tls import PIN_BYTES, SHORTEST_PIN_BYTES

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32 alphabet: a character's value is its place here."""
_VALUE = {c: i for i, c in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
_TO_CROCKFORD = bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", ALPHABET.encode("ascii"))
_FROM_CROCKFORD = bytes.maketrans(ALPHABET.encode("ascii"), b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")

VERSION = 1
"""The layout of the bytes (see the module's text); a code of another version is refused in words."""

GROUP = 5
"""Characters per group of the written code."""

SEAT_CODE_BYTES = 10
"""A seat's code has 80 random bits: nobody guesses it against a server that allows 30 frames a second."""

PLAIN, PINNED, TRUSTED, PINNED_LONG = 0, 1, 2, 3
"""How to speak to the server: ``ws://``; ``wss://`` with the pinned certificate, a pin of
:data:`~gameofyear.net.tls.SHORTEST_PIN_BYTES` bytes (the invitations of earlier versions, which still join);
``wss://`` with a certificate an authority vouches for (a public server behind a proxy); ``wss://`` with a pin of
:data:`~gameofyear.net.tls.PIN_BYTES` bytes (what this version writes)."""
_PIN_LENGTH = {PINNED: SHORTEST_PIN_BYTES, PINNED_LONG: PIN_BYTES}
_IPV4, _IPV6, _NAME = 0, 1, 2
_HOST_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?:/[A-Za-z0-9._~/-]*)?$")
_MAX_CODE_BYTES = 48


class InvitationError(ValueError):
    """A text that is not an invitation code, or one with a typing mistake (the message says which, in words)."""


@dataclass(frozen=True)
class Invitation:
    """What a joiner needs: where the host's server is, how to speak to it, and the seat's code.

    Attributes:
        host: an IPv4 or IPv6 address, or a host name (then ``path`` may follow it).
        port: the server's TCP port (1 to 65535).
        code: the seat's (or the spectators') code, as the server gave it (base64url text).
        pin: the first :data:`~gameofyear.net.tls.PIN_BYTES` bytes (or more: only those travel; an earlier
            version's :data:`~gameofyear.net.tls.SHORTEST_PIN_BYTES`) of the
            SHA-256 fingerprint of the host's certificate; None: no pin.
        tls: speak ``wss://`` (True: with ``pin`` when there is one, else trusting the system's authorities).
        path: the server's path behind a proxy (``/gameofyear``), host names only.
    """

    host: str
    port: int
    code: str
    pin: bytes | None = None
    tls: bool = True
    path: str = ""

    @property
    def url(self) -> str:
        """The server's address for the client: ``wss://host:port`` (``ws://`` without TLS; IPv6 in brackets)."""
        return ws_url(self.host, self.port, self.tls, self.path)


def ws_url(host: str, port: int, tls: bool, path: str = "") -> str:
    """The WebSocket URL of a server at ``host``:``port``: ``wss://`` with TLS, else ``ws://``; an IPv6 address
    in brackets; ``path`` after the port (a server behind a proxy's path, or "")."""
    where = f"[{host}]" if ":" in host else host
    return f"{'wss' if tls else 'ws'}://{where}:{port}{path}"


def new_seat_code() -> str:
    """A new random code for a seat or the spectators: :data:`SEAT_CODE_BYTES` bytes as base64url text."""
    return secrets.token_urlsafe(SEAT_CODE_BYTES)


def encode(invitation: Invitation) -> str:
    """The code a person passes on: Crockford base32 in groups of :data:`GROUP`, the last character a check.

    Raises:
        ValueError: a port out of 1–65535, a host that is neither an address nor a host name, a path
            without a host name or not a URL path, a pin shorter than
            :data:`~gameofyear.net.tls.SHORTEST_PIN_BYTES` or a pin without TLS, or a seat code that is not
            base64url text of 1 to 48 bytes.
    """
    inv = invitation
    if not 1 <= inv.port <= 65535:
        raise ValueError(f"a port is 1 to 65535, not {inv.port}")
    if inv.pin is not None and (not inv.tls or len(inv.pin) < SHORTEST_PIN_BYTES):
        raise ValueError(f"a pin needs TLS and at least {SHORTEST_PIN_BYTES} bytes")
    security = PLAIN if not inv.tls else TRUSTED if inv.pin is None else \
        PINNED_LONG if len(inv.pin) >= PIN_BYTES else PINNED  # a short pin: as an earlier version wrote it
    try:
        ip: ipaddress.IPv4Address | ipaddress.IPv6Address | None = ipaddress.ip_address(inv.host)
    except ValueError:
        ip = None
    if ip is not None:
        if inv.path:
            raise ValueError("a path goes with a host name, not an address")
        address, kind = ip.packed, _IPV4 if ip.version == 4 else _IPV6
    else:
        name = inv.host + inv.path
        if not _HOST_NAME.match(name) or (inv.path and not inv.path.startswith("/")) or "/" in inv.host:
            raise ValueError(f"not an address or a host name: {name!r}")
        address, kind = bytes([len(name)]) + name.encode("ascii"), _NAME
    seat = _code_bytes(inv.code)
    payload = (bytes([VERSION << 4 | security << 2 | kind]) + address + inv.port.to_bytes(2, "big")
               + (inv.pin[:_PIN_LENGTH[security]] if inv.pin is not None else b"") + seat)
    body = base64.b32encode(payload).rstrip(b"=").translate(_TO_CROCKFORD).decode("ascii")
    text = body + ALPHABET[_check(body)]
    return "-".join(text[i:i + GROUP] for i in range(0, len(text), GROUP))


def decode(text: str) -> Invitation:
    """Read an invitation code as a person typed or pasted it (spaces, dashes and letter case do not matter).

    Raises:
        InvitationError: characters that are not in the code's alphabet, a typing mistake (the check
            character does not agree), a code made by a newer game, or a code too short for what it says.
    """
    cleaned = re.sub(r"[\s\-_.]+", "", text).upper()
    if len(cleaned) < 2:
        raise InvitationError("This is not an invitation code: it is too short.")
    bad = sorted({c for c in cleaned if c not in _VALUE})
    if bad:
        raise InvitationError("This is not an invitation code: it has characters that are not in one ("
                              + " ".join(bad) + ").")
    digits = "".join(ALPHABET[_VALUE[c]] for c in cleaned)
    if not _checks_out(digits):
        raise InvitationError("This invitation code has a typing mistake: check it character by character.")
    payload = _b32decode(digits[:-1])
    if payload is None or not payload:
        raise InvitationError("This invitation code has a typing mistake: a character is missing or extra.")
    version, security, kind = payload[0] >> 4, (payload[0] >> 2) & 3, payload[0] & 3
    if version != VERSION:
        raise InvitationError("This invitation was made by another version of the game: update the game.")
    rest = payload[1:]
    host, path = "", ""
    try:
        if kind == _IPV4:
            host, rest = str(ipaddress.IPv4Address(rest[:4])), rest[4:]
        elif kind == _IPV6:
            host, rest = str(ipaddress.IPv6Address(rest[:16])), rest[16:]
        elif kind == _NAME and rest and len(rest) > rest[0]:
            name, rest = rest[1:1 + rest[0]].decode("ascii"), rest[1 + rest[0]:]
            if not _HOST_NAME.match(name):
                raise ValueError(name)
            host, _, tail = name.partition("/")
            path = "/" + tail if "/" in name else ""
        else:
            raise ValueError(kind)
    except (ValueError, UnicodeDecodeError, ipaddress.AddressValueError):
        raise InvitationError("This invitation code has a typing mistake: its address cannot be read.") from None
    pin_bytes = _PIN_LENGTH.get(security, 0)
    if len(rest) < 2 + pin_bytes + 1:
        raise InvitationError("This invitation code has a typing mistake: it is too short for what it says.")
    port = int.from_bytes(rest[:2], "big")
    pin = rest[2:2 + pin_bytes] if pin_bytes else None
    code = base64.urlsafe_b64encode(rest[2 + pin_bytes:]).rstrip(b"=").decode("ascii")
    if port == 0:
        raise InvitationError("This invitation code has a typing mistake: its port cannot be read.")
    return Invitation(host, port, code, pin, security != PLAIN, path)


def _code_bytes(code: str) -> bytes:
    """The bytes of a seat's base64url code (:func:`new_seat_code`); ValueError for any other text."""
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raw = b""
    if not 1 <= len(raw) <= _MAX_CODE_BYTES or base64.urlsafe_b64encode(raw).rstrip(b"=").decode() != code:
        raise ValueError(f"a seat's code is base64url text of 1 to {_MAX_CODE_BYTES} bytes: {code!r}")
    return raw


def _b32decode(body: str) -> bytes | None:
    """The bytes of a base32 body (Crockford's alphabet, no padding), or None when its length or last
    character cannot end a whole number of bytes."""
    if len(body) % 8 in (1, 3, 6):
        return None
    try:
        raw = base64.b32decode(body.encode("ascii").translate(_FROM_CROCKFORD) + b"=" * (-len(body) % 8))
    except (binascii.Error, ValueError):
        return None
    if base64.b32encode(raw).rstrip(b"=").translate(_TO_CROCKFORD).decode("ascii") != body:
        return None  # bits left over that are not zero: not a code this game wrote
    return raw


def _luhn_total(digits: str, double_first: bool) -> int:
    """Luhn's sum modulo 32 of ``digits`` read from the right (the first one read doubled or not)."""
    total, double = 0, double_first
    for char in reversed(digits):
        value = _VALUE[char] * (2 if double else 1)
        total += value // 32 + value % 32
        double = not double
    return total % 32


def _check(body: str) -> int:
    """The check character's value for ``body`` (Luhn mod 32)."""
    return (32 - _luhn_total(body, double_first=True)) % 32


def _checks_out(digits: str) -> bool:
    """True when the last character is the check of the others."""
    return _luhn_total(digits, double_first=False) == 0


def pin_text(pin: bytes) -> str:
    """A certificate's pin as people copy it: its bytes in Crockford's base32 (``gameofyear serve`` prints it).

    >>> pin_text(bytes(range(10)))
    '000G40R40M30E209'
    >>> read_pin(pin_text(bytes(range(10)))) == bytes(range(10))
    True
    """
    return base64.b32encode(pin).rstrip(b"=").translate(_TO_CROCKFORD).decode("ascii")


def read_pin(text: str) -> bytes:
    """The pin ``text`` writes (:func:`pin_text`; groups, lower case, O for 0 and I or L for 1 are read as meant).

    Raises:
        ValueError: not such a text, or a pin shorter than :data:`~gameofyear.net.tls.SHORTEST_PIN_BYTES` bytes or longer
            than a SHA-256 digest.
    """
    body = re.sub(r"[\s-]", "", text).upper()
    if not body or any(c not in _VALUE for c in body):
        raise ValueError(f"{text!r} is not a certificate pin")
    pin = _b32decode("".join(ALPHABET[_VALUE[c]] for c in body))
    if pin is None or not SHORTEST_PIN_BYTES <= len(pin) <= 32 or len(body) != len(pin_text(pin)):
        raise ValueError(f"{text!r} is not a certificate pin")
    return pin


def checker_pin(url: str) -> tuple[str, bytes | None]:
    """Split a checking server's URL from the pin of its own certificate, written after ``#`` as ``gameofyear
    serve`` prints it (``wss://games.example.org:8765#PIN``).

    Returns:
        The URL without its ``#…`` and the pin, or None when it has none.

    Raises:
        ValueError: a ``#…`` that is no pin.
    """
    text = url.strip()
    address, hash_sign, fragment = text.partition("#")
    return (address, read_pin(fragment)) if hash_sign else (address, None)


def checker_problem(url: str) -> str:
    """Why ``url`` cannot be the server that checks a host's port from outside ("" when it can, or is empty).

    Returns:
        "" for an empty text or a ``ws://``/``wss://`` URL with a host (a port is optional; a ``wss://`` one may
        end with ``#`` and the pin of the server's own certificate); else the words, in English (the window says
        its own).
    """
    text = url.strip()
    if not text:
        return ""
    try:
        address, pin = checker_pin(text)
    except ValueError:
        return f"{text!r} ends with something that is not the server's certificate pin"
    try:
        parts = urlsplit(address)
        parts.port  # noqa: B018 - raises ValueError for a port that is no number or out of range
    except ValueError:
        return f"{text!r} has no port one can use"
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return f"{text!r} is not a ws:// or wss:// address"
    if pin is not None and parts.scheme != "wss":
        return f"{text!r} names a certificate pin for a server without TLS (ws://)"
    return ""


def checker_url(value: Any) -> str | None:
    """``value`` as the URL of a server to check with (stripped), or None when it is none: not a text, empty, or
    not such a URL (:func:`checker_problem`; a setting or a note read back may hold anything)."""
    if not isinstance(value, str) or checker_problem(value):
        return None
    return value.strip() or None
