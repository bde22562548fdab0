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

A window that has only a player's observation (a network game's) asks
:func:`observed_option_squares` the same question:

>>> observed_option_squares(game.observation(0), game.content.edition,
...                         Decision(DecisionKind.CHOOSE_NUMBER, 0, (4, 8)))
{4: (4,), 8: (8,)}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..content import schema as s
from ..dates import LAST_DAY
from .decisions import Decision, DecisionKind
from .game import Game, Observation


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
    if decision is None:
        return {}
    positions = [p.position for p in game.state.players]
    return _squares(positions, game.content.edition.vacation_days, decision)


def observed_option_squares(observation: Observation, edition: s.EditionFile,
                            decision: Decision | None = None) -> dict[Any, tuple[int, ...]]:
    """Return the squares of :func:`option_squares` from what one player sees: their observation.

    The squares depend on public facts only (the pawns' days and the
    edition's vacation length), so a window that holds no game (a network
    game's, which receives only its seat's observation and decision) lights
    the same squares as the window at home.

    Args:
        observation: the player's observation (:meth:`Game.observation`), as the server sent it.
        edition: the game's edition (its ``vacation_days``).
        decision: the decision asked (default: the observation's ``pending``).

    Returns:
        ``{option: days}`` as :func:`option_squares` returns it.
    """
    decision = decision if decision is not None else observation.pending
    if decision is None:
        return {}
    return _squares([p.position for p in observation.players], edition.vacation_days, decision)


def _squares(positions: Sequence[int], vacation_days: int, decision: Decision) -> dict[Any, tuple[int, ...]]:
    """The squares of each option of ``decision``, given each player's day and the vacation's length in days."""
    if decision.options is None:
        return {}
    kind = decision.kind
    if kind is DecisionKind.CHOOSE_NUMBER:
        start = positions[decision.player]
        return {n: (min(start + int(n), LAST_DAY),) for n in decision.options}
    if kind in (DecisionKind.BUY_DAYS, DecisionKind.PLEDGE):
        mover = decision.subject if kind is DecisionKind.PLEDGE and decision.subject is not None else decision.player
        already = int(decision.info[0]) if kind is DecisionKind.PLEDGE and decision.info else 0
        start = positions[mover] + already
        return {d: (min(start + d, LAST_DAY),) for d in decision.options if d > 0}
    if kind is DecisionKind.VACATION:
        start = positions[decision.player]
        return {True: (min(start + vacation_days, LAST_DAY),)}
    if kind is DecisionKind.CHOOSE_PLAYER:
        return {q: (positions[q],) for q in decision.options}
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
