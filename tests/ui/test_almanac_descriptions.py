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
from gameofyear.narrate import condition_clause, description_in_words
from gameofyear.ui.language import install_translators, log_tr, remove_translators

LANGUAGES = ("en", "fr", "it", "de")
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
    """Every almanac entry and card of ``edition`` that does something: ``(name, effects)``."""
    content = load_content(edition=edition)
    found = [(f"almanac {sq.date}", sq.effects) for sq in content.squares if sq.effects]
    found += [(f"card {card_id}", card.effects) for card_id, card in content.cards.items() if card.effects]
    return content, found


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_description_is_a_sentence_in_every_language(language, edition):
    content, entries = _entries(edition)
    texts = load_texts(content, language)
    assert len(entries) > 150
    faults = []
    for name, effects in entries:
        words = description_in_words(texts, effects, log_tr)
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
                if not re.search(SUBJECTS[language], clause):
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
