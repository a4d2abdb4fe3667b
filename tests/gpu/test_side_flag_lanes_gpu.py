"""Side flags whose atomics the lanes share (counting/nvptx.py's ``_lane_flush``) on the
GPU: tests/emulator/test_side_flag_lanes.py's kernel (20 lane-dependent branches, 25 side
flags in a group of 16 and one of 9) in CTAs of 256 threads (eight full warps: one round),
37 (a partial second warp of 5 lanes: rounds) and 5 (one warp of 5 lanes). Every block's
counts equal the per-lane walk (thread_hits: the lanes that ran it; wave_hits: the warps
in which any lane ran it), and the outputs the plain kernel's."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module

from conftest import run_u32_kernel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "emulator"))
from test_side_flag_lanes import block_names, kernel_text, walk  # noqa: E402

GRID = 96


@pytest.mark.parametrize("block", [256, 37, 5])
@pytest.mark.parametrize("mode", [Mode(), Mode(packed=False)], ids=str)
def test_lane_flush_equals_the_walk(cuda, mode, block, tmp_path):
    module = load_module("side_flag_lanes.ll", text=kernel_text())
    inst = instrument(module, mode=mode)
    assert inst.side_flags == 25
    data = np.random.default_rng(block).integers(0, 2**32, GRID * block,
                                                 dtype=np.uint64).astype(np.uint32)
    result = run_u32_kernel(cuda, inst, module.text, data, GRID, block, tmp_path)
    expected, results = walk(data, block)
    assert result.outputs[1].tolist() == results
    assert result.profile.meta["outputs_identical"], result.profile.meta
    got = result.profile.counts_of("k")
    names = block_names()
    assert {b: got[b] for b in names} == dict(zip(names, expected))
