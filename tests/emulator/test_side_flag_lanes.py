"""Side flags whose atomics the lanes share (counting/nvptx.py, ``_lane_flush``), on the
emulator's NVPTX warps of 32.

A kernel of 20 lane-dependent branches in straight-line code (every fourth a diamond, the
others triangles: 25 side flags, one run) gets a group of 16 flags and one of 9, each
flushed by one ``red`` per lane: the lane of rank ``k`` among the active lanes adds flag
``k``, in rounds while flags are left. Blocks of 64 threads give full warps (one round);
blocks of 37, 20, 5 and 1 thread give partial warps (up to 16 rounds). The conditions
are chosen so that some flags no lane of a warp sets (nothing added) and some every
lane sets. Expected counts come from a Python walk of every lane (thread_hits: the lanes
that ran a block; wave_hits: the warps in which any lane ran it) and must equal the
emulator's direct trace of the plain module and the decoded counters of the
instrumented one, in every mode.
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from emulator_cases import MODES, assert_counts_match_trace, assert_counts_match_walk

BRANCHES, GRID, WAVE = 20, 3, 32


def _condition(i: int, x: int) -> bool:
    """Branch ``i``'s condition for the lane's value ``x`` (as the IR computes it)."""
    if i < 12:
        return (x >> i) & 1 != 0
    if i < 16:
        return x & 0xFFF < 3 * (i - 11)      # rare: most warps have no lane
    return x & 0xFFF >= 4 * (i - 15)         # almost every lane


def _ir_condition(i: int) -> list[str]:
    if i < 12:
        return [f"  %s{i} = lshr i32 %x, {i}", f"  %b{i} = and i32 %s{i}, 1",
                f"  %c{i} = icmp ne i32 %b{i}, 0"]
    op, bound = ("ult", 3 * (i - 11)) if i < 16 else ("uge", 4 * (i - 15))
    return [f"  %b{i} = and i32 %x, 4095", f"  %c{i} = icmp {op} i32 %b{i}, {bound}"]


def _diamond(i: int) -> bool:
    return i % 4 == 0


# ``@k(%data, %out)``: each thread's flat index in the grid (``%gi``, i64) and its element
# of ``%data`` (``%x``, i32, at ``%px``); and the sregs it reads, declared
KERNEL_HEAD = ['target triple = "nvptx64-nvidia-cuda"',
               "define ptx_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {",
               "entry:",
               "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
               "  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
               "  %bs = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
               "  %base = mul i32 %wg, %bs", "  %g = add i32 %base, %tid",
               "  %gi = zext i32 %g to i64",
               "  %px = getelementptr i32, ptr addrspace(1) %data, i64 %gi",
               "  %x = load i32, ptr addrspace(1) %px"]
KERNEL_DECLARES = ["declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                   "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                   "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"]


def kernel_text() -> str:
    lines = KERNEL_HEAD + ["  %po = getelementptr i32, ptr addrspace(1) %out, i64 %gi"]
    value, block = "%x", "entry"
    for i in range(BRANCHES):
        lines += _ir_condition(i)
        other = f"f{i}" if _diamond(i) else f"m{i}"
        lines += [f"  br i1 %c{i}, label %t{i}, label %{other}", "",
                  f"t{i}:", f"  %vt{i} = mul i32 {value}, {2 * i + 3}", f"  br label %m{i}", ""]
        incoming = [f"[ %vt{i}, %t{i} ]"]
        if _diamond(i):
            lines += [f"f{i}:", f"  %vf{i} = xor i32 {value}, {i + 1}", f"  br label %m{i}", ""]
            incoming.append(f"[ %vf{i}, %f{i} ]")
        else:
            incoming.append(f"[ {value}, %{block} ]")
        lines += [f"m{i}:", f"  %v{i} = phi i32 {', '.join(incoming)}"]
        value, block = f"%v{i}", f"m{i}"
    lines += [f"  store i32 {value}, ptr addrspace(1) %po", "  ret void", "}", "",
              *KERNEL_DECLARES]
    return "\n".join(lines) + "\n"


def block_names() -> list[str]:
    names = ["entry"]
    for i in range(BRANCHES):
        names += [f"t{i}"] + ([f"f{i}"] if _diamond(i) else []) + [f"m{i}"]
    return names


def walk(data: np.ndarray, block: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Per block (thread_hits, wave_hits), warps of 32 lanes within each block of
    ``block`` threads, and each lane's result."""
    u32 = 0xFFFFFFFF
    ran_by_lane, results = [], []
    for x in data.tolist():
        ran, v = {"entry"}, x
        for i in range(BRANCHES):
            if _condition(i, x):
                ran.add(f"t{i}")
                v = (v * (2 * i + 3)) & u32
            elif _diamond(i):
                ran.add(f"f{i}")
                v ^= i + 1
            ran.add(f"m{i}")
        ran_by_lane.append(ran)
        results.append(v)
    counts = {b: [0, 0] for b in block_names()}
    for first in range(0, len(data), block):
        for start in range(first, first + block, WAVE):
            lanes = ran_by_lane[start:min(start + WAVE, first + block)]
            for b in counts:
                hit = sum(1 for r in lanes if b in r)
                counts[b][0] += hit
                counts[b][1] += hit > 0
    return [tuple(counts[b]) for b in block_names()], results


