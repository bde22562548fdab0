"""The offer round of days at one screen: each person is asked for their own offer, by name, in turn
(RULINGS.md §3.6).

In a game where several people share the screen, the offer round of another
player's turn asks each opponent in turn order, in the open. Each person sets
and confirms only their own days, in their own turn of the round: nobody's
money is committed by another. The dialog of the person asked says who is
asked next at this screen (:func:`later_people`), so the round is seen whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def later_people(game: Any, humans: Sequence[int], declined: set[int] | frozenset[int]) -> list[tuple[int, int]]:
    """The people at this screen asked later in the offer round under way, with the most days each could pay for.

    Args:
        game: the game, a PLEDGE pending (:meth:`~gameofyear.engine.Game.offer_round`).
        humans: the seats of the people at this screen.
        declined: the people who asked to offer nothing without being asked.

    Returns:
        ``[(player, days)]`` in the order they are asked (days: their money over the day price).
    """
    price = game.content.edition.day_price
    players = game.state.players
    return [(o, players[o].money // price) for o in game.offer_round() if o in humans and o not in declined]


__all__ = ["later_people"]
