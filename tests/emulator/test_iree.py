"""IREE's kernels on the emulator: buffer fat pointers (``ptr addrspace(7)``).

IREE 3.13's gfx942, gfx90a and gfx1100 modules (tests/data/iree, LLVM 24 IR) address
every buffer through ``make.buffer.rsrc.p7`` fat pointers: GEPs move a 32-bit offset,
loads and stores follow the raw buffer rule (outside ``num_records``: 0 / not written),
masked stores are ``masked.scatter`` to vectors of fat pointers, and reductions use
``vector.reduce.*``. Each kernel runs on two workgroups with random inputs (every
buffer as large as the kernel's largest ``num_records`` plus its largest binding
offset); instrumented (gfx942: the default mode and thread-only every-block
loops-in-memory; gfx90a and gfx1100: the default mode), the counters equal the direct
trace of the plain kernel on every block and the buffers are bit for bit the plain
run's. Two references: the GELU kernel's written elements equal numpy's GELU of x + y,
the f32 matmul's written elements equal numpy's A x B (and both write something).
"""

from __future__ import annotations

import functools
import gzip
import math
import re

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from bbprof_testpaths import DATA
from emulator_cases import MODES, assert_counts_match_trace

IREE = DATA / "iree"
PROGRAMS = sorted(p.name.split(".")[0] for p in (IREE / "gfx942").glob("*.optimized.ll.gz"))
# gfx942 in two modes, gfx90a (wave64) and gfx1100 (wave32, WMMA) in the default one
CASES = [(arch, program, mode) for arch, modes in
         (("gfx942", [MODES[0], MODES[6]]), ("gfx90a", [MODES[0]]), ("gfx1100", [MODES[0]]))
         for program in PROGRAMS for mode in modes]
GRID = (2, 1, 1)


@functools.lru_cache(maxsize=None)
def _text(arch: str, program: str) -> str:
    path = IREE / arch / f"{program}.optimized.ll.gz"
    return gzip.decompress(path.read_bytes()).decode()


def _kernels(text: str):
    """[(kernel, workgroup size, {argument index: buffer bytes}, arguments)]: each buffer
    as large as the largest ``num_records`` plus the largest binding offset."""
    program = get_backend("emulator").load(text, None).program
    out = []
    for m in re.finditer(r"^define amdgpu_kernel void @(\S+)\(.*?"
                         r"!reqd_work_group_size !(\d+) \{(.*?)^\}", text, re.M | re.S):
        name, md, body = m.groups()
        dims = re.search(rf"^!{md} = !\{{i32 (\d+), i32 (\d+), i32 (\d+)\}}", text, re.M)
        records = [int(n) for n in re.findall(
            r"make\.buffer\.rsrc\.p7\.p1(?:\.i32)?\(ptr addrspace\(1\)[^%]*%\w+, i16 0, "
            r"i32 (\d+)", body)]
        offsets = [int(n) for n in re.findall(
            r"getelementptr i8, ptr addrspace\(1\) %\d+, i64 (\d+)", body)]
        nargs = len(program.by_name[name].arg_types)
        # IREE offsets some bindings from the argument (a GEP before the resource)
        sizes = dict.fromkeys(range(nargs), max(records) + max(offsets, default=0))
        out.append((name, tuple(int(d) for d in dims.groups()), sizes, nargs))
    return out


def _inputs(sizes, nargs):
    rng = np.random.default_rng(3)
    return [rng.standard_normal(max(sizes.get(k, 4), 4) // 4).astype(np.float32)
            for k in range(nargs)]


def _run(text, block_map, kernel, block, sizes, nargs):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    bufs = [backend.upload(x) for x in _inputs(sizes, nargs)]
    code.launch(kernel, LaunchShape.of(GRID, block, 0), bufs)
    return code, [b.read_array(np.float32) for b in bufs]


@functools.lru_cache(maxsize=None)
def _plain(arch: str, program: str):
    text = _text(arch, program)
    runs = {}
    for kernel, block, sizes, nargs in _kernels(text):
        code, outs = _run(text, None, kernel, block, sizes, nargs)
        runs[kernel] = (block, sizes, nargs, code.trace_by_position(), outs)
    return text, runs


@pytest.mark.parametrize("arch,program,mode", CASES,
                         ids=[f"{a}-{p}-{m}" for a, p, m in CASES])
def test_iree_counts_equal_the_trace(arch, program, mode, tmp_path):
    text, runs = _plain(arch, program)
    assert runs
    source = tmp_path / f"{program}.ll"
    source.write_text(text)
    result = instrument(load_module(source), mode=mode)
    for kernel, (block, sizes, nargs, trace, outs) in runs.items():
        code, got = _run(result.text, result.block_map, kernel, block, sizes, nargs)
        compared = assert_counts_match_trace(result.block_map, code.read_counters(),
                                             trace)
        assert compared >= 1
        assert all(a.tobytes() == b.tobytes() for a, b in zip(outs, got)), kernel


def _written(program, index):
    """(indices the kernel wrote in buffer ``index``, their values, the inputs)."""
    _, runs = _plain("gfx942", program)
    (block, sizes, nargs, _, outs), = runs.values()
    before = _inputs(sizes, nargs)
    changed = np.nonzero(before[index].view(np.uint32) != outs[index].view(np.uint32))[0]
    return changed, outs[index][changed], before


def test_iree_gelu_writes_numpy_gelu():
    idx, values, (x, y, _) = _written("elementwise_gelu_f32", 2)
    assert len(idx) >= 2 * 64
    v = x[idx].astype(np.float64) + y[idx]
    want = np.maximum(0.5 * (1 + np.tanh(0.7978845608 * (v + 0.044715 * v ** 3))) * v, -87.8)
    np.testing.assert_allclose(values, want, rtol=1e-5, atol=1e-6)


def test_iree_matmul_f32_writes_a_times_b():
    idx, values, (a, b, _) = _written("matmul_f32", 2)
    assert len(idx) >= 2 * 256
    full = a[:384 * 192].reshape(384, 192).astype(np.float64) @ \
        b[:192 * 320].reshape(192, 320)
    np.testing.assert_allclose(values, full.reshape(-1)[idx], rtol=1e-4,
                               atol=1e-4 * math.sqrt(192))
