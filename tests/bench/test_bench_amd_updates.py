"""bench_amd_updates.py's row for one module: the model's updates per mode, the fallback
reason, and the sites folding removes (checked against the block maps themselves)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module

from bbprof_testpaths import DATA

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@flag = internal addrspace(4) constant i32 0, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %f = load i32, ptr addrspace(4) @flag, align 4
  %on = icmp ne i32 %f, 0
  br i1 %on, label %slow, label %fast
slow:
  br label %done
fast:
  br label %done
done:
  store i32 %f, ptr addrspace(1) %out, align 4
  ret void
}
attributes #0 = { "target-cpu"="gfx942" }
"""


def test_row_of_a_module_with_a_folded_branch(tmp_path):
    from bench_amd_updates import measure

    path = tmp_path / "k.ll"
    path.write_text(KERNEL)
    row = measure("test", "gfx942", path)
    module = load_module(path)
    folded = instrument(module).block_map
    unfolded = instrument(module, fold=False).block_map
    assert row["ir_blocks"] == 4 and row["dead_blocks"] == 1     # 'slow'
    assert row["folded_sites"] == unfolded.counters.sites - folded.counters.sites > 0
    assert row["default"]["sites"] == folded.counters.sites
    # every-block, loops in memory: one update per block entry, the dead block's none
    assert row["every-block,loops-in-memory"]["updates"] == 3
    assert row["fallback"] == ""


@pytest.mark.skipif(not (DATA / "amd" / "triton" / "gfx942" / "branchy.ll").exists(),
                    reason="no gfx942 branchy in tests/data")
def test_row_names_why_a_function_is_not_on_the_tree():
    from bench_amd_updates import measure

    path = DATA / "amd" / "triton" / "gfx942" / "branchy.ll"
    row = measure("corpus", "gfx942", path)
    every = instrument(load_module(path), mode=Mode(placement="every-block")).block_map
    assert row["every-block"]["sites"] == every.counters.sites
    assert row["default"]["updates"] <= row["every-block,loops-in-memory"]["updates"]
    for fn in instrument(load_module(path)).block_map.functions:
        if fn.placement != "spanning-tree":
            assert f"{fn.name}: {fn.placement}" in row["fallback"]
