"""The IR that bbprof adds to a module: the counter global, entry code and block code.

All of it is written inline, as text, with names that start with ``__bbprof.``:

* At the entry of every defined function (after its leading static allocas) the *entry
  code* reads the hardware ids once and computes ``%__bbprof.row``, the function's counter
  row (see ``layout.py``), and ``%__bbprof.lanes_below``, the mask of lanes below this one.
* At the top of a counted block (after its phis and EH pads) the *block code* reads the
  mask of active lanes and elects the lowest one (``active & lanes_below == 0``); the
  elected lane adds what the mode counts (``modes.py``): the number of active lanes
  (thread_hits), 1 (wave_hits), or both packed in one word as ``lanes + (1 << 32)``.
  It is one line: an inline PTX statement (NVPTX), or a call of an internal
  always-inline function, ``@__bbprof.count.w<wave size>`` (AMDGPU, host).
* Before the terminator of a block with a counted out-edge (spanning-tree placement), the
  *edge code* computes the branch condition that selects the edge, ballots it, and the
  elected lane adds the number of lanes that take the edge (when any do).

Per target:

* NVPTX: the block code is one inline PTX statement (``activemask``, the election against
  ``%lanemask_lt``, a predicated ``red.global.add.u64``): no branch, so the block is not
  split and ptxas reconverges warps where it would in the plain kernel. Edge code and
  loop flushes are inline PTX too (``vote.sync.ballot``, ``redux.sync``).
* AMDGPU: ``llvm.amdgcn.ballot`` (i64 for wave64, i32 for wave32) and ``mbcnt`` for the
  lane id; atomics at agent scope. The election is a branch inside the counting function;
  the back end's always-inliner puts it in the block, splitting it and fixing phis.
* host: wave size 1, one lane that is always active and elected; the same counting
  function, so that execution tests on the CPU run the code AMDGPU gets.

The intrinsics the code calls are declared (``declarations``) unless the module already
declares them: LLVM 18+ would declare them itself, LLVM 17 would not read the module.
"""

from __future__ import annotations



from bbprof.instrument.layout import (CFG_HASH_SYMBOL, COUNTER_SYMBOL, CounterLayout, has_xcc,
                                      is_gfx9)
from bbprof.instrument.modes import PACK_SHIFT, THREAD, WAVE, Mode
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


def rest_label(tag: str) -> str:
    return f"__bbprof.rest.{tag}"


def _active(target: Target, wave_size: int, n: str) -> tuple[list[str], str]:
    """Lines reading the active-lane mask as ``%__bbprof.active.<n>`` (i64), and the
    atomics' sync scope (AMDGPU and host: NVPTX counting code is inline PTX)."""
    if target.kind == HOST:
        # One lane, always active: the same code as on AMDGPU, so that CPU execution tests
        # run the very rewriting (counting function, edge code, register loops) it gets.
        return [f"  {P}active.{n} = add i64 0, 1"], ""
    if wave_size == 64:
        return [f"  {P}active.{n} = call i64 @llvm.amdgcn.ballot.i64(i1 true)"], \
            ' syncscope("agent")'
    return [f"  {P}active32.{n} = call i32 @llvm.amdgcn.ballot.i32(i1 true)",
            f"  {P}active.{n} = zext i32 {P}active32.{n} to i64"], ' syncscope("agent")'


def _ballot(target: Target, wave_size: int, n: str, predicate: str) -> list[str]:
    """``%__bbprof.taken.<n>``: the active lanes for which ``predicate`` (i1) holds."""
    if target.kind == HOST:
        return [f"  {P}taken.{n} = zext i1 {predicate} to i64"]
    if wave_size == 64:
        return [f"  {P}taken.{n} = call i64 @llvm.amdgcn.ballot.i64(i1 {predicate})"]
    return [f"  {P}taken32.{n} = call i32 @llvm.amdgcn.ballot.i32(i1 {predicate})",
            f"  {P}taken.{n} = zext i32 {P}taken32.{n} to i64"]


