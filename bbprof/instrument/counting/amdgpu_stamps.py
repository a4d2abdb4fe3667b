"""AMDGPU's timeline stamps (bbprof/timeline/instrument.py says what a stamp writes):
LLVM IR over the counting code's ballot, election and lanes-below lines (``amdgpu.py``).

A stamp is one call of an internal always-inline function (``@__bbprof.tl.enter.w<wave
size>`` and ``leave`` for slots, ``@__bbprof.tl.stamp.w<wave size>`` and ``stampif`` for
claims) whose branches the back end's inliner puts in place. The ids: gfx9's ``HW_ID``
(wave slot, SIMD, CU/SH/SE; ``XCC_ID`` on gfx94x/95x), the workgroup's sizes and counts
from code object v5's implicit arguments; the attributes that promise no workitem,
workgroup ids or implicit arguments are dropped (the stamps read them).
"""

from __future__ import annotations

from bbprof.instrument.counting.amdgpu import (ID_ATTRIBUTES, ballot_lines, election_lines,
                                               implicit_u16, implicit_u32, lanes_below_lines,
                                               unit_lines)
from bbprof.instrument.counting.stamps import (RECORD_WORDS, T, TIMELINE_SYMBOL, StampCode,
                                               event_word, pack_lines)
from bbprof.instrument.layout import is_gfx9


