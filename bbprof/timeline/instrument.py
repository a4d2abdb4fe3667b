"""Timeline stamps: code that writes one record per wave at kernel entry and before each
``ret`` of a kernel, and optionally at the entry and exit of each outermost loop and every
Nth iteration of one chosen loop (docs/timeline.md).

The module gets ``@__bbprof_timeline``, ``N`` records of four u64 words, in two parts:

* **slots**: records ``[0, 2W)``, one pair per wave (``W`` = ``waves``, by default the
  whole buffer, half of it when stamps also claim; none on the host). Wave ``i`` of a
  launch, ``i`` = linear block id x waves per block + the wave's index in its block (the
  flat thread index / wave size), writes its entry record at ``2i`` and its exit record
  at ``2i + 1``: no atomic, no claim, stores only (fire and forget). A wave with
  ``i >= W`` writes nothing; the host, which knows the launch's shape, counts its two
  records as dropped. The slot stamp reads its ids where it stamps (NVPTX: inside a
  function of its own that the kernel calls, so that ptxas cannot keep the kernel's or
  the entry's ids live for the exit), so nothing stays live through the kernel for it
  (no register the kernel pays for in occupancy). An exit record holds the clocks, written with an
  unsigned max (``red.global.max`` / ``atomicrmw umax`` whose result is unused: no
  wait), and the event word's constant part: the lanes of a wave that reach ``ret``
  apart write the same exit slot and the latest exit stays; its ids are the entry's,
  which the read-back fills in (records.py). ``bbprof run`` zeroes the buffer before
  each launch: a slot is written when its record has ``VALID`` (word 2, bit 3).
* **regions**: records ``[2W, N)``, for the stamps whose count per wave varies (loops,
  iterations; on the host, and with ``waves=0``, every stamp): ``R`` regions of
  ``C = (N - 2W) // R`` records, each with its own cursor in
  ``@__bbprof_timeline_cursor`` (``R`` u64 cursors ``CURSOR_WORDS`` words, 128 bytes,
  apart; absent when nothing claims). A claiming stamp uses the region of its hardware
  slot, ``(slot * 257 + unit) mod R`` (NVPTX ``%warpid`` and ``%smid``; AMDGPU gfx9 the
  HW_ID wave slot and the CU (+XCC) id, the ids records carry): it increments its
  region's cursor atomically to claim a record, so same-address atomics come only from
  the few waves sharing a region (one global cursor serialised hundreds of thousands of
  claims in L2: 3.9x on a 0.15 ms kernel of 262k warps, bench/timeline). The factor 257
  spreads both the units and the slots over the regions for any power-of-two ``R``.
  ``R`` (``regions_for``): 1 on the host and on AMDGPU without unit ids (every wave
  would share one region), else the largest power of two ``<= MAX_REGIONS`` that leaves
  each region at least ``MIN_REGION_RECORDS``. A stamp whose claimed index in its region
  is ``C`` or more writes nothing: the record is dropped, and the decoder counts
  ``cursor_r - C`` drops per region. A region overflows when the waves that run on its
  slots in one launch stamp more than ``C`` records: size it for the busiest slot
  (records per wave x waves per slot x the slots sharing a region), not the average.

One lane per wave stamps: NVPTX entry slot stamps lane 0 (every lane runs the kernel's
first instruction); else the lowest active lane (``active & lanes_below == 0``, the
election of the counting code, bbprof/instrument/counting/). A claiming stamp of a wave
whose lanes reach it apart writes one record per group of lanes.

Record words (``RECORD_FIELDS``):

0. the steady clock, ``llvm.readsteadycounter``: NVPTX ``%globaltimer`` (ns), AMDGPU
   ``s_memrealtime`` (100 MHz on gfx9; ``s_sendmsg_rtn`` REALTIME on gfx11+); the host
   has no steady counter in LLVM, so it writes ``llvm.readcyclecounter`` (the TSC, a
   constant rate on current x86; its rate is measured at run time);
1. the cycle clock, ``llvm.readcyclecounter``: ``%clock64``, ``s_memtime``, the TSC;
2. bits 0-2 the event kind (``KINDS``), bit 3 ``VALID`` (set by every stamp), 4-15 the
   site (index of the function in ``TimelineGlobal.sites``; of the loop in
   ``TimelineGlobal.loops`` for loop kinds), 16-31 the wave's index in its block (NVPTX:
   the flat thread index / 32; AMDGPU: the flat work-item index / wave size, the
   workgroup's sizes from code object v5's implicit arguments), 32-47 the unit (NVPTX
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

Code per target: NVPTX slot stamps one call of a function that is not inlined
(``@__bbprof.tl.enter.s<site>`` / ``leave``) whose body is one inline PTX statement
(clocks, election, ids, the slot's address, predicated stores; the exit's reductions
behind one branch, taken only when not all 32 lanes are there); by default
(``entry_at_exit``) there is no entry call: the kernel's first statement reads the
clocks' low halves (``DEFERRED_ENTRY``) and each exit's function, passed them, writes
the entry record as well (``_deferred_entry_lines``); NVPTX claiming stamps one
inline PTX statement, no branch, as the counting code writes it (election, predicated
``atom.global.add`` of the cursor and two predicated ``st.global.v2.u64``); AMDGPU
and the host one call of an internal always-inline function
(``@__bbprof.tl.enter.w<wave size>`` and ``leave`` for slots,
``@__bbprof.tl.stamp.w<wave size>`` and ``stampif`` for claims) whose branches the
back end's inliner puts in place. The AMDGPU attributes that promise no workitem,
workgroup ids or implicit arguments are dropped (the stamps read them). The text edits
go through ``ir/rewrite.py``'s ``ModuleEdit``.
"""

