"""The changing state of a game: each player's, the house rules', the whole game's, and the end.

:class:`GameState` is everything that changes during a game (copied by
:meth:`~gameofyear.engine.game.Game.clone`, compared by its fingerprint);
:class:`Context` says where an effect comes from. The rules that change the
state live in the modules beside this one (RULINGS.md, by section).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from ..content import Content
from .decisions import Decision
from .quick import quick_init
from .streams import RandomSource

BANK = None
"""The bank, as a payer, payee, giver or taker."""

FACT_ANSWER = -1
"""The first part of the key of a profile fact's answer in :attr:`GameState.answers`.

Answers of the moment are keyed by the landing they belong to and go at the
start of each turn; a person's answer to a fact they had not given
(:attr:`~gameofyear.engine.setup.PlayerProfile.unknown`) holds for the whole game.
"""


def zodiac_protects(content: Content, sign: str, day: int, source_kind: str = "almanac") -> bool:
    """Return True when a player born under ``sign`` whose pawn stands on ``day`` is spared a loss.

    Args:
        content: gives the signs of the days and the edition's protection.
        sign: the player's sign id (from their birthday).
        day: the square of the player's pawn (day index 0..365).
        source_kind: what causes the loss: ``almanac``, ``chance``, ``hazard``,
            ``personal``, ``double_blue``; ``choice`` (a branch the player chose:
            voluntary, never protected).

    RULINGS.md §6: classic ``all_losses`` protects from every involuntary
    loss (money, tokens, a backward move, a lost turn — §12: also from being
    moved back by another player's swap or rearrangement) while the pawn stands
    in its owner's sign; Italian ``hazard_only`` only from Hazard cards.
    The interface asks the same question to say why a player cannot be chosen.
    """
    if source_kind == "choice" or content.sign_of_day[day] != sign:
        return False
    return content.edition.zodiac_protection == "all_losses" or source_kind == "hazard"


class Context(NamedTuple):
    """Where an effect comes from, carried by the tasks that resolve it.

    Attributes:
        kind: ``almanac``, ``chance``, ``hazard`` (the deck of a card), or
            ``choice`` (a branch the player chose: voluntary, never protected by the zodiac).
        source: ``almanac:MM-DD`` or ``card:ID`` (events name it).
        landing: the number of the almanac landing (questions are asked once per landing).
    """

    kind: str
    source: str
    landing: int


Task = tuple[Any, ...]
"""A rule still to run: ``(name, *arguments)``, run by the function registered under ``name``."""


class PlayerState:
    """One player's changing state.

    Attributes:
        position: day index 0..365.
        money: money units held (never negative).
        tokens: "day to mark with a white cross" tokens held.
        vacation_cards: vacation cards left.
        lucky_number: the secret lucky number (1..30).
        bankrupt: True from a failed payment until money is next received (§7).
        lost_turns: turns still to lose (15 November, Hazard cards).
        extra_turns: whole extra turns still to play (29 February, Chance cards).
        keep_cards: ids of kept "cancel a Hazard" cards.
        arrival: a counter value of when the pawn reached its square (ties, §9).
        lucky_shown: the lucky number has been paid in front of everybody (the payment names who is paid, on
            a square all can see, RULINGS.md §4.1): every player knows it from then on (RULINGS.md §13, a
            known cost for the computer players).
    """

    __slots__ = (
        "position", "money", "tokens", "vacation_cards", "lucky_number", "bankrupt",
        "lost_turns", "extra_turns", "keep_cards", "arrival", "lucky_shown",
    )

    position: int
    money: int
    tokens: int
    vacation_cards: int
    lucky_number: int
    bankrupt: bool
    lost_turns: int
    extra_turns: int
    keep_cards: list[str]
    arrival: int
    lucky_shown: bool

    def __init__(self, money: int = 0, tokens: int = 0, vacation_cards: int = 0, lucky_number: int = 0):
        self.position = 0
        self.money = money
        self.tokens = tokens
        self.vacation_cards = vacation_cards
        self.lucky_number = lucky_number
        self.bankrupt = False
        self.lost_turns = 0
        self.extra_turns = 0
        self.keep_cards: list[str] = []
        self.arrival = 0
        self.lucky_shown = False

    def copy(self) -> PlayerState:
        """Return an independent copy (of every slot: keep it in step with ``__slots__``)."""
        other = PlayerState.__new__(PlayerState)
        other.position = self.position
        other.money = self.money
        other.tokens = self.tokens
        other.vacation_cards = self.vacation_cards
        other.lucky_number = self.lucky_number
        other.bankrupt = self.bankrupt
        other.lost_turns = self.lost_turns
        other.extra_turns = self.extra_turns
        other.keep_cards = list(self.keep_cards)
        other.arrival = self.arrival
        other.lucky_shown = self.lucky_shown
        return other

    def as_tuple(self) -> tuple[Any, ...]:
        """Return every attribute as a tuple, in the order of ``__slots__`` (for comparisons and checksums)."""
        return (self.position, self.money, self.tokens, self.vacation_cards, self.lucky_number, self.bankrupt,
                self.lost_turns, self.extra_turns, tuple(self.keep_cards), self.arrival, self.lucky_shown)


class VariantState:
    """What the house rules of the family of games add to a game's state (None in a plain game).

    Attributes:
        savings: money units in each player's savings book.
        loans: loans each player owes the bank.
        bets: the bets placed on the coming spin: ``(player, sector)`` pairs (sector from 0).
    """

    __slots__ = ("savings", "loans", "bets")

    savings: list[int]
    loans: list[int]
    bets: tuple[tuple[int, int], ...]

    def __init__(self, players: int = 0):
        self.savings = [0] * players
        self.loans = [0] * players
        self.bets = ()

    def copy(self) -> VariantState:
        """Return an independent copy."""
        other = VariantState.__new__(VariantState)
        other.savings = list(self.savings)
        other.loans = list(self.loans)
        other.bets = self.bets
        return other

    def as_tuple(self) -> tuple[Any, ...]:
        """Every attribute as a tuple (for fingerprints)."""
        return (tuple(self.savings), tuple(self.loans), self.bets)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game (RULINGS.md §9).

    Attributes:
        ranking: ``(place, player, tokens, money)`` best first; equal tokens and
            money share a place.
        first: the player who reached 31 December.
        second: the player in second position at that moment (None if alone).
    """

    ranking: tuple[tuple[int, int, int, int], ...]
    first: int
    second: int | None

    @property
    def winners(self) -> tuple[int, ...]:
        """Players in first place (more than one on a full tie)."""
        return tuple(player for place, player, _, _ in self.ranking if place == 1)


@quick_init
@dataclass(frozen=True, slots=True)
class Claim:
    """A sum that can be claimed under manual claims (RULINGS.md §4, house rule).

    Attributes:
        id: the claim's number.
        creditor: who may claim.
        debtor: who pays (None: the bank).
        amount: money units.
        source: ``birthday`` or ``lucky_number``.
        pawn: the player whose pawn must still stand on ``day`` for the claim to hold.
        day: the square.
    """

    id: int
    creditor: int
    debtor: int | None
    amount: int
    source: str
    pawn: int
    day: int


@dataclass(frozen=True, slots=True)
class ClaimAction:
    """A claim recorded among a game's actions (replayed with :meth:`Game.claim`)."""

    creditor: int
    claim_id: int

    def to_json(self) -> dict[str, int]:
        """JSON form: ``{"claim": id, "by": creditor}``."""
        return {"claim": self.claim_id, "by": self.creditor}


class GameState:
    """Everything that changes during a game; copied by :meth:`Game.clone`."""

    __slots__ = (
        "players", "order", "turn_pos", "active", "bank_tokens", "quarter_passers", "piles",
        "discards", "rng", "stack", "pending", "cont", "finished", "outcome", "turn",
        "arrival_counter", "answers", "chain", "landing_counter", "extra_turn", "claims", "claim_counter",
        "broke", "vacationed", "extra", "unpassed",
    )

    players: list[PlayerState]
    """Each player's state, by player index."""
    order: tuple[int, ...]
    """The turn order (player indexes), youngest first (§11)."""
    turn_pos: int
    """The active player's place in :attr:`order`."""
    active: int
    """The player whose turn it is."""
    bank_tokens: int
    """Tokens left in the bank (§7)."""
    quarter_passers: list[list[int]]
    """For each quarter end, the players who passed it first, in order (§5)."""
    piles: dict[str, list[str]]
    """Card ids still to draw in each deck (``chance``, ``hazard``), the next one last."""
    discards: dict[str, list[str]]
    """Card ids played from each deck, reshuffled when the deck runs out (§10)."""
    rng: RandomSource
    """The game's one source of randomness: the streams of its scheme (dial, decks, lucky numbers,
    :mod:`.streams`)."""
    stack: list[Task]
    """The rules still to run, the next one last (see :data:`TASKS`)."""
    pending: Decision | None
    """The decision the game waits for."""
    cont: Task | None
    """What answers :attr:`pending` (see :data:`CONTINUATIONS`)."""
    finished: bool
    """A pawn has reached 31 December."""
    outcome: Outcome | None
    """The end of the game, once finished."""
    turn: int
    """The turn counter (1 for the first turn played)."""
    arrival_counter: int
    """Counts pawn arrivals, for the order of pawns on a square (§1, §9)."""
    answers: dict[tuple[Any, ...], bool]
    """Answers of questions, quizzes and the table in this landing, keyed by (landing, kind, topic, player)."""
    chain: int
    """Almanac landings resolved in the current chain (guard: the edition's ``max_chain``)."""
    landing_counter: int
    """Counts almanac landings, so that each one asks its questions afresh."""
    extra_turn: bool
    """The turn under way is an extra turn (29 February, Chance cards)."""
    claims: list[Claim]
    """Open claims (manual claims, §4)."""
    claim_counter: int
    """The id of the last claim opened."""
    broke: tuple[int, ...]
    """Players who went bankrupt in the current chain: they pay nothing more in it (§12)."""
    vacationed: tuple[int, ...]
    """Players who went on vacation this turn: no second vacation (§12)."""
    extra: VariantState | None
    """The savings books, loans and bets of the house rules (None when none of them is on)."""
    unpassed: tuple[int, ...]
    """Players whose pawn a bankruptcy left on a quarter's last day: they have not passed it yet (§13)."""

    def clear_bookkeeping(self) -> None:
        """Set the resolution's bookkeeping to "nothing under way": no decision pending,
        not finished, no answers, chain, claims, bankruptcies in this chain or vacations in this turn.

        Used when a state is made (a new game, a bot's imagined game).
        """
        self.pending = None
        self.cont = None
        self.finished = False
        self.outcome = None
        self.answers = {}
        self.chain = 0
        self.landing_counter = 0
        self.extra_turn = False
        self.claims = []
        self.claim_counter = 0
        self.broke = ()
        self.vacationed = ()
        self.unpassed = ()

    def copy(self) -> GameState:
        """Return an independent copy (about 30× faster than ``copy.deepcopy``)."""
        other = GameState.__new__(GameState)
        other.players = [p.copy() for p in self.players]
        other.order = self.order
        other.turn_pos = self.turn_pos
        other.active = self.active
        other.bank_tokens = self.bank_tokens
        other.quarter_passers = [list(q) for q in self.quarter_passers]
        other.piles = {k: list(v) for k, v in self.piles.items()}
        other.discards = {k: list(v) for k, v in self.discards.items()}
        other.rng = self.rng.copy()
        other.stack = list(self.stack)
        other.pending = self.pending
        other.cont = self.cont
        other.finished = self.finished
        other.outcome = self.outcome
        other.turn = self.turn
        other.arrival_counter = self.arrival_counter
        other.answers = dict(self.answers)
        other.chain = self.chain
        other.landing_counter = self.landing_counter
        other.extra_turn = self.extra_turn
        other.claims = list(self.claims)
        other.claim_counter = self.claim_counter
        other.broke = self.broke
        other.vacationed = self.vacationed
        other.extra = None if self.extra is None else self.extra.copy()
        other.unpassed = self.unpassed
        return other

    def fingerprint(self) -> tuple[Any, ...]:
        """Return a tuple that is equal for equal states (replay tests, save checks)."""
        return (
            tuple(p.as_tuple() for p in self.players), self.order, self.turn_pos, self.active,
            self.bank_tokens, tuple(tuple(q) for q in self.quarter_passers),
            tuple(sorted((k, tuple(v)) for k, v in self.piles.items())),
            tuple(sorted((k, tuple(v)) for k, v in self.discards.items())),
            self.rng.getstate(), tuple(self.stack), self.pending, self.cont, self.finished,
            self.outcome, self.turn, self.arrival_counter, tuple(sorted(self.answers.items(), key=repr)),
            self.chain, self.landing_counter, self.extra_turn, tuple(self.claims), self.claim_counter,
            self.broke, self.vacationed,
        ) + (() if self.extra is None else (self.extra.as_tuple(),)) + ((self.unpassed,) if self.unpassed else ())

