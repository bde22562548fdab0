"""The notices' reading of what a wheel declares built into it (``.dist-info/sboms/``), and the licence chosen
for each SPDX expression, on constructed distributions (the bundle's own test checks the real ones)."""

from __future__ import annotations

import json
from importlib import metadata
from pathlib import Path

import pytest
from packaging_scripts import load_packaging_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def notices():
    """``packaging/notices.py``, imported."""
    return load_packaging_script("notices")


def _wheel(tmp_path: Path, boms: dict[str, dict]) -> metadata.Distribution:
    """An installed distribution ``demo 1.0`` whose metadata folder carries ``boms`` in ``sboms/``."""
    info = tmp_path / "demo-1.0.dist-info"
    (info / "sboms").mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.4\nName: demo\nVersion: 1.0\n", encoding="utf-8")
    record = ["demo-1.0.dist-info/METADATA,,"]
    for name, bom in boms.items():
        (info / "sboms" / name).write_text(json.dumps(bom), encoding="utf-8")
        record.append(f"demo-1.0.dist-info/sboms/{name},,")
    (info / "RECORD").write_text("\n".join(record) + "\n", encoding="utf-8")
    return metadata.PathDistribution(info)


def test_a_wheel_s_cyclonedx_and_spdx_boms_are_read_but_for_the_distribution_itself(notices, tmp_path):
    dist = _wheel(tmp_path, {
        "rust.cyclonedx.json": {"bomFormat": "CycloneDX", "metadata": {"component": {"name": "demo-core"}},
                                "components": [{"name": "demo-core", "version": "1.0"},
                                               {"name": "itoa", "version": "1.0.1", "licenses": [{"expression": "MIT OR Apache-2.0"}]},
                                               {"name": "zeroize", "version": "1.8", "licenses": [{"license": {"id": "Zlib"}}]},
                                               {"name": "openssl", "version": "3.5.1"}]},
        "c.spdx.json": {"spdxVersion": "SPDX-2.3", "packages": [
            {"name": "demo", "versionInfo": "1.0"},
            {"name": "libfoo", "versionInfo": "2.1", "licenseConcluded": "NOASSERTION", "licenseDeclared": "BSD-3-Clause"}]},
    })
    assert notices.declared_built_in(dist) == [("itoa", "1.0.1", "MIT OR Apache-2.0"), ("libfoo", "2.1", "BSD-3-Clause"),
                                               ("openssl", "3.5.1", "Apache-2.0"), ("zeroize", "1.8", "Zlib")]
    component = notices.declared_component(dist)
    assert [name for name, _ in component.texts] == ["Apache-2.0.txt", "BSD-3-Clause.txt", "MIT.txt", "Zlib.txt"]
    assert "itoa 1.0.1 (MIT OR Apache-2.0; used under MIT)" in component.what


def test_a_component_declared_without_a_licence_nobody_knows_stops_the_notices(notices, tmp_path):
    dist = _wheel(tmp_path, {"x.cyclonedx.json": {"components": [{"name": "mystery", "version": "0.1"},
                                                                 {"name": "openssl", "version": "1.1.1w"}]}})
    with pytest.raises(notices.MissingLicence, match="mystery 0.1 is declared built in with no licence"):
        notices.declared_component(dist)
    assert ("openssl", "1.1.1w", "") in notices.declared_built_in(dist)  # before 3.0 its licence was another


@pytest.mark.parametrize("expression, chosen", [
    ("MIT", ["MIT"]), ("Unlicense OR MIT", ["MIT"]), ("Apache-2.0 OR BSD-3-Clause", ["Apache-2.0"]),
    ("(MIT OR Apache-2.0) AND Unicode-3.0", ["MIT", "Unicode-3.0"]),
    ("Apache-2.0 WITH LLVM-exception OR Apache-2.0 OR MIT", ["Apache-2.0", "LLVM-exception"]),
    ("((MIT OR Apache-2.0) AND Unicode-DFS-2016)", ["MIT", "Unicode-DFS-2016"]),
])
def test_the_first_choice_whose_texts_are_kept_is_the_licence_used(notices, expression, chosen):
    assert notices.chosen_licences(expression) == chosen
    assert all(notices.licence_text_path(identifier).stat().st_size > 200 for identifier in chosen)


@pytest.mark.parametrize("expression", ["Nobody-License-1.0", "MIT AND", "(MIT OR Apache-2.0", "Nobody-1.0 OR Nobody-2.0"])
def test_an_expression_without_texts_or_no_expression_at_all_stops_the_notices(notices, expression):
    with pytest.raises(notices.MissingLicence):
        notices.chosen_licences(expression)
