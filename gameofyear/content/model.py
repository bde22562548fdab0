"""The loaded content as the game uses it: :class:`Content` (the rules), :class:`Texts` (the words of a language),
the squares of the board, and the walks over effects and conditions that the rules and the words share."""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..clean import fill
from ..dates import day_index
from . import schema as s

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


_target_of = s.target_of


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
