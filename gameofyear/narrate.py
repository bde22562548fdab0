"""Events told in words, for the command line's ``--log`` and the game log.

:func:`describe` turns one event into a sentence naming the almanac date or
rule behind it; it never mentions a lucky number's value.
:func:`effects_in_words` tells what an almanac entry or a card does (the
buttons of a choice, the log), :func:`description_in_words` as a sentence
(the almanac browser's "What it does:"), each condition a clause with its
subject (:func:`condition_clause`: "if you are a woman"); :func:`day_name`
writes a date.

Every sentence is a template written here as a literal, marked for Qt's
``pyside6-lupdate`` with :func:`QT_TRANSLATE_NOOP` (context ``Log``), or with
:func:`translate` when it has a plural (``%n``), so that the interface's
translators find it in ``resources/translations/gameofyear_<lang>.ts``. This
module does not import Qt: the terminal uses it as it is. Each function takes
``tr``, a function ``tr(template)`` / ``tr(template, n)`` returning the
template in the reader's language (the desktop game passes Qt's, see
:func:`gameofyear.ui.language.log_tr`); ``None`` means English. Placeholders
such as ``{player}`` are filled after translating; a translation that breaks
them is replaced by the English template, so that a sentence is never lost.

Every count goes through a plural (``%n``): the translators write as many
forms as their language has, and only :func:`english` (the English source's
own rule, for the terminal, which has no Qt) knows that English has two.
Lists of names ("Ann, Bob and Cleo") are joined by :func:`list_in_words`,
which asks ``tr`` for its ``join`` (the desktop game's is Qt's
``QLocale.createSeparatedList``) and writes English without one.
:func:`month_name` and :func:`day_name` are the game's one source of month
names and dates: the dialogs, the board and the log all use them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from .clean import fill
from .content import Texts
from .content import schema as s
from .content.loader import choice_of
from .dates import day_index, month_day
from .engine import events as ev

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
"""A plain ``{name}`` placeholder (the only kind a text may have: :func:`gameofyear.clean.fill`)."""

Translate = Callable[..., str]
"""``tr(template)`` or ``tr(template, n)``: the template in the reader's language (``n``: the count of a plural)."""


@runtime_checkable
class Lister(Protocol):
    """A ``tr`` that also joins lists in the reader's language (:func:`list_in_words`)."""

    def __call__(self, text: str, n: int = -1, /) -> str:
        """Return ``text`` in the reader's language (``n``: the count of a plural)."""

    def join(self, items: Sequence[str], /) -> str:
        """Return ``items`` as one list in the reader's language ("A, B et C")."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Mark ``text`` for ``pyside6-lupdate`` (in ``context``) and return it unchanged."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Mark ``text``, a template with a plural (``%n``), for ``pyside6-lupdate`` and return it unchanged.

    Written ``translate("Log", "… %n day(s) …", "", 1)``: with a number
    literal as fourth argument ``lupdate`` records a plural and asks the
    translators for every plural form of their language (it does not with a
    variable there). The count itself is given to ``tr`` when the sentence is
    written (:func:`_say`).
    """
    return text


def english(text: str, n: int = -1) -> str:
    """Return an English template with its plural written for ``n``.

    ``%n`` becomes the number and ``(s)`` becomes ``s`` unless ``n`` is 1
    (``"%n day(s)"`` → ``"1 day"``, ``"3 days"``). Without ``n`` the text is
    returned as it is.

    >>> english("%n day(s)", 1), english("%n day(s)", 0)
    ('1 day', '0 days')
    """
    if n < 0:
        return text
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def english_list(items: Sequence[str]) -> str:
    """Return ``items`` as an English list: the English source's rule, for the terminal.

    >>> english_list(["Ann"]), english_list(["Ann", "Bob"]), english_list(["Ann", "Bob", "Cleo"])
    ('Ann', 'Ann and Bob', 'Ann, Bob and Cleo')
    """
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def list_in_words(items: Sequence[str], tr: Translate | None = None) -> str:
    """Return ``items`` (names, numbers) as one list in the reader's language.

    A ``tr`` with a ``join`` (a :class:`Lister`; the desktop game's
    :func:`~gameofyear.ui.language.log_tr` joins with
    ``QLocale.createSeparatedList``: "A, B et C", "A, B und C") joins them;
    any other ``tr``, and None, gives English (:func:`english_list`).
    """
    if isinstance(tr, Lister):
        return tr.join(list(items))
    return english_list(list(items))


