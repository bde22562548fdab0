"""The language files: reading them, checking them against the content, and how far each translation has come."""

from __future__ import annotations

import hashlib
import json
import os
import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..paths import is_language_code  # there: the window lists its languages before loading content
from . import schema as s
from .collect import CARD_FILE_NAME, _describe, _Origin, _outside
from .model import ALMANAC_FRAMES, SIGN_ORDER, Content, Texts, placeholder_problems
from .yamlio import ContentError, Document, read_yaml

# --------------------------------------------------------------------------- text files


TEXT_SECTIONS = ("almanac", "signs", "cards", "facts", "questions", "quizzes")
"""The sections of a language file; ``almanac`` maps each date to ``{title: …, text: …}``, the others a key to a text."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TextFile(s._Model):
    """What a language file ``almanac/text/<lang>.yaml`` holds besides its sections of words (:data:`TEXT_SECTIONS`).

    The file holds only words, so that a translation tool (Weblate,
    translate-toolkit's ``yaml2po``) offers nothing else to a translator: its
    language is its name, and what the game keeps about a translation lives
    beside it in ``<lang>.hashes.yaml`` (:func:`hashes_file`). ``format``,
    ``language`` and ``same_as_english`` are still read in the words file of a
    house almanac written before. The words are read entry by entry
    (:func:`flatten_texts`), so that one faulty entry leaves out only its own texts.
    """

    format: str = "1"
    language: str | None = None
    same_as_english: tuple[str, ...] = ()
    """Keys whose text is rightly the same as in English (a proper name, "Cancer" in French):
    ``gameofyear validate --lang`` does not warn about them (kept in ``<lang>.hashes.yaml`` now)."""


def flatten_texts(doc: Document) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """Return the texts of a language file's document, flat, and the faults of its faulty entries.

    Each entry is taken on its own: ``{"almanac.01-06.title": …, "cards.chance-01": …}``.
    An almanac date with a title and no text gives its title alone (the text
    is then missing, like a deleted key); a key under a date other than
    ``title``/``text`` (``titel``) is kept as the key ``almanac.MM-DD.titel``,
    which nothing needs (an extra key). A value that is not a text, a section
    that is not a mapping and an unknown section are problems at their place
    (``file:line:column: what``); only their own texts are left out. Each
    fault is ``(key, problem)``: the key, or the prefix of the keys, it leaves
    out (``cards.chance-01``, ``almanac.01-06``, ``cards``; ``format`` for a
    field that is no text).

    Raises:
        ContentError: the document is not a mapping of sections (nothing of it can be used).
    """
    data = doc.data
    if not isinstance(data, dict):
        raise ContentError([f"{doc.where(())}: a language file maps its sections (almanac, signs, cards, facts, "
                            f"questions, quizzes) to their texts (got {type(data).__name__})"])
    flat: dict[str, str] = {}
    problems: list[tuple[str, str]] = [(".".join(map(str, path)), problem) for path, problem in doc.duplicates]
    from .validation import ValidationError, error_on_key, validate

    try:
        validate(TextFile, {k: v for k, v in data.items() if k not in TEXT_SECTIONS})
    except ValidationError as exc:
        problems += [(str(e["loc"][0]), f"{doc.where(e['loc'], key=error_on_key(e))}: {_describe(e)}")
                     for e in exc.errors()]

    def take(loc: tuple[str, ...], value: Any) -> None:
        if isinstance(value, str):
            flat[".".join(loc)] = value
        else:
            problems.append((".".join(loc), f"{doc.where(loc)}: {'.'.join(loc)} should be a text in quotes, "
                             f"not a {'mapping' if isinstance(value, dict) else 'list'} (English shown)"))

    for section in TEXT_SECTIONS:
        entries = data.get(section, {})
        if not isinstance(entries, dict):
            problems.append((section, f"{doc.where((section,))}: {section} should map each key to "
                             f"{'an entry {title: …, text: …}' if section == 'almanac' else 'a text'} (English shown)"))
            continue
        for key, value in entries.items():
            if section != "almanac":
                take((section, str(key)), value)
            elif isinstance(value, dict):
                for name, words in value.items():
                    take((section, str(key), str(name)), words)
            else:
                problems.append((f"almanac.{key}", f"{doc.where((section, key))}: almanac.{key} should be an entry "
                                 f"{{title: …, text: …}} (English shown)"))
    return flat, problems


def placeholders(text: str) -> set[str]:
    """Return the names of the ``{placeholders}`` of a text (what is wrong with them: :func:`placeholder_problems`)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<unbalanced braces>"}


_QUOTES = str.maketrans({c: '"' for c in "'\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a`"})
_INNER = re.compile(r"(?<=\w)[\"'\-\u2010\u2011](?=\w)")


def english_copy_key(text: str) -> str:
    """Return what is left of ``text`` once case, spacing and the punctuation around words are set aside.

    Two texts with the same key read as one text: a translation whose key is
    its English text's (``"Draw a Chance card. "`` for ``"Draw a Chance card."``,
    ``"draw a chance card"``, the same in other quotes) is a copy of English
    kept by mistake, and counts as not translated (:func:`translated_share`).
    Punctuation inside a word stays (``Zola's`` is not ``Zolas``), and so do
    the letters and digits.

    >>> english_copy_key("  Draw a «Chance» card! ") == english_copy_key('draw a "chance" card')
    True
    >>> english_copy_key("Zola's") == english_copy_key("Zolas")
    False
    """
    import unicodedata

    folded = unicodedata.normalize("NFKC", text).casefold().translate(_QUOTES)
    kept = _INNER.sub("\u00b7", folded)  # inner apostrophes and hyphens are part of a word: keep them as one mark
    return "".join(c for c in kept if c == "\u00b7" or not (c.isspace() or unicodedata.category(c)[0] in "PSZ"))


# --------------------------------------------------------------------------- loading


def load_texts(content: Content, language: str = "en") -> Texts:
    """Return the words of ``language`` for ``content``, laid over English key by key.

    Each layer's ``text/<language>.yaml`` gives its texts (a house almanac's
    replace the game's own by key). Keys the language lacks, texts whose
    placeholders do not fit, and translations older than a house almanac's
    English text are shown in English, each with a warning in
    :attr:`Texts.warnings`; a language file that cannot be read is a warning
    too (English is shown).

    Args:
        content: rules loaded by :func:`load_content`.
        language: a language code such as ``en``, ``fr``, ``pt_BR`` or ``zh_Hant`` (:data:`~gameofyear.paths.LANGUAGE_CODE`).

    Raises:
        ContentError: ``language`` is not a language code, or the English texts
            are missing or broken (``file:line:column: what is wrong``).
    """
    if not is_language_code(language):
        raise ContentError([f"{content.folder / 'text'}:1:1: {language[:40]!r} is not a language code (such as en, fr, pt_BR or zh_Hant)"])
    from . import cache

    found = cache.cached_texts(content.cache_key or None, language)
    if found is None:
        entries, warnings = _load_texts(content, language)
        cache.keep_texts(content.cache_key or None, language, entries, warnings)
    else:
        entries, warnings = found[0], list(found[1])
    return Texts(content=content, language=language, entries=MappingProxyType(entries), warnings=tuple(warnings))


def required_text_keys(content: Content) -> list[str]:
    """Return every text key the game needs for this content, in a stable order."""
    keys: list[str] = []
    for square in content.squares:
        if square.frame in ALMANAC_FRAMES or square.frame in ("start", "quarter", "finish"):
            keys += [f"almanac.{square.date}.title", f"almanac.{square.date}.text"]
    keys += [f"signs.{sign}" for sign in SIGN_ORDER]
    keys += [f"cards.{card_id}" for card_id in content.cards]
    keys += [f"facts.{fact}" for fact in content.facts]
    keys += [f"questions.{q}" for q in content.questions]
    keys += [f"quizzes.{q}" for q in content.quizzes]
    return keys


def check_texts(content: Content, texts: Mapping[str, str], reference: Mapping[str, str] | None, *,
                extra_keys: bool = True) -> tuple[list[str], list[str], list[str]]:
    """Compare a language's texts with what the content needs.

    Args:
        content: the loaded content.
        texts: the language's flat texts.
        reference: the English texts, to compare placeholders with (None for English itself).
        extra_keys: look for keys nothing needs (this reads every edition's
            card files); False leaves the extra keys empty, for loading.

    Returns:
        ``(missing keys, extra keys, placeholder problems)``.
    """
    needed = required_text_keys(content)
    missing = [k for k in needed if k not in texts]
    extra: list[str] = []
    if extra_keys:
        needed_set = set(needed) | {f"cards.{card_id}" for card_id in folder_card_ids(content.layers or (content.folder,))}
        extra = sorted(k for k in texts if k not in needed_set)
    problems: list[str] = []
    for key in needed:
        if key not in texts:
            continue
        for problem in placeholder_problems(texts[key]):
            problems.append(f"{key}: {problem}")
        used = placeholders(texts[key])
        allowed = set(content.text_args(key))
        unknown = used - allowed
        if unknown:
            problems.append(f"{key}: unknown placeholder(s) {', '.join('{' + u + '}' for u in sorted(unknown))} (allowed: {', '.join('{' + a + '}' for a in sorted(allowed)) or 'none'})")
        if reference is not None and key in reference and used != placeholders(reference[key]):
            problems.append(f"{key}: placeholders {sorted(used)} differ from English {sorted(placeholders(reference[key]))}")
    return missing, extra, problems


def folder_card_ids(folder: Path | str | Iterable[Path]) -> set[str]:
    """Return the ids of every card of every edition of a content folder or of layers of folders.

    A language file holds the words of all editions' cards (the Italian
    edition's own cards are not "extra" keys when checking the classic one).
    Files that cannot be read are skipped here: loading reports them.

    Args:
        folder: one folder, or the layers of a content (:attr:`Content.layers`).
    """
    layers = (Path(folder),) if isinstance(folder, (str, Path)) else tuple(folder)
    ids: set[str] = set()
    for name in sorted(_listed_card_files(layers)):
        for layer in layers:
            try:
                cards = read_yaml(layer / name).data.get("cards", {}) if (layer / name).is_file() else {}
            except (ContentError, AttributeError):
                continue
            if isinstance(cards, dict):
                ids.update(str(key) for key in cards)
    return ids


def _listed_card_files(layers: tuple[Path, ...]) -> set[str]:
    """Return the card file names the editions of every layer list (the top layer's edition wins)."""
    editions: dict[str, Path] = {}
    for layer in layers:
        editions.update({p.name: p for p in (layer / "editions").glob("*.yaml")})
    names: set[str] = set()
    for path in editions.values():
        try:
            files = read_yaml(path).data.get("card_files", ())
        except (ContentError, AttributeError):
            continue
        if isinstance(files, (tuple, list)):
            names.update(name for name in files if isinstance(name, str) and CARD_FILE_NAME.fullmatch(name))
    return names


def read_texts(path: Path) -> tuple[dict[str, str], Document]:
    """Read one language file into flat texts, refusing any fault (for tools that need the file whole).

    Raises:
        ContentError: the file is not valid YAML, not a language file, or has a faulty entry.
    """
    flat, doc, faults = read_text_file(path)
    if faults:
        raise ContentError(problem for _, problem in faults)
    return flat, doc


def read_text_file(path: Path) -> tuple[dict[str, str], Document, list[tuple[str, str]]]:
    """Read one language file into flat texts, entry by entry (:func:`flatten_texts`).

    Returns:
        ``(texts, document, faults)``: the texts of every well-formed entry,
        and each faulty entry's ``(key, problem)``, the problem at
        ``file:line:column`` (its texts are left out; see :func:`flatten_texts`).

    Raises:
        ContentError: the file cannot be read at all (not valid YAML, not a mapping).
    """
    doc = read_yaml(path, plain_text=True)
    flat, problems = flatten_texts(doc)
    return flat, doc, problems


def read_language(layers: tuple[Path, ...], language: str) -> tuple[dict[str, str], dict[str, _Origin], list[str]]:
    """Read ``text/<language>.yaml`` of every layer that has it and lay them over each other, key by key.

    The lowest layer must have its English file; other language files are
    optional, but at least one layer must have the language.

    Args:
        layers: the content's layers, lowest first (:attr:`Content.layers`).
        language: a language code such as ``"fr"``.

    Returns:
        ``(texts, origins, problems)``: the flat texts; for each key the
        document and layer it came from; every problem, as
        ``file:line:column: what`` (see :func:`_read_language`).
    """
    texts, origins, faults, unread = _read_language(layers, language)
    return texts, origins, unread + [problem for _, problem in faults]


def _read_language(layers: tuple[Path, ...], language: str
                   ) -> tuple[dict[str, str], dict[str, _Origin], list[tuple[str, str]], list[str]]:
    """:func:`read_language`, with the faults of entries (``(key, problem)``: only their own texts are
    left out, :func:`flatten_texts`) apart from the problems of files that cannot be read at all
    (none of their texts is used)."""
    present = [i for i, layer in enumerate(layers) if (layer / "text" / f"{language}.yaml").is_file()]
    if language == "en" and 0 not in present:
        present.insert(0, 0)
    texts: dict[str, str] = {}
    origins: dict[str, _Origin] = {}
    problems: list[tuple[str, str]] = []
    unread: list[str] = []
    if not is_language_code(language):
        return {}, {}, [], [f"{layers[-1] / 'text'}:1:1: {language[:40]!r} is not a language code (such as en, fr, pt_BR or zh_Hant)"]
    for i in present or [len(layers) - 1]:
        path = layers[i] / "text" / f"{language}.yaml"
        outside = _outside(layers[i], path)
        if outside is not None:
            unread.append(f"{path}:1:1: {outside}")
            continue
        try:
            flat, doc, faults = read_text_file(path)
        except ContentError as exc:
            unread += [f"{problem} (the file cannot be read: none of its texts is used)" for problem in exc.problems]
            continue
        problems += faults
        texts.update(flat)
        origins.update({key: _Origin(value, doc, i) for key, value in flat.items()})
    return texts, origins, problems, unread


def text_file_of(content: Content, language: str, key: str) -> Path:
    """Return the language file that should hold ``key``: the one of the layer that gave its date, card, fact…"""
    layers = content.layers or (content.folder,)
    return layers[content.origins.get(key, 0)] / "text" / f"{language}.yaml"


def text_report(content: Content, language: str, *, missing_keys: bool = True) -> list[str]:
    """Check one language's texts of a loaded content, for ``gameofyear validate``.

    Args:
        content: the content, loaded (so its English texts are valid).
        language: the language to check.
        missing_keys: False to leave out the texts not translated yet (deleted keys): a partial
            language is then judged on its mistakes alone, as ``gameofyear validate`` does for the
            languages it was not asked about with ``--lang``.

    Returns:
        One printable line per problem, each once and each at
        ``file:line:column``: a language file that cannot be read (then nothing
        else of it is judged); a faulty entry (a value that is no text, a section
        that is no mapping) at its place, its texts then not named again as missing;
        a missing key at the line of its English text (``en.yaml:12:3: almanac.01-23.text is
        not translated in …/de.yaml (missing key)``), with the place of its date
        when the other text of that date is there; an extra key (one nothing needs,
        ``almanac.01-06.titel`` too; for a house almanac only the house files' keys
        are listed) at its own line; a key whose placeholders are wrong at its
        line, all its faults in one line. Empty when the language is complete and right.
    """
    layers = content.layers or (content.folder,)
    texts, origins, entry_faults, unread = _read_language(layers, language)
    if unread:
        return unread + [problem for _, problem in entry_faults]
    voided = {key for key, _ in entry_faults}
    reference = None
    english_origins: dict[str, _Origin] = {}
    if language != "en":
        reference, english_origins, _ = read_language(layers, "en")
        texts = _without_stale(texts, origins, english_origins)
    missing, extra, placeholder = check_texts(content, texts, reference)
    top = len(content.layers) - 1
    lines = [problem for _, problem in entry_faults]
    for key in missing if missing_keys else ():
        parts = key.split(".")
        if _voided(key, voided):
            continue  # its entry's fault is named at its place
        english = english_origins.get(key)
        where = english.doc.where(_text_loc(key)) if english is not None else f"{text_file_of(content, 'en', key)}:1:1"
        sibling = next((origins[k] for k in (f"almanac.{parts[1]}.title", f"almanac.{parts[1]}.text")
                        if parts[0] == "almanac" and k in texts), None)
        date = f"; its date is at {sibling.doc.where(parts[:2], key=True)}" if sibling is not None else ""
        lines.append(f"{where}: {key} is not translated in {text_file_of(content, language, key)} (missing key{date})")
    lines += [f"{origins[key].doc.where(_text_loc(key), key=True)}: extra key {key} (nothing needs it: a typo, "
              f"or a date that was removed?)" for key in extra if origins[key].layer >= top]
    faults: dict[str, list[str]] = {}
    for line in placeholder:
        key, _, what = line.partition(": ")
        faults.setdefault(key, []).append(what)
    lines += [f"{origins[key].doc.where(_text_loc(key))}: {key}: {'; '.join(what)}" for key, what in faults.items()]
    return lines


HASH_LENGTH = 8
"""Hex digits of a source hash: enough to tell that an English text changed."""


def source_hash(text: str) -> str:
    """Return the short hash of an English text (:data:`HASH_LENGTH` hex digits of its SHA-256).

    >>> source_hash("Draw a Chance card.")
    'ae3c77bc'
    """
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_LENGTH]


