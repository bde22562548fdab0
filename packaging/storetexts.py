"""Write the game's words of the menus, the software centres and the Windows installer from ``packaging/texts/``.

The desktop entry, the AppStream file and the Inno Setup script speak every language
a translator gave them words in: ``packaging/texts/<code>.yaml``, the English
``en.yaml`` being the template (a monolingual YAML component on Weblate, like the
almanac's: see ``docs/TRANSLATING.md``). This script puts those words in place:

- ``packaging/linux/<id>.desktop``: ``Name``, ``GenericName``, ``Comment`` and
  ``Keywords``, then one ``Key[code]=`` line per language;
- ``packaging/linux/<id>.metainfo.xml``: the name, the summary, the description's
  paragraph and list, and each screenshot's caption (the one whose image is
  ``docs/screenshots/<key>.png``), each followed by its ``xml:lang`` translations
  (the release notes stay in English, as software centres show them);
- ``packaging/windows/gameofyear.iss``: the ``[Languages]`` of the installer (each
  language Inno Setup ships a ``.isl`` for, :data:`INNO_LANGUAGES`) and the
  ``[CustomMessages]`` of the shortcut's comment.

``python packaging/storetexts.py`` writes them; ``--check`` changes nothing and exits
with 1 naming each file not in step. ``python packaging/translations.py`` runs both
(the translator's one command). A language file that YAML cannot read, or a key
the template lacks, is named at ``file:line:column`` and stops the script.
"""

from __future__ import annotations

import argparse
import re
import sys
from html import escape
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # the checkout's game, when it is not installed
from gameofyear.content.yamlio import ContentError, read_yaml  # noqa: E402 - after the checkout is on the path
from gameofyear.paths import is_language_code  # noqa: E402

TEXTS = ROOT / "packaging" / "texts"
"""The words: ``en.yaml`` (the template) and one ``<code>.yaml`` per language."""
APP_ID = "io.github.gameofyear.GameOfTheYear"
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
INSTALLER = ROOT / "packaging" / "windows" / "gameofyear.iss"

DESKTOP_KEYS = {"Name": "name", "GenericName": "generic_name", "Comment": "comment", "Keywords": "keywords"}
"""The desktop entry's translated keys and the words that fill them."""
DESCRIPTION_ITEMS = ("description.rules", "description.computers", "description.reading")
"""The words of the AppStream description's list items, in their order."""
INNO_LANGUAGES = {
    "ar": "Arabic", "bg": "Bulgarian", "ca": "Catalan", "co": "Corsican", "cs": "Czech", "da": "Danish",
    "de": "German", "es": "Spanish", "fi": "Finnish", "fr": "French", "he": "Hebrew", "hu": "Hungarian",
    "hy": "Armenian", "is": "Icelandic", "it": "Italian", "ja": "Japanese", "ko": "Korean", "nb": "Norwegian",
    "nl": "Dutch", "pl": "Polish", "pt": "Portuguese", "pt_BR": "BrazilianPortuguese", "ru": "Russian",
    "sk": "Slovak", "sl": "Slovenian", "sv": "Swedish", "ta": "Tamil", "tr": "Turkish", "uk": "Ukrainian",
}
"""The languages Inno Setup 6 ships messages for (``compiler:Languages\\<Name>.isl``), by language code: a
language of :data:`TEXTS` among them gets an installer in its language; another shows the installer in English."""


class TextsError(ValueError):
    """A words file that cannot be used; the message starts with ``file:line:column:``."""


