"""Timeline records -> tables: one row per record, one span per wave, drops counted.

A record (``instrument.py``) says when (word 0, the steady clock; word 1, the cycle
clock), what (kind and site), and who: the block's coordinates, the wave's index in its
block, the unit (SM/CU) and the hardware wave slot it ran on. Within a launch a wave is
``(site, block, wave index)``; its *span* runs from its entry record to the latest of its
exit records (a wave whose lanes reach ``ret`` apart writes one per group of lanes). On
the host every call of a launch is the same "wave" (no ids): there, and wherever a key
repeats, a new span starts at each entry record, in clock order.

Loop records (``--timeline-at loops``) make *loop phases*: per wave and loop, a phase runs
from its loop-entry records to the latest loop-exit record after them; the next entry
after an exit opens a new phase (on the host, the next call). A wave's lanes that enter
or leave a loop apart write one record per group, so a phase may have several of each.
``phase_shares`` splits the waves' time into each loop's phases and the rest ("outside
loops"). Iteration records (``--timeline-loop``) are instants: every ``every``-th
execution of the chosen loop's header, per group of lanes that runs it together.
``timeline_tables`` makes every table a report shows from one decoding of the records.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from bbprof.instrument.blockmap import TimelineGlobal
from bbprof.timeline.records import KIND_MASK, KINDS, LOOP_KINDS, TimelineCapture

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
            "kind_code": (event & np.uint64(KIND_MASK)).astype(np.int64),   # VALID off
            "site": ((event >> np.uint64(4)) & np.uint64(0xFFF)).astype(np.int64),
            "wave": ((event >> np.uint64(16)) & np.uint64(0xFFFF)).astype(np.int64),
            "unit": ((event >> np.uint64(32)) & np.uint64(0xFFFF)).astype(np.int64),
            "slot": ((event >> np.uint64(48)) & np.uint64(0xFFFF)).astype(np.int64),
            "block_x": (where & np.uint64(0xFFFFFFFF)).astype(np.int64),
            "block_y": ((where >> np.uint64(32)) & np.uint64(0xFFFF)).astype(np.int64),
            "block_z": ((where >> np.uint64(48)) & np.uint64(0xFFFF)).astype(np.int64),
        }))
    columns = ["launch", "record", "steady", "cycles", "kind", "site", "function", "loop",
               "wave", "unit", "slot", "block_x", "block_y", "block_z", "time_us"]
    if not frames:
        return pd.DataFrame({c: pd.Series(dtype="object" if c in ("kind", "function", "loop")
                                          else "int64") for c in columns})
    frame = pd.concat(frames, ignore_index=True)
    codes = frame.pop("kind_code").to_numpy()
    names = np.array([_KIND_NAMES.get(k, f"kind{k}") for k in range(KIND_MASK + 1)],
                     dtype=object)
    frame["kind"] = names[codes]
    site = frame.site.to_numpy()
    is_loop = np.isin(codes, [KINDS[k] for k in LOOP_KINDS])
    # site -> name lookups (a site past the table is named by its number)
    top = int(site.max()) + 1
    sites = np.array([section.sites[i] if i < len(section.sites) else f"site{i}"
                      for i in range(top)], dtype=object)
    loop_fn = np.array([section.loops[i][0] if i < len(section.loops) else f"loop{i}"
                        for i in range(top)], dtype=object)
    loop_header = np.array([section.loops[i][1] if i < len(section.loops) else f"loop{i}"
                            for i in range(top)], dtype=object)
    frame["function"] = np.where(is_loop, loop_fn[site], sites[site])
    frame["loop"] = np.where(is_loop, loop_header[site], "")
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
    frame = frame[frame.kind.isin(("entry", "exit"))]
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


LOOP_KEY = ["launch", "function", "block_x", "block_y", "block_z", "wave", "loop"]


@dataclass(frozen=True)
class LoopPhases:
    phases: pd.DataFrame     # one row per loop phase: launch, function, loop, block, wave,
                             # unit, slot, start_us, end_us, dur_us, entries, exits
    unmatched_entries: int   # phases with entry records and no exit record after them
    unmatched_exits: int     # exit records with no entry before them


def loop_phases(capture: TimelineCapture, section: TimelineGlobal,
                records: pd.DataFrame | None = None) -> LoopPhases:
    """Per-wave loop phases (module docstring) from the loop records of every launch."""
    frame = records_frame(capture, section) if records is None else records
    columns = ["launch", "function", "loop", "block_x", "block_y", "block_z", "wave",
               "unit", "slot", "start_us", "end_us", "dur_us", "entries", "exits"]
    frame = frame[frame.kind.isin(("loop_entry", "loop_exit"))]
    if frame.empty:
        return LoopPhases(pd.DataFrame({c: [] for c in columns}), 0, 0)
    o = frame.sort_values([*LOOP_KEY, "steady", "record"], kind="stable", ignore_index=True)
    entry = (o.kind == "loop_entry").to_numpy()
    same = (o[LOOP_KEY].shift() == o[LOOP_KEY]).all(axis=1).to_numpy()
    after_exit = np.r_[False, ~entry[:-1]]
    # a phase opens at the first record of a key and at an entry that follows an exit
    opens = ~same | (entry & after_exit)
    o["phase"] = np.cumsum(opens)
    o["is_entry"] = entry
    grouped = o.groupby("phase", sort=False)
    agg = grouped.agg(
        launch=("launch", "first"), function=("function", "first"), loop=("loop", "first"),
        block_x=("block_x", "first"), block_y=("block_y", "first"),
        block_z=("block_z", "first"), wave=("wave", "first"), unit=("unit", "first"),
        slot=("slot", "first"), entries=("is_entry", "sum"), first_entry=("is_entry", "first"),
        start_us=("time_us", "first"), end_us=("time_us", "last"))
    agg["exits"] = grouped.size() - agg.entries
    unmatched_exits = int(agg.loc[~agg.first_entry, "exits"].sum())
    unmatched_entries = int((agg.first_entry & (agg.exits == 0)).sum())
    agg = agg[agg.first_entry & (agg.exits > 0)].reset_index(drop=True)
    agg["entries"] = agg.entries.astype(np.int64)
    agg["exits"] = agg.exits.astype(np.int64)
    agg["dur_us"] = agg.end_us - agg.start_us
    agg = agg.sort_values(["launch", "start_us", "unit", "slot"], kind="stable",
                          ignore_index=True)
    return LoopPhases(agg[columns], unmatched_entries, unmatched_exits)


def iterations(records: pd.DataFrame) -> pd.DataFrame:
    """The iteration records (``--timeline-loop``), in time order."""
    it = records[records.kind == "iteration"]
    return it.sort_values(["launch", "time_us", "record"], kind="stable", ignore_index=True)


def phase_shares(spans: pd.DataFrame, phases: pd.DataFrame) -> pd.DataFrame:
    """Per function, the waves' time (sum of their spans) split into each loop's phases
    and the rest: ``function``, ``phase`` ("loop <header>" or "outside loops"),
    ``time_us``, ``share`` (of the function's wave time)."""
    rows = []
    for function, waves in spans.groupby("function", sort=True):
        total = float(waves.dur_us.sum())
        mine = phases[phases.function == function]
        parts = [(f"loop {loop}", float(group.dur_us.sum()))
                 for loop, group in mine.groupby("loop", sort=True)]
        parts.append(("outside loops", total - sum(t for _, t in parts)))
        rows += [(function, phase, t, t / total if total > 0 else 0.0) for phase, t in parts]
    return pd.DataFrame(rows, columns=["function", "phase", "time_us", "share"])


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


def summary(spans: Spans, phases: LoopPhases | None = None) -> dict:
    """Waves, units, the span from the earliest entry to the latest exit per launch (µs),
    the peak of active waves, drops; with ``phases``, the loop phases and the shares of
    the waves' time (``phase_shares``)."""
    s = spans.spans
    extra = {}
    if phases is not None:
        shares = phase_shares(s, phases.phases)
        extra = {"loop_phases": len(phases.phases),
                 "unmatched_loop_entries": phases.unmatched_entries,
                 "unmatched_loop_exits": phases.unmatched_exits,
                 "phase_shares": {f: dict(zip(g.phase, g.share.astype(float)))
                                  for f, g in shares.groupby("function", sort=True)}}
    per_launch = ([] if s.empty else
                  [float(g.end_us.max() - g.start_us.min()) for _, g in s.groupby("launch")])
    peak = 0 if s.empty else int(occupancy(s).total.max())
    return {"waves": len(s), "units": int(s.unit.nunique()) if not s.empty else 0,
            "launches": len(per_launch), "span_us": per_launch, "peak_active": peak,
            "drops": spans.drops, "unmatched_entries": spans.unmatched_entries,
            "unmatched_exits": spans.unmatched_exits, **extra}


@dataclass(frozen=True)
class TimelineTables:
    """A capture decoded once for a report (``Report.timeline_tables``): what the HTML
    report's timeline section draws (``render/timeline.py``) without decoding anything."""

    spans: Spans
    phases: LoopPhases | None    # None without loop stamps (``--timeline-at loops``)
    occupancy: pd.DataFrame      # ``occupancy(spans.spans)``
    shares: pd.DataFrame         # ``phase_shares``; empty without loop stamps
    summary: dict                # ``summary(spans, phases)``


def timeline_tables(capture: TimelineCapture, section: TimelineGlobal) -> TimelineTables:
    """Records -> spans, loop phases (when the section stamps loops), the occupancy
    series, the phase shares and the summary, the records decoded once for them all."""
    records = records_frame(capture, section)
    spans = wave_spans(capture, section, records)
    phases = loop_phases(capture, section, records) if section.loops else None
    shares = (phase_shares(spans.spans, phases.phases) if phases is not None
              else pd.DataFrame())
    return TimelineTables(spans=spans, phases=phases, occupancy=occupancy(spans.spans),
                          shares=shares, summary=summary(spans, phases))
