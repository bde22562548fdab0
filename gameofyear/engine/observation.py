"""Observations: what one player may know of a game, built field by field when read.

:meth:`Game.observation <gameofyear.engine.game.Game.observation>` returns an
:class:`Observation` whose cheap fields (whose turn, the pending decision, the
player's own lucky number…) are filled at once and whose others (every player's
public view, the quarter passers, the deck sizes, the claims) are computed from
the game the first time they are read (RULINGS.md §11: lucky numbers are secret;
an observation never holds another player's).

An observation is still a snapshot: before the game changes (``decide``,
``claim``) it completes every observation it handed out that is still held
anywhere (:meth:`Observation.complete`), from the state they were made in. An
observation nobody keeps, as a computer player's view once it has answered,
never computes the fields nobody read. Once complete, or built with all its
fields (``Observation(...)``, a decoded one), it is a plain frozen dataclass:
equality, ``repr``, :func:`dataclasses.replace` and the notation's codec see
every field alike.

>>> from gameofyear.content import load_content
>>> from gameofyear.engine import Game
>>> from gameofyear.simulation import random_setup
>>> import random
>>> content = load_content()
>>> game = Game.new(random_setup(random.Random(1), content, 3), content, 1)
>>> seen = game.observation(0)
>>> money = game.state.players[0].money
>>> _ = game.decide(game.pending.options[0])  # the game moves on; what was seen stays
>>> seen.players[0].money == money
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from .quick import quick_init, quick_maker

if TYPE_CHECKING:
    from .decisions import Decision
    from .state import Claim


class ObservationSource(Protocol):
    """Where a deferred observation reads its fields (the game it was made from)."""

    def observed(self, name: str, player: int | None) -> Any:
        """Return the field ``name`` of ``player``'s observation now (the game has not changed since it was made)."""


class _Deferred:
    """The hidden part of an :class:`Observation`: the game its deferred fields come from (None once complete)."""

    __slots__ = ("_source", "__weakref__")


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerView:
    """What everybody can see of one player."""

    name: str
    position: int
    money: int
    tokens: int
    vacation_cards: int
    bankrupt: bool
    lost_turns: int
    extra_turns: int
    keep_cards: int
    sign: str
    arrival: int


@quick_init
@dataclass(frozen=True, slots=True)
class Observation(_Deferred):
    """What one player may know (RULINGS.md §11: lucky numbers are secret).

    Attributes:
        player: whose observation this is (None: a spectator).
        lucky_number: that player's own lucky number (None for a spectator).
        players: the public view of every player.
        active: the player whose turn it is.
        order: the turn order.
        bank_tokens: tokens left in the bank.
        quarter_passers: for each quarter end, the players who passed it first, in order.
        deck_sizes: cards left to draw in each deck.
        pending: the decision the game waits for.
        finished: the game is over.
        turn: the turn counter.
        claims: the claims this player can still make (manual claims only).
    """

    player: int | None
    lucky_number: int | None
    players: tuple[PlayerView, ...]
    active: int
    order: tuple[int, ...]
    bank_tokens: int
    quarter_passers: tuple[tuple[int, ...], ...]
    deck_sizes: tuple[tuple[str, int], ...]
    pending: Decision | None
    finished: bool
    turn: int
    claims: tuple[Claim, ...] = ()

    def complete(self) -> Observation:
        """Compute every field not read yet from the game it was made from, and let go of the game.

        Returns:
            ``self``, now a plain snapshot (an observation built with all its fields already is one).
        """
        for name in DEFERRED_FIELDS:
            getattr(self, name)
        try:
            _SOURCE.__set__(self, None)
        except AttributeError:  # pragma: no cover - a slot can always be set
            pass
        return self


DEFERRED_FIELDS = ("players", "quarter_passers", "deck_sizes", "claims")
"""The fields of an :class:`Observation` made by the game that are computed when first read."""

_SOURCE = _Deferred.__dict__["_source"]
_SLOTS = {name: Observation.__dict__[name] for name in (
    "player", "lucky_number", "active", "order", "bank_tokens", "pending", "finished", "turn", *DEFERRED_FIELDS)}
_DEFERRED_SETTERS = {name: _SLOTS[name].__set__ for name in DEFERRED_FIELDS}
_get_source = _SOURCE.__get__
_get_player = _SLOTS["player"].__get__


def _deferred_getattr(self: Observation, name: str) -> Any:
    """Compute a deferred field of ``self`` on its first reading (Python calls this for an unset slot only)."""
    setter = _DEFERRED_SETTERS.get(name)
    if setter is not None:
        try:
            source = _get_source(self)
        except AttributeError:
            source = None
        if source is not None:
            value = source.observed(name, _get_player(self))
            setter(self, value)
            return value
    raise AttributeError(f"'Observation' object has no attribute {name!r}")


Observation.__getattr__ = _deferred_getattr  # type: ignore[attr-defined]


def deferred_observation(source: ObservationSource, player: int | None, lucky_number: int | None, active: int,
                         order: tuple[int, ...], bank_tokens: int, pending: Decision | None, finished: bool,
                         turn: int, at_once: tuple[str, ...] = ()) -> Observation:
    """Return ``player``'s observation with the given fields, the others (:data:`DEFERRED_FIELDS`)
    read from ``source`` when first read.

    Args:
        at_once: deferred fields to read from ``source`` now rather than on first reading (the same
            values, without the detour of a first reading: for a reader that reads them anyway).

    The source must complete it (:meth:`Observation.complete`) before it changes.

    Raises:
        KeyError: a name of ``at_once`` is not one of :data:`DEFERRED_FIELDS`.
    """
    obs = _ObservationTwin()  # plain stores into the same slots, then an Observation (see quick_maker)
    obs.player = player
    obs.lucky_number = lucky_number
    obs.active = active
    obs.order = order
    obs.bank_tokens = bank_tokens
    obs.pending = pending
    obs.finished = finished
    obs.turn = turn
    obs._source = source
    for name in at_once:
        if name not in _DEFERRED_SETTERS:
            raise KeyError(name)
        setattr(obs, name, source.observed(name, player))
    obs.__class__ = Observation
    observed: Observation = obs
    return observed


_ObservationTwin = type("Observation", (_Deferred,), {"__slots__": Observation.__dict__["__slots__"]})
"""A class with the layout of :class:`Observation` and no frozen ``__setattr__``: where one is filled."""

make_player_view = quick_maker(PlayerView)
"""``PlayerView(...)``, made faster (the rules make one whenever a player's public facts change)."""