def _flat(data: Any, prefix: str = "") -> dict[str, str]:
    """The texts of a words file, by dotted key (``captions.game``)."""
    flat: dict[str, str] = {}
    for key, value in (data or {}).items():
        if isinstance(value, dict):
            flat.update(_flat(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = value
    return flat


def read_words(folder: Path = TEXTS) -> dict[str, dict[str, str]]:
    """Return every language's words, by language code (English first, the others sorted), each by dotted key.

    Raises:
        TextsError: a file YAML cannot read, a key English has not, or a value that is no text
            (``file:line:column: what``).
    """
    found: dict[str, dict[str, str]] = {}
    problems: list[str] = []
    codes = sorted(p.stem for p in folder.glob("*.yaml") if is_language_code(p.stem))
    for code in ["en", *(c for c in codes if c != "en")]:
        path = folder / f"{code}.yaml"
        try:
            doc = read_yaml(path, plain_text=True)
        except ContentError as exc:
            problems += exc.problems
            continue
        problems += [problem for _, problem in doc.duplicates]
        words = _flat(doc.data if isinstance(doc.data, dict) else {})
        for key, value in list(words.items()):
            where = doc.where(key.split("."), key=True)
            if not isinstance(value, str):
                problems.append(f"{where}: {key} should be a text in quotes")
                del words[key]
            elif code != "en" and key not in found.get("en", {}):
                problems.append(f"{where}: {key} is no key of {folder / 'en.yaml'} (a typo?)")
        found[code] = words
    if problems:
        raise TextsError("\n".join(problems))
    return found


def _translated(words: dict[str, dict[str, str]], key: str) -> list[tuple[str, str]]:
    """The translations of ``key`` other than English, each ``(code, text)``, in the order of :func:`read_words`."""
    return [(code, texts[key]) for code, texts in words.items() if code != "en" and texts.get(key, "").strip()]


def render_desktop(text: str, words: dict[str, dict[str, str]]) -> str:
    """Return the desktop entry ``text`` with its translated keys written from ``words``."""
    out = []
    for line in text.splitlines():
        key = line.split("=", 1)[0]
        if "[" in key and key.split("[")[0] in DESKTOP_KEYS:
            continue
        if key in DESKTOP_KEYS and "=" in line:
            name = DESKTOP_KEYS[key]
            out.append(f"{key}={words['en'][name]}")
            out += [f"{key}[{code}]={value}" for code, value in _translated(words, name)]
            continue
        out.append(line)
    return "\n".join(out) + "\n"


_ELEMENT = re.compile(r"^(\s*)<(name|summary|p|li|caption)>(.*)</\2>$")


def render_metainfo(text: str, words: dict[str, dict[str, str]]) -> str:
    """Return the AppStream ``text`` with the name, summary, description and captions written from ``words``,
    each English element followed by its ``xml:lang`` translations."""
    lines = [line for line in text.splitlines() if ' xml:lang="' not in line]
    out: list[str] = []
    where: list[str] = []
    items = iter(DESCRIPTION_ITEMS)
    for number, line in enumerate(lines):
        opened = re.match(r"^\s*<(\w+)[ >]", line)
        if opened and not line.rstrip().endswith(("/>", f"</{opened.group(1)}>")):
            where.append(opened.group(1))
        elif re.match(r"^\s*</(\w+)>", line) and where:
            where.pop()
        element = _ELEMENT.match(line)
        key = None
        if element and "releases" not in where and "developer" not in where:
            tag = element.group(2)
            if tag in ("name", "summary") and where == ["component"]:
                key = tag
            elif tag == "p" and where[-1:] == ["description"]:
                key = "description.intro"
            elif tag == "li" and "description" in where:
                key = next(items, None)
            elif tag == "caption":
                image = next((re.search(r"/screenshots/([\w-]+)\.png<", ahead) for ahead in lines[number + 1:number + 3]
                              if "/screenshots/" in ahead), None)
                key = f"captions.{image.group(1)}" if image else None
        if key is None or key not in words["en"]:
            out.append(line)
            continue
        indent, tag = element.group(1), element.group(2)  # type: ignore[union-attr]
        out.append(f"{indent}<{tag}>{escape(words['en'][key], quote=False)}</{tag}>")
        out += [f'{indent}<{tag} xml:lang="{code}">{escape(value, quote=False)}</{tag}>'
                for code, value in _translated(words, key)]
    return "\n".join(out) + "\n"


def _inno_name(code: str) -> str:
    """The name of a language in the Inno Setup script (letters, digits and ``_``)."""
    return re.sub(r"\W", "_", code)


def render_installer(text: str, words: dict[str, dict[str, str]]) -> str:
    """Return the Inno Setup script ``text`` with its ``[Languages]`` and ``[CustomMessages]`` written from ``words``."""
    languages = ['Name: "english"; MessagesFile: "compiler:Default.isl"']
    messages = [f"english.GameComment={words['en']['comment'].replace('%', '%%')}"]
    for code, texts in words.items():
        if code == "en" or code not in INNO_LANGUAGES:
            continue
        languages.append(f'Name: "{_inno_name(code)}"; MessagesFile: "compiler:Languages\\{INNO_LANGUAGES[code]}.isl"')
        comment = texts.get("comment", "").strip() or words["en"]["comment"]
        messages.append(f"{_inno_name(code)}.GameComment={comment.replace('%', '%%')}")
    sections = {"Languages": languages, "CustomMessages": messages}
    out: list[str] = []
    skipping = False
    for line in text.splitlines():
        header = re.fullmatch(r"\[(\w+)\]", line.strip())
        if header:
            skipping = header.group(1) in sections
            out.append(line)
            if skipping:
                out += sections.pop(header.group(1)) + [""]
            continue
        if not skipping:
            out.append(line)
    for name, body in sections.items():  # a section the script did not have yet
        out += ["", f"[{name}]", *body]
    return "\n".join(out).rstrip("\n") + "\n"


RENDERERS = ((DESKTOP, render_desktop), (METAINFO, render_metainfo), (INSTALLER, render_installer))


def stale(folder: Path = TEXTS) -> list[Path]:
    """Return the files whose words are not those of ``folder`` (empty when all are in step).

    Raises:
        TextsError: see :func:`read_words`.
    """
    words = read_words(folder)
    return [path for path, render in RENDERERS
            if render(path.read_text(encoding="utf-8"), words) != path.read_text(encoding="utf-8")]


def write(folder: Path = TEXTS) -> list[Path]:
    """Write the words of ``folder`` into the desktop entry, the AppStream file and the installer script;
    return the files changed.

    Raises:
        TextsError: see :func:`read_words`.
    """
    words = read_words(folder)
    changed = []
    for path, render in RENDERERS:
        before = path.read_text(encoding="utf-8")
        after = render(before, words)
        if after != before:
            path.write_text(after, encoding="utf-8", newline="\n")
            changed.append(path)
    return changed


def main(argv: list[str] | None = None) -> int:
    """Write (or ``--check``) the words of the menus, software centres and installer; return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 when a file is not in step")
    args = parser.parse_args(argv)
    try:
        found = stale() if args.check else write()
    except TextsError as exc:
        print(exc, file=sys.stderr)
        return 1
    for path in found:
        said = "not in step with packaging/texts/ (run python packaging/translations.py)" if args.check else "written"
        print(f"{path.relative_to(ROOT)}: {said}", file=sys.stderr if args.check else sys.stdout)
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
