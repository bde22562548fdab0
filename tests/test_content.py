"""Content loading is strict and clear, and the shipped classic content is whole.

The first part breaks a copy of ``almanac/`` one file at a time and checks that
:func:`load_content` refuses it with :class:`ContentError`, naming the place as
``file:line:column:`` and saying what is wrong (DESIGN.md, "Content";
KNOWN-TRAPS.md, "YAML"). The second part checks the shipped classic content
against the rulebook: the board of RULINGS.md §1, the zodiac of §6, the order of
§4.2 and the texts.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from helpers import printed

from gameofyear.cli import main
from gameofyear.content import (
    Content,
    ContentError,
    Texts,
    check_texts,
    load_content,
    load_texts,
    read_yaml,
    required_text_keys,
)
from gameofyear.content import schema as s
from gameofyear.content.loader import ALMANAC_FRAMES

SHIPPED = Path(__file__).resolve().parents[1] / "almanac"


# --------------------------------------------------------------------------- helpers


@pytest.fixture
def almanac(tmp_path: Path) -> Path:
    """A fresh copy of the shipped content folder, to break."""
    folder = tmp_path / "almanac"
    shutil.copytree(SHIPPED, folder)
    return folder


@pytest.fixture(scope="module")
def classic() -> Content:
    """The shipped classic content (the rules)."""
    return load_content(SHIPPED)


@pytest.fixture(scope="module")
def english(classic: Content) -> Texts:
    """The words of the shipped classic content, in English."""
    return load_texts(classic)


def edit(folder: Path, name: str, old: str, new: str) -> Path:
    """Replace the one occurrence of ``old`` in ``folder/name`` by ``new``; return the file."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} should occur once in {name}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def where(path: Path, line_text: str, at: str | None = None, *, after: str | None = None) -> str:
    """Return ``"path:line:column"`` of ``at`` on the line holding ``line_text`` (1-based).

    ``at`` defaults to ``line_text``; it is looked for from ``line_text`` on. With
    ``after``, only lines after the first line holding ``after`` are searched.
    """
    seen = after is None
    for number, line in enumerate(path.read_text(encoding="utf-8-sig").splitlines(), 1):
        if not seen:
            seen = after in line
            continue
        if line_text in line:
            start = line.index(line_text)
            column = line.index(at if at is not None else line_text, start) + 1
            return f"{path}:{number}:{column}"
    raise AssertionError(f"{line_text!r} is not in {path}")


def problems_of(folder: Path, **options: str) -> list[str]:
    """Load ``folder``, which must fail, and return its problems."""
    with pytest.raises(ContentError) as info:
        load_content(folder, **options)
    problems = info.value.problems
    assert problems, "a ContentError must list at least one problem"
    assert str(info.value) == "\n".join(problems)
    return problems


def assert_problem(problems: list[str], place: str, *words: str) -> None:
    """Assert that one problem is at ``place`` and holds every word.

    ``place`` is ``file:line:column``, or ``file:line`` when any column of that line will do.
    """
    exact = re.fullmatch(r".*:\d+:\d+", place) is not None
    pattern = re.escape(place) + (": " if exact else r":\d+: ")
    here = [p for p in problems if re.match(pattern, p)]
    assert here, f"no problem at {place}; problems:\n" + "\n".join(problems)
    assert any(all(w in p for w in words) for p in here), (
        f"no problem at {place} says {words}; problems there:\n" + "\n".join(here)
    )


# --------------------------------------------------------------------------- YAML


def test_invalid_yaml_names_the_place(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", '"01-06": {frame: red, effects: [{draw: chance}], icon: mdi6.crown}', '"01-06": frame: red')
    problems = problems_of(almanac)
    assert_problem(problems, where(path, '"01-06": frame: red', ": red"), "mapping values are not allowed")


def test_an_unclosed_brace_names_the_line_where_it_opened(almanac: Path) -> None:
    """The parser notices a missing ``}`` only lines later: the message says where the mapping started."""
    path = edit(almanac, "events.yaml", '"01-06": {frame: red, effects: [{draw: chance}], icon: mdi6.crown}',
                '"01-06": {frame: red, effects: [{draw: chance}], icon: mdi6.crown')
    opened = next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if '"01-06"' in line)
    [problem] = problems_of(almanac)
    assert "did not find expected ',' or '}'" in problem
    assert f"while parsing a flow mapping that starts on line {opened}, column " in problem, problem


def test_tab_in_indentation_is_named(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", '  "01-16":\n    frame: half\n', '  "01-16":\n\tframe: half\n')
    problems = problems_of(almanac)
    assert problems == [f"{where(path, chr(9) + 'frame: half', chr(9))}: a tab character in the indentation (indent with spaces)"]


def test_byte_order_mark_and_windows_line_endings_load(almanac: Path, classic: Content, english: Texts) -> None:
    for path in almanac.rglob("*.yaml"):
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))
    content = load_content(almanac)
    texts = load_texts(content)
    assert texts.warnings == ()
    assert content.squares == classic.squares
    assert dict(texts.entries) == dict(english.entries)
    assert dict(content.cards) == dict(classic.cards)


