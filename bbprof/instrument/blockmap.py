"""The block map: one typed, versioned value that says what every counter word means.

``instrument`` builds it (``BlockMap`` and the records below) and writes it next to the
instrumented IR as JSON; ``run``, ``report``, ``validate`` and the Triton session read it,
possibly on another machine and another day. This module is the only code that writes or
reads that JSON: everything else uses the frozen dataclasses. The format, field by field,
is in docs/formats.md (the pass plugin in llvm_passes/ writes the same file).

``BlockMap.decode(raw)`` turns the counter array read back from the device into per-block
counts (shards summed) and, where the placement recovers them (spanning tree), per-edge
counts; it refuses counters whose module's ``@__bbprof_cfg_hash`` is not the map's.

Versions: 1 (every block, two words per block, no mode), 2 (mode, cfg_hash, edges as
positional lists ``[source, target, how, block, word]``), 3 (edges as records with their
counter words per field, functions' argument names, every optional list always written).
All three are read. An optional ``timeline`` section (``TimelineGlobal``: the timeline
buffer of ``bbprof instrument --timeline``, bbprof/timeline/) is written only when the
module has one, so maps without it are unchanged and every reader of version 3 reads them.
A module instrumented with ``--counters none`` (timeline stamps only) has no counter global:
its ``counters`` is None (JSON ``null``), its mode ``none``, no block or edge has a word,
and ``decode`` says no field is counted.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from bbprof.errors import CounterRangeError, InputError, MismatchError
from bbprof.instrument.layout import CFG_HASH_SYMBOL, COUNTER_SYMBOL, FIELDS, WORD_BYTES
from bbprof.instrument.modes import (EVERY_BLOCK, PACK_SHIFT, SPANNING_TREE, THREAD, WAVE,
                                     Mode)
from bbprof.instrument.placement import EXIT, not_conserved, reconstruct
from bbprof.instrument.ranges import check_counts
from bbprof.instrument.sites import TRIP_BINS, TRIP_WORDS

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

FORMAT = "bbprof.blockmap"
VERSION = 8
READABLE_VERSIONS = (1, 2, 3, 4, 5, 6, 7, 8)
HYBRID_VERSION = 4        # the first version with hybrid placement's records
SLOTS_VERSION = 5         # the first version whose timeline has fixed wave slots
COMPACT_SLOTS_VERSION = 6   # the first whose slots may be compact (entry written at exit)
REST_VERSION = 7          # the first with edges of kind "rest" (hybrid placement)
BINDING_VERSION = 8       # the first bound to its module (``binding``)
V1_MODE = Mode(counters=(THREAD, WAVE), placement=EVERY_BLOCK, packed=False)

# How an edge of the spanning tree's circulation is counted (placement.py).
# DEAD: an edge compile-time constants rule out (instrument/fold.py): count 0, no counter.
# REST: a divergent block's edge to a merge block (hybrid placement), no counter: its
# thread count is its source's minus the source's other out-edges', its wave count unknown.
TREE, BLOCK, EDGE, EXIT_EDGE, SPLIT, DEAD, REST = ("tree", "block", "edge", "exit", "split",
                                                   "dead", "rest")
EDGE_KINDS = (TREE, BLOCK, EDGE, EXIT_EDGE, SPLIT, DEAD, REST)


@dataclass(frozen=True)
class InputFile:
    path: str | None          # the uninstrumented IR as instrument was given it
    sha256: str               # of its text


@dataclass(frozen=True)
class Target:
    kind: str                 # "amdgpu", "nvptx", "host"
    triple: str | None        # the module's own triple (None: it named none)
    codegen_triple: str       # the triple it is compiled for
    arch: str | None          # processor: "gfx942", "sm_90a"; None for host
    wave_size: int            # the largest wave size of its functions


@dataclass(frozen=True)
class CounterGlobal:
    """The counter global: ``shards`` rows of ``row_words`` u64 words (``layout.py``)."""

    sites: int                # counters in the module (blocks and edges counted)
    words_used: int           # words of a row they take
    shards: int
    wave_slots: int
    shard_selection: str      # how a wave picks its row, in words
    row_words: int            # words_used rounded up to 16 (128 bytes), at least 16
    words: int                # shards * row_words
    symbol: str = COUNTER_SYMBOL
    cfg_hash_symbol: str = CFG_HASH_SYMBOL
    word_bytes: int = WORD_BYTES

    @property
    def nbytes(self) -> int:
        return self.words * self.word_bytes


@dataclass(frozen=True)
class BlockInfo:
    id: int                   # index in the function, in IR order
    name: str                 # the IR label ('%7' -> "7")
    successors: tuple[int, ...]
    instructions: int         # IR instructions (phis included)
    debug_location: str | None   # "file:line" of its first instruction with one
    loop_header: bool
    loop_depth: int
    counters: Mapping[str, int]  # field -> word of a row; {} when not counted at its top
    reachable: bool = True
    static_count: int | None = None   # known without a counter: 0 when it cannot run
    count_of: int | None = None       # every-block: the block whose counter is its count

    @property
    def statically_dead(self) -> bool:
        """Compile-time constants rule out every way into it (``ir/constants.py``)."""
        return self.static_count == 0


@dataclass(frozen=True)
class EdgeInfo:
    """One edge of the circulation (CFG edges, ``u -> EXIT`` for exits, ``EXIT -> 0``)."""

    source: int               # block id, or EXIT (-1)
    target: int               # block id, or EXIT (-1)
    kind: str                 # TREE (derived at decode) or how it is counted (EDGE_KINDS)
    block: int | None         # the block whose counter counts it (BLOCK), the loop (EXIT_EDGE)
    counters: Mapping[str, int]   # field -> word; {} for a tree edge
    via: tuple[int, int] | None = None   # its ends in the hybrid graph, where they differ

    @property
    def counted(self) -> bool:
        """Whether its count is read from a counter (not derived, not known to be 0)."""
        return self.kind not in (TREE, DEAD, REST)

    @property
    def ends(self) -> tuple[int, int]:
        """Its ends in the graph whose circulation decoding solves (hybrid placement
        replaces a divergent source and a merge target by EXIT)."""
        return self.via or (self.source, self.target)


@dataclass(frozen=True)
class LoopInfo:
    """A natural loop of the IR (``ir/cfg.py``)."""

    header: int
    latches: tuple[int, ...]
    depth: int                # 1 = outermost
    parent: int | None        # header of the enclosing loop
    body: tuple[int, ...]     # sorted block ids, header included
    exits: tuple[tuple[int, int], ...]   # (inside, outside) edges


@dataclass(frozen=True)
class RegisterLoop:
    """A single-block loop counted in registers, flushed on its exit edges."""

    block: int
    word: int
    exits: int                # exit edges, one flush each
    trips: int | None = None  # first word of its entries' trip histogram (sites.TRIP_WORDS)


@dataclass(frozen=True)
class Accumulator:
    word: int
    at: int                   # the block where it grows
    condition: str | None     # the i1 it grows under (None: the active lanes)
    when: bool
    blocks: tuple[int, ...]   # the chain blocks whose count it is


@dataclass(frozen=True)
class DetourFlag:
    word: int
    at: int                   # the chain block where the flag is read and added
    path: tuple[tuple[str, bool], ...]   # the conditions (i1, value) that lead there
    blocks: tuple[int, ...]   # the detour blocks whose count it is
    complement: int | None = None   # thread_hits: the segment's lanes minus this flag's


@dataclass(frozen=True)
class UniformChain:
    """A loop whose dominating chain is counted in wave-uniform registers
    (``uniform_loops.py``), and the detour blocks counted by per-iteration flags."""

    header: int
    latch: int
    exit: tuple[int, int]     # (exiting block, outside target)
    accumulators: tuple[Accumulator, ...]
    detours: tuple[DetourFlag, ...] = ()


@dataclass(frozen=True)
class WarpUniform:
    uniform: bool
    reason: str | None        # the first reason a branch may diverge


@dataclass(frozen=True)
class FunctionInfo:
    name: str
    is_kernel: bool
    wave_size: int
    blocks: tuple[BlockInfo, ...]
    loops: tuple[LoopInfo, ...] = ()
    placement: str = EVERY_BLOCK
    cfg_hash: str | None = None
    target_cpu: str | None = None
    args: tuple[str, ...] = ()
    irreducible: bool = False
    warp_uniform: WarpUniform | None = None   # asked only when wave counts could use the tree
    uniform_loops: tuple[UniformChain, ...] = ()
    register_loops: tuple[RegisterLoop, ...] = ()
    edges: tuple[EdgeInfo, ...] = ()          # spanning tree only
    # hybrid placement (version 4): blocks ending in a divergent branch, blocks where the
    # parts of a wave may meet, and the graph edges that stand for their counts
    divergent: tuple[int, ...] = ()
    merges: tuple[int, ...] = ()
    balances: tuple[EdgeInfo, ...] = ()
    constants: tuple[str, ...] = ()           # what compile-time constants folded
    # the entry's counter is one work-item's per workgroup, adding the workgroup's threads
    # and waves (the count is the same: decoding does not ask; older readers ignore it)
    entry_per_workgroup: bool = False

    @property
    def hybrid(self) -> bool:
        return bool(self.divergent)

    @property
    def constants_decide(self) -> bool:
        """Some count is known without a counter (a version-4 record: ``dead`` edges,
        ``static_count``, ``count_of``)."""
        return (any(b.static_count is not None or b.count_of is not None
                    for b in self.blocks) or any(e.kind == DEAD for e in self.edges))

    @property
    def edges_known(self) -> bool:
        """Whether decoding recovers every edge's count (spanning-tree placement)."""
        return self.placement == SPANNING_TREE and bool(self.edges)


