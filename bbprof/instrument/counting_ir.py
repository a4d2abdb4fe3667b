"""The IR that bbprof adds to a module: the counter global and two small helpers.

``@__bbprof.enter.wN()`` runs once at the entry of every defined function and returns
``{row, lanes_below}``: the function's counter row (see ``layout.py``) and a mask of the
lanes below this one. ``@__bbprof.count.wN(row, lanes_below, slot)`` runs at the top of
every block: it reads the mask of active lanes, elects the lowest active lane
(``active & lanes_below == 0``), and that lane adds the number of active lanes to
``thread_hits`` and 1 to ``wave_hits`` of the block's slot. Both helpers are internal and
``alwaysinline``: the always-inliner splits blocks and fixes phis, and the helpers are
deleted afterwards. Intrinsics are used undeclared: LLVM's parser declares them.

Per target:

* NVPTX: ``llvm.nvvm.activemask`` and ``%lanemask_lt``; atomics at device scope
  (``red.global.add.u64``).
* AMDGPU: ``llvm.amdgcn.ballot`` (i64 for wave64, i32 for wave32) and ``mbcnt`` for the
  lane id; atomics at agent scope.
* host: wave size 1, no election, plain loads and stores (single-threaded execution).
"""

from __future__ import annotations

from bbprof.instrument.layout import COUNTER_SYMBOL, CounterLayout, has_xcc, is_gfx9
from bbprof.ir.target import AMDGPU, HOST, NVPTX, Target

PREFIX = "__bbprof."


def enter_name(wave_size: int) -> str:
    return f"{PREFIX}enter.w{wave_size}"


def count_name(wave_size: int) -> str:
    return f"{PREFIX}count.w{wave_size}"


def ptr_type(target: Target) -> str:
    return "ptr addrspace(1)" if target.counter_addrspace == 1 else "ptr"


def ctx_type(target: Target) -> str:
    return f"{{ {ptr_type(target)}, i64 }}"


def entry_lines(target: Target, wave_size: int) -> list[str]:
    """Lines that open a function: compute the row and lane mask once."""
    ctx = ctx_type(target)
    return [f"  %__bbprof.ctx = call {ctx} @{enter_name(wave_size)}()",
            f"  %__bbprof.row = extractvalue {ctx} %__bbprof.ctx, 0",
            f"  %__bbprof.lanes_below = extractvalue {ctx} %__bbprof.ctx, 1"]


def count_line(target: Target, wave_size: int, slot: int) -> str:
    return (f"  call void @{count_name(wave_size)}({ptr_type(target)} %__bbprof.row, "
            f"i64 %__bbprof.lanes_below, i32 {slot})")


def module_text(target: Target, arch: str | None, layout: CounterLayout,
                wave_sizes: set[int]) -> str:
    """The global and the helpers for every wave size the module's functions use."""
    space = " addrspace(1)" if target.counter_addrspace == 1 else ""
    parts = [f"@{COUNTER_SYMBOL} ={space} global [{layout.words} x i64] zeroinitializer, "
             "align 128"]
    for wave_size in sorted(wave_sizes):
        parts.append(_enter(target, arch, layout, wave_size))
        parts.append(_count(target, wave_size))
    return "\n\n".join(parts) + "\n"


def _row_tail(target: Target, layout: CounterLayout, wave_size: int) -> str:
    """From %unit and %wave_slot_raw to the returned {row, lanes_below}."""
    pt = ptr_type(target)
    return f"""\
  %slot = and i32 %wave_slot_raw, {layout.wave_slots - 1}
  %unit_slots = mul i32 %unit, {layout.wave_slots}
  %combined = add i32 %unit_slots, %slot
  %shard = urem i32 %combined, {layout.shards}
  %shard64 = zext i32 %shard to i64
  %offset = mul i64 %shard64, {layout.row_words}
  %row = getelementptr inbounds i64, {pt} @{COUNTER_SYMBOL}, i64 %offset
  %ctx0 = insertvalue {ctx_type(target)} poison, {pt} %row, 0
  %ctx = insertvalue {ctx_type(target)} %ctx0, i64 %lanes_below, 1
  ret {ctx_type(target)} %ctx"""


