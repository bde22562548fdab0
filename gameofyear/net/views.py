"""What each seat of a network game is sent of the game: the spectators' observation, and each seat's own made from it.

Only three fields of an observation differ from seat to seat (``player``, its own ``lucky_number`` and its
own ``claims``): the public one is encoded once per batch and each seat's is spliced from it, so that a
player's secrets go to that player alone.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine.notation import encode
from .protocol import dumps


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
