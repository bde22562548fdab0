"""The computer players' levels: what each sees, how the expert looks ahead, and how they use offers and swaps.

Situations are built with :func:`helpers.build`; a bot is asked with
:func:`gameofyear.bots.bot_view` exactly as in a game.
"""

from __future__ import annotations

import random
import time

import pytest
from helpers import Driver, build, classic, d, person

from gameofyear.bots import BOT_LEVELS, BotView, EasyBot, ExpertBot, NormalBot, bot_view, determinize, make_bot
from gameofyear.bots.determinize import possible_lucky_numbers
from gameofyear.bots.evaluation import expected_tokens, race, standing
from gameofyear.bots.expert import TURN_MS
from gameofyear.engine import Game
from gameofyear.engine.decisions import DecisionKind
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup, tournament


def people(count: int, **birthdays: str) -> list:
    """``count`` players with different birthdays away from the squares used below (``P0="1980-02-13"`` overrides)."""
    born = ["1970-09-03", "1971-09-14", "1972-08-25", "1973-08-06", "1974-07-27", "1975-07-08"]
    return [person(f"P{i}", born=birthdays.get(f"P{i}", born[i])) for i in range(count)]


def answer_until(game: Game, kind: DecisionKind) -> None:
    """Decline every decision (no token, no days, no vacation, no pledge) until one of ``kind`` is pending."""
    declines = {DecisionKind.BUY_TOKEN: False, DecisionKind.BUY_DAYS: 0, DecisionKind.VACATION: False,
                DecisionKind.PLEDGE: 0}
    while game.pending is not None and game.pending.kind is not kind:
        game.decide(declines[game.pending.kind])
    assert game.pending is not None, f"the game ended before a {kind} decision"


# ---------------------------------------------------------------------- levels


def test_every_level_is_registered_weakest_first_and_plays_a_whole_game():
    """BOT_LEVELS names the five levels; a game of easy, normal and expert bots ends with legal actions only."""
    assert list(BOT_LEVELS) == ["random", "easy", "basic", "normal", "expert"]
    content = classic()
    game = Game.new(random_setup(random.Random(4), content, 3), content, 4)
    decisions = play_out(game, [make_bot("easy", 1), make_bot("normal", 2), ExpertBot(3, budget_ms=10)])
    assert game.finished and decisions > 100
    replayed = Game.replay(game.setup, content, 4, game.actions)
    assert replayed.state.fingerprint() == game.state.fingerprint()


class _Counting(EasyBot):
    """An easy bot that keeps every decision it is asked."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.asked: list = []

    def choose(self, view: BotView):
        self.asked.append(view.decision)
        return super().choose(view)


def test_a_decision_with_a_single_legal_answer_is_answered_by_the_table_without_asking_the_bot():
    """The table answers a computer player's spin (one option) itself: the bot sees only real choices."""
    content = classic()
    game = Game.new(random_setup(random.Random(5), content, 3), content, 5)
    bots = [_Counting(i) for i in range(3)]
    decisions = play_out(game, bots)
    asked = [decision for bot in bots for decision in bot.asked]
    spins = [decision for decision in game.decisions if decision is not None and decision.kind is DecisionKind.SPIN]
    assert game.finished and decisions == len(game.actions) and len(spins) > 30
    assert all(decision.options is None or len(decision.options) > 1 for decision in asked)
    assert len(asked) == decisions - sum(1 for d in game.decisions if d is not None and d.sole_option())


@pytest.mark.parametrize("level", list(BOT_LEVELS))
def test_no_level_draws_from_its_generator_on_a_single_legal_answer(level):
    """Asked a decision with one legal answer anyway, every level gives it and leaves its generator alone,
    so that the table answering it instead changes no game."""
    game = build(2, positions=["01-01", "01-01"], lucky=[27, 28], money=[50, 800])
    assert game.pending.kind is DecisionKind.SPIN and game.pending.sole_option() == (True,)
    bot = make_bot(level, 3)
    before = bot.rng.getstate()
    assert bot.choose(bot_view(game)) is True
    assert bot.rng.getstate() == before


