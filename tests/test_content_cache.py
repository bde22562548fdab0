"""The content cache: validated content kept per digest of its files (``gameofyear.content.cache``).

A content read back from the cache is the content the almanac gives (the same
rules, the same games), it is taken again from the almanac as soon as any of
its files changes, and a cache file that is short, altered or hostile is
ignored and written again: the cache never decides what a game plays.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import pickle
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gameofyear.bots import make_bot
from gameofyear.content import ContentError, cache, load_content, load_texts, loader
from gameofyear.engine import Game
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup

SHIPPED = Path(__file__).resolve().parents[1] / "almanac"
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """An empty cache folder in use for the test (and none after it)."""
    where = tmp_path / "cache"
    cache.set_cache_folder(where)
    yield where
    cache.set_cache_folder(None)


@pytest.fixture
def almanac(tmp_path: Path) -> Path:
    """A private copy of the game's almanac, to change."""
    copy = tmp_path / "almanac"
    shutil.copytree(SHIPPED, copy)
    return copy


def _game_record(content: loader.Content, seed: int) -> tuple[list[str], list[tuple[int, int]]]:
    """The actions and the final (money, tokens) of a seeded game of four basic bots."""
    game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
    play_out(game, [make_bot("basic", default_bot_seed(seed, i)) for i in range(4)])
    return [repr(a) for a in game.actions], [(p.money, p.tokens) for p in game.state.players]


def _cache_files(folder: Path, what: str = "content") -> list[Path]:
    return sorted(folder.glob(f"{what}-*.cache"))


def test_no_cache_folder_writes_nothing_and_loads_from_the_almanac(tmp_path: Path) -> None:
    assert cache.cache_folder() is None
    content = load_content()
    assert content.cache_key == ""
    assert not list(tmp_path.iterdir())


def test_a_cached_content_is_the_content_the_almanac_gives(folder: Path) -> None:
    fresh = load_content()
    assert len(_cache_files(folder)) == 1 and fresh.cache_key
    cached = load_content()
    assert cached is not fresh
    assert cached == fresh  # every field: squares, cards, edition, quizzes, digest…
    assert cached.cache_key == fresh.cache_key
    assert type(cached.cards) is type(fresh.cards)  # read-only mappings again
    with pytest.raises(TypeError):
        cached.cards["x"] = None  # type: ignore[index]
    assert _game_record(cached, 3) == _game_record(fresh, 3)


def test_the_words_of_a_language_are_cached_with_their_warnings(folder: Path, almanac: Path) -> None:
    french = almanac / "text" / "fr.yaml"
    text = french.read_text(encoding="utf-8")
    french.write_text(text.replace("  cards:\n", "  cards:\n    not-a-card: 3\n", 1) if "  cards:\n" in text
                      else text + "\nextra_section: 1\n", encoding="utf-8")
    content = load_content(almanac)
    fresh = load_texts(content, "fr")
    assert fresh.warnings  # the faulty entry is reported
    assert _cache_files(folder, "texts-fr")
    again = load_texts(load_content(almanac), "fr")
    assert dict(again.entries) == dict(fresh.entries)
    assert again.warnings == fresh.warnings


def test_a_changed_file_is_read_again_and_a_broken_one_is_refused(folder: Path, almanac: Path) -> None:
    first = load_content(almanac)
    edition = almanac / "editions" / "classic.yaml"
    text = edition.read_text(encoding="utf-8")
    assert "start_money: " in text
    money = first.edition.start_money
    edition.write_text(text.replace(f"start_money: {money}", f"start_money: {money + 1000}"), encoding="utf-8")
    changed = load_content(almanac)
    assert changed.edition.start_money == money + 1000
    assert changed.cache_key != first.cache_key
    edition.write_text(text.replace(f"start_money: {money}", "start_money: lots"), encoding="utf-8")
    with pytest.raises(ContentError, match="classic.yaml:.*valid integer"):
        load_content(almanac)  # not served from a cache: validated, and refused
    edition.write_text(text, encoding="utf-8")
    assert load_content(almanac).cache_key == first.cache_key


def test_a_new_file_anywhere_in_the_almanac_changes_the_key(almanac: Path) -> None:
    before = cache.content_key((almanac,), "classic")
    (almanac / "text" / "xx.yaml").write_text("almanac: {}\n", encoding="utf-8")
    assert cache.content_key((almanac,), "classic") != before
    assert cache.content_key((almanac,), "italian") != cache.content_key((almanac,), "classic")


def _rewrite(path: Path, payload: bytes) -> None:
    path.write_bytes(cache.MAGIC + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)


class _Called(Exception):
    pass


def _forbidden() -> None:  # what a hostile cache file would like to run
    raise _Called


class _Hostile:
    def __reduce__(self) -> tuple[object, tuple[()]]:
        return (_forbidden, ())


@pytest.mark.parametrize("damage", ["truncated", "flipped byte", "other format", "empty", "hostile pickle",
                                    "wrong shape", "a folder"])
def test_a_damaged_cache_file_is_ignored_and_written_again(folder: Path, damage: str) -> None:
    fresh = load_content()
    [path] = _cache_files(folder)
    data = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "flipped byte":
        path.write_bytes(data[:-10] + bytes([data[-10] ^ 0x55]) + data[-9:])
    elif damage == "other format":
        path.write_bytes(data.replace(cache.MAGIC, b"gameofyear-content-cache 0\n", 1))
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "hostile pickle":  # a right checksum around a pickle that would call a function
        _rewrite(path, pickle.dumps({"folder": _Hostile()}))
    elif damage == "wrong shape":
        _rewrite(path, pickle.dumps({"not_a_field": 1}))
    else:
        path.unlink()
        path.mkdir()
    again = load_content()  # no _Called: nothing of the file is run
    assert again == fresh
    if damage != "a folder":
        assert path.read_bytes() == data  # written again, whole
        assert load_content() == fresh


def test_a_cache_folder_that_cannot_be_written_is_no_problem(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    cache.set_cache_folder(blocked / "cache")
    try:
        assert load_content().squares
        assert load_texts(load_content(), "fr").entries
    finally:
        cache.set_cache_folder(None)


def test_only_the_files_read_last_are_kept(folder: Path, almanac: Path) -> None:
    for n in range(cache.KEEP + 3):
        (almanac / "note.txt").write_text(str(n))
        load_content(almanac)
        newest = max(_cache_files(folder), key=lambda p: p.stat().st_mtime)
        os.utime(newest, (1_000_000 + n, 1_000_000 + n))  # distinct times, in order
    kept = list(folder.glob("*.cache"))
    assert len(kept) == cache.KEEP


def test_a_process_reading_the_cache_imports_neither_pydantic_nor_yaml(folder: Path) -> None:
    load_texts(load_content(), "de")
    code = ("import sys\nfrom gameofyear.content import cache, load_content, load_texts\n"
            f"cache.set_cache_folder({str(folder)!r})\n"
            "texts = load_texts(load_content(), 'de')\n"
            "print(sorted(m for m in ('pydantic', 'yaml', 'rapidfuzz') if m in sys.modules), "
            "texts.text('almanac.07-14.title'))")
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60,
                         check=True).stdout
    assert out.strip() == "[] " + load_texts(load_content(), "de").text("almanac.07-14.title")


def test_the_schema_classes_are_plain_frozen_dataclasses() -> None:
    content = load_content()
    assert "pydantic" not in type(content.edition).__mro__[-2].__module__
    assert dataclasses.is_dataclass(content.edition)
    with pytest.raises(dataclasses.FrozenInstanceError):
        content.edition.start_money = 1  # type: ignore[misc]
