"""Offers of days gathered: the people at one screen offer in one panel, once a turn (pytest-qt)."""

from __future__ import annotations

from test_dialogs import game_at, spin_to
from test_table_screen import _asked, _offers_asked, _window

from gameofyear.engine import DecisionKind
from gameofyear.ui.offers import OfferRoundDialog, gathered_offer


def test_the_people_at_the_screen_offer_in_one_panel_and_the_later_one_is_not_called_again(qtbot, settings):
    """Anna stays on 8 March; Bob is asked and sets his and Cleo's offers; Cleo's is answered without a call.
    (On 11 March she draws hazard-24, which costs only her.)"""
    game = game_at("03-01", dial=[7], hazard=["hazard-24"])
    spin_to(game, 7)
    game.decide(0)  # no days bought
    assert game.pending.kind is DecisionKind.VACATION and game.pending.player == 0
    window = _window(qtbot, settings, game, humans=(0, 1, 2))
    vacation = _asked(qtbot, window, DecisionKind.VACATION)
    vacation.action = False
    vacation.accept()
    panel = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert isinstance(panel, OfferRoundDialog) and panel.decision.player == 1
    assert game.offer_round() == (2, 3) and list(panel.later_boxes) == [2], "Cleo, then Dan (a computer)"
    shown = []
    window.decision_panel.show_decision = lambda dialog, shown=shown, f=window.decision_panel.show_decision: (
        shown.append(dialog), f(dialog))
    money = [p.money for p in game.state.players]
    panel.spin_box.setValue(1)
    panel.later_boxes[2].setValue(2)
    assert "11 March" in panel.preview.text(), "the preview counts every day set: 8 March + 3"
    panel.go_button.click()
    qtbot.waitUntil(lambda: game.pending is None or game.pending.kind is not DecisionKind.PLEDGE, timeout=20_000)
    price = game.content.edition.day_price
    assert money[1] - game.state.players[1].money == price and money[2] - game.state.players[2].money == 2 * price
    pledges = {d.player: a for d, a in zip(game.decisions, game.actions) if d.kind is DecisionKind.PLEDGE}
    assert pledges[1] == 1 and pledges[2] == 2 and 3 in pledges, "Dan, a computer, was asked after Cleo"
    assert not [d for d in shown if getattr(d, "decision", None) is not None and d.decision.kind is DecisionKind.PLEDGE]
    assert window.gathered_offers == {}


def test_a_gathered_offer_is_cut_to_what_the_rules_allow_when_its_turn_comes():
    from gameofyear.engine.decisions import Decision

    decision = Decision(DecisionKind.PLEDGE, 2, range(0, 2), subject=0, info=(5,))
    assert gathered_offer({2: 4}, decision) == 1 and gathered_offer({2: 0}, decision) == 0
    assert gathered_offer({1: 3}, decision) is None


def test_with_one_person_the_offer_is_asked_as_before(qtbot, settings):
    game, window, dialog = _offers_asked(qtbot, settings, humans=(0, 1))
    assert not isinstance(dialog, OfferRoundDialog), "nobody else at the screen comes later in this round"


def test_the_offer_rounds_panel_speaks_the_players_language_with_its_counts(qtbot, settings):
    """In German the shared panel's buttons and counts are German, as the single offer's are ("0 Tage anbieten",
    not "Offer 0 days"): the words with a count are looked up in the offer's own class."""
    from gameofyear.ui.language import install_translators, remove_translators

    install_translators("de")
    try:
        game, window, panel = _offers_asked(qtbot, settings)
        assert isinstance(panel, OfferRoundDialog)
        for days in (0, 1, 3):
            panel.spin_box.setValue(days)
            label = panel.go_button.text().replace("&", "")
            assert "Offer" not in label and "anbieten" in label and str(days) in label, label
    finally:
        remove_translators()


def test_offer_nothing_answers_only_for_the_person_asked_now_and_an_untouched_row_is_asked_in_turn(qtbot, settings):
    """Bob presses "Offer nothing" while Cleo's row is untouched: Cleo is asked herself, not answered 0 by Bob."""
    game, window, panel = _offers_asked(qtbot, settings)
    assert isinstance(panel, OfferRoundDialog) and panel.decision.player == 1 and list(panel.later_boxes) == [2]
    assert panel.gathered() == {}
    panel.zero_button.click()
    cleo = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert cleo.decision.player == 2, "Cleo is asked in her turn of the round"
    pledges = [(d.player, a) for d, a in zip(game.decisions, game.actions) if d.kind is DecisionKind.PLEDGE]
    assert pledges == [(1, 0)], "only Bob's answer is given"


def test_a_row_ticked_offers_nothing_answers_that_person_with_no_days(qtbot, settings):
    game, window, panel = _offers_asked(qtbot, settings)
    panel.later_boxes[2].setValue(3)
    panel.later_nothing[2].setChecked(True)
    assert panel.later_boxes[2].value() == 0 and panel.gathered() == {2: 0}
    panel.later_nothing[2].setChecked(False)
    assert panel.gathered() == {}
    panel.later_nothing[2].setChecked(True)
    panel.zero_button.click()
    qtbot.waitUntil(lambda: game.pending is None or game.pending.kind is not DecisionKind.PLEDGE, timeout=20_000)
    pledges = {d.player: a for d, a in zip(game.decisions, game.actions) if d.kind is DecisionKind.PLEDGE}
    assert pledges[1] == 0 and pledges[2] == 0 and 3 in pledges
