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

Which tree: the one of maximum weight, where an edge's weight is how often its counter
would run if it were counted — the frequency (``16 ** loop depth``) of the block where
the counter would go (see below) — so the expensive edges stay uncounted. An edge that
needs an edge counter (a critical edge) weighs 1.5x its source's frequency (a ballot and
a branch more); edges that cannot be counted at all here (a critical edge out of an
``invoke``, ``callbr`` or ``indirectbr``) weigh so much that they always end in the tree.
A self-loop can never be in a tree: it is always counted, once per iteration.

How a non-tree edge ``u -> v`` is counted, cheapest first:

* ``X -> entry``: the entry block's count (threads that called the function);
* ``u -> X``: u's count (u has no successors, so every thread entering it leaves);
* u has one successor: u's count; v has one predecessor: v's count — a counter at the top
  of that block, shared by every edge it stands for;
* otherwise u ends in ``br`` or ``switch``: an *edge counter* just before u's terminator
  counts the active lanes whose branch condition selects v.

Decoding (``reconstruct``) walks the tree from its leaves: a node with one edge of unknown
count left gets it from conservation, until every edge is known.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from dataclasses import dataclass

import networkx as nx

from bbprof.errors import MismatchError, UnsupportedIRError
from bbprof.ir.cfg import CFGAnalysis
from bbprof.ir.module import Function

EXIT = -1                  # the virtual exit node
BRANCHING = frozenset({"br", "switch"})


@dataclass(frozen=True)
class Edge:
    source: int            # block id, or EXIT
    target: int            # block id (EXIT for exit edges)
    how: str               # "tree", "block" (counted by a block's counter), "edge"
    block: int | None = None   # the block whose counter counts it ("block")

    def to_json(self) -> list:
        return [self.source, self.target, self.how, self.block]


@dataclass(frozen=True)
class Placement:
    counted_blocks: tuple[int, ...]               # a counter at the top of each
    counted_edges: tuple[tuple[int, int], ...]    # a counter before the source's terminator
    edges: tuple[Edge, ...]                       # every edge of the circulation


def every_block(fn: Function) -> Placement:
    return Placement(counted_blocks=tuple(b.id for b in fn.blocks), counted_edges=(),
                     edges=())


def circulation_edges(fn: Function) -> list[tuple[int, int]]:
    """CFG edges, exit edges to EXIT, and the virtual edge EXIT -> entry."""
    edges = [(b.id, s) for b in fn.blocks for s in b.successor_ids]
    edges += [(b.id, EXIT) for b in fn.blocks if not b.successor_ids]
    edges.append((EXIT, 0))
    return edges


def spanning_tree(fn: Function, analysis: CFGAnalysis) -> Placement:
    preds: dict[int, set[int]] = defaultdict(set)
    for block in fn.blocks:
        for succ in block.successor_ids:
            preds[succ].add(block.id)
    edges = circulation_edges(fn)

    def frequency(block: int) -> float:
        return float(16 ** analysis.loop_depth(block))

    def cost(u: int, v: int) -> float:
        """How often the counter for this edge would run: its weight in the tree."""
        if u == EXIT:
            return frequency(v)
        if v == EXIT or len(fn.blocks[u].successor_ids) == 1:
            return frequency(u)
        if len(preds[v]) == 1 and v != 0:
            return frequency(v)
        if fn.blocks[u].terminator.opcode in BRANCHING:
            return 1.5 * frequency(u)   # an edge counter: a ballot and a branch more
        return 1e18                     # cannot be counted here: keep it in the tree

    graph = nx.MultiGraph()
    graph.add_nodes_from([EXIT] + [b.id for b in fn.blocks])
    for index, (u, v) in enumerate(edges):
        graph.add_edge(u, v, key=index, weight=cost(u, v))
    tree = {key for _, _, key in nx.maximum_spanning_edges(graph, keys=True, data=False)}

    counted_blocks: list[int] = []
    counted_edges: list[tuple[int, int]] = []
    placed: list[Edge] = []
    for index, (u, v) in enumerate(edges):
        if index in tree:
            placed.append(Edge(u, v, "tree"))
            continue
        if u == EXIT:
            block = v
        elif v == EXIT or len(fn.blocks[u].successor_ids) == 1:
            block = u
        elif len(preds[v]) == 1 and v != 0:
            block = v
        elif fn.blocks[u].terminator.opcode in BRANCHING:
            counted_edges.append((u, v))
            placed.append(Edge(u, v, "edge"))
            continue
        else:
            raise UnsupportedIRError(
                f"@{fn.name}: the edge {fn.blocks[u].name} -> {fn.blocks[v].name} leaves a "
                f"'{fn.blocks[u].terminator.opcode}' and cannot be counted",
                hint="use --placement every-block")
        if block not in counted_blocks:
            counted_blocks.append(block)
        placed.append(Edge(u, v, "block", block))
    return Placement(counted_blocks=tuple(sorted(counted_blocks)),
                     counted_edges=tuple(counted_edges), edges=tuple(placed))


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
            raise MismatchError(
                f"@{function}: the counters do not satisfy flow conservation (edge "
                f"{u} -> {v} would be {value})",
                hint="the counters are not from this block map's module, or they wrapped")
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
