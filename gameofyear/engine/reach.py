"""Where a decision's options lead on the board: the squares a person can answer a decision by clicking.

The window highlights these squares and answers the decision when one of them
is clicked, so that a decision is taken on the board itself; the squares come
from here, next to the rules that move the pawns, and never from the interface.

>>> from datetime import date
>>> from gameofyear.content import load_content
>>> from gameofyear.engine import Decision, DecisionKind, Game, PlayerProfile, Setup
>>> setup = Setup((PlayerProfile("Ann", date(1980, 5, 2), "female"),
...                PlayerProfile("Bob", date(1975, 9, 9), "male")), today=date(2026, 1, 1))
>>> game = Game.new(setup, load_content(), seed=1)
>>> option_squares(game, Decision(DecisionKind.CHOOSE_NUMBER, 0, (4, 8)))
{4: (4,), 8: (8,)}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..dates import LAST_DAY
from .decisions import Decision, DecisionKind
from .game import Game


def option_squares(game: Game, decision: Decision | None = None) -> dict[Any, tuple[int, ...]]:
    """Return, for each option of ``decision`` that leads somewhere on the board, the squares it names.

    Args:
        game: the game the decision belongs to (only public facts are read:
            the pawns' days and the edition's numbers).
        decision: the decision (default: the one the game waits for).

    Returns:
        ``{option: days}`` (day indices, 0 = 1 January … 365 = 31 December), in
        the order of the options:

        - ``CHOOSE_NUMBER``: the square each number of the dial reaches (RULINGS.md §2);
        - ``BUY_DAYS``: the square reached by each number of days bought, 0 left
          out (RULINGS.md §3.4);
        - ``PLEDGE``: the square the active player's pawn reaches with all the days
          offered so far plus each number of days offered, 0 left out (RULINGS.md §3.6);
        - ``VACATION``: ``True`` → the square the vacation leads to (RULINGS.md §3.5);
        - ``CHOOSE_PLAYER``: each candidate → the square their pawn stands on (whom
          to pay, take from, swap with…: RULINGS.md §8, §10);
        - ``REARRANGE``: each arrangement → the opponents' new days, in the order
          of ``decision.info`` (RULINGS.md §8, 1 April).

        Other decisions (spin, yes/no questions, quizzes…) name no square: ``{}``.
        Several options may name the same square (two numbers that both reach
        31 December): the first one is the one a click on it answers.
    """
    decision = decision if decision is not None else game.pending
    if decision is None or decision.options is None:
        return {}
    players = game.state.players
    kind = decision.kind
    if kind is DecisionKind.CHOOSE_NUMBER:
        start = players[decision.player].position
        return {n: (min(start + int(n), LAST_DAY),) for n in decision.options}
    if kind in (DecisionKind.BUY_DAYS, DecisionKind.PLEDGE):
        mover = decision.subject if kind is DecisionKind.PLEDGE and decision.subject is not None else decision.player
        already = int(decision.info[0]) if kind is DecisionKind.PLEDGE and decision.info else 0
        start = players[mover].position + already
        return {d: (min(start + d, LAST_DAY),) for d in decision.options if d > 0}
    if kind is DecisionKind.VACATION:
        start = players[decision.player].position
        return {True: (min(start + game.content.edition.vacation_days, LAST_DAY),)}
    if kind is DecisionKind.CHOOSE_PLAYER:
        return {q: (players[q].position,) for q in decision.options}
    if kind is DecisionKind.REARRANGE:
        return {tuple(option): tuple(int(day) for day in option) for option in decision.options}
    return {}


def option_at(squares: Mapping[Any, Sequence[int]], day: int) -> tuple[bool, Any]:
    """Return ``(True, option)`` for the first option of ``squares`` (see :func:`option_squares`) naming ``day``.

    Returns ``(False, None)`` when no option names that square.
    """
    for option, days in squares.items():
        if day in days:
            return True, option
    return False, None
