"""Loop stamps (``--timeline-at entry,exit,loops``, ``--timeline-loop``) on the host JIT,
where one lane is one wave, so the expected record counts follow from the loops' trip
counts by hand: ``nested(n, m)`` enters its outer loop once per call and runs the inner
loop's header ``m + 1`` times per outer iteration; ``driver(n)`` enters its loop only
when ``n > 0``. Expected values never come from the decoder under test."""

from __future__ import annotations

import dataclasses
import json
import math

import numpy as np
import pytest

from bbprof.cli.main import main
from bbprof.errors import InputError
from bbprof.instrument import instrument
from bbprof.instrument.blockmap import BlockMap
from bbprof.ir import load_module
from bbprof.ir.module import parse_and_verify
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.runner import run_kernel
from bbprof.timeline.decode import (iterations, loop_phases, phase_shares, records_frame,
                                    summary, wave_spans)
from bbprof.timeline.instrument import add_timeline, parse_at
from bbprof.timeline.records import LaunchTimeline, TimelineCapture
from bbprof.timeline.trace import trace_events

from bbprof_testpaths import DATA

HOST_LOOPS = DATA / "host" / "host_loops.ll"


def stamped(records=4096, at=("entry", "exit", "loops"), loop=None, every=1):
    module = load_module(HOST_LOOPS, "host")
    counted = instrument(module)
    again = load_module(HOST_LOOPS, "host", text=counted.text, allow_instrumented=True)
    text, section = add_timeline(again, records=records, at=at, loop=loop, every=every)
    parse_and_verify(text, str(HOST_LOOPS))
    return text, dataclasses.replace(counted.block_map, timeline=section), counted


def run(kernel, args, threads, repeat=1, **kw):
    text, block_map, counted = stamped(**kw)
    result = run_kernel(get_backend("host"), text, block_map, kernel,
                        LaunchShape.of(1, threads), [parse_spec(a) for a in args],
                        repeat=repeat)
    return result.profile, counted


def test_sections_name_the_outermost_loops():
    _, block_map, _ = stamped()
    t = block_map.timeline
    # the outermost loops only: nested's inner loop has no entry/exit stamps
    assert t.loops == (("nested", "outer"), ("driver", "loop"))
    assert t.at == ("entry", "exit", "loops") and t.every is None
    assert BlockMap.from_dict(block_map.to_dict()).timeline == t


@pytest.mark.parametrize("n,m", [(3, 4), (1, 0), (0, 2)])
def test_one_loop_phase_per_call_inside_its_wave(n, m):
    threads, repeat = 4, 2
    profile, _ = run("nested", [f"i32:{n}", f"i32:{m}"], threads, repeat)
    section = profile.block_map.timeline
    frame = records_frame(profile.timeline, section)
    kinds = frame.groupby("kind").size().to_dict()
    calls = threads * repeat
    # the outer loop's header runs even for n = 0 (its test fails at once): one entry and
    # one exit per call whatever n is
    assert kinds == {"entry": calls, "exit": calls, "loop_entry": calls, "loop_exit": calls}
    assert set(frame[frame.kind.str.startswith("loop")].loop) == {"outer"}
    # each call writes entry, loop entry, loop exit, exit, in that order
    for _, launch in frame.groupby("launch"):
        order = list(launch.sort_values("record").kind)
        assert order == ["entry", "loop_entry", "loop_exit", "exit"] * threads
    spans = wave_spans(profile.timeline, section, frame).spans
    phases = loop_phases(profile.timeline, section, frame)
    assert phases.unmatched_entries == phases.unmatched_exits == 0
    p = phases.phases
    assert len(p) == calls and (p.entries == 1).all() and (p.exits == 1).all()
    # every loop phase lies inside one wave span (the call that ran it)
    for ph in p.itertuples():
        inside = spans[(spans.launch == ph.launch) & (spans.start_us <= ph.start_us)
                       & (spans.end_us >= ph.end_us)]
        assert len(inside) >= 1
    shares = phase_shares(spans, p)
    assert list(shares.phase) == ["loop outer", "outside loops"]
    assert shares.share.sum() == pytest.approx(1.0)
    assert ((shares.share >= 0) & (shares.share <= 1)).all()


def test_longer_loops_take_a_larger_share():
    """More trips, more of the call's time inside the loop (3x200 vs 1x1 iterations)."""
    def share(n, m):
        profile, _ = run("nested", [f"i32:{n}", f"i32:{m}"], 2, 3)
        info = summary(wave_spans(profile.timeline, profile.block_map.timeline),
                       loop_phases(profile.timeline, profile.block_map.timeline))
        return info["phase_shares"]["nested"]["loop outer"]
    assert share(30, 200) > share(1, 1)
    assert share(30, 200) > 0.5


