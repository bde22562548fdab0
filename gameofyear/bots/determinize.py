"""A game a bot may simulate: the public state it sees, with the hidden parts sampled.

A bot never sees the others' lucky numbers, the order of the decks or the
dial's next results. To look ahead it builds a *determinized* game from its
:class:`~gameofyear.bots.base.BotView`: a new :class:`~gameofyear.engine.Game`
with every public fact of the observation (positions, money, tokens, cards in
hand, turn order, the bank, the quarter passers, the size of each deck) and
the hidden ones drawn at random:

- the other players' lucky numbers, among the numbers it cannot rule out
  (all different, none equal to its own, RULINGS.md §11);
- which kept cards the players hold, and which cards are still in each deck
  (as many as the observation says), in a shuffled order;
- the game's random generator (the dial, later shuffles).

The game then waits for the same decision the bot must answer (the same
:class:`~gameofyear.engine.decisions.Decision`), so the bot can try each option
in a copy (:meth:`Game.clone`) and play on. What the observation does not tell
is the rest of a resolution interrupted by a decision in the middle of a chain
(a player to pick, a choice, a rearrangement, a kept card): the rebuilt game
finishes that one effect and then ends the turn.
"""

from __future__ import annotations

import random
from typing import Any

from ..content import Content
from ..content import schema as s
from ..content.loader import choice_of, iter_effects, source_effects
from ..engine.decisions import DecisionKind
from ..engine.game import Game
from ..engine.setup import Setup
from .base import BotView

SIMULATED_KINDS = frozenset({
    DecisionKind.BUY_TOKEN, DecisionKind.SPIN, DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_DAYS,
    DecisionKind.VACATION, DecisionKind.PLEDGE, DecisionKind.CHOOSE_PLAYER, DecisionKind.REARRANGE,
    DecisionKind.CHOICE, DecisionKind.USE_KEEP_CARD,
})
"""The decision kinds :func:`determinize` can rebuild (not the questions, quizzes and votes)."""

_TURN_REST = {
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
        game.claims = "automatic"  # simulated creditors never forget a claim
        entry = _TEMPLATES[key] = (setup, content, game)
    return entry[2]


def possible_lucky_numbers(view: BotView) -> list[int]:
    """The lucky numbers the bot cannot rule out for the others: every number but its own."""
    own = view.observation.lucky_number
    return [n for n in range(1, view.content.edition.lucky_numbers + 1) if n != own]


def determinize(view: BotView, rng: random.Random) -> Game:
    """Return a new game built from what ``view`` shows, its hidden parts drawn with ``rng``.

    Args:
        view: the bot's view; its decision must be of a kind in :data:`SIMULATED_KINDS`.
        rng: the bot's own random generator (the only source of the sampled parts).

    Returns:
        A game waiting for ``view.decision`` (the same options), whose players,
        bank, quarter passers and deck sizes are those of the observation, and
        whose other lucky numbers, deck contents and order and random generator
        are sampled. Manual claims are simulated as automatic.

    Raises:
        ValueError: the decision is of a kind that cannot be rebuilt (a
            question, a quiz, a vote), or the game is over.
    """
    decision = view.decision
    obs = view.observation
    if decision.kind not in SIMULATED_KINDS or obs.finished:
        raise ValueError(f"a {decision.kind.value} decision cannot be simulated")
    content = view.content
    game = _template(view.setup, content).clone()
    st = game.state
    n = len(obs.players)
    # lucky numbers: the bot's own, and distinct samples for the others
    others = rng.sample(possible_lucky_numbers(view), n - 1)
    kept_ids = [c for c in content.cards if content.cards[c].keep is not None]
    rng.shuffle(kept_ids)
    held: set[str] = set()
    for i, (ps, pv) in enumerate(zip(st.players, obs.players)):
        ps.position = pv.position
        ps.money = pv.money
        ps.tokens = pv.tokens
        ps.vacation_cards = pv.vacation_cards
        ps.bankrupt = pv.bankrupt
        ps.lost_turns = pv.lost_turns
        ps.extra_turns = pv.extra_turns
        ps.arrival = pv.arrival
        ps.lucky_number = obs.lucky_number if i == view.me else others.pop()
        ps.keep_cards = [kept_ids.pop() for _ in range(min(pv.keep_cards, len(kept_ids)))]
        held.update(ps.keep_cards)
    st.order = obs.order
    st.active = obs.active
    st.turn_pos = obs.order.index(obs.active)
    st.bank_tokens = obs.bank_tokens
    st.quarter_passers = [list(q) for q in obs.quarter_passers]
    sizes = dict(obs.deck_sizes)
    for deck, ids in (("chance", content.chance_cards), ("hazard", content.hazard_cards)):
        cards = [c for c in ids if c not in held]
        rng.shuffle(cards)
        size = min(sizes.get(deck, len(cards)), len(cards))
        st.piles[deck] = cards[:size]
        st.discards[deck] = cards[size:]
    st.rng = random.Random(rng.getrandbits(64))
    st.clear_bookkeeping()
    st.turn = obs.turn
    st.arrival_counter = max(pv.arrival for pv in obs.players)
    st.stack, st.cont = _rest_of_turn(game, view)
    st.pending = decision
    game.actions = []
    return game


def _rest_of_turn(game: Game, view: BotView) -> tuple[list[tuple[Any, ...]], tuple[Any, ...]]:
    """The engine's tasks still to run and the continuation of ``view.decision`` (see the module docstring)."""
    d = view.decision
    kind = d.kind
    rest = _TURN_REST.get(kind)
    if rest is not None:
        return list(rest), (kind.value,)
    obs = view.observation
    if kind is DecisionKind.PLEDGE:
        n = len(obs.order)
        k = (obs.order.index(d.player) - obs.order.index(obs.active)) % n
        return [("turn_end",)], ("pledge", k, d.info[0] if d.info else 0)
    ctx_kind, effects = source_effects(view.content, d.source)
    ctx = (ctx_kind, d.source, 0)
    if kind is DecisionKind.CHOOSE_PLAYER:
        effect = next((e for e in iter_effects(effects) if _purpose(e) == d.topic), None)
        if effect is None:
            raise ValueError(f"no {d.topic} effect in {d.source}")
        return [("turn_end",)], ("target", d.player, effect, ctx)
    if kind is DecisionKind.REARRANGE:
        return [("turn_end",)], ("rearrange", d.player, tuple(d.info), ctx)
    if kind is DecisionKind.CHOICE:
        effect = choice_of(view.content, d.source)
        if effect is None:
            raise ValueError(f"no choice in {d.source}")
        return [("turn_end",)], ("choice", d.player, effect, ("almanac", d.source, 0))
    # USE_KEEP_CARD: the Hazard card drawn is the decision's topic
    return [("turn_end",)], ("keep", d.player, d.topic, ("hazard", d.source, 0))


def _purpose(effect: Any) -> str | None:
    """The ``topic`` of the player choice an effect asks for (as the engine names it)."""
    t = type(effect)
    if t is s.PayPlayer:
        return "pay"
    if t is s.ReceivePlayer:
        return "receive"
    if t is s.TakeToken:
        return "take_token"
    if t is s.GiveToken:
        return "give_token"
    if t is s.SwapWith:
        return "swap"
    return None
