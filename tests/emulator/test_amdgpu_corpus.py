"""AMDGPU kernels on the emulator: outputs against numpy, counters against the trace.

For each bundled example and each AMD corpus module (gfx908, gfx90a, gfx942: wave64 with
MFMA and DPP; gfx1100: wave32 with WMMA and permlanex16), at a small problem size:

* the plain module's outputs equal a numpy reference of what the kernel computes;
* instrumented in every counting mode (one test per module and mode; the plain run is
  made once per module), the counters decoded with the block map equal
  the emulator's direct trace of the *plain* module on every block (thread_hits and
  wave_hits, real wave semantics: ballots, mbcnt election, wave reductions), and the
  instrumented module's outputs equal the plain module's bit for bit.
"""

from __future__ import annotations

import functools
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
MODULE_IDS = [f"{w}-{p.stem}" for w, p, _ in MODULES]


def _block_size(text: str) -> int:
    m = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"', text)
    return int(m.group(1)) if m else 256


@functools.lru_cache(maxsize=None)
def _plain(path: Path, kernel: str):
    """The plain module's run (parsed once per module): (module, case, trace, outputs)."""
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared beside the clone)")
    text = path.read_text()
    case = CASES[kernel](block=_block_size(text))
    plain, outputs = run_case(text, None, case)
    return load_module(path), case, plain.trace_by_position(), outputs


@pytest.mark.parametrize("where,path,kernel", MODULES, ids=MODULE_IDS)
def test_outputs_equal_numpy(where, path, kernel):
    _, case, _, outputs = _plain(path, kernel)
    for index, want in case.reference(case.buffers).items():
        rtol, atol = case.tolerance.get(index, (0, 0))
        got = outputs[index].astype(np.float64).reshape(-1)
        np.testing.assert_allclose(got, want.reshape(-1), rtol=rtol, atol=atol)


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("where,path,kernel", MODULES, ids=MODULE_IDS)
def test_counts_equal_the_trace(where, path, kernel, mode):
    module, case, trace, plain_out = _plain(path, kernel)
    result = instrument(module, mode=mode)
    code, outputs = run_case(result.text, result.block_map, case)
    compared = assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    assert compared == sum(len(f.blocks) for f in result.block_map.functions)
    for index, array in plain_out.items():
        assert array.tobytes() == outputs[index].tobytes(), (str(mode), index)
