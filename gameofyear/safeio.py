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
    """A file that cannot or may not be read; ``str()`` says why in a few words (no file name)."""


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
    except OSError as exc:
        raise FileRefused(f"it cannot be read ({exc.strerror or exc})") from None
    except ValueError as exc:  # a NUL character in the name
        raise FileRefused(f"it cannot be read ({exc})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "a device, a pipe or a socket"
            raise FileRefused(f"it is not a file but {kind}")
        if info.st_size > limit:
            raise FileRefused(f"it is far too large ({info.st_size:,} bytes; at most {limit:,})")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileRefused(f"it is far too large (more than {limit:,} bytes)")
        return b"".join(chunks)
    except FileRefused:
        raise
    except OSError as exc:
        raise FileRefused(f"it cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
