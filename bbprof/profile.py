"""The Profile: one saved value that holds everything a report needs.

A Profile is self-contained: the block map of the instrumented module, the per-block
counts (counter shards already summed), the launches that produced them (kernel, grid,
block, how many launches), the device, and kernel times (instrumented, and the
uninstrumented baseline when it was measured). ``bbprof run`` writes one; ``bbprof
report`` and friends read it, on another machine and another day.

File format: JSON, ``{"format": "bbprof.profile", "version": 3, ...}`` (docs/formats.md;
versions 1 and 2 still load). Counts are exact integers (u64), one list per field in
block-map order. Functions counted on the spanning tree also have every edge's count
(``edge_counts``, in the order of the block map's ``edges``): the decoder recovers them
exactly. Functions counted at every block have none (``edges_known`` is False): what
flows along their edges is inferred from block counts where needed (``analysis/flow.py``).
Version 3 adds ``input_ir``: the uninstrumented IR the block map was made from
(``{"encoding": "zlib+base64", "sha256", "data"}``, its sha256 the block map's
``input.sha256``), so that a profile copied to another machine, or made by
``bbprof.triton`` from IR that was never a file, reports the same without ``--ir``.

Profiles of the same instrumented module combine (``Profile.combine`` or ``a + b``):
counts add, launch and timing records are concatenated. Combining profiles of different
modules (another input hash or counter layout) is a ``MismatchError``.

Optional field ``decoded_with`` (block maps of version 8): the binding hash of the block
map the counts were decoded with; a profile whose embedded map is another is refused.

Optional field ``timeline`` (``bbprof run`` of IR instrumented with ``--timeline``): the
timeline records of every launch (bbprof/timeline/records.py, docs/timeline.md); absent
from the file when there is none.
"""

from __future__ import annotations

import base64
import hashlib
import json
import statistics
import zlib
from numbers import Integral
from dataclasses import dataclass, field
from pathlib import Path

from bbprof import __version__
from bbprof.errors import InputError, MismatchError
from bbprof.instrument.blockmap import FORMAT as BLOCK_MAP_FORMAT, BlockMap
from bbprof.instrument.layout import FIELDS
from bbprof.instrument.ranges import check_waves_within_threads

FORMAT = "bbprof.profile"
VERSION = 3
READABLE_VERSIONS = (1, 2, 3)   # version 1: no edge counts; 2: no embedded IR
EXIT_NAME = "<exit>"         # the virtual node of the circulation (EXIT, -1), in tables
IR_ENCODING = "zlib+base64"


@dataclass
class LaunchRecord:
    """One kernel launched ``launches`` times with one shape; times in milliseconds."""

    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_bytes: int = 0
    launches: int = 1
    args: list[str] = field(default_factory=list)
    kernel_ms: list[float] = field(default_factory=list)      # instrumented, per launch
    baseline_ms: list[float] = field(default_factory=list)    # uninstrumented, per launch

    @property
    def median_ms(self) -> float | None:
        return statistics.median(self.kernel_ms) if self.kernel_ms else None

    @property
    def baseline_median_ms(self) -> float | None:
        return statistics.median(self.baseline_ms) if self.baseline_ms else None

    @property
    def overhead(self) -> float | None:
        """Median instrumented time over median baseline time."""
        if self.kernel_ms and self.baseline_ms:
            return self.median_ms / self.baseline_median_ms
        return None

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "grid": list(self.grid), "block": list(self.block),
                "shared_bytes": self.shared_bytes, "launches": self.launches,
                "args": list(self.args), "kernel_ms": list(self.kernel_ms),
                "baseline_ms": list(self.baseline_ms)}

    @classmethod
    def from_json(cls, data: dict) -> "LaunchRecord":
        """A saved record; shapes and counts that are not whole numbers are a
        ``ValueError`` (the profile's reader says the file is malformed)."""
        grid, block = _shape(data["grid"], "grid"), _shape(data["block"], "block")
        for key in ("shared_bytes", "launches"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"a launch's {key} is {value!r}, not a count")
        if not isinstance(data["kernel"], str):
            raise ValueError("a launch's kernel is not a name")
        return cls(kernel=data["kernel"], grid=grid, block=block,
                   shared_bytes=data.get("shared_bytes", 0), launches=data.get("launches", 1),
                   args=list(data.get("args", [])), kernel_ms=list(data.get("kernel_ms", [])),
                   baseline_ms=list(data.get("baseline_ms", [])))


