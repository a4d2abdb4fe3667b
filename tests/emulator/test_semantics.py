"""Hand-written kernels whose every lane's result is derived by hand: cross-lane
operations in wave64 and wave32, buffer bounds, integer rounding, and the faults the
emulator raises instead of guessing."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'
IDS = """
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
"""


def kernel(body: str, cpu: str = "gfx942") -> str:
    return (HEADER + "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in)"
            f" #0 {{\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
            "  %t64 = zext i32 %t to i64\n"
            "  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64\n"
            + body + "\n  ret void\n}\n" + IDS + f'attributes #0 = {{ "target-cpu"="{cpu}" }}\n')


def run(text: str, lanes: int, inputs=None, out_dtype=np.uint32):
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(lanes, out_dtype))
    src = backend.upload(np.asarray(inputs if inputs is not None else np.zeros(4, np.int32)))
    code.launch("k", LaunchShape.of(1, lanes), [out, src])
    return out.read_array(out_dtype)


@pytest.mark.parametrize("cpu,wave", [("gfx942", 64), ("gfx1100", 32)])
def test_ballot_and_mbcnt_of_odd_lanes(cpu, wave):
    ballot = ("  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %odd)\n" if wave == 64 else
              "  %b32 = call i32 @llvm.amdgcn.ballot.i32(i1 %odd)\n"
              "  %b = zext i32 %b32 to i64\n")
    body = ("  %bit = and i32 %t, 1\n  %odd = icmp ne i32 %bit, 0\n" + ballot +
            "  %lo = trunc i64 %b to i32\n  %s = lshr i64 %b, 32\n  %hi = trunc i64 %s to i32\n"
            "  %c0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %lo, i32 0)\n"
            "  %c = call i32 @llvm.amdgcn.mbcnt.hi(i32 %hi, i32 %c0)\n"
            "  store i32 %c, ptr addrspace(1) %po\n")
    got = run(kernel(body, cpu), 2 * wave)
    t = np.arange(2 * wave) % wave
    assert list(got) == list(t // 2)        # odd lanes strictly below each lane


def test_readfirstlane_sees_the_first_active_lane_of_each_wave():
    body = ("  %big = icmp uge i32 %t, 37\n  br i1 %big, label %a, label %b\n"
            "a:\n  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %t)\n"
            "  store i32 %f, ptr addrspace(1) %po\n  br label %b\nb:")
    got = run(kernel(body), 128)
    t = np.arange(128)
    assert list(got) == [0 if x < 37 else (37 if x < 64 else 64) for x in t]


def test_dpp_row_shr_with_bound_ctrl_and_row_mask():
    # row_shr:1 (0x111), rows 0 and 2 only (row_mask 0b0101), bound_ctrl: lane 0 of a row
    # reads 0; rows 1 and 3 keep the old value (-1)
    body = ("  %v = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %t, i32 273, i32 5, "
            "i32 15, i1 true)\n  store i32 %v, ptr addrspace(1) %po\n")
    got = run(kernel(body), 64).view(np.int32)
    t = np.arange(64)
    want = np.where((t // 16) % 2 == 1, -1, np.where(t % 16 == 0, 0, t - 1))
    assert list(got) == list(want)


def test_buffer_load_out_of_range_reads_zero():
    body = ("  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) "
            "%in, i16 0, i64 16, i32 0)\n  %off = shl i32 %t, 2\n"
            "  %v = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r, "
            "i32 %off, i32 0, i32 0)\n  store i32 %v, ptr addrspace(1) %po\n")
    got = run(kernel(body), 64, np.array([5, 6, 7, 8, 9, 10], np.int32))
    assert list(got) == [5, 6, 7, 8] + [0] * 60      # 16 bytes = 4 elements in range


def test_signed_division_truncates_toward_zero():
    body = ("  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64\n"
            "  %x = load i32, ptr addrspace(1) %pi\n  %q = sdiv i32 %x, 4\n"
            "  %r = srem i32 %x, 4\n  %q8 = shl i32 %q, 8\n  %rr = and i32 %r, 255\n"
            "  %v = or i32 %q8, %rr\n  store i32 %v, ptr addrspace(1) %po\n")
    x = np.array([-9, -8, -7, -1, 0, 1, 7, 9] * 8, np.int32)
    got = run(kernel(body), 64, x).view(np.int32)
    q, r = np.trunc(x / 4).astype(np.int32), np.fmod(x, 4)
    assert list(got) == list((q << 8) | (r & 255))


def test_barrier_under_divergence_is_a_fault():
    body = ("  %few = icmp ult i32 %t, 10\n  br i1 %few, label %a, label %b\n"
            "a:\n  call void @llvm.amdgcn.s.barrier()\n  br label %b\nb:")
    with pytest.raises(EmulatorFault, match="barrier under divergent control flow"):
        run(kernel(body), 64)


def test_readlane_of_an_inactive_lane_is_a_fault():
    body = ("  %few = icmp ult i32 %t, 10\n  br i1 %few, label %a, label %b\n"
            "a:\n  %v = call i32 @llvm.amdgcn.readlane.i32(i32 %t, i32 40)\n"
            "  store i32 %v, ptr addrspace(1) %po\n  br label %b\nb:")
    with pytest.raises(EmulatorFault, match="not active"):
        run(kernel(body), 64)


def test_out_of_bounds_store_is_a_fault_naming_the_buffer():
    body = ("  %far = add i64 %t64, 1000\n  %p = getelementptr i32, ptr addrspace(1) %out, "
            "i64 %far\n  store i32 1, ptr addrspace(1) %p\n")
    with pytest.raises(EmulatorFault, match="outside every buffer"):
        run(kernel(body), 64)


def test_unmodelled_intrinsic_is_refused_at_load():
    text = kernel("  %v = call i32 @llvm.amdgcn.s.memrealtime.fake()\n"
                  "  store i32 %v, ptr addrspace(1) %po\n")
    text += "declare i32 @llvm.amdgcn.s.memrealtime.fake()\n"
    with pytest.raises(UnsupportedIRError, match="does not model @llvm.amdgcn.s.memrealtime"):
        get_backend("emulator").load(text, None)
