"""The Debian package stops with one clear error when the bundle's binaries need a library that neither the bundle
carries nor the build machine has (PyInstaller could not take it in): it names the libraries and their packages.

A stand-in ``dpkg-shlibdeps`` on the ``PATH`` answers as Debian's does for such a bundle; no bundle is built.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def deb_script():
    spec = importlib.util.spec_from_file_location("packaging_deb_libraries", ROOT / "packaging" / "linux" / "deb.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def a_bundle(folder: Path) -> Path:
    """A bundle of one ELF library (the header is enough for the list of binaries)."""
    lib = folder / "gameofyear"
    (lib / "_internal").mkdir(parents=True)
    (lib / "_internal" / "libQt6WaylandClient.so.6").write_bytes(b"\x7fELF" + b"\0" * 60)
    return lib


def stand_in(folder: Path, stderr: str, code: int) -> None:
    tool = folder / "bin" / "dpkg-shlibdeps"
    tool.parent.mkdir()
    tool.write_text(f"#!{sys.executable}\nimport sys\nsys.stderr.write({stderr!r})\nsys.exit({code})\n")
    tool.chmod(0o755)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Debian package is built on Linux")
def test_a_library_the_machine_lacks_is_named_with_its_package(tmp_path, monkeypatch):
    deb = deb_script()
    lib = a_bundle(tmp_path)
    stand_in(tmp_path, "dpkg-shlibdeps: error: cannot find library libwayland-cursor.so.0 needed by x.so (ELF)\n"
                       "dpkg-shlibdeps: error: cannot find library libwayland-egl.so.1 needed by y.so (ELF)\n"
                       "dpkg-shlibdeps: error: cannot find library libwayland-cursor.so.0 needed by z.so (ELF)\n", 2)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}:/usr/bin:/bin")
    with pytest.raises(deb.MissingLibraries) as raised:
        deb.shlibs_depends(lib, lib / "gameofyear")
    assert raised.value.libraries == ["libwayland-cursor.so.0", "libwayland-egl.so.1"]
    assert raised.value.packages == ["libwayland-cursor0", "libwayland-egl1"]
    assert "apt-get install libwayland-cursor0 libwayland-egl1" in str(raised.value)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Debian package is built on Linux")
def test_another_failure_keeps_the_tools_own_words(tmp_path, monkeypatch):
    import subprocess

    deb = deb_script()
    lib = a_bundle(tmp_path)
    stand_in(tmp_path, "dpkg-shlibdeps: error: something else went wrong\n", 255)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}:/usr/bin:/bin")
    with pytest.raises(subprocess.CalledProcessError) as raised:
        deb.shlibs_depends(lib, lib / "gameofyear")
    assert "something else went wrong" in raised.value.stderr
