"""Side flags (instrument/straight_flags.py) on the H200: straight-line code outside loops
with lane-dependent triangles and a diamond (tests/data/runtime/nvptx_side_flags.ll).

The default mode counts the side blocks by flags at the chain blocks where the lanes meet
again (no counter left in a side block, which ptxas then if-converts), the every-block
reference with loops in memory at each block (each side a real branch): both must give the
counts of side_flags_walk.py (lanes of a warp in lockstep: a side block's wave_hits are the
warps in which any lane ran it), block by block, and the plain kernel's outputs."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module

from conftest import RUNTIME_DATA, run_u32_kernel
from side_flags_walk import BLOCKS, walk


@pytest.mark.parametrize("mode", [Mode(), Mode(placement="every-block",
                                                loops_in_registers=False)], ids=str)
def test_side_flags_equal_the_walk_and_the_reference(cuda, mode, tmp_path):
    module = load_module(RUNTIME_DATA / "nvptx_side_flags.ll")
    inst = instrument(module, mode=mode)
    (fn,) = inst.block_map.functions
    words = {min(b.counters.values()) for b in fn.blocks}
    if mode.loops_in_registers:   # 14 blocks: 2 runs, 4 flags, a2 and the loop
        assert len(words) == 8, sorted(words)
    else:
        assert len(words) == len(fn.blocks)
    grid, block = 40, 256
    data = np.random.default_rng(5).integers(0, 2**32, grid * block,
                                             dtype=np.uint64).astype(np.uint32)
    result = run_u32_kernel(cuda, inst, module.text, data, grid, block, tmp_path)
    expected, results = walk(data)
    assert result.outputs[1].tolist() == results
    assert result.profile.meta["outputs_identical"], result.profile.meta
    got = result.profile.counts_of("k")
    assert {b: got[b] for b in BLOCKS} == dict(zip(BLOCKS, expected))
