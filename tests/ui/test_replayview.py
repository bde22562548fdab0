"""Replaying a game move by move on the board: from the results and from Game ▸ Replay a Saved Game (pytest-qt)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gameofyear import saves
from gameofyear.bots import make_bot
from gameofyear.content import Content, load_content
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.engine.game import ClaimAction
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.replayview import ReplayDialog, replay_steps


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


@pytest.fixture(scope="module")
def finished(tmp_path_factory: Any) -> Path:
    from gameofyear.cli import main

    folder = tmp_path_factory.mktemp("replay")
    assert main(["simulate", "--games", "1", "--players", "3", "--seed", "12", "--save-dir", str(folder)]) == 0
    return folder / "game-12.json"


def _window(qtbot: Any, settings: Any, content: Content) -> MainWindow:
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_the_steps_follow_the_game_to_its_end(content: Content, finished: Path, qtbot: Any) -> None:
    game = saves.load_game(saves.read_save(finished), content).game
    steps = replay_steps(game, lambda events: [type(e).__name__ for e in events])
    assert len(steps) == len(game.actions) + 1
    assert steps[0].positions == (0,) * len(game.setup.players)
    assert steps[-1].positions == tuple(p.position for p in game.state.players), "the last step is the end"
    assert "GameStarted" in steps[0].lines


def test_a_finished_game_is_stepped_through_from_the_results(qtbot: Any, settings: Any, content: Content,
                                                            finished: Path, output_dir: Path) -> None:
    window = _window(qtbot, settings, content)
    assert window.open_game(finished)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=20_000)
    window.results_dialog.replay_button.click()
    replay = window.replay_dialog
    assert replay is not None and replay.isVisible() and replay.slider.value() == 0
    assert not replay.previous_button.isEnabled()
    replay.next_button.click()
    assert replay.slider.value() == 1 and replay.previous_button.isEnabled()
    replay.slider.setValue(replay.slider.maximum() // 2)
    middle = replay.steps[replay.slider.value()]
    assert replay.step_label.text().startswith(f"Decision {replay.slider.value()} of {len(replay.steps) - 1}")
    if middle.lines:
        assert replay.log.item(replay.log.count() - 1).text() == middle.lines[-1], "the step's own lines come last"
    replay.grab().save(str(output_dir / "replay.png"))
    qtbot.keyClick(replay.previous_button, Qt.Key.Key_Space)
    assert replay.slider.value() == replay.slider.maximum() // 2 - 1
    replay.slider.setValue(replay.slider.maximum() - 1)
    replay.play_button.click()
    qtbot.waitUntil(lambda: not replay.play_button.isChecked(), timeout=5000)  # plays to the end, then stops
    assert replay.slider.value() == replay.slider.maximum() and not replay.next_button.isEnabled()


def test_a_saved_game_is_replayed_from_the_game_menu_without_being_played(qtbot: Any, settings: Any,
                                                                          content: Content, finished: Path) -> None:
    window = _window(qtbot, settings, content)
    assert window.replay_action in window.menuBar().actions()[0].menu().actions()
    replay = window.replay_saved_game(finished)
    assert replay is not None and replay.isVisible()
    assert window.game is None, "replaying plays nothing"
    broken = finished.with_name("broken.json")
    broken.write_text("{", encoding="utf-8")
    assert window.replay_saved_game(broken) is None and "cannot be opened" in window.message_box.text()


def _whole_game(content: Content, level: str, seed: int) -> Game:
    """A finished game of 4 computer players of ``level`` (setup, game and bots from ``seed``)."""
    import random

    game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
    play_out(game, [make_bot(level, default_bot_seed(seed, i)) for i in range(4)])
    assert game.outcome() is not None
    return game


def _engine_squares(game: Game) -> list[tuple[int, ...]]:
    """Where the engine has every pawn as the year begins, then after each decision (as Game.replay plays them)."""
    again = Game.new(game.setup, game.content, game.seed)
    squares = [tuple(p.position for p in again.state.players)]
    for action in game.actions:
        action = again.read_action(action)
        if isinstance(action, ClaimAction):
            again.claim(action.creditor, action.claim_id)
        else:
            again.decide(action)
        squares.append(tuple(p.position for p in again.state.players))
    return squares


def _decisions_with(game: Game, kind: type) -> list[tuple[int, Any]]:
    """The steps (1 = after the first decision) whose events hold an event of ``kind``, with that event."""
    found: list[tuple[int, Any]] = []
    step = [0]

    def look(events: list[ev.Event]) -> None:
        found.extend((step[0], e) for e in events if type(e) is kind)
        step[0] += 1

    Game.replay(game.setup, game.content, game.seed, game.actions, on_events=look)
    return found


def test_after_a_swap_and_a_rearrangement_the_pawns_stand_where_the_game_put_them(qtbot: Any, settings: Any,
                                                                                 content: Content) -> None:
    """21 June: the two pawns change squares at once; 1 April: the opponents' pawns go to their new squares
    (RULINGS.md §8). The replay shows them there from that decision on, not on their old squares until they move.
    (Seed 4: its swaps end their decisions; in some games a pawn swapped moves on in the same decision.)"""
    game = _whole_game(content, "random", 4)
    steps = replay_steps(game, lambda events: [])
    swaps = _decisions_with(game, ev.PawnsSwapped)
    rearranged = [(i, e) for i, e in _decisions_with(game, ev.PawnsRearranged) if e.moves]
    assert swaps and all(e.source == "almanac:06-21" for _, e in swaps) and rearranged
    for i, swap in swaps:
        before, after = steps[i - 1].positions, steps[i].positions
        assert before[swap.player] != before[swap.other], "two pawns on different squares"
        assert (after[swap.player], after[swap.other]) == (before[swap.other], before[swap.player])
    for i, _ in swaps + rearranged:
        for step in range(i, min(i + 8, len(steps))):
            engine = Game.replay(game.setup, content, game.seed, game.actions[:step])
            assert steps[step].positions == tuple(p.position for p in engine.state.players), f"decision {step}"
    replay = _window(qtbot, settings, content).show_replay(game)
    assert isinstance(replay, ReplayDialog)
    for i, _ in swaps + rearranged:
        replay.slider.setValue(i)
        engine = Game.replay(game.setup, content, game.seed, game.actions[:i])
        assert replay.scene.positions() == [p.position for p in engine.state.players], "the board shows them there"


@pytest.mark.parametrize(("level", "seed"), [("random", 4), ("random", 5), ("basic", 0), ("basic", 3), ("basic", 5)])
def test_every_step_of_a_whole_game_shows_the_pawns_where_the_game_had_them(content: Content, level: str,
                                                                            seed: int) -> None:
    """Whole games of 4 computer players, swaps and rearrangements included (the first game from ``seed`` on
    that has one): at every decision the replay's pawns are exactly where the engine had them."""
    game = next(g for g in (_whole_game(content, level, s) for s in range(seed, seed + 20))  # the first game
                if _decisions_with(g, ev.PawnsSwapped) or _decisions_with(g, ev.PawnsRearranged))  # with a swap
    steps = replay_steps(game, lambda events: [])
    wrong = [i for i, (step, squares) in enumerate(zip(steps, _engine_squares(game))) if step.positions != squares]
    assert not wrong, f"decisions {wrong[:5]} show the pawns elsewhere"


