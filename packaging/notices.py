"""Write the licences of everything a built bundle carries: ``THIRD-PARTY-NOTICES.txt`` and ``licenses/``.

Run after PyInstaller (``packaging/build.py`` does): ``python packaging/notices.py BUNDLE``.
It reads what the bundle actually holds, not a list kept by hand:

- the Python modules in the bundle's PYZ archive and the packages and extension
  modules in its ``_internal`` folder, each traced to its Python distribution with
  ``importlib.metadata`` (in the environment that built the bundle); every such
  distribution's licence files (``*.dist-info/licenses/…``, ``LICENSE``, ``COPYING``…)
  are copied into ``licenses/<distribution>-<version>/``;
- Python itself (the standard library and ``libpython``) with its ``LICENSE.txt``;
- PyInstaller's bootloader, which is the bundle's program (GPL with an exception
  that lets it start any program);
- Qt and PySide6 (LGPL-3.0: the licence texts, and how a player replaces the Qt
  libraries with their own build), and ICU, which PySide6's Qt carries;
- the code Qt builds into its own libraries (HarfBuzz, PCRE2, libpng, libjpeg-turbo…),
  each named when its marker is found in the bundle's Qt files
  (``packaging/licenses/qt/components.json``), with its licence text;
- the code compiled into a distribution's binaries, as its wheel declares it in
  ``.dist-info/sboms/`` (the Rust crates and OpenSSL of cryptography and pydantic-core):
  each component with its version and SPDX licence, and the text of each licence used
  (``packaging/licenses/spdx/``; of an ``OR``, the first whose text is kept);
- the code built into extension modules that declare nothing (libyaml in PyYAML's,
  Expat and libmpdec in Python's), found by a marker as Qt's is
  (``packaging/licenses/built-in.json``);
- the icon fonts (qtawesome's, ``qtawesome/fonts``), each with its own licence
  (:data:`FONT_LICENCES`), and the game's own icon and sounds (the game's MIT licence);
- on Linux, every other shared library of the bundle's top folder, traced to the
  Debian package that installed the very file the build used (``dpkg-query``), with
  the package's version and its source package, whose ``copyright`` file is copied
  into ``licenses/system/<package>/``.

:func:`uncovered` lists every file of a bundle that no notice covers; the bundle
test fails when there is one.

The files are written in a stable order with no dates, so two builds of the same
commit give the same notices. A Python distribution whose licence text cannot be
found stops the build (:class:`MissingLicence`).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ROOT / "packaging" / "licenses"
"""Licence texts kept in the repository for components whose packages ship none (Qt's LGPL and GPL, ICU's)."""
NOTICES = "THIRD-PARTY-NOTICES.txt"
LICENSES = "licenses"
GAME_DISTRIBUTION = "gameofyear"

LICENCE_FILE = re.compile(r"(^|/)(LICEN[CS]E|COPYING|NOTICE|AUTHORS|COPYRIGHT)[^/]*$", re.I)
"""Names of licence files inside a distribution's metadata folder."""

KEPT_TEXTS = {
    "PySide6_Essentials": ("LGPL-3.0-only.txt", "GPL-3.0-only.txt", "ICU.txt"),
    "PySide6": ("LGPL-3.0-only.txt", "GPL-3.0-only.txt", "ICU.txt"),
    "shiboken6": ("LGPL-3.0-only.txt", "GPL-3.0-only.txt"),
}
"""Distributions that ship no licence file, with the texts of :data:`TEXTS` that apply to them.

PySide6 and shiboken6 are offered under LGPL-3.0-only, GPL-2.0-only or GPL-3.0; the
bundle uses them under LGPL-3.0-only, whose text is the GPL-3.0's plus its own."""

SPDX_TEXTS = TEXTS / "spdx"
"""Licence texts by SPDX identifier (``MIT.txt``, ``Zlib.txt``, ``LLVM-exception.txt``…), for the code a wheel
declares built into it; :data:`TEXTS` itself holds a few more (``Apache-2.0.txt``)."""
BUILT_IN = TEXTS / "built-in.json"
"""What the notices need beside what the wheels declare: the licence of a component a wheel's SBOM names
without one (``undeclared``), and the code built into extension modules that declare nothing, found by a
marker as Qt's is (``components``; their texts in ``built-in/``)."""
QT_COMPONENTS = TEXTS / "qt" / "components.json"
"""The code Qt builds into its libraries: name, licence, the files it is in, a marker, the licence texts."""

