"""The "What it does:" of every almanac entry and card reads as a sentence in every language.

The description is written from the entry's effects and conditions
(:func:`gameofyear.narrate.description_in_words`): it starts with a capital
letter and ends with a full stop, each condition has its subject ("if you
pass…"), and a quoted fact, question or quiz neither keeps its own full stop
inside the quotes nor has its question mark followed by more punctuation.
"""

from __future__ import annotations

import re

import pytest

from gameofyear.content import schema as s
from gameofyear.content.loader import iter_effects, load_content, load_texts
from gameofyear.narrate import condition_clause, description_in_words, quoted
from gameofyear.ui.language import install_translators, log_tr, remove_translators
from gameofyear.ui.settings import available_languages

LANGUAGES = available_languages()
"""Every language the files give (a new one is data: its sentences are checked too, its subjects once listed here)."""
EDITIONS = ("classic", "italian")

SUBJECTS = {
    "en": r"\b(you|your|the table)\b",
    "fr": r"\b(vous|votre|la table)\b",
    "it": r"\b(sei|hai|tua|te|tavolo)\b",
    "de": r"\b(du|dich|der Tisch)\b",
}
"""Who a condition's clause speaks of, in each language: the player reading ("you") or the table."""

CLOSING_QUOTES = "'’”“»"
"""The closing quote marks of the four languages (German closes with “, Italian with ”, French with »)."""


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    """Each language of the game in turn, its translators installed (English again afterwards)."""
    if request.param == "en":
        remove_translators()
    else:
        install_translators(request.param)
    yield request.param
    remove_translators()


def _entries(edition: str):
    """Every almanac entry and card of ``edition`` that does something: ``(name, effects, frame)`` (a card's frame: None)."""
    content = load_content(edition=edition)
    found = [(f"almanac {sq.date}", sq.effects, sq.frame) for sq in content.squares
             if sq.effects or sq.frame == "double_blue"]
    found += [(f"card {card_id}", card.effects, None) for card_id, card in content.cards.items() if card.effects]
    return content, found


def _unquoted(words: str, texts) -> str:
    """``words`` without the almanac's own texts it quotes (a fact, a question or a quiz may hold a colon)."""
    content = texts.content
    keys = ([f"facts.{k}" for k in content.facts] + [f"questions.{k}" for k in content.questions]
            + [f"quizzes.{k}" for k in content.quizzes])
    for text in sorted((quoted(texts.text(k)) for k in keys), key=len, reverse=True):
        words = words.replace(text, "…")
    return words


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_description_is_a_sentence_in_every_language(language, edition):
    content, entries = _entries(edition)
    texts = load_texts(content, language)
    assert len(entries) > 150
    faults = []
    for name, effects, frame in entries:
        words = description_in_words(texts, effects, log_tr, frame=frame)
        problems = []
        if not words or not (words[0].isupper() or words[0].isdigit()):
            problems.append("no capital letter at the start")
        if not words.endswith((".", "!", "?")):
            problems.append("no final mark")
        if re.search(r"(?<!\.)\.\s*[" + CLOSING_QUOTES + "]", words):
            problems.append("a full stop inside the quotes")
        if re.search(r"[.?!…]\s*[" + CLOSING_QUOTES + r"]\s*[,;:.]", words):
            problems.append("a quoted text's own mark followed by more punctuation")
        if re.search(r"[,;:]\s*[.,;:]|\.\s*[,;:]|\.\.$", words.replace("...", "…")):
            problems.append("doubled punctuation")
        for effect in iter_effects(effects):
            if isinstance(effect, s.When):
                clause = condition_clause(effect.when, texts=texts, tr=log_tr)
                if language in SUBJECTS and not re.search(SUBJECTS[language], clause):
                    problems.append(f"no subject in the condition {clause!r}")
                if clause not in words:
                    problems.append(f"the condition {clause!r} is not in the description")
        if problems:
            faults.append(f"{language} {edition} {name}: {words!r}: {'; '.join(problems)}")
    assert not faults, "\n".join(faults)


def test_30_march_reads_as_an_english_sentence(qapp):
    remove_translators()
    content = load_content()
    texts = load_texts(content, "en")
    square = next(sq for sq in content.squares if sq.date == "03-30")
    assert description_in_words(texts, square.effects, log_tr) == (
        "If you pass the 'Name five Beatles songs' quiz, draw a Chance card; otherwise, draw a Hazard card.")


