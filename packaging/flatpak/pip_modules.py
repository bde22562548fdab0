"""Write the Flatpak's Python modules, ``packaging/flatpak/python3-requirements.json``, from ``constraints.txt``.

Run from anywhere::

    python packaging/flatpak/pip_modules.py             # asks PyPI for what the cache lacks, writes both files
    python packaging/flatpak/pip_modules.py --refresh   # asks PyPI again for every release
    python packaging/flatpak/pip_modules.py --check     # offline: exit 1 when the JSON is not what the cache gives

It follows the game's requirements (``[project].dependencies`` of ``pyproject.toml``) and those
of its build (``[build-system].requires``: hatchling) through their own requirements, each at
the version ``constraints.txt`` pins, with the environment markers of the Flatpak's Python
(:data:`PYTHON` on :data:`ARCHES`). For each release it picks the wheel that Python installs on
each processor, and writes one flatpak-builder module per release in the form
``flatpak-pip-generator`` writes them: a ``file`` source with PyPI's address and sha256
(``only-arches`` where the processors take different files) and a ``pip3 install --no-index``
of that file. Modules come in dependency order; those only the build needs are removed from
the Flatpak once it is built (``cleanup``).

PyPI's answers (each release's files for Linux and the requirements read from its wheel's
metadata, by HTTP range requests: no whole wheel is downloaded) are kept in
``packaging/flatpak/pypi-answers.json``. A release already there is not asked again, since a
release's files never change on PyPI, so ``--check`` runs offline and gives the same JSON
byte for byte; after a change of ``constraints.txt`` or of the requirements it says to run
this script.
"""

from __future__ import annotations

import argparse
import email.parser
import io
import json
import sys
import tarfile
import tomllib
import urllib.request
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.tags import Tag, compatible_tags, cpython_tags
from packaging.utils import InvalidWheelFilename, NormalizedName, canonicalize_name, parse_wheel_filename
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "packaging" / "flatpak"
OUTPUT = HERE / "python3-requirements.json"
ANSWERS = HERE / "pypi-answers.json"
PYPROJECT = ROOT / "pyproject.toml"
CONSTRAINTS = ROOT / "constraints.txt"
INDEX = "https://pypi.org/simple"
"""PyPI's simple API (PEP 691 JSON): each project's files with their address and sha256."""

RUNTIME = "org.kde.Platform"
RUNTIME_VERSION = "6.10"
"""The Flatpak's runtime: KDE's, which carries every library Qt's platform plugins load (libxcb-cursor,
xkbcommon, Wayland…); 6.10 is built on the freedesktop SDK 25.08, whose Python is 3.13."""
PYTHON = (3, 13)
"""The runtime's Python (major, minor): the wheels are chosen for it, and the markers evaluated for it."""
GLIBC = (2, 40)
"""The newest glibc a chosen wheel may ask for (``manylinux_2_40`` at most); the runtime's is newer."""
ARCHES = ("x86_64", "aarch64")
"""The processors Flathub builds for."""
BUILD_TOOL_PINS = {"setuptools": "84.2.1", "wheel": "0.48.0"}
"""Pins of the two tools that ``constraints.txt`` leaves out (``pip freeze`` does, and pinning them there would
change the environment every build and test runs in): the Flatpak builds a source archive with them where PyPI
has no wheel (miniaudio on aarch64). Pins in ``constraints.txt`` win."""
RERUN = "run `python packaging/flatpak/pip_modules.py` (it asks PyPI) and commit what it writes"


class StaleAnswers(RuntimeError):
    """The cached answers lack a release the requirements now need (run the generator online)."""


class NotPinned(ValueError):
    """A requirement of the game or of another requirement has no ``==`` pin in ``constraints.txt``."""


class NoFile(ValueError):
    """A pinned release has no file the Flatpak's Python can install on one of :data:`ARCHES`."""


