"""What an almanac entry or a card does, in words, and the results of a match."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..content import Texts
from ..content import schema as s
from ..dates import day_index
from .conditions import _target_words, condition_clause
from .words import QT_TRANSLATE_NOOP, Translate, _say, _separator, capitalised, day_name, list_in_words, translate

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

    Raises:
        ValueError: an effect this function has no words for (a verb of the schema not taught here):
            never an empty string in its place.
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
        else:
            raise ValueError(f"the narrator has no words for the effect {type(e).__name__} ({e!r}): "
                             "every verb of the content schema is told in gameofyear/narrate/effects.py")
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
        winners = match.winners()  # one side, or several level after the most years: a shared win (RULINGS.md §13)
        winner = tuple(q for s in winners for q in s)
        if match.teams or len(winners) > 1:  # "Anna and Bruno win the match…"
            return _say(tr, translate("Log", "{side} win the match after %n year(s): {totals}.", "", 1),
                        len(match.years), side=side(winner), totals=totals)
        return _say(tr, translate("Log", "{side} wins the match after %n year(s): {totals}.", "", 1),
                    len(match.years), side=side(winner), totals=totals)
    return _say(tr, translate("Log", "Year {year} of the match to {target} tokens; after %n year(s): {totals}.",
                              "", 1), len(match.years), year=match.year, target=match.target, totals=totals)