def test_a_question_mark_at_the_end_of_a_quoted_quiz_is_followed_by_a_word(qapp):
    """13 October's quiz is a question: its "?" stays, and the sentence goes on with a word, not a comma."""
    remove_translators()
    content = load_content()
    texts = load_texts(content, "en")
    square = next(sq for sq in content.squares if sq.date == "10-13")
    assert description_in_words(texts, square.effects, log_tr) == (
        "If you pass the 'What was Khrushchev's first name?' quiz, draw a Chance card; otherwise, draw a Hazard card.")


def test_the_almanac_of_events_shows_30_march_as_a_sentence(qtbot, qapp):
    from gameofyear.ui.helpviews import AlmanacDialog

    remove_translators()
    content = load_content()
    almanac = AlmanacDialog(load_texts(content, "en"))
    qtbot.addWidget(almanac)
    almanac.filter.setText("Beatles")
    shown = almanac.detail.toPlainText()
    assert "30 March" in shown
    assert ("What it does: If you pass the 'Name five Beatles songs' quiz, draw a Chance card; "
            "otherwise, draw a Hazard card.") in shown


def test_two_effects_in_a_row_read_one_after_the_other_and_conditions_stand_apart(qapp):
    """1 February pays then moves; 23 January has one condition for women and one for men."""
    remove_translators()
    content = load_content()
    texts = load_texts(content, "en")
    days = {sq.date: sq for sq in content.squares}
    assert description_in_words(texts, days["02-01"].effects, log_tr) == (
        "Pay 300\u00a0F to the bank, then advance 15 days.")
    assert description_in_words(texts, days["01-23"].effects, log_tr) == (
        "If you are a woman, draw a Chance card; if you are a man, pay 300\u00a0F to a player of your choice (a woman).")
    assert description_in_words(texts, days["12-02"].effects, log_tr) == (
        "If you are a man and 'Has a beard' does not apply to you, draw a Chance card.")


CONDITION_WORDS = {"en": "if", "fr": "si", "it": "se", "de": "wenn"}
"""The word that opens a condition's clause, in each language."""


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_description_chains_colons(language, edition):
    """A condition inside a condition, or inside "each of you in turn", reads as one sentence with one colon at most.

    10 January read "Every player, in turn: if you are a woman: if your answer to … is yes, …", and
    17 December "If …, every player, in turn: draw a Chance card; otherwise, every player, in turn: …".
    """
    content, entries = _entries(edition)
    texts = load_texts(content, language)
    chain = re.compile(r":\s*" + CONDITION_WORDS.get(language, "(?!)") + r"\b[^:]*:", re.IGNORECASE)
    faults = []
    for name, effects, frame in entries:
        words = _unquoted(description_in_words(texts, effects, log_tr, frame=frame), texts)
        if chain.search(words):
            faults.append(f"{language} {edition} {name}: a colon after a condition after a colon: {words!r}")
        elif words.count(":") > 1:
            faults.append(f"{language} {edition} {name}: {words.count(':')} colons in one sentence: {words!r}")
    assert not faults, "\n".join(faults)


GIVE_A_TOKEN_FIRST = {
    "en": "Give one token to the bank (if you have one), then ",
    "fr": "Rendre un jeton à la banque (si vous en avez un), puis ",
    "it": "Restituire un gettone SOLE alla banca (se ne hai uno), poi ",
    "de": "Der Bank eine Marke geben (falls du eine hast), dann ",
}
"""How the description of a doubly unlucky date starts, in each language: the token it takes first (RULINGS.md §4)."""


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_double_blue_date_first_gives_a_token_to_the_bank(language, edition):
    content = load_content(edition=edition)
    texts = load_texts(content, language)
    if language not in GIVE_A_TOKEN_FIRST:
        pytest.skip(f"the words a double blue date starts with in {language} are not written here yet")
    squares = [sq for sq in content.squares if sq.frame == "double_blue"]
    assert len(squares) == 6
    faults = []
    for square in squares:
        words = description_in_words(texts, square.effects, log_tr, frame=square.frame)
        rest = description_in_words(texts, square.effects, log_tr)
        if words != GIVE_A_TOKEN_FIRST[language] + rest[:1].lower() + rest[1:]:
            faults.append(f"{language} {edition} {square.date}: {words!r}")
    assert not faults, "\n".join(faults)


