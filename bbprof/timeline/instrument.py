"""Timeline stamps: code that writes one record per wave at kernel entry and before each
``ret`` of a kernel, and optionally at the entry and exit of each outermost loop and every
Nth iteration of one chosen loop (docs/timeline.md).

The module gets two globals: ``@__bbprof_timeline``, ``N`` records of four u64 words, and
``@__bbprof_timeline_cursor``, ``R`` u64 cursors ``CURSOR_WORDS`` words (128 bytes, one
cache line) apart. The buffer is split into ``R`` regions of ``C = N // R`` records
(records ``[R*C, N)`` stay unused); region ``r`` owns records ``[r*C, r*C + C)`` and
cursor ``r``. A wave stamps into the region of its hardware slot,
``(slot * 257 + unit) mod R`` (NVPTX ``%warpid`` and ``%smid``; AMDGPU gfx9 the HW_ID
wave slot and the CU (+XCC) id, the ids records carry): each stamp increments its
region's cursor atomically to claim a record, so same-address atomics come only from the
few waves sharing a region, not from the whole launch (one global cursor serialised
hundreds of thousands of claims in L2: 3.9x on a 0.15 ms kernel of 262k warps,
bench/timeline). The factor 257 spreads both the units and the slots over the regions
for any power-of-two ``R``. ``R`` (``regions_for``): 1 on the host and on AMDGPU
without unit ids (every wave would share one region), else the largest power of two
``<= MAX_REGIONS`` that leaves each region at least ``MIN_REGION_RECORDS``. A stamp whose
claimed index in its region is ``C`` or more writes nothing: the record is dropped, and
the decoder counts ``cursor_r - C`` drops per region. A region overflows when the waves
that run on its slots in one launch stamp more than ``C`` records: size ``N`` for the
busiest slot (records per wave x waves per slot x the slots sharing a region), not for
the average. One lane per wave stamps: the lowest active
lane (``active & lanes_below == 0``, the election of the counting code,
bbprof/instrument/counting/). A wave whose lanes reach ``ret`` apart (divergent exits)
writes an exit record for each group of lanes that reaches it together; the decoder takes
the latest as the wave's end.

Record words (``RECORD_FIELDS``):

0. the steady clock, ``llvm.readsteadycounter``: NVPTX ``%globaltimer`` (ns), AMDGPU
   ``s_memrealtime`` (100 MHz on gfx9; ``s_sendmsg_rtn`` REALTIME on gfx11+); the host
   has no steady counter in LLVM, so it writes ``llvm.readcyclecounter`` (the TSC, a
   constant rate on current x86; its rate is measured at run time);
1. the cycle clock, ``llvm.readcyclecounter``: ``%clock64``, ``s_memtime``, the TSC;
2. bits 0-3 the event kind (``KINDS``), 4-15 the site (index of the function in
   ``TimelineGlobal.sites``), 16-31 the wave's index in its block, 32-47 the unit (NVPTX
   ``%smid``; AMDGPU gfx9 the CU/SH/SE id of ``HW_ID`` bits 8-15, times 8 plus ``XCC_ID``
   on gfx94x/95x; other AMDGPU 0xffff), 48-63 the hardware wave slot (NVPTX ``%warpid``;
   AMDGPU gfx9 ``HW_ID`` bits 0-5, wave id and SIMD; else 0);
3. the block's coordinates: x bits 0-31, y 32-47, z 48-63.

Loop stamps (``at`` with ``"loops"``) go on the edges of every outermost natural loop
(``ir/cfg.py``): an entry edge ``u -> header`` gets its stamp before ``u``'s terminator,
plain when ``u`` has no other successor, else *conditional* (only the lanes taking the
edge: their lowest lane writes); an exit edge ``u -> v`` gets it at the top of ``v`` when
every predecessor of ``v`` is in the loop (a dedicated exit, as loop-simplified IR has),
else a conditional stamp before ``u``'s terminator. The chosen loop's iteration stamps
(``loop=``) count the header's executions per lane in a phi and stamp, conditionally,
where the count is a multiple of ``every``. No block is added; the counted CFG stays.

Code per target, as the counting code writes it: NVPTX one inline PTX statement per stamp
(election, predicated ``atom.global.add`` of the cursor and two predicated
``st.global.v2.u64``: no branch); AMDGPU and the host one call of an internal
always-inline function ``@__bbprof.tl.stamp.w<wave size>`` whose branches the back end's
inliner puts in place. The text edits go through ``ir/rewrite.py``'s ``ModuleEdit``.
"""

