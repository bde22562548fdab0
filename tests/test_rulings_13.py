"""Rule tests for RULINGS.md §13: bankruptcy chains, quarter ends and the family's house rules.

Each test builds its situation with ``helpers.build``. Birthdays default to
15 June (Gemini, 21 May–21 June): a pawn outside those dates is not protected
by the classic zodiac. Lucky numbers are set to days no square of the test
lands on.
"""

from __future__ import annotations

import pytest
from helpers import Driver, build, d, money_of, person, positions_of, tokens_of

from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.match import TIED_YEARS_MOST, Match
from gameofyear.engine.variants import Variants

CAPRICORN = "1980-01-05"
ARIES = "1980-04-01"
COUP = Variants(coup_fourre=True)
SAVINGS = Variants(savings=True)


# --------------------------------------------------------------------------- kept rulings


def test_a_choice_option_costs_its_top_level_payments_and_a_draw_is_free():
    """§13 (kept): 6 December's "pay 300" costs 300, "draw a Hazard" nothing: with 300 both are offered,
    with 299 the draw is taken without a question."""
    game = build(2, positions=["12-03", "01-01"], money=[300, 800], lucky=[25, 26], dial=[3])
    Driver(game).spin()
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOICE
    assert game.pending.options == (0, 1)
    game = build(2, positions=["12-03", "01-01"], money=[299, 800], lucky=[25, 26], dial=[3], hazard=["hazard-12"])
    drv = Driver(game)
    drv.spin(3)
    assert drv.of_type(ev.ChoiceMade) == [ev.ChoiceMade(0, 1, "almanac:12-06", True)]


def test_nobody_without_a_token_is_offered_to_a_take_token_card_and_nobody_is_asked_when_none_can_give():
    """§13 (kept): "take 1 token from the player of your choice" skips players holding none; when nobody
    holds one, nobody is asked ("Nobody is concerned")."""
    take = next(cid for cid in ("chance-21", "chance-22", "chance-23", "chance-24", "chance-25")
                if "take_token" in repr(build(2).content.cards[cid].effects))
    game = build(3, positions=["02-21", "01-01", "01-01"], tokens=[2, 0, 3], lucky=[25, 26, 27], dial=[3],
                 chance=[take])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending is None or game.pending.kind is not DecisionKind.CHOOSE_PLAYER
    assert tokens_of(game) == [3, 0, 2]
    game = build(3, positions=["02-21", "01-01", "01-01"], tokens=[2, 0, 0], lucky=[25, 26, 27], dial=[3],
                 chance=[take])
    drv = Driver(game)
    drv.spin(3)
    assert tokens_of(game) == [2, 0, 0]
    assert drv.of_type(ev.NoTarget) == [ev.NoTarget(0, "card:" + take)]


