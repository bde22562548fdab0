"""At 1024 × 700, in English, French, Italian and German and at every text size, the table's words fit their room.

Each test installs a language (the translators are process-wide: the ``untranslated``
fixture removes them again) and a text size (the ``normal_text_size`` fixture puts the
designed size back), as View ▸ Language and View ▸ Text Size do.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers import table_seat
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QLabel

from gameofyear.content import load_content
from gameofyear.engine import Game
from gameofyear.simulation import random_setup
from gameofyear.ui.access import apply_text_size
from gameofyear.ui.language import install_translators, remove_translators
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.settings import available_languages

Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
LANGUAGES = available_languages()
SIZES = ("normal", "large", "larger")
NAMES = ("Maximiliane", "Jo", "Bartholomew", "Inès", "Anne-Charlotte", "Emma")
"""Long names and short ones, as a family's table may have."""


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(autouse=True)
def untranslated(qapp):
    """Each test starts and ends with no translator installed (the source English)."""
    remove_translators()
    yield
    remove_translators()


@pytest.fixture(autouse=True)
def normal_text_size():
    yield
    apply_text_size(1.0)  # the font scale is the application's: leave it as found


def _window(qtbot, content, settings, language: str, size: str, players: int = 6,
            window_size: tuple[int, int] = (1024, 700)) -> tuple[MainWindow, Game]:
    install_translators(language)
    settings.language = language
    settings.text_size = size
    setup = random_setup(random.Random(3), content, players)
    setup = replace(setup, players=tuple(replace(p, name=NAMES[i]) for i, p in enumerate(setup.players)))
    game = Game.new(setup, content, 3)
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(*window_size)
    window.show()
    window.start(game, [Seat("human" if i == 0 else "computer", "basic", COLOURS[i]) for i in range(players)])
    for _ in range(5):
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    return window, game


@pytest.mark.parametrize("window_size", [(1024, 700), (974, 640)])  # the window on a 1024 × 700 screen, in its frame
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_players_card_fits_the_side_panel_with_the_money_and_the_tokens_whole(
        qtbot, content, settings, language, size, window_size):
    """No label of a player's card runs past the card, nor the card past the panel; what is cut is cut with "…"
    after the name's start, or is a word after the number of tokens and their noun."""
    window, game = _window(qtbot, content, settings, language, size, window_size=window_size)
    viewport = window.table.view.players_scroll.viewport()
    observation = game.observation(None)
    for card, view, name in zip(window.table.players_panel.cards, observation.players, NAMES):
        right = card.mapTo(viewport, card.rect().topRight()).x()
        assert right < viewport.width(), (name, right, viewport.width())
        room = card.contentsRect()
        for label in card.findChildren(QLabel):
            if not label.isVisible() or label.wordWrap() or not label.text():
                continue
            assert room.contains(label.geometry()), (label.text(), label.geometry(), room)
            width = label.fontMetrics().horizontalAdvance(label.text())
            assert width <= label.contentsRect().width(), (label.text(), width, label.contentsRect().width())
        assert card.money_label.text() == content.format_money(view.money)
        tokens = card.tokens_label.full_text()
        assert card.tokens_label.text().startswith(" ".join(tokens.split(" ")[:2])), card.tokens_label.text()
        assert str(view.tokens) in card.tokens_label.text()
        shown = card.name_label.text()
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) >= 2), shown
        assert card.accessibleName() == name  # a screen reader hears the whole name


def _month_ink_at_right_edge(sheet, scale: float) -> list[int]:
    """The rows whose month name, painted at the board's scale on screen, has ink in the last pixels of its room
    (a name drawn wider than its room is cut there)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from gameofyear.ui.board import SHEET_RECT, month_room

    image = QImage(int(SHEET_RECT.right() * scale) + 2, int(SHEET_RECT.bottom() * scale) + 2,
                   QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    sheet.paint_direct(painter)
    painter.end()
    cut = []
    for row in range(12):
        room = month_room(row)
        right = int(room.right() * scale)
        columns = range(right - 2, right)
        rows = range(int(room.top() * scale) + 2, int(room.bottom() * scale) - 2)
        if any(QColor(image.pixel(x, y)).lightness() < 110 for x in columns for y in rows):
            cut.append(row)
    return cut


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_boards_month_names_fit_their_tabs_and_grow_with_the_text(qtbot, content, settings, language, size):
    """At 1024 × 700 every month name is narrower than its tab, and painted at the board's scale it stops short of
    the tab's end, at nearly their designed size."""
    from PySide6.QtGui import QFontMetricsF

    from gameofyear.ui.board import MONTH_PIXELS, month_room

    window, _ = _window(qtbot, content, settings, language, size, players=4)
    sheet = window.table.scene.sheet_item
    months = sheet._texts.months
    metrics = QFontMetricsF(sheet.month_font)
    for row, name in enumerate(months):
        assert metrics.horizontalAdvance(name) <= month_room(row).width(), (name, sheet.month_font.pixelSize())
    assert _month_ink_at_right_edge(sheet, window.table.board_view.transform().m11()) == []
    assert sheet.month_font.pixelSize() >= MONTH_PIXELS - 2  # as large as designed, or nearly