@dataclass(frozen=True)
class TimelineGlobal:
    """The timeline buffer (bbprof/timeline/, docs/timeline.md): ``records`` records of
    ``record_words`` u64 words in ``symbol``; the first ``2 * waves`` are the waves' fixed
    entry/exit slots, the rest ``regions`` regions claimed through the u64 cursors of
    ``cursor_symbol`` (None: no stamp claims, no cursor global)."""

    records: int                  # capacity N; records past it are dropped and counted
    at: tuple[str, ...]           # what is stamped: "entry", "exit", "loops", "iterations"
    sites: tuple[str, ...]        # site index (record word 2, bits 4-15) -> function name
    steady_clock: str             # what record word 0 holds, in words
    cycle_clock: str              # what record word 1 holds
    steady_hz: float | None       # ticks per second of word 0 (None: measured at run time)
    symbol: str = "__bbprof_timeline"
    cursor_symbol: str | None = "__bbprof_timeline_cursor"
    record_words: int = 4
    # the site of a loop record (kinds loop_entry, loop_exit, iteration) -> (function,
    # header block name); ``every``: the iteration stamps' stride (None: no such stamps)
    loops: tuple[tuple[str, str], ...] = ()
    every: int | None = None
    # the buffer's regions, each with its own cursor (bbprof/timeline/instrument.py), and
    # the u64 words from one region's cursor to the next; older maps: one 8-byte cursor
    regions: int = 1
    cursor_words: int = 1
    # waves with a fixed entry/exit slot pair (records 2i, 2i+1); 0: every stamp claims
    # (older maps, the host)
    waves: int = 0
    # the slots' compact layout (NVPTX, the entry record written by the exits): record 2i
    # holds the exit's clocks (words 0-1), the entry's event word and clocks' low halves
    # (2-3), record 2i + 1 nothing; the read-back makes both (bbprof/timeline/records.py)
    compact_slots: bool = False

    @property
    def nbytes(self) -> int:
        return self.records * self.record_words * WORD_BYTES

    @property
    def region_records(self) -> int:
        """C, the records of one region (after the fixed slots)."""
        return (self.records - 2 * self.waves) // max(1, self.regions)

    def to_json(self) -> dict:
        loops = ({} if not self.loops and self.every is None else
                 {"loops": [list(lp) for lp in self.loops], "every": self.every})
        return {"records": self.records, "at": list(self.at), "sites": list(self.sites),
                "steady_clock": self.steady_clock, "cycle_clock": self.cycle_clock,
                "steady_hz": self.steady_hz, "symbol": self.symbol,
                "cursor_symbol": self.cursor_symbol, "record_words": self.record_words,
                "regions": self.regions, "cursor_words": self.cursor_words,
                **({"waves": self.waves} if self.waves else {}),
                **({"compact_slots": True} if self.compact_slots else {}), **loops}

    @classmethod
    def from_json(cls, t: dict) -> "TimelineGlobal":
        return cls(records=int(t["records"]), at=tuple(t["at"]), sites=tuple(t["sites"]),
                   steady_clock=str(t["steady_clock"]), cycle_clock=str(t["cycle_clock"]),
                   steady_hz=None if t.get("steady_hz") is None else float(t["steady_hz"]),
                   symbol=str(t["symbol"]),
                   cursor_symbol=(None if t["cursor_symbol"] is None
                                  else str(t["cursor_symbol"])),
                   record_words=int(t["record_words"]),
                   loops=tuple((str(f), str(h)) for f, h in t.get("loops", ())),
                   every=None if t.get("every") is None else int(t["every"]),
                   regions=int(t.get("regions", 1)),
                   cursor_words=int(t.get("cursor_words", 1)),
                   waves=int(t.get("waves", 0)),
                   compact_slots=bool(t.get("compact_slots", False)))


