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
import json
import os
import re
import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from ..clean import fill
from ..dates import DAYS_IN_YEAR, LAST_DAY, date_text, day_index
from ..paths import is_language_code  # there: the window lists its languages before loading content
from . import schema as s
from .yamlio import ContentError, Document, read_yaml

NBSP = "\u00a0"
"""The no-break space that joins the parts of an amount of money (:meth:`Content.format_money`)."""

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
        icon: the pictogram of its event (a qtawesome name, ``events.yaml``'s ``icon``), or None.
    """

    index: int
    date: str
    frame: str
    sign: str | None = None
    effects: tuple[Any, ...] = ()
    icon: str | None = None
    """The pictogram of its event: a qtawesome icon name (``mdi6.rocket-launch``), or None."""

    @property
    def illustrated(self) -> bool:
        """True for every square that is not plain (no buying or offering days there)."""
        return self.frame != "plain"


@dataclass(frozen=True)
class Content:
    """The rules of a game, loaded and validated (immutable): no words of any language.

    A game holds only this (:class:`gameofyear.engine.Game`); the words of a
    language are a separate :class:`Texts` held by the window, the narrator
    and the dialogs, so that changing language never touches a game.

    Attributes:
        folder: the content folder it was read from: the house almanac's folder
            when one is laid over the game's own (see :func:`content_layers`).
        layers: every folder read, lowest first: ``(folder,)`` for a whole
            almanac, ``(default_folder(), folder)`` for a house almanac.
        edition: the edition's numbers and options.
        squares: the 366 squares, by index.
        cards: every card of the edition's card files, by id.
        chance_cards, hazard_cards: card ids of each deck, in file order.
        quizzes: quiz entries by id.
        facts: the profile facts, in display order.
        questions: question entries by id.
        sign_of_day: the zodiac sign of each day index.
        digest: a SHA-256 of every rules file read, in every layer (saves use it;
            the language files are not part of it).
        origins: for each text key of the content's own data (``almanac.MM-DD.title``,
            ``cards.<id>``, ``facts.<id>``…), the index in ``layers`` of the layer
            that gave the date, card, fact, question or quiz (missing texts are
            asked of that layer's language file).
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
    sign_of_day: tuple[str, ...]
    digest: str
    quarter_days: tuple[int, ...] = field(default=())
    red_days: tuple[int, ...] = field(default=())
    blue_days: tuple[int, ...] = field(default=())
    layers: tuple[Path, ...] = field(default=())
    origins: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    variant_rules: s.VariantRules | None = None
    """The numbers of the house rules from the family of games for this edition
    (``variants.yaml``); None when the folder gives none for it (those house rules are then not offered)."""
    variants_digest: str = ""
    """A SHA-256 of ``variants.yaml`` in every layer: a save of a game played with one of those
    house rules depends on it too (:meth:`digest_for`); a plain game does not."""
    cache_key: str = field(default="", compare=False, repr=False)
    """The key of this content in the content cache (:mod:`gameofyear.content.cache`), "" when not cached:
    the words of a language are cached under it too."""

    def digest_for(self, variants_on: bool) -> str:
        """Return the digest of the rules a game depends on: :attr:`digest`, with
        :attr:`variants_digest` mixed in when one of the family house rules is on."""
        if not variants_on:
            return self.digest
        return hashlib.sha256((self.digest + self.variants_digest).encode("ascii")).hexdigest()

    def money(self, printed: int) -> int:
        """Return an almanac or card amount in the edition's money units (RULINGS.md §11)."""
        return printed * self.edition.amount_scale

    def format_money(self, amount: int) -> str:
        """Return an amount written in the edition's currency, e.g. ``"1 200 F"``.

        Every space in it is a no-break space (U+00A0), so that an amount is never
        split across two lines of a card, a dialog or the log.
        """
        cur = self.edition.currency
        sign = "-" if amount < 0 else ""
        digits = f"{abs(amount):,}".replace(",", cur.thousands_separator.replace(" ", NBSP))
        if cur.symbol_position == "before":
            return f"{sign}{cur.symbol}{NBSP}{digits}"
        return f"{sign}{digits}{NBSP}{cur.symbol}"

    def format_arg(self, kind: str, value: int) -> str:
        """Return the words of one placeholder value of :meth:`text_args`: money in the edition's currency, else the number."""
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


@dataclass(frozen=True)
class Texts:
    """The words of one language for one :class:`Content`: almanac entries, cards, facts, questions, quizzes, signs.

    Made by :func:`load_texts`; held by the window, the narrator and the
    dialogs, never by a game. Changing language makes another ``Texts`` for
    the same content and leaves the game as it is.

    Attributes:
        content: the rules these words are of (amounts and placeholders come from it).
        language: the language code of ``entries`` (``en``, ``fr``…).
        entries: every text by its key (``almanac.01-06.text``, ``cards.chance-01``, …),
            falling back to English for keys the language lacks.
        warnings: problems that did not stop loading (the language file's gaps).
    """

    content: Content
    language: str
    entries: Mapping[str, str]
    warnings: tuple[str, ...] = ()

    def text(self, key: str, **extra: Any) -> str:
        """Return the text of ``key`` with its placeholders filled.

        Args:
            key: a text key such as ``"almanac.03-10.text"`` or ``"cards.hazard-04"``.
            extra: values for placeholders beyond those derived from the data
                (:meth:`Content.text_args`).

        Returns:
            The text, or the key itself in brackets when no language has it.
        """
        template = self.entries.get(key)
        if template is None:
            return f"[{key}]"
        content = self.content
        values = {name: content.format_arg(kind, value) for name, (kind, value) in content.text_args(key).items()}
        values.update(extra)
        return render_text(template, values)

    def format_money(self, amount: int) -> str:
        """Return an amount (money units) written in the edition's currency: :meth:`Content.format_money`."""
        return self.content.format_money(amount)


PLACEHOLDER_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
"""What a placeholder's name may be: ``{amount}``, ``{amount2}``, ``{days}``."""


def render_text(template: str, values: Mapping[str, Any]) -> str:
    """Fill the plain ``{name}`` placeholders of ``template`` from ``values`` (:func:`gameofyear.clean.fill`).

    ``{{`` and ``}}`` give a brace; a placeholder without a value, and anything
    else between braces (``{amount:>99999}``, ``{0}``, ``{amount.real}``),
    stays as written. Nothing is formatted: the result is never longer than
    the template plus the values put in.
    """
    return fill(template, values)


def placeholder_problems(text: str) -> list[str]:
    """Return what is wrong with the placeholders of a text (empty when each is a plain ``{name}``).

    Refused: unbalanced braces, positional fields (``{}``, ``{0}``), attributes
    or indexes (``{amount.real}``, ``{amount[0]}``), conversions (``{amount!r}``)
    and format specifications (``{amount:>99999}``).
    """
    try:
        fields = list(string.Formatter().parse(text))
    except ValueError as exc:
        return [f"unbalanced braces ({exc}; write {{{{ or }}}} for a brace)"]
    problems = []
    for _, name, spec, conversion in fields:
        if name is None:
            continue
        shown = "{" + name + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}"
        if not PLACEHOLDER_NAME.fullmatch(name):
            problems.append(f"{shown[:40]}: a placeholder is a plain name in braces, such as {{amount}}")
        elif conversion or spec:
            problems.append(f"{shown[:40]}: a placeholder takes no format or conversion (write {{{name}}})")
    return problems


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


