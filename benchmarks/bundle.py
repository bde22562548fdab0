"""The PyInstaller bundle's figures, in one run: build time, size, and start time
beside the same game run from the virtual environment.

Run: ``python benchmarks/bundle.py [--runs N] [--keep DIR]`` (needs
``pip install -e '.[packaging]'``). Prints figures; asserts nothing.

- the build time of ``packaging/build.py`` (icons and PyInstaller, into a fresh folder);
- the bundle's size and its largest parts (goal: under 200 MB);
- the seconds from spawning the process to the main window's first painted frame
  (``gameofyear --quit-after-first-paint`` with ``GAMEOFYEAR_SPAWNED_AT``), for the
  bundled program and for the venv's ``gameofyear`` command, runs alternated, median
  of N after one warm-up run each; and their ratio (goal: bundle within 1.1×).

Both run offscreen (unless ``QT_QPA_PLATFORM`` says otherwise) with a temporary
home folder, so the player's own settings are neither read nor written.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load_build_script():
    """Import ``packaging/build.py``."""
    spec = importlib.util.spec_from_file_location("packaging_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def first_paint(command: list[str], home: Path) -> float:
    """Return the seconds from spawning ``command`` to its window's first painted frame."""
    env = {k: v for k, v in os.environ.items() if k not in ("GAMEOFYEAR_DATA", "XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.update(HOME=str(home), USERPROFILE=str(home))
    spawned = time.time()
    env["GAMEOFYEAR_SPAWNED_AT"] = repr(spawned)
    out = subprocess.run([*command, "--quit-after-first-paint"], capture_output=True, text=True, env=env,
                         timeout=120, check=True).stdout
    return float(out.strip().splitlines()[-1])


def largest_parts(folder: Path, count: int = 6) -> list[tuple[str, int]]:
    """Return the ``count`` largest entries directly under ``folder/_internal`` with their bytes."""
    build = load_build_script()
    inside = folder / "_internal"
    sizes = []
    for entry in inside.iterdir():
        size = build.folder_size(entry) if entry.is_dir() else entry.lstat().st_size
        sizes.append((entry.name, size))
    return sorted(sizes, key=lambda item: -item[1])[:count]


def main() -> None:
    """Build the bundle, measure it and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="start-time runs of each program (default 7)")
    parser.add_argument("--keep", type=Path, default=None, help="build into DIR and keep it (default: a temporary folder)")
    args = parser.parse_args()
    build = load_build_script()
    where = args.keep or Path(tempfile.mkdtemp(prefix="gameofyear-bundle-"))
    try:
        bundle = build.build(where / "dist", where / "work" / "pyinstaller")
        print()
        print(f"build time (icons + PyInstaller, fresh work folder): {bundle.seconds:.1f} s")
        print(f"bundle size: {bundle.size / 1e6:.1f} MB ({bundle.folder}; goal < 200 MB)")
        for name, size in largest_parts(bundle.folder):
            print(f"    {size / 1e6:6.1f} MB  {name}")
        venv_command = shutil.which("gameofyear", path=os.path.dirname(sys.executable))
        if venv_command is None:
            raise SystemExit(f"the venv's gameofyear command was not found beside {sys.executable} (pip install -e .)")
        programs = {"bundle": [str(bundle.executable)], "venv": [venv_command]}
        home = where / "home"
        home.mkdir(exist_ok=True)
        times: dict[str, list[float]] = {name: [] for name in programs}
        for command in programs.values():
            first_paint(command, home)  # warm-up: the first run reads the files from disk
        for _ in range(args.runs):
            for name, command in programs.items():
                times[name].append(first_paint(command, home))
        bundled, venv = (statistics.median(times[name]) for name in ("bundle", "venv"))
        print(f"start to first paint, bundle: {1000 * bundled:.0f} ms (median of {args.runs}; "
              f"min {1000 * min(times['bundle']):.0f}, max {1000 * max(times['bundle']):.0f})")
        print(f"start to first paint, venv:   {1000 * venv:.0f} ms (median of {args.runs}; "
              f"min {1000 * min(times['venv']):.0f}, max {1000 * max(times['venv']):.0f})")
        print(f"ratio bundle / venv: {bundled / venv:.2f}× (goal ≤ 1.1×)")
    finally:
        if args.keep is None:
            shutil.rmtree(where, ignore_errors=True)


if __name__ == "__main__":
    main()
