"""The summary of a profiled program run: one row per profile, as a profiled Python
process writes them into its ``python-<pid>.status`` (``python_hook``) and as ``bbprof
profile`` prints them when the program exits (``program.ProgramRun.summary_rows``).

Columns: kernel, launches, thread_entries (block entries by threads, all blocks),
wave_entries, ir_instructions (each block's IR instruction count times its wave entries:
a ranking by issued work before any static mix is joined), kernel_ms (median per launch,
when timed), hottest_block and its share of thread entries, and the profile's path.

Plain dicts from a Profile's fields, and nothing imported: bbprof prints the rows the
moment the program exits, without numpy, pandas or the Profile's module when every row
came from a status file. ``bbprof.analysis.run_summary`` makes tables of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bbprof.profile import Profile

COLUMNS = ["kernel", "launches", "thread_entries", "wave_entries", "ir_instructions",
           "kernel_ms", "hottest_block", "hottest_share", "path"]


def kernel_rows(profiles: list[Profile], paths: list | None = None) -> list[dict]:
    """One row per profile (``COLUMNS``), most issued IR instructions first: plain dicts
    (``analysis.run_summary.kernel_table`` is their DataFrame)."""
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


def _uncounted_row(profile: Profile, path) -> dict:
    """A kernel instrumented with ``--counters none``: no counts, not zeros."""
    times = sorted(t for r in profile.launches for t in r.kernel_ms)
    kernels = sorted({r.kernel for r in profile.launches}) or list(profile.block_map.kernels)
    return {"kernel": ",".join(kernels), "launches": profile.total_launches,
            "thread_entries": None, "wave_entries": None, "ir_instructions": None,
            "kernel_ms": times[len(times) // 2] if times else None, "hottest_block": "",
            "hottest_share": None, "path": str(path)}
