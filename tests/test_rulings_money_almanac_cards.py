"""Rule tests for RULINGS.md §6–§11: zodiac, money and tokens, almanac entries, cards, end, setup, API.

Every test builds its own situation with ``helpers.build`` and asserts what the
rules say must happen. Lucky numbers are always set explicitly; birthdays
default to 15 June (Gemini: 21 May–21 June), so a pawn standing between those
dates is protected by the classic zodiac unless another birth date is given.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest
from helpers import TODAY, Driver, build, classic, d, money_of, person, positions_of, tokens_of, with_edition

from gameofyear.content import load_texts
from gameofyear.content import schema as s
from gameofyear.engine import Game, IllegalActionError, Setup, SetupError
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.narrate import describe

CAPRICORN = "1980-01-05"
"""A birth date (Capricorn) for pawns that must not be protected outside 22 Dec–19 Jan."""
CANCER = "1980-07-01"
SCORPIO = "1980-11-01"
SAGITTARIUS = "1980-12-01"


def hazard_only():
    """The classic content with the Italian zodiac protection (Hazard cards only)."""
    return with_edition(classic(), zodiac_protection="hazard_only")


def scaled():
    """The classic content with Italian-style amounts (every number from the edition)."""
    return with_edition(
        classic(), start_money=1_000_000, amount_scale=1000, quarter_pay=500_000, day_price=100_000,
        lucky_number_pay=200_000, birthday_pay=200_000, token_price=500_000,
    )


def pending_kind(game: Game) -> DecisionKind | None:
    return game.pending.kind if game.pending is not None else None


def bankruptcies(drv: Driver) -> list[ev.Bankrupt]:
    return drv.of_type(ev.Bankrupt)


# ============================================================================ §6 zodiac


@pytest.mark.parametrize(("born", "sign"), [
    ("1990-05-20", "taurus"), ("1990-05-21", "gemini"), ("1990-06-21", "gemini"), ("1990-06-22", "cancer"),
    ("1990-12-21", "sagittarius"), ("1990-12-22", "capricorn"), ("1990-01-19", "capricorn"),
    ("1990-01-20", "aquarius"), ("1992-02-29", "pisces"),
])
def test_a_players_sign_comes_from_the_birthday(born, sign):
    """RULINGS.md §6: sign dates of the classic edition (Gemini 21 May–21 June); the sign comes from the birthday."""
    game = build([person("A", born=born), person("B")], lucky=[25, 26])
    assert game.observation(0).players[0].sign == sign


def test_sign_squares_are_the_first_day_of_each_sign():
    """RULINGS.md §6: the first day of each sign is a sign square; Gemini runs 21 May–21 June."""
    content = classic()
    assert content.sign_of_day[d("05-20")] == "taurus"
    assert content.sign_of_day[d("05-21")] == "gemini"
    assert content.sign_of_day[d("06-21")] == "gemini"
    assert content.sign_of_day[d("06-22")] == "cancer"
    assert content.squares[d("05-21")].frame == "sign"
    assert content.squares[d("12-22")].frame == "sign"
    assert content.squares[d("01-01")].frame == "start"


def test_zodiac_protects_from_almanac_payment():
    """RULINGS.md §6 (all_losses): a pawn in its owner's sign pays nothing to the bank for an almanac entry."""
    game = build([person("Can", born=CANCER), person("B")], positions=["07-04", "01-01"], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("07-07")
    assert money_of(game) == [800, 800]
    assert any(e.player == 0 and e.what == "money" for e in drv.of_type(ev.Protected))


def test_zodiac_protects_from_hazard_card_payment():
    """RULINGS.md §6 (all_losses): a Hazard card's payment to the bank is cancelled for a protected drawer."""
    game = build(2, positions=["06-07", "01-01"], lucky=[25, 26], hazard=["hazard-11"], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-10")
    assert money_of(game) == [800, 800]


def test_zodiac_protects_from_hazard_card_token_loss():
    """RULINGS.md §6 (all_losses): no token is lost to a Hazard card while in one's sign."""
    game = build(2, positions=["06-07", "01-01"], lucky=[25, 26], hazard=["hazard-35"], dial=[3])
    Driver(game).spin(3)
    assert tokens_of(game) == [2, 2]


def test_zodiac_protects_from_double_blue_token_and_backward_move():
    """RULINGS.md §6 (all_losses): on 13 June a Gemini keeps its token (double blue) and does not move back."""
    game = build(2, positions=["06-10", "01-01"], lucky=[25, 26], dial=[3])
    bank = game.state.bank_tokens
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-13")
    assert tokens_of(game) == [2, 2]
    assert game.state.bank_tokens == bank


def test_zodiac_protects_from_backward_move_of_a_hazard_card():
    """RULINGS.md §6 (all_losses): a Hazard card's backward move is cancelled for a protected drawer."""
    game = build(2, positions=["06-07", "01-01"], lucky=[25, 26], hazard=["hazard-26"], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-10")


def test_zodiac_protects_from_other_players_lucky_number_and_birthday():
    """RULINGS.md §6 (all_losses): a protected lander pays neither another's lucky number nor birthday."""
    game = build(
        [person("Gem"), person("Luck"), person("Bday", born="1980-06-08")],
        positions=["06-05", "01-01", "01-01"], lucky=[25, 8, 26], dial=[3],
    )
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-08")
    assert money_of(game) == [800, 800, 800]


def test_zodiac_protects_from_paying_other_players_by_card():
    """RULINGS.md §6 (all_losses): "pay 200 to each other player" costs a protected drawer nothing."""
    game = build(3, positions=["06-07", "01-01", "01-01"], lucky=[25, 26, 27], hazard=["hazard-29"], dial=[3])
    Driver(game).spin(3)
    assert money_of(game) == [800, 800, 800]


@pytest.mark.parametrize(("protection", "position", "tokens"), [
    ("all_losses", "06-13", 2), ("hazard_only", "06-01", 1),
])
def test_hazard_only_does_not_protect_from_double_blue_or_almanac_moves(protection, position, tokens):
    """RULINGS.md §6: on 13 June a Gemini keeps token and square in classic, but not in hazard_only."""
    content = with_edition(classic(), zodiac_protection=protection)
    game = build(2, content=content, positions=["06-10", "01-01"], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d(position)
    assert tokens_of(game)[0] == tokens


def test_zodiac_protects_from_losing_a_turn():
    """RULINGS.md §6 (all_losses): 15 November makes no Scorpio lose a turn while in Scorpio."""
    game = build([person("Sco", born=SCORPIO), person("B")], positions=["11-12", "01-01"], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("11-15")
    assert game.state.players[0].lost_turns == 0


def test_zodiac_protected_player_keeps_gains():
    """RULINGS.md §6: gains are kept while protected (own lucky number, a Chance card)."""
    game = build(2, positions=["06-03", "01-01"], lucky=[6, 26], chance=["chance-07"], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-06")
    assert money_of(game) == [800 + 200 + 500, 800]


def test_zodiac_does_not_protect_buying_a_token_or_days():
    """RULINGS.md §6: voluntary spending (a token, bought days) is not protected."""
    game = build(2, positions=["06-01", "01-01"], lucky=[25, 26], dial=[1])
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, True, player=0)
    drv.decide(DecisionKind.SPIN, True)
    drv.decide(DecisionKind.CHOOSE_NUMBER, 1)
    assert positions_of(game)[0] == d("06-02")
    drv.decide(DecisionKind.BUY_DAYS, 1, player=0)
    assert positions_of(game)[0] == d("06-03")
    assert money_of(game)[0] == 800 - 500 - 100
    assert tokens_of(game)[0] == 3


def test_zodiac_does_not_protect_offering_days():
    """RULINGS.md §6: a protected opponent who pledges days pays for them."""
    game = build(2, positions=["01-02", "06-01"], lucky=[25, 26], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert positions_of(game)[0] == d("01-03")
    drv.decide(DecisionKind.BUY_DAYS, 0, player=0)
    drv.decide(DecisionKind.VACATION, False, player=0)
    drv.decide(DecisionKind.PLEDGE, 1, player=1)
    assert money_of(game) == [800, 700]
    assert positions_of(game)[0] == d("01-04")


def test_zodiac_does_not_protect_the_6_december_pay_300_choice():
    """RULINGS.md §6/§8: the 6 December "pay 300" choice is voluntary, so a protected Sagittarius pays it."""
    game = build([person("Sag", born=SAGITTARIUS), person("B")], positions=["12-03", "01-01"], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin()
    assert positions_of(game)[0] == d("12-06")
    drv.decide(DecisionKind.CHOICE, 0, player=0)
    assert money_of(game)[0] == 500


def test_zodiac_taking_a_token_from_a_protected_player_takes_nothing():
    """RULINGS.md §10 (classic): taking a token from a protected player takes nothing, so the protected
    player is not offered and the other one gives the token (§12: nobody is asked when one choice is left)."""
    game = build(
        [person("A"), person("Gem"), person("C", born=CAPRICORN)],
        positions=["01-03", "06-01", "03-03"], lucky=[25, 26, 27], chance=["chance-21"], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert pending_kind(game) is not DecisionKind.CHOOSE_PLAYER
    assert [(e.player, e.target) for e in drv.of_type(ev.PlayerChosen)] == [(0, 2)]
    assert tokens_of(game) == [3, 2, 1]


def test_zodiac_when_every_opponent_is_protected_nothing_is_taken_and_nobody_is_asked():
    """RULINGS.md §10/§12 (classic): with every opponent protected, the Chance card takes nothing and asks nothing."""
    game = build(
        [person("A"), person("Gem"), person("Gem2")],
        positions=["01-03", "06-01", "05-30"], lucky=[25, 26, 27], chance=["chance-21"], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert pending_kind(game) is not DecisionKind.CHOOSE_PLAYER
    assert [(e.player, e.what) for e in drv.of_type(ev.Protected)] == [(1, "token"), (2, "token")]
    assert tokens_of(game) == [2, 2, 2]


def test_zodiac_protected_player_is_not_asked_whom_to_pay_or_give_a_token():
    """RULINGS.md §12: a protected player who would pay a chosen player (23 January) is not asked to pick anyone."""
    aquarius = "1980-02-01"
    game = build(
        [person("Man", born=aquarius, sex="male"), person("F1", sex="female"), person("F2", sex="female")],
        positions=["01-20", "01-01", "01-01"], lucky=[25, 26, 27], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("01-23")
    assert pending_kind(game) is not DecisionKind.CHOOSE_PLAYER
    assert [(e.player, e.what) for e in drv.of_type(ev.Protected)] == [(0, "money")]
    assert money_of(game) == [800, 800, 800]


def test_zodiac_taking_money_from_a_protected_player_takes_nothing():
    """RULINGS.md §10 (classic): "every other player gives you 100" takes nothing from a protected player."""
    game = build(
        [person("A"), person("Gem"), person("C", born=CAPRICORN)],
        positions=["01-03", "06-01", "03-03"], lucky=[25, 26, 27], chance=["chance-29"], dial=[3],
    )
    Driver(game).spin(3)
    assert money_of(game) == [900, 800, 700]


def test_hazard_only_every_player_pays_bank_spares_protected_non_drawer():
    """RULINGS.md §6 (hazard_only): "every player pays the bank 200" drawn by another spares a protected player."""
    game = build(
        [person("A", born=CAPRICORN), person("Gem"), person("C", born=CAPRICORN)], content=hazard_only(),
        positions=["06-07", "06-01", "02-02"], lucky=[25, 26, 27], hazard=["hazard-32"], dial=[3],
    )
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-10")
    assert money_of(game) == [600, 800, 600]


def test_classic_every_player_pays_bank_spares_protected_player():
    """RULINGS.md §10: the Hazard "every player pays the bank 200" spares each zodiac-protected player."""
    game = build(
        [person("A", born=CAPRICORN), person("Gem"), person("C", born=CAPRICORN)],
        positions=["06-07", "06-01", "02-02"], lucky=[25, 26, 27], hazard=["hazard-33"], dial=[3],
    )
    Driver(game).spin(3)
    assert money_of(game) == [600, 800, 600]


def test_hazard_only_protects_the_drawer_from_a_hazard_card():
    """RULINGS.md §6 (hazard_only): a Hazard card drawn by a protected player is cancelled for them."""
    game = build(2, content=hazard_only(), positions=["06-07", "01-01"], lucky=[25, 26], hazard=["hazard-11"], dial=[3])
    Driver(game).spin(3)
    assert money_of(game) == [800, 800]


@pytest.mark.parametrize(("protection", "expected"), [("all_losses", 800), ("hazard_only", 800 - 200 - 300)])
def test_hazard_only_does_not_protect_from_almanac_or_lucky_numbers(protection, expected):
    """RULINGS.md §6: hazard_only leaves almanac payments and lucky numbers unprotected (all_losses protects)."""
    content = with_edition(classic(), zodiac_protection=protection)
    game = build([person("Can", born=CANCER), person("B")], content=content,
                 positions=["07-04", "01-01"], lucky=[25, 7], dial=[3])
    Driver(game).spin(3)
    assert money_of(game)[0] == expected


def test_hazard_only_chance_card_takes_token_from_protected_player():
    """RULINGS.md §6/§10: in hazard_only a Chance card may take a token from a player standing in their sign."""
    game = build(
        [person("A"), person("Gem"), person("C", born=CAPRICORN)], content=hazard_only(),
        positions=["01-03", "06-01", "03-03"], lucky=[25, 26, 27], chance=["chance-22"], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.options == (1, 2)
    drv.decide(DecisionKind.CHOOSE_PLAYER, 1, player=0)
    assert tokens_of(game) == [3, 1, 2]


# ============================================================================ §7 money, bankruptcy, tokens


def test_bankrupt_player_pays_everything_to_creditor_and_gives_half_tokens_rounded_up():
    """RULINGS.md §7: a player who cannot pay gives all to that creditor, returns half the tokens (5 → 3)."""
    game = build(
        [person("A", born=CAPRICORN), person("B")], positions=["03-01", "01-01"],
        money=[150, 800], tokens=[5, 2], lucky=[29, 4], dial=[3],
    )
    bank = game.state.bank_tokens
    drv = Driver(game)
    drv.spin(3)
    assert money_of(game) == [0, 950]
    assert tokens_of(game) == [2, 2]
    assert game.state.bank_tokens == bank + 3
    assert game.state.players[0].bankrupt
    assert [(b.player, b.tokens_returned) for b in bankruptcies(drv)] == [(0, 3)]


def test_bankrupt_player_moves_back_to_last_day_of_previous_month_without_landing():
    """RULINGS.md §7: bankruptcy moves back to the last day of last month (here 29 Feb) with no landing effect."""
    game = build(
        [person("A", born=CAPRICORN), person("B")], positions=["03-01", "01-01"],
        money=[150, 800], lucky=[29, 4], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("02-29")
    assert game.state.players[0].extra_turns == 0      # the 29 Feb almanac did not apply
    assert money_of(game)[0] == 0                      # nor the own lucky number 29
    assert not drv.of_type(ev.AlmanacRead)


def test_bankrupt_in_january_goes_back_to_start():
    """RULINGS.md §7: a bankruptcy in January sends the pawn to Start."""
    game = build(2, positions=["01-05", "01-01"], money=[100, 800], lucky=[25, 8], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("01-01")
    assert money_of(game) == [0, 900]


def test_bankruptcy_cancels_the_rest_of_the_chain():
    """RULINGS.md §7: after 1 Feb's unpaid 300 the advance to 16 Feb (and its payments) is cancelled."""
    game = build(3, positions=["01-29", "01-01", "01-01"], money=[200, 500, 900], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("01-31")
    assert money_of(game) == [0, 500, 900]
    assert len(bankruptcies(drv)) == 1


def test_bankruptcy_cancels_every_other_payment_owed_in_that_chain():
    """RULINGS.md §7: "pay 100 to each other player" stops at the bankruptcy; later creditors get nothing."""
    game = build(4, positions=["01-10", "01-01", "01-01", "01-01"], money=[150, 800, 800, 800],
                 lucky=[25, 26, 27, 28], hazard=["hazard-27"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert money_of(game) == [0, 900, 850, 800]
    assert len(bankruptcies(drv)) == 1


def test_bankruptcy_on_a_birthday_cancels_the_lucky_number_payment():
    """RULINGS.md §7: the birthday payment bankrupts; the lucky-number payment of the same landing is cancelled."""
    game = build(
        [person("A", born=CAPRICORN), person("B", born="1980-04-08"), person("C")],
        positions=["04-05", "01-01", "01-01"], money=[100, 800, 800], lucky=[25, 26, 8], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert money_of(game) == [0, 900, 800]
    assert positions_of(game)[0] == d("03-31")
    assert len(bankruptcies(drv)) == 1


def test_one_player_cannot_go_bankrupt_twice_for_the_same_chain():
    """RULINGS.md §7: once bankrupt, every other payment still owed in that chain (17 Dec draws) is cancelled."""
    game = build(3, positions=["12-14", "01-01", "01-01"], money=[50, 800, 800], lucky=[25, 26, 27],
                 hazard=["hazard-01", "hazard-27", "hazard-32"], dial=[3])
    drv = Driver(game)
    drv.spin()
    drv.decide(DecisionKind.TABLE_QUESTION, False, player=0)
    # P0 cannot pay hazard-01 and goes bankrupt; P1's hazard-27 then pays P0 100;
    # P2's hazard-32 would make P0 pay 200 again in the same chain.
    assert [b.player for b in bankruptcies(drv)] == [0]
    assert positions_of(game)[0] == d("11-30")
    assert money_of(game)[0] == 100


def test_bankrupt_player_pays_nothing():
    """RULINGS.md §7: while bankrupt a player pays nothing (and is not bankrupted again)."""
    game = build(2, positions=["07-04", "01-01"], money=[0, 800], lucky=[25, 26], dial=[3])
    game.state.players[0].bankrupt = True
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("07-07")
    assert not game.is_protected(0)
    assert money_of(game) == [0, 800]
    assert game.state.players[0].bankrupt
    assert not bankruptcies(drv)


def test_payments_to_a_bankrupt_player_happen_and_end_the_bankruptcy():
    """RULINGS.md §7: a bankrupt player is still paid; the bankrupt state ends when money is received."""
    game = build(2, active=1, positions=["01-01", "02-02"], money=[0, 800], lucky=[5, 26], dial=[3])
    game.state.players[0].bankrupt = True
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[1] == d("02-05")
    assert money_of(game) == [200, 600]
    assert not game.state.players[0].bankrupt
    assert drv.of_type(ev.BankruptcyEnded) == [ev.BankruptcyEnded(0)]


def test_having_no_money_is_not_bankruptcy():
    """RULINGS.md §7: paying one's last franc (ending with 0) is not bankruptcy; only failing to pay is."""
    game = build([person("A", born=CAPRICORN), person("B")], positions=["07-04", "01-01"],
                 money=[300, 800], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert money_of(game)[0] == 0
    assert positions_of(game)[0] == d("07-07")
    assert not game.state.players[0].bankrupt
    assert not bankruptcies(drv)


def test_bank_token_award_larger_than_stock_gives_what_is_left():
    """RULINGS.md §7: the bank's tokens are limited; "receive 2 tokens" with 1 left gives 1."""
    game = build(2, positions=["01-03", "01-01"], lucky=[25, 26], chance=["chance-18"], dial=[3], bank_tokens=1)
    Driver(game).spin(3)
    assert tokens_of(game) == [3, 2]
    assert game.state.bank_tokens == 0


def test_player_without_tokens_gives_none_to_the_bank():
    """RULINGS.md §7 (clarification 6): a player with no token who must give one gives none."""
    game = build(2, positions=["01-10", "01-01"], tokens=[0, 2], lucky=[25, 26], hazard=["hazard-12"], dial=[3])
    bank = game.state.bank_tokens
    Driver(game).spin(3)
    assert not game.is_protected(0, "hazard")
    assert tokens_of(game) == [0, 2]
    assert game.state.bank_tokens == bank


def test_player_without_tokens_gives_none_to_a_chosen_player():
    """RULINGS.md §7: "give 1 token to the player of your choice" with no token gives nothing."""
    game = build(3, positions=["01-10", "01-01", "01-01"], tokens=[0, 2, 2], lucky=[25, 26, 27],
                 hazard=["hazard-18"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    if pending_kind(game) is DecisionKind.CHOOSE_PLAYER:
        drv.decide(DecisionKind.CHOOSE_PLAYER, 1, player=0)
    assert not game.is_protected(0, "hazard")
    assert tokens_of(game) == [0, 2, 2]


def test_player_without_tokens_loses_none_on_a_double_blue_square():
    """RULINGS.md §1/§7: double blue takes a token only if the player has one."""
    game = build([person("A", born=CAPRICORN), person("B")], positions=["01-18", "01-01"],
                 tokens=[0, 2], lucky=[25, 26], hazard=["hazard-01"], dial=[3])
    bank = game.state.bank_tokens
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("01-21")
    assert tokens_of(game) == [0, 2]
    assert game.state.bank_tokens == bank
    assert money_of(game)[0] == 700


# ============================================================================ §8 almanac entries


def test_23_january_man_pays_300_to_the_woman_of_his_choice():
    """RULINGS.md §8 (23 Jan): a man pays 300 to the female player he chooses."""
    game = build([person("Bob", sex="male"), person("Ann", sex="female"), person("Eve", sex="female")],
                 positions=["01-20", "01-01", "01-01"], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.options == (1, 2)
    drv.decide(DecisionKind.CHOOSE_PLAYER, 1, player=0)
    assert money_of(game) == [500, 1100, 800]


def test_23_january_with_no_female_player_nothing_happens():
    """RULINGS.md §8 (23 Jan): with no female player (unstated sex is not female) nothing happens."""
    game = build([person("Bob", sex="male"), person("Al", sex="male"), person("Cy")],
                 positions=["01-20", "01-01", "01-01"], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert money_of(game) == [800, 800, 800]
    assert pending_kind(game) is not DecisionKind.CHOOSE_PLAYER
    assert drv.of_type(ev.NoTarget)


def test_23_january_unstated_sex_is_neither_man_nor_woman():
    """RULINGS.md §8 (23 Jan): a player of unstated sex neither pays (man) nor draws Chance (woman)."""
    game = build([person("Cy"), person("Ann", sex="female")], positions=["01-20", "01-01"],
                 lucky=[25, 26], chance=["chance-12"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert money_of(game) == [800, 800]
    assert not drv.of_type(ev.CardDrawn)


def test_23_january_only_female_players_can_be_chosen():
    """RULINGS.md §8 (23 Jan): a player of unstated sex is not a woman to pay (the only woman is paid)."""
    game = build([person("Bob", sex="male"), person("Ann", sex="female"), person("Cy")],
                 positions=["01-20", "01-01", "01-01"], lucky=[25, 26, 27], dial=[3])
    Driver(game).spin(3)
    assert money_of(game) == [500, 1100, 800]


def test_1_february_pays_300_then_advances_to_16_february_which_applies():
    """RULINGS.md §8 (1 Feb, 16 Feb): pay 300, advance to 16 Feb, pay 100 to the poorest, get 100 from the richest."""
    game = build(3, positions=["01-29", "01-01", "01-01"], money=[1000, 500, 900], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("02-16")
    assert money_of(game) == [1000 - 300 - 100 + 100, 600, 800]


def test_16_february_ties_are_chosen_by_the_active_player():
    """RULINGS.md §8 (16 Feb): among tied poorest / richest players the active player chooses."""
    game = build(4, positions=["02-13", "01-01", "01-01", "01-01"], money=[800, 300, 300, 900],
                 lucky=[25, 26, 27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.options == (1, 2)
    drv.decide(DecisionKind.CHOOSE_PLAYER, 2, player=0)
    assert money_of(game) == [800, 300, 400, 800]


def test_16_february_richest_tie_is_chosen_by_the_active_player():
    """RULINGS.md §8 (16 Feb): tied richest players: the active player chooses who pays."""
    game = build(4, positions=["02-13", "01-01", "01-01", "01-01"], money=[800, 100, 900, 900],
                 lucky=[25, 26, 27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.options == (2, 3)
    drv.decide(DecisionKind.CHOOSE_PLAYER, 3, player=0)
    assert money_of(game) == [800, 200, 900, 800]


def test_10_march_every_player_pays_by_sex_and_age():
    """RULINGS.md §8 (10 Mar): 300 for girls under 12, men and unstated; 600 for other women."""
    game = build(
        [person("Girl", born="2015-06-15", sex="female"), person("Man", sex="male"), person("Cy"),
         person("Woman", sex="female")],
        positions=["03-07", "01-01", "01-01", "01-01"], lucky=[25, 26, 27, 28], dial=[3],
    )
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("03-10")
    assert money_of(game) == [500, 500, 500, 200]


def test_1_april_rearrangement_options_exclude_leaving_every_pawn_in_place():
    """RULINGS.md §8 (1 Apr): any rearrangement of the opponents except the identity; no landing or passing."""
    game = build(4, positions=["03-31", "02-10", "05-03", "07-07"], lucky=[25, 3, 7, 10], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert positions_of(game)[0] == d("04-01")
    pending = game.pending
    assert pending.kind is DecisionKind.REARRANGE and pending.player == 0
    assert pending.info == (1, 2, 3)
    days = (d("02-10"), d("05-03"), d("07-07"))
    assert days not in pending.options
    assert len(pending.options) == 5 and all(sorted(o) == sorted(days) for o in pending.options)
    drv.decide(DecisionKind.REARRANGE, (d("07-07"), d("02-10"), d("05-03")))
    assert positions_of(game) == [d("04-01"), d("07-07"), d("02-10"), d("05-03")]
    assert money_of(game) == [800] * 4
    assert tokens_of(game) == [2] * 4
    assert not drv.of_type(ev.QuarterPassed)
    assert [e.player for e in drv.of_type(ev.AlmanacRead)] == [0]      # only the active player's own 1 April


def test_1_april_with_all_opponents_on_one_square_nothing_happens():
    """RULINGS.md §8 (1 Apr): with every opponent on one square there is nothing to rearrange."""
    game = build(4, positions=["03-31", "05-03", "05-03", "05-03"], lucky=[25, 26, 27, 28], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert pending_kind(game) is not DecisionKind.REARRANGE
    assert positions_of(game) == [d("04-01"), d("05-03"), d("05-03"), d("05-03")]


def test_1_april_with_two_players_the_pawns_swap():
    """RULINGS.md §8 (1 Apr): with 2 players the two pawns swap, with no landing or passing effects."""
    game = build(2, positions=["03-31", "07-07"], lucky=[25, 7], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert positions_of(game) == [d("07-07"), d("04-01")]
    assert money_of(game) == [800, 800]
    assert not drv.of_type(ev.QuarterPassed)


def test_21_june_swaps_with_any_other_player_without_landing_or_passing():
    """RULINGS.md §8 (21 Jun): swap with the chosen player; no landing, no passing effects."""
    game = build(3, positions=["06-18", "03-03", "08-10"], lucky=[25, 10, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("06-21")
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.options == (1, 2)
    assert game.pending.topic == "swap"
    drv.decide(DecisionKind.CHOOSE_PLAYER, 2, player=0)
    assert positions_of(game) == [d("08-10"), d("03-03"), d("06-21")]
    assert money_of(game) == [800, 800, 800]
    assert not drv.of_type(ev.QuarterPassed)


def test_21_june_a_protected_player_ahead_cannot_be_chosen_but_one_behind_can():
    """RULINGS.md §12 (classic): a pawn in its owner's sign is never moved back by a swap; moving it forward is allowed."""
    game = build(
        [person("A", born=CAPRICORN), person("GemBehind"), person("C", born=CAPRICORN), person("CanAhead", born=CANCER)],
        positions=["06-18", "06-05", "08-10", "07-01"], lucky=[25, 10, 27, 28], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("06-21")
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.topic == "swap"
    assert game.pending.options == (1, 2)       # Cancer stands in her sign, ahead: she cannot be pulled back
    drv.decide(DecisionKind.CHOOSE_PLAYER, 1, player=0)
    assert positions_of(game)[:2] == [d("06-05"), d("06-21")]   # the protected pawn behind moves forward


def test_21_june_with_only_protected_players_ahead_nobody_is_asked_and_nothing_moves():
    """RULINGS.md §12 (classic): when every other pawn is protected and ahead, 21 June swaps nothing and says why."""
    game = build([person("A", born=CAPRICORN), person("Can", born=CANCER)], positions=["06-18", "07-01"],
                 lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert pending_kind(game) is not DecisionKind.CHOOSE_PLAYER
    assert positions_of(game) == [d("06-21"), d("07-01")]
    assert [(e.player, e.what) for e in drv.of_type(ev.Protected)] == [(1, "move")]
    assert not drv.of_type(ev.PawnsSwapped)


def test_21_june_italian_protection_does_not_stop_a_swap():
    """RULINGS.md §6/§12: the Italian edition's zodiac spares Hazard cards only, so a protected pawn ahead can be swapped."""
    game = build([person("A", born=CAPRICORN), person("Can", born=CANCER)], content=hazard_only(),
                 positions=["06-18", "07-01"], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game) == [d("07-01"), d("06-21")]


def test_1_april_no_protected_opponent_ends_on_an_earlier_square():
    """RULINGS.md §12 (classic): on 1 April a protected opponent may stay or move forward, never back."""
    game = build(
        [person("A", born=CAPRICORN), person("Gem"), person("C", born=CAPRICORN), person("D", born=CAPRICORN)],
        positions=["03-31", "06-01", "02-10", "07-07"], lucky=[25, 3, 7, 10], dial=[1],
    )
    drv = Driver(game)
    drv.spin(1)
    pending = game.pending
    assert pending.kind is DecisionKind.REARRANGE and pending.info == (1, 2, 3)
    gem = d("06-01")
    assert sorted(pending.options) == sorted([
        (gem, d("07-07"), d("02-10")), (d("07-07"), gem, d("02-10")), (d("07-07"), d("02-10"), gem),
    ])
    assert all(option[0] >= gem for option in pending.options)


def test_1_april_when_protection_leaves_only_the_identity_nothing_happens():
    """RULINGS.md §12: "not every pawn where it was" yields when the zodiac allows nothing else; the log says why."""
    game = build([person("A", born=CAPRICORN), person("Gem"), person("C", born=CAPRICORN)],
                 positions=["03-31", "06-01", "02-10"], lucky=[25, 3, 7], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert pending_kind(game) is not DecisionKind.REARRANGE
    assert positions_of(game) == [d("04-01"), d("06-01"), d("02-10")]
    assert [(e.player, e.what) for e in drv.of_type(ev.Protected)] == [(1, "move")]
    assert not drv.of_type(ev.PawnsRearranged)


def test_1_april_with_two_players_a_protected_pawn_ahead_is_not_swapped():
    """RULINGS.md §12 (classic): the two-player 1 April swap does not pull a protected pawn back."""
    game = build([person("A", born=CAPRICORN), person("Gem")], positions=["03-31", "06-01"], lucky=[25, 7], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert positions_of(game) == [d("04-01"), d("06-01")]
    assert [(e.player, e.what) for e in drv.of_type(ev.Protected)] == [(1, "move")]


def test_1_april_italian_protection_lets_a_protected_pawn_be_sent_back():
    """RULINGS.md §6/§12: in the Italian edition 1 April may send a pawn standing in its sign back."""
    game = build([person("A", born=CAPRICORN), person("Gem"), person("C", born=CAPRICORN)], content=hazard_only(),
                 positions=["03-31", "06-01", "02-10"], lucky=[25, 3, 7], dial=[1])
    drv = Driver(game)
    drv.spin(1)
    assert game.pending.options == ((d("02-10"), d("06-01")),)
    drv.decide(DecisionKind.REARRANGE, (d("02-10"), d("06-01")))
    assert positions_of(game) == [d("04-01"), d("02-10"), d("06-01")]


def test_13_june_moves_back_12_days_to_1_june_after_giving_a_token():
    """RULINGS.md §8 (13 Jun, double blue): one token to the bank, then back 12 days to 1 June."""
    game = build([person("A", born=CAPRICORN), person("B")], positions=["06-10", "01-01"], lucky=[25, 26], dial=[3])
    bank = game.state.bank_tokens
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("06-01")
    assert tokens_of(game) == [1, 2]
    assert game.state.bank_tokens == bank + 1


def test_11_may_advances_16_days():
    """RULINGS.md §8 (11 May): advance 16 days (to 27 May)."""
    game = build(2, positions=["05-08", "01-01"], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("05-27")


def test_12_july_advances_to_31_july():
    """RULINGS.md §8 (12 Jul): advance to 31 July."""
    game = build(2, positions=["07-09", "01-01"], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("07-31")


def test_28_october_men_over_18_move_back_to_28_september():
    """RULINGS.md §8 (28 Oct): a man over 18 moves back one month to 28 September."""
    game = build([person("Man", born=CAPRICORN, sex="male"), person("B")], positions=["10-25", "01-01"],
                 lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("09-28")
    assert money_of(game)[0] == 800               # moving back past 30 Sep pays nothing
    assert not drv.of_type(ev.QuarterPassed)


@pytest.mark.parametrize("profile", [
    person("Woman", born=CAPRICORN, sex="female"),
    person("Boy18", born="2007-06-15", sex="male"),
    person("Cy", born=CAPRICORN),
])
def test_28_october_others_than_men_over_18_stay(profile):
    """RULINGS.md §8 (28 Oct): women, a man of exactly 18 and unstated players do not move back."""
    game = build([profile, person("B")], positions=["10-25", "01-01"], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("10-28")


def test_19_december_every_elected_player_advances_3_days():
    """RULINGS.md §8 (19 Dec): elected players advance 3; a non-active pawn ignores the almanac where it lands."""
    game = build(
        [person("A", facts=["elected"]), person("B", facts=["elected"]), person("C")],
        positions=["12-16", "12-03", "12-05"], lucky=[25, 26, 27], dial=[3],
    )
    drv = Driver(game)
    drv.spin()
    assert positions_of(game) == [d("12-22"), d("12-06"), d("12-05")]
    assert not [e for e in drv.of_type(ev.AlmanacRead) if e.player == 1]
    assert not (game.pending.kind is DecisionKind.CHOICE and game.pending.player == 1)
    assert money_of(game) == [800, 800, 800]


@pytest.mark.parametrize(("choice", "money"), [(0, 500), (1, 700)])
def test_6_december_pay_300_or_draw_a_hazard(choice, money):
    """RULINGS.md §8 (6 Dec): the player chooses: pay 300, or draw a Hazard card."""
    game = build(2, positions=["12-03", "01-01"], lucky=[25, 26], hazard=["hazard-01"], dial=[3])
    drv = Driver(game)
    drv.spin()
    assert game.pending.kind is DecisionKind.CHOICE and game.pending.options == (0, 1)
    drv.decide(DecisionKind.CHOICE, choice, player=0)
    assert money_of(game)[0] == money
    assert bool(drv.of_type(ev.CardDrawn)) == (choice == 1)


@pytest.mark.parametrize("money", [299, 0])
def test_6_december_pay_300_is_offered_only_to_a_player_who_holds_it(money):
    """RULINGS.md §12: a voluntary payment is never more than one holds: with less than 300 the Hazard card is drawn."""
    game = build(2, positions=["12-03", "01-01"], money=[money, 800], lucky=[25, 26], hazard=["hazard-12"], dial=[3])
    drv = Driver(game)
    drv.spin()
    assert positions_of(game)[0] == d("12-06")
    assert pending_kind(game) is not DecisionKind.CHOICE
    assert [(e.player, e.index, e.forced) for e in drv.of_type(ev.ChoiceMade)] == [(0, 1, True)]
    assert [e.card for e in drv.of_type(ev.CardDrawn)] == ["hazard-12"]
    assert money_of(game)[0] == money and not drv.of_type(ev.Bankrupt)


def test_the_log_line_of_a_choice_says_which_option_was_taken():
    """RULINGS.md §12 (the log): a choice is told by what was chosen, never as "option 1"."""
    content = load_texts(classic())
    names = ["Ann", "Bob"]
    paid = describe(ev.ChoiceMade(0, 0, "almanac:12-06"), names, content)
    drew = describe(ev.ChoiceMade(0, 1, "almanac:12-06"), names, content)
    forced = describe(ev.ChoiceMade(0, 1, "almanac:12-06", forced=True), names, content)
    assert paid == "Ann chooses to pay 300\u00a0F to the bank rather than draw a Hazard card (almanac, 6 December)."
    assert drew == "Ann chooses to draw a Hazard card rather than pay 300\u00a0F to the bank (almanac, 6 December)."
    assert forced == ("Ann has too little money to pay 300\u00a0F to the bank, and must draw a Hazard card "
                      "(almanac, 6 December).")


@pytest.mark.parametrize(("money", "after"), [(999, 1499), (1000, 1200)])
def test_2_september_bank_pays_500_below_1000_else_200(money, after):
    """RULINGS.md §8 (2 Sep): the bank pays 500 to a player holding less than 1000, otherwise 200."""
    game = build(2, positions=["08-30", "01-01"], money=[money, 800], lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert positions_of(game)[0] == d("09-02")
    assert money_of(game)[0] == after


def test_15_november_loses_the_next_turn():
    """RULINGS.md §8 (15 Nov): the player loses their next turn."""
    game = build([person("A", born=CAPRICORN), person("B")], positions=["11-12", "02-02"], lucky=[25, 26], dial=[3, 1])
    drv = Driver(game)
    drv.spin(3)
    assert game.state.players[0].lost_turns == 1
    drv.decline()
    drv.spin(1)                       # player 1's turn
    drv.decline()
    assert drv.of_type(ev.TurnSkipped) == [ev.TurnSkipped(0)]
    assert game.pending.player == 1
    assert positions_of(game)[0] == d("11-15")


def test_16_november_spins_again_and_advances_by_the_difference():
    """RULINGS.md §2/§8 (16 Nov): spin again (again on colours) and advance by the difference of the numbers."""
    game = build(2, positions=["11-13", "01-01"], lucky=[25, 26], dial=[3, "red", 5])
    drv = Driver(game)
    drv.spin(3)
    assert len(drv.of_type(ev.DialSpun)) == 3
    assert positions_of(game)[0] == d("11-23")


@pytest.mark.parametrize(("fine", "deck", "cards", "money"), [
    (True, "chance", ["chance-01", "chance-02", "chance-03"], [900, 950, 1000]),
    (False, "hazard", ["hazard-01", "hazard-03", "hazard-04"], [700, 650, 600]),
])
def test_17_december_table_answers_once_then_every_player_draws(fine, deck, cards, money):
    """RULINGS.md §8 (17 Dec): the table answers once; each player draws Chance (fine) or Hazard, active first."""
    game = build(3, positions=["12-14", "01-01", "02-02"], lucky=[25, 26, 27], dial=[3],
                 **{deck: cards})
    drv = Driver(game)
    drv.spin()
    assert game.pending.kind is DecisionKind.TABLE_QUESTION and game.pending.player == 0
    drv.decide(DecisionKind.TABLE_QUESTION, fine)
    assert pending_kind(game) is not DecisionKind.TABLE_QUESTION
    assert [a.kind for a in drv.of_type(ev.Answered)] == ["table"]
    assert [(c.player, c.card) for c in drv.of_type(ev.CardDrawn)] == list(zip([0, 1, 2], cards))
    assert money_of(game) == money


def test_10_september_question_is_asked_of_every_player():
    """RULINGS.md §8 (10 Sep): a question of the moment asked of every player; those who say yes draw Chance."""
    game = build(3, positions=["09-07", "01-01", "02-02"], lucky=[25, 26, 27],
                 chance=["chance-01", "chance-02"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    for player, answer in ((0, True), (1, False), (2, True)):
        assert game.pending.topic == "wearing_lacoste"
        drv.decide(DecisionKind.QUESTION, answer, player=player)
    assert money_of(game) == [900, 800, 950]


@pytest.mark.parametrize(("yes", "money"), [(True, 500), (False, 800)])
def test_20_september_cinema_question_decides_the_payment(yes, money):
    """RULINGS.md §8 (20 Sep): a question of the moment: a yes pays 300."""
    game = build(2, positions=["09-17", "01-01"], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(DecisionKind.QUESTION, yes, player=0)
    assert money_of(game)[0] == money


@pytest.mark.parametrize(("answer", "passed"), [
    (("AUSTERLITZ", "iena", "Wagramm"), True),                    # case, accents, a small typo
    (("Austerlitz", "austerlitz", "Wagram"), False),               # only two different answers
    (("Austerlitz", "Wagram", "Waterloo"), False),                 # a wrong answer
])
def test_quiz_typed_answers_forgive_case_accents_typos_and_need_distinct_answers(answer, passed):
    """RULINGS.md §8 (quizzes): typed answers, case/accents/small typos forgiven, `required` distinct answers."""
    game = build(2, positions=["12-12", "01-01"], lucky=[25, 26], chance=["chance-01"], dial=[3])
    drv = Driver(game)
    drv.spin()
    assert game.pending.kind is DecisionKind.QUIZ and game.pending.topic == "napoleon_victories"
    drv.decide(DecisionKind.QUIZ, answer, player=0)
    assert drv.of_type(ev.Answered)[0].passed is passed
    assert money_of(game)[0] == (900 if passed else 800)


@pytest.mark.parametrize(("votes", "hazard_drawn"), [((True, True), False), ((True, False), False), ((False, False), True)])
def test_9_november_humming_quiz_is_judged_by_the_others_votes(votes, hazard_drawn):
    """RULINGS.md §8 (9 Nov): the player tries, each other player votes; majority or tie passes."""
    game = build(3, positions=["11-06", "01-01", "02-02"], lucky=[25, 26, 27], hazard=["hazard-01"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(DecisionKind.QUIZ_ATTEMPT, True, player=0)
    for voter, vote in zip((1, 2), votes):
        assert game.pending.subject == 0
        drv.decide(DecisionKind.VOTE, vote, player=voter)
    assert money_of(game)[0] == (700 if hazard_drawn else 800)


def test_9_november_declining_the_humming_quiz_fails_without_a_vote():
    """RULINGS.md §8 (9 Nov): a player who does not try fails (draws Hazard); nobody votes."""
    game = build(3, positions=["11-06", "01-01", "02-02"], lucky=[25, 26, 27], hazard=["hazard-01"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(DecisionKind.QUIZ_ATTEMPT, False, player=0)
    assert pending_kind(game) is not DecisionKind.VOTE
    assert money_of(game)[0] == 700


def test_29_february_grants_two_extra_turns():
    """RULINGS.md §8 (29 Feb): two extra turns."""
    game = build(2, positions=["02-26", "01-01"], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert drv.of_type(ev.ExtraTurnsGained) == [ev.ExtraTurnsGained(0, 2, "almanac:02-29")]
    assert game.state.players[0].extra_turns == 2


# ============================================================================ §9 end of the game


def test_first_to_31_december_gets_6_tokens_and_second_pawn_3():
    """RULINGS.md §9: the first to reach 31 Dec gets 6 tokens, the furthest other pawn 3."""
    game = build(3, positions=["12-28", "12-20", "12-25"], lucky=[25, 26, 27], dial=[3])
    Driver(game).spin()
    assert game.finished
    assert tokens_of(game) == [8, 2, 5]
    assert (game.outcome().first, game.outcome().second) == (0, 2)


def test_second_position_on_the_same_date_goes_to_the_pawn_that_arrived_first():
    """RULINGS.md §9: on the same date, the pawn that arrived there first is ahead."""
    game = build(3, active=1, positions=["12-28", "12-22", "12-25"], lucky=[24, 26, 27], dial=[3, 3])
    game.state.players[2].lost_turns = 1
    drv = Driver(game)
    drv.spin()                        # player 1 reaches 25 Dec after player 2
    drv.decline()
    assert positions_of(game)[1] == positions_of(game)[2] == d("12-25")
    drv.spin()                        # player 2 lost the turn; player 0 reaches 31 Dec
    assert game.finished
    assert game.outcome().second == 2
    assert tokens_of(game) == [8, 2, 5]


def test_finish_award_larger_than_bank_stock_gives_what_is_left():
    """RULINGS.md §7/§9: the finish bonuses are limited by the bank's stock."""
    game = build(3, positions=["12-28", "12-20", "12-25"], lucky=[25, 26, 27], dial=[3], bank_tokens=7)
    Driver(game).spin()
    assert tokens_of(game) == [8, 2, 3]
    assert game.state.bank_tokens == 0


def test_no_token_can_be_bought_after_the_end():
    """RULINGS.md §9: after 31 Dec is reached no decision is pending and no token can be bought."""
    game = build(2, positions=["12-28", "12-20"], money=[2000, 2000], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, False, player=0)
    drv.decide(DecisionKind.SPIN, True)
    assert game.finished and game.pending is None
    tokens = tokens_of(game)
    with pytest.raises(IllegalActionError):
        game.decide(True)
    assert tokens_of(game) == tokens and money_of(game) == [2000, 2000]


def test_ranking_by_tokens_then_money_then_shared_place():
    """RULINGS.md §9: ranking: most tokens, then most money; still tied: shared place."""
    game = build(5, positions=["12-28", "12-20", "12-25", "12-01", "12-02"], money=[100, 500, 800, 500, 9000],
                 tokens=[0, 6, 3, 6, 5], lucky=[25, 26, 27, 28, 29], dial=[3])
    Driver(game).spin()
    ranking = game.outcome().ranking
    assert [(player, tokens, money) for _, player, tokens, money in ranking] == [
        (2, 6, 800), (1, 6, 500), (3, 6, 500), (0, 6, 100), (4, 5, 9000)]
    places = {player: place for place, player, _, _ in ranking}
    assert places[2] == 1
    assert places[1] == places[3] == 2
    assert places[0] > 2 and places[4] > places[0]
    assert game.outcome().winners == (2,)


# ============================================================================ §10 the decks


def _kind(card: s.CardEntry) -> tuple[Any, ...]:
    if card.keep is not None:
        return ("keep",)
    (e,) = card.effects
    if isinstance(e, s.ReceiveBank):
        assert 100 <= e.receive_bank <= 1000
        return ("receive_bank",)
    if isinstance(e, s.ReceiveTokens):
        assert e.receive_tokens in (1, 2)
        return ("receive_tokens",)
    if isinstance(e, s.TakeToken):
        return ("take_token", e.take_token.from_.pick, e.take_token.count)
    if isinstance(e, s.ReceiveEachOther):
        assert 100 <= e.receive_each_other <= 200
        return ("receive_each_other",)
    if isinstance(e, s.Move):
        days, almanac = (e.move, True) if isinstance(e.move, int) else (e.move.days, e.move.almanac)
        if days > 0:
            assert 3 <= days <= 10 and almanac
            return ("advance",)
        assert 3 <= -days <= 12 and not almanac
        return ("move_back",)
    if isinstance(e, s.ExtraTurns):
        assert e.extra_turns == 1
        return ("play_again",)
    if isinstance(e, s.VacationMove):
        return ("vacation",)
    if isinstance(e, s.PayBank):
        assert 100 <= e.pay_bank <= 800
        return ("pay_bank",)
    if isinstance(e, s.GiveTokens):
        return ("give_tokens", e.give_tokens)
    if isinstance(e, s.GiveToken):
        return ("give_token", e.give_token.to.pick, e.give_token.count)
    if isinstance(e, s.PayEachOther):
        assert 100 <= e.pay_each_other <= 200
        return ("pay_each_other",)
    if isinstance(e, s.LoseTurn):
        assert e.lose_turn == 1
        return ("lose_turn",)
    if isinstance(e, s.ForEachPlayer):
        (inner,) = e.for_each_player
        assert isinstance(inner, s.PayBank) and inner.pay_bank == 200
        return ("every_player_pays_bank",)
    raise AssertionError(f"unexpected card {card!r}")


def test_classic_decks_have_exactly_the_mix_of_the_rulings():
    """RULINGS.md §10: 42 Chance and 36 Hazard cards with exactly the listed mix of effects."""
    content = classic()
    chance = Counter(_kind(content.cards[c]) for c in content.chance_cards)
    hazard = Counter(_kind(content.cards[c]) for c in content.hazard_cards)
    assert chance == Counter({
        ("receive_bank",): 12, ("receive_tokens",): 8, ("take_token", "chosen", 1): 5,
        ("take_token", "most_tokens", 1): 3, ("receive_each_other",): 4, ("advance",): 4,
        ("play_again",): 2, ("keep",): 2, ("vacation",): 2,
    })
    assert hazard == Counter({
        ("pay_bank",): 11, ("give_tokens", 1): 6, ("give_token", "chosen", 1): 2,
        ("give_token", "fewest_tokens", 1): 2, ("move_back",): 5, ("pay_each_other",): 3,
        ("lose_turn",): 2, ("every_player_pays_bank",): 3, ("give_tokens", 2): 2,
    })
    assert len(content.chance_cards) == 42 and len(content.hazard_cards) == 36


def test_empty_deck_reshuffles_its_discard_pile():
    """RULINGS.md §10: when a deck is empty its discard pile is shuffled into a new deck."""
    game = build(2, positions=["01-10", "01-01"], lucky=[25, 26], dial=[3])
    game.state.piles["hazard"] = []
    game.state.discards["hazard"] = ["hazard-01"]
    drv = Driver(game)
    drv.spin(3)
    assert drv.of_type(ev.DeckReshuffled) == [ev.DeckReshuffled("hazard")]
    assert [c.card for c in drv.of_type(ev.CardDrawn)] == ["hazard-01"]
    assert money_of(game)[0] == 700


def test_keep_card_leaves_the_deck_and_cancels_a_later_hazard_of_its_holder():
    """RULINGS.md §10: a "keep" card leaves the deck; its holder may use it to cancel a Hazard they draw."""
    game = build(2, positions=["01-03", "02-02"], lucky=[25, 26],
                 chance=["chance-41"], hazard=["hazard-11"], dial=[3, 1, 7])
    drv = Driver(game)
    drv.spin(3)
    assert game.state.players[0].keep_cards == ["chance-41"]
    assert "chance-41" not in game.state.piles["chance"] + game.state.discards["chance"]
    drv.decline()
    drv.spin(1)                       # player 1
    drv.decline()
    drv.spin(7)                       # player 0: 6 Jan + 7 = 13 Jan, draws a Hazard
    assert positions_of(game)[0] == d("01-13")
    drv.decide(DecisionKind.USE_KEEP_CARD, True, player=0)
    assert money_of(game)[0] == 800
    assert drv.of_type(ev.HazardCancelled) == [ev.HazardCancelled(0, "hazard-11", "chance-41")]
    assert game.state.players[0].keep_cards == []


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("you may play it", "The choice is yours")),
    ("fr", ("vous pourrez la jouer", "C'est vous qui choisissez")),
    ("it", ("puoi giocarla", "Scegli tu")),
])
def test_keep_cards_say_that_their_holder_chooses_when_to_use_them(language, words):
    """RULINGS.md §12: a kept card is used by its holder's decision, asked when a Hazard card strikes; its text says so."""
    from gameofyear.content import load_content

    content = load_content()
    texts = load_texts(content, language)
    keep_cards = [card_id for card_id, card in content.cards.items() if card.keep is not None]
    assert len(keep_cards) == 2
    for card_id in keep_cards:
        text = texts.text(f"cards.{card_id}")
        assert all(w in text for w in words), f"{language} {card_id}: {text}"
    game = build(2, positions=["01-10", "02-02"], lucky=[25, 26], hazard=["hazard-11"], dial=[3])
    game.state.players[0].keep_cards.append(keep_cards[0])
    drv = Driver(game)
    drv.spin(3)                       # 13 January draws a Hazard card: the holder is asked
    drv.decide(DecisionKind.USE_KEEP_CARD, False, player=0)
    assert game.state.players[0].keep_cards == [keep_cards[0]] and money_of(game)[0] == 0


def test_take_one_token_from_the_leader_choose_among_tied_leaders_never_yourself():
    """RULINGS.md §10: take 1 token from the leader; the drawer chooses among tied leaders, never themselves."""
    game = build(4, positions=["01-03", "01-01", "01-01", "01-01"], tokens=[5, 4, 4, 1], lucky=[25, 26, 27, 28],
                 chance=["chance-26"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.options == (1, 2)
    drv.decide(DecisionKind.CHOOSE_PLAYER, 2, player=0)
    assert tokens_of(game) == [6, 4, 3, 1]


def test_give_one_token_to_the_player_with_fewest_choose_among_ties():
    """RULINGS.md §10: give 1 token to the player with the fewest tokens; the drawer chooses among ties."""
    game = build(4, positions=["01-10", "01-01", "01-01", "01-01"], tokens=[3, 1, 1, 4], lucky=[25, 26, 27, 28],
                 hazard=["hazard-20"], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.options == (1, 2)
    drv.decide(DecisionKind.CHOOSE_PLAYER, 1, player=0)
    assert tokens_of(game) == [2, 2, 1, 4]


def test_hazard_every_player_pays_the_bank_200():
    """RULINGS.md §10: the Hazard "every player pays the bank 200" strikes every unprotected player."""
    game = build([person("A"), person("B", born=CAPRICORN), person("C", born=CAPRICORN)],
                 positions=["01-10", "03-03", "05-05"], lucky=[25, 26, 27], hazard=["hazard-34"], dial=[3])
    Driver(game).spin(3)
    assert money_of(game) == [600, 600, 600]


# ============================================================================ §11 setup and editions


def _new(players, content=None, seed=1) -> Game:
    return Game.new(Setup(tuple(players), today=TODAY), content or classic(), seed)


@pytest.mark.parametrize("n", [2, 6])
def test_setup_deals_2_vacation_cards_2_tokens_800_each_and_bank_keeps_the_rest(n):
    """RULINGS.md §11: 2 vacation cards, 2 tokens, 800 each; the bank holds 84 minus the tokens dealt."""
    game = _new([person(f"P{i}") for i in range(n)])
    assert [(p.vacation_cards, p.tokens, p.money) for p in game.state.players] == [(2, 2, 800)] * n
    assert game.state.bank_tokens == 84 - 2 * n


def test_setup_lucky_numbers_are_1_to_30_all_different():
    """RULINGS.md §11: each player draws a secret lucky number from 1–30, all different."""
    for seed in range(40):
        game = _new([person(f"P{i}") for i in range(6)], seed=seed)
        numbers = [p.lucky_number for p in game.state.players]
        assert len(set(numbers)) == 6 and all(1 <= x <= 30 for x in numbers)


def test_setup_lucky_numbers_range_is_read_from_the_edition():
    """RULINGS.md §11: the lucky number range is edition data (1–6 for 6 players: all six used)."""
    game = _new([person(f"P{i}") for i in range(6)], content=with_edition(classic(), lucky_numbers=6))
    assert sorted(p.lucky_number for p in game.state.players) == [1, 2, 3, 4, 5, 6]


def test_youngest_player_starts_then_seating_order():
    """RULINGS.md §11: the youngest starts, then seating order."""
    game = _new([person("Old", born="1960-01-01"), person("Young", born="1999-03-03"), person("Mid", born="1980-05-05")])
    assert game.state.active == 1
    assert game.state.order == (1, 2, 0)
    assert game.pending.player == 1


def test_youngest_tie_the_first_listed_starts():
    """RULINGS.md §11: players born the same day: the first listed starts."""
    game = _new([person("Old", born="1960-01-01"), person("Twin1", born="1999-03-03"), person("Twin2", born="1999-03-03")])
    assert game.state.order == (1, 2, 0)


@pytest.mark.parametrize("n", [1, 7])
def test_classic_player_count_outside_2_to_6_raises_setup_error(n):
    """RULINGS.md §11: the classic edition is for 2–6 players."""
    with pytest.raises(SetupError):
        _new([person(f"P{i}") for i in range(n)])


def test_italian_player_minimum_of_3_raises_setup_error_for_2():
    """RULINGS.md §11: the player range is edition data (Italian 3–6: 2 players refused)."""
    ed = classic().edition
    content = with_edition(classic(), players=dataclasses.replace(ed.players, min=3))
    with pytest.raises(SetupError):
        _new([person("A"), person("B")], content=content)
    assert len(_new([person("A"), person("B"), person("C")], content=content).state.players) == 3


def test_setup_numbers_are_read_from_the_edition():
    """RULINGS.md §11: start money, tokens, vacation cards and the box are edition data."""
    content = with_edition(classic(), start_money=1_000_000, start_tokens=3, vacation_cards=1, tokens_in_box=50)
    game = _new([person("A"), person("B"), person("C")], content=content)
    assert [(p.money, p.tokens, p.vacation_cards) for p in game.state.players] == [(1_000_000, 3, 1)] * 3
    assert game.state.bank_tokens == 50 - 9


def test_card_amounts_are_scaled_by_the_edition():
    """RULINGS.md §11: card amounts are printed × amount_scale ("receive 300" gives 300 000)."""
    game = build(2, content=scaled(), positions=["01-03", "01-01"], lucky=[25, 26], chance=["chance-05"], dial=[3])
    assert money_of(game) == [1_000_000, 1_000_000]
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, False)
    drv.decide(DecisionKind.SPIN, True)
    drv.decide(DecisionKind.CHOOSE_NUMBER, 3)
    assert money_of(game) == [1_300_000, 1_000_000]


def test_token_quarter_lucky_and_day_prices_are_read_from_the_edition():
    """RULINGS.md §11: token price, quarter pay, lucky-number pay and day price come from the edition."""
    game = build(2, content=scaled(), positions=["03-29", "01-01"], lucky=[25, 3], dial=[5])
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, True, player=0)
    drv.decide(DecisionKind.SPIN, True)
    drv.decide(DecisionKind.CHOOSE_NUMBER, 5)
    assert positions_of(game)[0] == d("04-03")
    drv.decide(DecisionKind.BUY_DAYS, 1, player=0)
    assert positions_of(game)[0] == d("04-04")
    assert money_of(game) == [1_000_000 - 500_000 + 500_000 - 200_000 - 100_000, 1_200_000]
    assert tokens_of(game)[0] == 2 + 1 + 3


def test_almanac_amounts_are_scaled_by_the_edition():
    """RULINGS.md §11: almanac amounts are printed × amount_scale (7 July pays 300 000)."""
    game = build([person("A", born=CAPRICORN), person("B")], content=scaled(), positions=["07-04", "01-01"],
                 lucky=[25, 26], dial=[3])
    Driver(game).spin(3)
    assert money_of(game)[0] == 700_000


def test_observation_shows_only_the_players_own_lucky_number():
    """RULINGS.md §11: an Observation holds its player's own lucky number and no other."""
    game = build(3, lucky=[5, 6, 7])
    assert [game.observation(i).lucky_number for i in range(3)] == [5, 6, 7]
    assert game.observation(None).lucky_number is None
    other = build(3, lucky=[5, 28, 29])
    assert game.observation(0) == other.observation(0)
    assert game.observation(None) == other.observation(None)
    fields = {f.name for f in dataclasses.fields(game.observation(0).players[0])}
    assert not any("lucky" in f for f in fields)


def test_observation_hides_other_lucky_numbers_after_play():
    """RULINGS.md §11: after some play, player 0's Observation still does not depend on others' lucky numbers."""
    games = [build(3, positions=["01-03", "02-02", "03-03"], lucky=[5, a, b], chance=["chance-01"], dial=[3])
             for a, b in ((7, 8), (28, 29))]
    for game in games:
        Driver(game).spin(3)
    assert games[0].observation(0) == games[1].observation(0)


# ============================================================================ engine API


def test_illegal_action_raises_with_a_reason_and_leaves_the_state_unchanged():
    """Engine API: an illegal action raises IllegalActionError with a reason; the state is unchanged."""
    game = build(2, positions=["01-03", "01-01"], lucky=[25, 26], dial=[3])
    before = game.state.fingerprint()
    actions = list(game.actions)
    for bad in ("yes", 1, None):
        with pytest.raises(IllegalActionError) as info:
            game.decide(bad)
        assert info.value.reason
        assert game.state.fingerprint() == before
        assert game.actions == actions
    Driver(game).decide(DecisionKind.BUY_TOKEN, False)
    Driver(game).decide(DecisionKind.SPIN, True)
    before = game.state.fingerprint()
    with pytest.raises(IllegalActionError) as info:
        game.decide(4)
    assert info.value.reason
    assert game.state.fingerprint() == before
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER


def _play(game: Game, steps: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        pending = game.pending
        if pending is None:
            return
        if pending.options is None:
            game.decide(("Austerlitz", "Nikita", "Wagram"))
        else:
            game.decide(rng.choice(list(pending.options)))


def test_replay_gives_an_identical_fingerprint():
    """Engine API: Game.replay(setup, content, seed, actions) rebuilds the same state."""
    game = _new([person("A", born="1970-01-01", sex="male"), person("B", sex="female"), person("C")], seed=11)
    _play(game, 300)
    assert len(game.actions) > 50
    again = Game.replay(game.setup, game.content, game.seed, game.actions)
    assert again.state.fingerprint() == game.state.fingerprint()


def test_clone_is_independent():
    """Engine API: clone() gives an independent copy."""
    game = _new([person("A"), person("B")], seed=5)
    _play(game, 20)
    before = game.state.fingerprint()
    copy = game.clone()
    assert copy.state.fingerprint() == before
    _play(copy, 40, seed=1)
    assert copy.state.fingerprint() != before
    assert game.state.fingerprint() == before


# ============================================================================ §12 rulings settled in play


def test_10_january_asks_every_woman_about_a_suit_and_nobody_else():
    """RULINGS.md §12: 10 January applies to every female player (a suit: Chance; none: Hazard); men and unstated: nothing."""
    game = build([person("Ann", sex="female"), person("Bob", sex="male"), person("Cy"), person("Dee", sex="female")],
                 positions=["01-07", "01-01", "01-01", "01-01"], lucky=[25, 26, 27, 28], dial=[3],
                 chance=["chance-01"], hazard=["hazard-01"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(DecisionKind.QUESTION, True, player=0)
    drv.decide(DecisionKind.QUESTION, False, player=3)
    assert [(e.player, e.deck) for e in drv.of_type(ev.CardDrawn)] == [(0, "chance"), (3, "hazard")]
    assert pending_kind(game) is not DecisionKind.QUESTION


def test_play_again_drawn_in_another_players_turn_follows_that_players_next_own_turn():
    """RULINGS.md §12: a "play again" card drawn in someone else's turn gives its drawer an extra turn after their own."""
    game = build([person("Ann", sex="female"), person("Dee", sex="female")], positions=["01-07", "02-02"],
                 lucky=[25, 26], dial=[3, 1, 1, 1], chance=["chance-37"], hazard=["hazard-01"])
    drv = Driver(game)
    drv.spin(3)                                    # 10 January: Ann draws a Hazard card, Dee "play again"
    drv.decide(DecisionKind.QUESTION, False, player=0)
    drv.decide(DecisionKind.QUESTION, True, player=1)
    assert game.state.players[1].extra_turns == 1
    for _ in range(3):
        drv.spin(1)
        drv.decline()
    assert [(e.player, e.extra) for e in drv.of_type(ev.TurnStarted)][:3] == [(1, False), (1, True), (0, False)]


def test_a_lost_turn_is_not_used_up_by_an_extra_turn():
    """RULINGS.md §12: a turn lost during extra turns is lost from the player's next own turn, not from an extra one."""
    game = build(2, positions=["02-26", "01-01"], lucky=[25, 26], dial=[3, 11, 1, 1], hazard=["hazard-30"])
    drv = Driver(game)
    drv.spin(3)                                    # 29 February: two extra turns
    drv.decline()
    drv.spin(11)                                   # first extra turn: 11 March draws "lose your next turn"
    assert game.state.players[0].lost_turns == 1
    drv.decline()
    drv.spin(1)                                    # the second extra turn is still played
    drv.decline()
    drv.spin(1)                                    # the other player's turn
    drv.decline()
    assert [(e.player, e.extra) for e in drv.of_type(ev.TurnStarted)] == [
        (0, True), (0, True), (1, False), (1, False)]   # A's next own turn, between B's, is lost
    assert [e.player for e in drv.of_type(ev.TurnSkipped)] == [0]
    assert game.state.players[0].lost_turns == 0


def test_days_can_be_bought_and_offered_after_a_swap_onto_a_plain_square():
    """RULINGS.md §12: §3.4 "rests on a plain square" stands: after 21 June's swap onto a plain square, days can be bought."""
    game = build([person("A", born=CAPRICORN), person("B", born=CAPRICORN)], positions=["06-18", "03-03"],
                 lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game) == [d("03-03"), d("06-21")]
    drv.decide(DecisionKind.BUY_DAYS, 0, player=0)
    drv.decide(DecisionKind.VACATION, False, player=0)
    assert game.pending.kind is DecisionKind.PLEDGE and game.pending.player == 1


def test_after_going_bankrupt_in_their_own_turn_the_player_may_still_go_on_vacation_and_be_offered_days():
    """RULINGS.md §12: a bankruptcy in one's own turn does not end it: the vacation card and the offers follow."""
    game = build([person("A", born=CAPRICORN), person("B", born=CAPRICORN)], positions=["02-06", "01-01"],
                 money=[100, 800], lucky=[25, 26], dial=[3], hazard=["hazard-11"])
    drv = Driver(game)
    drv.spin(3)                                    # 9 February: a Hazard card of 800 F
    assert [e.player for e in bankruptcies(drv)] == [0] and positions_of(game)[0] == d("01-31")
    assert game.pending.kind is DecisionKind.VACATION and game.pending.player == 0
    drv.decide(DecisionKind.VACATION, False)
    assert game.pending.kind is DecisionKind.PLEDGE and game.pending.player == 1
