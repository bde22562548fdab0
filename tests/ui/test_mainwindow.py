"""The main window: whole games through the interface, human decisions, secrets on a shared screen."""

from __future__ import annotations

import random
import re
import time

import pytest
from helpers import table_seat
from PySide6.QtCore import QEvent, QEventLoop, QSequentialAnimationGroup, Qt
from PySide6.QtWidgets import QApplication, QWidget

from gameofyear.content import load_content, load_texts
from gameofyear.engine import Game
from gameofyear.engine.decisions import DecisionKind
from gameofyear.simulation import random_setup
from gameofyear.ui.mainwindow import MainWindow

Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")


@pytest.fixture(scope="module")
def content():
    return load_content()


def _window(qtbot, content, settings, seats, seed=3, players=None):
    setup = random_setup(random.Random(seed), content, players or len(seats))
    game = Game.new(setup, content, seed)
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1500, 900)
    window.show()
    window.start(game, seats)
    return window, game


@pytest.mark.slow
def test_four_computer_players_play_a_whole_year_to_the_results(qtbot, content, settings, output_dir):
    """A full game of four computer players through the interface at instant speed reaches the results."""
    seats = [Seat("computer", "basic", COLOURS[i]) for i in range(4)]
    window, game = _window(qtbot, content, settings, seats)
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=180_000)
    assert game.finished
    assert window.table.log.count() > 100
    window.grab().save(str(output_dir / "mainwindow_end.png"))
    window.results_dialog.grab().save(str(output_dir / "results_after_gui_game.png"))


def test_the_animations_of_a_batch_shown_are_let_go(qtbot, content, settings):
    """Each batch of events is shown by an animation group holding its events: once shown, it is deleted.

    They were kept as the window's children for the whole game: 686 groups and
    their steps for a game of four computers, 10 MB by its end.
    """
    seats = [Seat("computer", "basic", COLOURS[i]) for i in range(4)]
    window, game = _window(qtbot, content, settings, seats)  # the settings' speed: instant
    qtbot.waitUntil(lambda: game.state.turn >= 12, timeout=60_000)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    groups = window.findChildren(QSequentialAnimationGroup)
    assert len(groups) <= 1, f"{len(groups)} animation groups kept after {len(game.actions)} actions"
    assert len(game.actions) > 40  # many batches were shown


def _wait_for_human(qtbot, window, kind=None):
    def ready():
        decision = window.game.pending
        return (decision is not None and window.controller.waiting_for_human == decision.player
                and (kind is None or decision.kind is kind))
    qtbot.waitUntil(ready, timeout=60_000)
    return window.game.pending


def _answer(window, decision):
    """Answer a human decision as a person would: lift the "pass the screen" cover if it is up, then the machine
    for a spin, else the dialog."""
    if window.cover is not None:
        window.cover.button.click()
    if decision.kind is DecisionKind.SPIN:
        window.table.machine.spin_requested.emit()
        return
    deadline = time.monotonic() + 10  # the dialog comes once the events are shown: a busy machine is slow
    while (window.current_dialog is None or not window.current_dialog.isVisible()) and time.monotonic() < deadline:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    dialog = window.current_dialog
    assert dialog is not None and dialog.isVisible()
    options = decision.options
    dialog.action = ("Yesterday",) if options is None else options[0]
    dialog.accept()


@pytest.mark.slow
def test_a_person_spins_with_the_machine_and_answers_through_dialogs(qtbot, content, settings, output_dir):
    """A human seat: spinning waits for the person; every other decision opens a dialog."""
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=11)
    answered = set()
    for _ in range(60):
        decision = _wait_for_human(qtbot, window)
        assert decision.player == 0
        if decision.kind is DecisionKind.SPIN:
            assert window.table.machine.isEnabled()
            if "spin" not in answered:
                window.grab().save(str(output_dir / "mainwindow.png"))
        else:
            assert window.current_dialog is not None
        answered.add(decision.kind.value)
        _answer(window, decision)
        if game.finished:
            break
    assert "spin" in answered


