"""`gameofyear --self-test` from the virtual environment: it passes on the game's own
data and names what is missing or broken in a damaged copy of it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import gameofyear
from gameofyear import selftest

ROOT = Path(__file__).resolve().parents[2]
CHECKS = ("data", "content", "translations", "images", "qt-plugins", "user-folders", "window", "game")


def run_self_test(tmp_path: Path, data: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m gameofyear.cli --self-test`` in a fresh process, without QT_QPA_PLATFORM set."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "GAMEOFYEAR_DATA", "DISPLAY")}
    env["HOME"] = str(tmp_path / "home")
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    if data is not None:
        env["GAMEOFYEAR_DATA"] = str(data)
    return subprocess.run([sys.executable, "-m", "gameofyear.cli", "--self-test"], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=180)


def data_copy(tmp_path: Path) -> Path:
    """Copy the game's almanac/ and resources/ to ``tmp_path/data`` and return that folder."""
    data = tmp_path / "data"
    shutil.copytree(ROOT / "almanac", data / "almanac")
    shutil.copytree(ROOT / "resources", data / "resources")
    return data


def test_self_test_passes_on_the_games_own_data_and_sets_offscreen_itself(tmp_path):
    """Every check passes; with no QT_QPA_PLATFORM and no display the self-test picks offscreen."""
    result = run_self_test(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert "Qt platform offscreen" in lines[0]
    for name in CHECKS:
        assert any(line.startswith("ok") and line.split()[1] == name for line in lines), (name, result.stdout)
    assert lines[-1].startswith("self-test passed (8 checks")
    assert "basic computer players" in result.stdout and " wins with " in result.stdout
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.conf")), "settings written"


def test_a_missing_almanac_file_fails_and_is_named(tmp_path):
    """Without events.yaml the data and content checks fail, naming the file; the exit code is 1."""
    data = data_copy(tmp_path)
    (data / "almanac" / "events.yaml").unlink()
    result = run_self_test(tmp_path, data)
    assert result.returncode == 1
    assert f"{data / 'almanac' / 'events.yaml'}: missing" in result.stdout
    assert "FAIL  data" in result.stdout and "FAIL  content" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("self-test FAILED: data, content")


def test_a_broken_translation_fails_and_a_good_one_passes(tmp_path):
    """A .qm file Qt cannot load fails the translations check; one made by lrelease passes."""
    data = data_copy(tmp_path)
    folder = data / "resources" / "i18n"
    folder.mkdir()
    lrelease = shutil.which("pyside6-lrelease", path=os.path.dirname(sys.executable))
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed beside this Python")
    (folder / "gameofyear_fr.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fr">'
        "<context><name>MainWindow</name><message><source>&amp;Quit</source>"
        "<translation>&amp;Quitter</translation></message></context></TS>", encoding="utf-8")
    subprocess.run([lrelease, str(folder / "gameofyear_fr.ts")], check=True, capture_output=True)
    good = run_self_test(tmp_path, data)
    assert good.returncode == 0, good.stdout
    line = next(text for text in good.stdout.splitlines() if text.startswith("ok    translations"))
    assert "gameofyear_fr.qm" in line

    (folder / "gameofyear_it.qm").write_bytes(b"not a translation")
    bad = run_self_test(tmp_path, data)
    assert bad.returncode == 1
    assert f"{folder / 'gameofyear_it.qm'}: cannot be loaded as a Qt translation" in bad.stdout
    assert "FAIL  translations" in bad.stdout


def test_a_broken_image_fails_the_images_check(tmp_path):
    """An image in resources/ that Qt cannot read is named."""
    data = data_copy(tmp_path)
    (data / "resources" / "icons" / "broken.png").write_bytes(b"\x89PNG not really")
    result = run_self_test(tmp_path, data)
    assert result.returncode == 1
    assert f"{data / 'resources' / 'icons' / 'broken.png'}: cannot be read" in result.stdout


def test_a_missing_qt_platform_plugin_is_named(qapp, monkeypatch):
    """A platform plugin that must load but that Qt cannot find fails the qt-plugins check."""
    monkeypatch.setattr(selftest, "ALWAYS_LOADED", (("platforms", "offscreen"), ("platforms", "nosuchplatform")))
    monkeypatch.setitem(selftest.PLATFORM_PLUGINS, "linux", ((), ()))
    monkeypatch.setattr(selftest.sys, "platform", "linux")
    context = selftest._Context(almanac=None, app=qapp)
    result = selftest._run_check("qt-plugins", selftest._check_qt_plugins, context)
    assert not result.ok
    assert result.problems[0].startswith("Qt plugin platforms/nosuchplatform is missing (looked in ")
    assert "platforms/offscreen" in result.summary


def _unloadable(monkeypatch, key: str):
    """Make the plugin ``key`` fail to load as if libxcb-icccm.so.4 were missing; other plugins load for real."""
    from gameofyear import qtplugins

    real = qtplugins.load_plugin

    def load(path):
        if key in Path(path).name:
            return qtplugins.LoadResult(Path(path), f"Cannot load library {path}: libxcb-icccm.so.4: cannot open "
                                        "shared object file: No such file or directory", ("libxcb-icccm.so.4",))
        return real(path)

    monkeypatch.setattr(qtplugins, "load_plugin", load)


def test_an_x11_plugin_that_cannot_load_offscreen_is_a_note_naming_the_debian_package(qapp, monkeypatch):
    """Running offscreen (tests, CI), the xcb plugin is not used: its missing library is a note, and the check passes."""
    _unloadable(monkeypatch, "qxcb")
    monkeypatch.setattr(selftest.sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    context = selftest._Context(almanac=None, app=qapp, chosen_platform=None)
    result = selftest._run_check("qt-plugins", selftest._check_qt_plugins, context)
    assert result.ok, result.problems
    assert "platforms/xcb" not in result.summary and "platforms/offscreen" in result.summary
    (note,) = result.notes
    assert note.startswith("Qt plugin platforms/xcb cannot be loaded here")
    assert "libxcb-icccm.so.4" in note and "sudo apt-get install libxcb-icccm4" in note


@pytest.mark.parametrize("session", [{"DISPLAY": ":0"}, {"QT_QPA_PLATFORM": "xcb"}])
def test_an_x11_plugin_that_cannot_load_where_it_is_used_fails(qapp, monkeypatch, session):
    """With an X11 display and no other platform chosen (or xcb chosen), the xcb plugin must load."""
    _unloadable(monkeypatch, "qxcb")
    monkeypatch.setattr(selftest.sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    for name, value in session.items():
        if name == "DISPLAY":
            monkeypatch.setenv(name, value)
    context = selftest._Context(almanac=None, app=qapp, chosen_platform=session.get("QT_QPA_PLATFORM"))
    result = selftest._run_check("qt-plugins", selftest._check_qt_plugins, context)
    assert not result.ok
    assert "libxcb-icccm.so.4" in result.problems[0] and "sudo apt-get install libxcb-icccm4" in result.problems[0]


def test_the_systems_platform_plugin_is_used_in_a_bundle_or_a_display_session(monkeypatch):
    """platform_in_use: bundles and other systems always; Linux only with DISPLAY and no other platform chosen."""
    monkeypatch.delattr(selftest.sys, "frozen", raising=False)
    assert selftest.platform_in_use("linux", None, {"DISPLAY": ":0"})
    assert not selftest.platform_in_use("linux", None, {})
    assert not selftest.platform_in_use("linux", None, {"WAYLAND_DISPLAY": "wayland-0"})
    assert not selftest.platform_in_use("linux", "offscreen", {"DISPLAY": ":0"})
    assert selftest.platform_in_use("linux", "xcb", {})
    assert selftest.platform_in_use("win32", None, {}) and selftest.platform_in_use("darwin", None, {})
    monkeypatch.setattr(selftest.sys, "frozen", True, raising=False)
    assert selftest.platform_in_use("linux", "offscreen", {})


def test_the_self_test_run_offscreen_reports_what_this_machine_lacks(tmp_path):
    """On this machine, with or without Qt's X11 libraries, the self-test passes offscreen, and says what is missing."""
    from gameofyear.qtplugins import debian_package, platform_plugin

    loaded = platform_plugin("xcb")
    result = run_self_test(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    if loaded is not None and not loaded.ok:
        assert "note: Qt plugin platforms/xcb cannot be loaded here" in result.stdout
        assert debian_package(loaded.missing[0]) in result.stdout
    else:
        assert "note:" not in result.stdout and "platforms/xcb" in result.stdout


def test_the_version_is_the_same_in_pyproject_the_package_and_the_appstream_file():
    """The bundle's version (pyproject.toml) is the one the game shows and the newest AppStream release."""
    import xml.etree.ElementTree as ET

    with open(ROOT / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    assert gameofyear.__version__ == version
    metainfo = ET.parse(ROOT / "packaging" / "linux" / "io.github.gameofyear.GameOfTheYear.metainfo.xml")
    assert metainfo.find("releases/release").get("version") == version
