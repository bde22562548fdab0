"""Where saves live: atomic writes with a backup, the autosave, the recent files and the data folder's lock.

Writing (:func:`write_save`) goes to a temporary file in the same folder,
flushed and ``fsync``-ed, then moved over the old file with ``os.replace``;
:class:`Autosave` keeps the previous autosave as a backup. A write that fails
half way leaves the previous file whole. Only one copy of the game writes a
data folder's autosave (:class:`DataFolderLock`); a second copy is told which
process holds it.

This module does not import Qt: the desktop game hands it a folder.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..clean import printable
from ..seats import Seat
from .errors import SaveError, SaveProblem, read_bounded

if TYPE_CHECKING:  # the save format and the rules are imported when a game is written or read, not before
    from ..engine.game import Game
    from .format import SaveFile

AUTOSAVE_NAME = "autosave.json"
"""The autosave's file name in the data folder."""
BACKUP_SUFFIX = ".bak"
"""Added to a file's name for its backup (the previous autosave)."""
RECENT_NAME = "recent.json"
"""The list of recently opened or saved files, in the data folder."""
LOCK_NAME = "autosave.lock"
"""The lock file that keeps a second copy of the game from writing the same autosave."""
OWNER_NAME = "autosave.owner"
"""Beside the lock: which process holds it (JSON: ``pid``, ``host``, ``since``)."""
STALE_TEMPORARY_SECONDS = 60.0
"""A temporary file of an interrupted write older than this (seconds) is removed."""