from __future__ import annotations


from bbprof.errors import InputError, UnsupportedIRError
from bbprof.instrument.blockmap import TimelineGlobal
from bbprof.instrument.counting.amdgpu import (ID_ATTRIBUTES, ballot_lines, election_lines,
                                               implicit_u16, implicit_u32, lanes_below_lines)
from bbprof.instrument.counting.common import ptr_type
from bbprof.instrument.layout import has_xcc, is_gfx9
from bbprof.ir.cfg import analyze
from bbprof.ir.module import Function, IRModule
from bbprof.ir.rewrite import ModuleEdit
from bbprof.ir.target import AMDGPU, HOST, NVPTX
from bbprof.timeline.records import KINDS, RECORD_WORDS, VALID

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
# NVPTX with the entry record written at the exit (``add_timeline(entry_at_exit=)``): the
# entry's clocks, low 32 bits each ({steady, cycles}), read by the kernel's first statement
DEFERRED_ENTRY = f"{T}entry.clocks"
_NEWLINE = "\\0A\\09"
_NV_NAMES = {"entry": "enter", "exit": "leave"}
_ENTRY_CLOCKS = _NEWLINE.join(["{", ".reg .b32 %bbt_s, %bbt_k;",
                               "mov.u32 %bbt_s, %globaltimer_lo;", "mov.u32 %bbt_k, %clock;",
                               "mov.b64 $0, {%bbt_s, %bbt_k};", "}"])

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
    "llvm.amdgcn.implicitarg.ptr": "ptr addrspace(4) ()",
    "llvm.amdgcn.workitem.id.y": "i32 ()",
    "llvm.amdgcn.workitem.id.z": "i32 ()",
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
    """The constant low bits of record word 2 for one stamp (``VALID`` set)."""
    return KINDS[kind] | VALID | (site << 4)


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


def claims_records(kind: str, at: tuple[str, ...], loop: str | None) -> bool:
    """Whether some stamp claims its record from a cursor: loop and iteration stamps
    (their count per wave varies), and every stamp on the host (module docstring)."""
    return kind == HOST or "loops" in at or loop is not None


def waves_for(kind: str, records: int, claims: bool) -> int:
    """The default fixed slot pairs: none on the host; else the whole buffer, or half of
    it when stamps claim records too."""
    if kind == HOST:
        return 0
    return records // 4 if claims else records // 2


