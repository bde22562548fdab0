"""Hot-seat privacy: the lucky-number button shows the number of the person at the screen only (pytest-qt)."""

from __future__ import annotations

import random
from dataclasses import replace

from helpers import classic
from test_dialogs import LUCKY, s_vacation
from test_table_screen import _asked, _offers_asked, _window

from gameofyear.engine import DecisionKind, Game
from gameofyear.simulation import random_setup


def _held(window) -> str:
    """The peek button's words while it is held (then it is let go)."""
    window.table.peek.pressed.emit()
    text = window.table.peek.text()
    window.table.peek.released.emit()
    return text


def test_an_offer_asked_in_the_open_shows_nobodys_number_and_says_why(qtbot, settings):
    """Anna's turn, Bob asked in the open for days: Anna's 17 was at hand in her own turn; now the button holds
    nobody's number (Bob, or anyone, may be at the screen) and says why."""
    game = s_vacation()
    window = _window(qtbot, settings, game, humans=(0, 1, 2))
    vacation = _asked(qtbot, window, DecisionKind.VACATION)
    assert window.table.peek.isEnabled() and str(LUCKY[0]) in _held(window)
    vacation.action = False
    vacation.accept()
    pledge = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert pledge.decision.player == 1 and game.state.active == 0
    assert not window.table.peek.isEnabled()
    shown = _held(window)
    assert "in the open" in window.table.peek.accessibleName(), window.table.peek.accessibleName()
    assert not any(str(number) in shown for number in LUCKY), shown


def test_when_a_computer_has_the_turn_nobodys_number_shows_for_a_question_in_the_open(qtbot, settings):
    """Anna is a computer; Bob and Cleo share the screen: Bob's offer shows no number (who sits there is unknown)."""
    game = s_vacation()
    window = _window(qtbot, settings, game, humans=(1, 2))
    pledge = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert pledge.decision.player == 1
    assert not window.table.peek.isEnabled()
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


def _out_of_turn_games(seeds: int = 8) -> dict[DecisionKind, tuple[Game, list, int, int]]:
    """For each kind of decision asked out of turn in seeded random games of three people with every house rule
    that asks out of turn: the game, its actions, the index of the active person's last own decision before it
    (where the window starts) and the index of the decision asked out of turn. Offers of days are always 0 (what a
    gathered round left alone answers), the other choices random."""
    from gameofyear.bots import bot_view, make_bot
    from gameofyear.engine.variants import Variants

    content = classic()
    found: dict[DecisionKind, tuple[Game, list, int, int]] = {}
    for seed in range(seeds):
        setup = replace(random_setup(random.Random(seed), content, 3),
                        variants=Variants(savings=True, bets=frozenset(range(3)), coup_fourre=True))
        game = Game.new(setup, content, seed)
        bot = make_bot("random", seed)
        own: dict[int, int] = {}  # the index of each player's last decision in their own turn
        for index in range(3000):
            decision = game.pending
            if decision is None:
                break
            active = game.state.active
            if decision.player == active:
                own[active] = index
            elif decision.kind not in found and active in own:
                found[decision.kind] = (game, list(game.actions), own[active], index)
            game.decide(0 if decision.kind is DecisionKind.PLEDGE else bot.choose(bot_view(game)))
    return found


def test_no_lucky_number_is_shown_or_reachable_while_any_question_is_asked_in_the_open(qtbot, settings):
    """Every kind of decision asked out of turn (offers of days, bets, votes, questions, …), walked at one screen of
    three people: the active person's number was at hand in their own turn; while the question is asked in the
    open, holding the button shows no number and it says why (RULINGS.md §11)."""
    found = _out_of_turn_games()
    assert {DecisionKind.PLEDGE, DecisionKind.BET} <= set(found), set(found)
    for kind, (recorded, actions, start, target) in found.items():
        game = Game.replay(recorded.setup, recorded.content, recorded.seed, actions[:start])
        lucky = [game.observation(p).lucky_number for p in range(3)]
        window = _window(qtbot, settings, game, humans=(0, 1, 2))
        seen_own = False
        while len(game.actions) < target:
            decision = _wait_for_human(qtbot, window)
            if window.cover is not None:
                window.cover.button.click()
            if decision.player == game.state.active and len(game.actions) == start:
                seen_own = window.table.peek.isEnabled() and str(lucky[decision.player]) in _held(window)
            action = actions[len(game.actions)]
            if decision.kind is DecisionKind.SPIN:
                window.table.machine.spin_requested.emit()
                continue
            dialog = _dialog_of(qtbot, window, decision)
            if dialog is None:  # a gathered offer round answered it
                continue
            dialog.action = action
            dialog.accept()
        decision = _wait_for_human(qtbot, window)
        assert decision.kind is kind and decision.player != game.state.active
        assert seen_own, kind
        assert not window.table.peek.isEnabled(), kind
        shown = _held(window)
        assert not any(str(number) in shown.split(":")[-1] for number in lucky if number is not None), (kind, shown)
        assert "in the open" in window.table.peek.accessibleName(), (kind, window.table.peek.accessibleName())
        window.close()


def _wait_for_human(qtbot, window):
    """The decision a person at the screen is asked next (once the events before it are shown)."""
    def ready():
        decision = window.game.pending
        return decision is not None and window.controller.waiting_for_human == decision.player
    qtbot.waitUntil(ready, timeout=20_000)
    return window.game.pending


def _dialog_of(qtbot, window, decision):
    """The dialog asking ``decision`` once it is on screen, or None when the decision was answered without one."""
    def ready():
        dialog = window.current_dialog
        if window.cover is not None:
            window.cover.button.click()
        return window.game.pending is not decision or (dialog is not None and dialog.isVisible()
                                                       and dialog.decision is decision)
    qtbot.waitUntil(ready, timeout=20_000)
    return window.current_dialog if window.game.pending is decision else None
