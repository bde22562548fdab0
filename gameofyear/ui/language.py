"""The interface's language: Qt translators, the log's words and View ▸ Language.

The interface speaks English and every language a translator added
(:func:`~gameofyear.ui.settings.available_languages`). Its strings go through
Qt's translation system (``self.tr`` / ``QCoreApplication.translate``); the
translations are ``resources/translations/gameofyear_<lang>.qm``, built from
the ``.ts`` sources by ``python packaging/translations.py``. English has one
too: it only gives the plural forms (``"%n token(s)"`` → "1 token", "3 tokens").
Qt's own words (the buttons of standard dialogs) come from Qt's ``qtbase_<lang>.qm``.

:func:`install_translators` puts a language in place (at start, before the
window is built); :func:`switch_language` changes it while the game goes on:
the almanac's texts are reloaded in the new language (same rules, same
edition) and the window's menus and views are built again around the same
controller and game.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox

from .settings import available_languages

if TYPE_CHECKING:
    from .mainwindow import MainWindow

log = logging.getLogger(__name__)

SOURCE_LOCALE = "en_GB"
"""The locale of dates and numbers in English, the game's own language (day before month, as in the rulebooks)."""

_installed: list[QTranslator] = []
_current = "en"


def translations_dir() -> Path:
    """Return the folder of the interface's translations (``resources/translations``)."""
    from ..paths import resources_dir

    return resources_dir() / "translations"


def translation_file(language: str) -> Path:
    """Return the path of the game's compiled translation for ``language`` (``gameofyear_<lang>.qm``)."""
    return translations_dir() / f"gameofyear_{language}.qm"


def locale_for(language: str) -> QLocale:
    """Return the locale for dates and numbers in ``language``: the system's when it speaks it, else the language's own.

    ``QLocale("de")`` is German as written in Germany, ``QLocale("pt_BR")``
    Brazilian Portuguese; English is :data:`SOURCE_LOCALE`.
    """
    from .settings import best_language

    system = QLocale.system()
    if best_language(system.name(), (language,)) == language:
        return system
    return QLocale(SOURCE_LOCALE if language == "en" else language)


def language_name(language: str) -> str:
    """Return a language's name in that language, as Qt knows it: "Français", "Deutsch", "Português (Brasil)".

    A code with a region or script adds the region's own name, so that two
    kinds of one language can be told apart; an unknown code is shown as it is.
    """
    if language == "en":
        return "English"  # Qt's own name of bare English is "American English"
    locale = QLocale(language)
    if locale.language() == QLocale.Language.C or (locale.name() == "en_US" and not language.startswith("en")):
        return language
    name = locale.nativeLanguageName() or language
    name = name[:1].upper() + name[1:]
    if "_" in language and language.split("_")[-1].isupper():
        region = locale.nativeTerritoryName()
        if region:
            name += f" ({region})"
    return name


def current_language() -> str:
    """Return the language last put in place by :func:`install_translators` (``"en"`` before)."""
    return _current


def install_translators(language: str) -> list[Path]:
    """Put ``language`` in place for the interface: translators, and the locale of dates and numbers.

    The translators installed before are removed. The game's translation and
    Qt's own (``qtbase_<lang>.qm`` in ``QLibraryInfo``'s translations folder)
    are loaded; a missing or unreadable file is logged and skipped (the
    interface then shows English there). ``QLocale.setDefault`` gets
    :func:`locale_for` ``language``, so that widgets built afterwards write
    dates and numbers that way.

    Args:
        language: ``en``, ``fr``, ``it`` or another of :func:`~gameofyear.ui.settings.available_languages`.

    Returns:
        The translation files loaded.

    Raises:
        ValueError: a language not in :func:`~gameofyear.ui.settings.available_languages`.
        RuntimeError: no ``QCoreApplication`` exists yet.
    """
    global _current
    known = available_languages()
    if language not in known:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(known)})")
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_translators() needs a QApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    loaded: list[Path] = []
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for path in (qt_folder / f"qtbase_{language}.qm", translation_file(language)):
        translator = QTranslator(app)
        if path.is_file() and translator.load(str(path)):
            if path == translation_file(language):
                translator = _guarded(translator, language, app)
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(path)
        else:
            log.warning("translation %s cannot be loaded", path)
    QLocale.setDefault(locale_for(language))
    _current = language
    return loaded


