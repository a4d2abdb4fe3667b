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
    pinned = instrument(module, pins=((kernel, want),))
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
    assert Variant(pin=True).with_plain({"k": 5, "j": None}).pins == (("k", 5),)
    assert Variant().with_plain({"k": 5}) == Variant()
