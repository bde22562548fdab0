"""Make a Debian package of the built bundle with Debian's own ``dpkg-deb``.

Run after ``packaging/build.py`` on Debian or Ubuntu: ``python packaging/linux/deb.py [BUNDLE] [--out DIR]``
(``build.py --installer`` runs it too when ``dpkg-deb`` is installed). The package
``gameofyear_<version>_<arch>.deb`` installs:

- the bundle in ``/usr/lib/gameofyear/`` and the command ``/usr/games/gameofyear`` (a link; Debian
  policy §11.11 puts games there), with its manual page ``gameofyear(6)``;
- the menu entry, the AppStream file and the icons under ``/usr/share/`` (named after
  the application id ``io.github.gameofyear.GameOfTheYear``);
- ``/usr/share/doc/gameofyear/copyright``: the game's MIT licence and the
  third-party notices; the licence texts stay in ``/usr/lib/gameofyear/licenses/``;
  ``changelog.gz`` beside it.

Its ``Depends`` are the packages of the libraries the bundle takes from the
system (glibc, libstdc++, libX11, fontconfig, freetype…; see the spec's
``SYSTEM_LIBRARIES``) with the lowest versions its binaries need, as Debian's
``dpkg-shlibdeps`` reads them from the symbols they use (glibc 2.35 for one): the
package does not install where the game could not start. The staged copy of the
bundle is made fit for a Debian system: its libraries are stripped of their
debugging symbols (``strip --strip-unneeded``, as ``dh_strip`` does; the program
itself is left whole, PyInstaller's archive is appended to it), lose any
``RUNPATH`` that points outside the bundle (the build machine's Python folder:
``patchelf``), and are 0644 like every library. ``lintian`` checks the result
(:data:`LINTIAN_ALLOWED`, ``tests/packaging/test_bundle.py``).
Files are owned by root and dated ``SOURCE_DATE_EPOCH`` (the commit's time), so
two builds of the same commit give the same package.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import io
import os
import re
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


LINTIAN_ALLOWED = LINUX / "lintian-allowed.txt"
"""The lintian tags a bundle cannot avoid, each with why (one tag a line; ``#`` comments)."""


def allowed_lintian_tags() -> set[str]:
    """Return the tags of :data:`LINTIAN_ALLOWED`."""
    lines = LINTIAN_ALLOWED.read_text(encoding="utf-8").splitlines()
    return {line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()}


def _is_elf(path: Path) -> bool:
    """True for a regular file that begins like an ELF object."""
    if path.is_symlink() or not path.is_file():
        return False
    with open(path, "rb") as stream:
        return stream.read(4) == b"\x7fELF"


def elf_files(folder: Path) -> list[Path]:
    """Return every ELF file under ``folder`` (no links), sorted."""
    return sorted(p for p in folder.rglob("*") if _is_elf(p))


def make_fit_for_debian(lib: Path, program: Path) -> None:
    """Strip the libraries under ``lib``, drop each ``RUNPATH`` entry that leads outside it, make them 0644.

    ``program`` (PyInstaller's bootloader, with its archive appended) is neither
    stripped nor changed. Entries starting with ``$ORIGIN`` stay (they lead into the
    bundle).

    Raises:
        FileNotFoundError: ``strip`` (binutils) or ``patchelf`` is not installed.
        subprocess.CalledProcessError: one of them failed.
    """
    for tool in ("strip", "patchelf"):
        if shutil.which(tool) is None:
            raise FileNotFoundError(f"{tool} is not installed (Debian: apt-get install binutils patchelf)")
    libraries = [p for p in elf_files(lib) if p != program]
    for start in range(0, len(libraries), 50):
        subprocess.run(["strip", "--strip-unneeded", "--remove-section=.comment", "--remove-section=.note",
                        *map(str, libraries[start:start + 50])], check=True, capture_output=True)
    for path in libraries:
        said = subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True, text=True)
        entries = [e for e in said.stdout.strip().split(":") if e]
        kept = [e for e in entries if e.startswith(("$ORIGIN", "${ORIGIN}"))]
        if said.returncode == 0 and kept != entries:
            args = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
            subprocess.run(["patchelf", *args, str(path)], check=True, capture_output=True)
        path.chmod(0o644)


