"""The names of the pictograms an almanac square may carry: qtawesome's icon fonts, read without Qt.

An ``icon`` in ``events.yaml`` is a qtawesome name, ``prefix.name`` (such as
``mdi6.rocket-launch`` or ``fa6s.heart``). The loader checks it against the
character maps (JSON files) that the ``qtawesome`` package ships beside its
fonts, found with ``importlib`` and read as plain JSON: no Qt, no
``QApplication``, so ``gameofyear validate`` and the engine's tests check
icons like anything else.

>>> is_icon("mdi6.rocket-launch"), is_icon("mdi6.no-such-icon"), is_icon("rocket")
(True, False, False)
"""

from __future__ import annotations

import importlib.util
import json
import sys
from functools import cache, lru_cache
from pathlib import Path

FONT_PREFIXES: dict[str, str] = {
    "fa5": "fontawesome5-regular-webfont-charmap-",
    "fa5s": "fontawesome5-solid-webfont-charmap-",
    "fa5b": "fontawesome5-brands-webfont-charmap-",
    "fa6": "fontawesome6-regular-webfont-charmap-",
    "fa6s": "fontawesome6-solid-webfont-charmap-",
    "fa6b": "fontawesome6-brands-webfont-charmap-",
    "ei": "elusiveicons-webfont-charmap-",
    "mdi": "materialdesignicons5-webfont-charmap-",
    "mdi6": "materialdesignicons6-webfont-charmap-",
    "ph": "phosphor-charmap-",
    "ri": "remixicon-charmap-",
    "msc": "codicon-charmap-",
}
"""qtawesome's font prefixes and how their character maps' file names begin (the version follows)."""


@lru_cache(maxsize=1)
def fonts_dir() -> Path | None:
    """The folder of qtawesome's fonts and character maps, or None when qtawesome is not installed.

    In a PyInstaller bundle the fonts are at ``qtawesome/fonts`` beside the program (``sys._MEIPASS``).
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None and (Path(bundle) / "qtawesome" / "fonts").is_dir():
        return Path(bundle) / "qtawesome" / "fonts"
    try:
        spec = importlib.util.find_spec("qtawesome")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "fonts"
    return folder if folder.is_dir() else None


def font_file(prefix: str) -> Path | None:
    """The TrueType file of the font ``prefix`` (``mdi6``…), or None when it is unknown or absent."""
    folder = fonts_dir()
    start = FONT_PREFIXES.get(prefix)
    if folder is None or start is None:
        return None
    found = sorted(folder.glob(start + "*.json"))
    if not found:
        return None
    ttf = folder / found[-1].name.replace("-charmap", "").replace(".json", ".ttf")
    return ttf if ttf.is_file() else None


@cache
def charmap(prefix: str) -> dict[str, int] | None:
    """The icon names of one font (``mdi6``…) and their code points; None when the font is unknown or absent."""
    folder = fonts_dir()
    start = FONT_PREFIXES.get(prefix)
    if folder is None or start is None:
        return None
    found = sorted(folder.glob(start + "*.json"))
    if not found:
        return None
    with open(found[-1], encoding="utf-8") as handle:
        data = json.load(handle)
    return {str(name): int(code, 16) if isinstance(code, str) else int(code) for name, code in data.items()}


def split_name(name: str) -> tuple[str, str] | None:
    """``"mdi6.rocket"`` → ``("mdi6", "rocket")``; None for a name without a known prefix."""
    prefix, dot, rest = name.partition(".")
    if not dot or not rest or prefix not in FONT_PREFIXES:
        return None
    return prefix, rest


def is_icon(name: str) -> bool:
    """True when ``name`` is an icon of qtawesome's fonts (when qtawesome is absent: a known prefix and a name)."""
    parts = split_name(name)
    if parts is None:
        return False
    names = charmap(parts[0])
    return names is None and fonts_dir() is None or names is not None and parts[1] in names


def icon_problem(name: str) -> str | None:
    """Why ``name`` cannot be a square's icon (a sentence for ``file:line:column: …``), or None when it can."""
    if is_icon(name):
        return None
    if split_name(name) is None:
        return (f"{name[:60]!r} is not an icon name: write a qtawesome name, a font prefix and the icon's name "
                f"(such as mdi6.rocket-launch; prefixes: {', '.join(FONT_PREFIXES)})")
    prefix, rest = name.partition(".")[::2]
    message = f"{name[:60]!r} is not an icon of qtawesome's {prefix} font (see docs/CONTENT.md)"
    names = charmap(prefix)
    if names:
        from rapidfuzz import process

        guess = process.extractOne(rest, list(names), score_cutoff=70)
        if guess is not None:
            message += f" (did you mean {prefix}.{guess[0]}?)"
    return message