def test_windows_line_endings_keep_line_numbers(almanac: Path) -> None:
    path = almanac / "events.yaml"
    good = '"01-24": {frame: red, effects: [{draw: chance}], icon: mdi6.gold}'
    place = where(path, good, "{draw")
    text = path.read_text(encoding="utf-8").replace(good, good.replace("draw", "drow"))
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    assert_problem(problems_of(almanac), place, "unknown effect", "got drow")


def test_file_not_utf8_is_named(almanac: Path) -> None:
    path = almanac / "events.yaml"
    lines = path.read_bytes().count(b"\n")
    path.write_bytes(path.read_bytes() + "# café\n".encode("cp1252"))
    assert_problem(problems_of(almanac), f"{path}:{lines + 1}:1", "not UTF-8")


@pytest.mark.parametrize(
    ("name", "old", "new", "line_text", "key"),
    [
        ("events.yaml", '"01-13": {frame: blue', '"01-06": {frame: blue', '"01-06": {frame: blue', "'01-06'"),
        ("events.yaml", '"01-13": {frame: blue', '01-06: {frame: blue', "01-06: {frame: blue", "'01-06'"),
        ("events.yaml", '"01-06": {frame: red,', '"01-06": {frame: red, frame: blue,', "frame: blue,", "'frame'"),
        ("text/en.yaml", "  chance-02:", "  chance-01:", 'chance-01: "Your old bicycle', "'chance-01'"),
    ],
    ids=["date", "date-unquoted", "inner", "language-file"],
)
def test_duplicate_keys_are_refused(almanac: Path, name: str, old: str, new: str, line_text: str, key: str) -> None:
    path = edit(almanac, name, old, new)
    start = line_text.split(":")[0]
    assert_problem(problems_of(almanac), where(path, line_text, start), f"duplicate key {key}")


def test_read_yaml_keeps_text_as_text() -> None:
    source = (
        "no: off\n"
        '"yes": on\n'
        "08: 1:30\n"
        '"2024-02-29": 2024-02-29\n'
        "02-29: 08\n"
        "answers: [no, yes, on, off, NO, Yes, 1:30, 08, 2024-02-29]\n"
        "kept: [true, false, null, ~, 12, -3, 0, 1.5]\n"
    )
    data = read_yaml("test.yaml", text=source).data
    assert data == {
        "no": "off",
        "yes": "on",
        "08": "1:30",
        "2024-02-29": "2024-02-29",
        "02-29": "08",
        "answers": ("no", "yes", "on", "off", "NO", "Yes", "1:30", "08", "2024-02-29"),
        "kept": (True, False, None, None, 12, -3, 0, 1.5),
    }
    for key in data:
        assert isinstance(key, str)


def test_read_yaml_plain_text_keeps_everything_as_text() -> None:
    source = "no: off\n08: 1:30\n2024-02-29: yes\nflags: [true, null, ~, 12]\n"
    data = read_yaml("fr.yaml", text=source, plain_text=True).data
    assert data == {"no": "off", "08": "1:30", "2024-02-29": "yes", "flags": ("true", "null", "~", "12")}


@pytest.mark.parametrize("raw", ["no", "yes", "on", "off", "NO", "1:30", "08", "2024-02-29", "true", "null", "12"])
def test_language_file_values_stay_text(almanac: Path, raw: str) -> None:
    edit(almanac, "text/en.yaml", 'married: "Married"', f"married: {raw}")
    texts = load_texts(load_content(almanac))
    assert texts.entries["facts.married"] == raw
    assert texts.text("facts.married") == raw


def test_unquoted_date_keys_stay_dates(almanac: Path, classic: Content, english: Texts) -> None:
    edit(almanac, "events.yaml", '"02-29": {frame: red', "02-29: {frame: red")
    edit(almanac, "text/en.yaml", '  "01-24":\n', "  01-24:\n")
    content = load_content(almanac)
    assert content.squares == classic.squares
    assert load_texts(content).entries["almanac.01-24.title"] == english.entries["almanac.01-24.title"]


# --------------------------------------------------------------------------- schema


DRAW_0106 = '"01-06": {frame: red, effects: [{draw: chance}], icon: mdi6.crown}'
PAY_0317 = '"03-17": {frame: blue, effects: [{pay_bank: 300}], icon: mdi6.ferris-wheel}'


def test_unknown_effect_names_the_bad_key(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("draw", "drow"))
    problems = problems_of(almanac)
    assert_problem(problems, where(path, '"01-06"', "{drow"), "unknown effect", "got drow", "draw, receive_bank")
    assert len(problems) == 1


