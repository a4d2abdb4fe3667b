"""The per-block table: counts of a Profile joined with the static mix of the same IR.

One row per IR block of every function in the profile's block map::

    issued_<category> = wave_hits * static_<category>     (instructions issued, per wave)
    simd_utilization  = thread_hits / (wave_hits * wave_size)
    share             = issued_total / (sum of issued_total over every block)

The static mix is the per-IR-block table of ``bbprof.isa`` (``StaticAnalysis.blocks()``,
or the CSV/Parquet ``bbprof static -o`` writes) for the *uninstrumented* IR on the arch the
profile ran on; IR block ids are positions in the function in both. Without a static mix
the table still has every count, and ``static_total`` is the block's number of IR
instructions (``isa == "ir"``): the shape of the profile, not machine instructions.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from bbprof.isa.groups import GROUPS, group_columns, mapped_columns
from bbprof.errors import MismatchError
from bbprof.profile import Profile

IR = "ir"
ISA_CATEGORIES = {
    "amdgcn": ("valu", "salu", "matrix", "vmem_load", "vmem_store", "scratch", "smem", "lds",
               "atomic", "branch", "waitcnt", "barrier", "other"),
    "ptx": ("ld_param", "ld_global", "st_global", "ld_shared", "st_shared", "ld_local",
            "st_local", "ld_const", "ld_generic", "st_generic", "atomic", "mma", "wgmma",
            "ldmatrix", "cp_async", "tma", "barrier", "branch", "setp", "int_alu",
            "float_alu", "cvt", "mov", "other"),
    IR: (),
}
ALU_COLUMNS = ("alu_int", "alu_float", "alu_move")
# Category columns added after static mixes were first written: a table without one is
# still of its ISA, and counts 0 there.
ADDED_CATEGORIES = {"amdgcn": {"scratch"}, "ptx": set(), IR: set()}

BASE_COLUMNS = ["function", "is_kernel", "block_id", "block", "debug_location", "loop_depth",
                "loop_header", "wave_size", "thread_hits", "wave_hits", "simd_utilization",
                "ir_instructions", "static_total", "issued_total", "share"]


def static_isa(static: pd.DataFrame) -> str:
    """The ISA of a static-mix table: from its attrs, else from its category columns."""
    isa = static.attrs.get("isa")
    if isa:
        return isa
    for name in ("amdgcn", "ptx"):
        if set(ISA_CATEGORIES[name]) - ADDED_CATEGORIES[name] <= set(static.columns):
            return name
    raise MismatchError("the static mix has neither AMDGCN nor PTX category columns",
                        hint="pass the per-IR-block table of bbprof static")


def block_table(profile: Profile, static: pd.DataFrame | None = None) -> pd.DataFrame:
    """One row per IR block: counts, SIMD utilization, static and issued instructions."""
    if profile.counts.get("wave_hits") is None:
        from bbprof.errors import InputError

        raise InputError(f"the profile counts threads only (mode {profile.block_map.mode}): "
                         "issued instructions are wave-level executions and need wave "
                         "counts", hint="instrument with a mode that counts waves "
                                        "(the default, or --counters thread,wave)")
    if profile.counts.get("thread_hits") is None:
        from bbprof.errors import InputError

        raise InputError(f"the profile counts waves only (mode {profile.block_map.mode}): "
                         "a report's thread counts, hot-block choice and SIMD utilization "
                         "need thread counts", hint="instrument with --counters thread,wave "
                                                    "(the default)")
    frame = profile.to_dataframe()
    wave_size = {f.name: f.wave_size for f in profile.block_map.functions}
    frame.insert(frame.columns.get_loc("thread_hits"), "wave_size",
                 frame["function"].map(wave_size).astype("int64"))
    frame = frame.rename(columns={"instructions": "ir_instructions"})
    frame["thread_hits"] = frame["thread_hits"].astype("int64")
    frame["wave_hits"] = frame["wave_hits"].astype("int64")
    lanes = frame["wave_hits"] * frame["wave_size"]
    frame["simd_utilization"] = np.where(lanes > 0, frame["thread_hits"] / lanes.where(
        lanes > 0, 1), np.nan)
    isa = IR if static is None else static_isa(static)
    categories = ISA_CATEGORIES[isa]
    extra = [*categories, *ALU_COLUMNS] if isa != IR else []
    if static is None:
        frame["static_total"] = frame["ir_instructions"].astype("int64")
    else:
        frame = _join_static(frame, static, [*extra, "total", "llvm_made"])
        frame = frame.rename(columns={"total": "static_total", "llvm_made": "static_llvm_made",
                                      **{c: f"static_{c}" for c in extra}})
    frame["issued_total"] = frame["wave_hits"] * frame["static_total"]
    for c in extra:
        frame[f"issued_{c}"] = frame["wave_hits"] * frame[f"static_{c}"]
    amd_machine = isa == "amdgcn" and "static_machine_issued" in frame.columns
    if amd_machine:
        # AMDGCN: the issue model (bbprof.isa.issue) counts each machine block itself:
        # an arm without a skip branch issues whenever a wave falls into it
        frame["issued_total"] = frame["static_machine_issued"]
        for c in extra:
            frame[f"issued_{c}"] = (frame[f"static_machine_issued_{c}"]
                                    if f"static_machine_issued_{c}" in frame.columns else 0)
        frame = frame.drop(columns=[c for c in frame.columns
                                    if c.startswith("static_machine_issued")])
    total = int(frame["issued_total"].sum())
    frame["share"] = frame["issued_total"] / total if total else 0.0
    if "machine_issued" in (static.columns if static is not None else ()) and not amd_machine:
        # what the machine issued, from the issue model (bbprof.isa.issue): per machine
        # block its own count, summed here over the instructions carrying this block's line
        frame["issued_sass_total"] = frame["static_machine_issued"]
        for g in GROUPS:
            frame[f"issued_machine_{g}"] = frame[f"static_machine_issued_{g}"]
        frame = frame.drop(columns=["static_machine_issued",
                                    *(f"static_machine_issued_{g}" for g in GROUPS)])
    elif "sass_total" in (static.columns if static is not None else ()):
        frame["issued_sass_total"] = frame["wave_hits"] * frame["static_sass_total"]
    order = BASE_COLUMNS + [c for c in frame.columns if c not in BASE_COLUMNS]
    frame = frame[order].reset_index(drop=True)
    frame.attrs.update({"isa": isa, "categories": list(categories),
                        "arch": static.attrs.get("arch") if static is not None else None,
                        "machine_rules": (static.attrs.get("machine_rules")
                                          if static is not None else None),
                        "machine_notes": (static.attrs.get("machine_notes", [])
                                          if static is not None else [])})
    return frame


def _join_static(frame: pd.DataFrame, static: pd.DataFrame, columns: list[str]) -> pd.DataFrame:
    if "arch" in static.columns and static["arch"].nunique() > 1:
        raise MismatchError("the static mix holds several archs "
                            f"({', '.join(map(str, static['arch'].unique()))})",
                            hint="pass the table of one arch")
    present = [c for c in columns if c in static.columns]
    sass = [c for c in static.columns if c == "sass_total"]
    machine = [c for c in static.columns if c == "machine_issued"
               or c.startswith("machine_issued_")]
    lines = [c for c in static.columns     # text: instructions (machine: runs) per line
             if c in ("source_lines", "machine_source_lines")]
    part = static[["function", "ir_block", "ir_name", *present, *sass, *machine,
                   *lines]].copy()
    part = part[part["ir_block"].notna()]
    part["ir_block"] = part["ir_block"].astype("int64")
    part = part.rename(columns={"sass_total": "static_sass_total",
                                "source_lines": "static_source_lines",
                                "machine_source_lines": "static_machine_source_lines",
                                **{c: f"static_{c}" for c in machine}})
    merged = frame.merge(part, how="left", left_on=["function", "block_id"],
                         right_on=["function", "ir_block"], validate="one_to_one")
    missing = set(frame.function) - set(part.function)
    if missing:
        raise MismatchError(f"the static mix has no function {', '.join(sorted(missing))}",
                            hint="analyze the IR the profile was instrumented from")
    named = merged[merged["ir_name"].notna()]
    wrong = named[named["ir_name"].astype(str) != named["block"].astype(str)]
    if not wrong.empty:
        r = wrong.iloc[0]
        raise MismatchError(f"the static mix is of other IR: block {r.function}#{r.block_id} "
                            f"is '{r.block}' in the profile, '{r.ir_name}' in the static mix",
                            hint="analyze the IR the profile was instrumented from")
    filled = [*present, *(["static_sass_total"] if sass else []),
              *(f"static_{c}" for c in machine)]
    for c in filled:
        merged[c] = merged[c].fillna(0).astype("int64")
    for c in columns:
        if c not in merged.columns:
            merged[c] = 0
    return merged.drop(columns=["ir_block", "ir_name"])


def group_table(blocks: pd.DataFrame) -> pd.DataFrame:
    """Issued instructions per block by overhead group (``bbprof.isa.groups``)."""
    isa = blocks.attrs.get("isa", IR)
    out = blocks[["function", "block_id", "block", "debug_location"]].copy()
    if isa == IR:
        for g in GROUPS:
            out[g] = 0
        out.attrs.update(blocks.attrs)
        return out
    for group, columns in group_columns(isa).items():
        out[group] = sum((blocks[f"issued_{c}"] for c in columns),
                         start=pd.Series(0, index=blocks.index, dtype="int64"))
    out["total"] = blocks["issued_total"]
    unmapped = out["total"] - out[list(GROUPS)].sum(axis=1)
    if (unmapped != 0).any():
        raise AssertionError(f"group table leaves instructions out for {isa}: "
                             f"{mapped_columns(isa)}")
    out.attrs.update(blocks.attrs)
    return out
