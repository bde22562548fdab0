"""A match over several years (house rule, 1000 Bornes' match over several games to 500 points; docs/VARIANTS.md).

The same players, in the same seats and with the same house rules, play one
game (a year) after another, each with a new seed; the tokens each player ends a
year with add up. After a year, the match is over when a side's total has
reached or passed the target and that side leads alone: it wins the match.
Equal totals at the top play another year; after :data:`TIED_YEARS_MOST` years
the sides still level share the win (RULINGS.md §13: no endless match). With teams of two the sides are the
teams (partners' tokens added up), otherwise the players.

A :class:`Match` is part of the :class:`~gameofyear.engine.setup.Setup` of each
year: the target and the tokens of the years already played, so that a save
of any year (and the autosave) carries the whole match. The rules of one year
never read it: a year of a match is played exactly like a single game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .variants import partner

MATCH_TARGETS: tuple[int, ...] = (30, 50, 80)
"""The totals the New Game dialog and the terminal game offer, in tokens (docs/VARIANTS.md)."""
DEFAULT_MATCH_TARGET = 50
"""The total recommended, in tokens: about four whole years or five half years (docs/VARIANTS.md, the match)."""
MAX_MATCH_TARGET = 1000
"""The largest total a match may have, in tokens (a save asking for more is damaged)."""
MAX_MATCH_YEARS = 200
"""The most years a match may hold (a save with more is damaged)."""
TIED_YEARS_MOST = 20
"""After this many years, sides still level at the top past the target share the win (RULINGS.md §13)."""

Side = tuple[int, ...]
"""The players of one side of a match: one player, or the two partners of a team (lower seat first)."""


@dataclass(frozen=True)
class Match:
    """A match over several years: its target and the tokens of the years played so far.

    Attributes:
        target: the total to reach or pass, in tokens.
        years: one tuple per year played, of the tokens each player (by player index)
            ended that year with (the ranking's tokens, RULINGS.md §9).
        teams: the sides are the teams of two (the ``teams`` house rule: partners opposite),
            not the players.

    >>> m = Match(30).after((14, 9, 11))
    >>> m.year, m.totals, m.over
    (2, (14, 9, 11), False)
    >>> m.after((17, 20, 8)).winners()
    ((0,),)
    """

    target: int
    years: tuple[tuple[int, ...], ...] = ()
    teams: bool = False

    def __post_init__(self) -> None:
        if type(self.target) is not int or not 1 <= self.target <= MAX_MATCH_TARGET:
            raise ValueError(f"a match's target must be 1 to {MAX_MATCH_TARGET} tokens, not {self.target!r}")
        if len(self.years) > MAX_MATCH_YEARS:
            raise ValueError(f"a match holds at most {MAX_MATCH_YEARS} years")
        if len({len(y) for y in self.years}) > 1:
            raise ValueError("every year of a match has the same players")

    @property
    def year(self) -> int:
        """The number of the year being played (1 for the first): the years played plus one."""
        return len(self.years) + 1

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's tokens added up over the years played (empty before the first year ends)."""
        return tuple(sum(column) for column in zip(*self.years))

    def sides(self) -> tuple[Side, ...]:
        """Return the sides of the match in seating order: each player, or each team of two (partners opposite)."""
        players = len(self.years[0]) if self.years else 0
        if not self.teams:
            return tuple((p,) for p in range(players))
        return tuple(sorted({tuple(sorted((p, partner(p, players)))) for p in range(players)}))

    def standings(self) -> tuple[tuple[int, Side, int], ...]:
        """Return ``(place, side, total tokens)`` best first; equal totals share a place (lower seat first)."""
        totals = self.totals
        scored = sorted(((sum(totals[p] for p in side), side) for side in self.sides()),
                        key=lambda item: (-item[0], item[1]))
        result: list[tuple[int, Side, int]] = []
        for i, (total, side) in enumerate(scored):
            place = result[-1][0] if result and result[-1][2] == total else i + 1
            result.append((place, side, total))
        return tuple(result)

    def leaders(self) -> tuple[Side, ...]:
        """Return the sides with the highest total (several on a tie; none before the first year ends)."""
        return tuple(side for place, side, _ in self.standings() if place == 1)

    @property
    def over(self) -> bool:
        """True when a side has reached or passed the target and leads alone; equal leaders play another
        year, up to :data:`TIED_YEARS_MOST` years, after which they share the win (RULINGS.md §13)."""
        standings = self.standings()
        if not standings or standings[0][2] < self.target:
            return False
        return len(self.leaders()) == 1 or len(self.years) >= TIED_YEARS_MOST

    def winners(self) -> tuple[Side, ...]:
        """Return the sides that won the match: one, or those level at the top after
        :data:`TIED_YEARS_MOST` years (a shared win); nothing while it goes on."""
        return self.leaders() if self.over else ()

    @property
    def tied_past_target(self) -> bool:
        """True when several sides lead with the same total at or past the target and another year decides."""
        standings = self.standings()
        return (bool(standings) and standings[0][2] >= self.target and len(self.leaders()) > 1
                and not self.over)

    def after(self, tokens: Sequence[int]) -> Match:
        """Return the match with one more year played, whose players ended it with ``tokens`` (by player index).

        Raises:
            ValueError: the match is already over, or not one figure per player.
        """
        if self.years and len(tokens) != len(self.years[0]):
            raise ValueError(f"one figure per player is needed ({len(self.years[0])} players, {len(tokens)} figures)")
        if self.over:
            raise ValueError("the match is over")
        return Match(self.target, self.years + (tuple(int(t) for t in tokens),), self.teams)

    def to_json(self) -> dict[str, object]:
        """Return the match as JSON-ready data (for the setup of a save)."""
        data: dict[str, object] = {"target": self.target, "years": [list(y) for y in self.years]}
        if self.teams:
            data["teams"] = True
        return data

    @classmethod
    def from_json(cls, data: object) -> Match:
        """Inverse of :meth:`to_json`.

        Raises:
            ValueError, TypeError: the data is not a match.
        """
        if not isinstance(data, dict) or set(data) - {"target", "years", "teams"}:
            raise TypeError("a match must be a mapping of target and years")
        years = data.get("years", [])
        if not isinstance(years, list) or not all(
                isinstance(y, list) and all(type(t) is int and 0 <= t <= 10_000 for t in y) for y in years):
            raise TypeError("a match's years must be lists of tokens")
        teams = data.get("teams", False)
        if type(teams) is not bool:
            raise TypeError("a match's teams must be true or false")
        return cls(data.get("target"), tuple(tuple(y) for y in years), teams)  # type: ignore[arg-type]


def tokens_of_year(ranking: Sequence[tuple[int, int, int, int]], players: int) -> tuple[int, ...]:
    """Return each player's tokens (by player index) from an outcome's ranking ``(place, player, tokens, money)``."""
    tokens = [0] * players
    for _, player, count, _ in ranking:
        tokens[player] = count
    return tuple(tokens)