from __future__ import annotations

import re

from bbprof.errors import InputError, UnsupportedIRError
from bbprof.instrument.blockmap import TimelineGlobal
from bbprof.instrument.counting.amdgpu import ballot_lines, election_lines, lanes_below_lines
from bbprof.instrument.counting.common import ptr_type
from bbprof.instrument.layout import has_xcc, is_gfx9
from bbprof.ir.cfg import analyze
from bbprof.ir.module import Function, IRModule
from bbprof.ir.rewrite import ModuleEdit
from bbprof.ir.target import AMDGPU, HOST, NVPTX
from bbprof.timeline.records import KINDS, RECORD_WORDS

TIMELINE_SYMBOL = "__bbprof_timeline"
CURSOR_SYMBOL = "__bbprof_timeline_cursor"
RECORD_FIELDS = ("steady", "cycles", "event", "block")
DEFAULT_RECORDS = 1 << 16
MAX_RECORDS = 1 << 26
MAX_REGIONS = 1 << 10
MIN_REGION_RECORDS = 1 << 8
CURSOR_WORDS = 16           # 128 bytes from one region's cursor to the next
REGION_MIX = 257
AT = ("entry", "exit")
AT_CHOICES = ("entry", "exit", "loops")
MAX_LOOPS = 1 << 12         # the site field's 12 bits

T = "%__bbprof.tl."
_NEWLINE = "\\0A\\09"
_AMDGPU_NO_ID_ATTRS = re.compile(r' "amdgpu-no-(?:workitem|workgroup)-id-[xyz]"')

_INTRINSICS = {
    "llvm.readsteadycounter": "i64 ()",
    "llvm.readcyclecounter": "i64 ()",
    "llvm.nvvm.read.ptx.sreg.smid": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.warpid": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.z": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ntid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ntid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ctaid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ctaid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ctaid.z": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.lanemask.lt": "i32 ()",
    "llvm.amdgcn.s.getreg": "i32 (i32 immarg)",
    "llvm.amdgcn.workgroup.id.x": "i32 ()",
    "llvm.amdgcn.workgroup.id.y": "i32 ()",
    "llvm.amdgcn.workgroup.id.z": "i32 ()",
    "llvm.amdgcn.workitem.id.x": "i32 ()",
    "llvm.amdgcn.mbcnt.lo": "i32 (i32, i32)",
    "llvm.amdgcn.mbcnt.hi": "i32 (i32, i32)",
    "llvm.amdgcn.ballot.i64": "i64 (i1)",
    "llvm.amdgcn.ballot.i32": "i32 (i1)",
}

CLOCKS = {   # target kind -> (steady clock, cycle clock, steady ticks per second)
    NVPTX: ("%globaltimer (ns)", "%clock64 (SM cycles)", 1e9),
    AMDGPU: ("s_memrealtime (100 MHz on gfx9)", "s_memtime (shader clock)", 1e8),
    HOST: ("TSC (llvm.readcyclecounter)", "TSC (llvm.readcyclecounter)", None),
}


def event_word(kind: str, site: int) -> int:
    """The constant low bits of record word 2 for one stamp."""
    return KINDS[kind] | (site << 4)


def stamped_functions(module: IRModule) -> list:
    """The functions that get stamps: a GPU module's kernels; on the host, every defined
    function that is not internal or bbprof's own."""
    if module.target.kind == HOST:
        return [fn for fn in module.functions if not fn.name.startswith("__bbprof")
                and fn.linkage not in ("internal", "private")]
    return [fn for fn in module.functions if fn.is_kernel]


