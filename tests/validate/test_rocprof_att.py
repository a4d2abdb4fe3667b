"""bbprof validate --backend hip on hand-made rocprofv3 --att files (tests/data/validate/
rocprof/: made to the documented format for bbprof's own gfx942 build of att_sample.ll, not
recorded on hardware; see the README there). Parsing, attribution, verdicts, errors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from bbprof.errors import InputError, MismatchError
from bbprof.profile import Profile
from bbprof.render.validate import att_text
from bbprof.validate.rocprof import (attribute, check_att, parse_code_json, parse_stats_csv,
                                     read_att_dir, select_kernel, traced_wave_count)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "validate" / "rocprof"
IR = DATA / "att_sample.ll"
UI = "ui_output_agent_1_dispatch_1"
STATS = f"stats_{UI}.csv"


@pytest.fixture(scope="module")
def profile():
    return Profile.load(DATA / "instrumented.bbprof")


@pytest.fixture(scope="module")
def machine_function():
    from bbprof.ir import load_module
    from bbprof.isa import analyze

    return analyze(load_module(IR), "gfx942").function("att_sample")


def by_block(v):
    return {c.block: c for c in v.blocks}


def copy_trace(tmp_path, name="complete"):
    dest = tmp_path / name
    shutil.copytree(DATA / name, dest)
    return dest


def stats_edited(tmp_path: Path, old: str, new: str, count: int = -1,
                 keep_json: bool = False) -> Path:
    """A copy of the trace whose stats CSV has ``old`` replaced by ``new``; without the
    UI's code.json (it would say otherwise) unless ``keep_json``."""
    trace = copy_trace(tmp_path)
    path = trace / STATS
    path.write_text(path.read_text().replace(old, new, count))
    if not keep_json:
        (trace / UI / "code.json").unlink()
    return trace


# ---- parsing ------------------------------------------------------------------------------

def test_stats_csv_rows_and_kernel_row():
    path = DATA / "complete" / STATS
    kernels = parse_stats_csv(path.read_text(), str(path))
    assert list(kernels) == ["att_sample"]
    k = kernels["att_sample"]
    assert (k.code_object, k.vaddr, k.demangled) == (1, 0x1900, "att_sample")
    assert len(k.rows) == 43
    first = k.rows[0]
    assert (first.vaddr, first.mnemonic, first.hitcount) == (0x1900, "s_load_dwordx4", 16)
    assert k.rows[-1].mnemonic == "s_endpgm"
    assert first.where.endswith(f"{STATS}:3")
    # addresses rise with instruction sizes (4 or 8 bytes)
    steps = {b.vaddr - a.vaddr for a, b in zip(k.rows, k.rows[1:])}
    assert steps == {4, 8}


def test_code_json_holds_the_same_numbers():
    csv_k = parse_stats_csv((DATA / "complete" / STATS).read_text())["att_sample"]
    json_k = parse_code_json((DATA / "complete" / UI / "code.json").read_text())["att_sample"]
    assert [(r.vaddr, r.instruction, r.hitcount, r.latency, r.stall, r.idle)
            for r in csv_k.rows] == [(r.vaddr, r.instruction, r.hitcount, r.latency, r.stall,
                                      r.idle) for r in json_k.rows]


def test_header_spellings_and_hex_addresses():
    # the docs print "Codeobj", the code writes "CodeObj"; any order, any case
    text = ('Source,Hitcount,Instruction,Vaddr,Codeobj,Latency,Stall,Idle\n'
            '"k.hip:3",0,"; _Z1kv",0x100,2,0,0,0\n'
            '"k.hip:3",7,"s_endpgm",0x100,2,9,0,0\n')
    k = parse_stats_csv(text)["_Z1kv"]
    assert (k.demangled, k.rows[0].vaddr, k.rows[0].hitcount, k.rows[0].source) == (
        "k.hip:3", 0x100, 7, "k.hip:3")


def test_traced_waves_from_filenames_json():
    assert traced_wave_count((DATA / "complete" / UI / "filenames.json").read_text()) == 16
    assert traced_wave_count((DATA / "subset" / UI / "filenames.json").read_text()) == 4


def test_read_att_dir_prefers_csv_and_falls_back_to_code_json(tmp_path):
    [d] = read_att_dir(DATA / "complete")
    assert d.path.endswith(STATS) and d.name == UI and d.traced_waves == 16
    trace = copy_trace(tmp_path)
    (trace / STATS).unlink()                      # json-only output format
    [d] = read_att_dir(trace)
    assert d.path.endswith("code.json") and d.traced_waves == 16


# ---- attribution --------------------------------------------------------------------------

def test_every_traced_instruction_lands_on_bbprofs_assembly(machine_function):
    [d] = read_att_dir(DATA / "complete")
    [(_, k)] = select_kernel([d], "att_sample")
    traced = attribute(k, machine_function)
    assert len(traced) == machine_function.instruction_count == 43
    assert all(t.row.mnemonic == t.text.split()[0] for t in traced)
    # the Flow block LLVM made after the entry belongs to the entry (layout rule)
    flow = [t for t in traced if t.machine_block == "%bb.1"]
    assert [t.ir_block for t in flow] == [0, 0] and flow[0].origin == "llvm"
    assert all(t.row.hitcount == 0 for t in flow)


