"""Where the counters go: every block, or the edges outside a maximum spanning tree.

Spanning-tree placement (Knuth, "The Art of Computer Programming" vol. 1, 2.3.4.1 ex. 13;
Ball & Larus, "Optimally profiling and tracing programs", TOPLAS 1994; what LLVM's PGO
instrumentation does in ``CFGMST.h``):

Thread counts obey flow conservation: every thread that enters a block leaves it along
exactly one of its out-edges, or leaves the function. Add a virtual node X, an edge from
every exiting block (ret, unreachable, resume) to X, and the virtual edge X -> entry,
whose count is the number of threads that called the function. The graph is now a
circulation: at every node, in-flow equals out-flow. Pick a spanning tree of it (ignoring
edge directions). Each edge outside the tree closes exactly one cycle with tree edges, so
the counts of the non-tree edges determine the tree edges' counts uniquely; counting the
``E - V + 1`` non-tree edges (per connected component) is enough to know every edge and
every block.

Which tree: the one of maximum weight, where an edge's weight is what its counter would
cost if it were counted: how often it runs times what it costs each time. How often is a
static estimate: each branch sends its share of the flow evenly down its edges that do
not go back to a loop header (but a loop guard sends ``GUARD_SKIP`` of it past the loop) (in topological order from the entry, which gets 1), and a
loop multiplies what runs inside it by 16. So of two sides of an ``if`` neither is
preferred, and the counters go to edges that are exclusive to one path: each path
through a loop-free kernel crosses as few counters as the tree allows. The cost of one
update: 1 for a block's counter, 1.5 for an edge counter (a ballot more), 1.1 for a block
on the edge (a jump more), 0.25 for an
exit edge of a single-block loop counted in registers (it rides on the update that loop
makes on that edge anyway, in the block bbprof puts there: on NVPTX in the same elected
branch; on AMDGPU it is a counter call of its own there, so ``exit_cost`` weighs it as a
block's counter, 1, and a loop's flush alike). Edges that cannot be counted
at all here (a critical edge out of an ``invoke``, ``callbr`` or ``indirectbr``) weigh so
much that they always end in the tree. A self-loop can never be in a tree: it is always
counted (in registers, when ``register_loops.py`` takes the loop).

How a non-tree edge ``u -> v`` is counted, cheapest first:

* ``X -> entry``: the entry block's count (threads that called the function; in a
  kernel, the threads launched: one work-item per workgroup can add its workgroup's
  threads and waves, which ``entry_cost`` weighs, ``group_entry_cost``);
* ``u -> X``: u's count (u has no successors, so every thread entering it leaves);
* u has one successor: u's count;
* u is a single-block loop counted in registers and ``v`` another block: in the block on
  that exit edge, beside the loop's own update (``exit``);
* v has one predecessor: v's count — a counter at the top of that block, shared by every
  edge it stands for;
* otherwise u ends in ``br`` or ``switch``: an *edge counter* just before u's terminator
  counts the active lanes whose branch condition selects v; in a warp-uniform kernel a
  block of bbprof's is put on the edge instead (``split``), with a block's counter: it
  costs only the waves that take the edge. Not into a block with phis in a kernel that
  uses Hopper's wgmma: the phis' copies for the edge move into the new block, and in
  Triton's matmul (the accumulators' zeros on the edge that skips the K loop) ptxas then
  serialized the loop's wgmma (warning C7515; 1.2x slower on the H200).

With wave_hits every counter also counts the waves that cross it, in the same packed
word. In a warp-uniform kernel (``ir/uniformity.py``) a wave that cannot split crosses an
edge whole, so wave counts are a circulation of the same graph.

**Hybrid placement** (a kernel with divergent branches). Wave counts (wave-entries: a
wave, or each part of a split wave, that runs the block with at least one lane) are
conserved everywhere but (a) at the out-side of a block whose terminator is divergent
(its parts leave by several edges) and (b) at the in-side of a block where parts of one
wave may meet. So the graph is changed there: each out-edge ``d -> v`` of a divergent
block d becomes ``X -> v``, and an edge ``d -> X`` (d's count) is added; each in-edge
``p -> m`` of a merge block m becomes ``p -> X``, and ``X -> m`` (m's count) is added.
Every edge of the new graph stands for a countable quantity (an edge of the CFG, or a
block's count), at every node but X in-flow equals out-flow for threads and for waves
alike, and X balances because every other node does: one spanning tree of this graph,
with the counters above on its other edges, gives exact thread and wave counts of every
block and edge. An edge ``d -> m`` becomes a self-loop of X: it is in no tree, and it
takes no part in any node's balance, so one such edge per divergent block is left
uncounted (``rest``): its thread count is d's count minus d's other out-edges' (the CFG
is a circulation of threads), and its wave count is not known (the function's edge wave
counts are then not reported; every block's still are). Further ones are counted by a
ballot in d.

Under reconvergence at post-dominators (AMDGPU, ``post_dominators`` given) fewer blocks are
run by two parts (``split_blocks``), and a divergent block whose region its successors
reach before its post-dominator ``m`` is entered only through it has ``m``'s counts: the
two balancing edges become one, ``d -> m`` (``_bypasses``).

Merge blocks (``merge_blocks``): the blocks that two parts of a wave may run
(``split_blocks``: reached from two different successors of a divergent block, and
everything reached from those) with two or more predecessors — NVIDIA's independent
thread scheduling may reconverge at any of them, AMD's structurizer reconverges at the
divergent branch's immediate post-dominator, one of them. A block with one predecessor
is not one even where parts of a wave meet (a loop's exit block, where lanes that left in
different iterations wait): its one in-edge is counted by the block's own counter, never
by a ballot, so the edge's count is the block's. Edges into a block with one predecessor
that may merge are thus counted at the target; a block of bbprof's is put on an edge only
where its source is neither divergent nor run by two parts; loops are counted in
registers only where one part of a wave runs them at a time. ``instrument.py`` keeps
every-block placement where this estimate says the hybrid costs more (loops whose body
branches on lanes are then cheaper with every block and their counts in registers).

Decoding (``reconstruct``) walks the tree from its leaves: a node with one edge of unknown
count left gets it from conservation, until every edge is known.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from bbprof.errors import MismatchError, UnsupportedIRError
from bbprof.instrument.costs import (COST_BLOCK, COST_EDGE, COST_EXIT, COST_SPLIT, LOOP_SCALE,
                                     costs_for)
from bbprof.instrument.sites import BLOCK, Site
from bbprof.instrument.sites import EDGE as EDGE_SITE
from bbprof.instrument.sites import EXIT as EXIT_SITE
from bbprof.instrument.sites import SPLIT as SPLIT_SITE
from bbprof.instrument.spanning import maximum_spanning_keys

if TYPE_CHECKING:   # the IR model is imported where a tree is placed: decoding
    from bbprof.ir.cfg import CFGAnalysis   # (reconstruct) does not need it
    from bbprof.ir.module import Function

EXIT = -1                  # the virtual exit node
BRANCHING = frozenset({"br", "switch"})


@dataclass(frozen=True)
class Edge:
    source: int            # block id, or EXIT
    target: int            # block id (EXIT for exit edges)
    how: str               # "tree", "block" (a block's counter), "edge", "exit", "split",
                           # "rest" (derived from its source's count: no counter)
    block: int | None = None   # the block whose counter counts it ("block"), the loop ("exit")
    via: tuple[int, int] | None = None   # its ends in the hybrid graph, where they differ

    def to_json(self) -> list:
        return [self.source, self.target, self.how, self.block]

    @property
    def ends(self) -> tuple[int, int]:
        """Its ends in the graph whose circulation decoding solves."""
        return self.via or (self.source, self.target)


@dataclass(frozen=True)
class Placement:
    counted_blocks: tuple[int, ...]               # a counter at the top of each
    counted_edges: tuple[tuple[int, int], ...]    # a counter before the source's terminator
    edges: tuple[Edge, ...]                       # every edge of the circulation
    counted_exits: tuple[tuple[int, int], ...] = ()   # beside a register loop's flush
    counted_splits: tuple[tuple[int, int], ...] = ()  # in a block put on the edge
    # hybrid placement: blocks whose terminator may split a wave, blocks where its parts
    # may meet, and the graph's edges that stand for a block's count (d -> EXIT for a
    # divergent d, EXIT -> m for a merge block m)
    divergent: tuple[int, ...] = ()
    merges: tuple[int, ...] = ()
    balances: tuple[Edge, ...] = ()
    in_registers: frozenset[int] = frozenset()   # loops whose back edge counts in registers
    cost: float = 0.0     # estimated counter updates per call (the weights above)
    entry_cost: float = 1.0   # what the entry block's counter costs per call
                              # (``group_entry_cost``: a kernel's, once per workgroup)


def every_block(fn: Function) -> Placement:
    return Placement(counted_blocks=tuple(b.id for b in fn.blocks), counted_edges=(),
                     edges=())


def circulation_edges(fn: Function) -> list[tuple[int, int]]:
    """CFG edges, exit edges to EXIT, and the virtual edge EXIT -> entry."""
    edges = [(b.id, s) for b in fn.blocks for s in b.successor_ids]
    edges += [(b.id, EXIT) for b in fn.blocks if not b.successor_ids]
    edges.append((EXIT, 0))
    return edges


def exit_cost_for(kind: str) -> float:
    """What an exit edge counted beside its loop's flush costs on ``kind`` (``costs.py``:
    on NVPTX an add in the flush's elected branch; on AMDGPU a counter call of its own,
    as much as a block's counter)."""
    return costs_for(kind).exit


