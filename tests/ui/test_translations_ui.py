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
    """Every string of gameofyear/ui/*.py and gameofyear/narrate/ is in the .ts, and nothing else (run packaging/translations.py)."""
    report = reports[language]
    assert report.missing == [] and report.extra == [], "\n".join(report.lines())
    assert report.strings > (500 if language != "en" else 20)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_language_is_judged_on_its_mistakes_and_its_unfinished_strings_only_counted(reports, language):
    """A partial language passes: its unfinished strings show in English and are counted last; a finished plural
    has every form of the language filled, and nothing of the words is wrong."""
    report = reports[language]
    assert report.ok, "\n".join(report.lines())
    assert report.lines()[-1 if not report.unfinished else -2].endswith(f"{report.share:.0%} translated")
    for message in translations.read_ts(translations.ts_path(language)):
        if message.plural and not message.unfinished:
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
        for form in message.translations if not message.unfinished else ():
            if sorted(set(PLACEHOLDER.findall(form))) != wanted:
                wrong.append((message.context, message.source, form))
    assert wrong == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_shortcut_letters_and_edge_spaces_are_kept(language):
    """A source with ``&`` has one in its translation; leading and trailing spaces (" and ", " days") are kept."""
    wrong = []
    for message in translations.read_ts(translations.ts_path(language)):
        source = message.source.replace("&&", "")
        for form in message.translations if not message.unfinished else ():
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
    """Every template of the narrator with ``%n`` is a plural in the .ts (lupdate saw its ``translate(…, 1)`` marker)."""
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


def test_a_qm_file_gets_the_mode_of_a_plain_file_or_of_the_one_it_replaces(tmp_path):
    """Readable by every user of a system-wide install (0o644 under umask 022), not mkstemp's 0o600."""
    import os

    ts = tmp_path / "gameofyear_pt_BR.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="pt_BR">\n'
                  '<context><name>MainWindow</name><message><source>&amp;Game</source>'
                  '<translation>&amp;Jogo</translation></message></context>\n</TS>\n', encoding="utf-8")
    qm = tmp_path / "gameofyear_pt_BR.qm"
    umask = os.umask(0o022)
    try:
        translations.lrelease(ts, qm)
        assert qm.stat().st_mode & 0o777 == 0o644
        os.chmod(qm, 0o640)
        translations.lrelease(ts, qm)
        assert qm.stat().st_mode & 0o777 == 0o640
        qm.unlink()
        os.umask(0o027)
        translations.lrelease(ts, qm)
        assert qm.stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(umask)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([ts.name, qm.name])  # no temporary file left


def test_check_names_a_countless_plural_form_and_the_wrong_placeholder_and_counts_unfinished_strings(tmp_path):
    """A form "muitas fichas" (no %n) and a lost {name} are reported with context and source; unfinished strings
    are one count without --strict, one line each with it."""
    shipped = translations.read_ts(translations.ts_path("fr"))
    name_source = next(m for m in shipped if not m.plural and "{name}" in m.source and "%" not in m.source)
    ts = tmp_path / "gameofyear_pt_BR.ts"

    def escape(text):
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    ts.write_text(f"""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context><name>PlayersPanel</name>
<message numerus="yes"><source>%n token(s)</source>
<translation><numerusform>%n ficha</numerusform><numerusform>muitas fichas</numerusform></translation></message>
<message numerus="yes"><source>%n vacation card(s)</source>
<translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation></message>
<message numerus="yes"><source>%n kept card(s)</source>
<translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation></message>
</context>
<context><name>{name_source.context}</name>
<message><source>{escape(name_source.source)}</source><translation>{escape(name_source.source.replace("{name}", "{nome}"))}</translation></message>
</context>
</TS>
""", encoding="utf-8")
    translations.lrelease(ts, tmp_path / "gameofyear_pt_BR.qm")
    report = translations.check("pt_BR", tmp_path)
    assert not report.ok
    assert report.counts == [("PlayersPanel", "%n token(s)", "")]
    assert report.placeholders == [(name_source.context, name_source.source, "",
                                    "lacks {name}; has {nome}, which the source has not")]
    lines = report.lines()
    assert lines[0] == f"{ts}:13: placeholders differ from the source, lacks {{name}}; has {{nome}}, which the source " \
                       f"has not (English is shown): [{name_source.context}] {name_source.source!r}"
    assert lines[1] == f"{ts}:6: a plural form does not write the count %n (English is shown): [PlayersPanel] '%n token(s)'"
    assert any("placeholders differ from the source, lacks {name}; has {nome}, which the source has not" in line
               and name_source.context in line for line in lines)
    assert f"{ts}: 2 unfinished or empty (shown in English; --strict lists them)" in lines
    assert not any("unfinished or empty (shown in English):" in line for line in lines)
    strict = report.lines(strict=True)
    assert [line for line in strict if "unfinished or empty (shown in English):" in line] == [
        f"{ts}:10: unfinished or empty (shown in English): [PlayersPanel] '%n kept card(s)'",
        f"{ts}:8: unfinished or empty (shown in English): [PlayersPanel] '%n vacation card(s)'"]
    assert not any("--strict lists them" in line for line in strict)


def test_a_ts_that_is_no_xml_is_named_at_its_line_and_column(tmp_path):
    """A tag left open is one line, ``file:line:column``, and nothing else is judged; the check fails."""
    ts = tmp_path / "gameofyear_pt_BR.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<TS version="2.1" language="pt_BR">\n<context><name>X</name>\n'
                  '<message><source>&amp;Game</source><translation>&amp;Jogo</translaton></message>\n</context>\n</TS>\n',
                  encoding="utf-8")
    report = translations.check("pt_BR", tmp_path)
    assert not report.ok
    assert report.lines() == [f"{ts}:4:60: not XML a .ts can be (mismatched tag) (nothing else of the file was checked)"]
    with pytest.raises(translations.TsError, match=r":4:60: "):
        translations.read_ts(ts)
