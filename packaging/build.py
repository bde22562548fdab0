"""Build the game's bundle with PyInstaller: one command on Linux, Windows and macOS.

Run from anywhere: ``python packaging/build.py [--self-test] [--installer]``
(with ``pip install -e '.[packaging]'`` done first). It:

1. renders the icons from ``resources/icons/gameofyear.svg`` into ``build/icons``
   (``packaging/icons.py``);
2. runs PyInstaller on ``packaging/gameofyear.spec``: a one-folder bundle in
   ``dist/gameofyear/`` (and ``dist/Game of the Year.app`` on macOS), version
   from ``pyproject.toml``;
3. on Linux, adds the desktop entry, the AppStream file, the icons and
   ``install.sh`` under the bundle (``share/``), so the folder installs itself;
   on every system, writes the game's ``LICENSE``, ``THIRD-PARTY-NOTICES.txt``
   and ``licenses/`` from what the bundle carries (``packaging/notices.py``);
4. prints the bundle's folder, size and build time;
5. with ``--self-test``, runs the bundled ``gameofyear --self-test``;
6. with ``--installer``, makes what a player downloads: ``dist/gameofyear-<version>-linux-<machine>.tar.gz``
   on Linux (and ``dist/gameofyear_<version>_<arch>.deb`` where ``dpkg-deb`` is installed),
   the Inno Setup installer on Windows (ISCC must be installed),
   ``dist/GameOfTheYear-<version>.dmg`` on macOS (``hdiutil``).

Builds are reproducible: PyInstaller runs with ``PYTHONHASHSEED=0`` and
``SOURCE_DATE_EPOCH`` (the last commit's time unless set), and the archives'
members are sorted, owned by root and dated that time.

Nothing is downloaded: PyInstaller and the installer tools work offline.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gameofyear.spec"
NAME = "gameofyear"
APP_NAME = "Game of the Year"
APP_ID = "io.github.gameofyear.GameOfTheYear"
"""The application's id (reverse DNS): desktop entry, AppStream, icons, Flatpak, macOS bundle."""


@dataclass(frozen=True)
class Bundle:
    """A built bundle.

    Attributes:
        folder: the one-folder bundle (``dist/gameofyear``).
        executable: the program to start in it (``gameofyear``, ``gameofyear.exe``).
        cli: the program for terminal commands (``gameofyear-cli.exe`` on Windows,
            the same as ``executable`` elsewhere).
        app: the macOS ``.app``, or None on other systems.
        seconds: the build's wall-clock time, icons included.
        version: the version from ``pyproject.toml``.
    """

    folder: Path
    executable: Path
    cli: Path
    app: Path | None
    seconds: float
    version: str

    @property
    def size(self) -> int:
        """The bundle folder's size in bytes (files only; symbolic links not followed)."""
        return folder_size(self.folder)


def version() -> str:
    """Return the project's version, read from ``pyproject.toml``."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def folder_size(folder: Path) -> int:
    """Return the bytes of every file under ``folder`` (links are not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def source_date_epoch() -> int:
    """Return the build's date: ``SOURCE_DATE_EPOCH`` when set, else the last commit's time, else 0.

    Every date written into the archives and packages is this one, so that two
    builds of the same commit give the same bytes.
    """
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], capture_output=True, text=True, cwd=ROOT, check=True)
        return int(out.stdout.strip())
    except (OSError, subprocess.CalledProcessError, ValueError):
        return 0


def reproducible_env() -> dict[str, str]:
    """Return the environment that makes PyInstaller's output the same at every build of a commit.

    ``PYTHONHASHSEED=0`` fixes the order of sets in the compiled modules, and
    ``SOURCE_DATE_EPOCH`` (see :func:`source_date_epoch`) the dates.
    """
    return {"PYTHONHASHSEED": "0", "SOURCE_DATE_EPOCH": str(source_date_epoch())}


