"""Network play's dialogs: the host's lobby (who sits where, the house rules) and the join dialog.

:func:`seat_invitations` writes the codes a host sends the remote players, :class:`InvitationBox` shows them.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from datetime import date
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QDate, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS
from ..engine.setup import PlayerProfile, Setup
from ..net.invitation import checker_problem, checker_url
from . import theme
from .newgame import HouseRulesBox
from .newgameseats import fit_whole, scrolling_body
from .screenfit import FittedDialog

INVITATION_LENGTH = 20
"""A text of fewer characters (without spaces and dashes) is a bare seat code, not an invitation code: the
host's window writes invitations of 54 characters or more (an earlier version's 45, 29 or more without a pin), a
seat's code has 14 (an older one 24)."""

KINDS = ("here", "remote", "computer")
"""A lobby seat: the host at this screen, a remote player (with an invitation code), a computer player."""


class HostLobbyDialog(FittedDialog):
    """Game ▸ Host a Network Game: the seats (the host's own, remote players', computers'), edition and house rules
    (the claims, and those of the family of games with the New Game dialog's :class:`~.newgame.HouseRulesBox`).

    :meth:`request` gives the ``create`` fields; the host's seat is a remote
    seat to the server (this window joins it like any other).
    """

    def __init__(self, parent: QWidget | None = None, players: int = 4, settings: Any = None):
        from .newgameparts import (
            birth_date_edit,
            default_level,
            edition_label,
            level_label,
            on_paper,
            remembered_profiles,
            seat_table,
        )

        super().__init__(parent)
        self._settings = settings
        self.remembered = remembered_profiles(settings) if settings is not None else []
        """The host's remembered profiles (newest first): the first prefills the host's own seat."""
        self.setWindowTitle(self.tr("Host a Network Game"))
        on_paper(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        title = QLabel(self.tr("Who is playing, and from where?"))
        title.setFont(theme.font(17, bold=True))
        layout.addWidget(title)
        self.body, body, self.body_scroll = scrolling_body(layout)
        """The seats, the edition and the house rules, scrolled as New Game's on a small screen (1024 × 700)."""
        seats, grid = seat_table((self.tr("Name"), self.tr("Born"), self.tr("Who plays"), self.tr("Level")))
        """The seats' card, drawn as New Game's."""
        self.rows: list[tuple[QLineEdit, QDateEdit, QComboBox, QComboBox]] = []
        defaults = ["", "Ann", "Ben", "Chloe", "Dan", "Eve"]
        for i in range(6):
            name = QLineEdit(defaults[i], seats)
            born = birth_date_edit(seats)
            born.setDate(QDate(1970 + 7 * i, 1 + i, 3 + 4 * i))
            kind = QComboBox(seats)
            kind.addItem(self.tr("You, at this screen"), "here")
            kind.addItem(self.tr("A remote player"), "remote")
            kind.addItem(self.tr("A computer"), "computer")
            kind.addItem(self.tr("Nobody"), "none")
            kind.setCurrentIndex(0 if i == 0 else 1 if i < 2 else 2 if i < players else 3)
            level = QComboBox(seats)
            for lvl in BOT_LEVELS:
                level.addItem(level_label(lvl), lvl)
            level.setCurrentIndex(level.findData(default_level()))
            for column, widget in enumerate((name, born, kind, level)):
                grid.addWidget(widget, i + 1, column)
            kind.currentIndexChanged.connect(self._refresh)
            name.textChanged.connect(self._refresh)
            self.rows.append((name, born, kind, level))
        self.rows[0][0].setPlaceholderText(self.tr("Your name"))
        if self.remembered:
            own = self.remembered[0]
            self.rows[0][0].setText(own.name)
            self.rows[0][1].setDate(QDate(own.birth_date.year, own.birth_date.month, own.birth_date.day))
        body.addWidget(seats)
        rules = QGroupBox(self.tr("Edition and house rules"), self)
        form = QFormLayout(rules)
        self.edition = QComboBox(rules)
        for edition in ("classic", "italian"):
            self.edition.addItem(edition_label(edition), edition)
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
            self.stand_in.addItem(level_label(lvl), lvl)
        self.stand_in.setCurrentIndex(self.stand_in.findData(default_level()))
        form.addRow(self.tr("Then a computer plays for them:"), self.stand_in)
        self.spectators = QCheckBox(self.tr("Spectators may watch"), rules)
        form.addRow(self.spectators)
        self.checker = QLineEdit(getattr(settings, "checker", ""), rules)
        """A ``gameofyear serve`` outside the home that checks the game answers from there (remembered)."""
        self.checker.setPlaceholderText(self.tr("wss://… a gameofyear serve outside your home (optional)"))
        self.checker.setToolTip(self.tr("A server outside your home reaches back to this game's port and says "
                                        "whether players in other homes will get in."))
        form.addRow(self.tr("Check from outside with:"), self.checker)
        body.addWidget(rules)
        self.house_rules = HouseRulesBox(self, match=False)
        """The house rules of the family, in the New Game dialog's words (a network game is one year: no match)."""
        body.addWidget(self.house_rules)
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #a02020")
        body.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the Game"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._refresh()
        fit_whole(self, self.body_scroll)  # the whole body where the screen has room for it

    @Slot()
    def _refresh(self) -> None:
        for name, born, kind, level in self.rows:
            used = kind.currentData() != "none"
            name.setEnabled(used)
            born.setEnabled(used and kind.currentData() != "remote")  # the joiner brings their own
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
        if checker_problem(self.checker.text()):
            return self.tr("The server to check with is not a ws:// or wss:// address.")
        return ""

    @Slot()
    def _accept(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        if not problem:
            if self._settings is not None:
                self._settings.checker = self.checker.text()
            self.accept()

    def checker_url(self) -> str | None:
        """The server that checks from outside that the game answers (:mod:`gameofyear.net.probe`, :func:`~gameofyear.net.invitation.checker_url`); None: none."""
        return checker_url(self.checker.text())

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
                 "spectators": self.spectators.isChecked(), "gather": True}, mine)

    def own_profile(self) -> dict[str, Any] | None:
        """The host's own profile (``PlayerProfile.to_json`` data): the remembered one of the name typed at the
        host's seat, with the birth date set there; None when none is remembered by that name (the lobby's name
        and birth date stand, every fact not answered yet)."""
        seated = self._seated()
        name, born, _, _ = next(s for s in seated if s[2] == "here")
        for profile in self.remembered:
            if profile.name == name:
                return {**profile.to_json(), "birth_date": born.isoformat()}
        return None


