"""``gameofyear serve``: its options and what it does (a network game server on its own, see ``docs/SERVER.md``).

The rest of the command line is :mod:`gameofyear.cli`'s, which hands this module the ``serve`` line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .argtypes import count, seconds


def add_serve_parser(sub: Any) -> None:
    """Add the ``serve`` command and its options to the command line's subparsers ``sub``."""
    srv = sub.add_parser("serve", help="run a network game server (games for remote players, kept in SQLite)")
    srv.add_argument("--host", default="127.0.0.1",
                     help="the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    srv.add_argument("--port", type=count(0, 65535), default=8765, help="the port (default 8765; 0: any free port)")
    srv.add_argument("--db", type=Path, default=Path("gameofyear-server.sqlite3"),
                     help="the SQLite store of games and actions (default ./gameofyear-server.sqlite3)")
    srv.add_argument("--certificate", "--certfile", dest="certfile", type=Path, default=None,
                     help="serve over TLS (wss://) with this PEM certificate (default: a certificate of the server's "
                          "own, made at the first start and kept beside the store; its pin is printed)")
    srv.add_argument("--key", "--keyfile", dest="keyfile", type=Path, default=None,
                     help="the certificate's private key (PEM)")
    srv.add_argument("--insecure", action="store_true",
                     help="speak plain ws:// without TLS (behind a reverse proxy that speaks TLS, on 127.0.0.1): "
                          "seat codes and the operator key then cross the network in clear")
    srv.add_argument("--per-address", type=count(1, 100_000), default=64,
                     help="open connections allowed from one source, an IPv4 address or an IPv6 /64 (default 64)")
    srv.add_argument("--connections", type=count(1, 1_000_000), default=4096,
                     help="open connections in all (default 4096; never within 192 of the file limit)")
    srv.add_argument("--hello-timeout", type=seconds(0.1, 3600), default=10.0,
                     help="seconds a connection has to say hello before it is closed (default 10)")
    srv.add_argument("--operator-key-file", type=Path, default=None,
                     help="the file whose first line is the key a create must carry (default: the variable "
                          "GAMEOFYEAR_OPERATOR_KEY, else DB.operator-key, made at the first start)")
    srv.add_argument("--creates-per-address", type=count(1, 1_000_000), default=50,
                     help="games one IP address may create in an hour (default 50)")
    srv.add_argument("--address-rate", type=count(1, 1_000_000), default=120,
                     help="frames a second all connections of one IP address may send together (default 120)")
    srv.add_argument("--unjoined-ttl", type=seconds(1, 10**8), default=1800.0,
                     help="seconds a game waits for its first player before it is removed (default 1800)")
    srv.add_argument("--abandoned-ttl", type=seconds(60, 10**9), default=30 * 86400.0,
                     help="seconds an unfinished game nobody comes back to is kept (default 30 days)")
    srv.add_argument("--keep-finished", type=count(0, 10**9), default=1000,
                     help="finished games the store keeps, the newest (default 1000)")
    srv.add_argument("--upnp", action="store_true",
                     help="ask the home router to forward the port to this machine (UPnP) and print its public "
                          "address (with --host 0.0.0.0 or this machine's LAN address)")
    srv.add_argument("--durable", action="store_true",
                     help="wait for the disk at every action (survives a power cut, not only a crash; slower)")


def serve_command(args: argparse.Namespace) -> int:
    """Run the network game server until Ctrl+C or SIGTERM (see docs/SERVER.md).

    It prints the address players type: this machine's LAN address when it listens on every interface
    (:func:`~gameofyear.net.reach.lan_address`), the router's public address with ``--upnp`` when the router
    forwards the port (:func:`~gameofyear.net.reach.open_reach`, whose words it prints; the forward is removed
    when the server stops).

    Returns:
        0 when stopped, 1 when it cannot listen or read its certificate or store, 2 for options that do not fit.
    """
    import asyncio
    import sqlite3
    import ssl

    from .net.guard import operator_key
    from .net.reach import LanAddress, Reach, lan_address, open_reach
    from .net.running import serve
    from .net.server import Limits

    if args.keyfile is not None and args.certfile is None:
        print("--key needs --certificate", file=sys.stderr)
        return 2
    if args.insecure and args.certfile is not None:
        print("--insecure and --certificate do not go together: choose plain ws:// or TLS", file=sys.stderr)
        return 2
    loopback = args.host.startswith("127.") or args.host in ("localhost", "::1")
    if args.insecure:
        print("Warning: --insecure: plain ws://, without TLS. Seat codes and the operator key cross the network "
              "in clear" + ("; keep it behind a reverse proxy that speaks TLS." if loopback else
                            f", and {args.host} is reached from other machines: anyone on the way reads them."),
              file=sys.stderr, flush=True)
    certfile, keyfile, pin = args.certfile, args.keyfile, None
    if not args.insecure:
        from .net.tls import certificate_pin, host_certificate, server_certificate_folder

        try:
            if certfile is None:  # the server's own, kept beside its store: the pin players' invitations carry
                identity = host_certificate(server_certificate_folder(args.db), "Game of the Year server")
                certfile, keyfile, pin = identity.certificate, identity.key, identity.pin
            else:
                pin = certificate_pin(certfile)
        except (OSError, ValueError, ssl.SSLError) as exc:
            print(f"The server cannot run: its certificate cannot be used ({exc})", file=sys.stderr)
            return 1
    everywhere = args.host in ("0.0.0.0", "")
    if args.upnp and loopback:
        print("--upnp needs a server other machines reach: --host 0.0.0.0 or this machine's LAN address",
              file=sys.stderr)
        return 2
    reached: list[Reach] = []

    try:
        key, where = operator_key(args.operator_key_file, args.db)
    except (OSError, ValueError) as exc:
        print(f"The server has no operator key: {exc}", file=sys.stderr)
        return 1

    def ready(port: int) -> None:
        scheme = "ws" if args.insecure else "wss"
        shown = args.host
        if everywhere or args.upnp:  # the address players type: the LAN's (or the router's), never 0.0.0.0
            lan = lan_address()
            if lan.reason:
                print(f"This machine's LAN address: {lan.address} ({lan.reason})", flush=True)
            shown = lan.address if everywhere else args.host
            if args.upnp:
                reach = open_reach(port, lan=lan if everywhere else LanAddress(args.host))
                reached.append(reach)
                print(reach.words(), flush=True)
                shown = reach.address
        print(f"Serving games on {scheme}://{shown}:{port} (store: {args.db}; operator key: {where})", flush=True)
        if pin is not None:
            from .net.invitation import pin_text, ws_url

            print(f"Certificate pin: {pin_text(pin)} (invitations to games here carry it; a host checks from "
                  f"outside with {ws_url(shown, port, True)}#{pin_text(pin)})", flush=True)

    limits = Limits(per_address=args.per_address, connections=args.connections, hello_timeout=args.hello_timeout,
                    creates_per_address=args.creates_per_address, address_rate=float(args.address_rate),
                    address_burst=2 * args.address_rate, unjoined_ttl=args.unjoined_ttl,
                    abandoned_ttl=args.abandoned_ttl, keep_finished=args.keep_finished)
    try:
        asyncio.run(serve(args.host, args.port, args.db, certfile, keyfile, on_ready=ready,
                          durable=args.durable, limits=limits, operator_key=key))
    except (OSError, ssl.SSLError, sqlite3.Error) as exc:
        print(f"The server cannot run: {exc}", file=sys.stderr)
        return 1
    finally:
        for reach in reached:
            reach.close()  # the router stops forwarding the port
    return 0
