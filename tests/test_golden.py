"""Golden games: full bot games whose digests must never change.

Each game is set up with :func:`gameofyear.simulation.random_setup` and played
to the end by bots with :func:`gameofyear.simulation.play_out`. Three digests
are kept per game in ``tests/golden/games.json``:

- ``digest``: the actions, the final ``state.fingerprint()`` and the ranking;
- ``public``: a description that does not depend on the engine's internal
  representation (the actions, each player's money, tokens, position,
  vacation cards and kept cards, the bank's tokens and the outcome);
- ``trace``: every event and every observation a bot was handed.

A speed-up of the engine or of the bots must leave all three unchanged, and so must the
engine compiled with mypyc (``python packaging/compile_engine.py --golden`` runs this file on it). The
``public`` and ``trace`` digests are there so that a deliberate change of the
internal task representation (which ``fingerprint()`` describes) can be checked
before the ``digest`` entries are regenerated:

- ``python tests/test_golden.py --fingerprints`` rewrites only the ``digest``
  entries, and refuses if any ``public`` or ``trace`` digest has changed;
- ``python tests/test_golden.py --all`` rewrites everything (new golden games,
  or a deliberate change of the rules).

The faster ``__init__`` given to the frozen dataclasses made on every decision
(:mod:`gameofyear.engine.quick`) is checked here too: same fields, defaults,
``repr`` and frozenness as the dataclass's own.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import random
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import Bot, BotView, make_bot  # noqa: E402
from gameofyear.content import Content, load_content  # noqa: E402
from gameofyear.engine import Game  # noqa: E402
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup  # noqa: E402

GOLDEN = Path(__file__).parent / "golden" / "games.json"


@dataclasses.dataclass(frozen=True)
class GoldenGame:
    """One golden game: its bots, seed, player count and variant."""

    kinds: tuple[str, ...]
    seed: int
    players: int
    claims: str | None = None
    edition: str = "classic"

    @property
    def key(self) -> str:
        """The game's name in the JSON file."""
        name = f"{'+'.join(self.kinds)}/seed={self.seed}/players={self.players}"
        if self.claims:
            name += f"/claims={self.claims}"
        if self.edition != "classic":
            name += f"/edition={self.edition}"
        return name


def golden_games() -> Iterator[GoldenGame]:
    """Every golden game, in a fixed order."""
    for seed in range(1, 41):
        for players in range(2, 7):
            yield GoldenGame(("basic",), seed, players)
    for seed in range(1, 9):
        for players in range(2, 7):
            yield GoldenGame(("random",), seed, players)
    for seed in range(1, 7):
        for players in range(2, 7):
            yield GoldenGame(("basic", "random"), seed, players, claims="manual")
    for seed in range(1, 6):
        yield GoldenGame(("basic",), seed, 4, edition="hazard_only")


@cache
def _content(edition: str) -> Content:
    content = load_content()
    if edition == "hazard_only":
        return dataclasses.replace(content, edition=dataclasses.replace(content.edition, zodiac_protection="hazard_only"))
    return content


class _Recorder(Bot):
    """Passes every decision on to ``bot``, hashing the observation it is handed."""

    def __init__(self, bot: Bot, trace: Any):
        self.bot = bot
        self.trace = trace

    def choose(self, view: BotView) -> Any:
        self.trace.update(repr((view.me, view.observation)).encode())
        return self.bot.choose(view)

    def wants_claim(self, claim_id: int) -> bool:
        return self.bot.wants_claim(claim_id)


def play(spec: GoldenGame) -> dict[str, str]:
    """Play one golden game and return its three digests."""
    content = _content(spec.edition)
    setup = random_setup(random.Random(spec.seed), content, spec.players)
    if spec.claims:
        setup = dataclasses.replace(setup, claims=spec.claims)
    game = Game.new(setup, content, spec.seed)
    trace = hashlib.sha256(repr(game.start_events).encode())
    bots = [
        _Recorder(make_bot(spec.kinds[i % len(spec.kinds)], default_bot_seed(spec.seed, i)), trace)
        for i in range(spec.players)
    ]
    play_out(game, bots, lambda events: trace.update(repr(events).encode()))
    outcome = game.outcome()
    assert outcome is not None
    state = game.state
    public = (
        game.actions,
        [(p.money, p.tokens, p.position, p.vacation_cards, tuple(p.keep_cards)) for p in state.players],
        state.bank_tokens,
        outcome,
    )
    return {
        "digest": _sha(repr((game.actions, state.fingerprint(), outcome.ranking))),
        "public": _sha(repr(public)),
        "trace": trace.hexdigest(),
    }


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@cache
def _expected() -> dict[str, dict[str, str]]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("spec", list(golden_games()), ids=lambda spec: spec.key)
def test_golden_game_is_unchanged(spec: GoldenGame) -> None:
    """The same setup, seed and bots give exactly the recorded game."""
    expected = _expected()[spec.key]
    got = play(spec)
    assert got["public"] == expected["public"], "actions, money, tokens, positions or outcome changed"
    assert got["trace"] == expected["trace"], "events or observations changed"
    assert got["digest"] == expected["digest"], "the final state's fingerprint changed"


