"""House almanacs: a folder of a family's own dates, laid over the game's own almanac.

``load_content(folder)`` with a folder that is not a whole almanac reads the
game's own content first and lays each file of the folder over it: dates,
cards, quizzes and questions by their key, facts added, editions whole, texts
key by key; ``"MM-DD": null`` removes a date. The result is validated like the
game's own, and every problem names the file (house or game's own) and the
line its entry came from (docs/CONTENT.md, "A house almanac").

Most tests lay a house folder over a private copy of the game's almanac
(``game`` fixture), so that they state exactly what lies below the house layer.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from helpers import Driver, build, printed

from gameofyear.cli import main
from gameofyear.content import Content, ContentError, load_content, load_texts, loader, read_yaml
from gameofyear.content import schema as s
from gameofyear.content.loader import content_layers, default_folder
from gameofyear.dates import day_index
from gameofyear.engine import events as ev
from gameofyear.simulation import simulate

SHIPPED = Path(__file__).resolve().parents[1] / "almanac"
EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "house-almanac"


# --------------------------------------------------------------------------- helpers


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private copy of the game's almanac, used as the default content below every house folder."""
    folder = tmp_path / "game-almanac"
    shutil.copytree(SHIPPED, folder)
    for extra in (folder / "text").glob("*.yaml"):
        if extra.name != "en.yaml":
            extra.unlink()  # other languages are written by the tests that need them
    monkeypatch.setattr(loader, "default_folder", lambda: folder)
    return folder


@pytest.fixture
def house(tmp_path: Path) -> Path:
    """An empty house almanac folder."""
    folder = tmp_path / "house"
    folder.mkdir()
    return folder


def write(folder: Path, name: str, text: str) -> Path:
    """Write ``folder/name`` (folders made as needed) and return it."""
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def events(*lines: str) -> str:
    """A house ``events.yaml`` with these lines under ``days:``."""
    return "format: 1\ndays:\n" + "".join(f"  {line}\n" for line in lines)


def texts(*lines: str, language: str = "en") -> str:
    """A house ``text/<language>.yaml`` with these lines under ``almanac:``."""
    return f"format: 1\nlanguage: {language}\nalmanac:\n" + "".join(f"  {line}\n" for line in lines)


def where(path: Path, line_text: str, at: str | None = None) -> str:
    """Return ``"path:line:column"`` of ``at`` (default ``line_text``) on the first line holding ``line_text``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line_text in line:
            return f"{path}:{number}:{line.index(at or line_text, line.index(line_text)) + 1}"
    raise AssertionError(f"{line_text!r} is not in {path}")


def problems_of(folder: Path, **options: str) -> list[str]:
    """Load ``folder``, which must fail, and return its problems."""
    with pytest.raises(ContentError) as info:
        load_content(folder, **options)
    assert info.value.problems
    return info.value.problems


def assert_problem(problems: list[str], place: str, *words: str) -> None:
    """Assert that one problem starts with ``place`` (``file:line:column``) and holds every word."""
    here = [p for p in problems if p.startswith(place + ": ")]
    assert here, f"no problem at {place}; problems:\n" + "\n".join(problems)
    assert any(all(w in p for w in words) for p in here), f"none at {place} says {words}:\n" + "\n".join(here)


def square(content: Content, date: str) -> object:
    return content.squares[day_index(date)]


PICNIC = '"07-14": {frame: red, effects: [{receive_bank: 300}]}'
PICNIC_TEXT = '"07-14": {title: "The picnic at the lake", text: "Sandwiches for everyone: the bank pays you {amount}."}'
ROSE = '"05-12": {frame: red, effects: [{receive_bank: 200}]}'
ROSE_TEXT = '"05-12": {title: "Grandma Rose\'s birthday", text: "She slips {amount} into your pocket."}'


# --------------------------------------------------------------------------- which folders are layered


def test_the_game_s_own_folder_is_read_alone_and_gives_the_same_content() -> None:
    """``load_content()`` and ``load_content(default_folder())`` are the same content, one layer."""
    plain, named = load_content(), load_content(default_folder())
    assert plain == named
    assert plain.layers == named.layers == (default_folder(),)
    assert plain.folder == default_folder()
    assert plain.digest == named.digest


def test_a_whole_almanac_is_read_alone(tmp_path: Path, game: Path) -> None:
    """A folder with every file of an almanac replaces the game's own, as before house almanacs."""
    whole = tmp_path / "whole"
    shutil.copytree(game, whole)
    path = whole / "events.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('  "06-30": {frame: quarter}\n', ""), encoding="utf-8")
    assert content_layers(whole) == (whole,)
    assert_problem(problems_of(whole), where(path, '"01-01"'), "the square 06-30 (quarter) is missing")


