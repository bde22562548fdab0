"""Hot-seat privacy: the lucky-number button shows the number of the person at the screen only (pytest-qt)."""

from __future__ import annotations

from test_dialogs import LUCKY, s_vacation
from test_table_screen import _asked, _offers_asked, _window

from gameofyear.engine import DecisionKind


def _held(window) -> str:
    """The peek button's words while it is held (then it is let go)."""
    window.peek.pressed.emit()
    text = window.peek.text()
    window.peek.released.emit()
    return text


def test_an_offer_asked_in_the_open_shows_the_number_of_the_player_at_the_screen_not_the_asked_ones(qtbot, settings):
    """Anna's turn, Bob asked in the open for days: holding the button shows Anna's 17, never Bob's 23."""
    game = s_vacation()
    window = _window(qtbot, settings, game, humans=(0, 1, 2))
    vacation = _asked(qtbot, window, DecisionKind.VACATION)
    assert window.peek.isEnabled() and str(LUCKY[0]) in _held(window)
    vacation.action = False
    vacation.accept()
    pledge = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert pledge.decision.player == 1 and game.state.active == 0
    shown = _held(window)
    assert "Anna" in shown and str(LUCKY[0]) in shown, shown
    assert "Bob" not in shown and str(LUCKY[1]) not in shown, shown


def test_when_a_computer_has_the_turn_nobodys_number_shows_for_a_question_in_the_open(qtbot, settings):
    """Anna is a computer; Bob and Cleo share the screen: Bob's offer shows no number (who sits there is unknown)."""
    game = s_vacation()
    window = _window(qtbot, settings, game, humans=(1, 2))
    pledge = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert pledge.decision.player == 1
    assert not window.peek.isEnabled()
    shown = _held(window)
    assert str(LUCKY[1]) not in shown and str(LUCKY[0]) not in shown, shown


def test_one_person_alone_at_the_screen_sees_their_own_number_when_asked_in_anothers_turn(qtbot, settings):
    game = s_vacation()
    window = _window(qtbot, settings, game, humans=(1,))
    pledge = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert pledge.decision.player == 1
    shown = _held(window)
    assert str(LUCKY[1]) in shown and "Bob" in shown, shown



def test_only_ones_own_last_choice_can_be_taken_back(qtbot, settings):
    """Bob offers 2 days in the open; Cleo, asked next at the same screen, cannot take back Bob's offer."""
    game, window, bob = _offers_asked(qtbot, settings)
    assert bob.decision.player == 1
    bob.spin_box.setValue(2)
    bob.go_button.click()
    cleo = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert cleo.decision.player == 2 and game.decisions[-1].player == 1 and game.actions[-1] == 2
    actions = list(game.actions)
    assert not window.undo_action.isEnabled(), window.undo_action.text()
    assert not window.undo(), "Bob's offer is not Cleo's to take back"
    assert game.actions == actions and window.current_dialog is cleo
