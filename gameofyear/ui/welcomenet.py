"""The welcome screen's unfinished network games: the one this window hosts (Take up again) and those it
joined (Rejoin), each with a way to forget it.

:func:`unfinished_network_games` reads the notes in the per-user data folder
(:func:`~.nethosting.hosted_game_note`, :func:`~.netnotes.joined_game_notes`);
:class:`NetworkGamesBox` lists them; :func:`equip_network_games` connects the
box to the main window (taking a game up again, rejoining, forgetting).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout

from . import theme

DB_FILE = "network-games.sqlite3"
"""The in-process server's store in the data folder (the host's games)."""


@dataclass(frozen=True)
class NetworkEntry:
    """One unfinished network game on the welcome screen.

    Attributes:
        hosted: True for the game this window hosts (Take up again), False for one it joined (Rejoin).
        names: the players' names, in seating order.
        where: the host's address (joined games; "" when hosted here).
        note: the note it was read from (the host's, or the joiner's).
    """

    hosted: bool
    names: tuple[str, ...]
    where: str = ""
    note: dict[str, Any] = field(default_factory=dict, compare=False)

    def key(self) -> str:
        """What names the game among the windows open (their ``networkGame`` property): ``hosted:<game id>``
        or ``joined:<url> <code>``."""
        return network_key(self.note, self.hosted)

    def words(self) -> str:
        """The entry's line, e.g. "Network game with Ann, Ben and Chloé — hosted here — Take up again", in the
        language installed."""
        from .language import list_in_words

        names = list_in_words(list(self.names))
        if self.hosted:
            return QCoreApplication.translate("WelcomeScreen", "Network game with %1 — hosted here — Take up "
                                              "again").replace("%1", names)
        return QCoreApplication.translate("WelcomeScreen", "Network game with %1 — hosted at %2 — Rejoin") \
            .replace("%1", names).replace("%2", self.where)


def network_key(note: dict[str, Any], hosted: bool) -> str:
    """The key of the game of ``note`` (the host's note when ``hosted``, else a joiner's), as
    :meth:`NetworkEntry.key`."""
    return f"hosted:{note.get('game')}" if hosted else f"joined:{note.get('url')} {note.get('code')}"


def unfinished_network_games(folder: Path | str | None) -> list[NetworkEntry]:
    """The unfinished network games noted in the data folder ``folder``: the hosted one first (when its store
    still holds it, not over), then the joined ones, newest first. None: no folder, no games."""
    if folder is None:
        return []
    from .nethosting import hosted_game_note, unfinished_hosted_game
    from .netnotes import joined_game_notes

    folder = Path(folder)
    entries: list[NetworkEntry] = []
    hosted = hosted_game_note(folder)
    if hosted is not None and unfinished_hosted_game(folder / DB_FILE, hosted):
        entries.append(NetworkEntry(True, tuple(str(n) for n in hosted.get("names", [])), "", hosted))
    for note in joined_game_notes(folder):
        entries.append(NetworkEntry(False, tuple(note["names"]), note["url"].split("://", 1)[-1].rstrip("/"), note))
    return entries


class NetworkGamesBox(QFrame):
    """The unfinished network games: a list (Return or a double click goes back to one), the button that goes
    back to the one chosen (Take Up Again / Rejoin) and Forget. Hidden when there is none.

    Signals:
        chosen(object): go back to this :class:`NetworkEntry`.
        forgotten(object): forget this :class:`NetworkEntry`.
    """

    chosen = Signal(object)
    forgotten = Signal(object)

    def __init__(self, style: str = "") -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.heading = QLabel()
        self.heading.setFont(theme.font(11, bold=True))
        layout.addWidget(self.heading)
        row = QHBoxLayout()
        self.list = QListWidget()
        """The unfinished network games (item data: the entry's index)."""
        self.list.setStyleSheet(style)
        self.list.setMinimumHeight(52)  # two entries at the least, three where there is room
        self.list.setMaximumHeight(72)
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(lambda item: self._emit(self.chosen))
        self.list.currentRowChanged.connect(lambda _row: self._write_button())
        self.heading.setBuddy(self.list)
        row.addWidget(self.list, 1)
        buttons = QVBoxLayout()
        self.go_button = QPushButton()
        """Takes up again (hosted) or rejoins (joined) the game chosen."""
        self.go_button.clicked.connect(lambda: self._emit(self.chosen))
        self.forget_button = QPushButton()
        """Forgets the game chosen (its note goes; the game itself is not touched)."""
        self.forget_button.clicked.connect(lambda: self._emit(self.forgotten))
        buttons.addWidget(self.go_button)
        buttons.addWidget(self.forget_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        layout.addLayout(row)
        self.entries: list[NetworkEntry] = []
        """The games listed, in the list's order."""
        self.set_entries([])

    def retranslate_ui(self) -> None:
        """Put the box's words in the language installed."""
        self.heading.setText(QCoreApplication.translate("WelcomeScreen", "Ne&twork games going on"))
        self.list.setAccessibleName(QCoreApplication.translate("WelcomeScreen", "Network games going on"))
        self.forget_button.setText(QCoreApplication.translate("WelcomeScreen", "Forg&et"))
        self.forget_button.setAccessibleName(QCoreApplication.translate("WelcomeScreen",
                                                                        "Forget the network game chosen"))
        current = self.list.currentRow()
        self.list.clear()
        for i, entry in enumerate(self.entries):
            item = QListWidgetItem(entry.words())
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, entry.words())
            self.list.addItem(item)
        if self.entries:
            self.list.setCurrentRow(min(max(current, 0), len(self.entries) - 1))
        self._write_button()

    def set_entries(self, entries: list[NetworkEntry]) -> None:
        """List ``entries`` (the hosted game first, then the joined ones, newest first); none: hide the box."""
        self.entries = list(entries)
        self.retranslate_ui()
        self.setVisible(bool(entries))

    def _write_button(self) -> None:
        row = self.list.currentRow()
        hosted = 0 <= row < len(self.entries) and self.entries[row].hosted
        self.go_button.setText(QCoreApplication.translate("WelcomeScreen", "Take Up &Again") if hosted
                               else QCoreApplication.translate("WelcomeScreen", "Re&join"))
        self.go_button.setAccessibleName(self.go_button.text().replace("&", ""))
        self.go_button.setEnabled(0 <= row < len(self.entries))
        self.forget_button.setEnabled(0 <= row < len(self.entries))

    def _emit(self, signal: Any) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.entries):
            signal.emit(self.entries[row])