def seat_invitations(created: dict[str, Any], names: Sequence[str], address: str, port: int, pin: bytes | None,
                     mine: int, tls: bool | None = None) -> list[tuple[str, str]]:
    """Each remote player's invitation (:mod:`gameofyear.net.invitation`), the host's own seat left out.

    Args:
        created: the server's ``created`` frame; names: the players' names by seat.
        address, port: where the joiners find the host's server (the invitation address).
        pin: the host's certificate pin (``wss://``); None: no pin.
        mine: the host's own seat.
        tls: speak ``wss://`` (None: when there is a pin). ``wss://`` without a pin trusts the system's
            authorities (a public ``gameofyear serve`` behind a proxy with its certificate).

    Returns:
        ``(who, code)`` for each remote seat but the host's, then ``("*", code)`` for the spectators when admitted.

    Raises:
        ValueError: an address or port an invitation cannot carry.
    """
    from ..net.invitation import Invitation, encode

    def code_of(seat_code: str) -> str:
        return encode(Invitation(address, port, seat_code, pin=pin, tls=pin is not None if tls is None else tls))

    found = [(names[entry["seat"]], code_of(entry["code"])) for entry in created["codes"] if entry["seat"] != mine]
    if created.get("spectators"):
        found.append(("*", code_of(created["spectators"])))
    return found