def test_a_house_folder_lies_over_the_game_s_own(game: Path, house: Path) -> None:
    write(house, "events.yaml", events(ROSE))
    write(house, "text/en.yaml", texts(ROSE_TEXT))
    content = load_content(house)
    assert content.folder == house
    assert content.layers == (game, house)
    assert content_layers(house) == (game, house)


def test_a_missing_or_empty_house_folder_is_refused(tmp_path: Path, house: Path) -> None:
    """A mistyped path or a folder with no almanac file never plays the game's own almanac silently."""
    missing = tmp_path / "no-such-almanac"
    assert problems_of(missing) == [f"{missing}:1:1: no such folder"]
    (house / "notes.txt").write_text("ideas for dates", encoding="utf-8")
    assert problems_of(house) == [f"{house}:1:1: no almanac file in this folder (expected events.yaml, profile.yaml, "
                                  "quizzes.yaml, card files, editions/<name>.yaml or text/<lang>.yaml)"]


def test_a_house_yaml_file_the_game_would_not_read_is_refused(game: Path, house: Path) -> None:
    """``event.yaml`` (a typo) would leave the almanac unchanged without a word: it is named."""
    path = write(house, "event.yaml", events(ROSE))
    problems = problems_of(house)
    assert len(problems) == 1
    assert_problem(problems, f"{path}:1:1", "the game does not read this file", "events.yaml", "cards.yaml")


# --------------------------------------------------------------------------- events.yaml


def test_a_house_date_replaces_the_game_s_entry_and_its_text(game: Path, house: Path) -> None:
    classic = load_content(game)
    write(house, "events.yaml", events(PICNIC))
    write(house, "text/en.yaml", texts(PICNIC_TEXT))
    content = load_content(house)
    picnic = square(content, "07-14")
    assert picnic.frame == "red"
    assert picnic.effects == (s.ReceiveBank(receive_bank=300),)
    assert load_texts(content).text("almanac.07-14.title") == "The picnic at the lake"
    assert load_texts(content).text("almanac.07-14.text") == "Sandwiches for everyone: the bank pays you 300\u00a0F."
    assert [sq for sq in content.squares if sq.date != "07-14"] == [sq for sq in classic.squares if sq.date != "07-14"]
    assert content.red_days == tuple(sorted({*classic.red_days} | {day_index("07-14")}))
    assert day_index("07-14") not in content.blue_days


def test_a_house_date_without_its_own_text_keeps_the_game_s_words(game: Path, house: Path) -> None:
    """Changing an amount needs no new text: the placeholders follow the data."""
    classic = load_content(game)
    write(house, "events.yaml", events('"03-17": {frame: blue, effects: [{pay_bank: 500}]}'))
    content = load_content(house)
    assert load_texts(classic).text("almanac.03-17.text").count("300\u00a0F") == 1
    assert load_texts(content).text("almanac.03-17.text") == load_texts(classic).text("almanac.03-17.text").replace("300\u00a0F", "500\u00a0F")


