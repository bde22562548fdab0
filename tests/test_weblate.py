"""The translation files as Weblate and translate-toolkit see them.

The almanac's words (``almanac/text/<lang>.yaml``, ``en.yaml`` the template)
go through translate-toolkit's ``yaml2po`` and ``po2yaml``, the console
scripts a volunteer with a PO tool runs, and through its YAML store as
Weblate uses it (read the language file, change a text, write it back). The
interface's ``.ts`` files are read as Weblate's Qt Linguist format reads them,
and ``packaging/translations.py`` builds each ``.qm`` without ever truncating
the file a running game reads.
"""

from __future__ import annotations

import importlib.util
import io
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from translate.storage import po, ts2
from translate.storage.yaml import YAMLFile

from gameofyear.content.loader import (
    default_folder,
    identical_to_english,
    is_language_code,
    load_content,
    load_texts,
    read_texts,
    text_report,
)

ROOT = Path(__file__).resolve().parents[1]
TEXT = default_folder() / "text"
LANGUAGES = ("en", *sorted(path.stem for path in TEXT.glob("*.yaml") if path.stem != "en" and is_language_code(path.stem)))
"""Every language of the almanac, English first (whatever a translator has added)."""
SECTIONS = {"almanac", "signs", "cards", "facts", "questions", "quizzes"}
NO_LINE_WRAPPING = 65535
"""Weblate's YAML file format parameter "Long lines wrapping: No line wrapping" (``yaml_line_wrap``)."""


def _script(name: str):
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


notes = _script("almanac_notes")
translations = _script("translations")


def _convert(tool: str, template: Path, source: Path, target: Path) -> None:
    """Run one translate-toolkit converter as its console script would (``yaml2po``, ``po2yaml``)."""
    subprocess.run([sys.executable, "-m", f"translate.convert.{tool}", "--progress=none",
                    "-t", str(template), "-i", str(source), "-o", str(target)],
                   check=True, capture_output=True, text=True)


def _key(unit_id: str) -> str:
    """``almanac->01-06->title`` (translate-toolkit's id of a YAML unit) → ``almanac.01-06.title``."""
    return unit_id.replace("->", ".")


def _units(path: Path) -> list[po.pounit]:
    return [unit for unit in po.pofile(path.read_bytes()).units if not unit.isheader()]


# --------------------------------------------------------------------------- the almanac's words


def _comments(path: Path) -> list[str]:
    """The comment lines of a YAML file, stripped (none of our values holds a line that starts with ``#``)."""
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.lstrip().startswith("#")]




def test_every_english_text_has_its_note_for_translators() -> None:
    """``en.yaml`` is what ``packaging/almanac_notes.py`` writes: a note above every key, the words unchanged."""
    english = notes.english_texts()
    assert (TEXT / "en.yaml").read_text(encoding="utf-8") == notes.render(english), \
        "run python packaging/almanac_notes.py"
    assert notes.note("almanac.07-14.title", "").startswith("Almanac, 14 July: the title")
    assert notes.note("cards.chance-12", "Receive {amount}.").startswith("Chance card 12: its text")
    assert "{amount} (a sum in the edition's money" in notes.note("cards.chance-12", "Receive {amount}.")
    assert "Italian edition only" in notes.note("cards.hazard-it-03", "")
    with pytest.raises(ValueError):
        notes.note("format", "1")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_language_file_holds_only_words(language: str) -> None:
    """No ``format``, ``language`` or ``same_as_english`` in a words file: a tool would offer them to a translator."""
    top = {line.partition(":")[0] for line in (TEXT / f"{language}.yaml").read_text(encoding="utf-8").splitlines()
           if line and not line.startswith((" ", "#"))}
    assert top == SECTIONS


@pytest.mark.parametrize("language", LANGUAGES)
def test_yaml2po_offers_each_text_once_with_its_note(tmp_path: Path, language: str) -> None:
    """One PO unit per text of the language file, none for anything else; each with its note and its translation."""
    english = read_texts(TEXT / "en.yaml")[0]
    texts = read_texts(TEXT / f"{language}.yaml")[0]
    pofile = tmp_path / f"{language}.po"
    _convert("yaml2po", TEXT / "en.yaml", TEXT / f"{language}.yaml", pofile)
    units = _units(pofile)
    keys = [_key(unit.getlocations()[0]) for unit in units]
    assert len(keys) == len(set(keys)) == len(english)
    assert set(keys) == set(english)
    for key, unit in zip(keys, units, strict=True):
        assert unit.source == english[key]
        assert unit.target == texts[key], key
        assert unit.getnotes("developer") == notes.note(key, english[key]), key


