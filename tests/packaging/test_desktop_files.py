"""Desktop integration files: the Linux menu entry and AppStream file, the icons rendered
from the one SVG, and the Windows installer script agree with the bundle."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging_scripts import load_packaging_script

from gameofyear.paths import is_language_code

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.gameofyear.GameOfTheYear"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
DESKTOP = LINUX / f"{APP_ID}.desktop"


load_script = load_packaging_script
"""Import ``packaging/<name>.py`` (the packaging folder is not a package)."""


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_starts_the_gameofyear_command_with_its_icon_in_the_games_menu():
    """Type, Exec, Icon and Categories are what install.sh and the icon theme provide."""
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "gameofyear"
    assert entry["Icon"] == "io.github.gameofyear.GameOfTheYear"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    assert entry["Name"] == "Game of the Year"


def test_the_appstream_file_is_valid_xml_naming_the_desktop_entry_and_the_command():
    """The metainfo parses, and its id, launchable and binary match the other files."""
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == METAINFO.name.removesuffix(".metainfo.xml")
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and (LINUX / launchable.text).is_file()
    assert root.findtext("provides/binary") == "gameofyear"
    assert root.findtext("metadata_license") and root.findtext("project_license") == "MIT"
    assert root.find("description/p") is not None and root.findtext("summary")


@pytest.mark.parametrize(("tool", "arguments"), [
    ("desktop-file-validate", [str(LINUX / "io.github.gameofyear.GameOfTheYear.desktop")]),
    ("appstreamcli", ["validate", "--no-net", "--pedantic", str(METAINFO)]),
])
def test_the_freedesktop_validators_accept_the_files(tool, arguments):
    """Where the distributions' own validators are installed, they find nothing wrong."""
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (Debian: desktop-file-utils, appstream)")
    result = subprocess.run([tool, *arguments], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_icons_are_rendered_from_the_svg_in_every_size(qapp, tmp_path):
    """icons.py writes the hicolor PNGs 16…512, the macOS iconset, and (with Pillow) .ico and .icns."""
    from PySide6.QtGui import QImage

    icons = load_script("icons")
    written = icons.make_icons(tmp_path)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "io.github.gameofyear.GameOfTheYear.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the calendar sheet, not a hole
        assert image.pixelColor(0, size - 1).alpha() < 255  # a transparent corner
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "io.github.gameofyear.GameOfTheYear.svg").read_bytes() == icons.SVG.read_bytes()
    for name, size in icons.ICONSET.items():
        image = QImage(str(tmp_path / "gameofyear.iconset" / name))
        assert image.width() == size, name
    assert len(icons.ICONSET) == 10 and "icon_512x512@2x.png" in icons.ICONSET
    pil = pytest.importorskip("PIL.Image")
    with pil.open(tmp_path / "gameofyear.ico") as ico:
        assert sorted(ico.ico.sizes()) == [(n, n) for n in (16, 24, 32, 48, 64, 128, 256)]
    with pil.open(tmp_path / "gameofyear.icns") as icns:
        assert (512, 512, 2) in set(icns.icns.itersizes())
    assert tmp_path / "gameofyear.ico" in written


def test_the_windows_installer_script_installs_what_the_spec_builds():
    """The Inno Setup script's program, source folder and icon are those the spec and icons.py make."""
    iss = (ROOT / "packaging" / "windows" / "gameofyear.iss").read_text(encoding="utf-8")
    spec = (ROOT / "packaging" / "gameofyear.spec").read_text(encoding="utf-8")
    name = re.search(r'^NAME = "([^"]+)"', spec, re.M).group(1)
    assert re.search(rf'#define AppExe "{name}\.exe"', iss)
    assert re.search(rf'#define SourceDir "\.\.\\\.\.\\dist\\{name}"', iss)
    assert re.search(r'#define IconFile "\.\.\\\.\.\\build\\icons\\gameofyear\.ico"', iss)
    assert "{app}\\{#AppExe}" in iss and "recursesubdirs" in iss
    build = load_script("build")
    assert build.NAME == name


def test_the_application_tells_wayland_the_desktop_entrys_name(qapp):
    """setDesktopFileName is the desktop entry's file name, so Wayland shows the game's icon and name."""
    from gameofyear.ui.app import DESKTOP_FILE_NAME, make_application

    app = make_application(with_icon=False)
    assert app.desktopFileName() == DESKTOP_FILE_NAME
    assert (LINUX / f"{DESKTOP_FILE_NAME}.desktop").is_file()
    assert desktop_entry()["Icon"] == DESKTOP_FILE_NAME == METAINFO.name.removesuffix(".metainfo.xml")


