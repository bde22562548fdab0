"""Hosting and joining a network game from the window: the host's server in this process, its note, the join.

A host's window keeps a note of the game it hosts beside the in-process
server's store (:data:`HOSTED_FILE`), so that, opened again, it can take the
game up again where it stood (:func:`resume_hosted_game`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ..net.invitation import checker_url
from ..net.reach import Reach
from ..net.tls import HostCertificate
from .language import list_in_words
from .netdialogs import HostLobbyDialog, JoinDialog, seat_invitations
from .netgathering import follow_gathering
from .netnotes import remember_join
from .netsession import NetworkSession
from .netwindow import NetworkGameWindow, game_words

HOST_PORT = 8765
"""The port a host's window listens on when it is free (``gameofyear serve``'s too): opened again, the window
listens there again, so the remote players' windows find the game where they left it."""

HOSTED_FILE = "hosted-game.json"
"""The host's note of the network game its window hosts (its own seat's code, the port, the invitations),
beside the in-process server's store; removed once the year is over."""


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
            return resume_hosted_game(note, db_path, folder, speed, settings=getattr(window, "settings", None))
        if box.clickedButton() is not fresh:
            return None
    lobby = HostLobbyDialog(window, settings=getattr(window, "settings", None))
    if lobby.exec() != QDialog.DialogCode.Accepted:
        return None
    request, mine = lobby.request()
    return start_hosting(request, mine, db_path, folder, speed, settings=getattr(window, "settings", None),
                         profile=lobby.own_profile(), checker=lobby.checker_url())


def start_hosting(request: dict[str, Any], mine: int, db: Path | str, folder: Any = None, speed: float | None = None,
                  host: str = "0.0.0.0", port: int = HOST_PORT, advertise: bool = True,
                  settings: Any = None, upnp: bool = True,
                  profile: dict[str, Any] | None = None, checker: str | None = None) -> NetworkGameWindow:
    """Host the game the lobby set: a server in this process, the host's window in its own seat, the invitations.

    The server speaks ``wss://`` only, with the host's certificate kept beside the store
    (:func:`~gameofyear.net.tls.host_certificate`, made on first use); each invitation carries its pin.
    The host's note of the game is kept beside the store (:data:`HOSTED_FILE`) so that the window, opened
    again, can take the game up again (:func:`resume_hosted_game`).

    Args:
        request: the ``create`` fields (:meth:`HostLobbyDialog.request`); mine: the host's own seat.
        db: the in-process server's store.
        folder: a house almanac, as for the game at home.
        speed: the animation duration factor (None: the player's settings).
        host, port: where the server listens (``port`` taken: any free one).
        advertise: offer the game on the local network (zeroconf, at the LAN address).
        settings: the player's settings (:class:`NetworkGameWindow`'s).
        upnp: ask the home router to forward the port (:func:`~gameofyear.net.reach.open_reach`).
        profile: the host's own profile (``PlayerProfile.to_json`` data; facts the rules lack are left out), for
            a game that gathers its people (``"gather"`` in ``request``); None: the lobby's name and birth date.
        checker: a ``gameofyear serve`` outside the home that checks the port answers from there
            (:meth:`NetworkSession.host`); None: not checked.

    Returns:
        The game's window (shown).
    """
    db_path = Path(db)
    session = NetworkSession()
    game_window = NetworkGameWindow(session, game_words(folder, request["edition"]), speed=speed, settings=settings)
    names = [p["name"] for p in request["setup"]["players"]]
    facts = set(game_window.content.facts)
    if profile is not None:
        profile = {**profile, **{k: sorted(set(profile.get(k) or []) & facts) for k in ("facts", "unknown")}}
    follow_gathering(session, game_window, hosting=True)
    identity = _certificate(game_window, db_path)
    if identity is None:
        game_window.show()
        return game_window
    game: dict[str, Any] = {}

    def created(frame: dict[str, Any]) -> None:
        code = next(c["code"] for c in frame["codes"] if c["seat"] == mine)
        keep_hosted_game_note(db_path.parent, {"game": frame["game"], "seat": mine, "code": code,
                                               "port": session.port, "names": names, "created": frame,
                                               "edition": request["edition"], "tls": True, "checker": checker})
        session.join(f"wss://127.0.0.1:{session.port}", code, pin=identity.fingerprint, profile=profile)
        game_window.setProperty("networkGame", f"hosted:{frame['game']}")  # as welcomenet.network_key
        game["created"] = frame
        _invite(session, game_window, game.get("created"), names, identity.pin, mine)

    _hosting(session, game_window, db_path,
             lambda: _invite(session, game_window, game.get("created"), names, identity.pin, mine))
    session.created.connect(created)
    title = QCoreApplication.translate("NetworkGameWindow", "%1's game").replace("%1", names[mine])
    session.host(request, str(db_path), host=host, port=port, advertise=title if advertise else None, tls=identity,
                 upnp=upnp, checker=checker)
    game_window.show()
    return game_window


