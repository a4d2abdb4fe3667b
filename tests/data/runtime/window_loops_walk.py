"""Expected counts of nvptx_window_loops.ll: a Python walk of every lane, the lanes of a
warp in lockstep (thread_hits: the lanes that ran a block; wave_hits: per warp, the
iterations in which any of its lanes ran it; every lane runs the same iterations)."""

from __future__ import annotations

import numpy as np

WAVE = 32
BLOCKS = ["entry", "oh", "ih", "t", "im", "dl", "nest", "dr", "ilatch", "olatch", "leave"]


def trips(outer: int) -> list[int]:
    """The inner loop's trip count in each outer iteration."""
    return [13 + 11 * j for j in range(outer)]


def walk(data: np.ndarray, outer: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Per block (thread_hits, wave_hits), and each lane's result (``outer`` >= 1)."""
    u32 = 0xFFFFFFFF
    steps = []       # per lane: the blocks of each inner iteration, in order
    results = []
    for x in data.tolist():
        acc, ran = 0, []
        for j, n in enumerate(trips(outer)):
            for i in range(n):
                v = x ^ ((i * 2654435761) & u32) ^ ((j * 2246822507) & u32)
                blocks = {"ih", "im", "ilatch"}
                if v & 3 == 0:
                    blocks.add("t")
                    acc += 1
                if v & 8:
                    blocks.add("dl")
                    acc += 2
                    if v & 16:
                        blocks.add("nest")
                        acc *= 3
                else:
                    blocks.add("dr")
                    acc ^= 5
                acc &= u32
                ran.append(blocks)
        steps.append(ran)
        results.append(acc)
    counts = {b: [0, 0] for b in BLOCKS}
    for start in range(0, len(steps), WAVE):
        lanes = steps[start:start + WAVE]
        for b in ("entry", "leave"):
            counts[b][0] += len(lanes)
            counts[b][1] += 1
        for b in ("oh", "olatch"):
            counts[b][0] += len(lanes) * outer
            counts[b][1] += outer
        for k in range(len(lanes[0])):
            for b in ("ih", "t", "im", "dl", "nest", "dr", "ilatch"):
                ran = sum(1 for lane in lanes if b in lane[k])
                counts[b][0] += ran
                counts[b][1] += ran > 0
    return [tuple(counts[b]) for b in BLOCKS], results
