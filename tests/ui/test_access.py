"""Accessibility: a whole game with the keyboard alone, names a screen reader reads, patterned frames, larger text.

The keyboard game presses keys only (QTest key clicks on the widget that has the
focus, as a keyboard would): Space to spin, Tab / Shift+Tab and Return in the
decision panel, arrows in spin boxes, F6 to the board, Page Down and Return on a
lit square, Escape to close the results.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers import table_seat
from PySide6.QtCore import QEventLoop, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)
from test_dialogs import SITUATIONS

from gameofyear.content import load_content
from gameofyear.dates import day_index
from gameofyear.engine import DecisionKind, Game
from gameofyear.simulation import random_setup
from gameofyear.ui import theme
from gameofyear.ui.access import apply_text_size, focusable_controls
from gameofyear.ui.board import CELL_INSET, _paint_square, _SheetTexts, cell_rect
from gameofyear.ui.framepatterns import PATTERN_KINDS
from gameofyear.ui.mainwindow import MainWindow

Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


COLOURS = ("Red", "Blue", "Green", "Yellow")


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(autouse=True)
def _normal_text_size():
    yield
    apply_text_size(1.0)  # the font scale is the application's: leave it as found


def _window(qtbot, settings, game: Game, humans=(0,), size=(1600, 1000)) -> MainWindow:
    seats = [Seat("human" if i in humans else "computer", "basic", COLOURS[i]) for i in range(len(game.setup.players))]
    window = MainWindow(game.content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.start(game, seats)
    return window


def _focus() -> QWidget:
    focus = QApplication.focusWidget()
    assert focus is not None, "the keyboard always has a place to go"
    return focus


def _press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(_focus(), key, modifier)


def _wait_ready(qtbot, window: MainWindow) -> None:
    """Wait until the person is asked (the machine can spin, or a decision has the focus in the panel), or the end."""
    def ready():
        if window.results_dialog is not None:
            return True
        decision = window.game.pending
        if decision is None or window.controller.waiting_for_human != decision.player:
            return False
        if decision.kind is DecisionKind.SPIN:
            return window.spin_action.isEnabled()
        dialog = window.current_dialog
        return dialog is not None and dialog.isVisible() and dialog.isAncestorOf(QApplication.focusWidget())
    qtbot.waitUntil(ready, timeout=60_000)


def _to_board(window: MainWindow) -> None:
    for _ in range(6):
        if QApplication.focusWidget() is window.table.board_view:
            return
        _press(Qt.Key.Key_F6)
    assert QApplication.focusWidget() is window.table.board_view


@pytest.mark.slow
def test_a_whole_game_is_played_with_the_keyboard_alone_to_the_results(qtbot, content, settings, output_dir):
    """You and three computers, instant speed: every decision answered by keys, the results closed with Escape."""
    setup = random_setup(random.Random(5), content, 4)
    game = Game.new(setup, content, 5)
    window = _window(qtbot, settings, game)
    kinds: dict[str, int] = {}
    board_answers = 0
    for _ in range(400):
        _wait_ready(qtbot, window)
        if window.results_dialog is not None:
            break
        decision = window.game.pending
        kinds[decision.kind.value] = kinds.get(decision.kind.value, 0) + 1
        count = len(game.actions)
        if decision.kind is DecisionKind.SPIN:
            _press(Qt.Key.Key_Space)
        elif window.table.scene.highlighted_days() and decision.kind is not DecisionKind.REARRANGE and kinds[decision.kind.value] % 2:
            _to_board(window)  # the cursor lands on the first lit square
            if board_answers == 0:
                window.grab().save(str(output_dir / "access_board_cursor.png"))
            _press(Qt.Key.Key_PageDown)
            _press(Qt.Key.Key_PageUp)
            assert window.table.board_cursor.day in window.table.scene.highlighted_days()
            _press(Qt.Key.Key_Return)  # chooses the square: nothing is answered yet, the answer takes the focus
            assert len(game.actions) == count and window.current_dialog.has_proposal
            assert window.current_dialog.isAncestorOf(_focus())
            _press(Qt.Key.Key_Return)  # confirms
            board_answers += 1
        else:
            focus = _focus()
            if isinstance(focus, QLineEdit):
                QTest.keyClicks(focus, "yesterday")
            elif isinstance(focus, QAbstractSpinBox):
                _press(Qt.Key.Key_Up)
                _press(Qt.Key.Key_Down)
            elif isinstance(focus, QPushButton):
                _press(Qt.Key.Key_Tab)
                _press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
                assert _focus() is focus
            _press(Qt.Key.Key_Return)
            if isinstance(focus, QLineEdit):  # a quiz of several answers: Return goes on to the next field
                while window.current_dialog is not None and isinstance(QApplication.focusWidget(), QLineEdit) \
                        and len(game.actions) == count:
                    QTest.keyClicks(_focus(), "today")
                    _press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda c=count: len(game.actions) > c or game.finished, timeout=10_000)
    else:
        pytest.fail("the game did not end")
    assert game.finished and kinds.get("spin", 0) > 5 and board_answers > 0
    results = window.results_dialog
    qtbot.waitUntil(lambda: results.isVisible() and QApplication.activeWindow() is results, timeout=5000)
    results.grab().save(str(output_dir / "access_results.png"))
    QTest.keyClick(QApplication.focusWidget() or results, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.welcome is not None, timeout=5000)
    assert not results.isVisible()


@pytest.mark.parametrize("kind", ["rearrange", "choose_player"])
def test_1_april_and_choosing_a_player_are_answered_with_the_keyboard(qtbot, settings, kind):
    """The list of 1 April arrangements and the players' buttons: arrows or Tab, then Return."""
    game = SITUATIONS[kind][0]()
    window = _window(qtbot, settings, game)
    _wait_ready(qtbot, window)
    decision = window.game.pending
    assert decision.kind.value == kind
    count = len(game.actions)
    if kind == "rearrange":
        _press(Qt.Key.Key_Down)
        chosen = window.current_dialog.selected_option()
    else:
        _press(Qt.Key.Key_Tab)
        _press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        buttons = window.current_dialog.player_buttons
        chosen = next(p for p, button in buttons.items() if button is QApplication.focusWidget())
    _press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.actions) > count, timeout=5000)
    assert game.actions[count] == chosen


