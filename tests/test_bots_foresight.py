"""RULINGS.md §13: computer players never refuse a certain win and never choose a certain loss.

Every level but ``random`` (the beginner's) weighs every legal number of days, plays a
move that ends the year with it first alone, never ends the year otherwise by choice,
and never lands its pawn by choice where a known cost is more than it holds.
Situations are built with :func:`helpers.build`; a bot is asked with
:func:`gameofyear.bots.bot_view` exactly as in a game.
"""

from __future__ import annotations

import random

import pytest
from helpers import Driver, build, d, person
from test_bots import answer_until, people

from gameofyear.bots import EasyBot, bot_view, make_bot
from gameofyear.bots.foresight import MOVES, certain_loss, final_standing, known_payment, losses, screen
from gameofyear.content import load_content
from gameofyear.dates import day_index
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.variants import Variants
from gameofyear.simulation import voluntary_bankruptcies

LEVELS = ["easy", "basic", "normal", "expert"]
"""Every level that must see the end of the year (``random`` is exempt)."""


def choices(level: str, view, seeds: int) -> set:
    """What ``level`` chooses on ``view`` with each of ``seeds`` bot seeds, every choice of the easy level a slip
    (its worst moment: still never a certain loss)."""
    found = set()
    for seed in range(seeds):
        bot = make_bot(level, seed)
        if isinstance(bot, EasyBot):
            bot.slip = 1.0
        found.add(bot.choose(view))
    return found


def buying_days_on(game: Game, day: str) -> Game:
    """Spin 4 for P0 and decline what comes until P0, on ``day`` (``MM-DD``), may buy days; ``game`` is returned."""
    Driver(game).spin(4)
    answer_until(game, DecisionKind.BUY_DAYS)
    assert game.state.players[0].position == d(day)
    return game


def on_27_november(tokens: list[int], money: int = 3500) -> Game:
    """P0 has spun from 23 November onto 27 November (plain) and may buy days; P1, P2 stand behind."""
    game = build(people(3), positions=["11-23", "11-01", "10-20"], money=[money, 800, 800], tokens=tokens, dial=[4])
    return buying_days_on(game, "11-27")


@pytest.mark.parametrize("level", LEVELS)
def test_on_27_november_every_level_buys_the_34_days_that_end_the_year_with_the_most_tokens(level):
    """3,500 F and 6 tokens against 5 and 5: 34 days (3,400 F) reach 31 December: 12 tokens against at most 8."""
    game = on_27_november([6, 5, 5])
    assert game.pending.options == range(0, 35)
    choice = make_bot(level, 3).choose(bot_view(game))
    assert choice == 34
    game.decide(choice)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    tokens = [p.tokens for p in game.state.players]
    assert tokens[0] == 12 and max(tokens[1:]) <= 8


@pytest.mark.parametrize("level", LEVELS)
def test_in_a_half_year_game_every_level_buys_the_14_days_from_16_june_that_win(level):
    """Half a year (house rule): from 16 June, 14 days reach 30 June, the last day: the quarter's 3 tokens
    and the finish's 6 put 5 tokens ahead of 6 and 6."""
    game = build(people(3), positions=["06-12", "05-01", "04-20"], money=[1500, 800, 800], tokens=[5, 6, 6],
                 dial=[4], variants=Variants(length="half"))
    buying_days_on(game, "06-16")
    assert game.pending.options == range(0, 15)
    assert make_bot(level, 3).choose(bot_view(game)) == 14


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_ends_the_year_by_buying_days_when_it_would_lose(level):
    """2 tokens against 12 and 10: reaching 31 December gives 8 against 12 and 13; no seed buys the 34 days."""
    game = on_27_november([2, 12, 10])
    view = bot_view(game)
    assert final_standing(view, 34) == 0.0  # last, behind both
    assert all(make_bot(level, seed).choose(view) != 34 for seed in range(12))