def test_a_new_date_with_its_text_plays(game: Path, house: Path) -> None:
    """12 May, a plain square of the game, becomes Grandma Rose's birthday: landing there pays 200."""
    write(house, "events.yaml", events(ROSE))
    write(house, "text/en.yaml", texts(ROSE_TEXT))
    content = load_content(house)
    assert square(content, "05-12").frame == "red" and square(content, "05-12").illustrated
    assert load_texts(content).text("almanac.05-12.text") == "She slips 200\u00a0F into your pocket."
    assert sum(sq.illustrated for sq in content.squares) == sum(sq.illustrated for sq in load_content(game).squares) + 1

    played = Driver(build(2, content=content, positions=["05-10", "01-01"], dial=[2]))
    played.spin(2)
    assert ev.AlmanacRead(0, day_index("05-12")) in played.events
    assert ev.MoneyPaid(None, 0, 200, 200, "almanac:05-12") in played.events


def test_a_new_date_without_a_text_is_refused_in_the_house_language_file(game: Path, house: Path) -> None:
    """The missing words of a house date are asked of the house's ``text/en.yaml``, not of the game's."""
    write(house, "events.yaml", events(ROSE))
    problems = problems_of(house)
    assert problems == [f"{house / 'text' / 'en.yaml'}:1:1: missing text almanac.05-12.title",
                        f"{house / 'text' / 'en.yaml'}:1:1: missing text almanac.05-12.text"]


def test_null_removes_a_date_and_its_words_are_no_longer_needed(game: Path, house: Path, capsys) -> None:
    """``"04-01": null`` leaves 1 April a plain square; the game's words for it are not 'extra keys'."""
    write(house, "events.yaml", events('"04-01": null'))
    content = load_content(house)
    april_fool = square(content, "04-01")
    assert (april_fool.frame, april_fool.effects, april_fool.illustrated) == ("plain", (), False)
    assert day_index("04-01") not in content.red_days + content.blue_days
    assert main(["validate", str(house)]) == 0
    assert "content valid, laid over the game's own almanac" in printed(capsys)


def test_a_square_the_edition_needs_cannot_be_removed(game: Path, house: Path) -> None:
    """The frame table still holds after layering: removing a sign square is refused where it is written."""
    path = write(house, "events.yaml", events('"07-23": null', PICNIC))
    assert_problem(problems_of(house), where(path, '"07-23"'), "the square 07-23 (sign leo) cannot be removed")


def test_a_house_date_must_keep_the_frame_the_edition_gives_it(game: Path, house: Path) -> None:
    path = write(house, "events.yaml", events('"06-30": {frame: red, effects: [{draw: chance}]}'))
    problems = problems_of(house)
    assert_problem(problems, where(path, "frame: red", "red"), "06-30 must be framed quarter (edition classic)")
    assert len(problems) == 1


def test_removing_a_date_the_game_does_not_have_is_refused(game: Path, house: Path) -> None:
    path = write(house, "events.yaml", events('"05-12": null'))
    assert_problem(problems_of(house), where(path, '"05-12"'), "no entry on 05-12: nothing to remove")


def test_a_house_date_is_written_with_two_digits(game: Path, house: Path) -> None:
    """``"7-14"`` would be a second key for 14 July: it is refused with the right spelling."""
    path = write(house, "events.yaml", events('"7-14": {frame: red, effects: [{draw: chance}]}'))
    assert_problem(problems_of(house), where(path, '"7-14"'), "write the date '7-14' as \"07-14\"")


# --------------------------------------------------------------------------- errors name the house file


def test_an_error_in_a_house_file_names_the_house_file_and_line(game: Path, house: Path) -> None:
    path = write(house, "events.yaml", events(ROSE, '"09-03": {frame: blue, effects: [{drow: hazard}]}'))
    write(house, "text/en.yaml", texts(ROSE_TEXT))
    problems = problems_of(house)
    assert len(problems) == 1
    assert_problem(problems, where(path, '"09-03"', "{drow"), "unknown effect", "got drow", "did you mean draw?")


