"""IREE's sm_80 modules on the emulator: ``nvvm.mma``, masked loads/scatters, ``nvvm.fabs``.

The six IREE 3.13 sm_80 programs of tests/data/iree that use what the emulator now
models: the f16 matmuls, batch matmul, convolutions and the MLP (``llvm.nvvm.mma.
m16n8k16.row.col.f32.f32``, ``matrix.mma_layout``), the fused convolution + bias + ReLU
(``masked.load`` of ``ptr addrspace(1)``, ``masked.scatter`` to a vector GEP of a scalar
base, ``stepvector``) and the GELU (``nvvm.fabs.f32``). Each kernel runs on two
workgroups (its ``nvvm.maxntid`` threads each, 48 KiB of dynamic shared memory) with
random inputs of the MLIR program's shapes; instrumented in the default and every-block
modes the counters equal the direct trace of the plain kernel on every block, and the
buffers are bit for bit the plain run's. The output buffer starts as all-ones bytes (a
NaN); the elements the two workgroups wrote must equal a numpy reference of the MLIR
program (tolerances: f32 results of f16 products ``rtol 1e-5``, ``atol 1e-5 *
sqrt(K)`` (the sums' order differs from numpy's); f16 results within one f16 rounding,
``rtol 2e-3``, ``atol 1e-3``; the GELU's ``tanh``, an IREE polynomial, ``rtol 1e-5``,
``atol 1e-6``). The other six sm_80 programs (argmax, the f32 convolution and matmul,
the reductions, softmax) ran before; their counters are checked against the trace too.
"""

from __future__ import annotations

import functools
import gzip
import re

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from bbprof_testpaths import DATA
from emulator_cases import MODES, assert_counts_match_trace

SM80 = DATA / "iree" / "sm_80"
GRID = (2, 1, 1)
SHARED = 48 * 1024
F16, F32 = np.float16, np.float32


def _conv(x, w):
    """NHWC x HWCF, stride 1, no padding, in float64."""
    kh, kw = w.shape[:2]
    n, h, wd, _ = x.shape
    out = np.zeros((n, h - kh + 1, wd - kw + 1, w.shape[3]))
    for r in range(kh):
        for s in range(kw):
            out += np.einsum("nhwc,cf->nhwf", x[:, r:r + out.shape[1], s:s + out.shape[2]],
                             w[r, s])
    return out


def _gelu(x, y):
    v = x + y
    return np.maximum(0.5 * (1 + np.tanh(0.7978845608 * (v + 0.044715 * v ** 3))) * v, -87.8)


def _relu16(m):
    return np.maximum(m.astype(F16), 0)


# program -> kernel (by its dispatch index) -> (argument (dtype, shape[, byte offset of the
# tensor in the argument's buffer])s, output index,
# reference of the output from the float64 inputs, K of its sums (None: f16 output))
PROGRAMS = {
    "matmul_f16": {0: ([(F16, (512, 256)), (F16, (256, 512)), (F32, (512, 512))], 2,
                       lambda a, b, _: a @ b, 256)},
    "batch_matmul_f16": {0: ([(F16, (8, 128, 256)), (F16, (8, 256, 128)),
                              (F32, (8, 128, 128))], 2, lambda a, b, _: a @ b, 256)},
    "conv_nhwc_f16": {0: ([(F16, (2, 34, 34, 64)), (F16, (3, 3, 64, 128)),
                           (F32, (2, 32, 32, 128))], 2, lambda x, w, _: _conv(x, w), 576)},
    "conv_bias_relu_f16": {0: ([(F16, (8, 30, 30, 64)), (F16, (3, 3, 64, 64)), (F32, (64,)),
                                (F16, (8, 28, 28, 64))], 3,
                               lambda x, w, b, _: np.maximum(_conv(x, w) + b, 0), None)},
    "elementwise_gelu_f32": {0: ([(F32, (1024, 1024))] * 3, 2,
                                 lambda x, y, _: _gelu(x, y), 0)},
    "multi_dispatch_mlp": {
        0: ([(F16, (128, 256)), (F16, (256, 512)), (F16, (128, 512))], 2,
            lambda x, w, _: _relu16(x @ w), None),
        # IREE keeps m2 at byte 131072 of its transient buffer (after h)
        1: ([(F16, (128, 512)), (F16, (512, 128)), (F32, (128, 128), 131072)], 2,
            lambda h, w, _: h @ w, 512),
        2: ([(F32, (128, 128), 131072), (F32, (128,))], 1,
            lambda m, _: (m * m).sum(axis=1), 128)},
}
CASES = [(p, mode) for p in PROGRAMS for mode in (MODES[0], MODES[1])]


@functools.lru_cache(maxsize=None)
def _text(program: str) -> str:
    return gzip.decompress((SM80 / f"{program}.optimized.ll.gz").read_bytes()).decode()


def _kernels(text: str):
    """[(dispatch index, kernel, block)] from the module's ``nvvm.maxntid``."""
    out = []
    for m in re.finditer(r"^define ptx_kernel void @(\S+_dispatch_(\d+)_\S+)\(.*\) "
                         r"local_unnamed_addr #(\d+) \{", text, re.M):
        name, index, attr = m.groups()
        dims = re.search(rf'^attributes #{attr} = .*"nvvm.maxntid"="(\d+),(\d+),(\d+)"',
                         text, re.M).groups()
        out.append((int(index), name, tuple(int(d) for d in dims)))
    return out