def parse_at(value: str | tuple[str, ...]) -> tuple[str, ...]:
    """``--timeline-at``'s list ("entry,exit,loops") as a tuple in canonical order."""
    items = [v.strip() for v in value.split(",")] if isinstance(value, str) else list(value)
    unknown = [v for v in items if v not in AT_CHOICES]
    if unknown:
        raise InputError(f"--timeline-at: unknown stamp place '{unknown[0]}' (choose from "
                         f"{', '.join(AT_CHOICES)})")
    if "entry" not in items or "exit" not in items:
        raise InputError("--timeline-at must include entry and exit (every record belongs "
                         "to a wave's span)", hint="--timeline-at entry,exit,loops")
    return tuple(v for v in AT_CHOICES if v in items)


def regions_for(kind: str, arch: str | None, records: int) -> int:
    """The buffer's default region count (module docstring)."""
    if kind == HOST or (kind == AMDGPU and not is_gfx9(arch)):
        return 1
    regions = 1
    while regions * 2 <= MAX_REGIONS and records // (regions * 2) >= MIN_REGION_RECORDS:
        regions *= 2
    return regions


def add_timeline(module: IRModule, *, records: int = DEFAULT_RECORDS,
                 arch: str | None = None, at: tuple[str, ...] = AT,
                 loop: str | None = None, every: int = 1,
                 regions: int | None = None) -> tuple[str, TimelineGlobal]:
    """The module's text with timeline stamps, and the block map's timeline section.

    ``module``: the plain or counter-instrumented module (``load_module(...,
    allow_instrumented=True)`` of ``instrument``'s output); ``arch``: the processor when
    the module names none; ``at``: ``AT`` or with ``"loops"``; ``loop``: the header of a
    loop (``[function:]block``) whose every ``every``-th iteration is stamped;
    ``regions``: the buffer's regions (a power of two, at most ``records``; default
    ``regions_for``)."""
    if not 1 <= records <= MAX_RECORDS:
        raise InputError(f"--timeline-records must be between 1 and {MAX_RECORDS}, "
                         f"not {records}")
    at = parse_at(at)
    if every < 1:
        raise InputError(f"--timeline-every must be at least 1, not {every}")
    kind = module.target.kind
    arch = arch or module.arch()
    if regions is None:
        regions = regions_for(kind, arch, records)
    elif regions < 1 or regions & (regions - 1) or regions > records:
        raise InputError(f"the timeline's regions must be a power of two between 1 and "
                         f"the records ({records}), not {regions}")
    functions = stamped_functions(module)
    if not functions:
        raise InputError("has no kernel to stamp for --timeline", path=module.path,
                         hint="pass a module with a kernel (ptx_kernel, amdgpu_kernel)")
    chosen = _chosen_loop(module, functions, loop) if loop is not None else None
    edit = ModuleEdit(module.lines)
    code = _TimelineCode(module, records, arch, regions)
    sizes = set()
    loops: list[tuple[str, str]] = []
    for site, fn in enumerate(functions):
        wave = module.wave_size(fn)
        sizes.add(wave)
        fe = edit.function(fn)
        entry = fn.blocks[0]
        fe.at_top(entry, code.entry_lines(wave) + code.stamp(wave, "entry", site, "e"),
                  after_allocas=True)
        if "loops" in at or (chosen is not None and chosen[0] is fn):
            _loop_stamps(fe, fn, code, wave, loops, outermost="loops" in at,
                         chosen=chosen[1] if chosen is not None and chosen[0] is fn
                         else None, every=every)
        for block in fn.blocks:
            if block.terminator.opcode == "ret":
                fe.before_terminator(block, code.stamp(wave, "exit", site, f"x{block.id}"))
    if kind == AMDGPU:
        edit.drop_from_attribute_groups(module.functions[-1].end_line, _AMDGPU_NO_ID_ATTRS)
    helpers = [line for size in sorted(sizes) for line in code.stamp_function(size)]
    helpers += [line for size in sorted(sizes) if code.conditional_used
                for line in code.stamp_function(size, conditional=True)]
    inserted = edit.inserted() + helpers
    edit.insert(module.functions[0].header_line,
                [*code.globals(), *_declarations(inserted, module.declared), "", *helpers])
    steady, cycles, hz = CLOCKS[kind]
    section = TimelineGlobal(records=records,
                             at=at + (("iterations",) if chosen is not None else ()),
                             sites=tuple(fn.name for fn in functions),
                             steady_clock=steady, cycle_clock=cycles, steady_hz=hz,
                             symbol=TIMELINE_SYMBOL, cursor_symbol=CURSOR_SYMBOL,
                             record_words=RECORD_WORDS, loops=tuple(loops),
                             every=every if chosen is not None else None,
                             regions=regions, cursor_words=CURSOR_WORDS)
    return edit.text(), section


