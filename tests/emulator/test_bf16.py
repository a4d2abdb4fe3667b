"""bf16 on the emulator (issue 40: "bf16 arithmetic is not modelled at all, while most
real training kernels are bf16"): LLVM's `bfloat` is ml_dtypes' bfloat16. Triton 3.9's
layernorm (tests/data/corpus/triton39/kernels.py) for sm_90 and gfx942 on bf16 rows:
outputs equal numpy's (f32 arithmetic on the bf16 inputs, rounded to bf16 once), the
default mode's counts equal the plain trace, instrumented outputs bit-identical."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import assert_counts_match_trace

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus" / "triton39"
N, ROWS = 700, 2


def _run(text, block_map, x, w, lanes):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    y = backend.upload(np.zeros(ROWS * 1024, ml_dtypes.bfloat16))
    fn = code.program.by_name["layernorm"]
    args = [backend.upload(x), y, backend.upload(w), Scalar(N, np.dtype(np.int32)),
            Scalar(1e-5, np.dtype(np.float32))]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch("layernorm", LaunchShape.of(ROWS, lanes, 1024), args)
    return code, y.read_array(ml_dtypes.bfloat16)


@pytest.mark.parametrize("arch,lanes", [("sm_90", 128), ("gfx942", 256)])
def test_triton_bf16_layernorm(arch, lanes):
    rng = np.random.default_rng(1)
    x = rng.standard_normal(ROWS * 1024).astype(ml_dtypes.bfloat16)
    w = rng.standard_normal(1024).astype(np.float32)
    path = CORPUS / arch / "layernorm.ll"
    plain, y = _run(path.read_text(), None, x, w, lanes)
    for r in range(ROWS):
        row = x[r * N:(r + 1) * N].astype(np.float32)
        d = row - row.sum(dtype=np.float32) / N
        want = (d / np.sqrt((d * d).sum(dtype=np.float32) / N + np.float32(1e-5)) * w[:N])
        got = y[r * N:(r + 1) * N].astype(np.float32)
        # one bf16 rounding of the f32 result; the sums' order differs from numpy's
        np.testing.assert_allclose(got, want.astype(ml_dtypes.bfloat16).astype(np.float32),
                                   rtol=2 ** -7, atol=1e-6)
    assert not y[ROWS * N:].astype(np.float32).any()
    result = instrument(load_module(path))
    code, y2 = _run(result.text, result.block_map, x, w, lanes)
    assert y2.view(np.uint16).tolist() == y.view(np.uint16).tolist()
    assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                     plain.trace_by_position()) > 0


def test_bf16_arithmetic_rounds_each_result():
    """fadd of two bfloat values is a bfloat (rounded to 8 bits of mantissa), as the GPU's
    bf16 add rounds: 1 + 2^-8 is 1 in bf16."""
    text = """target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr bfloat, ptr addrspace(1) %a, i32 %t
  %x = load bfloat, ptr addrspace(1) %p
  %s = fadd bfloat %x, 0xR3B80
  %q = getelementptr bfloat, ptr addrspace(1) %out, i32 %t
  store bfloat %s, ptr addrspace(1) %q
  ret void
}
"""
    backend = get_backend("emulator")
    code = backend.load(text, None)
    a = np.array([1.0, 2.0, 0.5, 256.0] * 8, ml_dtypes.bfloat16)
    out = backend.upload(np.zeros(32, ml_dtypes.bfloat16))
    code.launch("k", LaunchShape.of(1, 32), [backend.upload(a), out])
    got = out.read_array(ml_dtypes.bfloat16).astype(np.float32)
    # 0xR3B80 = 2^-8: lost next to 1, 2 and 256; 0.5 + 2^-8 = 0.50390625 is exact
    assert got[:4].tolist() == [1.0, 2.0, 0.50390625, 256.0]


# -- bf16 element-wise and matrix product (issue 40's acceptance: "bf16 element-wise,
# reduction and matmul kernels pass on gfx942 and sm_90"; the reduction is the layernorm
# above). Triton 3.9's llir of kernels.py's bf16_axpby and bf16_matmul.
LANES = {"sm_90": 128, "gfx942": 256}     # num_warps 4
MATMUL_SHARED = {"sm_90": 8192, "gfx942": 4096}   # Triton's metadata.shared


def _launch(path, block_map, kernel, grid, lanes, shared, buffers, scalars, text=None):
    backend = get_backend("emulator")
    code = backend.load(text or path.read_text(), block_map)
    fn = code.program.by_name[kernel]
    args = [backend.upload(b) for b in buffers] + list(scalars)
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch(kernel, LaunchShape.of(grid, lanes, shared), args)
    return code, args


def _plain_and_instrumented(path, kernel, grid, lanes, shared, buffers, scalars, out):
    """The plain run's output buffer ``out`` (an index into ``buffers``), after checking
    that the instrumented module gives the same bits and counts equal to the trace."""
    plain, args = _launch(path, None, kernel, grid, lanes, shared, buffers, scalars)
    got = args[out].read_array(buffers[out].dtype)
    result = instrument(load_module(path))
    code, args2 = _launch(path, result.block_map, kernel, grid, lanes, shared, buffers,
                          scalars, text=result.text)
    again = args2[out].read_array(buffers[out].dtype)
    assert again.view(np.uint16).tolist() == got.view(np.uint16).tolist()
    assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                     plain.trace_by_position()) > 0
    return got


@pytest.mark.parametrize("arch", ["sm_90", "gfx942"])
def test_triton_bf16_elementwise(arch):
    """z = x * a + y in bf16: each operation rounded to bf16 (sm_90: `fmul/fadd bfloat`;
    gfx942: f32 arithmetic rounded to bf16 by integer code after each). Magnitudes within
    2^2 of each other keep the f32 sum of two bf16 values exact, so the reference rounds
    once per operation as both targets do."""
    n, block = 3000, 1024                       # three programs, the last one masked
    rng = np.random.default_rng(7)
    sign = rng.choice([-1.0, 1.0], n)
    x = (sign * rng.uniform(0.5, 2.0, n)).astype(ml_dtypes.bfloat16)
    y = (rng.choice([-1.0, 1.0], n) * rng.uniform(0.5, 2.0, n)).astype(ml_dtypes.bfloat16)
    a = ml_dtypes.bfloat16(1.5078125)           # 1 + 65/128: a product needs rounding
    z = np.zeros(n + 72, ml_dtypes.bfloat16)    # past n: must stay zero
    got = _plain_and_instrumented(CORPUS / arch / "bf16_axpby.ll", "bf16_axpby",
                                  -(-n // block), LANES[arch], 0, [x, y, z],
                                  [Scalar(a, np.dtype(ml_dtypes.bfloat16)),
                                   Scalar(n, np.dtype(np.int32))], out=2)
    product = (x.astype(np.float32) * np.float32(a)).astype(ml_dtypes.bfloat16)
    want = (product.astype(np.float32) + y.astype(np.float32)).astype(ml_dtypes.bfloat16)
    assert got[:n].view(np.uint16).tolist() == want.view(np.uint16).tolist()
    assert not got[n:].astype(np.float32).any()


@pytest.mark.parametrize("arch", ["sm_90", "gfx942"])
def test_triton_bf16_matmul(arch):
    """C = A @ B in bf16 with f32 accumulation (sm_90: wgmma from shared memory; gfx942:
    MFMA 32x32x8 bf16), 2 x 2 programs of 64 x 64 over M, N, K that are not multiples of
    the tiles. Small integers make every product and partial sum exact in f32, so the
    result is numpy's f32 product rounded to bf16 once, bit for bit, whatever the order
    of the sums."""
    m, n, k = 100, 72, 80
    rng = np.random.default_rng(3)
    a = rng.integers(-4, 5, (m, k)).astype(ml_dtypes.bfloat16)
    b = rng.integers(-4, 5, (k, n)).astype(ml_dtypes.bfloat16)
    c = np.zeros(m * n, ml_dtypes.bfloat16)
    got = _plain_and_instrumented(CORPUS / arch / "bf16_matmul.ll", "bf16_matmul",
                                  (2, 2), LANES[arch], MATMUL_SHARED[arch],
                                  [a.reshape(-1), b.reshape(-1), c],
                                  [Scalar(v, np.dtype(np.int32)) for v in (m, n, k)], out=2)
    want = (a.astype(np.float32) @ b.astype(np.float32)).astype(ml_dtypes.bfloat16)
    assert got.view(np.uint16).tolist() == want.reshape(-1).view(np.uint16).tolist()
