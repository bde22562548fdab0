"""The finished games kept: each one's save and its results, listed on the welcome screen.

When a game ends, the window keeps it in the ``finished`` folder of the data
folder: the whole game as a save file (:func:`~gameofyear.saves.storage.write_save`,
so that its Year in Review and Replay can be opened again) and one line of
``finished/index.json`` with what the welcome screen lists without reading the
save: when it ended, how long it was (a year, a half-year or a quarter) and the
ranking by name, tokens and money. The newest :data:`KEEP` games are kept; an
older one is removed with its save.

An index that cannot be read (not JSON, not the shape below, too large) is
ignored as if empty and :attr:`FinishedGames.problem` says why; entries whose
save is gone are left out. This module does not import Qt.

The index, newest first::

    [{"file": "game-1234-412.json", "finished_at": "2026-12-02T21:04:05+01:00",
      "length": "quarter", "ranking": [[1, "Marie", 14, 1200], [2, "Félix", 9, 300]]}]
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..clean import printable
from ..seats import Seat
from .errors import SaveError, read_bounded
from .storage import write_atomically, write_save

if TYPE_CHECKING:
    from ..engine.game import Game

FINISHED_FOLDER = "finished"
"""The folder of the data folder where finished games are kept."""
INDEX_NAME = "index.json"
"""The list of the finished games kept, in :data:`FINISHED_FOLDER`."""
KEEP = 30
"""How many finished games are kept (the newest)."""
MAX_INDEX_BYTES = 512_000
"""An index larger than this is not read (bytes)."""
LENGTHS = ("year", "half", "quarter")
"""The lengths of a game (the ``length`` house rule) an entry may name."""


@dataclass(frozen=True)
class Place:
    """One player's place in a finished game.

    Attributes:
        place: 1 for the winner (equal tokens and money share a place).
        name: the player's name.
        tokens: tokens at the end.
        money: money at the end, in the edition's units (francs, lire).
    """

    place: int
    name: str
    tokens: int
    money: int


@dataclass(frozen=True)
class FinishedGame:
    """A finished game kept (:meth:`FinishedGames.games`).

    Attributes:
        path: its save file (open it with :func:`~gameofyear.saves.format.read_save`).
        finished_at: when it ended (local time, with its offset).
        length: ``"year"``, ``"half"`` or ``"quarter"`` (the ``length`` house rule).
        ranking: the places, best first.
    """

    path: Path
    finished_at: datetime
    length: str
    ranking: tuple[Place, ...]

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, best placed first."""
        return tuple(p.name for p in self.ranking)


class FinishedGames:
    """The finished games kept in ``folder``/:data:`FINISHED_FOLDER`, newest first.

    Args:
        folder: the data folder.
        keep: how many games are kept (the newest; default :data:`KEEP`).
    """

    def __init__(self, folder: Path | str, keep: int = KEEP):
        if keep < 1:
            raise ValueError(f"keep must be at least 1, not {keep}")
        self.folder = Path(folder) / FINISHED_FOLDER
        self.index = self.folder / INDEX_NAME
        self.keep_count = keep
        self.problem: str | None = None
        """Why the index could not be read (None: it was fine or absent)."""

    def keep(self, game: Game, seats: Sequence[Seat], *, language: str = "en",
             finished_at: datetime | None = None) -> FinishedGame:
        """Keep ``game``, which is over: its save and its line of the index, first.

        The same game kept again (same seed and actions) replaces its entry rather
        than adding one; beyond :attr:`keep_count` games the oldest go, saves included.

        Args:
            game: a finished game.
            seats: its seats, as for a save (:func:`~gameofyear.saves.format.save_document`).
            language: the language it was shown in (written in the save).
            finished_at: when it ended (default: now, local time).

        Returns:
            The entry kept.

        Raises:
            ValueError: the game is not over.
            SaveError: (``write_failed``) the save or the index cannot be written.
        """
        outcome = game.outcome()
        if outcome is None:
            raise ValueError("only a finished game is kept")
        when = (finished_at or datetime.now()).astimezone()
        path = self.folder / f"game-{game.seed}-{len(game.actions)}.json"
        names = [p.name for p in game.setup.players]
        entry = FinishedGame(path, when, game.setup.variants.length,
                             tuple(Place(place, names[player], tokens, money)
                                   for place, player, tokens, money in outcome.ranking))
        self.folder.mkdir(parents=True, exist_ok=True)
        write_save(path, game, seats, saved_at=when, language=language)
        listed = [g for g in self._entries() if g.path.name != path.name]
        games = [entry, *listed]
        for old in games[self.keep_count:]:
            with suppress(OSError):
                old.path.unlink()
        self._write(games[: self.keep_count])
        return entry

    def games(self) -> list[FinishedGame]:
        """The finished games kept whose save is still there, newest first."""
        return [g for g in self._entries() if g.path.is_file()]

    def _entries(self) -> list[FinishedGame]:
        if not self.index.exists():
            return []
        try:
            data = json.loads(read_bounded(self.index, MAX_INDEX_BYTES).decode("utf-8"))
            if not isinstance(data, list):
                raise ValueError("it is not a list")
            return [self._entry(item) for item in data]
        except (SaveError, ValueError, TypeError, KeyError, RecursionError) as exc:
            self.problem = f"the list of finished games could not be read ({printable(exc, 120)})"
            return []

    def _entry(self, item: Any) -> FinishedGame:
        """One line of the index as an entry; ValueError (or TypeError, KeyError) when it is not one."""
        name = item["file"]
        if not isinstance(name, str) or Path(name).name != name or not name.endswith(".json"):
            raise ValueError(f"{printable(name, 60)!r} is not a file name of this folder")
        length = item["length"]
        if length not in LENGTHS:
            raise ValueError(f"{printable(length, 20)!r} is not a game's length")
        ranking = []
        for row in item["ranking"]:
            place, player, tokens, money = row
            if not (isinstance(player, str) and all(type(n) is int for n in (place, tokens, money))):
                raise ValueError("a place is not [place, name, tokens, money]")
            ranking.append(Place(place, player, tokens, money))
        return FinishedGame(self.folder / name, datetime.fromisoformat(str(item["finished_at"])), length,
                            tuple(ranking))

    def _write(self, games: Sequence[FinishedGame]) -> None:
        data = [{"file": g.path.name, "finished_at": g.finished_at.isoformat(timespec="seconds"), "length": g.length,
                 "ranking": [[p.place, p.name, p.tokens, p.money] for p in g.ranking]} for g in games]
        write_atomically(self.index, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))


__all__ = ["FINISHED_FOLDER", "INDEX_NAME", "KEEP", "FinishedGame", "FinishedGames", "Place"]
