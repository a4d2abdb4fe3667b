"""NVPTX's counting code: inline PTX statements.

The block code is one inline PTX statement (``activemask``, the election against
``%lanemask_lt``, a predicated ``red.global.add.u64`` at an immediate offset from the
row): no branch, so the block is not split and ptxas reconverges warps where it would in
the plain kernel. Edge code (``vote.sync.ballot``), loop flushes (``redux.sync``, sm_80 and
newer) and uniform-chain contributions are one statement each too; a uniform loop's exit
flushes its chain and all its flags in one (``loop_exit_flush_lines``). The entry code reads
``%smid``, the thread's flat index and ``%lanemask_lt`` once per function entry. Detour and
side flags' ballots name an ``activemask`` read once for the lanes that reach them all (a
loop iteration's, a straight-line run's): ptxas keeps every ``activemask`` statement, so
one per flag costs an instruction per flag. A group of side flags spreads its atomics
over the lanes (``side_flush_lines``): one ``red`` instruction per group.
"""

from __future__ import annotations

from bbprof.instrument.counting.capabilities import Capabilities
from bbprof.instrument.counting.common import P, ptr_type, row_lines
from bbprof.instrument.layout import CounterLayout
from bbprof.instrument.modes import PACK_SHIFT, THREAD, WAVE, Mode
from bbprof.instrument.sites import TRIP_BINS, TRIP_PERIOD
from bbprof.ir.target import Target

_NEWLINE = "\\0A\\09"   # between PTX statements in an inline-asm string