def split_blocks(fn: Function, divergent: frozenset[int],
                 post_dominators: dict[int, int | None] | None = None) -> frozenset[int]:
    """The blocks that two different parts of one wave may run: a block reached from
    two different successors of a divergent block (the parts that branch made), and
    every block reached from one of those. A loop whose latch lets some lanes leave is
    not among them (the lanes that stay are one part), nor a block inside only one side
    of an ``if``; everything after the sides meet is.

    ``post_dominators`` (each block's immediate one, ``CFGAnalysis.post_dominators``):
    the wave is whole again at each divergent branch's immediate
    post-dominator (AMD's structurized code, the emulator), so only the blocks before it
    that two of the branch's successors reach, and the post-dominator itself, are run by
    two parts; past it one part runs everything (``_split_before_post_dominators``)."""
    if not divergent:
        return frozenset()
    if post_dominators is not None:
        return _split_before_post_dominators(fn, divergent, post_dominators)
    reach = _reach_sets(fn)
    seeds = 0
    for d in divergent:
        once = twice = 0
        for s in fn.blocks[d].successor_ids:
            twice |= once & reach[s]
            once |= reach[s]
        seeds |= twice
    out = 0
    for b in _members(seeds):
        out |= reach[b]
    return frozenset(_members(out))


def _split_before_post_dominators(fn: Function, divergent: frozenset[int],
                                  ipdom: dict[int, int | None]) -> frozenset[int]:
    """Reconvergence at post-dominators: AMDGPU's structurizer turns each region into a
    sequence in which a block runs once per entry of the region with every lane of the
    wave whose path crosses it, and a divergent branch's lanes are all active again at
    its immediate post-dominator ``p``. Two parts of the wave that a divergent ``d`` made
    therefore run (and may meet at) only the blocks that two of ``d``'s successors reach
    without passing ``p``, and ``p``; a block on one side only is run by that side's
    part, and after ``p`` the wave is as it was at ``d``. Parts made by another divergent
    branch are that branch's (each is added alike)."""
    out: set[int] = set()
    for d in divergent:
        join = ipdom[d]
        once: set[int] = set()
        for start in set(fn.blocks[d].successor_ids) - {join}:
            seen = reached_from(fn, [start], join)
            out |= once & seen
            once |= seen
        if join is not None:
            out.add(join)
    return frozenset(out)


