"""The interface in French and Italian: whole games, View ▸ Language in the middle of a game, screenshots.

The translators are process-wide: every test here removes them when it ends
(the ``untranslated`` fixture), so that the other interface tests see the
source English.
"""

from __future__ import annotations

import random

import pytest
from helpers import table_seat
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from gameofyear.content import load_content, load_texts
from gameofyear.engine import Game
from gameofyear.engine.decisions import DecisionKind
from gameofyear.simulation import random_setup
from gameofyear.ui.language import (
    current_language,
    install_translators,
    log_tr,
    remove_translators,
    translation_file,
)
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.settings import Settings, available_languages

Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")

WORDS = {
    # what a whole game's log, menus and results must show in each language
    "fr": {"begins": "L'année commence", "menus": ["&Partie", "&Affichage", "Aid&e"], "results": "L'année est finie",
           "decks": ("carte Chance", "carte Malchance"), "goes_on": "La partie continue en français."},
    "it": {"begins": "L'anno comincia", "menus": ["&Partita", "&Visualizza", "Ai&uto"], "results": "L'anno è finito",
           "decks": ("carta GIORNATA SI'", "carta GIORNATA NO"), "goes_on": "La partita prosegue in italiano."},
    "de": {"begins": "Das Jahr beginnt", "menus": ["&Spiel", "&Ansicht", "&Hilfe"], "results": "Das Jahr ist vorbei",
           "decks": ("Glückskarte", "Pechkarte"), "goes_on": "Das Spiel geht auf Deutsch weiter."},
    "en": {"begins": "The year begins", "menus": ["&Game", "&View", "&Help"], "results": "The year is over",
           "decks": ("Chance card", "Hazard card"), "goes_on": "The game goes on in English."},
}
ENGLISH_ONLY = ("spins the machine", "ends the turn", " to the bank", "draws a ", "The bank ", " moves ", " owes ")
"""Pieces of the English log sentences that no French or Italian sentence has."""


@pytest.fixture(autouse=True)
def untranslated(qapp):
    """Each test starts and ends with no translator installed (the source English)."""
    remove_translators()
    yield
    remove_translators()


def _window(qtbot, content, settings, seats, *, seed=3, show=True, language="en"):
    setup = random_setup(random.Random(seed), content, len(seats))
    game = Game.new(setup, content, seed)
    settings.language = language  # the window's words are in the settings' language
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1500, 900)
    if show:
        window.show()
    window.start(game, seats)
    return window, game


def _log(window) -> list[str]:
    return [window.table.log.item(i).text() for i in range(window.table.log.count())]


def _menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def _wait_for_human(qtbot, window, kinds=None):
    def ready():
        decision = window.game.pending
        if window.game.finished:
            return True
        return (decision is not None and window.controller.waiting_for_human == decision.player
                and window.table.group is None and (kinds is None or decision.kind in kinds))
    qtbot.waitUntil(ready, timeout=60_000)
    return window.game.pending


def _play_until(qtbot, window, kinds):
    """Answer the person's decisions (first option) until one of ``kinds`` is asked; return it."""
    for _ in range(300):
        decision = _wait_for_human(qtbot, window)
        assert decision is not None, "the game ended"
        if decision.kind in kinds:
            return decision
        _answer(window, decision)
    raise AssertionError(f"no decision of {kinds} came")


def _answer(window, decision):
    if decision.kind is DecisionKind.SPIN:
        window.table.machine.spin_requested.emit()
        return
    dialog = window.current_dialog
    assert dialog is not None
    dialog.action = ("Yesterday",) if decision.options is None else decision.options[0]
    dialog.accept()


# --------------------------------------------------------------------------- whole games


@pytest.mark.slow
@pytest.mark.parametrize("language, edition", [("fr", "classic"), ("fr", "italian"), ("it", "classic"), ("it", "italian"),
                                               ("de", "classic")])