def open_network_game(window: Any, entry: NetworkEntry) -> Any:
    """Go back to ``entry`` from the main ``window``: take the hosted game up again (the same port,
    certificate and invitations) or rejoin the joined one (no dialog). Returns the game's window."""
    from .nethosting import _speed_of, rejoin_network_game, resume_hosted_game

    for open_window in getattr(window, "network_windows", []):
        if open_window.isVisible() and open_window.property("networkGame") == entry.key():
            open_window.raise_()
            open_window.activateWindow()
            return open_window
    folder = Path(window.data_dir)
    settings = getattr(window, "settings", None)
    speed = getattr(window, "network_speed", None)
    speed = _speed_of(window) if speed is None else speed
    if entry.hosted:
        game_window = resume_hosted_game(entry.note, folder / DB_FILE, None, speed, settings=settings,
                                         **getattr(window, "network_hosting", {}))
        game_window.year_over.connect(lambda: refresh_network_games(window))
    else:
        game_window = rejoin_network_game(entry.note, folder, None, speed, settings=settings,
                                          changed=lambda: refresh_network_games(window))
    window.network_windows.append(game_window)
    return game_window


def forget_network_game(window: Any, entry: NetworkEntry) -> None:
    """Forget ``entry``'s note (the hosted game: the host's note; a joined one: its note) and list the rest."""
    from .nethosting import keep_hosted_game_note
    from .netnotes import forget_joined_game

    folder = Path(window.data_dir)
    if entry.hosted:
        keep_hosted_game_note(folder, None)
    else:
        forget_joined_game(folder, entry.note["url"], entry.note["code"])
    refresh_network_games(window)


def refresh_network_games(window: Any) -> None:
    """List the unfinished network games on the main window's welcome screen again (none shown: nothing)."""
    welcome = getattr(window, "welcome", None)
    box = getattr(welcome, "network_box", None)
    if box is not None:
        box.set_entries(unfinished_network_games(getattr(window, "data_dir", None)))


__all__ = ["NetworkEntry", "NetworkGamesBox", "forget_network_game", "network_key", "open_network_game", "refresh_network_games",
           "unfinished_network_games"]
