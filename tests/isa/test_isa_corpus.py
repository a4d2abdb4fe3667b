"""Acceptance over the whole corpus (tests/data/isa): every machine instruction is
attributed, category totals agree with an independent count, the differences from Triton's
own assembly are the recorded ones, and the hot loops show their matrix instructions."""

from __future__ import annotations

import llvmlite.binding as llvm
import pandas as pd
import pytest
from isa_corpus import (KERNELS, REFERENCE, TARGETS, analysis, asm_suffix, isa_of, read,
                        triton_analysis)
from isa_independent import counts

MODULES = [(t, k) for t in TARGETS for k in KERNELS]


@pytest.mark.parametrize("target,kernel", MODULES)
def test_every_instruction_is_attributed(target, kernel):
    result = analysis(target, kernel)
    blocks = result.blocks()
    independent = counts(result.assembly, isa_of(target))
    assert set(independent) == {fn.name for fn in result.functions}
    for name, expected in independent.items():
        rows = blocks[blocks.function == name]
        assert expected["total"] > 50
        assert rows.total.sum() == expected["total"]
        # every row's category columns add up to its total, ALU kinds never exceed it
        categories = list(result.categories)
        assert (rows[categories].sum(axis=1) == rows.total).all()
        assert (rows[["alu_int", "alu_float", "alu_move"]].sum(axis=1) <= rows.total).all()
        # every instruction landed on a real IR block of the function
        ir_fn = result.module.function(name)
        assert sorted(rows.ir_block.tolist()) == [b.id for b in ir_fn.blocks]
        assert rows.ir_block.notna().all()
    machine = result.machine_blocks()
    assert machine.ir_block.notna().all()
    assert machine.total.sum() == blocks.total.sum()
    # LLVM-made blocks are visible, and counted once: under llvm_made of some IR block
    made = machine[machine.origin != "ir"].total.sum()
    assert blocks.llvm_made.sum() == made


@pytest.mark.parametrize("target,kernel", MODULES)
def test_categories_agree_with_an_independent_count(target, kernel):
    for result in (analysis(target, kernel), triton_analysis(target, kernel)):
        totals = result.category_totals().set_index("function")
        for name, expected in counts(result.assembly, isa_of(target)).items():
            for category, n in expected.items():
                assert totals.loc[name, category] == n, (name, category)
        assert result.unknown_mnemonics() == {}


def test_differences_from_tritons_assembly_are_the_recorded_ones():
    reference = pd.read_csv(REFERENCE)
    version = ".".join(map(str, llvm.llvm_version_info))
    same_llvm = (reference.llvm == version).all()
    for (target, kernel), rows in reference.groupby(["target", "kernel"]):
        theirs = triton_analysis(target, kernel).category_totals().iloc[0]
        ours = analysis(target, kernel).category_totals().iloc[0]
        for row in rows.itertuples():
            # Triton's side is fixed text: it must always match
            assert theirs[row.category] == row.triton, (target, kernel, row.category)
            if same_llvm:
                assert ours[row.category] == row.llvmlite, (
                    target, kernel, row.category,
                    "regenerate with python tests/isa/make_reference.py and read the diff")
    # the two LLVMs differ a little, never in the matrix instructions
    totals = reference[reference.category == "total"]
    assert (totals.difference.abs() <= 0.1 * totals.triton).all()
    exact = reference[reference.category.isin(["matrix", "mma", "wgmma", "ldmatrix"])]
    assert (exact.difference == 0).all()
    assert len(reference) == sum(len(analysis(t, k).categories) + 1 for t, k in MODULES)


def _hot_loop(result):
    """The IR block inside a loop with the most matrix instructions."""
    blocks = result.blocks()
    column = "matrix" if result.isa == "amdgcn" else "wgmma" if "sm_90" in result.arch else "mma"
    loop = blocks[blocks.loop_depth > 0]
    return loop.sort_values(column, ascending=False).iloc[0], column


@pytest.mark.parametrize("target,mnemonic,count", [
    ("gfx942", "v_mfma_f32_32x32x8_f16", 16),
    ("gfx90a", "v_mfma_f32_32x32x8f16", 16),
    ("gfx1100", "v_wmma_f32_16x16x16_f16", 32),
    ("sm_90", "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16", 4),
    ("sm_80", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", 16),
])
def test_matmul_hot_loop_shows_its_matrix_instructions(target, mnemonic, count):
    result = analysis(target, "matmul")
    hot, column = _hot_loop(result)
    assert hot[column] >= count
    function = result.functions[0]
    in_block = [inst.mnemonic for mb in function.blocks if mb.ir_block == hot.ir_block
                for inst in mb.instructions]
    assert in_block.count(mnemonic) >= count
    # and none of them outside loops on NVIDIA (the K loop holds all the MMAs there)
    if isa_of(target) == "ptx":
        blocks = result.blocks()
        assert blocks[blocks.loop_depth == 0][column].sum() == 0


def test_sm_90_matmul_is_compiled_for_sm_90a_with_a_note():
    from bbprof.ir.module import load_module
    from bbprof.isa import analyze
    from isa_corpus import ll_path

    module = load_module(ll_path("sm_90", "matmul"), "nvptx", text=read("sm_90", "matmul", ".ll"))
    result = analyze(module, "sm_90", sass=False)
    assert result.arch == "sm_90a"
    assert any("sm_90a" in note for note in result.notes)
    assert ".target sm_90a" in result.assembly


def test_amdgpu_resources_match_the_kernel_info():
    res = analysis("gfx942", "matmul").resources().iloc[0]
    text = analysis("gfx942", "matmul").assembly
    assert f"; NumVgprs: {res.vgprs}" in text
    assert f"; Occupancy: {res.occupancy_waves_per_simd}" in text
    assert res.vgprs > 64 and res.occupancy_waves_per_simd >= 1 and res.wave_size == 64
    gfx1100 = analysis("gfx1100", "matmul").resources().iloc[0]
    assert gfx1100.wave_size == 32
    assert gfx1100.vgpr_spills > 0 and gfx1100.scratch_bytes > 0


def test_ptx_resources_count_declared_registers():
    res = analysis("sm_80", "matmul").resources().iloc[0]
    text = analysis("sm_80", "matmul").assembly
    assert f".reg .b32 \t%r<{res.ptx_regs_b32}>;" in text
    assert res.reqntid == "128"


def test_triton_assembly_parses_without_canonical_names():
    result = triton_analysis("gfx942", "matmul")
    assert result.functions[0].instruction_count == counts(
        read("gfx942", "matmul", asm_suffix("gfx942")), "amdgcn")["matmul_kernel"]["total"]
    # no IR block names in Triton's numbered IR: nothing can be attributed, and it says so
    assert all(b.ir_block is None for b in result.functions[0].blocks)