def test_a_misspelt_frame_or_deck_gets_a_did_you_mean(game: Path, house: Path) -> None:
    """A word out of a short list (a frame, a deck to draw from) is named with the nearest right one."""
    path = write(house, "events.yaml", events('"05-12": {frame: rde, effects: [{draw: chanse}]}'))
    problems = problems_of(house)
    assert_problem(problems, where(path, '"05-12"', "rde"), "Input should be 'red'", "got 'rde'; did you mean 'red'?")
    assert_problem(problems, where(path, '"05-12"', "chanse"), "got 'chanse'; did you mean 'chance'?")
    assert len(problems) == 2


def test_an_error_of_the_merged_content_names_the_house_file(game: Path, house: Path) -> None:
    """A house date that asks about a fact nobody defined is named in the house file, at the condition."""
    path = write(house, "events.yaml", events(
        '"05-12":',
        "  frame: half",
        "  effects:",
        "    - when: {fact: has_dog}",
        "      do: [{draw: chance}]",
    ))
    problems = problems_of(house)
    assert len(problems) == 1
    assert_problem(problems, where(path, "{fact: has_dog}", "{fact"), "unknown fact 'has_dog' (facts: married,")


def test_an_error_in_a_house_text_names_the_house_text_file(game: Path, house: Path) -> None:
    write(house, "events.yaml", events(ROSE))
    path = write(house, "text/en.yaml", texts(ROSE_TEXT.replace("{amount}", "{days}")))
    assert_problem(problems_of(house), where(path, '"05-12"', '"She slips'),
                   "almanac.05-12.text: unknown placeholder(s) {days} (allowed: {amount})")


def test_nothing_half_loads_problems_of_both_house_files_are_listed(game: Path, house: Path) -> None:
    events_path = write(house, "events.yaml", events(ROSE, '"09-03": {frame: blue, effects: [{pay_bank: "300"}]}'))
    quizzes_path = write(house, "quizzes.yaml", "format: 1\nquizzes:\n  family_pets:\n    required: 3\n"
                                                "    answers: [[Rex], [Minou]]\n")
    problems = problems_of(house)
    assert_problem(problems, where(events_path, '"09-03"', '"300"'), "valid integer", "'300'")
    assert_problem(problems, where(quizzes_path, "required: 3"), "the quiz needs 3 answers but lists 2")
    assert len(problems) == 2


# --------------------------------------------------------------------------- other files


def test_house_cards_replace_by_id_and_add_new_ones(game: Path, house: Path) -> None:
    classic = load_content(game)
    write(house, "cards.yaml", "format: 1\ncards:\n"
                               "  chance-01: {deck: chance, effects: [{receive_bank: 700}]}\n"
                               "  chance-martin-01: {deck: chance, effects: [{receive_tokens: 1}]}\n")
    write(house, "text/en.yaml", 'format: 1\nlanguage: en\ncards:\n'
                                 '  chance-01: "Uncle Paul pays you back at last: {amount}."\n'
                                 '  chance-martin-01: "Aunt Lise knits you a lucky scarf: take {tokens} token."\n')
    content = load_content(house)
    assert content.cards["chance-01"].effects == (s.ReceiveBank(receive_bank=700),)
    assert content.chance_cards == (*classic.chance_cards, "chance-martin-01")
    assert content.hazard_cards == classic.hazard_cards
    assert load_texts(content).text("cards.chance-01") == "Uncle Paul pays you back at last: 700\u00a0F."
    assert load_texts(content).text("cards.chance-martin-01") == "Aunt Lise knits you a lucky scarf: take 1 token."
    assert load_texts(content).text("cards.chance-02") == load_texts(classic).text("cards.chance-02")