def launch(text, block_map, data, block):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros_like(data))
    code.launch("k", LaunchShape.of(GRID, block), [backend.upload(data), out])
    return code, out.read_array(np.uint32)


@pytest.mark.parametrize("block", [64, 37, 20, 5, 1])
@pytest.mark.parametrize("mode", MODES + [Mode(placement="every-block", packed=False)],
                         ids=str)
def test_lanes_share_the_side_flags_atomics(mode, block):
    data = np.random.default_rng(5).integers(0, 2**32, block * GRID,
                                             dtype=np.uint64).astype(np.uint32)
    expected, results = walk(data, block)
    module = load_module("side_flag_lanes.ll", text=kernel_text())
    plain, out = launch(module.text, None, data, block)
    assert out.tolist() == results
    trace = plain.trace_by_position()
    assert trace["k"] == expected
    result = instrument(module, mode=mode)
    (fn,) = result.block_map.functions
    if mode.loops_in_registers and fn.placement == "every-block":
        # 25 flags: a group of 16 and one of 9, both flushed by the lanes
        assert result.text.count("BBP_ROUND_") == 4, str(mode)
        assert_full_warps_flush_straight(result.text)
    code, got = launch(result.text, result.block_map, data, block)
    assert got.tolist() == results, str(mode)
    assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    assert_counts_match_walk(result.block_map, code.read_counters(), expected, str(mode))


def assert_full_warps_flush_straight(text):
    """Each lane flush's path for a warp with a lane per flag (up to the label of the
    rounds) is straight code: no branch but the uniform one to the rounds and the one
    past them; its ``red`` (two with wide counters) is predicated on the lane's flag having lanes (lanes
    without a flag, and flags no lane set, issue no atomic: FlagGems' pow, 1.64x its
    plain time with every lane adding, 1.19x so)."""
    flushes = [line for line in text.splitlines() if "BBP_ROUNDS_" in line]
    assert len(flushes) == 2
    for line in flushes:
        straight = line.split("BBP_ROUNDS_${:uid}:")[0]
        branches = [s for s in straight.split("\\0A\\09") if " bra" in s or s.startswith("bra")]
        assert branches == ["@%bbp_p bra.uni BBP_ROUNDS_${:uid};",
                            "bra.uni BBP_DONE_${:uid};"], branches
        ops = straight.split("\\0A\\09")
        reds = [op for op in ops if "red." in op]
        assert reds and all(r.startswith("@%bbp_p red") for r in reds), reds
        guard = ops.index(reds[0])
        assert any(op.startswith("setp.ne.and.b32 %bbp_p, ") for op in ops[:guard])


@pytest.mark.parametrize("side_group", [8, 4, 2, 1])
@pytest.mark.parametrize("block", [64, 37, 5])
def test_any_grouping_of_the_side_flags_counts_the_same(side_group, block):
    """The Triton session may write the side flags in smaller groups to keep a kernel's
    registers (``instrument(side_group=...)``): every grouping counts every block as the
    per-lane walk and the plain trace say, with lanes sharing the atomics from 6 flags a
    group on and the lowest lane adding them below."""
    data = np.random.default_rng(11).integers(0, 2**32, block * GRID,
                                              dtype=np.uint64).astype(np.uint32)
    expected, results = walk(data, block)
    module = load_module("side_flag_lanes.ll", text=kernel_text())
    plain, _ = launch(module.text, None, data, block)
    trace = plain.trace_by_position()
    for mode in (Mode(), Mode(packed=False)):
        result = instrument(module, mode=mode, side_group=side_group)
        assert result.side_flags == 25
        sizes = [side_group] * (25 // side_group) + [25 % side_group] * (25 % side_group > 0)
        # one flush statement per group: lane flushes from 6 flags on, else the lowest lane
        assert result.text.count("BBP_ROUNDS_${:uid}:") == sum(n >= 6 for n in sizes)
        assert result.text.count("BBP_SKIP_${:uid}:") == sum(n < 6 for n in sizes)
        code, got = launch(result.text, result.block_map, data, block)
        assert got.tolist() == results, str(mode)
        assert_counts_match_trace(result.block_map, code.read_counters(), trace)
        assert_counts_match_walk(result.block_map, code.read_counters(), expected, str(mode))
