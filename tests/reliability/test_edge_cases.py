"""Issue 38, item 5: edge cases that failed at 89eeb12."""

from __future__ import annotations

from pathlib import Path

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.isa.analysis import analyze

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"


def test_a_kernel_whose_name_needs_quotes_has_its_static_mix(tmp_path):
    """`static` on AMDGPU said "LLVM emitted no code" for @"a b" (its assembly symbol is
    quoted); the mix is the same kernel's as under a plain name."""
    text = (EXAMPLES / "amdgpu_gfx942_reduce.ll").read_text()
    quoted = tmp_path / "q.ll"
    quoted.write_text(text.replace("@reduce_kernel", '@"reduce kernel"'))
    plain = analyze(EXAMPLES / "amdgpu_gfx942_reduce.ll", "gfx942").blocks()
    named = analyze(quoted, "gfx942").blocks()
    assert set(named.function) == {"reduce kernel"}
    assert named.total.tolist() == plain.total.tolist() and named.total.sum() > 50


def test_a_loop_nest_130_deep_is_instrumented(tmp_path):
    """placement's edge frequencies raised a scale to the nest depth: OverflowError."""
    depth = 130
    lines = ["define void @deep(i32 %n) {", "entry:", "  br label %h0"]
    for i in range(depth):
        before = "entry" if i == 0 else f"h{i - 1}"
        after = f"h{i + 1}" if i + 1 < depth else "body"
        lines += [f"h{i}:", f"  %i{i} = phi i32 [0, %{before}], [%j{i}, %l{i}]",
                  f"  br label %{after}"]
    lines += ["body:", f"  br label %l{depth - 1}"]
    for i in reversed(range(depth)):
        after = f"l{i - 1}" if i else "exit"
        lines += [f"l{i}:", f"  %j{i} = add i32 %i{i}, 1", f"  %c{i} = icmp slt i32 %j{i}, %n",
                  f"  br i1 %c{i}, label %h{i}, label %{after}"]
    lines += ["exit:", "  ret void", "}"]
    path = tmp_path / "deep.ll"
    path.write_text("\n".join(lines) + "\n")
    result = instrument(load_module(path, "host"))
    (fn,) = result.block_map.functions
    assert max(loop.depth for loop in fn.loops) == depth
