"""The table: one game and its seats, and the one place that knows what comes next.

A :class:`Table` owns a :class:`~gameofyear.engine.Game` and who sits at each
seat (a :class:`~gameofyear.seats.Seat`: a person at this screen, a computer
player, a remote person, or a computer standing in for one who is away) and
says what the game waits for (:meth:`Table.next`): a person's decision, a
computer's decision, or nothing (the year is over). A computer seat plays in
one way, :meth:`Table.computer_move`, whoever drives the game; between two
decisions the table runs the claims pass of the computer players (manual
claims, RULINGS.md §4). It keeps what a person may take back (:meth:`Table.undo_point`,
:meth:`Table.take_back`), relives a loaded game with its computer players
(:meth:`Table.relive`), and calls a hook after every action (the autosave).

It knows nothing of Qt or of files: the headless games (``simulate``,
``tournament``), the terminal game, ``replay``, the saves and the window all
drive their games through it. The window's :class:`~gameofyear.ui.controller.GameController`
only adds the timers, the worker thread and the signals.

>>> import random
>>> from gameofyear.content import load_content
>>> from gameofyear.simulation import random_setup
>>> content = load_content()
>>> table = Table.new(random_setup(random.Random(1), content, 3), content, seed=1, seats=[COMPUTER_SEAT] * 3)
>>> table.run() > 100 and table.game.finished
True
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, NamedTuple

from .bots import BOT_LEVELS, Bot, bot_view, make_bot
from .bots.base import BotView
from .content import Content
from .engine import Decision, DecisionKind, Game, IllegalActionError, Outcome, SetupError
from .engine import events as ev
from .engine.game import ClaimAction
from .engine.setup import Setup
from .engine.streams import CURRENT_SCHEME
from .seats import DEFAULT_LEVEL, HUMAN, PLAYED_BY_A_COMPUTER, REMOTE, STAND_IN, Seat, SeatKind, default_bot_seed

EventsCallback = Callable[[list[ev.Event], Game], None]
"""Called with a batch of events and the game after them."""


PERSON_SEAT = Seat(HUMAN)
"""A person at this screen."""
COMPUTER_SEAT = Seat(SeatKind.COMPUTER, DEFAULT_LEVEL)
"""A computer player of the default level (:data:`~gameofyear.seats.DEFAULT_LEVEL`)."""


class SeatError(ValueError):
    """Seats that do not fit a game: not one per player, a computer player of a level this game does not have,
    or computer players that are not exactly the seats a computer plays."""


def make_bots(seats: Sequence[Seat], seed: int) -> dict[int, Bot]:
    """Return the computer players of ``seats`` by seat index (computer seats and stand-ins).

    Args:
        seats: the :class:`~gameofyear.seats.Seat` of each player.
        seed: the game's seed (for seats without a bot seed: :func:`~gameofyear.seats.default_bot_seed`).

    Raises:
        SeatError: a computer seat of a level this game does not have.
    """
    bots: dict[int, Bot] = {}
    for i, seat in enumerate(seats):
        if seat.kind not in PLAYED_BY_A_COMPUTER:
            continue
        level = seat.level or DEFAULT_LEVEL
        if level not in BOT_LEVELS:
            raise SeatError(f"seat {i + 1} is a computer player of level {level!r}, "
                            f"which this game does not have (levels: {', '.join(BOT_LEVELS)})")
        bots[i] = make_bot(level, default_bot_seed(seed, i) if seat.bot_seed is None else seat.bot_seed)
    return bots


def computer_claims(game: Game, bots: Mapping[int, Bot],
                    recorded: Callable[[ClaimAction], bool] | None = None) -> list[ev.Event]:
    """The claims pass: each computer player makes the claims it notices (manual claims, RULINGS.md §4).

    Each open claim of a computer creditor, in order, unless it lapsed
    meanwhile or its debtor is deciding right now; the bot notices it or not
    once per claim (:meth:`~gameofyear.bots.Bot.wants_claim`). :meth:`Table.claims_pass`
    runs it after every batch of events, :meth:`Table.relive` while it replays a record.

    Args:
        recorded: while a recorded game is relived, tells whether the record
            makes the claim a bot noticed now (then it is made, else not); None:
            each claim a bot notices is made.

    Returns:
        The events of the claims made (none with automatic claims, or once the game is over).
    """
    if game.claims != "manual" or game.finished:
        return []
    events: list[ev.Event] = []
    for claim in game.open_claims():
        if claim.creditor not in bots or claim not in game.open_claims():
            continue
        pending = game.pending
        if pending is not None and claim.debtor is not None and pending.player == claim.debtor:
            continue
        if bots[claim.creditor].wants_claim(claim.id) and (
                recorded is None or recorded(ClaimAction(claim.creditor, claim.id))):
            events += game.claim(claim.creditor, claim.id)
    return events


def computer_answer(game: Game, bot: Bot) -> Any:
    """Return the answer of the computer player ``bot`` to ``game.pending`` (its own decision).

    A decision with a single legal answer (a spin, a lone player to pick) is
    answered at once, without building the bot's view or asking the bot: no
    bot draws from its generator on such a decision (:meth:`Bot.choose`), so
    the game is the same. Otherwise the bot chooses on its view.

    Raises:
        ValueError: the game is over.
    """
    decision = game.pending
    if decision is None:
        raise ValueError("the game is over")
    sole = decision.sole_option()
    if sole:
        return sole[0]
    return bot.choose(bot_view(game, bot.reads_at_once))


@dataclass(frozen=True, eq=False)
class Thinking:
    """A computer player to be asked away from the table (it thinks long: the expert).

    Call :meth:`ask` on any thread (the view is immutable data, every field
    of its observation computed: the thread reads no game), then hand the
    answer to :meth:`Table.answer` on the table's own thread.

    Attributes:
        bot: the computer player.
        view: what it sees.
        game: the game it was asked in.
        decision: the decision it answers.
        at: how many actions the game had when it was asked.
    """

    bot: Bot
    view: BotView
    game: Game
    decision: Decision
    at: int

    def ask(self) -> Any:
        """Return the bot's answer (``bot.choose(view)``); safe on a worker thread."""
        return self.bot.choose(self.view)


