"""Asking Qt's own plugin loader whether a plugin can load, and what it lacks.

Qt finds its plugins (platforms, image formats, icon engines…) in the folders of
``QCoreApplication.libraryPaths()`` and loads them with ``QPluginLoader``. A
platform plugin that is present may still fail to load because a system library
it needs is missing (on Linux, Qt's X11 plugin ``xcb`` needs ``libxcb-cursor``,
``libxcb-icccm``…). This module puts that question to Qt itself, so the answer
stays right whatever a new Qt version needs, and names each missing library
with the Debian package that brings it.

Only ``PySide6.QtCore`` is imported (no window, no display needed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PLUGIN_SUFFIXES = (".so", ".dll", ".dylib")
"""File suffixes of Qt plugins on Linux, Windows and macOS."""

# "libxcb-icccm.so.4: cannot open shared object file", or "/lib/…/libxcb-icccm.so.4: file too short"
# when the file is there but empty or damaged: either way the library cannot be used.
_MISSING = re.compile(r"(?:\S*/)?([\w.+-]+\.so(?:\.\d+)*): (?:cannot open shared object file|file too short"
                      r"|invalid ELF header)")
_LDD_MISSING = re.compile(r"^\s*(\S+\.so(?:\.\d+)*) => not found", re.M)


@dataclass(frozen=True)
class LoadResult:
    """What loading one plugin gave.

    Attributes:
        path: the plugin file.
        error: Qt's own message when it could not be loaded, else "".
        missing: the shared libraries that could not be found (sonames such as
            ``libxcb-icccm.so.4``), in the order found; empty when it loaded or
            when something else went wrong.
    """

    path: Path
    error: str = ""
    missing: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """True when the plugin loaded."""
        return not self.error

    def packages(self) -> list[str]:
        """Return the Debian packages that bring the missing libraries (see :func:`debian_package`)."""
        return [debian_package(name) for name in self.missing]


def find_plugins(kind: str) -> dict[str, Path]:
    """Return the Qt plugins of ``kind`` (``platforms``, ``imageformats``…) by each of their keys.

    Args:
        kind: a plugin folder name, as under ``Qt/plugins/``.

    Returns:
        Each key a plugin declares in its metadata (``xcb``, ``offscreen``, ``svg``…),
        lower-cased, with the plugin file; the first folder of Qt's library paths wins.
        Empty when Qt has no such folder.
    """
    from PySide6.QtCore import QCoreApplication, QPluginLoader

    found: dict[str, Path] = {}
    for folder in QCoreApplication.libraryPaths():
        for path in sorted(Path(folder, kind).glob("*")):
            if path.suffix.lower() not in PLUGIN_SUFFIXES:
                continue
            data: dict[str, Any] = dict(QPluginLoader(str(path)).metaData())
            meta = data.get("MetaData", {})
            for key in meta.get("Keys", []):
                found.setdefault(str(key).lower(), path)
    return found


def load_plugin(path: Path) -> LoadResult:
    """Load the plugin at ``path`` with ``QPluginLoader`` and say what it lacks if it cannot load.

    On Linux a failed load is followed by ``ldd`` (when it is installed) so that
    every missing library is named, not only the first one the loader met.

    Returns:
        The :class:`LoadResult`. Nothing is raised: any failure is in its ``error``.
    """
    from PySide6.QtCore import QPluginLoader

    loader = QPluginLoader(str(path))
    if loader.load():
        return LoadResult(Path(path))
    error = loader.errorString()
    missing = list(dict.fromkeys(_MISSING.findall(error)))
    for name in missing_libraries(Path(path)):
        if name not in missing:
            missing.append(name)
    return LoadResult(Path(path), error or "the plugin could not be loaded", tuple(missing))


def missing_libraries(path: Path) -> list[str]:
    """Return every library ``path`` needs, directly or through another, that cannot be used here.

    ``ldd`` names each library it does not find, but stops at the first one it
    finds unusable (an empty or damaged file: "file too short"); the libraries
    are then also looked up one by one (:func:`unusable_libraries`), so that
    each of them is named. Empty without ``ldd`` or when nothing is wrong.
    """
    said = _ldd_said(path)
    if not said:
        return unusable_libraries(path) if path.suffix == ".so" else []
    found = _LDD_MISSING.findall(said) + _MISSING.findall(said)
    if "error while loading shared libraries" in said or _MISSING.search(said):
        found += unusable_libraries(path)
    return list(dict.fromkeys(found))


_ELF_MAGIC = b"\x7fELF"


def needed_libraries(path: Path) -> tuple[list[str], list[str]]:
    """Return the sonames an ELF file needs (``DT_NEEDED``) and the folders of its ``RUNPATH``/``RPATH``.

    ``$ORIGIN`` is replaced by the file's own folder. Reads the file only (no loader, no ``objdump``).

    Returns:
        (sonames in the file's order, folders); both empty for a file that is no ELF
        shared object or executable (too short, another format).
    """
    import struct

    try:
        data = Path(path).read_bytes()
    except OSError:
        return [], []
    if len(data) < 64 or not data.startswith(_ELF_MAGIC) or data[4] not in (1, 2) or data[5] not in (1, 2):
        return [], []
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    try:
        if wide:
            phoff, = struct.unpack_from(order + "Q", data, 0x20)
            phentsize, phnum = struct.unpack_from(order + "HH", data, 0x36)
            header, entry = order + "IIQQQQQQ", order + "qQ"
        else:
            phoff, = struct.unpack_from(order + "I", data, 0x1C)
            phentsize, phnum = struct.unpack_from(order + "HH", data, 0x2A)
            header, entry = order + "IIIIIIII", order + "iI"
        loads: list[tuple[int, int, int]] = []
        dynamic: tuple[int, int] | None = None
        for index in range(phnum):
            fields = struct.unpack_from(header, data, phoff + index * phentsize)
            if wide:
                kind, _flags, offset, vaddr, _paddr, filesz = fields[:6]
            else:
                kind, offset, vaddr, _paddr, filesz = fields[:5]
            if kind == 1:
                loads.append((vaddr, offset, filesz))
            elif kind == 2:
                dynamic = (offset, filesz)
        if dynamic is None:
            return [], []
        size = struct.calcsize(entry)
        tags: list[tuple[int, int]] = []
        for at in range(dynamic[0], dynamic[0] + dynamic[1], size):
            tag, value = struct.unpack_from(entry, data, at)
            if tag == 0:
                break
            tags.append((tag, value))
        strtab = next((value for tag, value in tags if tag == 5), None)
        base = next((offset + strtab - vaddr for vaddr, offset, filesz in loads
                     if strtab is not None and vaddr <= strtab < vaddr + filesz), None)
        if base is None:
            return [], []

        def text(offset: int) -> str:
            end = data.index(b"\0", base + offset)
            return data[base + offset:end].decode("utf-8", "replace")

        needed = [text(value) for tag, value in tags if tag == 1]
        folders = [folder.replace("$ORIGIN", str(Path(path).resolve().parent)).replace("${ORIGIN}", str(Path(path).resolve().parent))
                   for tag, value in tags if tag in (15, 29) for folder in text(value).split(":") if folder]
        return needed, folders
    except (struct.error, ValueError, IndexError):
        return [], []


def _system_folders() -> list[str]:
    """The folders the dynamic loader searches after a file's own: ``LD_LIBRARY_PATH``, its cache, the defaults."""
    import os
    import shutil
    import subprocess

    folders = [f for f in os.environ.get("LD_LIBRARY_PATH", "").split(":") if f]
    ldconfig = shutil.which("ldconfig") or next((p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig")
                                                  if Path(p).is_file()), None)
    if ldconfig:
        try:
            listing = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, timeout=20).stdout
        except (OSError, subprocess.SubprocessError):
            listing = ""
        folders += list(dict.fromkeys(str(Path(line.rsplit("=> ", 1)[1]).parent)
                                      for line in listing.splitlines() if "=> " in line))
    return folders + ["/lib64", "/usr/lib64", "/lib", "/usr/lib"]


