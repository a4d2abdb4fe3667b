"""The IR that bbprof adds to a module: the counter global, entry code and block code.

All of it is written inline, as text, with names that start with ``__bbprof.``:

* At the entry of every defined function (after its leading static allocas) the *entry
  code* reads the hardware ids once and computes ``%__bbprof.row``, the function's counter
  row (see ``layout.py``), and ``%__bbprof.lanes_below``, the mask of lanes below this one.
* At the top of every block (after its phis and EH pads) the *block code* reads the mask of
  active lanes and elects the lowest one (``active & lanes_below == 0``); the elected lane
  adds the number of active lanes to the block's ``thread_hits`` word and 1 to its
  ``wave_hits`` word. The election is a branch, so the block is split in three: the head
  (its phis, the election), ``__bbprof.count.N`` (the atomics) and ``__bbprof.rest.N``
  (the rest of the block and its terminator). Phis in the block's successors that named the
  block now name ``__bbprof.rest.N``.

Per target:

* NVPTX: ``llvm.nvvm.activemask`` and ``%lanemask_lt``; atomics at device scope, their
  results unused, so ptxas emits one ``RED`` per elected lane.
* AMDGPU: ``llvm.amdgcn.ballot`` (i64 for wave64, i32 for wave32) and ``mbcnt`` for the
  lane id; atomics at agent scope.
* host: wave size 1, one lane that is always active and elected; the same split, so that
  execution tests on the CPU run exactly the rewriting GPUs get.

Intrinsics are used undeclared: LLVM's parser declares them.
"""

from __future__ import annotations

from bbprof.instrument.layout import COUNTER_SYMBOL, CounterLayout, has_xcc, is_gfx9
from bbprof.ir.target import AMDGPU, HOST, NVPTX, Target

P = "%__bbprof."


def ptr_type(target: Target) -> str:
    return "ptr addrspace(1)" if target.counter_addrspace == 1 else "ptr"


def global_line(target: Target, layout: CounterLayout) -> str:
    space = " addrspace(1)" if target.counter_addrspace == 1 else ""
    return (f"@{COUNTER_SYMBOL} ={space} global [{layout.words} x i64] zeroinitializer, "
            "align 128")


def entry_lines(target: Target, arch: str | None, layout: CounterLayout,
                wave_size: int) -> list[str]:
    """Compute ``%__bbprof.row`` and ``%__bbprof.lanes_below`` once per function entry."""
    pt = ptr_type(target)
    if target.kind == HOST:
        return [f"  {P}row = getelementptr inbounds i64, {pt} @{COUNTER_SYMBOL}, i64 0",
                f"  {P}lanes_below = add i64 0, 0"]
    if target.kind == NVPTX:
        lines = [
            f"  {P}unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()",
            f"  {P}tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            f"  {P}ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()",
            f"  {P}tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()",
            f"  {P}nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
            f"  {P}ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()",
            f"  {P}z_rows = mul i32 {P}tz, {P}ny",
            f"  {P}yz = add i32 {P}z_rows, {P}ty",
            f"  {P}yz_cols = mul i32 {P}yz, {P}nx",
            f"  {P}flat = add i32 {P}yz_cols, {P}tx",
            f"  {P}wave_slot_raw = lshr i32 {P}flat, 5",
            f"  {P}lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()",
            f"  {P}lanes_below = zext i32 {P}lt to i64",
        ]
    else:
        assert target.kind == AMDGPU
        if is_gfx9(arch):
            # s_getreg_b32 hwreg(HW_REG_HW_ID, 8, 8): the CU, SH and SE ids.
            lines = [f"  {P}hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)"]
            if has_xcc(arch):
                # s_getreg_b32 hwreg(HW_REG_XCC_ID, 0, 4)
                # XCC id in the low bits: with the default shard count a unit id above
                # 511 folds onto a lower one, and the XCDs must not fold onto each other.
                lines += [f"  {P}xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)",
                          f"  {P}hw_units = shl i32 {P}hw_id, 3",
                          f"  {P}unit = or i32 {P}hw_units, {P}xcc"]
            else:
                lines += [f"  {P}unit = or i32 {P}hw_id, 0"]
        else:
            lines = [f"  {P}unit = call i32 @llvm.amdgcn.workgroup.id.x()"]
        lines += [f"  {P}tx = call i32 @llvm.amdgcn.workitem.id.x()",
                  f"  {P}wave_slot_raw = lshr i32 {P}tx, {6 if wave_size == 64 else 5}"]
        if wave_size == 64:
            lines += [f"  {P}lane_lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)",
                      f"  {P}lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 {P}lane_lo)"]
        else:
            lines += [f"  {P}lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)"]
        lines += [f"  {P}lane64 = zext i32 {P}lane to i64",
                  f"  {P}bit = shl i64 1, {P}lane64",
                  f"  {P}lanes_below = sub i64 {P}bit, 1"]
    return lines + [
        f"  {P}slot = and i32 {P}wave_slot_raw, {layout.wave_slots - 1}",
        f"  {P}unit_slots = mul i32 {P}unit, {layout.wave_slots}",
        f"  {P}combined = add i32 {P}unit_slots, {P}slot",
        f"  {P}shard = urem i32 {P}combined, {layout.shards}",
        f"  {P}shard64 = zext i32 {P}shard to i64",
        f"  {P}offset = mul i64 {P}shard64, {layout.row_words}",
        f"  {P}row = getelementptr inbounds i64, {pt} @{COUNTER_SYMBOL}, i64 {P}offset",
    ]