def _atomic(target: Target, n: str, k: int, word: int | str, value: str, scope: str) -> list[str]:
    pt = ptr_type(target)
    return [f"  {P}p{k}.{n} = getelementptr inbounds i64, {pt} {P}row, i64 {word}",
            f"  {P}old{k}.{n} = atomicrmw add {pt} {P}p{k}.{n}, i64 {value}{scope} "
            "monotonic, align 8"]


def top_lines(target: Target, wave_size: int, mode: Mode, word: int) -> list[str]:
    """Counter at the top of a block: the elected lane adds what the mode counts. One line,
    which splits no block. On NVPTX it is one inline PTX statement with a predicated
    ``red`` and no branch, so the CFG ptxas sees (and where it makes warps reconverge)
    stays the kernel's own. Elsewhere it is one call of the module's counting function
    (``count_function``), which the back end's always-inliner expands: the text bbprof
    writes, and LLVM re-reads, grows by a line per block, not by a split block."""
    if target.kind == NVPTX:
        return _nvptx_top_lines(mode, word)
    return [f"  call void @{count_function_name(wave_size)}({ptr_type(target)} {P}row, "
            f"i64 {P}lanes_below, i64 {word})"]


def count_function_name(wave_size: int) -> str:
    return f"__bbprof.count.w{wave_size}"


def count_function(target: Target, wave_size: int, mode: Mode) -> list[str]:
    """The internal, always-inline function a block's call runs (AMDGPU, host): read the
    active lanes, elect the lowest (``active & lanes_below == 0``), and let it add the
    mode's fields at ``row[word]``. Inlined, its branch splits the caller's block, and
    LLVM renames the successors' phis: what bbprof once did in text.

    Every AMDGPU code generator inlines it (the back end runs its always-inliner even at
    -O0: a call would need a stack and a calling convention the kernel does not have);
    the host JIT may call it."""
    pt = ptr_type(target)
    active, scope = _active(target, wave_size, "h")
    lines = [f"define internal void @{count_function_name(wave_size)}({pt} {P}row, "
             f"i64 {P}lanes_below, i64 %word) alwaysinline convergent nounwind {{",
             "entry:", *active,
             f"  {P}below.h = and i64 {P}active.h, {P}lanes_below",
             f"  {P}leader.h = icmp eq i64 {P}below.h, 0",
             f"  br i1 {P}leader.h, label %count, label %done",
             "", "count:"]
    if THREAD in mode.counters:
        lines.append(f"  {P}lanes.h = call i64 @llvm.ctpop.i64(i64 {P}active.h)")
    if mode.is_packed:
        lines.append(f"  {P}packed.h = add i64 {P}lanes.h, {1 << PACK_SHIFT}")
        lines += _atomic(target, "h", 0, "%word", f"{P}packed.h", scope)
    elif mode.counters == (THREAD, WAVE):
        lines += _atomic(target, "h", 0, "%word", f"{P}lanes.h", scope)
        lines.append("  %word1 = add i64 %word, 1")
        lines += _atomic(target, "h", 1, "%word1", "1", scope)
    elif mode.counters == (THREAD,):
        lines += _atomic(target, "h", 0, "%word", f"{P}lanes.h", scope)
    else:
        lines += _atomic(target, "h", 0, "%word", "1", scope)
    return lines + ["  br label %done", "", "done:", "  ret void", "}", ""]


def _nvptx_entry_value(mode: Mode, one: str) -> list[str]:
    """PTX setting ``%bbp_n`` to what one counted entry adds, from its lanes in ``%bbp_b``:
    lanes and one wave as the register pair ``{lanes, 1}`` (packed; ``one``: a free .b32
    register for the 1), one wave (wave_hits only), or the lanes."""
    if mode.is_packed:
        return [f"mov.b32 {one}, 1;", f"mov.b64 %bbp_n, {{%bbp_b, {one}}};"]
    if mode.counters == (WAVE,):
        return ["mov.u64 %bbp_n, 1;"]
    return ["cvt.u64.u32 %bbp_n, %bbp_b;"]


