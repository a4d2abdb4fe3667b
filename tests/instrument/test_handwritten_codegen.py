"""The hand-written AMDGPU and NVPTX cases of tests/lit compile, instrumented, for every
processor of their kind, with exactly one counter atomic per counter site in the machine
code: in the default mode one (packed) per block, with spanning-tree placement one per
counted block or edge; a single-block loop counted in registers (thread-only modes) has
one per exit edge instead. On AMDGPU the block code is a call of the counting function:
the back end inlines it everywhere (no call is left in the machine code)."""

from __future__ import annotations

import re

import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text

from bbprof_testpaths import LIT
from test_corpus import ATOMIC_ADD_U64, expected_atomics

ARCHS = {"amdgpu": ["gfx908", "gfx90a", "gfx942", "gfx1100"], "nvptx": ["sm_80", "sm_90a"]}
CASES = sorted(LIT.glob("*.ll"))
MODES = [Mode(), Mode(counters=("thread_hits",)),
         Mode(counters=("thread_hits",), placement="spanning-tree")]


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_compiles_for_every_arch(path, mode):
    module = load_module(path)
    # AMD cases that name no processor are wave64 kernels: their RUN lines pass --arch gfx942
    named = module.arch() or module.target.kind != "amdgpu"
    result = instrument(module, mode=mode, arch=None if named else "gfx942")
    sites = result.block_map.counters.sites
    if mode.placement == "every-block":
        # every block names its counter word (a loop chain's blocks share one)
        assert all(b.counters for f in result.block_map.functions for b in f.blocks)
        expected = expected_atomics(result.block_map)
    else:
        # a loop counted in registers updates memory once per exit edge, not at its top
        expected = sites + sum(loop.exits - 1 for fn in result.block_map.functions
                               for loop in fn.register_loops)
        # a loop recording its trips: two more per exit, three where lanes may differ
        expected += sum(loop.exits * (2 if fn.warp_uniform and fn.warp_uniform.uniform
                                      else 3)
                        for fn in result.block_map.functions for loop in fn.register_loops
                        if loop.trips is not None)
    for arch in ARCHS[module.target.kind]:
        asm = compile_text(result.text, module.target, arch)
        assert len(ATOMIC_ADD_U64.findall(asm)) == expected, arch
        # the counting function is inlined at every call, and no call is left
        assert not re.search(r"^\s*\.type\s+__bbprof\.count", asm, re.M), arch
        assert not re.search(r"__bbprof\.count\.w\d+@", asm), arch   # no call's address
