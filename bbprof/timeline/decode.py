"""Timeline records -> tables: one row per record, one span per wave, drops counted.

A record (``instrument.py``) says when (word 0, the steady clock; word 1, the cycle
clock), what (kind and site), and who: the block's coordinates, the wave's index in its
block, the unit (SM/CU) and the hardware wave slot it ran on. Within a launch a wave is
``(site, block, wave index)``; its *span* runs from its entry record to the latest of its
exit records (a wave whose lanes reach ``ret`` apart writes one per group of lanes). On
the host every call of a launch is the same "wave" (no ids): there, and wherever a key
repeats, a new span starts at each entry record, in clock order.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from bbprof.instrument.blockmap import TimelineGlobal
from bbprof.timeline.records import KINDS, TimelineCapture

_KIND_NAMES = {v: k for k, v in KINDS.items()}
WAVE_KEY = ["launch", "site", "block_x", "block_y", "block_z", "wave"]


def records_frame(capture: TimelineCapture, section: TimelineGlobal) -> pd.DataFrame:
    """One row per record: launch, record (its index in the launch), steady, cycles,
    kind, site, function, wave, unit, slot, block_x/y/z, and time_us (steady clock in
    microseconds from the earliest record of the capture)."""
    frames = []
    for launch, lt in enumerate(capture.launches):
        r = lt.records.astype(np.uint64)
        if not len(r):
            continue
        event = r[:, 2]
        where = r[:, 3]
        frames.append(pd.DataFrame({
            "launch": launch,
            "record": np.arange(len(r)),
            "steady": r[:, 0],
            "cycles": r[:, 1],
            "kind_code": (event & np.uint64(0xF)).astype(np.int64),
            "site": ((event >> np.uint64(4)) & np.uint64(0xFFF)).astype(np.int64),
            "wave": ((event >> np.uint64(16)) & np.uint64(0xFFFF)).astype(np.int64),
            "unit": ((event >> np.uint64(32)) & np.uint64(0xFFFF)).astype(np.int64),
            "slot": ((event >> np.uint64(48)) & np.uint64(0xFFFF)).astype(np.int64),
            "block_x": (where & np.uint64(0xFFFFFFFF)).astype(np.int64),
            "block_y": ((where >> np.uint64(32)) & np.uint64(0xFFFF)).astype(np.int64),
            "block_z": ((where >> np.uint64(48)) & np.uint64(0xFFFF)).astype(np.int64),
        }))
    columns = ["launch", "record", "steady", "cycles", "kind", "site", "function", "wave",
               "unit", "slot", "block_x", "block_y", "block_z", "time_us"]
    if not frames:
        return pd.DataFrame({c: pd.Series(dtype="object" if c in ("kind", "function")
                                          else "int64") for c in columns})
    frame = pd.concat(frames, ignore_index=True)
    frame["kind"] = frame.pop("kind_code").map(lambda k: _KIND_NAMES.get(k, f"kind{k}"))
    sites = list(section.sites)
    frame["function"] = frame.site.map(lambda s: sites[s] if s < len(sites) else f"site{s}")
    t0 = int(frame.steady.min())
    frame["time_us"] = (frame.steady.astype(np.float64) - t0) * (1e6 / capture.steady_hz)
    return frame[columns]


@dataclass(frozen=True)
class Spans:
    spans: pd.DataFrame      # one row per wave: launch, site, function, block, wave, unit, slot,
                             # start_us, end_us, dur_us, exits (exit records of the wave)
    unmatched_entries: int   # waves with an entry record and no exit record (dropped)
    unmatched_exits: int     # exit records with no entry before them (dropped)
    drops: int               # records past the buffer's end, over all launches


def wave_spans(capture: TimelineCapture, section: TimelineGlobal,
               records: pd.DataFrame | None = None) -> Spans:
    """Per-wave spans (module docstring) from the records of every launch."""
    frame = records_frame(capture, section) if records is None else records
    columns = ["launch", "site", "function", "block_x", "block_y", "block_z", "wave", "unit",
               "slot", "start", "end", "start_us", "end_us", "exits", "dur_us"]
    if frame.empty:
        return Spans(pd.DataFrame({c: [] for c in columns}), 0, 0, capture.drops)
    o = frame.sort_values([*WAVE_KEY, "steady", "record"], kind="stable", ignore_index=True)
    o["is_entry"] = o.kind == "entry"
    o["is_exit"] = o.kind == "exit"
    # the n-th entry record of a wave opens its n-th span; exits belong to the last one
    o["span"] = o.groupby(WAVE_KEY, sort=False).is_entry.cumsum()
    unmatched_exits = int((o.is_exit & (o.span == 0)).sum())
    o = o[o.span > 0]
    entries = o[o.is_entry].set_index([*WAVE_KEY, "span"])
    exits = o[o.is_exit].groupby([*WAVE_KEY, "span"]).agg(
        end=("steady", "max"), end_us=("time_us", "max"), exits=("steady", "size"))
    joined = entries.join(exits, how="left")
    unmatched_entries = int(joined.exits.isna().sum())
    joined = joined[joined.exits.notna()].reset_index()
    spans = pd.DataFrame({
        "launch": joined.launch, "site": joined.site, "function": joined.function,
        "block_x": joined.block_x, "block_y": joined.block_y, "block_z": joined.block_z,
        "wave": joined.wave, "unit": joined.unit, "slot": joined.slot,
        "start": joined.steady, "end": joined.end.astype(np.uint64),
        "start_us": joined.time_us, "end_us": joined.end_us,
        "exits": joined.exits.astype(np.int64)})
    spans["dur_us"] = spans.end_us - spans.start_us
    spans = spans.sort_values(["launch", "start", "unit", "slot"], kind="stable",
                              ignore_index=True)
    return Spans(spans=spans[columns], unmatched_entries=unmatched_entries,
                 unmatched_exits=unmatched_exits, drops=capture.drops)


def occupancy(spans: pd.DataFrame) -> pd.DataFrame:
    """Active waves over time: one row per change, with ``time_us``, ``unit`` and
    ``active`` (waves running on that unit then) and ``total`` (on all units). A wave
    counts from its entry to its last exit; at equal times exits come first."""
    if spans.empty:
        return pd.DataFrame({"time_us": [], "unit": [], "active": [], "total": []})
    events = pd.concat([
        pd.DataFrame({"time_us": spans.start_us, "unit": spans.unit, "delta": 1}),
        pd.DataFrame({"time_us": spans.end_us, "unit": spans.unit, "delta": -1})],
        ignore_index=True).sort_values(["time_us", "delta"], kind="stable", ignore_index=True)
    events["active"] = events.groupby("unit").delta.cumsum()
    events["total"] = events.delta.cumsum()
    return events[["time_us", "unit", "active", "total"]]


def summary(spans: Spans) -> dict:
    """Waves, units, the span from the earliest entry to the latest exit per launch (µs),
    the peak of active waves, drops."""
    s = spans.spans
    per_launch = ([] if s.empty else
                  [float(g.end_us.max() - g.start_us.min()) for _, g in s.groupby("launch")])
    peak = 0 if s.empty else int(occupancy(s).total.max())
    return {"waves": len(s), "units": int(s.unit.nunique()) if not s.empty else 0,
            "launches": len(per_launch), "span_us": per_launch, "peak_active": peak,
            "drops": spans.drops, "unmatched_entries": spans.unmatched_entries,
            "unmatched_exits": spans.unmatched_exits}
