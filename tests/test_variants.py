"""The house rules borrowed from the family of games (docs/VARIANTS.md), each on a constructed situation.

Numbers are those of ``almanac/variants.yaml`` (classic edition): savings in
steps of 100 F, a 50 F withdrawal fee, 10 % interest per quarter end, loans
of 500 F at 50 F a quarter end, at most 2 loans; bets of 100 F paid 10 times;
a coup-fourré wins 1 token.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import Driver, build, classic, d, money_of, positions_of, sector_for, tokens_of, with_edition

from gameofyear.bots import bot_view, make_bot
from gameofyear.content import load_content, load_texts
from gameofyear.engine import Game, SetupError
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.notation import action_text, parse_action
from gameofyear.engine.variants import Variants
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup

SAVINGS = Variants(savings=True)


# --------------------------------------------------------------------------- length of the game


def test_a_half_year_game_ends_on_30_june_with_the_quarter_award_before_the_end_awards():
    """Length (Jour de Paye): the first pawn to reach or pass 30 June ends the game there; 30 June's
    quarter award (400 and 3 tokens) comes before the 6 and 3 tokens of the end."""
    game = build(2, positions=["06-25", "03-01"], lucky=[20, 21], dial=[7], variants=Variants(length="half"))
    drv = Driver(game)
    drv.spin(7)
    assert game.finished and positions_of(game)[0] == d("06-30")
    kinds = [type(e) for e in drv.events if type(e) in (ev.QuarterPassed, ev.LastDayReached, ev.GameOver)]
    assert kinds == [ev.QuarterPassed, ev.LastDayReached, ev.GameOver]
    assert drv.of_type(ev.LastDayReached) == [ev.LastDayReached(0, 1, d("06-30"))]
    assert tokens_of(game) == [2 + 3 + 6, 2 + 3] and money_of(game)[0] == 800 + 400
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_a_quarter_game_stops_the_pawn_on_31_march_and_no_days_are_sold_beyond_it():
    """Length: in a game of a quarter, days bought are offered only up to 31 March, and a move past it stops there."""
    game = build(2, positions=["03-20", "01-10"], lucky=[1, 2], dial=[5], variants=Variants(length="quarter"))
    drv = Driver(game)
    drv.spin(5)
    pending = game.pending
    assert pending is not None and pending.kind is DecisionKind.BUY_DAYS
    assert pending.options == range(0, d("03-31") - d("03-25") + 1)
    drv.decide(DecisionKind.BUY_DAYS, 6)
    assert game.finished and positions_of(game)[0] == d("03-31")


def test_the_year_is_the_default_length_and_a_plain_setup_writes_no_house_rules():
    """With every house rule off, the setup's JSON is the one of the plain game (saves unchanged)."""
    setup = build(2).setup
    assert setup.variants.plain and "variants" not in setup.to_json()
    rich = dataclasses.replace(setup, variants=Variants(length="half", savings=True, bets=frozenset({1})))
    assert type(setup).from_json(rich.to_json()) == rich


def test_house_rules_that_do_not_exist_are_refused():
    with pytest.raises(ValueError):
        Variants.from_json({"length": "month"})
    with pytest.raises(ValueError):
        Variants.from_json({"lottery": True})
    with pytest.raises(ValueError):
        Variants.from_names(["quarter", "half"], 4)


def test_every_house_rule_of_the_registry_is_named_turned_on_and_saved_the_same_way():
    """One registry (``HOUSE_RULES``): each name turns on its rule alone, reads back from its name
    and survives the JSON of a save; the names the command line knows are the registry's."""
    from gameofyear.engine.variants import HOUSE_RULES, VARIANT_NAMES

    assert VARIANT_NAMES == tuple(rule.name for rule in HOUSE_RULES)
    for rule in HOUSE_RULES:
        one = Variants.from_names([rule.name], 4)
        assert one.names() == (rule.name,) and not one.plain
        assert Variants.from_json(one.to_json()) == one
    every = Variants.from_names([n for n in VARIANT_NAMES if n != "quarter"], 4)
    assert every.names() == tuple(n for n in VARIANT_NAMES if n != "quarter")
    assert every.bets == frozenset(range(4))
    assert set(Variants().to_json()) == {"length", *(r.field for r in HOUSE_RULES if r.field != "length")}


# --------------------------------------------------------------------------- savings book and loans


