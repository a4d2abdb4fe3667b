"""The overhead breakdown: shares of issued instructions by group, per function and overall.

Groups and the categories in each are one table, ``bbprof.isa.groups.GROUP_TABLE``.
For a convolution, ``int_arith`` is the coordinate-transform (address) overhead.
"""

from __future__ import annotations

import pandas as pd

from bbprof.analysis.blocks import group_table
from bbprof.isa.groups import GROUP_LABELS, GROUPS

ALL = "(all)"
COLUMNS = ["function", "group", "label", "issued", "share"]


def overhead_breakdown(blocks: pd.DataFrame) -> pd.DataFrame:
    """Long table: one row per (function, group), plus the ``(all)`` rows for the module.

    Empty when the report has no machine-instruction mix (``isa == "ir"``).
    """
    if blocks.attrs.get("isa", "ir") == "ir":
        return pd.DataFrame(columns=COLUMNS)
    groups = group_table(blocks)
    rows = []
    per_function = [(name, part) for name, part in groups.groupby("function", sort=False)]
    if len(per_function) > 1:
        per_function.append((ALL, groups))
    for name, part in per_function:
        total = int(part["total"].sum())
        for g in GROUPS:
            issued = int(part[g].sum())
            rows.append({"function": name, "group": g, "label": GROUP_LABELS[g],
                         "issued": issued, "share": issued / total if total else 0.0})
    return pd.DataFrame(rows, columns=COLUMNS)


def machine_breakdown(blocks: pd.DataFrame) -> pd.DataFrame:
    """``overhead_breakdown``'s table for the instructions the machine issued (SASS, the
    issue model: ``issued_machine_<group>`` of ``block_table``); empty without them."""
    columns = [f"issued_machine_{g}" for g in GROUPS]
    if not set(columns) <= set(blocks.columns):
        return pd.DataFrame(columns=COLUMNS)
    rows = []
    parts = [(name, part) for name, part in blocks.groupby("function", sort=False)]
    if len(parts) > 1:
        parts.append((ALL, blocks))
    for name, part in parts:
        total = int(sum(int(part[c].sum()) for c in columns))
        for g in GROUPS:
            issued = int(part[f"issued_machine_{g}"].sum())
            rows.append({"function": name, "group": g, "label": GROUP_LABELS[g],
                         "issued": issued, "share": issued / total if total else 0.0})
    return pd.DataFrame(rows, columns=COLUMNS)
