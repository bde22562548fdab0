"""RULINGS.md §1–§5: the board, the time-progression machine, the turn, landings and passing.

Each test builds its own situation with ``helpers.build`` and asserts what the
rulings say must happen. Lucky numbers are always set explicitly (25–29 unless
the test is about them) so that no stray lucky-number payment disturbs a test.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest
from helpers import TODAY, Driver, build, classic, d, money_of, person, positions_of, tokens_of, with_edition

from gameofyear.content import Content, load_texts
from gameofyear.content import schema as s
from gameofyear.content.validation import validate
from gameofyear.engine import Game, IllegalActionError, Setup
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.streams import LegacyStreams
from gameofyear.narrate import describe

# --------------------------------------------------------------------------- local helpers

K = DecisionKind

FRAME_TABLE = {
    "double_blue": "01-21 03-15 04-15 06-13 08-24 10-24",
    "half": "01-10 01-16 01-23 02-01 02-14 02-16 03-30 04-01 04-19 05-01 06-21 07-14 07-19 09-09 10-01 10-13 12-17",
    "blue": (
        "01-13 01-30 02-09 02-26 03-09 03-10 03-11 03-17 04-29 05-05 05-15 05-28 06-10 06-19 07-05 07-07 "
        "07-25 08-08 08-12 08-22 09-05 09-07 09-19 09-20 10-22 10-28 11-05 11-07 11-09 11-15 11-21 12-06 12-10"
    ),
    "red": (
        "01-06 01-24 02-06 02-24 02-29 03-06 03-13 03-22 04-02 04-10 04-13 04-18 04-25 05-06 05-11 05-19 "
        "05-20 05-25 05-29 06-04 06-06 06-18 06-24 06-26 07-04 07-12 07-21 07-29 08-03 08-06 08-15 08-27 "
        "08-31 09-02 09-10 09-25 09-29 10-06 10-16 10-18 11-11 11-16 11-26 12-01 12-02 12-03 12-08 12-15 12-19"
    ),
}
"""RULINGS.md §1: the frame of every almanac square (the test oracle)."""

SIGN_SQUARES = ("01-20", "02-19", "03-21", "04-21", "05-21", "06-22", "07-23", "08-23", "09-23", "10-23", "11-22", "12-22")
QUARTER_SQUARES = ("03-31", "06-30", "09-30")

CLASSIC_DIAL = (
    ("red", "red"), ("blue", "blue"), (1, 7), (2, 9), (3, 11), (4, 8),
    (5, 12), (6, 10), (2, 13), (4, 14), (3, 6), (5, 15),
)


def expected_frames() -> dict[str, str]:
    """The frame of every date according to RULINGS.md §1 (plain when not listed)."""
    frames = {}
    for kind, dates in FRAME_TABLE.items():
        for date in dates.split():
            assert date not in frames, f"{date} listed twice in the rulings table"
            frames[date] = kind
    for date in SIGN_SQUARES:
        frames[date] = "sign"
    for date in QUARTER_SQUARES:
        frames[date] = "quarter"
    frames["01-01"] = "start"
    frames["12-31"] = "finish"
    return frames


def with_days(content: Content, entries: dict[str, list[Any]]) -> Content:
    """Return ``content`` with the almanac effects of some days replaced (frames kept)."""
    squares = list(content.squares)
    for date, effects in entries.items():
        sq = squares[d(date)]
        parsed = validate(s.DayEntry, {"frame": sq.frame, "effects": effects}, strict=False).effects
        squares[d(date)] = dataclasses.replace(sq, effects=parsed)
    return dataclasses.replace(content, squares=tuple(squares))


def finish_turn(drv: Driver) -> None:
    """Decline every optional decision left in the turn (days, vacation, pledges, next token)."""
    drv.decline()


def pending_kind(game) -> DecisionKind | None:
    return None if game.pending is None else game.pending.kind


def moves(drv: Driver, cause: str | None = None) -> list[tuple[int, int, int]]:
    return [(e.player, e.from_day, e.to_day) for e in drv.of_type(ev.PawnMoved) if cause is None or e.cause == cause]


def almanac_days(drv: Driver, player: int | None = None) -> list[int]:
    return [e.day for e in drv.of_type(ev.AlmanacRead) if player is None or e.player == player]


def payments(drv: Driver, source: str) -> list[tuple[int | None, int | None, int]]:
    return [(e.payer, e.payee, e.amount) for e in drv.of_type(ev.MoneyPaid) if e.source == source]


def quarters(drv: Driver) -> list[tuple[int, int, int, int, int | None]]:
    return [(e.player, e.day, e.amount, e.tokens, e.rank) for e in drv.of_type(ev.QuarterPassed)]


# =========================================================================== §1 the board


def test_board_has_366_squares_from_1_january_start_to_31_december_finish_with_29_february():
    """RULINGS.md §1: 366 squares, 1 January is Start, 29 February exists, 31 December ends."""
    squares = classic().squares
    assert len(squares) == 366
    assert [sq.index for sq in squares] == list(range(366))
    assert (squares[0].date, squares[0].frame) == ("01-01", "start")
    assert squares[d("02-29")].date == "02-29"
    assert squares[d("03-01")].index == d("02-29") + 1
    assert (squares[365].date, squares[365].frame) == ("12-31", "finish")


def test_all_pawns_start_on_1_january():
    """RULINGS.md §1: all pawns start on the Start square."""
    game = Game.new(Setup((person("A"), person("B"), person("C")), today=TODAY), classic(), 3)
    assert positions_of(game) == [0, 0, 0]


@pytest.mark.parametrize("kind", ["double_blue", "half", "blue", "red"])
def test_almanac_frames_are_exactly_the_rulings_table(kind):
    """RULINGS.md §1: each almanac frame kind covers exactly the dates of the rulings table."""
    actual = {sq.date for sq in classic().squares if sq.frame == kind}
    assert actual == set(FRAME_TABLE[kind].split())


def test_every_square_has_the_frame_of_the_rulings_table_and_others_are_plain():
    """RULINGS.md §1: almanac, sign, quarter, Start and Finish frames; every other square is plain."""
    expected = expected_frames()
    actual = {sq.date: sq.frame for sq in classic().squares}
    wrong = {date: (frame, expected.get(date, "plain")) for date, frame in actual.items() if frame != expected.get(date, "plain")}
    assert wrong == {}


def test_almanac_squares_are_exactly_the_dates_with_an_almanac_entry():
    """RULINGS.md §1: every dated almanac entry has one almanac frame, and only those have effects."""
    almanac = {date for dates in FRAME_TABLE.values() for date in dates.split()}
    with_effects = {sq.date for sq in classic().squares if sq.effects}
    assert with_effects == almanac


def test_illustrated_squares_are_the_non_plain_squares():
    """RULINGS.md §1: illustrated = almanac dates, sign squares, quarter ends, Start and 31 December."""
    expected = set(expected_frames())
    illustrated = {sq.date for sq in classic().squares if sq.illustrated}
    assert illustrated == expected
    assert len(illustrated) == 6 + 17 + 33 + 49 + 12 + 3 + 2


@pytest.mark.parametrize(("start", "target"), [("01-01", "01-06"), ("01-07", "01-10"), ("02-26", "02-29")])
def test_two_red_faces_move_to_the_next_red_or_half_square(start, target):
    """RULINGS.md §1: a red/red dial result goes to the next `red` or `half` square."""
    game = build(2, positions=[start, "01-01"], lucky=[27, 28], dial=["red"], chance=["chance-01"])
    drv = Driver(game)
    drv.spin()
    assert not any(e for e in drv.of_type(ev.NumberChosen))
    assert moves(drv, "spin") == [(0, d(start), d(target))]


@pytest.mark.parametrize(("start", "target"), [("01-01", "01-10"), ("01-11", "01-13"), ("01-17", "01-21")])
def test_two_blue_faces_move_to_the_next_blue_double_blue_or_half_square(start, target):
    """RULINGS.md §1: a blue/blue dial result goes to the next `blue`, `double_blue` or `half` square."""
    game = build(2, positions=[start, "01-01"], lucky=[27, 28], dial=["blue"], hazard=["hazard-01"])
    drv = Driver(game)
    drv.spin()
    assert moves(drv, "spin") == [(0, d(start), d(target))]


@pytest.mark.parametrize(("start", "colour"), [("12-19", "red"), ("12-17", "blue")])
def test_coloured_faces_with_no_such_square_left_go_to_31_december(start, colour):
    """RULINGS.md §1: with no square of that colour left, the pawn goes to 31 December (and the game ends)."""
    game = build(2, positions=[start, "01-01"], lucky=[27, 28], dial=[colour])
    drv = Driver(game)
    drv.spin()
    assert positions_of(game)[0] == d("12-31")
    assert game.finished
    assert [e.player for e in drv.of_type(ev.FinishReached)] == [0]


def test_several_pawns_may_share_a_square_and_arrival_order_is_kept():
    """RULINGS.md §1: pawns may share a square; the board remembers who arrived first."""
    game = build(2, positions=["01-01", "01-04"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game) == [d("01-04"), d("01-04")]
    assert game.state.players[0].arrival > game.state.players[1].arrival


# =========================================================================== §2 the machine


def test_classic_dial_has_the_twelve_sectors_of_the_rulings():
    """RULINGS.md §2: the classic dial's 12 sectors and their faces."""
    assert tuple(tuple(f) for f in classic().edition.dial) == CLASSIC_DIAL