def _guarded(translator: QTranslator, language: str, app: QCoreApplication) -> QTranslator:
    """Wrap the game's translator in a :class:`~gameofyear.ui.wording.GuardedTranslator` (English for a broken string)."""
    from .wording import GuardedTranslator

    english: QTranslator | None = None
    if language != "en":
        english = QTranslator(app)
        if not english.load(str(translation_file("en"))):
            english = None
    guard = GuardedTranslator(translator, english, app)
    translator.setParent(guard)
    return guard


def remove_translators() -> None:
    """Remove the translators :func:`install_translators` put in place and give dates back to the system's locale.

    The interface is then in its source English again (plurals written ``"%n token(s)"``).
    """
    global _current
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale.system())
    _current = "en"


class LogWords:
    """The ``tr`` the window hands to :mod:`gameofyear.narrate`: context ``Log`` of the installed translators.

    Called as ``log_tr(template)`` or ``log_tr(template, n)``, it translates a
    template of :func:`~gameofyear.narrate.describe`,
    :func:`~gameofyear.narrate.day_name`,
    :func:`~gameofyear.narrate.effects_in_words`…; a plural without a
    translation is written as in English (``"%n day(s)"`` → "3 days",
    :func:`~gameofyear.ui.wording.plural`). :meth:`join` makes it a
    :class:`~gameofyear.narrate.Lister`: the narrator's lists of names follow
    the language's locale.
    """

    def __call__(self, text: str, n: int = -1, /) -> str:
        """Return ``text`` (a template of context ``Log``) translated; with ``n``, its plural form for ``n``."""
        if n < 0:
            return QCoreApplication.translate("Log", text)
        from .wording import plural

        return plural("Log", text, n)

    def join(self, items: Sequence[str], /) -> str:
        """Return ``items`` as one list of the interface's language (:func:`list_in_words`)."""
        return list_in_words(items)


log_tr = LogWords()
"""The window's ``tr`` for :mod:`gameofyear.narrate` (see :class:`LogWords`)."""


def list_in_words(items: Sequence[str]) -> str:
    """Return names (or numbers) as one list in the interface's language, by Qt's locale.

    ``QLocale(language).createSeparatedList`` for the language
    :func:`install_translators` put in place (English: :data:`SOURCE_LOCALE`):
    "Anna, Bruno and Carla", "Anna, Bruno et Carla", "Anna, Bruno und Carla";
    one name is itself, none is "".
    """
    return QLocale(SOURCE_LOCALE if _current == "en" else _current).createSeparatedList(list(items))


# --------------------------------------------------------------------------- View ▸ Language


def add_language_menu(window: MainWindow, view_menu: QMenu) -> QMenu:
    """Add View ▸ Language (English, Français, Italiano, and any language a translator added) to ``view_menu``.

    The entry in use is checked.

    Choosing an entry calls :func:`switch_language`. The menu and its actions
    are the window's children, so :func:`rebuild_menus` replaces them.
    """
    menu = QMenu(QCoreApplication.translate("MainWindow", "&Language"), window)
    view_menu.addMenu(menu)
    group = QActionGroup(window)
    window.language_actions = {}
    chosen = window.language
    for code in available_languages():
        action = QAction(language_name(code), window, checkable=True)
        action.setChecked(code == chosen)
        action.setData(code)
        action.triggered.connect(lambda _=False, c=code: switch_language(window, c))
        group.addAction(action)
        menu.addAction(action)
        window.language_actions[code] = action
    return menu


def rebuild_menus(window: MainWindow) -> None:
    """Build the window's actions and menus again, in the language now installed.

    The actions, action groups and menus that are the window's own children
    are deleted and :meth:`MainWindow._build_actions` and ``_build_menus``
    make them anew; each action keeps whether it was enabled, and the zoom
    actions are connected to the board on screen again.
    """
    names = {name: value for name, value in vars(window).items() if isinstance(value, QAction)}
    enabled = {name: action.isEnabled() for name, action in names.items()}
    recent = getattr(window, "recent_menu", None)
    recent_enabled = recent.isEnabled() if recent is not None else True
    old = [child for child in window.children() if isinstance(child, (QAction, QActionGroup, QMenu))]
    for child in old:
        if isinstance(child, QAction):
            window.removeAction(child)
    window.setMenuBar(QMenuBar(window))  # the old bar goes, with the menus it made
    for child in old:
        child.deleteLater()
    window._build_actions()
    window._build_menus()
    for name, was_enabled in enabled.items():
        action = getattr(window, name, None)
        if isinstance(action, QAction) and action is not names[name]:
            action.setEnabled(was_enabled)
    if getattr(window, "recent_menu", None) is not None:
        window.recent_menu.setEnabled(recent_enabled)
    board = getattr(window, "board_view", None) if window.game is not None else None
    if board is not None:
        window.zoom_in_action.triggered.connect(board.zoom_in)
        window.zoom_out_action.triggered.connect(board.zoom_out)
        window.zoom_reset_action.triggered.connect(board.reset_zoom)


