"""Scratch (private memory) traffic is its own category and overhead group (issue 21, A2).

On gfx908 rocMLIR's 2021 conv makes 512 of its 600 "VMEM" accesses to scratch, through
the scratch buffer resource (``buffer_store_dword v4, off, s[0:3], 0 offset:112``); a
conv tuner looks for exactly that. Which buffer accesses are scratch is read from the
operands (see ``bbprof.isa.amdgcn``); each case below is one rule.
"""

from __future__ import annotations

import re

import pytest

from bbprof.isa.groups import group_columns
from bbprof.ir import load_module
from bbprof.isa import amdgcn
from bbprof.isa.analysis import analyze

from bbprof_testpaths import DATA, TESTS

ROCMLIR = TESTS.parents[1] / "shared" / "rocmlir-ir"


def kernel(name: str, body: str, *, scratch: int, preload: int = 1) -> str:
    return f"""\t.text
\t.globl\t{name}
\t.type\t{name},@function
{name}:
; %bb.0:                                ; %bbprof.0
{body}\ts_endpgm
.Lfunc_end_{name}:
; Kernel info:
; ScratchSize: {scratch}
\t.rodata
\t.amdhsa_kernel {name}
\t\t.amdhsa_private_segment_fixed_size {scratch}
\t\t.amdhsa_user_sgpr_private_segment_buffer {preload}
\t.end_amdhsa_kernel
"""


SPILLS = kernel("spills", """\
\tbuffer_store_dword v1, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
\tbuffer_load_dword v1, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
\tbuffer_store_dword v2, v3, s[0:3], 0 offen
\tbuffer_load_dwordx4 v[4:7], v3, s[4:7], 0 offen
\tglobal_load_dword v8, v[0:1], off
\tscratch_store_dword off, v9, s33 offset:8
""", scratch=16)
NO_PRIVATE_SEGMENT = kernel("gemm", """\
\tbuffer_store_dword v2, v3, s[0:3], 0 offen
\tbuffer_load_dwordx2 v[4:5], v3, s[4:7], 0 offen
""", scratch=0)
COPIED = kernel("copied", """\
\ts_mov_b64 s[8:9], s[0:1]
\ts_mov_b64 s[10:11], s[2:3]
\tbuffer_store_dword v2, off, s[8:11], 0 offset:16
\tbuffer_load_dword v2, v3, s[0:3], 0 offen
""", scratch=32)
NOT_PRELOADED = kernel("flat", """\
\tbuffer_load_dword v2, v3, s[0:3], 0 offen
\tscratch_load_dword v4, off, off offset:4
""", scratch=32, preload=0)


def categories(text: str) -> list[tuple[str, str]]:
    (fn,) = amdgcn.parse(text)
    return [(i.mnemonic, i.category) for i in fn.instructions() if i.mnemonic != "s_endpgm"]


def test_spills_private_arrays_and_scratch_instructions_are_scratch():
    assert categories(SPILLS) == [
        ("buffer_store_dword", "scratch"),      # LLVM's comment: a spill
        ("buffer_load_dword", "scratch"),       # and its reload
        ("buffer_store_dword", "scratch"),      # a private array, through s[0:3]
        ("buffer_load_dwordx4", "vmem_load"),   # another descriptor: global memory
        ("global_load_dword", "vmem_load"),
        ("scratch_store_dword", "scratch"),     # flat scratch, by its mnemonic
    ]


def test_s0_3_without_a_private_segment_is_an_ordinary_descriptor():
    # rocMLIR's GEMMs keep a global buffer descriptor in s[0:3] (no scratch at all)
    assert categories(NO_PRIVATE_SEGMENT) == [("buffer_store_dword", "vmem_store"),
                                              ("buffer_load_dwordx2", "vmem_load")]


def test_the_quad_the_prologue_copies_the_private_buffer_to():
    assert categories(COPIED) == [("s_mov_b64", "salu"), ("s_mov_b64", "salu"),
                                  ("buffer_store_dword", "scratch"),
                                  ("buffer_load_dword", "vmem_load")]


def test_kernel_that_does_not_preload_the_private_buffer():
    # architected flat scratch: s[0:3] is not the scratch resource, scratch_* is scratch
    assert categories(NOT_PRELOADED) == [("buffer_load_dword", "vmem_load"),
                                         ("scratch_load_dword", "scratch")]


def test_private_array_compiled_for_gfx908():
    result = analyze(DATA / "isa" / "scratch" / "private_array.ll")
    totals = result.category_totals().iloc[0]
    # from the IR (see the file): one private store and one private load, one global store
    assert (totals.scratch, totals.vmem_load, totals.vmem_store) == (2, 0, 1)
    assert int(result.resources().scratch_bytes.iloc[0]) >= 4096
    assert "scratch" in group_columns("amdgcn")["scratch_spill"]
    assert group_columns("ptx")["scratch_spill"] == ["ld_local", "st_local"]


def test_gfx1100_spills_are_scratch():
    from isa_corpus import analysis

    result = analysis("gfx1100", "matmul")
    spills = [line for line in result.assembly.split("\n")
              if re.match(r"\tscratch_\w+", line)]
    assert spills and result.category_totals().iloc[0].scratch == len(spills)


def _dwords(text: str) -> int:
    """Private (addrspace 5) accesses of the typed-pointer IR, in dwords: scalar float/i32
    loads and stores, and <N x float> loads."""
    n = len(re.findall(r"store (?:float|i32) [^,]+, (?:float|i32) addrspace\(5\)\*", text))
    n += len(re.findall(r"= load (?:float|i32), (?:float|i32) addrspace\(5\)\*", text))
    n += sum(int(m) for m in re.findall(r"= load <(\d+) x float>, <\d+ x float> addrspace\(5\)",
                                        text))
    return n


CONVS = sorted(p for p in ROCMLIR.glob("*.ll") if "addrspace(5)*" in p.read_text()) \
    if ROCMLIR.is_dir() else []


@pytest.mark.skipif(not CONVS, reason="no typed-pointer rocMLIR IR with private arrays in "
                                      "../shared/rocmlir-ir (the 2021 conv)")
@pytest.mark.parametrize("path", CONVS, ids=lambda p: p.name)
def test_rocmlir_conv_scratch_on_gfx908(path):
    result = analyze(load_module(path), "gfx908")
    totals = result.category_totals().iloc[0]
    assert totals.scratch == _dwords(path.read_text()) > 0