def test_alignment_padding_is_kept_apart(tmp_path, profile):
    trace = copy_trace(tmp_path)
    path = trace / STATS
    lines = path.read_text().splitlines()
    # a .p2align before the loop header (run once per wave on the way in) and at the end
    at = next(i for i, line in enumerate(lines) if line.startswith("1,6564,"))
    lines[at:at] = ['1,6563,"s_nop 0",16,0,0,0,""']
    lines += ['1,6612,"s_nop 0",0,0,0,0,""', '1,6616,"s_code_end",0,0,0,0,""']
    path.write_text("\n".join(lines) + "\n")
    (trace / UI / "code.json").unlink()
    v = check_att(trace, profile, IR)
    assert v.totals["differs"] == 0 and v.totals["att_padding_hits"] == 16
    assert v.totals["att_hitcount_sum"] == 816 + 16


# ---- verdicts -----------------------------------------------------------------------------

def test_complete_trace_verdicts(profile):
    v = check_att(DATA / "complete", profile, IR)
    assert (v.mode, v.traced_waves, v.launch_waves) == ("complete", 16, 16)
    b = by_block(v)
    assert {name: c.verdict for name, c in b.items()} == {
        "entry": "exact", "then": "exact", "else": "exact", "join": "exact (tail-dup.)",
        "loop": "exact", "exit": "exact"}
    assert (b["loop"].wave_hits, b["loop"].att_hits) == (80, 80)
    # LLVM copied the join's code into the `then` block: its own machine block never ran
    join = b["join"]
    assert join.mapping == "tail-duplicated" and ".LBB0_4 (block then)" in join.note
    # the structurizer's Flow block is in the entry's instructions and ran 0 times
    assert b["entry"].mapping == "restructured" and "%bb.1 ran 0 times" in b["entry"].note
    assert b["entry"].counts == [(16, 14), (0, 2)]
    t = v.totals
    assert t["att_hitcount_sum"] == 816 == 16 * (14 + 4 + 7 + 1 + 5 * 4 + 5)
    assert t["predicted_instructions"] == sum(c.wave_hits * c.static_instructions
                                              for c in v.blocks) == 944
    assert [d["block"] for d in t["largest_block_differences"]] == ["join", "entry"]
    # the issue model (bbprof.isa.issue on the machine blocks) finds what the trace says:
    # the join's own machine block and Flow5 jumped over, every block as traced
    m = t["issue_model"]
    assert m["predicted"] == m["att_hitcount_sum"] == 816 and not m["blocks_differ"]


def test_sampled_trace_compares_rates(profile):
    v = check_att(DATA / "subset", profile, IR)
    assert (v.mode, v.traced_waves, v.launch_waves) == ("sampled", 4, 16)
    b = by_block(v)
    assert b["loop"].expected == 20 and b["loop"].att_hits == 20
    assert all(c.verdict.startswith("proportional") for c in v.blocks)
    assert any("4 of 16 waves were traced" in n for n in v.notes)
    m = v.totals["issue_model"]           # rates: 4 of 16 waves
    assert m["predicted"] == m["att_hitcount_sum"] == 204


def _edit_hits(trace: Path, vaddrs: set[int], new_hit) -> None:
    path = trace / STATS
    lines = path.read_text().splitlines()
    out = [lines[0]]
    for line in lines[1:]:
        cells = line.split(",")
        if int(cells[1]) in vaddrs and not cells[2].startswith('"; '):
            # Instruction may contain commas: Hitcount is the 4th column from the end
            cells[-5] = str(new_hit(int(cells[-5])))
        out.append(",".join(cells))
    path.write_text("\n".join(out) + "\n")
    (trace / UI / "code.json").unlink()


def test_a_wrong_loop_count_differs(tmp_path, profile):
    trace = copy_trace(tmp_path)
    loop = {0x19A4, 0x19A8, 0x19AC, 0x19B4}          # .LBB0_6, the loop body
    _edit_hits(trace, loop, lambda h: h - 16)       # one trip fewer per wave
    b = by_block(check_att(trace, profile, IR))
    assert b["loop"].verdict == "DIFFERS" and b["loop"].att_hits == 64
    assert b["exit"].verdict == "exact"


def test_empty_exec_issues_are_named(tmp_path, profile):
    trace = copy_trace(tmp_path)
    _edit_hits(trace, {0x1970, 0x1974, 0x1978, 0x197C}, lambda h: h + 3)   # .LBB0_3 (else)
    c = by_block(check_att(trace, profile, IR))["else"]
    assert c.verdict == "DIFFERS" and "empty exec mask" in c.note


