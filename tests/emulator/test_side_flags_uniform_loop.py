"""A run of straight-line chain blocks through a loop whose exits are warp-uniform
(instrument/straight_flags.py), on the emulator's NVPTX warps of 32.

tests/data/runtime/nvptx_uniform_loop_run.ll: ``entry`` branches on a kernel argument
(``n > 0``) to the loop's preheader ``pre`` or straight to ``fin``; the loop runs ``n``
times (its exit is uniform) with a lane-dependent diamond inside. Every lane that runs
``entry`` runs ``fin`` once, and the wave's lanes arrive there together (none leaves the
loop apart), so the default placement gives ``fin`` ``entry``'s counter and counts ``pre``
by a side flag at ``fin``: one counter word fewer per warp than a run ended by the loop.
Expected counts: a Python walk of every lane (thread_hits: the lanes that ran a block;
wave_hits: per wave, the visits in which any lane ran it), which must equal the plain
module's direct trace and the decoded counters in every mode.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import assert_every_mode

BLOCK, GRID, WAVE = 64, 3, 32
KERNEL = Path(__file__).resolve().parents[1] / "data" / "runtime" / "nvptx_uniform_loop_run.ll"
# blocks in IR order
ENTRY, PRE, LOOP, ODD, EVEN, JOIN, FIN = range(7)


def walk(data: np.ndarray, n: int) -> tuple[list[tuple[int, int]], list[int]]:
    """``([(thread_hits, wave_hits)] per block, out)`` of the kernel, lane by lane."""
    threads, waves = [0] * 7, [0] * 7
    results = []
    for w in range(len(data) // WAVE):
        lanes = [int(x) for x in data[w * WAVE:(w + 1) * WAVE]]

        def visit(block, count):
            if count:
                threads[block] += count
                waves[block] += 1
        visit(ENTRY, WAVE)
        acc = [(x + 7) & 0xFFFFFFFF for x in lanes]
        if n > 0:
            visit(PRE, WAVE)
            for i in range(n):
                v = [(a + i) & 0xFFFFFFFF for a in acc]
                odd = [x & 1 for x in v]
                visit(LOOP, WAVE)
                visit(ODD, sum(odd))
                visit(EVEN, WAVE - sum(odd))
                visit(JOIN, WAVE)
                acc = [((x * 3 + 1) & 0xFFFFFFFF) if o else x >> 1 for x, o in zip(v, odd)]
            results += acc
        else:
            results += lanes
        visit(FIN, WAVE)
    return list(zip(threads, waves)), results


def launch(text, block_map, data, n):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros_like(data))
    code.launch("k", LaunchShape.of(GRID, BLOCK),
                [backend.upload(data), out, Scalar(n, np.dtype(np.int32))])
    return code, out.read_array(np.uint32)


@pytest.mark.parametrize("n", [5, 0])
def test_run_goes_through_a_uniform_loop(n):
    data = np.random.default_rng(7).integers(0, 2**31, BLOCK * GRID,
                                             dtype=np.uint64).astype(np.uint32)
    expected, results = walk(data, n)

    def inspect(mode, fn, result):
        if mode == Mode():
            assert fn.placement == "every-block"
            word = {b.name: b.counters.get("thread_hits") for b in fn.blocks}
            # fin shares entry's counter (one run through the loop); pre has a flag's word
            assert word["fin"] == word["entry"]
            assert len(set(word.values())) == 5, word   # entry+fin, pre, loop+join, arms

    assert_every_mode(load_module(KERNEL),
                      lambda text, block_map: launch(text, block_map, data, n),
                      expected, results, inspect=inspect)


def test_a_loop_with_a_lane_dependent_exit_still_ends_the_run(tmp_path):
    """The same kernel with the trip count read per lane: lanes may leave the loop apart,
    so fin keeps a counter of its own."""
    text = KERNEL.read_text().replace(
        "  %go = icmp sgt i32 %n, 0",
        "  %nl = and i32 %x, 7\n  %go = icmp sgt i32 %nl, 0").replace(
        "%done = icmp eq i32 %i1, %n", "%done = icmp eq i32 %i1, %nl")
    (tmp_path / "lane_trips.ll").write_text(text)
    result = instrument(load_module(tmp_path / "lane_trips.ll"), mode=Mode())
    (fn,) = result.block_map.functions
    word = {b.name: b.counters.get("thread_hits") for b in fn.blocks}
    assert word["fin"] != word["entry"]
