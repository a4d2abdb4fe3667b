"""Kernels the emulator tests run: how to launch each, and what it must compute.

Each case says how to make its arguments at a small size and gives a numpy reference
of the kernel's result (from shared/corpus/kernels.py's definitions), so a test can
check outputs, run the plain and the instrumented module side by side, and compare the
counters with the emulator's direct trace.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from bbprof.instrument.modes import Mode
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

MODES = [Mode(), Mode(placement="every-block"), Mode(packed=False),
         Mode(loops_in_registers=False), Mode(counters=("thread_hits",)),
         Mode(counters=("wave_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="every-block", loops_in_registers=False)]


@dataclass
class Case:
    kernel: str
    grid: tuple
    block: int
    buffers: list            # numpy arrays (inputs and outputs), in parameter order
    scalars: list            # (value, dtype) after the buffers
    reference: object        # fn(buffers) -> {parameter index: expected array}
    tolerance: dict = field(default_factory=dict)   # parameter index -> (rtol, atol)
    shared: int = 65536


def run_case(text: str, block_map, case: Case, **backend_options):
    """Load ``text`` on a fresh emulator, launch the case; (code, outputs by index)."""
    backend = get_backend("emulator", **backend_options)
    code = backend.load(text, block_map)
    fn = code.program.by_name[case.kernel]
    buffers = [backend.upload(b) for b in case.buffers]
    args = list(buffers) + [Scalar(v, np.dtype(d)) for v, d in case.scalars]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch(case.kernel, LaunchShape.of(case.grid, case.block, case.shared), args)
    outputs = {i: b.read_array(case.buffers[i].dtype) for i, b in enumerate(buffers)}
    return code, outputs


def counts_by_position(block_map, raw, function: str) -> list[tuple]:
    """``[(thread_hits or None, wave_hits or None) per block]`` decoded from counters."""
    frame = block_map.block_counts(raw)
    rows = frame[frame.function == function]
    return [(None if pd.isna(r.thread_hits) else int(r.thread_hits),
             None if pd.isna(r.wave_hits) else int(r.wave_hits)) for r in rows.itertuples()]


def assert_counts_match_walk(block_map, raw, expected: list[tuple], what: str = "",
                             function: str = "k") -> None:
    """Every block of ``function`` the counters decode (thread_hits, wave_hits, each
    possibly None) equals a per-lane walk's ``expected`` ``[(thread_hits, wave_hits)]``."""
    decoded = counts_by_position(block_map, raw, function)
    for (t, w), (et, ew) in zip(decoded, expected):
        assert t in (None, et) and w in (None, ew), what


def assert_every_mode(module, launch, expected: list[tuple], results: list,
                      inspect=None, modes=None, **instrument_options) -> None:
    """The plain module and the module instrumented in every mode (``MODES``) on the
    emulator: ``launch(text, block_map)`` runs one and returns ``(code, outputs)``; the
    plain run's outputs must be ``results`` and its trace of kernel ``k`` the per-lane
    walk's ``expected``; each mode's outputs the same, and its decoded counts equal to the
    trace and the walk. ``inspect(mode, fn, result)`` checks each mode's block map and text
    before it runs."""
    from bbprof.instrument import instrument

    plain, out = launch(module.text, None)
    assert out.tolist() == results
    trace = plain.trace_by_position()
    assert trace["k"] == expected
    for mode in MODES if modes is None else modes:
        result = instrument(module, mode=mode, **instrument_options)
        if inspect is not None:
            (fn,) = result.block_map.functions
            inspect(mode, fn, result)
        code, got = launch(result.text, result.block_map)
        assert got.tolist() == results, str(mode)
        assert_counts_match_trace(result.block_map, code.read_counters(), trace)
        assert_counts_match_walk(result.block_map, code.read_counters(), expected, str(mode))


def assert_counts_match_trace(block_map, raw, trace: dict) -> int:
    """Every block of every function: decoded counts == the direct trace. Returns the
    number of blocks compared."""
    compared = 0
    for fn in block_map.functions:
        got = counts_by_position(block_map, raw, fn.name)
        want = trace[fn.name]
        assert len(got) == len(want), fn.name
        for block, g, w in zip(fn.blocks, got, want):
            if g[0] is not None:
                assert g[0] == w[0], (fn.name, block.name, "thread_hits", g, w)
            if g[1] is not None:
                assert g[1] == w[1], (fn.name, block.name, "wave_hits", g, w)
            compared += 1
    return compared


# -- the corpus kernels at small sizes --------------------------------------------------
def reduce_case(n: int = 5000, grid: int = 4, block: int = 256) -> Case:
    x = np.random.default_rng(1).random(n, dtype=np.float32)
    return Case("reduce_kernel", (grid,), block, [x, np.zeros(1, np.float32)],
                [(n, np.int32)], lambda b: {1: np.array([b[0].astype(np.float64).sum()])},
                {1: (1e-5, 1e-3)})