def test_a_house_edition_replaces_the_game_s_whole_and_may_list_its_own_card_files(game: Path, house: Path) -> None:
    classic = load_content(game)
    edition = (game / "editions" / "classic.yaml").read_text(encoding="utf-8")
    edition = edition.replace("card_files: [cards.yaml]", "card_files: [cards.yaml, martin-cards.yaml]")
    edition = edition.replace("start_money: 800\n", "start_money: 1200\n")
    assert "martin-cards.yaml" in edition and "start_money: 1200" in edition
    write(house, "editions/classic.yaml", edition)
    write(house, "martin-cards.yaml", "format: 1\ncards:\n  hazard-martin-01: {deck: hazard, effects: [{lose_turn: 1}]}\n")
    write(house, "text/en.yaml", 'format: 1\nlanguage: en\ncards:\n  hazard-martin-01: "The car breaks down again."\n')
    content = load_content(house)
    assert content.edition.start_money == 1200
    assert content.hazard_cards == (*classic.hazard_cards, "hazard-martin-01")
    assert load_content(house, edition="italian").edition == load_content(game, edition="italian").edition


def test_a_house_edition_can_be_a_new_one(game: Path, house: Path, capsys) -> None:
    edition = (game / "editions" / "classic.yaml").read_text(encoding="utf-8").replace("name: classic", "name: martin")
    write(house, "editions/martin.yaml", edition.replace("vacation_cards: 2", "vacation_cards: 3"))
    assert load_content(house, edition="martin").edition.vacation_cards == 3
    assert load_content(house).edition.name == "classic"
    with pytest.raises(ContentError, match=r"no such edition \(known: classic, italian, martin\)"):
        load_content(house, edition="family")
    assert main(["validate", str(house)]) == 0
    assert "editions: classic (78 cards), italian (87 cards), martin (78 cards)" in printed(capsys)


def test_house_quizzes_replace_or_add_by_id(game: Path, house: Path) -> None:
    classic = load_content(game)
    write(house, "quizzes.yaml", "format: 1\nquizzes:\n"
                                 "  beatles_titles: {required: 2, answers: [[Yesterday], [Help!], [Let It Be]]}\n"
                                 "  family_pets: {required: 2, answers: [[Rex], [Minou], [Caramel]]}\n")
    write(house, "events.yaml", events('"05-12": {frame: half, effects: [{when: {quiz: family_pets}, do: [{draw: chance}]}]}'))
    write(house, "text/en.yaml", texts('"05-12": {title: "Pets day", text: "Name two of our pets: draw a Chance card."}')
          + 'quizzes:\n  family_pets: "Name two pets the Martins have had."\n')
    content = load_content(house)
    assert content.quizzes["beatles_titles"].required == 2
    assert content.quizzes["family_pets"].answers == (("Rex",), ("Minou",), ("Caramel",))
    assert set(content.quizzes) == {*classic.quizzes, "family_pets"}
    assert load_texts(content).text("quizzes.beatles_titles") == load_texts(classic).text("quizzes.beatles_titles")


def test_house_profile_adds_facts_and_questions(game: Path, house: Path) -> None:
    classic = load_content(game)
    write(house, "profile.yaml", "format: 1\nfacts: [has_dog, married]\nquestions:\n  wearing_slippers: {}\n")
    write(house, "events.yaml", events(
        '"05-12": {frame: half, effects: [{when: {fact: has_dog}, do: [{draw: chance}], else: [{draw: hazard}]}]}',
        '"09-03": {frame: blue, effects: [{when: {question: wearing_slippers}, do: [{draw: hazard}]}]}'))
    path = write(house, "text/en.yaml", texts(
        '"05-12": {title: "The dog show", text: "Dog owners draw a Chance card; the others a Hazard card."}',
        '"09-03": {title: "Slippers", text: "Wearing slippers? Draw a Hazard card."}')
        + 'facts:\n  has_dog: "Has a dog"\n')
    problems = problems_of(house)
    assert problems == [f"{path}:1:1: missing text questions.wearing_slippers"]
    path.write_text(path.read_text(encoding="utf-8") + 'questions:\n  wearing_slippers: "Are you wearing slippers?"\n',
                    encoding="utf-8")
    content = load_content(house)
    assert content.facts == (*classic.facts, "has_dog")
    assert set(content.questions) == {*classic.questions, "wearing_slippers"}
    assert load_texts(content).text("facts.has_dog") == "Has a dog"


