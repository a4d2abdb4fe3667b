"""Hybrid placement on the emulator: random kernels whose branches are partly uniform,
partly lane-dependent, counted against the emulator's direct trace and a Python walk.

Each kernel is one random CFG of tests/property (loops, nested and irreducible cycles,
switches with repeated targets) made a kernel: every lane carries two states through
it, one from its own seed (lane-dependent) and one from the workgroup id and a kernel
argument (the same in every lane of a wave, until lanes part), and each block's switch
picks its successor from one of the two, as the example draws. So the uniformity
analysis finds some branches divergent and some uniform, placement.py builds its hybrid
graph, and on the emulator (wave64 gfx942 and wave32 gfx1100, reconvergence at immediate
post-dominators, the lanes of a wave taking different paths):

* every lane's result equals the Python walk's, and thread_hits of the plain module's
  trace equal the walk's entries summed over lanes (the trace is right);
* decoded counters of the instrumented module equal the direct trace of the plain
  module on every block, thread_hits and wave_hits, in the modes that use the tree;
* the instrumented module computes what the plain one does.
"""

from __future__ import annotations

import importlib
import os
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from bbprof_testpaths import TESTS
from emulator_cases import assert_counts_match_trace

sys.path.insert(0, str(TESTS / "property"))
from random_programs import MASK, BlockSpec, FunctionSpec, finish  # noqa: E402

EXAMPLES = int(os.environ.get("BBPROF_EMULATOR_EXAMPLES", "6"))
instrument_module = importlib.import_module("bbprof.instrument.instrument")


@pytest.fixture(autouse=True)
def always_hybrid(monkeypatch):
    """The hybrid graph wherever a branch is divergent, even where instrument.py would
    keep every block because its estimate says that is cheaper."""
    monkeypatch.setattr(instrument_module, "every_block_cost", lambda *a: float("inf"))
TREE_MODES = [Mode(), Mode(loops_in_registers=False),
              Mode(counters=("wave_hits",))]


@st.composite
def kernels(draw):
    """A random CFG (no calls: a call refuses the hybrid) and which blocks branch on
    the lane's own state."""
    nblocks = draw(st.integers(2, 9))
    blocks = []
    for bi in range(nblocks):
        successors = draw(st.lists(st.integers(1, nblocks - 1), max_size=4))
        blocks.append(BlockSpec(
            mul=draw(st.integers(1, 2**64 - 1)) | 1, add=draw(st.integers(0, 2**64 - 1)),
            returns=draw(st.booleans()) if bi and draw(st.integers(0, 4)) == 0 else False,
            successors=successors))
    program = finish([FunctionSpec(blocks)])
    lane = draw(st.lists(st.booleans(), min_size=nblocks, max_size=nblocks))
    return program[0], frozenset(b for b in range(nblocks) if lane[b])


def kernel_ir(fn: FunctionSpec, lane_blocks: frozenset[int], cpu: str, size: int) -> str:
    out = ['target triple = "amdgcn-amd-amdhsa"',
           "define amdgpu_kernel void @k(ptr addrspace(1) %seeds, ptr addrspace(1) %out, "
           "i64 %useed, i64 %fuel) #0 {"]
    for bi, block in enumerate(fn.blocks):
        name = f"b{bi}"
        out.append(f"{name}:")
        if bi == 0:
            out += ["  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
                    "  %wg = call i32 @llvm.amdgcn.workgroup.id.x()",
                    f"  %base = mul i32 %wg, {size}", "  %g = add i32 %base, %tid",
                    "  %i = zext i32 %g to i64",
                    "  %ps = getelementptr i64, ptr addrspace(1) %seeds, i64 %i",
                    "  %po = getelementptr i64, ptr addrspace(1) %out, i64 %i",
                    "  %st.in.0 = load i64, ptr addrspace(1) %ps",
                    "  %wg64 = zext i32 %wg to i64",
                    "  %us.in.0 = xor i64 %useed, %wg64", "  %fu.in.0 = add i64 %fuel, 0",
                    "  %edge.0 = add i64 0, 0"]
        else:
            preds = [p for p in sorted(block.edge_consts)
                     for _ in range(fn.blocks[p].successors.count(bi))]
            if preds:
                for var in ("st", "us", "fu"):
                    incoming = ", ".join(f"[ %{var}.out.{p}, %b{p} ]" for p in preds)
                    out.append(f"  %{var}.in.{bi} = phi i64 {incoming}")
                consts = ", ".join(f"[ {block.edge_consts[p]}, %b{p} ]" for p in preds)
                out.append(f"  %edge.{bi} = phi i64 {consts}")
            else:
                out += [f"  %{v}.in.{bi} = add i64 0, 0" for v in ("st", "us", "fu")]
                out.append(f"  %edge.{bi} = add i64 0, 0")
        for var in ("st", "us"):
            out += [f"  %{var}.x.{bi} = xor i64 %{var}.in.{bi}, %edge.{bi}",
                    f"  %{var}.m.{bi} = mul i64 %{var}.x.{bi}, {block.mul}",
                    f"  %{var}.out.{bi} = add i64 %{var}.m.{bi}, {block.add}"]
        out.append(f"  %fu.out.{bi} = sub i64 %fu.in.{bi}, 1")
        if block.returns or not block.successors:
            out += [f"  store i64 %st.out.{bi}, ptr addrspace(1) %po", "  ret void"]
            continue
        k = len(block.successors)
        picked = "st" if bi in lane_blocks else "us"
        out += [f"  %hi.{bi} = lshr i64 %{picked}.out.{bi}, 33",
                f"  %pick.{bi} = urem i64 %hi.{bi}, {k}",
                f"  %empty.{bi} = icmp sle i64 %fu.out.{bi}, 0",
                f"  %sel.{bi} = select i1 %empty.{bi}, i64 -1, i64 %pick.{bi}"]
        cases = " ".join(f"i64 {i}, label %b{s}" for i, s in enumerate(block.successors)
                         if i > 0)
        out += [f"  switch i64 %sel.{bi}, label %b{block.successors[0]} "
                f"[ {cases} i64 -1, label %exit.{bi} ]",
                f"exit.{bi}:", f"  store i64 %st.out.{bi}, ptr addrspace(1) %po",
                "  ret void"]
    out += ["}", "declare i32 @llvm.amdgcn.workitem.id.x()",
            "declare i32 @llvm.amdgcn.workgroup.id.x()",
            f'attributes #0 = {{ "target-cpu"="{cpu}" }}', ""]
    return "\n".join(out)


