"""Network play in the window: the host's lobby, the join dialog and a remote game's window.

The asyncio side (:class:`~gameofyear.net.client.GameClient`, and for a host
the in-process :class:`~gameofyear.net.server.GameServer`) runs on a worker
thread of its own (:class:`NetworkSession`). It never touches a Qt object:
it puts what arrives into a thread-safe queue, which a ``QTimer`` on the GUI
thread empties, emitting the session's signals from the GUI thread only
(signals emitted from a non-Qt thread crash PySide6, see
:mod:`gameofyear.ui.controller`).
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections import deque
from collections.abc import Callable, Sequence
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QObject, QSequentialAnimationGroup, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS
from ..content import Content, Texts
from ..engine.decisions import Decision, DecisionKind
from ..engine.notation import action_text
from ..engine.setup import PlayerProfile, Setup
from ..engine.variants import last_day
from ..net.client import GameClient, Status
from . import theme
from .access import escape_leaves_menus
from .language import LanguageMenu, change_language, current_language, list_in_words
from .newgame import HouseRulesBox
from .screenfit import FittedDialog
from .wording import Words, said

log = logging.getLogger(__name__)

POLL_MS = 30
"""How often the GUI thread empties the queue of what the network thread received (milliseconds)."""

HOST_PORT = 8765
"""The port a host's window listens on when it is free (``gameofyear serve``'s too): opened again, the window
listens there again, so the remote players' windows find the game where they left it."""

HOSTED_FILE = "hosted-game.json"
"""The host's note of the network game its window hosts (its own seat's code, the port, the invitations),
beside the in-process server's store; removed once the year is over."""

KINDS = ("here", "remote", "computer")
"""A lobby seat: the host at this screen, a remote player (with an invitation code), a computer player."""