def test_no_widget_shows_another_players_lucky_number(qtbot, content, settings):
    """Secrets on a shared screen: only the lucky number of the person at the screen can be seen, and only on the
    peek while it is held (none for a question asked in the open when nobody's identity at the screen is known)."""
    seats = [Seat("human", colour="Red"), Seat("human", colour="Blue"), Seat("computer", "basic", "Green")]
    window, game = _window(qtbot, content, settings, seats, seed=5)
    lucky = {i: p.lucky_number for i, p in enumerate(game.state.players)}

    def texts() -> list[str]:
        found = []
        for widget in window.findChildren(QWidget):
            for getter in ("text", "toolTip", "windowTitle", "placeholderText"):
                value = getattr(widget, getter, None)
                if callable(value):
                    try:
                        result = value()
                    except TypeError:
                        continue
                    if isinstance(result, str) and result:
                        found.append(result)
        for i in range(window.table.log.count()):
            found.append(window.table.log.item(i).text())
        for item in window.table.scene.items():
            if item.toolTip():
                found.append(item.toolTip())
        return found

    for _ in range(40):
        decision = _wait_for_human(qtbot, window)
        me = decision.player
        if window.cover is not None:  # the screen passes to the person first: no number at hand under the cover
            assert not window.table.peek.isEnabled()
            window.cover.button.click()
        for text in texts():
            if "lucky number" in text.lower():
                numbers = {int(n) for n in re.findall(r"\d+", text)}
                others = {lucky[q] for q in lucky if q != me}
                assert not (numbers & others) or numbers <= {lucky[me]}, text
        at_screen = window.person_at_screen(decision)  # asked in the open: whoever holds the screen, or nobody
        qtbot.mousePress(window.table.peek, Qt.MouseButton.LeftButton)
        if at_screen is None:
            assert not re.findall(r"\d+", window.table.peek.text())
        else:
            assert str(lucky[at_screen]) in window.table.peek.text()
        qtbot.mouseRelease(window.table.peek, Qt.MouseButton.LeftButton)
        assert not re.findall(r"\d+", window.table.peek.text())
        _answer(window, decision)
        if game.finished:
            break


def test_menus_and_help_windows_open(qtbot, content, settings):
    """Game, View and Help menus exist with their shortcuts; the almanac browser lists every illustrated date."""
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["Game", "View", "Help"]
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    from gameofyear.ui.helpviews import AlmanacDialog, RulesDialog

    almanac = AlmanacDialog(load_texts(content), window)
    qtbot.addWidget(almanac)
    assert almanac.dates.count() == sum(1 for sq in content.squares if sq.frame != "plain")
    almanac.filter.setText("Bastille")
    visible = [almanac.dates.item(i).text() for i in range(almanac.dates.count()) if not almanac.dates.item(i).isHidden()]
    assert any("14 July" in t for t in visible)
    assert "14 July" in almanac.detail.toPlainText(), "the first date found is shown, not the one before"
    almanac.show()
    qtbot.keyClick(almanac.filter, Qt.Key.Key_Return)
    assert almanac.isVisible(), "Return in the filter moves on to the list; it does not close the window"
    almanac.filter.setText("no such word anywhere")
    assert "No date matches" in almanac.detail.toPlainText()
    rules = RulesDialog("en", window)
    qtbot.addWidget(rules)
    assert "31 December" in rules.browser.toPlainText()


def test_a_person_claims_their_lucky_number_with_the_claim_button(qtbot, content, settings):
    """Manual claims (RULINGS.md §4): nothing is paid until the person presses Claim!, while the pawn stays."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from helpers import build

    game = build(2, positions=["01-06", "01-01"], lucky=[9, 25], dial=[3], claims="manual")
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.show()
    window.start(game, [Seat("human", colour="Red"), Seat("computer", "basic", "Blue")])
    button = window.table.players_panel.claim_buttons[0]
    assert 1 not in window.table.players_panel.claim_buttons, "computers claim by themselves"
    decision = _wait_for_human(qtbot, window)
    while decision.kind is not DecisionKind.SPIN:
        window.current_dialog.action = False  # no token bought
        window.current_dialog.accept()
        decision = _wait_for_human(qtbot, window)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "nothing to claim" in window.statusBar().currentMessage()
    window.table.machine.spin_requested.emit()
    decision = _wait_for_human(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    window.current_dialog.action = 3
    window.current_dialog.accept()
    _wait_for_human(qtbot, window)
    assert game.state.players[0].money == 800 and game.open_claims(0)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.state.players[0].money == 1000, timeout=10_000)
    assert not game.open_claims(0)


def test_an_italian_game_starts_from_the_new_game_choice(qtbot, content, settings):
    """Choosing the Italian edition plays it with the same language: lire on the panel."""
    from gameofyear.ui.newgame import NewGameChoice, quick_setup

    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.show()
    quick = quick_setup(content, settings)
    window.start_game(NewGameChoice(quick.setup, quick.seats, "italian"), seed=4)
    assert window.content.edition.name == "italian" and window.texts.language == settings.language
    assert window.texts.content is window.content
    assert window.game.content.edition.name == "italian"
    assert "L.\u00a01.000.000" in window.table.players_panel.cards[0].money_label.text()


@pytest.mark.parametrize("language, title", [("en", "The rules of Game of the Year"),
                                             ("fr", "La règle du Jeu de l'Année"),
                                             ("it", "Le regole del Gioco dell'Anno")])
def test_the_rules_are_shown_in_the_players_language(qtbot, language, title):
    """Help ▸ How to Play speaks the almanac's language."""
    from gameofyear.ui.helpviews import RulesDialog

    dialog = RulesDialog(language)
    qtbot.addWidget(dialog)
    assert dialog.browser.toPlainText().startswith(title)


