"""Make a Debian package of the built bundle with Debian's own ``dpkg-deb``.

Run after ``packaging/build.py`` on Debian or Ubuntu: ``python packaging/linux/deb.py [BUNDLE] [--out DIR]``
(``build.py --installer`` runs it too when ``dpkg-deb`` is installed). The package
``gameofyear_<version>_<arch>.deb`` installs:

- the bundle in ``/usr/lib/gameofyear/`` and the command ``/usr/bin/gameofyear`` (a link);
- the menu entry, the AppStream file and the icons under ``/usr/share/`` (named after
  the application id ``io.github.gameofyear.GameOfTheYear``);
- ``/usr/share/doc/gameofyear/copyright``: the game's MIT licence and the
  third-party notices; the licence texts stay in ``/usr/lib/gameofyear/licenses/``.

Its ``Depends`` are the packages of the libraries the bundle takes from the
system (glibc, libstdc++, libX11, fontconfig, freetype…; see the spec's
``SYSTEM_LIBRARIES``), found by looking up (``dpkg-query -S``) the
libraries the bundle's binaries need and do not carry.
Files are owned by root and dated ``SOURCE_DATE_EPOCH`` (the commit's time), so
two builds of the same commit give the same package.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
NAME = "gameofyear"
APP_ID = "io.github.gameofyear.GameOfTheYear"
MAINTAINER = "The Game of the Year team <gameofyear@users.noreply.github.com>"
HOMEPAGE = "https://github.com/gameofyear/gameofyear"


def version() -> str:
    """Return the game's version from ``pyproject.toml``."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def architecture() -> str:
    """Return Debian's name of this machine's architecture (``amd64``, ``arm64``…).

    Raises:
        FileNotFoundError: ``dpkg`` is not installed (not a Debian system).
    """
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def source_date_epoch() -> int:
    """Return ``SOURCE_DATE_EPOCH``, else the last commit's time, else 0 (seconds since 1970)."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], capture_output=True, text=True, cwd=ROOT, check=True)
        return int(out.stdout.strip())
    except (OSError, subprocess.CalledProcessError, ValueError):
        return 0


def system_dependencies(bundle: Path) -> list[str]:
    """Return the Debian packages of the shared libraries the bundle's binaries need but do not carry.

    Each ELF file's ``NEEDED`` entries are read with PyInstaller's ``bindepend``;
    those the bundle does not carry are looked up with ``dpkg-query -S``.

    Returns:
        Sorted package names, ``libc6`` always among them.
    """
    from PyInstaller.depend import bindepend

    internal = bundle / "_internal"
    carried = {p.name for p in internal.rglob("*") if ".so" in p.name}
    needed: set[str] = set()
    for path in [bundle / NAME, *internal.rglob("*.so*")]:
        if path.is_symlink() or not path.is_file():
            continue
        try:
            imports = bindepend.get_imports(str(path))
        except Exception:  # noqa: BLE001 - not an ELF file: it needs nothing
            continue
        needed.update(os.path.basename(name) for name, _resolved in imports)
    wanted = sorted(name for name in needed - carried if not name.startswith("ld-linux"))
    packages = {"libc6"}
    if wanted:
        result = subprocess.run(["dpkg-query", "-S", *(f"*/{name}" for name in wanted)], capture_output=True, text=True)
        for line in result.stdout.splitlines():
            package, _, path = line.partition(": ")
            if Path(path.strip()).name in wanted and "," not in package and not package.startswith("diversion"):
                packages.add(package.split(":")[0].strip())
    return sorted(packages)


def control(bundle: Path, arch: str, depends: list[str]) -> str:
    """Return the ``DEBIAN/control`` text of the package."""
    size = sum(p.lstat().st_size for p in bundle.rglob("*")) // 1024
    return (
        f"Package: {NAME}\n"
        f"Version: {version()}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {size}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        "Description: the 1980s family calendar board game (Le Jeu de l'Année)\n"
        " Two to six players, people at one screen and computer players, race through\n"
        " a 366-day calendar: spin the time-progression machine, land on real\n"
        " historical dates of the Almanac of Events, draw Chance and Hazard cards,\n"
        " win and lose money and collect tokens. The best year wins.\n"
        " .\n"
        " This package carries its own Python and Qt (a PyInstaller bundle).\n"
    )


def stage(bundle: Path, root: Path, arch: str) -> None:
    """Lay out the package's files under ``root`` (``DEBIAN/`` and ``usr/``)."""
    lib = root / "usr" / "lib" / NAME
    shutil.copytree(bundle, lib, symlinks=True, ignore=shutil.ignore_patterns("install.sh", "share"))
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"../lib/{NAME}/{NAME}")
    share = root / "usr" / "share"
    shutil.copytree(bundle / "share", share, symlinks=True)
    doc = share / "doc" / NAME
    doc.mkdir(parents=True)
    notices = (bundle / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    (doc / "copyright").write_text(
        "Game of the Year\n\n" + (bundle / "LICENSE").read_text(encoding="utf-8") + "\n" + notices
        + f"\nThe licence texts named above are in /usr/lib/{NAME}/licenses/.\n", encoding="utf-8")
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control(bundle, arch, system_dependencies(bundle)), encoding="utf-8")
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)


def build_deb(bundle: Path, out: Path) -> Path:
    """Make ``gameofyear_<version>_<arch>.deb`` in ``out`` from the bundle folder and return its path.

    Raises:
        FileNotFoundError: ``dpkg-deb`` is missing, or ``bundle`` lacks the Linux files ``build.py`` adds.
        subprocess.CalledProcessError: ``dpkg-deb`` failed.
    """
    bundle = Path(bundle)
    if shutil.which("dpkg-deb") is None:
        raise FileNotFoundError("dpkg-deb is not installed (Debian: apt-get install dpkg-dev)")
    if not (bundle / "share" / "applications" / f"{APP_ID}.desktop").is_file() or not (bundle / "LICENSE").is_file():
        raise FileNotFoundError(f"{bundle}: not a Linux bundle made by packaging/build.py")
    arch = architecture()
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{NAME}_{version()}_{arch}.deb"
    epoch = source_date_epoch()
    with tempfile.TemporaryDirectory(prefix="gameofyear-deb-") as temp:
        root = Path(temp) / "root"
        stage(bundle, root, arch)
        for path in [root, *root.rglob("*")]:
            os.utime(path, (epoch, epoch), follow_symlinks=False)
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(root), str(target)],
                       check=True, env=env, capture_output=True)
    return target


def main(argv: list[str] | None = None) -> int:
    """Build the Debian package from the command line; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / NAME)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    try:
        path = build_deb(args.bundle, args.out)
    except (FileNotFoundError, subprocess.CalledProcessError) as exc:
        print(f"deb: {exc}", file=sys.stderr)
        return 1
    print(f"deb: {path} ({path.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