def test_a_whole_computer_game_in_each_language_and_edition_reaches_the_results(qtbot, settings, language, edition):
    """Four computer players through the interface (instant speed), told in French or Italian, up to the results."""
    assert install_translators(language)[-1] == translation_file(language)
    content = load_content(edition=edition)
    assert load_texts(content, language).warnings == ()
    seats = [Seat("computer", "basic", COLOURS[i]) for i in range(4)]
    window, game = _window(qtbot, content, settings, seats, seed=7, show=False, language=language)  # hidden: 3x quicker
    assert window.texts.language == language
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=180_000)
    assert game.finished
    words = WORDS[language]
    lines = _log(window)
    assert len(lines) > 100
    assert lines[0].startswith(words["begins"])
    english = [line for line in lines if any(piece in line for piece in ENGLISH_ONLY)]
    assert english == []
    assert any(words["decks"][0] in line or words["decks"][1] in line for line in lines)
    money = content.format_money(content.edition.token_price)  # "500 F", "L. 500.000": the edition's, in every language
    assert any(money in line for line in lines)
    assert _menu_titles(window) == words["menus"]
    assert window.results_dialog.windowTitle() == words["results"]
    assert window.table.players_panel.cards[0].tokens_label.text().split()[1] in ("jeton", "jetons", "gettone", "gettoni",
                                                                                         "Marke", "Marken")


# --------------------------------------------------------------------------- View ▸ Language


def test_switching_language_mid_game_keeps_the_game_and_speaks_the_new_language(qtbot, settings):
    """View ▸ Language: the same game, same controller, same position; menus, log, dialogs and texts in the new language.

    Only the window's words change: the game keeps the very same rules object,
    and what an undo would take back is the same before and after.
    """
    install_translators("en")
    content = load_content()
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=11)
    _play_until(qtbot, window, {DecisionKind.SPIN})
    controller = window.controller
    fingerprint, decisions = game.state.fingerprint(), len(game.actions)
    undo = controller.table.undo_point()
    english = window.texts
    assert _menu_titles(window) == WORDS["en"]["menus"]
    english_log = _log(window)

    assert window.set_language("fr")
    assert window.controller is controller and window.game is game and controller.game is game
    assert game.state.fingerprint() == fingerprint and len(game.actions) == decisions
    assert game.content is content and window.content is content and controller.table.undo_point() == undo
    assert window.texts is not english and window.texts.language == "fr" and window.texts.content is content
    assert current_language() == "fr" and settings.language == "fr"
    assert QLocale().language() == QLocale.Language.French
    assert _menu_titles(window) == WORDS["fr"]["menus"]
    assert window.language_actions["fr"].isChecked() and not window.language_actions["en"].isChecked()
    assert _log(window)[-1] == WORDS["fr"]["goes_on"]
    french_log = _log(window)[:-1]
    assert len(french_log) == len(english_log), "the whole log is told again, line for line"
    assert not [line for line in french_log if any(piece in line for piece in ENGLISH_ONLY)]
    assert french_log != english_log
    assert window.save_action.isEnabled() and window.spin_action.text() == "&Lancer la machine"
    # the person is asked to spin again, in French
    qtbot.waitUntil(lambda: window.table.banner.label.text().endswith("lancez la machine (Espace)"))
    assert window.controller.waiting_for_human == game.pending.player == 0
    assert window.table.scene.date_label(0) == "1er janvier"
    assert not window.set_language("fr")  # already so: nothing rebuilt

    # the game goes on, in French, until a person's dialog opens
    _answer(window, game.pending)
    _play_until(qtbot, window, set(DecisionKind) - {DecisionKind.SPIN})
    told = _log(window)[1:]
    assert told and not [line for line in told if any(piece in line for piece in ENGLISH_ONLY)]
    assert any(line.startswith("Anne ") or " : " in line or "\u00a0: " in line for line in told), told
    french_dialog = window.current_dialog
    french_title = french_dialog.title_label.text()
    assert any("jeton" in label.text() for label in french_dialog.findChildren(QLabel))
    fingerprint = game.state.fingerprint()

    # Italian while the dialog waits: the dialog is asked again, in Italian
    assert window.set_language("it")
    assert game.state.fingerprint() == fingerprint and window.game is game
    qtbot.waitUntil(lambda: window.current_dialog not in (None, french_dialog) and window.current_dialog.isVisible())
    italian_dialog = window.current_dialog
    assert italian_dialog.decision is game.pending
    assert italian_dialog.title_label.text() != french_title
    assert any("gettoni SOLE" in label.text() or "gettone SOLE" in label.text()
               for label in italian_dialog.findChildren(QLabel))
    assert _menu_titles(window) == WORDS["it"]["menus"]
    assert window.texts.language == "it" and game.content is content
    _answer(window, game.pending)

    # back to English: the log is in English again and the game plays on
    assert window.set_language("en")
    assert _menu_titles(window) == WORDS["en"]["menus"]
    assert window.texts.language == "en" and game.content is content
    before = len(game.actions)
    while len(game.actions) < before + 30 and not game.finished:
        decision = _wait_for_human(qtbot, window)
        if not game.finished:
            _answer(window, decision)
    lines = _log(window)
    assert WORDS["en"]["goes_on"] in lines
    assert any(line.startswith("— ") and "'s turn (turn " in line for line in lines[1:])


