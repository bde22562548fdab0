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

from dataclasses import dataclass, field, fields
from typing import Literal

from ..content import Content
from ..dates import LAST_DAY, day_index

Length = Literal["year", "half", "quarter"]
LENGTHS: tuple[Length, ...] = ("year", "half", "quarter")
"""The lengths of a game, longest first."""


@dataclass(frozen=True)
class HouseRule:
    """One house rule of the family of games, as the command line, saves and the lab name it.

    Attributes:
        name: its name (``gameofyear lab --variant NAME``, ``gameofyear play --variant NAME``).
        field: the :class:`Variants` field it sets: ``length`` (the name is the length), a flag
            (``savings``, ``coup_fourre``, ``teams``) or ``bets`` (the players who bet).
        origin: the sister game it comes from.
        summary: what it changes, in one line (English, for ``--help``).
        players: the numbers of players it can be played with (empty: any the game allows).
    """

    name: str
    field: str
    origin: str
    summary: str
    players: tuple[int, ...] = ()

    def allows(self, players: int) -> bool:
        """True when the rule can be played by ``players`` players (teams of two: four or six).

        >>> [RULE["teams"].allows(n) for n in (3, 4, 5, 6)], RULE["savings"].allows(3)
        ([False, True, False, True], True)
        """
        return not self.players or players in self.players


HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule("quarter", "length", "Jour de Paye", "the game ends on 31 March"),
    HouseRule("half", "length", "Jour de Paye", "the game ends on 30 June"),
    HouseRule("savings", "savings", "Jour de Paye, The Game of Life", "a savings book and bank loans"),
    HouseRule("bets", "bets", "The Game of Life", "bets on the machine before another player spins"),
    HouseRule("coup_fourre", "coup_fourre", "1000 Bornes", "a kept card played against a Hazard wins a token"),
    HouseRule("teams", "teams", "1000 Bornes", "teams of two, partners opposite", players=(4, 6)),
)
"""The one registry of the house rules: every other list of them is read from it (docs/VARIANTS.md)."""

RULE = {rule.name: rule for rule in HOUSE_RULES}
"""The house rules by name."""

VARIANT_NAMES = tuple(rule.name for rule in HOUSE_RULES)
"""The names the command line (``gameofyear lab --variant``) and the terminal game know."""

FLAGS = tuple(dict.fromkeys(rule.field for rule in HOUSE_RULES if rule.field not in ("length", "bets")))
"""The house rules that are simply on or off (fields of :class:`Variants` that are true or false)."""


@dataclass(frozen=True)
class Variants:
    """The family house rules a table turned on (all off by default; see :data:`HOUSE_RULES`).

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
        """The names (of :data:`VARIANT_NAMES`) of the house rules turned on, in the registry's order."""
        return tuple(rule.name for rule in HOUSE_RULES
                     if (self.length == rule.name if rule.field == "length" else bool(getattr(self, rule.field))))

    def to_json(self) -> dict[str, object]:
        """Return the house rules as JSON-ready data (for saves and network games)."""
        data: dict[str, object] = {"length": self.length}
        for name in _FIELDS[1:]:
            value = getattr(self, name)
            data[name] = sorted(value) if name == "bets" else value
        return data

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
        unknown = set(data) - set(_FIELDS)
        if unknown:
            raise ValueError(f"unknown house rules {', '.join(sorted(unknown))}")
        length = data.get("length", "year")
        if length not in LENGTHS:
            raise ValueError(f"length must be one of {', '.join(LENGTHS)}, not {length!r}")
        bets = data.get("bets", [])
        if not isinstance(bets, list) or not all(type(b) is int and 0 <= b < 12 for b in bets):
            raise TypeError("bets must be a list of player indexes")
        flags = {name: data.get(name, False) for name in FLAGS}
        if not all(type(v) is bool for v in flags.values()):
            raise TypeError(f"{', '.join(FLAGS)} must be true or false")
        return cls(length=length, bets=frozenset(bets), **flags)

    @classmethod
    def from_names(cls, names: list[str] | tuple[str, ...], players: int) -> Variants:
        """Return the house rules named (:data:`VARIANT_NAMES`); ``bets`` turns betting on for every player.

        Raises:
            ValueError: an unknown name, or two lengths.
        """
        unknown = [n for n in names if n not in VARIANT_NAMES]
        if unknown:
            raise ValueError(f"unknown house rule {unknown[0]!r} (known: {', '.join(VARIANT_NAMES)})")
        rules = [rule for rule in HOUSE_RULES if rule.name in names]
        lengths = {rule.name for rule in rules if rule.field == "length"}
        if len(lengths) > 1:
            raise ValueError(f"choose one length: {' or '.join(sorted(lengths))}")
        chosen: dict[str, object] = {}
        for rule in rules:
            if rule.field == "length":
                chosen["length"] = rule.name
            elif rule.field == "bets":
                chosen["bets"] = frozenset(range(players))
            else:
                chosen[rule.field] = True
        return cls(**chosen)  # type: ignore[arg-type]


_FIELDS = tuple(f.name for f in fields(Variants))
"""The fields of :class:`Variants`, as saves write them."""
if set(_FIELDS) != {"length", "bets", *FLAGS}:  # pragma: no cover - a field and the registry out of step
    raise AssertionError("every field of Variants must be named in HOUSE_RULES")


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
