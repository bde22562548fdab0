"""Content that tries to exhaust the machine or read outside its folder is refused, naming file, line and column.

Alias bombs, recursive anchors, deep nesting, huge integers, unknown tags,
devices and pipes are refused by ``read_yaml`` within a second; texts take only
plain ``{name}`` placeholders; numbers have bounds, so content that validates
plays; card files and other paths stay inside the content folder; ``validate``
refuses what the game would refuse and ``--self-test`` accepts what it accepts.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import time
from pathlib import Path

import pytest
from helpers import printed

from gameofyear import cli
from gameofyear.content import ContentError, load_content, load_texts, read_yaml
from gameofyear.content.loader import placeholder_problems, render_text

SHIPPED = Path(__file__).resolve().parents[1] / "almanac"
WHERE = re.compile(r"^.+\.yaml:\d+:\d+: ")


def bomb(levels: int = 9, width: int = 9) -> str:
    lines = ["a0: &a0 [" + ", ".join(["lol"] * width) + "]"]
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


HOSTILE_YAML = {
    "alias bomb": (bomb(), "expands to more than"),
    "wide alias bomb": (bomb(4, 200), "expands to more than"),
    "recursive anchor in a list": ("days: &a [*a]\n", "recursive anchor"),
    "recursive anchor in a mapping": ("days: &a {x: *a}\n", "recursive anchor"),
    "deep anchor loop": ("a: &a [[[[*a]]]]\n", "recursive anchor"),
    "huge integer": ("format: " + "9" * 5000 + "\n", "digits"),
    "big integer": ("format: 1234567890123456\n", "digits"),
    "tagged huge integer": ("format: !!int " + "9" * 5000 + "\n", "not a value"),
    "tagged integer of 40 digits": ("format: !!int " + "9" * 40 + "\n", "digits"),
    "deep nesting": ("a: " + "[" * 80 + "]" * 80 + "\n", "nest"),
    "very deep nesting": ("a: " + "[" * 100_000 + "]" * 100_000 + "\n", "nesting"),
    "binary tag": ("a: !!binary aGVsbG8=\n", "not allowed"),
    "timestamp tag": ("a: !!timestamp 2024-01-01\n", "not allowed"),
    "python tag": ("a: !!python/object:os.system ls\n", "not allowed"),
    "merge key": ("base: &b {x: 1}\nmore: {!!merge <<: *b}\n", "merge"),
    "non-finite": ("a: !!float .inf\n", "finite"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_YAML))
def test_hostile_yaml_is_refused_at_once_with_its_place(case: str, tmp_path: Path) -> None:
    text, words = HOSTILE_YAML[case]
    path = tmp_path / "events.yaml"
    path.write_text(text, encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(ContentError) as info:
        read_yaml(path)
    # refused before it expands (the words say so); the bound only tells a hang apart: an unguarded bomb of
    # 9^10 nodes takes hours, a quiet machine a few milliseconds, a loaded one below a second
    assert time.monotonic() - started < 10.0
    [problem] = info.value.problems
    assert WHERE.match(problem) and problem.startswith(str(path)), problem
    assert words in problem, problem


@pytest.mark.parametrize("case", ["alias bomb", "recursive anchor in a list", "huge integer"])
def test_validate_almanac_and_start_refuse_hostile_yaml_at_once(case: str, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Three loads of the game's content with the hostile house file over it, each refused with its place.

    A quiet machine takes 1.1–1.4 s for the three (the game's own almanac is read each time); the bound
    is loose so that a busy machine passes, and still far below what an unguarded bomb would take
    (9^10 nodes) or a loop that never ends.
    """
    house = tmp_path / "house"
    house.mkdir()
    (house / "events.yaml").write_text(HOSTILE_YAML[case][0], encoding="utf-8")
    started = time.monotonic()
    assert cli.main(["validate", str(house)]) == 1
    assert cli.main(["--almanac", str(house), "simulate", "--games", "1"]) == 1
    with pytest.raises(ContentError):
        load_content(house)
    assert time.monotonic() - started < 12.0
    captured = capsys.readouterr()
    assert captured.err.count(f"{house / 'events.yaml'}:") >= 2  # validate's and the command's, both on standard error
    assert f"{house / 'events.yaml'}:" not in captured.out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_or_a_device_as_a_content_file_is_refused_at_once(tmp_path: Path) -> None:
    house = tmp_path / "house"
    house.mkdir()
    os.mkfifo(house / "events.yaml")
    started = time.monotonic()
    with pytest.raises(ContentError) as info:
        load_content(house)
    assert "pipe" in info.value.problems[0]
    if Path("/dev/zero").exists():
        (house / "events.yaml").unlink()
        (house / "events.yaml").symlink_to("/dev/zero")
        with pytest.raises(ContentError):
            load_content(house)
    assert time.monotonic() - started < 1.0


