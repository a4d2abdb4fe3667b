"""``--arch`` sets everything the processor implies (issue 37): on Triton's AMD IR, which
names no target-cpu (3.6: not even in its triple), ``bbprof instrument --arch gfx1100``
writes wave32 counting code and a block map that says wave32 for the target and every
function; without ``--arch`` the 3.6 IR is refused in one line, its wave size not guessed;
an ``--arch`` the IR contradicts is refused."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from bbprof.cli.main import main

from bbprof_testpaths import DATA

FILES = [(version, arch, kernel) for version in ("36", "39")
         for arch in ("gfx1100", "gfx1200") for kernel in ("reduce", "branchy")]
IDS = [f"triton{v}-{a}-{k}" for v, a, k in FILES]


def _copy(tmp_path, version: str, arch: str, kernel: str):
    path = tmp_path / f"{kernel}.ll"
    shutil.copy(DATA / "corpus" / f"triton{version}" / arch / f"{kernel}.ll", path)
    return path


def _one_error_line(capsys) -> str:
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and err.startswith("bbprof: error: "), err
    return err


@pytest.mark.parametrize("counters", ["thread,wave", "thread"])
@pytest.mark.parametrize("version,arch,kernel", FILES, ids=IDS)
def test_arch_makes_the_block_map_and_the_code_wave32(tmp_path, capsys, version, arch,
                                                      kernel, counters):
    path = _copy(tmp_path, version, arch, kernel)
    assert main(["instrument", str(path), "--arch", arch, "--counters", counters,
                 "--occupancy", "off", "-q"]) == 0, capsys.readouterr().err
    data = json.loads(path.with_name(f"{kernel}.bbprof.json").read_text())
    assert data["target"]["arch"] == arch and data["target"]["wave_size"] == 32
    assert [f["wave_size"] for f in data["functions"]] == [32]
    text = path.with_name(f"{kernel}.bbprof.ll").read_text()
    ballots = set(re.findall(r"@llvm\.amdgcn\.ballot\.(i\d+)\(", text))
    assert ballots == {"i32"}, ballots        # wave32's ballot, never wave64's
    helpers = set(re.findall(r"@__bbprof\.\w+\.w(\d+)\b", text))
    assert helpers <= {"32"}, helpers         # the counting functions of wave32


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1200"])
@pytest.mark.parametrize("kernel", ["reduce", "branchy"])
def test_triton36_without_arch_is_refused_in_one_line(tmp_path, capsys, arch, kernel):
    path = _copy(tmp_path, "36", arch, kernel)
    assert main(["instrument", str(path), "--occupancy", "off"]) == 2
    err = _one_error_line(capsys)
    assert f"{path}: does not say its wave size: @{kernel}_kernel has no target-cpu" in err
    assert "its triple amdgcn-amd-amdhsa names no processor" in err
    assert "--arch gfx942 (wave64) or --arch gfx1100 (wave32)" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]   # nothing written


def test_timeline_stamps_need_the_wave_size_too(tmp_path, capsys):
    # --counters none writes no ballot for counts, but the stamps' wave ids and lanes do
    path = _copy(tmp_path, "36", "gfx1100", "reduce")
    stamps = ["--counters", "none", "--timeline", "--occupancy", "off", "-q"]
    assert main(["instrument", str(path), *stamps]) == 2
    assert "does not say its wave size" in _one_error_line(capsys)
    assert main(["instrument", str(path), *stamps, "--arch", "gfx1100"]) == 0
    data = json.loads(path.with_name("reduce.bbprof.json").read_text())
    assert data["counters"] is None and data["timeline"] is not None
    assert data["target"]["wave_size"] == 32 and data["functions"][0]["wave_size"] == 32
    text = path.with_name("reduce.bbprof.ll").read_text()
    shifts = set(re.findall(r"%wave = lshr i32 %flat, (\d+)$", text, re.M))
    assert shifts == {"5"}                    # a wave's index: its work-item's / 32
    assert "ballot.i64" not in text


def test_arch_the_triple_contradicts_is_refused(tmp_path, capsys):
    path = _copy(tmp_path, "39", "gfx1100", "reduce")
    assert main(["instrument", str(path), "--arch", "gfx942", "--occupancy", "off"]) == 2
    err = _one_error_line(capsys)
    assert "the module is for gfx1100 (its triple amdgpu11.00-amd-amdhsa), not gfx942" in err
    # without --arch the triple's processor is the wave size's
    assert main(["instrument", str(path), "--occupancy", "off", "-q"]) == 0
    assert json.loads(path.with_name("reduce.bbprof.json").read_text())[
        "target"]["wave_size"] == 32


def test_cfg_of_plain_ir_takes_arch(tmp_path, capsys):
    path = _copy(tmp_path, "36", "gfx1200", "branchy")
    out = tmp_path / "b.dot"
    assert main(["cfg", str(path), "-o", str(out)]) == 2
    assert "pass --arch" in _one_error_line(capsys)
    assert main(["cfg", str(path), "--arch", "gfx1200", "-o", str(out)]) == 0
    assert out.read_text().startswith("digraph")
