"""One row per profiled kernel of a program run (``bbprof profile``, ``bbprof report DIR``).

Columns: kernel, launches, thread_entries (block entries by threads, all blocks),
wave_entries, ir_instructions (each block's IR instruction count times its wave entries:
a ranking by issued work before any static mix is joined), kernel_ms (median per launch,
when timed), hottest_block and its share of thread entries, and the profile's path.
"""

from __future__ import annotations

COLUMNS = ["kernel", "launches", "thread_entries", "wave_entries", "ir_instructions",
           "kernel_ms", "hottest_block", "hottest_share", "path"]


def kernel_rows(profiles: list, paths: list | None = None) -> list[dict]:
    """The rows of ``kernel_table`` as plain dicts (no pandas: bbprof profile prints them
    the moment the program exits)."""
    rows = []
    for i, profile in enumerate(profiles):
        if not profile.block_map.has_counters:   # --counters none: nothing to sum
            rows.append(_uncounted_row(profile, paths[i] if paths else ""))
            continue
        threads = [v or 0 for v in (profile.counts.get("thread_hits") or [])]
        waves = [v or 0 for v in (profile.counts.get("wave_hits") or [])] or threads
        blocks = [(fn.name, b.name, b.instructions) for fn in profile.block_map.functions
                  for b in fn.blocks]
        total = sum(threads)
        hottest = max(range(len(threads)), key=threads.__getitem__) if threads else None
        times = sorted(t for r in profile.launches for t in r.kernel_ms)
        kernels = sorted({r.kernel for r in profile.launches}) or list(
            profile.block_map.kernels)
        rows.append({
            "kernel": ",".join(kernels),
            "launches": profile.total_launches,
            "thread_entries": total,
            "wave_entries": sum(waves),
            "ir_instructions": sum(w * b[2] for w, b in zip(waves, blocks)),
            "kernel_ms": times[len(times) // 2] if times else None,
            "hottest_block": (f"{blocks[hottest][0]}:{blocks[hottest][1]}"
                              if hottest is not None else ""),
            "hottest_share": threads[hottest] / total if total else 0.0,
            "path": str(paths[i]) if paths else ""})
    return order_rows(rows)


def order_rows(rows: list[dict]) -> list[dict]:
    """Most issued IR instructions first, then by kernel name (the order of every table
    of a run's kernels)."""
    return sorted(rows, key=lambda r: (-(r["ir_instructions"] or 0), r["kernel"]))


def _uncounted_row(profile, path) -> dict:
    """A kernel instrumented with ``--counters none``: no counts, not zeros."""
    times = sorted(t for r in profile.launches for t in r.kernel_ms)
    kernels = sorted({r.kernel for r in profile.launches}) or list(profile.block_map.kernels)
    return {"kernel": ",".join(kernels), "launches": profile.total_launches,
            "thread_entries": None, "wave_entries": None, "ir_instructions": None,
            "kernel_ms": times[len(times) // 2] if times else None, "hottest_block": "",
            "hottest_share": None, "path": str(path)}


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
