"""``packaging/translations.py`` loaded from its file, for the interface tests (it is a script, not a module)."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


@cache
def load_script() -> ModuleType:
    """Return ``packaging/translations.py`` as a module (registered in ``sys.modules``: its dataclasses look it up)."""
    spec = importlib.util.spec_from_file_location("packaging_translations", ROOT / "packaging" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