def test_sampled_differences_within_tolerance_are_near(tmp_path, profile):
    trace = copy_trace(tmp_path, "subset")
    _edit_hits(trace, {0x19A4, 0x19A8, 0x19AC, 0x19B4}, lambda h: h + 1)   # 21 for 20
    v = check_att(trace, profile, IR)
    assert by_block(v)["loop"].verdict == "near (+5.0%)"
    v = check_att(trace, profile, IR, tolerance=0.01)
    assert by_block(v)["loop"].verdict == "DIFFERS"


def test_render_text_lines(profile):
    lines = att_text(check_att(DATA / "complete", profile, IR))
    assert lines[0].startswith("att_sample: bbprof wave_hits (instrumented) vs rocprofv3")
    assert any(line.split()[:2] == ["loop", "1:1"] and line.endswith("exact")
               for line in lines)
    assert any("not yet run on AMD hardware" in line for line in lines)


# ---- errors -------------------------------------------------------------------------------

def test_other_code_is_refused_with_one_line(tmp_path, profile):
    trace = stats_edited(tmp_path, '"v_fma_f32 v0, v0, 0.5, 1.0"',
                         '"v_mul_f32_e32 v0, 0.5, v0"')
    with pytest.raises(MismatchError) as err:
        check_att(trace, profile, IR)
    message = err.value.one_line()
    assert "\n" not in message
    assert message.startswith(str(trace / STATS))
    assert ("instruction 37 (Vaddr 0x19ac, line 39) is 'v_mul_f32_e32' in the trace, "
            "'v_fma_f32' in bbprof's assembly (43 instructions traced, 43 in the assembly)"
            in message)


def test_missing_column_is_one_line(tmp_path, profile):
    trace = stats_edited(tmp_path, "Hitcount", "Hits", count=1, keep_json=True)
    with pytest.raises(InputError) as err:
        check_att(trace, profile, IR)
    assert "has no Hitcount column" in str(err.value) and STATS in str(err.value)


def test_another_kernel_is_named(tmp_path, profile):
    trace = stats_edited(tmp_path, '"; att_sample",0,0,0,0,"att_sample"',
                         '"; other_kernel",0,0,0,0,"other_kernel"')
    with pytest.raises(MismatchError, match="no instructions of kernel 'att_sample' "
                                            r"\(kernels in it: other_kernel\)"):
        check_att(trace, profile, IR)


def test_the_dispatch_with_bbprofs_plain_code_is_chosen(tmp_path, profile):
    trace = copy_trace(tmp_path)
    text = (trace / STATS).read_text()
    # dispatch 2: the same kernel name, other code (as an instrumented launch would be)
    (trace / "stats_ui_output_agent_1_dispatch_2.csv").write_text(
        text.replace('"v_fma_f32 v0, v0, 0.5, 1.0"', '"v_mul_f32_e32 v0, 0.5, v0"'))
    v = check_att(trace, profile, IR)
    assert v.source.endswith(STATS) and v.totals["differs"] == 0
    assert any("ui_output_agent_1_dispatch_2 traced other code" in n for n in v.notes)
    # two dispatches of the plain code: the user picks one
    (trace / "stats_ui_output_agent_1_dispatch_3.csv").write_text(text)
    with pytest.raises(InputError, match="in 2 dispatches"):
        check_att(trace, profile, IR)
    assert check_att(trace, profile, IR, dispatch=3).source.endswith("dispatch_3.csv")


def test_ir_must_be_the_profiles(tmp_path, profile):
    other = tmp_path / "other.ll"
    other.write_text(IR.read_text().replace("0.5", "0.25"))
    with pytest.raises(MismatchError, match="sha256 differs"):
        check_att(DATA / "complete", profile, other)


def test_empty_folder(tmp_path, profile):
    with pytest.raises(InputError, match="holds no stats_"):
        check_att(tmp_path, profile, IR)


# ---- the command --------------------------------------------------------------------------

def run_cli(capsys, *args) -> tuple[int, str, str]:
    from bbprof.cli.main import main

    code = main(["validate", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cli_hip_backend(tmp_path, capsys):
    out = tmp_path / "v.json"
    code, stdout, _ = run_cli(capsys, IR, "--backend", "hip", "--att-dir", DATA / "complete",
                              "--profile", DATA / "instrumented.bbprof", "-o", out)
    assert code == 0
    assert "complete: 16 of 16 waves traced" in stdout
    data = json.loads(out.read_text())
    assert data["backend"] == "hip" and data["totals"]["differs"] == 0


def test_cli_hip_needs_the_recorded_files(tmp_path, capsys):
    code, _, err = run_cli(capsys, IR, "--backend", "hip")
    assert code == 2 and "--att-dir and --profile" in err
    trace = copy_trace(tmp_path)
    (trace / STATS).write_text("Vaddr,Instruction\n")
    shutil.rmtree(trace / UI)
    code, _, err = run_cli(capsys, IR, "--backend", "hip", "--att-dir", trace, "--profile",
                           DATA / "instrumented.bbprof")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "has no Hitcount column" in err and "Traceback" not in err


def test_cli_help_says_not_run_on_amd_hardware(capsys):
    code, stdout, _ = run_cli(capsys, "--help")
    assert code == 0 and "NOT YET RUN ON AMD HARDWARE" in " ".join(stdout.split())
