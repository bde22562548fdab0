"""Saves that never lose a game, undo that reveals nothing, and a clear answer to every bad input.

- Round trips: a game saved at any point and loaded continues exactly as the
  unsaved game does, computer players included (a Hypothesis property over
  random games, people and computers, automatic and manual claims).
- Writing: a write that fails half way leaves the previous file whole; the
  autosave keeps the previous one as a backup.
- Bad saves: each kind of bad file gets one :class:`SaveError` naming its problem.
- Format versions: the fixture of every format version loads; migrations are
  found by version.
- Undo: the rule of :func:`gameofyear.saves.undo_point` on constructed situations.
- Bad content: what ``tests/test_content.py`` does not already show.
- The command line: ``simulate --save-dir`` and ``replay``.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import shutil
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from helpers import build, person
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gameofyear import saves
from gameofyear.bots import BOT_LEVELS, bot_view
from gameofyear.cli import main
from gameofyear.content import Content, ContentError, load_content, load_texts
from gameofyear.engine import Game, IllegalActionError
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.game import ClaimAction
from gameofyear.engine.streams import CURRENT_SCHEME, LEGACY_SCHEME, new_seed
from gameofyear.saves import SaveError, SaveProblem
from gameofyear.seats import Seat
from gameofyear.simulation import random_setup
from gameofyear.table import UNDOABLE_KINDS, computer_claims, make_bots, undo_point

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
SHIPPED = Path(__file__).resolve().parents[1] / "almanac"
LEVELS = [level for level in ("random", "basic") if level in BOT_LEVELS] or list(BOT_LEVELS)[:2]
"""Quick computer levels for the property tests."""
WHEN = datetime(2026, 11, 30, 21, 4, 5, tzinfo=timezone(timedelta(hours=1)))


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


# --------------------------------------------------------------------------- a table like the desktop game's


QUIZ_GUESSES = (("Yesterday", "Help!", "Michelle", "Something", "Let It Be"), ("I don't know",), ())


class Table:
    """Plays a game as :class:`~gameofyear.ui.controller.GameController` does, without Qt.

    After every batch of events the computer players make the claims they
    notice; then the pending decision is answered, by a computer player or by
    a "person" whose choices come from the seeded ``people`` generator (who
    may also press Claim! first, as at the screen).
    """

    def __init__(self, game: Game, bots: dict[int, Any], people: random.Random):
        self.game = game
        self.bots = bots
        self.people = people

    def step(self) -> bool:
        """One round: the claims pass, then one decision. False once the game is over."""
        game = self.game
        if game.claims == "manual" and not game.finished:
            computer_claims(game, self.bots)
        decision = game.pending
        if decision is None:
            return False
        if decision.player in self.bots:
            game.decide(self.bots[decision.player].choose(bot_view(game)))
            return True
        rng = self.people
        if game.claims == "manual" and rng.random() < 0.7:
            for person_ in sorted({c.creditor for c in game.open_claims()} - set(self.bots)):
                for claim in game.open_claims(person_):  # the Claim! button: every claim of that person
                    try:
                        game.claim(person_, claim.id)
                    except IllegalActionError:
                        continue
            return True
        if decision.options is None:
            game.decide(rng.choice(QUIZ_GUESSES))
        else:
            game.decide(decision.options[rng.randrange(len(decision.options))])
        return True

    def play_to_end(self) -> None:
        while self.step():
            pass


def bot_state(bot: Any) -> dict[str, Any]:
    """What a computer player holds that is plain data (its generator's state, what it remembers).

    Dicts are compared with their keys' types: ``{1: True}`` is not ``{"1": True}``.
    """
    state: dict[str, Any] = {"rng": bot.rng.getstate()}
    for name, value in vars(bot).items():
        if name != "rng" and isinstance(value, (dict, list, tuple, int, float, str, bool)):
            state[name] = value
    return state


def new_table(content: Content, seed: int, players: int, humans: set[int], manual: bool,
              levels: list[str], scheme: int = CURRENT_SCHEME) -> tuple[Table, tuple[Seat, ...]]:
    setup = random_setup(random.Random(seed), content, players)
    if manual:
        setup = replace(setup, claims="manual")
    seats = tuple(
        Seat("human", None, None) if i in humans
        else Seat("computer", levels[i % len(levels)], None, saves.default_bot_seed(seed, i))
        for i in range(players)
    )
    game = Game.new(setup, content, seed, scheme)
    return Table(game, make_bots(seats, 0), random.Random(seed ^ 0x5EED)), seats


# --------------------------------------------------------------------------- round trips


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 6),
    human_mask=st.integers(0, 63),
    manual=st.booleans(),
    cut=st.floats(0.0, 1.0),
    after_pass=st.booleans(),
)
def test_a_game_saved_at_any_point_and_loaded_continues_exactly_as_the_unsaved_one(
    content: Content, seed: int, players: int, human_mask: int, manual: bool, cut: float, after_pass: bool,
) -> None:
    """Save at a random point, load through JSON text, play both on with the same choices: the same game.

    Checked: every action, the full state (``fingerprint``, with the key types
    of every mapping), the outcome, and each computer player's generator and
    memory (whose mappings have number keys: JSON text keys would differ).
    """
    humans = {i for i in range(players) if human_mask >> i & 1}
    table, seats = new_table(content, seed, players, humans, manual, LEVELS)
    # how long this game is, to cut it somewhere inside
    probe, _ = new_table(content, seed, players, humans, manual, LEVELS)
    probe.play_to_end()
    stop = int(cut * len(probe.game.actions))
    while len(table.game.actions) < stop and table.step():
        pass
    if after_pass and table.game.claims == "manual" and not table.game.finished:
        computer_claims(table.game, table.bots)  # saved while waiting (Ctrl+S), not right after a batch
    text = saves.dumps(table.game, seats, saved_at=WHEN)
    save = saves.parse_save(text)
    loaded = saves.load_game(save, content)
    assert loaded.divergences == 0
    assert loaded.game.state.fingerprint() == table.game.state.fingerprint()
    again = Table(loaded.game, loaded.bots, random.Random())
    again.people.setstate(table.people.getstate())
    table.play_to_end()
    again.play_to_end()
    assert again.game.actions == table.game.actions
    assert again.game.state.fingerprint() == table.game.state.fingerprint()
    assert again.game.outcome() == table.game.outcome()
    for i, bot in table.bots.items():
        assert bot_state(again.bots[i]) == bot_state(bot)
    assert table.game.actions == probe.game.actions  # saving changed nothing


def test_the_save_document_holds_everything_the_issue_names(content: Content) -> None:
    """Format, version, setup, content identity, seed, actions in the notation, seats, snapshot and checksum."""
    table, seats = new_table(content, 7, 4, {0, 2}, True, ["basic", "random"])
    while not any(isinstance(a, ClaimAction) for a in table.game.actions) or not any(
            isinstance(a, tuple) for a in table.game.actions):
        assert table.step()
    document = json.loads(saves.dumps(table.game, seats, saved_at=WHEN))
    assert document["format"] == "gameofyear-save" and document["version"] == saves.FORMAT_VERSION == 4
    assert document["rng_scheme"] == CURRENT_SCHEME == 2
    assert document["content"]["edition"] == "classic" and document["content"]["language"] == "en"
    assert document["content"]["digest"] == content.digest
    assert document["seed"] == 7
    assert document["setup"] == json.loads(json.dumps(table.game.setup.to_json()))
    assert document["seats"][0] == {"kind": "human", "level": None, "colour": None, "bot_seed": None}
    assert document["seats"][1] == {"kind": "computer", "level": "random", "colour": None, "bot_seed": 71}
    assert all(isinstance(a, str) for a in document["actions"])
    claims = [a for a in document["actions"] if a.startswith("claim ")]
    assert claims and all(len(a.split()) == 4 and a.split()[2] == "by" for a in claims)
    assert any(a.startswith(("rearrange ", "quiz ")) for a in document["actions"])  # a tuple, written as text
    assert len(document["actions"]) == len(table.game.actions)
    assert document["snapshot"]["players"][2]["money"] == table.game.state.players[2].money
    assert document["saved_at"] == WHEN.astimezone().isoformat(timespec="seconds")
    canonical = json.dumps({k: v for k, v in document.items() if k != "checksum"}, sort_keys=True,
                           separators=(",", ":"), ensure_ascii=False).encode()
    assert document["checksum"] == hashlib.sha256(canonical).hexdigest()


def test_a_person_whose_facts_are_not_all_answered_is_saved_and_loaded(content: Content) -> None:
    """Quick Game's person has profile facts not asked yet (``unknown``): the save keeps them and opens again."""
    setup = random_setup(random.Random(5), content, 3)
    person_unasked = replace(setup.players[0], facts=frozenset({"married"}),
                             unknown=frozenset(content.facts) - {"married"})
    setup = replace(setup, players=(person_unasked, *setup.players[1:]))
    game = Game.new(setup, content, 5)
    seats = [Seat("human")] + [Seat("computer", "basic", bot_seed=50 + i) for i in (1, 2)]
    for _ in range(30):
        if game.pending is None or game.pending.player == 0:
            break
        game.decide(game.pending.options[0] if game.pending.options else True)
    save = saves.parse_save(saves.dumps(game, seats, saved_at=WHEN))
    assert save.setup.players[0].unknown == person_unasked.unknown
    loaded = saves.load_game(save, content)
    assert loaded.game.setup == game.setup
    assert loaded.game.state.players[0].money == game.state.players[0].money


def test_the_file_reads_back_to_exactly_the_document_written(content: Content) -> None:
    """No mapping of a save relies on JSON turning number keys into text: the text reads back identical."""
    table, seats = new_table(content, 3, 3, {1}, True, ["basic"])
    for _ in range(200):
        table.step()
    document = saves.save_document(table.game, seats, saved_at=WHEN)
    assert json.loads(saves.encode(document)) == document


def test_number_keys_are_refused_rather_than_silently_turned_into_text() -> None:
    with pytest.raises(TypeError, match="key 3 is not text"):
        saves.plain_json({"claims": {3: True}})
    with pytest.raises(TypeError, match="cannot be written"):
        saves.plain_json({"x": float("nan")})
    assert saves.plain_json({"a": (1, (2, 3)), "b": ClaimAction(2, 5)}) == {"a": [1, [2, 3]], "b": {"claim": 5, "by": 2}}
    assert saves.action_from_json([1, [2, "x"]]) == (1, (2, "x"))
    assert saves.action_from_json({"claim": 5, "by": 2}) == ClaimAction(2, 5)
    with pytest.raises(ValueError, match="not an action"):
        saves.action_from_json(1.5)


def test_loading_checks_the_replay_against_the_snapshot(content: Content) -> None:
    """A snapshot that the decisions do not reach (with a checksum made to match) is refused, naming the difference."""
    table, seats = new_table(content, 5, 3, set(), False, ["basic"])
    for _ in range(50):
        table.step()
    document = saves.save_document(table.game, seats)
    document["snapshot"]["players"][1]["money"] += 1000
    document["checksum"] = saves.checksum(document)
    save = saves.parse_save(saves.encode(document))
    with pytest.raises(SaveError) as info:
        saves.load_game(save, content)
    assert info.value.problem is SaveProblem.REPLAY
    assert "players[1].money" in str(info.value)


# --------------------------------------------------------------------------- writing safely


def small_game(content: Content, seed: int = 1, decisions: int = 30,
               scheme: int = CURRENT_SCHEME) -> tuple[Game, tuple[Seat, ...]]:
    table, seats = new_table(content, seed, 3, {0}, False, ["basic"], scheme)
    for _ in range(decisions):
        table.step()
    return table.game, seats


def test_a_write_that_fails_at_fsync_leaves_the_previous_save_loadable(content: Content, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    first, seats = small_game(content, decisions=20)
    path = saves.write_save(tmp_path / "evening.json", first, seats)
    before = path.read_bytes()
    second, _ = small_game(content, decisions=60)

    def failing_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(SaveError) as info:
        saves.write_save(path, second, seats)
    monkeypatch.undo()
    assert info.value.problem is SaveProblem.WRITE_FAILED and "Input/output error" in str(info.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.json"], "the temporary file is removed"
    assert len(saves.open_game(path, content).game.actions) == len(first.actions)


def test_a_write_cut_off_half_way_leaves_the_previous_save_loadable(content: Content, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    first, seats = small_game(content, decisions=20)
    autosave = saves.Autosave(tmp_path)
    autosave.write(first, seats)
    real_fdopen = os.fdopen

    class HalfWriter:
        """A file that writes half of what it is given, then finds the disk full."""

        def __init__(self, file: Any):
            self.file = file

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: Any) -> None:
            self.file.close()

        def write(self, data: bytes) -> int:
            self.file.write(data[: len(data) // 2])
            raise OSError(28, "No space left on device")

        def __getattr__(self, name: str) -> Any:
            return getattr(self.file, name)

    monkeypatch.setattr(os, "fdopen", lambda fd, mode="r", *a, **k: HalfWriter(real_fdopen(fd, mode, *a, **k)))
    second, _ = small_game(content, decisions=60)
    with pytest.raises(SaveError, match="No space left on device"):
        autosave.write(second, seats)
    monkeypatch.undo()
    save = autosave.read()
    assert save is not None and len(save.actions) == len(first.actions)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_autosave_keeps_the_previous_one_and_falls_back_to_it(content: Content, tmp_path: Path) -> None:
    autosave = saves.Autosave(tmp_path)
    assert autosave.read() is None and autosave.unfinished() is None
    first, seats = small_game(content, decisions=20)
    second, _ = small_game(content, decisions=40)
    autosave.write(first, seats)
    autosave.write(second, seats)
    assert len(saves.read_save(autosave.backup).actions) == len(first.actions)
    assert len(autosave.read().actions) == len(second.actions)
    autosave.path.write_bytes(autosave.path.read_bytes()[:100])  # a crash cut the latest one
    assert len(autosave.read().actions) == len(first.actions)


def test_a_finished_game_is_not_offered_for_resuming(content: Content, tmp_path: Path) -> None:
    table, seats = new_table(content, 2, 2, set(), False, ["basic"])
    autosave = saves.Autosave(tmp_path)
    autosave.write(table.game, seats)
    assert autosave.unfinished() is not None
    table.play_to_end()
    autosave.write(table.game, seats)
    assert autosave.read().finished and autosave.unfinished() is None


def test_recent_files_are_remembered_newest_first(tmp_path: Path) -> None:
    files = []
    for name in ("a.json", "b.json", "c.json"):
        (tmp_path / name).write_text("{}")
        files.append(tmp_path / name)
    recent = saves.RecentFiles(tmp_path / "data", limit=2)
    for path in files + [files[0]]:
        recent.add(path)
    assert [p.name for p in saves.RecentFiles(tmp_path / "data", limit=2).paths()] == ["a.json", "c.json"]
    files[2].unlink()
    assert [p.name for p in recent.paths()] == ["a.json"]
    recent.clear()
    assert recent.paths() == []


# --------------------------------------------------------------------------- bad saves


@pytest.fixture
def good_save(content: Content, tmp_path: Path) -> Path:
    game, seats = small_game(content, decisions=80)
    return saves.write_save(tmp_path / "good.json", game, seats)


def problem_of(path: Path, content: Content) -> SaveError:
    with pytest.raises(SaveError) as info:
        saves.open_game(path, content)
    assert info.value.path == path
    assert str(info.value).startswith(f"{path}: ")
    return info.value


def test_a_truncated_save_is_named_cut_off(good_save: Path, content: Content) -> None:
    good_save.write_bytes(good_save.read_bytes()[: good_save.stat().st_size // 2])
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.TRUNCATED and "cut off" in error.detail


def test_an_empty_save_is_named_cut_off(good_save: Path, content: Content) -> None:
    good_save.write_bytes(b"")
    assert problem_of(good_save, content).problem is SaveProblem.TRUNCATED


def test_invalid_json_is_named_with_its_place(good_save: Path, content: Content) -> None:
    good_save.write_text(good_save.read_text().replace('"seed": ', '"seed": ,', 1))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.NOT_JSON
    assert "not valid JSON (line " in error.detail and "column" in error.detail


def test_a_file_that_is_not_text_is_not_a_save(tmp_path: Path, content: Content) -> None:
    path = tmp_path / "picture.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    assert problem_of(path, content).problem is SaveProblem.NOT_JSON


@pytest.mark.parametrize("text", ['{"format": 1, "language": "fr"}', "[1, 2, 3]", '"hello"', '{"version": 1}'])
def test_json_of_another_kind_is_not_a_save(tmp_path: Path, content: Content, text: str) -> None:
    path = tmp_path / "other.json"
    path.write_text(text)
    error = problem_of(path, content)
    assert error.problem is SaveProblem.NOT_A_SAVE and "not a Game of the Year save" in error.detail


def test_edited_money_breaks_the_checksum(good_save: Path, content: Content) -> None:
    document = json.loads(good_save.read_text())
    document["snapshot"]["players"][0]["money"] += 5000
    good_save.write_text(json.dumps(document))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.CHECKSUM and "changed since it was saved" in error.detail


def test_an_edited_decision_breaks_the_checksum(good_save: Path, content: Content) -> None:
    document = json.loads(good_save.read_text())
    document["actions"][3] = not document["actions"][3] if isinstance(document["actions"][3], bool) else 0
    good_save.write_text(json.dumps(document))
    assert problem_of(good_save, content).problem is SaveProblem.CHECKSUM


def test_a_save_from_a_newer_version_says_so(good_save: Path, content: Content) -> None:
    document = json.loads(good_save.read_text())
    document["version"] = 7
    document["new_field"] = {"something": "unknown"}
    document["checksum"] = saves.checksum(document)
    good_save.write_text(json.dumps(document))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.NEWER_VERSION
    assert "newer version" in error.detail and "format 7" in error.detail and f"up to {saves.FORMAT_VERSION}" in error.detail


def test_a_save_whose_content_has_changed_is_refused(good_save: Path, content: Content, tmp_path: Path) -> None:
    folder = tmp_path / "almanac"
    shutil.copytree(SHIPPED, folder)
    events = folder / "events.yaml"
    text = events.read_text(encoding="utf-8")
    assert text.count("{pay_bank: 300}") >= 1
    events.write_text(text.replace("{pay_bank: 300}", "{pay_bank: 400}", 1), encoding="utf-8")
    changed = load_content(folder)
    assert changed.digest != content.digest
    save = saves.read_save(good_save)
    with pytest.raises(SaveError) as info:
        saves.load_game(save, changed)
    assert info.value.problem is SaveProblem.CONTENT_CHANGED
    assert "rules have changed since it was saved" in info.value.detail
    assert content.digest[:12] in info.value.detail and changed.digest[:12] in info.value.detail


def test_a_save_of_another_edition_is_refused_with_this_editions_content(good_save: Path, content: Content) -> None:
    document = json.loads(good_save.read_text())
    document["content"]["edition"] = "italian"
    document["checksum"] = saves.checksum(document)
    good_save.write_text(json.dumps(document))
    with pytest.raises(SaveError) as info:
        saves.load_game(saves.read_save(good_save), content)
    assert info.value.problem is SaveProblem.CONTENT_CHANGED and "edition italian" in info.value.detail


def test_the_content_of_a_save_is_found_by_its_digest(good_save: Path, content: Content, tmp_path: Path) -> None:
    """The content open when the digest matches, else the game's own almanac in the save's edition."""
    save = saves.read_save(good_save)
    assert saves.content_for(save, content) is content
    other = tmp_path / "other"
    shutil.copytree(SHIPPED, other)
    (other / "events.yaml").write_text((other / "events.yaml").read_text(encoding="utf-8")
                                       .replace("{pay_bank: 300}", "{pay_bank: 400}", 1), encoding="utf-8")
    found = saves.content_for(save, load_content(other))
    assert found.digest == save.digest
    with pytest.raises(SaveError) as info:
        saves.content_for(replace(save, digest="0" * 64), load_content(other))
    assert info.value.problem is SaveProblem.CONTENT_CHANGED


def test_a_save_records_the_language_shown_and_opens_in_any_language(content: Content, tmp_path: Path) -> None:
    """The content check compares rules only: a game shown in French opens with the same rules in any language."""
    game = Game.new(random_setup(random.Random(3), content, 3), content, 3)
    for _ in range(40):
        game.decide(game.pending.options[0])
    path = saves.write_save(tmp_path / "french.json", game, [Seat("human")] * 3, language="fr")
    save = saves.read_save(path)
    assert save.language == "fr" and save.digest == content.digest
    assert saves.content_for(save, content) is content
    loaded = saves.load_game(save, content)
    assert loaded.game.state.fingerprint() == game.state.fingerprint()
    french, italian = load_texts(content, "fr"), load_texts(content, "it")
    assert french.content is italian.content is content
    assert saves.save_document(game, [Seat("human")] * 3)["content"] == {  # English unless told
        "edition": "classic", "language": "en", "digest": content.digest, "folder": str(content.folder)}


def test_a_save_never_makes_the_game_read_the_folder_it_names(content: Content, tmp_path: Path) -> None:
    """A house almanac's save names its folder; it is loaded only when the player opens that almanac."""
    house = tmp_path / "house"
    shutil.copytree(SHIPPED, house)
    (house / "events.yaml").write_text((house / "events.yaml").read_text(encoding="utf-8")
                                       .replace("{pay_bank: 300}", "{pay_bank: 400}", 1), encoding="utf-8")
    house_content = load_content(house)
    game = Game.new(random_setup(random.Random(5), house_content, 3), house_content, 5)
    path = saves.write_save(tmp_path / "house-game.json", game, [Seat("human")] * 3)
    save = saves.read_save(path)
    assert save.content_folder == str(house)
    read: list[Any] = []

    def loader(folder: Any, **kwargs: Any) -> Content:
        read.append(folder)
        return load_content(folder, **kwargs)

    with pytest.raises(SaveError) as info:
        saves.content_for(save, content, loader)
    assert info.value.problem is SaveProblem.ALMANAC_MISSING
    assert str(house) in info.value.detail and "house almanac" in info.value.detail
    assert all(folder is None or Path(folder) != house for folder in read)
    assert saves.content_for(save, content, almanac=house).digest == house_content.digest


def test_a_missing_file_is_named_unreadable(tmp_path: Path, content: Content) -> None:
    error = problem_of(tmp_path / "nowhere.json", content)
    assert error.problem is SaveProblem.UNREADABLE and "cannot be read" in error.detail


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda doc: doc.pop("seed"), "seed"),
        (lambda doc: doc["seats"][0].update(kind="robot"), "seats.0.kind"),
        (lambda doc: doc.update(seed="12"), "seed"),
        (lambda doc: doc["setup"]["players"][0].update(birth_date="1980-02-30"), "day is out of range"),
        (lambda doc: doc["actions"].append(1.5), "actions["),
        (lambda doc: doc["seats"].pop(), "seats for"),
    ],
    ids=["missing-field", "bad-seat", "text-for-number", "bad-date", "float-action", "seat-count"],
)
def test_a_damaged_save_with_a_good_checksum_names_the_field(good_save: Path, content: Content, change: Any,
                                                             words: str) -> None:
    document = json.loads(good_save.read_text())
    change(document)
    document["checksum"] = saves.checksum(document)
    good_save.write_text(json.dumps(document))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.DAMAGED and words in error.detail, error.detail


def test_duplicate_keys_are_refused(good_save: Path, content: Content) -> None:
    good_save.write_text(good_save.read_text().replace('"seed": ', '"seed": 1, "seed": ', 1))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.DAMAGED and "'seed' appears twice" in error.detail


def test_an_unknown_computer_level_is_named(good_save: Path, content: Content) -> None:
    document = json.loads(good_save.read_text())
    document["seats"][1]["level"] = "grandmaster"
    document["checksum"] = saves.checksum(document)
    good_save.write_text(json.dumps(document))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.DAMAGED and "'grandmaster'" in error.detail


def test_a_decision_that_is_not_legal_where_it_was_made_is_named(good_save: Path, content: Content) -> None:
    document = json.loads(good_save.read_text())
    document["actions"][0] = 99
    document["checksum"] = saves.checksum(document)
    good_save.write_text(json.dumps(document))
    error = problem_of(good_save, content)
    assert error.problem is SaveProblem.REPLAY and "action 1:" in error.detail


# --------------------------------------------------------------------------- format versions


def resumed(save: saves.SaveFile, content: Content) -> Any:
    """Load a fixture written by version 0.1.0: replayed on today's almanac and rules, it opens at the last
    action that still holds, its computer players choosing as the record says."""
    assert save.app_version == "0.1.0"
    loaded = saves.load_game(save, content)
    assert loaded.upgrade is not None and 0 < loaded.upgrade.kept <= len(save.actions)
    assert len(loaded.game.actions) == loaded.upgrade.kept
    # the record is followed where today's computer players would choose otherwise (they now see the lucky
    # numbers paid in front of everybody, RULINGS.md §13): the game is the record's own, move for move
    recorded = Game.replay(loaded.game.setup, content, loaded.game.seed, save.actions[:loaded.upgrade.kept],
                           scheme=loaded.game.scheme)
    assert recorded.state.fingerprint() == loaded.game.state.fingerprint()
    return loaded


def test_every_format_version_has_a_fixture_that_loads(content: Content) -> None:
    """``tests/fixtures/saves/v<N>.json`` for N = 1 … :data:`FORMAT_VERSION`, each read in its format and opened
    on today's almanac and rules (at the last action that still holds: they were written by version 0.1.0)."""
    for version in range(1, saves.FORMAT_VERSION + 1):
        path = FIXTURES / f"v{version}.json"
        assert path.is_file(), f"a fixture of save format {version} is missing"
        save = saves.read_save(path)
        assert save.version == version
        assert save.rng_scheme == (LEGACY_SCHEME if version < 4 else CURRENT_SCHEME)
        if save.app_version == "0.1.0":
            resumed(save, content)
        else:  # written on today's almanac and rules: it opens whole
            loaded = saves.load_game(save, content)
            assert loaded.upgrade is None and len(loaded.game.actions) == len(save.actions) > 0


def test_the_v1_fixture_holds_every_shape_of_action_and_loads_exactly(content: Content) -> None:
    save = saves.read_save(FIXTURES / "v1.json")
    assert save.names == ("Inès", "Bruno", "Félix", "Emma") and save.setup.claims == "manual"
    assert [s.kind for s in save.seats] == ["human", "computer", "human", "computer"]
    kinds = {type(a) for a in save.actions}
    assert kinds >= {bool, int, tuple, ClaimAction}
    assert {a.creditor for a in save.actions if isinstance(a, ClaimAction)} >= {0, 1}  # a person and a computer
    assert save.snapshot["turn"] == 120 and save.snapshot["pending"]["player"] == 0  # Inès, a person
    assert [p["money"] for p in save.snapshot["players"]] == [600, 550, 0, 0]
    resumed(save, content)


def test_the_v2_fixture_writes_its_actions_in_the_notation_and_loads_like_the_v1_one(content: Content) -> None:
    """Format 2: the actions are texts (``"pledge 1"``, ``"claim 1 by 3"``), read for the decision each answers."""
    document = json.loads((FIXTURES / "v2.json").read_text(encoding="utf-8"))
    assert document["version"] == 2 and all(isinstance(a, str) for a in document["actions"])
    assert {a.split()[0] for a in document["actions"]} >= {"spin", "number", "pledge", "claim", "quiz"}
    new = resumed(saves.read_save(FIXTURES / "v2.json"), content)
    old = resumed(saves.read_save(FIXTURES / "v1.json"), content)
    assert new.game.actions == old.game.actions and new.upgrade == old.upgrade
    assert new.game.state.fingerprint() == old.game.state.fingerprint()
    again = saves.parse_save(saves.dumps(old.game, old.seats, saved_at=WHEN))
    assert again.version == saves.FORMAT_VERSION and all(isinstance(a, str) for a in again.actions)


def test_migrations_are_found_by_version(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def step(version: int) -> Any:
        def upgrade(doc: dict[str, Any]) -> dict[str, Any]:
            calls.append(version)
            return {**doc, "version": version + 1}
        return upgrade

    monkeypatch.setattr(saves.format, "FORMAT_VERSION", 3)
    monkeypatch.setitem(saves.MIGRATIONS, 1, step(1))
    monkeypatch.setitem(saves.MIGRATIONS, 2, step(2))
    assert saves.migrate({"version": 1})["version"] == 3 and calls == [1, 2]
    assert saves.migrate({"version": 3}) == {"version": 3}
    monkeypatch.delitem(saves.MIGRATIONS, 1)
    with pytest.raises(SaveError) as info:
        saves.migrate({"version": 1})
    assert info.value.problem is SaveProblem.UNKNOWN_VERSION and "save format 1" in info.value.detail
    with pytest.raises(SaveError) as info:
        saves.migrate({"version": 4})
    assert info.value.problem is SaveProblem.NEWER_VERSION


def v0_from_v1(document: dict[str, Any]) -> dict[str, Any]:
    """An imaginary format 0: players and date at the top, "decisions", one level for every computer."""
    v0 = {
        "format": "gameofyear-save", "version": 0, "saved": document["saved_at"],
        "edition": document["content"]["edition"], "digest": document["content"]["digest"],
        "players": document["setup"]["players"], "today": document["setup"]["today"],
        "seed": document["seed"], "decisions": document["actions"],
        "computers": [i for i, s in enumerate(document["seats"]) if s["kind"] == "computer"],
        "level": "basic", "snapshot": document["snapshot"],
    }
    v0["checksum"] = saves.checksum(v0)
    return v0


def v0_to_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """The migration a format 0 would need."""
    computers = set(doc["computers"])
    return {
        "format": doc["format"], "version": 1, "app_version": "0", "saved_at": doc["saved"],
        "content": {"edition": doc["edition"], "language": "en", "digest": doc["digest"]},
        "setup": {"players": doc["players"], "today": doc["today"], "claims": None},
        "seed": doc["seed"],
        "seats": [{"kind": "computer", "level": doc["level"], "colour": None,
                   "bot_seed": saves.default_bot_seed(doc["seed"], i)} if i in computers
                  else {"kind": "human", "level": None, "colour": None, "bot_seed": None}
                  for i in range(len(doc["players"]))],
        "actions": doc["decisions"], "finished": doc["snapshot"]["finished"], "snapshot": doc["snapshot"],
        "checksum": doc["checksum"],
    }


def test_an_imaginary_format_0_loads_through_its_migration(content: Content, monkeypatch: pytest.MonkeyPatch) -> None:
    game, seats = small_game(content, decisions=120, scheme=LEGACY_SCHEME)  # as every game was before format 4
    v0 = json.dumps(v0_from_v1(saves.save_document(game, seats))).encode()
    with pytest.raises(SaveError) as info:
        saves.parse_save(v0)
    assert info.value.problem is SaveProblem.UNKNOWN_VERSION
    monkeypatch.setitem(saves.MIGRATIONS, 0, v0_to_v1)
    save = saves.parse_save(v0)
    assert save.version == 0
    loaded = saves.load_game(save, content)
    assert loaded.game.state.fingerprint() == game.state.fingerprint()
    tampered = json.loads(v0)
    tampered["snapshot"]["players"][0]["money"] += 1
    with pytest.raises(SaveError) as info:
        saves.parse_save(json.dumps(tampered).encode())
    assert info.value.problem is SaveProblem.CHECKSUM, "an older version's checksum is checked before migrating"


# --------------------------------------------------------------------------- undo


PEOPLE = {0, 1}


def answer(game: Game, kind: DecisionKind, action: Any) -> tuple[Game, list[ev.Event]]:
    """Answer the pending decision (which must be of ``kind``); return the game as it was before, and the events."""
    assert game.pending is not None and game.pending.kind is kind, game.pending
    before = game.clone()
    return before, game.decide(action)


def test_undo_takes_back_a_token_bought_and_the_game_is_as_before(content: Content) -> None:
    """A real game (replayed from its seed): the token bought is taken back, the position is exactly the one before."""
    table, seats = new_table(content, 8, 2, {0, 1}, False, ["basic"])
    game = table.game
    assert game.pending.kind is DecisionKind.BUY_TOKEN
    before, _ = answer(game, DecisionKind.BUY_TOKEN, True)
    player = before.pending.player
    assert game.state.players[player].tokens == 3
    point = undo_point(game, PEOPLE)
    assert point is not None and point.player == player and point.action is True
    assert point.kind is DecisionKind.BUY_TOKEN and point.before.state.fingerprint() == before.state.fingerprint()
    result = saves.take_back(game, seats, PEOPLE)
    assert result is not None
    assert result[1].game.state.fingerprint() == before.state.fingerprint()
    assert result[1].game.pending.kind is DecisionKind.BUY_TOKEN


def test_undo_is_not_offered_after_a_spin_and_replay_never_spins_again(content: Content) -> None:
    game = build(2, positions=["01-01", "01-01"], lucky=[20, 21], dial=[3])
    answer(game, DecisionKind.BUY_TOKEN, False)
    before, events = answer(game, DecisionKind.SPIN, True)
    assert any(isinstance(e, ev.DialSpun) for e in events)
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER
    assert undo_point(game, PEOPLE, before) is None
    table, _ = new_table(content, 9, 2, {0, 1}, False, ["basic"])
    while table.game.pending.kind is not DecisionKind.CHOOSE_NUMBER:
        table.step()
    replayed = Game.replay(table.game.setup, content, table.game.seed, table.game.actions)
    assert replayed.pending == table.game.pending, "the dial shows the same numbers: the generator is in the state"
    assert undo_point(table.game, PEOPLE) is None


def test_undo_of_a_number_that_moved_to_a_plain_square_is_offered_with_the_same_dial() -> None:
    game = build(2, positions=["01-01", "01-01"], lucky=[20, 21], dial=[3])
    answer(game, DecisionKind.BUY_TOKEN, False)
    answer(game, DecisionKind.SPIN, True)
    options = game.pending.options
    before, events = answer(game, DecisionKind.CHOOSE_NUMBER, 3)  # to 4 January, a plain day
    assert game.pending.kind is DecisionKind.BUY_DAYS and game.pending.player == 0
    point = undo_point(game, PEOPLE, before)
    assert point is not None and point.kind is DecisionKind.CHOOSE_NUMBER and point.action == 3
    assert point.before.pending.options == options, "the same dial is shown again"
    assert point.events == tuple(events)


def test_undo_is_not_offered_when_a_card_was_drawn() -> None:
    game = build(2, positions=["01-03", "01-01"], lucky=[20, 21], dial=[3])
    answer(game, DecisionKind.BUY_TOKEN, False)
    answer(game, DecisionKind.SPIN, True)
    before, events = answer(game, DecisionKind.CHOOSE_NUMBER, 3)  # 6 January, Epiphany: a Chance card
    assert any(isinstance(e, ev.CardDrawn) for e in events)
    assert game.pending is not None and game.pending.player in PEOPLE
    assert undo_point(game, PEOPLE, before) is None


def test_undo_is_not_offered_when_a_lucky_number_was_paid() -> None:
    """Landing on another player's lucky number tells of a secret (RULINGS.md §4.1): no undo."""
    game = build(2, positions=["01-01", "01-01"], lucky=[20, 4], dial=[3])
    answer(game, DecisionKind.BUY_TOKEN, False)
    answer(game, DecisionKind.SPIN, True)
    before, events = answer(game, DecisionKind.CHOOSE_NUMBER, 3)  # 4 January: player 1's lucky number
    assert any(getattr(e, "source", "") == "lucky_number" for e in events)
    assert game.pending is not None and game.pending.player in PEOPLE
    assert undo_point(game, PEOPLE, before) is None


def test_undo_is_not_offered_for_answers_to_questions() -> None:
    game = build([person("A", sex="female"), person("B", sex="male")], positions=["01-07", "01-01"],
                 lucky=[20, 21], dial=[3])
    answer(game, DecisionKind.BUY_TOKEN, False)
    answer(game, DecisionKind.SPIN, True)
    answer(game, DecisionKind.CHOOSE_NUMBER, 3)  # 10 January: "are you wearing a suit right now?"
    assert game.pending.kind is DecisionKind.QUESTION
    before, _ = answer(game, DecisionKind.QUESTION, True)
    assert game.pending is not None and game.pending.player in PEOPLE
    assert undo_point(game, PEOPLE, before) is None


def test_undo_is_not_offered_to_a_computer_or_once_a_claim_was_made() -> None:
    """Manual claims: the silent claim on one's own lucky number allows the undo; claiming it is acting again."""
    game = build(2, positions=["01-06", "01-01"], lucky=[9, 25], dial=[3], claims="manual")
    answer(game, DecisionKind.BUY_TOKEN, False)
    answer(game, DecisionKind.SPIN, True)
    before, _ = answer(game, DecisionKind.CHOOSE_NUMBER, 3)  # 9 January: player 0's own lucky number
    assert game.open_claims(0)
    assert undo_point(game, PEOPLE, before) is not None
    assert undo_point(game, {1}, before) is None, "player 0 is a computer here"
    game.claim(0, game.open_claims(0)[0].id)
    assert isinstance(game.actions[-1], ClaimAction)
    assert undo_point(game, PEOPLE, before) is None
    assert undo_point(game, PEOPLE) is None


def test_undo_is_not_offered_when_the_game_is_over(content: Content) -> None:
    table, _ = new_table(content, 4, 2, {0, 1}, False, ["basic"])
    table.play_to_end()
    assert undo_point(table.game, {0, 1}) is None


def test_undo_is_not_offered_when_the_past_given_is_not_this_games() -> None:
    game = build(2, positions=["01-01", "01-01"], lucky=[20, 21], dial=[3])
    other = build(2, positions=["02-01", "01-01"], lucky=[20, 21], dial=[3])
    answer(game, DecisionKind.BUY_TOKEN, True)
    assert undo_point(game, PEOPLE, other) is None


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_whenever_undo_is_offered_it_hides_no_chance_and_the_same_choice_gives_the_same_game(
    content: Content, seed: int, players: int,
) -> None:
    """Over random games of people only: every undo offered restores the position exactly, spins nothing again,
    and replaying the same choice gives back the same game."""
    people = set(range(players))
    table, _ = new_table(content, seed, players, people, False, ["basic"])
    offered = 0
    while True:
        before = table.game.clone()
        if not table.step():
            break
        game = table.game
        point = undo_point(game, people, before)
        if offered % 20 == 0:  # now and then, the same answer without the kept past: by replaying
            replayed = undo_point(game, people)
            assert (point is None) == (replayed is None)
            if point is not None and replayed is not None:
                assert (replayed.player, replayed.action, replayed.events) == (point.player, point.action, point.events)
        if point is None:
            continue
        offered += 1
        assert point.kind in UNDOABLE_KINDS
        assert point.before.state.rng.getstate() == game.state.rng.getstate()
        assert not any(isinstance(e, (ev.DialSpun, ev.CardDrawn, ev.DeckReshuffled)) for e in point.events)
        again = point.before.clone()
        again.decide(point.action)
        assert again.state.fingerprint() == game.state.fingerprint()
    assert offered > 0


# --------------------------------------------------------------------------- bad content (what test_content.py does not show)


@pytest.fixture
def almanac(tmp_path: Path) -> Path:
    folder = tmp_path / "almanac"
    shutil.copytree(SHIPPED, folder)
    return folder


def test_text_where_text_is_expected_in_a_rules_file_stays_text(almanac: Path) -> None:
    """``no``, ``yes``, ``on``, ``off``, ``1:30``, ``08`` and ``2024-02-29`` as quiz spellings stay exactly that text."""
    path = almanac / "quizzes.yaml"
    text = path.read_text(encoding="utf-8")
    old = '      - ["Yesterday"]\n'
    assert text.count(old) == 1
    path.write_text(text.replace(old, old + "      - [no, yes, on, off, 1:30, 08, 2024-02-29, NO]\n"), encoding="utf-8")
    content = load_content(almanac)
    assert ("no", "yes", "on", "off", "1:30", "08", "2024-02-29", "NO") in [
        tuple(a) for a in content.quizzes["beatles_titles"].answers]


def test_a_broken_language_file_falls_back_to_english_naming_file_line_and_column(almanac: Path) -> None:
    french = almanac / "text" / "fr.yaml"
    french.write_text('format: 1\nlanguage: fr\ncards:\n  chance-01: "Un billet\n  chance-02: [\n', encoding="utf-8")
    content = load_content(almanac)
    texts = load_texts(content, "fr")
    english = load_texts(content)
    assert texts.text("cards.chance-01") == english.text("cards.chance-01")
    assert texts.warnings
    assert any(f"{french}:" in w and "English" in w for w in texts.warnings), texts.warnings
    assert any(re.search(re.escape(str(french)) + r":\d+:\d+: ", w) for w in texts.warnings)


def test_a_tab_in_a_language_file_is_named_and_english_stands_in(almanac: Path) -> None:
    french = almanac / "text" / "fr.yaml"
    french.write_text('format: 1\nlanguage: fr\ncards:\n\tchance-01: "Un billet"\n', encoding="utf-8")
    texts = load_texts(load_content(almanac), "fr")
    assert any(f"{french}:4:1: a tab character in the indentation" in w for w in texts.warnings), texts.warnings


def test_broken_rules_content_is_one_error_naming_file_line_and_column(almanac: Path) -> None:
    events = almanac / "events.yaml"
    text = events.read_text(encoding="utf-8")
    old = '"01-06": {frame: red, effects: [{draw: chance}], icon: mdi6.crown}'
    assert text.count(old) == 1
    events.write_text(text.replace(old, old.replace("draw", "drow")), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(almanac)
    assert any(p.startswith(f"{events}:") and "unknown effect" in p for p in info.value.problems)
    assert all(re.match(r".+:\d+:\d+: ", p) for p in info.value.problems)


# --------------------------------------------------------------------------- the command line


def test_simulate_writes_saves_that_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           content: Content) -> None:
    folder = tmp_path / "games"
    assert main(["simulate", "--games", "2", "--players", "3", "--seed", "40", "--save-dir", str(folder)]) == 0
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["game-40.json", "game-41.json"]
    capsys.readouterr()
    save = saves.read_save(folder / "game-41.json")
    assert all(s.kind == "computer" and s.bot_seed == saves.default_bot_seed(41, i) for i, s in enumerate(save.seats))
    loaded = saves.load_game(save, content)
    assert loaded.game.finished and loaded.divergences == 0
    assert main(["replay", str(folder / "game-40.json")]) == 0
    out = capsys.readouterr().out
    assert "decisions, turn" in out and "  1. " in out


def test_replay_log_tells_every_event(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: Content) -> None:
    game, seats = small_game(content, decisions=40)
    path = saves.write_save(tmp_path / "g.json", game, seats)
    assert main(["replay", str(path), "--log"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("The year begins.")
    assert "spins the machine" in out
    assert f"{len(game.actions)} decisions" in out
    assert "Next: " in out


def test_replay_of_a_bad_file_says_why_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   content: Content) -> None:
    game, seats = small_game(content, decisions=40)
    path = saves.write_save(tmp_path / "g.json", game, seats)
    path.write_bytes(path.read_bytes()[:-40])
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{path}: the file ends too early") and "cut off" in captured.err


def test_a_setup_that_does_not_fit_the_content_is_named(content: Content) -> None:
    game, seats = small_game(content, decisions=10)
    document = saves.save_document(game, seats)
    document["setup"]["players"] = document["setup"]["players"][:1]
    document["seats"] = document["seats"][:1]
    document["checksum"] = saves.checksum(document)
    save = saves.parse_save(saves.encode(document))
    with pytest.raises(SaveError) as info:
        saves.load_game(save, content)
    assert info.value.problem is SaveProblem.DAMAGED and "do not fit the rules" in info.value.detail


def test_seat_records_give_computer_players_the_desktop_games_seeds() -> None:
    records = saves.seats_of([Seat("human", "basic", "Red"), Seat("computer", "random", "Blue")], 12)
    assert records == (Seat("human", None, "Red", None), Seat("computer", "random", "Blue", 121))


def test_the_v3_fixture_records_the_house_rules_and_loads_with_them(content: Content) -> None:
    """Format 3: the setup's ``variants`` (house rules of the family of games) is saved and read back; the
    save's digest covers ``variants.yaml``, while a plain game's stays that of the rules files alone."""
    save = saves.read_save(FIXTURES / "v3.json")
    variants = save.setup.variants
    assert variants.length == "half" and variants.savings and variants.bets == {1, 2} and variants.teams
    loaded = resumed(save, content)
    assert loaded.game.setup.variants == variants
    again = saves.parse_save(saves.dumps(loaded.game, loaded.seats, saved_at=WHEN))
    assert again.setup == save.setup and again.digest == content.digest_for(True) != content.digest
    plain = resumed(saves.read_save(FIXTURES / "v2.json"), content)
    document = json.loads(saves.dumps(plain.game, plain.seats, saved_at=WHEN))
    assert "variants" not in document["setup"] and document["content"]["digest"] == content.digest


def test_a_game_of_a_256_bit_seed_saves_and_replays_with_its_scheme(content: Content) -> None:
    """Format 4 records the random scheme; a seed of :func:`new_seed` (256 bits) is written whole and read back."""
    seed = new_seed() | 1 << 255
    game, seats = small_game(content, seed=seed, decisions=60)
    save = saves.parse_save(saves.dumps(game, seats, saved_at=WHEN))
    assert save.seed == seed and save.rng_scheme == CURRENT_SCHEME
    loaded = saves.load_game(save, content)
    assert loaded.game.scheme == CURRENT_SCHEME
    assert loaded.game.state.fingerprint() == game.state.fingerprint()


def test_a_save_replays_with_its_own_scheme_and_not_the_other(content: Content) -> None:
    """The same seed and setup give another game under the other scheme: a save of the legacy scheme
    (every game begun before format 4) replays only as scheme 1, a new one only as scheme 2."""
    old, seats = small_game(content, seed=5, decisions=60, scheme=LEGACY_SCHEME)
    new, _ = small_game(content, seed=5, decisions=60)
    assert old.scheme == LEGACY_SCHEME and new.scheme == CURRENT_SCHEME
    assert [p.lucky_number for p in old.state.players] != [p.lucky_number for p in new.state.players] or \
        old.state.piles != new.state.piles
    document = json.loads(saves.dumps(old, seats, saved_at=WHEN))
    assert document["rng_scheme"] == LEGACY_SCHEME
    loaded = saves.load_game(saves.parse_save(saves.dumps(old, seats, saved_at=WHEN)), content)
    assert loaded.game.state.fingerprint() == old.state.fingerprint()
    document["rng_scheme"] = CURRENT_SCHEME  # the wrong scheme: the replay no longer matches its snapshot
    document["checksum"] = saves.checksum(document)
    with pytest.raises(SaveError) as info:
        saves.load_game(saves.parse_save(json.dumps(document).encode()), content)
    assert info.value.problem is SaveProblem.REPLAY