def test_the_random_level_plays_the_same_game_whether_or_not_it_is_asked_its_forced_decisions():
    """A random bot asked every decision (the spins included) and one spared the forced ones play alike."""
    content = classic()
    games = []
    for spare in (True, False):
        game = Game.new(random_setup(random.Random(9), content, 3), content, 9)
        bots = [make_bot("random", 90 + i) for i in range(3)]
        while game.pending is not None:
            decision = game.pending
            sole = decision.sole_option()
            game.decide(sole[0] if spare and sole else bots[decision.player].choose(bot_view(game)))
        games.append(game)
    assert games[0].actions == games[1].actions
    assert games[0].state.fingerprint() == games[1].state.fingerprint()


def test_each_level_has_a_personality_and_its_own_quiz_knowledge():
    """Names of characters, and quiz knowledge rising with the level."""
    assert {EasyBot.persona, NormalBot.persona, ExpertBot.persona} == {"Cousin Gaston", "Aunt Simone", "Professor Léon"}
    assert EasyBot.quiz_knowledge < NormalBot.quiz_knowledge < ExpertBot.quiz_knowledge
    assert EasyBot.claim_probability < NormalBot.claim_probability <= ExpertBot.claim_probability


def test_unknown_level_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="unknown bot 'genius'.*expert"):
        make_bot("genius")


def test_easy_takes_the_bigger_number_unless_it_lands_on_blue_and_the_smaller_on_red():
    """The dial shows 4/8. From 1 January (5 and 9 January, both plain): 8. From 2 March, 4 lands on
    6 March (red) and 8 on 10 March (blue): 4. From 1 March, 8 lands on 9 March (blue) but 4 on a plain
    square: still 8."""
    bot = EasyBot(1)
    bot.slip = 0.0
    for start, natural in (("01-01", 8), ("03-02", 4), ("03-01", 8)):
        game = build(people(2), positions=[start, "01-01"], money=[400, 400], dial=[4])
        Driver(game).spin()
        assert game.pending.kind is DecisionKind.CHOOSE_NUMBER
        assert bot.choose(bot_view(game)) == natural, start


def test_easy_sometimes_slips_and_forgets_claims():
    """About one choice in eight is any option; about half the claims are forgotten."""
    game = build(people(2), positions=["01-01", "01-01"], money=[400, 400], dial=[4])
    Driver(game).spin()
    view = bot_view(game)
    picks = [EasyBot(seed).choose(view) for seed in range(400)]
    slips = picks.count(4) / len(picks)
    assert 0.02 < slips < 0.15
    bot = EasyBot(3)
    forgotten = sum(not bot.wants_claim(i) for i in range(400)) / 400
    assert 0.3 < forgotten < 0.6


# ---------------------------------------------------------------------- the expert's worlds


def _choose_number_game(opponent_lucky: int) -> Game:
    """P0 must choose 4 or 8 from 4 January; only P1's lucky number differs between calls."""
    game = build(people(3), positions=["01-04", "01-20", "02-02"], money=[400, 400, 400],
                 lucky=[5, opponent_lucky, 9], dial=[4])
    Driver(game).spin()
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER
    return game


def test_a_determinized_game_keeps_every_public_fact_and_samples_the_hidden_ones():
    game = _choose_number_game(12)
    view = bot_view(game)
    world = determinize(view, random.Random(1))
    assert world.pending == view.decision
    for real, sampled in zip(game.state.players, world.state.players):
        assert (real.position, real.money, real.tokens, real.vacation_cards) == (
            sampled.position, sampled.money, sampled.tokens, sampled.vacation_cards)
    assert world.state.players[0].lucky_number == 5  # the bot's own
    others = [p.lucky_number for p in world.state.players[1:]]
    assert len(set(others)) == 2 and 5 not in others
    assert world.observation(0).deck_sizes == view.observation.deck_sizes
    assert (world.state.order, world.state.active, world.state.bank_tokens) == (
        game.state.order, game.state.active, game.state.bank_tokens)
    # the sampled parts vary with the bot's generator, and cover every number it cannot rule out
    seen = {determinize(view, random.Random(s)).state.players[1].lucky_number for s in range(300)}
    assert seen == set(possible_lucky_numbers(view)) == set(range(1, 31)) - {5}
    # the world plays on like a game: both options are legal there
    for number in (4, 8):
        copy = world.clone()
        copy.decide(number)
        assert copy.state.players[0].position == d("01-04") + number


