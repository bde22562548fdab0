"""The Italian edition ("Il Gioco dell'Anno"): every difference of RULINGS.md §11, read from its edition file."""

from __future__ import annotations

from functools import cache

import pytest
from helpers import Driver, build, classic, person, with_edition

from gameofyear.content import load_content, load_texts
from gameofyear.engine import SetupError
from gameofyear.engine.decisions import DecisionKind
from gameofyear.simulation import simulate


@cache
def italian():
    return load_content(edition="italian")


def test_italian_numbers_are_those_of_the_rulings_table():
    """RULINGS.md §11: lire, 1 000 000 to start, 500 000 a quarter, 100 000 a day, 200 000, 500 000 a token, ×1000."""
    ed = italian().edition
    assert (ed.players.min, ed.players.max) == (3, 6)
    assert (ed.start_money, ed.quarter_pay, ed.day_price) == (1_000_000, 500_000, 100_000)
    assert (ed.lucky_number_pay, ed.birthday_pay, ed.token_price, ed.amount_scale) == (200_000, 200_000, 500_000, 1000)
    assert ed.zodiac_protection == "hazard_only"
    assert (ed.frame_colours.double_blue, ed.frame_colours.half) == ("purple", "yellow")


def test_lire_are_written_the_italian_way():
    """RULINGS.md §11: "L. 1.000.000"."""
    assert italian().format_money(1_000_000) == "L.\u00a01.000.000"
    assert load_texts(italian()).text("cards.chance-05").endswith("Receive L.\u00a0300.000 from the bank.")


def test_the_italian_decks_have_44_si_and_43_no_cards():
    """RULINGS.md §10: the classic cards plus 2 Chance and 7 Hazard cards of its own."""
    content = italian()
    assert (len(content.chance_cards), len(content.hazard_cards)) == (44, 43)
    assert set(classic().cards) < set(content.cards)


def test_the_italian_edition_is_for_three_to_six_players():
    """RULINGS.md §11: 3–6 players."""
    with pytest.raises(SetupError):
        build(2, content=italian())
    build(3, content=italian())


def test_card_amounts_are_multiplied_by_a_thousand():
    """RULINGS.md §11: printed francs × 1 000."""
    game = build(3, content=italian(), positions=["01-03", "01-01", "01-01"], lucky=[25, 26, 27],
                 dial=[3], chance=["chance-05"])
    Driver(game).spin(3)  # 6 January: draw a Chance card (receive 300)
    assert game.state.players[0].money == 1_300_000


def test_a_vacation_ends_the_turn_in_the_italian_edition():
    """Italian rulebook ("Carte vacanza"): once the vacation's square is reached, the turn is over — no offered days."""
    game = build(3, content=italian(), positions=["01-01", "01-01", "01-01"], lucky=[25, 26, 27], dial=[2])
    drv = Driver(game)
    drv.spin(2)  # 3 January, a plain square
    while game.pending.kind is not DecisionKind.VACATION:
        drv.decide(game.pending.kind, 0 if game.pending.kind is DecisionKind.BUY_DAYS else False)
    drv.decide(DecisionKind.VACATION, True)
    assert game.state.players[0].position == 16  # 17 January, plain
    assert game.state.active != 0 or game.pending.kind is not DecisionKind.PLEDGE
    assert not [e for e in drv.events if type(e).__name__ == "DaysPledged"]


def test_the_house_rule_that_a_vacation_does_not_end_the_turn_offers_days_after_it():
    """RULINGS.md §12: both editions end the turn with a vacation; ``vacation_ends_turn: false`` is a house rule."""
    assert classic().edition.vacation_ends_turn and italian().edition.vacation_ends_turn
    game = build([person("A", "1980-06-15"), person("B", "1981-06-15"), person("C", "1982-06-15")],
                 content=with_edition(classic(), vacation_ends_turn=False),
                 positions=["01-01", "01-01", "01-01"], lucky=[25, 26, 27], dial=[2])
    drv = Driver(game)
    drv.spin(2)
    while game.pending.kind is not DecisionKind.VACATION:
        drv.decide(game.pending.kind, 0 if game.pending.kind is DecisionKind.BUY_DAYS else False)
    drv.decide(DecisionKind.VACATION, True)
    assert game.pending.kind is DecisionKind.PLEDGE and game.pending.subject == 0


def test_whole_italian_games_run_between_computer_players():
    """The engine plays the Italian edition end to end (3 to 6 players)."""
    for players in (3, 6):
        summary = simulate(italian(), players=players, bots=["basic", "random"], games=3, seed=players)
        assert summary.games == 3 and summary.winner_tokens > 0


def test_italian_claims_are_automatic_by_default_and_manual_is_the_same_house_rule():
    """RULINGS.md §12: the Italian edition pays lucky numbers and birthdays automatically unless claims are manual."""
    assert italian().edition.claims == "automatic"
    game = build(3, content=italian(), positions=["01-01", "01-01", "01-01"], lucky=[4, 26, 27], dial=[3])
    Driver(game).spin(3)                           # 4 January: the player's own lucky number
    assert game.state.players[0].money == 1_000_000 + 200_000
    manual = build(3, content=italian(), positions=["01-01", "01-01", "01-01"], lucky=[4, 26, 27], dial=[3],
                   claims="manual")
    Driver(manual).spin(3)
    assert manual.state.players[0].money == 1_000_000 and len(manual.open_claims(0)) == 1
