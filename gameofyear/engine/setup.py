"""Who plays: the players' profiles and the game's options, fixed before the first turn.

RULINGS.md §8 (profile facts), §11 (setup).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Literal

from ..dates import day_index
from .match import Match, tokens_of_year
from .variants import Variants

Sex = Literal["female", "male"]


@dataclass(frozen=True)
class PlayerProfile:
    """One player's facts, as stated at the table.

    Attributes:
        name: shown on screen and in the log.
        birth_date: gives the birthday square, the age and the zodiac sign.
        sex: ``"female"``, ``"male"`` or None when not stated (then neither,
            RULINGS.md §8, 23 January).
        facts: the yes/no profile facts that hold (ids of ``almanac/profile.yaml``).
        unknown: the profile facts this person has not answered yet (none of
            ``facts``): the game asks one the first time a square needs it
            (:attr:`~gameofyear.engine.DecisionKind.FACT`) and keeps the answer
            for the rest of the game. Empty for computer players.
    """

    name: str
    birth_date: date
    sex: Sex | None = None
    facts: frozenset[str] = field(default_factory=frozenset)
    unknown: frozenset[str] = field(default_factory=frozenset)

    @property
    def birthday(self) -> int:
        """The square (day index, 0..365) of the birthday: the birthday money's square and the zodiac sign's day."""
        return day_index(f"{self.birth_date.month:02d}-{self.birth_date.day:02d}")

    def age_on(self, today: date) -> int:
        """Return the age in whole years on ``today``."""
        years = today.year - self.birth_date.year
        if (today.month, today.day) < (self.birth_date.month, self.birth_date.day):
            years -= 1
        return years

    def to_json(self) -> dict[str, object]:
        """Return the profile as JSON-ready data (for save files)."""
        data: dict[str, object] = {
            "name": self.name,
            "birth_date": self.birth_date.isoformat(),
            "sex": self.sex,
            "facts": sorted(self.facts),
        }
        if self.unknown:
            data["unknown"] = sorted(self.unknown)
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> PlayerProfile:
        """Inverse of :meth:`to_json`.

        Raises:
            ValueError, KeyError, TypeError: the data is not a profile.
        """
        sex = data.get("sex")
        if sex not in (None, "female", "male"):
            raise ValueError(f"sex must be female, male or null, not {sex!r}")
        facts = data.get("facts", [])
        if not isinstance(facts, list) or not all(isinstance(f, str) for f in facts):
            raise TypeError("facts must be a list of strings")
        unknown = data.get("unknown", [])
        if not isinstance(unknown, list) or not all(isinstance(f, str) for f in unknown):
            raise TypeError("unknown must be a list of strings")
        if set(facts) & set(unknown):
            raise ValueError(f"a fact both holds and is unknown: {', '.join(sorted(set(facts) & set(unknown)))}")
        return cls(str(data["name"]), date.fromisoformat(str(data["birth_date"])), sex,
                   frozenset(facts), frozenset(unknown))


@dataclass(frozen=True)
class Setup:
    """Everything fixed before play starts, apart from the content and the seed.

    Attributes:
        players: the players in seating order (2–6 in the classic edition).
        today: the date ages are computed on (kept so that replays agree).
        claims: ``"automatic"`` or ``"manual"``; None uses the edition's default
            (RULINGS.md §4, house rule).
        variants: the house rules from the family of games (all off by default,
            :mod:`gameofyear.engine.variants`).
        match: the match over several years this game is a year of, with the tokens of the
            years before it (None: a single game; :mod:`gameofyear.engine.match`). The rules
            of the year never read it.
    """

    players: tuple[PlayerProfile, ...]
    today: date = field(default_factory=date.today)
    claims: Literal["automatic", "manual"] | None = None
    variants: Variants = field(default_factory=Variants)
    match: Match | None = None

    def __post_init__(self) -> None:
        if self.match is not None and self.match.years and len(self.match.years[0]) != len(self.players):
            raise ValueError(f"the match has {len(self.match.years[0])} players, the setup {len(self.players)}")
        if self.match is not None and self.match.teams != self.variants.teams:
            raise ValueError("a match of teams needs the teams house rule, and the other way round")

    def to_json(self) -> dict[str, object]:
        """Return the setup as JSON-ready data (``variants`` only when one is on, ``match`` only in a match)."""
        data: dict[str, object] = {
            "players": [p.to_json() for p in self.players],
            "today": self.today.isoformat(),
            "claims": self.claims,
        }
        if not self.variants.plain:
            data["variants"] = self.variants.to_json()
        if self.match is not None:
            data["match"] = self.match.to_json()
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Setup:
        """Inverse of :meth:`to_json`.

        Raises:
            ValueError, KeyError, TypeError: the data is not a setup.
        """
        players = data["players"]
        if not isinstance(players, list):
            raise TypeError("players must be a list")
        claims = data.get("claims")
        if claims not in (None, "automatic", "manual"):
            raise ValueError(f"claims must be automatic or manual, not {claims!r}")
        return cls(
            tuple(PlayerProfile.from_json(p) for p in players),
            date.fromisoformat(str(data["today"])),
            claims,
            Variants.from_json(data.get("variants")),
            None if data.get("match") is None else Match.from_json(data["match"]),
        )


def match_after(setup: Setup, ranking: Sequence[tuple[int, int, int, int]]) -> Match | None:
    """Return the match of ``setup`` with the year whose outcome ranking is ``ranking`` added (None: no match).

    Args:
        setup: the setup of the year just played.
        ranking: its outcome's ``(place, player, tokens, money)`` (RULINGS.md §9).
    """
    if setup.match is None:
        return None
    return setup.match.after(tokens_of_year(ranking, len(setup.players)))


def next_year(setup: Setup, ranking: Sequence[tuple[int, int, int, int]]) -> Setup:
    """Return the setup of the next year of the match: the same players, seats and house rules, the year added.

    Raises:
        ValueError: ``setup`` is not a match, or the match is over after this year.
    """
    match = match_after(setup, ranking)
    if match is None:
        raise ValueError("this game is not a year of a match")
    if match.over:
        raise ValueError("the match is over")
    return replace(setup, match=match)
