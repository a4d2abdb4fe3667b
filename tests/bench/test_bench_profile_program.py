"""bench_profile_program.py runs its CPU case end to end and keeps every round."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_empty_case_one_round(tmp_path):
    out = tmp_path / "r.json"
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_profile_program.py"),
                           "--cases", "empty,many_launches", "--rounds", "2",
                           "--no-compileall", "--json", str(out),
                           "--markdown", str(tmp_path / "r.md")],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(out.read_text())
    rows = result["seconds"]["empty"]
    assert set(rows) == {"plain", "profiled", "profiled_summary", "child_only"}
    assert all(len(times) == 2 and min(times) > 0 for times in rows.values())
    summary = result["summary"]["empty"]
    assert summary["baseline"] == "plain" and summary["ratio"] > 0
    assert abs(summary["parent_s"] - (summary["median_s"]["profiled"]
                                      - summary["median_s"]["child_only"])) < 1e-9
    # bbprof's share of each profiled run, from that run's run.json: part of the run
    own = result["parent_in_run_s"]["empty"]
    assert set(own) == {"profiled", "profiled_summary"}
    for name, parts in own.items():
        assert all(len(parts[part]) == 2 for part in ("total", "before", "after"))
        for total, before, after, run in zip(parts["total"], parts["before"],
                                             parts["after"], rows[name]):
            assert 0 < before and 0 < after and 0 < total < run
            assert abs(before + after - total) < 0.05 * run + 0.01   # two clocks
    assert "| empty | profiled |" in (tmp_path / "r.md").read_text()
    if "many_launches" not in result["summary"]:       # no GPU here: said why
        assert "many_launches" in result["skipped"]
    assert "| empty |" in (tmp_path / "r.md").read_text()