def test_a_determinized_world_does_not_depend_on_an_opponents_hidden_lucky_number():
    worlds = [determinize(bot_view(_choose_number_game(lucky)), random.Random(7)) for lucky in (12, 25)]
    assert worlds[0].state.fingerprint() == worlds[1].state.fingerprint()


@pytest.mark.parametrize("kind", ["choose_number", "pledge", "buy_token"])
def test_the_experts_choice_does_not_change_with_an_opponents_hidden_lucky_number(kind):
    """Same seed, same everything else: the same choice and the same simulated scores."""
    results = []
    for lucky in (12, 25, 30):
        if kind == "choose_number":
            game = _choose_number_game(lucky)
        elif kind == "pledge":
            game = build(people(2), active=1, positions=["01-01", "06-08"], money=[2000, 400], tokens=[2, 9],
                         lucky=[5, lucky], dial=[3])
            Driver(game).spin(3)
            answer_until(game, DecisionKind.PLEDGE)
        else:
            game = build(people(3), positions=["05-04", "05-20", "06-02"], money=[1100, 400, 400],
                         lucky=[5, lucky, 9])
            assert game.pending.kind is DecisionKind.BUY_TOKEN
        bot = ExpertBot(seed=11)
        results.append((bot.choose(bot_view(game)), bot.last_scores))
    assert results[0][1], "the expert simulated this decision"
    assert results[0] == results[1] == results[2]


def test_the_expert_never_receives_the_game():
    """What a bot is handed holds no other player's lucky number."""
    game = _choose_number_game(12)
    view = bot_view(game)
    assert isinstance(view, BotView)
    assert view.observation.lucky_number == 5
    assert 12 not in [getattr(p, "lucky_number", None) for p in view.observation.players]


def test_trivial_decisions_are_answered_at_once_without_simulating():
    game = build(people(2), positions=["01-01", "01-01"], money=[400, 400])
    bot = ExpertBot(1)
    assert game.pending.kind is DecisionKind.SPIN
    start = time.process_time()  # the process's own time: a busy machine's other work does not count
    assert bot.choose(bot_view(game)) is True
    assert time.process_time() - start < 0.01  # no world simulated (16 of them at least when it thinks)
    assert bot.last_scores == {}


# ---------------------------------------------------------------------- the expert's budget


def test_a_think_budget_is_a_positive_number_of_milliseconds():
    for bad in (0, -5, float("nan")):
        with pytest.raises(ValueError, match="positive number of milliseconds"):
            ExpertBot(1, budget_ms=bad)


def test_the_budget_goes_to_the_decisions_that_matter_and_buys_a_longer_look_ahead():
    """An offer of days gets half the budget, 1 April twice, the end of the year more than the spring; a
    bigger budget plays each world further, to the end of the game when the rest of it fits."""
    from gameofyear.bots import budget

    spring = build(people(4), positions=["03-29", "03-01", "10-20", "05-02"], money=[400] * 4, dial=[3])
    Driver(spring).spin(3)
    assert spring.pending.kind is DecisionKind.REARRANGE
    assert budget.weight(bot_view(spring), []) == budget.MOST
    pledge = build(people(2), active=1, positions=["01-01", "06-08"], money=[2000, 400], dial=[3])
    Driver(pledge).spin(3)
    answer_until(pledge, DecisionKind.PLEDGE)
    assert budget.weight(bot_view(pledge), [0, 2]) == 0.5
    early = bot_view(build(people(2), positions=["03-01", "03-05"], money=[900, 400]))
    late = bot_view(build(people(2), positions=["12-01", "12-05"], money=[900, 400]))
    assert early.decision.kind is late.decision.kind is DecisionKind.BUY_TOKEN
    assert budget.weight(early, [True, False]) == 1.0 < budget.weight(late, [True, False]) <= budget.MOST
    assert budget.horizon(early, 10 / TURN_MS, 2) == 1  # two players: one round is the other's turn
    assert 1 < budget.horizon(early, 300 / TURN_MS, 2) < budget.horizon(early, 1000 / TURN_MS, 2)
    to_end = budget.horizon(late, 300 / TURN_MS, 2)
    assert to_end >= 2 * budget.rounds_to_end(late)  # the rest of December fits: played to the end


