"""How the ``expert`` bot judges a position: each player's expected final tokens and expected standing.

At the end of a simulated future (:mod:`gameofyear.bots.expert`) the expert
looks at the whole simulated state and asks, for every player, how many
tokens they can expect at 31 December (the ranking is by tokens, then money,
RULINGS.md §9). :func:`expected_tokens` counts, for each player, the tokens
held, the money that can still become tokens at one token a turn, the chance
to win the race for the 6 and 3 finish tokens and the quarter bonuses still
to win (from each pawn's lead and the turns left), and the cards in hand.
How far final tokens stray from that estimate (:data:`SPREAD`) was measured
on games of ``normal`` bots (``python benchmarks/bots.py --fit-spread 800``).

:func:`standing` then gives the expected number of opponents a player will
finish ahead of (ties half), each pair compared with a normal law: what the
expert maximises.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..content import Content
from ..dates import LAST_DAY

DAYS_PER_TURN = 9.6
"""Mean days a pawn advances per turn (366 days in about 38 turns, measured on bot games)."""

TURN_SPREAD = 6.0
"""Standard deviation of one turn's advance, in days (the dial, red and blue jumps, moves of the almanac)."""
# The four worths below are judgement, not measurement: a round figure each that a
# regular of the game would accept (a least-squares fit on bot games gave similar
# sizes but mixed cause and luck, e.g. a token held worth only 0.7 at the end).
MONEY_KEPT = 0.9
"""Share of a player's money that is expected to become tokens (the rest goes on payments)."""
VACATION_CARD = 0.4
"""Tokens a vacation card in hand is worth (14 days in the races for quarters and 31 December)."""
KEEP_CARD = 0.5
"""Tokens a kept card is worth (one Hazard card cancelled)."""
LOST_TURN = 0.8
"""Tokens a turn still to lose costs (a token not bought, days not gained)."""

SPREAD = (14.1, 0.83)
"""``(a, b)``: the variance of final tokens around :func:`expected_tokens` is ``a + b * rounds_left``
(measured on games of ``normal`` bots by ``python benchmarks/bots.py --fit-spread 800``)."""


def rounds_left(players: Sequence[Any], last_day: int = LAST_DAY) -> float:
    """The turns each player can still expect: the leader's days to the last day (31 December, or that of a
    shorter game) over a turn's mean advance."""
    leader: int = max(p.position for p in players)
    return max(0.0, (last_day - leader) / DAYS_PER_TURN)


def _ahead(a: float, b: float, scale: float) -> float:
    """Probability that a pawn ``a - b`` days ahead is still ahead later (normal law of spread ``scale``)."""
    return 0.5 * (1.0 + math.erf((a - b) / scale))


def race(positions: Sequence[float], scale: float) -> tuple[list[float], list[float]]:
    """Each pawn's chance to be first and second in a race, from its lead in days.

    Args:
        positions: each pawn's day (a pawn that arrived first may be given a small extra).
        scale: how many days the positions may still change by (√2 × standard deviation).

    Returns:
        ``(first, second)`` probabilities per pawn (pairs treated as independent).
    """
    n = len(positions)
    ahead = [[_ahead(positions[i], positions[j], scale) if i != j else 1.0 for j in range(n)] for i in range(n)]
    first = []
    for i in range(n):
        p = 1.0
        for j in range(n):
            p *= ahead[i][j]
        first.append(p)
    second = []
    for i in range(n):
        total = 0.0
        for k in range(n):
            if k != i:
                p = 1.0 - ahead[i][k]
                for j in range(n):
                    if j != i and j != k:
                        p *= ahead[i][j]
                total += p
        second.append(total)
    return first, second


