"""``bbprof build`` from the command line: files written, text printed, exit codes."""

from __future__ import annotations

import shutil

from amd_support import AMD_DATA, linker  # noqa: F401 (fixture)

from bbprof.cli.main import main
from bbprof.codeobj import read_code_object
from bbprof.instrument import BlockMap


def test_instrument_then_build(tmp_path, capsys, linker):
    source = tmp_path / "conv.ll"
    shutil.copy(AMD_DATA / "triton" / "gfx942" / "conv2d_implicit_gemm.ll", source)
    assert main(["instrument", str(source), "-q"]) == 0
    capsys.readouterr()
    assert main(["build", str(tmp_path / "conv.bbprof.ll"), "--arch", "gfx942",
                 "--linker", linker.path]) == 0
    out = capsys.readouterr().out
    hsaco = tmp_path / "conv.bbprof.hsaco"
    bm = BlockMap.load(tmp_path / "conv.bbprof.json")
    code = read_code_object(hsaco.read_bytes())
    assert code.dynamic_symbols["__bbprof_counters"].size == bm.counter_bytes
    assert "conv2d_nhwc_kernel: 18 arguments, kernarg 96 bytes" in out
    assert f"__bbprof_counters {bm.counter_bytes:,} bytes" in out
    assert f"wrote {hsaco}" in out


def test_build_wrong_arch_exits_2_with_one_line(tmp_path, capsys, linker):
    source = tmp_path / "reduce.ll"
    shutil.copy(AMD_DATA / "triton" / "gfx90a" / "reduce.ll", source)
    assert main(["instrument", str(source), "-q"]) == 0
    assert main(["build", str(tmp_path / "reduce.bbprof.ll"), "--arch", "gfx942"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert err.endswith("the module is for gfx90a (instrumented for it, says its block map), "
                        "not gfx942: its code was generated and optimised for gfx90a (drop "
                        "--arch (or pass --arch gfx90a), or compile the kernel for gfx942)")
    assert not (tmp_path / "reduce.bbprof.hsaco").exists()


def test_build_nvptx_ir_is_refused(tmp_path, capsys):
    from importlib import resources

    nv = resources.files("bbprof.examples").joinpath("nvptx_loop.ll")
    if not nv.is_file():
        import pytest
        pytest.skip("no bundled NVPTX example")
    source = tmp_path / "loop.ll"
    source.write_text(nv.read_text())
    assert main(["instrument", str(source), "--target", "nvptx", "-q"]) == 0
    assert main(["build", str(tmp_path / "loop.bbprof.ll")]) == 2
    assert "block map is for nvptx; bbprof build makes AMDGPU code objects" in \
        capsys.readouterr().err