def before_a_pledge(pledger_tokens: int) -> Game:
    """P0 (2 tokens) rests on 27 November; P1, next in turn order, may pledge; P1 stands second (20 December)."""
    game = build(people(3), positions=["11-23", "12-20", "12-01"], money=[800, 3500, 800],
                 tokens=[2, pledger_tokens, 9], dial=[4])
    Driver(game).spin(4)
    answer_until(game, DecisionKind.PLEDGE)
    assert game.pending.player == 1 and game.state.players[0].position == d("11-27")
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_pledges_the_days_that_end_the_year_with_itself_first(level):
    """Pushing P0 to 31 December gives P0 8 tokens and P1, the pawn in second position, 3: 13 against 9."""
    game = before_a_pledge(10)
    assert make_bot(level, 3).choose(bot_view(game)) == 34
    game.decide(34)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (1,)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_pledges_the_days_that_end_the_year_when_it_would_lose(level):
    """With 3 tokens the push gives P1 6 against P0's 8 and P2's 9: never the 34 days."""
    game = before_a_pledge(3)
    view = bot_view(game)
    assert all(make_bot(level, seed).choose(view) != 34 for seed in range(12))


@pytest.mark.parametrize("level", ["basic", "normal", "expert"])
def test_days_beyond_fifteen_are_weighed_too(level):
    """On 12 June with 3,000 F, 18 days (1,800 F) pass 30 June first: 400 F and 3 tokens. No number of
    days up to 15 comes near that; the levels that value squares buy at least 18."""
    game = build(people(3), positions=["06-08", "05-01", "04-20"], money=[3000, 800, 800], dial=[4])
    buying_days_on(game, "06-12")
    assert make_bot(level, 3).choose(bot_view(game)) >= 18


def test_the_easy_level_buys_days_to_its_lucky_number_however_far():
    """Cousin Gaston buys days only to his own birthday or lucky number, but to the first of them ahead,
    however many days away: from 3 May with lucky number 27, 24 days (he can pay them twice over)."""
    game = build(people(3), positions=["04-29", "05-01", "04-20"], money=[5000, 800, 800], lucky=[27, 1, 2],
                 dial=[4])
    buying_days_on(game, "05-03")
    bot = EasyBot(3)
    bot.slip = 0.0
    assert bot.choose(bot_view(game)) == 24


def on_a_birthday_eve(money: int) -> Game:
    """P0 rests on 5 January (plain) with ``money``; P1's birthday, 7 January, is two days ahead."""
    game = build(people(2, P1="1971-01-07"), positions=["01-01", "03-01"], money=[money, 800], lucky=[27, 28],
                 dial=[4])
    return buying_days_on(game, "01-05")


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_buys_days_onto_a_public_birthday_it_cannot_pay(level):
    """With 350 F, 2 days (200 F) land on P1's birthday (200 F): a bankruptcy by choice. No level, seed or
    slip of the easy level buys them; with 500 F the same days are no certain loss."""
    game = on_a_birthday_eve(350)
    view = bot_view(game)
    assert certain_loss(view, 2) and not certain_loss(view, 1) and not certain_loss(view, 3)
    assert 2 not in screen(view)[1]
    assert 2 not in choices(level, view, 30)
    assert not certain_loss(bot_view(on_a_birthday_eve(500)), 2)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_chooses_the_dial_number_that_lands_on_a_birthday_it_cannot_pay(level):
    """The dial shows 4/8 from 1 January with 100 F: 9 January is P1's birthday (200 F); 5 January costs nothing."""
    game = build(people(2, P1="1971-01-09"), positions=["01-01", "03-01"], money=[100, 800], lucky=[27, 28],
                 dial=[4])
    Driver(game).spin()
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER
    assert choices(level, bot_view(game), 20) == {4}


def test_a_fixed_almanac_payment_is_a_known_cost_and_a_condition_of_the_setup_settles_it():
    """17 March asks 300 of anyone; 10 March 600 of a woman of 12 or more and 300 of others; 16 February 100
    to the poorest other player; a card drawn costs nothing known."""
    game = build([person("A", born="1970-09-03", sex="female"), person("B", born="1971-09-14", sex="male")],
                 positions=["03-01", "03-01"])
    view = bot_view(game)
    squares = view.content.squares
    assert known_payment(view, 0, squares[d("03-17")].effects) == 300
    assert known_payment(view, 0, squares[d("03-10")].effects) == 600  # every player pays: she her share
    assert known_payment(view, 1, squares[d("03-10")].effects) == 300  # and he his
    assert known_payment(view, 0, squares[d("02-16")].effects) == 100
    assert known_payment(view, 0, squares[d("03-11")].effects) == 0  # a Hazard card: not known


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_italian_games_where_the_easy_level_bought_days_onto_a_known_cost_have_no_such_choice_now(players):
    """Italian edition, seeds 538 to 549 (543 among them), easy players in every seat: before RULINGS.md §13
    they went bankrupt by choice on a public birthday (seed 542, three players) or a fixed payment (seed 543,
    five players: 1 February); now no move by choice of those games bankrupts its player on a known cost."""
    assert voluntary_bankruptcies(load_content(edition="italian"), "easy", 12, 538, players) == []


