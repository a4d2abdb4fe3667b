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
@pytest.mark.parametrize("mode", MODES, ids=str)
@given(program=programs(), chosen=st.data(),
       inputs=st.lists(st.tuples(st.integers(0, 2**64 - 1), st.integers(-2, 40)),
                       min_size=1, max_size=4))
def test_hybrid_counts_equal_a_python_walk(tmp_path_factory, monkeypatch, mode, program,
                                           chosen, inputs):
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
    result = instrument(module, mode=mode)
    for info in result.block_map.functions:
        assert info.hybrid == bool(divergent[info.name])
        assert set(info.divergent) == set(divergent[info.name])
    program_ = HostProgram(result.text, result.block_map)
    run = program_.function("f0", ctypes.c_uint64, ctypes.c_uint64, ctypes.c_int64)
    expected = block_ids(program)
    for seed, fuel in inputs:
        assert run(seed, fuel) == run_model(program, seed, fuel & ((1 << 64) - 1), expected)
    frame = result.block_map.block_counts(program_.read_counters())
    for field in mode.counters:
        got = {(row.function, row.block): int(getattr(row, field))
               for row in frame.itertuples()}
        assert got == expected, field
