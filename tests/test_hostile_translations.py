"""Translated texts cannot ask for formats: every translation keeps plain ``{name}`` placeholders, and filling is safe."""

from __future__ import annotations

import re
import string
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gameofyear.clean import clean_name, fill, printable
from gameofyear.content.loader import placeholder_problems

TRANSLATIONS = sorted((Path(__file__).resolve().parents[1] / "resources" / "translations").glob("*.ts"))


@pytest.mark.parametrize("ts", TRANSLATIONS, ids=lambda p: p.name)
def test_every_interface_translation_keeps_plain_placeholders(ts: Path) -> None:
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        if "{" not in source or not translation:
            continue
        assert placeholder_problems(translation) == [], (ts.name, source, translation)
        names = {n for _, n, _, _ in string.Formatter().parse(translation) if n}
        assert names <= {n for _, n, _, _ in string.Formatter().parse(source) if n}, (ts.name, translation)


def test_fill_substitutes_only_plain_placeholders_and_never_grows_a_text() -> None:
    assert fill("{day} {month}", day=3, month="May") == "3 May"
    assert fill("{{literal}} {missing}", {"x": 1}) == "{literal} {missing}"
    hostile = "{month:>999999999}{month!r}{0}{month.__class__}{month[0]}"
    started = time.process_time()  # the process's own time: a busy machine's other work does not count
    assert fill(hostile, month="May") == hostile
    assert time.process_time() - started < 0.1


def test_printable_replaces_controls_and_cuts_long_text() -> None:
    assert printable("a\x1b[2Jb\nc\u202ed\x00") == "a?[2Jb?c?d?"
    assert printable("x" * 500, 10) == "x" * 9 + "…"
    assert clean_name("  Eve\t ") == "Eve" and clean_name("E\tve") == "E?ve"
    assert len(clean_name("A" * 1000)) == 40


def test_a_language_file_of_wrong_values_shows_english_and_names_each_at_its_place(tmp_path: Path) -> None:
    """Values of every wrong shape (a mapping, a list, a section that is a text, a top-level list) never void
    more than their own entry, and never stop loading: each is named at its line and English is shown."""
    import shutil

    from gameofyear.content import load_content, load_texts
    from gameofyear.content.loader import default_folder

    folder = tmp_path / "almanac"
    shutil.copytree(default_folder(), folder)
    path = folder / "text" / "xx.yaml"
    path.write_text('almanac:\n  "01-01": {title: {a: {b: c}}, text: [1, [2]]}\n  "01-06": [x]\n'
                    'signs: [aries, leo]\ncards:\n  chance-01: {text: "x"}\n  chance-02: "Receba {amount} do banco."\n'
                    'format: [1]\nfacts: "x"\n', encoding="utf-8")
    content = load_content(folder)
    english, texts = load_texts(content), load_texts(content, "xx")
    assert texts.text("cards.chance-02") == "Receba 150\u00a0F do banco."
    for key in ("almanac.01-01.title", "almanac.01-01.text", "almanac.01-06.title", "signs.leo", "cards.chance-01"):
        assert texts.text(key) == english.text(key)
    placed = [w for w in texts.warnings if re.match(rf"{re.escape(str(path))}:\d+:\d+: ", w)]
    assert [w.split(": ", 1)[0] for w in placed] == [f"{path}:{line}:{column}" for line, column in
                                                     ((8, 9), (2, 20), (2, 39), (3, 12), (4, 8), (6, 14), (9, 8))]
    path.write_text("- not\n- a mapping\n", encoding="utf-8")
    warnings = load_texts(content, "xx").warnings
    assert len(warnings) == 1 and f"{path}:1:1: a language file maps its sections" in warnings[0]