def unusable_libraries(path: Path, limit: int = 400) -> list[str]:
    """Return each library ``path`` needs, at any depth, that is nowhere to be found or is no usable ELF file.

    The search follows the loader's order: the needing file's ``RUNPATH``/``RPATH``,
    ``LD_LIBRARY_PATH``, the loader's cache (``ldconfig -p``), then the default
    folders. Every library found is searched in turn (at most ``limit`` files).

    Returns:
        Sonames such as ``libxcb-icccm.so.4``, in the order met; empty when all are there.
    """
    system = _system_folders()
    missing: list[str] = []
    seen: set[str] = set()
    todo = [Path(path)]
    while todo and len(seen) < limit:
        current = todo.pop(0)
        needed, own = needed_libraries(current)
        for soname in needed:
            if soname in seen:
                continue
            seen.add(soname)
            where = next((Path(folder, soname) for folder in own + system if Path(folder, soname).exists()), None)
            if where is None or not needed_libraries(where)[0] and not _is_elf(where):
                missing.append(soname)
            else:
                todo.append(where)
    return missing


def _is_elf(path: Path) -> bool:
    """True when ``path`` begins like an ELF file and is long enough to be one."""
    try:
        with open(path, "rb") as stream:
            head = stream.read(64)
    except OSError:
        return False
    return len(head) == 64 and head.startswith(_ELF_MAGIC)


def _ldd_said(path: Path) -> str:
    """Return what ``ldd`` prints about ``path`` ("" without ldd, for a file that is no ``.so``, or on failure)."""
    import shutil  # here: only a plugin that fails needs them, and every start of the window checks one
    import subprocess

    ldd = shutil.which("ldd")
    if ldd is None or path.suffix != ".so":
        return ""
    try:
        result = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return ""
    return result.stdout + result.stderr  # ldd prints a library it cannot map ("file too short") as an error


def platform_plugin(key: str) -> LoadResult | None:
    """Find the platform plugin ``key`` (``xcb``, ``wayland``…) and try to load it.

    Returns:
        Its :class:`LoadResult`, or None when Qt has no such platform plugin.
    """
    path = find_plugins("platforms").get(key)
    return None if path is None else load_plugin(path)


def debian_package(soname: str) -> str:
    """Return the name of the Debian package that ships the shared library ``soname``.

    Debian names a library's package after its soname (policy §8.1):
    ``libxcb-icccm.so.4`` is in ``libxcb-icccm4``, and a name ending in a digit
    takes a dash, so ``libxkbcommon-x11.so.0`` is in ``libxkbcommon-x11-0``.

    Args:
        soname: a library file name such as ``libfoo.so.1``.

    Returns:
        The package name, lower-case; ``soname`` unchanged when it has no version.
    """
    match = re.fullmatch(r"(.+?)\.so\.(\d+)(?:\.\d+)*", soname)
    if match is None:
        return soname
    stem, major = match.groups()
    joiner = "-" if stem[-1].isdigit() else ""
    return f"{stem}{joiner}{major}".lower().replace("_", "-")


def install_hint(packages: list[str]) -> str:
    """Return the command that installs ``packages`` on Debian or Ubuntu (``sudo apt-get install …``)."""
    return f"sudo apt-get install {' '.join(packages)}"
