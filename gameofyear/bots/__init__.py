"""Computer players. A bot sees only its own observation, the public setup and the content.

Use :func:`make_bot` with a level of :data:`BOT_LEVELS`; ask a bot with
:meth:`Bot.choose`, passing what :func:`bot_view` builds from a game. No bot is
ever handed the game itself, so no bot can read a hidden lucky number.

The levels, from weakest to strongest: ``random`` (a baseline), ``easy``
(the natural choice, sometimes a poor one), ``basic`` (one-step heuristics),
``normal`` (the basic heuristics, tuned) and ``expert`` (looks ahead by
simulating futures from its own observation, within a think budget spent where
it counts: :mod:`gameofyear.bots.budget`). Every level but ``random`` sees the
end of the year and known costs before it moves a pawn by choice
(:mod:`gameofyear.bots.foresight`, RULINGS.md §13).

:data:`BOT_LEVELS` is the public registry of levels: code that offers a level reads it
rather than listing the levels again.
"""

from __future__ import annotations

from .base import Bot, BotView, bot_view
from .basic import BasicBot
from .determinize import determinize
from .easy import EasyBot
from .expert import ExpertBot
from .normal import NormalBot
from .random_bot import RandomBot

BOT_LEVELS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "basic": BasicBot,
    "normal": NormalBot,
    "expert": ExpertBot,
}
"""Bot kinds by name, weakest first (the New Game dialog lists them in this order)."""


def make_bot(kind: str, seed: int = 0) -> Bot:
    """Return a bot of this kind.

    Args:
        kind: a key of :data:`BOT_LEVELS`.
        seed: the seed of the bot's own random generator (its answers to the
            questions of the moment, its quiz knowledge, the worlds an expert draws).

    Raises:
        ValueError: unknown kind.
    """
    try:
        return BOT_LEVELS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r} (known: {', '.join(BOT_LEVELS)})") from None


__all__ = [
    "BOT_LEVELS", "BasicBot", "Bot", "BotView", "EasyBot", "ExpertBot", "NormalBot", "RandomBot",
    "bot_view", "determinize", "make_bot",
]
