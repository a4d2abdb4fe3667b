"""Decoding what the native interposer wrote: counter dumps -> Profiles.

Each dump is a pair ``native-<pid>-m<module>-s<snapshot>.json`` (the module's CFG hash,
API, and its kernels' launches by shape since the last read) and ``.counters`` (the raw
``@__bbprof_counters`` bytes). The block map of a dump is the one written with that
module: its binding hash (``BlockMap.module_hash_value``; a map of another counting mode of
the same CFG does not match) equals the module's ``@__bbprof_cfg_hash``, found in a search
path of folders (``--maps``,
``$BBPROF_MAPS``, the working folder), searched recursively for ``*.bbprof.json``.
Snapshots of one module (read every N launches, or at unload and again at exit) add up,
and their launch records merge into one per launch shape.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from bbprof.errors import BbprofError, InputError

_MASK = (1 << 63) - 1
_MAX_FILES = 20000


@dataclass(frozen=True)
class Dump:
    header: dict
    counters: Path

    @property
    def cfg_hash(self) -> int:
        return int(self.header["cfg_hash"], 16) & _MASK

    @property
    def module_key(self) -> tuple[int, int]:
        return (int(self.header["pid"]), int(self.header["module"]))


def read_dumps(folder: Path) -> list[Dump]:
    dumps = []
    for header_path in sorted(folder.glob("native-*.json")):
        counters = header_path.with_suffix(".counters")
        try:
            header = json.loads(header_path.read_text())
        except (OSError, json.JSONDecodeError) as exc:
            raise InputError(f"is not a counter dump ({exc})", path=str(header_path)) from None
        if header.get("format") != "bbprof.native-counters" or not counters.is_file():
            raise InputError("is not a complete counter dump", path=str(header_path))
        dumps.append(Dump(header, counters))
    return dumps


def map_search_path(maps: tuple[str, ...] | list[str] = ()) -> list[Path]:
    env = [p for p in os.environ.get("BBPROF_MAPS", "").split(os.pathsep) if p]
    return [Path(p) for p in (*maps, *env)] + [Path.cwd()]


def find_block_maps(hashes: set[int], search: list[Path]) -> dict[int, object]:
    """``{cfg hash: BlockMap}`` for the hashes found in the search path."""
    from bbprof.instrument.blockmap import BlockMap

    found: dict[int, object] = {}
    seen = 0
    for root in search:
        if not root.exists():
            continue
        candidates = [root] if root.is_file() else root.rglob("*.bbprof.json")
        for path in candidates:
            seen += 1
            if seen > _MAX_FILES or len(found) == len(hashes):
                return found
            try:
                block_map = BlockMap.load(path)
            except BbprofError:
                continue
            value = block_map.module_hash_value   # binds one map to one module
            if value in hashes and value not in found:
                found[value] = block_map
    return found


def profiles_from_dumps(dumps: list[Dump], search: list[Path], *, kernels=None):
    """``(profiles, problems)``: one Profile per loaded module (snapshots summed) and
    one line for each module that could not be decoded."""
    if not dumps:   # nothing to decode: no block map search (the working folder can be big)
        return [], []
    import numpy as np

    from bbprof.profile import LaunchRecord, Profile

    block_maps = find_block_maps({d.cfg_hash for d in dumps}, search)
    by_module: dict[tuple[int, int], list[Dump]] = {}
    for dump in dumps:
        by_module.setdefault(dump.module_key, []).append(dump)
    profiles, problems = [], []
    for (pid, module), group in by_module.items():
        first = group[0]
        block_map = block_maps.get(first.cfg_hash)
        if block_map is None:
            problems.append(f"{first.counters.with_suffix('.json')}: no block map written "
                            f"for this module (hash {first.header['cfg_hash']}) in {', '.join(map(str, search))}"
                            " (pass the folder of the module's .bbprof.json with --maps)")
            continue
        parts = []
        for dump in group:
            raw = np.frombuffer(dump.counters.read_bytes(), dtype=np.uint64)
            launches = [LaunchRecord(kernel=r["kernel"], grid=tuple(r["grid"]),
                                     block=tuple(r["block"]),
                                     shared_bytes=int(r.get("shared_bytes", 0)),
                                     launches=int(r["launches"]))
                        for r in dump.header.get("launches", [])]
            if kernels is not None and not any(kernels.search(r.kernel) for r in launches):
                continue
            try:
                parts.append(Profile.from_counters(
                    block_map, raw, cfg_hash=dump.cfg_hash, module=str(dump.counters),
                    launches=launches,
                    device={"backend": dump.header.get("api")},
                    meta={"source": "native", "pid": pid, "module": module,
                          "block_map": block_map.path}))
            except BbprofError as exc:
                problems.append(f"{dump.counters}: {exc.one_line()}")
        if parts:
            profile = parts[0] if len(parts) == 1 else Profile.combine(parts)
            profile.launches = merged_launches(profile.launches)
            profiles.append(profile)
    return profiles, problems


def merged_launches(records: list) -> list:
    """One record per launch shape: the snapshots of a module (``--read-every N``: one
    per N launches) each list the shapes launched since the last, so 20,000 launches
    read every launch would otherwise be 20,000 records of one shape."""
    from bbprof.profile import LaunchRecord

    by_shape: dict[tuple, LaunchRecord] = {}
    for r in records:
        key = (r.kernel, tuple(r.grid), tuple(r.block), r.shared_bytes, tuple(r.args))
        if key in by_shape:
            first = by_shape[key]
            first.launches += r.launches
            first.kernel_ms += r.kernel_ms
            first.baseline_ms += r.baseline_ms
        else:
            by_shape[key] = LaunchRecord(r.kernel, tuple(r.grid), tuple(r.block),
                                         r.shared_bytes, r.launches, list(r.args),
                                         list(r.kernel_ms), list(r.baseline_ms))
    return list(by_shape.values())