@dataclass(frozen=True)
class Release:
    """What PyPI says of one release, as kept in the answers file.

    Attributes:
        name: the project's normalised name (``pydantic-core``).
        version: the pinned version.
        requires: its ``Requires-Dist`` lines, markers included, from its wheel's metadata.
        files: its wheels that some processor of :data:`ARCHES` can install, as
            ``{"filename", "url", "sha256"}`` mappings, sorted by file name.
        sdist: its source archive, kept only when a processor has no wheel (it is built there).
        build_requires: the ``[build-system].requires`` of the source archive (with ``sdist``).
    """

    name: str
    version: str
    requires: tuple[str, ...]
    files: tuple[Mapping[str, str], ...]
    sdist: Mapping[str, str] | None = None
    build_requires: tuple[str, ...] = ()

    def as_json(self) -> dict[str, object]:
        """Return the release as written in the answers file."""
        data: dict[str, object] = {"requires_dist": list(self.requires), "files": [dict(f) for f in self.files]}
        if self.sdist is not None:
            data.update(sdist=dict(self.sdist), build_requires=list(self.build_requires))
        return data

    def source(self, arch: str) -> tuple[Mapping[str, str], bool] | None:
        """Return the file pip installs on ``arch`` and whether it is built from source, or None."""
        wheel = best_file(self.files, arch)
        if wheel is not None:
            return wheel, False
        return (self.sdist, True) if self.sdist is not None else None


def key(name: str, version: str) -> str:
    """Return the answers file's key of a release: ``name==version`` with the normalised name."""
    return f"{canonicalize_name(name)}=={version}"


def read_pins(constraints: Path = CONSTRAINTS) -> dict[str, str]:
    """Return ``constraints.txt``'s pins, and :data:`BUILD_TOOL_PINS`: normalised name → version.

    Raises:
        ValueError: a line is neither a comment nor ``name==version``.
    """
    pins: dict[str, str] = {canonicalize_name(n): v for n, v in BUILD_TOOL_PINS.items()}
    for number, line in enumerate(constraints.read_text(encoding="utf-8").splitlines(), 1):
        text = line.split("#")[0].strip()
        if not text:
            continue
        requirement = Requirement(text)
        specs = list(requirement.specifier)
        if len(specs) != 1 or specs[0].operator != "==":
            raise ValueError(f"{constraints}:{number}: {text!r} is not a pin name==version")
        pins[canonicalize_name(requirement.name)] = specs[0].version
    return pins


def read_roots(pyproject: Path = PYPROJECT) -> tuple[list[Requirement], list[Requirement]]:
    """Return the game's requirements and its build's (``[build-system].requires``), from ``pyproject.toml``."""
    with open(pyproject, "rb") as handle:
        data = tomllib.load(handle)
    return ([Requirement(r) for r in data["project"]["dependencies"]],
            [Requirement(r) for r in data["build-system"]["requires"]])


def environment(arch: str) -> dict[str, str]:
    """Return the marker environment of the Flatpak's Python on ``arch`` (Linux, CPython :data:`PYTHON`)."""
    env: dict[str, str] = {k: str(v) for k, v in default_environment().items()}
    version = f"{PYTHON[0]}.{PYTHON[1]}"
    env.update(python_version=version, python_full_version=f"{version}.0", implementation_name="cpython",
               implementation_version=f"{version}.0", platform_python_implementation="CPython",
               os_name="posix", sys_platform="linux", platform_system="Linux", platform_machine=arch,
               platform_release="", platform_version="")
    return env


def applies(requirement: Requirement, arch: str) -> bool:
    """True when ``requirement`` holds for the Flatpak's Python on ``arch`` (no extra asked)."""
    if requirement.marker is None:
        return True
    return requirement.marker.evaluate({**environment(arch), "extra": ""})


def platforms(arch: str) -> list[str]:
    """Return the manylinux platform tags of ``arch`` the runtime accepts, newest glibc first."""
    found = []
    for minor in range(GLIBC[1], 4, -1):
        found.append(f"manylinux_2_{minor}_{arch}")
        legacy = {17: "manylinux2014", 12: "manylinux2010", 5: "manylinux1"}.get(minor)
        if legacy and (minor == 17 or arch == "x86_64"):
            found.append(f"{legacy}_{arch}")
    return found


def supported_tags(arch: str) -> list[Tag]:
    """Return the wheel tags the Flatpak's Python installs on ``arch``, most specific first (as pip orders them)."""
    interpreter = f"cp{PYTHON[0]}{PYTHON[1]}"
    return [*cpython_tags(PYTHON, [interpreter], platforms(arch)),
            *compatible_tags(PYTHON, interpreter, platforms(arch))]


def best_file(files: Iterable[Mapping[str, str]], arch: str) -> Mapping[str, str] | None:
    """Return the wheel of ``files`` that pip would install on ``arch`` (the best-ranked tag), or None."""
    rank = {tag: i for i, tag in enumerate(supported_tags(arch))}
    best: tuple[int, str] | None = None
    chosen = None
    for entry in files:
        if not entry["filename"].endswith(".whl"):
            continue
        tags = parse_wheel_filename(entry["filename"])[3]
        ranks = [rank[t] for t in tags if t in rank]
        if ranks and (best is None or (min(ranks), entry["filename"]) < best):
            best, chosen = (min(ranks), entry["filename"]), entry
    return chosen


