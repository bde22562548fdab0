"""Checking from outside that a host's port answers: the ``probe`` frame of ``gameofyear serve``.

A router that says it forwards a port may still not let anybody in (a second
router of the provider in front of it, a firewall, a forward made to another
machine), and a port forwarded by hand is not known to the game at all. Only a
machine outside the home can tell. Any ``gameofyear serve`` answers a
``probe`` frame (no game, no operator key needed): it opens a WebSocket back
to the address it sees the asker connect from — never another one: the frame
names only a port — sends one ``ping`` and waits for the ``pong`` of a game
server, for :attr:`Limits.probe_timeout <gameofyear.net.guard.Limits.probe_timeout>` seconds at most
(:data:`ANSWER_S` by default), then replies
``{"type": "probed", "address": …, "port": …, "answers": true|false, "detail": …}``.

The address in the reply is the home's address as the internet sees it: the
one to put in the invitation. An asker at an address that is not public is refused
(``probe_refused``): a server that sees it there is inside its network, or behind
a reverse proxy, and would only reach into its own network. Each address may ask :attr:`Limits.probes_per_address
<gameofyear.net.guard.Limits.probes_per_address>` times in
:attr:`~gameofyear.net.guard.Limits.probe_window` seconds; a server behind a
reverse proxy sees every asker at the proxy's address, and its probes then go
to the proxy, so it refuses them all.

:func:`check_from_outside` is the host's side: ask a server, get a :class:`Checked`.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import ssl
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import InvalidHandshake, WebSocketException

from .invitation import checker_pin, ws_url
from .protocol import PROTOCOL_VERSION, dumps
from .tls import CertificateMismatch, check_peer, pinned_client_context

ANSWER_S = 3.0
"""How long :func:`answers` waits for a port to answer by default (seconds, connection and ``pong`` together)."""

CHECK_S = 8.0
"""How long :func:`check_from_outside` waits for the checking server's reply in all (seconds)."""


def public(address: str) -> bool:
    """True when ``address`` is a public (globally routed) IP address: the only kind a server checks from outside
    (another is on the server's own network, or is a proxy's; see :attr:`Limits.probe_private
    <gameofyear.net.guard.Limits.probe_private>`)."""
    try:
        return ipaddress.ip_address(address.split("%", 1)[0]).is_global
    except ValueError:
        return False


async def answers(address: str, port: int, tls: bool, timeout: float = ANSWER_S) -> tuple[bool, str]:
    """Whether a game server answers at ``address``:``port``: a WebSocket opened, a ``ping`` sent, a ``pong`` back.

    Args:
        address: the IP address to reach (the asker's own, as the probing server sees it).
        port: the TCP port (1–65535).
        tls: speak ``wss://`` (any certificate: only the answer matters, nothing is sent but the ping).
        timeout: seconds for the whole exchange.

    Returns:
        ``(True, "")``, or ``(False, why)`` in a few plain words (refused, no answer in time, not a game server).
    """
    url = ws_url(address, port, tls)
    context: dict[str, Any] = {"ssl": pinned_client_context()} if tls else {}

    async def exchange() -> tuple[bool, str]:
        async with connect(url, **context, open_timeout=timeout, close_timeout=0.5, max_size=4096,
                           ping_interval=None, compression=None) as ws:
            await ws.send(dumps({"type": "ping", "ref": "probe"}))
            reply = json.loads(await ws.recv())
            if isinstance(reply, dict) and reply.get("type") == "pong":
                return True, ""
            return False, "something answered, but not a game server"

    try:
        return await asyncio.wait_for(exchange(), timeout)
    except TimeoutError:
        return False, f"no answer within {timeout:g} s"
    except ConnectionRefusedError:
        return False, "the connection was refused"
    except (InvalidHandshake, ssl.SSLError, ValueError):
        return False, "something answered, but not a game server"
    except (OSError, WebSocketException) as exc:
        return False, str(exc) or type(exc).__name__


@dataclass(frozen=True)
class Checked:
    """What a server outside the home found when it reached back to the host's port.

    Attributes:
        checker: the URL of the server that checked.
        address: the host's address as that server sees it (its home's public address; "" when not checked).
        port: the port checked.
        answers: True: the game answers there from outside; False: nothing answers;
            None: the check could not be made (the checking server unreachable, or it refused).
        detail: why not, in a few plain words ("" when it answers).
    """

    checker: str
    address: str
    port: int
    answers: bool | None
    detail: str = ""


async def check_from_outside(checker: str, port: int, tls: bool, *, ssl_context: ssl.SSLContext | None = None,
                             timeout: float = CHECK_S) -> Checked:
    """Ask the ``gameofyear serve`` at ``checker`` whether this home's ``port`` answers from outside.

    Args:
        checker: the server's ``ws://`` or ``wss://`` URL: a ``wss://`` one must have a certificate the system
            trusts, or end with ``#`` and the pin of its own certificate as ``gameofyear serve`` prints it
            (:func:`~gameofyear.net.invitation.checker_pin`), unless ``ssl_context`` says otherwise.
        port: the port of the host's server, the same outside as in (the router's forward keeps it).
        tls: the host's server speaks ``wss://``.
        ssl_context: for a checking server the system does not trust (tests).
        timeout: seconds for the whole check.

    Returns:
        A :class:`Checked`; never raises for a server that cannot be reached or refuses: that is an answer too.
    """
    async def ask() -> Checked:
        address, pin = checker_pin(checker)
        context = pinned_client_context() if pin is not None else ssl_context
        extra: dict[str, Any] = {} if context is None else {"ssl": context}
        async with connect(address, **extra, open_timeout=timeout, close_timeout=0.5, max_size=16 * 1024,
                           ping_interval=None) as ws:
            if pin is not None:  # the server's own certificate, named by the pin it printed
                check_peer(ws.transport, pin)
            await ws.send(dumps({"type": "probe", "protocol": PROTOCOL_VERSION, "port": port, "tls": tls}))
            reply = json.loads(await ws.recv())
        if not isinstance(reply, dict):
            return Checked(checker, "", port, None, "the checking server gave no answer one can read")
        if reply.get("type") == "error":
            return Checked(checker, "", port, None, str(reply.get("message") or reply.get("code") or "refused"))
        if reply.get("type") != "probed" or not isinstance(reply.get("answers"), bool):
            return Checked(checker, "", port, None, "the checking server gave no answer one can read")
        return Checked(checker, str(reply.get("address", ""))[:64], port, bool(reply["answers"]),
                       "" if reply["answers"] else str(reply.get("detail", ""))[:200])

    try:
        return await asyncio.wait_for(ask(), timeout)
    except TimeoutError:
        return Checked(checker, "", port, None, f"the checking server did not answer within {timeout:g} s")
    except CertificateMismatch:
        return Checked(checker, "", port, None, "the checking server's certificate is not the one its pin names")
    except (OSError, WebSocketException, ValueError, ssl.SSLError) as exc:
        return Checked(checker, "", port, None, str(exc) or type(exc).__name__)
