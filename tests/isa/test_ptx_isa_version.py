"""PTX written at the ISA version of the ptxas that assembles it (as Triton does), not
LLVM's oldest for the processor: Triton's inline PTX uses instructions newer than that.
Found on the H100 (round 17): `bbprof validate` of the broad benchmark's split-K GEMM
failed, "Feature 'atom instruction with vector types' requires PTX ISA .version 8.1"."""

from __future__ import annotations

import os
import stat

import pytest

from bbprof.isa import sass
from bbprof.runtime.cuda import assemble, compile_ptx

VECTOR_ATOMIC = r"""
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %r = call { float, float } asm sideeffect "atom.global.v2.f32.add {$0, $1}, [$2], {$3, $4};", "=f,=f,l,f,f"(ptr addrspace(1) %p, float 1.0, float 2.0)
  ret void
}
"""


def fake_ptxas(tmp_path, version: str):
    path = tmp_path / f"ptxas-{version}"
    path.write_text("#!/bin/sh\necho 'ptxas: NVIDIA (R) Ptx optimizing assembler'\n"
                    f"echo 'Cuda compilation tools, release {version[:4]}, V{version}'\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


@pytest.mark.parametrize("version,feature", [("12.1.105", "+ptx81"), ("12.8.93", "+ptx87"),
                                             ("12.9.86", "+ptx88"), ("13.0.88", "+ptx90"),
                                             ("13.4.59", "+ptx90"), ("11.8.89", "")])
def test_the_feature_follows_the_assembler(tmp_path, version, feature):
    assert sass.ptx_isa_feature(fake_ptxas(tmp_path, version)) == feature


def test_features_naming_a_version_keep_it(tmp_path):
    ptxas = fake_ptxas(tmp_path, "12.8.93")
    assert sass.with_ptx_isa("+ptx83", ptxas) == "+ptx83"
    assert sass.with_ptx_isa("", ptxas) == "+ptx87"
    assert sass.with_ptx_isa("+sm_90a", None) == "+sm_90a"


@pytest.mark.skipif(sass.find_ptxas() is None, reason="no ptxas (pip install '.[sass]')")
def test_triton_style_vector_atomics_assemble():
    ptxas = str(sass.find_ptxas())
    ptx = compile_ptx(VECTOR_ATOMIC, "sm_90a", ptxas)
    version = next(line for line in ptx.splitlines() if line.startswith(".version"))
    assert version != ".version 8.0"
    assert len(assemble(ptx, "sm_90a", ptxas)) > 0


def _ptx_version(ptx: str) -> str:
    return next(line for line in ptx.splitlines() if line.startswith(".version"))


def test_static_writes_ptx_at_the_assemblers_version(tmp_path, monkeypatch):
    """`bbprof static`/`report` compile NVPTX at the ptxas's PTX ISA version, as `run`
    does (round 18: static stopped at ptxas on Triton's vector atomics, 8.0 < 8.1)."""
    from bbprof.ir import load_module
    from bbprof.isa.compile import compile_module

    ptxas = fake_ptxas(tmp_path, "12.8.93")
    monkeypatch.setattr(sass, "find_tools", lambda: None)
    monkeypatch.setattr(sass, "find_ptxas", lambda: ptxas)
    module = load_module(tmp_path / "k.ll", text=VECTOR_ATOMIC)
    assert _ptx_version(compile_module(module, "sm_90").text) == ".version 8.7"
    # the SASS listing's ptxas older than PATH's: its version, which both read
    from pathlib import Path
    older = Path(fake_ptxas(tmp_path, "12.4.131"))
    monkeypatch.setattr(sass, "find_tools", lambda: (older, older))
    assert _ptx_version(compile_module(module, "sm_90").text) == ".version 8.4"
    monkeypatch.setattr(sass, "find_tools", lambda: None)
    monkeypatch.setattr(sass, "find_ptxas", lambda: None)   # no ptxas: LLVM's default
    assert _ptx_version(compile_module(module, "sm_90").text) == ".version 7.8"


@pytest.mark.skipif(sass.find_tools() is None, reason="no ptxas/nvdisasm (pip install '.[sass]')")
def test_static_mix_of_triton_style_vector_atomics(tmp_path):
    from bbprof.ir import load_module
    from bbprof.isa.analysis import analyze

    module = load_module(tmp_path / "k.ll", text=VECTOR_ATOMIC)
    analysis = analyze(module, "sm_90", sass=True)
    assert "k" in analysis.sass and analysis.sass["k"].instructions
