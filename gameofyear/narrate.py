"""Events told in plain English, for the command line's ``--log`` and the game log.

:func:`describe` turns one event into a sentence naming the almanac date or
rule behind it; it never mentions a lucky number's value.
"""

from __future__ import annotations

from .content import Content
from .dates import month_day
from .engine import events as ev

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")

_SOURCES = {
    "birthday": "birthday",
    "lucky_number": "lucky number",
    "quarter": "end of quarter",
    "double_blue": "double-blue square",
    "finish": "31 December",
    "token": "token bought",
    "days": "days bought",
    "pledge": "days offered",
    "bankruptcy": "bankruptcy",
}


def day_name(day: int) -> str:
    """Return a day index as ``"14 July"``."""
    month, d = month_day(day)
    return f"{d} {MONTHS[month - 1]}"


def source_name(source: str) -> str:
    """Return an event source (``"almanac:03-10"``, ``"card:hazard-04"``…) in words."""
    if source.startswith("almanac:"):
        month, d = (int(x) for x in source[8:].split("-"))
        return f"almanac, {d} {MONTHS[month - 1]}"
    if source.startswith("card:"):
        card = source[5:]
        return ("Chance" if card.startswith("chance") else "Hazard") + " card"
    return _SOURCES.get(source, source)


def describe(event: ev.Event, names: list[str] | tuple[str, ...], content: Content) -> str:
    """Return one sentence telling ``event``.

    Args:
        event: any engine event.
        names: the players' names by index.
        content: for amounts, dates and card texts.
    """
    def who(i: int | None) -> str:
        return "the bank" if i is None else names[i]

    money = content.format_money
    t = type(event)
    e = event
    if t is ev.GameStarted:
        return "The year begins. Turn order: " + ", ".join(names[i] for i in e.order) + "."
    if t is ev.TurnStarted:
        return f"— {names[e.player]}'s {'extra ' if e.extra else ''}turn (turn {e.turn})."
    if t is ev.TurnSkipped:
        return f"{names[e.player]} loses this turn."
    if t is ev.TurnEnded:
        return f"{names[e.player]} ends the turn."
    if t is ev.DialSpun:
        a, b = e.faces
        faces = f"two {a} faces" if isinstance(a, str) else f"{a} and {b}"
        return f"{names[e.player]} spins the machine: {faces}."
    if t is ev.NumberChosen:
        return f"{names[e.player]} moves {e.number} day{'s' if e.number > 1 else ''}{' (December: the smaller number)' if e.forced else ''}."
    if t is ev.PawnMoved:
        return f"{names[e.player]} goes from {day_name(e.from_day)} to {day_name(e.to_day)} ({e.cause})."
    if t is ev.QuarterPassed:
        extra = f" and {e.tokens} tokens for being number {e.rank} there" if e.tokens else ""
        return f"{names[e.player]} passes {day_name(e.day)}: the bank pays {money(e.amount)}{extra}."
    if t is ev.MoneyPaid:
        if e.payer is None:
            return f"The bank pays {names[e.payee]} {money(e.amount)} ({source_name(e.source)})."
        if e.amount < e.owed:
            return f"{names[e.payer]} owes {money(e.owed)} to {who(e.payee)} but pays only {money(e.amount)} ({source_name(e.source)})."
        return f"{names[e.payer]} pays {money(e.amount)} to {who(e.payee)} ({source_name(e.source)})."
    if t is ev.TokensMoved:
        plural = "token" if e.count == 1 else "tokens"
        return f"{who(e.giver).capitalize()} gives {e.count} {plural} to {who(e.taker)} ({source_name(e.source)})."
    if t is ev.AlmanacRead:
        return f"Almanac, {day_name(e.day)}: {content.text(f'almanac.{content.squares[e.day].date}.text')}"
    if t is ev.CardDrawn:
        deck = "Chance" if e.deck == "chance" else "Hazard"
        return f"{names[e.player]} draws a {deck} card: {content.text('cards.' + e.card)}"
    if t is ev.CardKept:
        return f"{names[e.player]} keeps the card for later."
    if t is ev.HazardCancelled:
        return f"{names[e.player]} plays a kept card: the Hazard card is cancelled."
    if t is ev.DeckReshuffled:
        return f"The {e.deck} deck is reshuffled."
    if t is ev.Protected:
        return f"{names[e.player]} is protected by their sign ({source_name(e.source)})."
    if t is ev.Bankrupt:
        return (f"{names[e.player]} is bankrupt ({source_name(e.source)}): returns {e.tokens_returned} tokens "
                f"and goes back to {day_name(e.to_day)}.")
    if t is ev.BankruptcyEnded:
        return f"{names[e.player]} is solvent again."
    if t is ev.TurnsLost:
        return f"{names[e.player]} will lose the next turn ({source_name(e.source)})."
    if t is ev.ExtraTurnsGained:
        return f"{names[e.player]} will play {e.turns} extra turn{'s' if e.turns > 1 else ''} ({source_name(e.source)})."
    if t is ev.TokenBought:
        return f"{names[e.player]} buys a token for {money(e.price)}."
    if t is ev.DaysBought:
        return f"{names[e.player]} buys {e.days} day{'s' if e.days > 1 else ''} for {money(e.price)}."
    if t is ev.DaysPledged:
        if not e.days:
            return f"{names[e.player]} offers no days to {names[e.target]}."
        return f"{names[e.player]} offers {e.days} day{'s' if e.days > 1 else ''} to {names[e.target]} for {money(e.price)}."
    if t is ev.VacationPlayed:
        return f"{names[e.player]} goes on vacation{' (a free one)' if e.free else ''}."
    if t is ev.Answered:
        return f"{names[e.player]}: {e.topic.replace('_', ' ')} — {'yes' if e.passed else 'no'}."
    if t is ev.PlayerChosen:
        return f"{names[e.player]} picks {names[e.target]} ({e.purpose.replace('_', ' ')})."
    if t is ev.NoTarget:
        return f"Nobody is concerned ({source_name(e.source)})."
    if t is ev.PawnsSwapped:
        return f"{names[e.player]} and {names[e.other]} swap places ({source_name(e.source)})."
    if t is ev.PawnsRearranged:
        moves = "; ".join(f"{names[q]} to {day_name(b)}" for q, _, b in e.moves)
        return f"{names[e.player]} rearranges the pawns: {moves}."
    if t is ev.ChoiceMade:
        return f"{names[e.player]} chooses option {e.index + 1} ({source_name(e.source)})."
    if t is ev.ChainStopped:
        return f"The chain of moves of {names[e.player]} stops here."
    if t is ev.FinishReached:
        second = f"; {names[e.second]} is second" if e.second is not None else ""
        return f"{names[e.player]} reaches 31 December{second}. The year is over!"
    if t is ev.GameOver:
        lines = [f"{place}. {names[p]}: {tokens} tokens, {money(cash)}" for place, p, tokens, cash in e.ranking]
        return "Final ranking: " + "; ".join(lines) + "."
    return repr(event)