def _bypasses(fn: Function, divergent: frozenset[int], merges: frozenset[int],
              preds: dict[int, set[int]], ipdom: dict[int, int | None]) -> dict[int, int]:
    """Divergent blocks ``d`` whose count is their post-dominator's, ``d -> m``.

    Under reconvergence at post-dominators a divergent ``d`` whose region (the blocks its
    successors reach before ``m``, its immediate post-dominator) is entered only through
    ``d`` and does not lead back to ``d`` is crossed as a unit: every lane that runs ``d``
    runs ``m`` once after it, every lane that runs ``m`` came that way, and each part of
    the wave that ran ``d`` is whole again at ``m``. So ``d``'s thread and wave counts are
    ``m``'s, and the two edges the hybrid graph would add for them (``d -> X``, ``X -> m``)
    are one edge ``d -> m``, standing for both. An ``if`` whose sides meet again costs
    one counter less; a merge block with several such ``d`` takes one of them."""
    out: dict[int, int] = {}
    for d in sorted(divergent):
        m = ipdom[d]
        if m is None or m not in merges or m in out.values():
            continue
        region = reached_from(fn, fn.blocks[d].successor_ids, m)
        inside = region | {d}
        if d in region or any(not preds[b] <= inside for b in region | {m}):
            continue
        out[d] = m
    return out


