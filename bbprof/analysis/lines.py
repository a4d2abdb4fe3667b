"""Per source line and per function: where the issued instructions go in the user's code.

With a static mix the split is per machine instruction: the assembly bbprof compiles
carries a ``.loc`` before the instructions of each source line (from the IR's ``!dbg``:
an MLIR op's location, a Triton kernel's Python line), and the static mix counts, per IR
block, the instructions of each line (``static_source_lines``, see ``bbprof.isa.analysis``).
A line's issued instructions are then ``wave_hits × (the block's instructions from that
line)`` (AMDGCN, where the issue model counted the machine blocks: the runs of that
line's instructions) summed over the blocks that hold some, so one block whose code comes from several
ops gives a row to each op, and instructions on no line (``line 0``, prologues, code LLVM
made) are a row of their own, ``file``/``line`` empty: the lines' issued instructions sum
to the module's total.

Without a static mix (or with one written before the column existed) a block counts whole
at its debug location, the first instruction in the IR with a real line; blocks without
one are the "no location" row.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from bbprof.isa.machine import decode_source_lines

LINE_COLUMNS = ["function", "file", "line", "blocks", "thread_hits", "issued_total", "share"]
FUNCTION_COLUMNS = ["function", "is_kernel", "blocks", "entries", "thread_hits", "wave_hits",
                    "issued_total", "share", "simd_utilization"]


def line_table(blocks: pd.DataFrame) -> pd.DataFrame:
    """One row per (function, file, line), the no-location row with ``file`` None."""
    if blocks.empty:
        return pd.DataFrame(columns=LINE_COLUMNS)
    split = "static_source_lines" in blocks.columns
    machine = "static_machine_source_lines" in blocks.columns
    total = int(blocks["issued_total"].sum())
    rows = []
    for r in blocks.itertuples():
        pairs = decode_source_lines(r.static_source_lines) if split else []
        runs = dict(decode_source_lines(r.static_machine_source_lines)) if machine else {}
        if not pairs:     # no per-instruction lines: the block counts at its own location
            pairs = [(r.debug_location, None)]
        for location, instructions in pairs:
            if instructions is None:
                issued = int(r.issued_total)
            elif machine:   # the issue model counted the machine blocks (AMDGCN)
                issued = int(runs.get(location, 0))
            else:
                issued = int(r.wave_hits * instructions)
            file, line = _split(location)
            rows.append((r.function, file, line, r.block_id, int(r.thread_hits), issued))
    frame = pd.DataFrame(rows, columns=["function", "file", "line", "block_id", "thread_hits",
                                        "issued_total"])
    frame["line"] = frame["line"].astype("Int64")
    frame = (frame.groupby(["function", "file", "line"], dropna=False, sort=False)
             .agg(blocks=("block_id", "nunique"), thread_hits=("thread_hits", "sum"),
                  issued_total=("issued_total", "sum"))
             .reset_index())
    frame["share"] = frame["issued_total"] / total if total else 0.0
    frame["file"] = frame["file"].astype(object).where(frame["file"].notna(), None)
    return frame.sort_values(["issued_total", "function", "line"],
                             ascending=[False, True, True], kind="stable",
                             na_position="last").reset_index(drop=True)[LINE_COLUMNS]


def _split(location) -> tuple[str | None, int | None]:
    """``"conv.mlir:42"`` -> ``("conv.mlir", 42)``; no location -> ``(None, None)``."""
    if location is None or (isinstance(location, float) and location != location):
        return None, None
    file, _, line = str(location).rpartition(":")
    return (file, int(line)) if line.isdigit() else (str(location), None)


def function_table(blocks: pd.DataFrame) -> pd.DataFrame:
    numeric = all(isinstance(blocks[c].dtype, np.dtype) and blocks[c].dtype.kind in "iuf"
                  for c in _SUMMED)
    rows = _function_rows(blocks) if numeric else _function_rows_pandas(blocks)
    return pd.DataFrame(rows, columns=FUNCTION_COLUMNS)


# the columns function_table sums; where all are plain numpy numbers it sums them with
# numpy per function (each function's values gathered, then summed as pandas would:
# NaN as 0), where a pandas selection per function was 5 ms a function (60 s of `diff` at
# 4,000 functions)
_SUMMED = ["thread_hits", "wave_hits", "static_total", "issued_total", "wave_size", "share"]


def _sum(values: np.ndarray):
    """``pd.Series(values).sum()``: NaN taken as 0, the same pairwise sum."""
    if values.dtype.kind == "f":
        values = np.where(np.isnan(values), 0, values)
    return values.sum()


def _function_rows(blocks: pd.DataFrame) -> list[dict]:
    col = {c: blocks[c].to_numpy() for c in _SUMMED}
    kernel, ids = blocks.is_kernel.to_numpy(), blocks.block_id.to_numpy()
    thread_instr_of = col["thread_hits"] * col["static_total"]
    lanes_of = col["issued_total"] * col["wave_size"]
    rows = []
    for name, index in blocks.groupby("function", sort=False).indices.items():
        entry = index[ids[index] == 0]
        thread_instr, lanes = _sum(thread_instr_of[index]), _sum(lanes_of[index])
        rows.append({"function": name, "is_kernel": bool(kernel[index[0]]),
                     "blocks": len(index),
                     "entries": int(col["thread_hits"][entry[0]]) if len(entry) else 0,
                     "thread_hits": int(_sum(col["thread_hits"][index])),
                     "wave_hits": int(_sum(col["wave_hits"][index])),
                     "issued_total": int(_sum(col["issued_total"][index])),
                     "share": float(_sum(col["share"][index])),
                     "simd_utilization": float(thread_instr / lanes) if lanes else float("nan")})
    return rows


def _function_rows_pandas(blocks: pd.DataFrame) -> list[dict]:
    """``_function_rows`` for tables with nullable counts (a field not counted)."""
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
    return rows
