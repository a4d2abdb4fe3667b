"""Detour blocks of a uniform loop counted by per-iteration flags (uniform_loops.py), with
many lanes: NVPTX (warps of 32), AMDGPU gfx942 (wave64) and gfx1100 (wave32) on the
emulator.

The kernel is a loop with a per-lane trip count (lanes leave in different iterations)
whose chain has lane-dependent detours off it: a triangle, a diamond with a nested
triangle (a flag of two conditions), a triangle after the exit (segment 1), and one
detour whose condition is defined inside another detour (not readable where the lanes
meet again: it keeps its memory counter). Expected counts come from a Python walk of
every lane (thread_hits: the lanes' visits; wave_hits: per wave, the iterations in which
any of its lanes still in the loop visited, the lanes running in lockstep), and must
equal both the emulator's direct trace of the plain module and the decoded counters of
the instrumented one, in every mode, with the flags in the block map.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import assert_every_mode

BLOCK, GRID = 64, 3
BLOCKS = ["entry", "h", "t1", "m1", "dl", "nest", "dr", "dl2", "deep", "m2", "s1", "t4",
          "latch", "leave"]

BODY = """
  %g = add i32 %base, %tid
  %gi = zext i32 %g to i64
  %pn = getelementptr i32, ptr addrspace(1) %trips, i64 %gi
  %px = getelementptr i32, ptr addrspace(1) %data, i64 %gi
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %gi
  %n = load i32, ptr addrspace(1) %pn
  %x = load i32, ptr addrspace(1) %px
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i.n, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.s, %latch ]
  %ix = mul i32 %i, -1640531535
  %v = xor i32 %x, %ix
  %v7 = and i32 %v, 7
  %c1 = icmp ult i32 %v7, 3
  br i1 %c1, label %t1, label %m1

t1:
  %a1 = add i32 %acc, 1
  br label %m1

m1:
  %p1 = phi i32 [ %a1, %t1 ], [ %acc, %h ]
  %v16 = and i32 %v, 16
  %c2 = icmp ne i32 %v16, 0
  %v32 = and i32 %v, 32
  %c3 = icmp eq i32 %v32, 0
  %v128 = and i32 %v, 384
  br i1 %c2, label %dl, label %dr

dl:
  br i1 %c3, label %m2, label %nest

nest:
  %a2 = add i32 %p1, 2
  br label %m2

dr:
  %c5 = icmp ugt i32 %v128, 128
  br i1 %c5, label %dl2, label %m2

dl2:
  %v512 = and i32 %v, 512
  %c6 = icmp ne i32 %v512, 0
  br i1 %c6, label %deep, label %m2

deep:
  %a3 = add i32 %p1, 3
  br label %m2

m2:
  %p2 = phi i32 [ %p1, %dl ], [ %a2, %nest ], [ %p1, %dr ], [ %p1, %dl2 ], [ %a3, %deep ]
  %i.n = add i32 %i, 1
  %done = icmp uge i32 %i.n, %n
  br i1 %done, label %leave, label %s1

s1:
  %v64 = and i32 %v, 64
  %c4 = icmp ne i32 %v64, 0
  br i1 %c4, label %t4, label %latch

t4:
  %a4 = add i32 %p2, 5
  br label %latch

latch:
  %acc.s = phi i32 [ %a4, %t4 ], [ %p2, %s1 ]
  br label %h

leave:
  store i32 %p2, ptr addrspace(1) %po
  ret void
}
"""

NVPTX = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %trips, ptr addrspace(1) %data,
                          ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %wg, BLOCK
""" + BODY + """
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"""

AMDGPU = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %trips, ptr addrspace(1) %data,
                             ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, BLOCK
""" + BODY + """
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
attributes #0 = { "target-cpu"="CPU" }
"""

TARGETS = [("nvptx", 32), ("gfx942", 64), ("gfx1100", 32)]


def kernel_text(target: str) -> str:
    text = NVPTX if target == "nvptx" else AMDGPU.replace("CPU", target)
    return text.replace("BLOCK", str(BLOCK))


def walk(trips: np.ndarray, data: np.ndarray, wave: int):
    """Per block: (thread_hits, wave_hits) of lanes in lockstep, and each lane's result."""
    u32 = 0xFFFFFFFF
    visits = []     # per lane: per iteration, the set of blocks it ran
    results = []
    for n, x in zip(trips.tolist(), data.tolist()):
        iterations, acc, i = [], 0, 0
        while True:
            ran = {"h"}
            v = (x ^ (i * 2654435761)) & u32     # -1640531535 as u32
            if (v & 7) < 3:
                ran.add("t1")
                acc += 1
            ran.add("m1")
            p1 = acc
            if v & 16:
                ran.add("dl")
                if v & 32:
                    ran.add("nest")
                    acc = p1 + 2
            else:
                ran.add("dr")
                if (v & 384) > 128:
                    ran.add("dl2")
                    if v & 512:
                        ran.add("deep")
                        acc = p1 + 3
            ran.add("m2")
            i += 1
            if i >= n:           # the exit (n = 0 leaves after one iteration too)
                iterations.append(ran)
                break
            ran.add("s1")
            if v & 64:
                ran.add("t4")
                acc += 5
            ran.add("latch")
            iterations.append(ran)
        visits.append(iterations)
        results.append(acc & u32)
    counts = {b: [0, 0] for b in BLOCKS}
    for start in range(0, len(visits), wave):
        lanes = visits[start:start + wave]
        for b in ("entry", "leave"):
            counts[b][0] += len(lanes)
            counts[b][1] += 1
        for it in range(max(len(v) for v in lanes)):
            for b in BLOCKS[1:-1]:
                ran = sum(1 for v in lanes if it < len(v) and b in v[it])
                counts[b][0] += ran
                counts[b][1] += ran > 0
    return [tuple(counts[b]) for b in BLOCKS], results


