"""The big moments of a game and what the screen shows while events are played (no Qt).

The window plays a batch of events as one animation; this module says, for
each event, whether it is one of a person's big moments, which waits on screen
for a click or a key (:func:`waits_for_person`), how long a computer player's
moment stays on screen at normal speed (:func:`pause_ms`), which sound goes
with it (:func:`sound_cue`), and keeps the players' standings as they are at
that point of the batch (:class:`Standings`): the panel shows the money,
tokens and squares as they change, not the state at the end of the batch.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import replace
from typing import Any

from ..engine import events as ev
from ..engine.game import Observation, PlayerView

CUES: tuple[str, ...] = ("ratchet", "card", "coins", "quarter", "year_end")
"""The sounds of the game: the machine's ratchet, a card turned, coins, the end of a quarter, the end of the year."""


def involved(event: ev.Event) -> tuple[int, ...]:
    """The players a big moment concerns (empty for an event that is no big moment).

    A card concerns its drawer, a bankruptcy the bankrupt player, a payment
    between two players both of them, a swap both pawns, 1 April every pawn
    moved and the player who moved them, a quarter's tokens their winner.
    """
    t = type(event)
    if t is ev.CardDrawn or t is ev.Bankrupt:
        return (event.player,)  # type: ignore[attr-defined]
    if t is ev.MoneyPaid:
        if event.payer is None or event.payee is None or event.amount <= 0:  # type: ignore[attr-defined]
            return ()
        return (event.payer, event.payee)  # type: ignore[attr-defined]
    if t is ev.PawnsSwapped:
        return (event.player, event.other)  # type: ignore[attr-defined]
    if t is ev.PawnsRearranged:
        return (event.player, *(q for q, _, _ in event.moves))  # type: ignore[attr-defined]
    if t is ev.QuarterPassed:
        return (event.player,) if event.tokens > 0 else ()  # type: ignore[attr-defined]
    return ()


def is_moment(event: ev.Event) -> bool:
    """True for a big moment: a card, a bankruptcy, a payment between players, a swap, a quarter's tokens."""
    return bool(involved(event))


def waits_for_person(event: ev.Event, people: Collection[int]) -> bool:
    """True when ``event`` is a big moment of one of ``people`` (the persons at this screen): it waits for a click."""
    return any(p in people for p in involved(event))


MOMENT_MS: dict[type, int] = {
    ev.CardDrawn: 2600,
    ev.Bankrupt: 1800,
    ev.MoneyPaid: 900,
    ev.PawnsSwapped: 1200,
    ev.PawnsRearranged: 1400,
    ev.QuarterPassed: 1200,
}
"""How long a computer player's big moment stays on screen at normal speed (ms; scaled by the speed setting)."""


def pause_ms(event: ev.Event, speed: float) -> int:
    """How long the moment of ``event`` stays on screen when nobody is waited for (ms; 0 at instant speed)."""
    if not is_moment(event):
        return 0
    return int(MOMENT_MS.get(type(event), 0) * speed)


def sound_cue(event: ev.Event) -> str | None:
    """The sound of ``event`` (one of :data:`CUES`), or None for a silent one."""
    t = type(event)
    if t is ev.DialSpun:
        return "ratchet"
    if t is ev.CardDrawn:
        return "card"
    if t is ev.QuarterPassed:
        return "quarter"
    if t is ev.MoneyPaid:
        return "coins" if event.amount > 0 else None  # type: ignore[attr-defined]
    if t is ev.GameOver:
        return "year_end"
    return None


class Standings:
    """The players' public standings part-way through a batch of events.

    Start it from what the panel showed before the batch, apply each event as
    it is shown, and read :meth:`observation` for the panel. The batch's last
    step shows the game's own observation, so any fact not followed here
    (a kept card, a lost turn) is right at the end.

    Args:
        start: the observation shown before the batch.
    """

    def __init__(self, start: Observation):
        self.start = start
        self.players: list[PlayerView] = list(start.players)
        self.active = start.active
        self.finished = start.finished

    def _change(self, player: int | None, **changes: Any) -> None:
        if player is not None and 0 <= player < len(self.players):
            self.players[player] = replace(self.players[player], **changes)

    def apply(self, event: ev.Event) -> None:
        """Take ``event`` into the standings (money, tokens, squares, bankruptcy, vacation cards, whose turn)."""
        t = type(event)
        e: Any = event
        if t is ev.MoneyPaid:
            if e.payer is not None:
                self._change(e.payer, money=max(0, self.players[e.payer].money - e.amount))
            if e.payee is not None:
                self._change(e.payee, money=self.players[e.payee].money + e.amount)
        elif t is ev.TokensMoved and e.source != "bankruptcy":  # a bankruptcy's tokens go with it (below)
            if e.giver is not None:
                self._change(e.giver, tokens=max(0, self.players[e.giver].tokens - e.count))
            if e.taker is not None:
                self._change(e.taker, tokens=self.players[e.taker].tokens + e.count)
        elif t is ev.PawnMoved:
            self._change(e.player, position=e.to_day)
        elif t is ev.Bankrupt:
            self._change(e.player, position=e.to_day, bankrupt=True,
                         tokens=max(0, self.players[e.player].tokens - e.tokens_returned))
        elif t is ev.BankruptcyEnded:
            self._change(e.player, bankrupt=False)
        elif t is ev.PawnsSwapped:
            self._change(e.player, position=e.player_day)  # the squares after the swap
            self._change(e.other, position=e.other_day)
        elif t is ev.PawnsRearranged:
            for q, _, to_day in e.moves:
                self._change(q, position=to_day)
        elif t is ev.VacationPlayed and not e.free:
            self._change(e.player, vacation_cards=max(0, self.players[e.player].vacation_cards - 1))
        elif t is ev.TurnStarted:
            self.active = e.player
        elif t is ev.GameOver:
            self.finished = True

    def apply_all(self, events: Iterable[ev.Event]) -> None:
        """Apply every event of ``events`` in order."""
        for event in events:
            self.apply(event)

    def observation(self) -> Observation:
        """The standings as an observation for the panel (the start's, with the players as they are now)."""
        return replace(self.start, players=tuple(self.players), active=self.active, finished=self.finished)
