"""The previews say what a square does for the person deciding: "nothing for you", "your sign protects you here"."""

from __future__ import annotations

from datetime import date

import pytest

from gameofyear.content import load_content, load_texts
from gameofyear.dates import day_index
from gameofyear.engine import Game, PlayerProfile, Setup
from gameofyear.ui.dialogs import DecisionContext, preview_text


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def game(content):
    players = (
        PlayerProfile("Ann", date(2001, 5, 2)),  # sex not stated, no facts
        PlayerProfile("Bob", date(1970, 3, 3), "male", frozenset({"married"})),
        PlayerProfile("Vera", date(1990, 2, 1), "female"),  # an Aquarius
    )
    return Game.new(Setup(players, today=date(2026, 1, 1)), content, 5)


def _preview(content, game, player, date_text):
    texts = load_texts(content)
    return preview_text(texts, day_index(date_text), player, DecisionContext.for_player(game, player, texts))


def test_a_day_for_women_or_men_does_nothing_for_a_player_whose_sex_is_not_stated(content, game, qtbot):
    text = _preview(content, game, 0, "01-23")
    assert "Nothing for you here: this day is for women or for men, and your sex is not stated." in text
    assert "Nothing for you" not in _preview(content, game, 1, "01-23"), "a man pays a woman there"
    assert "Nothing for you" not in _preview(content, game, 2, "01-23"), "a woman draws a Chance card there"


def test_a_fact_the_player_does_not_have_makes_the_day_do_nothing(content, game, qtbot):
    assert "Nothing for you here: what this day says does not apply to you." in _preview(content, game, 1, "04-18")
    assert "Nothing for you" not in _preview(content, game, 1, "01-24"), "a plain Chance card strikes everyone"
    assert "Nothing for you" not in _preview(content, game, 1, "01-16"), "Chance or Hazard: something happens"


def test_the_sign_of_the_player_is_said_to_protect_them_from_a_loss(content, game, qtbot):
    protected = "Your sign protects you here: what this day would take from you, you keep."
    assert protected in _preview(content, game, 2, "02-01"), "Vera, an Aquarius, pays nothing on 1 February"
    assert protected not in _preview(content, game, 1, "02-01"), "Bob is a Pisces"


def test_the_notes_are_for_the_person_deciding_only(content, game, qtbot):
    context = DecisionContext.for_player(game, 1, load_texts(content))  # Bob offers days to Ann: Ann's profile is not his to judge
    assert "Nothing for you" not in preview_text(context.texts, day_index("01-23"), 0, context)