@dataclass(frozen=True)
class BlockMap:
    """What ``bbprof instrument`` did to a module, as a plain value."""

    input: InputFile
    target: Target
    mode: Mode
    counters: CounterGlobal | None     # None: nothing counted (``--counters none``)
    functions: tuple[FunctionInfo, ...]
    cfg_hash: str | None = None        # 16 hex digits; None in version 1
    producer: Mapping | None = None    # who wrote it, when not bbprof's Python engine
    # 16 hex digits: the hash of everything decoding depends on (``binding_hash``), which
    # the instrumented module holds in @__bbprof_cfg_hash; None before version 8
    binding: str | None = field(default=None, compare=False)   # a function of the rest
    timeline: TimelineGlobal | None = None   # with --timeline (bbprof/timeline/)
    # what counting costs in the machine, as `bbprof instrument` measured it
    # (isa/footprint.MachineCheck.to_json); not needed to decode the counts
    machine: Mapping | None = field(default=None, compare=False)
    version: int = field(default=VERSION, compare=False)   # the version it was read from
    path: str | None = field(default=None, compare=False)  # the file it was read from

    # -- identity -----------------------------------------------------------------------
    @property
    def input_sha256(self) -> str:
        return self.input.sha256

    @property
    def has_counters(self) -> bool:
        """Whether the module has a counter global (not ``--counters none``)."""
        return self.counters is not None

    @property
    def counter_symbol(self) -> str:
        return COUNTER_SYMBOL if self.counters is None else self.counters.symbol

    @property
    def counter_words(self) -> int:
        return 0 if self.counters is None else self.counters.words

    @property
    def counter_bytes(self) -> int:
        return 0 if self.counters is None else self.counters.nbytes

    @property
    def cfg_hash_symbol(self) -> str:
        return CFG_HASH_SYMBOL if self.counters is None else self.counters.cfg_hash_symbol

    @property
    def cfg_hash_value(self) -> int | None:
        """The CFG hash as an i64 (what maps before version 8 put in the module)."""
        return None if self.cfg_hash is None else cfg_hash_value(self.cfg_hash)

    @property
    def module_hash_value(self) -> int | None:
        """The i64 the instrumented module holds in ``@__bbprof_cfg_hash``: the binding
        hash (version 8), else the CFG hash (older maps, the pass plugin's own maps)."""
        if self.binding is not None:
            return cfg_hash_value(self.binding)
        return self.cfg_hash_value

    # -- binding to the instrumented module ---------------------------------------------
    def binding_hash(self) -> str:
        """A hash of everything decoding depends on: the input's sha256, the target, the
        mode, the counter global's layout and every function's blocks, edges, words and
        records — the map as written, less what decoding never reads (the file paths, the
        machine check, the producer, the timeline section, the version). Two maps of one
        input in other modes, placements, shard counts or side-flag groupings differ here
        even where their CFG hash is the same."""
        data = self.to_dict()
        for key in ("version", "binding", "machine", "producer", "timeline"):
            data.pop(key, None)
        data["input"] = {"sha256": self.input.sha256}
        # (check_circular off: the same text, without the encoder's bookkeeping of every
        # dict and list it is inside of, 15% of it; a map's value is a tree)
        canonical = json.dumps(data, sort_keys=True, separators=(",", ":"),
                               check_circular=False)
        return hashlib.sha256(canonical.encode()).hexdigest()[:16]

    def bound(self) -> "BlockMap":
        """This map with its ``binding`` set (what ``instrument`` writes)."""
        return self._with(binding=self.binding_hash())

    @cached_property
    def _functions_json(self) -> list[dict]:
        """Every function's JSON value, made once per map: ``bound`` hashes it and
        ``to_json`` writes it (twice the work of a 50,000-block map otherwise, issue 44).
        Read only."""
        return [_function_json(fn) for fn in self.functions]

    def _with(self, **changes) -> "BlockMap":
        """``dataclasses.replace`` for fields other than ``functions``: the functions'
        JSON already made goes with the copy."""
        from dataclasses import replace

        assert "functions" not in changes
        out = replace(self, **changes)
        if "_functions_json" in self.__dict__:
            out.__dict__["_functions_json"] = self.__dict__["_functions_json"]
        return out

    @cached_property
    def _by_name(self) -> dict[str, FunctionInfo]:
        """The functions by name (the first of a name): ``function``'s lookup, built once
        (a scan per lookup was quadratic in the functions for ``report`` and ``diff``)."""
        out: dict[str, FunctionInfo] = {}
        for fn in self.functions:
            out.setdefault(fn.name, fn)
        return out

    def function(self, name: str) -> FunctionInfo:
        fn = self._by_name.get(name)
        if fn is not None:
            return fn
        known = ", ".join(f.name for f in self.functions)
        raise InputError(f"the block map has no function '{name}' (it has: {known})",
                         path=self.path, hint="pass one of those names")

    @property
    def kernels(self) -> list[str]:
        return [f.name for f in self.functions if f.is_kernel]

    def with_path(self, path: str | None) -> "BlockMap":
        return self._with(path=path)

    # -- saving -------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The JSON value of the current version (docs/formats.md)."""
        return {
            "format": FORMAT,
            # version 4 to 7 only where a record needs it: older readers read the rest
            "version": (BINDING_VERSION if self.binding is not None
                        else REST_VERSION if any(e.kind == REST for fn in self.functions
                                            for e in fn.edges)
                        else COMPACT_SLOTS_VERSION if self.timeline is not None
                        and self.timeline.compact_slots
                        else SLOTS_VERSION if self.timeline is not None and self.timeline.waves
                        else HYBRID_VERSION if any(fn.hybrid or fn.constants_decide
                                                   for fn in self.functions)
                        else HYBRID_VERSION - 1),
            "input": {"path": self.input.path, "sha256": self.input.sha256},
            "target": {"kind": self.target.kind, "triple": self.target.triple,
                       "codegen_triple": self.target.codegen_triple, "arch": self.target.arch,
                       "wave_size": self.target.wave_size},
            "mode": self.mode.to_json(),
            "cfg_hash": self.cfg_hash,
            **({} if self.binding is None else {"binding": self.binding}),
            "counters": None if self.counters is None else _counters_json(self.counters),
            "functions": list(self._functions_json),
            **({} if self.producer is None else {"producer": dict(self.producer)}),
            **({} if self.timeline is None else {"timeline": self.timeline.to_json()}),
            **({} if self.machine is None else {"machine": dict(self.machine)}),
        }

    def to_json(self) -> str:
        """The map's file: indented JSON, one value a line; above ``COMPACT_ABOVE`` blocks
        one top-level field a line and one function a line, each by json's C encoder
        (``indent`` takes the pure-Python one: 5.8 s of `instrument`'s 10 s at 50,000
        blocks). The same JSON value either way."""
        data = self.to_dict()
        if sum(len(fn.blocks) for fn in self.functions) > COMPACT_ABOVE:
            return json_lines(data, "functions")
        return json.dumps(data, indent=1, sort_keys=False) + "\n"

    def save(self, path: str | Path) -> None:
        from bbprof.files import write_atomically

        write_atomically(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path) -> "BlockMap":
        from bbprof.files import read_input

        path = str(path)
        try:
            text = read_input(path, "block map", "no such block map file").decode("utf-8")
        except FileNotFoundError:
            raise InputError("no such block map file", path=path) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise InputError(f"cannot read the block map: {exc}", path=path) from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"is not valid JSON (line {exc.lineno}, column {exc.colno})",
                             path=path, hint="re-run bbprof instrument") from None
        except RecursionError:   # nesting no block map has (issue 38: a traceback)
            raise InputError("is JSON nested too deeply to be a block map", path=path,
                             hint="re-run bbprof instrument") from None
        return cls.from_dict(data, path=path)

    @classmethod
    def from_dict(cls, data: dict, *, path: str | None = None) -> "BlockMap":
        """Any readable version's JSON value; a malformed one is one ``InputError``."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputError("is not a bbprof block map", path=path)
        version = data.get("version")
        if version not in READABLE_VERSIONS:
            raise InputError(f"block map version {version} is not supported "
                             f"(this bbprof reads versions "
                             f"{', '.join(map(str, READABLE_VERSIONS))})", path=path,
                             hint="re-run bbprof instrument with this version")
        try:
            block_map = _from_json(data, version, path)
            _check_references(block_map)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError,
                RecursionError) as exc:
            raise InputError(f"the block map is incomplete or malformed ({type(exc).__name__}"
                             f": {exc})", path=path, hint="re-run bbprof instrument") from None
        if block_map.binding is not None and block_map.binding != block_map.binding_hash():
            raise InputError(
                f"the block map's content does not match its binding hash "
                f"{block_map.binding}: it was changed after bbprof instrument wrote it, and "
                "its words no longer say what the module's counters mean", path=path,
                hint="use the block map bbprof instrument wrote, or instrument again")
        return block_map

    # -- decoding -----------------------------------------------------------------------
    def check_cfg_hash(self, cfg_hash: int | None, module: str | None = None) -> None:
        """Refuse counters of a module whose ``@__bbprof_cfg_hash`` is not this map's
        ``module_hash_value``: since version 8 the binding hash, so a map of the same
        input in another mode, placement or layout is refused, not decoded into other
        blocks' counts.

        ``cfg_hash``: the value read from the module the counters come from (None: the
        module has no such global); ``module``: that module's file, for the message. A
        version-1 map names no hash, so nothing is checked against it."""
        expected = self.module_hash_value
        if expected is None:
            return
        where = module or "the module"
        mine = self.path or "(in memory)"
        if cfg_hash is None:
            raise MismatchError(f"the counters of {where} come from a module without "
                                f"@{self.cfg_hash_symbol}, not the one the block map "
                                f"{mine} was written for (hash {expected:#018x})",
                                hint="decode with the block map written with that module")
        value = int(cfg_hash)
        if value == expected:
            return
        if self.binding is not None and value == self.cfg_hash_value:
            what = ("the same CFG, but instrumented by an older bbprof or the pass plugin "
                    "on its own, with a block map of its own")
        elif self.binding is not None:
            what = ("another block map: another input, or the same CFG in another "
                    f"counting mode, placement or layout than {self.mode}, "
                    f"{self.counter_words} words")
        else:
            what = "another CFG"
        raise MismatchError(f"the counters of {where} (@{self.cfg_hash_symbol} "
                            f"{value:#018x}) were written for {what} — not the block map "
                            f"{mine} (hash {expected:#018x})",
                            hint="decode with the block map bbprof instrument wrote "
                                 "together with that module")

    def _rows(self, raw) -> np.ndarray:
        """The counter array as (shards, row_words) u64, after checking its length."""
        import numpy as np  # (decoding only: instrument starts without it)
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
        return counts.reshape(self.counters.shards, self.counters.row_words)

    def decode(self, raw, *, cfg_hash: int | None = None,
               module: str | None = None, check_hash: bool | None = None) -> "Decoded":
        """Per-block counts, in block-map order (functions, then blocks), of each field
        (a field the mode does not count is None), and per-edge counts of the functions
        whose placement recovers them. Impossible counts raise ``CounterRangeError``
        (``ranges.py``).

        ``cfg_hash``: the value of ``@__bbprof_cfg_hash`` read from the module the counters
        come from (``module``: its file); a different value is a ``MismatchError`` naming
        both hashes and both files (``check_cfg_hash``). Callers that have no module
        (counters made up in a test) pass nothing: then nothing is checked.
        """
        import numpy as np  # (decoding only: instrument starts without it)
        if cfg_hash is not None or check_hash:
            self.check_cfg_hash(cfg_hash, module)
        mode = self.mode
        if self.counters is None:   # --counters none: no field is counted
            return Decoded(blocks={f: None for f in FIELDS}, edges={})
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
        trips = self._trips(rows)
        blocks: dict[str, list[int] | None] = {
            field: ([] if field in mode.counters else None) for field in FIELDS}
        edges: dict[str, dict[str, list[int] | None]] = {}
        for fn in self.functions:
            if not fn.edges_known:
                for block in fn.blocks:
                    counted = block if block.count_of is None else fn.blocks[block.count_of]
                    for field in mode.counters:
                        blocks[field].append(
                            block.static_count if block.static_count is not None
                            else int(totals[field][counted.counters[field]]))
                continue
            # spanning tree: each field is a circulation of its own (wave counts: of the
            # hybrid graph, placement.py; in a warp-uniform kernel that is the CFG's); a
            # "rest" edge is a self-loop of the virtual node, outside every balance
            graph = [e for e in (*fn.edges, *fn.balances) if e.kind != REST]
            pairs = [e.ends for e in graph]
            edges[fn.name] = {field: None for field in FIELDS}
            for field in mode.counters:
                known = {i: (0 if e.kind == DEAD else int(totals[field][e.counters[field]]))
                         for i, e in enumerate(graph) if e.kind != TREE}
                edge_counts, block_counts = reconstruct(len(fn.blocks), pairs, known, fn.name)
                blocks[field].extend(block_counts)
                edges[fn.name][field] = _with_rest(fn, field, edge_counts, block_counts)
        check_counts(self, blocks, raw)
        return Decoded(blocks=blocks, edges=edges, trips=trips)

    def _trips(self, rows: np.ndarray) -> dict:
        """Each register loop's trip histogram (raw words: bins and the quotient sum),
        per function and loop block; functions without one are absent."""
        import numpy as np  # (decoding only: instrument starts without it)
        out: dict = {}
        raw = None
        for fn in self.functions:
            for r in fn.register_loops:
                if r.trips is None:
                    continue
                if raw is None:
                    raw = rows.sum(axis=0, dtype=np.uint64)
                words = [int(v) for v in raw[r.trips:r.trips + TRIP_WORDS]]
                out.setdefault(fn.name, {})[r.block] = (tuple(words[:TRIP_BINS]),
                                                        words[TRIP_BINS], words[TRIP_BINS + 1])
        return out

    def block_counts(self, raw, *, cfg_hash: int | None = None) -> "pd.DataFrame":
        """Per-block counts from the raw counter array (shards summed); a field the
        mode does not count is a column of missing values."""
        decoded = self.decode(raw, cfg_hash=cfg_hash).blocks
        names = [(fn.name, block.id, block.name) for fn in self.functions
                 for block in fn.blocks]
        import pandas as pd   # here, not at import: the Triton hook loads this module

        frame = pd.DataFrame.from_records(names, columns=["function", "block_id", "block"])
        for field in FIELDS:
            values = decoded[field]
            frame[field] = (pd.array(values, dtype="uint64") if values is not None
                            else pd.array([pd.NA] * len(names), dtype="UInt64"))
        return frame


@dataclass(frozen=True)
class Decoded:
    """What one counter array says: ``blocks[field]`` per block in block-map order (None:
    the mode does not count that field); ``edges[function][field]`` per edge of that
    function's ``edges``, for the functions whose placement recovers every edge
    (``FunctionInfo.edges_known``); the others are absent. A function with a "rest" edge
    (hybrid placement) has its edges' thread counts, and None for their wave counts."""

    blocks: dict[str, list[int] | None]
    edges: dict[str, dict[str, list[int] | None]]
    # per function and loop block: (histogram bins, sum of n // 16, entries whose lanes ran
    # it different numbers of times) of the loop's entries' trip counts
    # (``RegisterLoop.trips``); the loops that record none are absent
    trips: dict[str, dict[int, tuple[tuple[int, ...], int, int]]] = field(default_factory=dict)


