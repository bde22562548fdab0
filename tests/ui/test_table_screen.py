"""The table on screen: the board fills the window, the machine is large, decisions are answered on the board.

Each decision that names squares (a number of the machine, days bought, days
offered, a vacation, a player to swap with, 1 April's new squares) is answered
here by clicking a lit square, as a person would; the test checks what the
engine then did.
"""

from __future__ import annotations

import pytest
from helpers import d, table_seat
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QPushButton, QWidget
from test_dialogs import SITUATIONS

from gameofyear.engine import DecisionKind, Game
from gameofyear.engine.reach import option_squares
from gameofyear.ui.board import CELL_WIDTH
from gameofyear.ui.decisionpanel import ROOMY_HEIGHT
from gameofyear.ui.mainwindow import MainWindow

Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


COLOURS = ("Red", "Blue", "Green", "Yellow")


def _window(qtbot, settings, game: Game, humans=(0,), size=(1600, 1000)) -> MainWindow:
    seats = [Seat("human" if i in humans else "computer", "basic", COLOURS[i]) for i in range(len(game.setup.players))]
    window = MainWindow(game.content, settings, auto_dialogs=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start(game, seats)
    return window


def _asked(qtbot, window: MainWindow, kind: DecisionKind):
    def ready():
        if window.cover is not None:
            window.cover.button.click()
        dialog = window.current_dialog
        return dialog is not None and dialog.isVisible() and dialog.decision.kind is kind
    qtbot.waitUntil(ready, timeout=10_000)
    return window.current_dialog


def _offers_asked(qtbot, settings, humans=(0, 1, 2)):
    """The offer round of days for Anna's vacation (test_dialogs.s_vacation): Anna declines it herself, the others
    are asked to offer days. Returns the game, the window and the first offer's dialog (Bob's, when he plays)."""
    from test_dialogs import s_vacation

    game = s_vacation()
    window = _window(qtbot, settings, game, humans=humans)
    if 0 in humans:
        vacation = _asked(qtbot, window, DecisionKind.VACATION)
        vacation.action = False
        vacation.accept()
    return game, window, _asked(qtbot, window, DecisionKind.PLEDGE)


def _click_square(qtbot, window: MainWindow, day: int) -> None:
    view = window.table.board_view
    point = view.mapFromScene(window.table.scene.square_rect(day).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def _chosen_not_answered(qtbot, window: MainWindow, game: Game, day: int, option) -> None:
    """One click on ``day``: its option is chosen and shown (the square marked, the banner says how to confirm),
    and nothing is answered or spent."""
    actions, money = len(game.actions), [p.money for p in game.state.players]
    _click_square(qtbot, window, day)
    qtbot.wait(50)
    assert len(game.actions) == actions and [p.money for p in game.state.players] == money
    assert window.current_dialog.proposal == option
    assert day in window.table.scene.chosen_days()
    assert "confirm" in window.table.banner.label.text(), window.table.banner.label.text()


def test_choose_number_lights_both_squares_of_the_machine_and_a_click_moves_there(qtbot, settings):
    game = SITUATIONS["choose_number"][0]()
    window = _window(qtbot, settings, game)
    dialog = _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    assert window.table.scene.highlighted_days() == [d("07-07"), d("07-14")]
    assert option_squares(game, dialog.decision) == {5: (d("07-07"),), 12: (d("07-14"),)}
    _chosen_not_answered(qtbot, window, game, d("07-14"), 12)
    _click_square(qtbot, window, d("07-14"))
    qtbot.waitUntil(lambda: game.state.players[0].position != d("07-02"))
    assert game.actions[-1] == 12 and game.state.players[0].position == d("07-14")
    assert window.current_dialog is not dialog


def test_a_click_on_an_unlit_square_only_reads_it_and_answers_nothing(qtbot, settings, monkeypatch):
    game = SITUATIONS["choose_number"][0]()
    window = _window(qtbot, settings, game)
    _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    shown: list[int] = []
    monkeypatch.setattr(window.table, "show_day", shown.append)
    _click_square(qtbot, window, d("07-09"))
    assert shown == [d("07-09")] and game.pending.kind is DecisionKind.CHOOSE_NUMBER


def test_buy_days_lights_every_square_within_reach_and_a_click_buys_the_days_to_it(qtbot, settings):
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game)
    dialog = _asked(qtbot, window, DecisionKind.BUY_DAYS)
    most = dialog.decision.options.stop - 1
    assert window.table.scene.highlighted_days() == [d("03-08") + n for n in range(1, most + 1)]
    _chosen_not_answered(qtbot, window, game, d("03-11"), 3)
    assert dialog.spin_box.value() == 3 and "left" in dialog.cost_label.text()
    _click_square(qtbot, window, d("03-11"))
    qtbot.waitUntil(lambda: game.state.players[0].position != d("03-08"))
    assert game.actions[-1] == 3, "3 days bought (11 March then sends the pawn where its almanac says)"


def test_vacation_lights_the_square_fourteen_days_on_and_a_click_goes_there(qtbot, settings):
    game = SITUATIONS["vacation"][0]()
    window = _window(qtbot, settings, game)
    _asked(qtbot, window, DecisionKind.VACATION)
    assert window.table.scene.highlighted_days() == [d("03-22")]
    _chosen_not_answered(qtbot, window, game, d("03-22"), True)
    _click_square(qtbot, window, d("03-22"))
    qtbot.waitUntil(lambda: game.actions and game.actions[-1] is True)
    assert game.state.players[0].position == d("03-22") and game.state.players[0].vacation_cards == 1


def test_pledge_lights_where_the_offered_days_push_the_pawn_and_a_click_offers_them(qtbot, settings):
    game = SITUATIONS["pledge"][0]()
    window = _window(qtbot, settings, game, humans=(0, 2))
    dialog = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert dialog.decision.player == 2 and dialog.decision.info == (2,)
    lit = window.table.scene.highlighted_days()
    assert lit[0] == d("03-11"), "Bob's 2 days are counted: one more day leads to 11 March"
    money = game.state.players[2].money
    _chosen_not_answered(qtbot, window, game, d("03-13"), 3)
    _click_square(qtbot, window, d("03-13"))
    qtbot.waitUntil(lambda: game.state.players[2].money < money)
    assert game.actions[-1] == 3 and money - game.state.players[2].money == 3 * game.content.edition.day_price


def test_swap_lights_the_squares_of_the_players_one_may_swap_with_and_a_click_swaps(qtbot, settings):
    game = SITUATIONS["choose_player"][0]()
    window = _window(qtbot, settings, game)
    dialog = _asked(qtbot, window, DecisionKind.CHOOSE_PLAYER)
    assert dialog.decision.topic == "swap"
    assert window.table.scene.highlighted_days() == sorted(game.state.players[q].position for q in dialog.decision.options)
    _chosen_not_answered(qtbot, window, game, d("05-05"), 2)  # Cleo's square
    _click_square(qtbot, window, d("05-05"))
    qtbot.waitUntil(lambda: game.state.players[0].position == d("05-05"))
    assert game.actions[-1] == 2 and game.state.players[2].position == d("06-21")


def test_1_april_places_each_opponent_by_a_click_on_one_of_their_lit_squares(qtbot, settings):
    game = SITUATIONS["rearrange"][0]()
    window = _window(qtbot, settings, game)
    dialog = _asked(qtbot, window, DecisionKind.REARRANGE)
    options = [tuple(o) for o in dialog.decision.options]
    first = sorted({o[0] for o in options})
    assert window.table.scene.highlighted_days() == first
    target = next(o for o in options if o[0] == d("06-12"))
    _click_square(qtbot, window, d("06-12"))  # Bob goes to Dan's 12 June
    left = [o for o in options if o[0] == d("06-12")]
    if len(left) > 1:
        assert window.table.scene.highlighted_days() == sorted({o[1] for o in left})
        target = next(o for o in left if o[1] == left[0][1])
        _click_square(qtbot, window, target[1])
    assert window.current_dialog.proposal == target and not game.actions[-1:] == [target]
    assert window.table.scene.chosen_days() == sorted(set(target))
    _click_square(qtbot, window, target[0])
    qtbot.waitUntil(lambda: game.actions and game.actions[-1] == target, timeout=5000)
    assert tuple(game.state.players[q].position for q in (1, 2, 3)) == target


@pytest.mark.parametrize("size", [(1024, 672), (1024, 700), (1280, 800), (1600, 1000), (1920, 1080), (3840, 2160)])
def test_the_board_fills_the_window_with_readable_squares_and_nothing_clips(qtbot, settings, size):
    game = SITUATIONS["choose_number"][0]()
    window = _window(qtbot, settings, game, size=size)
    _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    table = window.table.view
    assert table.square_pixels() >= 28, (size, table.square_pixels())
    view = window.table.board_view
    scale = view.transform().m11()
    scene = view.sceneRect()
    # the fitted board touches two opposite sides of its view: no empty band
    assert min(view.width() - scene.width() * scale, view.height() - scene.height() * scale) <= 3
    # the players' cards are never cut: as wide as they want to be
    panel = window.table.players_panel
    assert panel.width() >= panel.minimumSizeHint().width()
    assert table.players_scroll.viewport().width() >= panel.minimumSizeHint().width()
    log_least = 60 if table.mode == "wide" else 50 if size[1] >= 700 else 30  # three lines when there is room
    assert window.table.decision_panel.width() >= 300 and window.table.log.height() >= log_least
    if size == (1600, 1000):
        assert window.table.machine.width() >= 240 and window.table.machine.dial_view().width() >= 240
        assert table.mode == "wide"
    if size == (1024, 700):
        assert CELL_WIDTH * scale >= 28
        # a small machine shows no caption over its dial: the decision panel beside it says who plays
        assert window.table.machine.is_compact() and not window.table.machine._caption.isVisible()
    # every player's card shows whole, without scrolling (one line a player in a small window)
    qtbot.waitUntil(lambda: table.players_scroll.viewport().height() >= panel.sizeHint().height(), timeout=3000)
    for card in panel.cards:
        assert card.isVisible() and card.visibleRegion().boundingRect().height() >= card.height() - 1, size


def test_no_line_of_the_log_is_cut_with_an_ellipsis_however_narrow_the_log(qtbot):
    """A long line wraps to the log's width: its item is as tall as its wrapped text, at every width."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from gameofyear.ui.panel import LogView

    log = LogView()
    qtbot.addWidget(log)
    text = ("Anna draws a Chance card: You get the last croissant at the bakery, just before the person behind you. "
            "Take one white-cross day token from the player of your choice.")
    log.add_line("— Anna's turn (turn 1).", heading=True)
    log.add_line(text)
    log.show()
    for width, height in ((200, 60), (286, 52), (420, 90)):
        log.resize(width, height)
        qtbot.wait(50)
        item = log.item(1)
        rect = log.visualItemRect(item)
        needed = QFontMetrics(log.font()).boundingRect(QRect(0, 0, rect.width(), 10_000),
                                                       int(Qt.TextFlag.TextWordWrap), text).height()
        assert rect.height() >= needed, (width, rect.height(), needed)


def test_the_log_keeps_its_newest_line_in_sight_when_it_is_made_narrower_or_wider(qtbot):
    """The log gives way while a decision is asked (narrower: every line wraps again and grows) and takes its room
    back after, often as the lines of the moment come: a log that showed its newest line still shows it, to the end."""
    from gameofyear.ui.panel import LogView

    log = LogView()
    qtbot.addWidget(log)
    log.resize(420, 160)
    log.show()
    for turn in range(1, 31):
        log.add_line(f"— Anna's turn (turn {turn}).", heading=True)
        log.add_line("Anna draws a Chance card: take one white-cross day token from the player of your choice.")
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    for width in (180, 420, 240):
        log.add_line(f"Anna goes from {width} January to somewhere else (spin).")  # a line, then the new width at once
        log.resize(width, 160)
        qtbot.wait(150)
        assert bar.value() == bar.maximum() > 0, width
        last = log.visualItemRect(log.item(log.count() - 1))
        assert last.bottom() <= log.viewport().height(), (width, last, log.viewport().height())
    bar.setValue(0)  # a reader scrolled back to the first turns: a new width leaves them there
    log.resize(420, 160)
    qtbot.wait(150)
    assert bar.value() == 0 < bar.maximum() and not log.following


def test_the_log_tells_a_spin_only_once_the_dial_has_stopped(qtbot, settings):
    import random

    from gameofyear.simulation import random_setup

    content = SITUATIONS["choose_number"][0]().content
    game = Game.new(random_setup(random.Random(2), content, 3), content, 2)
    settings.animation_speed = "fast"
    window = _window(qtbot, settings, game, humans=())
    seen_spinning: list[bool] = []

    def check():
        if window.table.machine.is_spinning() and window.table.log.count():
            last = window.table.log.item(window.table.log.count() - 1).text()
            seen_spinning.append("spins the machine" not in last)
        return len(seen_spinning) > 20

    qtbot.waitUntil(check, timeout=30_000)
    assert all(seen_spinning)


def test_the_lucky_number_button_says_a_short_form_when_narrow(qtbot):
    """The button under the players' cards keeps its words whole: its short form in a small window (the
    sentence in its tooltip), the sentence when there is room; held, it shows the number in any width."""
    from gameofyear.ui.panel import LuckyPeekButton

    button = LuckyPeekButton()
    qtbot.addWidget(button)
    button.set_owner(14, "Jules")
    width = button.fontMetrics().horizontalAdvance
    button.resize(600, 32)
    button.show()
    assert button.text() == "Hold to see your lucky number" and button.toolTip() == ""
    button.resize(width("Hold: lucky number") + 30, 32)
    assert button.text() == "Hold: lucky number" and button.toolTip() == "Hold to see your lucky number"
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    button.resize(width("Your lucky number: 14") + 30, 32)
    assert button.text() == "Your lucky number: 14" and button.toolTip() == "Jules, your lucky number: 14"
    button.resize(60, 32)
    assert button.text() == "14", "held, the number shows whatever the width"
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert button.text().endswith("…") and width(button.text()) <= button.width()


def _whole_in_sight(widget) -> bool:
    """The widget is shown and no part of it is scrolled away or cut by what holds it."""
    return widget.isVisible() and widget.visibleRegion().boundingRect().size() == widget.size()


def _top_in_sight(widget) -> bool:
    """The widget is shown whole, or from its top when it is taller than where it is shown."""
    seen = widget.visibleRegion().boundingRect()
    return _whole_in_sight(widget) or (widget.isVisible() and seen.top() == 0 and seen.height() >= 40)


@pytest.mark.parametrize("height", [700, 672])
@pytest.mark.parametrize("name", list(SITUATIONS))
def test_at_1024_by_700_a_decisions_question_and_every_choice_show_whole_without_scrolling(qtbot, settings, name,
                                                                                         height):
    """A low panel (the window maximised on a 1024 × 700 screen, under its title bar or not) lays a decision out
    compactly: its question, the question it asks in its body, its days box and every button it offers (the
    machine's numbers and the players to pick included) show whole, none scrolled out of sight or cut; only
    what explains them may scroll. The control with the keyboard is in sight."""
    make, kind = SITUATIONS[name]
    game = make()
    window = _window(qtbot, settings, game, humans=tuple(range(len(game.setup.players))), size=(1024, height))
    dialog = _asked(qtbot, window, kind)
    assert window.table.decision_panel.height() < ROOMY_HEIGHT, "the panel is low here"
    buttons = [b for b in dialog.findChildren(QPushButton) if not b.isHidden()
               and not isinstance(b.parent(), QAbstractSpinBox)]
    assert buttons
    # the decider's own days box (the later people's boxes of a shared offer round may scroll)
    must_show = [dialog.title_label, *buttons, *[b for b in (getattr(dialog, "spin_box", None),) if b is not None]]
    must_show += [w for w in dialog.pinned if isinstance(w, QWidget) and not w.isHidden()]  # (a shared round hides one)
    question = getattr(dialog, "question_label", None)
    if question is not None:
        must_show.append(question)
    qtbot.wait(50)
    try:
        qtbot.waitUntil(lambda: all(_whole_in_sight(w) for w in must_show), timeout=3000)
    except qtbot.TimeoutError:
        cut = [(w, w.size(), w.visibleRegion().boundingRect()) for w in must_show if not _whole_in_sight(w)]
        raise AssertionError(f"{name}: {cut}") from None
    for w in must_show:  # a label is not cut short either: as high as its wrapped words need
        if isinstance(w, QLabel) and w.wordWrap():
            assert w.height() >= w.heightForWidth(w.width()), (name, w.text())
    panel = window.table.decision_panel.rect()
    for w in must_show:  # inside the panel, not only inside some inner frame
        assert panel.contains(QRect(w.mapTo(window.table.decision_panel, QPoint(0, 0)), w.size())), (name, w)
    focus = dialog.focusWidget()
    assert focus is not None and dialog.isAncestorOf(focus)
    qtbot.waitUntil(lambda: _top_in_sight(focus), timeout=3000)


def test_the_wheel_over_a_days_box_in_a_scrolling_decision_scrolls_it_and_changes_no_number(qtbot):
    """Scrolling a decision to read it must not change the days offered when the pointer crosses the box."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    from test_dialogs import open_dialog

    _, _, dialog = open_dialog(qtbot, "pledge")
    dialog.scroll_sheet()  # as the low panel shows it
    dialog.setMinimumHeight(0)  # it was fitted to its whole text when shown
    dialog.resize(dialog.width(), 190)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    box, bar = dialog.spin_box, dialog.sheet_scroller.verticalScrollBar()
    box.setValue(1)
    box.setFocus()  # as when the decision opens: the keyboard is on the days
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)
    down = QWheelEvent(QPointF(box.rect().center()), QPointF(box.mapToGlobal(box.rect().center())), QPoint(0, 0),
                       QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                       Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(box, down)
    assert box.value() == 1 and bar.value() > 0


def test_at_1024_by_700_both_numbers_of_the_machine_are_in_sight_side_by_side(qtbot, settings):
    """A low panel tells each number's square by its heading (the almanac text is on the lit square of the
    board), so that the two answers stand side by side, both whole, without scrolling."""
    game = SITUATIONS["choose_number"][0]()
    window = _window(qtbot, settings, game, size=(1024, 700))
    dialog = _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    first, second = dialog.number_buttons
    qtbot.waitUntil(lambda: _whole_in_sight(first) and _whole_in_sight(second), timeout=3000)
    assert first.mapTo(window, QPoint(0, 0)).y() == second.mapTo(window, QPoint(0, 0)).y()
    assert not first.preview.body_label.isVisible()
    for button in (first, second):  # each heading on one line, cut with "…" to its card, never across
        preview = button.preview
        for label, full in zip((preview.heading_label, preview.caption_label, preview.sums_label), preview._lines):
            if not label.isVisible():
                continue
            assert label.height() >= label.fontMetrics().height(), label.text()
            assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width(), label.text()
            assert full.replace("\n", " ").startswith(label.text().rstrip("…")), (full, label.text())


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_at_1024_by_700_offer_nothing_from_now_on_is_in_sight_and_nothing_scrolls_sideways(qtbot, settings, language):
    """The offer of days, asked on nearly every turn of the others, keeps its "From now on, offer nothing"
    box in sight in a low panel, its words wrapped: nothing of the decision scrolls sideways."""
    from gameofyear.ui.language import install_translators, remove_translators

    install_translators(language)
    try:
        game = SITUATIONS["pledge"][0]()
        window = _window(qtbot, settings, game, humans=(game.pending.player,), size=(1024, 700))
        dialog = _asked(qtbot, window, DecisionKind.PLEDGE)
        check = dialog.stop_asking_check
        qtbot.waitUntil(lambda: _whole_in_sight(check), timeout=3000)
        scroller = dialog.sheet_scroller
        assert scroller is not None and scroller.horizontalScrollBar().maximum() == 0
        assert check.label.height() >= check.label.heightForWidth(check.label.width()), check.text()
        qtbot.mouseClick(check.label, Qt.MouseButton.LeftButton)
        assert dialog.stop_asking
    finally:
        remove_translators()


def test_at_1024_by_700_a_number_card_tells_its_sums_on_one_line_over_nothing_else(qtbot, settings):
    """A number that lands on the player's lucky number says so on its card ("Your lucky number!…") on one line,
    cut with "…" if it must, below the heading and clear of it (three wrapped lines were drawn over the date)."""
    game = SITUATIONS["choose_number"][0]()
    game.state.players[0].lucky_number = 14  # 14 July, the larger number, is then Anna's lucky day
    window = _window(qtbot, settings, game, size=(1024, 700))
    dialog = _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    card = max(dialog.number_buttons, key=lambda b: int(b.number_label.text()))
    preview = card.preview
    qtbot.waitUntil(lambda: _whole_in_sight(card) and preview.sums_label.isVisible(), timeout=3000)
    sums = preview.sums_label
    assert sums.height() >= sums.fontMetrics().height()
    assert sums.fontMetrics().horizontalAdvance(sums.text()) <= sums.contentsRect().width(), sums.text()
    assert sums.geometry().top() >= preview.heading_label.geometry().bottom(), "the sums under the heading"
    assert sums.geometry().bottom() <= preview.contentsRect().bottom() + 1, "and inside the card"


def test_at_1024_by_700_the_players_to_pick_show_their_money_tokens_and_square_whole(qtbot, settings):
    """Three players to pick in one row: each card's money, tokens and square stand on lines of their own, whole,
    even with five-figure sums ("11 150 F · 2 tokens" on one line was cut)."""
    game = SITUATIONS["choose_player_card"][0]()
    for player in game.state.players:
        player.money = 11150
    window = _window(qtbot, settings, game, size=(1024, 700))
    dialog = _asked(qtbot, window, SITUATIONS["choose_player_card"][1])
    cards = list(dialog.player_buttons.values())
    qtbot.waitUntil(lambda: all(_whole_in_sight(card) for card in cards), timeout=3000)
    for card in cards:
        for label in card.findChildren(QLabel):
            if label.textFormat() != Qt.TextFormat.PlainText:
                continue
            lines = label.text().split("\n")
            assert len(lines) == 3 and "11" in lines[0], lines
            assert all(label.fontMetrics().horizontalAdvance(line) <= label.width() for line in lines), lines
            assert label.height() >= label.sizeHint().height(), (label.text(), label.height())
            bottom = label.mapTo(card, label.rect().bottomLeft()).y()
            assert bottom <= card.height() - 2, "inside the card's frame"


def test_at_1024_by_700_a_decision_says_whose_it_is_in_its_question(qtbot, settings):
    """A low panel has no room for the header with the decider's pawn and name, and the table's banner is hidden:
    the question itself begins with the name of the person asked (at one screen, an offer asks each in turn)."""
    game = SITUATIONS["pledge"][0]()
    asked = game.pending.player
    window = _window(qtbot, settings, game, humans=(asked,), size=(1024, 700))
    dialog = _asked(qtbot, window, DecisionKind.PLEDGE)
    assert not dialog.header.isVisible()
    assert dialog.title_label.text().startswith(f"{window.names[asked]} — ")
    roomy = _window(qtbot, settings, SITUATIONS["pledge"][0](), humans=(asked,), size=(1600, 1000))
    dialog = _asked(qtbot, roomy, DecisionKind.PLEDGE)
    assert dialog.header.isVisible() and not dialog.title_label.text().startswith(f"{roomy.names[asked]} — ")


def test_a_chosen_square_is_changed_by_another_or_by_escape_and_the_days_box_chooses_on_the_board_too(qtbot, settings):
    """Buying days: one click chooses, another lit square chooses again, Escape withdraws the choice (the box back
    at 0, nothing marked) and leaves the question open; days typed in the box mark their square, and a click on
    it pays them. No money leaves Anna's hand before the confirmation."""
    from PySide6.QtTest import QTest

    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game)
    dialog = _asked(qtbot, window, DecisionKind.BUY_DAYS)
    money = game.state.players[0].money
    _chosen_not_answered(qtbot, window, game, d("03-11"), 3)
    _chosen_not_answered(qtbot, window, game, d("03-12"), 4)
    assert window.table.scene.chosen_days() == [d("03-12")] and dialog.spin_box.value() == 4
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert not dialog.has_proposal and dialog.spin_box.value() == 0 and window.table.scene.chosen_days() == []
    assert window.current_dialog is dialog and game.pending is dialog.decision and game.state.players[0].money == money
    dialog.spin_box.setValue(2)
    assert dialog.proposal == 2 and window.table.scene.chosen_days() == [d("03-10")]
    assert game.state.players[0].money == money
    _click_square(qtbot, window, d("03-10"))
    qtbot.waitUntil(lambda: game.actions[-1:] == [2])