def test_the_players_panel_shows_money_and_tokens_as_the_engine_had_them_at_the_step(qtbot: Any, settings: Any,
                                                                                     content: Content) -> None:
    """At every decision, the steps' money and tokens are the engine's; the panel beside the board shows them
    for the step the slider is on, and follows it when Replay steps on."""
    game = _whole_game(content, "basic", 3)
    steps = replay_steps(game, lambda events: [])
    again = Game.new(game.setup, game.content, game.seed)
    figures = [(tuple(p.money for p in again.state.players), tuple(p.tokens for p in again.state.players))]
    for action in game.actions:
        action = again.read_action(action)
        if isinstance(action, ClaimAction):
            again.claim(action.creditor, action.claim_id)
        else:
            again.decide(action)
        figures.append((tuple(p.money for p in again.state.players), tuple(p.tokens for p in again.state.players)))
    wrong = [i for i, (step, (money, tokens)) in enumerate(zip(steps, figures))
             if (step.money, step.tokens) != (money, tokens)]
    assert not wrong, f"decisions {wrong[:5]} show other money or tokens"
    assert len({step.money for step in steps}) > 5, "the money changes through the game"
    replay = _window(qtbot, settings, content).show_replay(game)
    assert isinstance(replay, ReplayDialog)
    middle = len(steps) // 2
    replay.slider.setValue(middle)
    money, tokens = figures[middle]
    shown = [(m.text(), t.text()) for m, t in zip(replay.players.money_labels, replay.players.token_labels)]
    active = steps[middle].active
    assert shown == [(("▶ " if q == active else "") + content.format_money(money[q]),
                      f"{tokens[q]} token{'' if tokens[q] == 1 else 's'}") for q in range(len(money))], shown
    replay.grab().save("/tmp/replay-players.png")
    replay.next_button.click()
    assert replay.players.money_labels[0].text().removeprefix("▶ ") == content.format_money(figures[middle + 1][0][0])
