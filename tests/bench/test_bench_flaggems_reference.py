"""bench_flaggems.py compares each operator's counts with the every-block reference's
(issue 39's acceptance: every block's counts equal to the reference): kernels paired by
name in compile order, every thread and wave count compared, mismatches named."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

pd = pytest.importorskip("pandas")


def profile(threads, waves):
    frame = pd.DataFrame({"is_kernel": [True] * len(threads), "thread_hits": threads,
                          "wave_hits": pd.array(waves, dtype="UInt64")})
    return SimpleNamespace(to_dataframe=lambda: frame)


def test_equal_counts_compare_every_value():
    from bench_flaggems import compare_with_reference

    mine = {"softmax[aa]": profile([64, 128], [2, 4]), "sum[bb]": profile([32], [1]),
            "sum[cc]": profile([8, 8, 8], [1, 1, 1])}
    ref = {"softmax[11]": profile([64, 128], [2, 4]), "sum[22]": profile([32], [1]),
           "sum[33]": profile([8, 8, 8], [1, 1, 1])}
    got = compare_with_reference(mine, ref)
    assert (got["kernels"], got["blocks"], got["compared"], got["differ"]) == (3, 6, 12, 0)
    assert got["unmatched"] == [] and got["first_difference"] is None


def test_a_difference_and_an_unmatched_kernel_are_reported():
    from bench_flaggems import compare_with_reference

    mine = {"softmax[aa]": profile([64, 128], [2, 5]), "extra[bb]": profile([1], [1]),
            "norm[cc]": profile([4, 4], [1, 1])}
    ref = {"softmax[11]": profile([64, 128], [2, 4]), "norm[22]": profile([4], [1])}
    got = compare_with_reference(mine, ref)
    assert got["differ"] == 1 and got["compared"] == 4
    assert got["first_difference"] == {"kernel": "softmax", "value": 3, "got": 5,
                                       "reference": 4}
    assert sorted(got["unmatched"]) == ["extra", "norm"]


def test_the_summary_counts_operators_equal_to_the_reference():
    from bench_flaggems import summarize

    rows = [{"op": "a", "group": "g", "ratio": 1.01, "valid": True, "outputs_ok": True,
             "counts_vs_reference": {"compared": 4, "differ": 0, "unmatched": []}},
            {"op": "b", "group": "g", "ratio": 1.02, "valid": False, "outputs_ok": True,
             "counts_vs_reference": {"compared": 4, "differ": 1, "unmatched": []}}]
    assert summarize(rows)["counts_equal_reference"] == 1