def capitalised(text: str) -> str:
    """Return ``text`` with its first letter upper case: a phrase of the log as a button's label or a heading.

    >>> capitalised("pay 300 F to the bank"), capitalised("janvier")
    ('Pay 300 F to the bank', 'Janvier')
    """
    return text[:1].upper() + text[1:]


def _say(tr: Translate | None, template: str, n: int = -1, /, **values: Any) -> str:
    """Return ``template`` in the reader's language with its ``%n`` and ``{placeholders}`` filled."""
    if tr is None:
        text = english(template, n)
    else:
        text = tr(template, n) if n >= 0 else tr(template)
    if any(name not in values for name in _PLACEHOLDER.findall(text)):  # a damaged translation: English stands in
        text = english(template, n)
    return fill(text, values)


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
"""The months' English names (the terminal's)."""

_MONTHS = (
    QT_TRANSLATE_NOOP("Log", "January"), QT_TRANSLATE_NOOP("Log", "February"), QT_TRANSLATE_NOOP("Log", "March"),
    QT_TRANSLATE_NOOP("Log", "April"), QT_TRANSLATE_NOOP("Log", "May"), QT_TRANSLATE_NOOP("Log", "June"),
    QT_TRANSLATE_NOOP("Log", "July"), QT_TRANSLATE_NOOP("Log", "August"), QT_TRANSLATE_NOOP("Log", "September"),
    QT_TRANSLATE_NOOP("Log", "October"), QT_TRANSLATE_NOOP("Log", "November"), QT_TRANSLATE_NOOP("Log", "December"),
)


def month_name(month: int, tr: Translate | None = None) -> str:
    """Return the name of a month (1..12) in the reader's language."""
    return _say(tr, _MONTHS[month - 1])


def day_name(day: int, tr: Translate | None = None) -> str:
    """Return a day index (0..365) as a date in words: ``"14 July"`` (``"14 juillet"``, ``"1er janvier"``).

    The first of a month has its own template, since French writes "1er"
    and Italian "1°".
    """
    month, d = month_day(day)
    if d == 1:
        #: the first day of a month ("1er janvier", "1° gennaio")
        return _say(tr, QT_TRANSLATE_NOOP("Log", "1 {month}"), month=month_name(month, tr))
    #: a date: the day of the month, then the month's name
    return _say(tr, QT_TRANSLATE_NOOP("Log", "{day} {month}"), day=d, month=month_name(month, tr))


_SOURCES = {
    #: why money or tokens moved: a birthday
    "birthday": QT_TRANSLATE_NOOP("Log", "birthday"),
    "lucky_number": QT_TRANSLATE_NOOP("Log", "lucky number"),
    "quarter": QT_TRANSLATE_NOOP("Log", "end of quarter"),
    "double_blue": QT_TRANSLATE_NOOP("Log", "double-blue square"),
    #: why tokens moved: the first pawns to reach the game's last day (31 December, or 30 June in a half year)
    "finish": QT_TRANSLATE_NOOP("Log", "the last day"),
    "token": QT_TRANSLATE_NOOP("Log", "token bought"),
    "days": QT_TRANSLATE_NOOP("Log", "days bought"),
    "pledge": QT_TRANSLATE_NOOP("Log", "days offered"),
    "bankruptcy": QT_TRANSLATE_NOOP("Log", "bankruptcy"),
    #: why something happened: a vacation card
    "vacation": QT_TRANSLATE_NOOP("Log", "vacation"),
    "dial": QT_TRANSLATE_NOOP("Log", "the machine"),
    #: why money moved: the interest of a savings book (house rule)
    "savings_interest": QT_TRANSLATE_NOOP("Log", "savings interest"),
    #: why money moved: the interest of bank loans (house rule)
    "loan_interest": QT_TRANSLATE_NOOP("Log", "loan interest"),
    #: why money or tokens moved: a coup-fourré (house rule from 1000 Bornes)
    "coup_fourre": QT_TRANSLATE_NOOP("Log", "coup-fourré"),
}

