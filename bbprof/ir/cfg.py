"""Control-flow graphs of defined functions, and the analyses later steps use.

A function's CFG is a ``networkx.DiGraph`` whose nodes are block ids (positions in the
function) with the block's name as the ``name`` attribute, and whose edges come from every
terminator kind (``br``, ``switch``, ``indirectbr``, ``callbr``, ``invoke``, the EH pads).
Node 0 is the entry.

Natural loops follow the textbook definition (Aho, Sethi, Ullman): an edge ``u -> h`` is a
back edge when ``h`` dominates ``u``; the loop of header ``h`` is ``h`` plus every block
that reaches a latch ``u`` without passing through ``h``. Back edges to one header form
one loop. Depth is the number of loops that contain a block. Edges into a header that are
not back edges are the loop's entries; edges leaving the loop body are its exits.
Irreducible cycles (a cycle with no dominating header) are reported as such, not as loops.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from bbprof.ir.module import Function

if TYPE_CHECKING:   # imported by build_cfg: instrumenting runs on the plain lists below
    import networkx as nx


@dataclass(frozen=True)
class Loop:
    header: int
    latches: tuple[int, ...]
    body: frozenset[int]
    exits: tuple[tuple[int, int], ...]       # edges (inside, outside)
    depth: int
    parent: int | None                         # header of the enclosing loop


@dataclass
class CFGAnalysis:
    function: Function
    reachable: frozenset[int]
    idom: dict[int, int]
    loops: list[Loop] = field(default_factory=list)
    back_edges: list[tuple[int, int]] = field(default_factory=list)
    irreducible: bool = False
    # block -> headers of the loops that contain it (O(1) depth queries: the sum over all
    # loops per block was quadratic, 0.5 s of 2.7 s at 10k blocks)
    containing: dict[int, list[int]] = field(default_factory=dict)
    # estimates later floors compute from this CFG, each once (placement's static edge
    # frequencies per loop scale: one function's placement asked for them 5 times)
    estimates: dict = field(default_factory=dict, repr=False, compare=False)

    @cached_property
    def graph(self) -> nx.DiGraph:
        """The CFG as a networkx DiGraph (built when first asked for: the analyses above
        run on plain lists, several times faster — instrumenting waits for them)."""
        return build_cfg(self.function)

    def loop_depth(self, block: int) -> int:
        return len(self.containing.get(block, ()))

    @cached_property
    def post_dominators(self) -> dict[int, int | None]:
        """``immediate_post_dominators`` of the function, computed once."""
        return immediate_post_dominators(self.function)


def build_cfg(fn: Function) -> nx.DiGraph:
    import networkx as nx

    graph = nx.DiGraph(function=fn.name)
    graph.add_nodes_from((block.id, {"name": block.name}) for block in fn.blocks)
    graph.add_edges_from((block.id, succ) for block in fn.blocks
                         for succ in block.successor_ids)
    return graph


def analyze(fn: Function) -> CFGAnalysis:
    succ = [block.successor_ids for block in fn.blocks]
    order = reverse_postorder(succ)
    reachable = frozenset(order)
    preds: dict[int, list[int]] = {b: [] for b in order}
    for u in order:
        for v in succ[u]:
            preds[v].append(u)
    idom = _immediate_dominators(order, preds)
    dominates = dominance_test(idom)
    back_edges = [(u, v) for u in order for v in succ[u] if dominates(v, u)]
    bodies: dict[int, set[int]] = {}
    latches: dict[int, list[int]] = {}
    for latch, header in back_edges:
        body = bodies.setdefault(header, {header})
        latches.setdefault(header, []).append(latch)
        stack = [latch]
        while stack:
            node = stack.pop()
            if node in body:
                continue
            body.add(node)
            stack.extend(preds[node])
    containing: dict[int, list[int]] = {}
    for header, body in bodies.items():
        for node in body:
            containing.setdefault(node, []).append(header)
    loops = []
    for header, body in bodies.items():
        # only loops that contain the header can enclose this one
        enclosing = [h for h in containing[header] if h != header and body < bodies[h]]
        parent = min(enclosing, key=lambda h: len(bodies[h])) if enclosing else None
        exits = tuple(sorted((u, v) for u in body for v in succ[u] if v not in body))
        loops.append(Loop(header=header, latches=tuple(sorted(latches[header])),
                          body=frozenset(body), exits=exits, depth=len(enclosing) + 1,
                          parent=parent))
    loops.sort(key=lambda loop: (loop.depth, loop.header))
    # A cycle in the reachable graph that no back edge explains is irreducible.
    irreducible = _has_cycle_without(succ, reachable, set(back_edges))
    return CFGAnalysis(function=fn, reachable=reachable, idom=idom, loops=loops,
                       back_edges=back_edges, irreducible=irreducible, containing=containing)


def immediate_post_dominators(fn: Function) -> dict[int, int | None]:
    """Each block's immediate post-dominator, where the lanes of a wave that a branch in
    the block split meet again under reconvergence at post-dominators (AMD's structurizer,
    the emulator): None when that is the function's exit, or when the block reaches no
    exit. Computed as the dominators of the reversed CFG from a virtual exit node joined
    to every block without successors."""
    n = len(fn.blocks)
    exit_node = n
    rsucc: list[list[int]] = [[] for _ in range(n + 1)]    # reversed edges
    rpreds: dict[int, list[int]] = {b: [] for b in range(n + 1)}
    for block in fn.blocks:
        targets = block.successor_ids or [exit_node]
        for s in targets:
            rsucc[s].append(block.id)
            rpreds[block.id].append(s)
    # reverse postorder of the reversed graph from the virtual exit
    seen = {exit_node}
    post: list[int] = []
    stack = [(exit_node, iter(rsucc[exit_node]))]
    while stack:
        node, children = stack[-1]
        for child in children:
            if child not in seen:
                seen.add(child)
                stack.append((child, iter(rsucc[child])))
                break
        else:
            stack.pop()
            post.append(node)
    post.reverse()
    ipdom = _immediate_dominators(post, rpreds)
    return {b: (None if (p := ipdom.get(b)) is None or p == exit_node or p == b else p)
            for b in range(n)}


def reverse_postorder(succ: list[list[int]]) -> list[int]:
    """The blocks reachable from the entry (0), in reverse postorder of a depth-first
    search that visits successors in terminator order."""
    if not succ:
        return []
    seen = {0}
    post: list[int] = []
    stack = [(0, iter(succ[0]))]
    while stack:
        node, children = stack[-1]
        for child in children:
            if child not in seen:
                seen.add(child)
                stack.append((child, iter(succ[child])))
                break
        else:
            stack.pop()
            post.append(node)
    post.reverse()
    return post


def _immediate_dominators(order: list[int], preds: dict[int, list[int]]) -> dict[int, int]:
    """Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001): iterate
    over the reverse postorder until no immediate dominator changes. The entry maps to
    itself; unreachable blocks are absent. (networkx's implementation of the same
    algorithm took a quarter of instrumenting a 645-block kernel.)"""
    if not order:
        return {}
    index = {b: i for i, b in enumerate(order)}
    idom = {order[0]: order[0]}
    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            new = None
            for p in preds[b]:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                a, c = p, new
                while a != c:
                    while index[a] > index[c]:
                        a = idom[a]
                    while index[c] > index[a]:
                        c = idom[c]
                new = a
            if idom.get(b) != new:
                idom[b] = new
                changed = True
    return idom


def _has_cycle_without(succ: list[list[int]], nodes: frozenset[int],
                       removed: set[tuple[int, int]]) -> bool:
    """Whether the subgraph on ``nodes`` minus the ``removed`` edges has a cycle (Kahn's
    algorithm)."""
    indegree = dict.fromkeys(nodes, 0)
    for u in nodes:
        for v in succ[u]:
            if v in indegree and (u, v) not in removed:
                indegree[v] += 1
    ready = [n for n, d in indegree.items() if d == 0]
    seen = 0
    while ready:
        u = ready.pop()
        seen += 1
        for v in succ[u]:
            if v in indegree and (u, v) not in removed:
                indegree[v] -= 1
                if indegree[v] == 0:
                    ready.append(v)
    return seen != len(indegree)


def dominance_test(idom: dict[int, int]):
    """``dominates(a, b)`` in O(1): pre/post numbers of a DFS over the dominator tree."""
    children: dict[int, list[int]] = {}
    for node, parent in idom.items():
        if node != parent:
            children.setdefault(parent, []).append(node)
    pre: dict[int, int] = {}
    post: dict[int, int] = {}
    counter = 0
    stack = [(0, False)]
    while stack:
        node, done = stack.pop()
        if done:
            post[node] = counter
            counter += 1
            continue
        pre[node] = counter
        counter += 1
        stack.append((node, True))
        stack.extend((child, False) for child in children.get(node, ()))

    def dominates(a: int, b: int) -> bool:
        return a in pre and b in pre and pre[a] <= pre[b] and post[b] <= post[a]

    return dominates
