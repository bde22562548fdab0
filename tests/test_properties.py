"""Property tests: invariants that hold over many random games (seeded)."""

from __future__ import annotations

import random

from helpers import classic
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gameofyear.bots import bot_view, make_bot
from gameofyear.dates import LAST_DAY
from gameofyear.engine import Game
from gameofyear.simulation import random_setup

MAX_DECISIONS = 50_000


def _check_invariants(game: Game) -> None:
    state = game.state
    box = game.content.edition.tokens_in_box
    assert all(p.money >= 0 for p in state.players), "money never negative"
    assert all(p.tokens >= 0 for p in state.players)
    assert sum(p.tokens for p in state.players) + state.bank_tokens == box, "tokens conserved"
    assert all(0 <= p.position <= LAST_DAY for p in state.players), "positions within the year"
    assert state.bank_tokens >= 0


def _play(seed: int, players: int, kinds: tuple[str, ...]) -> Game:
    content = classic()
    setup = random_setup(random.Random(seed), content, players)
    game = Game.new(setup, content, seed)
    bots = [make_bot(kinds[i % len(kinds)], seed + i) for i in range(players)]
    _check_invariants(game)
    for _ in range(MAX_DECISIONS):
        if game.pending is None:
            break
        game.decide(bots[game.pending.player].choose(bot_view(game)))
        _check_invariants(game)
    return game


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**31 - 1),
    players=st.integers(min_value=2, max_value=6),
    kinds=st.sampled_from([("random",), ("basic",), ("random", "basic")]),
)
def test_random_games_end_with_one_ranking_and_keep_every_invariant(seed: int, players: int, kinds: tuple[str, ...]):
    """Over random seeds and legal decisions: no exception, the game ends, invariants hold (RULINGS.md §7, §9)."""
    game = _play(seed, players, kinds)
    assert game.finished and game.pending is None, "the game ends"
    outcome = game.outcome()
    assert outcome is not None
    ranked = [player for _, player, _, _ in outcome.ranking]
    assert sorted(ranked) == list(range(players)), "exactly one ranking of every player"
    keys = [(-tokens, -money) for _, _, tokens, money in outcome.ranking]
    assert keys == sorted(keys), "ranked by tokens, then money"
    places = [place for place, _, _, _ in outcome.ranking]
    assert places[0] == 1 and places == sorted(places)
    assert game.state.players[outcome.first].position == LAST_DAY


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1), players=st.integers(min_value=2, max_value=6))
def test_replaying_the_actions_reproduces_the_final_state(seed: int, players: int):
    """setup + content + seed + actions give the same game (DESIGN.md, the engine)."""
    game = _play(seed, players, ("random", "basic"))
    again = Game.replay(game.setup, game.content, game.seed, game.actions)
    assert again.state.fingerprint() == game.state.fingerprint()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1), cut=st.integers(min_value=0, max_value=400))
def test_a_clone_continues_exactly_like_the_original(seed: int, cut: int):
    """A clone taken at any point plays on identically and leaves the original untouched."""
    content = classic()
    game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
    bots = [make_bot("basic", seed + i) for i in range(4)]
    for _ in range(cut):
        if game.pending is None:
            break
        game.decide(bots[game.pending.player].choose(bot_view(game)))
    before = game.state.fingerprint()
    copy = game.clone()
    twin = Game.replay(game.setup, content, seed, game.actions)
    chooser = random.Random(seed)
    while copy.pending is not None:
        options = copy.pending.options
        action = ("x",) if options is None else options[chooser.randrange(len(options))]
        copy.decide(action)
        twin.decide(action)
    assert copy.state.fingerprint() == twin.state.fingerprint()
    assert game.state.fingerprint() == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(min_value=0, max_value=2**16), players=st.integers(min_value=2, max_value=6), data=st.data())
def test_games_of_drawn_actions_keep_every_invariant_and_replay(seed: int, players: int, data: st.DataObject):
    """Hypothesis draws each action among the legal options (so a failing game shrinks to a short one):
    invariants hold after every action, and seed plus actions replay to the same state."""
    content = classic()
    game = Game.new(random_setup(random.Random(seed), content, players), content, seed)
    for _ in range(300):
        decision = game.pending
        if decision is None:
            break
        if decision.options is None:
            action = data.draw(st.lists(st.sampled_from(["Help!", "Yesterday", "Paris", "x", ""]), max_size=4)
                               .map(tuple), label="quiz")
        else:
            action = decision.options[data.draw(st.integers(0, len(decision.options) - 1), label=decision.kind.value)]
        game.decide(action)
        _check_invariants(game)
    replayed = Game.replay(game.setup, content, seed, game.actions)
    assert replayed.state.fingerprint() == game.state.fingerprint()