def test_the_guide_s_template_command_gives_every_text_untranslated_with_its_note(tmp_path: Path) -> None:
    """docs/TRANSLATING.md's ``yaml2po … .pot`` line, run as written: one unit per English text, its msgstr empty,
    its note kept (``-t en.yaml -i en.yaml --pot`` would fill every msgstr with the English)."""
    guide = (ROOT / "docs" / "TRANSLATING.md").read_text(encoding="utf-8")
    command = next(line.split("#")[0].split() for line in guide.splitlines()
                   if line.startswith("yaml2po ") and ".pot" in line)
    assert command[-2:] == ["-o", "pt_BR.pot"], command
    output = tmp_path / "pt_BR.pot"
    subprocess.run([sys.executable, "-m", "translate.convert.yaml2po", "--progress=none", *command[1:-1], str(output)],
                   check=True, capture_output=True, text=True, cwd=ROOT)
    english = read_texts(TEXT / "en.yaml")[0]
    units = _units(output)
    assert sorted(_key(unit.getlocations()[0]) for unit in units) == sorted(english)
    for unit in units:
        key = _key(unit.getlocations()[0])
        assert unit.source == english[key] and unit.target == "", key
        assert unit.getnotes("developer") == notes.note(key, english[key]), key


def _said(lines: Sequence[str], almanac: Path) -> list[str]:
    """What a report says, without where (the lines of a file ``po2yaml`` wrote are its own) nor which folder."""
    return [line.split(": ", 1)[-1].replace(str(almanac), "<almanac>") for line in lines]


@pytest.mark.parametrize("language", LANGUAGES)
def test_po2yaml_gives_back_a_file_the_game_reads_to_the_same_texts(tmp_path: Path, language: str) -> None:
    """YAML → PO → YAML: the game reads every text as before, ``validate`` finds nothing, a second PO is the first.

    ``po2yaml`` writes its own layout (a block per date, no comments): the
    comments that matter are the notes of ``en.yaml``, which every PO made
    from it carries again; ``same_as_english`` and the hashes are beside the
    words file and untouched.
    """
    almanac = tmp_path / "almanac"
    shutil.copytree(TEXT.parent, almanac)
    first = tmp_path / "first.po"
    _convert("yaml2po", TEXT / "en.yaml", TEXT / f"{language}.yaml", first)
    _convert("po2yaml", TEXT / "en.yaml", first, almanac / "text" / f"{language}.yaml")

    assert read_texts(almanac / "text" / f"{language}.yaml")[0] == read_texts(TEXT / f"{language}.yaml")[0]
    before, after = load_content(TEXT.parent), load_content(almanac)
    assert dict(load_texts(after, language).entries) == dict(load_texts(before, language).entries)
    for report in (lambda content: load_texts(content, language).warnings, lambda content: text_report(content, language),
                   lambda content: identical_to_english(content, language)):
        assert _said(report(after), almanac) == _said(report(before), TEXT.parent)

    second = tmp_path / "second.po"
    _convert("yaml2po", TEXT / "en.yaml", almanac / "text" / f"{language}.yaml", second)
    assert [(u.getlocations(), u.source, u.target, u.getnotes()) for u in _units(second)] == \
           [(u.getlocations(), u.source, u.target, u.getnotes()) for u in _units(first)]


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
def test_the_round_trip_loses_no_comment(tmp_path: Path, language: str) -> None:
    """YAML → PO → YAML keeps every comment of a language file: ``po2yaml`` writes none, so the file has none.

    The notes for translators live in the template (``en.yaml``, carried by
    every PO); a comment written into ``fr.yaml`` would be lost by the first
    PO round trip, so this test names it.
    """
    source = TEXT / f"{language}.yaml"
    po_file, back = tmp_path / f"{language}.po", tmp_path / f"{language}.yaml"
    _convert("yaml2po", TEXT / "en.yaml", source, po_file)
    _convert("po2yaml", TEXT / "en.yaml", po_file, back)
    lost = [comment for comment in _comments(source) if comment not in _comments(back)]
    assert lost == [], (f"{source.name}: these comments do not survive yaml2po/po2yaml; write notes in en.yaml "
                        f"(packaging/almanac_notes.py) or docs/TRANSLATING.md: {lost}")
    assert _comments(TEXT / "en.yaml"), "the template keeps its notes"