_CAUSES = {
    #: why a pawn moved: the number the machine showed
    "spin": QT_TRANSLATE_NOOP("Log", "spin"),
    #: why a pawn moved: days bought
    "bought": QT_TRANSLATE_NOOP("Log", "bought"),
    #: why a pawn moved: days offered by the other players
    "offered": QT_TRANSLATE_NOOP("Log", "offered"),
    #: why a pawn moved: a vacation card
    "vacation": QT_TRANSLATE_NOOP("Log", "vacation"),
    #: why a pawn moved: the almanac said so
    "almanac": QT_TRANSLATE_NOOP("Log", "almanac"),
    #: why a pawn moved: a card said so
    "card": QT_TRANSLATE_NOOP("Log", "card"),
    "swap": QT_TRANSLATE_NOOP("Log", "swap"),
    "rearrange": QT_TRANSLATE_NOOP("Log", "rearrange"),
    "bankruptcy": QT_TRANSLATE_NOOP("Log", "bankruptcy"),
}

_PURPOSES = {
    #: what a player was picked for: to be paid
    "pay": QT_TRANSLATE_NOOP("Log", "pay"),
    #: what a player was picked for: to pay
    "receive": QT_TRANSLATE_NOOP("Log", "receive"),
    #: what a player was picked for: to give up a token
    "take_token": QT_TRANSLATE_NOOP("Log", "take token"),
    #: what a player was picked for: to be given a token
    "give_token": QT_TRANSLATE_NOOP("Log", "give token"),
    #: what a player was picked for: to swap places
    "swap": QT_TRANSLATE_NOOP("Log", "swap"),
}


_FACES = {
    #: a face of the machine's dial that is a colour, in a bet's sector ("red/red", "3/blue")
    "red": QT_TRANSLATE_NOOP("Log", "red"),
    #: a face of the machine's dial that is a colour, in a bet's sector ("blue/blue", "4/blue")
    "blue": QT_TRANSLATE_NOOP("Log", "blue"),
}


def face_name(face: int | str, tr: Translate | None = None) -> str:
    """Return one face of the machine's dial in words: a number as it is, a colour in the reader's language."""
    if isinstance(face, str) and face in _FACES:
        return _say(tr, _FACES[face])
    return str(face)


def _separator(tr: Translate | None) -> str:
    #: between the items of a list: effects, the moves of 1 April, the places of the ranking
    return _say(tr, QT_TRANSLATE_NOOP("Log", "; "))


def source_name(source: str, tr: Translate | None = None) -> str:
    """Return an event source (``"almanac:03-10"``, ``"card:hazard-04"``…) in words."""
    if source.startswith("almanac:"):
        try:
            day = day_index(source[8:])
        except ValueError:
            return source
        return _say(tr, QT_TRANSLATE_NOOP("Log", "almanac, {date}"), date=day_name(day, tr))
    if source.startswith("card:"):
        if source[5:].startswith("chance"):
            return _say(tr, QT_TRANSLATE_NOOP("Log", "Chance card"))
        return _say(tr, QT_TRANSLATE_NOOP("Log", "Hazard card"))
    if source in _SOURCES:
        return _say(tr, _SOURCES[source])
    return source


def _topic_words(texts: Texts, kind: str, topic: str) -> str:
    """The words of a question, quiz or profile fact (its text in the language of ``texts``), or its id in words."""
    if kind == "fact" and topic in texts.content.facts:
        return texts.text(f"facts.{topic}")
    if kind in ("question", "table") and topic in texts.content.questions:
        return texts.text(f"questions.{topic}")
    if topic in texts.content.quizzes:
        return texts.text(f"quizzes.{topic}")
    return topic.replace("_", " ")


TOLD_BY_THE_PURCHASE = frozenset({"token", "days", "pledge", "bet", "loan", "savings"})
"""Payment sources whose line the purchase's own line already says ("buys a token for 500 F")."""


