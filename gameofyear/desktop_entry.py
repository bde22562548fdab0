"""``gameofyear --install-desktop-entry``: a menu entry and an icon for a copy installed with pip.

The bundle and the ``.deb`` bring their own menu entry; a wheel cannot write outside
its Python environment, so this command writes, for the user who runs it only:

- ``$XDG_DATA_HOME/applications/io.github.gameofyear.GameOfTheYear.desktop``
  (``~/.local/share/…`` by default): the game's own entry (the wheel carries it in
  ``gameofyear/_data/share/``, the checkout in ``packaging/linux/``), its ``Exec``
  set to the ``gameofyear`` command that runs it;
- ``$XDG_DATA_HOME/icons/hicolor/scalable/apps/io.github.gameofyear.GameOfTheYear.svg``:
  the game's icon (``resources/icons/gameofyear.svg``).

Running it again writes the same two files; nothing else is touched.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.gameofyear.GameOfTheYear"
"""The application id: the names of the entry and the icon (as the bundle and the AppStream file use it)."""


def data_home() -> Path:
    """Return ``$XDG_DATA_HOME``, else ``~/.local/share`` (the XDG base directory rule)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def _entry_template() -> Path:
    """Return the game's ``.desktop`` file, in the wheel's data or in the checkout.

    Raises:
        FileNotFoundError: neither has it (a broken installation).
    """
    here = Path(__file__).resolve().parent
    candidates = [here / "_data" / "share" / "applications" / f"{APP_ID}.desktop",
                  here.parent / "packaging" / "linux" / f"{APP_ID}.desktop"]
    for path in candidates:
        if path.is_file():
            return path
    raise FileNotFoundError(f"the game's menu entry is missing (looked at {', '.join(map(str, candidates))})")


def command() -> str:
    """Return the command line the entry runs: this copy's ``gameofyear`` script, else ``python -m gameofyear.cli``."""
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "gameofyear" and script.is_file():
        return shlex.quote(str(script))
    found = shutil.which("gameofyear")
    if found:
        return shlex.quote(str(Path(found).resolve()))
    return f"{shlex.quote(sys.executable)} -m gameofyear.cli"


def install_desktop_entry(target: Path | None = None) -> list[Path]:
    """Write the menu entry and the icon under ``target`` (default :func:`data_home`).

    Returns:
        The two files written.

    Raises:
        FileNotFoundError: the entry or the icon is not part of this installation.
        OSError: they cannot be written.
    """
    from .paths import data_root

    base = Path(target) if target is not None else data_home()
    icon = data_root() / "resources" / "icons" / "gameofyear.svg"
    if not icon.is_file():
        raise FileNotFoundError(f"{icon}: the game's icon is missing")
    lines = _entry_template().read_text(encoding="utf-8").splitlines()
    text = "\n".join(f"Exec={command()}" if line.startswith("Exec=") else line for line in lines) + "\n"
    entry = base / "applications" / f"{APP_ID}.desktop"
    picture = base / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    for path in (entry, picture):
        path.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(text, encoding="utf-8")
    shutil.copyfile(icon, picture)
    return [entry, picture]
