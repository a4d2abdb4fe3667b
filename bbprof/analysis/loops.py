"""Per natural loop: entries, iterations per entry, and the loop's share of the kernel.

Loops come from the block map (natural loops of the IR, with their nesting). ``entries``
is the number of times threads entered the loop from outside (``thread_hits`` flow, see
``bbprof.analysis.flow``): exact when the counts determine it (``entries_exact``), else the
largest value the counts allow (every time control could enter the loop, it did), so
``iterations_per_entry = header thread_hits / entries`` is then a lower bound.
"""

from __future__ import annotations

import pandas as pd

from bbprof.analysis.flow import conserved, loop_entries
from bbprof.profile import Profile

COLUMNS = ["function", "header_id", "header", "depth", "parent", "blocks", "debug_location",
           "header_thread_hits", "entries", "entries_exact", "iterations_per_entry",
           "issued_total", "share"]


def function_counts(profile: Profile, blocks: pd.DataFrame, function: str,
                    field: str = "thread_hits") -> tuple[dict, dict]:
    fn = profile.block_map.function(function)
    rows = blocks[blocks.function == function]
    counts = dict(zip(rows.block_id.astype(int), rows[field].astype(int)))
    successors = {b.id: tuple(b.successors) for b in fn.blocks}
    return successors, counts


def loop_table(profile: Profile, blocks: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for fn in profile.block_map.functions:
        if not fn.loops:
            continue
        successors, counts = function_counts(profile, blocks, fn.name)
        mine = blocks[blocks.function == fn.name].set_index("block_id")
        names = {b.id: b.name for b in fn.blocks}
        for loop in fn.loops:
            header = loop.header
            body = set(loop.body)
            span = loop_entries(successors, counts, header, body) if counts[header] else None
            entries = span.high if span else 0
            issued = int(mine.loc[sorted(body), "issued_total"].sum())
            rows.append({
                "function": fn.name, "header_id": header, "header": names[header],
                "depth": loop.depth,
                "parent": names[loop.parent] if loop.parent is not None else None,
                "blocks": len(body), "debug_location": mine.loc[header, "debug_location"],
                "header_thread_hits": counts[header], "entries": entries,
                "entries_exact": bool(span.exact) if span else counts[header] == 0,
                "iterations_per_entry": counts[header] / entries if entries else float("nan"),
                "issued_total": issued,
                "share": float(mine.loc[sorted(body), "share"].sum()),
            })
    frame = pd.DataFrame(rows, columns=COLUMNS)
    return frame.sort_values(["issued_total", "function", "header_id"],
                             ascending=[False, True, True], kind="stable").reset_index(drop=True)


def flow_check(profile: Profile, blocks: pd.DataFrame) -> pd.DataFrame:
    """Per function: whether ``thread_hits`` are conserved on the CFG (``irreducible`` too)."""
    rows = []
    for fn in profile.block_map.functions:
        successors, counts = function_counts(profile, blocks, fn.name)
        irreducible = fn.irreducible
        rows.append({"function": fn.name, "irreducible": irreducible,
                     "conserved": conserved(successors, counts)})
    return pd.DataFrame(rows, columns=["function", "irreducible", "conserved"])
