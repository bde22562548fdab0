"""The offer round at one screen: each person is asked for their own days, by name, in turn (pytest-qt)."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractSpinBox, QLabel
from test_dialogs import game_at, spin_to
from test_table_screen import _asked, _offers_asked, _window

from gameofyear.engine import DecisionKind


def _texts(dialog) -> str:
    return " ".join(label.text() for label in dialog.findChildren(QLabel))


def test_each_person_at_the_screen_offers_only_their_own_days_and_is_asked_by_name_in_turn(qtbot, settings):
    """Anna stays on 8 March; Bob is asked first, in the open: his panel holds one days box, his own, and says
    Cleo is asked next. Bob offers 1 day; then Cleo is asked herself and offers 2. Each pays their own days only,
    and Dan, a computer, is asked after them. (On 11 March Anna draws hazard-24, which costs only her.)"""
    game = game_at("03-01", dial=[7], hazard=["hazard-24"])
    spin_to(game, 7)
    game.decide(0)  # no days bought
    window = _window(qtbot, settings, game, humans=(0, 1, 2))
    vacation = _asked(qtbot, window, DecisionKind.VACATION)
    vacation.action = False
    vacation.accept()
    bob = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert bob.decision.player == 1 and game.offer_round() == (2, 3)
    assert bob.findChildren(QAbstractSpinBox) == [bob.spin_box], "no box sets another person's days"
    assert "Cleo" in _texts(bob) and "Bob" in bob.header.name_label.text()
    money = [p.money for p in game.state.players]
    bob.spin_box.setValue(1)
    bob.go_button.click()
    cleo = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert cleo.decision.player == 2 and "Cleo" in cleo.header.name_label.text()
    price = game.content.edition.day_price
    assert money[1] - game.state.players[1].money == price and game.state.players[2].money == money[2], \
        "Cleo has paid nothing before she answers"
    assert "Bob" not in _texts(cleo).split("Then asked")[-1], "nobody is asked after Cleo at this screen"
    cleo.spin_box.setValue(2)
    cleo.go_button.click()
    qtbot.waitUntil(lambda: game.pending is None or game.pending.kind is not DecisionKind.PLEDGE, timeout=20_000)
    assert money[2] - game.state.players[2].money == 2 * price
    pledges = {d.player: a for d, a in zip(game.decisions, game.actions) if d.kind is DecisionKind.PLEDGE}
    assert pledges[1] == 1 and pledges[2] == 2 and 3 in pledges, "Dan, a computer, was asked after Cleo"


def test_with_one_person_the_offer_names_nobody_asked_next(qtbot, settings):
    game, window, dialog = _offers_asked(qtbot, settings, humans=(0, 1))
    assert "Then asked" not in _texts(dialog), "nobody else at the screen comes later in this round"


def test_offer_nothing_answers_only_for_the_person_asked_now(qtbot, settings):
    """Bob presses "Offer nothing": Cleo is asked herself, not answered by Bob; she may tick "offer nothing from now
    on" for herself."""
    game, window, bob = _offers_asked(qtbot, settings)
    assert bob.decision.player == 1
    bob.zero_button.click()
    cleo = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert cleo.decision.player == 2, "Cleo is asked in her turn of the round"
    assert cleo.stop_asking_check.isVisibleTo(cleo)
    pledges = [(d.player, a) for d, a in zip(game.decisions, game.actions) if d.kind is DecisionKind.PLEDGE]
    assert pledges == [(1, 0)], "only Bob's answer is given"