def test_a_comparison_is_settled_when_each_option_is_clearly_worse_better_or_equal():
    bot = ExpertBot(1)
    base = [0.5 + 0.1 * ((i * 7) % 5 - 2) for i in range(32)]  # a spread of standings, world by world
    worse = [x - 0.2 for x in base]
    better = [x + 0.2 for x in base]
    equal = list(base)
    noisy = [x + (0.3 if i % 2 else -0.29) for i, x in enumerate(base)]  # ±0.3 around the same: not known yet
    assert bot.settled([base, worse])
    assert bot.settled([base, better, worse])
    assert bot.settled([base, equal])
    assert not bot.settled([base, noisy])
    assert not bot.settled([base, worse, noisy])


def _close_decision() -> Game:
    """The first decision of a seeded game of two ``normal`` bots that the expert cannot settle in 16 worlds."""
    content = classic()
    game = Game.new(random_setup(random.Random(4), content, 2), content, 4)
    bots = [make_bot("normal", 40), make_bot("normal", 41)]
    for _ in range(400):
        view = bot_view(game)
        probe = ExpertBot(seed=11, budget_ms=300)
        probe.choose(view)
        if probe.last_worlds > 16:
            return game
        game.decide(bots[view.me].choose(view))
    raise AssertionError("no close decision in the first 400 of this game")


def test_a_bigger_budget_draws_more_worlds_on_a_close_decision_and_the_same_seed_the_same_choice():
    game = _close_decision()
    drawn = {}
    for budget in (1, 300):
        choices = []
        for _ in range(2):
            bot = ExpertBot(seed=11, budget_ms=budget)
            choices.append((bot.choose(bot_view(game)), bot.last_scores, bot.last_worlds))
        assert choices[0] == choices[1]  # counted in worlds, not read from a clock
        drawn[budget] = choices[0][2]
        view = bot_view(game)
        cands = len(choices[0][1])
        assert drawn[budget] <= max(16, bot.turns_allowed(view, bot.candidates(view)) / cands + 8)
    assert drawn[1] == 16
    assert drawn[300] > drawn[1]


# ---------------------------------------------------------------------- the evaluation


def test_the_race_favours_the_pawn_ahead_and_sums_to_one():
    first, second = race([100.0, 90.0, 50.0], 20.0)
    assert first[0] > first[1] > first[2]
    assert sum(first) == pytest.approx(1.0, abs=0.05)
    assert sum(second) == pytest.approx(1.0, abs=0.1)


def test_expected_tokens_count_tokens_money_and_the_lead():
    content = classic()
    game = build(people(3), positions=["06-01", "06-01", "06-01"], money=[1000, 1000, 1000], tokens=[5, 5, 5])
    players, passers = game.state.players, game.state.quarter_passers
    even = expected_tokens(players, passers, content)
    assert even[0] == pytest.approx(even[1], abs=0.01) == pytest.approx(even[2], abs=0.01)  # who arrived first: a hair
    players[0].tokens += 1
    assert expected_tokens(players, passers, content)[0] - even[0] == pytest.approx(1.0, abs=0.01)
    players[0].tokens -= 1
    players[1].money += 1000
    assert 1.5 < expected_tokens(players, passers, content)[1] - even[1] <= 2.0  # two tokens' worth, most kept
    players[1].money -= 1000
    players[2].position += 20
    ahead = expected_tokens(players, passers, content)
    assert ahead[2] > even[2] and ahead[0] < even[0]  # the race for 31 December and for the quarter
    # at the end, only tokens and then money count
    players[0].tokens += 1
    assert standing(players, 0, passers, content, finished=True) == 2.0


