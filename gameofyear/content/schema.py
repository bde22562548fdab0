"""The content schema: every YAML file of ``almanac/`` as frozen, typed objects.

Each class is a plain frozen dataclass, which the engine reads as it is;
pydantic validates a file into them (strict types, unknown keys refused) through
the hooks of :class:`_Model`, :class:`Rule` and :class:`OneKey`, and only then is
it imported (:mod:`gameofyear.content.validation`): a content read back from its
cache (:mod:`gameofyear.content.cache`) is played without pydantic. An effect
or a condition is a one-key mapping (``{draw: chance}``, ``{sex: female}``);
the key chooses the model, so an error names exactly what is wrong with it.
``when`` effects are the one exception: ``{when: condition, do: [...], else: [...]}``.

The effect vocabulary (RULINGS.md §4, §7, §8, §10) is documented in
``docs/CONTENT.md``; each model below says what it does.

Every number has sane bounds, so that content that validates always plays:
amounts of at most :data:`MAX_AMOUNT` printed units (an edition's own numbers
at most :data:`MAX_EDITION_AMOUNT`), at most :data:`MAX_TURNS` turns lost or
gained at once, moves within one year, at most :data:`MAX_TOKENS` tokens at
once, a scale of at most :data:`MAX_SCALE`. Card files are plain file names of
the content folder.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from ..dates import day_index


class Rule:
    """The bounds of a field (``ge``, ``le``, ``pattern``, ``min_length``, ``strict``…), for ``Annotated``.

    Read by pydantic only when a file is validated (:mod:`gameofyear.content.validation`):
    the classes of this module import nothing of pydantic, so that a game played
    from validated content never loads it. ``after`` is a function run on the
    value once it has the right type (it raises ``ValueError`` to refuse it); the
    other keywords are those of ``pydantic.Field``.
    """

    __slots__ = ("after", "bounds")

    def __init__(self, *, after: Callable[[Any], Any] | None = None, **bounds: Any) -> None:
        self.after = after
        self.bounds = bounds

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        """pydantic's hook: the schema of ``source`` with these bounds."""
        from pydantic import AfterValidator, Field

        extra = (AfterValidator(self.after),) if self.after is not None else ()
        return handler.generate_schema(Annotated[(source, Field(**self.bounds), *extra)])


class OneKey:
    """The models of a one-key mapping chosen by its key (``{draw: chance}``), for ``Annotated``.

    ``kind`` names what is chosen in the error of an unknown key (``effect``,
    ``condition``). Read by pydantic only when a file is validated (see :class:`Rule`).
    """

    __slots__ = ("kind", "models")

    def __init__(self, kind: str, models: Mapping[str, type]) -> None:
        self.kind = kind
        self.models = models

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        """pydantic's hook: a union of :attr:`models` tagged by :func:`_one_key`."""
        from pydantic import Discriminator, Tag

        union = Union[tuple(Annotated[m, Tag(_tag(k))] for k, m in self.models.items())]  # type: ignore[valid-type]
        return handler.generate_schema(Annotated[
            union,
            Discriminator(_one_key, custom_error_type=f"unknown_{self.kind}",
                          custom_error_message=f"unknown {self.kind} (expected a one-key mapping, one of: "
                          + ", ".join(self.models) + ")"),
        ])

MAX_AMOUNT = 1_000_000
"""The largest amount an effect or condition names (printed units)."""
MAX_EDITION_AMOUNT = 1_000_000_000
"""The largest amount of an edition's own numbers (its money units: lire run to millions)."""
MAX_SCALE = 10_000
"""The largest ``amount_scale``."""
MAX_TURNS = 12
"""The most turns an effect makes a player lose or play again at once."""
MAX_TOKENS = 1_000
"""The most tokens one effect moves, or an edition's bonus gives."""
MAX_DAYS = 365
"""The most days a move covers (a year)."""
MAX_AGE = 150
"""The largest age a condition names (years)."""

