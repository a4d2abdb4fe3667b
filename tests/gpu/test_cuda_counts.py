"""Execution on the GPU through the CUDA backend; every expected count is derived by hand
from what the kernels compute (tests/data/runtime/nvptx_cases.ll, the corpus `loop`)."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape
from bbprof.runtime.runner import run_kernel

from conftest import RUNTIME_DATA

WARP = 32


def helper(x: int) -> int:
    return x * 3 if x % 2 else x + 7


def warps_with(mask: np.ndarray) -> int:
    """Warps in which at least one lane has ``mask`` set (lanes in launch order)."""
    return int(mask.reshape(-1, WARP).any(axis=1).sum())


@pytest.fixture(scope="module")
def cases():
    module = load_module(RUNTIME_DATA / "nvptx_cases.ll")
    return module.text, instrument(module)


def test_divergent_branches_and_a_function_called_from_two_places(cuda, cases):
    original, inst = cases
    grid, block, n = 6, 128, 700          # 768 threads, 24 warps, the last 68 threads idle
    result = run_kernel(cuda, inst.text, inst.block_map, "divergent",
                        LaunchShape.of(grid, block), [parse_spec(f"i32[{grid * block}]"),
                                                      parse_spec(str(n))],
                        baseline_text=original)
    profile = result.profile
    g = np.arange(grid * block)
    active = g < n
    then = active & (g % 3 == 0)
    other = active & (g % 3 != 0)
    # what the kernel computes
    v = np.where(g % 3 == 0, 2 * g, [helper(int(x)) for x in g])
    expected_out = np.where(active, [helper(int(x)) for x in v], 0)
    assert (result.outputs[0] == expected_out).all()
    assert profile.meta["outputs_identical"]
    got = profile.counts_of("divergent")
    warps = grid * block // WARP
    assert got["entry"] == (grid * block, warps)
    assert got["active"] == (int(active.sum()), warps_with(active))
    assert got["then"] == (int(then.sum()), warps_with(then))
    assert got["else"] == (int(other.sum()), warps_with(other))
    # thread_hits differ from wave_hits in the divergent blocks, and both are right
    assert got["then"][0] != got["then"][1]
    # After the if/else, where the warp reconverges is up to ptxas (../shared/NOTES.md):
    # each active warp reaches the join in at most one converged group per path to it
    # (then; else -> helper's odd side; else -> helper's even side).
    threads, waves = got["join"]
    assert threads == int(active.sum())
    paths = (warps_with(then) + warps_with(other & (g % 2 == 1))
             + warps_with(other & (g % 2 == 0)))
    assert warps_with(active) <= waves <= paths
    assert got["exit"][0] == grid * block
    # helper: called from `else` (argument g) and from `join` (argument v)
    args = np.concatenate([g[other], v[active]])
    h = profile.counts_of("helper")
    assert h["entry"][0] == args.size
    assert h["odd"][0] == int((args % 2 == 1).sum())
    assert h["even"][0] == int((args % 2 == 0).sum())
    assert h["out"][0] == args.size


def test_per_thread_trip_counts(cuda, cases):
    original, inst = cases
    grid, block = 4, 256
    trips = (np.arange(grid * block) * 7 % 11).astype(np.int32)   # 0..10, varies per lane
    path = RUNTIME_DATA / "trips.npy"
    specs = [parse_spec(f"i32[{grid * block}]"), parse_spec(f"@{path}")]
    assert (np.load(path) == trips).all()
    result = run_kernel(cuda, inst.text, inst.block_map, "trips",
                        LaunchShape.of(grid, block), specs, repeat=3, baseline_text=original)
    g = np.arange(grid * block)
    expected = np.array([sum(i * 3 + int(x) for i in range(int(t))) for x, t in zip(g, trips)])
    assert (result.outputs[0] == expected.astype(np.int32)).all()
    assert result.profile.meta["outputs_identical"]
    got = result.profile.counts_of("trips")
    launches = 3
    warps = grid * block // WARP
    per_warp_max = trips.reshape(-1, WARP).max(axis=1)
    assert got["entry"] == (launches * grid * block, launches * warps)
    assert got["loop"][0] == launches * int(trips.sum())
    # a warp runs the loop while any lane still iterates: max trip count per warp
    assert got["loop"][1] == launches * int(per_warp_max.sum())
    assert got["after"][0] == launches * grid * block
    # the other kernel and the helper were not launched: all zero
    assert set(result.profile.counts_of("divergent").values()) == {(0, 0)}
    assert set(result.profile.counts_of("helper").values()) == {(0, 0)}


@pytest.mark.parametrize("mode", [Mode(), Mode(loops_in_registers=False)], ids=str)
def test_loop_chain_in_uniform_registers(cuda, mode):
    """A loop of three blocks (chain head -> latch, detour side), per-lane trip counts (its
    exit diverges) and a detour taken when i + g is odd (diverges too). In the default mode
    the chain is counted in warp-uniform accumulators, flushed at the exit by the lanes'
    maximum (redux.sync), and the detour by a flag (the lanes' sum and the warp's "any
    lane" per iteration, flushed with redux.sync.add/max); with --loops-in-memory every entry is counted at the block. Both
    must give the counts of lanes running each iteration together: per warp, the chain
    runs max(trips) times, the detour once per iteration in which some lane takes it."""
    module = load_module(RUNTIME_DATA / "nvptx_cases.ll")
    inst = instrument(module, mode=mode)
    assert bool(inst.block_map.functions[3].uniform_loops) == \
        mode.loops_in_registers
    # the detour (side) is counted by a flag (uniform_loops.py) in the default mode
    assert [d.blocks for u in inst.block_map.functions[3].uniform_loops
            for d in u.detours] == ([(2,)] if mode.loops_in_registers else [])
    grid, block = 4, 256
    specs = [parse_spec(f"i32[{grid * block}]"), parse_spec(f"@{RUNTIME_DATA / 'trips.npy'}")]
    result = run_kernel(cuda, inst.text, inst.block_map, "chain",
                        LaunchShape.of(grid, block), specs, baseline_text=module.text)
    trips = np.load(RUNTIME_DATA / "trips.npy")
    g = np.arange(grid * block)
    expected = [sum(i + (5 if (i + int(x)) % 2 else 0) for i in range(int(t)))
                for x, t in zip(g, trips)]
    assert (result.outputs[0] == np.array(expected, np.int32)).all()
    got = result.profile.counts_of("chain")
    side_threads = sum(1 for x, t in zip(g, trips) for i in range(int(t)) if (i + x) % 2)
    side_waves = 0
    for w in range(grid * block // WARP):
        lanes = range(w * WARP, (w + 1) * WARP)
        rounds = int(trips[w * WARP:(w + 1) * WARP].max())
        side_waves += sum(1 for i in range(rounds)
                          if any(i < trips[x] and (i + x) % 2 for x in lanes))
    chain_waves = int(trips.reshape(-1, WARP).max(axis=1).sum())
    assert got["head"] == (int(trips.sum()), chain_waves)
    assert got["latch"] == (int(trips.sum()), chain_waves)
    assert got["side"] == (side_threads, side_waves)
    assert got["entry"] == (grid * block, grid * block // WARP)
    assert got["after"][0] == grid * block


@pytest.mark.parametrize("mode", [Mode(), Mode(placement="every-block",
                                                loops_in_registers=False)], ids=str)
def test_warp_uniform_kernel_counted_on_the_spanning_tree(cuda, mode, tmp_path):
    """@uniform branches on the CTA only (a switch on ctaid % 3, per-CTA trip counts, a
    loop counter's parity). The default mode counts it on the edges outside a spanning
    tree and recovers thread *and* wave counts by flow conservation; the reference counts
    every entry of every block. Both must give the counts derived here: each CTA's 256
    threads (8 warps) run the same path."""
    module = load_module(RUNTIME_DATA / "nvptx_cases.ll")
    inst = instrument(module, mode=mode)
    assert inst.block_map.function("uniform").placement == mode.placement
    grid, block = 12, 256
    trips = np.array([c * 5 % 7 for c in range(grid)], np.int32)    # 0..6, zeros included
    np.save(tmp_path / "trips.npy", trips)
    specs = [parse_spec(f"i32[{grid * block}]"), parse_spec(f"@{tmp_path / 'trips.npy'}")]
    result = run_kernel(cuda, inst.text, inst.block_map, "uniform",
                        LaunchShape.of(grid, block), specs, baseline_text=module.text)
    expected = []
    for g in range(grid * block):
        c = g // block
        kind, trip = c % 3, int(trips[c])
        if kind == 0:
            expected.append(-1)
        elif kind == 1:
            expected.append(g + sum(range(trip)))
        else:
            value = g
            for j in range(max(trip, 1)):
                value = (value * 3 if j % 2 else value) + 1
            expected.append(value)
    assert (result.outputs[0] == np.array(expected, np.int64).astype(np.int32)).all()
    assert result.profile.meta["outputs_identical"]
    warps = block // WARP

    def ctas(n):       # n CTA-wide entries: every thread, every warp
        return (int(n) * block, int(n) * warps)

    ones = [c for c in range(grid) if c % 3 == 1]
    rounds = [max(int(trips[c]), 1) for c in range(grid) if c % 3 == 2]
    got = result.profile.counts_of("uniform")
    assert got["entry"] == ctas(grid)
    assert got["zero"] == ctas(sum(1 for c in range(grid) if c % 3 == 0))
    assert got["one"] == ctas(len(ones))
    assert got["loop"] == ctas(sum(int(trips[c]) for c in ones))
    assert got["other"] == ctas(len(rounds))
    assert got["head"] == got["latch"] == ctas(sum(rounds))
    assert got["side"] == ctas(sum(r // 2 for r in rounds))
    assert got["done"] == ctas(len(ones) + len(rounds))


def test_two_kernels_of_one_module_count_separately(cuda, cases):
    original, inst = cases
    code = cuda.load(inst.text, inst.block_map, kernels=["divergent", "trips"])
    out = cuda.upload(np.zeros(256, np.int32))
    trips = cuda.upload(np.full(256, 2, np.int32))
    from bbprof.runtime.backend import Scalar

    code.launch("divergent", LaunchShape.of(2, 128), [out, Scalar(256, np.int32)])
    code.launch("trips", LaunchShape.of(1, 256), [out, trips])
    code.launch("trips", LaunchShape.of(1, 256), [out, trips])
    cuda.synchronize()
    frame = inst.block_map.block_counts(code.read_counters())
    by = {(r.function, r.block): int(r.thread_hits) for r in frame.itertuples()}
    assert by[("divergent", "entry")] == 256
    assert by[("trips", "entry")] == 512
    assert by[("trips", "loop")] == 2 * 256 * 2
    code.zero_counters()
    assert not code.read_counters().any()


LOOP_T = 64 * 128         # threads: 64 programs x 4 warps
LOOP_N = 64 * 1024        # elements: the llir was compiled with BLOCK=1024 (8 per thread)


@pytest.mark.parametrize("n_iter", [1, 5])
def test_triton_loop_llir_through_bbprof_run(tmp_path, n_iter):
    """The corpus `loop` kernel (Triton 3.6 llir from the H200): counts as its README says."""
    import shutil

    from bbprof.cli.main import main
    from bbprof.profile import Profile

    src = tmp_path / "loop.llir"
    shutil.copy(RUNTIME_DATA / "loop.llir", src)
    assert main(["instrument", str(src), "-q"]) == 0
    out = tmp_path / "loop.bbprof"
    # Buffers of LOOP_N elements: with LOOP_T (the thread count) the kernel wrote past the
    # ends of out/out2 into the neighbouring buffers, x of the other run included, and
    # --baseline rightly reported every buffer as different.
    rc = main(["run", str(tmp_path / "loop.bbprof.ll"), "--grid", "64", "--block", "128",
               "--arg", f"f32[{LOOP_N}]:random", "--arg", f"f32[{LOOP_N}]",
               "--arg", f"f32[{LOOP_N}]", "--arg", str(n_iter), "--baseline", "-n", "1",
               "-o", str(out)])
    assert rc == 0
    profile = Profile.load(out)
    # the kernel's meaning, in float32 on the host: acc = acc * 0.5 + x, n_iter times
    rng_x = np.random.default_rng(0).random(LOOP_N, dtype=np.float32)
    acc = np.zeros(LOOP_N, np.float32)
    for _ in range(n_iter):
        acc = (acc * np.float32(0.5) + rng_x).astype(np.float32)
    assert profile.meta["outputs_identical"] is True, profile.meta
    assert profile.meta["inputs_unchanged"] == [0], profile.meta   # x is only read
    frame = profile.to_dataframe()
    got = {r.block: int(r.thread_hits) for r in frame.itertuples()}
    entry = frame.iloc[0].block
    T = LOOP_T
    assert got == {entry: T, ".lr.ph": T * n_iter, "._crit_edge": T, "64": T // 2, "83": T}


def test_triton_loop_llir_outputs_equal_the_host_reference(cuda):
    """The same kernel through run_kernel: outputs equal a float32 host computation."""
    from bbprof.ir import load_module

    module = load_module(RUNTIME_DATA / "loop.llir", "nvptx")
    inst = instrument(module)
    n_iter = 3
    specs = [parse_spec(f"f32[{LOOP_N}]:random"), parse_spec(f"f32[{LOOP_N}]"),
             parse_spec(f"f32[{LOOP_N}]"), parse_spec(str(n_iter))]
    result = run_kernel(cuda, inst.text, inst.block_map, "loop_kernel",
                        LaunchShape.of(64, 128), specs, baseline_text=module.text)
    x = np.random.default_rng(0).random(LOOP_N, dtype=np.float32)
    acc = np.zeros(LOOP_N, np.float32)
    for _ in range(n_iter):
        acc = (acc * np.float32(0.5) + x).astype(np.float32)
    assert (result.outputs[0] == x).all()
    assert (result.outputs[1] == acc).all()
    even = (np.arange(LOOP_N) // 1024) % 2 == 0
    assert (result.outputs[2][even] == acc[even] + np.float32(1)).all()
    assert not result.outputs[2][~even].any()
    assert result.profile.meta["outputs_identical"], result.profile.meta


@pytest.mark.parametrize("kernel", ["trips", "chain"])
def test_nvptx_kernels_on_the_hybrid_graph_equal_every_block(cuda, monkeypatch, kernel):
    """Kernels whose loops exit per lane (divergent branches) on the hybrid graph
    (placement.py), even where instrument.py's estimate would keep every block: every
    block's thread_hits and wave_hits equal those of the every-block reference with loops
    in memory, run on the same inputs, and the outputs are the plain kernel's."""
    import importlib

    instrument_module = importlib.import_module("bbprof.instrument.instrument")
    module = load_module(RUNTIME_DATA / "nvptx_cases.ll")
    reference = instrument(module, mode=Mode(placement="every-block", loops_in_registers=False))
    monkeypatch.setattr(instrument_module, "every_block_cost", lambda *a: float("inf"))
    hybrid = instrument(module)
    info = hybrid.block_map.function(kernel)
    assert info.hybrid and info.placement == "spanning-tree"
    grid, block = 4, 256
    specs = [parse_spec(f"i32[{grid * block}]"), parse_spec(f"@{RUNTIME_DATA / 'trips.npy'}")]
    got = {}
    for name, inst in (("reference", reference), ("hybrid", hybrid)):
        result = run_kernel(cuda, inst.text, inst.block_map, kernel,
                            LaunchShape.of(grid, block), specs, baseline_text=module.text)
        assert result.profile.meta["outputs_identical"], name
        got[name] = result.profile.counts_of(kernel)
    assert got["hybrid"] == got["reference"]
