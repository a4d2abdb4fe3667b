"""Property: hybrid placement's graph gives exact thread counts, run on the host.

On the host a wave is one lane, so no branch diverges and bbprof never builds the hybrid
graph by itself. Here the uniformity answer is replaced by one that calls a random
subset of the branching blocks divergent, so placement.py reroutes their out-edges and
the in-edges of every block they reach that has two predecessors through the virtual
node, and counts what that graph's tree leaves out (blocks' counts, ballots of rerouted
edges, self-loops of the virtual node). The instrumented random programs then run in
llvmlite's JIT; the decoded counts of every block equal a Python walk's entries (thread
and wave: one lane per wave), and the program computes what the original computes.
"""

from __future__ import annotations

import ctypes
import importlib
import os
from collections import defaultdict

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.ir.uniformity import Divergence, Uniformity
from bbprof.runtime.host import HostProgram

from random_programs import block_ids, run_model, to_ir
from test_random_programs import programs

instrument_module = importlib.import_module("bbprof.instrument.instrument")
EXAMPLES = int(os.environ.get("BBPROF_PROPERTY_EXAMPLES", "60"))
MODES = [Mode(), Mode(loops_in_registers=False),
         Mode(counters=("wave_hits",))]


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@pytest.mark.parametrize("at_post_dominators", [False, True],
                         ids=["any-merge", "post-dominators"])
@pytest.mark.parametrize("mode", MODES, ids=str)
@given(program=programs(), chosen=st.data(),
       inputs=st.lists(st.tuples(st.integers(0, 2**64 - 1), st.integers(-2, 40)),
                       min_size=1, max_size=4))
def test_hybrid_counts_equal_a_python_walk(tmp_path_factory, monkeypatch, mode,
                                           at_post_dominators, program, chosen, inputs):
    """``at_post_dominators``: AMDGPU's graph (fewer merge blocks; a divergent block
    whose region is entered only through it balanced by one edge to its post-dominator),
    whose thread counts hold on any CFG; its wave counts are the emulator's to check
    (tests/emulator/test_hybrid_kernels.py). Edges' thread counts (a "rest" edge's from
    its source's) equal the walk's too."""
    path = tmp_path_factory.mktemp("prog") / "prog.ll"
    path.write_text(to_ir(program))
    module = load_module(path, "host")
    divergent = {}
    for fn in module.functions:
        branching = [b.id for b in fn.blocks if len(b.successor_ids) > 1]
        picked = chosen.draw(st.sets(st.sampled_from(branching)) if branching
                             else st.just(set()))
        divergent[fn.name] = {b: "drawn" for b in picked}
    monkeypatch.setattr(instrument_module, "warp_uniformity",
                        lambda fn, kind: Uniformity(not divergent[fn.name], "drawn"))
    monkeypatch.setattr(instrument_module, "divergence",
                        lambda fn, kind, first=None: Divergence(branches=divergent[fn.name]))
    # the hybrid graph wherever a branch is divergent, even where every block is cheaper
    monkeypatch.setattr(instrument_module, "every_block_cost", lambda *a: float("inf"))
    monkeypatch.setattr(instrument_module, "reconverges_at_post_dominators",
                        lambda kind: at_post_dominators)
    result = instrument(module, mode=mode)
    for info in result.block_map.functions:
        assert info.hybrid == bool(divergent[info.name])
        assert set(info.divergent) == set(divergent[info.name])
    program_ = HostProgram(result.text, result.block_map)
    run = program_.function("f0", ctypes.c_uint64, ctypes.c_uint64, ctypes.c_int64)
    expected = block_ids(program)
    walked: dict[tuple[str, str, str], int] = defaultdict(int)
    for seed, fuel in inputs:
        assert run(seed, fuel) == run_model(program, seed, fuel & ((1 << 64) - 1), expected,
                                            edges=walked)
    raw = program_.read_counters()
    frame = result.block_map.block_counts(raw)
    for field in mode.counters:
        got = {(row.function, row.block): int(getattr(row, field))
               for row in frame.itertuples()}
        assert got == expected, field
    if "thread_hits" not in mode.counters:
        return
    decoded = result.block_map.decode(raw).edges
    for info in result.block_map.functions:
        if info.name not in decoded:
            continue
        names = {b.id: b.name for b in info.blocks}
        for edge, count in zip(info.edges, decoded[info.name]["thread_hits"]):
            if edge.source >= 0 and edge.target >= 0:
                key = (info.name, names[edge.source], names[edge.target])
                assert count == walked[key], (key, edge.kind)
