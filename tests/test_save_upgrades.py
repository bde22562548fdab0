"""Saves across versions of the game's own almanac, and the last defects found by trying saves as an attacker would.

- Every fixture of ``tests/fixtures/saves/`` opens (``open_game`` and ``gameofyear replay``); today's almanac is
  a recorded release with a fixture of its digest (``add_release.py`` writes both).
- A save of an earlier almanac replays on today's: accepted when every move holds; otherwise it resumes before
  the first move that met a changed date, or before the first action no longer legal, and says so; when nothing
  can be played, one error says why. The game's own almanac is never called a house almanac.
- A file's ``finished`` is checked against its replayed game; the first autosave writes its backup too.
- A save cut inside a UTF-8 character is "cut off"; a YAML file of many plain keys is not blamed on aliases.
"""

from __future__ import annotations

import json
import random
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from gameofyear import __version__, saves
from gameofyear.bots import bot_view
from gameofyear.cli import main
from gameofyear.content import Content, ContentError, load_content, read_yaml
from gameofyear.dates import date_text
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.narrate import day_name
from gameofyear.saves import SaveError, SaveProblem, Seat
from gameofyear.saves import releases as releases_module
from gameofyear.saves.history import fingerprints, release_of, releases
from gameofyear.saves.upgrade import Outcome
from gameofyear.simulation import random_setup
from gameofyear.table import make_bots

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
SHIPPED = Path(__file__).resolve().parents[1] / "almanac"
TODAY = FIXTURES / f"almanac-{load_content().digest[:12]}-{__version__}.json"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def signed(document: dict[str, Any], **changes: Any) -> bytes:
    """``document`` with top-level ``changes`` and its checksum made to match."""
    doc = json.loads(json.dumps(document))
    doc.update(changes)
    doc["checksum"] = saves.checksum(doc)
    return saves.encode(doc)


def record_release(monkeypatch: pytest.MonkeyPatch, digests: dict[str, str], marks: dict[str, str],
                   version: str = "0.0.9") -> None:
    """Make ``digests`` those of a release of the game's own almanac with the fingerprints ``marks``."""
    entry = {"version": version, "date": "2026-03-01", "digests": digests, "fingerprints": marks}
    monkeypatch.setattr(releases_module, "RELEASES", (entry, *releases_module.RELEASES))


def play(content: Content, seed: int, decisions: int) -> tuple[Game, list[Seat], list[list[ev.Event]]]:
    """Three computer players, ``decisions`` decisions; with the events of each action."""
    game = Game.new(random_setup(random.Random(seed), content, 3), content, seed)
    seats = [Seat("computer", "basic", None, saves.default_bot_seed(seed, i)) for i in range(3)]
    bots = make_bots(seats, seed)
    moves = []
    for _ in range(decisions):
        if game.pending is None:
            break
        moves.append(game.decide(bots[game.pending.player].choose(bot_view(game))))
    return game, seats, moves