def conv_case(n=2, h=16, w=16, c=16, k=64, r=3, s=3, pad=1, block=256) -> Case:
    rng = np.random.default_rng(2)
    x = rng.standard_normal((n, h, w, c)).astype(np.float16)
    wt = rng.standard_normal((k, r, s, c)).astype(np.float16)
    p, q = h + 2 * pad - r + 1, w + 2 * pad - s + 1
    y = np.zeros(n * p * q * k, np.float16)

    def reference(b):
        xp = np.pad(b[0].reshape(n, h, w, c).astype(np.float64),
                    ((0, 0), (pad, pad), (pad, pad), (0, 0)))
        wk = b[1].reshape(k, r, s, c).astype(np.float64)
        out = np.zeros((n, p, q, k), np.float64)
        for i in range(r):
            for j in range(s):
                out += np.einsum("npqc,kc->npqk", xp[:, i:i + p, j:j + q, :],
                                 wk[:, i, j, :])
        return {2: out.reshape(-1)}
    return Case("conv2d_nhwc_kernel", (-(-n * p * q // 64), -(-k // 64)), block,
                [x.reshape(-1), wt.reshape(-1), y],
                [(v, np.int32) for v in (n, h, w, c, k, r, s, p, q, 1, 1, pad, pad)],
                reference, {2: (2e-3, 0.05)})


def softmax_case(rows=5, cols=700, grid=3, block=256) -> Case:
    x = np.random.default_rng(3).standard_normal((rows, cols)).astype(np.float32)
    out = np.zeros_like(x)

    def reference(b):
        v = b[1].reshape(rows, cols).astype(np.float64)
        e = np.exp(v - v.max(axis=1, keepdims=True))
        return {0: (e / e.sum(axis=1, keepdims=True)).reshape(-1)}
    return Case("softmax_kernel", (grid,), block, [out.reshape(-1), x.reshape(-1)],
                [(cols, np.int32), (cols, np.int32), (rows, np.int32), (cols, np.int32)],
                reference, {0: (1e-5, 1e-6)})


def matmul_case(m=128, n=128, k=64, block=256) -> Case:
    rng = np.random.default_rng(4)
    a = rng.standard_normal((m, k)).astype(np.float16)
    b_ = rng.standard_normal((k, n)).astype(np.float16)
    c = np.zeros((m, n), np.float16)

    def reference(b):
        return {2: (b[0].reshape(m, k).astype(np.float64)
                    @ b[1].reshape(k, n).astype(np.float64)).reshape(-1)}
    return Case("matmul_kernel", (-(-m // 128) * -(-n // 128),), block,
                [a.reshape(-1), b_.reshape(-1), c.reshape(-1)],
                [(m, np.int32), (n, np.int32), (k, np.int32), (k, np.int32), (n, np.int32),
                 (n, np.int32)], reference, {2: (2e-3, 0.05)})


def branchy_case(n=1000, block=256, trips=6, uniform=False) -> Case:
    """``trips``: each program's trip count is drawn from [0, trips); ``uniform``: x from
    U(0, 1) and the threshold half a program's sum (about half the programs each side, as
    scripts/bench_overhead.py runs it), otherwise normal x and program 0 on the
    "s > thresh" side."""
    rng = np.random.default_rng(5)
    grid = -(-n // 256)
    if uniform:
        x = rng.random(n, dtype=np.float32)
        thresh = 128.0
    else:
        x = rng.standard_normal(n).astype(np.float32)
        x[:256] += 1.0          # program 0 takes the "s > thresh" side
        thresh = 0.0
    counts = rng.integers(0, trips, grid).astype(np.int32)

    def reference(b):
        xs, trips = b[0], b[2]
        y = np.zeros(n, np.float64)
        for pid in range(grid):
            sl = slice(pid * 256, min(n, (pid + 1) * 256))
            v = xs[sl].astype(np.float32)
            if v.sum(dtype=np.float32) > thresh:
                for _ in range(int(trips[pid])):
                    v = (v * np.float32(0.5) + np.float32(1.0)).astype(np.float32)
                y[sl] = v
            else:
                for _ in range(int(trips[pid])):
                    v = np.where(v > 0, v - np.float32(1), v + np.float32(2)).astype(np.float32)
                y[sl] = -v
        return {1: y}
    return Case("branchy_kernel", (grid,), block, [x, np.zeros(n, np.float32), counts],
                [(n, np.int32), (thresh, np.float32)], reference, {1: (1e-6, 1e-6)})


CASES = {"reduce": reduce_case, "conv2d_implicit_gemm": conv_case, "softmax": softmax_case,
         "matmul": matmul_case, "branchy": branchy_case}
