"""``bbprof static`` end to end: outputs by suffix, and errors as exit codes."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from isa_corpus import read

from bbprof.cli.main import main


@pytest.fixture
def gfx942_reduce(tmp_path):
    path = tmp_path / "reduce.ll"
    path.write_text(read("gfx942", "reduce", ".ll"))
    return path


@pytest.fixture
def sm80_matmul(tmp_path):
    path = tmp_path / "matmul.ll"
    path.write_text(read("sm_80", "matmul", ".ll"))
    return path


def test_csv_has_one_row_per_ir_block(gfx942_reduce, tmp_path, capsys):
    out = tmp_path / "mix.csv"
    assert main(["static", str(gfx942_reduce), "--arch", "gfx942", "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "@reduce_kernel on gfx942" in text and "waitcnt" in text
    df = pd.read_csv(out)
    assert list(df.columns[:4]) == ["function", "ir_block", "ir_name", "total"]
    for column in ("valu", "salu", "matrix", "vmem_load", "vmem_store", "smem", "lds",
                   "atomic", "branch", "waitcnt", "barrier", "other", "alu_int", "alu_float",
                   "alu_move"):
        assert column in df.columns
    assert sorted(df.ir_block) == list(range(14))
    assert (df.function == "reduce_kernel").all()
    assert df.total.sum() == 123


def test_json_holds_everything(gfx942_reduce, tmp_path):
    out = tmp_path / "mix.json"
    assert main(["static", str(gfx942_reduce), "-q", "-o", str(out)]) == 0  # arch from IR
    doc = json.loads(out.read_text())
    assert doc["schema"] == "bbprof.static/1" and doc["arch"] == "gfx942"
    assert sum(b["total"] for b in doc["blocks"]) == sum(m["total"] for m in
                                                          doc["machine_blocks"])
    origins = {m["origin"] for m in doc["machine_blocks"]}
    assert origins >= {"ir", "llvm"}
    assert doc["resources"][0]["occupancy_waves_per_simd"] >= 1
    assert doc["unknown_mnemonics"] == {}


def test_parquet(sm80_matmul, tmp_path):
    pytest.importorskip("pyarrow")
    out = tmp_path / "mix.parquet"
    assert main(["static", str(sm80_matmul), "--arch", "sm_80", "--no-sass", "-q",
                 "-o", str(out)]) == 0
    df = pd.read_parquet(out)
    assert df.mma.sum() == 64 and (df.arch == "sm_80").all()


def test_parquet_without_pyarrow_says_what_to_install(sm80_matmul, tmp_path, capsys,
                                                      monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_pyarrow(name, *args, **kwargs):
        if name == "pyarrow" or name.startswith("pyarrow."):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    code = main(["static", str(sm80_matmul), "--arch", "sm_80", "--no-sass", "-q",
                 "-o", str(tmp_path / "x.parquet")])
    assert code == 1
    assert "pip install pyarrow" in capsys.readouterr().err


@pytest.mark.parametrize("args,code,message", [
    (["--no-sass"], 2, "pass --arch"),
    (["--arch", "gfx942"], 2, "not an NVPTX processor"),
    (["--arch", "sm_12345"], 2, "sm_12345"),   # an arch LLVM does not know: bad input
    (["--arch", "sm_80", "-o", "x.txt"], 2, "unknown output format"),
])
def test_errors(sm80_matmul, args, code, message, capsys):
    assert main(["static", str(sm80_matmul), *args]) == code
    assert message in capsys.readouterr().err


def test_missing_file(tmp_path, capsys):
    assert main(["static", str(tmp_path / "none.ll"), "--arch", "gfx942"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_several_archs_stack_with_an_arch_column(tmp_path, capsys):
    from isa_corpus import DATA

    out = tmp_path / "mix.csv"
    kernel = DATA / "generic_loop.ll"
    assert main(["static", str(kernel), "--arch", "gfx90a,gfx1100", "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "@k on gfx90a" in text and "@k on gfx1100" in text
    df = pd.read_csv(out)
    assert list(df.columns[:3]) == ["arch", "function", "ir_block"]
    assert df.arch.tolist() == ["gfx90a"] * 3 + ["gfx1100"] * 3
    loop = df[df.ir_name == "loop"]
    assert (loop.loop_depth == 1).all()
    assert (loop.vmem_load == 1).all() and (loop.vmem_store == 1).all()
    assert (loop.alu_float >= 1).all() and (loop.branch == 1).all()
    # gfx1100 spells its loads differently: the assembly really is per arch
    asm = tmp_path / "k.s"
    assert main(["static", str(kernel), "--arch", "gfx1100", "-q", "--asm", str(asm)]) == 0
    assert "global_load_b32" in asm.read_text()


def test_a_pinned_target_cpu_is_not_silently_overridden(tmp_path, capsys):
    from isa_corpus import DATA

    path = tmp_path / "k.ll"
    text = (DATA / "generic_loop.ll").read_text()
    path.write_text(text.replace("(ptr addrspace(1) %p, i32 %n) {",
                                 "(ptr addrspace(1) %p, i32 %n) #0 {")
                    + '\nattributes #0 = { "target-cpu"="gfx942" }\n')
    assert main(["static", str(path), "--arch", "gfx1100", "-q"]) == 2
    assert "target-cpu" in capsys.readouterr().err
    assert main(["static", str(path), "-q"]) == 0