def told_elsewhere(event: ev.Event) -> bool:
    """True for an event another event's line already tells: the payment and the token of a purchase.

    "Ann buys a token for 500 F." says that she paid the bank and received a
    token: a log leaves out the lines of that payment and that token
    (:class:`~gameofyear.engine.events.MoneyPaid` and
    :class:`~gameofyear.engine.events.TokensMoved` from a purchase, or from
    days offered). A payment cut short by a bankruptcy is always told.
    """
    t = type(event)
    if t is ev.MoneyPaid:
        return event.source in TOLD_BY_THE_PURCHASE and event.amount == event.owed  # type: ignore[attr-defined]
    if t is ev.TokensMoved:
        return event.source in ("token", "coup_fourre")  # type: ignore[attr-defined]
    return False


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
        return say(tr, QT_TRANSLATE_NOOP("Log", "{player} is protected by their sign ({source})."),
                   player=names[e.player], source=source_name(e.source, tr))
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


_PICKS = {
    "chosen": QT_TRANSLATE_NOOP("Log", "a player of your choice"),
    "poorest": QT_TRANSLATE_NOOP("Log", "the poorest other player"),
    "richest": QT_TRANSLATE_NOOP("Log", "the richest other player"),
    "most_tokens": QT_TRANSLATE_NOOP("Log", "the player with the most tokens"),
    "fewest_tokens": QT_TRANSLATE_NOOP("Log", "the player with the fewest tokens"),
}


def _target_words(target: s.Target, texts: Texts | None, tr: Translate | None) -> str:
    words = _say(tr, _PICKS[target.pick])
    if target.among is not None:
        #: a player to pick, then among whom: "the richest other player (a woman)"
        words = _say(tr, QT_TRANSLATE_NOOP("Log", "{target} ({condition})"), target=words,
                     condition=condition_in_words(target.among, texts=texts, tr=tr))
    return words


def condition_in_words(condition: object, *, texts: Texts | None = None, tr: Translate | None = None) -> str:
    """Return a condition of the effect vocabulary in short words: among whom a target is picked ("a woman").

    After a target ("a player of your choice (a woman)"); the clause after "if"
    is :func:`condition_clause`.

    Args:
        condition: a condition of :mod:`gameofyear.content.schema`.
        texts: gives the words of facts, questions and quizzes (in its
            language) and the edition's money; None: their ids and printed amounts.
        tr: the language of the words (see the module docstring); None: English.
    """
    c: Any = condition
    t = type(c)
    if t is s.Sex:
        return _say(tr, QT_TRANSLATE_NOOP("Log", "a woman")) if c.sex == "female" else _say(tr, QT_TRANSLATE_NOOP("Log", "a man"))
    if t is s.Fact:
        fact = texts.text(f"facts.{c.fact}") if texts is not None else c.fact.replace("_", " ")
        return _say(tr, QT_TRANSLATE_NOOP("Log", "'{fact}'"), fact=quoted(fact))
    if t is s.AgeAtLeast:
        return _say(tr, QT_TRANSLATE_NOOP("Log", "aged {age} or more"), age=c.age_at_least)
    if t is s.AgeAtMost:
        return _say(tr, QT_TRANSLATE_NOOP("Log", "aged {age} or less"), age=c.age_at_most)
    if t is s.AgeAbove:
        return _say(tr, QT_TRANSLATE_NOOP("Log", "older than {age}"), age=c.age_above)
    if t is s.AgeBelow:
        return _say(tr, QT_TRANSLATE_NOOP("Log", "younger than {age}"), age=c.age_below)
    if t in (s.Question, s.TableQuestion, s.Quiz):  # asked, never among whom a target is picked: a clause
        return condition_clause(c, texts=texts, tr=tr)
    if t is s.MoneyBelow:
        amount = texts.format_money(texts.content.money(c.money_below)) if texts is not None else c.money_below
        return _say(tr, QT_TRANSLATE_NOOP("Log", "holding less than {amount}"), amount=amount)
    if t is s.AllOf:
        #: joins conditions that must all hold
        return _say(tr, QT_TRANSLATE_NOOP("Log", " and ")).join(
            condition_in_words(x, texts=texts, tr=tr) for x in c.all)
    if t is s.AnyOf:
        #: joins conditions of which one must hold
        return _say(tr, QT_TRANSLATE_NOOP("Log", " or ")).join(
            condition_in_words(x, texts=texts, tr=tr) for x in c.any)
    if t is s.Not:
        return _say(tr, QT_TRANSLATE_NOOP("Log", "not ({condition})"),
                    condition=condition_in_words(c.not_, texts=texts, tr=tr))
    return repr(c)


