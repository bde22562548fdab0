"""Loading the content folder into one validated, frozen :class:`Content`.

Everything is read and checked before anything is returned: a folder with any
problem raises :class:`ContentError` listing every problem as
``file:line:column: what is wrong``; nothing half-loads. Structure is checked
by the pydantic schema (``schema.py``); this module adds the checks that span
files (a fact used by an entry must exist, the frames of RULINGS.md §1 must be
coherent with the edition's zodiac and quarters, the texts must cover every key).
"""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel, ValidationError
from rapidfuzz import process as rf_process

from ..dates import DAYS_IN_YEAR, LAST_DAY, day_index
from . import schema as s
from .yamlio import ContentError, Document, read_yaml

ALMANAC_FRAMES = ("red", "blue", "double_blue", "half")
"""Frame kinds of almanac squares (RULINGS.md §1)."""
SIGN_ORDER = (
    "capricorn", "aquarius", "pisces", "aries", "taurus", "gemini",
    "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius",
)


@dataclass(frozen=True, slots=True)
class Square:
    """One day square of the board.

    Attributes:
        index: 0 (1 January) to 365 (31 December).
        date: ``"MM-DD"``.
        frame: ``plain`` or a frame kind of RULINGS.md §1.
        sign: the sign whose first day this is, for sign squares.
        effects: the almanac effects of landing here (empty for most squares).
    """

    index: int
    date: str
    frame: str
    sign: str | None = None
    effects: tuple[Any, ...] = ()

    @property
    def illustrated(self) -> bool:
        """True for every square that is not plain (no buying or offering days there)."""
        return self.frame != "plain"