@pytest.mark.parametrize("n", [0, 1, 5])
def test_a_loop_entered_on_a_condition_is_stamped_only_when_entered(n):
    """``driver``'s loop is entered from a conditional branch and left to a block with
    another predecessor: both stamps are conditional on the edge."""
    threads = 3
    profile, _ = run("driver", [f"i32:{n}"], threads)
    frame = records_frame(profile.timeline, profile.block_map.timeline)
    loop = frame[frame.kind.isin(["loop_entry", "loop_exit"])]
    expected = threads if n > 0 else 0
    assert (loop.kind == "loop_entry").sum() == expected
    assert (loop.kind == "loop_exit").sum() == expected
    assert set(loop.function) <= {"driver"}
    # square and classify, called n times from the loop, have no loops: no loop records
    calls = frame[frame.kind == "entry"].groupby("function").size().to_dict()
    assert calls == {"driver": threads, **({"square": threads * n, "classify": threads * n}
                                           if n else {})}


@pytest.mark.parametrize("every", [1, 2, 3])
def test_iteration_stamps_follow_the_trip_counts(every):
    """The inner loop of ``nested(n, m)`` is entered n times per call and runs its header
    m + 1 times each: ceil((m + 1) / every) iteration records per entry."""
    n, m, threads = 3, 4, 2
    profile, _ = run("nested", [f"i32:{n}", f"i32:{m}"], threads, at=("entry", "exit"),
                     loop="nested:inner", every=every)
    section = profile.block_map.timeline
    assert section.at == ("entry", "exit", "iterations") and section.every == every
    assert section.loops == (("nested", "inner"),)
    frame = records_frame(profile.timeline, section)
    it = iterations(frame)
    assert len(it) == threads * n * math.ceil((m + 1) / every)
    assert set(it.loop) == {"inner"} and set(it.function) == {"nested"}
    assert it.time_us.is_monotonic_increasing
    # no loop phases without "loops" in --timeline-at
    assert not frame.kind.isin(["loop_entry", "loop_exit"]).any()


def test_drops_keep_the_first_records_and_are_counted():
    threads, capacity = 5, 7
    profile, _ = run("nested", ["i32:2", "i32:2"], threads, records=capacity)
    lt = profile.timeline.launches[0]
    assert lt.cursor == 4 * threads and lt.drops == 4 * threads - capacity
    phases = loop_phases(profile.timeline, profile.block_map.timeline)
    # kept: (entry, loop_entry, loop_exit, exit) x 1, then entry, loop_entry, loop_exit
    assert len(phases.phases) == 2 and phases.unmatched_entries == 0


def test_phases_from_hand_built_records():
    """Two lanes groups of one wave entering a loop apart and leaving apart make one
    phase from the first entry to the last exit; a second entry after an exit opens a
    second phase; an exit with no entry before it is counted, not paired."""
    _, block_map, _ = stamped(records=16)
    section = block_map.timeline

    def rec(t, kind, site=0, wave=0):
        return [t, t, kind | (site << 4) | (wave << 16) | (2 << 32) | (1 << 48), 0]

    rows = [rec(0, 0), rec(10, 2), rec(12, 2), rec(50, 3), rec(60, 3), rec(70, 2),
            rec(90, 3), rec(100, 1), rec(5, 3, wave=1), rec(6, 0, wave=1),
            rec(7, 1, wave=1)]
    capture = TimelineCapture(steady_hz=1e6, launches=(
        LaunchTimeline(cursor=len(rows), records=np.array(rows, np.uint64), capacity=16),))
    phases = loop_phases(capture, section)
    p = phases.phases
    assert list(zip(p.start_us, p.end_us, p.entries, p.exits)) == [(10, 60, 2, 2),
                                                                  (70, 90, 1, 1)]
    assert phases.unmatched_exits == 1 and phases.unmatched_entries == 0
    spans = wave_spans(capture, section).spans
    shares = phase_shares(spans, p)
    outer = shares.set_index("phase").share
    # wave 0: 100 us, 70 of them in the loop; wave 1: 1 us, none
    assert outer["loop outer"] == pytest.approx(70 / 101)
    events = trace_events(spans, "host", p)["traceEvents"]
    loops = [e for e in events if e.get("cat") == "loop"]
    assert [(e["ts"], e["dur"]) for e in loops] == [(10, 50), (70, 20)]


