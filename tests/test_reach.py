"""The squares a decision's options lead to (engine/reach.py) are those the engine then moves the pawn to."""

from __future__ import annotations

import random

from helpers import classic

from gameofyear.engine import DecisionKind, Game
from gameofyear.engine import events as ev
from gameofyear.engine.reach import observed_option_squares, option_at, option_squares
from gameofyear.simulation import random_setup


def test_each_option_leads_to_the_square_the_engine_moves_the_pawn_to():
    """Over random games: a number, days bought and a vacation move the pawn first to the square named."""
    content = classic()
    checked = set()
    for seed in range(30):
        game = Game.new(random_setup(random.Random(seed), content, 3), content, seed)
        rng = random.Random(seed)
        while game.pending is not None and len(game.actions) < 400:
            decision = game.pending
            squares = option_squares(game, decision)
            if decision.kind in (DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_DAYS, DecisionKind.VACATION) and squares:
                option = rng.choice(list(squares))
                mover = decision.player
                events = game.clone().decide(option)
                first = next(e for e in events if type(e) is ev.PawnMoved and e.player == mover)
                assert (first.to_day,) == squares[option], (decision, option)
                checked.add(decision.kind)
            options = decision.options
            game.decide(("x",) if options is None else rng.choice(list(options)))
    assert checked == {DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_DAYS, DecisionKind.VACATION}


def test_a_click_answers_the_first_option_naming_the_square_and_nothing_elsewhere():
    squares = {5: (10,), 12: (10,), 3: (7,)}
    assert option_at(squares, 10) == (True, 5)
    assert option_at(squares, 8) == (False, None)


def test_the_player_who_decides_sees_the_same_squares_from_their_observation_alone():
    """A network window has only its seat's observation: it lights the squares the game itself names."""
    content = classic()
    kinds = set()
    for seed in range(12):
        game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
        rng = random.Random(seed)
        while game.pending is not None and len(game.actions) < 300:
            decision = game.pending
            seen = observed_option_squares(game.observation(decision.player), content.edition, decision)
            assert seen == option_squares(game, decision), decision
            if seen:
                kinds.add(decision.kind)
            options = decision.options
            game.decide(("x",) if options is None else rng.choice(list(options)))
    assert {DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_DAYS, DecisionKind.PLEDGE} <= kinds