def test_switching_while_events_are_shown_retells_them_in_place(qtbot, settings):
    """A switch during the animations: the same board and log, told again at once; the events go on being shown,
    in the new language."""
    settings.animation_speed = "fast"
    content = load_content()
    seats = [Seat("computer", "basic", COLOURS[i]) for i in range(4)]
    window, game = _window(qtbot, content, settings, seats, seed=5)
    qtbot.waitUntil(lambda: window.table.group is not None and len(game.actions) > 3, timeout=30_000)
    old_scene, old_log = window.table.scene, window.table.log
    assert window.set_language("it")
    assert _menu_titles(window) == WORDS["it"]["menus"]
    assert window.table.scene is old_scene and window.table.log is old_log  # nothing is built again
    lines = _log(window)
    assert WORDS["it"]["goes_on"] in lines and lines[0].startswith("L'anno comincia."), "the log is told again, in Italian"
    assert not [line for line in lines if any(piece in line for piece in ENGLISH_ONLY)]
    before = len(game.actions)
    qtbot.waitUntil(lambda: len(game.actions) > before + 3, timeout=30_000)  # and the computers play on
    later = _log(window)[len(lines):]
    assert later and not [line for line in later if any(piece in line for piece in ENGLISH_ONLY)]
    assert window.texts.language == "it" and game.content is content


def _all_actions(window) -> set[int]:
    return {id(action) for action in window.findChildren(QAction)}


def _told_again(window, game) -> list[str]:
    """Every line the log should show for ``game``'s events so far, written now (in the language installed)."""
    from gameofyear.ui.telling import log_lines

    lines: list[str] = []
    Game.replay(game.setup, game.content, game.seed, game.actions,
                on_events=lambda events: lines.extend(text for text, _ in log_lines(events, window.names, window.texts)))
    return lines


def test_french_then_german_then_english_retranslates_the_table_in_place(qtbot, settings):
    """fr → de → en during a game: the same actions, table, board and machine; each time the menus, the log, the
    board's words, the players and the decision asked speak the new language; the dial keeps what it shows; the
    game and what an undo takes back do not change."""
    from gameofyear.ui.dialogs import make_decision_dialog

    install_translators("fr")
    content = load_content()
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=11, language="fr")
    decision = _play_until(qtbot, window, set(DecisionKind) - {DecisionKind.SPIN})
    qtbot.waitUntil(lambda: window.current_dialog is not None and window.current_dialog.isVisible())
    actions = _all_actions(window)
    named = {name: value for name, value in vars(window).items() if isinstance(value, QAction)}
    parts = (window.table.view, window.table.scene, window.table.board_view, window.table.machine, window.table.players_panel, window.table.log,
             window.table.banner, window.table.decision_panel, window.centralWidget(), window.language_menu)
    angle, sector = window.table.machine.angle, window.table.machine.sector()
    assert sector is not None, "the machine has been spun"
    fingerprint, decisions, undo = game.state.fingerprint(), len(game.actions), window.controller.table.undo_point()
    goes_on = {WORDS[language]["goes_on"] for language in WORDS}
    titles = set()
    for language, first_day, token in (("de", "1. Januar", "Marke"), ("en", "1 January", "token"),
                                       ("fr", "1er janvier", "jeton")):
        assert window.set_language(language)
        assert _all_actions(window) == actions, "the very same actions, labelled again"
        assert {name: value for name, value in vars(window).items() if isinstance(value, QAction)} == named
        assert (window.table.view, window.table.scene, window.table.board_view, window.table.machine, window.table.players_panel, window.table.log,
                window.table.banner, window.table.decision_panel, window.centralWidget(), window.language_menu) == parts
        assert _menu_titles(window) == WORDS[language]["menus"]
        assert window.language_actions[language].isChecked()
        # the log: every event told again in the new language, line for line, and a line saying so
        lines = _log(window)
        assert lines[-1] == WORDS[language]["goes_on"]
        assert [line for line in lines if line not in goes_on] == _told_again(window, game)
        # the board, the players, the banner
        assert window.table.scene.date_label(0) == first_day
        assert window.table.scene.square_item(0).toolTip().startswith(f"<b>{first_day}</b>")
        assert token in window.table.players_panel.cards[0].tokens_label.text()
        assert window.table.banner.label.text().endswith({"de": "deine Entscheidung", "en": "your decision",
                                                    "fr": "à vous de décider"}[language])
        # the decision asked: the same one, in the same panel, in the new language
        dialog = window.current_dialog
        assert dialog is not None and dialog.decision is game.pending is decision
        assert window.table.decision_panel.widget is dialog and dialog.isVisible()
        fresh = make_decision_dialog(decision, window.decision_context(decision.player), None)
        assert dialog.title_label.text() == fresh.title_label.text()
        fresh.deleteLater()
        titles.add(dialog.title_label.text())
        # the machine still shows where it stopped; the game and its undo point are untouched
        assert window.table.machine.angle == angle and window.table.machine.sector() == sector
        assert game.state.fingerprint() == fingerprint and len(game.actions) == decisions
        assert window.controller.table.undo_point() == undo and window.game is game
        assert window.texts.language == language and window.texts.content is content
    assert len(titles) == 3, "the decision's title was written in three languages"
    _answer(window, decision)
    qtbot.waitUntil(lambda: len(game.actions) > decisions, timeout=30_000)