def source_effects(content: Content, source: str) -> tuple[str, tuple[Any, ...]]:
    """Return the context kind and the effects of an event's or decision's source.

    Args:
        content: the loaded content.
        source: ``almanac:MM-DD`` (kind ``almanac``) or ``card:ID`` (kind: the
            card's deck, ``chance`` or ``hazard``).

    Returns:
        ``(kind, effects)``; ``("almanac", ())`` for any other source (a rule of
        the turn, an unknown date or card).
    """
    what, _, key = source.partition(":")
    if what == "almanac":
        try:
            return "almanac", content.squares[day_index(key)].effects
        except ValueError:
            return "almanac", ()
    if what == "card" and key in content.cards:
        card = content.cards[key]
        return card.deck, card.effects
    return "almanac", ()


def choice_of(content: Content, source: str) -> s.Choose | None:
    """Return the first ``choose`` effect of the square or card named by ``source`` (None: it has none)."""
    for effect in iter_effects(source_effects(content, source)[1]):
        if type(effect) is s.Choose:
            return effect
    return None


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
    problems: list[tuple[str, str]] = []
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


# --------------------------------------------------------------------------- loading


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


@dataclass(frozen=True)
class _Origin:
    """An entry read from a file: its value, the document it came from and its layer."""

    value: Any
    doc: Document
    layer: int
    key: Any = None


_ICON_FIELD = re.compile(rb"(?m), icon: [\w.-]+(?=\})|^ +icon: [\w.-]+\r?\n")
"""The ``icon`` fields of events.yaml as the game writes them (``, icon: mdi6.crown}`` or a line
``    icon: mdi6.crown``): left out of the rules' digest, since a pictogram changes no rule."""


