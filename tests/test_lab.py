"""`gameofyear lab` compares like with like (RULINGS.md §13): common random numbers, intervals that hold
their estimates, and the change each house rule makes to the plain game."""

from __future__ import annotations

import dataclasses

from helpers import classic
from hypothesis import given, settings
from hypothesis import strategies as st

from gameofyear.engine.variants import Variants
from gameofyear.lab import GameFigures, compare, report, run_lab, summarise


def _holds(figure: tuple[float, tuple[float, float]]) -> bool:
    estimate, (low, high) = figure
    return low <= estimate <= high


def test_bets_nobody_places_change_no_game_of_200_seeds():
    """§13: with bets on for every seat, the `normal` players never bet (10 for 1 on 12 sectors loses),
    and each of 200 seeds plays exactly the plain game: every figure equal, every change exactly 0."""
    bets = Variants(bets=frozenset(range(4)))
    plain, with_bets = run_lab(classic(), [bets], games=200, seed=1)
    assert with_bets.name == "bets"
    assert with_bets.minutes[0] > plain.minutes[0], "the bets were asked (each question takes time)"
    ignored = {"name": "", "minutes": (0.0, (0.0, 0.0)), "change": None}
    assert dataclasses.replace(with_bets, **ignored) == dataclasses.replace(plain, **ignored)
    change = with_bets.change
    assert change is not None
    for figure in (change.turns_per_player, change.bankruptcies, change.winner_tokens, change.seat_spread):
        assert figure == (0.0, (0.0, 0.0))
    text = report([plain, with_bets])
    assert "winner's tokens" in text and "Change from the plain game" in text
    assert "| turns per player | 0.00 [0.00, 0.00] |" in text


rows = st.builds(
    GameFigures,
    turns=st.integers(1, 400),
    house_decisions=st.integers(0, 50),
    winners=st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True).map(tuple),
    bankruptcies=st.integers(0, 20),
    midyear_leader_won=st.booleans(),
    money_spread=st.floats(0, 5000),
    token_spread=st.floats(0, 30),
    winner_tokens=st.integers(0, 60),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(rows, min_size=1, max_size=40), st.lists(rows, min_size=1, max_size=40), st.integers(0, 2**16))
def test_every_interval_of_the_lab_holds_its_estimate(first, second, seed):
    """§13: whatever the games, each figure's 95 % interval holds the figure itself (the seat spread's
    bootstrap interval too: a percentile interval could leave it out, as `2.0 [2.5, 14.0]` did)."""
    figures = summarise("x", first, 4, seed)
    for figure in (figures.turns_per_player, figures.minutes, *figures.seat_wins, figures.seat_spread,
                   figures.bankruptcies, figures.midyear_leader_wins, figures.money_spread, figures.token_spread,
                   figures.winner_tokens):
        assert _holds(figure), figure
    n = min(len(first), len(second))
    change = compare(first[:n], second[:n], 4, seed)
    for figure in (change.turns_per_player, change.bankruptcies, change.winner_tokens, change.seat_spread):
        assert _holds(figure), figure