Money = Annotated[int, Rule(ge=0, le=MAX_AMOUNT, strict=True)]
"""An amount in printed units (multiplied by the edition's ``amount_scale``)."""
Count = Annotated[int, Rule(ge=1, le=MAX_TOKENS, strict=True)]
Turns = Annotated[int, Rule(ge=1, le=MAX_TURNS, strict=True)]
"""A number of turns (lost, or played again)."""
Tokens = Annotated[int, Rule(ge=1, le=MAX_TOKENS, strict=True)]
"""A number of tokens moved at once."""
Age = Annotated[int, Rule(ge=0, le=MAX_AGE, strict=True)]
"""An age in years."""
Days = Annotated[int, Rule(ge=-MAX_DAYS, le=MAX_DAYS, strict=True)]
"""A number of days to move by (negative: backwards)."""
EditionMoney = Annotated[int, Rule(ge=0, le=MAX_EDITION_AMOUNT, strict=True)]
"""An amount of an edition's own numbers, in its money units."""
EditionPrice = Annotated[int, Rule(ge=1, le=MAX_EDITION_AMOUNT, strict=True)]
"""A price of an edition (days, tokens), in its money units."""
CardFileName = Annotated[str, Rule(pattern=r"^[a-z0-9][a-z0-9_-]*\.yaml$", max_length=64, strict=True)]
"""A card file of ``card_files``: a plain ``.yaml`` file name of the content folder (no folders, no ``..``)."""


def _is_date(text: str) -> str:
    day_index(text)  # raises ValueError: "'02-30' is not a date of the year"
    return text


DateText = Annotated[str, Rule(strict=True, after=_is_date)]
"""A calendar date written ``"MM-DD"`` (a day of a leap year)."""
Id = Annotated[str, Rule(pattern=r"^[a-z][a-z0-9_]*$", strict=True)]


def _yaml_key(name: str) -> str:
    """The key a field is written with in YAML: its name without the underscore that avoids a keyword (``from_``)."""
    return name.rstrip("_")


class _Model:
    """The base of every class of the schema: frozen dataclasses, refused unknown keys, strict types.

    Each subclass is a ``@dataclass(frozen=True, slots=True)`` that the engine
    reads as it is; pydantic validates a file into them (its configuration is
    this plain mapping, so that nothing here imports pydantic).
    """

    __slots__ = ()
    __pydantic_config__ = {"extra": "forbid", "strict": True, "alias_generator": _yaml_key}

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """pydantic's hook: the dataclass built from a mapping, its fields strict.

        A strict dataclass would take only an instance of itself; the mapping read
        from YAML is accepted while every field keeps the strict types.
        """
        schema = handler(source)
        if schema.get("type") == "dataclass":
            schema["strict"] = False
        return schema


# --------------------------------------------------------------------------- conditions


