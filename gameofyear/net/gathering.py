"""A network game that gathers its people before it starts: each joiner brings their own profile.

A game created with ``"gather": true`` waits, before any move is played,
until every remote seat has said ``hello`` once. A ``hello`` may carry the
joiner's ``profile`` (:meth:`~gameofyear.engine.setup.PlayerProfile.to_json`
data); it replaces the host's placeholder for that seat. A ``hello`` without
one keeps the placeholder's name with no sex and every fact ``unknown`` (asked
by the FACT decision in the game, as at home). While the game gathers, no
computer plays and no grace timer runs; each joiner gets a ``gathering`` frame
naming who is here and who is awaited. When the last remote seat arrives (or
the host starts without the ones awaited, :func:`start_now`), the server builds
the Table from the final setup with the same secret seed, stores the final
spec and sends every connected seat its ``welcome``.

The spec keeps ``awaiting`` (the seats still awaited) and the profiles given so
far in its ``setup``, so a server restarted meanwhile keeps them.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING, Any

from ..engine.notation import encode
from ..engine.setup import PlayerProfile, Setup
from ..table import Table
from .protocol import FrameError, dumps
from .specs import spec_scheme, spec_seats

if TYPE_CHECKING:
    from .connection import Client, GameHall, ServerGame

MAX_PROFILE_NAME = 64
"""The longest name a joiner's profile may carry (characters; the remembered profiles' own limit)."""

EARLIEST_BIRTH = date(1900, 1, 1)
"""The earliest birth date a joiner's profile may carry."""

PROFILE_FIELDS = frozenset({"name", "birth_date", "sex", "facts", "unknown"})
"""The fields of a profile in a ``hello`` frame."""


def check_profile(data: Any, facts: Iterable[str], today: date | None = None) -> PlayerProfile:
    """Read a joiner's profile from a ``hello`` frame, as hostile input.

    Args:
        data: the frame's ``profile`` value (:meth:`PlayerProfile.to_json` data).
        facts: the fact ids of the game's content.
        today: the latest birth date allowed (default today's date).

    Returns:
        The profile (as :meth:`PlayerProfile.from_json` reads it: a fact neither held nor ``unknown`` was
        answered no; the ``unknown`` ones are asked in the game by the FACT decision).

    Raises:
        FrameError: ``bad_profile``, naming the field (``profile.name``, ``profile.birth_date``, ``profile.sex``,
            ``profile.facts``, ``profile.unknown``) and what is wrong with it.
    """
    known = frozenset(facts)
    if not isinstance(data, dict):
        raise FrameError("bad_profile", "profile must be an object")
    extra = sorted(str(k)[:20] for k in data if k not in PROFILE_FIELDS)
    if extra:
        raise FrameError("bad_profile", f"profile has an unknown field {extra[0]!r}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise FrameError("bad_profile", "profile.name must be a non-empty text")
    if len(name) > MAX_PROFILE_NAME:
        raise FrameError("bad_profile", f"profile.name is longer than {MAX_PROFILE_NAME} characters")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in name):
        raise FrameError("bad_profile", "profile.name holds a control character")
    born = data.get("birth_date")
    if not isinstance(born, str) or len(born) != 10:
        raise FrameError("bad_profile", "profile.birth_date must be a date written YYYY-MM-DD")
    try:
        birth = date.fromisoformat(born)
    except ValueError:
        raise FrameError("bad_profile", f"profile.birth_date {born!r} is no date (YYYY-MM-DD)") from None
    if not EARLIEST_BIRTH <= birth <= (today or date.today()):
        raise FrameError("bad_profile", f"profile.birth_date {born} is not between 1900 and today")
    sex = data.get("sex")
    if sex not in (None, "female", "male"):
        raise FrameError("bad_profile", "profile.sex must be \"female\", \"male\" or null")
    lists: dict[str, frozenset[str]] = {}
    for field in ("facts", "unknown"):
        value = data.get(field, [])
        if not isinstance(value, list) or len(value) > len(known) or not all(isinstance(f, str) for f in value):
            raise FrameError("bad_profile", f"profile.{field} must be a list of fact ids")
        strange = [f for f in value if f not in known]
        if strange:
            raise FrameError("bad_profile", f"profile.{field}: {strange[0][:40]!r} is not a fact of this game")
        lists[field] = frozenset(value)
    both = lists["facts"] & lists["unknown"]
    if both:
        raise FrameError("bad_profile", f"profile.facts and profile.unknown both name {sorted(both)[0]!r}")
    return PlayerProfile(name.strip(), birth, sex, lists["facts"], lists["unknown"])


