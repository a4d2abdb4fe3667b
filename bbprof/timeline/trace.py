"""Spans -> a Chrome/Perfetto trace (the JSON trace-event format), which ui.perfetto.dev
and chrome://tracing open.

The format (Google's "Trace Event Format" document): ``{"traceEvents": [...],
"displayTimeUnit": "ns"}``; every event has ``ph`` (phase), ``pid``, ``tid``, ``ts``
(microseconds). bbprof writes

* ``"X"`` complete events, one per wave span: ``name`` the function, ``dur`` its length,
  ``args`` the block, wave index, unit, slot and exit records;
* a process per SM/CU (``pid`` = unit + 1; pid 0 is the total) and a thread per hardware
  wave slot (``tid`` = slot): waves that share a slot ran one after the other, so spans
  on one track do not overlap. Where they would (a unit the hardware does not report:
  gfx11's 65535 for every wave; the emulator's lockstep chunks), the later wave goes to
  the slot's next free *lane*, ``tid`` = slot + 65536 x lane, named "wave slot 3 (2)":
  the viewers nest slices on a track only when they do not overlap;
* ``"X"`` events of category ``loop``, one per loop phase (``decode.loop_phases``), named
  "loop <header>", on the track of their wave: they lie inside the wave's span, so the
  viewers draw them nested under it;
* ``"i"`` instant events (thread scope), one per iteration record (``--timeline-loop``);
* ``"C"`` counter events, the active waves per unit and in total (``occupancy``);
* ``"M"`` metadata events naming the processes ("SM 12", "CU 3") and threads.
"""

from __future__ import annotations

import heapq
import json

import numpy as np
import pandas as pd

from bbprof.timeline.decode import occupancy

UNIT_NAMES = {"nvptx": "SM", "amdgpu": "CU", "host": "CPU"}


LANE = 1 << 16
WAVE_ID = ["launch", "block_x", "block_y", "block_z", "wave"]


def track_lanes(spans: pd.DataFrame) -> np.ndarray:
    """Per span (in the frame's order), its lane on its (unit, slot) track: 0 unless it
    overlaps an earlier span there, then the lowest lane free at its start (interval
    partitioning, in start order)."""
    lanes = np.zeros(len(spans), np.int64)
    position = np.arange(len(spans))
    for _, track in spans.assign(_pos=position).groupby(["unit", "slot"], sort=False):
        track = track.sort_values("start_us", kind="stable")
        busy: list[tuple[float, int]] = []     # (end, lane) of the running spans
        free: list[int] = []                   # lanes free again
        count = 0
        for pos, start, end in zip(track._pos, track.start_us, track.end_us):
            while busy and busy[0][0] <= start:
                heapq.heappush(free, heapq.heappop(busy)[1])
            if free:
                lane = heapq.heappop(free)
            else:
                lane, count = count, count + 1
            heapq.heappush(busy, (end, lane))
            lanes[pos] = lane
    return lanes


def trace_events(spans: pd.DataFrame, target_kind: str, phases: pd.DataFrame | None = None,
                 iterations: pd.DataFrame | None = None) -> dict:
    unit_word = UNIT_NAMES.get(target_kind, "unit")
    spans = spans.copy()
    spans["tid"] = (spans.slot.to_numpy(np.int64) + LANE * track_lanes(spans)
                    if not spans.empty else spans.slot)
    tid_of = {tuple(key): int(tid) for key, tid in
              zip(spans[WAVE_ID].itertuples(index=False), spans.tid)}
    slot_word = {"nvptx": "warp slot", "amdgpu": "wave slot"}.get(target_kind, "thread")
    events: list[dict] = [{"ph": "M", "name": "process_name", "pid": 0, "tid": 0,
                           "args": {"name": "all units"}},
                          {"ph": "M", "name": "process_sort_index", "pid": 0, "tid": 0,
                           "args": {"sort_index": -1}}]
    for unit in sorted(spans.unit.unique()) if not spans.empty else []:
        pid = int(unit) + 1
        events += [{"ph": "M", "name": "process_name", "pid": pid, "tid": 0,
                    "args": {"name": f"{unit_word} {int(unit)}"}},
                   {"ph": "M", "name": "process_sort_index", "pid": pid, "tid": 0,
                    "args": {"sort_index": int(unit)}}]
        for tid in sorted(spans[spans.unit == unit].tid.unique()):
            slot, lane = int(tid) % LANE, int(tid) // LANE
            name = f"{slot_word} {slot}" + (f" ({lane + 1})" if lane else "")
            events.append({"ph": "M", "name": "thread_name", "pid": pid, "tid": int(tid),
                           "args": {"name": name}})
    for s in spans.itertuples():
        events.append({"ph": "X", "name": str(s.function), "cat": "wave",
                       "pid": int(s.unit) + 1, "tid": int(s.tid),
                       "ts": float(s.start_us), "dur": float(s.dur_us),
                       "args": {"launch": int(s.launch),
                                "block": [int(s.block_x), int(s.block_y), int(s.block_z)],
                                "wave": int(s.wave), "exit_records": int(s.exits)}})
    for p in phases.itertuples() if phases is not None else ():
        tid = tid_of.get((p.launch, p.block_x, p.block_y, p.block_z, p.wave), int(p.slot))
        events.append({"ph": "X", "name": f"loop {p.loop}", "cat": "loop",
                       "pid": int(p.unit) + 1, "tid": tid,
                       "ts": float(p.start_us), "dur": float(p.dur_us),
                       "args": {"launch": int(p.launch), "function": str(p.function),
                                "block": [int(p.block_x), int(p.block_y), int(p.block_z)],
                                "wave": int(p.wave), "entry_records": int(p.entries),
                                "exit_records": int(p.exits)}})
    for r in iterations.itertuples() if iterations is not None else ():
        tid = tid_of.get((r.launch, r.block_x, r.block_y, r.block_z, r.wave), int(r.slot))
        events.append({"ph": "i", "s": "t", "name": f"iteration {r.loop}", "cat": "iteration",
                       "pid": int(r.unit) + 1, "tid": tid, "ts": float(r.time_us),
                       "args": {"launch": int(r.launch), "wave": int(r.wave),
                                "block": [int(r.block_x), int(r.block_y), int(r.block_z)]}})
    occ = occupancy(spans)
    for row in occ.itertuples():
        events.append({"ph": "C", "name": "active waves", "pid": int(row.unit) + 1,
                       "tid": 0, "ts": float(row.time_us),
                       "args": {"waves": int(row.active)}})
        events.append({"ph": "C", "name": "active waves", "pid": 0, "tid": 0,
                       "ts": float(row.time_us), "args": {"waves": int(row.total)}})
    return {"traceEvents": events, "displayTimeUnit": "ns"}


def to_json(spans: pd.DataFrame, target_kind: str, phases: pd.DataFrame | None = None,
            iterations: pd.DataFrame | None = None) -> str:
    return json.dumps(trace_events(spans, target_kind, phases, iterations),
                      separators=(",", ":")) + "\n"
