"""A network game as the server stores it (its *spec*): the random scheme it draws with, and its seats.

The spec is the ``create`` frame's game as the server completed it (the setup, the edition, the secret seed,
``rng_scheme``, the seats and the options), kept in the :class:`~gameofyear.net.store.Store`: the game is
rebuilt from it and its actions after a restart.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine.streams import LEGACY_SCHEME, bot_seed, check_scheme
from ..seats import COMPUTER, REMOTE, Seat, default_bot_seed


def spec_scheme(spec: dict[str, Any]) -> int:
    """The random scheme of a stored game: its spec's ``rng_scheme``; a game stored before there were
    schemes draws with the legacy one, as it did.

    Raises:
        ValueError: an unknown scheme.
    """
    return check_scheme(spec.get("rng_scheme", LEGACY_SCHEME))


def spec_bot_seed(spec: dict[str, Any], player: int) -> int:
    """The seed of a computer player of a stored game: of the keyed streams' own stream (the game's
    seed cannot be worked out from it), or, for a game of the legacy scheme, as it always was."""
    seed = int(spec["seed"])
    if spec_scheme(spec) == LEGACY_SCHEME:
        return default_bot_seed(seed, player)
    return bot_seed(seed, player)


def spec_seats(spec: dict[str, Any]) -> list[Seat]:
    """The table's seats of a stored game: a computer seat of its level with its own bot seed
    (:func:`spec_bot_seed`), a remote seat for each person."""
    seats = [Seat.from_json(s) for s in spec["seats"]]
    return [dataclasses.replace(seat, bot_seed=spec_bot_seed(spec, i)) if seat.kind == COMPUTER else Seat(REMOTE)
            for i, seat in enumerate(seats)]
