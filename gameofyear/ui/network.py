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
import queue
import threading
from collections.abc import Sequence
from datetime import date
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QDate, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QColor
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
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
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
from ..net.client import GameClient, Status
from . import theme

POLL_MS = 30
"""How often the GUI thread empties the queue of what the network thread received (milliseconds)."""

KINDS = ("here", "remote", "computer")
"""A lobby seat: the host at this screen, a remote player (with an invitation code), a computer player."""


class NetworkSession(QObject):
    """The network side of one window: a client (and, hosting, a server) on a worker thread.

    Signals:
        frame(dict): a frame received by the client (on the GUI thread).
        status(object): a :class:`~gameofyear.net.client.Status` of the connection (on the GUI thread).
        created(dict): the host's game was created (the ``created`` frame).
        failed(str): hosting or joining could not start (why).
    """

    frame = Signal(dict)
    status = Signal(object)
    created = Signal(dict)
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

    def host(self, request: dict[str, Any], db: str, host: str = "0.0.0.0", port: int = 0,
             advertise: str | None = None) -> None:
        """Start a server in this process (the same as ``gameofyear serve``) and create the host's game on it.

        Args:
            request: the ``create`` fields (see :meth:`~gameofyear.net.server.GameServer.create_game`).
            db: the server's SQLite store.
            host, port: where the server listens.
            advertise: offer the game on the local network under this title (None: do not).

        The ``created`` signal follows, or ``failed``.
        """
        from ..net.protocol import FrameError
        from ..net.server import GameServer
        from ..net.store import Store

        async def start() -> None:
            try:
                self.store = Store(db)
                self.server = GameServer(self.store)
                self.port = await self.server.start(host, port)
                created = self.server.create_game(request)
            except (OSError, FrameError, ValueError) as exc:
                self._inbox.put(("failed", str(exc)))
                return
            self._inbox.put(("created", created))
            if advertise is not None:
                from ..net.discovery import Advertiser, service_info

                info = service_info(advertise, self.port, [local_address()], max(0, len(created["codes"]) - 1))
                try:  # zeroconf's blocking calls run off the event loop
                    self.advertiser = await asyncio.to_thread(Advertiser, info)
                except OSError as exc:
                    self._inbox.put(("failed", str(exc)))

        self._call(start())

    def act(self, text: str) -> None:
        """Send an action (notation) for this window's seat."""
        client = self.client
        if client is not None:
            self._call(client.act(text))

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