def _members(bits: int) -> list[int]:
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def _reach_sets(fn: Function) -> list[int]:
    """Per block, the set of blocks reachable from it (itself included), as a bit set:
    Tarjan's strongly connected components, whose order is a reverse topological one, so
    each component's set is its members and its successors' sets."""
    n = len(fn.blocks)
    succ = [b.successor_ids for b in fn.blocks]
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    component = [-1] * n
    sets: list[int] = []
    counter = 0
    for root in range(n):
        if index[root] != -1:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            recurse = False
            children = succ[v]
            while i < len(children):
                w = children[i]
                i += 1
                if index[w] == -1:
                    work.append((v, i))
                    work.append((w, 0))
                    recurse = True
                    break
                if on_stack[w]:
                    low[v] = min(low[v], index[w])
            if recurse:
                continue
            if low[v] == index[v]:
                members = []
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    component[w] = len(sets)
                    members.append(w)
                    if w == v:
                        break
                bits = 0
                for w in members:
                    bits |= 1 << w
                for w in members:
                    for x in succ[w]:
                        if component[x] != len(sets):
                            bits |= sets[component[x]]
                sets.append(bits)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return [sets[component[b]] for b in range(n)]


def merge_blocks(fn: Function, split: frozenset[int]) -> frozenset[int]:
    """Where the parts of a wave may meet: every block that two parts may run
    (``split_blocks``) with two or more predecessors (NVIDIA's independent thread
    scheduling may reconverge at any of them; AMD's structurizer at a divergent branch's
    immediate post-dominator, one of them). A block with one predecessor needs no such
    care: parts of a wave that meet there (a loop's exit block, where lanes that left in
    different iterations wait for each other) all came by its one in-edge, whose count
    is then the block's own (placement counts such an edge by its target's counter,
    never by a ballot in the source)."""
    preds: dict[int, int] = defaultdict(int)
    for block in fn.blocks:
        for succ in block.successor_ids:
            preds[succ] += 1
    return frozenset(b for b in split if preds[b] > 1)


def reached_from(fn: Function, blocks, before: int | None = None) -> set[int]:
    """The blocks reachable from ``blocks`` (themselves included) without passing
    ``before``: a divergent branch's region up to its post-dominator."""
    seen: set[int] = set()
    work = [b for b in blocks if b != before]
    while work:
        b = work.pop()
        if b not in seen:
            seen.add(b)
            work.extend(s for s in fn.blocks[b].successor_ids if s != before)
    return seen


def spanning_tree(fn: Function, analysis: CFGAnalysis,
                  register_loops: frozenset[int] = frozenset(),
                  split_edges: bool = False, split_into_phis: bool = True,
                  divergent: frozenset[int] = frozenset(),
                  post_dominators: dict[int, int | None] | None = None,
                  exit_cost: float = COST_EXIT, entry_cost: float = COST_BLOCK) -> Placement:
    """``register_loops``: single-block loops whose counts are kept in registers, each
    with a block of bbprof's on its exit edges (where those edges are cheap to count).
    ``split_edges``: count a critical edge in a block of bbprof's put on it, instead of
    before its source's terminator (warp-uniform kernels: the block runs only for the
    waves that take the edge, and a uniform branch to it splits no wave; with
    ``divergent`` blocks, only edges that no divergent block reaches);
    ``split_into_phis``: also when the edge's target has phis (their copies for the edge
    then run in the new block). ``divergent``: blocks whose terminator may send the lanes
    of one wave different ways (hybrid placement, above); ``post_dominators``: its
    parts meet again at its immediate post-dominator (``split_blocks``). ``entry_cost``:
    what the entry block's counter costs (``group_entry_cost``: a kernel's entry counted
    once per workgroup; its count, the threads and waves launched, is the same)."""
    tree = _Tree(fn, analysis, register_loops, split_edges, split_into_phis, divergent,
                 post_dominators, exit_cost, entry_cost)
    chosen = maximum_spanning_keys([EXIT] + [b.id for b in fn.blocks], tree.weighted())
    in_tree = {u for index, (u, v) in enumerate(tree.edges) if u == v and index in chosen}
    if in_tree & register_loops:   # a divergent loop's back edge (X -> u) the tree needs
        return spanning_tree(fn, analysis, register_loops - in_tree, split_edges,
                             split_into_phis, divergent, post_dominators, exit_cost,
                             entry_cost)
    placement = tree.placement(chosen)
    return replace(placement, cost=placement_cost(placement, tree.frequency, exit_cost))


