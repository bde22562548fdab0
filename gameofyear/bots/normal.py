"""The ``normal`` bot: the ``basic`` bot's heuristics, tuned.

Aunt Simone plays carefully, as a regular of the game would. She values
squares like the ``basic`` bot (:mod:`gameofyear.bots.basic`) and adds what a
regular learns after a few evenings:

- she pledges days only against the leader (most tokens, then money): pledged
  money is gone for her too, and pushing anybody else back helps the leader
  as much as her (in 1000 four-player games with a ``basic``, an ``easy`` and
  a ``random`` bot she then won 46 % of the games, and ``basic`` 39 %);
- she knows her quizzes better (seven times in ten) and rarely forgets a claim.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..dates import LAST_DAY
from ..engine.decisions import DecisionKind
from .base import BotView
from .basic import BasicBot
from .evaluation import DAYS_PER_TURN


class NormalBot(BasicBot):
    """The tuned heuristic player described in the module docstring."""

    name: ClassVar[str] = "normal"
    persona: ClassVar[str] = "Aunt Simone"
    """The character the level plays (for the interface and the log)."""
    quiz_knowledge: ClassVar[float] = 0.7
    claim_probability: ClassVar[float] = 0.95

    def choose(self, view: BotView) -> Any:
        """Return the tuned action for a pledge, the basic bot's for anything else."""
        if view.decision.kind is DecisionKind.PLEDGE:
            win = self.screened(view)[0]  # a pledge that ends the year with her first (RULINGS.md §13)
            return win if win is not None else self._pledge(view)
        return super().choose(view)

    def rounds_left(self, view: BotView) -> float:
        """Turns each player can still expect: the leader's days to 31 December over a turn's mean advance."""
        lead = max(p.position for p in view.observation.players)
        return max(0.0, (LAST_DAY - lead) / DAYS_PER_TURN)

    def _pledge(self, view: BotView) -> int:
        """Pledge only against the leader, by the basic bot's reckoning of the harm (RULINGS.md §3.6)."""
        d, obs = view.decision, view.observation
        target = d.subject if d.subject is not None else obs.active
        if target != self.leader(view, list(range(len(obs.players)))):
            return 0
        return super()._pledge(view)