class Next(NamedTuple):
    """What the table waits for.

    Attributes:
        kind: ``person`` (a person, at this screen or remote, must answer),
            ``computer`` (a computer player must answer) or ``over``.
        decision: the pending decision (None when over).
        outcome: the end of the game (when over).
    """

    kind: Literal["person", "computer", "over"]
    decision: Decision | None = None
    outcome: Outcome | None = None


# --------------------------------------------------------------------------- undo

UNDOABLE_KINDS = frozenset({
    DecisionKind.BUY_TOKEN, DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_DAYS, DecisionKind.VACATION,
    DecisionKind.PLEDGE, DecisionKind.CHOOSE_PLAYER, DecisionKind.REARRANGE, DecisionKind.CHOICE,
    DecisionKind.USE_KEEP_CARD,
})
"""Decisions a person may take back: choices. Spinning always reveals the dial;
answers to questions, quizzes and votes are statements of fact, judged at once."""

_CHANCE_EVENTS = (ev.DialSpun, ev.CardDrawn, ev.DeckReshuffled)


@dataclass(frozen=True)
class UndoPoint:
    """A decision that can be taken back.

    Attributes:
        player: the person who made it.
        kind: what was decided.
        action: the action taken back.
        before: the game just before it (replayed without it).
        events: what it caused.
    """

    player: int
    kind: DecisionKind
    action: Any
    before: Game
    events: tuple[ev.Event, ...]