class NVPTXCounting:
    """The counting code of one function (32 lanes per warp) in ``mode``."""

    def __init__(self, target: Target, wave_size: int, mode: Mode):
        self.target, self.wave_size, self.mode = target, wave_size, mode
        self.pt = ptr_type(target)

    def entry_lines(self, arch: str | None, layout: CounterLayout) -> list[str]:
        """Compute ``%__bbprof.row`` and ``%__bbprof.lanes_below`` (and ``%__bbprof.lt``,
        the ``%lanemask_lt`` the statements elect with) once per function entry."""
        return [
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
            *row_lines(self.target, layout),
        ]

    def count_function(self) -> list[str]:
        """NVPTX needs no counting function: every piece is inline."""
        return []

    group_function = count_function

    def _entry_value(self, one: str) -> list[str]:
        """PTX setting ``%bbp_n`` to what one counted entry adds, from its lanes in
        ``%bbp_b``: lanes and one wave as the register pair ``{lanes, 1}`` (packed;
        ``one``: a free .b32 register for the 1), one wave (wave_hits only), or the lanes."""
        mode = self.mode
        if mode.is_packed:
            return [f"mov.b32 {one}, 1;", f"mov.b64 %bbp_n, {{%bbp_b, {one}}};"]
        if mode.counters == (WAVE,):
            return ["mov.u64 %bbp_n, 1;"]
        return ["cvt.u64.u32 %bbp_n, %bbp_b;"]

    def top_lines(self, word: int) -> list[str]:
        """One inline PTX statement: active mask, election, a predicated ``red`` per word,
        at an immediate offset from the row (no address arithmetic per block, one IR line).

        The packed value is the register pair ``{lanes, 1}``: no 64-bit add (8 to 24 fewer
        SASS instructions per corpus kernel on sm_90a). ``elect.sync`` (sm_90) was tried
        for the election and cost more: ptxas guards it with a divergence test in every
        block."""
        mode = self.mode
        offset = 8 * word
        value = self._entry_value("%bbp_h")
        reds = [f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
        if mode.counters == (THREAD, WAVE) and not mode.is_packed:
            reds.append(f"@%bbp_p red.global.add.u64 [$0+{offset + 8}], 1;")
        election = ["and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;"]
        lanes = ["popc.b32 %bbp_b, %bbp_m;"] if THREAD in mode.counters else []
        body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_h;",
                ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;", *election, *lanes, *value,
                *reds, "}"]
        asm = _NEWLINE.join(body)
        return [f'  call void asm sideeffect "{asm}", "l,r"(ptr addrspace(1) {P}row, '
                f"i32 {P}lt) convergent nounwind"]

    def group_lines(self, word: int) -> list[str]:
        """A kernel's entry counter, once per block (CTA): one inline PTX statement in
        which the thread whose flat index (``$1``) is 0 adds the block's threads
        (``%ntid`` x y z) and warps, what every warp's elected lane would add together.
        No branch; ``red`` at an immediate offset from the row, as ``top_lines``."""
        mode = self.mode
        offset = 8 * word
        if mode.is_packed:
            value, reds = ["mov.b64 %bbp_n, {%bbp_a, %bbp_b};"], [
                f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
        else:   # one field (the tree counts both fields packed only)
            field = "%bbp_a" if mode.counters == (THREAD,) else "%bbp_b"
            value, reds = [f"cvt.u64.u32 %bbp_n, {field};"], [
                f"@%bbp_p red.global.add.u64 [$0+{offset}], %bbp_n;"]
        body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_a, %bbp_b;",
                ".reg .b64 %bbp_n;", "setp.eq.u32 %bbp_p, $1, 0;",
                "mov.u32 %bbp_a, %ntid.x;", "mov.u32 %bbp_b, %ntid.y;",
                "mul.lo.u32 %bbp_a, %bbp_a, %bbp_b;", "mov.u32 %bbp_b, %ntid.z;",
                "mul.lo.u32 %bbp_a, %bbp_a, %bbp_b;", "add.u32 %bbp_b, %bbp_a, 31;",
                "shr.u32 %bbp_b, %bbp_b, 5;", *value, *reds, "}"]
        asm = _NEWLINE.join(body)
        return [f'  call void asm sideeffect "{asm}", "l,r"(ptr addrspace(1) {P}row, '
                f"i32 {P}flat) convergent nounwind"]

    def edge_lines(self, word: int, tag: str, predicate: list[str],
                   predicate_value: str) -> tuple[list[str], str | None]:
        """Counter before a block's terminator for one out-edge: one inline PTX statement
        (``vote.sync.ballot`` of the branch condition ``predicate_value``, a predicated
        ``red`` of the lanes that take the edge, when any do). It splits no block (no
        tail block: None)."""
        n = tag
        body = ["{", ".reg .pred %bbp_p, %bbp_t;", ".reg .b32 %bbp_m, %bbp_b, %bbp_v;",
                ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;", "setp.ne.u32 %bbp_t, $2, 0;",
                "vote.sync.ballot.b32 %bbp_v, %bbp_t, %bbp_m;", "and.b32 %bbp_b, %bbp_m, $1;",
                "setp.eq.b32 %bbp_p, %bbp_b, 0;", "setp.ne.and.b32 %bbp_p, %bbp_v, 0, %bbp_p;",
                "popc.b32 %bbp_b, %bbp_v;",
                *self._entry_value("%bbp_v"),
                f"@%bbp_p red.global.add.u64 [$0+{8 * word}], %bbp_n;", "}"]
        asm = _NEWLINE.join(body)
        return predicate + [
            f"  {P}sel32.{n} = zext i1 {predicate_value} to i32",
            f'  call void asm sideeffect "{asm}", "l,r,r"(ptr addrspace(1) {P}row, '
            f"i32 {P}lt, i32 {P}sel32.{n}) convergent nounwind"], None

    def flush_lines(self, word: int, value: str, tag: str, j: str,
                    edge_word: int | None = None, uniform: bool = False,
                    trips: int | None = None, back_edges: bool = False) -> list[str]:
        """On a loop's exit edge: one inline PTX statement that reduces the exiting lanes'
        register counts (``value``, i64) with ``redux.sync`` (sm_80 and newer) — thread_hits
        their sum, wave_hits their maximum — and lets the lowest lane add the result.

        ``edge_word``: the exit edge is counted too (spanning tree), in the same statement
        (one election). ``uniform``: the kernel is warp-uniform, so every exiting lane holds
        the same count: no reduction, the elected lane adds ``count x lanes`` (and
        ``count`` waves), both words behind one branch.

        ``trips``: the first word of the loop's trip histogram (``sites.TRIP_WORDS``):
        the elected lane also adds one to the bin of the wave's count (the exiting
        lanes' longest run) and that count // 16 to the word after the bins;
        ``back_edges``: ``value`` counts the back edge (spanning tree), one less than
        the runs the histogram records."""
        n = f"{tag}.{j}"
        offsets = (8 * word, None if edge_word is None else 8 * edge_word,
                   None if trips is None else (8 * trips, int(back_edges)))
        asm = self._same_count_flush_asm(*offsets) if uniform else self._flush_asm(*offsets)
        return [f"  {P}x32.{n} = trunc i64 {value} to i32",
                f'  call void asm sideeffect "{asm}", "l,r,r"('
                f"{self.pt} {P}row, i32 {P}lt, i32 {P}x32.{n}) convergent nounwind"]

    def _flush_asm(self, offset: int, edge_offset: int | None = None,
                   trips_offset: tuple[int, int] | None = None) -> str:
        """``$0``: the row, ``$1``: %lanemask_lt, ``$2``: this lane's count; the word is at
        ``offset`` bytes into the row; the exit edge's word (the exiting lanes, and one
        wave when packed) at ``edge_offset``."""
        mode = self.mode
        body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;",
                ".reg .b64 %bbp_n, %bbp_v;", "activemask.b32 %bbp_m;",
                "and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;"]
        if THREAD in mode.counters:
            body += ["redux.sync.add.u32 %bbp_s, $2, %bbp_m;", "cvt.u64.u32 %bbp_n, %bbp_s;"]
        if WAVE in mode.counters:
            body += ["redux.sync.max.u32 %bbp_w, $2, %bbp_m;", "cvt.u64.u32 %bbp_v, %bbp_w;"]
        if trips_offset is not None:
            body += _trip_lines("%bbp_w", "@%bbp_p ", *trips_offset)
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
            body += self._entry_value("%bbp_w")
            body += [f"@%bbp_p red.global.add.u64 [$0+{edge_offset}], %bbp_n;"]
        return _NEWLINE.join(body + ["}"])

    def _same_count_flush_asm(self, offset: int, edge_offset: int | None,
                              trips_offset: tuple[int, int] | None = None) -> str:
        """A loop flush where every active lane holds the same count ``$2`` (warp-uniform
        kernels): the elected lane adds ``$2 x lanes`` threads and ``$2`` waves, and the
        exit edge's lanes and one wave when it is counted; the other lanes branch past both
        (one branch for both atomics: predicated, ptxas gives each its own)."""
        mode = self.mode
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
            body += self._entry_value("%bbp_w")
            body += [f"red.global.add.u64 [$0+{edge_offset}], %bbp_n;"]
        if trips_offset is not None:
            body += _trip_lines("$2", "", *trips_offset)
        return _NEWLINE.join(body + ["BBP_SKIP_${:uid}:", "}"])

    def _add_halves(self, thread: str, wave: str, offset: int, guard: str = "",
                    row: str = "$0") -> list[str]:
        """The PTX that adds a thread count and a wave count (b32 registers ``thread``,
        ``wave``) to the word(s) ``offset`` bytes past ``row`` (b64; ``$0``, the row, by
        default): one packed ``red.global.add.u64`` of ``{thread, wave}``, or one per
        counted field, each widened (``%bbp_n`` the b64 scratch); ``guard`` (``"@%p "``)
        on every ``red``."""
        if self.mode.is_packed:
            return [f"mov.b64 %bbp_n, {{{thread}, {wave}}};",
                    f"{guard}red.global.add.u64 [{row}+{offset}], %bbp_n;"]
        halves = {THREAD: thread, WAVE: wave}
        out = []
        for k, field in enumerate(self.mode.counters):
            out += [f"cvt.u64.u32 %bbp_n, {halves[field]};",
                    f"{guard}red.global.add.u64 [{row}+{offset + 8 * k}], %bbp_n;"]
        return out

    def uniform_contribution(self, n: str, condition: str | None,
                             when: bool) -> tuple[list[str], str]:
        """``%__bbprof.uc.<n>``, one iteration's packed value for an accumulator of
        ``uniform_loops.py``, from one inline PTX statement: the ballot (of the active
        lanes, or of those for which ``condition`` is ``when``), its popcount and whether
        it is non-zero, as the register pair {lanes, any}."""
        lines: list[str] = []
        predicate = "1"
        if condition is not None:
            lines.append(f"  {P}ui.{n} = zext i1 {condition} to i32")
            predicate = f"{P}ui.{n}"
        body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_h;",
                "activemask.b32 %bbp_m;", f"setp.{'ne' if when else 'eq'}.u32 %bbp_p, $1, 0;",
                "vote.sync.ballot.b32 %bbp_b, %bbp_p, %bbp_m;",
                "setp.ne.u32 %bbp_p, %bbp_b, 0;", "selp.u32 %bbp_h, 1, 0, %bbp_p;",
                "popc.b32 %bbp_b, %bbp_b;", "mov.b64 $0, {%bbp_b, %bbp_h};", "}"]
        asm = _NEWLINE.join(body)
        return lines + [f'  {P}uc.{n} = call i64 asm sideeffect "{asm}", "=l,r"(i32 '
                        f"{predicate}) convergent nounwind"], f"{P}uc.{n}"

    detour_type = "i32"   # a flag's accumulators: the lane's, the warp's

    def detour_mask_lines(self, n: str) -> tuple[list[str], str | None]:
        """The active lanes (``activemask``, i32) that ``detour_update``'s ballots name
        (its ``mask``), read once: at the loop header for every flag read before the exit
        (segment 0: every lane of the iteration reaches those chain blocks), at the chain
        block for the others. None when the mode counts no waves."""
        if WAVE not in self.mode.counters:
            return [], None
        return [f'  {P}dm.{n} = call i32 asm sideeffect "activemask.b32 $0;", "=r"() '
                "convergent nounwind"], f"{P}dm.{n}"

    def detour_update(self, n: str, flag: str, thread: bool, acc_thread: tuple[str, str],
                      acc_wave: tuple[str, str], mask: str | None = None
                      ) -> tuple[list[str], tuple[bool, bool]]:
        """One iteration's growth of a detour flag's accumulators (``acc_*``: the header
        phi's name and the grown value's; ``flag``: i1, this lane ran the detour), each
        an inline PTX statement that adds 1 in place (a tied operand) under a predicate:
        the lane's thread count when its flag is set, the warp's wave count when the
        ballot of the flag over ``mask`` (``detour_mask_lines``) is not zero — the same in
        every lane, so ptxas keeps it in a uniform register: ballot, compare, predicated
        add, three uniform instructions. Returns the lines and which of the two
        accumulators exist (the thread count not when ``thread`` is False: the flush
        derives it).

        Against an IR ``add`` of the widened flag and a ballot clipped by ``min.u32``
        (one ``activemask`` per flag), ptxas's loop for sm_90 took 375 SASS instructions
        instead of 405 for gelu_erf_loop and 651 instead of 706 for libdevice_mix (plain
        309, 541; the same registers). ``vote.sync.any.pred`` for the wave count cost more
        (ptxas keeps the votes in uniform predicates, of which it has 7, and spills them
        to uniform registers: 411, 670)."""
        want = (THREAD in self.mode.counters and thread, WAVE in self.mode.counters)
        lines = [f"  {P}dz.{n} = zext i1 {flag} to i32"]
        if want[0]:
            body = ["{", ".reg .pred %bbp_p;", "setp.ne.u32 %bbp_p, $1, 0;",
                    "@%bbp_p add.u32 $0, $0, 1;", "}"]
            lines.append(f'  {acc_thread[1]} = call i32 asm "{_NEWLINE.join(body)}", '
                         f'"=r,r,0"(i32 {P}dz.{n}, i32 {acc_thread[0]}) nounwind')
        if want[1]:
            body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_b;",
                    "setp.ne.u32 %bbp_p, $1, 0;", "vote.sync.ballot.b32 %bbp_b, %bbp_p, $2;",
                    "setp.ne.u32 %bbp_p, %bbp_b, 0;", "@%bbp_p add.u32 $0, $0, 1;", "}"]
            lines.append(f'  {acc_wave[1]} = call i32 asm sideeffect "{_NEWLINE.join(body)}", '
                         f'"=r,r,r,0"(i32 {P}dz.{n}, i32 {mask}, i32 {acc_wave[0]}) '
                         "convergent nounwind")
        return lines, want

    def loop_exit_flush_lines(self, chains: list[tuple[int, str, str]],
                              detours: list[tuple[int, str | None, str | None, str,
                                                  tuple[str, str] | None]]) -> list[str]:
        """On a uniform loop's exit edge: every accumulator of the loop to memory in one
        inline PTX statement. ``chains``: ``(word, value, n)``, an accumulator (packed
        i64: each half's maximum over the exiting lanes, ``redux.sync.max``, is the
        whole); ``detours``: ``(word, thread, wave, n, complement)``, a flag's i32 counts
        (thread_hits the lanes' sum, wave_hits their maximum; ``complement``: the thread
        count is the segment's lanes, the chain accumulator's low half, minus the lanes'
        sum of the other side's). One ``activemask`` and election serve them all, and
        the lanes other than the lowest branch past all the ``red`` instructions at once:
        a flush per accumulator, as before, cost a branch region apiece
        (``BSSY``/``BRA``/``BSYNC`` around its predicated ``red``), and the warps of a
        grid-stride loop all run their exits together at the kernel's end, where nothing
        hides their latency (libdevice_mix, H100, Nsight Compute's stall samples: the
        code run once per warp 766 samples against the plain kernel's 56, of 16,348)."""
        mode = self.mode
        lines: list[str] = []
        operands: list[str] = [f"{self.pt} {P}row", f"i32 {P}lt"]
        body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b;",
                f".reg .b32 %bbp_t<{len(chains) + len(detours)}>;",
                f".reg .b32 %bbp_w<{len(chains) + len(detours)}>;", ".reg .b64 %bbp_n;",
                "activemask.b32 %bbp_m;"]

        def operand(value: str) -> str:
            operands.append(f"i32 {value}")
            return f"${len(operands) - 1}"

        for k, (_, value, n) in enumerate(chains):
            lines += [f"  {P}uxl.{n} = trunc i64 {value} to i32",
                      f"  {P}uxs.{n} = lshr i64 {value}, {PACK_SHIFT}",
                      f"  {P}uxh.{n} = trunc i64 {P}uxs.{n} to i32"]
            body += [f"redux.sync.max.u32 %bbp_t{k}, {operand(f'{P}uxl.{n}')}, %bbp_m;",
                     f"redux.sync.max.u32 %bbp_w{k}, {operand(f'{P}uxh.{n}')}, %bbp_m;"]
        for k, (_, thread, wave, n, complement) in enumerate(detours, start=len(chains)):
            t, w = f"%bbp_t{k}", f"%bbp_w{k}"
            if THREAD in mode.counters and complement is not None:
                lines.append(f"  {P}dcl.{n} = trunc i64 {complement[0]} to i32")
                body += [f"redux.sync.max.u32 {t}, {operand(f'{P}dcl.{n}')}, %bbp_m;",
                         f"redux.sync.add.u32 %bbp_b, {operand(complement[1])}, %bbp_m;",
                         f"sub.u32 {t}, {t}, %bbp_b;"]
            elif THREAD in mode.counters and thread is not None:
                body.append(f"redux.sync.add.u32 {t}, {operand(thread)}, %bbp_m;")
            else:
                body.append(f"mov.b32 {t}, 0;")
            if WAVE in mode.counters and wave is not None:
                body.append(f"redux.sync.max.u32 {w}, {operand(wave)}, %bbp_m;")
            else:
                body.append(f"mov.b32 {w}, 0;")
        body += ["and.b32 %bbp_b, %bbp_m, $1;", "setp.ne.b32 %bbp_p, %bbp_b, 0;",
                 "@%bbp_p bra BBP_SKIP_${:uid};"]
        words = [c[0] for c in chains] + [d[0] for d in detours]
        for k, word in enumerate(words):
            body += self._add_halves(f"%bbp_t{k}", f"%bbp_w{k}", 8 * word)
        asm = _NEWLINE.join(body + ["BBP_SKIP_${:uid}:", "}"])
        constraints = ",".join(["l"] + ["r"] * (len(operands) - 1))
        return lines + [f'  call void asm sideeffect "{asm}", "{constraints}"'
                        f'({", ".join(operands)}) convergent nounwind']

    def side_mask_lines(self, tag: str) -> tuple[list[str], str]:
        """The active lanes (``activemask``, i32) at the top of a run's first flag block,
        read once for the run's ballots and flushes (``side_ballot_lines``,
        ``side_flush_lines``): every thread that runs a chain block of a run runs the
        rest of it (``straight_flags.py``)."""
        return [f'  {P}sm.{tag} = call i32 asm sideeffect "activemask.b32 $0;", "=r"() '
                "convergent nounwind"], f"{P}sm.{tag}"

    def side_ballot_lines(self, tag: str, flag: str, mask: str) -> tuple[list[str], str]:
        """The ballot of the i1 ``flag`` over the lanes ``mask`` (``side_mask_lines``; one
        inline PTX statement, the same in every lane), for a side flag of
        ``straight_flags.py`` whose counter is added later (``side_flush_lines``)."""
        body = ["{", ".reg .pred %bbp_p;", "setp.ne.u32 %bbp_p, $1, 0;",
                "vote.sync.ballot.b32 $0, %bbp_p, $2;", "}"]
        return ([f"  {P}sz.{tag} = zext i1 {flag} to i32",
                 f'  {P}sb.{tag} = call i32 asm sideeffect "{_NEWLINE.join(body)}", '
                 f'"=r,r,r"(i32 {P}sz.{tag}, i32 {mask}) convergent nounwind'], f"{P}sb.{tag}")

    def side_complement_lines(self, tag: str, base: str, other: str) -> tuple[list[str], str]:
        """A side flag's ballot as ``base & ~other`` (two ballots already computed, i32:
        ``straight_flags._complement``), in plain IR: no ``vote`` of its own."""
        return ([f"  {P}sc.{tag} = xor i32 {other}, -1",
                 f"  {P}sb.{tag} = and i32 {base}, {P}sc.{tag}"], f"{P}sb.{tag}")

    def side_flush_lines(self, words: list[int], ballots: list[str], mask: str) -> list[str]:
        """Several side flags' counters in one inline PTX statement: for each ballot (i32,
        the same in every lane) its lanes and one wave when it is non-zero, added to its
        word; a flag no lane set adds 0.

        A group of at least ``LANE_FLUSH`` flags (their words evenly spaced: they are, one
        flag after the other) spreads its atomics over the lanes (``_lane_flush``): the
        lane of rank ``k`` among the lanes ``mask`` adds flag ``k``'s counts, one ``red`` at a
        per-lane address for the whole group. A smaller group is added by the lowest
        active lane, flag by flag, while the other lanes branch past every ``red`` (a
        predicated ``red`` gets a branch of its own from ptxas)."""
        mode = self.mode
        stride = words[1] - words[0] if len(words) > 1 else 0
        if (len(words) >= LANE_FLUSH and stride in (1, 2)
                and all(b - a == stride for a, b in zip(words, words[1:]))):
            body = self._lane_flush(words[0], stride, len(words))
        else:
            body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_b, %bbp_h;", ".reg .b64 %bbp_n;",
                    "and.b32 %bbp_b, $2, $1;", "setp.ne.b32 %bbp_p, %bbp_b, 0;",
                    "@%bbp_p bra BBP_SKIP_${:uid};"]
            for k, word in enumerate(words):
                ballot, offset = f"${k + 3}", 8 * word
                if THREAD in mode.counters:
                    body.append(f"popc.b32 %bbp_b, {ballot};")
                if WAVE in mode.counters:
                    body.append(f"min.u32 %bbp_h, {ballot}, 1;")
                body += self._add_halves("%bbp_b", "%bbp_h", offset)
            body += ["BBP_SKIP_${:uid}:", "}"]
        asm = _NEWLINE.join(body)
        constraints = ",".join(["l", "r", "r"] + ["r"] * len(words))
        args = ", ".join([f"{self.pt} {P}row", f"i32 {P}lt", f"i32 {mask}"]
                         + [f"i32 {b}" for b in ballots])
        return [f'  call void asm sideeffect "{asm}", "{constraints}"({args}) convergent nounwind']

    def _lane_flush(self, first: int, stride: int, count: int) -> list[str]:
        """``side_flush_lines``'s PTX for ``count`` ballots ``$3...`` whose words are
        ``first``, ``first + stride``, ...: the lane of rank ``r`` among the ``A`` lanes of
        the mask ``$2`` adds flag ``r``'s counts at ``$0 + 8 * (first + stride * r)``, the
        flag's ballot selected by a tree of ``selp`` on the bits of ``r`` (bit ``j`` at
        level ``j``).

        Where ``A >= count`` (a full warp: the usual case) that is one straight run of
        instructions, the ``red`` predicated on the lane having a flag (rank below
        ``count``) that some lane set: lanes ranked ``count`` and above, and flags no lane
        set, issue no atomic. Round 10 had every lane add, zero where it had nothing
        (gemm_gelu, whose flags are set: 1.098x against 1.115x with the loop of rounds on
        the H200); on FlagGems' ``pow`` (16M elements, 8 flags of which 4 are ever set,
        262,144 warps) those idle lanes were 28 of 32 atomics per warp, most of them to one
        word: 1.642x its plain time, 1.194x predicated (H100, bench/h100_round21,
        scripts/bench_ir_variants.py). Fewer lanes than flags
        (``A < count``) branch, uniformly, to rounds: lane ``r`` takes flags ``r``,
        ``r + A``, ``r + 2A``, ... while flags are left, so that every flag below
        ``count`` is one lane's in exactly one round."""
        levels = (count - 1).bit_length()
        body = ["{", ".reg .pred %bbp_p;", f".reg .pred %bbp_q<{levels}>;",
                f".reg .b32 %bbp_b, %bbp_h, %bbp_w, %bbp_a, %bbp_r, %bbp_k, %bbp_x<{count}>;",
                ".reg .b64 %bbp_n, %bbp_o;",
                "popc.b32 %bbp_a, $2;", "and.b32 %bbp_b, $2, $1;", "popc.b32 %bbp_r, %bbp_b;",
                f"setp.lt.u32 %bbp_p, %bbp_a, {count};", "@%bbp_p bra.uni BBP_ROUNDS_${:uid};",
                f"min.u32 %bbp_k, %bbp_r, {count - 1};"]
        chosen = self._select_ballot(body, count, levels)
        body += [f"setp.lt.u32 %bbp_p, %bbp_r, {count};",
                 f"setp.ne.and.b32 %bbp_p, {chosen}, 0, %bbp_p;"]
        body += self._lane_add(first, stride, chosen, "@%bbp_p ")
        body += ["bra.uni BBP_DONE_${:uid};", "BBP_ROUNDS_${:uid}:",
                 "mov.u32 %bbp_k, %bbp_r;", "BBP_ROUND_${:uid}:"]
        chosen = self._select_ballot(body, count, levels)
        body += [f"setp.lt.u32 %bbp_p, %bbp_k, {count};",
                 f"setp.ne.and.b32 %bbp_p, {chosen}, 0, %bbp_p;"]
        body += self._lane_add(first, stride, chosen, "@%bbp_p ")
        # the next round while flags are left: base + A < count, base = k - r (uniform)
        return body + ["add.u32 %bbp_k, %bbp_k, %bbp_a;", "sub.u32 %bbp_b, %bbp_k, %bbp_r;",
                       f"setp.lt.u32 %bbp_p, %bbp_b, {count};",
                       "@%bbp_p bra.uni BBP_ROUND_${:uid};", "BBP_DONE_${:uid}:", "}"]

    @staticmethod
    def _select_ballot(body: list[str], count: int, levels: int) -> str:
        """Append the ``selp`` tree that picks ballot ``$(3 + k)`` by the bits of
        ``%bbp_k`` (``count`` ballots, ``levels`` bits); return the register holding it."""
        for j in range(levels):
            body += [f"and.b32 %bbp_b, %bbp_k, {1 << j};", f"setp.ne.b32 %bbp_q{j}, %bbp_b, 0;"]
        values = [f"${k + 3}" for k in range(count)]
        spare = 0
        for j in range(levels):
            paired = []
            for i in range(0, len(values), 2):
                if i + 1 == len(values):
                    paired.append(values[i])
                    continue
                body.append(f"selp.b32 %bbp_x{spare}, {values[i + 1]}, {values[i]}, %bbp_q{j};")
                paired.append(f"%bbp_x{spare}")
                spare += 1
            values = paired
        (chosen,) = values
        return chosen

    def _lane_add(self, first: int, stride: int, ballot: str, guard: str) -> list[str]:
        """Add the lanes and the wave of ``ballot`` (b32) to flag ``%bbp_k``'s word(s):
        ``$0 + 8 * (first + stride * k)``; ``guard`` on every ``red``."""
        body = [f"shl.b32 %bbp_h, %bbp_k, {2 + stride};",
                "cvt.u64.u32 %bbp_o, %bbp_h;", "add.u64 %bbp_o, $0, %bbp_o;"]
        if THREAD in self.mode.counters:
            body.append(f"popc.b32 %bbp_h, {ballot};")
        if WAVE in self.mode.counters:
            body.append(f"min.u32 %bbp_w, {ballot}, 1;")
        return body + self._add_halves("%bbp_h", "%bbp_w", 8 * first, guard, row="%bbp_o")