# ---------------------------------------------------------------------- offers and swaps


def test_expert_pledges_days_that_push_the_leader_onto_a_doubly_unlucky_square():
    """The leader lands on 11 June (plain); 2 pledged days put it on 13 June (a token to the bank, back 12 days)."""
    game = build(people(2), active=1, positions=["01-01", "06-08"], money=[2000, 400], tokens=[2, 9], dial=[3])
    Driver(game).spin(3)
    answer_until(game, DecisionKind.PLEDGE)
    assert game.state.players[1].position == d("06-11")
    assert ExpertBot(3).choose(bot_view(game)) == 2


def test_expert_pledges_nothing_when_no_square_in_reach_hurts():
    """The pawn stands on 3 March: nothing in the next ten days is worth 100 a day to push it onto."""
    game = build(people(2), active=1, positions=["01-01", "02-28"], money=[2000, 400], tokens=[2, 9], dial=[3])
    Driver(game).spin(3)
    answer_until(game, DecisionKind.PLEDGE)
    bot = ExpertBot(3)
    assert bot.choose(bot_view(game)) == 0


def test_expert_buys_days_to_its_own_birthday():
    """Born on 13 February, on 10 February with three opponents: 3 days (300) bring 3 × 200."""
    game = build(people(4, P0="1980-02-13"), positions=["02-07", "03-01", "03-02", "03-03"], money=[1000] * 4,
                 lucky=[1, 2, 4, 5], dial=[3])
    Driver(game).spin(3)
    assert game.pending.kind is DecisionKind.BUY_DAYS
    assert ExpertBot(3).choose(bot_view(game)) == 3


def test_expert_buys_days_to_its_own_lucky_number():
    """On 11 September (plain squares up to the 18th, then blue) with lucky number 12: one day (100) for 200."""
    game = build(people(4), positions=["09-07", "03-01", "03-02", "03-03"], money=[1000] * 4,
                 lucky=[12, 2, 4, 5], dial=[4])
    Driver(game).spin(4)
    assert game.pending.kind is DecisionKind.BUY_DAYS
    assert game.state.players[0].position == d("09-11")
    assert ExpertBot(3).choose(bot_view(game)) == 1


def test_expert_swaps_with_the_pawn_furthest_ahead_on_21_june():
    game = build(people(4), positions=["06-18", "03-01", "11-20", "05-02"], money=[400] * 4, tokens=[3, 3, 9, 3],
                 dial=[3])
    Driver(game).spin(3)
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.topic == "swap"
    assert ExpertBot(3).choose(bot_view(game)) == 2


def test_expert_sends_the_leader_back_on_1_april():
    """Opponents P1 (1 March), P2 the leader (20 October), P3 (2 May): the leader is sent back to spring."""
    game = build(people(4), positions=["03-29", "03-01", "10-20", "05-02"], money=[400] * 4, tokens=[3, 3, 9, 3],
                 dial=[3])
    Driver(game).spin(3)
    assert game.pending.kind is DecisionKind.REARRANGE
    arrangement = ExpertBot(3).choose(bot_view(game))
    leader = game.pending.info.index(2)
    assert arrangement[leader] in (d("03-01"), d("05-02"))


def test_expert_plays_its_last_vacation_card_before_it_expires():
    """On 19 October with one card, 15 November is near: play it now."""
    game = build(people(4), positions=["10-15", "10-01", "10-20", "10-02"], money=[400] * 4, dial=[4])
    game.state.players[0].vacation_cards = 1
    Driver(game).spin(4)
    answer_until(game, DecisionKind.VACATION)
    assert ExpertBot(3).choose(bot_view(game)) is True


