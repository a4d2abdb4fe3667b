"""The timeline alone: ``bbprof instrument --timeline --counters none`` end to end.

The module gets the stamps and no counters (no ``@__bbprof_counters``, no counter code:
every bbprof line of the output is a stamp's, or the CFG hash constant), the block map and
the profile say so, and ``bbprof run`` (host JIT, emulator), ``bbprof timeline`` and
``bbprof report`` take it. Expected record counts come from the launch shape and the
kernels' trip counts, worked out here by hand, never from the decoder:

* host ``nested(n, m)`` (one lane per call): per call one entry and one exit record, one
  loop entry and one loop exit of its outermost loop ``outer`` (n > 0), and the iteration
  stamps of the inner loop's header ``inner``: it is entered n times and runs m + 1 times
  per entry, so ``n * ceil((m + 1) / every)`` records per call;
* NVPTX ``trips`` on the emulator: per warp one entry and one exit record, a loop entry
  when one of its lanes has trips > 0, and max(trips of its lanes) iteration records. The
  loop's exit ``loop -> after`` is not a dedicated exit (``after`` is also entered from
  ``entry``), so its stamp is conditional, before the loop's branch: the lanes that leave
  in one iteration write one record, so a warp writes one loop-exit record per distinct
  trip count > 0 of its lanes. (With counters, the register count's flush block on that
  edge makes the exit dedicated: one record per warp, what test_timeline_emulator.py
  checks.)
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from bbprof.cli.main import main
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.layout import COUNTER_SYMBOL
from bbprof.profile import Profile
from bbprof.timeline.decode import loop_phases, records_frame, wave_spans

from bbprof_testpaths import DATA

HOST_LOOPS = DATA / "host" / "host_loops.ll"
NVPTX_CASES = DATA / "runtime" / "nvptx_cases.ll"


def assert_no_counter_code(text: str) -> None:
    """No counter global, and every line bbprof added belongs to a stamp (``.tl.``,
    ``__bbprof_timeline``) or is the CFG hash constant."""
    assert f"@{COUNTER_SYMBOL}" not in text
    added = [line for line in text.splitlines() if "__bbprof" in line]
    assert added
    others = [line for line in added if ".tl." not in line and "__bbprof_timeline" not in line
              and not line.startswith("@__bbprof_cfg_hash =")]
    assert others == []


def instrument_cli(tmp_path, source, *flags) -> tuple:
    src = tmp_path / source.name
    src.write_text(source.read_text())
    assert main(["instrument", str(src), "--timeline", "--counters", "none", "-q",
                 *flags]) == 0
    stem = src.name.removesuffix(".ll")
    return tmp_path / f"{stem}.bbprof.ll", tmp_path / f"{stem}.bbprof.json"


@pytest.mark.parametrize("every", [1, 2])
def test_host_stamps_without_counters(tmp_path, capsys, every):
    n, m, calls, repeat = 3, 4, 5, 2
    ll, map_path = instrument_cli(tmp_path, HOST_LOOPS, "--target", "host",
                                  "--timeline-at", "entry,exit,loops",
                                  "--timeline-loop", "nested:inner",
                                  "--timeline-every", str(every))
    assert_no_counter_code(ll.read_text())
    block_map = BlockMap.load(map_path)
    assert block_map.counters is None and not block_map.has_counters
    assert str(block_map.mode) == "none"
    assert all(not b.counters for f in block_map.functions for b in f.blocks)
    assert json.loads(map_path.read_text())["counters"] is None
    assert main(["run", str(ll), "--backend", "host", "-k", "nested", "--grid", "1",
                 "--block", str(calls), "-a", f"i32:{n}", "-a", f"i32:{m}",
                 "-n", str(repeat)]) == 0
    out = capsys.readouterr().out
    assert "no counts (instrumented with --counters none)" in out
    profile = Profile.load(tmp_path / "host_loops.bbprof")
    assert profile.counts == {"thread_hits": None, "wave_hits": None}
    capture = profile.timeline
    assert len(capture.launches) == repeat
    per_call = 2 + 2 + n * math.ceil((m + 1) / every)
    for lt in capture.launches:
        assert lt.cursor == calls * per_call and lt.drops == 0
    frame = records_frame(capture, block_map.timeline)
    for _, launch in frame.groupby("launch"):
        kinds = launch.groupby("kind").size().to_dict()
        assert kinds == {"entry": calls, "exit": calls, "loop_entry": calls,
                         "loop_exit": calls, "iteration": calls * n * math.ceil((m + 1)
                                                                                / every)}
    spans = wave_spans(capture, block_map.timeline, frame)
    assert len(spans.spans) == calls * repeat and spans.unmatched_entries == 0
    phases = loop_phases(capture, block_map.timeline, frame).phases
    assert set(phases.loop) == {"outer"} and len(phases) == calls * repeat


def test_emulator_stamps_without_counters_and_the_views(tmp_path, capsys):
    threads, grid, block = 256, 4, 64
    trips = (np.arange(threads) * 7 % 11).astype(np.int32)
    trips[32:64] = 0             # warp 1 never loops
    np.save(tmp_path / "trips.npy", trips)
    ll, map_path = instrument_cli(tmp_path, NVPTX_CASES, "--timeline-at", "entry,exit,loops",
                                  "--timeline-loop", "trips:loop")
    assert_no_counter_code(ll.read_text())
    args = ["-k", "trips", "--grid", str(grid), "--block", str(block), "-a",
            f"i32[{threads}]", "-a", f"@{tmp_path / 'trips.npy'}", "-n", "2", "-q"]
    assert main(["run", str(ll), "--backend", "emulator", *args]) == 0
    profile = Profile.load(tmp_path / "nvptx_cases.bbprof")
    assert not profile.block_map.has_counters
    assert profile.counts == {"thread_hits": None, "wave_hits": None}
    frame = records_frame(profile.timeline, profile.block_map.timeline)
    per_warp = trips.reshape(-1, 32)
    warps, entering = len(per_warp), int((per_warp.max(axis=1) > 0).sum())
    leaving = sum(len(set(row.tolist()) - {0}) for row in per_warp)
    assert leaving > entering     # lanes of a warp leave the loop apart
    for _, launch in frame.groupby("launch"):
        kinds = launch.groupby("kind").size().to_dict()
        assert kinds == {"entry": warps, "exit": warps, "loop_entry": entering,
                         "loop_exit": leaving, "iteration": int(per_warp.max(axis=1).sum())}
        got = launch[launch.kind == "iteration"].groupby(["block_x", "wave"]).size()
        for w, row in enumerate(per_warp):
            b, k = divmod(w, block // 32)
            assert got.get((b, k), 0) == row.max()
    capsys.readouterr()
    # the views: the Perfetto trace (one span per warp and launch) and the report
    profile_path = tmp_path / "nvptx_cases.bbprof"
    assert main(["timeline", str(profile_path), "-o", str(tmp_path / "t.json")]) == 0
    events = json.loads((tmp_path / "t.json").read_text())["traceEvents"]
    waves = [e for e in events if e["ph"] == "X" and e.get("cat") != "loop"]
    assert len(waves) == 2 * warps
    assert len(wave_spans(profile.timeline, profile.block_map.timeline, frame).spans) == \
        2 * warps
    html = tmp_path / "r.html"
    assert main(["report", str(profile_path), "-o", str(html), "-q"]) == 0
    page = html.read_text()
    assert 'id="occupancy"' in page and 'id="no-counts"' in page
    assert "Hot blocks" not in page and "thread_hits" not in page
    assert main(["report", str(profile_path), "-o", str(tmp_path / "r.md"), "-q"]) == 0
    md = (tmp_path / "r.md").read_text()
    assert "## Block counts" in md and "--counters none" in md and "| " not in md
    capsys.readouterr()
    assert main(["report", str(profile_path)]) == 0
    out = capsys.readouterr().out
    assert "No block counts" in out and "issued" not in out
    assert main(["report", str(profile_path), "-o", str(tmp_path / "r.json"), "-q"]) == 0
    summary = json.loads((tmp_path / "r.json").read_text())["summary"]
    assert summary["counted"] is False and summary["issued_total"] is None


def test_the_emulated_clock_sees_no_counter_code(tmp_path):
    """Entry and exit stamps only, with and without counters: the emulator's clock counts
    issued instructions, the counter updates are instructions, so each warp's span is
    shorter without them (every lane of ``trips`` loops 3 times: no warp diverges)."""
    np.save(tmp_path / "trips.npy", np.full(128, 3, np.int32))
    spans = {}
    for counters in ("none", "thread,wave"):
        folder = tmp_path / counters.replace(",", "-")
        folder.mkdir()
        src = folder / NVPTX_CASES.name
        src.write_text(NVPTX_CASES.read_text())
        assert main(["instrument", str(src), "--timeline", "--counters", counters,
                     "-q"]) == 0
        text = (folder / "nvptx_cases.bbprof.ll").read_text()
        assert (f"@{COUNTER_SYMBOL}" in text) == (counters != "none")
        assert main(["run", str(folder / "nvptx_cases.bbprof.ll"), "--backend", "emulator",
                     "-k", "trips", "--grid", "2", "--block", "64", "-a", "i32[128]",
                     "-a", f"@{tmp_path / 'trips.npy'}", "-q"]) == 0
        profile = Profile.load(folder / "nvptx_cases.bbprof")
        spans[counters] = wave_spans(profile.timeline, profile.block_map.timeline).spans
    plain, counted = spans["none"], spans["thread,wave"]
    assert len(plain) == len(counted) == 4
    assert plain.dur_us.max() < counted.dur_us.min()


@pytest.mark.parametrize("flags, message", [
    ([], "--counters none needs --timeline"),
    (["--timeline", "--wide-counters"], "--wide-counters says how to count"),
    (["--timeline", "--placement", "every-block"], "--placement says how to count"),
    (["--timeline", "--loops-in-memory"], "--loops-in-memory says how to count"),
    (["--timeline", "--shards", "8"], "--shards says how to count"),
    (["--timeline", "--engine", "plugin"], "--engine says how to count")])
def test_counters_none_refuses_what_makes_no_sense_in_one_line(tmp_path, capsys, flags,
                                                                message):
    src = tmp_path / "k.ll"
    src.write_text(HOST_LOOPS.read_text())
    assert main(["instrument", str(src), "--target", "host", "--counters", "none",
                 *flags]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.ll"]


def test_none_with_another_counter_is_refused(tmp_path, capsys):
    src = tmp_path / "k.ll"
    src.write_text(HOST_LOOPS.read_text())
    assert main(["instrument", str(src), "--target", "host", "--counters", "none,thread",
                 "--timeline"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'none' counts nothing" in err


def test_report_folder_and_cfg_of_a_profile_without_counts(tmp_path, capsys):
    ll, _ = instrument_cli(tmp_path, HOST_LOOPS, "--target", "host")
    runs = tmp_path / "runs"
    runs.mkdir()
    assert main(["run", str(ll), "--backend", "host", "-k", "square", "--grid", "1",
                 "--block", "2", "-a", "i32:3", "-o", str(runs / "square.bbprof"),
                 "-q"]) == 0
    capsys.readouterr()
    assert main(["report", str(runs)]) == 0
    out = capsys.readouterr().out
    summary = out.split("========")[0]
    assert "no counts" in summary and " 0 " not in summary
    dot = tmp_path / "c.dot"
    assert main(["cfg", str(runs / "square.bbprof"), "-f", "nested", "-o", str(dot)]) == 0
    assert "structure only (no counts)" in dot.read_text()


def test_block_map_and_profile_without_counters_round_trip(tmp_path):
    _, map_path = instrument_cli(tmp_path, HOST_LOOPS, "--target", "host")
    block_map = BlockMap.load(map_path)
    assert BlockMap.from_dict(block_map.to_dict()) == block_map
    decoded = block_map.decode(None)
    assert decoded.blocks == {"thread_hits": None, "wave_hits": None} and decoded.edges == {}
    profile = Profile(block_map, {})
    profile.save(tmp_path / "p.bbprof")
    again = Profile.load(tmp_path / "p.bbprof")
    assert again.counts == {"thread_hits": None, "wave_hits": None}
    assert again.block_map == block_map
    assert again.to_dataframe().thread_hits.isna().all()


def test_triton_session_and_profile_refuse_mode_none(tmp_path, capsys):
    from bbprof.errors import InputError
    from bbprof.runtime.triton import TritonSession

    with pytest.raises(InputError, match="mode 'none' counts nothing"):
        TritonSession(mode="none")
    assert main(["profile", "-o", str(tmp_path / "out"), "--mode", "none", "--",
                 "true"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "mode 'none' counts nothing" in err
    assert not (tmp_path / "out").exists()


def test_mode_none_has_one_canonical_value():
    from bbprof.instrument.modes import Mode

    none = Mode(counters=())
    assert str(none) == "none" and not none.counts
    assert Mode.from_string("none") == Mode.parse("none") == none
    assert Mode.parse("none", "every-block", wide=True, loops_in_memory=True) == none
    assert Mode.from_json(none.to_json()) == none
    assert Mode.from_string(str(none)) == none



def test_run_refuses_the_map_of_another_module(tmp_path, capsys):
    """The module keeps ``@__bbprof_cfg_hash``: a block map written for another CFG (here
    the host program with one more block) is refused in one line, no profile written."""
    ll, _ = instrument_cli(tmp_path, HOST_LOOPS, "--target", "host")
    other = tmp_path / "other"
    other.mkdir()
    src = other / HOST_LOOPS.name
    src.write_text(HOST_LOOPS.read_text().replace(
        "exit:\n  ret i64 %acc", "exit:\n  br label %ret\n\nret:\n  ret i64 %acc", 1))
    assert main(["instrument", str(src), "--target", "host", "--timeline", "--counters",
                 "none", "-q"]) == 0
    capsys.readouterr()
    assert main(["run", str(ll), "--map", str(other / "host_loops.bbprof.json"),
                 "--backend", "host", "-k", "square", "--grid", "1", "--block", "1",
                 "-a", "i32:3", "-q"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cfg_hash" in err
    assert not (tmp_path / "host_loops.bbprof").exists()


def test_diff_of_a_profile_without_counts_is_one_line(tmp_path, capsys):
    ll, _ = instrument_cli(tmp_path, HOST_LOOPS, "--target", "host")
    assert main(["run", str(ll), "--backend", "host", "-k", "square", "--grid", "1",
                 "--block", "1", "-a", "i32:3", "-q"]) == 0
    capsys.readouterr()
    profile = str(tmp_path / "host_loops.bbprof")
    assert main(["diff", profile, profile]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--counters none" in err


def test_a_sweep_variant_of_mode_none_fails_saying_why(tmp_path):
    from bbprof.sweep.runner import run_sweep
    from bbprof.sweep.spec import load_sweep

    (tmp_path / "host_loops.ll").write_text(HOST_LOOPS.read_text())
    (tmp_path / "sweep.toml").write_text(
        '[defaults]\nbackend = "host"\ntarget = "host"\nkernel = "square"\n'
        '[[variant]]\nname = "none"\nir = "host_loops.ll"\nargs = ["i32:2"]\n'
        'mode = "none"\n')
    table, _ = run_sweep(load_sweep(tmp_path / "sweep.toml"), tmp_path / "out", workers=1)
    row = table.iloc[0]
    assert row.status == "error" and "mode 'none' counts nothing" in row.error
