"""A language being translated is data, for CI too, whatever its code.

A copy of the game's data gets throw-away languages whose codes are the tricky
ones (:data:`CODES`: a region of digits, a code that sorts before every language
of the game, ``pt`` beside ``pt_BR``, a script, a modifier written the POSIX way),
each begun as a translator begins: the almanac as the English copy with three texts
translated, the interface started by ``packaging/translations.py``'s own
``lupdate`` with two strings translated. The checks pass on it, the tests that
derive their languages from the files pass on it too (run on that copy), and a
placeholder mistake in either file is the first thing reported, at its file and
line.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import printed
from packaging_translations_loader import load_script

from gameofyear import cli

ROOT = Path(__file__).resolve().parents[2]
CODES = ("es_419", "ca", "pt", "pt_BR", "zh_Hant", "sr@latin")
"""The throw-away languages: none is a language of the game, each code is one a translator may well choose."""
CODE = CODES[0]
"""The language the placeholder mistake is made in."""
ALMANAC_WORDS = {"almanac.01-01.title": "Año Nuevo",
                 "cards.chance-01": "Encuentras un billete olvidado en el abrigo de invierno. El banco te paga {amount}.",
                 "signs.aries": "Aries"}
"""The three texts translated (Aries is the sign's name in Spanish too: it stays a copy of English)."""
INTERFACE_WORDS = {"&amp;Game": "Jue&amp;go", "{player} ends the turn.": "{player} termina su turno."}


def _translate_yaml(text: str, key: str, words: str) -> str:
    """Put ``words`` as the value of ``key`` (dotted) in a words file written like ``en.yaml``."""
    *_, last = key.split(".")
    section = key.split(".")[0]
    start = ("\n" + text).index(f"\n{section}:")
    if key.startswith("almanac."):
        start = text.index(f'"{key.split(".")[1]}":', start)
    at = re.compile(rf"^(\s+{re.escape(last)}): .*$", re.M).search(text, start)
    assert at is not None, key
    return text[:at.start()] + f"{at.group(1)}: {json.dumps(words, ensure_ascii=False)}" + text[at.end():]


def _partial_language(root: Path, code: str) -> tuple[Path, Path]:
    """Begin the language ``code`` in the data folder ``root``; return its words file and its ``.ts``."""
    english = (root / "almanac" / "text" / "en.yaml").read_text(encoding="utf-8")
    words = "\n".join(line for line in english.splitlines() if not line.lstrip().startswith("#")) + "\n"
    for key, text in ALMANAC_WORDS.items():
        words = _translate_yaml(words, key, text)
    yaml_path = root / "almanac" / "text" / f"{code}.yaml"
    yaml_path.write_text(words, encoding="utf-8")
    script = load_script()
    folder = root / "resources" / "translations"
    ts = script.ts_path(code, folder)
    script.lupdate(code, ts)
    xml = ts.read_text(encoding="utf-8")
    for source, translation in INTERFACE_WORDS.items():
        xml, count = re.subn(rf"(<source>{re.escape(source)}</source>\s*)<translation type=\"unfinished\"></translation>",
                             rf"\g<1><translation>{translation}</translation>", xml)
        assert count >= 1, source
    ts.write_text(xml, encoding="utf-8")
    script.lrelease(ts, script.qm_path(code, folder))
    return yaml_path, ts


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    """A copy of the game's almanac and resources with every language of :data:`CODES` begun in it."""
    root = tmp_path_factory.mktemp("data")
    shutil.copytree(ROOT / "almanac", root / "almanac")
    shutil.copytree(ROOT / "resources", root / "resources", ignore=shutil.ignore_patterns("*.png", "*.ogg", "*.wav"))
    for code in CODES:
        _partial_language(root, code)
    return root


@pytest.mark.parametrize("code", CODES)
def test_a_partial_language_passes_the_checks_and_is_counted(data: Path, code: str, capsys) -> None:
    report = load_script().check(code, data / "resources" / "translations")
    assert report.ok and not report.complete, "\n".join(report.lines())
    assert len(report.unfinished) == report.strings - sum(1 for m in load_script().read_ts(
        load_script().ts_path(code, data / "resources" / "translations")) if not m.unfinished)
    assert report.lines()[-1].endswith(f"{len(report.unfinished)} unfinished or empty (shown in English; --strict lists them)")
    assert cli.main(["validate", str(data / "almanac")]) == 0
    out = printed(capsys)
    assert re.search(rf"^{re.escape(code)}: 2 of \d+ texts translated \(\d+%\)$", out, re.M), out
    assert cli.main(["validate", str(data / "almanac"), "--lang", code]) == 1  # asked about it: not finished yet


def test_the_tests_that_take_their_languages_from_the_files_stay_green_with_it(data: Path) -> None:
    """The language tests, run on the copy with the throw-away languages, pass for each of them (only their cases run)."""
    env = dict(os.environ, GAMEOFYEAR_DATA=str(data), QT_QPA_PLATFORM="offscreen", GAMEOFYEAR_TEST_LANGUAGES=",".join(CODES))
    files = ["tests/test_translations.py", "tests/ui/test_translations_ui.py", "tests/ui/test_languages.py",
             "tests/ui/test_almanac_descriptions.py", "tests/ui/test_broken_translations.py",
             "tests/ui/test_plurals_and_lists.py", "tests/test_weblate.py", "tests/ui/test_fit_languages.py"]
    result = subprocess.run([sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-p", "no:randomly",
                             *files], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    ran = re.findall(r"\[([^\]]+)\] PASSED", result.stdout)
    for code in CODES:
        assert sum(1 for params in ran if code in params.split("-")) >= 15, (code, result.stdout[-2000:])


def test_a_placeholder_mistake_is_reported_first_at_its_file_and_line(data: Path, tmp_path: Path, capsys) -> None:
    root = tmp_path / "data"
    shutil.copytree(data, root)
    yaml_path = root / "almanac" / "text" / f"{CODE}.yaml"
    yaml_path.write_text(yaml_path.read_text(encoding="utf-8").replace("te paga {amount}.", "te paga {cantidad}."),
                         encoding="utf-8")
    ts = root / "resources" / "translations" / f"gameofyear_{CODE}.ts"
    ts.write_text(ts.read_text(encoding="utf-8").replace("{player} termina su turno.", "{jugador} termina su turno."),
                  encoding="utf-8")
    line = next(i for i, text in enumerate(ts.read_text(encoding="utf-8").splitlines(), 1) if "{jugador}" in text)
    script = load_script()
    script.lrelease(ts, script.qm_path(CODE, ts.parent))
    report = script.check(CODE, ts.parent)
    assert not report.ok
    assert report.lines()[0] == (f"{ts}:{line}: placeholders differ from the source, lacks {{player}}; has {{jugador}}, "
                                 f"which the source has not (English is shown): [Log] '{{player}} ends the turn.'")
    assert cli.main(["validate", str(root / "almanac")]) == 1
    yaml_line = next(i for i, text in enumerate(yaml_path.read_text(encoding="utf-8").splitlines(), 1)
                     if "{cantidad}" in text)
    lines = printed(capsys).splitlines()
    shares = re.compile(r"^[A-Za-z]{2,3}(?:[_@-][A-Za-z0-9]+)*: \d+ of \d+ texts translated")  # any language's
    faults = [text for text in lines if not shares.match(text)]
    assert faults[0].startswith(f"{yaml_path}:{yaml_line}:") and "cards.chance-01" in faults[0], lines


def _script_run(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``packaging/translations.py`` on the data folder ``root``, as a translator would."""
    env = dict(os.environ, GAMEOFYEAR_DATA=str(root), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, str(ROOT / "packaging" / "translations.py"), *args], env=env,
                          capture_output=True, text=True, timeout=300)


def _line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def test_a_plural_form_left_empty_is_reported_whatever_the_order_of_the_steps(data: Path, tmp_path: Path) -> None:
    """A lost plural form: ``--check`` names it before the build; the build names it and fails (``lupdate`` puts
    the form back empty); ``--check`` after the build still names it, at the line of its translation."""
    root = tmp_path / "data"
    shutil.copytree(data, root)
    ts = root / "resources" / "translations" / f"gameofyear_{CODE}.ts"
    xml, count = re.subn(r"(<source>&amp;Buy %n day\(s\)</source>\s*)<translation type=\"unfinished\">.*?</translation>",
                         r"\g<1><translation><numerusform>&amp;Comprar %n día</numerusform></translation>",
                         ts.read_text(encoding="utf-8"), flags=re.S)
    assert count == 1
    ts.write_text(xml, encoding="utf-8")
    said = ": a plural needs exactly 2 forms in this language, each written: [BuyDaysDialog] '&Buy %n day(s)'"
    before = _script_run(root, "--check")
    assert before.returncode == 1 and f"{ts}:{_line_of(ts, '<source>&amp;Buy %n day(s)</source>') + 1}{said}" in before.stdout.splitlines()
    built = _script_run(root)
    assert built.returncode == 1 and f"{ts}:{_line_of(ts, '<source>&amp;Buy %n day(s)</source>') + 1}{said}" in built.stderr.splitlines()
    after = _script_run(root, "--check")
    assert after.returncode == 1 and f"{ts}:{_line_of(ts, '<source>&amp;Buy %n day(s)</source>') + 1}{said}" in after.stdout.splitlines()


def test_two_welcome_buttons_on_one_alt_letter_are_named_at_their_lines(data: Path, tmp_path: Path) -> None:
    """The welcome screen shares the window with the menu bar: its buttons join the Alt-letter check, and the
    finding starts at the ``.ts`` line of the first of the two, naming the line of each."""
    root = tmp_path / "data"
    shutil.copytree(data, root)
    ts = root / "resources" / "translations" / f"gameofyear_{CODE}.ts"
    xml = ts.read_text(encoding="utf-8")
    for source, words in (("&amp;Open…", "&amp;Abrir…"), ("&amp;Learn to Play", "&amp;Aprender a jugar")):
        xml, count = re.subn(rf"(<name>WelcomeScreen</name>.*?<source>{re.escape(source)}</source>\s*)"
                             r"<translation type=\"unfinished\"></translation>", rf"\g<1><translation>{words}</translation>",
                             xml, count=1, flags=re.S)
        assert count == 1, source
    ts.write_text(xml, encoding="utf-8")
    assert _script_run(root).returncode == 0
    checked = _script_run(root, "--check", "--accelerators")
    open_at = f"{ts}:{_line_of(ts, '<translation>&amp;Abrir…')}"  # lupdate offers it elsewhere, unfinished
    learn_at = f"{ts}:{_line_of(ts, '<translation>&amp;Aprender a jugar')}"
    assert checked.returncode == 1
    assert (f"{open_at}: {CODE}: MainWindow: the welcome screen and the menu bar: Alt+A is on '&Abrir…' ({open_at}), "
            f"'&Aprender a jugar' ({learn_at}) (one letter, one entry)") in checked.stdout.splitlines(), checked.stdout


def test_a_cut_ts_is_one_clear_line_for_the_build_and_the_check(data: Path, tmp_path: Path) -> None:
    """A ``.ts`` cut short (a copy that stopped, an editor that crashed) is named at ``file:line:column`` by the
    build and by ``--check``, each in one line and without a traceback; the other languages are still built."""
    root = tmp_path / "data"
    shutil.copytree(data, root)
    ts = root / "resources" / "translations" / f"gameofyear_{CODE}.ts"
    text = ts.read_text(encoding="utf-8")
    ts.write_text(text[: len(text) // 2], encoding="utf-8")
    for args, stream in (((), "stderr"), (("--check",), "stdout")):
        result = _script_run(root, *args)
        said = getattr(result, stream)
        assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
        named = [line for line in said.splitlines() if line.startswith(f"{ts}:")]
        assert len(named) == 1 and re.match(rf"{re.escape(str(ts))}:\d+:\d+: not XML a \.ts can be", named[0]), said
    assert f"gameofyear_{CODES[1]}.ts: " in _script_run(root).stdout