def hashes_file(folder: Path, language: str) -> Path:
    """Return the file that keeps, for ``language``, the hash of the English text each translation was made from.

    ``text/<lang>.hashes.yaml`` beside ``text/<lang>.yaml``: apart, so that the
    language file holds only words (a tool such as Weblate sees nothing else)
    and the loader never takes it for a language.
    """
    return folder / "text" / f"{language}.hashes.yaml"


def read_source_hashes(folder: Path, language: str) -> tuple[dict[str, str], Document | None]:
    """Return ``{key: hash}`` of ``text/<lang>.hashes.yaml`` and its document (empty and None when there is none).

    Raises:
        ContentError: the file is there but is not a valid YAML mapping of text to text.
    """
    path = hashes_file(folder, language)
    if not path.is_file():
        return {}, None
    doc = read_yaml(path, plain_text=True)
    data = doc.data.get("source_hashes") if isinstance(doc.data, dict) else None
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise ContentError([f"{doc.where(('source_hashes',))}: source_hashes should map each text key to a hash"])
    return dict(data), doc


def read_same_as_english(folder: Path, language: str) -> tuple[str, ...]:
    """Return the keys ``text/<lang>.hashes.yaml`` lists under ``same_as_english`` (empty when there is none).

    These texts are rightly the same as in English (a sign called "Cancer" in
    French): :func:`identical_to_english` does not warn about them. The list is
    the one part of the file a person writes; :func:`refresh_source_hashes`
    keeps it.

    Raises:
        ContentError: the file is there but its ``same_as_english`` is not a list of text keys.
    """
    path = hashes_file(folder, language)
    if not path.is_file():
        return ()
    doc = read_yaml(path, plain_text=True)
    data = doc.data.get("same_as_english", ()) if isinstance(doc.data, dict) else None
    if not isinstance(data, (list, tuple)) or not all(isinstance(key, str) for key in data):
        raise ContentError([f"{doc.where(('same_as_english',))}: same_as_english should be a list of text keys "
                            f'such as ["signs.cancer"]'])
    return tuple(data)


