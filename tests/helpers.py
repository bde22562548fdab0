"""Building constructed situations for rule tests.

``build()`` makes a game whose players stand where the test says, with the
money, tokens, lucky numbers, stacked decks and stacked dial it asks for, at the
start of the chosen player's turn. ``Driver`` answers decisions and checks
that the game asks what the test expects.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from datetime import date
from functools import cache
from typing import Any

from gameofyear.content import Content, load_content
from gameofyear.dates import day_index
from gameofyear.engine import Game, PlayerPosition, PlayerProfile, Position, Setup
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.position import from_position
from gameofyear.engine.streams import LegacyStreams
from gameofyear.engine.variants import Variants

TODAY = date(2026, 1, 1)


@cache
def classic() -> Content:
    """The shipped classic content (loaded once)."""
    return load_content()


def with_edition(content: Content, **changes: Any) -> Content:
    """Return ``content`` with some edition numbers or options changed."""
    return dataclasses.replace(content, edition=dataclasses.replace(content.edition, **changes))


def person(name: str = "P", born: str = "1980-06-15", sex: str | None = None, facts: Iterable[str] = ()) -> PlayerProfile:
    """A profile; ``born`` is an ISO date (ages are counted on 1 January 2026)."""
    return PlayerProfile(name, date.fromisoformat(born), sex, frozenset(facts))  # type: ignore[arg-type]


def d(text: str) -> int:
    """Day index of ``"MM-DD"``."""
    return day_index(text)


class StackedRandom(LegacyStreams):
    """A random generator whose first ``randrange`` answers are given (the dial)."""

    def __init__(self, seed: int, stacked: Sequence[int] = ()):
        super().__init__(seed)
        self.stacked = list(stacked)

    def randrange(self, *args: Any, **kwargs: Any) -> int:  # type: ignore[override]
        if self.stacked:
            return self.stacked.pop(0)
        return super().randrange(*args, **kwargs)


def sector_for(content: Content, number: int | str) -> int:
    """Index of the first dial sector showing ``number`` (or ``"red"``/``"blue"``)."""
    for i, faces in enumerate(content.edition.dial):
        if number in faces:
            return i
    raise ValueError(f"no sector shows {number!r}")


def build(
    players: int | Sequence[PlayerProfile] = 2,
    *,
    content: Content | None = None,
    active: int = 0,
    positions: Sequence[int | str] | None = None,
    money: Sequence[int] | None = None,
    tokens: Sequence[int] | None = None,
    lucky: Sequence[int] | None = None,
    chance: Sequence[str] = (),
    hazard: Sequence[str] = (),
    dial: Sequence[int | str] = (),
    bank_tokens: int | None = None,
    seed: int = 7,
    claims: str | None = None,
    variants: Variants | None = None,
    keep_cards: Sequence[Sequence[str]] | None = None,
    savings: Sequence[int] | None = None,
    loans: Sequence[int] | None = None,
) -> Game:
    """Return a game at the start of ``active``'s turn in the situation described.

    Args:
        players: a number of default players (all born 1980-06-15, sex unstated),
            or their profiles, in seating order (turn order starts at ``active``).
        positions: each pawn's day, as an index or ``"MM-DD"``.
        money, tokens, lucky: per player.
        chance, hazard: card ids on top of each deck, first drawn first.
        dial: dial results, first spun first: a number (its first sector) or a
            colour ``"red"``/``"blue"``.
        bank_tokens: the bank's token stock (default: the box minus the players').
        variants: the house rules of the family of games turned on (default: none).
        keep_cards: per player, the "keep this card" Chance cards held.
        savings, loans: per player, the savings book and the loans owed (the savings house rule).
    """
    content = content or classic()
    if isinstance(players, int):
        profiles = tuple(person(f"P{i}") for i in range(players))
    else:
        profiles = tuple(players)
    setup = Setup(profiles, today=TODAY, claims=claims, variants=variants or Variants())  # type: ignore[arg-type]
    n = len(profiles)
    ed = content.edition
    if lucky is None:
        # the lucky numbers a new game with this seed would deal
        lucky = [p.lucky_number for p in Game.new(setup, content, seed).state.players]
    position = Position(
        players=tuple(
            PlayerPosition(
                position=(0 if positions is None else day_index(positions[i]) if isinstance(positions[i], str)
                          else int(positions[i])),
                money=ed.start_money if money is None else money[i],
                tokens=ed.start_tokens if tokens is None else tokens[i],
                lucky_number=lucky[i],
                keep_cards=tuple(keep_cards[i]) if keep_cards else (),
                savings=savings[i] if savings else 0,
                loans=loans[i] if loans else 0,
            )
            for i in range(n)
        ),
        active=active,
        bank_tokens=bank_tokens,
        top_cards={"chance": list(chance), "hazard": list(hazard)},
    )
    return from_position(setup, content, position, seed,
                         rng=StackedRandom(seed, [sector_for(content, x) for x in dial]))


class Driver:
    """Answers a game's decisions in tests, checking what is asked."""

    def __init__(self, game: Game):
        self.game = game
        self.events: list[ev.Event] = []

    def decide(self, kind: DecisionKind, action: Any, player: int | None = None) -> list[ev.Event]:
        """Answer the pending decision, which must be of ``kind`` (and ``player``)."""
        pending = self.game.pending
        assert pending is not None, f"expected {kind}, but the game is over"
        assert pending.kind is kind, f"expected {kind}, got {pending}"
        if player is not None:
            assert pending.player == player, f"expected player {player} to decide, got {pending}"
        events = self.game.decide(action)
        self.events.extend(events)
        return events

    def decline(self) -> None:
        """Answer no / 0 to every optional decision (token, days, vacation, pledge)."""
        optional = {DecisionKind.BUY_TOKEN: False, DecisionKind.VACATION: False,
                    DecisionKind.BUY_DAYS: 0, DecisionKind.PLEDGE: 0}
        while self.game.pending is not None and self.game.pending.kind in optional:
            self.events.extend(self.game.decide(optional[self.game.pending.kind]))

    def spin(self, number: int | None = None) -> list[ev.Event]:
        """Decline the token, spin, and choose ``number`` if the dial asks."""
        self.decline()
        events = self.decide(DecisionKind.SPIN, True)
        if number is not None and self.game.pending is not None and self.game.pending.kind is DecisionKind.CHOOSE_NUMBER:
            events += self.decide(DecisionKind.CHOOSE_NUMBER, number)
        return events

    def of_type(self, kind: type) -> list[Any]:
        """Every recorded event of one type."""
        return [e for e in self.events if type(e) is kind]


def money_of(game: Game) -> list[int]:
    """Each player's money."""
    return [p.money for p in game.state.players]


def tokens_of(game: Game) -> list[int]:
    """Each player's tokens."""
    return [p.tokens for p in game.state.players]


def positions_of(game: Game) -> list[int]:
    """Each pawn's day index."""
    return [p.position for p in game.state.players]


def printed(capsys: Any) -> str:
    """What a command printed, its problems and warnings (standard error) first, then standard output."""
    said = capsys.readouterr()
    return str(said.err) + str(said.out)


def table_seat(kind: str, level: str = "basic", colour: str = "Red") -> Any:
    """A :class:`~gameofyear.seats.Seat` as the window's tests seat their players: a kind's text, a level, a colour."""
    from gameofyear.seats import Seat, SeatKind

    return Seat(SeatKind(kind), level, colour)
