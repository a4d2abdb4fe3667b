"""A loop nest deeper than a float can weigh is placed, not a traceback (issue 38: 128
deep, ``OverflowError`` in ``placement.edge_frequencies``: the long-loop estimate 256
raised to the depth). Depths past ``WEIGHED_DEPTH`` weigh as that one; the counts stay
exact, checked here by running the 130-deep nest on the host."""

from __future__ import annotations

import ctypes

from bbprof.instrument import instrument
from bbprof.instrument.costs import LONG_LOOP_SCALE
from bbprof.instrument.placement import WEIGHED_DEPTH, edge_frequencies
from bbprof.ir import load_module
from bbprof.ir.cfg import analyze
from bbprof.runtime.host import HostProgram


def nest(depth: int) -> str:
    """``depth`` loops, each running ``n`` times around the next."""
    lines = ["define void @k(i32 %n) {", "entry:", "  br label %h0"]
    for d in range(depth):
        into = "entry" if d == 0 else f"h{d - 1}"
        inner = f"h{d + 1}" if d + 1 < depth else "body"
        lines += [f"h{d}:", f"  %i{d} = phi i32 [ 0, %{into} ], [ %i{d}.n, %l{d} ]",
                  f"  %c{d} = icmp slt i32 %i{d}, %n",
                  f"  br i1 %c{d}, label %{inner}, label %x{d}"]
    lines += ["body:", f"  br label %l{depth - 1}"]
    for d in reversed(range(depth)):
        after = f"l{d - 1}" if d else "done"
        lines += [f"l{d}:", f"  %i{d}.n = add i32 %i{d}, 1", f"  br label %h{d}",
                  f"x{d}:", f"  br label %{after}"]
    return "\n".join(lines + ["done:", "  ret void", "}", ""])


def test_a_130_deep_nest_is_weighed_and_counted():
    module = load_module("nest.ll", "host", text=nest(130))
    (fn,) = module.functions
    weights = edge_frequencies(fn, analyze(fn), LONG_LOOP_SCALE)
    assert max(weights.values()) <= LONG_LOOP_SCALE ** WEIGHED_DEPTH
    result = instrument(module)
    program = HostProgram(result.text, result.block_map)
    program.function("k", None, ctypes.c_int32)(1)
    frame = result.block_map.block_counts(program.read_counters())
    counts = dict(zip(frame.block, frame.thread_hits.astype(int)))
    # n = 1, by hand: each header runs twice (enter, then leave), the body once
    assert counts["h0"] == 2 and counts["h129"] == 2 and counts["body"] == 1
    assert counts["x0"] == 1 and counts["done"] == 1