def _inputs(args, output):
    rng = np.random.default_rng(5)
    arrays = []
    for k, (dtype, shape, *_) in enumerate(args):
        if k == output:
            arrays.append(np.full(shape, np.iinfo(f"u{np.dtype(dtype).itemsize}").max,
                                  f"u{np.dtype(dtype).itemsize}").view(dtype))
        else:
            arrays.append(rng.standard_normal(shape).astype(dtype))
    return arrays


def _run(text, block_map, kernel, block, args, arrays):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    offsets = [spec[2] if len(spec) > 2 else 0 for spec in args]
    bufs = [backend.upload(np.concatenate([np.zeros(o, np.uint8), x.reshape(-1).view(
        np.uint8)])) for o, x in zip(offsets, arrays)]
    code.launch(kernel, LaunchShape.of(GRID, block, SHARED), bufs)
    return code, [b.read_array(np.uint8)[o:].view(x.dtype).reshape(x.shape)
                  for b, o, x in zip(bufs, offsets, arrays)]


@functools.lru_cache(maxsize=None)
def _plain(program: str):
    text = _text(program)
    runs = {}
    for index, kernel, block in _kernels(text):
        args, output, _, _ = PROGRAMS[program][index]
        arrays = _inputs(args, output)
        code, outs = _run(text, None, kernel, block, args, arrays)
        runs[kernel] = (index, block, arrays, code.trace_by_position(), outs)
    return text, runs


def test_every_kernel_has_a_reference():
    for program, kernels in PROGRAMS.items():
        assert sorted(i for i, _, _ in _kernels(_text(program))) == sorted(kernels), program
    names = sorted(p.name.split(".")[0] for p in SM80.glob("*.optimized.ll.gz"))
    assert names == sorted(list(PROGRAMS) + OTHERS)       # all twelve programs


@pytest.mark.parametrize("program,mode", CASES, ids=[f"{p}-{m}" for p, m in CASES])
def test_iree_sm80_counts_equal_the_trace(program, mode, tmp_path):
    text, runs = _plain(program)
    source = tmp_path / f"{program}.ll"
    source.write_text(text)
    result = instrument(load_module(source), mode=mode)
    for kernel, (index, block, arrays, trace, outs) in runs.items():
        code, got = _run(result.text, result.block_map, kernel, block,
                         PROGRAMS[program][index][0], arrays)
        assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                         trace) >= 1
        assert all(a.tobytes() == b.tobytes() for a, b in zip(outs, got)), kernel


# the sm_80 programs that ran before nvvm.mma, the masked accesses and nvvm.fabs were
# modelled: counts only (every buffer 4 MiB of random floats, enough for two workgroups)
OTHERS = ["argmax_f32", "conv_nhwc_f32_stride2_pad", "matmul_f32", "reduce_max_cols_f16",
          "reduce_sum_f32", "softmax_f32"]


@pytest.mark.parametrize("program", OTHERS)
def test_other_iree_sm80_counts_equal_the_trace(program, tmp_path):
    text = _text(program)
    source = tmp_path / f"{program}.ll"
    source.write_text(text)
    result = instrument(load_module(source), mode=MODES[0])
    for _, kernel, block in _kernels(text):
        nargs = len(get_backend("emulator").load(text, None).program.by_name[kernel]
                    .arg_types)
        arrays = [np.random.default_rng(k).standard_normal(1 << 20).astype(F32)
                  for k in range(nargs)]
        args = [(F32, (1 << 20,))] * nargs
        plain, outs = _run(text, None, kernel, block, args, arrays)
        code, got = _run(result.text, result.block_map, kernel, block, args, arrays)
        assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                         plain.trace_by_position()) >= 1
        assert all(a.tobytes() == b.tobytes() for a, b in zip(outs, got)), kernel


@pytest.mark.parametrize("program", sorted(PROGRAMS))
def test_iree_sm80_outputs_equal_numpy(program):
    _, runs = _plain(program)
    for kernel, (index, block, arrays, _, outs) in runs.items():
        args, output, reference, depth = PROGRAMS[program][index]
        written = outs[output].view(np.dtype(f"u{outs[output].itemsize}")) != \
            arrays[output].view(np.dtype(f"u{outs[output].itemsize}"))
        # each workgroup wrote something (the reduction: one row's sum each)
        assert written.sum() >= GRID[0], kernel
        want = reference(*[a.astype(np.float64) for a in arrays])[written]
        values = outs[output][written].astype(np.float64)
        if depth is None:
            np.testing.assert_allclose(values, want, rtol=2e-3, atol=1e-3, err_msg=kernel)
        elif depth == 0:
            np.testing.assert_allclose(values, want, rtol=1e-5, atol=1e-6, err_msg=kernel)
        else:
            np.testing.assert_allclose(values, want, rtol=1e-5,
                                       atol=1e-5 * np.sqrt(depth), err_msg=kernel)