def test_at_a_quarter_end_savings_earn_interest_loans_cost_it_and_the_player_may_repay_and_withdraw():
    """Savings (Jour de Paye's payday): passing 31 March pays 10 % on the book, costs 50 per loan, then
    asks about loans and the book; a withdrawal costs the flat fee, taken from the book."""
    game = build(2, positions=["03-29", "01-10"], lucky=[20, 21], dial=[5], variants=SAVINGS,
                 savings=[1000, 0], loans=[1, 0])
    drv = Driver(game)
    drv.spin(5)
    assert money_of(game)[0] == 800 + 400 + 100 - 50
    pending = game.pending
    assert pending is not None and pending.kind is DecisionKind.LOANS and pending.options == range(-1, 2)
    drv.decide(DecisionKind.LOANS, -1, player=0)
    assert game.book(0) == (1000, 0) and money_of(game)[0] == 750
    pending = game.pending
    assert pending is not None and pending.kind is DecisionKind.SAVINGS and pending.options == range(-9, 8)
    drv.decide(DecisionKind.SAVINGS, -3, player=0)
    assert game.book(0) == (650, 0) and money_of(game)[0] == 1050
    assert drv.of_type(ev.SavingsMoved) == [ev.SavingsMoved(0, -300, 50, 650)]
    assert positions_of(game)[0] == d("04-03")


def test_money_paid_into_the_book_leaves_the_hand():
    game = build(2, positions=["03-29", "01-10"], lucky=[20, 21], dial=[5], variants=SAVINGS)
    drv = Driver(game)
    drv.spin(5)
    drv.decide(DecisionKind.LOANS, 0)
    drv.decide(DecisionKind.SAVINGS, 7)
    assert game.book(0) == (700, 0) and money_of(game)[0] == 500


def test_a_player_who_cannot_pay_takes_it_out_of_the_book_instead_of_going_bankrupt():
    """Savings: 17 March's 300 with 100 in hand and 300 in the book: 200 come out of the book (and the fee)."""
    game = build(2, positions=["03-12", "01-10"], money=[100, 800], lucky=[20, 21], dial=[5],
                 variants=SAVINGS, savings=[300, 0])
    drv = Driver(game)
    drv.spin(5)
    assert not drv.of_type(ev.Bankrupt) and money_of(game)[0] == 0
    assert drv.of_type(ev.SavingsMoved) == [ev.SavingsMoved(0, -200, 50, 50)]


def test_a_player_who_cannot_pay_borrows_from_the_bank_instead_of_going_bankrupt():
    """Loans: with nothing in the book, whole loans of 500 cover what is missing."""
    game = build(2, positions=["03-12", "01-10"], money=[100, 800], lucky=[20, 21], dial=[5], variants=SAVINGS)
    drv = Driver(game)
    drv.spin(5)
    assert not drv.of_type(ev.Bankrupt) and money_of(game)[0] == 100 + 500 - 300
    assert drv.of_type(ev.LoanChanged) == [ev.LoanChanged(0, 1, 500, 1, True)]
    assert game.book(0) == (0, 1)


def test_with_the_most_loans_owed_the_bankruptcy_of_the_rules_follows():
    game = build(2, positions=["03-12", "01-10"], money=[100, 800], lucky=[20, 21], dial=[5],
                 variants=SAVINGS, loans=[2, 0])
    drv = Driver(game)
    drv.spin(5)
    assert len(drv.of_type(ev.Bankrupt)) == 1 and not drv.of_type(ev.LoanChanged)


def test_at_the_end_the_book_comes_back_and_a_debt_not_covered_costs_half_the_tokens():
    """Savings: what is owed at the end is taken from the money before the ranking; a debt the money does
    not cover is a bankruptcy (half the tokens back to the bank, RULINGS.md §7)."""
    game = build(2, positions=["12-28", "10-01"], money=[100, 800], lucky=[20, 21], dial=[5],
                 variants=SAVINGS, savings=[200, 0], loans=[2, 0])
    drv = Driver(game)
    drv.spin()
    assert game.finished
    assert drv.of_type(ev.BooksClosed) == [ev.BooksClosed(0, 200, 1000, 700)]
    assert tokens_of(game)[0] == (2 + 6) // 2 and money_of(game)[0] == 0
    outcome = game.outcome()
    assert outcome is not None and outcome.ranking[0][1] == 1


# --------------------------------------------------------------------------- bets on the machine


