"""The presenter: a batch of events shown as the log's lines, animations, cards, big moments, sounds and standings.

:class:`TablePresenter` plays a batch as one ``QSequentialAnimationGroup`` of
steps, in the events' order: each event's log line, its sound, the pawns
sliding day by day, the machine spinning to the sector already drawn (the log
tells the result once the dial has stopped), a card drawn or a big moment on a
card over the board — a moment of a person at this screen waits for a click or
a key when the setting says so (:class:`~gameofyear.ui.momentview.MomentWait`),
others stay for a time set by the speed — and the players' panel as it stands
after each event (:class:`~gameofyear.ui.moments.Standings`). It emits
:attr:`TablePresenter.shown` for each thing it shows, and :attr:`TablePresenter.done`
once the batch is over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QSequentialAnimationGroup, Signal, Slot
from PySide6.QtGui import QColor

from ..moments import Standings, is_moment, pause_ms, sound_cue, waits_for_person
from ..telling import Step, log_tellers
from ..wording import Words, said

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...content import Texts
    from ...engine.observation import Observation
    from .protocol import TableFeed
    from .widgets import TableWidgets

SPIN_MS = 2300
"""How long the machine turns at normal speed (milliseconds, times the speed)."""
CARD_MS = 2600
"""How long a card drawn by nobody at this screen, or not waiting, stays on screen at normal speed (ms)."""


def standing_of(observation: Observation) -> tuple[tuple[int, int, int, bool], ...]:
    """Each player's ``(money, tokens, square, bankrupt)`` in ``observation``: what the players' panel shows."""
    return tuple((p.money, p.tokens, p.position, p.bankrupt) for p in observation.players)


class TablePresenter(QObject):
    """Shows batches of events on a table's widgets, for the window that hosts them.

    Signals:
        shown(str, object): something was shown: ``("line", text)``, ``("sound", cue)``,
            ``("card", (card id, player))``, ``("moment", (title, lines, waits))`` or ``("standing", standing)``
            (:func:`standing_of`), in the order the player sees them.
        turn_started(int): a player's turn begins on screen.
        turn_ended(): a turn has been shown to its end.
        done(): the batch has been shown (the window then tells its feed, :meth:`TableFeed.batch_shown`).

    Args:
        widgets: the table's widgets.
        host: the window (overlays are its children; its clicks and keys end a wait).
        feed: what feeds the table (whose seats are here, the observation after the events).
        names: the players' names.
        colours: their pawns' colours.
        texts: gives the almanac's words in the language now in use.
        sound: the window's sounds (:class:`~gameofyear.ui.sound.Sounds`), or None (silent).
        wait_at_moments: whether a person's big moments wait for a click or a key now.
        on_event: called for each event as its batch is built; may return a step to play after it
            (a lesson's hint), else None.
    """

    shown = Signal(str, object)
    turn_started = Signal(int)
    turn_ended = Signal()
    done = Signal()

    def __init__(self, widgets: TableWidgets, host: QWidget, feed: TableFeed, names: Sequence[str],
                 colours: Sequence[QColor], texts: Callable[[], Texts], *, sound: Any = None,
                 wait_at_moments: Callable[[], bool] = lambda: False,
                 on_event: Callable[[Any], Callable[[], None] | None] | None = None) -> None:
        super().__init__(host)
        self.widgets = widgets
        self.host = host
        self.feed = feed
        self.names = tuple(names)
        self.colours = tuple(colours)
        self.texts = texts
        self.sound = sound
        self.wait_at_moments = wait_at_moments
        self.on_event = on_event
        self.group: QSequentialAnimationGroup | None = None
        """The batch being shown, or None."""
        self.overlay: QWidget | None = None
        """The card or big moment over the board, or None."""
        self.overlay_again: Callable[[], None] | None = None
        """Shows the card or big moment on screen again (in another language), while one is."""
        self.moment_wait: Any = None
        """The person's big moment waiting for a click or a key (:class:`~gameofyear.ui.momentview.MomentWait`), else None."""
        self.standings: Standings | None = None
        """The players' standings part-way through the batch being shown, or None."""
        self.speed = 1.0
        """The duration factor of the batch being shown (0: at once)."""
        self.catching_up = False
        """True while the batch shown is history this screen had not seen (no moment waits)."""

    # ------------------------------------------------------------------ a batch

    def show(self, events: Sequence[Any], speed: float, catching_up: bool = False) -> None:
        """Play ``events`` in order at ``speed`` (1 normal, 0 at once), then emit :attr:`done`.

        The players' panel follows the events from what it showed before the
        batch (a batch that starts the game starts from the game's own view)
        and shows the feed's observation at its end. ``catching_up``: the events
        are history this screen had not seen (a network game joined late or
        come back to): no moment of theirs waits for a click or a key.
        """
        from ...engine import events as ev

        self.stop()
        self.speed = speed
        self.catching_up = catching_up
        group = QSequentialAnimationGroup(self)
        shown = self.widgets.players_panel.shown
        starting = any(type(event) is ev.GameStarted for event in events)
        self.standings = Standings(shown) if shown is not None and not starting else None
        for event in events:
            self._add_event(group, event, speed)
        group.addAnimation(Step(self.refresh_panel))
        group.finished.connect(self._finished)
        self.group = group
        group.start()

    @Slot()
    def _finished(self) -> None:
        group, self.group = self.group, None
        if group is not None:  # shown: the batch's animations and the events they hold go
            group.deleteLater()
        self.done.emit()

    def stop(self) -> None:
        """Stop the batch being shown (a new game, the window closing) and put the card away; :attr:`done` is not emitted."""
        group, self.group = self.group, None
        if group is not None:
            group.finished.disconnect(self._finished)
            group.stop()
            group.deleteLater()
        self.hide_card()

    def _line(self, line: Words, heading: bool) -> None:
        self.widgets.log.add_line(line, heading=heading)
        self.shown.emit("line", said(line))

    def _play(self, cue: str | None) -> None:
        if cue is None:
            return
        self.shown.emit("sound", cue)
        if self.sound is not None:
            self.sound.play(cue)

    def _add_event(self, group: QSequentialAnimationGroup, event: Any, speed: float) -> None:
        from ...engine import events as ev

        t = type(event)
        told = log_tellers([event], self.names, self.texts)
        lines = [Step(partial(self._line, line, heading)) for line, heading in told]
        cue = sound_cue(event)
        if t is ev.DialSpun:  # the log tells the result once the dial has stopped, never while it turns
            sector = event.sector
            group.addAnimation(Step(partial(self._play, cue)))
            group.addAnimation(Step(lambda: self.widgets.machine.spin_to(sector, speed), int(SPIN_MS * speed)))
            for step in lines:
                group.addAnimation(step)
            return
        for step in lines:
            group.addAnimation(step)
        if cue is not None:
            group.addAnimation(Step(partial(self._play, cue)))
        pawn_speed = 1 / speed if speed > 0 else 0.0  # the board's pawns take a speed, not a duration factor
        for animation in self.widgets.scene.pawn_animations(event, pawn_speed):
            group.addAnimation(animation)
        if t is ev.TurnStarted:
            player = event.player
            group.addAnimation(Step(lambda: self._turn_started(player)))
        elif t is ev.TurnEnded:
            group.addAnimation(Step(self.turn_ended.emit))
        if self.on_event is not None:
            extra = self.on_event(event)
            if extra is not None:
                group.addAnimation(Step(extra))
        standings = self.standings
        if standings is not None and speed > 0:
            group.addAnimation(Step(partial(self._show_standing, event)))  # the panel as it is after this event
        elif standings is not None:  # at once nothing is painted between events: the panel is written
            standings.apply(event)  # once after the batch, and before a person's moment that waits
        if not is_moment(event):
            return
        waits = not self.catching_up and self.wait_at_moments() and waits_for_person(event, self.feed.humans)
        if t is ev.CardDrawn:
            card, player = event.card, event.player
            show: Callable[[], None] = partial(self.show_card, card, player)
        else:
            show = partial(self.show_moment, event, [line for line, _ in told], waits)
        if waits:
            from ..momentview import MomentWait

            if standings is not None and speed <= 0:
                group.addAnimation(Step(partial(self.widgets.players_panel.refresh, standings.observation())))
            group.addAnimation(Step(show))
            group.addAnimation(MomentWait(self.host, self._wait_started, self._wait_ended))
        else:
            duration = int(CARD_MS * speed) if t is ev.CardDrawn else pause_ms(event, speed)
            if duration <= 0:
                return
            group.addAnimation(Step(show, duration))
        group.addAnimation(Step(self.hide_card))

    def _turn_started(self, player: int) -> None:
        self.widgets.scene.set_active_player(player)
        if self.standings is None and self.speed > 0:  # at once the panel is written at the end of the batch
            self.refresh_panel()
        self.turn_started.emit(player)

    def _show_standing(self, event: Any) -> None:
        """Show the panel as it stands once ``event`` has happened (during a batch of events)."""
        standings = self.standings
        if standings is None:
            return
        standings.apply(event)
        observation = standings.observation()
        self.widgets.players_panel.refresh(observation)
        self.shown.emit("standing", standing_of(observation))

    def refresh_panel(self) -> None:
        """Show the players as the feed sees them now (the public view, and the savings books)."""
        self.widgets.players_panel.refresh(self.feed.observation(None), self.feed.books())

    # ------------------------------------------------------------------ cards and big moments

    def moment_title(self, event: Any) -> str:
        """The title of a big moment's card."""
        from ...engine import events as ev

        t = type(event)
        if t is ev.Bankrupt:
            return QCoreApplication.translate("MainWindow", "Bankrupt!")
        if t is ev.MoneyPaid:
            return QCoreApplication.translate("MainWindow", "A payment")
        if t in (ev.PawnsSwapped, ev.PawnsRearranged):
            return QCoreApplication.translate("MainWindow", "Pawns change places")
        return QCoreApplication.translate("MainWindow", "Quarter tokens")

    def _moment_player(self, event: Any) -> int:
        """The player whose colour a big moment's card wears."""
        payer = getattr(event, "payer", None)
        return payer if payer is not None else getattr(event, "player", 0)

    def show_moment(self, event: Any, lines: Sequence[Words], waits: bool) -> None:
        """Show a big moment on a card over the board (a bankruptcy, a payment, a swap, a quarter's tokens);
        after a language change it is shown again in the new language."""
        from ..momentview import MomentCard

        self.hide_card()
        hint = QCoreApplication.translate("MainWindow", "Click or press a key to go on") if waits else ""
        colour = self.colours[self._moment_player(event)] if self.colours else QColor("#999999")
        title, written = self.moment_title(event), [said(line) for line in lines]
        overlay = MomentCard(title, written, colour, hint, self.host)
        self._place(overlay)
        self.overlay_again = partial(self.show_moment, event, lines, waits)
        self.shown.emit("moment", (title, tuple(written), waits))

    def show_card(self, card_id: str, player: int) -> None:
        """Show the card ``card_id`` that ``player`` drew, over the board (again in a new language, while shown)."""
        from ..dialogs import CardWidget

        self.hide_card()
        overlay = CardWidget(self.texts(), card_id, self.names[player], self.host)
        overlay.adjustSize()
        self._place(overlay)
        self.overlay_again = partial(self.show_card, card_id, player)
        self.shown.emit("card", (card_id, player))

    def _place(self, overlay: QWidget) -> None:
        """Show ``overlay`` at the centre of the board."""
        from ..board import show_over_board

        show_over_board(overlay, self.widgets.board_view, self.host)
        self.overlay = overlay

    def hide_card(self) -> None:
        """Put the card or big moment on screen away (nothing when none is)."""
        self.overlay_again = None
        overlay, self.overlay = self.overlay, None
        if overlay is not None:
            overlay.hide()
            overlay.deleteLater()

    def _wait_started(self, wait: Any) -> None:
        """A person's big moment waits: say how to go on."""
        self.moment_wait = wait
        self.widgets.decision_panel.set_idle_text(
            lambda: QCoreApplication.translate("MainWindow", "Click or press a key to go on."))

    def _wait_ended(self, wait: Any) -> None:
        if self.moment_wait is wait:
            self.moment_wait = None

    def go_on(self) -> bool:
        """End the wait of a person's big moment, as a click would; False when nothing waits."""
        wait = self.moment_wait
        if wait is None or not wait.waiting:
            return False
        wait.go_on()
        return True
