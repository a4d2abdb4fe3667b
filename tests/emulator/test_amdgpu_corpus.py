"""AMDGPU kernels on the emulator: outputs against numpy, counters against the trace.

For each bundled example and each AMD corpus module (gfx908, gfx90a, gfx942: wave64 with
MFMA and DPP; gfx1100: wave32 with WMMA and permlanex16), at a small problem size:

* the plain module's outputs equal a numpy reference of what the kernel computes;
* instrumented in every counting mode, the counters decoded with the block map equal
  the emulator's direct trace of the *plain* module on every block (thread_hits and
  wave_hits, real wave semantics: ballots, mbcnt election, wave reductions), and the
  instrumented module's outputs equal the plain module's bit for bit.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module

from bbprof_testpaths import DATA, SHARED_CORPUS
from emulator_cases import CASES, MODES, assert_counts_match_trace, run_case

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"


def _modules():
    out = [("example", EXAMPLES / "amdgpu_gfx942_reduce.ll", "reduce"),
           ("example", EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll",
            "conv2d_implicit_gemm")]
    for arch in ("gfx908", "gfx90a", "gfx942", "gfx1100"):
        for path in sorted((DATA / "corpus" / arch).glob("*.ll")):
            if (arch, path.stem) != ("gfx942", "conv2d_implicit_gemm"):   # = the example
                out.append((f"data-{arch}", path, path.stem))
    copied = {(arch, p.stem) for _, p, _ in out[2:] for arch in [p.parent.name]}
    copied.add(("gfx942", "conv2d_implicit_gemm"))          # the bundled example
    for arch in ("gfx908", "gfx90a", "gfx942", "gfx1100"):
        for kernel in CASES:
            if (arch, kernel) not in copied:
                out.append((f"shared-{arch}", SHARED_CORPUS / "triton" / arch / f"{kernel}.ll",
                            kernel))
    return out


MODULES = _modules()
# CI time: every mode on the bundled examples and tests/data copies; three modes (the
# default, every block, wide words) on the other shared corpus modules; the matmuls
# (largest) two, gfx1100's (645 blocks) the default mode only


def _modes(where: str, kernel: str, path: Path):
    if kernel == "matmul":
        return MODES[:1] if path.parent.name == "gfx1100" else MODES[:2]
    return MODES if not where.startswith("shared") else MODES[:3]


def _block_size(text: str) -> int:
    m = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"', text)
    return int(m.group(1)) if m else 256


def _case(path: Path, kernel: str):
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared beside the clone)")
    text = path.read_text()
    block = _block_size(text)
    return text, CASES[kernel](block=block)


def _check_outputs(case, outputs):
    expected = case.reference(case.buffers)
    for index, want in expected.items():
        rtol, atol = case.tolerance.get(index, (0, 0))
        got = outputs[index].astype(np.float64).reshape(-1)
        np.testing.assert_allclose(got, want.reshape(-1), rtol=rtol, atol=atol)


@pytest.mark.parametrize("where,path,kernel", MODULES,
                         ids=[f"{w}-{p.stem}" for w, p, _ in MODULES])
def test_outputs_and_counts(where, path, kernel):
    text, case = _case(path, kernel)
    plain, plain_out = run_case(text, None, case)
    _check_outputs(case, plain_out)
    trace = plain.trace_by_position()
    module = load_module(path)
    for mode in _modes(where, kernel, path):
        result = instrument(module, mode=mode)
        code, outputs = run_case(result.text, result.block_map, case)
        compared = assert_counts_match_trace(result.block_map, code.read_counters(), trace)
        assert compared == sum(len(f.blocks) for f in result.block_map.functions)
        for index, array in plain_out.items():
            assert array.tobytes() == outputs[index].tobytes(), (str(mode), index)
