"""Both engines' instrumented GPU modules run on the emulator: the same per-block counts,
and the counts the emulator's direct trace of the plain module gives.

For the bundled examples and the Triton corpus that LLVM 19 reads (AMD gfx908, gfx90a,
gfx942 wave64, gfx1100 wave32; NVIDIA sm_80; tests/data's copies and ../shared's modules),
each module is instrumented by the default (Python) engine and by the plugin in the same
mode, both run on the emulator with the same inputs (emulator_cases.py), and on every
block of every function:

* thread_hits decoded from each engine's counters equal each other and the trace;
* wave_hits likewise wherever the mode counts them: every block in every-block modes, and
  every block of a function counted on the spanning tree (a warp-uniform kernel, by each
  engine's own uniformity analysis);
* the instrumented modules compute what the plain one does, bit for bit.

Which comparisons hold by design, and why: every-block placement is one counter at the top
of each block in both engines, so both give the trace exactly. On the spanning tree the
two engines pick different trees (LLVM's CFGMST with block-frequency weights; the Python
side's own weights), but flow conservation recovers every block's thread count from any
tree, and wave counts from a tree of a kernel whose branches no wave splits: so both
equal the trace, and each other. A function that an engine does not count on a tree with
wave counts (divergent: the plugin counts it at every block; the Python engine's placement
for divergent functions is its own design and may differ) is still checked for exact
thread counts and for every wave count it does decode — a decoded count that disagrees with
the trace is wrong in any design.

Triton's AMD softmax modules use LLVM 20's make.buffer.rsrc signature, which LLVM 19
refuses (test_plugin_corpus.py checks the one-line refusal); they are not run here.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import SPANNING_TREE, EVERY_BLOCK, THREAD, WAVE, Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from bbprof_testpaths import DATA, SHARED_CORPUS
from plugin_support import plugin  # noqa: F401  (the fixture)
from test_plugin_equivalence import plugin_instrumented

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "emulator"))
from emulator_cases import CASES, counts_by_position, run_case  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"
PLUGIN_DATA = DATA / "plugin"      # clang-19 -O0 CUDA (generic-address-space allocas)
sys.path.insert(0, str(PLUGIN_DATA))
MODES = [Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=(THREAD,), placement="every-block"),
         Mode(counters=(WAVE,), placement="every-block"),
         Mode(counters=(THREAD,)), Mode()]
AMD = ("gfx908", "gfx90a", "gfx942", "gfx1100")
KERNELS = ("reduce", "branchy", "conv2d_implicit_gemm", "matmul")   # softmax: LLVM 20 IR


def _modules():
    out = [EXAMPLES / "amdgpu_gfx942_reduce.ll", EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll",
           EXAMPLES / "nvptx_loop.ll", DATA / "corpus" / "gfx1100" / "matmul.ll",
           DATA / "corpus" / "sm_80" / "softmax.ll", DATA / "corpus" / "sm_80" / "branchy.ll",
           PLUGIN_DATA / "trips.sm_80.ll"]
    out += [SHARED_CORPUS / "triton" / arch / f"{k}.ll" for arch in AMD for k in KERNELS
            if (arch, k) not in {("gfx1100", "matmul"),            # = tests/data's copy
                                 ("gfx942", "conv2d_implicit_gemm")}]  # = the example
    out += [SHARED_CORPUS / "triton" / "sm_80" / f"{k}.ll"
            for k in ("reduce", "conv2d_implicit_gemm", "matmul")]
    return out


MODULES = _modules()


def _id(path: Path) -> str:
    where = "example" if path.parent == EXAMPLES else \
        "data" if DATA in path.parents else "shared"
    return f"{where}-{path.parent.name}-{path.stem}"


def _launcher(path: Path, text: str):
    """``run(text, block_map) -> (code, outputs)`` for the module at ``path``."""
    if path.name == "nvptx_loop.ll":
        return _loop_kernel
    if path.name == "trips.sm_80.ll":
        return _trips_kernel
    kernel = {"amdgpu_gfx942_reduce": "reduce",
              "amdgpu_gfx942_conv2d_implicit_gemm": "conv2d_implicit_gemm"}.get(path.stem,
                                                                              path.stem)
    block = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"|"nvvm.reqntid"="(\d+)"', text)
    case = CASES[kernel](block=int(next(g for g in block.groups() if g)) if block else 256)
    return lambda t, m: run_case(t, m, case)


def _loop_kernel(text, block_map, n_iter=3, grid=8):
    """The bundled NVPTX loop kernel (tests/emulator/test_nvptx.py's launch)."""
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    x = np.random.default_rng(0).random(grid * 1024, dtype=np.float32)
    bufs = [backend.upload(x), backend.upload(np.zeros_like(x)),
            backend.upload(np.zeros_like(x))]
    code.launch("loop_kernel", LaunchShape.of(grid, 128),
                bufs + [Scalar(n_iter, np.dtype(np.int32))] + [Scalar(0, np.dtype(np.uint64))] * 2)
    return code, {i: b.read_array(np.float32) for i, b in enumerate(bufs)}


def _trips_kernel(text, block_map):
    """tests/data/plugin/trips.cu's kernel, launched as on the H200
    (tests/data/plugin/tests_gpu_expectations.py)."""
    from tests_gpu_expectations import BLOCK, GRID, N

    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros(GRID * BLOCK, np.int32))
    code.launch("trips", LaunchShape.of(GRID, BLOCK), [out, Scalar(N, np.dtype(np.int32))])
    return code, {0: out.read_array(np.int32)}


