"""The wheel's build hook: ``GAMEOFYEAR_COMPILE=1`` puts the engine compiled with mypyc into the wheel.

Without the variable nothing happens: the wheel is the pure-Python one, the default. With
``GAMEOFYEAR_COMPILE=1 pip install .`` (or ``python -m build --wheel``) the build asks for
mypy and setuptools, compiles the engine's modules from a copy of the sources
(``packaging/compile_engine.py``) and adds the extension modules beside them in the wheel,
which is then tagged for this Python and platform. The sources stay in the wheel too.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

FLAG = "GAMEOFYEAR_COMPILE"


def wanted() -> bool:
    """True when the build was asked for the compiled engine (``GAMEOFYEAR_COMPILE=1``)."""
    return os.environ.get(FLAG, "") == "1"


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compiles the engine into the wheel when :data:`FLAG` is set (see the module docstring)."""

    def dependencies(self) -> list[str]:
        """What the build needs besides hatchling: mypy (which holds mypyc) and setuptools, when compiling."""
        return ["mypy==2.4.1", "setuptools>=65"] if wanted() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile the engine in a temporary copy and add its extension modules to the wheel."""
        if self.target_name != "wheel" or not wanted():
            return
        sys.path.insert(0, str(Path(self.root) / "packaging"))
        from compile_engine import PACKAGE, compile_package

        self._tmp = tempfile.mkdtemp(prefix="gameofyear-wheel-")
        copy = Path(self._tmp)
        shutil.copytree(Path(self.root) / PACKAGE, copy / PACKAGE, ignore=shutil.ignore_patterns("__pycache__"))
        for built in compile_package(copy):
            build_data["force_include"][str(built)] = built.relative_to(copy).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the temporary copy once the wheel is written."""
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