class HostLobbyDialog(QDialog):
    """Game ▸ Host a Network Game: the seats (the host's own, remote players', computers'), edition and house rules.

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
                      claims="manual" if self.manual_claims.isChecked() else None)
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


class JoinDialog(QDialog):
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
            item = QListWidgetItem(self.tr("%1 — %2 seat(s) open — %3").replace("%1", offer.title)
                                   .replace("%2", str(offer.open_seats)).replace("%3", offer.url), self.offers)
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
        parts = text.split()
        if len(parts) >= 2 and "://" in parts[-2]:
            self.address.setText(parts[-2])
            self.code.setText(parts[-1])

    def choice(self) -> tuple[str, str]:
        """The server's URL (``ws://`` added when missing) and the invitation code."""
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
    """A game played over the network in its own window: the board, the players, the log, the decisions' dialogs.

    The window shows only what the server sent this seat: its own observation
    and decisions and the public events; each decision opens the same dialog
    as at home, and the answer goes to the server in the notation.

    Args:
        session: the network session (already joining or hosting).
        texts: the words of the game's edition in the player's language
            (``texts.content`` gives its rules).
    """

    def __init__(self, session: NetworkSession, texts: Texts, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.texts = texts
        self.content: Content = texts.content
        self.setWindowTitle(self.tr("Network Game"))
        self.resize(1400, 800)
        self.names: tuple[str, ...] = ()
        self.colours: tuple[QColor, ...] = ()
        self.setup: Setup | None = None
        self.seat: int | None = None
        self.panel: Any = None
        self.scene: Any = None
        self.board_view: Any = None
        self.decision: Decision | None = None
        self.dialog: Any = None
        self.decision_at = -1
        self.outcome_shown = False
        self._last: tuple[Any, Any, int] | None = None
        self.events_seen = 0
        central = QWidget(self)
        self.layout_ = QHBoxLayout(central)
        side = QVBoxLayout()
        self.connection = QLabel(self.tr("Connecting…"), central)
        side.addWidget(self.connection)
        self.turn = QLabel("", central)
        side.addWidget(self.turn)
        self.spin_button = QPushButton(self.tr("Spin the Machine"), central)
        self.spin_button.setEnabled(False)
        self.spin_button.clicked.connect(self._spin)
        side.addWidget(self.spin_button)
        self.claim_button = QPushButton(self.tr("Claim What Is Owed to Me"), central)
        self.claim_button.setEnabled(False)
        self.claim_button.clicked.connect(self._claim)
        side.addWidget(self.claim_button)
        self.claims: tuple[Any, ...] = ()
        self.side = side
        self.layout_.addLayout(side, 1)
        from .panel import LogView

        self.log = LogView(central)
        self.layout_.addWidget(self.log, 2)
        self.invitations = QPlainTextEdit(central)
        self.invitations.setReadOnly(True)
        self.invitations.hide()
        side.addWidget(self.invitations)
        self.setCentralWidget(central)
        session.frame.connect(self._frame)
        session.status.connect(self._status)

    def show_invitations(self, text: str) -> None:
        """Show the host the lines to send the remote players (address and code each)."""
        self.invitations.setPlainText(text)
        self.invitations.show()

    @Slot(object)
    def _status(self, status: Status) -> None:
        if status.state == "connected":
            self.connection.setText(self.tr("Connected"))
        elif status.state == "reconnecting":
            self.connection.setText(self.tr("Connection lost: reconnecting in %1 s (attempt %2)…")
                                    .replace("%1", f"{status.delay:.1f}").replace("%2", str(status.attempt)))
        elif status.state == "refused":
            self.connection.setText(self.tr("The server refused: %1").replace("%1", status.reason))
        elif status.state == "connecting":
            self.connection.setText(self.tr("Connecting…"))

    @Slot(dict)
    def _frame(self, frame: dict[str, Any]) -> None:
        from ..engine.notation import decode
        from .mainwindow import log_lines
        from .panel import PlayersPanel

        kind = frame.get("type")
        if kind == "welcome":
            if frame.get("edition") and frame["edition"] != self.content.edition.name:
                from ..content import load_content, load_texts

                self.texts = load_texts(load_content(edition=frame["edition"]), self.texts.language)
                self.content = self.texts.content
            self.setup = Setup.from_json(frame["setup"])
            self.seat = frame["seat"]
            self.names = tuple(p.name for p in self.setup.players)
            self.colours = tuple(QColor(theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1])
                                 for i in range(len(self.names)))
            if self.panel is None:
                from .board import BoardScene, BoardView

                humans = [i for i, s in enumerate(frame["seats"]) if s["kind"] == "remote"]
                self.panel = PlayersPanel(self.texts, self.names, self.colours, humans, self)
                self.side.insertWidget(0, self.panel)
                self.scene = BoardScene(self.texts, self.colours, self)
                self.board_view = BoardView(self.scene)
                self.layout_.insertWidget(0, self.board_view, 4)
        elif kind == "update" and self.setup is not None:
            start, events = int(frame["from"]), frame["events"]
            fresh = [decode(e) for e in events[max(0, self.events_seen - start):]]
            self.events_seen = max(self.events_seen, start + len(events))
            for text, heading in log_lines(fresh, self.names, self.texts):
                self.log.add_line(text, heading=heading)
            if "observation" in frame:
                observation = decode(frame["observation"])
                self.panel.refresh(observation)
                self.scene.set_positions([p.position for p in observation.players])
                self.scene.set_active_player(observation.active)
                self.claims = observation.claims
                self.claim_button.setEnabled(bool(self.claims) and not observation.finished)
                waiting = frame.get("waiting_for")
                self.turn.setText("" if waiting is None else self.tr("%1 decides").replace("%1", self.names[waiting]))
                decision = decode(frame["decision"]) if frame.get("decision") else None
                if frame.get("outcome"):
                    first = self.names[frame["outcome"]["ranking"][0][1]]
                    self.turn.setText(self.tr("The year is over: %1 wins.").replace("%1", first))
                    if not self.outcome_shown:
                        self.outcome_shown = True
                        for place, player, tokens, money in frame["outcome"]["ranking"]:
                            self.log.add_line(self.tr("%1. %2: %3 token(s), %4").replace("%1", str(place))
                                              .replace("%2", self.names[player]).replace("%3", str(tokens))
                                              .replace("%4", self.content.format_money(money)), heading=place == 1)
                self._last = (decision, observation, int(frame["at"]))
                self._ask(decision, observation, int(frame["at"]))
        elif kind == "error":
            self.statusBar().showMessage(frame.get("message", ""), 8000)
            if self._last is not None and frame.get("code") in ("stale", "illegal", "not_your_turn"):
                self.decision, self.decision_at = None, -1  # the answer was refused: ask again
                self._ask(*self._last)

    def _ask(self, decision: Decision | None, observation: Any, at: int) -> None:
        from .dialogs import DecisionContext, make_decision_dialog

        if decision == self.decision and at == self.decision_at:
            return
        self.decision_at = at
        if self.dialog is not None:
            self.dialog.hide()
            self.dialog.deleteLater()
            self.dialog = None
        self.decision = decision
        self.spin_button.setEnabled(decision is not None and decision.kind is DecisionKind.SPIN)
        if decision is None or decision.kind is DecisionKind.SPIN or self.setup is None:
            return
        context = DecisionContext(self.texts, observation, self.names, self.colours, self.setup)
        dialog = make_decision_dialog(decision, context, self)
        dialog.accepted.connect(lambda: self._answered(dialog, decision))
        self.dialog = dialog
        dialog.show()

    def _answered(self, dialog: Any, decision: Decision) -> None:
        if self.dialog is dialog:
            self.dialog = None
            self.decision = None  # answered: the next update brings the next one
            self.session.act(action_text(decision, dialog.action))
            dialog.deleteLater()

    @Slot()
    def _spin(self) -> None:
        if self.decision is not None and self.decision.kind is DecisionKind.SPIN:
            self.spin_button.setEnabled(False)
            self.decision = None
            self.session.act("spin")

    @Slot()
    def _claim(self) -> None:
        """Claim each sum owed to this seat (manual claims, RULINGS.md §4)."""
        for claim in self.claims:
            self.session.act(f"claim {claim.id} by {claim.creditor}")
        self.claim_button.setEnabled(False)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """Closing the window closes the connection (and, for a host, its server)."""
        self.session.close()
        super().closeEvent(event)


