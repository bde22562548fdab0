"""The evening's highlights picked from constructed event lists, without Qt."""

from __future__ import annotations

import sys

import pytest

from gameofyear.dates import day_index
from gameofyear.engine import events as ev
from gameofyear.narrate.highlights import Highlight, highlights


def test_a_bankruptcy_by_another_player_s_square_names_who_caused_it_and_one_by_the_bank_does_not() -> None:
    feb26, may3 = day_index("02-26"), day_index("05-03")
    events = [
        ev.TurnStarted(1, 1, False),
        ev.PawnMoved(1, 0, feb26, "spin", "dial"),
        ev.MoneyPaid(1, 0, 300, 2000, "claim"),  # Félix owes Marie 2000 on her square, has 300
        ev.Bankrupt(1, 1, feb26, 30, "claim"),
        ev.TurnEnded(1),
        ev.TurnStarted(0, 2, False),
        ev.PawnMoved(0, 0, may3, "spin", "dial"),
        ev.MoneyPaid(0, None, 100, 900, "card:hazard-04"),  # a card makes Marie pay the bank
        ev.Bankrupt(0, 0, may3, day_index("04-30"), "card:hazard-04"),
        ev.TurnEnded(0),
    ]
    told = highlights(events, 2)
    assert [h for h in told if h.kind.startswith("bankrupt")] == [
        Highlight("bankrupted", feb26, 3, 1, 0), Highlight("bankrupt", may3, 8, 0, None)]
    assert Highlight("biggest_win", feb26, 2, 0, 1, 300) in told
    assert Highlight("biggest_payment", feb26, 2, 1, 0, 300) in told


def test_the_module_imports_no_qt() -> None:
    import subprocess

    code = "import sys, gameofyear.narrate.highlights; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_a_quarter_game_keeps_the_most_telling_in_date_order() -> None:
    """Ten swaps, a bankruptcy and a quarter race: eight kept, the bankruptcy first, the race left out."""
    events: list[ev.Event] = []
    for k in range(10):
        events.append(ev.PawnsSwapped(0, 1, 10 + k, 20 + k, "almanac:06-21"))
    events.append(ev.Bankrupt(1, 0, 5, 0, "almanac:01-06"))
    events.append(ev.QuarterPassed(0, day_index("03-31"), 500, 2, 1))
    told = highlights(events, 2)
    assert len(told) == 8
    assert told[0] == Highlight("bankrupt", 5, 10, 1, None)
    assert [h.kind for h in told].count("swap") == 7  # the first seven swaps; the race is less telling
    assert [h.day for h in told] == sorted(h.day for h in told)
    assert highlights(events, 2, most=2) == [Highlight("bankrupt", 5, 10, 1), Highlight("swap", 20, 0, 0, 1)]


def test_bad_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="count must be at least 1, got 0"):
        highlights([], 0)
    with pytest.raises(ValueError, match="most must be at least 0"):
        highlights([], 1, most=-1)


def test_the_lead_the_comeback_and_a_birthday_are_told_on_their_days() -> None:
    """Ann leads three turns from 11 January; Bob, last on 31 January, ends ahead; Cleo's birthday brings 200."""
    events = [
        ev.TurnStarted(0, 1, False), ev.PawnMoved(0, 0, 10, "spin", "dial"),
        ev.MoneyPaid(None, 0, 500, 500, "almanac:01-11"), ev.TurnEnded(0),
        ev.TurnStarted(1, 2, False), ev.PawnMoved(1, 0, 20, "spin", "dial"),
        ev.MoneyPaid(1, None, 800, 800, "almanac:01-21"), ev.TurnEnded(1),
        ev.TurnStarted(2, 3, False), ev.PawnMoved(2, 0, 30, "spin", "dial"),
        ev.MoneyPaid(0, 2, 100, 100, "birthday"), ev.MoneyPaid(1, 2, 100, 100, "birthday"), ev.TurnEnded(2),
        ev.TurnStarted(1, 4, False), ev.PawnMoved(1, 20, 40, "spin", "dial"),
        ev.MoneyPaid(None, 1, 2000, 2000, "lucky_number"), ev.TokensMoved(None, 1, 1, "token"), ev.TurnEnded(1),
    ]
    told = highlights(events, 3, start_money=1000, start_tokens=0, price=100)
    assert told == [
        Highlight("led_most", 10, 3, 0, None, 3),
        Highlight("biggest_payment", 20, 6, 1, None, 800),
        Highlight("birthday", 30, 10, 2, None, 200),
        Highlight("comeback", 30, 12, 1),
        Highlight("biggest_win", 40, 15, 1, None, 2000),
    ], told
