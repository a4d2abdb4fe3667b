"""Per CFG edge of one function: how many threads went along it, where that is known.

A profile counted on the spanning tree holds every edge's count (``Profile.edge_counts``:
the decoder recovers them exactly). A profile counted at every block holds block counts
only; an edge's count then follows from them wherever flow conservation pins it down:
every block's ``thread_hits`` is the sum of the flow on its incoming edges (plus the
calls, for the entry block) and the sum on its outgoing edges (plus the returns, for a
block without successors). Written as one equation per block side, with a virtual node
that takes the returns and gives the calls (the circulation of ``analysis/flow.py``), an
equation with a single unknown edge gives that edge's count, and solving those in turn
(the propagation LLVM's ``SampleProfileLoader::propagateWeights`` makes, Novillo 2014)
finds every count the block counts determine: on a chain, on a branch whose other side
is known, on a block with one way in. An edge left unknown is one the counts leave open
(a rotated loop's guard: entered once with 8 iterations or twice with 4?); it gets no
number. Thread counts are conserved on any CFG, wave counts are not (a diverging wave
enters both sides of a branch), so only ``thread_hits`` are given. Where the equations
contradict each other (counts that no run of this CFG makes) nothing is derived.
"""

from __future__ import annotations

import pandas as pd

from bbprof.profile import Profile

DECODED = "decoded"       # the profile holds it (spanning-tree decoding)
DERIVED = "derived"       # from the block counts, by conservation
COLUMNS = ["source_id", "target_id", "thread_hits", "how"]

_VIRTUAL = -1             # returns go into it, calls come out of it


def edge_table(profile: Profile, blocks: pd.DataFrame, function: str) -> pd.DataFrame:
    """One row per CFG edge of ``function`` (its blocks' successors, each pair once):
    ``source_id``, ``target_id``, ``thread_hits`` (nullable: not known) and ``how`` it is
    known (``decoded`` or ``derived``; None when it is not)."""
    fn = profile.block_map.function(function)
    pairs = list(dict.fromkeys((b.id, s) for b in fn.blocks for s in b.successors))
    known: dict[tuple[int, int], int] = {}
    how = DERIVED
    counts = profile.edge_counts.get(function, {}).get("thread_hits")
    if counts is not None:
        how = DECODED
        for edge, c in zip(fn.edges, counts):
            if edge.source >= 0 and edge.target >= 0:
                key = (edge.source, edge.target)
                known[key] = known.get(key, 0) + int(c)
    else:
        rows = blocks[blocks.function == function]
        if len(rows) and not rows.thread_hits.isna().any():
            hits = dict(zip(rows.block_id.astype(int), rows.thread_hits.astype(int)))
            known = _derive(pairs, hits, entry=fn.blocks[0].id if fn.blocks else 0)
    frame = pd.DataFrame({
        "source_id": [a for a, _ in pairs], "target_id": [z for _, z in pairs],
        "thread_hits": pd.array([known.get(p) for p in pairs], dtype="Int64"),
        "how": [how if p in known else None for p in pairs]}, columns=COLUMNS)
    return frame


def _derive(pairs: list[tuple[int, int]], hits: dict[int, int],
            entry: int) -> dict[tuple[int, int], int]:
    """The edge counts the block counts determine (the module text); {} where they
    contradict each other."""
    edges = list(pairs)
    has_successor = {a for a, _ in pairs}
    edges += [(b, _VIRTUAL) for b in hits if b not in has_successor]
    edges.append((_VIRTUAL, entry))
    # equations: (edge indices, the sum they make); the virtual node's in - out = 0 is
    # written as its out-edge (the calls) = the sum of its in-edges, solved last
    into: dict[int, list[int]] = {}
    out: dict[int, list[int]] = {}
    for i, (a, z) in enumerate(edges):
        out.setdefault(a, []).append(i)
        into.setdefault(z, []).append(i)
    equations = [(into.get(b, []), c) for b, c in hits.items()]
    equations += [(out.get(b, []), c) for b, c in hits.items()]
    value: dict[int, int] = {}
    of_edge: dict[int, list[int]] = {}
    for k, (members, _) in enumerate(equations):
        for i in members:
            of_edge.setdefault(i, []).append(k)
    unknown = [len(members) for members, _ in equations]
    rest = [total for _, total in equations]
    ready = [k for k, n in enumerate(unknown) if n == 1]
    while ready:
        k = ready.pop()
        if unknown[k] != 1:
            continue
        i = next(i for i in equations[k][0] if i not in value)
        if rest[k] < 0:
            return {}
        value[i] = rest[k]
        for j in of_edge[i]:
            unknown[j] -= 1
            rest[j] -= value[i]
            if unknown[j] == 1:
                ready.append(j)
    if any(n == 0 and r != 0 for n, r in zip(unknown, rest)):
        return {}                      # the counts break conservation somewhere
    calls = [value.get(i) for i in out.get(_VIRTUAL, [])]
    returns = [value.get(i) for i in into.get(_VIRTUAL, [])]
    if None not in calls and None not in returns and sum(calls) != sum(returns):
        return {}
    return {edges[i]: v for i, v in value.items() if edges[i][0] != _VIRTUAL
            and edges[i][1] != _VIRTUAL}
