"""Compile-time constants on the emulator: an AMD kernel in the shape of a device-library
body (branches on ``__oclc_*`` controls) with lane-dependent branches and a loop, run
plain and instrumented in every counting mode, wave64 and wave32.

The reference is the emulator's direct trace of the plain module (it runs the real
branches, dead edges included); the blocks the controls rule out must read 0 there, and
every other block's thread and wave counts must equal the trace. A live edge declared
dead would leave a block that runs at a static 0 and fail the comparison."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import MODES, assert_counts_match_trace

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@__oclc_finite_only_opt = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i8 0, align 1
@__oclc_unsafe_math_opt = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i8 1, align 1
@__oclc_ISA_version = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 ISA, align 4
@__oclc_wavefrontsize64 = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i8 W64, align 1
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %fin = load i8, ptr addrspace(4) @__oclc_finite_only_opt, align 1
  %finite = icmp ne i8 %fin, 0
  br i1 %finite, label %finite.path, label %general
finite.path:
  br label %math
general:
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %general.odd, label %math
general.odd:
  br label %math
math:
  %base = phi i32 [ 1, %finite.path ], [ 2, %general ], [ 3, %general.odd ]
  %isa = load i32, ptr addrspace(4) @__oclc_ISA_version, align 4
  %gfx9 = icmp ult i32 %isa, 10000
  %w = load i8, ptr addrspace(4) @__oclc_wavefrontsize64, align 1
  %w64 = icmp ne i8 %w, 0
  %both = and i1 %gfx9, %w64
  %sel = select i1 %both, i32 64, i32 32
  switch i32 %sel, label %sw.other [ i32 64, label %sw.64
                                     i32 32, label %sw.32 ]
sw.64:
  br label %pre
sw.32:
  br label %pre
sw.other:
  br label %pre
pre:
  %width = phi i32 [ 64, %sw.64 ], [ 32, %sw.32 ], [ 0, %sw.other ]
  %lane.mod = urem i32 %t, 3
  %trips = add i32 %lane.mod, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %latch ]
  %acc = phi i32 [ %base, %pre ], [ %acc.next, %latch ]
  %first = phi i1 [ true, %pre ], [ false, %latch ]
  br i1 %first, label %first.it, label %later.it
first.it:
  br label %latch
later.it:
  %unsafe = load i8, ptr addrspace(4) @__oclc_unsafe_math_opt, align 1
  %fast = icmp eq i8 %unsafe, 1
  br i1 %fast, label %latch, label %later.slow
later.slow:
  br label %latch
latch:
  %step = phi i32 [ 10, %first.it ], [ 100, %later.it ], [ 1000, %later.slow ]
  %acc.next = add i32 %acc, %step
  %i.next = add i32 %i, 1
  %go = icmp ult i32 %i.next, %trips
  br i1 %go, label %loop, label %done
done:
  %r = add i32 %acc.next, %width
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
attributes #0 = { "target-cpu"="CPU" }
"""

DEAD = {"finite.path", "later.slow"}


def expected_output(lanes: int, n: int, wave: int, isa: int, w64: int) -> np.ndarray:
    t = np.arange(lanes)
    trips = t % 3 + n
    base = np.where(t % 2 == 1, 3, 2)
    width = 64 if (isa < 10000 and w64) else 32
    return (base + 10 + 100 * (trips - 1) + width).astype(np.uint32)


@pytest.mark.parametrize("cpu,wave,isa,w64", [("gfx942", 64, 9402, 1),
                                               ("gfx1100", 32, 11000, 0)])
@pytest.mark.parametrize("mode", MODES, ids=str)
def test_oclc_branches_fold_and_counts_match_the_trace(tmp_path, cpu, wave, isa, w64, mode):
    text = (KERNEL.replace("CPU", cpu).replace("ISA", str(isa)).replace("W64", str(w64)))
    path = tmp_path / f"oclc_{cpu}.ll"
    path.write_text(text)
    module = load_module(path)
    lanes, grid, n = 2 * wave, 2, 3
    dead = DEAD | ({"sw.32", "sw.other"} if w64 else {"sw.64", "sw.other"})

    def launch(code_text, block_map):
        backend = get_backend("emulator")
        code = backend.load(code_text, block_map)
        out = backend.upload(np.zeros(lanes, np.uint32))
        code.launch("k", LaunchShape.of((grid,), lanes, 0),
                    [out, Scalar(n, np.dtype(np.int32))])
        return code, out.read_array(np.uint32)

    # LLVM's printing of the module: the emulator reads attribute groups from the text it
    # is given but function headers from LLVM's own print, which may renumber them
    plain, plain_out = launch(module.text, None)
    assert list(plain_out) == list(expected_output(lanes, n, wave, isa, w64))
    trace = plain.trace_by_position()
    names = [b.name for b in module.functions[0].blocks]
    assert {name for name, (threads, _) in zip(names, trace["k"]) if threads == 0} == dead

    result = instrument(module, mode=mode)
    fn = result.block_map.function("k")
    assert {b.name for b in fn.blocks if b.statically_dead} == dead
    assert all(not b.counters for b in fn.blocks if b.statically_dead)
    code, out = launch(result.text, result.block_map)
    assert out.tobytes() == plain_out.tobytes()
    compared = assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    assert compared == len(fn.blocks)
    unfolded = instrument(module, mode=mode, fold=False)
    assert result.block_map.counters.sites < unfolded.block_map.counters.sites
