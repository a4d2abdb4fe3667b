"""Source lines split per machine instruction (issue 22 item 5, "counters per rocMLIR op").

The assembly bbprof compiles carries a ``.loc`` before the code of each source line (an
MLIR op's location, a Triton kernel's Python line); the static mix counts, per IR block,
the instructions of each line, and the report's line table gives every line
``wave_hits × (the block's instructions from it)``. Checked: the lines' issued
instructions sum to the kernel's; a block whose code comes from several ops gives each op
a row; instructions on no line are their own row; and, with every block run the same
number of times, each line's issued count is that number times a naive count of the
instructions under that line's ``.loc`` in the whole function (``isa_independent``, which
knows nothing of blocks).
"""

from __future__ import annotations

import pandas as pd
import pytest

from bbprof.analysis import make_report
from bbprof.analysis.diff import diff_lines
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.isa.analysis import analyze
from bbprof.isa.machine import decode_source_line_groups, decode_source_lines
from bbprof.profile import LaunchRecord, Profile
from bbprof.render.text import to_text

from bbprof_testpaths import DATA, TESTS
from isa_independent import lines_of_instructions

MLIR = DATA / "isa" / "mlir" / "locations.ll"
ROCMLIR = TESTS.parents[1] / "shared" / "rocmlir-ir"


def load_case(name: str):
    """The report tests' conv profiles and static mixes (tests/data/report/make_data.py)."""
    arch = name.split("_")[1]
    report = DATA / "report"
    return (Profile.load(report / f"{name}.bbprof"),
            pd.read_csv(report / f"{name}.{arch}.static.csv"))


def _profile(path, per_block, wave=64):
    """A Profile of ``path`` whose blocks ran ``per_block(name)`` threads (whole waves)."""
    bm = instrument(load_module(path)).block_map
    threads = [per_block(b.name) for f in bm.functions for b in f.blocks]
    return Profile(bm, {"thread_hits": threads, "wave_hits": [t // wave for t in threads]},
                   launches=[LaunchRecord(bm.kernels[0], (1, 1, 1), (wave, 1, 1))],
                   device={"name": "synthetic (hand-derived counts)"})


def test_mlir_ops_of_one_block_get_a_line_each():
    # 64 threads (one wave), n = 8: entry and exit once, the loop body 8 times per thread
    profile = _profile(MLIR, lambda name: {"entry": 64, "loop": 64 * 8, "exit": 64}[name])
    static = analyze(MLIR).blocks()
    report = make_report(profile, static)
    lines = report.lines
    assert lines.issued_total.sum() == report.total_issued > 0
    assert lines.share.sum() == pytest.approx(1.0)
    pairs = {ir_name: dict(decode_source_lines(text))
             for ir_name, text in zip(static.ir_name, static.source_lines)}
    by_line = {(r.file, r.line): r for r in lines.itertuples()}
    # the loop body holds the code of the ops at lines 12, 13 and 14 (and the loop's 9);
    # those three lines have code nowhere else: 8 waves' issue of the loop's share each
    assert {"kernel.mlir:12", "kernel.mlir:13", "kernel.mlir:14"} <= set(pairs["loop"])
    for line in (12, 13, 14):
        row = by_line[("kernel.mlir", line)]
        assert row.blocks == 1
        assert row.issued_total == 8 * pairs["loop"][f"kernel.mlir:{line}"]
    # the exit block starts with a line-0 instruction: a "no location" row of its own
    assert pairs["exit"].get(None, 0) > 0
    (unlocated,) = [r for r in lines.itertuples() if r.file is None]
    assert unlocated.issued_total == sum(p.get(None, 0) for p in pairs.values())
    text = to_text(report)
    assert "no location" in text and "kernel.mlir:13" in text


def test_issued_per_line_is_wave_hits_times_the_instructions_under_its_loc():
    profile = _profile(MLIR, lambda name: 64 * 5)        # every block 5 waves
    result = analyze(MLIR)
    report = make_report(profile, result.blocks())
    naive = lines_of_instructions(result.assembly)["kernel"]   # {"kernel.mlir:12": n, None: m}
    got = {(None if r.file is None else f"{r.file}:{r.line}"): r.issued_total
           for r in report.lines.itertuples()}
    assert got == {loc: 5 * n for loc, n in naive.items()}
    assert len(naive) >= 6 and None in naive


def test_triton_lines_sum_to_the_total_and_split_the_k_loop():
    profile, stored = load_case("conv_gfx942")
    static = analyze(DATA / "amd" / "triton" / "gfx942" / "conv2d_implicit_gemm.ll",
                     "gfx942", sass=False).blocks()
    # the stored CSV was written before lines carried their groups: the pairs still agree
    assert [decode_source_lines(t) for t in stored.source_lines] == \
        [decode_source_lines(t) for t in static.source_lines]
    for text in static.source_lines:     # each line's groups partition its instructions
        assert all(sum(groups.values()) == n for _, n, groups in
                   decode_source_line_groups(text))
    split = make_report(profile, stored)
    # a static mix written before the column existed: blocks count whole
    whole = make_report(profile, stored.drop(columns=["source_lines", "scratch"]))
    for report in (split, whole):
        assert report.lines.issued_total.sum() == report.total_issued
    assert split.total_issued == whole.total_issued
    # the hottest block (the K loop) spreads over several Python lines
    hot = split.hot_blocks(1).iloc[0]
    (text,) = static[static.ir_block == hot.block_id].source_lines
    assert len([loc for loc, _ in decode_source_lines(text) if loc]) >= 3
    assert len(split.lines) > len(whole.lines)


def test_diff_lines_sums_both_sides():
    pa, _ = load_case("conv_gfx90a")
    pb, _ = load_case("conv_gfx942")
    a = make_report(pa, analyze(DATA / "amd" / "triton" / "gfx90a" / "conv2d_implicit_gemm.ll",
                                "gfx90a", sass=False).blocks())
    b = make_report(pb, analyze(DATA / "amd" / "triton" / "gfx942" / "conv2d_implicit_gemm.ll",
                                "gfx942", sass=False).blocks())
    lines = diff_lines(a, b)
    assert lines.issued_a.sum() == a.total_issued and lines.issued_b.sum() == b.total_issued
    assert (lines.issued_delta == lines.issued_b - lines.issued_a).all()
    assert lines.issued_delta.abs().is_monotonic_decreasing


ROCMLIR_DBG = sorted(p for p in ROCMLIR.glob("*.ll") if "!DILocation" in p.read_text()) \
    if ROCMLIR.is_dir() else []


@pytest.mark.skipif(not ROCMLIR_DBG, reason="no rocMLIR IR with MLIR !dbg lines in "
                                            "../shared/rocmlir-ir")
@pytest.mark.parametrize("path", ROCMLIR_DBG, ids=lambda p: p.name)
def test_rocmlir_lines_sum_to_the_total(path):
    module = load_module(path)
    result = analyze(module, module.arch() or "gfx908")
    static = result.blocks()
    profile = _profile(path, lambda name: 64 * 3)
    report = make_report(profile, static)
    assert report.lines.issued_total.sum() == report.total_issued
    assert any(len(decode_source_lines(text)) > 2 for text in static.source_lines)