FONT_LICENCES = {
    "materialdesignicons": ("Material Design Icons (webfont)", "Apache-2.0", ("Apache-2.0.txt",)),
}
"""qtawesome's icon fonts the bundle may carry, by how their file names begin: (name, licence, texts of TEXTS).
A font of the bundle that is not here stops the build (:class:`MissingLicence`): add its licence first."""

SOURCE_OFFER = """These libraries are Debian's binary packages, taken as they are from the system the
bundle was built on. Their source is Debian's source package of the same version:
`apt-get source {source}={source_version}`, or https://snapshot.debian.org/package/{source}/{source_version}/ ;
on request, the Game of the Year team hands it over too."""

PYINSTALLER_MODULES = re.compile(r"^(pyimod\d+_|pyiboot\d+_|pyi_rth_|_pyi_)")

QT_REPLACING = """\
Qt 6 and PySide6 are used under the GNU Lesser General Public License version 3
(licenses/{pyside}/LGPL-3.0-only.txt, which adds its permissions to the GNU GPL
version 3 in GPL-3.0-only.txt beside it). The game loads them as separate shared
libraries, so you may replace them with your own build of the same Qt and PySide6
version ({version}), modified or not:

- Linux: the Qt libraries are in _internal/PySide6/Qt/lib/ (libQt6Core.so.6,
  libQt6Gui.so.6, libQt6Widgets.so.6, ...) and its plugins in
  _internal/PySide6/Qt/plugins/; the links at the top of _internal/ point to them.
  PySide6's own modules are _internal/PySide6/*.abi3.so and libpyside6.abi3.so.*,
  shiboken's _internal/shiboken6/ and libshiboken6.abi3.so.*.
- Windows: the same files are _internal\\PySide6\\Qt6*.dll and
  _internal\\PySide6\\plugins\\ (pyside6.abi3.dll, shiboken6.abi3.dll).
- macOS: Game of the Year.app/Contents/Frameworks/PySide6/Qt/lib/Qt*.framework.

Copy your build over those files; the game needs nothing else to use it. The
source code of Qt and PySide6 is published by the Qt Project (code.qt.io, and
download.qt.io/official_releases/QtForPython/ for PySide6). On request, the Game
of the Year team hands over the source of the exact versions in this bundle.
The game's own source is under the MIT licence (LICENSE), and nothing in it
restricts modifying the libraries or reverse engineering to debug such changes.
"""


class MissingLicence(RuntimeError):
    """A component of the bundle has no licence text to ship with it."""


@dataclass
class Component:
    """One thing the bundle carries, with its licence.

    Attributes:
        name: the distribution, program or package name.
        version: its version ("" when unknown).
        licence: its licence in SPDX words, or as its metadata says.
        texts: the licence files to ship, each as (file name, bytes).
        what: what of it the bundle holds (modules, libraries), for the notices.
        note: more to say (Qt's replacement instructions).
    """

    name: str
    version: str
    licence: str
    texts: list[tuple[str, bytes]] = field(default_factory=list)
    what: list[str] = field(default_factory=list)
    note: str = ""

    @property
    def folder(self) -> str:
        """The folder under ``licenses/`` that holds its texts."""
        return f"{self.name}-{self.version}" if self.version else self.name


