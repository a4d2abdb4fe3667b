"""Make the report tests' data: Profiles of real block maps with hand-derived counts.

Run from the repository root:  python tests/data/report/make_data.py

Every profile instruments a real Triton module (copied into tests/data) and fills its
counts from the kernel's launch shape and trip counts, derived by hand (below), so that
thread_hits are conserved on the CFG. Beside each profile goes the static mix of the same
IR (``bbprof static``'s per-IR-block table) so the tests need no code generator.

* ``loop``: Triton 3.6 ``loop_kernel`` as JIT-compiled on an H200
  (tests/data/corpus/h200/loop.llir), 64 programs x 128 threads (T = 8192), n_iter = 16.
  The corpus README states the per-launch counts: entry T, ``.lr.ph`` T*n, ``._crit_edge``
  T, ``64`` T/2 (``pid % 2 == 0``: whole warps), ``83`` T. 2 launches.
* ``matmul``: tests/data/corpus/sm_90/matmul.ll (Triton 3.9, sm_90a, 128x128x32 tiles,
  4 warps), M = N = K = 4096: 32 x 32 programs x 128 threads = 131072 threads; the K loop
  runs 4096 / 32 = 128 times per thread; every other block once per thread.
* ``conv_gfx90a`` / ``conv_gfx942``: the NHWC implicit-GEMM convolution of
  shared/corpus/kernels.py for gfx90a and gfx942 (tests/data/amd/triton/), two
  configurations of one kernel family (same source, other arch and compiler choices).
  An interior tile, where every load/store mask is true: 4096 programs x 256 threads
  (wave64, all lanes active), KTOT / BLOCK_K = 36 iterations; so each block of the loop
  body runs T*36 times, each other block T times, and masked-load blocks as often as the
  block that guards them.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from bbprof.instrument import instrument  # noqa: E402
from bbprof.instrument.layout import FIELDS  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bbprof.isa.analysis import analyze  # noqa: E402
from bbprof.profile import LaunchRecord, Profile  # noqa: E402

CASES = {
    # name: (IR path relative to the repository root, target, arch, counts function)
    "loop": ("tests/data/corpus/h200/loop.llir", "nvptx", "sm_90a"),
    "matmul": ("tests/data/corpus/sm_90/matmul.ll", "nvptx", "sm_90a"),
    "conv_gfx90a": ("tests/data/amd/triton/gfx90a/conv2d_implicit_gemm.ll", None, "gfx90a"),
    "conv_gfx942": ("tests/data/amd/triton/gfx942/conv2d_implicit_gemm.ll", None, "gfx942"),
}


def loop_counts(fn, launches=2, T=8192, n=16):
    per = {"6": T, ".lr.ph": T * n, "._crit_edge": T, "64": T // 2, "83": T}
    return {b.name: per[b.name] * launches for b in fn.blocks}


def single_loop_counts(fn, T, iterations):
    """Interior tile: loop-body blocks T*iterations, the rest T (one loop at depth 1)."""
    assert len(fn.loops) == 1 and fn.loops[0].depth == 1, fn.loops
    body = set(fn.loops[0].body)
    return {b.name: T * iterations if b.id in body else T for b in fn.blocks}


def make(name: str) -> None:
    ir, target, arch = CASES[name]
    result = instrument(load_module(ROOT / ir, target))
    bm = replace(result.block_map, input=replace(result.block_map.input, path=ir))
    fn = bm.functions[0]
    if name == "loop":
        threads, wave, launches = loop_counts(fn), 32, [LaunchRecord(
            fn.name, (64, 1, 1), (128, 1, 1), launches=2, args=["x", "out", "out2", "i32:16"],
            kernel_ms=[0.0081, 0.0079], baseline_ms=[0.0078, 0.0077])]
    elif name == "matmul":
        threads, wave, launches = single_loop_counts(fn, 131072, 128), 32, [LaunchRecord(
            fn.name, (1024, 1, 1), (128, 1, 1), shared_bytes=65536)]
    else:
        threads, wave, launches = single_loop_counts(fn, 4096 * 256, 36), 64, [LaunchRecord(
            fn.name, (4096, 1, 1), (256, 1, 1))]
    counts = {"thread_hits": [], "wave_hits": []}
    for f in bm.functions:
        for b in f.blocks:
            t = threads[b.name] if f is fn else 0
            counts["thread_hits"].append(t)
            counts["wave_hits"].append(t // wave)
    assert set(FIELDS) == set(counts)
    profile = Profile(bm, counts, launches=launches,
                      device={"name": "synthetic (hand-derived counts)", "arch": arch},
                      meta={"made_by": "tests/data/report/make_data.py"})
    profile.save(HERE / f"{name}.bbprof")
    static = analyze(ROOT / ir, arch, target=target, sass=False).blocks()
    static.to_csv(HERE / f"{name}.{arch}.static.csv", index=False)
    print(f"{name}: {sum(len(f.blocks) for f in bm.functions)} blocks, static {arch}")


if __name__ == "__main__":
    for case in sys.argv[1:] or CASES:
        make(case)