def _nvptx_top_lines(mode: Mode, word: int) -> list[str]:
    """One inline PTX statement: active mask, election, a predicated ``red`` per word, at
    an immediate offset from the row (no address arithmetic per block, one IR line).

    The packed value is the register pair ``{lanes, 1}``: no 64-bit add (8 to 24 fewer
    SASS instructions per corpus kernel on sm_90a). ``elect.sync`` (sm_90) was tried for
    the election and cost more: ptxas guards it with a divergence test in every block."""
    offset = 8 * word
    value = _nvptx_entry_value(mode, "%bbp_h")
    reds = [f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
    if mode.counters == (THREAD, WAVE) and not mode.is_packed:
        reds.append(f"@%bbp_p red.global.add.u64 [$0+{offset + 8}], 1;")
    election = ["and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;"]
    lanes = ["popc.b32 %bbp_b, %bbp_m;"] if THREAD in mode.counters else []
    body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_h;", ".reg .b64 %bbp_n;",
            "activemask.b32 %bbp_m;", *election, *lanes, *value, *reds, "}"]
    asm = "\\0A\\09".join(body)
    return [f'  call void asm sideeffect "{asm}", "l,r"(ptr addrspace(1) {P}row, '
            f"i32 {P}lt) convergent nounwind"]


def edge_lines(target: Target, wave_size: int, mode: Mode, word: int, tag: str,
               predicate: list[str], predicate_value: str) -> tuple[list[str], bool]:
    """Counter before a block's terminator for one out-edge: the elected lane adds the
    number of active lanes whose branch condition (``predicate_value``) selects it, when
    there are any (packed with one wave when the mode counts waves: only warp-uniform
    kernels have edge counters then, so the lanes that take an edge are a whole wave).
    Returns the lines and whether they split the block.

    NVPTX: one inline PTX statement (``vote.sync.ballot``, a predicated ``red``), no split.
    Elsewhere IR whose election is a branch: it ends by opening ``__bbprof.rest.<tag>`` for
    the terminator."""
    n = tag
    if target.kind == NVPTX:
        body = ["{", ".reg .pred %bbp_p, %bbp_t;", ".reg .b32 %bbp_m, %bbp_b, %bbp_v;",
                ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;", "setp.ne.u32 %bbp_t, $2, 0;",
                "vote.sync.ballot.b32 %bbp_v, %bbp_t, %bbp_m;", "and.b32 %bbp_b, %bbp_m, $1;",
                "setp.eq.b32 %bbp_p, %bbp_b, 0;", "setp.ne.and.b32 %bbp_p, %bbp_v, 0, %bbp_p;",
                "popc.b32 %bbp_b, %bbp_v;",
                *_nvptx_entry_value(mode, "%bbp_v"),
                f"@%bbp_p red.global.add.u64 [$0+{8 * word}], %bbp_n;", "}"]
        asm = "\\0A\\09".join(body)
        return predicate + [
            f"  {P}sel32.{n} = zext i1 {predicate_value} to i32",
            f'  call void asm sideeffect "{asm}", "l,r,r"(ptr addrspace(1) {P}row, '
            f"i32 {P}lt, i32 {P}sel32.{n}) convergent nounwind"], False
    active, scope = _active(target, wave_size, n)
    lines = predicate + active + _ballot(target, wave_size, n, predicate_value) + [
        f"  {P}below.{n} = and i64 {P}active.{n}, {P}lanes_below",
        f"  {P}leader.{n} = icmp eq i64 {P}below.{n}, 0",
        f"  {P}any.{n} = icmp ne i64 {P}taken.{n}, 0",
        f"  {P}go.{n} = and i1 {P}leader.{n}, {P}any.{n}",
        f"  br i1 {P}go.{n}, label {P}count.{n}, label {P}rest.{n}",
        "",
        f"__bbprof.count.{n}:",
        f"  {P}lanes.{n} = call i64 @llvm.ctpop.i64(i64 {P}taken.{n})",
    ]
    value = "1" if mode.counters == (WAVE,) else f"{P}lanes.{n}"
    if mode.is_packed:
        lines.append(f"  {P}packed.{n} = add i64 {P}lanes.{n}, {1 << PACK_SHIFT}")
        value = f"{P}packed.{n}"
    lines += _atomic(target, n, 0, word, value, scope)
    return lines + [f"  br label {P}rest.{n}", "", f"{rest_label(n)}:"], True