def test_house_texts_replace_key_by_key(game: Path, house: Path) -> None:
    """A house almanac may give only some words: every other text stays the game's own."""
    classic = load_content(game)
    write(house, "text/en.yaml", 'format: 1\nlanguage: en\nfacts:\n  cat: "Has a cat called Moustache"\n')
    content = load_content(house)
    assert load_texts(content).text("facts.cat") == "Has a cat called Moustache"
    assert {k: v for k, v in load_texts(content).entries.items() if k != "facts.cat"} == {
        k: v for k, v in load_texts(classic).entries.items() if k != "facts.cat"}
    assert content.squares == classic.squares and content.digest == classic.digest


# --------------------------------------------------------------------------- other languages


FRENCH = "format: 1\nlanguage: fr\nalmanac:\n" \
         '  "07-14": {title: "Prise de la Bastille (1789)", text: "Le peuple de Paris prend la Bastille."}\n' \
         '  "01-06": {title: "L\'Épiphanie", text: "Tirez une carte Chance."}\n'


def test_a_replaced_date_does_not_show_the_game_s_old_translation(game: Path, house: Path) -> None:
    """The game's French words for 14 July tell of the Bastille: for the picnic, English is shown until translated."""
    write(game, "text/fr.yaml", FRENCH)
    write(house, "events.yaml", events(PICNIC))
    write(house, "text/en.yaml", texts(PICNIC_TEXT))
    french = load_texts(load_content(house), "fr")
    assert french.text("almanac.07-14.title") == "The picnic at the lake"
    assert french.text("almanac.01-06.title") == "L'Épiphanie"
    assert f"{house / 'text' / 'fr.yaml'}: missing text almanac.07-14.title (English shown)" in french.warnings
    write(house, "text/fr.yaml", texts('"07-14": {title: "Le pique-nique au lac", text: "La banque vous paie {amount}."}',
                                       language="fr"))
    french = load_texts(load_content(house), "fr")
    assert french.text("almanac.07-14.text") == "La banque vous paie 300\u00a0F."
    assert not any("07-14" in w for w in french.warnings)


def test_validate_lang_checks_a_house_language(game: Path, house: Path, capsys) -> None:
    """``validate PATH --lang fr`` names each missing key in the file that should hold it."""
    write(game, "text/fr.yaml", FRENCH)
    write(house, "events.yaml", events(ROSE, PICNIC))
    write(house, "text/en.yaml", texts(ROSE_TEXT, PICNIC_TEXT))
    house_fr = write(house, "text/fr.yaml", texts('"05-12": {title: "L\'anniversaire de Mamie Rose", '
                                                  'text: "Elle vous glisse {amount}."}', '"08-16": {title: "?", text: "?"}',
                                                  language="fr"))
    assert main(["validate", str(house), "--lang", "fr"]) == 1
    out = printed(capsys).splitlines()
    def missing(key: str, file: Path) -> bool:
        return any(re.fullmatch(rf".*en\.yaml:\d+:\d+: {re.escape(key)} is not translated in {re.escape(str(file))} "
                                r"\(missing key\)", line) for line in out)

    assert missing("almanac.07-14.title", house_fr)
    assert not missing("almanac.05-12.title", house_fr)
    assert missing("almanac.01-24.title", game / "text" / "fr.yaml")
    assert any(re.fullmatch(rf"{re.escape(str(house_fr))}:\d+:\d+: extra key almanac.08-16.title .*", line) for line in out)
    assert not any(re.search(r"extra key .*01-06", line) for line in out)
    assert main(["validate", str(house), "--lang", "en"]) == 0


