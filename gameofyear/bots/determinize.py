"""A game a bot may simulate: the public state it sees, with the hidden parts sampled.

A bot never sees the others' lucky numbers (but those paid in front of
everybody, which it keeps: :attr:`~gameofyear.bots.base.BotView.known_lucky`), the order of the decks or the
dial's next results. To look ahead it asks the engine for a game consistent
with its :class:`~gameofyear.bots.base.BotView` (:func:`~gameofyear.engine.position.sample`): every public fact of the observation, the
hidden ones drawn from the bot's own random generator, waiting for the same
decision, so that the bot can try each option in a copy
(:meth:`Game.clone <gameofyear.engine.Game.clone>`) and play on.
"""

from __future__ import annotations

import dataclasses
import random

from ..engine.game import Game
from ..engine.position import SAMPLED_KINDS, sample
from ..engine.position import possible_lucky_numbers as _possible
from .base import BotView

SIMULATED_KINDS = SAMPLED_KINDS
"""The decision kinds :func:`determinize` can rebuild (not the questions, quizzes and votes)."""


def possible_lucky_numbers(view: BotView) -> list[int]:
    """The lucky numbers the bot cannot rule out for the others whose number is not known: every number but its
    own and those paid in front of everybody (:attr:`BotView.known_lucky`)."""
    return _possible(view.content, view.observation, view.known_lucky)


def determinize(view: BotView, rng: random.Random) -> Game:
    """Return a new game built from what ``view`` shows, its hidden parts drawn with ``rng``.

    Args:
        view: the bot's view; its decision must be of a kind in :data:`SIMULATED_KINDS`.
        rng: the bot's own random generator (the only source of the sampled parts).

    Returns:
        A game waiting for ``view.decision``; see :func:`gameofyear.engine.position.sample`.

    Raises:
        ValueError: the decision is of a kind that cannot be rebuilt (a
            question, a quiz, a vote), or the game is over.
    """
    observation = view.observation
    if observation.pending != view.decision:
        observation = dataclasses.replace(observation, pending=view.decision)
    return sample(view.setup, view.content, observation, rng, view.known_lucky)