def _with_rest(fn: FunctionInfo, field: str, solved: list[int],
               block_counts: list[int]) -> list[int] | None:
    """The function's edge counts in ``fn.edges`` order from the solved graph's (which
    leaves out "rest" edges): a rest edge's thread count is its source's count minus the
    source's other out-edges'; with a rest edge the wave counts of edges are not known."""
    if not any(e.kind == REST for e in fn.edges):
        return solved[:len(fn.edges)]
    if field != THREAD:
        return None
    it = iter(solved)
    out: list[int | None] = [None if e.kind == REST else next(it) for e in fn.edges]
    leaving: dict[int, int] = defaultdict(int)   # per source: its solved out-edges' sum
    for e, c in zip(fn.edges, out):
        if c is not None:
            leaving[e.source] += c
    for i, e in enumerate(fn.edges):
        if e.kind == REST:
            value = block_counts[e.source] - leaving[e.source]
            if value < 0:
                raise not_conserved(fn.name, e.source, e.target, value)
            out[i] = value
    return out


def cfg_hash_value(module_hash: str) -> int:
    """A CFG hash (hex) as the i64 the instrumented module holds in @__bbprof_cfg_hash."""
    return int(module_hash, 16) & ((1 << 63) - 1)


def word_fields(mode: Mode, word: int) -> dict[str, int]:
    """The words of a counter whose first word is ``word``, per field the mode counts."""
    if mode.is_packed:
        return {THREAD: word, WAVE: word}
    if mode.counters == (THREAD, WAVE):
        return {THREAD: word, WAVE: word + 1}
    return {mode.counters[0]: word}


