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
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from packaging_scripts import load_packaging_script

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(os.environ.get("GAMEOFYEAR_TEST_BUNDLE") != "1",
                       reason="builds the bundle: set GAMEOFYEAR_TEST_BUNDLE=1 to run"),
]


def load_build_script():
    """Import ``packaging/build.py``."""
    return load_packaging_script("build")


def load_notices_script():
    """Import ``packaging/notices.py``."""
    return load_packaging_script("notices")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The bundle, built once by ``packaging/build.py`` into a temporary folder."""
    build = load_build_script()
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("GAMEOFYEAR_TEST_BUNDLE=1 but PyInstaller is not installed: pip install -e '.[packaging]'")
    where = tmp_path_factory.mktemp("build")
    return build.build(where / "dist", where / "work" / "pyinstaller")


@pytest.fixture(scope="module")
def debian_package(built):
    """The .deb of the bundle, made once (stripping and dpkg-shlibdeps take a while) for the tests that read it."""
    if not LINUX or shutil.which("dpkg-deb") is None:
        pytest.skip("needs Debian's dpkg-deb")
    return load_build_script().make_deb(built)


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
    """almanac/ (all editions and languages) and resources/ are inside, byte for byte, but the interface
    translations' sources (``.ts``): the bundle carries the ``.qm`` the game reads, not what they are built from."""
    inside = moved / "_internal"
    sources = {p for p in (ROOT / "resources" / "translations").glob("*.ts")}
    assert sources and {p.with_suffix(".qm").name for p in sources} <= {
        p.name for p in (inside / "resources" / "translations").glob("*.qm")}
    for folder in ("almanac", "resources"):
        files = [p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        assert files
        for path in files:
            copy = inside / path.relative_to(ROOT)
            if path in sources:
                assert not copy.exists(), f"{copy} is a translation's source: the game never reads it"
                continue
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


SYSTEM_LIBRARIES = ("libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libGL.so.1", "libEGL.so.1",
                    "libxcb.so.1", "libX11.so.6", "libX11-xcb.so.1", "libfontconfig.so.1", "libfreetype.so.6",
                    "libexpat.so.1", "libz.so.1", "libuuid.so.1", "libgpg-error.so.0", "libwayland-client.so.0")
"""Some of the libraries AppImage's exclude list says every Linux distribution provides."""


def bundled_distributions(folder: Path) -> dict[str, str]:
    """The Python distributions whose modules are in the bundle (its PYZ and _internal), by name with their version."""
    from importlib import metadata

    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(program(folder)))
    modules = {name.split(".")[0] for name in archive.open_embedded_archive("PYZ.pyz").toc}
    modules |= {p.name.split(".")[0] for p in (folder / "_internal").iterdir()}
    owners = metadata.packages_distributions()
    found = {}
    for module in modules:
        for name in owners.get(module, ()):
            dist = metadata.distribution(name)
            if dist.metadata["Name"] != "gameofyear":
                found[dist.metadata["Name"]] = dist.version
    return found


