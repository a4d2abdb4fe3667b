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


# LLVM numbers attribute groups in the order it prints them: this kernel's group #1 is
# #0 in llvmlite's print of the module, and the text's #0 (nounwind) is the helper's #1.
WAVE32_GROUP = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #1 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %n = call i32 @llvm.ctpop.i32(i32 %b)
  call void @helper()
  store i32 %n, ptr addrspace(1) %po
  ret void
}
define void @helper() #0 {
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.ctpop.i32(i32)
attributes #0 = { nounwind }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
"""


def test_wave_size_from_an_attribute_group_that_llvm_renumbers():
    """The wave size comes from the function's own attributes, whatever the groups'
    numbers in the text: a gfx1100 kernel whose group is #1 in the text (#0 once LLVM
    prints it) runs as wave32, so a ballot of every lane of 64 has 32 bits."""
    backend = get_backend("emulator")
    code = backend.load(WAVE32_GROUP, None)
    assert code.program.by_name["k"].wave_size == 32
    out = backend.upload(np.zeros(64, np.uint32))
    code.launch("k", LaunchShape.of(1, 64), [out, backend.upload(np.zeros(4, np.int32))])
    assert list(out.read_array(np.uint32)) == [32] * 64


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


def test_perm_picks_bytes_signs_and_constants():
    """V_PERM_B32 over {0x8899AABB, 0x11223344} (bytes 0-7: 44 33 22 11 BB AA 99 88)."""
    body = ("  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64\n"
            "  %sel = load i32, ptr addrspace(1) %pi\n"
            "  %r = call i32 @llvm.amdgcn.perm(i32 -2003195205, i32 287454020, i32 %sel)\n"
            "  store i32 %r, ptr addrspace(1) %po")
    selectors = np.array([0x07000102, 0x0C0D0809, 0x0B0A0504, 0x80FF0603], np.uint32)
    text = kernel(body).replace("declare i32 @llvm.amdgcn.workitem.id.x()",
                                "declare i32 @llvm.amdgcn.workitem.id.x()\n"
                                "declare i32 @llvm.amdgcn.perm(i32, i32, i32)")
    got = run(text, 4, selectors)
    assert [hex(v) for v in got] == ["0x88443322", "0xff0000", "0xffffaabb", "0xffff9911"]


def test_vector_reduce_ordered_fadd_and_signed_max():
    body = ("  %pf = getelementptr <4 x float>, ptr addrspace(1) %in, i64 %t64\n"
            "  %v = load <4 x float>, ptr addrspace(1) %pf\n"
            "  %s = call float @llvm.vector.reduce.fadd.v4f32(float 1.0, <4 x float> %v)\n"
            "  %vi = bitcast <4 x float> %v to <4 x i32>\n"
            "  %m = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %vi)\n"
            "  %sb = bitcast float %s to i32\n"
            "  %pair = getelementptr i32, ptr addrspace(1) %po, i64 1\n"
            "  store i32 %sb, ptr addrspace(1) %po\n"
            "  store i32 %m, ptr addrspace(1) %pair")
    text = kernel(body).replace("declare i32 @llvm.amdgcn.workitem.id.x()",
                                "declare i32 @llvm.amdgcn.workitem.id.x()\n"
                                "declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)\n"
                                "declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)")
    # one lane: 1 + 1e8 + 1 - 1e8 + 0.5 in order, each step rounded to f32, is 0.5
    # (adding 1e8 and -1e8 first would give 2.5); the largest signed i32 of the bits is
    # 1e8's
    vals = np.array([1e8, 1.0, -1e8, 0.5], np.float32)
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(2, np.uint32))
    src = backend.upload(vals)
    code.launch("k", LaunchShape.of(1, 1), [out, src])
    got = out.read_array(np.uint32)
    assert got[0].view(np.float32) == np.float32(0.5)
    assert got[1] == vals.view(np.int32).max()


CP_ASYNC = """target triple = "nvptx64-nvidia-cuda"
@smem = internal addrspace(3) global [512 x i8] undef, align 16
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %off = mul i64 %t64, 16
  %src = getelementptr i8, ptr addrspace(1) %in, i64 %off
  %off32 = mul i32 %t, 16
  %dst = getelementptr i8, ptr addrspace(3) @smem, i32 %off32
  %m = urem i32 %t, 3
  %size = mul i32 %m, 8
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %size)
  call void asm sideeffect "cp.async.commit_group ;", ""()
  call void asm sideeffect "cp.async.wait_group 0x0;", ""()
  call void @llvm.nvvm.barrier0()
  %v = load <4 x i32>, ptr addrspace(3) %dst
  %po = getelementptr i8, ptr addrspace(1) %out, i64 %off
  store <4 x i32> %v, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"""


def test_cp_async_copies_src_size_bytes_and_zero_fills():
    """Triton's sm_80 copy: thread t copies 16 bytes of which src-size = 8*(t%3) come
    from global memory (0: nothing read), the rest zero."""
    lanes = 32
    src = np.arange(16 * lanes, dtype=np.uint8) + 1
    backend = get_backend("emulator")
    code = backend.load(CP_ASYNC, None)
    out = backend.upload(np.full(16 * lanes, 0xEE, np.uint8))
    code.launch("k", LaunchShape.of(1, lanes), [out, backend.upload(src)])
    got = out.read_array(np.uint8).reshape(lanes, 16)
    want = src.reshape(lanes, 16).copy()
    for t in range(lanes):
        want[t, 8 * (t % 3):] = 0
    assert np.array_equal(got, want)


def test_cp_async_with_a_cache_policy_reads_its_src_size_not_the_policy():
    """``cp.async...L2::cache_hint [dst], [src], 16, policy``: the last operand is the
    cache policy (createpolicy's), not a src-size: all 16 bytes are copied (read as a
    src-size, the policy 0 would zero-fill them all)."""
    lanes = 32
    text = CP_ASYNC.replace(
        'call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", '
        '"r,l,r"(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %size)',
        '%policy = call i64 asm sideeffect "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", '
        '"=l"()\n  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint '
        '[ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,l"(ptr addrspace(3) %dst, ptr addrspace(1) '
        '%src, i64 %policy)')
    assert "cache_hint" in text
    src = np.arange(16 * lanes, dtype=np.uint8) + 1
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.full(16 * lanes, 0xEE, np.uint8))
    code.launch("k", LaunchShape.of(1, lanes), [out, backend.upload(src)])
    assert np.array_equal(out.read_array(np.uint8), src)


SHARED_PTX = """target triple = "nvptx64-nvidia-cuda"
@smem = internal addrspace(3) global [64 x i32] undef, align 16
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(3) @smem, i32 %t
  store i32 -1, ptr addrspace(3) %slot
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %m = urem i32 %t, 4
  %p = icmp ne i32 %m, 3
  %v = mul i32 %t, 10
  %v1 = add i32 %v, 1
  %vec = insertelement <1 x i32> poison, i32 %v1, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %slot, <1 x i32> %vec, i1 %p)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %n = add i32 %t, 1
  %nm = urem i32 %n, 64
  %from = getelementptr i32, ptr addrspace(3) @smem, i32 %nm
  %q = icmp ult i32 %t, 48
  %got = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %from, i1 %q)
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %got, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
"""


def test_predicated_ld_and_st_shared():
    """Triton's sm_90 reductions (Triton 3.6): ``@p st.shared.b32 [r], <1 x i32>`` and
    ``@q ld.shared.b32``. Lane t stores 10t+1 to slot t unless t % 4 == 3 (the slot keeps
    the -1 an ordinary store put there first); lanes t < 48 then read slot t+1 (mod 64)."""
    lanes = 64
    got = run(SHARED_PTX.replace("%in", "%unused"), lanes, out_dtype=np.int32)
    slots = np.where(np.arange(lanes) % 4 != 3, 10 * np.arange(lanes) + 1, -1)
    reader = np.arange(48)
    assert np.array_equal(got[reader], slots[(reader + 1) % lanes])


def test_unmodelled_ptx_is_refused_naming_it():
    text = CP_ASYNC.replace("cp.async.wait_group 0x0;", "cp.async.bulk.wait_group 0;")
    with pytest.raises(UnsupportedIRError, match="cp.async.bulk.wait_group"):
        get_backend("emulator").load(text, None)


def test_fat_pointer_access_outside_num_records_reads_zero_and_drops_stores():
    """A ptr addrspace(7) of 8 bytes over the input: lanes 0 and 1 load their i32, the
    others read 0; the stores through a 12-byte fat pointer over the output keep lanes
    0-2 and drop the rest (the output keeps its 7s there)."""
    body = ("  %r = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1)"
            " %in, i16 0, i64 8, i32 159744)\n"
            "  %w = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1)"
            " %out, i16 0, i64 12, i32 159744)\n"
            "  %pr = getelementptr i32, ptr addrspace(7) %r, i32 %t\n"
            "  %v = load i32, ptr addrspace(7) %pr\n"
            "  %pw = getelementptr i32, ptr addrspace(7) %w, i32 %t\n"
            "  store i32 %v, ptr addrspace(7) %pw")
    text = kernel(body).replace(
        "declare i32 @llvm.amdgcn.workitem.id.x()",
        "declare i32 @llvm.amdgcn.workitem.id.x()\n"
        "declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16,"
        " i64, i32)")
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.full(6, 7, np.uint32))
    src = backend.upload(np.arange(10, 16, dtype=np.uint32))
    code.launch("k", LaunchShape.of(1, 6), [out, src])
    assert list(out.read_array(np.uint32)) == [10, 11, 0, 7, 7, 7]


VOTE_PTX = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %few = icmp ult i32 %t, 20
  br i1 %few, label %part, label %done
part:
  %m = urem i32 %t, 3
  %p = icmp eq i32 %m, 0
  %pz = zext i1 %p to i32
  %base = mul i32 %t, 100
  %own = call i32 asm "{\\0A\\09.reg .pred %q;\\0A\\09setp.ne.u32 %q, $1, 0;\\0A\\09@%q add.u32 $0, $0, 1;\\0A\\09}", "=r,r,0"(i32 %pz, i32 %base)
  %mask = call i32 asm sideeffect "activemask.b32 $0;", "=r"() convergent
  %low = icmp ult i32 %t, VOTE_LIMIT
  %lz = zext i1 %low to i32
  %votes = call i32 asm sideeffect "{\\0A\\09.reg .pred %q, %a;\\0A\\09.reg .b32 %b;\\0A\\09setp.ne.u32 %q, $2, 0;\\0A\\09vote.sync.any.pred %a, %q, $3;\\0A\\09@%a add.u32 $0, $0, 10;\\0A\\09vote.sync.all.pred %a, %q, $3;\\0A\\09@%a add.u32 $0, $0, 20;\\0A\\09vote.sync.uni.pred %a, %q, $3;\\0A\\09@!%a add.u32 $0, $0, 40;\\0A\\09vote.sync.ballot.b32 %b, %q, $3;\\0A\\09setp.ne.u32 %a, %b, 0;\\0A\\09@%a add.u32 $0, $0, 1;\\0A\\09}", "=r,r,r,r,0"(i32 %own, i32 %lz, i32 %mask, i32 %own) convergent
  store i32 %votes, ptr addrspace(1) %po
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


@pytest.mark.parametrize("limit", [0, 7, 20, 32])
def test_tied_operands_predicated_adds_and_votes(limit):
    """Lanes 0-19 of one warp run the statements. ``$0`` tied to ``100t``: lane t adds 1
    when t % 3 == 0 (the guard's lanes only). The votes are over the 20 active lanes, on
    ``t < limit``: any (+10) when limit > 0, all (+20) when limit >= 20, not uniform
    (+40) when 0 < limit < 20, the ballot non-zero (+1) as any."""
    text = VOTE_PTX.replace("VOTE_LIMIT", str(limit))
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.full(32, 7, np.uint32))
    code.launch("k", LaunchShape.of(1, 32), [out, backend.upload(np.zeros(1, np.uint32))])
    got = out.read_array(np.uint32)
    t = np.arange(20)
    votes = 11 * (limit > 0) + 20 * (limit >= 20) + 40 * (0 < limit < 20)
    assert np.array_equal(got[:20], 100 * t + (t % 3 == 0) + votes)
    assert np.all(got[20:] == 7)


SAT = """
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare float @llvm.amdgcn.rsq.f32(float)
"""


@pytest.mark.parametrize("op,a,b", [
    ("usub", [0, 1, 2, 3, 4, 5, 6, 7] * 8, 3),              # Triton's scans: 0 below
    ("uadd", [0, 5, 6, 7, 2**31, 2**32 - 6, 2**32 - 5, 1] * 8, 5),
    ("ssub", [-2**31, -2**31 + 4, -1, 0, 1, 2**31 - 1, 7, -7] * 8, 5),
    ("sadd", [2**31 - 1, 2**31 - 5, -1, 0, 1, -2**31, 7, -7] * 8, 5)])
def test_saturating_add_and_sub_clamp_to_the_type(op, a, b):
    """llvm.{u,s}{add,sub}.sat (issue 40: Triton's scans use usub.sat): the exact result
    clamped to the i32 range, unsigned or signed, by hand."""
    signed = op.startswith("s")
    body = ("  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64\n"
            "  %x = load i32, ptr addrspace(1) %pi\n"
            f"  %v = call i32 @llvm.{op}.sat.i32(i32 %x, i32 {b})\n"
            "  store i32 %v, ptr addrspace(1) %po\n")
    x = np.array(a, np.int64)
    got = run(kernel(body).replace("attributes #0", SAT + "attributes #0"), 64,
              (x % 2**32).astype(np.uint32)).astype(np.int64)
    exact = x + b if op.endswith("add") else x - b
    low, high = (-2**31, 2**31 - 1) if signed else (0, 2**32 - 1)
    want = np.clip(exact, low, high) % 2**32
    assert got.tolist() == want.tolist()


def test_amdgpu_rsq_is_one_over_the_square_root():
    """llvm.amdgcn.rsq.f32 (issue 40: every Triton norm kernel on AMD): 1/sqrt(x) in f32."""
    body = ("  %pi = getelementptr float, ptr addrspace(1) %in, i64 %t64\n"
            "  %x = load float, ptr addrspace(1) %pi\n"
            "  %r = call float @llvm.amdgcn.rsq.f32(float %x)\n"
            "  %pf = getelementptr float, ptr addrspace(1) %out, i64 %t64\n"
            "  store float %r, ptr addrspace(1) %pf\n")
    x = np.linspace(0.25, 64, 64).astype(np.float32)
    got = run(kernel(body).replace("attributes #0", SAT + "attributes #0"), 64, x,
              out_dtype=np.float32)
    np.testing.assert_allclose(got, 1 / np.sqrt(x), rtol=1e-6)


BITS = """target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
define ptx_kernel void @k(ptr addrspace(1) %m, ptr addrspace(1) %out, ptr addrspace(1) %back) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %p = getelementptr <8 x i1>, ptr addrspace(1) %m, i32 %t
  %v = load <8 x i1>, ptr addrspace(1) %p
  %h = load <4 x i1>, ptr addrspace(1) %p
  %z = zext <8 x i1> %v to <8 x i8>
  %q = getelementptr <8 x i8>, ptr addrspace(1) %out, i32 %t
  store <8 x i8> %z, ptr addrspace(1) %q
  %n = xor <8 x i1> %v, <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>
  %h4 = extractelement <4 x i1> %h, i32 3
  %n2 = insertelement <8 x i1> %n, i1 %h4, i32 7
  %r = getelementptr <8 x i1>, ptr addrspace(1) %back, i32 %t
  store <8 x i1> %n2, ptr addrspace(1) %r
  ret void
}
"""


def test_i1_vectors_in_memory_are_packed_bits():
    """`<N x i1>` in memory (issue 40: Triton's masks): element i is bit i, little-endian
    (LangRef, "Vector Type"); a `<4 x i1>` load reads the low 4 bits of the byte; the
    cp.async group intrinsics have nothing to wait for."""
    m = np.array([0b10110001, 0xFF, 0, 0b01010101] * 8, np.uint8)
    backend = get_backend("emulator")
    code = backend.load(BITS, None)
    out, back = backend.upload(np.zeros(256, np.uint8)), backend.upload(np.zeros(32, np.uint8))
    code.launch("k", LaunchShape.of(1, 32), [backend.upload(m), out, back])
    bits = np.unpackbits(m[:, None], axis=1, bitorder="little")
    assert out.read_array(np.uint8).reshape(32, 8).tolist() == bits.tolist()
    want = (m ^ 1) & 0x7F | ((m >> 3) & 1) << 7     # element 0 flipped, bit 7 = bit 3
    assert back.read_array(np.uint8).tolist() == want.tolist()


@pytest.mark.parametrize("offset,source", [
    (0x041F, lambda i: (i & ~31) | ((i & 31) ^ 1)),            # bit mode: xor 1 (swap pairs)
    (0x001F | (0x10 << 10), lambda i: (i & ~31) | ((i & 31) ^ 16)),   # xor 16
    (0x0000 | (3 << 5), lambda i: (i & ~31) | 3),              # and 0, or 3: broadcast lane 3
    (0x8000 | 0b00011011, lambda i: (i & ~3) | (3 - (i & 3))),  # quad mode: reverse a quad
])
def test_ds_swizzle_modes(offset, source):
    """llvm.amdgcn.ds.swizzle (issue 40), both modes of its offset, by the ISA's formulas
    on 64 lanes holding their own index times 10."""
    body = ("  %x = mul i32 %t, 10\n"
            f"  %v = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 {offset})\n"
            "  store i32 %v, ptr addrspace(1) %po\n")
    text = kernel(body).replace("attributes #0",
                                "declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)\nattributes #0")
    got = run(text, 64)
    assert got.tolist() == [10 * source(i) for i in range(64)]
