"""The optional accelerated engine: the rules engine's modules compiled with mypyc, from the same source.

The game is pure Python and stays so by default. The rules engine (``gameofyear/engine``), the
bots (``gameofyear/bots``) and the table that runs their games (``gameofyear/table.py``,
``gameofyear/simulation.py``) are typed and checked by mypy, so mypyc (shipped with mypy) can
compile them into C extension modules; Python then imports them instead of the ``.py`` files
beside them, and plays the same games (``tests/test_golden.py`` passes on both). Three modules
stay Python: :mod:`gameofyear.engine.quick` (it writes ``__init__`` functions at import),
:mod:`gameofyear.engine.observation` (observations computed field by field through
``__getattr__`` and weak references, which compiled classes do not have) and
:mod:`gameofyear.bots.base` (its :class:`~gameofyear.bots.BotView` is made by
:mod:`~gameofyear.engine.quick`). A compiled bot class cannot be subclassed in Python: every
level is compiled.

Usage (from the checkout, with mypy, setuptools and a C compiler at hand)::

    python packaging/compile_engine.py --out DIR     # a copy of the checkout in DIR, engine compiled
    python packaging/compile_engine.py --golden      # that copy in a temporary folder, golden games run there
    python packaging/compile_engine.py --inplace     # the compiled modules beside the sources (development)
    python packaging/compile_engine.py --clean       # remove compiled modules from the sources
    GAMEOFYEAR_COMPILE=1 pip install .               # a wheel with the compiled engine (hatch_build.py)

``--inplace`` leaves ``.so`` (``.pyd``) files in ``gameofyear``'s folders: they shadow the
sources until ``--clean`` removes them, so edit the sources only after cleaning.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "gameofyear"
COMPILED_MODULES = (
    "engine.base", "engine.cards", "engine.conditions", "engine.decisions", "engine.effects", "engine.errors",
    "engine.events", "engine.game", "engine.house", "engine.match", "engine.money", "engine.notation",
    "engine.position", "engine.reach", "engine.setup", "engine.state", "engine.turn", "engine.variants",
    "bots.basic", "bots.determinize", "bots.easy", "bots.evaluation", "bots.expert", "bots.house", "bots.normal",
    "bots.random_bot",
    "table", "simulation",
)
"""The modules of ``gameofyear`` that are compiled, dotted from the package: the rules engine, the
bots that play it headless and the table that runs their games (the others stay Python, see the
module docstring)."""
GROUP = "gameofyear.engine._compiled"
"""The name of the shared library that holds the compiled modules' code (inside the package)."""
EXTENSIONS = (".so", ".pyd")

_SETUP = """\
from mypyc.build import mypycify
from setuptools import setup

setup(
    name="gameofyear-engine",
    ext_modules=mypycify({paths!r}, opt_level="3", group_name={group!r}),
    script_args=["build_ext", "--inplace"],
)
"""


def module_paths(root: Path) -> list[str]:
    """The source files of :data:`COMPILED_MODULES` under ``root``, relative to it (POSIX slashes)."""
    paths = [f"{PACKAGE}/{name.replace('.', '/')}.py" for name in COMPILED_MODULES]
    return [path for path in paths if (root / path).exists()]


def compiled_files(root: Path) -> list[Path]:
    """The compiled extension modules anywhere under ``root / gameofyear``."""
    return sorted(p for p in (root / PACKAGE).rglob("*") if p.suffix in EXTENSIONS)


def compile_package(source: Path, verbose: bool = False) -> list[Path]:
    """Compile the engine of the ``gameofyear`` package under ``source`` in place.

    The build runs in a temporary folder holding a copy of the package (mypyc writes its C
    files and objects there; no ``pyproject.toml`` of the game's is read by setuptools).

    Args:
        source: the folder that holds ``gameofyear/``.
        verbose: show the compiler's output.

    Returns:
        The extension modules written under ``source / gameofyear``.

    Raises:
        RuntimeError: mypyc or the C compiler failed (its output is in the message).
    """
    with tempfile.TemporaryDirectory(prefix="gameofyear-mypyc-") as tmp:
        build = Path(tmp)
        shutil.copytree(source / PACKAGE, build / PACKAGE, ignore=shutil.ignore_patterns("__pycache__", *[f"*{e}" for e in EXTENSIONS]))
        (build / "setup_engine.py").write_text(_SETUP.format(paths=module_paths(build), group=GROUP), encoding="utf-8")
        result = subprocess.run([sys.executable, "setup_engine.py"], cwd=build, capture_output=not verbose, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"mypyc failed:\n{result.stdout or ''}{result.stderr or ''}")
        written = []
        for built in compiled_files(build):
            target = source / built.relative_to(build)
            shutil.copy2(built, target)
            written.append(target)
        return written


def clean(root: Path) -> list[Path]:
    """Remove the compiled extension modules from ``root / gameofyear``; return those removed."""
    removed = compiled_files(root)
    for path in removed:
        path.unlink()
    return removed


def mirror(out: Path) -> Path:
    """Copy what the game and its tests need from the checkout into ``out`` (the package, tests,
    benchmarks, packaging scripts, content, resources, the project file) and compile the engine there.

    Returns:
        ``out``, where ``PYTHONPATH=out`` imports the compiled engine.
    """
    out.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", ".pytest_cache", "output", *[f"*{e}" for e in EXTENSIONS])
    for name in (PACKAGE, "tests", "benchmarks", "packaging", "almanac", "resources"):
        if (out / name).exists():
            shutil.rmtree(out / name)
        shutil.copytree(ROOT / name, out / name, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", out / "pyproject.toml")
    compile_package(out)
    return out


def run_golden(out: Path) -> int:
    """Run ``tests/test_golden.py`` on the compiled engine in ``out`` (the marked ``compiled`` test included)."""
    env = {**os.environ, "PYTHONPATH": str(out), "GAMEOFYEAR_EXPECT_COMPILED": "1"}
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_golden.py"],
                          cwd=out, env=env).returncode


def main() -> None:
    """Parse the command line (see the module docstring) and do what it asks."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--out", type=Path, help="a copy of the checkout with the engine compiled")
    mode.add_argument("--golden", action="store_true", help="compile in a temporary folder and run the golden games")
    mode.add_argument("--inplace", action="store_true", help="compiled modules beside the sources")
    mode.add_argument("--clean", action="store_true", help="remove compiled modules from the sources")
    parser.add_argument("--verbose", action="store_true", help="show the compiler's output")
    args = parser.parse_args()
    if args.clean:
        for path in clean(ROOT):
            print(f"removed {path.relative_to(ROOT)}")
    elif args.inplace:
        for path in compile_package(ROOT, args.verbose):
            print(f"wrote {path.relative_to(ROOT)}")
    elif args.out is not None:
        mirror(args.out.resolve())
        print(f"compiled engine in {args.out}: PYTHONPATH={args.out}")
    else:
        with tempfile.TemporaryDirectory(prefix="gameofyear-compiled-") as tmp:
            sys.exit(run_golden(mirror(Path(tmp))))


if __name__ == "__main__":
    main()