def host_network_game(window: QWidget, folder: Any = None, db: Any = None, *,
                      language: str = "en") -> NetworkGameWindow | None:
    """Game ▸ Host a Network Game: the lobby, then the host's own window of the game.

    Args:
        window: the main window (the lobby's parent).
        folder: a house almanac, as for the game at home.
        db: the in-process server's store (default: ``network-games.sqlite3`` in the data folder).
        language: the language of the almanac's words in the game's window.

    Returns:
        The game's window, or None when the lobby was cancelled.
    """
    from ..content import load_content, load_texts
    from .app import data_folder

    lobby = HostLobbyDialog(window)
    if lobby.exec() != QDialog.DialogCode.Accepted:
        return None
    request, mine = lobby.request()
    content = load_content(folder, edition=request["edition"])
    session = NetworkSession()
    game_window = NetworkGameWindow(session, load_texts(content, language))
    names = [p["name"] for p in request["setup"]["players"]]

    def created(frame: dict[str, Any]) -> None:
        code = next(c["code"] for c in frame["codes"] if c["seat"] == mine)
        address = f"ws://{local_address()}:{session.port}"
        session.join(f"ws://127.0.0.1:{session.port}", code)
        game_window.show_invitations(invitation_text(frame, names, address, mine))

    session.created.connect(created)
    session.failed.connect(lambda why: game_window.connection.setText(why))
    session.host(request, str(db or data_folder() / "network-games.sqlite3"),
                 advertise=QCoreApplication.translate("NetworkGameWindow", "%1's game").replace("%1", names[mine]))
    game_window.show()
    return game_window


def join_network_game(window: QWidget, folder: Any = None, edition: str = "classic", *,
                      language: str = "en") -> NetworkGameWindow | None:
    """Game ▸ Join a Network Game: the join dialog, then the game's window.

    ``language`` is the language of the almanac's words in the game's window.

    Returns:
        The game's window, or None when the dialog was cancelled.
    """
    from ..content import load_content, load_texts

    dialog = JoinDialog(window)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    url, code = dialog.choice()
    session = NetworkSession()
    game_window = NetworkGameWindow(session, load_texts(load_content(folder, edition=edition), language))
    session.join(url, code)
    game_window.show()
    return game_window


def local_address() -> str:
    """This machine's address as the local network knows it by its name, else 127.0.0.1."""
    import socket

    try:
        return str(socket.gethostbyname(socket.gethostname()))
    except OSError:
        return "127.0.0.1"
