"""clang -O0 CUDA device code on the emulator: allocas in the generic address space.

NVPTX's allocas live in address space 0 at -O0 (NVPTXLowerAlloca makes them local only
in codegen), so every local variable of tests/data/plugin/trips.cu is reached through a
generic pointer into the lane's private memory. The plain kernel's trace must equal the
per-thread walk of trips.cu's source (a Python loop per thread, not the emulator), the
pass plugin's instrumented output must count what the trace saw on every block, and so
must the Python instrumenter's output in every counting mode; all outputs bit for bit.
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import BlockMap, instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from bbprof_testpaths import DATA
from emulator_cases import MODES, assert_counts_match_trace

PLUGIN = DATA / "plugin"
N, GRID, BLOCK = 100, 2, 64          # 128 threads, four warps; the last one is split


def _walk():
    """trips.cu per thread: (per-block (thread_hits, wave_hits) by name, out)."""
    names = ["entry", "if.then", "if.end", "for.cond", "for.body", "for.inc", "for.end",
             "if.then4", "if.end8", "return"]
    threads = dict.fromkeys(names, 0)
    waves = dict.fromkeys(names, 0)
    out = np.zeros(GRID * BLOCK, np.int32)
    for warp in range(GRID * BLOCK // 32):
        lanes = range(warp * 32, warp * 32 + 32)
        live = [g for g in lanes if g < N]
        trips = [g % 4 for g in live]
        per_thread = {"entry": 32, "if.then": 32 - len(live), "if.end": len(live),
                      "for.cond": sum(t + 1 for t in trips), "for.body": sum(trips),
                      "for.inc": sum(trips), "for.end": len(live),
                      "if.then4": sum(g & 1 for g in live), "if.end8": len(live),
                      "return": 32}
        # reconvergence at the post-dominator: a warp enters a block once per group
        most = max(trips, default=-1)
        per_warp = {"entry": 1, "if.then": int(len(live) < 32), "if.end": int(bool(live)),
                    "for.cond": most + 1, "for.body": max(most, 0),
                    "for.inc": max(most, 0), "for.end": int(bool(live)),
                    "if.then4": int(any(g & 1 for g in live)), "if.end8": int(bool(live)),
                    "return": 1}
        for name in names:
            threads[name] += per_thread[name]
            waves[name] += per_warp[name]
        for g in live:
            acc = sum(k + 1 for k in range(g % 4))
            if g & 1:
                acc += 2 * (g % 4)
            out[g] = acc
    return [(threads[n], waves[n]) for n in names], out


def _run(text, block_map):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    buf = backend.upload(np.zeros(GRID * BLOCK, np.int32))
    code.launch("trips", LaunchShape.of(GRID, BLOCK),
                [buf, Scalar(N, np.dtype(np.int32))])
    return code, buf.read_array(np.int32)


def test_plain_O0_kernel_matches_the_source_walk():
    want_counts, want_out = _walk()
    plain, out = _run((PLUGIN / "trips.sm_80.ll").read_text(), None)
    assert out.tobytes() == want_out.tobytes()
    assert plain.trace_by_position()["trips"] == want_counts


@pytest.mark.parametrize("ir,map_name", [("trips.sm_80.bbprof.ll", "trips.sm_80.bbprof.json"),
                                         ("trips.sm_80.tree.bbprof.ll",
                                          "trips.sm_80.tree.bbprof.json")])
def test_plugin_output_counts_what_the_trace_saw(ir, map_name):
    plain, out = _run((PLUGIN / "trips.sm_80.ll").read_text(), None)
    block_map = BlockMap.load(PLUGIN / map_name)
    code, got = _run((PLUGIN / ir).read_text(), block_map)
    assert got.tobytes() == out.tobytes()
    assert assert_counts_match_trace(block_map, code.read_counters(),
                                     plain.trace_by_position()) == 10


@pytest.mark.parametrize("mode", MODES, ids=[str(m) for m in MODES])
def test_python_instrumenter_on_O0_kernel(mode):
    plain, out = _run((PLUGIN / "trips.sm_80.ll").read_text(), None)
    result = instrument(load_module(PLUGIN / "trips.sm_80.ll"), mode=mode)
    code, got = _run(result.text, result.block_map)
    assert got.tobytes() == out.tobytes()
    assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                     plain.trace_by_position()) == 10


def test_plugin_counts_at_the_h200_launch():
    """tests/gpu/test_plugin_gpu.py's launch (5 x 128 threads, n = 600), which passed on the
    H200 (bench/h200_round2_final/gpu_tests.log): there the GPU's thread_hits equalled
    tests_gpu_expectations.expected_threads() on every block, so the emulator's must too;
    its wave_hits (bounded there, not saved) are the trace's and meet the same bounds."""
    import sys

    sys.path.insert(0, str(PLUGIN))
    from tests_gpu_expectations import BLOCK, GRID, N as ACTIVE, WARP, expected_threads

    def run(text, block_map):
        backend = get_backend("emulator")
        code = backend.load(text, block_map)
        buf = backend.upload(np.zeros(GRID * BLOCK, np.int32))
        code.launch("trips", LaunchShape.of(GRID, BLOCK),
                    [buf, Scalar(ACTIVE, np.dtype(np.int32))])
        return code

    plain = run((PLUGIN / "trips.sm_80.ll").read_text(), None)
    block_map = BlockMap.load(PLUGIN / "trips.sm_80.bbprof.json")
    code = run((PLUGIN / "trips.sm_80.bbprof.ll").read_text(), block_map)
    assert assert_counts_match_trace(block_map, code.read_counters(),
                                     plain.trace_by_position()) == 10
    frame = block_map.block_counts(code.read_counters())
    threads = {r.block: int(r.thread_hits) for r in frame.itertuples()}
    waves = {r.block: int(r.wave_hits) for r in frame.itertuples()}
    assert threads == expected_threads()
    g = np.arange(GRID * BLOCK)
    assert waves["entry"] == GRID * BLOCK // WARP
    assert waves["if.then"] == int((g >= ACTIVE).reshape(-1, WARP).any(axis=1).sum())
    for block in ("for.cond", "for.body", "for.inc", "if.then4"):
        assert 0 < waves[block] <= threads[block], block
