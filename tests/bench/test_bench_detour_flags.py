"""scripts/bench_detour_flags.py measures what it says: on the gfx942 reduce kernel (one
uniform loop with four detour blocks), no flags leave four memory counters per iteration
and eight allowed flags leave none; registers are read from the compiled code (AMDGPU's
flags are wave-uniform: they take scalar registers, and no vector register more)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_detour_flags  # noqa: E402


def test_reduce_rows():
    path = ROOT / "tests/data/amd/triton/gfx942/reduce.ll"
    off, on = bench_detour_flags.measure(path, "gfx942", [0, 8])
    assert (off["flags"], off["updates_per_iteration"]) == (0, 4)
    assert (on["flags"], on["flagged_blocks"], on["updates_per_iteration"]) == (4, 4, 0)
    assert on["sgprs"] > off["sgprs"] >= on["original_sgprs"] > 0
    assert off["vgprs"] >= on["vgprs"] >= on["original_vgprs"] > 0