def test_every_python_distribution_in_the_bundle_has_its_licence_text_there(moved):
    """LICENSE, THIRD-PARTY-NOTICES.txt and licenses/<name>-<version>/ for each distribution, Python and Qt's LGPL."""
    assert (moved / "LICENSE").read_text().startswith("MIT License")
    notices = (moved / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    found = bundled_distributions(moved)
    assert {"PySide6_Essentials", "shiboken6", "PyYAML", "pydantic", "pydantic_core", "RapidFuzz"} <= set(found)
    for name, version in found.items():
        folder = moved / "licenses" / f"{name}-{version}"
        texts = [p for p in folder.iterdir() if p.is_file() and p.stat().st_size > 200] if folder.is_dir() else []
        assert texts, f"no licence text for {name} {version} in {folder}"
        assert f"\n{name} {version}\n" in notices
    python = f"Python {sys.version_info.major}.{sys.version_info.minor}.{sys.version_info.micro}"
    assert f"\n{python}\n" in notices
    assert "Python Software Foundation" in (moved / "licenses" / python.replace(" ", "-") / "LICENSE.txt").read_text()
    qt = moved / "licenses" / f"PySide6_Essentials-{found['PySide6_Essentials']}"
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (qt / "LGPL-3.0-only.txt").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in (qt / "GPL-3.0-only.txt").read_text()
    assert "replace them with your own build" in notices and "PySide6/Qt/lib" in notices
    assert "\nPyInstaller " in notices


def test_the_code_built_into_the_bundled_binaries_is_credited_with_its_licence_texts(moved):
    """Every component a bundled wheel declares built in (its ``.dist-info/sboms/``: the Rust crates and OpenSSL
    of cryptography and pydantic-core) is named with its version and licence, and the text of the licence it is
    used under ships beside; so does the code found in extension modules that declare nothing (libyaml in
    PyYAML's, Expat and libmpdec in Python's)."""
    import json

    notices_script = load_notices_script()
    notices = (moved / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    declaring = 0
    for name, dist in notices_script.distributions_of(notices_script.bundle_modules(moved)).items():
        declared = notices_script.declared_built_in(dist)
        declaring += bool(declared)
        folder = moved / "licenses" / f"{name}-built-in-{dist.version}"
        for part, version, licence in declared:
            assert f"  carried: {part} {version} ({licence}" in notices, (name, part)
            for identifier in notices_script.chosen_licences(licence):
                assert (folder / f"{identifier}.txt").stat().st_size > 200, (name, part, identifier)
    assert declaring >= 2  # cryptography and pydantic-core declare theirs today; any other wheel may join them
    assert re.search(r"carried: openssl \d+\.\d+\.\d+ \(Apache-2\.0\)", notices)
    listed = json.loads((ROOT / "packaging" / "licenses" / "built-in.json").read_text(encoding="utf-8"))["components"]
    for entry in listed:
        hits = [p for p in (moved / "_internal").rglob(entry["in"]) if entry["marker"].encode() in p.read_bytes()]
        if hits:
            assert f"\nbuilt-in/{entry['name']}\n" in notices
            assert all((moved / "licenses" / "built-in" / entry["name"] / text).is_file() for text in entry["texts"])
    assert "\nbuilt-in/libyaml\n" in notices  # PyYAML's extension is always built with it


@pytest.mark.skipif(not LINUX, reason="the exclude list is about Linux distributions")
def test_the_bundle_leaves_out_the_libraries_every_distribution_provides(moved):
    """glibc, libstdc++, libGL, libX11, fontconfig, freetype, zlib… come from the system, not the bundle."""
    carried = {p.name for p in (moved / "_internal").iterdir()}
    assert not carried & set(SYSTEM_LIBRARIES), carried & set(SYSTEM_LIBRARIES)
    assert "libxcb-icccm.so.4" in carried or not (Path("/usr/lib") / "x86_64-linux-gnu" / "libxcb-icccm.so.4").exists()


def tree(folder: Path) -> dict[str, bytes]:
    """Every file and link under ``folder``: a file's bytes, a link's target."""
    found = {}
    for path in sorted(folder.rglob("*")):
        key = str(path.relative_to(folder))
        if path.is_symlink():
            found[key] = b"-> " + os.readlink(path).encode()
        elif path.is_file():
            found[key] = path.read_bytes()
    return found


def test_two_builds_of_the_same_commit_are_byte_identical(built, tmp_path, request):
    """A second build from scratch gives the same files, the same .tar.gz and (with dpkg-deb) the same .deb."""
    build = load_build_script()
    again = build.build(tmp_path / "dist", tmp_path / "work" / "pyinstaller")
    first, second = tree(built.folder), tree(again.folder)
    assert sorted(first) == sorted(second)
    differ = [name for name in first if first[name] != second[name]]
    assert not differ, differ[:10]
    if LINUX:
        top = f"gameofyear-{built.version}"
        one = build.make_tarball(built.folder, tmp_path / "one.tar.gz", top).read_bytes()
        two = build.make_tarball(again.folder, tmp_path / "two.tar.gz", top).read_bytes()
        assert one == two
        if shutil.which("dpkg-deb"):
            first_deb = request.getfixturevalue("debian_package").read_bytes()
            assert first_deb == build.make_deb(again).read_bytes()


@pytest.mark.skipif(not LINUX or shutil.which("dpkg-deb") is None or shutil.which("apt-get") is None
                    or os.geteuid() != 0, reason="needs Debian's dpkg-deb and apt-get, as root")
def test_the_debian_package_installs_passes_its_self_test_and_removes_cleanly(debian_package, tmp_path):
    """apt-get installs the .deb (and what it depends on), /usr/games/gameofyear passes its self-test, purging leaves nothing."""
    deb = debian_package
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    for path in ("./usr/games/gameofyear", "./usr/lib/gameofyear/gameofyear", "./usr/share/doc/gameofyear/copyright",
                 "./usr/share/doc/gameofyear/changelog.gz", "./usr/share/man/man6/gameofyear.6.gz",
                 "./usr/share/applications/io.github.gameofyear.GameOfTheYear.desktop",
                 "./usr/share/metainfo/io.github.gameofyear.GameOfTheYear.metainfo.xml",
                 "./usr/share/icons/hicolor/256x256/apps/io.github.gameofyear.GameOfTheYear.png",
                 "./usr/lib/gameofyear/THIRD-PARTY-NOTICES.txt"):
        assert path in listing, path
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    installed = subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends",
                                "-o", "DPkg::Lock::Timeout=300", str(deb)],
                               capture_output=True, text=True, env=env, timeout=600)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    try:
        result = run(Path("/usr/games"), tmp_path, "--self-test")
        assert result.returncode == 0, result.stdout + result.stderr
        assert "ok    data          /usr/lib/gameofyear/_internal (bundle)" in result.stdout
        verified = subprocess.run(["dpkg", "--verify", "gameofyear"], capture_output=True, text=True)
        assert verified.returncode == 0 and verified.stdout == "", verified.stdout + verified.stderr  # md5sums
        notices = Path("/usr/lib/gameofyear/THIRD-PARTY-NOTICES.txt")
        kept = notices.read_bytes()
        try:
            notices.write_bytes(kept + b"changed")
            changed = subprocess.run(["dpkg", "--verify", "gameofyear"], capture_output=True, text=True).stdout
            assert re.search(r"^\?\?5\S*\s+/usr/lib/gameofyear/THIRD-PARTY-NOTICES\.txt$", changed, re.M), changed
        finally:
            notices.write_bytes(kept)
    finally:
        removed = subprocess.run(["apt-get", "purge", "-y", "-qq", "-o", "DPkg::Lock::Timeout=300", "gameofyear"],
                                 capture_output=True, text=True, env=env)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not Path("/usr/lib/gameofyear").exists() and not Path("/usr/games/gameofyear").exists()
    assert not Path("/usr/share/applications/io.github.gameofyear.GameOfTheYear.desktop").exists()
    status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", "gameofyear"], capture_output=True, text=True)
    assert "installed" not in status.stdout.replace("not-installed", "")