_CLAUSES: dict[type, tuple[str, str | None]] = {
    #: the clause after "if" (and "and", "or"): its subject is the player reading, "you"
    s.AgeAtLeast: (QT_TRANSLATE_NOOP("Log", "you are {age} or older"), None),
    s.AgeAtMost: (QT_TRANSLATE_NOOP("Log", "you are {age} or younger"), None),
    s.AgeAbove: (QT_TRANSLATE_NOOP("Log", "you are over {age}"), None),
    s.AgeBelow: (QT_TRANSLATE_NOOP("Log", "you are under {age}"), None),
    s.MoneyBelow: (QT_TRANSLATE_NOOP("Log", "you hold less than {amount}"), None),
    #: the texts in quotes are a profile fact, a question or a quiz of the almanac: the quote is never last,
    #: so that a question's own "?" is not followed by a comma
    s.Fact: (QT_TRANSLATE_NOOP("Log", "'{fact}' applies to you"),
             QT_TRANSLATE_NOOP("Log", "'{fact}' does not apply to you")),
    s.Question: (QT_TRANSLATE_NOOP("Log", "your answer to '{question}' is yes"),
                 QT_TRANSLATE_NOOP("Log", "your answer to '{question}' is no")),
    s.TableQuestion: (QT_TRANSLATE_NOOP("Log", "the table's answer to '{question}' is yes"),
                      QT_TRANSLATE_NOOP("Log", "the table's answer to '{question}' is no")),
    s.Quiz: (QT_TRANSLATE_NOOP("Log", "you pass the '{quiz}' quiz"),
             QT_TRANSLATE_NOOP("Log", "you do not pass the '{quiz}' quiz")),
}
"""The clause of each kind of condition, and of its opposite (None: "it is not true that …")."""


def quoted(text: str) -> str:
    """Return an almanac text (a fact, a question, a quiz) as it is quoted inside a sentence.

    Its own full stop goes (the sentence around it goes on, and ends with its
    own); an ellipsis, a question mark or an exclamation mark stays.

    >>> quoted("Name five Beatles songs."), quoted("Is it fine today?"), quoted("Wait...")
    ('Name five Beatles songs', 'Is it fine today?', 'Wait...')
    """
    text = text.strip()
    if text.endswith(".") and not text.endswith(".."):
        return text[:-1].rstrip()
    return text


def condition_clause(condition: object, *, texts: Texts | None = None, tr: Translate | None = None,
                     negative: bool = False) -> str:
    """Return a condition of the effect vocabulary as the clause that follows "if" ("you are a woman").

    Each clause has its subject (the player reading, "you"; the table for a
    table question), so that "if {clause}, …" is a sentence in every
    language; a quoted fact, question or quiz loses its own full stop
    (:func:`quoted`) and is never the last word of the clause.
    :func:`condition_in_words` gives the short form used after a target
    ("a player of your choice (a woman)").

    Args:
        condition: a condition of :mod:`gameofyear.content.schema`.
        texts: gives the words of facts, questions and quizzes (in its
            language) and the edition's money; None: their ids and printed amounts.
        tr: the language of the words (see the module docstring); None: English.
        negative: True for the clause of its opposite ("you do not pass the … quiz").
    """
    c: Any = condition
    t = type(c)
    if t is s.Not:
        return condition_clause(c.not_, texts=texts, tr=tr, negative=not negative)
    values: dict[str, Any] = {}
    opposite: str | None = None
    if t is s.AllOf:
        #: joins conditions that must all hold
        words = _say(tr, QT_TRANSLATE_NOOP("Log", " and ")).join(condition_clause(x, texts=texts, tr=tr) for x in c.all)
    elif t is s.AnyOf:
        #: joins conditions of which one must hold
        words = _say(tr, QT_TRANSLATE_NOOP("Log", " or ")).join(condition_clause(x, texts=texts, tr=tr) for x in c.any)
    elif t is s.Sex:
        words = (_say(tr, QT_TRANSLATE_NOOP("Log", "you are a woman")) if c.sex == "female"
                 else _say(tr, QT_TRANSLATE_NOOP("Log", "you are a man")))
    elif t in _CLAUSES:
        if t is s.Fact:
            values["fact"] = quoted(texts.text(f"facts.{c.fact}") if texts is not None else c.fact.replace("_", " "))
        elif t is s.Question:
            values["question"] = quoted(texts.text(f"questions.{c.question}") if texts is not None
                                        else c.question.replace("_", " "))
        elif t is s.TableQuestion:
            values["question"] = quoted(texts.text(f"questions.{c.table}") if texts is not None
                                        else c.table.replace("_", " "))
        elif t is s.Quiz:
            values["quiz"] = quoted(texts.text(f"quizzes.{c.quiz}") if texts is not None else c.quiz.replace("_", " "))
        elif t is s.MoneyBelow:
            values["amount"] = (texts.format_money(texts.content.money(c.money_below)) if texts is not None
                                else c.money_below)
        else:  # an age
            values["age"] = next(v for k in ("age_at_least", "age_at_most", "age_above", "age_below")
                                 if (v := getattr(c, k, None)) is not None)
        positive, opposite = _CLAUSES[t]
        words = _say(tr, positive, **values)
    else:
        return repr(c)
    if not negative:
        return words
    if opposite is not None:
        return _say(tr, opposite, **values)
    #: the opposite of a condition that has no clause of its own: "it is not true that you are a man and you are over 18"
    return _say(tr, QT_TRANSLATE_NOOP("Log", "it is not true that {condition}"), condition=words)