LANE_FLUSH = 6   # side flags of one statement from which the lanes share the atomics


#: What NVPTX's counting code can do (``capabilities.py``): one inline PTX statement per
#: piece, ``redux.sync`` flushes from sm_80, side flags in registers; shard rows by SM and
#: warp slot (``layout.py``).
def _trip_lines(value: str, guard: str, offset: int, plus: int) -> list[str]:
    """PTX adding one entry of trip count ``value + plus`` (b32) to the histogram
    ``offset`` bytes into the row ``$0`` (``sites.TRIP_WORDS``): word ``n`` for n < 16,
    word ``16 + n % 16`` above, and ``n // 16`` to the word after the bins; with a
    ``guard`` (lanes that may hold different counts: ``value`` is their maximum), one to
    the next word when their minimum is not ``value``."""
    count = "%bbp_tn"
    return [".reg .pred %bbp_tl;", ".reg .b32 %bbp_tb, %bbp_tq, %bbp_tn;",
            ".reg .b64 %bbp_ta, %bbp_tc;", f"add.u32 %bbp_tn, {value}, {plus};",
            f"setp.lt.u32 %bbp_tl, {count}, {TRIP_PERIOD};",
            f"and.b32 %bbp_tb, {count}, {TRIP_PERIOD - 1};",
            f"add.u32 %bbp_tb, %bbp_tb, {TRIP_PERIOD};",
            f"selp.b32 %bbp_tb, {count}, %bbp_tb, %bbp_tl;",
            "cvt.u64.u32 %bbp_ta, %bbp_tb;", "shl.b64 %bbp_ta, %bbp_ta, 3;",
            "add.u64 %bbp_ta, %bbp_ta, $0;",
            "mov.b64 %bbp_tc, 1;", f"{guard}red.global.add.u64 [%bbp_ta+{offset}], %bbp_tc;",
            f"shr.u32 %bbp_tq, {count}, 4;", "cvt.u64.u32 %bbp_ta, %bbp_tq;",
            f"{guard}red.global.add.u64 [$0+{offset + 8 * TRIP_BINS}], %bbp_ta;"] + (
        [] if not guard else    # lanes that ran it different numbers of times
        ["redux.sync.min.u32 %bbp_tq, $2, %bbp_m;", "setp.ne.u32 %bbp_tl, %bbp_tq, %bbp_w;",
         "selp.u64 %bbp_tc, 1, 0, %bbp_tl;",
         f"{guard}red.global.add.u64 [$0+{offset + 8 * (TRIP_BINS + 1)}], %bbp_tc;"])


CAPABILITIES = Capabilities(
    kind="nvptx", side_flags=True, redux_from_sm=80, entry_per_group="ntid",
    records_trips=True,
    workgroup_attributes=("nvvm.reqntid", "nvvm.maxntid"), regroups_side_flags=True,
    occupancy_attribute="nvvm.maxnreg",
    arch_example="sm_90a", shards=2048, wave_slots=8,
    shard_rule=lambda arch: "(smid * 8 + warp index in CTA % 8) % shards")