def test_1_april_is_placed_on_the_board_with_the_keyboard(qtbot, settings):
    """On the board: F6, Page Down to a lit square, Return places an opponent, as a click does."""
    game = SITUATIONS["rearrange"][0]()
    window = _window(qtbot, settings, game)
    _wait_ready(qtbot, window)
    count = len(game.actions)
    _to_board(window)
    for _ in range(len(game.pending.info)):
        if len(game.actions) > count:
            break
        assert window.table.board_cursor.day in window.table.scene.highlighted_days()
        _press(Qt.Key.Key_Return)
        qtbot.wait(10)
        if len(game.actions) == count and window.table.board_cursor.day not in window.table.scene.highlighted_days():
            _press(Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: len(game.actions) > count, timeout=5000)


def _accessible_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name) if face is not None else ""


def test_every_control_has_an_accessible_name_and_the_board_cursor_tells_its_square(qtbot, content, settings):
    """During a game every focusable control of the window has a name; the board's cursor describes its square."""
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game)
    _wait_ready(qtbot, window)
    controls = [w for w in focusable_controls(window) if w.isVisible()]
    assert len(controls) >= 7
    nameless = [f"{type(w).__name__} {w.objectName()}" for w in controls if not w.accessibleName().strip()
                or not _accessible_name(w).strip()]
    assert nameless == []
    for widget in (window.table.machine, window.table.log, window.table.peek, window.table.board_view, *window.table.players_panel.cards):
        assert widget.accessibleName() and widget.accessibleDescription(), widget
    assert window.table.players_panel.cards[0].accessibleName() == window.names[0]
    dialog = window.current_dialog
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible()]
    assert buttons and all(b.accessibleDescription() == dialog.title_label.text() for b in buttons)

    _to_board(window)
    texts = window.texts
    for key, day in ((Qt.Key.Key_Home, None), (Qt.Key.Key_End, day_index("12-31"))):
        _press(key)
        if day is not None:
            assert window.table.board_cursor.day == day
    _press(Qt.Key.Key_Up)  # 30 November
    _press(Qt.Key.Key_Up)  # 30 October
    assert window.table.board_cursor.day == day_index("10-30")
    start = day_index("07-01")
    while window.table.board_cursor.day > start:
        _press(Qt.Key.Key_Up if window.table.board_cursor.day - start > 30 else Qt.Key.Key_Left)
    assert window.table.board_cursor.day == start
    seen = set()
    for _ in range(20):
        _press(Qt.Key.Key_Right)
        day = window.table.board_cursor.day
        square = content.squares[day]
        description = window.table.board_view.accessibleDescription()
        assert window.table.scene.date_label(day) in description
        assert window.table.scene.date_label(day) in window.table.board_view.accessibleName()
        if square.frame not in ("plain", "sign"):
            assert texts.text(f"almanac.{square.date}.title") in description
        seen.add(description)
        assert window.table.board_cursor.item.isVisible()
    assert len(seen) == 20
    _press(Qt.Key.Key_Tab)
    assert not window.table.board_cursor.item.isVisible()  # the frame goes with the focus


