"""Update the interface's translations from the code, and build them for the game.

Run from anywhere: ``python packaging/translations.py``. It:

1. runs ``pyside6-lupdate`` on the interface's code (``gameofyear/ui/*.py``
   and ``gameofyear/narrate.py``, the log's sentences) into
   ``resources/translations/gameofyear_<lang>.ts`` for French and Italian:
   new strings are added as unfinished, strings gone from the code are
   dropped, every translation already made is kept;
2. does the same for English with ``-pluralonly``: only the strings with a
   plural (``"%n token(s)"``), whose English forms ("1 token", "3 tokens")
   are translations too;
3. builds each ``.ts`` into its ``.qm`` with ``pyside6-lrelease`` (the files
   the game loads);
4. prints, per language, how many strings there are and how many are still
   unfinished.

``--check`` changes nothing: it runs ``lupdate`` into a temporary copy and
exits with 1 when a ``.ts`` lacks strings of the code (or holds strings the
code no longer has), when a string is unfinished or empty, or when a ``.qm``
is not what its ``.ts`` builds into. The tests run the same checks
(``tests/ui/test_translations_ui.py``).

Translate with Qt Linguist (``pyside6-linguist resources/translations/gameofyear_fr.ts``),
then run this script again. See ``docs/TRANSLATING.md``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "it")
"""The languages translated in full."""
PLURAL_ONLY = ("en",)
"""The languages that only give plural forms (the source language)."""


def sources(root: Path = ROOT) -> list[Path]:
    """Return the files whose strings are translated: the interface's modules and the log's sentences."""
    return sorted((root / "gameofyear" / "ui").glob("*.py")) + [root / "gameofyear" / "narrate.py"]


def ts_path(language: str, folder: Path = FOLDER) -> Path:
    """Return the ``.ts`` source of ``language`` (``gameofyear_<lang>.ts``)."""
    return folder / f"gameofyear_{language}.ts"


def qm_path(language: str, folder: Path = FOLDER) -> Path:
    """Return the compiled translation of ``language`` (``gameofyear_<lang>.qm``)."""
    return folder / f"gameofyear_{language}.qm"


def tool(name: str) -> str:
    """Return the path of a Qt tool (``pyside6-lupdate``…): beside this Python first, then on ``PATH``.

    Raises:
        FileNotFoundError: the tool is nowhere (install PySide6).
    """
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} was not found beside {sys.executable} nor on PATH (it comes with PySide6)")
    return found


def lupdate(language: str, target: Path, root: Path = ROOT) -> None:
    """Gather the strings of :func:`sources` into ``target`` (a ``.ts``), keeping its translations.

    Raises:
        subprocess.CalledProcessError: ``lupdate`` failed (its output is printed).
    """
    args = [tool("pyside6-lupdate"), *map(str, sources(root)), "-ts", str(target),
            "-no-obsolete", "-locations", "none", "-target-language", language, "-silent"]
    if language in PLURAL_ONLY:
        args.insert(-1, "-pluralonly")
    subprocess.run(args, check=True, cwd=root)


def lrelease(ts: Path, qm: Path) -> None:
    """Build ``ts`` into ``qm``.

    Raises:
        subprocess.CalledProcessError: ``lrelease`` failed.
    """
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm), "-silent"], check=True)


@dataclass(frozen=True)
class Message:
    """One string of a ``.ts`` file.

    Attributes:
        context: the Qt context (``MainWindow``, ``Log``…).
        source: the English string.
        comment: the disambiguation, if any.
        plural: True for a string with ``%n`` and plural forms.
        translations: the translation, or each plural form.
        unfinished: True while the translator has not marked it finished.
    """

    context: str
    source: str
    comment: str = ""
    plural: bool = False
    translations: tuple[str, ...] = ()
    unfinished: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        """What identifies the string: (context, source, comment)."""
        return (self.context, self.source, self.comment)


def read_ts(path: Path) -> list[Message]:
    """Return the current strings of a ``.ts`` file (not those marked vanished or obsolete).

    Raises:
        OSError: the file cannot be read.
        xml.etree.ElementTree.ParseError: it is not XML.
    """
    messages: list[Message] = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("vanished", "obsolete"):
                continue
            plural = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
            elif plural:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            messages.append(Message(name, message.findtext("source") or "", message.findtext("comment") or "",
                                    plural, forms, kind == "unfinished"))
    return messages


@dataclass
class Report:
    """What :func:`check` found for one language."""

    language: str
    strings: int = 0
    missing: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings of the code the ``.ts`` lacks (run this script)."""
    extra: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings of the ``.ts`` the code no longer has (run this script)."""
    unfinished: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings not translated, or not marked finished, or with an empty form."""
    stale_qm: bool = False
    """The ``.qm`` is missing, or is not what ``lrelease`` builds from the ``.ts`` now."""

    @property
    def ok(self) -> bool:
        """True when nothing needs doing."""
        return not (self.missing or self.extra or self.unfinished or self.stale_qm)

    def lines(self) -> list[str]:
        """The report in words, one line per problem (file: what)."""
        path = ts_path(self.language)
        out = [f"{path}: {self.strings} strings"]
        out += [f"{path}: not in the .ts (run python packaging/translations.py): [{c}] {s!r}" for c, s, _ in self.missing]
        out += [f"{path}: no longer in the code (run python packaging/translations.py): [{c}] {s!r}" for c, s, _ in self.extra]
        out += [f"{path}: unfinished or empty: [{c}] {s!r}" for c, s, _ in self.unfinished]
        if self.stale_qm:
            out.append(f"{qm_path(self.language)}: missing or not built from the .ts as it is (run python packaging/translations.py)")
        return out


def check(language: str, folder: Path = FOLDER, root: Path = ROOT) -> Report:
    """Check one language's ``.ts`` against the code, and its ``.qm`` against the ``.ts``; change nothing.

    ``lupdate`` runs into a temporary copy of the ``.ts``; the strings it
    gathers are compared with those of the file as it is. ``lrelease`` builds
    the ``.ts`` into a temporary ``.qm``, which must equal the one in the
    folder byte for byte (``lrelease`` is deterministic).
    """
    report = Report(language)
    path = ts_path(language, folder)
    current = read_ts(path)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        shutil.copyfile(path, copy)
        lupdate(language, copy, root)
        fresh = read_ts(copy)
        built = Path(tmp) / "built.qm"
        lrelease(path, built)
        qm = qm_path(language, folder)
        report.stale_qm = not qm.is_file() or qm.read_bytes() != built.read_bytes()
    have = {m.key for m in current}
    wanted = {m.key for m in fresh}
    report.strings = len(current)
    report.missing = sorted(wanted - have)
    report.extra = sorted(have - wanted)
    report.unfinished = sorted(m.key for m in current
                               if m.unfinished or not m.translations or not all(t.strip() for t in m.translations))
    return report


def main(argv: list[str] | None = None) -> int:
    """Update and build every translation (or ``--check`` them); return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a .ts is out of date with the code, unfinished, or its .qm is stale")
    args = parser.parse_args(argv)
    languages = LANGUAGES + PLURAL_ONLY
    if args.check:
        reports = [check(language) for language in languages]
        for report in reports:
            print("\n".join(report.lines()))
        return 0 if all(r.ok for r in reports) else 1
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in languages:
        ts = ts_path(language)
        lupdate(language, ts)
        lrelease(ts, qm_path(language))
        messages = read_ts(ts)
        todo = sum(1 for m in messages if m.unfinished or not all(t.strip() for t in m.translations))
        print(f"{ts.relative_to(ROOT)}: {len(messages)} strings, {todo} unfinished; built {qm_path(language).name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