def _weblate_store(path: Path) -> YAMLFile:
    store = YAMLFile(path.open("rb"))
    store.dump_args["width"] = NO_LINE_WRAPPING
    return store


def _serialized(store: YAMLFile) -> str:
    out = io.BytesIO()
    store.serialize(out)
    return out.getvalue().decode("utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_weblate_writes_a_language_file_back_as_it_was(tmp_path: Path, language: str) -> None:
    """Weblate's YAML store, lines not wrapped: unchanged, the file comes back byte for byte; one text changed, one line.

    Every comment and the one-line ``{title: …, text: …}`` of a date are kept;
    the new text reads back through the game's own reader.
    """
    path = TEXT / f"{language}.yaml"
    original = path.read_text(encoding="utf-8")
    assert _serialized(_weblate_store(path)) == original

    store = _weblate_store(path)
    unit = next(u for u in store.units if u.getid() == "almanac->01-06->title")
    unit.target = 'Epiphany: "the Kings", at last!'
    written = tmp_path / f"{language}.yaml"
    written.write_text(_serialized(store), encoding="utf-8")
    changed = [(a, b) for a, b in zip(original.splitlines(), written.read_text(encoding="utf-8").splitlines(),
                                      strict=True) if a != b]
    assert len(changed) == 1 and "Kings" in changed[0][1], changed
    texts = read_texts(written)[0]
    assert texts["almanac.01-06.title"] == 'Epiphany: "the Kings", at last!'
    assert {k: v for k, v in texts.items() if k != "almanac.01-06.title"} == \
           {k: v for k, v in read_texts(path)[0].items() if k != "almanac.01-06.title"}


# --------------------------------------------------------------------------- the interface's .ts and .qm


def _locations(ts: Path) -> list[tuple[str, list[tuple[Path, int]]]]:
    """Each current message's source and locations, as translate-toolkit (Weblate's reader) resolves them."""
    store = ts2.tsfile(ts.read_bytes())
    found = []
    for unit in store.units:
        if unit.isheader() or unit.isobsolete():
            continue
        places = []
        for location in unit.getlocations():
            name, _, line = location.rpartition(":")
            places.append(((ts.parent / name).resolve(), int(line)))
        found.append((unit.source, places))
    return found


def _joined(path: Path) -> str:
    """The code of ``path`` with literals split over lines (``"a "\\n "b"``) joined back."""
    return re.sub(r"([\"'])\s*\n\s*[fr]?\1", "", path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", translations.languages() + translations.PLURAL_ONLY)
def test_each_interface_string_keeps_where_the_code_uses_it(language: str) -> None:
    """Every string of a ``.ts`` names a file of the code and a line in it, as Weblate reads them, and the file has it."""
    ts = translations.ts_path(language)
    messages = _locations(ts)
    assert len(messages) > 20
    for source, places in messages:
        assert places, f"{source!r} has no location"
        for path, line in places:
            assert path.is_file() and ROOT in path.parents, (source, path)
            code = path.read_text(encoding="utf-8")
            assert 1 <= line <= code.count("\n") + 1, (source, path, line)
        words = max(re.findall(r"[A-Za-z][A-Za-z ,']{3,}", source) or [""], key=len)[:25]
        assert any(words in _joined(path) for path, _ in places), (source, places)


def test_the_script_writes_absolute_locations(tmp_path: Path) -> None:
    """``lupdate`` as the script runs it writes each location with its file and its own line, never ``+12``."""
    copy = tmp_path / "sub" / "gameofyear_fr.ts"
    copy.parent.mkdir()
    shutil.copyfile(translations.ts_path("fr"), copy)
    translations.lupdate("fr", copy)
    text = copy.read_text(encoding="utf-8")
    assert 'line="+' not in text and 'line="-' not in text
    messages = text.count("<message")
    assert messages > 500
    assert text.count("<location filename=") == text.count("<location") >= messages  # each message, its places
    assert [m for m, _ in _locations(copy)] == [m for m, _ in _locations(translations.ts_path("fr"))]


def test_a_qm_is_replaced_whole_and_an_open_one_keeps_reading_the_old(tmp_path: Path) -> None:
    """``lrelease`` builds into a temporary file renamed over the ``.qm``: a new inode, never a truncated file.

    A handle opened on the old ``.qm`` (as a running game's translator holds
    it) reads the old file whole after the rebuild; a failed build leaves the
    ``.qm`` as it was; no temporary file is left behind.
    """
    ts = tmp_path / "gameofyear_fr.ts"
    qm = tmp_path / "gameofyear_fr.qm"
    shutil.copyfile(translations.ts_path("fr"), ts)
    translations.lrelease(ts, qm)
    old = qm.read_bytes()
    inode = os.stat(qm).st_ino
    with qm.open("rb") as running:
        ts.write_text(ts.read_text(encoding="utf-8").replace(">Nombre<", ">Numéro<", 1), encoding="utf-8")
        translations.lrelease(ts, qm)
        assert os.stat(qm).st_ino != inode
        assert running.read() == old
    new = qm.read_bytes()
    assert new != old and len(new) > 1000

    ts.write_text("<TS><context><message>", encoding="utf-8")
    with pytest.raises(subprocess.CalledProcessError):
        translations.lrelease(ts, qm)
    assert qm.read_bytes() == new
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gameofyear_fr.qm", "gameofyear_fr.ts"]


def test_a_kept_english_copy_reaches_the_po_tools_as_untranslated(tmp_path: Path) -> None:
    """``translations.py --almanac-po``: a text kept as English, even with a space or a capital changed, has an
    empty msgstr (Poedit and ``pocount`` count it as to do); a translated text and a listed proper name keep theirs."""
    import yaml

    almanac = tmp_path / "almanac"
    shutil.copytree(TEXT.parent, almanac)
    english = yaml.safe_load((TEXT / "en.yaml").read_text(encoding="utf-8"))
    french = (almanac / "text" / "fr.yaml").read_text(encoding="utf-8").splitlines()
    copies = {"hazard-01": english["cards"]["hazard-01"] + " ", "hazard-02": english["cards"]["hazard-02"].lower()}
    for name, text in copies.items():
        at = next(i for i, line in enumerate(french) if line.strip().startswith(f"{name}:"))
        french[at] = f'  {name}: "{text}"'
    (almanac / "text" / "fr.yaml").write_text("\n".join(french) + "\n", encoding="utf-8")
    target = tmp_path / "fr.po"
    assert translations.almanac_po("fr", target, almanac) == 2
    units = {_key(unit.getlocations()[0]): unit for unit in _units(target)}
    assert units["cards.hazard-01"].target == "" and units["cards.hazard-02"].target == ""
    assert not units["cards.hazard-01"].istranslated() and units["cards.hazard-03"].istranslated()
    assert units["signs.cancer"].target == "Cancer"  # listed under same_as_english: rightly the same
    assert sum(1 for unit in units.values() if not unit.istranslated()) == 2


PACKAGING_TEXTS = ROOT / "packaging" / "texts"
"""The words of the menus, software centres and installer: a third Weblate component, like the almanac's."""


@pytest.mark.parametrize("language", sorted(p.stem for p in PACKAGING_TEXTS.glob("*.yaml") if p.stem != "en"))
def test_the_packaging_words_go_through_weblate_s_yaml_round_trip_unchanged(tmp_path: Path, language: str) -> None:
    """YAML → PO → YAML with ``en.yaml`` as the template gives back the same words, the notes of ``en.yaml``
    reach the PO, and ``packaging/storetexts.py`` writes the same three files from the result."""
    from packaging_scripts import load_packaging_script

    store = load_packaging_script("storetexts")
    first = tmp_path / "first.po"
    _convert("yaml2po", PACKAGING_TEXTS / "en.yaml", PACKAGING_TEXTS / f"{language}.yaml", first)
    assert any("software centres" in unit.getnotes() for unit in _units(first))
    texts = tmp_path / "texts"
    shutil.copytree(PACKAGING_TEXTS, texts)
    _convert("po2yaml", PACKAGING_TEXTS / "en.yaml", first, texts / f"{language}.yaml")
    assert store.read_words(texts) == store.read_words(PACKAGING_TEXTS)
