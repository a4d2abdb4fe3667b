"""A CUDA kernel instrumented by the pass plugin (clang-19 -fpass-plugin, -O0, sm_80), run
on the GPU through `bbprof run`: the plugin's counts against counts derived by hand.

The instrumented IR and its block maps are committed (tests/data/plugin, made by the
commands in its README.md), so the GPU machine needs no LLVM 19. trips.cu: thread
g = blockIdx.x * blockDim.x + threadIdx.x returns at once when g >= n; otherwise its loop
runs g % 4 times, and odd g take the `if`. With T threads launched and n active:

  entry, return: T      if.then (g >= n): T - n      if.end, for.end, if.end8: n
  for.cond: sum(g % 4 + 1)   for.body, for.inc: sum(g % 4)   if.then4: odd g < n

trips.sm_80.bbprof.ll (every block, the plugin's default mode on this divergent kernel)
counts the loop's chain (for.cond; for.body and for.inc) in wave-uniform accumulators
flushed once at the loop's exit (uniform_loops.py, as the default engine does), the other
blocks at their top; on the emulator both variants give its direct trace
(tests/plugin/test_plugin_emulator.py).

Wave counts are exact where a warp's lanes enter together: entry (every warp), if.then /
if.end (the warps with such lanes). Inside the loop a warp's entries depend on where the
hardware reconverges (../shared/NOTES.md), so there they are bounded: at least the
largest per-lane count of some warp, at most the thread count.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "data" / "plugin"))

import numpy as np
import pandas as pd

from bbprof.profile import Profile

DATA = Path(__file__).resolve().parents[1] / "data" / "plugin"
from tests_gpu_expectations import BLOCK, GRID, N, WARP, expected_threads


def warps_with(mask: np.ndarray) -> int:
    return int(mask.reshape(-1, WARP).any(axis=1).sum())


def bbprof_run(tmp_path: Path, ir: str, block_map: str) -> pd.DataFrame:
    out = tmp_path / "run.bbprof"
    proc = subprocess.run(
        [sys.executable, "-m", "bbprof", "run", str(DATA / ir), "--map", str(DATA / block_map),
         "--kernel", "trips", "--grid", str(GRID), "--block", str(BLOCK),
         "--arg", f"i32[{GRID * BLOCK}]", "--arg", str(N), "-o", str(out)],
        capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    frame = Profile.load(out).to_dataframe()
    return frame[frame.function == "trips"].set_index("block")


def test_every_block_counts(tmp_path):
    """Default options: the kernel branches divergently, so every block is counted."""
    frame = bbprof_run(tmp_path, "trips.sm_80.bbprof.ll", "trips.sm_80.bbprof.json")
    threads = {b: int(v) for b, v in frame.thread_hits.items()}
    assert threads == expected_threads()
    g = np.arange(GRID * BLOCK)
    waves = {b: int(v) for b, v in frame.wave_hits.items()}
    assert waves["entry"] == GRID * BLOCK // WARP
    assert waves["if.then"] == warps_with(g >= N)
    assert waves["if.end"] == warps_with(g < N)
    for block in ("for.cond", "for.body", "for.inc", "if.then4"):
        assert 0 < waves[block] <= threads[block], block
    assert waves["for.cond"] >= 4   # a full warp has lanes with trip count 3: 4 entries


def test_spanning_tree_thread_counts(tmp_path):
    """counters=thread: four counters on the edges outside CFGMST's tree, every block's
    count recovered by flow conservation."""
    frame = bbprof_run(tmp_path, "trips.sm_80.tree.bbprof.ll", "trips.sm_80.tree.bbprof.json")
    assert {b: int(v) for b, v in frame.thread_hits.items()} == expected_threads()
    assert frame.wave_hits.isna().all()
