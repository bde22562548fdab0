"""A first end-to-end check: a 23 January landing as the rulebook tells it."""

from helpers import Driver, build, d, money_of, person

from gameofyear.engine.decisions import DecisionKind


def test_23_january_man_pays_woman_of_his_choice():
    game = build(
        [person("Bob", sex="male"), person("Ann", sex="female"), person("Cat", sex="female")],
        positions=["01-20", "01-01", "01-01"], lucky=[25, 26, 27], dial=[3],
    )
    drv = Driver(game)
    drv.spin(3)
    assert game.state.players[0].position == d("01-23")
    drv.decide(DecisionKind.CHOOSE_PLAYER, 2, player=0)
    assert money_of(game) == [500, 800, 1100]
