"""The year in review: the chronicle told from a finished game's events, the white-cross calendar, PNG and PDF."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gameofyear import saves
from gameofyear.content import Content, load_content
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.review import chronicle


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


@pytest.fixture(scope="module")
def finished(tmp_path_factory: Any) -> Path:
    from gameofyear.cli import main

    folder = tmp_path_factory.mktemp("review")
    assert main(["simulate", "--games", "1", "--players", "3", "--seed", "12", "--save-dir", str(folder)]) == 0
    return folder / "game-12.json"


def test_the_chronicle_tells_the_year_from_its_events(content: Content, finished: Path, qtbot: Any) -> None:
    game = saves.load_game(saves.read_save(finished), content).game
    names = [p.name for p in game.setup.players]
    seen: list[ev.Event] = []
    Game.replay(game.setup, content, game.seed, game.actions, on_events=seen.extend)
    story = chronicle(game, names)
    bought = [sum(1 for e in seen if type(e) is ev.TokenBought and e.player == q) for q in range(len(names))]
    assert [len(days) for days in story.crosses] == bought, "a white cross for every token bought"
    assert all(1 <= day <= 365 for days in story.crosses for day in days)
    assert any("best day" in line for line in story.lines) and any("worst day" in line for line in story.lines)
    firsts = [e for e in seen if type(e) is ev.QuarterPassed and e.rank == 1]
    assert sum("won the quarter race" in line for line in story.lines) == len(firsts) > 0
    swaps = [e for e in seen if type(e) is ev.PawnsSwapped]
    assert sum("swapped places" in line for line in story.lines) == len(swaps)
    bankrupt = [e for e in seen if type(e) is ev.Bankrupt]
    assert sum("went bankrupt" in line for line in story.lines) == len(bankrupt)


def test_the_review_opens_from_the_results_and_saves_as_png_and_pdf(qtbot: Any, settings: Any, content: Content,
                                                                     finished: Path, tmp_path: Path,
                                                                     output_dir: Path) -> None:
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_game(finished)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=20_000)
    results = window.results_dialog
    assert results.review_button.isVisible()
    results.review_button.click()
    review = window.review_dialog
    assert review is not None and review.isVisible()
    assert "best day" in review.text.text()
    review.grab().save(str(output_dir / "review.png"))
    png, pdf = tmp_path / "year.png", tmp_path / "year.pdf"
    assert review.save_png(png) and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert review.save_pdf(pdf) and pdf.read_bytes()[:5] == b"%PDF-"
    (output_dir / "review.pdf").write_bytes(pdf.read_bytes())