#: between two effects that follow each other: "pay 300 F to the bank, then advance 15 days"
_THEN = QT_TRANSLATE_NOOP("Log", ", then ")
"""Between two effects that follow each other (see its note for the translators)."""


def effects_in_words(texts: Texts, effects: tuple[object, ...], tr: Translate | None = None) -> str:
    """Return what a list of effects does, in words, for the almanac browser.

    Args:
        texts: amounts are shown in the edition's money (``texts.content.money``),
            facts, questions and quizzes in the language of ``texts``.
        effects: effects of :mod:`gameofyear.content.schema`.
        tr: the language of the words (see the module docstring); None: English.

    Returns:
        The effects in order, joined with ``", then "`` (``"; "`` next to a condition), each condition a clause
        with its subject (:func:`condition_clause`); empty for no effect. Lower case and without a final
        full stop, for the log and the buttons of a choice: :func:`description_in_words` makes it a sentence.
    """
    def money(printed: int) -> str:
        return texts.format_money(texts.content.money(printed))

    def say(template: str, n: int = -1, /, **values: Any) -> str:
        return _say(tr, template, n, **values)

    def target(value: s.Target) -> str:
        return _target_words(value, texts, tr)

    parts: list[str] = []
    conditions: list[bool] = []  # whether each part is a condition ("if …")
    for effect in effects:
        e: Any = effect
        t = type(e)
        conditions.extend([False] * (len(parts) - len(conditions)))
        if t is s.Draw:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "draw a Chance card")) if e.draw == "chance"
                         else say(QT_TRANSLATE_NOOP("Log", "draw a Hazard card")))
        elif t is s.ReceiveBank:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "receive {amount} from the bank"), amount=money(e.receive_bank)))
        elif t is s.PayBank:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "pay {amount} to the bank"), amount=money(e.pay_bank)))
        elif t is s.PayPlayer:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "pay {amount} to {target}"),
                             amount=money(e.pay_player.amount), target=target(e.pay_player.to)))
        elif t is s.ReceivePlayer:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "receive {amount} from {target}"),
                             amount=money(e.receive_player.amount), target=target(e.receive_player.from_)))
        elif t is s.PayEachOther:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "pay {amount} to each other player"), amount=money(e.pay_each_other)))
        elif t is s.ReceiveEachOther:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "each other player pays you {amount}"),
                             amount=money(e.receive_each_other)))
        elif t is s.ReceiveTokens:
            parts.append(say(translate("Log", "receive %n token(s) from the bank", "", 1), e.receive_tokens))
        elif t is s.GiveTokens:
            parts.append(say(translate("Log", "give %n token(s) to the bank", "", 1), e.give_tokens))
        elif t is s.TakeToken:
            parts.append(say(translate("Log", "take %n token(s) from {target}", "", 1),
                             e.take_token.count, target=target(e.take_token.from_)))
        elif t is s.GiveToken:
            parts.append(say(translate("Log", "give %n token(s) to {target}", "", 1),
                             e.give_token.count, target=target(e.give_token.to)))
        elif t is s.Move:
            days, almanac = (e.move, True) if isinstance(e.move, int) else (e.move.days, e.move.almanac)
            if days > 0:
                way = say(translate("Log", "advance %n day(s)", "", 1), days)
            else:
                way = say(translate("Log", "go back %n day(s)", "", 1), -days)
            if not almanac:
                way = say(QT_TRANSLATE_NOOP("Log", "{move} (the almanac does not apply there)"), move=way)
            parts.append(way)
        elif t is s.MoveTo:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "move to {date}"), date=day_name(day_index(e.move_to), tr)))
        elif t is s.BackMonths:
            parts.append(say(translate("Log", "go back %n month(s) to the same day", "", 1), e.back_months))
        elif t is s.LoseTurn:
            parts.append(say(translate("Log", "lose %n turn(s)", "", 1), e.lose_turn))
        elif t is s.ExtraTurns:
            parts.append(say(translate("Log", "play %n extra turn(s)", "", 1), e.extra_turns))
        elif t is s.SwapWith:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "swap pawns with {target}"), target=target(e.swap_with)))
        elif t is s.RearrangeOpponents:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "rearrange the opponents' pawns as you like")))
        elif t is s.SpinDifference:
            parts.append(say(QT_TRANSLATE_NOOP("Log", "spin again and advance by the difference of the two numbers")))
        elif t is s.VacationMove:
            days = texts.content.edition.vacation_days
            parts.append(say(translate("Log", "a free vacation: advance %n day(s)", "", 1), days))
        elif t is s.ForEachPlayer:
            each = effects_in_words(texts, e.for_each_player, tr)
            if any(isinstance(x, s.When) for x in e.for_each_player):
                #: every player does it, the players reading being "you", and it holds a condition:
                #: "each of you in turn: if you are a woman and you are 12 or older, pay 600 F to the bank; otherwise, …"
                parts.append(say(QT_TRANSLATE_NOOP("Log", "each of you in turn: {effects}"), effects=each))
            else:
                #: every player does it, the players reading being "you": "draw a Hazard card, each of you in turn"
                parts.append(say(QT_TRANSLATE_NOOP("Log", "{effects}, each of you in turn"), effects=each))
        elif t is s.Choose:
            #: between the options of a choice
            separator = say(QT_TRANSLATE_NOOP("Log", " — or — "))
            parts.append(say(QT_TRANSLATE_NOOP("Log", "choose: {options}"),
                             options=separator.join(effects_in_words(texts, option, tr) for option in e.choose)))
        elif t is s.When:
            text = _when_words(e, texts, tr)
            if e.else_:
                #: what happens when the condition does not hold: "…; otherwise, draw a Hazard card"
                text = say(QT_TRANSLATE_NOOP("Log", "{text}; otherwise, {effects}"),
                           text=text, effects=effects_in_words(texts, e.else_, tr))
            parts.append(text)
            conditions.append(True)
    then = say(_THEN)
    text = parts[0] if parts else ""
    for k in range(1, len(parts)):  # a condition is set apart: "if you are a woman, …; if you are a man, …"
        conditional = conditions[k - 1] or (k < len(conditions) and conditions[k])
        text += (_separator(tr) if conditional else then) + parts[k]
    return text


