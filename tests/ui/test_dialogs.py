"""The decision dialogs and the card view, driven as a person would.

Every situation is reached by playing a real game (``helpers.build`` stacks
the dial and the decks) up to the engine's own pending decision; the dialog
is built from that decision and the deciding player's observation, clicked
or typed into, and must answer a legal option. Screenshots go to
``tests/output/`` for review.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest
from helpers import Driver, build, d
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QListWidget, QPushButton, QWidget

from gameofyear.content import load_texts
from gameofyear.engine import Decision, DecisionKind, Game, PlayerProfile
from gameofyear.ui import theme
from gameofyear.ui.dialogs import (
    CardDialog,
    CardWidget,
    DecisionContext,
    DecisionDialog,
    SquarePreview,
    make_decision_dialog,
    preview_text,
)

OUTPUT = Path(__file__).resolve().parents[1] / "output"

PLAYERS = (
    PlayerProfile("Anna", date(1990, 5, 2), "female"),
    PlayerProfile("Bob", date(1985, 9, 9), "male"),
    PlayerProfile("Cleo", date(1995, 12, 20), "female"),
    PlayerProfile("Dan", date(1978, 3, 3), "male"),
)
LUCKY = (17, 23, 26, 29)
"""Everyone's secret lucky number: distinct two-digit numbers no situation shows otherwise."""
COLOURS = tuple(c for _, c in theme.PAWN_COLOURS[:4])


def game_at(position: str, *, dial=(), positions=None, chance=(), hazard=(), money=None) -> Game:
    """A 4-player game at the start of Anna's turn, Anna on ``position``."""
    where = list(positions or ("02-10", "05-05", "06-12"))
    return build(PLAYERS, active=0, positions=[position, *where], lucky=LUCKY, dial=dial,
                 chance=chance, hazard=hazard, money=money)


def spin_to(game: Game, number: int | None = None) -> Driver:
    """Decline the token, spin and choose ``number`` when asked."""
    driver = Driver(game)
    driver.spin(number)
    return driver


def context_of(game: Game, player: int) -> DecisionContext:
    """The deciding player's context, as the main window builds it."""
    names = tuple(p.name for p in game.setup.players)
    return DecisionContext(load_texts(game.content), game.observation(player), names, COLOURS, game.setup)


# ------------------------------------------------------------------ situations


def s_buy_token() -> Game:
    """Anna on 1 March at the start of her turn, 800 F: may she buy a token?"""
    return game_at("03-01")


def s_choose_number() -> Game:
    """Anna on 2 July spins 5 and 12: 7 July or 14 July."""
    game = game_at("07-02", dial=[12])
    Driver(game).spin()
    return game


def s_buy_days() -> Game:
    """Anna lands on 8 March (plain): she may buy up to 8 days."""
    game = game_at("03-01", dial=[7])
    spin_to(game, 7)
    return game


def s_vacation() -> Game:
    """Anna on 8 March, days not bought: she may go on vacation to 22 March."""
    game = s_buy_days()
    game.decide(0)
    return game


def s_pledge() -> Game:
    """Bob has offered Anna 2 days; now Cleo may offer more."""
    game = s_vacation()
    game.decide(False)          # Anna stays on 8 March
    assert game.pending.kind is DecisionKind.PLEDGE and game.pending.player == 1
    game.decide(2)              # Bob offers 2 days; now Cleo
    return game


def s_choose_player() -> Game:
    """Anna lands on 21 June: swap with the player of her choice."""
    game = game_at("06-14", dial=[7])
    spin_to(game, 7)
    return game


def s_choose_player_card() -> Game:
    """Anna lands on 6 January and draws chance-21: take a token from whom?"""
    game = game_at("01-02", dial=[4], chance=["chance-21"])
    spin_to(game, 4)
    return game


def s_rearrange() -> Game:
    """Anna lands on 1 April with three opponents on three squares."""
    game = game_at("03-25", dial=[7])
    spin_to(game, 7)
    return game