class _Tree:
    """One spanning-tree problem: the circulation's edges (and, in hybrid placement, the
    balances of the hybrid graph), how each would be counted and at what cost."""

    def __init__(self, fn: Function, analysis: CFGAnalysis, register_loops: frozenset[int],
                 split_edges: bool, split_into_phis: bool, divergent: frozenset[int],
                 post_dominators: dict[int, int | None] | None, exit_cost: float,
                 entry_cost: float):
        self.fn, self.register_loops, self.divergent = fn, register_loops, divergent
        self.split_edges, self.split_into_phis = split_edges, split_into_phis
        self.exit_cost, self.entry_cost = exit_cost, entry_cost
        self.preds: dict[int, set[int]] = defaultdict(set)
        for block in fn.blocks:
            for succ in block.successor_ids:
                self.preds[succ].add(block.id)
        self.edges = circulation_edges(fn)
        self.frequency = edge_frequencies(fn, analysis)
        split = split_blocks(fn, divergent, post_dominators)
        self.merges = merge_blocks(fn, split)
        self.split_ok = (frozenset(range(len(fn.blocks))) - split - divergent if divergent
                         else None)
        bypassed = ({} if post_dominators is None
                    else _bypasses(fn, divergent, self.merges, self.preds, post_dominators))
        self.balances = ([(d, bypassed[d]) if d in bypassed else (d, EXIT)
                          for d in sorted(divergent)]
                         + [(EXIT, m) for m in sorted(self.merges)
                            if m not in bypassed.values()])
        self.everything = self.edges + self.balances

    def countable(self, block: int) -> bool:   # a catchswitch block admits nothing else
        from bbprof.ir.module import UNCOUNTABLE

        return self.fn.blocks[block].instructions[0].opcode not in UNCOUNTABLE

    def how(self, u: int, v: int) -> tuple[str, int | None]:
        """How the edge would be counted, and the block whose counter would count it."""
        fn, countable = self.fn, self.countable
        if u == EXIT:
            return ("block", v) if countable(v) else ("none", None)
        if v == EXIT or len(fn.blocks[u].successor_ids) == 1:
            return ("block", u) if countable(u) else ("none", None)
        if u in self.register_loops:
            return ("exit", u) if v != u else ("edge", None)   # the back edge: registers
        if len(self.preds[v]) == 1 and v != 0 and countable(v) and v not in self.merges:
            return "block", v
        if fn.blocks[u].terminator.opcode in BRANCHING:
            split = ((self.split_edges if self.split_ok is None else u in self.split_ok)
                     and (self.split_into_phis
                          or fn.blocks[v].instructions[0].opcode != "phi"))
            return ("split", None) if split else ("edge", None)
        return "none", None

    def ends(self, u: int, v: int) -> tuple[int, int]:
        """The edge's ends in the hybrid graph: a divergent source and a merge target are
        replaced by EXIT."""
        return (EXIT if u in self.divergent else u, EXIT if v in self.merges else v)

    def weighted(self) -> list[tuple[int, int, int, float]]:
        """``(a, b, index, weight)`` of every edge and balance: what counting it costs
        (the tree keeps the costliest uncounted)."""
        costs = {"block": COST_BLOCK, "edge": COST_EDGE, "split": COST_SPLIT,
                 "exit": self.exit_cost}
        block_frequency = _block_frequencies(self.frequency)
        out = []
        for index, (u, v) in enumerate(self.everything):
            if index < len(self.edges):
                method, counter = self.how(u, v)
                cost = (self.entry_cost if method == "block" and counter == 0
                        else costs.get(method))
                weight = self.frequency[(u, v)] * cost if cost is not None else 1e18
                a, b = self.ends(u, v)
                if u == v and u in self.register_loops:
                    weight = -1.0   # counted in registers: kept out of the tree (below)
            else:
                block = u if v == EXIT else v
                weight = (block_frequency[block]
                          * (self.entry_cost if block == 0 else COST_BLOCK)
                          if self.countable(block) else 1e18)
                a, b = u, v
            out.append((a, b, index, weight))
        return out

    def placement(self, tree) -> Placement:
        """Every edge and balance off the ``tree`` (its indices) counted as ``how`` says."""
        fn = self.fn
        counted_blocks: set[int] = set()    # (a list's membership test was quadratic)
        counted = {"edge": [], "exit": [], "split": []}
        placed: list[Edge] = []
        placed_balances: list[Edge] = []
        rested: set[int] = set()
        for index, (u, v) in enumerate(self.everything):
            if index >= len(self.edges):   # a block's count, in the hybrid graph
                block = u if v == EXIT else v
                if index in tree:
                    placed_balances.append(Edge(u, v, "tree"))
                    continue
                if not self.countable(block):
                    raise UnsupportedIRError(
                        f"@{fn.name}: block {fn.blocks[block].name} cannot be counted",
                        hint="use --placement every-block")
                counted_blocks.add(block)
                placed_balances.append(Edge(u, v, "block", block))
                continue
            via = self.ends(u, v)
            via = None if via == (u, v) else via
            if index in tree:
                placed.append(Edge(u, v, "tree", via=via))
                continue
            if (via == (EXIT, EXIT) and u != v and u not in rested
                    and u not in self.register_loops):
                rested.add(u)   # a divergent block's edge to a merge block: by conservation
                placed.append(Edge(u, v, "rest", via=via))
                continue
            method, block = self.how(u, v)
            if method in counted:
                counted[method].append((u, v))
            elif method == "block":
                counted_blocks.add(block)
            else:
                raise UnsupportedIRError(
                    f"@{fn.name}: the edge {fn.blocks[u].name} -> {fn.blocks[v].name} leaves "
                    f"a '{fn.blocks[u].terminator.opcode}' and cannot be counted",
                    hint="use --placement every-block")
            placed.append(Edge(u, v, method, block, via=via))
        return Placement(counted_blocks=tuple(sorted(counted_blocks)),
                         counted_edges=tuple(counted["edge"]), edges=tuple(placed),
                         counted_exits=tuple(counted["exit"]),
                         counted_splits=tuple(counted["split"]),
                         divergent=tuple(sorted(self.divergent)),
                         merges=tuple(sorted(self.merges)),
                         balances=tuple(placed_balances),
                         in_registers=frozenset(self.register_loops),
                         entry_cost=self.entry_cost)