class NetworkSession(QObject):
    """The network side of one window: a client (and, hosting, a server) on a worker thread.

    Signals:
        frame(dict): a frame received by the client (on the GUI thread).
        status(object): a :class:`~gameofyear.net.client.Status` of the connection (on the GUI thread).
        created(dict): the host's game was created (the ``created`` frame).
        listening(int): the host's server listens on this port (its stored games resumed).
        failed(str): hosting or joining could not start (why).
    """

    frame = Signal(dict)
    status = Signal(object)
    created = Signal(dict)
    listening = Signal(int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="network", daemon=True)
        self._thread.start()
        self.client: GameClient | None = None
        self.server: Any = None
        self.store: Any = None
        self.port: int | None = None
        self.advertiser: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._drain)
        self._timer.start()

    @Slot()
    def _drain(self) -> None:
        for _ in range(200):
            try:
                kind, value = self._inbox.get_nowait()
            except queue.Empty:
                return
            getattr(self, kind).emit(value)

    def _call(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def join(self, url: str, code: str) -> None:
        """Join a game's seat (``code``) on the server at ``url``; frames and statuses follow as signals."""
        async def start() -> None:
            self.client = GameClient(url, code, on_frame=lambda f: self._inbox.put(("frame", f)),
                                     on_status=lambda s: self._inbox.put(("status", s)))
            self.client.start()

        self._call(start())

    def host(self, request: dict[str, Any] | None, db: str, host: str = "0.0.0.0", port: int = 0,
             advertise: str | None = None, open_seats: int = 0) -> None:
        """Start a server in this process (the same as ``gameofyear serve``) and create the host's game on it.

        The server first resumes every unfinished game of its store, exactly
        where it stood (a host's window opened again takes its game up again).

        Args:
            request: the ``create`` fields (see :meth:`~gameofyear.net.server.GameServer.create_game`);
                None: create nothing (the game to play is in the store already).
            db: the server's SQLite store.
            host, port: where the server listens; when ``port`` is taken, any free port (:attr:`port` says which).
            advertise: offer the game on the local network under this title (None: do not).
            open_seats: the seats open to remote players, for the offer (a new game's: its codes less the host's).

        The ``listening`` signal follows, then ``created`` for a new game; or ``failed``.
        """
        from ..net.protocol import FrameError
        from ..net.server import GameServer
        from ..net.store import Store

        async def start() -> None:
            try:
                self.store = Store(db)
                self.server = GameServer(self.store)
                try:
                    self.port = await self.server.start(host, port)
                except OSError:
                    if not port:
                        raise
                    self.port = await self.server.start(host, 0)  # the port is taken: any free one
                self._inbox.put(("listening", self.port))
                created = None if request is None else self.server.create_game(request)
            except (OSError, FrameError, ValueError) as exc:
                self._inbox.put(("failed", str(exc)))
                return
            seats = open_seats
            if created is not None:
                self._inbox.put(("created", created))
                seats = max(0, len(created["codes"]) - 1)
            if advertise is not None:
                from ..net.discovery import Advertiser, service_info

                info = service_info(advertise, self.port, [local_address()], seats)
                try:  # zeroconf's blocking calls run off the event loop
                    self.advertiser = await asyncio.to_thread(Advertiser, info)
                except OSError as exc:
                    self._inbox.put(("failed", str(exc)))

        self._call(start())

    def act(self, text: str, at: int | None = None, ref: str | None = None) -> None:
        """Send an action (notation) for this window's seat.

        Args:
            text: the action, e.g. ``"spin"`` or ``"claim 3 by 0"``.
            at: the number of actions the game had when the decision was asked (None: the last update's);
                the server refuses an answer to a decision that is no longer pending (``stale``).
            ref: given back by the error frame should the server refuse it.
        """
        client = self.client
        if client is not None:
            self._call(client.act(text, at, ref))

    def close(self) -> None:
        """Close the connection and the server, and stop the worker thread (waits at most 3 s)."""
        async def stop() -> None:
            if self.advertiser is not None:
                await asyncio.to_thread(self.advertiser.close)
            if self.client is not None:
                await self.client.close()
            if self.server is not None:
                await self.server.close()
            if self.store is not None:
                self.store.close()

        if self.loop.is_running():
            future = self._call(stop())
            try:
                future.result(3)
            except Exception:  # noqa: BLE001 - closing: nothing more to do
                pass
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(3)
        self._timer.stop()


class HostLobbyDialog(FittedDialog):
    """Game ▸ Host a Network Game: the seats (the host's own, remote players', computers'), edition and house rules
    (the claims, and those of the family of games with the New Game dialog's :class:`~.newgame.HouseRulesBox`).

    :meth:`request` gives the ``create`` fields; the host's seat is a remote
    seat to the server (this window joins it like any other).
    """

    def __init__(self, parent: QWidget | None = None, players: int = 4):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a Network Game"))
        layout = QVBoxLayout(self)
        seats = QGroupBox(self.tr("Seats"), self)
        grid = QGridLayout(seats)
        for column, title in enumerate((self.tr("Name"), self.tr("Born"), self.tr("Who plays"), self.tr("Level"))):
            grid.addWidget(QLabel(f"<b>{title}</b>", seats), 0, column)
        self.rows: list[tuple[QLineEdit, QDateEdit, QComboBox, QComboBox]] = []
        defaults = ["", "Ann", "Ben", "Chloe", "Dan", "Eve"]
        for i in range(6):
            name = QLineEdit(defaults[i], seats)
            born = QDateEdit(QDate(1970 + 7 * i, 1 + i, 3 + 4 * i), seats)
            born.setDisplayFormat("yyyy-MM-dd")
            kind = QComboBox(seats)
            kind.addItem(self.tr("You, at this screen"), "here")
            kind.addItem(self.tr("A remote player"), "remote")
            kind.addItem(self.tr("A computer"), "computer")
            kind.addItem(self.tr("Nobody"), "none")
            kind.setCurrentIndex(0 if i == 0 else 1 if i < 2 else 2 if i < players else 3)
            level = QComboBox(seats)
            for lvl in BOT_LEVELS:
                level.addItem(lvl, lvl)
            level.setCurrentText("basic")
            for column, widget in enumerate((name, born, kind, level)):
                grid.addWidget(widget, i + 1, column)
            kind.currentIndexChanged.connect(self._refresh)
            name.textChanged.connect(self._refresh)
            self.rows.append((name, born, kind, level))
        self.rows[0][0].setPlaceholderText(self.tr("Your name"))
        layout.addWidget(seats)
        rules = QGroupBox(self.tr("Edition and house rules"), self)
        form = QFormLayout(rules)
        self.edition = QComboBox(rules)
        self.edition.addItem(self.tr("Classic (francs)"), "classic")
        self.edition.addItem(self.tr("Italian (lire)"), "italian")
        form.addRow(self.tr("Edition:"), self.edition)
        self.manual_claims = QCheckBox(self.tr("Players claim lucky-number and birthday money themselves"), rules)
        form.addRow(self.manual_claims)
        self.grace = QDoubleSpinBox(rules)
        self.grace.setDecimals(0)
        self.grace.setRange(0, 3600)
        self.grace.setValue(60)
        self.grace.setSuffix(self.tr(" s"))
        form.addRow(self.tr("A player who leaves is waited for:"), self.grace)
        self.stand_in = QComboBox(rules)
        for lvl in BOT_LEVELS:
            self.stand_in.addItem(lvl, lvl)
        self.stand_in.setCurrentText("basic")
        form.addRow(self.tr("Then a computer plays for them:"), self.stand_in)
        self.spectators = QCheckBox(self.tr("Spectators may watch"), rules)
        form.addRow(self.spectators)
        layout.addWidget(rules)
        self.house_rules = HouseRulesBox(self, match=False)
        """The house rules of the family, in the New Game dialog's words (a network game is one year: no match)."""
        layout.addWidget(self.house_rules)
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #a02020")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the Game"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._refresh()

    @Slot()
    def _refresh(self) -> None:
        for name, born, kind, level in self.rows:
            used = kind.currentData() != "none"
            name.setEnabled(used)
            born.setEnabled(used)
            level.setEnabled(kind.currentData() == "computer")
        if hasattr(self, "house_rules"):  # the bets are ticked by seated player, teams need four or six
            self.house_rules.set_seats([name for name, _, _, _ in self._seated()])

    def _seated(self) -> list[tuple[str, date, str, str]]:
        return [(name.text().strip(), cast(date, born.date().toPython()), kind.currentData(), level.currentData())
                for name, born, kind, level in self.rows if kind.currentData() != "none"]

    def problem_text(self) -> str:
        """Why the lobby cannot open the game as it is (empty: it can)."""
        seated = self._seated()
        if [k for _, _, k, _ in seated].count("here") != 1:
            return self.tr("Exactly one seat is yours, at this screen.")
        if not 2 <= len(seated) <= 6:
            return self.tr("A game is for 2 to 6 players.")
        if any(not name for name, _, _, _ in seated):
            return self.tr("Every player needs a name.")
        return ""

    @Slot()
    def _accept(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        if not problem:
            self.accept()

    def request(self) -> tuple[dict[str, Any], int]:
        """The ``create`` fields of the game as set, and the host's own seat index."""
        seated = self._seated()
        setup = Setup(tuple(PlayerProfile(name, born) for name, born, _, _ in seated), today=date.today(),
                      claims="manual" if self.manual_claims.isChecked() else None,
                      variants=self.house_rules.variants())
        seats = [{"kind": "computer", "level": level} if kind == "computer" else {"kind": "remote"}
                 for _, _, kind, level in seated]
        mine = [k for _, _, k, _ in seated].index("here")
        return ({"setup": setup.to_json(), "seats": seats, "edition": self.edition.currentData(),
                 "grace": float(self.grace.value()), "stand_in": self.stand_in.currentData(),
                 "spectators": self.spectators.isChecked()}, mine)


def invitation_text(created: dict[str, Any], names: Sequence[str], address: str, mine: int) -> str:
    """The lines the host sends each remote player: the address and that player's own code."""
    lines = []
    for entry in created["codes"]:
        if entry["seat"] != mine:
            lines.append(f"{names[entry['seat']]}: {address}  {entry['code']}")
    if created.get("spectators"):
        lines.append(f"*: {address}  {created['spectators']}")
    return "\n".join(lines)


class JoinDialog(FittedDialog):
    """Game ▸ Join a Network Game: the games offered on the local network, or an address and a code typed or pasted.

    Args:
        browse: look for games on the local network (``zeroconf``); False in tests without multicast.
    """

    def __init__(self, parent: QWidget | None = None, browse: bool = True):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a Network Game"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Games on this network:"), self))
        self.offers = QListWidget(self)
        self.offers.itemSelectionChanged.connect(self._offer_chosen)
        layout.addWidget(self.offers)
        self.searching = QLabel(self.tr("Looking for games…"), self)
        layout.addWidget(self.searching)
        form = QFormLayout()
        self.address = QLineEdit(self)
        self.address.setPlaceholderText("ws://192.0.2.10:8765")
        form.addRow(self.tr("Address:"), self.address)
        self.code = QLineEdit(self)
        self.code.setPlaceholderText(self.tr("the code the host gave you"))
        form.addRow(self.tr("Invitation code:"), self.code)
        layout.addLayout(form)
        paste_hint = QLabel(self.tr("You may paste the host's whole line (address and code) into the address."), self)
        paste_hint.setWordWrap(True)
        layout.addWidget(paste_hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._typed = 0
        self.address.textChanged.connect(self._split_pasted)
        self.browser: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self._poll)
        if browse:
            try:
                from ..net.discovery import Browser

                self.browser = Browser()
            except OSError:
                self.searching.setText(self.tr("The local network cannot be searched here: type the address."))
            else:
                self._timer.start()
        else:
            self.searching.setText("")

    def set_offers(self, offers: Sequence[Any]) -> None:
        """Show these offers (:class:`~gameofyear.net.discovery.Offer`), keeping the one chosen."""
        chosen = self.offers.currentItem().data(256) if self.offers.currentItem() else None
        self.offers.clear()
        for offer in offers:
            item = QListWidgetItem(self.tr("%1 — %n seat(s) open — %2", "", offer.open_seats)
                                   .replace("%1", offer.title).replace("%2", offer.url), self.offers)
            item.setData(256, offer.url)
            if offer.url == chosen:
                item.setSelected(True)

    @Slot()
    def _poll(self) -> None:
        if self.browser is not None:
            offers = self.browser.offers()
            self.searching.setText(self.tr("Looking for games…") if not offers else "")
            self.set_offers(offers)

    @Slot()
    def _offer_chosen(self) -> None:
        item = self.offers.currentItem()
        if item is not None:
            self.address.setText(item.data(256))

    @Slot(str)
    def _split_pasted(self, text: str) -> None:
        grown, self._typed = len(text) - self._typed, len(text)
        if grown > 1:  # pasted at once (typed by hand, the line is split when the dialog is accepted)
            self._split(text)

    def _split(self, text: str) -> None:
        """Put a whole line of the host's (``Name: ws://host:port  code``) into the address and the code."""
        parts = text.split()
        if len(parts) >= 2 and "://" in parts[-2]:
            self.address.setText(parts[-2])
            self.code.setText(parts[-1])

    def choice(self) -> tuple[str, str]:
        """The server's URL (``ws://`` added when missing) and the invitation code."""
        if len(self.address.text().split()) >= 2:
            self._split(self.address.text())
        address = self.address.text().strip()
        if address and "://" not in address:
            address = "ws://" + address
        return address, self.code.text().strip()

    @Slot()
    def _accept(self) -> None:
        url, code = self.choice()
        if url and code:
            self.accept()

    def done(self, result: int) -> None:
        """Close the dialog with ``result`` (Qt's), and stop looking for games on the network."""
        self._timer.stop()
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        super().done(result)