class Answers:
    """PyPI's answers, read from the answers file; :class:`OnlineAnswers` asks PyPI for what it lacks."""

    def __init__(self, path: Path = ANSWERS) -> None:
        """Read ``path`` (no file: no answers yet)."""
        self.path = path
        self.releases: dict[str, Release] = {}
        if path.is_file():
            for name_version, data in json.loads(path.read_text(encoding="utf-8"))["releases"].items():
                name, version = name_version.split("==")
                self.releases[name_version] = Release(name, version, tuple(data["requires_dist"]),
                                                      tuple(data["files"]), data.get("sdist"),
                                                      tuple(data.get("build_requires", ())))
        self.used: set[str] = set()

    def release(self, name: str, version: str) -> Release:
        """Return the answer for ``name==version``.

        Raises:
            StaleAnswers: the answers file has none (the pins or requirements changed since it was written).
        """
        found = self.releases.get(key(name, version))
        if found is None:
            raise StaleAnswers(f"{self.path.name} has no answer for {key(name, version)} (constraints.txt or the "
                               f"requirements changed): {RERUN}")
        self.used.add(key(name, version))
        return found

    def save(self) -> None:
        """Write the answers the last resolution used (others are dropped), sorted."""
        kept = {k: self.releases[k].as_json() for k in sorted(self.used)}
        text = json.dumps({"comment": f"PyPI's answers kept by packaging/flatpak/pip_modules.py; {RERUN}.",
                           "index": INDEX, "releases": kept}, indent=2, ensure_ascii=False)
        self.path.write_text(text + "\n", encoding="utf-8")


class _RangeFile(io.RawIOBase):
    """A remote file read by HTTP range requests: what :mod:`zipfile` needs to read one member of a wheel."""

    def __init__(self, url: str, timeout: float) -> None:
        super().__init__()
        self.url, self.timeout, self.position = url, timeout, 0
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=timeout) as answer:
            self.size = int(answer.headers["Content-Length"])

    def seekable(self) -> bool:
        return True

    def readable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        self.position = {io.SEEK_SET: 0, io.SEEK_CUR: self.position, io.SEEK_END: self.size}[whence] + offset
        return self.position

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def]  # a writable buffer
        end = min(self.size, self.position + len(buffer))
        if end <= self.position:
            return 0
        request = urllib.request.Request(self.url, headers={"Range": f"bytes={self.position}-{end - 1}"})
        with urllib.request.urlopen(request, timeout=self.timeout) as answer:
            data = answer.read()
        if answer.status != 206 or len(data) != end - self.position:
            raise OSError(f"{self.url}: the server does not answer range requests")
        buffer[:len(data)] = data
        self.position = end
        return len(data)