def _chosen_loop(module: IRModule, functions: list[Function], spec: str):
    """``(function, header block id)`` of ``--timeline-loop [function:]block``."""
    name, _, header = spec.rpartition(":")
    candidates = [fn for fn in functions if not name or fn.name == name]
    if not candidates:
        raise InputError(f"--timeline-loop {spec}: no stamped function '{name}' (stamped: "
                         f"{', '.join(fn.name for fn in functions)})", path=module.path)
    found, headers = [], []
    for fn in candidates:
        for lp in analyze(fn).loops:
            headers.append(f"{fn.name}:{fn.blocks[lp.header].name}")
            if fn.blocks[lp.header].name == header:
                found.append((fn, lp.header))
    if len(found) != 1:
        what = "names no loop header" if not found else "is a loop header in several functions"
        raise InputError(f"--timeline-loop {spec} {what} (loop headers: "
                         f"{', '.join(headers) or 'none'})", path=module.path,
                         hint="name it as FUNCTION:BLOCK, BLOCK the header's label")
    return found[0]


def _loop_stamps(fe, fn: Function, code: "_TimelineCode", wave: int,
                 loops: list[tuple[str, str]], *, outermost: bool, chosen: int | None,
                 every: int) -> None:
    """The loop-entry and loop-exit stamps of ``fn``'s outermost loops, and the iteration
    stamps of its loop ``chosen`` (module docstring). ``loops`` gets each stamped loop's
    ``(function, header name)``; its index is the records' site."""
    analysis = analyze(fn)
    blocks = fn.blocks
    preds: dict[int, list[int]] = {}
    for block in blocks:
        for succ in block.successor_ids:
            preds.setdefault(succ, []).append(block.id)
    tops: dict[int, list[str]] = {}
    before: dict[int, list[tuple[int, list[str]]]] = {}   # block -> (order, lines)

    def site_of(header: int) -> int:
        key = (fn.name, blocks[header].name)
        if key not in loops:
            if len(loops) >= MAX_LOOPS:
                raise UnsupportedIRError(f"more than {MAX_LOOPS} stamped loops",
                                         path=fn.blocks[0].path,
                                         hint="drop loops from --timeline-at")
            loops.append(key)
        return loops.index(key)

    def on_edge(u: int, v: int, kind: str, site: int, tag: str, order: int) -> None:
        block = blocks[u]
        if len(block.successor_ids) == 1:
            before.setdefault(u, []).append((order, code.stamp(wave, kind, site, tag)))
            return
        if block.terminator.opcode not in ("br", "switch"):
            raise UnsupportedIRError(f"@{fn.name}: block '{block.name}' ends in "
                                     f"{block.terminator.opcode}, which a loop stamp cannot "
                                     "follow", path=block.path,
                                     hint="drop loops from --timeline-at")
        lines, cond = fe.edge_condition(block, v, f"tl.{tag}")
        before.setdefault(u, []).append(
            (order, lines + code.stamp(wave, kind, site, tag, condition=cond)))

    if outermost:
        for lp in (lp for lp in analysis.loops if lp.depth == 1):
            site = site_of(lp.header)
            for v in sorted({v for _, v in lp.exits}):
                if all(p in lp.body for p in preds.get(v, ())):
                    tops.setdefault(v, []).extend(
                        code.stamp(wave, "loop_exit", site, f"lx{site}.{v}"))
                else:
                    for u, w in lp.exits:
                        if w == v:
                            on_edge(u, v, "loop_exit", site, f"lx{site}.{u}.{v}", 0)
            for u in sorted(set(preds.get(lp.header, ())) - lp.body):
                on_edge(u, lp.header, "loop_entry", site, f"le{site}.{u}", 1)
    if chosen is not None:
        lp = next(lp for lp in analysis.loops if lp.header == chosen)
        site = site_of(chosen)
        header = blocks[chosen]
        it, nxt = f"{T}it{site}", f"{T}itn{site}"
        entries = [f"[ {nxt if p in lp.body else 0}, {blocks[p].ref} ]"
                   for p in preds.get(chosen, ())
                   for _ in range(blocks[p].successor_refs.count(header.ref))]
        fe.first_at_top(header, [f"  {it} = phi i64 {', '.join(entries)}"])
        fe.at_top(header, [f"  {nxt} = add i64 {it}, 1",
                           f"  {T}itr{site} = urem i64 {it}, {every}",
                           f"  {T}ito{site} = icmp eq i64 {T}itr{site}, 0",
                           *code.stamp(wave, "iteration", site, f"it{site}",
                                       condition=f"{T}ito{site}")])
    for v, lines in tops.items():
        fe.at_top(blocks[v], lines)
    for u, stamps in before.items():
        for _, lines in sorted(stamps, key=lambda s: s[0]):
            fe.before_terminator(blocks[u], lines)


