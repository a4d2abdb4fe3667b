"""Which blocks each node of a CFG picture stands for.

A CFG picture draws every block as a node, or fewer nodes that each stand for several
blocks: a loop drawn as one node, or a *region* of connected blocks. Two ways to choose:

* on request (``by_options``): every loop of depth >= d as one node; connected blocks
  (within one loop) colder than f x the hottest merged into one region;
* an *overview* (``overview``): at most ``max_nodes`` nodes on at most ``max_ranks``
  ranks, the nodes going where the heat goes. A loop whose share of the heat is small is
  one node; a loop with a large share, and always the hottest loop, keeps its body (drawn
  as a cluster). Then each loop level (a kept loop's own blocks, or the function's blocks
  outside kept loops) is reduced by T2 contractions (Hecht & Ullman, "Flow graph
  reducibility", SIAM J. Comput. 1(2), 1972; the reduction of interval analysis): a node
  merges with its only successor, or into its only predecessor, along a forward edge.
  Such a merge adds no cycle and hides no branch between the two, so every edge between
  the nodes left is a CFG edge between their blocks. Merges are made coldest first: the
  pair with the least heat in all (between equals, the larger pair, so that a run of
  blocks becomes one node rather than many pairs). Every node then holds at most about
  the heat of the coldest merge not made, so the nodes go where the heat goes: a loop of
  69% gets most of them, a cold epilogue one or two, and a block hotter than that stays
  a block. Blocks that never ran weigh nothing and fold into their neighbours first (a
  node says how many of its blocks never ran; one whose blocks all never ran is grey).
  Blocks compile-time constants rule out merge only with each other: their 0 is known,
  not measured. When the contractions cannot reach the budget, kept loops other than the
  hottest become single nodes, the coldest first, and last of all single-node loops may
  join regions.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from bbprof.instrument.blockmap import FunctionInfo, LoopInfo

BLOCK, LOOP, REGION = "block", "loop", "region"
RAN, NEVER, DEAD = "ran", "never", "dead"       # a block's state in a profile with counts

OVERVIEW_NODES = 40     # an overview's nodes, at most
OVERVIEW_RANKS = 18     # its longest chain of forward edges, at most (the picture's height)
KEEP_SHARE = 0.10       # a loop with this share of the heat keeps its body


@dataclass(frozen=True)
class Node:
    key: str                          # the DOT node's name
    kind: str                         # BLOCK, LOOP (a loop as one node) or REGION
    members: tuple[int, ...]          # block ids, in block-map order
    loop: LoopInfo | None = None      # LOOP: the loop it stands for
    loops: tuple[LoopInfo, ...] = ()  # REGION: whole loops inside it
    cold: bool = False                # REGION: merged for being cold (``by_options``)


@dataclass(frozen=True)
class Drawing:
    node_of: dict[int, str]           # block id -> its node's key
    nodes: dict[str, Node]            # in block-map order of their first block
    clusters: tuple[LoopInfo, ...]    # loops drawn with their body, outermost first


def innermost(loops) -> dict[int, LoopInfo]:
    """Block id -> the innermost of ``loops`` whose body holds it."""
    inner: dict[int, LoopInfo] = {}
    for loop in sorted(loops, key=lambda lp: lp.depth):
        for b in loop.body:
            inner[b] = loop
    return inner


def _drawing(groups: list[Node], clusters) -> Drawing:
    node_of = {b: node.key for node in groups for b in node.members}
    # block ids are block-map positions: members are sorted by them
    nodes = {n.key: n for n in sorted(groups, key=lambda n: n.members[0])}
    return Drawing(node_of, nodes, tuple(sorted(clusters, key=lambda lp: lp.depth)))


def every_block(fn: FunctionInfo) -> Drawing:
    return _drawing([Node(f"b{b.id}", BLOCK, (b.id,)) for b in fn.blocks], fn.loops)


def by_options(fn: FunctionInfo, heat: dict[int, float], dead: set[int], *,
               collapse_loops: int | None = None,
               collapse_cold: float | None = None) -> Drawing:
    """Loops of depth >= ``collapse_loops`` as one node each; connected blocks (within one
    loop, not dead) below ``collapse_cold`` x the hottest block's heat as one region."""
    taken: dict[int, str] = {}
    groups: list[Node] = []
    collapsed: list[LoopInfo] = []
    if collapse_loops is not None:
        for loop in sorted(fn.loops, key=lambda lp: lp.depth):
            if loop.depth >= collapse_loops and not any(b in taken for b in loop.body):
                node = Node(f"loop{loop.header}", LOOP, tuple(sorted(loop.body)), loop=loop)
                groups.append(node)
                collapsed.append(loop)
                taken.update(dict.fromkeys(loop.body, node.key))
    hottest = max(heat.values(), default=0.0)
    if collapse_cold is not None and hottest > 0:
        inner = innermost(fn.loops)
        cold = {b.id for b in fn.blocks if b.id not in taken and b.id not in dead
                and heat[b.id] < collapse_cold * hottest}
        neighbours = _undirected(fn)
        seen: set[int] = set()
        for start in sorted(cold):
            if start in seen:
                continue
            component, stack = [], [start]
            seen.add(start)
            while stack:
                b = stack.pop()
                component.append(b)
                for n in neighbours[b]:
                    if n in cold and n not in seen and inner.get(n) is inner.get(start):
                        seen.add(n)
                        stack.append(n)
            if len(component) > 1:
                node = Node(f"cold{min(component)}", REGION, tuple(sorted(component)),
                            cold=True)
                groups.append(node)
                taken.update(dict.fromkeys(component, node.key))
    groups += [Node(f"b{b.id}", BLOCK, (b.id,)) for b in fn.blocks if b.id not in taken]
    inside = {b for loop in collapsed for b in loop.body}
    return _drawing(groups, [lp for lp in fn.loops if lp.header not in inside])