def _shape(value, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= 3 or any(
            isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value):
        raise ValueError(f"a launch's {what} is {value!r}, not 1 to 3 sizes")
    return tuple(value)


class Profile:
    """Per-block counts of one instrumented module, with where and how they were made."""

    def __init__(self, block_map: BlockMap, counts: dict[str, list[int]], *,
                 edge_counts: dict[str, dict[str, list[int] | None]] | None = None,
                 launches: list[LaunchRecord] | None = None, device: dict | None = None,
                 meta: dict | None = None, input_ir: str | None = None, timeline=None,
                 trips: dict | None = None):
        slots = sum(len(f.blocks) for f in block_map.functions)
        for name in FIELDS:
            if counts.get(name) is None and name not in block_map.mode.counters:
                continue  # a field this counting mode does not count
            if len(counts.get(name) or ()) != slots:
                raise MismatchError(f"the profile has {len(counts.get(name) or ())} {name} "
                                    f"counts, its block map {slots} blocks")
        self.block_map = block_map
        self.counts = {name: (None if counts.get(name) is None else
                              _counts(counts[name], name, block_map.path)) for name in FIELDS}
        check_waves_within_threads(block_map, self.counts, hint=PROFILE_HINT)
        self.edge_counts = _checked_edges(block_map, edge_counts or {})
        self.trips = _checked_trips(block_map, self.counts, trips or {})
        self.launches = list(launches or [])
        self.device = dict(device or {})
        self.meta = dict(meta or {})
        self.timeline = timeline   # a TimelineCapture, or None
        self.input_ir = None
        if input_ir is not None:
            self.embed_input_ir(input_ir)

    def embed_input_ir(self, text: str) -> None:
        """Carry ``text``, the uninstrumented IR, in the profile; it must be the IR the
        block map was made from (its sha256)."""
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        if digest != self.block_map.input_sha256:
            raise MismatchError("the IR to embed is not the one the block map was made "
                                f"from (sha256 {digest[:12]}, the map's "
                                f"{self.block_map.input_sha256[:12]})")
        self.input_ir = text

    # -- making one ---------------------------------------------------------------------
    @classmethod
    def from_counters(cls, block_map: BlockMap, raw, *, cfg_hash: int | None = None,
                      module: str | None = None, **kwargs) -> "Profile":
        """From the raw counter array read back from the device (all shards).

        ``module``: the instrumented module the counters come from, and ``cfg_hash`` the
        value of its ``@__bbprof_cfg_hash`` (None: it has none). With either given, counters
        of a module the block map was not written for are refused (``MismatchError``
        naming both hashes and both files)."""
        decoded = block_map.decode(raw, cfg_hash=cfg_hash, module=module,
                                   check_hash=module is not None)
        return cls(block_map, decoded.blocks, edge_counts=decoded.edges,
                   trips=decoded.trips, **kwargs)

    # -- reading ------------------------------------------------------------------------
    def to_dataframe(self) -> "pd.DataFrame":
        """One row per block: function, block_id, block, thread_hits, wave_hits, and the
        block's static facts (loop_depth, loop_header, instructions, debug_location,
        statically_dead: compile-time constants rule out every way into it, so its 0
        is known, not measured)."""
        rows = []
        i = 0
        for fn in self.block_map.functions:
            for block in fn.blocks:
                rows.append((fn.name, fn.is_kernel, block.id, block.name,
                             _count(self.counts["thread_hits"], i),
                             _count(self.counts["wave_hits"], i),
                             block.loop_depth, block.loop_header, block.instructions,
                             block.debug_location, block.statically_dead))
                i += 1
        import pandas as pd   # here, not at import: bbprof profile's hook loads this module

        frame = pd.DataFrame.from_records(rows, columns=[
            "function", "is_kernel", "block_id", "block", "thread_hits", "wave_hits",
            "loop_depth", "loop_header", "instructions", "debug_location",
            "statically_dead"])
        # from_records makes a missing location NaN (a float) beside strings: keep None
        frame["debug_location"] = pd.Series([r[9] for r in rows], dtype=object)
        return frame.astype({name: ("uint64" if self.counts[name] is not None else "UInt64")
                             for name in FIELDS})

    def counts_of(self, function: str) -> dict[str, tuple[int, int]]:
        """``{block name: (thread_hits, wave_hits)}`` of one function."""
        frame = self.to_dataframe()
        rows = frame[frame.function == function]
        if rows.empty:
            self.block_map.function(function)  # raises with the known names
        return {r.block: (int(r.thread_hits), int(r.wave_hits)) for r in rows.itertuples()}

    def edges_known(self, function: str) -> bool:
        """Whether the profile holds every edge's count of ``function`` (spanning tree)."""
        return function in self.edge_counts

    def edge_frame(self) -> "pd.DataFrame":
        """One row per edge of the functions whose edge counts are known: function,
        source_id, source, target_id, target (``<exit>`` for the virtual node: its edge
        into the entry block counts calls, the edges into it returns), kind (how the edge
        was counted: ``tree`` ones were recovered by flow conservation), thread_hits,
        wave_hits."""
        rows = []
        for fn in self.block_map.functions:
            counts = self.edge_counts.get(fn.name)
            if counts is None:
                continue
            names = {b.id: b.name for b in fn.blocks}
            for i, edge in enumerate(fn.edges):
                rows.append((fn.name, edge.source, names.get(edge.source, EXIT_NAME),
                             edge.target, names.get(edge.target, EXIT_NAME), edge.kind,
                             *(None if counts[f] is None else counts[f][i] for f in FIELDS)))
        import pandas as pd   # here, not at import (see to_dataframe)

        frame = pd.DataFrame.from_records(rows, columns=[
            "function", "source_id", "source", "target_id", "target", "kind", *FIELDS])
        return frame.astype({name: ("uint64" if self.counts[name] is not None else "UInt64")
                             for name in FIELDS})

    @property
    def total_launches(self) -> int:
        return sum(r.launches for r in self.launches)

    # -- combining ----------------------------------------------------------------------
    def _key(self) -> tuple:
        return (self.block_map.input_sha256, self.block_map.counters,
                self.block_map.module_hash_value)

    def __add__(self, other: "Profile") -> "Profile":
        return Profile.combine([self, other])

    @classmethod
    def combine(cls, profiles: list["Profile"]) -> "Profile":
        """Counts added, launches concatenated; all of one instrumented module."""
        if not profiles:
            raise InputError("nothing to combine")
        first = profiles[0]
        for other in profiles[1:]:
            if other._key() != first._key():
                raise MismatchError("cannot combine profiles of different modules "
                                    f"({first.block_map.input_sha256[:12]} vs "
                                    f"{other.block_map.input_sha256[:12]})")
        counts = {name: (None if first.counts[name] is None else
                         [sum(vals) for vals in zip(*(p.counts[name] for p in profiles))])
                  for name in FIELDS}
        edge_counts = {
            name: {f: (None if first.edge_counts[name][f] is None else
                       [sum(vals) for vals in zip(*(p.edge_counts[name][f] for p in profiles))])
                   for f in FIELDS}
            for name in first.edge_counts if all(p.edges_known(name) for p in profiles)}
        launches = [r for p in profiles for r in p.launches]
        trips = {f: {b: (tuple(sum(v) for v in zip(*(p.trips[f][b][0] for p in profiles))),
                         sum(p.trips[f][b][1] for p in profiles),
                         sum(p.trips[f][b][2] for p in profiles))
                     for b in loops}
                 for f, loops in first.trips.items()}
        input_ir = next((p.input_ir for p in profiles if p.input_ir is not None), None)
        devices = {json.dumps(p.device, sort_keys=True) for p in profiles}
        device = first.device if len(devices) == 1 else {"combined": [json.loads(d) for d
                                                                        in sorted(devices)]}
        return cls(first.block_map, counts, edge_counts=edge_counts, launches=launches,
                   device=device, trips=trips,
                   meta={**first.meta, "combined_from": len(profiles)}, input_ir=input_ir)

    # -- saving -------------------------------------------------------------------------
    def to_json(self) -> str:
        data = {"format": FORMAT, "version": VERSION, "bbprof_version": __version__,
                "meta": self.meta, "device": self.device,
                "launches": [r.to_json() for r in self.launches],
                "counts": self.counts, "edge_counts": self.edge_counts,
                "block_map": self.block_map.to_dict()}
        if self.trips:   # per function, loop block: [bins, quotient] (RegisterLoop.trips)
            data["trips"] = {f: {str(b): [list(h[0]), h[1], h[2]] for b, h in loops.items()}
                             for f, loops in self.trips.items()}
        if self.block_map.binding is not None:   # the map the counts were decoded with
            data["decoded_with"] = self.block_map.binding
        if self.input_ir is not None:
            data["input_ir"] = {"encoding": IR_ENCODING, "sha256": self.block_map.input_sha256,
                                "data": base64.b64encode(zlib.compress(
                                    self.input_ir.encode("utf-8"), 9)).decode("ascii")}
        if self.timeline is not None:
            data["timeline"] = self.timeline.to_json()
        return json.dumps(data, indent=None, separators=(",", ":")) + "\n"

    def save(self, path: str | Path) -> None:
        from bbprof.files import write_atomically

        write_atomically(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path) -> "Profile":
        """Read a saved profile; a file that is not one is an ``InputError`` in words."""
        from bbprof.files import read_input

        path = str(path)
        try:
            data = json.loads(read_input(path, "bbprof profile", "no such profile file")
                              .decode("utf-8"))
        except FileNotFoundError:
            raise InputError("no such profile file", path=path) from None
        except OSError as exc:
            raise InputError(f"cannot read: {exc.strerror}", path=path) from None
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            what = (f"not valid JSON at line {exc.lineno}: cut short, or another kind of file"
                    if isinstance(exc, json.JSONDecodeError) else "a binary file")
            raise InputError(f"is not a bbprof profile: {what}", path=path,
                             hint=PROFILE_HINT) from None
        except RecursionError:   # nesting no profile has (issue 38: a traceback)
            raise InputError("is not a bbprof profile: JSON nested too deeply", path=path,
                             hint=PROFILE_HINT) from None
        if isinstance(data, dict) and data.get("format") == BLOCK_MAP_FORMAT:
            raise InputError("is a block map (from `bbprof instrument`), not a profile",
                             path=path, hint=PROFILE_HINT)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputError("is not a bbprof profile", path=path, hint=PROFILE_HINT)
        if data.get("version") not in READABLE_VERSIONS:
            raise InputError(f"profile version {data.get('version')} is not supported "
                             f"(this bbprof reads versions "
                             f"{', '.join(map(str, READABLE_VERSIONS))})", path=path,
                             hint="read it with the bbprof that wrote it, or a newer one")
        for key, kinds, what in (("counts", dict, "an object"), ("launches", list, "a list"),
                                 ("edge_counts", (dict, type(None)), "an object"),
                                 ("meta", (dict, type(None)), "an object"),
                                 ("device", (dict, type(None)), "an object"),
                                 ("trips", (dict, type(None)), "an object")):
            if key in data and not isinstance(data[key], kinds):
                raise InputError(f"is not a bbprof profile: its {key} is not {what}",
                                 path=path, hint=PROFILE_HINT)
        try:
            block_map = BlockMap.from_dict(data["block_map"], path=path)
            decoded_with = data.get("decoded_with")
            if decoded_with is not None and decoded_with != block_map.binding:
                raise MismatchError(
                    f"its counts were decoded with the block map {decoded_with}, but it "
                    f"holds the block map {block_map.binding or '(unbound)'}: another "
                    "map was put into the profile after bbprof run wrote it", path=path,
                    hint="use the profile as bbprof run wrote it, or run again")
            timeline = None
            if data.get("timeline") is not None:
                from bbprof.timeline.records import TimelineCapture

                timeline = TimelineCapture.from_json(data["timeline"])
            profile = cls(block_map, data["counts"], edge_counts=data.get("edge_counts"),
                          launches=[LaunchRecord.from_json(r) for r in data["launches"]],
                          device=data.get("device"), meta=data.get("meta"),
                          timeline=timeline, trips=_trips_from_json(data.get("trips")))
        except KeyError as exc:
            raise InputError(f"the profile is incomplete (missing {exc})", path=path) from None
        except (TypeError, ValueError, AttributeError, IndexError, OverflowError,
                RecursionError) as exc:
            raise InputError(f"the profile is malformed ({type(exc).__name__}: "
                             f"{str(exc)[:120]})", path=path, hint=PROFILE_HINT) from None
        if data.get("input_ir") is not None:
            profile.input_ir = _embedded_ir(data["input_ir"], block_map, path)
        return profile

    @classmethod
    def of_structure(cls, module) -> "Profile":
        """A Profile with zero counts for an uninstrumented ``IRModule``: its blocks, CFG
        and loops from the block map instrumenting would write (what ``bbprof cfg
        kernel.ll`` draws), no heat."""
        from bbprof.instrument import instrument

        block_map = instrument(module).block_map
        slots = sum(len(f.blocks) for f in block_map.functions)
        return cls(block_map, {name: [0] * slots for name in FIELDS})

    def __repr__(self) -> str:
        kernels = ", ".join(self.block_map.kernels)
        blocks = sum(len(f.blocks) for f in self.block_map.functions)
        return f"<Profile {kernels}: {self.total_launches} launch(es), {blocks} blocks>"


def _embedded_ir(entry, block_map: BlockMap, path: str) -> str:
    """The embedded IR's text, checked against the block map's input sha256."""
    try:
        if entry["encoding"] != IR_ENCODING:
            raise ValueError(f"unknown encoding {entry['encoding']!r}")
        text = zlib.decompress(base64.b64decode(entry["data"], validate=True)).decode("utf-8")
    except (KeyError, TypeError, ValueError, zlib.error, UnicodeDecodeError) as exc:
        raise InputError(f"the profile's embedded IR is damaged ({exc})", path=path) from None
    if hashlib.sha256(text.encode("utf-8")).hexdigest() != block_map.input_sha256:
        raise InputError("the profile's embedded IR is not the one its block map was made "
                         "from (sha256 differs)", path=path)
    return text


PROFILE_HINT = "pass a .bbprof file that `bbprof run` or bbprof.triton wrote"


def _count(values: list[int] | None, i: int):
    return None if values is None else values[i]


def _checked_edges(block_map: BlockMap, edge_counts: dict) -> dict:
    """Edge counts per function whose placement recovers them, each field a list as long
    as the function's ``edges`` (None for a field the mode does not count)."""
    out = {}
    for name, fields in edge_counts.items():
        fn = block_map.function(name)
        if not fn.edges_known:
            raise MismatchError(f"the profile has edge counts of @{name}, whose block map "
                                "records no edges", path=block_map.path)
        out[name] = {}
        for field in FIELDS:
            values = fields.get(field)
            if values is None:
                out[name][field] = None
                continue
            if len(values) != len(fn.edges):
                raise MismatchError(f"the profile has {len(values)} {field} edge counts of "
                                    f"@{name}, its block map {len(fn.edges)} edges",
                                    path=block_map.path)
            out[name][field] = _counts(values, f"{field} edge", block_map.path)
    return out


U64 = 1 << 64


def _counts(values, what: str, path: str | None) -> list[int]:
    """Counts as they must be: whole numbers from 0 to 2^64 - 1 (issue 38: a string "7"
    was taken as 7, a negative count dropped its block out of the hot-block table, inf and
    2^63 and above ended in a traceback). A bool is not a count either."""
    if not isinstance(values, (list, tuple)):
        raise MismatchError(f"its {what} counts are not a list", path=path,
                            hint=PROFILE_HINT)
    out = []
    for i, value in enumerate(values):
        if (not isinstance(value, Integral) or isinstance(value, bool)
                or not 0 <= int(value) < U64):
            raise MismatchError(f"its {what} count {i} is {value!r}, not a whole number "
                                "from 0 to 2^64 - 1", path=path, hint=PROFILE_HINT)
        out.append(int(value))
    return out



def _trips_from_json(data) -> dict:
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ValueError("trips")
    out = {}
    for f, loops in data.items():
        if not isinstance(loops, dict):
            raise ValueError("trips")
        out[f] = {}
        for b, h in loops.items():
            if not (isinstance(h, list) and len(h) == 3 and isinstance(h[0], list)):
                raise ValueError("trips")
            out[f][int(b)] = (tuple(h[0]), h[1], h[2])
    return out


def _checked_trips(block_map: BlockMap, counts: dict, trips: dict) -> dict:
    """Each loop's trip histogram (``RegisterLoop.trips``): one per loop that records
    one, of u64 counts, and adding up to the loop's wave count (every entry's trips are
    the runs its wave made of the block) — else the file is not what bbprof run wrote."""
    from bbprof.instrument.sites import TRIP_BINS, TRIP_PERIOD

    out: dict[str, dict[int, tuple[tuple[int, ...], int, int]]] = {}
    offsets, i = {}, 0
    for fn in block_map.functions:
        offsets[fn.name] = i
        i += len(fn.blocks)
    waves = counts.get("wave_hits")
    for fn in block_map.functions:
        recorded = {r.block for r in fn.register_loops if r.trips is not None}
        given = trips.get(fn.name, {})
        if set(given) != recorded:
            if not given and not trips:
                continue          # a profile written before histograms were kept
            raise MismatchError(f"@{fn.name}: trip histograms of blocks "
                                f"{sorted(given)}, its block map records {sorted(recorded)}")
        for block, (bins, quotient, mixed) in given.items():
            bins = _counts(list(bins), "trip histogram", block_map.path)
            quotient, mixed = _counts([quotient, mixed], "trip histogram", block_map.path)
            if mixed > sum(bins):
                raise MismatchError(f"@{fn.name}: block {block}'s trip histogram has {mixed} "
                                    f"entries of mixed trips, of {sum(bins)} entries")
            if len(bins) != TRIP_BINS:
                raise MismatchError(f"@{fn.name}: block {block}'s trip histogram has "
                                    f"{len(bins)} bins, not {TRIP_BINS}")
            runs = (sum(n * bins[n] for n in range(TRIP_PERIOD)) +
                    sum(r * bins[TRIP_PERIOD + r] for r in range(TRIP_PERIOD)) +
                    TRIP_PERIOD * quotient)
            if waves is not None and runs != waves[offsets[fn.name] + block]:
                raise MismatchError(
                    f"@{fn.name}: block {block}'s trip histogram adds up to {runs} runs, "
                    f"its wave count is {waves[offsets[fn.name] + block]}",
                    hint="use the profile as bbprof run wrote it")
            out.setdefault(fn.name, {})[block] = (tuple(bins), quotient, mixed)
    return out