class OnlineAnswers(Answers):
    """The answers file, completed by asking PyPI for each release it lacks (all of them with ``refresh``)."""

    def __init__(self, path: Path = ANSWERS, *, refresh: bool = False, timeout: float = 60.0) -> None:
        """Read ``path``; with ``refresh``, forget its answers. ``timeout`` is per request, in seconds."""
        super().__init__(path)
        if refresh:
            self.releases = {}
        self.timeout = timeout

    def release(self, name: str, version: str) -> Release:
        """Return the answer for ``name==version``, asking PyPI when it is not known yet.

        Raises:
            NoFile: PyPI has no such release, or no wheel of it that the Flatpak's Python installs.
            OSError: PyPI could not be reached.
        """
        if key(name, version) not in self.releases:
            self.releases[key(name, version)] = self._ask(canonicalize_name(name), version)
        return super().release(name, version)

    def _ask(self, name: NormalizedName, version: str) -> Release:
        request = urllib.request.Request(f"{INDEX}/{name}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"})
        with urllib.request.urlopen(request, timeout=self.timeout) as answer:
            project = json.load(answer)
        files = []
        for entry in project["files"]:
            filename = entry["filename"]
            if not filename.endswith(".whl") or entry.get("yanked"):
                continue
            try:
                if parse_wheel_filename(filename)[1] != Version(version):
                    continue
            except InvalidWheelFilename:  # a few old uploads, never the pinned one
                continue
            candidate = {"filename": filename, "url": entry["url"], "sha256": entry["hashes"]["sha256"]}
            if any(best_file([candidate], arch) for arch in ARCHES):
                files.append(candidate)
        files.sort(key=lambda f: f["filename"])
        if not files:
            raise NoFile(f"PyPI has no wheel of {name}=={version} for CPython {PYTHON[0]}.{PYTHON[1]} on Linux")
        release = Release(name, version, self._requires(files[0]["url"]), tuple(files))
        if all(best_file(files, arch) for arch in ARCHES):
            return release
        sdists = [{"filename": e["filename"], "url": e["url"], "sha256": e["hashes"]["sha256"]}
                  for e in project["files"] if e["filename"] == f"{name.replace('-', '_')}-{version}.tar.gz"
                  or e["filename"] == f"{name}-{version}.tar.gz"]
        if not sdists:
            return release  # module() names the processor without a file
        return Release(name, version, release.requires, release.files, sdists[0], self._build_requires(sdists[0]))

    def _build_requires(self, sdist: Mapping[str, str]) -> tuple[str, ...]:
        """Return the ``[build-system].requires`` of a source archive (PEP 517's default without ``pyproject.toml``)."""
        with urllib.request.urlopen(sdist["url"], timeout=self.timeout) as answer:
            data = answer.read(64 << 20)
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
            names = [n for n in archive.getnames() if n.count("/") == 1 and n.endswith("/pyproject.toml")]
            if not names:
                return ("setuptools>=40.8.0", "wheel")
            member = archive.extractfile(names[0])
            assert member is not None
            table = tomllib.loads(member.read().decode("utf-8")).get("build-system", {})
        return tuple(table.get("requires", ("setuptools>=40.8.0", "wheel")))

    def _requires(self, url: str) -> tuple[str, ...]:
        """Return the ``Requires-Dist`` lines of the wheel at ``url``, reading only its metadata."""
        with zipfile.ZipFile(io.BufferedReader(_RangeFile(url, self.timeout), buffer_size=1 << 16)) as wheel:
            (metadata,) = [n for n in wheel.namelist() if n.count("/") == 1 and n.endswith(".dist-info/METADATA")]
            message = email.parser.BytesParser().parsebytes(wheel.read(metadata), headersonly=True)
        return tuple(message.get_all("Requires-Dist") or ())


@dataclass(frozen=True)
class Needed:
    """One release the Flatpak installs: on which processors, what it needs first, and whether the game uses it.

    Attributes:
        release: the release.
        arches: the processors that install it.
        after: the names of the releases to install before it (its requirements, and the build
            requirements of its source archive where it is built from source).
        runtime: True when the game needs it to run; False when only a build needs it (it is
            removed once the Flatpak is built).
    """

    release: Release
    arches: tuple[str, ...]
    after: frozenset[str]
    runtime: bool


def resolve(runtime: Iterable[Requirement], build: Iterable[Requirement], pins: Mapping[str, str],
            answers: Answers) -> dict[str, Needed]:
    """Follow the game's requirements and its build's through theirs, each at its pin, on each of :data:`ARCHES`.

    A release built from source on a processor (no wheel there) brings its build requirements too.

    Returns:
        Normalised name → what is needed.

    Raises:
        NotPinned: a requirement that applies has no pin, or its pin does not satisfy it.
        StaleAnswers: (offline) a release is not in the answers file.
    """
    arches: dict[str, set[str]] = {}
    after: dict[str, set[str]] = {}
    for_game: set[str] = set()
    releases: dict[str, Release] = {}
    roots = [(r, "pyproject.toml", True) for r in runtime] + [(r, "pyproject.toml", False) for r in build]
    for arch in ARCHES:
        todo = [item for item in roots if applies(item[0], arch)]
        seen: set[tuple[str, bool]] = set()
        while todo:
            requirement, wanted_by, needed_to_run = todo.pop()
            name = canonicalize_name(requirement.name)
            version = pins.get(name)
            if version is None or not requirement.specifier.contains(version, prereleases=True):
                raise NotPinned(f"{requirement} (needed by {wanted_by}) has "
                                + (f"the pin {version}, which does not satisfy it" if version else "no pin")
                                + " in constraints.txt")
            if (name, needed_to_run) in seen or (name, True) in seen:
                continue
            seen.add((name, needed_to_run))
            if needed_to_run:
                for_game.add(name)
            release = releases.get(name) or releases.setdefault(name, answers.release(name, version))
            arches.setdefault(name, set()).add(arch)
            wanted = f"{name}=={version}"
            for line in release.requires:
                needs = Requirement(line)
                if applies(needs, arch):
                    after.setdefault(name, set()).add(canonicalize_name(needs.name))
                    todo.append((needs, wanted, needed_to_run))
            source = release.source(arch)
            if source is not None and source[1]:
                for line in release.build_requires:
                    needs = Requirement(line)
                    if applies(needs, arch):
                        after.setdefault(name, set()).add(canonicalize_name(needs.name))
                        todo.append((needs, f"the build of {wanted}", False))
    return {name: Needed(releases[name], tuple(a for a in ARCHES if a in arches[name]),
                         frozenset(after.get(name, set()) - {name}), name in for_game) for name in releases}


