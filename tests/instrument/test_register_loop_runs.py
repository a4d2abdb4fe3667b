"""Single-block loops counted in registers (bbprof/instrument/register_loops.py) at unit
level: which variable is the induction variable, and that the exit-edge arithmetic gives
back how often the block ran.

``runs_from_induction`` turns ``next - start = runs * step (mod 2^bits)`` into ``runs``
with a shift and a multiplicative inverse; the expected value is simply the trip count the
loop was run with, for steps with and without a power-of-two factor, negative steps, and a
start near the wrap-around.
"""

from __future__ import annotations

import ctypes

import pytest

from bbprof.instrument.register_loops import induction, runs_from_induction
from bbprof.ir import load_module

from host_jit import function, jit


def loop_ir(ty: str, step: int) -> str:
    op, magnitude = ("add", step) if step > 0 else ("sub", -step)
    return f"""
define i64 @runs(i64 %start64, i64 %n) {{
entry:
  %start = trunc i64 %start64 to {ty}
  br label %loop

loop:
  %iv = phi {ty} [ %start, %entry ], [ %iv.next, %loop ]
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %iv.next = {op} {ty} %iv, {magnitude}
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i64 0
}}
""".replace("trunc i64 %start64 to i64", "add i64 %start64, 0")


def loaded(tmp_path, text: str):
    path = tmp_path / "loop.ll"
    path.write_text(text)
    fn = load_module(path, "host").functions[0]
    return fn, fn.blocks[1]


@pytest.mark.parametrize("ty, step", [("i32", 1), ("i32", -1), ("i32", 3), ("i32", 32),
                                      ("i32", -12), ("i64", 1), ("i64", 12), ("i64", -7)])
def test_runs_from_the_induction_variable_equal_the_trip_count(tmp_path, ty, step):
    fn, loop = loaded(tmp_path, loop_ir(ty, step))
    iv = induction(fn, loop)
    assert iv is not None
    assert (iv.ty, iv.start, iv.next, iv.step) == (ty, "%start", "%iv.next", step)
    for spanning in (False, True):
        value, lines = runs_from_induction(iv, "t", spanning)
        text = loop_ir(ty, step).replace("  ret i64 0", "\n".join(lines + [f"  ret i64 {value}"]))
        run = function(jit(text), "runs", ctypes.c_int64, ctypes.c_int64, ctypes.c_int64)
        for start in (0, 5, 2**31 - 2, -3):
            for n in (1, 2, 7, 1000):
                # the spanning tree counts the back edge: one run fewer than the block's
                assert run(start, n) == n - spanning, (start, n, spanning)


@pytest.mark.parametrize("change", [
    ("%iv.next = add i32 %iv, 1", "%iv.next = add i32 %iv, %start"),   # no constant step
    ("i32", "i16"),                                                   # narrower than 32 bits
    ("%iv.next = add i32 %iv, 1", "%iv.next = add i32 %iv, 0")],     # no step at all
    ids=["variable-step", "i16", "zero-step"])
def test_an_unfit_variable_is_passed_over_for_the_trip_counter(tmp_path, change):
    """``%iv`` does not qualify; ``%k`` (i64, step 1) is the loop's next candidate."""
    fn, loop = loaded(tmp_path, loop_ir("i32", 1).replace(*change))
    iv = induction(fn, loop)
    assert (iv.ty, iv.start, iv.next, iv.step) == ("i64", "0", "%k.next", 1)
    no_k = loop_ir("i32", 1).replace(*change).replace("%k.next = add i64 %k, 1",
                                                      "%k.next = add i64 %k, %n")
    fn, loop = loaded(tmp_path, no_k)
    assert induction(fn, loop) is None
