"""Edge counts: kept where the spanning tree recovers them, used for exact loop entries.

The loop below is rotated (its guard may skip it): from block counts alone the entries
are not determined (three calls and 8 header visits could be 1 entry of 8 iterations or 3
of fewer), so counted at every block the report says "≤ 3". Counted on the spanning tree
every edge's count is known and the entries are exact. Expected counts are the calls'
trip counts: n = 0, 3, 5.
"""

from __future__ import annotations

import ctypes
import json
import subprocess
import sys

import pytest

from bbprof.analysis import make_report
from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.host import HostProgram

ROTATED = """define i64 @rot(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %w = sext i32 %r to i64
  ret i64 %w
}
"""
CALLS = (0, 3, 5)
EDGES = {("entry", "loop"): 2, ("entry", "exit"): 1, ("loop", "loop"): 6,
         ("loop", "exit"): 2, ("exit", "<exit>"): 3, ("<exit>", "entry"): 3}


def profile_of(mode: Mode) -> Profile:
    result = instrument(load_module("rot.ll", "host", text=ROTATED), mode=mode)
    program = HostProgram(result.text, result.block_map)
    rot = program.function("rot", ctypes.c_int64, ctypes.c_int32)
    assert [rot(n) for n in CALLS] == list(CALLS)
    return Profile.from_counters(result.block_map, program.read_counters(),
                                 cfg_hash=program.cfg_hash(), module="rot.bbprof.ll")


@pytest.mark.parametrize("mode", [Mode(), Mode(counters=("thread_hits",)),
                                  Mode(loops_in_registers=False)], ids=str)
def test_tree_profile_lists_every_edge_and_exact_loop_entries(mode, tmp_path):
    profile = profile_of(mode)
    assert profile.edges_known("rot")
    edges = profile.edge_frame()
    assert len(edges) == len(profile.block_map.function("rot").edges) == 6
    assert {(r.source, r.target): int(r.thread_hits) for r in edges.itertuples()} == EDGES
    if "wave_hits" in mode.counters:      # one lane per wave on the host
        assert (edges.wave_hits == edges.thread_hits).all()
    profile.save(tmp_path / "p.bbprof")
    again = Profile.load(tmp_path / "p.bbprof")
    assert again.edge_counts == profile.edge_counts
    assert (again + again).edge_counts["rot"]["thread_hits"] == [
        2 * c for c in profile.edge_counts["rot"]["thread_hits"]]
    if "wave_hits" not in mode.counters:
        return      # make_report needs both fields (analysis/blocks.py)
    loop = make_report(again).loops.iloc[0]
    assert (loop.header, loop.entries, loop.entries_exact) == ("loop", 2, True)
    assert (loop.back_edges, loop.iterations_per_entry) == (6, 4.0)


def test_every_block_profile_has_no_edges_and_bounds_the_entries():
    profile = profile_of(Mode(placement="every-block"))
    assert not profile.edges_known("rot") and profile.edge_frame().empty
    loop = make_report(profile).loops.iloc[0]
    assert loop.header_thread_hits == 8 and not loop.entries_exact
    assert loop.entries == 3 and loop.back_edges == 5      # at most 3 entries, at least 5


def test_bbprof_run_and_report_on_the_tree(tmp_path):
    """The CLI path: `bbprof run` writes the edge counts into the profile; `bbprof report`
    prints the loop's entries without "≤" (4 host threads, n = 3 each: 4 entries)."""
    src = tmp_path / "rot.ll"
    src.write_text(ROTATED)

    def bbprof(*args):
        proc = subprocess.run([sys.executable, "-m", "bbprof", *map(str, args)],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    texts = {}
    for placement in ("spanning-tree", "every-block"):
        bbprof("instrument", src, "--target", "host", "--placement", placement, "-q")
        bbprof("run", tmp_path / "rot.bbprof.ll", "--backend", "host", "-k", "rot",
               "--grid", "1", "--block", "4", "-a", "i32:3", "-q")
        data = json.loads((tmp_path / "rot.bbprof").read_text())
        assert data["version"] == 3   # 2 added edge_counts, 3 input_ir
        if placement == "spanning-tree":
            fn = data["block_map"]["functions"][0]
            counts = data["edge_counts"]["rot"]["thread_hits"]
            assert len(counts) == len(fn["edges"]) == 6
            names = {b["id"]: b["name"] for b in fn["blocks"]} | {-1: "<exit>"}
            got = {(names[e["source"]], names[e["target"]]): c
                   for e, c in zip(fn["edges"], counts)}
            assert got == {("entry", "loop"): 4, ("entry", "exit"): 0, ("loop", "loop"): 8,
                           ("loop", "exit"): 4, ("exit", "<exit>"): 4, ("<exit>", "entry"): 4}
        else:
            assert data["edge_counts"] == {}
        texts[placement] = bbprof("report", tmp_path / "rot.bbprof")
    row = next(line for line in texts["spanning-tree"].splitlines() if " loop " in line
               and "rot" in line)
    assert "≤" not in row and " 4 " in row
    row = next(line for line in texts["every-block"].splitlines() if " loop " in line
               and "rot" in line)
    assert "≤ 4" in row
