"""scripts/bench_ir_variants.py's CPU steps: variants prepared into one folder (a later
``prepare`` for some kernels keeps the others in the folder's spec), and ``check`` running
every variant on the emulator against the plain kernel, failing where a variant's outputs
differ."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import bench_ir_variants  # noqa: E402

KERNEL = ROOT / "tests" / "data" / "runtime" / "nvptx_side_flags.ll"


def _spec(name: str) -> dict:
    args = ["u32[192]:arange", "u32[192]"]
    return {"name": name, "ir": str(KERNEL), "block": 64, "grid": [3], "args": args,
            "small": {"grid": [3], "args": args}}


def test_prepare_two_variants_and_check_them(tmp_path, capsys):
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"kernels": [_spec("a"), _spec("b")]}))
    folder = tmp_path / "v"
    assert bench_ir_variants.main(["prepare", "--spec", str(spec), "--dir", str(folder),
                                   "--label", "default", "--", "--occupancy", "off"]) == 0
    spec.write_text(json.dumps({"kernels": [_spec("a")]}))
    assert bench_ir_variants.main(["prepare", "--spec", str(spec), "--dir", str(folder),
                                   "--label", "reference", "--", "--occupancy", "off",
                                   "--placement", "every-block", "--loops-in-memory"]) == 0
    kept = json.loads((folder / "spec.json").read_text())
    assert [k["name"] for k in kept["kernels"]] == ["a", "b"]
    assert bench_ir_variants._variants(folder / "a") == ["default", "reference"]
    assert bench_ir_variants._variants(folder / "b") == ["default"]
    capsys.readouterr()
    assert bench_ir_variants.main(["check", "--dir", str(folder)]) == 0
    assert capsys.readouterr().out.count("outputs identical") == 3
    # a variant whose code computes something else fails the check
    wrong = folder / "b" / "default.ll"
    wrong.write_text(wrong.read_text().replace("mul i32 %p1, 3", "mul i32 %p1, 5"))
    assert bench_ir_variants.main(["check", "--dir", str(folder)]) == 1


def test_strip_makes_timing_only_variants_and_check_compares_counts(tmp_path, capsys):
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"kernels": [_spec("a")]}))
    folder = tmp_path / "v"
    for label, options in (("default", []), ("reference", ["--placement", "every-block",
                                                          "--loops-in-memory"])):
        assert bench_ir_variants.main(["prepare", "--spec", str(spec), "--dir", str(folder),
                                       "--label", label, "--", "--occupancy", "off",
                                       *options]) == 0
    assert bench_ir_variants.main(["strip", "--dir", str(folder), "--from", "default",
                                   "--label", "noreds"]) == 0
    stripped = (folder / "a" / "noreds.ll").read_text()
    assert "red.global" in (folder / "a" / "default.ll").read_text()
    assert "red.global" not in stripped
    note = json.loads((folder / "a" / "noreds.note.json").read_text())
    assert note["timing_only"] and note["reds_removed"] > 0
    capsys.readouterr()
    # the stripped variant keeps the outputs; its counts (all zero) are not compared
    assert bench_ir_variants.main(["check", "--dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "a noreds: outputs identical\n" in out
    assert "a default: outputs identical, counts equal to the reference's" in out
    # a real variant whose counts are wrong fails: default's map swapped for noreds' code
    (folder / "a" / "default.ll").write_text(stripped)
    assert bench_ir_variants.main(["check", "--dir", str(folder)]) == 1
    assert "a default: outputs identical, COUNTS DIFFER" in capsys.readouterr().out


def test_strip_never_keeps_every_red_guarded_and_none_runs(tmp_path):
    """``--keep never``: every counter ``red`` stays in its statement (so ptxas keeps the
    code that feeds it), guarded by its address being null; on the emulator the outputs
    are the plain kernel's and no counter word is ever written."""
    import numpy as np

    from bbprof import BlockMap
    from bbprof.runtime.backend import LaunchShape, get_backend

    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"kernels": [_spec("a")]}))
    folder = tmp_path / "v"
    assert bench_ir_variants.main(["prepare", "--spec", str(spec), "--dir", str(folder),
                                   "--label", "default", "--", "--occupancy", "off"]) == 0
    assert bench_ir_variants.main(["strip", "--dir", str(folder), "--from", "default",
                                   "--label", "never", "--keep", "never"]) == 0
    default = (folder / "a" / "default.ll").read_text()
    never = (folder / "a" / "never.ll").read_text()
    reds = default.count("red.global.add.u64")
    assert reds > 0 and never.count("red.global.add.u64") == reds
    assert never.count("@%bbp_nv red.global.add.u64") == reds
    note = json.loads((folder / "a" / "never.note.json").read_text())
    assert note["timing_only"] and note["reds_guarded"] == reds
    backend = get_backend("emulator")
    block_map = BlockMap.load(folder / "a" / "default.json")
    outputs = []
    for text, written in ((default, True), (never, False)):
        code = backend.load(text, block_map)
        out = backend.upload(np.zeros(192, np.uint32))
        data = backend.upload(np.arange(192, dtype=np.uint32))
        code.launch("k", LaunchShape.of(3, 64), [data, out])
        assert bool(np.any(code.read_counters())) == written
        outputs.append(out.read_array(np.uint32).tolist())
    assert outputs[0] == outputs[1]
