"""The controller: owns the game and the computer players, and tells the window what to show.

The window never changes the game itself. It shows the events the controller
hands it (``events_ready``), says when it has finished showing them
(:meth:`GameController.events_shown`), and answers a human's decision with
:meth:`GameController.submit`. Computer players are asked by the controller
itself, after a short pause, so that the event loop never blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..bots import Bot, bot_view, make_bot
from ..engine import Game, IllegalActionError
from ..engine import events as ev


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
            claimed = self._computer_claims()
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

    @Slot()
    def _computer_step(self) -> None:
        decision = self.game.pending
        if self._stopped or decision is None or self.is_human(decision.player) or self._showing:
            return
        action = self.bots[decision.player].choose(bot_view(self.game))
        self._emit_events(self.game.decide(action))

    def _computer_claims(self) -> list[ev.Event]:
        events: list[ev.Event] = []
        for claim in self.game.open_claims():
            if claim.creditor not in self.bots or claim not in self.game.open_claims():
                continue
            pending = self.game.pending
            if pending is not None and claim.debtor is not None and pending.player == claim.debtor:
                continue
            if self.bots[claim.creditor].wants_claim(claim.id):
                events += self.game.claim(claim.creditor, claim.id)
        return events

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
        self._waiting_for = None
        self._emit_events(self.game.decide(action))

    def _emit_events(self, events: list[ev.Event]) -> None:
        self._showing = True
        self.events_ready.emit(events)