def add_timeline(module: IRModule, *, records: int = DEFAULT_RECORDS,
                 arch: str | None = None, at: tuple[str, ...] = AT,
                 loop: str | None = None, every: int = 1,
                 regions: int | None = None,
                 waves: int | None = None,
                 nvptx_calls: tuple[str, ...] = AT,
                 entry_at_exit: bool | None = None) -> tuple[str, TimelineGlobal]:
    """The module's text with timeline stamps, and the block map's timeline section.

    ``module``: the plain or counter-instrumented module (``load_module(...,
    allow_instrumented=True)`` of ``instrument``'s output); ``arch``: the processor when
    the module names none; ``at``: ``AT`` or with ``"loops"``; ``loop``: the header of a
    loop (``[function:]block``) whose every ``every``-th iteration is stamped;
    ``waves``: the fixed entry/exit slot pairs (default ``waves_for``; GPU targets only);
    ``regions``: the claimed records' regions (a power of two, at most the records after
    the slots; default ``regions_for``; only where stamps claim); ``nvptx_calls``: the
    NVPTX slot stamps (``"entry"``, ``"exit"``) in functions the kernel calls (by
    default both); the others are the same statements inline in the kernel (for
    comparison: bench_timeline.py's ``entry_exit_inline`` and ``entry_exit_exitcall``);
    ``entry_at_exit``: NVPTX slot stamps read the entry's clocks at entry (their low 32
    bits, one register pair kept live) and write the entry record with the exit's
    (``DEFERRED_ENTRY``; default: on for NVPTX slots, else off)."""
    if not 1 <= records <= MAX_RECORDS:
        raise InputError(f"--timeline-records must be between 1 and {MAX_RECORDS}, "
                         f"not {records}")
    at = parse_at(at)
    if every < 1:
        raise InputError(f"--timeline-every must be at least 1, not {every}")
    module = module.with_arch(arch)   # its wave size and processor, checked once
    kind = module.target.kind
    arch = module.arch()
    claims = claims_records(kind, at, loop)
    if waves is None:
        waves = waves_for(kind, records, claims)
    elif kind == HOST and waves:
        raise InputError("--timeline-waves: the host has no fixed wave slots (every stamp "
                         "claims its record)")
    elif waves < 0 or 2 * waves > records - (1 if claims else 0):
        raise InputError(f"--timeline-waves must leave the slot pairs (2 x waves records) "
                         f"inside the {records} records"
                         + (", with at least one left to claim" if claims else "")
                         + f", not {waves}")
    claims = claims or not waves      # no slots: entry and exit stamps claim too
    left = records - 2 * waves
    if not claims:
        if regions is not None:
            raise InputError("the timeline's regions need stamps that claim records "
                             "(--timeline-at loops, --timeline-loop)")
        regions = 0
    elif regions is None:
        regions = regions_for(kind, arch, left)
    elif regions < 1 or regions & (regions - 1) or regions > left:
        raise InputError(f"the timeline's regions must be a power of two between 1 and "
                         f"the records after the slots ({left}), not {regions}")
    functions = stamped_functions(module)
    if not functions:
        raise InputError("has no kernel to stamp for --timeline", path=module.path,
                         hint="pass a module with a kernel (ptx_kernel, amdgpu_kernel)")
    chosen = _chosen_loop(module, functions, loop) if loop is not None else None
    if kind == AMDGPU and waves:
        _require_code_object_v5(module)
    edit = ModuleEdit(module.lines)
    code = _TimelineCode(module, records, arch, regions, waves)
    code.nvptx_calls = nvptx_calls
    slots_on_nvptx = kind == NVPTX and bool(waves)     # (``at`` has entry and exit)
    deferred = slots_on_nvptx if entry_at_exit is None else entry_at_exit
    if deferred and not slots_on_nvptx:
        raise InputError("the entry record written at the exit needs NVPTX slot stamps")
    code.deferred = deferred
    sizes = set()
    loops: list[tuple[str, str]] = []
    for site, fn in enumerate(functions):
        wave = module.wave_size(fn)
        sizes.add(wave)
        fe = edit.function(fn)
        code.dims = fn.block_dims("nvvm.reqntid") if kind == NVPTX else None
        entry = fn.blocks[0]
        mine = chosen is not None and chosen[0] is fn
        # the ids and the region of claiming stamps, once at the entry (slot stamps read
        # theirs where they stamp: nothing stays live through the kernel for them)
        ids = code.entry_lines(wave) if claims and (
            not waves or kind == HOST or "loops" in at or mine) else []
        fe.at_top(entry, ids + code.stamp(wave, "entry", site, "e"), after_allocas=True)
        if "loops" in at or mine:
            _loop_stamps(fe, fn, code, wave, loops, outermost="loops" in at,
                         chosen=chosen[1] if mine else None, every=every)
        for block in fn.blocks:
            if block.terminator.opcode == "ret":
                fe.before_terminator(block, code.stamp(wave, "exit", site, f"x{block.id}"))
    if kind == AMDGPU:
        edit.drop_from_attribute_groups(module.functions[-1].end_line, ID_ATTRIBUTES)
    helpers = [line for size in sorted(sizes) for line in code.helpers(size)]
    inserted = edit.inserted() + helpers
    edit.insert(module.functions[0].header_line,
                [*code.globals(), *_declarations(inserted, module.declared), "", *helpers])
    steady, cycles, hz = CLOCKS[kind]
    section = TimelineGlobal(records=records,
                             at=at + (("iterations",) if chosen is not None else ()),
                             sites=tuple(fn.name for fn in functions),
                             steady_clock=steady, cycle_clock=cycles, steady_hz=hz,
                             symbol=TIMELINE_SYMBOL,
                             cursor_symbol=CURSOR_SYMBOL if regions else None,
                             record_words=RECORD_WORDS, loops=tuple(loops),
                             every=every if chosen is not None else None,
                             regions=regions, cursor_words=CURSOR_WORDS if regions else 1,
                             waves=waves, compact_slots=deferred)
    return edit.text(), section