def make_tarball(folder: Path, archive: Path, top: str) -> Path:
    """Pack ``folder`` into the gzip tarball ``archive`` under the folder name ``top``, reproducibly.

    Members are sorted by name, owned by root, dated :func:`source_date_epoch`
    (as is the gzip header), and keep only their permission bits.

    Returns:
        ``archive``.
    """
    import gzip

    epoch = source_date_epoch()

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = min(int(info.mtime), epoch) if epoch else 0
        info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
        return info

    paths = sorted([folder, *folder.rglob("*")], key=lambda p: p.relative_to(folder).as_posix())
    with open(archive, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=epoch,
                                                   compresslevel=6) as zipped:
        with tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as tar:
            for path in paths:
                name = top if path == folder else f"{top}/{path.relative_to(folder).as_posix()}"
                tar.add(path, arcname=name, recursive=False, filter=clean)
    return archive


def executable_name(stem: str = NAME) -> str:
    """Return a program's file name on this system (``gameofyear.exe`` on Windows)."""
    return stem + (".exe" if sys.platform == "win32" else "")


def build(dist: Path | None = None, work: Path | None = None, *, verbose: bool = False) -> Bundle:
    """Render the icons and build the bundle.

    Args:
        dist: where the bundle goes (default ``dist/``); its old bundle is replaced.
        work: PyInstaller's work folder (default ``build/pyinstaller``); the icons
            go to its sibling ``icons``.
        verbose: show PyInstaller's whole log (default: warnings and errors only).

    Returns:
        The bundle.

    Raises:
        ModuleNotFoundError: PyInstaller is not installed (``pip install '.[packaging]'``).
        subprocess.CalledProcessError: PyInstaller failed (its log says why).
        RuntimeError: a component of the bundle has no licence text (``notices.MissingLicence``).
    """
    import importlib.util

    if importlib.util.find_spec("PyInstaller") is None:
        raise ModuleNotFoundError("PyInstaller is not installed: pip install -e '.[packaging]'")
    dist = Path(dist or ROOT / "dist").resolve()
    work = Path(work or ROOT / "build" / "pyinstaller").resolve()
    icons = work.parent / "icons"
    start = time.perf_counter()
    subprocess.run([sys.executable, str(PACKAGING / "icons.py"), str(icons)], check=True)
    env = dict(os.environ, GAMEOFYEAR_ICONS=str(icons), **reproducible_env())
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist),
               "--workpath", str(work), "--log-level", "INFO" if verbose else "WARN", str(SPEC)]
    subprocess.run(command, check=True, env=env, cwd=ROOT)
    folder = dist / NAME
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(folder, icons)
    app = dist / f"{APP_NAME}.app" if sys.platform == "darwin" else None
    notices = _load_notices()
    notices.write_notices(folder)
    if app is not None:
        notices.write_notices(app, app / "Contents" / "Resources")
    cli = folder / executable_name(f"{NAME}-cli" if sys.platform == "win32" else NAME)
    return Bundle(folder, folder / executable_name(), cli, app, time.perf_counter() - start, version())


