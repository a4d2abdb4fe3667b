"""CLI (text and files) and CFG pictures."""

from __future__ import annotations

import json

import pytest

from bbprof.cli.main import main
from bbprof.render.cfg import cfg_dot, layout_engine, render_svg

from bbprof_testpaths import DATA
from conftest import REPORT_DATA

CONV = [str(REPORT_DATA / "conv_gfx942.bbprof"), "--static",
        str(REPORT_DATA / "conv_gfx942.gfx942.static.csv")]


def test_report_prints_or_writes(tmp_path, capsys):
    assert main(["report", *CONV, "--top", "3"]) == 0
    text = capsys.readouterr().out
    assert "address/integer arithmetic 70.4%" in text
    assert "Hot blocks (top 3 of 69" in text
    out = tmp_path / "r.json"
    assert main(["report", *CONV, "--top", "3", "-o", str(out)]) == 0
    text = capsys.readouterr().out     # -o: the file holds the report, not the terminal
    assert "Hot blocks" not in text and f"wrote {out}" in " ".join(text.split())
    doc = json.loads(out.read_text())
    assert doc["summary"]["issued_total"] == sum(b["issued_total"] for b in doc["blocks"])


def test_report_bad_suffix_is_exit_2_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "r.xlsx"
    assert main(["report", *CONV, "-o", str(out)]) == 2
    assert "cannot write a report as '.xlsx'" in capsys.readouterr().err
    assert not out.exists()


def test_diff_answers_the_address_arithmetic_question(tmp_path, capsys):
    out = tmp_path / "d.json"
    a, b = REPORT_DATA / "conv_gfx90a.bbprof", REPORT_DATA / "conv_gfx942.bbprof"
    assert main(["diff", str(a), str(b),
                 "--static-a", str(REPORT_DATA / "conv_gfx90a.gfx90a.static.csv"),
                 "--static-b", str(REPORT_DATA / "conv_gfx942.gfx942.static.csv"),
                 "--sort", "int_arith", "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "address/integer arithmetic" in text
    doc = json.loads(out.read_text())
    groups = {g["group"]: g for g in doc["groups"]}
    ia = groups["int_arith"]
    assert ia["issued_a"] > ia["issued_b"]          # gfx90a spends more on addresses
    assert ia["delta"] == ia["issued_b"] - ia["issued_a"]
    assert sum(g["delta"] for g in doc["groups"] if g["group"] != "total") == \
        groups["total"]["delta"]
    # blocks ranked by the change in int_arith; every block matched by name (same source)
    deltas = [abs(r["int_arith_delta"]) for r in doc["blocks"]]
    assert deltas == sorted(deltas, reverse=True)
    assert not doc["unmatched"]
    assert sum(r["int_arith_delta"] for r in doc["blocks"]) == ia["delta"]


def test_diff_matches_by_debug_location_and_lists_unmatched(reports):
    from bbprof.analysis.diff import diff_blocks

    a = reports["conv_gfx942"]
    b = reports["conv_gfx942"]
    blocks, unmatched = diff_blocks(a, b)
    assert unmatched.empty and (blocks.issued_delta == 0).all()
    assert len(blocks) == 69
    # rename a block in B: still matched, by its (unique) debug location
    b2 = type(b)(**{**b.__dict__, "blocks": b.blocks.copy()})
    b2.blocks.loc[b2.blocks.block == "216", "block"] = "renamed"
    blocks, unmatched = diff_blocks(a, b2)
    row = blocks[blocks.block_b == "renamed"].iloc[0]
    assert row.block_a == "216" and row.matched_by == "debug_location"
    # another kernel: the two single kernels are paired; what does not match is listed
    blocks, unmatched = diff_blocks(a, reports["matmul"])
    assert 2 * len(blocks) + len(unmatched) == 69 + 5 and len(unmatched) >= 69 - 5


def test_cfg_dot_of_profile_marks_back_edges_and_heat(tmp_path, reports):
    out = tmp_path / "cfg.dot"
    assert main(["cfg", *CONV, "-o", str(out)]) == 0
    dot = out.read_text()
    assert dot.count("style=dashed") == 1                   # one back edge: 478 -> 216
    assert "b34 -> b2 [style=dashed" in dot
    assert "subgraph cluster_loop2" in dot
    drawn = [line for line in dot.splitlines() if "->" in line and "invis" not in line]
    assert len(drawn) == sum(len(set(b.successors)) for b in
                             reports["conv_gfx942"].profile.block_map.functions[0].blocks)


def test_cfg_draws_the_back_edge_of_a_single_block_loop(reports):
    # matmul's K loop is one block (block 2 branches to itself): it must not look like
    # straight-line code. Every successor edge is drawn, self edges included.
    dot = cfg_dot(reports["matmul"], "matmul_kernel")
    assert "b2 -> b2 [style=dashed" in dot
    blocks = reports["matmul"].profile.block_map.functions[0].blocks
    drawn = [line for line in dot.splitlines() if "->" in line and "invis" not in line]
    assert len(drawn) == sum(len(set(b.successors)) for b in blocks)
    assert "b1 -> b1 [style=dashed" in cfg_dot(reports["loop"], "loop_kernel")


def test_cfg_collapse_keeps_large_cfgs_small(reports):
    r = reports["conv_gfx942"]
    full = cfg_dot(r, "conv2d_nhwc_kernel")
    loops = cfg_dot(r, "conv2d_nhwc_kernel", collapse_loops=1)
    cold = cfg_dot(r, "conv2d_nhwc_kernel", collapse_cold=0.05)
    nodes = lambda d: sum(1 for line in d.splitlines() if "[label=<<table" in line)  # noqa
    assert nodes(full) == 69
    assert nodes(loops) == 69 - 33 + 1
    assert "loop 216</b> (depth 1, 33 blocks)" in loops
    assert nodes(cold) < 69 and "cold blocks" in cold


def test_cfg_of_plain_ll_is_structure_only(tmp_path):
    out = tmp_path / "cfg.dot"
    assert main(["cfg", str(DATA / "host" / "host_loops.ll"), "--target", "host",
                 "-f", "nested", "-o", str(out)]) == 0
    dot = out.read_text()
    assert "structure only" in dot and "IR instr." in dot and "threads" not in dot


def test_cfg_svg_needs_a_layout_engine(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("BBPROF_DOT", str(tmp_path / "no-such-dot"))
    out = tmp_path / "cfg.svg"
    assert main(["cfg", *CONV, "-o", str(out)]) == 1
    assert "failed" in capsys.readouterr().err and not out.exists()


@pytest.mark.skipif(layout_engine() is None, reason="no graphviz-pure or dot")
def test_svg_has_html_labels(reports):
    svg = render_svg(cfg_dot(reports["loop"], "loop_kernel"))
    assert svg.startswith("<svg") and ".lr.ph" in svg and "threads" in svg
