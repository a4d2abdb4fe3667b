"""The hand-written AMDGPU and NVPTX cases of tests/lit compile, instrumented, for every
processor of their kind, with one packed counter atomic per block in the machine code."""

from __future__ import annotations

from pathlib import Path

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text

from test_corpus import ATOMIC_ADD_U64

ARCHS = {"amdgpu": ["gfx908", "gfx90a", "gfx942", "gfx1100"], "nvptx": ["sm_80", "sm_90a"]}
CASES = sorted((Path(__file__).parent / "lit").glob("*.ll"))


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_compiles_for_every_arch(path):
    module = load_module(path)
    result = instrument(module)
    blocks = sum(len(f.blocks) for f in module.functions)
    for arch in ARCHS[module.target.kind]:
        asm = compile_text(result.text, module.target, arch)
        assert len(ATOMIC_ADD_U64.findall(asm)) == blocks, arch  # one packed atomic each
