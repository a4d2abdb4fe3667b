"""Loops of several blocks counted in registers: the chain in wave-uniform accumulators,
the detours by per-iteration flags.

A GPU loop body is often a straight chain of blocks with short detours: Triton's AMD
matmul K loop is 65 blocks, a chain of 33 with 32 one-block "triangles" (``if (mask)
load``) hanging off it; a grid-stride loop calling libdevice's ``erf`` has a diamond and
a triangle per element, on lane-dependent conditions. Counted block by block, every
iteration does an atomic per block it enters. Here the chain's blocks are counted in
registers and go to memory once, on the loop's exit; so, where the target allows, are
the detours (below); the others keep their own counters.

The **chain** is the blocks that dominate the latch: every path from the header to the
latch runs through them, once per iteration. The loop must have one latch, one exit edge
``E -> X`` leaving from the chain, no return inside, and its chain blocks must not lie in
an inner loop. Then every lane of an iteration runs the chain blocks up to ``E``
(segment 0) and every lane that goes on past ``E`` runs the rest (segment 1): the blocks
of a segment all have one count per iteration, the same. Each segment gets an
**accumulator**, an i64 that grows once per iteration by what the memory counter would
have got — ``lanes + (1 << 32)``, the lanes being the ballot where the segment starts (the
header: the active lanes; ``E``: those that take its in-loop edge) — and the segment's
blocks share its counter word.

The ballot is the same in every active lane, so the accumulator is wave-uniform: scalar
registers on AMDGPU, and its update a few scalar instructions; on NVPTX one inline PTX
statement per segment and iteration (``vote.sync.ballot``, ``popc``). On the exit edge every
lane holds the total as of the iteration it left in, and the lanes that left last hold
the whole: the flush takes the wave's maximum of each half (``wave.reduce.umax``;
``redux.sync.max`` on NVPTX) and one update per word goes to memory.

**Detour flags.** A block ``D`` off the chain (not in an inner loop) lies between two
consecutive chain blocks ``c`` and ``c'``: ``c`` dominates it and, with one exit edge
from the chain and one latch, every path from ``D`` reaches ``c'`` within the iteration.
When ``D`` is reached from ``c`` by a path of single-predecessor blocks, each ending in a
two-way ``br``, a lane runs ``D`` in an iteration exactly when it ran ``c`` and every
condition of that path took ``D``'s side — once at most. If each condition is defined in
a block that dominates ``c'`` (``c`` itself, an earlier chain block, outside the loop),
the lane can compute that **flag** at the top of ``c'`` from SSA values it already holds:
no phi, no alloca (which Triton's NVPTX pipeline, running no mem2reg after its llir hook,
would leave in local memory). There, on NVPTX, each lane adds 1 to a 32-bit thread
accumulator when its flag is set, and 1 to a 32-bit wave accumulator when the ballot of the
flag over the iteration's lanes is non-zero (the same in every lane): each one inline PTX
statement that adds in place under a predicate (``setp``, ``@p add``; the wave's after
``vote.sync.ballot`` and a ``setp`` of the ballot: ptxas's ballot, compare and predicated
add are three uniform instructions). The ballots name the lanes of the iteration, one
``activemask`` read in the header for every flag read before ``E`` (every lane of the
iteration reaches those chain blocks), one per chain block for the flags after it; not one
per flag (libdevice_mix for sm_90: the loop's 706 SASS instructions became 651, plain 541;
gelu_erf_loop's 405 became 375, plain 309). Both are phis in the header; on the
exit edge, beside the chain's flush, thread_hits are the lanes' sum (``redux.sync.add``)
and wave_hits the wave's maximum, as for the chain: one update per word per loop exit, no
atomic per iteration (AMDGPU: one packed accumulator, below); on NVPTX the chain's and
every flag's flush are one statement (``loop_exit_flush_lines``: one election, one branch
past all the atomics). A flag read after ``E`` (segment 1) is flushed from its header phi:
the lanes that leave in an iteration have not reached ``c'`` in it. Detours whose paths
have the same conditions in the same segment run together and share one flag and word
(libdevice's ``erf``: the diamond's first side and the triangle on the same test).
When a flag's one condition is another's negated, in the same segment (the diamond's two
sides), every lane of the segment ran one of them: the second keeps no thread
accumulator, and its flush takes the segment's lanes (the chain accumulator's low half,
the wave's maximum) minus the lanes' sum of the first's. Detours whose path merges, or
whose conditions are computed inside other detours, keep memory counters.

On AMDGPU (and the host, which runs AMDGPU's code with one lane) a flag is instead one
wave-uniform i64 packed as the chain's accumulator: at ``c'`` it grows by the popcount of
the flag's ballot plus ``1 << 32`` when that is not zero (``(lanes + 63) >> 6``: no i1 to
widen, which the back end does with a vector select, taking the accumulator into vector
registers), and the flush takes each half's wave maximum, as for the chain. The flag of a
condition's false side grows by its wave count only; its thread count is the segment's
(the chain's low half) minus the true side's.

Registers: a flag costs up to two 32-bit registers for the loop's lifetime (ptxas keeps
the wave counts in uniform registers where it can); ``detour_limit`` caps them per loop
(the first detours in chain order win). On NVPTX ptxas allocates them as it likes
(gelu_erf_loop for sm_90: 40 registers with the detours in memory, 40 with 16 flags, 8 of
them complements; libdevice_mix 72 with 24 flags, 43 plain; 4 CTAs of 128 threads per SM fit up to 128). On AMDGPU a flag is two
scalar registers; the default placement gives up to 16 per loop, only to loops whose exit
branch is uniform (lanes that leave in different iterations would need a vector copy of
each accumulator per iteration), and the every-block reference none (its detours stay in
memory, as they were before flags existed there): on gfx942 Triton's conv and matmul kept
their vector registers and occupancy with 16 (spilling scalar registers to vector lanes),
where a vector flag per detour had cost each a wave (bench/amd_updates.md).

Exactness: thread_hits follow from the ballots and the flags. wave_hits assume that the
lanes of an iteration run each chain block together — what AMDGPU's structurized control
flow does (a divergent branch runs its sides with a partial exec mask and rejoins the
chain with the whole), and what ptxas's reconvergence does on NVIDIA: on the H200, a loop
with a per-lane trip count and a divergent detour gives the hand-derived counts of lanes
in lockstep both this way and counted block by block (tests/gpu/test_cuda_counts.py,
bench/archive/h200_final/gpu_tests_uniform_nvptx.log). The same assumption gives the
detours' wave counts: the lanes that run ``D`` in an iteration ran ``c`` together and
take the same edges to ``D``, so they enter it as one group, which is the iteration's
one wave entry the flag's ballot counts at ``c'``. On the host (one lane per wave) both
are trivially exact. NVPTX needs ``redux.sync`` for the flush (sm_80 and newer); older
processors keep these loops counted per block entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from bbprof.instrument.counting.common import path_condition
from bbprof.instrument.modes import THREAD
from bbprof.instrument.sites import ACCUMULATOR, DETOUR, Site
from bbprof.ir.cfg import CFGAnalysis, Loop
from bbprof.ir.module import COND_BR, NAME, Block, Function



@dataclass(frozen=True)
class Contribution:
    """Where an accumulator grows, once per iteration: at the top of ``block`` (the active
    lanes: ``condition`` None) or before its terminator (the lanes for which
    ``condition`` (i1) is ``when``)."""

    block: int
    condition: str | None = None
    when: bool = True


@dataclass(frozen=True)
class Detour:
    """Blocks off the chain that a lane runs in an iteration exactly when every branch
    condition of ``path`` (an i1 and the value that leads there) holds: each is reached
    from the chain block before ``at`` by a path of single-predecessor blocks, so the
    conditions are that path's branches. ``at``: the chain block where the lanes of the
    iteration meet again and the flag is read; every condition is defined in a block
    that dominates it. ``segment``: the chain segment of ``at``. ``complement``: the
    index of the flag whose one condition is this flag's, negated, in the same segment:
    every lane of the segment runs one of the two, so this flag's thread count is the
    segment's minus that one's, and it keeps no thread accumulator of its own."""

    at: int
    path: tuple[tuple[str, bool], ...]
    blocks: tuple[int, ...]
    segment: int
    complement: int | None = None


@dataclass
class UniformLoop:
    header: int
    latch: int
    exiting: int                       # E: the block with the exit edge
    exit_target: int                   # X, outside the loop
    chain: list[int]                   # dominance order, header first
    accumulators: list[Contribution] = field(default_factory=list)
    block_accumulator: dict[int, int] = field(default_factory=dict)   # block -> index
    detours: list[Detour] = field(default_factory=list)


def find_uniform_loops(fn: Function, analysis: CFGAnalysis, detour_limit: int = 0,
                       no_flags_from: frozenset[int] = frozenset()) -> list[UniformLoop]:
    """The loops of ``fn`` whose chain this scheme can count, with their accumulators,
    and up to ``detour_limit`` detour flags each (the detours of the loop's first
    segments first) but for the loops whose exit edge leaves from ``no_flags_from``."""
    if analysis.irreducible:
        return []
    found = [found for loop in analysis.loops
             if (found := _classify(fn, analysis, loop)) is not None]
    if detour_limit > 0 and found:
        definitions = definitions_of(fn)
        for uniform in found:
            if uniform.exiting not in no_flags_from:
                uniform.detours = _complements(
                    _detours(fn, analysis, uniform, definitions)[:detour_limit])
    return found


def _complements(detours: list[Detour]) -> list[Detour]:
    """Pair each flag of one condition's false side with the flag of its true side."""
    sides = {(d.segment, d.path[0][0]): k for k, d in enumerate(detours)
             if len(d.path) == 1 and d.path[0][1]}
    out = []
    for d in detours:
        k = sides.get((d.segment, d.path[0][0])) if len(d.path) == 1 and not d.path[0][1] \
            else None
        out.append(d if k is None else replace(d, complement=k))
    return out


