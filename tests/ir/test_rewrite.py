"""bbprof.ir.rewrite's FunctionEdit on hand-written functions: what each edit does to the
text, and that the edited module is still one LLVM accepts and computes the same with.

The phi-and-switch cases are the ones that once broke (a switch with two cases to one
block gives its phis two entries for that predecessor; through a block on the edge there
is one edge, so one entry)."""

from __future__ import annotations

import ctypes

import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.ir import load_module
from bbprof.ir.rewrite import ModuleEdit

from host_jit import function, jit

SWITCH = """
define i64 @f(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %join
    i32 1, label %join
    i32 7, label %seven
  ]

seven:
  br label %join

other:
  br label %join

join:
  %v = phi i64 [ 10, %entry ], [ 10, %entry ], [ 70, %seven ], [ 20, %other ]
  ret i64 %v
}
"""

BRANCH = """
define i64 @g(i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %b

b:
  %v = phi i64 [ 1, %entry ], [ 2, %a ]
  ret i64 %v
}
"""


def load(tmp_path, text: str, name: str = "m.ll"):
    path = tmp_path / name
    path.write_text(text)
    return load_module(path, "host")


def phi_line(text: str) -> str:
    return next(line.strip() for line in text.splitlines() if " = phi " in line)


def test_through_block_merges_the_switch_cases_into_one_edge(tmp_path):
    module = load(tmp_path, SWITCH)
    fn = module.functions[0]
    entry, join = fn.blocks[0], fn.blocks[3]
    edit = ModuleEdit(module.lines)
    fe = edit.function(fn)
    fe.through_block(entry, join, "on.edge")
    fe.after_block(0, ["", "on.edge:", f"  br label {join.ref}", ""])
    text = edit.text()
    # both cases name the new block; the phi has one entry for it, the others unchanged
    assert "i32 0, label %on.edge" in text and "i32 1, label %on.edge" in text
    assert "i32 7, label %seven" in text
    assert phi_line(text) == ("%v = phi i64 [ 10, %on.edge ], [ 70, %seven ], "
                              "[ 20, %other ]")
    run = function(jit(text), "f", ctypes.c_int64, ctypes.c_int32)
    assert [run(x) for x in (0, 1, 7, 3)] == [10, 10, 70, 20]


def test_predecessor_ref_follows_tails_and_edge_blocks(tmp_path):
    module = load(tmp_path, SWITCH)
    fn = module.functions[0]
    fe = ModuleEdit(module.lines).function(fn)
    assert fe.predecessor_ref(0, 3) == "%entry"
    fe.split_before_terminator(fn.blocks[0], "entry.tail")
    assert fe.predecessor_ref(0, 3) == "%entry.tail"
    fe.name_edge_blocks({(0, 3): "on.edge"})
    assert fe.predecessor_ref(0, 3) == "%on.edge"
    assert fe.predecessor_ref(1, 3) == "%seven"
    assert fe.edges(fn.blocks[0], fn.blocks[3]) == 2     # two switch cases
    assert fe.edges(fn.blocks[1], fn.blocks[3]) == 1


def test_split_before_terminator_renames_the_successors_phis(tmp_path):
    module = load(tmp_path, BRANCH)
    fn = module.functions[0]
    edit = ModuleEdit(module.lines)
    fe = edit.function(fn)
    entry = fn.blocks[0]
    # code before the terminator that opens a block of its own (as AMDGPU edge code does)
    fe.before_terminator(entry, ["  br label %entry.tail", "", "entry.tail:"])
    fe.split_before_terminator(entry, "entry.tail")
    fe.rename_split_predecessors()
    fe.drop_preds_comments()
    text = edit.text()
    assert phi_line(text) == "%v = phi i64 [ 1, %entry.tail ], [ 2, %a ]"
    assert "; preds" not in text
    run = function(jit(text), "g", ctypes.c_int64, ctypes.c_bool)
    assert (run(True), run(False)) == (2, 1)


def condition_program(module, fn, block, target: int) -> str:
    """The function with its body replaced by the edge condition, returned as i64."""
    fe = ModuleEdit(module.lines).function(fn)
    lines, value = fe.edge_condition(block, target, "t")
    return "\n".join([f"define i64 @cond(i32 %x) {{", "entry:", *lines,
                      f"  %r = zext i1 {value} to i64", "  ret i64 %r", "}"])


@pytest.mark.parametrize("target, taken", [(3, {0, 1}), (1, {7}), (2, None)],
                         ids=["two-cases", "one-case", "default"])
def test_edge_condition_of_a_switch_is_true_exactly_for_the_edge(tmp_path, target, taken):
    module = load(tmp_path, SWITCH)
    fn = module.functions[0]
    run = function(jit(condition_program(module, fn, fn.blocks[0], target)), "cond",
                   ctypes.c_int64, ctypes.c_int32)
    for x in (-1, 0, 1, 2, 7, 8):
        expected = x not in (0, 1, 7) if taken is None else x in taken
        assert run(x) == int(expected), x


def test_edge_condition_of_a_branch(tmp_path):
    module = load(tmp_path, BRANCH)
    fn = module.functions[0]
    fe = ModuleEdit(module.lines).function(fn)
    assert fe.edge_condition(fn.blocks[0], 1, "t") == ([], "%c")
    assert fe.edge_condition(fn.blocks[0], 2, "t") == (
        ["  %__bbprof.sel.t = xor i1 %c, true"], "%__bbprof.sel.t")
    with pytest.raises(UnsupportedIRError, match="cannot read the terminator"):
        fe.edge_condition(fn.blocks[1], 2, "t")    # an unconditional br: no condition


def test_insertions_keep_their_order_and_first_goes_first(tmp_path):
    module = load(tmp_path, BRANCH)
    fn = module.functions[0]
    edit = ModuleEdit(module.lines)
    fe = edit.function(fn)
    b = fn.blocks[2]
    fe.at_top(b, ["  %one = add i64 0, 1"])
    fe.at_top(b, ["  %two = add i64 0, 2"])
    fe.first_at_top(b, ["  %zero = add i64 0, 0"])
    body = [line.strip() for line in edit.text().splitlines()]
    at = body.index("%zero = add i64 0, 0")
    assert body[at - 1].startswith("%v = phi")          # after the phis
    assert body[at:at + 3] == ["%zero = add i64 0, 0", "%one = add i64 0, 1",
                               "%two = add i64 0, 2"]
    assert edit.inserted() == ["  %zero = add i64 0, 0", "  %one = add i64 0, 1",
                               "  %two = add i64 0, 2"]
