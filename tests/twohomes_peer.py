"""One side of the two homes of ``tests/test_two_homes.py``, run inside a network namespace (``ip netns exec``).

``host``: the host's window (offscreen) hosts a seeded quarter-year game with the window's own code
(:func:`gameofyear.ui.network.start_hosting`: the server in the window, the router asked for the port, the
invitation, the offer on the home's network; with ``--checker URL``, the check from outside that the port answers);
prints one JSON line ``{"invitation": …, "reach": …, "mapped": …, "offered": …, "checked": …}`` (the lines to send,
the window's words of how players reach it, whether the router forwards the port, the addresses the offer on the
local network gives, what the check from outside found: true, false, or null when not checked). With ``--serve URL`` (no router helped) it then does what those words say: the game is created
on that ``gameofyear serve`` and the host's window joins it there; a second JSON line gives the new invitation.
Then the host's window answers its own seat's decisions (the machine's button, the first option) to the end of the
year, and prints ``{"over": true, "events": N}``.

``join CODE``: a player in the other home joins from the invitation code given (address, port, pin and seat)
and plays the seat with a seeded computer player to the end; prints ``{"over": true, "events": N, "seat": S}``.
With ``--local`` (a player in the host's own home) it first looks for the same game offered on the local network
and joins it there (:func:`gameofyear.net.discovery.same_game_here`), printing ``{"url": …}`` first.

Every wait is bounded (``--timeout`` seconds in all); the exit code is 0 only when the year was played to its end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.content import load_content  # noqa: E402
from gameofyear.engine.variants import Variants  # noqa: E402
from gameofyear.simulation import random_setup  # noqa: E402


def say(**fields: Any) -> None:
    """One JSON line on stdout, at once (the test reads it while the peer goes on)."""
    print(json.dumps(fields), flush=True)


def a_request(seed: int, remotes: int = 1) -> dict[str, Any]:
    """The seeded game of the two homes: the host, ``remotes`` remote players and a computer, one quarter."""
    content = load_content()
    setup = random_setup(random.Random(seed), content, 2 + remotes)
    setup = replace(setup, variants=Variants(length="quarter"))
    return {"setup": setup.to_json(), "grace": 60, "edition": "classic",
            "seats": [{"kind": "remote"}] * (1 + remotes) + [{"kind": "computer", "level": "basic"}]}


def host(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gameofyear.content import load_texts
    from gameofyear.engine.decisions import DecisionKind
    from gameofyear.net.client import create_game
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession, seat_invitations, start_hosting

    app = QApplication.instance() or QApplication([])
    deadline = time.monotonic() + args.timeout

    def wait(condition: Any, what: str) -> None:
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError(f"the host's window waited too long for {what}")
            app.processEvents()
            time.sleep(0.005)

    request = a_request(args.seed, args.remotes)
    names = [p["name"] for p in request["setup"]["players"]]
    window = start_hosting(request, 0, Path(args.db), speed=0, host="0.0.0.0", port=args.port, advertise=True,
                           checker=args.checker)
    wait(lambda: bool(window.invitations.text()) and window.seat == 0, "the invitation")
    wait(lambda: window.session.advertiser is not None, "the offer on the local network")
    say(invitation=window.invitations.text(), reach=window.reach_note.text(),
        mapped=bool(window.session.reach.mapped), protocol=window.session.reach.protocol,
        offered=window.session.advertiser.info.parsed_addresses(),
        checked=None if window.session.reach.checked is None else window.session.reach.checked.answers)
    if args.serve:  # no router helped: the game goes through the server everybody reaches, as the words say
        window.close()
        created = asyncio.run(asyncio.wait_for(create_game(args.serve, request,
                                                           key=os.environ["GAMEOFYEAR_OPERATOR_KEY"]), 15))
        session = NetworkSession()
        window = NetworkGameWindow(session, load_texts(load_content()), speed=0)
        window.show()
        session.join(args.serve, next(c["code"] for c in created["codes"] if c["seat"] == 0))
        wait(lambda: window.seat == 0, "the server's welcome")
        where = urlsplit(args.serve)
        say(invitation="\n".join(f"{who}: {code}" for who, code in seat_invitations(
            created, names, str(where.hostname), int(where.port or 0), None, 0, tls=where.scheme == "wss")))
    over: list[bool] = []
    window.year_over.connect(lambda: over.append(True))

    def idle() -> bool:
        return window.table.group is None and not window._updates

    for _ in range(5000):
        wait(lambda: bool(over) or (window.decision is not None and idle()), "its turn")
        if over:
            break
        decision, at = window.decision, window.decision_at
        if decision.kind is DecisionKind.SPIN:
            wait(window.spin_button.isEnabled, "the machine's button")
            window.spin_button.click()
        else:
            wait(lambda: window.dialog is not None, "the decision's panel")
            window.dialog.choose(decision.options[0] if decision.options is not None else ("Yesterday",))
        wait(lambda at=at: bool(over) or window.decision_at > at, "the server's answer")
    wait(idle, "the last events")
    say(over=bool(over), events=len(window.events))
    window.close()
    return 0 if over else 1


def join(args: argparse.Namespace) -> int:
    from gameofyear.bots import make_bot
    from gameofyear.engine.setup import Setup
    from gameofyear.net.client import GameClient, play_as_bot
    from gameofyear.net.invitation import decode

    invitation = decode(args.line)
    url = invitation.url
    if args.local:  # a player in the host's own home: the same game offered here is joined at its local address
        from gameofyear.net.discovery import Browser, same_game_here

        browser = Browser()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and url == invitation.url:
            url = same_game_here(invitation.url, invitation.pin, [(o.url, o.pin) for o in browser.offers()])
            time.sleep(0.1)
        browser.close()
        say(url=url)

    async def play() -> tuple[int, int, Any]:
        async with GameClient(url, invitation.code, pin=invitation.pin) as client:
            await client.wait_for(lambda c: c.welcome is not None, args.timeout)
            assert client.welcome is not None
            setup = Setup.from_json(client.welcome["setup"])
            await play_as_bot(client, make_bot("basic", args.seed), setup, load_content(), timeout=args.timeout)
            return len(client.events), int(client.seat or 0), client.outcome

    events, seat, outcome = asyncio.run(asyncio.wait_for(play(), args.timeout))
    say(over=outcome is not None, events=events, seat=seat)
    return 0 if outcome is not None else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    sub = parser.add_subparsers(dest="side", required=True)
    h = sub.add_parser("host")
    h.add_argument("--db", required=True)
    h.add_argument("--port", type=int, required=True)
    h.add_argument("--serve", default=None, help="the URL of a gameofyear serve that every player reaches")
    h.add_argument("--checker", default=None, help="the URL of a gameofyear serve that checks the port from outside")
    h.add_argument("--remotes", type=int, default=1, help="remote players besides the host (default 1)")
    j = sub.add_parser("join")
    j.add_argument("line", help="the host's invitation code for this player")
    j.add_argument("--local", action="store_true",
                   help="in the host's own home: join the same game where it is offered on this network")
    for p in (h, j):
        p.add_argument("--seed", type=int, default=11)
        p.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()
    return host(args) if args.side == "host" else join(args)


if __name__ == "__main__":
    raise SystemExit(main())