def decoded(result, code) -> dict[tuple[str, str], tuple]:
    """``{(function, block): (thread_hits or None, wave_hits or None)}``, and which
    functions must have every wave count: ``(counts, {function: bool})``."""
    raw = code.read_counters()
    counts, full_waves = {}, {}
    for fn in result.block_map.functions:
        for block, pair in zip(fn.blocks, counts_by_position(result.block_map, raw, fn.name)):
            counts[(fn.name, block.name)] = pair
        full_waves[fn.name] = fn.placement in (EVERY_BLOCK, SPANNING_TREE)
    return counts, full_waves


def check_against_trace(engine: str, mode: Mode, counts, full_waves, trace_map) -> int:
    """Every decoded count equals the trace; every count the mode promises is there.
    Returns how many wave counts were compared."""
    waves = 0
    for (fn, block), (threads, wave) in counts.items():
        want_threads, want_waves = trace_map[(fn, block)]
        where = (engine, str(mode), fn, block)
        if THREAD in mode.counters:
            assert threads == want_threads, (*where, "thread_hits", threads, want_threads)
        if WAVE in mode.counters:
            if wave is None:
                assert not full_waves[fn], (*where, "wave_hits missing")
                continue
            assert wave == want_waves, (*where, "wave_hits", wave, want_waves)
            waves += 1
    return waves


@pytest.mark.parametrize("path", MODULES, ids=_id)
def test_both_engines_give_the_trace_on_the_emulator(plugin, path):  # noqa: F811
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared beside the clone)")
    text = path.read_text()
    run = _launcher(path, text)
    plain, plain_out = run(text, None)
    trace = {(fn, i): pair for fn, pairs in plain.trace_by_position().items()
             for i, pair in enumerate(pairs)}
    module = load_module(path)
    names = {(fn.name, i): blk.name for fn in module.functions for i, blk in enumerate(fn.blocks)}
    trace_map = {(fn, names[(fn, i)]): pair for (fn, i), pair in trace.items()}
    blocks = len(trace_map)
    for mode in MODES:
        results = {"python": instrument(module, mode=mode),
                   "plugin": plugin_instrumented(plugin, module, mode)}
        seen = {}
        for engine, result in results.items():
            code, outputs = run(result.text, result.block_map)
            for index, array in plain_out.items():
                assert array.tobytes() == outputs[index].tobytes(), (engine, str(mode), index)
            counts, full_waves = decoded(result, code)
            assert len(counts) == blocks
            waves = check_against_trace(engine, mode, counts, full_waves, trace_map)
            if mode.placement == EVERY_BLOCK and WAVE in mode.counters:
                assert waves == blocks
            seen[engine] = counts
        # the same numbers wherever both engines decode one
        for key, (t1, w1) in seen["python"].items():
            t2, w2 = seen["plugin"][key]
            assert t1 == t2, (str(mode), key)
            if w1 is not None and w2 is not None:
                assert w1 == w2, (str(mode), key)