def test_a_card_or_a_single_blue_date_gives_no_token_first(qapp):
    remove_translators()
    content = load_content()
    texts = load_texts(content, "en")
    days = {sq.date: sq for sq in content.squares}
    assert description_in_words(texts, days["01-21"].effects, log_tr) == "Draw a Hazard card."
    blue = days["08-08"]
    assert blue.frame == "blue"
    assert description_in_words(texts, blue.effects, log_tr, frame=blue.frame) == (
        "Draw a Hazard card, each of you in turn.")


TEN_JANUARY = {
    "en": "Each of you in turn: if you are a woman, draw a Chance card if your answer to "
          "'Are you wearing a suit right now?' is yes, otherwise draw a Hazard card.",
    "fr": "Chacun votre tour\u00a0: si vous êtes une femme, tirer une carte Chance si votre réponse à "
          "«\u00a0Portez-vous un tailleur en ce moment\u00a0?\u00a0» est oui, sinon tirer une carte Malchance.",
    "it": "A turno, ciascuno di voi: se sei una donna, pescare una carta GIORNATA SI' se la tua risposta a "
          "“Indossi un tailleur in questo momento?” è sì, altrimenti pescare una carta GIORNATA NO.",
    "de": "Jeder von euch der Reihe nach: wenn du eine Frau bist, eine Glückskarte ziehen, falls du auf "
          "„Trägst du gerade ein Kostüm?“ mit Ja antwortest, sonst eine Pechkarte ziehen.",
}
"""10 January, a question asked of the women, each player in turn: one sentence, spoken to "you" throughout."""


def test_10_january_reads_as_one_sentence_spoken_to_each_player(language):
    if language not in TEN_JANUARY:
        pytest.skip(f"10 January's sentence in {language} is not written here yet")
    content = load_content()
    texts = load_texts(content, language)
    square = next(sq for sq in content.squares if sq.date == "01-10")
    assert description_in_words(texts, square.effects, log_tr, frame=square.frame) == TEN_JANUARY[language]


def test_each_player_in_turn_speaks_to_you_in_english(qapp):
    """14 February and 17 December: "each of you", never "every player" with "you" in the same sentence."""
    remove_translators()
    content = load_content()
    texts = load_texts(content, "en")
    days = {sq.date: sq for sq in content.squares}
    assert description_in_words(texts, days["02-14"].effects, log_tr, frame="half") == (
        "Each of you in turn: if 'Married' applies to you, draw a Hazard card; otherwise, draw a Chance card.")
    assert description_in_words(texts, days["12-17"].effects, log_tr, frame="half") == (
        "If the table's answer to 'Is the weather fine today, or was it fine earlier today?' is yes, "
        "draw a Chance card, each of you in turn; otherwise, draw a Hazard card, each of you in turn.")


def test_a_condition_inside_a_condition_without_otherwise_joins_them_with_and(qapp):
    remove_translators()
    content = load_content()
    texts = load_texts(content, "en")
    effects = (s.When(when=s.Sex(sex="male"), do=(s.When(when=s.AgeAtLeast(age_at_least=18),
                                                         do=(s.Draw(draw="chance"),)),)),)
    assert description_in_words(texts, effects, log_tr) == "If you are a man and you are 18 or older, draw a Chance card."


def test_the_almanac_of_events_shows_the_token_of_21_january_first(qtbot, qapp):
    from PySide6.QtCore import Qt

    from gameofyear.ui.helpviews import AlmanacDialog

    install_translators("fr")
    try:
        content = load_content()
        almanac = AlmanacDialog(load_texts(content, "fr"))
        qtbot.addWidget(almanac)
        row = next(i for i in range(almanac.dates.count())
                   if content.squares[almanac.dates.item(i).data(Qt.ItemDataRole.UserRole)].date == "01-21")
        almanac.dates.setCurrentRow(row)
        shown = almanac.detail.toPlainText()
    finally:
        remove_translators()
    assert "Rendre un jeton à la banque (si vous en avez un), puis tirer une carte Malchance." in shown


def test_a_double_blue_date_with_a_condition_or_no_effect_still_gives_its_token_first(qapp):
    """A house almanac may frame double blue a date that starts with a condition, or one that does nothing else."""
    remove_translators()
    texts = load_texts(load_content(), "en")
    effects = (s.When(when=s.Sex(sex="female"), do=(s.Draw(draw="hazard"),)),)
    assert description_in_words(texts, effects, log_tr, frame="double_blue") == (
        "Give one token to the bank (if you have one); then, if you are a woman, draw a Hazard card.")
    assert description_in_words(texts, (), log_tr, frame="double_blue") == "Give one token to the bank (if you have one)."