def _load_notices():
    """Import ``packaging/notices.py`` (the packaging folder is not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("packaging_notices", PACKAGING / "notices.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def add_linux_desktop_files(folder: Path, icons: Path) -> None:
    """Put the desktop entry, AppStream file, icons and ``install.sh`` under the bundle folder.

    Layout: ``share/applications/<id>.desktop``, ``share/metainfo/<id>.metainfo.xml``,
    ``share/icons/hicolor/<N>x<N>/apps/<id>.png`` and ``install.sh`` at the top, where ``<id>``
    is the application's id (:data:`APP_ID`).
    """
    linux = PACKAGING / "linux"
    share = folder / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    for metainfo in linux.glob("*.metainfo.xml"):
        shutil.copy2(metainfo, share / "metainfo" / metainfo.name)
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True)
    shutil.copy2(linux / "install.sh", folder / "install.sh")
    (folder / "install.sh").chmod(0o755)


def make_installer(bundle: Bundle) -> Path:
    """Make the file a player downloads, for this system (see the module docstring).

    Returns:
        The archive, installer or disk image made.

    Raises:
        FileNotFoundError: the system's installer tool is missing (ISCC, hdiutil).
        subprocess.CalledProcessError: the tool failed.
    """
    dist = bundle.folder.parent
    if sys.platform == "win32":
        iscc = shutil.which("ISCC") or shutil.which("iscc")
        default = Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe"
        if iscc is None and default.is_file():
            iscc = str(default)
        if iscc is None:
            raise FileNotFoundError("Inno Setup's ISCC.exe was not found (install Inno Setup 6.3 or later)")
        icons = ROOT / "build" / "icons"
        subprocess.run([iscc, f"/DAppVersion={bundle.version}", f"/DSourceDir={bundle.folder}",
                        f"/DIconFile={icons / 'gameofyear.ico'}", f"/O{dist}",
                        str(PACKAGING / "windows" / "gameofyear.iss")], check=True)
        return dist / f"GameOfTheYear-{bundle.version}-setup.exe"
    if sys.platform == "darwin":
        assert bundle.app is not None
        staging = dist / "dmg"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir()
        subprocess.run(["ditto", str(bundle.app), str(staging / bundle.app.name)], check=True)
        (staging / "Applications").symlink_to("/Applications")
        image = dist / f"GameOfTheYear-{bundle.version}.dmg"
        subprocess.run(["hdiutil", "create", "-volname", APP_NAME, "-srcfolder", str(staging), "-ov",
                        "-format", "UDZO", str(image)], check=True)
        shutil.rmtree(staging)
        return image
    archive = dist / f"{NAME}-{bundle.version}-linux-{platform.machine()}.tar.gz"
    return make_tarball(bundle.folder, archive, f"{NAME}-{bundle.version}")


def make_deb(bundle: Bundle) -> Path:
    """Make the Debian package of a Linux bundle with ``packaging/linux/deb.py`` (needs ``dpkg-deb``).

    Returns:
        The ``.deb`` made beside the bundle folder.

    Raises:
        FileNotFoundError: ``dpkg-deb`` is not installed.
        subprocess.CalledProcessError: ``dpkg-deb`` failed.
    """
    import importlib.util

    spec = importlib.util.spec_from_file_location("packaging_deb", PACKAGING / "linux" / "deb.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build_deb(bundle.folder, bundle.folder.parent)


def main(argv: list[str] | None = None) -> int:
    """Build (and optionally test and package) the bundle; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=None, help="where the bundle goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=None, help="PyInstaller's work folder (default: build/pyinstaller)")
    parser.add_argument("--self-test", action="store_true", help="run the bundled game's self-test after building")
    parser.add_argument("--installer", action="store_true",
                        help="also make the .tar.gz (Linux), setup .exe (Windows) or .dmg (macOS)")
    parser.add_argument("--verbose", action="store_true", help="show PyInstaller's whole log")
    args = parser.parse_args(argv)
    try:
        bundle = build(args.dist, args.work, verbose=args.verbose)
    except ModuleNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 2
    except subprocess.CalledProcessError as exc:
        print(f"the build failed: {' '.join(map(str, exc.cmd))} exited with {exc.returncode}", file=sys.stderr)
        return 1
    print(f"bundle: {bundle.folder} ({bundle.size / 1e6:.0f} MB), built in {bundle.seconds:.0f} s; "
          f"start it with {bundle.executable}" + (f" or open {bundle.app}" if bundle.app else ""))
    if args.self_test:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        code = subprocess.run([str(bundle.cli), "--self-test"], env=env).returncode
        if code != 0:
            return code
    if args.installer:
        try:
            made = make_installer(bundle)
        except (FileNotFoundError, subprocess.CalledProcessError) as exc:
            print(f"the installer could not be made: {exc}", file=sys.stderr)
            return 1
        print(f"installer: {made} ({made.stat().st_size / 1e6:.0f} MB)")
        if sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
            try:
                deb = make_deb(bundle)
            except (FileNotFoundError, subprocess.CalledProcessError) as exc:
                print(f"the Debian package could not be made: {exc}", file=sys.stderr)
                return 1
            print(f"Debian package: {deb} ({deb.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