def placement_cost(placement: Placement, frequency: dict[tuple[int, int], float],
                   exit_cost: float = COST_EXIT) -> float:
    """The estimate of a placement's counter updates per call under ``frequency``
    (``edge_frequencies``)."""
    block_frequency = _block_frequencies(frequency)
    return (sum(block_frequency[b] * (placement.entry_cost if b == 0 else COST_BLOCK)
                for b in placement.counted_blocks)
            + sum(frequency[(u, v)] for u, v in placement.counted_edges
                  if not (u == v and u in placement.in_registers)) * COST_EDGE
            + sum(frequency[e] for e in placement.counted_splits) * COST_SPLIT
            + sum(frequency[e] for e in placement.counted_exits) * exit_cost)


def _block_frequencies(frequency: dict[tuple[int, int], float]) -> dict[int, float]:
    out: dict[int, float] = defaultdict(float)
    for (u, v), f in frequency.items():
        if v != EXIT:
            out[v] += f
    return out


def every_block_cost(fn: Function, analysis: CFGAnalysis, register_loops: frozenset[int],
                     uniform_loops, exit_cost: float = COST_EXIT,
                     loop_scale: float = LOOP_SCALE) -> float:
    """The same estimate for a counter at every block: a loop counted in registers
    costs an update per exit, a loop chain in uniform registers one per accumulator (and
    detour flag) on its exit edge."""
    frequency = edge_frequencies(fn, analysis, loop_scale)
    block_frequency = _block_frequencies(frequency)
    in_chains = {b for loop in uniform_loops for b in loop.block_accumulator}
    in_chains |= {b for loop in uniform_loops for d in loop.detours for b in d.blocks}
    cost = 0.0
    for block in fn.blocks:
        if block.id in register_loops:
            cost += sum(frequency[(block.id, s)] for s in block.successor_ids
                        if s != block.id) * exit_cost
        elif block.id not in in_chains:
            cost += block_frequency[block.id] * COST_BLOCK
    for loop in uniform_loops:
        cost += frequency[(loop.exiting, loop.exit_target)] * (len(loop.accumulators)
                                                               + len(loop.detours))
    return cost


