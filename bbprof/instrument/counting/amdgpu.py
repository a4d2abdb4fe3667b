"""AMDGPU's counting code: LLVM IR over the wave's lane masks.

``llvm.amdgcn.ballot`` (i64 for wave64, i32 for wave32) reads the active lanes, ``mbcnt``
the lane id; atomics are ``atomicrmw add`` at agent scope. A block's counter is one call
of ``@__bbprof.count.w<wave size>``, an internal always-inline function whose election is a
branch: inlined by the back end (every AMDGPU code generator runs the always-inliner, even
at -O0), it splits the caller's block and LLVM renames the successors' phis. Edge code and
loop flushes are written inline; the edge code's election branch opens
``__bbprof.rest.<tag>`` for the block's terminator.

The host (``host.py``) runs this very code with one lane: it overrides only how lanes are
read (``_active``, ``_ballot``, ``_wave_maximum``, ``_wave_total``) and the entry code.
"""

from __future__ import annotations

import re

from bbprof.instrument.counting.capabilities import Capabilities
from bbprof.instrument.counting.common import P, ptr_type, row_lines
from bbprof.instrument.layout import CounterLayout, has_xcc, is_gfx9
from bbprof.instrument.modes import PACK_SHIFT, THREAD, WAVE, Mode
from bbprof.ir.target import Target


# Attributes that promise a kernel reads no workitem/workgroup id (or implicit argument):
# the code that reads them drops them. Every counter reads the x ids; a per-workgroup
# entry counter and the timeline's stamps read every id and the implicit arguments.
X_ID_ATTRIBUTES = re.compile(r' "amdgpu-no-(?:workitem|workgroup)-id-x"')
ID_ATTRIBUTES = re.compile(r' "amdgpu-no-(?:(?:workitem|workgroup)-id-[xyz]|implicitarg-ptr)"')


def implicit_u16(p: str, name: str, offset: int) -> list[str]:
    """``<p><name>`` (i32): the u16 at ``offset`` of the implicit arguments ``<p>ia``."""
    return [f"  {p}{name}.p = getelementptr inbounds i8, ptr addrspace(4) {p}ia, i64 {offset}",
            f"  {p}{name}.h = load i16, ptr addrspace(4) {p}{name}.p, align 2",
            f"  {p}{name} = zext i16 {p}{name}.h to i32"]


def implicit_u32(p: str, name: str, offset: int) -> list[str]:
    """``<p><name>`` (i32): the u32 at ``offset`` of the implicit arguments ``<p>ia``."""
    return [f"  {p}{name}.p = getelementptr inbounds i8, ptr addrspace(4) {p}ia, i64 {offset}",
            f"  {p}{name} = load i32, ptr addrspace(4) {p}{name}.p, align 4"]


def lanes_below_lines(wave_size: int, prefix: str = P,
                      result: str = "lanes_below") -> list[str]:
    """Lines computing ``<prefix><result>`` (i64): the mask of the lanes below this one
    (``mbcnt``), the operand of the election ``active & lanes_below == 0`` in the
    timeline's stamps (``amdgpu_stamps.py``)."""
    if wave_size == 64:
        lines = [f"  {prefix}lane_lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)",
                 f"  {prefix}lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 {prefix}lane_lo)"]
    else:
        lines = [f"  {prefix}lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)"]
    return lines + [f"  {prefix}lane64 = zext i32 {prefix}lane to i64",
                    f"  {prefix}bit = shl i64 1, {prefix}lane64",
                    f"  {prefix}{result} = sub i64 {prefix}bit, 1"]


def ballot_lines(wave_size: int, mask: str, narrow: str, predicate: str = "true") -> list[str]:
    """``mask`` (i64): the active lanes for which ``predicate`` (i1) holds; wave32's i32
    ballot is ``narrow``, zero-extended."""
    if wave_size == 64:
        return [f"  {mask} = call i64 @llvm.amdgcn.ballot.i64(i1 {predicate})"]
    return [f"  {narrow} = call i32 @llvm.amdgcn.ballot.i32(i1 {predicate})",
            f"  {mask} = zext i32 {narrow} to i64"]


