"""The interface's language: Qt translators, the log's words and View ▸ Language.

The interface speaks English and every language a translator added
(:func:`~gameofyear.ui.settings.available_languages`). Its strings go through
Qt's translation system (``self.tr`` / ``QCoreApplication.translate``); the
translations are ``resources/translations/gameofyear_<lang>.qm``, built from
the ``.ts`` sources by ``python packaging/translations.py``. English has one
too: it only gives the plural forms (``"%n token(s)"`` → "1 token", "3 tokens").
Qt's own words (the buttons of standard dialogs) come from Qt's ``qtbase_<lang>.qm``.

:func:`install_translators` puts a language in place (at start, before the
window is built); :func:`change_language` changes it while the game goes on.
Installing translators sends ``QEvent.LanguageChange`` to every widget: each
window, menu, panel and view writes its own words again in place
(``retranslate_ui``), and each window reads its almanac's texts in the new
language itself. This module knows no window: :class:`LanguageMenu` offers the
languages and calls back whoever built it (``MainWindow.set_language``,
``NetworkGameWindow.set_language``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from .settings import available_languages, qt_language

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
    return QLocale(SOURCE_LOCALE if language == "en" else qt_language(language))


def language_name(language: str) -> str:
    """Return a language's name in that language, as Qt knows it: "Français", "Deutsch", "Português (Brasil)".

    A code with a region adds the region's own name, so that two kinds of one
    language can be told apart; a script is told by the name itself ("Srpski" for
    ``sr@latin`` beside "Српски"); a modifier Qt has no script for is added as it is
    ("Català (valencia)"); an unknown code is shown as it is.
    """
    if language == "en":
        return "English"  # Qt's own name of bare English is "American English"
    code, _, modifier = language.partition("@")
    qt_name = qt_language(language)
    locale = QLocale(qt_name)
    if locale.language() == QLocale.Language.C or (locale.name() == "en_US" and not language.startswith("en")):
        return language
    name = locale.nativeLanguageName() or language
    name = name[:1].upper() + name[1:]
    if "_" in code and code.split("_")[-1].isupper():
        region = locale.nativeTerritoryName()
        if region:
            name += f" ({region})"
    if modifier and qt_name == code:
        name += f" ({modifier})"
    return name


def moment_in_words(moment: Any) -> str:
    """Write a moment (a Python ``datetime``, with or without its offset) as the person reads dates and times:
    the short date and time of :func:`locale_for` the language installed (``"03/12/2026 21:04"`` in English),
    shown in this machine's time zone. The C locale of a bare system would write ``"3 12 2026 21:04"``."""
    from PySide6.QtCore import QDateTime

    return locale_for(_current).toString(QDateTime.fromSecsSinceEpoch(int(moment.timestamp())),
                                         QLocale.FormatType.ShortFormat)


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
    for path in (qt_folder / f"qtbase_{qt_language(language)}.qm", translation_file(language)):
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


# --------------------------------------------------------------------------- changing language


def deliver_language_change() -> None:
    """Deliver at once the ``QEvent.LanguageChange`` that installing translators posted to every window.

    Qt posts the event (one per window, however many translators changed); the
    windows then retranslate themselves before this returns, rather than at the
    next turn of the event loop.
    """
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange.value)


def change_language(language: str, settings: Any = None) -> bool:
    """Speak ``language`` from now on, in every window, without losing the game in progress.

    The choice is remembered (``settings.language``, when given), the
    translators are installed (:func:`install_translators`) and the
    ``QEvent.LanguageChange`` they send is delivered at once
    (:func:`deliver_language_change`): every window, menu and view writes its
    words again in place, and each window reads its almanac's texts in
    ``language``.

    Args:
        language: ``en``, ``fr``, ``it`` or another of :func:`~gameofyear.ui.settings.available_languages`.
        settings: the player's :class:`~gameofyear.ui.settings.Settings` (None: not remembered).

    Returns:
        True when the interface's language changed; False when it was already in use.

    Raises:
        ValueError: a language not in :func:`~gameofyear.ui.settings.available_languages`.
    """
    known = available_languages()
    if language not in known:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(known)})")
    if settings is not None:
        settings.language = language
    if language == current_language():
        return False
    log.info("language: %s", language)
    install_translators(language)
    deliver_language_change()
    return True


def speak(window: QWidget, language: str, settings: Any, texts_language: str | None,
          menu: LanguageMenu | None) -> bool:
    """View ▸ Language in any window: speak ``language`` from now on, in this window and every other.

    The choice is remembered in ``settings`` (None: not remembered) and the translators installed
    (:func:`change_language`); the ``QEvent.LanguageChange`` they send makes every window retranslate itself in
    place. A window whose almanac's words (``texts_language``) lag behind a language already installed is sent
    the change itself. ``menu`` (the window's :class:`LanguageMenu`) checks the language.

    Returns:
        True when the language changed (or the window's words followed it); False when it was already in use.

    Raises:
        ValueError: a language not in :func:`~gameofyear.ui.settings.available_languages`.
    """
    changed = change_language(language, settings)
    if not changed and texts_language is not None and texts_language != language:
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))  # the almanac only lagged behind
        changed = True
    if menu is not None:
        menu.check(language)
    return changed


class LanguageMenu(QMenu):
    """View ▸ Language: English and every language a translator added, each under its own name; the one in use checked.

    Choosing an entry calls ``chosen(code)``. The menu and its actions are made
    once; on ``QEvent.LanguageChange`` the menu writes its title again and
    checks the language now installed.

    Args:
        parent: the window whose View menu holds it.
        chosen: called with the code of the language chosen (``"fr"``), e.g. ``MainWindow.set_language``.
        checked: the language checked at first (None: :func:`current_language`).
    """

    def __init__(self, parent: QWidget, chosen: Callable[[str], object], checked: str | None = None):
        super().__init__(parent)
        self._group = QActionGroup(self)
        self.actions_by_language: dict[str, QAction] = {}
        """The entries, by language code."""
        for code in available_languages():
            action = QAction(language_name(code), self, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: chosen(c))
            self._group.addAction(action)
            self.addAction(action)
            self.actions_by_language[code] = action
        self.check(checked or current_language())
        self.retranslate_ui()

    def check(self, language: str) -> None:
        """Check ``language``'s entry (a language not offered checks nothing)."""
        action = self.actions_by_language.get(language)
        if action is not None:
            action.setChecked(True)

    def retranslate_ui(self) -> None:
        """Write the menu's title in the language installed (each language keeps its own name)."""
        self.setTitle(QCoreApplication.translate("MainWindow", "&Language"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change, and check the language now installed."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.check(current_language())
        super().changeEvent(event)