def _undirected(fn: FunctionInfo) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {b.id: set(b.successors) for b in fn.blocks}
    for b in fn.blocks:
        for s in b.successors:
            out[s].add(b.id)
    return out


def overview(fn: FunctionInfo, weight: dict[int, float], state: dict[int, str], *,
             max_nodes: int = OVERVIEW_NODES, max_ranks: int = OVERVIEW_RANKS,
             keep_share: float = KEEP_SHARE) -> Drawing:
    """The overview (see the module text). ``weight``: each block's heat (issued
    instructions; IR instructions where nothing was counted); ``state``: RAN, NEVER or
    DEAD per block (RAN for all where nothing was counted)."""
    total = sum(weight.values()) or 1.0
    share = {id(lp): sum(weight[b] for b in lp.body) / total for lp in fn.loops}
    by_header = {lp.header: lp for lp in fn.loops}
    protected: set[int] = set()
    if fn.loops:
        hottest = max(fn.loops, key=lambda lp: (share[id(lp)], lp.depth))
        while hottest is not None:
            protected.add(id(hottest))
            hottest = by_header.get(hottest.parent) if hottest.parent is not None else None
    kept = [lp for lp in fn.loops if id(lp) in protected or share[id(lp)] >= keep_share]
    while True:
        reduction = _Reduction(fn, weight, state, kept, merge_loops=False)
        if reduction.run(max_nodes, max_ranks):
            break
        parents = {lp.parent for lp in kept}           # kept loops with a kept child
        droppable = [lp for lp in kept if id(lp) not in protected
                     and lp.header not in parents]
        if not droppable:
            reduction = _Reduction(fn, weight, state, kept, merge_loops=True)
            reduction.run(max_nodes, max_ranks)
            break
        coldest = min(droppable, key=lambda lp: (share[id(lp)], -lp.depth))
        kept = [lp for lp in kept if lp is not coldest]
    return _drawing(reduction.nodes(), kept)