# -- JSON (written: the current version; read: every version) ----------------------------
def _counters_json(c: CounterGlobal) -> dict:
    return {"sites": c.sites, "words_used": c.words_used, "shards": c.shards,
            "wave_slots": c.wave_slots, "shard_selection": c.shard_selection,
            "symbol": c.symbol, "cfg_hash_symbol": c.cfg_hash_symbol,
            "word_bytes": c.word_bytes, "row_words": c.row_words, "words": c.words,
            "slots": c.sites}


def _function_json(fn: FunctionInfo) -> dict:
    return {
        "name": fn.name, "is_kernel": fn.is_kernel, "wave_size": fn.wave_size,
        "target_cpu": fn.target_cpu, "placement": fn.placement, "cfg_hash": fn.cfg_hash,
        "args": list(fn.args),
        "blocks": [{"id": b.id, "name": b.name, "successors": list(b.successors),
                    "instructions": b.instructions, "debug_location": b.debug_location,
                    "loop_header": b.loop_header, "loop_depth": b.loop_depth,
                    "reachable": b.reachable, "counters": dict(b.counters),
                    **({} if b.static_count is None else {"static_count": b.static_count}),
                    **({} if b.count_of is None else {"count_of": b.count_of})}
                   for b in fn.blocks],
        "loops": [{"header": lp.header, "latches": list(lp.latches), "depth": lp.depth,
                   "parent": lp.parent, "body": list(lp.body),
                   "exits": [list(e) for e in lp.exits]} for lp in fn.loops],
        "irreducible": fn.irreducible,
        **({"constants": list(fn.constants)} if fn.constants else {}),
        **({"entry_per_workgroup": True} if fn.entry_per_workgroup else {}),
        "warp_uniform": (None if fn.warp_uniform is None else
                         {"uniform": fn.warp_uniform.uniform,
                          "reason": fn.warp_uniform.reason}),
        "uniform_loops": [{"header": u.header, "latch": u.latch, "exit": list(u.exit),
                           "accumulators": [{"word": a.word, "at": a.at,
                                             "condition": a.condition, "when": a.when,
                                             "blocks": list(a.blocks)}
                                            for a in u.accumulators],
                           "detours": [{"word": d.word, "at": d.at,
                                        "path": [[c, w] for c, w in d.path],
                                        "blocks": list(d.blocks),
                                        "complement": d.complement} for d in u.detours]}
                          for u in fn.uniform_loops],
        "register_loops": [{"block": r.block, "word": r.word, "exits": r.exits,
                            **({} if r.trips is None else {"trips": r.trips})}
                           for r in fn.register_loops],
        "edges": [_edge_json(e) for e in fn.edges],
        **({} if not fn.hybrid else {
            "divergent": list(fn.divergent), "merges": list(fn.merges),
            "balances": [_edge_json(e) for e in fn.balances]}),
    }


