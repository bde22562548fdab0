"""The main window as host of the table view (:mod:`.tableview`) over its controller: the events shown, the
animation speed and the sounds, a person's decisions asked (the "pass the screen" cover, offers of days asked
of each person in turn), claims and spins; the autosave after each batch shown.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer, Slot

from .windowparts import WindowParts

if TYPE_CHECKING:

    from ..engine import events as ev
    from ..engine.decisions import Decision
    from .dialogs import DecisionContext
    from .tableview import TableHost

log = logging.getLogger("gameofyear.ui.mainwindow")

AUTOSAVE_EVERY_MS = 1000
"""At instant speed, while only computer players decide: how long after a batch of events the autosave is
written at the latest (in milliseconds). A person's choice is written as soon as its events are shown."""


class TableHosting(WindowParts):
    """:class:`~.mainwindow.MainWindow`'s side of the table: what it does with the events and decisions of its controller."""

    # ------------------------------------------------------------------ showing events

    @property
    def speed(self) -> float:
        """The animation duration factor (0: instant)."""
        return self.settings.speed_factor

    @Slot(float)
    def _speed_changed(self, factor: float) -> None:
        """The animation speed changed (View ▸ Animation Speed, Preferences): the computer players follow it."""
        if self.controller is not None:
            self.controller.speed_factor = factor

    @Slot(list)
    def show_events(self, events: list[ev.Event]) -> None:
        """Play ``events`` as animations in order, then tell the controller (the table's presenter:
        :class:`~.tableview.TablePresenter`).

        The players' panel follows the events as they are shown (money,
        tokens, squares: :class:`~.moments.Standings`); a person's big moment
        waits for a click or a key unless the setting is off
        (:attr:`~.settings.Settings.wait_at_moments`), a computer player's stays
        on screen for a time set by the speed; each moment has its sound.
        """
        assert self.table is not None
        self.undo_action.setEnabled(False)
        self.table.show(events, self.speed)

    @property
    def table_on_screen(self) -> TableHost:
        """The table of the game on screen (:attr:`table`); RuntimeError when no game is on screen."""
        if self.table is None:
            raise RuntimeError("no game is on screen")
        return self.table

    def _put_game_away(self) -> None:
        """Take the game on screen off it: the decision asked and the cover, the events being shown and the card
        (:meth:`TableHost.close <.tableview.TableHost.close>`), and its controller (stopped and let go)."""
        self._close_current_dialog()
        if self.table is not None:
            self.table.close()
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None

    @property
    def current_dialog(self) -> Any:
        """The decision dialog on screen (a :class:`~.dialogs.DecisionDialog`), or None."""
        return self.table.dialog if self.table is not None else None

    def _shown_event(self, event: Any) -> Callable[[], None] | None:
        """What only the window does with an event of a batch: keep a fact a person answered, the lesson's hint."""
        from ..engine import events as ev

        if type(event) is ev.Answered and event.kind == "fact":
            self._remember_fact(event)
        if self.lesson is not None:
            show_hint: Callable[[], None] | None = self.lesson.events([event])
            return show_hint
        return None

    def _remember_fact(self, event: Any) -> None:
        """A person answered a profile fact in play: keep it in their remembered profile for the next games.

        The game keeps the answer in its own actions (and so in the save); a
        computer standing in for a person answers nothing on their behalf.
        """
        if self.controller is None or not self.controller.is_human(event.player):
            return
        self.settings.remember_fact(self.names[event.player], event.topic, bool(event.passed))

    @Slot()
    def _record_turn(self) -> None:
        if self.game is not None:
            self.history.record(self.game.state.turn, self.game)

    @Slot()
    def _events_done(self) -> None:
        """A batch of events has been shown: autosave (the table then lets the controller go on).

        The autosave is written at once after a person's choice, at the end of
        the game and at every animated speed; at instant speed, between computer
        players' decisions, it is written at most :data:`AUTOSAVE_EVERY_MS` later,
        and always before a person is asked (:meth:`_human_decision`) and when
        quitting. A game killed meanwhile loses only computer players' decisions,
        which the game resumed from the autosave makes again the same way (their
        generators are relived with the game).
        """
        controller = self.controller
        if (self.speed > 0 or controller is None or controller.people_choices != self._people_saved
                or (self.game is not None and self.game.finished)):
            self.autosave()
        else:
            self._autosave_due = True
            timer = self._autosave_timer
            if timer is None:
                timer = self._autosave_timer = QTimer(self)
                timer.setSingleShot(True)
                timer.setInterval(AUTOSAVE_EVERY_MS)
                timer.timeout.connect(self._autosave_if_due)
            if not timer.isActive():
                timer.start()

    @Slot()
    def _autosave_if_due(self) -> None:
        """Write the autosave when the game on screen has decisions it does not hold yet."""
        if self._autosave_due:
            self.autosave()

    # ------------------------------------------------------------------ decisions

    def decision_context(self, player: int) -> DecisionContext:
        """What a dialog for ``player`` may show (their own observation only)."""
        from .dialogs import DecisionContext

        assert self.game is not None
        return DecisionContext(self.loaded_texts, self.game.observation(player), self.names, self.colours, self.game.setup)

    @Slot(int)
    def _computer_thinking(self, player: int) -> None:
        self.undo_action.setEnabled(False)
        if self.table is not None:
            self.table.peek.set_owner(None, "")
            self.table.asking.others_playing(player, lambda: QCoreApplication.translate("MainWindow", "computer playing…"))

    @Slot(object)
    def _human_decision(self, decision: Decision) -> None:
        from ..engine.decisions import DecisionKind

        table = self.table
        assert self.controller is not None and self.game is not None and table is not None
        if self._autosave_due:  # the person is asked about the game as the autosave holds it
            self.autosave()
        player = decision.player
        if self.lesson is not None:
            self.lesson.decision(decision)
        if table.offers_nothing(decision):
            return
        # who is asked shows first, behind the "pass the screen" cover too (nothing secret in it)
        table.asking.show_turn(player, decision.kind is DecisionKind.SPIN)
        table.peek.set_owner(None, "")
        self._undo_cover()
        if self.shared_screen and self.is_own_turn(decision) and self._last_human_seen != player:
            from .handoff import ScreenCover

            table.set_spin_enabled(False)
            self.undo_action.setEnabled(False)
            central = self.centralWidget()
            assert central is not None  # the game view is on screen during a game
            cover = ScreenCover(central, self.names[player], self.colours[player])
            cover.lifted.connect(lambda: self._cover_lifted(cover, decision))
            self.cover = cover
            return
        self._ask_person(decision)

    @property
    def shared_screen(self) -> bool:
        """True when two or more people play at this screen (their turns are passed with a cover)."""
        return self.controller is not None and len(self.controller.humans) > 1

    def is_own_turn(self, decision: Decision) -> bool:
        """True when ``decision`` belongs to the player whose turn it is (the turn the screen is passed for);
        False for a decision asked in another player's turn, such as an offer of days, answered in the open."""
        return self.game is not None and decision.player == self.game.state.active

    def person_at_screen(self, decision: Decision) -> int | None:
        """Return the seat whose lucky number may be shown while ``decision`` is asked, or None.

        Args:
            decision: the decision asked of a person at this screen.

        Returns:
            With one person at the screen, that person (``decision.player``). On a
            shared screen, the decider in their own turn (the screen was passed to
            them); for a question asked in the open in another's turn (a bet, an
            offer of days, a vote), None: everybody may be looking, so nobody's
            number is shown (RULINGS.md §11, lucky numbers are secret).
        """
        if self.game is None or (self.shared_screen and not self.is_own_turn(decision)):
            return None
        return decision.player

    def _undo_cover(self) -> None:
        cover, self.cover = self.cover, None
        if cover is not None:
            cover.hide()
            cover.deleteLater()

    def _cover_lifted(self, cover: Any, decision: Decision) -> None:
        """The person lifted the cover: ask their decision if the game still waits for it."""
        if self.cover is cover:
            self.cover = None
        if self.controller is not None and self.controller.asked() is decision:
            self._ask_person(decision)

    def _ask_person(self, decision: Decision) -> None:
        """Ask the person at the screen ``decision``: the machine for a spin, else a dialog in the panel
        (:class:`~.tableview.DecisionAsking`).

        In the person's own turn the screen is theirs (passed with a cover when
        several people play). A decision in another player's turn (an offer of
        days) is answered in the open on a shared screen: its dialog shows
        nothing secret, and the lucky-number button shows the number of the
        person at the screen (:meth:`person_at_screen`), not the asked one's.
        """
        from ..engine.decisions import DecisionKind
        from .dialogs import make_decision_dialog

        table = self.table
        assert self.game is not None and self.controller is not None and table is not None
        player = decision.player
        if self.is_own_turn(decision):
            self._last_human_seen = player
        self._update_undo()
        at_screen = self.person_at_screen(decision)
        if at_screen is None:
            table.peek.set_owner(None, "", in_open=self.shared_screen and not self.is_own_turn(decision))
        else:
            table.peek.set_owner(self.game.observation(at_screen).lucky_number, self.names[at_screen])
        if decision.kind is DecisionKind.SPIN:
            table.asking.ask_spin(player)
            return
        context = self.decision_context(player)
        if self.shared_screen and not self.is_own_turn(decision):
            from dataclasses import replace

            context = replace(context, observation=replace(context.observation, lucky_number=None))
        dialog = make_decision_dialog(decision, context, self)
        if decision.kind is DecisionKind.PLEDGE and self.shared_screen:
            from .dialogs import PledgeDialog
            from .offers import later_people

            later = later_people(self.game, self.controller.humans, table.pledges_declined)
            if isinstance(dialog, PledgeDialog):
                dialog.tell_asked_next([self.names[q] for q, _most in later if q != player])
        table.asking.ask(decision, dialog, self.controller.option_squares(decision))
