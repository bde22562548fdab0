"""The interface's translations: up to date with the code, finished, faithful to their placeholders, and loadable.

The checks are those of ``python packaging/translations.py --check`` (the
script is loaded from its file): ``pyside6-lupdate`` runs into a temporary
copy of each ``.ts`` and the strings it finds must be the file's strings.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

ROOT = Path(__file__).resolve().parents[2]


def _load_script():
    spec = importlib.util.spec_from_file_location("packaging_translations", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


translations = _load_script()
TRANSLATED = translations.languages()
LANGUAGES = TRANSLATED + translations.PLURAL_ONLY


@pytest.fixture(scope="module")
def reports():
    """One check per language (lupdate and lrelease into temporary files; nothing in the tree changes)."""
    return {language: translations.check(language) for language in LANGUAGES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_ts_file_has_exactly_the_strings_of_the_code(reports, language):
    """Every string of gameofyear/ui/*.py and narrate.py is in the .ts, and nothing else (run packaging/translations.py)."""
    report = reports[language]
    assert report.missing == [] and report.extra == [], "\n".join(report.lines())
    assert report.strings > (500 if language != "en" else 20)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_string_is_unfinished_or_empty(reports, language):
    """Each string is translated and marked finished; a plural has every form of the language filled."""
    report = reports[language]
    assert report.unfinished == [], "\n".join(report.lines())
    for message in translations.read_ts(translations.ts_path(language)):
        if message.plural:
            forms = translations.plural_forms(language)
            assert len(message.translations) == forms and all(form.strip() for form in message.translations), message


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_qm_file_is_built_from_the_ts_as_it_is(reports, language):
    assert not reports[language].stale_qm, "\n".join(reports[language].lines())


PLACEHOLDER = re.compile(r"\{\w+\}|%\d|%n")


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_keeps_the_placeholders_of_its_source(language):
    """``{name}``, ``%1`` and ``%n`` of a source are all in its translation (each plural form), and no other."""
    wrong = []
    for message in translations.read_ts(translations.ts_path(language)):
        wanted = sorted(set(PLACEHOLDER.findall(message.source)))
        for form in message.translations:
            if sorted(set(PLACEHOLDER.findall(form))) != wanted:
                wrong.append((message.context, message.source, form))
    assert wrong == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_shortcut_letters_and_edge_spaces_are_kept(language):
    """A source with ``&`` has one in its translation; leading and trailing spaces (" and ", " days") are kept."""
    wrong = []
    for message in translations.read_ts(translations.ts_path(language)):
        source = message.source.replace("&&", "")
        for form in message.translations:
            text = form.replace("&&", "")
            if ("&" in source) != ("&" in text) or (source[:1] == " ") != (text[:1] == " ") \
                    or (source[-1:] == " ") != (text[-1:] == " "):
                wrong.append((message.context, message.source, form))
    assert wrong == []


def test_french_puts_a_no_break_space_before_double_punctuation():
    """French typography, as in almanac/text/fr.yaml: "Quel nombre ?", never a plain space before : ; ! ?."""
    wrong = [form for message in translations.read_ts(translations.ts_path("fr")) for form in message.translations
             if re.search(r" [:;!?»]|« ", form)]
    assert wrong == []


def test_the_log_s_plurals_are_marked_for_translators():
    """Every template of narrate.py with ``%n`` is a plural in the .ts (lupdate saw its ``translate(…, 1)`` marker)."""
    log = [m for m in translations.read_ts(translations.ts_path("fr")) if m.context == "Log" and "%n" in m.source]
    assert len(log) >= 20
    assert all(m.plural for m in log), [m.source for m in log if not m.plural]


@pytest.mark.parametrize("language, expected", [
    ("fr", {("MainWindow", "&Game"): "&Partie", ("CardWidget", "HAZARD"): "MALCHANCE",
            ("Log", "{player} ends the turn."): "{player} termine son tour."}),
    ("it", {("MainWindow", "&Game"): "&Partita", ("CardWidget", "CHANCE"): "GIORNATA SI'",
            ("MachineWidget", "Time-progression machine"): "MACCHINA DEL TEMPO"}),
])
def test_the_qm_file_loads_and_translates(qapp, language, expected):
    translator = QTranslator()
    assert translator.load(str(translations.qm_path(language)))
    assert not translator.isEmpty()
    for (context, source), translation in expected.items():
        assert translator.translate(context, source) == translation
    QCoreApplication.installTranslator(translator)
    try:
        one, two = (QCoreApplication.translate("PlayersPanel", "%n token(s)", None, n) for n in (1, 2))
        assert (one, two) == {"fr": ("1 jeton", "2 jetons"), "it": ("1 gettone SOLE", "2 gettoni SOLE")}[language]
    finally:
        QCoreApplication.removeTranslator(translator)


def test_english_gives_only_the_plural_forms(qapp):
    """gameofyear_en.qm turns "%n token(s)" into "1 token" / "3 tokens" and leaves every other string alone."""
    translator = QTranslator()
    assert translator.load(str(translations.qm_path("en")))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("PlayersPanel", "%n token(s)", None, 1) == "1 token"
        assert QCoreApplication.translate("PlayersPanel", "%n vacation card(s)", None, 3) == "3 vacation cards"
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert all(m.plural for m in translations.read_ts(translations.ts_path("en")))
