"""Edge flows that agree with per-block counts: conservation checks and loop entries.

bbprof counts blocks, not edges. On a CFG every block's count equals the flow on its
incoming edges and the flow on its outgoing edges (plus the function's entries into the
entry block and its returns out of exit blocks). Given only block counts, the edge flows
are the solutions of a transportation problem, written here as a min-cost flow (Ahuja,
Magnanti & Orlin, *Network Flows*, 1993, ch. 9; the same block/edge model as LLVM's
PGO count inference, ``CFGMST.h`` / ``SampleProfileInference``):

* each block ``b`` becomes a node ``(b, "out")`` that supplies ``count(b)`` units and a
  node ``(b, "in")`` that absorbs ``count(b)`` units;
* each CFG edge ``a -> b`` is an uncapacitated arc ``(a, "out") -> (b, "in")``;
* the function's entries are an arc ``ENTRY -> (entry, "in")``, its returns arcs
  ``(exit block, "out") -> EXIT``, and ``EXIT -> ENTRY`` closes the circulation.

Counts are *conserved* (could have come from real execution of this CFG) exactly when
this network has a feasible flow. Where the counts leave edges undetermined (a rotated
loop whose guard may skip it: was the header entered from outside ``T`` times with ``n``
iterations each, or fewer times with more?), minimising and maximising the flow on the
edges that enter a loop from outside gives the exact range of the loop's entries; the two
agree when the counts determine them.

Thread counts are conserved on any CFG. Wave counts are not (a wave that diverges enters
both sides of a branch), so these functions are meant for ``thread_hits``.
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

ENTRY, EXIT = ("__entry__",), ("__exit__",)


def _network(successors: dict[int, tuple[int, ...]], counts: dict[int, int], entry: int,
             weights: dict[tuple, int] | None = None) -> nx.DiGraph:
    g = nx.DiGraph()
    g.add_node(ENTRY, demand=0)
    g.add_node(EXIT, demand=0)
    for b, c in counts.items():
        g.add_node((b, "out"), demand=-int(c))
        g.add_node((b, "in"), demand=int(c))
    for a, succs in successors.items():
        for b in succs:
            g.add_edge((a, "out"), (b, "in"), weight=(weights or {}).get((a, b), 0))
        if not succs:
            g.add_edge((a, "out"), EXIT, weight=0)
    g.add_edge(ENTRY, (entry, "in"), weight=0)
    g.add_edge(EXIT, ENTRY, weight=0)
    return g


def _solve(g: nx.DiGraph):
    try:
        return nx.network_simplex(g)
    except nx.NetworkXUnfeasible:
        return None


def conserved(successors: dict[int, tuple[int, ...]], counts: dict[int, int],
              entry: int = 0) -> bool:
    """Whether some edge flow agrees with every block count (see the module text)."""
    return _solve(_network(successors, counts, entry)) is not None


@dataclass(frozen=True)
class LoopEntries:
    low: int
    high: int

    @property
    def exact(self) -> bool:
        return self.low == self.high


def loop_entries(successors: dict[int, tuple[int, ...]], counts: dict[int, int],
                 header: int, body: set[int], entry: int = 0) -> LoopEntries | None:
    """The range of times the loop at ``header`` was entered from outside its body.

    ``None`` when the counts are not conserved. When the header is the function's entry
    block, the function's own entries count as entries of the loop.
    """
    inside = set(body)
    entering = {(a, header) for a, succs in successors.items() for b in succs
                if b == header and a not in inside}
    values = []
    for sign in (1, -1):
        weights = {edge: sign for edge in entering}
        g = _network(successors, counts, entry, weights)
        if header == entry:
            g[ENTRY][(entry, "in")]["weight"] = sign
        result = _solve(g)
        if result is None:
            return None
        _, flow = result
        total = sum(flow[(a, "out")][(b, "in")] for a, b in entering)
        if header == entry:
            total += flow[ENTRY][(entry, "in")]
        values.append(total)
    return LoopEntries(low=min(values), high=max(values))