_DEFINES = re.compile(rf"^\s*(?P<res>%{NAME}) = ")


def definitions_of(fn: Function) -> dict[str, int]:
    """Where each SSA value is defined: ``{name: block}``, -1 for the parameters."""
    out = {a: -1 for a in fn.arguments}
    for block in fn.blocks:
        out.update(dict.fromkeys(defined_in(block), block.id))
    return out


def defined_in(block: Block) -> list[str]:
    """The SSA values the block's instructions define, in order."""
    return [m.group("res") for inst in block.instructions
            if (m := _DEFINES.match(inst.text))]


def _detours(fn: Function, analysis: CFGAnalysis, loop: UniformLoop,
             definitions: dict[str, int]) -> list[Detour]:
    """The flags of the loop's detour blocks: a block off the chain, not in an inner
    loop, whose single-predecessor path back to the chain runs through two-way ``br``s
    on conditions that dominate the chain block where the lanes meet again, or through
    blocks with one successor (no condition; also where ``fn`` is a view whose edges that
    compile-time constants rule out are removed). Blocks with the same conditions in the
    same segment run together and share one flag."""
    blocks, chain = fn.blocks, loop.chain
    position = {b: i for i, b in enumerate(chain)}
    cut = position[loop.exiting]
    body = {b for b in analysis.containing if loop.header in analysis.containing[b]}
    depth = analysis.loop_depth(loop.header)
    preds: dict[int, list[int]] = {b: [] for b in body}
    for b in body:
        for s in blocks[b].successor_ids:
            if s in preds:
                preds[s].append(b)
    dominates = _dominates(analysis.idom)
    found: dict[tuple, tuple[int, list[int]]] = {}
    for block in sorted(body - set(chain)):
        if analysis.loop_depth(block) != depth:
            continue
        path: list[tuple[str, bool]] = []
        b = block
        while b not in position:
            (p, *more) = preds[b] or [None]
            if p is None or more:
                break
            if len(blocks[p].successor_ids) > 1:   # one live successor: no condition
                match = COND_BR.match(blocks[p].terminator.text)
                if match is None or match.group("a") == match.group("b"):
                    break
                path.append((match.group("cond").strip(),
                             match.group("a") == blocks[b].ref))
            b = p
        if b not in position or position[b] + 1 >= len(chain):
            continue
        at = chain[position[b] + 1]
        if not all(_available(c, definitions, at, dominates) for c, _ in path):
            continue
        segment = 0 if position[at] <= cut else 1
        key = (segment, frozenset(path))
        if key in found:
            found[key][1].append(block)
        else:
            found[key] = (at, [block])
    out = [Detour(at=at, path=tuple(sorted(key[1])), blocks=tuple(members), segment=key[0])
           for key, (at, members) in found.items()]
    return sorted(out, key=lambda d: (position[d.at], d.blocks))