def _pledges_of(game, player):
    """The days ``player`` pledged in each PLEDGE decision of ``game`` so far (replayed decision by decision)."""
    replayed = Game.new(game.setup, game.content, game.seed)
    days = []
    for action in game.actions:
        decision = replayed.pending
        if decision.kind is DecisionKind.PLEDGE and decision.player == player:
            days.append(action)
        replayed.decide(action)
    return days


def test_a_person_can_offer_nothing_without_being_asked_until_the_menu_asks_again(qtbot, content, settings,
                                                                                   output_dir):
    """The box in the dialog of offers: later pledges are answered with nothing; Game ▸ Ask Again undoes it."""
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=5)
    person = next(i for i, seat in enumerate(seats) if seat.kind == "human")

    def next_question(kind=None):
        """Answer the person's questions until one of ``kind`` (any, with None) is shown; return it."""
        def ready():
            decision = window.game.pending
            return (decision is not None and window.controller.waiting_for_human == decision.player
                    and not (decision.kind is DecisionKind.PLEDGE and decision.player in window.table.pledges_declined))
        while True:
            qtbot.waitUntil(ready, timeout=60_000)
            decision = window.game.pending
            if kind is None or decision.kind is kind:
                return decision
            _answer(window, decision)

    next_question(DecisionKind.PLEDGE)
    dialog = window.current_dialog
    assert not window.ask_pledges_action.isEnabled()
    dialog.stop_asking_check.setChecked(True)
    dialog.grab().save(str(output_dir / "dialog_pledge_stop_asking.png"))
    _answer(window, window.game.pending)
    assert window.table.pledges_declined == {person} and window.ask_pledges_action.isEnabled()
    asked = len(_pledges_of(game, person))
    for _ in range(40):  # many turns of the others: not one dialog of offers for the person
        assert next_question().kind is not DecisionKind.PLEDGE
        _answer(window, window.game.pending)
    answered_for_them = _pledges_of(game, person)[asked:]
    assert answered_for_them and set(answered_for_them) == {0}, "the others' turns went on, offered nothing"
    window.ask_pledges_action.trigger()
    assert not window.table.pledges_declined and not window.ask_pledges_action.isEnabled()
    assert next_question(DecisionKind.PLEDGE).player == person
    assert window.current_dialog is not None and not window.current_dialog.stop_asking


def test_what_cannot_be_used_now_looks_faded(qtbot, content, settings):
    """The game's palette keeps a disabled look (Game ▸ Undo with nothing to take back, a person's Level box):
    setting a colour for a role sets it for every group, the disabled one included."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from gameofyear.ui.app import DISABLED_TEXT, make_application

    app = QApplication.instance()
    before_palette, before_style = app.palette(), app.style().name()
    try:
        make_application(with_icon=False)
        palette = app.palette()
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
            assert palette.color(QPalette.ColorGroup.Disabled, role) == DISABLED_TEXT
            assert palette.color(QPalette.ColorGroup.Active, role) != DISABLED_TEXT
    finally:
        app.setPalette(before_palette)
        app.setStyle(before_style)


def test_the_screen_passes_once_per_persons_turn_under_a_full_cover_lifted_by_that_person(
        qtbot, content, settings, output_dir):
    """Two people and a computer at one screen: "Pass the screen to …" covers the whole table before each person's
    own turn and only then; offers of days in another player's turn are answered in the open, with no lucky number."""
    seats = [Seat("human", colour="Red"), Seat("human", colour="Blue"), Seat("computer", "basic", "Green")]
    window, game = _window(qtbot, content, settings, seats, seed=1)
    names = [p.name for p in game.setup.players]
    covers, open_answers, shot = [], 0, False
    while len(covers) < 6 or open_answers < 1:
        decision = _wait_for_human(qtbot, window)
        own = decision.player == game.state.active
        cover = window.cover
        if cover is not None:
            assert own, "only a person's own turn passes the screen"
            assert cover.isVisible() and cover.geometry() == window.centralWidget().geometry(), "the whole table"
            assert cover.label.text() == f"Pass the screen to {names[decision.player]}."
            assert window.table.banner.label.text().startswith(f"{names[decision.player]} — ")
            assert window.current_dialog is None and not window.table.peek.isEnabled() and not window.spin_action.isEnabled()
            if not shot:
                window.grab().save(str(output_dir / "mainwindow_pass_the_screen.png"))
                shot = True
            covers.append((decision.player, game.state.turn))
            qtbot.keyClick(cover.button, Qt.Key.Key_Return)  # lifted by that person
            assert window.cover is None
            if decision.kind is not DecisionKind.SPIN:
                assert window.current_dialog is not None and window.current_dialog.isVisible()
        elif not own:
            if window.current_dialog is None:  # set by another person in the same panel of offers: no call
                qtbot.waitUntil(lambda d=decision: game.pending is not d, timeout=10_000)
                continue
            open_answers += 1
            dialog = window.current_dialog
            assert dialog is not None and decision.kind is DecisionKind.PLEDGE
            shown = " ".join(w.text() for w in dialog.findChildren(QWidget) if callable(getattr(w, "text", None))
                             and isinstance(w.text(), str))
            assert "lucky number" not in shown.lower(), "an offer made in the open shows no lucky number"
        _answer(window, decision)
        if game.finished or len(game.actions) > 600:
            break
    assert len(covers) >= 2 and open_answers >= 1
    for (player, _), (following, _) in zip(covers, covers[1:]):
        assert player != following, "the screen passes only when another person's turn comes"