def in_order(needed: Mapping[str, Needed]) -> list[str]:
    """Return the names of ``needed`` with each after what it needs; among those ready, by name.

    Raises:
        ValueError: requirements that make a loop.
    """
    order: list[str] = []
    left = sorted(needed)
    for _ in range(len(needed)):
        ready = [name for name in left if needed[name].after <= set(order)]
        if not ready:
            raise ValueError(f"the requirements of {', '.join(left)} make a loop")
        order.append(ready[0])
        left.remove(ready[0])
    return order


def module(needed: Needed) -> dict[str, object]:
    """Return the flatpak-builder module that installs one release with pip (see the module docstring).

    Raises:
        NoFile: the release has no file for one of the processors that need it.
    """
    release = needed.release
    chosen: dict[str, Mapping[str, str]] = {}
    for arch in needed.arches:
        found = release.source(arch)
        if found is None:
            raise NoFile(f"{release.name}=={release.version} has no wheel for CPython {PYTHON[0]}.{PYTHON[1]} on "
                         f"{arch} in {ANSWERS.name}: {RERUN}")
        chosen[arch] = found[0]
    sources: list[dict[str, object]] = []
    for entry in sorted({e["filename"]: e for e in chosen.values()}.values(), key=lambda e: e["filename"]):
        source: dict[str, object] = {"type": "file", "url": entry["url"], "sha256": entry["sha256"]}
        only = [arch for arch in ARCHES if arch in chosen and chosen[arch]["filename"] == entry["filename"]]
        if only != list(needed.arches):
            source["only-arches"] = only
        sources.append(source)
    result: dict[str, object] = {"name": f"python3-{release.name}"}
    if needed.arches != ARCHES:
        result["only-arches"] = list(needed.arches)  # the other processors would run pip on no file
    result |= {
        "buildsystem": "simple",
        "build-commands": [
            'pip3 install --verbose --exists-action=i --no-index --find-links="file://${PWD}" '
            f'--prefix=${{FLATPAK_DEST}} "{release.name}=={release.version}" --no-build-isolation --no-deps'],
        "sources": sources,
    }
    if not needed.runtime:
        result["cleanup"] = ["*"]
    return result


def generate(answers: Answers, *, pyproject: Path = PYPROJECT, constraints: Path = CONSTRAINTS) -> str:
    """Return the text of ``python3-requirements.json`` for the current requirements and pins.

    Raises:
        NotPinned, StaleAnswers, NoFile: see :func:`resolve` and :func:`module`.
    """
    runtime_roots, build_roots = read_roots(pyproject)
    needed = resolve(runtime_roots, build_roots, read_pins(constraints), answers)
    document = {
        "name": "python3-requirements",
        "buildsystem": "simple",
        "build-commands": [],
        "modules": [module(needed[name]) for name in in_order(needed)],
    }
    return json.dumps(document, indent=4) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) ``python3-requirements.json``; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="offline: exit 1 when the JSON differs from what the answers file gives")
    parser.add_argument("--refresh", action="store_true", help="ask PyPI again for every release")
    args = parser.parse_args(argv)
    try:
        if args.check:
            text = generate(Answers())
            if not OUTPUT.is_file() or OUTPUT.read_text(encoding="utf-8") != text:
                print(f"{OUTPUT.relative_to(ROOT)} is not what constraints.txt gives: {RERUN}", file=sys.stderr)
                return 1
            print(f"{OUTPUT.relative_to(ROOT)} is up to date")
            return 0
        answers = OnlineAnswers(refresh=args.refresh)
        text = generate(answers)
    except (StaleAnswers, NotPinned, NoFile, OSError) as exc:
        print(exc, file=sys.stderr)
        return 1
    answers.save()
    OUTPUT.write_text(text, encoding="utf-8")
    count = len(json.loads(text)["modules"])
    print(f"wrote {OUTPUT.relative_to(ROOT)} ({count} modules) and {ANSWERS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
