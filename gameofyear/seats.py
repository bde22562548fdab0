"""Who plays each seat of a game: the one seat type of New Game, the table, the saves and the server.

A :class:`Seat` says who plays one player of a game — a person at this
screen (:data:`HUMAN`), a computer player of some level (:data:`COMPUTER`), a
person elsewhere (:data:`REMOTE`, on the network server), or a computer player
standing in for a remote person who is away (:data:`STAND_IN`) — with the
pawn's colour and the seed of a computer player's own random generator. The
New Game dialog chooses seats, the :class:`~gameofyear.table.Table` plays
them, a save records them (:meth:`Seat.to_json`) and the server seats its
remote people with them.

This module depends on nothing else of the game, so that the file format of
saves can use it without the computer players or the table.

>>> [seat.to_json() for seat in seats_of([Seat(HUMAN, "basic", "Red"), Seat(COMPUTER, "easy", "Blue")], seed=12)]
[{'kind': 'human', 'level': None, 'colour': 'Red', 'bot_seed': None}, {'kind': 'computer', 'level': 'easy', 'colour': 'Blue', 'bot_seed': 121}]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class SeatKind(StrEnum):
    """Who plays a seat. A kind is its own text in saves and network frames (``"computer"``), and equals it."""

    HUMAN = "human"
    """A person at this screen."""
    COMPUTER = "computer"
    """A computer player."""
    REMOTE = "remote"
    """A person at another screen (a network game)."""
    STAND_IN = "stand_in"
    """A computer player standing in for a remote person who is away (a network game)."""


HUMAN = SeatKind.HUMAN
"""The :attr:`Seat.kind` of a person at this screen."""
COMPUTER = SeatKind.COMPUTER
"""The :attr:`Seat.kind` of a computer player."""
REMOTE = SeatKind.REMOTE
"""The :attr:`Seat.kind` of a person at another screen (a network game)."""
STAND_IN = SeatKind.STAND_IN
"""The :attr:`Seat.kind` of a computer player standing in for a remote person who is away (a network game)."""
KINDS = tuple(SeatKind)
"""Every kind of seat."""
PLAYED_BY_A_COMPUTER = frozenset({COMPUTER, STAND_IN})
"""The kinds of seat whose decisions a computer player makes."""
DEFAULT_LEVEL = "basic"
"""The level a computer player plays when nothing says another: the command line's, a computer seat's without
a level at the table, the network server's stand-ins'. (New Game offers "normal" first to a family.)"""


def default_bot_seed(seed: int, player: int) -> int:
    """Return the seed of the computer player in seat ``player`` of a game of ``seed``.

    The desktop game, ``gameofyear simulate`` and saves all use ``seed * 10 + player``.

    >>> default_bot_seed(12, 1)
    121
    """
    return seed * 10 + player


@dataclass(frozen=True, slots=True)
class Seat:
    """How one seat of a game is played.

    Attributes:
        kind: a :class:`SeatKind` (its text, ``"human"``, ``"computer"``, ``"remote"`` or ``"stand_in"``, is read as it).
        level: a computer player's level (a key of :data:`~gameofyear.bots.BOT_LEVELS`);
            for a person, the level the New Game dialog shows for the seat, which nothing plays.
        colour: the pawn colour's name (``"Red"``…), or None to let the interface choose.
        bot_seed: the seed of a computer player's own random generator (None:
            :func:`default_bot_seed`, see :func:`seats_of`).

    Raises:
        ValueError: a kind that is not one of :data:`KINDS`.
    """

    kind: SeatKind = HUMAN
    level: str | None = None
    colour: str | None = None
    bot_seed: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat is {', '.join(KINDS[:-1])} or {KINDS[-1]}, not {self.kind!r}")
        object.__setattr__(self, "kind", SeatKind(self.kind))  # its text, as a save or a frame gives it, read

    @property
    def is_computer(self) -> bool:
        """True for a computer player's seat (not a stand-in: the seat is a remote person's)."""
        return self.kind == COMPUTER

    @property
    def played_by_computer(self) -> bool:
        """True when a computer player makes this seat's decisions (a computer seat or a stand-in)."""
        return self.kind in PLAYED_BY_A_COMPUTER

    def to_json(self) -> dict[str, Any]:
        """Return the seat as saves and the network server's stored games record it: ``kind``, ``level``,
        ``colour`` and ``bot_seed`` (:meth:`from_json` reads it back)."""
        return {"kind": str(self.kind), "level": self.level, "colour": self.colour, "bot_seed": self.bot_seed}

    @classmethod
    def from_json(cls, data: object) -> Seat:
        """Read a seat as :meth:`to_json` writes it, the one way saves and stored network games read theirs;
        ``level``, ``colour`` and ``bot_seed`` may be left out (None), as a server's older games do.

        >>> Seat.from_json({"kind": "computer", "level": "easy"}) == Seat(COMPUTER, "easy")
        True

        Raises:
            TypeError: not a mapping, or a field of the wrong type.
            ValueError: an unknown field or kind.
        """
        if not isinstance(data, dict):
            raise TypeError(f"a seat is a mapping of kind, level, colour and bot_seed, not {type(data).__name__}")
        unknown = sorted(set(data) - {"kind", "level", "colour", "bot_seed"})
        if unknown:
            raise ValueError(f"a seat has no field {unknown[0]!r}")
        for name in ("level", "colour"):
            if data.get(name) is not None and not isinstance(data[name], str):
                raise TypeError(f"a seat's {name} is a text")
        seed = data.get("bot_seed")
        if seed is not None and (type(seed) is not int):
            raise TypeError("a seat's bot_seed is a whole number")
        kind = data.get("kind")
        if kind not in KINDS:
            raise ValueError(f"a seat is {', '.join(KINDS[:-1])} or {KINDS[-1]}, not {kind!r}")
        return cls(SeatKind(kind), data.get("level"), data.get("colour"), seed)


def seats_of(seats: Sequence[Seat], seed: int) -> tuple[Seat, ...]:
    """Return the seats of a game as it is recorded: a person or a computer player, each with its seed.

    Args:
        seats: the seat of each player; any kind but ``human`` is recorded as a computer player.
        seed: the game's seed; a computer player without a ``bot_seed`` gets
            :func:`default_bot_seed`.

    Returns:
        One seat per player: a person's has no level and no seed, a computer
        player's has both.
    """
    recorded = []
    for i, seat in enumerate(seats):
        computer = seat.kind != HUMAN
        recorded.append(Seat(
            COMPUTER if computer else HUMAN,
            str(seat.level) if computer else None,
            seat.colour,
            (default_bot_seed(seed, i) if seat.bot_seed is None else seat.bot_seed) if computer else None,
        ))
    return tuple(recorded)