class InvitationBox(QGroupBox):
    """The host's invitations, one row per remote seat: the name, the whole code (wrapped, never cut) and Copy.

    The code shows in its groups of five with spaces between (so that it wraps
    between groups); Copy puts it on the clipboard as one word (groups joined by
    dashes), which the join dialog takes as it is.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = QGridLayout(self)
        self._hint = QLabel(self)
        self._hint.setWordWrap(True)
        self._layout.addWidget(self._hint, 0, 0, 1, 3)
        self.rows: list[tuple[QLabel, QLabel, QPushButton]] = []
        """Each invitation's name, code and Copy button."""
        self._invitations: list[tuple[str, str]] = []
        self.pin_label = QLabel(self)
        """The pin of the host's certificate, which a player who joins from the local network's list compares."""
        self.pin_label.setWordWrap(True)
        self.pin_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pin_label.hide()
        self._pin: bytes | None = None
        self.retranslate_ui()

    def set_invitations(self, invitations: Sequence[tuple[str, str]], pin: bytes | None = None) -> None:
        """Show these ``(who, code)`` invitations (:func:`seat_invitations`), replacing those shown, and the ``pin``
        of the host's certificate under them (None: none shown)."""
        for row in self.rows:
            for widget in row:
                widget.deleteLater()
        self.rows = []
        self._invitations = list(invitations)
        self._pin = pin
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for i, (who, code) in enumerate(self._invitations, start=1):
            name = QLabel(f"<b>{html.escape(self._who(who))}</b>", self)
            text = QLabel(code.replace("-", " "), self)
            text.setFont(font)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setAccessibleName(self.tr("Invitation code for %1").replace("%1", self._who(who)))
            copy = QPushButton(self.tr("Copy"), self)
            copy.setToolTip(self.tr("Put %1's invitation code on the clipboard").replace("%1", self._who(who)))
            copy.clicked.connect(partial(self.copy, i - 1))
            self._layout.addWidget(name, i, 0, Qt.AlignmentFlag.AlignTop)
            self._layout.addWidget(text, i, 1)
            self._layout.addWidget(copy, i, 2, Qt.AlignmentFlag.AlignTop)
            self.rows.append((name, text, copy))
        self._layout.addWidget(self.pin_label, len(self._invitations) + 1, 0, 1, 3)
        self._show_pin()
        self._layout.setColumnStretch(1, 1)

    def _show_pin(self) -> None:
        from ..net.invitation import pin_text

        self.pin_label.setVisible(self._pin is not None)
        if self._pin is not None:
            self.pin_label.setText(self.tr("This game's certificate pin: %1 — a player who joins from the list of "
                                           "games on this network, without a code, is asked to compare it.")
                                   .replace("%1", pin_text(self._pin)))

    def copy(self, index: int) -> str:
        """Put invitation ``index``'s code on the clipboard (its button then says so); returns the code."""
        code = self._invitations[index][1]
        QGuiApplication.clipboard().setText(code)
        for i, (_, _, button) in enumerate(self.rows):
            button.setText(self.tr("Copied") if i == index else self.tr("Copy"))
        return code

    def text(self) -> str:
        """Every invitation as a line ``who: code`` (empty when there is none)."""
        return "\n".join(f"{self._who(who)}: {code}" for who, code in self._invitations)

    def _who(self, who: str) -> str:
        return self.tr("Spectators") if who == "*" else who

    def retranslate_ui(self) -> None:
        """Write the box's words in the language installed."""
        self.setTitle(self.tr("Invitations"))
        self._hint.setText(self.tr("Send each remote player their own code: they read it out or paste it in "
                                   "Game ▸ Join a Network Game."))
        if self._invitations:
            self.set_invitations(self._invitations, self._pin)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class InvitationsDialog(FittedDialog):
    """The host's invitations in a window of their own beside the game (:class:`InvitationBox` and Close), so that
    every code shows whole however full the table is. It does not block the game.

    Args:
        box: the invitations.
        parent: the host's window.
        note: shown under the invitations (how players in other homes reach the game, in plain words), or None.
    """

    def __init__(self, box: InvitationBox, parent: QWidget | None = None, note: QWidget | None = None):
        super().__init__(parent)
        self.box = box
        self.setMinimumWidth(680)  # a code of eleven groups on one line, with its name and Copy
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        if note is not None:
            layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.hide)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write the window's title in the language installed."""
        self.setWindowTitle(self.tr("Invitations"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def seat_taken_box(parent: QWidget, answered: Callable[[bool], None]) -> QMessageBox:
    """The question asked when another window joined the game with this seat's code: take the seat back
    (the default) or leave the game to that window. Not open yet; ``answered`` gets True for taking it back."""
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("NetworkGameWindow", "Network Game"),
                      QCoreApplication.translate("NetworkGameWindow", "Someone else has taken this seat. Take it back?"),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(QCoreApplication.translate(
        "NetworkGameWindow", "Another window joined the game with this seat's invitation code. Take the seat back "
                             "here, or leave the game to that window."))
    take = box.addButton(QCoreApplication.translate("NetworkGameWindow", "Take It Back"),
                         QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("NetworkGameWindow", "Leave"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(take)
    box.buttonClicked.connect(lambda button: answered(button is take))
    return box


class JoinDialog(FittedDialog):
    """Game ▸ Join a Network Game: the invitation code the host gave (it says where the game is), or an address
    and a bare seat code typed or pasted; the games offered on the local network.

    Args:
        browse: look for games on the local network (``zeroconf``); False in tests without multicast.
        settings: the remembered profiles the joiner plays as (None: a new profile only).
        facts: the fact ids of the rules: a new profile has them all not answered yet.

    Attributes:
        play_as: the "Play as" choice (:class:`~gameofyear.ui.playas.PlayAsBox`).
    """

    def __init__(self, parent: QWidget | None = None, browse: bool = True, settings: Any = None,
                 facts: Sequence[str] = ()):
        from .newgameparts import on_paper
        from .playas import PlayAsBox

        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a Network Game"))
        on_paper(self)  # the paper of New Game and the host's lobby
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.code = QLineEdit(self)
        self.code.setPlaceholderText(self.tr("the invitation code the host gave you"))
        form.addRow(self.tr("Invitation code:"), self.code)
        layout.addLayout(form)
        self.play_as = PlayAsBox(settings, facts, self)
        layout.addWidget(self.play_as)
        layout.addWidget(QLabel(self.tr("Games on this network:"), self))
        self.offers = QListWidget(self)
        self.offers.itemSelectionChanged.connect(self._offer_chosen)
        layout.addWidget(self.offers)
        self.searching = QLabel(self.tr("Looking for games…"), self)
        layout.addWidget(self.searching)
        address_form = QFormLayout()
        self.address = QLineEdit(self)
        self.address.setPlaceholderText("wss://192.0.2.10:8765")
        address_form.addRow(self.tr("Address:"), self.address)
        layout.addLayout(address_form)
        paste_hint = QLabel(self.tr("The invitation code says where the game is. An address is needed only with "
                                    "an older, shorter code; you may paste the host's whole line (address and "
                                    "code) into the address."), self)
        paste_hint.setWordWrap(True)
        layout.addWidget(paste_hint)
        self.problem = QLabel("", self)
        """Why the dialog cannot join as it is (a typing mistake in the code, say), in words."""
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a02020")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._typed = 0
        self.address.textChanged.connect(self._split_pasted)
        self.browser: Any = None
        self._pins: dict[str, bytes | None] = {}
        """The certificate pin of each offer's URL (the offers on the local network)."""
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
        self._pins = {}  # only the games offered now
        for offer in offers:
            item = QListWidgetItem(self.tr("%1 — %n seat(s) open — %2", "", offer.open_seats)
                                   .replace("%1", offer.title).replace("%2", offer.url), self.offers)
            item.setData(256, offer.url)
            self._pins[offer.url] = offer.pin
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

    def invitation(self) -> Any:
        """The invitation (:class:`~gameofyear.net.invitation.Invitation`) in the code's field (or pasted into
        the address), or None when neither holds one.

        Raises:
            InvitationError: the code's field holds what looks like an invitation code with a mistake in it.
        """
        from ..net.invitation import InvitationError, decode

        problem: InvitationError | None = None
        for text in (self.code.text(), self.address.text()):
            cleaned = "".join(text.split()).replace("-", "")
            if len(cleaned) < INVITATION_LENGTH or "://" in text:
                continue  # a bare seat code, or an address
            try:
                return decode(text)
            except InvitationError as exc:
                problem = problem or exc
        if problem is not None and not self.address.text().strip():
            raise problem
        return None

    def choice(self) -> tuple[str, str, bytes | None]:
        """The server's URL, the seat's code and the certificate pin: the invitation's (its game's address on the
        local network when the host offers it there under the same certificate: :func:`~gameofyear.net.discovery.same_game_here`); or the
        address typed
        (``ws://`` added when missing) and the bare code, with the pin of the offer of that address on the local
        network (none for an address no offer has). A pin from an offer is used only once the person has
        confirmed it (:meth:`confirm_offer_pin`, when the dialog is accepted).

        Raises:
            InvitationError: the code's field holds an invitation code with a typing mistake.
        """
        found = self.invitation()
        if found is not None:
            from ..net.discovery import same_game_here

            return same_game_here(found.url, found.pin, self._pins.items()), found.code, found.pin
        if len(self.address.text().split()) >= 2:
            self._split(self.address.text())
        address = self.address.text().strip()
        if address and "://" not in address:
            address = "ws://" + address
        return address, self.code.text().strip(), self._pins.get(address)

    @Slot()
    def _accept(self) -> None:
        from ..net.invitation import InvitationError

        try:
            url, code, pin = self.choice()
            invited = self.invitation() is not None
        except InvitationError as exc:
            self.problem.setText(str(exc))
            return
        if not (url and code):
            self.problem.setText(self.tr("Type or paste the invitation code the host gave you."))
        elif pin is not None and not invited and not self.confirm_offer_pin(url, pin):
            self.problem.setText(self.tr("Ask the host for your invitation code: it names the host's certificate."))
        else:
            self.accept()

    def confirm_offer_pin(self, url: str, pin: bytes) -> bool:
        """Ask the person whether to trust the certificate a game on the local network announced for ``url``:
        no invitation named it, and anyone on the network can announce a game (tests answer in its place).

        Returns:
            True to join with ``pin``; False (the default button) to ask the host for the invitation instead.
        """
        from ..net.invitation import pin_text

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Join a Network Game"),
                          self.tr("This game was announced on the local network, and its certificate was not named "
                                  "by an invitation: anyone on this network could have announced it. Join only if "
                                  "you trust everyone on it (your own home's network), or if the host's window "
                                  "shows this certificate pin:\n\n%1\n\nJoin anyway?").replace("%1", pin_text(pin)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def done(self, result: int) -> None:
        """Close the dialog with ``result`` (Qt's), and stop looking for games on the network."""
        self._timer.stop()
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        super().done(result)
