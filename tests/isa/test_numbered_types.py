"""``static`` on modules with numbered struct types (``%0 = type {...}``), issue 21 F3 and
IREE's linked modules with ockl device functions: instrument accepted them, static refused
("numbered struct types ... give the types names"). Inside a function ``%0`` can be the
type or the value, so canonical block naming goes through LLVM for such modules.

Reference: the same kernel with its types *named* takes the lexical path; both must give
the same per-IR-block mix, block by block.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bbprof.ir import load_module
from bbprof.isa.analysis import analyze

from bbprof_testpaths import TESTS

EXTERNAL = TESTS.parents[1] / "shared" / "external-ir"

# %0 is a type and the entry block, %1 a type and a value, in the same function
KERNEL = """target triple = "amdgcn-amd-amdhsa"

%0 = type { i32, float }
%1 = type { %0, i64 }

define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) #0 {
  %1 = alloca %1, align 8, addrspace(5)
  %2 = getelementptr %1, ptr addrspace(5) %1, i32 0, i32 0, i32 1
  %3 = icmp sgt i32 %n, 0
  br i1 %3, label %4, label %9

4:
  %5 = phi i32 [ 0, %0 ], [ %7, %4 ]
  %6 = sitofp i32 %5 to float
  store volatile float %6, ptr addrspace(5) %2, align 4
  %7 = add nsw i32 %5, 1
  %8 = icmp slt i32 %7, %n
  br i1 %8, label %4, label %9

9:
  %10 = load volatile float, ptr addrspace(5) %2, align 4
  %11 = insertvalue %0 undef, float %10, 1
  %12 = extractvalue %0 %11, 1
  store float %12, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "target-cpu"="gfx90a" }
"""


def _named(text: str) -> str:
    # the reference: the same module with the types named %T0/%T1 (written by hand here,
    # where every type use is known: after "type {", "alloca", "getelementptr", "value")
    return (text.replace("%0 = type", "%T0 = type").replace("%1 = type { %0,", "%T1 = type { %T0,")
            .replace("alloca %1", "alloca %T1").replace("getelementptr %1,", "getelementptr %T1,")
            .replace("insertvalue %0 undef", "insertvalue %T0 undef")
            .replace("extractvalue %0 %11", "extractvalue %T0 %11"))


def test_numbered_types_give_the_named_types_mix(tmp_path):
    numbered, named = tmp_path / "numbered.ll", tmp_path / "named.ll"
    numbered.write_text(KERNEL)
    named.write_text(_named(KERNEL))
    assert "= type" in named.read_text() and "%0 = type" not in named.read_text()
    got = analyze(load_module(numbered)).blocks()
    want = analyze(load_module(named)).blocks()
    assert len(got) == 3 and got["total"].sum() > 10
    columns = [c for c in got.columns if c not in ("ir_name",)]
    assert got[columns].to_dict("records") == want[columns].to_dict("records")
    # every machine block is attributed to one of the three IR blocks
    assert not any("not attributed" in n for n in analyze(load_module(numbered)).notes)


F3 = sorted(EXTERNAL.glob("F3_rodinia_*.ll")) if EXTERNAL.is_dir() else []


@pytest.mark.skipif(not F3, reason="../shared/external-ir (issue 21's F3 reproducers) absent")
@pytest.mark.parametrize("path", F3, ids=lambda p: p.name)
def test_rodinia_numbered_types_static(path: Path):
    module = load_module(path)
    result = analyze(module)
    blocks = result.blocks()
    for fn in result.functions:
        rows = blocks[blocks.function == fn.name]
        # every instruction lands in an IR block row, and every machine block has an IR block
        assert rows["total"].sum() == fn.instruction_count > 0
        assert all(mb.ir_block is not None for mb in fn.blocks), fn.name
    kernels = [f.name for f in module.functions if f.is_kernel]
    assert kernels and set(kernels) <= set(blocks.function)