def flush_lines(target: Target, wave_size: int, mode: Mode, word: int, value: str, tag: str,
                j: str, edge_word: int | None = None, uniform: bool = False) -> list[str]:
    """On a loop's exit edge: add the exiting lanes' register counts (``value``, i64, each
    lane's runs of the loop block in this entry) to the loop's word(s). thread_hits are
    their sum; wave_hits, when counted, their maximum: the exiting lanes entered together
    and leave together by the loop's one exit, and the wave ran the block once for each
    run of its longest-running lane.

    NVPTX: one inline PTX statement that reduces the lanes with ``redux.sync`` (sm_80 and
    newer) and lets the lowest lane add the result. Elsewhere every lane adds its own count
    (AMDGPU's atomic optimizer folds a wave's adds into one) and the lowest lane adds the
    wave's maximum (``llvm.amdgcn.wave.reduce.umax``; on the host, one lane per wave, the
    lane's own count).

    ``edge_word``: the exit edge itself is counted too (spanning tree), as a block's
    counter would count the exiting lanes — in the same PTX statement on NVPTX (one
    election), with the counting function elsewhere.

    ``uniform``: the kernel is warp-uniform, so every exiting lane holds the same count:
    on NVPTX no reduction, the elected lane adds ``count x lanes`` (and ``count`` waves),
    both words behind one branch."""
    pt = ptr_type(target)
    n = f"{tag}.{j}"
    if target.kind == NVPTX:
        offsets = (8 * word, None if edge_word is None else 8 * edge_word)
        asm = (_nvptx_same_count_flush_asm(mode, *offsets) if uniform
               else _nvptx_flush_asm(mode, *offsets))
        return [f"  {P}x32.{n} = trunc i64 {value} to i32",
                f'  call void asm sideeffect "{asm}", "l,r,r"('
                f"{pt} {P}row, i32 {P}lt, i32 {P}x32.{n}) convergent nounwind"]
    if edge_word is not None:
        return (flush_lines(target, wave_size, mode, word, value, tag, j)
                + top_lines(target, wave_size, mode, edge_word))
    address = f"  {P}xp.{n} = getelementptr inbounds i64, {pt} {P}row, i64 {word}"
    scope = ' syncscope("agent")' if target.kind == AMDGPU else ""

    def add(k: int, operand: str) -> list[str]:
        where = f"{P}xp.{n}"
        lines = []
        if k:
            where = f"{P}xp{k}.{n}"
            lines.append(f"  {where} = getelementptr inbounds i64, {pt} {P}xp.{n}, i64 {k}")
        return lines + [f"  {P}xo{k}.{n} = atomicrmw add {pt} {where}, i64 {operand}{scope} "
                        "monotonic, align 8"]

    if mode.counters == (THREAD,):
        return [address, *add(0, value)]
    if target.kind == HOST:
        wave = [f"  {P}xw.{n} = add i64 {value}, 0"]
    else:
        wave = [f"  {P}x32.{n} = trunc i64 {value} to i32",
                f"  {P}xm.{n} = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 {P}x32.{n}, "
                "i32 0)",
                f"  {P}xw.{n} = zext i32 {P}xm.{n} to i64"]
    active, _ = _active(target, wave_size, f"x{n}")
    lines = [address, *wave, *active,
             f"  {P}xb.{n} = and i64 {P}active.x{n}, {P}lanes_below",
             f"  {P}xl.{n} = icmp eq i64 {P}xb.{n}, 0",
             f"  {P}xlw.{n} = select i1 {P}xl.{n}, i64 {P}xw.{n}, i64 0"]
    if mode.counters == (WAVE,):
        return lines + add(0, f"{P}xlw.{n}")
    if mode.is_packed:
        return lines + [f"  {P}xls.{n} = shl i64 {P}xlw.{n}, {PACK_SHIFT}",
                        f"  {P}xv.{n} = add i64 {value}, {P}xls.{n}",
                        *add(0, f"{P}xv.{n}")]
    return lines + add(0, value) + add(1, f"{P}xlw.{n}")