def _edge_json(e: EdgeInfo) -> dict:
    return {"source": e.source, "target": e.target, "kind": e.kind, "block": e.block,
            "counters": dict(e.counters), **({} if e.via is None else {"via": list(e.via)})}


def _edge_from_json(e: dict) -> EdgeInfo:
    return EdgeInfo(source=e["source"], target=e["target"], kind=e["kind"],
                    block=e.get("block"), counters=dict(e["counters"]),
                    via=None if e.get("via") is None else tuple(e["via"]))


def _from_json(data: dict, version: int, path: str | None) -> BlockMap:
    mode = Mode.from_json(data["mode"]) if "mode" in data else V1_MODE
    c = data["counters"]
    counters = None if c is None else CounterGlobal(
        sites=int(c.get("sites", c["slots"])),
        words_used=int(c.get("words_used", c["slots"] * c.get("slot_words", 1))),
        shards=int(c["shards"]), wave_slots=int(c.get("wave_slots", 1)),
        shard_selection=str(c.get("shard_selection", "")), row_words=int(c["row_words"]),
        words=int(c["words"]), symbol=c["symbol"],
        cfg_hash_symbol=c.get("cfg_hash_symbol", CFG_HASH_SYMBOL),
        word_bytes=int(c["word_bytes"]))
    t = data["target"]
    target = Target(kind=t["kind"], triple=t.get("triple"),
                    codegen_triple=t.get("codegen_triple", t.get("triple")),
                    arch=t.get("arch"), wave_size=int(t.get("wave_size", 1)))
    functions = tuple(_function_from_json(f, mode, version) for f in data["functions"])
    source = data["input"].get("path")
    if source is not None and not isinstance(source, str):
        raise ValueError(f"the input's path is {source!r}, not a file name")
    if not isinstance(data["input"]["sha256"], str):
        raise ValueError("the input's sha256 is not a string")
    return BlockMap(input=InputFile(path=source, sha256=data["input"]["sha256"]),
                    target=target, mode=mode, counters=counters, functions=functions,
                    cfg_hash=data.get("cfg_hash"), producer=data.get("producer"),
                    binding=data.get("binding") if version >= BINDING_VERSION else None,
                    timeline=(TimelineGlobal.from_json(data["timeline"])
                              if data.get("timeline") is not None else None),
                    machine=data.get("machine"), version=version, path=path)