@dataclass(frozen=True, slots=True, kw_only=True)
class Sex(_Model):
    """True when the player's stated sex is this one (an unstated sex is neither)."""

    sex: Literal["female", "male"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Fact(_Model):
    """True when the player's profile has this yes/no fact (ids in profile.yaml)."""

    fact: Id


@dataclass(frozen=True, slots=True, kw_only=True)
class AgeAtLeast(_Model):
    """True when the player is at least this many years old."""

    age_at_least: Age


@dataclass(frozen=True, slots=True, kw_only=True)
class AgeAtMost(_Model):
    """True when the player is at most this many years old."""

    age_at_most: Age


@dataclass(frozen=True, slots=True, kw_only=True)
class AgeAbove(_Model):
    """True when the player is strictly older than this many years ("over 18")."""

    age_above: Age


@dataclass(frozen=True, slots=True, kw_only=True)
class AgeBelow(_Model):
    """True when the player is strictly younger than this many years ("under 12")."""

    age_below: Age


@dataclass(frozen=True, slots=True, kw_only=True)
class Question(_Model):
    """A question of the moment asked of the player (profile.yaml ``questions``)."""

    question: Id


@dataclass(frozen=True, slots=True, kw_only=True)
class TableQuestion(_Model):
    """A question the whole table answers once (profile.yaml, ``table: true``)."""

    table: Id


@dataclass(frozen=True, slots=True, kw_only=True)
class Quiz(_Model):
    """True when the player passes this quiz (quizzes.yaml)."""

    quiz: Id


@dataclass(frozen=True, slots=True, kw_only=True)
class MoneyBelow(_Model):
    """True when the player holds less than this amount (printed units)."""

    money_below: Money


@dataclass(frozen=True, slots=True, kw_only=True)
class AllOf(_Model):
    """True when every condition holds (checked in order, stops at the first false)."""

    all: tuple[Condition, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AnyOf(_Model):
    """True when at least one condition holds (checked in order, stops at the first true)."""

    any: tuple[Condition, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Not(_Model):
    """True when the condition does not hold."""

    not_: Condition


def _tag(key: str) -> str:
    """A union tag for a key; bracketed so that error locations never mistake it for a YAML key."""
    return f"<{key}>"


def _one_key(value: Any) -> str | None:
    if isinstance(value, dict):
        if "when" in value:
            return _tag("when")
        if len(value) == 1:
            return _tag(str(next(iter(value))))
        return None
    return _TAG_OF_MODEL.get(type(value))


CONDITION_MODELS: dict[str, type[_Model]] = {
    "sex": Sex,
    "fact": Fact,
    "age_at_least": AgeAtLeast,
    "age_at_most": AgeAtMost,
    "age_above": AgeAbove,
    "age_below": AgeBelow,
    "question": Question,
    "table": TableQuestion,
    "quiz": Quiz,
    "money_below": MoneyBelow,
    "all": AllOf,
    "any": AnyOf,
    "not": Not,
}

if TYPE_CHECKING:  # the models of CONDITION_MODELS (tests/test_content_types.py holds the two lists together)
    Condition = (Sex | Fact | AgeAtLeast | AgeAtMost | AgeAbove | AgeBelow | Question | TableQuestion | Quiz
                 | MoneyBelow | AllOf | AnyOf | Not)
else:
    Condition = Annotated[Any, OneKey("condition", CONDITION_MODELS)]


# --------------------------------------------------------------------------- targets


@dataclass(frozen=True, slots=True, kw_only=True)
class Target(_Model):
    """Another player to pay, take from or swap with.

    ``pick``: ``chosen`` (the acting player chooses), ``poorest``/``richest``
    (least/most money), ``most_tokens``/``fewest_tokens``; ties are decided by
    the acting player's choice. ``among`` keeps only the players matching a
    condition (questions and quizzes are not allowed there). The acting player
    is never a target.
    """

    pick: Literal["chosen", "poorest", "richest", "most_tokens", "fewest_tokens"]
    among: Condition | None = None


# --------------------------------------------------------------------------- effects


@dataclass(frozen=True, slots=True, kw_only=True)
class Draw(_Model):
    """Draw a card from this deck and resolve it fully before the next effect."""

    draw: Literal["chance", "hazard"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ReceiveBank(_Model):
    """The bank pays the player this amount."""

    receive_bank: Money


@dataclass(frozen=True, slots=True, kw_only=True)
class PayBank(_Model):
    """The player pays the bank this amount (a loss: zodiac protection applies)."""

    pay_bank: Money


@dataclass(frozen=True, slots=True, kw_only=True)
class PayPlayerSpec(_Model):
    amount: Money
    to: Target


@dataclass(frozen=True, slots=True, kw_only=True)
class PayPlayer(_Model):
    """The player pays an amount to another player picked by ``to``."""

    pay_player: PayPlayerSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class ReceivePlayerSpec(_Model):
    amount: Money
    from_: Target


@dataclass(frozen=True, slots=True, kw_only=True)
class ReceivePlayer(_Model):
    """Another player picked by ``from`` pays the player an amount."""

    receive_player: ReceivePlayerSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class PayEachOther(_Model):
    """The player pays this amount to each other player, in turn order."""

    pay_each_other: Money


@dataclass(frozen=True, slots=True, kw_only=True)
class ReceiveEachOther(_Model):
    """Each other player pays the player this amount, in turn order."""

    receive_each_other: Money


@dataclass(frozen=True, slots=True, kw_only=True)
class ReceiveTokens(_Model):
    """The bank gives the player tokens (no more than the bank holds)."""

    receive_tokens: Tokens


@dataclass(frozen=True, slots=True, kw_only=True)
class GiveTokens(_Model):
    """The player gives tokens back to the bank (no more than they hold)."""

    give_tokens: Tokens


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeTokenSpec(_Model):
    from_: Target
    count: Tokens = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeToken(_Model):
    """The player takes tokens from another player picked by ``from``."""

    take_token: TakeTokenSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class GiveTokenSpec(_Model):
    to: Target
    count: Tokens = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class GiveToken(_Model):
    """The player gives tokens to another player picked by ``to``."""

    give_token: GiveTokenSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveSpec(_Model):
    days: Days
    almanac: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class Move(_Model):
    """Move the pawn by a number of days (negative: backwards).

    ``{move: 16}`` or ``{move: {days: -5, almanac: false}}``; with
    ``almanac: false`` the almanac of the square reached never applies.
    """

    move: Days | MoveSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveTo(_Model):
    """Move the pawn to this date (forwards or backwards)."""

    move_to: DateText


@dataclass(frozen=True, slots=True, kw_only=True)
class BackMonths(_Model):
    """Move back this many months to the same day (the month's last day if shorter)."""

    back_months: Annotated[int, Rule(ge=1, le=12, strict=True)]


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseTurn(_Model):
    """The player loses their next turn(s)."""

    lose_turn: Turns


@dataclass(frozen=True, slots=True, kw_only=True)
class ExtraTurns(_Model):
    """The player plays this many whole extra turns after their current one."""

    extra_turns: Turns


@dataclass(frozen=True, slots=True, kw_only=True)
class SwapWith(_Model):
    """Swap pawns with a player picked by the target (no landing, no passing)."""

    swap_with: Target


@dataclass(frozen=True, slots=True, kw_only=True)
class RearrangeOpponents(_Model):
    """The player rearranges the opponents' pawns among their squares (1 April)."""

    rearrange_opponents: Literal[True]


@dataclass(frozen=True, slots=True, kw_only=True)
class SpinDifference(_Model):
    """Spin again; advance by the difference of the two numbers (16 November)."""

    spin_difference: Literal[True]


@dataclass(frozen=True, slots=True, kw_only=True)
class VacationMove(_Model):
    """Advance by the edition's vacation days with the vacation rules (no almanac)."""

    vacation_move: Literal[True]


@dataclass(frozen=True, slots=True, kw_only=True)
class ForEachPlayer(_Model):
    """Apply the effects to every player, in turn order from the active player."""

    for_each_player: tuple[Effect, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Choose(_Model):
    """The player chooses one of several lists of effects."""

    choose: Annotated[tuple[tuple[Effect, ...], ...], Rule(min_length=2)]


@dataclass(frozen=True, slots=True, kw_only=True)
class When(_Model):
    """Apply ``do`` when the condition holds for the player, otherwise ``else``."""

    when: Condition
    do: tuple[Effect, ...] = ()
    else_: tuple[Effect, ...] = ()


EFFECT_MODELS: dict[str, type[_Model]] = {
    "draw": Draw,
    "receive_bank": ReceiveBank,
    "pay_bank": PayBank,
    "pay_player": PayPlayer,
    "receive_player": ReceivePlayer,
    "pay_each_other": PayEachOther,
    "receive_each_other": ReceiveEachOther,
    "receive_tokens": ReceiveTokens,
    "give_tokens": GiveTokens,
    "take_token": TakeToken,
    "give_token": GiveToken,
    "move": Move,
    "move_to": MoveTo,
    "back_months": BackMonths,
    "lose_turn": LoseTurn,
    "extra_turns": ExtraTurns,
    "swap_with": SwapWith,
    "rearrange_opponents": RearrangeOpponents,
    "spin_difference": SpinDifference,
    "vacation_move": VacationMove,
    "for_each_player": ForEachPlayer,
    "choose": Choose,
    "when": When,
}

_TAG_OF_MODEL: dict[type, str] = {m: _tag(k) for k, m in {**CONDITION_MODELS, **EFFECT_MODELS}.items()}

if TYPE_CHECKING:  # the models of EFFECT_MODELS (tests/test_content_types.py holds the two lists together)
    Effect = (Draw | ReceiveBank | PayBank | PayPlayer | ReceivePlayer | PayEachOther | ReceiveEachOther
              | ReceiveTokens | GiveTokens | TakeToken | GiveToken | Move | MoveTo | BackMonths | LoseTurn
              | ExtraTurns | SwapWith | RearrangeOpponents | SpinDifference | VacationMove | ForEachPlayer
              | Choose | When)
else:
    Effect = Annotated[Any, OneKey("effect", EFFECT_MODELS)]



# --------------------------------------------------------------------------- files

FrameKind = Literal["red", "blue", "double_blue", "half", "sign", "quarter", "start", "finish"]
SignId = Literal[
    "capricorn", "aquarius", "pisces", "aries", "taurus", "gemini",
    "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class DayEntry(_Model):
    """One illustrated square of events.yaml."""

    frame: FrameKind
    sign: SignId | None = None
    icon: str | None = None
    """The square's pictogram: a qtawesome icon name (``mdi6.rocket-launch``), checked by the loader."""
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class EventsFile(_Model):
    """``almanac/events.yaml``: the illustrated squares, keyed by ``"MM-DD"``."""

    format: Literal[1]
    days: dict[DateText, DayEntry]


@dataclass(frozen=True, slots=True, kw_only=True)
class CardEntry(_Model):
    """One card: its deck and either its effects or ``keep: cancel_hazard``."""

    deck: Literal["chance", "hazard"]
    effects: tuple[Effect, ...] = ()
    keep: Literal["cancel_hazard"] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CardsFile(_Model):
    """A card file (``almanac/cards.yaml``): cards keyed by id."""

    format: Literal[1]
    cards: dict[Annotated[str, Rule(pattern=r"^[a-z][a-z0-9_-]*$")], CardEntry]


@dataclass(frozen=True, slots=True, kw_only=True)
class QuizEntry(_Model):
    """A quiz: accepted answers (each a tuple of spellings) and how many are required."""

    required: Annotated[int, Rule(ge=1, le=100, strict=True)] = 1
    judge: Literal["list", "vote"] = "list"
    answers: Annotated[tuple[Annotated[tuple[Annotated[str, Rule(min_length=1, max_length=200)], ...],
                                       Rule(min_length=1, max_length=50)], ...], Rule(max_length=1000)] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class QuizzesFile(_Model):
    """``almanac/quizzes.yaml``."""

    format: Literal[1]
    quizzes: dict[Id, QuizEntry]


@dataclass(frozen=True, slots=True, kw_only=True)
class QuestionEntry(_Model):
    """A question of the moment; ``table: true`` when the table answers it once."""

    table: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ProfileFile(_Model):
    """``almanac/profile.yaml``: the profile facts and questions of the moment."""

    format: Literal[1]
    facts: tuple[Id, ...]
    questions: dict[Id, QuestionEntry]


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayersRange(_Model):
    min: Annotated[int, Rule(ge=1, le=6)]
    max: Annotated[int, Rule(ge=1, le=6)]


@dataclass(frozen=True, slots=True, kw_only=True)
class Currency(_Model):
    symbol: Annotated[str, Rule(min_length=1, max_length=8)]
    symbol_position: Literal["before", "after"] = "after"
    thousands_separator: Annotated[str, Rule(max_length=3)] = " "


@dataclass(frozen=True, slots=True, kw_only=True)
class FrameColours(_Model):
    red: str
    blue: str
    double_blue: str
    half: str


DialFace = Annotated[int, Rule(ge=1, le=60, strict=True)] | Literal["red", "blue"]


@dataclass(frozen=True, slots=True, kw_only=True)
class EditionFile(_Model):
    """``almanac/editions/<name>.yaml``: every number and option of an edition (RULINGS.md §11)."""

    format: Literal[1]
    name: Id
    players: PlayersRange
    currency: Currency
    start_money: EditionMoney
    start_tokens: Annotated[int, Rule(ge=0, le=MAX_TOKENS, strict=True)]
    tokens_in_box: Annotated[int, Rule(ge=0, le=10 * MAX_TOKENS, strict=True)]
    vacation_cards: Annotated[int, Rule(ge=0, le=100, strict=True)]
    vacation_days: Annotated[int, Rule(ge=1, le=MAX_DAYS, strict=True)]
    vacation_before: DateText
    lucky_numbers: Annotated[int, Rule(ge=6, le=31, strict=True)]
    quarter_ends: Annotated[tuple[DateText, ...], Rule(max_length=12)]
    quarter_pay: EditionMoney
    quarter_bonus_tokens: Annotated[tuple[Annotated[int, Rule(ge=0, le=MAX_TOKENS, strict=True)], ...], Rule(max_length=6)]
    finish_bonus_tokens: Annotated[tuple[Annotated[int, Rule(ge=0, le=MAX_TOKENS, strict=True)], ...], Rule(max_length=6)]
    day_price: EditionPrice
    lucky_number_pay: EditionMoney
    birthday_pay: EditionMoney
    token_price: EditionPrice
    amount_scale: Annotated[int, Rule(ge=1, le=MAX_SCALE, strict=True)]
    no_buying_from: DateText
    smaller_number_from: DateText
    zodiac_protection: Literal["all_losses", "hazard_only"]
    claims: Literal["automatic", "manual"]
    max_chain: Annotated[int, Rule(ge=2, le=1000, strict=True)]
    vacation_ends_turn: bool = True
    """True when a vacation (a vacation card or a free-vacation card) ends the turn, so no days can be
    bought or offered after it (rulebook 4.f, both editions; RULINGS.md §12). False is a house rule."""
    card_files: Annotated[tuple[CardFileName, ...], Rule(max_length=20)]
    frame_colours: FrameColours
    dial: Annotated[tuple[tuple[DialFace, DialFace], ...], Rule(min_length=1, max_length=60)]
    zodiac: dict[SignId, DateText]


# --------------------------------------------------------------------------- house rules of the family of games


@dataclass(frozen=True, slots=True, kw_only=True)
class LengthRules(_Model):
    """The last day of each shorter game (Jour de Paye: "decide the number of months")."""

    quarter: DateText = "03-31"
    half: DateText = "06-30"


@dataclass(frozen=True, slots=True, kw_only=True)
class SavingsRules(_Model):
    """The savings book and bank loans (Jour de Paye's *livret* and *prêts*, The Game of Life's notes).

    Amounts are the edition's money units; rates are whole percents per quarter end passed.
    """

    step: EditionPrice
    """Savings are paid in and taken out in multiples of this."""
    withdrawal_fee: EditionMoney
    """Flat fee to the bank, taken from the book with every withdrawal."""
    interest_percent: Annotated[int, Rule(ge=0, le=100, strict=True)]
    """Interest on what the book holds, paid by the bank at each quarter end passed (rounded down)."""
    loan: EditionPrice
    """One loan: the fixed unit the bank lends."""
    loan_interest: EditionMoney
    """Interest of one loan, paid to the bank at each quarter end passed."""
    max_loans: Annotated[int, Rule(ge=0, le=20, strict=True)]
    """The most loans one player may owe at once."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BetRules(_Model):
    """Bets on the machine (The Game of Life's *paris sur la roue*)."""

    stake: EditionPrice
    """The one sum a bet puts on a sector (money units)."""
    payout: Annotated[int, Rule(ge=1, le=100, strict=True)]
    """The bank pays the stake times this when the sector comes up."""


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantRules(_Model):
    """One edition's numbers of the house rules borrowed from the family of games."""

    lengths: LengthRules = LengthRules()
    savings: SavingsRules
    bets: BetRules
    coup_fourre_tokens: Annotated[int, Rule(ge=0, le=MAX_TOKENS, strict=True)] = 1
    """Tokens the bank gives for a coup-fourré (1000 Bornes)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantsFile(_Model):
    """``almanac/variants.yaml``: the house rules' numbers of each edition, keyed by edition name.

    Kept apart from the edition files so that a game played without these
    house rules does not depend on them (saves of plain games keep loading when they change).
    """

    format: Literal[1]
    editions: dict[Id, VariantRules]


def target_of(effect: Any) -> Target | None:
    """Return the player an effect is aimed at (``to``/``from`` of a payment or token, a swap's), or None.

    Args:
        effect: one effect of the schema (:class:`PayPlayer`, :class:`ReceivePlayer`, :class:`TakeToken`,
            :class:`GiveToken`, :class:`SwapWith` are aimed; every other effect is not).
    """
    if isinstance(effect, PayPlayer):
        return effect.pay_player.to
    if isinstance(effect, ReceivePlayer):
        return effect.receive_player.from_
    if isinstance(effect, TakeToken):
        return effect.take_token.from_
    if isinstance(effect, GiveToken):
        return effect.give_token.to
    if isinstance(effect, SwapWith):
        return effect.swap_with
    return None
