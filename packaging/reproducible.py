"""Build every artefact twice, from two clones in two different folders, and compare them byte for byte.

Run from the repository: ``python packaging/reproducible.py [--work DIR] [--keep]``. It clones
the last commit into ``WORK/a/x`` and ``WORK/b/yyyy`` (folders of different names and depths),
makes in each its own virtual environment (``.venv`` in the clone, ``pip install -c constraints.txt
-e '.[packaging]'`` as ``packaging/README.md`` says; with ``--same-python``, this Python and its
packages serve both), and in each runs what a release runs:

- ``packaging/build.py --installer``: the bundle folder, its ``.tar.gz`` and, where
  ``dpkg-deb`` is installed, the ``.deb``;
- ``python -m build --no-isolation``: the sdist and the wheel.

Then it compares each artefact of the first clone with the second's and prints a line for
each (identical or not, its size), and for one that differs, the members that differ:
files of the bundle folder, members of the ``.tar.gz``, sdist and wheel, and of the
``.deb``'s control and data archives (with what differs in them: content, mode, owner or
date). The exit code is 0 when everything is identical, 1 otherwise. ``--readme`` writes the
sizes measured into the table of ``packaging/README.md`` (:func:`size_table`), so that its
figures are always this script's.

Uncommitted changes are not in the clones: commit first. Building takes a few minutes.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = (Path("a") / "x", Path("b") / "yyyy")
"""Where the two clones go under the work folder: other names, other lengths."""


def clone(commit: str, target: Path) -> Path:
    """Clone this repository's ``commit`` into ``target`` (a plain copy of its files, no links into this one).

    Raises:
        subprocess.CalledProcessError: git failed.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", "--no-checkout", str(ROOT), str(target)],
                   check=True)
    subprocess.run(["git", "-C", str(target), "checkout", "--quiet", "--detach", commit], check=True)
    return target


def make_venv(source: Path, *, log: Path) -> Path:
    """Make ``source/.venv`` with this Python and install the clone into it as the README says; return its Python.

    Raises:
        subprocess.CalledProcessError: venv or pip failed (its output is in ``log``).
    """
    python = source / ".venv" / "bin" / "python"
    with open(log, "a", encoding="utf-8") as out:
        subprocess.run([sys.executable, "-m", "venv", str(source / ".venv")], check=True, stdout=out,
                       stderr=subprocess.STDOUT)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "-c", "constraints.txt", "-e", ".[packaging]"],
                       cwd=source, check=True, stdout=out, stderr=subprocess.STDOUT, timeout=1800)
    return python


def build_all(source: Path, *, log: Path, python: Path | None = None) -> dict[str, Path]:
    """Build the artefacts of the clone ``source`` into ``source/dist`` with ``python`` (default: this one),
    the tools' output going to ``log``.

    Returns:
        Artefact name (the same for both clones) → its path: ``bundle/`` (the folder), the
        ``.tar.gz``, the ``.deb`` where made, the sdist and the wheel.

    Raises:
        subprocess.CalledProcessError: a build failed (its output is in ``log``).
    """
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SOURCE_DATE_EPOCH", "VIRTUAL_ENV")}
    if python is None:
        python = Path(sys.executable)
        env["PYTHONPATH"] = str(source)  # the clone's own package, not the one this environment was installed from
    dist = source / "dist"
    with open(log, "a", encoding="utf-8") as out:
        subprocess.run([str(python), "packaging/build.py", "--installer", "--dist", str(dist),
                        "--work", str(source / "build" / "pyinstaller")],
                       cwd=source, env=env, stdout=out, stderr=subprocess.STDOUT, check=True)
        subprocess.run([str(python), "-m", "build", "--no-isolation", "--sdist", "--wheel", "--outdir",
                        str(dist / "python")], cwd=source, env=env, stdout=out, stderr=subprocess.STDOUT, check=True)
    found = {"bundle/": dist / "gameofyear"}
    for path in sorted(dist.iterdir()):
        if path.is_file():
            found[path.name] = path
    for path in sorted((dist / "python").iterdir()):
        found[path.name] = path
    return found


