"""Expected counts of nvptx_side_flags.ll: a Python walk of every lane, lanes of a warp in
lockstep (thread_hits: the lanes that ran a block; wave_hits: the warps in which any lane
ran it, once each; the loop's: per warp, the runs of its longest-running lane)."""

from __future__ import annotations

import numpy as np

WAVE = 32
BLOCKS = ["entry", "t1", "m1", "a", "a2", "b", "m2", "loop", "after", "t4", "m4", "t4b",
          "m5", "fin"]


def walk(data: np.ndarray) -> tuple[list[tuple[int, int]], list[int]]:
    """Per block (thread_hits, wave_hits) of lanes in lockstep, and each lane's result."""
    u32 = 0xFFFFFFFF
    ran_by_lane, results, trips = [], [], []
    for x in data.tolist():
        ran = {"entry", "m1", "m2", "after", "m4", "m5", "fin"}
        p = x
        if x & 3 == 0:
            ran.add("t1")
            p = x + 1
        if x & 4:
            ran.add("a")
            if x & 8:
                ran.add("a2")
                p = p * 3
        else:
            ran.add("b")
            p ^= 5
        n = (x >> 4) & 3
        p += 7 * n
        if x & 64:
            ran |= {"t4", "t4b"}
            p = (p + 11) * 2
        ran_by_lane.append(ran)
        trips.append(n)
        results.append(p & u32)
    counts = {b: [0, 0] for b in BLOCKS}
    for start in range(0, len(data), WAVE):
        lanes, runs = ran_by_lane[start:start + WAVE], trips[start:start + WAVE]
        for b in BLOCKS:
            if b == "loop":
                counts[b][0] += sum(runs)
                counts[b][1] += max(runs)
                continue
            hit = sum(1 for r in lanes if b in r)
            counts[b][0] += hit
            counts[b][1] += hit > 0
    return [tuple(counts[b]) for b in BLOCKS], results
