"""The emulator's modules import each other in floors, never in a circle.

Every module under ``bbprof/runtime/emulator/`` is parsed with ``ast``; each import of
another emulator module, at module level or inside a function, is an edge of a directed
graph. The graph must have no cycle: a circle held together by imports inside functions
hides which module needs which, and breaks as soon as one of them moves to the top.
The floors themselves are described in ``bbprof/runtime/emulator/__init__.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import bbprof.runtime.emulator as emulator_package

PACKAGE = "bbprof.runtime.emulator"
ROOT = Path(emulator_package.__file__).parent


def _modules() -> dict[str, Path]:
    """``{module name: file}``; the package itself is ``__init__``."""
    return {path.stem: path for path in sorted(ROOT.glob("*.py"))}


def _module(dotted: str) -> str | None:
    """The emulator module a dotted name is in (``__init__``: the package), or None."""
    if dotted == PACKAGE:
        return "__init__"
    if dotted.startswith(PACKAGE + "."):
        return dotted[len(PACKAGE) + 1:].split(".")[0]
    return None


def _imports(tree: ast.AST, modules: set[str]):
    """``(emulator module, line, at module level)`` for each import in ``tree``, at any
    depth: in a function, a class, an ``if TYPE_CHECKING:``."""
    top = set(map(id, tree.body))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [_module(alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level > 1:          # outside the package
                continue
            base = (PACKAGE + ("." + node.module if node.module else "") if node.level
                    else node.module or "")
            if base == PACKAGE:         # from bbprof.runtime.emulator import lanes
                targets = [alias.name if alias.name in modules else "__init__"
                           for alias in node.names]
            else:
                targets = [_module(base)]
        else:
            continue
        for target in targets:
            if target is not None:
                yield target, node.lineno, id(node) in top


def _graph() -> tuple[nx.DiGraph, list[str]]:
    modules = _modules()
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    deferred = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(), str(path))
        for target, line, at_top in _imports(tree, set(modules)):
            if target != name:
                graph.add_edge(name, target)
            if not at_top:
                deferred.append(f"{path.name}:{line} imports {target} inside a function")
    return graph, deferred


def test_the_graph_is_read():
    graph, _ = _graph()
    assert {"values", "instructions", "intrinsics", "program", "backend"} <= set(graph)
    assert graph.has_edge("program", "instructions")
    assert graph.has_edge("backend", "program")


def test_no_import_cycle():
    graph, _ = _graph()
    cycles = sorted(nx.simple_cycles(graph))
    assert cycles == [], "emulator modules import each other in a circle: " + "; ".join(
        " -> ".join(c + c[:1]) for c in cycles)
    assert nx.is_directed_acyclic_graph(graph)


def test_no_emulator_import_inside_a_function():
    """A module's dependencies on its neighbours are all in its header."""
    _, deferred = _graph()
    assert deferred == []
