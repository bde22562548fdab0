"""Translated texts cannot ask for formats: every translation keeps plain ``{name}`` placeholders, and filling is safe."""

from __future__ import annotations

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
    started = time.monotonic()
    assert fill(hostile, month="May") == hostile
    assert time.monotonic() - started < 0.1


def test_printable_replaces_controls_and_cuts_long_text() -> None:
    assert printable("a\x1b[2Jb\nc\u202ed\x00") == "a?[2Jb?c?d?"
    assert printable("x" * 500, 10) == "x" * 9 + "…"
    assert clean_name("  Eve\t ") == "Eve" and clean_name("E\tve") == "E?ve"
    assert len(clean_name("A" * 1000)) == 40
