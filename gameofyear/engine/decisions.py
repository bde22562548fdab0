"""Decisions: what the game is waiting for, who must answer and which answers are legal.

The engine never calls a player. It stops at a :class:`Decision`; whoever
controls ``decision.player`` (a person through the GUI, a bot) answers with
one of ``decision.options`` passed to :meth:`Game.decide`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .quick import quick_init


class DecisionKind(StrEnum):
    """The kinds of decisions of the rules (RULINGS.md §2–§8).

    Options of each kind:

    - ``BUY_TOKEN``, ``VACATION``, ``QUESTION``, ``TABLE_QUESTION``,
      ``QUIZ_ATTEMPT``, ``VOTE``, ``USE_KEEP_CARD``, ``FACT``: ``(True, False)``.
      ``FACT`` asks a person a profile fact they have not answered yet
      (``topic``: the fact's id), the first time a square needs it.
    - ``SPIN``: ``(True,)``.
    - ``CHOOSE_NUMBER``: the two numbers of the dial.
    - ``BUY_DAYS``, ``PLEDGE``: ``range(0, max + 1)`` days (0: none).
    - ``CHOOSE_PLAYER``: player indexes (``topic`` says what for).
    - ``REARRANGE``: tuples giving each opponent's new day, opponents in turn order
      (listed in ``info``).
    - ``CHOICE``: indexes of the effect lists of a ``choose`` entry.
    - ``QUIZ``: free text; the answer is a tuple of strings (``options`` is None).

    House rules of the family of games (:mod:`gameofyear.engine.variants`):

    - ``SAVINGS``: whole steps of the edition's savings step to pay into the book
      (> 0) or take out of it (< 0); 0: leave it. ``info``: ``(money, savings, step, fee)``.
    - ``LOANS``: loans to borrow (> 0) or repay (< 0); 0: none.
      ``info``: ``(money, loans owed, one loan, interest of one loan, most loans)``.
    - ``BET``: a dial sector (1-based, 1..12) to bet the stake on, 0: no bet;
      ``subject`` is the spinner; ``info``: ``(stake, payout)``.
    """

    BUY_TOKEN = "buy_token"
    SPIN = "spin"
    CHOOSE_NUMBER = "choose_number"
    BUY_DAYS = "buy_days"
    VACATION = "vacation"
    PLEDGE = "pledge"
    CHOOSE_PLAYER = "choose_player"
    REARRANGE = "rearrange"
    QUESTION = "question"
    TABLE_QUESTION = "table_question"
    QUIZ = "quiz"
    QUIZ_ATTEMPT = "quiz_attempt"
    VOTE = "vote"
    CHOICE = "choice"
    USE_KEEP_CARD = "use_keep_card"
    FACT = "fact"
    SAVINGS = "savings"
    LOANS = "loans"
    BET = "bet"


YES_NO = (True, False)

MAX_QUIZ_ANSWERS = 20
MAX_ANSWER_LENGTH = 120


@quick_init
@dataclass(frozen=True, slots=True)
class Decision:
    """The one decision the game is waiting for.

    Attributes:
        kind: what is decided.
        player: the index of the player who must answer.
        options: the legal answers (a tuple, or a range of whole days); None for
            a free-text quiz answer.
        subject: the player the decision is about, when not ``player`` (the
            pawn that pledged days push, the player quizzed in a vote).
        topic: the question, quiz or purpose id (``pay``, ``take_token``, ``swap``…).
        source: what asked: ``"almanac:06-21"``, ``"card:chance-14"``, ``"turn"``.
        info: extra facts for the interface (pledges so far, opponents to rearrange…).
    """

    kind: DecisionKind
    player: int
    options: Sequence[Any] | None
    subject: int | None = None
    topic: str | None = None
    source: str = "turn"
    info: tuple[Any, ...] = ()

    def sole_option(self) -> tuple[Any, ...]:
        """Return ``(option,)`` when the decision has exactly one legal answer, else ``()``.

        A computer player's decision with a single legal answer (a spin, a
        lone player to pick) is answered by the table without asking the bot
        (:func:`gameofyear.table.computer_answer`); a person is still asked.
        """
        options = self.options
        if options is not None and len(options) == 1:
            return (options[0],)
        return ()

    def is_legal(self, action: Any) -> str | None:
        """Return None when ``action`` is legal, else the reason it is not."""
        if self.options is None:
            if not isinstance(action, (tuple, list)) or not all(isinstance(a, str) for a in action):
                return "a quiz answer is a list of texts"
            if len(action) > MAX_QUIZ_ANSWERS or any(len(a) > MAX_ANSWER_LENGTH for a in action):
                return f"at most {MAX_QUIZ_ANSWERS} answers of {MAX_ANSWER_LENGTH} characters"
            return None
        if isinstance(self.options, range):
            if type(action) is not int or action not in self.options:
                return f"expected a whole number from {self.options.start} to {self.options.stop - 1}, got {action!r}"
            return None
        for option in self.options:
            if type(option) is type(action) and option == action:
                return None
        return f"{action!r} is not one of the options {tuple(self.options)!r}"