def s_question() -> Game:
    """Anna lands on 10 January: is she wearing a suit?"""
    game = game_at("01-03", dial=[7])
    spin_to(game, 7)
    return game


def s_table_question() -> Game:
    """Anna lands on 17 December: is the weather fine, for the whole table?"""
    game = game_at("12-11", dial=[6])
    spin_to(game)
    return game


def s_quiz() -> Game:
    """Anna lands on 30 March: five Beatles songs."""
    game = game_at("03-24", dial=[6])
    spin_to(game, 6)
    return game


def s_quiz_attempt() -> Game:
    """Anna lands on 9 November: will she hum three Jacques Brel songs?"""
    game = game_at("11-02", dial=[7])
    spin_to(game, 7)
    return game


def s_vote() -> Game:
    """Anna tried the Brel quiz: Bob votes first."""
    game = s_quiz_attempt()
    game.decide(True)
    return game


def s_choice() -> Game:
    """Anna lands on 6 December: pay 300 F or draw a Hazard card."""
    game = game_at("12-02", dial=[4])
    spin_to(game)
    return game


def s_use_keep_card() -> Game:
    """Anna holds a keep card and draws hazard-03 on 13 January."""
    game = game_at("01-06", dial=[7], hazard=["hazard-03"])
    game.state.players[0].keep_cards.append("chance-41")
    spin_to(game, 7)
    return game


SITUATIONS: dict[str, tuple[Callable[[], Game], DecisionKind]] = {
    "buy_token": (s_buy_token, DecisionKind.BUY_TOKEN),
    "choose_number": (s_choose_number, DecisionKind.CHOOSE_NUMBER),
    "buy_days": (s_buy_days, DecisionKind.BUY_DAYS),
    "vacation": (s_vacation, DecisionKind.VACATION),
    "pledge": (s_pledge, DecisionKind.PLEDGE),
    "choose_player": (s_choose_player, DecisionKind.CHOOSE_PLAYER),
    "choose_player_card": (s_choose_player_card, DecisionKind.CHOOSE_PLAYER),
    "rearrange": (s_rearrange, DecisionKind.REARRANGE),
    "question": (s_question, DecisionKind.QUESTION),
    "table_question": (s_table_question, DecisionKind.TABLE_QUESTION),
    "quiz": (s_quiz, DecisionKind.QUIZ),
    "quiz_attempt": (s_quiz_attempt, DecisionKind.QUIZ_ATTEMPT),
    "vote": (s_vote, DecisionKind.VOTE),
    "choice": (s_choice, DecisionKind.CHOICE),
    "use_keep_card": (s_use_keep_card, DecisionKind.USE_KEEP_CARD),
}


def open_dialog(qtbot, name: str) -> tuple[Game, Decision, DecisionDialog]:
    """Reach the situation, check the engine asks the expected kind, show its dialog."""
    make, kind = SITUATIONS[name]
    game = make()
    decision = game.pending
    assert decision is not None and decision.kind is kind, decision
    dialog = make_decision_dialog(decision, context_of(game, decision.player))
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return game, decision, dialog