def digest(data: bytes) -> str:
    """Return the sha256 of ``data``, in hex."""
    return hashlib.sha256(data).hexdigest()


def _tar_members(data: bytes, prefix: str) -> Iterator[tuple[str, str]]:
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        for member in archive:
            content = ""
            if member.isfile():
                extracted = archive.extractfile(member)
                content = digest(extracted.read()) if extracted else ""
            yield (f"{prefix}{member.name}",
                   f"content {content or member.linkname or member.type!r}, mode {member.mode:o}, "
                   f"owner {member.uid}:{member.gid} {member.uname}:{member.gname}, date {int(member.mtime)}")


def _ar_members(data: bytes) -> Iterator[tuple[str, bytes]]:
    """Yield the (name, bytes) of the members of a Unix ``ar`` archive (a ``.deb``)."""
    if not data.startswith(b"!<arch>\n"):
        raise ValueError("not an ar archive")
    at = 8
    while at + 60 <= len(data):
        header = data[at:at + 60]
        name = header[:16].decode().strip().rstrip("/")
        size = int(header[48:58].decode().strip())
        yield name, data[at + 60:at + 60 + size]
        at += 60 + size + (size % 2)


def members(path: Path) -> dict[str, str]:
    """Return what ``path`` holds, member by member: name → a description of its content and attributes.

    A folder gives its files (content, or a link's target), a ``.tar.gz`` and an sdist their
    members, a wheel its members, a ``.deb`` its ``ar`` members and the members of the archives
    in it. Any other file is one member: itself.

    Raises:
        ValueError, tarfile.TarError, zipfile.BadZipFile: the file is not the archive its name says.
    """
    found: dict[str, str] = {}
    if path.is_dir():
        for item in sorted(path.rglob("*")):
            name = item.relative_to(path).as_posix()
            if item.is_symlink():
                found[name] = f"link to {os.readlink(item)}"
            elif item.is_file():
                found[name] = f"content {digest(item.read_bytes())}, mode {item.stat().st_mode & 0o7777:o}"
        return found
    data = path.read_bytes()
    if path.name.endswith((".tar.gz", ".tgz")):
        return dict(_tar_members(data, ""))
    if path.suffix == ".whl":
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for info in archive.infolist():
                found[info.filename] = (f"content {digest(archive.read(info))}, date {info.date_time}, "
                                        f"attributes {info.external_attr:o}")
        return found
    if path.suffix == ".deb":
        for name, content in _ar_members(data):
            found[name] = f"content {digest(content)}"
            if ".tar" in name:
                found.update(_tar_members(content, f"{name}:"))
        return found
    return {path.name: f"content {digest(data)}"}


def differences(first: Path, second: Path) -> list[str]:
    """Return one line for each member that differs between two artefacts (empty when identical).

    Archives whose members all agree but whose bytes differ (their own header or order) give
    one line saying so.
    """
    if first.is_file() and second.is_file() and first.read_bytes() == second.read_bytes():
        return []
    one, two = members(first), members(second)
    lines = []
    for name in sorted(set(one) | set(two)):
        if name not in two:
            lines.append(f"{name}: only in the first")
        elif name not in one:
            lines.append(f"{name}: only in the second")
        elif one[name] != two[name]:
            lines.append(f"{name}: {one[name]}  vs  {two[name]}")
    if not lines and first.is_file():
        lines.append("the members agree, the archive's own bytes differ (its header or the members' order)")
    return lines


def size(path: Path) -> int:
    """Return the bytes of a file, or of every file under a folder (links not followed)."""
    if path.is_dir():
        return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return path.stat().st_size


README = ROOT / "packaging" / "README.md"
TABLE_START = "<!-- sizes: written by python packaging/reproducible.py --readme; do not edit by hand -->"
TABLE_END = "<!-- end of sizes -->"
"""The lines around the table of artefacts in :data:`README`, which ``--readme`` rewrites."""
ORDER = ("bundle/", ".tar.gz", ".deb", "sdist", ".whl")
"""The order of the table's rows: the bundle folder, its archive, the Debian package, the sdist, the wheel."""


