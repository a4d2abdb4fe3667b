"""A seeded mutator of bbprof's JSON files (profiles, block maps), and the check that
every command reading one either refuses it in one line (exit 2) or reads it (exit 0),
never a traceback, another exit, or a hang; and refuses the mutants that break a rule
of the format (a count that is not a u64, wave entries above thread entries, successors
that no longer hash to the map's cfg_hash, a counter word outside the row).

Used by tests/reliability/test_fuzz.py (a few hundred mutants, seconds) and
scripts/fuzz_readers.py (5,000 and more per reader, recorded in bench/fuzz/).
"""

from __future__ import annotations

import copy
import io
import json
import random
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

from bbprof.cli.main import main

ODD_VALUES = [-1, 2 ** 64, 2 ** 70, 1.5, float("inf"), float("nan"), "7", "", True, False,
              None, [], {}, [1, 2], {"a": 1}, "x" * 200, 0, 1]


@dataclass
class Mutant:
    what: str            # "counts.thread_hits[3] = -1"
    text: str            # the file's new contents
    must_refuse: bool    # breaks a rule every reader checks: exit 2, never 0


def _paths(doc, prefix=()):
    """Every (path, value) in a JSON document, depth first."""
    yield prefix, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, (*prefix, i))


def _set(doc, path, value):
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def _delete(doc, path):
    node = doc
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]


def _refused_by_rule(kind: str, path: tuple, old, new) -> bool:
    """Mutations the format forbids whatever else the file holds."""
    text = "/".join(map(str, path))
    if kind == "profile" and len(path) == 3 and path[0] == "counts" and isinstance(
            path[2], int):
        ok = isinstance(new, int) and not isinstance(new, bool) and 0 <= new < 2 ** 64
        return not ok
    successors = path[-1] == "successors" or (
        len(path) >= 2 and path[-2] == "successors" and isinstance(path[-1], int))
    if kind == "block_map" and successors and "functions" in text:
        return new != old      # the map's cfg_hash no longer holds
    return False


def mutants(doc: dict, kind: str, seed: int, count: int):
    """``count`` mutants of ``doc`` (a profile or a block map, ``kind``), seeded."""
    rng = random.Random(seed)
    nodes = [(p, v) for p, v in _paths(doc) if p]
    for _ in range(count):
        mutated = copy.deepcopy(doc)
        path, old = nodes[rng.randrange(len(nodes))]
        choice = rng.random()
        must = False
        if choice < 0.55:
            new = rng.choice(ODD_VALUES)
            if isinstance(old, int) and not isinstance(old, bool) and rng.random() < 0.5:
                new = old + rng.choice([-1, 1, 2 ** 40, -(2 ** 40)])
            _set(mutated, path, new)
            what = f"{'/'.join(map(str, path))} = {new!r:.40}"
            must = _refused_by_rule(kind, path, old, new)
        elif choice < 0.75 and isinstance(path[-1], str):
            _delete(mutated, path)
            what = f"del {'/'.join(map(str, path))}"
        elif choice < 0.85 and isinstance(old, list) and old:
            _set(mutated, path, old[:-1])
            what = f"{'/'.join(map(str, path))} loses its last item"
            must = kind == "profile" and path[:1] == ("counts",) and len(path) == 2
        elif choice < 0.92:      # written as text: json.dumps itself stops at ~1000 deep
            depth = rng.choice([10, 200, 5000])
            _set(mutated, path, "__bbprof_fuzz_deep__")
            text = json.dumps(mutated).replace(
                '"__bbprof_fuzz_deep__"', "[" * depth + json.dumps(old) + "]" * depth, 1)
            yield Mutant(f"{'/'.join(map(str, path))} nested {depth} deep", text,
                         kind == "profile" and path[:1] == ("counts",))
            continue
        else:
            text = json.dumps(mutated)
            cut = rng.randrange(1, len(text))
            yield Mutant(f"cut at byte {cut}", text[:cut], True)
            continue
        yield Mutant(what, json.dumps(mutated), must)


def run(argv: list[str]) -> tuple[int, str]:
    """A command through ``main()`` in this process: (exit status, stderr)."""
    err, out = io.StringIO(), io.StringIO()
    with redirect_stderr(err), redirect_stdout(out):
        try:
            status = main(argv)
        except SystemExit as exc:       # never expected: main returns
            status = f"SystemExit({exc.code})"
        except BaseException as exc:    # noqa: BLE001  (a traceback is the finding)
            status = f"raised {type(exc).__name__}: {str(exc)[:200]}"
    return status, err.getvalue()


def check(mutant: Mutant, argv: list[str]) -> str | None:
    """What is wrong with how ``argv`` treated ``mutant``, or None."""
    return judge(mutant, *run(argv))


def judge(mutant: Mutant, status, err: str) -> str | None:
    """What is wrong with (exit ``status``, ``err``) for ``mutant``, or None."""
    if not isinstance(status, int):
        return f"{mutant.what}: {status}"
    if "Traceback" in err:
        return f"{mutant.what}: a traceback"
    if status not in (0, 2):
        return f"{mutant.what}: exit {status}: {err.strip()[:200]}"
    if status == 2 and len(err.strip().splitlines()) != 1:
        return f"{mutant.what}: {len(err.strip().splitlines())} error lines"
    if status == 0 and mutant.must_refuse:
        return f"{mutant.what}: accepted (exit 0)"
    return None


def write(path: Path, mutant: Mutant) -> None:
    path.write_text(mutant.text)