def test_golden_file_lists_every_game() -> None:
    """The JSON file holds exactly the golden games."""
    assert set(_expected()) == {spec.key for spec in golden_games()}


@pytest.mark.compiled
def test_the_golden_games_run_on_the_compiled_engine_when_it_is_built() -> None:
    """With the engine compiled (``packaging/compile_engine.py --golden`` runs this file on it), every
    compiled module is the one imported, so the golden games above were played by the compiled engine."""
    import importlib

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packaging"))
    from compile_engine import COMPILED_MODULES

    modules = [importlib.import_module(f"gameofyear.{name}") for name in COMPILED_MODULES]
    compiled = [m.__name__ for m in modules if Path(m.__file__ or "").suffix != ".py"]
    if not compiled and not os.environ.get("GAMEOFYEAR_EXPECT_COMPILED"):
        pytest.skip("the engine is pure Python here; `python packaging/compile_engine.py --golden` "
                    "builds the compiled engine in a temporary folder and runs these golden games on it")
    assert compiled == [m.__name__ for m in modules], "some engine modules are not the compiled ones"


def _quick_classes() -> list[type]:
    from gameofyear.bots.base import BotView
    from gameofyear.engine import decisions, events, game

    classes = [c for c in vars(events).values() if isinstance(c, type) and issubclass(c, events.Event)]
    return [c for c in [*classes, decisions.Decision, game.PlayerView, game.Observation, game.Claim, BotView]
            if c is not events.Event]


@pytest.mark.parametrize("cls", _quick_classes(), ids=lambda cls: cls.__name__)
def test_quick_init_builds_the_same_frozen_dataclass(cls: type) -> None:
    """:func:`gameofyear.engine.quick.quick_init` keeps every field, default and the frozen behaviour."""
    fields = dataclasses.fields(cls)
    values = [f"value {i}" for i in range(len(fields))]
    obj = cls(*values)
    assert [getattr(obj, f.name) for f in fields] == values
    assert obj == cls(**{f.name: v for f, v in zip(fields, values)})
    assert repr(obj) == f"{cls.__qualname__}({', '.join(f'{f.name}={v!r}' for f, v in zip(fields, values))})"
    required = [f for f in fields if f.default is dataclasses.MISSING]
    partial = cls(*values[: len(required)])
    assert [getattr(partial, f.name) for f in fields[len(required):]] == [f.default for f in fields[len(required):]]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(obj, fields[0].name, "changed")
    assert dataclasses.replace(obj) == obj


@pytest.mark.parametrize("cls", [c for c in _quick_classes() if c.__bases__ == (object,)], ids=lambda cls: cls.__name__)
def test_quick_maker_makes_the_same_frozen_object_as_the_class(cls: type) -> None:
    """:func:`gameofyear.engine.quick.quick_maker` makes an object equal to the class's, of that class, still frozen."""
    from gameofyear.engine.quick import quick_maker

    make = quick_maker(cls)
    fields = dataclasses.fields(cls)
    values = [f"value {i}" for i in range(len(fields))]
    obj = make(*values)
    assert type(obj) is cls and obj == cls(*values) and repr(obj) == repr(cls(*values))
    required = [f for f in fields if f.default is dataclasses.MISSING]
    assert make(*values[: len(required)]) == cls(*values[: len(required)])
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(obj, fields[0].name, "changed")


def test_quick_maker_refuses_a_class_with_base_classes() -> None:
    """A twin of an event would inherit the frozen ``__setattr__`` of :class:`Event`: refused."""
    from gameofyear.engine import events
    from gameofyear.engine.quick import quick_maker

    with pytest.raises(TypeError):
        quick_maker(events.PawnMoved)


def regenerate(fingerprints_only: bool) -> None:
    """Write ``tests/golden/games.json`` from the current code.

    Args:
        fingerprints_only: rewrite only the ``digest`` entries, and only if every
            game's ``public`` and ``trace`` digests are unchanged.
    """
    data = {spec.key: play(spec) for spec in golden_games()}
    if fingerprints_only:
        expected = _expected()
        changed = [key for key, got in data.items()
                   if key not in expected or any(got[k] != expected[key][k] for k in ("public", "trace"))]
        if changed:
            raise SystemExit(f"behaviour changed in {len(changed)} games (first: {changed[0]}): nothing written")
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(data)} games to {GOLDEN}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--fingerprints", action="store_true", help="rewrite the fingerprint digests only")
    mode.add_argument("--all", action="store_true", help="rewrite every digest")
    regenerate(parser.parse_args().fingerprints)