def test_unknown_effect_in_a_when_branch_is_placed_on_it(almanac: Path) -> None:
    """An error inside ``do:`` points at the bad effect, not at the ``when:`` condition."""
    old = '      - when: {fact: owns_renault}\n        do: [{draw: chance}]'
    path = edit(almanac, "events.yaml", old, old.replace("{draw:", "{drow:"))
    assert_problem(problems_of(almanac), where(path, "do: [{drow: chance}]", "{drow"), "unknown effect", "got drow")


def test_effect_with_two_keys_is_refused(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("{draw: chance}", "{draw: chance, pay_bank: 100}"))
    assert_problem(problems_of(almanac), where(path, '"01-06"', "{draw"), "unknown effect", "got draw, pay_bank")


def test_unknown_condition_names_the_bad_key(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", "when: {fact: owns_renault}", "when: {owns: renault}")
    assert_problem(problems_of(almanac), where(path, "when: {owns: renault}", "{owns"), "unknown condition", "got owns", "sex, fact")


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ('"300"', ("valid integer", "'300'")),
        ("08", ("valid integer", "'08'")),
        ("300.0", ("valid integer", "300.0")),
        ("true", ("valid integer", "True")),
        ("-300", ("greater than or equal to 0", "-300")),
    ],
)
def test_wrong_type_is_named(almanac: Path, value: str, words: tuple[str, ...]) -> None:
    path = edit(almanac, "events.yaml", PAY_0317, PAY_0317.replace("300", value))
    assert_problem(problems_of(almanac), where(path, '"03-17"', value), *words)


def test_unexpected_key_is_named(almanac: Path) -> None:
    path = edit(almanac, "cards.yaml", "hazard-01: {deck: hazard,", "hazard-01: {deck: hazard, colour: blue,")
    line = where(path, "hazard-01:").rsplit(":", 1)[0]
    assert_problem(problems_of(almanac), line, "unexpected key colour")


@pytest.mark.parametrize(
    ("name", "old", "new", "key", "message"),
    [
        ("text/en.yaml", "signs:\n", "colours:\n  red: Red\nsigns:\n", "colours:", "unexpected key colours"),
        ("events.yaml", '  "01-16":\n', '  "02-30":\n', '"02-30":', "'02-30' is not a date of the year"),
    ],
    ids=["unexpected-key", "date-key"],
)
def test_problem_about_a_key_is_placed_on_the_key(almanac: Path, name: str, old: str, new: str, key: str,
                                                   message: str) -> None:
    """A key whose value starts on the next line is still named on its own line."""
    path = edit(almanac, name, old, new)
    assert_problem(problems_of(almanac), where(path, key), message)


@pytest.mark.parametrize(
    ("old", "new", "at", "message"),
    [
        ("{fact: owns_renault}", "{fact: owns_peugeot}", "{fact", "unknown fact 'owns_peugeot' (facts: married,"),
        ("{question: smoking_cigar}", "{question: smoking_pipe}", "{question", "unknown question 'smoking_pipe' (questions: wearing_suit,"),
        ("{quiz: aspirin}", "{quiz: paracetamol}", "{quiz", "unknown quiz 'paracetamol' (quizzes: beatles_titles,"),
        ("{table: fine_weather}", "{question: fine_weather}", "{question", "'fine_weather' is a table question: use {table: fine_weather}"),
        ("among: {sex: female}", "among: {quiz: aspirin}", "{pay_player", "a target's `among` cannot ask questions or quizzes"),
    ],
    ids=["fact", "question", "quiz", "table", "among"],
)
def test_unknown_reference_in_events_is_named(almanac: Path, old: str, new: str, at: str, message: str) -> None:
    path = edit(almanac, "events.yaml", old, new)
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if new in line)
    assert_problem(problems_of(almanac), where(path, line, at), message)


def test_date_that_does_not_exist(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", '"02-29": {frame: red', '"02-30": {frame: red')
    line = where(path, '"02-30"').rsplit(":", 1)[0]
    assert_problem(problems_of(almanac), line, "'02-30' is not a date of the year")


def test_malformed_date_is_explained_in_words(almanac: Path) -> None:
    """A date written wrongly is explained as a date (``MM-DD``), not as a regular expression."""
    path = edit(almanac, "events.yaml", '{move_to: "07-31"}', '{move_to: "07-32"}')
    problems = problems_of(almanac)
    here = [p for p in problems if p.startswith(where(path, '"07-32"') + ": ")]
    assert here, problems
    assert "'07-32'" in here[0]
    assert "MM-DD" in here[0] or "date" in here[0], here[0]
    assert "^(" not in here[0], f"the message shows a regular expression: {here[0]}"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('  "06-30": {frame: quarter}\n', "the square 06-30 (quarter) is missing"),
        ('  "07-23": {frame: sign, sign: leo}\n', "the square 07-23 (sign leo) is missing"),
        ('  "12-31": {frame: finish}\n', "the square 12-31 (finish) is missing"),
    ],
    ids=["quarter", "sign", "finish"],
)
def test_missing_special_square(almanac: Path, line: str, message: str) -> None:
    path = edit(almanac, "events.yaml", line, "")
    assert_problem(problems_of(almanac), where(path, '"01-01": {frame: start}', '"01-01"'), message)