def test_a_card_on_screen_is_shown_again_in_the_new_language(qtbot, settings):
    """A Hazard card over the board when the language changes: it stays over the board, in the new words."""
    content = load_content()
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=11)
    _wait_for_human(qtbot, window)
    window.table.show_card("hazard-01", 1)
    english = window.table.overlay
    assert english.deck_label.text() == "HAZARD"
    assert window.set_language("fr")
    french = window.table.overlay
    assert french is not None and french is not english and french.isVisible()
    assert french.deck_label.text() != "HAZARD"
    assert any(window.texts.text("cards.hazard-01") in label.text() for label in french.findChildren(QLabel))
    window.table.hide_card()
    assert window.table.overlay is None and window.set_language("en")
    assert window.table.overlay is None, "a card put away stays away"


def test_the_welcome_screen_retranslates_itself(qtbot, settings):
    """Before any game, View ▸ Language writes the welcome screen's words again in place."""
    window = MainWindow(load_content(), settings, auto_dialogs=False)
    qtbot.addWidget(window)
    welcome = window.welcome
    assert welcome.quick_button.text() == "&Quick Game"
    assert window.set_language("it")
    assert window.welcome is welcome and window.centralWidget() is welcome
    assert welcome.quick_button.text() != "&Quick Game" and welcome.title.text() == "Il Gioco dell'Anno"
    assert window.windowTitle() == "Il Gioco dell'Anno"
    assert window.set_language("en")
    assert welcome.quick_button.text() == "&Quick Game"


def test_the_legend_and_the_preferences_left_open_follow_the_language(qtbot, settings):
    """The two windows that stay open beside the game (View ▸ Legend, View ▸ Preferences) write their words again."""
    content = load_content()
    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 3)]
    window, _ = _window(qtbot, content, settings, seats)
    legend, preferences = window.show_legend(), window.table_settings.show_preferences()
    assert legend is not None
    english_legend = legend.browser.toPlainText()
    assert legend.windowTitle() == "Legend of the Board" and "Each square is one day of the year" in english_legend
    assert preferences.windowTitle() == "Preferences" and preferences.mute_box.text() == "Mute (M)"
    assert preferences.speed_box.currentData() == settings.animation_speed
    assert window.set_language("de")
    german_legend = legend.browser.toPlainText()
    assert legend.windowTitle() not in ("", "Legend of the Board")
    assert german_legend != english_legend and "Each square is one day of the year" not in german_legend
    assert window.texts.text("almanac.07-14.title") in german_legend or "Juli" in german_legend  # the German almanac
    assert preferences.windowTitle() not in ("", "Preferences") and preferences.mute_box.text() != "Mute (M)"
    assert preferences.speed_box.itemText(0) != "Slow" and preferences.speed_box.currentData() == settings.animation_speed
    assert preferences.speed_label.text() not in ("", "Animation speed:")
    assert preferences.size() == preferences.sizeHint()  # fitted to its German words
    legend.close()
    qtbot.waitUntil(lambda: not legend.isVisible())
    assert window.set_language("en"), "a legend closed (and deleted) is not written to"
    assert preferences.mute_box.text() == "Mute (M)"


