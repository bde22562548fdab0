"""The rules of Game of the Year as a deterministic state machine that asks.

``Game.new(setup, content, seed)`` sets a game up; ``game.pending`` is the one
:class:`Decision` it waits for; ``game.decide(action)`` checks the action,
applies it and runs the rules up to the next decision, returning the
:class:`~gameofyear.engine.events.Event` list of what happened.

Inside, the rules run as a stack of small tasks (plain tuples) so that a
resolution can stop half way for a decision (a target to pick, a question, a
quiz) and a state can be copied cheaply (:meth:`Game.clone`). All randomness
comes from one ``random.Random`` held in the state, so ``setup + content +
seed + actions`` always gives the same game (:meth:`Game.replay`).

The rulings implemented are named where they apply (``RULINGS.md §n``).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple
from weakref import ref

from ..content import Content, normalise_answer
from ..content import schema as s
from ..dates import LAST_DAY, back_months, day_index, end_of_previous_month, month_day
from . import events as ev
from .decisions import YES_NO, Decision, DecisionKind
from .errors import IllegalActionError, SetupError
from .observation import Observation, PlayerView, deferred_observation, make_player_view
from .position import Position, from_position, sample
from .quick import quick_init, quick_maker
from .setup import Setup
from .variants import Variants, last_day, partner

BANK = None
"""The bank, as a payer, payee, giver or taker."""

FACT_ANSWER = -1
"""The first part of the key of a profile fact's answer in :attr:`GameState.answers`.

