"""Update the interface's translations from the code, and build them for the game.

Run from anywhere: ``python packaging/translations.py``. It:

1. runs ``pyside6-lupdate`` on the interface's code (``gameofyear/ui/**/*.py``
   and ``gameofyear/narrate/*.py``, the log's sentences, and the few modules
   whose marked strings the interface shows, :data:`SHOWN_BY_THE_INTERFACE`) into
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
   unfinished;
5. writes the words of ``packaging/texts/`` (the menus', the software centres' and
   the Windows installer's) into the desktop entry, the AppStream file and the
   installer script (``packaging/storetexts.py``).

``--check`` changes nothing: it runs ``lupdate`` into a temporary copy and
exits with 1 when a ``.ts`` lacks strings of the code (or holds strings the
code no longer has), when a translation's placeholders (``{name}``, ``%1``)
are not its source's, or a plural lacks one of the language's forms, or when
a plural form does not write its count (``%n``: the game shows English
instead), or when a ``.qm`` is not what its ``.ts`` builds into, or when a
``.ts`` is no XML Qt can read. Every mistake is one line, ``file:line:`` first
(the line of the translation in the ``.ts``), the mistakes of the words first,
then what the script itself would fix, then the counts. Unfinished strings
are only counted, one line per file (a partial translation is allowed: they
show in English, and a new language never fails the tests for being partial);
``--strict`` lists each of them and makes them fail too. The tests run the same
checks (``tests/ui/test_translations_ui.py``). Two Alt letters on one menu or
dialog are the one check that needs the windows themselves: see
``tests/ui/test_languages.py`` (``test_no_menu_or_dialog_has_two_entries_on_one_alt_letter``) and ``--accelerators``.

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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FOLDER = Path(os.environ.get("GAMEOFYEAR_DATA") or ROOT) / "resources" / "translations"
"""The translations: the checkout's, or those of the data folder ``GAMEOFYEAR_DATA`` names (as the game reads it)."""
PLURAL_ONLY = ("en",)
"""The languages that only give plural forms (the source language)."""
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # the checkout's game, when it is not installed
from gameofyear.paths import LANGUAGE_CODE as CODE  # noqa: E402 - after the checkout is on the path
from gameofyear.ui.settings import qt_language  # noqa: E402


def _shown(path: Path) -> str:
    """Return ``path`` as findings name it: relative to the checkout when it is in it, else whole."""
    path = Path(os.path.normpath(path))
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def languages(folder: Path = FOLDER) -> tuple[str, ...]:
    """Return the translated languages: the code of every ``gameofyear_<code>.ts`` of ``folder`` but English, sorted.

    A file whose code is not a language code (:data:`CODE`) is left alone.
    """
    found = (p.stem.removeprefix("gameofyear_") for p in folder.glob("gameofyear_*.ts"))
    return tuple(sorted(code for code in found if CODE.fullmatch(code) and code not in PLURAL_ONLY))


SHOWN_BY_THE_INTERFACE = ("gameofyear/net/reach.py",)
"""The modules outside ``gameofyear/ui`` and ``gameofyear/narrate`` whose marked strings
(``QT_TRANSLATE_NOOP``) the interface translates and shows: the router's words of the hosting window."""


