"""IREE 3.13's (LLVM 24) kernels: every module instruments, verifies, builds and has a mix.

tests/data/iree/ holds 12 MLIR programs compiled by scripts/make_iree_corpus.py for gfx942,
gfx90a, gfx1100 and sm_80, optimized and linked dumps (96 modules). Before the LLVM-24 rules
of bbprof/ir/skew.py, 66 of the 72 AMD modules ended the process (SIGABRT in LLVM 22's
parser: make.buffer.rsrc with an i32 num_records), and the NVIDIA ones with inexact decimal
literals and the linked ones with denormal_fpenv were refused.

MFMA counts: IREE's own assembly of the gfx942 modules (``*.rocmasm``, made by IREE's LLVM
24) is the independent reference for the matrix instructions of bbprof's static mix, which
compiles the rewritten module with llvmlite's LLVM 22.
"""

from __future__ import annotations

import gzip
import json
import re

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.module import parse_and_verify
from bbprof.isa.analysis import analyze

from bbprof_testpaths import DATA

IREE = DATA / "iree"
MODULES = sorted(p for p in IREE.glob("*/*.ll.gz"))
AMD_ARCHS = ("gfx942", "gfx90a", "gfx1100")


def _ids(paths):
    return [f"{p.parent.name}/{p.name.removesuffix('.ll.gz')}" for p in paths]


def _text(path) -> str:
    return gzip.decompress(path.read_bytes()).decode()


def test_the_corpus_is_what_the_readme_says():
    manifest = json.loads((IREE / "manifest.json").read_text())
    programs = sorted(p.stem for p in (IREE / "mlir").glob("*.mlir"))
    assert len(programs) >= 10 and len(MODULES) >= 30
    assert "LLVM version 24" in manifest["iree_compile_version"]
    for target in (*AMD_ARCHS, "sm_80"):
        for program in programs:
            for kind in ("optimized", "linked"):
                assert (IREE / target / f"{program}.{kind}.ll.gz").exists()


@pytest.fixture(scope="module")
def linker():
    from bbprof.codeobj import find_linker
    from bbprof.errors import ToolFailure

    try:
        return find_linker()
    except ToolFailure as exc:
        pytest.skip(f"no AMDGPU linker (ld.lld) here: {exc}")


@pytest.mark.parametrize("path", MODULES, ids=_ids(MODULES))
def test_module_instruments_verifies_and_has_a_mix(path, tmp_path, request):
    target = path.parent.name
    source = tmp_path / path.name.removesuffix(".gz")
    source.write_text(_text(path))
    module = load_module(source)
    if target in AMD_ARCHS:
        assert module.arch() == target            # from the triple: amdgpu9.42-amd-amdhsa
    result = instrument(module)                   # verifies the output itself ...
    parse_and_verify(result.text, str(source))    # ... and so does this, independently
    assert result.block_map.kernels
    arch = target if target in AMD_ARCHS else "sm_80"
    static = analyze(module, arch)
    blocks = static.blocks()
    assert blocks["total"].sum() > 0
    assert blocks["total"].sum() == sum(len(mb.instructions) for fn in static.functions
                                        for mb in fn.blocks)
    if target in AMD_ARCHS:
        from bbprof.codeobj.build import build_code_object

        linker = request.getfixturevalue("linker")
        out = tmp_path / "k.bbprof.ll"
        out.write_text(result.text)
        built = build_code_object(out, block_map=result.block_map, linker=linker)
        assert set(built.kernels) == set(result.block_map.kernels)
        assert built.arch == target


ASM = sorted(IREE.glob("gfx942/*.rocmasm.gz"))


def _matrix_ops(assembly: str) -> int:
    return sum(1 for line in assembly.splitlines()
               if re.match(r"^\s+v_(?:mfma|smfmac)\w*\s", line))


@pytest.mark.parametrize("path", ASM, ids=[p.name.split(".")[0] for p in ASM])
def test_gfx942_matrix_instructions_match_irees_own_assembly(path, tmp_path):
    program = path.name.split(".")[0]
    source = tmp_path / f"{program}.optimized.ll"
    source.write_text(_text(IREE / "gfx942" / f"{program}.optimized.ll.gz"))
    expected = _matrix_ops(_text(path))
    static = analyze(load_module(source), "gfx942")
    got = int(static.blocks()["matrix"].sum())
    assert got == expected, f"{program}: bbprof's mix {got} MFMA, IREE's assembly {expected}"


def test_some_programs_do_use_the_matrix_cores():
    """The comparison above means something: the matmul and conv programs use MFMA."""
    counts = {p.name.split(".")[0]: _matrix_ops(_text(p)) for p in ASM}
    assert counts["matmul_f16"] > 0 and counts["conv_nhwc_f16"] > 0
    assert counts["batch_matmul_f16"] > 0 and counts["softmax_f32"] == 0
