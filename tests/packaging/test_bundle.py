"""The PyInstaller bundle: built with ``packaging/build.py``, copied to another folder,
it carries all its content, starts, passes its self-test there, writes only to the
user's folders, and its self-test fails clearly when a file or Qt plugin is taken out.

These tests build the bundle (about 20 s) and run only when ``GAMEOFYEAR_TEST_BUNDLE=1``
(``.ci/run`` sets it): ``GAMEOFYEAR_TEST_BUNDLE=1 python -m pytest -m bundle tests/packaging``.
They need ``pip install -e '.[packaging]'``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(os.environ.get("GAMEOFYEAR_TEST_BUNDLE") != "1",
                       reason="builds the bundle: set GAMEOFYEAR_TEST_BUNDLE=1 to run"),
]


def load_build_script():
    """Import ``packaging/build.py``."""
    spec = importlib.util.spec_from_file_location("packaging_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The bundle, built once by ``packaging/build.py`` into a temporary folder."""
    build = load_build_script()
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("GAMEOFYEAR_TEST_BUNDLE=1 but PyInstaller is not installed: pip install -e '.[packaging]'")
    where = tmp_path_factory.mktemp("build")
    return build.build(where / "dist", where / "work" / "pyinstaller")


@pytest.fixture(scope="module")
def moved(built, tmp_path_factory):
    """A real copy of the bundle in another folder, whose name has spaces."""
    target = tmp_path_factory.mktemp("elsewhere") / "Game of the Year"
    shutil.copytree(built.folder, target, symlinks=True)
    return target


@pytest.fixture
def damaged(built, tmp_path):
    """A fresh copy of the bundle (hard links where possible) that a test may take files out of."""
    target = tmp_path / "damaged copy"
    try:
        shutil.copytree(built.folder, target, symlinks=True, copy_function=os.link)
    except OSError:
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(built.folder, target, symlinks=True)
    return target


def program(folder: Path) -> Path:
    """The bundle's program for terminal commands (the console twin on Windows)."""
    return folder / ("gameofyear-cli.exe" if sys.platform == "win32" else "gameofyear")


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a player: no checkout on the paths, a home of its own, offscreen Qt."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("GAMEOFYEAR_DATA", "PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    env.update(HOME=str(home), USERPROFILE=str(home), QT_QPA_PLATFORM="offscreen", **extra)
    return env


