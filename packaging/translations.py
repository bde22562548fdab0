"""Update the interface's translations from the code, and build them for the game.

Run from anywhere: ``python packaging/translations.py``. It:

1. runs ``pyside6-lupdate`` on the interface's code (``gameofyear/ui/**/*.py``
   and ``gameofyear/narrate/*.py``, the log's sentences) into
   ``resources/translations/gameofyear_<lang>.ts`` for every language that
   has one (:func:`languages`: each ``gameofyear_<lang>.ts`` of the folder;
   ``--add pt_BR`` starts a new one): new strings are added as unfinished,
   strings gone from the code are dropped, every translation already made is
   kept, and each string keeps where it is used in the code, as a file and an
   absolute line (``-locations absolute``: translate-toolkit, and so Weblate, reads
   Qt's relative lines against the wrong file);
2. does the same for English with ``-pluralonly``: only the strings with a
   plural (``"%n token(s)"``), whose English forms ("1 token", "3 tokens")
   are translations too;
3. builds each ``.ts`` into its ``.qm`` with ``pyside6-lrelease`` (the files
   the game loads), into a temporary file renamed over the old one, so that a
   game running meanwhile never reads a half-written file;
4. prints, per language, how many strings there are and how many are still
   unfinished.

``--check`` changes nothing: it runs ``lupdate`` into a temporary copy and
exits with 1 when a ``.ts`` lacks strings of the code (or holds strings the
code no longer has), when a translation's placeholders (``{name}``, ``%1``)
are not its source's, or a plural lacks one of the language's forms, or when
a plural form does not write its count (``%n``: the game shows English
instead), or when a ``.qm`` is not what its ``.ts`` builds into. Unfinished
strings are only counted, one line per file (a partial translation is
allowed: they show in English); ``--strict`` lists each of them and makes
them fail too. The tests run the same checks
(``tests/ui/test_translations_ui.py``).

Translate with Qt Linguist (``pyside6-linguist resources/translations/gameofyear_fr.ts``),
then run this script again. See ``docs/TRANSLATING.md``.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
PLURAL_ONLY = ("en",)
"""The languages that only give plural forms (the source language)."""
CODE = re.compile(r"^[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_(?:[A-Z]{2}|[0-9]{3}))?$")
"""A language code as Qt writes it (``de``, ``pt_BR``, ``zh_Hant``): the game's own rule
(:data:`gameofyear.content.loader.LANGUAGE_CODE`), repeated so this script runs without the game installed."""


def languages(folder: Path = FOLDER) -> tuple[str, ...]:
    """Return the translated languages: the code of every ``gameofyear_<code>.ts`` of ``folder`` but English, sorted.

    A file whose code is not a language code (:data:`CODE`) is left alone.
    """
    found = (p.stem.removeprefix("gameofyear_") for p in folder.glob("gameofyear_*.ts"))
    return tuple(sorted(code for code in found if CODE.fullmatch(code) and code not in PLURAL_ONLY))


def sources(root: Path = ROOT) -> list[Path]:
    """Return the files whose strings are translated: the interface's modules and the log's sentences."""
    return sorted((root / "gameofyear" / "ui").rglob("*.py")) + sorted((root / "gameofyear" / "narrate").glob("*.py"))


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
            "-no-obsolete", "-locations", "absolute", "-target-language", language, "-silent"]
    if language in PLURAL_ONLY:
        args.insert(-1, "-pluralonly")
    subprocess.run(args, check=True, cwd=root)


def lrelease(ts: Path, qm: Path) -> None:
    """Build ``ts`` into ``qm``, atomically.

    ``lrelease`` writes into a temporary file beside ``qm``, which is then
    renamed over it: a game that has ``qm`` open keeps reading the old file
    whole, and a failed build leaves the old file as it was.

    Raises:
        subprocess.CalledProcessError: ``lrelease`` failed (``qm`` is untouched).
    """
    fd, name = tempfile.mkstemp(prefix=f".{qm.stem}-", suffix=".qm", dir=qm.parent)
    os.close(fd)
    try:
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", name, "-silent"], check=True)
        os.chmod(name, file_mode(qm))
        os.replace(name, qm)
    finally:
        if os.path.exists(name):
            os.unlink(name)


def file_mode(path: Path) -> int:
    """Return the permission bits a new ``path`` should have: those of the file it replaces, else a plain file's.

    A plain file is ``0o666`` less the process's umask (``0o644`` under the
    usual ``022``): readable by every user of a system-wide install, where
    ``tempfile.mkstemp``'s own ``0o600`` would hide the translations from
    all but their builder.
    """
    try:
        return path.stat().st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0o022)
        os.umask(umask)
        return 0o666 & ~umask


_FIELDS = re.compile(r"\{\{|\}\}|\{[a-z][a-z0-9_]*\}")


def placeholders(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """Return the ``{name}`` placeholders and ``%1`` arguments of ``text``, or None when a brace is amiss.

    The same rule as the game's (:func:`gameofyear.ui.wording.placeholders`): a
    translation is shown only when it has exactly its source's placeholders.
    """
    names = frozenset(m.group(0)[1:-1] for m in _FIELDS.finditer(text) if m.group(0) not in ("{{", "}}"))
    rest = _FIELDS.sub("", text)
    if "{" in rest or "}" in rest:
        return None
    return names, frozenset(re.findall(r"%(\d{1,2})", text))


def placeholder_difference(source: str, translation: str) -> str:
    """Say how the placeholders of ``translation`` differ from those of ``source`` ("" when they do not).

    >>> placeholder_difference("{name} pays %1", "{nom} paie %1")
    'lacks {name}; has {nom}, which the source has not'
    >>> placeholder_difference("{name}", "{name!r}")
    'a brace is not part of a plain {name}'
    """
    want, have = placeholders(source), placeholders(translation)
    if have is None:
        return "a brace is not part of a plain {name}"
    if want is None or want == have:
        return ""
    missing = sorted(f"{{{n}}}" for n in want[0] - have[0]) + sorted(f"%{a}" for a in want[1] - have[1])
    extra = sorted(f"{{{n}}}" for n in have[0] - want[0]) + sorted(f"%{a}" for a in have[1] - want[1])
    said = ([f"lacks {', '.join(missing)}"] if missing else []) + \
           ([f"has {', '.join(extra)}, which the source has not"] if extra else [])
    return "; ".join(said)


@functools.cache
def plural_forms(language: str) -> int:
    """Return how many plural forms ``language`` has, as Qt counts them (English 2, Japanese 1, Polish 3, Arabic 6).

    Asked of ``lupdate`` itself: it writes that many forms for a new plural.
    """
    with tempfile.TemporaryDirectory() as tmp:
        code = Path(tmp) / "one.py"
        code.write_text('translate("C", "%n x", "", 1)\n', encoding="utf-8")
        ts = Path(tmp) / "one.ts"
        subprocess.run([tool("pyside6-lupdate"), str(code), "-ts", str(ts), "-target-language", language, "-silent"],
                       check=True, cwd=tmp)
        return max(1, len(ET.parse(ts).getroot().findall(".//numerusform")))


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
    folder: Path = FOLDER
    """The folder of the ``.ts`` and ``.qm`` checked (the files the lines name)."""
    strings: int = 0
    missing: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings of the code the ``.ts`` lacks (run this script)."""
    extra: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings of the ``.ts`` the code no longer has (run this script)."""
    unfinished: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings not translated, or not marked finished, or with an empty form (shown in English)."""
    placeholders: list[tuple[str, str, str, str]] = field(default_factory=list)
    """Finished strings whose translation's placeholders are not the source's (the game shows English):
    (context, source, comment, what differs: :func:`placeholder_difference`)."""
    counts: list[tuple[str, str, str]] = field(default_factory=list)
    """Finished plurals with a form that does not write the count ``%n`` (the game shows English)."""
    forms: list[tuple[str, str, str]] = field(default_factory=list)
    """Plurals without exactly the language's number of forms (:func:`plural_forms`)."""
    stale_qm: bool = False
    """The ``.qm`` is missing, or is not what ``lrelease`` builds from the ``.ts`` now."""

    @property
    def ok(self) -> bool:
        """True when nothing is wrong (unfinished strings allowed: they show in English)."""
        return not (self.missing or self.extra or self.placeholders or self.counts or self.forms or self.stale_qm)

    @property
    def complete(self) -> bool:
        """True when nothing is wrong and every string is translated."""
        return self.ok and not self.unfinished

    @property
    def share(self) -> float:
        """The share of strings translated, 0 to 1."""
        return 1.0 if not self.strings else 1 - len(self.unfinished) / self.strings

    def lines(self, strict: bool = False) -> list[str]:
        """The report in words, one line per problem (file: what).

        Unfinished strings are one line, their count, unless ``strict``: then one line each.
        """
        path = ts_path(self.language, self.folder)
        out = [f"{path}: {self.strings} strings, {self.share:.0%} translated"]
        if self.unfinished and not strict:
            out.append(f"{path}: {len(self.unfinished)} unfinished or empty (shown in English; --strict lists them)")
        out += [f"{path}: not in the .ts (run python packaging/translations.py): [{c}] {s!r}" for c, s, _ in self.missing]
        out += [f"{path}: no longer in the code (run python packaging/translations.py): [{c}] {s!r}" for c, s, _ in self.extra]
        if strict:
            out += [f"{path}: unfinished or empty (shown in English): [{c}] {s!r}" for c, s, _ in self.unfinished]
        out += [f"{path}: placeholders differ from the source, {what} (English is shown): [{c}] {s!r}"
                for c, s, _, what in self.placeholders]
        out += [f"{path}: a plural form does not write the count %n (English is shown): [{c}] {s!r}"
                for c, s, _ in self.counts]
        out += [f"{path}: a plural needs exactly {plural_forms(self.language)} forms in this language: [{c}] {s!r}"
                for c, s, _ in self.forms]
        if self.stale_qm:
            out.append(f"{qm_path(self.language, self.folder)}: missing or not built from the .ts as it is (run python packaging/translations.py)")
        return out