def test_bets_are_asked_only_of_players_who_turned_them_on_and_a_winning_bet_pays_ten_times():
    """Bets (The Game of Life): before another player's spin, each bettor may put 100 on a sector;
    the bank pays 10 times the stake when it comes up. Player 2 did not turn bets on: never asked."""
    content = classic()
    game = build(3, positions=["01-02", "01-02", "01-02"], lucky=[20, 21, 22], dial=[5],
                 variants=Variants(bets=frozenset({1})))
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, False, player=0)
    pending = game.pending
    assert pending is not None and pending.kind is DecisionKind.BET and pending.player == 1
    assert pending.options == range(0, 13) and pending.subject == 0
    drv.decide(DecisionKind.BET, sector_for(content, 5) + 1, player=1)
    assert game.pending is not None and game.pending.kind is DecisionKind.SPIN
    drv.decide(DecisionKind.SPIN, True)
    assert money_of(game)[1] == 800 - 100 + 1000
    assert drv.of_type(ev.BetSettled) == [ev.BetSettled(1, sector_for(content, 5), True, 1000)]


def test_a_lost_bet_keeps_the_stake_and_nobody_is_asked_to_bet_without_the_house_rule():
    game = build(2, positions=["01-02", "01-02"], lucky=[20, 21], dial=[5], variants=Variants(bets=frozenset({1})))
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, False)
    drv.decide(DecisionKind.BET, sector_for(classic(), 5) + 2, player=1)
    drv.decide(DecisionKind.SPIN, True)
    assert money_of(game)[1] == 700 and drv.of_type(ev.BetSettled)[0].won is False
    plain = build(2, positions=["01-02", "01-02"], lucky=[20, 21], dial=[5])
    Driver(plain).decide(DecisionKind.BUY_TOKEN, False)
    assert plain.pending is not None and plain.pending.kind is DecisionKind.SPIN


# --------------------------------------------------------------------------- coup-fourré


@pytest.mark.parametrize("coup_fourre", [True, False])
def test_a_kept_card_played_against_a_hazard_is_a_coup_fourre_that_wins_a_token(coup_fourre):
    """Coup-fourré (1000 Bornes): the Hazard is cancelled as in the rules, and the bank gives a token."""
    game = build(2, positions=["01-06", "02-02"], lucky=[25, 26], hazard=["hazard-11"], dial=[7],
                 keep_cards=[["chance-41"], []], variants=Variants(coup_fourre=coup_fourre))
    drv = Driver(game)
    drv.spin(7)
    drv.decide(DecisionKind.USE_KEEP_CARD, True, player=0)
    assert money_of(game)[0] == 800
    assert tokens_of(game)[0] == (3 if coup_fourre else 2)
    assert drv.of_type(ev.CoupFourre) == ([ev.CoupFourre(0, "hazard-11", 1)] if coup_fourre else [])


# --------------------------------------------------------------------------- teams of two


def test_in_teams_of_two_nobody_is_asked_to_offer_days_to_push_a_partner():
    """Teams (1000 Bornes): partners sit opposite (0 and 2, 1 and 3); player 2 is not asked to pledge for 0."""
    game = build(4, positions=["01-02"] * 4, lucky=[20, 21, 22, 23], dial=[1], variants=Variants(teams=True))
    drv = Driver(game)
    drv.decide(DecisionKind.BUY_TOKEN, False)
    drv.decide(DecisionKind.SPIN, True)
    drv.decide(DecisionKind.CHOOSE_NUMBER, 1)
    drv.decide(DecisionKind.BUY_DAYS, 0)
    drv.decide(DecisionKind.VACATION, False)
    asked = []
    while game.pending is not None and game.pending.kind is DecisionKind.PLEDGE:
        asked.append(game.pending.player)
        drv.decide(DecisionKind.PLEDGE, 0)
    assert asked == [1, 3]


def test_teams_add_up_their_tokens_at_the_end():
    game = build(4, positions=["12-28", "10-01", "11-01", "12-01"], tokens=[5, 9, 6, 1], lucky=[20, 21, 22, 23],
                 dial=[5], variants=Variants(teams=True))
    drv = Driver(game)
    drv.spin()
    assert game.finished
    money = money_of(game)
    assert drv.of_type(ev.TeamsRanked) == [ev.TeamsRanked(((1, 0, 2, 11 + 6, money[0] + money[2]),
                                                          (2, 1, 3, 9 + 4, money[1] + money[3])))]


def test_teams_of_two_need_four_or_six_players():
    with pytest.raises(SetupError):
        build(3, variants=Variants(teams=True))


# --------------------------------------------------------------------------- notation


@pytest.mark.parametrize(("kind", "options", "action", "text"), [
    (DecisionKind.SAVINGS, range(-3, 5), -2, "savings -2"),
    (DecisionKind.SAVINGS, range(-3, 5), 4, "savings 4"),
    (DecisionKind.LOANS, range(-1, 2), -1, "loans -1"),
    (DecisionKind.BET, range(0, 13), 0, "bet 0"),
    (DecisionKind.BET, range(0, 13), 12, "bet 12"),
])
def test_the_decisions_of_the_house_rules_have_a_notation_with_a_round_trip(kind, options, action, text):
    from gameofyear.engine import Decision

    decision = Decision(kind, 0, options)
    assert action_text(decision, action) == text and parse_action(decision, text) == action


