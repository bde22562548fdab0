"""Counts, lists of names and month names, written the Qt way in every language.

- Every count of the interface and of the log is a Qt plural (``%n``): no code
  chooses between a text for one and a text for several (:func:`hand_made_plurals`).
- A language has as many plural forms as Qt says (Polish 3, Arabic 6, Japanese 1),
  and Qt picks the right one.
- Lists of names are joined by the language's ``QLocale`` ("A, B et C", "A, B und C"),
  in the dialogs and in the log alike.
- Month names and dates come from one place, the log's (context ``Log``).
"""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

import pytest
from packaging_translations_loader import load_script
from PySide6.QtCore import QTranslator

from gameofyear.content import load_content, load_texts
from gameofyear.engine import events as ev
from gameofyear.narrate import describe, english_list, list_in_words, match_words, translate
from gameofyear.ui.language import install_translators, log_tr, remove_translators
from gameofyear.ui.language import list_in_words as gui_list
from gameofyear.ui.wording import plural

ROOT = Path(__file__).resolve().parents[2]
translations = load_script()

_TRANSLATING = frozenset({"tr", "translate", "QT_TRANSLATE_NOOP", "_say", "say", "plural"})
"""The calls that give a text in the reader's language."""


def _translates(nodes: list[ast.stmt] | list[ast.expr]) -> bool:
    """True when a text in the reader's language is made somewhere in ``nodes``."""
    for node in nodes:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call):
                func = sub.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                if name in _TRANSLATING:
                    return True
    return False


def _is_one_test(test: ast.expr) -> bool:
    """True when ``test`` compares something with 1 (``n == 1``, ``len(x) != 1``)."""
    for sub in ast.walk(test):
        if isinstance(sub, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq)) for op in sub.ops):
            if any(isinstance(x, ast.Constant) and x.value == 1 for x in [sub.left, *sub.comparators]):
                return True
    return False


def hand_made_plurals(source: str) -> list[int]:
    """Return the lines of ``source`` where a branch on a count being 1 picks between two translated texts.

    ``"1 day" if n == 1 else "{n} days"``, ``if n == 1: return tr(…)`` followed
    by another ``tr(…)``: a language with other plural forms cannot be written
    there. A branch on 1 that translates on one side only (``if rank == 1:`` add
    a sentence about the winner) is no plural and is not reported.
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.IfExp) and _is_one_test(node.test):
            if _translates([node.body]) and _translates([node.orelse]):
                found.append(node.lineno)
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for i, statement in enumerate(block):
                if isinstance(statement, ast.If) and _is_one_test(statement.test) and _translates(statement.body):
                    following = statement.orelse or block[i + 1:i + 2]
                    if _translates(following):
                        found.append(statement.lineno)
    return sorted(set(found))


def test_the_check_finds_a_hand_made_plural():
    """The check itself: the shapes a singular and a plural written by hand take are found, a winner's sentence is not."""
    assert hand_made_plurals('x = tr("day") if n == 1 else tr("days")\n') == [1]
    assert hand_made_plurals('def f(n):\n    if n == 1:\n        return tr("1 day")\n    return tr("{n} days")\n') == [2]
    assert hand_made_plurals('if len(c) != 1:\n    a = tr("cards")\nelse:\n    a = tr("card")\n') == [1]
    assert hand_made_plurals('if rank == 1:\n    lines.append(tr("{name} won the race."))\n') == []
    assert hand_made_plurals('s = "" if n == 1 else "s"\n') == []


NOT_COUNTS = {
    ("words.py", "if d == 1:"): "the first day of a month, an ordinal ('1er janvier', '1° gennaio')",
    ("netdialogs.py", 'if [k for _, _, k, _ in seated].count("here") != 1:'): "a rule of the lobby: exactly one seat here",
}
"""Branches on 1 that are not a count's plural: (file, line as written) → why."""


@pytest.mark.parametrize("path", sorted((ROOT / "gameofyear" / "ui").glob("*.py"))
                         + sorted((ROOT / "gameofyear" / "narrate").glob("*.py")),
                         ids=lambda p: p.name)
