"""Timeline mode on the host JIT: one lane per wave, so every call ("thread") of a launch
writes exactly one entry and one exit record per stamped function it runs. Expected
record counts come from the launch shape and the program's calls, not from the decoder.
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from bbprof.cli.main import main
from bbprof.instrument import instrument
from bbprof.instrument.blockmap import BlockMap
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.runner import run_kernel
from bbprof.timeline.decode import occupancy, records_frame, summary, wave_spans
from bbprof.timeline.instrument import add_timeline
from bbprof.timeline.records import LaunchTimeline, TimelineCapture
from bbprof.timeline.trace import trace_events

from bbprof_testpaths import DATA

HOST_LOOPS = DATA / "host" / "host_loops.ll"


def stamped(records: int):
    module = load_module(HOST_LOOPS, "host")
    counted = instrument(module)
    again = load_module(HOST_LOOPS, "host", text=counted.text, allow_instrumented=True)
    text, section = add_timeline(again, records=records)
    return text, dataclasses.replace(counted.block_map, timeline=section), counted


def run(records: int, kernel: str, args: list[str], threads: int, repeat: int):
    text, block_map, counted = stamped(records)
    result = run_kernel(get_backend("host"), text, block_map, kernel,
                        LaunchShape.of(1, threads), [parse_spec(a) for a in args],
                        repeat=repeat)
    return result.profile, counted


@pytest.mark.parametrize("kernel,args", [("nested", ["i32:3", "i32:4"]),
                                         ("classify", ["i32:2"]),    # a case that returns
                                         ("classify", ["i32:-5"])])  # early, and one not
def test_one_entry_and_one_exit_record_per_call(kernel, args):
    threads, repeat = 5, 3
    profile, _ = run(1000, kernel, args, threads, repeat)
    capture = profile.timeline
    assert len(capture.launches) == repeat
    # the host's calls are not waves with coordinates: no slots, every stamp claims
    assert profile.block_map.timeline.waves == 0
    assert profile.block_map.timeline.cursor_symbol is not None
    for lt in capture.launches:
        assert lt.cursor == 2 * threads and lt.drops == 0 and lt.waves == 0
        assert len(lt.records) == 2 * threads
    frame = records_frame(capture, profile.block_map.timeline)
    assert set(frame.function) == {kernel}
    # calls run one after the other: entry, exit, entry, exit ... in claim order
    for _, launch in frame.groupby("launch"):
        assert list(launch.sort_values("record").kind) == ["entry", "exit"] * threads
        assert launch.sort_values("record").steady.is_monotonic_increasing
    spans = wave_spans(capture, profile.block_map.timeline)
    assert len(spans.spans) == threads * repeat
    assert (spans.spans.exits == 1).all()
    assert (spans.spans.end_us >= spans.spans.start_us).all()
    assert spans.unmatched_entries == spans.unmatched_exits == 0
    assert summary(spans)["peak_active"] == 1    # one call at a time


def test_every_defined_function_is_stamped_once_per_call():
    """``driver(4)`` calls ``square`` and ``classify`` once per iteration of its loop (4
    iterations) and never ``nested``: with 2 threads, 2 driver calls and 8 of each."""
    profile, _ = run(1000, "driver", ["i32:4"], 2, 1)
    frame = records_frame(profile.timeline, profile.block_map.timeline)
    got = frame.groupby(["function", "kind"]).size().to_dict()
    expected = {(name, kind): calls for name, calls in
                (("driver", 2), ("square", 8), ("classify", 8)) for kind in ("entry", "exit")}
    assert got == expected
    spans = wave_spans(profile.timeline, profile.block_map.timeline).spans
    driver = spans[spans.function == "driver"]
    inner = spans[spans.function != "driver"]
    # the callees' spans lie inside their caller's
    for s in inner.itertuples():
        assert ((driver.start <= s.start) & (driver.end >= s.end)).any()


def test_counts_do_not_change_with_the_timeline():
    profile, counted = run(1000, "nested", ["i32:3", "i32:4"], 4, 2)
    text = counted.text
    plain = run_kernel(get_backend("host"), text, counted.block_map, "nested",
                       LaunchShape.of(1, 4), [parse_spec("i32:3"), parse_spec("i32:4")],
                       repeat=2).profile
    assert profile.counts == plain.counts


def test_records_past_the_buffer_are_dropped_and_counted():
    threads, capacity = 7, 5
    profile, _ = run(capacity, "nested", ["i32:1", "i32:1"], threads, 2)
    for lt in profile.timeline.launches:
        assert lt.cursor == 2 * threads
        assert lt.drops == 2 * threads - capacity
        assert len(lt.records) == capacity
    spans = wave_spans(profile.timeline, profile.block_map.timeline)
    # kept: entry, exit, entry, exit, entry per launch -> 2 spans and 1 open entry
    assert len(spans.spans) == 4 and spans.unmatched_entries == 2
    assert spans.drops == 2 * (2 * threads - capacity)


def test_a_wave_with_several_exit_records_ends_at_the_latest():
    """Lanes of a warp that reach ``ret`` apart write an exit record each (built by hand:
    word 2 holds kind | site << 4 | wave << 16 | unit << 32 | slot << 48)."""
    section = stamped(8)[1].timeline

    def rec(t, kind, wave, unit=3, slot=2):
        return [t, t * 2, kind | (wave << 16) | (unit << 32) | (slot << 48), 7]

    records = np.array([rec(100, 0, 0), rec(110, 0, 1), rec(150, 1, 0), rec(300, 1, 0),
                        rec(200, 1, 0), rec(180, 1, 1)], dtype=np.uint64)
    capture = TimelineCapture(steady_hz=1e9, launches=(
        LaunchTimeline(cursor=6, records=records, capacity=8),))
    spans = wave_spans(capture, section).spans.sort_values("wave")
    assert list(spans.exits) == [3, 1]
    assert list(spans.start) == [100, 110] and list(spans.end) == [300, 180]
    assert list(spans.dur_us) == pytest.approx([0.2, 0.07])
    assert list(spans.block_x) == [7, 7] and set(spans.unit) == {3}
    occ = occupancy(spans)
    assert occ.total.max() == 2 and occ.total.iloc[-1] == 0


# A strict schema of the trace-event format (Google's "Trace Event Format" document):
# the events bbprof writes, every required key typed. No trace-event parser is on PyPI
# that runs offline (Perfetto's trace processor downloads a binary).
EVENT = {
    "type": "object",
    "required": ["ph", "name", "pid", "tid"],
    "properties": {"ph": {"enum": ["X", "C", "M"]}, "name": {"type": "string"},
                   "pid": {"type": "integer", "minimum": 0},
                   "tid": {"type": "integer", "minimum": 0},
                   "ts": {"type": "number", "minimum": 0},
                   "dur": {"type": "number", "minimum": 0},
                   "cat": {"type": "string"}, "args": {"type": "object"}},
    "allOf": [
        {"if": {"properties": {"ph": {"const": "X"}}},
         "then": {"required": ["ts", "dur"]}},
        {"if": {"properties": {"ph": {"const": "C"}}},
         "then": {"required": ["ts", "args"],
                  "properties": {"args": {"additionalProperties": {"type": "number"}}}}},
        {"if": {"properties": {"ph": {"const": "M"}}},
         "then": {"required": ["args"],
                  "properties": {"name": {"enum": ["process_name", "thread_name",
                                                   "process_sort_index",
                                                   "thread_sort_index"]}}}},
    ],
}
TRACE = {"type": "object", "required": ["traceEvents"],
         "properties": {"traceEvents": {"type": "array", "items": EVENT},
                        "displayTimeUnit": {"enum": ["ms", "ns"]}}}


def test_trace_json_follows_the_trace_event_format(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    profile, _ = run(1000, "nested", ["i32:3", "i32:4"], 3, 2)
    path = tmp_path / "p.bbprof"
    profile.save(path)
    trace = tmp_path / "t.json"
    assert main(["timeline", str(path), "-o", str(trace), "-q"]) == 0
    data = json.loads(trace.read_text())
    jsonschema.validate(data, TRACE)
    events = data["traceEvents"]
    spans = [e for e in events if e["ph"] == "X"]
    assert len(spans) == 6
    named = {(e["pid"]) for e in events if e["ph"] == "M" and e["name"] == "process_name"}
    assert {e["pid"] for e in spans} <= named
    # spans on one track never overlap (waves on one slot run one after the other)
    spans.sort(key=lambda e: (e["pid"], e["tid"], e["ts"]))
    for a, b in zip(spans, spans[1:]):
        if (a["pid"], a["tid"]) == (b["pid"], b["tid"]):
            assert a["ts"] + a["dur"] <= b["ts"] + 1e-9
    counters = [e for e in events if e["ph"] == "C" and e["pid"] == 0]
    assert max(e["args"]["waves"] for e in counters) == 1
    assert counters[-1]["args"]["waves"] == 0


def test_profile_and_block_map_keep_the_timeline(tmp_path):
    profile, counted = run(16, "nested", ["i32:1", "i32:2"], 2, 1)
    path = tmp_path / "p.bbprof"
    profile.save(path)
    back = Profile.load(path)
    assert back.block_map.timeline == profile.block_map.timeline
    assert (back.timeline.launches[0].records == profile.timeline.launches[0].records).all()
    assert back.timeline.launches[0].cursor == 4
    # a map without a timeline writes no timeline key: old readers read it as before
    assert "timeline" not in counted.block_map.to_dict()
    assert BlockMap.from_dict(counted.block_map.to_dict()).timeline is None


def test_cli_instrument_run_timeline(tmp_path, capsys):
    src = tmp_path / "k.ll"
    src.write_text(HOST_LOOPS.read_text())
    assert main(["instrument", str(src), "--target", "host", "--timeline",
                 "--timeline-records", "64", "-q"]) == 0
    block_map = BlockMap.load(tmp_path / "k.bbprof.json")
    assert block_map.timeline.records == 64
    assert main(["run", str(tmp_path / "k.bbprof.ll"), "--backend", "host", "-k", "square",
                 "--grid", "1", "--block", "3", "-a", "i32:4", "-n", "2", "-q"]) == 0
    capsys.readouterr()
    assert main(["timeline", str(tmp_path / "k.bbprof"), "-o", str(tmp_path / "t.json")]) == 0
    out = capsys.readouterr().out
    assert "6 waves" in out and "2 launch(es)" in out and "drops: 0" in out


def test_cli_refuses_a_profile_without_a_timeline_in_one_line(tmp_path, capsys):
    src = tmp_path / "k.ll"
    src.write_text(HOST_LOOPS.read_text())
    assert main(["instrument", str(src), "--target", "host", "-q"]) == 0
    assert main(["run", str(tmp_path / "k.bbprof.ll"), "--backend", "host", "-k", "square",
                 "--grid", "1", "--block", "1", "-a", "i32:4", "-q"]) == 0
    capsys.readouterr()
    assert main(["timeline", str(tmp_path / "k.bbprof"), "-o", str(tmp_path / "t.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "has no timeline" in err
    assert not (tmp_path / "t.json").exists()
    assert main(["instrument", str(src), "--target", "host", "--timeline-records", "8"]) == 2
    assert "--timeline-records needs --timeline" in capsys.readouterr().err
