"""Single-block loops counted from their exit test's bound (register_loops.bounds): the
count on the exit edge from the variable's start and the bound alone, never from a value
of the loop.

Loops are generated for every shape ``bounds`` takes — the exit test on the variable's
``next`` or on its phi, the operands either way round, the loop going on when the test is
true or when it is false, signed and unsigned, strict and inclusive, equality, steps of
+-1, +-4 and +-64 — and for shapes it must leave to the variable's last value (a step of
12, an i64 ordered test, a bound computed in the loop). Each runs JIT-compiled on the
host from starts and bounds on both sides (negative, near the type's limits without
passing them); the expected count is a Python run of the loop's own arithmetic (wrapping
i32), independent of the formula."""

from __future__ import annotations

import ctypes

import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

M32 = 1 << 32
CMP = {"slt": lambda a, b: _s(a) < _s(b), "sle": lambda a, b: _s(a) <= _s(b),
       "sgt": lambda a, b: _s(a) > _s(b), "sge": lambda a, b: _s(a) >= _s(b),
       "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b,
       "ugt": lambda a, b: a > b, "uge": lambda a, b: a >= b,
       "ne": lambda a, b: a != b, "eq": lambda a, b: a == b}


def _s(v: int) -> int:
    return v - M32 if v >= 1 << 31 else v


def loop_ir(name: str, pred: str, step: int, on_phi: bool, swapped: bool, again_on: bool,
            ty: str = "i32", bound_in_loop: bool = False) -> str:
    value = "%i" if on_phi else "%i.next"
    a, b = (("%n", value) if swapped else (value, "%n"))
    bound = ""
    if bound_in_loop:             # a bound the loop computes: not loop-invariant text
        bound, a, b = "  %nn = add " + ty + " %n, 0\n", a.replace("%n", "%nn"), \
            b.replace("%n", "%nn")
    target = ("label %loop, label %exit" if again_on else "label %exit, label %loop")
    return f"""
define {ty} @{name}({ty} %s, {ty} %n) {{
entry:
  br label %loop
loop:
  %i = phi {ty} [ %s, %entry ], [ %i.next, %loop ]
  %i.next = add {ty} %i, {step}
{bound}  %t = icmp {pred} {ty} {a}, {b}
  br i1 %t, {target}
exit:
  ret {ty} %i.next
}}
"""


def runs(pred: str, step: int, on_phi: bool, swapped: bool, again_on: bool, s: int, n: int,
         cap: int = 2000) -> int | None:
    """The loop's runs by its own i32 arithmetic (None past ``cap``: not a test input)."""
    i, count = s % M32, 0
    while count < cap:
        count += 1
        nxt = (i + step) % M32
        v = i if on_phi else nxt
        t = CMP[pred](n % M32, v) if swapped else CMP[pred](v, n % M32)
        if t != again_on:
            return count
        i = nxt
    return None


def _shapes():
    out = []
    for pred in CMP:
        for step in (1, 4, 64, -1, -4, -64):
            for on_phi in (False, True):
                for swapped in (False, True):
                    for again_on in (True, False):
                        out.append((pred, step, on_phi, swapped, again_on))
    return out


SHAPES = _shapes()
VALUES = [0, 1, 5, 63, 64, 65, 1000, -1, -7, -64, -1000, 2**31 - 200, -2**31 + 200,
          2**32 - 300]


def _name(k: int) -> str:
    return f"l{k}"


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    text = 'target triple = "x86_64-unknown-linux-gnu"\n' + "".join(
        loop_ir(_name(k), *shape) for k, shape in enumerate(SHAPES))
    text += loop_ir("odd", "slt", 12, False, False, True)
    text += loop_ir("wide", "slt", 4, False, False, True, ty="i64")
    text += loop_ir("inside", "slt", 4, False, False, True, bound_in_loop=True)
    path = tmp_path_factory.mktemp("bounds") / "loops.ll"
    path.write_text(text)
    module = load_module(path, "host")
    result = instrument(module, mode=Mode(counters=("thread_hits",), placement="every-block"))
    return HostProgram(result.text, result.block_map), result.text


def _count(program: HostProgram, name: str) -> int:
    """The loop block's thread_hits: its word of the one row (thread counts only)."""
    (fn,) = [f for f in program.block_map.functions if f.name == name]
    (block,) = [b for b in fn.blocks if b.name == "loop"]
    return int(program.read_counters()[block.counters["thread_hits"]])


@pytest.mark.parametrize("k", range(len(SHAPES)), ids=lambda k: "-".join(
    str(x) for x in SHAPES[k]))
def test_counts_from_bounds_equal_the_loops_runs(program, k):
    host, text = program
    pred, step, on_phi, swapped, again_on = SHAPES[k]
    fn = host.function(_name(k), ctypes.c_int32, ctypes.c_int32, ctypes.c_int32)
    checked = 0
    for s in VALUES:
        for n in VALUES:
            expected = runs(pred, step, on_phi, swapped, again_on, s, n)
            if expected is None:
                continue
            host.zero_counters()
            fn(_s(s % M32), _s(n % M32))
            assert _count(host, _name(k)) == expected, (s, n)
            checked += 1
    assert checked > 0


def test_which_loops_take_their_bound():
    """``bounds`` takes every generated shape but an ordered test whose step moves away
    from its bound, and eq-to-go-on; the others read the variable's last value."""
    from bbprof.instrument.register_loops import bounds

    text = 'target triple = "x86_64-unknown-linux-gnu"\n' + "".join(
        loop_ir(_name(k), *shape) for k, shape in enumerate(SHAPES))
    text += loop_ir("odd", "slt", 12, False, False, True)
    text += loop_ir("wide", "slt", 4, False, False, True, ty="i64")
    text += loop_ir("wide_ne", "ne", 4, False, False, True, ty="i64")
    text += loop_ir("inside", "slt", 4, False, False, True, bound_in_loop=True)
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "loops.ll"
        path.write_text(text)
        module = load_module(path, "host")
    found = {fn.name: bounds(fn, fn.blocks[1]) for fn in module.functions}
    for k, (pred, step, on_phi, swapped, again_on) in enumerate(SHAPES):
        go_on = pred if again_on else {"eq": "ne", "ne": "eq"}.get(pred, None)
        if swapped and go_on is None:
            pass
        got = found[_name(k)]
        effective = _effective(pred, swapped, again_on)
        towards = (effective[1:] in ("lt", "le")) if step > 0 else (
            effective[1:] in ("gt", "ge"))
        assert (got is not None) == (effective == "ne" or towards), (k, SHAPES[k])
        if got is not None:
            assert got.compares_phi == on_phi and got.predicate == effective
    assert found["odd"] is None and found["wide"] is None and found["inside"] is None
    assert found["wide_ne"] is not None


def _effective(pred: str, swapped: bool, again_on: bool) -> str:
    swap = {"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle", "ult": "ugt",
            "ugt": "ult", "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}
    negate = {"slt": "sge", "sge": "slt", "sgt": "sle", "sle": "sgt", "ult": "uge",
              "uge": "ult", "ugt": "ule", "ule": "ugt", "eq": "ne", "ne": "eq"}
    p = swap[pred] if swapped else pred
    return p if again_on else negate[p]
