"""House rules borrowed from the family of games, chosen at setup (docs/VARIANTS.md).

Each is off unless the table turns it on; with all of them off the game is
exactly the one of RULINGS.md. Their numbers (amounts per edition, rates) are
data: ``almanac/variants.yaml`` (:class:`~gameofyear.content.schema.VariantRules`).

- ``length``: a quarter, half a year or the whole year (Jour de Paye, "decide the
  number of months"): the game ends when the first pawn reaches or passes the
  chosen last day.
- ``savings``: the savings book and bank loans (Jour de Paye, The Game of Life).
- ``bets``: bets on the machine (The Game of Life), asked only of the players listed.
- ``coup_fourre``: a kept card played against a Hazard also wins tokens (1000 Bornes).
- ``teams``: teams of two for four or six players, partners sitting opposite (1000 Bornes).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..content import Content
from ..dates import LAST_DAY, day_index

Length = Literal["year", "half", "quarter"]
LENGTHS: tuple[Length, ...] = ("year", "half", "quarter")
"""The lengths of a game, longest first."""

VARIANT_NAMES = ("quarter", "half", "savings", "bets", "coup_fourre", "teams")
"""The names the command line (``gameofyear lab --variant``) and the terminal game know."""


@dataclass(frozen=True)
class Variants:
    """The family house rules a table turned on (all off by default).

    Attributes:
        length: ``"year"`` (the rulebook), ``"half"`` (to 30 June) or ``"quarter"`` (to 31 March);
            the days come from the edition's numbers.
        savings: the savings book and bank loans.
        bets: the players (indexes) who bet on the machine when another player spins.
        coup_fourre: a kept card played against a Hazard wins tokens too.
        teams: teams of two, partners opposite (four or six players).
    """

    length: Length = "year"
    savings: bool = False
    bets: frozenset[int] = field(default_factory=frozenset)
    coup_fourre: bool = False
    teams: bool = False

    @property
    def plain(self) -> bool:
        """True when every house rule of the family is off (the game of RULINGS.md)."""
        return self == Variants()

    def names(self) -> tuple[str, ...]:
        """The names (of :data:`VARIANT_NAMES`) of the house rules turned on."""
        names: list[str] = []
        if self.length != "year":
            names.append(self.length)
        for name in ("savings", "bets", "coup_fourre", "teams"):
            if getattr(self, name):
                names.append(name)
        return tuple(names)

    def to_json(self) -> dict[str, object]:
        """Return the house rules as JSON-ready data (for saves and network games)."""
        return {"length": self.length, "savings": self.savings, "bets": sorted(self.bets),
                "coup_fourre": self.coup_fourre, "teams": self.teams}

    @classmethod
    def from_json(cls, data: object) -> Variants:
        """Inverse of :meth:`to_json` (None: all off).

        Raises:
            ValueError, TypeError: the data is not a set of house rules.
        """
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise TypeError("variants must be a mapping")
        unknown = set(data) - {"length", "savings", "bets", "coup_fourre", "teams"}
        if unknown:
            raise ValueError(f"unknown house rules {', '.join(sorted(unknown))}")
        length = data.get("length", "year")
        if length not in LENGTHS:
            raise ValueError(f"length must be one of {', '.join(LENGTHS)}, not {length!r}")
        bets = data.get("bets", [])
        if not isinstance(bets, list) or not all(type(b) is int and 0 <= b < 12 for b in bets):
            raise TypeError("bets must be a list of player indexes")
        flags = {name: data.get(name, False) for name in ("savings", "coup_fourre", "teams")}
        if not all(type(v) is bool for v in flags.values()):
            raise TypeError("savings, coup_fourre and teams must be true or false")
        return cls(length, flags["savings"], frozenset(bets), flags["coup_fourre"], flags["teams"])  # type: ignore[arg-type]

    @classmethod
    def from_names(cls, names: list[str] | tuple[str, ...], players: int) -> Variants:
        """Return the house rules named (:data:`VARIANT_NAMES`); ``bets`` turns betting on for every player.

        Raises:
            ValueError: an unknown name, or two lengths.
        """
        unknown = [n for n in names if n not in VARIANT_NAMES]
        if unknown:
            raise ValueError(f"unknown house rule {unknown[0]!r} (known: {', '.join(VARIANT_NAMES)})")
        lengths = [n for n in names if n in ("quarter", "half")]
        if len(set(lengths)) > 1:
            raise ValueError("choose one length: quarter or half")
        return cls(
            length=lengths[0] if lengths else "year",  # type: ignore[arg-type]
            savings="savings" in names,
            bets=frozenset(range(players)) if "bets" in names else frozenset(),
            coup_fourre="coup_fourre" in names,
            teams="teams" in names,
        )


def last_day(variants: Variants, content: Content) -> int:
    """Return the day index of the game's last day: 31 December, or the edition's 30 June or 31 March.

    Raises:
        ValueError: a shorter game on content that gives no lengths (``variants.yaml``).
    """
    if variants.length == "year":
        return LAST_DAY
    rules = content.variant_rules
    if rules is None:
        raise ValueError("this content gives no numbers for the house rules (variants.yaml)")
    return day_index(getattr(rules.lengths, variants.length))


def partner(player: int, players: int) -> int:
    """Return the partner of ``player`` in teams of two: the player sitting opposite (seat + n/2)."""
    return (player + players // 2) % players
