"""AMDGPU arms without their skip branch are named, never silently undercounted (issue 37).

A divergent ``if``/``else`` becomes, in AMDGPU machine code, the ``then`` side under
``s_and_saveexec`` and the ``else`` side under the structurizer's ``Flow`` block's
``s_andn2_saveexec``. LLVM puts an ``s_cbranch_execz`` before a side to skip it when no
lane takes it, but drops it before a short side: a wave then issues that side's
instructions whenever it reaches it, also with no lane in it. Its issued count is the
waves at the branch, not its own wave_hits — the report's product would be too small.

Read by hand from LLVM 22's code for the kernel below on gfx90a, gfx942 and gfx1100: the
long side (a load, three multiplies, a store) keeps its ``s_cbranch_execz`` and runs as
often as its wave_hits; the short side (one add) has none after the ``Flow`` block's
``s_andn2_saveexec``: with W waves at the branch it issues W times whatever its wave_hits.
"""

from __future__ import annotations

import pytest

from bbprof.ir import load_module
from bbprof.isa import amdgcn
from bbprof.isa.analysis import analyze

from bbprof_testpaths import DATA

KERNEL = (DATA / "isa" / "if_else_short_arm.ll").read_text()   # target-cpu "ARCH"


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942", "gfx1100"])
def test_the_short_arm_is_named_and_the_long_one_is_not(arch):
    module = load_module(f"k_{arch}.ll", text=KERNEL.replace("ARCH", arch))
    result = analyze(module)
    (fn,) = result.functions
    names = {b.id: b.name for b in module.functions[0].blocks}
    unskipped = [names[b.ir_block] for b in amdgcn.unskipped_blocks(fn)]
    assert unskipped == ["short"]
    # the long arm is entered through its skip branch: the block before it ends with it
    long_at = next(i for i, b in enumerate(fn.blocks) if b.ir_block is not None
                   and names[b.ir_block] == "long")
    assert fn.blocks[long_at - 1].instructions[-1].text.startswith("s_cbranch_execz")
    notes = [n for n in result.notes if "no s_cbranch_execz skip" in n]
    assert len(notes) == 1 and "block 'short'" in notes[0]


def test_a_kernel_whose_arms_keep_their_skips_gets_no_note():
    both_long = KERNEL.replace("  %a = add i32 %t, 1\n", """  %s = getelementptr i32, ptr addrspace(1) %p, i32 %n
  %w = load i32, ptr addrspace(1) %s
  %x = mul i32 %w, %w
  %y = mul i32 %x, %w
  %a = mul i32 %y, %x
  store i32 %a, ptr addrspace(1) %s
""").replace("ARCH", "gfx942")
    result = analyze(load_module("k.ll", text=both_long))
    (fn,) = result.functions
    assert amdgcn.unskipped_blocks(fn) == []
    assert not [n for n in result.notes if "no s_cbranch_execz skip" in n]


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942", "gfx1100"])
def test_the_issue_model_counts_the_short_arm_as_the_branch(arch):
    """By hand, with 4 waves at the branch, 1 with a lane in `short`, 3 in `long`: the
    entry block and the join run 4 times; `long` (behind its skip branch) 3; the Flow
    block every wave passes, 4; `short`, without a skip branch, 4 — not its wave_hits 1.
    A wave is one thread of control: the machine CFG conserves its counts."""
    from bbprof.isa import issue

    module = load_module(f"k_{arch}.ll", text=KERNEL.replace("ARCH", arch))
    result = analyze(module)
    (fn,) = result.functions
    cfg, options = result.machine_cfg("k")
    waves = {0: 4, 1: 1, 2: 3, 3: 4}            # entry, short, long, join
    counts = issue.counts_of(cfg, [b.successor_ids for b in module.functions[0].blocks],
                             waves, **options)
    by_name = {b.ir_name: counts.executions[b.index] for b in fn.blocks}
    assert by_name == {"bbprof.0": 4, "bbprof.2": 3, "Flow": 4, "bbprof.1": 4,
                       "bbprof.3": 4}, by_name
    assert "assumed" not in counts.rules.values()
    short = next(b for b in fn.blocks if b.ir_name == "bbprof.1")
    # the product would have said 1 x its instructions for the short arm
    assert counts.issued_by_block()[short.index] == 4 * len(short.instructions)