def test_the_log_keeps_its_newest_line_in_sight_when_it_shrinks(qtbot):
    """The banner above the log may take a second line: the log, shorter, still shows its last line whole."""
    from gameofyear.ui.panel import LogView

    log = LogView()
    qtbot.addWidget(log)
    log.resize(300, 400)
    log.show()
    for i in range(80):
        log.add_line(f"Line {i}: somebody moves a few days and reads the almanac of that day.")

    def last_in_sight():
        return log.viewport().rect().contains(log.visualItemRect(log.item(log.count() - 1)))

    qtbot.waitUntil(last_in_sight)
    log.resize(300, 340)
    qtbot.waitUntil(last_in_sight, timeout=2000)


def _global_rect(widget):
    return widget.rect().translated(widget.mapToGlobal(widget.rect().topLeft()))


def test_a_decision_is_asked_in_the_panel_beside_the_board_never_over_it(qtbot, content, settings):
    """The decision sits in the docked panel: neither over the board nor over the players, and it is no window."""
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=3)
    decision = _wait_for_human(qtbot, window)
    while decision.kind is DecisionKind.SPIN:
        _answer(window, decision)
        decision = _wait_for_human(qtbot, window)
    dialog = window.current_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.isWindow() and window.table.decision_panel.isAncestorOf(dialog)
    shown = _global_rect(dialog).intersected(_global_rect(window.table.decision_panel))
    assert not shown.intersects(_global_rect(window.table.board_view))
    assert not shown.intersects(_global_rect(window.table.players_panel))
    assert not shown.intersects(_global_rect(window.table.machine))


def test_changing_the_language_under_the_cover_keeps_the_table_hidden(qtbot, content, settings):
    """The screen is being passed when somebody switches the language: the same cover stays, in the new words."""
    from gameofyear.ui.language import install_translators

    seats = [Seat("human", colour="Red"), Seat("human", colour="Blue")]
    window, game = _window(qtbot, content, settings, seats, seed=4)
    try:
        _wait_for_human(qtbot, window)
        assert window.cover is not None
        person = game.setup.players[game.pending.player].name
        cover = window.cover
        assert window.set_language("fr")
        assert window.cover is cover and cover.isVisible()
        assert window.cover.label.text() == f"Passez l'écran à {person}."
        assert window.current_dialog is None and not window.table.peek.isEnabled()
    finally:
        install_translators("en")


def test_the_window_lets_go_of_the_source_lines_pyside_read(qtbot, settings):
    """PySide6 reads the source of every module imported after it into :mod:`linecache` (about 9 MB for the
    game's); once the rules are loaded, and when a game view is built, the window lets them go."""
    import linecache

    import gameofyear.ui.results  # noqa: F401 - a module of the game imported after PySide6

    linecache.getlines(gameofyear.ui.results.__file__)  # as PySide6's import hook does
    assert gameofyear.ui.results.__file__ in linecache.cache
    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    assert window.load_content()
    assert not any("gameofyear" in name for name in linecache.cache)


def test_a_first_window_fits_a_screen_smaller_than_its_size(qtbot, settings):
    """At its first start the window is 1400×860, or 95 % of a smaller screen's free area (a 1366×768 laptop)."""
    from gameofyear.ui.mainwindow import FIRST_SIZE, fitting_size

    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    free = window.screen().availableGeometry().size()
    size = fitting_size(window)
    assert size.width() == min(FIRST_SIZE[0], int(free.width() * 0.95))
    assert size.height() == min(FIRST_SIZE[1], int(free.height() * 0.95))
    assert window.size() == size  # no geometry kept in the settings: the first size
    assert free.width() < FIRST_SIZE[0]  # the offscreen screen (800×600) is the smaller screen here
