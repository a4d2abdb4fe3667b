"""Code objects from the gfx9 Triton kernels: instrument, compile, link, read the ELF back."""

from __future__ import annotations

from dataclasses import replace

import pytest
from amd_support import AMD_DATA, GFX9, KERNELS, linker  # noqa: F401 (fixture)

from bbprof.codeobj import build_code_object, check_code_object, read_code_object
from bbprof.errors import InputError, MismatchError
from bbprof.instrument import instrument
from bbprof.ir import load_module


def _instrumented(arch: str, kernel: str):
    module = load_module(AMD_DATA / "triton" / arch / f"{kernel}.ll")
    return instrument(module)


@pytest.mark.parametrize("arch", GFX9)
@pytest.mark.parametrize("kernel", KERNELS)
def test_gfx9_corpus_builds_and_passes_elf_checks(arch, kernel, linker):
    from elftools.elf.elffile import ELFFile
    import io

    result = _instrumented(arch, kernel)
    bm = result.block_map
    built = build_code_object(f"{kernel}.bbprof.ll", block_map=bm, text=result.text,
                              linker=linker)
    # Read the ELF independently of bbprof.codeobj.elf, with pyelftools directly.
    elf = ELFFile(io.BytesIO(built.data))
    assert elf["e_machine"] == "EM_AMDGPU"
    assert elf["e_type"] == "ET_DYN"
    dynsym = {s.name: s for s in elf.get_section_by_name(".dynsym").iter_symbols()}
    (name,) = bm.kernels
    assert dynsym[name]["st_info"]["type"] == "STT_FUNC"
    assert dynsym[f"{name}.kd"]["st_size"] == 64
    counters = dynsym["__bbprof_counters"]
    assert counters["st_info"]["bind"] == "STB_GLOBAL"
    assert counters["st_info"]["type"] == "STT_OBJECT"
    assert counters["st_size"] == bm.counter_bytes == bm.counter_words * 8
    assert counters["st_shndx"] != "SHN_UNDEF"
    # bbprof's own reading agrees, and names the processor from the metadata note.
    code = built.code_object
    assert code.arch == arch
    assert code.target.startswith("amdgcn-amd-amdhsa--" + arch)
    assert [k.name for k in code.kernels] == [name]
    assert code.kernel(name).wavefront_size == 64
    assert any(c.startswith("__bbprof_counters ") for c in built.checks)


def test_uninstrumented_ir_builds_without_counters(linker):
    built = build_code_object(AMD_DATA / "triton" / "gfx90a" / "reduce.ll", linker=linker)
    assert built.arch == "gfx90a"
    assert "__bbprof_counters" not in built.code_object.dynamic_symbols
    assert "reduce_kernel.kd" in built.code_object.dynamic_symbols


@pytest.fixture(scope="module")
def conv(linker):
    result = _instrumented("gfx942", "conv2d_implicit_gemm")
    built = build_code_object("conv.bbprof.ll", block_map=result.block_map, text=result.text,
                              linker=linker)
    return result, built


def test_conv_metadata_lists_its_arguments(conv):
    _, built = conv
    meta = built.code_object.kernel("conv2d_nhwc_kernel")
    explicit = meta.explicit_args
    # 3 tensors, 13 i32 sizes/strides, Triton's 2 scratch pointers (8-byte aligned at 80).
    assert [a.value_kind for a in explicit] == (["global_buffer"] * 3 + ["by_value"] * 13
                                                + ["global_buffer"] * 2)
    assert [a.offset for a in explicit] == [0, 8, 16] + list(range(24, 76, 4)) + [80, 88]
    assert meta.kernarg_segment_size == 96


def test_check_fails_when_the_block_map_disagrees(conv):
    result, built = conv
    code = read_code_object(built.data)
    size = result.block_map.counter_bytes
    with pytest.raises(MismatchError, match=rf"__bbprof_counters is {size:,} bytes, the block "
                                            rf"map says {size + 8:,}"):
        check_code_object(code, kernels=["conv2d_nhwc_kernel"], arch="gfx942",
                          counter_symbol="__bbprof_counters",
                          counter_bytes=result.block_map.counter_bytes + 8)
    with pytest.raises(MismatchError, match="kernel descriptor other.kd is missing"):
        check_code_object(code, kernels=["other"])
    with pytest.raises(MismatchError, match="metadata target is amdgcn-amd-amdhsa--gfx942, "
                                            "not gfx90a"):
        check_code_object(code, kernels=["conv2d_nhwc_kernel"], arch="gfx90a")


def test_check_fails_on_an_unlinked_object(conv):
    from bbprof.ir.codegen import OBJECT, compile_text
    from bbprof.ir.target import Target

    result, _ = conv
    obj = compile_text(result.text, Target("amdgpu", "amdgcn-amd-amdhsa", "gfx942"), "gfx942",
                       output=OBJECT)
    code = read_code_object(obj)
    with pytest.raises(MismatchError, match="ELF type is ET_REL, not ET_DYN"):
        check_code_object(code, kernels=["conv2d_nhwc_kernel"])


def test_arch_other_than_the_instrumented_one_is_refused(conv, linker):
    result, _ = conv
    with pytest.raises(InputError, match=r"the module is for gfx942 \(instrumented for it, says its "
                       r"block map\), not gfx90a"):
        build_code_object("conv.bbprof.ll", block_map=result.block_map, text=result.text,
                          arch="gfx90a", linker=linker)


def test_block_map_for_another_target_is_refused(conv, linker):
    result, _ = conv
    bm = result.block_map
    other = replace(bm, target=replace(bm.target, kind="nvptx"))
    with pytest.raises(InputError, match="block map is for nvptx"):
        build_code_object("conv.bbprof.ll", block_map=other, text=result.text, linker=linker)


def test_garbage_is_not_a_code_object():
    with pytest.raises(InputError, match="is not a readable ELF code object"):
        read_code_object(b"not an elf at all", path="x.hsaco")


def test_triton_in_process_linker_makes_the_same_symbols(conv):
    pytest.importorskip("triton")
    from bbprof.codeobj import find_linker

    result, by_lld = conv
    triton_linker = find_linker("triton")
    built = build_code_object("conv.bbprof.ll", block_map=result.block_map, text=result.text,
                              linker=triton_linker)
    assert built.linker.in_process
    assert built.checks == by_lld.checks


def test_bundled_conv_example_builds(tmp_path, linker):
    from rich.console import Console

    from bbprof.codeobj.demo import build_example_section

    console = Console(record=True, width=200)
    build_example_section(console, tmp_path)
    text = console.export_text()
    out = tmp_path / "amdgpu_gfx942_conv2d_implicit_gemm.bbprof.hsaco"
    code = read_code_object(out.read_bytes())
    assert code.arch == "gfx942" and "conv2d_nhwc_kernel.kd" in code.dynamic_symbols
    assert "conv2d_nhwc_kernel: 18 arguments in 96 bytes of kernarg" in text
    from bbprof.cli.demo import example_path
    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    expected = instrument(load_module(example_path(
        "amdgpu_gfx942_conv2d_implicit_gemm.ll"))).block_map.counter_bytes
    assert f"__bbprof_counters {expected:,} bytes" in text
