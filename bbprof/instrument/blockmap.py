"""The block map: a versioned JSON sidecar that says what every counter word means.

``instrument`` writes it next to the instrumented IR; ``run`` and ``report`` read it,
possibly on another machine and another day. ``BlockMap.block_counts(raw)`` turns the
counter array read back from the device into per-block counts (shards summed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np
import pandas as pd

from bbprof.errors import CounterRangeError, InputError, MismatchError
from bbprof.instrument.layout import FIELDS
from bbprof.instrument.modes import EVERY_BLOCK, PACK_SHIFT, THREAD, WAVE, Mode
from bbprof.instrument.placement import reconstruct
from bbprof.instrument.ranges import check_counts

FORMAT = "bbprof.blockmap"
VERSION = 2
READABLE_VERSIONS = (1, 2)   # version 1: every block, two words per block


@dataclass(frozen=True)
class BlockInfo:
    id: int
    name: str
    successors: tuple[int, ...]
    instructions: int
    debug_location: str | None
    loop_header: bool
    loop_depth: int
    counters: dict


@dataclass(frozen=True)
class FunctionInfo:
    name: str
    is_kernel: bool
    wave_size: int
    blocks: tuple[BlockInfo, ...]
    loops: tuple[dict, ...]


class BlockMap:
    """What ``bbprof instrument`` did to a module, as a plain value."""

    def __init__(self, data: dict, *, path: str | None = None):
        self.data = data
        self.path = path
        for key in ("input", "target", "counters", "functions"):
            data[key]  # noqa: B018  (a missing key is reported by from_dict)
        for key in ("symbol", "words", "word_bytes", "shards", "row_words"):
            data["counters"][key]  # noqa: B018

    @cached_property
    def functions(self) -> tuple[FunctionInfo, ...]:
        data = self.data
        return tuple(
            FunctionInfo(
                name=f["name"], is_kernel=f["is_kernel"], wave_size=f["wave_size"],
                loops=tuple(f.get("loops", ())),
                blocks=tuple(BlockInfo(
                    id=b["id"], name=b["name"], successors=tuple(b["successors"]),
                    instructions=b["instructions"], debug_location=b.get("debug_location"),
                    loop_header=b["loop_header"], loop_depth=b["loop_depth"],
                    counters=b["counters"]) for b in f["blocks"]))
            for f in data["functions"])

    # -- identity -----------------------------------------------------------------------
    @property
    def input_sha256(self) -> str:
        return self.data["input"]["sha256"]

    @property
    def counters(self) -> dict:
        return self.data["counters"]

    @property
    def counter_symbol(self) -> str:
        return self.counters["symbol"]

    @property
    def counter_words(self) -> int:
        return self.counters["words"]

    @property
    def counter_bytes(self) -> int:
        return self.counters["words"] * self.counters["word_bytes"]

    @property
    def target(self) -> dict:
        return self.data["target"]

    def function(self, name: str) -> FunctionInfo:
        for fn in self.functions:
            if fn.name == name:
                return fn
        known = ", ".join(f.name for f in self.functions)
        raise InputError(f"the block map has no function '{name}' (it has: {known})",
                         path=self.path, hint="pass one of those names")

    @property
    def kernels(self) -> list[str]:
        return [f.name for f in self.functions if f.is_kernel]

    # -- saving -------------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(self.data, indent=1, sort_keys=False) + "\n"

    def save(self, path: str | Path) -> None:
        from bbprof.files import write_atomically

        write_atomically(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path) -> "BlockMap":
        path = str(path)
        try:
            text = Path(path).read_text()
        except FileNotFoundError:
            raise InputError("no such block map file", path=path) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise InputError(f"cannot read the block map: {exc}", path=path) from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"is not valid JSON (line {exc.lineno}, column {exc.colno})",
                             path=path, hint="re-run bbprof instrument") from None
        return cls.from_dict(data, path=path)

    @classmethod
    def from_dict(cls, data: dict, *, path: str | None = None) -> "BlockMap":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputError("is not a bbprof block map", path=path)
        if data.get("version") not in READABLE_VERSIONS:
            raise InputError(f"block map version {data.get('version')} is not supported "
                             f"(this bbprof reads version {VERSION})", path=path,
                             hint="re-run bbprof instrument with this version")
        try:
            block_map = cls(data, path=path)
            block_map.functions  # noqa: B018  (reads every record once, to check it)
            return block_map
        except (KeyError, TypeError) as exc:
            raise InputError(f"the block map is incomplete (missing {exc})", path=path,
                             hint="re-run bbprof instrument") from None

    # -- decoding -----------------------------------------------------------------------
    @property
    def mode(self) -> Mode:
        if "mode" in self.data:
            return Mode.from_json(self.data["mode"])
        return Mode(counters=(THREAD, WAVE), placement=EVERY_BLOCK, packed=False)  # version 1

    @property
    def cfg_hash_value(self) -> int | None:
        """The i64 the instrumented module holds in ``@__bbprof_cfg_hash`` (version 2)."""
        if "cfg_hash" not in self.data:
            return None
        return int(self.data["cfg_hash"], 16) & ((1 << 63) - 1)

    def _rows(self, raw) -> np.ndarray:
        """The counter array as (shards, row_words) u64, after checking its length."""
        counts = np.asarray(raw)
        if counts.ndim != 1:
            counts = counts.reshape(-1)
        if counts.size != self.counter_words:
            raise MismatchError(
                f"the counter array has {counts.size} words, the block map says "
                f"{self.counter_words}", path=self.path,
                hint="read the whole @" + self.counter_symbol + " of the module this map "
                     "was written for")
        if counts.dtype.kind == "O" or counts.dtype.kind == "i" and counts.size and (
                counts.min() < 0):
            counts = np.array([int(x) for x in counts.tolist()], dtype=object)
            if any(x < 0 or x >= 1 << 64 for x in counts):
                raise MismatchError("the counter array holds values outside u64",
                                    path=self.path)
        counts = counts.astype(np.uint64)
        return counts.reshape(self.counters["shards"], self.counters["row_words"])

    def decode(self, raw, *, cfg_hash: int | None = None) -> dict[str, list[int] | None]:
        """Per-block counts, in block-map order (functions, then blocks), of each field;
        a field the mode does not count is None. Impossible counts raise
        ``CounterRangeError`` (``ranges.py``).

        ``cfg_hash``: the value of ``@__bbprof_cfg_hash`` read from the same module, when
        the caller has it; a different value means the counters come from another CFG.
        """
        if cfg_hash is not None and self.cfg_hash_value is not None and (
                int(cfg_hash) != self.cfg_hash_value):
            raise MismatchError("the counters come from a module with another CFG "
                                f"(@__bbprof_cfg_hash {int(cfg_hash):#x}, the block map "
                                f"says {self.cfg_hash_value:#x})", path=self.path,
                                hint="decode with the block map written with that module")
        mode = self.mode
        rows = self._rows(raw)
        if mode.is_packed:
            threads = rows & np.uint64((1 << PACK_SHIFT) - 1)
            waves = rows >> np.uint64(PACK_SHIFT)
            # Each packed add puts at most wave_size lanes in the low half; the low half
            # cannot have carried into the high half while waves * wave_size < 2^32.
            limit = (1 << PACK_SHIFT) // max(f.wave_size for f in self.functions)
            if rows.size and int(waves.max()) >= limit:
                shard, word = map(int, np.argwhere(waves >= limit)[0])
                raise CounterRangeError(
                    f"a packed counter (shard {shard}, word {word}) reached "
                    f"{int(waves[shard, word])} wave entries: its thread count may have "
                    "carried into them", path=self.path,
                    hint="read the counters more often, or instrument with --wide-counters")
            totals = {THREAD: threads.sum(axis=0, dtype=np.uint64),
                      WAVE: waves.sum(axis=0, dtype=np.uint64)}
        else:
            summed = rows.sum(axis=0, dtype=np.uint64)
            totals = {THREAD: summed, WAVE: summed}
        out: dict[str, list[int] | None] = {
            field: ([] if field in mode.counters else None) for field in FIELDS}
        for fn, data in zip(self.functions, self.data["functions"]):
            if data.get("placement", EVERY_BLOCK) == EVERY_BLOCK:
                for block in fn.blocks:
                    for field in mode.counters:
                        out[field].append(int(totals[field][block.counters[field]]))
                continue
            # spanning tree: each field is a circulation of its own (wave counts only in
            # warp-uniform kernels, where a wave crosses an edge whole)
            edges = data["edges"]
            for field in mode.counters:
                known = {i: int(totals[field][e[4]]) for i, e in enumerate(edges)
                         if e[2] != "tree"}
                _, blocks = reconstruct(len(fn.blocks), edges, known, fn.name)
                out[field].extend(blocks)
        check_counts(self, out, raw)
        return out

    def block_counts(self, raw, *, cfg_hash: int | None = None) -> pd.DataFrame:
        """Per-block counts from the raw counter array (shards summed); a field the
        mode does not count is a column of missing values."""
        decoded = self.decode(raw, cfg_hash=cfg_hash)
        names = [(fn.name, block.id, block.name) for fn in self.functions
                 for block in fn.blocks]
        frame = pd.DataFrame.from_records(names, columns=["function", "block_id", "block"])
        for field in FIELDS:
            values = decoded[field]
            frame[field] = (pd.array(values, dtype="uint64") if values is not None
                            else pd.array([pd.NA] * len(names), dtype="UInt64"))
        return frame