class NetworkGameWindow(QMainWindow):
    """A game played over the network in its own window: the same board, machine, players, log, dialogs and results.

    The window shows only what the server sent this seat: its own observation
    and decisions and the public events. It plays each update's events as the
    window at home does (the log's lines, the machine spinning to the sector
    the server drew, pawns sliding, cards), then shows the standings and asks
    this seat's decision with the same dialog as at home; the answer goes to
    the server in the notation, with the number of actions the decision was
    asked at, so that an answer to a decision that is no longer pending is
    refused (``stale``) and asked again, never played on another decision. At
    the end of the year the results open with their charts.

    Updates that arrive while one is being shown wait their turn; when several
    wait, or a reconnection brings a long history, they are shown at once
    (no animation). Undo is not offered: everybody at the table has seen the
    move (see ``docs/PROTOCOL.md``).

    Args:
        session: the network session (already joining or hosting), or any object with the
            same ``frame`` and ``status`` signals and ``act(text, at, ref)`` and ``close()``.
        texts: the words of the game's edition in the player's language
            (``texts.content`` gives its rules).
        speed: the animation duration factor (1 normal, 0 instant; None: the player's settings).
    """

    year_over = Signal()
    """The year is over: the results are on screen (a host's window forgets its note of the game)."""

    CATCH_UP = 120
    """A batch of more events than this (coming back, or joining late) is shown at once."""

    def __init__(self, session: Any, texts: Texts, parent: QWidget | None = None, speed: float | None = None):
        super().__init__(parent)
        self.session = session
        self.texts = texts
        self.content: Content = texts.content
        if speed is None:
            from .settings import Settings

            speed = Settings().speed_factor
        self.speed = speed
        self.settings: Any = None
        """The player's settings, where View ▸ Language remembers its choice (None: not remembered)."""
        self.resize(1400, 860)
        self.names: tuple[str, ...] = ()
        self.colours: tuple[QColor, ...] = ()
        self.setup: Setup | None = None
        self.seat: int | None = None
        self.seat_kinds: list[dict[str, Any]] = []
        self.panel: Any = None
        self.scene: Any = None
        self.board_view: Any = None
        self.machine: Any = None
        self.banner: Any = None
        self.peek: Any = None
        self.decision: Decision | None = None
        """The decision of this seat now asked (None: none, or answered and sent)."""
        self.dialog: Any = None
        """The decision's dialog on screen (in :attr:`decision_panel`), or None."""
        self.decision_panel: Any = None
        """Where this seat's decisions are asked, under the board (:class:`~.decisionpanel.DecisionPanel`)."""
        self.board_answers: Any = None
        """The squares the decision asked can reach, lit on the board (:class:`~.boardanswers.BoardAnswers`)."""
        self.table_view: Any = None
        """The board, the machine, the decision panel and the players, placed for the window's size."""
        self.entry_box: QMessageBox | None = None
        """The almanac entry of the square last clicked (open without blocking: the game goes on), or None."""
        self.decision_at = -1
        """The number of actions the game had when :attr:`decision` was asked (sent with the answer)."""
        self.decision_turn = -1
        self.observation: Any = None
        """This seat's latest observation shown."""
        self.outcome: Any = None
        """The game's :class:`~gameofyear.engine.game.Outcome` once the year is over."""
        self.outcome_shown = False
        self.results_dialog: Any = None
        """The results (:class:`~gameofyear.ui.results.ResultsDialog`) once the year is over."""
        self.review_dialog: Any = None
        self.events: list[Any] = []
        """Every public event shown so far, in order (decoded)."""
        self.events_seen = 0
        self.pledges_declined = False
        """This player asked to offer no days without being asked, for the rest of the game."""
        self.lost_connection = False
        """The connection went away since it was last open (the window says so when it is back)."""
        self._last: tuple[Any, Any, int] | None = None
        self._updates: deque[dict[str, Any]] = deque()
        self._group: QSequentialAnimationGroup | None = None
        self._card: QWidget | None = None
        self._card_again: Callable[[], None] | None = None
        self._spoken = current_language()
        self._connection_words: Words = ""
        self._turn_words: Words = ""
        self.claims: tuple[Any, ...] = ()
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
        self.claim_button.clicked.connect(self._claim)
        self.claim_button.hide()
        self.invitations = QPlainTextEdit()
        """The lines the host sends the remote players (hosting only)."""
        self.invitations.setReadOnly(True)
        self.invitations.hide()
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
        session.frame.connect(self._frame)
        session.status.connect(self._status)

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
        self.spin_action.triggered.connect(self._spin)
        menu.addAction(self.spin_action)
        self.addAction(self.spin_action)
        self.ask_pledges_action = QAction(self)
        self.ask_pledges_action.setEnabled(False)
        self.ask_pledges_action.triggered.connect(self.ask_pledges_again)
        menu.addAction(self.ask_pledges_action)
        menu.addSeparator()
        self.review_action = QAction(self)
        self.review_action.setEnabled(False)
        self.review_action.triggered.connect(lambda: self.show_year_review())
        menu.addAction(self.review_action)
        menu.addSeparator()
        self.leave_action = QAction(self)
        """Game ▸ Leave the Network Game (Ctrl+W, also while a decision's dialog is open)."""
        self.leave_action.setShortcut(QKeySequence.StandardKey.Close)
        self.leave_action.triggered.connect(self.close)
        menu.addAction(self.leave_action)
        self.view_menu = self.menuBar().addMenu("")
        self.language_menu = LanguageMenu(self, self.set_language, self.texts.language)
        """View ▸ Language, as at home (:class:`~.language.LanguageMenu`)."""
        self.view_menu.addMenu(self.language_menu)
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
        changed = change_language(language, self.settings)
        if not changed and self.texts.language != language:
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LanguageChange))
            changed = True
        self.language_menu.check(language)
        return changed

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
        language = current_language()
        spoken, self._spoken = self._spoken, language
        if self.setup is not None:
            self._seats(self.seat_kinds)
            if self._card_again is not None:
                self._card_again()
            self._ask_again()
            if spoken != language:
                self._tell(QCoreApplication.translate("MainWindow", "The game goes on in English."), heading=True)
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
        if self.panel is not None:
            self.panel.texts = texts
            self.scene.set_texts(texts)

    def _ask_again(self) -> None:
        """Ask the decision on screen again (in another language): the same decision, in the same panel."""
        if self.dialog is None or self.decision is None or self.observation is None:
            return
        decision, at = self.decision, self.decision_at
        self.decision, self.decision_turn = None, -1
        self._ask(decision, self.observation, at)

    def _set_connection(self, words: Words) -> None:
        """Say what the connection does (a function: written again after a language change)."""
        self._connection_words = words
        self.connection.setText(said(words))

    def _build_game_view(self, frame: dict[str, Any]) -> None:
        """The table as at home (:class:`~.tablelayout.TableView`): the board filling the window, the machine
        beside it, the decision panel and the log under the board, the players in a column (with the connection,
        the claims button and, for a host, the invitations)."""
        from .board import BoardScene, BoardView
        from .boardanswers import BoardAnswers
        from .decisionpanel import DecisionPanel
        from .machine import MachineWidget
        from .panel import LuckyPeekButton, PlayersPanel, TurnBanner
        from .tablelayout import TableView

        people = [i for i, s in enumerate(frame["seats"]) if s["kind"] == "remote"]
        self.scene = BoardScene(self.texts, self.colours, self)
        if self.setup is not None:  # a shorter game (house rule) ends before 31 December
            self.scene.set_last_day(last_day(self.setup.variants, self.content))
        self.scene.day_clicked.connect(self._day_clicked)
        self.board_answers = BoardAnswers(self.scene)
        self.board_view = BoardView(self.scene)
        self.machine = MachineWidget(self.content.edition.dial)
        self.machine.spin_requested.connect(self._spin)
        self.banner = TurnBanner()
        self.panel = PlayersPanel(self.texts, self.names, self.colours, people)
        self.peek = LuckyPeekButton()
        self.decision_panel = DecisionPanel()
        heading = _column(self.connection, self.banner, self.turn)
        players = _column(self.panel, self.invitations, stretch=True)
        foot = _column(self.claim_button, self.peek)
        self.table_view = TableView(self.board_view, self.machine, self.decision_panel, heading, players, foot,
                                    self.log, banner_in_compact=True)  # the connection's state stays in sight
        self.setCentralWidget(self.table_view)
        self._waiting = None  # replaced by the game view

    @property
    def spin_button(self) -> QPushButton:
        """The machine's Spin button (enabled when this seat must spin)."""
        if self.machine is None:
            return self._idle_spin
        return cast(QPushButton, self.machine.spin_button())

    def show_invitations(self, text: str) -> None:
        """Show the host the lines to send the remote players (address and code each).

        They show while a remote player is not here (their line is wanted), two
        lines high for each (five at most), and hide once everybody is here.
        """
        self.invitations.setPlainText(text)
        lines = max(2, min(5, 2 * len(text.splitlines())))  # a line of the host's may wrap in two
        self.invitations.setMaximumHeight(self.invitations.fontMetrics().lineSpacing() * lines + 14)
        self._show_invitations()

    def _show_invitations(self) -> None:
        remote = [s for i, s in enumerate(self.seat_kinds) if s.get("kind") == "remote" and i != self.seat]
        everybody_here = bool(self.seat_kinds) and all(s.get("presence") == "here" for s in remote)
        self.invitations.setVisible(bool(self.invitations.toPlainText()) and not everybody_here)

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
                self._tell(self.tr("The connection is back: the game goes on."), heading=True)
                self.statusBar().showMessage(self.tr("Reconnected to the game."), 8000)
        elif status.state == "reconnecting":
            if not self.lost_connection and self.setup is not None:
                self._tell(self.tr("The connection to the game was lost; reconnecting by itself…"))
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

    def _tell(self, text: Words, heading: bool = False) -> None:
        """Add a line to the log after the events still being shown (it tells what happens now)."""
        if self._group is None and not self._updates:
            self.log.add_line(text, heading=heading)
        else:
            self._updates.append({"type": "line", "text": text, "heading": heading})

    # ------------------------------------------------------------------ frames

    @Slot(dict)
    def _frame(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind == "welcome":
            self._welcome(frame)
        elif kind == "update" and self.setup is not None:
            self._updates.append(frame)
            self._play_next()
        elif kind == "seats":
            self._seats(frame.get("seats", []))
        elif kind == "error":
            self._refused(frame)

    def _welcome(self, frame: dict[str, Any]) -> None:
        if frame.get("edition") and frame["edition"] != self.content.edition.name:
            self.texts = game_words(None, frame["edition"], self.texts.language)
            self.content = self.texts.content
        self.setup = Setup.from_json(frame["setup"])
        self.seat = frame["seat"]
        self.names = tuple(p.name for p in self.setup.players)
        self.colours = tuple(QColor(theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1])
                             for i in range(len(self.names)))
        if self.panel is None:
            self._build_game_view(frame)
            manual = frame.get("claims") == "manual" and self.seat is not None
            self.claim_button.setVisible(manual)
            self.retranslate_ui()  # the title names this seat
        self._seats(frame.get("seats", []))

    def _seats(self, seats: list[dict[str, Any]]) -> None:
        """Say of each remote seat whether its person is here, away, or played by a computer meanwhile."""
        self.seat_kinds = seats
        self._show_invitations()
        if self.panel is None:
            return
        words = {"here": self.tr("person"), "away": self.tr("person, away"),
                 "computer": self.tr("a computer plays meanwhile")}
        for i, (card, seat) in enumerate(zip(self.panel.cards, seats)):
            if seat.get("kind") == "remote":
                text = self.tr("you") if i == self.seat else words.get(seat.get("presence", "here"), "")
                card.kind_label.setText(text)

    # ------------------------------------------------------------------ showing events

    def _play_next(self) -> None:
        """Show the next update waiting: its events as animations, then its standings and decision."""
        from ..engine.notation import decode
        from .telling import Step

        if self._group is not None:
            return
        while self._updates and self._updates[0].get("type") == "line":
            line = self._updates.popleft()
            self.log.add_line(line["text"], heading=line["heading"])
        if not self._updates:
            return
        frame = self._updates.popleft()
        start, raw = int(frame["from"]), frame["events"]
        fresh = [decode(e) for e in raw[max(0, self.events_seen - start):]]
        self.events_seen = max(self.events_seen, start + len(raw))
        self.events.extend(fresh)
        speed = self.speed if not self._updates_waiting() and len(fresh) <= self.CATCH_UP else 0.0
        group = QSequentialAnimationGroup(self)
        for event in fresh:
            self._add_event(group, event, speed)
        if "observation" in frame:
            group.addAnimation(Step(lambda: self._arrived(frame)))
        group.finished.connect(self._batch_shown)
        self._group = group
        group.start()

    def _updates_waiting(self) -> bool:
        """True when updates wait to be shown."""
        return any(frame.get("type") == "update" for frame in self._updates)

    @Slot()
    def _batch_shown(self) -> None:
        self._group = None
        QTimer.singleShot(0, self, self._play_next)

    def _add_event(self, group: QSequentialAnimationGroup, event: Any, speed: float) -> None:
        from ..engine import events as ev
        from .telling import Step, log_tellers

        assert self.scene is not None and self.machine is not None
        for line, heading in log_tellers([event], self.names, lambda: self.texts):
            group.addAnimation(Step(partial(self.log.add_line, line, heading=heading)))
        t = type(event)
        for animation in self.scene.pawn_animations(event, speed):
            group.addAnimation(animation)
        if t is ev.TurnStarted:
            player = event.player
            group.addAnimation(Step(lambda: self._turn_started(player)))
        elif t is ev.DialSpun:
            sector = event.sector
            group.addAnimation(Step(lambda: self.machine.spin_to(sector, speed), int(2300 * speed)))
        elif t is ev.CardDrawn and speed > 0:
            card, player = event.card, event.player
            group.addAnimation(Step(lambda: self._show_card(card, player), int(2600 * speed)))
            group.addAnimation(Step(self._hide_card))

    def _turn_started(self, player: int) -> None:
        self.scene.set_active_player(player)
        hint = (lambda: self.tr("your turn")) if player == self.seat else (lambda: self.tr("playing…"))
        self.banner.show_turn(self.names[player], self.colours[player], hint)

    def _show_card(self, card_id: str, player: int) -> None:
        from .dialogs import CardWidget

        self._hide_card()
        overlay = CardWidget(self.texts, card_id, self.names[player], self)
        overlay.adjustSize()
        from .board import show_over_board

        show_over_board(overlay, self.board_view, self)
        self._card = overlay
        self._card_again = partial(self._show_card, card_id, player)

    def _hide_card(self) -> None:
        self._card_again = None
        if self._card is not None:
            self._card.hide()
            self._card.deleteLater()
            self._card = None

    def _arrived(self, frame: dict[str, Any]) -> None:
        """The update's events are shown: the standings, this seat's claims and decision, the end."""
        from ..engine.game import Outcome
        from ..engine.notation import decode

        observation = decode(frame["observation"])
        self.observation = observation
        self.panel.refresh(observation)
        self.scene.set_positions([p.position for p in observation.players])
        self.scene.set_active_player(None if observation.finished else observation.active)
        self.claims = observation.claims
        self.claim_button.setEnabled(not observation.finished)
        if self.seat is not None:
            self.peek.set_owner(observation.lucky_number, self.names[self.seat])
        waiting = frame.get("waiting_for")
        self.turn.hide()  # who decides shows under the machine; this line tells the end of the year
        waiting_name = self.names[waiting] if waiting is not None else ""
        if waiting is not None and waiting != self.seat:
            self.machine.set_caption(lambda: self.tr("%1 is playing…").replace("%1", waiting_name))
        decision = decode(frame["decision"]) if frame.get("decision") else None
        at = int(frame["at"])
        self._last = (decision, observation, at)
        if frame.get("outcome"):
            data = frame["outcome"]
            self.outcome = Outcome(tuple(tuple(int(x) for x in row) for row in data["ranking"]),  # type: ignore[misc]
                                   int(data["first"]), None if data["second"] is None else int(data["second"]))
            self._ask(None, observation, at)
            self._finished()
            return
        self._ask(decision, observation, at)
        if waiting is not None and waiting != self.seat and self.dialog is None:
            self.decision_panel.set_idle_text(lambda: self.tr("%1 is playing…").replace("%1", waiting_name))

    # ------------------------------------------------------------------ decisions

    def _ask(self, decision: Decision | None, observation: Any, at: int) -> None:
        """Ask this seat ``decision`` (asked when the game had ``at`` actions), or close the question asked."""
        from ..engine.reach import observed_option_squares
        from .dialogs import DecisionContext, make_decision_dialog

        if decision is not None and decision == self.decision and observation.turn == self.decision_turn:
            self.decision_at = at  # the same question, the game only counted a claim meanwhile: keep its dialog
            return
        self.decision_at, self.decision_turn = at, observation.turn
        self._close_dialog()
        self.decision = decision
        spin = decision is not None and decision.kind is DecisionKind.SPIN
        self._set_spin_enabled(spin)
        if decision is None or self.setup is None or self.seat is None:
            return
        name = self.names[self.seat]
        self.banner.show_turn(name, self.colours[self.seat],
                              (lambda: self.tr("spin the machine (Space)")) if spin else (lambda: self.tr("your decision")))
        if spin:
            self.machine.set_caption(lambda: self.tr("%1, spin!").replace("%1", name))
            self.decision_panel.clear(lambda: QCoreApplication.translate(
                "MainWindow", "%1, spin the machine: click it or press Space.").replace("%1", name))
            return
        self.machine.set_caption("")
        if decision.kind is DecisionKind.PLEDGE and self.pledges_declined:
            self.decision = None
            self.session.act(action_text(decision, 0), at, "decision")
            return
        context = DecisionContext(self.texts, observation, self.names, self.colours, self.setup)
        dialog = make_decision_dialog(decision, context, self)
        dialog.addActions([self.leave_action])  # Ctrl+W works while it is open, as Ctrl+Q does at home
        dialog.accepted.connect(lambda: self._answered(dialog, decision))
        self.dialog = dialog
        self.decision_panel.show_decision(dialog)
        self.board_answers.light(decision, observed_option_squares(observation, self.content.edition, decision))

    @Slot(int)
    def _day_clicked(self, day: int) -> None:
        """A click on a square: a lit square answers the decision asked; any other square shows its almanac entry."""
        if self.board_answers is None or not self.board_answers.click(day, self.dialog):
            self.show_day(day)

    def show_day(self, day: int) -> QMessageBox:
        """Show a square's almanac entry in full, as at home, without blocking the game (:attr:`entry_box`)."""
        from .boardanswers import show_almanac_entry

        if self.entry_box is not None:
            self.entry_box.close()
            self.entry_box.deleteLater()
        self.entry_box = show_almanac_entry(self, self.texts, day, wait=False)
        return self.entry_box

    def _clear_decision(self, text: Words = "") -> None:
        """Take the decision off the panel (``text`` there instead) and the lit squares off the board."""
        if self.decision_panel is not None:
            self.decision_panel.clear(text)
            self.board_answers.clear()

    def _close_dialog(self) -> None:
        dialog, self.dialog = self.dialog, None
        self._clear_decision()
        if dialog is not None:
            dialog.hide()
            dialog.deleteLater()  # it may show this player's own lucky number: never keep it around

    def _answered(self, dialog: Any, decision: Decision) -> None:
        if self.dialog is not dialog:
            return
        self.dialog = None
        self.decision = None  # answered: the next update brings the next one
        self._clear_decision()
        if getattr(dialog, "stop_asking", False):
            self.pledges_declined = True
            self.ask_pledges_action.setEnabled(True)
            self.statusBar().showMessage(self.tr("You offer nothing from now on (Game ▸ Ask Again for Offers "
                                                 "of Days)."), 8000)
        self.session.act(action_text(decision, dialog.action), self.decision_at, "decision")
        dialog.deleteLater()

    @Slot()
    def ask_pledges_again(self) -> None:
        """Game ▸ Ask Again for Offers of Days: this player is asked again whether to offer days."""
        self.pledges_declined = False
        self.ask_pledges_action.setEnabled(False)
        self.statusBar().showMessage(self.tr("You will be asked again whether to offer days."), 6000)

    def _set_spin_enabled(self, enabled: bool) -> None:
        """Let this seat spin (the machine's button, a click on the dial, Space) or not."""
        self.machine.set_spin_enabled(enabled)
        self.spin_action.setEnabled(enabled)

    @Slot()
    def _spin(self) -> None:
        if self.decision is not None and self.decision.kind is DecisionKind.SPIN:
            self._set_spin_enabled(False)
            self.machine.setFocus()  # Space, pressed again, lands on no other button (Claim)
            self.decision = None
            self.session.act("spin", self.decision_at, "decision")

    @Slot()
    def _claim(self) -> None:
        """Claim each sum owed to this seat now (manual claims, RULINGS.md §4), or say there is none.

        A claim does not touch the decision asked: should it come too late
        (the pawn moved on meanwhile), the server refuses it and the window says
        so; the decision's dialog stays as it is.
        """
        if not self.claims or self.outcome is not None:
            self.statusBar().showMessage(self.tr("Nothing to claim right now."), 4000)
            return
        for claim in self.claims:
            self.session.act(f"claim {claim.id} by {claim.creditor}", None, "claim")
        self.claims = ()

    def _refused(self, frame: dict[str, Any]) -> None:
        """An action was refused: say why; a refused answer is asked again with the game as it now stands."""
        code, ref = frame.get("code"), frame.get("ref")
        if ref == "claim":
            self.statusBar().showMessage(self.tr("Too late to claim: the pawn has moved on."), 6000)
            return
        self.statusBar().showMessage(frame.get("message", ""), 8000)
        if ref != "decision" or code not in ("stale", "illegal", "not_your_turn") or self._last is None:
            return
        if self._group is not None or self._updates_waiting():
            return  # the update that tells how the game moved on is being shown: it asks what comes next
        decision, observation, at = self._last
        if self.decision is not None and self.decision == decision and self.decision_at == at:
            return  # the decision as it now stands is asked already
        self.decision, self.decision_turn = None, -1
        self._ask(decision, observation, at)

    # ------------------------------------------------------------------ the end

    def _finished(self) -> None:
        """The year is over: the winner under the machine, the ranking in the log, the results with their charts."""
        from .results import ResultsDialog, history_of_events

        outcome = self.outcome
        if outcome is None or self.outcome_shown:
            return
        self.outcome_shown = True
        self._set_spin_enabled(False)
        self.machine.set_caption("")
        self.claim_button.setEnabled(False)
        first = outcome.first
        self.banner.show_turn(self.names[first], self.colours[first], lambda: self.tr("reached the last day"))
        winner = self.names[outcome.ranking[0][1]]
        self._turn_words = lambda: self.tr("The year is over: %1 wins.").replace("%1", winner)
        self.turn.setText(said(self._turn_words))
        self.turn.show()
        self._clear_decision(self._turn_words)
        for place, player, tokens, money in outcome.ranking:
            line = partial(self._ranking_line, place, self.names[player], tokens, money)
            self.log.add_line(line, heading=place == 1)
        history = history_of_events(self.events, len(self.names), self.content)  # the whole year, joined late or not
        dialog = ResultsDialog(outcome, self.names, self.colours, history, self.content, self,
                               length=self.setup.variants.length if self.setup is not None else "year")
        dialog.new_game_button.hide()  # a new network game is the host's to open
        dialog.close_button.setDefault(True)
        dialog.review_button.show()
        dialog.review_requested.connect(lambda: self.show_year_review(dialog))
        self.review_action.setEnabled(True)
        self.results_dialog = dialog
        dialog.show()
        self.year_over.emit()

    def _ranking_line(self, place: int, name: str, tokens: int, money: int) -> str:
        """A line of the year's ranking in the log: "1. Ann: 5 token(s), 1 200 F"."""
        return (self.tr("%1. %2: %n token(s), %3", "", tokens).replace("%1", str(place)).replace("%2", name)
                .replace("%3", self.content.format_money(money)))

    def show_year_review(self, parent: QWidget | None = None) -> QDialog | None:
        """Open the year in review, told from the public events this window received.

        Returns:
            The dialog (open, not blocking), or None before the game has begun.
        """
        if self.setup is None:
            return None
        from .review import YearReviewDialog, chronicle_of_events

        told = chronicle_of_events(self.events, len(self.names), self.content, self.names)
        dialog = YearReviewDialog(told, self.names, self.colours, parent or self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_dialog = dialog
        dialog.show()
        return dialog

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """Closing the window closes the connection (and, for a host, its server)."""
        if self._group is not None:
            self._group.stop()
            self._group = None
        self._close_dialog()
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


def hosted_game_note(folder: Path | str) -> dict[str, Any] | None:
    """The host's note of the network game its window hosts (:data:`HOSTED_FILE` in ``folder``), or None.

    A note that cannot be read, or does not hold a game id, a seat, its code and a port, counts as none.
    """
    import json

    path = Path(folder) / HOSTED_FILE
    try:
        note = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(note, dict) or not all(isinstance(note.get(k), t) for k, t in
                                             (("game", str), ("code", str), ("seat", int), ("port", int))):
        return None
    return note


def keep_hosted_game_note(folder: Path | str, note: dict[str, Any] | None) -> None:
    """Write the host's note (:func:`hosted_game_note`), readable by this user only; None removes it.

    A note that cannot be written is logged: the game goes on, it only cannot be taken up again by itself.
    """
    import json
    import logging
    import os

    from ..saves.storage import SaveError, write_atomically

    path = Path(folder) / HOSTED_FILE
    try:
        if note is None:
            path.unlink(missing_ok=True)
            return
        write_atomically(path, json.dumps(note, indent=1).encode("utf-8"))
        os.chmod(path, 0o600)  # the invitation codes are the host's to pass on
    except (OSError, SaveError) as exc:
        logging.getLogger(__name__).warning("the note of the hosted game cannot be kept: %s", exc)


def unfinished_hosted_game(db: Path | str, note: dict[str, Any] | None) -> bool:
    """True when the store ``db`` holds the noted game and its year is not over."""
    if note is None or not Path(db).exists():
        return False
    from ..net.store import Store

    try:
        store = Store(str(db))
    except Exception:  # noqa: BLE001 - a store that cannot be opened holds no game to take up
        return False
    try:
        return not store.game(note["game"]).finished
    except (KeyError, ValueError):
        return False
    finally:
        store.close()


def host_network_game(window: QWidget, folder: Any = None, db: Any = None,
                      speed: float | None = None) -> NetworkGameWindow | None:
    """Game ▸ Host a Network Game: take up the game this window hosts if its year is not over, else the lobby.

    When a hosted game is not over (its note beside the store, :data:`HOSTED_FILE`),
    the host is asked whether to take it up again (:func:`resume_hosted_game`)
    or to host a new one.

    Args:
        window: the main window (the lobby's parent).
        folder: a house almanac, as for the game at home.
        db: the in-process server's store (default: ``network-games.sqlite3`` in the data folder).
        speed: the animation duration factor (None: the player's settings).

    Returns:
        The game's window, or None when cancelled.
    """
    from .settings import data_folder

    speed = _speed_of(window) if speed is None else speed
    db_path = Path(db) if db is not None else data_folder() / "network-games.sqlite3"
    note = hosted_game_note(db_path.parent)
    if unfinished_hosted_game(db_path, note):
        assert note is not None
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("NetworkGameWindow",
                                                                                "Host a Network Game"),
                          QCoreApplication.translate("NetworkGameWindow", "The network game you host (%1) is not "
                                                     "over. Take it up again? The remote players' windows come "
                                                     "back to it by themselves.")
                          .replace("%1", list_in_words(note.get("names", []))), QMessageBox.StandardButton.Cancel, window)
        resume = box.addButton(QCoreApplication.translate("NetworkGameWindow", "Take It Up Again"),
                               QMessageBox.ButtonRole.AcceptRole)
        fresh = box.addButton(QCoreApplication.translate("NetworkGameWindow", "Host a New Game"),
                              QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(resume)
        box.exec()
        if box.clickedButton() is resume:
            return resume_hosted_game(note, db_path, folder, speed)
        if box.clickedButton() is not fresh:
            return None
    lobby = HostLobbyDialog(window)
    if lobby.exec() != QDialog.DialogCode.Accepted:
        return None
    request, mine = lobby.request()
    return start_hosting(request, mine, db_path, folder, speed)


def start_hosting(request: dict[str, Any], mine: int, db: Path | str, folder: Any = None, speed: float | None = None,
                  host: str = "0.0.0.0", port: int = HOST_PORT, advertise: bool = True) -> NetworkGameWindow:
    """Host the game the lobby set: a server in this process, the host's window in its own seat, the invitations.

    The host's note of the game is kept beside the store (:data:`HOSTED_FILE`) so that the window, opened
    again, can take the game up again (:func:`resume_hosted_game`).

    Args:
        request: the ``create`` fields (:meth:`HostLobbyDialog.request`); mine: the host's own seat.
        db: the in-process server's store.
        folder: a house almanac, as for the game at home.
        speed: the animation duration factor (None: the player's settings).
        host, port: where the server listens (``port`` taken: any free one).
        advertise: offer the game on the local network (zeroconf).

    Returns:
        The game's window (shown).
    """
    db_path = Path(db)
    session = NetworkSession()
    game_window = NetworkGameWindow(session, game_words(folder, request["edition"]), speed=speed)
    names = [p["name"] for p in request["setup"]["players"]]

    def created(frame: dict[str, Any]) -> None:
        code = next(c["code"] for c in frame["codes"] if c["seat"] == mine)
        keep_hosted_game_note(db_path.parent, {"game": frame["game"], "seat": mine, "code": code,
                                               "port": session.port, "names": names, "created": frame,
                                               "edition": request["edition"]})
        session.join(f"ws://127.0.0.1:{session.port}", code)
        game_window.show_invitations(invitation_text(frame, names, f"ws://{local_address()}:{session.port}", mine))

    _hosting(session, game_window, db_path)
    session.created.connect(created)
    title = QCoreApplication.translate("NetworkGameWindow", "%1's game").replace("%1", names[mine])
    session.host(request, str(db_path), host=host, port=port, advertise=title if advertise else None)
    game_window.show()
    return game_window


def resume_hosted_game(note: dict[str, Any], db: Path | str, folder: Any = None, speed: float | None = None,
                       host: str = "0.0.0.0", advertise: bool = True) -> NetworkGameWindow:
    """Take up again the network game this window hosts: its server on the same port, the host in its own seat.

    The server resumes the game from its store exactly where it stood; the
    remote players' windows, which kept trying, come back by themselves (the
    port is the one they knew when it is free; otherwise the window shows the
    new invitation lines to send).

    Args:
        note: the host's note (:func:`hosted_game_note`).
        db: the in-process server's store.
        folder: a house almanac, as for the game at home.
        speed: the animation duration factor (None: the player's settings).
        host: the address to listen on.
        advertise: offer the game on the local network (zeroconf).

    Returns:
        The game's window (shown).
    """
    db_path = Path(db)
    session = NetworkSession()
    game_window = NetworkGameWindow(session, game_words(folder, note.get("edition") or "classic"), speed=speed)
    names = [str(n) for n in note.get("names", [])]

    def listening(port: int) -> None:
        session.join(f"ws://127.0.0.1:{port}", note["code"])
        if port != note["port"]:
            keep_hosted_game_note(db_path.parent, {**note, "port": port})
            game_window.statusBar().showMessage(
                QCoreApplication.translate("NetworkGameWindow",
                                           "The game's port was taken: send the remote players their new lines."),
                15000)
        created = note.get("created")
        if isinstance(created, dict) and names:
            game_window.show_invitations(invitation_text(created, names, f"ws://{local_address()}:{port}",
                                                         note["seat"]))

    _hosting(session, game_window, db_path)
    session.listening.connect(listening)
    title = QCoreApplication.translate("NetworkGameWindow", "%1's game").replace(
        "%1", names[note["seat"]] if note["seat"] < len(names) else "?")
    open_seats = max(0, len(note.get("created", {}).get("codes", [])) - 1)
    session.host(None, str(db_path), host=host, port=note["port"], advertise=title if advertise else None,
                 open_seats=open_seats)
    game_window.show()
    return game_window


def _hosting(session: NetworkSession, game_window: NetworkGameWindow, db_path: Path) -> None:
    """What a host's window does besides playing: say why hosting failed, forget the game once its year is over."""
    session.failed.connect(lambda why: game_window.connection.setText(why))
    game_window.year_over.connect(lambda: keep_hosted_game_note(db_path.parent, None))


def join_network_game(window: QWidget, folder: Any = None, edition: str = "classic",
                      speed: float | None = None) -> NetworkGameWindow | None:
    """Game ▸ Join a Network Game: the join dialog, then the game's window.

    Args:
        window: the main window (the dialog's parent).
        folder: a house almanac, as for the game at home.
        edition: the edition loaded until the server says which the game has.
        speed: the animation duration factor (None: the player's settings).

    Returns:
        The game's window, or None when the dialog was cancelled.
    """
    speed = _speed_of(window) if speed is None else speed
    dialog = JoinDialog(window)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    url, code = dialog.choice()
    session = NetworkSession()
    game_window = NetworkGameWindow(session, game_words(folder, edition), speed=speed)
    session.join(url, code)
    game_window.show()
    return game_window


def game_words(folder: Any, edition: str, language: str | None = None) -> Texts:
    """The rules of ``edition`` (of the house almanac ``folder``, or the game's own) and their words.

    Args:
        language: the words' language (None: the interface's, :func:`~.language.current_language`).

    Raises:
        ContentError: the content cannot be used.
    """
    from ..content import load_content, load_texts

    return load_texts(load_content(folder, edition=edition), language or current_language())


def _speed_of(window: QWidget) -> float | None:
    """The animation speed of the main window's settings (None: the window has none)."""
    settings = getattr(window, "settings", None)
    return None if settings is None else float(settings.speed_factor)


def local_address() -> str:
    """This machine's address as the local network knows it by its name, else 127.0.0.1."""
    import socket

    try:
        return str(socket.gethostbyname(socket.gethostname()))
    except OSError:
        return "127.0.0.1"
