"""Timeline mode on the GPU (issue 20's acceptance): the ``trips`` kernel of
tests/data/runtime/nvptx_cases.ll, instrumented with ``--timeline`` and launched through
``bbprof run``, writes one entry and one exit span per launched warp, each warp's pair
at its fixed slot (linear block id x warps per block + warp, no atomic); the per-SM wave
counts sum to the launch; the span from the earliest entry to the latest exit is within
5% of the launch's CUDA-event time. The launch is long (every thread loops ``TRIPS``
times, several warps per SM slot), so the event's fixed launch cost is small beside it.
"""

from __future__ import annotations

import json

import numpy as np

from bbprof.cli.main import main
from bbprof.profile import Profile
from bbprof.timeline.decode import summary, wave_spans

from conftest import RUNTIME_DATA

WARP = 32
GRID, BLOCK = 132 * 16, 256          # 16 blocks per SM of an H200, 8 warps each
TRIPS = 20000
REPEAT = 3


def test_timeline_of_a_long_launch(cuda, tmp_path, capsys):
    src = tmp_path / "cases.ll"
    src.write_text((RUNTIME_DATA / "nvptx_cases.ll").read_text())
    threads = GRID * BLOCK
    warps = threads // WARP
    np.save(tmp_path / "trips.npy", np.full(threads, TRIPS, np.int32))
    assert main(["instrument", str(src), "--timeline", "--timeline-records",
                 str(2 * warps), "-q"]) == 0     # one slot pair per warp, exactly
    assert main(["run", str(tmp_path / "cases.bbprof.ll"), "-k", "trips", "--grid",
                 str(GRID), "--block", str(BLOCK), "-a", f"i32[{threads}]", "-a",
                 f"@{tmp_path / 'trips.npy'}", "-n", str(REPEAT), "-q"]) == 0
    profile = Profile.load(tmp_path / "cases.bbprof")
    capture = profile.timeline
    assert len(capture.launches) == REPEAT
    assert all(lt.drops == 0 and lt.launched == warps == lt.waves
               for lt in capture.launches)
    assert profile.block_map.timeline.cursor_symbol is None      # nothing claims
    per_block = BLOCK // WARP
    for lt in capture.launches:     # records in slot order: pair i is warp i's
        entries, exits = lt.records[0::2], lt.records[1::2]
        assert list(entries[:, 3] & 0xFFFFFFFF) == [w // per_block for w in range(warps)]
        assert list((entries[:, 2] >> 16) & 0xFFFF) == [w % per_block for w in range(warps)]
        assert ((entries[:, 2] & 7) == 0).all() and ((exits[:, 2] & 7) == 1).all()
        assert (exits[:, 0] >= entries[:, 0]).all()
    spans = wave_spans(capture, profile.block_map.timeline)
    s = spans.spans
    assert spans.unmatched_entries == 0 and spans.unmatched_exits == 0
    units = cuda.device().units
    for launch, group in s.groupby("launch"):
        # one span per launched warp, each (block, warp) once
        assert len(group) == warps
        assert len(group.drop_duplicates(["block_x", "wave"])) == warps
        assert (group.exits == 1).all()           # one exit slot per warp
        per_sm = group.groupby("unit").size()
        assert per_sm.sum() == warps and len(per_sm) == units
        assert group.unit.max() < units
    info = summary(spans)
    kernel_ms = profile.launches[0].kernel_ms
    ratios = [span_us / 1e3 / ms for span_us, ms in zip(info["span_us"], kernel_ms)]
    print("span / CUDA-event time per launch:", [f"{r:.4f}" for r in ratios],
          "kernel ms:", kernel_ms)
    # launch 0 also pays first-launch costs inside its events; the later ones must agree
    for r in ratios[1:]:
        assert 0.95 <= r <= 1.01
    assert main(["timeline", str(tmp_path / "cases.bbprof"), "-o",
                 str(tmp_path / "trace.json")]) == 0
    trace = json.loads((tmp_path / "trace.json").read_text())
    assert sum(1 for e in trace["traceEvents"] if e["ph"] == "X") == REPEAT * warps
    print(capsys.readouterr().out)



STEPS = 20000        # n_iter: steps per tile (a launch of some 0.3 ms: start-up skew is small)


def test_persistent_kernel_one_long_wave_per_sm(cuda, tmp_path):
    """A Triton persistent kernel, one program of 4 warps per SM, each looping over 8
    tiles (tests/data/runtime/timeline_kernels.py, whose ``check_persistent`` says what
    must hold: every SM runs one program's warps, each warp's span >= 90% of the launch,
    one tile-loop phase per warp inside its span, 8 iteration records per warp). The
    same checks run on the emulator in tests/timeline/test_timeline_triton.py."""
    from timeline_kernels import check_persistent, run_persistent

    units = cuda.device().units
    profile, header = run_persistent(tmp_path, "cuda", units, STEPS)
    for line in check_persistent(profile, units, header):
        print(line)
    info = summary(wave_spans(profile.timeline, profile.block_map.timeline))
    print("persistent span / CUDA-event time:",
          [f"{s / 1e3 / ms:.4f}" for s, ms in
           zip(info["span_us"], profile.launches[0].kernel_ms)])