def resume_hosted_game(note: dict[str, Any], db: Path | str, folder: Any = None, speed: float | None = None,
                       host: str = "0.0.0.0", advertise: bool = True, settings: Any = None,
                       upnp: bool = True) -> NetworkGameWindow:
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
        advertise: offer the game on the local network (zeroconf, at the LAN address).
        settings: the player's settings (:class:`NetworkGameWindow`'s).
        upnp: ask the home router to forward the port again (:func:`~gameofyear.net.reach.open_reach`); the
            server the note names checks again from outside that the port answers.

    Returns:
        The game's window (shown).
    """
    db_path = Path(db)
    session = NetworkSession()
    game_window = NetworkGameWindow(session, game_words(folder, note.get("edition") or "classic"), speed=speed,
                                    settings=settings)
    names = [str(n) for n in note.get("names", [])]
    identity = _certificate(game_window, db_path)
    if identity is None:
        game_window.show()
        return game_window

    game_window.setProperty("networkGame", f"hosted:{note['game']}")  # as welcomenet.network_key

    created = note.get("created")

    def invite() -> None:
        _invite(session, game_window, created if isinstance(created, dict) and names else None, names,
                identity.pin, note["seat"])

    def listening(port: int) -> None:
        session.join(f"wss://127.0.0.1:{port}", note["code"], pin=identity.fingerprint)
        invite()  # at once, with this machine's address until the router answers
        if port != note["port"]:
            keep_hosted_game_note(db_path.parent, {**note, "port": port})
            game_window.statusBar().showMessage(
                QCoreApplication.translate("NetworkGameWindow",
                                           "The game's port was taken: send the remote players their new lines."),
                15000)

    _hosting(session, game_window, db_path, invite)
    session.listening.connect(listening)
    title = QCoreApplication.translate("NetworkGameWindow", "%1's game").replace(
        "%1", names[note["seat"]] if note["seat"] < len(names) else "?")
    open_seats = max(0, len(note.get("created", {}).get("codes", [])) - 1)
    session.host(None, str(db_path), host=host, port=note["port"], advertise=title if advertise else None,
                 open_seats=open_seats, tls=identity, upnp=upnp, checker=checker_url(note.get("checker")))
    game_window.show()
    return game_window


def _invite(session: NetworkSession, game_window: NetworkGameWindow, created: dict[str, Any] | None,
            names: list[str], pin: bytes, mine: int) -> None:
    """Show the host the invitations of its game as soon as it is created, and again once the router has answered.

    Their address is the one players reach the server at (:attr:`~gameofyear.net.reach.Reach.address`): the
    router's public address when it forwards the port, else this machine's LAN address (never a loopback).
    Until the router answers (some take seconds), the invitations carry the LAN address, which players in the
    same home can use at once, and the note under them says the router is being asked. An address an
    invitation cannot carry is said in the connection's strip instead.
    """
    reach = session.reach
    if created is None or session.port is None:
        return
    if reach is None:
        from ..net.reach import lan_address

        address, port = lan_address().address, session.port
        game_window.show_reach(lambda: QCoreApplication.translate(
            "Reach", "Asking your home's router whether players in other homes can reach this game… Players in "
            "this home can join already."), trouble=False)
    else:
        address, port = reach.address, reach.port
    try:
        game_window.show_invitations(seat_invitations(created, names, address, port, pin, mine), pin)
    except ValueError as exc:
        game_window.connection.setText(QCoreApplication.translate(
            "NetworkGameWindow", "No invitation can be written for this address (%1).").replace("%1", str(exc)))


def _certificate(game_window: NetworkGameWindow, db_path: Path) -> HostCertificate | None:
    """The host's certificate beside the store (made on first use), or None when it cannot be written (the
    window then says why, and hosts nothing: the game is never served unencrypted by default)."""
    from ..net.tls import host_certificate

    try:
        return host_certificate(db_path.parent)
    except OSError as exc:
        game_window.connection.setText(QCoreApplication.translate(
            "NetworkGameWindow", "The game cannot be hosted: its certificate cannot be kept (%1).")
            .replace("%1", str(exc)))
        return None


def _hosting(session: NetworkSession, game_window: NetworkGameWindow, db_path: Path,
             invite: Callable[[], None]) -> None:
    """What a host's window does besides playing: say why hosting failed, how players reach the game (``invite``
    writes the invitation lines once the router has answered), forget the game once its year is over."""
    session.failed.connect(lambda why: game_window.connection.setText(why))

    def reached(reach: Reach) -> None:
        game_window.show_reach(lambda: reach.words(lambda text: QCoreApplication.translate("Reach", text)),
                               trouble=reach.trouble)
        invite()

    session.reached.connect(reached)
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
    words = game_words(folder, edition)
    dialog = JoinDialog(window, settings=getattr(window, "settings", None), facts=sorted(words.content.facts))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    url, code, pin = dialog.choice()
    profile = dialog.play_as.remember()
    session = NetworkSession()
    game_window = NetworkGameWindow(session, words, speed=speed, settings=getattr(window, "settings", None))
    follow_gathering(session, game_window)
    session.join(url, code, pin=pin, profile=None if profile is None else profile.to_json())
    remember_join(session, game_window, _notes_folder(window), url, code, pin, lambda: _relist(window))
    game_window.show()
    return game_window


def rejoin_network_game(note: dict[str, Any], folder: Path | str, almanac: Any = None, speed: float | None = None,
                        settings: Any = None, changed: Callable[[], None] | None = None) -> NetworkGameWindow:
    """Rejoin the network game of a joiner's note (:func:`~.netnotes.joined_game_notes`), with no dialog.

    The same address, code and pin as the first join: the server gives back the same seat. While the host's
    game is not there, the window says it waits for it and the client keeps trying.

    Args:
        note: the joiner's note; folder: the per-user data folder the notes are kept in.
        almanac: a house almanac, as for the game at home.
        speed: the animation duration factor; settings: the player's settings.
        changed: called once the note was kept again or forgotten.

    Returns:
        The game's window (shown).
    """
    session = NetworkSession()
    game_window = NetworkGameWindow(session, game_words(almanac, note.get("edition") or "classic"), speed=speed,
                                    settings=settings)
    pin = None if note.get("pin") is None else bytes.fromhex(note["pin"])
    follow_gathering(session, game_window)
    session.join(note["url"], note["code"], pin=pin)
    remember_join(session, game_window, folder, note["url"], note["code"], pin, changed)
    game_window.show()
    return game_window


def _relist(window: QWidget) -> None:
    """List the unfinished network games on ``window``'s welcome screen again, when it shows one (the main
    window's :meth:`~.mainscreens.WindowScreens.relist_network_games`; any other window: nothing)."""
    relist = getattr(window, "relist_network_games", None)
    if callable(relist):
        relist()


def _notes_folder(window: QWidget) -> Path:
    """Where the joiner's notes are kept: the main window's data folder, else the user's."""
    from .settings import data_folder

    folder = getattr(window, "data_dir", None)
    return Path(folder) if folder is not None else data_folder()


def _speed_of(window: QWidget) -> float | None:
    """The animation speed of the main window's settings (None: the window has none)."""
    settings = getattr(window, "settings", None)
    return None if settings is None else float(settings.speed_factor)
