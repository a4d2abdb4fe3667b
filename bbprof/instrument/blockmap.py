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

from bbprof.errors import InputError, MismatchError

FORMAT = "bbprof.blockmap"
VERSION = 1


@dataclass(frozen=True)
class BlockInfo:
    id: int
    name: str
    successors: tuple[int, ...]
    instructions: int
    debug_location: str | None
    loop_header: bool
    loop_depth: int
    slot: int
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
                    loop_header=b["loop_header"], loop_depth=b["loop_depth"], slot=b["slot"],
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
        raise InputError(f"the block map has no function '{name}'", path=self.path)

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
        if data.get("version") != VERSION:
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
    def _totals(self, raw) -> np.ndarray:
        """Per-word totals over shards, as uint64, after checking the array's length."""
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
        rows = counts.reshape(self.counters["shards"], self.counters["row_words"])
        return rows.sum(axis=0, dtype=np.uint64)

    def block_counts(self, raw) -> pd.DataFrame:
        """Per-block counts from the raw counter array (shards summed)."""
        totals = self._totals(raw)
        records = []
        for fn in self.functions:
            for block in fn.blocks:
                records.append((fn.name, block.id, block.name,
                                int(totals[block.counters["thread_hits"]]),
                                int(totals[block.counters["wave_hits"]])))
        frame = pd.DataFrame.from_records(
            records, columns=["function", "block_id", "block", "thread_hits", "wave_hits"])
        return frame.astype({"thread_hits": "uint64", "wave_hits": "uint64"})
