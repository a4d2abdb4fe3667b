"""The launch of tests/gpu/test_plugin_gpu.py and its block counts, derived by hand from
trips.cu (thread g returns when g >= n; else its loop runs g % 4 times and odd g take the
`if`). Shared with tests/plugin/test_plugin_gpu_data.py, which checks them against the
committed block map without a GPU."""

from __future__ import annotations

import numpy as np

WARP = 32
GRID, BLOCK, N = 5, 128, 600          # 640 threads, 20 warps, the last 40 threads idle


def expected_threads() -> dict[str, int]:
    g = np.arange(GRID * BLOCK)
    active = g[g < N]
    trips = active % 4
    return {"entry": GRID * BLOCK, "if.then": GRID * BLOCK - N, "if.end": N,
            "for.cond": int((trips + 1).sum()), "for.body": int(trips.sum()),
            "for.inc": int(trips.sum()), "for.end": N, "if.then4": int((active % 2).sum()),
            "if.end8": N, "return": GRID * BLOCK}