def undo_point(game: Game, humans: Collection[int], before: Game | None = None) -> UndoPoint | None:
    """Return the last decision of ``game`` if a person may take it back, else None.

    The rule: a person may take back their own last decision, and only when
    taking it back reveals nothing hidden and re-draws no chance:

    1. the game is not over, and the decision now awaited is a person's (no
       computer player is about to act);
    2. the last recorded action is that person's decision — nobody has acted
       since, not even a claim (manual claims);
    3. it is a choice (:data:`UNDOABLE_KINDS`): buying a token or days, a
       number of the dial, pledging days, a vacation card, a player, a
       rearrangement, a ``choose`` branch, using a kept card. A spin reveals the
       dial; answers to questions, quizzes and votes are statements judged at
       once, not choices;
    4. its consequences were only deterministic and public: the game's random
       generator is where it was before it (no dial spun, no card drawn, no deck
       shuffled), and no event tells of a lucky number (someone's secret).

    The rule is judged on public facts only, so refusing an undo never hints
    at anything hidden. The game's random generator is part of the state, so
    the replay without the decision is exactly the position before it; the
    undo is offered only if that position, given the same decision again,
    gives back the game exactly.

    Args:
        game: the game as it stands.
        humans: the players who are people (at the screen or remote).
        before: the game just before its last action (a :meth:`Game.clone` kept
            by the caller); None replays the actions without the last one.

    Returns:
        The point to go back to, or None when the rule does not allow it.
    """
    actions = game.actions
    pending = game.pending
    if game.finished or pending is None or pending.player not in humans or not actions:
        return None
    last = actions[-1]
    if isinstance(last, ClaimAction):
        return None
    if before is None:
        try:
            before = Game.replay(game.setup, game.content, game.seed, actions[:-1], scheme=game.scheme)
        except (IllegalActionError, SetupError):
            return None
    elif len(before.actions) != len(actions) - 1:
        return None
    decision = before.pending
    if decision is None or decision.player not in humans or decision.kind not in UNDOABLE_KINDS:
        return None
    probe = before.clone()
    rng_before = probe.state.rng.getstate()
    try:
        events = probe.decide(last)
    except IllegalActionError:
        return None
    if probe.state.rng.getstate() != rng_before or probe.state.fingerprint() != game.state.fingerprint():
        return None
    for event in events:
        if isinstance(event, _CHANCE_EVENTS) or getattr(event, "source", None) == "lucky_number":
            return None
    return UndoPoint(decision.player, decision.kind, last, before, tuple(events))