def test_the_appstream_screenshots_are_the_ones_in_docs_with_their_real_sizes():
    """Each screenshot names a picture of docs/screenshots with its width and height, and has a caption."""
    from PySide6.QtGui import QImageReader

    root = ET.parse(METAINFO).getroot()
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 4
    assert [s.get("type") for s in shots].count("default") == 1
    named = set()
    for shot in shots:
        assert shot.findtext("caption")
        image = shot.find("image")
        name = image.text.rsplit("/", 1)[-1]
        assert image.text.startswith("https://") and "/docs/screenshots/" in image.text
        size = QImageReader(str(ROOT / "docs" / "screenshots" / name)).size()
        assert (size.width(), size.height()) == (int(image.get("width")), int(image.get("height"))), name
        named.add(name)
    assert named == {p.name for p in (ROOT / "docs" / "screenshots").glob("*.png")}


def test_every_appstream_release_has_notes_and_the_file_has_its_urls_and_content_rating():
    """Releases newest first, each with a date and a description; homepage and bug tracker; an OARS rating."""
    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases
    dates = [r.get("date") for r in releases]
    assert all(dates) and dates == sorted(dates, reverse=True)
    for release in releases:
        assert release.find("description/p") is not None, release.get("version")
    urls = {u.get("type"): u.text for u in root.findall("url")}
    assert urls["homepage"].startswith("https://") and urls["bugtracker"].startswith("https://")
    rating = root.find("content_rating")
    assert rating.get("type") == "oars-1.1"


def test_the_windows_installer_clears_the_old_bundle_on_upgrade_and_shows_the_licence():
    """[InstallDelete] removes the old _internal (and licences) before the new files go in; LicenseFile is the game's."""
    iss = (ROOT / "packaging" / "windows" / "gameofyear.iss").read_text(encoding="utf-8")
    section = iss.split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in section
    assert iss.index("[InstallDelete]") < iss.index("[Files]")
    assert re.search(r"^LicenseFile=\{#SourceDir\}\\LICENSE$", iss, re.M)


def test_the_macos_bundle_lists_every_language_the_game_speaks():
    """CFBundleLocalizations names the languages of almanac/text and resources/translations, found by the spec."""
    import ast

    spec = (ROOT / "packaging" / "gameofyear.spec").read_text(encoding="utf-8")
    assert '"CFBundleLocalizations": LANGUAGES' in spec
    assert "from gameofyear.paths import is_language_code" in spec  # the game's rule, not a copy of it
    tree = ast.parse(spec)
    found = next(n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "LANGUAGES")  # type: ignore[attr-defined]
    namespace: dict = {"is_language_code": is_language_code, "ROOT": ROOT}
    exec(compile(ast.Module([found], []), "spec", "exec"), namespace)
    assert namespace["LANGUAGES"][0] == "en" and {"fr", "it", "de"} <= set(namespace["LANGUAGES"])
    assert not any("." in code for code in namespace["LANGUAGES"])  # de.hashes.yaml is no language