class MissingLibraries(RuntimeError):
    """The bundle's binaries need libraries it does not carry and this machine lacks: a build made here would
    not start where they are missing either. Install them and build the bundle again.

    Attributes:
        libraries: the sonames (``libwayland-cursor.so.0``); packages: their Debian packages.
    """

    def __init__(self, libraries: list[str]):
        self.libraries = libraries
        self.packages = sorted({_debian_package(name) for name in libraries})
        super().__init__(f"the bundle's binaries need {', '.join(libraries)}, which the bundle does not carry and "
                         f"this machine lacks: install them (Debian, Ubuntu: apt-get install {' '.join(self.packages)})"
                         " and build the bundle again")


def _debian_package(soname: str) -> str:
    """The Debian package of a library (:func:`gameofyear.qtplugins.debian_package`, Debian policy §8.1)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from gameofyear.qtplugins import debian_package

    return debian_package(soname)


def shlibs_depends(lib: Path, program: Path) -> list[str]:
    """Return the versioned ``Depends`` that ``dpkg-shlibdeps`` finds for the binaries under ``lib``.

    The libraries the bundle carries are searched in its own folders (``-l``) and
    need no package; every other one gives its package and the lowest version
    whose symbols the binaries use (``libc6 (>= 2.35)``).

    Raises:
        FileNotFoundError: ``dpkg-shlibdeps`` (dpkg-dev) is not installed.
        MissingLibraries: a binary needs a library that neither the bundle carries nor this machine has
            (PyInstaller could not take it in): the libraries and the packages to install are named.
        subprocess.CalledProcessError: it failed otherwise (its message is in the error's ``stderr``).
    """
    if shutil.which("dpkg-shlibdeps") is None:
        raise FileNotFoundError("dpkg-shlibdeps is not installed (Debian: apt-get install dpkg-dev)")
    files = elf_files(lib)
    folders = sorted({str(p.parent) for p in files} | {str(p.parent) for p in lib.rglob("*.so*")})
    with tempfile.TemporaryDirectory(prefix="gameofyear-shlibs-") as temp:
        (Path(temp) / "debian").mkdir()
        (Path(temp) / "debian" / "control").write_text(
            f"Source: {NAME}\nMaintainer: {MAINTAINER}\n\nPackage: {NAME}\nArchitecture: any\n", encoding="utf-8")
        result = subprocess.run(["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0",
                                 *(f"-l{folder}" for folder in folders), *(f"-e{p}" for p in files)],
                                cwd=temp, capture_output=True, text=True)
    if result.returncode:
        missing = sorted(set(re.findall(r"cannot find library (\S+) needed by", result.stderr)))
        if missing:
            raise MissingLibraries(missing)
        raise subprocess.CalledProcessError(result.returncode, "dpkg-shlibdeps", result.stdout, result.stderr)
    line = next((x for x in result.stdout.splitlines() if x.startswith("shlibs:Depends=")), "shlibs:Depends=")
    depends = [item.strip() for item in line.partition("=")[2].split(",") if item.strip()]
    carried = _packages_of(sorted({p.name for p in lib.rglob("*.so*") if not p.is_symlink()}))
    return [item for item in depends if item.split()[0] not in carried]


def _packages_of(libraries: list[str]) -> set[str]:
    """Return the Debian packages that ship ``libraries`` on this system: the bundle carries its own copies,
    so the package need not be installed (``dpkg-shlibdeps`` names it when the same library is also there)."""
    if not libraries or shutil.which("dpkg-query") is None:
        return set()
    result = subprocess.run(["dpkg-query", "-S", *(f"*/{name}" for name in libraries)], capture_output=True, text=True)
    found: set[str] = set()
    for line in result.stdout.splitlines():
        package, _, path = line.partition(": ")
        if Path(path.strip()).name in libraries and "," not in package and not package.startswith("diversion"):
            found.add(package.split(":")[0].strip())
    return found


def changelog(epoch: int) -> bytes:
    """Return ``changelog.gz``: the release's entry in Debian's format, compressed reproducibly (no name, no time)."""
    when = email.utils.formatdate(epoch, usegmt=False, localtime=False).replace("-0000", "+0000")
    text = (f"{NAME} ({version()}) unstable; urgency=medium\n\n"
            f"  * Release {version()} of Game of the Year, built from its source as one bundle\n"
            f"    (Python, Qt and the game's libraries inside).\n\n"
            f" -- {MAINTAINER}  {when}\n")
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9, mtime=0, filename="") as stream:
        stream.write(text.encode("utf-8"))
    return out.getvalue()


def manual_page() -> bytes:
    """Return ``gameofyear.6.gz`` from ``packaging/linux/gameofyear.6``, compressed reproducibly."""
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9, mtime=0, filename="") as stream:
        stream.write((LINUX / f"{NAME}.6").read_bytes())
    return out.getvalue()


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
        "Description: 1980s family calendar board game (Le Jeu de l'Année)\n"
        " Two to six players, people at one screen and computer players, race through\n"
        " a 366-day calendar: spin the time-progression machine, land on real\n"
        " historical dates of the Almanac of Events, draw Chance and Hazard cards,\n"
        " win and lose money and collect tokens. The best year wins.\n"
        " .\n"
        " This package carries its own Python and Qt (a PyInstaller bundle).\n"
    )


def stage(bundle: Path, root: Path, arch: str, epoch: int = 0) -> None:
    """Lay out the package's files under ``root`` (``DEBIAN/`` and ``usr/``).

    Raises:
        FileNotFoundError, MissingLibraries, subprocess.CalledProcessError: see :func:`make_fit_for_debian` and
            :func:`shlibs_depends`.
    """
    lib = root / "usr" / "lib" / NAME
    shutil.copytree(bundle, lib, symlinks=True, ignore=shutil.ignore_patterns("install.sh", "share"))
    (root / "usr" / "games").mkdir(parents=True)
    (root / "usr" / "games" / NAME).symlink_to(f"../lib/{NAME}/{NAME}")
    share = root / "usr" / "share"
    shutil.copytree(bundle / "share", share, symlinks=True)
    doc = share / "doc" / NAME
    doc.mkdir(parents=True)
    notices = (bundle / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    (doc / "copyright").write_text(
        "Game of the Year\n\n" + (bundle / "LICENSE").read_text(encoding="utf-8") + "\n" + notices
        + f"\nThe licence texts named above are in /usr/lib/{NAME}/licenses/. On Debian systems the\n"
        "GNU Lesser General Public License version 3 is also in /usr/share/common-licenses/LGPL-3,\n"
        "the GNU General Public License version 3 in /usr/share/common-licenses/GPL-3, and the\n"
        "Apache License 2.0 in /usr/share/common-licenses/Apache-2.0.\n", encoding="utf-8")
    (doc / "changelog.gz").write_bytes(changelog(epoch))
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    (man / f"{NAME}.6.gz").write_bytes(manual_page())
    make_fit_for_debian(lib, lib / NAME)
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control(bundle, arch, shlibs_depends(lib, lib / NAME)), encoding="utf-8")
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or path == lib / NAME else 0o644)  # the program alone runs
    (debian / "md5sums").write_text(md5sums(root), encoding="utf-8")
    (debian / "md5sums").chmod(0o644)


def md5sums(root: Path) -> str:
    """Return the ``DEBIAN/md5sums`` of the package laid out under ``root``: one line per installed regular file
    (``<md5>  usr/…``, sorted; links and ``DEBIAN/`` left out), which ``dpkg --verify`` checks an installed copy
    against."""
    import hashlib

    lines = []
    for path in sorted(root.rglob("*")):
        where = path.relative_to(root).as_posix()
        if path.is_symlink() or not path.is_file() or where.startswith("DEBIAN/"):
            continue
        lines.append(f"{hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()}  {where}\n")
    return "".join(lines)


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
        stage(bundle, root, arch, epoch)
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
    except (FileNotFoundError, MissingLibraries, subprocess.CalledProcessError) as exc:
        print(f"deb: {exc}{': ' + exc.stderr.strip() if getattr(exc, 'stderr', None) else ''}", file=sys.stderr)
        return 1
    print(f"deb: {path} ({path.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