def test_expert_times_a_vacation_card_to_land_on_its_birthday():
    """On 10 February, born on 24 February: the 14 days land on the birthday (3 × 200)."""
    game = build(people(4, P0="1980-02-24"), positions=["02-07", "03-01", "03-02", "03-03"], money=[400] * 4,
                 lucky=[1, 2, 4, 5], dial=[3])
    Driver(game).spin(3)
    answer_until(game, DecisionKind.VACATION)
    assert game.state.players[0].position == d("02-10")
    bot = ExpertBot(3)
    assert bot.choose(bot_view(game)) is True
    assert bot.last_scores[True] > bot.last_scores[False]


def test_expert_buys_a_token_late_when_it_breaks_a_tie_with_the_leaders():
    """December, tokens tied with two others, money to spare: the token puts it ahead."""
    game = build(people(4), positions=["12-12", "12-10", "12-20", "12-02"], money=[1600, 400, 400, 400],
                 tokens=[10, 10, 10, 9])
    assert game.pending.kind is DecisionKind.BUY_TOKEN
    assert ExpertBot(3).choose(bot_view(game)) is True


# ---------------------------------------------------------------------- tournament


def test_a_small_tournament_rotates_seats_and_reports_intervals():
    content = classic()
    result = tournament(content, bots=["normal", "random"], games=6, seed=3)
    assert [r.level for r in result.levels] == ["normal", "random"]
    assert all(r.games == 6 for r in result.levels)
    normal, rnd = result.levels
    assert normal.win_rate + rnd.win_rate == pytest.approx(1.0)
    assert normal.win_rate_ci[0] <= normal.win_rate <= normal.win_rate_ci[1]
    assert result.pairs[0].better == "normal"
    text = "\n".join(result.lines())
    assert "normal" in text and "95% CI" in text


def test_a_tournament_s_intervals_stay_within_what_is_possible():
    """Eight games where one level wins nearly all: no win rate above 100 % or below 0, no negative tokens."""
    result = tournament(classic(), bots=["normal", "random"], games=8, seed=1, players=2)
    for level in result.levels:
        assert 0.0 <= level.win_rate_ci[0] <= level.win_rate <= level.win_rate_ci[1] <= 1.0, level
        assert 0.0 <= level.mean_tokens_ci[0] <= level.mean_tokens <= level.mean_tokens_ci[1], level
    pair = result.pairs[0]
    assert -1.0 <= pair.win_difference_ci[0] <= pair.win_difference <= pair.win_difference_ci[1] <= 1.0, pair


def test_a_tournament_gives_the_same_figures_in_one_process_or_two():
    content = classic()
    one = tournament(content, bots=["easy", "random"], games=4, seed=8, workers=1)
    two = tournament(content, bots=["easy", "random"], games=4, seed=8, workers=2)
    assert one.levels == two.levels


def test_a_tournament_refuses_a_level_named_twice():
    with pytest.raises(ValueError, match="each named once"):
        tournament(classic(), bots=["easy", "easy"], games=1, seed=1)


def test_the_tournament_command_prints_each_level_and_refuses_unknown_levels(capsys):
    from gameofyear.cli import main

    assert main(["tournament", "--bots", "easy,random", "--games", "2", "--seed", "5", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "random" in out and "easy - random" in out
    assert main(["tournament", "--bots", "easy,genius", "--games", "2"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


@pytest.mark.parametrize("level", ["basic", "normal"])
def test_basic_and_normal_bots_never_go_bankrupt_by_a_payment_they_chose(level):
    """RULINGS.md §12: a voluntary payment (a token, days, a pledge, 6 December's "pay 300") never bankrupts its payer."""
    from gameofyear.engine import events as ev

    content = classic()
    voluntary = {"token", "days", "pledge", "almanac:12-06"}
    chosen = 0
    for seed in range(40):
        game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
        found: list[ev.Event] = []
        play_out(game, [make_bot(level, default_bot_seed(seed, i)) for i in range(4)], found.extend)
        assert not [e for e in found if type(e) is ev.Bankrupt and e.source in voluntary], f"seed {seed}"
        chosen += sum(1 for e in found if type(e) is ev.ChoiceMade)
    assert chosen > 0, "no game reached 6 December's choice: the test shows nothing"