class AMDGPUStamps(StampCode):
    clocks = ("s_memrealtime (100 MHz on gfx9)", "s_memtime (shader clock)", 1e8)
    needs_code_object_v5 = True
    scope = ' syncscope("agent")'       # of the claim's atomic

    @staticmethod
    def regions_by_unit(arch: str | None) -> bool:
        return is_gfx9(arch)            # other processors' records carry no unit ids

    def edit_attributes(self, edit, module) -> None:
        edit.drop_from_attribute_groups(module.functions[-1].end_line, ID_ATTRIBUTES)

    def _claim_call(self, wave: int, args: str, tag: str, condition: str | None) -> list[str]:
        region = f"{self.pt} {T}cur, {self.pt} {T}buf"
        if condition is None:
            return [f"  call void @__bbprof.tl.stamp.w{wave}({args}, i64 {T}below, "
                    f"{region})"]
        return [f"  call void @__bbprof.tl.stampif.w{wave}(i1 {condition}, {args}, "
                f"i64 {T}below, {region})"]

    def _slot_stamp(self, wave: int, kind: str, site: int) -> list[str]:
        """An entry or exit stamp into the wave's fixed slot: no claim, no value kept
        from elsewhere in the function (the ids are read where it stamps)."""
        self.used.add("slot")
        name = "enter" if kind == "entry" else "leave"
        return [f"  call void @__bbprof.tl.{name}.w{wave}(i64 {event_word(kind, site)})"]

    def helpers(self, wave: int) -> list[str]:
        """The internal always-inline functions this module's stamps call."""
        out = []
        if "claim" in self.used:
            out += self._claim_function(wave)
        if "claimif" in self.used:
            out += self._claim_function(wave, conditional=True)
        if "slot" in self.used:
            out += self._slot_function(wave, "entry") + self._slot_function(wave, "exit")
        return out

    def _active_lines(self, wave: int, on: str, conditional: bool) -> list[str]:
        """``%__bbprof.tl.active`` (i64): the lanes taking part."""
        return ballot_lines(wave, f"{T}active", f"{T}active32", on)

    def _id_lines(self, wave: int, p: str) -> list[str]:
        arch = self.arch
        if is_gfx9(arch):
            # s_getreg_b32 hwreg(HW_REG_HW_ID, 0, 32): wave id 0-3, SIMD 4-5, CU/SH/SE 8-15
            lines = [f"  {p}hw = call i32 @llvm.amdgcn.s.getreg(i32 63492)",
                     f"  {p}cu0 = lshr i32 {p}hw, 8",
                     f"  {p}cu = and i32 {p}cu0, 255",
                     f"  {p}hwslot = and i32 {p}hw, 63",
                     *unit_lines(arch, p, f"{p}cu", "cu8")]
        else:
            lines = [f"  {p}unit = add i32 65535, 0", f"  {p}hwslot = add i32 0, 0"]
        shift = 6 if wave == 64 else 5
        # the flat work-item index (x fastest) over the workgroup's sizes, which code
        # object v5's implicit arguments hold (hidden_group_size_x/y at 12, 14)
        lines += [f"  {p}ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()",
                  *implicit_u16(p, "sx", 12), *implicit_u16(p, "sy", 14),
                  f"  {p}tx = call i32 @llvm.amdgcn.workitem.id.x()",
                  f"  {p}ty = call i32 @llvm.amdgcn.workitem.id.y()",
                  f"  {p}tz = call i32 @llvm.amdgcn.workitem.id.z()",
                  f"  {p}zr = mul i32 {p}tz, {p}sy",
                  f"  {p}yz = add i32 {p}zr, {p}ty",
                  f"  {p}yzc = mul i32 {p}yz, {p}sx",
                  f"  {p}flat = add i32 {p}yzc, {p}tx",
                  f"  {p}wave = lshr i32 {p}flat, {shift}",
                  f"  {p}bx = call i32 @llvm.amdgcn.workgroup.id.x()",
                  f"  {p}by = call i32 @llvm.amdgcn.workgroup.id.y()",
                  f"  {p}bz = call i32 @llvm.amdgcn.workgroup.id.z()"]
        return lines + lanes_below_lines(wave, p, "below")

    def _slot_lines(self, wave: int, p: str) -> list[str]:
        """After ``_id_lines``: ``<p>lin`` (i64), the wave's linear index in the launch:
        (linear workgroup id) x (waves per workgroup) + its index in the workgroup; the
        block counts (hidden_block_count_x/y at 0, 4) and sizes from the implicit
        arguments."""
        shift = 6 if wave == 64 else 5
        return [*implicit_u32(p, "gx", 0), *implicit_u32(p, "gy", 4), *implicit_u16(p, "sz", 16),
                f"  {p}sxy = mul i32 {p}sx, {p}sy",
                f"  {p}sxyz = mul i32 {p}sxy, {p}sz",
                f"  {p}sxyzr = add i32 {p}sxyz, {wave - 1}",
                f"  {p}wpb = lshr i32 {p}sxyzr, {shift}",
                *_linear_lines(p)]

    # -- one stamp -----------------------------------------------------------------------

    def _slot_function(self, wave: int, kind: str) -> list[str]:
        """AMDGPU: ``@__bbprof.tl.enter.w<wave>(i64 %ev)`` / ``leave``: the slot stamp
        (as ``_ptx_slot``), its ids and slot read inside, ``%ev`` the event word's
        constant part; the exit's clocks by ``atomicrmw umax`` (no value returned)."""
        pt = self.pt
        p = "%"
        name = "enter" if kind == "entry" else "leave"
        lines = [f"define internal void @__bbprof.tl.{name}.w{wave}(i64 %ev) alwaysinline "
                 "convergent nounwind {", "entry:",
                 "  %t = call i64 @llvm.readsteadycounter()",
                 "  %c = call i64 @llvm.readcyclecounter()",
                 *ballot_lines(wave, "%active", "%active32"),
                 *self._id_lines(wave, p),
                 *election_lines("%active", "%below", "%mine", "%leader"),
                 *self._slot_lines(wave, p),
                 f"  %room = icmp ult i64 %lin, {self.waves}",
                 "  %go = and i1 %leader, %room",
                 "  br i1 %go, label %write, label %done", "", "write:",
                 "  %pair = shl i64 %lin, 1"]
        if kind == "entry":
            lines += [*pack_lines(p), "  %word2 = or i64 %ids, %ev",
                      f"  %rec = getelementptr inbounds [{self.records} x [{RECORD_WORDS} x "
                      f"i64]], {pt} @{TIMELINE_SYMBOL}, i64 0, i64 %pair"]
            for k, word in enumerate(("%t", "%c", "%word2", "%where")):
                lines += [f"  %p{k} = getelementptr inbounds i64, {pt} %rec, i64 {k}",
                          f"  store i64 {word}, {pt} %p{k}, align 8"]
        else:
            lines += ["  %odd = or i64 %pair, 1",
                      f"  %rec = getelementptr inbounds [{self.records} x [{RECORD_WORDS} x "
                      f"i64]], {pt} @{TIMELINE_SYMBOL}, i64 0, i64 %odd",
                      f"  %p1 = getelementptr inbounds i64, {pt} %rec, i64 1",
                      f"  %p2 = getelementptr inbounds i64, {pt} %rec, i64 2",
                      f'  %old0 = atomicrmw umax {pt} %rec, i64 %t syncscope("agent") '
                      "monotonic, align 8",
                      f'  %old1 = atomicrmw umax {pt} %p1, i64 %c syncscope("agent") '
                      "monotonic, align 8",
                      f"  store i64 %ev, {pt} %p2, align 8"]
        return lines + ["  br label %done", "", "done:", "  ret void", "}", ""]

    def _claim_function(self, wave: int, conditional: bool = False) -> list[str]:
        """AMDGPU and host: the internal always-inline function a claiming stamp calls;
        ``conditional``: ``@__bbprof.tl.stampif.w<wave>``, whose first parameter (i1)
        says which lanes take part."""
        pt = self.pt
        scope = self.scope
        on = "%on" if conditional else "true"
        active = self._active_lines(wave, on, conditional)
        stores = []
        for k, word in enumerate(("%t", "%c", "%ev", "%where")):
            stores += [f"  %p{k} = getelementptr inbounds i64, {pt} %rec, i64 {k}",
                       f"  store i64 {word}, {pt} %p{k}, align 8"]
        if conditional:
            name, first = f"stampif.w{wave}", "i1 %on, "
            elect = [*election_lines(f"{T}active", "%below", f"{T}mine", f"{T}lowest"),
                     f"  {T}leader = and i1 %on, {T}lowest"]
        else:
            name, first = f"stamp.w{wave}", ""
            elect = election_lines(f"{T}active", "%below", f"{T}mine", f"{T}leader")
        return [f"define internal void @__bbprof.tl.{name}({first}i64 %t, i64 %c, i64 %ev, "
                f"i64 %where, i64 %below, {pt} %cur, {pt} %buf) alwaysinline convergent "
                "nounwind {",
                "entry:", *active, *elect,
                f"  br i1 {T}leader, label %claim, label %done",
                "", "claim:",
                f"  %i = atomicrmw add {pt} %cur, i64 1{scope} monotonic, align 8",
                f"  %room = icmp ult i64 %i, {self.per_region}",
                "  br i1 %room, label %write, label %done",
                "", "write:",
                f"  %rec = getelementptr inbounds [{RECORD_WORDS} x i64], {pt} %buf, i64 %i",
                *stores, "  br label %done",
                "", "done:", "  ret void", "}", ""]


def _linear_lines(p: str) -> list[str]:
    """``<p>lin`` (i64) = ((bz * gy + by) * gx + bx) * wpb + wave."""
    return [f"  {p}bzy = mul i32 {p}bz, {p}gy", f"  {p}bzy1 = add i32 {p}bzy, {p}by",
            f"  {p}bzy64 = zext i32 {p}bzy1 to i64", f"  {p}gx64 = zext i32 {p}gx to i64",
            f"  {p}bx64l = zext i32 {p}bx to i64", f"  {p}lb0 = mul i64 {p}bzy64, {p}gx64",
            f"  {p}lb = add i64 {p}lb0, {p}bx64l",
            f"  {p}wpb64 = zext i32 {p}wpb to i64", f"  {p}wv64 = zext i32 {p}wave to i64",
            f"  {p}lin0 = mul i64 {p}lb, {p}wpb64", f"  {p}lin = add i64 {p}lin0, {p}wv64"]
