"""The pieces of ``packaging/reproducible.py`` (the two-folder build itself takes minutes and is run by hand),
and the rule of the spec that kept a build from another folder from differing (no installer's RECORD)."""

from __future__ import annotations

import ast
import gzip
import io
import re
import tarfile
import zipfile
from pathlib import Path

import pytest
from packaging_scripts import load_packaging_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def reproducible():
    """``packaging/reproducible.py``, imported (the packaging folder is not a package)."""
    return load_packaging_script("reproducible")


def tarball(path: Path, files: dict[str, bytes], mtime: int = 0) -> Path:
    """A .tar.gz of ``files`` (name → bytes), each dated ``mtime``."""
    with open(path, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as zipped:
        with tarfile.open(fileobj=zipped, mode="w") as tar:
            for name, data in files.items():
                info = tarfile.TarInfo(name)
                info.size, info.mtime = len(data), mtime
                tar.addfile(info, io.BytesIO(data))
    return path


def ar(path: Path, members: dict[str, bytes]) -> Path:
    """A Unix ar archive (the .deb's outer format) of ``members``."""
    out = io.BytesIO()
    out.write(b"!<arch>\n")
    for name, data in members.items():
        out.write(f"{name + '/':<16}{0:<12}{0:<6}{0:<6}{'100644':<8}{len(data):<10}`\n".encode())
        out.write(data + (b"\n" if len(data) % 2 else b""))
    path.write_bytes(out.getvalue())
    return path


def test_identical_artefacts_give_no_line_and_a_changed_member_is_named_with_what_differs(reproducible, tmp_path):
    """Same bytes: nothing. One member's date, or another's content: that member, saying date or content."""
    one = tarball(tmp_path / "one.tar.gz", {"top/a.txt": b"a", "top/b.txt": b"b"})
    same = tarball(tmp_path / "same.tar.gz", {"top/a.txt": b"a", "top/b.txt": b"b"})
    assert reproducible.differences(one, same) == []
    later = tarball(tmp_path / "later.tar.gz", {"top/a.txt": b"a", "top/b.txt": b"b"}, mtime=5)
    lines = reproducible.differences(one, later)
    assert [line.split(":")[0] for line in lines] == ["top/a.txt", "top/b.txt"]
    assert "date 0" in lines[0] and "date 5" in lines[0]
    other = tarball(tmp_path / "other.tar.gz", {"top/a.txt": b"a", "top/b.txt": b"B", "top/c.txt": b"c"})
    lines = reproducible.differences(one, other)
    assert [line.split(":")[0] for line in lines] == ["top/b.txt", "top/c.txt"]
    assert lines[1] == "top/c.txt: only in the second"


def test_a_wheel_a_folder_and_a_deb_are_compared_member_by_member(reproducible, tmp_path):
    """A wheel's RECORD, a bundle folder's file, a .deb's data archive member: each named where it differs."""
    wheels = []
    for index, record in enumerate((b"x/__init__.py,sha256=1,0\n", b"x/__init__.py,sha256=2,0\n")):
        path = tmp_path / f"w{index}" / "x-1-py3-none-any.whl"
        path.parent.mkdir()
        with zipfile.ZipFile(path, "w") as wheel:
            wheel.writestr(zipfile.ZipInfo("x/__init__.py", (1980, 1, 1, 0, 0, 0)), b"")
            wheel.writestr(zipfile.ZipInfo("x-1.dist-info/RECORD", (1980, 1, 1, 0, 0, 0)), record)
        wheels.append(path)
    assert [line.split(":")[0] for line in reproducible.differences(*wheels)] == ["x-1.dist-info/RECORD"]
    folders = [tmp_path / "f1", tmp_path / "f2"]
    for folder, text in zip(folders, (b"one", b"two"), strict=True):
        (folder / "_internal").mkdir(parents=True)
        (folder / "_internal" / "lib.so").write_bytes(b"same")
        (folder / "_internal" / "RECORD").write_bytes(text)
    assert [line.split(":")[0] for line in reproducible.differences(*folders)] == ["_internal/RECORD"]
    debs = []
    for index, data in enumerate((b"1", b"2")):
        inner = tarball(tmp_path / f"data{index}.tar.gz", {"./usr/lib/x": b"same", "./usr/lib/y": data}).read_bytes()
        debs.append(ar(tmp_path / f"p{index}.deb", {"debian-binary": b"2.0\n", "data.tar.gz": inner}))
    lines = reproducible.differences(*debs)
    assert [line.split(": ")[0] for line in lines] == ["data.tar.gz", "data.tar.gz:./usr/lib/y"]


def test_the_bundle_leaves_out_the_installers_record_files_whose_hashes_held_the_build_folder():
    """The spec's rule: every .dist-info/RECORD goes (a console script's hash named the venv), the rest stays."""
    spec = (ROOT / "packaging" / "gameofyear.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    (function,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_no_install_records"]
    namespace: dict = {"Path": Path}
    exec(compile(ast.Module([function], []), "spec", "exec"), namespace)
    datas = [("/v/lib/site-packages/websockets-17.4.dist-info/RECORD", "websockets-17.4.dist-info"),
             ("/v/lib/site-packages/websockets-17.4.dist-info/METADATA", "websockets-17.4.dist-info"),
             ("/v/lib/site-packages/qtawesome/RECORD", "qtawesome")]
    assert namespace["_no_install_records"](datas) == datas[1:]
    assert "a.datas = _only_used_icon_fonts(_no_translation_sources(_no_install_records(a.datas)))" in spec


def test_the_bundle_leaves_out_the_translations_sources_and_keeps_what_the_game_reads():
    """The spec's rule: resources/translations/*.ts go (the game reads only the .qm built from them)."""
    spec = (ROOT / "packaging" / "gameofyear.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    (function,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_no_translation_sources"]
    namespace: dict = {"Path": Path}
    exec(compile(ast.Module([function], []), "spec", "exec"), namespace)
    datas = [("resources/translations/gameofyear_de.ts", "/r/resources/translations/gameofyear_de.ts", "DATA"),
             ("resources/translations/gameofyear_de.qm", "/r/resources/translations/gameofyear_de.qm", "DATA"),
             ("almanac/text/de.yaml", "/r/almanac/text/de.yaml", "DATA"),
             ("somepackage/types.ts", "/v/somepackage/types.ts", "DATA")]
    assert namespace["_no_translation_sources"](datas) == datas[1:]


def test_the_readme_s_table_of_sizes_is_the_script_s_and_names_this_version_s_artefacts(reproducible, tmp_path):
    """``--readme`` rewrites only the lines between its two marks, in the order and words of :func:`size_table`;
    the table committed is one it wrote, for the version the project is at."""
    import tomllib

    folder = tmp_path / "dist" / "gameofyear"
    folder.mkdir(parents=True)
    (folder / "program").write_bytes(b"x" * 2_500_000)
    artefacts = {"bundle/": folder}
    for name, megabytes in (("gameofyear_9.9.9_amd64.deb", 1.0), ("gameofyear-9.9.9-py3-none-any.whl", 0.2),
                            ("gameofyear-9.9.9.tar.gz", 0.5), ("gameofyear-9.9.9-linux-x86_64.tar.gz", 1.2)):
        (tmp_path / name).write_bytes(b"x" * int(megabytes * 1e6))
        artefacts[name] = tmp_path / name
    table = reproducible.size_table(artefacts, {name: name != "gameofyear_9.9.9_amd64.deb" for name in artefacts})
    assert table.splitlines()[2:] == [
        "| the bundle folder | 2.5 MB | identical, file by file |",
        "| `gameofyear-9.9.9-linux-x86_64.tar.gz` | 1.2 MB | identical |",
        "| `gameofyear_9.9.9_amd64.deb` | 1.0 MB | DIFFERS |",
        "| `gameofyear-9.9.9.tar.gz` (sdist) | 0.5 MB | identical |",
        "| `gameofyear-9.9.9-py3-none-any.whl` | 0.2 MB | identical |"]
    readme = tmp_path / "README.md"
    readme.write_text(f"before\n{reproducible.TABLE_START}\nold\n{reproducible.TABLE_END}\nafter\n", encoding="utf-8")
    reproducible.write_table(table, readme)
    assert readme.read_text(encoding="utf-8") == (f"before\n{reproducible.TABLE_START}\n{table}\n"
                                                  f"{reproducible.TABLE_END}\nafter\n")
    committed = reproducible.README.read_text(encoding="utf-8").split(reproducible.TABLE_START)[1]
    rows = committed.split(reproducible.TABLE_END)[0].strip().splitlines()
    version = tomllib.loads((reproducible.ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    names = [row.split(" | ")[0].removeprefix("| ").strip("`").removesuffix("` (sdist)") for row in rows[2:]]
    assert names[0] == "the bundle folder" and all(version in name for name in names[1:]), names
    assert all(re.fullmatch(r"\| .+ \| \d+\.\d MB \| (identical|identical, file by file|DIFFERS) \|", row)
               for row in rows[2:]), rows