def test_only_savings_and_loans_take_a_negative_number():
    from gameofyear.engine import Decision, IllegalActionError

    with pytest.raises(IllegalActionError):
        parse_action(Decision(DecisionKind.BET, 0, range(0, 13)), "bet -1")


# --------------------------------------------------------------------------- computer players


def _view(game: Game):
    return bot_view(game)


def test_the_normal_level_uses_savings_loans_bets_and_coups_fourres_when_they_pay():
    """Normal bot: borrows when the money would not buy a token, pays spare money into the book, bets only
    when the payout beats the odds, and always answers a Hazard with its kept card."""
    bot = make_bot("normal", 1)
    # loans: 300 in hand, a token costs 500: borrow one
    game = build(2, positions=["03-29", "01-10"], money=[0, 800], lucky=[20, 21], dial=[5], variants=SAVINGS)
    drv = Driver(game)
    drv.spin(5)
    assert game.pending is not None and game.pending.kind is DecisionKind.LOANS
    assert bot.choose(_view(game)) == 1
    # savings: 2 000 in hand is more than two tokens and a reserve: some goes into the book
    game = build(2, positions=["03-29", "01-10"], money=[1600, 800], lucky=[20, 21], dial=[5], variants=SAVINGS)
    drv = Driver(game)
    drv.spin(5)
    drv.decide(DecisionKind.LOANS, 0)
    assert game.pending is not None and game.pending.kind is DecisionKind.SAVINGS and bot.choose(_view(game)) > 0
    # loans are repaid at the last quarter end before the end, so no debt is left
    game = build(2, positions=["09-27", "01-10"], money=[800, 800], lucky=[20, 21], dial=[5],
                 variants=SAVINGS, loans=[1, 0])
    Driver(game).spin(5)
    assert game.pending is not None and game.pending.kind is DecisionKind.LOANS and bot.choose(_view(game)) == -1
    # bets: not at 10 for 1 on 12 sectors; yes when the edition pays 15 for 1
    for payout, bets in ((10, False), (15, True)):
        content = classic()
        assert content.variant_rules is not None
        rules = dataclasses.replace(content.variant_rules, bets=dataclasses.replace(content.variant_rules.bets, payout=payout))
        content = dataclasses.replace(content, variant_rules=rules)
        game = build(2, content=content, positions=["01-02", "01-02"], money=[800, 1200], lucky=[20, 21],
                     variants=Variants(bets=frozenset({1})))
        Driver(game).decide(DecisionKind.BUY_TOKEN, False)
        assert game.pending is not None and game.pending.kind is DecisionKind.BET
        assert (bot.choose(_view(game)) != 0) is bets
    # coup-fourré: the kept card is played
    game = build(2, positions=["01-06", "02-02"], lucky=[25, 26], hazard=["hazard-11"], dial=[7],
                 keep_cards=[["chance-41"], []], variants=Variants(coup_fourre=True))
    Driver(game).spin(7)
    assert game.pending is not None and game.pending.kind is DecisionKind.USE_KEEP_CARD and bot.choose(_view(game)) is True


@pytest.mark.parametrize("level", ["random", "easy", "basic", "normal", "expert"])
def test_every_level_plays_every_house_rule_to_the_end(level):
    """Games with all the house rules on, at every computer level, in both editions, end without an illegal move
    (the expert thinks 30 ms a decision here: the same code, its search shorter)."""
    from gameofyear.bots import ExpertBot

    for edition in ("classic", "italian"):
        content = load_content(edition=edition)
        for seed in range(1 if level == "expert" else 3):
            setup = random_setup(random.Random(seed), content, 4)
            variants = Variants.from_names(["half", "savings", "bets", "coup_fourre", "teams"], 4)
            game = Game.new(dataclasses.replace(setup, variants=variants), content, seed)
            play_out(game, [ExpertBot(default_bot_seed(seed, i), budget_ms=30) if level == "expert" else make_bot(
                level, default_bot_seed(seed, i)) for i in range(4)])
            assert game.finished and all(p.money >= 0 for p in game.state.players)


def test_computer_partners_do_not_take_from_each_other():
    """Teams: the leader a computer takes from is an opponent, not its partner, when it can choose."""
    game = build(4, positions=["01-02"] * 4, tokens=[1, 1, 9, 5], lucky=[20, 21, 22, 23], variants=Variants(teams=True))
    view = _view(game)
    bot = make_bot("basic", 1)
    assert bot.leader(view, [1, 2, 3]) == 3  # type: ignore[attr-defined]


