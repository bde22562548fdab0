"""The results dialog after a real bot game: ranking, ties in words, bonuses, charts, buttons."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gameofyear.bots import bot_view, make_bot
from gameofyear.content import load_content
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.engine.game import Outcome
from gameofyear.simulation import play_out, random_setup
from gameofyear.ui import theme
from gameofyear.ui.results import NEW_GAME, History, HistoryRecorder, ResultsDialog, nice_ticks, tie_notes

COLOURS = [colour for _, colour in theme.PAWN_COLOURS]


@pytest.fixture(scope="module")
def content():
    return load_content()


@dataclass
class Played:
    game: Game
    names: list[str]
    history: History


@pytest.fixture(scope="module")
def played(content):
    """A whole 4-player game between bots, with its history sampled after every turn."""
    setup = random_setup(random.Random(3), content, 4)
    game = Game.new(setup, content, 3)
    recorder = HistoryRecorder()
    recorder.record(0, game)

    def on_events(events):
        if any(type(e) is ev.TurnEnded for e in events):
            recorder.record(game.state.turn, game)

    play_out(game, [make_bot("basic", i) for i in range(4)], on_events)
    assert game.outcome() is not None
    return Played(game, [p.name for p in setup.players], recorder.history())


def _dialog(qtbot, outcome, names, history, content) -> ResultsDialog:
    dialog = ResultsDialog(outcome, names, COLOURS[: len(names)], history, content)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(("length", "title", "won"), [
    ("year", "The year is over", "wins the year"),
    ("half", "The half-year is over", "wins the half-year"),
    ("quarter", "The quarter is over", "wins the quarter"),
])
def test_the_results_say_what_was_won_a_year_a_half_year_or_a_quarter(qtbot, played, content, length, title, won):
    """A shorter game (house rule ``length``) is not won as a year."""
    outcome = played.game.outcome()
    solo = Outcome(((1, *outcome.ranking[0][1:]), *((2, *r[1:]) for r in outcome.ranking[1:])), outcome.first, outcome.second)
    dialog = ResultsDialog(solo, played.names, COLOURS[:4], played.history, content, length=length)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == title
    assert won in dialog.title_label.text() and played.names[solo.ranking[0][1]] in dialog.title_label.text()


def test_history_has_one_sample_per_turn_for_every_player(played):
    h = played.history
    assert h.turns[0] == 0 and list(h.turns) == sorted(set(h.turns))
    assert len(h.tokens) == len(h.money) == 4
    assert all(len(series) == len(h.turns) for series in (*h.tokens, *h.money))
    start = played.game.content.edition
    assert all(t[0] == start.start_tokens for t in h.tokens)
    assert all(m[0] == start.start_money for m in h.money)


def test_recording_the_same_turn_again_replaces_the_sample(content):
    game = Game.new(random_setup(random.Random(1), content, 3), content, 1)
    bots = [make_bot("random", i) for i in range(3)]
    recorder = HistoryRecorder()
    recorder.record(game.state.turn, game)
    start = [p.money for p in game.observation(None).players]
    for _ in range(200):  # play until somebody's money changes
        if [p.money for p in game.observation(None).players] != start:
            break
        view = bot_view(game)
        game.decide(bots[view.me].choose(view))
    now = [p.money for p in game.observation(None).players]
    assert now != start
    recorder.record(game.state.turn, game)
    recorder.record(game.state.turn, game)
    history = recorder.history()
    assert len(history.turns) == len(set(history.turns))
    assert [m[-1] for m in history.money] == now


def test_ranking_rows_are_in_the_order_of_the_outcome(qtbot, played, content, output_dir):
    outcome = played.game.outcome()
    dialog = _dialog(qtbot, outcome, played.names, played.history, content)
    expected_names = [played.names[player] for _, player, _, _ in outcome.ranking]
    assert [row[1] for row in dialog.ranking_rows] == expected_names
    assert [row[2] for row in dialog.ranking_rows] == [str(t) for _, _, t, _ in outcome.ranking]
    assert [row[3] for row in dialog.ranking_rows] == [content.format_money(m) for *_, m in outcome.ranking]
    shared = outcome.ranking[1][0] == 1  # the same tokens and money: the first place is shared
    assert dialog.ranking_rows[0][0] == ("1st (shared)" if shared else "1st")
    winner = played.names[outcome.ranking[0][1]]
    assert winner in dialog.title_label.text()
    dialog.grab().save(str(output_dir / "results.png"))


def test_the_finish_bonuses_name_the_first_and_second(qtbot, played, content):
    outcome = played.game.outcome()
    dialog = _dialog(qtbot, outcome, played.names, played.history, content)
    text = dialog.finish_label.text()
    assert f"<b>{played.names[outcome.first]}</b> reached the last day first: +6 tokens." in text
    assert f"<b>{played.names[outcome.second]}</b> was second at that moment: +3 tokens." in text


def test_charts_have_one_line_per_player_ending_on_the_final_figures(qtbot, played, content):
    outcome = played.game.outcome()
    dialog = _dialog(qtbot, outcome, played.names, played.history, content)
    for chart, index in ((dialog.tokens_chart, 2), (dialog.money_chart, 3)):
        assert chart.line_count() == 4
        assert [s.name for s in chart.series] == played.names
        assert [s.colour for s in chart.series] == COLOURS[:4]
        final = {row[1]: row[index] for row in outcome.ranking}
        assert [s.values[-1] for s in chart.series] == [final[p] for p in range(4)]
        assert all(len(s.values) == len(chart.xs) for s in chart.series)
    assert dialog.money_chart.value_text(1200) == content.format_money(1200)
    assert dialog.tokens_chart.isVisible() and dialog.money_chart.isVisible()
    assert dialog.tokens_chart.geometry().top() == dialog.money_chart.geometry().top()  # side by side


def test_shared_places_and_ties_are_explained(qtbot, content, output_dir):
    names = ["Anna", "Bob", "Chloé", "Denis", "Emma"]
    outcome = Outcome(
        ranking=((1, 0, 12, 900), (1, 1, 12, 900), (3, 2, 12, 500), (4, 3, 8, 1000), (5, 4, 8, 300)),
        first=3, second=0,
    )
    history = History((0, 1), tuple((2, 2) for _ in names), tuple((800, 800) for _ in names))
    dialog = _dialog(qtbot, outcome, names, history, content)
    assert [row[0] for row in dialog.ranking_rows] == ["1st (shared)", "1st (shared)", "3rd", "4th", "5th"]
    assert dialog.tie_notes == [
        "Anna, Bob and Chloé all have 12 tokens: money decides.",
        "Anna and Bob have the same tokens and money: they share 1st place.",
        "Denis and Emma both have 8 tokens: money decides.",
    ]
    assert dialog.ties_label.isVisible()
    assert dialog.title_label.text() == "Anna and Bob share first place with 12 tokens!"
    assert dialog.tokens_chart.line_count() == 5
    dialog.grab().save(str(output_dir / "results_ties.png"))


def test_no_tie_no_explanation(content):
    outcome = Outcome(ranking=((1, 1, 14, 100), (2, 0, 9, 2000)), first=0, second=1)
    assert tie_notes(outcome, ["Anna", "Bob"]) == []


def test_a_one_token_tie_reads_well(content):
    outcome = Outcome(ranking=((1, 1, 1, 300), (2, 0, 1, 200)), first=0, second=1)
    assert tie_notes(outcome, ["Anna", "Bob"]) == ["Bob and Anna both have 1 token: money decides."]


def test_history_is_completed_with_the_final_figures(content):
    outcome = Outcome(ranking=((1, 1, 14, 100), (2, 0, 9, 2000)), first=1, second=0)
    history = History((0, 5), ((2, 3), (2, 8)), ((800, 1900), (800, 300)))
    completed = history.with_outcome(outcome)
    assert completed.turns == (0, 5, 5)
    assert completed.tokens == ((2, 3, 9), (2, 8, 14))
    assert completed.money == ((800, 1900, 2000), (800, 300, 100))
    assert completed.with_outcome(outcome) is completed
    empty = History((), (), ()).with_outcome(outcome)
    assert empty.tokens == ((9,), (14,))


def test_nice_ticks_are_round():
    assert nice_ticks(0, 23) == [0, 5, 10, 15, 20, 25]
    assert nice_ticks(0, 2350) == [0, 500, 1000, 1500, 2000, 2500]
    assert nice_ticks(0, 0) == [0, 1]


def test_new_game_button_closes_with_code_2(qtbot, played, content):
    dialog = _dialog(qtbot, played.game.outcome(), played.names, played.history, content)
    with qtbot.waitSignal(dialog.finished) as blocker:
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [NEW_GAME] and dialog.result() == 2


def test_a_key_pressed_as_the_results_open_does_not_skip_them(qtbot, played, content, monkeypatch):
    """Return, Enter or Space in the first moments (the year's last spin) do nothing; then Return closes the
    results (the default button is "Close", never "New game": one Return does not throw the results away)."""
    import gameofyear.ui.results as results

    dialog = _dialog(qtbot, played.game.outcome(), played.names, played.history, content)
    focused = dialog.focusWidget()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        qtbot.keyClick(focused or dialog, key)
        qtbot.keyClick(dialog, key)
    assert dialog.isVisible() and dialog.result() == 0
    monkeypatch.setattr(results, "KEY_GRACE_MS", 0)  # the moments have passed
    assert dialog.close_button.isDefault() and not dialog.new_game_button.isDefault()
    with qtbot.waitSignal(dialog.finished) as blocker:
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert blocker.args == [QDialog.DialogCode.Rejected.value]


def test_close_button_rejects(qtbot, played, content):
    dialog = _dialog(qtbot, played.game.outcome(), played.names, played.history, content)
    with qtbot.waitSignal(dialog.finished) as blocker:
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [QDialog.DialogCode.Rejected.value]
    assert not dialog.isVisible()


def test_an_empty_history_still_shows_the_final_figures(qtbot, played, content):
    outcome = played.game.outcome()
    dialog = _dialog(qtbot, outcome, played.names, History((), (), ()), content)
    assert dialog.tokens_chart.line_count() == 4
    assert len(dialog.tokens_chart.xs) == 1


@pytest.mark.parametrize("edition", ["classic", "italian"])
def test_the_public_events_alone_tell_every_players_tokens_and_money(edition):
    """A network game's window has only the public events: they follow money and tokens exactly (§11 start)."""
    from gameofyear.ui.results import PublicFigures, history_of_events

    content = load_content(edition=edition)
    for seed in range(6):
        setup = random_setup(random.Random(seed), content, 3 + seed % 4)
        if seed % 2:
            setup = type(setup)(setup.players, setup.today, "manual")
        game = Game.new(setup, content, seed)
        events = list(game.start_events)
        figures = PublicFigures(len(setup.players), content)
        rng = random.Random(seed)
        while game.pending is not None:
            options = game.pending.options
            batch = game.decide(rng.choice(options) if options else ("Yesterday",))
            events += batch
            figures.apply(batch)
            players = game.observation(None).players
            assert figures.money == [p.money for p in players] and figures.tokens == [p.tokens for p in players]
        history = history_of_events(events, len(setup.players), content)
        outcome = game.outcome()
        assert outcome is not None
        for _, player, tokens, money in outcome.ranking:
            assert (history.tokens[player][-1], history.money[player][-1]) == (tokens, money)
        assert list(history.turns) == sorted(set(history.turns)) and len(history.turns) > 20
