"""scripts/bench_timeline.py (issue 20's overhead benchmark) without a GPU: every stamped
variant of two of the broad benchmark's kernels compiles for sm_90 through Triton (ptxas
included) with one cursor claim in the PTX per stamp of the IR, and no block counter."""

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
    # entry/exit: one entry stamp, one exit stamp; loops: and the outermost loop's two
    assert "persistent_gemm    entry_exit: 2 stamps, 2 claims in the PTX, 0 loop(s); " \
           "loops: 4 stamps, 4 claims in the PTX, 1 loop(s)" in out


def test_unknown_kernel_is_refused_in_one_line():
    import bench_timeline

    with pytest.raises(SystemExit, match="unknown kernel"):
        bench_timeline.main(["--compile-only", "--kernels", "nope"])