def _available(value: str, definitions: dict[str, int], at: int, dominates) -> bool:
    """Whether the i1 ``value`` can be read at the top of block ``at``: a constant, a
    parameter, or defined in a block that dominates ``at`` (not in ``at`` itself, unless
    a phi would be: its own phis are not read, so only strictly dominating blocks)."""
    if not value.startswith("%"):
        return value in ("true", "false")
    where = definitions.get(value)
    return where is not None and (where == -1 or (where != at and dominates(where, at)))


def _dominates(idom: dict[int, int]):
    def dominates(a: int, b: int) -> bool:
        while True:
            if a == b:
                return True
            parent = idom.get(b)
            if parent is None or parent == b:
                return False
            b = parent
    return dominates


def _classify(fn: Function, analysis: CFGAnalysis, loop: Loop) -> UniformLoop | None:
    body, blocks = loop.body, fn.blocks
    if (len(body) < 2 or len(loop.latches) != 1 or len(loop.exits) != 1 or loop.header == 0
            or any(blocks[b].terminator.opcode not in ("br", "switch") for b in body)):
        return None
    latch = loop.latches[0]
    exiting, exit_target = loop.exits[0]
    if blocks[exiting].successor_refs.count(blocks[exit_target].ref) != 1:
        return None               # the exit edge gets a block of its own: one edge only
    chain = [latch]
    while chain[-1] != loop.header:
        chain.append(analysis.idom[chain[-1]])
    chain.reverse()
    # a chain block inside an inner loop would run more than once per iteration
    if exiting not in chain or any(analysis.loop_depth(b) != loop.depth for b in chain):
        return None
    cut = chain.index(exiting)
    found = UniformLoop(header=loop.header, latch=latch, exiting=exiting,
                        exit_target=exit_target, chain=chain)
    found.accumulators.append(Contribution(loop.header))
    found.block_accumulator.update({b: 0 for b in chain[:cut + 1]})
    if cut + 1 < len(chain):
        match = COND_BR.match(blocks[exiting].terminator.text)
        inside = blocks[chain[cut + 1]].ref
        if match is None or {match.group("a"), match.group("b")} != {
                inside, blocks[exit_target].ref}:
            return None
        found.accumulators.append(Contribution(exiting, match.group("cond").strip(),
                                               match.group("a") == inside))
        found.block_accumulator.update({b: 1 for b in chain[cut + 1:]})
    return found