def test_the_detector_finds_a_bankruptcy_by_choice_on_a_known_cost():
    """The random level (exempt from §13) goes bankrupt by choice on birthdays and fixed payments: the
    detector that the property tests below rely on does see such bankruptcies."""
    found = voluntary_bankruptcies(load_content(), "random", 6, 1, 4)
    assert found and {source for _, _, source in found} & {"birthday", "almanac:03-17", "almanac:07-07"}


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "basic", "normal"])
def test_no_level_goes_bankrupt_on_a_known_cost_by_its_own_choice(level):
    """200 seeded four-player games of each level: no days bought, dial number or vacation lands its
    player, bankrupt, on a birthday or a fixed almanac payment when another choice avoided it (the full
    property, over 2,000 games of each level: ``benchmarks/bots.py --voluntary 2000``)."""
    assert voluntary_bankruptcies(load_content(), level, 200, 1, 4) == []


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "basic", "normal"])
def test_no_level_goes_bankrupt_on_a_known_cost_by_its_own_choice_under_manual_claims(level):
    """The same over 60 games under manual claims (RULINGS.md §4), where what is due to a player comes
    only when claimed: ``benchmarks/bots.py --voluntary 2000 --claims manual``."""
    assert voluntary_bankruptcies(load_content(), level, 60, 1, 4, claims="manual") == []


@pytest.mark.slow
def test_the_expert_goes_bankrupt_on_no_known_cost_by_its_own_choice():
    """A seeded game of four experts at their default budget (about 10 s): none of them either (its moves
    are chosen among those the same screen keeps)."""
    assert voluntary_bankruptcies(load_content(), "expert", 1, 1, 4) == []


def before_1_february(claims: str) -> Game:
    """P0 (500 F, lucky number 1) rests on 29 January (plain); 3 days (300 F) reach 1 February, which asks 300."""
    game = build(people(3), positions=["01-25", "03-01", "03-05"], money=[500, 800, 800], lucky=[1, 2, 3],
                 dial=[4], claims=claims)
    return buying_days_on(game, "01-29")


def test_under_manual_claims_the_own_lucky_number_is_not_there_to_pay_the_almanac():
    """Paid at once, the lucky number's 200 F comes before 1 February's 300: 3 days cost nothing fatal. Claimed
    (manual claims), it comes after the entry: the same 3 days bankrupt P0, and no level buys them."""
    automatic, manual = before_1_february("automatic"), before_1_february("manual")
    assert not certain_loss(bot_view(automatic), 3) and certain_loss(bot_view(manual), 3)
    assert not any(type(e) is ev.Bankrupt for e in automatic.clone().decide(3))
    assert [e.source for e in manual.clone().decide(3) if type(e) is ev.Bankrupt] == ["almanac:02-01"]
    view = bot_view(manual)
    for level in LEVELS:
        assert 3 not in choices(level, view, 12), level


def test_under_manual_claims_a_birthday_owed_where_the_pawn_stays_is_avoided_but_no_certain_cost():
    """With manual claims P1 may claim his birthday once P0's pawn stands on it: with 350 F, 2 days onto it
    leave 150 F for his 200. A claim may not be made, so it is no certain loss; every level still avoids
    it while another choice does."""
    game = build(people(2, P1="1971-01-07"), positions=["01-01", "03-01"], money=[350, 800], lucky=[27, 28],
                 dial=[4], claims="manual")
    Driver(game).spin(4)
    answer_until(game, DecisionKind.BUY_DAYS)
    view = bot_view(game)
    assert losses(view, 2) == (False, True) and losses(view, 1) == losses(view, 3) == (False, False)
    assert 2 not in screen(view)[1]
    for level in LEVELS:
        assert 2 not in choices(level, view, 12), level