def launch(text, block_map, trips, data):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros_like(trips))
    code.launch("k", LaunchShape.of(GRID, BLOCK),
                [backend.upload(trips), backend.upload(data), out])
    return code, out.read_array(np.uint32)


@pytest.mark.parametrize("target,wave", TARGETS, ids=[t for t, _ in TARGETS])
def test_detour_flags_count_every_lane(tmp_path, target, wave):
    rng = np.random.default_rng(7)
    lanes = BLOCK * GRID
    trips = rng.integers(0, 9, lanes).astype(np.uint32)
    data = rng.integers(0, 2**32, lanes, dtype=np.uint64).astype(np.uint32)
    expected, results = walk(trips, data, wave)
    path = tmp_path / f"detours_{target}.ll"
    path.write_text(kernel_text(target))

    def inspect(mode, fn, result):
        if mode.loops_in_registers and fn.placement == "every-block":
            (loop,) = fn.uniform_loops
            names = {tuple(fn.blocks[b].name for b in d.blocks) for d in loop.detours}
            # t1; dl and dr (c2's two sides); nest (c2 and c3); t4 after the exit; dl2
            # (c5, defined in dr, is not read at m2) and deep keep memory counters
            assert names == {("t1",), ("dl",), ("dr",), ("nest",), ("t4",)}, str(mode)
            # dr's thread count is derived from dl's (the same condition's other side)
            assert [fn.blocks[b].name for d in loop.detours if d.complement is not None
                    for b in d.blocks] == ["dr"], str(mode)
            saved = BlockMap.from_dict(json.loads(result.block_map.to_json()))
            assert saved.functions[0].uniform_loops == fn.uniform_loops
            flagged = {b for d in loop.detours for b in d.blocks}
            assert not any("red.global" in line or "@__bbprof.count" in line
                           for line in _top_lines(result.text, fn, flagged)), str(mode)
            if target == "nvptx":
                # the exit edge flushes the chain and every flag in one statement: one
                # election, one branch past all the atomics, none of them predicated
                (flush,) = [line for line in result.text.splitlines()
                            if "redux.sync" in line]
                words = len(loop.accumulators) + len(loop.detours)
                atomics = words * (1 if mode.is_packed else len(mode.counters))
                assert flush.count("red.global.add.u64 [$0+") == atomics, str(mode)
                assert flush.count("activemask") == 1 and flush.count(" bra ") == 1
                assert "@%bbp_p red" not in flush, str(mode)

    assert_every_mode(load_module(path),
                      lambda text, block_map: launch(text, block_map, trips, data),
                      expected, results, inspect, detour_limit=32)


def _top_lines(text: str, fn, blocks: set[int]) -> list[str]:
    """The instrumented text's lines of the blocks ``blocks`` (by their labels)."""
    labels = {f"{fn.blocks[b].name}:" for b in blocks}
    out, inside = [], False
    for line in text.splitlines():
        if line and not line.startswith(" "):
            inside = line.split(" ")[0] in labels
            continue
        if inside:
            out.append(line)
    return out


@pytest.mark.parametrize("target,wave", TARGETS[1:], ids=[t for t, _ in TARGETS[1:]])
def test_amdgpu_default_flags_loops_whose_lanes_leave_together(tmp_path, target, wave):
    """AMDGPU's default mode gives flags (without ``detour_limit``) to a loop whose exit
    is uniform: the same kernel with one trip count for every lane (read from a uniform
    address), so the lanes of a wave leave together. The every-block reference keeps the
    detours in memory. Counts against the lockstep walk and the plain module's trace, in
    every mode."""
    rng = np.random.default_rng(11)
    lanes = BLOCK * GRID
    trips = np.zeros(lanes, np.uint32)
    trips[0] = 6
    data = rng.integers(0, 2**32, lanes, dtype=np.uint64).astype(np.uint32)
    expected, results = walk(np.full(lanes, trips[0], np.uint32), data, wave)
    text = kernel_text(target).replace("%n = load i32, ptr addrspace(1) %pn",
                                       "%n = load i32, ptr addrspace(1) %trips")
    path = tmp_path / f"uniform_trips_{target}.ll"
    path.write_text(text)

    def inspect(mode, fn, result):
        if mode == Mode():   # its chain and flags beat hybrid placement's estimate
            assert fn.placement == "every-block" and fn.uniform_loops
        if mode.loops_in_registers and fn.placement == "every-block":
            (loop,) = fn.uniform_loops
            names = {tuple(fn.blocks[b].name for b in d.blocks) for d in loop.detours}
            if mode.placement == "spanning-tree":   # the default: flags
                assert names == {("t1",), ("dl",), ("dr",), ("nest",), ("t4",)}, str(mode)
            else:                                   # the reference: every detour in memory
                assert names == set(), str(mode)

    assert_every_mode(load_module(path),
                      lambda text, block_map: launch(text, block_map, trips, data),
                      expected, results, inspect)