def walk(fn: FunctionSpec, lane_blocks, seed: int, useed: int, fuel: int,
         counts: dict[str, int]) -> int:
    """One lane's run: its result, its block entries added to ``counts``."""
    state, ustate, prev, bi = seed & MASK, useed & MASK, None, 0
    while True:
        block = fn.blocks[bi]
        counts[f"b{bi}"] += 1
        edge = block.edge_consts[prev] if prev is not None else 0
        state = (((state ^ edge) * block.mul) + block.add) & MASK
        ustate = (((ustate ^ edge) * block.mul) + block.add) & MASK
        fuel -= 1
        if block.returns or not block.successors:
            return state
        if fuel <= 0:
            counts[f"exit.{bi}"] += 1
            return state
        picked = state if bi in lane_blocks else ustate
        prev, bi = bi, block.successors[(picked >> 33) % len(block.successors)]


def launch(text, block_map, seeds, useed, fuel, grid, block):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros(grid * block, np.uint64))
    code.launch("k", LaunchShape.of(grid, block),
                [backend.upload(seeds), out, Scalar(useed, np.dtype(np.uint64)),
                 Scalar(fuel, np.dtype(np.int64))])
    return code, out.read_array(np.uint64)


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@pytest.mark.parametrize("cpu,wave", [("gfx942", 64), ("gfx1100", 32)])
@given(kernel=kernels(), seed=st.integers(0, 2**32 - 1), useed=st.integers(0, 2**63),
       fuel=st.integers(1, 12))