def _check_references(block_map: BlockMap) -> None:
    """Every index a decoder follows stays inside what it indexes (issue 38: a counter
    word of -1 was read from the end of the row, Python's negative indexing): each block's
    and edge's words within the counter row's used words, fields the ones there are,
    successors, ``count_of`` and edge ends blocks of the function (or EXIT)."""
    used = 0 if block_map.counters is None else block_map.counters.words_used
    for fn in block_map.functions:
        n = len(fn.blocks)

        def words(what: str, counters) -> None:
            for name, word in counters.items():
                if name not in FIELDS:
                    raise ValueError(f"@{fn.name}: {what} counts '{name}', not a field")
                if type(word) is not int or not 0 <= word < used:
                    raise ValueError(f"@{fn.name}: {what} has word {word!r}, outside the "
                                     f"{used} words of a counter row")

        for block in fn.blocks:
            words(f"block {block.id}", block.counters)
            if any(type(s) is not int or not 0 <= s < n for s in block.successors):
                raise ValueError(f"@{fn.name}: block {block.id} has a successor that is "
                                 f"not one of its {n} blocks")
            if block.count_of is not None and not 0 <= block.count_of < n:
                raise ValueError(f"@{fn.name}: block {block.id} counts as block "
                                 f"{block.count_of}, not one of its {n} blocks")
        for r in fn.register_loops:
            if not (type(r.block) is int and 0 <= r.block < n):
                raise ValueError(f"@{fn.name}: a register loop at block {r.block!r}, not one "
                                 f"of its {n} blocks")
            if r.trips is not None and (type(r.trips) is not int or not
                                        0 <= r.trips <= used - TRIP_WORDS):
                raise ValueError(f"@{fn.name}: block {r.block}'s trip histogram at word "
                                 f"{r.trips!r} does not fit the {used} words of a row")
        for e in (*fn.edges, *fn.balances):
            words(f"edge {e.source} -> {e.target}", e.counters)
            if any(type(end) is not int or not EXIT <= end < n for end in (e.source, e.target)):
                raise ValueError(f"@{fn.name}: edge {e.source} -> {e.target} ends outside "
                                 f"its {n} blocks")


