"""Every effect verb of the content schema is taught everywhere it must be, or a test here names the gap.

A verb is a key of :data:`gameofyear.content.schema.EFFECT_MODELS` (``draw``,
``pay_bank``, ``move``…). Each test below takes each verb in turn, with an
example read from the game's own almanac (the classic and Italian editions),
and checks one of the places that must know it: the validator, the narrator,
the board's previews and the computer players' valuation. A
new verb that one of them lacks fails here by name, instead of being told as
an empty string, drawn as nothing or valued as nothing without a word.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from typing import Any

import pytest

from gameofyear.bots import BasicBot
from gameofyear.content import load_content, load_texts
from gameofyear.content import schema as s
from gameofyear.content.model import _target_of, iter_effects
from gameofyear.narrate import description_in_words, effects_in_words

VERBS = sorted(s.EFFECT_MODELS)

NOT_MARKED_ON_THE_BOARD = {
    "receive_tokens": "the board marks money and moves; tokens are told by the square's text",
    "give_tokens": "the board marks money and moves; tokens are told by the square's text",
    "take_token": "the board marks money and moves; tokens are told by the square's text",
    "give_token": "the board marks money and moves; tokens are told by the square's text",
}
"""Verbs the board's previews (:func:`gameofyear.ui.board.square_marks`) draw no mark for, and why."""

NOT_VALUED_BY_THE_COMPUTERS = {
    "rearrange_opponents": "the computer players value a rearrangement of the others' pawns as nothing yet",
}
"""Verbs the computer players' valuation (:meth:`BasicBot.effects_value`) counts as nothing, and why."""


def _examples() -> dict[str, Any]:
    """The first example of each verb in the almanac's squares and cards (classic, then Italian)."""
    tag = {model: verb for verb, model in s.EFFECT_MODELS.items()}
    found: dict[str, Any] = {}
    for edition in ("classic", "italian"):
        content = load_content(edition=edition)
        trees = [square.effects for square in content.squares] + [card.effects for card in content.cards.values()]
        for effects in trees:
            for effect in iter_effects(effects):
                found.setdefault(tag[type(effect)], effect)
    return found


EXAMPLES = _examples()


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.mark.parametrize("verb", VERBS)
def test_every_verb_has_an_example_in_the_almanac(verb: str) -> None:
    """Each verb is used by some square or card (write one, so that every check below can take it in turn)."""
    assert verb in EXAMPLES, f"no square or card of the almanac uses {verb!r}"
    assert isinstance(EXAMPLES[verb], s.EFFECT_MODELS[verb])


@pytest.mark.parametrize("verb", VERBS)
def test_the_validator_reaches_into_every_verb(verb: str) -> None:
    """The loader's checks see a verb's target (RULINGS.md §8 `among`) and the effects nested inside it."""
    example = EXAMPLES[verb]
    fields = [getattr(example, f.name) for f in dataclasses.fields(example)]
    inner = [getattr(value, f.name) for value in fields if dataclasses.is_dataclass(value)
             for f in dataclasses.fields(value)]
    targets = [value for value in fields + inner if isinstance(value, s.Target)]
    assert _target_of(example) == (targets[0] if targets else None), verb
    nested = [value for value in fields if isinstance(value, tuple) and value]
    if nested:
        assert len(list(iter_effects((example,)))) > 1, f"{verb}: its nested effects are not walked"


@pytest.mark.parametrize("verb", VERBS)
def test_the_narrator_tells_every_verb(verb: str, content) -> None:
    """The almanac browser and the log have words for each verb, in English and in French."""
    for language in ("en", "fr"):
        words = effects_in_words(load_texts(content, language), (EXAMPLES[verb],))
        assert words.strip(), (verb, language)
    assert description_in_words(load_texts(content), (EXAMPLES[verb],)).endswith(".")


def test_the_narrator_refuses_an_effect_it_has_no_words_for(content) -> None:
    """No empty string in place of words: what is not a verb of the schema is named in a clear error."""
    with pytest.raises(ValueError, match="no words for the effect Sex"):
        effects_in_words(load_texts(content), (s.Sex(sex="female"),))


@pytest.mark.parametrize("verb", VERBS)
def test_the_board_previews_every_verb(verb: str, content) -> None:
    """A square that does only this shows a mark for it on the board, unless it is listed with its reason."""
    board = pytest.importorskip("gameofyear.ui.board")
    square = dataclasses.replace(content.squares[100], effects=(EXAMPLES[verb],))
    marks = board.square_marks(square)
    if verb in NOT_MARKED_ON_THE_BOARD:
        assert marks == (), f"{verb} is marked now: take it off NOT_MARKED_ON_THE_BOARD"
    else:
        assert marks, f"the board's previews draw nothing for {verb!r}"


@pytest.mark.parametrize("verb", VERBS)
def test_the_computer_players_value_every_verb(verb: str) -> None:
    """The computer players' valuation has a case for each verb, unless it is listed with its reason.

    What a verb is worth depends on the moment (a swap is worth nothing when
    every pawn stands together), so the valuation's own cases are read: it
    names each verb's model.
    """
    cases = set(re.findall(r"\bs\.([A-Z]\w+)\b", inspect.getsource(BasicBot.effects_value)))
    named = s.EFFECT_MODELS[verb].__name__ in cases
    if verb in NOT_VALUED_BY_THE_COMPUTERS:
        assert not named, f"{verb} is valued now: take it off NOT_VALUED_BY_THE_COMPUTERS"
    else:
        assert named, f"the computer players' valuation has no case for {verb!r}"
