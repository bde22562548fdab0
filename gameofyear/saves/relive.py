"""Replaying a saved game's actions: the computer players living the game again, and what a save's own words are
checked against (its version, its end).

Both the loading of a game (:mod:`.loading`) and its replay on today's rules (:mod:`.upgrade`) rest on these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ..content import Content
from ..engine import events as ev
from ..engine.game import Game
from ..engine.setup import Setup
from ..engine.streams import CURRENT_SCHEME
from ..seats import Seat
from ..table import SeatError, Table
from .format import SaveError, SaveFile, SaveProblem, action_from_json

EventsCallback = Callable[[list[ev.Event], Game], None]


def relive(setup: Setup, content: Content, seed: int, actions: Iterable[Any], seats: Sequence[Seat],
           on_events: EventsCallback | None = None, *, scheme: int = CURRENT_SCHEME) -> Table:
    """Replay recorded actions, letting the computer players live the game again (:meth:`Table.relive`).

    Args:
        setup, content, seed: the game's.
        actions: the recorded actions (engine values or their JSON form).
        seats: one :class:`~gameofyear.seats.Seat` per player.
        on_events: called with the events of the setup, then of each action,
            and the game after them (the log, the results chart).
        scheme: the game's random scheme (a save's ``rng_scheme``, :mod:`gameofyear.engine.streams`).

    Returns:
        The table of the rebuilt game, its computer players in the inner state
        they had at that moment (see :attr:`Table.divergences`).

    Raises:
        IllegalActionError: an action does not fit the decision it answers
            (``action N: why``); SetupError: the setup does not fit the content;
        SaveError: (``damaged``) an unknown computer level.
    """
    try:
        return Table.relive(setup, content, seed, [action_from_json(a) for a in actions], seats, on_events,
                            scheme=scheme)
    except SeatError as exc:
        raise SaveError(SaveProblem.DAMAGED, str(exc)) from None


def default_content_folder() -> Path | str:
    """The game's own almanac folder (an empty string when it cannot be found)."""
    from ..content.loader import default_folder

    try:
        return default_folder()
    except FileNotFoundError:
        return ""


def version_key(version: str) -> tuple[int, ...] | None:
    """Return ``"0.2.0"`` as ``(0, 2, 0)``; None for a text that is not dotted whole numbers."""
    parts = version.split(".")
    if not 1 <= len(parts) <= 6 or not all(part.isdigit() and len(part) <= 6 for part in parts):
        return None
    return tuple(int(part) for part in parts)


def written_before_today(save: SaveFile) -> bool:
    """True when ``save`` was written by an earlier version of the game than this one (its ``app_version``).

    The rules of the engine may have changed since (RULINGS.md §13 came with 0.2.0): such a save is replayed
    on today's rules and opens at the last action that still holds (:func:`gameofyear.saves.upgrade.replay_on_today`).
    A version that cannot be read, or is this one or a later one, is not earlier.
    """
    from .. import __version__

    then, now = version_key(save.app_version), version_key(__version__)
    return then is not None and now is not None and then < now


def checked_end(save: SaveFile, game: Game) -> SaveFile:
    """Return ``save`` with its ``finished`` flag as the replayed ``game`` has it: a file's word for whether
    its game is over is never trusted over its actions (a game it calls over that is not is offered to resume)."""
    if save.finished == game.finished:
        return save
    from dataclasses import replace

    return replace(save, finished=game.finished)