@pytest.mark.skipif(not LINUX, reason="Flatpak is for Linux")
def test_the_flatpak_build_commands_install_a_working_game_from_the_tarball(built, tmp_path):
    """The manifest's commands, run on the unpacked .tar.gz with FLATPAK_DEST elsewhere, give a game that passes its self-test."""
    import tarfile

    import yaml

    manifest = yaml.safe_load((ROOT / "packaging" / "flatpak" / "bundle" / "io.github.gameofyear.GameOfTheYear.yml")
                              .read_text())
    (module,) = manifest["modules"]
    build = load_build_script()
    archive = build.make_tarball(built.folder, tmp_path / Path(module["sources"][0]["path"]).name,
                                 f"gameofyear-{built.version}")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "src", filter="tar")
    (source,) = (tmp_path / "src").iterdir()  # flatpak-builder strips the archive's one top folder
    dest = tmp_path / "app"
    env = dict(os.environ, FLATPAK_DEST=str(dest), FLATPAK_ID=manifest["app-id"])
    for command in module["build-commands"]:
        subprocess.run(["bash", "-ec", command], cwd=source, env=env, check=True)
    app_id = manifest["app-id"]
    for exported in (f"share/applications/{app_id}.desktop", f"share/metainfo/{app_id}.metainfo.xml",
                     f"share/icons/hicolor/128x128/apps/{app_id}.png", f"share/licenses/{app_id}/LICENSE"):
        assert (dest / exported).is_file(), exported
    result = run(dest / "bin", tmp_path, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(not LINUX or shutil.which("dpkg-deb") is None, reason="needs Debian's dpkg-deb")
def test_the_debian_package_passes_lintian_but_for_the_tags_a_bundle_cannot_avoid(debian_package, tmp_path):
    """lintian names no tag outside packaging/linux/lintian-allowed.txt; Depends are versioned by dpkg-shlibdeps
    (glibc's version the binaries need), the libraries are 0644 and no RUNPATH leads out of the bundle."""
    deb = debian_package
    depends = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True,
                             check=True).stdout
    assert re.search(r"libc6 \(>= 2\.\d+\)", depends), depends
    assert "libxcb-icccm4" not in depends, "the bundle carries its own copy"
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    modes = [line.split()[0] for line in listing.splitlines()
             if not line.startswith("l") and re.search(r"\.so(\.\d+)*$", line.split()[-1])]
    assert modes and all(mode == "-rw-r--r--" for mode in modes), set(modes)
    extracted = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(extracted)], check=True)
    if shutil.which("readelf"):
        outside = []
        for path in (extracted / "usr" / "lib" / "gameofyear").rglob("*.so*"):
            if path.is_symlink():
                continue
            said = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
            outside += [f"{path.name}: {line}" for line in said.splitlines()
                        if ("RUNPATH" in line or "RPATH" in line) and "[$ORIGIN" not in line]
        assert outside == []
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (Debian: apt-get install lintian)")
    deb_script = importlib.util.spec_from_file_location("packaging_deb", ROOT / "packaging" / "linux" / "deb.py")
    module = importlib.util.module_from_spec(deb_script)
    deb_script.loader.exec_module(module)
    said = subprocess.run(["lintian", "--tag-display-limit", "0", str(deb)], capture_output=True, text=True,
                          timeout=900).stdout
    tags = sorted({line.split()[2] for line in said.splitlines() if re.match(r"^[EWI]: gameofyear", line)})
    assert set(tags) <= module.allowed_lintian_tags(), [line for line in said.splitlines()
                                                        if line.split()[2:3] and line.split()[2] not in
                                                        module.allowed_lintian_tags()][:20]


