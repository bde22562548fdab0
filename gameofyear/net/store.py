"""The server's store: every game and every accepted action, in SQLite (WAL), written before it is broadcast.

A game is ``(setup, edition, seed, seats, options)`` and its actions in
order: replaying them (:meth:`~gameofyear.table.Table.relive`) gives the game
back exactly, so a server killed at any moment resumes every game where it
stood. Invitation codes are kept only as SHA-256 digests. The seed of every
game is kept too (a game is replayed from it): the database is created
readable and writable by the server's user alone (0600, and its ``-wal`` and
``-shm`` files with it: SQLite gives them the database's permissions), in a
folder of that user alone (0700) when the store has to make the folder.

The store is used from one thread (the server's event loop); each write is
one transaction, committed before the call returns. A database held by another
program makes a write wait at most :data:`BUSY_TIMEOUT_SECONDS`, then raise
:class:`StoreBusy` with nothing written.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..saves.format import action_to_json

log = logging.getLogger(__name__)

FILE_MODE = 0o600
"""The permissions of the store's database: the server's user alone reads and writes it (it holds the seeds)."""
FOLDER_MODE = 0o700
"""The permissions of a folder the store makes for its database."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    spec TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    seen REAL
);
CREATE TABLE IF NOT EXISTS codes (
    digest TEXT PRIMARY KEY,
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER
);
CREATE TABLE IF NOT EXISTS actions (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game, n)
);
CREATE INDEX IF NOT EXISTS codes_of_game ON codes (game);
"""
"""The tables. ``games.seen``: when a person last joined or left the game (seconds since the epoch); NULL
while nobody has ever joined it."""


BUSY_TIMEOUT_SECONDS = 1.0
"""How long a write waits for another program that holds the database (SQLite's busy timeout): the server's
event loop waits with it, so it stays well under the 2 seconds a client is answered within."""


class StoreBusy(sqlite3.OperationalError):
    """The database is held by another program (locked) longer than :data:`BUSY_TIMEOUT_SECONDS`; nothing was
    written. ``str()`` says so in plain words, for the error frame a client gets."""


def code_digest(code: str) -> str:
    """Return the SHA-256 digest (hex) an invitation code is stored as."""
    return hashlib.sha256(code.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class StoredGame:
    """One game as the store holds it.

    Attributes:
        id: the game id.
        spec: what the game was created with (setup, edition, seed, seats, options), JSON data.
        actions: every accepted action, as JSON data, in order.
        finished: the game has ended.
        seen: when a person last joined or left it (seconds since the epoch); None: nobody has joined it yet.
    """

    id: str
    spec: dict[str, Any]
    actions: list[Any]
    finished: bool
    seen: float | None = None


class Store:
    """The SQLite store of a server.

    Args:
        path: the database file (created if missing), or ``":memory:"``.
        durable: ``synchronous=FULL`` (every commit reaches the disk: survives a
            power cut too) instead of ``NORMAL`` (survives the server being
            killed, which is what WAL guarantees with ``NORMAL``).

    Raises:
        sqlite3.Error: the file cannot be opened as a database; StoreBusy (one of them): another program
            holds it locked. OSError: its folder cannot be made, or the file created.
    """

    def __init__(self, path: str | Path, durable: bool = False):
        self.path = str(path)
        if self.path != ":memory:" and not self.path.startswith("file:"):
            private_file(Path(self.path))
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False,
                                  timeout=BUSY_TIMEOUT_SECONDS)
        try:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            self.db.execute("PRAGMA foreign_keys=ON")
            self.db.executescript(SCHEMA)
            self._add_seen()
        except sqlite3.OperationalError as exc:
            self.db.close()
            raise _busy(exc) from None

    def close(self) -> None:
        """Close the database (pending writes are already committed)."""
        self.db.close()

    def _add_seen(self) -> None:
        """Give a store made before games had ``seen`` the column; its games count as joined when they began."""
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(games)")}
        if "seen" not in columns:
            with self._transaction():
                self.db.execute("ALTER TABLE games ADD COLUMN seen REAL")
                self.db.execute("UPDATE games SET seen = created")

    def touch(self, game_id: str, when: float | None = None) -> None:
        """Record that a person joined or left the game at ``when`` (seconds since the epoch; default now).

        Raises:
            StoreBusy: another program holds the database.
        """
        with self._transaction():
            self.db.execute("UPDATE games SET seen = ? WHERE id = ?", (time.time() if when is None else when, game_id))

    def expired(self, now: float, unjoined: float, abandoned: float, keep_finished: int) -> list[str]:
        """The games whose time is up: nobody joined within ``unjoined`` seconds of their creation, nobody came
        back to an unfinished one for ``abandoned`` seconds, and the finished ones past the newest ``keep_finished``.

        Args:
            now: seconds since the epoch.
        """
        rows = self.db.execute(
            "SELECT id FROM games WHERE finished = 0 AND ((seen IS NULL AND created <= ?) OR seen <= ?)",
            (now - unjoined, now - abandoned)).fetchall()
        rows += self.db.execute("SELECT id FROM games WHERE finished = 1 ORDER BY created DESC, rowid DESC "
                                "LIMIT -1 OFFSET ?", (max(0, keep_finished),)).fetchall()
        return [game_id for (game_id,) in rows]

    def remove(self, game_ids: list[str]) -> None:
        """Remove games with their actions and invitation codes (their codes find nothing afterwards).

        Raises:
            StoreBusy: another program holds the database.
        """
        with self._transaction():
            for game_id in game_ids:
                self.db.execute("DELETE FROM actions WHERE game = ?", (game_id,))
                self.db.execute("DELETE FROM codes WHERE game = ?", (game_id,))
                self.db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def add_game(self, game_id: str, spec: dict[str, Any], codes: dict[str, int | None]) -> None:
        """Record a new game and its invitation codes (seat index, or None for the spectators' code).

        Raises:
            sqlite3.IntegrityError: the id or a code is already used; StoreBusy: another program holds the database.
        """
        with self._transaction():
            self.db.execute("INSERT INTO games (id, created, spec) VALUES (?, ?, ?)",
                            (game_id, time.time(), json.dumps(spec)))
            self.db.executemany("INSERT INTO codes (digest, game, seat) VALUES (?, ?, ?)",
                                [(code_digest(code), game_id, seat) for code, seat in codes.items()])

    def update_spec(self, game_id: str, spec: dict[str, Any]) -> None:
        """Replace a game's spec (a gathering game's final profiles), committed before returning.

        Raises:
            KeyError: no game has this id; StoreBusy: another program holds the database.
        """
        with self._transaction():
            if self.db.execute("UPDATE games SET spec = ? WHERE id = ?", (json.dumps(spec), game_id)).rowcount != 1:
                raise KeyError(game_id)

    def append(self, game_id: str, n: int, action: Any, finished: bool = False) -> None:
        """Record action number ``n`` (from 0) of a game, committed before returning.

        Raises:
            sqlite3.IntegrityError: action ``n`` is already recorded (the caller's count is wrong);
            StoreBusy: another program holds the database.
        """
        with self._transaction():
            self.db.execute("INSERT INTO actions (game, n, action) VALUES (?, ?, ?)",
                            (game_id, n, json.dumps(action_to_json(action))))
            if finished:
                self.db.execute("UPDATE games SET finished = 1 WHERE id = ?", (game_id,))

    def find_code(self, code: str) -> tuple[str, int | None] | None:
        """Return ``(game id, seat)`` of an invitation code (seat None: spectators), or None."""
        row = self.db.execute("SELECT game, seat FROM codes WHERE digest = ?", (code_digest(code),)).fetchone()
        return None if row is None else (row[0], row[1])

    def games(self, finished: bool = False) -> Iterator[StoredGame]:
        """Yield the stored games (only those still being played, unless ``finished``)."""
        query = "SELECT id, spec, finished, seen FROM games" + ("" if finished else " WHERE finished = 0")
        for game_id, spec, done, seen in self.db.execute(query + " ORDER BY created").fetchall():
            yield self.game(game_id, json.loads(spec), bool(done), seen)

    def game(self, game_id: str, spec: dict[str, Any] | None = None, finished: bool | None = None,
             seen: float | None = None) -> StoredGame:
        """Return one stored game.

        Raises:
            KeyError: no game has this id.
        """
        if spec is None or finished is None:
            row = self.db.execute("SELECT spec, finished, seen FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise KeyError(game_id)
            spec, finished, seen = json.loads(row[0]), bool(row[1]), row[2]
        actions = [json.loads(a) for (a,) in self.db.execute(
            "SELECT action FROM actions WHERE game = ? ORDER BY n", (game_id,))]
        return StoredGame(game_id, spec, actions, finished, seen)

    def _transaction(self) -> Any:
        return _Transaction(self.db)


def private_file(path: Path) -> None:
    """Make ``path`` a file only its owner may read and write (:data:`FILE_MODE`), creating it empty if missing
    and its folder (:data:`FOLDER_MODE`, parents too) if that is missing.

    An existing database of wider permissions is narrowed to 0600; an existing folder is left as it is
    (a note is logged when others may enter it: the file itself stays 0600).

    Raises:
        OSError: the folder cannot be made or the file created (no permission, a full disk).
    """
    folder = path.parent
    missing = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    for made in reversed(missing):
        made.mkdir(mode=FOLDER_MODE, exist_ok=True)
        os.chmod(made, FOLDER_MODE)  # the umask may have narrowed it, never widened it: set it exactly
    folder = path.parent
    if not missing and folder.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        log.info("the store's folder %s may be entered by other users; the store itself is readable "
                 "by its owner alone", folder)
    os.close(os.open(path, os.O_RDWR | os.O_CREAT, FILE_MODE))
    if path.stat().st_mode & 0o777 != FILE_MODE:
        os.chmod(path, FILE_MODE)  # Windows keeps only the read-only bit of it: the user's profile guards it there


def _busy(exc: sqlite3.OperationalError) -> sqlite3.OperationalError:
    """``exc`` as :class:`StoreBusy` when it says the database is locked or busy (else ``exc`` itself)."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return StoreBusy("the server's store is held by another program (the database is locked); "
                         "nothing was changed, try again in a moment")
    return exc


class _Transaction:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self) -> None:
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise _busy(exc) from None

    def __exit__(self, kind: Any, value: Any, tb: Any) -> None:
        try:
            self.db.execute("COMMIT" if kind is None else "ROLLBACK")
        except sqlite3.OperationalError as exc:
            if kind is None:
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise _busy(exc) from None