def test_install_desktop_entry_gives_a_pip_copy_a_menu_entry_and_an_icon(tmp_path, monkeypatch, capsys):
    """``gameofyear --install-desktop-entry``: the game's own entry, run by this copy's command, and its icon,
    under $XDG_DATA_HOME only; the wheel carries the entry (pyproject's force-include)."""
    import tomllib

    from gameofyear import cli

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert cli.main(["--install-desktop-entry"]) == 0
    entry = tmp_path / "data" / "applications" / f"{APP_ID}.desktop"
    icon = tmp_path / "data" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert capsys.readouterr().out.split() == ["written:", str(entry), "written:", str(icon)]
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file()) == \
        sorted(p.relative_to(tmp_path) for p in (entry, icon))
    ours = DESKTOP.read_text(encoding="utf-8").splitlines()
    written = entry.read_text(encoding="utf-8").splitlines()
    assert [line for line in written if not line.startswith("Exec=")] == [x for x in ours if not x.startswith("Exec=")]
    run = next(line for line in written if line.startswith("Exec="))[5:]
    assert Path(run.split()[0]).is_absolute() and Path(run.split()[0]).is_file(), run
    assert icon.read_bytes() == (ROOT / "resources" / "icons" / "gameofyear.svg").read_bytes()
    with open(ROOT / "pyproject.toml", "rb") as handle:
        included = tomllib.load(handle)["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert included[str(DESKTOP.relative_to(ROOT))] == f"gameofyear/_data/share/applications/{APP_ID}.desktop"


def test_pyside6_stays_below_6_12_only_on_python_3_11():
    """6.12 aborts on Python 3.11 (None is immortal only from 3.12): the cap holds there, and only there."""
    import tomllib

    from packaging.requirements import Requirement

    with open(ROOT / "pyproject.toml", "rb") as handle:
        wanted = [Requirement(r) for r in tomllib.load(handle)["project"]["dependencies"]]
    pyside = [r for r in wanted if r.name.lower() == "pyside6-essentials"]
    for python, allowed in (("3.11", False), ("3.12", True), ("3.13", True)):
        applying = [r for r in pyside if r.marker is None or r.marker.evaluate({"python_version": python})]
        assert len(applying) == 1, python
        assert applying[0].specifier.contains("6.12.0") is allowed, python
        assert applying[0].specifier.contains("6.11.3"), python


def test_the_menu_software_centre_and_installer_words_are_those_of_packaging_texts():
    """The desktop entry, the AppStream file and the installer script hold the words of ``packaging/texts/``, in
    every language there (German too): ``python packaging/translations.py`` writes them, as it builds the rest."""
    store = load_script("storetexts")
    assert store.stale() == []
    words = store.read_words()
    assert {"en", "de", "fr", "it"} <= set(words)
    entry, metainfo = desktop_entry(), ET.parse(METAINFO).getroot()
    iss = (ROOT / "packaging" / "windows" / "gameofyear.iss").read_text(encoding="utf-8")
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for code, texts in words.items():
        suffix = "" if code == "en" else f"[{code}]"
        assert entry[f"Name{suffix}"] == texts["name"] and entry[f"Comment{suffix}"] == texts["comment"]
        names = {element.get(lang, "en"): element.text for element in metainfo.findall("name")}
        captions = {element.get(lang, "en"): element.text
                    for element in metainfo.findall("screenshots/screenshot[@type='default']/caption")}
        assert names[code] == texts["name"] and captions[code] == texts["captions.game"]
        if code in store.INNO_LANGUAGES:
            assert f'MessagesFile: "compiler:Languages\\{store.INNO_LANGUAGES[code]}.isl"' in iss
            assert f".GameComment={texts['comment']}\n" in iss
    assert metainfo.find("translation[@type='qt']").text == "gameofyear"  # the .qm files' name


def test_a_language_added_to_packaging_texts_reaches_the_three_files(tmp_path):
    """A translator's new file (here Brazilian Portuguese, half done) is written into the three files; what it
    lacks stays English only; a key English has not is named at its line."""
    import shutil as sh

    store = load_script("storetexts")
    texts = tmp_path / "texts"
    sh.copytree(ROOT / "packaging" / "texts", texts)
    (texts / "pt_BR.yaml").write_text('name: "O Jogo do Ano"\ncaptions:\n  machine: "A máquina do tempo"\n',
                                      encoding="utf-8")
    words = store.read_words(texts)
    desktop = store.render_desktop(store.DESKTOP.read_text(encoding="utf-8"), words)
    assert "Name[pt_BR]=O Jogo do Ano\n" in desktop and "Comment[pt_BR]" not in desktop
    metainfo = store.render_metainfo(METAINFO.read_text(encoding="utf-8"), words)
    assert '<caption xml:lang="pt_BR">A máquina do tempo</caption>' in metainfo
    assert '<summary xml:lang="pt_BR">' not in metainfo
    assert store.render_metainfo(metainfo, words) == metainfo  # written once, in step
    iss = store.render_installer((ROOT / "packaging" / "windows" / "gameofyear.iss").read_text(encoding="utf-8"), words)
    assert 'Name: "pt_BR"; MessagesFile: "compiler:Languages\\BrazilianPortuguese.isl"' in iss
    assert f"pt_BR.GameComment={words['en']['comment']}\n" in iss  # English until it is translated
    (texts / "pt_BR.yaml").write_text('name: "O Jogo do Ano"\nsumary: "Um jogo"\n', encoding="utf-8")
    with pytest.raises(store.TextsError, match=r"pt_BR\.yaml:2:1: sumary is no key of"):
        store.read_words(texts)
