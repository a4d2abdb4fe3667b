"""Loops of several blocks whose chain is counted in a wave-uniform register.

A GPU loop body is often a straight chain of blocks with short detours: Triton's AMD
matmul K loop is 65 blocks, a chain of 33 with 32 one-block "triangles" (``if (mask)
load``) hanging off it. Counted block by block, every iteration does an atomic per block
it enters. Here the chain's blocks are counted in registers and go to memory once, on the
loop's exit; the detours keep their own counters.

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
``redux.sync.max`` on NVPTX) and one update per word goes to memory. Leaving the loop
costs a vector copy of each accumulator (AMDGPU keeps a lane's value from the iteration it
left in), which is why the side
blocks are not given accumulators of their own: on gfx942 the Triton K loops kept their
registers and occupancy with the chain's one accumulator (gfx942 matmul: 140 VGPRs, 142
counted in memory), and lost them with several.

Exactness: thread_hits follow from the ballots. wave_hits assume that the lanes of an
iteration run each chain block together — what AMDGPU's structurized control flow does
(a divergent branch runs its sides with a partial exec mask and rejoins the chain with the
whole), and what ptxas's reconvergence does on NVIDIA: on the H200, a loop with a
per-lane trip count and a divergent detour gives the hand-derived counts of lanes in
lockstep both this way and counted block by block (tests/gpu/test_cuda_counts.py,
bench/archive/h200_final/gpu_tests_uniform_nvptx.log). On the host (one lane per wave) both are
trivially exact. NVPTX needs ``redux.sync`` for the flush (sm_80 and newer); older
processors keep these loops counted per block entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bbprof.ir.cfg import CFGAnalysis, Loop
from bbprof.ir.module import NAME, Function

_COND_BR = re.compile(rf"^\s*br i1 (?P<cond>[^,]+), label (?P<a>%{NAME}), label (?P<b>%{NAME})")


@dataclass(frozen=True)
class Contribution:
    """Where an accumulator grows, once per iteration: at the top of ``block`` (the active
    lanes: ``condition`` None) or before its terminator (the lanes for which
    ``condition`` (i1) is ``when``)."""

    block: int
    condition: str | None = None
    when: bool = True


@dataclass
class UniformLoop:
    header: int
    latch: int
    exiting: int                       # E: the block with the exit edge
    exit_target: int                   # X, outside the loop
    chain: list[int]                   # dominance order, header first
    accumulators: list[Contribution] = field(default_factory=list)
    block_accumulator: dict[int, int] = field(default_factory=dict)   # block -> index


def find_uniform_loops(fn: Function, analysis: CFGAnalysis) -> list[UniformLoop]:
    """The loops of ``fn`` whose chain this scheme can count, with their accumulators."""
    if analysis.irreducible:
        return []
    return [found for loop in analysis.loops
            if (found := _classify(fn, analysis, loop)) is not None]


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
        match = _COND_BR.match(blocks[exiting].terminator.text)
        inside = blocks[chain[cut + 1]].ref
        if match is None or {match.group("a"), match.group("b")} != {
                inside, blocks[exit_target].ref}:
            return None
        found.accumulators.append(Contribution(exiting, match.group("cond").strip(),
                                               match.group("a") == inside))
        found.block_accumulator.update({b: 1 for b in chain[cut + 1:]})
    return found
