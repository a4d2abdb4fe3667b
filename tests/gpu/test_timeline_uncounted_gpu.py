"""``--counters none`` on the GPU: the ``trips`` kernel of tests/data/runtime/nvptx_cases.ll
stamped at entry, exit and its loop, without counters, through ``bbprof instrument`` and
``bbprof run --backend cuda``: per launch one entry and one exit record per launched warp,
one loop entry per warp (every lane loops), and TRIPS iteration records per warp; the
profile has no counts, and ``bbprof timeline`` and ``bbprof report`` read it."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.cli.main import main
from bbprof.profile import Profile
from bbprof.timeline.decode import records_frame

from conftest import RUNTIME_DATA

pytestmark = pytest.mark.gpu

WARP = 32
GRID, BLOCK = 264, 128
TRIPS = 7
REPEAT = 2


def test_stamps_alone_on_cuda(cuda, tmp_path):
    src = tmp_path / "cases.ll"
    src.write_text((RUNTIME_DATA / "nvptx_cases.ll").read_text())
    threads = GRID * BLOCK
    warps = threads // WARP
    np.save(tmp_path / "trips.npy", np.full(threads, TRIPS, np.int32))
    assert main(["instrument", str(src), "--timeline", "--counters", "none",
                 "--timeline-at", "entry,exit,loops", "--timeline-loop", "trips:loop",
                 # a slot pair per warp, then 4x a launch's claimed (loop) records:
                 # those are split into regions by SM slot (docs/timeline.md), and
                 # each must hold its busiest slot's records
                 "--timeline-waves", str(warps),
                 "--timeline-records", str(2 * warps + 4 * warps * (2 + TRIPS)),
                 "-q"]) == 0
    text = (tmp_path / "cases.bbprof.ll").read_text()
    assert "@__bbprof_counters" not in text
    assert main(["run", str(tmp_path / "cases.bbprof.ll"), "-k", "trips", "--grid",
                 str(GRID), "--block", str(BLOCK), "-a", f"i32[{threads}]", "-a",
                 f"@{tmp_path / 'trips.npy'}", "-n", str(REPEAT), "-q"]) == 0
    profile = Profile.load(tmp_path / "cases.bbprof")
    assert profile.counts == {"thread_hits": None, "wave_hits": None}
    assert all(lt.drops == 0 for lt in profile.timeline.launches)
    frame = records_frame(profile.timeline, profile.block_map.timeline)
    for _, launch in frame.groupby("launch"):
        kinds = launch.groupby("kind").size().to_dict()
        assert kinds == {"entry": warps, "exit": warps, "loop_entry": warps,
                         "loop_exit": warps, "iteration": warps * TRIPS}
    assert main(["timeline", str(tmp_path / "cases.bbprof"), "-o",
                 str(tmp_path / "t.json")]) == 0
    assert main(["report", str(tmp_path / "cases.bbprof"), "-o", str(tmp_path / "r.html"),
                 "-q"]) == 0
    assert 'id="no-counts"' in (tmp_path / "r.html").read_text()
