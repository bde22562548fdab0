"""The controller: owns the game and the computer players, and tells the window what to show.

The window never changes the game itself. It shows the events the controller
hands it (``events_ready``), says when it has finished showing them
(:meth:`GameController.events_shown`), and answers a human's decision with
:meth:`GameController.submit`. Computer players are asked by the controller
itself, after a short pause; the expert, whose decisions take milliseconds,
thinks on a worker thread that touches no Qt object (the GUI thread polls for
its answer), so that the event loop never blocks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..bots import Bot, bot_view, make_bot
from ..engine import Game, IllegalActionError
from ..engine import events as ev
from ..simulation import computer_claims

_BOT_THREADS: ThreadPoolExecutor | None = None

ANSWER_POLL_MS = 3
"""How often the GUI thread looks whether a computer player thinking on the worker thread has answered."""


def _bot_threads() -> ThreadPoolExecutor:
    """The worker thread computer players think on (one: one computer thinks at a time)."""
    global _BOT_THREADS
    if _BOT_THREADS is None:
        _BOT_THREADS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
    return _BOT_THREADS


@dataclass(frozen=True)
class SeatControl:
    """Who plays a seat: ``kind`` is ``human`` or ``computer``; ``level`` a bot level."""

    kind: str
    level: str = "basic"


class GameController(QObject):
    """Runs one game between humans at the screen and computer players.

    Signals:
        events_ready(list): events to show, in order; answer with :meth:`events_shown`.
        human_decision(object): the pending :class:`Decision` of a human player.
        computer_thinking(int): a computer player is about to decide.
        game_finished(object): the :class:`Outcome`, once the last events are shown.

    Args:
        game: a new or ongoing game.
        seats: one :class:`SeatControl` (or any object with ``kind`` and ``level``) per player.
        bot_delay_ms: the pause before a computer player answers, at normal speed.
    """

    events_ready = Signal(list)
    human_decision = Signal(object)
    computer_thinking = Signal(int)
    game_finished = Signal(object)

    def __init__(self, game: Game, seats: Sequence[Any], parent: QObject | None = None, bot_delay_ms: int = 350):
        super().__init__(parent)
        self.game = game
        self.seats = tuple(seats)
        if len(self.seats) != len(game.setup.players):
            raise ValueError("one seat per player is needed")
        self.bots: dict[int, Bot] = {
            i: make_bot(seat.level, game.seed * 10 + i) for i, seat in enumerate(self.seats) if seat.kind != "human"
        }
        self.bot_delay_ms = bot_delay_ms
        self.speed_factor = 1.0
        self._showing = False
        self._stopped = False
        self._waiting_for: int | None = None
        self._undo_memo: tuple[Game, dict[int, Any]] | None = None
        self._thinking: Any = None
        """``(decision, game, actions so far)`` while a computer player thinks, else None."""
        self._answer: Future[Any] | None = None
        """The answer a computer player is working out on the worker thread, for ``_thinking`` (see :meth:`_computer_step`)."""
        self._answer_poll = QTimer(self)
        self._answer_poll.setInterval(ANSWER_POLL_MS)
        self._answer_poll.timeout.connect(self._collect_answer)

    # ------------------------------------------------------------------ queries

    def is_human(self, player: int) -> bool:
        """True when a person at the screen plays ``player``."""
        return player not in self.bots

    @property
    def humans(self) -> tuple[int, ...]:
        """The human players' indexes."""
        return tuple(i for i in range(len(self.seats)) if self.is_human(i))

    @property
    def waiting_for_human(self) -> int | None:
        """The human whose decision is awaited, or None."""
        return self._waiting_for

    # ------------------------------------------------------------------ flow

    def start(self) -> None:
        """Show the setup's events, then play on."""
        self._emit_events(list(self.game.start_events))

    @Slot()
    def events_shown(self) -> None:
        """The window has shown the last events: ask for the next decision."""
        self._showing = False
        if self._stopped:
            return
        game = self.game
        if game.claims == "manual" and not game.finished:
            claimed = computer_claims(game, self.bots)
            if claimed:
                self._emit_events(claimed)
                return
        decision = game.pending
        if decision is None:
            outcome = game.outcome()
            if outcome is not None:
                self.game_finished.emit(outcome)
            return
        if self.is_human(decision.player):
            self._waiting_for = decision.player
            self.human_decision.emit(decision)
        else:
            self._waiting_for = None
            self.computer_thinking.emit(decision.player)
            QTimer.singleShot(int(self.bot_delay_ms * self.speed_factor), self, self._computer_step)

    def stop(self) -> None:
        """Stop playing: no computer player answers any more (the window is closing)."""
        self._stopped = True
        self._answer_poll.stop()
        self._answer = None  # a think under way ends on the worker thread; nobody reads it

    @Slot()
    def _computer_step(self) -> None:
        """Ask the computer player whose decision is pending.

        A player that thinks long (``thinks_long``: the expert) thinks on the
        worker thread, on a :class:`~gameofyear.bots.BotView` (immutable data;
        the expert simulates on its own copies), so the window stays responsive;
        the worker touches no Qt object at all: the GUI thread looks for the
        answer every :data:`ANSWER_POLL_MS` ms (:meth:`_collect_answer`) and
        plays it. (Signals emitted from a Python thread that Qt did not start
        have crashed PySide6 in rare cases.) The others answer at once, on the
        GUI thread (well under a millisecond).
        """
        decision = self.game.pending
        if self._stopped or decision is None or self.is_human(decision.player) or self._showing:
            return
        if self._thinking is not None:
            return  # this computer player is already thinking
        bot = self.bots[decision.player]
        view = bot_view(self.game)
        token = self._thinking = (decision, self.game, len(self.game.actions))
        if not getattr(bot, "thinks_long", False):
            try:
                answer: tuple[Any, BaseException | None] = (bot.choose(view), None)
            except Exception as exc:  # shown as any error in the window
                answer = (None, exc)
            self._play_bot_answer(token, answer)
            return
        self._answer = _bot_threads().submit(bot.choose, view)
        self._answer_poll.start()

    @Slot()
    def _collect_answer(self) -> None:
        """Play the worker thread's answer once it is ready (the poll of :meth:`_computer_step`)."""
        future = self._answer
        if future is None:
            self._answer_poll.stop()
            return
        if not future.done():
            return
        self._answer_poll.stop()
        self._answer = None
        error = future.exception()
        self._play_bot_answer(self._thinking, (None if error is not None else future.result(), error))

    @Slot(object, object)
    def _play_bot_answer(self, token: Any, answer: tuple[Any, BaseException | None]) -> None:
        """Play a computer player's answer on the GUI thread, if the game still waits for it.

        Args:
            token: ``(decision, game, actions so far)`` when the bot was asked.
            answer: ``(action, error)`` from the worker thread.

        When the game moved on or was replaced meanwhile (a claim, a loaded
        game), the answer is dropped and the computer player is asked again.
        """
        if token is not self._thinking:
            return
        if self._showing and not self._stopped:
            QTimer.singleShot(20, self, lambda: self._play_bot_answer(token, answer))
            return  # events are being shown: answer once they are
        self._thinking = None
        action, error = answer
        if error is not None:
            raise error
        decision, game, done = token
        if self._stopped:
            return
        if self.game is not game or len(game.actions) != done or game.pending is not decision:
            QTimer.singleShot(0, self, self._computer_step)
            return
        self._emit_events(game.decide(action))

    def claim(self, player: int) -> bool:
        """A person presses "Claim": every sum owed to ``player`` that can be claimed now is paid.

        Returns:
            True when something was claimed (its events are shown), False when
            there was nothing to claim at this moment (RULINGS.md §4, manual claims).
        """
        if self._showing or self._stopped or self.game.finished:
            return False
        events: list[ev.Event] = []
        for claim in self.game.open_claims(player):
            try:
                events += self.game.claim(player, claim.id)
            except IllegalActionError:
                continue
        if not events:
            return False
        self._emit_events(events)
        return True

    def submit(self, action: Any) -> None:
        """Answer the pending human decision.

        Raises:
            IllegalActionError: the action is not legal (the game is unchanged)
                or no human decision is awaited.
        """
        decision = self.game.pending
        if decision is None or not self.is_human(decision.player) or self._showing:
            raise IllegalActionError("no decision of a person at the screen is awaited")
        # the game and the computer players as they stood, in case this decision is taken back (take_back)
        memo = (self.game.clone(), {i: bot.rng.getstate() for i, bot in self.bots.items()})
        events = self.game.decide(action)  # an illegal action raises here: the game and the wait are unchanged
        self._undo_memo = memo
        self._waiting_for = None
        self._emit_events(events)

    def use_content(self, content: Any) -> None:
        """Play on with the same rules in other words: ``content`` replaces the game's content (View ▸ Language).

        The game, and the position kept for an undo, keep their state; only
        the texts they are told with change.

        Raises:
            ValueError: ``content`` has other rules (its ``digest`` or edition
                differs from the game's); nothing is changed.
        """
        games = [self.game] + ([self._undo_memo[0]] if self._undo_memo is not None else [])
        old = self.game.content
        if content.digest != old.digest or content.edition.name != old.edition.name:
            raise ValueError(f"other rules: content {content.digest[:12]}… ({content.edition.name}) "
                             f"instead of {old.digest[:12]}… ({old.edition.name})")
        for game in games:
            game.content = content
            game.money = content.money

    def set_bots(self, bots: Mapping[int, Bot]) -> None:
        """Play on with these computer players (a loaded game's, in the inner state :func:`~gameofyear.saves.relive` rebuilt).

        Raises:
            ValueError: ``bots`` are not exactly the computer seats.
        """
        if set(bots) != set(self.bots):
            raise ValueError(f"computer players for seats {sorted(bots)} given; the computer seats are {sorted(self.bots)}")
        self.bots = dict(bots)
        self._undo_memo = None

    def undo_point(self) -> Any:
        """The decision a person may take back now (:func:`gameofyear.saves.undo_point`), or None."""
        from ..saves import undo_point

        if self._showing or self._stopped or self._waiting_for is None:
            return None
        memo = self._undo_memo
        before = memo[0] if memo is not None and len(memo[0].actions) == len(self.game.actions) - 1 else None
        return undo_point(self.game, self.humans, before)

    def take_back(self) -> Any:
        """Take back the last decision of a person at the screen, when the rule allows it.

        The rule is :func:`gameofyear.saves.undo_point`'s: a person's own last
        choice, nobody having acted since, with consequences that revealed no
        chance and no secret. The game goes back to the position before it
        (replayed without it) and the computer players to the state they had
        then; the window shows the game again and calls :meth:`events_shown`,
        which asks for the decision anew.

        Returns:
            The :class:`~gameofyear.saves.UndoPoint` taken back, or None (nothing changed).
        """
        from ..saves import relive, seat_records

        point = self.undo_point()
        if point is None:
            return None
        memo = self._undo_memo
        if (memo is not None and memo[0] is point.before
                and all(self.bots[i].rng.getstate() == state for i, state in memo[1].items())):
            game, bots = point.before, self.bots  # no computer player has noticed anything since
        else:
            loaded = relive(self.game.setup, self.game.content, self.game.seed, point.before.actions,
                            seat_records(self.seats, self.game.seed))
            game, bots = loaded.game, loaded.bots
        self.game = game
        self.bots = bots
        self._undo_memo = None
        self._waiting_for = None
        return point

    def _emit_events(self, events: list[ev.Event]) -> None:
        self._showing = True
        self.events_ready.emit(events)
