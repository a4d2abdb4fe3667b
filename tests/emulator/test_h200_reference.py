"""The emulator against the H200 on Triton's sm_90 softmax, branchy and reduce kernels.

tests/data/emulator_h200 holds what ``scripts/gpu_emulator_reference.py`` made on the
H200 (its README says when and how): each kernel's llir (Triton 3.6, sm_90a), its
inputs, the launch, and for the default and every-block modes the counts the H200's
counters gave, the instrumented module it ran, and the buffers the instrumented and the
plain kernel wrote. Here the emulator (NVPTX, warps of 32) runs

* the plain llir on the same inputs (the direct trace): its thread_hits equal the
  H200's on every block, in both modes; its wave_hits equal them except at the blocks
  listed in ``WAVE_DIFFERENCES`` (none for these warp-uniform kernels; docs/emulator.md);
  and the H200's counts equal the ones the inputs give (trip counts, branch sides);
* the instrumented module the H200 ran, with the H200's block map: its counters decode
  to the H200's counts on every block (the same counting code, executed on the CPU);
* and its outputs are compared with the H200's (the plain and the instrumented kernel's
  and Triton's own launch) and with numpy, within ``TOLERANCE``.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument.blockmap import BlockMap
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.emulator.direct import run_traced
from bbprof.runtime.runner import run_kernel

from bbprof_testpaths import DATA

REFERENCE = DATA / "emulator_h200"
KERNELS = ("softmax", "branchy", "reduce")
MODES = ("default", "every-block")

# (kernel, mode, block): (H200 wave_hits, emulated wave_hits), where the H200's warps did
# not enter a block as the emulator's reconvergence model says (docs/emulator.md). None:
# every branch of these kernels is on a program-wide value (row and chunk loops, the
# block sum against thresh, the program's trip count), so a warp never splits and there
# is no reconvergence point for ptxas to choose; the H200's wave_hits are threads/32.
WAVE_DIFFERENCES: dict[tuple[str, str, str], tuple[int, int]] = {}

# parameter index -> (rtol, atol) between the emulator's and the H200's outputs. The
# emulator computes exp2 (nvvm.ex2.approx) and division (nvvm.div.full) correctly
# rounded, the H200 with its approximations: softmax differs by up to 6 ulp (3.9e-7
# relative) in 23687 of its 36000 outputs. reduce adds the programs' partial sums with
# float atomics in the order the programs finish: the H200's runs differ from each other
# and from the emulator's lane order by 1 ulp. branchy's arithmetic is exact in both:
# bit for bit.
TOLERANCE = {"softmax": {0: (1e-6, 0.0)}, "branchy": {1: (0.0, 0.0)},
             "reduce": {1: (1e-6, 0.0)}}


def _launch(kernel: str):
    folder = REFERENCE / kernel
    launch = json.loads((folder / "launch.json").read_text())
    specs = [parse_spec(f"@{folder / s[1:]}" if s.startswith("@") else s)
             for s in launch["args"]]
    shape = LaunchShape.of(tuple(launch["grid"]), tuple(launch["block"]), launch["shared"])
    return folder, launch, specs, shape


@functools.lru_cache(maxsize=None)
def _emulated(kernel: str):
    """The plain llir's direct trace: ({(function, block): (threads, waves)}, outputs)."""
    folder, launch, specs, shape = _launch(kernel)
    llir = folder / f"{kernel}.llir"
    result, _ = run_traced(get_backend("emulator"), llir.read_text(), str(llir),
                           launch["kernel"], shape, specs)
    counts = {(r.function, r.block): (int(r.thread_hits), int(r.wave_hits))
              for r in result.profile.to_dataframe().itertuples()}
    return counts, result.outputs


def _measured(kernel: str, mode: str) -> dict:
    counts = json.loads((REFERENCE / kernel / mode / "counts.json").read_text())
    assert counts["device"]["backend"] == "cuda" and "H200" in counts["device"]["name"], \
        f"{kernel}/{mode}: these counts were not made on the H200"
    return counts


def _written(kernel: str, mode: str, which: str) -> dict[int, np.ndarray]:
    folder = REFERENCE / kernel / mode / which
    return {int(p.stem[3:]): np.load(p) for p in sorted(folder.glob("arg*.npy"))}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kernel", KERNELS)