def test_a_content_file_larger_than_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "events.yaml"
    with open(path, "wb") as file:
        file.truncate(2 * 1024 ** 3)
    with pytest.raises(ContentError) as info:
        read_yaml(path)
    assert "too large" in info.value.problems[0]


# --------------------------------------------------------------------------- placeholders


@pytest.mark.parametrize("template, problem", [
    ("Pay {amount:>999999999}.", "no format"),
    ("Pay {amount!r}.", "no format or conversion"),
    ("Pay {amount.__class__}.", "plain name"),
    ("Pay {amount[0]}.", "plain name"),
    ("Pay {0}.", "plain name"),
    ("Pay {}.", None),
    ("Pay {amount.", "unbalanced"),
    ("Pay } now", "unbalanced"),
])
def test_placeholders_accept_only_plain_names(template: str, problem: str | None) -> None:
    found = placeholder_problems(template)
    assert found, template
    if problem is not None:
        assert problem in found[0]


def test_rendering_never_formats_so_a_text_cannot_grow() -> None:
    values = {"amount": "300 F"}
    assert render_text("Pay {amount}, {{not}} {days}.", values) == "Pay 300 F, {not} {days}."
    hostile = "{amount:>999999999}{amount:" + "9" * 50 + "}{0:>99999999}{amount.__class__}"
    started = time.process_time()  # the process's own time: a busy machine's other work does not count
    assert render_text(hostile, values) == hostile
    assert time.process_time() - started < 0.1
    assert placeholder_problems("Pay {amount} on {days} days.") == []


def copy_almanac(tmp_path: Path) -> Path:
    folder = tmp_path / "almanac"
    shutil.copytree(SHIPPED, folder)
    return folder


