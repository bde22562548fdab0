"""The window paints its first frame, and quits from the welcome screen, without the rules, the saves or pydantic.

Each case runs ``gameofyear.ui.app.run`` in a fresh Python process (the modules a
process has imported cannot be forgotten) with an empty home folder, and prints
the modules it had imported at the moment that matters. The first frame is the
player's own window, light: the welcome screen's colours and title, drawn before
the window's menus and welcome screen and before PySide6 has built the ``Qt``
namespace; the same window is then built in place.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

_RUN = r"""
import json, sys
from PySide6.QtCore import QTimer
from gameofyear.ui import app as app_module
from gameofyear.ui.mainwindow import MainWindow

HEAVY = ("pydantic", "gameofyear.engine", "gameofyear.content", "gameofyear.saves.format", "gameofyear.saves.schema",
         "gameofyear.saves.loading", "gameofyear.table", "gameofyear.bots")
when = sys.argv[1]
report = {}

LATER = ("gameofyear.ui.welcome", "gameofyear.ui.access", "gameofyear.ui.telling", "gameofyear.ui.sound")

def heavy():
    return sorted(m for m in sys.modules if m.startswith(HEAVY))

def first_frame(window):
    import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets
    frame = window.centralWidget()
    return {"window": id(window), "built": window.built, "central": type(frame).__name__,
            "title": frame.title.text(), "window_title": window.windowTitle(),
            "menus": [action.text() for action in window.menuBar().actions()],
            "qt_namespace": "Qt" in vars(PySide6.QtCore), "key_sequence": "QKeySequence" in vars(PySide6.QtGui),
            "style": "QStyle" in vars(PySide6.QtWidgets),
            "later_modules": sorted(m for m in sys.modules if m.startswith(LATER))}

def built(window):
    from PySide6.QtWidgets import QApplication
    welcome = window.centralWidget()
    return {"window": id(window), "built": window.built, "central": type(welcome).__name__,
            "menus": [action.text() for action in window.menuBar().actions()],
            "focus_on_quick_game": QApplication.focusWidget() is welcome.quick_button,
            "style": QApplication.style().name()}

def close(window):
    before = set(sys.modules)
    window.close()
    report["imported_by_quitting"] = sorted(m for m in set(sys.modules) - before if m.startswith(HEAVY))

first_paint = MainWindow.after_first_paint
def at_first_paint(self, callback):
    if when == "first paint" and not report:
        report["at_first_paint"] = None
        def seen():
            report["at_first_paint"] = heavy()
            close(self)
        first_paint(self, seen)
    if when == "built" and not report:
        report["first_frame"] = first_frame(self)
    first_paint(self, callback)
MainWindow.after_first_paint = at_first_paint

offer = MainWindow.offer_resume
def offer_then_close(self):
    offered = offer(self)
    report["game_offered"] = offered
    report["validating_libraries"] = sorted(m for m in ("pydantic", "yaml") if m in sys.modules)
    QTimer.singleShot(0, lambda: close(self))
    return offered
if when == "welcome":
    MainWindow.offer_resume = offer_then_close
if when == "built":
    def built_then_close(self):
        report["built"] = built(self)
        QTimer.singleShot(0, self.close)
        return False
    MainWindow.offer_resume = built_then_close
code = app_module.run()
print(json.dumps(report))
"""


def _run(when: str, home: Path, language: str = "en") -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), LANGUAGE=language)
    out = subprocess.run([sys.executable, "-c", _RUN, when], capture_output=True, text=True, env=env, timeout=120,
                         check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_the_first_frame_is_painted_without_the_rules_the_saves_or_pydantic(tmp_path: Path) -> None:
    report = _run("first paint", tmp_path)
    assert report["at_first_paint"] == []
    assert report["imported_by_quitting"] == []  # closing before the content has loaded reads no save code either


def test_quitting_from_the_welcome_screen_with_no_game_imports_nothing(tmp_path: Path) -> None:
    report = _run("welcome", tmp_path)
    assert report["game_offered"] is False  # an empty data folder: nothing to resume, the welcome screen stays
    assert report["imported_by_quitting"] == []


def test_a_second_start_plays_from_the_content_cache_without_pydantic_or_yaml(tmp_path: Path) -> None:
    first = _run("welcome", tmp_path)
    assert first["validating_libraries"] == ["pydantic", "yaml"]  # the first start reads and validates the almanac
    assert list((tmp_path / "cache").rglob("content-*.cache"))
    second = _run("welcome", tmp_path)
    assert second["validating_libraries"] == []  # the same almanac: taken from the cache, as validated
    assert second["game_offered"] is False and second["imported_by_quitting"] == []


def test_the_first_frame_is_the_players_window_drawn_before_qts_namespace_and_the_menus(tmp_path: Path) -> None:
    report = _run("built", tmp_path)
    first = report["first_frame"]
    assert first["central"] == "FirstFrame" and first["built"] is False
    assert first["title"] == "Game of the Year" and first["window_title"] == "Game of the Year"
    assert first["menus"] == []  # the menus come with the build, just after this frame
    assert first["qt_namespace"] is False  # PySide6 has not built the Qt namespace's enums (about 20 ms) yet
    assert first["key_sequence"] is False and first["style"] is False
    assert first["later_modules"] == []
    after = report["built"]
    assert after["window"] == first["window"]  # the same window, built in place
    assert after["built"] is True and after["central"] == "WelcomeScreen"
    assert after["menus"] == ["&Game", "&View", "&Help"]
    assert after["focus_on_quick_game"] is True  # the keyboard reaches Quick Game at once, as before
    assert after["style"].casefold() == "fusion"


def test_the_first_frame_speaks_the_players_language(tmp_path: Path) -> None:
    report = _run("built", tmp_path, language="fr")
    first = report["first_frame"]
    assert first["title"] == "Le Jeu de l'Année" and first["window_title"] == "Le Jeu de l'Année"
    assert report["built"]["menus"] == ["&Partie", "&Affichage", "Aid&e"]  # the menus built after it too
