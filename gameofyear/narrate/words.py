"""The narrator's words: translation, plurals and lists, months and days, the names of sources and faces."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from ..clean import fill
from ..content import Texts
from ..dates import day_index, month_day
from ..engine import events as ev

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


