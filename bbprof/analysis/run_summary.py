"""A program run's kernels as tables (``bbprof profile``, ``bbprof report DIR``).

``kernel_table``: one row per profiled kernel, the rows of
``bbprof.runtime.wrap.rows.kernel_rows`` (their columns are described there) as a
DataFrame. The rows are made in the runtime, not here: a profiled program writes them when
it exits, and the runtime sits below this package. ``run_table``: one row per kernel
report, with its instruction groups.
"""

from __future__ import annotations

from bbprof.runtime.wrap.rows import COLUMNS, kernel_rows, order_rows

__all__ = ["COLUMNS", "kernel_rows", "kernel_table", "order_rows", "run_table"]


def kernel_table(profiles: list, paths: list | None = None) -> "pd.DataFrame":
    import pandas as pd

    return pd.DataFrame(kernel_rows(profiles, paths), columns=COLUMNS)


def run_table(reports: list, names: list[str]) -> "pd.DataFrame":
    """One row per kernel report of a run, most issued instructions first: launches,
    issued instructions (and their unit), median kernel time, the hottest block, and the
    share of each instruction group (the overhead breakdown's module-wide rows)."""
    import pandas as pd

    from bbprof.analysis.breakdown import ALL

    rows = []
    for name, report in zip(names, reports):
        profile = report.profile
        hot = report.hot_blocks(1)
        times = [t for r in profile.launches for t in r.kernel_ms]
        row = {"kernel": name, "launches": profile.total_launches,
               "issued": report.total_issued, "unit": report.unit,
               "kernel_ms": sorted(times)[len(times) // 2] if times else None,
               "hottest_block": (f"{hot.function.iloc[0]}:{hot.block.iloc[0]}"
                                 if len(hot) else ""),
               "hottest_share": float(hot.share.iloc[0]) if len(hot) else 0.0}
        breakdown = report.breakdown
        if len(breakdown):
            functions = set(breakdown.function)
            scope = ALL if ALL in functions else next(iter(functions))
            for r in breakdown[breakdown.function == scope].itertuples():
                row[r.group] = float(r.share)
        rows.append(row)
    table = pd.DataFrame(rows)
    if table.empty:
        return table
    return table.sort_values(["issued", "kernel"], ascending=[False, True],
                             ignore_index=True)