def test_thread_hits_equal_and_wave_hits_listed(kernel, mode):
    emulated, _ = _emulated(kernel)
    blocks = _measured(kernel, mode)["blocks"]
    assert {(b["function"], b["block"]) for b in blocks} == set(emulated)
    for b in blocks:
        threads, waves = emulated[(b["function"], b["block"])]
        assert threads == b["thread_hits"], (kernel, mode, b["block"])
        key = (kernel, mode, b["block"])
        if key in WAVE_DIFFERENCES:
            assert (b["wave_hits"], waves) == WAVE_DIFFERENCES[key], key
        else:
            assert waves == b["wave_hits"], (key, b["wave_hits"], waves)


def _from_the_inputs(kernel: str) -> dict[str, int]:
    """Every block's thread_hits derived from the launch and the inputs (the llir's block
    names; each program's threads run every block together: the branches are on
    program-wide values)."""
    folder, launch, _, _ = _launch(kernel)
    programs, threads = launch["grid"][0], launch["block"][0]
    scalars = [s for s in launch["args"] if not s.startswith("@")]
    if kernel == "softmax":          # rows pid, pid + programs, ... < n_rows
        rows = int(scalars[2])
        looping = min(programs, rows)
        return {"8": programs * threads, ".lr.ph": looping * threads,
                "118": rows * threads, "._crit_edge": programs * threads}
    if kernel == "reduce":           # chunks of BLOCK elements, pid, pid + programs, ...
        chunks = -(-int(scalars[0]) // launch["constexprs"]["BLOCK"])
        return {"5": programs * threads, ".lr.ph": chunks * threads,
                "._crit_edge.loopexit": min(programs, chunks) * threads,
                "._crit_edge": programs * threads}
    x, trips = np.load(folder / "arg0.npy"), np.load(folder / "arg2.npy")
    block = launch["constexprs"]["BLOCK"]
    high = np.array([x[p * block:(p + 1) * block].sum(dtype=np.float64)
                     for p in range(programs)]) > float(scalars[1][4:])
    return {"7": programs * threads, "101": programs * threads,
            # s > thresh: the while loop
            ".preheader": high.sum() * threads, ".lr.ph5": trips[high].sum() * threads,
            "._crit_edge6.loopexit": (high & (trips > 0)).sum() * threads,
            "._crit_edge6": high.sum() * threads,
            # else: the for loop
            ".preheader3": (~high).sum() * threads, ".lr.ph": trips[~high].sum() * threads,
            "._crit_edge": (~high).sum() * threads}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kernel", KERNELS)
def test_the_h200s_counts_follow_from_the_inputs(kernel, mode):
    """The H200's counts against the trip counts and branch sides the inputs give: a
    program's 4 or 8 warps are full and enter each block together (waves = threads/32)."""
    want = _from_the_inputs(kernel)
    got = {b["block"]: (b["thread_hits"], b["wave_hits"])
           for b in _measured(kernel, mode)["blocks"]}
    assert got == {block: (int(t), int(t) // 32) for block, t in want.items()}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kernel", KERNELS)
def test_the_h200s_instrumented_module_counts_the_same_here(kernel, mode):
    """The module the H200 ran, run here with its block map: the decoded counters equal
    the H200's (wave_hits: unless the trace differs there, as listed), and the buffers
    it writes equal the plain kernel's here bit for bit."""
    folder, launch, specs, shape = _launch(kernel)
    block_map = BlockMap.load(folder / mode / "block_map.json")
    text = (folder / mode / f"{kernel}.bbprof.ll").read_text()
    run = run_kernel(get_backend("emulator"), text, block_map, launch["kernel"], shape,
                     specs)
    got = {(r.function, r.block): (int(r.thread_hits), int(r.wave_hits))
           for r in run.profile.to_dataframe().itertuples()}
    emulated, plain_outputs = _emulated(kernel)
    for b in _measured(kernel, mode)["blocks"]:
        threads, waves = got[(b["function"], b["block"])]
        assert threads == b["thread_hits"], (kernel, mode, b["block"])
        key = (kernel, mode, b["block"])
        want = WAVE_DIFFERENCES[key][1] if key in WAVE_DIFFERENCES else b["wave_hits"]
        assert waves == want, key
    for index in _written(kernel, mode, "outputs"):
        assert run.outputs[index].tobytes() == plain_outputs[index].tobytes(), index


def _numpy_reference(kernel: str, inputs: dict[int, np.ndarray], scalars) -> dict:
    if kernel == "softmax":
        rows, cols = scalars[2], scalars[3]
        x = inputs[1].reshape(rows, cols).astype(np.float64)
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return {0: (e / e.sum(axis=1, keepdims=True)).reshape(-1)}
    if kernel == "reduce":
        return {1: np.array([inputs[0].astype(np.float64).sum()])}
    x, trips = inputs[0], inputs[2]
    n, thresh, block = scalars[0], np.float32(scalars[1]), 256
    y = np.zeros(n, np.float32)
    for pid, trip in enumerate(trips):
        part = x[pid * block:(pid + 1) * block].copy()
        # the branch is taken on the kernel's own sum; it is checked against the GPU's
        # outputs bit for bit, so only a sum on the edge of thresh could mislead here
        if part.sum(dtype=np.float64) > thresh:
            for _ in range(trip):
                part = part * np.float32(0.5) + np.float32(1.0)
            y[pid * block:(pid + 1) * block] = part
        else:
            for _ in range(trip):
                part = np.where(part > 0, part - np.float32(1), part + np.float32(2))
            y[pid * block:(pid + 1) * block] = -part
    return {1: y}


@pytest.mark.parametrize("kernel", KERNELS)
def test_outputs_equal_the_h200s_and_numpy(kernel):
    folder, launch, specs, _ = _launch(kernel)
    _, outputs = _emulated(kernel)
    inputs = {i: np.load(folder / s[1:]) for i, s in enumerate(launch["args"])
              if s.startswith("@")}
    scalars = [float(s[4:]) if s.startswith("f32:") else int(s)
               for s in launch["args"] if not s.startswith("@")]
    gpu = {f"{mode}/{which}": _written(kernel, mode, which)
           for mode in MODES for which in ("outputs", "baseline")}
    triton = folder / "triton"
    gpu["triton"] = {int(p.stem[3:]): np.load(p) for p in sorted(triton.glob("arg*.npy"))}
    tolerance = TOLERANCE[kernel]
    for where, written in gpu.items():
        assert set(written) == set(tolerance), (where, sorted(written))
        for index, array in written.items():
            rtol, atol = tolerance[index]
            np.testing.assert_allclose(outputs[index], array, rtol=rtol, atol=atol,
                                       err_msg=f"{kernel}: arg{index} against {where}")
    for index, want in _numpy_reference(kernel, inputs, scalars).items():
        rtol, atol = tolerance[index]
        np.testing.assert_allclose(outputs[index].astype(np.float64), want,
                                   rtol=max(rtol, 1e-6), atol=max(atol, 1e-9))


def test_the_reference_script_makes_its_files_on_the_cpu(tmp_path, monkeypatch):
    """scripts/gpu_emulator_reference.py with the emulator for the GPU (Triton compiles
    without one): the files the test above reads, with counts equal to the trace."""
    pytest.importorskip("triton")
    import sys

    monkeypatch.setattr(sys, "path", list(sys.path))     # the script extends sys.path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    import gpu_emulator_reference as script

    script.run_one("reduce", tmp_path, get_backend("emulator"))
    folder = tmp_path / "reduce"
    launch = json.loads((folder / "launch.json").read_text())
    assert launch["kernel"] == "reduce_kernel" and launch["block"] == [128, 1, 1]
    llir = folder / "reduce.llir"
    specs = [parse_spec(f"@{folder / s[1:]}" if s.startswith("@") else s)
             for s in launch["args"]]
    shape = LaunchShape.of(tuple(launch["grid"]), tuple(launch["block"]), launch["shared"])
    result, _ = run_traced(get_backend("emulator"), llir.read_text(), str(llir),
                           "reduce_kernel", shape, specs)
    trace = {(r.function, r.block): (int(r.thread_hits), int(r.wave_hits))
             for r in result.profile.to_dataframe().itertuples()}
    n, grid, block = int(launch["args"][2]), launch["grid"][0], 1024
    for mode in MODES:
        counts = json.loads((folder / mode / "counts.json").read_text())
        assert {(b["function"], b["block"]): (b["thread_hits"], b["wave_hits"])
                for b in counts["blocks"]} == trace
        assert counts["written"] == [1]
        written = np.load(folder / mode / "outputs" / "arg1.npy")
        np.testing.assert_allclose(written, [np.load(folder / "arg0.npy").sum(
            dtype=np.float64)], rtol=1e-6)
    # the grid-stride loop runs once per program and 1024-element chunk: 128 threads
    # each time, in 4 warps
    chunks = -(-n // block)
    loop = max(trace.values(), key=lambda c: c[0])
    assert loop == (128 * chunks, 4 * chunks), (loop, chunks, grid)
