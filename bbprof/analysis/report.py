"""``Report``: a Profile and every table made from it, the one value renderers take."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pandas as pd

from bbprof.analysis.blocks import IR, block_table
from bbprof.analysis.breakdown import machine_breakdown, overhead_breakdown
from bbprof.analysis.lines import function_table, line_table
from bbprof.analysis.loops import flow_check, loop_table
from bbprof.profile import Profile

if TYPE_CHECKING:
    from bbprof.timeline.decode import TimelineTables

NO_COUNTS = ("No block counts: the module was instrumented with --counters none (timeline "
             "stamps only), so there are no block, loop or source line tables.")


@dataclass
class Report:
    """Tables of one profile (DataFrames), and the profile they came from; its timeline's
    tables are decoded when asked for (``timeline_tables``)."""

    profile: Profile
    isa: str                      # "amdgcn", "ptx", or "ir" (no machine-instruction mix)
    arch: str | None
    categories: list[str]
    blocks: pd.DataFrame          # one row per IR block (bbprof.analysis.blocks)
    loops: pd.DataFrame
    lines: pd.DataFrame
    functions: pd.DataFrame
    breakdown: pd.DataFrame
    flow: pd.DataFrame
    notes: list[str] = field(default_factory=list)
    # what the machine issued (SASS through the issue model, bbprof.isa.issue); empty
    # where the static mix has no SASS
    machine: pd.DataFrame = field(default_factory=pd.DataFrame)
    counted: bool = True          # False: --counters none; the count tables are empty
    # per MLIR op (bbprof.analysis.ops), where an op index (ops.json) names the lines
    ops: pd.DataFrame = field(default_factory=pd.DataFrame)
    op_index: object = None       # the bbprof.mlir.index.OpIndex used
    # per IR block its code as text (bbprof.isa.listing: function, block_id, block, ir,
    # machine); empty where the report was made without the IR
    listing: pd.DataFrame = field(default_factory=pd.DataFrame)

    def hot_blocks(self, top: int | None = None) -> pd.DataFrame:
        """Blocks that ran, sorted by issued instructions, most first (ties: function,
        block id). A block no thread entered is not hot, however short the list."""
        if not self.counted:
            return self.blocks.head(0)
        ran = self.blocks[self.blocks.thread_hits > 0]
        hot = ran.sort_values(["issued_total", "function", "block_id"],
                              ascending=[False, True, True], kind="stable")
        return (hot if top is None else hot.head(top)).reset_index(drop=True)

    @property
    def total_issued(self) -> int | None:
        """None without counts (``--counters none``)."""
        if not self.counted:
            return None
        return int(self.blocks["issued_total"].sum())

    @property
    def unit(self) -> str:
        """What the instruction counts count."""
        return "IR instructions" if self.isa == IR else f"{self.isa.upper()} instructions"

    def timeline_tables(self) -> TimelineTables | None:
        """The profile's timeline decoded (``bbprof.timeline.decode.timeline_tables``);
        None when it has no timeline."""
        section = self.profile.block_map.timeline
        capture = self.profile.timeline
        if section is None or capture is None:
            return None
        from bbprof.timeline.decode import timeline_tables

        return timeline_tables(capture, section)

    def summary(self) -> dict:
        p = self.profile
        launches = [r.to_json() for r in p.launches]
        times = [r.median_ms for r in p.launches if r.median_ms is not None]
        baseline = [r.baseline_median_ms for r in p.launches
                    if r.baseline_median_ms is not None]
        counted = self.counted
        thread_instr = lanes = None
        if counted:
            thread_instr = int((self.blocks.thread_hits * self.blocks.static_total).sum())
            lanes = int((self.blocks.issued_total * self.blocks.wave_size).sum())
        return {
            "kernels": list(p.block_map.kernels),
            "target": p.block_map.target.kind,
            "arch": self.arch or p.device.get("arch") or p.block_map.target.arch,
            "isa": self.isa, "unit": self.unit,
            "device": p.device.get("name"),
            "launches": p.total_launches,
            "launch_shapes": [{"kernel": r["kernel"], "grid": r["grid"], "block": r["block"],
                               "launches": r["launches"]} for r in launches],
            "kernel_ms_median": times[0] if len(times) == 1 else (times or None),
            "baseline_ms_median": baseline[0] if len(baseline) == 1 else (baseline or None),
            "blocks": len(self.blocks),
            **({} if counted else {"counted": False}),   # --counters none: no counts
            "blocks_executed": int((self.blocks.thread_hits > 0).sum()) if counted else None,
            "blocks_statically_dead": int(self.blocks.statically_dead.sum()),
            "issued_total": self.total_issued,
            **({} if self.machine.empty else {"machine_issued_total": int(
                self.machine[self.machine.function == self.machine.function.iloc[-1]]
                .issued.sum())}),
            "thread_instructions": thread_instr,
            "simd_utilization": thread_instr / lanes if lanes else None,
            "input_sha256": p.block_map.input_sha256,
            **({} if p.block_map.machine is None else {"machine": p.block_map.machine}),
        }


def make_report(profile: Profile, static: pd.DataFrame | None = None,
                op_index=None, *, listing: pd.DataFrame | None = None) -> Report:
    """Join a Profile with the static mix of the same IR (``None``: IR instruction counts);
    with an op index (``bbprof.mlir.index.OpIndex``), the per-op table too; with a
    listing (``bbprof.isa.listing.block_listing`` of the same IR), each block's code.
    A profile without counts (``--counters none``) gets its block list with the counts
    missing, empty count tables and ``counted`` False; ``static`` is not used."""
    if all(values is None for values in profile.counts.values()):
        return _uncounted_report(profile)
    blocks = block_table(profile, static)
    notes = list(static.attrs.get("notes", [])) if static is not None else []
    if static is None and profile.block_map.target.kind == "host":
        notes.append("host code: counts are IR instructions (bbprof has no machine-code "
                     "mix for the CPU)")
    elif static is None:
        notes.append("no machine-instruction mix: counts are IR instructions "
                     "(pass --arch or --static for the machine code's)")
    notes += machine_notes(profile.block_map)
    flow = flow_check(profile, blocks)
    for row in flow.itertuples():
        if not row.conserved:
            notes.append(f"@{row.function}: thread_hits are not conserved on the CFG "
                         "(counts of a different module, or a counter lost updates)")
    ops = pd.DataFrame()
    if op_index is not None:
        from bbprof.analysis.ops import op_table

        ops = op_table(blocks, op_index, profile.block_map)
        if ops.empty:
            notes.append(f"{op_index.name}: no per-op table without a machine-code mix "
                         "(pass --arch)")
    return Report(profile=profile, isa=blocks.attrs["isa"], arch=blocks.attrs.get("arch"),
                  categories=list(blocks.attrs["categories"]), blocks=blocks,
                  loops=loop_table(profile, blocks), lines=line_table(blocks),
                  functions=function_table(blocks), breakdown=overhead_breakdown(blocks),
                  flow=flow, notes=notes + list(blocks.attrs.get("machine_notes") or []),
                  machine=machine_breakdown(blocks), ops=ops,
                  op_index=op_index if not ops.empty else None,
                  listing=_checked_listing(listing, blocks))


def _checked_listing(listing: pd.DataFrame | None, blocks: pd.DataFrame) -> pd.DataFrame:
    """The listing's rows of the profile's blocks; refused when it names them otherwise
    (code of other IR)."""
    if listing is None or listing.empty:
        return pd.DataFrame()
    keyed = blocks[["function", "block_id", "block"]].merge(
        listing, on=["function", "block_id"], how="left", suffixes=("", "_listed"))
    named = keyed[keyed.block_listed.notna()]
    wrong = named[named.block_listed.astype(str) != named.block.astype(str)]
    if not wrong.empty:
        from bbprof.errors import MismatchError

        r = wrong.iloc[0]
        raise MismatchError(f"the listing is of other IR: block {r.function}#{r.block_id} "
                            f"is '{r.block}' in the profile, '{r.block_listed}' in the IR",
                            hint="list the IR the profile was instrumented from")
    return named.drop(columns="block_listed").reset_index(drop=True)


def machine_notes(block_map) -> list[str]:
    """What `bbprof instrument` found counting costs in the machine (the block map's
    ``machine``: registers and occupancy, plain against instrumented), one note a line."""
    machine = block_map.machine or {}
    return [*machine.get("lines", ()), *machine.get("notes", ())]


def _uncounted_report(profile: Profile) -> Report:
    blocks = profile.to_dataframe().rename(columns={"instructions": "ir_instructions"})
    empty = pd.DataFrame()
    return Report(profile=profile, isa=IR, arch=None, categories=[], blocks=blocks,
                  loops=empty, lines=empty, functions=pd.DataFrame(
                      [(f.name, f.is_kernel, len(f.blocks)) for f in profile.block_map.functions],
                      columns=["function", "is_kernel", "blocks"]),
                  breakdown=pd.DataFrame(columns=["function", "group", "label", "share"]),
                  flow=empty, notes=machine_notes(profile.block_map), counted=False)