def _render_square(content, frame: str, *, patterns: bool, scale: float = 4.0) -> QImage:
    square = replace(content.squares[day_index("07-09")], frame=frame)
    rect = cell_rect(square.index).adjusted(CELL_INSET, CELL_INSET, -CELL_INSET, -CELL_INSET)
    image = QImage(int(rect.width() * scale) + 8, int(rect.height() * scale) + 8, QImage.Format.Format_RGB32)
    image.fill(QColor("#fbf6e9"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(1 - rect.left(), 1 - rect.top())
    texts = _SheetTexts(months=("x",) * 12, start="START", quarters=("Q1", "Q2", "Q3", "Q4"), currency="F")
    _paint_square(painter, square, QRectF(rect), texts, (), patterns=patterns)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def _difference(a: QImage, b: QImage) -> int:
    """Pixels whose greys differ by more than a quarter of the scale."""
    return sum(1 for y in range(a.height()) for x in range(a.width())
               if abs(QColor(a.pixel(x, y)).value() - QColor(b.pixel(x, y)).value()) > 64)


def test_frames_with_patterns_differ_pairwise_in_greyscale(content, output_dir, qapp):
    """Each kind of frame, painted with patterns and turned grey, differs from every other by its shape."""
    images = {kind: _render_square(content, kind, patterns=True) for kind in PATTERN_KINDS}
    sheet = QImage(sum(i.width() + 6 for i in images.values()), max(i.height() for i in images.values()),
                   QImage.Format.Format_Grayscale8)
    sheet.fill(255)
    painter = QPainter(sheet)
    x = 0
    for image in images.values():
        painter.drawImage(x, 0, image)
        x += image.width() + 6
    painter.end()
    sheet.save(str(output_dir / "access_patterns_grey.png"))
    kinds = list(images)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            assert _difference(images[a], images[b]) > 150, (a, b)
    # without patterns, red and blue are close in grey: the patterns are what tells them apart
    plain_red, plain_blue = (_render_square(content, k, patterns=False) for k in ("red", "blue"))
    assert _difference(images["red"], images["blue"]) > 3 * _difference(plain_red, plain_blue)


def test_the_patterns_setting_repaints_the_board_at_once(qtbot, settings):
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game)
    assert window.access.patterns_action is not None and not window.table.scene.sheet_item.patterns
    window.access.patterns_action.trigger()
    assert settings.frame_patterns and window.table.scene.sheet_item.patterns


@pytest.mark.parametrize("size", ["large", "larger"])
def test_larger_text_grows_the_fonts_and_the_1024_by_700_table_still_fits(qtbot, settings, size):
    """Larger text: the panel's, the players' and the board's fonts grow; at 1024 × 700 no button is cut, and the
    board's squares keep their least width but while a decision too tall for the band under it is asked."""
    from gameofyear.ui.tablelayout import MIN_SQUARE

    game = SITUATIONS["vacation"][0]()
    normal = _window(qtbot, settings, game, size=(1024, 700))
    _wait_ready(qtbot, normal)
    normal_title = normal.current_dialog.title_label.font().pointSizeF()
    normal_name = normal.table.players_panel.cards[0].name_label.font().pointSizeF()
    normal.close()
    settings.text_size = size
    game = SITUATIONS["vacation"][0]()
    window = _window(qtbot, settings, game, size=(1024, 700))
    _wait_ready(qtbot, window)
    factor = settings.text_scale
    dialog = window.current_dialog
    assert dialog.title_label.font().pointSizeF() == pytest.approx(normal_title * factor)
    assert window.table.players_panel.cards[0].name_label.font().pointSizeF() == pytest.approx(normal_name * factor)
    assert window.table.scene.sheet_item.text_scale == factor
    assert QApplication.font().pointSizeF() > 0 and theme.TEXT_SCALE == factor
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    panel = window.table.decision_panel
    for button in (b for b in dialog.findChildren(QPushButton) if b.isVisible()):
        assert button.width() >= button.minimumSizeHint().width(), button.text()
        assert button.height() >= button.minimumSizeHint().height(), button.text()
        top_left = button.mapTo(panel, button.rect().topLeft())
        assert 0 <= top_left.x() and top_left.x() + button.width() <= panel.width() + 1, button.text()
        if size == "large":  # in sight without scrolling (at "larger" they stand one above the other and scroll)
            assert 0 <= top_left.y() and top_left.y() + button.height() <= panel.height() + 1, button.text()
    table = window.table.view
    if panel.wanted_height:  # a decision too tall for the band under the board has the room while it is asked
        panel.clear()
    assert table.square_pixels() >= MIN_SQUARE
    assert window.table.players_panel.width() >= window.table.players_panel.minimumSizeHint().width()


def test_the_lucky_number_button_leaves_the_keyboard_to_the_decision_and_its_focus_frame_keeps_its_words(
        qtbot, settings):
    """Holding the lucky-number button with the mouse keeps the keyboard on the decision (Return still answers);
    Tab still reaches the button, and its focus frame, at 1024×700, leaves room for a line of its words."""
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game, size=(1024, 668))
    _wait_ready(qtbot, window)
    answering = _focus()
    assert window.current_dialog is not None and window.current_dialog.isAncestorOf(answering)
    qtbot.mousePress(window.table.peek, Qt.MouseButton.LeftButton)
    assert str(game.state.players[0].lucky_number) in window.table.peek.text()
    qtbot.mouseRelease(window.table.peek, Qt.MouseButton.LeftButton)
    assert _focus() is answering
    assert window.table.peek in focusable_controls(window)
    for button in (window.table.peek, *window.table.players_panel.claim_buttons.values()):
        button.setFocus(Qt.FocusReason.TabFocusReason)
        if not button.isVisible():
            continue
        assert button.hasFocus()
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        assert room.height() >= button.fontMetrics().height(), (button.text(), room.height())


