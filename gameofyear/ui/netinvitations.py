"""The host's side of a network game's window: the invitations, their window, the router's words under them,
and Game ▸ Invitations.

:class:`HostInvitations` is made by every network game's window (:class:`~.netwindow.NetworkGameWindow`); it
shows only once the window hosts a game and has invitations to show (:meth:`HostInvitations.show`). It opens
its window when the invitations are made, and closes it by itself once every remote player is here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from .netdialogs import InvitationBox, InvitationsDialog
from .wording import Words, said

TROUBLE_STYLE = "background: #f6e7b0; color: #3b2f07; padding: 4px 6px; border-radius: 4px;"
"""How :class:`ReachNote` looks when players in other homes cannot reach the game as it is."""
FINE_STYLE = "color: #4c6b3a; padding: 2px 6px;"
"""How :class:`ReachNote` looks when the router forwards the game's port."""


class ReachNote(QLabel):
    """How players in other homes reach the host's game, in plain words: the router's forward, or why there is
    none and the other ways. It keeps its words (a function follows View ▸ Language) and writes them again
    when the language changes."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("reach")
        self.hide()
        self._words: Words = ""

    def set_words(self, words: Words, trouble: bool) -> None:
        """Say ``words`` (:meth:`~gameofyear.net.reach.Reach.words`), standing out when ``trouble``: players in
        other homes cannot reach the game as it is."""
        self._words = words
        self.setText(said(words))
        self.setStyleSheet(TROUBLE_STYLE if trouble else FINE_STYLE)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Write the words again on a language change."""
        if event.type() == QEvent.Type.LanguageChange and self._words:
            self.setText(said(self._words))
        super().changeEvent(event)


class HostInvitations(QObject):
    """The host's invitations in their own window beside the game, the router's words under them, and the
    Game ▸ Invitations action that shows them again.

    Args:
        window: the network game's window (the dialog's parent, the action's owner).
        everybody_here: tells whether every remote player but the host is here now (then the window closes).

    Attributes:
        box: the codes, each with its Copy button (:class:`~.netdialogs.InvitationBox`).
        note: the router's words (:class:`ReachNote`).
        dialog: the window of both (:class:`~.netdialogs.InvitationsDialog`).
        action: Game ▸ Invitations, enabled once there are invitations.
    """

    def __init__(self, window: QWidget, everybody_here: Callable[[], bool]):
        super().__init__(window)
        self._everybody_here = everybody_here
        self.box = InvitationBox()
        self.note = ReachNote()
        self.dialog = InvitationsDialog(self.box, window, note=self.note)
        self.action = QAction(window)
        self.action.setEnabled(False)
        self.action.triggered.connect(self.show_window)
        self.retranslate_ui()

    def show(self, invitations: list[tuple[str, str]], pin: bytes | None = None) -> None:
        """Show ``(who, code)`` invitations (:func:`~.netdialogs.seat_invitations`) and the ``pin`` of the host's
        certificate; their window opens now unless everybody is here already."""
        self.box.set_invitations(invitations, pin)
        self.action.setEnabled(bool(invitations))
        if invitations and not self._everybody_here():
            self.show_window()

    def show_window(self, *_: Any) -> None:
        """Game ▸ Invitations: the invitations' window, raised."""
        self.dialog.show()
        self.dialog.raise_()

    def show_reach(self, words: Words, trouble: bool) -> None:
        """Say under the invitations how players in other homes reach the game (:meth:`ReachNote.set_words`)."""
        self.note.set_words(words, trouble)
        self.refresh()

    def refresh(self) -> None:
        """Close the window once everybody is here; the router's words show while somebody is awaited."""
        everybody_here = self._everybody_here()
        if everybody_here:
            self.dialog.hide()
        self.note.setVisible(bool(self.note.text()) and not everybody_here)

    def retranslate_ui(self) -> None:
        """Write the action's words in the language installed."""
        self.action.setText(QCoreApplication.translate("NetworkGameWindow", "&Invitations…"))

    def close(self) -> None:
        """Close the invitations' window (the game's window closes)."""
        self.dialog.close()
