"""The small step before a Quick Game: name, birth date and sex, "prefer not to say" explained and remembered (pytest-qt)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from gameofyear.content import Content, load_content
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.newgame import remembered_profiles


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _window(qtbot: Any, settings: Any, content: Content) -> MainWindow:
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


def test_a_quick_game_asks_who_you_are_once_and_plays_you_as_you_said(qtbot: Any, settings: Any, content: Content,
                                                                     output_dir: Path) -> None:
    window = _window(qtbot, settings, content)
    window.quick_game()
    step = window.profile_step
    assert step is not None and step.isVisible() and window.game is None, "nothing starts before the answer"
    assert "do nothing for you" in step.sex_note.text() and "sign" in step.birth_note.text()
    step.grab().save(str(output_dir / "profilestep.png"))
    step.name_edit.setText("Zoé")
    step.birth_edit.setDate(QDate(2003, 8, 30))
    qtbot.mouseClick(step.woman, Qt.MouseButton.LeftButton, pos=QPoint(8, step.woman.height() // 2))
    qtbot.mouseClick(step.play_button, Qt.MouseButton.LeftButton)
    assert window.profile_step is None and window.game is not None
    you = window.game.setup.players[0]
    assert (you.name, you.birth_date, you.sex) == ("Zoé", date(2003, 8, 30), "female")
    assert remembered_profiles(settings)[0] == you, "kept for the next games"
    assert "Zoé" not in [p.name for p in window.game.setup.players[1:]]
    window.quick_game()  # the new game has no choices yet: nothing to save first
    assert window.profile_step is None, "asked once"
    assert window.game.setup.players[0] == you


def test_prefer_not_to_say_leaves_the_sex_unstated_and_is_not_asked_again(qtbot: Any, settings: Any,
                                                                          content: Content) -> None:
    window = _window(qtbot, settings, content)
    window.quick_game()
    step = window.profile_step
    assert step.not_said.isChecked(), "nothing is assumed"
    assert step.play_button.isDefault(), "Return starts the year"
    assert not step.buttons.button(QDialogButtonBox.StandardButton.Cancel).autoDefault()
    step.play_button.click()
    you = window.game.setup.players[0]
    assert you.sex is None and settings.sex_not_said == [you.name]
    window.quick_game()
    assert window.profile_step is None and window.game.setup.players[0].sex is None


def test_cancel_starts_nothing_and_an_empty_name_cannot_play(qtbot: Any, settings: Any, content: Content) -> None:
    window = _window(qtbot, settings, content)
    window.quick_game()
    step = window.profile_step
    step.name_edit.clear()
    assert not step.play_button.isEnabled()
    step.reject()
    assert window.game is None and window.profile_step is None and remembered_profiles(settings) == []


# --------------------------------------------------------------------------- facts asked in play


def test_a_newcomer_s_facts_are_left_to_be_asked_in_play(qtbot: Any, settings: Any, content: Content) -> None:
    """A Quick Game asks no checklist: every profile fact is unanswered, and asked when a square needs it."""
    window = _window(qtbot, settings, content)
    window.quick_game()
    window.profile_step.play_button.click()
    you, *computers = window.game.setup.players
    assert you.unknown == frozenset(content.facts) and you.facts == frozenset()
    assert all(not p.unknown for p in computers), "computer players have every fact answered"
    assert remembered_profiles(settings)[0].unknown == you.unknown


def test_a_fact_asked_in_play_is_answered_in_the_panel_and_kept_in_the_profile(qtbot: Any, settings: Any,
                                                                               content: Content) -> None:
    """18 April asks Ann whether she has been to more than four European countries; her yes is remembered."""
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1]))
    from helpers import build, d, person

    from gameofyear.engine import DecisionKind, PlayerProfile
    from gameofyear.ui.dialogs import FactDialog
    from gameofyear.ui.forecast import square_notes

    europe = "visited_european_countries"
    ann = PlayerProfile("Ann", date(1980, 6, 15), None, frozenset({"married"}), frozenset({europe, "scout"}))
    settings.remember_profiles([person("Zoé").to_json(), ann.to_json()])
    game = build([ann, person("Bob")], positions=["04-15", "01-01"], lucky=[25, 26], chance=["chance-12"], dial=[3])
    notes = square_notes(content, content.squares[d("04-18")], d("04-18"), ann, "gemini", date(2026, 1, 1))
    assert notes == ["What this day does depends on your profile, which does not say yet: you will be asked."]

    from helpers import table_seat as Seat

    window = MainWindow(game.content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    window.start(game, [Seat("human", colour="Red"), Seat("computer", colour="Blue")])
    while game.pending is not None and game.pending.kind is not DecisionKind.FACT:
        qtbot.waitUntil(lambda: window.current_dialog is not None or window.controller.waiting_for_human is not None
                        and window.table.group is None, timeout=20_000)
        if game.pending.kind is DecisionKind.SPIN:
            window.table.machine.spin_requested.emit()
            qtbot.waitUntil(lambda: game.pending is None or game.pending.kind is not DecisionKind.SPIN, timeout=20_000)
            continue
        answered = window.current_dialog
        answered.action = 3 if game.pending.kind is DecisionKind.CHOOSE_NUMBER else game.pending.options[-1]
        answered.accept()
        qtbot.waitUntil(lambda answered=answered: window.current_dialog is not answered, timeout=20_000)
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, FactDialog) and window.current_dialog.isVisible(),
                    timeout=20_000)
    dialog = window.current_dialog
    assert dialog.question_label.text() == "Has been to more than four European countries?"
    qtbot.mouseClick(dialog.yes_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(p.name == "Ann" and europe in p.facts for p in remembered_profiles(settings)),
                    timeout=20_000)
    kept = next(p for p in remembered_profiles(settings) if p.name == "Ann")
    assert kept.facts == {"married", europe} and kept.unknown == {"scout"}
    assert [p.name for p in remembered_profiles(settings)] == ["Zoé", "Ann"], "the order of the profiles stays"
    assert game.actions[-1] is True and "Ann: Has been to more than four European countries — yes." in [
        window.table.log.item(i).text() for i in range(window.table.log.count())]
