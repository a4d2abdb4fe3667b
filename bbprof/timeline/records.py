"""The timeline as read back from the device: per launch, the records written
(``TimelineCapture``), saved in the Profile's optional ``timeline`` field.

The buffer of ``N`` records (bbprof/timeline/instrument.py) starts with ``W`` fixed slot
pairs: wave ``i`` of a launch (its linear block id times the waves per block plus its
index in the block) writes its entry record at ``2i`` and its exit record at ``2i + 1``,
without a claim; a wave with ``i >= W`` writes nothing. The buffer is zeroed before each
launch and every record written carries ``VALID`` (word 2, bit 3), so the written slots
are the valid ones; ``2 * (launched - W)`` records (when positive: an entry and at least
one exit per wave past the slots) were dropped, the launch's waves known to the host. An
exit record holds the clocks and its kind and site only: its wave's ids (word 2 bits
16-63, word 3) are its entry's, filled in here. In the compact layout (the block map's
``compact_slots``: NVPTX, the entry record written by the exits) the exit writes record
``2i`` only, one 32-byte sector: words 0-1 the exit's clocks, word 2 the entry's event
word, word 3 the entry's clocks' low halves (steady bits 0-31, cycles 32-63); record
``2i + 1`` stays zero. Made here: the entry record (its full clocks the exit's minus the
32-bit differences of the low halves, exact while the wave lived under 2^32 ticks of
each clock) and the exit record (its clocks, the entry's word 2 as an exit's), both with
the block's coordinates from the slot's index and the launch's grid (``shape``). A
compact slot is written when its word 2 has ``VALID`` and its word 0 is not zero.

The records after the slots are split into ``R`` regions of ``C = (N - 2W) // R``, each
with its own cursor: region ``r`` owns records ``[2W + r*C, 2W + r*C + C)``, claimed by
the stamps whose count per wave varies (loops, iterations; every stamp on the host). A
region's cursor counts every claim made in it; ``min(cursor_r, C)`` records were written
there and ``cursor_r - C`` (when positive) were dropped (docs/timeline.md). A block map
without ``waves`` (older bbprof) has no slots; one without ``regions`` has one region.
Only the written records are kept (the slots' pairs in wave order, then region after
region), four u64 words each, as JSON integers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bbprof.errors import InputError
# the record format, as the stamps write it
from bbprof.instrument.counting.stamps import (KIND_MASK, KINDS,  # noqa: F401
                                               LOOP_KINDS, RECORD_WORDS, VALID)


@dataclass(frozen=True)
class LaunchTimeline:
    cursor: int                 # claims made in this launch, over all regions
    records: np.ndarray         # (written records, 4) uint64: slot pairs, then regions
    capacity: int               # N, the buffer's records
    # the claims per region when there are several (empty: one region, ``cursor``)
    region_cursors: tuple[int, ...] = ()
    waves: int = 0              # W, the fixed slot pairs (0: none)
    launched: int | None = None   # waves the launch ran (None: not known)

    @property
    def regions(self) -> int:
        return max(1, len(self.region_cursors))

    @property
    def slot_drops(self) -> int:
        """Records of the waves past the fixed slots (two per wave: entry and exit)."""
        if not self.waves or self.launched is None:
            return 0
        return 2 * max(0, self.launched - self.waves)

    @property
    def drops(self) -> int:
        per = (self.capacity - 2 * self.waves) // self.regions
        if not self.region_cursors:
            return self.slot_drops + max(0, self.cursor - per)
        return self.slot_drops + sum(max(0, c - per) for c in self.region_cursors)

    @classmethod
    def from_raw(cls, cursor: int | bytes | None, buffer: bytes, capacity: int,
                 regions: int = 1, cursor_words: int = 1, waves: int = 0,
                 launched: int | None = None, compact: bool = False,
                 shape: tuple[tuple[int, int, int], int] | None = None) -> "LaunchTimeline":
        """``cursor``: the cursor global's bytes (``regions`` cursors, ``cursor_words``
        u64 words apart) or, for one region, its value; None: there is no cursor (only
        slot stamps). ``waves``: the fixed slot pairs at the buffer's start; ``launched``:
        the waves the launch ran, for the slots' drops; ``compact``: the slots' compact
        layout (module docstring), which needs ``shape``: the launch's grid and its waves
        per block."""
        words = np.frombuffer(buffer, np.uint64).reshape(-1, RECORD_WORDS)
        if len(words) != capacity:
            raise InputError(f"the timeline buffer holds {len(words)} records, the block "
                             f"map says {capacity}",
                             hint="run the IR this block map was written with")
        if compact and waves and shape is None:
            raise InputError("the timeline's compact slots need the launch's grid and "
                             "waves per block to be read back")
        slots = (_compact_slot_records(words[:2 * waves], *shape) if compact and waves
                 else _slot_records(words[:2 * waves]))
        if waves:
            words = words[2 * waves:]
        if cursor is None:
            return cls(cursor=0, records=slots, capacity=capacity, waves=waves,
                       launched=launched)
        if isinstance(cursor, (bytes, bytearray, memoryview)):
            raw = np.frombuffer(cursor, np.uint64)
            if len(raw) != regions * cursor_words:
                raise InputError(f"the timeline cursor holds {len(raw)} words, the block "
                                 f"map says {regions} regions of {cursor_words}",
                                 hint="run the IR this block map was written with")
            cursors = [int(c) for c in raw[::cursor_words]]
        else:
            cursors = [int(cursor)]
        per = len(words) // regions
        if regions == 1:
            return cls(cursor=cursors[0],
                       records=np.concatenate([slots, words[:min(cursors[0], per)]]),
                       capacity=capacity, waves=waves, launched=launched)
        kept = [words[r * per: r * per + min(c, per)] for r, c in enumerate(cursors)]
        return cls(cursor=sum(cursors), records=np.concatenate([slots, *kept]).copy(),
                   capacity=capacity, region_cursors=tuple(cursors), waves=waves,
                   launched=launched)

    @classmethod
    def read(cls, code, section, launched: int | None = None,
             shape: tuple[tuple[int, int, int], int] | None = None) -> "LaunchTimeline":
        """One launch's cursors and records from a loaded module ``code`` (a runtime
        backend's ``read_global``), laid out as the block map's ``section`` says;
        ``launched``: the waves the launch ran; ``shape``: its grid and waves per block
        (compact slots)."""
        cursor = (None if section.cursor_symbol is None
                  else code.read_global(section.cursor_symbol))
        return cls.from_raw(cursor, code.read_global(section.symbol), section.records,
                            section.regions, section.cursor_words, section.waves, launched,
                            section.compact_slots, shape)


def _slot_records(slots: np.ndarray) -> np.ndarray:
    """The written records of the fixed slot pairs (module docstring), in wave order,
    each exit record completed with its entry's ids."""
    pairs = slots.reshape(-1, 2, RECORD_WORDS).copy()
    entry, leave = pairs[:, 0], pairs[:, 1]
    valid = (pairs[:, :, 2] & np.uint64(VALID)) != 0
    both = valid[:, 0] & valid[:, 1]
    low = np.uint64(0xFFFF)
    leave[both, 2] = (entry[both, 2] & ~low) | (leave[both, 2] & low)
    leave[both, 3] = entry[both, 3]
    return pairs.reshape(-1, RECORD_WORDS)[valid.reshape(-1)]


