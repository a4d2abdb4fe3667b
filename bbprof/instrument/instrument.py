"""Insert a counter at every basic block of every defined function.

Text in, text out, with LLVM at both ends:

1. ``load_module`` has parsed and verified the input, printed it with LLVM's printer, and
   read its structure from that canonical text.
2. Every function's entry block gets the *entry code* (after its leading static allocas,
   so they stay static), which reads the hardware ids once; every block gets the *block
   code* after its phis and EH pads (``counting/``, a file per target): one line, which
   splits no block. Edge counters (spanning tree) split theirs on AMDGPU and the host, and
   phis in the block's successors are renamed to name the block's new tail; single-block
   loops counted in registers get a block on each exit edge. The label, phi and terminator
   edits are ``ir/rewrite.py``'s ``FunctionEdit``.
3. The counter global (and, for AMDGPU and the host, the counting function) is added, and
   the result is parsed and verified by LLVM before it is returned. Nothing else in the
   module changes: no pass runs over the user's code.

Counting at the top of a block is exact: every thread that enters a block executes its
first non-phi instruction exactly once per entry.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace

from bbprof.errors import IRParseError, UnsupportedIRError
from bbprof.instrument import blockmap as bm
from bbprof.instrument import counting
from bbprof.instrument.blockmap import BlockMap, word_fields
from bbprof.instrument.counting import Capabilities
from bbprof.instrument.counting.amdgpu import ID_ATTRIBUTES, X_ID_ATTRIBUTES
from bbprof.instrument.fold import live_placement, straight_line
from bbprof.instrument.layout import CounterLayout, make_layout
from bbprof.instrument.modes import DEFAULT_MODE, EVERY_BLOCK, SPANNING_TREE, WAVE, Mode
from bbprof.instrument.costs import COST_BLOCK, LONG_LOOP_SCALE, group_entry_cost
from bbprof.instrument.placement import (Placement, cfg_hash, edge_frequencies, every_block,
                                        every_block_cost, exit_cost_for, placement_cost,
                                        spanning_tree, split_blocks)
from bbprof.instrument.mechanisms import claimed_blocks, function_sites
from bbprof.instrument.sites import TRIP_WORDS, FunctionWords, assign_words
from bbprof.instrument.register_loops import (insert_register_loop, register_loop_blocks,
                                              register_loops)
from bbprof.instrument.straight_flags import NOTHING as NO_STRAIGHT_LINE
from bbprof.instrument.straight_flags import (SIDE_GROUP, StraightLine,
                                             find_straight_line, insert_side_flags)
from bbprof.instrument.uniform_loops import UniformLoop, find_uniform_loops, insert_chain
from bbprof.ir.cfg import CFGAnalysis, analyze
from bbprof.ir import llvm_child
from bbprof.ir.constants import NOTHING, Folded, fold_constants
from bbprof.ir.module import Function, IRModule, collector_paused
from bbprof.ir.rewrite import FunctionEdit, ModuleEdit
from bbprof.ir.uniformity import Divergence, Uniformity, divergence, warp_uniformity


# the groupings of side flags tried, in order, for one that keeps the plain kernel's
# occupancy (isa/footprint.py, runtime/triton.py): the counts are the same in each
SIDE_GROUPS = (SIDE_GROUP, 8, 4, 2, 1)


@dataclass(frozen=True)
class Variant:
    """One way of writing the same counters, for the occupancy check to choose among
    (``pipeline.check_machine``): side flags flushed ``side_group`` at a time, and whether
    register loops record their entries' trip histograms (``trips``; the issue model's
    input for loops the back end unrolls; without it their copies are counted by flow,
    and the report says so). The counts are the same in every variant; the registers
    ptxas needs are not (splitk_gemm on an H100: 128 plain, 145 with the histogram at
    its K loop's exit, one CTA of 8 warps per SM instead of two, 1.30x its time).
    ``phi_splits``: a counted edge into a block with phis may get a block of bbprof's
    (``placement.spanning_tree``); without, it is counted before its source's terminator
    (an election more per wave that takes it). The block moves the phis' copies onto the
    edge, which the register allocator may not coalesce: FlagGems' bmm for gfx942 went
    from 60 to 76 vector registers (8 -> 6 waves per SIMD) for one empty block on the
    edge that skips its K loop.
    ``pin``, the last resort (targets with ``Capabilities.occupancy_attribute``): each
    kernel asks the back end for the plain kernel's occupancy (AMDGPU
    ``"amdgpu-waves-per-eu"``: its waves; NVPTX ``"nvvm.maxnreg"``: the most registers
    that keep its CTAs per SM); the register allocator then spills rather than give up
    occupancy, and the check reports the spills (FlagGems' var_mean for gfx942: 96 VGPRs
    plain, 98 and 4 waves instead of 5 as written, 96 and 5 waves with one register
    spilled when pinned)."""

    side_group: int = SIDE_GROUP
    trips: bool = True
    phi_splits: bool = True   # edges into blocks with phis counted in blocks put on them
    pin: bool = False         # ask the back end for the plain kernels' occupancy
    pins: tuple[tuple[str, str], ...] = ()   # (kernel, value) once the check knows

    def __str__(self) -> str:
        return (f"groups of {self.side_group}" + ("" if self.trips else ", no trip histograms")
                + ("" if self.phi_splits else ", no edge blocks before phis")
                + (", the plain occupancy asked for" if self.pin else ""))

    def with_plain(self, values: dict[str, str | None]) -> "Variant":
        """This variant, with what each kernel asks the back end for (kernel -> the
        attribute's value, ``footprint.pin_value`` of the plain kernel) where it asks
        (``pin``): the occupancy check measures the plain module first."""
        if not self.pin:
            return self
        return replace(self, pins=tuple(sorted((k, v) for k, v in values.items() if v)))

    def options(self) -> dict:
        """``instrument``'s keyword arguments that write the counters this way."""
        return {"side_group": self.side_group, "trips": self.trips,
                "phi_splits": self.phi_splits, "pins": self.pins}


@dataclass(frozen=True)
class Instrumented:
    text: str
    block_map: BlockMap
    layout: CounterLayout | None     # None: --counters none
    side_flags: int = 0              # straight-line side flags written (straight_flags.py)
    trip_loops: int = 0              # register loops recording trip histograms
    phi_splits: int = 0              # counted edges in blocks put before a block's phis


@dataclass
class _FunctionPlan:
    fn: Function
    analysis: CFGAnalysis | None     # None until the block map needs it (every-block)
    placement: Placement
    wave_size: int
    kind: str = EVERY_BLOCK          # the placement this function got
    uniformity: Uniformity | None = None   # asked when wave counts could use the tree
    divergence: Divergence | None = None   # where it is not uniform: which branches
    register_loops: dict[int, int] = field(default_factory=dict)   # block -> word
    trip_words: dict[int, int] = field(default_factory=dict)   # block -> first histogram word
    uniform_loops: list[UniformLoop] = field(default_factory=list)
    folded: Folded = NOTHING         # what compile-time constants decide (ir/constants.py)
    shares: dict[int, int] = field(default_factory=dict)   # block -> block counting it
    straight: StraightLine = NO_STRAIGHT_LINE   # code outside loops (straight_flags.py)
    entry_per_group: bool = False    # the entry's counter: one lane per workgroup adds it
    words: FunctionWords = field(default_factory=FunctionWords)   # sites.assign_words

    # the words of its sites, by what they count (sites.py)
    @property
    def block_words(self) -> dict[int, int]:
        return self.words.block_words

    @property
    def edge_words(self) -> dict[tuple[int, int], int]:
        return self.words.edge_words

    @property
    def exit_words(self) -> dict[tuple[int, int], int]:   # beside flushes
        return self.words.exit_words

    @property
    def split_words(self) -> dict[tuple[int, int], int]:  # blocks on edges
        return self.words.split_words

    @property
    def uniform_words(self) -> list[list[int]]:   # per loop, per accumulator
        return self.words.uniform_words

    @property
    def detour_words(self) -> list[list[int]]:    # per loop, per detour flag
        return self.words.detour_words

    @property
    def straight_words(self) -> list[int]:        # per side flag
        return self.words.straight_words

    @property
    def warp_uniform(self) -> bool:
        """Counted on the spanning tree with wave counts: no wave ever splits."""
        return self.kind == SPANNING_TREE and bool(self.uniformity and self.uniformity.uniform)

    @property
    def uniform_blocks(self) -> set[int]:
        """The blocks a loop chain or straight-line code counts, not a counter at their top
        (``mechanisms.claimed_blocks``)."""
        return claimed_blocks(self)


def instrument(module: IRModule, *, shards: int | None = None, mode: Mode = DEFAULT_MODE,
               arch: str | None = None, detour_limit: int | None = None,
               fold: bool = True, side_group: int | None = None,
               trips: bool = True, phi_splits: bool = True,
               pins: tuple[tuple[str, str], ...] = ()) -> Instrumented:
    """``arch``: the processor the code will run on, when the module does not say (Triton's
    NVIDIA IR names none, nor Triton 3.6's AMD IR; its runtime knows the device's): its
    wave size is then the one the counting code is written for. AMDGPU IR that names no
    processor and no wave size needs it (``IRModule.wave_size`` refuses without).
    ``detour_limit``: how many
    detour flags a uniform loop may get (``uniform_loops.py``; None: the target's
    default). ``fold``: give blocks that compile-time constants rule out no counter
    (``ir/constants.py``); off, every block is placed as if any edge could be taken.
    ``side_group``: how many consecutive side flags one statement flushes (None:
    ``SIDE_GROUP``); the counts are the same for any, the registers ptxas needs are not
    (``runtime/triton.py`` picks one that keeps the kernel's occupancy). ``trips``: register
    loops record their entries' trip histograms where the target can; ``phi_splits``:
    edges into blocks with phis may be counted in a block put on them; ``pins``:
    (kernel, occupancy) asked of the back end (``Variant``)."""
    module = module.with_arch(arch)   # every wave size below answers for it
    with collector_paused():
        return _instrument(module, shards, mode, module.arch(), detour_limit, fold,
                           side_group or SIDE_GROUP, trips, phi_splits, pins)


def reconverges_at_post_dominators(kind: str) -> bool:
    """Whether the lanes of a wave that a divergent branch split run together again from
    its immediate post-dominator on (the target's capability: AMDGPU's structurized
    control flow does, and the emulator; NVIDIA's independent thread scheduling promises
    no such point)."""
    return counting.capabilities(kind).reconverges_at_post_dominators


@dataclass(frozen=True)
class _Settings:
    """What holds for every function of one module in one mode."""

    mode: Mode
    kind: str                        # the target's kind
    capabilities: Capabilities       # what its counting code can do
    arch: str | None
    detour_limit: int
    scalar_flags_only: bool          # by default, flag only loops left together (AMDGPU)
    uniform_ok: bool                 # loops may be counted in uniform registers
    straight_ok: bool                # straight-line side flags (NVPTX)
    exit_cost: float
    phi_splits: bool = True          # Variant.phi_splits


def _settings(module: IRModule, mode: Mode, arch: str | None,
              detour_limit: int | None, phi_splits: bool = True) -> _Settings:
    kind = module.target.kind
    can = counting.capabilities(kind)
    uniform_ok = mode.loops_in_registers and can.has_redux(arch)
    return _Settings(
        mode=mode, kind=kind, capabilities=can, arch=arch,
        detour_limit=(can.default_detour_limit(mode.placement) if detour_limit is None
                      else detour_limit),
        # where a loop's lanes leave in different iterations, a flag may need a vector copy
        # per iteration to leave it (AMDGPU): by default, flags only for the others
        scalar_flags_only=detour_limit is None and can.scalar_flag_exits,
        uniform_ok=uniform_ok, straight_ok=uniform_ok and can.side_flags,
        exit_cost=exit_cost_for(kind), phi_splits=phi_splits)


def _instrument(module: IRModule, shards: int | None, mode: Mode,
                arch: str | None, detour_limit: int | None = None,
                fold: bool = True, side_group: int = SIDE_GROUP,
                trips: bool = True, phi_splits: bool = True,
                pins: tuple[tuple[str, str], ...] = ()) -> Instrumented:
    # each function's wave size, first: AMDGPU IR that says none is refused before any work
    for fn in module.functions:
        module.wave_size(fn)
    if not mode.counts:   # --counters none (with the timeline's stamps)
        return _uncounted(module, arch)
    target = module.target
    settings = _settings(module, mode, arch, detour_limit, phi_splits)
    # Pass 1: where every counter goes (each function's sites), and its word in a row.
    plans: list[_FunctionPlan] = []
    word = sites = 0
    folds = fold_constants(module, arch) if fold else {}
    for real in module.functions:
        plan, register_candidates = _plan_function(module, real, folds.get(real.name, NOTHING),
                                                   settings)
        words, word = assign_words(function_sites(plan, mode.words_per_site), word,
                                   len(plan.uniform_loops))
        plan.words = words
        sites += words.sites
        plan.register_loops = register_loops(register_candidates, plan.kind,
                                             plan.block_words, plan.edge_words)
        if trips and settings.capabilities.records_trips and WAVE in mode.counters:
            for block_id in sorted(plan.register_loops):
                plan.trip_words[block_id] = word
                word += TRIP_WORDS
        plans.append(plan)
    layout = make_layout(settings.capabilities, arch, sites, word, shards)
    # Pass 2: the code, inserted into LLVM's printed text.
    text, hashes = _emit(module, plans, layout, mode, arch, side_group, pins)
    # LLVM reads the output while Python analyses the CFGs and writes the map
    verifying = llvm_child.verify_later(text, module.path)
    try:
        functions = [_function_info(plan, module, mode, h)
                     for plan, h in zip(plans, hashes)]
        _verify(verifying, module.path)
    finally:
        verifying.close()
    block_map = BlockMap(
        input=bm.InputFile(path=module.path, sha256=module.sha256),
        target=bm.Target(kind=target.kind, triple=module.triple or target.triple,
                         codegen_triple=target.triple, arch=arch,
                         wave_size=max(p.wave_size for p in plans)),
        mode=mode, cfg_hash=_module_cfg_hash(hashes),
        counters=bm.CounterGlobal(
            sites=layout.sites, words_used=layout.words_used, shards=layout.shards,
            wave_slots=layout.wave_slots, shard_selection=layout.shard_selection,
            row_words=layout.row_words, words=layout.words),
        functions=tuple(functions)).bound()
    text = _bind(text, target, block_map)
    return Instrumented(text=text, block_map=block_map, layout=layout,
                        side_flags=sum(len(p.straight.flags) for p in plans),
                        trip_loops=sum(len(p.trip_words) for p in plans),
                        phi_splits=sum(_phi_splits(p) for p in plans))


def _phi_splits(plan: _FunctionPlan) -> int:
    """How many of the plan's counted edges got a block of bbprof's before phis."""
    blocks = plan.fn.blocks
    return sum(1 for _, v in plan.placement.counted_splits
               if blocks[v].instructions and blocks[v].instructions[0].opcode == "phi")


def _placement_kind(fn: Function, settings: _Settings):
    """``(placement, uniformity, divergence)``: the mode's placement, unless wave counts on
    the tree meet a divergence they cannot be decoded through (then every block)."""
    mode, kind = settings.mode, settings.mode.placement
    uniformity = divergent = None
    if kind == SPANNING_TREE and WAVE in mode.counters:
        uniformity = warp_uniformity(fn, settings.kind)
        if not uniformity.uniform:
            divergent = divergence(fn, settings.kind, uniformity)
            if divergent.refusal is not None:
                kind = EVERY_BLOCK   # wave counts need a counter at every block
                if divergent.refusal != uniformity.reason:
                    uniformity = Uniformity(False, f"{uniformity.reason}; "
                                                   f"{divergent.refusal}")
    return kind, uniformity, divergent


def _plan_function(module: IRModule, real: Function, folded: Folded,
                   settings: _Settings) -> tuple[_FunctionPlan, frozenset[int]]:
    """One function's plan (its placement and the mechanisms beside it) and the blocks
    that may be loops counted in registers."""
    fn = folded.live_view(real)   # placement sees only the edges that can be taken
    kind, uniformity, divergent = _placement_kind(fn, settings)
    no_flags = (_divergent_exits(fn, divergent) if settings.scalar_flags_only
                else frozenset())
    # every-block placement needs no CFG analysis to write the code unless a loop may
    # be counted in uniform registers: otherwise the analysis the block map needs runs
    # while LLVM verifies the output
    needs_analysis = (kind != EVERY_BLOCK or settings.straight_ok
                      or (settings.uniform_ok and _may_have_loops(fn)))
    analysis = analyze(fn) if needs_analysis else None
    candidates = register_loop_blocks(fn, settings.mode, settings.kind, settings.arch)
    branches = frozenset(divergent.branches) if divergent and kind != EVERY_BLOCK else (
        frozenset())
    # registers hold a loop's count where one part of a wave runs it at a time; on
    # AMDGPU a divergent branch's lanes run together again from its post-dominator
    post_dominators = (analysis.post_dominators
                       if branches and reconverges_at_post_dominators(settings.kind)
                       else None)
    can = settings.capabilities
    per_group = kind != EVERY_BLOCK and can.counts_entry_per_group(module, fn)
    entry_cost = (group_entry_cost(can.waves_per_group(fn, module.wave_size(fn)))
                  if per_group else COST_BLOCK)
    on_tree = (candidates - split_blocks(fn, branches, post_dominators) if branches
               else candidates)
    placement = (every_block(fn) if kind == EVERY_BLOCK else spanning_tree(
        fn, analysis, on_tree,
        split_edges=uniformity is not None and uniformity.uniform,
        split_into_phis=settings.phi_splits and not _uses_wgmma(fn), divergent=branches,
        post_dominators=post_dominators, exit_cost=settings.exit_cost,
        entry_cost=entry_cost))
    if branches:   # hybrid only where it is cheaper than a counter at every block
        reason = _every_block_is_cheaper(fn, analysis, placement, candidates, no_flags,
                                         settings)
        if reason is not None:
            uniformity = Uniformity(False, f"{uniformity.reason}; {reason}")
            kind, placement, per_group = EVERY_BLOCK, every_block(fn), False
    placement = live_placement(placement, real, folded)
    plan = _FunctionPlan(real, None if folded.folds else analysis, placement,
                         module.wave_size(fn), kind, uniformity, divergence=divergent,
                         folded=folded)
    plan.entry_per_group = per_group and 0 in placement.counted_blocks
    if settings.uniform_ok and kind == EVERY_BLOCK and analysis is not None:
        plan.uniform_loops = find_uniform_loops(fn, analysis, settings.detour_limit, no_flags)
    if settings.straight_ok and kind == EVERY_BLOCK and analysis is not None:
        plan.straight = find_straight_line(fn, analysis, _known_divergent(divergent))
    if kind == EVERY_BLOCK and WAVE not in settings.mode.counters:
        plan.shares = straight_line(real, folded, placement.counted_blocks,
                                    plan.uniform_blocks | set(candidates)
                                    | plan.straight.blocks)
    return plan, (candidates if kind == EVERY_BLOCK else on_tree)


def _every_block_is_cheaper(fn: Function, analysis: CFGAnalysis, placement: Placement,
                            candidates: frozenset[int], no_flags, settings: _Settings):
    """Why a counter at every block is the cheaper choice for a function hybrid placement
    could count, or None. Every-block counts loops in registers and flags their detours,
    hybrid does not: hybrid must be cheaper with loops of 16 and of 256 iterations alike."""
    loops = (find_uniform_loops(fn, analysis, settings.detour_limit, no_flags)
             if settings.uniform_ok else [])
    saving = (_straight_saving(fn, analysis, find_straight_line(
        fn, analysis, frozenset(placement.divergent))) if settings.straight_ok else 0.0)
    long = edge_frequencies(fn, analysis, LONG_LOOP_SCALE)
    exit_cost = settings.exit_cost
    for hybrid, alternative, loops_note in (
            (placement.cost,
             every_block_cost(fn, analysis, candidates, loops, exit_cost), ""),
            (placement_cost(placement, long, exit_cost),
             every_block_cost(fn, analysis, candidates, loops, exit_cost,
                              LONG_LOOP_SCALE), " with loops of 256 iterations")):
        if alternative - saving <= hybrid:
            return (f"hybrid placement would cost more (about {hybrid:.4g} counter updates "
                    f"per call, against {alternative - saving:.4g}{loops_note})")
    return None


def _emit(module: IRModule, plans: list[_FunctionPlan], layout: CounterLayout, mode: Mode,
          arch: str | None, side_group: int,
          pins: tuple[tuple[str, str], ...] = ()) -> tuple[str, list[str]]:
    """The instrumented text (its hash global not yet bound) and the functions' CFG
    hashes: each function's code inserted, the counter global, the hash global and the
    counting functions added."""
    target = module.target
    edit = ModuleEdit(module.lines)
    for plan in plans:
        _insert_function(plan, module, layout, mode, arch, edit.function(plan.fn), side_group)
    if counting.capabilities(target.kind).edits_id_attributes:
        edit.drop_from_attribute_groups(
            module.functions[-1].end_line,
            ID_ATTRIBUTES if any(p.entry_per_group for p in plans) else X_ID_ATTRIBUTES)
    attribute = counting.capabilities(target.kind).occupancy_attribute
    if pins and attribute:
        by_name = {fn.name: fn for fn in module.functions}
        for name, level in pins:
            if name in by_name:
                edit.set_function_attribute(by_name[name].header_line, attribute,
                                            level, module.functions[-1].end_line)
    hashes = [cfg_hash(plan.fn) for plan in plans]
    helpers = [line for size in sorted({p.wave_size for p in plans
                                        if p.block_words or p.exit_words or p.split_words})
               for line in counting.counting_code(target, size, mode).count_function()]
    helpers += [line for size in sorted({p.wave_size for p in plans if p.entry_per_group})
                for line in counting.counting_code(target, size, mode).group_function()]
    inserted = edit.inserted() + helpers
    edit.insert(module.functions[0].header_line,
                [counting.global_line(target, layout),
                 counting.cfg_hash_line(target, _UNBOUND),
                 *counting.declarations(inserted, module.declared), "", *helpers])
    return edit.text(), hashes


def _insert_function(plan: _FunctionPlan, module: IRModule, layout: CounterLayout, mode: Mode,
                     arch: str | None, edit: FunctionEdit, side_group: int = SIDE_GROUP) -> None:
    fn = plan.fn
    code_for = counting.counting_code(module.target, plan.wave_size, mode)
    in_registers = plan.register_loops
    edges_from: dict[int, list[tuple[int, int]]] = {}
    for (u, v), word in plan.edge_words.items():
        if not (u == v and u in in_registers):
            edges_from.setdefault(u, []).append((v, word))
    in_uniform = plan.uniform_blocks
    for block in fn.blocks:
        code: list[str] = []
        if block.id == 0:
            code.extend(code_for.entry_lines(arch, layout))
        if (block.id in plan.block_words and block.id not in in_registers
                and block.id not in in_uniform):
            word = plan.block_words[block.id]
            code.extend(code_for.group_lines(word) if block.id == 0 and plan.entry_per_group
                        else code_for.top_lines(word))
        if code:
            edit.at_top(block, code, after_allocas=block.id == 0)
        for v, word in edges_from.get(block.id, ()):
            tag = f"{word}"
            predicate, value = edit.edge_condition(block, v, tag)
            code, tail = code_for.edge_lines(word, tag, predicate, value)
            edit.before_terminator(block, code)
            if tail:
                edit.split_before_terminator(block, tail)
    edit.rename_split_predecessors()
    # every loop exit edge gets a block of its own: name them all before writing any phi
    exit_labels = {(b, s): f"__bbprof.exit.{word}.{j}"
                   for b, word in in_registers.items()
                   for j, s in enumerate(x for x in fn.blocks[b].successor_ids if x != b)}
    exit_labels.update({(loop.exiting, loop.exit_target): f"__bbprof.uexit.{words[0]}"
                        for loop, words in zip(plan.uniform_loops, plan.uniform_words)})
    exit_labels.update({edge: f"__bbprof.split.{word}"
                        for edge, word in plan.split_words.items()})
    edit.name_edge_blocks(exit_labels)
    for (u, v), word in plan.split_words.items():   # a counted block on the edge
        label = exit_labels[(u, v)]
        edit.through_block(fn.blocks[u], fn.blocks[v], label)
        code = code_for.top_lines(word)
        edit.after_block(u, ["", f"{label}:", *code, f"  br label {fn.blocks[v].ref}", ""])
    for loop, words, flags in zip(plan.uniform_loops, plan.uniform_words,
                                  plan.detour_words):
        insert_chain(plan, code_for, loop, words, flags, edit)
    if plan.straight.flags:
        insert_side_flags(plan, code_for, edit, side_group)
    for block_id, word in in_registers.items():
        insert_register_loop(plan, code_for, fn.blocks[block_id], word, edit)
    edit.drop_preds_comments()


def _known_divergent(divergent: Divergence | None) -> frozenset[int] | None:
    """The blocks whose branch may be lane-dependent, where the analysis ran to its end
    (None: not known)."""
    if divergent is None or divergent.refusal is not None:
        return None
    return frozenset(divergent.branches)


def _divergent_exits(fn: Function, divergent: Divergence | None) -> frozenset[int]:
    """The blocks whose branch may send a wave's lanes different ways: all of them where
    the analysis did not say (not asked, or refused)."""
    if divergent is None or divergent.refusal is not None:
        return frozenset(range(len(fn.blocks)))
    return frozenset(divergent.branches)


def _straight_saving(fn: Function, analysis: CFGAnalysis, straight: StraightLine) -> float:
    """What ``straight`` saves against a counter at every block, in the estimate of
    ``placement.every_block_cost``: the blocks it counts cost one update per entry there,
    its runs' and flags' counters one each per entry of the block holding them."""
    if not straight.blocks:
        return 0.0
    from bbprof.instrument.placement import EXIT, edge_frequencies

    frequency: dict[int, float] = {}
    for (u, v), f in edge_frequencies(fn, analysis).items():
        if v != EXIT:
            frequency[v] = frequency.get(v, 0.0) + f
    return (sum(frequency.get(b, 0.0) for b in straight.blocks)
            - straight.cost(lambda b: frequency.get(b, 0.0)))


def _uses_wgmma(fn: Function) -> bool:
    """Whether the kernel issues Hopper's asynchronous warpgroup MMA (an intrinsic or
    inline PTX): ptxas pipelines those loops only while nothing else defines their
    accumulators, so bbprof puts no block on an edge into a block with phis there."""
    # the substring first: reading every instruction's opcode was 1 s at 50,000 blocks
    return any("wgmma" in inst.text and inst.opcode == "call" for block in fn.blocks
               for inst in block.instructions)


def _may_have_loops(fn: Function) -> bool:
    """False when no edge goes back in block order: then the CFG has no cycle (every cycle
    has an edge to a block at or before its source)."""
    return any(s <= b.id for b in fn.blocks for s in b.successor_ids)


def _function_info(plan: _FunctionPlan, module: IRModule, mode: Mode,
                   fn_hash: str) -> bm.FunctionInfo:
    fn = plan.fn
    analysis = plan.analysis = plan.analysis or analyze(fn)
    headers = {loop.header for loop in analysis.loops}
    return bm.FunctionInfo(
        name=fn.name, is_kernel=fn.is_kernel, wave_size=plan.wave_size,
        target_cpu=fn.target_cpu, placement=plan.kind, cfg_hash=fn_hash,
        args=tuple(fn.arguments),
        blocks=tuple(bm.BlockInfo(
            id=block.id, name=block.name, successors=tuple(block.successor_ids),
            instructions=len(block.instructions),
            debug_location=_first_location(module, block),
            loop_header=block.id in headers, loop_depth=analysis.loop_depth(block.id),
            reachable=block.id in analysis.reachable,
            counters=({} if block.id not in plan.block_words
                      else word_fields(mode, plan.block_words[block.id])),
            static_count=0 if block.id in plan.folded.dead_blocks else None,
            count_of=plan.shares.get(block.id))
            for block in fn.blocks),
        loops=tuple(bm.LoopInfo(header=loop.header, latches=tuple(loop.latches),
                                depth=loop.depth, parent=loop.parent,
                                body=tuple(sorted(loop.body)),
                                exits=tuple(tuple(e) for e in loop.exits))
                    for loop in analysis.loops),
        irreducible=analysis.irreducible, constants=plan.folded.constants,
        entry_per_workgroup=plan.entry_per_group,
        warp_uniform=(None if plan.uniformity is None else
                      bm.WarpUniform(plan.uniformity.uniform, plan.uniformity.reason)),
        uniform_loops=tuple(bm.UniformChain(
            header=loop.header, latch=loop.latch, exit=(loop.exiting, loop.exit_target),
            accumulators=tuple(
                bm.Accumulator(word=word, at=c.block, condition=c.condition, when=c.when,
                               blocks=tuple(sorted(b for b, i in loop.block_accumulator.items()
                                                   if i == k)))
                for k, (c, word) in enumerate(zip(loop.accumulators, words))),
            detours=tuple(bm.DetourFlag(word=word, at=d.at, path=d.path, blocks=d.blocks,
                                        complement=d.complement)
                          for d, word in zip(loop.detours, flags)))
            for loop, words, flags in zip(plan.uniform_loops, plan.uniform_words,
                                          plan.detour_words)),
        register_loops=tuple(
            bm.RegisterLoop(block=b, word=w,
                            exits=sum(1 for x in plan.fn.blocks[b].successor_ids if x != b),
                            trips=plan.trip_words.get(b))
            for b, w in plan.register_loops.items()),
        edges=tuple(bm.EdgeInfo(source=e.source, target=e.target, kind=e.how, block=e.block,
                                counters=_edge_counters(plan, mode, e), via=e.via)
                    for e in plan.placement.edges),
        divergent=plan.placement.divergent, merges=plan.placement.merges,
        balances=tuple(bm.EdgeInfo(source=e.source, target=e.target, kind=e.how,
                                   block=e.block, counters=_edge_counters(plan, mode, e))
                       for e in plan.placement.balances))


def _edge_counters(plan: _FunctionPlan, mode: Mode, edge) -> dict[str, int]:
    """The counter words of a placed edge ({} for a tree edge)."""
    how = edge.how   # only its own kind's words looked up (62,500 edges at 50,000 blocks)
    words = (plan.edge_words if how == "edge" else plan.exit_words if how == "exit"
             else plan.split_words if how == "split" else None)
    word = (words.get((edge.source, edge.target)) if words is not None
            else plan.block_words.get(edge.block) if how == "block" else None)
    return {} if word is None else word_fields(mode, word)


def _module_cfg_hash(function_hashes: list[str]) -> str:
    joined = ",".join(function_hashes)
    return hashlib.sha256(joined.encode()).hexdigest()[:16]


def _first_location(module: IRModule, block) -> str | None:
    """``file:line`` of the block's first instruction that has one (phis rarely do)."""
    if not module.metadata:   # no debug information: none has one
        return None
    for inst in block.instructions:
        location = module.debug_location(inst)
        if location:
            return location
    return None


def _verify(verifying: llvm_child.Parsed, path: str) -> None:
    try:
        verifying.wait()
    except IRParseError as exc:
        raise UnsupportedIRError(f"the instrumented module does not verify: {exc.message}",
                                 path=path, hint="please report this input") from None


def _uncounted(module: IRModule, arch: str | None) -> Instrumented:
    """``--counters none``: the module as it is but for ``@__bbprof_cfg_hash`` (so that
    ``bbprof run`` checks the block map against the module), and a block map with no
    counter global and no counter words: what the timeline's stamps are added to."""
    from bbprof.instrument.modes import NONE

    plans = [_FunctionPlan(fn, None, Placement(counted_blocks=(), counted_edges=(), edges=()),
                           module.wave_size(fn), kind=NONE) for fn in module.functions]
    hashes = [cfg_hash(plan.fn) for plan in plans]
    module_hash = _module_cfg_hash(hashes)
    edit = ModuleEdit(module.lines)
    edit.insert(module.functions[0].header_line,
                [counting.cfg_hash_line(module.target, _UNBOUND), ""])
    mode = Mode(counters=())
    target = module.target
    block_map = BlockMap(
        input=bm.InputFile(path=module.path, sha256=module.sha256),
        target=bm.Target(kind=target.kind, triple=module.triple or target.triple,
                         codegen_triple=target.triple, arch=arch,
                         wave_size=max(p.wave_size for p in plans)),
        mode=mode, cfg_hash=module_hash, counters=None,
        functions=tuple(_function_info(plan, module, mode, h)
                        for plan, h in zip(plans, hashes))).bound()
    return Instrumented(text=_bind(edit.text(), target, block_map), block_map=block_map,
                        layout=None)


# The value @__bbprof_cfg_hash holds until the block map exists: the module is written
# first (LLVM verifies it while the map is made), then bound to the map's hash (_bind).
_UNBOUND = 0


def _bind(text: str, target, block_map: BlockMap) -> str:
    """The instrumented text with ``@__bbprof_cfg_hash`` holding the block map's binding
    hash (``BlockMap.binding``): a hash of everything decoding depends on, so that counters
    read from this module decode with this map and no other (another mode, placement,
    layout or input of the same CFG is refused where counters are read)."""
    unbound = counting.cfg_hash_line(target, _UNBOUND)
    assert text.count(unbound) == 1, "the instrumented module's hash line is not unique"
    return text.replace(unbound, counting.cfg_hash_line(target, block_map.module_hash_value))
