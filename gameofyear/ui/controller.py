"""The controller: the Qt side of a :class:`~gameofyear.table.Table` (timers, the worker thread, signals).

It is the local feed of the table view (:class:`~gameofyear.ui.tableview.TableFeed`):
events ready, a decision of a person at this screen, submit, claim.

The table owns the game and its seats and says what comes next; the
controller paces it for the screen. The window never changes the game itself. It shows the events the controller
hands it (``events_ready``), says when it has finished showing them
(:meth:`GameController.events_shown`), and answers a human's decision with
:meth:`GameController.submit`. Computer players are asked by the controller
itself, after a short pause; the expert, whose decisions take milliseconds,
thinks on a worker thread that touches no Qt object (the GUI thread polls for
its answer), so that the event loop never blocks. At instant speed the
computer players' decisions follow one another without a turn of the event
loop between them for up to :data:`FRAME_MS` milliseconds, so that the window
paints once per frame rather than once per decision.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..bots import Bot
from ..engine import Game, IllegalActionError
from ..engine import events as ev
from ..engine.decisions import Decision
from ..engine.observation import Observation
from ..seats import Seat
from ..table import Table, Thinking, UndoPoint

_BOT_THREADS: ThreadPoolExecutor | None = None

ANSWER_POLL_MS = 3
"""How often the GUI thread looks whether a computer player thinking on the worker thread has answered."""

FRAME_MS = 16
"""At instant speed, how long computer players' decisions are played and shown one after the other (in
milliseconds of the GUI thread's wall clock) before the event loop gets a turn to paint them: one frame."""


def _bot_threads() -> ThreadPoolExecutor:
    """The worker thread computer players think on (one: one computer thinks at a time)."""
    global _BOT_THREADS
    if _BOT_THREADS is None:
        _BOT_THREADS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
    return _BOT_THREADS