def same_action(a: Any, b: Any) -> bool:
    """Equal actions of the same types (``True`` is not ``1`` here)."""
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return len(a) == len(b) and all(same_action(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


# --------------------------------------------------------------------------- the table


class Table:
    """One game between its seats.

    Args:
        game: a new or ongoing game.
        seats: one :class:`~gameofyear.seats.Seat` per player (or objects with ``kind``,
            ``level`` and optionally ``colour`` and ``bot_seed``, taken as seats).
        bots: the computer players by seat (default: made from the seats, see :func:`make_bots`).
        on_action: the hook called after every action and claim (the autosave).

    Attributes:
        divergences: for a table that relived a record (:meth:`relive`), how many
            times a computer player's own choice differed from the recorded one
            (0 for a game played by this version).
        loaded_from: what the game was loaded from (a save file), when it was; None for a new game.
        upgrade: for a save of an earlier almanac of the game's own, what became of it on today's
            (a :class:`gameofyear.saves.upgrade.Upgrade`); None otherwise.

    Raises:
        SeatError: not one seat per player, a computer seat of an unknown level,
            or computer players that are not exactly the seats a computer plays.
    """

    def __init__(self, game: Game, seats: Sequence[Seat], bots: Mapping[int, Bot] | None = None,
                 on_action: Callable[[Table], None] | None = None):
        self.game = game
        self.seats: tuple[Seat, ...] = tuple(seats)
        if len(self.seats) != len(game.setup.players):
            raise SeatError("one seat per player is needed")
        self.bots: dict[int, Bot] = dict(bots) if bots is not None else make_bots(self.seats, game.seed)
        computers = {i for i, seat in enumerate(self.seats) if seat.played_by_computer}
        if set(self.bots) != computers:
            raise SeatError(f"computer players for seats {sorted(self.bots)} given; "
                            f"the computer seats are {sorted(computers)}")
        self.on_action = on_action
        self.divergences = 0
        self.loaded_from: Any = None
        self.upgrade: Any = None
        self._undo_memo: tuple[Game, dict[int, Any]] | None = None

    @classmethod
    def new(cls, setup: Setup, content: Content, seed: int, seats: Sequence[Seat], *, scheme: int = CURRENT_SCHEME,
            **options: Any) -> Table:
        """Set up a new game (:meth:`Game.new`, its random ``scheme`` too) at a table with ``seats``;
        ``options`` as for :class:`Table`."""
        return cls(Game.new(setup, content, seed, scheme), seats, **options)

    @classmethod
    def of_bots(cls, game: Game, bots: Sequence[Bot]) -> Table:
        """A table where ``bots[i]`` plays seat ``i`` (headless games)."""
        return cls(game, [Seat(SeatKind.COMPUTER, getattr(bot, "level", None)) for bot in bots], dict(enumerate(bots)))

    # ------------------------------------------------------------------ stand-ins

    def stand_in(self, player: int, level: str, bot_seed: int) -> None:
        """Let a computer player of ``level`` play the seat of the remote person ``player``, who is away.

        The seat becomes a stand-in (:data:`~gameofyear.seats.STAND_IN`) until :meth:`stand_down`.

        Raises:
            SeatError: the seat is not a remote person's, or the level is unknown.
        """
        seat = self.seats[player]
        if seat.kind != REMOTE:
            raise SeatError(f"seat {player + 1} is not a remote person's seat (it is {seat.kind!r})")
        standing = replace(seat, kind=STAND_IN, level=level, bot_seed=bot_seed)
        self.bots[player] = make_bots([standing], bot_seed)[0]
        self.seats = self.seats[:player] + (standing,) + self.seats[player + 1:]
        self._undo_memo = None

    def stand_down(self, player: int) -> bool:
        """The remote person of seat ``player`` is back: the computer standing in leaves.

        Returns:
            True when a computer player stood in for them.
        """
        seat = self.seats[player]
        if seat.kind != STAND_IN:
            return False
        del self.bots[player]
        self.seats = self.seats[:player] + (Seat(REMOTE, colour=seat.colour),) + self.seats[player + 1:]
        self._undo_memo = None
        return True

    # ------------------------------------------------------------------ who is who

    def is_computer(self, player: int) -> bool:
        """True when a computer player plays ``player``."""
        return player in self.bots

    @property
    def people(self) -> tuple[int, ...]:
        """The players who are people (at this screen or remote)."""
        return tuple(i for i in range(len(self.seats)) if i not in self.bots)

    # ------------------------------------------------------------------ what comes next

    def next(self) -> Next:
        """Return what the game waits for (it changes nothing)."""
        decision = self.game.pending
        if decision is None:
            return Next("over", None, self.game.outcome())
        return Next("computer" if decision.player in self.bots else "person", decision)

    def claims_pass(self) -> list[ev.Event]:
        """Let each computer player make the claims it notices (manual claims, RULINGS.md §4).

        The pass that follows every batch of events: each open claim of a
        computer creditor, in order, unless it lapsed meanwhile or its debtor
        is deciding right now; the bot notices it or not once per claim.

        Returns:
            The events of the claims made (none with automatic claims, or once the game is over).
        """
        events = computer_claims(self.game, self.bots)
        if events:
            self._undo_memo = None
            self._changed()
        return events

    def computer_to_ask(self) -> tuple[Bot, BotView]:
        """Return the computer player whose decision is pending and what it sees.

        The caller asks ``bot.choose(view)`` (on a worker thread if it likes:
        the view is immutable data) and plays the answer with :meth:`play`.
        :meth:`computer_move` is the way a computer seat plays; this is what it
        asks a player that thinks long.

        Raises:
            IllegalActionError: no computer player's decision is pending.
        """
        decision = self.game.pending
        if decision is None or decision.player not in self.bots:
            raise IllegalActionError("no computer player's decision is pending")
        view = bot_view(self.game)
        view.observation.complete()  # every field computed here: the worker thread reads no game
        return self.bots[decision.player], view

    def computer_move(self, *, think_here: bool = False) -> list[ev.Event] | Thinking | None:
        """Let the computer player whose decision is pending play it: the one way a computer seat plays.

        A decision with a single legal answer is played at once, without
        asking the bot (:func:`computer_answer`). A bot that answers quickly
        is asked here and its answer played. A bot that thinks long
        (:attr:`~gameofyear.bots.Bot.thinks_long`: the expert) is not asked here
        unless ``think_here``: the caller gets a :class:`Thinking`, runs
        :meth:`Thinking.ask` on a worker thread (the window's, the server's
        ``to_thread``) and hands the answer back with :meth:`answer`.

        Args:
            think_here: ask every bot on this thread (headless games, the terminal game).

        Returns:
            The events of the move; a :class:`Thinking` to ask elsewhere; or
            None when no computer player's decision is pending (a person's, or the game is over).

        Raises:
            IllegalActionError: the bot's answer is not legal (nothing changes).
        """
        game = self.game
        decision = game.pending
        if decision is None:
            return None
        bot = self.bots.get(decision.player)
        if bot is None:
            return None
        if not think_here and bot.thinks_long and not decision.sole_option():
            _, view = self.computer_to_ask()
            return Thinking(bot, view, game, decision, len(game.actions))
        events = game.decide(computer_answer(game, bot))  # an illegal answer raises here: nothing has changed
        self._undo_memo = None
        if self.on_action is not None:
            self.on_action(self)
        return events

    def answer(self, thinking: Thinking, action: Any) -> list[ev.Event] | None:
        """Play the answer of a computer player asked elsewhere (:meth:`computer_move`), unless it is stale.

        Stale: the game moved on (a claim was made), was replaced (taken back,
        loaded) or is no longer waiting for that decision, or that computer
        player no longer plays the seat (the person it stood in for is back)
        since it was asked: nothing is played, and the caller asks
        :meth:`computer_move` again.

        Returns:
            The events of the move, or None when the answer is stale.

        Raises:
            IllegalActionError: the answer is not legal (nothing changes).
        """
        game = self.game
        if (game is not thinking.game or len(game.actions) != thinking.at or game.pending is not thinking.decision
                or self.bots.get(thinking.decision.player) is not thinking.bot):
            return None
        return self.play(action)

    def play(self, action: Any) -> list[ev.Event]:
        """Answer the pending decision, whoever's it is, and call the hook.

        A person's decision is remembered so that it can be taken back
        (:meth:`undo_point`).

        Returns:
            The events of the action.

        Raises:
            IllegalActionError: the game is over or the action is not legal; nothing changes.
        """
        game = self.game
        decision = game.pending
        memo = None
        if decision is not None and decision.player not in self.bots:
            memo = (game.clone(), {i: bot.rng.getstate() for i, bot in self.bots.items()})
        events = game.decide(action)  # an illegal action raises here: nothing has changed
        self._undo_memo = memo
        self._changed()
        return events

    def claim(self, player: int, claim_id: int | None = None) -> list[ev.Event]:
        """A person claims every sum owed to ``player`` that can be claimed now, or the one claim ``claim_id``
        (manual claims, RULINGS.md §4).

        Returns:
            The events of the claims (empty: nothing could be claimed now).

        Raises:
            IllegalActionError: the claim ``claim_id`` cannot be made now (nothing changes).
        """
        events: list[ev.Event] = []
        if claim_id is not None:
            events = self.game.claim(player, claim_id)
            self._undo_memo = None
            self._changed()
            return events
        if self.game.finished:
            return events
        for claim in self.game.open_claims(player):
            try:
                events += self.game.claim(player, claim.id)
            except IllegalActionError:
                continue
        if events:
            self._undo_memo = None
            self._changed()
        return events

    def run(self, on_events: Callable[[list[ev.Event]], None] | None = None,
            person: Callable[[Decision], Any] | None = None, limit: int | None = None) -> int:
        """Play until a person must decide (or, with ``person``, until the end).

        Args:
            on_events: called with each batch of events (claims, then each action's).
            person: answers the decisions of people (the terminal game); None: stop at the first.
            limit: stop after this many decisions.

        Returns:
            The number of decisions made.
        """
        count = 0
        claimed = self.claims_pass()  # claims left open by a loaded game
        if claimed and on_events is not None:
            on_events(claimed)
        game, bots, manual = self.game, self.bots, self.game.claims == "manual"
        while limit is None or count < limit:
            decision = game.pending
            if decision is None:
                break
            if decision.player in bots:
                move = self.computer_move(think_here=True)
                assert isinstance(move, list)  # thought here: the events of the move
                events = move
            elif person is not None:
                events = self.play(person(decision))
            else:
                break
            if manual:
                events += self.claims_pass()  # a batch: the action's events, then the claims they opened
            count += 1
            if on_events is not None:
                on_events(events)
        return count

    def _changed(self) -> None:
        if self.on_action is not None:
            self.on_action(self)

    # ------------------------------------------------------------------ undo

    def undo_point(self) -> UndoPoint | None:
        """The decision a person may take back now (:func:`undo_point`'s rule), or None."""
        memo = self._undo_memo
        before = memo[0] if memo is not None and len(memo[0].actions) == len(self.game.actions) - 1 else None
        return undo_point(self.game, self.people, before)

    def take_back(self) -> UndoPoint | None:
        """Take back the last decision of a person, when the rule allows it.

        The game goes back to the position before it and the computer players
        to the state they had then (relived when they may have noticed
        anything since); the hook is called.

        Returns:
            The point taken back, or None (nothing changed).
        """
        point = self.undo_point()
        if point is None:
            return None
        memo = self._undo_memo
        if (memo is not None and memo[0] is point.before
                and all(self.bots[i].rng.getstate() == state for i, state in memo[1].items())):
            self.game = point.before  # no computer player has noticed anything since
        else:
            table = Table.relive(self.game.setup, self.game.content, self.game.seed, point.before.actions,
                                 self.seats, scheme=self.game.scheme)
            self.game, self.bots = table.game, table.bots
        self._undo_memo = None
        self._changed()
        return point

    # ------------------------------------------------------------------ loading

    @classmethod
    def relive(cls, setup: Setup, content: Content, seed: int, actions: Iterable[Any], seats: Sequence[Seat],
               on_events: EventsCallback | None = None, bots: Mapping[int, Bot] | None = None, *,
               scheme: int = CURRENT_SCHEME) -> Table:
        """Replay recorded actions, letting the computer players live the game again.

        Each computer player is asked at each of its decisions that has more
        than one legal answer (:func:`computer_answer`), and about each claim it
        could make with manual claims (the claims pass, :func:`computer_claims`),
        in the order a table asks them, so that its random generator and what it
        remembers end as they were; the recorded action is what is played.

        Args:
            setup, content, seed: the game's.
            actions: the recorded actions: engine values (tuples and :class:`ClaimAction`)
                or texts in the notation (``"claim 2 by 1"``, ``"pledge 2"``), read by :meth:`Game.read_action`.
            seats: one seat per player.
            on_events: called with the events of the setup, then of each action
                (and of each batch of claims), and the game after them (the log, the results chart).
            bots: the computer players (default: made from the seats).
            scheme: the game's random scheme (:mod:`gameofyear.engine.streams`; 1 for a game saved
                before the schemes existed).

        Returns:
            The table, with :attr:`divergences`: how many times a computer
            player's own choice differed from the recorded one.

        Raises:
            IllegalActionError: an action does not fit the decision it answers
                (``action N: why``); SetupError: the setup does not fit the content;
            SeatError: a computer seat of an unknown level; ValueError: an unknown scheme, or a seed it cannot take.
        """
        game = Game.new(setup, content, seed, scheme)
        table = cls(game, seats, bots)
        bots = table.bots
        if on_events is not None:
            on_events(list(game.start_events), game)
        recorded = [game.read_action(a) if isinstance(a, str) and a.startswith("claim ") else a for a in actions]
        manual = game.claims == "manual"
        divergences = 0
        i = 0

        def in_record(claim: ClaimAction) -> bool:
            """The claim a bot noticed is the record's next action: it is made (else the bot diverged)."""
            nonlocal i, divergences
            if i < len(recorded) and recorded[i] == claim:
                i += 1
                return True
            divergences += 1
            return False

        while i < len(recorded):
            if manual:
                claimed = computer_claims(game, bots, in_record)  # the claims pass that follows every batch
                if claimed and on_events is not None:
                    on_events(claimed, game)
                if i >= len(recorded):
                    break
            try:
                action = game.read_action(recorded[i])  # a text in the notation is read for the pending decision
                if isinstance(action, ClaimAction):
                    events = game.claim(action.creditor, action.claim_id)
                else:
                    decision = game.pending
                    if decision is not None and decision.player in bots \
                            and not same_action(computer_answer(game, bots[decision.player]), action):
                        divergences += 1
                    events = game.decide(action)
            except IllegalActionError as exc:
                raise IllegalActionError(f"action {i + 1}: {exc.reason}") from None
            i += 1
            if on_events is not None:
                on_events(events, game)
        table.divergences = divergences
        return table
