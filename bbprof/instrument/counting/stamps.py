"""The timeline's stamps as every target writes them: the record format, the buffer's
globals, the ids packed into a record's words, and the claiming stamp's first lines.

Each target's stamp writer stands beside its counting code and reuses its id and
election code (``nvptx_stamps.py``, ``amdgpu_stamps.py``, ``host_stamps.py``); what the
stamps do, where they go and how the buffer is laid out is bbprof/timeline/instrument.py's
docstring (and docs/timeline.md). A writer answers, instead of a test of which target it
is: does the buffer have fixed slots per wave (``slots``), may claims spread over regions
by unit (``regions_by_unit``), which counter is the steady clock, does a slot stamp read
code object v5's implicit arguments, which attributes must go (``edit_attributes``).

The record format lives here, below the timeline's decoding (bbprof/timeline/records.py
re-exports it), because the stamps write it: four u64 words, word 2 the event word
(``event_word``).
"""

from __future__ import annotations

from bbprof.instrument.counting.common import INTRINSICS, declarations, ptr_type

RECORD_WORDS = 4
VALID = 8           # record word 2, bit 3: set in every record written (zero: never written)
KIND_MASK = 7       # record word 2, bits 0-2: the kind
# record word 2, bits 0-3; a loop kind's site is an index into the section's ``loops``
KINDS = {"entry": 0, "exit": 1, "loop_entry": 2, "loop_exit": 3, "iteration": 4}
LOOP_KINDS = ("loop_entry", "loop_exit", "iteration")

TIMELINE_SYMBOL = "__bbprof_timeline"
CURSOR_SYMBOL = "__bbprof_timeline_cursor"
CURSOR_WORDS = 16           # 128 bytes from one region's cursor to the next
REGION_MIX = 257
AT = ("entry", "exit")

T = "%__bbprof.tl."
# NVPTX with the entry record written at the exit (``add_timeline(entry_at_exit=)``): the
# entry's clocks, low 32 bits each ({steady, cycles}), read by the kernel's first statement
DEFERRED_ENTRY = f"{T}entry.clocks"

# The intrinsics the stamps call beyond the counting code's (``common.INTRINSICS``)
STAMP_INTRINSICS = {
    **INTRINSICS,
    "llvm.readsteadycounter": "i64 ()",
    "llvm.readcyclecounter": "i64 ()",
    "llvm.nvvm.read.ptx.sreg.warpid": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ctaid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ctaid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ctaid.z": "i32 ()",
}


def event_word(kind: str, site: int) -> int:
    """The constant low bits of record word 2 for one stamp (``VALID`` set)."""
    return KINDS[kind] | VALID | (site << 4)


