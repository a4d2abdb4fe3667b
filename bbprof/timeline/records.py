"""The timeline as read back from the device: per launch, the cursors and the records
they claimed (``TimelineCapture``), saved in the Profile's optional ``timeline`` field.

The buffer of ``N`` records is split into ``R`` regions of ``C = N // R`` records, each
with its own cursor (bbprof/timeline/instrument.py): region ``r`` owns records
``[r*C, r*C + C)``. A region's cursor counts every claim made in it; ``min(cursor_r, C)``
records were written there and ``cursor_r - C`` (when positive) were dropped
(docs/timeline.md). A block map without ``regions`` (older bbprof) has one region. Only
the written records are kept, region after region, four u64 words each, as JSON integers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bbprof.errors import InputError

RECORD_WORDS = 4
# record word 2, bits 0-3; a loop kind's site is an index into the section's ``loops``
KINDS = {"entry": 0, "exit": 1, "loop_entry": 2, "loop_exit": 3, "iteration": 4}
LOOP_KINDS = ("loop_entry", "loop_exit", "iteration")


@dataclass(frozen=True)
class LaunchTimeline:
    cursor: int                 # claims made in this launch, over all regions
    records: np.ndarray         # (written records, 4) uint64, region after region
    capacity: int               # N, the buffer's records
    # the claims per region when there are several (empty: one region, ``cursor``)
    region_cursors: tuple[int, ...] = ()

    @property
    def regions(self) -> int:
        return max(1, len(self.region_cursors))

    @property
    def drops(self) -> int:
        if not self.region_cursors:
            return max(0, self.cursor - self.capacity)
        per = self.capacity // self.regions
        return sum(max(0, c - per) for c in self.region_cursors)

    @classmethod
    def from_raw(cls, cursor: int | bytes, buffer: bytes, capacity: int, regions: int = 1,
                 cursor_words: int = 1) -> "LaunchTimeline":
        """``cursor``: the cursor global's bytes (``regions`` cursors, ``cursor_words``
        u64 words apart) or, for one region, its value."""
        words = np.frombuffer(buffer, np.uint64).reshape(-1, RECORD_WORDS)
        if len(words) != capacity:
            raise InputError(f"the timeline buffer holds {len(words)} records, the block "
                             f"map says {capacity}",
                             hint="run the IR this block map was written with")
        if isinstance(cursor, (bytes, bytearray, memoryview)):
            raw = np.frombuffer(cursor, np.uint64)
            if len(raw) != regions * cursor_words:
                raise InputError(f"the timeline cursor holds {len(raw)} words, the block "
                                 f"map says {regions} regions of {cursor_words}",
                                 hint="run the IR this block map was written with")
            cursors = [int(c) for c in raw[::cursor_words]]
        else:
            cursors = [int(cursor)]
        if regions == 1:
            return cls(cursor=cursors[0], records=words[:min(cursors[0], capacity)].copy(),
                       capacity=capacity)
        per = capacity // regions
        kept = [words[r * per: r * per + min(c, per)] for r, c in enumerate(cursors)]
        return cls(cursor=sum(cursors), records=np.concatenate(kept).copy(),
                   capacity=capacity, region_cursors=tuple(cursors))

    @classmethod
    def read(cls, code, section) -> "LaunchTimeline":
        """One launch's cursors and records from a loaded module ``code`` (a runtime
        backend's ``read_global``), laid out as the block map's ``section`` says."""
        return cls.from_raw(code.read_global(section.cursor_symbol),
                            code.read_global(section.symbol), section.records,
                            section.regions, section.cursor_words)


@dataclass(frozen=True)
class TimelineCapture:
    steady_hz: float            # ticks per second of record word 0
    launches: tuple[LaunchTimeline, ...] = field(default_factory=tuple)

    @property
    def drops(self) -> int:
        return sum(launch.drops for launch in self.launches)

    def to_json(self) -> dict:
        return {"steady_hz": self.steady_hz,
                "launches": [{"cursor": lt.cursor, "capacity": lt.capacity,
                              **({"region_cursors": list(lt.region_cursors)}
                                 if lt.region_cursors else {}),
                              "records": lt.records.tolist()} for lt in self.launches]}

    @classmethod
    def from_json(cls, data: dict) -> "TimelineCapture":
        launches = []
        for lt in data["launches"]:
            records = np.array(lt["records"], dtype=np.uint64).reshape(-1, RECORD_WORDS)
            launches.append(LaunchTimeline(
                cursor=int(lt["cursor"]), records=records, capacity=int(lt["capacity"]),
                region_cursors=tuple(int(c) for c in lt.get("region_cursors", ()))))
        return cls(steady_hz=float(data["steady_hz"]), launches=tuple(launches))
