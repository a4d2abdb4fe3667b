"""A profile carries the uninstrumented IR, so it reports the same anywhere (issue 21 B:
a profile stored its IR's path relative to where it was made, and Triton profiles, whose
IR path is ``<triton ...>``, could never be reported without ``--ir``)."""

from __future__ import annotations

import json
import shutil
from importlib import resources

import pytest

from bbprof.cli.main import main
from bbprof.errors import InputError, MismatchError
from bbprof.profile import Profile

from bbprof_testpaths import DATA

H200 = DATA / "report" / "h200"


def report_text(capsys, *args) -> str:
    assert main(["report", *args, "--top", "8"]) == 0, capsys.readouterr().err
    return capsys.readouterr().out


def test_a_triton_profile_reports_without_ir(tmp_path, capsys, monkeypatch):
    # a real Triton profile (H200, IR path '<triton ...>'), saved with its llir embedded
    old = Profile.load(H200 / "reduce.bbprof")
    assert old.input_ir is None and old.block_map.input.path.startswith("<triton")
    old.embed_input_ir((H200 / "reduce.llir").read_text())
    copied = tmp_path / "elsewhere" / "reduce.bbprof"
    copied.parent.mkdir()
    old.save(copied)
    assert json.loads(copied.read_text())["version"] == 3
    reference = report_text(capsys, str(H200 / "reduce.bbprof"), "--ir",
                            str(H200 / "reduce.llir"))
    monkeypatch.chdir(copied.parent)
    assert report_text(capsys, "reduce.bbprof") == reference
    # the old file, without its IR, still loads and still says what to pass
    assert main(["report", str(H200 / "reduce.bbprof")]) == 2
    assert "--ir" in capsys.readouterr().err


def test_run_embeds_the_ir_and_the_profile_reports_from_another_folder(tmp_path, capsys,
                                                                       monkeypatch):
    made = tmp_path / "made"
    made.mkdir()
    (made / "k.ll").write_text(resources.files("bbprof.examples").joinpath(
        "host_loops.ll").read_text())
    monkeypatch.chdir(made)   # the block map records 'k.ll', relative to here
    assert main(["instrument", "k.ll", "--target", "host", "-q"]) == 0
    assert main(["run", "k.bbprof.ll", "--backend", "host", "--kernel", "nested",
                 "--grid", "1", "--block", "1", "--arg", "4", "--arg", "6", "-q"]) == 0
    here = report_text(capsys, "k.bbprof")
    assert Profile.load("k.bbprof").input_ir == (made / "k.ll").read_text()
    other = tmp_path / "other"
    other.mkdir()
    shutil.copy(made / "k.bbprof", other / "k.bbprof")
    shutil.rmtree(made)   # nothing of where it was made is left
    monkeypatch.chdir(other)
    assert report_text(capsys, "k.bbprof") == here
    assert main(["cfg", "k.bbprof", "-f", "nested", "-o", "cfg.dot"]) == 0


def test_the_embedded_ir_must_be_the_maps(tmp_path):
    profile = Profile.load(H200 / "reduce.bbprof")
    with pytest.raises(MismatchError, match="not the one the block map was made from"):
        profile.embed_input_ir((H200 / "conv.llir").read_text())
    profile.embed_input_ir((H200 / "reduce.llir").read_text())
    path = tmp_path / "r.bbprof"
    profile.save(path)
    data = json.loads(path.read_text())
    data["input_ir"]["data"] = data["input_ir"]["data"][:-40] + "A" * 40
    path.write_text(json.dumps(data))
    with pytest.raises(InputError, match="embedded IR is damaged|embedded IR is not"):
        Profile.load(path)