def test_each_dial_sector_is_equally_likely():
    """RULINGS.md §2: each of the 12 sectors comes up about equally often."""
    base = build(2, positions=["01-01", "01-01"], money=[0, 0], lucky=[27, 28])
    assert pending_kind(base) is K.SPIN
    counts: Counter[int] = Counter()
    for seed in range(1200):
        game = base.clone()
        game.state.rng = LegacyStreams(seed)
        spun = [e for e in game.decide(True) if isinstance(e, ev.DialSpun)]
        counts[spun[0].sector] += 1
    assert set(counts) == set(range(12))
    assert all(60 <= c <= 140 for c in counts.values()), counts


@pytest.mark.parametrize(("number", "target"), [(2, "01-03"), (9, "01-10")])
def test_player_chooses_either_number_of_the_dial(number, target):
    """RULINGS.md §2: with two numbers the player chooses one and moves by it."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[2])
    drv = Driver(game)
    drv.decline()
    drv.decide(K.SPIN, True, player=0)
    assert game.pending.kind is K.CHOOSE_NUMBER
    assert tuple(game.pending.options) == (2, 9)
    drv.decide(K.CHOOSE_NUMBER, number, player=0)
    assert moves(drv, "spin") == [(0, 0, d(target))]


def test_december_forces_the_smaller_number():
    """RULINGS.md §2: standing on a December date when spinning, the smaller number is forced."""
    game = build(2, positions=["12-04", "01-01"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.decline()
    drv.decide(K.SPIN, True, player=0)
    assert [(e.number, e.forced) for e in drv.of_type(ev.NumberChosen)] == [(3, True)]
    assert positions_of(game)[0] == d("12-07")
    assert pending_kind(game) is not K.CHOOSE_NUMBER


def test_30_november_still_lets_the_player_choose_the_larger_number():
    """RULINGS.md §2: the forced smaller number applies only when the pawn stands on a December date."""
    game = build(2, positions=["11-30", "01-01"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.decline()
    drv.decide(K.SPIN, True, player=0)
    assert game.pending.kind is K.CHOOSE_NUMBER
    drv.decide(K.CHOOSE_NUMBER, 11, player=0)
    assert positions_of(game)[0] == d("12-11")


def test_16_november_advances_by_the_difference_of_a_new_spin_respinning_coloured_faces():
    """RULINGS.md §2: on 16 Nov spin again (colours re-spun until numbers) and advance by the difference."""
    game = build(2, positions=["11-13", "01-01"], lucky=[27, 28], dial=[3, "red", "blue", 5])
    drv = Driver(game)
    drv.spin(3)
    spins = [e.faces for e in drv.of_type(ev.DialSpun)]
    assert spins == [(3, 11), ("red", "red"), ("blue", "blue"), (5, 12)]
    assert moves(drv) == [(0, d("11-13"), d("11-16")), (0, d("11-16"), d("11-23"))]
    assert positions_of(game)[0] == d("11-16") + 7


# =========================================================================== §3 the turn


def test_turn_runs_token_spin_days_vacation_then_offers_in_order():
    """RULINGS.md §3: buy token, spin, buy days, vacation, offered days, end — in this order."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[3])
    seen = []
    answers = {K.BUY_TOKEN: False, K.SPIN: True, K.CHOOSE_NUMBER: 3, K.BUY_DAYS: 0, K.VACATION: False, K.PLEDGE: 0}
    while game.pending.player == 0 or game.pending.kind is K.PLEDGE:
        seen.append((game.pending.kind, game.pending.player))
        game.decide(answers[game.pending.kind])
    assert seen == [(K.BUY_TOKEN, 0), (K.SPIN, 0), (K.CHOOSE_NUMBER, 0), (K.BUY_DAYS, 0), (K.VACATION, 0), (K.PLEDGE, 1)]
    assert (game.pending.kind, game.pending.player) == (K.BUY_TOKEN, 1)