def _load_texts(window: MainWindow, language: str) -> Any:
    """Load the words of the window's content in ``language`` (the rules are not read again).

    Returns:
        The new :class:`~gameofyear.content.Texts`, or None when there is no
        content or its texts cannot be read (a message says why; the texts stay
        in the old language).
    """
    from ..content import ContentError, load_texts

    content = window.content
    if content is None:
        return None
    try:
        return load_texts(content, language)
    except ContentError as exc:
        log.error("texts cannot be loaded in %s: %s", language, "; ".join(exc.problems))
        window._tell(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "Game of the Year"),
                     QCoreApplication.translate("MainWindow", "The almanac cannot be read again, so its texts stay "
                                                              "as they were:") + "\n\n" + "\n".join(exc.problems[:20]))
        return None


def switch_language(window: MainWindow, language: str) -> bool:
    """View ▸ Language: speak ``language`` from now on, without losing the game in progress.

    The choice is remembered (:attr:`Settings.language`), the translators are
    installed again, the almanac's words are read in that language
    (:attr:`MainWindow.texts`; the game, its rules and the position kept for an
    undo are not touched), and the menus, the board, the machine, the players' panel and the log are
    built again around the same controller and game; the log is told again
    from the start in the new language, with a line saying so. A decision waiting for a person is asked again in
    the new language. While events are being shown, the views are rebuilt
    once they have all been shown.

    Args:
        window: the main window.
        language: ``en``, ``fr``, ``it`` or another of :func:`~gameofyear.ui.settings.available_languages`.

    Returns:
        True when the language changed; False when it was already in use.

    Raises:
        ValueError: a language not in :func:`~gameofyear.ui.settings.available_languages`.
    """
    known = available_languages()
    if language not in known:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(known)})")
    texts = window.texts
    if language == current_language() and (texts is None or texts.language == language):
        _check(window, language)
        return False
    log.info("language: %s", language)
    window.settings.language = language
    install_translators(language)
    if texts is not None and texts.language != language:
        new = _load_texts(window, language)
        if new is not None:
            window.texts = new
            if new.warnings:
                window.show_content_warnings(new.warnings)
    rebuild_menus(window)
    _check(window, window.language)
    window._update_title()
    if window.game is None:
        window._show_welcome()
    elif window._group is not None:
        window._group.finished.connect(lambda: _rebuild_game_view(window, ask_again=False))
    else:
        _rebuild_game_view(window, ask_again=True)
    return True


def _check(window: MainWindow, language: str) -> None:
    action = getattr(window, "language_actions", {}).get(language)
    if action is not None:
        action.setChecked(True)


def _rebuild_game_view(window: MainWindow, *, ask_again: bool) -> None:
    """Build the board, machine, panel and log again for the game on screen, in the language now installed.

    Args:
        ask_again: True when no events are being shown: the decision awaited
            is shown again (a person's dialog or spin, or the computer's turn).
            False right after the last events were shown: the controller asks
            for the next decision itself.
    """
    controller, game = window.controller, window.game
    if controller is None or game is None:
        return
    covered = window.cover is not None  # the screen was being passed: it still is, in the new language
    window._hide_card()
    window._close_current_dialog()
    old_scene = getattr(window, "scene", None)
    window._build_game_view(controller.humans)
    if old_scene is not None:
        old_scene.deleteLater()
    window.scene.set_active_player(game.state.active)
    window._refresh_panel()
    window._fill_log(window.replayed_log())  # the whole evening, told again in the new language
    #: said in the log after View ▸ Language: write the name of your own language
    window.log.add_line(QCoreApplication.translate("MainWindow", "The game goes on in English."), heading=True)
    if game.finished:
        outcome = game.outcome()
        if outcome is not None:
            window.banner.show_turn(window.names[outcome.first], window.colours[outcome.first],
                                    QCoreApplication.translate("MainWindow", "reached the last day"))
        return
    if not ask_again:
        return
    decision = game.pending
    if decision is None:
        return
    if controller.waiting_for_human == decision.player:
        # the same person is asked again: no "pass the screen" in between, unless it was not passed yet
        if not covered:
            window._last_human_seen = decision.player
        QTimer.singleShot(0, window, lambda: window._human_decision(decision))
    elif not controller.is_human(decision.player):
        window._computer_thinking(decision.player)
