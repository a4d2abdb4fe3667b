"""Property: on random programs, every block's counts equal a Python walk's, and the
instrumented program computes what the original computes — in every counting mode
(packed, wide, thread-only, wave-only, spanning-tree edge counters with flow
reconstruction).

Default size runs in CI; BBPROF_PROPERTY_EXAMPLES=N raises the number of programs
(see docs/testing.md for the largest run made).
"""

from __future__ import annotations

import ctypes
import os

import llvmlite.binding as llvm
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

from random_programs import BlockSpec, FunctionSpec, block_ids, finish, run_model, to_ir

EXAMPLES = int(os.environ.get("BBPROF_PROPERTY_EXAMPLES", "60"))
MODES = [Mode(), Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("wave_hits",)), Mode(counters=("wave_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="spanning-tree"),
         Mode(loops_in_registers=False),
         Mode(placement="every-block", loops_in_registers=False)]


@st.composite
def programs(draw):
    nfunctions = draw(st.integers(1, 3))
    functions = []
    for fi in range(nfunctions):
        nblocks = draw(st.integers(1, 9))
        blocks = []
        for bi in range(nblocks):
            others = list(range(1, nblocks))
            successors = draw(st.lists(st.sampled_from(others), max_size=4)) \
                if others else []
            callee = draw(st.one_of(st.none(), st.integers(fi + 1, nfunctions - 1))) \
                if fi + 1 < nfunctions else None
            blocks.append(BlockSpec(
                mul=draw(st.integers(1, 2**64 - 1)) | 1, add=draw(st.integers(0, 2**64 - 1)),
                returns=draw(st.booleans()) if bi and draw(st.integers(0, 4)) == 0 else False,
                successors=successors, callee=callee))
        functions.append(FunctionSpec(blocks))
    return finish(functions)


def jit(text: str):
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = llvm.parse_assembly(text)
    machine = llvm.Target.from_default_triple().create_target_machine(jit=True)
    engine = llvm.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    return engine


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@pytest.mark.parametrize("mode", MODES, ids=str)
@given(program=programs(),
       inputs=st.lists(st.tuples(st.integers(0, 2**64 - 1), st.integers(-2, 40)),
                       min_size=1, max_size=4))
def test_counts_equal_a_python_walk(tmp_path_factory, mode, program, inputs):
    text = to_ir(program)
    path = tmp_path_factory.mktemp("prog") / "prog.ll"
    path.write_text(text)
    module = load_module(path, "host")
    result = instrument(module, mode=mode)
    instrumented = HostProgram(result.text, result.block_map)
    original = jit(module.text)
    f0 = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_uint64, ctypes.c_int64)
    run_original = f0(original.get_function_address("f0"))
    run_instrumented = instrumented.function("f0", ctypes.c_uint64, ctypes.c_uint64,
                                             ctypes.c_int64)
    expected = block_ids(program)
    for seed, fuel in inputs:
        model_result = run_model(program, seed, fuel & ((1 << 64) - 1), expected)
        assert run_original(seed, fuel) == model_result
        assert run_instrumented(seed, fuel) == model_result
    frame = result.block_map.block_counts(instrumented.read_counters())
    for field in mode.counters:  # one lane per wave on the host: both equal entries
        got = {(row.function, row.block): int(getattr(row, field))
               for row in frame.itertuples()}
        assert got == expected, field
    for field in {"thread_hits", "wave_hits"} - set(mode.counters):
        assert frame[field].isna().all()
