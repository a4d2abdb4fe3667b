"""bench_scale_commands.py's accounting: a step's CPU seconds include the descendants it
leaves behind (bbprof's LLVM child is never waited for: it dies with its parent), which
``os.wait4`` of the step alone does not count (issue 44)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# a step that forks a child burning CPU and ends at once without waiting for it
ORPHANING_STEP = r"""
import os, sys, time
if os.fork() == 0:
    while time.process_time() < float(sys.argv[1]):
        pass
    os._exit(0)
"""

# measured in a process of its own: the subreaper setting lasts for the whole process
MEASURE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import bench_scale_commands as bench
from pathlib import Path
if sys.argv[3] == "subreaper":
    bench.become_subreaper()
row = bench.timed([sys.executable, "-c", sys.argv[4], sys.argv[5]], Path(sys.argv[2]), 60)
print(json.dumps(row))
"""


def measured(tmp_path: Path, how: str, burn: float) -> dict:
    proc = subprocess.run([sys.executable, "-c", MEASURE, str(ROOT / "scripts"), str(tmp_path),
                           how, ORPHANING_STEP, str(burn)],
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_CHILD_SUBREAPER")
def test_cpu_of_an_orphaned_child_is_counted(tmp_path):
    burn = 0.6
    counted = measured(tmp_path, "subreaper", burn)
    assert counted["orphans_cpu_s"] >= 0.8 * burn
    assert counted["cpu_s"] >= counted["orphans_cpu_s"]
    # what a plain os.wait4 of the step sees: not the child's time
    missed = measured(tmp_path, "plain", burn)
    assert missed["cpu_s"] < 0.5 * burn
    assert not list(tmp_path.glob("cache-*")), "each step's cache folder is removed"
