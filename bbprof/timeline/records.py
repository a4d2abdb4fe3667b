"""The timeline as read back from the device: per launch, the cursor and the records it
claimed (``TimelineCapture``), saved in the Profile's optional ``timeline`` field.

A launch's cursor counts every claim; ``min(cursor, N)`` records were written, and
``cursor - N`` (when positive) were dropped (docs/timeline.md). Only the written records
are kept, four u64 words each, as JSON integers.
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
    cursor: int                 # claims made in this launch
    records: np.ndarray         # (min(cursor, capacity), 4) uint64
    capacity: int               # N, the buffer's records

    @property
    def drops(self) -> int:
        return max(0, self.cursor - self.capacity)

    @classmethod
    def from_raw(cls, cursor: int, buffer: bytes, capacity: int) -> "LaunchTimeline":
        words = np.frombuffer(buffer, np.uint64).reshape(-1, RECORD_WORDS)
        if len(words) != capacity:
            raise InputError(f"the timeline buffer holds {len(words)} records, the block "
                             f"map says {capacity}",
                             hint="run the IR this block map was written with")
        return cls(cursor=int(cursor), records=words[:min(int(cursor), capacity)].copy(),
                   capacity=capacity)


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
                              "records": lt.records.tolist()} for lt in self.launches]}

    @classmethod
    def from_json(cls, data: dict) -> "TimelineCapture":
        launches = []
        for lt in data["launches"]:
            records = np.array(lt["records"], dtype=np.uint64).reshape(-1, RECORD_WORDS)
            launches.append(LaunchTimeline(cursor=int(lt["cursor"]), records=records,
                                           capacity=int(lt["capacity"])))
        return cls(steady_hz=float(data["steady_hz"]), launches=tuple(launches))