class _Reduction:
    """T2 contractions of the units (blocks, and loops drawn as one node) at each kept
    loop level, coldest pair first (see the module text)."""

    def __init__(self, fn: FunctionInfo, weight: dict[int, float], state: dict[int, str],
                 kept: list[LoopInfo], *, merge_loops: bool):
        kept_ids = {id(lp) for lp in kept}
        kept_headers = {lp.header for lp in kept}
        level_loop = innermost(kept)                    # block -> innermost kept loop
        whole: dict[int, LoopInfo] = {}                 # block -> its loop drawn as one
        for loop in fn.loops:
            if id(loop) not in kept_ids and (loop.parent is None
                                             or loop.parent in kept_headers):
                whole.update(dict.fromkeys(loop.body, loop))
        unit_of: dict[int, int] = {}
        self.members: list[list[int]] = []
        self.loops: list[list[LoopInfo]] = []
        self.weight: list[float] = []
        self.hottest: list[float] = []               # its hottest block's weight
        self.state: list[str] = []
        self.level: list[int | None] = []
        self.mergeable: list[bool] = []
        loop_unit: dict[int, int] = {}
        for b in fn.blocks:
            loop = whole.get(b.id)
            if loop is not None and id(loop) in loop_unit:
                u = loop_unit[id(loop)]
                self.members[u].append(b.id)
                self.weight[u] += weight[b.id]
                self.hottest[u] = max(self.hottest[u], weight[b.id])
                self.state[u] = _joined(self.state[u], state[b.id])
            else:
                u = len(self.members)
                self.members.append([b.id])
                self.loops.append([loop] if loop is not None else [])
                self.weight.append(weight[b.id])
                self.hottest.append(weight[b.id])
                self.state.append(state[b.id])
                home = level_loop.get(b.id if loop is None else loop.header)
                self.level.append(None if home is None else home.header)
                self.mergeable.append(loop is None or merge_loops)
                if loop is not None:
                    loop_unit[id(loop)] = u
            unit_of[b.id] = u
        self.key: list[str] = [
            f"loop{self.loops[u][0].header}" if self.loops[u] else f"b{self.members[u][0]}"
            for u in range(len(self.members))]
        back = {(latch, lp.header) for lp in fn.loops for latch in lp.latches}
        # u -> {v: whether the edges u -> v carry a back edge}, and the other way round
        self.out: list[dict[int, bool]] = [{} for _ in self.members]
        self.into: list[dict[int, bool]] = [{} for _ in self.members]
        for b in fn.blocks:
            for s in b.successors:
                u, v = unit_of[b.id], unit_of[s]
                if u != v:
                    is_back = (b.id, s) in back
                    self.out[u][v] = self.out[u].get(v, False) or is_back
                    self.into[v][u] = self.into[v].get(u, False) or is_back
        self.alive = set(range(len(self.members)))
        self.merged: list[bool] = [False] * len(self.members)

    def _key(self, u: int, v: int):
        """The heap key of merging ``u -> v``, or None when they may not merge."""
        if (u == v or u not in self.alive or v not in self.alive or self.out[u].get(v, True)
                or self.level[u] != self.level[v]
                or not (self.mergeable[u] and self.mergeable[v])):
            return None
        if (self.state[u] == DEAD) != (self.state[v] == DEAD):
            return None
        if len(self.out[u]) != 1 and len(self.into[v]) != 1:
            return None
        return (self.weight[u] + self.weight[v],
                -len(self.members[u]) - len(self.members[v]), u, v)

    def _merge(self, u: int, v: int) -> None:
        """``v`` joins ``u``."""
        self.members[u] += self.members[v]
        self.loops[u] += self.loops[v]
        self.weight[u] += self.weight[v]
        self.hottest[u] = max(self.hottest[u], self.hottest[v])
        self.state[u] = _joined(self.state[u], self.state[v])
        self.merged[u] = True
        for w, is_back in list(self.out[v].items()):
            del self.into[w][v]
            if w != u:
                self.out[u][w] = self.out[u].get(w, False) or is_back
                self.into[w][u] = self.into[w].get(u, False) or is_back
        for w, is_back in list(self.into[v].items()):
            del self.out[w][v]
            if w != u:
                self.into[u][w] = self.into[u].get(w, False) or is_back
                self.out[w][u] = self.out[w].get(u, False) or is_back
        self.out[v], self.into[v] = {}, {}
        self.alive.discard(v)

    def _ranks(self) -> int:
        """The longest chain of forward edges between the units left (Kahn's order; the
        units a cycle of an irreducible CFG keeps out of it count one rank each)."""
        indegree = {u: sum(1 for w, b in self.into[u].items() if not b) for u in self.alive}
        depth = dict.fromkeys(self.alive, 1)
        ready = [u for u, d in indegree.items() if d == 0]
        done = 0
        while ready:
            u = ready.pop()
            done += 1
            for w, is_back in self.out[u].items():
                if not is_back:
                    depth[w] = max(depth[w], depth[u] + 1)
                    indegree[w] -= 1
                    if indegree[w] == 0:
                        ready.append(w)
        return max(depth.values(), default=0) + (len(self.alive) - done)

    def run(self, max_nodes: int, max_ranks: int) -> bool:
        """Merge until within budget; whether it got there."""
        heap = [k for u in self.alive for v in self.out[u] if (k := self._key(u, v))]
        heapq.heapify(heap)
        while True:
            if len(self.alive) <= max_nodes and self._ranks() <= max_ranks:
                return True
            while heap:
                entry = heapq.heappop(heap)
                u, v = entry[-2], entry[-1]
                if self._key(u, v) == entry:
                    break
            else:
                return False
            self._merge(u, v)
            for w in self.out[u]:
                if (k := self._key(u, w)):
                    heapq.heappush(heap, k)
            for w in self.into[u]:
                if (k := self._key(w, u)):
                    heapq.heappush(heap, k)

    def nodes(self) -> list[Node]:
        out = []
        for u in sorted(self.alive):
            members = tuple(sorted(self.members[u]))     # ids are block-map positions
            if len(members) == 1 and not self.loops[u]:
                out.append(Node(self.key[u], BLOCK, members))
            elif not self.merged[u] and self.loops[u]:
                out.append(Node(self.key[u], LOOP, members, loop=self.loops[u][0]))
            else:
                out.append(Node(f"r{members[0]}", REGION, members,
                                loops=tuple(self.loops[u])))
        return out


def _joined(a: str, b: str) -> str:
    """The state of a node of blocks in states ``a`` and ``b``: NEVER only when none ran."""
    return a if a == b else RAN
