"""scripts/bench_timeline.py (issue 20's overhead benchmark) without a GPU: every stamped
variant of two of the broad benchmark's kernels compiles for sm_90 through Triton (ptxas
included) with one slot store in the PTX per slot stamp of the IR and one cursor claim
per claiming stamp, and no block counter."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytest.importorskip("triton", reason="the benchmark kernels need Triton")
sys.path.insert(0, str(ROOT / "scripts"))


def test_compile_only_checks_every_variant(capsys):
    import bench_timeline

    assert bench_timeline.main(["--compile-only", "--kernels",
                                "newton_while,persistent_gemm"]) == 0
    out = capsys.readouterr().out
    assert "2 kernels compiled, 0 mismatches" in out
    # entry/exit: one entry stamp, one exit stamp into their slots; loops: and the
    # outermost loop's two, claimed; claims: entry and exit claimed (no slots)
    assert "persistent_gemm    entry_exit: 2 slot stamps (2 in the PTX), 0 claiming " \
           "(0 claims), 0 loop(s); loops: 2 slot stamps (2 in the PTX), 2 claiming " \
           "(2 claims), 1 loop(s); entry_exit_claims: 0 slot stamps (0 in the PTX), " \
           "2 claiming (2 claims), 0 loop(s); entry_exit_at_entry: 2 slot stamps (2 in the " \
           "PTX), 0 claiming (0 claims), 0 loop(s)" in out


def test_unknown_kernel_is_refused_in_one_line():
    import bench_timeline

    with pytest.raises(SystemExit, match="unknown kernel"):
        bench_timeline.main(["--compile-only", "--kernels", "nope"])


def test_table_and_summary_of_made_up_results():
    """The GPU run's table and summary from hand-made results: ratios, the acceptance
    line, a kernel's error on its own row."""
    import bench_timeline

    def variant(ratio, loops, drops=0, share=None, regs=40):
        return {"ratio": ratio, "span_over_time": 0.98, "one_span_per_warp": True, "drops": drops,
                "outputs_identical": True, "loops_stamped": [["k", "h"]] * loops,
                "regs": regs, "regs_plain": 32,
                "phase_shares": None if share is None else {"k": {"loop h": share,
                                                                  "outside loops": 1 - share}}}
    results = [
        {"kernel": "a", "plain_ms": 1.0, "correct": True,
         "variants": {"entry_exit": variant(1.01, 0, regs=32),
                      "loops": variant(1.05, 1, share=0.8),
                      "entry_exit_claims": variant(1.2, 0)}},
        {"kernel": "b", "plain_ms": 2.0, "correct": True,
         "variants": {"entry_exit": variant(1.05, 0), "loops": variant(1.10, 2, drops=3,
                                                                        share=0.5),
                      "entry_exit_claims": variant(1.3, 0)}},
        {"kernel": "c", "error": "RuntimeError: boom"}]
    summary = bench_timeline.summarize(results)
    assert abs(summary["entry_exit"]["geomean"] - (1.01 * 1.05) ** 0.5) < 1e-12
    assert summary["entry_exit"]["worst_kernel"] == "b" and summary["errors"] == ["c"]
    assert summary["loops"]["drops"] == 3
    assert summary["acceptance_entry_exit_geomean_le_1.02"] is False    # 1.0298
    text = bench_timeline.table(results)
    lines = text.splitlines()
    assert lines[2] == ("| a | 1.0000 | 1.010 | 1.050 | 1.200 | 1 | yes | 0 | ok | 80.0% "
                        "| 0.980 | 32/32/40 |")
    assert lines[3].startswith("| b | 2.0000 | 1.050 | 1.100 | 1.300 | 2 | yes | 3 |")
    assert summary["entry_exit_claims"]["geomean"] == pytest.approx((1.2 * 1.3) ** 0.5)
    assert lines[4].startswith("| c | ERROR: RuntimeError: boom |")


def test_timeline_sass_table_of_one_kernel(tmp_path, capsys):
    """scripts/timeline_sass.py: plain, claiming and slot stamps of one kernel through
    ptxas, specialized as its launch; the slot stamps have no ATOMG and the plain
    kernel's registers, the claiming ones one ATOMG per stamp."""
    import timeline_sass

    if not (timeline_sass.tools() / "ptxas").exists():
        pytest.skip("the triton wheel brings no ptxas")
    pytest.importorskip("torch", reason="the kernels' launch inputs are torch tensors "
                                        "(CI installs no torch)")
    assert timeline_sass.main(["--kernels", "axpb_tail", "--out",
                               str(tmp_path / "t.md")]) == 0
    row = [line for line in (tmp_path / "t.md").read_text().splitlines()
           if line.startswith("| axpb_tail |")][0].split(" | ")
    assert row[6] == "2 / 0 / 0"              # ATOMG claims / slots / slots at entry
    assert all(int(w) == 64 for w in row[3].split(" / "))
    plain, _, slots, at_entry = (int(r) for r in row[2].split(" / "))
    # the slot stamps' functions: no register kept for them; the entry's clocks that the
    # exit writes stay in uniform registers
    assert slots == at_entry == plain
    assert all(float(n) > 0 for n in row[5].split(" / "))     # instructions per stamp


def test_resident_warps_follow_the_register_file():
    import timeline_sass

    # sm_90: 65,536 registers, 256-register units per warp, at most 64 warps, whole blocks
    assert timeline_sass.resident_warps(32, 4) == 64
    assert timeline_sass.resident_warps(40, 4) == 48        # 1,280 per warp: 51 -> 12 blocks
    assert timeline_sass.resident_warps(34, 8) == 48        # rounds up to 40 per thread
    assert timeline_sass.resident_warps(255, 4) == 8