def bundle_modules(bundle: Path) -> set[str]:
    """Return the top-level Python module and package names the bundle carries.

    Args:
        bundle: the one-folder bundle (``dist/gameofyear``), or on macOS the ``.app``.

    Returns:
        Names from the PYZ archive inside the program and from ``_internal``'s
        packages and extension modules (``yaml``, ``PySide6``, ``pydantic_core``…).

    Raises:
        FileNotFoundError: the bundle has no program or no ``_internal`` folder.
    """
    from PyInstaller.archive.readers import CArchiveReader

    internal, program = _layout(bundle)
    names: set[str] = set()
    archive = CArchiveReader(str(program))
    for name in archive.toc:
        names.add(name.split(".")[0])
    if "PYZ.pyz" in archive.toc:
        names.update(name.split(".")[0] for name in archive.open_embedded_archive("PYZ.pyz").toc)
    for path in internal.iterdir():
        if path.is_dir() and not path.name.endswith((".dist-info", ".egg-info")):
            names.add(path.name)
        elif (path.suffix in (".so", ".pyd") and ".cpython-" in path.name) or path.name.endswith(".abi3.so"):
            names.add(path.name.split(".")[0])
    dynload = internal / f"python{sys.version_info.major}.{sys.version_info.minor}" / "lib-dynload"
    if dynload.is_dir():
        names.update(p.name.split(".")[0] for p in dynload.iterdir())
    return names


def _layout(bundle: Path) -> tuple[Path, Path]:
    """Return (the folder holding the libraries and modules, the program) of a bundle folder or .app."""
    bundle = Path(bundle)
    if bundle.suffix == ".app":
        internal, program = bundle / "Contents" / "Frameworks", bundle / "Contents" / "MacOS" / "gameofyear"
    else:
        internal = bundle / "_internal"
        program = next((bundle / n for n in ("gameofyear", "gameofyear.exe") if (bundle / n).is_file()),
                       bundle / "gameofyear")
    if not internal.is_dir() or not program.is_file():
        raise FileNotFoundError(f"{bundle}: not a bundle (no {internal.name} folder or no program)")
    return internal, program


def distributions_of(modules: set[str]) -> dict[str, metadata.Distribution]:
    """Return the Python distributions that provide ``modules``, by name (the game's own left out).

    Modules of the standard library and of PyInstaller's bootloader belong to no
    distribution and are left for :func:`components` to name.
    """
    owners = metadata.packages_distributions()
    found: dict[str, metadata.Distribution] = {}
    for module in sorted(modules):
        for name in owners.get(module, ()):
            if name.lower() == GAME_DISTRIBUTION:
                continue
            dist = metadata.distribution(name)
            found.setdefault(dist.metadata["Name"], dist)
    return found


def licence_of(dist: metadata.Distribution) -> str:
    """Return a distribution's licence as its metadata says (License-Expression, License, or classifiers)."""
    meta = dist.metadata
    expression = meta.get("License-Expression") or ""
    if expression:
        return expression
    text = (meta.get("License") or "").strip()
    if text and len(text) < 120 and "\n" not in text:
        return text
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return "; ".join(classifiers) or (text.splitlines()[0] if text else "see the licence text")


def licence_texts(dist: metadata.Distribution) -> list[tuple[str, bytes]]:
    """Return the licence files a distribution ships in its metadata folder (or in :data:`KEPT_TEXTS`).

    Raises:
        MissingLicence: it ships none and none is kept for it.
    """
    texts: list[tuple[str, bytes]] = []
    for file in sorted(dist.files or [], key=str):
        path = str(file).replace("\\", "/")
        if ".dist-info/" not in path or not LICENCE_FILE.search(path):
            continue
        data = Path(dist.locate_file(file)).read_bytes()
        name = path.split(".dist-info/", 1)[1].removeprefix("licenses/").replace("/", "-")
        texts.append((name, data))
    name = dist.metadata["Name"]
    for kept in KEPT_TEXTS.get(name, ()):
        texts.append((kept, (TEXTS / kept).read_bytes()))
    if not texts:
        raise MissingLicence(f"{name} {dist.version} ships no licence file: add its text to {TEXTS} and KEPT_TEXTS")
    return texts


def python_licence() -> bytes:
    """Return the text of Python's licence from the Python that builds the bundle.

    Raises:
        MissingLicence: no ``LICENSE.txt`` (python.org, pyenv, Windows) nor Debian's copyright file is found.
    """
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    candidates = [Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt",
                  Path(sys.base_prefix) / "share" / "doc" / f"python{version}" / "copyright",
                  Path("/usr/share/doc") / f"python{version}" / "copyright",
                  Path("/usr/share/doc") / f"libpython{version}" / "copyright"]
    for path in candidates:
        if path.is_file():
            return path.read_bytes()
    raise MissingLicence(f"Python's licence text was not found (looked for {', '.join(map(str, candidates))})")


