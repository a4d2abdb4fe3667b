"""rocMLIR's own output on the emulator: the two f32 GEMMs of ../shared/rocmlir-ir.

``@rock_gemm`` (``rocmlir-gen -operation gemm -t f32 --arch gfx90a``: C[2][34] =
A[2][4] x B[4][34], one workgroup of 128 lanes, two waves) uses what Triton's kernels do
not: ``mfma.f32.32x32x1f32`` with two blocks and BLGP=1, ``raw.buffer.load/store`` on
``<4 x i32>`` descriptors built in IR, and its barrier as inline asm (``s_waitcnt
lgkmcnt(0)`` + ``s_barrier``). Checked: the output equals numpy's A x B; instrumented in
every counting mode for gfx908, gfx90a and gfx942 (the IR names no target-cpu), the
counters equal the direct trace of the plain module and the output is bit for bit the
plain one's. The plain module runs with ``arch="gfx90a"``, the processor it was made for:
it names none, and the emulator does not guess its wave size. Skipped when ../shared is
absent.

The kernel reads its LDS array (``[512 x float]``, 2048 bytes) at offsets up to 2304: the
emulator faults on that (tested) unless the launch gives 256 more bytes of LDS; the
values read there do not reach the output (it equals numpy's with them zero).
"""

from __future__ import annotations

import functools

import numpy as np
import pytest

from bbprof.errors import EmulatorFault
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from bbprof_testpaths import ROCMLIR_IR
from emulator_cases import MODES, assert_counts_match_trace

GEMMS = ["gemm.ll", "gemmAlternative.ll"]
EXTRA_LDS = 256


def _path(name):
    path = ROCMLIR_IR / name
    if not path.is_file():
        pytest.skip(f"{path} is not there (../shared/rocmlir-ir beside the checkout)")
    return path


def _inputs():
    rng = np.random.default_rng(11)
    return rng.standard_normal((2, 4)).astype(np.float32), \
        rng.standard_normal((4, 34)).astype(np.float32)


def _run(text, block_map, shared=EXTRA_LDS, arch=None):
    backend = get_backend("emulator", arch=arch)
    code = backend.load(text, block_map)
    a, b = _inputs()
    bufs = [backend.upload(a.reshape(-1)), backend.upload(b.reshape(-1)),
            backend.upload(np.zeros(2 * 34, np.float32))]
    code.launch("rock_gemm", LaunchShape.of(1, 128, shared), bufs)
    return code, bufs[2].read_array(np.float32).reshape(2, 34)


@functools.lru_cache(maxsize=None)
def _plain(name):
    path = _path(name)
    code, out = _run(path.read_text(), None, arch="gfx90a")
    return load_module(path), code.trace_by_position(), out


@pytest.mark.parametrize("name", GEMMS)
def test_rocmlir_gemm_computes_a_times_b(name):
    _, trace, out = _plain(name)
    a, b = _inputs()
    np.testing.assert_allclose(out, a.astype(np.float64) @ b, rtol=1e-5, atol=1e-6)
    assert trace == {"rock_gemm": [(128, 2)]}


@pytest.mark.parametrize("name", GEMMS)
def test_rocmlir_gemm_reads_past_its_lds_array(name):
    with pytest.raises(EmulatorFault, match="LDS offset 2296 is outside the workgroup's "
                                            "2048 bytes"):
        _run(_path(name).read_text(), None, shared=0, arch="gfx90a")


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("arch", ["gfx908", "gfx90a", "gfx942"])
@pytest.mark.parametrize("name", GEMMS)
def test_rocmlir_gemm_counts_equal_the_trace(name, arch, mode):
    module, trace, out = _plain(name)
    result = instrument(module, mode=mode, arch=arch)
    code, got = _run(result.text, result.block_map)
    assert assert_counts_match_trace(result.block_map, code.read_counters(), trace) == 1
    assert got.tobytes() == out.tobytes()
