"""The occupancy check's last resort (``Variant.pin``): each kernel asks the back end for
the plain kernel's occupancy (AMDGPU ``"amdgpu-waves-per-eu"``).

* ``ModuleEdit.set_function_attribute`` gives the kernel an attribute group of its own:
  a group other functions share keeps its old value, a define without a group gets one.
* On the corpus conv for gfx942 (compiled in process by llvmlite's AMDGPU back end): the
  instrumented kernel pinned one wave above what it gets as written reaches that many
  waves per SIMD (its allocator spills instead), so the attribute is what LLVM obeys.
* ``pipeline.variants`` puts the pinned variant last, only where the target can.
"""

from __future__ import annotations

from bbprof.instrument import instrument
from bbprof.instrument.instrument import Variant
from bbprof.ir import load_module
from bbprof.ir.rewrite import ModuleEdit
from bbprof.isa.footprint import measure
from bbprof.pipeline import variants

from bbprof_testpaths import DATA

TWO = """target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @a(ptr addrspace(1) %p) #0 {
  ret void
}

define amdgpu_kernel void @b(ptr addrspace(1) %p) #0 {
  ret void
}

define amdgpu_kernel void @c(ptr addrspace(1) %p) {
  ret void
}

attributes #0 = { nounwind "amdgpu-waves-per-eu"="0, 0" "target-cpu"="gfx942" }
"""


def test_a_kernel_gets_a_group_of_its_own():
    lines = TWO.splitlines()
    edit = ModuleEdit(lines)
    header = {name: i for i, line in enumerate(lines) for name in "abc"
              if line.startswith(f"define amdgpu_kernel void @{name}(")}
    last = max(i for i, line in enumerate(lines) if line == "}")
    edit.set_function_attribute(header["a"], "amdgpu-waves-per-eu", "5", last)
    edit.set_function_attribute(header["c"], "amdgpu-waves-per-eu", "3", last)
    text = edit.text()
    assert "define amdgpu_kernel void @a(ptr addrspace(1) %p) #1 {" in text
    assert "define amdgpu_kernel void @b(ptr addrspace(1) %p) #0 {" in text
    assert "define amdgpu_kernel void @c(ptr addrspace(1) %p) #2 {" in text
    assert ('attributes #1 = { "amdgpu-waves-per-eu"="5" nounwind "target-cpu"="gfx942" }'
            in text)
    assert 'attributes #0 = { nounwind "amdgpu-waves-per-eu"="0, 0" "target-cpu"="gfx942" }' \
        in text
    assert 'attributes #2 = { "amdgpu-waves-per-eu"="3" }' in text


def test_the_back_end_obeys_the_pin():
    path = DATA / "corpus" / "gfx942" / "conv2d_implicit_gemm.ll"
    module = load_module(path)
    (kernel,) = [fn.name for fn in module.functions if fn.is_kernel]
    written = measure(module, instrument(module).text, "gfx942")[kernel]
    want = written.occupancy + 1
    pinned = instrument(module, pins=((kernel, str(want)),))
    assert f'"amdgpu-waves-per-eu"="{want}"' in pinned.text
    got = measure(module, pinned.text, "gfx942")[kernel]
    assert got.occupancy >= want > written.occupancy
    assert got.registers < written.registers


def test_the_pinned_variant_comes_last_where_the_target_can():
    class Built:
        text, side_flags, trip_loops, phi_splits = "x", 0, 0, 1

    assert variants(Built(), False, pins=True) == (
        Variant(), Variant(phi_splits=False), Variant(phi_splits=False, pin=True))
    assert variants(Built(), False, pins=False) == (Variant(), Variant(phi_splits=False))
    assert Variant(pin=True).with_plain({"k": "5", "j": None}).pins == (("k", "5"),)
    assert Variant().with_plain({"k": "5"}) == Variant()


def test_what_a_kernel_asks_for():
    """AMDGPU: its waves. NVPTX at a block size: the most registers per thread whose
    CTAs per SM (by registers, sm_90: 65,536 a multiprocessor) are the plain kernel's —
    32 registers x 128 threads give 16 CTAs, as any count up to 32 does; 40 x 256 give 6,
    as up to 40 do (48 would give 5). Without a block size: its registers rounded up to
    the step of 8."""
    from bbprof.isa.footprint import (CTAS_PER_SM, EVERY_BLOCK_SIZE, WAVES_PER_SIMD,
                                      Footprint, pin_value)
    from bbprof.isa.occupancy import ctas_per_sm

    assert pin_value(Footprint(96, 34, 0, 0, 5, WAVES_PER_SIMD), "gfx942") == "5"
    assert pin_value(Footprint(32, None, 0, 0, 16, CTAS_PER_SM, 128), "sm_90") == "32"
    assert ctas_per_sm(40, 256, 0, 90) == 6 and ctas_per_sm(48, 256, 0, 90) == 5
    assert pin_value(Footprint(37, None, 0, 0, 6, CTAS_PER_SM, 256), "sm_90") == "40"
    assert pin_value(Footprint(37, None, 0, 0, None, EVERY_BLOCK_SIZE), "sm_90") == "40"


def test_an_nvptx_kernel_pinned_says_maxnreg_in_its_ptx():
    import llvmlite.binding as llvm

    path = DATA / "corpus" / "sm_90" / "softmax.ll"
    module = load_module(path)
    (kernel,) = [fn.name for fn in module.functions if fn.is_kernel]
    pinned = instrument(module, arch="sm_90", pins=((kernel, "40"),))
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    machine = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine(
        cpu="sm_90")
    ptx = machine.emit_assembly(llvm.parse_assembly(pinned.text))
    assert ".maxnreg 40" in ptx
    plain = machine.emit_assembly(llvm.parse_assembly(instrument(module, arch="sm_90").text))
    assert ".maxnreg" not in plain