@dataclass(frozen=True)
class Content:
    """Everything the rules need, loaded and validated (immutable).

    Attributes:
        folder: the content folder it was read from.
        edition: the edition's numbers and options.
        squares: the 366 squares, by index.
        cards: every card of the edition's card files, by id.
        chance_cards, hazard_cards: card ids of each deck, in file order.
        quizzes: quiz entries by id.
        facts: the profile facts, in display order.
        questions: question entries by id.
        language: the language of ``texts``.
        texts: every text by its key (``almanac.01-06.text``, ``cards.chance-01``, …),
            falling back to English for keys the language lacks.
        warnings: problems that did not stop loading (a language file's gaps).
        sign_of_day: the zodiac sign of each day index.
        digest: a SHA-256 of every rules file read (saves use it).
    """

    folder: Path
    edition: s.EditionFile
    squares: tuple[Square, ...]
    cards: Mapping[str, s.CardEntry]
    chance_cards: tuple[str, ...]
    hazard_cards: tuple[str, ...]
    quizzes: Mapping[str, s.QuizEntry]
    facts: tuple[str, ...]
    questions: Mapping[str, s.QuestionEntry]
    language: str
    texts: Mapping[str, str]
    warnings: tuple[str, ...]
    sign_of_day: tuple[str, ...]
    digest: str
    quarter_days: tuple[int, ...] = field(default=())
    red_days: tuple[int, ...] = field(default=())
    blue_days: tuple[int, ...] = field(default=())

    def money(self, printed: int) -> int:
        """Return an almanac or card amount in the edition's money units (RULINGS.md §11)."""
        return printed * self.edition.amount_scale

    def format_money(self, amount: int) -> str:
        """Return an amount written in the edition's currency, e.g. ``"1 200 F"``."""
        cur = self.edition.currency
        sign = "-" if amount < 0 else ""
        digits = f"{abs(amount):,}".replace(",", cur.thousands_separator)
        if cur.symbol_position == "before":
            return f"{sign}{cur.symbol} {digits}"
        return f"{sign}{digits} {cur.symbol}"

    def text(self, key: str, **extra: Any) -> str:
        """Return the text of ``key`` with its placeholders filled.

        Args:
            key: a text key such as ``"almanac.03-10.text"`` or ``"cards.hazard-04"``.
            extra: values for placeholders beyond those derived from the data.

        Returns:
            The text, or the key itself in brackets when no language has it.
        """
        template = self.texts.get(key)
        if template is None:
            return f"[{key}]"
        values = {name: self._format_arg(kind, value) for name, (kind, value) in self.text_args(key).items()}
        values.update(extra)
        try:
            return template.format_map(_Missing(values))
        except (ValueError, IndexError):
            return template

    def _format_arg(self, kind: str, value: int) -> str:
        if kind == "money":
            return self.format_money(self.money(value))
        return str(value)

    def text_args(self, key: str) -> dict[str, tuple[str, int]]:
        """Return the placeholders a text may use, derived from the data behind ``key``.

        Money amounts (first ``amount``, then ``amount2``…), ``threshold``,
        ``days`` and ``tokens`` come from the effects of the almanac entry or
        card; quarter ends offer the quarter pay as ``amount``.

        Returns:
            name → (kind, value) with kind ``money`` (printed units), ``days`` or ``tokens``.
        """
        parts = key.split(".")
        if parts[0] == "almanac" and len(parts) >= 2:
            try:
                square = self.squares[day_index(parts[1])]
            except ValueError:
                return {}
            if square.frame == "quarter":
                return {"amount": ("money", self.edition.quarter_pay // self.edition.amount_scale)}
            return effect_text_args(square.effects)
        if parts[0] == "cards" and len(parts) == 2 and parts[1] in self.cards:
            return effect_text_args(self.cards[parts[1]].effects)
        return {}


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def iter_effects(effects: Iterable[Any]) -> Iterator[Any]:
    """Yield every effect of a tree of effects, depth first, ``do`` before ``else``."""
    for effect in effects:
        yield effect
        if isinstance(effect, s.When):
            yield from iter_effects(effect.do)
            yield from iter_effects(effect.else_)
        elif isinstance(effect, s.ForEachPlayer):
            yield from iter_effects(effect.for_each_player)
        elif isinstance(effect, s.Choose):
            for option in effect.choose:
                yield from iter_effects(option)


def iter_conditions(condition: Any) -> Iterator[Any]:
    """Yield a condition and every condition nested in it."""
    yield condition
    if isinstance(condition, s.AllOf):
        for c in condition.all:
            yield from iter_conditions(c)
    elif isinstance(condition, s.AnyOf):
        for c in condition.any:
            yield from iter_conditions(c)
    elif isinstance(condition, s.Not):
        yield from iter_conditions(condition.not_)


def _effect_conditions(effect: Any) -> Iterator[Any]:
    if isinstance(effect, s.When):
        yield from iter_conditions(effect.when)
    target = _target_of(effect)
    if target is not None and target.among is not None:
        yield from iter_conditions(target.among)


def _target_of(effect: Any) -> s.Target | None:
    if isinstance(effect, s.PayPlayer):
        return effect.pay_player.to
    if isinstance(effect, s.ReceivePlayer):
        return effect.receive_player.from_
    if isinstance(effect, s.TakeToken):
        return effect.take_token.from_
    if isinstance(effect, s.GiveToken):
        return effect.give_token.to
    if isinstance(effect, s.SwapWith):
        return effect.swap_with
    return None


def effect_text_args(effects: Iterable[Any]) -> dict[str, tuple[str, int]]:
    """Derive the placeholder values of a text from its effects (see :meth:`Content.text_args`)."""
    args: dict[str, tuple[str, int]] = {}
    amounts: list[int] = []

    def money(value: int) -> None:
        if value not in amounts:
            amounts.append(value)
            name = "amount" if len(amounts) == 1 else f"amount{len(amounts)}"
            args[name] = ("money", value)

    for effect in iter_effects(effects):
        for condition in _effect_conditions(effect):
            if isinstance(condition, s.MoneyBelow):
                args.setdefault("threshold", ("money", condition.money_below))
        if isinstance(effect, s.ReceiveBank):
            money(effect.receive_bank)
        elif isinstance(effect, s.PayBank):
            money(effect.pay_bank)
        elif isinstance(effect, s.PayPlayer):
            money(effect.pay_player.amount)
        elif isinstance(effect, s.ReceivePlayer):
            money(effect.receive_player.amount)
        elif isinstance(effect, s.PayEachOther):
            money(effect.pay_each_other)
        elif isinstance(effect, s.ReceiveEachOther):
            money(effect.receive_each_other)
        elif isinstance(effect, s.Move):
            days = effect.move if isinstance(effect.move, int) else effect.move.days
            args.setdefault("days", ("days", abs(days)))
        elif isinstance(effect, s.ReceiveTokens):
            args.setdefault("tokens", ("tokens", effect.receive_tokens))
        elif isinstance(effect, s.GiveTokens):
            args.setdefault("tokens", ("tokens", effect.give_tokens))
    return args


# --------------------------------------------------------------------------- text files


class _TextEntry(s._Model):
    title: str
    text: str


class TextFile(s._Model):
    """``almanac/text/<lang>.yaml``: the words of one language, keyed."""

    format: str
    language: str
    almanac: dict[str, _TextEntry] = {}
    signs: dict[str, str] = {}
    cards: dict[str, str] = {}
    facts: dict[str, str] = {}
    questions: dict[str, str] = {}
    quizzes: dict[str, str] = {}


def flatten_texts(text_file: TextFile) -> dict[str, str]:
    """Return ``{"almanac.01-06.title": …, "cards.chance-01": …}`` for a text file."""
    flat: dict[str, str] = {}
    for date, entry in text_file.almanac.items():
        flat[f"almanac.{date}.title"] = entry.title
        flat[f"almanac.{date}.text"] = entry.text
    for section in ("signs", "cards", "facts", "questions", "quizzes"):
        for key, value in getattr(text_file, section).items():
            flat[f"{section}.{key}"] = value
    return flat


def placeholders(text: str) -> set[str]:
    """Return the names of the ``{placeholders}`` of a text."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<unbalanced braces>"}


# --------------------------------------------------------------------------- loading


class _Collector:
    """Gathers problems from several files, with their positions."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.digest = hashlib.sha256()

    def read(self, path: Path, *, plain_text: bool = False) -> Document | None:
        try:
            doc = read_yaml(path, plain_text=plain_text)
        except ContentError as exc:
            self.problems.extend(exc.problems)
            return None
        if not plain_text:
            self.digest.update(path.name.encode() + b"\0" + path.read_bytes())
        return doc

    def validate(self, model: type[BaseModel], doc: Document | None) -> Any:
        if doc is None:
            return None
        try:
            return model.model_validate(doc.data)
        except ValidationError as exc:
            for error in exc.errors():
                on_key = error["type"] == "extra_forbidden" or "[key]" in error["loc"]
                self.problems.append(f"{doc.where(error['loc'], key=on_key)}: {_describe(error)}")
            return None

    def add(self, doc: Document, loc: Iterable[Any], message: str) -> None:
        self.problems.append(f"{doc.where(loc)}: {message}")


def _describe(error: Mapping[str, Any]) -> str:
    message = str(error["msg"])
    value = error.get("input")
    if error["type"] in ("unknown_effect", "unknown_condition") and isinstance(value, dict):
        message += f"; got {', '.join(map(str, value)) or 'an empty mapping'}"
        known = s.EFFECT_MODELS if error["type"] == "unknown_effect" else s.CONDITION_MODELS
        if len(value) == 1:
            guess = rf_process.extractOne(str(next(iter(value))), list(known), score_cutoff=60)
            if guess is not None:
                message += f" (did you mean {guess[0]}?)"
    elif error["type"] == "missing":
        message = f"{error['loc'][-1]!s} is missing"
    elif error["type"] == "extra_forbidden":
        message = f"unexpected key {error['loc'][-1]!s}"
    elif error["type"] == "value_error":
        message = str(error.get("ctx", {}).get("error", message))
    elif value is not None and not isinstance(value, (dict, tuple, list)):
        message += f" (got {value!r})"
    return message


def default_folder() -> Path:
    """Return the content folder shipped with the game (see :mod:`gameofyear.paths`)."""
    from ..paths import almanac_dir

    return almanac_dir()


def load_content(
    folder: Path | str | None = None, *, edition: str = "classic", language: str = "en"
) -> Content:
    """Load and validate a content folder.

    Args:
        folder: the folder holding ``events.yaml``, ``cards.yaml``, ``profile.yaml``,
            ``quizzes.yaml``, ``editions/`` and ``text/``; default: the game's own.
        edition: the edition file's name in ``editions/`` (without ``.yaml``).
        language: the language of the texts; keys it lacks fall back to English
            with a warning in :attr:`Content.warnings`.

    Returns:
        The validated content.

    Raises:
        ContentError: any problem in any rules file, or in the English texts;
            every problem is listed as ``file:line:column: what is wrong``.
    """
    root = Path(folder) if folder is not None else default_folder()
    c = _Collector()
    edition_path = root / "editions" / f"{edition}.yaml"
    if not edition_path.is_file():
        known = sorted(p.stem for p in (root / "editions").glob("*.yaml"))
        raise ContentError([f"{edition_path}:1:1: no such edition (known: {', '.join(known) or 'none'})"])
    edition_doc = c.read(edition_path)
    events_doc = c.read(root / "events.yaml")
    profile_doc = c.read(root / "profile.yaml")
    quizzes_doc = c.read(root / "quizzes.yaml")
    ed: s.EditionFile | None = c.validate(s.EditionFile, edition_doc)
    events: s.EventsFile | None = c.validate(s.EventsFile, events_doc)
    profile: s.ProfileFile | None = c.validate(s.ProfileFile, profile_doc)
    quizzes: s.QuizzesFile | None = c.validate(s.QuizzesFile, quizzes_doc)

    cards: dict[str, s.CardEntry] = {}
    card_docs: dict[str, Document] = {}
    if ed is not None and edition_doc is not None:
        for name in ed.card_files:
            doc = c.read(root / name)
            cards_file: s.CardsFile | None = c.validate(s.CardsFile, doc)
            if doc is None or cards_file is None:
                continue
            for card_id, card in cards_file.cards.items():
                if card_id in cards:
                    c.add(doc, ("cards", card_id), f"card {card_id!r} is already defined in another card file")
                cards[card_id] = card
                card_docs[card_id] = doc
                if (card.keep is None) == (not card.effects):
                    c.add(doc, ("cards", card_id), "a card has either effects or keep, not both and not neither")
                if card.keep is not None and card.deck != "chance":
                    c.add(doc, ("cards", card_id, "keep"), "only Chance cards can be kept")
        _check_edition(c, ed, edition_doc)

    squares: list[Square] = []
    if ed is not None and events is not None and events_doc is not None:
        squares = _build_squares(c, ed, events, events_doc)
    if events is not None and events_doc is not None and profile is not None and quizzes is not None:
        for date, entry in events.days.items():
            _check_effects(c, events_doc, ("days", date, "effects"), entry.effects, profile, quizzes)
        for card_id, card in cards.items():
            _check_effects(c, card_docs[card_id], ("cards", card_id, "effects"), card.effects, profile, quizzes)
    if quizzes is not None and quizzes_doc is not None:
        for quiz_id, quiz in quizzes.quizzes.items():
            if quiz.judge == "list" and len(quiz.answers) < quiz.required:
                c.add(quizzes_doc, ("quizzes", quiz_id), f"the quiz needs {quiz.required} answers but lists {len(quiz.answers)}")
            seen: dict[str, int] = {}
            for i, spellings in enumerate(quiz.answers):
                for spelling in spellings:
                    norm = normalise_answer(spelling)
                    if norm in seen and seen[norm] != i:
                        c.add(quizzes_doc, ("quizzes", quiz_id, "answers", i), f"{spelling!r} is already an answer of this quiz")
                    seen[norm] = i

    if c.problems:
        raise ContentError(c.problems)
    assert ed is not None and events is not None and profile is not None and quizzes is not None

    partial = Content(
        folder=root, edition=ed, squares=tuple(squares), cards=MappingProxyType(cards),
        chance_cards=tuple(k for k, v in cards.items() if v.deck == "chance"),
        hazard_cards=tuple(k for k, v in cards.items() if v.deck == "hazard"),
        quizzes=MappingProxyType(dict(quizzes.quizzes)), facts=profile.facts,
        questions=MappingProxyType(dict(profile.questions)), language=language,
        texts=MappingProxyType({}), warnings=(), sign_of_day=_signs_of_days(ed),
        digest=c.digest.hexdigest(),
        quarter_days=tuple(sorted(day_index(q) for q in ed.quarter_ends)),
        red_days=tuple(sq.index for sq in squares if sq.frame in ("red", "half")),
        blue_days=tuple(sq.index for sq in squares if sq.frame in ("blue", "double_blue", "half")),
    )
    texts, warnings = _load_texts(partial, root, language)
    return Content(**{**partial.__dict__, "texts": MappingProxyType(texts), "warnings": tuple(warnings)})


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


def check_texts(content: Content, texts: Mapping[str, str], reference: Mapping[str, str] | None) -> tuple[list[str], list[str], list[str]]:
    """Compare a language's texts with what the content needs.

    Args:
        content: the loaded content.
        texts: the language's flat texts.
        reference: the English texts, to compare placeholders with (None for English itself).

    Returns:
        ``(missing keys, extra keys, placeholder problems)``.
    """
    needed = required_text_keys(content)
    needed_set = set(needed) | {f"cards.{card_id}" for card_id in folder_card_ids(content.folder)}
    missing = [k for k in needed if k not in texts]
    extra = sorted(k for k in texts if k not in needed_set)
    problems: list[str] = []
    for key in needed:
        if key not in texts:
            continue
        used = placeholders(texts[key])
        allowed = set(content.text_args(key))
        unknown = used - allowed
        if unknown:
            problems.append(f"{key}: unknown placeholder(s) {', '.join('{' + u + '}' for u in sorted(unknown))} (allowed: {', '.join('{' + a + '}' for a in sorted(allowed)) or 'none'})")
        if reference is not None and key in reference and used != placeholders(reference[key]):
            problems.append(f"{key}: placeholders {sorted(used)} differ from English {sorted(placeholders(reference[key]))}")
    return missing, extra, problems


def folder_card_ids(folder: Path) -> set[str]:
    """Return the ids of every card of every edition of a content folder.

    A language file holds the words of all editions' cards (the Italian
    edition's own cards are not "extra" keys when checking the classic one).
    Files that cannot be read are skipped here: loading reports them.
    """
    ids: set[str] = set()
    names: set[str] = set()
    for edition in sorted((folder / "editions").glob("*.yaml")):
        try:
            files = read_yaml(edition).data.get("card_files", ())
        except (ContentError, AttributeError):
            continue
        names.update(str(name) for name in files if isinstance(name, str))
    for name in sorted(names):
        try:
            cards = read_yaml(folder / name).data.get("cards", {})
        except (ContentError, AttributeError):
            continue
        if isinstance(cards, dict):
            ids.update(str(key) for key in cards)
    return ids


def read_texts(path: Path) -> tuple[dict[str, str], Document]:
    """Read one language file into flat texts.

    Raises:
        ContentError: the file is not valid YAML or not a language file.
    """
    doc = read_yaml(path, plain_text=True)
    try:
        text_file = TextFile.model_validate(doc.data)
    except ValidationError as exc:
        raise ContentError(
            f"{doc.where(e['loc'], key=e['type'] == 'extra_forbidden' or '[key]' in e['loc'])}: {_describe(e)}"
            for e in exc.errors()
        ) from None
    return flatten_texts(text_file), doc


def _load_texts(content: Content, root: Path, language: str) -> tuple[dict[str, str], list[str]]:
    english, english_doc = read_texts(root / "text" / "en.yaml")
    missing, _extra, problems = check_texts(content, english, None)
    errors = [f"{english_doc.path}:1:1: missing text {k}" for k in missing]
    errors += [f"{english_doc.where(_text_loc(p.split(':')[0]))}: {p}" for p in problems]
    if errors:
        raise ContentError(errors)
    if language == "en":
        return english, []
    warnings: list[str] = []
    path = root / "text" / f"{language}.yaml"
    try:
        texts, doc = read_texts(path)
    except ContentError as exc:
        return english, [f"the {language} texts cannot be used, English is shown instead: " + "; ".join(exc.problems)]
    missing, _extra, problems = check_texts(content, texts, english)
    for key in missing:
        warnings.append(f"{path}: missing text {key} (English shown)")
    bad = {p.split(":")[0] for p in problems}
    warnings += [f"{doc.where(_text_loc(p.split(':')[0]))}: {p} (English shown)" for p in problems]
    merged = dict(english)
    merged.update({k: v for k, v in texts.items() if k not in bad})
    return merged, warnings


def _text_loc(key: str) -> tuple[str, ...]:
    return tuple(key.split("."))


def normalise_answer(text: str) -> str:
    """Return a quiz answer folded for comparison: lower case, no accents or punctuation."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    plain = re.sub(r"[^a-z0-9]+", " ", plain)
    return " ".join(plain.split())


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


def _build_squares(c: _Collector, ed: s.EditionFile, events: s.EventsFile, doc: Document) -> list[Square]:
    by_index: dict[int, tuple[str, s.DayEntry]] = {}
    for date, entry in events.days.items():
        if _check_date(c, doc, ("days", date), date):
            by_index[day_index(date)] = (date, entry)
    expected: dict[int, tuple[str, str | None]] = {0: ("start", None), LAST_DAY: ("finish", None)}
    for q in ed.quarter_ends:
        expected[day_index(q)] = ("quarter", None)
    for sign, date in ed.zodiac.items():
        if day_index(date) != 0:
            expected[day_index(date)] = ("sign", sign)
    for index, (frame, sign) in expected.items():
        if index not in by_index:
            from ..dates import date_text

            c.add(doc, ("days",), f"the square {date_text(index)} ({frame}{' ' + sign if sign else ''}) is missing")
    squares: list[Square] = []
    from ..dates import date_text

    for index in range(DAYS_IN_YEAR):
        if index not in by_index:
            squares.append(Square(index, date_text(index), "plain"))
            continue
        date, entry = by_index[index]
        want = expected.get(index)
        if want is not None and (entry.frame, entry.sign) != want:
            c.add(doc, ("days", date, "frame"), f"{date} must be framed {want[0]}{' with sign ' + want[1] if want[1] else ''} (edition {ed.name})")
        elif want is None and entry.frame not in ALMANAC_FRAMES:
            c.add(doc, ("days", date, "frame"), f"an almanac date is framed red, blue, double_blue or half, not {entry.frame}")
        if entry.frame not in ALMANAC_FRAMES and entry.effects:
            c.add(doc, ("days", date, "effects"), f"a {entry.frame} square has no almanac effects")
        if entry.sign is not None and entry.frame != "sign":
            c.add(doc, ("days", date, "sign"), "only sign squares name a sign")
        squares.append(Square(index, date, entry.frame, entry.sign, entry.effects))
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