class StampCode:
    """One module's stamps for one target: the pieces ``add_timeline`` asks for, as lines
    of IR text. Subclasses write the ids (``_id_lines``), the slot stamps
    (``_slot_stamp``), the claim itself (``_claim_call``) and the functions the stamps
    call (``helpers``)."""

    slots = True                         # entry and exit stamps may write fixed slots
    steady_counter = "llvm.readsteadycounter"
    # (steady clock, cycle clock, steady ticks per second; None: measured at run time)
    clocks: tuple[str, str, float | None] = ("", "", None)
    needs_code_object_v5 = False         # slot stamps read the implicit arguments
    writes_entry_at_exit = False         # the compact slots (``DEFERRED_ENTRY``)

    def __init__(self, module, records: int, arch: str | None, regions: int, waves: int, *,
                 calls: tuple[str, ...] = AT, deferred: bool = False):
        self.target = module.target
        self.records = records
        self.regions = regions
        self.waves = waves                          # W: slot pairs at the buffer's start
        self.per_region = (records - 2 * waves) // regions if regions else 0
        self.arch = arch
        self.pt = ptr_type(module.target)
        self.used: set[str] = set()     # helper kinds used: "claim", "claimif", "slot"
        self.calls = calls              # NVPTX: slot stamps in functions the kernel calls
        self.deferred = deferred        # NVPTX: the entry record written at the exit

    @staticmethod
    def regions_by_unit(arch: str | None) -> bool:
        """Whether records carry unit and slot ids to spread claims over regions."""
        return True

    def begin_function(self, fn) -> None:
        """Called before the stamps of each stamped function."""

    def edit_attributes(self, edit, module) -> None:
        """Drop the attributes that promise what the stamps break."""

    def globals(self) -> list[str]:
        space = " addrspace(1)" if self.target.counter_addrspace == 1 else ""
        out = [f"@{TIMELINE_SYMBOL} ={space} global [{self.records} x [{RECORD_WORDS} x i64]]"
               " zeroinitializer, align 128"]
        if self.regions:
            out.append(f"@{CURSOR_SYMBOL} ={space} global [{self.regions} x [{CURSOR_WORDS} "
                       "x i64]] zeroinitializer, align 128")
        return out

    @staticmethod
    def declarations(inserted: list[str], declared: frozenset[str]) -> list[str]:
        return declarations(inserted, declared, STAMP_INTRINSICS)

    # -- the ids -------------------------------------------------------------------------
    def entry_lines(self, wave: int) -> list[str]:
        """For claiming stamps, once per function entry: ``%__bbprof.tl.ids`` (word 2
        without kind and site), ``%__bbprof.tl.where`` (word 3), ``%__bbprof.tl.below``
        (lanes below this one) and the wave's region: ``%__bbprof.tl.cur`` its cursor,
        ``%__bbprof.tl.buf`` its first record."""
        return [*self._id_lines(wave, T), *pack_lines(T),
                f"  {T}rmix = mul i32 {T}slot16, {REGION_MIX}",
                f"  {T}rsum = add i32 {T}rmix, {T}unit16",
                f"  {T}region = and i32 {T}rsum, {self.regions - 1}",
                f"  {T}region64 = zext i32 {T}region to i64",
                f"  {T}cur = getelementptr inbounds [{self.regions} x [{CURSOR_WORDS} x "
                f"i64]], {self.pt} @{CURSOR_SYMBOL}, i64 0, i64 {T}region64, i64 0",
                f"  {T}first0 = mul i64 {T}region64, {self.per_region}",
                f"  {T}first = add i64 {T}first0, {2 * self.waves}",
                f"  {T}buf = getelementptr inbounds [{self.records} x [{RECORD_WORDS} x "
                f"i64]], {self.pt} @{TIMELINE_SYMBOL}, i64 0, i64 {T}first"]

    def _id_lines(self, wave: int, p: str) -> list[str]:
        """``<p>unit``, ``<p>hwslot``, ``<p>wave`` (the wave's index in its block),
        ``<p>bx/by/bz`` (i32) and ``<p>below`` (i64, lanes below this one)."""
        raise NotImplementedError

    # -- one stamp -----------------------------------------------------------------------
    def stamp(self, wave: int, kind: str, site: int, tag: str, *,
              condition: str | None = None) -> list[str]:
        """One stamp; with ``condition`` (an i1), only the lanes where it holds take part
        (their lowest lane writes). Entry and exit stamps write their wave's slot when the
        buffer has slots; every other stamp claims its record."""
        if kind in ("entry", "exit") and self.waves:
            return self._slot_stamp(wave, kind, site)
        lines = [f"  {T}t.{tag} = call i64 @{self.steady_counter}()",
                 f"  {T}c.{tag} = call i64 @llvm.readcyclecounter()",
                 f"  {T}ev.{tag} = or i64 {T}ids, {event_word(kind, site)}"]
        args = f"i64 {T}t.{tag}, i64 {T}c.{tag}, i64 {T}ev.{tag}, i64 {T}where"
        self.used.add("claim" if condition is None else "claimif")
        return lines + self._claim_call(wave, args, tag, condition)

    def _slot_stamp(self, wave: int, kind: str, site: int) -> list[str]:
        raise NotImplementedError

    def _claim_call(self, wave: int, args: str, tag: str, condition: str | None) -> list[str]:
        raise NotImplementedError

    def helpers(self, wave: int) -> list[str]:
        """The functions this module's stamps call, defined once per wave size."""
        raise NotImplementedError


def pack_lines(p: str) -> list[str]:
    """``<p>ids`` (word 2's bits 16-63) and ``<p>where`` (word 3) from the ids."""
    return [f"  {p}wave16 = and i32 {p}wave, 65535",
            f"  {p}unit16 = and i32 {p}unit, 65535",
            f"  {p}slot16 = and i32 {p}hwslot, 65535",
            f"  {p}wave64 = zext i32 {p}wave16 to i64",
            f"  {p}unit64 = zext i32 {p}unit16 to i64",
            f"  {p}slot64 = zext i32 {p}slot16 to i64",
            f"  {p}wave_s = shl i64 {p}wave64, 16",
            f"  {p}unit_s = shl i64 {p}unit64, 32",
            f"  {p}slot_s = shl i64 {p}slot64, 48",
            f"  {p}ids0 = or i64 {p}wave_s, {p}unit_s",
            f"  {p}ids = or i64 {p}ids0, {p}slot_s",
            f"  {p}by16 = and i32 {p}by, 65535",
            f"  {p}bz16 = and i32 {p}bz, 65535",
            f"  {p}bx64 = zext i32 {p}bx to i64",
            f"  {p}by64 = zext i32 {p}by16 to i64",
            f"  {p}bz64 = zext i32 {p}bz16 to i64",
            f"  {p}by_s = shl i64 {p}by64, 32",
            f"  {p}bz_s = shl i64 {p}bz64, 48",
            f"  {p}where0 = or i64 {p}bx64, {p}by_s",
            f"  {p}where = or i64 {p}where0, {p}bz_s"]