def unit_lines(arch: str | None, p: str, cu: str, shifted: str) -> list[str]:
    """gfx9: ``<p>unit`` (i32), the compute unit of ``cu`` (HW_ID's CU/SH/SE field, bits
    8-15), times 8 plus ``XCC_ID`` on gfx94x/95x (``<p>xcc``; ``<p><shifted>`` the product):
    the XCC id in the low bits, so that with the default shard count a unit id above 511
    folds onto a lower one and the eight XCDs never fold onto each other. The counting
    code's shard and the timeline's records both name the unit so."""
    if not has_xcc(arch):
        return [f"  {p}unit = or i32 {cu}, 0"]
    # s_getreg_b32 hwreg(HW_REG_XCC_ID, 0, 4)
    return [f"  {p}xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)",
            f"  {p}{shifted} = shl i32 {cu}, 3",
            f"  {p}unit = or i32 {p}{shifted}, {p}xcc"]


def election_lines(active: str, lanes_below: str, below: str, leader: str) -> list[str]:
    """``leader`` (i1): this lane is the lowest of ``active`` (no active lane below it),
    from a mask of the lanes below (``lanes_below_lines``): the timeline's stamps, which
    compute that mask inside each stamp (the counters elect with ``_elect``)."""
    return [f"  {below} = and i64 {active}, {lanes_below}",
            f"  {leader} = icmp eq i64 {below}, 0"]


