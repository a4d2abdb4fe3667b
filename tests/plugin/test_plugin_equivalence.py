"""The plugin engine against the default engine: the same block maps (names, successors,
CFG hashes) and, run on the CPU (host JIT), the same per-block counts in every mode.

The host IR's calls and several expected counts come from tests/instrument/test_host_execution.py
and tests/instrument/test_loop_registers.py (derived there from trip counts); here both engines run
the same calls, and the hand-derived counts are checked again for the plugin."""

from __future__ import annotations

import ctypes

import pandas as pd
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

from bbprof_testpaths import DATA
from plugin_support import plugin  # noqa: F401  (the fixture)

I32, I64, BOOL = ctypes.c_int32, ctypes.c_int64, ctypes.c_bool
MODES = [Mode(), Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="spanning-tree"),
         Mode(counters=("wave_hits",), placement="every-block"),
         Mode(loops_in_registers=False),
         Mode(counters=("thread_hits",), placement="every-block", loops_in_registers=False)]
CALLS = {
    "host_loops.ll": [
        ("nested", I64, [I32, I32], [(0, 0), (1, 0), (0, 5), (3, 4), (7, 2)]),
        ("classify", I32, [I32], [(x,) for x in (-4, -1, 0, 1, 2, 3, 4, 5, 8, 13, 100)]),
        ("driver", I64, [I32], [(0,), (1,), (5,)]),
        ("square", I32, [I32], [(3,), (-2,)]),
    ],
    "host_iv_loops.ll": [
        ("up", I32, [I32, I32], [(0, 1), (3, 5), (-2, 17)]),
        ("down", I64, [I64], [(0,), (1,), (9,)]),
        ("stride", I32, [I32, I32], [(2**31 - 41, n) for n in (1, 32, 33, 200)]),
        ("odd_step", I32, [I32], [(1,), (12,), (13,), (100,)]),
        ("two_exits", I32, [I32, I32], [(5, 2), (5, 9), (1, 0), (4, 3)]),
        ("collatz", I32, [I32], [(2,), (7,), (27,)]),
        ("two_entries", I32, [I32, BOOL], [(3, True), (4, False), (1, True)]),
    ],
    "host_duplicate_edges.ll": [
        ("single", I32, [I32, I32], [(4, s) for s in (0, 1, 2)]),
        ("chain", I32, [I32, I32], [(4, s) for s in (0, 1, 2)]),
    ],
}


def per_call_counts(program: HostProgram, calls) -> list[pd.DataFrame]:
    """The block counts after each call, the counters zeroed before it."""
    out = []
    for name, restype, argtypes, arg_sets in calls:
        fn = program.function(name, restype, *argtypes)
        for args in arg_sets:
            program.zero_counters()
            result = fn(*args)
            frame = program.block_map.block_counts(program.read_counters())
            out.append((name, args, result, frame))
    return out


def plugin_instrumented(plugin, module, mode):  # noqa: F811
    from bbprof.instrument.plugin import instrument_with_plugin

    tool, _ = plugin
    return instrument_with_plugin(module, mode=mode, tool=tool)


def assert_same_structure(python_map, plugin_map):
    a, b = python_map, plugin_map
    assert a.cfg_hash == b.cfg_hash
    assert [f.name for f in a.functions] == [f.name for f in b.functions]
    for fa, fb in zip(a.functions, b.functions):
        for key in ("is_kernel", "wave_size", "target_cpu", "cfg_hash", "args", "loops",
                    "irreducible"):
            assert getattr(fa, key) == getattr(fb, key), (fa.name, key)
        keys = ("id", "name", "successors", "instructions", "debug_location", "loop_header",
                "loop_depth", "reachable")
        assert [[getattr(blk, k) for k in keys] for blk in fa.blocks] == \
            [[getattr(blk, k) for k in keys] for blk in fb.blocks], fa.name
        if fa.placement == fb.placement:   # the same loops counted in registers
            assert [(r.block, r.exits) for r in fa.register_loops] == \
                [(r.block, r.exits) for r in fb.register_loops], fa.name
            assert [_chain(u) for u in fa.uniform_loops] == \
                [_chain(u) for u in fb.uniform_loops], fa.name


def _chain(u):
    """A uniform chain as both engines describe it (words aside)."""
    return (u.header, u.latch, tuple(u.exit),
            [(a.at, a.condition, a.when, tuple(a.blocks)) for a in u.accumulators])


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("case", sorted(CALLS))
def test_host_counts_equal_the_default_engine(plugin, case, mode):  # noqa: F811
    module = load_module(DATA / "host" / case, "host")
    python = instrument(module, mode=mode)
    plugged = plugin_instrumented(plugin, module, mode)
    assert_same_structure(python.block_map, plugged.block_map)
    assert plugged.block_map.mode.counters == mode.counters
    want = per_call_counts(HostProgram(python.text, python.block_map), CALLS[case])
    got = per_call_counts(HostProgram(plugged.text, plugged.block_map), CALLS[case])
    for (name, args, r1, f1), (_, _, r2, f2) in zip(want, got):
        assert r1 == r2, (name, args)   # the program computes what it did
        pd.testing.assert_frame_equal(f1, f2, obj=f"{name}{args}")
        assert f2[f2.function == name].thread_hits.fillna(0).sum() + \
            f2[f2.function == name].wave_hits.fillna(0).sum() > 0


@pytest.mark.parametrize("mode", MODES[:5], ids=str)
def test_hand_derived_counts(plugin, mode):  # noqa: F811
    """Counts derived from trip counts (not from the other engine)."""
    module = load_module(DATA / "host" / "host_loops.ll", "host")
    program = HostProgram(*_text_and_map(plugin_instrumented(plugin, module, mode)))
    nested = program.function("nested", I64, I32, I32)
    for n, m in [(3, 4), (7, 2), (0, 5)]:
        program.zero_counters()
        odd = sum(1 for i in range(n) for j in range(m) if (i + j) % 2)
        assert nested(n, m) == 3 * odd + (n * m - odd)
        frame = program.block_map.block_counts(program.read_counters())
        got = dict(zip(frame[frame.function == "nested"].block,
                       frame[frame.function == "nested"].thread_hits))
        assert got == {"entry": 1, "outer": n + 1, "inner": n * (m + 1), "body": n * m,
                       "odd": odd, "even": n * m - odd, "inner.latch": n * m,
                       "outer.latch": n, "exit": 1}


def _text_and_map(result):
    return result.text, result.block_map


def test_spanning_tree_counts_fewer_sites_than_every_block(plugin):  # noqa: F811
    module = load_module(DATA / "host" / "host_loops.ll", "host")
    tree = plugin_instrumented(plugin, module, Mode(counters=("thread_hits",)))
    every = plugin_instrumented(plugin, module, Mode(counters=("thread_hits",),
                                                     placement="every-block",
                                                     loops_in_registers=False))
    blocks = sum(len(f.blocks) for f in every.block_map.functions)
    assert every.block_map.counters.sites == blocks
    assert tree.block_map.counters.sites < blocks
    assert {f.placement for f in tree.block_map.functions} == {"spanning-tree"}
    assert tree.block_map.producer["engine"] == "plugin"