def _enter(target: Target, arch: str | None, layout: CounterLayout, wave_size: int) -> str:
    head = (f"define internal {ctx_type(target)} @{enter_name(wave_size)}() "
            "alwaysinline nounwind {\n")
    if target.kind == HOST:
        return head + f"""\
  %ctx0 = insertvalue {ctx_type(target)} poison, ptr @{COUNTER_SYMBOL}, 0
  %ctx = insertvalue {ctx_type(target)} %ctx0, i64 0, 1
  ret {ctx_type(target)} %ctx
}}"""
    if target.kind == NVPTX:
        return head + f"""\
  %unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %z_rows = mul i32 %tz, %ny
  %yz = add i32 %z_rows, %ty
  %yz_cols = mul i32 %yz, %nx
  %flat = add i32 %yz_cols, %tx
  %wave_slot_raw = lshr i32 %flat, 5
  %lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %lanes_below = zext i32 %lt to i64
{_row_tail(target, layout, wave_size)}
}}"""
    assert target.kind == AMDGPU
    if wave_size == 64:
        lane = """\
  %lane_lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane_lo)"""
    else:
        lane = "  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)"
    if is_gfx9(arch):
        # s_getreg_b32 hwreg(HW_REG_HW_ID, 8, 8): CU, SH and SE ids.
        unit = "  %hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)\n"
        if has_xcc(arch):
            # s_getreg_b32 hwreg(HW_REG_XCC_ID, 0, 4)
            unit += """\
  %xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)
  %xcc_units = shl i32 %xcc, 8
  %unit = or i32 %hw_id, %xcc_units
"""
        else:
            unit += "  %unit = or i32 %hw_id, 0\n"
    else:
        unit = "  %unit = call i32 @llvm.amdgcn.workgroup.id.x()\n"
    shift = 6 if wave_size == 64 else 5
    return head + f"""\
{unit}  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %wave_slot_raw = lshr i32 %tx, {shift}
{lane}
  %lane64 = zext i32 %lane to i64
  %bit = shl i64 1, %lane64
  %lanes_below = sub i64 %bit, 1
{_row_tail(target, layout, wave_size)}
}}"""


def _count(target: Target, wave_size: int) -> str:
    pt = ptr_type(target)
    head = (f"define internal void @{count_name(wave_size)}({pt} %row, i64 %lanes_below, "
            "i32 %slot) alwaysinline nounwind {\n")
    if target.kind == HOST:
        return head + f"""\
  %word = shl i32 %slot, 1
  %word64 = zext i32 %word to i64
  %threads = getelementptr inbounds i64, {pt} %row, i64 %word64
  %waves = getelementptr inbounds i64, {pt} %threads, i64 1
  %t = load i64, {pt} %threads, align 8
  %t1 = add i64 %t, 1
  store i64 %t1, {pt} %threads, align 8
  %w = load i64, {pt} %waves, align 8
  %w1 = add i64 %w, 1
  store i64 %w1, {pt} %waves, align 8
  ret void
}}"""
    if target.kind == NVPTX:
        active = """\
  %active32 = call i32 @llvm.nvvm.activemask()
  %active = zext i32 %active32 to i64"""
        scope = 'syncscope("device")'
    elif wave_size == 64:
        active = "  %active = call i64 @llvm.amdgcn.ballot.i64(i1 true)"
        scope = 'syncscope("agent")'
    else:
        active = """\
  %active32 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %active = zext i32 %active32 to i64"""
        scope = 'syncscope("agent")'
    return head.replace("nounwind {", "nounwind convergent {") + f"""\
{active}
  %below = and i64 %active, %lanes_below
  %leader = icmp eq i64 %below, 0
  br i1 %leader, label %elected, label %done

elected:
  %lanes = call i64 @llvm.ctpop.i64(i64 %active)
  %word = shl i32 %slot, 1
  %word64 = zext i32 %word to i64
  %threads = getelementptr inbounds i64, {pt} %row, i64 %word64
  %waves = getelementptr inbounds i64, {pt} %threads, i64 1
  %old_t = atomicrmw add {pt} %threads, i64 %lanes {scope} monotonic, align 8
  %old_w = atomicrmw add {pt} %waves, i64 1 {scope} monotonic, align 8
  br label %done

done:
  ret void
}}"""
