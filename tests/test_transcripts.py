"""Golden transcripts: a few whole games written out as text, compared line by line.

Beside the digests of ``test_golden.py`` (which say *that* something changed),
these say *what* changed: each file holds the setup, then for every decision
the deciding player's observation, the action in the notation of
:mod:`gameofyear.engine.notation` and the events it caused, told in English.
A change of the rules or of the bots shows as a readable diff.

``python tests/test_transcripts.py --write`` writes them again (after a
deliberate change; the commit says which).
"""

from __future__ import annotations

import difflib
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import make_bot  # noqa: E402
from gameofyear.content import Content, load_content, load_texts  # noqa: E402
from gameofyear.dates import date_text  # noqa: E402
from gameofyear.engine import Game, Observation  # noqa: E402
from gameofyear.engine import notation as nt  # noqa: E402
from gameofyear.narrate import describe  # noqa: E402
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import random_setup  # noqa: E402
from gameofyear.table import Table  # noqa: E402

FOLDER = Path(__file__).parent / "golden" / "transcripts"


@dataclass(frozen=True)
class Transcript:
    """One transcribed game."""

    name: str
    edition: str
    seed: int
    bots: tuple[str, ...]
    claims: str | None = None


TRANSCRIPTS = (
    Transcript("classic-basic-random", "classic", 3, ("basic", "random")),
    Transcript("classic-manual-claims", "classic", 8, ("basic", "easy", "normal"), "manual"),
    Transcript("italian-three", "italian", 5, ("normal", "basic", "random")),
)


def _observation_line(content: Content, obs: Observation, names: list[str]) -> str:
    money = content.format_money
    players = " | ".join(
        f"{names[i]} {date_text(p.position)} {money(p.money)} {p.tokens}t"
        + (" bankrupt" if p.bankrupt else "") + (f" keeps {p.keep_cards}" if p.keep_cards else "")
        for i, p in enumerate(obs.players))
    decks = ", ".join(f"{deck} {size}" for deck, size in obs.deck_sizes)
    return f"    sees: {players}; own lucky number {obs.lucky_number}; bank {obs.bank_tokens}t; {decks}"


def transcribe(spec: Transcript) -> str:
    """Play the game of ``spec`` and return its transcript."""
    import dataclasses

    content = load_content(edition=spec.edition)
    texts = load_texts(content)
    setup = random_setup(random.Random(spec.seed), content, len(spec.bots))
    if spec.claims:
        setup = dataclasses.replace(setup, claims=spec.claims)
    game = Game.new(setup, content, spec.seed)
    names = [p.name for p in setup.players]
    lines = [f"# {spec.edition} edition, seed {spec.seed}, claims {setup.claims or content.edition.claims}"]
    for name, profile, bot in zip(names, setup.players, spec.bots):
        facts = ", ".join(sorted(profile.facts)) or "no facts"
        lines.append(f"# {name}: {bot}, born {profile.birth_date}, {profile.sex or 'sex not stated'}; {facts}")
    lines += [f"  {describe(e, names, texts)}" for e in game.start_events]
    table = Table.of_bots(game, [make_bot(kind, default_bot_seed(spec.seed, i)) for i, kind in enumerate(spec.bots)])

    while True:
        step = table.next()
        if step.decision is None:
            break
        decision = step.decision
        lines.append(_observation_line(content, game.observation(decision.player), names))
        bot, view = table.computer_to_ask()
        action = bot.choose(view)
        lines.append(f"> {names[decision.player]}: {nt.action_text(decision, action)}")
        events = table.play(action) + table.claims_pass()
        lines += [f"  {describe(e, names, texts)}" for e in events]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("spec", TRANSCRIPTS, ids=lambda spec: spec.name)
def test_the_transcript_of_a_whole_game_is_unchanged(spec: Transcript) -> None:
    """The same game, told line by line, is exactly the recorded one (the failure shows the diff)."""
    expected = (FOLDER / f"{spec.name}.txt").read_text(encoding="utf-8")
    got = transcribe(spec)
    diff = difflib.unified_diff(expected.splitlines(), got.splitlines(), "recorded", "now", lineterm="", n=2)
    assert got == expected, "the game is told differently:\n" + "\n".join(list(diff)[:80])


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python tests/test_transcripts.py --write")
    FOLDER.mkdir(parents=True, exist_ok=True)
    for spec in TRANSCRIPTS:
        text = transcribe(spec)
        (FOLDER / f"{spec.name}.txt").write_text(text, encoding="utf-8")
        print(f"{spec.name}: {text.count(chr(10))} lines")