def test_hybrid_counts_equal_the_trace(tmp_path, cpu, wave, kernel, seed, useed, fuel):
    fn, lane_blocks = kernel
    grid, block = 2, 2 * wave
    rng = np.random.default_rng(seed)
    seeds = rng.integers(0, 2**63, grid * block, dtype=np.uint64)
    path = tmp_path / f"k_{cpu}.ll"
    path.write_text(kernel_ir(fn, lane_blocks, cpu, block))
    module = load_module(path)
    names = [b.name for b in module.functions[0].blocks]
    walked = dict.fromkeys(names, 0)
    results = [walk(fn, lane_blocks, int(seeds[lane]), useed ^ (lane // block), fuel, walked)
               for lane in range(grid * block)]
    plain, plain_out = launch(module.text, None, seeds, useed, fuel, grid, block)
    assert list(plain_out) == results
    trace = plain.trace_by_position()
    by_name = plain.trace_counts()["k"]
    assert {n: by_name[n][0] for n in names} == walked
    for mode in TREE_MODES:
        result = instrument(module, mode=mode)
        code, out = launch(result.text, result.block_map, seeds, useed, fuel, grid, block)
        assert out.tobytes() == plain_out.tobytes(), str(mode)
        assert_counts_match_trace(result.block_map, code.read_counters(), trace)
        assert result.block_map.functions[0].placement == "spanning-tree"


# -- structured kernels: loops left by a divergent branch ------------------------------
# The random CFGs above leave through a return on every block (their fuel), so a
# divergent branch's lanes meet again only at the function's exit. Here the programs are
# structured (sequences, if/else, do-while loops whose latch decides to go round from
# the lane's or the wave's state, with a bounded trip count), so a branch's immediate
# post-dominator is inside the kernel: the blocks after an if, and a loop's exit block,
# whose one predecessor is the latch that lanes leave in different iterations.

@st.composite
def statements(draw, depth=0):
    kind = draw(st.sampled_from(["block", "seq", "if", "loop"] if depth < 3 else ["block"]))
    if kind == "block":
        return ("block", draw(st.integers(1, 2**64 - 1)) | 1, draw(st.integers(0, 2**64 - 1)))
    if kind == "seq":
        return ("seq", draw(statements(depth + 1)), draw(statements(depth + 1)))
    lane = draw(st.booleans())
    if kind == "if":
        return ("if", lane, draw(statements(depth + 1)),
                draw(st.one_of(st.none(), statements(depth + 1))))
    return ("loop", lane, draw(st.integers(1, 5)), draw(statements(depth + 1)))


class _Emitter:
    def __init__(self):
        self.lines: list[str] = []
        self.n = 0

    def fresh(self, stem: str) -> str:
        self.n += 1
        return f"{stem}{self.n}"

    def emit(self, stmt, st_: str, us: str, label: str) -> tuple[str, str, str]:
        """Emit ``stmt`` starting in block ``label`` (already open); returns the values
        of the two states after it and the block it ends in (still open)."""
        kind = stmt[0]
        if kind == "block":
            _, mul, add = stmt
            out = []
            for v in (st_, us):
                x = self.fresh("%v")
                y = self.fresh("%v")
                self.lines += [f"  {x} = mul i64 {v}, {mul}", f"  {y} = add i64 {x}, {add}"]
                out.append(y)
            return out[0], out[1], label
        if kind == "seq":
            a, b, label = self.emit(stmt[1], st_, us, label)
            return self.emit(stmt[2], a, b, label)
        if kind == "if":
            _, lane, then, other = stmt
            c = self.condition(st_ if lane else us)
            t, e, j = self.fresh("then"), self.fresh("else"), self.fresh("join")
            self.lines.append(f"  br i1 {c}, label %{t}, label %{e if other else j}")
            self.lines.append(f"{t}:")
            ts, tu, tl = self.emit(then, st_, us, t)
            self.lines.append(f"  br label %{j}")
            if other:
                self.lines.append(f"{e}:")
                es, eu, el = self.emit(other, st_, us, e)
                self.lines.append(f"  br label %{j}")
            else:
                es, eu, el = st_, us, label
            self.lines.append(f"{j}:")
            a, b = self.fresh("%p"), self.fresh("%p")
            self.lines += [f"  {a} = phi i64 [ {ts}, %{tl} ], [ {es}, %{el} ]",
                           f"  {b} = phi i64 [ {tu}, %{tl} ], [ {eu}, %{el} ]"]
            return a, b, j
        _, lane, trips, body = stmt
        h, x = self.fresh("loop"), self.fresh("exit")
        self.lines.append(f"  br label %{h}")
        self.lines.append(f"{h}:")
        i, a, b = self.fresh("%i"), self.fresh("%p"), self.fresh("%p")
        start = len(self.lines)
        self.lines += ["", "", ""]            # the phis, once the latch is known
        bs, bu, bl = self.emit(body, a, b, h)
        i2 = self.fresh("%i")
        go = self.condition(bs if lane else bu)
        more, cont = self.fresh("%c"), self.fresh("%c")
        self.lines += [f"  {i2} = add i64 {i}, 1", f"  {more} = icmp ult i64 {i2}, {trips}",
                       f"  {cont} = and i1 {more}, {go}",
                       f"  br i1 {cont}, label %{h}, label %{x}"]
        self.lines[start:start + 3] = [
            f"  {i} = phi i64 [ 0, %{label} ], [ {i2}, %{bl} ]",
            f"  {a} = phi i64 [ {st_}, %{label} ], [ {bs}, %{bl} ]",
            f"  {b} = phi i64 [ {us}, %{label} ], [ {bu}, %{bl} ]"]
        self.lines.append(f"{x}:")
        return bs, bu, x

    def condition(self, value: str) -> str:
        hi, bit, c = self.fresh("%h"), self.fresh("%h"), self.fresh("%c")
        self.lines += [f"  {hi} = lshr i64 {value}, 33", f"  {bit} = and i64 {hi}, 1",
                       f"  {c} = icmp eq i64 {bit}, 1"]
        return c


def structured_ir(stmt, cpu: str, size: int) -> str:
    e = _Emitter()
    e.lines = ["entry:", "  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
               "  %wg = call i32 @llvm.amdgcn.workgroup.id.x()",
               f"  %base = mul i32 %wg, {size}", "  %g = add i32 %base, %tid",
               "  %i = zext i32 %g to i64",
               "  %ps = getelementptr i64, ptr addrspace(1) %seeds, i64 %i",
               "  %po = getelementptr i64, ptr addrspace(1) %out, i64 %i",
               "  %s0 = load i64, ptr addrspace(1) %ps", "  %wg64 = zext i32 %wg to i64",
               "  %u0 = xor i64 %useed, %wg64"]
    st_, _, _ = e.emit(stmt, "%s0", "%u0", "entry")
    e.lines += [f"  store i64 {st_}, ptr addrspace(1) %po", "  ret void"]
    return "\n".join(['target triple = "amdgcn-amd-amdhsa"',
                      "define amdgpu_kernel void @k(ptr addrspace(1) %seeds, "
                      "ptr addrspace(1) %out, i64 %useed, i64 %fuel) #0 {",
                      *e.lines, "}", "declare i32 @llvm.amdgcn.workitem.id.x()",
                      "declare i32 @llvm.amdgcn.workgroup.id.x()",
                      f'attributes #0 = {{ "target-cpu"="{cpu}" }}', ""])


def evaluate(stmt, st_: int, us: int) -> tuple[int, int]:
    kind = stmt[0]
    if kind == "block":
        return (st_ * stmt[1] + stmt[2]) & MASK, (us * stmt[1] + stmt[2]) & MASK
    if kind == "seq":
        return evaluate(stmt[2], *evaluate(stmt[1], st_, us))
    bit = lambda v: (v >> 33) & 1 == 1   # noqa: E731
    if kind == "if":
        _, lane, then, other = stmt
        if bit(st_ if lane else us):
            return evaluate(then, st_, us)
        return evaluate(other, st_, us) if other else (st_, us)
    _, lane, trips, body = stmt
    i = 0
    while True:
        st_, us = evaluate(body, st_, us)
        i += 1
        if not (i < trips and bit(st_ if lane else us)):
            return st_, us


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@pytest.mark.parametrize("cpu,wave", [("gfx942", 64), ("gfx1100", 32)])
@given(stmt=statements(), seed=st.integers(0, 2**32 - 1), useed=st.integers(0, 2**63))
def test_structured_hybrid_counts_equal_the_trace(tmp_path, cpu, wave, stmt, seed, useed):
    grid, block = 2, 2 * wave
    seeds = np.random.default_rng(seed).integers(0, 2**63, grid * block, dtype=np.uint64)
    path = tmp_path / f"s_{cpu}.ll"
    path.write_text(structured_ir(stmt, cpu, block))
    module = load_module(path)
    results = [evaluate(stmt, int(seeds[lane]), useed ^ (lane // block))[0]
               for lane in range(grid * block)]
    plain, plain_out = launch(module.text, None, seeds, useed, 0, grid, block)
    assert list(plain_out) == results
    trace = plain.trace_by_position()
    for mode in TREE_MODES:
        result = instrument(module, mode=mode)
        code, out = launch(result.text, result.block_map, seeds, useed, 0, grid, block)
        assert out.tobytes() == plain_out.tobytes(), str(mode)
        assert_counts_match_trace(result.block_map, code.read_counters(), trace)
        assert result.block_map.functions[0].placement == "spanning-tree"



@pytest.mark.parametrize("kernel", ["trips", "chain"])
def test_nvptx_kernels_on_the_hybrid_graph_equal_every_block(kernel):
    """NVPTX on the emulator: the per-lane loops of tests/data/runtime/nvptx_cases.ll
    (a single-block loop counted in registers; a three-block loop with a divergent exit
    and a detour) on the hybrid graph count what every block with loops in memory
    counts, thread_hits and wave_hits, on the same inputs (the GPU test of the same name
    in tests/gpu runs it on the H200)."""
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.runner import run_kernel

    from bbprof_testpaths import DATA

    module = load_module(DATA / "runtime" / "nvptx_cases.ll")
    reference = instrument(module, mode=Mode(placement="every-block", loops_in_registers=False))
    hybrid = instrument(module)
    assert hybrid.block_map.function(kernel).hybrid
    specs = [parse_spec("i32[1024]"), parse_spec(f"@{DATA / 'runtime' / 'trips.npy'}")]
    got = {}
    for name, inst in (("reference", reference), ("hybrid", hybrid)):
        result = run_kernel(get_backend("emulator"), inst.text, inst.block_map, kernel,
                            LaunchShape.of(4, 256), specs, baseline_text=module.text)
        assert result.profile.meta["outputs_identical"], name
        got[name] = result.profile.counts_of(kernel)
    assert got["hybrid"] == got["reference"]