def edge_frequencies(fn: Function, analysis: CFGAnalysis,
                     loop_scale: float = LOOP_SCALE) -> Mapping[tuple[int, int], float]:
    """A static estimate of how often each edge of the circulation runs per call: even
    branch shares, times ``loop_scale`` per enclosing loop. Computed once per analysis
    of ``fn`` and loop scale (read-only: every caller shares it)."""
    key = ("edge_frequencies", fn.name, loop_scale)
    if key not in analysis.estimates:
        analysis.estimates[key] = MappingProxyType(_edge_frequencies(fn, analysis,
                                                                     loop_scale))
    return analysis.estimates[key]


def _edge_frequencies(fn: Function, analysis: CFGAnalysis,
                      loop_scale: float) -> dict[tuple[int, int], float]:
    back = set(analysis.back_edges)
    forward = [[s for s in b.successor_ids if (b.id, s) not in back] for b in fn.blocks]
    indegree = [0] * len(fn.blocks)
    for succs in forward:
        for s in succs:
            indegree[s] += 1
    flow = [0.0] * len(fn.blocks)
    flow[0] = 1.0
    share = _shares(fn, analysis, forward)
    ready = [b for b in range(len(fn.blocks)) if indegree[b] == 0]
    seen = set()
    while ready:
        u = ready.pop()
        seen.add(u)
        for s in forward[u]:
            flow[s] += flow[u] * share(u, s)
            indegree[s] -= 1
            if indegree[s] == 0:
                ready.append(s)
    for b in range(len(fn.blocks)):   # an irreducible cycle: no order to spread along
        if b not in seen:
            flow[b] = max(flow[b], 1.0)
    def depth(b: int) -> int:   # deeper nests weigh as this deep: 256^64 is a float
        return min(analysis.loop_depth(b), WEIGHED_DEPTH)

    out: dict[tuple[int, int], float] = {}
    for u, v in circulation_edges(fn):
        if u == EXIT:
            out[(u, v)] = 1.0
        elif v == EXIT or (u, v) in back or not forward[u]:
            out[(u, v)] = flow[u] * loop_scale ** depth(u)
        else:
            out[(u, v)] = (flow[u] * share(u, v)
                           * loop_scale ** min(depth(u), depth(v)))
    return out


# Loop depths past this weigh as this one: the weights are a cost estimate, and
# LONG_LOOP_SCALE (256) raised past 127 overflows a float (issue 38: a nest 128 deep
# was an OverflowError). Placement stays exact at any depth; only the estimate flattens.
WEIGHED_DEPTH = 64


GUARD_SKIP = 1.0 / LOOP_SCALE   # the share of a loop guard's flow that skips the loop


def _shares(fn: Function, analysis: CFGAnalysis, forward: list[list[int]]):
    """Each forward edge's share of its source's flow: even, but for a *loop guard* (a
    two-way branch one of whose sides leads into a loop and the other does not), whose
    side that skips the loop gets ``GUARD_SKIP``: a loop guarded by its trip count (``if
    (n > 0)`` before it) mostly runs. Leading into a loop: the block is a loop header
    deeper than the branch, or a block at the branch's depth whose every forward
    successor leads into one (a preheader; two unrolled versions of one loop)."""
    depth = analysis.loop_depth
    headers = {loop.header for loop in analysis.loops}
    memo: dict[tuple[int, int, int], bool] = {}

    def leads(b: int, level: int, steps: int = 3) -> bool:
        if b in headers and depth(b) > level:
            return True
        if steps == 0 or depth(b) != level or not forward[b]:
            return False
        key = (b, level, steps)
        if key not in memo:
            memo[key] = all(leads(s, level, steps - 1) for s in forward[b])
        return memo[key]

    guards: dict[int, tuple[int, ...] | None] = {}   # u -> (into, skips) or None

    def share(u: int, v: int) -> float:
        if u not in guards:
            succs = forward[u]
            guards[u] = None
            if len(succs) == 2 and succs[0] != succs[1]:
                into = [leads(s, depth(u)) for s in succs]
                if into[0] != into[1]:
                    guards[u] = (succs[0], succs[1]) if into[0] else (succs[1], succs[0])
        guard = guards[u]
        if guard is not None:
            return 1.0 - GUARD_SKIP if v == guard[0] else GUARD_SKIP
        return 1.0 / len(forward[u])
    return share


