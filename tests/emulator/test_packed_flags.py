"""Packed detour flags on NVPTX (uniform_loops.py, "Packed flags") over long loops.

The flags read before the exit go a byte each into packed words, four to a word, whose
bytes are spilled every ``PACKED_SPAN`` iterations; a byte that grew past 255 would carry
into its neighbour. The kernel is a loop whose chain has five triangles and a diamond off
it (seven flags: a group of four and one of three, the diamond's sides in the first),
each taken on a bit of a per-iteration hash (about every other iteration), with a
per-lane trip count of up to 800 iterations: lanes leave in different iterations, many
after more than 255 visits of a detour. Expected counts come from a Python walk of every
lane (lanes in lockstep) and must equal the plain module's trace and the decoded
counters of the instrumented one in every mode; with the spill off, or a flag's byte
read from the wrong place, they do not.
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.counting import nvptx
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from emulator_cases import MODES, assert_counts_match_trace, counts_by_position

BLOCK, GRID, WAVE = 64, 2, 32
K = 6    # chain blocks after the header; bit k of the hash takes detour k (3: a diamond)
BLOCKS = ["entry", "h"] + [b for k in range(K) for b in (
    (f"t{k}", f"e{k}", f"m{k}") if k == 3 else (f"t{k}", f"m{k}"))] + ["leave"]


def kernel_text() -> str:
    body = ["  %ix = mul i32 %i, -1640531535", "  %v = xor i32 %x, %ix"]
    prev, value = "h", "%acc"
    for k in range(K):
        body += [f"  %b{k} = and i32 %v, {1 << k}", f"  %c{k} = icmp ne i32 %b{k}, 0"]
        if k == 3:
            body += [f"  br i1 %c{k}, label %t{k}, label %e{k}", "",
                     f"t{k}:", f"  %a{k} = add i32 {value}, {k + 1}", f"  br label %m{k}", "",
                     f"e{k}:", f"  %f{k} = mul i32 {value}, 3", f"  br label %m{k}", "",
                     f"m{k}:", f"  %p{k} = phi i32 [ %a{k}, %t{k} ], [ %f{k}, %e{k} ]"]
        else:
            body += [f"  br i1 %c{k}, label %t{k}, label %m{k}", "",
                     f"t{k}:", f"  %a{k} = add i32 {value}, {k + 1}", f"  br label %m{k}", "",
                     f"m{k}:", f"  %p{k} = phi i32 [ %a{k}, %t{k} ], [ {value}, %{prev} ]"]
        prev, value = f"m{k}", f"%p{k}"
    body += ["  %i.n = add i32 %i, 1", "  %done = icmp uge i32 %i.n, %n",
             "  br i1 %done, label %leave, label %h"]
    return f"""target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %trips, ptr addrspace(1) %data,
                          ptr addrspace(1) %out) {{
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %wg, {BLOCK}
  %g = add i32 %base, %tid
  %gi = zext i32 %g to i64
  %pn = getelementptr i32, ptr addrspace(1) %trips, i64 %gi
  %px = getelementptr i32, ptr addrspace(1) %data, i64 %gi
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %gi
  %n = load i32, ptr addrspace(1) %pn
  %x = load i32, ptr addrspace(1) %px
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i.n, %mLAST ]
  %acc = phi i32 [ 0, %entry ], [ %pLAST, %mLAST ]
""".replace("LAST", str(K - 1)) + "\n".join(body) + """

leave:
  store i32 %pLAST, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
""".replace("LAST", str(K - 1))


def walk(trips: np.ndarray, data: np.ndarray):
    """Per block: (thread_hits, wave_hits) of lanes in lockstep, and each lane's result."""
    u32 = 0xFFFFFFFF
    visits, results = [], []
    for n, x in zip(trips.tolist(), data.tolist()):
        iterations, acc, i = [], 0, 0
        while True:
            ran = {"h"}
            v = (x ^ (i * 2654435761)) & u32
            for k in range(K):
                if v >> k & 1:
                    ran.add(f"t{k}")
                    acc = (acc + k + 1) & u32
                elif k == 3:
                    ran.add("e3")
                    acc = (acc * 3) & u32
                ran.add(f"m{k}")
            iterations.append(ran)
            i += 1
            if i >= n:            # n = 0 leaves after one iteration too
                break
        visits.append(iterations)
        results.append(acc)
    counts = {b: [0, 0] for b in BLOCKS}
    for start in range(0, len(visits), WAVE):
        lanes = visits[start:start + WAVE]
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


@pytest.fixture(scope="module")
def case(tmp_path_factory):
    rng = np.random.default_rng(5)
    lanes = BLOCK * GRID
    trips = rng.integers(0, 800, lanes).astype(np.uint32)
    trips[:WAVE] = rng.integers(560, 800, WAVE)   # a warp whose every lane runs long
    trips[WAVE:WAVE + 4] = [0, 1, 127, 128]       # lanes leaving around the first spill
    data = rng.integers(0, 2**32, lanes, dtype=np.uint64).astype(np.uint32)
    expected, results = walk(trips, data)
    path = tmp_path_factory.mktemp("packed") / "packed.ll"
    path.write_text(kernel_text())
    module = load_module(path)
    plain, out = launch(module.text, None, trips, data)
    assert out.tolist() == results
    trace = plain.trace_by_position()
    assert trace["k"] == expected
    # a detour ran more than 255 times in some lane: without the spill a byte overflows
    assert max(trips) > 520
    return module, trips, data, expected, results, trace


def _run(module, mode, trips, data):
    result = instrument(module, mode=mode)
    code, got = launch(result.text, result.block_map, trips, data)
    return result, code, got


@pytest.mark.parametrize("mode", MODES, ids=[str(m) for m in MODES])
def test_packed_flags_exact_over_long_loops(case, mode):
    module, trips, data, expected, results, trace = case
    result, code, got = _run(module, mode, trips, data)
    assert got.tolist() == results
    (fn,) = result.block_map.functions
    if mode.loops_in_registers and fn.placement == "every-block" \
            and len(mode.counters) == 2:
        (loop,) = fn.uniform_loops
        assert len(loop.detours) == 7
        assert "redux.sync.or.b32" in result.text and "BBP_KEEP_" in result.text
    assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    decoded = counts_by_position(result.block_map, code.read_counters(), "k")
    for (t, w), (et, ew) in zip(decoded, expected):
        assert t in (None, et) and w in (None, ew), str(mode)


def _wrong_slot(original):
    def slot_lines(self, n, flag, prev, slot, out):
        return original(self, n, flag, prev, (slot + 1) % 4, out)
    return slot_lines


@pytest.mark.parametrize("broken", ["no spill", "wrong byte"])
def test_broken_packing_is_caught(case, monkeypatch, broken):
    """The test above catches a spill that never comes (bytes overflow past 255) and a
    flag added to its neighbour's byte."""
    module, trips, data, expected, results, trace = case
    if broken == "no spill":
        monkeypatch.setattr(nvptx, "PACKED_SPAN", 1 << 20)
    else:
        monkeypatch.setattr(nvptx.NVPTXCounting, "detour_slot_lines",
                            _wrong_slot(nvptx.NVPTXCounting.detour_slot_lines))
    result, code, got = _run(module, Mode(), trips, data)
    assert got.tolist() == results
    decoded = counts_by_position(result.block_map, code.read_counters(), "k")
    assert [tuple(c) for c in decoded] != expected
