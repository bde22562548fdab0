"""While a network game gathers its people: "Waiting for Ann and Ben to join…", and the host's "Start now".

A game whose joiners bring their own profiles starts only when every remote
seat is in (:mod:`gameofyear.net.gathering`). Meanwhile the game window's
waiting page names who is awaited; the host's window also offers to start
without them (a computer plays for each after the grace time).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton

from .language import list_in_words
from .netsession import NetworkSession
from .wording import said

CONTEXT = "NetworkGathering"
"""The translation context of these words."""


def awaited_names(frame: dict[str, Any]) -> list[str]:
    """The names of the seats a ``gathering`` frame says are still awaited, in seat order."""
    waiting = set(frame.get("awaiting") or [])
    return [str(s.get("name", "")) for s in frame.get("seats", []) if s.get("seat") in waiting]


def waiting_text(frame: dict[str, Any]) -> str:
    """ "Waiting for Ann and Ben to join…" for a ``gathering`` frame (in the interface's language)."""
    names = awaited_names(frame)
    return QCoreApplication.translate("NetworkGathering", "Waiting for %1 to join…").replace("%1", list_in_words(names))


def follow_gathering(session: NetworkSession, game_window: Any, hosting: bool = False) -> Callable[[], bool]:
    """Show the gathering on ``game_window``'s waiting page; for the host, a "Start now" button.

    Args:
        session: the window's network session (its ``frame`` signal is followed).
        game_window: the :class:`~gameofyear.ui.netwindow.NetworkGameWindow`.
        hosting: the host's window (its session runs the server): offer to start without those awaited.

    Returns:
        A function that starts the game now (the host's button does the same); False when there is
        nothing to start (not hosting, or the game is not gathering).
    """
    state: dict[str, Any] = {"frame": None}
    button = QPushButton(QCoreApplication.translate("NetworkGathering", "Start now"), game_window)
    button.setVisible(False)
    if hosting:
        game_window.statusBar().addPermanentWidget(button)

    def start() -> bool:
        frame = state["frame"]
        server = session.server
        if not hosting or frame is None or server is None:
            return False

        async def begin() -> None:
            from ..net.gathering import start_now

            start_now(server, frame["game"])

        session._call(begin())
        button.setVisible(False)
        return True

    def ask() -> None:
        frame = state["frame"]
        if frame is None:
            return
        names = list_in_words(awaited_names(frame))
        answer = QMessageBox.question(game_window, QCoreApplication.translate("NetworkGathering", "Start now"),
                                      QCoreApplication.translate("NetworkGathering", "Start now: a computer plays for %1?")
                                      .replace("%1", names))
        if answer == QMessageBox.StandardButton.Yes:
            start()

    def on_frame(frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind == "gathering":
            state["frame"] = frame
            text = waiting_text(frame)
            game_window._waiting_words = lambda: waiting_text(frame)
            if game_window._waiting is not None:
                game_window._waiting.setText(said(game_window._waiting_words))
            game_window.statusBar().showMessage(text)
            button.setVisible(hosting and bool(awaited_names(frame)))
        elif kind == "welcome":
            state["frame"] = None
            button.setVisible(False)
            game_window.statusBar().clearMessage()

    button.clicked.connect(ask)
    session.frame.connect(on_frame)
    return start