def out_of_date(content: Content, language: str) -> list[str]:
    """Return a line for each text of ``language`` whose English source changed since it was translated.

    Each translated key's English text is hashed (:func:`source_hash`) and
    compared with the hash kept in ``text/<lang>.hashes.yaml`` of the layer
    that holds the translation; a key without a kept hash is not judged. Lines
    are warnings (the translation still shows): ``de.yaml:14:3: almanac.01-06.text
    is out of date: its English text (en.yaml:7:3) changed since it was translated``.
    """
    if language == "en":
        return []
    layers = content.layers or (content.folder,)
    texts, origins, _ = read_language(layers, language)
    english, english_origins, _ = read_language(layers, "en")
    kept: dict[int, dict[str, str]] = {}
    lines: list[str] = []
    needed = set(required_text_keys(content))
    for key in texts:
        origin = origins[key]
        if key not in needed or key not in english:
            continue
        if origin.layer not in kept:
            try:
                kept[origin.layer] = read_source_hashes(layers[origin.layer], language)[0]
            except ContentError as exc:
                lines += exc.problems
                kept[origin.layer] = {}
        recorded = kept[origin.layer].get(key)
        if recorded is not None and recorded != source_hash(english[key]):
            lines.append(f"{origin.doc.where(_text_loc(key))}: {key} is out of date: its English text "
                         f"({english_origins[key].doc.where(_text_loc(key))}) changed since it was translated "
                         f"(translate it again, then refresh the hashes)")
    return lines