def pyinstaller_licence() -> Component:
    """Return PyInstaller (its bootloader is the bundle's program, its runtime modules are inside)."""
    dist = metadata.distribution("pyinstaller")
    return Component("PyInstaller", dist.version, "GPL-2.0-or-later WITH Bootloader-exception", licence_texts(dist),
                     ["the bootloader (the program) and its start-up modules (pyimod*, pyi_rth_*)"])


def system_libraries(bundle: Path) -> dict[str, list[str]]:
    """Return the top-level shared libraries of a Linux bundle that come from the system, by Debian package.

    Libraries that are links into PySide6 or Python's own ``libpython`` are not
    system libraries. A library no package owns is listed under "".
    """
    internal, _program = _layout(bundle)
    libraries = sorted(p.name for p in internal.iterdir()
                       if ".so" in p.name and not p.is_symlink() and p.is_file() and not p.name.startswith("libpython")
                       and not _python_extension(p.name))
    owners = _debian_owners(libraries)
    packages: dict[str, list[str]] = {}
    for name in libraries:
        packages.setdefault(owners.get(name, ""), []).append(name)
    return packages


def _python_extension(name: str) -> bool:
    """True for a Python extension module's file name (``_miniaudio.abi3.so``, ``_yaml.cpython-311-….so``)."""
    return ".cpython-" in name or (".abi3.so" in name and not name.startswith("lib"))


def _system_paths(name: str) -> list[str]:
    """Return the paths the loader finds ``name`` at on this system, as links and as the files they lead to."""
    found: list[str] = []
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout if shutil.which("ldconfig") \
        or Path("/sbin/ldconfig").is_file() else ""
    for line in listing.splitlines():
        if line.strip().startswith(name + " ") and "=> " in line:
            path = line.rsplit("=> ", 1)[1].strip()
            real = str(Path(path).resolve())
            for each in (path, real):
                found += [each, each.removeprefix("/usr")] if each.startswith("/usr/lib") else [each, "/usr" + each]
    return list(dict.fromkeys(found))


def _debian_owners(libraries: list[str]) -> dict[str, str]:
    """Return the Debian package that installed each of ``libraries`` at the path the loader uses here.

    The file the build took is the one the loader finds (``ldconfig -p``), so its
    own package is asked for (``dpkg-query -S PATH``), not any package that has a
    file of that name somewhere. None without dpkg.
    """
    if not libraries or shutil.which("dpkg-query") is None:
        return {}
    owners: dict[str, str] = {}
    for name in libraries:
        for path in _system_paths(name) or [f"*/{name}"]:
            result = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True)
            line = next((x for x in result.stdout.splitlines() if ": " in x and "," not in x.partition(": ")[0]
                         and not x.startswith("diversion")), "")
            if line:
                owners[name] = line.partition(": ")[0].split(":")[0].strip()
                break
    return owners


def debian_version(package: str) -> tuple[str, str, str]:
    """Return (version, source package, source version) of an installed Debian package ("" each when unknown)."""
    if shutil.which("dpkg-query") is None:
        return "", "", ""
    result = subprocess.run(["dpkg-query", "-W", "-f", "${Version}\t${source:Package}\t${source:Version}", package],
                            capture_output=True, text=True)
    parts = result.stdout.strip().split("\t") if result.returncode == 0 else []
    return (parts[0], parts[1], parts[2]) if len(parts) == 3 else ("", "", "")


def marked_built_in(bundle: Path, listing: Path = QT_COMPONENTS, prefix: str = "Qt-built-in") -> list[Component]:
    """Return the third-party code built into the bundle's files that ``listing`` names, each found by its marker:
    what Qt built into its libraries (:data:`QT_COMPONENTS`), or into the extension modules that declare
    nothing (:data:`BUILT_IN`).

    Raises:
        MissingLicence: a listed licence text is missing from the repository.
    """
    import json

    internal, _program = _layout(bundle)
    listed = json.loads(listing.read_text(encoding="utf-8"))["components"]
    found: list[Component] = []
    for entry in listed:
        files = sorted(p for p in internal.rglob(entry["in"]) if p.is_file() and not p.is_symlink())
        hits = [p for p in files if entry["marker"].encode() in p.read_bytes()]
        if not hits:
            continue
        texts = []
        for name in entry["texts"]:
            path = kept_text(name, listing.parent)
            if path is None:
                raise MissingLicence(f"{listing}: {entry['name']}: no licence text {name}")
            texts.append((name, path.read_bytes()))
        where = ", ".join(sorted({str(p.relative_to(internal)) for p in hits}))
        found.append(Component(f"{prefix}/{entry['name']}", "", entry["licence"], texts,
                               [f"{entry['what']}, built into {where}"]))
    return found