def test_a_certain_loss_is_avoided_before_a_loss_by_claims():
    """Manual claims, 100 F, on 4 March: the dial shows 2 and 13. 17 March asks 300 at once; 6 March is
    P1's birthday, which he may claim: only that one may be survived, and every level takes it."""
    game = build(people(2, P1="1971-03-06"), positions=["03-04", "05-01"], money=[100, 800], lucky=[27, 28],
                 dial=[13], claims="manual")
    Driver(game).decline()
    Driver(game).decide(DecisionKind.SPIN, True)
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER and game.pending.options == (2, 13)
    view = bot_view(game)
    assert losses(view, 13) == (True, False) and losses(view, 2) == (False, True)
    assert screen(view)[1] == [2]
    for level in LEVELS:
        assert make_bot(level, 1).choose(view) == 2, level


def sure_ending(game: Game, option) -> tuple[int, ...] | str | None:
    """What ``option`` does to the year, told by the engine on a copy: None when the game goes on,
    ``"chance"`` when it ends after a card or a spin (nothing a player could know), else the winners
    (both partners of the winning team in teams of two)."""
    copy = game.clone()
    events = copy.decide(option)
    if not copy.finished:
        return None
    if any(isinstance(e, (ev.CardDrawn, ev.DialSpun)) for e in events):
        return "chance"
    if copy.partners is not None:
        return tuple(sorted(x for place, a, b, *_ in copy.team_ranking() if place == 1 for x in (a, b)))
    outcome = copy.outcome()
    assert outcome is not None
    return outcome.winners


def late_position(seed: int, first: str, last: str, variants: Variants) -> Game:
    """A seeded position: 2 to 4 players (4 in teams), every pawn between ``first`` and ``last``, money and
    tokens at random, at the start of P0's turn."""
    rng = random.Random(seed)
    n = 4 if variants.teams else rng.choice([2, 3, 4])
    return build(people(n), positions=[rng.randrange(day_index(first), day_index(last)) for _ in range(n)],
                 money=[rng.randrange(0, 6000, 100) for _ in range(n)], tokens=[rng.randrange(0, 14) for _ in range(n)],
                 seed=seed, variants=variants)


@pytest.mark.slow
@pytest.mark.parametrize("variants, first, last", [
    (Variants(), "10-20", "11-28"), (Variants(length="half"), "05-20", "06-28"), (Variants(teams=True), "10-20", "11-28"),
], ids=["year", "half-year", "teams"])
@pytest.mark.parametrize("level", LEVELS)
def test_at_the_end_of_the_year_every_level_plays_a_sure_win_and_no_sure_loss(level, variants, first, last):
    """Seeded positions near the game's last day, played on by the basic level: at every move by choice
    (days, dial number, vacation, pledge) that the engine shows can end the game before any card or spin
    with the player (or the team) first alone, the level plays such a move; it never plays one that ends
    the game otherwise while a move that does not end it is left (RULINGS.md §13)."""
    positions = 12 if level == "expert" else 60
    asked = wins = 0
    for seed in range(positions):
        game = late_position(seed, first, last, variants)
        for _ in range(40):  # a few turns of each position
            decision = game.pending
            if decision is None:
                break
            if decision.kind in MOVES and not decision.sole_option():
                endings = {option: sure_ending(game, option) for option in decision.options}
                team = (decision.player, game.partners[decision.player]) if game.partners else (decision.player,)
                winning = [o for o, end in endings.items() if end not in (None, "chance") and end == tuple(sorted(team))]
                choice = make_bot(level, seed).choose(bot_view(game))
                asked += 1
                if winning:
                    wins += 1
                    assert choice in winning, (seed, decision, choice, winning[:5])
                elif endings[choice] not in (None, "chance"):
                    assert None not in endings.values(), (seed, decision, choice, endings[choice])
            sole = game.pending.sole_option()
            game.decide(sole[0] if sole else make_bot("basic", seed).choose(bot_view(game)))
    assert asked > positions and wins > 0  # the positions ask such moves, and some of them win