def cfg_hash(fn: Function) -> str:
    """A hash of the function's CFG: block names and successor lists, in order."""
    shape = [fn.name, [[b.name, b.successor_ids] for b in fn.blocks]]
    return hashlib.sha256(json.dumps(shape).encode()).hexdigest()[:16]


def reconstruct(nblocks: int, edges: list[list], known: dict[int, int],
                function: str = "") -> tuple[list[int], list[int]]:
    """Every edge's and every block's count from the counted edges' counts.

    ``edges`` is the block map's edge list (``[source, target, how, block, word]``); ``known``
    maps the index of each counted edge to its count. Returns ``(edge_counts,
    block_counts)``; a block's count is the sum over its in-edges.
    """
    count: list[int | None] = [known.get(i) for i in range(len(edges))]
    incident: dict[int, list[int]] = defaultdict(list)
    for i, edge in enumerate(edges):
        incident[edge[0]].append(i)
        incident[edge[1]].append(i)
    unknown_at = {node: sum(1 for i in ids if count[i] is None)
                  for node, ids in incident.items()}
    ready = [node for node, n in unknown_at.items() if n == 1]
    while ready:
        node = ready.pop()
        if unknown_at[node] != 1:
            continue
        flow_in = flow_out = 0
        missing = None
        for i in incident[node]:
            u, v = edges[i][0], edges[i][1]
            if count[i] is None:
                missing = i
                continue
            if v == node:
                flow_in += count[i]
            if u == node:
                flow_out += count[i]
        u, v = edges[missing][0], edges[missing][1]
        if u == v:  # a self-loop's count cannot come from conservation
            raise MismatchError(f"@{function}: a self-loop was left uncounted")
        value = flow_out - flow_in if v == node else flow_in - flow_out
        if value < 0:
            raise not_conserved(function, u, v, value)
        count[missing] = value
        for end in (u, v):
            unknown_at[end] -= 1
            if unknown_at[end] == 1:
                ready.append(end)
    if any(c is None for c in count):
        raise MismatchError(f"@{function}: the counted edges do not determine every edge")
    blocks = [0] * nblocks
    for i, edge in enumerate(edges):
        if edge[1] != EXIT:
            blocks[edge[1]] += count[i]
    return count, blocks


def not_conserved(function: str, u: int, v: int, value: int) -> MismatchError:
    """The error of counters under which edge ``u -> v`` would have a negative count."""
    return MismatchError(
        f"@{function}: the counters do not satisfy flow conservation (edge {u} -> {v} "
        f"would be {value})",
        hint="the counters are not from this block map's module, or they wrapped")


# -- its counter sites (sites.py, mechanisms.py) -----------------------------------------
def block_sites(plan, width: int, skip: set[int]) -> list[Site]:
    """A counter at the top of each counted block that no other site counts (``skip``:
    blocks a loop chain or straight-line code counts; ``plan.shares``: blocks another
    block's counter counts)."""
    return [Site(BLOCK, (b,), width=width) for b in plan.placement.counted_blocks
            if b not in skip and b not in plan.shares]


def edge_sites(plan, width: int, skip: set[int]) -> list[Site]:
    """The spanning tree's counted edges, loop exits and split edges: one word each (the
    tree packs both fields into one)."""
    placement = plan.placement
    return ([Site(EDGE_SITE, edge=e) for e in placement.counted_edges]
            + [Site(EXIT_SITE, edge=e) for e in placement.counted_exits]
            + [Site(SPLIT_SITE, edge=e) for e in placement.counted_splits])