def test_a_birth_date_is_written_as_the_language_writes_dates(qtbot, settings):
    """New Game and the profile step show a birth date in the language's form: "14. Juli 1980" in German."""
    from PySide6.QtCore import QDate

    from gameofyear.ui.newgame import NewGameDialog

    content = load_content()
    install_translators("de")
    dialog = NewGameDialog(load_texts(content, "de"), settings)
    qtbot.addWidget(dialog)
    edit = dialog.rows[0].birth_edit
    edit.setDate(QDate(1980, 7, 14))
    assert edit.displayFormat() == "d. MMM yyyy" and edit.text() == "14. Juli 1980"
    remove_translators()
    dialog = NewGameDialog(load_texts(content), settings)
    qtbot.addWidget(dialog)
    dialog.rows[0].birth_edit.setDate(QDate(1980, 7, 14))
    assert dialog.rows[0].birth_edit.text() == "14 Jul 1980"


def test_the_language_menu_lists_every_language_present_in_its_own_words(qtbot, settings):
    """View ▸ Language lists English, then each language the files give (almanac/text, resources/translations),
    each in its own words; known ones by the names their speakers use."""
    from gameofyear.ui.language import language_name

    languages = available_languages()
    assert languages[0] == "en" and {"fr", "it", "de"} <= set(languages)
    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    for language in languages:
        window.set_language(language)
        view_menu = window.menuBar().actions()[1].menu()
        language_menu = next(a.menu() for a in view_menu.actions() if a.menu() is not None and "English" in
                             [b.text() for b in a.menu().actions()])
        names = [a.text() for a in language_menu.actions()]
        assert names == [language_name(code) for code in languages]
        assert {"Deutsch", "Français", "Italiano"} <= set(names) and names[0] == "English"


@pytest.mark.parametrize("language", available_languages())
def test_no_menu_or_dialog_has_two_entries_on_one_alt_letter(qapp, language):
    """Per language present: every menu of the window and each main dialog gives each Alt letter once."""
    from packaging_translations_loader import load_script

    assert load_script().accelerator_clashes(language) == []


def test_a_shared_alt_letter_is_named_with_its_menu_and_both_entries():
    from packaging_translations_loader import load_script

    script = load_script()
    assert script.shared_letters("es: MainWindow: menu '&Partida'", ["&Nueva partida…", "Partida &rápida", "&Nada",
                                                                     "Tom && Jerry", "&Abrir…"]) == [
        "es: MainWindow: menu '&Partida': Alt+N is on '&Nueva partida…', '&Nada' (one letter, one entry)"]


def test_the_window_s_title_in_each_known_language(qtbot, settings):
    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    for language, title in {"en": "Game of the Year", "de": "Das Spiel des Jahres", "fr": "Le Jeu de l'Année",
                            "it": "Il Gioco dell'Anno"}.items():
        window.set_language(language)
        assert window.windowTitle() == title


def test_the_welcome_button_and_the_help_menu_give_the_rules_one_name(qtbot, settings):
    """The welcome screen's "How to Play" and Help's entry open the same rules window: one name, in every language."""
    from gameofyear.ui.helpviews import RulesDialog

    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    names = {}
    for language in available_languages():
        window.set_language(language)
        assert window.welcome is not None
        button = window.welcome.rules_button.text().replace("&", "")
        entry = window.rules_action.text().replace("&", "")
        dialog = RulesDialog(language)
        qtbot.addWidget(dialog)
        assert button == entry == dialog.windowTitle(), language
        names[language] = entry
    assert names.items() >= {"en": "How to Play", "de": "So wird gespielt", "fr": "Comment jouer",
                             "it": "Come giocare"}.items()


def test_a_window_started_in_french_loads_the_french_almanac(qtbot, settings, monkeypatch):
    """The settings' language (here from ``LANGUAGE=fr``) is the almanac's at start."""
    monkeypatch.setenv("LANGUAGE", "fr")
    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    assert window.load_content()
    assert window.texts.language == "fr" and window.texts.content is window.content
    assert window.texts.text("cards.hazard-01").startswith("Un PV")


