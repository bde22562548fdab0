"""The rules of Game of the Year as a deterministic state machine that asks.

``Game.new(setup, content, seed)`` sets a game up; ``game.pending`` is the one
:class:`Decision` it waits for; ``game.decide(action)`` checks the action,
applies it and runs the rules up to the next decision, returning the
:class:`~gameofyear.engine.events.Event` list of what happened.

Inside, the rules run as a stack of small tasks (plain tuples) so that a
resolution can stop half way for a decision (a target to pick, a question, a
quiz) and a state can be copied cheaply (:meth:`Game.clone`). All randomness
comes from the streams of one seed held in the state (:mod:`.streams`: one
Mersenne Twister for the games of :data:`~.streams.LEGACY_SCHEME`, separate
keyed streams for the dial, each deck and the lucky numbers since), so
``setup + content + seed + scheme + actions`` always gives the same game
(:meth:`Game.replay`).

The rules are built in layers, one module each (see :mod:`.base`): money and
tokens (:mod:`.money`), the family's house rules (:mod:`.house`), conditions
(:mod:`.conditions`), effects (:mod:`.effects`), cards (:mod:`.cards`), the turn
and the board (:mod:`.turn`); this module makes games, answers decisions and
runs the loop. The state they change is :mod:`.state`.

The rulings implemented are named where they apply (``RULINGS.md §n``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any
from weakref import ref

from ..content import Content
from ..dates import day_index
from . import events as ev
from .conditions import check_quiz
from .decisions import YES_NO, Decision, DecisionKind
from .errors import IllegalActionError, SetupError
from .observation import Observation, PlayerView, deferred_observation, make_player_view
from .setup import Setup
from .state import (
    BANK,
    FACT_ANSWER,
    Claim,
    ClaimAction,
    Context,
    GameState,
    Outcome,
    PlayerState,
    Task,
    VariantState,
    zodiac_protects,
)
from .streams import CURRENT_SCHEME, streams_for
from .turn import _TURN, _TURN_WITH_BETS, TurnRules
from .variants import HOUSE_RULES, Variants, last_day, partner

__all__ = [
    "BANK", "CONTINUATIONS", "FACT_ANSWER", "TASKS", "Claim", "ClaimAction", "Context", "Game", "GameState",
    "Observation", "Outcome", "PlayerState", "PlayerView", "Task", "VariantState", "check_quiz", "zodiac_protects",
]

_DERIVED = (
    "claims", "signs", "birthdays", "ages", "vacation_limit", "no_buying_from", "smaller_from", "illustrated",
    "_names", "_spins", "_token_offers", "_vacation_offers", "money", "variants", "rules", "last_day", "bettors",
    "partners", "_turn",
)
"""What :meth:`Game._derive` computes from the setup and content: shared by a game and its clones."""


class Game(TurnRules):
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
        self.signs = tuple(content.sign_of_day[p.birthday] for p in setup.players)
        self.birthdays = tuple(p.birthday for p in setup.players)
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
    def new(cls, setup: Setup, content: Content, seed: int, scheme: int = CURRENT_SCHEME) -> Game:
        """Set up a new game and run it to its first decision.

        Args:
            setup: the players (seating order) and options.
            content: the loaded content (its edition gives every number).
            seed: the seed of the game's randomness (scheme 2: from 0 to 2**256 - 1).
            scheme: how the randomness is drawn from the seed (:mod:`.streams`):
                :data:`~.streams.CURRENT_SCHEME` for a new game, ``1`` to replay
                a game saved before the schemes existed.

        Returns:
            The game, waiting for its first decision.

        Raises:
            SetupError: the player count is outside the edition's range, a fact
                is unknown, or there are more players than lucky numbers.
            ValueError: an unknown scheme, or a seed the scheme cannot take.

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
        rng = streams_for(seed, scheme)
        lucky = rng.deal_lucky(ed.lucky_numbers, n)
        youngest = max(range(n), key=lambda i: (setup.players[i].birth_date, -i))
        state = GameState()
        state.players = [PlayerState(ed.start_money, ed.start_tokens, ed.vacation_cards, lucky[i]) for i in range(n)]
        state.order = tuple((youngest + k) % n for k in range(n))
        state.turn_pos = 0
        state.active = youngest
        state.bank_tokens = ed.tokens_in_box - ed.start_tokens * n
        state.quarter_passers = [[] for _ in content.quarter_days]
        state.piles = {"chance": list(content.chance_cards), "hazard": list(content.hazard_cards)}
        rng.shuffle_deck("chance", state.piles["chance"])
        rng.shuffle_deck("hazard", state.piles["hazard"])
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
               on_events: Callable[[list[ev.Event]], None] | None = None, *, scheme: int = CURRENT_SCHEME) -> Game:
        """Rebuild a game from its setup, seed, random scheme and actions.

        Args:
            on_events: called with the setup's events, then with those of each action.
            scheme: the random scheme it was played with (:meth:`new`).

        Raises:
            ValueError: as :meth:`new` (scheme, seed).
            IllegalActionError: an action does not fit the decision it answers
                (a save from other content, or a corrupt one).
        """
        game = cls.new(setup, content, seed, scheme)
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

    def history(self) -> list[ev.Event]:
        """Every event of this game from its setup, in order: replayed from its setup, seed, random scheme and
        actions (:meth:`replay`), so a game resumed from a save tells its whole year too."""
        events: list[ev.Event] = []
        Game.replay(self.setup, self.content, self.seed, self.actions, events.extend, scheme=self.scheme)
        return events

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

    @property
    def scheme(self) -> int:
        """How this game draws its randomness from its seed (:data:`~.streams.LEGACY_SCHEME` or
        :data:`~.streams.CURRENT_SCHEME`): what a save records with the seed."""
        return self.state.rng.scheme

    def clone(self) -> Game:
        """Return an independent copy of the game (for bots that look ahead)."""
        other = Game(self.setup, self.content, self.seed, self.state.copy(), list(self.actions), like=self)
        other.decisions = list(self.decisions)
        return other

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

    # ------------------------------------------------------------------ claims (§4, §13)

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

    # ------------------------------------------------------------------ engine loop

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
    for rule in HOUSE_RULES:
        if rule.name in variants.names() and not rule.allows(players):
            raise SetupError(f"the house rule {rule.name!r} ({rule.summary}) needs "
                             f"{' or '.join(map(str, rule.players))} players, not {players}")
    if any(not 0 <= b < players for b in variants.bets):
        raise SetupError("a player who bets is not at the table")

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
