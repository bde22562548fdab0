"""``packaging/translations.py`` loaded from its file, for the interface tests (it is a script, not a module)."""

from __future__ import annotations

from types import ModuleType

from packaging_scripts import load_packaging_script


def load_script() -> ModuleType:
    """Return ``packaging/translations.py`` as a module (:func:`~packaging_scripts.load_packaging_script`)."""
    return load_packaging_script("translations")
