"""The maximum spanning tree of counter placement (Kruskal's algorithm).

Kruskal, "On the shortest spanning subtree of a graph and the traveling salesman problem",
Proc. AMS 7 (1956): take the edges from the heaviest down and keep each one that joins two
parts not yet joined (a union-find forest says which), which gives a spanning tree of
maximum weight for each connected part of the graph.

``placement.spanning_tree`` builds one tree per kernel. It used networkx's
``maximum_spanning_edges`` on a ``MultiGraph``, and this is the same computation in a few
lines, so that instrumenting the first kernel of a profiled program does not wait for
networkx to import (the largest import on that path, ahead of llvmlite). Where weights
tie, the edge taken is the one networkx takes, so placements, block maps and their CFG
hashes are what they were: networkx orders the edges of a multigraph node by node (in the
order the nodes were added), each node's neighbours in the order they were first joined
to it, skipping neighbours already visited, and each pair's parallel edges by key; it
then sorts them by weight, heaviest first, keeping that order among equal weights (a
stable sort). tests/instrument/test_spanning.py checks the trees against networkx's.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable


def maximum_spanning_keys(nodes: Iterable[Hashable],
                          edges: Iterable[tuple[Hashable, Hashable, Hashable, float]]
                          ) -> set[Hashable]:
    """The keys of the edges in a maximum spanning forest. ``edges``: ``(u, v, key,
    weight)`` of an undirected multigraph in the order they were added, keys unique."""
    adjacency: dict[Hashable, dict[Hashable, dict[Hashable, float]]] = {n: {} for n in nodes}
    for u, v, key, weight in edges:
        adjacency.setdefault(u, {})
        adjacency.setdefault(v, {})
        parallel = adjacency[u].get(v)
        if parallel is None:
            parallel = adjacency[u][v] = adjacency[v][u] = {}
        parallel[key] = weight
    ordered: list[tuple[float, Hashable, Hashable, Hashable]] = []
    seen: set[Hashable] = set()
    for u, neighbours in adjacency.items():
        for v, parallel in neighbours.items():
            if v not in seen:
                ordered.extend((weight, u, v, key) for key, weight in parallel.items())
        seen.add(u)
    ordered.sort(key=lambda edge: edge[0], reverse=True)   # stable: ties keep their order

    parent = {n: n for n in adjacency}

    def root(n: Hashable) -> Hashable:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    tree = set()
    for _, u, v, key in ordered:
        a, b = root(u), root(v)
        if a != b:
            parent[a] = b
            tree.add(key)
    return tree