@pytest.mark.parametrize("sex, loss", [("male", True), ("female", False)])
def test_a_move_back_that_the_setup_settles_leads_to_a_known_cost(sex, loss):
    """28 October sends a man over 18 back a month: from 27 October with 250 F, one day (100 F) takes him to
    28 September, P1's birthday (200 F), a bankruptcy by choice that no level plays; a woman stays."""
    game = build([person("A", born="1970-06-15", sex=sex), person("B", born="1971-09-28")],
                 positions=["10-23", "05-01"], money=[250, 800], lucky=[3, 4], dial=[4])
    buying_days_on(game, "10-27")
    view = bot_view(game)
    assert certain_loss(view, 1) is loss
    bankrupt = [e.source for e in game.clone().decide(1) if type(e) is ev.Bankrupt]
    assert bankrupt == (["birthday"] if loss else [])
    if loss:
        for level in LEVELS:
            assert make_bot(level, 2).choose(view) != 1, level


def test_a_lucky_number_paid_in_front_of_everybody_is_known_to_all_from_then_on():
    """P0 lands on 5 January, P1's lucky number: P0 pays P1 in front of everybody, and every view from then on
    knows P1's number (RULINGS.md §13); P0's own stays secret. The bank paying P0's own number shows it too."""
    game = build(people(3), positions=["01-01", "03-01", "03-01"], lucky=[27, 5, 9], dial=[4])
    assert bot_view(game).known_lucky == ()  # nothing paid yet: nothing known
    events = Driver(game).spin(4)
    assert any(isinstance(e, ev.MoneyPaid) and e.source == "lucky_number" and e.payee == 1 for e in events)
    assert [p.lucky_shown for p in game.state.players] == [False, True, False]
    assert bot_view(game).known_lucky == (None, 5, None)
    assert game.clone().state.players[1].lucky_shown  # a copy keeps it (a replay too: it is in the fingerprint)
    assert game.clone().state.fingerprint() == game.state.fingerprint() != build(
        people(3), positions=["01-01", "03-01", "03-01"], lucky=[27, 5, 9], dial=[4]).state.fingerprint()
    own = build(people(2), positions=["01-01", "03-01"], lucky=[5, 9], dial=[4])
    Driver(own).spin(4)
    assert [p.lucky_shown for p in own.state.players] == [True, False]


def before_a_known_lucky_number(money: int, shown: bool = True, claims: str | None = None) -> Game:
    """P0 rests on 5 January with ``money``; 7 January, two days ahead, is P1's lucky number, paid in front of
    everybody before (``shown``) or still secret."""
    game = build(people(2), positions=["01-01", "03-01"], money=[money, 800], lucky=[27, 7], dial=[4],
                 claims=claims)
    game.state.players[1].lucky_shown = shown
    return buying_days_on(game, "01-05")


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_buys_days_onto_a_lucky_number_paid_before_that_it_cannot_pay(level):
    """With 350 F, 2 days (200 F) land on P1's lucky number, known since it was paid (200 F): a bankruptcy by
    choice that no level, seed or slip of the easy level makes; while P1's number is secret the square is no
    known cost, and with 500 F it is none either."""
    game = before_a_known_lucky_number(350)
    view = bot_view(game)
    assert view.known_lucky == (None, 7)
    assert certain_loss(view, 2) and not certain_loss(view, 1) and not certain_loss(view, 3)
    assert 2 not in screen(view)[1]
    assert 2 not in choices(level, view, 30)
    assert not certain_loss(bot_view(before_a_known_lucky_number(350, shown=False)), 2)
    assert not certain_loss(bot_view(before_a_known_lucky_number(500)), 2)


def test_under_manual_claims_a_known_lucky_number_owed_is_a_loss_by_claims_not_a_certain_one():
    """Under manual claims P1 may not claim: the known lucky number owed is the second answer (RULINGS.md §4)."""
    view = bot_view(before_a_known_lucky_number(350, claims="manual"))
    assert losses(view, 2) == (False, True) and losses(view, 1) == (False, False)


def test_the_worlds_an_expert_draws_keep_the_lucky_numbers_everybody_knows():
    """Every world drawn gives P1 the number paid in front of everybody, and nobody else that number."""
    from gameofyear.bots.determinize import determinize, possible_lucky_numbers

    view = bot_view(before_a_known_lucky_number(350, claims=None))
    assert 7 not in possible_lucky_numbers(view) and 27 not in possible_lucky_numbers(view)
    for seed in range(40):
        world = determinize(view, random.Random(seed))
        assert world.state.players[1].lucky_number == 7 and world.state.players[1].lucky_shown
        assert world.state.players[0].lucky_number == 27
    three = build(people(3), positions=["01-01", "03-01", "03-01"], lucky=[27, 5, 9], dial=[4])
    Driver(three).spin(4)
    answer_until(three, DecisionKind.BUY_DAYS)
    seen = {determinize(bot_view(three), random.Random(seed)).state.players[2].lucky_number for seed in range(60)}
    assert 5 not in seen and 27 not in seen and len(seen) > 10  # P2's number is drawn among the others


