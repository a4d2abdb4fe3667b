"""Per natural loop: entries, iterations per entry, and the loop's share of the kernel.

Loops come from the block map (natural loops of the IR, with their nesting). ``entries``
is the number of times threads entered the loop from outside, ``back_edges`` the number
of times they went round it (the latches' edges to the header), both in ``thread_hits``.
Where the profile has every edge's count (spanning-tree placement: the decoder recovers
them) both are sums of edge counts, exact. Otherwise they are inferred from block counts
(``bbprof.analysis.flow``): exact when the counts determine them (``entries_exact``), else
``entries`` is the largest value the counts allow (every time control could enter the
loop, it did), so ``iterations_per_entry = header thread_hits / entries`` and
``back_edges = header thread_hits - entries`` are then lower bounds.
"""

from __future__ import annotations

import pandas as pd

from bbprof.analysis.flow import conserved, loop_entries
from bbprof.profile import Profile

COLUMNS = ["function", "header_id", "header", "depth", "parent", "blocks", "debug_location",
           "header_thread_hits", "entries", "entries_exact", "back_edges",
           "iterations_per_entry", "issued_total", "share"]


def function_counts(profile: Profile, blocks: pd.DataFrame, function: str,
                    field: str = "thread_hits") -> tuple[dict, dict]:
    fn = profile.block_map.function(function)
    rows = blocks[blocks.function == function]
    counts = dict(zip(rows.block_id.astype(int), rows[field].astype(int)))
    successors = {b.id: tuple(b.successors) for b in fn.blocks}
    return successors, counts


def columns_by_function(blocks: pd.DataFrame, columns: dict[str, object]
                        ) -> dict[str, dict[str, dict]]:
    """``{function: {column: {block_id: value}}}`` for the given columns (each with the
    value its missing entries take, or None to leave them), split in one pass over the
    table: selecting the rows function by function scanned the whole table each time,
    quadratic in the functions (113 s of ``report`` at 10,000 functions)."""
    if blocks.empty:
        return {}
    ids = blocks.block_id.astype(int).tolist()
    values = {c: (blocks[c] if fill is None else blocks[c].fillna(fill)).tolist()
              for c, fill in columns.items()}
    out: dict[str, dict[str, dict]] = {}
    for name, index in blocks.groupby("function", sort=False).indices.items():
        out[name] = {c: {ids[i]: v[i] for i in index} for c, v in values.items()}
    return out


def _counts(profile: Profile, name: str, columns: dict[str, dict]) -> tuple[dict, dict]:
    """``function_counts`` from a function's split columns."""
    fn = profile.block_map.function(name)
    counts = {i: int(c) for i, c in columns.get("thread_hits", {}).items()}
    return {b.id: tuple(b.successors) for b in fn.blocks}, counts


def loop_table(profile: Profile, blocks: pd.DataFrame) -> pd.DataFrame:
    rows = []
    split = columns_by_function(blocks, {"thread_hits": None, "issued_total": 0,
                                         "share": 0.0, "debug_location": None}) \
        if any(fn.loops for fn in profile.block_map.functions) else {}
    for fn in profile.block_map.functions:
        if not fn.loops:
            continue
        mine = split.get(fn.name, {})
        successors, counts = _counts(profile, fn.name, mine)
        # plain dicts: a pandas lookup per loop was 12 s of `diff` at 25,000 loops
        issued_of, share_of = mine.get("issued_total", {}), mine.get("share", {})
        where_of = mine.get("debug_location", {})
        names = {b.id: b.name for b in fn.blocks}
        edge_counts = (profile.edge_counts[fn.name]["thread_hits"]
                       if profile.edges_known(fn.name) else None)
        into: dict[int, list[tuple[int, int]]] = {}   # header -> (source, count) of its edges
        if edge_counts is not None:
            headers = {loop.header for loop in fn.loops}
            for e, c in zip(fn.edges, edge_counts):
                if e.target in headers:
                    into.setdefault(e.target, []).append((e.source, int(c)))
        for loop in fn.loops:
            header = loop.header
            body = set(loop.body)
            if edge_counts is not None:      # counted on the tree: every edge exact
                entries = sum(c for source, c in into.get(header, ())
                              if source not in body)
                exact = True
            else:
                span = (loop_entries(successors, counts, header, body) if counts[header]
                        else None)
                entries = span.high if span else 0
                exact = bool(span.exact) if span else counts[header] == 0
            issued = int(sum(issued_of[b] for b in body))
            rows.append({
                "function": fn.name, "header_id": header, "header": names[header],
                "depth": loop.depth,
                "parent": names[loop.parent] if loop.parent is not None else None,
                "blocks": len(body), "debug_location": where_of[header],
                "header_thread_hits": counts[header], "entries": entries,
                "entries_exact": exact, "back_edges": counts[header] - entries,
                "iterations_per_entry": counts[header] / entries if entries else float("nan"),
                "issued_total": issued,
                "share": float(sum(share_of[b] for b in sorted(body))),
            })
    frame = pd.DataFrame(rows, columns=COLUMNS)
    return frame.sort_values(["issued_total", "function", "header_id"],
                             ascending=[False, True, True], kind="stable").reset_index(drop=True)


def flow_check(profile: Profile, blocks: pd.DataFrame) -> pd.DataFrame:
    """Per function: whether ``thread_hits`` are conserved on the CFG (``irreducible`` too)."""
    rows = []
    split = columns_by_function(blocks, {"thread_hits": None})
    for fn in profile.block_map.functions:
        successors, counts = _counts(profile, fn.name, split.get(fn.name, {}))
        if profile.edges_known(fn.name):     # every edge counted: sums, in linear time
            ok = edges_conserve(fn, counts, profile.edge_counts[fn.name]["thread_hits"])
        else:                                # some flow must fit the block counts
            ok = conserved(successors, counts)
        rows.append({"function": fn.name, "irreducible": fn.irreducible, "conserved": ok})
    return pd.DataFrame(rows, columns=["function", "irreducible", "conserved"])


def edges_conserve(fn, counts: dict[int, int], edge_counts) -> bool:
    """Whether counted edges carry the block counts: the edges of the circulation
    (``EdgeInfo``: the CFG's, ``u -> EXIT`` for returns, ``EXIT -> entry`` for calls) bring
    every block its count and take it away again. ``conserved``'s answer where every
    edge's count is known (spanning-tree decoding), without a min-cost flow."""
    into: dict[int, int] = {}
    out: dict[int, int] = {}
    for e, c in zip(fn.edges, edge_counts):
        if c is None or int(c) < 0:
            return False
        into[e.target] = into.get(e.target, 0) + int(c)
        out[e.source] = out.get(e.source, 0) + int(c)
    return all(into.get(b.id, 0) == int(counts.get(b.id, 0)) == out.get(b.id, 0)
               for b in fn.blocks)
