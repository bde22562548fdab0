"""The New Game dialog: seats, remembered profiles, the facts checklist, validation, the quick game."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from gameofyear.bots import BOT_LEVELS
from gameofyear.content import load_content, load_texts
from gameofyear.engine import Game
from gameofyear.engine.setup import PlayerProfile
from gameofyear.engine.variants import Variants
from gameofyear.ui import theme
from gameofyear.ui.newgame import COMPUTER, HUMAN, NewGameDialog, quick_setup

ANNA = PlayerProfile("Anna", date(1984, 5, 3), "female", frozenset({"married", "cat"}))
BOB = PlayerProfile("Bob", date(1979, 11, 23), "male", frozenset({"beard", "pipe_smoker", "owns_renault"}))


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture
def remembered(settings):
    """Settings that remember Anna (newest) and Bob."""
    settings.remember_profiles([ANNA.to_json(), BOB.to_json()])
    return settings


def _dialog(qtbot, content, settings) -> NewGameDialog:
    dialog = NewGameDialog(load_texts(content), settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _type_name(qtbot, row, text: str) -> None:
    edit = row.name_box.lineEdit()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    if text:
        qtbot.keyClicks(edit, text)


@pytest.fixture
def large_screen(monkeypatch):
    """A 1920 × 1080 screen, where the whole dialog shows without scrolling (the offscreen one is 800 × 600)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1080))


def test_dialog_starts_with_the_newest_remembered_player_and_three_computers(qtbot, content, remembered, output_dir):
    dialog = _dialog(qtbot, content, remembered)
    assert dialog.player_count() == 4
    assert [row.kind for row in dialog.rows] == [HUMAN, COMPUTER, COMPUTER, COMPUTER]
    assert dialog.rows[0].profile() == ANNA
    assert not dialog.rows[0].level_box.isEnabled()
    assert all(row.level_box.isEnabled() for row in dialog.rows[1:])
    names = [row.name for row in dialog.rows]
    assert all(names) and len(set(names)) == 4
    assert len({row.colour for row in dialog.rows}) == 4
    assert not dialog.message_label.isVisible()
    dialog.grab().save(str(output_dir / "newgame.png"))


def test_quick_game_gives_one_human_first_and_three_computers_with_distinct_colours(qtbot, content, remembered):
    dialog = _dialog(qtbot, content, remembered)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.quick_button, Qt.MouseButton.LeftButton)
    choice = dialog.choice()
    assert choice is not None
    assert len(choice.seats) == 4 and len(choice.setup.players) == 4
    assert [seat.kind for seat in choice.seats] == [HUMAN, COMPUTER, COMPUTER, COMPUTER]
    assert all(seat.level in BOT_LEVELS for seat in choice.seats)
    colours = [seat.colour for seat in choice.seats]
    assert len(set(colours)) == 4 and set(colours) <= {name for name, _ in theme.PAWN_COLOURS}
    assert choice.setup.players[0] == ANNA
    assert len({p.name for p in choice.setup.players}) == 4
    assert choice.setup.today == date.today()
    game = Game.new(choice.setup, content, 7)  # a valid setup: the engine accepts it
    assert game.pending is not None


def test_quick_setup_without_remembered_players_names_the_human(content, settings):
    choice = quick_setup(content, settings, today=date(2026, 3, 1))
    assert choice.setup.today == date(2026, 3, 1)
    assert choice.seats[0].kind == HUMAN and choice.setup.players[0].name == "Player 1"
    assert [s.kind for s in choice.seats[1:]] == [COMPUTER] * 3
    Game.new(choice.setup, content, 1)