def test_the_basic_evaluation_counts_a_known_lucky_number_as_a_sure_payment():
    """A square on P1's known number is worth the whole payment less to P0 than while it was secret, and a
    square on no known number carries the risk of one secret number fewer."""
    from gameofyear.bots.basic import BasicBot

    bot = BasicBot(1)
    known, secret = bot_view(before_a_known_lucky_number(800)), bot_view(before_a_known_lucky_number(800, False))
    pay = known.content.edition.lucky_number_pay
    on_it, elsewhere = d("01-07"), d("01-06")
    assert bot.square_value(known, 0, on_it) == pytest.approx(bot.square_value(secret, 0, on_it) + pay / 30 - pay)
    assert bot.square_value(known, 0, elsewhere) == pytest.approx(bot.square_value(secret, 0, elsewhere) + pay / 30)
    assert bot.square_value(known, 1, on_it) == pytest.approx(bot.square_value(secret, 1, on_it) + pay + pay / 30)


def bankrupt_on_30_june(shown: bool) -> Game:
    """P0, bankrupt with 0 F, was put on 30 June by its bankruptcy (the quarter not passed yet); the dial shows
    1/7; 7 July asks 300 of anyone, and 7 is P1's lucky number, paid in front of everybody before (``shown``)."""
    game = build(people(2), positions=["06-30", "03-01"], money=[0, 800], lucky=[27, 7], dial=[1])
    game.state.players[0].bankrupt = True
    game.state.unpassed = (0,)
    game.state.players[1].lucky_shown = shown
    Driver(game).spin()
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER and game.pending.options == (1, 7)
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_a_pawn_its_bankruptcy_left_on_a_quarters_last_day_is_paid_the_quarter_as_it_leaves_and_then_owes(level):
    """7 days: the quarter's 400 F end the bankruptcy, then P1's known lucky number (200 F) and 7 July (300 F)
    take more than that: a bankruptcy by choice that no level makes. While P1's number is secret, 400 F pay
    7 July: no known loss."""
    game = bankrupt_on_30_june(shown=True)
    view = bot_view(game)
    assert certain_loss(view, 7) and not certain_loss(view, 1)
    assert choices(level, view, 20) == {1}
    assert not certain_loss(bot_view(bankrupt_on_30_june(shown=False)), 7)
    events = game.clone().decide(7)  # the engine agrees: paid the quarter, then bankrupt on 7 July
    assert [type(e).__name__ for e in events if isinstance(e, (ev.QuarterPassed, ev.Bankrupt))] == [
        "QuarterPassed", "Bankrupt"]


def on_a_birthday_owed(level_money: int = 150) -> Game:
    """Manual claims: P0 spins 4 from 23 November onto 27 November (plain), P1's birthday, holding less than
    the birthday money, and may buy days; P1 can claim the birthday only while P0's pawn stands there."""
    game = build(people(3, P1="1971-11-27"), positions=["11-23", "11-01", "10-20"], money=[level_money, 800, 800],
                 dial=[4], claims="manual")
    return buying_days_on(game, "11-27")


@pytest.mark.parametrize("level", LEVELS)
def test_under_manual_claims_a_bot_that_cannot_pay_the_birthday_where_it_stands_buys_its_way_off_it(level):
    """RULINGS.md §4 and §13: staying on a square where the others may still claim more than the bot holds is
    a loss by claims that a day bought escapes (a claim lapses once the pawn has left the square): every
    level buys a day; staying, the claim made after the move bankrupts P0."""
    game = on_a_birthday_owed()
    view = bot_view(game)
    assert game.pending.options == range(0, 2)
    assert losses(view, 0) == (False, True) and losses(view, 1) == (False, False)
    assert screen(view) == (None, [1])
    assert choices(level, view, 5) == {1}
    stayed = game.clone()
    stayed.decide(0)
    claim = next(c for c in stayed.open_claims(1) if c.debtor == 0)
    assert [e.source for e in stayed.claim(1, claim.id) if type(e) is ev.Bankrupt] == ["birthday"]
