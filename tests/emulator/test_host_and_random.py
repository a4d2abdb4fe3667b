"""The emulator against two independent references.

* Host-target IR (the host execution tests' module and the bundled host example): the
  emulator's counts and results equal llvmlite's JIT, lane by lane, in every counting
  mode.
* The random programs of tests/property, retargeted to gfx942 (wave64) and gfx1100
  (wave32) and called from a kernel with per-lane inputs: every lane's result equals
  the Python walk's, thread_hits equal the walk's entries summed over lanes, and the
  instrumented module's counters equal the emulator's direct trace of the plain module
  (thread_hits and wave_hits) in every mode.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.host import HostProgram

from bbprof_testpaths import DATA, TESTS
from emulator_cases import MODES, assert_counts_match_trace, counts_by_position

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "bbprof" / "examples"

sys.path.insert(0, str(TESTS / "property"))
from random_programs import block_ids, run_model, to_ir  # noqa: E402
from test_random_programs import MODES as PROPERTY_MODES, programs  # noqa: E402

HOST_MODULES = [DATA / "host" / "host_loops.ll", EXAMPLES_DIR / "host_loops.ll"]


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("path", HOST_MODULES, ids=["tests-data", "bundled-example"])
def test_host_ir_counts_equal_the_jit(path, mode):
    module = load_module(path, "host")
    result = instrument(module, mode=mode)
    jit = HostProgram(result.text, result.block_map)
    emu = get_backend("emulator").load(result.text, result.block_map)
    n = np.array([0, 1, 0, 3, 7, 5, 2, 4], np.int32)
    m = np.array([0, 0, 5, 4, 2, 5, 9, 1], np.int32)
    nested = jit.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)
    driver = jit.function("driver", ctypes.c_int64, ctypes.c_int32)
    jit.zero_counters()
    want = [nested(int(a), int(b)) for a, b in zip(n, m)] + [driver(int(k)) for k in n]
    got = list(emu.call("nested", n, m, wave_size=1).view(np.int64)) + \
        list(emu.call("driver", n, wave_size=1).view(np.int64))
    assert got == want
    for fn in result.block_map.functions:
        assert counts_by_position(result.block_map, emu.read_counters(), fn.name) == \
            counts_by_position(result.block_map, jit.read_counters(), fn.name), fn.name


KERNEL = """
define amdgpu_kernel void @k(ptr addrspace(1) %seeds, ptr addrspace(1) %fuels,
                             ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, BLOCK
  %g = add i32 %base, %tid
  %i = zext i32 %g to i64
  %ps = getelementptr i64, ptr addrspace(1) %seeds, i64 %i
  %pf = getelementptr i64, ptr addrspace(1) %fuels, i64 %i
  %po = getelementptr i64, ptr addrspace(1) %out, i64 %i
  %s = load i64, ptr addrspace(1) %ps
  %f = load i64, ptr addrspace(1) %pf
  %r = call i64 @f0(i64 %s, i64 %f)
  store i64 %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
attributes #0 = { "target-cpu"="CPU" }
"""


def gpu_ir(program, cpu: str, block: int) -> str:
    body = to_ir(program).replace("(i64 %seed, i64 %fuel0) {", "(i64 %seed, i64 %fuel0) #0 {")
    return ('target triple = "amdgcn-amd-amdhsa"\n' + body
            + KERNEL.replace("BLOCK", str(block)).replace("CPU", cpu))


EXAMPLES = int(os.environ.get("BBPROF_EMULATOR_EXAMPLES", "4"))
RANDOM_MODES = PROPERTY_MODES        # all nine modes of tests/property


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@pytest.mark.parametrize("cpu,wave", [("gfx942", 64), ("gfx1100", 32)])
@given(program=programs(), seed=st.integers(0, 2**32 - 1))
def test_random_programs_per_lane(tmp_path, cpu, wave, program, seed):
    # three waves: a full workgroup of two, then a partial one (lanes run their own
    # paths, which the emulator serialises: fuel stays small to keep CI time)
    block, grid = 2 * wave, 2
    lanes = block + wave // 2
    rng = np.random.default_rng(seed)
    seeds = rng.integers(0, 2**63, lanes, dtype=np.uint64) * np.uint64(2) + \
        rng.integers(0, 2, lanes, dtype=np.uint64)
    fuels = rng.integers(-2, 13, lanes).astype(np.int64)
    seeds = np.concatenate([seeds, np.zeros(block * grid - lanes, np.uint64)])
    fuels = np.concatenate([fuels, np.zeros(block * grid - lanes, np.int64)])
    path = tmp_path / f"prog_{cpu}.ll"
    path.write_text(gpu_ir(program, cpu, block))
    module = load_module(path)
    expected = block_ids(program)
    results = [run_model(program, int(s), int(f) & ((1 << 64) - 1), expected)
               for s, f in zip(seeds[:lanes], fuels[:lanes])]

    # two launches: the full workgroups, then one workgroup of the remaining lanes
    plain = _two_part(module.text, None, seeds, fuels, block, grid, lanes)
    trace = plain[0].trace_by_position()
    assert list(plain[1][:lanes]) == results
    walked = {name: 0 for name in expected}
    walked.update(expected)
    by_name = plain[0].trace_counts()
    for (fn, name), hits in walked.items():
        assert by_name[fn][name][0] == hits, (fn, name)
    for mode in RANDOM_MODES:
        result = instrument(module, mode=mode)
        code, out = _two_part(result.text, result.block_map, seeds, fuels, block, grid,
                              lanes)
        assert list(out[:lanes]) == results, str(mode)
        assert_counts_match_trace(result.block_map, code.read_counters(), trace)


def _two_part(text, block_map, seeds, fuels, block, grid, lanes):
    """Launch the full workgroups, then the rest as one smaller workgroup (its own ids
    shifted by the buffers' offset)."""
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros(block * grid, np.uint64))
    full = lanes // block
    args = [backend.upload(seeds), backend.upload(fuels), out]
    if full:
        code.launch("k", LaunchShape.of(full, block), args)
    rest = lanes - full * block
    if rest:
        tail = [backend.upload(seeds[full * block:]), backend.upload(fuels[full * block:])]
        tail_out = backend.upload(np.zeros(block, np.uint64))
        code.launch("k", LaunchShape.of(1, rest), tail + [tail_out])
        merged = out.read_array(np.uint64).copy()
        merged[full * block:full * block + rest] = tail_out.read_array(np.uint64)[:rest]
        return code, merged
    return code, out.read_array(np.uint64)