# --------------------------------------------------------------------------- the setting


def test_the_language_setting_environment_then_choice_then_system(tmp_path, monkeypatch):
    """``LANGUAGE=fr`` wins; desktops' lists (``it_IT:it``) do not; then the remembered choice; then the system's."""
    from PySide6.QtCore import QSettings

    from gameofyear.ui import settings as settings_module

    store = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.setattr(settings_module, "system_language", lambda: "it")
    assert store.language == "it"
    store.language = "fr"
    assert store.language == "fr"
    monkeypatch.setenv("LANGUAGE", "it_IT:it")
    assert store.language == "fr"
    monkeypatch.setenv("LANGUAGE", "en")
    assert store.language == "en"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        store.language = "xx"
    with pytest.raises(ValueError, match="unknown language"):
        install_translators("../fr")


def _drop_in(tmp_path, monkeypatch, code: str, *, interface: bool = True, more: str = ""):
    """A copy of the game's data with a new language dropped in: ``almanac/text/<code>.yaml`` and its ``.ts``/``.qm``.

    The almanac file is the French one relabelled; the interface translates two strings, and ``more``
    (``<context>`` elements of the ``.ts``) if given. Nothing in Python changes.
    """
    import shutil

    from gameofyear import paths
    from gameofyear.ui.language import translations_dir

    root = tmp_path / "data"
    shutil.copytree(paths.almanac_dir(), root / "almanac")
    shutil.copytree(paths.resources_dir(), root / "resources")
    french = (root / "almanac" / "text" / "fr.yaml").read_text(encoding="utf-8")
    (root / "almanac" / "text" / f"{code}.yaml").write_text(french.replace("language: fr", f"language: {code}", 1),
                                                             encoding="utf-8")
    if interface:
        folder = root / "resources" / "translations"
        ts = folder / f"gameofyear_{code}.ts"
        ts.write_text(f"""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{code}">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Jogo</translation></message>
<message><source>&amp;Help</source><translation>{{oops}} &amp;Ajuda</translation></message>
</context>
{more}
</TS>
""", encoding="utf-8")
        from packaging_translations_loader import load_script

        load_script().lrelease(ts, folder / f"gameofyear_{code}.qm")
    monkeypatch.setenv("GAMEOFYEAR_DATA", str(root))
    paths.data_root.cache_clear()
    assert translations_dir() == root / "resources" / "translations"
    return root


UNFINISHED_PLURALS = """<context><name>PlayersPanel</name>
<message numerus="yes"><source>%n token(s)</source>
<translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation></message>
<message numerus="yes"><source>%n vacation card(s)</source>
<translation type="unfinished"><numerusform>%n cartão</numerusform><numerusform></numerusform></translation></message>
<message numerus="yes"><source>%n kept card(s)</source>
<translation><numerusform>%n carta guardada</numerusform><numerusform>muitas cartas guardadas</numerusform></translation></message>
</context>"""
"""A Brazilian start: one plural left empty, one half done, one whose second form has lost its count (``%n``)."""


def test_an_untranslated_or_countless_plural_of_a_dropped_in_language_shows_as_in_english(
        qapp, monkeypatch, tmp_path, fresh_paths):
    """"2 tokens" as the English window writes it, never the source's "2 token(s)", nor a form without its number."""
    plurals = [("%n token(s)", 1), ("%n token(s)", 2), ("%n vacation card(s)", 2), ("%n kept card(s)", 3)]
    install_translators("en")
    english = [QCoreApplication.translate("PlayersPanel", source, None, n) for source, n in plurals]
    assert english == ["1 token", "2 tokens", "2 vacation cards", "3 kept cards"]
    _drop_in(tmp_path, monkeypatch, "pt_BR", more=UNFINISHED_PLURALS)
    install_translators("pt_BR")
    assert [QCoreApplication.translate("PlayersPanel", source, None, n) for source, n in plurals] == english
    assert QCoreApplication.translate("PlayersPanel", "%n kept card(s)", None, 1) == "1 carta guardada"


@pytest.fixture
def fresh_paths():
    """The data folder is looked up again after the test (it is cached)."""
    from gameofyear import paths

    yield
    paths.data_root.cache_clear()


