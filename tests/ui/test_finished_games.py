"""The ending stays: finished games are kept, listed on the welcome screen with their results, and their Year in
Review and Replay open again from there (pytest-qt, offscreen)."""

from __future__ import annotations

import dataclasses
import json
import random
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gameofyear.bots import make_bot
from gameofyear.engine import Game
from gameofyear.engine.variants import Variants
from gameofyear.saves.finished import FinishedGames
from gameofyear.seats import Seat, default_bot_seed
from gameofyear.simulation import play_out, random_setup
from gameofyear.ui import theme
from gameofyear.ui.mainwindow import MainWindow

COLOURS = [name for name, _ in theme.PAWN_COLOURS]


@pytest.fixture(scope="module")
def content():
    from helpers import classic

    return classic()


def _quarter(content, seed: int) -> Game:
    """A quarter game between three computers, played to its end."""
    setup = dataclasses.replace(random_setup(random.Random(seed), content, 3), variants=Variants(length="quarter"))
    game = Game.new(setup, content, seed)
    play_out(game, [make_bot("basic", default_bot_seed(seed, i)) for i in range(3)])
    assert game.outcome() is not None
    return game


def _seats(n: int) -> list[Seat]:
    return [Seat("computer", "basic", COLOURS[i]) for i in range(n)]


def test_a_finished_game_is_kept_with_its_results_and_its_save(content, tmp_path):
    game = _quarter(content, 5)
    store = FinishedGames(tmp_path)
    when = datetime(2026, 12, 2, 21, 4, 5, tzinfo=UTC)
    kept = store.keep(game, _seats(3), finished_at=when)
    names = [p.name for p in game.setup.players]
    assert kept.path.is_file() and kept.path.parent == tmp_path / "finished"
    assert kept.length == "quarter" and kept.finished_at == when
    assert [(p.place, p.name, p.tokens, p.money) for p in kept.ranking] == [
        (place, names[player], tokens, money) for place, player, tokens, money in game.outcome().ranking]
    assert FinishedGames(tmp_path).games() == [kept], "read back from the index"
    store.keep(game, _seats(3), finished_at=when)
    assert len(store.games()) == 1, "the same game kept again replaces its entry"
    from gameofyear.saves import read_save

    save = read_save(kept.path)
    assert save.seed == game.seed and len(save.actions) == len(game.actions) and save.finished


def test_only_the_newest_games_are_kept_and_an_older_ones_save_goes_with_it(content, tmp_path):
    store = FinishedGames(tmp_path, keep=2)
    games = [_quarter(content, seed) for seed in (1, 2, 3)]
    kept = [store.keep(g, _seats(3)) for g in games]
    assert [g.path for g in store.games()] == [kept[2].path, kept[1].path]
    assert not kept[0].path.exists()


def test_a_game_not_over_is_refused_and_a_broken_index_lists_nothing(content, tmp_path):
    store = FinishedGames(tmp_path)
    with pytest.raises(ValueError, match="finished"):
        store.keep(Game.new(random_setup(random.Random(1), content, 2), content, 1), _seats(2))
    store.folder.mkdir(parents=True)
    store.index.write_text('{"not": "a list"}', encoding="utf-8")
    assert store.games() == [] and "not a list" in (store.problem or "")
    store.index.write_text(json.dumps([{"file": "../escape.json", "finished_at": "2026-12-02T21:04:05",
                                        "length": "year", "ranking": []}]), encoding="utf-8")
    assert FinishedGames(tmp_path).games() == []
    with pytest.raises(ValueError):
        FinishedGames(tmp_path, keep=0)


def test_the_results_closed_the_game_is_on_the_welcome_screen_and_its_review_and_replay_open_again(
        qtbot, content, settings, tmp_path, output_dir):
    setup = dataclasses.replace(random_setup(random.Random(4), content, 3), variants=Variants(length="quarter"))
    window = MainWindow(content, settings, auto_dialogs=False, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    game = Game.new(setup, content, 4)
    window.start(game, _seats(3))
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=120_000)
    outcome = game.outcome()
    window.results_dialog.close_button.click()
    qtbot.waitUntil(lambda: window.welcome is not None and window.welcome.isVisible(), timeout=10_000)
    welcome = window.welcome
    assert welcome.finished_box.isVisible() and len(welcome.finished()) == 1
    line = welcome.finished_list.item(0).text()
    winner = setup.players[outcome.ranking[0][1]].name
    assert "a quarter" in line and f"1. {winner} " in line and "token" in line, line
    welcome.grab().save(str(output_dir / "welcome_finished_games.png"))
    welcome.finished_review_button.click()
    review = window.review_dialog
    assert review is not None and review.isVisible()
    assert review.story.lines, "the chronicle of the game kept"
    review.close()
    welcome.finished_replay_button.click()
    replay = window.replay_dialog
    assert replay is not None and replay.isVisible()
    replay.close()
    assert isinstance(review, QDialog) and isinstance(replay, QDialog)


def test_return_on_a_finished_game_opens_its_year_in_review(qtbot, content, settings, tmp_path):
    FinishedGames(tmp_path).keep(_quarter(content, 6), _seats(3))
    window = MainWindow(content, settings, auto_dialogs=False, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.welcome is not None and window.welcome.isVisible(), timeout=10_000)
    welcome = window.welcome
    assert len(welcome.finished()) == 1
    welcome.finished_list.setFocus()
    qtbot.keyClick(welcome.finished_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.review_dialog is not None and window.review_dialog.isVisible(), timeout=10_000)


def test_moments_are_written_in_the_language_s_own_short_form_not_the_bare_c_locale(qapp):
    """On a system without a locale (C), a finished game's moment reads "03/12/2026 21:04", not "3 12 2026 21:04";
    in German "03.12.26 21:04"."""
    from PySide6.QtCore import QLocale

    from gameofyear.ui.language import install_translators, moment_in_words, remove_translators

    moment = datetime(2026, 12, 3, 21, 4, tzinfo=UTC)
    before = QLocale()
    QLocale.setDefault(QLocale.c())
    try:
        local = datetime.fromtimestamp(moment.timestamp())
        english = moment_in_words(moment)
        assert english != QLocale.c().toString(local, QLocale.FormatType.ShortFormat), english
        if QLocale.system().language() != QLocale.Language.English:  # else the system's own English form
            assert english == local.strftime("%d/%m/%Y %H:%M")
        install_translators("de")
        assert moment_in_words(moment) == local.strftime("%d.%m.%y %H:%M")
    finally:
        remove_translators()
        QLocale.setDefault(before)