class AMDGPUCounting:
    """The counting code of one function (``wave_size`` lanes per wave) in ``mode``."""

    scope = ' syncscope("agent")'   # of every atomic

    def __init__(self, target: Target, wave_size: int, mode: Mode):
        self.target, self.wave_size, self.mode = target, wave_size, mode
        self.pt = ptr_type(target)

    # -- how lanes are read ------------------------------------------------------------------

    def entry_lines(self, arch: str | None, layout: CounterLayout) -> list[str]:
        """Compute ``%__bbprof.row`` once per function entry, in scalar registers: the
        wave's slot is the first active lane's work-item id over the wave size (the same
        in every lane of a one-dimensional workgroup; a shard is only where counts are
        summed from, so any wave-uniform choice counts the same)."""
        if is_gfx9(arch):
            # s_getreg_b32 hwreg(HW_REG_HW_ID, 8, 8): the CU, SH and SE ids.
            lines = [f"  {P}hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)",
                     *unit_lines(arch, P, f"{P}hw_id", "hw_units")]
        else:
            lines = [f"  {P}unit = call i32 @llvm.amdgcn.workgroup.id.x()"]
        wave64 = self.wave_size == 64
        lines += [f"  {P}tx = call i32 @llvm.amdgcn.workitem.id.x()",
                  f"  {P}tx.first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 {P}tx)",
                  f"  {P}wave_slot_raw = lshr i32 {P}tx.first, {6 if wave64 else 5}"]
        return lines + row_lines(self.target, layout)

    def _active(self, n: str) -> list[str]:
        """Lines reading the active-lane mask as ``%__bbprof.active.<n>`` (i64)."""
        return ballot_lines(self.wave_size, f"{P}active.{n}", f"{P}active32.{n}")

    def _ballot(self, n: str, predicate: str) -> list[str]:
        """``%__bbprof.taken.<n>``: the active lanes for which ``predicate`` (i1) holds."""
        return ballot_lines(self.wave_size, f"{P}taken.{n}", f"{P}taken32.{n}", predicate)

    def _elect(self, active: str, below: str, leader: str) -> list[str]:
        """``leader`` (i1): this lane is the lowest of ``active`` (i64), i.e. ``mbcnt``
        counts no lane of ``active`` below it (``below``: that count, i32). Computed where
        it is needed, from the mask in scalar registers: no per-lane mask lives across
        the kernel (it took two vector registers for the kernel's lifetime, which with an
        edge block tipped FlagGems' bmm on gfx942 from 8 to 6 waves per SIMD)."""
        lines = [f"  {below}.lo = trunc i64 {active} to i32",
                 f"  {below}.l = call i32 @llvm.amdgcn.mbcnt.lo(i32 {below}.lo, i32 0)"]
        count = f"{below}.l"
        if self.wave_size == 64:
            lines += [f"  {below}.hs = lshr i64 {active}, 32",
                      f"  {below}.hi = trunc i64 {below}.hs to i32",
                      f"  {below} = call i32 @llvm.amdgcn.mbcnt.hi(i32 {below}.hi, "
                      f"i32 {below}.l)"]
            count = below
        return lines + [f"  {leader} = icmp eq i32 {count}, 0"]

    def _wave_maximum(self, value: str, n: str) -> list[str]:
        """``%__bbprof.xw.<n>``: the maximum of the lanes' ``value`` (i64 holding an i32)."""
        return [f"  {P}x32.{n} = trunc i64 {value} to i32",
                f"  {P}xm.{n} = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 {P}x32.{n}, "
                "i32 0)",
                f"  {P}xw.{n} = zext i32 {P}xm.{n} to i64"]

    def _wave_total(self, value: str, n: str) -> list[str]:
        """``%__bbprof.ut.<n>``: the maximum over the wave of each 32-bit half of the
        lanes' packed ``value``."""
        return [f"  {P}uxl.{n} = trunc i64 {value} to i32",
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

    # -- the counting code -------------------------------------------------------------------

    def _atomic(self, n: str, k: int, word: int | str, value: str) -> list[str]:
        return [f"  {P}p{k}.{n} = getelementptr inbounds i64, {self.pt} {P}row, i64 {word}",
                f"  {P}old{k}.{n} = atomicrmw add {self.pt} {P}p{k}.{n}, i64 {value}"
                f"{self.scope} monotonic, align 8"]

    def count_function_name(self) -> str:
        return f"__bbprof.count.w{self.wave_size}"

    def top_lines(self, word: int) -> list[str]:
        """Counter at the top of a block: one call of the module's counting function
        (``count_function``), which the back end's always-inliner expands: the text bbprof
        writes, and LLVM re-reads, grows by a line per block, not by a split block."""
        return [f"  call void @{self.count_function_name()}({self.pt} {P}row, i64 {word})"]

    def count_function(self) -> list[str]:
        """The internal, always-inline function a block's call runs: read the active
        lanes, elect the lowest (``_elect``), and let it add the mode's
        fields at ``row[word]``. Inlined, its branch splits the caller's block, and LLVM
        renames the successors' phis. (The host JIT may call it instead.)"""
        mode = self.mode
        lines = [f"define internal void @{self.count_function_name()}({self.pt} {P}row, "
                 f"i64 %word) alwaysinline convergent nounwind {{",
                 "entry:", *self._active("h"),
                 *self._elect(f"{P}active.h", f"{P}below.h", f"{P}leader.h"),
                 f"  br i1 {P}leader.h, label %count, label %done",
                 "", "count:"]
        if THREAD in mode.counters:
            lines.append(f"  {P}lanes.h = call i64 @llvm.ctpop.i64(i64 {P}active.h)")
        if mode.is_packed:
            lines.append(f"  {P}packed.h = add i64 {P}lanes.h, {1 << PACK_SHIFT}")
            lines += self._atomic("h", 0, "%word", f"{P}packed.h")
        elif mode.counters == (THREAD, WAVE):
            lines += self._atomic("h", 0, "%word", f"{P}lanes.h")
            lines.append("  %word1 = add i64 %word, 1")
            lines += self._atomic("h", 1, "%word1", "1")
        elif mode.counters == (THREAD,):
            lines += self._atomic("h", 0, "%word", f"{P}lanes.h")
        else:
            lines += self._atomic("h", 0, "%word", "1")
        return lines + ["  br label %done", "", "done:", "  ret void", "}", ""]

    def group_function_name(self) -> str:
        return f"__bbprof.group.w{self.wave_size}"

    def group_lines(self, word: int) -> list[str]:
        """A kernel's entry counter, once per workgroup (``group_function``)."""
        return [f"  call void @{self.group_function_name()}({self.pt} {P}row, i64 {word})"]

    def group_function(self) -> list[str]:
        """The internal, always-inline function a kernel's entry runs instead of the
        counting function when its entry is counted per workgroup: the work-item (0, 0, 0)
        adds the workgroup's threads and waves, what every wave's elected lane would
        add together. The sizes are code object v5's implicit arguments: a workgroup below
        ``hidden_block_count`` (u32 at 0, 4, 8) in a dimension has ``hidden_group_size``
        (u16 at 12, 14, 16) work-items there, the partial one at the end
        ``hidden_remainder`` (u16 at 18, 20, 22)."""
        mode, w = self.mode, self.wave_size
        lines = [f"define internal void @{self.group_function_name()}({self.pt} {P}row, "
                 "i64 %word) alwaysinline nounwind {", "entry:",
                 f"  {P}gtx = call i32 @llvm.amdgcn.workitem.id.x()",
                 f"  {P}gty = call i32 @llvm.amdgcn.workitem.id.y()",
                 f"  {P}gtz = call i32 @llvm.amdgcn.workitem.id.z()",
                 f"  {P}gtxy = or i32 {P}gtx, {P}gty",
                 f"  {P}gt = or i32 {P}gtxy, {P}gtz",
                 f"  {P}gfirst = icmp eq i32 {P}gt, 0",
                 f"  br i1 {P}gfirst, label %count, label %done", "", "count:",
                 f"  {P}gia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()"]
        sizes, g = [], f"{P}g"
        for k, axis in enumerate("xyz"):
            lines += [f"  {g}{axis}id = call i32 @llvm.amdgcn.workgroup.id.{axis}()",
                      *implicit_u32(g, f"{axis}blocks", 4 * k),
                      *implicit_u16(g, f"{axis}size", 12 + 2 * k),
                      *implicit_u16(g, f"{axis}rest", 18 + 2 * k),
                      f"  {g}{axis}full = icmp ult i32 {g}{axis}id, {g}{axis}blocks",
                      f"  {g}{axis}n = select i1 {g}{axis}full, i32 {g}{axis}size, "
                      f"i32 {g}{axis}rest"]
            sizes.append(f"{g}{axis}n")
        lines += [f"  {P}gnxy = mul i32 {sizes[0]}, {sizes[1]}",
                  f"  {P}gn = mul i32 {P}gnxy, {sizes[2]}",
                  f"  {P}gnr = add i32 {P}gn, {w - 1}",
                  f"  {P}gw = lshr i32 {P}gnr, {w.bit_length() - 1}",
                  f"  {P}gn64 = zext i32 {P}gn to i64",
                  f"  {P}gw64 = zext i32 {P}gw to i64"]
        if mode.is_packed:
            lines += [f"  {P}gws = shl i64 {P}gw64, {PACK_SHIFT}",
                      f"  {P}gpacked = or i64 {P}gn64, {P}gws"]
            lines += self._atomic("g", 0, "%word", f"{P}gpacked")
        elif mode.counters == (THREAD,):   # (the tree counts both fields packed only)
            lines += self._atomic("g", 0, "%word", f"{P}gn64")
        else:
            lines += self._atomic("g", 0, "%word", f"{P}gw64")
        return lines + ["  br label %done", "", "done:", "  ret void", "}", ""]

    def edge_lines(self, word: int, tag: str, predicate: list[str],
                   predicate_value: str) -> tuple[list[str], str | None]:
        """Counter before a block's terminator for one out-edge: the elected lane adds the
        number of active lanes whose branch condition (``predicate_value``) selects it,
        when there are any (packed with one wave when the mode counts waves: only
        warp-uniform kernels have edge counters then). The election is a branch: the lines
        end by opening the block returned (``__bbprof.rest.<tag>``) for the terminator."""
        n, mode = tag, self.mode
        lines = predicate + self._active(n) + self._ballot(n, predicate_value) + [
            *self._elect(f"{P}active.{n}", f"{P}below.{n}", f"{P}leader.{n}"),
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
        lines += self._atomic(n, 0, word, value)
        rest = f"__bbprof.rest.{n}"
        return lines + [f"  br label %{rest}", "", f"{rest}:"], rest

    def flush_lines(self, word: int, value: str, tag: str, j: str,
                    edge_word: int | None = None, uniform: bool = False,
                    trips: int | None = None, back_edges: bool = False) -> list[str]:
        """On a loop's exit edge: add the exiting lanes' register counts (``value``, i64,
        each lane's runs of the loop block in this entry) to the loop's word(s).
        thread_hits are their sum: every lane adds its own count (the atomic optimizer
        folds a wave's adds into one); wave_hits their maximum, added by the lowest lane:
        the exiting lanes entered together and leave together by the loop's one exit, and
        the wave ran the block once for each run of its longest-running lane.

        ``edge_word``: the exit edge itself is counted too (spanning tree), by the
        counting function, as a block's counter would count the exiting lanes.
        ``uniform`` (a warp-uniform kernel) changes nothing here."""
        if edge_word is not None:
            return self.flush_lines(word, value, tag, j) + self.top_lines(edge_word)
        mode, pt = self.mode, self.pt
        n = f"{tag}.{j}"
        address = f"  {P}xp.{n} = getelementptr inbounds i64, {pt} {P}row, i64 {word}"

        def add(k: int, operand: str) -> list[str]:
            where = f"{P}xp.{n}"
            lines = []
            if k:
                where = f"{P}xp{k}.{n}"
                lines.append(f"  {where} = getelementptr inbounds i64, {pt} {P}xp.{n}, "
                             f"i64 {k}")
            return lines + [f"  {P}xo{k}.{n} = atomicrmw add {pt} {where}, i64 {operand}"
                            f"{self.scope} monotonic, align 8"]

        if mode.counters == (THREAD,):
            return [address, *add(0, value)]
        lines = [address, *self._wave_maximum(value, n), *self._active(f"x{n}"),
                 *self._elect(f"{P}active.x{n}", f"{P}xb.{n}", f"{P}xl.{n}"),
                 f"  {P}xlw.{n} = select i1 {P}xl.{n}, i64 {P}xw.{n}, i64 0"]
        if mode.counters == (WAVE,):
            return lines + add(0, f"{P}xlw.{n}")
        if mode.is_packed:
            return lines + [f"  {P}xls.{n} = shl i64 {P}xlw.{n}, {PACK_SHIFT}",
                            f"  {P}xv.{n} = add i64 {value}, {P}xls.{n}",
                            *add(0, f"{P}xv.{n}")]
        return lines + add(0, value) + add(1, f"{P}xlw.{n}")

    def uniform_contribution(self, n: str, condition: str | None,
                             when: bool) -> tuple[list[str], str]:
        """Lines computing ``%__bbprof.uc.<n>``, one iteration's packed value for an
        accumulator of ``uniform_loops.py``: the lanes of the ballot (the active lanes, or
        those for which ``condition`` is ``when``) plus ``1 << 32`` when there are any.
        The same in every active lane."""
        lines: list[str] = []
        if condition is None:
            lines += self._active(f"u{n}")
            taken = f"{P}active.u{n}"
        else:
            predicate = condition
            if not when:
                lines.append(f"  {P}un.{n} = xor i1 {condition}, true")
                predicate = f"{P}un.{n}"
            lines += self._ballot(f"u{n}", predicate)
            taken = f"{P}taken.u{n}"
        return lines + [
            f"  {P}ul.{n} = call i64 @llvm.ctpop.i64(i64 {taken})",
            f"  {P}uz.{n} = icmp ne i64 {taken}, 0",
            f"  {P}uw.{n} = zext i1 {P}uz.{n} to i64",
            f"  {P}us.{n} = shl i64 {P}uw.{n}, {PACK_SHIFT}",
            f"  {P}uc.{n} = add i64 {P}ul.{n}, {P}us.{n}",
        ], f"{P}uc.{n}"

    def uniform_flush_lines(self, word: int, value: str, n: str) -> list[str]:
        """On a uniform loop's exit edge: add an accumulator (``value``: packed, the
        running total as of the iteration each lane left in) to its counter word(s). Each
        half's maximum over the wave is the whole total (``_wave_total``); the lowest lane
        adds it, the others add 0 (one atomic after LLVM's atomic optimizer)."""
        mode, pt = self.mode, self.pt
        lines = self._wave_total(value, n) + self._active(f"uf{n}") + [
            *self._elect(f"{P}active.uf{n}", f"{P}ub.{n}", f"{P}ue.{n}"),
            f"  {P}uv.{n} = select i1 {P}ue.{n}, i64 {P}ut.{n}, i64 0"]
        if mode.is_packed:   # (word, value) per memory word the mode keeps
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
                      f"  {P}uo{k}.{n} = atomicrmw add {pt} {P}up{k}.{n}, i64 {v}{self.scope} "
                      "monotonic, align 8"]
        return lines

    detour_type = "i64"   # one packed, wave-uniform accumulator per detour flag

    def detour_contribution(self, n: str, flag: str, thread: bool = True
                            ) -> tuple[list[str], str | None, str | None]:
        """One iteration's value for a detour flag of ``uniform_loops.py`` (``flag``: i1,
        this lane ran the detour), packed as the chain's: the lanes whose flag is set
        (the ballot's popcount) plus ``1 << 32`` when there are any. The ballot is the
        same in every active lane, so the accumulator is wave-uniform (scalar registers,
        no vector register per flag). Returned as the first value (``detour_type`` i64),
        the second None; without the thread half when ``thread`` is False (the flush
        derives it) or the mode counts no threads; None when nothing is left."""
        lines = self._ballot(f"d{n}", flag)
        lines.append(f"  {P}dl.{n} = call i64 @llvm.ctpop.i64(i64 {P}taken.d{n})")
        parts = []
        if THREAD in self.mode.counters and thread:
            parts.append(f"{P}dl.{n}")
        if WAVE in self.mode.counters:
            # 1 when any lane is set, without an i1: (lanes + 63) >> 6 for up to 64 lanes
            # (the back end turns a zext of a compare into a vector select, and the
            # accumulator with it into vector registers)
            lines += [f"  {P}dy.{n} = add i64 {P}dl.{n}, 63",
                      f"  {P}dwz.{n} = lshr i64 {P}dy.{n}, 6",
                      f"  {P}ds.{n} = shl i64 {P}dwz.{n}, {PACK_SHIFT}"]
            parts.append(f"{P}ds.{n}")
        if not parts:
            return [], None, None
        if len(parts) == 2:
            lines.append(f"  {P}dv.{n} = add i64 {parts[0]}, {parts[1]}")
            parts = [f"{P}dv.{n}"]
        return lines, parts[0], None

    def detour_mask_lines(self, n: str) -> tuple[list[str], str | None]:
        """AMDGPU's flags need no mask: none."""
        return [], None

    def detour_update(self, n: str, flag: str, thread: bool, acc_thread: tuple[str, str],
                      acc_wave: tuple[str, str], mask: str | None = None
                      ) -> tuple[list[str], tuple[bool, bool]]:
        """One iteration's growth of a detour flag's accumulators (``acc_*``: the header
        phi's name and the grown value's): ``detour_contribution``'s value added to the
        one packed accumulator (``acc_thread``; ``mask`` unused). Returns the lines and
        which of the two accumulators exist."""
        lines, value, _ = self.detour_contribution(n, flag, thread)
        if value is None:
            return [], (False, False)
        acc, nxt = acc_thread
        return lines + [f"  {nxt} = add {self.detour_type} {acc}, {value}"], (True, False)

    def loop_exit_flush_lines(self, chains: list[tuple[int, str, str]],
                              detours: list[tuple[int, str | None, str | None, str,
                                                  tuple[str, str] | None]]) -> list[str]:
        """On a uniform loop's exit edge: every accumulator to memory, each on its own
        (``uniform_flush_lines`` for ``chains``, ``detour_flush_lines`` for ``detours``;
        LLVM's atomic optimizer and the back end's election branch do the rest)."""
        lines: list[str] = []
        for word, value, n in chains:
            lines += self.uniform_flush_lines(word, value, n)
        for word, thread, wave, n, complement in detours:
            lines += self.detour_flush_lines(word, thread, wave, n, complement)
        return lines

    def detour_flush_lines(self, word: int, thread: str | None, wave: str | None,
                           n: str, complement: tuple[str, str] | None = None) -> list[str]:
        """On a uniform loop's exit edge: a detour flag's packed accumulator (``thread``,
        i64, as ``detour_contribution`` grew it; ``wave`` is unused) to memory. Each
        half's maximum over the wave is the whole total (the lanes that left last hold
        it, as for the chain); the lowest lane adds it, the others 0 (one atomic after
        LLVM's atomic optimizer). ``complement``: the thread count is instead the
        segment's lanes (the chain accumulator's low half) minus the other side's (its
        flag's accumulator's low half), both wave maxima."""
        mode, pt = self.mode, self.pt
        low = (1 << PACK_SHIFT) - 1
        lines, total = [], None
        if thread is not None:
            lines += self._wave_total(thread, f"d{n}")
            total = f"{P}ut.d{n}"
        if mode.is_packed and complement is None:
            parts = [total]                       # both halves as they were grown
        else:
            fields = {}
            if THREAD in mode.counters and complement is not None:
                lines += self._wave_total(complement[0], f"dc{n}")
                lines += self._wave_total(complement[1], f"do{n}")
                lines += [f"  {P}dcl.{n} = and i64 {P}ut.dc{n}, {low}",
                          f"  {P}dol.{n} = and i64 {P}ut.do{n}, {low}",
                          f"  {P}dft.{n} = sub i64 {P}dcl.{n}, {P}dol.{n}"]
                fields[THREAD] = f"{P}dft.{n}"
            elif THREAD in mode.counters:
                lines.append(f"  {P}dft.{n} = and i64 {total}, {low}")
                fields[THREAD] = f"{P}dft.{n}"
            if WAVE in mode.counters:
                lines.append(f"  {P}dfh.{n} = lshr i64 {total}, {PACK_SHIFT}")
                fields[WAVE] = f"{P}dfh.{n}"
            if mode.is_packed:
                lines += [f"  {P}dws.{n} = shl i64 {fields[WAVE]}, {PACK_SHIFT}",
                          f"  {P}dfv.{n} = add i64 {fields[THREAD]}, {P}dws.{n}"]
                parts = [f"{P}dfv.{n}"]
            else:
                parts = [fields[field] for field in mode.counters]
        lines += self._active(f"df{n}") + self._elect(f"{P}active.df{n}", f"{P}db.{n}",
                                                      f"{P}de.{n}")
        for k, value in enumerate(parts):
            lines += [f"  {P}dsel{k}.{n} = select i1 {P}de.{n}, i64 {value}, i64 0",
                      f"  {P}dp{k}.{n} = getelementptr inbounds i64, {pt} {P}row, "
                      f"i64 {word + k}",
                      f"  {P}do{k}.{n} = atomicrmw add {pt} {P}dp{k}.{n}, i64 "
                      f"{P}dsel{k}.{n}{self.scope} monotonic, align 8"]
        return lines


def _shard_rule(arch: str | None) -> str:
    if is_gfx9(arch):
        return ("((HW_ID[15:8] * 8 + XCC_ID) * 4 + wave index in workgroup % 4) % shards"
                if has_xcc(arch) else
                "(HW_ID[15:8] * 4 + wave index in workgroup % 4) % shards")
    return "(workgroup_id.x * 4 + wave index in workgroup % 4) % shards"


#: What AMDGPU's counting code can do (``capabilities.py``): structurized control flow
#: reconverges at post-dominators; detour flags are wave-uniform i64s (16 per loop in the
#: default placement, none at every block, the reference the default is checked against);
#: the entry once per workgroup needs code object v5's implicit arguments.
CAPABILITIES = Capabilities(
    kind="amdgpu", reconverges_at_post_dominators=True, scalar_flag_exits=True,
    detour_limit=16, detour_limit_every_block=0, entry_per_group="code object v5",
    workgroup_attributes=("amdgpu-flat-work-group-size",), edits_id_attributes=True,
    occupancy_attribute="amdgpu-waves-per-eu", arch_example="gfx942", shards=2048,
    wave_slots=4, shard_rule=_shard_rule)
