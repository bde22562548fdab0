"""Where the game's data lives: one place that knows a checkout, a wheel and a bundle.

The almanac (``almanac/``) and the resources (``resources/``) are found:

1. in a PyInstaller bundle, under ``sys._MEIPASS``;
2. in an installed wheel, under ``gameofyear/_data/`` (the wheel build copies them there);
3. in a source checkout or editable install, beside the ``gameofyear`` package.

The environment variable ``GAMEOFYEAR_DATA`` overrides all three (a folder holding
``almanac/`` and ``resources/``).
"""

from __future__ import annotations

import os
import re
import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent

LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_(?:[A-Z]{2}|[0-9]{3}))?(?:@[a-z]{2,16})?$")
"""What a language's name may be: a BCP 47 tag written as Qt writes it, with ``_``:
a language (``de``, ``fr``), then a script (``zh_Hant``), then a region (``pt_BR``, ``es_419``);
or a POSIX modifier last, as Weblate and gettext may name a language (``sr@latin``, ``ca@valencia``:
:func:`gameofyear.ui.settings.qt_language` gives Qt's name of it).
Letters, digits, ``_`` and one ``@`` only, so a code is always a plain file name."""


def is_language_code(code: object) -> bool:
    """True when ``code`` is a language code (:data:`LANGUAGE_CODE`): ``de``, ``pt_BR``, ``zh_Hant``, ``sr@latin``;
    never a path."""
    return isinstance(code, str) and LANGUAGE_CODE.fullmatch(code) is not None


def _candidates() -> list[Path]:
    found: list[Path] = []
    override = os.environ.get("GAMEOFYEAR_DATA")
    if override:
        found.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle))
    found.append(_PACKAGE_DIR / "_data")
    found.append(_PACKAGE_DIR.parent)
    return found


@cache
def data_root() -> Path:
    """Return the folder that holds ``almanac/`` (and ``resources/``).

    Returns:
        The first candidate folder (see the module docstring) that has an
        ``almanac/editions`` folder.

    Raises:
        FileNotFoundError: no candidate holds the almanac; the message lists
            every folder that was tried.
    """
    tried = _candidates()
    for root in tried:
        if (root / "almanac" / "editions").is_dir():
            return root
    raise FileNotFoundError(
        "the game's almanac folder was not found; looked in: "
        + ", ".join(str(p) for p in tried)
    )


def almanac_dir() -> Path:
    """Return the default content folder (``almanac/``).

    Raises:
        FileNotFoundError: as :func:`data_root`.
    """
    return data_root() / "almanac"


def resources_dir() -> Path:
    """Return the resources folder (icons, images, translations).

    Raises:
        FileNotFoundError: as :func:`data_root`.
    """
    return data_root() / "resources"