def _compact_slot_records(slots: np.ndarray, grid: tuple[int, int, int],
                          waves_per_block: int) -> np.ndarray:
    """The written records of compact slot pairs (module docstring), completed as
    ``_slot_records`` gives them: the entry's clocks from its low halves and the exit's,
    the block's coordinates from the slot's index, the exit's ids and site from its
    entry's."""
    pairs = slots.reshape(-1, 2, RECORD_WORDS).copy()
    entry, leave = pairs[:, 0], pairs[:, 1]
    leave[:, :2] = entry[:, :2]                     # the exit's clocks, as written
    written = ((entry[:, 2] & np.uint64(VALID)) != 0) & (leave[:, 0] != 0)
    low32 = np.uint64(0xFFFF_FFFF)
    lows = entry[:, 3].copy()
    for word, halves in ((0, lows & low32), (1, lows >> np.uint64(32))):
        # the exit's clock minus the 32-bit distance from the entry's low half (mod 2^32)
        back = (leave[:, word] - halves) & low32
        entry[:, word] = leave[:, word] - back
    i = np.arange(len(pairs), dtype=np.uint64)
    block = i // np.uint64(max(1, waves_per_block))
    nx, ny = np.uint64(grid[0]), np.uint64(grid[1])
    where = ((block % nx) | (((block // nx) % ny) << np.uint64(32))
             | ((block // (nx * ny)) << np.uint64(48)))
    entry[:, 3] = where
    leave[:, 3] = where
    # the entry's word 2 as an exit's: the same site, VALID and ids
    leave[:, 2] = (entry[:, 2] & ~np.uint64(KIND_MASK)) | np.uint64(KINDS["exit"])
    keep = np.repeat(written, 2)
    return pairs.reshape(-1, RECORD_WORDS)[keep]


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
                              **({"waves": lt.waves, "launched": lt.launched}
                                 if lt.waves else {}),
                              "records": lt.records.tolist()} for lt in self.launches]}

    @classmethod
    def from_json(cls, data: dict) -> "TimelineCapture":
        launches = []
        for lt in data["launches"]:
            records = np.array(lt["records"], dtype=np.uint64).reshape(-1, RECORD_WORDS)
            launches.append(LaunchTimeline(
                cursor=int(lt["cursor"]), records=records, capacity=int(lt["capacity"]),
                region_cursors=tuple(int(c) for c in lt.get("region_cursors", ())),
                waves=int(lt.get("waves", 0)),
                launched=None if lt.get("launched") is None else int(lt["launched"])))
        return cls(steady_hz=float(data["steady_hz"]), launches=tuple(launches))