# -- its counter sites (sites.py, mechanisms.py) -----------------------------------------
def chain_blocks(plan) -> set[int]:
    """The blocks whose counts a loop chain's accumulators and detour flags give (not a
    counter at their top)."""
    return ({b for loop in plan.uniform_loops for b in loop.block_accumulator}
            | {b for loop in plan.uniform_loops for d in loop.detours for b in d.blocks})


def chain_sites(plan, width: int, skip: set[int]) -> list[Site]:
    """Each chain's accumulators, then its detour flags: one word each, its blocks'."""
    out = []
    for index, loop in enumerate(plan.uniform_loops):
        for k in range(len(loop.accumulators)):
            blocks = tuple(b for b, i in loop.block_accumulator.items() if i == k)
            out.append(Site(ACCUMULATOR, blocks, width=width, loop=index))
        out += [Site(DETOUR, tuple(d.blocks), width=width, loop=index) for d in loop.detours]
    return out


# -- its code (the inserter, instrument.py, calls it) ------------------------------------
def insert_chain(plan, code_for, loop: UniformLoop, words: list[int], flags: list[int],
                 edit) -> None:
    """The accumulators of a loop of ``uniform_loops.py``: a phi each in the header, one
    add each per iteration where its ballot is read, and one flush each on the exit edge,
    in a block of its own. A detour flag has two (its lanes' thread count, its wave
    count), grown where the lanes meet again on the chain."""
    fn = plan.fn
    header = fn.blocks[loop.header]
    tag = f"{words[0]}"
    outside = [p.id for p in fn.blocks if loop.header in p.successor_ids
               and p.id not in loop.block_accumulator]
    top = []
    latch = fn.blocks[loop.latch]
    for i in range(len(loop.accumulators)):
        n = f"{tag}.{i}"
        incoming = [f"[ 0, {edit.predecessor_ref(p, loop.header)} ]"
                    for p in outside for _ in range(edit.edges(fn.blocks[p], header))]
        incoming += [f"[ %__bbprof.uan.{n}, {edit.predecessor_ref(loop.latch, loop.header)} ]"
                     ] * edit.edges(latch, header)
        top.append(f"  %__bbprof.ua.{n} = phi i64 {', '.join(incoming)}")
    detour_values = _insert_detour_flags(plan, code_for, loop, tag, outside, edit, top)
    for i, contribution in enumerate(loop.accumulators):
        n = f"{tag}.{i}"
        code, value = code_for.uniform_contribution(n, contribution.condition,
                                                    contribution.when)
        code.append(f"  %__bbprof.uan.{n} = add i64 %__bbprof.ua.{n}, {value}")
        if contribution.condition is None:   # the header's active lanes, after its phis
            top += code
        else:                                # the lanes E's branch keeps in the loop
            edit.before_terminator(fn.blocks[contribution.block], code)
    edit.first_at_top(header, top)
    # the exit edge: its own block, where every accumulator goes to memory once
    target_block = fn.blocks[loop.exit_target]
    label = edit.edge_blocks[(loop.exiting, loop.exit_target)]
    edit.through_block(fn.blocks[loop.exiting], target_block, label)
    # every add (the header's, E's) comes before E's branch: the exiting lanes hold the
    # total up to their last iteration
    chains = [(words[i], f"%__bbprof.uan.{tag}.{i}", f"{tag}.{i}")
              for i in range(len(loop.accumulators))]
    detours = []
    for k, (word, (thread, wave)) in enumerate(zip(flags, detour_values)):
        detour, complement = loop.detours[k], None
        if detour.complement is not None and THREAD in code_for.mode.counters:
            # the segment's lanes (its chain accumulator) minus the other side's
            complement = (f"%__bbprof.uan.{tag}.{detour.segment}",
                          detour_values[detour.complement][0])
        detours.append((word, thread, wave, f"{tag}.d{k}", complement))
    flush = ["", f"{label}:", *code_for.loop_exit_flush_lines(chains, detours),
             f"  br label {target_block.ref}"]
    edit.after_block(loop.exiting, flush + [""])