def uniform_contribution(target: Target, wave_size: int, n: str,
                         condition: str | None, when: bool) -> tuple[list[str], str]:
    """Lines computing ``%__bbprof.uc.<n>``, one iteration's packed value for an
    accumulator of ``uniform_loops.py``: the lanes of the ballot (the active lanes, or
    those for which ``condition`` is ``when``) plus ``1 << 32`` when there are any. The same
    in every active lane."""
    lines: list[str] = []
    if target.kind == NVPTX:
        # one inline PTX statement: the ballot, its popcount and whether it is non-zero,
        # as the register pair {lanes, any}
        predicate = "1"
        if condition is not None:
            lines.append(f"  {P}ui.{n} = zext i1 {condition} to i32")
            predicate = f"{P}ui.{n}"
        body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_h;",
                "activemask.b32 %bbp_m;", f"setp.{'ne' if when else 'eq'}.u32 %bbp_p, $1, 0;",
                "vote.sync.ballot.b32 %bbp_b, %bbp_p, %bbp_m;",
                "setp.ne.u32 %bbp_p, %bbp_b, 0;", "selp.u32 %bbp_h, 1, 0, %bbp_p;",
                "popc.b32 %bbp_b, %bbp_b;", "mov.b64 $0, {%bbp_b, %bbp_h};", "}"]
        asm = "\\0A\\09".join(body)
        return lines + [f'  {P}uc.{n} = call i64 asm sideeffect "{asm}", "=l,r"(i32 '
                        f"{predicate}) convergent nounwind"], f"{P}uc.{n}"
    if condition is None:
        active, _ = _active(target, wave_size, f"u{n}")
        lines += active
        taken = f"{P}active.u{n}"
    else:
        predicate = condition
        if not when:
            lines.append(f"  {P}un.{n} = xor i1 {condition}, true")
            predicate = f"{P}un.{n}"
        lines += _ballot(target, wave_size, f"u{n}", predicate)
        taken = f"{P}taken.u{n}"
    return lines + [
        f"  {P}ul.{n} = call i64 @llvm.ctpop.i64(i64 {taken})",
        f"  {P}uz.{n} = icmp ne i64 {taken}, 0",
        f"  {P}uw.{n} = zext i1 {P}uz.{n} to i64",
        f"  {P}us.{n} = shl i64 {P}uw.{n}, {PACK_SHIFT}",
        f"  {P}uc.{n} = add i64 {P}ul.{n}, {P}us.{n}",
    ], f"{P}uc.{n}"