@pytest.mark.parametrize("code, name", [("pt_BR", "Português (Brasil)"), ("zh_Hant", "繁體中文"), ("sv", "Svenska"),
                                        ("sr@latin", "Srpski"), ("ca@valencia", "Català (valencia)")])
def test_a_language_dropped_in_place_is_offered_started_and_built_without_python(
        qtbot, settings, monkeypatch, tmp_path, fresh_paths, code, name):
    """Two files, no Python: View ▸ Language offers it under its own name, a system in it starts in it,
    missing strings (and one with a broken placeholder) show in English, the almanac is the new file's."""
    from packaging_translations_loader import load_script

    from gameofyear.ui import settings as settings_module

    root = _drop_in(tmp_path, monkeypatch, code)
    assert code in settings_module.available_languages()
    assert load_script().languages(root / "resources" / "translations") == tuple(sorted({*load_script().languages(), code}))
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.setattr(settings_module.QLocale, "system", staticmethod(lambda: QLocale(settings_module.qt_language(code))))
    assert settings_module.system_language() == code
    assert settings.language == code
    loaded = install_translators(code)
    assert loaded[-1].name == f"gameofyear_{code}.qm"
    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    assert window.language_actions[code].text() == name and window.language_actions[code].isChecked()
    assert _menu_titles(window) == ["&Jogo", "&View", "&Help"]  # untranslated and broken strings: English
    texts = load_texts(load_content(root / "almanac"), code)
    assert texts.warnings == () and texts.text("almanac.01-01.title") == "Jour de l'An"


