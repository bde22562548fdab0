"""Claims of lucky-number and birthday sums (RULINGS.md §4, clarification 7)."""

from __future__ import annotations

import pytest
from helpers import Driver, build, d, money_of

from gameofyear.engine import Game, IllegalActionError
from gameofyear.engine.decisions import DecisionKind


def _land_on_lucky_number(claims: str | None) -> tuple[Game, Driver]:
    # P0 lands on 9 January; P1's lucky number is 9. Later spins: 5, then 3.
    game = build(2, positions=["01-06", "01-01"], lucky=[25, 9], dial=[3, 5, 3], claims=claims)
    drv = Driver(game)
    drv.spin(3)
    assert game.state.players[0].position == d("01-09")
    return game, drv


def test_lucky_number_sums_are_paid_automatically_by_default():
    """RULINGS.md §4: by default the game pays lucky-number sums itself."""
    game, _ = _land_on_lucky_number(None)
    assert money_of(game) == [600, 1000]
    assert game.open_claims() == ()


def test_manual_claims_leave_the_sum_unpaid_until_the_creditor_claims():
    """RULINGS.md §4 (claims: manual): nothing is paid until the creditor presses claim."""
    game, _ = _land_on_lucky_number("manual")
    assert money_of(game) == [800, 800]
    claims = game.open_claims()
    assert [(c.creditor, c.debtor, c.amount, c.source) for c in claims] == [(1, 0, 200, "lucky_number")]
    assert game.observation(1).claims == claims, "the creditor sees the claim"
    assert game.observation(0).claims == (), "nobody else sees it"
    Driver(game).decline()  # P0 answers its own decisions first
    game.claim(1, claims[0].id)
    assert money_of(game)[1] == 1000
    assert game.open_claims() == ()


def test_a_claim_lapses_once_the_pawn_has_moved_on():
    """RULINGS.md §4: once the debtor's pawn moves, the claim is lost."""
    game, drv = _land_on_lucky_number("manual")
    claim = game.open_claims()[0]
    drv.decline()  # P0 ends the turn; P1 plays and P0 moves on at its next turn
    drv.spin(5)
    drv.decline()
    drv.spin(3)  # P0 moves on to 12 January
    assert game.state.players[0].position != d("01-09")
    with pytest.raises(IllegalActionError):
        game.claim(1, claim.id)
    assert money_of(game)[0] <= 800


def test_a_claim_waits_while_the_debtor_is_deciding():
    """A claim cannot interrupt the debtor's own decision; the game is unchanged."""
    game, _ = _land_on_lucky_number("manual")
    claim = game.open_claims()[0]
    assert game.pending is not None and game.pending.player == 0
    before = game.state.fingerprint()
    with pytest.raises(IllegalActionError):
        game.claim(1, claim.id)
    assert game.state.fingerprint() == before


def test_only_the_creditor_can_claim():
    """A player cannot claim a sum owed to someone else."""
    game, _ = _land_on_lucky_number("manual")
    claim = game.open_claims()[0]
    with pytest.raises(IllegalActionError):
        game.claim(0, claim.id)


def test_claims_are_replayed_with_the_game():
    """Claims are recorded among the actions, so a replay gives the same state."""
    import dataclasses
    import random

    from helpers import classic

    from gameofyear.bots import make_bot
    from gameofyear.simulation import play_out, random_setup

    content = classic()
    made = 0
    for seed in range(8):
        setup = dataclasses.replace(random_setup(random.Random(seed), content, 4), claims="manual")
        game = Game.new(setup, content, seed)
        play_out(game, [make_bot("basic", i) for i in range(4)])
        made += sum(1 for a in game.actions if type(a).__name__ == "ClaimAction")
        again = Game.replay(setup, content, seed, game.actions)
        assert again.state.fingerprint() == game.state.fingerprint()
    assert made > 0


def test_own_lucky_number_is_claimed_from_the_bank():
    """RULINGS.md §4: the bank's 200 for your own lucky number is claimed too."""
    game = build(2, positions=["01-06", "01-01"], lucky=[9, 25], dial=[3], claims="manual")
    drv = Driver(game)
    drv.spin(3)
    claims = game.open_claims(0)
    assert [(c.debtor, c.amount) for c in claims] == [(None, 200)]
    game.claim(0, claims[0].id)
    assert money_of(game)[0] == 1000
    assert game.pending is not None and game.pending.kind in (DecisionKind.BUY_DAYS, DecisionKind.VACATION)