def uniform_flush_lines(target: Target, wave_size: int, mode: Mode, word: int, value: str,
                        n: str) -> list[str]:
    """On a uniform loop's exit edge: add an accumulator (``value``: packed, the running
    total as of the iteration each lane left in) to its counter word(s). Each half's
    maximum over the wave is the whole total (AMDGPU: ``wave.reduce.umax``; host: the one
    lane's value); the lowest lane adds it, the others add 0 (one atomic after LLVM's
    atomic optimizer)."""
    pt = ptr_type(target)
    scope = ' syncscope("agent")' if target.kind == AMDGPU else ""
    if target.kind == NVPTX:
        return [f"  {P}uxl.{n} = trunc i64 {value} to i32",
                f"  {P}uxs.{n} = lshr i64 {value}, {PACK_SHIFT}",
                f"  {P}uxh.{n} = trunc i64 {P}uxs.{n} to i32",
                f'  call void asm sideeffect "{_nvptx_uniform_flush_asm(mode, 8 * word)}", '
                f'"l,r,r,r"({pt} {P}row, i32 {P}lt, i32 {P}uxl.{n}, i32 {P}uxh.{n}) '
                "convergent nounwind"]
    if target.kind == HOST:
        lines = [f"  {P}ut.{n} = add i64 {value}, 0"]
    else:
        lines = [f"  {P}uxl.{n} = trunc i64 {value} to i32",
                 f"  {P}uxs.{n} = lshr i64 {value}, {PACK_SHIFT}",
                 f"  {P}uxh.{n} = trunc i64 {P}uxs.{n} to i32",
                 f"  {P}uml.{n} = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 {P}uxl.{n}, "
                 "i32 0)",
                 f"  {P}umh.{n} = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 {P}uxh.{n}, "
                 "i32 0)",
                 f"  {P}uzl.{n} = zext i32 {P}uml.{n} to i64",
                 f"  {P}uzh.{n} = zext i32 {P}umh.{n} to i64",
                 f"  {P}ush.{n} = shl i64 {P}uzh.{n}, {PACK_SHIFT}",
                 f"  {P}ut.{n} = or i64 {P}uzl.{n}, {P}ush.{n}"]
    active, _ = _active(target, wave_size, f"uf{n}")
    lines += active + [
        f"  {P}ub.{n} = and i64 {P}active.uf{n}, {P}lanes_below",
        f"  {P}ue.{n} = icmp eq i64 {P}ub.{n}, 0",
        f"  {P}uv.{n} = select i1 {P}ue.{n}, i64 {P}ut.{n}, i64 0"]
    parts = []   # (word, value) per memory word the mode keeps
    if mode.is_packed:
        parts = [(word, f"{P}uv.{n}")]
    else:
        lines += [f"  {P}uvl.{n} = and i64 {P}uv.{n}, {(1 << PACK_SHIFT) - 1}",
                  f"  {P}uvh.{n} = lshr i64 {P}uv.{n}, {PACK_SHIFT}"]
        if mode.counters == (THREAD, WAVE):
            parts = [(word, f"{P}uvl.{n}"), (word + 1, f"{P}uvh.{n}")]
        elif mode.counters == (THREAD,):
            parts = [(word, f"{P}uvl.{n}")]
        else:
            parts = [(word, f"{P}uvh.{n}")]
    for k, (w, v) in enumerate(parts):
        lines += [f"  {P}up{k}.{n} = getelementptr inbounds i64, {pt} {P}row, i64 {w}",
                  f"  {P}uo{k}.{n} = atomicrmw add {pt} {P}up{k}.{n}, i64 {v}{scope} "
                  "monotonic, align 8"]
    return lines


def _nvptx_uniform_flush_asm(mode: Mode, offset: int) -> str:
    """``$0``: the row, ``$1``: %lanemask_lt, ``$2``/``$3``: the two halves of this lane's
    accumulator. Each half's maximum over the exiting lanes (``redux.sync.max``), added by
    the lowest lane to the word ``offset`` bytes into the row (two words if wide)."""
    body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_l, %bbp_h;",
            ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;", "and.b32 %bbp_b, %bbp_m, $1;",
            "setp.eq.b32 %bbp_p, %bbp_b, 0;", "redux.sync.max.u32 %bbp_l, $2, %bbp_m;",
            "redux.sync.max.u32 %bbp_h, $3, %bbp_m;"]
    if mode.is_packed:
        body += ["mov.b64 %bbp_n, {%bbp_l, %bbp_h};",
                 f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
    else:
        halves = {THREAD: "%bbp_l", WAVE: "%bbp_h"}
        for k, field in enumerate(mode.counters):
            body += [f"cvt.u64.u32 %bbp_n, {halves[field]};",
                     f"@%bbp_p red.global.add.u64 [$0+{offset + 8 * k}], %bbp_n;"]
    return "\\0A\\09".join(body + ["}"])


def _nvptx_same_count_flush_asm(mode: Mode, offset: int, edge_offset: int | None) -> str:
    """A loop flush where every active lane holds the same count ``$2`` (warp-uniform
    kernels): the elected lane adds ``$2 x lanes`` threads and ``$2`` waves, and the exit
    edge's lanes and one wave when it is counted; the other lanes branch past both (one
    branch for both atomics: predicated, ptxas gives each its own)."""
    body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;",
            ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;", "and.b32 %bbp_b, %bbp_m, $1;",
            "setp.ne.b32 %bbp_p, %bbp_b, 0;", "@%bbp_p bra BBP_SKIP_${:uid};",
            "popc.b32 %bbp_b, %bbp_m;", "mul.lo.u32 %bbp_s, $2, %bbp_b;"]
    if mode.is_packed:
        body += ["mov.b64 %bbp_n, {%bbp_s, $2};"]
    elif mode.counters == (THREAD,):
        body += ["cvt.u64.u32 %bbp_n, %bbp_s;"]
    else:
        body += ["cvt.u64.u32 %bbp_n, $2;"]
    body += [f"red.global.add.u64 [$0+{offset}], %bbp_n;"]
    if edge_offset is not None:
        body += _nvptx_entry_value(mode, "%bbp_w")
        body += [f"red.global.add.u64 [$0+{edge_offset}], %bbp_n;"]
    return "\\0A\\09".join(body + ["BBP_SKIP_${:uid}:", "}"])