def test_trace_nests_loop_spans_and_validates(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    from test_timeline_host import TRACE

    schema = json.loads(json.dumps(TRACE))
    schema["properties"]["traceEvents"]["items"]["properties"]["ph"]["enum"].append("i")
    profile, _ = run("nested", ["i32:3", "i32:4"], 3, 2, loop="inner", every=2)
    path = tmp_path / "p.bbprof"
    profile.save(path)
    trace = tmp_path / "t.json"
    assert main(["timeline", str(path), "-o", str(trace), "-q"]) == 0
    data = json.loads(trace.read_text())
    jsonschema.validate(data, schema)
    events = data["traceEvents"]
    waves = [e for e in events if e.get("cat") == "wave"]
    loops = [e for e in events if e.get("cat") == "loop"]
    instants = [e for e in events if e["ph"] == "i"]
    assert len(waves) == len(loops) == 6
    assert len(instants) == 6 * 3 * 3       # 3 outer trips x ceil(5 / 2) per call
    for lp in loops:    # on its wave's track, inside its span: drawn nested
        assert any(w["pid"] == lp["pid"] and w["tid"] == lp["tid"] and w["ts"] <= lp["ts"]
                   and lp["ts"] + lp["dur"] <= w["ts"] + w["dur"] + 1e-9 for w in waves)
    for it in instants:
        assert any(lp["ts"] <= it["ts"] <= lp["ts"] + lp["dur"] + 1e-9 for lp in loops)


def test_cli_loop_options(tmp_path, capsys):
    src = tmp_path / "k.ll"
    src.write_text(HOST_LOOPS.read_text())
    assert main(["instrument", str(src), "--target", "host", "--timeline",
                 "--timeline-at", "entry,exit,loops", "--timeline-loop", "inner",
                 "--timeline-every", "2", "-q"]) == 0
    assert main(["run", str(tmp_path / "k.bbprof.ll"), "--backend", "host", "-k", "nested",
                 "--grid", "1", "--block", "2", "-a", "i32:3", "-a", "i32:4", "-q"]) == 0
    capsys.readouterr()
    assert main(["timeline", str(tmp_path / "k.bbprof"), "-o", str(tmp_path / "t.json")]) == 0
    out = capsys.readouterr().out
    assert "loop phases: 2" in out and "iteration records: 18" in out
    assert "time of @nested's waves: loop outer" in out
    for argv, message in (
            (["--timeline-at", "entry,loops"], "must include entry and exit"),
            (["--timeline-at", "entry,exit,calls"], "unknown stamp place 'calls'"),
            (["--timeline-loop", "nested:body"], "names no loop header"),
            (["--timeline-loop", "nowhere:inner"], "no stamped function 'nowhere'"),
            (["--timeline-loop", "inner", "--timeline-every", "0"], "at least 1")):
        assert main(["instrument", str(src), "--target", "host", "--timeline", *argv,
                     "-o", str(tmp_path / "bad.ll")]) == 2
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1, err
        assert not (tmp_path / "bad.ll").exists()
    assert main(["instrument", str(src), "--target", "host", "--timeline-every", "2"]) == 2
    assert "--timeline-every needs --timeline" in capsys.readouterr().err


def test_parse_at():
    assert parse_at("exit, entry") == ("entry", "exit")
    with pytest.raises(InputError):
        parse_at("loops")


def test_overlapping_waves_on_one_slot_get_lanes_of_their_own():
    """gfx11 reports no unit (65535) and the emulator runs chunks in lockstep: waves may
    share a (unit, slot) track while overlapping. Each overlapping wave goes to the
    slot's lowest free lane (tid = slot + 65536 x lane), its loop phases with it; waves
    that do not overlap stay on lane 0."""
    _, block_map, _ = stamped(records=16)
    section = block_map.timeline

    def rec(t, kind, wave, site=0):
        return [t, t, kind | (site << 4) | (wave << 16) | (7 << 32) | (1 << 48), 0]

    rows = [rec(0, 0, 0), rec(100, 1, 0),            # wave 0: 0-100
            rec(10, 0, 1), rec(50, 1, 1),            # wave 1 overlaps it: lane 1
            rec(20, 2, 1), rec(40, 3, 1),            # wave 1's loop phase: lane 1 too
            rec(60, 0, 2), rec(90, 1, 2),            # wave 2: lane 1 again (free at 50)
            rec(200, 0, 3), rec(300, 1, 3)]          # wave 3: after all: lane 0
    capture = TimelineCapture(steady_hz=1e6, launches=(
        LaunchTimeline(cursor=len(rows), records=np.array(rows, np.uint64), capacity=16),))
    spans = wave_spans(capture, section).spans
    phases = loop_phases(capture, section).phases
    events = trace_events(spans, "amdgpu", phases)["traceEvents"]
    tids = {e["args"]["wave"]: e["tid"] for e in events if e.get("cat") == "wave"}
    assert tids == {0: 1, 1: 1 + 65536, 2: 1 + 65536, 3: 1}
    (loop,) = [e for e in events if e.get("cat") == "loop"]
    assert loop["tid"] == 1 + 65536
    names = {e["tid"]: e["args"]["name"] for e in events if e["name"] == "thread_name"}
    assert names == {1: "wave slot 1", 1 + 65536: "wave slot 1 (2)"}
    # no two slices of one track overlap unless nested
    for tid in names:
        mine = sorted((e["ts"], e["ts"] + e["dur"]) for e in events
                      if e["ph"] == "X" and e["tid"] == tid)
        for (a0, a1), (b0, b1) in zip(mine, mine[1:]):
            assert b0 >= a1 or b1 <= a1
