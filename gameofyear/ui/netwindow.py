"""A network game's window: a thin host of the table view (:mod:`.tableview`) over the session's feed.

The window shows only what the server sent this seat: its own observation and
decisions and the public events (:class:`~.netfeed.RemoteTable`). It shows
them with the same table as at home — the log's lines, the machine spinning
to the sector the server drew, pawns sliding, cards and big moments (this
seat's wait for a click or a key), their sounds and the running standings —
and asks this seat's decision in the same panel; around the table it keeps
what only a network game has: the connection's state, the claims button, the
host's invitations (in a window of their own), Leave, and the results at the end of the year.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..content import Content, Texts
from ..engine.decisions import Decision, DecisionKind
from ..engine.setup import Setup
from ..engine.variants import last_day
from ..net.client import Status
from . import theme
from .access import escape_leaves_menus
from .language import LanguageMenu, current_language, speak
from .netfeed import CATCH_UP, RemoteTable
from .screenfit import fitting_size
from .tableview.equipment import AccessMenu
from .wording import Words, said

if TYPE_CHECKING:
    from .tableview import TableHost

log = logging.getLogger(__name__)


class NetworkGameWindow(QMainWindow):
    """A game played over the network in its own window: the same table, dialogs and results as at home.

    Updates that arrive while one is being shown wait their turn; when several
    wait, or a reconnection brings a long history, they are shown at once (no
    animation). Undo is not offered: everybody at the table has seen the move
    (see ``docs/PROTOCOL.md``).

    Args:
        session: the network session (already joining or hosting), or any object with the
            same ``frame`` and ``status`` signals and ``act(text, at, ref)`` and ``close()``.
        texts: the words of the game's edition in the player's language
            (``texts.content`` gives its rules).
        speed: the animation duration factor (1 normal, 0 instant; None: the player's settings).
        settings: the player's settings (the sounds' volume, waits at big moments, the language remembered);
            None: the sounds follow the settings saved, big moments do not wait, the language is not remembered.
    """

    year_over = Signal()
    """The year is over: the results are on screen (a host's window forgets its note of the game)."""
    table_built = Signal(object)
    """The table is on screen, before the first update is shown: its presenter (:class:`~.tableview.TablePresenter`)."""

    CATCH_UP = CATCH_UP
    """A batch of more events than this (coming back, or joining late) is shown at once."""

    def __init__(self, session: Any, texts: Texts, parent: QWidget | None = None, speed: float | None = None,
                 settings: Any = None):
        super().__init__(parent)
        self.session = session
        self.texts = texts
        self.content: Content = texts.content
        self.settings: Any = settings
        """The player's settings, where View ▸ Language remembers its choice (None: not remembered)."""
        self._saved_settings: Any = None
        if speed is None:
            speed = self._player_settings().speed_factor
        self.speed = speed
        self.resize(fitting_size(self))  # as the window at home: no larger than a small screen
        self.names: tuple[str, ...] = ()
        self.colours: tuple[QColor, ...] = ()
        self.setup: Setup | None = None
        self.seat_kinds: list[dict[str, Any]] = []
        self.feed = RemoteTable(session, self.content, self)
        """What the server sent this seat, fed to the table (:class:`~.netfeed.RemoteTable`)."""
        self.table: TableHost | None = None
        """The table (:class:`~.tableview.TableHost`: its widgets, presenter and asking) once the server has
        welcomed this window."""
        self.sound: Any = None
        """The window's sounds (:class:`~.sound.Sounds`), made with the table."""
        self.seat_taken_box: QMessageBox | None = None
        """The question asked when another connection took this seat (open without blocking), or None."""
        self.outcome_shown = False
        self.results_dialog: Any = None
        """The results (:class:`~gameofyear.ui.results.ResultsDialog`) once the year is over."""
        self.lost_connection = False
        """The connection went away since it was last open (the window says so when it is back)."""
        self._connection_words: Words = ""
        self._turn_words: Words = ""
        self._idle_spin = QPushButton()
        self._idle_spin.setEnabled(False)
        self._build_menus()
        self.connection = QLabel()
        """What the connection is doing, in words (a coloured strip while it is not open)."""
        self.connection.setWordWrap(True)
        self.connection.setObjectName("connection")
        self.turn = QLabel("")
        """Who won, once the year is over (hidden before)."""
        self.turn.setWordWrap(True)
        self.claim_button = QPushButton()
        """Claims every sum owed to this seat now (manual claims; hidden otherwise)."""
        self.claim_button.clicked.connect(
            lambda: self.table is not None and self.seat is not None and self.table.claim(self.seat))
        self.claim_button.hide()
        self.invitations = self.hosting.box
        """The codes the host sends the remote players, each with its Copy button (hosting only)."""
        self.reach_note = self.hosting.note
        """How players in other homes reach the host's game, in plain words (hosting only; under the
        invitations, in their window)."""
        self.invitations_dialog = self.hosting.dialog
        """The window of :attr:`invitations` and :attr:`reach_note` (Game ▸ Invitations)."""
        from .panel import LogView

        self.log = LogView()
        self._waiting: QLabel | None = QLabel()
        """The page shown until the server welcomes this window (it says what the connection does)."""
        self._waiting_words: Words = lambda: self.tr("Joining the game…")
        self._waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._waiting.setWordWrap(True)
        self.setCentralWidget(self._waiting)
        self._set_connection(lambda: self.tr("Connecting…"))
        self._show_connection(False)
        self.retranslate_ui()
        self.feed.told.connect(lambda text, heading: self.log.add_line(text, heading=heading))
        self.feed.events_ready.connect(self._show_events)
        self.feed.arrived.connect(self._arrived)
        self.feed.withdrawn.connect(self._withdrawn)
        self.feed.human_decision.connect(self._ask)
        self.feed.computer_thinking.connect(self._others_playing)
        self.feed.game_finished.connect(self._finished)
        session.frame.connect(self._frame)
        session.status.connect(self._status)

    def player_settings(self) -> Any:
        """The player's settings the table is shown by (:attr:`settings`, or those saved: :meth:`_player_settings`)."""
        return self._player_settings()

    def _player_settings(self) -> Any:
        """:attr:`settings`, or the settings saved when the window was given none (read once)."""
        if self.settings is not None:
            return self.settings
        if self._saved_settings is None:
            from .settings import Settings

            self._saved_settings = Settings()
        return self._saved_settings

    @Slot(float)
    def _speed_changed(self, factor: float) -> None:
        """View ▸ Animation Speed (or Preferences) changed: the next updates are shown at ``factor`` (0: instant)."""
        self.speed = factor

    def _waits_at_moments(self) -> bool:
        """Whether this seat's big moments wait for a click or a key: as the player's settings say (a window
        given no settings, driven by a program, never waits)."""
        return self.settings is not None and bool(self.settings.wait_at_moments)

    # ------------------------------------------------------------------ what the feed knows

    @property
    def seat(self) -> int | None:
        """This window's seat (None until the server welcomes it)."""
        return self.feed.seat

    @property
    def decision(self) -> Decision | None:
        """The decision of this seat now asked (None: none, or answered and sent)."""
        return self.feed.decision

    @property
    def decision_at(self) -> int:
        """The number of actions the game had when :attr:`decision` was asked (sent with the answer)."""
        return self.feed.decision_at

    @property
    def dialog(self) -> Any:
        """The decision's dialog on screen (in the table's decision panel), or None."""
        return self.table.dialog if self.table is not None else None

    @property
    def observation(self) -> Any:
        """This seat's latest observation."""
        return self.feed.observation_now

    @property
    def outcome(self) -> Any:
        """The game's :class:`~gameofyear.engine.game.Outcome` once the year is over."""
        return self.feed.outcome

    @property
    def events(self) -> list[Any]:
        """Every public event shown so far, in order (decoded)."""
        return self.feed.events

    @property
    def events_seen(self) -> int:
        """How many of the server's events this window has received."""
        return self.feed.events_seen

    @property
    def claims(self) -> tuple[Any, ...]:
        """The sums this seat may claim now (manual claims)."""
        return self.feed.claims

    @property
    def _updates(self) -> Any:
        """What waits to be shown (the feed's)."""
        return self.feed.updates

    # ------------------------------------------------------------------ building

    def _build_menus(self) -> None:
        """Make the menus and their actions, once (their words: :meth:`retranslate_ui`)."""
        menu = self.game_menu = self.menuBar().addMenu("")
        self.undo_action = QAction(self)
        """Game ▸ Undo, never enabled here: it says why (everybody has seen the move)."""
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        menu.addAction(self.undo_action)
        self.spin_action = QAction(self)
        """Game ▸ Spin the Machine (Space, wherever the focus is), enabled when this seat must spin."""
        self.spin_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.spin_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.spin_action.setEnabled(False)
        self.spin_action.triggered.connect(lambda: self.table is not None and self.table.spin())
        menu.addAction(self.spin_action)
        self.addAction(self.spin_action)
        self.ask_pledges_action = QAction(self)
        self.ask_pledges_action.setEnabled(False)
        self.ask_pledges_action.triggered.connect(lambda: self.table is not None and self.table.ask_pledges_again())
        menu.addAction(self.ask_pledges_action)
        menu.addSeparator()
        self.review_action = QAction(self)
        self.review_action.setEnabled(False)
        self.review_action.triggered.connect(lambda: self.table is not None and self.table.show_year_review())
        menu.addAction(self.review_action)
        from .netinvitations import HostInvitations

        self.hosting = HostInvitations(self, self._everybody_here)
        """The host's invitations, their window and the router's words (:class:`~.netinvitations.HostInvitations`)."""
        self.invitations_action = self.hosting.action
        """Game ▸ Invitations: the host's invitation codes again (enabled once there are some)."""
        menu.addAction(self.invitations_action)
        menu.addSeparator()
        self.leave_action = QAction(self)
        """Game ▸ Leave the Network Game (Ctrl+W, also while a decision's dialog is open)."""
        self.leave_action.setShortcut(QKeySequence.StandardKey.Close)
        self.leave_action.triggered.connect(self.leave)
        menu.addAction(self.leave_action)
        self.quit_action = QAction(self, shortcut=QKeySequence("Ctrl+Q"))
        """Game ▸ Quit (Ctrl+Q, as at home): asked first while a game is under way, then every window closes."""
        self.quit_action.triggered.connect(self.quit)
        menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        from .helpmenu import BoardZoom, TableHelp
        from .tablesettings import TableSettings

        self.zoom = BoardZoom(self)
        """View ▸ Zoom In, Zoom Out and Whole Board: the same as at home."""
        self.zoom.fill(self.view_menu)
        self.table_settings = TableSettings(self, self._player_settings(),
                                            lambda: self.table is not None and self.table.go_on())
        """View ▸ Animation Speed, Wait for a Click at Big Moments, Sound and Preferences…: the same as at home."""
        self.table_settings.speed_changed.connect(self._speed_changed)
        self.table_settings.fill(self.view_menu)
        self.language_menu = LanguageMenu(self, self.set_language, self.texts.language)
        """View ▸ Language, as at home (:class:`~.language.LanguageMenu`)."""
        self.view_menu.addMenu(self.language_menu)
        self.help = TableHelp(self, lambda: self.texts)
        """View ▸ Legend of the Board and Help ▸ How to Play, Almanac of Events, About: the same as at home."""
        self.view_menu.addAction(self.help.legend_action)
        self.view_menu.addSeparator()
        self.table_settings.fill_sound(self.view_menu)
        self.access = AccessMenu(self, self.view_menu, self._player_settings,
                                 lambda: self.table.widgets if self.table is not None else None)
        """View ▸ Frames with Patterns, Text Size, Next / Previous Part of the Table (F6): the same as at home."""
        self.help_menu = self.menuBar().addMenu("")
        self.help.fill(self.help_menu)
        escape_leaves_menus(self.menuBar())

    # ------------------------------------------------------------------ language

    def set_language(self, language: str) -> bool:
        """View ▸ Language: speak ``language`` from now on, in this window and every other, as at home.

        The translators are installed (:func:`~.language.change_language`, the
        choice remembered in :attr:`settings`); every window then retranslates
        itself in place: here the menus, the connection's state, the board, the
        machine, the players, the log (told again from the events shown) and the
        decision asked, with the almanac's words read in ``language``.

        Returns:
            True when the language changed; False when it was already in use.

        Raises:
            ValueError: a language not in :func:`~gameofyear.ui.settings.available_languages`.
        """
        return speak(self, language, self.settings, self.texts.language, self.language_menu)

    def _active_player(self) -> int | None:
        """The seat whose turn it is in this seat's latest observation (None before the game or after it)."""
        observation = self.feed.observation_now if self.setup is not None else None
        if observation is None or observation.finished:
            return None
        return int(observation.active)

    def retranslate_ui(self) -> None:
        """Write the window's own words in the language installed (the same actions and menus, new labels)."""
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.undo_action.setText(self.tr("&Undo — not in a network game"))
        self.undo_action.setStatusTip(self.tr("In a network game nobody takes a move back: "
                                              "every player has already seen it."))
        self.undo_action.setToolTip(self.undo_action.statusTip())
        self.spin_action.setText(self.tr("S&pin the Machine"))
        self.ask_pledges_action.setText(self.tr("Ask Again for Offers of &Days"))
        self.review_action.setText(self.tr("The Year in &Review…"))
        self.leave_action.setText(self.tr("&Leave the Network Game"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.access.retranslate_ui()
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.help.retranslate_ui()
        self.zoom.retranslate_ui()
        self.table_settings.retranslate_ui()
        self.hosting.retranslate_ui()
        if self.setup is not None and self.seat is not None:
            self.setWindowTitle(self.tr("Network Game — %1").replace("%1", self.names[self.seat]))
        else:
            self.setWindowTitle(self.tr("Network Game"))
        self.claim_button.setText(self.tr("Claim What Is Owed to Me"))
        self.claim_button.setToolTip(self.tr("Claim what you are owed for your lucky number or a birthday, "
                                             "while the pawn is still on that square"))
        self.connection.setText(said(self._connection_words))
        self.turn.setText(said(self._turn_words))
        if self._waiting is not None:
            self._waiting.setText(said(self._waiting_words))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change (the parts of the window retranslate themselves)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        """Qt override: a language change reads the almanac's words in the new language first, lets every part
        retranslate itself, then says again what only this window knows (whose seat, the decision, the card)."""
        if event.type() != QEvent.Type.LanguageChange:
            return super().event(event)
        self._follow_language()
        handled = super().event(event)
        if self.table is not None:
            self._seats(self.seat_kinds)
            self.table.language_changed()  # the decision on screen is asked again in the same panel
        return handled

    def _follow_language(self) -> None:
        """Read the almanac's words in the language installed when :attr:`texts` speak another."""
        from ..content import ContentError, load_texts

        language = current_language()
        if self.texts.language == language:
            return
        try:
            texts = load_texts(self.content, language)
        except ContentError as exc:
            log.error("texts cannot be loaded in %s: %s", language, "; ".join(exc.problems))
            return
        self.texts = texts
        if self.table is not None:
            self.table.set_texts(texts)

    def _set_connection(self, words: Words) -> None:
        """Say what the connection does (a function: written again after a language change)."""
        self._connection_words = words
        self.connection.setText(said(words))

    def _build_game_view(self, frame: dict[str, Any]) -> None:
        """The table as at home (:class:`~.tableview.TableHost`): the board filling the window, the machine beside
        it, the decision panel and the log under the board, the players in a column (with the connection, the
        claims button)."""
        from .sound import Sounds
        from .tableview import TableHost

        assert self.setup is not None
        self.sound = Sounds(self._player_settings())
        table = self.table = TableHost(
            self, self.feed, lambda: self.texts, self.names, self.colours, variants=self.setup.variants,
            people=[i for i, s in enumerate(frame["seats"]) if s["kind"] == "remote"],
            positions=[0] * len(self.names), last_day=last_day(self.setup.variants, self.content),
            settings=self._player_settings, wait_at_moments=self._waits_at_moments, sound=self.sound,
            spin_action=self.spin_action, ask_pledges_action=self.ask_pledges_action,
            dialog_actions=[self.leave_action, self.quit_action],  # Ctrl+W and Ctrl+Q work in a dialog
            active_player=self._active_player, ask=lambda _decision: self.feed.ask_again(), log=self.log)
        heading = _column(self.connection, table.banner, self.turn)
        players = _column(table.players_panel, stretch=True)
        foot = _column(self.claim_button, table.peek)
        table.place(heading, players, foot, banner_in_compact=True)  # the connection stays in sight
        table.lay_out_now()  # the first update may come with the welcome: its decision fits the panel on screen
        self._waiting = None  # replaced by the game view
        self.zoom.attach(table.board_view)
        self.table_built.emit(table.presenter)

    @property
    def spin_button(self) -> QPushButton:
        """The machine's Spin button (enabled when this seat must spin)."""
        if self.table is None:
            return self._idle_spin
        return cast(QPushButton, self.table.machine.spin_button())

    def show_invitations(self, invitations: list[tuple[str, str]], pin: bytes | None = None) -> None:
        """Show the host the invitation codes to send the remote players (``(who, code)`` each, see
        :func:`~.netdialogs.seat_invitations`) in their own window (:meth:`~.netinvitations.HostInvitations.show`),
        with the ``pin`` of the host's certificate, which a player joining from the local network's list compares."""
        self.hosting.show(invitations, pin)

    def show_invitations_window(self) -> None:
        """Game ▸ Invitations: the host's invitations in their window (:attr:`invitations_dialog`)."""
        self.hosting.show_window()

    def _everybody_here(self) -> bool:
        remote = [s for i, s in enumerate(self.seat_kinds) if s.get("kind") == "remote" and i != self.seat]
        return bool(self.seat_kinds) and all(s.get("presence") == "here" for s in remote)

    def show_reach(self, words: Words, trouble: bool) -> None:
        """Tell the host how players in other homes reach the game, under the invitations.

        Args:
            words: the router's forward, or why there is none and the other ways
                (:meth:`~gameofyear.net.reach.Reach.words`; a function follows View ▸ Language).
            trouble: players in other homes cannot reach the game as it is (the words stand out).
        """
        self.hosting.show_reach(words, trouble)

    # ------------------------------------------------------------------ the connection

    def _show_connection(self, connected: bool) -> None:
        if connected:
            self.connection.setStyleSheet("color: #4c6b3a; padding: 2px 6px;")
        else:
            self.connection.setStyleSheet("background: #9b2c1f; color: #fffdf6; padding: 4px 8px; "
                                          "font-weight: bold; border-radius: 4px;")

    @Slot(object)
    def _status(self, status: Status) -> None:
        self._connection_status(status)
        if self._waiting is not None and status.state != "connected":
            self._waiting_words = self._connection_words  # not in the game yet: the page says why
            self._waiting.setText(said(self._waiting_words))

    def _connection_status(self, status: Status) -> None:
        if status.state == "connected":
            self._set_connection(lambda: self.tr("Connected"))
            self._show_connection(True)
            if self.lost_connection:
                self.lost_connection = False
                self.feed.tell(self.tr("The connection is back: the game goes on."), heading=True)
                self.statusBar().showMessage(self.tr("Reconnected to the game."), 8000)
        elif status.state == "reconnecting":
            if not self.lost_connection and self.setup is not None:
                self.feed.tell(self.tr("The connection to the game was lost; reconnecting by itself…"))
            self.lost_connection = True
            self._show_connection(False)
            delay, attempt = f"{status.delay:.1f}", str(status.attempt)
            self._set_connection(lambda: self.tr("Connection lost: reconnecting in %1 s (attempt %2)…")
                                 .replace("%1", delay).replace("%2", attempt))
        elif status.state == "refused":
            self._show_connection(False)
            reason = status.reason
            self._set_connection(lambda: self.tr("The server refused: %1").replace("%1", reason))
        elif status.state == "connecting":
            if not self.lost_connection:
                self._set_connection(lambda: self.tr("Connecting…"))

    # ------------------------------------------------------------------ frames

    @Slot(dict)
    def _frame(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind == "welcome":
            self._welcome(frame)
        elif kind == "update" and self.setup is not None:
            self.feed.receive(frame)
        elif kind == "seats":
            self._seats(frame.get("seats", []))
        elif kind == "error" and frame.get("code") == "seat_taken":
            self._seat_taken()
        elif kind == "error":
            self._refused(frame)

    def _welcome(self, frame: dict[str, Any]) -> None:
        if frame.get("edition") and frame["edition"] != self.content.edition.name:
            self.texts = game_words(None, frame["edition"], self.texts.language)
            self.content = self.feed.content = self.texts.content
        self.setup = Setup.from_json(frame["setup"])
        self.feed.seat = frame["seat"]
        self.names = tuple(p.name for p in self.setup.players)
        self.colours = tuple(QColor(theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1])
                             for i in range(len(self.names)))
        if self.table is None:
            self._build_game_view(frame)
            manual = frame.get("claims") == "manual" and self.seat is not None
            self.claim_button.setVisible(manual)
            self.retranslate_ui()  # the title names this seat
        self._seats(frame.get("seats", []))

    def _seats(self, seats: list[dict[str, Any]]) -> None:
        """Say of each remote seat whether its person is here, away, or played by a computer meanwhile."""
        self.seat_kinds = seats
        self.hosting.refresh()
        if self.table is None:
            return
        words = {"here": self.tr("person"), "away": self.tr("person, away"),
                 "computer": self.tr("a computer plays meanwhile")}
        for i, (card, seat) in enumerate(zip(self.table.players_panel.cards, seats)):
            if seat.get("kind") == "remote":
                text = self.tr("you") if i == self.seat else words.get(seat.get("presence", "here"), "")
                card.kind_label.setText(text)

    # ------------------------------------------------------------------ showing events

    @Slot(list)
    def _show_events(self, events: list[Any]) -> None:
        """Show an update's events on the table (at once when several updates wait, or a long history)."""
        assert self.table is not None
        self.table.show(events, 0.0 if self.feed.at_once else self.speed, catching_up=self.feed.at_once)

    @Slot(dict)
    def _arrived(self, frame: dict[str, Any]) -> None:
        """An update's events are shown: the squares, this seat's claims and lucky number, who plays now."""
        assert self.table is not None
        observation = self.feed.observation(self.seat)
        self.table.scene.set_positions([p.position for p in observation.players])
        self.table.scene.set_active_player(None if observation.finished else observation.active)
        self.claim_button.setEnabled(not observation.finished)
        if self.seat is not None:
            self.table.peek.set_owner(observation.lucky_number, self.names[self.seat])
        self.turn.hide()  # who decides shows under the machine; this line tells the end of the year

    @Slot(int)
    def _others_playing(self, player: int) -> None:
        """Another seat decides: say so under the machine and, when nothing is asked here, in the panel."""
        assert self.table is not None
        name = self.names[player]
        self.table.machine.set_caption(lambda: QCoreApplication.translate("MainWindow", "%1 is playing…")
                                       .replace("%1", name))
        if self.dialog is None:
            self.table.decision_panel.set_idle_text(lambda: QCoreApplication.translate("MainWindow", "%1 is playing…")
                                              .replace("%1", name))

    # ------------------------------------------------------------------ decisions

    @Slot()
    def _withdrawn(self) -> None:
        """The decision asked before is no longer asked: its dialog goes, nobody here spins."""
        if self.table is not None:
            self.table.asking.close()
            self.table.set_spin_enabled(False)

    @Slot(object)
    def _ask(self, decision: Decision) -> None:
        """Ask this seat ``decision``: the machine for a spin, else its dialog in the panel."""
        from .dialogs import DecisionContext, make_decision_dialog

        table = self.table
        if self.setup is None or self.seat is None or table is None:
            return
        spin = decision.kind is DecisionKind.SPIN
        table.asking.show_turn(self.seat, spin)
        if spin:
            table.asking.ask_spin(self.seat)
            return
        if table.offers_nothing(decision):
            return
        observation = self.feed.observation(self.seat)
        context = DecisionContext(self.texts, observation, self.names, self.colours, self.setup)
        table.asking.ask(decision, make_decision_dialog(decision, context, self), self.feed.option_squares(decision))

    def _seat_taken(self) -> None:
        """Another connection said hello with this seat's code: ask whether to take the seat back or to leave.

        The question (:func:`~.netdialogs.seat_taken_box`) does not block the window (:attr:`seat_taken_box`);
        taking the seat back says hello again with the same code (the server then gives the seat to this
        window and tells the other connection), leaving closes the window.
        """
        if self.seat_taken_box is not None:
            return
        from .netdialogs import seat_taken_box

        box = seat_taken_box(self, self._seat_taken_answered)
        self.seat_taken_box = box
        box.open()

    def _seat_taken_answered(self, take_back: bool) -> None:
        """The person's answer to :meth:`_seat_taken`: take the seat back, or leave the game."""
        self.seat_taken_box = None
        if not take_back:
            self.close()
            return
        self._set_connection(lambda: self.tr("Taking the seat back…"))
        take = getattr(self.session, "take_back", None)
        if take is not None:
            take()

    def _refused(self, frame: dict[str, Any]) -> None:
        """An action was refused: say why; a refused answer is asked again with the game as it now stands."""
        if frame.get("ref") == "claim":
            self.statusBar().showMessage(self.tr("Too late to claim: the pawn has moved on."), 6000)
            return
        self.statusBar().showMessage(frame.get("message", ""), 8000)
        self.feed.refused(frame)

    # ------------------------------------------------------------------ the end

    @Slot(object)
    def _finished(self, outcome: Any = None) -> None:
        """The year is over: the winner under the machine, the ranking in the log, the results with their charts."""
        from .results import ResultsDialog, history_of_events

        outcome = self.outcome
        if outcome is None or self.outcome_shown:
            return
        self.outcome_shown = True
        assert self.table is not None
        self.claim_button.setEnabled(False)
        self.table.year_over(outcome.first, self.setup.variants.length if self.setup is not None else "year")
        winner = self.names[outcome.ranking[0][1]]
        self._turn_words = lambda: self.tr("The year is over: %1 wins.").replace("%1", winner)
        self.turn.setText(said(self._turn_words))
        self.turn.show()
        for place, player, tokens, money in outcome.ranking:
            line = partial(self._ranking_line, place, self.names[player], tokens, money)
            self.log.add_line(line, heading=place == 1)
        history = history_of_events(self.events, len(self.names), self.content)  # the whole year, joined late or not
        dialog = ResultsDialog(outcome, self.names, self.colours, history, self.content, self,
                               length=self.setup.variants.length if self.setup is not None else "year")
        dialog.new_game_button.hide()  # a new network game is the host's to open
        dialog.close_button.setDefault(True)
        dialog.review_button.show()
        dialog.review_requested.connect(lambda: self.table is not None and self.table.show_year_review(dialog))
        self.review_action.setEnabled(True)
        self.results_dialog = dialog
        dialog.show()
        self.year_over.emit()

    def _ranking_line(self, place: int, name: str, tokens: int, money: int) -> str:
        """A line of the year's ranking in the log: "1. Ann: 5 token(s), 1 200 F"."""
        return (self.tr("%1. %2: %n token(s), %3", "", tokens).replace("%1", str(place)).replace("%2", name)
                .replace("%3", self.content.format_money(money)))

    def leave_words(self) -> str | None:
        """What leaving now would do, as the question before leaving says it; None when nothing is lost (the
        game has not begun, or the year is over)."""
        if self.setup is None or self.outcome is not None:
            return None
        if str(self.property("networkGame") or "").startswith("hosted:"):
            return self.tr("Leave the game you host? It stops for everybody until you take it up again from the "
                           "welcome screen.")
        return self.tr("Leave the game? A computer plays for you until you rejoin it from the welcome screen.")

    def confirm_leave(self, words: str) -> bool:
        """Ask the person whether to leave (``words`` say what it does); True: leave. Stay is the default."""
        answer = QMessageBox.question(self, self.tr("Leave the Network Game"), words,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def may_close(self, by_person: bool) -> bool:
        """Whether the window may close now: a person closing it (✕, Leave) while a game is under way is
        asked first; the program closing it is not.

        Args:
            by_person: the person asked for it (the window's ✕, Game ▸ Leave), not the program.
        """
        words = self.leave_words() if by_person else None
        return words is None or self.confirm_leave(words)

    @Slot()
    def leave(self) -> None:
        """Game ▸ Leave the Network Game: asked first while a game is under way, then the window closes."""
        if self.may_close(True):
            self._leaving = True
            self.close()

    @Slot()
    def quit(self) -> None:
        """Game ▸ Quit (Ctrl+Q): asked first while a game is under way (as Leave), then the game quits: every
        window closes, the window at home saving its own game as it does."""
        from PySide6.QtWidgets import QApplication

        if self.may_close(True):
            self._leaving = True
            QApplication.closeAllWindows()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """Closing the window closes the connection (and, for a host, its server); closed by the person with ✕
        while a game is under way, it asks first (:meth:`may_close`)."""
        if event.spontaneous() and not getattr(self, "_leaving", False) and not self.may_close(True):
            event.ignore()
            return
        if self.table is not None:
            self.table.close()
        if self.sound is not None:
            self.sound.close()
        self.hosting.close()
        self.session.close()
        super().closeEvent(event)


def _column(*parts: QWidget, stretch: bool = False) -> QWidget:
    """A widget holding ``parts`` one above the other (``stretch``: the space left goes under them)."""
    column = QWidget()
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    for part in parts:
        layout.addWidget(part)
    if stretch:
        layout.addStretch(1)
    return column


def game_words(folder: Any, edition: str, language: str | None = None) -> Texts:
    """The rules of ``edition`` (of the house almanac ``folder``, or the game's own) and their words.

    Args:
        language: the words' language (None: the interface's, :func:`~.language.current_language`).

    Raises:
        ContentError: the content cannot be used.
    """
    from ..content import load_content, load_texts

    return load_texts(load_content(folder, edition=edition), language or current_language())