def expected_tokens(players: Sequence[Any], quarter_passers: Sequence[Sequence[int]], content: Content,
                    last_day: int = LAST_DAY) -> list[float]:
    """Each player's expected tokens at 31 December (or at ``last_day``, the day index a shorter game ends on).

    Args:
        players: every player's state (objects with ``position``, ``money``,
            ``tokens``, ``vacation_cards``, ``keep_cards`` (a count or a list),
            ``lost_turns``, ``arrival``).
        quarter_passers: for each quarter end, who passed it first, in order.
        content: gives the token price, the quarter days and the bonuses.

    Returns:
        Tokens held; plus the money that can still become tokens (one a turn,
        RULINGS.md §3.2); plus the expected finish bonus (6 to the first pawn,
        3 to the second, §9) and quarter bonuses still to win (3 and 2, §5),
        from each pawn's lead and the turns left; plus cards in hand, minus
        turns to lose.
    """
    ed = content.edition
    price = ed.token_price
    n = len(players)
    rounds = rounds_left(players, last_day)
    scale = TURN_SPREAD * math.sqrt(2.0 * rounds) + 1.0
    # who arrived first is ahead on the same day (§9): a fraction of a day
    positions = [p.position - 0.001 * p.arrival for p in players]
    first, second = race(positions, scale)
    finish = ed.finish_bonus_tokens
    values = []
    for i, p in enumerate(players):
        keep = p.keep_cards if isinstance(p.keep_cards, int) else len(p.keep_cards)
        value = p.tokens + MONEY_KEPT * min(p.money / price, rounds + 1.0)
        value += finish[0] * first[i] + (finish[1] * second[i] if len(finish) > 1 else 0.0)
        value += VACATION_CARD * p.vacation_cards + KEEP_CARD * keep - LOST_TURN * p.lost_turns
        values.append(value)
    bonuses = ed.quarter_bonus_tokens
    for qi, qday in enumerate(content.quarter_days):
        passers = quarter_passers[qi]
        if len(passers) >= len(bonuses) or qday > last_day:
            continue
        racing = [i for i in range(n) if i not in passers and players[i].position < qday]
        if not racing:
            continue
        to_go = (qday - max(players[i].position for i in racing)) / DAYS_PER_TURN
        q_first, q_second = race([positions[i] for i in racing], TURN_SPREAD * math.sqrt(2.0 * to_go) + 1.0)
        for k, i in enumerate(racing):
            values[i] += bonuses[len(passers)] * q_first[k]
            if len(passers) + 1 < len(bonuses):
                values[i] += bonuses[len(passers) + 1] * q_second[k]
    return values


def standing(players: Sequence[Any], me: int, quarter_passers: Sequence[Sequence[int]], content: Content,
             finished: bool = False, last_day: int = LAST_DAY, partners: Sequence[int] | None = None) -> float:
    """The expected number of opponents ``me`` finishes ahead of (a tie counts half).

    With ``partners`` (teams of two, each player's partner), ``me``'s team is compared with each
    other team by their tokens added up, and the partner is no opponent.

    Args:
        players: every player's state (see :func:`expected_tokens`).
        me: the player whose standing is wanted.
        quarter_passers: for each quarter end, who passed it first.
        content: the content.
        finished: the game is over: compare tokens, then money, exactly (RULINGS.md §9).

    Returns:
        A number from 0 (surely last) to ``len(players) - 1`` (surely first).
    """
    mate = partners[me] if partners is not None else None

    def team(values: Sequence[float], q: int) -> float:
        return values[q] + (values[partners[q]] if partners is not None else 0.0)

    if finished:
        tokens = [float(p.tokens) for p in players]
        money = [float(p.money) for p in players]
        mine = (team(tokens, me), team(money, me))
        total = 0.0
        for q in range(len(players)):
            if q != me and q != mate:
                theirs = (team(tokens, q), team(money, q))
                total += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        return total
    rounds = rounds_left(players, last_day)
    scale = math.sqrt(2.0 * (SPREAD[0] + SPREAD[1] * rounds))
    mu = expected_tokens(players, quarter_passers, content, last_day)
    price = content.edition.token_price
    money = [float(p.money) for p in players]
    total = 0.0
    for q in range(len(players)):
        if q != me and q != mate:
            # money breaks ties: a little in its favour, worth a fraction of a token
            diff = team(mu, me) - team(mu, q) + 0.001 * (team(money, me) - team(money, q)) / price
            total += 0.5 * (1.0 + math.erf(diff / scale / math.sqrt(2.0)))
    return total