class _Collector:
    """Gathers problems from several files, with their positions, and digests the rules files."""

    def __init__(self, layers: tuple[Path, ...]) -> None:
        self.layers = layers
        self.problems: list[str] = []
        self.digest = hashlib.sha256()

    def read(self, path: Path, *, plain_text: bool = False, layer: int = 0,
             digest: Any = None) -> Document | None:
        outside = _outside(self.layers[layer], path)
        if outside is not None:
            self.problems.append(f"{path}:1:1: {outside}")
            return None
        try:
            doc = read_yaml(path, plain_text=plain_text)
        except ContentError as exc:
            self.problems.extend(exc.problems)
            return None
        if not plain_text:
            data = path.read_bytes()
            if path.name == "events.yaml":
                data = _ICON_FIELD.sub(b"", data)  # a square's pictogram is no rule: saves open across icon changes
            into = self.digest if digest is None else digest
            if layer == 0:
                into.update(path.name.encode() + b"\0" + data)
            else:  # a house file: its layer and its place in the folder count too
                name = Path(os.path.relpath(path, self.layers[layer])).as_posix()
                into.update(b"\0layer %d\0" % layer + name.encode() + b"\0" + data)
        return doc

    def read_layers(self, name: str) -> list[tuple[int, Document | None]]:
        """Read ``name`` in every layer that has it; the lowest layer must have it."""
        found: list[tuple[int, Document | None]] = []
        for i, layer in enumerate(self.layers):
            path = layer / name
            if i == 0 or path.is_file():
                found.append((i, self.read(path, layer=i)))
        return found

    def validate(self, model: type, doc: Document | None, data: Any = None) -> Any:
        if doc is None:
            return None
        from .validation import ValidationError, error_on_key, validate

        try:
            return validate(model, doc.data if data is None else data)
        except ValidationError as exc:
            for error in exc.errors():
                self.problems.append(f"{doc.where(error['loc'], key=error_on_key(error))}: {_describe(error)}")
            return None

    def add(self, doc: Document, loc: Iterable[Any], message: str, *, key: bool = False) -> None:
        self.problems.append(f"{doc.where(loc, key=key)}: {message}")


def _describe(error: Mapping[str, Any]) -> str:
    message = str(error["msg"])
    value = error.get("input")
    if error["type"] in ("unknown_effect", "unknown_condition") and isinstance(value, dict):
        message += f"; got {', '.join(map(str, value)) or 'an empty mapping'}"
        known = s.EFFECT_MODELS if error["type"] == "unknown_effect" else s.CONDITION_MODELS
        if len(value) == 1:
            from rapidfuzz import process as rf_process

            guess = rf_process.extractOne(str(next(iter(value))), list(known), score_cutoff=60)
            if guess is not None:
                message += f" (did you mean {guess[0]}?)"
    elif error["type"] == "missing":
        message = f"{error['loc'][-1]!s} is missing"
    elif error["type"] in ("extra_forbidden", "unexpected_keyword_argument"):
        message = f"unexpected key {error['loc'][-1]!s}"
    elif error["type"] == "value_error":
        message = str(error.get("ctx", {}).get("error", message))
    elif value is not None and not isinstance(value, (dict, tuple, list)):
        guess = None
        if error["type"] in ("literal_error", "enum") and isinstance(value, str):  # one of a few words: a frame, a deck…
            from rapidfuzz import process as rf_process

            choices = re.findall(r"'([^']*)'", str(error.get("ctx", {}).get("expected", "")))
            guess = rf_process.extractOne(value, choices, score_cutoff=60) if choices else None
        message += f" (got {value!r}; did you mean {guess[0]!r}?)" if guess is not None else f" (got {value!r})"
    return message


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


CARD_FILE_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]*\.yaml$")
"""What a card file of ``card_files`` may be called: a plain file name of the content folder."""
CODE = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
"""What an edition's name may be (``classic``, ``italian``)."""


def _outside(folder: Path, path: Path) -> str | None:
    """Say why ``path`` may not be read as content of ``folder`` (it resolves outside it), or None when it may."""
    try:
        root = folder.resolve()
        target = path.resolve()
    except (OSError, RuntimeError) as exc:
        return f"the file cannot be found ({exc})"
    if target != root and root not in target.parents:
        return f"the file lies outside the content folder {folder} (a link to {target}?): it is not read"
    return None


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


def text_report(content: Content, language: str) -> list[str]:
    """Check one language's texts of a loaded content, for ``gameofyear validate``.

    Args:
        content: the content, loaded (so its English texts are valid).
        language: the language to check.

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
    for key in missing:
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
    """Return the keys of ``texts`` identical to their English text and not listed under ``same_as_english``
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
    return [key for key, text in texts.items() if key not in meant and english.get(key) == text], lines


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
