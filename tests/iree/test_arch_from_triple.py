"""IREE names the processor only in the triple (``amdgpu9.42-amd-amdhsa``): every command
reads the arch from it and checks ``--arch`` against it the same way
(``bbprof.ir.target.check_arch``). Before, ``static --arch gfx90a`` on gfx942 IR compiled
for gfx90a with a note while ``build`` refused it."""

from __future__ import annotations

import gzip

import pytest

from bbprof.cli.main import main
from bbprof.errors import TargetError
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.target import AMDGPU, NVPTX, check_arch

from bbprof_testpaths import DATA

MATMUL = DATA / "iree" / "gfx942" / "matmul_f16.optimized.ll.gz"
WORDS = ("the module is for gfx942 (its triple amdgpu9.42-amd-amdhsa), not gfx90a",
         "drop --arch")


@pytest.fixture
def matmul(tmp_path):
    path = tmp_path / "matmul.ll"
    path.write_bytes(gzip.decompress(MATMUL.read_bytes()))
    return path


@pytest.mark.parametrize("command", ["static", "build"])
def test_another_arch_than_the_triple_is_refused_by_every_command(command, matmul, capsys):
    out = matmul.with_suffix(".csv" if command == "static" else ".hsaco")
    assert main([command, str(matmul), "--arch", "gfx90a", "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and err.startswith(f"bbprof: error: {matmul}: ")
    for words in WORDS:
        assert words in err
    assert not out.exists()


def test_the_library_checks_the_same(matmul):
    module = load_module(matmul)
    assert module.arch() == "gfx942" and module.processor()[1].startswith("its triple")
    with pytest.raises(TargetError, match="is for gfx942"):
        instrument(module, arch="gfx90a")
    assert instrument(module, arch="gfx942").block_map.target.arch == "gfx942"
    assert instrument(module).block_map.target.arch == "gfx942"


def test_static_without_arch_takes_the_triples(matmul, capsys):
    import pandas as pd

    assert main(["static", str(matmul), "-q", "-o", str(matmul.with_suffix(".csv"))]) == 0
    mix = pd.read_csv(matmul.with_suffix(".csv"))
    assert mix["total"].sum() > 0 and mix["matrix"].sum() == 64   # IREE's assembly: 64


def test_check_arch_rules():
    assert check_arch(AMDGPU, None, "gfx942") == "gfx942"
    assert check_arch(AMDGPU, "gfx90a", None) == "gfx90a"      # the module names none
    assert check_arch(AMDGPU, " gfx942 ", "gfx942") == "gfx942"
    assert check_arch(NVPTX, None, None) is None
    with pytest.raises(TargetError, match="not an AMDGPU processor"):
        check_arch(AMDGPU, "sm_80", None)
    with pytest.raises(TargetError, match="not an NVPTX processor"):
        check_arch(NVPTX, "gfx942", None)
    with pytest.raises(TargetError, match=r"is for sm_90a \(x\), not sm_80"):
        check_arch(NVPTX, "sm_80", "sm_90a", own_from="x")