def test_a_house_edition_without_numbers_cannot_turn_the_house_rules_on():
    content = dataclasses.replace(classic(), variant_rules=None)
    with pytest.raises(SetupError):
        build(2, content=content, variants=SAVINGS)
    assert with_edition(classic()).variant_rules is not None


# --------------------------------------------------------------------------- the log, the terminal and the lab


def test_every_event_of_the_house_rules_is_told_in_words():
    """The log tells each new event in a sentence (never its ``repr``), naming the players."""
    from gameofyear.narrate import describe

    content = classic()
    texts = load_texts(content)
    told: set[type] = set()
    for seed in range(4):
        setup = random_setup(random.Random(seed), content, 4)
        variants = Variants.from_names(["half", "savings", "bets", "coup_fourre", "teams"], 4)
        game = Game.new(dataclasses.replace(setup, variants=variants), content, seed)
        names = [p.name for p in setup.players]

        def tell(events, names=names):
            for e in events:
                line = describe(e, names, texts)
                assert not line.startswith(type(e).__name__ + "("), line
                told.add(type(e))

        play_out(game, [make_bot("random", default_bot_seed(seed, i)) for i in range(4)], tell)
    assert {ev.BetPlaced, ev.BetSettled, ev.SavingsMoved, ev.LoanChanged, ev.BooksClosed, ev.TeamsRanked,
            ev.LastDayReached} <= told


def test_the_terminal_game_asks_the_length_of_the_game(monkeypatch, capsys):
    """`gameofyear play`: the length is asked (or given with --length); a quarter ends on 31 March."""
    from gameofyear import cli

    def fake_input(prompt: str) -> str:
        print(prompt, end="")
        if prompt.startswith("Your name"):
            return "Zoe"
        if prompt.startswith("Your birth date"):
            return "1985-07-14"
        if prompt.startswith("Length of the game"):
            return "q"
        if prompt.startswith("Move "):
            return prompt.split()[1]
        if prompt.startswith("Choose"):
            return prompt.split("[")[1].replace("-", ",").split(",")[0].strip("] ")
        if "separated by commas" in prompt:
            return "I don't know"
        if "(y/n)" in prompt:
            return "n"
        return ""

    monkeypatch.setattr("builtins.input", fake_input)
    assert cli.main(["play", "--seed", "3", "--opponents", "2", "--variant", "savings", "--variant", "bets"]) == 0
    out = capsys.readouterr().out
    assert "31 March, the last day" in out and "The game is over" in out, out[-1500:]


def test_the_lab_plays_each_variant_against_the_plain_game_on_the_same_seeds(tmp_path, capsys):
    """`gameofyear lab`: one column per configuration, each figure with its 95 % interval; --plot writes PNGs."""
    from gameofyear import cli
    from gameofyear.lab import play_lab_game

    assert cli.main(["lab", "--variant", "half", "--variant", "savings+coup_fourre", "--games", "6", "--seed", "2",
                     "--plot", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "| figure | plain | half | savings+coup_fourre |" in out
    for label in ("turns per player", "minutes at the table", "seat 1 wins (%)", "seat spread", "bankruptcies per game",
                  "midyear leader wins (%)", "money spread at the end", "token spread at the end"):
        assert f"| {label}" in out
    assert (tmp_path / "seat-wins.png").stat().st_size > 1000 and (tmp_path / "bankruptcies.png").is_file()
    # same seed, same start: the plain game and a variant's begin with the same players and turn order
    content = classic()
    a = play_lab_game(content, Variants(), 4, "normal", 5)
    assert a == play_lab_game(content, Variants(), 4, "normal", 5)
    assert cli.main(["lab", "--variant", "lottery", "--games", "1"]) == 2


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("House rules from the family of games", "Length of the game", "Savings book and loans",
            "Bets on the machine", "Coup-fourré", "Teams of two", "A match over several years")),
    ("fr", ("Règles maison venues des jeux de la famille", "Durée de la partie", "Livret d'épargne et prêts",
            "Paris sur la machine", "Coup-fourré", "Équipes de deux", "Une manche en plusieurs années")),
    ("it", ("Regole della casa prese dai giochi di famiglia", "Durata della partita", "Libretto di risparmio e prestiti",
            "Scommesse sulla macchina", "Coup-fourré", "Squadre di due", "Una partita su più anni")),
])
def test_the_rules_help_explains_each_house_rule_in_each_language(language, words):
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "resources" / f"rules.{language}.md").read_text(encoding="utf-8")
    assert all(w in text for w in words)