def read_save(path: Path | str) -> SaveFile:
    """Read and check a save file: :func:`gameofyear.saves.format.read_save`, the format imported on first use.

    Raises:
        SaveError: as :func:`gameofyear.saves.format.read_save`.
    """
    from .format import read_save as read

    return read(path)


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    if os.name != "posix":
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def backup_path(path: Path | str) -> Path:
    """Return where the previous version of ``path`` is kept (``autosave.json.bak``)."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_atomically(path: Path | str, data: bytes, *, backup: bool = False) -> Path:
    """Write ``data`` to ``path`` so that a crash never leaves a half-written file.

    The bytes go to a temporary file in the same folder, which is flushed and
    ``fsync``-ed, then renamed over ``path`` with ``os.replace`` (atomic). With
    ``backup``, the file being replaced is first renamed to :func:`backup_path`.

    Returns:
        ``path``.

    Raises:
        SaveError: (``write_failed``) the folder or the file cannot be written;
            the temporary file is removed and ``path`` is left as it was.
    """
    path = Path(path)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if path.exists():
            with suppress(OSError):
                os.chmod(tmp, path.stat().st_mode & 0o777)
        else:
            with suppress(OSError):
                os.chmod(tmp, 0o644)
        if backup and path.exists():
            os.replace(path, backup_path(path))
        os.replace(tmp, path)
        tmp = None
        remove_stale_temporaries(path)
    except OSError as exc:
        raise SaveError(SaveProblem.WRITE_FAILED, f"the game cannot be written there ({exc.strerror or exc}); "
                        "the previous file is kept", path, {"why": "write", "reason": exc.strerror or str(exc)}) from None
    finally:
        if tmp is not None:
            with suppress(OSError):
                os.unlink(tmp)
    _fsync_folder(path.parent)
    return path


def remove_stale_temporaries(path: Path | str, older_than: float = STALE_TEMPORARY_SECONDS) -> list[Path]:
    """Remove the temporary files that interrupted writes of ``path`` left beside it (``.<name>.*.tmp``).

    Only files named as :func:`write_atomically` names them and last changed
    more than ``older_than`` seconds ago are removed (a write in progress in
    another process is newer). Failures are ignored.

    Returns:
        The files removed.
    """
    path = Path(path)
    removed: list[Path] = []
    now = datetime.now().timestamp()
    try:
        found = list(path.parent.glob(f".{glob_escape(path.name)}.*.tmp"))
    except (OSError, ValueError):
        return removed
    for stale in found:
        with suppress(OSError):
            if stale.is_file() and now - stale.stat().st_mtime > older_than:
                stale.unlink()
                removed.append(stale)
    return removed


def glob_escape(name: str) -> str:
    """``name`` with the characters that mean something to ``glob`` (``*?[``) made literal."""
    import glob

    return glob.escape(name)


def write_save(path: Path | str, game: Game, seats: Sequence[Seat], *, backup: bool = False,
               saved_at: datetime | None = None, language: str = "en") -> Path:
    """Save ``game`` to ``path`` (see :func:`write_atomically` and :func:`save_document`).

    ``language`` is the language the game was shown in, written in the file.

    Raises:
        SaveError: (``write_failed``) the file cannot be written; the previous one is kept.
    """
    from .format import dumps

    return write_atomically(path, dumps(game, seats, saved_at=saved_at, language=language), backup=backup)


# --------------------------------------------------------------------------- autosave and recent files


T = TypeVar("T")


@dataclass(frozen=True)
class Recovered(Generic[T]):
    """The game the autosave folder gives back (:meth:`Autosave.recover`).

    Attributes:
        save: the file read.
        result: what the caller's ``rebuild`` made of it (the replayed game).
        path: the autosave or its backup.
        problems: why each file tried before it could not be used (``"autosave.json: …"``);
            empty when the autosave itself was used.
    """

    save: SaveFile
    result: T
    path: Path
    problems: tuple[str, ...] = ()

    @property
    def from_backup(self) -> bool:
        """True when the autosave could not be used and its backup is given instead."""
        return bool(self.problems)


class Autosave:
    """The game saved as it goes (the window writes it after people's decisions), in the user's data folder.

    ``autosave.json`` holds the latest game; ``autosave.json.bak`` the previous
    version. Reading falls back to the backup when the latest cannot be read
    or replayed (:meth:`recover`). A new game never destroys an unfinished one
    that nobody resumed: the first write of this object keeps that game aside
    as ``autosave-kept-<time>.json`` (:attr:`kept`) — the autosave, or the
    backup when the autosave cannot be used and the backup is the only good copy.

    Args:
        folder: the data folder (created when first written).
    """

    def __init__(self, folder: Path | str):
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        self.backup = backup_path(self.path)
        self.kept: Path | None = None
        """Where an only good copy was kept aside by a write (None: nothing was)."""
        self._checked = False  # the autosave on disk was written by this object, or checked to be good
        self._bad = False  # the autosave on disk cannot be used (found by recover)
        self._backed_up = False  # the backup holds a moment of the game this object writes

    def write(self, game: Game, seats: Sequence[Seat], *, language: str = "en") -> Path:
        """Save ``game`` as the autosave, keeping the previous one as the backup.

        ``language`` is the language the game is shown in, written in the file.

        The first write of this object (unless :meth:`resumed` was called) keeps
        an unfinished game on disk aside first (:attr:`kept`), so that it is not
        overwritten by the next writes, and writes the backup too, so that from
        the first autosave on there is always a copy of this game to fall back on.

        Raises:
            SaveError: (``write_failed``) as :func:`write_atomically`; the previous autosave is kept.
        """
        from .format import dumps

        data = dumps(game, seats, language=language)
        if not self._checked:
            self._keep_only_good_copy(data)
        rotate = self._backed_up and not self._bad and self.path.exists()
        if not rotate:  # no backup of this game yet: the first one is this very moment
            write_atomically(self.backup, data)
        write_atomically(self.path, data, backup=rotate)
        self._checked, self._bad, self._backed_up = True, False, True
        return self.path

    def resumed(self) -> None:
        """Tell this object that the game it gave back (:meth:`recover`) is being played on.

        The game on screen is then the good copy, so the next write need not
        keep the backup aside, and the autosave on disk (an earlier moment of
        it) becomes the backup.
        """
        self._checked = True
        self._backed_up = not self._bad

    def _keep_only_good_copy(self, data: bytes) -> None:
        """Before the first write of ``data``: keep aside the unfinished game that this write would start to lose.

        That is the autosave on disk when it holds an unfinished game nobody
        resumed (it would be the backup after this write and gone after the
        next), or, when the autosave cannot be used, the backup, then the only
        good copy. Nothing is kept when that game is the one written now, or an
        earlier moment of it (the same players, seed and first decisions: a save
        of it opened again): nothing of it would be lost.
        """
        candidate: Path | None = None
        found: SaveFile | None = None
        if not self._bad and self.path.exists():
            try:
                found = read_save(self.path)
                if not found.surely_over:
                    candidate = self.path
            except SaveError:
                self._bad = True
        if self._bad and self.backup.exists():
            try:
                found = read_save(self.backup)
                if not found.surely_over:
                    candidate = self.backup
            except SaveError:
                pass
        if candidate is None or found is None:
            return
        from .format import parse_save

        with suppress(SaveError):
            now = parse_save(data)
            if (now.setup, now.seed, now.digest) == (found.setup, found.seed, found.digest) \
                    and now.actions[: len(found.actions)] == found.actions:
                return
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"autosave-kept-{stamp}.json"
        n = 1
        while target.exists():
            n += 1
            target = self.folder / f"autosave-kept-{stamp}-{n}.json"
        try:
            os.replace(candidate, target)
        except OSError as exc:
            raise SaveError(SaveProblem.WRITE_FAILED, f"the previous game cannot be kept aside ({exc.strerror or exc}); "
                            "nothing was written", self.path, {"why": "keep", "reason": exc.strerror or str(exc)}) from None
        self.kept = target

    def read(self) -> SaveFile | None:
        """Return the autosave (or, if it is damaged or missing, the backup); None when neither can be read."""
        for path in (self.path, self.backup):
            if path.exists():
                with suppress(SaveError):
                    return read_save(path)
        return None

    def unfinished(self) -> SaveFile | None:
        """Return the autosaved game when it is not over (the one to offer to resume), else None."""
        save = self.read()
        return save if save is not None and not save.surely_over else None

    def recover(self, rebuild: Callable[[SaveFile], T], *, unfinished_only: bool = True,
                finished: Callable[[T], bool] | None = None) -> Recovered[T] | None:
        """Return the first of the autosave and its backup that reads and rebuilds, with why the others did not.

        Args:
            rebuild: makes the game of a save (:func:`load_game` with its content);
                any exception it raises (not only :class:`SaveError`) counts as
                the file being unusable, and the backup is tried.
            unfinished_only: skip files whose game is over (nothing to resume).
            finished: tells from what ``rebuild`` made whether the game is over. With it, a file
                that says its game is over while its snapshot says otherwise is rebuilt all the same and
                its word checked against the replayed game (a file is not trusted on it); without it, or
                when both say so, the file's word is taken (nothing is replayed for a game that is over).

        Returns:
            The save, what ``rebuild`` returned, the file and the problems met
            before it; None when neither file gives a game (or only finished ones).
            When only the backup is usable, the autosave is remembered as bad:
            the next :meth:`write` keeps the backup aside rather than losing it.
        """
        problems: list[str] = []
        for path in (self.path, self.backup):
            if not path.exists():
                continue
            try:
                save = read_save(path)
                if unfinished_only and save.finished and (finished is None or save.surely_over):
                    if path == self.path:
                        return None  # the latest game is over: an older one is not offered
                    continue
                result = rebuild(save)
                if unfinished_only and finished is not None and finished(result):
                    if path == self.path:
                        return None  # the latest game is over (its actions say so): an older one is not offered
                    continue
            except SaveError as exc:
                problems.append(f"{path.name}: {exc.detail}")
            except Exception as exc:  # noqa: BLE001 - whatever fails, the backup is tried
                problems.append(f"{path.name}: {type(exc).__name__}: {printable(exc, 200)}")
            else:
                return Recovered(save, result, path, tuple(problems))
            if path == self.path:
                self._bad = True
        if problems:  # a game the player may miss: the log says why it is not offered
            logging.getLogger(__name__).warning("no autosaved game can be resumed: %s", "; ".join(problems))
        return None

    def clean_temporaries(self, older_than: float = STALE_TEMPORARY_SECONDS) -> list[Path]:
        """Remove the temporary files of writes that were interrupted (the game was killed mid-write).

        Only files of this folder named as :func:`write_atomically` names them
        (``.autosave.json.*.tmp``, ``.recent.json.*.tmp``, ``.autosave.owner.*.tmp``) and last changed more
        than ``older_than`` seconds ago are removed.

        Returns:
            The files removed.
        """
        removed: list[Path] = []
        for name in (AUTOSAVE_NAME, RECENT_NAME, OWNER_NAME):
            removed += remove_stale_temporaries(self.folder / name, older_than)
        return removed


def process_alive(pid: int) -> bool:
    """Return True when a process ``pid`` runs on this computer (or cannot be checked)."""
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - checked on Windows only
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # type: ignore[attr-defined]
        if not handle:
            return False
        ctypes.windll.kernel32.CloseHandle(handle)  # type: ignore[attr-defined]
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


class DataFolderLock:
    """One game, one writer: the lock that only one copy of the game holds on a data folder.

    The lock itself is an operating-system lock on ``autosave.lock``
    (:mod:`filelock`), released by the system when its process ends however
    it ends, so a lock left by a killed copy never stays. Beside it,
    ``autosave.owner`` says which process holds it, for the message a second
    copy shows; an owner file whose process is gone is stale and replaced.

    Args:
        folder: the data folder.
    """

    def __init__(self, folder: Path | str):
        from filelock import FileLock

        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self.owner_path = self.folder / OWNER_NAME
        self._lock = FileLock(str(self.path), timeout=0, thread_local=False)
        self.held = False
        """True while this object holds the lock."""

    def acquire(self) -> bool:
        """Take the lock if no other copy of the game holds it.

        Returns:
            True when taken (the owner file now names this process); False when
            another running copy holds it (see :meth:`owner`).

        Raises:
            SaveError: (``write_failed``) the folder cannot be written, so there can be no lock.
        """
        from filelock import Timeout

        if self.held:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if not os.access(self.folder, os.W_OK | os.X_OK):  # a lock that cannot be made is not another copy's
                raise PermissionError(13, os.strerror(13))
            self._lock.acquire()
        except Timeout:
            return False
        except OSError as exc:
            raise SaveError(SaveProblem.WRITE_FAILED, f"the data folder cannot be locked ({exc.strerror or exc})",
                            self.path, {"why": "lock", "reason": exc.strerror or str(exc)}) from None
        self.held = True
        record = {"pid": os.getpid(), "host": platform_node(), "since": datetime.now().astimezone().isoformat(timespec="seconds")}
        with suppress(SaveError):
            write_atomically(self.owner_path, json.dumps(record).encode("utf-8"))
        return True

    def owner(self) -> dict[str, Any] | None:
        """Return who holds the lock as its owner file says (``{"pid": int, "host": str, "since": str}``), or None.

        The file is read with a small limit and checked; anything odd in it, or
        the record of a process of this computer that has ended, gives None.
        """
        try:
            data = json.loads(read_bounded(self.owner_path, 4096).decode("utf-8"))
        except (SaveError, ValueError, RecursionError):
            return None
        if not isinstance(data, dict) or type(data.get("pid")) is not int:
            return None
        host = data.get("host", "")
        if host == platform_node() and not process_alive(data["pid"]):
            return None  # a stale record: its process has ended
        return {"pid": data["pid"], "host": printable(host, 80), "since": printable(data.get("since", ""), 40)}

    def release(self) -> None:
        """Give the lock back (the owner file is removed first)."""
        if not self.held:
            return
        with suppress(OSError):
            self.owner_path.unlink()
        with suppress(OSError):
            self._lock.release()
        self.held = False


def platform_node() -> str:
    """This computer's network name (empty when unknown)."""
    import platform

    return platform.node()


class RecentFiles:
    """The save files opened or saved lately, newest first (kept in ``recent.json``).

    A list file that cannot be used (not JSON, not a list of file names, too
    large, names with NUL characters or of absurd length) is reset and
    :attr:`problem` says why, once.

    Args:
        folder: the data folder; None keeps the list in memory only.
        limit: how many files are remembered.
    """

    MAX_BYTES = 256_000
    """A list file larger than this is not read (bytes)."""

    def __init__(self, folder: Path | str | None, limit: int = 8):
        self.file = None if folder is None else Path(folder) / RECENT_NAME
        self.limit = limit
        self._memory: list[str] = []
        self.problem: str | None = None
        """Why the list file was reset (None: it was fine); the window shows it once."""

    def paths(self) -> list[Path]:
        """The remembered files that still exist, newest first."""
        names = self._memory
        if self.file is not None:
            names = self._read()
        found: list[Path] = []
        for name in names:
            try:
                path = Path(name)
                if path.is_file():
                    found.append(path)
            except (OSError, ValueError):
                continue
            if len(found) >= self.limit:
                break
        return found

    def _read(self) -> list[str]:
        assert self.file is not None
        if not self.file.exists():
            return []
        try:
            data = json.loads(read_bounded(self.file, self.MAX_BYTES).decode("utf-8"))
            if not isinstance(data, list):
                raise ValueError("it is not a list")
            names = [n for n in data if isinstance(n, str) and 0 < len(n) <= 4096 and "\0" not in n]
            if len(names) != len(data):
                raise ValueError("it holds entries that are not file names")
            return names
        except (SaveError, ValueError, RecursionError) as exc:
            self.problem = f"the list of recent games could not be read and was cleared ({printable(exc, 120)})"
            self._set([])
            return []

    def add(self, path: Path | str) -> None:
        """Put ``path`` first (a failure to write the list is ignored: it is only a convenience)."""
        try:
            name = str(Path(path).resolve())
        except (OSError, ValueError, RuntimeError):
            return
        names = [name] + [str(p) for p in self.paths() if str(p) != name]
        self._set(names[: self.limit])

    def remove(self, path: Path | str) -> bool:
        """Forget ``path`` (a save that turned out broken); a failure to write the list is ignored.

        Returns:
            True when it was on the list.
        """
        try:
            name = Path(path).resolve()
        except (OSError, ValueError, RuntimeError):
            return False
        listed = self.paths()
        kept = [p for p in listed if p.resolve() != name]
        if len(kept) == len(listed):
            return False
        self._set([str(p) for p in kept])
        return True

    def clear(self) -> None:
        """Forget every file."""
        self._set([])

    def _set(self, names: list[str]) -> None:
        self._memory = names
        if self.file is not None:
            with suppress(SaveError):
                write_atomically(self.file, json.dumps(names, ensure_ascii=False, indent=1).encode("utf-8"))


