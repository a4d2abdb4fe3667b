"""Real Triton IR: every module instruments, verifies and compiles for its target, with
exactly one counter atomic per counter in the machine code (``expected_atomics``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text
from bbprof.ir.module import parse_and_verify

from bbprof_testpaths import DATA, SHARED_CORPUS

# One 64-bit atomic add to global memory, as each back end prints it.
ATOMIC_ADD_U64 = re.compile(
    r"^\s*(?:@!?%\w+\s+)?(?:(?:global|flat)_atomic_add_(?:x2|u64)\b"
    r"|(?:red|atom)(?:\.[a-z0-9]+)*\.add\.u64\b)", re.M)

LOCAL = sorted((DATA / "corpus").glob("*/*.ll*"))
SHARED = sorted(SHARED_CORPUS.glob("triton*/*/*.ll")) + sorted(
    SHARED_CORPUS.glob("triton-h200/*.llir"))


def expected_atomics(block_map) -> int:
    """64-bit atomic adds the machine code must hold: one per block counted at its top;
    a single-block loop in registers has one per exit edge instead (and, recording its
    trips, two more per exit, three where its lanes may hold different counts), a loop
    whose chain is in a uniform register one per accumulator and detour flag (their blocks
    none)."""
    total = 0
    for fn in block_map.functions:
        register = {r.block: r.exits for r in fn.register_loops}
        uniform = [a for loop in fn.uniform_loops for a in loop.accumulators]
        flags = [d for loop in fn.uniform_loops for d in loop.detours]
        in_uniform = {b for a in uniform for b in a.blocks} | {b for d in flags
                                                               for b in d.blocks}
        total += sum(1 for b in fn.blocks if b.counters and b.id not in register
                     and b.id not in in_uniform)
        total += sum(register.values()) + len(uniform) + len(flags)
        same = fn.warp_uniform is not None and fn.warp_uniform.uniform
        total += sum(r.exits * (2 if same else 3) for r in fn.register_loops
                     if r.trips is not None)
        # spanning tree: one per edge counter (a register loop's back edge is its flush),
        # per block put on an edge, and per loop exit edge counted beside its flush
        total += sum(1 for e in fn.edges
                     if e.kind in ("exit", "split") or e.kind == "edge" and not (
                         e.source == e.target and e.source in register))
    return total


def arch_for(path: Path, module) -> str:
    if module.arch():
        return module.arch()
    return "sm_80" if "sm_80" in str(path) else "sm_90a"


def check_module(path: Path) -> None:
    module = load_module(path)
    result = instrument(module)
    parse_and_verify(result.text, str(path))
    blocks = sum(len(f.blocks) for f in module.functions)
    assert sum(len(f.blocks) for f in result.block_map.functions) == blocks
    asm = compile_text(result.text, module.target, arch_for(path, module))
    assert len(ATOMIC_ADD_U64.findall(asm)) == expected_atomics(result.block_map)
    assert "__bbprof_counters" in asm


@pytest.mark.parametrize("path", LOCAL, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_bundled_corpus_subset(path):
    check_module(path)


@pytest.mark.skipif(not SHARED, reason="../shared/corpus is not beside this checkout")
@pytest.mark.parametrize("path", SHARED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_whole_shared_corpus(path):
    check_module(path)


def test_version_skew_literals_are_rewritten_losslessly():
    module = load_module(DATA / "corpus" / "sm_90" / "softmax.ll")
    assert any("f0x" in note for note in module.notes)
    # f0x3FB8AA3B is log2(e) as float bits; the old form is the same value as a double.
    assert "0x3FF7154760000000" in module.text
    assert "f0x" not in module.text


def test_triton_nvidia_ir_without_triple_is_detected_as_nvptx():
    module = load_module(DATA / "corpus" / "h200" / "loop.llir")
    assert module.triple is None
    assert module.target.kind == "nvptx"
    assert [b.name for b in module.functions[0].blocks] == [
        "6", ".lr.ph", "._crit_edge", "64", "83"]


def test_new_amdgpu_triple_spelling_gives_arch_and_wave_size():
    module = load_module(DATA / "corpus" / "gfx1100" / "matmul.ll")
    assert module.triple == "amdgpu11.00-amd-amdhsa"
    assert module.arch() == "gfx1100"
    assert module.wave_size(module.functions[0]) == 32
    assert len(module.functions[0].blocks) == 645
    conv = load_module(DATA / "corpus" / "gfx942" / "conv2d_implicit_gemm.ll")
    assert conv.arch() == "gfx942" and conv.wave_size(conv.functions[0]) == 64


@pytest.mark.parametrize("path", LOCAL, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_counting_mode_compiles(path):
    """Wide counters, thread-only with loops in registers, and spanning-tree edge counters
    all verify and compile on real Triton IR too (their counts are checked by the
    execution and property tests, and on the H200)."""
    from bbprof.instrument.modes import Mode

    module = load_module(path)
    for mode in (Mode(packed=False), Mode(counters=("thread_hits",)),
                 Mode(counters=("thread_hits",), placement="spanning-tree")):
        result = instrument(module, mode=mode)
        parse_and_verify(result.text, str(path))
        asm = compile_text(result.text, module.target, arch_for(path, module))
        assert "__bbprof_counters" in asm