def _nvptx_flush_asm(mode: Mode, offset: int, edge_offset: int | None = None) -> str:
    """``$0``: the row, ``$1``: %lanemask_lt, ``$2``: this lane's count; the word is at
    ``offset`` bytes into the row; the exit edge's word (the exiting lanes, and one wave
    when packed) at ``edge_offset``."""
    body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;",
            ".reg .b64 %bbp_n, %bbp_v;", "activemask.b32 %bbp_m;",
            "and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;"]
    if THREAD in mode.counters:
        body += ["redux.sync.add.u32 %bbp_s, $2, %bbp_m;", "cvt.u64.u32 %bbp_n, %bbp_s;"]
    if WAVE in mode.counters:
        body += ["redux.sync.max.u32 %bbp_w, $2, %bbp_m;", "cvt.u64.u32 %bbp_v, %bbp_w;"]
    if mode.is_packed:
        body += [f"shl.b64 %bbp_v, %bbp_v, {PACK_SHIFT};", "add.u64 %bbp_n, %bbp_n, %bbp_v;",
                 f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
    elif mode.counters == (THREAD, WAVE):
        body += [f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;",
                 f"@%bbp_p red.global.add.u64 [$0+{offset + 8}], %bbp_v;"]
    elif mode.counters == (THREAD,):
        body += [f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
    else:
        body += [f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_v;"]
    if edge_offset is not None:
        body += ["popc.b32 %bbp_b, %bbp_m;"]
        body += _nvptx_entry_value(mode, "%bbp_w")
        body += [f"@%bbp_p red.global.add.u64 [$0+{edge_offset}], %bbp_n;"]
    return "\\0A\\09".join(body + ["}"])


def cfg_hash_line(target: Target, value: int) -> str:
    space = " addrspace(1)" if target.counter_addrspace == 1 else ""
    return f"@{CFG_HASH_SYMBOL} ={space} constant i64 {value}, align 8"


# Signatures of every intrinsic the counting code calls.
INTRINSICS = {
    "llvm.nvvm.read.ptx.sreg.smid": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.z": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ntid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ntid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.lanemask.lt": "i32 ()",
    "llvm.amdgcn.s.getreg": "i32 (i32 immarg)",
    "llvm.amdgcn.workgroup.id.x": "i32 ()",
    "llvm.amdgcn.workitem.id.x": "i32 ()",
    "llvm.amdgcn.mbcnt.lo": "i32 (i32, i32)",
    "llvm.amdgcn.mbcnt.hi": "i32 (i32, i32)",
    "llvm.amdgcn.ballot.i64": "i64 (i1)",
    "llvm.amdgcn.ballot.i32": "i32 (i1)",
    "llvm.ctpop.i64": "i64 (i64)",
    "llvm.amdgcn.wave.reduce.umax.i32": "i32 (i32, i32 immarg)",
}
def declarations(inserted: list[str], declared: frozenset[str]) -> list[str]:
    """``declare`` lines for the intrinsics ``inserted`` calls and the module does not
    declare (``declared``: the names the module declares)."""
    code = "\n".join(inserted)
    out = []
    for name, signature in INTRINSICS.items():
        if name not in declared and f"@{name}(" in code:
            result, params = signature.split(" ", 1)
            out.append(f"declare {result} @{name}{params}")
    return sorted(out)