def test_validate_without_lang_checks_english_and_the_house_languages(game: Path, house: Path, capsys) -> None:
    write(game, "text/fr.yaml", FRENCH)  # incomplete, but not the house's concern unless asked with --lang fr
    write(house, "events.yaml", events(ROSE))
    write(house, "text/en.yaml", texts(ROSE_TEXT))
    assert main(["validate", str(house)]) == 0
    assert "languages: en)" in printed(capsys)


def test_validate_names_the_house_file_of_a_problem(game: Path, house: Path, capsys) -> None:
    path = write(house, "events.yaml", events(ROSE.replace("receive_bank", "recieve_bank")))
    assert main(["validate", str(house)]) == 1
    out = printed(capsys)
    assert where(path, '"05-12"', "{recieve") + ": unknown effect" in out
    assert main(["validate", str(house / "nowhere")]) == 1
    assert f"{house / 'nowhere'}:1:1: no such folder" in printed(capsys)


# --------------------------------------------------------------------------- the digest


def test_the_digest_covers_both_layers(game: Path, house: Path) -> None:
    """Saves notice a change of the rules in either layer (the words are not part of the digest)."""
    own = load_content(game).digest
    path = write(house, "events.yaml", events(ROSE))
    write(house, "text/en.yaml", texts(ROSE_TEXT))
    first = load_content(house).digest
    path.write_text(events(ROSE.replace("200", "250")), encoding="utf-8")
    second = load_content(house).digest
    events_file = game / "events.yaml"
    events_file.write_text(events_file.read_text(encoding="utf-8").replace("{pay_bank: 300}]", "{pay_bank: 350}]", 1),
                           encoding="utf-8")
    third = load_content(house).digest
    assert len({own, first, second, third}) == 4
    write(house, "text/en.yaml", texts(ROSE_TEXT.replace("pocket", "coat pocket")))
    assert load_content(house).digest == third


# --------------------------------------------------------------------------- the example of docs/CONTENT.md


def test_the_documented_example_validates(capsys) -> None:
    assert main(["validate", str(EXAMPLE)]) == 0
    assert "content valid, laid over the game's own almanac" in printed(capsys)


def test_the_documented_example_plays_whole_games() -> None:
    """``gameofyear --almanac docs/examples/house-almanac/``: full headless games, and its dates do what they say."""
    content = load_content(EXAMPLE)
    assert content.layers == (default_folder(), EXAMPLE)
    assert load_texts(content).text("almanac.05-12.title") == "Grandma Rose's birthday"
    assert "200\u00a0F" in load_texts(content).text("almanac.05-12.text")
    assert load_texts(content).text("almanac.07-14.title") == "The picnic at the lake"
    assert "go back 3 days" in load_texts(content).text("almanac.09-03.text")
    summary = simulate(content, players=4, bots=["basic", "random"], games=5, seed=11)
    assert summary.games == 5 and summary.turns_per_player > 10
    assert sum(summary.win_rate_by_seat) >= 1.0

    played = Driver(build(2, content=content, positions=["08-31", "01-01"], money=[5000, 5000], dial=[3]))
    played.spin(3)
    assert ev.MoneyPaid(0, None, 300, 300, "almanac:09-03") in played.events
    assert played.game.state.players[0].position == day_index("08-31")
    assert ev.AlmanacRead(0, day_index("08-31")) not in played.events  # back 3 days, no almanac there


def test_the_documented_example_is_the_example_folder() -> None:
    """The two files shown in docs/CONTENT.md, "A house almanac", are those of ``docs/examples/house-almanac/``."""
    guide = (EXAMPLE.parents[1] / "CONTENT.md").read_text(encoding="utf-8")
    for name in ("events.yaml", "text/en.yaml"):
        shown = re.search(rf"`my-almanac/{re.escape(name)}`:\n\n```yaml\n(.*?)```", guide, re.S)
        assert shown is not None, f"CONTENT.md does not show my-almanac/{name}"
        plain = name.startswith("text/")
        assert read_yaml(name, text=shown.group(1), plain_text=plain).data == \
            read_yaml(EXAMPLE / name, plain_text=plain).data, name