def test_a_partial_almanac_language_plays_in_english_where_it_lacks_words(qtbot, settings, monkeypatch, tmp_path,
                                                                        fresh_paths):
    from gameofyear.ui import settings as settings_module

    _drop_in(tmp_path, monkeypatch, "nn", interface=False)
    monkeypatch.setenv("LANGUAGE", "nn")
    assert settings.language == "nn" and "nn" in settings_module.available_languages()
    assert [path.name for path in install_translators("nn")] == ["qtbase_nn.qm"]
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Avbryt"
    window = MainWindow(None, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    assert window.language_actions["nn"].text() == "Norsk nynorsk"
    assert _menu_titles(window) == WORDS["en"]["menus"]


def test_the_system_language_is_used_only_when_the_game_speaks_it(monkeypatch):
    from gameofyear.ui import settings as settings_module

    for name, expected in (("fr_CA", "fr"), ("it_CH", "it"), ("de_AT", "de"), ("ja_JP", "en"), ("C", "en")):
        monkeypatch.setattr(settings_module.QLocale, "system", staticmethod(lambda n=name: QLocale(n)))
        assert settings_module.system_language() == expected


def test_a_system_in_a_regional_language_takes_it_beside_the_language_alone(monkeypatch):
    """With ``pt`` and ``pt_BR`` (and ``zh`` and ``zh_TW``) both present, a Brazilian system starts in ``pt_BR``, a
    Portuguese one in ``pt``; Qt names them with their script (``pt-Latn-BR``), which must not stop at ``pt``."""
    from gameofyear.ui import settings as settings_module

    known = ("en", "pt", "pt_BR", "zh", "zh_TW")
    monkeypatch.setattr(settings_module, "available_languages", lambda: known)
    for name, expected in (("pt_BR", "pt_BR"), ("pt_PT", "pt"), ("zh_TW", "zh_TW"), ("zh_CN", "zh")):
        monkeypatch.setattr(settings_module.QLocale, "system", staticmethod(lambda n=name: QLocale(n)))
        assert settings_module.system_language() == expected, name


# --------------------------------------------------------------------------- the log's words


def test_the_log_speaks_the_installed_language_with_its_plurals():
    """narrate's templates go through Qt's translators; their plural forms too; English keeps its own plurals."""
    from gameofyear.engine import events as ev
    from gameofyear.narrate import day_name, describe

    content = load_texts(load_content(), "fr")
    names = ["Anne", "Bruno"]
    install_translators("fr")
    assert describe(ev.NumberChosen(0, 1), names, content, log_tr) == "Anne avance de 1 jour."
    assert describe(ev.NumberChosen(0, 7), names, content, log_tr) == "Anne avance de 7 jours."
    assert describe(ev.MoneyPaid(1, None, 300, 300, "card:hazard-01"), names, content, log_tr) == \
        "Bruno paie 300\u00a0F à la banque (carte Malchance)."
    assert day_name(0, log_tr) == "1er janvier" and day_name(195, log_tr) == "14 juillet"
    install_translators("it")
    assert describe(ev.TokensMoved(None, 0, 1, "quarter"), names, content, log_tr) == \
        "La banca dà 1 gettone SOLE a Anne (fine del trimestre)."
    assert day_name(0, log_tr) == "1° gennaio"
    remove_translators()
    assert describe(ev.NumberChosen(0, 1), names, content, log_tr) == "Anne moves 1 day."
    assert describe(ev.NumberChosen(0, 2), names, content, log_tr) == "Anne moves 2 days."
    assert describe(ev.NumberChosen(0, 2), names, content) == "Anne moves 2 days."


def test_a_broken_translation_gives_the_english_sentence():
    """A translation whose placeholders do not fit is replaced by the English template: no sentence is lost."""
    from gameofyear.engine import events as ev
    from gameofyear.narrate import describe

    content = load_texts(load_content())

    def broken(text, n=-1):
        return "{joueur} {" if "{player}" in text else text

    assert describe(ev.TurnEnded(0), ["Anne"], content, broken) == "Anne ends the turn."


# --------------------------------------------------------------------------- screenshots


@pytest.mark.parametrize("language", ["fr", "it"])
def test_screenshots_of_the_board_a_card_and_the_window(qtbot, settings, output_dir, language):
    """Save board_<lang>.png, card_<lang>.png and mainwindow_<lang>.png for review."""
    from gameofyear.dates import day_index
    from gameofyear.ui.board import BoardScene, BoardView
    from gameofyear.ui.dialogs import CardWidget
    from gameofyear.ui.theme import PAWN_COLOURS

    install_translators(language)
    edition = "italian" if language == "it" else "classic"
    content = load_content(edition=edition)
    texts = load_texts(content, language)
    scene = BoardScene(texts, [c for _, c in PAWN_COLOURS[:4]])
    scene.set_positions([day_index("03-30"), day_index("07-14"), day_index("07-14"), day_index("10-24")])
    scene.set_active_player(1)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1600, 1000)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() == 1600)
    assert view.grab().save(str(output_dir / f"board_{language}.png"))
    assert scene.date_label(day_index("07-01")) == {"fr": "1er juillet", "it": "1° luglio"}[language]

    card = CardWidget(texts, "hazard-08", "Anna")
    qtbot.addWidget(card)
    card.show()
    assert card.grab().save(str(output_dir / f"card_{language}.png"))

    seats = [Seat("human", colour="Red")] + [Seat("computer", "basic", COLOURS[i]) for i in range(1, 4)]
    window, game = _window(qtbot, content, settings, seats, seed=11, language=language)
    for _ in range(12):
        decision = _wait_for_human(qtbot, window)
        if decision.kind is DecisionKind.SPIN and game.state.turn > 4:
            break
        _answer(window, decision)
    qtbot.wait(100)  # the banner's new words laid out
    assert window.grab().save(str(output_dir / f"mainwindow_{language}.png"))
    assert _menu_titles(window) == WORDS[language]["menus"]
    assert QCoreApplication.translate("PlayersPanel", "%n token(s)", None, 2) in (
        "2 jetons", "2 gettoni SOLE")


@pytest.mark.parametrize("language", available_languages())
def test_the_new_game_dialog_for_six_fits_a_1024_pixel_screen_in_each_language(qtbot, settings, language):
    """Long words (German's "Sternzeichen, Alter", "Keine Angabe") wrap or shorten; no column is cut at 1024 px,
    and every birth date reads whole in its box (28 September is the widest in German)."""
    from PySide6.QtCore import QDate

    from gameofyear.content import load_content, load_texts
    from gameofyear.ui import theme
    from gameofyear.ui.newgame import NewGameDialog

    install_translators(language)
    theme.set_text_scale(settings.text_scale)  # the normal text size (a window sets it; this dialog is alone)
    dialog = NewGameDialog(load_texts(load_content()), settings)
    qtbot.addWidget(dialog)
    dialog.set_player_count(6)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.minimumSizeHint().width() <= 1024 - 8, language  # the window manager's frame too
    edit = dialog.rows[1].birth_edit
    edit.setDate(QDate(1983, 9, 28))
    assert edit.fontMetrics().horizontalAdvance(edit.text()) < edit.width() - 24, (language, edit.text(), edit.width())
