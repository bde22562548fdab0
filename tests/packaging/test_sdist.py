"""The source distribution: it carries what its tests need, they pass from it, and the
wheel built from it carries the licence.

These tests build the sdist with ``python -m build`` (a few seconds) and run a
representative part of the suite from the unpacked copy (about a minute). They run
only when ``GAMEOFYEAR_TEST_SDIST=1`` (``.ci/run`` sets it):
``GAMEOFYEAR_TEST_SDIST=1 python -m pytest -m sdist tests/packaging``. They need
``pip install -e '.[packaging]'`` (build and hatchling).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.sdist,
    pytest.mark.skipif(os.environ.get("GAMEOFYEAR_TEST_SDIST") != "1",
                       reason="builds the sdist: set GAMEOFYEAR_TEST_SDIST=1 to run"),
]

SUBSET = ["tests/test_content.py", "tests/test_house_almanac.py", "tests/test_smoke.py", "tests/test_cli.py",
          "tests/packaging/test_desktop_files.py", "tests/packaging/test_selftest.py"]
"""The tests run from the sdist: content and house almanacs (docs/examples), the commands, the packaging files."""


@pytest.fixture(scope="module")
def sdist(tmp_path_factory) -> Path:
    """The sdist built from this checkout with ``python -m build --sdist`` (no network: --no-isolation)."""
    for module in ("build", "hatchling"):
        if importlib.util.find_spec(module) is None:
            pytest.fail(f"GAMEOFYEAR_TEST_SDIST=1 but {module} is not installed: pip install -e '.[packaging]'")
    out = tmp_path_factory.mktemp("sdist")
    subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True)
    (archive,) = out.glob("gameofyear-*.tar.gz")
    return archive


@pytest.fixture(scope="module")
def unpacked(sdist, tmp_path_factory) -> Path:
    """The sdist unpacked, as a packager gets it."""
    where = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(sdist) as tar:
        tar.extractall(where, filter="data")
    (top,) = where.iterdir()
    return top


def test_the_sdist_carries_the_docs_the_licence_and_the_pinned_versions(sdist):
    """docs/ (the house almanac example, screenshots), LICENSE and constraints.txt are in; test output is not."""
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    for wanted in ("LICENSE", "constraints.txt", "docs/CONTENT.md", "docs/examples/house-almanac/events.yaml",
                   "docs/screenshots/game.png", "almanac/events.yaml", "packaging/licenses/LGPL-3.0-only.txt",
                   "packaging/linux/io.github.gameofyear.GameOfTheYear.metainfo.xml", "tests/conftest.py"):
        assert wanted in names, wanted
    assert not any(name.startswith("tests/output/") for name in names)


def test_the_tests_pass_from_the_unpacked_sdist(unpacked, tmp_path):
    """A representative part of the suite passes with the sdist's own code and data (not the checkout's)."""
    env = {k: v for k, v in os.environ.items() if k not in ("GAMEOFYEAR_DATA", "PYTHONPATH")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), GAMEOFYEAR_TEST_SDIST="0")
    probe = subprocess.run([sys.executable, "-c", "import gameofyear, gameofyear.paths as p; "
                            "print(gameofyear.__file__); print(p.data_root())"],
                           cwd=unpacked, env=env, capture_output=True, text=True, check=True)
    assert probe.stdout.splitlines() == [str(unpacked / "gameofyear" / "__init__.py"), str(unpacked)]
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *SUBSET],
                            cwd=unpacked, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert " passed" in result.stdout.splitlines()[-1]


def test_the_wheel_built_from_the_sdist_declares_and_carries_the_mit_licence(unpacked, tmp_path):
    """The wheel's METADATA says License-Expression: MIT with License-File: LICENSE, and the file is inside."""
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path),
                    str(unpacked)], check=True, capture_output=True)
    (wheel,) = tmp_path.glob("gameofyear-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = archive.read(meta_name).decode()
        licence = next(n for n in names if n.endswith(".dist-info/licenses/LICENSE"))
        assert archive.read(licence) == (ROOT / "LICENSE").read_bytes()
    assert "License-Expression: MIT" in meta.splitlines()
    assert "License-File: LICENSE" in meta.splitlines()