def test_special_square_with_wrong_frame(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", '"07-23": {frame: sign, sign: leo}', '"07-23": {frame: sign, sign: virgo}')
    assert_problem(problems_of(almanac), where(path, '"07-23"', "sign, sign"), "07-23 must be framed sign with sign leo")


# --------------------------------------------------------------------------- texts


@pytest.mark.parametrize(
    ("old", "keys"),
    [
        ('  "01-24":', ["almanac.01-24.title", "almanac.01-24.text"]),
        ('  chance-05: "Your neighbour', ["cards.chance-05"]),
        ('  cat: "Has a cat"', ["facts.cat"]),
    ],
    ids=["almanac", "card", "fact"],
)
def test_missing_text_key(almanac: Path, old: str, keys: list[str]) -> None:
    path = almanac / "text" / "en.yaml"
    kept, dropping = [], False
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        # the key's line goes, and with a date's block its notes, title and text (the lines indented deeper)
        dropping = line.startswith(old) or (dropping and line.startswith(" " * (len(old) - len(old.lstrip()) + 1)))
        if not dropping:
            kept.append(line)
    path.write_text("".join(kept), encoding="utf-8")
    problems = problems_of(almanac)
    for key in keys:
        assert_problem(problems, f"{path}:1:1", f"missing text {key}")
    assert len(problems) == len(keys)


@pytest.mark.parametrize(
    ("line_text", "at", "old", "new", "message"),
    [
        ('text: "On 24 January 1848', '"On 24 January', "Stake your claim: draw", "Stake {amount}: draw",
         "almanac.01-24.text: unknown placeholder(s) {amount} (allowed: none)"),
        ("hazard-05:", '"You sit', "Pay {amount} to the bank for a new pair", "Go back {days} days",
         "cards.hazard-05: unknown placeholder(s) {days} (allowed: {amount})"),
        ("hazard-05:", '"You sit', "Pay {amount} to the bank for a new pair", "Pay {amount to the bank",
         "cards.hazard-05: unknown placeholder(s)"),
    ],
    ids=["almanac-amount", "card-days", "unbalanced"],
)
def test_placeholder_the_data_does_not_provide(almanac: Path, line_text: str, at: str, old: str, new: str,
                                               message: str) -> None:
    path = edit(almanac, "text/en.yaml", old, new)
    assert_problem(problems_of(almanac), where(path, line_text, at), message)


def test_nothing_half_loads_every_problem_is_listed(almanac: Path) -> None:
    events = edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("draw", "drow"))
    edit(almanac, "events.yaml", PAY_0317, PAY_0317.replace("300", '"300"'))
    cards = edit(almanac, "cards.yaml", "{pay_bank: 100}]}\n  hazard-02", '{pay_bank: "100"}]}\n  hazard-02')
    quizzes = edit(almanac, "quizzes.yaml", "  five_nations:\n    required: 4", "  five_nations:\n    required: 5")
    edition = edit(almanac, "editions/classic.yaml", "players: {min: 2, max: 6}", "players: {min: 6, max: 2}")
    profile = edit(almanac, "profile.yaml", "  fine_weather: {table: true}", "  fine_weather: {table: yes}")
    problems = problems_of(almanac)
    assert_problem(problems, where(events, '"01-06"', "{drow"), "unknown effect", "got drow")
    assert_problem(problems, where(events, '"03-17"', '"300"'), "valid integer", "'300'")
    assert_problem(problems, where(cards, "hazard-01:", '"100"'), "valid integer", "'100'")
    assert_problem(problems, where(quizzes, "required: 5", "required", after="five_nations:"), "the quiz needs 5 answers but lists 4")
    assert_problem(problems, where(edition, "players:", "{min"), "min is larger than max")
    assert_problem(problems, where(profile, "fine_weather:", "yes"), "valid boolean", "'yes'")
    assert len(problems) == 6


# --------------------------------------------------------------------------- languages and the CLI


def test_language_file_gaps_fall_back_to_english_with_warnings(almanac: Path, english: Texts) -> None:
    french = almanac / "text" / "fr.yaml"
    french.write_text(
        "format: 1\nlanguage: fr\nalmanac:\n"
        '  "01-06": {title: "L\'Épiphanie", text: "Les Rois mages apportent leurs présents : tirez une carte Chance."}\n',
        encoding="utf-8",
    )
    texts = load_texts(load_content(almanac), "fr")
    assert texts.language == "fr"
    assert texts.text("almanac.01-06.title") == "L'Épiphanie"
    assert texts.text("almanac.01-24.title") == english.text("almanac.01-24.title")
    assert texts.text("cards.hazard-01") == english.text("cards.hazard-01")
    assert any("missing text almanac.01-24.title" in w and "English shown" in w for w in texts.warnings)
    assert any("missing text cards.hazard-01" in w for w in texts.warnings)
    assert not any("almanac.01-06." in w for w in texts.warnings)
    assert all(w.startswith(str(french)) for w in texts.warnings)