#: what a condition without effects does: "if you are a woman, nothing"
_NOTHING = QT_TRANSLATE_NOOP("Log", "nothing")
"""What a condition without effects does."""


def _when_words(when: Any, texts: Texts, tr: Translate | None) -> str:
    """A condition and what it does, as one clause of :func:`effects_in_words` (its ``else`` told by the caller).

    A condition whose one effect is another condition reads as one sentence:
    both joined by "and" when the inner one has no ``else`` ("if you are a man
    and 'Has a beard' applies to you, …"), else the inner one after its effects
    ("if you are a woman, draw a Chance card if your answer to '…' is yes,
    otherwise draw a Hazard card").
    """
    condition = condition_clause(when.when, texts=texts, tr=tr)
    inner = when.do[0] if len(when.do) == 1 and isinstance(when.do[0], s.When) else None
    if inner is not None and not inner.else_:  # the same as one condition with both
        return _when_words(s.When(when=s.AllOf(all=(when.when, inner.when)), do=inner.do), texts, tr)
    if inner is not None and not any(isinstance(x, (s.When, s.ForEachPlayer, s.Choose))
                                     for x in (*inner.do, *inner.else_)):
        #: a condition whose one effect is another condition with an "otherwise":
        #: "if you are a woman, draw a Chance card if your answer to 'Are you wearing a suit right now?' is yes,
        #: otherwise draw a Hazard card"
        return _say(tr, QT_TRANSLATE_NOOP("Log", "if {condition}, {effects} if {inner}, otherwise {other}"),
                    condition=condition, effects=effects_in_words(texts, inner.do, tr) or _say(tr, _NOTHING),
                    inner=condition_clause(inner.when, texts=texts, tr=tr),
                    other=effects_in_words(texts, inner.else_, tr))
    then = effects_in_words(texts, when.do, tr) or _say(tr, _NOTHING)
    #: a condition and its effects: "if you are a woman, draw a Chance card"
    return _say(tr, QT_TRANSLATE_NOOP("Log", "if {condition}, {effects}"), condition=condition, effects=then)


