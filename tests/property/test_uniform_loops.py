"""Property test: loops whose chain is counted in a uniform register (uniform_loops.py).

Random structured loops — a chain of blocks, each plain, or branching into a one-block
"triangle" or a two-block "diamond" that rejoins the chain, with the one exit at a random
chain block (the header, the latch or between: one or two segments), sometimes inside an
outer loop (entered many times) — are instrumented for the host, JIT-compiled, run, and
every block's counts must equal a Python walk of the same program, in every mode. The
loops must be counted the uniform way (the block map says so), else the test proves
nothing.
"""

from __future__ import annotations

import ctypes
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

EXAMPLES = int(os.environ.get("BBPROF_PROPERTY_EXAMPLES", "60"))
MODES = [Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("wave_hits",), placement="every-block"),
         Mode(placement="every-block", loops_in_registers=False)]
M64 = (1 << 64) - 1


@st.composite
def loops(draw):
    k = draw(st.integers(2, 7))
    exit_at = draw(st.integers(0, k - 1))
    shapes = [("plain" if i in (exit_at, k - 1) else
               draw(st.sampled_from(["plain", "triangle", "diamond"]))) for i in range(k)]
    return {
        "k": k, "exit_at": exit_at, "shapes": shapes,
        "exit_when_done": draw(st.booleans()),          # which side of E's br leaves
        "taken_first": [draw(st.booleans()) for _ in range(k)],
        "mul": [draw(st.integers(1, M64)) | 1 for _ in range(2 * k)],
        "add": [draw(st.integers(0, M64)) for _ in range(2 * k)],
        "shift": [draw(st.integers(0, 63)) for _ in range(k)],
        "outer": draw(st.booleans()),
    }


def to_ir(p: dict) -> str:
    k, e = p["k"], p["exit_at"]
    out = ["define i64 @f(i64 %seed, i64 %n, i64 %m) {", "entry:",
           "  %st = alloca i64", "  %it = alloca i64", "  %ot = alloca i64",
           "  store i64 %seed, ptr %st", "  store i64 0, ptr %ot",
           "  br label %outer", "", "outer:", "  store i64 0, ptr %it", "  br label %c0"]

    def update(label: str, j: int) -> list[str]:
        return [f"  %{label}.s = load i64, ptr %st",
                f"  %{label}.m = mul i64 %{label}.s, {p['mul'][j] - (1 << 64) if p['mul'][j] >= 1 << 63 else p['mul'][j]}",
                f"  %{label}.a = add i64 %{label}.m, {p['add'][j] - (1 << 64) if p['add'][j] >= 1 << 63 else p['add'][j]}",
                f"  store i64 %{label}.a, ptr %st"]

    for i in range(k):
        nxt = "c0" if i == k - 1 else f"c{i + 1}"
        out += ["", f"c{i}:", *update(f"c{i}", i)]
        if i == e:
            out += [f"  %i{i} = load i64, ptr %it", f"  %i{i}.n = add i64 %i{i}, 1",
                    f"  store i64 %i{i}.n, ptr %it",
                    f"  %d{i} = icmp uge i64 %i{i}.n, %n"]
            if p["exit_when_done"]:
                out.append(f"  br i1 %d{i}, label %leave, label %{nxt}")
            else:
                out += [f"  %g{i} = xor i1 %d{i}, true",
                        f"  br i1 %g{i}, label %{nxt}, label %leave"]
            continue
        shape = p["shapes"][i]
        if shape == "plain":
            out.append(f"  br label %{nxt}")
            continue
        out += [f"  %b{i}.x = lshr i64 %c{i}.a, {p['shift'][i]}",
                f"  %b{i} = trunc i64 %b{i}.x to i1"]
        first, second = (f"t{i}", f"f{i}" if shape == "diamond" else nxt)
        if not p["taken_first"][i]:
            first, second = second, first
        out.append(f"  br i1 %b{i}, label %{first}, label %{second}")
        out += ["", f"t{i}:", *update(f"t{i}", k + i), f"  br label %{nxt}"]
        if shape == "diamond":
            out += ["", f"f{i}:", f"  br label %{nxt}"]
    out += ["", "leave:", "  %o = load i64, ptr %ot", "  %o.n = add i64 %o, 1",
            "  store i64 %o.n, ptr %ot", "  %again = icmp ult i64 %o.n, %m",
            "  br i1 %again, label %outer, label %done" if p["outer"] else "  br label %done",
            "", "done:", "  %r = load i64, ptr %st", "  ret i64 %r", "}", ""]
    return "\n".join(out)


def walk(p: dict, seed: int, n: int, m: int) -> tuple[int, dict[str, int]]:
    """The program run by hand: its result and every block's entries."""
    k, e = p["k"], p["exit_at"]
    counts: dict[str, int] = {}

    def visit(name: str) -> None:
        counts[name] = counts.get(name, 0) + 1

    def step(state: int, j: int) -> int:
        return (state * p["mul"][j] + p["add"][j]) & M64

    state, outer_runs = seed, 0
    visit("entry")
    while True:
        visit("outer")
        iterations, i = 0, 0
        while True:
            visit(f"c{i}")
            state = step(state, i)
            if i == e:
                iterations += 1
                if iterations >= n:
                    break
            elif p["shapes"][i] != "plain":
                bit = (state >> p["shift"][i]) & 1
                if bit == int(p["taken_first"][i]):
                    visit(f"t{i}")
                    state = step(state, k + i)
                elif p["shapes"][i] == "diamond":
                    visit(f"f{i}")
            i = (i + 1) % k
        visit("leave")
        outer_runs += 1
        if not (p["outer"] and outer_runs < m):
            break
    visit("done")
    return state, counts


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@pytest.mark.parametrize("mode", MODES, ids=str)
@given(program=loops(), runs=st.lists(
    st.tuples(st.integers(0, M64), st.integers(1, 30), st.integers(1, 4)),
    min_size=1, max_size=3))
def test_uniform_loop_counts_equal_a_python_walk(tmp_path_factory, mode, program, runs):
    path = tmp_path_factory.mktemp("loop") / "loop.ll"
    path.write_text(to_ir(program))
    module = load_module(path, "host")
    result = instrument(module, mode=mode)
    uniform = result.block_map.functions[0].uniform_loops
    assert len(uniform) == (1 if mode.loops_in_registers else 0)
    program_ = HostProgram(result.text, result.block_map)
    f = program_.function("f", ctypes.c_uint64, ctypes.c_uint64, ctypes.c_int64,
                          ctypes.c_int64)
    expected: dict[str, int] = {}
    for seed, n, m in runs:
        value, counts = walk(program, seed, n, m)
        assert f(seed, n, m) == value
        for name, c in counts.items():
            expected[name] = expected.get(name, 0) + c
    frame = result.block_map.block_counts(program_.read_counters())
    for field in mode.counters:   # one lane per wave on the host: both are entries
        got = {row.block: int(getattr(row, field)) for row in frame.itertuples()
               if int(getattr(row, field))}
        assert got == expected, field
