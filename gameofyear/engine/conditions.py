"""Conditions of the almanac and the cards: profile facts, questions of the moment, quizzes and votes
(RULINGS.md §8)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ..content import normalise_answer
from ..content import schema as s
from . import events as ev
from .decisions import YES_NO, Decision, DecisionKind
from .house import HouseRules
from .state import FACT_ANSWER, Context


class ConditionRules(HouseRules):
    """Whether a condition holds for a player, and the questions, quizzes and votes that decide it."""

    def _holds(self, p: int, c: Any, ctx: Context | None) -> Any:
        """Evaluate a condition for player ``p``: True, False, or what must be asked first."""
        t = type(c)
        profile = self.setup.players[p]
        if t is s.Sex:
            return profile.sex == c.sex
        if t is s.Fact:
            if c.fact in profile.unknown:  # asked of the person the first time a square needs it
                fact_key = (FACT_ANSWER, "fact", c.fact, p)
                return self.state.answers.get(fact_key, fact_key)
            return c.fact in profile.facts
        if t is s.AgeAtLeast:
            return self.ages[p] >= c.age_at_least
        if t is s.AgeAtMost:
            return self.ages[p] <= c.age_at_most
        if t is s.AgeAbove:
            return self.ages[p] > c.age_above
        if t is s.AgeBelow:
            return self.ages[p] < c.age_below
        if t is s.MoneyBelow:
            return self.state.players[p].money < self.money(c.money_below)
        if t is s.AllOf:
            for sub in c.all:
                r = self._holds(p, sub, ctx)
                if r is not True:
                    return r
            return True
        if t is s.AnyOf:
            for sub in c.any:
                r = self._holds(p, sub, ctx)
                if r is not False:
                    return r
            return False
        if t is s.Not:
            r = self._holds(p, c.not_, ctx)
            return (not r) if isinstance(r, bool) else r
        landing = ctx.landing if ctx else 0
        key: tuple[int, str, str, int | None]
        if t is s.Question:
            key = (landing, "question", c.question, p)
        elif t is s.TableQuestion:
            key = (landing, "table", c.table, None)
        elif t is s.Quiz:
            key = (landing, "quiz", c.quiz, p)
        else:  # pragma: no cover - the schema admits no other condition
            raise TypeError(f"unknown condition {c!r}")
        answers = self.state.answers
        return answers[key] if key in answers else key

    def _ask_condition(self, key: tuple[Any, ...], ctx: Context) -> None:
        _, kind, topic, p = key
        st = self.state
        if kind == "question":
            self._ask(Decision(DecisionKind.QUESTION, p, YES_NO, topic=topic, source=ctx.source), ("answer", key))
        elif kind == "fact":
            self._ask(Decision(DecisionKind.FACT, p, YES_NO, topic=topic, source=ctx.source), ("answer", key))
        elif kind == "table":
            self._ask(Decision(DecisionKind.TABLE_QUESTION, st.active, YES_NO, topic=topic, source=ctx.source), ("answer", key))
        elif self.content.quizzes[topic].judge == "vote":
            self._ask(Decision(DecisionKind.QUIZ_ATTEMPT, p, YES_NO, topic=topic, source=ctx.source), ("attempt", key, ctx))
        else:
            self._ask(Decision(DecisionKind.QUIZ, p, None, topic=topic, source=ctx.source), ("quiz", key))

    def _on_answer(self, yes: bool, key: tuple[Any, ...]) -> None:
        self.state.answers[key] = yes
        kind = key[1] if key[1] in ("table", "fact") else "question"
        self._events.append(ev.Answered(self.state.active if key[3] is None else key[3], kind, key[2], yes, yes))

    def _on_quiz(self, answer: tuple[str, ...], key: tuple[Any, ...]) -> None:
        quiz = self.content.quizzes[key[2]]
        passed = check_quiz(quiz, answer)
        self.state.answers[key] = passed
        self._events.append(ev.Answered(key[3], "quiz", key[2], passed, answer))

    def _on_attempt(self, yes: bool, key: tuple[Any, ...], ctx: Context) -> None:
        if not yes:
            self.state.answers[key] = False
            self._events.append(ev.Answered(key[3], "quiz", key[2], False, False))
            return
        self._next_vote(key, ctx, 1, 0, 0)

    def _next_vote(self, key: tuple[Any, ...], ctx: Context, k: int, yes: int, votes: int) -> None:
        """RULINGS.md §8: the other players vote in turn order; a majority (or a tie) passes."""
        st = self.state
        n = len(st.order)
        quizzed = key[3]
        start = st.order.index(quizzed)
        if k >= n:
            passed = yes * 2 >= votes
            st.answers[key] = passed
            self._events.append(ev.Answered(quizzed, "quiz", key[2], passed, (yes, votes)))
            return
        voter = st.order[(start + k) % n]
        self._ask(
            Decision(DecisionKind.VOTE, voter, YES_NO, subject=quizzed, topic=key[2], source=ctx.source),
            ("vote", key, ctx, k, yes, votes),
        )

    def _on_vote(self, vote: bool, key: tuple[Any, ...], ctx: Context, k: int, yes: int, votes: int) -> None:
        self._next_vote(key, ctx, k + 1, yes + vote, votes + 1)


@lru_cache(maxsize=4096)
def _normalised(text: str) -> str:
    """:func:`normalise_answer`, remembered (a quiz's spellings are checked again and again)."""
    return normalise_answer(text)


def check_quiz(quiz: s.QuizEntry, answers: Sequence[str]) -> bool:
    """Return True when ``answers`` hold at least ``quiz.required`` different right answers.

    Case, accents and punctuation are ignored and small typos forgiven
    (a fuzzy ratio of 85 or more for answers of five letters or more).
    RULINGS.md §8 (quizzes).
    """
    from rapidfuzz import fuzz  # only once a quiz is answered: computer players never need it

    found: set[int] = set()
    for given in answers:
        norm = _normalised(given)
        if not norm:
            continue
        for i, spellings in enumerate(quiz.answers):
            if i in found:
                continue
            for spelling in spellings:
                right = _normalised(spelling)
                if norm == right or (len(right) >= 5 and fuzz.ratio(norm, right) >= 85):
                    found.add(i)
                    break
            else:
                continue
            break
    return len(found) >= quiz.required
