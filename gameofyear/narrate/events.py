"""One sentence per engine event (:func:`describe`), house rules and choices included."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..content import Texts
from ..content.loader import choice_of
from ..dates import day_index
from ..engine import events as ev
from .effects import effects_in_words
from .words import (
    _CAUSES,
    _PURPOSES,
    QT_TRANSLATE_NOOP,
    Translate,
    _say,
    _separator,
    _topic_words,
    day_name,
    face_name,
    list_in_words,
    source_name,
    translate,
)


def describe(event: ev.Event, names: Sequence[str], texts: Texts, tr: Translate | None = None) -> str:
    """Return one sentence telling ``event``.

    Args:
        event: any engine event.
        names: the players' names by index.
        texts: the words of cards, almanac entries and questions (in their
            language), and through :attr:`Texts.content` the edition's money
            and dates.
        tr: the sentences' language (see the module docstring); None: English.

    Returns:
        The sentence; an event this module does not know is given as its ``repr``.
    """
    money = texts.format_money
    t = type(event)
    e: Any = event
    say = _say

    if t is ev.GameStarted:
        return say(tr, QT_TRANSLATE_NOOP("Log", "The year begins. Turn order: {order}."),
                   order=list_in_words([names[i] for i in e.order], tr))
    if t is ev.TurnStarted:
        if e.extra:
            return say(tr, QT_TRANSLATE_NOOP("Log", "— {player}'s extra turn (turn {turn})."), player=names[e.player], turn=e.turn)
        return say(tr, QT_TRANSLATE_NOOP("Log", "— {player}'s turn (turn {turn})."), player=names[e.player], turn=e.turn)
    if t is ev.TurnSkipped:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} loses this turn."), player=names[e.player])
    if t is ev.TurnEnded:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} ends the turn."), player=names[e.player])
    if t is ev.DialSpun:
        a, b = e.faces
        if a == "red":
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} spins the machine: two red faces."), player=names[e.player])
        if a == "blue":
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} spins the machine: two blue faces."), player=names[e.player])
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} spins the machine: {a} and {b}."), player=names[e.player], a=a, b=b)
    if t is ev.NumberChosen:
        if e.forced:
            return say(tr, translate("Log", "{player} moves %n day(s) (December: the smaller number).", "", 1),
                       e.number, player=names[e.player])
        return say(tr, translate("Log", "{player} moves %n day(s).", "", 1), e.number, player=names[e.player])
    if t is ev.PawnMoved:
        cause = say(tr, _CAUSES[e.cause]) if e.cause in _CAUSES else e.cause
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} goes from {start} to {end} ({cause})."), player=names[e.player],
                   start=day_name(e.from_day, tr), end=day_name(e.to_day, tr), cause=cause)
    if t is ev.QuarterPassed:
        if e.tokens:
            return say(tr, translate("Log", "{player} passes {date}: the bank pays {amount} and %n token(s) "
                                            "for being number {rank} there.", "", 1),
                       e.tokens, player=names[e.player], date=day_name(e.day, tr), amount=money(e.amount), rank=e.rank)
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} passes {date}: the bank pays {amount}."),
                   player=names[e.player], date=day_name(e.day, tr), amount=money(e.amount))
    if t is ev.MoneyPaid:
        source = source_name(e.source, tr)
        if e.payer is None:
            return say(tr, QT_TRANSLATE_NOOP("Log", "The bank pays {payee} {amount} ({source})."),
                       payee=names[e.payee], amount=money(e.amount), source=source)
        if e.amount < e.owed:
            if e.payee is None:
                return say(tr, QT_TRANSLATE_NOOP("Log", "{payer} owes {owed} to the bank but pays only {amount} ({source})."),
                           payer=names[e.payer], owed=money(e.owed), amount=money(e.amount), source=source)
            return say(tr, QT_TRANSLATE_NOOP("Log", "{payer} owes {owed} to {payee} but pays only {amount} ({source})."),
                       payer=names[e.payer], payee=names[e.payee], owed=money(e.owed), amount=money(e.amount), source=source)
        if e.payee is None:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{payer} pays {amount} to the bank ({source})."),
                       payer=names[e.payer], amount=money(e.amount), source=source)
        return say(tr, QT_TRANSLATE_NOOP("Log", "{payer} pays {amount} to {payee} ({source})."),
                   payer=names[e.payer], payee=names[e.payee], amount=money(e.amount), source=source)
    if t is ev.TokensMoved:
        source = source_name(e.source, tr)
        if e.giver is None:
            return say(tr, translate("Log", "The bank gives %n token(s) to {taker} ({source}).", "", 1),
                       e.count, taker=names[e.taker], source=source)
        if e.taker is None:
            return say(tr, translate("Log", "{giver} gives %n token(s) to the bank ({source}).", "", 1),
                       e.count, giver=names[e.giver], source=source)
        return say(tr, translate("Log", "{giver} gives %n token(s) to {taker} ({source}).", "", 1),
                   e.count, giver=names[e.giver], taker=names[e.taker], source=source)
    if t is ev.AlmanacRead:
        return say(tr, QT_TRANSLATE_NOOP("Log", "Almanac, {date}: {text}"), date=day_name(e.day, tr),
                   text=texts.text(f"almanac.{texts.content.squares[e.day].date}.text"))
    if t is ev.CardDrawn:
        if e.deck == "chance":
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} draws a Chance card: {text}"),
                       player=names[e.player], text=texts.text("cards." + e.card))
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} draws a Hazard card: {text}"),
                   player=names[e.player], text=texts.text("cards." + e.card))
    if t is ev.CardKept:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} keeps the card for later."), player=names[e.player])
    if t is ev.HazardCancelled:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} plays a kept card: the Hazard card is cancelled."),
                   player=names[e.player])
    if t is ev.DeckReshuffled:
        if e.deck == "chance":
            return say(tr, QT_TRANSLATE_NOOP("Log", "The Chance deck is reshuffled."))
        return say(tr, QT_TRANSLATE_NOOP("Log", "The Hazard deck is reshuffled."))
    if t is ev.Protected:
        if e.what == "move":
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} is protected by their sign: their pawn cannot be "
                                                    "moved back ({source})."),
                       player=names[e.player], source=source_name(e.source, tr))
        # what the sign spares, then what asked it ("Félix pays nothing: their sign protects them (lucky number)."),
        # never "protected by their sign (lucky number)", which reads as if the sign were the lucky number
        spared = {"token": QT_TRANSLATE_NOOP("Log", "{player} gives no token: their sign protects them ({source})."),
                  "turn": QT_TRANSLATE_NOOP("Log", "{player} loses no turn: their sign protects them ({source})."),
                  }.get(e.what, QT_TRANSLATE_NOOP("Log", "{player} pays nothing: their sign protects them ({source})."))
        return say(tr, spared, player=names[e.player], source=source_name(e.source, tr))
    if t is ev.Bankrupt:
        return say(tr, translate("Log", "{player} is bankrupt ({source}): returns %n token(s) and goes back to {date}.", "", 1),
                   e.tokens_returned, player=names[e.player], source=source_name(e.source, tr), date=day_name(e.to_day, tr))
    if t is ev.BankruptcyEnded:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} is solvent again."), player=names[e.player])
    if t is ev.TurnsLost:
        return say(tr, translate("Log", "{player} will lose %n turn(s) ({source}).", "", 1),
                   e.turns, player=names[e.player], source=source_name(e.source, tr))
    if t is ev.ExtraTurnsGained:
        return say(tr, translate("Log", "{player} will play %n extra turn(s) ({source}).", "", 1),
                   e.turns, player=names[e.player], source=source_name(e.source, tr))
    if t is ev.TokenBought:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} buys a token for {price}."), player=names[e.player], price=money(e.price))
    if t is ev.DaysBought:
        return say(tr, translate("Log", "{player} buys %n day(s) for {price}.", "", 1),
                   e.days, player=names[e.player], price=money(e.price))
    if t is ev.DaysPledged:
        if not e.days:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} offers no days to {target}."),
                       player=names[e.player], target=names[e.target])
        return say(tr, translate("Log", "{player} offers %n day(s) to {target} for {price}.", "", 1),
                   e.days, player=names[e.player], target=names[e.target], price=money(e.price))
    if t is ev.VacationPlayed:
        if e.free:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} goes on vacation (a free one)."), player=names[e.player])
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} goes on vacation."), player=names[e.player])
    if t is ev.VacationVoid:
        if e.reason == "too_late":
            return say(tr, QT_TRANSLATE_NOOP("Log", "The free vacation does nothing for {player}: vacations end "
                                                    "on {date} ({source})."),
                       player=names[e.player], date=day_name(day_index(texts.content.edition.vacation_before), tr),
                       source=source_name(e.source, tr))
        return say(tr, QT_TRANSLATE_NOOP("Log", "The free vacation does nothing for {player}: one vacation a turn, "
                                                "and {player} has had it ({source})."),
                   player=names[e.player], source=source_name(e.source, tr))
    if t is ev.Answered:
        topic = _topic_words(texts, e.kind, e.topic)
        if e.passed:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player}: {topic} — yes."), player=names[e.player], topic=topic)
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player}: {topic} — no."), player=names[e.player], topic=topic)
    if t is ev.PlayerChosen:
        purpose = say(tr, _PURPOSES[e.purpose]) if e.purpose in _PURPOSES else e.purpose.replace("_", " ")
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} picks {target} ({purpose})."),
                   player=names[e.player], target=names[e.target], purpose=purpose)
    if t is ev.NoTarget:
        return say(tr, QT_TRANSLATE_NOOP("Log", "Nobody is concerned ({source})."), source=source_name(e.source, tr))
    if t is ev.PawnsSwapped:
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} and {other} swap places ({source})."),
                   player=names[e.player], other=names[e.other], source=source_name(e.source, tr))
    if t is ev.PawnsRearranged:
        moves = [say(tr, QT_TRANSLATE_NOOP("Log", "{player} to {date}"), player=names[q], date=day_name(b, tr))
                 for q, _, b in e.moves]
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} rearranges the pawns: {moves}."),
                   player=names[e.player], moves=_separator(tr).join(moves))
    if t is ev.ChoiceMade:
        return _choice_words(e, names, texts, tr)
    if t is ev.ChainStopped:
        return say(tr, QT_TRANSLATE_NOOP("Log", "The chain of moves of {player} stops here."), player=names[e.player])
    if t is ev.LastDayReached:
        if e.second is not None:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} reaches {date}, the last day; {second} is second. "
                                                    "The game is over!"),
                       player=names[e.player], second=names[e.second], date=day_name(e.day, tr))
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} reaches {date}, the last day. The game is over!"),
                   player=names[e.player], date=day_name(e.day, tr))
    if t in _HOUSE_RULE_EVENTS:
        return _house_rule_words(e, names, texts, tr)
    if t is ev.FinishReached:
        if e.second is not None:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} reaches 31 December; {second} is second. The year is over!"),
                       player=names[e.player], second=names[e.second])
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} reaches 31 December. The year is over!"), player=names[e.player])
    if t is ev.GameOver:
        lines = [say(tr, translate("Log", "{place}. {player}: %n token(s), {money}", "", 1),
                     tokens, place=place, player=names[p], money=money(cash))
                 for place, p, tokens, cash in e.ranking]
        return say(tr, QT_TRANSLATE_NOOP("Log", "Final ranking: {ranking}."), ranking=_separator(tr).join(lines))
    return repr(event)


_HOUSE_RULE_EVENTS = frozenset({ev.BetPlaced, ev.BetSettled, ev.SavingsMoved, ev.LoanChanged, ev.BooksClosed,
                                ev.CoupFourre, ev.TeamsRanked})
"""The events of the house rules of the family of games (:func:`_house_rule_words` tells them)."""


def _house_rule_words(e: Any, names: Sequence[str], texts: Texts, tr: Translate | None) -> str:
    """The log line of an event of the house rules of the family of games (docs/VARIANTS.md)."""
    money = texts.format_money
    say = _say
    t = type(e)
    if t is ev.BetPlaced:
        a, b = texts.content.edition.dial[e.sector]
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} bets {stake} on {faces} for the spin of {spinner}."),
                   player=names[e.player], stake=money(e.stake), faces=f"{face_name(a, tr)}/{face_name(b, tr)}",
                   spinner=names[e.spinner])
    if t is ev.BetSettled:
        if e.won:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player}'s bet comes up: the bank pays {amount}."),
                       player=names[e.player], amount=money(e.amount))
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player}'s bet is lost."), player=names[e.player])
    if t is ev.SavingsMoved:
        if e.amount > 0:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player} pays {amount} into the savings book (it holds {balance})."),
                       player=names[e.player], amount=money(e.amount), balance=money(e.balance))
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} takes {amount} out of the savings book and pays the bank "
                                                "{fee} for it (it holds {balance})."),
                   player=names[e.player], amount=money(-e.amount), fee=money(e.fee), balance=money(e.balance))
    if t is ev.LoanChanged:
        if e.loans < 0:
            return say(tr, translate("Log", "{player} repays {amount} to the bank (%n loan(s) still owed).", "", 1),
                       e.owed, player=names[e.player], amount=money(e.amount))
        if e.rescue:
            return say(tr, translate("Log", "{player} cannot pay and borrows {amount} from the bank instead of "
                                            "going bankrupt (%n loan(s) owed).", "", 1),
                       e.owed, player=names[e.player], amount=money(e.amount))
        return say(tr, translate("Log", "{player} borrows {amount} from the bank (%n loan(s) owed).", "", 1),
                   e.owed, player=names[e.player], amount=money(e.amount))
    if t is ev.BooksClosed:
        if e.unpaid:
            return say(tr, QT_TRANSLATE_NOOP("Log", "{player}'s books are closed: {savings} come out of the savings "
                                                    "book, {debt} of loans are owed and {unpaid} of them cannot be "
                                                    "paid: half the tokens go back to the bank."),
                       player=names[e.player], savings=money(e.savings), debt=money(e.debt), unpaid=money(e.unpaid))
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player}'s books are closed: {savings} come out of the savings "
                                                "book and {debt} of loans are repaid."),
                   player=names[e.player], savings=money(e.savings), debt=money(e.debt))
    if t is ev.CoupFourre:
        return say(tr, translate("Log", "Coup-fourré! {player} answers the Hazard card at once and wins "
                                        "%n token(s) from the bank.", "", 1),
                   e.tokens, player=names[e.player])
    lines = [say(tr, translate("Log", "{place}. {team}: %n token(s)", "", 1),
                 tokens, place=place, team=list_in_words([names[a], names[b]], tr))
             for place, a, b, tokens, _ in e.ranking]
    return say(tr, QT_TRANSLATE_NOOP("Log", "Teams: {ranking}."), ranking=_separator(tr).join(lines))


def _choice_words(e: Any, names: Sequence[str], texts: Texts, tr: Translate | None) -> str:
    """The log line of a :class:`~gameofyear.engine.events.ChoiceMade`: the option taken, and instead of what."""
    choice = choice_of(texts.content, e.source)
    options = choice.choose if choice is not None else ()
    source = source_name(e.source, tr)
    if not 0 <= e.index < len(options):
        return _say(tr, QT_TRANSLATE_NOOP("Log", "{player} makes a choice ({source})."), player=names[e.player],
                    source=source)
    chosen = effects_in_words(texts, options[e.index], tr) or _say(tr, QT_TRANSLATE_NOOP("Log", "nothing"))
    others = _say(tr, QT_TRANSLATE_NOOP("Log", " or ")).join(
        effects_in_words(texts, option, tr) or _say(tr, QT_TRANSLATE_NOOP("Log", "nothing"))
        for i, option in enumerate(options) if i != e.index)
    if e.forced:
        #: 6 December with too little money: "Ann has too little money to pay 300 F to the bank, and must draw a Hazard card"
        return _say(tr, QT_TRANSLATE_NOOP("Log", "{player} has too little money to {other}, and must {chosen} ({source})."),
                    player=names[e.player], other=others, chosen=chosen, source=source)
    #: "Ann chooses to pay 300 F to the bank rather than draw a Hazard card (almanac, 6 December)."
    return _say(tr, QT_TRANSLATE_NOOP("Log", "{player} chooses to {chosen} rather than {other} ({source})."),
                player=names[e.player], chosen=chosen, other=others, source=source)


