"""SASS per IR block through ptxas/nvdisasm (skipped where the tools are not installed)."""

from __future__ import annotations

import pytest
from isa_corpus import ll_path, read

from bbprof.errors import ToolFailure
from bbprof.isa.sass import (assemble, find_tools, parse_listing, parse_ptxas_info,
                              ptxas_candidates)

tools = find_tools()
needs_tools = pytest.mark.skipif(tools is None, reason="ptxas/nvdisasm not found "
                                                       "(pip install triton)")

LISTING = """\
//--------------------- .text.k                 --------------------------
\t.section\t.text.k,"ax",@progbits
k:
.text.k:
\t//## File ".nv_debug_ptx_txt", line 20
        /*0000*/                   LDC R1, c[0x0][0x28] ;
\t//## File ".nv_debug_ptx_txt", line 31
        /*0010*/                   HMMA.16816.F32 R4, R8, R12, R4 ;
.L_x_0:
        /*0020*/              @!P0 BRA `(.L_x_0) ;
        /*0030*/                   EXIT ;
"""


def test_listing_parse():
    fns = parse_listing(LISTING)
    k = fns["k"]
    assert [(i.address, i.mnemonic, i.ptx_line, i.category) for i in k.instructions] == [
        (0, "LDC", 20, "memory"), (16, "HMMA.16816.F32", 31, "tensor"),
        (32, "BRA", 31, "branch"), (48, "EXIT", 31, "branch")]
    assert k.labels == {".L_x_0": 32}
    assert k.backward_branches() == 0   # a branch to itself is not a loop


def test_ptxas_info_parse():
    info = parse_ptxas_info(
        "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
        "ptxas info    : Function properties for k\n"
        "    0 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads\n"
        "ptxas info    : Used 242 registers, used 1 barriers, 16 bytes smem\n")
    assert info == {"k": {"sass_registers": 242, "stack_bytes": 0, "spill_store_bytes": 8,
                          "spill_load_bytes": 4, "sass_shared_bytes": 16}}


@needs_tools
@pytest.mark.parametrize("target,arch,tensor", [("sm_90", "sm_90a", "HGMMA"),
                                                ("sm_80", "sm_80", "HMMA")])
def test_sass_of_matmul(target, arch, tensor):
    from bbprof.ir.module import load_module
    from bbprof.isa import analyze

    module = load_module(ll_path(target, "matmul"), "nvptx", text=read(target, "matmul", ".ll"))
    result = analyze(module, arch, sass=True)
    blocks = result.blocks()
    sass = result.sass["matmul_kernel"]
    assert blocks.sass_total.sum() == len(sass.instructions) > 500
    assert blocks.sass_total.sum() == sum(blocks[f"sass_{c}"].sum() for c in
                                          ("tensor", "memory", "branch", "barrier", "other"))
    # every tensor-core instruction comes from the K loop block, as its PTX does
    loop = blocks[blocks.loop_depth > 0]
    tensor_count = sum(1 for i in sass.instructions if i.mnemonic.startswith(tensor))
    assert tensor_count >= 4
    assert blocks.sass_tensor.sum() >= tensor_count
    assert loop.sass_tensor.sum() == blocks.sass_tensor.sum()
    res = result.resources().iloc[0]
    assert res.sass_registers > 64 and res.spill_store_bytes == 0
    # no debug cubin: ptxas ran on optimisable PTX (a debug build has no HGMMA scheduling)
    assert res.sass_instructions < 3 * res.instructions


def test_without_tools_sass_is_skipped_or_a_clear_error(monkeypatch):
    from bbprof.errors import ToolFailure
    from bbprof.ir.module import load_module
    from bbprof.isa import analysis as analysis_mod
    from bbprof.isa import sass as sass_mod

    monkeypatch.setattr(sass_mod, "find_tools", lambda: None)
    module = load_module(ll_path("sm_80", "reduce"), "nvptx", text=read("sm_80", "reduce", ".ll"))
    result = analysis_mod.analyze(module, "sm_80")          # default: SASS when available
    assert result.sass is None and "sass_total" not in result.blocks().columns
    with pytest.raises(ToolFailure, match="ptxas and nvdisasm were not found"):
        analysis_mod.analyze(module, "sm_80", sass=True)


def _fake_tool(path, script: str) -> None:
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(0o755)


def test_ptx_newer_than_ptxas_goes_to_the_wheels_newer_assembler(tmp_path):
    """Triton 3.7+ writes PTX for sm_90 in the ISA version of the ``ptxas-blackwell`` its
    wheel keeps beside ``ptxas``: the older one refuses it, the newer one assembles it.
    (Fake tools: which one ran, and what a refusal of another kind does.)"""
    listing = tmp_path / "listing.txt"
    listing.write_text(LISTING)
    refuse = ('echo "ptxas fatal : Unsupported .version 9.4; current version is \'8.8\'"'
              ' >&2; exit 255\n')
    _fake_tool(tmp_path / "ptxas", refuse)
    _fake_tool(tmp_path / "ptxas-blackwell", "echo \"ptxas info    : Function properties "
               "for k\" >&2; echo \"ptxas info    : Used 7 registers\" >&2; "
               "echo blackwell > \"$6\"\n")
    _fake_tool(tmp_path / "nvdisasm", f'grep -q blackwell "$3" && cat {listing}\n')
    fns = assemble(".version 9.4\n", "sm_90a", (tmp_path / "ptxas", tmp_path / "nvdisasm"))
    assert [i.mnemonic for i in fns["k"].instructions][:2] == ["LDC", "HMMA.16816.F32"]
    assert fns["k"].resources["sass_registers"] == 7
    assert ptxas_candidates(tmp_path / "ptxas") == [tmp_path / "ptxas",
                                                     tmp_path / "ptxas-blackwell"]
    # a failure that is not about the PTX's version is not retried
    _fake_tool(tmp_path / "ptxas", 'echo "ptxas fatal : syntax error" >&2; exit 255\n')
    with pytest.raises(ToolFailure, match="syntax error"):
        assemble(".version 9.4\n", "sm_90a", (tmp_path / "ptxas", tmp_path / "nvdisasm"))
    # without the newer assembler the refusal is the error
    _fake_tool(tmp_path / "ptxas", refuse)
    (tmp_path / "ptxas-blackwell").unlink()
    with pytest.raises(ToolFailure, match="Unsupported .version"):
        assemble(".version 9.4\n", "sm_90a", (tmp_path / "ptxas", tmp_path / "nvdisasm"))
