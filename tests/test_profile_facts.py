"""Profile facts a person has not answered: asked the first time a square needs one (RULINGS.md §8).

A Quick Game asks only a person's name, birth date and sex; the yes/no facts of
``profile.yaml`` are left unanswered (:attr:`PlayerProfile.unknown`). The first
square whose almanac entry depends on one asks that person (``DecisionKind.FACT``),
and the answer holds for the rest of the game.
"""

from __future__ import annotations

import random
from datetime import date

import pytest
from helpers import Driver, build, person

from gameofyear.bots import make_bot
from gameofyear.content import load_content, load_texts
from gameofyear.engine import DecisionKind, Game, PlayerProfile, Setup, SetupError
from gameofyear.engine import events as ev
from gameofyear.engine.game import FACT_ANSWER
from gameofyear.engine.notation import action_text, parse_action
from gameofyear.narrate import describe
from gameofyear.simulation import play_out, random_setup

EUROPE = "visited_european_countries"


def ann_unsure(*facts: str) -> PlayerProfile:
    """Ann, who has answered none of ``facts`` yet."""
    return PlayerProfile("Ann", date(1980, 6, 15), None, frozenset(), frozenset(facts))


def test_an_unanswered_fact_is_asked_when_a_square_needs_it_and_the_answer_decides():
    """18 April draws a Chance card for a player who has been to more than four European countries."""
    game = build([ann_unsure(EUROPE), person("Bob")], positions=["04-15", "01-01"], lucky=[25, 26],
                 chance=["chance-12"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    pending = game.pending
    assert pending.kind is DecisionKind.FACT and pending.player == 0 and pending.topic == EUROPE
    assert pending.options == (True, False) and pending.source == "almanac:04-18"
    assert action_text(pending, True) == "fact yes" and parse_action(pending, "fact no") is False
    drv.decide(DecisionKind.FACT, True, player=0)
    answered = drv.of_type(ev.Answered)
    assert [(a.player, a.kind, a.topic, a.passed) for a in answered] == [(0, "fact", EUROPE, True)]
    assert [c.card for c in drv.of_type(ev.CardDrawn)] == ["chance-12"]
    assert game.state.answers[(FACT_ANSWER, "fact", EUROPE, 0)] is True
    line = describe(answered[0], ["Ann", "Bob"], load_texts(game.content))
    assert line == "Ann: Has been to more than four European countries — yes."


def test_a_no_means_the_square_does_nothing_for_that_person():
    game = build([ann_unsure(EUROPE), person("Bob")], positions=["04-15", "01-01"], lucky=[25, 26],
                 chance=["chance-12"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(DecisionKind.FACT, False, player=0)
    assert drv.of_type(ev.CardDrawn) == []


def test_the_answer_holds_for_the_rest_of_the_game_while_answers_of_the_moment_go():
    """The turn's answers are cleared at each turn's start (§8); a fact once answered is kept."""
    game = build([ann_unsure(EUROPE), person("Bob")], positions=["04-15", "01-01"], lucky=[25, 26],
                 chance=["chance-12"], dial=[3, 3, 3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(DecisionKind.FACT, True, player=0)
    while game.state.active == 0 and game.pending is not None:
        drv.decline()
        if game.state.active == 0 and game.pending is not None:
            drv.decide(game.pending.kind, game.pending.options[0])
    drv.spin(3)  # Bob's turn: a new turn has started
    assert game.state.answers.get((FACT_ANSWER, "fact", EUROPE, 0)) is True
    assert game.state.active == 1 and game.state.turn == 2


def test_a_known_fact_is_never_asked():
    for facts, drawn in ((frozenset({EUROPE}), ["chance-12"]), (frozenset(), [])):
        ann = PlayerProfile("Ann", date(1980, 6, 15), None, facts)
        game = build([ann, person("Bob")], positions=["04-15", "01-01"], lucky=[25, 26], chance=["chance-12"], dial=[3])
        drv = Driver(game)
        drv.spin(3)
        assert all(d.kind is not DecisionKind.FACT for d in game.decisions)
        assert [c.card for c in drv.of_type(ev.CardDrawn)] == drawn


def test_a_fact_cannot_be_both_held_and_unanswered():
    content = load_content()
    both = PlayerProfile("Ann", date(1980, 6, 15), None, frozenset({EUROPE}), frozenset({EUROPE}))
    with pytest.raises(SetupError, match="both held and unanswered"):
        Game.new(Setup((both, person("Bob"))), content, 1)
    with pytest.raises(ValueError, match="both holds and is unknown"):
        PlayerProfile.from_json({**both.to_json(), "unknown": [EUROPE]})
    stranger = PlayerProfile("Ann", date(1980, 6, 15), None, frozenset(), frozenset({"owns_a_dragon"}))
    with pytest.raises(SetupError, match="owns_a_dragon"):
        Game.new(Setup((stranger, person("Bob"))), content, 1)


def test_unanswered_facts_survive_the_save_format():
    ann = ann_unsure(EUROPE, "married")
    assert ann.to_json()["unknown"] == ["married", EUROPE]
    assert PlayerProfile.from_json(ann.to_json()) == ann
    assert "unknown" not in person("Bob").to_json(), "profiles with every fact answered are written as before"


def test_computer_players_standing_in_for_a_person_claim_nothing_about_them():
    """A whole game where every player has every fact unanswered: the bots answer each fact no."""
    content = load_content()
    setup = random_setup(random.Random(4), content, 4)
    unsure = tuple(PlayerProfile(p.name, p.birth_date, p.sex, frozenset(), frozenset(content.facts))
                   for p in setup.players)
    game = Game.new(Setup(unsure, today=setup.today), content, 4)
    asked: list[ev.Answered] = []
    play_out(game, [make_bot(level, i) for i, level in enumerate(("basic", "easy", "normal", "basic"))],
             lambda events: asked.extend(e for e in events if type(e) is ev.Answered and e.kind == "fact"))
    assert game.finished and asked
    assert all(not a.passed for a in asked)
    assert len({(a.player, a.topic) for a in asked}) == len(asked), "each fact is asked of each person once at most"
