"""Straight-line code outside loops counted by side flags (instrument/straight_flags.py), on
the emulator's NVPTX warps of 32.

The kernel runs, outside any loop, lane-dependent triangles and a diamond off its chain
(one side holding a nested triangle whose condition is defined inside that side: it keeps
its own counter), a single-block loop with a per-lane trip count (it ends the first run
of chain blocks), and after it two triangles on the same condition (one flag for both).
Expected counts come from a Python walk of every lane (thread_hits: the lanes that ran a
block; wave_hits: the waves in which any lane ran it, once each, lanes in lockstep; the
loop's: per wave, the iterations its longest-running lane ran), and must equal the
emulator's direct trace of the plain module and the decoded counters of the instrumented
one, in every mode; in the every-block modes with loops in registers the block map's
words show the flags and runs, and no flagged block holds a counter of its own.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from emulator_cases import MODES, assert_counts_match_trace, assert_counts_match_walk

BLOCK, GRID = 64, 3
RUNTIME_DATA = Path(__file__).resolve().parents[1] / "data" / "runtime"
sys.path.insert(0, str(RUNTIME_DATA))
from side_flags_walk import walk  # noqa: E402


def launch(text, block_map, data):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros_like(data))
    code.launch("k", LaunchShape.of(GRID, BLOCK), [backend.upload(data), out])
    return code, out.read_array(np.uint32)


@pytest.mark.parametrize("mode", MODES + [Mode(placement="every-block", packed=False)],
                         ids=str)
def test_side_flags_count_every_lane(mode):
    data = np.random.default_rng(11).integers(0, 2**32, BLOCK * GRID,
                                              dtype=np.uint64).astype(np.uint32)
    expected, results = walk(data)
    module = load_module(RUNTIME_DATA / "nvptx_side_flags.ll")
    plain, out = launch(module.text, None, data)
    assert out.tolist() == results
    trace = plain.trace_by_position()
    assert trace["k"] == expected
    result = instrument(module, mode=mode)
    (fn,) = result.block_map.functions
    if mode.loops_in_registers and fn.placement == "every-block":
        words: dict[int, list[str]] = {}
        for block in fn.blocks:
            word = min(block.counters.values())
            words.setdefault(word, []).append(block.name)
        groups = sorted(sorted(v) for v in words.values())
        # runs: entry..m2 (the loop ends it), after..fin; flags: t1, a, b, t4 with t4b;
        # a2 (its condition is defined in a) and the loop keep their own counters
        assert groups == sorted([["entry", "m1", "m2"], ["after", "fin", "m4", "m5"],
                                 ["t1"], ["a"], ["b"], ["t4", "t4b"], ["a2"], ["loop"]]), (
            groups)
        flagged = [b.id for b in fn.blocks if b.name in ("t1", "a", "b", "t4", "t4b",
                                                         "m1", "m2", "m4", "m5", "fin")]
        tops = _block_lines(result.text, fn, set(flagged) - {
            b.id for b in fn.blocks if b.name in ("m1", "m2", "m4", "m5", "fin")})
        assert not any("red.global" in line for line in tops), str(mode)
        # the diamond's second side (b) takes its ballot from the first's: no vote of its
        # own (straight_flags._complement)
        assert result.text.count(" = xor i32 %__bbprof.sb.") == 1, str(mode)
    code, got = launch(result.text, result.block_map, data)
    assert got.tolist() == results, str(mode)
    assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    assert_counts_match_walk(result.block_map, code.read_counters(), expected, str(mode))


def _block_lines(text: str, fn, blocks: set[int]) -> list[str]:
    labels = {f"{fn.blocks[b].name}:" for b in blocks}
    out, inside = [], False
    for line in text.splitlines():
        if line and not line.startswith(" "):
            inside = line.split(" ")[0] in labels
            continue
        if inside:
            out.append(line)
    return out