def _row_order(name: str) -> tuple[int, str]:
    kind = ("bundle/" if name == "bundle/" else ".whl" if name.endswith(".whl") else ".deb" if name.endswith(".deb")
            else ".tar.gz" if "-linux-" in name or "-macos-" in name or "-windows-" in name else "sdist")
    return ORDER.index(kind), name


def size_table(first: dict[str, Path], same: dict[str, bool]) -> str:
    """Return the Markdown table of the artefacts ``first`` (name → path), their sizes (MB, 10^6 bytes) and whether
    the two folders gave them identical (``same``, by name)."""
    lines = ["| artefact | size | two folders |", "| --- | --- | --- |"]
    for name in sorted(first, key=_row_order):
        shown = "the bundle folder" if name == "bundle/" else f"`{name}`" + (" (sdist)" if _row_order(name)[0] == 3
                                                                                else "")
        verdict = ("identical, file by file" if name == "bundle/" else "identical") if same.get(name) else "DIFFERS"
        lines.append(f"| {shown} | {size(first[name]) / 1e6:.1f} MB | {verdict} |")
    return "\n".join(lines)


def write_table(table: str, readme: Path = README) -> None:
    """Put ``table`` in ``readme`` between :data:`TABLE_START` and :data:`TABLE_END`.

    Raises:
        ValueError: ``readme`` lacks the two lines.
    """
    text = readme.read_text(encoding="utf-8")
    if TABLE_START not in text or TABLE_END not in text:
        raise ValueError(f"{readme}: no table of sizes to rewrite (the lines {TABLE_START!r} … {TABLE_END!r})")
    head, rest = text.split(TABLE_START, 1)
    _old, tail = rest.split(TABLE_END, 1)
    readme.write_text(f"{head}{TABLE_START}\n{table}\n{TABLE_END}{tail}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Build twice and compare; returns 0 when every artefact is identical, 1 otherwise, 2 when a build failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, default=None, help="where the clones go (default: a temporary folder)")
    parser.add_argument("--keep", action="store_true", help="keep the clones and their builds")
    parser.add_argument("--same-python", action="store_true",
                        help="build both with this Python and its packages instead of a venv in each clone")
    parser.add_argument("--readme", action="store_true",
                        help="write the sizes measured into packaging/README.md's table of artefacts")
    args = parser.parse_args(argv)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    if subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                      text=True, check=True).stdout.strip():
        print("note: uncommitted changes are not built (the clones hold the last commit)", file=sys.stderr)
    work = Path(args.work or tempfile.mkdtemp(prefix="gameofyear-reproducible-")).resolve()
    built = []
    try:
        for folder in FOLDERS:
            source = clone(commit, work / folder)
            log = work / f"{folder.parts[0]}.log"
            print(f"building {commit[:12]} in {source} (log: {log})", flush=True)
            try:
                python = None if args.same_python else make_venv(source, log=log)
                built.append(build_all(source, log=log, python=python))
            except subprocess.CalledProcessError as exc:
                print(f"the build in {source} failed: {' '.join(map(str, exc.cmd))} (see {log})", file=sys.stderr)
                return 2
        first, second = built
        same = True
        alike: dict[str, bool] = {}
        for name in sorted(set(first) | set(second)):
            if name not in first or name not in second:
                print(f"DIFFERS  {name}: made by one build only")
                same = False
                continue
            lines = differences(first[name], second[name])
            same = same and not lines
            alike[name] = not lines
            print(f"{'DIFFERS ' if lines else 'same    '} {name} ({size(first[name]) / 1e6:.1f} MB"
                  + (f", {size(second[name]) / 1e6:.1f} MB" if lines else "") + ")")
            for line in lines[:40]:
                print(f"    {line}")
            if len(lines) > 40:
                print(f"    … and {len(lines) - 40} more")
        print("identical: every artefact, byte for byte" if same else "NOT identical")
        if args.readme:
            write_table(size_table(first, alike))
            print(f"{README.relative_to(ROOT)}: the table of artefacts written")
        return 0 if same else 1
    finally:
        if not args.keep and args.work is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
