"""Per MLIR op: issued instructions, thread executions and their groups, per kernel.

The line table's ``file:line`` locations, joined with an op index (``bbprof.mlir.index``,
``ops.json`` from ``bbprof mlir``), name the op each machine instruction came from.
Per IR block the static mix says how many instructions of each line fall in each group
(``source_lines``); the issued count of a line in a block is

* where the issue model counted the machine blocks (AMDGCN, ``machine_source_lines``):
  the runs of that line's instructions, summed over the machine blocks;
* otherwise ``wave_hits x (the block's instructions from that line)``.

``thread_instructions`` is ``thread_hits x instructions`` (what the lanes executed). Each
row is one op line of one kernel (several ops written on one line share it); instructions
on no line, or on a line of another file, are rows of their own (``op`` empty), never
spread over the ops: the rows of a kernel sum to its issued total. ``loops`` are the MLIR
loops around the op (``scf.for``..., ``linalg.generic``: from the index), ``ir_loop`` the
innermost IR loop (its header block) where most of the op's issued instructions ran, and
``in_loop`` the share of them inside any IR loop.
"""

from __future__ import annotations

from collections import Counter, defaultdict

import pandas as pd

from bbprof.isa.groups import GROUPS
from bbprof.isa.machine import decode_source_line_groups

COLUMNS = ["function", "line", "op", "mlir_function", "text", "loops", "ir_loop", "in_loop",
           "issued", "thread_instructions", "share", *GROUPS]
NO_LOCATION = "(no location)"


def op_table(blocks: pd.DataFrame, index, block_map) -> pd.DataFrame:
    """One row per (kernel function, op line); ``index`` an ``OpIndex``. Empty without a
    static mix with source lines (there is nothing to attribute)."""
    if blocks.empty or "static_source_lines" not in blocks.columns:
        return pd.DataFrame(columns=COLUMNS)
    machine = "static_machine_source_lines" in blocks.columns
    innermost = _innermost_loops(block_map)
    rows: dict[tuple, dict] = {}
    for r in blocks.itertuples():
        static = decode_source_line_groups(r.static_source_lines)
        runs = decode_source_line_groups(r.static_machine_source_lines) if machine else None
        if runs is None or (not runs and r.issued_total):
            runs = [(loc, r.wave_hits * n, {g: r.wave_hits * k for g, k in groups.items()})
                    for loc, n, groups in static]
        loop = innermost.get((r.function, r.block_id))
        for location, issued, groups in runs:
            row = _row(rows, r.function, location)
            row["issued"] += issued
            row["groups"].update(groups)
            row["loops_issued"][loop] += issued
        for location, n, _ in static:
            _row(rows, r.function, location)["thread_instructions"] += r.thread_hits * n
    total = sum(row["issued"] for row in rows.values())
    out = []
    for (function, location), row in rows.items():
        ops = index.at(location) if index is not None else None
        file_line = _line(location)
        in_loop = sum(v for k, v in row["loops_issued"].items() if k is not None)
        top_loop = max(((k, v) for k, v in row["loops_issued"].items() if k is not None),
                       key=lambda kv: kv[1], default=(None, 0))[0]
        out.append({
            "function": function, "line": file_line,
            "op": " + ".join(o.name for o in ops) if ops else None,
            "mlir_function": ops[0].function if ops else None,
            "text": ops[0].text if ops else (location or NO_LOCATION),
            "loops": " > ".join(f"{n}@{line}" for n, line in ops[0].loops) if ops else "",
            "ir_loop": top_loop or "",
            "in_loop": in_loop / row["issued"] if row["issued"] else 0.0,
            "issued": int(row["issued"]), "thread_instructions": int(row["thread_instructions"]),
            "share": row["issued"] / total if total else 0.0,
            **{g: int(row["groups"].get(g, 0)) for g in GROUPS}})
    frame = pd.DataFrame(out, columns=COLUMNS)
    frame["line"] = frame["line"].astype("Int64")
    return frame.sort_values(["issued", "function", "line"], ascending=[False, True, True],
                             kind="stable", na_position="last").reset_index(drop=True)


def display_rows(ops: pd.DataFrame, top: int | None = None, *, groups: int = 2,
                 short: bool = True) -> list[dict]:
    """The table's rows as text cells, the same for every renderer: ``op`` (the op, or
    the location of a row without one), ``source`` (the op's line of MLIR), ``line``,
    ``issued``/``threads`` (numbers), ``share``, ``groups`` (the largest ``groups`` groups
    with their shares: ``"addr/int 30.4%, LDS/shared 25.0%"``; ``short`` labels or the
    groups' names) and ``where`` (the MLIR loops around it, the IR loop it ran in)."""
    from bbprof.isa.groups import GROUP_SHORT

    rows = []
    for r in (ops if top is None else ops.head(top)).itertuples():
        op = cell_text(r.op)
        largest = sorted(((g, getattr(r, g)) for g in GROUPS), key=lambda gv: -gv[1])
        shares = [(g, v / r.issued) for g, v in largest[:groups] if v] if r.issued else []
        where = cell_text(r.loops)
        if cell_text(r.ir_loop):
            where = (where + "; " if where else "") + \
                f"IR {r.ir_loop}: {100 * r.in_loop:.0f}%"
        rows.append({"function": r.function, "line": "" if pd.isna(r.line) else int(r.line),
                     "op": op or cell_text(r.text), "source": cell_text(r.text) if op else "",
                     "issued": int(r.issued), "threads": int(r.thread_instructions),
                     "share": float(r.share), "where": where,
                     "groups": ", ".join(f"{GROUP_SHORT[g] if short else g} "
                                         f"{100 * v:.1f}%" for g, v in shares)})
    return rows


def cell_text(value) -> str:
    """A text cell: missing values (None, NaN) are empty."""
    return "" if value is None or (isinstance(value, float) and value != value) else str(value)


def attributed_share(ops: pd.DataFrame) -> float:
    """The share of issued instructions that an op of the index accounts for."""
    total = ops["issued"].sum()
    return float(ops.loc[ops["op"].notna(), "issued"].sum() / total) if total else 0.0


def _row(rows: dict, function: str, location) -> dict:
    key = (function, location)
    if key not in rows:
        rows[key] = {"issued": 0, "thread_instructions": 0, "groups": Counter(),
                     "loops_issued": defaultdict(int)}
    return rows[key]


def _line(location) -> int | None:
    if not location:
        return None
    _, _, line = str(location).rpartition(":")
    return int(line) if line.isdigit() else None


def _innermost_loops(block_map) -> dict[tuple[str, int], str]:
    """``(function, block id) -> header block name`` of the innermost loop holding it."""
    out: dict[tuple[str, int], str] = {}
    for fn in block_map.functions:
        names = {b.id: b.name for b in fn.blocks}
        depth: dict[int, int] = {}
        for loop in fn.loops:
            for b in loop.body:
                if loop.depth > depth.get(b, 0):
                    depth[b] = loop.depth
                    out[(fn.name, b)] = f"{names[loop.header]} (depth {loop.depth})"
    return out