def test_the_active_players_own_forced_21_june_swap_is_not_protected_by_his_sign():
    """§13 (kept): on 21 June in his own sign (Gemini), with his only opponent behind him, the swap
    still happens: it is his square's effect, not another player's."""
    game = build(2, positions=["06-18", "03-01"], lucky=[25, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.content.sign_of_day[d("06-21")] == game.signs[0] == "gemini"
    assert drv.of_type(ev.PawnsSwapped) == [ev.PawnsSwapped(0, 1, d("03-01"), d("06-21"), "almanac:06-21")]
    assert positions_of(game) == [d("03-01"), d("06-21")]


# --------------------------------------------------------------------------- quarter ends after a bankruptcy


def test_a_pawn_a_bankruptcy_puts_on_30_june_is_paid_the_quarter_when_it_moves_on():
    """§13: bankrupt on 7 July, the pawn goes to 30 June; moving on past it, the bank pays the 400
    again, but the quarter's tokens go only to players who have not had them (§5)."""
    game = build([person("A", born=CAPRICORN), person("B")], positions=["07-03", "01-01"], money=[100, 800],
                 lucky=[25, 26], dial=[4, 3, 2])
    game.state.quarter_passers[1] = [0]  # A has had 30 June's tokens already
    drv = Driver(game)
    drv.spin(4)
    assert positions_of(game)[0] == d("06-30") and drv.of_type(ev.Bankrupt)
    drv.decline()
    drv.spin(3)  # B's turn
    drv.decline()
    before = len(drv.of_type(ev.QuarterPassed))
    drv.spin(2)  # A moves on from 30 June to 2 July
    passed = drv.of_type(ev.QuarterPassed)[before:]
    assert passed == [ev.QuarterPassed(0, d("06-30"), 400, 0, None)]
    assert money_of(game)[0] == 400


def test_a_pawn_a_bankruptcy_puts_on_31_march_gets_the_quarter_tokens_if_it_never_had_them():
    """§13: bankrupt in April, back to 31 March, never passed: the next move pays 400 and the first
    passer's 3 tokens."""
    game = build([person("A", born=CAPRICORN), person("B")], positions=["04-12", "01-01"], money=[50, 800],
                 tokens=[0, 2], lucky=[25, 26], dial=[3, 3, 5], hazard=["hazard-11"])
    drv = Driver(game)
    drv.spin(3)  # 15 April: a doubly unlucky square (no token to give), the Hazard's 800 bankrupts
    assert positions_of(game)[0] == d("03-31")
    drv.decline()
    drv.spin(3)
    drv.decline()
    drv.spin(5)  # 31 March to 5 April, a plain square
    assert drv.of_type(ev.QuarterPassed) == [ev.QuarterPassed(0, d("03-31"), 400, 3, 1)]
    assert tokens_of(game)[0] == 3


def test_a_pawn_moved_back_by_a_card_onto_a_quarters_last_day_is_not_paid_again_for_leaving_it():
    """§5 stands: a backward move never counts as passing; only a bankruptcy leaves the quarter unpassed."""
    game = build(2, positions=["06-30", "01-01"], lucky=[25, 26], dial=[2])
    drv = Driver(game)
    drv.spin(2)
    assert drv.of_type(ev.QuarterPassed) == []


# --------------------------------------------------------------------------- what a bankruptcy cancels


def test_bankrupt_on_16_february_he_still_collects_the_100_from_the_richest():
    """§13: paying the poorest bankrupts him; the 100 the richest owes him is still paid."""
    game = build(3, positions=["02-13", "01-01", "01-01"], money=[50, 300, 900], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert len(drv.of_type(ev.Bankrupt)) == 1
    assert money_of(game) == [100, 350, 800]
    assert positions_of(game)[0] == d("01-31")
    assert not game.state.players[0].bankrupt, "receiving money ends the bankruptcy (§7)"


def test_bankrupt_by_1_octobers_hazard_he_still_draws_the_chance_card_and_gains_it():
    """§13: on 1 October the Hazard bankrupts him; the Chance card after it is drawn and gives what it says."""
    game = build(2, positions=["09-28", "01-01"], money=[100, 800], lucky=[25, 26], dial=[3],
                 hazard=["hazard-11"], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    drawn = [(e.deck, e.card) for e in drv.of_type(ev.CardDrawn)]
    assert drawn == [("hazard", "hazard-11"), ("chance", "chance-01")]
    assert money_of(game)[0] == 100 and positions_of(game)[0] == d("09-30")


def test_bankrupt_on_1_february_the_advance_of_that_chain_no_longer_moves_him():
    """§13: "no movement of that chain applies to him after the bankruptcy": 1 February's advance
    to 16 February is dropped, and nothing more is paid by him."""
    game = build(3, positions=["01-29", "01-01", "01-01"], money=[200, 500, 900], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("01-31") and money_of(game) == [0, 500, 900]


def test_bankrupt_on_a_birthday_his_own_lucky_number_is_still_paid_by_the_bank():
    """§13: what is due to him in the landing is paid after the bankruptcy (the bank's 200 for his own
    lucky number), while the birthday he could not pay is cut short."""
    game = build([person("A", born=CAPRICORN), person("B", born="1980-04-08")], positions=["04-05", "01-01"],
                 money=[100, 800], lucky=[8, 26], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert len(drv.of_type(ev.Bankrupt)) == 1
    assert money_of(game) == [200, 900]


# --------------------------------------------------------------------------- coup-fourré


def _hazard_32_drawn_by_the_other(variants: Variants, holder_born: str = "1980-06-15",
                                  holder_at: str = "03-01") -> tuple[Driver, object]:
    """P1 lands on 29 April and draws hazard-32 ("every player pays the bank 200"); P0 holds a kept card."""
    game = build([person("A", born=holder_born), person("B")], active=1, positions=[holder_at, "04-26"],
                 lucky=[25, 26], dial=[3], hazard=["hazard-32"], keep_cards=[["chance-41"], []], variants=variants)
    drv = Driver(game)
    drv.spin(3)
    return drv, game


def test_coup_fourre_answers_another_players_hazard_that_strikes_the_holder_out_of_turn():
    """§13: the holder is asked in the drawer's turn, with the Hazard shown; the parry spares him
    and wins the coup-fourré's token; the drawer still pays."""
    drv, game = _hazard_32_drawn_by_the_other(COUP)
    pending = drv.game.pending
    assert pending is not None and pending.kind is DecisionKind.USE_KEEP_CARD
    assert (pending.player, pending.subject, pending.topic) == (0, 1, "hazard-32")
    drv.decide(DecisionKind.USE_KEEP_CARD, True, player=0)
    assert drv.of_type(ev.HazardCancelled) == [ev.HazardCancelled(0, "hazard-32", "chance-41")]
    assert drv.of_type(ev.CoupFourre) == [ev.CoupFourre(0, "hazard-32", 1)]
    assert money_of(drv.game) == [800, 600] and tokens_of(drv.game) == [3, 2]
    assert drv.game.state.players[0].keep_cards == []


def test_coup_fourre_declined_the_holder_pays_and_keeps_his_card():
    drv, _ = _hazard_32_drawn_by_the_other(COUP)
    drv.decide(DecisionKind.USE_KEEP_CARD, False, player=0)
    assert money_of(drv.game) == [600, 600] and drv.game.state.players[0].keep_cards == ["chance-41"]
    assert drv.of_type(ev.CoupFourre) == []


def test_without_the_coup_fourre_a_kept_card_answers_only_its_holders_own_hazards():
    """§10: in the plain game the kept card cancels a Hazard drawn by its holder; another's is not asked."""
    drv, _ = _hazard_32_drawn_by_the_other(Variants())
    assert drv.of_type(ev.HazardCancelled) == []
    assert money_of(drv.game) == [600, 600]


def test_coup_fourre_is_not_offered_to_a_holder_his_sign_protects():
    """§13: a Hazard that cannot hurt (his pawn in his sign) asks nothing and wins nothing."""
    drv, _ = _hazard_32_drawn_by_the_other(COUP, holder_born=CAPRICORN, holder_at="01-10")
    assert drv.of_type(ev.HazardCancelled) == [] and drv.of_type(ev.CoupFourre) == []
    assert money_of(drv.game) == [800, 600] and drv.game.state.players[0].keep_cards == ["chance-41"]


@pytest.mark.parametrize("variants", [COUP, Variants()])
def test_a_kept_card_is_not_offered_against_give_a_token_when_the_holder_has_none(variants):
    """§13: "give a token to the bank" with no token costs nothing: no question, no bonus token."""
    game = build(2, positions=["04-26", "01-01"], tokens=[0, 2], lucky=[25, 26], dial=[3], hazard=["hazard-12"],
                 keep_cards=[["chance-41"], []], variants=variants)
    drv = Driver(game)
    drv.spin(3)
    assert drv.of_type(ev.HazardCancelled) == [] and drv.of_type(ev.CoupFourre) == []
    assert game.state.players[0].keep_cards == ["chance-41"] and tokens_of(game) == [0, 2]


def test_coup_fourre_on_the_holders_own_hazard_cancels_it_for_everyone():
    """§12–§13: his own Hazard "every player pays 200", parried when drawn, costs nobody anything."""
    game = build(2, positions=["04-26", "03-01"], lucky=[25, 26], dial=[3], hazard=["hazard-32"],
                 keep_cards=[["chance-41"], []], variants=COUP)
    drv = Driver(game)
    drv.spin(3)
    assert game.pending is not None and game.pending.subject is None
    drv.decide(DecisionKind.USE_KEEP_CARD, True, player=0)
    assert money_of(game) == [800, 800] and tokens_of(game) == [3, 2]


def test_a_kept_card_is_not_offered_for_a_payment_while_its_holder_is_bankrupt():
    """§13: a bankrupt player pays nothing (§7): the Hazard could not cost him anything."""
    game = build(2, positions=["04-26", "03-01"], money=[0, 800], lucky=[25, 26], dial=[3], hazard=["hazard-04"],
                 keep_cards=[["chance-41"], []], variants=COUP)
    game.state.players[0].bankrupt = True
    drv = Driver(game)
    drv.spin(3)
    assert drv.of_type(ev.HazardCancelled) == [] and game.state.players[0].keep_cards == ["chance-41"]


# --------------------------------------------------------------------------- savings book


def test_with_the_savings_book_6_decembers_300_may_be_paid_from_cash_and_book_without_a_loan():
    """§13: a voluntary payment counts cash and savings; it takes cash first, then the book (with the
    withdrawal fee), never a loan."""
    game = build(2, positions=["12-03", "01-01"], money=[100, 800], lucky=[25, 26], dial=[3], savings=[400, 0],
                 variants=SAVINGS)
    drv = Driver(game)
    drv.spin(3)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOICE and game.pending.options == (0, 1)
    drv.decide(DecisionKind.CHOICE, 0, player=0)
    assert money_of(game)[0] == 0 and game.book(0) == (400 - 200 - 50, 0)
    assert drv.of_type(ev.LoanChanged) == []


def test_with_the_savings_book_the_days_offered_for_sale_count_the_book():
    """§13: "never more than the player holds" counts both: 100 F cash and 350 F in the book buy 4 days."""
    game = build(2, positions=["01-25", "01-01"], money=[100, 800], lucky=[25, 26], dial=[3], savings=[350, 0],
                 variants=SAVINGS)
    drv = Driver(game)
    drv.spin(3)
    pending = game.pending
    assert pending is not None and pending.kind is DecisionKind.BUY_DAYS and pending.options == range(0, 5)
    drv.decide(DecisionKind.BUY_DAYS, 3)
    assert money_of(game)[0] == 0 and game.book(0) == (350 - 200 - 50, 0)


def test_without_money_or_book_a_voluntary_payment_is_never_met_by_a_loan():
    """§13: loans are only for payments a player must make: with no book, 6 December draws the Hazard."""
    game = build(2, positions=["12-03", "01-01"], money=[100, 800], lucky=[25, 26], dial=[3], hazard=["hazard-12"],
                 variants=SAVINGS)
    drv = Driver(game)
    drv.spin(3)
    assert drv.of_type(ev.ChoiceMade) == [ev.ChoiceMade(0, 1, "almanac:12-06", True)]
    assert game.book(0) == (0, 0)


# --------------------------------------------------------------------------- claims in the rulebook's order


def test_manual_claims_of_one_square_are_paid_in_the_rulebooks_order_whoever_presses_first():
    """§13 with §4: on B's birthday and C's lucky number, A (300 F) owes 200 to each; C presses first,
    yet B's birthday is paid first, exactly as the automatic claims pay it."""
    def landing(claims: str | None):
        game = build([person("A", born=CAPRICORN), person("B", born="1980-04-08"), person("C")],
                     positions=["04-05", "01-01", "01-01"], money=[300, 800, 800], lucky=[25, 26, 8], dial=[3],
                     claims=claims)
        drv = Driver(game)
        drv.spin(3)
        drv.decline()
        return game
    automatic = landing(None)
    manual = landing("manual")
    (birthday,) = manual.open_claims(1)
    (lucky,) = manual.open_claims(2)
    manual.claim(2, lucky.id)
    assert money_of(manual) == money_of(automatic) == [0, 1000, 900]
    assert manual.open_claims() == ()
    assert positions_of(manual) == positions_of(automatic)
    assert birthday.source == "birthday" and lucky.source == "lucky_number"


# --------------------------------------------------------------------------- the match


def test_a_match_tied_for_the_lead_plays_another_year_and_after_20_years_is_a_shared_win():
    """§13: a tie for the lead past the target plays on; after 20 years level it ends, both sides winning."""
    match = Match(30)
    for _ in range(TIED_YEARS_MOST - 1):
        match = match.after((10, 10, 3))
    assert match.tied_past_target and not match.over and match.winners() == ()
    match = match.after((10, 10, 3))
    assert match.over and not match.tied_past_target
    assert match.winners() == ((0,), (1,))
    with pytest.raises(ValueError):
        match.after((1, 1, 1))
    assert TIED_YEARS_MOST == 20


def test_docs_say_the_1000_bornes_match_is_played_to_500_points():
    """§13: the docs follow seed 003 ("The game is played to 500 points")."""
    from pathlib import Path

    text = (Path(__file__).parents[1] / "docs" / "VARIANTS.md").read_text(encoding="utf-8")
    assert "5 000 points" not in text and "5,000 points" not in text
    assert "500 points" in text


def test_the_coup_fourre_decision_travels_over_the_network_whole():
    """§13: the holder's decision (his seat, the drawer as its subject, the Hazard card) and the events of
    the parry survive the JSON codec that network frames and saves carry, and its notation reads back."""
    from gameofyear.engine.notation import action_text, decode, encode, parse_action

    drv, game = _hazard_32_drawn_by_the_other(COUP)
    decision = game.pending
    assert decode(encode(decision)) == decision
    assert parse_action(decision, action_text(decision, True)) is True
    events = game.decide(True)
    assert [decode(encode(e)) for e in events] == events
    assert any(type(e) is ev.CoupFourre for e in events)


def test_the_terminal_game_asks_the_coup_fourre_with_the_drawer_and_the_hazard_card(monkeypatch):
    """§13: at the terminal the holder is asked in the drawer's turn, told who drew which Hazard card."""
    from gameofyear.content import load_texts
    from gameofyear.terminal import _human

    drv, game = _hazard_32_drawn_by_the_other(COUP)
    asked: list[str] = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "y")
    answer = _human(game, game.pending, ["Anna", "Bruno"], load_texts(game.content))
    assert answer is True
    (prompt,) = asked
    assert prompt.startswith("Bruno drew a Hazard card that strikes you too: ")
    assert load_texts(game.content).text("cards.hazard-32") in prompt and "1 token)" in prompt


@pytest.mark.parametrize(("what", "source", "line"), [
    ("money", "lucky_number", "Anna pays nothing: their sign protects them (lucky number)."),
    ("token", "card:hazard-12", "Anna gives no token: their sign protects them (Hazard card)."),
    ("turn", "card:hazard-30", "Anna loses no turn: their sign protects them (Hazard card)."),
])
def test_the_log_says_what_the_sign_spares_and_never_protected_by_their_sign_lucky_number(what, source, line):
    """The log: "protected by their sign (lucky number)" read as if the sign were the lucky number."""
    from gameofyear.content import load_texts
    from gameofyear.narrate import describe

    game = build(2)
    assert describe(ev.Protected(0, what, source), ["Anna", "Bruno"], load_texts(game.content)) == line


def test_the_log_of_a_match_shared_after_20_years_names_both_winners():
    from gameofyear.narrate import match_words

    match = Match(30)
    for _ in range(TIED_YEARS_MOST):
        match = match.after((10, 10, 3))
    words = match_words(match, ["Anna", "Bruno", "Cleo"])
    assert words.startswith("Anna and Bruno win the match after 20 years"), words


@pytest.mark.parametrize("level", ["easy", "basic", "normal", "expert"])
def test_computer_players_of_every_level_but_random_parry_another_players_hazard(level):
    """§13: "computer players decide by their level": each level that plays kept cards plays it out of turn
    too (the Hazard would cost it 200 F), and the game goes on with its coup-fourré."""
    from gameofyear.bots import bot_view, make_bot

    drv, game = _hazard_32_drawn_by_the_other(COUP)
    assert game.pending is not None and game.pending.player == 0
    answer = make_bot(level, 3).choose(bot_view(game))
    assert answer is True
    events = game.decide(answer)
    assert any(type(e) is ev.CoupFourre for e in events)
