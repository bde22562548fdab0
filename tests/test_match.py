"""A match over several years (house rule, 1000 Bornes' match; docs/VARIANTS.md): the tokens of each
year add up until a side reaches or passes the target and leads alone; the match rides in the setup of
each year, so that saves and the autosave carry it."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import build

from gameofyear import saves
from gameofyear.bots import make_bot
from gameofyear.content import load_content
from gameofyear.engine import Game
from gameofyear.engine.match import DEFAULT_MATCH_TARGET, MATCH_TARGETS, Match
from gameofyear.engine.setup import Setup, match_after, next_year
from gameofyear.engine.variants import Variants
from gameofyear.seats import Seat, default_bot_seed
from gameofyear.simulation import play_out, random_setup


def test_the_tokens_of_each_year_add_up_and_the_year_counts_from_one():
    match = Match(50)
    assert match.year == 1 and match.totals == () and not match.over and match.winners() == ()
    match = match.after((14, 9, 11)).after((12, 20, 8))
    assert match.year == 3 and match.totals == (26, 29, 19)
    assert match.standings() == ((1, (1,), 29), (2, (0,), 26), (3, (2,), 19))
    assert match.leaders() == ((1,),) and not match.over


def test_the_match_ends_when_a_total_reaches_or_passes_the_target_and_the_highest_total_wins():
    reached = Match(30).after((14, 9, 11)).after((16, 12, 10))
    assert reached.totals == (30, 21, 21) and reached.over and reached.winners() == ((0,),)
    both = Match(30).after((14, 9, 20)).after((19, 12, 11))
    assert both.totals == (33, 21, 31) and both.over and both.winners() == ((0,),)
    with pytest.raises(ValueError, match="over"):
        both.after((1, 1, 1))


def test_equal_totals_at_the_top_past_the_target_play_another_year():
    tied = Match(30).after((15, 9, 15)).after((16, 12, 16))
    assert tied.totals == (31, 21, 31) and tied.tied_past_target and not tied.over
    assert tied.standings()[:2] == ((1, (0,), 31), (1, (2,), 31))
    decided = tied.after((3, 2, 4))
    assert decided.over and decided.winners() == ((2,),)


def test_equal_totals_below_the_target_share_the_lead_and_the_match_goes_on():
    match = Match(50).after((12, 12, 4))
    assert match.leaders() == ((0,), (1,)) and not match.tied_past_target and not match.over


def test_with_teams_the_partners_tokens_add_up_and_the_team_wins_the_match():
    """Teams of two: partners opposite (seats 1 and 3, 2 and 4); a player's own total alone decides nothing."""
    match = Match(40, teams=True).after((25, 5, 4, 10))
    assert match.sides() == ((0, 2), (1, 3))
    assert match.standings() == ((1, (0, 2), 29), (2, (1, 3), 15)) and not match.over
    match = match.after((2, 14, 3, 13))
    assert match.standings() == ((1, (1, 3), 42), (2, (0, 2), 34)) and match.winners() == ((1, 3),)


def test_a_match_must_have_a_sensible_target_and_the_same_players_every_year():
    with pytest.raises(ValueError):
        Match(0)
    with pytest.raises(ValueError):
        Match(50, ((1, 2), (1, 2, 3)))
    with pytest.raises(ValueError, match="one figure per player"):
        Match(50).after((1, 2)).after((1, 2, 3))
    assert DEFAULT_MATCH_TARGET in MATCH_TARGETS


def test_the_match_rides_in_the_setup_and_a_plain_setup_writes_none():
    setup = build(2).setup
    assert "match" not in setup.to_json()
    in_match = dataclasses.replace(setup, match=Match(30, ((12, 7),)))
    assert Setup.from_json(in_match.to_json()) == in_match
    with pytest.raises(ValueError, match="players"):
        dataclasses.replace(setup, match=Match(30, ((12, 7, 1),)))
    with pytest.raises(ValueError, match="teams"):
        dataclasses.replace(setup, match=Match(30, teams=True))
    for bad in ({"target": "50"}, {"target": 50, "years": [["1"]]}, {"target": 50, "extra": 1}, [50]):
        with pytest.raises((TypeError, ValueError)):
            Match.from_json(bad)


def _play_year(setup: Setup, seed: int) -> Game:
    content = load_content()
    game = Game.new(setup, content, seed)
    play_out(game, [make_bot("basic", seed=default_bot_seed(seed, i)) for i in range(len(setup.players))])
    return game


def test_next_year_keeps_the_players_and_house_rules_and_adds_the_year_played():
    content = load_content()
    base = random_setup(random.Random(3), content, 3)
    setup = dataclasses.replace(base, variants=Variants(length="quarter"), match=Match(DEFAULT_MATCH_TARGET))
    game = _play_year(setup, 11)
    outcome = game.outcome()
    assert outcome is not None
    following = next_year(setup, outcome.ranking)
    tokens = tuple(t for _, _, t, _ in sorted(outcome.ranking, key=lambda r: r[1]))
    assert following.players == setup.players and following.variants == setup.variants
    assert following.match == Match(DEFAULT_MATCH_TARGET, (tokens,))
    assert match_after(base, outcome.ranking) is None
    with pytest.raises(ValueError, match="not a year of a match"):
        next_year(base, outcome.ranking)


def test_a_match_in_progress_is_saved_and_loaded_with_the_game_of_its_year():
    """A save (and so the autosave) of the second year holds the first year's tokens and the target."""
    content = load_content()
    setup = dataclasses.replace(random_setup(random.Random(5), content, 3), variants=Variants(length="quarter"),
                                match=Match(30))
    first = _play_year(setup, 21)
    outcome = first.outcome()
    assert outcome is not None
    second = Game.new(next_year(setup, outcome.ranking), content, 22)
    for _ in range(6):
        assert second.pending is not None
        second.decide(second.pending.options[0])
    seats = [Seat("human", None, "Red", None)] + [Seat("computer", "basic", c, 220 + i)
                                                        for i, c in enumerate(("Blue", "Green"), start=1)]
    data = saves.dumps(second, seats)
    save = saves.parse_save(data)
    assert save.setup.match == second.setup.match and save.setup.match is not None
    assert save.setup.match.year == 2 and save.setup.match.years[0] == tuple(
        t for _, _, t, _ in sorted(outcome.ranking, key=lambda r: r[1]))
    loaded = saves.load_game(save, content)
    assert loaded.game.setup == second.setup and loaded.game.actions == second.actions
