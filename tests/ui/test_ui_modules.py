"""How the interface's modules hang together: no module reaches into the main window's private members, and the
modules of ``gameofyear/ui`` import one another without a circle (read from their source with ``ast``)."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "gameofyear" / "ui"


def _modules() -> dict[str, ast.Module]:
    return {path.stem: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in sorted(UI.glob("*.py"))}


def _type_checking_nodes(tree: ast.Module) -> set[int]:
    """The nodes under ``if TYPE_CHECKING:`` (imports for the type checker only, never run)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            inside.update(id(child) for child in ast.walk(node))
    return inside


def import_graph(modules: dict[str, ast.Module], *, type_checking: bool = False) -> dict[str, set[str]]:
    """Which ``gameofyear.ui`` modules each one imports (``from .x import``, ``from . import x``), at module level and
    inside functions alike; the imports under ``if TYPE_CHECKING:`` only when ``type_checking``."""
    graph: dict[str, set[str]] = {}
    for name, tree in modules.items():
        skipped = set() if type_checking else _type_checking_nodes(tree)
        imported: set[str] = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or node.level != 1 or id(node) in skipped:
                continue
            if node.module:
                imported.add(node.module.split(".")[0])
            else:
                imported.update(alias.name for alias in node.names)
        graph[name] = imported & set(modules) - {name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports in ``graph`` (``["a", "b", "a"]``), or None."""
    state: dict[str, int] = {}  # 1: being visited, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_cycle_finder_finds_a_circle_and_only_a_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None
    tree = ast.parse("from typing import TYPE_CHECKING\nfrom .b import x\nif TYPE_CHECKING:\n    from .c import y\n"
                     "def f():\n    from . import d\n")
    modules = {"a": tree, "b": ast.parse(""), "c": ast.parse(""), "d": ast.parse("")}
    assert import_graph(modules) == {"a": {"b", "d"}, "b": set(), "c": set(), "d": set()}
    assert import_graph(modules, type_checking=True)["a"] == {"b", "c", "d"}


def test_the_ui_modules_import_one_another_without_a_circle():
    """Module-level and function-level imports alike (those for the type checker aside)."""
    graph = import_graph(_modules())
    assert graph["mainwindow"] >= {"language", "network"}, "the graph is read"
    assert find_cycle(graph) is None


def test_the_language_module_knows_no_window():
    """View ▸ Language is offered by :mod:`gameofyear.ui.language`, which imports no window, not even for types."""
    graph = import_graph(_modules(), type_checking=True)
    assert not graph["language"] & {"mainwindow", "network"}


def _private_reaches(tree: ast.Module) -> list[str]:
    """Every ``window._x`` (and ``….window._x``) in ``tree``: a private member of a window read from outside."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        owner = node.value
        if (isinstance(owner, ast.Name) and owner.id == "window") or \
                (isinstance(owner, ast.Attribute) and owner.attr == "window"):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return sorted(found)


def test_no_module_reaches_into_the_main_window_s_private_members():
    assert _private_reaches(ast.parse("window._build_menus()\nself.window._group\nwindow.game\n")) == [
        "line 1: window._build_menus", "line 2: self.window._group"]
    reaches = {name: found for name, tree in _modules().items() if name != "mainwindow"
               for found in [_private_reaches(tree)] if found}
    assert reaches == {}
