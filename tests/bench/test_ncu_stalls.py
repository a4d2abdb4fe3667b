"""scripts/ncu_stalls.py reads Nsight Compute's per-instruction source listing: two
launches (instrumented, then plain) of a made-up kernel whose figures are chosen so that
each class and difference is known by hand."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from ncu_stalls import main, opcode, report  # noqa: E402

HEAD = ('"Address","Source","Warp Stall Sampling (All Samples)","Instructions Executed",'
        '"stall_long_sb","stall_wait","stall_long_sb (Not Issued)"')


def listing(rows: list[tuple]) -> str:
    lines = ['"Kernel Name","k_kernel",', HEAD]
    for address, source, samples, executed, long_sb, wait in rows:
        lines.append(f'"{address}","{source}","{samples}","{executed:,}","{long_sb}",'
                     f'"{wait}","0"')
    return "\n".join(lines) + "\n"


# 100 warps: the entry runs 100 times, the loop 6,400 (64 iterations), a side block 3,000,
# the reconvergence after it 12,800 (twice per iteration), a dead block never
PLAIN = [("0x00", "LDC R1, c[0x0][0x28]", 5, 100, 0, 5),
         ("0x10", "LDG.E R2, desc[UR4][R4.64]", 10, 6400, 0, 10),
         ("0x20", "FMUL R3, R2, R2", 300, 6400, 290, 10),
         ("0x30", "@!P0 BRA 0x50", 20, 6400, 0, 20),
         ("0x40", "FADD R3, R3, 1", 7, 3000, 0, 7),
         ("0x50", "BSYNC B0", 9, 12800, 0, 9),
         ("0x60", "EXIT", 1, 100, 0, 1),
         ("0x70", "BRA 0x70", 0, 0, 0, 0)]
INSTRUMENTED = PLAIN[:3] + [("0x38", "VOTEU.ANY UR4, UPT, P1", 30, 6400, 0, 30)] + PLAIN[3:6] + [
    ("0x58", "REDUX.SUM UR5, R9", 40, 100, 0, 40)] + PLAIN[6:]


def test_classes_reasons_and_the_difference(tmp_path):
    path = tmp_path / "k.sass.csv"
    path.write_text(listing(INSTRUMENTED) + listing(PLAIN))
    result = report(path)
    inst, plain = result["launches"]
    assert plain["warps"] == 100 and plain["loop_count"] == 6400
    assert plain["samples_by_class"] == {"once": 6, "loop": 330, "other": 16, "never": 0}
    assert plain["static_by_class"] == {"once": 2, "loop": 3, "other": 2, "never": 1}
    assert plain["executed_by_class"]["other"] == 3000 + 12800
    assert plain["reasons"] == {"long_sb": 290, "wait": 62}
    assert inst["samples_by_class"]["once"] == 46 and inst["samples_by_class"]["loop"] == 360
    assert result["class_delta"] == {"once": 40, "loop": 30, "other": 0}
    assert list(result["opcode_delta"].items())[:2] == [("REDUX", 40), ("VOTEU", 30)]
    assert result["opcode_delta"]["FMUL"] == 0


def test_opcode_drops_the_guard_and_the_modifiers():
    assert opcode("@!P0 BRA 0x7f30bf7b1040") == "BRA"
    assert opcode("FADD.FTZ R51, |R44|, -RZ") == "FADD"
    assert opcode("") == ""


def test_cli_writes_json_and_refuses_what_is_not_a_listing(tmp_path, capsys):
    path = tmp_path / "k.sass.csv"
    path.write_text(listing(INSTRUMENTED) + listing(PLAIN))
    out = tmp_path / "s.json"
    assert main([str(path), "--json", str(out)]) == 0
    assert "instrumented - plain: once +40, loop +30, other +0" in capsys.readouterr().out
    assert json.loads(out.read_text())[0]["class_delta"]["once"] == 40
    bad = tmp_path / "bad.csv"
    bad.write_text("==PROF== error: could not load the report\n")
    assert main([str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.csv" in err and "--page source" in err and err.count("\n") == 1
    assert main([str(tmp_path / "missing.csv")]) == 2
