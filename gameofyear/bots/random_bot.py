"""The ``random`` bot: a uniform choice among the legal options (a baseline)."""

from __future__ import annotations

from typing import Any, ClassVar

from .base import Bot, BotView


class RandomBot(Bot):
    """Chooses uniformly among the legal options; a quiz is right half of the time."""

    name: ClassVar[str] = "random"
    claim_probability: ClassVar[float] = 0.5
    reads_at_once: ClassVar[tuple[str, ...]] = ()  # it reads no player's view: nothing is computed for it

    def choose(self, view: BotView) -> Any:
        """Return a uniformly random legal action (the only one, without drawing, when there is one)."""
        options = view.decision.options
        if options is None:
            return self.random_quiz_answer(view, self.rng.random() < 0.5)
        if len(options) == 1:
            return options[0]  # nothing drawn: a forced answer leaves the bot's generator where it was
        return options[self.rng.randrange(len(options))]
