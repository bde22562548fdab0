"""The scripts of ``packaging/`` imported from their files for the tests (the folder is not a package)."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


@cache
def load_packaging_script(name: str) -> ModuleType:
    """Return ``packaging/<name>.py`` as the module ``packaging_<name>``, once (registered in ``sys.modules``: the
    dataclasses of a script look their module up there).

    Raises:
        FileNotFoundError: there is no such script.
    """
    path = ROOT / "packaging" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", path)
    if spec is None or spec.loader is None or not path.is_file():
        raise FileNotFoundError(path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