Answers of the moment are keyed by the landing they belong to and go at the
start of each turn; a person's answer to a fact they had not given
(:attr:`~gameofyear.engine.setup.PlayerProfile.unknown`) holds for the whole game.
"""

_PLACED = frozenset({"land", "move"})
"""Tasks that move or land a pawn: dropped for a player who goes bankrupt, whom the bankruptcy placed
(RULINGS.md §13: what is still due to him in the chain goes on, his payments are cancelled)."""

_REST_OF_TURN = frozenset({"buy_days", "vacation", "offer"})
"""The steps of a turn that a vacation ends (rulebook 4.f, RULINGS.md §12)."""

_TURN = (("buy_token",), ("spin",), ("buy_days",), ("vacation",), ("offer", 1, 0), ("turn_end",))
"""The steps of a turn (RULINGS.md §3)."""
_TURN_WITH_BETS = (("buy_token",), ("bets", 1), ("spin",), ("buy_days",), ("vacation",), ("offer", 1, 0), ("turn_end",))
"""The steps of a turn when some players bet on the machine (house rule): the bets come before the spin."""


_make_decision = quick_maker(Decision)
"""``Decision(...)``, made faster, for the decisions of every turn (pledges, dial numbers, days to buy)."""


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
    """

    __slots__ = (
        "position", "money", "tokens", "vacation_cards", "lucky_number", "bankrupt",
        "lost_turns", "extra_turns", "keep_cards", "arrival",
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
        return other

    def as_tuple(self) -> tuple[Any, ...]:
        """Return every attribute as a tuple, in the order of ``__slots__`` (for comparisons and checksums)."""
        return (self.position, self.money, self.tokens, self.vacation_cards, self.lucky_number, self.bankrupt,
                self.lost_turns, self.extra_turns, tuple(self.keep_cards), self.arrival)


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
    rng: random.Random
    """The game's one random generator (dial, shuffles)."""
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
        other.rng = _copy_random(self.rng)
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


_DERIVED = (
    "claims", "signs", "birthdays", "ages", "vacation_limit", "no_buying_from", "smaller_from", "illustrated",
    "_names", "_spins", "_token_offers", "_vacation_offers", "money", "variants", "rules", "last_day", "bettors",
    "partners", "_turn",
)
"""What :meth:`Game._derive` computes from the setup and content: shared by a game and its clones."""


class Game:
    """One game: immutable rules (content, setup) and a changing :class:`GameState`.

    Create it with :meth:`new` or :meth:`replay`; do not call the constructor.

    Attributes:
        setup: the players and options.
        content: the almanac, cards and edition.
        seed: the seed of the game's random generator.
        actions: every action decided so far, in order (with :attr:`setup`,
            :attr:`content` and :attr:`seed` they reproduce the game).
    """

    def __init__(self, setup: Setup, content: Content, seed: int, state: GameState, actions: list[Any],
                 like: Game | None = None):
        self.setup = setup
        self.content = content
        self.seed = seed
        self.state = state
        self.actions = actions
        self.decisions: list[Decision | None] = [None] * len(actions)
        """The decision each of :attr:`actions` answered (None for a claim, or when unknown):
        what writes an action in the notation (:mod:`gameofyear.engine.notation`)."""
        self.start_events: list[ev.Event] = []
        """The events of the setup, up to the first decision."""
        self._events: list[ev.Event] = []
        self._handed: list[ref[Observation]] = []
        """The observations handed out since the game last changed (completed before it changes)."""
        self._views: tuple[PlayerView, ...] | None = None
        self._view_facts: tuple[tuple[Any, ...], ...] = ()
        self._last_views: tuple[PlayerView, ...] = ()
        self._passers_seen: list[list[int]] | None = None
        self._passers: tuple[tuple[int, ...], ...] = ()
        if like is None:
            self._derive()
        else:  # a clone shares what never changes in a game
            for name in _DERIVED:
                setattr(self, name, getattr(like, name))
            self.start_events = like.start_events

    def _derive(self) -> None:
        content, setup = self.content, self.setup
        ed = content.edition
        self.claims = setup.claims or ed.claims
        self.signs = tuple(
            content.sign_of_day[day_index(f"{p.birth_date.month:02d}-{p.birth_date.day:02d}")]
            for p in setup.players
        )
        self.birthdays = tuple(
            day_index(f"{p.birth_date.month:02d}-{p.birth_date.day:02d}") for p in setup.players
        )
        self.ages = tuple(p.age_on(setup.today) for p in setup.players)
        self.vacation_limit = day_index(ed.vacation_before)
        self.no_buying_from = day_index(ed.no_buying_from)
        self.smaller_from = day_index(ed.smaller_number_from)
        self.illustrated = tuple(sq.illustrated for sq in content.squares)
        self._names = tuple(p.name for p in setup.players)
        # the decisions of every turn that never vary, made once (a Decision is immutable)
        players = range(len(setup.players))
        self._spins = tuple(Decision(DecisionKind.SPIN, p, (True,)) for p in players)
        self._token_offers = tuple(Decision(DecisionKind.BUY_TOKEN, p, YES_NO) for p in players)
        self._vacation_offers = tuple(Decision(DecisionKind.VACATION, p, YES_NO) for p in players)
        self.money = content.money
        v = setup.variants
        self.variants: Variants = v
        self.rules = content.variant_rules
        """The edition's numbers of the house rules (``variants.yaml``)."""
        self.last_day = last_day(v, content)
        """The game's last day (31 December, or that of a shorter game)."""
        self.bettors = tuple(sorted(v.bets))
        self.partners = tuple(partner(i, len(setup.players)) for i in players) if v.teams else None
        """Each player's partner in teams of two (None without teams)."""
        self._turn = _TURN_WITH_BETS[::-1] if self.bettors else _TURN[::-1]
        """The steps of a turn as pushed on the stack (the first one last)."""

    # ------------------------------------------------------------------ creation

    @classmethod
    def new(cls, setup: Setup, content: Content, seed: int) -> Game:
        """Set up a new game and run it to its first decision.

        Args:
            setup: the players (seating order) and options.
            content: the loaded content (its edition gives every number).
            seed: the seed of the game's only random generator.

        Returns:
            The game, waiting for its first decision.

        Raises:
            SetupError: the player count is outside the edition's range, a fact
                is unknown, or there are more players than lucky numbers.

        RULINGS.md §11 (setup): 2 vacation cards and 2 tokens each, start money,
        secret lucky numbers all different, the youngest starts.
        """
        ed = content.edition
        n = len(setup.players)
        if not ed.players.min <= n <= ed.players.max:
            raise SetupError(f"the {ed.name} edition is for {ed.players.min}–{ed.players.max} players, not {n}")
        for profile in setup.players:
            unknown = (set(profile.facts) | set(profile.unknown)) - set(content.facts)
            if unknown:
                raise SetupError(f"{profile.name}: unknown profile fact(s) {', '.join(sorted(unknown))}")
            if profile.facts & profile.unknown:
                raise SetupError(f"{profile.name}: fact(s) both held and unanswered: "
                                 f"{', '.join(sorted(profile.facts & profile.unknown))}")
        if ed.tokens_in_box < ed.start_tokens * n:
            raise SetupError("the box has too few tokens for this many players")
        _check_variants(setup.variants, content, n)
        rng = random.Random(seed)
        lucky = rng.sample(range(1, ed.lucky_numbers + 1), n)
        youngest = max(range(n), key=lambda i: (setup.players[i].birth_date, -i))
        state = GameState()
        state.players = [PlayerState(ed.start_money, ed.start_tokens, ed.vacation_cards, lucky[i]) for i in range(n)]
        state.order = tuple((youngest + k) % n for k in range(n))
        state.turn_pos = 0
        state.active = youngest
        state.bank_tokens = ed.tokens_in_box - ed.start_tokens * n
        state.quarter_passers = [[] for _ in content.quarter_days]
        state.piles = {"chance": list(content.chance_cards), "hazard": list(content.hazard_cards)}
        rng.shuffle(state.piles["chance"])
        rng.shuffle(state.piles["hazard"])
        state.discards = {"chance": [], "hazard": []}
        state.rng = rng
        state.stack = [("turn_start",)]
        state.clear_bookkeeping()
        state.turn = 0
        state.arrival_counter = 0
        v = setup.variants
        state.extra = VariantState(n) if v.savings or v.bets else None
        game = cls(setup, content, seed, state, [])
        game._emit(ev.GameStarted(state.order))
        game._run()
        game.start_events = game._events
        game._events = []
        return game

    @classmethod
    def replay(cls, setup: Setup, content: Content, seed: int, actions: Iterable[Any],
               on_events: Callable[[list[ev.Event]], None] | None = None) -> Game:
        """Rebuild a game from its setup, seed and actions.

        Args:
            on_events: called with the setup's events, then with those of each action.

        Raises:
            IllegalActionError: an action does not fit the decision it answers
                (a save from other content, or a corrupt one).
        """
        game = cls.new(setup, content, seed)
        if on_events is not None:
            on_events(game.start_events)
        for i, action in enumerate(actions):
            try:
                action = game.read_action(action)
                if isinstance(action, ClaimAction):
                    events = game.claim(action.creditor, action.claim_id)
                else:
                    events = game.decide(action)
            except IllegalActionError as exc:
                raise IllegalActionError(f"action {i + 1}: {exc.reason}") from None
            if on_events is not None:
                on_events(events)
        return game

    @classmethod
    def from_position(cls, setup: Setup, content: Content, position: Position, seed: int = 0,
                      rng: random.Random | None = None) -> Game:
        """Return a game at the start of a turn, with everything where ``position`` says.

        See :func:`gameofyear.engine.position.from_position` (arguments, errors).
        """
        return from_position(setup, content, position, seed, rng)

    @classmethod
    def sample(cls, setup: Setup, content: Content, observation: Observation, rng: random.Random) -> Game:
        """Return a game consistent with one player's observation, its hidden parts drawn with ``rng``.

        See :func:`gameofyear.engine.position.sample` (what is drawn, errors).
        """
        return sample(setup, content, observation, rng)

    def read_action(self, recorded: Any) -> Any:
        """Return a recorded action as the engine's value for the pending decision.

        Args:
            recorded: an engine value, its JSON form (lists for tuples,
                ``{"claim": id, "by": player}``) or its text in the notation of
                :mod:`gameofyear.engine.notation` (``"pledge 2"``, ``"claim 2 by 1"``).

        Raises:
            IllegalActionError: a text that is not a legal answer to the pending decision.
        """
        if isinstance(recorded, str):
            from .notation import parse_action, parse_claim

            if recorded.startswith("claim "):
                creditor, claim_id = parse_claim(recorded)
                return ClaimAction(creditor, claim_id)
            if self.state.pending is None:
                raise IllegalActionError("the game is over: no decision is pending")
            return parse_action(self.state.pending, recorded)
        return _from_json_action(recorded)

    def clone(self) -> Game:
        """Return an independent copy of the game (for bots that look ahead)."""
        other = Game(self.setup, self.content, self.seed, self.state.copy(), list(self.actions), like=self)
        other.decisions = list(self.decisions)
        return other

    # ------------------------------------------------------------------ public API

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for; None when the game is over."""
        return self.state.pending

    @property
    def finished(self) -> bool:
        """True once a pawn has reached 31 December."""
        return self.state.finished

    def outcome(self) -> Outcome | None:
        """Return the final :class:`Outcome`, or None while the game goes on."""
        return self.state.outcome

    def decide(self, action: Any) -> list[ev.Event]:
        """Answer the pending decision and run the rules to the next one.

        Args:
            action: one of ``self.pending.options`` (a tuple of texts for a quiz).

        Returns:
            The events that happened, in order.

        Raises:
            IllegalActionError: the game is over, or the action is not legal;
                the game is unchanged.
        """
        state = self.state
        decision = state.pending
        if decision is None:
            raise IllegalActionError("the game is over: no decision is pending")
        reason = decision.is_legal(action)
        if reason is not None:
            raise IllegalActionError(f"{decision.kind.value} for player {decision.player}: {reason}")
        if decision.options is None:
            action = tuple(action)
        handed = self._handed
        if handed:  # what _complete_observations() does, inline: this runs on every decision
            for handed_ref in handed:
                observation = handed_ref()
                if observation is not None:
                    observation.complete()
            handed.clear()
        self.actions.append(action)
        self.decisions.append(decision)
        cont = state.cont
        assert cont is not None  # a pending decision always has its continuation
        state.pending = None
        state.cont = None
        self._events = []
        self._views = None
        CONTINUATIONS[cont[0]](self, action, *cont[1:])
        self._run()
        events, self._events = self._events, []
        return events

    def observation(self, player: int | None, at_once: tuple[str, ...] = ()) -> Observation:
        """Return what ``player`` may see: public facts and their own lucky number.

        The public views of the players, the quarter passers, the deck sizes and
        the claims are computed when first read (:mod:`gameofyear.engine.observation`);
        the observation still tells the game as it was when it was made.

        Args:
            player: a player index, or None for a spectator (no lucky number).
            at_once: those of these fields to compute now instead (``("players",
                "quarter_passers")`` for a computer player that reads them on every decision).

        Raises:
            KeyError: a name of ``at_once`` is not one of those fields.
        """
        st = self.state
        observation = deferred_observation(
            self, player, None if player is None else st.players[player].lucky_number, st.active, st.order,
            st.bank_tokens, st.pending, st.finished, st.turn, at_once,
        )
        self._handed.append(ref(observation))
        return observation

    def observed(self, name: str, player: int | None) -> Any:
        """Return the field ``name`` of ``player``'s observation as the game stands (for a deferred observation).

        Raises:
            AttributeError: not a deferred field of an observation.
        """
        st = self.state
        if name == "players":
            players = self._views
            if players is None:
                players = self._views = self._player_views()
            return players
        if name == "quarter_passers":
            passers = st.quarter_passers
            if passers != self._passers_seen:  # they change a few times a game: the last tuples are reused
                self._passers_seen = [list(q) for q in passers]
                self._passers = tuple(map(tuple, passers))
            return self._passers
        if name == "deck_sizes":
            return tuple([(k, len(st.piles[k])) for k in sorted(st.piles)])
        if name == "claims":
            return () if player is None else self.open_claims(player)
        raise AttributeError(f"an observation has no deferred field {name!r}")

    def _complete_observations(self) -> None:
        """Complete the observations handed out and still held, before the game changes."""
        handed = self._handed
        if handed:
            for handed_ref in handed:
                observation = handed_ref()
                if observation is not None:
                    observation.complete()
            handed.clear()

    def _player_views(self) -> tuple[PlayerView, ...]:
        """The public view of every player; a player's view is reused while its facts stay the same."""
        facts = tuple([
            (p.position, p.money, p.tokens, p.vacation_cards, p.bankrupt, p.lost_turns, p.extra_turns,
             len(p.keep_cards), p.arrival)
            for p in self.state.players
        ])
        if facts != self._view_facts:
            before, views = self._view_facts, list(self._last_views)
            for i, now in enumerate(facts):
                if i >= len(before):
                    views.append(self._player_view(i, now))
                elif now != before[i]:
                    views[i] = self._player_view(i, now)
            self._view_facts, self._last_views = facts, tuple(views)
        return self._last_views

    def _player_view(self, i: int, facts: tuple[Any, ...]) -> PlayerView:
        """The public view of player ``i`` from the facts that :meth:`_player_views` compares."""
        position, money, tokens, vacation_cards, bankrupt, lost_turns, extra_turns, keep_cards, arrival = facts
        return make_player_view(
            self._names[i], position, money, tokens, vacation_cards,
            bankrupt, lost_turns, extra_turns, keep_cards, self.signs[i], arrival,
        )

    def is_protected(self, player: int, source_kind: str = "almanac") -> bool:
        """Return True when the zodiac protects ``player`` from a loss of this kind.

        Args:
            player: a player index.
            source_kind: ``almanac``, ``chance``, ``hazard``, ``personal``,
                ``double_blue``; ``choice`` (a branch the player chose: voluntary,
                never protected).

        RULINGS.md §6: classic ``all_losses`` protects from every involuntary
        loss while the pawn stands in its owner's sign; Italian
        ``hazard_only`` only from Hazard cards.
        """
        return zodiac_protects(self.content, self.signs[player], self.state.players[player].position, source_kind)

    # ------------------------------------------------------------------ engine loop

    def _emit(self, event: ev.Event) -> None:
        self._events.append(event)

    def _run(self) -> None:
        """Run the tasks on the stack until a decision is needed or the game ends.

        A task ``(name, *args)`` runs ``self._t_<name>(*args)``; a decision's
        continuation ``(name, *args)`` runs ``self._on_<name>(action, *args)``
        (both registered by name in :data:`TASKS` and :data:`CONTINUATIONS`).
        """
        st = self.state
        stack = st.stack
        tasks = TASKS
        while st.pending is None and not st.finished and stack:
            task = stack.pop()
            tasks[task[0]](self, *task[1:])

    def _ask(self, decision: Decision, cont: tuple[Any, ...]) -> None:
        self.state.pending = decision
        self.state.cont = cont

    def _push(self, *tasks: tuple[Any, ...]) -> None:
        """Push tasks so that the first one given runs first."""
        self.state.stack.extend(reversed(tasks))

    # ------------------------------------------------------------------ the turn (§3)

    def _t_turn_start(self) -> None:
        st = self.state
        p = st.active
        ps = st.players[p]
        self._new_chain()
        if st.answers:  # the answers of the moment go; a profile fact once answered stays (RULINGS.md §8)
            kept = {key: yes for key, yes in st.answers.items() if key[0] == FACT_ANSWER}
            st.answers.clear()
            st.answers.update(kept)
        if st.vacationed:
            st.vacationed = ()
        if ps.lost_turns > 0 and not st.extra_turn:
            ps.lost_turns -= 1
            self._events.append(ev.TurnSkipped(p))
            self.state.stack.append(("turn_end",))
            return
        st.turn += 1
        self._events.append(ev.TurnStarted(p, st.turn, st.extra_turn))
        self.state.stack.extend(self._turn)

    def _new_chain(self) -> None:
        """A new chain of resolution starts (a spin, bought or offered days, a turn)."""
        st = self.state
        st.chain = 0
        if st.broke:
            st.broke = ()

    def spendable(self, player: int) -> int:
        """Return the money units ``player`` can spend of their own will: cash, and with the savings house
        rule what the book can give after the withdrawal fee (RULINGS.md §13; no loan for such spending)."""
        money = self.state.players[player].money
        extra = self.state.extra
        if extra is None or not self.variants.savings or self.rules is None:
            return money
        return money + max(0, extra.savings[player] - self.rules.savings.withdrawal_fee)

    def _t_buy_token(self) -> None:
        """RULINGS.md §3.2: once, at the start of the turn, if cash (and the book, §13) and the bank allow."""
        st = self.state
        p = st.active
        if self.spendable(p) >= self.content.edition.token_price and st.bank_tokens > 0:
            self._ask(self._token_offers[p], ("buy_token",))

    def _on_buy_token(self, yes: bool) -> None:
        if yes:
            p = self.state.active
            price = self.content.edition.token_price
            self._events.append(ev.TokenBought(p, price))
            self._pay(p, BANK, price, "token", voluntary=True)
            self._give_tokens(BANK, p, 1, "token")

    def _t_spin(self) -> None:
        self._ask(self._spins[self.state.active], ("spin",))

    def _on_spin(self, _: bool) -> None:
        """RULINGS.md §2: spin; colours go to the next square of that colour, numbers are chosen."""
        st = self.state
        p = st.active
        dial = self.content.edition.dial
        sector = st.rng.randrange(len(dial))
        a, b = dial[sector]
        self._events.append(ev.DialSpun(p, sector, (a, b)))
        if st.extra is not None and st.extra.bets:
            self._settle_bets(sector)
        self._new_chain()
        pos = st.players[p].position
        if isinstance(a, str):
            days = self.content.red_days if a == "red" else self.content.blue_days
            i = bisect_right(days, pos)
            target = days[i] if i < len(days) else LAST_DAY
            self.state.stack.append(("move", p, target, True, "spin", "dial"))
        elif isinstance(b, str):  # pragma: no cover - the schema pairs numbers with numbers
            raise TypeError(f"dial sector {sector} mixes a number and a colour")
        elif a == b or pos >= self.smaller_from:
            number = min(a, b)
            self._events.append(ev.NumberChosen(p, number, forced=a != b))
            self.state.stack.append(("move", p, min(pos + number, LAST_DAY), True, "spin", "dial"))
        else:
            self._ask(_make_decision(DecisionKind.CHOOSE_NUMBER, p, (a, b)), ("choose_number",))

    def _on_choose_number(self, number: int) -> None:
        p = self.state.active
        self._events.append(ev.NumberChosen(p, number))
        pos = self.state.players[p].position
        self.state.stack.append(("move", p, min(pos + number, LAST_DAY), True, "spin", "dial"))

    def _t_buy_days(self) -> None:
        """RULINGS.md §3.4: on a plain square, outside December, once, what one can pay."""
        st = self.state
        p = st.active
        ps = st.players[p]
        price = self.content.edition.day_price
        money = self.spendable(p)
        if self.illustrated[ps.position] or ps.position >= self.no_buying_from or money < price:
            return
        most = min(money // price, self.last_day - ps.position)
        if most > 0:
            self._ask(_make_decision(DecisionKind.BUY_DAYS, p, range(0, most + 1)), ("buy_days",))

    def _on_buy_days(self, days: int) -> None:
        if days:
            st = self.state
            p = st.active
            price = days * self.content.edition.day_price
            self._events.append(ev.DaysBought(p, days, price))
            self._pay(p, BANK, price, "days", voluntary=True)
            self._new_chain()
            self.state.stack.append(("move", p, min(st.players[p].position + days, LAST_DAY), True, "bought", "days"))

    def _t_vacation(self) -> None:
        """RULINGS.md §3.5: one vacation card, before 15 November, if no vacation was taken this turn (§12)."""
        st = self.state
        p = st.active
        ps = st.players[p]
        if ps.vacation_cards > 0 and ps.position < self.vacation_limit and p not in st.vacationed:
            self._ask(self._vacation_offers[p], ("vacation",))

    def _on_vacation(self, yes: bool) -> None:
        if yes:
            st = self.state
            p = st.active
            st.players[p].vacation_cards -= 1
            self._events.append(ev.VacationPlayed(p))
            self._go_on_vacation(p, "vacation")

    def _go_on_vacation(self, p: int, source: str) -> None:
        """Move ``p`` the edition's vacation days with the vacation rules (RULINGS.md §3.5, §4.3, §12).

        The vacation is the turn's one vacation; in the player's own turn it
        ends the turn (rulebook 4.f, ``vacation_ends_turn``): no days are
        bought, played or offered after it.
        """
        st = self.state
        st.vacationed = (*st.vacationed, p)
        if p == st.active and self.content.edition.vacation_ends_turn:
            st.stack[:] = [t for t in st.stack if t[0] not in _REST_OF_TURN]
        target = min(st.players[p].position + self.content.edition.vacation_days, LAST_DAY)
        self.state.stack.append(("move", p, target, False, "vacation", source))

    def _t_offer(self, k: int, total: int) -> None:
        """RULINGS.md §3.6: each opponent in turn order may pledge days; then one move."""
        st = self.state
        p = st.active
        pos = st.players[p].position
        if k == 1 and self.illustrated[pos]:
            return
        n = len(st.order)
        price = self.content.edition.day_price
        partners = self.partners
        while k < n:
            o = st.order[(st.turn_pos + k) % n]
            if partners is not None and partners[o] == p:
                k += 1  # teams of two: nobody offers days to push a partner (house rule)
                continue
            most = min(self.spendable(o) // price, self.last_day - pos - total)
            if most > 0:
                st.pending = _make_decision(DecisionKind.PLEDGE, o, range(0, most + 1), p, None, "turn", (total,))
                st.cont = ("pledge", k, total)
                return
            k += 1
        if total > 0:
            self._new_chain()
            self.state.stack.append(("move", p, min(pos + total, LAST_DAY), True, "offered", "pledge"))

    def offer_round(self) -> tuple[int, ...]:
        """The players still to be asked in the offer round under way, after the one asked now (RULINGS.md §3.6).

        While a PLEDGE is pending: the later opponents in turn order who could
        pay for one day now (as the offer round asks them: nobody pushes a
        partner in teams), in the order they will be asked. What the pending
        pledger and those before them offer may leave a later one no day to
        offer (the pawn at the last day): then that one is not asked. Empty
        when no PLEDGE is pending. Public: money, order and positions are.
        """
        st = self.state
        decision, cont = st.pending, st.cont
        if decision is None or decision.kind is not DecisionKind.PLEDGE or not cont or cont[0] != "pledge":
            return ()
        p, k, n = st.active, int(cont[1]), len(st.order)
        price = self.content.edition.day_price
        later = [st.order[(st.turn_pos + j) % n] for j in range(k + 1, n)]
        return tuple(o for o in later if (self.partners is None or self.partners[o] != p)
                     and self.spendable(o) >= price)

    def _on_pledge(self, days: int, k: int, total: int) -> None:
        st = self.state
        n = len(st.order)
        o = st.order[(st.turn_pos + k) % n]
        price = days * self.content.edition.day_price
        self._events.append(ev.DaysPledged(o, st.active, days, price))
        if days:
            self._pay(o, BANK, price, "pledge", voluntary=True)
        self.state.stack.append(("offer", k + 1, total + days))

    def _t_turn_end(self) -> None:
        """RULINGS.md §3.7: extra turns follow at once; otherwise the next player in order."""
        st = self.state
        p = st.active
        self._events.append(ev.TurnEnded(p))
        ps = st.players[p]
        if ps.extra_turns > 0:
            ps.extra_turns -= 1
            st.extra_turn = True
        else:
            st.extra_turn = False
            st.turn_pos = (st.turn_pos + 1) % len(st.order)
            st.active = st.order[st.turn_pos]
        self.state.stack.append(("turn_start",))

    # ------------------------------------------------------------------ movement (§4, §5)

    def _t_move(self, p: int, target: int, almanac: bool, cause: str, source: str) -> None:
        """Move a pawn, paying passing effects, then resolve the landing."""
        st = self.state
        ps = st.players[p]
        start = ps.position
        # RULINGS.md §13: a pawn a bankruptcy put on a quarter's last day has not passed it yet
        first = start if st.unpassed and p in st.unpassed else start + 1
        self._pawn_leaves(p)
        if target > self.last_day:
            target = self.last_day  # a shorter game ends on its last day (house rule)
        ps.position = target
        st.arrival_counter += 1
        ps.arrival = st.arrival_counter
        self._events.append(ev.PawnMoved(p, start, target, cause, source))
        passed = False
        if target > start:
            for qi, qday in enumerate(self.content.quarter_days):
                if first <= qday <= target:
                    self._pass_quarter(p, qi, qday)
                    passed = True
            if target == self.last_day:
                self._finish(p)
                return
        self.state.stack.append(("land", p, almanac and p == st.active))
        if passed and self.variants.savings:
            self._push(("bank_loans", p), ("bank_savings", p))

    def _pass_quarter(self, p: int, qi: int, qday: int) -> None:
        """RULINGS.md §5: 400 every time; 3 and 2 tokens to the first two players ever."""
        st = self.state
        ed = self.content.edition
        passers = st.quarter_passers[qi]
        tokens = 0
        rank = None
        if p not in passers and len(passers) < len(ed.quarter_bonus_tokens):
            passers.append(p)
            rank = len(passers)
            tokens = min(ed.quarter_bonus_tokens[rank - 1], st.bank_tokens)
        self._events.append(ev.QuarterPassed(p, qday, ed.quarter_pay, tokens, rank))
        self._receive(p, ed.quarter_pay, BANK, "quarter")
        if tokens:
            self._give_tokens(BANK, p, tokens, "quarter")
        if self.variants.savings:
            self._quarter_interest(p)

    def _t_land(self, p: int, almanac: bool) -> None:
        """RULINGS.md §4: personal squares first, then the almanac (active player's own moves)."""
        st = self.state
        pos = st.players[p].position
        self._personal(p, pos)
        square = self.content.squares[pos]
        if not almanac or square.frame not in ("red", "blue", "double_blue", "half"):
            return
        st.chain += 1
        if st.chain > self.content.edition.max_chain:
            self._events.append(ev.ChainStopped(p))
            return
        st.landing_counter += 1
        self._events.append(ev.AlmanacRead(p, pos))
        source = "almanac:" + square.date
        if square.frame == "double_blue":
            if self.is_protected(p, "double_blue"):
                self._events.append(ev.Protected(p, "token", "double_blue"))
            elif st.players[p].tokens:
                self._give_tokens(p, BANK, 1, "double_blue")
        if square.effects:
            self.state.stack.append(("effects", p, square.effects, 0, Context("almanac", source, st.landing_counter)))

    def _personal(self, p: int, pos: int) -> None:
        """Birthdays, then lucky numbers (RULINGS.md §4.1).

        A bankruptcy on one of them cancels what ``p`` still owes; what is due
        to ``p`` is still paid and the square's entry goes on (RULINGS.md §13).

        With manual claims (RULINGS.md §4, house rule) the sums are not paid
        but become claims that the creditor must make while the pawn stays.
        """
        st = self.state
        day = month_day(pos)[1]
        if pos not in self.birthdays and day not in [ps.lucky_number for ps in st.players]:
            return  # nobody's birthday, nobody's lucky number: nothing is due
        n = len(st.players)
        others = [q for q in (st.order[(st.turn_pos + k) % n] for k in range(n)) if q != p]
        ed = self.content.edition
        dues: list[tuple[int | None, int, int, str]] = []
        if self.birthdays[p] == pos:
            dues += [(q, p, ed.birthday_pay, "birthday") for q in others]
        dues += [(p, q, ed.birthday_pay, "birthday") for q in others if self.birthdays[q] == pos]
        if st.players[p].lucky_number == day:
            dues.append((BANK, p, ed.lucky_number_pay, "lucky_number"))
        dues += [(p, q, ed.lucky_number_pay, "lucky_number") for q in others if st.players[q].lucky_number == day]
        manual = self.claims == "manual"
        for debtor, creditor, amount, source in dues:
            if debtor is not BANK and self.is_protected(debtor, "personal"):
                self._events.append(ev.Protected(debtor, "money", source))
            elif manual:
                st.claim_counter += 1
                st.claims.append(Claim(st.claim_counter, creditor, debtor, amount, source, p, pos))
            elif debtor is BANK:
                self._receive(creditor, amount, BANK, source)
            else:
                self._pay(debtor, creditor, amount, source)

    def open_claims(self, creditor: int | None = None) -> tuple[Claim, ...]:
        """Return the claims that can still be made (manual claims, RULINGS.md §4).

        Args:
            creditor: only this player's claims (None: all; for tests and the
                engine's own use — an interface shows each player only their own).
        """
        claims = self.state.claims
        if not claims:
            return ()
        return tuple(c for c in claims if creditor is None or c.creditor == creditor)

    def claim(self, creditor: int, claim_id: int) -> list[ev.Event]:
        """Make a claim: the debtor (or the bank) pays the creditor now.

        Args:
            creditor: the player claiming.
            claim_id: the id of one of their :meth:`open_claims`.

        The claims of one square are paid in the rulebook's order whoever presses first
        (RULINGS.md §4 and §13): the debtor's open claims of that landing that come before
        this one (birthdays before lucky numbers, in turn order) are paid first.

        Returns:
            The events of the payments.

        Raises:
            IllegalActionError: no such open claim of that creditor (the pawn
                has moved on), or the debtor is deciding right now (claim after
                their decision); the game is unchanged.
        """
        st = self.state
        found = next((c for c in st.claims if c.id == claim_id and c.creditor == creditor), None)
        if found is None or st.finished:
            raise IllegalActionError(f"player {creditor} has no open claim {claim_id}")
        debtor = found.debtor
        if st.pending is not None and debtor is not BANK and st.pending.player == debtor:
            raise IllegalActionError("the debtor is deciding: claim once they have answered")
        self._complete_observations()
        self.actions.append(ClaimAction(creditor, claim_id))
        self.decisions.append(None)
        self._events = []
        self._views = None
        if debtor is BANK:
            st.claims.remove(found)
            self._receive(creditor, found.amount, BANK, found.source)
        else:
            due = [c for c in st.claims if c.debtor == debtor and c.pawn == found.pawn and c.day == found.day
                   and c.id <= found.id]
            st.claims[:] = [c for c in st.claims if c not in due]
            for c in due:  # ids were given in the rulebook's order (§4.1)
                self._pay(debtor, c.creditor, c.amount, c.source)
        self._run()
        events, self._events = self._events, []
        return events

    def _pawn_leaves(self, p: int) -> None:
        """Claims on a square lapse when the pawn that landed there moves (RULINGS.md §4);
        a quarter's last day left by any move counts as passed from then on (§13)."""
        st = self.state
        claims = st.claims
        if claims:
            claims[:] = [c for c in claims if c.pawn != p]
        if st.unpassed and p in st.unpassed:
            st.unpassed = tuple(q for q in st.unpassed if q != p)

    def _finish(self, p: int) -> None:
        """RULINGS.md §9: 6 tokens to the first, 3 to the pawn in second position; rank."""
        st = self.state
        ed = self.content.edition
        others = [q for q in range(len(st.players)) if q != p]
        second = None
        if others:
            second = max(others, key=lambda q: (st.players[q].position, -st.players[q].arrival))
        if self.last_day == LAST_DAY:
            self._events.append(ev.FinishReached(p, second))
        else:
            self._events.append(ev.LastDayReached(p, second, self.last_day))
        for rank, q in enumerate((p, second)):
            if q is not None and rank < len(ed.finish_bonus_tokens):
                count = min(ed.finish_bonus_tokens[rank], st.bank_tokens)
                if count:
                    self._give_tokens(BANK, q, count, "finish")
        if self.variants.savings:
            self._close_books()
        keyed = sorted(range(len(st.players)), key=lambda q: (-st.players[q].tokens, -st.players[q].money, q))
        ranking: list[tuple[int, int, int, int]] = []
        for i, q in enumerate(keyed):
            ps = st.players[q]
            if i and (ps.tokens, ps.money) == (ranking[-1][2], ranking[-1][3]):
                place = ranking[-1][0]
            else:
                place = i + 1
            ranking.append((place, q, ps.tokens, ps.money))
        st.outcome = Outcome(tuple(ranking), p, second)
        st.finished = True
        st.stack.clear()
        st.pending = None
        st.cont = None
        if self.partners is not None:
            self._events.append(ev.TeamsRanked(self.team_ranking()))
        self._events.append(ev.GameOver(st.outcome.ranking))

    # ------------------------------------------------------------------ money and tokens (§7)

    def _receive(self, p: int, amount: int, payer: int | None, source: str) -> None:
        ps = self.state.players[p]
        ps.money += amount
        if payer is BANK:
            self._events.append(ev.MoneyPaid(BANK, p, amount, amount, source))
        if ps.bankrupt and amount > 0:
            ps.bankrupt = False
            self._events.append(ev.BankruptcyEnded(p))

    def _pay(self, payer: int, payee: int | None, amount: int, source: str, voluntary: bool = False) -> bool:
        """Make ``payer`` pay ``amount`` to ``payee`` (None: the bank).

        ``voluntary``: spending the payer chose (days, a token, a pledge, a bet, an option of a
        choice): with the savings house rule it may come from the book, never from a loan (§13).

        Returns:
            False when the payer could not pay and went bankrupt (their chain stops).

        RULINGS.md §7: a bankrupt player pays nothing; one who cannot pay pays
        all they hold and goes bankrupt.
        """
        ps = self.state.players[payer]
        if ps.bankrupt or payer in self.state.broke:
            # a bankrupt player pays nothing, and nothing more in the chain that broke them (§7)
            self._events.append(ev.MoneyPaid(payer, payee, 0, amount, source))
            return True
        if ps.money < amount and self.variants.savings:
            self._raise_cash(payer, amount, loans=not voluntary)
        if ps.money >= amount:
            ps.money -= amount
            self._events.append(ev.MoneyPaid(payer, payee, amount, amount, source))
            if payee is not BANK:
                self._receive(payee, amount, payer, source)
            return True
        paid = ps.money
        ps.money = 0
        self._events.append(ev.MoneyPaid(payer, payee, paid, amount, source))
        if payee is not BANK and paid:
            self._receive(payee, paid, payer, source)
        self._bankrupt(payer, source)
        return False

    def _bankrupt(self, p: int, source: str) -> None:
        """RULINGS.md §7: half the tokens (rounded up) back, back to the end of last month.

        RULINGS.md §13: the rest of the chain goes on for him — what is due to him is
        received, the cards due are drawn — but he pays nothing more in it
        (:attr:`GameState.broke`) and no movement of it applies to him.
        """
        st = self.state
        ps = st.players[p]
        returned = (ps.tokens + 1) // 2
        ps.tokens -= returned
        st.bank_tokens += returned
        start = ps.position
        self._pawn_leaves(p)
        ps.position = end_of_previous_month(start)
        st.arrival_counter += 1
        ps.arrival = st.arrival_counter
        ps.bankrupt = True
        st.broke = (*st.broke, p)
        if ps.position in self.content.quarter_days:  # not passed yet (RULINGS.md §13)
            st.unpassed = (*st.unpassed, p)
        self._events.append(ev.Bankrupt(p, returned, start, ps.position, source))
        if returned:
            self._events.append(ev.TokensMoved(p, BANK, returned, "bankruptcy"))
        st.stack[:] = [t for t in st.stack if not (t[0] in _PLACED and t[1] == p)]

    def _give_tokens(self, giver: int | None, taker: int | None, count: int, source: str) -> int:
        """Move up to ``count`` tokens; a bank or player with fewer gives what it has (§7, clarification 6)."""
        st = self.state
        held = st.bank_tokens if giver is BANK else st.players[giver].tokens
        count = min(count, held)
        if count <= 0:
            return 0
        if giver is BANK:
            st.bank_tokens -= count
        else:
            st.players[giver].tokens -= count
        if taker is BANK:
            st.bank_tokens += count
        else:
            st.players[taker].tokens += count
        self._events.append(ev.TokensMoved(giver, taker, count, source))
        return count

    # ------------------------------------------------------------------ effects (§4, §8, §10)

    def _t_effects(self, p: int, effects: tuple[Any, ...], i: int, ctx: Context) -> None:
        if i + 1 < len(effects):
            self.state.stack.append(("effects", p, effects, i + 1, ctx))
        self._apply(p, effects[i], ctx)

    def _apply(self, p: int, effect: Any, ctx: Context) -> None:
        handler = _EFFECT_HANDLERS[type(effect)]
        handler(self, p, effect, ctx)

    def _loss_blocked(self, p: int, what: str, ctx: Context) -> bool:
        if self.is_protected(p, ctx.kind):
            self._events.append(ev.Protected(p, what, ctx.source))
            return True
        return False

    def _e_draw(self, p: int, e: s.Draw, ctx: Context) -> None:
        self.state.stack.append(("draw", p, e.draw, ctx))

    def _e_receive_bank(self, p: int, e: s.ReceiveBank, ctx: Context) -> None:
        self._receive(p, self.money(e.receive_bank), BANK, ctx.source)

    def _e_pay_bank(self, p: int, e: s.PayBank, ctx: Context) -> None:
        if not self._loss_blocked(p, "money", ctx):
            self._pay(p, BANK, self.money(e.pay_bank), ctx.source, ctx.kind == "choice")

    def _e_pay_each_other(self, p: int, e: s.PayEachOther, ctx: Context) -> None:
        if self._loss_blocked(p, "money", ctx):
            return
        for q in self._others_in_order(p):
            if not self._pay(p, q, self.money(e.pay_each_other), ctx.source, ctx.kind == "choice"):
                return

    def _e_receive_each_other(self, p: int, e: s.ReceiveEachOther, ctx: Context) -> None:
        for q in self._others_in_order(p):
            if not self._loss_blocked(q, "money", ctx):
                self._pay(q, p, self.money(e.receive_each_other), ctx.source)

    def _e_receive_tokens(self, p: int, e: s.ReceiveTokens, ctx: Context) -> None:
        self._give_tokens(BANK, p, e.receive_tokens, ctx.source)

    def _e_give_tokens(self, p: int, e: s.GiveTokens, ctx: Context) -> None:
        if self.state.players[p].tokens and not self._loss_blocked(p, "token", ctx):
            self._give_tokens(p, BANK, e.give_tokens, ctx.source)

    def _e_targeted(self, p: int, effect: Any, ctx: Context) -> None:
        """An effect on a player to pick: ask only among those with whom something can happen.

        RULINGS.md §12: a player whose own loss the zodiac blocks is not asked
        to pick anyone; taking from a protected player takes nothing, so they
        are not offered when someone else can be picked; a protected player
        whose pawn stands ahead cannot be swapped with (21 June).
        """
        t = type(effect)
        candidates = self._candidates(p, _target_of(effect))
        purpose = _PURPOSE[t]
        broke = self.state.broke
        if t is s.SwapWith and broke:  # no movement of a bankrupt's chain applies to him (§13)
            if p in broke:
                return
            candidates = [q for q in candidates if q not in broke]
        if not candidates:
            self._events.append(ev.NoTarget(p, ctx.source))
            return
        if t is s.PayPlayer and self._loss_blocked(p, "money", ctx):
            return
        if t is s.GiveToken and (not self.state.players[p].tokens or self._loss_blocked(p, "token", ctx)):
            return
        if purpose in _LOSS_OF_TARGET:
            unmoved = [q for q in candidates if self._untouched(p, q, purpose, ctx)]
            if unmoved:
                candidates = [q for q in candidates if q not in unmoved]
                if not candidates:
                    protected = [q for q in unmoved if self.is_protected(q, ctx.kind)]
                    for q in protected:
                        self._events.append(ev.Protected(q, _LOSS_OF_TARGET[purpose], ctx.source))
                    if not protected:
                        self._events.append(ev.NoTarget(p, ctx.source))
                    return
        if len(candidates) == 1:
            self._on_target(candidates[0], p, effect, ctx, True)
        else:
            self._ask(
                Decision(DecisionKind.CHOOSE_PLAYER, p, tuple(candidates), topic=purpose, source=ctx.source),
                ("target", p, effect, ctx),
            )

    def _untouched(self, p: int, q: int, purpose: str, ctx: Context) -> bool:
        """True when ``p`` picking ``q`` for ``purpose`` would cost ``q`` nothing, so cannot be done.

        ``purpose``: ``swap`` (the zodiac spares a pawn standing ahead of
        ``p``'s from being moved back, RULINGS.md §12), ``receive`` (the zodiac
        spares ``q``'s money, §10) or ``take_token`` (the zodiac spares ``q``'s
        tokens, §10, or ``q`` has none).
        """
        if purpose == "take_token" and not self.state.players[q].tokens:
            return True
        if not self.is_protected(q, ctx.kind):
            return False
        if purpose == "swap":
            return self.state.players[q].position > self.state.players[p].position
        return True

    def _on_target(self, q: int, p: int, effect: Any, ctx: Context, only: bool = False) -> None:
        purpose = _PURPOSE[type(effect)]
        self._events.append(ev.PlayerChosen(p, q, purpose, ctx.source))
        if purpose in _LOSS_OF_TARGET and ctx.kind == "hazard":
            st = self.state
            loss = (s.Move(move=st.players[p].position - st.players[q].position) if purpose == "swap"
                    else _AS_LOSS[type(effect)])
            if self._parry_asked(q, p, (loss,), ctx, ("parry_target", q, p, effect, ctx)):
                return
        self._hit_target(q, p, effect, ctx)

    def _hit_target(self, q: int, p: int, effect: Any, ctx: Context) -> None:
        """Apply a targeted effect of ``p`` on the chosen player ``q``."""
        if isinstance(effect, s.PayPlayer):
            if not self._loss_blocked(p, "money", ctx):
                self._pay(p, q, self.money(effect.pay_player.amount), ctx.source, ctx.kind == "choice")
        elif isinstance(effect, s.ReceivePlayer):
            if not self._loss_blocked(q, "money", ctx):
                self._pay(q, p, self.money(effect.receive_player.amount), ctx.source)
        elif isinstance(effect, s.TakeToken):
            if self.state.players[q].tokens and not self._loss_blocked(q, "token", ctx):
                self._give_tokens(q, p, effect.take_token.count, ctx.source)
        elif isinstance(effect, s.GiveToken):
            if self.state.players[p].tokens and not self._loss_blocked(p, "token", ctx):
                self._give_tokens(p, q, effect.give_token.count, ctx.source)
        elif isinstance(effect, s.SwapWith):
            self._swap(p, q, ctx.source)

    def _candidates(self, p: int, target: s.Target) -> list[int]:
        """Other players matching ``among``, narrowed by ``pick`` (ties kept, in turn order)."""
        st = self.state
        players = [q for q in self._others_in_order(p) if target.among is None or self._holds(q, target.among, None) is True]
        if not players or target.pick == "chosen":
            return players
        if target.pick in ("poorest", "richest"):
            values = [st.players[q].money for q in players]
        else:
            values = [st.players[q].tokens for q in players]
        best = min(values) if target.pick in ("poorest", "fewest_tokens") else max(values)
        return [q for q, v in zip(players, values) if v == best]

    def _swap(self, p: int, q: int, source: str) -> None:
        """RULINGS.md §8 (21 June): swap pawns; no landing, no passing effects."""
        st = self.state
        a, b = st.players[p], st.players[q]
        self._pawn_leaves(p)
        self._pawn_leaves(q)
        a.position, b.position = b.position, a.position
        st.arrival_counter += 1
        a.arrival = st.arrival_counter
        st.arrival_counter += 1
        b.arrival = st.arrival_counter
        self._events.append(ev.PawnsSwapped(p, q, a.position, b.position, source))

    def _e_move(self, p: int, e: s.Move, ctx: Context) -> None:
        if isinstance(e.move, int):
            days, almanac = e.move, True
        else:
            days, almanac = e.move.days, e.move.almanac
        pos = self.state.players[p].position
        self._move_effect(p, max(0, min(pos + days, LAST_DAY)), almanac, ctx)

    def _e_move_to(self, p: int, e: s.MoveTo, ctx: Context) -> None:
        self._move_effect(p, day_index(e.move_to), True, ctx)

    def _e_back_months(self, p: int, e: s.BackMonths, ctx: Context) -> None:
        self._move_effect(p, back_months(self.state.players[p].position, e.back_months), True, ctx)

    def _move_effect(self, p: int, target: int, almanac: bool, ctx: Context) -> None:
        """Move ``p`` as an effect says (not when the zodiac spares a move back, §6, nor after ``p``'s
        bankruptcy in this chain, §13: the bankruptcy placed the pawn)."""
        pos = self.state.players[p].position
        if p in self.state.broke:
            return
        if target == pos or (target < pos and self._loss_blocked(p, "move", ctx)):
            return
        cause = "almanac" if ctx.kind == "almanac" else "card"
        self.state.stack.append(("move", p, target, almanac, cause, ctx.source))

    def _e_lose_turn(self, p: int, e: s.LoseTurn, ctx: Context) -> None:
        if not self._loss_blocked(p, "turn", ctx):
            self.state.players[p].lost_turns += e.lose_turn
            self._events.append(ev.TurnsLost(p, e.lose_turn, ctx.source))

    def _e_extra_turns(self, p: int, e: s.ExtraTurns, ctx: Context) -> None:
        self.state.players[p].extra_turns += e.extra_turns
        self._events.append(ev.ExtraTurnsGained(p, e.extra_turns, ctx.source))

    def _e_rearrange(self, p: int, e: s.RearrangeOpponents, ctx: Context) -> None:
        """RULINGS.md §8 (1 April): any rearrangement but the identity; two players swap.

        RULINGS.md §12: no opponent protected by the zodiac ends on an earlier
        square than their own; when that leaves no rearrangement but the
        identity, nothing happens.
        """
        st = self.state
        opponents = [q for q in self._others_in_order(p) if q not in st.broke]  # §13: a bankrupt stays put
        if not opponents:
            self._events.append(ev.NoTarget(p, ctx.source))
            return
        if len(opponents) == 1:
            q = opponents[0]
            if self._untouched(p, q, "swap", ctx):
                self._events.append(ev.Protected(q, "move", ctx.source))
            else:
                self._swap(p, q, ctx.source)
            return
        days = tuple(st.players[q].position for q in opponents)
        arrangements = set(_permutations(days)) - {days}
        protected = [i for i, q in enumerate(opponents) if self.is_protected(q, ctx.kind)]
        options = sorted(a for a in arrangements if all(a[i] >= days[i] for i in protected))
        if not options:
            if arrangements:
                # the protected pawns block every rearrangement: say who
                for i in protected:
                    if any(a[i] < days[i] for a in arrangements):
                        self._events.append(ev.Protected(opponents[i], "move", ctx.source))
            else:
                self._events.append(ev.NoTarget(p, ctx.source))
            return
        self._ask(
            Decision(DecisionKind.REARRANGE, p, tuple(options), source=ctx.source, info=tuple(opponents)),
            ("rearrange", p, tuple(opponents), ctx),
        )

    def _on_rearrange(self, new_days: tuple[int, ...], p: int, opponents: tuple[int, ...], ctx: Context) -> None:
        st = self.state
        moves = []
        for q, day in zip(opponents, new_days):
            ps = st.players[q]
            if ps.position != day:
                self._pawn_leaves(q)
                moves.append((q, ps.position, day))
                ps.position = day
                st.arrival_counter += 1
                ps.arrival = st.arrival_counter
        self._events.append(ev.PawnsRearranged(p, tuple(moves), ctx.source))

    def _e_spin_difference(self, p: int, e: s.SpinDifference, ctx: Context) -> None:
        """RULINGS.md §2 (16 November): spin until numbers; advance by their difference."""
        st = self.state
        dial = self.content.edition.dial
        if all(isinstance(a, str) for a, _ in dial):
            return
        while True:
            sector = st.rng.randrange(len(dial))
            a, b = dial[sector]
            self._events.append(ev.DialSpun(p, sector, (a, b)))
            if not isinstance(a, str) and not isinstance(b, str):
                break
        diff = abs(a - b)
        if diff:
            self._move_effect(p, min(st.players[p].position + diff, LAST_DAY), True, ctx)

    def _e_vacation_move(self, p: int, e: s.VacationMove, ctx: Context) -> None:
        """A free vacation follows the vacation rules entirely (RULINGS.md §12): never on or after
        15 November, never a second vacation in one turn; it is the turn's vacation."""
        st = self.state
        if p in st.broke:
            return  # the bankruptcy of this chain placed the pawn (RULINGS.md §13)
        if st.players[p].position >= self.vacation_limit:
            self._events.append(ev.VacationVoid(p, "too_late", ctx.source))
        elif p in st.vacationed:
            self._events.append(ev.VacationVoid(p, "already", ctx.source))
        else:
            self._events.append(ev.VacationPlayed(p, free=True))
            self._go_on_vacation(p, ctx.source)

    def _e_for_each_player(self, p: int, e: s.ForEachPlayer, ctx: Context) -> None:
        """Every player in turn order from the active one; with the coup-fourré, each one a Hazard card
        drawn by ``p`` strikes may parry it first (RULINGS.md §13)."""
        st = self.state
        n = len(st.order)
        start = st.order.index(st.active)
        players = [st.order[(start + k) % n] for k in range(n)]
        if not e.for_each_player:
            return
        if ctx.kind == "hazard" and self.variants.coup_fourre:
            self._push(*[("parry", q, p, e.for_each_player, ctx) if q != p else ("effects", q, e.for_each_player, 0, ctx)
                         for q in players])
        else:
            self._push(*[("effects", q, e.for_each_player, 0, ctx) for q in players])

    def _e_choose(self, p: int, e: s.Choose, ctx: Context) -> None:
        """RULINGS.md §12: a voluntary payment is never more than the player holds.

        Only the options the player can pay for are offered; when one alone
        is left, it is taken without asking.
        """
        money = self.spendable(p)  # cash and the savings book (§13)
        options = tuple(i for i, option in enumerate(e.choose) if self._option_cost(p, option) <= money)
        if not options:
            options = tuple(range(len(e.choose)))
        if len(options) == 1:
            self._on_choice(options[0], p, e, ctx, forced=len(e.choose) > 1)
            return
        self._ask(Decision(DecisionKind.CHOICE, p, options, source=ctx.source), ("choice", p, e, ctx))

    def _option_cost(self, p: int, effects: tuple[Any, ...]) -> int:
        """The money (units) that the payments written in one option of a choice cost ``p``."""
        cost = 0
        for effect in effects:
            t = type(effect)
            if t is s.PayBank:
                cost += self.money(effect.pay_bank)
            elif t is s.PayPlayer:
                cost += self.money(effect.pay_player.amount)
            elif t is s.PayEachOther:
                cost += self.money(effect.pay_each_other) * (len(self.state.players) - 1)
        return cost

    def _on_choice(self, index: int, p: int, e: s.Choose, ctx: Context, forced: bool = False) -> None:
        self._events.append(ev.ChoiceMade(p, index, ctx.source, forced))
        if e.choose[index]:
            # what the player chose is voluntary spending: the zodiac does not protect it (§6)
            self.state.stack.append(("effects", p, e.choose[index], 0, Context("choice", ctx.source, ctx.landing)))

    def _e_when(self, p: int, e: s.When, ctx: Context) -> None:
        self._t_when(p, e, ctx)

    def _t_when(self, p: int, e: s.When, ctx: Context) -> None:
        result = self._holds(p, e.when, ctx)
        if result is True:
            branch = e.do
        elif result is False:
            branch = e.else_
        else:
            self.state.stack.append(("when", p, e, ctx))
            self._ask_condition(result, ctx)
            return
        if branch:
            self.state.stack.append(("effects", p, branch, 0, ctx))

    # ------------------------------------------------------------------ conditions (§8)

    def _holds(self, p: int, c: Any, ctx: Context | None) -> Any:
        """Evaluate a condition for player ``p``: True, False, or what must be asked first."""
        t = type(c)
        profile = self.setup.players[p]
        if t is s.Sex:
            return profile.sex == c.sex
        if t is s.Fact:
            if c.fact in profile.unknown:  # asked of the person the first time a square needs it
                fact_key = (FACT_ANSWER, "fact", c.fact, p)
                return self.state.answers.get(fact_key, fact_key)
            return c.fact in profile.facts
        if t is s.AgeAtLeast:
            return self.ages[p] >= c.age_at_least
        if t is s.AgeAtMost:
            return self.ages[p] <= c.age_at_most
        if t is s.AgeAbove:
            return self.ages[p] > c.age_above
        if t is s.AgeBelow:
            return self.ages[p] < c.age_below
        if t is s.MoneyBelow:
            return self.state.players[p].money < self.money(c.money_below)
        if t is s.AllOf:
            for sub in c.all:
                r = self._holds(p, sub, ctx)
                if r is not True:
                    return r
            return True
        if t is s.AnyOf:
            for sub in c.any:
                r = self._holds(p, sub, ctx)
                if r is not False:
                    return r
            return False
        if t is s.Not:
            r = self._holds(p, c.not_, ctx)
            return (not r) if isinstance(r, bool) else r
        landing = ctx.landing if ctx else 0
        key: tuple[int, str, str, int | None]
        if t is s.Question:
            key = (landing, "question", c.question, p)
        elif t is s.TableQuestion:
            key = (landing, "table", c.table, None)
        elif t is s.Quiz:
            key = (landing, "quiz", c.quiz, p)
        else:  # pragma: no cover - the schema admits no other condition
            raise TypeError(f"unknown condition {c!r}")
        answers = self.state.answers
        return answers[key] if key in answers else key

    def _ask_condition(self, key: tuple[Any, ...], ctx: Context) -> None:
        _, kind, topic, p = key
        st = self.state
        if kind == "question":
            self._ask(Decision(DecisionKind.QUESTION, p, YES_NO, topic=topic, source=ctx.source), ("answer", key))
        elif kind == "fact":
            self._ask(Decision(DecisionKind.FACT, p, YES_NO, topic=topic, source=ctx.source), ("answer", key))
        elif kind == "table":
            self._ask(Decision(DecisionKind.TABLE_QUESTION, st.active, YES_NO, topic=topic, source=ctx.source), ("answer", key))
        elif self.content.quizzes[topic].judge == "vote":
            self._ask(Decision(DecisionKind.QUIZ_ATTEMPT, p, YES_NO, topic=topic, source=ctx.source), ("attempt", key, ctx))
        else:
            self._ask(Decision(DecisionKind.QUIZ, p, None, topic=topic, source=ctx.source), ("quiz", key))

    def _on_answer(self, yes: bool, key: tuple[Any, ...]) -> None:
        self.state.answers[key] = yes
        kind = key[1] if key[1] in ("table", "fact") else "question"
        self._events.append(ev.Answered(self.state.active if key[3] is None else key[3], kind, key[2], yes, yes))

    def _on_quiz(self, answer: tuple[str, ...], key: tuple[Any, ...]) -> None:
        quiz = self.content.quizzes[key[2]]
        passed = check_quiz(quiz, answer)
        self.state.answers[key] = passed
        self._events.append(ev.Answered(key[3], "quiz", key[2], passed, answer))

    def _on_attempt(self, yes: bool, key: tuple[Any, ...], ctx: Context) -> None:
        if not yes:
            self.state.answers[key] = False
            self._events.append(ev.Answered(key[3], "quiz", key[2], False, False))
            return
        self._next_vote(key, ctx, 1, 0, 0)

    def _next_vote(self, key: tuple[Any, ...], ctx: Context, k: int, yes: int, votes: int) -> None:
        """RULINGS.md §8: the other players vote in turn order; a majority (or a tie) passes."""
        st = self.state
        n = len(st.order)
        quizzed = key[3]
        start = st.order.index(quizzed)
        if k >= n:
            passed = yes * 2 >= votes
            st.answers[key] = passed
            self._events.append(ev.Answered(quizzed, "quiz", key[2], passed, (yes, votes)))
            return
        voter = st.order[(start + k) % n]
        self._ask(
            Decision(DecisionKind.VOTE, voter, YES_NO, subject=quizzed, topic=key[2], source=ctx.source),
            ("vote", key, ctx, k, yes, votes),
        )

    def _on_vote(self, vote: bool, key: tuple[Any, ...], ctx: Context, k: int, yes: int, votes: int) -> None:
        self._next_vote(key, ctx, k + 1, yes + vote, votes + 1)

    # ------------------------------------------------------------------ cards (§10)

    def _t_draw(self, p: int, deck: str, ctx: Context) -> None:
        st = self.state
        pile = st.piles[deck]
        if not pile:
            discard = st.discards[deck]
            if not discard:
                return
            pile.extend(discard)
            discard.clear()
            st.rng.shuffle(pile)
            self._events.append(ev.DeckReshuffled(deck))
        card_id = pile.pop()
        card = self.content.cards[card_id]
        self._events.append(ev.CardDrawn(p, deck, card_id, ctx.source))
        if card.keep is not None:
            st.players[p].keep_cards.append(card_id)
            self._events.append(ev.CardKept(p, card_id))
            return
        if (deck == "hazard" and st.players[p].keep_cards
                and self._strikes(p, card.effects, Context("hazard", "card:" + card_id, ctx.landing))):
            self._ask(
                Decision(DecisionKind.USE_KEEP_CARD, p, YES_NO, topic=card_id, source="card:" + card_id),
                ("keep", p, card_id, ctx),
            )
            return
        self._play_card(p, card_id, ctx)

    def _on_keep(self, yes: bool, p: int, card_id: str, ctx: Context) -> None:
        if yes:
            self.state.discards["hazard"].append(card_id)
            self._use_keep_card(p, card_id)
        else:
            self._play_card(p, card_id, ctx)

    def _use_keep_card(self, p: int, card_id: str) -> None:
        """``p`` plays a kept card against the Hazard ``card_id`` (RULINGS.md §12); with the coup-fourré
        house rule the bank also gives tokens (§13: only ever asked for a Hazard that really strikes)."""
        st = self.state
        keep = st.players[p].keep_cards.pop(0)
        st.discards[self.content.cards[keep].deck].append(keep)
        self._events.append(ev.HazardCancelled(p, card_id, keep))
        if self.variants.coup_fourre and self.rules is not None:
            tokens = min(self.rules.coup_fourre_tokens, st.bank_tokens)
            self._events.append(ev.CoupFourre(p, card_id, tokens))
            self._give_tokens(BANK, p, tokens, "coup_fourre")

    def _strikes(self, q: int, effects: tuple[Any, ...], ctx: Context) -> bool:
        """True when ``effects`` of a Hazard card would really cost player ``q`` something (RULINGS.md §13).

        Not when the zodiac spares ``q`` (§6), not a payment when ``q`` pays nothing
        (bankrupt, or already bankrupt in this chain, §7), not "give a token" when ``q``
        has none, not a move that is no move back. Conditions and choices count when
        one of their branches would.
        """
        st = self.state
        ps = st.players[q]
        if self.is_protected(q, ctx.kind):
            return False
        pays = not ps.bankrupt and q not in st.broke
        for effect in effects:
            t = type(effect)
            if t in (s.PayBank, s.PayEachOther, s.PayPlayer):
                struck = pays
            elif t in (s.GiveTokens, s.GiveToken):
                struck = ps.tokens > 0
            elif t is s.LoseTurn:
                struck = True
            elif t in (s.Move, s.MoveTo, s.BackMonths):
                struck = q not in st.broke and self._move_target(q, effect) < ps.position
            elif t is s.SwapWith:
                struck = q not in st.broke and any(o.position < ps.position for o in st.players)
            elif t is s.Draw:
                struck = effect.draw == "hazard"
            elif t is s.ForEachPlayer:
                struck = self._strikes(q, effect.for_each_player, ctx)
            elif t is s.When:
                struck = self._strikes(q, effect.do, ctx) or self._strikes(q, effect.else_, ctx)
            elif t is s.Choose:
                struck = any(self._strikes(q, option, ctx) for option in effect.choose)
            else:  # gains, moves forward, other players' pawns
                struck = False
            if struck:
                return True
        return False

    def _move_target(self, p: int, effect: Any) -> int:
        """The day a move effect (``move``, ``move_to``, ``back_months``) would take ``p``'s pawn to."""
        pos = self.state.players[p].position
        if isinstance(effect, s.MoveTo):
            return day_index(effect.move_to)
        if isinstance(effect, s.BackMonths):
            return back_months(pos, effect.back_months)
        days = effect.move if isinstance(effect.move, int) else effect.move.days
        return max(0, min(pos + days, LAST_DAY))

    def _parry_asked(self, q: int, drawer: int, effects: tuple[Any, ...], ctx: Context, cont: Task) -> bool:
        """Coup-fourré (house rule, RULINGS.md §13): before another player's Hazard card strikes ``q``,
        ask ``q`` whether to play a kept card against it. True when asked (``cont`` answers)."""
        if (ctx.kind != "hazard" or q == drawer or not self.variants.coup_fourre
                or not self.state.players[q].keep_cards or not self._strikes(q, effects, ctx)):
            return False
        card_id = ctx.source.removeprefix("card:")
        self._ask(Decision(DecisionKind.USE_KEEP_CARD, q, YES_NO, subject=drawer, topic=card_id, source=ctx.source),
                  cont)
        return True

    def _t_parry(self, q: int, drawer: int, effects: tuple[Any, ...], ctx: Context) -> None:
        """A Hazard card's effects for one player (``for_each_player``): a holder may parry them first."""
        if not self._parry_asked(q, drawer, effects, ctx, ("parry", q, effects, ctx)):
            self.state.stack.append(("effects", q, effects, 0, ctx))

    def _on_parry(self, yes: bool, q: int, effects: tuple[Any, ...], ctx: Context) -> None:
        if yes:
            self._use_keep_card(q, ctx.source.removeprefix("card:"))
        else:
            self.state.stack.append(("effects", q, effects, 0, ctx))

    def _on_parry_target(self, yes: bool, q: int, p: int, effect: Any, ctx: Context) -> None:
        if yes:
            self._use_keep_card(q, ctx.source.removeprefix("card:"))
        else:
            self._hit_target(q, p, effect, ctx)

    def _play_card(self, p: int, card_id: str, ctx: Context) -> None:
        card = self.content.cards[card_id]
        self.state.discards[card.deck].append(card_id)
        self.state.stack.append(("effects", p, card.effects, 0, Context(card.deck, "card:" + card_id, ctx.landing)))

    # ------------------------------------------------------------------ house rules of the family of games

    def book(self, player: int) -> tuple[int, int]:
        """Return ``(savings, loans)``: the money units in ``player``'s savings book and the loans they owe
        (both 0 without the savings house rule). Public facts, like money."""
        extra = self.state.extra
        if extra is None:
            return (0, 0)
        return (extra.savings[player], extra.loans[player])

    def team_ranking(self) -> tuple[tuple[int, int, int, int, int], ...]:
        """Return the teams of two ranked by their tokens added up, then their money:
        ``((place, player, partner, tokens, money), …)`` best first, the lower seat first in each team
        (house rule, 1000 Bornes); equal tokens and money share a place. Empty without teams."""
        if self.partners is None:
            return ()
        players = self.state.players
        teams = sorted({(min(i, j), max(i, j)) for i, j in enumerate(self.partners)})
        totals = [(a, b, players[a].tokens + players[b].tokens, players[a].money + players[b].money) for a, b in teams]
        totals.sort(key=lambda team: (-team[2], -team[3], team[0]))
        ranking: list[tuple[int, int, int, int, int]] = []
        for i, (a, b, tokens, money) in enumerate(totals):
            tied = ranking and (tokens, money) == (ranking[-1][3], ranking[-1][4])
            ranking.append((ranking[-1][0] if tied else i + 1, a, b, tokens, money))
        return tuple(ranking)

    def _t_bets(self, k: int) -> None:
        """Bets on the machine (house rule, The Game of Life): before the spin, each other player
        who bets, in turn order, may put the edition's stake on one sector, if they hold it."""
        st = self.state
        assert self.rules is not None
        stake = self.rules.bets.stake
        n = len(st.order)
        while k < n:
            o = st.order[(st.turn_pos + k) % n]
            ps = st.players[o]
            if o in self.bettors and self.spendable(o) >= stake and not ps.bankrupt:
                self._ask(Decision(DecisionKind.BET, o, range(0, len(self.content.edition.dial) + 1),
                                   subject=st.active, info=(stake, self.rules.bets.payout)), ("bet", k))
                return
            k += 1

    def _on_bet(self, sector: int, k: int) -> None:
        st = self.state
        assert st.extra is not None and self.rules is not None
        o = st.order[(st.turn_pos + k) % len(st.order)]
        if sector:
            stake = self.rules.bets.stake
            self._events.append(ev.BetPlaced(o, st.active, sector - 1, stake))
            self._pay(o, BANK, stake, "bet", voluntary=True)
            st.extra.bets = (*st.extra.bets, (o, sector - 1))
        self.state.stack.append(("bets", k + 1))

    def _settle_bets(self, sector: int) -> None:
        """The bank pays the stake times the payout to each bet on the sector that came up; the others lose it."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        bets, extra.bets = extra.bets, ()
        prize = self.rules.bets.stake * self.rules.bets.payout
        for player, on in bets:
            won = on == sector
            self._events.append(ev.BetSettled(player, on, won, prize if won else 0))
            if won:
                self._receive(player, prize, BANK, "bet")

    def _quarter_interest(self, p: int) -> None:
        """Savings house rule, at a quarter end passed: the bank pays the book's interest (rounded down),
        then ``p`` pays the interest of each loan owed (Jour de Paye's payday, steps 2 and 3)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        interest = extra.savings[p] * rules.interest_percent // 100
        if interest:
            self._receive(p, interest, BANK, "savings_interest")
        if extra.loans[p] and rules.loan_interest:
            self._pay(p, BANK, extra.loans[p] * rules.loan_interest, "loan_interest")

    def _t_bank_loans(self, p: int) -> None:
        """Savings house rule, at a quarter end passed: borrow loans (up to the most) or repay some."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        money = self.state.players[p].money
        repay = min(extra.loans[p], money // rules.loan)
        borrow = rules.max_loans - extra.loans[p]
        if repay or borrow > 0:
            self._ask(Decision(DecisionKind.LOANS, p, range(-repay, borrow + 1), source="quarter",
                               info=(money, extra.loans[p], rules.loan, rules.loan_interest, rules.max_loans)),
                      ("loans", p))

    def _on_loans(self, loans: int, p: int) -> None:
        if loans:
            self._change_loans(p, loans)

    def _change_loans(self, p: int, loans: int, rescue: bool = False) -> None:
        """Borrow ``loans`` loans (> 0) or repay them (< 0, from money held)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        amount = abs(loans) * self.rules.savings.loan
        extra.loans[p] += loans
        self._events.append(ev.LoanChanged(p, loans, amount, extra.loans[p], rescue))
        if loans > 0:
            self._receive(p, amount, None, "loan")
        else:
            self.state.players[p].money -= amount

    def _t_bank_savings(self, p: int) -> None:
        """Savings house rule, at a quarter end passed: pay steps into the book, or take some out
        (the flat fee is taken from the book too, so a withdrawal never costs more than it holds)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        money = self.state.players[p].money
        deposit = money // rules.step
        withdraw = max(0, (extra.savings[p] - rules.withdrawal_fee) // rules.step)
        if deposit or withdraw:
            self._ask(Decision(DecisionKind.SAVINGS, p, range(-withdraw, deposit + 1), source="quarter",
                               info=(money, extra.savings[p], rules.step, rules.withdrawal_fee)),
                      ("savings", p))

    def _on_savings(self, steps: int, p: int) -> None:
        if steps:
            assert self.rules is not None
            amount = steps * self.rules.savings.step
            self._move_savings(p, amount)

    def _move_savings(self, p: int, amount: int) -> None:
        """Pay ``amount`` into ``p``'s book (> 0) or take it out (< 0, the fee taken from the book too)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        ps = self.state.players[p]
        fee = self.rules.savings.withdrawal_fee if amount < 0 else 0
        extra.savings[p] += amount - fee
        self._events.append(ev.SavingsMoved(p, amount, fee, extra.savings[p]))
        if amount > 0:
            ps.money -= amount
        else:
            self._receive(p, -amount, None, "savings")

    def _raise_cash(self, p: int, amount: int, loans: bool = True) -> None:
        """Savings house rule: a player who cannot pay ``amount`` first takes what is missing out of the
        book (with the fee), then borrows whole loans, instead of going bankrupt — when together they cover
        it; otherwise nothing is taken and the bankruptcy of RULINGS.md §7 follows. ``loans`` False: the book
        alone (a voluntary payment, §13)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        need = amount - self.state.players[p].money
        from_book = max(0, extra.savings[p] - rules.withdrawal_fee)
        if need > from_book + ((rules.max_loans - extra.loans[p]) * rules.loan if loans else 0):
            return
        taken = min(need, from_book)
        if taken:
            self._move_savings(p, -taken)
            need -= taken
        if need > 0:
            self._change_loans(p, -(-need // rules.loan), rescue=True)

    def _close_books(self) -> None:
        """Savings house rule, at the end: each book goes back into its owner's money, then every loan is
        taken from it; a debt the money does not cover is a bankruptcy: half the tokens back (RULINGS.md §7)."""
        st = self.state
        extra = st.extra
        assert extra is not None and self.rules is not None
        for p in st.order:
            savings, loans = extra.savings[p], extra.loans[p]
            if not savings and not loans:
                continue
            ps = st.players[p]
            ps.money += savings
            debt = loans * self.rules.savings.loan
            paid = min(debt, ps.money)
            ps.money -= paid
            extra.savings[p] = extra.loans[p] = 0
            self._events.append(ev.BooksClosed(p, savings, debt, debt - paid))
            if debt > paid:
                returned = (ps.tokens + 1) // 2
                if returned:
                    self._give_tokens(p, BANK, returned, "bankruptcy")

    # ------------------------------------------------------------------ helpers

    def _others_in_order(self, p: int) -> list[int]:
        """The other players in turn order, starting after the active player."""
        st = self.state
        n = len(st.order)
        return [q for q in (st.order[(st.turn_pos + k) % n] for k in range(n)) if q != p]


def _check_variants(variants: Variants, content: Content, players: int) -> None:
    """Refuse house rules that cannot be played with this content and table.

    Raises:
        SetupError: the content gives no numbers for them, teams without four or six
            players, or a bettor who is not at the table.
    """
    if variants.plain:
        return
    if content.variant_rules is None:
        raise SetupError(f"the {content.edition.name} edition gives no numbers for the house rules (variants.yaml)")
    if variants.teams and players not in (4, 6):
        raise SetupError(f"teams of two need four or six players, not {players}")
    if any(not 0 <= b < players for b in variants.bets):
        raise SetupError("a player who bets is not at the table")


def _copy_random(rng: random.Random) -> random.Random:
    """Return a new ``random.Random`` in the state of ``rng``.

    ``random.Random()`` would first seed itself from the operating system, which
    costs as much as the copy itself; the state is set directly instead.
    """
    other = random.Random.__new__(random.Random)
    other.setstate(rng.getstate())
    return other


@lru_cache(maxsize=4096)
def _normalised(text: str) -> str:
    """:func:`normalise_answer`, remembered (a quiz's spellings are checked again and again)."""
    return normalise_answer(text)


def check_quiz(quiz: s.QuizEntry, answers: Sequence[str]) -> bool:
    """Return True when ``answers`` hold at least ``quiz.required`` different right answers.

    Case, accents and punctuation are ignored and small typos forgiven
    (a fuzzy ratio of 85 or more for answers of five letters or more).
    RULINGS.md §8 (quizzes).
    """
    from rapidfuzz import fuzz  # only once a quiz is answered: computer players never need it

    found: set[int] = set()
    for given in answers:
        norm = _normalised(given)
        if not norm:
            continue
        for i, spellings in enumerate(quiz.answers):
            if i in found:
                continue
            for spelling in spellings:
                right = _normalised(spelling)
                if norm == right or (len(right) >= 5 and fuzz.ratio(norm, right) >= 85):
                    found.add(i)
                    break
            else:
                continue
            break
    return len(found) >= quiz.required


def _permutations(days: tuple[int, ...]) -> Iterable[tuple[int, ...]]:
    from itertools import permutations

    return permutations(days)


def _target_of(effect: Any) -> s.Target:
    if isinstance(effect, s.PayPlayer):
        return effect.pay_player.to
    if isinstance(effect, s.ReceivePlayer):
        return effect.receive_player.from_
    if isinstance(effect, s.TakeToken):
        return effect.take_token.from_
    if isinstance(effect, s.GiveToken):
        return effect.give_token.to
    return effect.swap_with


def _from_json_action(action: Any) -> Any:
    """Actions read back from JSON: lists become tuples (rearrangements, quiz answers)."""
    if isinstance(action, dict) and set(action) == {"claim", "by"}:
        return ClaimAction(int(action["by"]), int(action["claim"]))
    if isinstance(action, list):
        return tuple(_from_json_action(a) for a in action)
    return action


TASKS: dict[str, Callable[..., None]] = {
    "turn_start": Game._t_turn_start,
    "buy_token": Game._t_buy_token,
    "spin": Game._t_spin,
    "buy_days": Game._t_buy_days,
    "vacation": Game._t_vacation,
    "offer": Game._t_offer,
    "turn_end": Game._t_turn_end,
    "move": Game._t_move,
    "land": Game._t_land,
    "effects": Game._t_effects,
    "when": Game._t_when,
    "draw": Game._t_draw,
    "bets": Game._t_bets,
    "bank_loans": Game._t_bank_loans,
    "bank_savings": Game._t_bank_savings,
    "parry": Game._t_parry,
}
"""The tasks of the rules by name: the task ``("move", p, …)`` runs ``Game._t_move(game, p, …)``."""

CONTINUATIONS: dict[str, Callable[..., None]] = {
    "buy_token": Game._on_buy_token,
    "spin": Game._on_spin,
    "choose_number": Game._on_choose_number,
    "buy_days": Game._on_buy_days,
    "vacation": Game._on_vacation,
    "pledge": Game._on_pledge,
    "target": Game._on_target,
    "rearrange": Game._on_rearrange,
    "choice": Game._on_choice,
    "answer": Game._on_answer,
    "quiz": Game._on_quiz,
    "attempt": Game._on_attempt,
    "vote": Game._on_vote,
    "keep": Game._on_keep,
    "bet": Game._on_bet,
    "loans": Game._on_loans,
    "savings": Game._on_savings,
    "parry": Game._on_parry,
    "parry_target": Game._on_parry_target,
}
"""What answers each decision, by name: the continuation ``("pledge", k, total)`` runs
``Game._on_pledge(game, action, k, total)``."""

_LOSS_OF_TARGET = {"receive": "money", "take_token": "token", "swap": "move"}
_AS_LOSS: dict[type, Any] = {s.ReceivePlayer: s.PayBank(pay_bank=1), s.TakeToken: s.GiveTokens(give_tokens=1)}
"""What a targeted effect costs the player it is aimed at, as that player's own effect (for :meth:`Game._strikes`;
a swap is the move back to the picker's square)."""
"""What a picked player loses, by the purpose they are picked for (the others cost the picker)."""

_PURPOSE: dict[type, str] = {
    s.PayPlayer: "pay",
    s.ReceivePlayer: "receive",
    s.TakeToken: "take_token",
    s.GiveToken: "give_token",
    s.SwapWith: "swap",
}

_EFFECT_HANDLERS: dict[type, Callable[[Game, int, Any, Context], None]] = {
    s.Draw: Game._e_draw,
    s.ReceiveBank: Game._e_receive_bank,
    s.PayBank: Game._e_pay_bank,
    s.PayPlayer: Game._e_targeted,
    s.ReceivePlayer: Game._e_targeted,
    s.PayEachOther: Game._e_pay_each_other,
    s.ReceiveEachOther: Game._e_receive_each_other,
    s.ReceiveTokens: Game._e_receive_tokens,
    s.GiveTokens: Game._e_give_tokens,
    s.TakeToken: Game._e_targeted,
    s.GiveToken: Game._e_targeted,
    s.Move: Game._e_move,
    s.MoveTo: Game._e_move_to,
    s.BackMonths: Game._e_back_months,
    s.LoseTurn: Game._e_lose_turn,
    s.ExtraTurns: Game._e_extra_turns,
    s.SwapWith: Game._e_targeted,
    s.RearrangeOpponents: Game._e_rearrange,
    s.SpinDifference: Game._e_spin_difference,
    s.VacationMove: Game._e_vacation_move,
    s.ForEachPlayer: Game._e_for_each_player,
    s.Choose: Game._e_choose,
    s.When: Game._e_when,
}