def test_a_translation_with_a_format_spec_is_refused_and_english_is_shown(tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    folder = copy_almanac(tmp_path)
    english = load_texts(load_content(folder))
    key, template = next((k, v) for k, v in english.entries.items() if "{amount}" in v and k.startswith("cards."))
    card = key.split(".", 1)[1]
    fr = folder / "text" / "fr.yaml"
    lines = fr.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{card}:"))
    lines[index] = f'  {card}: "Payez {{amount:>999999999}}"'
    fr.write_text("\n".join(lines) + "\n", encoding="utf-8")
    french = load_texts(load_content(folder), "fr")
    assert any("{amount:>999999999}" in w for w in french.warnings)
    assert len(french.text(key)) < 1000 and french.text(key) == english.text(key)
    assert cli.main(["validate", str(folder), "--lang", "fr"]) == 1
    assert "takes no format" in printed(capsys)
    en = folder / "text" / "en.yaml"
    en.write_text(en.read_text(encoding="utf-8").replace(template, template.replace("{amount}", "{amount!r}"), 1),
                  encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert any("no format or conversion" in p and WHERE.match(p) for p in info.value.problems)


# --------------------------------------------------------------------------- bounds


@pytest.mark.parametrize("effect, words", [
    ("{lose_turn: 1000000000}", "less than or equal to 12"),
    ("{extra_turns: 99}", "less than or equal to 12"),
    ("{pay_bank: 1000000000000}", "less than or equal to 1000000"),
    ("{receive_bank: 1000001}", "less than or equal to 1000000"),
    ("{move: 100000}", "less than or equal to 365"),
    ("{move: {days: -100000}}", "greater than or equal to -365"),
    ("{receive_tokens: 5000}", "less than or equal to 1000"),
    ("{back_months: 13}", "less than or equal to 12"),
    ("{when: {age_at_least: 100000}, do: [{pay_bank: 1}]}", "less than or equal to 150"),
])
def test_numbers_of_effects_have_bounds(effect: str, words: str, tmp_path: Path) -> None:
    house = tmp_path / "house"
    house.mkdir()
    (house / "events.yaml").write_text(f'format: 1\ndays:\n  "02-14":\n    frame: red\n    effects: [{effect}]\n',
                                       encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(house)
    assert any(words in p and WHERE.match(p) for p in info.value.problems), info.value.problems


@pytest.mark.parametrize("field, value", [("amount_scale", "1000000000"), ("start_money", "10000000000"),
                                          ("day_price", "0"), ("max_chain", "100000"), ("vacation_days", "100000"),
                                          ("quarter_bonus_tokens", "[1, 2, 3, 4, 5, 6, 7]")])
def test_numbers_of_editions_have_bounds(field: str, value: str, tmp_path: Path) -> None:
    folder = copy_almanac(tmp_path)
    edition = folder / "editions" / "classic.yaml"
    text = re.sub(rf"^{field}: .*$", f"{field}: {value}", edition.read_text(encoding="utf-8"), flags=re.M)
    edition.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert any(f"{edition}:" in p for p in info.value.problems)


# --------------------------------------------------------------------------- paths


@pytest.mark.parametrize("name", ["../../../etc/passwd", "/etc/passwd", "sub/cards.yaml", "..yaml", "CARDS.YAML",
                                  "cards.yaml\u0000.txt"])
def test_card_files_are_plain_names_of_the_content_folder(name: str, tmp_path: Path) -> None:
    folder = copy_almanac(tmp_path)
    edition = folder / "editions" / "classic.yaml"
    listed = "card_files: [cards.yaml, " + json.dumps(name) + "]"
    edition.write_text(re.sub(r"^card_files: .*$", lambda _: listed, edition.read_text(encoding="utf-8"), flags=re.M),
                       encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert any(WHERE.match(p) and p.startswith(f"{edition}:") and "should match pattern" in p
               for p in info.value.problems), info.value.problems


def test_a_content_file_that_links_outside_its_folder_is_not_read(tmp_path: Path) -> None:
    outside = tmp_path / "secret.yaml"
    outside.write_text("format: 1\ncards: {}\n", encoding="utf-8")
    folder = copy_almanac(tmp_path)
    (folder / "cards-italian.yaml").unlink()
    (folder / "cards-italian.yaml").symlink_to(outside)
    with pytest.raises(ContentError) as info:
        load_content(folder, edition="italian")
    assert any("outside the content folder" in p for p in info.value.problems)


@pytest.mark.parametrize("edition, language", [("../../x", "en"), ("classic", "../../../etc/passwd"),
                                               ("classic\n", "en"), ("classic", "EN/../fr")])
def test_edition_and_language_names_cannot_name_a_path(edition: str, language: str) -> None:
    with pytest.raises(ContentError) as info:
        load_texts(load_content(edition=edition), language)
    assert WHERE.match(info.value.problems[0]) is None or "not" in info.value.problems[0]
    assert "not an edition" in info.value.problems[0] or "not a language" in info.value.problems[0]


# --------------------------------------------------------------------------- validate and the self-test agree


def almanac_without_classic(tmp_path: Path) -> Path:
    folder = copy_almanac(tmp_path)
    (folder / "editions" / "classic.yaml").unlink()
    return folder


def house_with_a_date(tmp_path: Path) -> Path:
    house = tmp_path / "house-date"
    house.mkdir()
    (house / "events.yaml").write_text('format: 1\ndays:\n  "02-14":\n    frame: red\n    effects: [{pay_bank: 100}]\n',
                                       encoding="utf-8")
    (house / "text").mkdir()
    (house / "text" / "en.yaml").write_text('format: 1\nlanguage: en\nalmanac:\n  "02-14": {title: "Love", text: '
                                            '"Pay {amount}."}\n', encoding="utf-8")
    return house


def test_validate_refuses_an_almanac_without_the_edition_the_game_starts_with(tmp_path: Path,
                                                                               capsys: pytest.CaptureFixture[str]) -> None:
    folder = almanac_without_classic(tmp_path)
    assert cli.main(["validate", str(folder)]) == 1
    assert "classic.yaml:1:1: no such edition" in printed(capsys)


@pytest.mark.parametrize("make", [lambda tmp: SHIPPED, almanac_without_classic, house_with_a_date,
                                  lambda tmp: copy_almanac(tmp)])
def test_the_self_test_accepts_every_almanac_validate_accepts(make, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    from gameofyear import selftest

    folder = make(tmp_path)
    valid = cli.main(["validate", str(folder)]) == 0
    context = selftest._Context(almanac=Path(folder))
    try:
        selftest._check_content(context)
        accepted = True
    except selftest._Failed:
        accepted = False
    capsys.readouterr()
    assert accepted == valid, folder


def at_the_bounds(tmp_path: Path, *, amounts: bool) -> Path:
    """The game's almanac with turns, tokens (and with ``amounts``, every amount and the edition's numbers) at the schema's bounds."""
    import itertools

    from gameofyear.content import schema

    folder = copy_almanac(tmp_path)
    counter = itertools.count()

    def big(match: re.Match[str]) -> str:
        return f"{match.group(1)}: {schema.MAX_AMOUNT - next(counter)}"  # distinct, so each keeps its placeholder

    for name in ("events.yaml", "cards.yaml", "cards-italian.yaml"):
        text = (folder / name).read_text(encoding="utf-8")
        text = re.sub(r"(lose_turn|extra_turns): \d+", rf"\1: {schema.MAX_TURNS}", text)
        text = re.sub(r"(receive_tokens|give_tokens): \d+", rf"\1: {schema.MAX_TOKENS}", text)
        if amounts:
            text = re.sub(r"(pay_bank|receive_bank|pay_each_other|receive_each_other|amount|money_below): \d+", big, text)
        (folder / name).write_text(text, encoding="utf-8")
    edition = folder / "editions" / "classic.yaml"
    text = edition.read_text(encoding="utf-8")
    numbers = [("tokens_in_box", 10 * schema.MAX_TOKENS), ("start_tokens", schema.MAX_TOKENS), ("max_chain", 1000)]
    if amounts:
        numbers += [("amount_scale", schema.MAX_SCALE), ("start_money", schema.MAX_EDITION_AMOUNT),
                    ("quarter_pay", schema.MAX_EDITION_AMOUNT), ("lucky_number_pay", schema.MAX_EDITION_AMOUNT)]
    for key, value in numbers:
        text = re.sub(rf"^{key}: .*$", f"{key}: {value}", text, flags=re.M)
    edition.write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("amounts", [False, True])
def test_content_at_the_bounds_validates_and_plays_to_the_end(amounts: bool, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    from gameofyear.simulation import simulate

    folder = at_the_bounds(tmp_path, amounts=amounts)
    assert cli.main(["validate", str(folder), "--lang", "en"]) == 0
    content = load_content(folder)
    started = time.monotonic()
    for bots in (["random"], ["basic"], ["normal"]):
        summary = simulate(content, players=6, bots=bots, games=2, seed=3)
        assert summary.lines()[0].startswith("games: 2")
    assert time.monotonic() - started < 60
    capsys.readouterr()
