"""How computer players answer the decisions of the family house rules (docs/VARIANTS.md).

Shared by the ``easy``, ``basic``, ``normal`` and ``expert`` levels (the
``random`` level picks any legal option). Each answer is worked out from the
decision's ``info`` and the public setup, as a regular of the game would:

- **loans**: borrow one loan when the money would not buy the next token, while
  quarter ends remain to repay it at; repay what the money allows at the last
  quarter end before the game's last day (a debt left at the end costs half the
  tokens), and early when the money is plentiful;
- **savings**: keep a token's price and a reserve at hand, pay the rest into
  the book (it earns interest); take savings out when the money would not buy a token;
- **bets**: bet only when a bet pays in expectation (the payout over the number
  of sectors is more than 1) and the stake leaves a reserve;
- **teams**: the leader to push back or take from is never the partner when
  an opponent can be chosen instead, and a gift goes to the partner.
"""

from __future__ import annotations

import random

from ..dates import day_index
from ..engine.variants import last_day
from .base import BotView

RESERVE = 3
"""Days' prices kept at hand besides a token's price (the basic bot's reserve)."""


def quarter_ends_left(view: BotView) -> int:
    """Quarter ends still ahead of the bot's pawn before the game's last day."""
    end = last_day(view.setup.variants, view.content)
    pos = view.observation.players[view.me].position
    return sum(1 for q in view.content.edition.quarter_ends if pos < day_index(q) < end)


def loans(view: BotView) -> int:
    """Loans to borrow (> 0) or repay (< 0) at a quarter end (see the module docstring)."""
    money: int
    owed: int
    loan: int
    money, owed, loan, _, _ = view.decision.info
    ed = view.content.edition
    options = view.decision.options
    assert isinstance(options, range)
    keep = ed.token_price + RESERVE * ed.day_price
    if quarter_ends_left(view) == 0:
        return max(options.start, -(money // loan)) if owed else 0
    if money < ed.token_price and 1 in options:
        return 1
    if owed and money - loan >= keep + ed.token_price:
        return max(options.start, -((money - keep) // loan))
    return 0


def savings(view: BotView) -> int:
    """Steps to pay into the book (> 0) or take out (< 0) at a quarter end (see the module docstring)."""
    money: int
    held: int
    step: int
    fee: int
    money, held, step, fee = view.decision.info
    ed = view.content.edition
    options = view.decision.options
    assert isinstance(options, range)
    keep = 2 * ed.token_price + RESERVE * ed.day_price
    if money > keep:
        return min(options.stop - 1, (money - keep) // step)
    if money < ed.token_price and held - fee >= ed.token_price - money:
        return max(options.start, (money - ed.token_price) // step)  # whole steps, rounded up
    return 0


def bet(view: BotView, rng: random.Random) -> int:
    """The sector (from 1) to bet on, or 0: a bet only when it pays in expectation and leaves a reserve.

    The sector is drawn from ``rng`` (the bot's random stream) only when the bot bets: a bot that
    does not bet draws nothing, so games without a bet replay the plain game's seeds exactly
    (RULINGS.md §13).
    """
    stake, payout = view.decision.info
    ed = view.content.edition
    sectors = len(ed.dial)
    money = view.observation.players[view.me].money
    if payout <= sectors or money - stake < ed.token_price + RESERVE * ed.day_price:
        return 0
    return rng.randrange(sectors) + 1


def partner_of(view: BotView, player: int) -> int | None:
    """The partner of ``player`` in teams of two, or None without teams."""
    if not view.setup.variants.teams:
        return None
    n = len(view.setup.players)
    return (player + n // 2) % n


def without_partner(view: BotView, among: list[int] | tuple[int, ...]) -> list[int] | tuple[int, ...]:
    """``among`` less the bot's partner, unless nobody else is left."""
    mate = partner_of(view, view.me)
    rest = [q for q in among if q != mate]
    return rest if rest and mate is not None else among
