"""A processor's facts from one table (bbprof/ir/arch.py), and a module's wave size from
them: its attributes, its triple, ``--arch``, and never a guess (issue 37).

The AMDGPU facts were read from LLVM 22's back end (the llvmlite one): ``.amdhsa_
wavefront_size32`` of a compiled kernel per processor and features, and the LDS size at
which it reports "local memory (N) exceeds limit". The modules are real Triton IR
(tests/data/corpus/README.md): Triton 3.6's names no processor at all, 3.9's only in its
triple.
"""

from __future__ import annotations

import pytest

from bbprof.errors import TargetError
from bbprof.ir import load_module
from bbprof.ir.arch import AMDGPU, HOST, NVPTX, arch_of, wave_size
from bbprof.instrument.layout import has_xcc, is_gfx9

from bbprof_testpaths import DATA

TRITON = {version: DATA / "corpus" / f"triton{version}" for version in ("36", "39")}
FILES = [(version, arch, kernel) for version in ("36", "39")
         for arch in ("gfx1100", "gfx1200") for kernel in ("reduce", "branchy")]


@pytest.mark.parametrize("name,sizes,lds", [
    ("gfx600", (64,), 32 * 1024), ("hawaii", (64,), 64 * 1024), ("gfx803", (64,), 64 * 1024),
    ("gfx908", (64,), 64 * 1024), ("gfx90a", (64,), 64 * 1024), ("gfx942", (64,), 64 * 1024),
    ("gfx950", (64,), 160 * 1024), ("gfx1030", (32, 64), 64 * 1024),
    ("gfx1100", (32, 64), 64 * 1024), ("gfx1200", (32, 64), 64 * 1024),
    ("gfx1250", (32,), 320 * 1024), ("gfx11-generic", (32, 64), 64 * 1024),
])
def test_amdgpu_facts(name, sizes, lds):
    facts = arch_of(AMDGPU, name)
    assert facts.wave_sizes == sizes and facts.wave_size == sizes[0]
    assert facts.lds_bytes == lds
    assert wave_size(AMDGPU, name) == sizes[0]


def test_features_choose_the_wave_size_and_nothing_else_is_guessed():
    assert wave_size(AMDGPU, "gfx1100", "+wavefrontsize64") == 64
    assert wave_size(AMDGPU, None, "+wavefrontsize32") == 32
    assert wave_size(AMDGPU, None) is None
    assert wave_size(AMDGPU, "x86-64") is None   # Taichi's host CPU on AMDGPU functions
    assert arch_of(AMDGPU, "sm_90a") is None and arch_of(NVPTX, "gfx942") is None
    assert wave_size(NVPTX, None) == 32 and wave_size(HOST, None) == 1
    assert arch_of(NVPTX, "sm_90a").lds_bytes == 227 * 1024
    assert arch_of(NVPTX, "sm_120").lds_bytes is None


def test_hardware_ids_come_from_the_table():
    assert is_gfx9("gfx90a") and not has_xcc("gfx90a")
    assert is_gfx9("gfx942") and has_xcc("gfx942") and has_xcc("gfx950")
    assert not is_gfx9("gfx1100") and not is_gfx9(None) and not is_gfx9("gfx9x")


@pytest.mark.parametrize("version,arch,kernel", FILES)
def test_triton_amd_ir_gets_its_wave_size_from_arch(version, arch, kernel):
    module = load_module(TRITON[version] / arch / f"{kernel}.ll")
    assert not any(fn.target_cpu for fn in module.functions)
    chosen = module.with_arch(arch)
    assert chosen.arch() == arch
    assert {chosen.wave_size(fn) for fn in chosen.functions} == {32}
    if version == "39":          # the triple names the processor: no --arch needed
        assert module.arch() == arch and module.with_arch(None) is module
        assert module.wave_size(module.functions[0]) == 32
    else:                        # it names none: its wave size is not guessed
        assert module.arch() is None
        with pytest.raises(TargetError, match=r"does not say its wave size: "
                                              rf"@{kernel}_kernel has no target-cpu"):
            module.wave_size(module.functions[0])


def test_arch_contradicting_the_triple_is_refused():
    module = load_module(TRITON["39"] / "gfx1100" / "reduce.ll")
    with pytest.raises(TargetError, match="the module is for gfx1100 .its triple "
                                          "amdgpu11.00-amd-amdhsa., not gfx942"):
        module.with_arch("gfx942")
    # once given, --arch is the module's processor for every later question
    plain = load_module(TRITON["36"] / "gfx1100" / "reduce.ll").with_arch("gfx1100")
    assert plain.processor() == ("gfx1100", "--arch")
    with pytest.raises(TargetError, match=r"is for gfx1100 \(--arch\), not gfx942"):
        plain.with_arch("gfx942")