def test_language_file_placeholder_differing_from_english_falls_back(almanac: Path, english: Texts) -> None:
    (almanac / "text" / "fr.yaml").write_text(
        'format: 1\nlanguage: fr\ncards:\n  hazard-01: "Une contravention. Payez {days} à la banque."\n', encoding="utf-8"
    )
    texts = load_texts(load_content(almanac), "fr")
    assert texts.text("cards.hazard-01") == english.text("cards.hazard-01")
    assert any("cards.hazard-01: unknown placeholder(s) {days}" in w for w in texts.warnings)


FAULTY_PORTUGUESE = (
    "almanac:\n"
    '  "01-01": {title: "Ano Novo"}\n'                                              # a title alone
    '  "01-06":\n'
    '    titel: "Dia de Reis"\n'                                                     # a mistyped inner key
    '    text: "Os Reis Magos trazem presentes: tire uma carta Sorte."\n'
    '  "01-24": "Ouro na Califórnia"\n'                                               # a date that is no entry
    "signs:\n"
    '  leo: ["Leão"]\n'                                                               # a list, not a text
    '  aries: "Áries"\n'
    'cards: "todas"\n'                                                                # a section that is no mapping
    "facts:\n"
    '  {fact}: "Você usa óculos"\n'
)


def faulty_portuguese(almanac: Path, classic: Content) -> Path:
    """Write ``text/pt_BR.yaml`` with one fault of each kind beside well-formed entries; return it."""
    path = almanac / "text" / "pt_BR.yaml"
    path.write_text(FAULTY_PORTUGUESE.replace("{fact}", classic.facts[0]), encoding="utf-8")
    return path


def test_a_faulty_entry_of_a_language_file_shows_only_its_own_texts_in_english(almanac: Path, classic: Content,
                                                                                english: Texts) -> None:
    """One bad value voids its entry, not the file: a title alone is a translated title, the rest is used."""
    path = faulty_portuguese(almanac, classic)
    texts = load_texts(load_content(almanac), "pt_BR")
    assert texts.text("almanac.01-01.title") == "Ano Novo"
    assert texts.text("almanac.01-01.text") == english.text("almanac.01-01.text")
    assert texts.text("almanac.01-06.text") == "Os Reis Magos trazem presentes: tire uma carta Sorte."
    assert texts.text("almanac.01-06.title") == english.text("almanac.01-06.title")
    assert texts.text("almanac.01-24.title") == english.text("almanac.01-24.title")
    assert (texts.text("signs.aries"), texts.text("signs.leo")) == ("Áries", english.text("signs.leo"))
    assert texts.text(f"facts.{classic.facts[0]}") == "Você usa óculos"
    assert texts.text("cards.chance-01") == english.text("cards.chance-01")
    cards = where(path, "cards:", '"todas')
    assert f"{where(path, 'leo:', '[')}: signs.leo should be a text in quotes, not a list (English shown)" in texts.warnings
    assert f"{cards}: cards should map each key to a text (English shown)" in texts.warnings
    assert any(w.startswith(where(path, '"01-24"', '"Ouro') + ": almanac.01-24 should be an entry") for w in texts.warnings)
    assert f"{path}: missing text almanac.01-01.text (English shown)" in texts.warnings
    assert not any("missing text cards." in w or "missing text almanac.01-24" in w for w in texts.warnings), \
        "a faulty section or entry is named once, at its place"


