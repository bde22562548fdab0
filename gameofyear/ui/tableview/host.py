"""The host of one game's table in a window: the widgets, the presenter and the asking, and what a person does on them.

:class:`TableHost` is what every window that shows a game holds (the window
at home and a network game's window, each as a member): it makes the table's
widgets (:class:`~.widgets.TableWidgets`), the presenter of the events
(:class:`~.presenter.TablePresenter`) and the asking of decisions
(:class:`~.asking.DecisionAsking`), places them in the window with the
accessibility equipment (the board's keyboard cursor, names for a screen
reader, frame patterns and text size: :func:`~.equipment.equip_table`),
and does what a person does at any table: a click on a square (an answer, or
the day's almanac entry), a spin, a claim, an answer in the panel (and "offer
nothing from now on"), a big moment ended by a click, a language change. It
speaks to the game only through its :class:`~.protocol.TableFeed`; the window
adds what only it has through the signals and the ``ask`` hook (at home: the
"pass the screen" cover, undo and the autosave; over the network: the
connection and the invitations).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal, Slot

from ..language import current_language
from .asking import DecisionAsking
from .presenter import TablePresenter
from .widgets import TableWidgets

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QColor
    from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QWidget

    from ...content import Texts
    from ...engine.decisions import Decision
    from ...engine.variants import Variants
    from ..tablelayout import TableView
    from ..wording import Words
    from .protocol import TableFeed


class TableHost(QObject):
    """One game's table in ``window``, fed by ``feed``.

    Signals:
        batch_done(): a batch of events has been shown; the feed is told right after (:meth:`TableFeed.batch_shown`),
            so that what the window does first (the autosave at home) holds the game as the person saw it.

    Args:
        window: the window the table is placed in (the dialogs' parent; its status bar tells short messages).
        feed: what feeds the table (:class:`~.protocol.TableFeed`).
        texts: gives the almanac's words in the language now in use.
        names: the players' names, in seating order.
        colours: their pawns' colours.
        variants: the game's house rules (its length: a quarter or a half game is told as such), or None.
        people: the seats played by people, here or elsewhere (their cards say so); None: the feed's ``humans``.
        positions: each pawn's square (day index) to start with.
        last_day: the day that ends the game (a shorter year with a house rule).
        manual_claims: the players' cards carry a "Claim!" button (RULINGS.md §4, manual claims).
        settings: gives the player's settings (:class:`~gameofyear.ui.settings.Settings`: frame patterns, text
            size), or None (the look by default).
        wait_at_moments: whether a person's big moments wait for a click or a key now.
        sound: the window's sounds (:class:`~gameofyear.ui.sound.Sounds`), or None (silent).
        spin_action: Game ▸ Spin the Machine (enabled while a person here may spin).
        ask_pledges_action: Game ▸ Ask Again for Offers of Days (enabled once somebody here offers nothing).
        dialog_actions: the window's actions that work while a decision's dialog has the focus.
        active_player: the seat whose turn it is (None: nobody's), for the board cursor's Home key.
        ask: asks a seat here a decision again (after a language change); the window's own way (a cover at home).
        on_event: called for each event as its batch is built; may return a step to play after it (a lesson's hint).
        log: the log to use (one the window wrote in before the game came), else a new one.

    Attributes:
        widgets, presenter, asking: the table's parts; ``scene``, ``board_view``, ``board_answers``,
            ``machine``, ``banner``, ``players_panel``, ``peek``, ``log`` and ``decision_panel`` are the widgets'.
        view: the parts placed in the window (:class:`~gameofyear.ui.tablelayout.TableView`) once :meth:`place` ran.
        board_cursor: the board's keyboard cursor (:class:`~gameofyear.ui.boardcursor.BoardCursor`) once placed.
        pledges_declined: the seats here that asked to offer no days without being asked, for the rest of the game.
        entry_box: the almanac entry of the square last clicked (open without blocking), or None.
        review_dialog: the last Year in Review opened (:meth:`show_year_review`), or None.
    """

    batch_done = Signal()

    def __init__(self, window: QMainWindow, feed: TableFeed, texts: Callable[[], Texts], names: Sequence[str],
                 colours: Sequence[QColor], *, variants: Variants | None = None, people: Sequence[int] | None = None,
                 positions: Sequence[int], last_day: int, manual_claims: bool = False,
                 settings: Callable[[], Any] = lambda: None, wait_at_moments: Callable[[], bool] = lambda: False,
                 sound: Any = None, spin_action: QAction, ask_pledges_action: QAction | None = None,
                 dialog_actions: Sequence[QAction] = (), active_player: Callable[[], int | None] = lambda: None,
                 ask: Callable[[Decision], None] | None = None,
                 on_event: Callable[[Any], Callable[[], None] | None] | None = None, log: Any = None) -> None:
        super().__init__(window)
        self.window = window
        self.feed = feed
        self.texts = texts
        self.names = tuple(names)
        self.colours = tuple(colours)
        self.variants = variants
        self.settings = settings
        self.spin_action = spin_action
        self.ask_pledges_action = ask_pledges_action
        self.active_player = active_player
        self.ask = ask
        widgets = self.widgets = TableWidgets(texts(), names, colours,
                                              feed.humans if people is None else people, positions=positions,
                                              last_day=last_day, manual_claims=manual_claims, owner=window, log=log)
        self.scene, self.board_view, self.board_answers = widgets.scene, widgets.board_view, widgets.board_answers
        self.machine, self.banner, self.players_panel = widgets.machine, widgets.banner, widgets.players_panel
        self.peek, self.log, self.decision_panel = widgets.peek, widgets.log, widgets.decision_panel
        self.presenter = TablePresenter(widgets, window, feed, names, colours, texts, sound=sound,
                                        wait_at_moments=wait_at_moments, on_event=on_event)
        self.asking = DecisionAsking(widgets, window, names, colours, spin_action, dialog_actions)
        self.view: TableView | None = None
        self.board_cursor: Any = None
        self.pledges_declined: set[int] = set()
        self.entry_box: QMessageBox | None = None
        self.review_dialog: QDialog | None = None
        self._spoken = current_language()
        self.scene.day_clicked.connect(self.day_clicked)
        self.machine.spin_requested.connect(self.spin)
        self.players_panel.claim_requested.connect(self.claim)
        self.asking.answered.connect(self._answered)
        self.presenter.done.connect(self._batch_done)
        self.presenter.turn_started.connect(self._turn_started)
        self.asking.set_spin_enabled(False)

    def place(self, heading: QWidget | None = None, players: QWidget | None = None, foot: QWidget | None = None,
              *, banner_in_compact: bool = False) -> TableView:
        """Place the table in the window (its central widget) and equip it for the keyboard, a screen reader and
        the player's look (:func:`~.equipment.equip_table`); the arguments are
        :meth:`TableWidgets.layout <.widgets.TableWidgets.layout>`'s. Returns the view placed."""
        from .equipment import equip_table

        view = self.view = self.widgets.layout(heading, players, foot, banner_in_compact=banner_in_compact)
        self.window.setCentralWidget(view)
        self.board_cursor = equip_table(self.widgets, view, self.names, self.settings(), self.active_player)
        return view

    def lay_out_now(self) -> None:
        """Show and lay out the table placed at once, for a window that may ask a decision before the event loop
        runs again (a network game's first update comes with its welcome): the decision is then fitted to the
        panel's real size, not to the default size of a widget not yet on screen."""
        if self.view is not None and self.window.isVisible():
            self.view.show()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    # ------------------------------------------------------------------ showing

    def show(self, events: Sequence[Any], speed: float, catching_up: bool = False) -> None:
        """Show ``events`` on the table at ``speed`` (1 normal, 0 at once; :meth:`TablePresenter.show
        <.presenter.TablePresenter.show>`), then tell the feed."""
        self.presenter.show(events, speed, catching_up)

    @Slot()
    def _batch_done(self) -> None:
        self.batch_done.emit()
        self.feed.batch_shown()

    @property
    def group(self) -> Any:
        """The batch of events being shown (a ``QSequentialAnimationGroup``), or None."""
        return self.presenter.group

    @property
    def overlay(self) -> QWidget | None:
        """The card or big moment over the board, or None."""
        return self.presenter.overlay

    @property
    def moment_wait(self) -> Any:
        """A person's big moment waiting for a click or a key (:class:`~gameofyear.ui.momentview.MomentWait`), or None."""
        return self.presenter.moment_wait

    @property
    def dialog(self) -> Any:
        """The decision's dialog on screen (in the decision panel), or None."""
        return self.asking.dialog

    def go_on(self) -> bool:
        """End the wait of a person's big moment, as a click would; False when nothing waits."""
        return self.presenter.go_on()

    def show_card(self, card_id: str, player: int) -> None:
        """Show the card ``card_id`` that ``player`` drew over the board."""
        self.presenter.show_card(card_id, player)

    def hide_card(self) -> None:
        """Put the card or big moment on screen away (nothing when none is)."""
        self.presenter.hide_card()

    def refresh_panel(self) -> None:
        """Show the players as the feed sees them now (the public view, and the savings books)."""
        self.presenter.refresh_panel()

    @Slot(int)
    def _turn_started(self, player: int) -> None:
        """A turn begins on screen: whose, in the banner (a person here is asked soon, another seat plays)."""
        here = player in self.feed.humans
        hint: Words = ((lambda: QCoreApplication.translate("MainWindow", "your turn")) if here
                       else (lambda: QCoreApplication.translate("MainWindow", "playing…")))
        self.banner.show_turn(self.names[player], self.colours[player], hint)

    # ------------------------------------------------------------------ what a person does

    @Slot(int)
    def day_clicked(self, day: int) -> None:
        """A click on a square: a lit square answers the decision asked; any other square shows its almanac entry."""
        if not self.asking.day_clicked(day):
            self.show_day(day)

    def show_day(self, day: int) -> QMessageBox:
        """Show a square's almanac entry in full, without blocking the game (:attr:`entry_box`, the last one)."""
        from ..boardanswers import show_almanac_entry

        if self.entry_box is not None:
            self.entry_box.close()
            self.entry_box.deleteLater()
        self.entry_box = show_almanac_entry(self.window, self.texts(), day, wait=False)
        return self.entry_box

    def set_spin_enabled(self, enabled: bool) -> None:
        """Let the person whose spin it is spin (the machine's button, a click on the dial, Space), or nobody."""
        self.asking.set_spin_enabled(enabled)

    @Slot()
    def spin(self) -> None:
        """Spin the machine for the person here whose spin is asked (nothing when none is)."""
        from ...engine.decisions import DecisionKind

        decision = self.feed.asked()
        if decision is None or decision.kind is not DecisionKind.SPIN or self.asking.dialog is not None:
            return
        self.set_spin_enabled(False)
        self.machine.setFocus()  # Space, pressed again, lands on no other button (Claim)
        self.feed.submit(True)

    @Slot(int)
    def claim(self, player: int) -> None:
        """A person pressed "Claim!": claim what ``player`` is owed now (RULINGS.md §4, manual claims), or say
        that there is nothing to claim."""
        if not self.feed.claim(player):
            self.window.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "%1: nothing to claim right now.").replace("%1", self.names[player]), 4000)

    def clear(self, text: Words = "") -> None:
        """Take the decision off the panel (``text`` there instead) and the lit squares off the board."""
        self.asking.clear(text)

    def offers_nothing(self, decision: Decision) -> bool:
        """True when ``decision`` is an offer of days of a person who asked to offer nothing without being asked:
        nothing is offered for them, from the event loop, if the decision is still asked then."""
        from ...engine.decisions import DecisionKind

        if decision.kind is not DecisionKind.PLEDGE or decision.player not in self.pledges_declined:
            return False

        def nothing() -> None:
            if self.feed.asked() is decision:
                self.feed.submit(0)

        QTimer.singleShot(0, self, nothing)
        return True

    @Slot(object, object)
    def _answered(self, dialog: Any, _decision: Any) -> None:
        """A person answered the dialog asked: its action goes to the feed; "offer nothing from now on" is kept."""
        if getattr(dialog, "stop_asking", False):
            self.pledges_declined.add(dialog.player)
            if self.ask_pledges_action is not None:
                self.ask_pledges_action.setEnabled(True)
            self.window.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "%1 offers nothing from now on (Game ▸ Ask Again for Offers of Days).")
                .replace("%1", self.names[dialog.player]), 8000)
        self.feed.submit(dialog.action)

    @Slot()
    def ask_pledges_again(self) -> None:
        """Game ▸ Ask Again for Offers of Days: every person here is asked again whether to offer days."""
        self.pledges_declined.clear()
        if self.ask_pledges_action is not None:
            self.ask_pledges_action.setEnabled(False)
        self.window.statusBar().showMessage(QCoreApplication.translate(
            "MainWindow", "Everybody at the screen will be asked again whether to offer days."), 6000)

    # ------------------------------------------------------------------ language, the end

    def set_texts(self, texts: Texts) -> None:
        """Give the board and the players' panel the almanac's words in another language."""
        self.widgets.set_texts(texts)

    def language_changed(self) -> None:
        """After every part retranslated itself: the names a screen reader reads, the card or big moment on
        screen and the decision asked, again in the new language; the log says the game goes on in it."""
        from .equipment import name_table_parts

        name_table_parts(self.widgets, self.board_cursor)
        again = self.presenter.overlay_again
        if again is not None:
            again()
        decision = self.asking.decision
        if decision is not None and self.asking.dialog is not None and self.ask is not None \
                and self.feed.asked() is decision:
            self.asking.close()
            self.ask(decision)
        language = current_language()
        spoken, self._spoken = self._spoken, language
        if spoken != language:
            #: said in the log after View ▸ Language: write the name of your own language
            self.log.add_line(QCoreApplication.translate("MainWindow", "The game goes on in English."), heading=True)

    def year_over(self, first: int, length: str = "year") -> None:
        """The game is over: nobody spins or is asked any more; the banner shows ``first``, who reached the last
        day first, and the panel says that the year (``length``: ``"half"``, ``"quarter"``) is over."""
        self.set_spin_enabled(False)
        self.asking.close()
        self.machine.set_caption("")
        self.peek.set_owner(None, "")
        self.banner.show_turn(self.names[first], self.colours[first],
                              lambda: QCoreApplication.translate("MainWindow", "reached the last day"))
        over: Words = {"half": lambda: QCoreApplication.translate("MainWindow", "The half-year is over."),
                       "quarter": lambda: QCoreApplication.translate("MainWindow", "The quarter is over.")}.get(
            length, lambda: QCoreApplication.translate("MainWindow", "The year is over."))
        self.decision_panel.set_idle_text(over)  # nobody is playing any more

    def show_year_review(self, parent: QWidget | None = None) -> QDialog:
        """Open the Year in Review of the game on this table, told from the feed's events from the start
        (:meth:`TableFeed.history <.protocol.TableFeed.history>`; what a network seat received), open without
        blocking (:attr:`review_dialog`, the last one). ``parent``: the dialog's (default the window)."""
        from PySide6.QtCore import Qt

        from ..review import YearReviewDialog, chronicle_of_events

        told = chronicle_of_events(self.feed.history(), len(self.names), self.texts().content, self.names,
                                   self.variants)
        dialog = YearReviewDialog(told, self.names, self.colours, parent or self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_dialog = dialog
        dialog.show()
        return dialog

    def close(self) -> None:
        """Stop showing the game: the batch shown stops, the card goes, the decision's dialog and the almanac entry
        close (unanswered)."""
        self.presenter.stop()
        self.asking.close()
        if self.entry_box is not None:
            self.entry_box.close()
            self.entry_box = None