def sources(root: Path = ROOT) -> list[Path]:
    """Return the files whose strings are translated: the interface's modules, the log's sentences and
    the modules of :data:`SHOWN_BY_THE_INTERFACE`."""
    return (sorted((root / "gameofyear" / "ui").rglob("*.py")) + sorted((root / "gameofyear" / "narrate").glob("*.py"))
            + [root / name for name in SHOWN_BY_THE_INTERFACE])


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
            "-no-obsolete", "-locations", "absolute", "-target-language", qt_language(language), "-silent"]
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
        subprocess.run([tool("pyside6-lupdate"), str(code), "-ts", str(ts), "-target-language", qt_language(language),
                        "-silent"],
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
        line: the line of its ``<translation>`` in the file (of its ``<message>`` when it has none), from 1.
        used_at: where the code uses it first, ``file:line`` (the file relative to the checkout when it is in it),
            or "" when the ``.ts`` says nothing of it.
    """

    context: str
    source: str
    comment: str = ""
    plural: bool = False
    translations: tuple[str, ...] = ()
    unfinished: bool = False
    line: int = field(default=0, compare=False)
    used_at: str = field(default="", compare=False)

    @property
    def key(self) -> tuple[str, str, str]:
        """What identifies the string: (context, source, comment)."""
        return (self.context, self.source, self.comment)


class TsError(ValueError):
    """A ``.ts`` file that is no XML, or no Qt translation file; the message starts with ``file:line:column:``."""


def read_ts(path: Path) -> list[Message]:
    """Return the current strings of a ``.ts`` file (not those marked vanished or obsolete), each with its line.

    Raises:
        OSError: the file cannot be read.
        TsError: it is not well-formed XML (``file:line:column: what``).
    """
    import xml.parsers.expat

    messages: list[Message] = []
    stack: list[str] = []
    text: list[str] = []
    state: dict[str, Any] = {}
    parser = xml.parsers.expat.ParserCreate()

    def start(name: str, attrs: dict[str, str]) -> None:
        stack.append(name)
        text.clear()
        if name == "context":
            state["context"] = ""
        elif name == "message":
            state.update(source="", comment="", plural=attrs.get("numerus") == "yes", kind=None, forms=[],
                         line=parser.CurrentLineNumber, used_at="")
        elif name == "location" and not state.get("used_at") and attrs.get("filename"):
            state["used_at"] = f"{_shown(path.parent / attrs['filename'])}:{attrs.get('line', '')}".rstrip(":")
        elif name == "translation":
            state.update(kind=attrs.get("type", ""), line=parser.CurrentLineNumber)

    def end(name: str) -> None:
        stack.pop()
        words = "".join(text)
        text.clear()
        parent = stack[-1] if stack else ""
        if name == "name" and parent == "context":
            state["context"] = words
        elif name in ("source", "comment") and parent == "message":
            state[name] = words
        elif name == "numerusform" and parent == "translation":
            state["forms"].append(words)
        elif name == "translation" and not state["plural"]:
            state["forms"] = [words]
        elif name == "message":
            kind = state["kind"]
            if kind in ("vanished", "obsolete"):
                return
            messages.append(Message(state["context"], state["source"], state["comment"], state["plural"],
                                    tuple(state["forms"]) if kind is not None else (),
                                    kind in (None, "unfinished"), state["line"], state["used_at"]))

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text.append
    try:
        with open(path, "rb") as stream:
            parser.ParseFile(stream)
    except xml.parsers.expat.ExpatError as exc:
        raise TsError(f"{path}:{exc.lineno}:{exc.offset + 1}: not XML a .ts can be "
                      f"({xml.parsers.expat.ErrorString(exc.code)})") from None
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
    """Finished plurals without exactly the language's number of forms (:func:`plural_forms`), or with one left
    empty (``lupdate`` adds a lost form back empty: the string would then show in English without a word)."""
    moved: list[tuple[str, str, str]] = field(default_factory=list)
    """Strings whose place in the code (file and line) is no longer the one the ``.ts`` gives (run this script:
    Linguist and Weblate show translators the code at that place)."""
    stale_qm: bool = False
    """The ``.qm`` is missing, or is not what ``lrelease`` builds from the ``.ts`` now."""
    syntax: str = ""
    """Why the ``.ts`` cannot be read at all (``file:line:column: what``), else ""; nothing else is checked then."""
    where: dict[tuple[str, str, str], int] = field(default_factory=dict)
    """The line of each string's translation in the ``.ts`` (:attr:`Message.line`)."""

    @property
    def ok(self) -> bool:
        """True when nothing is wrong (unfinished strings allowed: they show in English)."""
        return not (self.syntax or self.missing or self.extra or self.moved or self.placeholders or self.counts
                    or self.forms or self.stale_qm)

    @property
    def complete(self) -> bool:
        """True when nothing is wrong and every string is translated."""
        return self.ok and not self.unfinished

    @property
    def share(self) -> float:
        """The share of strings translated, 0 to 1."""
        return 1.0 if not self.strings else 1 - len(self.unfinished) / self.strings

    def at(self, key: tuple[str, str, str]) -> str:
        """Return ``file:line`` of the string ``key`` in the ``.ts`` (the file alone when it has no line)."""
        path = ts_path(self.language, self.folder)
        line = self.where.get(key, 0)
        return f"{path}:{line}" if line else str(path)

    def mistakes(self) -> list[str]:
        """The mistakes of the words, one line each at the line of its translation (``file:line: what``):
        placeholders, a plural form without ``%n``, plural forms missing or empty."""
        out = [f"{self.at((c, s, m))}: placeholders differ from the source, {what} (English is shown): [{c}] {s!r}"
               for c, s, m, what in self.placeholders]
        out += [f"{self.at(key)}: a plural form does not write the count %n (English is shown): [{key[0]}] {key[1]!r}"
                for key in self.counts]
        out += [f"{self.at(key)}: a plural needs exactly {plural_forms(self.language)} forms in this language, "
                f"each written: [{key[0]}] {key[1]!r}" for key in self.forms]
        return out

    def lines(self, strict: bool = False) -> list[str]:
        """The report in words, one line per problem, ``file:line: what``.

        The mistakes of the words come first (placeholders, plural forms, a
        file no XML), each at the line of its translation; then what running
        the script fixes (strings added to or gone from the code, a stale
        ``.qm``); then the counts. Unfinished strings are one line, their
        count, unless ``strict``: then one line each.
        """
        path = ts_path(self.language, self.folder)
        if self.syntax:
            return [f"{self.syntax} (nothing else of the file was checked)"]
        out = self.mistakes()
        out += [f"{path}: not in the .ts (run python packaging/translations.py): [{c}] {s!r}" for c, s, _ in self.missing]
        out += [f"{self.at(key)}: no longer in the code (run python packaging/translations.py): [{key[0]}] {key[1]!r}"
                for key in self.extra]
        if self.moved:
            out.append(f"{self.at(self.moved[0])}: {len(self.moved)} string(s) no longer at the line of the code the "
                       f".ts gives, first [{self.moved[0][0]}] {self.moved[0][1]!r} (run python packaging/translations.py)")
        if self.stale_qm:
            out.append(f"{qm_path(self.language, self.folder)}: missing or not built from the .ts as it is "
                       f"(run python packaging/translations.py)")
        if strict:
            out += [f"{self.at(key)}: unfinished or empty (shown in English): [{key[0]}] {key[1]!r}"
                    for key in self.unfinished]
        out.append(f"{path}: {self.strings} strings, {self.share:.0%} translated")
        if self.unfinished and not strict:
            out.append(f"{path}: {len(self.unfinished)} unfinished or empty (shown in English; --strict lists them)")
        return out


def check(language: str, folder: Path = FOLDER, root: Path = ROOT) -> Report:
    """Check one language's ``.ts`` against the code, and its ``.qm`` against the ``.ts``; change nothing.

    ``lupdate`` runs into a temporary copy of the ``.ts``; the strings it
    gathers are compared with those of the file as it is. ``lrelease`` builds
    the ``.ts`` into a temporary ``.qm``, which must equal the one in the
    folder byte for byte (``lrelease`` is deterministic). A ``.ts`` that is no
    XML gives a report with only :attr:`Report.syntax`.
    """
    report = Report(language, folder)
    path = ts_path(language, folder)
    try:
        current = read_ts(path)
    except TsError as exc:
        report.syntax = str(exc)
        return report
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
    report.missing = sorted(wanted - have)
    report.extra = sorted(have - wanted)
    used_now = {m.key: m.used_at for m in fresh}
    report.moved = sorted(m.key for m in current if m.key in used_now and m.used_at != used_now[m.key])
    return judge_words(language, current, report)


def judge_words(language: str, current: list[Message], report: Report) -> Report:
    """Fill ``report`` with what the words of ``current`` (a ``.ts`` as read) are: its strings and their lines,
    the unfinished ones, and the mistakes (:meth:`Report.mistakes`); return it. The build and ``--check``
    judge alike, so that no order of the steps hides a mistake."""
    report.where = {m.key: m.line for m in current}
    report.strings = len(current)
    report.unfinished = sorted(m.key for m in current
                               if m.unfinished or not m.translations or not all(t.strip() for t in m.translations))
    report.placeholders = sorted((*m.key, what) for m in current if not m.unfinished and m.translations
                                 and (what := next((d for t in m.translations if t.strip()
                                                    and (d := placeholder_difference(m.source, t))), "")))
    report.counts = sorted(m.key for m in current if m.plural and not m.unfinished and "%n" in m.source
                           and any(t.strip() and "%n" not in t for t in m.translations))
    if language not in PLURAL_ONLY:
        count = plural_forms(language)
        report.forms = sorted(m.key for m in current if m.plural and not m.unfinished
                              and (len(m.translations) != count or not all(t.strip() for t in m.translations)))
    for key in ("placeholders", "counts", "forms", "extra", "moved"):  # in the order of the file, for the translator
        getattr(report, key).sort(key=lambda item: report.where.get(tuple(item[:3]), 0))  # type: ignore[arg-type]
    return report


_ALT = re.compile(r"&(?!&)(\w)")


def alt_letter(text: str) -> str:
    """Return the Alt letter ``&`` marks in ``text``, lower-case ("" when none; ``&&`` is a plain ``&``).

    >>> alt_letter("&Partie"), alt_letter("Aid&e"), alt_letter("Tom && Jerry")
    ('p', 'e', '')
    """
    match = _ALT.search(text.replace("&&", ""))
    return match.group(1).lower() if match else ""


def shared_letters(where: str, texts: list[str], place: Callable[[str], str] | None = None) -> list[str]:
    """Say which Alt letters two or more of ``texts`` share (one line each: ``where: Alt+P is on '&Partie', '&Pause'``).

    With ``place`` (a text → its ``file:line``, or ""), each line starts with the place of the first of the
    texts and names the place of each: ``gameofyear_es.ts:120: es: …: Alt+A is on '&Abrir…' (gameofyear_es.ts:120),
    '&Aprender a jugar' (gameofyear_es.ts:348)``.
    """
    by_letter: dict[str, list[str]] = {}
    for text in texts:
        if letter := alt_letter(text):
            by_letter.setdefault(letter, []).append(text)
    found = []
    for letter, same in by_letter.items():
        if len(same) < 2:
            continue
        spots = [place(text) if place else "" for text in same]
        named = ", ".join(repr(text) + (f" ({spot})" if spot else "") for text, spot in zip(same, spots))
        found.append(f"{spots[0] + ': ' if spots[0] else ''}{where}: Alt+{letter.upper()} is on {named} "
                     f"(one letter, one entry)")
    return found


def text_places(language: str, folder: Path = FOLDER) -> Callable[[str], str]:
    """Return where a text of the interface in ``language`` is written, for a finding to name it (``file:line``).

    A translated text is at the line of its translation in the language's ``.ts``; a text shown as in English
    is at the line of the code that writes it (as any ``.ts`` of ``folder`` records it); "" when neither says.
    """
    translated: dict[str, str] = {}
    used: dict[str, str] = {}
    for path in sorted(folder.glob("gameofyear_*.ts")):
        try:
            messages = read_ts(path)
        except (OSError, TsError):
            continue
        for message in messages:
            if message.used_at:
                used.setdefault(message.source, message.used_at)
            if path == ts_path(language, folder) and not message.unfinished:
                for text in message.translations:
                    translated.setdefault(text, f"{_shown(path)}:{message.line}")
    return lambda text: translated.get(text) or used.get(text, "")


def _alt_texts(widget: Any) -> list[str]:
    """The texts of ``widget``'s children that may carry an Alt letter: buttons, labels with a buddy, checkable
    group boxes, tabs."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar

    said = [b.text() for b in widget.findChildren(QAbstractButton)]
    said += [label.text() for label in widget.findChildren(QLabel) if label.buddy() is not None]
    said += [box.title() for box in widget.findChildren(QGroupBox) if box.isCheckable()]
    said += [bar.tabText(i) for bar in widget.findChildren(QTabBar) for i in range(bar.count())]
    return said


def accelerator_clashes(language: str) -> list[str]:
    """Open the game's menus and its main dialogs in ``language`` (offscreen) and list the Alt letters one of them
    gives twice: each menu of the main window, its welcome screen with the menu bar, and each dialog with its
    buttons, labels and tabs. Each line starts at the ``file:line`` of the first text (:func:`text_places`).

    Needs the game and PySide6 importable; sets ``QT_QPA_PLATFORM=offscreen`` when no platform is chosen, and
    removes the translators it installed. Settings are kept in a temporary file (the player's are not touched).

    Returns:
        One line per clash (:func:`shared_letters`), naming the language, the window and the menu or dialog.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QMenu, QWidget

    from gameofyear.content import load_content, load_texts
    from gameofyear.ui.language import install_translators, remove_translators
    from gameofyear.ui.mainwindow import MainWindow
    from gameofyear.ui.network import HostLobbyDialog, JoinDialog
    from gameofyear.ui.newgame import NewGameDialog
    from gameofyear.ui.settings import Settings
    from gameofyear.ui.tablesettings import PreferencesDialog

    app = QApplication.instance() or QApplication([])
    found: list[str] = []
    place = text_places(language)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat))
        settings.language = language
        install_translators(language)
        widgets: list[QWidget] = []
        try:
            window = MainWindow(None, settings, auto_dialogs=False)
            texts = load_texts(load_content(), language)
            widgets = [window, NewGameDialog(texts, settings), PreferencesDialog(window.table_settings, window), HostLobbyDialog(),
                       JoinDialog(browse=False)]
            for widget in widgets:
                name = type(widget).__name__
                menus = widget.findChildren(QMenu)
                if hasattr(widget, "menuBar"):
                    found += shared_letters(f"{language}: {name}: the menu bar",
                                            [a.text() for a in widget.menuBar().actions()], place)
                for menu in menus:
                    found += shared_letters(f"{language}: {name}: menu {menu.title() or menu.objectName()!r}",
                                            [a.text() for a in menu.actions()], place)
                if widget is window:
                    # its buttons live on pages shown one at a time: the welcome screen's share the window
                    # with the menu bar, whose titles Alt opens too
                    if window.welcome is not None:
                        found += shared_letters(f"{language}: {name}: the welcome screen and the menu bar",
                                                [a.text() for a in window.menuBar().actions()]
                                                + _alt_texts(window.welcome), place)
                    continue
                found += shared_letters(f"{language}: {name} ({widget.windowTitle()})", _alt_texts(widget), place)
        finally:
            for widget in widgets:
                widget.deleteLater()
            app.processEvents()
            remove_translators()
    return list(dict.fromkeys(found))