def qt_built_in(bundle: Path) -> list[Component]:
    """Return the third-party code Qt built into the bundle's Qt files (:data:`QT_COMPONENTS`): :func:`marked_built_in`."""
    return marked_built_in(bundle, QT_COMPONENTS, "Qt-built-in")


def declared_built_in(dist: metadata.Distribution) -> list[tuple[str, str, str]]:
    """Return what a distribution declares built into its files: the software bills of materials its wheel
    carries in ``.dist-info/sboms/`` (PEP 770; CycloneDX or SPDX JSON, as maturin, auditwheel and
    cryptography write them).

    Returns:
        ``(name, version, licence)`` of each component but the distribution itself, sorted, once each; the
        licence is the SPDX expression declared, or :data:`BUILT_IN`'s ``undeclared`` one, or "".
    """
    import json

    undeclared = json.loads(BUILT_IN.read_text(encoding="utf-8"))["undeclared"]
    own = {dist.metadata["Name"].lower().replace("_", "-")}
    found: set[tuple[str, str, str]] = set()
    for file in dist.files or []:
        path = str(file).replace("\\", "/")
        if ".dist-info/sboms/" not in path or not path.endswith(".json"):
            continue
        try:
            bom = json.loads(Path(dist.locate_file(file)).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        root = ((bom.get("metadata") or {}).get("component") or {}).get("name", "")
        own.add(str(root).lower().replace("_", "-"))
        entries = [(c.get("name", ""), c.get("version", ""), _cyclonedx_licence(c.get("licenses") or []))
                   for c in bom.get("components") or []]
        entries += [(p.get("name", ""), p.get("versionInfo", ""),
                     next((v for v in (p.get("licenseConcluded"), p.get("licenseDeclared"))
                           if v and v not in ("NOASSERTION", "NONE")), ""))
                    for p in bom.get("packages") or []]
        for name, version, licence in entries:
            if not name or name.lower().replace("_", "-") in own:
                continue
            if not licence and name.lower() in undeclared:
                rule = undeclared[name.lower()]
                if str(version).split(".")[0].isdigit() and int(str(version).split(".")[0]) >= rule["from_major"]:
                    licence = rule["licence"]
            found.add((name, str(version), licence))
    return sorted(found)


def _cyclonedx_licence(licences: list[dict[str, Any]]) -> str:
    """The SPDX expression of a CycloneDX component's ``licenses``: its one expression or identifier, or
    several joined with ``AND`` (each in brackets), or "" when it declares none."""
    parts = [entry.get("expression") or (entry.get("license") or {}).get("id") or (entry.get("license") or {}).get("name")
             or "" for entry in licences]
    parts = [part for part in parts if part]
    return parts[0] if len(parts) == 1 else " AND ".join(f"({part})" for part in parts)


_SPDX_TOKEN = re.compile(r"\(|\)|[A-Za-z0-9.+-]+")


def chosen_licences(expression: str) -> list[str]:
    """Return the SPDX identifiers whose texts the notices ship for an SPDX licence ``expression``.

    ``AND`` needs every part, ``WITH`` the licence and its exception, ``OR`` the first choice whose texts are
    all at hand (:data:`SPDX_TEXTS` or :data:`TEXTS`): the bundle is then under that one.

    >>> chosen_licences("MIT OR Apache-2.0"), chosen_licences("(MIT OR Apache-2.0) AND Unicode-3.0")
    (['MIT'], ['MIT', 'Unicode-3.0'])
    >>> chosen_licences("Unlicense OR MIT"), chosen_licences("Apache-2.0 WITH LLVM-exception")
    (['MIT'], ['Apache-2.0', 'LLVM-exception'])

    Raises:
        MissingLicence: no choice of ``expression`` has every text at hand, or it is no SPDX expression.
    """
    tokens = _SPDX_TOKEN.findall(expression)
    at = 0

    def have(ids: list[str]) -> bool:
        return all(licence_text_path(i) is not None for i in ids)

    def choice() -> list[list[str]]:  # the alternatives of an OR, each a list of identifiers
        nonlocal at
        options = conjunction()
        while at < len(tokens) and tokens[at] == "OR":
            at += 1
            options += conjunction()
        return options

    def conjunction() -> list[list[str]]:
        nonlocal at
        options = single()
        while at < len(tokens) and tokens[at] == "AND":
            at += 1
            right = single()
            options = [a + b for a in options for b in right]
        return options

    def single() -> list[list[str]]:
        nonlocal at
        if at >= len(tokens):
            raise MissingLicence(f"{expression!r} is not an SPDX licence expression")
        token = tokens[at]
        at += 1
        if token == "(":
            options = choice()
            if at >= len(tokens) or tokens[at] != ")":
                raise MissingLicence(f"{expression!r} is not an SPDX licence expression")
            at += 1
            return options
        if at < len(tokens) and tokens[at] == "WITH":
            at += 2
            return [[token, tokens[at - 1]]]
        return [[token]]

    options = choice()
    if at != len(tokens):
        raise MissingLicence(f"{expression!r} is not an SPDX licence expression")
    for ids in options:
        if have(ids):
            return list(dict.fromkeys(ids))
    raise MissingLicence(f"no licence text for {expression!r}: add one of "
                         f"{' or '.join('+'.join(ids) for ids in options)} to {SPDX_TEXTS}")


def kept_text(name: str, first: Path | None = None) -> Path | None:
    """Return the licence text file ``name`` kept in the repository (``first`` looked in first, then
    ``built-in/``, :data:`SPDX_TEXTS`, :data:`TEXTS` and ``qt/``), or None."""
    folders = (first, TEXTS / "built-in", SPDX_TEXTS, TEXTS, TEXTS / "qt")
    return next((folder / name for folder in folders if folder is not None and (folder / name).is_file()), None)


def licence_text_path(identifier: str) -> Path | None:
    """Return the text of the SPDX licence or exception ``identifier`` kept in the repository, or None."""
    return kept_text(f"{identifier}.txt")


def declared_component(dist: metadata.Distribution) -> Component | None:
    """Return the code ``dist`` declares built into it (:func:`declared_built_in`) as one notice, with the
    licence text of each choice (:func:`chosen_licences`), or None when it declares nothing.

    Raises:
        MissingLicence: a component declares no licence (and :data:`BUILT_IN` knows none), or its texts are missing.
    """
    declared = declared_built_in(dist)
    if not declared:
        return None
    name = dist.metadata["Name"]
    ids: dict[str, None] = {}
    what = []
    for part, version, licence in declared:
        if not licence:
            raise MissingLicence(f"{name} {dist.version}: {part} {version} is declared built in with no licence: "
                                 f"add it to {BUILT_IN} (undeclared)")
        chosen = chosen_licences(licence)
        ids.update(dict.fromkeys(chosen))
        what.append(f"{part} {version} ({licence}" + (f"; used under {' with '.join(chosen)})"
                                                        if " OR " in licence else ")"))
    texts = [(f"{i}.txt", licence_text_path(i).read_bytes()) for i in sorted(ids)]  # type: ignore[union-attr]
    return Component(f"{name}-built-in", dist.version, "each as listed; the texts of every one used", texts, what,
                     f"Built into {name} {dist.version}, as its wheel declares (.dist-info/sboms/).")


def icon_fonts(bundle: Path) -> list[Component]:
    """Return the icon fonts the bundle carries (``qtawesome/fonts/*.ttf``), each with its licence.

    Raises:
        MissingLicence: a font is not in :data:`FONT_LICENCES`.
    """
    internal, _program = _layout(bundle)
    found: list[Component] = []
    for font in sorted((internal / "qtawesome" / "fonts").glob("*.ttf")):
        known = next((value for start, value in FONT_LICENCES.items() if font.name.startswith(start)), None)
        if known is None:
            raise MissingLicence(f"{font.name}: an icon font with no licence in notices.FONT_LICENCES")
        name, licence, texts = known
        version = font.stem.rsplit("-", 1)[-1]
        found.append(Component(f"font/{name}", version, licence, [(n, (TEXTS / n).read_bytes()) for n in texts],
                               [f"_internal/qtawesome/fonts/{font.name} and its character map (the almanac's pictograms)"]))
    return found


def components(bundle: Path) -> list[Component]:
    """Return every component the bundle carries, with its licence texts, in a stable order.

    Raises:
        MissingLicence: a component has no licence text to ship.
        FileNotFoundError: ``bundle`` is not a bundle.
    """
    modules = bundle_modules(bundle)
    found: list[Component] = []
    python = f"{sys.version_info.major}.{sys.version_info.minor}.{sys.version_info.micro}"
    stdlib = sorted(m for m in modules if m in sys.stdlib_module_names)
    found.append(Component("Python", python, "PSF-2.0", [("LICENSE.txt", python_licence())],
                           [f"the interpreter (libpython) and {len(stdlib)} standard library modules"]))
    found.append(pyinstaller_licence())
    found.append(Component("Game of the Year's own icon and sounds", "", "MIT (LICENSE)", [],
                           ["_internal/resources/icons/, _internal/resources/sounds/ (made by packaging/sounds.py)"]))
    found += icon_fonts(bundle)
    found += qt_built_in(bundle)
    found += marked_built_in(bundle, BUILT_IN, "built-in")
    owners = metadata.packages_distributions()
    declared: list[Component] = []
    for name, dist in sorted(distributions_of(modules).items(), key=lambda item: item[0].lower()):
        inside = declared_component(dist)
        if inside is not None:
            declared.append(inside)
        mine = sorted(m for m in modules if name in owners.get(m, ()))
        component = Component(name, dist.version, licence_of(dist), licence_texts(dist), [", ".join(mine)])
        if name in KEPT_TEXTS:
            component.licence = f"LGPL-3.0-only, chosen among the licences it is offered under ({component.licence})"
        if name in KEPT_TEXTS and name.startswith("PySide6"):
            component.licence += "; the ICU it carries: Unicode-3.0 (ICU.txt)"
            component.note = QT_REPLACING.format(pyside=component.folder, version=dist.version)
            component.what.append("the Qt 6 libraries and plugins, and ICU")
        found.append(component)
    found += declared
    if sys.platform.startswith("linux"):
        for package, libraries in sorted(system_libraries(bundle).items()):
            copyright_file = Path("/usr/share/doc") / package / "copyright"
            if package and copyright_file.is_file():
                version, source, source_version = debian_version(package)
                found.append(Component(f"system/{package}", version, "as the package's Debian copyright file says",
                                       [("copyright", copyright_file.read_bytes())], [", ".join(libraries)],
                                       SOURCE_OFFER.format(source=source or package,
                                                           source_version=source_version or version)))
            else:
                found.append(Component("system/unknown", "", "the licence of the system package providing them", [],
                                       [", ".join(libraries)],
                                       "These libraries were taken from the build system, whose package manager "
                                       "does not name their package."))
    return found


OWN_FILES = ("gameofyear", "gameofyear.exe", "gameofyear-cli.exe", "LICENSE", NOTICES, "install.sh")
"""Files at the bundle's top that are the game's, or the notices themselves."""


def uncovered(bundle: Path) -> list[str]:
    """Return every file of a Linux or Windows bundle folder that no notice covers, relative to the bundle (sorted).

    A file is covered when it is the game's own (the program, its data, its menu
    files, the notices), Python's (the standard library, ``libpython``), Qt's and
    PySide6's (``PySide6/``, ``shiboken6/``, the links to their libraries, ICU),
    an icon font of :func:`icon_fonts`, part of a Python distribution the notices
    name (its package folder, its extension module, its metadata), or a system
    library traced to its Debian package.
    """
    bundle = Path(bundle)
    internal, _program = _layout(bundle)
    owners = metadata.packages_distributions()
    named = {name.lower() for name in distributions_of(bundle_modules(bundle))} | {GAME_DISTRIBUTION}
    fonts = {line.split("fonts/")[1].split(" ")[0] for c in icon_fonts(bundle) for line in c.what}
    system = {lib for package, libs in system_libraries(bundle).items() if package for lib in libs}

    def distribution_of(top: str) -> bool:
        stem = top.split("-")[0] if top.endswith((".dist-info", ".egg-info")) else top.split(".")[0]
        return any(d.lower() in named for d in owners.get(stem, ())) or stem.lower() in named \
            or stem in sys.stdlib_module_names

    left: list[str] = []
    for path in sorted(p for p in bundle.rglob("*") if p.is_file() or p.is_symlink()):
        where = path.relative_to(bundle).as_posix()
        parts = where.split("/")
        if len(parts) == 1 and parts[0] in OWN_FILES or parts[0] in (LICENSES, "share"):
            continue
        inner = path.relative_to(internal).as_posix() if path.is_relative_to(internal) else ""
        top = inner.split("/")[0]
        if not inner:
            left.append(where)
        elif top in ("almanac", "resources", "base_library.zip") or top.startswith(("python3", "libpython")):
            continue
        elif top in ("PySide6", "shiboken6") or top.startswith(("libQt6", "libpyside6", "libshiboken6", "libicu")):
            continue
        elif inner.startswith("qtawesome/fonts/"):
            stem = path.name.replace("-charmap", "").rsplit(".", 1)[0]
            if not any(font.rsplit(".", 1)[0] == stem for font in fonts):
                left.append(where)
        elif "/" in inner or _python_extension(top) or top.endswith((".dist-info", ".egg-info")):
            if not distribution_of(top):
                left.append(where)
        elif top not in system:
            left.append(where)
    return left


def write_notices(bundle: Path, out: Path | None = None) -> Path:
    """Write ``LICENSE``, ``THIRD-PARTY-NOTICES.txt`` and ``licenses/`` into ``out`` (default: the bundle folder).

    Args:
        bundle: the bundle folder (or ``.app``) to read.
        out: where to write (macOS: the ``.app``'s ``Contents/Resources``).

    Returns:
        The path of ``THIRD-PARTY-NOTICES.txt``.

    Raises:
        MissingLicence: a component has no licence text to ship.
    """
    out = Path(out or bundle)
    found = components(bundle)
    licences = out / LICENSES
    shutil.rmtree(licences, ignore_errors=True)
    lines = [
        "Game of the Year: third-party notices",
        "",
        "Game of the Year is under the MIT licence (LICENSE, beside this file). This bundle also",
        "carries the programs and libraries below, each under its own licence, whose full text",
        f"is in the folder {LICENSES}/ named after it. This list was made from the bundle itself",
        "when it was built.",
        "",
    ]
    for component in found:
        folder = licences / component.folder
        if component.texts:
            folder.mkdir(parents=True, exist_ok=True)
        for name, data in component.texts:
            (folder / name).write_bytes(data)
        title = f"{component.name} {component.version}".strip()
        lines += ["=" * 78, title, f"  licence: {component.licence}"]
        lines += [f"  carried: {what}" for what in component.what if what]
        if component.texts:
            lines.append(f"  texts:   {', '.join(f'{LICENSES}/{component.folder}/{n}' for n, _ in component.texts)}")
        if component.note:
            lines += [""] + [f"  {line}" if line else "" for line in component.note.splitlines()]
        lines.append("")
    notices = out / NOTICES
    notices.write_text("\n".join(lines), encoding="utf-8", newline="\n")
    shutil.copyfile(ROOT / "LICENSE", out / "LICENSE")
    return notices


def main(argv: list[str] | None = None) -> int:
    """Write the notices of the bundle named on the command line; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the bundle folder (dist/gameofyear) or .app")
    parser.add_argument("--out", type=Path, default=None, help="where to write (default: the bundle folder)")
    args = parser.parse_args(argv)
    try:
        path = write_notices(args.bundle, args.out)
    except (MissingLicence, FileNotFoundError) as exc:
        print(f"notices: {exc}", file=sys.stderr)
        return 1
    print(f"notices: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
