"""Computer players. A bot sees only its own observation, the public setup and the content.

Use :func:`make_bot` (``"random"`` or ``"basic"``); ask a bot with
:meth:`Bot.choose`, passing what :func:`bot_view` builds from a game. No bot is
ever handed the game itself, so no bot can read a hidden lucky number.
"""

from __future__ import annotations

from .base import Bot, BotView, bot_view
from .basic import BasicBot
from .random_bot import RandomBot

BOT_LEVELS = {"random": RandomBot, "basic": BasicBot}
"""Bot kinds by name."""


def make_bot(kind: str, seed: int = 0) -> Bot:
    """Return a bot of this kind.

    Args:
        kind: a key of :data:`BOT_LEVELS`.
        seed: the seed of the bot's own random generator (its answers to the
            questions of the moment, its quiz knowledge).

    Raises:
        ValueError: unknown kind.
    """
    try:
        return BOT_LEVELS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r} (known: {', '.join(BOT_LEVELS)})") from None


__all__ = ["BOT_LEVELS", "BasicBot", "Bot", "BotView", "RandomBot", "bot_view", "make_bot"]