@pytest.mark.parametrize("opened_by", ["click", "alt"])
def test_escape_in_a_menu_gives_the_keyboard_back_to_the_decision(qtbot, settings, opened_by):
    """A menu of the menu bar closed with Escape leaves the menu bar at once: Space and Return answer again."""
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game)
    _wait_ready(qtbot, window)
    answering = _focus()
    bar, menu = window.menuBar(), window.view_menu
    if opened_by == "click":
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())
    else:
        QTest.keyClick(answering, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=3000)
    qtbot.wait(50)
    assert window.focusWidget() is answering  # where the keyboard goes when the window has it again
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert _focus() is answering


def test_f6_goes_only_where_the_keyboard_shows_and_the_log_takes_a_focus_frame(qtbot, settings):
    """F6 moves between the parts that show the keyboard: the machine only when the person may spin it
    (it has nothing to press otherwise); the log draws a thick dark frame while it has the focus."""
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game, size=(1024, 668))
    _wait_ready(qtbot, window)
    assert not window.table.machine.is_spin_enabled()
    visited = []
    for _ in range(4):
        _press(Qt.Key.Key_F6)
        part = next(p for p in (window.table.board_view, window.table.decision_panel, window.table.machine, window.table.log)
                    if p is _focus() or p.isAncestorOf(_focus()))
        visited.append(part)
    assert window.table.machine not in visited
    assert visited[:3] == [window.table.log, window.table.board_view, window.table.decision_panel]

    def left_edge_ink() -> int:
        image = window.table.log.grab().toImage()
        return min(QColor(image.pixel(x, image.height() // 2)).lightness() for x in range(3))

    while _focus() is not window.table.log:
        _press(Qt.Key.Key_F6)
    focused = left_edge_ink()
    window.table.decision_panel.widget.setFocus(Qt.FocusReason.TabFocusReason)
    assert left_edge_ink() > focused + 100  # the tan hairline, against the dark frame
    width = window.table.log.viewport().width()
    window.table.log.setFocus(Qt.FocusReason.ShortcutFocusReason)
    assert window.table.log.viewport().width() == width  # the lines keep their width: nothing is wrapped again


def test_a_decision_answered_from_the_keyboard_leaves_the_keyboard_off_the_board(qtbot, settings):
    """Return on a decision answers it; the keyboard then stays with the panel, not on the board, where the next
    Return (going on past a card) would open the entry of the square under the board's cursor."""
    game = SITUATIONS["buy_days"][0]()
    window = _window(qtbot, settings, game, size=(1024, 668))
    _wait_ready(qtbot, window)
    dialog = window.current_dialog
    assert dialog is not None and dialog.isAncestorOf(_focus())
    _press(Qt.Key.Key_Return)  # "Don't buy": the decision goes
    qtbot.waitUntil(lambda: window.current_dialog is not dialog, timeout=5000)
    focus = QApplication.focusWidget()
    assert focus is None or not (focus is window.table.board_view or window.table.board_view.isAncestorOf(focus)), focus
