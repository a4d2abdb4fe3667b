"""The committed plugin output of tests/data/plugin (run on the GPU by
tests/gpu/test_plugin_gpu.py) is what the pass writes: LLVM 22 (llvmlite) reads LLVM
19's output and compiles it to PTX, its block maps describe the blocks the default engine
reads from the uninstrumented IR, and @__bbprof_cfg_hash holds the map's hash. Needs no
LLVM 19: these tests run everywhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bbprof.instrument import BlockMap, instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module

DATA = Path(__file__).resolve().parents[1] / "data" / "plugin"
VARIANTS = [("trips.sm_80.bbprof.ll", "trips.sm_80.bbprof.json", Mode(placement="every-block")),
            ("trips.sm_80.tree.bbprof.ll", "trips.sm_80.tree.bbprof.json",
             Mode(counters=("thread_hits",)))]


@pytest.mark.parametrize("ir,block_map,mode", VARIANTS, ids=[v[0] for v in VARIANTS])
def test_committed_plugin_output(ir, block_map, mode):
    import llvmlite.binding as llvm

    bm = BlockMap.load(DATA / block_map)
    text = (DATA / ir).read_text()
    value = int(re.search(r"@__bbprof_cfg_hash = addrspace\(1\) constant i64 (\d+)",
                          text).group(1))
    assert value == bm.cfg_hash_value
    python = instrument(load_module(DATA / "trips.sm_80.ll"), mode=mode)
    assert python.block_map.cfg_hash == bm.cfg_hash
    assert [(b.id, b.name, b.successors) for b in python.block_map.functions[0].blocks] == \
        [(b.id, b.name, b.successors) for b in bm.functions[0].blocks]
    assert bm.kernels == ["trips"]
    ref = llvm.parse_assembly(text)   # LLVM 22 reads LLVM 19's output
    ref.verify()
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    machine = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine("sm_80")
    ptx = machine.emit_assembly(ref)
    assert ptx.count("red.global.add.u64") == bm.counters.sites