class _TimelineCode:
    def __init__(self, module: IRModule, records: int, arch: str | None, regions: int):
        self.kind = module.target.kind
        self.target = module.target
        self.records = records
        self.regions = regions
        self.per_region = records // regions
        self.arch = arch
        self.pt = ptr_type(module.target)
        self.conditional_used = False   # whether a conditional stamp was written

    def globals(self) -> list[str]:
        space = " addrspace(1)" if self.target.counter_addrspace == 1 else ""
        return [f"@{TIMELINE_SYMBOL} ={space} global [{self.records} x [{RECORD_WORDS} x i64]]"
                " zeroinitializer, align 128",
                f"@{CURSOR_SYMBOL} ={space} global [{self.regions} x [{CURSOR_WORDS} x i64]]"
                " zeroinitializer, align 128"]

    # -- the ids, once per function entry ----------------------------------------------
    def entry_lines(self, wave: int) -> list[str]:
        """``%__bbprof.tl.ids`` (word 2 without kind and site), ``%__bbprof.tl.where``
        (word 3), ``%__bbprof.tl.below`` (lanes below this one) and the wave's region:
        ``%__bbprof.tl.cur`` its cursor, ``%__bbprof.tl.buf`` its first record."""
        if self.kind == NVPTX:
            lines = [f"  {T}unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()",
                     f"  {T}hwslot = call i32 @llvm.nvvm.read.ptx.sreg.warpid()",
                     f"  {T}tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                     f"  {T}ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()",
                     f"  {T}tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()",
                     f"  {T}nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
                     f"  {T}ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()",
                     f"  {T}zr = mul i32 {T}tz, {T}ny",
                     f"  {T}yz = add i32 {T}zr, {T}ty",
                     f"  {T}yzc = mul i32 {T}yz, {T}nx",
                     f"  {T}flat = add i32 {T}yzc, {T}tx",
                     f"  {T}wave = lshr i32 {T}flat, 5",
                     f"  {T}bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                     f"  {T}by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()",
                     f"  {T}bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()",
                     f"  {T}lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()"]
        elif self.kind == AMDGPU:
            lines = self._amdgpu_ids(wave)
        else:
            lines = [f"  {T}{name} = add i32 0, 0"
                     for name in ("unit", "hwslot", "wave", "bx", "by", "bz")]
            lines.append(f"  {T}below = add i64 0, 0")
        lines += [f"  {T}wave16 = and i32 {T}wave, 65535",
                  f"  {T}unit16 = and i32 {T}unit, 65535",
                  f"  {T}slot16 = and i32 {T}hwslot, 65535",
                  f"  {T}wave64 = zext i32 {T}wave16 to i64",
                  f"  {T}unit64 = zext i32 {T}unit16 to i64",
                  f"  {T}slot64 = zext i32 {T}slot16 to i64",
                  f"  {T}wave_s = shl i64 {T}wave64, 16",
                  f"  {T}unit_s = shl i64 {T}unit64, 32",
                  f"  {T}slot_s = shl i64 {T}slot64, 48",
                  f"  {T}ids0 = or i64 {T}wave_s, {T}unit_s",
                  f"  {T}ids = or i64 {T}ids0, {T}slot_s",
                  f"  {T}by16 = and i32 {T}by, 65535",
                  f"  {T}bz16 = and i32 {T}bz, 65535",
                  f"  {T}bx64 = zext i32 {T}bx to i64",
                  f"  {T}by64 = zext i32 {T}by16 to i64",
                  f"  {T}bz64 = zext i32 {T}bz16 to i64",
                  f"  {T}by_s = shl i64 {T}by64, 32",
                  f"  {T}bz_s = shl i64 {T}bz64, 48",
                  f"  {T}where0 = or i64 {T}bx64, {T}by_s",
                  f"  {T}where = or i64 {T}where0, {T}bz_s",
                  f"  {T}rmix = mul i32 {T}slot16, {REGION_MIX}",
                  f"  {T}rsum = add i32 {T}rmix, {T}unit16",
                  f"  {T}region = and i32 {T}rsum, {self.regions - 1}",
                  f"  {T}region64 = zext i32 {T}region to i64",
                  f"  {T}cur = getelementptr inbounds [{self.regions} x [{CURSOR_WORDS} x "
                  f"i64]], {self.pt} @{CURSOR_SYMBOL}, i64 0, i64 {T}region64, i64 0",
                  f"  {T}first = mul i64 {T}region64, {self.per_region}",
                  f"  {T}buf = getelementptr inbounds [{self.records} x [{RECORD_WORDS} x "
                  f"i64]], {self.pt} @{TIMELINE_SYMBOL}, i64 0, i64 {T}first"]
        return lines

    def _amdgpu_ids(self, wave: int) -> list[str]:
        arch = self.arch
        if is_gfx9(arch):
            # s_getreg_b32 hwreg(HW_REG_HW_ID, 0, 32): wave id 0-3, SIMD 4-5, CU/SH/SE 8-15
            lines = [f"  {T}hw = call i32 @llvm.amdgcn.s.getreg(i32 63492)",
                     f"  {T}cu0 = lshr i32 {T}hw, 8",
                     f"  {T}cu = and i32 {T}cu0, 255",
                     f"  {T}hwslot = and i32 {T}hw, 63"]
            if has_xcc(arch):
                # s_getreg_b32 hwreg(HW_REG_XCC_ID, 0, 4)
                lines += [f"  {T}xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)",
                          f"  {T}cu8 = shl i32 {T}cu, 3",
                          f"  {T}unit = or i32 {T}cu8, {T}xcc"]
            else:
                lines += [f"  {T}unit = or i32 {T}cu, 0"]
        else:
            lines = [f"  {T}unit = add i32 65535, 0", f"  {T}hwslot = add i32 0, 0"]
        wave64 = wave == 64
        lines += [f"  {T}tx = call i32 @llvm.amdgcn.workitem.id.x()",
                  f"  {T}wave = lshr i32 {T}tx, {6 if wave64 else 5}",
                  f"  {T}bx = call i32 @llvm.amdgcn.workgroup.id.x()",
                  f"  {T}by = call i32 @llvm.amdgcn.workgroup.id.y()",
                  f"  {T}bz = call i32 @llvm.amdgcn.workgroup.id.z()"]
        return lines + lanes_below_lines(wave, T, "below")

    # -- one stamp -----------------------------------------------------------------------
    def stamp(self, wave: int, kind: str, site: int, tag: str, *,
              condition: str | None = None) -> list[str]:
        """One stamp; with ``condition`` (an i1), only the lanes where it holds take part
        (their lowest lane writes)."""
        steady = ("llvm.readcyclecounter" if self.kind == HOST else "llvm.readsteadycounter")
        lines = [f"  {T}t.{tag} = call i64 @{steady}()",
                 f"  {T}c.{tag} = call i64 @llvm.readcyclecounter()",
                 f"  {T}ev.{tag} = or i64 {T}ids, {event_word(kind, site)}"]
        args = (f"i64 {T}t.{tag}, i64 {T}c.{tag}, i64 {T}ev.{tag}, i64 {T}where")
        if condition is not None:
            self.conditional_used = True
        if self.kind == NVPTX:
            if condition is None:
                return lines + [
                    f'  call void asm sideeffect "{self._ptx()}", "l,l,r,l,l,l,l"('
                    f"{self.pt} {T}cur, {self.pt} {T}buf, i32 {T}lt, "
                    f"{args}) convergent nounwind"]
            return lines + [
                f"  {T}on.{tag} = zext i1 {condition} to i32",
                f'  call void asm sideeffect "{self._ptx(conditional=True)}", '
                f'"l,l,r,l,l,l,l,r"({self.pt} {T}cur, {self.pt} '
                f"{T}buf, i32 {T}lt, {args}, i32 {T}on.{tag}) convergent nounwind"]
        region = f"{self.pt} {T}cur, {self.pt} {T}buf"
        if condition is None:
            return lines + [f"  call void @__bbprof.tl.stamp.w{wave}({args}, i64 {T}below, "
                            f"{region})"]
        return lines + [f"  call void @__bbprof.tl.stampif.w{wave}(i1 {condition}, {args}, "
                        f"i64 {T}below, {region})"]

    def _ptx(self, conditional: bool = False) -> str:
        """``$0`` the region's cursor, ``$1`` its first record, ``$2`` %lanemask_lt, ``$3``-``$6`` the
        record's words; ``conditional``: ``$7`` (i32, 0 or 1) says which lanes take part
        (a ballot of it replaces the active mask). The elected lane claims an index; the
        others keep ``C``, which stores nothing, like a claim past the region's end."""
        n = self.per_region
        if conditional:
            elect = [".reg .pred %bbt_p, %bbt_q, %bbt_c;", ".reg .b32 %bbt_m, %bbt_b;",
                     ".reg .b64 %bbt_i, %bbt_a;", "activemask.b32 %bbt_m;",
                     "setp.ne.b32 %bbt_c, $7, 0;",
                     "vote.sync.ballot.b32 %bbt_m, %bbt_c, %bbt_m;",
                     "and.b32 %bbt_b, %bbt_m, $2;",
                     "setp.eq.and.b32 %bbt_p, %bbt_b, 0, %bbt_c;"]
        else:
            elect = [".reg .pred %bbt_p, %bbt_q;", ".reg .b32 %bbt_m, %bbt_b;",
                     ".reg .b64 %bbt_i, %bbt_a;", "activemask.b32 %bbt_m;",
                     "and.b32 %bbt_b, %bbt_m, $2;", "setp.eq.b32 %bbt_p, %bbt_b, 0;"]
        body = ["{", *elect,
                f"mov.u64 %bbt_i, {n};", "@%bbt_p atom.global.add.u64 %bbt_i, [$0], 1;",
                f"setp.lt.u64 %bbt_q, %bbt_i, {n};", "shl.b64 %bbt_a, %bbt_i, 5;",
                "add.u64 %bbt_a, %bbt_a, $1;",
                "@%bbt_q st.global.v2.u64 [%bbt_a], {$3, $4};",
                "@%bbt_q st.global.v2.u64 [%bbt_a+16], {$5, $6};", "}"]
        return _NEWLINE.join(body)

    def stamp_function(self, wave: int, conditional: bool = False) -> list[str]:
        """AMDGPU and host: the internal always-inline function one stamp calls;
        ``conditional``: ``@__bbprof.tl.stampif.w<wave>``, whose first parameter (i1) says
        which lanes take part."""
        if self.kind == NVPTX:
            return []
        pt = self.pt
        scope = ' syncscope("agent")' if self.kind == AMDGPU else ""
        on = "%on" if conditional else "true"
        if self.kind == HOST:
            active = [f"  {T}active = zext i1 {on} to i64" if conditional
                      else f"  {T}active = add i64 0, 1"]
        else:
            active = ballot_lines(wave, f"{T}active", f"{T}active32", on)
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


def _declarations(inserted: list[str], declared: frozenset[str]) -> list[str]:
    code = "\n".join(inserted)
    out = []
    for name, signature in _INTRINSICS.items():
        if name not in declared and f"@{name}(" in code:
            result, params = signature.split(" ", 1)
            out.append(f"declare {result} @{name}{params}")
    return sorted(out)
