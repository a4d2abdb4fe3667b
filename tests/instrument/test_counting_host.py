"""The host's counting code (bbprof/instrument/counting/host.py), run piece by piece.

On the host a wave is one lane, always active and always elected: every counted entry
adds 1 thread and 1 wave. So for each piece the expected words follow by hand from how
often it runs: block code ``n`` times gives ``n`` threads and ``n`` waves; edge code adds
only when its condition holds; a loop flush of a lane that ran the loop ``c`` times adds
``c`` threads and ``c`` waves (its maximum over one lane); a uniform flush adds the packed
accumulator as it is.
"""

from __future__ import annotations

import ctypes

import pytest

from bbprof.instrument.counting import counting_code, declarations, global_line
from bbprof.instrument.counting import capabilities
from bbprof.instrument.layout import COUNTER_SYMBOL, make_layout
from bbprof.instrument.modes import PACK_SHIFT, Mode
from bbprof.ir.target import HOST, Target, host_triple

from host_jit import function, global_array, jit

TARGET = Target(HOST, host_triple())
WORDS = 8
PACKED, WIDE = Mode(), Mode(packed=False, placement="every-block")
THREAD, WAVE = Mode(counters=("thread_hits",)), Mode(counters=("wave_hits",))


def program(mode: Mode, body: list[str], params: str = "") -> tuple:
    """A module with ``@run(params)``: the entry code, then ``body``; its counters."""
    code = counting_code(TARGET, 1, mode)
    layout = make_layout(capabilities(HOST), None, WORDS, WORDS, None)
    lines = [f"define void @run({params}) {{", "entry:",
             *code.entry_lines(None, layout), *body, "  ret void", "}", ""]
    helpers = code.count_function()
    text = "\n".join([global_line(TARGET, layout),
                      *declarations(lines + helpers, frozenset()), "", *lines, *helpers])
    engine = jit(text)
    return engine, global_array(engine, COUNTER_SYMBOL, layout.words)


def both(threads: int, waves: int) -> int:
    return threads + (waves << PACK_SHIFT)


@pytest.mark.parametrize("mode, expected", [
    (PACKED, {3: both(2, 2)}), (WIDE, {3: 2, 4: 2}), (THREAD, {3: 2}), (WAVE, {3: 2})],
    ids=str)
def test_block_code_run_twice(mode, expected):
    code = counting_code(TARGET, 1, mode)
    engine, counters = program(mode, code.top_lines(3))
    run = function(engine, "run", None)
    run()
    run()
    assert {i: v for i, v in enumerate(counters) if v} == expected


@pytest.mark.parametrize("mode, expected", [(PACKED, both(3, 3)), (THREAD, 3), (WAVE, 3)],
                         ids=str)
def test_edge_code_counts_only_when_the_condition_holds(mode, expected):
    code = counting_code(TARGET, 1, mode)
    lines, tail = code.edge_lines(5, "t", [], "%taken")
    assert tail == "__bbprof.rest.t"     # its election branch split the block
    engine, counters = program(mode, lines, "i1 %taken")
    run = function(engine, "run", None, ctypes.c_bool)
    for taken in (True, False, True, True, False):
        run(taken)
    assert counters[5] == expected and sum(counters) == expected


@pytest.mark.parametrize("mode, expected", [
    (PACKED, {2: both(7 + 4, 7 + 4)}), (WIDE, {2: 11, 3: 11}), (THREAD, {2: 11}),
    (WAVE, {2: 11})], ids=str)
def test_loop_flush_adds_the_lanes_runs(mode, expected):
    """Two exits of a loop whose lane ran it 7 and then 4 times."""
    code = counting_code(TARGET, 1, mode)
    engine, counters = program(mode, code.flush_lines(2, "%runs", "t", "0"), "i64 %runs")
    run = function(engine, "run", None, ctypes.c_int64)
    run(7)
    run(4)
    assert {i: v for i, v in enumerate(counters) if v} == expected


def test_loop_flush_with_a_counted_exit_edge_counts_the_edge_once_per_exit():
    code = counting_code(TARGET, 1, PACKED)
    engine, counters = program(PACKED, code.flush_lines(2, "%runs", "t", "0", edge_word=6),
                               "i64 %runs")
    run = function(engine, "run", None, ctypes.c_int64)
    run(7)
    run(4)
    assert counters[2] == both(11, 11) and counters[6] == both(2, 2)


@pytest.mark.parametrize("mode, expected", [
    (PACKED, {1: both(9, 4)}), (WIDE, {1: 9, 2: 4}), (THREAD, {1: 9}), (WAVE, {1: 4})],
    ids=str)
def test_uniform_flush_adds_the_accumulator(mode, expected):
    """An accumulator of 9 lane-entries in 4 iterations (packed: lanes + iterations << 32)."""
    code = counting_code(TARGET, 1, mode)
    engine, counters = program(mode, code.uniform_flush_lines(1, "%acc", "t"), "i64 %acc")
    function(engine, "run", None, ctypes.c_int64)(both(9, 4))
    assert {i: v for i, v in enumerate(counters) if v} == expected


@pytest.mark.parametrize("condition, when, arg, expected", [
    (None, True, False, both(1, 1)), ("%c", True, True, both(1, 1)),
    ("%c", True, False, 0), ("%c", False, False, both(1, 1)), ("%c", False, True, 0)])
def test_uniform_contribution_is_the_ballots_lanes_and_one_iteration(condition, when, arg,
                                                                      expected):
    code = counting_code(TARGET, 1, PACKED)
    lines, value = code.uniform_contribution("t", condition, when)
    body = lines + [f"  %out.p = getelementptr inbounds i64, ptr @{COUNTER_SYMBOL}, i64 0",
                    f"  store i64 {value}, ptr %out.p"]
    engine, counters = program(PACKED, body, "i1 %c")
    function(engine, "run", None, ctypes.c_bool)(arg)
    assert counters[0] == expected
