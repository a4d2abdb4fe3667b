"""bbprof's floors: which part of the package may import which, checked on the source.

STYLE.md's chain of values (IR -> instrumented IR and block map -> raw counters -> Profile
-> tables -> renderers) sets an order on the packages. ``FLOORS`` below writes it down,
from the bottom: a module imports its own package, or a package on a floor *below* its
own; never one above it (an upward arrow: the lower part would need the higher one to be
built first), and never another package on its own floor (packages that share a floor
are independent of each other). The floors are what the code does today (issue 36), so
that a new arrow is a decision someone writes here, not an accident.

Every module under ``bbprof/`` is parsed with ``ast`` (nothing is imported), and every
``import bbprof...`` / ``from bbprof... import`` counts, wherever it stands: at the top,
inside a function (a lazy import is still a dependency), under ``if TYPE_CHECKING``.
Names looked up in tables at run time (``lazy_exports``, the CLI's command table, the
backend registry) are not imports and are not checked. Each table points inside its own
package but one: the root's lazy ``bbprof.BlockMap`` and ``bbprof.Profile``, loaded on
first use, so that ``from bbprof import __version__`` costs nothing and the root can sit
on the second floor.

A *package* is ``bbprof.<name>`` with everything under it (``bbprof.runtime`` holds
``runtime/emulator`` and ``runtime/wrap``), or a top-level module (``bbprof.profile``),
or the root ``bbprof/__init__.py`` (``bbprof``). Cycles of modules inside one package
(``runtime/emulator`` has one, being untangled apart) are not this file's business.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import networkx as nx
import pytest

BBPROF = Path(__file__).resolve().parents[1] / "bbprof"

# From the bottom up. A package imports only packages on lower floors.
FLOORS: list[tuple[str, ...]] = [
    # the one error hierarchy, and the lazy-name helper every package's __init__ uses
    ("bbprof.errors", "bbprof._lazy"),
    # writing files whole (raises errors); the package root: __version__ and lazy names
    ("bbprof.files", "bbprof"),
    # the only code that reads or writes LLVM IR: parse, targets, CFG, rewrite
    ("bbprof.ir",),
    # counter placement and the block map; machine assembly and its instruction mix
    ("bbprof.instrument", "bbprof.isa"),
    # timeline stamps, records and their decoding (uses the block map); code objects
    # assembled from instrumented IR (uses instrument and isa)
    ("bbprof.timeline", "bbprof.codeobj"),
    # the Profile value: block map, counts, launches, timeline records; its summary rows;
    # the instrumenting pipeline (count, stamp, check the machine: instrument, timeline, isa)
    ("bbprof.profile", "bbprof.pipeline"),
    # bbprof mlir's front end: an MLIR file to IREE's dispatch IR and its op index (runs
    # IREE's tools as codeobj runs LLVM's)
    ("bbprof.mlir",),
    # the backends, the runner, Triton hooks, bbprof profile's program wrapper
    ("bbprof.runtime",),
    # tables made from a Profile; checks of the counts against other tools (runs kernels)
    ("bbprof.analysis", "bbprof.validate"),
    # renderers (a Report, a static analysis, validation results)
    ("bbprof.render",),
    # sweeps of variants: each variant's report and the table's page, through the
    # renderers (issue 42)
    ("bbprof.sweep",),
    # the commands, and the public bbprof.triton front door over runtime/triton.py
    ("bbprof.cli", "bbprof.triton"),
    # python -m bbprof
    ("bbprof.__main__",),
]
FLOOR = {package: level for level, packages in enumerate(FLOORS) for package in packages}

# STYLE.md: "renderers take a Profile and never import ir/ or runtime/"; and they decode
# nothing: a timeline comes to them decoded (Report.timeline_tables)
RENDERERS = "bbprof.render"
NOT_FOR_RENDERERS = ("bbprof.ir", "bbprof.runtime", "bbprof.timeline.decode")

LONGEST_FUNCTION = 80   # lines, under bbprof/instrument/ (issue 36)


@dataclass(frozen=True)
class Import:
    module: str     # the importing module, bbprof.render.html
    line: int
    target: str     # the module imported, bbprof.analysis.report

    def __str__(self) -> str:
        return f"{self.module}:{self.line} imports {self.target}"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(BBPROF.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(BBPROF.rglob("*.py"))}


def package_of(module: str) -> str:
    """``bbprof.runtime.emulator.lanes`` -> ``bbprof.runtime``; ``bbprof.profile`` (a
    top-level module) -> itself; ``bbprof`` -> ``bbprof``."""
    return ".".join(module.split(".")[:2])


def _targets(node: ast.AST, module: str) -> list[str]:
    """The bbprof modules one import statement names (``from a import b``: ``a.b`` where
    ``b`` is a module, else ``a``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:   # relative: from the importing module's package, level - 1 up
        package = module.split(".")
        if not MODULES[module].name == "__init__.py":
            package = package[:-1]
        package = package[:len(package) - (node.level - 1)]
        base = ".".join(package + ([base] if base else []))
    return list(dict.fromkeys(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES
                              else base for alias in node.names))


def bbprof_imports() -> list[Import]:
    found = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            for target in _targets(node, module):
                if target == "bbprof" or target.startswith("bbprof."):
                    found.append(Import(module, node.lineno, target))
    return found


IMPORTS = bbprof_imports()
CROSSING = [i for i in IMPORTS if package_of(i.module) != package_of(i.target)]


def package_graph() -> nx.DiGraph:
    graph = nx.DiGraph()
    graph.add_nodes_from(package_of(m) for m in MODULES)
    for i in CROSSING:
        graph.add_edge(package_of(i.module), package_of(i.target))
    return graph


def test_the_scan_sees_the_package():
    """The walk found the modules and their imports (a guard against checking nothing)."""
    assert "bbprof.render.html" in MODULES and "bbprof.runtime.emulator.lanes" in MODULES
    assert any(i.module == "bbprof.render.html" for i in CROSSING)
    lazy = [i for i in IMPORTS if i.module == "bbprof.runtime.wrap.program"
            and i.target == "bbprof.profile"]
    assert lazy, "imports inside functions count too"


def test_every_package_has_a_floor():
    missing = sorted({package_of(m) for m in MODULES} - set(FLOOR))
    assert not missing, f"put {', '.join(missing)} on a floor of FLOORS (tests/test_layers.py)"
    stale = sorted(set(FLOOR) - {package_of(m) for m in MODULES})
    assert not stale, f"FLOORS names {', '.join(stale)}, which bbprof no longer has"


def test_no_import_goes_up_or_sideways():
    wrong = []
    for i in CROSSING:
        here, there = package_of(i.module), package_of(i.target)
        if here not in FLOOR or there not in FLOOR:
            continue   # test_every_package_has_a_floor says which
        if FLOOR[there] > FLOOR[here]:
            wrong.append(f"{i}: up from {here} (floor {FLOOR[here]}) to {there} "
                         f"(floor {FLOOR[there]})")
        elif FLOOR[there] == FLOOR[here]:
            wrong.append(f"{i}: sideways between {here} and {there} (both floor "
                         f"{FLOOR[here]})")
    assert not wrong, ("imports against the floors (move the code to its floor, or have "
                       "the caller pass it in):\n" + "\n".join(wrong))


def test_no_cycle_between_packages():
    """Implied by the floors while every package has one; said on its own so that a
    cycle is named as one, whatever FLOORS becomes."""
    cycles = []
    for cycle in nx.simple_cycles(package_graph()):
        start = cycle.index(min(cycle))
        cycles.append(cycle[start:] + cycle[:start])
    cycles.sort()
    why = defaultdict(list)
    for i in CROSSING:
        why[package_of(i.module), package_of(i.target)].append(str(i))
    lines = []
    for cycle in cycles:
        lines.append(" -> ".join(cycle + cycle[:1]))
        for a, b in zip(cycle, cycle[1:] + cycle[:1]):
            lines += [f"    {w}" for w in why[a, b][:3]]
    assert not cycles, "package import cycles:\n" + "\n".join(lines)


def test_renderers_import_neither_ir_nor_runtime_nor_decoding():
    wrong = [str(i) for i in CROSSING if package_of(i.module) == RENDERERS
             and any(i.target == m or i.target.startswith(m + ".") for m in NOT_FOR_RENDERERS)]
    assert not wrong, "renderers take a Profile or its tables:\n" + "\n".join(wrong)


def test_instrument_functions_are_short():
    """No function under bbprof/instrument/ is longer than 80 lines (def to last line)."""
    long = []
    for module, path in MODULES.items():
        if package_of(module) != "bbprof.instrument":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > LONGEST_FUNCTION:
                    long.append(f"{module}:{node.lineno} {node.name}: {lines} lines")
    assert not long, (f"functions over {LONGEST_FUNCTION} lines:\n" + "\n".join(long))


def test_placement_asks_targets_what_they_can_do():
    """No test of which target it is under bbprof/instrument/ and bbprof/timeline/
    outside each target's own counting code (``counting/``): placement asks the target's
    ``Capabilities``, the timeline its stamp writer (``counting.stamp_code``)."""
    targets = {"AMDGPU", "NVPTX", "HOST"}
    names = {"amdgpu", "nvptx", "host"}
    found = []
    for module, path in MODULES.items():
        if (package_of(module) not in ("bbprof.instrument", "bbprof.timeline")
                or ".counting" in module):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Compare):
                continue
            for side in (node.left, *node.comparators):
                if ((isinstance(side, ast.Name) and side.id in targets)
                        or (isinstance(side, ast.Constant) and side.value in names)):
                    found.append(f"{module}:{node.lineno}")
    assert not found, "ask counting.capabilities(kind) instead:\n" + "\n".join(found)
