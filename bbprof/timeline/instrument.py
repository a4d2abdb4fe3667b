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

Code per target: each target's stamp writer stands beside its counting code and reuses
its ids and election (bbprof/instrument/counting/: ``nvptx_stamps.py``, inline PTX, the
slot stamps in functions that are not inlined; ``amdgpu_stamps.py``, calls of internal
always-inline functions; ``host_stamps.py``, AMDGPU's with one lane; the record format and
what they share, ``stamps.py``). This module decides where stamps go and lays out the
buffer; it asks the writer what the target can do (``StampCode``'s attributes), never
which target it is. The text edits go through ``ir/rewrite.py``'s ``ModuleEdit``.
"""

from __future__ import annotations


from bbprof.errors import InputError, UnsupportedIRError
from bbprof.instrument.blockmap import TimelineGlobal
from bbprof.instrument.counting import stamp_code
from bbprof.instrument.counting.stamps import (AT, CURSOR_SYMBOL, CURSOR_WORDS,
                                               DEFERRED_ENTRY, RECORD_WORDS, T,
                                               TIMELINE_SYMBOL, StampCode, event_word)
from bbprof.ir.cfg import analyze
from bbprof.ir.module import Function, IRModule
from bbprof.ir.rewrite import ModuleEdit

RECORD_FIELDS = ("steady", "cycles", "event", "block")
DEFAULT_RECORDS = 1 << 16
MAX_RECORDS = 1 << 26
MAX_REGIONS = 1 << 10
MIN_REGION_RECORDS = 1 << 8
AT_CHOICES = ("entry", "exit", "loops")
MAX_LOOPS = 1 << 12         # the site field's 12 bits

__all__ = ["AT", "AT_CHOICES", "CURSOR_SYMBOL", "CURSOR_WORDS", "DEFAULT_RECORDS",
           "DEFERRED_ENTRY", "MAX_RECORDS", "RECORD_FIELDS", "TIMELINE_SYMBOL",
           "add_timeline", "event_word", "parse_at"]


def stamped_functions(module: IRModule) -> list:
    """The functions that get stamps: a GPU module's kernels; on the host, every defined
    function that is not internal or bbprof's own."""
    if stamp_code(module.target.kind).slots:
        return [fn for fn in module.functions if fn.is_kernel]
    return [fn for fn in module.functions if not fn.name.startswith("__bbprof")
            and fn.linkage not in ("internal", "private")]


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
    if not stamp_code(kind).regions_by_unit(arch):
        return 1
    regions = 1
    while regions * 2 <= MAX_REGIONS and records // (regions * 2) >= MIN_REGION_RECORDS:
        regions *= 2
    return regions


def claims_records(kind: str, at: tuple[str, ...], loop: str | None) -> bool:
    """Whether some stamp claims its record from a cursor: loop and iteration stamps
    (their count per wave varies), and every stamp on the host (module docstring)."""
    return not stamp_code(kind).slots or "loops" in at or loop is not None


def waves_for(kind: str, records: int, claims: bool) -> int:
    """The default fixed slot pairs: none on the host; else the whole buffer, or half of
    it when stamps claim records too."""
    if not stamp_code(kind).slots:
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
    writer = stamp_code(kind)
    claims = claims_records(kind, at, loop)
    if waves is None:
        waves = waves_for(kind, records, claims)
    elif not writer.slots and waves:
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
    if writer.needs_code_object_v5 and waves:
        _require_code_object_v5(module)
    compact = writer.writes_entry_at_exit and bool(waves)   # (``at`` has entry and exit)
    deferred = compact if entry_at_exit is None else entry_at_exit
    if deferred and not compact:
        raise InputError("the entry record written at the exit needs NVPTX slot stamps")
    edit = ModuleEdit(module.lines)
    code: StampCode = writer(module, records, arch, regions, waves, calls=nvptx_calls,
                             deferred=deferred)
    sizes = set()
    loops: list[tuple[str, str]] = []
    for site, fn in enumerate(functions):
        wave = module.wave_size(fn)
        sizes.add(wave)
        fe = edit.function(fn)
        code.begin_function(fn)
        entry = fn.blocks[0]
        mine = chosen is not None and chosen[0] is fn
        # the ids and the region of claiming stamps, once at the entry (slot stamps read
        # theirs where they stamp: nothing stays live through the kernel for them)
        ids = code.entry_lines(wave) if claims and (
            not waves or "loops" in at or mine) else []
        fe.at_top(entry, ids + code.stamp(wave, "entry", site, "e"), after_allocas=True)
        if "loops" in at or mine:
            _loop_stamps(fe, fn, code, wave, loops, outermost="loops" in at,
                         chosen=chosen[1] if mine else None, every=every)
        for block in fn.blocks:
            if block.terminator.opcode == "ret":
                fe.before_terminator(block, code.stamp(wave, "exit", site, f"x{block.id}"))
    code.edit_attributes(edit, module)
    helpers = [line for size in sorted(sizes) for line in code.helpers(size)]
    inserted = edit.inserted() + helpers
    edit.insert(module.functions[0].header_line,
                [*code.globals(), *code.declarations(inserted, module.declared), "",
                 *helpers])
    steady, cycles, hz = code.clocks
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


def _loop_stamps(fe, fn: Function, code: StampCode, wave: int,
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