def run(folder: Path, tmp_path: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    return subprocess.run([str(program(folder)), *args], capture_output=True, text=True, cwd=tmp_path,
                          env=clean_env(home, **extra), timeout=300)


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` with its size and modification time."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.rglob("*")}


def test_the_bundle_carries_every_almanac_and_resource_file(moved):
    """almanac/ (all editions and languages) and resources/ are inside, byte for byte."""
    inside = moved / "_internal"
    for folder in ("almanac", "resources"):
        files = [p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        assert files
        for path in files:
            copy = inside / path.relative_to(ROOT)
            assert copy.is_file(), f"{copy} is missing"
            assert copy.read_bytes() == path.read_bytes(), f"{copy} differs"


def test_the_self_test_passes_in_another_folder_and_writes_nothing_inside(moved, tmp_path):
    """The moved bundle finds its own data (not the checkout's) and passes every check."""
    before = snapshot(moved)
    result = run(moved, tmp_path, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"self-test (the bundle at {moved}" in result.stdout
    assert f"ok    data          {moved / '_internal'} (bundle)" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("self-test passed (8 checks")
    assert snapshot(moved) == before


def test_the_game_starts_and_keeps_its_settings_in_the_users_folder(moved, tmp_path):
    """The bundled game paints its window; its settings land under the user's home, never in the bundle."""
    before = snapshot(moved)
    result = run(moved, tmp_path, "--quit-after-first-paint", GAMEOFYEAR_SPAWNED_AT=repr(time.time()))
    assert result.returncode == 0, result.stdout + result.stderr
    assert 0 < float(result.stdout.strip().splitlines()[-1]) < 60
    written = [p for p in (tmp_path / "home").rglob("*") if p.is_file()]
    assert any(p.suffix in (".conf", ".ini", ".plist") for p in written) or sys.platform == "win32", written
    assert snapshot(moved) == before


def test_unused_qt_modules_and_plugins_are_left_out_and_the_bundle_is_under_200_mb(built, moved):
    """No QtNetwork, QML or TLS in the bundle; the platform, SVG and image plugins are there."""
    inside = moved / "_internal"
    names = {p.name for p in inside.rglob("*")}
    assert not any(n.startswith(("QtNetwork", "QtQml", "QtQuick", "QtPdf", "QtOpenGL.")) for n in names)
    assert not any("Qt6Network" in n or "Qt6Qml" in n or "Qt6Quick" in n for n in names)
    plugins = inside / "PySide6" / "Qt" / "plugins"
    assert not (plugins / "tls").exists() and not (plugins / "networkinformation").exists()
    present = {f"{p.parent.name}/{p.name}" for p in plugins.rglob("*") if p.is_file()}
    wanted = {"linux": ("platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so"),
              "darwin": ("platforms/libqcocoa.dylib", "platforms/libqoffscreen.dylib"),
              "win32": ("platforms/qwindows.dll", "platforms/qoffscreen.dll")}
    system = next(k for k in wanted if sys.platform.startswith(k))
    for plugin in wanted[system]:
        assert plugin in present
    assert any(p.startswith("imageformats/") and "qsvg" in p for p in present)
    assert any(p.startswith("iconengines/") and "qsvgicon" in p for p in present)
    assert built.size < 200e6, f"{built.size / 1e6:.0f} MB"


def test_a_missing_almanac_file_fails_the_bundled_self_test(damaged, tmp_path):
    """Without almanac/events.yaml the self-test exits 1 and names the file."""
    (damaged / "_internal" / "almanac" / "events.yaml").unlink()
    result = run(damaged, tmp_path, "--self-test")
    assert result.returncode == 1, result.stdout
    assert f"{damaged / '_internal' / 'almanac' / 'events.yaml'}: missing" in result.stdout
    assert "self-test FAILED: data, content" in result.stdout


def test_a_missing_platform_plugin_fails_the_bundled_self_test(damaged, tmp_path):
    """Without the system's platform plugin (xcb on Linux) the self-test says which is missing."""
    key = {"linux": "qxcb", "darwin": "qcocoa", "win32": "qwindows"}[next(
        k for k in ("linux", "darwin", "win32") if sys.platform.startswith(k))]
    (plugin,) = (damaged / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms").glob(f"*{key}.*")
    plugin.unlink()
    result = run(damaged, tmp_path, "--self-test")
    assert result.returncode == 1, result.stdout
    assert f"Qt plugin platforms/{key[1:]} is missing" in result.stdout
    assert "FAIL  qt-plugins" in result.stdout


def test_a_broken_translation_fails_the_bundled_self_test(damaged, tmp_path):
    """A .qm file that Qt cannot load is named."""
    broken = damaged / "_internal" / "resources" / "gameofyear_xx.qm"
    broken.write_bytes(b"\x00" * 16)
    result = run(damaged, tmp_path, "--self-test")
    assert result.returncode == 1, result.stdout
    assert f"{broken}: cannot be loaded as a Qt translation" in result.stdout


@pytest.mark.skipif(not LINUX, reason="install.sh is for Linux")
def test_install_sh_installs_a_working_command_menu_entry_and_icons_and_removes_them(moved, tmp_path):
    """``install.sh`` with PREFIX: the command runs through its link, the menu entry names it; --uninstall undoes it."""
    prefix = tmp_path / "prefix"
    env = clean_env(tmp_path, PREFIX=str(prefix))
    subprocess.run([str(moved / "install.sh")], check=True, env=env, capture_output=True)
    command = prefix / "bin" / "gameofyear"
    assert command.is_symlink()
    result = subprocess.run([str(command), "--self-test"], capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"ok    data          {prefix / 'lib' / 'gameofyear' / '_internal'} (bundle)" in result.stdout
    desktop = (prefix / "share" / "applications" / "io.github.gameofyear.GameOfTheYear.desktop").read_text()
    assert f"Exec={command}\n" in desktop
    for size in (16, 32, 48, 128, 256, 512):
        assert (prefix / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "io.github.gameofyear.GameOfTheYear.png").is_file()
    assert (prefix / "share" / "metainfo" / "io.github.gameofyear.GameOfTheYear.metainfo.xml").is_file()
    subprocess.run([str(moved / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True)
    assert not command.exists() and not (prefix / "lib" / "gameofyear").exists()
    assert not any((prefix / "share").rglob("gameofyear*")) and not any((prefix / "share").rglob("io.github.*"))
