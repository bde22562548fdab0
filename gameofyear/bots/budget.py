"""How the ``expert`` spends its think budget: on the decisions that matter, and deeper when it has time.

The budget of one decision (:attr:`~gameofyear.bots.expert.ExpertBot.budget_ms`) is counted in
simulated turns (one option played on for one turn in one world), so that the same view and
seed give the same choice on any machine. Two things are settled here before a world is drawn:

- **how much** of it the decision gets (:func:`weight`): the decisions that change a game —
  the end of the year, a big purchase of days, 1 April's rearrangement, 21 June's swap —
  get up to :data:`MOST` times the budget; an offer of days (asked of every opponent on
  every turn) half of it. Forced decisions were answered before (a single option, the
  spin, a pledge the reckoning sees no harm in) and cost nothing;
- **how far** each world is played (:func:`horizon`): one round at least; more rounds
  while every option still gets :data:`DEEP_WORLDS` worlds; and to the end of the game
  when the whole rest of it fits with :data:`END_WORLDS` worlds each, where the final
  ranking is exact instead of estimated. A bigger budget thus buys both more worlds and
  a longer look ahead.
"""

from __future__ import annotations

from typing import Any

from ..engine.decisions import DecisionKind
from ..engine.variants import last_day
from .base import BotView
from .evaluation import DAYS_PER_TURN

MOST = 2.0
"""The largest share of the budget one decision gets (the default budget times this stays within 300 ms)."""
ENDGAME_ROUNDS = 4.0
"""Rounds before the game's last day from which the end of the year counts as near."""
DEEP_WORLDS = 48
"""Worlds each option must still get for the look ahead to go one round further."""
END_WORLDS = 24
"""Worlds each option must still get for the look ahead to go to the end of the game."""


def rounds_to_end(view: BotView) -> float:
    """Rounds left before the leader reaches the game's last day, at a turn's mean advance."""
    end = last_day(view.setup.variants, view.content)
    lead = max(p.position for p in view.observation.players)
    return max(0.0, (end - lead) / DAYS_PER_TURN)


def weight(view: BotView, candidates: list[Any]) -> float:
    """The share of the budget that ``view.decision`` gets (see the module docstring), at most :data:`MOST`.

    Args:
        view: the expert's view.
        candidates: the options it will simulate (for days: how many days are at stake).
    """
    d = view.decision
    kind = d.kind
    ed = view.content.edition
    share = 1.0
    if kind is DecisionKind.REARRANGE or (kind is DecisionKind.CHOOSE_PLAYER and d.topic == "swap"):
        share = MOST  # 1 April and 21 June move pawns by months
    elif kind is DecisionKind.BUY_DAYS:
        days = max((c for c in candidates if isinstance(c, int)), default=0)
        share = 1.0 + min(1.0, days * ed.day_price / (2 * ed.token_price))  # a big purchase: up to twice
    elif kind is DecisionKind.PLEDGE:
        share = 0.5
    rounds = rounds_to_end(view)
    if rounds < ENDGAME_ROUNDS:
        share *= 1.0 + (ENDGAME_ROUNDS - rounds) / ENDGAME_ROUNDS  # the end of the year: up to twice
    return min(MOST, share)


def horizon(view: BotView, turns: float, candidates: int) -> int:
    """How many turns to play each world on after the current one.

    Args:
        view: the expert's view.
        turns: the simulated turns this decision may spend (its share of the budget).
        candidates: how many options it simulates.

    Returns:
        At least one round (the players less one turns); a whole number of rounds more
        while each option gets :data:`DEEP_WORLDS` worlds; or, when the rest of the
        game fits with :data:`END_WORLDS` worlds each, enough turns to reach its end.
    """
    n = len(view.observation.players)
    base = max(1, n - 1)
    per_world = turns / max(1, candidates)
    to_end = int(rounds_to_end(view) * n) + n  # a round's margin: the leader may be slow
    if per_world / max(1, to_end) >= END_WORLDS:
        return max(base, to_end)
    extra = int(per_world / DEEP_WORLDS) // n - 1
    return base + n * max(0, extra)