def test_lost_turn_is_skipped_and_the_flag_cleared():
    """RULINGS.md §3.1: a player who must lose a turn (15 Nov) skips the next one; the flag is then cleared."""
    game = build(2, positions=["11-12", "01-01"], lucky=[27, 28], dial=[3, 1, 1, 3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("11-15")
    assert game.state.players[0].lost_turns == 1
    finish_turn(drv)
    assert game.pending.player == 1
    drv.spin(1)  # P1's turn
    finish_turn(drv)
    # P0's turn is skipped: the game goes straight back to P1.
    assert [e.player for e in drv.of_type(ev.TurnSkipped)] == [0]
    assert game.state.players[0].lost_turns == 0
    assert game.pending.player == 1
    drv.spin(1)
    finish_turn(drv)
    # Next round P0 plays again.
    assert game.pending.player == 0
    drv.spin(3)
    assert positions_of(game)[0] == d("11-18")
    assert [e.player for e in drv.of_type(ev.TurnSkipped)] == [0]


def test_a_token_can_be_bought_for_500_at_the_start_of_the_turn():
    """RULINGS.md §3.2: at the start of the turn, 500 to the bank for one token."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], bank_tokens=10)
    drv = Driver(game)
    drv.decide(K.BUY_TOKEN, True, player=0)
    assert money_of(game) == [300, 800]
    assert tokens_of(game) == [3, 2]
    assert game.state.bank_tokens == 9
    assert pending_kind(game) is K.SPIN


def test_token_purchase_is_offered_once_only_at_the_start_of_the_turn():
    """RULINGS.md §3.2: the token is offered once, before the spin, never later in the turn."""
    game = build(2, positions=["01-01", "01-01"], money=[5000, 800], lucky=[27, 28], dial=[3])
    kinds = []
    answers = {K.BUY_TOKEN: True, K.SPIN: True, K.CHOOSE_NUMBER: 3, K.BUY_DAYS: 0, K.VACATION: False, K.PLEDGE: 0}
    while game.pending.player == 0 or game.pending.kind is K.PLEDGE:
        kinds.append(game.pending.kind)
        game.decide(answers[game.pending.kind])
    assert kinds[0] is K.BUY_TOKEN
    assert kinds.count(K.BUY_TOKEN) == 1
    assert tokens_of(game)[0] == 3
    assert money_of(game)[0] == 4500


@pytest.mark.parametrize(("money", "bank"), [(499, 10), (800, 0)])
def test_no_token_purchase_without_the_cash_or_an_empty_bank(money, bank):
    """RULINGS.md §3.2: a token is offered only when the player can pay 500 and the bank has one."""
    game = build(2, positions=["01-01", "01-01"], money=[money, 800], lucky=[27, 28], bank_tokens=bank)
    assert (game.pending.kind, game.pending.player) == (K.SPIN, 0)


def test_no_token_can_be_bought_after_the_game_has_ended():
    """RULINGS.md §3.2, §9: once 31 December is reached no decision (no token purchase) is left."""
    game = build(2, positions=["12-29", "01-01"], money=[5000, 5000], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin()
    assert game.finished
    assert game.pending is None
    with pytest.raises(IllegalActionError):
        game.decide(True)
    assert drv.of_type(ev.TokenBought) == []


def test_days_are_bought_at_100_each_on_a_plain_square_and_the_new_landing_applies():
    """RULINGS.md §3.4: bought days cost 100 each; the pawn moves and the landing resolves with the almanac."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[3], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    assert (game.pending.kind, game.pending.player) == (K.BUY_DAYS, 0)
    drv.decide(K.BUY_DAYS, 2)
    assert moves(drv, "bought") == [(0, d("01-04"), d("01-06"))]
    assert [e.card for e in drv.of_type(ev.CardDrawn)] == ["chance-01"]
    assert money_of(game) == [800 - 200 + 100, 800]


def test_days_cannot_be_bought_on_an_illustrated_square():
    """RULINGS.md §3.4: no buying days when the pawn rests on an illustrated square."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[5], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(5)
    assert positions_of(game)[0] == d("01-06")
    assert (game.pending.kind, game.pending.player) == (K.VACATION, 0)


def test_days_cannot_be_bought_in_december_but_opponents_may_still_offer():
    """RULINGS.md §3.4, §3.6: no buying days in December; opponents may still offer days there."""
    game = build(2, positions=["11-30", "01-01"], lucky=[27, 28], dial=[4])
    drv = Driver(game)
    drv.spin(4)
    assert positions_of(game)[0] == d("12-04")
    assert (game.pending.kind, game.pending.player) == (K.PLEDGE, 1)


def test_days_are_bought_at_most_once_per_turn():
    """RULINGS.md §3.4: one purchase of days per turn, even when the pawn lands on another plain square."""
    game = build(2, positions=["01-01", "01-01"], money=[5000, 800], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 3, player=0)
    assert positions_of(game)[0] == d("01-07")
    assert (game.pending.kind, game.pending.player) == (K.VACATION, 0)
    assert len(drv.of_type(ev.DaysBought)) == 1


def test_days_bought_never_exceed_what_the_player_can_pay():
    """RULINGS.md §3.4: one cannot buy more days than one can pay in full."""
    game = build(2, positions=["01-01", "01-01"], money=[350, 800], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert game.pending.kind is K.BUY_DAYS
    assert max(game.pending.options) == 3
    with pytest.raises(IllegalActionError):
        game.decide(4)
    drv.decide(K.BUY_DAYS, 3)
    assert money_of(game)[0] == 50
    assert positions_of(game)[0] == d("01-07")


def test_vacation_moves_exactly_14_days_with_passing_and_personal_effects_but_not_the_almanac():
    """RULINGS.md §3.5: a vacation is 14 days; quarter pay and lucky number apply, the almanac does not."""
    game = build(2, positions=["03-16", "01-01"], lucky=[2, 28], dial=[3], chance=["chance-12"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0, player=0)
    drv.decide(K.VACATION, True, player=0)
    assert moves(drv, "vacation") == [(0, d("03-19"), d("03-19") + 14)]
    assert positions_of(game)[0] == d("04-02")
    assert quarters(drv) == [(0, d("03-31"), 400, 3, 1)]
    assert payments(drv, "lucky_number") == [(None, 0, 200)]
    assert almanac_days(drv) == []
    assert drv.of_type(ev.CardDrawn) == []
    assert money_of(game) == [800 + 400 + 200, 800]
    assert tokens_of(game)[0] == 5
    assert game.state.players[0].vacation_cards == 1


@pytest.mark.parametrize(("start", "number", "offered"), [("11-10", 4, True), ("11-13", 4, False), ("11-11", 4, False)])
def test_vacation_can_only_be_played_before_15_november(start, number, offered):
    """RULINGS.md §3.5: a vacation card may be played only from a date before 15 November."""
    game = build(2, positions=[start, "01-01"], lucky=[27, 28], dial=[number])
    drv = Driver(game)
    drv.spin(number)
    if pending_kind(game) is K.BUY_DAYS:
        drv.decide(K.BUY_DAYS, 0)
    assert (pending_kind(game) is K.VACATION) is offered


def test_only_one_vacation_card_per_turn():
    """RULINGS.md §3.5: one vacation card per turn (shown with the house rule that lets the turn go on after it)."""
    content = with_edition(classic(), vacation_ends_turn=False)
    game = build(2, content=content, positions=["01-01", "01-01"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0)
    drv.decide(K.VACATION, True, player=0)
    assert positions_of(game)[0] == d("01-18")
    drv.decide(K.PLEDGE, 2, player=1)              # 20 January: a sign square, nothing more to decide
    assert positions_of(game)[0] == d("01-20")
    assert (game.pending.kind, game.pending.player) != (K.VACATION, 0)
    assert game.state.players[0].vacation_cards == 1


def test_a_vacation_ends_the_turn_no_days_are_offered_after_it():
    """RULINGS.md §12 (rulebook 4.f, both editions): a vacation completes the turn: no offered days after it."""
    game = build(3, positions=["01-01", "01-01", "01-01"], lucky=[25, 26, 27], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0)
    drv.decide(K.VACATION, True, player=0)
    assert positions_of(game)[0] == d("01-18")     # a plain square, where days could otherwise be offered
    assert not drv.of_type(ev.DaysPledged)
    assert game.state.active == 1 and [type(e) for e in drv.events][-1] is not ev.DaysPledged
    assert drv.of_type(ev.TurnEnded)[-1].player == 0


def test_free_vacation_card_is_the_turns_vacation_and_ends_the_turn():
    """RULINGS.md §12: a free-vacation Chance card counts as the turn's vacation: no days bought, no vacation
    card, no offered days after it."""
    game = build(3, positions=["03-10", "01-01", "01-01"], lucky=[25, 26, 24], dial=[3], chance=["chance-39"])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("03-27")     # 13 March draws the card: two weeks to a plain square
    assert [(e.player, e.free) for e in drv.of_type(ev.VacationPlayed)] == [(0, True)]
    assert game.state.active == 1
    assert drv.of_type(ev.TurnEnded)[-1].player == 0
    assert game.state.players[0].vacation_cards == 2


def test_free_vacation_card_does_nothing_from_15_november():
    """RULINGS.md §12: on or after 15 November a free-vacation card does nothing, and the log says why."""
    game = build(2, positions=["11-30", "01-01"], lucky=[25, 26], dial=[3], chance=["chance-39"])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("12-03")
    assert [(e.player, e.reason) for e in drv.of_type(ev.VacationVoid)] == [(0, "too_late")]
    assert not drv.of_type(ev.VacationPlayed)
    line = describe(drv.of_type(ev.VacationVoid)[0], ["Ann", "Bob"], load_texts(classic()))
    assert line == "The free vacation does nothing for Ann: vacations end on 15 November (Chance card)."


def test_free_vacation_card_drawn_after_a_vacation_this_turn_does_nothing():
    """RULINGS.md §12: drawn after the player already went on vacation this turn, a free-vacation card does nothing
    (shown with the house rule that lets days be offered after a vacation)."""
    content = with_edition(classic(), vacation_ends_turn=False)
    game = build(2, content=content, positions=["01-01", "01-01"], lucky=[25, 26], dial=[3], chance=["chance-39"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0)
    drv.decide(K.VACATION, True, player=0)         # 18 January
    drv.decide(K.PLEDGE, 6, player=1)              # 24 January draws the free vacation
    assert positions_of(game)[0] == d("01-24")
    assert [(e.player, e.reason) for e in drv.of_type(ev.VacationVoid)] == [(0, "already")]
    assert [e.free for e in drv.of_type(ev.VacationPlayed)] == [False]


def test_offered_days_are_pledged_in_turn_order_add_up_and_move_once_with_the_almanac():
    """RULINGS.md §3.6: opponents pledge in turn order, pay their own pledge, one move by the total, almanac applied."""
    game = build(3, active=1, positions=["01-01", "01-01", "01-01"], lucky=[27, 28, 29], dial=[3], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0, player=1)
    drv.decide(K.VACATION, False, player=1)
    assert game.pending.info == (0,)
    drv.decide(K.PLEDGE, 1, player=2)
    assert game.pending.info == (1,)
    drv.decide(K.PLEDGE, 1, player=0)
    assert [(e.player, e.target, e.days, e.price) for e in drv.of_type(ev.DaysPledged)] == [(2, 1, 1, 100), (0, 1, 1, 100)]
    assert moves(drv, "offered") == [(1, d("01-04"), d("01-06"))]
    assert almanac_days(drv, 1) == [d("01-06")]
    assert money_of(game) == [700, 800 + 100, 700]
    assert game.pending.player == 2  # P1's turn is over: the next player starts


def test_the_offer_round_names_the_later_opponents_who_could_pay_for_a_day():
    """RULINGS.md §3.6: while one opponent is asked, Game.offer_round() lists who is asked after, in turn order."""
    game = build(4, active=1, positions=["01-01"] * 4, lucky=[27, 28, 29, 30], money=[800, 800, 800, 50], dial=[3],
                 chance=["chance-01"])
    drv = Driver(game)
    assert game.offer_round() == ()
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0, player=1)
    drv.decide(K.VACATION, False, player=1)
    assert game.pending.player == 2 and game.offer_round() == (0,), "P3 cannot pay for one day; P0 comes after P2"
    drv.decide(K.PLEDGE, 0, player=2)
    assert game.pending.player == 0 and game.offer_round() == ()


def test_an_offer_of_days_is_told_before_its_payment():
    """RULINGS.md §12 (the log in order): a purchase or an offer of days comes before the money it costs."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[3], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 1)
    drv.decide(K.VACATION, False)
    drv.decide(K.PLEDGE, 1, player=1)
    kinds = [(type(e), getattr(e, "source", None)) for e in drv.events if type(e) in (ev.DaysBought, ev.DaysPledged, ev.MoneyPaid)]
    assert kinds[:4] == [(ev.DaysBought, None), (ev.MoneyPaid, "days"), (ev.DaysPledged, None), (ev.MoneyPaid, "pledge")]


def test_pledges_are_limited_to_what_each_pledger_can_pay():
    """RULINGS.md §3.6: each pledger pays 100 a day and may only pledge what they can pay."""
    game = build(3, positions=["01-01", "01-01", "01-01"], money=[800, 250, 50], lucky=[27, 28, 29], dial=[3], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0)
    drv.decide(K.VACATION, False)
    assert (game.pending.kind, game.pending.player) == (K.PLEDGE, 1)
    assert max(game.pending.options) == 2
    with pytest.raises(IllegalActionError):
        game.decide(3)
    drv.decide(K.PLEDGE, 2, player=1)
    # P2 cannot pay one day: no pledge is asked of them; the pawn moves by 2.
    assert moves(drv, "offered") == [(0, d("01-04"), d("01-06"))]
    assert [(e.player, e.days) for e in drv.of_type(ev.DaysPledged)] == [(1, 2)]
    assert money_of(game) == [900, 50, 50]


def test_pledge_not_asked_when_one_day_unaffordable():
    """RULINGS.md §3.6: an opponent holding less than one day's price is not asked to pledge at all.

    "Nothing" would be their only answer, so the offer round passes them by: no decision is
    asked of them and no pledge of theirs is told; the others are asked in turn order and
    the pawn moves once by their total. When nobody can pay a day, nobody is asked and the
    turn ends.
    """
    game = build(4, positions=["01-01"] * 4, money=[800, 99, 100, 0], lucky=[27, 28, 29, 30], dial=[3, 3],
                 chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0, player=0)
    drv.decide(K.VACATION, False, player=0)
    pending = game.pending
    assert (pending.kind, pending.player, pending.options) == (K.PLEDGE, 2, range(0, 2)), "P1 holds 99: passed by"
    assert game.offer_round() == (), "P3 holds nothing: not asked after P2 either"
    drv.decide(K.PLEDGE, 1, player=2)
    assert [dec.player for dec in game.decisions if dec is not None and dec.kind is K.PLEDGE] == [2]
    assert [(e.player, e.target, e.days) for e in drv.of_type(ev.DaysPledged)] == [(2, 0, 1)]
    assert moves(drv, "offered") == [(0, d("01-04"), d("01-05"))]
    assert money_of(game)[1:] == [99, 0, 0]
    # nobody can pay a day: nobody is asked, the turn ends at once
    game = build(3, positions=["01-01"] * 3, money=[800, 99, 0], lucky=[27, 28, 29], dial=[3], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0, player=0)
    drv.decide(K.VACATION, False, player=0)
    assert game.pending.player == 1 and game.pending.kind in (K.BUY_TOKEN, K.SPIN), "P1's turn has begun"
    assert [dec.kind for dec in game.decisions if dec is not None and dec.kind is K.PLEDGE] == []
    assert drv.of_type(ev.DaysPledged) == [] and moves(drv, "offered") == []
    assert [e.player for e in drv.of_type(ev.TurnEnded)] == [0]


def test_no_days_are_offered_when_the_pawn_rests_on_an_illustrated_square():
    """RULINGS.md §3.6: offers only when the pawn rests on a plain square."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[5], chance=["chance-01"])
    drv = Driver(game)
    drv.spin(5)
    drv.decide(K.VACATION, False, player=0)
    assert drv.of_type(ev.DaysPledged) == []
    assert [e.player for e in drv.of_type(ev.TurnEnded)] == [0]
    assert game.pending.player == 1


def test_offered_days_in_december_move_the_pawn_and_apply_the_almanac():
    """RULINGS.md §3.6: in December opponents may offer; the landing is resolved with the almanac."""
    game = build(2, positions=["11-30", "01-01"], lucky=[27, 28], dial=[4])
    drv = Driver(game)
    drv.spin(4)
    drv.decide(K.PLEDGE, 2, player=1)
    assert positions_of(game)[0] == d("12-06")
    assert money_of(game)[1] == 600
    assert (game.pending.kind, game.pending.player) == (K.CHOICE, 0)  # 6 Dec: pay 300 or draw Hazard


def test_offered_days_reaching_31_december_end_the_game():
    """RULINGS.md §3.6, §5: days offered in December that reach 31 December end the game at once."""
    game = build(2, positions=["12-25", "01-01"], lucky=[27, 28], dial=[1])
    drv = Driver(game)
    drv.spin()
    assert positions_of(game)[0] == d("12-26")
    assert max(game.pending.options) == 5  # no more days than are left to 31 December
    drv.decide(K.PLEDGE, 5, player=1)
    assert game.finished and game.pending is None
    assert [(e.player, e.second) for e in drv.of_type(ev.FinishReached)] == [(0, 1)]
    assert money_of(game) == [800, 300]


def test_only_one_offer_round_per_turn():
    """RULINGS.md §3.6: one offer round per turn, even if the pawn lands on a plain square again."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    drv.decide(K.BUY_DAYS, 0)
    drv.decide(K.VACATION, False)
    drv.decide(K.PLEDGE, 3, player=1)
    assert positions_of(game)[0] == d("01-07")
    assert len(drv.of_type(ev.DaysPledged)) == 1
    assert [e.player for e in drv.of_type(ev.TurnEnded)] == [0]
    assert (game.pending.kind, game.pending.player) == (K.BUY_TOKEN, 1)


def test_29_february_gives_two_whole_extra_turns_right_after():
    """RULINGS.md §3.7: 29 February gives two whole extra turns right after this one."""
    game = build(3, positions=["02-26", "01-01", "01-01"], lucky=[27, 28, 26], dial=[3, 1, 1])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("02-29")
    finish_turn(drv)
    for _ in range(2):
        assert game.pending.player == 0
        drv.spin(1)
        finish_turn(drv)
    assert positions_of(game)[0] == d("03-02")
    assert [(e.player, e.extra) for e in drv.of_type(ev.TurnStarted)] == [(0, True), (0, True), (1, False)]
    assert game.pending.player == 1


# =========================================================================== §4 landing


def test_birthdays_are_paid_before_lucky_numbers():
    """RULINGS.md §4.1: on one landing, birthdays are paid first, then lucky numbers."""
    players = [person("A"), person("B", born="1980-01-12"), person("C")]
    game = build(players, positions=["01-09", "01-01", "01-01"], money=[200, 800, 800], lucky=[27, 28, 12], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert moves(drv, "spin") == [(0, d("01-09"), d("01-12"))]
    paid = [(e.payer, e.payee, e.amount, e.source) for e in drv.of_type(ev.MoneyPaid)]
    # The 200 held goes to the birthday; the lucky number (owed after) gets nothing.
    assert paid[:2] == [(0, 1, 200, "birthday"), (0, 2, 0, "lucky_number")]
    assert money_of(game) == [0, 1000, 800]
    assert [e.player for e in drv.of_type(ev.Bankrupt)] == [0]


def test_on_your_own_birthday_every_other_player_pays_you_200():
    """RULINGS.md §4.1: landing on one's own birthday, every other player pays 200."""
    players = [person("A", born="1980-01-04"), person("B"), person("C")]
    game = build(players, positions=["01-01", "01-01", "01-01"], lucky=[27, 28, 29], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert sorted(payments(drv, "birthday")) == [(1, 0, 200), (2, 0, 200)]
    assert money_of(game) == [1200, 600, 600]


def test_on_another_players_birthday_you_pay_that_player_200():
    """RULINGS.md §4.1: landing on another player's birthday, pay that player 200."""
    players = [person("A"), person("B", born="1980-01-04")]
    game = build(players, positions=["01-01", "01-01"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert payments(drv, "birthday") == [(0, 1, 200)]
    assert money_of(game) == [600, 1000]


def test_on_your_own_lucky_number_the_bank_pays_you_200():
    """RULINGS.md §4.1: landing on a date whose day is your lucky number, the bank pays 200."""
    game = build(2, positions=["01-01", "01-01"], lucky=[4, 28], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert payments(drv, "lucky_number") == [(None, 0, 200)]
    assert money_of(game) == [1000, 800]


def test_on_another_players_lucky_number_you_pay_that_player_200():
    """RULINGS.md §4.1: landing on another player's lucky number, pay that player 200."""
    game = build(2, positions=["01-01", "03-01"], lucky=[27, 4], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert payments(drv, "lucky_number") == [(0, 1, 200)]
    assert money_of(game) == [600, 1000]


def test_pawn_moved_by_a_card_in_another_players_turn_ignores_the_almanac():
    """RULINGS.md §4.3: a non-active pawn advanced by a Chance card ignores the almanac where it lands."""
    game = build(
        2, positions=["10-11", "10-09"], lucky=[27, 28], dial=[7],
        chance=["chance-01", "chance-35", "chance-12"],
    )
    drv = Driver(game)
    drv.spin(7)
    assert positions_of(game) == [d("10-18"), d("10-16")]  # 16 Oct: "draw a Chance card" — ignored
    assert [(e.player, e.card) for e in drv.of_type(ev.CardDrawn)] == [(0, "chance-01"), (1, "chance-35")]
    assert almanac_days(drv, 1) == []
    assert money_of(game) == [900, 800]


def test_pawn_moved_in_another_players_turn_still_pays_lucky_numbers():
    """RULINGS.md §4.3: a non-active pawn moved by a card ignores only the almanac; personal squares still apply."""
    game = build(2, positions=["10-11", "10-09"], lucky=[16, 28], dial=[7], chance=["chance-01", "chance-35", "chance-12"])
    drv = Driver(game)
    drv.spin(7)
    assert positions_of(game)[1] == d("10-16")
    assert payments(drv, "lucky_number") == [(1, 0, 200)]
    assert money_of(game) == [800 + 100 + 200, 600]


def test_pawn_moved_by_19_december_in_another_players_turn_ignores_the_almanac():
    """RULINGS.md §4.3, §8: an elected opponent advanced 3 days by 19 Dec ignores the almanac (17 Dec) it reaches."""
    players = [person("A"), person("B", facts=["elected"])]
    game = build(players, positions=["12-16", "12-14"], lucky=[27, 28], dial=[3], chance=["chance-01"], hazard=["hazard-01"])
    drv = Driver(game)
    drv.spin()
    assert positions_of(game) == [d("12-19"), d("12-17")]
    assert almanac_days(drv) == [d("12-19")]
    assert drv.of_type(ev.CardDrawn) == []
    assert money_of(game) == [800, 800]
    assert (game.pending.kind, game.pending.player) == (K.BUY_TOKEN, 1)


def test_double_blue_square_takes_a_token_to_the_bank_before_the_card():
    """RULINGS.md §4.2: on a double-blue square a token goes to the bank first, then the card."""
    game = build(2, positions=["01-18", "01-01"], tokens=[2, 2], lucky=[27, 28], dial=[3], hazard=["hazard-35"], bank_tokens=20)
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("01-21")
    token_moves = [(e.giver, e.taker, e.count, e.source) for e in drv.of_type(ev.TokensMoved)]
    assert token_moves == [(0, None, 1, "double_blue"), (0, None, 1, "card:hazard-35")]
    first = next(i for i, e in enumerate(drv.events) if isinstance(e, ev.TokensMoved))
    drawn = next(i for i, e in enumerate(drv.events) if isinstance(e, ev.CardDrawn))
    assert first < drawn
    assert tokens_of(game) == [0, 2]
    assert game.state.bank_tokens == 22


def test_several_players_draw_in_turn_order_from_the_active_player_each_card_resolved_first():
    """RULINGS.md §4.2: all draw in turn order from the active player; one card fully resolved before the next."""
    game = build(
        3, active=1, positions=["01-01", "10-11", "01-01"], lucky=[27, 28, 29], dial=[7],
        chance=["chance-21", "chance-01", "chance-02"],
    )
    drv = Driver(game)
    drv.spin(7)
    assert positions_of(game)[1] == d("10-18")
    assert (game.pending.kind, game.pending.player) == (K.CHOOSE_PLAYER, 1)
    assert [e.player for e in drv.of_type(ev.CardDrawn)] == [1]  # nobody else has drawn yet
    drv.decide(K.CHOOSE_PLAYER, 2, player=1)
    assert [(e.player, e.card) for e in drv.of_type(ev.CardDrawn)] == [(1, "chance-21"), (2, "chance-01"), (0, "chance-02")]
    assert tokens_of(game) == [2, 3, 1]
    assert money_of(game) == [950, 800, 900]


def test_swaps_ignore_personal_squares_passing_and_the_almanac():
    """RULINGS.md §4.3, §5: a swap (21 June) pays no lucky number, no quarter, and reads no almanac."""
    game = build(2, positions=["06-17", "07-15"], lucky=[27, 15], dial=[4])
    drv = Driver(game)
    drv.spin(4)
    assert [(e.player, e.other) for e in drv.of_type(ev.PawnsSwapped)] == [(0, 1)]
    assert positions_of(game) == [d("07-15"), d("06-21")]
    assert quarters(drv) == []
    assert payments(drv, "lucky_number") == []
    assert almanac_days(drv) == [d("06-21")]
    assert money_of(game) == [800, 800]
    assert game.state.quarter_passers[1] == []


# =========================================================================== §5 passing


def test_quarter_pays_400_every_time_also_after_moving_back_and_passing_again():
    """RULINGS.md §5: the bank pays 400 at every pass of a quarter end, also after moving back."""
    players = [person("A", sex="male"), person("B")]
    game = build(players, positions=["09-26", "01-01"], lucky=[5, 6], dial=[4, 1, 14])
    drv = Driver(game)
    drv.spin(4)  # to 30 Sep: first pass
    drv.decide(K.VACATION, True, player=0)  # to 14 Oct
    finish_turn(drv)
    drv.spin(1)  # P1
    finish_turn(drv)
    drv.spin(14)  # to 28 Oct: a man over 18 moves back one month, to 28 Sep
    assert positions_of(game)[0] == d("09-28")
    drv.decide(K.BUY_DAYS, 2, player=0)  # passes 30 Sep again
    assert positions_of(game)[0] == d("09-30")
    assert quarters(drv) == [(0, d("09-30"), 400, 3, 1), (0, d("09-30"), 400, 0, None)]
    assert money_of(game)[0] == 800 + 400 - 200 + 400
    assert tokens_of(game)[0] == 5


def test_first_two_players_to_pass_a_quarter_get_3_and_2_tokens():
    """RULINGS.md §5: the first player to pass a quarter end gets 3 tokens, the second 2, later ones none."""
    game = build(3, positions=["03-29", "03-29", "03-29"], lucky=[27, 28, 26], dial=[2, 2, 2])
    drv = Driver(game)
    for p in range(3):
        assert game.pending.player == p
        drv.spin(2)
        finish_turn(drv)
    assert quarters(drv) == [(0, d("03-31"), 400, 3, 1), (1, d("03-31"), 400, 2, 2), (2, d("03-31"), 400, 0, None)]
    assert tokens_of(game) == [5, 4, 2]
    assert money_of(game) == [1200, 1200, 1200]


def test_quarter_bonus_goes_to_two_distinct_players_not_twice_to_the_same():
    """RULINGS.md §5: a player passing a quarter end again is not the 'second' passer; the next other player is."""
    game = build(2, positions=["03-29", "03-29"], lucky=[27, 28], dial=[2, 2])
    game.state.quarter_passers[0] = [0]  # P0 already passed 31 March before moving back
    drv = Driver(game)
    drv.spin(2)
    finish_turn(drv)
    drv.spin(2)
    assert quarters(drv) == [(0, d("03-31"), 400, 0, None), (1, d("03-31"), 400, 2, 2)]
    assert tokens_of(game) == [2, 4]


def test_landing_on_a_quarter_square_pays_only_once():
    """RULINGS.md §5: stopping on a quarter end pays 400 once (no second almanac payment)."""
    game = build(2, positions=["03-29", "01-01"], lucky=[27, 28], dial=[2])
    drv = Driver(game)
    drv.spin(2)
    assert positions_of(game)[0] == d("03-31")
    assert payments(drv, "quarter") == [(None, 0, 400)]
    assert [e for e in drv.of_type(ev.MoneyPaid) if e.payee == 0] == [ev.MoneyPaid(None, 0, 400, 400, "quarter")]
    assert money_of(game)[0] == 1200


def test_backward_moves_never_count_as_passing():
    """RULINGS.md §5: moving back over a quarter end (28 Oct → 28 Sep) pays nothing."""
    players = [person("A", sex="male"), person("B")]
    game = build(players, positions=["10-25", "01-01"], lucky=[5, 6], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert moves(drv) == [(0, d("10-25"), d("10-28")), (0, d("10-28"), d("09-28"))]
    assert quarters(drv) == []
    assert game.state.quarter_passers[2] == []
    assert money_of(game)[0] == 800


def test_reaching_or_passing_31_december_ends_the_game_at_once():
    """RULINGS.md §5: a spin that passes 31 December ends the game at once; nothing else is asked."""
    game = build(2, positions=["12-29", "12-01"], lucky=[27, 28], dial=[3])
    drv = Driver(game)
    drv.spin()
    assert positions_of(game)[0] == d("12-31")
    assert game.finished and game.pending is None
    assert [(e.player, e.second) for e in drv.of_type(ev.FinishReached)] == [(0, 1)]
    assert drv.events[-1] == ev.GameOver(game.outcome().ranking)


def test_game_ends_at_once_when_31_december_is_reached_in_another_players_turn():
    """RULINGS.md §5: 17 Dec, all draw Chance: an opponent's advance card reaching 31 Dec ends the game; later draws dropped."""
    game = build(
        3, positions=["12-14", "12-26", "12-01"], lucky=[27, 28, 29], dial=[3],
        chance=["chance-01", "chance-34", "chance-02"],
    )
    drv = Driver(game)
    drv.spin()
    drv.decide(K.TABLE_QUESTION, True, player=0)
    assert game.finished and game.pending is None
    assert [(e.player, e.card) for e in drv.of_type(ev.CardDrawn)] == [(0, "chance-01"), (1, "chance-34")]
    assert game.outcome().first == 1
    assert game.state.piles["chance"][-1] == "chance-02"  # P2 never drew
    assert money_of(game) == [900, 800, 800]
    assert tokens_of(game) == [5, 8, 2]  # 6 to P1, 3 to P0 (on 17 Dec, furthest of the others)
    assert isinstance(drv.events[-1], ev.GameOver)


# =========================================================================== failure kinds


def test_1_february_advance_to_16_february_applies_16_february_exactly_once():
    """RULINGS.md §4, §8: 1 Feb pays 300 then advances 15 days; 16 Feb then applies exactly once."""
    game = build(3, positions=["01-29", "01-01", "01-01"], money=[800, 500, 1200], lucky=[27, 28, 29], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game)[0] == d("02-16")
    assert almanac_days(drv) == [d("02-01"), d("02-16")]
    assert money_of(game) == [800 - 300 - 100 + 100, 600, 1100]


def test_chance_advance_card_landing_on_an_illustrated_square_applies_it_exactly_once():
    """RULINGS.md §4.2: an 'advance' Chance card of the active player lands on 13 Jan, whose Hazard is drawn once."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], dial=[5], chance=["chance-35"], hazard=["hazard-04", "hazard-05"])
    drv = Driver(game)
    drv.spin(5)
    assert positions_of(game)[0] == d("01-13")
    assert almanac_days(drv) == [d("01-06"), d("01-13")]
    assert [e.card for e in drv.of_type(ev.CardDrawn)] == ["chance-35", "hazard-04"]
    assert money_of(game) == [600, 800]


def test_a_chain_that_would_loop_stops_at_the_editions_max_chain():
    """RULINGS.md §3.3: a chain of landings that would loop is stopped by the edition's max_chain guard."""
    content = with_days(classic(), {"01-06": [{"move_to": "01-13"}], "01-13": [{"move_to": "01-06"}]})
    limit = content.edition.max_chain
    game = build(2, content=content, positions=["01-01", "01-01"], lucky=[27, 28], dial=[5])
    drv = Driver(game)
    drv.spin(5)
    assert [e.player for e in drv.of_type(ev.ChainStopped)] == [0]
    assert len(almanac_days(drv)) == limit
    assert game.pending is not None and game.pending.player == 0  # the turn goes on


def test_a_chain_guard_set_lower_in_the_edition_stops_earlier():
    """RULINGS.md §3.3: the loop guard is edition data (max_chain), not a constant."""
    content = with_edition(with_days(classic(), {"01-06": [{"move_to": "01-13"}], "01-13": [{"move_to": "01-06"}]}), max_chain=5)
    game = build(2, content=content, positions=["01-01", "01-01"], lucky=[27, 28], dial=[5])
    drv = Driver(game)
    drv.spin(5)
    assert almanac_days(drv) == [d("01-06"), d("01-13"), d("01-06"), d("01-13"), d("01-06")]
    assert [e.player for e in drv.of_type(ev.ChainStopped)] == [0]
    assert positions_of(game)[0] == d("01-13")


def test_two_pawns_crossing_a_quarter_end_in_one_effect_get_bonuses_in_turn_order_from_the_active_player():
    """RULINGS.md §4.2, §5: pawns moved by one effect pass the quarter in turn order from the active player (3 then 2)."""
    content = with_days(classic(), {"03-22": [{"for_each_player": [{"move": 15}]}]})
    game = build(3, content=content, active=1, positions=["03-20", "03-19", "03-10"], lucky=[27, 28, 29], dial=[3])
    drv = Driver(game)
    drv.spin(3)
    assert positions_of(game) == [d("04-04"), d("04-06"), d("03-25")]
    assert quarters(drv) == [(1, d("03-31"), 400, 3, 1), (0, d("03-31"), 400, 2, 2)]
    assert tokens_of(game) == [4, 5, 2]
    assert money_of(game) == [1200, 1200, 800]


def test_game_ends_when_a_card_carries_a_non_active_pawn_to_31_december_dropping_the_rest():
    """RULINGS.md §5: 18 Oct, all draw Chance: an opponent's advance card passing 31 Dec ends the game at once."""
    game = build(
        3, positions=["10-11", "12-28", "12-01"], lucky=[27, 26, 29], dial=[7],
        chance=["chance-01", "chance-36", "chance-02"],
    )
    drv = Driver(game)
    drv.spin(7)
    assert game.finished and game.pending is None
    assert positions_of(game) == [d("10-18"), d("12-31"), d("12-01")]
    assert [e.player for e in drv.of_type(ev.CardDrawn)] == [0, 1]
    assert [(e.player, e.second) for e in drv.of_type(ev.FinishReached)] == [(1, 2)]
    assert money_of(game) == [900, 800, 800]
