"""Windowed loops (instrument/uniform_loops.py, "Windows of iterations") on the GPU:
tests/data/runtime/nvptx_window_loops.ll, a loop whose lanes leave together, with
lane-dependent detours, inside another loop that re-enters it with 13 ... 68 iterations.

The default mode marks the detours' iterations in a b32 per flag and flushes every 32
iterations and at the exit (``bra.uni``: the hardware's uniform branch); the every-block
reference counts each block at its top in memory, each detour a real branch. Both must
give the counts of window_loops_walk.py (lanes of a warp in lockstep) block by block, and
the plain kernel's outputs."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape
from bbprof.runtime.runner import run_kernel

from conftest import RUNTIME_DATA
from window_loops_walk import BLOCKS, walk


@pytest.mark.parametrize("mode", [Mode(), Mode(placement="every-block",
                                                loops_in_registers=False)], ids=str)
def test_windowed_loop_equals_the_walk_and_the_reference(cuda, mode, tmp_path):
    module = load_module(RUNTIME_DATA / "nvptx_window_loops.ll")
    inst = instrument(module, mode=mode)
    (fn,) = inst.block_map.functions
    if mode.loops_in_registers:
        (loop,) = fn.uniform_loops
        assert loop.window == 32 and "bra.uni" in inst.text
    else:
        assert not fn.uniform_loops
    grid, block, outer = 40, 256, 6
    data = np.random.default_rng(9).integers(0, 2**32, grid * block,
                                             dtype=np.uint64).astype(np.uint32)
    path = tmp_path / "data.npy"
    np.save(path, data)
    specs = [parse_spec(f"@{path}"), parse_spec(f"u32[{grid * block}]"),
             parse_spec(f"{outer}")]
    result = run_kernel(cuda, inst.text, inst.block_map, "k", LaunchShape.of(grid, block),
                        specs, baseline_text=module.text)
    expected, results = walk(data, outer)
    assert result.outputs[1].tolist() == results
    assert result.profile.meta["outputs_identical"], result.profile.meta
    got = result.profile.counts_of("k")
    assert {b: got[b] for b in BLOCKS} == dict(zip(BLOCKS, expected))