def _insert_detour_flags(plan, code_for, loop: UniformLoop, tag: str, outside: list[int],
                         edit, top: list[str]) -> list[tuple[str | None, str | None]]:
    """Each detour flag's accumulators: i32 phis in the header (added to ``top``), the
    flag (the ``and`` of its path's conditions) and the adds at the top of the chain block
    where its lanes meet again, with the active mask their ballots name where the target
    needs one (one for the iteration, read in the header, for the flags before the exit;
    one per chain block after it). Returns, per flag, the (thread, wave) values the exit
    edge flushes: the updated ones when the flag is read before the exit (segment 0),
    else the header's (the lanes that leave have not reached it in that iteration)."""
    fn = plan.fn
    header, latch = fn.blocks[loop.header], fn.blocks[loop.latch]
    at_code: dict[int, list[str]] = {}
    masks: dict[int | None, str | None] = {}     # None: the header's, for segment 0
    header_code: list[str] = []
    out = []
    for k, detour in enumerate(loop.detours):
        n = f"{tag}.d{k}"
        code, flag = path_condition(detour.path, "d", n)
        key = None if detour.segment == 0 else detour.at
        if key not in masks:
            lines, masks[key] = code_for.detour_mask_lines(tag if key is None else n)
            if key is None:
                header_code += lines
            else:
                code = lines + code
        accs = {name: (f"%__bbprof.{name}.{n}", f"%__bbprof.{name}n.{n}")
                for name in ("dt", "dw")}
        lines, grown = code_for.detour_update(n, flag, detour.complement is None,
                                              accs["dt"], accs["dw"], masks[key])
        code += lines
        values = []
        for name, kept in zip(("dt", "dw"), grown):
            if not kept:
                values.append(None)
                continue
            acc, nxt = accs[name]
            incoming = [f"[ 0, {edit.predecessor_ref(p, loop.header)} ]"
                        for p in outside for _ in range(edit.edges(fn.blocks[p], header))]
            incoming += [f"[ {nxt}, {edit.predecessor_ref(loop.latch, loop.header)} ]"
                         ] * edit.edges(latch, header)
            top.append(f"  {acc} = phi {code_for.detour_type} {', '.join(incoming)}")
            values.append(nxt if detour.segment == 0 else acc)
        at_code.setdefault(detour.at, []).extend(code)
        out.append((values[0], values[1]))
    for block_id, code in at_code.items():
        edit.at_top(fn.blocks[block_id], code)
    top += header_code                   # after the phis
    return out