def test_validate_names_every_fault_of_a_language_file_in_one_run(almanac: Path, classic: Content,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = faulty_portuguese(almanac, classic)
    assert main(["validate", str(almanac), "--lang", "pt_BR"]) == 1
    out = printed(capsys).splitlines()
    en = almanac / "text" / "en.yaml"
    text_line, date, cards = where(en, 'text: "Happy New Year', '"Happy'), where(path, '"01-01"'), where(path, "cards:", '"todas')
    assert f"{text_line}: almanac.01-01.text is not translated in {path} (missing key; its date is at {date})" in out
    assert f"{where(path, 'titel:')}: extra key almanac.01-06.titel (nothing needs it: a typo, or a date that was removed?)" in out
    assert any(line.startswith(where(path, '"01-24"', '"Ouro') + ": almanac.01-24 should be an entry") for line in out)
    assert f"{where(path, 'leo:', '[')}: signs.leo should be a text in quotes, not a list (English shown)" in out
    assert f"{cards}: cards should map each key to a text (English shown)" in out
    assert not any("title is missing" in line or "unexpected key" in line for line in out)
    assert not any("cards.chance-01 is not translated" in line for line in out), "the faulty section is named once"
    assert "pt_BR: 4 of 354 texts translated (1%)" in out  # 01-01 title, 01-06 text, aries, the fact


def test_a_language_file_that_cannot_be_read_says_none_of_it_is_used(almanac: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = almanac / "text" / "pt_BR.yaml"
    path.write_text('signs:\n  aries: "Áries\n  leo: "Leão"\n', encoding="utf-8")
    texts = load_texts(load_content(almanac), "pt_BR")
    assert len(texts.warnings) == 1 and "the file cannot be read: none of its texts is used" in texts.warnings[0]
    opened = where(path, "aries:", '"')
    assert f"{opened}: a quote opened here is not closed on its line" in texts.warnings[0]
    assert main(["validate", str(almanac), "--lang", "pt_BR"]) == 1
    out = printed(capsys).splitlines()
    assert [line for line in out if line.startswith(f"{path}:")] == [line for line in out if "cannot be read" in line]
    assert "pt_BR: 0 of 354 texts translated (0%)" in out and not any("missing key" in line for line in out)


def test_shipped_content_loads_without_warnings(classic: Content) -> None:
    for language in ("en", "fr", "it"):
        texts = load_texts(classic, language)
        assert texts.warnings == () and texts.language == language and texts.content is classic


def test_validate_accepts_the_shipped_content(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SHIPPED)]) == 0
    out = printed(capsys)
    assert "content valid" in out
    assert "78 cards" in out


def test_validate_refuses_a_broken_copy(almanac: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("draw", "drow"))
    assert main(["validate", str(almanac)]) == 1
    out = printed(capsys)
    assert where(path, '"01-06"', "{drow") + ": unknown effect" in out
    assert "1 problem." in out


def test_validate_lists_a_language_file_gaps(almanac: Path, capsys: pytest.CaptureFixture[str]) -> None:
    french = almanac / "text" / "fr.yaml"
    french.write_text('format: 1\nlanguage: fr\nextra: {}\n', encoding="utf-8")
    assert main(["validate", str(almanac), "--lang", "fr"]) == 1
    out = printed(capsys)
    assert f"{french}:3:" in out and "unexpected key extra" in out
    french.write_text('format: 1\nlanguage: fr\ncards:\n  chance-99: "?"\n', encoding="utf-8")
    assert main(["validate", str(almanac), "--lang", "fr"]) == 1
    out = printed(capsys)
    english = almanac / "text" / "en.yaml"
    line = next(i for i, text in enumerate(english.read_text(encoding="utf-8").splitlines(), 1)
                if text.startswith('    title: "Epiphany'))
    assert f"{english}:{line}:" in out and f": almanac.01-06.title is not translated in {french} (missing key)" in out
    assert out.count("almanac.01-06.title is not translated") == 1
    assert f"{french}:4:3: extra key cards.chance-99" in out


# --------------------------------------------------------------------------- the shipped classic content

# RULINGS.md §1, the frame table (the test oracle of the board).
FRAMES = {
    "double_blue": "01-21 03-15 04-15 06-13 08-24 10-24",
    "half": "01-10 01-16 01-23 02-01 02-14 02-16 03-30 04-01 04-19 05-01 06-21 07-14 07-19 09-09 10-01 10-13 12-17",
    "blue": "01-13 01-30 02-09 02-26 03-09 03-10 03-11 03-17 04-29 05-05 05-15 05-28 06-10 06-19 07-05 07-07 "
            "07-25 08-08 08-12 08-22 09-05 09-07 09-19 09-20 10-22 10-28 11-05 11-07 11-09 11-15 11-21 12-06 12-10",
    "red": "01-06 01-24 02-06 02-24 02-29 03-06 03-13 03-22 04-02 04-10 04-13 04-18 04-25 05-06 05-11 05-19 05-20 "
           "05-25 05-29 06-04 06-06 06-18 06-24 06-26 07-04 07-12 07-21 07-29 08-03 08-06 08-15 08-27 08-31 09-02 "
           "09-10 09-25 09-29 10-06 10-16 10-18 11-11 11-16 11-26 12-01 12-02 12-03 12-08 12-15 12-19",
}

# RULINGS.md §6: the first day of each sign, classic edition.
ZODIAC = {
    "capricorn": "12-22", "aquarius": "01-20", "pisces": "02-19", "aries": "03-21",
    "taurus": "04-21", "gemini": "05-21", "cancer": "06-22", "leo": "07-23",
    "virgo": "08-23", "libra": "09-23", "scorpio": "10-23", "sagittarius": "11-22",
}


def test_board_has_366_squares(classic: Content) -> None:
    assert len(classic.squares) == 366
    assert [sq.index for sq in classic.squares] == list(range(366))
    assert classic.squares[0].date == "01-01" and classic.squares[0].frame == "start"
    assert classic.squares[59].date == "02-29"
    assert classic.squares[365].date == "12-31" and classic.squares[365].frame == "finish"
    assert [sq.date for sq in classic.squares if sq.frame == "quarter"] == ["03-31", "06-30", "09-30"]