def splits_blocks(target: Target) -> bool:
    """Whether the block code ends its block with the election branch (every target)."""
    return True


def rest_label(slot: int) -> str:
    return f"__bbprof.rest.{slot}"


def block_lines(target: Target, wave_size: int, slot: int) -> list[str]:
    """The block code for ``slot``; on GPUs it ends by opening ``__bbprof.rest.<slot>``."""
    pt = ptr_type(target)
    n = slot
    threads, waves = 2 * slot, 2 * slot + 1
    if target.kind == HOST:
        # One lane, always active: the same split and election as on a GPU, so that CPU
        # execution tests run the very rewriting (block split, phi renaming) GPUs get.
        active = [f"  {P}active.{n} = add i64 0, 1"]
        scope = ""
    elif target.kind == NVPTX:
        active = [f"  {P}active32.{n} = call i32 @llvm.nvvm.activemask()",
                  f"  {P}active.{n} = zext i32 {P}active32.{n} to i64"]
        scope = ' syncscope("device")'
    elif wave_size == 64:
        active = [f"  {P}active.{n} = call i64 @llvm.amdgcn.ballot.i64(i1 true)"]
        scope = ' syncscope("agent")'
    else:
        active = [f"  {P}active32.{n} = call i32 @llvm.amdgcn.ballot.i32(i1 true)",
                  f"  {P}active.{n} = zext i32 {P}active32.{n} to i64"]
        scope = ' syncscope("agent")'
    return active + [
        f"  {P}below.{n} = and i64 {P}active.{n}, {P}lanes_below",
        f"  {P}leader.{n} = icmp eq i64 {P}below.{n}, 0",
        f"  br i1 {P}leader.{n}, label {P}count.{n}, label {P}rest.{n}",
        "",
        f"__bbprof.count.{n}:",
        f"  {P}lanes.{n} = call i64 @llvm.ctpop.i64(i64 {P}active.{n})",
        f"  {P}t.{n} = getelementptr inbounds i64, {pt} {P}row, i64 {threads}",
        f"  {P}w.{n} = getelementptr inbounds i64, {pt} {P}row, i64 {waves}",
        f"  {P}old_t.{n} = atomicrmw add {pt} {P}t.{n}, i64 {P}lanes.{n}{scope} monotonic, "
        "align 8",
        f"  {P}old_w.{n} = atomicrmw add {pt} {P}w.{n}, i64 1{scope} monotonic, align 8",
        f"  br label {P}rest.{n}",
        "",
        f"{rest_label(n)}:",
    ]
