"""The action notation and the JSON wire format: round trips over whole random games, and bad input refused."""

from __future__ import annotations

import json
import random

import pytest
from helpers import build, classic, d

from gameofyear.bots import make_bot
from gameofyear.bots.base import bot_view
from gameofyear.engine import Decision, DecisionKind, Game, IllegalActionError
from gameofyear.engine import notation as nt
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import random_setup


def _wire(data):
    """Through real JSON text, as a network frame or a file would carry it."""
    return json.loads(json.dumps(data, ensure_ascii=False))


@pytest.mark.parametrize("seed", range(6))
def test_every_decision_observation_event_and_action_of_random_games_round_trips(seed):
    """decode(encode(x)) == x for each decision, every player's observation, each event and each legal action."""
    content = classic()
    game = Game.new(random_setup(random.Random(seed), content, 3 + seed % 4), content, seed)
    kinds = _play_through_the_codec(game, "random" if seed % 2 else "basic", seed)
    assert {DecisionKind.SPIN, DecisionKind.PLEDGE} <= kinds


def _play_through_the_codec(game: Game, level: str, seed: int) -> set[DecisionKind]:
    """Play ``game`` to the end, checking that every decision, observation, event and action round-trips;
    return the decision kinds met."""
    bots = [make_bot(level, default_bot_seed(seed, i)) for i in range(len(game.setup.players))]
    rng = random.Random(seed)
    events = list(game.start_events)
    kinds = set()
    while game.pending is not None:
        decision = game.pending
        kinds.add(decision.kind)
        assert nt.decode(_wire(nt.encode(decision))) == decision
        observation = game.observation(decision.player)
        assert nt.decode(_wire(nt.encode(observation))) == observation
        options = list(decision.options) if decision.options is not None else []
        for action in rng.sample(options, min(3, len(options))):
            text = nt.action_text(decision, action)
            assert nt.parse_action(decision, text) == action, text
        action = bots[decision.player].choose(bot_view(game))
        assert nt.decode_action(decision, _wire(nt.encode_action(decision, action))) == action
        events += game.decide(action)
    for event in events:
        assert nt.decode(_wire(nt.encode(event))) == event
    return kinds


@pytest.mark.parametrize("seed", range(3))
def test_the_decisions_and_events_of_the_house_rules_round_trip_too(seed):
    """Games with every house rule of the family on: their decisions (savings, loans, bets), observations,
    events and actions come back equal through the notation and the JSON codec."""
    import dataclasses

    from gameofyear.engine.variants import Variants

    content = classic()
    setup = random_setup(random.Random(seed), content, 4)
    setup = dataclasses.replace(setup, variants=Variants.from_names(["savings", "bets", "coup_fourre", "teams"], 4))
    game = Game.new(setup, content, seed)
    kinds = _play_through_the_codec(game, "random", seed)
    assert {DecisionKind.SAVINGS, DecisionKind.BET} <= kinds  # loans: asked only while one can borrow or repay
    replayed = Game.replay(setup, content, seed, [nt.action_text(d, a) for d, a in zip(game.decisions, game.actions)])
    assert replayed.state.fingerprint() == game.state.fingerprint()


def test_the_notation_reads_as_written():
    """A few actions in their text form."""
    game = build(4, positions=["03-31", "02-10", "05-03", "07-07"], lucky=[25, 3, 7, 10], dial=[1])
    assert nt.action_text(game.pending, False) == "buy_token no"
    game.decide(False)
    assert nt.action_text(game.pending, True) == "spin"
    game.decide(True)
    game.decide(1)
    rearrange = game.pending
    assert rearrange.kind is DecisionKind.REARRANGE
    option = (d("07-07"), d("02-10"), d("05-03"))
    assert nt.action_text(rearrange, option) == "rearrange 07-07,02-10,05-03"
    assert nt.parse_action(rearrange, " rearrange 07-07, 02-10, 05-03 ") == option
    quiz = Decision(DecisionKind.QUIZ, 0, None, topic="beatles")
    assert nt.parse_action(quiz, nt.action_text(quiz, ("Help!", "Let it be, \"naturally\""))) == (
        "Help!", "Let it be, \"naturally\"")
    assert nt.parse_claim(nt.claim_text(1, 7)) == (1, 7)


@pytest.mark.parametrize("text", ["", "spin", "pledge", "pledge -1", "pledge 99", "pledge ٣", "buy_days 2",
                                  "pledge 1.0", "pledge 1 2", "rearrange", "quiz [1]"])
def test_a_text_that_is_not_a_legal_answer_is_refused_with_the_reason(text):
    """Wrong kind, wrong form, out of range or non-ASCII digits: IllegalActionError, never another exception."""
    pledge = Decision(DecisionKind.PLEDGE, 1, range(0, 3), subject=0, info=(0,))
    with pytest.raises(IllegalActionError) as info:
        nt.parse_action(pledge, text)
    assert info.value.reason


@pytest.mark.parametrize("data", [
    None, [], {}, {"codec": 2, "type": "Decision", "data": {}}, {"codec": 1, "type": "Nothing", "data": {}},
    {"codec": 1, "type": "Decision", "data": {"kind": "fly", "player": 0, "options": None}},
    {"codec": 1, "type": "PawnMoved", "data": {"player": 0}},
    {"codec": 1, "type": "Observation", "data": {"players": "x"}},
])
def test_data_that_is_not_of_the_codec_is_refused_with_one_clear_error(data):
    with pytest.raises(ValueError):
        nt.decode(data)