def translated_share(content: Content, language: str) -> tuple[set[str], set[str]]:
    """Return ``(translated, needed)``: the keys of the texts the content needs, and those ``language`` has translated.

    A text is translated when the language file has it well formed and it is
    not left as in English (unless listed under ``same_as_english``,
    :func:`read_same_as_english`): a text kept as the English copy counts
    as a deleted one does.
    """
    needed = set(required_text_keys(content))
    if language == "en":
        return needed, needed
    layers = content.layers or (content.folder,)
    texts, origins, _ = read_language(layers, language)
    english, english_origins, _ = read_language(layers, "en")
    copied = set(_left_in_english(layers, language, texts, origins, english)[0])
    texts = _without_stale(texts, origins, english_origins)
    _, _, placeholder = check_texts(content, texts, english, extra_keys=False)
    bad = {p.split(":")[0] for p in placeholder}
    return {key for key in needed if key in texts and key not in bad and key not in copied}, needed


def refresh_source_hashes(content: Content, language: str) -> Path:
    """Record, for every text ``language``'s top language file holds, the hash of its English text now.

    Run after translating again what :func:`out_of_date` listed: those texts
    then count as up to date. The file ``text/<lang>.hashes.yaml`` of the top
    layer is written whole (atomically), keeping its ``same_as_english`` list
    (:func:`read_same_as_english`).

    Returns:
        The file written.

    Raises:
        ContentError: the English or the language's texts cannot be read.
        OSError: the file cannot be written.
    """
    import tempfile

    layers = content.layers or (content.folder,)
    english, _, problems = read_language(layers, "en")
    path = layers[-1] / "text" / f"{language}.yaml"
    if problems or not path.is_file():
        raise ContentError(problems or [f"{path}:1:1: there is no such language file"])
    flat, _doc, _faults = read_text_file(path)  # a faulty entry is named by validate; the others are recorded
    hashes = {key: source_hash(english[key]) for key in sorted(flat) if key in english}
    target = hashes_file(layers[-1], language)
    same = read_same_as_english(layers[-1], language)
    lines = [f"# What the game keeps about the {language} translation, apart from its words "
             f"({language}.yaml holds only words).",
             "# same_as_english: the keys whose text is rightly the same as in English (a sign's name);",
             f"# `gameofyear validate --lang {language}` does not warn about them. The one list here written by hand.",
             f"# source_hashes: the English text each {language} text was translated from, as a short hash;",
             f"# `validate --lang {language}` lists the texts whose English changed since. Written by",
             f"# `gameofyear validate --lang {language} --refresh-hashes`, never by hand.",
             'format: "1"', f'language: "{language}"',
             f"same_as_english: [{', '.join(json.dumps(key, ensure_ascii=False) for key in same)}]",
             "source_hashes:"]
    lines += [f'  {key}: "{value}"' for key, value in hashes.items()]
    fd, name = tempfile.mkstemp(prefix=f".{target.name}-", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write("\n".join(lines) + "\n")
        os.replace(name, target)
    finally:
        if os.path.exists(name):
            os.unlink(name)
    return target


def identical_to_english(content: Content, language: str) -> list[str]:
    """Return warnings for texts of ``language`` left exactly as in English (for ``gameofyear validate``).

    Each is at ``file:line:column`` of the text in the language file. A proper
    name may rightly stay the same (a sign called "Cancer" in French): the keys
    listed under ``same_as_english`` are not warned about; the others count as
    not translated (:func:`translated_share`).
    """
    if language == "en":
        return []
    layers = content.layers or (content.folder,)
    texts, origins, _ = read_language(layers, language)
    english, _, _ = read_language(layers, "en")
    needed = set(required_text_keys(content))
    copied, lines = _left_in_english(layers, language, texts, origins, english)
    return lines + [f"{origins[key].doc.where(_text_loc(key))}: {key} is left identical to English (a warning; "
                    f"translate it, or list it under same_as_english in "
                    f"{hashes_file(layers[origins[key].layer], language)} if that is right)"
                    for key in copied if key in needed]


def _left_in_english(layers: tuple[Path, ...], language: str, texts: Mapping[str, str],
                     origins: Mapping[str, _Origin], english: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """Return the keys of ``texts`` that copy their English text (:func:`english_copy_key`), not listed under ``same_as_english``
    (in the file order), and the problems of ``same_as_english`` lists that cannot be read."""
    meant: set[str] = set()
    for origin in origins.values():  # a house almanac's words file written before kept the list there
        listed = origin.doc.data.get("same_as_english") if isinstance(origin.doc.data, dict) else None
        if isinstance(listed, (list, tuple)):
            meant |= {key for key in listed if isinstance(key, str)}
    lines: list[str] = []
    for layer in sorted({origin.layer for origin in origins.values()}):
        try:
            meant |= set(read_same_as_english(layers[layer], language))
        except ContentError as exc:
            lines += exc.problems
    return [key for key, text in texts.items() if key not in meant and key in english
            and english_copy_key(english[key]) == english_copy_key(text)], lines


def _without_stale(texts: dict[str, str], origins: Mapping[str, _Origin], english: Mapping[str, _Origin]) -> dict[str, str]:
    """Drop the translations older than their English text.

    When a house almanac rewrites a text in English (a date it replaced), the
    game's own translation of the old text no longer fits: it counts as missing
    until the house almanac translates it too.
    """
    return {key: text for key, text in texts.items()
            if key not in english or origins[key].layer >= english[key].layer}


def _load_texts(content: Content, language: str) -> tuple[dict[str, str], list[str]]:
    english, english_origins, problems = read_language(content.layers, "en")
    if problems:
        raise ContentError(problems)
    missing, _extra, placeholder = check_texts(content, english, None, extra_keys=False)
    errors = [f"{text_file_of(content, 'en', key)}:1:1: missing text {key}" for key in missing]
    errors += [f"{english_origins[p.split(':')[0]].doc.where(_text_loc(p.split(':')[0]))}: {p}" for p in placeholder]
    if errors:
        raise ContentError(errors)
    if language == "en":
        return english, []
    warnings: list[str] = []
    texts, origins, faults, unread = _read_language(content.layers, language)
    if unread:
        warnings.append(f"the {language} texts cannot be used, English is shown instead: " + "; ".join(unread))
    warnings += [problem for _, problem in faults]  # a faulty entry: English is shown for its texts alone
    if unread and not texts:
        return english, warnings
    voided = {key for key, _ in faults}
    texts = _without_stale(texts, origins, english_origins)
    missing, _extra, placeholder = check_texts(content, texts, english, extra_keys=False)
    for key in missing:
        if not _voided(key, voided):
            warnings.append(f"{text_file_of(content, language, key)}: missing text {key} (English shown)")
    bad = {p.split(":")[0] for p in placeholder}
    warnings += [f"{origins[p.split(':')[0]].doc.where(_text_loc(p.split(':')[0]))}: {p} (English shown)" for p in placeholder]
    merged = dict(english)
    merged.update({k: v for k, v in texts.items() if k not in bad})
    return merged, warnings


def _voided(key: str, voided: set[str]) -> bool:
    """Return True when ``key`` or a prefix of it (``almanac.01-06``, ``cards``) is the key of a faulty entry."""
    parts = key.split(".")
    return any(".".join(parts[:n]) in voided for n in range(1, len(parts) + 1))


def _text_loc(key: str) -> tuple[str, ...]:
    return tuple(key.split("."))


def normalise_answer(text: str) -> str:
    """Return a quiz answer folded for comparison: lower case, no accents or punctuation."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    plain = re.sub(r"[^a-z0-9]+", " ", plain)
    return " ".join(plain.split())