def check(language: str, folder: Path = FOLDER, root: Path = ROOT) -> Report:
    """Check one language's ``.ts`` against the code, and its ``.qm`` against the ``.ts``; change nothing.

    ``lupdate`` runs into a temporary copy of the ``.ts``; the strings it
    gathers are compared with those of the file as it is. ``lrelease`` builds
    the ``.ts`` into a temporary ``.qm``, which must equal the one in the
    folder byte for byte (``lrelease`` is deterministic).
    """
    report = Report(language, folder)
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
    report.placeholders = sorted((*m.key, what) for m in current if not m.unfinished and m.translations
                                 and (what := next((d for t in m.translations if t.strip()
                                                    and (d := placeholder_difference(m.source, t))), "")))
    report.counts = sorted(m.key for m in current if m.plural and not m.unfinished and "%n" in m.source
                           and any(t.strip() and "%n" not in t for t in m.translations))
    if language not in PLURAL_ONLY:
        count = plural_forms(language)
        report.forms = sorted(m.key for m in current if m.plural and not m.unfinished and len(m.translations) != count)
    return report


def main(argv: list[str] | None = None) -> int:
    """Update and build every translation (or ``--check`` them); return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a .ts is out of date with the code, has wrong placeholders "
                             "or plural forms (or a form without %%n), or its .qm is stale; unfinished strings are counted")
    parser.add_argument("--strict", action="store_true",
                        help="with --check: list each unfinished string, and make them fail too")
    parser.add_argument("--add", metavar="CODE", action="append", default=[],
                        help="start the translation of a new language (de, pt_BR, zh_Hant)")
    args = parser.parse_args(argv)
    for code in args.add:
        if not CODE.fullmatch(code):
            parser.error(f"{code!r} is not a language code such as de, pt_BR or zh_Hant")
    chosen = tuple(sorted(set(languages()) | set(args.add))) + PLURAL_ONLY
    if args.check:
        reports = [check(language) for language in chosen]
        for report in reports:
            print("\n".join(report.lines(args.strict)))
        return 0 if all(r.complete if args.strict else r.ok for r in reports) else 1
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in chosen:
        ts = ts_path(language)
        lupdate(language, ts)
        lrelease(ts, qm_path(language))
        messages = read_ts(ts)
        todo = sum(1 for m in messages if m.unfinished or not all(t.strip() for t in m.translations))
        print(f"{ts.relative_to(ROOT)}: {len(messages)} strings, {todo} unfinished; built {qm_path(language).name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
