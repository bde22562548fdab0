"""The content's two central types are real to the type checker: ``Effect`` and ``Condition`` are the unions of
the models the loader reads (``EFFECT_MODELS``, ``CONDITION_MODELS``), the same lists in the same order, so that a
new verb taught to the loader and not to the type checker (or the other way round) fails here."""

from __future__ import annotations

import ast
import inspect

import pytest

from gameofyear.content import schema


def _checked_union(name: str) -> list[str]:
    """The names of the models in the union ``name`` is, as the type checker reads it (schema's TYPE_CHECKING)."""
    tree = ast.parse(inspect.getsource(schema))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.Assign) and [t.id for t in statement.targets
                                                          if isinstance(t, ast.Name)] == [name]:
                    return _members(statement.value)
    raise AssertionError(f"no {name} for the type checker in the schema")


def _members(node: ast.expr) -> list[str]:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _members(node.left) + _members(node.right)
    assert isinstance(node, ast.Name), ast.dump(node)
    return [node.id]


@pytest.mark.parametrize(("name", "models"), [("Effect", schema.EFFECT_MODELS),
                                              ("Condition", schema.CONDITION_MODELS)])
def test_the_type_checkers_union_is_the_loaders_list_of_models(name, models):
    assert _checked_union(name) == [model.__name__ for model in models.values()]
    assert all(getattr(schema, model.__name__) is model for model in models.values())
