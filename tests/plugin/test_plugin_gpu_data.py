"""The committed plugin output of tests/data/plugin (run on the GPU by
tests/gpu/test_plugin_gpu.py) is what the pass writes: LLVM 22 (llvmlite) reads LLVM
19's output and compiles it to PTX, its block maps describe the blocks the default engine
reads from the uninstrumented IR, and @__bbprof_cfg_hash holds the map's hash. Needs no
LLVM 19: these tests run everywhere."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from bbprof.instrument import BlockMap, instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module

DATA = Path(__file__).resolve().parents[1] / "data" / "plugin"
sys.path.insert(0, str(DATA))
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


def test_tree_map_decodes_hand_derived_edge_counts():
    """The GPU test's spanning-tree map, fed the counts its counted edges must see for the
    GPU test's launch (derived from the program, edge by edge), decodes to the block counts
    that test expects: the map's edges and the expected counts agree without a GPU."""
    import numpy as np

    from tests_gpu_expectations import BLOCK, GRID, N, expected_threads

    bm = BlockMap.load(DATA / "trips.sm_80.tree.bbprof.json")
    g = np.arange(GRID * BLOCK)
    active = g[g < N]
    odd = int((active % 2).sum())
    names = [b.name for b in bm.functions[0].blocks]
    edge_counts = {("entry", "if.then"): GRID * BLOCK - N, ("entry", "if.end"): N,
                   ("for.inc", "for.cond"): int((active % 4).sum()),
                   ("if.then4", "if.end8"): odd, ("if.end8", "return"): N,
                   ("for.end", "if.end8"): N - odd}
    raw = np.zeros(bm.counter_words, np.uint64)
    counted = [e for e in bm.functions[0].edges if e.counted]
    assert len(counted) == bm.counters.sites == 4
    for edge in counted:
        raw[edge.counters["thread_hits"]] = edge_counts[(names[edge.source],
                                                         names[edge.target])]
    frame = bm.block_counts(raw)
    assert dict(zip(frame.block, frame.thread_hits.astype(int))) == expected_threads()
