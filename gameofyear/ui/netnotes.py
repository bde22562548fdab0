"""The joiner's notes of the network games it joined, so that the welcome screen can offer to rejoin them.

When a join succeeds (the server's ``welcome`` came), the window remembers the
game in :data:`JOINED_FILE` in the per-user data folder (beside the host's
note, :data:`~.nethosting.HOSTED_FILE`): the server's address, the seat's
code, the certificate's pin, the players' names, the edition and when. The
file is readable by this user only (the codes are seats). A note is forgotten
once the year is over, when the server says the code is unknown
(``bad_code``) or when the person forgets it. A few are kept, newest first.
A file that cannot be read, is not JSON, holds the wrong types or is too big
counts as no note at all, and says so in the log.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

log = logging.getLogger(__name__)

JOINED_FILE = "joined-games.json"
"""The joiner's notes of the network games it joined and whose year is not over (a JSON list, newest first)."""
KEEP_JOINED = 5
"""How many joined games are remembered at most (the oldest are forgotten first)."""
MAX_NOTES_BYTES = 256 * 1024
"""A notes file bigger than this (bytes) is not read: it is no note of this game's."""
_FIELDS: tuple[tuple[str, type], ...] = (("url", str), ("code", str), ("edition", str), ("when", str))


def _valid(note: Any) -> bool:
    """True when ``note`` is one joined game's note: the fields of :data:`_FIELDS`, the names, a pin or None."""
    if not isinstance(note, dict) or not all(isinstance(note.get(k), t) for k, t in _FIELDS):
        return False
    names = note.get("names")
    pin = note.get("pin")
    seat = note.get("seat")
    return (isinstance(names, list) and all(isinstance(n, str) for n in names) and len(names) <= 16
            and (pin is None or (isinstance(pin, str) and all(c in "0123456789abcdef" for c in pin)
                                 and len(pin) <= 64))
            and isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < max(1, len(names))
            and len(note["url"]) <= 2000 and len(note["code"]) <= 200)


def joined_game_notes(folder: Path | str) -> list[dict[str, Any]]:
    """The notes of the network games this user joined (:data:`JOINED_FILE` in ``folder``), newest first.

    Each note has ``url``, ``code`` (the seat's invitation code), ``pin`` (hex, or None), ``seat``, ``names``,
    ``edition`` and ``when`` (ISO 8601, UTC). A file that cannot be read, is not JSON, is bigger than
    :data:`MAX_NOTES_BYTES` or is not a list of such notes counts as none (said in the log); a missing file is
    simply none. Never raises.
    """
    path = Path(folder) / JOINED_FILE
    try:
        if not path.exists():
            return []
        if path.stat().st_size > MAX_NOTES_BYTES:
            log.warning("the notes of the joined network games in %s are too big (%d bytes): ignored",
                        path, path.stat().st_size)
            return []
        notes = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("the notes of the joined network games in %s cannot be read: %s", path, exc)
        return []
    if not isinstance(notes, list) or not all(_valid(n) for n in notes):
        log.warning("the notes of the joined network games in %s are not notes of games: ignored", path)
        return []
    return notes[:KEEP_JOINED]


def _write(folder: Path | str, notes: list[dict[str, Any]]) -> None:
    """Write ``notes`` (none: remove the file), readable by this user only; a failure is logged."""
    from ..saves.storage import SaveError, write_atomically

    path = Path(folder) / JOINED_FILE
    try:
        if not notes:
            path.unlink(missing_ok=True)
            return
        write_atomically(path, json.dumps(notes, indent=1).encode("utf-8"))
        os.chmod(path, 0o600)  # the codes are the person's seats
    except (OSError, SaveError) as exc:
        log.warning("the notes of the joined network games cannot be kept: %s", exc)


def keep_joined_game(folder: Path | str, url: str, code: str, pin: bytes | None, welcome: dict[str, Any],
                     when: datetime | None = None) -> dict[str, Any]:
    """Remember the game joined at ``url`` with ``code`` (first of the notes; the same seat's older note goes).

    Args:
        folder: the per-user data folder.
        url, code, pin: what the join was made with (the pin: a prefix of the host certificate's SHA-256).
        welcome: the server's ``welcome`` frame (its ``setup``'s players' names, ``seat`` and ``edition``).
        when: when the join succeeded (default: now, UTC).

    Returns:
        The note kept.
    """
    players = welcome.get("setup", {}).get("players", []) if isinstance(welcome.get("setup"), dict) else []
    note = {"url": url, "code": code, "pin": None if pin is None else pin.hex(),
            "seat": int(welcome.get("seat") or 0), "names": [str(p.get("name", "?")) for p in players][:16],
            "edition": str(welcome.get("edition") or "classic"),
            "when": (when or datetime.now(UTC)).isoformat(timespec="seconds")}
    others = [n for n in joined_game_notes(folder) if (n["url"], n["code"]) != (url, code)]
    _write(folder, [note, *others][:KEEP_JOINED])
    return note


def forget_joined_game(folder: Path | str, url: str, code: str) -> None:
    """Forget the note of the game joined at ``url`` with ``code`` (none such: nothing changes)."""
    notes = joined_game_notes(folder)
    kept = [n for n in notes if (n["url"], n["code"]) != (url, code)]
    if len(kept) != len(notes):
        _write(folder, kept)


def remember_join(session: Any, game_window: Any, folder: Path | str, url: str, code: str,
                  pin: bytes | None, changed: Callable[[], None] | None = None) -> None:
    """Make a joiner's window keep its note: kept when the server welcomes it, forgotten once the year is over
    or when the server says the code is unknown (``bad_code``); while the host's game is not there yet, the
    window says it waits for it (the client tries again by itself; Game ▸ Leave gives up).

    Args:
        session: the window's :class:`~.netsession.NetworkSession`; game_window: its
            :class:`~.netwindow.NetworkGameWindow`.
        folder: the per-user data folder; url, code, pin: what the join was made with.
        changed: called once the note was kept or forgotten (e.g. to list the games on the welcome screen again).
    """
    def told() -> None:
        if changed is not None:
            changed()

    def frame(received: dict[str, Any]) -> None:
        if received.get("type") == "welcome":
            keep_joined_game(folder, url, code, pin, received)
            told()
        elif received.get("type") == "error" and received.get("code") == "bad_code":
            forget_joined_game(folder, url, code)
            told()

    def status(state: Any) -> None:
        if game_window.setup is None and state.state == "reconnecting":
            def words() -> str:
                return QCoreApplication.translate(
                    "NetworkGameWindow", "Waiting for the host's game at %1 (it comes back when the host opens "
                    "it)…").replace("%1", address)
            game_window._set_connection(words)
            if game_window._waiting is not None:
                game_window._waiting_words = words
                game_window._waiting.setText(words())

    address = url.split("://", 1)[-1].rstrip("/")
    game_window.setProperty("networkGame", f"joined:{url} {code}")  # as welcomenet.network_key
    session.frame.connect(frame)
    session.status.connect(status)

    def over() -> None:
        forget_joined_game(folder, url, code)
        told()

    game_window.year_over.connect(over)


__all__ = ["JOINED_FILE", "KEEP_JOINED", "forget_joined_game", "joined_game_notes", "keep_joined_game",
           "remember_join"]