def _require_code_object_v5(module: IRModule) -> None:
    """AMDGPU slot stamps read the launch's block counts and workgroup sizes from the
    implicit kernel arguments of code object v5 (LLVM's default since 18)."""
    version = module.code_object_version
    if version is not None and version < 500:
        raise UnsupportedIRError(f"--timeline needs AMDGPU code object version 5 or later "
                                 f"(the module says {version // 100}): its stamps "
                                 "read the implicit kernel arguments", path=module.path,
                                 hint="compile for code object v5 "
                                      "(-mcode-object-version=5)")


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
    def __init__(self, module: IRModule, records: int, arch: str | None, regions: int,
                 waves: int):
        self.kind = module.target.kind
        self.target = module.target
        self.records = records
        self.regions = regions
        self.waves = waves                          # W: slot pairs at the buffer's start
        self.nv_stamps: set[tuple[str, int]] = set()    # NVPTX: (kind, site) functions
        self.nvptx_calls: tuple[str, ...] = AT
        self.nv_dims: dict[int, tuple[int, int, int] | None] = {}
        self.dims: tuple[int, int, int] | None = None   # the stamped kernel's reqntid
        self.per_region = (records - 2 * waves) // regions if regions else 0
        self.arch = arch
        self.pt = ptr_type(module.target)
        self.used: set[str] = set()     # helper kinds used: "claim", "claimif", "slot"
        self.deferred = False           # NVPTX: the entry record written at the exit

    def globals(self) -> list[str]:
        space = " addrspace(1)" if self.target.counter_addrspace == 1 else ""
        out = [f"@{TIMELINE_SYMBOL} ={space} global [{self.records} x [{RECORD_WORDS} x i64]]"
               " zeroinitializer, align 128"]
        if self.regions:
            out.append(f"@{CURSOR_SYMBOL} ={space} global [{self.regions} x [{CURSOR_WORDS} "
                       "x i64]] zeroinitializer, align 128")
        return out

    # -- the ids -------------------------------------------------------------------------
    def entry_lines(self, wave: int) -> list[str]:
        """For claiming stamps, once per function entry: ``%__bbprof.tl.ids`` (word 2
        without kind and site), ``%__bbprof.tl.where`` (word 3), ``%__bbprof.tl.below``
        (lanes below this one) and the wave's region: ``%__bbprof.tl.cur`` its cursor,
        ``%__bbprof.tl.buf`` its first record."""
        return [*self._id_lines(wave, T), *self._pack_lines(T),
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
        if self.kind == NVPTX:
            lines = [f"  {p}unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()",
                     f"  {p}hwslot = call i32 @llvm.nvvm.read.ptx.sreg.warpid()",
                     f"  {p}tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                     f"  {p}ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()",
                     f"  {p}tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()",
                     f"  {p}nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
                     f"  {p}ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()",
                     f"  {p}zr = mul i32 {p}tz, {p}ny",
                     f"  {p}yz = add i32 {p}zr, {p}ty",
                     f"  {p}yzc = mul i32 {p}yz, {p}nx",
                     f"  {p}flat = add i32 {p}yzc, {p}tx",
                     f"  {p}wave = lshr i32 {p}flat, 5",
                     f"  {p}bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                     f"  {p}by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()",
                     f"  {p}bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()",
                     f"  {p}lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()"]
        elif self.kind == AMDGPU:
            lines = self._amdgpu_ids(wave, p)
        else:
            lines = [f"  {p}{name} = add i32 0, 0"
                     for name in ("unit", "hwslot", "wave", "bx", "by", "bz")]
            lines.append(f"  {p}below = add i64 0, 0")
        return lines

    @staticmethod
    def _pack_lines(p: str) -> list[str]:
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

    def _amdgpu_ids(self, wave: int, p: str) -> list[str]:
        arch = self.arch
        if is_gfx9(arch):
            # s_getreg_b32 hwreg(HW_REG_HW_ID, 0, 32): wave id 0-3, SIMD 4-5, CU/SH/SE 8-15
            lines = [f"  {p}hw = call i32 @llvm.amdgcn.s.getreg(i32 63492)",
                     f"  {p}cu0 = lshr i32 {p}hw, 8",
                     f"  {p}cu = and i32 {p}cu0, 255",
                     f"  {p}hwslot = and i32 {p}hw, 63"]
            if has_xcc(arch):
                # s_getreg_b32 hwreg(HW_REG_XCC_ID, 0, 4)
                lines += [f"  {p}xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)",
                          f"  {p}cu8 = shl i32 {p}cu, 3",
                          f"  {p}unit = or i32 {p}cu8, {p}xcc"]
            else:
                lines += [f"  {p}unit = or i32 {p}cu, 0"]
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

    def _amdgpu_slot_lines(self, wave: int, p: str) -> list[str]:
        """After ``_amdgpu_ids``: ``<p>lin`` (i64), the wave's linear index in the launch:
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
    def stamp(self, wave: int, kind: str, site: int, tag: str, *,
              condition: str | None = None) -> list[str]:
        """One stamp; with ``condition`` (an i1), only the lanes where it holds take part
        (their lowest lane writes). Entry and exit stamps write their wave's slot when the
        buffer has slots; every other stamp claims its record."""
        if kind in ("entry", "exit") and self.waves:
            return self._slot_stamp(wave, kind, site)
        steady = ("llvm.readcyclecounter" if self.kind == HOST else "llvm.readsteadycounter")
        lines = [f"  {T}t.{tag} = call i64 @{steady}()",
                 f"  {T}c.{tag} = call i64 @llvm.readcyclecounter()",
                 f"  {T}ev.{tag} = or i64 {T}ids, {event_word(kind, site)}"]
        args = (f"i64 {T}t.{tag}, i64 {T}c.{tag}, i64 {T}ev.{tag}, i64 {T}where")
        self.used.add("claim" if condition is None else "claimif")
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

    def _slot_stamp(self, wave: int, kind: str, site: int) -> list[str]:
        """An entry or exit stamp into the wave's fixed slot: no claim, no value kept
        from elsewhere in the function (the ids are read where it stamps)."""
        ev = event_word(kind, site)
        if self.kind == NVPTX:
            if self.deferred and kind == "entry":
                return [f'  {DEFERRED_ENTRY} = call i64 asm sideeffect "{_ENTRY_CLOCKS}", '
                        '"=l"() convergent nounwind']
            late = self.deferred and kind == "exit"
            if kind not in self.nvptx_calls:
                return [self._slot_statement(kind, site, self.dims,
                                             DEFERRED_ENTRY if late else None)]
            self.nv_stamps.add((kind, site))
            self.nv_dims[site] = self.dims
            arg = f"i64 {DEFERRED_ENTRY}" if late else ""
            return [f"  call void @__bbprof.tl.{_NV_NAMES[kind]}.s{site}({arg}) "
                    "convergent nounwind"]
        self.used.add("slot")
        name = "enter" if kind == "entry" else "leave"
        return [f"  call void @__bbprof.tl.{name}.w{wave}(i64 {ev})"]

    def _ptx_slot(self, kind: str, ev: int, dims: tuple[int, int, int] | None = None,
                  entry_site: int | None = None) -> str:
        """The NVPTX slot stamp, one statement: ``$0`` the buffer. The clocks are read
        first; one lane of a wave whose linear index ``i`` (linear block id x warps per
        block + the warp's index in its block) is below W writes. An entry: lane 0 (flat
        thread index mod 32: every lane of a warp runs the kernel's first instruction),
        all four words of record ``2i``. An exit: the lowest active lane, record
        ``2i+1``'s clocks by one 16-byte store when all 32 lanes are there (no other lane
        of the wave stamps an exit), else by ``red.global.max`` (of a wave whose lanes
        leave apart, the latest exit stays), and the event word (kind, site, VALID: its
        ids are the entry's, which the read-back fills in). Stores and reductions only:
        nothing waits for memory. Each statement is the body of a function of its own
        (``nv_stamp_function``). ``dims``: the kernel's block shape when it requires one
        (``"nvvm.reqntid"``, as Triton's kernels do): the flat thread index and the warps
        per block are then constants of the statement, not reads of ``%ntid``.
        ``entry_site``: an exit that also writes its wave's entry record (site
        ``entry_site``; ``$1`` the entry's clocks as ``_ENTRY_CLOCKS`` read them, low 32
        bits each), in the compact layout (``TimelineGlobal.compact_slots``): record
        ``2i`` only, its 32 bytes: words 0-1 the exit's clocks, 2-3 the entry's event word
        with this exit's ids and the low halves; no exit event word. Every group of lanes
        of a wave that leaves writes the same words 2-3."""
        exit_ = kind == "exit"
        body = ["{", ".reg .pred %bbt_p, %bbt_q, %bbt_r;",
                ".reg .b32 %bbt_m, %bbt_b, %bbt_x, %bbt_y, %bbt_z, %bbt_n, %bbt_w;",
                ".reg .b64 %bbt_l, %bbt_a, %bbt_v, %bbt_t, %bbt_c, %bbt_e, %bbt_h;",
                "mov.u64 %bbt_t, %globaltimer;", "mov.u64 %bbt_c, %clock64;"]
        if dims is not None and dims[1] == dims[2] == 1:
            body += ["mov.u32 %bbt_w, %tid.x;"]          # the flat thread index
        elif dims is not None:                           # (z * ny + y) * nx + x
            body += ["mov.u32 %bbt_x, %tid.z;", "mov.u32 %bbt_y, %tid.y;",
                     f"mul.lo.u32 %bbt_w, %bbt_x, {dims[1]};",
                     "add.u32 %bbt_w, %bbt_w, %bbt_y;",
                     "mov.u32 %bbt_x, %tid.x;", f"mul.lo.u32 %bbt_w, %bbt_w, {dims[0]};",
                     "add.u32 %bbt_w, %bbt_w, %bbt_x;"]
        else:
            body += ["mov.u32 %bbt_x, %tid.z;", "mov.u32 %bbt_n, %ntid.y;",
                     "mov.u32 %bbt_y, %tid.y;", "mul.lo.u32 %bbt_w, %bbt_x, %bbt_n;",
                     "add.u32 %bbt_w, %bbt_w, %bbt_y;", "mov.u32 %bbt_n, %ntid.x;",
                     "mov.u32 %bbt_x, %tid.x;", "mul.lo.u32 %bbt_w, %bbt_w, %bbt_n;",
                     "add.u32 %bbt_w, %bbt_w, %bbt_x;"]
        if exit_:       # the lowest active lane
            body += ["activemask.b32 %bbt_m;", "mov.u32 %bbt_b, %lanemask_lt;",
                     "and.b32 %bbt_b, %bbt_b, %bbt_m;", "setp.eq.b32 %bbt_p, %bbt_b, 0;"]
        else:           # lane 0
            body += ["and.b32 %bbt_b, %bbt_w, 31;", "setp.eq.b32 %bbt_p, %bbt_b, 0;"]
        # the warp's index in its block; warps per block: ceil(threads / 32)
        body += ["shr.u32 %bbt_w, %bbt_w, 5;"]
        if dims is not None:
            body += [f"mov.u32 %bbt_n, {-(-dims[0] * dims[1] * dims[2] // 32)};"]
        else:
            body += ["mov.u32 %bbt_y, %ntid.y;", "mul.lo.u32 %bbt_n, %bbt_n, %bbt_y;",
                     "mov.u32 %bbt_y, %ntid.z;", "mul.lo.u32 %bbt_n, %bbt_n, %bbt_y;",
                     "add.u32 %bbt_n, %bbt_n, 31;", "shr.u32 %bbt_n, %bbt_n, 5;"]
        body += [
                 # the linear block id lb = (z * ny + y) * nx + x, in 64 bits (the sum
                 # in brackets is below 2^32: z < 2^16, ny <= 2^16)
                 "mov.u32 %bbt_z, %ctaid.z;", "mov.u32 %bbt_y, %nctaid.y;",
                 "mov.u32 %bbt_x, %ctaid.y;", "mul.lo.u32 %bbt_z, %bbt_z, %bbt_y;",
                 "add.u32 %bbt_z, %bbt_z, %bbt_x;", "mov.u32 %bbt_y, %nctaid.x;",
                 "cvt.u64.u32 %bbt_l, %bbt_z;", "cvt.u64.u32 %bbt_v, %bbt_y;",
                 "mul.lo.u64 %bbt_l, %bbt_l, %bbt_v;", "mov.u32 %bbt_x, %ctaid.x;",
                 "cvt.u64.u32 %bbt_v, %bbt_x;", "add.u64 %bbt_l, %bbt_l, %bbt_v;",
                 # the wave's linear index i = lb x wpb + w and its slot pair's address,
                 # only below W: i >= lb, and when lb < W <= 2^25, i < 2^30 in 32 bits
                 f"setp.lt.and.u64 %bbt_q, %bbt_l, {self.waves}, %bbt_p;",
                 "cvt.u32.u64 %bbt_b, %bbt_l;", "mul.lo.u32 %bbt_b, %bbt_b, %bbt_n;",
                 "add.u32 %bbt_b, %bbt_b, %bbt_w;",
                 f"setp.lt.and.u32 %bbt_q, %bbt_b, {self.waves}, %bbt_q;",
                 "cvt.u64.u32 %bbt_a, %bbt_b;", "shl.b64 %bbt_a, %bbt_a, 6;",
                 "add.u64 %bbt_a, %bbt_a, $0;"]
        if not exit_:
            # word 2: (event | wave << 16, smid | warpid << 16); word 3: (x, y | z << 16)
            body += ["shl.b32 %bbt_w, %bbt_w, 16;", f"or.b32 %bbt_w, %bbt_w, {ev};",
                     "mov.u32 %bbt_b, %smid;", "mov.u32 %bbt_m, %warpid;",
                     "shl.b32 %bbt_m, %bbt_m, 16;", "or.b32 %bbt_b, %bbt_b, %bbt_m;",
                     "mov.b64 %bbt_e, {%bbt_w, %bbt_b};",
                     "mov.u32 %bbt_z, %ctaid.z;", "shl.b32 %bbt_z, %bbt_z, 16;",
                     "mov.u32 %bbt_y, %ctaid.y;", "or.b32 %bbt_y, %bbt_y, %bbt_z;",
                     "mov.b64 %bbt_h, {%bbt_x, %bbt_y};",
                     "@%bbt_q st.global.v2.u64 [%bbt_a], {%bbt_t, %bbt_c};",
                     "@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_e, %bbt_h};", "}"]
        else:
            if entry_site is not None:      # no event word: its entry's says it all
                body += self._deferred_entry_lines(event_word("entry", entry_site))
            else:
                body += [f"mov.u64 %bbt_e, {ev};",
                         "@%bbt_q st.global.u64 [%bbt_a+48], %bbt_e;"]
            # the clocks by one store when all 32 lanes are here, else by max (one
            # branch around both reductions; the label is the function's only one);
            # compact: into words 0-1 of record 2i, which fills its first 32-byte sector
            # with the entry's words 2-3 (no partial sector for L2 to merge with DRAM's)
            at = "" if entry_site is not None else "+32"
            second = "+8" if entry_site is not None else "+40"
            body += [
                     "setp.eq.and.b32 %bbt_r, %bbt_m, -1, %bbt_q;",
                     f"@%bbt_r st.global.v2.u64 [%bbt_a{at}], {{%bbt_t, %bbt_c}};",
                     "xor.pred %bbt_p, %bbt_r, %bbt_q;", "@!%bbt_p bra BBT_DONE;",
                     f"red.global.max.u64 [%bbt_a{at}], %bbt_t;",
                     f"red.global.max.u64 [%bbt_a{second}], %bbt_c;", "BBT_DONE:", "}"]
        return _NEWLINE.join(body)

    @staticmethod
    def _deferred_entry_lines(ev: int) -> list[str]:
        """Inside an exit slot stamp (``_ptx_slot``, after the slot's address): the entry
        record's words 2-3 by one 16-byte store of the exit's elected lane (``%bbt_q``):
        word 2 the entry's event word with this exit's ids (a warp stays on its SM and
        slot), word 3 ``$1`` as read at entry, the clocks' low halves. Words 0-1 (the
        entry's full clocks, from word 3 and the exit's) and the block's coordinates (from
        the slot's index) are the read-back's (records.py, ``compact_slots``)."""
        return [".reg .b32 %bbt_s, %bbt_k;", ".reg .b64 %bbt_g;",
                # word 2: (event | wave << 16, smid | warpid << 16)
                "shl.b32 %bbt_w, %bbt_w, 16;", f"or.b32 %bbt_w, %bbt_w, {ev};",
                "mov.u32 %bbt_s, %smid;", "mov.u32 %bbt_k, %warpid;",
                "shl.b32 %bbt_k, %bbt_k, 16;", "or.b32 %bbt_s, %bbt_s, %bbt_k;",
                "mov.b64 %bbt_g, {%bbt_w, %bbt_s};",
                "@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_g, $1};"]

    def nv_stamp_function(self, kind: str, site: int) -> list[str]:
        """NVPTX: ``@__bbprof.tl.enter.s<site>`` / ``leave``, the entry or exit stamp of
        site ``site``, a function that is not inlined (docs/timeline.md): ptxas cannot
        reuse at the exit the ids that the kernel or its entry read (``%tid.x``,
        ``%ctaid.x``, the buffer's address), which it would keep live through the kernel
        (splitk_gemm 128 -> 144 registers, half its resident warps), nor interleave the
        entry's values with the kernel's first loads (rms_norm 32 -> 39)."""
        lows = "%lo" if self.deferred and kind == "exit" else None
        return [f"define internal void @__bbprof.tl.{_NV_NAMES[kind]}.s{site}("
                f"{'i64 %lo' if lows else ''}) noinline convergent nounwind {{", "entry:",
                self._slot_statement(kind, site, self.nv_dims[site], lows),
                "  ret void", "}", ""]

    def _slot_statement(self, kind: str, site: int, dims: tuple[int, int, int] | None,
                        lows: str | None) -> str:
        """The NVPTX slot stamp's inline PTX call (``_ptx_slot``), in the kernel or in its
        stamp function; ``lows``: the i64 of the entry's clocks' low halves that a compact
        exit writes (None: not compact, or an entry)."""
        asm = self._ptx_slot(kind, event_word(kind, site), dims,
                             site if lows is not None else None)
        arg = "" if lows is None else f", i64 {lows}"
        return (f'  call void asm sideeffect "{asm}", "l{",l" if lows else ""}"({self.pt} '
                f"@{TIMELINE_SYMBOL}{arg}) convergent nounwind")

    def _ptx(self, conditional: bool = False) -> str:
        """A claiming stamp: ``$0`` the region's cursor, ``$1`` its first record, ``$2``
        %lanemask_lt, ``$3``-``$6`` the record's words; ``conditional``: ``$7`` (i32, 0
        or 1) says which lanes take part (a ballot of it replaces the active mask). The
        elected lane claims an index; the others keep ``C``, which stores nothing, like a
        claim past the region's end."""
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

    # -- AMDGPU and host: the functions the stamps call -------------------------------------
    def helpers(self, wave: int) -> list[str]:
        """The internal always-inline functions this module's stamps call (none on NVPTX,
        whose stamps are inline PTX)."""
        if self.kind == NVPTX:
            return [line for kind, site in sorted(self.nv_stamps)
                    for line in self.nv_stamp_function(kind, site)]
        out = []
        if "claim" in self.used:
            out += self._claim_function(wave)
        if "claimif" in self.used:
            out += self._claim_function(wave, conditional=True)
        if "slot" in self.used:
            out += self._slot_function(wave, "entry") + self._slot_function(wave, "exit")
        return out

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
                 *self._amdgpu_slot_lines(wave, p),
                 f"  %room = icmp ult i64 %lin, {self.waves}",
                 "  %go = and i1 %leader, %room",
                 "  br i1 %go, label %write, label %done", "", "write:",
                 "  %pair = shl i64 %lin, 1"]
        if kind == "entry":
            lines += [*self._pack_lines(p), "  %word2 = or i64 %ids, %ev",
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


def _linear_lines(p: str) -> list[str]:
    """``<p>lin`` (i64) = ((bz * gy + by) * gx + bx) * wpb + wave."""
    return [f"  {p}bzy = mul i32 {p}bz, {p}gy", f"  {p}bzy1 = add i32 {p}bzy, {p}by",
            f"  {p}bzy64 = zext i32 {p}bzy1 to i64", f"  {p}gx64 = zext i32 {p}gx to i64",
            f"  {p}bx64l = zext i32 {p}bx to i64", f"  {p}lb0 = mul i64 {p}bzy64, {p}gx64",
            f"  {p}lb = add i64 {p}lb0, {p}bx64l",
            f"  {p}wpb64 = zext i32 {p}wpb to i64", f"  {p}wv64 = zext i32 {p}wave to i64",
            f"  {p}lin0 = mul i64 {p}lb, {p}wpb64", f"  {p}lin = add i64 {p}lin0, {p}wv64"]


def _declarations(inserted: list[str], declared: frozenset[str]) -> list[str]:
    code = "\n".join(inserted)
    out = []
    for name, signature in _INTRINSICS.items():
        if name not in declared and f"@{name}(" in code:
            result, params = signature.rsplit(" (", 1)
            out.append(f"declare {result} @{name}({params}")
    return sorted(out)
