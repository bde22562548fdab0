"""The evening's highlights: the few moments of a game worth telling, picked from its public events.

:func:`highlights` reads the events of a game and keeps, as plain data (no
sentences, no Qt), the moments a table remembers:

- every bankruptcy, with the player whose square or card took the last money
  (the payee of the payment the bankrupt player could not make in full), or none
  when the bank or the almanac did;
- the biggest single win of the year (the most money one player received from
  one payment) and the biggest single payment (the most one player paid), dated
  by the square the payer stood on (the payee's, for the bank's payments);
- every swap of places (21 June, a card) and every rearrangement (1 April);
- the first to reach each quarter's end, with the tokens that won;
- the birthdays paid (what one player received at once for a birthday, on the square where it was paid);
- the lead: who led the table after the most turns (money and tokens at the
  token's price, one player ahead of all others), dated by the day they first
  took it, and the comeback: the player leading at the end who had been last
  after a turn (dated by the last such day); a turn's day is the square where
  its last move, bankruptcy or swap happened.

The rule picking them: bankruptcies first (rank 0), then the biggest win and
payment and the comeback (1), then swaps, rearrangements and the lead (2), then
the birthdays and the quarter races (3), each rank in the order it happened; at
most :data:`MOST` are kept, and those kept are told in the order of the calendar
(one day's in the order they happened).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from ..engine import events as ev

MOST = 8
"""The most highlights told of one game."""

Kind = Literal["bankrupted", "bankrupt", "biggest_win", "biggest_payment", "swap", "rearranged", "quarter",
               "birthday", "led_most", "comeback"]
"""What a highlight tells."""

RANK: dict[str, int] = {"bankrupted": 0, "bankrupt": 0, "biggest_win": 1, "biggest_payment": 1,
                        "comeback": 1, "swap": 2, "rearranged": 2, "led_most": 2, "quarter": 3, "birthday": 3}
"""How telling each kind is: the lower, the sooner it is kept."""


@dataclass(frozen=True)
class Highlight:
    """One moment of the evening.

    Attributes:
        kind: what happened (:data:`Kind`).
        day: the day index (0 = 1 January … 365 = 31 December) it happened on.
        when: the event's place in the game's events (orders the moments of one day).
        player: who it happened to (the bankrupt, the winner, the payer, the one who swapped).
        other: the other player in it (who caused the bankruptcy, the one swapped with), or None.
        amount: the money of a win, a payment or a birthday (money units), the tokens of a quarter race,
            the turns led, else 0.
    """

    kind: Kind
    day: int
    when: int
    player: int
    other: int | None = None
    amount: int = 0


def highlights(events: Sequence[ev.Event], count: int, most: int = MOST, *, start_money: int = 0,
               start_tokens: int = 0, price: int = 0) -> list[Highlight]:
    """Pick the evening's highlights from ``events`` (a game's public events from its start).

    Args:
        events: the events, in order.
        count: the number of players.
        most: the most highlights kept (at least 0).
        start_money: each player's money at the start (money units), to follow the lead.
        start_tokens: each player's tokens at the start.
        price: a token's price (money units): the lead counts tokens at it.

    Returns:
        At most ``most`` highlights, in the order of the calendar, picked by the rule of this module.

    Raises:
        ValueError: ``count`` below 1 or ``most`` below 0.
    """
    if count < 1:
        raise ValueError(f"highlights: count must be at least 1, got {count}")
    if most < 0:
        raise ValueError(f"highlights: most must be at least 0, got {most}")
    position = [0] * count
    found: list[Highlight] = []
    last_payment: list[Any] = [None] * count  # each player's last payment, to tell who broke them
    win: Highlight | None = None
    payment: Highlight | None = None
    money = [start_money] * count
    tokens = [start_tokens] * count
    led = [0] * count  # the turns after which each player led the table
    took_lead: list[tuple[int, int] | None] = [None] * count  # (day, when) each first led
    last_place: list[tuple[int, int] | None] = [None] * count  # (day, when) each was last, the latest time
    birthday: Highlight | None = None  # the birthday being paid, while its payments follow one another
    here = 0  # the square where the game last happened (a move, a bankruptcy, a swap): dates the lead
    event: Any  # each event's own fields are read by its type
    for when, event in enumerate(events):
        t = type(event)
        if birthday is not None and not (t is ev.MoneyPaid and event.source == "birthday"
                                         and event.payee == birthday.player):
            found.append(birthday)
            birthday = None
        if t is ev.PawnMoved:
            position[event.player] = event.to_day
            if event.cause != "bankruptcy":
                here = event.to_day
        elif t is ev.MoneyPaid:
            # a payment happens where the payer stands (on the payee's square, or a card drawn there);
            # the bank's payments where the payee stands
            day = position[event.payer] if event.payer is not None else position[event.payee or 0]
            if event.payer is not None:
                last_payment[event.payer] = event
                if event.amount > 0 and (payment is None or event.amount > payment.amount):
                    payment = Highlight("biggest_payment", day, when, event.payer, event.payee,
                                        event.amount)
            if event.payee is not None and event.amount > 0 and (win is None or event.amount > win.amount):
                win = Highlight("biggest_win", day, when, event.payee, event.payer, event.amount)
            if event.payer is not None:
                money[event.payer] -= event.amount
            if event.payee is not None:
                money[event.payee] += event.amount
                if event.source == "birthday" and event.amount > 0:
                    birthday = (Highlight("birthday", here, when, event.payee, None, event.amount) if birthday is None
                                else replace(birthday, amount=birthday.amount + event.amount))
        elif t is ev.TokensMoved:
            if event.giver is not None:
                tokens[event.giver] -= event.count
            if event.taker is not None:
                tokens[event.taker] += event.count
        elif t is ev.TurnEnded and count > 1:
            worth = [m + k * price for m, k in zip(money, tokens)]
            top, bottom = max(worth), min(worth)
            if worth.count(top) == 1:
                leader = worth.index(top)
                led[leader] += 1
                if took_lead[leader] is None:
                    took_lead[leader] = (here, when)
            if worth.count(bottom) == 1 and top != bottom:
                last = worth.index(bottom)
                last_place[last] = (here, when)
        elif t is ev.Bankrupt:
            paid = last_payment[event.player]
            cause = paid.payee if paid is not None and paid.payee is not None and paid.payee != event.player else None
            here = event.from_day
            found.append(Highlight("bankrupt" if cause is None else "bankrupted", event.from_day, when,
                                   event.player, cause))
            position[event.player] = event.to_day
        elif t is ev.PawnsSwapped:
            position[event.player], position[event.other] = event.player_day, event.other_day
            here = event.other_day
            found.append(Highlight("swap", event.other_day, when, event.player, event.other))
        elif t is ev.PawnsRearranged:
            for q, _from, to_day in event.moves:
                position[q] = to_day
            found.append(Highlight("rearranged", position[event.player], when, event.player))
        elif t is ev.QuarterPassed and event.rank == 1:
            found.append(Highlight("quarter", event.day, when, event.player, None, event.tokens))
    if birthday is not None:
        found.append(birthday)
    found += [h for h in (win, payment) if h is not None]
    if count > 1 and max(led) > 0:
        most_led = led.index(max(led))
        first = took_lead[most_led]
        assert first is not None
        found.append(Highlight("led_most", first[0], first[1], most_led, None, led[most_led]))
        worth = [m + k * price for m, k in zip(money, tokens)]
        winner = worth.index(max(worth))
        came_from = last_place[winner]
        if worth.count(max(worth)) == 1 and came_from is not None:
            found.append(Highlight("comeback", came_from[0], came_from[1], winner))
    kept = sorted(found, key=lambda h: (RANK[h.kind], h.when))[:most]
    return sorted(kept, key=lambda h: (h.day, h.when))


__all__ = ["MOST", "RANK", "Highlight", "Kind", "highlights"]
