"""Learn to Play: a guided first game with a hint at each new thing, skippable and restartable (pytest-qt)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gameofyear.content import Content, load_content
from gameofyear.engine import DecisionKind
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import Decision
from gameofyear.ui.language import install_translators, remove_translators
from gameofyear.ui.lesson import TOPICS, Lesson, hint_texts, lesson_setup
from gameofyear.ui.mainwindow import MainWindow


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _window(qtbot: Any, settings: Any, content: Content, data_dir: Path | None = None) -> MainWindow:
    settings.animation_speed = "instant"
    window = MainWindow(content, settings, auto_dialogs=False, data_dir=data_dir)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    return window


def _play_learner(qtbot: Any, window: MainWindow, until: Any, limit: int = 400) -> None:
    """Answer the learner's decisions (the machine, then the first option, the larger number) until ``until()``."""
    for _ in range(limit):
        if until() or window.game is None or window.game.finished:
            return
        qtbot.waitUntil(lambda: until() or window.game.finished or (
            window.controller.waiting_for_human == 0 and window.table.group is None
            and (window.game.pending.kind is DecisionKind.SPIN or window.current_dialog is not None)), timeout=30_000)
        if until() or window.game.finished:
            return
        decision = window.game.pending
        if decision.kind is DecisionKind.SPIN:
            window.table.machine.spin_requested.emit()
        else:
            dialog = window.current_dialog
            dialog.action = max(decision.options) if decision.kind is DecisionKind.CHOOSE_NUMBER else (
                ("Yesterday",) if decision.options is None else decision.options[0])
            dialog.accept()
        qtbot.waitUntil(lambda d=decision: window.game.pending is not d or window.game.finished, timeout=30_000)


def test_each_moment_teaches_its_topic_once() -> None:
    content = load_content()
    lesson = Lesson(content, learner=0)
    spin = Decision(DecisionKind.SPIN, 0, (True,))
    assert lesson.for_decision(spin) == "machine" and lesson.for_decision(spin) is None
    assert lesson.for_decision(Decision(DecisionKind.PLEDGE, 1, range(0, 3))) is None, "only the learner's decisions"
    assert lesson.for_event(ev.CardDrawn(1, "chance", "chance-12", "almanac:01-06")) == "card"
    assert lesson.for_event(ev.AlmanacRead(1, 5)) is None and lesson.for_event(ev.AlmanacRead(0, 5)) == "almanac"
    assert lesson.for_event(ev.MoneyPaid(1, 0, 200, 200, "lucky_number")) == "lucky"
    assert lesson.for_event(ev.FinishReached(2, None)) == "end"
    assert lesson.shown == ["machine", "card", "almanac", "lucky", "end"]
    for topic in TOPICS:
        title, text = hint_texts(content, topic)
        assert title and len(text) > 40 and "{" not in text
    assert "100\u00a0F" in hint_texts(content, "buy_days")[1] and "500\u00a0F" in hint_texts(content, "token")[1]


@pytest.mark.parametrize("language", ["fr", "it"])
def test_the_hints_speak_the_interface_s_language(qapp: Any, language: str) -> None:
    content = load_content()
    english = [hint_texts(content, topic) for topic in TOPICS]
    install_translators(language)
    try:
        told = [hint_texts(content, topic) for topic in TOPICS]
    finally:
        remove_translators()
    assert all(a != b for (a, _), (b, _) in zip(english, told)), "every title is translated"
    assert all(a != b for (_, a), (_, b) in zip(english, told)), "every text is translated"


def test_learn_to_play_starts_a_guided_game_that_teaches_as_it_goes(qtbot: Any, settings: Any, content: Content,
                                                                   tmp_path: Path, output_dir: Path) -> None:
    window = _window(qtbot, settings, content, tmp_path / "data")
    assert window.welcome is not None and window.welcome.lesson_button.isEnabled()
    window.welcome.lesson_button.click()
    game = window.game
    assert game is not None and len(game.setup.players) == 3
    assert game.setup.players[0].unknown == frozenset(content.facts), "the learner's facts are asked in play"
    guide = window.lesson.guide
    # the hint of what the game asks now: first a token to buy, then the machine
    qtbot.waitUntil(lambda: guide.isVisible() and guide.topic == "token", timeout=20_000)
    assert guide.title_label.text() == "Tokens make the best year"
    assert guide.step_label.text() == f"Learn to Play · 1 of {len(TOPICS)}"
    qtbot.wait(300)  # the table laid out and painted
    board = window.table.board_view.geometry()
    assert guide.geometry().top() > board.center().y(), "at the foot of the board, clear of the first months"
    assert abs(guide.geometry().center().x() - board.center().x()) <= 2, "centred on the board"
    window.grab().save(str(output_dir / "lesson.png"))
    _play_learner(qtbot, window, lambda: game.pending.kind is DecisionKind.SPIN)
    qtbot.waitUntil(lambda: guide.isVisible() and guide.topic == "machine", timeout=20_000)
    assert guide.step_label.text().startswith("Learn to Play · 2 of"), "the token's hint gave way to the machine's"
    guide.ok_button.click()
    assert not guide.isVisible()
    _play_learner(qtbot, window, lambda: len(window.lesson.lesson.shown) >= 3)
    shown = window.lesson.lesson.shown
    assert shown[:2] == ["token", "machine"] and len(shown) >= 3, shown
    assert not window.autosave() and not (tmp_path / "data" / "autosave.json").exists(), "a lesson is not autosaved"


