"""What each seat of a network game is sent of the game: the setup as the seat may know it, the spectators'
observation, and each seat's own made from it.

Only three fields of an observation differ from seat to seat (``player``, its own ``lucky_number`` and its
own ``claims``): the public one is encoded once per batch and each seat's is spliced from it, so that a
player's secrets go to that player alone.

The setup is the same: each seat gets its own profile whole, and of the others only what the rules make
public (:func:`seat_setup`): the name, and the birthday (the day and month, which the birthday payments and
the sign on the table show to all); the birth year, the sex and the profile facts stay with the server, and
the others learn them only as far as a square's effects tell (the public events).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from ..engine.notation import encode
from .protocol import dumps

WITHHELD_YEAR = 2000
"""The year written in a withheld profile's birth date: not the player's (a leap year, so that a birthday
on 29 February stays a date)."""


def seat_setup(setup: dict[str, Any], seat: int | None, facts: Iterable[str]) -> dict[str, Any]:
    """Return the setup (:meth:`~gameofyear.engine.setup.Setup.to_json` data) as ``seat`` may know it.

    Args:
        setup: the whole setup, as the server keeps it.
        seat: the player index of the seat it is sent to (its own profile stays whole), or None for a
            spectator (every profile withheld).
        facts: every profile fact of the game's content: a withheld profile has them all as ``unknown``
            (not known to this seat), none as holding.

    Returns:
        The setup whose other profiles keep their name and birthday (day and month; the year is
        :data:`WITHHELD_YEAR`), no sex and no fact.
    """
    hidden = sorted(set(facts))
    players = []
    for i, profile in enumerate(setup["players"]):
        if i == seat:
            players.append(profile)
            continue
        born = str(profile["birth_date"])
        players.append({"name": profile["name"], "birth_date": f"{WITHHELD_YEAR:04d}{born[4:]}", "sex": None,
                        "facts": [], "unknown": hidden})
    return {**setup, "players": players}


def withheld_seats(setup: dict[str, Any], seat: int | None) -> list[int]:
    """The players whose profile :func:`seat_setup` withholds from ``seat`` (every one but the seat's own)."""
    return [i for i in range(len(setup["players"])) if i != seat]


class _PublicView:
    """The spectators' observation of one batch, as JSON text once; each seat's made by splicing in its own fields."""

    OWN = ("player", "lucky_number", "claims")

    def __init__(self, public: dict[str, Any]):
        data = {k: v for k, v in public["data"].items() if k not in self.OWN}
        self.public = public
        self.head = '{"codec":' + dumps(public["codec"]) + ',"type":"Observation","data":{'
        self.rest = dumps(data)[1:]  # without its opening brace
        self.spectator = dumps(public)

    def text_for(self, game: Any, seat: int | None) -> str:
        """``dumps(seat_observation(game, seat))``, the same JSON data (its keys in another order)."""
        if seat is None:
            return self.spectator
        own = game.observation(seat)
        fields = dumps({"player": own.player, "lucky_number": own.lucky_number,
                        "claims": [dataclasses.asdict(c) for c in own.claims]})[1:-1]
        return self.head + fields + ("," if self.rest != "}" else "") + self.rest + "}"


def seat_observation(game: Any, seat: int | None, public: dict[str, Any] | None = None) -> dict[str, Any]:
    """Return ``encode(game.observation(seat))``, made from the spectators' one when given (faster).

    Only three fields differ from seat to seat: ``player``, its own
    ``lucky_number`` and its own ``claims``; the rest is the public view.

    Args:
        game: the :class:`~gameofyear.engine.Game`.
        seat: a player index, or None for a spectator.
        public: ``encode(game.observation(None))`` of the game as it stands (None: made here).
    """
    if public is None:
        public = encode(game.observation(None))
    if seat is None:
        return public
    own = game.observation(seat)
    data = dict(public["data"])
    data["player"] = own.player
    data["lucky_number"] = own.lucky_number
    data["claims"] = [dataclasses.asdict(c) for c in own.claims]
    return {**public, "data": data}
