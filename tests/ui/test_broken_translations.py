"""No translator's typo can crash the game: a translation whose placeholders are wrong gives the English sentence.

Each translated ``.ts`` is read; every placeholder of every string is broken
in turn (renamed, given a conversion, dropped, an unbalanced brace) and the
guarded translator must then give English. The dialogs of every decision
are opened with such broken translations installed: they open, and no brace
is left on screen.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from gameofyear.ui.language import translation_file
from gameofyear.ui.wording import GuardedTranslator, fill, placeholders, same_placeholders

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_dialogs import SITUATIONS, all_text, open_dialog  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
TRANSLATED = sorted(p for p in FOLDER.glob("gameofyear_*.ts") if not p.name.endswith("_en.ts"))
FIELD = re.compile(r"\{[a-z][a-z0-9_]*\}|%\d")

BREAKS: dict[str, Callable[[str], str]] = {
    "renamed": lambda field: field[:-1] + "x}" if field.startswith("{") else "%9",
    "conversion": lambda field: field[:-1] + "!r}" if field.startswith("{") else "{0}",
    "dropped": lambda field: "",
    "unbalanced": lambda field: field[:-1] if field.startswith("{") else "{",
}


def messages(ts: Path) -> list[tuple[str, str, str | None, list[str]]]:
    """(context, source, disambiguation, translations) of every finished message of ``ts``."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            if element is None or element.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in element.iter("numerusform")] or [element.text or ""]
            found.append((name, message.findtext("source") or "", message.findtext("comment"), forms))
    return found


def broken(text: str, index: int, how: str) -> str | None:
    """``text`` with its ``index``-th placeholder broken ``how``, or None when it has no such placeholder."""
    fields = list(FIELD.finditer(text))
    if index >= len(fields):
        return None
    match = fields[index]
    return text[: match.start()] + BREAKS[how](match.group(0)) + text[match.end():]


class Fixed(QTranslator):
    """A translator that answers one (context, source) with a given text, and nothing else."""

    def __init__(self, context: str, source: str, text: str):
        super().__init__()
        self.key, self.text = (context, source), text

    def isEmpty(self) -> bool:  # noqa: N802
        return False

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102
        return self.text if (context, source) == self.key else ""


@pytest.mark.parametrize("ts", TRANSLATED, ids=lambda p: p.name)
@pytest.mark.parametrize("how", sorted(BREAKS))
def test_each_placeholder_of_every_translation_broken_in_turn_gives_english(qapp, ts, how):
    checked = 0
    for context, source, comment, forms in messages(ts):
        for form in forms:
            index = 0
            while (bad := broken(form, index, how)) is not None:
                index += 1
                if placeholders(bad) is not None and same_placeholders(source, bad):
                    continue  # the same placeholder twice: dropping one copy still says everything
                n = 2 if "%n" in source else -1
                english = QCoreApplication.translate(context, source, comment, n)  # the source, or English's plural form
                guard = GuardedTranslator(Fixed(context, source, bad))
                QCoreApplication.installTranslator(guard)
                try:
                    text = QCoreApplication.translate(context, source, comment, n)
                finally:
                    QCoreApplication.removeTranslator(guard)
                assert text == english, (ts.name, source, bad, text)
                assert guard.faults == {(context, source)}
                values = {name: "V" for name in placeholders(source)[0]}  # type: ignore[index]
                assert "{" not in fill(text, values).replace("{{", "")
                checked += 1
    assert checked >= sum(1 for _, source, _, forms in messages(ts) for form in forms if FIELD.search(form))


def test_a_good_translation_passes_the_guard(qapp):
    guard = GuardedTranslator(Fixed("Dialogs", "Offer days to {name}?", "Tage an {name} anbieten?"))
    QCoreApplication.installTranslator(guard)
    try:
        assert QCoreApplication.translate("Dialogs", "Offer days to {name}?") == "Tage an {name} anbieten?"
    finally:
        QCoreApplication.removeTranslator(guard)
    assert not guard.faults
    assert same_placeholders("%n day(s) for {name}", "einen Tag für {name}")  # %n is the guard's to check, below
    assert not same_placeholders("{a} and {b}", "{a} und {a}")


def test_a_plural_form_without_its_count_gives_the_english_plural(qapp):
    """A form that lost ``%n`` ("muitas fichas") would show no number: the English plural is shown instead."""
    english = QTranslator()
    assert english.load(str(translation_file("en")))
    guard = GuardedTranslator(Fixed("PlayersPanel", "%n token(s)", "muitas fichas"), english)
    QCoreApplication.installTranslator(guard)
    try:
        assert QCoreApplication.translate("PlayersPanel", "%n token(s)", None, 5) == "5 tokens"
    finally:
        QCoreApplication.removeTranslator(guard)
    assert guard.faults == {("PlayersPanel", "%n token(s)")}
    fine = GuardedTranslator(Fixed("PlayersPanel", "%n token(s)", "%n fichas"), english)
    assert fine.translate("PlayersPanel", "%n token(s)", None, 5) == "%n fichas" and not fine.faults


class Hostile(QTranslator):
    """A real translation with the ``index``-th placeholder of every string broken ``how``."""

    def __init__(self, language: str, index: int, how: str):
        super().__init__()
        self.real = QTranslator()
        assert self.real.load(str(translation_file(language)))
        self.index, self.how = index, how

    def isEmpty(self) -> bool:  # noqa: N802
        return False

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102
        text = self.real.translate(context, source, disambiguation, n)
        return (broken(text, self.index, self.how) or text) if text else text


@pytest.mark.parametrize("index", [0, 1, 2])
@pytest.mark.parametrize("how", ["conversion", "dropped"])
def test_every_dialog_opens_with_every_placeholder_broken_in_turn(qtbot, index, how):
    """With the French translation broken (the ``index``-th placeholder of every string), each dialog opens."""
    guard = GuardedTranslator(Hostile("fr", index, how))
    QCoreApplication.installTranslator(guard)
    try:
        for name in sorted(SITUATIONS):
            _game, _decision, dialog = open_dialog(qtbot, name)
            shown = all_text(dialog)
            assert not re.search(r"\{[a-z_0-9]*[!:}]", shown), (name, shown)
            dialog.reject()
    finally:
        QCoreApplication.removeTranslator(guard)
    if index == 0:
        assert guard.faults, "no string was broken"
