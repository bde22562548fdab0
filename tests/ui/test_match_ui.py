"""The results window of the house rules of the family: the match table and Next year, the teams' ranking."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import table_seat
from PySide6.QtCore import Qt

from gameofyear.bots import make_bot
from gameofyear.content import load_content
from gameofyear.engine import Game
from gameofyear.engine.match import Match
from gameofyear.engine.setup import match_after
from gameofyear.engine.variants import Variants
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup
from gameofyear.ui import theme
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.results import NEXT_YEAR, HistoryRecorder, ResultsDialog

COLOURS = [colour for _, colour in theme.PAWN_COLOURS]


Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


@pytest.fixture(scope="module")
def content():
    return load_content()


def _year(content, players, variants, match, seed=7):
    setup = dataclasses.replace(random_setup(random.Random(seed), content, players), variants=variants, match=match)
    game = Game.new(setup, content, seed)
    play_out(game, [make_bot("basic", default_bot_seed(seed, i)) for i in range(players)])
    assert game.outcome() is not None
    return game


def _results(qtbot, game, content, **kwargs):
    recorder = HistoryRecorder()
    recorder.record(0, game)
    outcome = game.outcome()
    names = [p.name for p in game.setup.players]
    dialog = ResultsDialog(outcome, names, COLOURS[: len(names)], recorder.history(), content, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, names


def test_the_results_show_the_match_table_and_next_year_continues_it(qtbot, content, output_dir):
    earlier = (9, 14, 4)
    game = _year(content, 3, Variants(length="quarter"), Match(50, (earlier,)))
    match = match_after(game.setup, game.outcome().ranking)
    dialog, names = _results(qtbot, game, content, match=match)
    table = dialog.match_table
    assert table is not None and not match.over
    tokens = match.years[1]
    best_first = sorted(range(3), key=lambda p: (-(earlier[p] + tokens[p]), p))
    assert [row[0] for row in table.rows] == [names[p] for p in best_first]
    assert table.rows[0] == (names[best_first[0]], str(earlier[best_first[0]]), str(tokens[best_first[0]]),
                             str(earlier[best_first[0]] + tokens[best_first[0]]))
    assert "50" in table.headline and "2" in table.headline
    assert dialog.next_year_button.isVisible() and dialog.next_year_button.isDefault()
    dialog.grab().save(str(output_dir / "results_match_table.png"))
    qtbot.mouseClick(dialog.next_year_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == NEXT_YEAR


def test_a_match_won_shows_its_winner_and_offers_no_next_year(qtbot, content):
    game = _year(content, 3, Variants(length="quarter"), Match(5))
    match = match_after(game.setup, game.outcome().ranking)
    assert match is not None and match.over  # every player ends a quarter with more than 5 tokens... or a tie
    dialog, names = _results(qtbot, game, content, match=match)
    (winner,) = match.winners()
    assert dialog.match_table.headline.startswith(names[winner[0]]) and "5" in dialog.match_table.headline
    assert not dialog.next_year_button.isVisible() and dialog.close_button.isDefault()


def test_with_teams_the_results_rank_the_teams_by_their_tokens_added_up(qtbot, content, output_dir):
    game = _year(content, 4, Variants(length="quarter", teams=True), None, seed=8)
    ranking = game.team_ranking()
    dialog, names = _results(qtbot, game, content, teams=ranking)
    card = dialog.teams_card
    assert card is not None and dialog.match_table is None
    place, a, b, tokens, money = ranking[0]
    assert card.rows[0] == ("1st", f"{names[a]} and {names[b]}", str(tokens), content.format_money(money))
    assert len(card.rows) == 2
    dialog.grab().save(str(output_dir / "results_teams.png"))


def test_a_plain_game_shows_neither_card(qtbot, content):
    game = _year(content, 3, Variants(length="quarter"), None)
    dialog, _ = _results(qtbot, game, content)
    assert dialog.teams_card is None and dialog.match_table is None and not dialog.next_year_button.isVisible()


def test_next_year_in_the_window_starts_the_second_year_of_the_match(qtbot, content, settings):
    """Four computer players, a quarter a year: the results' Next year starts year 2 with year 1's tokens."""
    setup = dataclasses.replace(random_setup(random.Random(4), content, 4), variants=Variants(length="quarter"),
                                match=Match(80))
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.start(Game.new(setup, content, 4), [Seat("computer", "basic", COLOURS_NAMES[i]) for i in range(4)])
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=120_000)
    first = window.game
    dialog = window.results_dialog
    assert dialog.match_table is not None and dialog.next_year_button.isVisible()
    assert dialog.windowTitle() == "The quarter is over"
    assert window.table.decision_panel.idle.text() == "The quarter is over."  # nobody is "playing…" any more
    assert "wins the quarter" in dialog.title_label.text() or "share first place" in dialog.title_label.text()
    qtbot.mouseClick(dialog.next_year_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game is not first, timeout=10_000)
    second = window.game
    assert second.setup.match is not None and second.setup.match.year == 2
    assert second.setup.match.years[0] == tuple(t for _, _, t, _ in sorted(first.outcome().ranking, key=lambda r: r[1]))
    assert second.setup.players == first.setup.players and second.seed != first.seed
    assert any("Year 2 of the match" in window.table.log.item(i).text() for i in range(window.table.log.count()))


COLOURS_NAMES = [name for name, _ in theme.PAWN_COLOURS]


def test_a_match_level_after_20_years_is_told_as_a_shared_win(qapp):
    """RULINGS.md §13: both sides level at the top after 20 years win the match together."""
    from gameofyear.engine.match import TIED_YEARS_MOST
    from gameofyear.ui.matchtable import match_headline

    match = Match(30)
    for _ in range(TIED_YEARS_MOST):
        match = match.after((10, 10, 3))
    assert match.over
    assert match_headline(match, ["Anna", "Bruno", "Cleo"]) == "Anna and Bruno win the match with 200 tokens (target 30)."