def description_in_words(texts: Texts, effects: tuple[object, ...], tr: Translate | None = None, *,
                         frame: str | None = None) -> str:
    """Return what an almanac entry or a card does as a sentence: the "What it does:" of the almanac.

    The words of :func:`effects_in_words`, with a capital letter at the start
    and a full stop at the end ("If you pass the 'Name five Beatles songs' quiz,
    draw a Chance card; otherwise, draw a Hazard card."). On a doubly unlucky
    square (``frame`` ``double_blue``) the player first gives a token to the
    bank, before the entry's effects: the sentence says so first ("Give one
    token to the bank (if you have one), then draw a Hazard card.").

    Args:
        texts: the edition's money and the words of facts, questions and quizzes (see :func:`effects_in_words`).
        effects: effects of :mod:`gameofyear.content.schema`.
        tr: the language of the words (see the module docstring); None: English.
        frame: the frame of the almanac square the effects are read on; None for a card.

    Returns:
        The sentence; empty for no effect (a card kept to cancel a Hazard card).
    """
    words = effects_in_words(texts, effects, tr).strip()
    if frame == "double_blue":
        #: a doubly unlucky square takes a token from the player before its effects (none from a player who has none)
        token = _say(tr, QT_TRANSLATE_NOOP("Log", "give one token to the bank (if you have one)"))
        if not words:
            words = token
        elif effects and isinstance(effects[0], s.When):  # a condition is set apart: "…; then, if you are …"
            #: before a condition: "give one token to the bank (if you have one); then, if you are a woman, …"
            words = _say(tr, QT_TRANSLATE_NOOP("Log", "{first}; then, {effects}"), first=token, effects=words)
        else:
            words = token + _say(tr, _THEN) + words
    if not words:
        return ""
    return capitalised(words) + ("" if words.endswith((".", "!", "?")) else ".")


def match_words(match: Any, names: Sequence[str], tr: Translate | None = None) -> str:
    """Tell where a match over several years stands (:class:`~gameofyear.engine.match.Match`), in one line.

    Before its first year ends: the year and the target. After a year: each side's total tokens, best
    first, and who won once the match is over (docs/VARIANTS.md, the match).
    """
    def side(players: Sequence[int]) -> str:
        return list_in_words([names[q] for q in players], tr)

    if not match.years:
        return _say(tr, translate("Log", "Year 1 of a match to %n token(s).", "", 1), match.target)
    totals = _separator(tr).join(
        _say(tr, QT_TRANSLATE_NOOP("Log", "{side} {total}"), side=side(s), total=total)
        for _, s, total in match.standings())
    if match.over:
        (winner,) = match.winners()
        if match.teams:
            return _say(tr, translate("Log", "{side} win the match after %n year(s): {totals}.", "", 1),
                        len(match.years), side=side(winner), totals=totals)
        return _say(tr, translate("Log", "{side} wins the match after %n year(s): {totals}.", "", 1),
                    len(match.years), side=side(winner), totals=totals)
    return _say(tr, translate("Log", "Year {year} of the match to {target} tokens; after %n year(s): {totals}.",
                              "", 1), len(match.years), year=match.year, target=match.target, totals=totals)