def distinct_name(name: str, taken: Iterable[str]) -> str:
    """Return ``name``, or ``"name (2)"``, ``"name (3)"``… when a player at the table already has it.

    Args:
        name: the name a joiner brings.
        taken: the names already settled at the table (the computers', the host's, those who came before).

    Returns:
        A name no one at the table has (compared without case or surrounding spaces), at most
        :data:`MAX_PROFILE_NAME` characters long.
    """
    seen = {other.strip().casefold() for other in taken}
    if name.strip().casefold() not in seen:
        return name
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[:MAX_PROFILE_NAME - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in seen:
            return candidate
        number += 1


def placeholder(profile: PlayerProfile, facts: Iterable[str]) -> PlayerProfile:
    """The profile of a remote seat whose person said no profile: the host's name and birth date, no sex,
    every fact ``unknown``."""
    return PlayerProfile(profile.name, profile.birth_date, None, frozenset(), frozenset(facts))


def awaiting(game: ServerGame) -> list[int]:
    """The remote seats ``game`` still awaits (empty: it is being played)."""
    return list(game.spec.get("awaiting") or [])


def gathering_frame(game: ServerGame) -> str:
    """The ``gathering`` frame: each remote seat's name and whether its person is here or awaited."""
    players = game.spec["setup"]["players"]
    waiting = set(awaiting(game))
    seats = [{"seat": i, "name": players[i]["name"], "here": i in game.clients and i not in waiting}
             for i in game.remote_seats]
    return dumps({"type": "gathering", "game": game.id, "seats": seats,
                  "awaiting": sorted(waiting)})


def arrive(server: GameHall, client: Client, game: ServerGame, seat: int, frame: dict[str, Any]) -> bool:
    """A person said ``hello`` for ``seat`` of a gathering ``game``: take their profile, tell everybody.

    Returns:
        True when the game still gathers (the client has its ``gathering`` frame, no ``welcome``);
        False when it has started now (every connected seat has had its ``welcome`` but ``client``,
        which the caller welcomes) or was not gathering.

    Raises:
        FrameError: ``bad_profile`` (nothing changed) or ``server_error`` (the store refused the profile).
    """
    waiting = awaiting(game)
    if not waiting:
        return False
    if seat in waiting:
        content = game.table.game.content
        setup = dict(game.spec["setup"])
        players = list(setup["players"])
        if frame.get("profile") is not None:
            profile = check_profile(frame["profile"], content.facts)
            taken = [players[i]["name"] for i in range(len(players)) if i != seat and i not in waiting]
            name = distinct_name(profile.name, taken)
            if name != profile.name:  # two "Marie"s at one table: the one who came later is "Marie (2)"
                profile = dataclasses.replace(profile, name=name)
        else:
            profile = placeholder(PlayerProfile.from_json(players[seat]), content.facts)
        players[seat] = profile.to_json()
        setup["players"] = players
        _store_spec(server, game, {**game.spec, "setup": setup, "awaiting": [s for s in waiting if s != seat]})
    server.take_seat(game, seat, client)
    client.game, client.seat = game, seat
    server.note_seen(game)
    if awaiting(game):
        text = gathering_frame(game)
        for other in game.clients.values():
            other.send(text)
        return True
    _begin(server, game)
    _welcome_all(server, game, client)
    return False


def start_now(server: GameHall, game_id: str) -> list[int]:
    """The host starts a gathering game without the people still awaited: their placeholders stand
    (and a computer plays for each after the grace time, as for a person away).

    Returns:
        The seats that were still awaited (empty: the game was not gathering).

    Raises:
        KeyError: no such game on the server.
    """
    game = server.games[game_id]
    waiting = awaiting(game)
    if not waiting:
        return []
    content = game.table.game.content
    setup = dict(game.spec["setup"])
    players = list(setup["players"])
    for seat in waiting:
        players[seat] = placeholder(PlayerProfile.from_json(players[seat]), content.facts).to_json()
    setup["players"] = players
    _store_spec(server, game, {**game.spec, "setup": setup, "awaiting": []})
    _begin(server, game)
    _welcome_all(server, game, None)
    for seat in game.remote_seats:
        if seat not in game.clients:
            server.seat_left(game, seat)
    return waiting


def _welcome_all(server: GameHall, game: ServerGame, but: Client | None) -> None:
    """Send every seat connected (but ``but``) and every spectator its ``welcome`` and the game from the start."""
    for seat, client in list(game.clients.items()):
        if client is not but:
            server.welcome(client, game, seat, None, 0)
    for watcher in list(game.spectators):
        server.welcome(watcher, game, None, None, 0)


def _store_spec(server: GameHall, game: ServerGame, spec: dict[str, Any]) -> None:
    try:
        Setup.from_json(spec["setup"])
    except (KeyError, TypeError, ValueError) as exc:
        raise FrameError("bad_profile", f"the profile does not fit the game: {exc}") from None
    server.store.update_spec(game.id, spec)
    game.spec = spec


def _begin(server: GameHall, game: ServerGame) -> None:
    """Build the table from the final setup (same seed), store its first actions and keep its events."""
    spec = game.spec
    content = game.table.game.content
    table = Table.new(Setup.from_json(spec["setup"]), content, int(spec["seed"]), spec_seats(spec),
                      scheme=spec_scheme(spec))
    game.table = table
    game.events = [dumps(encode(e)) for e in table.game.start_events]
    claimed = table.claims_pass()
    for n, action in enumerate(table.game.actions):
        server.store.append(game.id, n, action)
    game.events += [dumps(encode(e)) for e in claimed]
    game.flushed = len(game.events)
    server.kick(game)
