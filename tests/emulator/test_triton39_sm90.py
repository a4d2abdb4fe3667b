"""Triton 3.9's sm_90 IR on the emulator (issue 40): its shared-memory exchange is inline
`st.shared::cta.b32` (the `::cta` state space qualifier), which the emulator refused.
tests/data/corpus/triton39/sm_90/scan.ll: tl.cumsum of 200 of 256 i32 in one program (kernels.py there)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import assert_counts_match_trace

SCAN = Path(__file__).resolve().parents[1] / "data" / "corpus" / "triton39" / "sm_90" / "scan.ll"


def _run(text, block_map, x):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    y = backend.upload(np.zeros(256, np.int32))
    fn = code.program.by_name["scan"]
    args = [backend.upload(x), y, Scalar(200, np.dtype(np.int32))]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch("scan", LaunchShape.of(1, 128, 64), args)
    return code, y.read_array(np.int32)


def test_triton39_scan_runs_and_counts():
    x = np.random.default_rng(0).integers(-1000, 1000, 256).astype(np.int32)
    plain, y = _run(SCAN.read_text(), None, x)
    assert y[:200].tolist() == np.cumsum(x[:200]).tolist() and not y[200:].any()
    result = instrument(load_module(SCAN))
    code, y2 = _run(result.text, result.block_map, x)
    assert y2.tobytes() == y.tobytes()
    assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                     plain.trace_by_position()) > 0
