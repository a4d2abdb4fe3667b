"""One row per profiled kernel of a program run (``bbprof profile``, ``bbprof report DIR``).

Columns: kernel, launches, thread_entries (block entries by threads, all blocks),
wave_entries, ir_instructions (each block's IR instruction count times its wave entries:
a ranking by issued work before any static mix is joined), kernel_ms (median per launch,
when timed), hottest_block and its share of thread entries, and the profile's path.
"""

from __future__ import annotations

import pandas as pd

COLUMNS = ["kernel", "launches", "thread_entries", "wave_entries", "ir_instructions",
           "kernel_ms", "hottest_block", "hottest_share", "path"]


def kernel_table(profiles: list, paths: list | None = None) -> pd.DataFrame:
    rows = []
    for i, profile in enumerate(profiles):
        frame = profile.to_dataframe()
        threads = frame.thread_hits.fillna(0).astype("int64")
        waves = frame.wave_hits.fillna(0).astype("int64")
        total = int(threads.sum())
        hottest = frame.iloc[int(threads.values.argmax())] if len(frame) else None
        times = [t for r in profile.launches for t in r.kernel_ms]
        kernels = sorted({r.kernel for r in profile.launches}) or profile.block_map.kernels
        rows.append({
            "kernel": ",".join(kernels),
            "launches": profile.total_launches,
            "thread_entries": total,
            "wave_entries": int(waves.sum()),
            "ir_instructions": int((waves * frame.instructions.astype("int64")).sum()),
            "kernel_ms": (sorted(times)[len(times) // 2] if times else None),
            "hottest_block": (f"{hottest.function}:{hottest.block}" if hottest is not None
                              else ""),
            "hottest_share": (int(hottest.thread_hits) / total if total else 0.0),
            "path": str(paths[i]) if paths else ""})
    table = pd.DataFrame(rows, columns=COLUMNS)
    return table.sort_values(["ir_instructions", "kernel"], ascending=[False, True],
                             ignore_index=True)
