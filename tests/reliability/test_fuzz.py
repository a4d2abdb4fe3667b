"""Mutated profiles and block maps through every command that reads them (issue 38):
one line and exit 2, or exit 0 for a mutant that is still a valid file; never a
traceback, another exit or a hang; always exit 2 for a mutant that breaks a rule of the
format (tests/reliability/fuzz.py). Seeded; a few hundred mutants in seconds here,
5,000 per reader with scripts/fuzz_readers.py (bench/fuzz/)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fuzz import check, mutants, run

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"
RUN = ["--backend", "host", "--kernel", "nested", "--grid", "1", "--block", "1",
       "-a", "i32:3", "-a", "i32:4", "-q"]


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """A host profile and its block map, made by the commands."""
    work = tmp_path_factory.mktemp("fuzz")
    shutil.copy(EXAMPLES / "host_loops.ll", work / "k.ll")
    assert run(["instrument", str(work / "k.ll"), "--target", "host", "-q"])[0] == 0
    assert run(["run", str(work / "k.bbprof.ll"), *RUN, "-o", str(work / "k.bbprof")])[0] == 0
    return work


def readers(work: Path, mutant_path: Path, kind: str) -> dict[str, list[str]]:
    if kind == "profile":
        return {"report": ["report", str(mutant_path), "-q"],
                "cfg": ["cfg", str(mutant_path), "--function", "nested", "-o",
                        str(work / "g.dot")],
                "diff": ["diff", str(work / "k.bbprof"), str(mutant_path)]}
    return {"run --map": ["run", str(work / "k.bbprof.ll"), "--map", str(mutant_path), *RUN,
                          "-o", str(work / "m.bbprof")]}


@pytest.mark.parametrize("kind,source,count", [("profile", "k.bbprof", 300),
                                               ("block_map", "k.bbprof.json", 300)])
def test_mutants_are_read_or_refused_in_one_line(made, kind, source, count):
    doc = json.loads((made / source).read_text())
    target = made / f"mutant.{kind}"
    problems, refused, must = [], 0, 0
    for mutant in mutants(doc, kind, seed=41, count=count):
        target.write_text(mutant.text)
        must += mutant.must_refuse
        for name, argv in readers(made, target, kind).items():
            problem = check(mutant, argv)
            if problem:
                problems.append(f"{name}: {problem}")
    assert not problems, "\n".join(problems[:20])
    assert must >= 10          # the seed reaches the rules, not only harmless fields