def test_changing_the_player_count_adds_and_removes_rows(qtbot, content, settings):
    dialog = _dialog(qtbot, content, settings)
    qtbot.mouseClick(dialog.count_group.button(6), Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 6
    assert all(row.name_box.isVisible() for row in dialog.rows)
    assert [row.kind for row in dialog.rows[4:]] == [COMPUTER, COMPUTER]
    assert len({row.colour for row in dialog.rows}) == 6
    assert len({row.name for row in dialog.rows[1:]}) == 5
    removed = dialog.rows[2:]
    qtbot.mouseClick(dialog.count_group.button(2), Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 2
    assert not any(row.name_box.isVisible() for row in removed)
    assert dialog.count_group.checkedId() == 2
    assert dialog.count_group.button(1) is None and dialog.count_group.button(7) is None


def test_a_duplicate_name_is_refused_with_a_message(qtbot, content, remembered):
    dialog = _dialog(qtbot, content, remembered)
    _type_name(qtbot, dialog.rows[2], "anna")
    assert dialog.message_label.isVisible()
    assert "anna" in dialog.message_label.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.choice() is None
    assert dialog.isVisible()
    _type_name(qtbot, dialog.rows[2], "Annabelle")
    assert not dialog.message_label.isVisible()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in dialog.choice().setup.players][2] == "Annabelle"


def test_an_empty_name_is_refused_and_an_all_computer_table_may_be_watched(qtbot, content, settings):
    dialog = _dialog(qtbot, content, settings)
    assert dialog.rows[0].name == ""  # nobody remembered: the human types a name
    assert not dialog.message_label.isVisible()  # no scolding before anything is tried
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() is None
    assert "name" in dialog.message_label.text()
    _type_name(qtbot, dialog.rows[0], "Zoe")
    assert not dialog.message_label.isVisible()
    qtbot.mouseClick(dialog.rows[0].kind_button, Qt.MouseButton.LeftButton)  # Zoe's seat to the computer
    assert dialog.rows[0].kind == COMPUTER and dialog.rows[0].name  # a computer gets a random name
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    choice = dialog.choice()
    assert choice is not None and all(seat.kind == COMPUTER for seat in choice.seats)


def test_switching_a_computer_to_a_human_keeps_its_name_birth_date_and_sex_but_not_its_invented_facts(
        qtbot, content, settings):
    dialog = _dialog(qtbot, content, settings)
    row = dialog.rows[1]
    assert row.kind == COMPUTER and row.name
    name, born, sex = row.name, row.birth_edit.date(), row.sex_box.currentData()
    assert sex is not None, "a computer's sex is stated (the one its name goes with)"
    qtbot.mouseClick(row.kind_button, Qt.MouseButton.LeftButton)
    assert row.kind == HUMAN and row.kind_button.text() == "Human"
    assert row.name == name and row.birth_edit.date() == born and row.sex_box.currentData() == sex
    assert row.facts == frozenset()
    assert not row.level_box.isEnabled()


def test_switching_a_person_to_the_computer_and_back_gives_the_person_their_entries_again(qtbot, content, settings):
    dialog = _dialog(qtbot, content, settings)
    row = dialog.rows[0]
    _type_name(qtbot, row, "Zoe")
    row.birth_edit.setDate(QDate(2004, 7, 14))
    row.sex_box.setCurrentIndex(row.sex_box.findData("female"))
    facts = frozenset(list(content.facts)[:2])
    row.set_facts(facts)
    qtbot.mouseClick(row.kind_button, Qt.MouseButton.LeftButton)
    assert row.kind == COMPUTER
    assert row.name == "Zoe" and row.birth_edit.date() == QDate(2004, 7, 14) and row.sex_box.currentData() == "female"
    qtbot.mouseClick(row.kind_button, Qt.MouseButton.LeftButton)
    assert row.kind == HUMAN and row.profile() == PlayerProfile("Zoe", date(2004, 7, 14), "female", facts)


def test_people_start_with_different_birth_dates_from_seat_to_seat(qtbot, content, settings):
    from gameofyear.ui.newgame import default_birth_date

    assert len({default_birth_date(seat) for seat in range(6)}) == 6
    assert len({default_birth_date(seat).strftime("%m-%d") for seat in range(6)}) == 6, "no shared birthday square"
    dialog = _dialog(qtbot, content, settings)
    assert dialog.rows[0].kind == HUMAN and dialog.rows[0].profile().birth_date == default_birth_date(0)
    assert quick_setup(content, settings).setup.players[0].birth_date == default_birth_date(0)
    dialog.set_player_count(3)
    added = dialog._add_row(HUMAN)  # a person's row added in the fourth seat
    assert added.profile().birth_date == default_birth_date(3) != dialog.rows[0].profile().birth_date


def test_the_start_button_stays_put_when_a_message_appears(qtbot, content, settings, large_screen):
    dialog = _dialog(qtbot, content, settings)
    qtbot.waitUntil(lambda: dialog.ok_button.isVisible())
    before = dialog.ok_button.mapTo(dialog, QPoint(0, 0))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # no name yet: a message
    assert dialog.message_label.isVisible() and "name" in dialog.message_label.text()
    dialog.rows[1].name_box.setEditText(dialog.rows[2].name)  # and a duplicate: a longer one (accents: not typed)
    QApplication.processEvents()
    assert dialog.ok_button.mapTo(dialog, QPoint(0, 0)) == before
    _type_name(qtbot, dialog.rows[0], "Zoe")
    _type_name(qtbot, dialog.rows[1], "Yann")
    QApplication.processEvents()
    assert not dialog.message_label.isVisible() and dialog.ok_button.mapTo(dialog, QPoint(0, 0)) == before


def test_remembered_profiles_are_offered_and_fill_a_row(qtbot, content, remembered):
    dialog = _dialog(qtbot, content, remembered)
    row = dialog.rows[1]
    offered = [row.name_box.itemText(i) for i in range(row.name_box.count())]
    assert offered == ["Anna", "Bob"]
    qtbot.keyClick(row.name_box, Qt.Key.Key_Down)  # Anna
    qtbot.keyClick(row.name_box, Qt.Key.Key_Down)  # Bob
    assert row.profile() == BOB
    assert row.kind == HUMAN
    assert row.sex_box.currentData() == "male"
    assert row.birth_edit.date() == QDate(1979, 11, 23)
    assert row.profile_button.text().endswith("(3)")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.choice().setup.players[1] == BOB
    # both humans are remembered again, in seating order, before the others
    assert [p["name"] for p in remembered.profiles][:2] == ["Anna", "Bob"]


def test_typing_a_remembered_name_and_enter_fills_the_row(qtbot, content, remembered):
    dialog = _dialog(qtbot, content, remembered)
    row = dialog.rows[3]
    _type_name(qtbot, row, "Bob")
    qtbot.keyClick(row.name_box.lineEdit(), Qt.Key.Key_Return)
    assert row.profile() == BOB and row.kind == HUMAN


def test_ok_remembers_the_human_profiles_only(qtbot, content, settings):
    dialog = _dialog(qtbot, content, settings)
    _type_name(qtbot, dialog.rows[0], "Zoe")
    dialog.rows[0].birth_edit.setDate(QDate(2001, 2, 14))
    dialog.rows[0].sex_box.setCurrentIndex(dialog.rows[0].sex_box.findData("female"))
    computers = {row.name for row in dialog.rows[1:]}
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    remembered = [PlayerProfile.from_json(p) for p in settings.profiles]
    # the checklist was not filled in: each fact is asked in play, the first time a square needs it
    assert remembered == [PlayerProfile("Zoe", date(2001, 2, 14), "female", unknown=frozenset(content.facts))]
    assert not computers & {p.name for p in remembered}
    assert dialog.choice().setup.players[0] == remembered[0]


def test_the_profile_checklist_sets_facts(qtbot, content, settings, output_dir):
    dialog = _dialog(qtbot, content, settings)
    row = dialog.rows[0]
    _type_name(qtbot, row, "Zoe")
    assert row.profile_button.text().endswith("(0)")
    qtbot.mouseClick(row.profile_button, Qt.MouseButton.LeftButton)
    facts = row.facts_dialog
    assert facts is not None and facts.isVisible()
    qtbot.waitExposed(facts)
    assert len(facts.checks) == len(content.facts)
    assert facts.checks["cat"].text() == load_texts(content).text("facts.cat")
    for fact in ("cat", "scout", "practises_sport"):
        box = facts.checks[fact]
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert facts.count_label.text() == "3 facts ticked"
    facts.grab().save(str(output_dir / "newgame_profile.png"))
    with qtbot.waitSignal(facts.accepted):
        qtbot.mouseClick(facts.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert row.facts == {"cat", "scout", "practises_sport"}
    assert row.profile_button.text().endswith("(3)")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.choice().setup.players[0].facts == {"cat", "scout", "practises_sport"}


def test_cancelling_the_checklist_keeps_the_facts(qtbot, content, remembered):
    dialog = _dialog(qtbot, content, remembered)
    row = dialog.rows[0]
    qtbot.mouseClick(row.profile_button, Qt.MouseButton.LeftButton)
    facts = row.facts_dialog
    assert facts.facts() == ANNA.facts
    qtbot.mouseClick(facts.clear_button, Qt.MouseButton.LeftButton)
    assert facts.facts() == frozenset()
    qtbot.mouseClick(facts.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert row.facts_dialog is None
    assert row.facts == ANNA.facts


def test_pawn_colours_stay_distinct(qtbot, content, settings):
    dialog = _dialog(qtbot, content, settings)
    first, second = dialog.rows[0], dialog.rows[1]
    assert (first.colour, second.colour) == ("Red", "Blue")
    qtbot.keyClick(second.colour_box, Qt.Key.Key_Up)  # Blue → Red, Anna's colour
    assert second.colour == "Red" and first.colour == "Blue"
    assert first.colour_box.currentData() == "Blue"
    assert len({row.colour for row in dialog.rows}) == dialog.player_count()


def test_the_note_says_lucky_numbers_are_secret_and_the_youngest_starts(qtbot, content, remembered):
    dialog = _dialog(qtbot, content, remembered)
    note = dialog.note_label.text()
    assert dialog.note_label.isVisible()
    assert "lucky number" in note and "secret" in note and "youngest" in note
    youngest = dialog.rows[2]
    youngest.birth_edit.setDate(QDate(2020, 6, 1))  # computers are 8 or older
    assert dialog.note_label.text().endswith(f"The youngest player starts: {youngest.name}.")
    assert "\u264a" in youngest.sign_label.text()  # 1 June: Gemini


def test_the_manual_claims_house_rule_is_chosen_and_remembered(qtbot, content, settings):
    """RULINGS.md §4: the house rule "claim it yourself" is a tick box; the setup carries it."""
    dialog = _dialog(qtbot, content, settings)
    _type_name(qtbot, dialog.rows[0], "Zoe")
    assert not dialog.claims_check.isChecked()
    dialog.claims_check.setChecked(True)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() is not None and dialog.choice().setup.claims == "manual"
    assert settings.manual_claims


def test_the_edition_is_chosen_apart_from_the_language(qtbot, content, settings):
    """The New Game dialog chooses the edition; the Italian one is for 3 to 6 players (RULINGS.md §11)."""
    dialog = _dialog(qtbot, content, settings)
    _type_name(qtbot, dialog.rows[0], "Zoe")
    assert dialog.edition() == "classic"
    dialog.set_player_count(2)
    index = dialog.edition_combo.findData("italian")
    assert index >= 0
    dialog.edition_combo.setCurrentIndex(index)
    assert dialog.player_range() == (3, 6)
    assert len(dialog.rows) == 3, "two players are too few for the Italian edition"
    assert not dialog.count_group.button(2).isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() is not None and dialog.choice().edition == "italian"


def test_return_in_a_name_starts_the_game_or_says_what_is_missing(qtbot, content, settings):
    """Return in a new name presses "Start the game" (a remembered name fills its row instead: test above)."""
    dialog = _dialog(qtbot, content, settings)
    row = dialog.rows[0]
    qtbot.keyClick(row.name_box.lineEdit(), Qt.Key.Key_Return)
    assert dialog.choice() is None and "name" in dialog.message_label.text()
    _type_name(qtbot, row, "Zoe")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(row.name_box.lineEdit(), Qt.Key.Key_Return)
    assert dialog.choice().setup.players[0].name == "Zoe"


def test_the_next_new_game_sets_the_same_table_again(qtbot, content, settings):
    """Players, who plays each seat, levels, colours, computers' profiles and the edition come back next time."""
    dialog = _dialog(qtbot, content, settings)
    dialog.set_player_count(3)
    _type_name(qtbot, dialog.rows[0], "Zoe")
    dialog.rows[1].set_level("expert")
    dialog.rows[2].set_level("easy")
    dialog.edition_combo.setCurrentIndex(dialog.edition_combo.findData("italian"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    first = dialog.choice()
    assert first is not None and first.edition == "italian"

    again = _dialog(qtbot, content, settings)
    assert again.edition() == "italian" and len(again.rows) == 3
    assert [row.seat() for row in again.rows] == list(first.seats)
    assert [row.profile() for row in again.rows] == list(first.setup.players), "the computers are the same people"


def test_a_last_table_that_no_longer_fits_is_not_used(qtbot, content, settings):
    settings.last_table = {"edition": "no-such-edition", "seats": [{"kind": "human"}]}
    dialog = _dialog(qtbot, content, settings)
    assert len(dialog.rows) == 4 and dialog.edition() == content.edition.name
    settings.last_table = {"edition": "classic", "seats": "nonsense"}
    assert len(_dialog(qtbot, content, settings).rows) == 4


def test_fewer_players_make_a_shorter_dialog(qtbot, content, settings, large_screen):
    dialog = _dialog(qtbot, content, settings)
    dialog.show()
    dialog.set_player_count(6)
    qtbot.waitUntil(lambda: len(dialog.rows) == 6)
    qtbot.wait(20)
    tall = dialog.height()
    dialog.set_player_count(2)
    qtbot.waitUntil(lambda: dialog.height() < tall - 3 * 25, timeout=2000)


def test_the_house_rules_of_the_family_are_chosen_and_set_again_next_time(qtbot, content, settings, output_dir):
    """docs/VARIANTS.md: each house rule says in one line what it changes; bets are ticked seat by seat;
    teams need four or six players; the setup carries them and the next table starts with them."""
    dialog = _dialog(qtbot, content, settings)
    _type_name(qtbot, dialog.rows[0], "Zoe")
    box = dialog.house_rules
    assert box.variants().plain
    assert [b.text() for b in box.bet_checks][0] == "Zoe" and len(box.bet_checks) == len(dialog.rows) == 4
    box.length_combo.setCurrentIndex(box.length_combo.findData("half"))
    box.savings_check.setChecked(True)
    box.coup_fourre_check.setChecked(True)
    box.teams_check.setChecked(True)
    box.bet_checks[0].setChecked(True)
    dialog.grab().save(str(output_dir / "newgame_house_rules.png"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    choice = dialog.choice()
    assert choice is not None
    assert choice.setup.variants == Variants(length="half", savings=True, bets=frozenset({0}), coup_fourre=True, teams=True)
    again = _dialog(qtbot, content, settings)
    assert again.house_rules.variants() == choice.setup.variants
    again.set_player_count(3)
    assert not again.house_rules.teams_check.isEnabled() and not again.house_rules.variants().teams


def test_a_match_over_several_years_is_chosen_by_its_total_and_set_again_next_time(qtbot, content, settings, output_dir):
    """docs/VARIANTS.md, the match: a single game by default; a match to 30, 50 or 80 tokens, told in one
    line; a match of teams with teams of two; the next table starts with the same total."""
    from gameofyear.engine.match import DEFAULT_MATCH_TARGET, MATCH_TARGETS, Match

    dialog = _dialog(qtbot, content, settings)
    _type_name(qtbot, dialog.rows[0], "Zoe")
    box = dialog.house_rules
    assert box.match_target() is None and box.match() is None
    assert [box.match_combo.itemData(i) for i in range(box.match_combo.count())] == [0, *MATCH_TARGETS]
    assert "50" in box.match_combo.itemText(box.match_combo.findData(50))
    box.match_combo.setCurrentIndex(box.match_combo.findData(DEFAULT_MATCH_TARGET))
    box.teams_check.setChecked(True)
    dialog.grab().save(str(output_dir / "newgame_match.png"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    choice = dialog.choice()
    assert choice is not None and choice.setup.match == Match(DEFAULT_MATCH_TARGET, teams=True)
    again = _dialog(qtbot, content, settings)
    assert again.house_rules.match_target() == DEFAULT_MATCH_TARGET
    again.set_player_count(3)  # no teams with three players: a match of players
    assert again.house_rules.match() == Match(DEFAULT_MATCH_TARGET)


def test_computer_players_have_the_sex_their_name_goes_with(content, settings):
    """Emma is a woman, Hugo a man, for every drawn computer (New Game and Quick Game alike): never "not stated"."""
    import random

    from gameofyear.profiles import FEMALE_NAMES, FIRST_NAMES
    from gameofyear.ui.newgameparts import computer_profile

    rng = random.Random(7)
    seen = set()
    for _ in range(200):
        profile = computer_profile(rng, content, set())
        assert profile.name in FIRST_NAMES
        assert profile.sex == ("female" if profile.name in FEMALE_NAMES else "male"), profile
        assert profile.sex == "female" or "mother" not in profile.facts
        seen.add(profile.sex)
    assert seen == {"female", "male"}
    for _ in range(20):
        choice = quick_setup(content, settings, today=date(2026, 3, 1))
        for computer in choice.setup.players[1:]:
            assert computer.sex == ("female" if computer.name in FEMALE_NAMES else "male"), computer


def test_on_23_january_a_computer_man_pays_the_computer_woman(content):
    """RULINGS.md §8 (23 Jan) for computer profiles: Hugo, drawn as a computer, pays 300 to Emma, another one."""
    import random
    from dataclasses import replace

    from helpers import Driver, build

    from gameofyear.engine import DecisionKind
    from gameofyear.ui.newgameparts import computer_profile

    for seed in range(10):
        rng = random.Random(seed)
        profiles = {}
        for _ in range(12):  # every name of the list, each once
            profile = computer_profile(rng, content, set(profiles))
            profiles[profile.name] = profile
        adults = [replace(profiles[name], birth_date=date(1980, 6, 15)) for name in ("Hugo", "Emma")]  # no child's shield
        game = build(adults, positions=["01-20", "01-01"], lucky=[25, 26], dial=[3])
        driver = Driver(game)
        driver.spin(3)
        if game.pending is not None and game.pending.kind is DecisionKind.CHOOSE_PLAYER:
            driver.decide(DecisionKind.CHOOSE_PLAYER, 1, player=0)
        assert [p.money for p in game.state.players] == [500, 1100], seed