def test_a_long_month_name_of_a_translation_is_made_smaller_to_fit_its_tab(qtbot, content, settings):
    """A translation's month name longer than the tab is painted smaller, all twelve at one size, and not cut."""
    from gameofyear.ui.board import MONTH_PIXELS

    window, _ = _window(qtbot, content, settings, "de", "larger", players=4)
    sheet = window.table.scene.sheet_item
    long_months = tuple(sheet._texts.months[:8]) + ("Septemberwoche", "Oktobermonat", "Novembermonat", "Dezember")
    sheet.set_words(sheet._texts._replace(months=long_months))
    assert sheet.month_font.pixelSize() < MONTH_PIXELS
    assert _month_ink_at_right_edge(sheet, window.table.board_view.transform().m11()) == []


def test_the_new_game_dialog_fits_a_1024_by_700_screen_at_larger_text_with_six_players_in_german(
        qtbot, content, settings, qapp, monkeypatch):
    """Six players, German, 150 % text, a 1024 × 700 screen: the dialog, frame counted, is no larger than the
    screen; its Start, Quick game and Cancel buttons are whole in sight; the players' table scrolls inside it to
    its last column and its last row."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QPushButton

    from gameofyear.content import load_texts
    from gameofyear.ui.newgame import NewGameDialog
    from gameofyear.ui.screenfit import FRAME_ALLOWANCE

    screen = QRect(0, 0, 1024, 700)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(screen))
    install_translators("de")
    settings.language = "de"
    settings.text_size = "larger"
    apply_text_size(settings.text_scale)
    dialog = NewGameDialog(load_texts(content, "de"), settings)
    qtbot.addWidget(dialog)
    dialog.set_player_count(6)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)  # the height is taken again once the rows are laid out
    assert len(dialog.rows) == 6
    frame = dialog.frameGeometry()
    unframed = frame.height() == dialog.height()  # a screen without frames: the window manager's is counted
    whole = frame.adjusted(0, 0, FRAME_ALLOWANCE[0] if unframed else 0, FRAME_ALLOWANCE[1] if unframed else 0)
    assert screen.contains(whole), (whole, screen)
    for button in (dialog.ok_button, dialog.quick_button, dialog.cancel_button):
        assert isinstance(button, QPushButton) and button.isVisible()
        place = QRect(button.mapTo(dialog, button.rect().topLeft()), button.size())
        assert dialog.rect().contains(place), (button.text(), place, dialog.rect())
        assert button.width() >= button.minimumSizeHint().width(), button.text()
    # the table is wider and the body taller than the room: they scroll, to the last row's last column
    area = dialog.body_scroll
    assert area.horizontalScrollBar().maximum() > 0 and area.verticalScrollBar().maximum() > 0
    last = dialog.rows[-1].widgets()[-1]
    area.ensureWidgetVisible(last)
    seen = QRect(last.mapTo(area.viewport(), last.rect().topLeft()), last.size())
    assert area.viewport().rect().contains(seen), (seen, area.viewport().rect())
    assert last.width() >= last.minimumSizeHint().width()  # whole, not squeezed



@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_days_box_and_its_cost_show_whole_in_a_low_panel(qtbot, settings, language, size):
    """At 1024×700, in every language and text size, the days box shows its number and word whole ("8 giorni",
    not "8 giorn"), and the cost beside it stands whole, clear of the box."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox
    from test_dialogs import SITUATIONS

    install_translators(language)
    settings.language = language
    settings.text_size = size
    game = SITUATIONS["buy_days"][0]()
    window = MainWindow(game.content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1024, 668)
    window.show()
    window.start(game, [Seat("human" if i == 0 else "computer", "basic", COLOURS[i])
                        for i in range(len(game.setup.players))])
    qtbot.waitUntil(lambda: getattr(window.current_dialog, "spin_box", None) is not None, timeout=5000)
    dialog = window.current_dialog
    box, cost = dialog.spin_box, dialog.cost_label
    for days in (0, 1, box.maximum()):
        box.setValue(days)
        for _ in range(3):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        option = QStyleOptionSpinBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                           QStyle.SubControl.SC_SpinBoxEditField, box)
        assert box.fontMetrics().horizontalAdvance(box.text()) <= field.width(), (box.text(), field.width())
        assert cost.width() >= cost.fontMetrics().horizontalAdvance(cost.text()), (cost.text(), cost.width())
        assert cost.geometry().left() >= box.geometry().right(), (cost.geometry(), box.geometry())
