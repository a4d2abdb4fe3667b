"""Per source line and per function: where the issued instructions go in the user's code.

A block's debug location is its first located instruction (``file:line``, from the IR's
debug info; Triton writes it), so a line's numbers are those of the blocks that start
there: a summary by the line that *owns* each block, not an instruction-exact split.
"""

from __future__ import annotations

import pandas as pd

LINE_COLUMNS = ["function", "file", "line", "blocks", "thread_hits", "issued_total", "share"]
FUNCTION_COLUMNS = ["function", "is_kernel", "blocks", "entries", "thread_hits", "wave_hits",
                    "issued_total", "share", "simd_utilization"]


def line_table(blocks: pd.DataFrame) -> pd.DataFrame:
    located = blocks[blocks.debug_location.notna()].copy()
    if located.empty:
        return pd.DataFrame(columns=LINE_COLUMNS)
    parts = located.debug_location.astype(str).str.rsplit(":", n=1, expand=True)
    located["file"] = parts[0]
    located["line"] = pd.to_numeric(parts[1], errors="coerce").astype("Int64")
    frame = (located.groupby(["function", "file", "line"], dropna=False, sort=False)
             .agg(blocks=("block_id", "size"), thread_hits=("thread_hits", "sum"),
                  issued_total=("issued_total", "sum"), share=("share", "sum"))
             .reset_index())
    return frame.sort_values(["issued_total", "function", "line"],
                             ascending=[False, True, True], kind="stable").reset_index(drop=True)


def function_table(blocks: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for name, rows_of in blocks.groupby("function", sort=False):
        entry = rows_of[rows_of.block_id == 0]
        thread_instr = (rows_of.thread_hits * rows_of.static_total).sum()
        lanes = (rows_of.issued_total * rows_of.wave_size).sum()
        rows.append({"function": name, "is_kernel": bool(rows_of.is_kernel.iloc[0]),
                     "blocks": len(rows_of),
                     "entries": int(entry.thread_hits.iloc[0]) if len(entry) else 0,
                     "thread_hits": int(rows_of.thread_hits.sum()),
                     "wave_hits": int(rows_of.wave_hits.sum()),
                     "issued_total": int(rows_of.issued_total.sum()),
                     "share": float(rows_of.share.sum()),
                     "simd_utilization": float(thread_instr / lanes) if lanes else float("nan")})
    return pd.DataFrame(rows, columns=FUNCTION_COLUMNS)
