"""Loops counted in windows of iterations (instrument/uniform_loops.py, "Windows of
iterations"), on the emulator's NVPTX warps of 32.

A windowed loop's lanes mark, per flag, the iterations in which they ran its detour, one
bit each; every 32 iterations and at the exit the marks go to memory. What can go wrong
is at the edges of a window, so the kernels run trip counts on both sides of them: the
detour kernel of test_detour_flags.py with one trip count for every lane (1, 31, 32,
33, 64, 70; its exit in the middle of the chain leaves a second segment counted per
iteration as before), and tests/data/runtime/nvptx_window_loops.ll, a windowed loop
inside another whose trip count changes with the outer iteration (13 ... 68: the window
starts anew at each entry), with a flag of two conditions. Expected counts come from a
Python walk of every lane in lockstep, and must equal the emulator's trace of the plain
module and the decoded counters of the instrumented one in every mode. A loop whose lanes
leave in different iterations keeps its per-iteration flags (its window is 0).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import MODES, assert_every_mode
import test_detour_flags as detours

RUNTIME_DATA = Path(__file__).resolve().parents[1] / "data" / "runtime"
sys.path.insert(0, str(RUNTIME_DATA))
from window_loops_walk import BLOCKS, walk  # noqa: E402

WINDOWED = [m for m in MODES if m.loops_in_registers and "wave_hits" in m.counters
            and m.placement == "every-block"] + [Mode()]


def _uniform_trips_module(tmp_path):
    text = detours.kernel_text("nvptx").replace("%n = load i32, ptr addrspace(1) %pn",
                                                "%n = load i32, ptr addrspace(1) %trips")
    path = tmp_path / "uniform_trips_nvptx.ll"
    path.write_text(text)
    return load_module(path)


@pytest.mark.parametrize("n", [1, 31, 32, 33, 64, 70])
def test_window_edges_with_a_second_segment(tmp_path, n):
    lanes = detours.BLOCK * detours.GRID
    trips = np.zeros(lanes, np.uint32)
    trips[0] = n
    data = np.random.default_rng(n).integers(0, 2**32, lanes, dtype=np.uint64).astype(np.uint32)
    expected, results = detours.walk(np.full(lanes, n, np.uint32), data, 32)

    def inspect(mode, fn, result):
        if mode in WINDOWED and fn.placement == "every-block":
            (loop,) = fn.uniform_loops
            assert loop.window == 32, str(mode)
            # segment 0's chain and flags go by marks; segment 1 (s1, latch; t4) keeps
            # its accumulator and flag, and a ballot per iteration
            assert len(loop.accumulators) == 2
            assert "vote.sync.ballot" in result.text and "bra.uni" in result.text
            saved = BlockMap.from_dict(json.loads(result.block_map.to_json()))
            assert saved.functions[0].uniform_loops[0].window == 32

    assert_every_mode(_uniform_trips_module(tmp_path),
                      lambda text, block_map: detours.launch(text, block_map, trips, data),
                      expected, results, inspect)


def test_a_loop_whose_lanes_leave_apart_is_not_windowed(tmp_path):
    path = tmp_path / "per_lane_trips.ll"
    path.write_text(detours.kernel_text("nvptx"))
    result = instrument(load_module(path))
    (fn,) = result.block_map.functions
    (loop,) = fn.uniform_loops
    assert loop.detours and loop.window == 0
    assert "bra.uni" not in result.text


def _launch_nested(text, block_map, data, outer):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros_like(data))
    code.launch("k", LaunchShape.of(3, 64), [backend.upload(data), out,
                                            Scalar(outer, np.dtype(np.uint32))])
    return code, out.read_array(np.uint32)


@pytest.mark.parametrize("outer", [1, 6])
def test_a_windowed_loop_inside_another(outer):
    data = np.random.default_rng(outer).integers(0, 2**32, 3 * 64,
                                                 dtype=np.uint64).astype(np.uint32)
    expected, results = walk(data, outer)
    module = load_module(RUNTIME_DATA / "nvptx_window_loops.ll")
    assert [b.name for b in module.functions[0].blocks] == BLOCKS

    def inspect(mode, fn, result):
        if mode in WINDOWED and fn.placement == "every-block":
            (loop,) = fn.uniform_loops
            assert loop.window == 32 and len(loop.accumulators) == 1, str(mode)
            names = {tuple(fn.blocks[b].name for b in d.blocks): d for d in loop.detours}
            assert set(names) == {("t",), ("dl",), ("nest",), ("dr",)}, str(mode)
            assert names[("nest",)].path == (("%c2", True), ("%c3", True))
            assert names[("dr",)].complement is not None
            # no ballot per iteration: the loop's only votes are the flushes' reductions
            assert "vote.sync.ballot" not in result.text, str(mode)

    assert_every_mode(module, lambda text, block_map: _launch_nested(text, block_map, data,
                                                                     outer),
                      expected, results, inspect)
