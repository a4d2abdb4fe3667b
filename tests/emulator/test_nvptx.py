"""NVPTX kernels on the emulator: bbprof's inline-PTX counting code executed for real,
and emulated counts against the counts the H200 measured.

* The bundled Triton ``loop`` kernel: counts from every counting mode equal the direct
  trace and the trip-count formulas (T, T*n, T, T/2, T for T threads), outputs
  bit-identical to the plain kernel's and equal to numpy.
* The sm_80 corpus (softmax, branchy in tests/data; reduce, convolution and matmul from
  ../shared: ``ldmatrix``, ``mma.sync``): outputs against numpy, counters against the
  trace in every mode (one test per module and mode).
* The H200's counts (bench/archive/validate_h200_branchfree: the current branch-free NVPTX
  block code, with the command that made them; bench/h200_spanning_waves/validate.log
  repeats them): for the kernels whose inputs are in the repository (divergent, trips,
  loop), emulated thread_hits and wave_hits equal the H200's on every block. The first
  run (bench/archive/validate_h200, block code with an election branch) differed in
  wave_hits at three blocks, listed in ``OLD_WAVE_DIFFERENCES`` (docs/emulator.md).
"""

from __future__ import annotations

import functools
import json
import re
import shlex
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend
from bbprof.runtime.emulator.direct import run_traced

from bbprof_testpaths import DATA, SHARED_CORPUS
from emulator_cases import CASES, MODES, assert_counts_match_trace, run_case

ROOT = Path(__file__).resolve().parents[2]
LOOP = ROOT / "bbprof" / "examples" / "nvptx_loop.ll"


def _loop(text, block_map, n_iter=3, grid=8):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    x = np.random.default_rng(0).random(grid * 1024, dtype=np.float32)
    bufs = [backend.upload(x), backend.upload(np.zeros_like(x)),
            backend.upload(np.zeros_like(x))]
    code.launch("loop_kernel", LaunchShape.of(grid, 128),
                bufs + [Scalar(n_iter, np.dtype(np.int32))] +
                [Scalar(0, np.dtype(np.uint64))] * 2)
    return code, x, [b.read_array(np.float32) for b in bufs[1:]]


def test_loop_kernel_every_mode():
    plain, x, (out, out2) = _loop(LOOP.read_text(), None)
    acc = np.zeros_like(x)
    for _ in range(3):
        acc = acc * np.float32(0.5) + x
    assert out.tobytes() == acc.tobytes()
    even = (np.arange(x.size) // 1024) % 2 == 0
    assert np.array_equal(out2[even], acc[even] + np.float32(1)) and not out2[~even].any()
    t = 8 * 128
    assert [c[0] for c in plain.trace_by_position()["loop_kernel"]] == [t, 3 * t, t, t // 2, t]
    module = load_module(LOOP)
    for mode in MODES:
        result = instrument(module, mode=mode)
        code, _, outs = _loop(result.text, result.block_map)
        assert_counts_match_trace(result.block_map, code.read_counters(),
                                  plain.trace_by_position())
        assert outs[0].tobytes() == out.tobytes() and outs[1].tobytes() == out2.tobytes()


SM80 = [(DATA / "corpus" / "sm_80" / f"{k}.ll", k) for k in ("softmax", "branchy")] + [
    (SHARED_CORPUS / "triton" / "sm_80" / f"{k}.ll", k)
    for k in ("reduce", "conv2d_implicit_gemm", "matmul")]
SM80_IDS = [f"{p.parent.parent.name}-{k}" for p, k in SM80]


@functools.lru_cache(maxsize=None)
def _sm80_plain(path: Path, kernel: str):
    """The plain kernel's run, once per module: (module, case, trace, outputs)."""
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared beside the clone)")
    text = path.read_text()
    block = int(re.search(r'"nvvm.reqntid"="(\d+)"', text).group(1))
    case = CASES[kernel](block=block)
    plain, outputs = run_case(text, None, case)
    return load_module(path), case, plain.trace_by_position(), outputs


@pytest.mark.parametrize("path,kernel", SM80, ids=SM80_IDS)
def test_sm80_outputs_equal_numpy(path, kernel):
    """sm_80 Triton kernels (ldmatrix, mma.sync m16n8k16, predicated ld/st, atom)."""
    _, case, _, outputs = _sm80_plain(path, kernel)
    for index, want in case.reference(case.buffers).items():
        rtol, atol = case.tolerance[index]
        np.testing.assert_allclose(outputs[index].astype(np.float64), want, rtol=rtol,
                                   atol=atol)


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("path,kernel", SM80, ids=SM80_IDS)
def test_sm80_counts_equal_the_trace(path, kernel, mode):
    module, case, trace, outputs = _sm80_plain(path, kernel)
    result = instrument(module, mode=mode)
    code, outs = run_case(result.text, result.block_map, case)
    assert assert_counts_match_trace(result.block_map, code.read_counters(), trace) == \
        sum(len(f.blocks) for f in result.block_map.functions)
    assert all(outs[i].tobytes() == outputs[i].tobytes() for i in outputs), str(mode)


# The first H200 run's counters (election branch in every block) against the emulator:
# (kernel, function, block): (H200 counter wave_hits, emulated wave_hits). The emulator
# reconverges at the post-dominator, as Nsight Compute saw the plain kernels' warps do.
OLD_WAVE_DIFFERENCES = {
    ("divergent", "divergent", "join"): (58, 22),
    ("divergent", "divergent", "exit"): (40, 24),
    ("divergent", "helper", "even"): (22, 44),
}


def h200_runs():
    out = []
    for name in ("divergent", "trips", "loop"):
        branchfree = ROOT / "bench" / "archive" / "validate_h200_branchfree"
        out.append((name, branchfree / f"{name}.command.txt",
                    branchfree / f"{name}.validate.json", {}))
        first = ROOT / "bench" / "archive" / "validate_h200"
        out.append((name, first / f"{name}.command.txt", first / f"{name}.json",
                    OLD_WAVE_DIFFERENCES))
    return out


@pytest.mark.parametrize("name,command,measured,differences", h200_runs(),
                         ids=[f"{r[0]}-{r[1].parent.name}" for r in h200_runs()])
def test_emulated_counts_against_the_h200(name, command, measured, differences):
    words = shlex.split(command.read_text())
    ir = ROOT / words[2].split("/work/main/", 1)[1]
    options = dict(zip(words[3::2], words[4::2]))
    args = [words[i + 1].replace("/work/main/", str(ROOT) + "/")
            for i, w in enumerate(words) if w == "--arg"]
    shape = LaunchShape.of(tuple(int(v) for v in options["--grid"].split(",")),
                           tuple(int(v) for v in options["--block"].split(",")),
                           int(options["--shared"]))
    result, _ = run_traced(get_backend("emulator"), ir.read_text(), str(ir),
                           options["--kernel"], shape, [parse_spec(a) for a in args])
    emulated = {(r.function, r.block): (int(r.thread_hits), int(r.wave_hits))
                for r in result.profile.to_dataframe().itertuples()}
    blocks = json.loads(measured.read_text())["blocks"]
    assert blocks
    for b in blocks:
        threads, waves = emulated[(b["function"], b["block"])]
        assert threads == b["thread_hits"], (name, b["block"])
        key = (name, b["function"], b["block"])
        if key in differences:
            assert (b["wave_hits"], waves) == differences[key]
        else:
            assert waves == b["wave_hits"], key
