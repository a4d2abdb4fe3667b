"""Functions of 16,000 blocks: LLVM recurses over blocks in code generation, and an 8 MB
thread stack overflowed there (SIGSEGV in MCJIT's finalize_object under `bbprof run` of host
code, and in the LLVM child's NVPTX codegen under `static`; scripts/bench_scale_commands.py).
LLVM's work now runs on a deep stack (llvm_child.on_deep_stack); these run it."""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.profile import Profile

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from bench_scale import generate  # noqa: E402

BLOCKS = 16000


def test_host_jit_of_a_16k_block_function_runs_and_counts_by_hand(tmp_path):
    """bench_scale.generate: units of four blocks, loops (head a, body b, latch c, exit d)
    and diamonds (a, then b or c, then d) alternating; each loop runs n times."""
    from bbprof.runtime.host import HostProgram

    path = tmp_path / "big.ll"
    path.write_text(generate(BLOCKS))
    result = instrument(load_module(path, "host"))
    program = HostProgram(result.text, result.block_map)
    n = 3
    program.function("big", ctypes.c_int64, ctypes.c_int64, ctypes.c_int64)(n, 7)
    profile = Profile.from_counters(result.block_map, program.read_counters())
    hits = profile.to_dataframe().set_index("block").thread_hits.to_dict()
    units = (BLOCKS - 2) // 4
    assert len(hits) == 4 * units + 2
    for u in range(0, units, 2):          # loops
        assert (hits[f"u{u}.a"], hits[f"u{u}.b"], hits[f"u{u}.c"], hits[f"u{u}.d"]) == (
            n + 1, n, n, 1), u
    for u in range(1, units, 2):          # diamonds: one arm
        assert hits[f"u{u}.a"] == hits[f"u{u}.d"] == 1
        assert hits[f"u{u}.b"] + hits[f"u{u}.c"] == 1
    assert hits["entry"] == hits["exit"] == 1


def test_nvptx_codegen_of_a_16k_block_kernel_in_the_llvm_child(tmp_path):
    from bbprof.ir.codegen import compile_text

    path = tmp_path / "big.ll"
    path.write_text(generate(BLOCKS, kernel=True))
    module = load_module(path)
    asm = compile_text(module.text, module.target, "sm_90")
    # a branch per loop latch and loop exit, per diamond arm: two for every four blocks
    assert ".entry big" in asm and asm.count("bra") >= BLOCKS // 2 - 4


def test_a_map_above_5000_blocks_is_written_a_function_a_line_and_reads_back(tmp_path):
    """BlockMap.to_json: indented JSON for small maps (FileCheck tests read it a value a
    line), a line per function above COMPACT_ABOVE blocks (the C encoder); one value."""
    import json

    from bbprof.instrument.blockmap import COMPACT_ABOVE, BlockMap

    path = tmp_path / "big.ll"
    path.write_text(generate(COMPACT_ABOVE + 1000))
    result = instrument(load_module(path, "host"))
    text = result.block_map.to_json()
    lines = text.splitlines()
    (line,) = [x for x in lines if x.startswith('  {"name": "big"')]
    assert len(lines) < 30 and json.loads(text) == result.block_map.to_dict()
    saved = tmp_path / "big.json"
    result.block_map.save(saved)
    assert BlockMap.load(saved).to_dict() == result.block_map.to_dict()
    small = instrument(load_module(Path(__file__).resolve().parents[2] / "bbprof" / "examples"
                                   / "nvptx_loop.ll")).block_map.to_json()
    assert '\n     "loop_depth": 0,\n' in small      # a value a line
