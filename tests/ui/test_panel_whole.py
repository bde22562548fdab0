"""The decision panel is whole: everything a decision needs is in view, nothing scrolls or is cut (pytest-qt).

Every kind of decision (the constructed situations of ``test_dialogs``) is laid out in the window at
1600×1000, at the window's first size and at 1024×700, in every language the game offers, at 100 % and at 125 %
text: its question, previews, choices, tick boxes and buttons stand whole inside
the panel, no part of the panel scrolls, and no wrapped text is shorter than its words. The log gives way
while a decision is asked; what explains a decision gives way into its question's tooltip where the room is
small, and where even that is not enough the board is made smaller while the decision is asked.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEventLoop, QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QHeaderView,
    QLabel,
    QLineEdit,
    QWidget,
)
from test_dialogs import SITUATIONS
from test_table_screen import COLOURS, Seat

from gameofyear.ui.access import apply_text_size
from gameofyear.ui.language import install_translators, remove_translators
from gameofyear.ui.mainwindow import FIRST_SIZE, MainWindow
from gameofyear.ui.settings import TEXT_SIZES, available_languages

WINDOW_SIZES = ((1600, 1000), FIRST_SIZE, (1024, 700))
TEXT = tuple(name for name, factor in TEXT_SIZES.items() if factor <= 1.25)
"""100 % and 125 % text."""


@pytest.fixture(autouse=True)
def untranslated_at_normal_size(qapp):
    remove_translators()
    yield
    remove_translators()
    apply_text_size(1.0)  # the font scale is the application's: leave it as found


def faults(window: MainWindow) -> list[tuple]:
    """What is not whole in the decision panel: a part of it that scrolls, a control outside it or cut, a wrapped
    text shorter than its words."""
    panel = window.table.decision_panel
    found: list[tuple] = []
    for area in [*panel.findChildren(QAbstractScrollArea), panel.scroller]:
        if area.isVisible() and not isinstance(area, QAbstractSpinBox):
            for bar in (area.verticalScrollBar(), area.horizontalScrollBar()):
                if bar.maximum() > 0:
                    found.append(("scrolls", type(area).__name__, bar.maximum()))
    for widget in window.current_dialog.findChildren(QWidget):
        if not widget.isVisible() or isinstance(widget.parentWidget(), (QAbstractSpinBox, QAbstractItemView)) \
                or isinstance(widget, QHeaderView) or not isinstance(
                widget, (QLabel, QAbstractButton, QLineEdit, QAbstractSpinBox, QAbstractScrollArea)):
            continue
        words = widget.text() if hasattr(widget, "text") and callable(widget.text) else type(widget).__name__
        if not panel.rect().contains(QRect(widget.mapTo(panel, QPoint(0, 0)), widget.size())):
            found.append(("outside the panel", words))
        elif widget.visibleRegion().boundingRect().size() != widget.size():
            found.append(("cut", words))
        elif isinstance(widget, QLabel) and widget.wordWrap() and widget.height() < widget.heightForWidth(widget.width()):
            found.append(("shorter than its words", words))
    return found


def _asked(window: MainWindow, kind: object = None) -> bool:
    """Whether the window asks a decision (of ``kind``, if given) in its panel; the screen passed on if it must be."""
    if window.cover is not None:
        window.cover.button.click()
    dialog = window.current_dialog
    return dialog is not None and dialog.isVisible() and kind in (None, dialog.decision.kind)


LAYOUTS = [(size, text) for size in WINDOW_SIZES for text in TEXT]
"""The window sizes and text sizes laid out."""


@pytest.mark.parametrize("language", available_languages())
@pytest.mark.parametrize(("size", "text"), LAYOUTS, ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
def test_every_decision_shows_whole_without_scrolling_in_every_language(qtbot, settings, size, language, text):
    install_translators(language)
    settings.language = language
    settings.text_size = text
    problems = {}
    for name, (make, kind) in SITUATIONS.items():
        game = make()
        window = MainWindow(game.content, settings, auto_dialogs=True)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        window.start(game, [Seat("human", "basic", COLOURS[i]) for i in range(len(game.setup.players))])

        qtbot.waitUntil(lambda window=window, kind=kind: _asked(window, kind), timeout=10_000)
        for _ in range(3):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        assert window.table.log.width() < window.table.decision_panel.width(), "the log gives way while a decision is asked"
        found = faults(window)
        if found:
            problems[name] = found
        window.close()
    assert not problems, problems


def test_a_tall_decision_in_a_small_window_makes_the_board_smaller_while_it_is_asked(qtbot, settings):
    """At 1024×700 and 125 % text, a decision that does not fit the band under the board even with all it says
    given way gets the room from the board, no lower than half the table; the board has it back afterwards."""
    from gameofyear.ui.tablelayout import BOARD_LEAST_SHARE

    settings.text_size = "large"
    tallest = None
    for name, (make, _kind) in SITUATIONS.items():
        game = make()
        window = MainWindow(game.content, settings, auto_dialogs=True)
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        window.start(game, [Seat("human", "basic", COLOURS[i]) for i in range(len(game.setup.players))])
        qtbot.waitUntil(lambda window=window: _asked(window), timeout=10_000)
        for _ in range(3):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        panel, table = window.table.decision_panel, window.table.view
        if panel.wanted_height > 0:
            tallest = name
            asked_board = window.table.board_view.height()
            assert faults(window) == []
            assert asked_board >= int(table.height() * BOARD_LEAST_SHARE)
            assert panel.height() >= min(panel.wanted_height, table.height() - asked_board - 6)
            panel.clear()
            assert panel.wanted_height == 0 and window.table.board_view.height() > asked_board, "the board has its room back"
            window.close()
            break
        window.close()
    assert tallest is not None, "some decision needs more than the band under the board at 1024×700 and 125 % text"
