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
    for name in _ldd_missing(Path(path)):
        if name not in missing:
            missing.append(name)
    return LoadResult(Path(path), error or "the plugin could not be loaded", tuple(missing))


def _ldd_missing(path: Path) -> list[str]:
    """Return the libraries ``ldd`` reports as not found for ``path`` (empty without ldd or on failure)."""
    import shutil  # here: only a plugin that fails needs them, and every start of the window checks one
    import subprocess

    ldd = shutil.which("ldd")
    if ldd is None or path.suffix != ".so":
        return []
    try:
        result = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return []
    said = result.stdout + result.stderr  # ldd prints a library it cannot map ("file too short") as an error
    return list(dict.fromkeys(_LDD_MISSING.findall(said) + _MISSING.findall(said)))


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