# A loop of FLAGS lane-dependent triangles in a row, more than a loop may flag (32): the
# exit's one flush statement holds the chain and 32 flags (67 operands); the rest keep
# their memory counters. Each triangle t<k> runs when bit k % 31 of tid ^ i is set.
FLAGS = 40


def _many_flags_kernel() -> str:
    lines = ['target triple = "nvptx64-nvidia-cuda"', "",
             "define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {", "entry:",
             "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
             "  %go = icmp sgt i32 %n, 0", "  br i1 %go, label %h, label %done", "h:",
             f"  %i = phi i32 [ 0, %entry ], [ %i.next, %b{FLAGS} ]",
             f"  %v0 = phi i32 [ 0, %entry ], [ %v{FLAGS}, %b{FLAGS} ]",
             "  %x = xor i32 %tid, %i", "  br label %b0"]
    for k in range(FLAGS):
        lines += [f"b{k}:", f"  %bit{k} = lshr i32 %x, {k % 31}",
                  f"  %c{k} = trunc i32 %bit{k} to i1", f"  br i1 %c{k}, label %t{k}, label %m{k}",
                  f"t{k}:", f"  %w{k} = add i32 %v{k}, {k + 1}", f"  br label %m{k}",
                  f"m{k}:", f"  %v{k + 1} = phi i32 [ %v{k}, %b{k} ], [ %w{k}, %t{k} ]",
                  f"  br label %b{k + 1}"]
    lines += [f"b{FLAGS}:", "  %i.next = add i32 %i, 1", "  %more = icmp slt i32 %i.next, %n",
              "  br i1 %more, label %h, label %done", "done:",
              f"  %r = phi i32 [ 0, %entry ], [ %v{FLAGS}, %b{FLAGS} ]",
              "  %t64 = zext i32 %tid to i64",
              "  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64",
              "  store i32 %r, ptr addrspace(1) %p", "  ret void", "}",
              "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()", ""]
    return "\n".join(lines)


def test_a_loop_with_more_flags_than_fit_flushes_them_all_in_one_statement(tmp_path):
    lanes, trips = 48, 5           # a full warp and a warp of 16
    names = ["entry", "h"] + [b for k in range(FLAGS) for b in (f"b{k}", f"t{k}", f"m{k}")]
    names += [f"b{FLAGS}", "done"]
    counts = {b: [0, 0] for b in names}
    results = []
    for start in range(0, lanes, 32):
        warp = range(start, min(start + 32, lanes))
        for b in ("entry", "done"):
            counts[b][0] += len(warp)
            counts[b][1] += 1
        for i in range(trips):
            for b in ["h", f"b{FLAGS}"] + [f"{p}{k}" for k in range(FLAGS) for p in "bm"]:
                counts[b][0] += len(warp)
                counts[b][1] += 1
            for k in range(FLAGS):
                ran = sum(((t ^ i) >> (k % 31)) & 1 for t in warp)
                counts[f"t{k}"][0] += ran
                counts[f"t{k}"][1] += ran > 0
    for t in range(lanes):
        results.append(sum(k + 1 for i in range(trips) for k in range(FLAGS)
                           if ((t ^ i) >> (k % 31)) & 1))
    expected = [tuple(counts[b]) for b in names]
    path = tmp_path / "many.ll"
    path.write_text(_many_flags_kernel())

    def launch_many(text, block_map):
        backend = get_backend("emulator")
        code = backend.load(text, block_map)
        out = backend.upload(np.zeros(lanes, np.uint32))
        code.launch("k", LaunchShape.of(1, lanes), [out, Scalar(trips, np.int32)])
        return code, out.read_array(np.uint32)

    def inspect(mode, fn, result):
        if mode.loops_in_registers and fn.placement == "every-block":
            (loop,) = fn.uniform_loops
            assert len(loop.detours) == 32, str(mode)
            (flush,) = [line for line in result.text.splitlines() if "redux.sync" in line]
            # the chain's two halves, and per flag one reduction per counted field
            assert flush.count("redux.sync") == 2 + 32 * len(mode.counters), str(mode)
            assert flush.count(" bra ") == 1, str(mode)

    assert_every_mode(load_module(path), launch_many, expected, results, inspect,
                      detour_limit=32)