def test_the_lesson_can_be_ended_and_started_again_from_help(qtbot: Any, settings: Any, content: Content) -> None:
    window = _window(qtbot, settings, content)
    window.start_lesson()
    guide = window.lesson.guide
    qtbot.waitUntil(guide.isVisible, timeout=20_000)
    guide.end_button.click()
    assert not guide.isVisible() and not window.lesson.active
    game = window.game
    _play_learner(qtbot, window, lambda: len(game.actions) > 12)
    assert not guide.isVisible(), "no hint after the lesson was ended; the game goes on"
    assert window.lesson_action in window.menuBar().actions()[-1].menu().actions()
    window.lesson_action.trigger()  # Help ▸ Learn to Play: a fresh lesson (this game has unsaved choices: asked first)
    box = window.leave_box
    if box is not None:
        box.button(box.StandardButton.Discard).click()
    qtbot.waitUntil(lambda: window.game is not game and window.lesson is not None and window.lesson.active,
                    timeout=20_000)
    qtbot.waitUntil(lambda: window.lesson.guide.isVisible() and window.lesson.guide.topic == "token", timeout=20_000)


def test_the_lesson_table_is_the_learner_and_two_computers(content: Content) -> None:
    from datetime import date

    setup = lesson_setup(content, "Zoé", date(2001, 2, 3), today=date(2026, 1, 1))
    assert [p.name for p in setup.players] == ["Zoé", "Emma", "Hugo"]
    assert setup.players[0].birth_date == date(2001, 2, 3) and not setup.players[1].unknown


def test_changing_the_language_keeps_the_hint_on_show_and_writes_it_again(qtbot: Any, settings: Any,
                                                                          content: Content) -> None:
    """View ▸ Language during the lesson: the same hint stays on show, in the new language; the lesson goes on."""
    install_translators("en")
    window = _window(qtbot, settings, content)
    try:
        assert window.start_lesson()
        guide = window.lesson.guide
        qtbot.waitUntil(guide.isVisible, timeout=10_000)
        topic, english = guide.topic, guide.title_label.text()
        assert english == hint_texts(content, topic)[0]
        assert window.set_language("fr")
        assert window.lesson.guide is guide and guide.isVisible() and guide.topic == topic
        assert guide.title_label.text() == hint_texts(content, topic)[0] != english
        assert guide.ok_button.text() != "&Got it"
        assert window.set_language("it")
        assert guide.isVisible() and guide.title_label.text() == hint_texts(content, topic)[0]
    finally:
        remove_translators()


def test_return_after_got_it_answers_the_question_asked_not_a_squares_entry(qtbot: Any, settings: Any,
                                                                           content: Content) -> None:
    """The hint of the token's question: "Got it" clicked, the keyboard goes back to that question (never to the
    board, where Return would open 1 January's entry), and Return answers it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = _window(qtbot, settings, content)
    window.activateWindow()
    window.start_lesson()
    guide = window.lesson.guide
    qtbot.waitUntil(lambda: guide.isVisible() and guide.topic == "token" and window.current_dialog is not None,
                    timeout=20_000)
    dialog = window.current_dialog
    qtbot.mouseClick(guide.ok_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible()
    focus = QApplication.focusWidget()
    assert focus is not None and (focus is dialog or dialog.isAncestorOf(focus)), focus
    assert focus is not window.table.board_view
    count = len(window.game.actions)
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.game.actions) > count, timeout=5000)
    assert window.game.decisions[count].kind is DecisionKind.BUY_TOKEN


def test_every_new_game_of_the_window_draws_a_256_bit_seed_as_a_server_does(qtbot: Any, settings: Any,
                                                                             content: Content, monkeypatch: Any) -> None:
    """Quick Game, New Game (hot-seat), Learn to Play and the next year of a match: each game's seed comes from
    the operating system's secure generator, 256 bits, the server's source; a seed given still plays that seed."""
    import secrets

    from gameofyear.engine import streams
    from gameofyear.seats import Seat
    from gameofyear.ui import theme
    from gameofyear.ui.newgame import NewGameChoice

    drawn: list[int] = []
    secure = secrets.randbits

    def randbits(bits: int) -> int:
        assert bits == streams.SEED_BITS == 256
        drawn.append(secure(bits) | 1 << 255)
        return drawn[-1]

    monkeypatch.setattr(streams.secrets, "randbits", randbits)
    window = _window(qtbot, settings, content)
    window.quick_game()
    window.profile_step.play_button.click()
    quick = window.game
    assert quick is not None and [quick.seed] == drawn and quick.seed.bit_length() == 256
    people = tuple(Seat("human", None, colour) for colour, _ in theme.PAWN_COLOURS[:len(quick.setup.players)])
    window.start_game(NewGameChoice(quick.setup, people))  # everybody at the screen
    assert window.game is not quick and window.game.seed == drawn[-1] and len(drawn) == 2
    window.start_lesson()
    qtbot.waitUntil(lambda: window.lesson is not None and window.game is not None and window.game.seed == drawn[-1],
                    timeout=10_000)
    assert len(drawn) == 3 and len(set(drawn)) == 3
    window.start_game(NewGameChoice(quick.setup, people), seed=7)
    assert window.game.seed == 7 and len(drawn) == 3, "a seed given is the game's, nothing drawn"