def screenshot(widget: QWidget, name: str) -> None:
    """Save a screenshot of a shown widget to tests/output/<name>.png."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()                         # pending layout updates
    assert widget.grab().save(str(OUTPUT / f"{name}.png"))


def texts_of(widget: QWidget) -> list[str]:
    """Every text a person can read in a widget: labels, buttons, fields, list rows, tooltips, titles."""
    texts = [widget.windowTitle(), widget.toolTip()]
    for child in widget.findChildren(QWidget):
        texts.append(child.toolTip())
        texts.append(child.accessibleName())
        if isinstance(child, (QLabel, QAbstractButton, QLineEdit)):
            texts.append(child.text())
        if isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        if isinstance(child, QListWidget):
            texts.extend(child.item(i).text() for i in range(child.count()))
        if isinstance(child, SquarePreview):
            texts.append(child.text())
    return [t for t in texts if t]


def all_text(widget: QWidget) -> str:
    """Every readable text of a widget, without the & of shortcuts."""
    return "\n".join(texts_of(widget)).replace("&", "")


def finish(game: Game, decision: Decision, dialog: DecisionDialog, expected) -> None:
    """The dialog closed with the expected legal action, which the engine accepts."""
    assert dialog.result() == DecisionDialog.DialogCode.Accepted
    assert dialog.action == expected and type(dialog.action) is type(expected)
    assert decision.is_legal(dialog.action) is None
    game.decide(dialog.action)


def button(dialog: QWidget, text: str) -> QPushButton:
    """The visible button whose label (without ``&``) contains ``text``."""
    found = [b for b in dialog.findChildren(QPushButton) if text in b.text().replace("&", "") and b.isVisible()]
    assert len(found) == 1, [b.text() for b in dialog.findChildren(QPushButton)]
    return found[0]


# ------------------------------------------------------------------ one test per kind


def test_buy_token_yes_and_escape(qtbot):
    """BUY_TOKEN: price, money and tokens shown; No is the default; Yes buys, Escape declines."""
    game, decision, dialog = open_dialog(qtbot, "buy_token")
    text = all_text(dialog)
    assert "Anna" in text and "800\u00a0F" in text and "500\u00a0F" in text and "2 tokens" in text
    assert button(dialog, "No").isDefault(), "the safe choice is the default"
    screenshot(dialog, "dialog_buy_token")
    with qtbot.waitSignal(dialog.action_chosen) as blocker:
        qtbot.mouseClick(button(dialog, "Yes"), Qt.MouseButton.LeftButton)
    assert blocker.args == [True]
    finish(game, decision, dialog, True)
    assert game.state.players[0].tokens == 3

    _, _, dialog2 = open_dialog(qtbot, "buy_token")
    qtbot.keyClick(dialog2, Qt.Key.Key_Escape)
    assert dialog2.action is False and not dialog2.isVisible()


@pytest.mark.parametrize("key, answer", [(Qt.Key.Key_Y, True), (Qt.Key.Key_N, False)])
def test_an_underlined_letter_alone_presses_its_button(qtbot, key, answer):
    """Y or N without Alt answers a yes/no question (the underlined letters); other letters do nothing."""
    _, _, dialog = open_dialog(qtbot, "buy_token")
    qtbot.keyClick(dialog, Qt.Key.Key_Q)
    assert dialog.isVisible() and dialog.action is None
    with qtbot.waitSignal(dialog.action_chosen) as blocker:
        qtbot.keyClick(dialog, key)
    assert blocker.args == [answer]


def test_choose_number_shows_both_squares(qtbot):
    """CHOOSE_NUMBER: each number shows the square it reaches; clicking 12 goes to 14 July."""
    game, decision, dialog = open_dialog(qtbot, "choose_number")
    assert tuple(decision.options) == (5, 12)
    previews = [b.preview.text() for b in dialog.number_buttons]
    assert "7 July" in previews[0] and "14 July — Storming of the Bastille" in previews[1]
    screenshot(dialog, "dialog_choose_number")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and dialog.action is None, "Escape does nothing when there is no 'no'"
    qtbot.mouseClick(dialog.number_buttons[1], Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 12)
    assert game.state.players[0].position == d("07-14")


def test_a_space_typed_in_the_days_box_leaves_its_number(qtbot):
    """Space is the key that presses buttons: in the days box it must not blank the number selected there."""
    _, _, dialog = open_dialog(qtbot, "buy_days")
    box = dialog.spin_box
    box.setFocus()
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Space)
    assert box.cleanText() == "0" and box.value() == 0 and box.hasAcceptableInput(), box.text()


def test_buy_days_spin_box_cost_and_preview(qtbot):
    """BUY_DAYS: the spin box gives the live cost and the target square; Buy moves the pawn."""
    game, decision, dialog = open_dialog(qtbot, "buy_days")
    assert decision.options == range(0, 9)          # 800\u00a0F buys at most 8 days
    assert dialog.spin_box.maximum() == decision.options.stop - 1
    assert dialog.zero_button.isDefault() and not dialog.go_button.isEnabled()
    assert "stays on 8 March" in dialog.preview.text()
    dialog.spin_box.setValue(5)
    assert dialog.cost_label.text() == "= 500\u00a0F · 300\u00a0F left", "the price and the money Anna keeps"
    assert "13 March — Herschel discovers Uranus" in dialog.preview.text()
    assert dialog.go_button.isDefault() and "Buy 5 days" in dialog.go_button.text().replace("&", "")
    screenshot(dialog, "dialog_buy_days")
    qtbot.mouseClick(dialog.go_button, Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 5)
    assert game.state.players[0].position == d("03-13")


def test_buy_days_dont_buy_and_enter(qtbot):
    """BUY_DAYS: Don't buy answers 0; Enter with days set buys them."""
    game, decision, dialog = open_dialog(qtbot, "buy_days")
    qtbot.mouseClick(button(dialog, "Don't buy"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 0)
    _, decision2, dialog2 = open_dialog(qtbot, "buy_days")
    dialog2.spin_box.setValue(3)
    qtbot.keyClick(dialog2.spin_box, Qt.Key.Key_Return)
    assert dialog2.action == 3 and decision2.is_legal(3) is None


def test_vacation_preview_without_almanac(qtbot):
    """VACATION: the target 14 days on is shown, without its almanac; Yes goes there."""
    game, decision, dialog = open_dialog(qtbot, "vacation")
    text = all_text(dialog)
    assert "22 March" in dialog.preview.text() and "does not apply" in dialog.preview.text()
    assert "2 vacation cards" in text
    assert button(dialog, "No").isDefault()
    screenshot(dialog, "dialog_vacation")
    qtbot.mouseClick(button(dialog, "Yes"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, True)
    assert game.state.players[0].position == d("03-22")


def test_pledge_counts_days_already_offered(qtbot):
    """PLEDGE: the days others offered count in the preview of where the pawn lands."""
    game, decision, dialog = open_dialog(qtbot, "pledge")
    assert decision.player == 2 and decision.subject == 0 and decision.info == (2,)
    text = all_text(dialog)
    assert "Offer days to Anna" in text and "Already offered by the others: 2 days" in text
    assert "Cleo" in dialog.header.name_label.text()
    assert "10 March" in dialog.preview.text(), "with nothing more, Anna's pawn moves by the 2 days offered"
    dialog.spin_box.setValue(3)
    assert dialog.cost_label.text() == "= 300\u00a0F · 500\u00a0F left", "the price and the money Cleo keeps"
    assert "13 March — Herschel" in dialog.preview.text()
    screenshot(dialog, "dialog_pledge")
    qtbot.mouseClick(dialog.go_button, Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 3)


def test_choose_player_swap(qtbot):
    """CHOOSE_PLAYER (swap, 21 June): one button per candidate with public facts; a click swaps."""
    game, decision, dialog = open_dialog(qtbot, "choose_player")
    assert decision.topic == "swap" and decision.source == "almanac:06-21"
    text = all_text(dialog)
    assert "Swap places with whom?" in text and "The longest day" in text
    assert set(dialog.player_buttons) == set(decision.options) == {1, 2, 3}
    cleo = all_text(dialog.player_buttons[2])
    assert "Cleo" in cleo and "800\u00a0F" in cleo and "on 5 May" in cleo
    screenshot(dialog, "dialog_choose_player")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible()
    qtbot.mouseClick(dialog.player_buttons[2], Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 2)
    assert game.state.players[0].position == d("05-05") and game.state.players[2].position == d("06-21")


def test_choose_player_from_a_card(qtbot):
    """CHOOSE_PLAYER (take_token, Chance card): the card's text is quoted; a click takes the token."""
    game, decision, dialog = open_dialog(qtbot, "choose_player_card")
    assert decision.topic == "take_token" and decision.source == "card:chance-21"
    text = all_text(dialog)
    assert "Take a token from whom?" in text and "Chance card" in text and "pétanque" in text
    screenshot(dialog, "dialog_choose_player_card")
    qtbot.mouseClick(dialog.player_buttons[3], Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 3)
    assert game.state.players[0].tokens == 3 and game.state.players[3].tokens == 1


def test_rearrange_rows_and_default(qtbot):
    """REARRANGE (1 April): readable rows, the suggested default first; the chosen row is applied."""
    game, decision, dialog = open_dialog(qtbot, "rearrange")
    assert decision.info == (1, 2, 3) and len(decision.options) == 5
    table = dialog.table
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads == ["Bob", "Cleo", "Dan"], "a column per opponent, in turn order"
    rows = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    assert len(rows) == 5 and all(re.fullmatch(r"\d+ \w+", cell) for row in rows for cell in row)
    assert table.verticalHeaderItem(0).text() == "★" and not table.verticalHeaderItem(1).text()
    # the default sends Dan (furthest ahead, 12 June) back to 10 February, Bob forward
    assert dialog.selected_option() == (d("06-12"), d("05-05"), d("02-10"))
    assert rows[0] == ["12 June", "5 May", "10 February"]
    assert [table.item(0, c).font().italic() for c in range(3)] == [False, True, False], "Cleo stays on 5 May"
    assert "Bob → 12 June, Cleo → 5 May (stays), Dan → 10 February" in table.item(0, 0).toolTip()
    assert len({tuple(row) for row in rows}) == 5, "every arrangement once"
    screenshot(dialog, "dialog_rearrange")
    table.selectRow(2)
    chosen = dialog.selected_option()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, chosen)
    assert tuple(game.state.players[q].position for q in (1, 2, 3)) == chosen


def _show(qtbot, game: Game) -> DecisionDialog:
    dialog = make_decision_dialog(game.pending, context_of(game, game.pending.player))
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog


def test_21_june_says_why_a_protected_player_ahead_cannot_be_chosen(qtbot):
    """RULINGS.md §12: Bob stands in Virgo, ahead of Anna: the swap dialog and the 21 June preview say why he is not offered."""
    game = game_at("06-14", dial=[7], positions=("09-01", "05-05", "06-12"))
    ctx = context_of(game, 0)
    preview = preview_text(ctx.texts, d("06-21"), 0, ctx)
    assert "Bob stands in their sign, ahead of you" in preview and "Cleo" not in preview.split("\n", 2)[-1]
    spin_to(game, 7)
    assert game.pending.kind is DecisionKind.CHOOSE_PLAYER and game.pending.options == (2, 3)
    dialog = _show(qtbot, game)
    text = all_text(dialog)
    assert "Bob stands in their sign, ahead of you" in text and "cannot swap with them" in text
    assert set(dialog.player_buttons) == {2, 3}
    screenshot(dialog, "dialog_choose_player_protected")


def test_1_april_says_which_protected_pawn_cannot_go_back(qtbot):
    """RULINGS.md §12: Dan stands in Pisces: the 1 April dialog says his pawn may stay or move forward, never back."""
    game = game_at("03-29", dial=[3], positions=("02-10", "05-05", "03-05"))
    ctx = context_of(game, 0)
    assert "Dan stands in their sign: their pawn may stay or move forward" in preview_text(ctx.texts, d("04-01"), 0, ctx)
    spin_to(game, 3)
    assert game.pending.kind is DecisionKind.REARRANGE
    assert all(option[2] >= d("03-05") for option in game.pending.options)
    dialog = _show(qtbot, game)
    assert "Dan stands in their sign: their pawn may stay or move forward, never back." in all_text(dialog)
    screenshot(dialog, "dialog_rearrange_protected")


def test_question(qtbot):
    """QUESTION: the question text and the almanac entry that asks it; Yes answers True."""
    game, decision, dialog = open_dialog(qtbot, "question")
    assert decision.topic == "wearing_suit"
    text = all_text(dialog)
    assert "Are you wearing a suit right now?" in text and "Coco Chanel" in text
    screenshot(dialog, "dialog_question")
    qtbot.mouseClick(button(dialog, "Yes"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, True)


def test_table_question_keyboard_shortcut(qtbot):
    """TABLE_QUESTION: asked of the whole table; Alt+Y answers yes."""
    game, decision, dialog = open_dialog(qtbot, "table_question")
    assert decision.topic == "fine_weather"
    text = all_text(dialog)
    assert "whole table" in text and "Is the weather fine today" in text
    screenshot(dialog, "dialog_table_question")
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)               # mnemonics work in the active window
    qtbot.keyClick(dialog, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.action is not None)   # a shortcut "animates" the click
    finish(game, decision, dialog, True)


def test_quiz_typed_answers(qtbot):
    """QUIZ: one field per required answer; the action is the tuple of non-empty answers."""
    game, decision, dialog = open_dialog(qtbot, "quiz")
    assert decision.options is None and decision.topic == "beatles_titles"
    assert len(dialog.line_edits) == 5
    assert "Name five Beatles songs." in all_text(dialog)
    for edit, title in zip(dialog.line_edits, ["Yesterday", "Help", "", "Let it be", "hey jude"]):
        qtbot.keyClicks(edit, title)
    screenshot(dialog, "dialog_quiz")
    # Enter in the first field only moves on to the next one
    qtbot.keyClick(dialog.line_edits[0], Qt.Key.Key_Return)
    assert dialog.action is None and dialog.isVisible()
    qtbot.mouseClick(dialog.answer_button, Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, ("Yesterday", "Help", "Let it be", "hey jude"))


def test_quiz_give_up_with_escape(qtbot):
    """QUIZ: Escape gives up with an empty answer."""
    _, decision, dialog = open_dialog(qtbot, "quiz")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.action == () and decision.is_legal(()) is None


def test_quiz_attempt(qtbot):
    """QUIZ_ATTEMPT: the quiz text; trying is the default."""
    game, decision, dialog = open_dialog(qtbot, "quiz_attempt")
    assert decision.topic == "jacques_brel_songs"
    assert "Jacques Brel" in all_text(dialog)
    assert button(dialog, "try").isDefault()
    screenshot(dialog, "dialog_quiz_attempt")
    qtbot.mouseClick(button(dialog, "try"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, True)


def test_vote(qtbot):
    """VOTE: the voter is asked whether the subject managed the quiz."""
    game, decision, dialog = open_dialog(qtbot, "vote")
    assert decision.player == 1 and decision.subject == 0
    text = all_text(dialog)
    assert "Did Anna manage it?" in text and "Bob" in dialog.header.name_label.text()
    screenshot(dialog, "dialog_vote")
    qtbot.mouseClick(button(dialog, "not quite"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, False)


@pytest.mark.parametrize(("language", "pay", "draw"), [
    ("fr", "Payer 300\u00a0F à la banque", "Tirer une carte Malchance"),
    ("it", "Pagare 300\u00a0F alla banca", "Pescare una carta GIORNATA NO"),
    ("de", "Der Bank 300\u00a0F zahlen", "Eine Pechkarte ziehen")])
def test_choice_says_each_option_in_the_log_s_words(qtbot, language, pay, draw):
    """CHOICE: the buttons are the log's words for the effects (gameofyear.narrate), capitalised, in the window's language."""
    from gameofyear.ui.language import install_translators, remove_translators

    install_translators(language)
    try:
        game = s_choice()
        context = context_of(game, 0)
        context = DecisionContext(load_texts(game.content, language), context.observation, context.names,
                                  context.colours, context.setup)
        dialog = make_decision_dialog(game.pending, context)
        qtbot.addWidget(dialog)
        assert [dialog.option_buttons[i].text().replace("&", "") for i in (0, 1)] == [pay, draw]
    finally:
        remove_translators()


def test_choice_describes_each_option(qtbot):
    """CHOICE (6 December): each option described from its effects; paying is the default."""
    game, decision, dialog = open_dialog(qtbot, "choice")
    assert decision.source == "almanac:12-06" and tuple(decision.options) == (0, 1)
    assert dialog.option_buttons[0].text().replace("&", "") == "Pay 300\u00a0F to the bank"
    assert dialog.option_buttons[1].text().replace("&", "") == "Draw a Hazard card"
    assert dialog.option_buttons[0].isDefault(), "paying what one can afford is the safe choice"
    assert "Saint Nicholas" in all_text(dialog)
    screenshot(dialog, "dialog_choice")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible()
    qtbot.mouseClick(dialog.option_buttons[1], Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, 1)


def test_use_keep_card(qtbot):
    """USE_KEEP_CARD: the Hazard card is shown; Yes cancels it with the kept card."""
    game, decision, dialog = open_dialog(qtbot, "use_keep_card")
    assert decision.topic == "hazard-03"
    assert "washing machine" in all_text(dialog)
    assert dialog.card.deck == "hazard"
    screenshot(dialog, "dialog_use_keep_card")
    qtbot.mouseClick(button(dialog, "cancel it"), Qt.MouseButton.LeftButton)
    finish(game, decision, dialog, True)
    assert game.state.players[0].keep_cards == []


# ------------------------------------------------------------------ across kinds


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_no_other_players_lucky_number(qtbot, name):
    """RULINGS.md §11: no dialog shows another player's lucky number anywhere."""
    _, decision, dialog = open_dialog(qtbot, name)
    others = [n for i, n in enumerate(LUCKY) if i != decision.player]
    assert all(10 <= n <= 99 for n in others) and len(set(LUCKY)) == len(LUCKY)
    text = "\n".join(texts_of(dialog))
    for n in others:
        assert not re.search(rf"(?<!\d){n}(?!\d)", text), f"{name} shows {n}:\n{text}"


ESCAPE = {
    "buy_token": False, "buy_days": 0, "vacation": False, "pledge": 0, "question": False,
    "table_question": False, "quiz": (), "quiz_attempt": False, "vote": False, "use_keep_card": False,
    "choose_number": None, "choose_player": None, "choose_player_card": None, "rearrange": None, "choice": None,
}
"""What Escape answers: the "no" or 0 option, or nothing (None: the dialog stays open)."""


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_escape_answers_no_or_nothing(qtbot, name):
    """Escape answers the no/0 option where one exists; otherwise the dialog stays open."""
    _, decision, dialog = open_dialog(qtbot, name)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    expected = ESCAPE[name]
    if expected is None:
        assert dialog.isVisible() and dialog.action is None
        dialog.close()
        assert dialog.isVisible(), "closing the window cannot skip a required decision"
    else:
        assert not dialog.isVisible() and dialog.action == expected and type(dialog.action) is type(expected)
        assert decision.is_legal(dialog.action) is None


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_every_dialog_has_title_name_and_legal_buttons(qtbot, name):
    """Every dialog has a title, the decider's name and colour, and shortcuts on its buttons."""
    _, decision, dialog = open_dialog(qtbot, name)
    assert dialog.windowTitle()
    assert dialog.header.name_label.text() == PLAYERS[decision.player].name
    assert dialog.header.disc.colour == COLOURS[decision.player]
    for b in dialog.findChildren(QPushButton):
        if b.isVisible():
            assert "&" in b.text() or b.shortcut().toString(), f"{b.text() or b.accessibleName()!r} has no shortcut"


def test_context_for_player_keeps_only_own_lucky_number():
    """DecisionContext.for_player uses that player's own observation."""
    game = game_at("03-01")
    ctx = DecisionContext.for_player(game, 1, load_texts(game.content), COLOURS)
    assert ctx.observation.player == 1 and ctx.observation.lucky_number == 23
    assert ctx.names == ("Anna", "Bob", "Cleo", "Dan") and ctx.colour(2) == COLOURS[2]
    assert ctx.birthday(0) == d("05-02")


def test_spin_has_no_dialog():
    """SPIN is the machine widget's job: no dialog."""
    game = game_at("03-01")
    game.decide(False)
    assert game.pending.kind is DecisionKind.SPIN
    with pytest.raises(ValueError):
        make_decision_dialog(game.pending, context_of(game, 0))


# ------------------------------------------------------------------ previews


def test_preview_text_of_known_squares():
    """preview_text names the date and almanac title, plain squares, no-almanac moves and quarters passed."""
    game = game_at("03-01")
    ctx = context_of(game, 0)
    bastille = preview_text(ctx.texts, d("07-14"), 0, ctx)
    assert bastille.startswith("14 July — Storming of the Bastille")
    assert "noble particle" in bastille
    assert preview_text(ctx.texts, d("03-08"), 0, ctx).startswith("8 March (plain square)")
    assert "does not apply" in preview_text(ctx.texts, d("07-14"), 0, ctx, almanac=False)
    passing = preview_text(ctx.texts, d("04-05"), 0, ctx, from_day=d("03-28"))
    assert "31 March" in passing and "400\u00a0F" in passing


def test_preview_mentions_own_lucky_number_and_birthdays():
    """preview_text mentions the decider's own lucky number and public birthdays only."""
    game = game_at("03-01")
    ctx = context_of(game, 0)                          # Anna, lucky number 17
    assert ctx.observation.lucky_number == 17
    assert "Your lucky number" in preview_text(ctx.texts, d("04-17"), 0, ctx)
    assert "Your lucky number! Bob pays you 200\u00a0F" in preview_text(ctx.texts, d("04-17"), 1, ctx)
    # Bob's lucky number (23) is his secret: nothing is said on a 23rd
    assert "lucky" not in preview_text(ctx.texts, d("04-23"), 0, ctx)
    assert "Bob's birthday: you pay Bob 200\u00a0F" in preview_text(ctx.texts, d("09-09"), 0, ctx)
    assert "Your birthday: every other player pays you 200\u00a0F" in preview_text(ctx.texts, d("05-02"), 0, ctx)
    assert "Your birthday: Bob pays you 200\u00a0F" in preview_text(ctx.texts, d("05-02"), 1, ctx)


# ------------------------------------------------------------------ cards


@pytest.mark.parametrize("card_id, name", [("chance-07", "card_chance"), ("hazard-08", "card_hazard")])
def test_card_widget_and_dialog(qtbot, card_id, name):
    """A card shows its deck colour, text and drawer; OK (Enter) closes the dialog."""
    game = game_at("03-01")
    widget = CardWidget(load_texts(game.content), card_id, "Anna")
    qtbot.addWidget(widget)
    colour = theme.CHANCE if card_id.startswith("chance") else theme.HAZARD
    assert widget.colour == colour
    assert widget.text() == load_texts(game.content).text(f"cards.{card_id}")
    assert "Drawn by Anna" in widget.drawer_label.text()
    dialog = CardDialog(load_texts(game.content), card_id, "Anna")
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    screenshot(dialog, name)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == CardDialog.DialogCode.Accepted and not dialog.isVisible()


def test_card_dialog_closes_by_itself(qtbot):
    """auto_close_ms closes a computer player's card by itself."""
    game = game_at("03-01")
    dialog = CardDialog(load_texts(game.content), "hazard-01", "Bob", auto_close_ms=50)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        pass
    assert not dialog.isVisible()