def test_109_almanac_dates_and_105_framed_squares(classic: Content) -> None:
    framed = [sq for sq in classic.squares if sq.frame in ALMANAC_FRAMES]
    assert len(framed) == 105
    with_entry = [sq for sq in classic.squares if sq.frame in (*ALMANAC_FRAMES, "start", "quarter")]
    assert len(with_entry) == 109
    assert all(sq.effects for sq in framed), [sq.date for sq in framed if not sq.effects]


def test_frames_match_the_rulings_table(classic: Content) -> None:
    for frame, dates in FRAMES.items():
        assert sorted(sq.date for sq in classic.squares if sq.frame == frame) == dates.split(), frame
    assert sum(len(d.split()) for d in FRAMES.values()) == 105


def test_12_sign_squares_at_the_classic_zodiac(classic: Content) -> None:
    assert dict(classic.edition.zodiac) == ZODIAC
    signs = {sq.sign: sq.date for sq in classic.squares if sq.frame == "sign"}
    assert signs == ZODIAC
    by_date = {sq.date: sq for sq in classic.squares}
    for date in ("01-01", "01-19", "12-22", "12-31"):
        assert classic.sign_of_day[by_date[date].index] == "capricorn", date
    assert classic.sign_of_day[by_date["01-20"].index] == "aquarius"
    assert classic.sign_of_day[by_date["12-21"].index] == "sagittarius"


PAYMENTS_TO_PLAYERS = (s.PayPlayer, s.ReceivePlayer, s.PayEachOther, s.ReceiveEachOther)
PAYMENTS_TO_BANK = (s.PayBank, s.ReceiveBank)


def _rank(effect: object) -> int | None:
    if isinstance(effect, PAYMENTS_TO_PLAYERS):
        return 1
    if isinstance(effect, PAYMENTS_TO_BANK):
        return 2
    if isinstance(effect, s.Draw):
        return 3
    return None


def _order_problems(where_: str, effects: tuple[object, ...]) -> list[str]:
    """Walk every effects list: its payments to players, to the bank and draws come in that order.

    ``when``, ``for_each_player`` and ``choose`` are walked into; their own lists
    are checked on their own (exclusive branches are not compared with each other).
    """
    problems: list[str] = []
    last = 0
    for i, effect in enumerate(effects):
        rank = _rank(effect)
        if rank is not None:
            if rank < last:
                problems.append(f"{where_}[{i}]: {type(effect).__name__} after a later kind of effect")
            last = max(last, rank)
        if isinstance(effect, s.When):
            problems += _order_problems(f"{where_}[{i}].do", effect.do)
            problems += _order_problems(f"{where_}[{i}].else", effect.else_)
        elif isinstance(effect, s.ForEachPlayer):
            problems += _order_problems(f"{where_}[{i}].for_each_player", effect.for_each_player)
        elif isinstance(effect, s.Choose):
            for j, option in enumerate(effect.choose):
                problems += _order_problems(f"{where_}[{i}].choose[{j}]", option)
    return problems


def test_order_helper_catches_a_draw_before_a_payment() -> None:
    effects = (s.Draw(draw="chance"), s.PayBank(pay_bank=300))
    assert _order_problems("x", effects) == ["x[1]: PayBank after a later kind of effect"]


def test_effects_respect_the_order_of_rulings_4_2(classic: Content) -> None:
    problems: list[str] = []
    for sq in classic.squares:
        problems += _order_problems(sq.date, sq.effects)
    for card_id, card in classic.cards.items():
        problems += _order_problems(card_id, card.effects)
    assert problems == []


@pytest.mark.parametrize("edition", ["classic", "italian"])
def test_every_english_text_formats_without_leftover_braces(edition: str) -> None:
    content = load_content(edition=edition)
    texts = load_texts(content)
    keys = required_text_keys(content)
    assert len(keys) > 300
    for key in keys:
        text = texts.text(key)
        assert "{" not in text and "}" not in text, f"{key}: {text}"
        assert text.strip(), key


def test_english_texts_cover_the_content_exactly(classic: Content, english: Texts) -> None:
    assert check_texts(classic, english.entries, None) == ([], [], [])


def test_money_placeholders_are_written_with_the_currency(english: Texts) -> None:
    assert english.text("cards.hazard-06").endswith("Pay 300\u00a0F to the bank.")
    assert "Receive 1\u00a0000\u00a0F from the bank." in english.text("cards.chance-12")
    phone = english.text("almanac.03-10.text")
    assert "pays 600\u00a0F to the bank" in phone and "every other player pays 300\u00a0F." in phone
    assert "the bank pays you 400\u00a0F" in english.text("almanac.06-30.text")
    assert "pay 300\u00a0F to the bank and advance 15 days" in english.text("almanac.02-01.text")
    assert "If you hold less than 1\u00a0000\u00a0F, the bank pays you 500\u00a0F; otherwise, it pays you 200\u00a0F." in english.text(
        "almanac.09-02.text")
    assert "the bank adds 2 to your" in english.text("cards.chance-18")
    assert "Go back 5 days" in english.text("cards.hazard-23")


