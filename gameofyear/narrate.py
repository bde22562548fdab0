"""Events told in plain English, for the command line's ``--log`` and the game log.

:func:`describe` turns one event into a sentence naming the almanac date or
rule behind it; it never mentions a lucky number's value.
"""

from __future__ import annotations

from .content import Content
from .content import schema as s
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


_PICKS = {
    "chosen": "a player of your choice",
    "poorest": "the poorest other player",
    "richest": "the richest other player",
    "most_tokens": "the player with the most tokens",
    "fewest_tokens": "the player with the fewest tokens",
}


def _target_words(target: s.Target) -> str:
    words = _PICKS[target.pick]
    if target.among is not None:
        words += f" ({condition_in_words(target.among)})"
    return words


def condition_in_words(condition: object) -> str:
    """Return a condition of the effect vocabulary in plain English ("a woman aged 12 or more")."""
    c = condition
    t = type(c)
    if t is s.Sex:
        return "a woman" if c.sex == "female" else "a man"
    if t is s.Fact:
        return f"'{c.fact.replace('_', ' ')}'"
    if t is s.AgeAtLeast:
        return f"aged {c.age_at_least} or more"
    if t is s.AgeAtMost:
        return f"aged {c.age_at_most} or less"
    if t is s.AgeAbove:
        return f"older than {c.age_above}"
    if t is s.AgeBelow:
        return f"younger than {c.age_below}"
    if t is s.Question:
        return f"answers yes to '{c.question.replace('_', ' ')}'"
    if t is s.TableQuestion:
        return f"the table says yes to '{c.table.replace('_', ' ')}'"
    if t is s.Quiz:
        return f"passes the quiz '{c.quiz.replace('_', ' ')}'"
    if t is s.MoneyBelow:
        return f"holding less than {c.money_below}"
    if t is s.AllOf:
        return " and ".join(condition_in_words(x) for x in c.all)
    if t is s.AnyOf:
        return " or ".join(condition_in_words(x) for x in c.any)
    if t is s.Not:
        return f"not ({condition_in_words(c.not_)})"
    return repr(c)


def effects_in_words(content: Content, effects: tuple[object, ...]) -> str:
    """Return what a list of effects does, in plain English, for the almanac browser.

    Amounts are shown in the edition's money (``content.money``).
    """
    money = lambda printed: content.format_money(content.money(printed))  # noqa: E731
    parts: list[str] = []
    for e in effects:
        t = type(e)
        if t is s.Draw:
            parts.append(f"draw a {'Chance' if e.draw == 'chance' else 'Hazard'} card")
        elif t is s.ReceiveBank:
            parts.append(f"the bank pays {money(e.receive_bank)}")
        elif t is s.PayBank:
            parts.append(f"pay {money(e.pay_bank)} to the bank")
        elif t is s.PayPlayer:
            parts.append(f"pay {money(e.pay_player.amount)} to {_target_words(e.pay_player.to)}")
        elif t is s.ReceivePlayer:
            parts.append(f"receive {money(e.receive_player.amount)} from {_target_words(e.receive_player.from_)}")
        elif t is s.PayEachOther:
            parts.append(f"pay {money(e.pay_each_other)} to each other player")
        elif t is s.ReceiveEachOther:
            parts.append(f"each other player pays you {money(e.receive_each_other)}")
        elif t is s.ReceiveTokens:
            parts.append(f"the bank gives {e.receive_tokens} token(s)")
        elif t is s.GiveTokens:
            parts.append(f"give {e.give_tokens} token(s) to the bank")
        elif t is s.TakeToken:
            parts.append(f"take {e.take_token.count} token(s) from {_target_words(e.take_token.from_)}")
        elif t is s.GiveToken:
            parts.append(f"give {e.give_token.count} token(s) to {_target_words(e.give_token.to)}")
        elif t is s.Move:
            days, almanac = (e.move, True) if isinstance(e.move, int) else (e.move.days, e.move.almanac)
            way = f"advance {days} days" if days > 0 else f"go back {-days} days"
            parts.append(way + ("" if almanac else " (the almanac does not apply there)"))
        elif t is s.MoveTo:
            month, day = (int(x) for x in e.move_to.split("-"))
            parts.append(f"move to {day} {MONTHS[month - 1]}")
        elif t is s.BackMonths:
            parts.append(f"go back {e.back_months} month(s) to the same day")
        elif t is s.LoseTurn:
            parts.append("lose your next turn")
        elif t is s.ExtraTurns:
            parts.append(f"play {e.extra_turns} extra turn(s)")
        elif t is s.SwapWith:
            parts.append(f"swap pawns with {_target_words(e.swap_with)}")
        elif t is s.RearrangeOpponents:
            parts.append("rearrange the opponents' pawns as you like")
        elif t is s.SpinDifference:
            parts.append("spin again and advance by the difference of the two numbers")
        elif t is s.VacationMove:
            parts.append(f"a free vacation: advance {content.edition.vacation_days} days")
        elif t is s.ForEachPlayer:
            parts.append(f"every player, in turn: {effects_in_words(content, e.for_each_player)}")
        elif t is s.Choose:
            parts.append("choose: " + " — or — ".join(effects_in_words(content, option) for option in e.choose))
        elif t is s.When:
            text = f"if {condition_in_words(e.when)}: {effects_in_words(content, e.do) or 'nothing'}"
            if e.else_:
                text += f"; otherwise: {effects_in_words(content, e.else_)}"
            parts.append(text)
    return "; ".join(parts)
