"""Loop chains counted in wave-uniform accumulators (bbprof/instrument/uniform_loops.py)
at unit level: which loops qualify, their chain, and which accumulator counts each
block. Expected values by hand from the CFGs below (ids in block order)."""

from __future__ import annotations

from bbprof.instrument.uniform_loops import Contribution, Detour, find_uniform_loops
from bbprof.ir import load_module
from bbprof.ir.cfg import analyze

# 0 entry -> 1 h; h exits to 5 x or goes on to 2 a; a -> 3 side (a detour) -> 4 l, or
# a -> 4 l; l -> h (the latch). The chain is h, a, l (they dominate the latch); the exit
# leaves from h, so segment 0 is [h] and segment 1 [a, l], entered by the lanes for which
# h's condition is false (its in-loop side is the second label).
LOOP = """
define i64 @f(i64 %n, i1 %m) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %done = icmp eq i64 %i, %n
  br i1 %done, label %x, label %a

a:
  br i1 %m, label %side, label %l

side:
  br label %l

l:
  %i.next = add i64 %i, 1
  br label %h

x:
  ret i64 %i
}
"""


def loops_of(tmp_path, text: str, detour_limit: int = 0):
    path = tmp_path / "f.ll"
    path.write_text(text)
    fn = load_module(path, "host").functions[0]
    return find_uniform_loops(fn, analyze(fn), detour_limit)


def test_chain_segments_and_their_accumulators(tmp_path):
    (loop,) = loops_of(tmp_path, LOOP)
    assert (loop.header, loop.latch, loop.exiting, loop.exit_target) == (1, 4, 1, 5)
    assert loop.chain == [1, 2, 4]
    assert loop.accumulators == [Contribution(1), Contribution(1, "%done", False)]
    assert loop.block_accumulator == {1: 0, 2: 1, 4: 1}    # the detour (3) keeps its own


def test_exit_from_the_latch_gives_one_segment(tmp_path):
    # the exit moves to l: every chain block runs once per iteration before the exit
    text = (LOOP.replace("br i1 %done, label %x, label %a", "br label %a")
            .replace("  br label %h\n\nx:", "  br i1 %done, label %x, label %h\n\nx:"))
    (loop,) = loops_of(tmp_path, text)
    assert (loop.exiting, loop.exit_target) == (4, 5)
    assert loop.accumulators == [Contribution(1)]
    assert loop.block_accumulator == {1: 0, 2: 0, 4: 0}


def test_loops_that_do_not_qualify(tmp_path):
    two_exits = LOOP.replace("br i1 %m, label %side, label %l", "br i1 %m, label %x, label %l")
    assert loops_of(tmp_path, two_exits) == []           # a second exit edge, from a
    two_latches = LOOP.replace("side:\n  br label %l", "side:\n  br label %h").replace(
        "[ %i.next, %l ]", "[ %i.next, %l ], [ 7, %side ]")
    assert loops_of(tmp_path, two_latches) == []         # side is a second latch
    single_block = """
define void @g(i64 %n) {
entry:
  br label %l

l:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %x, label %l

x:
  ret void
}
"""
    assert loops_of(tmp_path, single_block) == []        # register_loops.py's case


def test_detour_flags(tmp_path):
    # side (3) runs when a's %m holds; its lanes meet again at l (4), after the exit: the
    # second segment
    (loop,) = loops_of(tmp_path, LOOP, detour_limit=4)
    assert loop.detours == [Detour(at=4, path=(("%m", True),), blocks=(3,), segment=1)]
    assert loops_of(tmp_path, LOOP, detour_limit=0)[0].detours == []
    # a diamond with a nested triangle, all in segment 0 (exit at the latch): the two
    # sides and the nested block (both conditions, read in a) get flags; a block whose
    # condition is computed inside the detour (%q, in left) keeps its own counter
    text = """
define i64 @f(i64 %n, i1 %m, i1 %k) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %done = icmp eq i64 %i, %n
  br i1 %m, label %left, label %right

left:
  %q = icmp eq i64 %i, 3
  br i1 %k, label %l, label %nest

nest:
  br i1 %q, label %deep, label %l

deep:
  br label %l

right:
  br label %l

l:
  %i.next = add i64 %i, 1
  br i1 %done, label %x, label %h

x:
  ret i64 %i
}
"""
    (loop,) = loops_of(tmp_path, text, detour_limit=8)
    assert loop.chain == [1, 6]
    assert loop.detours == [
        Detour(at=6, path=(("%m", True),), blocks=(2,), segment=0),
        Detour(at=6, path=(("%k", False), ("%m", True)), blocks=(3,), segment=0),
        Detour(at=6, path=(("%m", False),), blocks=(5,), segment=0, complement=0)]
    assert len(loops_of(tmp_path, text, detour_limit=2)[0].detours) == 2
