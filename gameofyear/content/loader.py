"""Loading the content folder into one validated, frozen :class:`Content`.

Everything is read and checked before anything is returned: a folder with any
problem raises :class:`ContentError` listing every problem as
``file:line:column: what is wrong``; nothing half-loads. Structure is checked
by the pydantic schema (``schema.py``); this module adds the checks that span
files (a fact used by an entry must exist, the frames of RULINGS.md §1 must be
coherent with the edition's zodiac and quarters, the texts must cover every key).

A house almanac (a folder holding only what a family changes) is laid over the
game's own content file by file before these checks (:func:`load_content`,
:func:`content_layers`); each problem still names the file its entry came from.

Content never reads outside its folders: card file names are plain names
(:data:`CARD_FILE_NAME`), editions and languages are named by plain codes, and
a file that resolves outside its folder (a symbolic link) is refused. Texts
take only plain ``{name}`` placeholders: no format specifications, conversions,
attributes or indexes (:func:`placeholder_problems`), and they are rendered by
substitution only (:func:`render_text`), never by ``str.format``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from ..dates import DAYS_IN_YEAR, LAST_DAY, date_text, day_index
from ..paths import is_language_code  # there: the window lists its languages before loading content
from . import schema as s
from .collect import CARD_FILE_NAME, CODE, _Collector, _Origin
from .model import (
    ALMANAC_FRAMES,
    NBSP,
    PLACEHOLDER_NAME,
    SIGN_ORDER,
    Content,
    Square,
    Texts,
    _target_of,
    choice_of,
    effect_text_args,
    iter_conditions,
    iter_effects,
    placeholder_problems,
    render_text,
    source_effects,
)
from .texts import (
    HASH_LENGTH,
    TEXT_SECTIONS,
    TextFile,
    _listed_card_files,
    _load_texts,
    check_texts,
    flatten_texts,
    folder_card_ids,
    hashes_file,
    identical_to_english,
    load_texts,
    normalise_answer,
    out_of_date,
    placeholders,
    read_language,
    read_same_as_english,
    read_source_hashes,
    read_text_file,
    read_texts,
    refresh_source_hashes,
    required_text_keys,
    source_hash,
    text_file_of,
    text_report,
    translated_share,
)
from .yamlio import ContentError, Document

__all__ = [
    "ALMANAC_FRAMES",
    "CARD_FILE_NAME",
    "CODE",
    "Content",
    "ContentError",
    "DEFAULT_EDITION",
    "HASH_LENGTH",
    "HOUSE_RULES_FILES",
    "HouseProfileFile",
    "NBSP",
    "PLACEHOLDER_NAME",
    "SIGN_ORDER",
    "Square",
    "TEXT_SECTIONS",
    "TextFile",
    "Texts",
    "VARIANTS_FILE",
    "WHOLE_ALMANAC_FILES",
    "check_texts",
    "choice_of",
    "content_layers",
    "default_folder",
    "edition_names",
    "editions_to_check",
    "effect_text_args",
    "flatten_texts",
    "folder_card_ids",
    "hashes_file",
    "identical_to_english",
    "is_language_code",
    "is_whole_almanac",
    "iter_conditions",
    "iter_effects",
    "language_names",
    "load_content",
    "load_texts",
    "normalise_answer",
    "out_of_date",
    "placeholder_problems",
    "placeholders",
    "read_language",
    "read_same_as_english",
    "read_source_hashes",
    "read_text_file",
    "read_texts",
    "refresh_source_hashes",
    "render_text",
    "required_text_keys",
    "source_effects",
    "source_hash",
    "text_file_of",
    "text_report",
    "translated_share",
]

WHOLE_ALMANAC_FILES = ("events.yaml", "profile.yaml", "quizzes.yaml", "text/en.yaml")
"""The files that, with at least one ``editions/*.yaml``, make a folder a whole almanac."""


def is_whole_almanac(folder: Path | str) -> bool:
    """Return True when ``folder`` holds a whole almanac, to be read alone.

    A whole almanac has ``events.yaml``, ``profile.yaml``, ``quizzes.yaml``,
    ``text/en.yaml`` and at least one ``editions/*.yaml`` (whose ``card_files``
    name its card files), like the game's own ``almanac/``. Any other folder is
    a house almanac, laid over the game's own (:func:`content_layers`).
    """
    root = Path(folder)
    return all((root / name).is_file() for name in WHOLE_ALMANAC_FILES) and any((root / "editions").glob("*.yaml"))


def content_layers(folder: Path | str | None = None) -> tuple[Path, ...]:
    """Return the folders :func:`load_content` reads for ``folder``, lowest first.

    Args:
        folder: a content folder; None for the game's own.

    Returns:
        ``(default_folder(),)`` for None; ``(folder,)`` for the game's own folder
        and for a whole almanac (:func:`is_whole_almanac`); ``(default_folder(),
        folder)`` for a house almanac, whose files are laid over the game's own.

    Raises:
        ContentError: ``folder`` does not exist or is a file.
    """
    default = default_folder()
    if folder is None:
        return (default,)
    root = Path(folder)
    if not root.is_dir():
        raise ContentError([f"{root}:1:1: " + ("a file, not a content folder" if root.exists() else "no such folder")])
    if _same_folder(root, default) or is_whole_almanac(root):
        return (root,)
    return (default, root)


def _same_folder(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def edition_names(layers: Iterable[Path]) -> list[str]:
    """Return the names of the editions of every layer (``editions/<name>.yaml``), sorted."""
    return sorted({p.stem for layer in layers for p in (layer / "editions").glob("*.yaml")})


DEFAULT_EDITION = "classic"
"""The edition the game starts with (the window, ``gameofyear play``): every almanac must have it."""


def editions_to_check(layers: Iterable[Path], edition: str | None = None) -> list[str]:
    """Return the editions ``gameofyear validate`` and ``--self-test`` check: ``edition`` when given, else
    every edition of ``layers`` and always :data:`DEFAULT_EDITION` (an almanac without it cannot start)."""
    if edition:
        return [edition]
    return sorted(set(edition_names(layers)) | {DEFAULT_EDITION})


def language_names(layers: tuple[Path, ...]) -> list[str]:
    """Return the languages ``gameofyear validate`` checks when it is not told one.

    A whole almanac: every ``text/<lang>.yaml`` of its folder. A house almanac:
    English and the languages the house folder itself writes (the game's own
    other languages are checked with ``--lang``).
    """
    names = {p.stem for p in (layers[-1] / "text").glob("*.yaml") if is_language_code(p.stem)}
    if len(layers) > 1:
        names.add("en")
    return sorted(names)


def default_folder() -> Path:
    """Return the content folder shipped with the game (see :mod:`gameofyear.paths`)."""
    from ..paths import almanac_dir

    return almanac_dir()


def load_content(folder: Path | str | None = None, *, edition: str = "classic") -> Content:
    """Load and validate a content folder, laid over the game's own when it is a house almanac.

    A whole almanac (the game's own, or a folder with every file: see
    :func:`is_whole_almanac`) is read alone. Any other folder is a house
    almanac: the game's own content is read first and each file the house
    folder has is laid over it (``docs/CONTENT.md``, "A house almanac"):

    - ``events.yaml``: each date given replaces the whole entry of that date or
      adds one; a date given as ``null`` (``"07-14": null``) removes the date's
      entry, leaving a plain square.
    - card files (``cards.yaml`` or any file an edition's ``card_files`` lists):
      cards replace or add by id.
    - ``quizzes.yaml``: quizzes replace or add by id.
    - ``profile.yaml``: its facts are added, its questions replace or add by id
      (both keys optional).
    - ``editions/<name>.yaml``: replaces or adds that edition whole.
    - ``text/<lang>.yaml``: each text replaces or adds by key.

    The result is validated exactly like a whole almanac; every problem names
    the file (house or game's own) its entry came from. The English texts are
    checked too (a content is whole only with its words in English), but kept
    apart: :func:`load_texts` gives the words of a language.

    Args:
        folder: the content folder; default: the game's own.
        edition: the edition file's name in ``editions/`` (without ``.yaml``).

    Returns:
        The validated rules content.

    Raises:
        ContentError: any problem in any rules file, or in the English texts;
            every problem is listed as ``file:line:column: what is wrong``.
    """
    layers = content_layers(folder)
    root = layers[-1]
    if not CODE.fullmatch(edition):
        raise ContentError([f"{root / 'editions'}:1:1: {edition[:40]!r} is not an edition's name (such as classic)"])
    from . import cache

    key, cached = cache.cached_content(layers, edition)
    if cached is not None:
        return cached
    c = _Collector(layers)
    edition_layer = next((i for i in reversed(range(len(layers)))
                          if (layers[i] / "editions" / f"{edition}.yaml").is_file()), None)
    if edition_layer is None:
        known = edition_names(layers)
        raise ContentError([f"{root / 'editions' / f'{edition}.yaml'}:1:1: no such edition (known: {', '.join(known) or 'none'})"])
    edition_doc = c.read(layers[edition_layer] / "editions" / f"{edition}.yaml", layer=edition_layer)
    events_docs = c.read_layers("events.yaml")
    profile_docs = c.read_layers("profile.yaml")
    quizzes_docs = c.read_layers("quizzes.yaml")
    ed: s.EditionFile | None = c.validate(s.EditionFile, edition_doc)
    days, removed = _merge_days(c, events_docs)
    facts, questions = _merge_profile(c, profile_docs)
    quizzes = _merge_by_id(c, quizzes_docs, s.QuizzesFile, "quizzes")
    if len(layers) > 1:
        _check_house_folder(c, layers)

    cards: dict[str, _Origin] = {}
    if ed is not None and edition_doc is not None:
        cards = _merge_cards(c, ed.card_files)
        _check_edition(c, ed, edition_doc)

    squares: list[Square] = []
    if ed is not None and days is not None:
        top_events = next(doc for _, doc in reversed(events_docs) if doc is not None)
        squares = _build_squares(c, ed, days, removed, top_events)
    if days is not None and facts is not None and questions is not None and quizzes is not None:
        profile = s.ProfileFile(format=1, facts=tuple(facts), questions={k: o.value for k, o in questions.items()})
        quizzes_file = s.QuizzesFile(format=1, quizzes={k: o.value for k, o in quizzes.items()})
        for day in days.values():
            _check_effects(c, day.doc, ("days", day.key, "effects"), day.value.effects, profile, quizzes_file)
        for card_id, card in cards.items():
            _check_effects(c, card.doc, ("cards", card_id, "effects"), card.value.effects, profile, quizzes_file)
    if quizzes is not None:
        for quiz_id, origin in quizzes.items():
            _check_quiz(c, origin.doc, quiz_id, origin.value)

    variant_rules, variants_digest = _variant_rules(c, layers, edition)

    if c.problems:
        raise ContentError(c.problems)
    assert ed is not None and days is not None and facts is not None and questions is not None and quizzes is not None

    origins: dict[str, int] = {}
    for day in days.values():
        origins[f"almanac.{day.key}.title"] = origins[f"almanac.{day.key}.text"] = day.layer
    for section, entries in (("cards", cards), ("questions", questions), ("quizzes", quizzes)):
        origins.update({f"{section}.{key}": origin.layer for key, origin in entries.items()})
    origins.update({f"facts.{fact}": layer for fact, layer in facts.items()})
    card_values = {card_id: origin.value for card_id, origin in cards.items()}
    content = Content(
        folder=root, edition=ed, squares=tuple(squares), cards=MappingProxyType(card_values),
        chance_cards=tuple(k for k, v in card_values.items() if v.deck == "chance"),
        hazard_cards=tuple(k for k, v in card_values.items() if v.deck == "hazard"),
        quizzes=MappingProxyType({k: o.value for k, o in quizzes.items()}), facts=tuple(facts),
        questions=MappingProxyType({k: o.value for k, o in questions.items()}), sign_of_day=_signs_of_days(ed),
        digest=c.digest.hexdigest(),
        quarter_days=tuple(sorted(day_index(q) for q in ed.quarter_ends)),
        red_days=tuple(sq.index for sq in squares if sq.frame in ("red", "half")),
        blue_days=tuple(sq.index for sq in squares if sq.frame in ("blue", "double_blue", "half")),
        layers=layers, origins=MappingProxyType(origins),
        variant_rules=variant_rules, variants_digest=variants_digest, cache_key=key or "",
    )
    english = _load_texts(content, "en")
    cache.keep_content(key, content)
    cache.keep_texts(key, "en", *english)
    return content


VARIANTS_FILE = "variants.yaml"
"""The file of the family house rules' numbers, per edition (:class:`~gameofyear.content.schema.VariantsFile`)."""


def _variant_rules(c: _Collector, layers: tuple[Path, ...], edition: str) -> tuple[s.VariantRules | None, str]:
    """Read ``variants.yaml`` in every layer that has it; the highest layer naming ``edition`` gives its numbers.

    Returns:
        The edition's numbers (None when no layer names the edition) and the digest of the files read.
    """
    digest = hashlib.sha256()
    found: s.VariantRules | None = None
    for i, layer in enumerate(layers):
        path = layer / VARIANTS_FILE
        if not path.is_file():
            continue
        parsed = c.validate(s.VariantsFile, c.read(path, layer=i, digest=digest))
        if parsed is not None and edition in parsed.editions:
            found = parsed.editions[edition]
    return found, digest.hexdigest()


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseProfileFile(s._Model):
    """A house almanac's ``profile.yaml``: facts to add and questions to add or replace (both optional)."""

    format: Literal[1]
    facts: tuple[s.Id, ...] = ()
    questions: dict[s.Id, s.QuestionEntry] = field(default_factory=dict)


def _house_days(doc: Document) -> tuple[Any, list[Any]]:
    """Split a house ``events.yaml``'s data into (data without ``null`` dates, the ``null`` date keys)."""
    data = doc.data
    if not isinstance(data, dict) or not isinstance(data.get("days"), dict):
        return data, []
    days = data["days"]
    removals = [key for key, value in days.items() if value is None]
    if not removals:
        return data, []
    return {**data, "days": {k: v for k, v in days.items() if v is not None}}, removals


def _merge_days(c: _Collector, found: list[tuple[int, Document | None]]) -> tuple[dict[int, _Origin] | None, dict[int, _Origin]]:
    """Lay the events files over each other.

    Returns:
        ``(days, removed)``: the entry of each day index (value: the
        :class:`~gameofyear.content.schema.DayEntry`, key: the date as written),
        None when a file is not valid; and the removals (``null``) of the house layer by day index.
    """
    days: dict[int, _Origin] = {}
    removed: dict[int, _Origin] = {}
    valid = True
    for layer, doc in found:
        if doc is None:
            valid = False
            continue
        data, removals = (doc.data, []) if layer == 0 else _house_days(doc)
        for key in removals:
            _check_house_date(c, doc, key)
        events: s.EventsFile | None = c.validate(s.EventsFile, doc, data)
        if events is None:
            valid = False
            continue
        for date, entry in events.days.items():
            if layer == 0:
                if _check_date(c, doc, ("days", date), date):
                    days[day_index(date)] = _Origin(entry, doc, layer, date)
            elif _check_house_date(c, doc, date):
                days[day_index(date)] = _Origin(entry, doc, layer, date)
        for key in removals:
            if not isinstance(key, str) or not _is_date(key):
                continue
            index = day_index(key)
            if index in days and days[index].layer < layer:
                removed[index] = _Origin(None, doc, layer, key)
                del days[index]
            elif index not in days:
                c.add(doc, ("days", key), f"the game's own almanac has no entry on {key}: nothing to remove", key=True)
    return (days if valid else None), removed


def _is_date(text: str) -> bool:
    try:
        day_index(text)
    except ValueError:
        return False
    return True


def _check_house_date(c: _Collector, doc: Document, key: Any) -> bool:
    """Check a date key of a house events file: a date of the year written ``"MM-DD"`` in full."""
    text = str(key)
    try:
        index = day_index(text)
    except ValueError as exc:
        c.add(doc, ("days", key), str(exc), key=True)
        return False
    if text != date_text(index):
        c.add(doc, ("days", key), f"write the date {text!r} as \"{date_text(index)}\" (two digits for the month and the day)", key=True)
        return False
    return True


def _merge_profile(c: _Collector, found: list[tuple[int, Document | None]]) -> tuple[dict[str, int] | None, dict[str, _Origin] | None]:
    """Lay the profile files over each other: facts added (fact → layer), questions by id."""
    facts: dict[str, int] = {}
    questions: dict[str, _Origin] = {}
    valid = True
    for layer, doc in found:
        profile = c.validate(s.ProfileFile if layer == 0 else HouseProfileFile, doc)
        if doc is None or profile is None:
            valid = False
            continue
        for fact in profile.facts:
            facts.setdefault(fact, layer)
        questions.update({key: _Origin(q, doc, layer) for key, q in profile.questions.items()})
    return (facts, questions) if valid else (None, None)


def _merge_by_id(c: _Collector, found: list[tuple[int, Document | None]], model: type, section: str) -> dict[str, _Origin] | None:
    """Lay files of entries keyed by id over each other (the higher layer's entry wins)."""
    entries: dict[str, _Origin] = {}
    valid = True
    for layer, doc in found:
        file = c.validate(model, doc)
        if doc is None or file is None:
            valid = False
            continue
        entries.update({key: _Origin(value, doc, layer) for key, value in getattr(file, section).items()})
    return entries if valid else None


def _merge_cards(c: _Collector, card_files: tuple[str, ...]) -> dict[str, _Origin]:
    """Read an edition's card files in every layer and lay the cards over each other by id.

    Within one layer a card id may appear in one card file only. A house card
    replaces the game's card of that id where it stood in the deck; new cards
    come after the game's own, in file order.
    """
    files: list[tuple[int, Document, s.CardsFile]] = []
    for name in card_files:
        present = [i for i, layer in enumerate(c.layers) if (layer / name).is_file()] or [len(c.layers) - 1]
        for i in present:
            doc = c.read(c.layers[i] / name, layer=i)
            cards_file: s.CardsFile | None = c.validate(s.CardsFile, doc)
            if doc is not None and cards_file is not None:
                files.append((i, doc, cards_file))
    cards: dict[str, _Origin] = {}
    for i, doc, cards_file in sorted(files, key=lambda f: f[0]):
        for card_id, card in cards_file.cards.items():
            if card_id in cards and cards[card_id].layer == i:
                c.add(doc, ("cards", card_id), f"card {card_id!r} is already defined in another card file")
            cards[card_id] = _Origin(card, doc, i)
            if (card.keep is None) == (not card.effects):
                c.add(doc, ("cards", card_id), "a card has either effects or keep, not both and not neither")
            if card.keep is not None and card.deck != "chance":
                c.add(doc, ("cards", card_id, "keep"), "only Chance cards can be kept")
    return cards


def _check_quiz(c: _Collector, doc: Document, quiz_id: str, quiz: s.QuizEntry) -> None:
    if quiz.judge == "list" and len(quiz.answers) < quiz.required:
        c.add(doc, ("quizzes", quiz_id), f"the quiz needs {quiz.required} answers but lists {len(quiz.answers)}")
    seen: dict[str, int] = {}
    for i, spellings in enumerate(quiz.answers):
        for spelling in spellings:
            norm = normalise_answer(spelling)
            if norm in seen and seen[norm] != i:
                c.add(doc, ("quizzes", quiz_id, "answers", i), f"{spelling!r} is already an answer of this quiz")
            seen[norm] = i


HOUSE_RULES_FILES = ("events.yaml", "profile.yaml", "quizzes.yaml")


def _check_house_folder(c: _Collector, layers: tuple[Path, ...]) -> None:
    """Refuse a house folder with no almanac file, or with a YAML file the game would not read.

    A misspelt ``event.yaml`` would otherwise leave the game's own almanac
    unchanged without a word.
    """
    house = layers[-1]
    listed = _listed_card_files(layers)
    readable = set(HOUSE_RULES_FILES) | listed | {VARIANTS_FILE}
    unknown = sorted(p.name for p in house.glob("*.yaml") if p.name not in readable)
    for name in unknown:
        c.problems.append(f"{house / name}:1:1: the game does not read this file (an almanac has events.yaml, "
                          f"profile.yaml, quizzes.yaml and the card files its editions list in card_files: "
                          f"{', '.join(sorted(listed))})")
    if not unknown and not any((house / name).is_file() for name in readable) \
            and not any((house / "editions").glob("*.yaml")) and not any((house / "text").glob("*.yaml")):
        c.problems.append(f"{house}:1:1: no almanac file in this folder (expected events.yaml, profile.yaml, "
                          "quizzes.yaml, card files, editions/<name>.yaml or text/<lang>.yaml)")


def _check_edition(c: _Collector, ed: s.EditionFile, doc: Document) -> None:
    if ed.players.min > ed.players.max:
        c.add(doc, ("players",), "min is larger than max")
    for field_name in ("vacation_before", "no_buying_from", "smaller_number_from"):
        _check_date(c, doc, (field_name,), getattr(ed, field_name))
    for i, q in enumerate(ed.quarter_ends):
        _check_date(c, doc, ("quarter_ends", i), q)
    if len(ed.quarter_bonus_tokens) < 1 or len(ed.finish_bonus_tokens) < 1:
        c.add(doc, ("quarter_bonus_tokens",), "bonus token lists must not be empty")
    if set(ed.zodiac) != set(SIGN_ORDER):
        c.add(doc, ("zodiac",), "the zodiac must give the first day of all 12 signs")
    for sign, date in ed.zodiac.items():
        _check_date(c, doc, ("zodiac", sign), date)
    for i, (a, b) in enumerate(ed.dial):
        if isinstance(a, str) != isinstance(b, str) or (isinstance(a, str) and a != b):
            c.add(doc, ("dial", i), "a sector shows two numbers or two faces of one colour")


def _check_date(c: _Collector, doc: Document, loc: tuple[Any, ...], text: str) -> bool:
    try:
        day_index(text)
    except ValueError as exc:
        c.add(doc, loc, str(exc))
        return False
    return True


def _build_squares(c: _Collector, ed: s.EditionFile, days: dict[int, _Origin], removed: dict[int, _Origin],
                   events_doc: Document) -> list[Square]:
    """Build the 366 squares and check their frames against the edition (RULINGS.md §1).

    Args:
        days: each day's entry (value: the DayEntry, key: the date as written).
        removed: the days a house almanac removed (``null``), where it did.
        events_doc: where to report a missing square (the highest events file).
    """
    expected: dict[int, tuple[str, str | None]] = {0: ("start", None), LAST_DAY: ("finish", None)}
    for q in ed.quarter_ends:
        expected[day_index(q)] = ("quarter", None)
    for sign, date in ed.zodiac.items():
        if day_index(date) != 0:
            expected[day_index(date)] = ("sign", sign)
    for index, (frame, sign_of_square) in expected.items():
        if index not in days:
            square = f"the square {date_text(index)} ({frame}{' ' + sign_of_square if sign_of_square else ''})"
            if index in removed:
                c.add(removed[index].doc, ("days", removed[index].key),
                      f"{square} cannot be removed (the {ed.name} edition needs it)", key=True)
            else:
                c.add(events_doc, ("days",), f"{square} is missing")
    squares: list[Square] = []
    for index in range(DAYS_IN_YEAR):
        if index not in days:
            squares.append(Square(index, date_text(index), "plain"))
            continue
        doc, date, entry = days[index].doc, days[index].key, days[index].value
        want = expected.get(index)
        if want is not None and (entry.frame, entry.sign) != want:
            c.add(doc, ("days", date, "frame"), f"{date} must be framed {want[0]}{' with sign ' + want[1] if want[1] else ''} (edition {ed.name})")
        elif want is None and entry.frame not in ALMANAC_FRAMES:
            c.add(doc, ("days", date, "frame"), f"an almanac date is framed red, blue, double_blue or half, not {entry.frame}")
        if entry.frame not in ALMANAC_FRAMES and entry.effects:
            c.add(doc, ("days", date, "effects"), f"a {entry.frame} square has no almanac effects")
        if entry.sign is not None and entry.frame != "sign":
            c.add(doc, ("days", date, "sign"), "only sign squares name a sign")
        icon = entry.icon
        if icon is not None:
            from .icons import icon_problem

            problem = icon_problem(icon)
            if problem is not None:
                c.add(doc, ("days", date, "icon"), problem)
                icon = None
        squares.append(Square(index, date, entry.frame, entry.sign, entry.effects, icon))
    return squares


def _check_effects(c: _Collector, doc: Document, loc: tuple[Any, ...], effects: tuple[Any, ...], profile: s.ProfileFile, quizzes: s.QuizzesFile) -> None:
    for i, effect in enumerate(effects):
        here = loc + (i,)
        target = _target_of(effect)
        if target is not None and target.among is not None:
            for condition in iter_conditions(target.among):
                if isinstance(condition, (s.Question, s.Quiz, s.TableQuestion)):
                    c.add(doc, here, "a target's `among` cannot ask questions or quizzes")
                _check_condition(c, doc, here, condition, profile, quizzes)
        if isinstance(effect, s.When):
            for condition in iter_conditions(effect.when):
                _check_condition(c, doc, here + ("when",), condition, profile, quizzes)
            _check_effects(c, doc, here + ("do",), effect.do, profile, quizzes)
            _check_effects(c, doc, here + ("else",), effect.else_, profile, quizzes)
        elif isinstance(effect, s.ForEachPlayer):
            _check_effects(c, doc, here + ("for_each_player",), effect.for_each_player, profile, quizzes)
        elif isinstance(effect, s.Choose):
            for j, option in enumerate(effect.choose):
                _check_effects(c, doc, here + ("choose", j), option, profile, quizzes)
        elif isinstance(effect, s.MoveTo):
            _check_date(c, doc, here + ("move_to",), effect.move_to)
        elif isinstance(effect, s.Move) and (effect.move if isinstance(effect.move, int) else effect.move.days) == 0:
            c.add(doc, here, "a move of 0 days does nothing")


def _check_condition(c: _Collector, doc: Document, loc: tuple[Any, ...], condition: Any, profile: s.ProfileFile, quizzes: s.QuizzesFile) -> None:
    if isinstance(condition, s.Fact) and condition.fact not in profile.facts:
        c.add(doc, loc, f"unknown fact {condition.fact!r} (facts: {', '.join(profile.facts)})")
    elif isinstance(condition, s.Question):
        q = profile.questions.get(condition.question)
        if q is None:
            c.add(doc, loc, f"unknown question {condition.question!r} (questions: {', '.join(profile.questions)})")
        elif q.table:
            c.add(doc, loc, f"{condition.question!r} is a table question: use {{table: {condition.question}}}")
    elif isinstance(condition, s.TableQuestion):
        q = profile.questions.get(condition.table)
        if q is None or not q.table:
            c.add(doc, loc, f"{condition.table!r} is not a table question of profile.yaml")
    elif isinstance(condition, s.Quiz) and condition.quiz not in quizzes.quizzes:
        c.add(doc, loc, f"unknown quiz {condition.quiz!r} (quizzes: {', '.join(quizzes.quizzes)})")


def _signs_of_days(ed: s.EditionFile) -> tuple[str, ...]:
    starts = sorted((day_index(date), sign) for sign, date in ed.zodiac.items())
    result: list[str] = []
    for index in range(DAYS_IN_YEAR):
        current = starts[-1][1]  # the sign that runs over New Year
        for start, sign in starts:
            if start <= index:
                current = sign
        result.append(current)
    return tuple(result)
