"""Fuzzing: real saves and real content files, mutated by a seeded generator, bounded in count and time.

For every mutant the outcome is either a load or one clear error
(:class:`SaveError`, :class:`ContentError` naming ``file:line:column``), never
another exception and never a hang; the autosave written before is still
loadable afterwards. The seed and the counts are fixed, so a failure is
reproduced by running the test again; ``GAMEOFYEAR_FUZZ_CASES`` raises the
counts for a longer run.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from gameofyear import saves
from gameofyear.bots import bot_view
from gameofyear.content import Content, ContentError, load_content, load_texts
from gameofyear.engine import Game
from gameofyear.saves import SaveError
from gameofyear.seats import Seat
from gameofyear.simulation import random_setup
from gameofyear.table import make_bots

SHIPPED = Path(__file__).resolve().parents[1] / "almanac"
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "saves" / "v1.json"
SCALE = max(1, int(os.environ.get("GAMEOFYEAR_FUZZ_CASES", "1")))
SAVE_CASES = 240 * SCALE
CONTENT_CASES = 36 * SCALE
PER_CASE_SECONDS = 3.0
TOTAL_SECONDS = 90.0 * SCALE
WHERE = re.compile(r"^.+:\d+:\d+: ")

HOSTILE_JSON = [b"[" * 5000, b"9" * 400, b"-" + b"9" * 30, b"1e999", b"NaN", b'"\\ud800"', b'"\\u0000"', b"null",
                b"{}", b"[]", b'"' + b"x" * 5000 + b'"', b"true", b"-0", b"1.5", b'{"claim": 1, "by": 99}', b"\xff"]
HOSTILE_VALUES: list[Any] = [None, True, False, 0, -1, 10 ** 18, -(10 ** 18), 10 ** 40, 1.5, "", "x" * 300,
                             "\x1b[2J", "\ud800", [], {}, [[[[[[1]]]]]], {"claim": 0, "by": 0}, [True] * 50]


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def a_save(content: Content, seed: int = 21, decisions: int = 60) -> bytes:
    game = Game.new(random_setup(random.Random(seed), content, 3), content, seed)
    seats = [Seat("computer", "basic", None, saves.default_bot_seed(seed, i)) for i in range(3)]
    bots = make_bots(seats, 0)
    for _ in range(decisions):
        if game.pending is None:
            break
        game.decide(bots[game.pending.player].choose(bot_view(game)))
    return saves.dumps(game, seats)


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """One of: flipped bytes, a cut, a deleted or repeated slice, a hostile fragment put in."""
    data = bytearray(data)
    kind = rng.randrange(5)
    if kind == 0:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == 1:
        del data[rng.randrange(len(data)):]
    elif kind == 2:
        start = rng.randrange(len(data))
        del data[start:start + rng.randint(1, 200)]
    elif kind == 3:
        start = rng.randrange(len(data))
        piece = data[start:start + rng.randint(1, 300)]
        data[start:start] = piece * rng.randint(2, 30)
    else:
        at = rng.randrange(len(data))
        data[at:at] = rng.choice(HOSTILE_JSON)
    return bytes(data)


def mutate_document(rng: random.Random, data: bytes) -> bytes:
    """Replace one value anywhere in the document by a hostile one and sign it again (the checksum holds)."""
    doc = json.loads(data)
    holders: list[tuple[Any, Any]] = []
    stack: list[Any] = [doc]
    while stack:
        item = stack.pop()
        keys = list(item.keys()) if isinstance(item, dict) else range(len(item)) if isinstance(item, list) else []
        for key in keys:
            if key == "checksum":
                continue
            holders.append((item, key))
            stack.append(item[key])
    holder, key = rng.choice(holders)
    holder[key] = rng.choice(HOSTILE_VALUES)
    try:
        doc["checksum"] = saves.checksum(doc)
    except (ValueError, TypeError, UnicodeEncodeError):
        pass
    return json.dumps(doc, ensure_ascii=True).encode("utf-8")


def test_mutated_saves_load_or_give_one_clear_error_and_the_autosave_stays(content: Content, tmp_path: Path) -> None:
    rng = random.Random(20261201)
    originals = [a_save(content), FIXTURE.read_bytes()]
    data_dir = tmp_path / "data"
    autosave = saves.Autosave(data_dir)
    game = Game.new(random_setup(random.Random(5), content, 2), content, 5)
    autosave.write(game, [Seat("human")] * 2)
    before = (data_dir / saves.AUTOSAVE_NAME).read_bytes()
    outcomes = {"loaded": 0, "refused": 0}
    problems: dict[str, int] = {}
    started = time.monotonic()
    for case in range(SAVE_CASES):
        if time.monotonic() - started > TOTAL_SECONDS:
            break
        original = originals[0] if case % 8 else originals[1]
        mutant = mutate_document(rng, original) if case % 3 == 0 else mutate_bytes(rng, original)
        path = tmp_path / f"mutant-{case % 4}.json"
        path.write_bytes(mutant)
        one = time.monotonic()
        try:
            saves.open_game(path, content)
        except SaveError as exc:
            assert exc.detail and exc.path == path
            outcomes["refused"] += 1
            problems[exc.problem.value] = problems.get(exc.problem.value, 0) + 1
        else:
            outcomes["loaded"] += 1
        assert time.monotonic() - one < PER_CASE_SECONDS, f"case {case} took too long"
    assert sum(outcomes.values()) >= SAVE_CASES // 2, ("too few cases in the time", outcomes)
    assert outcomes["refused"] > sum(outcomes.values()) // 2, outcomes
    assert len(problems) >= 4, problems
    assert (data_dir / saves.AUTOSAVE_NAME).read_bytes() == before
    recovered = saves.Autosave(data_dir).recover(lambda save: saves.load_game(save, content))
    assert recovered is not None and not recovered.from_backup


def test_a_mutated_autosave_falls_back_to_its_backup(content: Content, tmp_path: Path) -> None:
    rng = random.Random(77)
    good = a_save(content, seed=8, decisions=20)
    started = time.monotonic()
    for case in range(60 * SCALE):
        if time.monotonic() - started > TOTAL_SECONDS / 3:
            break
        folder = tmp_path / f"data-{case}"
        folder.mkdir()
        (folder / (saves.AUTOSAVE_NAME + ".bak")).write_bytes(good)
        mutant = mutate_document(rng, good) if case % 2 else mutate_bytes(rng, good)
        (folder / saves.AUTOSAVE_NAME).write_bytes(mutant)
        found = saves.Autosave(folder).recover(lambda save: saves.load_game(save, content))
        assert found is not None, f"case {case}: neither file was offered"
        if found.from_backup:
            assert found.path.name.endswith(".bak") and found.problems
        shutil.rmtree(folder)


CONTENT_FILES = ["events.yaml", "cards.yaml", "editions/classic.yaml", "text/en.yaml", "quizzes.yaml", "profile.yaml"]
HOSTILE_YAML = ["&a [*a]", "*nowhere", "9" * 40, "!!binary aGk=", "[" * 70, "{amount:>99999999}", "\t", "'", ": :",
                "!!python/name:os.system", "1e999", "-99999999999", "{lose_turn: 1000000}", "../../etc/passwd",
                "{pay_bank: 100000000000}", "\x00", "\ufeff"]


def mutate_text(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    kind = rng.randrange(5)
    at = rng.randrange(len(lines))
    if kind == 0:
        del lines[at:at + rng.randint(1, 5)]
    elif kind == 1:
        lines[at] = lines[at] + " " + rng.choice(HOSTILE_YAML)
    elif kind == 2:
        lines[at] = re.sub(r"\b\d+\b", lambda m: rng.choice(["9" * 30, "-1", "0", "1000001", "13"]), lines[at])
    elif kind == 3:
        indent = len(lines[at]) - len(lines[at].lstrip())
        lines.insert(at, " " * indent + "x: &b [" + ", ".join(["*b"] * 3) + "]")
    else:
        lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
    return "\n".join(lines) + "\n"


def test_mutated_content_loads_or_names_file_line_and_column(tmp_path: Path) -> None:
    rng = random.Random(1201)
    folder = tmp_path / "almanac"
    shutil.copytree(SHIPPED, folder)
    texts = {name: (folder / name).read_text(encoding="utf-8") for name in CONTENT_FILES}
    outcomes = {"loaded": 0, "refused": 0}
    started = time.monotonic()
    for case in range(CONTENT_CASES):
        if time.monotonic() - started > TOTAL_SECONDS:
            break
        name = CONTENT_FILES[case % len(CONTENT_FILES)]
        (folder / name).write_text(mutate_text(rng, texts[name]), encoding="utf-8")
        one = time.monotonic()
        try:
            load_texts(load_content(folder)).text("cards.chance-01")
        except ContentError as exc:
            assert exc.problems and all(WHERE.match(p) for p in exc.problems), exc.problems[:3]
            outcomes["refused"] += 1
        else:
            outcomes["loaded"] += 1
        assert time.monotonic() - one < PER_CASE_SECONDS, f"case {case} ({name}) took too long"
        (folder / name).write_text(texts[name], encoding="utf-8")
    assert sum(outcomes.values()) >= CONTENT_CASES // 2, ("too few cases in the time", outcomes)
    assert outcomes["refused"] > 0, outcomes


KIND_CASES = 14 * SCALE
KIND_SECONDS = 10.0 * SCALE
"""How many mutants of each kind of save, and the time all of them may take together."""


def kinds_of_save(content: Content) -> dict[str, bytes]:
    """A save of every kind a family writes: plain, Italian, each house rule (manual claims and those of the
    family of games), a match, and a save of an earlier almanac (replayed on today's)."""
    import dataclasses

    from gameofyear.engine.match import Match
    from gameofyear.engine.variants import VARIANT_NAMES, Variants

    italian = load_content(edition="italian")

    def played(setup_content: Content, seed: int, players: int = 4, **changes: Any) -> bytes:
        setup = dataclasses.replace(random_setup(random.Random(seed), setup_content, players), **changes)
        game = Game.new(setup, setup_content, seed)
        seats = [Seat("computer", "basic", None, saves.default_bot_seed(seed, i)) for i in range(players)]
        bots = make_bots(seats, seed)
        for _ in range(45):
            if game.pending is None:
                break
            game.decide(bots[game.pending.player].choose(bot_view(game)))
        return saves.dumps(game, seats)

    kinds = {"plain": played(content, 31), "italian": played(italian, 32),
             "manual claims": played(content, 33, claims="manual"),
             "match": played(content, 34, variants=Variants(length="quarter"), match=Match(30))}
    for i, name in enumerate(VARIANT_NAMES):
        kinds[name] = played(content, 40 + i, variants=Variants.from_names([name], 4))
    kinds["earlier almanac"] = FIXTURE.read_bytes()
    return kinds


def test_cut_and_flipped_saves_of_every_kind_give_a_game_or_one_clear_error_in_bounded_time(
        content: Content, tmp_path: Path) -> None:
    """Truncations, byte flips and re-signed changed values of a save of every kind (plain, Italian, each house
    rule, a match, an earlier almanac): each opens or gives one :class:`SaveError` whose problem is named, never
    a traceback or a hang."""
    rng = random.Random(20261202)
    kinds = kinds_of_save(content)
    started = time.monotonic()
    seen: dict[str, dict[str, int]] = {name: {} for name in kinds}
    for case in range(KIND_CASES * len(kinds)):
        if time.monotonic() - started > KIND_SECONDS:
            break
        name = list(kinds)[case % len(kinds)]
        data = bytearray(kinds[name])
        if case % 3 == 0:
            del data[rng.randrange(1, len(data)):]  # a cut, anywhere (inside a character too)
        elif case % 3 == 1:
            for _ in range(rng.randint(1, 4)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        else:  # a value changed and the checksum made to match: the replay has to find it
            data = bytearray(mutate_document(rng, bytes(data)))
        path = tmp_path / "mutant.json"
        path.write_bytes(bytes(data))
        one = time.monotonic()
        try:
            loaded = saves.open_game(path, content)
        except SaveError as exc:
            assert exc.detail and exc.path == path and exc.problem.value
            outcome = exc.problem.value
        else:
            assert loaded.game is not None
            outcome = "loaded"
        seen[name][outcome] = seen[name].get(outcome, 0) + 1
        assert time.monotonic() - one < PER_CASE_SECONDS, f"case {case} ({name}) took too long"
    assert all(sum(counts.values()) >= 2 for counts in seen.values()), seen
    found = {outcome for counts in seen.values() for outcome in counts}
    assert {"truncated", "checksum", "damaged", "loaded"} <= found, found