def _block_ids(value, what: str) -> tuple[int, ...]:
    """A list of block ids, as the map writes it; anything else (a string, an object, a
    bool, a float) is a malformed map, not read as some other list."""
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise ValueError(f"{what} is {value!r:.60}, not a list of block ids")
    return tuple(value)


def _function_from_json(f: dict, mode: Mode, version: int) -> FunctionInfo:
    blocks = tuple(BlockInfo(
        id=int(b["id"]), name=str(b["name"]),
        successors=_block_ids(b["successors"], f"block {b.get('id')}'s successors"),
        instructions=int(b["instructions"]), debug_location=b.get("debug_location"),
        loop_header=bool(b["loop_header"]), loop_depth=int(b["loop_depth"]),
        counters=dict(b["counters"]), reachable=bool(b.get("reachable", True)),
        static_count=None if b.get("static_count") is None else int(b["static_count"]),
        count_of=None if b.get("count_of") is None else int(b["count_of"]))
        for b in f["blocks"])
    for i, block in enumerate(blocks):
        if block.id != i:
            raise ValueError(f"@{f['name']}: block {i} has id {block.id}")
        if block.count_of is not None and not blocks[block.count_of].counters:
            raise ValueError(f"@{f['name']}: block {i} counts as block {block.count_of}, "
                             "which has no counter")
    loops = tuple(LoopInfo(header=lp["header"], latches=tuple(lp["latches"]),
                           depth=lp["depth"], parent=lp.get("parent"),
                           body=tuple(lp["body"]),
                           exits=tuple(tuple(e) for e in lp.get("exits", ())))
                  for lp in f.get("loops", ()))
    if version < 3:   # [source, target, how, block, word]
        edges = tuple(EdgeInfo(source=e[0], target=e[1], kind=e[2], block=e[3],
                               counters={} if e[4] is None else word_fields(mode, e[4]))
                      for e in f.get("edges") or ())
    else:
        edges = tuple(_edge_from_json(e) for e in f.get("edges") or ())
    balances = tuple(_edge_from_json(e) for e in f.get("balances") or ())
    for e in (*edges, *balances):
        if e.kind not in EDGE_KINDS or (e.counted and not e.counters):
            raise ValueError(f"@{f['name']}: edge {e.source} -> {e.target} of kind "
                             f"'{e.kind}' has no counter")
    uniform = f.get("warp_uniform")
    return FunctionInfo(
        name=f["name"], is_kernel=bool(f["is_kernel"]), wave_size=int(f["wave_size"]),
        blocks=blocks, loops=loops, placement=f.get("placement", EVERY_BLOCK),
        cfg_hash=f.get("cfg_hash"), target_cpu=f.get("target_cpu"),
        args=tuple(f.get("args", ())), irreducible=bool(f.get("irreducible", False)),
        constants=tuple(f.get("constants", ())),
        entry_per_workgroup=bool(f.get("entry_per_workgroup", False)),
        warp_uniform=(None if uniform is None else
                      WarpUniform(uniform=bool(uniform["uniform"]),
                                  reason=uniform.get("reason"))),
        uniform_loops=tuple(UniformChain(
            header=u["header"], latch=u["latch"], exit=tuple(u["exit"]),
            accumulators=tuple(Accumulator(word=a["word"], at=a["at"],
                                           condition=a.get("condition"),
                                           when=bool(a.get("when", True)),
                                           blocks=tuple(a["blocks"]))
                               for a in u["accumulators"]),
            detours=tuple(DetourFlag(word=d["word"], at=d["at"],
                                     path=tuple((c, bool(w)) for c, w in d["path"]),
                                     blocks=tuple(d["blocks"]),
                                     complement=d.get("complement"))
                          for d in u.get("detours") or ()))
            for u in f.get("uniform_loops") or ()),
        register_loops=tuple(RegisterLoop(block=r["block"], word=r["word"], exits=r["exits"],
                                          trips=r.get("trips"))
                             for r in f.get("register_loops") or ()),
        edges=edges, divergent=tuple(f.get("divergent") or ()),
        merges=tuple(f.get("merges") or ()), balances=balances)


COMPACT_ABOVE = 5000   # blocks in a map written a function a line (BlockMap.to_json)


def json_lines(doc: dict, listed: str) -> str:
    """``doc`` as JSON text with a line per top-level field, and a line per item of the
    list ``doc[listed]``: readable and diffable, written at C speed."""
    def compact(value) -> str:   # (check_circular off: as in ``binding_hash``)
        return json.dumps(value, separators=(", ", ": "), check_circular=False)

    parts = ["{\n"]   # (joined once: the text of a large map is copied once)
    for key, value in doc.items():
        if len(parts) > 1:
            parts.append(",\n")
        if key == listed and isinstance(value, list) and value:
            parts += [f" {compact(key)}: [\n  ", ",\n  ".join(compact(item) for item in value),
                      "\n ]"]
        else:
            parts.append(f" {compact(key)}: {compact(value)}")
    parts.append("\n}\n")
    return "".join(parts)


__all__ = ["Accumulator", "BlockInfo", "BlockMap", "CounterGlobal", "Decoded", "DetourFlag",
           "EdgeInfo", "EXIT", "FunctionInfo", "InputFile", "LoopInfo", "RegisterLoop", "Target",
           "UniformChain", "WarpUniform", "cfg_hash_value", "word_fields"]