class GameController(QObject):
    """Runs one game between humans at the screen and computer players.

    Signals:
        events_ready(list): events to show, in order; answer with :meth:`events_shown`.
        human_decision(object): the pending :class:`Decision` of a human player.
        computer_thinking(int): a computer player is about to decide.
        game_finished(object): the :class:`Outcome`, once the last events are shown.

    Args:
        game: a new or ongoing game, seated at a new :class:`~gameofyear.table.Table`; or a
            table to adopt as it is (a loaded game's, :func:`~gameofyear.saves.load_game`:
            its computer players are those that relived the game, made once).
        seats: one :class:`~gameofyear.seats.Seat` (or any object with ``kind``, ``level``
            and ``colour``) per player, as the window shows them; for an adopted table,
            empty means the table's own.
        bot_delay_ms: the pause before a computer player answers, at normal speed.

    Raises:
        SeatError: seats that do not fit the game (see :class:`~gameofyear.table.Table`).
    """

    events_ready = Signal(list)
    human_decision = Signal(object)
    computer_thinking = Signal(int)
    game_finished = Signal(object)

    def __init__(self, game: Game | Table, seats: Sequence[Seat] = (), parent: QObject | None = None,
                 bot_delay_ms: int = 350):
        super().__init__(parent)
        self.table = game if isinstance(game, Table) else Table(game, seats)
        self.seats = tuple(seats) or self.table.seats
        self.bot_delay_ms = bot_delay_ms
        self.speed_factor = 1.0
        self._showing = False
        self._stopped = False
        self._advancing = False
        """True while :meth:`events_shown` asks for decisions one after the other (instant speed)."""
        self._shown_at_once = False
        """Set when a batch was shown while :attr:`_advancing` (the window showed it without animation)."""
        self.people_choices = 0
        """How many decisions people at the screen have made here (answers and claims), for the autosave."""
        self._waiting_for: int | None = None
        self._thinking: Thinking | None = None
        """The computer player thinking on the worker thread, else None (see :meth:`_computer_step`)."""
        self._answer: Future[Any] | None = None
        """The answer a computer player is working out on the worker thread, for ``_thinking`` (see :meth:`_computer_step`)."""
        self._answer_poll = QTimer(self)
        self._answer_poll.setInterval(ANSWER_POLL_MS)
        self._answer_poll.timeout.connect(self._collect_answer)

    # ------------------------------------------------------------------ queries

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.table.game

    @property
    def bots(self) -> dict[int, Bot]:
        """The computer players by seat."""
        return self.table.bots

    def is_human(self, player: int) -> bool:
        """True when a person at the screen plays ``player``."""
        return not self.table.is_computer(player)

    @property
    def humans(self) -> tuple[int, ...]:
        """The human players' indexes."""
        return self.table.people

    def observation(self, player: int | None) -> Observation:
        """What ``player`` may see now (None: the public view), :class:`~.tableview.TableFeed`'s."""
        return self.game.observation(player)

    def books(self) -> list[tuple[int, int]] | None:
        """Each player's savings and loans with the ``savings`` house rule (public facts), else None."""
        game = self.game
        if not game.setup.variants.savings:
            return None
        return [game.book(p) for p in range(len(game.setup.players))]

    def option_squares(self, decision: Decision) -> dict[Any, tuple[int, ...]]:
        """The squares the options of ``decision`` lead to (:func:`~gameofyear.engine.reach.option_squares`)."""
        from ..engine.reach import option_squares

        return option_squares(self.game, decision)

    @property
    def waiting_for_human(self) -> int | None:
        """The human whose decision is awaited, or None."""
        return self._waiting_for

    def history(self) -> list[ev.Event]:
        """Every event of the game from its start (:meth:`Game.history <gameofyear.engine.game.Game.history>`)."""
        return self.game.history()

    def asked(self) -> Decision | None:
        """The pending decision when it is a person's here and awaited now (:meth:`TableFeed.asked
        <gameofyear.ui.tableview.TableFeed.asked>`), else None."""
        pending = self.game.pending
        return pending if pending is not None and self._waiting_for == pending.player else None

    # ------------------------------------------------------------------ flow

    def start(self) -> None:
        """Show the setup's events, then play on."""
        self._emit_events(list(self.game.start_events))

    @Slot()
    def events_shown(self) -> None:
        """The window has shown the last events: ask for the next decision.

        At instant speed (:attr:`speed_factor` 0) a computer player's decision is
        played at once, and when the window shows its events at once too (it
        calls :meth:`batch_shown` from inside this call), the next decision is
        asked in the same loop, until a person is asked, the events wait (a big
        moment, the worker thread) or :data:`FRAME_MS` milliseconds have passed:
        then the event loop paints what changed, and the loop goes on on its next turn.
        """
        self._showing = False
        if self._stopped:
            return
        if self._advancing:  # shown at once, inside the loop below: the loop asks for the next decision
            self._shown_at_once = True
            return
        self._advancing = True
        started = time.perf_counter()
        try:
            while True:
                self._shown_at_once = False
                self._ask_next()
                if not self._shown_at_once or self._stopped:
                    return
                if time.perf_counter() - started >= FRAME_MS / 1000:
                    QTimer.singleShot(0, self, self.events_shown)  # paint this frame, then go on
                    return
        finally:
            self._advancing = False

    def batch_shown(self) -> None:
        """The window has shown a batch of events: go on at once inside :meth:`events_shown`'s loop, else on
        the event loop's next turn (never inside the slot that finished showing them)."""
        if self._advancing:
            self.events_shown()
        else:
            QTimer.singleShot(0, self, self.events_shown)

    def _ask_next(self) -> None:
        """Pass the claims, then ask for the pending decision: a person's (signalled), a computer's (played now
        at instant speed, else after :attr:`bot_delay_ms`), or signal the end of the game."""
        claimed = self.table.claims_pass()
        if claimed:
            self._emit_events(claimed)
            return
        step = self.table.next()
        decision = step.decision
        if decision is None:
            if step.outcome is not None:
                self.game_finished.emit(step.outcome)
            return
        if step.kind == "person":
            self._waiting_for = decision.player
            self.human_decision.emit(decision)
        else:
            self._waiting_for = None
            self.computer_thinking.emit(decision.player)
            if self.speed_factor <= 0:
                self._computer_step()
            else:
                QTimer.singleShot(int(self.bot_delay_ms * self.speed_factor), self, self._computer_step)

    def stop(self) -> None:
        """Stop playing: no computer player answers any more (the window is closing)."""
        self._stopped = True
        self._answer_poll.stop()
        self._answer = None  # a think under way ends on the worker thread; nobody reads it

    @Slot()
    def _computer_step(self) -> None:
        """Let the computer player whose decision is pending play (:meth:`Table.computer_move`).

        A player that thinks long (``thinks_long``: the expert) thinks on the
        worker thread, on a :class:`~gameofyear.bots.BotView` (immutable data;
        the expert simulates on its own copies), so the window stays responsive;
        the worker touches no Qt object at all: the GUI thread looks for the
        answer every :data:`ANSWER_POLL_MS` ms (:meth:`_collect_answer`) and
        plays it. (Signals emitted from a Python thread that Qt did not start
        have crashed PySide6 in rare cases.) The table plays the others at once,
        on the GUI thread (well under a millisecond).
        """
        decision = self.game.pending
        if self._stopped or decision is None or self.is_human(decision.player) or self._showing:
            return
        if self._thinking is not None:
            return  # this computer player is already thinking
        move = self.table.computer_move()
        if isinstance(move, Thinking):
            self._thinking = move
            self._answer = _bot_threads().submit(move.ask)
            self._answer_poll.start()
        elif move is not None:
            self._emit_events(move)

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
    def _play_bot_answer(self, token: Thinking | None, answer: tuple[Any, BaseException | None]) -> None:
        """Play a computer player's answer on the GUI thread, if the game still waits for it.

        Args:
            token: the computer player asked (:meth:`Table.computer_move`).
            answer: ``(action, error)`` from the worker thread.

        When the game moved on or was replaced meanwhile (a claim, an undo),
        the table drops the answer (:meth:`Table.answer`) and the computer player is asked again.
        """
        if token is None or token is not self._thinking:
            return
        if self._showing and not self._stopped:
            QTimer.singleShot(20, self, lambda: self._play_bot_answer(token, answer))
            return  # events are being shown: answer once they are
        self._thinking = None
        action, error = answer
        if error is not None:
            raise error
        if self._stopped:
            return
        events = self.table.answer(token, action)
        if events is None:  # stale: ask again
            QTimer.singleShot(0, self, self._computer_step)
            return
        self._emit_events(events)

    def claim(self, player: int) -> bool:
        """A person presses "Claim": every sum owed to ``player`` that can be claimed now is paid.

        Returns:
            True when something was claimed (its events are shown), False when
            there was nothing to claim at this moment (RULINGS.md §4, manual claims).
        """
        if self._showing or self._stopped:
            return False
        events = self.table.claim(player)
        if not events:
            return False
        self.people_choices += 1
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
        events = self.table.play(action)  # an illegal action raises here: the game and the wait are unchanged
        self.people_choices += 1
        self._waiting_for = None
        self._emit_events(events)

    def undo_point(self) -> UndoPoint | None:
        """The decision the person now deciding may take back (:meth:`Table.undo_point`), or None.

        Only one's own last choice: None while events are shown, and when the last
        choice was another person's (on a shared screen, Cleo asked after Bob's
        offer cannot take back Bob's offer).
        """
        if self._showing or self._stopped or self._waiting_for is None:
            return None
        point = self.table.undo_point()
        if point is None or point.player != self._waiting_for:
            return None
        return point

    def take_back(self) -> UndoPoint | None:
        """Take back the last decision of a person at the screen, when the rule allows it (:meth:`Table.take_back`).

        The window shows the game again and calls :meth:`events_shown`, which
        asks for the decision anew.

        Returns:
            The point taken back, or None (nothing changed).
        """
        if self.undo_point() is None:
            return None
        point = self.table.take_back()
        if point is not None:
            self._waiting_for = None
        return point

    def _emit_events(self, events: list[ev.Event]) -> None:
        self._showing = True
        self.events_ready.emit(events)