def test_no_count_is_written_with_a_hand_made_plural(path):
    """Every count of the interface and the log goes through Qt's ``%n`` plurals (narrate's ``english`` is the
    English source's own rule, for the terminal, and picks no translated text)."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = [(n, lines[n - 1].strip()) for n in hand_made_plurals(source)]
    assert [(n, line) for n, line in found if (path.name, line) not in NOT_COUNTS] == [], path


def test_the_branches_on_one_that_are_no_plural_are_still_there():
    """Each exception of :data:`NOT_COUNTS` is still in its file (a stale one would hide nothing, but mislead)."""
    for (name, line), _why in NOT_COUNTS.items():
        folder = ROOT / "gameofyear" / ("narrate" if (ROOT / "gameofyear" / "narrate" / name).is_file() else "ui")
        assert line in (folder / name).read_text(encoding="utf-8"), (name, line)


@pytest.mark.parametrize(("language", "forms"), [("en", 2), ("fr", 2), ("de", 2), ("pl", 3), ("ar", 6), ("ja", 1)])
def test_each_language_has_the_plural_forms_qt_gives_it(language, forms):
    assert translations.plural_forms(language) == forms


POLISH = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>DecisionDialog</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n żeton</numerusform>
            <numerusform>%n żetony</numerusform>
            <numerusform>%n żetonów</numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def test_a_language_with_three_plural_forms_gets_each_of_them(qapp, tmp_path):
    """Polish: 1 żeton, 3 żetony, 5 żetonów, 22 żetony — Qt's rule, through the window's plural()."""
    ts, qm = tmp_path / "gameofyear_pl.ts", tmp_path / "gameofyear_pl.qm"
    ts.write_text(POLISH, encoding="utf-8")
    subprocess.run([translations.tool("pyside6-lrelease"), str(ts), "-qm", str(qm), "-silent"], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        text = translate("DecisionDialog", "%n token(s)", "", 1)
        assert [plural("DecisionDialog", text, n) for n in (1, 3, 5, 22)] == ["1 żeton", "3 żetony", "5 żetonów", "22 żetony"]
    finally:
        qapp.removeTranslator(translator)


NAMES = ["Anna", "Bruno", "Carla"]


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Anna, Bruno and Carla"), ("fr", "Anna, Bruno et Carla"), ("de", "Anna, Bruno und Carla"),
    ("it", "Anna, Bruno e Carla")])
def test_three_names_are_joined_by_the_language_s_locale(qapp, language, expected):
    """The window's lists (winners, who stands on a square…) and the log's (the turn order) alike."""
    install_translators(language)
    try:
        assert gui_list(NAMES) == expected
        assert gui_list(NAMES[:1]) == "Anna" and gui_list([]) == ""
        assert list_in_words(NAMES, log_tr) == expected
        texts = load_texts(load_content(), language)
        assert expected in describe(ev.GameStarted((0, 1, 2)), NAMES, texts, log_tr)
    finally:
        remove_translators()


def test_the_terminal_joins_names_in_english_without_qt():
    assert english_list(NAMES) == "Anna, Bruno and Carla" == list_in_words(NAMES)
    assert list_in_words(NAMES, lambda text, n=-1: text) == "Anna, Bruno and Carla"  # a tr that cannot join
    texts = load_texts(load_content())
    assert describe(ev.GameStarted((2, 0)), NAMES, texts) == "The year begins. Turn order: Carla and Anna."


def test_a_team_of_a_match_is_joined_by_the_locale(qapp):
    from gameofyear.engine.match import Match

    match = Match(30, teams=True).after((10, 4, 5, 6))  # partners opposite: Anna and Carla, Bruno and Dario
    install_translators("fr")
    try:
        line = match_words(match, ["Anna", "Bruno", "Carla", "Dario"], log_tr)
        assert "Anna et Carla 15" in line and "Bruno et Dario 10" in line, line
    finally:
        remove_translators()


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


@pytest.mark.parametrize("language", translations.languages())
def test_month_names_and_dates_are_translated_in_one_context_only(language):
    """The dialogs, the board and the log all write dates with the log's words: one translation of each month."""
    where: dict[str, list[str]] = {}
    for message in translations.read_ts(translations.ts_path(language)):
        if message.source in (*MONTHS, "1 {month}", "{day} {month}"):
            where.setdefault(message.source, []).append(message.context)
    assert where == {source: ["Log"] for source in (*MONTHS, "1 {month}", "{day} {month}")}