def test_trips_trace_is_hand_derived():
    """The plain clang -O0 kernel's direct trace: the counts derived by hand from
    trips.cu (the ones the H200 gave for the plugin's instrumentation)."""
    from tests_gpu_expectations import expected_threads

    path = PLUGIN_DATA / "trips.sm_80.ll"
    plain, out = _trips_kernel(path.read_text(), None)
    names = [b.name for b in load_module(path).functions[0].blocks]
    threads = dict(zip(names, (t for t, _ in plain.trace_by_position()["trips"])))
    assert threads == expected_threads()
    g = np.arange(out[0].size)
    trips = g % 4
    want = np.where(g < 600, trips * (trips + 1) // 2 + np.where(g % 2 == 1, 2 * trips, 0), 0)
    assert np.array_equal(out[0], want)


@pytest.mark.parametrize("ir,block_map", [("trips.sm_80.bbprof.ll", "trips.sm_80.bbprof.json"),
                                          ("trips.sm_80.tree.bbprof.ll",
                                           "trips.sm_80.tree.bbprof.json")])
def test_committed_plugin_output_gives_the_trace(ir, block_map):
    """What clang-19 -fpass-plugin wrote (and the H200 ran) gives the trace on the
    emulator: no LLVM 19 needed."""
    from bbprof.instrument import BlockMap

    bm = BlockMap.load(PLUGIN_DATA / block_map)
    plain, plain_out = _trips_kernel((PLUGIN_DATA / "trips.sm_80.ll").read_text(), None)
    code, out = _trips_kernel((PLUGIN_DATA / ir).read_text(), bm)
    assert out[0].tobytes() == plain_out[0].tobytes()
    names = [b.name for b in bm.functions[0].blocks]
    trace = {("trips", names[i]): pair
             for i, pair in enumerate(plain.trace_by_position()["trips"])}

    class _Result:   # decoded() reads .block_map
        block_map = bm
    counts, full_waves = decoded(_Result, code)
    waves = check_against_trace("plugin (committed)", bm.mode, counts, full_waves, trace)
    assert waves == (len(names) if WAVE in bm.mode.counters else 0)


WGMMA_KERNEL = """{triple}

define {cc} void @k(ptr addrspace(1) %out, i32 %a, i32 %b) #0 {{
entry:
  %tid = call i32 @{tid}()
  %wgmma.stand_in = icmp sge i32 %tid, 0
  call void @llvm.assume(i1 %wgmma.stand_in)
  %c = icmp sgt i32 %a, 0
  br i1 %c, label %then, label %join, !prof !0

then:
  %d = icmp sgt i32 %b, 0
  br i1 %d, label %join, label %other, !prof !1

other:
  br label %join

join:
  %v = phi i32 [ 0, %entry ], [ 1, %then ], [ 2, %other ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %q
  ret void
}}

declare i32 @{tid}()
declare void @llvm.assume(i1)

attributes #0 = {{ "target-cpu"="{cpu}" }}
!0 = !{{!"branch_weights", i32 1000, i32 1}}
!1 = !{{!"branch_weights", i32 1, i32 1000}}
"""


@pytest.mark.parametrize("arch", ["sm_80", "gfx942"])
def test_edges_into_phis_of_a_wgmma_kernel(plugin, tmp_path, arch):  # noqa: F811
    """A warp-uniform kernel with a call whose text names wgmma (both engines' check of
    Hopper's warpgroup MMA, placement.py; the emulator models no wgmma, so the stand-in is
    an ``llvm.assume`` of a value named ``%wgmma.stand_in``) keeps blocks of bbprof's off
    edges into a block with phis: those edges get edge counters before their source's
    terminator, packed with wave counts here, and the counts equal the trace in every
    launch."""
    nvptx = arch.startswith("sm_")
    path = tmp_path / f"k.{arch}.ll"
    path.write_text(WGMMA_KERNEL.format(
        triple='target triple = "nvptx64-nvidia-cuda"' if nvptx else
        'target triple = "amdgcn-amd-amdhsa"', cc="ptx_kernel" if nvptx else "amdgpu_kernel",
        tid="llvm.nvvm.read.ptx.sreg.tid.x" if nvptx else "llvm.amdgcn.workitem.id.x",
        cpu=arch))
    module = load_module(path)
    results = {"python": instrument(module, mode=Mode()),
               "plugin": plugin_instrumented(plugin, module, Mode())}
    for engine, result in results.items():
        fn = result.block_map.functions[0]
        assert fn.placement == SPANNING_TREE and fn.warp_uniform.uniform, engine
        join = [b.id for b in fn.blocks if b.name == "join"][0]
        into_join = {e.kind for e in fn.edges if e.target == join and e.source != -1}
        assert "split" not in into_join, engine
    assert "edge" in {e.kind for e in results["plugin"].block_map.functions[0].edges}
    for a, b in [(1, 1), (1, 0), (0, 5)]:
        def run(text, block_map):
            backend = get_backend("emulator")
            code = backend.load(text, block_map)
            out = backend.upload(np.zeros(256, np.int32))
            code.launch("k", LaunchShape.of(2, 128),
                        [out, Scalar(a, np.dtype(np.int32)), Scalar(b, np.dtype(np.int32))])
            return code, out.read_array(np.int32)
        plain, plain_out = run(path.read_text(), None)
        assert set(plain_out[:128]) == {0 if a <= 0 else 1 if b > 0 else 2}
        by_position = plain.trace_by_position()
        trace = {(fn.name, blk.name): pair for fn in module.functions
                 for blk, pair in zip(fn.blocks, by_position[fn.name])}
        for engine, result in results.items():
            code, out = run(result.text, result.block_map)
            assert out.tobytes() == plain_out.tobytes()
            counts, full_waves = decoded(result, code)
            waves = check_against_trace(engine, Mode(), counts, full_waves, trace)
            assert waves == len(counts), engine
