"""What can go wrong with a save file, and reading one without trusting it: no rules and no schema library here.

The data folder's lock, the Open Recent list and the autosave's own files use
these before any game is read or written, so the window can start, and quit,
without the save format (:mod:`gameofyear.saves.format`) and what it imports.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..safeio import FileRefused, read_regular_file

MAX_SAVE_BYTES = 2_000_000
"""Files larger than this are not read (a game's save is about 5–30 kB), so that no file makes reading one slow."""


class SaveProblem(StrEnum):
    """The kinds of problems a save file can have (:attr:`SaveError.problem`)."""

    UNREADABLE = "unreadable"
    """The file cannot be read (missing, no permission, too large)."""
    TRUNCATED = "truncated"
    """The file is empty or ends in the middle of the JSON (cut off)."""
    NOT_JSON = "not_json"
    """The file is not JSON at all."""
    NOT_A_SAVE = "not_a_save"
    """The file is JSON but not a Game of the Year save."""
    NEWER_VERSION = "newer_version"
    """The file was written by a newer version of the game."""
    UNKNOWN_VERSION = "unknown_version"
    """The format version is not one this game knows how to read."""
    CHECKSUM = "checksum"
    """The file was changed after it was saved (edited money, a lost line…)."""
    DAMAGED = "damaged"
    """The checksum holds but a field is missing or of the wrong kind."""
    CONTENT_CHANGED = "content_changed"
    """The rules content differs from the one the game was played with."""
    REPLAY = "replay"
    """The decisions do not replay to the saved position."""
    WRITE_FAILED = "write_failed"
    """The file could not be written (the previous one is kept)."""
    ALMANAC_MISSING = "almanac_missing"
    """The game was played with a house almanac that is not open (its folder is named, never read)."""

    @property
    def in_the_file(self) -> bool:
        """True for a problem of the file itself, which opening it again cannot mend (cut off, not JSON,
        not a save, an unknown format, changed or damaged, decisions that do not replay); False for one
        of the moment or of this game (the file cannot be read now, it comes from a newer version, other
        rules content, a house almanac not at hand, a failed write)."""
        return self in _IN_THE_FILE


_IN_THE_FILE = frozenset({
    SaveProblem.TRUNCATED, SaveProblem.NOT_JSON, SaveProblem.NOT_A_SAVE, SaveProblem.UNKNOWN_VERSION,
    SaveProblem.CHECKSUM, SaveProblem.DAMAGED, SaveProblem.REPLAY,
})


class SaveError(Exception):
    """A save file that cannot be read, loaded or written; nothing was changed.

    Attributes:
        problem: what kind of problem (:class:`SaveProblem`).
        detail: what is wrong, in plain English, without the file's name.
        path: the file concerned (None for data that came from elsewhere).
        facts: what the message is made of, for saying it in another language
            (``{"why": "cut", "format": 4, "reason": "…"}``; see :func:`gameofyear.ui.savetexts.save_error_text`).
    """

    def __init__(self, problem: SaveProblem, detail: str, path: Path | str | None = None,
                 facts: Mapping[str, Any] | None = None):
        self.problem = problem
        self.detail = detail
        self.path = None if path is None else Path(path)
        self.facts: dict[str, Any] = dict(facts or {})
        super().__init__(f"{self.path}: {detail}" if self.path is not None else detail)

    def with_path(self, path: Path | str | None) -> SaveError:
        """Return the same error about ``path`` (its facts kept)."""
        return SaveError(self.problem, self.detail, path, self.facts)


def read_bounded(path: Path | str, limit: int = MAX_SAVE_BYTES) -> bytes:
    """Return the bytes of the regular file ``path``, refusing anything else or anything larger than ``limit`` bytes.

    The file is opened without blocking (a pipe with no writer would otherwise
    wait for ever) and checked to be a regular file before a byte is read
    (:func:`gameofyear.safeio.read_regular_file`).

    Raises:
        SaveError: (``unreadable``) missing, no permission, not a regular file,
            or more than ``limit`` bytes.
    """
    try:
        return read_regular_file(path, limit)
    except FileRefused as exc:
        detail = str(exc).replace("it is far too large", "it is far too large to be a save")
        raise SaveError(SaveProblem.UNREADABLE, detail, path, {"why": exc.why, "reason": exc.reason}) from None


