"""The engine's public protocol: nothing outside ``gameofyear/engine/`` reaches into its insides.

Other modules (the bots, the table, the saves, the narrator, the window) and the
test helpers use the engine through ``Game``, ``Decision``, ``Observation``,
events, ``position.from_position`` and ``position.sample``; the task stack, the
continuations and the private fields are the engine's alone.
"""

from __future__ import annotations

import ast
from pathlib import Path

import gameofyear.engine.game as engine_game
from gameofyear.engine import Game

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "gameofyear" / "engine"


def _engine_private_names() -> set[str]:
    """Every private name of the engine: its modules' ``_x`` functions and constants, and ``_x`` attributes."""
    names = {"stack", "cont", "TASKS", "CONTINUATIONS"}
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name.startswith("_") and not node.name.startswith("__"):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                names.add(node.attr)
            elif isinstance(node, ast.Name) and node.id.startswith("_") and not node.id.startswith("__"):
                names.add(node.id)
    return names


def _outside_modules() -> list[Path]:
    files = [p for p in (ROOT / "gameofyear").rglob("*.py") if ENGINE not in p.parents]
    return [*files, ROOT / "tests" / "helpers.py"]


def test_no_module_outside_the_engine_touches_its_tasks_stack_or_private_fields():
    """An import and attribute scan: no ``.stack``, ``.cont``, task tables or engine-private name outside the engine."""
    private = _engine_private_names()
    assert {"_run", "_push", "_events", "stack"} <= private
    found = []
    for path in _outside_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = {node.attr for node in ast.walk(tree)
               if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and "engine" in node.module:
                found += [f"{path.name}:{node.lineno} imports {a.name}" for a in node.names if a.name in private]
            elif isinstance(node, ast.Attribute) and node.attr in private and node.attr not in own:
                base = node.value.id if isinstance(node.value, ast.Name) else ""
                if base not in ("self", "cls"):
                    found.append(f"{path.name}:{node.lineno} .{node.attr}")
    assert found == []


def test_the_task_tables_name_every_handler():
    """Every task and continuation is registered by name; none is found by a naming convention
    (over every layer of the rules that ``Game`` is built of)."""
    names = {name for layer in Game.__mro__ for name in vars(layer)}
    tasks = {name[3:] for name in names if name.startswith("_t_")}
    continuations = {name[4:] for name in names if name.startswith("_on_")}
    assert tasks == set(engine_game.TASKS) and continuations == set(engine_game.CONTINUATIONS)


def test_the_rules_the_bots_the_table_the_saves_and_the_narrator_import_without_qt():
    """In a fresh interpreter where PySide6 cannot be imported, the Qt-free parts import and play a game."""
    import subprocess
    import sys

    code = """
import sys
class NoQt:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            raise ImportError("PySide6 is blocked")
sys.meta_path.insert(0, NoQt())
import random
from gameofyear import engine, bots, table, saves, narrate, simulation
from gameofyear.content import load_content
content = load_content()
t = table.Table.new(simulation.random_setup(random.Random(2), content, 3), content, 2, [table.COMPUTER_SEAT] * 3)
t.run()
assert t.game.finished and not any(m.startswith("PySide6") for m in sys.modules)
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "ok", done.stderr


def test_the_doctests_of_the_qt_free_modules_run():
    """The examples in the docstrings of the engine, the table, the narrator, the server's guard and
    the local network's offers are true."""
    import doctest
    import importlib
    import pkgutil

    import gameofyear.engine
    import gameofyear.engine.quick
    import gameofyear.narrate
    import gameofyear.net.discovery
    import gameofyear.net.guard
    import gameofyear.table

    narrator = [importlib.import_module(f"gameofyear.narrate.{m.name}") for m in pkgutil.iter_modules(gameofyear.narrate.__path__)]
    for module in (gameofyear.engine, gameofyear.engine.quick, gameofyear.table, gameofyear.net.guard,
                   gameofyear.net.discovery):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__
    told = [doctest.testmod(module) for module in narrator]
    assert all(result.failed == 0 for result in told) and sum(result.attempted for result in told) > 0


def test_the_save_format_depends_on_the_engine_only():
    """Importing the file format of saves brings in no computer player, no table and no Qt."""
    import subprocess
    import sys

    code = ("import sys; import gameofyear.saves.format; "
            "print(sorted(m for m in sys.modules if m.startswith(('gameofyear.bots', 'gameofyear.table', 'PySide6'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr


def _observed_game() -> Game:
    import random

    from gameofyear.content import load_content
    from gameofyear.simulation import random_setup

    content = load_content()
    game = Game.new(random_setup(random.Random(3), content, 3), content, 3)
    while game.pending is not None and game.pending.kind.value != "spin":
        game.decide(game.pending.options[-1])
    return game


def test_an_observation_computes_a_field_when_it_is_first_read_and_only_that_one():
    """Observations are built field by field: a field nobody reads is never computed."""
    game = _observed_game()
    read: list[str] = []
    observed = game.observed
    game.observed = lambda name, player: (read.append(name), observed(name, player))[1]  # type: ignore[method-assign]
    seen = game.observation(1)
    assert read == []
    assert seen.players[1].name == game.setup.players[1].name and seen.lucky_number == game.state.players[1].lucky_number
    assert seen.players is seen.players and read == ["players"]
    del seen
    game.decide(True)  # nobody holds the observation: nothing more is computed
    assert read == ["players"]


def test_an_observation_kept_while_the_game_moves_on_tells_the_game_as_it_was():
    """A held observation is completed from the old state before the game changes; it equals an eager one."""
    from dataclasses import fields, replace

    from gameofyear.engine.observation import Observation

    game = _observed_game()
    seen = game.observation(0)
    eager = Observation(*(getattr(game.observation(0), f.name) for f in fields(Observation)))
    turn, spinner = game.state.turn, game.pending.player
    while game.state.turn == turn and game.pending is not None:
        game.decide(game.pending.options[0])
    assert seen == eager and repr(seen) == repr(eager) and hash(seen) == hash(eager)
    assert seen.pending is not None and seen.pending.player == spinner and seen.turn == turn
    assert seen.players != game.observation(0).players or seen.deck_sizes != game.observation(0).deck_sizes
    assert replace(seen, lucky_number=None).players == eager.players


def test_an_observation_asked_with_fields_at_once_computes_them_with_it_and_equals_a_deferred_one():
    """``at_once`` fields are read from the game when the observation is made; the others wait for a reading."""
    import pytest

    game = _observed_game()
    read: list[str] = []
    observed = game.observed
    game.observed = lambda name, player: (read.append(name), observed(name, player))[1]  # type: ignore[method-assign]
    quick = game.observation(2, ("players", "quarter_passers"))
    assert read == ["players", "quarter_passers"]
    deferred = game.observation(2)
    assert quick.players == deferred.players and quick.quarter_passers == deferred.quarter_passers
    assert read == ["players", "quarter_passers", "players", "quarter_passers"]
    money = game.state.players[game.pending.player].money
    game.decide(True)  # the spin: both are completed from the state they were made in
    assert quick == deferred
    assert quick.players[deferred.pending.player].money == money
    with pytest.raises(KeyError):
        game.observation(0, ("lucky_number",))


def test_a_clone_shares_what_never_changes_and_copies_the_rest():
    """Game.clone() sets every attribute a game has: what the setup gives is shared, the state is copied."""
    game = _observed_game()
    clone = game.clone()
    assert set(vars(clone)) == set(vars(game))
    assert all(getattr(clone, name) is getattr(game, name) for name in engine_game._DERIVED)
    assert clone.state is not game.state and clone.state.fingerprint() == game.state.fingerprint()
    assert clone.actions == game.actions and clone.actions is not game.actions
    clone.decide(True)
    assert len(game.actions) == len(clone.actions) - 1
