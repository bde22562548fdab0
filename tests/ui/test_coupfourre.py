"""The coup-fourré out of turn in the window (RULINGS.md §13): another player's Hazard card strikes a
person holding a kept card, who is asked in the decision panel with the Hazard card shown (pytest-qt)."""

from __future__ import annotations

from helpers import Driver, build
from PySide6.QtCore import Qt
from test_dialogs import LUCKY, PLAYERS, all_text, button, context_of, finish, screenshot
from test_table_screen import _asked, _window

from gameofyear.engine import DecisionKind, Game
from gameofyear.engine.variants import Variants
from gameofyear.ui.coupfourre import is_parry
from gameofyear.ui.dialogs import KeepCardDialog, make_decision_dialog


def _hazard_32_strikes_bob() -> Game:
    """Anna lands on 29 April and draws hazard-32 ("every player pays the bank 200"); Bob keeps chance-41."""
    game = build(PLAYERS, active=0, positions=["04-26", "03-01", "02-10", "05-05"], lucky=LUCKY, dial=[3],
                 hazard=["hazard-32"], keep_cards=[[], ["chance-41"], [], []], variants=Variants(coup_fourre=True))
    Driver(game).spin(3)
    return game


def test_the_holder_is_asked_with_the_hazard_card_and_its_drawer_and_parries_it(qtbot):
    game = _hazard_32_strikes_bob()
    decision = game.pending
    assert decision is not None and is_parry(decision) and (decision.player, decision.subject) == (1, 0)
    dialog = make_decision_dialog(decision, context_of(game, 1))
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert isinstance(dialog, KeepCardDialog) and dialog.parry is not None and dialog.card.card_id == "hazard-32"
    text = all_text(dialog)
    assert "Anna drew this Hazard card" in text and "1 token" in text and "Coup-fourré" in text
    screenshot(dialog, "dialog_coup_fourre")
    before = game.state.players[1].tokens
    qtbot.mouseClick(button(dialog, "coup-fourré"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, True)
    assert game.state.players[1].tokens == before + 1 and game.state.players[1].keep_cards == []


def test_a_kept_card_against_ones_own_hazard_keeps_its_own_dialog(qtbot):
    from test_dialogs import SITUATIONS

    game = SITUATIONS["use_keep_card"][0]()
    dialog = make_decision_dialog(game.pending, context_of(game, 0))
    qtbot.addWidget(dialog)
    assert type(dialog) is KeepCardDialog and dialog.parry is None
    assert "Cancel this Hazard card?" in all_text(dialog)


def test_in_the_window_bob_is_asked_in_annas_turn_in_the_panel_and_the_bank_pays_his_token(qtbot, settings):
    """Anna is a computer; Bob, a person, is asked out of turn, in the decision panel like an offer of days."""
    game = _hazard_32_strikes_bob()
    window = _window(qtbot, settings, game, humans=(1,))
    dialog = _asked(qtbot, window, DecisionKind.USE_KEEP_CARD)
    assert isinstance(dialog, KeepCardDialog) and dialog.parry is not None
    assert dialog.decision.player == 1 and game.state.active == 0
    assert dialog.card.card_id == "hazard-32"
    tokens = game.state.players[1].tokens
    dialog.action = True
    dialog.accept()
    qtbot.waitUntil(lambda: game.state.players[1].keep_cards == [], timeout=10_000)
    assert game.state.players[1].tokens == tokens + 1
    assert game.state.players[1].money == 800 and game.state.players[2].money == 600, "Cleo pays, Bob is spared"