def almanac_po(language: str, target: Path, almanac: Path | None = None) -> int:
    """Write ``language``'s almanac words as a PO file for PO tools, its texts not translated yet left empty.

    translate-toolkit's ``yaml2po`` (``-t en.yaml -i <lang>.yaml``) gives every
    text of the language file as a translation, a kept English copy too, so
    that ``pocount`` and Poedit count it as done. Here each text the game
    counts as not translated (:func:`gameofyear.content.loader.translated_share`:
    missing, or the English copy once case, spacing and the punctuation around
    words are set aside, and not listed under ``same_as_english``) gets an empty
    ``msgstr``: PO tools offer it as untranslated. ``po2yaml`` takes the file back
    as usual (docs/TRANSLATING.md).

    Args:
        language: the language code (``fr``, ``es_419``).
        target: the PO file to write.
        almanac: the almanac folder (the game's own by default).

    Returns:
        How many texts were left empty.

    Raises:
        ImportError: translate-toolkit is not installed (``pip install 'translate-toolkit[yaml]'``).
        gameofyear.content.ContentError: the almanac cannot be loaded.
    """
    from translate.convert import yaml2po
    from translate.storage import po

    from gameofyear.content import load_content
    from gameofyear.content.loader import default_folder, translated_share

    folder = almanac or default_folder()
    translated: set[str] = set()
    editions = sorted(path.stem for path in (folder / "editions").glob("*.yaml"))
    for edition in editions or ["classic"]:
        translated |= translated_share(load_content(folder, edition=edition), language)[0]
    source = folder / "text" / f"{language}.yaml"
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.po"
        with open(folder / "text" / "en.yaml", "rb") as template, open(source, "rb") as words, open(raw, "wb") as out:
            yaml2po.run_converter(words, out, template)
        store = po.pofile(raw.read_bytes())
    emptied = 0
    for unit in store.units:
        if unit.isheader() or not unit.target:
            continue
        if unit.getlocations()[0].replace("->", ".") not in translated:
            unit.target = ""
            emptied += 1
    target.write_bytes(bytes(store))
    return emptied


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
    parser.add_argument("--almanac-po", nargs=2, metavar=("CODE", "FILE"),
                        help="write the almanac's words of CODE as a PO file, the texts not translated yet "
                             "(a kept English copy too) left empty; needs translate-toolkit")
    parser.add_argument("--accelerators", action="store_true",
                        help="with --check: also open the menus and main dialogs in each language and name "
                             "every Alt letter given twice (needs the game installed)")
    args = parser.parse_args(argv)
    if args.almanac_po:
        code, out = args.almanac_po
        emptied = almanac_po(code, Path(out))
        print(f"{out}: the {code} almanac, {emptied} text(s) not translated yet left empty for the PO tools")
        return 0
    for code in args.add:
        if not CODE.fullmatch(code):
            parser.error(f"{code!r} is not a language code such as de, pt_BR or zh_Hant")
    chosen = tuple(sorted(set(languages()) | set(args.add))) + PLURAL_ONLY
    store = _store_texts()
    if args.check:
        reports = [check(language) for language in chosen]
        for report in reports:
            print("\n".join(report.lines(args.strict)))
        try:
            stale_store = [f"{_shown(path)}: not in step with packaging/texts/ (run python packaging/translations.py)"
                           for path in store.stale()]
        except store.TextsError as exc:
            stale_store = [str(exc)]
        print("\n".join(stale_store), end="\n" if stale_store else "")
        if stale_store:
            return 1
        clashes = [line for language in ("en", *languages()) for line in accelerator_clashes(language)] \
            if args.accelerators else []
        print("\n".join(clashes) if clashes else "", end="\n" if clashes else "")
        return 0 if not clashes and all(r.complete if args.strict else r.ok for r in reports) else 1
    FOLDER.mkdir(parents=True, exist_ok=True)
    wrong = 0
    for language in chosen:
        ts = ts_path(language)
        try:
            read_ts(ts) if ts.exists() else None
        except TsError as exc:
            print(f"{exc} (fix it, then run this script again: nothing of this language was built)", file=sys.stderr)
            wrong += 1
            continue
        lupdate(language, ts)
        lrelease(ts, qm_path(language))
        messages = read_ts(ts)
        mistakes = judge_words(language, messages, Report(language, FOLDER)).mistakes()
        for line in mistakes:
            print(line, file=sys.stderr)
        wrong += bool(mistakes)
        todo = sum(1 for m in messages if m.unfinished or not all(t.strip() for t in m.translations))
        print(f"{_shown(ts)}: {len(messages)} strings, {todo} unfinished; built {qm_path(language).name}")
    try:
        for path in store.write():
            print(f"{_shown(path)}: the words of packaging/texts/ written")
    except store.TextsError as exc:
        print(exc, file=sys.stderr)
        wrong += 1
    return 1 if wrong else 0


def _store_texts() -> Any:
    """``packaging/storetexts.py``, which writes the words of the menus, software centres and installer."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("packaging_storetexts", ROOT / "packaging" / "storetexts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


if __name__ == "__main__":
    sys.exit(main())