def test_every_file_of_the_bundle_is_covered_by_a_notice(moved):
    """No file of the bundle lacks a notice; a file nothing names (a stray library) is reported."""
    notices = load_notices_script()
    assert notices.uncovered(moved) == []
    stray = moved / "_internal" / "libstray.so.1"
    stray.write_bytes(b"\x7fELF")
    try:
        assert notices.uncovered(moved) == ["_internal/libstray.so.1"]
    finally:
        stray.unlink()
    text = (moved / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for name in ("Qt-built-in/HarfBuzz", "Qt-built-in/PCRE2", "Qt-built-in/libjpeg-turbo", "font/Material Design Icons"):
        assert f"\n{name}" in text, name
    assert "system/unknown" not in text and "readline" not in text
    assert "apt-get source " in text


def test_the_readme_s_sizes_are_those_of_a_build_of_today(built, request):
    """packaging/README.md's table (written by ``reproducible.py --readme``) is within 15 % of what this build
    measures: a table left behind by the artefacts' growth fails here."""
    reproducible = load_packaging_script("reproducible")
    rows = reproducible.README.read_text(encoding="utf-8").split(reproducible.TABLE_START)[1] \
        .split(reproducible.TABLE_END)[0].strip().splitlines()[2:]
    said = {row.split(" | ")[0].removeprefix("| "): float(row.split(" | ")[1].removesuffix(" MB")) for row in rows}
    measured = {"the bundle folder": reproducible.size(built.folder) / 1e6}
    if LINUX and shutil.which("dpkg-deb"):
        deb = request.getfixturevalue("debian_package")
        measured[f"`{deb.name}`"] = deb.stat().st_size / 1e6
    for name, megabytes in measured.items():
        assert abs(said[name] - megabytes) <= 0.15 * megabytes, (name, said[name], round(megabytes, 1))