# --------------------------------------------------------------------------- every fixture opens


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.name)
def test_every_save_fixture_opens_whole_and_with_replay(path: Path, content: Content,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """A save of today's version opens whole; one of an earlier version (whose almanac or rules have changed
    since) opens at the last action that still holds, and says so, in the game and with ``replay``."""
    save = saves.read_save(path)
    loaded = saves.open_game(path, content)
    if save.app_version == __version__:
        kept = len(save.actions)
        assert loaded.upgrade is None or loaded.upgrade.outcome is Outcome.HOLDS
    else:
        assert loaded.upgrade is not None and loaded.upgrade.version == save.app_version
        kept = loaded.upgrade.kept
        assert 0 < kept <= len(save.actions)
    assert len(loaded.game.actions) == kept
    assert saves.house_almanac_of(save, content) is None
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr()
    assert f"{kept} decisions" in out.out and "house almanac" not in out.out + out.err
    if loaded.upgrade is not None:
        assert loaded.upgrade.text() in out.out


def test_todays_almanac_is_a_recorded_release_with_a_fixture(content: Content) -> None:
    """When the content digest changes, ``python tests/fixtures/saves/add_release.py`` records the new almanac
    and writes a fixture of it; until then this fails. Every earlier release keeps a fixture of its digest."""
    italian = load_content(edition="italian")
    today = {"classic": content.digest_for(False), "classic+variants": content.digest_for(True),
             "italian": italian.digest_for(False), "italian+variants": italian.digest_for(True)}
    latest = releases()[-1]
    assert dict(latest.digests) == today, "the almanac changed: run tests/fixtures/saves/add_release.py"
    assert latest.fingerprints == fingerprints(SHIPPED)
    fixture_digests = {saves.read_save(p).digest for p in FIXTURES.glob("*.json")}
    for release in releases():
        assert fixture_digests & set(release.digests.values()), f"no fixture of the almanac of {release.date}"
    assert TODAY.is_file() and saves.read_save(TODAY).digest == content.digest


def test_the_games_own_almanac_installed_elsewhere_is_never_called_a_house_almanac(
        content: Content, tmp_path: Path) -> None:
    document = json.loads((FIXTURES / "v1.json").read_text(encoding="utf-8"))
    document["content"]["folder"] = "/opt/an-older-install/almanac"
    path = tmp_path / "elsewhere.json"
    path.write_bytes(signed(document))
    save = saves.read_save(path)
    assert release_of(save.digest) is not None and saves.house_almanac_of(save, content) is None
    loaded = saves.open_game(path, content)
    assert loaded.upgrade is not None and loaded.upgrade.outcome is not Outcome.ILLEGAL
    assert 0 < len(loaded.game.actions) == loaded.upgrade.kept
    assert "version 0.1.0" in loaded.upgrade.text() and "house almanac" not in loaded.upgrade.text()


# --------------------------------------------------------------------------- an almanac that changed


def changed_almanac(tmp_path: Path, content: Content, seed: int) -> tuple[Path, int, int]:
    """A copy of the almanac where the first date read from the 10th action on of a seeded game gives 777
    instead; returns (folder, that day, the index of the action that first read it on today's almanac)."""
    _, _, moves = play(content, seed, 160)
    first: dict[int, int] = {}
    for i, events in enumerate(moves):
        for event in events:
            if isinstance(event, ev.AlmanacRead):
                first.setdefault(event.day, i)
    day, index = next((d, i) for d, i in sorted(first.items(), key=lambda kv: kv[1]) if i >= 10)
    folder = tmp_path / "old-almanac"
    shutil.copytree(SHIPPED, folder)
    data = yaml.safe_load((folder / "events.yaml").read_text(encoding="utf-8"))
    key = date_text(day)
    data["days"][key] = {"frame": data["days"][key]["frame"], "effects": [{"receive_bank": 777}]}
    (folder / "events.yaml").write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return folder, day, index


def test_a_move_that_met_a_date_the_almanac_changed_resumes_before_that_move_and_says_so(
        content: Content, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder, day, _ = changed_almanac(tmp_path, content, seed=5)
    old = load_content(folder)
    assert old.digest != content.digest
    then, seats, moves = play(old, 5, 160)  # the game as it was played on the earlier almanac
    index = next(i for i, events in enumerate(moves) if any(isinstance(e, ev.AlmanacRead) and e.day == day
                                                             for e in events))
    record_release(monkeypatch, {"classic": old.digest}, fingerprints(folder))
    path = saves.write_save(tmp_path / "old.json", then, seats)
    loaded = saves.open_game(path, content)
    upgrade = loaded.upgrade
    assert upgrade is not None and upgrade.outcome is Outcome.CHANGED_DAY
    assert (upgrade.day, upgrade.kept, upgrade.total) == (day, index, len(then.actions))
    assert len(loaded.game.actions) == index and loaded.game.actions == then.actions[:index]
    before = Game.replay(then.setup, content, then.seed, then.actions[:index])
    assert loaded.game.state.fingerprint() == before.state.fingerprint()
    assert upgrade.resumed_before
    said = f"The almanac of version 0.0.9 changed {day_name(day)}; the game resumes before that move"
    assert said in upgrade.text()
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert said in out and f"{index} decisions" in out


def test_an_action_no_longer_legal_on_todays_almanac_resumes_before_it(
        content: Content, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    document = json.loads(TODAY.read_text(encoding="utf-8"))
    record_release(monkeypatch, {"classic": "f" * 64}, dict(releases()[-1].fingerprints))
    actions = list(document["actions"])
    bad = next(i for i, a in enumerate(actions) if a == "spin" and i > 20)
    actions[bad] = "pledge 99"
    path = tmp_path / "illegal.json"
    path.write_bytes(signed(document, content={**document["content"], "digest": "f" * 64}, actions=actions))
    loaded = saves.open_game(path, content)
    assert loaded.upgrade is not None and loaded.upgrade.outcome is Outcome.ILLEGAL
    assert loaded.upgrade.kept == bad == len(loaded.game.actions)
    assert f"move {bad + 1} of {len(actions)} no longer fits it" in loaded.upgrade.text()


def test_a_save_whose_players_do_not_fit_todays_almanac_says_exactly_why(
        content: Content, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game, seats, _ = play(content, 3, 30)
    document = saves.save_document(game, seats)
    fake = "e" * 64
    record_release(monkeypatch, {"italian": fake}, dict(releases()[-1].fingerprints))
    path = tmp_path / "three-in-italian.json"
    players = document["setup"]["players"][:2]
    document = {**document, "seats": document["seats"][:2]}
    path.write_bytes(signed(document, content={**document["content"], "edition": "italian", "digest": fake},
                            setup={**document["setup"], "players": players}))
    with pytest.raises(SaveError) as info:
        saves.open_game(path, content)
    assert info.value.problem is SaveProblem.DAMAGED and "do not fit today's almanac" in info.value.detail
    assert info.value.facts["why"] == "players" and "house almanac" not in str(info.value)


def test_a_house_almanac_save_is_still_asked_for_its_almanac(content: Content, tmp_path: Path) -> None:
    house = tmp_path / "house"
    house.mkdir()
    (house / "events.yaml").write_text('format: 1\ndays:\n  "01-06": {frame: red, effects: [{receive_bank: 50}]}\n',
                                       encoding="utf-8")
    played = load_content(house)
    game, seats, _ = play(played, 3, 20)
    path = saves.write_save(tmp_path / "house.json", game, seats)
    with pytest.raises(SaveError) as info:
        saves.open_game(path, content)
    assert info.value.problem is SaveProblem.ALMANAC_MISSING and info.value.facts["folder"] == str(house)


# --------------------------------------------------------------------------- finished, backups


def test_a_save_saying_its_game_is_over_while_its_actions_leave_it_unfinished_is_offered_to_resume(
        content: Content, tmp_path: Path) -> None:
    document = json.loads(TODAY.read_text(encoding="utf-8"))
    assert document["finished"] is False
    (tmp_path / saves.AUTOSAVE_NAME).write_bytes(signed(document, finished=True))
    autosave = saves.Autosave(tmp_path)
    save = saves.read_save(autosave.path)
    assert save.finished and not save.surely_over
    loaded = saves.load_game(save, content)
    assert not loaded.game.finished and loaded.loaded_from is not None and not loaded.loaded_from.finished
    found = autosave.recover(lambda s: saves.load_game(s, content), finished=lambda result: result.game.finished)
    assert found is not None and found.path == autosave.path and not found.result.game.finished
    # a new game does not lose it: it is kept aside as an unfinished game
    other, seats, _ = play(content, 8, 5)
    autosave.write(other, seats)
    assert autosave.kept is not None and saves.read_save(autosave.kept).actions == save.actions


def test_a_save_whose_game_is_really_over_is_not_offered(content: Content, tmp_path: Path) -> None:
    game, seats, _ = play(content, 2, 5000)
    assert game.finished
    autosave = saves.Autosave(tmp_path)
    autosave.write(game, seats)
    assert autosave.recover(lambda s: saves.load_game(s, content), finished=lambda r: r.game.finished) is None


def test_the_first_autosave_of_a_game_writes_its_backup_too(content: Content, tmp_path: Path) -> None:
    game, seats, _ = play(content, 4, 12)
    autosave = saves.Autosave(tmp_path)
    autosave.write(game, seats)
    assert autosave.backup.is_file(), "a power cut right after the first autosave leaves a copy to fall back on"
    assert saves.read_save(autosave.backup).actions == saves.read_save(autosave.path).actions
    autosave.path.write_bytes(autosave.path.read_bytes()[:300])  # the latest copy damaged
    found = saves.Autosave(tmp_path).recover(lambda s: saves.load_game(s, content))
    assert found is not None and found.from_backup and found.result.game.actions == game.actions
    more, _, _ = play(content, 4, 20)
    writer = saves.Autosave(tmp_path)
    writer.resumed()
    writer.write(more, seats)
    assert len(saves.read_save(writer.path).actions) == 20


def test_later_autosaves_keep_the_previous_one_as_the_backup(content: Content, tmp_path: Path) -> None:
    autosave = saves.Autosave(tmp_path)
    for decisions in (5, 9, 14):
        game, seats, _ = play(content, 4, decisions)
        autosave.write(game, seats)
    assert len(saves.read_save(autosave.path).actions) == 14
    assert len(saves.read_save(autosave.backup).actions) == 9


# --------------------------------------------------------------------------- files cut or too large


def test_a_save_cut_inside_a_multi_byte_character_is_said_cut_off(content: Content, tmp_path: Path) -> None:
    data = TODAY.read_bytes()
    accented = data.index("Inès".encode()) + 3  # the first byte of "è"
    path = tmp_path / "cut.json"
    path.write_bytes(data[:accented])
    with pytest.raises(SaveError) as info:
        saves.read_save(path)
    assert info.value.problem is SaveProblem.TRUNCATED and "cut off" in info.value.detail
    path.write_bytes(b"\xff\xfe{not text at all")
    with pytest.raises(SaveError) as info:
        saves.read_save(path)
    assert info.value.problem is SaveProblem.NOT_JSON


def test_a_yaml_file_of_300000_plain_keys_is_refused_without_blaming_aliases(tmp_path: Path) -> None:
    path = tmp_path / "events.yaml"
    path.write_text("".join(f"k{i}: 0\n" for i in range(300_000)), encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(ContentError) as info:
        read_yaml(path)
    assert time.monotonic() - started < 20
    [problem] = info.value.problems
    assert "alias" not in problem and "values" in problem and problem.startswith(f"{path}:")
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text("a: &a [" + ",".join(["x"] * 400) + "]\nb: &b [" + ",".join(["*a"] * 400) + "]\n",
                    encoding="utf-8")
    with pytest.raises(ContentError) as info:
        read_yaml(bomb)
    assert "aliases" in info.value.problems[0]


# --------------------------------------------------------------------------- rules that changed


def test_a_save_of_todays_almanac_by_an_earlier_version_replays_on_todays_rules_and_resumes_before_what_they_refuse(
        content: Content) -> None:
    """Version 0.1.0 played this game on today's almanac (same digest) under the rules before RULINGS.md §13:
    replayed on today's rules, its move 266 is no longer legal, and the game opens just before it."""
    path = FIXTURES / "almanac-ae14315ddebb-0.1.0.json"
    save = saves.read_save(path)
    assert save.app_version == "0.1.0" and save.digest == content.digest
    loaded = saves.open_game(path, content)
    assert loaded.upgrade is not None and loaded.upgrade.outcome is Outcome.ILLEGAL
    assert loaded.upgrade.version == "0.1.0" and loaded.upgrade.kept == len(loaded.game.actions) == 265
    assert "The game has changed since version 0.1.0: move 266 of 460 no longer fits it" in loaded.upgrade.text()


def test_only_an_earlier_version_is_replayed_on_todays_rules(content: Content) -> None:
    """The same save said to be of today's version or of a later one is not let off: it does not replay to its
    snapshot, and is refused (a save is never trusted for a version it does not have)."""
    from gameofyear.saves.relive import version_key, written_before_today

    document = json.loads((FIXTURES / "almanac-ae14315ddebb-0.1.0.json").read_text(encoding="utf-8"))
    for version in (__version__, "9.0.0", "not a version", "1." * 40):
        document["app_version"] = version
        save = saves.parse_save(signed(document))
        assert not written_before_today(save)
        with pytest.raises(SaveError) as info:
            saves.load_game(save, content)
        assert info.value.problem is SaveProblem.REPLAY
    assert version_key("0.1.0") == (0, 1, 0) < (version_key(__version__) or ())
