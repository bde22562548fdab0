"""Positions: games built from a description, and games sampled from what one player sees.

Two ways of making a game that did not start at 1 January, both written here,
next to the engine's task stack that they must rebuild (nothing outside the
engine touches the stack):

- :func:`from_position`: a game at the start of a
  player's turn, with the pawns, money, tokens, lucky numbers and decks that a
  :class:`Position` describes. Rule tests build their situations with it, and
  a position editor or a puzzle could.
- :func:`sample`: a game consistent with one player's
  :class:`~gameofyear.engine.game.Observation`, its hidden parts (the others'
  lucky numbers, the kept cards, the decks' order, the random generator) drawn
  at random, waiting for the same decision. The expert computer player looks
  ahead in such games; it never sees more than its observation.

What an observation does not tell is the rest of a resolution interrupted by a
decision in the middle of a chain (a player to pick, a choice, a
rearrangement, a kept card): the sampled game finishes that one effect and
then ends the turn.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..content import Content
from ..content import schema as s
from ..content.loader import choice_of, iter_effects, source_effects
from .decisions import DecisionKind
from .effects import _PURPOSE
from .game import Game
from .setup import Setup
from .state import Context
from .streams import CURRENT_SCHEME, LegacyStreams, RandomSource

if TYPE_CHECKING:
    from .observation import Observation
    from .state import Task


@dataclass(frozen=True, slots=True)
class PlayerPosition:
    """One player in a :class:`Position`.

    Attributes:
        position: the pawn's day (index 0..365).
        money: money units held.
        tokens: tokens held.
        lucky_number: the secret lucky number (1..the edition's ``lucky_numbers``).
        vacation_cards: vacation cards left (None: the edition's number).
        bankrupt, lost_turns, extra_turns: as in the rules (§7, §3.1, §3.7).
        keep_cards: ids of the "keep this card" Chance cards held (taken out of the deck).
        savings, loans: money units in the savings book and loans owed (the savings house rule only).
    """

    position: int
    money: int
    tokens: int
    lucky_number: int
    vacation_cards: int | None = None
    bankrupt: bool = False
    lost_turns: int = 0
    extra_turns: int = 0
    keep_cards: tuple[str, ...] = ()
    savings: int = 0
    loans: int = 0


@dataclass(frozen=True, slots=True)
class Position:
    """A game at the start of one player's turn, described fact by fact.

    Attributes:
        players: every player, in seating order (the setup's order).
        active: whose turn starts; the turn order runs from them in seating order
            unless ``order`` is given.
        order: the turn order (player indexes), or None.
        bank_tokens: the bank's tokens (None: the box less the players' tokens).
        quarter_passers: for each quarter end, the players who already passed it first.
        top_cards: for each deck (``chance``, ``hazard``), card ids to draw first, in order;
            the rest of the deck follows in the shuffled order of a new game.
        turn: the turn counter before this turn.
        extra_turn: the turn that starts is an extra turn.
    """

    players: tuple[PlayerPosition, ...]
    active: int = 0
    order: tuple[int, ...] | None = None
    bank_tokens: int | None = None
    quarter_passers: tuple[tuple[int, ...], ...] = ()
    top_cards: Mapping[str, Sequence[str]] = field(default_factory=dict)
    turn: int = 0
    extra_turn: bool = False


def from_position(setup: Setup, content: Content, position: Position, seed: int = 0,
                  rng: RandomSource | None = None, scheme: int = CURRENT_SCHEME) -> Game:
    """Return a game in ``position``, run to its first decision.

    Args:
        setup: the players' profiles (as many as ``position.players``) and options.
        content: the rules.
        position: where everything stands.
        seed: the seed of the game's random generator (recorded with the game).
        rng: the random source itself, when a caller needs a particular one (tests
            stack the dial with a :class:`~.streams.LegacyStreams`); default the
            streams of ``seed`` and ``scheme``.
        scheme: the random scheme (:mod:`.streams`).

    Returns:
        The game at the start of ``position.active``'s turn; its actions start
        empty, so ``seed`` and its actions do not replay it from 1 January.

    Raises:
        SetupError: the setup does not fit the content (see ``Game.new``).
        ValueError: the position does not fit the setup (player count, active
            player, an unknown card, a lucky number out of range or twice).
    """
    n = len(setup.players)
    if len(position.players) != n:
        raise ValueError(f"the position has {len(position.players)} players, the setup {n}")
    if not 0 <= position.active < n:
        raise ValueError(f"no player {position.active} to start")
    lucky = [p.lucky_number for p in position.players]
    if len(set(lucky)) != n or not all(1 <= x <= content.edition.lucky_numbers for x in lucky):
        raise ValueError(f"lucky numbers must be different, from 1 to {content.edition.lucky_numbers}: {lucky}")
    game = Game.new(setup, content, seed, scheme)
    st = game.state
    for ps, pp in zip(st.players, position.players):
        ps.position = pp.position
        ps.money = pp.money
        ps.tokens = pp.tokens
        ps.lucky_number = pp.lucky_number
        if pp.vacation_cards is not None:
            ps.vacation_cards = pp.vacation_cards
        ps.bankrupt = pp.bankrupt
        ps.lost_turns = pp.lost_turns
        ps.extra_turns = pp.extra_turns
        ps.keep_cards = list(pp.keep_cards)
    if any(pp.savings or pp.loans for pp in position.players):
        if st.extra is None or not setup.variants.savings:
            raise ValueError("savings and loans need the savings house rule")
        st.extra.savings = [pp.savings for pp in position.players]
        st.extra.loans = [pp.loans for pp in position.players]
    for i, ps in enumerate(st.players):
        ps.arrival = i
    st.arrival_counter = n
    held = {c for pp in position.players for c in pp.keep_cards}
    for deck in ("chance", "hazard"):
        top = list(position.top_cards.get(deck, ()))
        unknown = [c for c in [*top, *held] if c not in content.cards]
        if unknown:
            raise ValueError(f"unknown card {unknown[0]!r}")
        pile = [c for c in st.piles[deck] if c not in top and c not in held]
        pile.extend(reversed(top))
        st.piles[deck] = pile
    st.bank_tokens = (position.bank_tokens if position.bank_tokens is not None
                      else content.edition.tokens_in_box - sum(p.tokens for p in st.players))
    if position.quarter_passers:
        st.quarter_passers = [list(q) for q in position.quarter_passers]
    st.order = position.order or tuple((position.active + k) % n for k in range(n))
    st.turn_pos = st.order.index(position.active)
    st.active = position.active
    if rng is not None:
        st.rng = rng
    st.clear_bookkeeping()
    st.extra_turn = position.extra_turn
    st.stack = [("turn_start",)]
    st.turn = position.turn
    game.actions.clear()
    game.decisions.clear()
    game.start_events = []
    game._run()
    return game


# --------------------------------------------------------------------------- sampling

SAMPLED_KINDS = frozenset({
    DecisionKind.BUY_TOKEN, DecisionKind.SPIN, DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_DAYS,
    DecisionKind.VACATION, DecisionKind.PLEDGE, DecisionKind.CHOOSE_PLAYER, DecisionKind.REARRANGE,
    DecisionKind.CHOICE, DecisionKind.USE_KEEP_CARD,
})
"""The decision kinds :func:`sample` can rebuild (not the questions, quizzes and votes)."""

_TURN_REST: dict[DecisionKind, tuple[Task, ...]] = {
    # what is still to come in the turn when each decision of the turn's sequence is asked (§3)
    DecisionKind.BUY_TOKEN: (("turn_end",), ("offer", 1, 0), ("vacation",), ("buy_days",), ("spin",)),
    DecisionKind.SPIN: (("turn_end",), ("offer", 1, 0), ("vacation",), ("buy_days",)),
    DecisionKind.CHOOSE_NUMBER: (("turn_end",), ("offer", 1, 0), ("vacation",), ("buy_days",)),
    DecisionKind.BUY_DAYS: (("turn_end",), ("offer", 1, 0), ("vacation",)),
    DecisionKind.VACATION: (("turn_end",), ("offer", 1, 0)),
}

_TEMPLATES: dict[tuple[int, int], tuple[Setup, Content, Game]] = {}
"""A game set up once per setup and content (by identity), copied for each sample."""


def _template(setup: Setup, content: Content) -> Game:
    key = (id(setup), id(content))
    entry = _TEMPLATES.get(key)
    if entry is None:
        if len(_TEMPLATES) >= 8:
            del _TEMPLATES[next(iter(_TEMPLATES))]
        game = Game.new(setup, content, 0)
        game.claims = "automatic"  # imagined creditors never forget a claim
        entry = _TEMPLATES[key] = (setup, content, game)
    return entry[2]


def possible_lucky_numbers(content: Content, observation: Observation,
                           known: Sequence[int | None] = ()) -> list[int]:
    """The lucky numbers a player cannot rule out for the others whose number is not known: every number but
    their own and those ``known`` (each player's number when it was paid in front of everybody, else None)."""
    own = observation.lucky_number
    shown = {n for n in known if n is not None}
    return [n for n in range(1, content.edition.lucky_numbers + 1) if n != own and n not in shown]


def sample(setup: Setup, content: Content, observation: Observation, rng: random.Random,
           known: Sequence[int | None] = ()) -> Game:
    """Return a game consistent with ``observation``, its hidden parts drawn with ``rng``.

    Args:
        setup: the game's setup (public).
        content: the game's rules.
        observation: one player's observation (``observation.player`` is not None);
            its pending decision must be of a kind in :data:`SAMPLED_KINDS`.
        rng: the caller's own random generator (the only source of what is drawn).
        known: each player's lucky number when everybody knows it (paid in front of all, RULINGS.md §13),
            else None (empty: none known): those are kept, and known in the game drawn too.

    Returns:
        A new game waiting for ``observation.pending`` (the same options), whose
        players, bank, quarter passers and deck sizes are those of the
        observation, and whose other lucky numbers, kept cards, deck contents
        and order and random generator are drawn. Manual claims are played as
        automatic. Its actions start empty.

    Raises:
        ValueError: no decision, or one of a kind that cannot be rebuilt (a
            question, a quiz, a vote), or the game is over.
    """
    decision = observation.pending
    if decision is None or decision.kind not in SAMPLED_KINDS or observation.finished or observation.player is None:
        kind = decision.kind.value if decision is not None else "no"
        raise ValueError(f"a {kind} decision cannot be sampled")
    game = _template(setup, content).clone()
    st = game.state
    n = len(observation.players)
    shown = [i for i, number in enumerate(known) if number is not None and i != observation.player]
    others = rng.sample(possible_lucky_numbers(content, observation, known), n - 1 - len(shown))
    kept_ids = [c for c in content.cards if content.cards[c].keep is not None]
    rng.shuffle(kept_ids)
    held: set[str] = set()
    for i, (ps, pv) in enumerate(zip(st.players, observation.players)):
        ps.position = pv.position
        ps.money = pv.money
        ps.tokens = pv.tokens
        ps.vacation_cards = pv.vacation_cards
        ps.bankrupt = pv.bankrupt
        ps.lost_turns = pv.lost_turns
        ps.extra_turns = pv.extra_turns
        ps.arrival = pv.arrival
        own = observation.lucky_number
        number = known[i] if i in shown else None
        if number is not None:
            ps.lucky_number, ps.lucky_shown = number, True
        else:
            ps.lucky_number = own if i == observation.player and own is not None else others.pop()
        ps.keep_cards = [kept_ids.pop() for _ in range(min(pv.keep_cards, len(kept_ids)))]
        held.update(ps.keep_cards)
    st.order = observation.order
    st.active = observation.active
    st.turn_pos = observation.order.index(observation.active)
    st.bank_tokens = observation.bank_tokens
    st.quarter_passers = [list(q) for q in observation.quarter_passers]
    sizes = dict(observation.deck_sizes)
    for deck, ids in (("chance", content.chance_cards), ("hazard", content.hazard_cards)):
        cards = [c for c in ids if c not in held]
        rng.shuffle(cards)
        size = min(sizes.get(deck, len(cards)), len(cards))
        st.piles[deck] = cards[:size]
        st.discards[deck] = cards[size:]
    st.rng = LegacyStreams(rng.getrandbits(64))
    st.clear_bookkeeping()
    st.turn = observation.turn
    st.arrival_counter = max(pv.arrival for pv in observation.players)
    st.stack, st.cont = _rest_of_turn(content, observation)
    st.pending = decision
    game.actions = []
    game.decisions = []
    return game


def _rest_of_turn(content: Content, observation: Observation) -> tuple[list[Task], Task]:
    """The tasks still to run and the continuation of the pending decision (see the module docstring)."""
    d = observation.pending
    assert d is not None
    kind = d.kind
    rest = _TURN_REST.get(kind)
    if rest is not None:
        return list(rest), (kind.value,)
    if kind is DecisionKind.PLEDGE:
        n = len(observation.order)
        k = (observation.order.index(d.player) - observation.order.index(observation.active)) % n
        return [("turn_end",)], ("pledge", k, d.info[0] if d.info else 0)
    ctx_kind, effects = source_effects(content, d.source)
    ctx = Context(ctx_kind, d.source, 0)
    if kind is DecisionKind.CHOOSE_PLAYER:
        effect: Any = next((e for e in iter_effects(effects) if _PURPOSE.get(type(e)) == d.topic), None)
        if effect is None:
            raise ValueError(f"no {d.topic} effect in {d.source}")
        return [("turn_end",)], ("target", d.player, effect, ctx)
    if kind is DecisionKind.REARRANGE:
        return [("turn_end",)], ("rearrange", d.player, tuple(d.info), ctx)
    if kind is DecisionKind.CHOICE:
        choice: s.Choose | None = choice_of(content, d.source)
        if choice is None:
            raise ValueError(f"no choice in {d.source}")
        return [("turn_end",)], ("choice", d.player, choice, Context("almanac", d.source, 0))
    # USE_KEEP_CARD: the Hazard card drawn is the decision's topic; ``subject``: another player drew it
    # (the coup-fourré, RULINGS.md §13): what it asks of every player is what the holder may parry
    if d.subject is not None:
        every = next((e.for_each_player for e in effects if isinstance(e, s.ForEachPlayer)), effects)
        return [("turn_end",)], ("parry", d.player, every, Context("hazard", d.source, 0))
    return [("turn_end",)], ("keep", d.player, d.topic, Context("hazard", d.source, 0))
