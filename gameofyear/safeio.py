"""Reading a file that may be hostile: only a regular file, only so many bytes, never a wait.

Saves, content files and small lists kept by the game are read with
:func:`read_regular_file`: a device (``/dev/zero``), a named pipe or a folder
put where a file is expected is refused at once, and the size is counted on
the bytes actually read, not on what the file system reports.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileRefused(OSError):
    """A file that cannot or may not be read; ``str()`` says why in a few words (no file name).

    Attributes:
        why: the kind of refusal, for saying it in another language: ``"missing"``,
            ``"permission"``, ``"folder"``, ``"device"``, ``"too_large"`` or ``"other"``.
        reason: the system's own words for it ("No such file or directory"), or "".
    """

    def __init__(self, message: str, why: str = "other", reason: str = ""):
        super().__init__(message)
        self.why = why
        self.reason = reason

    def __str__(self) -> str:
        return str(self.args[0])


def _refusal(exc: OSError | ValueError) -> FileRefused:
    """The :class:`FileRefused` for a file that cannot be opened or read."""
    import errno

    text = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
    code = exc.errno if isinstance(exc, OSError) else None
    why = {errno.ENOENT: "missing", errno.EACCES: "permission", errno.EPERM: "permission"}.get(code or -1, "other")
    return FileRefused(f"it cannot be read ({text})", why, text)


def read_regular_file(path: Path | str, limit: int) -> bytes:
    """Return the bytes of the regular file ``path``.

    Args:
        path: the file.
        limit: the most bytes accepted.

    Returns:
        The whole file.

    Raises:
        FileRefused: missing or without permission ("cannot be read (…)"), not
            a regular file ("not a file but a device, a pipe or a socket" / "a
            folder"), or larger than ``limit`` bytes ("far too large").
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the name
        raise _refusal(exc) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "a device, a pipe or a socket"
            raise FileRefused(f"it is not a file but {kind}", "folder" if stat.S_ISDIR(info.st_mode) else "device")
        if info.st_size > limit:
            raise FileRefused(f"it is far too large ({info.st_size:,} bytes; at most {limit:,})", "too_large")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileRefused(f"it is far too large (more than {limit:,} bytes)", "too_large")
        return b"".join(chunks)
    except FileRefused:
        raise
    except OSError as exc:
        raise _refusal(exc) from None
    finally:
        os.close(fd)
