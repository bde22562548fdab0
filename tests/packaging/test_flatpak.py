"""The Flatpak manifests: the one built from source for Flathub (its Python modules pinned from
``constraints.txt`` by ``packaging/flatpak/pip_modules.py``) and the one packing the prebuilt bundle."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_sdist_filename, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
APP_ID = "io.github.gameofyear.GameOfTheYear"
MANIFEST = FLATPAK / f"{APP_ID}.yml"
BUNDLE_MANIFEST = FLATPAK / "bundle" / f"{APP_ID}.yml"
FINISH_ARGS = {"--share=network", "--socket=pulseaudio", "--socket=wayland", "--socket=fallback-x11",
               "--share=ipc", "--device=dri"}


@pytest.fixture(scope="module")
def generator():
    """``packaging/flatpak/pip_modules.py``, imported (the packaging folder is not a package)."""
    spec = importlib.util.spec_from_file_location("packaging_pip_modules", FLATPAK / "pip_modules.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def shown(manifest: Path, tmp_path: Path) -> dict:
    """The manifest as ``flatpak-builder --show-manifest`` reads it (included module files inlined)."""
    if shutil.which("flatpak-builder") is None:
        pytest.skip("flatpak-builder is not installed (Debian: flatpak-builder)")
    result = subprocess.run(["flatpak-builder", "--show-manifest", str(manifest)], capture_output=True, text=True,
                            cwd=tmp_path, timeout=120)  # it leaves a .flatpak-builder/ cache in its folder
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def python_modules() -> list[dict]:
    """The modules of ``python3-requirements.json``."""
    return json.loads((FLATPAK / "python3-requirements.json").read_text(encoding="utf-8"))["modules"]


def test_flatpak_builder_reads_the_manifest_built_from_source_with_the_sandbox_it_needs(tmp_path, generator):
    """Network play, sound, Wayland with X11 as fallback, the GPU; no files; the runtime the modules are chosen for."""
    manifest = shown(MANIFEST, tmp_path)
    assert manifest["id"] == APP_ID == MANIFEST.stem
    assert manifest["command"] == "gameofyear"
    assert (manifest["runtime"], manifest["runtime-version"]) == (generator.RUNTIME, generator.RUNTIME_VERSION)
    assert manifest["sdk"] == "org.kde.Sdk"
    assert set(manifest["finish-args"]) == FINISH_ARGS
    requirements, game = manifest["modules"]
    assert requirements["name"] == "python3-requirements"
    assert [m["name"] for m in requirements["modules"]] == [m["name"] for m in python_modules()]
    assert game["name"] == "gameofyear"


def test_the_manifest_builds_the_game_from_its_sources_and_takes_only_pinned_files_from_pypi(tmp_path):
    """No local archive: the game is the repository (a dir source at its root), every other source a
    file of files.pythonhosted.org with its sha256; the exports are named after the application id."""
    manifest = shown(MANIFEST, tmp_path)
    requirements, game = manifest["modules"]
    (source,) = game["sources"]
    assert source["type"] == "dir" and (MANIFEST.parent / source["path"]).resolve() == ROOT
    commands = "\n".join(game["build-commands"])
    assert "pip3 install" in commands and "--no-index" in commands and " ." in commands
    for exported in ("share/applications/${FLATPAK_ID}.desktop", "share/metainfo/${FLATPAK_ID}.metainfo.xml",
                     "share/licenses/${FLATPAK_ID}/LICENSE", "share/icons/"):
        assert exported in commands
    for module in requirements["modules"]:
        for file in module["sources"]:
            assert file["type"] == "file" and "path" not in file, module["name"]
            assert file["url"].startswith("https://files.pythonhosted.org/packages/"), file["url"]
            assert re.fullmatch(r"[0-9a-f]{64}", file["sha256"]), module["name"]
        assert all("--no-index" in command for command in module["build-commands"])


def closure(arch: str, python: tuple[int, int]) -> dict[str, str]:
    """The game's runtime requirements, followed through the installed distributions' own, at their pins.

    Read from this environment's metadata (installed with ``-c constraints.txt``), not from the
    generator's answers, with the markers of the Flatpak's Python on ``arch``.
    """
    with open(ROOT / "pyproject.toml", "rb") as handle:
        roots = [Requirement(r) for r in tomllib.load(handle)["project"]["dependencies"]]
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            pins[canonicalize_name(name)] = version.strip()
    env = {"python_version": f"{python[0]}.{python[1]}", "python_full_version": f"{python[0]}.{python[1]}.0",
           "sys_platform": "linux", "platform_system": "Linux", "platform_machine": arch, "os_name": "posix",
           "implementation_name": "cpython", "platform_python_implementation": "CPython", "extra": ""}
    found: dict[str, str] = {}
    todo = [r for r in roots if r.marker is None or r.marker.evaluate(env)]
    for _ in range(1000):
        if not todo:
            break
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        if name in found:
            continue
        assert name in pins, f"{name} is not pinned in constraints.txt"
        installed = metadata.distribution(requirement.name)
        if installed.version != pins[name]:  # its requirements are read from what is installed: the pinned release
            pytest.skip(f"this environment was not installed from constraints.txt ({name} {installed.version} is "
                        f"installed, {pins[name]} pinned): pip install -c constraints.txt -e '.[test,packaging]'")
        found[name] = pins[name]
        todo += [r for r in map(Requirement, installed.requires or ()) if r.marker is None or r.marker.evaluate(env)]
    assert not todo
    return found


def test_every_runtime_requirement_has_its_pinned_file_for_each_processor(generator):
    """Each distribution the game needs to run (pyproject, through constraints.txt) has a module whose
    files are that pinned release, one for x86_64 and one for aarch64, and which stays in the Flatpak."""
    modules = {m["name"]: m for m in python_modules()}
    for arch in generator.ARCHES:
        needed = closure(arch, generator.PYTHON)
        assert {"pyside6-essentials", "shiboken6", "pydantic-core", "websockets", "zeroconf", "miniaudio"} <= set(needed)
        for name, version in needed.items():
            module = modules.get(f"python3-{name}")
            assert module is not None, f"no module for {name}=={version}: run python packaging/flatpak/pip_modules.py"
            assert "cleanup" not in module, name
            files = [s for s in module["sources"] if arch in s.get("only-arches", [arch])]
            assert len(files) == 1, (name, arch)
            filename = files[0]["url"].rsplit("/", 1)[1]
            parsed = parse_wheel_filename(filename) if filename.endswith(".whl") else parse_sdist_filename(filename)
            assert (parsed[0], str(parsed[1])) == (name, version), (filename, version)


def test_modules_come_after_what_they_need_and_build_tools_are_removed_after_the_build():
    """pydantic after pydantic-core, PySide6 after shiboken6; hatchling (the game's build backend) and the
    tools that build miniaudio from its sources on aarch64 (no wheel there) come before and are cleaned up."""
    modules = python_modules()
    names = [m["name"] for m in modules]
    assert names.index("python3-pydantic-core") < names.index("python3-pydantic")
    assert names.index("python3-shiboken6") < names.index("python3-pyside6-essentials")
    assert names.index("python3-cffi") < names.index("python3-miniaudio")
    by_name = {m["name"]: m for m in modules}
    for tool in ("python3-hatchling", "python3-setuptools", "python3-wheel"):
        assert by_name[tool]["cleanup"] == ["*"], tool
    assert names.index("python3-setuptools") < names.index("python3-miniaudio")
    (aarch64,) = [s for s in by_name["python3-miniaudio"]["sources"] if s.get("only-arches") == ["aarch64"]]
    assert aarch64["url"].endswith(".tar.gz")
    assert by_name["python3-setuptools"]["only-arches"] == ["aarch64"] == by_name["python3-wheel"]["only-arches"]
    assert "only-arches" not in by_name["python3-miniaudio"]


def test_the_generator_offline_gives_the_committed_json(generator):
    """Its cached PyPI answers give python3-requirements.json byte for byte, without the network."""
    text = generator.generate(generator.Answers())
    assert text == (FLATPAK / "python3-requirements.json").read_text(encoding="utf-8"), \
        "python3-requirements.json is not what constraints.txt gives: run python packaging/flatpak/pip_modules.py"
    assert generator.main(["--check"]) == 0


def test_a_dependency_changed_without_running_the_generator_fails_and_says_to_run_it(generator, tmp_path,
                                                                                     monkeypatch, capsys):
    """A new pin, a new requirement or an edited JSON: the offline run fails, naming the command to run."""
    constraints = (ROOT / "constraints.txt").read_text(encoding="utf-8")
    bumped = tmp_path / "constraints.txt"
    bumped.write_text(constraints.replace("websockets==17.4", "websockets==17.3"), encoding="utf-8")
    with pytest.raises(generator.StaleAnswers, match=r"websockets==17\.3.*run `python packaging/flatpak/pip_modules"):
        generator.generate(generator.Answers(), constraints=bumped)
    pyproject = tmp_path / "pyproject.toml"
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pyproject.write_text(text.replace('"PyYAML>=6.0",', '"PyYAML>=6.0", "pytest>=8",'), encoding="utf-8")
    with pytest.raises(generator.StaleAnswers, match=r"pytest==.*pip_modules\.py"):
        generator.generate(generator.Answers(), pyproject=pyproject)
    pyproject.write_text(text.replace('"PyYAML>=6.0",', '"PyYAML>=6.0", "requests>=2",'), encoding="utf-8")
    with pytest.raises(generator.NotPinned, match=r"requests>=2 \(needed by pyproject.toml\) has no pin"):
        generator.generate(generator.Answers(), pyproject=pyproject)
    edited = tmp_path / "python3-requirements.json"
    edited.write_text((FLATPAK / "python3-requirements.json").read_text().replace("17.4", "17.3"), encoding="utf-8")
    monkeypatch.setattr(generator, "OUTPUT", edited)
    monkeypatch.setattr(generator, "ROOT", tmp_path)
    assert generator.main(["--check"]) == 1
    assert "run `python packaging/flatpak/pip_modules.py`" in capsys.readouterr().err


@pytest.mark.parametrize(("files", "arch", "chosen"), [
    (["a-1-cp312-cp312-manylinux_2_17_x86_64.whl", "a-1-cp313-cp313-manylinux_2_17_x86_64.whl",
      "a-1-cp313-cp313-manylinux_2_17_aarch64.whl"], "x86_64", "a-1-cp313-cp313-manylinux_2_17_x86_64.whl"),
    (["a-1-py3-none-any.whl", "a-1-cp313-cp313-manylinux_2_28_x86_64.whl"], "x86_64",
     "a-1-cp313-cp313-manylinux_2_28_x86_64.whl"),
    (["a-1-py3-none-any.whl", "a-1-cp313-cp313-manylinux_2_28_x86_64.whl"], "aarch64", "a-1-py3-none-any.whl"),
    (["a-1-cp310-abi3-manylinux_2_34_x86_64.whl"], "x86_64", "a-1-cp310-abi3-manylinux_2_34_x86_64.whl"),
    (["a-1-cp313-cp313-musllinux_1_2_x86_64.whl", "a-1-cp313-cp313-win_amd64.whl",
      "a-1-cp313-cp313-manylinux_2_99_x86_64.whl", "a-1-cp312-cp312-manylinux_2_17_x86_64.whl"], "x86_64", None),
])
def test_the_wheel_chosen_is_the_one_pip_would_install_on_the_runtimes_python(generator, files, arch, chosen):
    """CPython 3.13 over abi3 and pure wheels; never musl, Windows, another Python, or a glibc newer than allowed."""
    found = generator.best_file([{"filename": f, "url": f"https://x/{f}", "sha256": "0" * 64} for f in files], arch)
    assert (found["filename"] if found else None) == chosen


def test_the_game_modules_commands_install_a_working_game_with_its_desktop_files(tmp_path):
    """The game module's build commands, run on a copy of the sources with this environment's pip and Python
    (as flatpak-builder runs them with the SDK's), install the game, its menu entry, AppStream file, icons
    and licence under FLATPAK_DEST; the installed game passes its self-test from there."""
    pytest.importorskip("hatchling", reason="the game module builds with hatchling, as in the Flatpak: "
                                            "pip install -e '.[test,packaging]'")
    manifest = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    game = manifest["modules"][-1]
    skip = set(game["sources"][0]["skip"])
    source = tmp_path / "src"
    shutil.copytree(ROOT, source, ignore=lambda folder, names: [
        n for n in names if (Path(folder) == ROOT and n in skip) or n in ("__pycache__", ".pytest_cache")])
    dest = tmp_path / "app"
    bin_dir = tmp_path / "tools"
    bin_dir.mkdir()
    for tool, target in (("pip3", [sys.executable, "-m", "pip"]), ("python3", [sys.executable])):
        (bin_dir / tool).write_text(f"#!/bin/sh\nexec {' '.join(target)} \"$@\"\n")
        (bin_dir / tool).chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PIP_FIND_LINKS")}
    # PIP_IGNORE_INSTALLED: pip would otherwise uninstall this environment's own copy of the game before
    # installing into the prefix (flatpak-builder's /app holds none)
    env.update(FLATPAK_DEST=str(dest), FLATPAK_ID=manifest["id"], PATH=f"{bin_dir}{os.pathsep}{env['PATH']}",
               QT_QPA_PLATFORM="offscreen", PIP_NO_INPUT="1", PIP_IGNORE_INSTALLED="1")
    before = metadata.distribution("gameofyear").read_text("RECORD")
    for command in game["build-commands"]:
        done = subprocess.run(["bash", "-ec", command], cwd=source, env=env, capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, command + "\n" + done.stdout[-3000:] + done.stderr[-3000:]
    assert metadata.distribution("gameofyear").read_text("RECORD") == before, "this environment's game was touched"
    for exported in (f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
                     f"share/icons/hicolor/128x128/apps/{APP_ID}.png", f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                     f"share/licenses/{APP_ID}/LICENSE", "bin/gameofyear"):
        assert (dest / exported).is_file(), exported
    (site,) = dest.glob("lib/python3*/site-packages")
    home = tmp_path / "home"
    home.mkdir()
    run = subprocess.run([str(dest / "bin" / "gameofyear"), "--self-test"], capture_output=True, text=True,
                         timeout=300, cwd=tmp_path,
                         env=dict(env, PYTHONPATH=str(site), HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                                  XDG_DATA_HOME=str(home / ".local" / "share")))
    assert run.returncode == 0, run.stdout + run.stderr
    assert str(site / "gameofyear" / "_data") in run.stdout


def test_the_bundle_manifest_packs_this_versions_bundle_under_the_application_id(tmp_path):
    """The prebuilt bundle's manifest: the archive build.py makes for this version, the same sandbox."""
    manifest = shown(BUNDLE_MANIFEST, tmp_path)
    assert manifest.get("id", manifest.get("app-id")) == APP_ID == BUNDLE_MANIFEST.stem
    assert set(manifest["finish-args"]) == FINISH_ARGS
    (module,) = manifest["modules"]
    (source,) = module["sources"]
    with open(ROOT / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    assert source["type"] == "archive"
    assert (BUNDLE_MANIFEST.parent / source["path"]).resolve() == ROOT / "dist" / f"gameofyear-{version}-linux-x86_64.tar.gz"