@pytest.mark.parametrize("edition, expected", [("classic", "1\u00a0000\u00a0000\u00a0F"), ("italian", "L.\u00a01.000.000")])
def test_an_amount_never_breaks_across_lines(edition: str, expected: str) -> None:
    """Amounts are joined by no-break spaces, so a card or the log never splits "1 000 F" over two lines."""
    content = load_content(edition=edition)
    assert content.format_money(1_000_000) == expected
    assert " " not in content.format_money(-12_345)
    assert content.format_money(content.money(1000)) in load_texts(content).text("cards.chance-12"), "card texts use it too"


# --------------------------------------------------------------------------- pictograms


def test_every_shipped_almanac_date_has_a_pictogram_of_qtawesome(classic: Content) -> None:
    from gameofyear.content.icons import charmap, is_icon

    almanac = [square for square in classic.squares if square.frame in ("red", "blue", "double_blue", "half")]
    assert len(almanac) > 100
    for square in almanac:
        assert square.icon is not None and is_icon(square.icon), square.date
        prefix, _, name = square.icon.partition(".")
        assert name in (charmap(prefix) or {}), square.icon
    assert all(square.icon is None for square in classic.squares if square.frame == "plain")


def test_an_unknown_icon_is_named_with_file_line_and_column(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("mdi6.crown", "mdi6.crwn"))
    [problem] = problems_of(almanac)
    assert_problem([problem], where(path, '"01-06"', "mdi6.crwn"), "'mdi6.crwn' is not an icon", "did you mean mdi6.crown")


def test_an_icon_name_without_a_font_prefix_is_named(almanac: Path) -> None:
    path = edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("mdi6.crown", "crown"))
    [problem] = problems_of(almanac)
    assert_problem([problem], where(path, '"01-06"', "crown"), "'crown' is not an icon name", "mdi6")


def test_icon_names_are_read_without_qt() -> None:
    """The names come from qtawesome's JSON character maps: checking them imports no Qt module."""
    import subprocess
    import sys

    code = ("import sys; from gameofyear.content.icons import is_icon; "
            "assert is_icon('mdi6.crown') and not is_icon('mdi6.crwn'); "
            "assert not [m for m in sys.modules if m.startswith(('PySide6', 'qtpy', 'qtawesome'))], sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_pictogram_changes_no_rule_saves_keep_their_digest(almanac: Path) -> None:
    before = load_content(almanac).digest
    edit(almanac, "events.yaml", DRAW_0106, DRAW_0106.replace("mdi6.crown", "fa6s.crown"))
    edit(almanac, "events.yaml", "    icon: mdi6.hanger\n", "")
    after = load_content(almanac)
    assert after.digest == before and after.squares[5].icon == "fa6s.crown"


@pytest.mark.parametrize("quote", ['"', "'"])
def test_a_quote_left_open_is_named_at_its_own_line_not_the_next(tmp_path: Path, quote: str) -> None:
    """YAML finds the mistake a line later, where the runaway text meets the next key; the error names the
    line and column of the lone quote (a translator's most common slip), whatever comes after it."""
    path = tmp_path / "words.yaml"
    path.write_text(f'signs:\n  aries: "Bélier"\n  taurus: {quote}Taureau\n  gemini: "Gémeaux"\n  cancer: "Cancer"\n',
                    encoding="utf-8")
    with pytest.raises(ContentError) as info:
        read_yaml(path, plain_text=True)
    assert info.value.problems[0].startswith(f"{path}:3:11: a quote opened here is not closed on its line")


def test_a_key_given_twice_in_a_language_file_is_named_and_the_rest_of_the_file_is_kept(
        almanac: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One slip no longer throws the whole language away: the second key is named at its line, its first value
    is used, and every other text of the file still shows (English only for nothing else)."""
    path = almanac / "text" / "fr.yaml"
    text = path.read_text(encoding="utf-8")
    first = next(line for line in text.splitlines() if line.strip().startswith("aries:"))
    path.write_text(text.replace(first + "\n", first + "\n" + first.split(":")[0] + ': "Bis"\n', 1), encoding="utf-8")
    second = [i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
              if line.strip().startswith("aries:")][1]
    texts = load_texts(load_content(almanac), "fr")
    assert texts.warnings == (f"{path}:{second}:3: duplicate key 'aries' (each key may appear only once: "
                              f"the first one is used)",)
    assert texts.text("signs.aries") == first.split(":", 1)[1].strip().strip('"')
    assert texts.text("almanac.01-01.title") == "Jour de l'An"
    assert main(["validate", str(almanac), "--lang", "fr"]) == 1
    out = printed(capsys)
    assert re.search(r"^fr: (\d+) of \1 texts translated \(100%\)$", out, re.M), out
