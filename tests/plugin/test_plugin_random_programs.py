"""Property: on random programs (arbitrary CFGs: loops, irreducible cycles, unreachable
blocks, switches with repeated targets, early exits, calls; tests/property/random_programs.py),
the plugin's instrumentation JIT-run on the host gives every block the count of a Python
walk of the same program, and the program still computes what the walk computes — on
CFGMST's tree (edges split where needed) and at every block.

BBPROF_PLUGIN_EXAMPLES=N sets the number of programs per mode (default 15: each one is an
opt run)."""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

from plugin_support import plugin  # noqa: F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "property"))

from random_programs import block_ids, run_model, to_ir  # noqa: E402
from test_random_programs import programs  # noqa: E402

EXAMPLES = int(os.environ.get("BBPROF_PLUGIN_EXAMPLES", "15"))
MODES = [Mode(), Mode(counters=("thread_hits",)), Mode(placement="every-block"),
         Mode(packed=False)]


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@pytest.mark.parametrize("mode", MODES, ids=str)
@given(program=programs(),
       inputs=st.lists(st.tuples(st.integers(0, 2**64 - 1), st.integers(-2, 40)),
                       min_size=1, max_size=4))
def test_counts_equal_a_python_walk(plugin, tmp_path_factory, mode, program, inputs):  # noqa: F811
    from bbprof.instrument.plugin import instrument_with_plugin

    path = tmp_path_factory.mktemp("prog") / "prog.ll"
    path.write_text(to_ir(program))
    module = load_module(path, "host")
    result = instrument_with_plugin(module, mode=mode, tool=plugin[0])
    instrumented = HostProgram(result.text, result.block_map)
    run = instrumented.function("f0", ctypes.c_uint64, ctypes.c_uint64, ctypes.c_int64)
    expected = block_ids(program)
    for seed, fuel in inputs:
        assert run(seed, fuel) == run_model(program, seed, fuel & ((1 << 64) - 1), expected)
    frame = result.block_map.block_counts(instrumented.read_counters())
    for field in mode.counters:   # one lane per wave on the host: both equal entries
        got = {(row.function, row.block): int(getattr(row, field))
               for row in frame.itertuples()}
        assert got == expected, field
