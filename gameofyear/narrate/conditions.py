"""Conditions of the almanac in words: whole sentences and clauses ("if you are a man")."""

from __future__ import annotations

from typing import Any

from ..content import Texts
from ..content import schema as s
from .words import QT_TRANSLATE_NOOP, Translate, _say

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


