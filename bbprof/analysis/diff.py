"""Two reports compared: by overhead group and block by block.

For two profiles of one kernel the blocks are the same. For two configurations of one
kernel family (other tile sizes, another compiler version) blocks are matched per function
(functions by name; two single-kernel modules match their kernels) first by block name,
then, among the blocks left, by debug location where it is unique on both sides; the rest
are listed as unmatched, with their issued instructions, so nothing disappears.

MLIR ops (``diff_ops``, where both reports have an op index) are matched by kernel, line
and op name; ``most_changed`` names the op whose address arithmetic (or any group) moved
most.

Source lines (``diff_lines``) need no matching: a line is the same line in A and B (the
same op of the same MLIR/Python file), whichever blocks hold its instructions; each
report's line table already splits a block's instructions across its lines.

What the numbers are (``launch_scale``): a profile's counts are sums over all its
launches (``Profile.total_launches``). Where A and B launched their kernels the same number
of times, the diff compares those sums as they are. Where the numbers differ (one launch
against ``--repeat 3``), a ratio of sums would say "3x" of every row, so each side's
counts are divided by its own launches and every table (groups, blocks, lines, ops) is
per launch, as Nsight Compute's counters are. ``totals=True`` keeps the sums; a side that
records no launches cannot be divided and keeps them too. Nothing is ever scaled by grid
or block size: where the launch shapes differ, a launch of B is other work than one of A,
and the notes say so. Every note is one line (``diff_notes``) that each output carries.

Host code, and GPU profiles without a machine-code mix, count IR instructions
(``Report.isa == "ir"``): IR instructions belong to no machine instruction group, so
``diff_groups`` has only the total row then and the block and op tables no group columns
(not groups of zeros beside a total that changes), and a note says why.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pandas as pd

from bbprof.analysis.blocks import IR, group_table
from bbprof.analysis.loops import columns_by_function
from bbprof.isa.groups import GROUP_LABELS, GROUPS
from bbprof.analysis.report import Report


Shape = tuple[tuple[int, int, int], tuple[int, int, int]]   # (grid, block)


@dataclass(frozen=True)
class LaunchScale:
    """What a diff's counts are: each side's sums over its launches, or per launch (each
    side's sums over its own number of launches)."""

    launches_a: int
    launches_b: int
    per_launch: bool
    shapes_a: tuple[Shape, ...] = ()     # every (grid, block) the side launched, sorted
    shapes_b: tuple[Shape, ...] = ()
    totals: bool = False                 # the sums were asked for
    # the kernels a side launched, where it launched several: one launch count would
    # divide each kernel's counts by the others' launches too, so nothing is divided
    several: tuple[str, ...] = ()

    @property
    def divisors(self) -> tuple[int, int]:
        """What A's and B's counts are divided by."""
        return (self.launches_a, self.launches_b) if self.per_launch else (1, 1)

    @property
    def counts(self) -> str:
        """"per launch" or "total": what every count of the diff is."""
        return "per launch" if self.per_launch else "total"

    def notes(self) -> list[str]:
        notes = []
        la, lb = self.launches_a, self.launches_b
        launches = f"{_launches('A', la)}, {_launches('B', lb)}"
        if self.per_launch:
            notes.append(f"{launches}: counts are per launch (each side's sums divided by its "
                         "launches; --totals for the sums)")
        elif la != lb and self.several:
            notes.append(f"{launches}: counts are each side's sums, not per launch (a side "
                         f"launched several kernels, {', '.join(self.several)}: one launch "
                         "count does not divide them all)")
        elif la != lb and self.totals:
            notes.append(f"{launches}: counts are each side's sums over all its launches "
                         "(--totals), not per launch")
        elif la != lb:
            notes.append(f"{launches}: counts are each side's sums, not per launch (a "
                         "profile without launch records cannot be divided by its launches)")
        if self.shapes_a and self.shapes_b and self.shapes_a != self.shapes_b:
            notes.append(f"launch shapes differ (A: {_shapes(self.shapes_a)}; B: "
                         f"{_shapes(self.shapes_b)}): counts are not scaled by grid or block "
                         "size (B's launches do other work than A's)")
        return notes

    def to_json(self) -> dict:
        return {"counts": self.counts, "launches_a": self.launches_a,
                "launches_b": self.launches_b,
                "shapes_a": [{"grid": list(g), "block": list(b)} for g, b in self.shapes_a],
                "shapes_b": [{"grid": list(g), "block": list(b)} for g, b in self.shapes_b]}


def launch_scale(a: Report, b: Report, *, totals: bool = False) -> LaunchScale:
    """Per launch where A and B launched different numbers of times and both record
    their launches; each side's sums where they launched equally often, or ``totals``."""
    la, lb = a.profile.total_launches, b.profile.total_launches
    kernels = [sorted({r.kernel for r in p.profile.launches}) for p in (a, b)]
    several = tuple(sorted({k for names in kernels if len(names) > 1 for k in names}))
    return LaunchScale(launches_a=la, launches_b=lb,
                       per_launch=not totals and not several and la != lb and la > 0
                       and lb > 0, shapes_a=_launch_shapes(a), shapes_b=_launch_shapes(b),
                       totals=totals, several=several)


def diff_notes(a: Report, b: Report, scale: LaunchScale | None = None) -> list[str]:
    """One line each: what the counts are (per launch or sums, launch shapes) and, for IR
    instruction counts, why there are no groups."""
    notes = list(scale.notes()) if scale is not None else []
    if IR in (a.isa, b.isa):
        host = all(r.profile.block_map.target.kind == "host" for r in (a, b))
        notes.append("host code: counts are IR instructions (bbprof has no machine-code mix "
                     "for the CPU), which belong to no instruction group: the group table has "
                     "the total only" if host else
                     "no machine-instruction mix: counts are IR instructions, which belong to "
                     "no instruction group: the group table has the total only (pass --arch, "
                     "or --static-a and --static-b)")
    return notes


def _launches(side: str, n: int) -> str:
    return f"{side}: no launches recorded" if n == 0 else \
        f"{side}: {n} launch{'' if n == 1 else 'es'}"


def _launch_shapes(report: Report) -> tuple[Shape, ...]:
    return tuple(sorted({(tuple(r.grid), tuple(r.block)) for r in report.profile.launches}))


def _shapes(shapes: tuple[Shape, ...]) -> str:
    return ", ".join(f"grid {'x'.join(map(str, g))} x block {'x'.join(map(str, b))}"
                     for g, b in shapes)


def _scaled(a, b, scale: LaunchScale | None):
    """``(a, b, b - a)`` with each side divided by its divisor; integers (and an exact
    zero change) where nothing is divided."""
    da, db = scale.divisors if scale is not None else (1, 1)
    if (da, db) == (1, 1):
        return a, b, b - a
    return a / da, b / db, (b * da - a * db) / (da * db)


def _grouped(a: Report, b: Report) -> bool:
    """Do both sides count machine instructions (which have groups)?"""
    return IR not in (a.isa, b.isa)


MATCH_COLUMNS = ["function", "block_a", "block_b", "matched_by", "debug_location"]


def _function_pairs(a: Report, b: Report) -> list[tuple[str, str]]:
    fa = list(a.functions.function)
    fb = list(b.functions.function)
    in_b = set(fb)     # a list here made pairing quadratic in the functions
    pairs = [(f, f) for f in fa if f in in_b]
    ka, kb = a.profile.block_map.kernels, b.profile.block_map.kernels
    if len(ka) == 1 and len(kb) == 1 and (ka[0], kb[0]) not in pairs and \
            ka[0] not in fb and kb[0] not in fa:
        pairs.append((ka[0], kb[0]))
    return pairs


def match_blocks(a: Report, b: Report) -> tuple[pd.DataFrame, pd.DataFrame]:
    """``(matched, unmatched)``: pairs of (function, block id) and the blocks left over."""
    matched, unmatched = [], []
    pairs = _function_pairs(a, b)
    paired_a = {x for x, _ in pairs}
    paired_b = {y for _, y in pairs}
    # each side's columns split by function once: a scan of the table per function was
    # quadratic in the functions
    split_a = columns_by_function(a.blocks, {"block": None, "debug_location": None})
    split_b = columns_by_function(b.blocks, {"block": None, "debug_location": None})
    for fa, fb in pairs:
        ra, rb = split_a.get(fa, _NO_ROWS), split_b.get(fb, _NO_ROWS)
        left_a = {i: str(name) for i, name in ra["block"].items()}
        left_b = {j: str(name) for j, name in rb["block"].items()}
        by_name_b = {}
        for i, name in left_b.items():
            by_name_b.setdefault(name, []).append(i)
        for i, name in list(left_a.items()):
            if len(by_name_b.get(name, ())) == 1:
                j = by_name_b[name][0]
                if j in left_b:
                    matched.append((fa, fb, i, j, "name"))
                    del left_a[i], left_b[j]
        loc_a, loc_b = ra["debug_location"], rb["debug_location"]
        count_a = _located(loc_a[i] for i in left_a)
        count_b = _located(loc_b[j] for j in left_b)
        by_loc_b = {loc_b[j]: j for j in left_b if loc_b[j] is not None}
        for i in list(left_a):
            loc = loc_a[i]
            if loc is not None and count_a.get(loc, 0) == 1 and count_b.get(loc, 0) == 1:
                j = by_loc_b[loc]
                matched.append((fa, fb, i, j, "debug_location"))
                del left_a[i], left_b[j]
        unmatched += [("a", fa, i) for i in left_a] + [("b", fb, j) for j in left_b]
    unmatched += [("a", f, i) for f, i in zip(a.blocks.function, a.blocks.block_id)
                  if f not in paired_a]
    unmatched += [("b", f, j) for f, j in zip(b.blocks.function, b.blocks.block_id)
                  if f not in paired_b]
    m = pd.DataFrame(matched, columns=["function_a", "function_b", "block_id_a", "block_id_b",
                                       "matched_by"])
    u = pd.DataFrame(unmatched, columns=["side", "function", "block_id"])
    return m, u


_NO_ROWS = {"block": {}, "debug_location": {}}


def _located(locations) -> Counter:
    """How many blocks have each debug location (none and NaN not counted, as
    ``value_counts`` leaves them out)."""
    return Counter(loc for loc in locations if loc is not None and loc == loc)


def diff_blocks(a: Report, b: Report, *, scale: LaunchScale | None = None
                ) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Block by block: issued instructions and per-group issued in A and B, and B - A
    (no group columns where the sides count IR instructions); per launch where ``scale``
    says so (``launch_scale``), unmatched blocks' issued too.

    Returns ``(blocks, unmatched)``, ``blocks`` sorted by the size of the change.
    """
    matched, unmatched = match_blocks(a, b)
    groups = list(GROUPS) if _grouped(a, b) else []
    ga, gb = group_table(a.blocks), group_table(b.blocks)
    cols = ["function", "block_id", "block", "debug_location", "thread_hits", "wave_hits",
            "issued_total"]
    left = a.blocks[cols].join(ga[groups]).add_suffix("_a")
    right = b.blocks[cols].join(gb[groups]).add_suffix("_b")
    frame = (matched.merge(left, left_on=["function_a", "block_id_a"],
                           right_on=["function_a", "block_id_a"])
             .merge(right, left_on=["function_b", "block_id_b"],
                    right_on=["function_b", "block_id_b"]))
    issued_a, issued_b, issued_delta = _scaled(frame.issued_total_a, frame.issued_total_b,
                                               scale)
    threads_a, threads_b, _ = _scaled(frame.thread_hits_a, frame.thread_hits_b, scale)
    waves_a, waves_b, _ = _scaled(frame.wave_hits_a, frame.wave_hits_b, scale)
    out = pd.DataFrame({
        "function": frame.function_a, "block_a": frame.block_a, "block_b": frame.block_b,
        "matched_by": frame.matched_by, "debug_location": frame.debug_location_a,
        "issued_a": issued_a, "issued_b": issued_b, "issued_delta": issued_delta,
        "thread_hits_a": threads_a, "thread_hits_b": threads_b,
        "wave_hits_a": waves_a, "wave_hits_b": waves_b,
    })
    for g in groups:
        out[f"{g}_a"], out[f"{g}_b"], out[f"{g}_delta"] = _scaled(frame[f"{g}_a"],
                                                                  frame[f"{g}_b"], scale)
    out = out.reindex(out.issued_delta.abs().sort_values(ascending=False, kind="stable").index)
    rows = []
    divisors = scale.divisors if scale is not None else (1, 1)
    for side, fn, i in unmatched.itertuples(index=False):
        rep = a if side == "a" else b
        r = rep.blocks[(rep.blocks.function == fn) & (rep.blocks.block_id == i)].iloc[0]
        divisor = divisors[0 if side == "a" else 1]
        issued = int(r.issued_total)
        rows.append({"side": side, "function": fn, "block_id": int(i), "block": r.block,
                     "debug_location": r.debug_location,
                     "issued": issued if divisor == 1 else issued / divisor})
    um = pd.DataFrame(rows, columns=["side", "function", "block_id", "block", "debug_location",
                                     "issued"])
    return out.reset_index(drop=True), um


def diff_groups(a: Report, b: Report, *, scale: LaunchScale | None = None) -> pd.DataFrame:
    """Per overhead group over the whole module: issued and share in A and B, B - A, B / A
    (per launch where ``scale`` says so). Where both reports have what the machine issued
    (NVIDIA SASS through the issue model, ``issued_machine_<group>``), those; else the
    ISA's issued instructions (AMDGCN's are the issue model's too). Where a side counts IR
    instructions (host code, no machine-code mix) only the total row: IR instructions
    have no group (``diff_notes`` says so)."""
    machine = [f"issued_machine_{g}" for g in GROUPS]
    groups = GROUPS if _grouped(a, b) else ()
    if all(set(machine) <= set(r.blocks.columns) for r in (a, b)):
        ta, tb = (r.blocks.rename(columns=dict(zip(machine, GROUPS))) for r in (a, b))
        total_a, total_b = (int(r.blocks[machine].to_numpy().sum()) for r in (a, b))
    else:
        ta, tb = group_table(a.blocks), group_table(b.blocks)
        total_a, total_b = int(a.blocks.issued_total.sum()), int(b.blocks.issued_total.sum())
    sums = [(g, GROUP_LABELS[g], int(ta[g].sum()), int(tb[g].sum())) for g in groups]
    rows = []
    for g, label, ia, ib in [*sums, ("total", "total", total_a, total_b)]:
        va, vb, delta = _scaled(ia, ib, scale)
        rows.append({"group": g, "label": label, "issued_a": va, "issued_b": vb,
                     "delta": delta, "ratio": vb / va if va else float("nan"),
                     "share_a": ia / total_a if total_a else 0.0,
                     "share_b": ib / total_b if total_b else 0.0})
    return pd.DataFrame(rows)


def diff_lines(a: Report, b: Report, *, scale: LaunchScale | None = None) -> pd.DataFrame:
    """Per (function, file, line): issued instructions in A and B, and B - A (per launch
    where ``scale`` says so), the lines that changed most first; "no location" is a line
    of its own (``file`` None). B's function names are A's for the paired functions
    (``_function_pairs``)."""
    rename = {fb: fa for fa, fb in _function_pairs(a, b)}
    key = ["function", "file", "line"]
    left = a.lines[[*key, "issued_total"]].rename(columns={"issued_total": "issued_a"})
    right = b.lines[[*key, "issued_total"]].rename(columns={"issued_total": "issued_b"})
    right = right.assign(function=right.function.map(lambda f: rename.get(f, f)))
    for side in (left, right):
        side["file"] = side["file"].astype(object).where(side["file"].notna(), "")
    frame = left.merge(right, how="outer", on=key)
    frame["issued_a"], frame["issued_b"], frame["issued_delta"] = _scaled(
        frame["issued_a"].fillna(0).astype("int64"), frame["issued_b"].fillna(0).astype("int64"),
        scale)
    frame["file"] = frame["file"].where(frame["file"] != "", None)
    frame["line"] = frame["line"].astype("Int64")
    order = frame.issued_delta.abs().sort_values(ascending=False, kind="stable").index
    return frame.loc[order, [*key, "issued_a", "issued_b", "issued_delta"]].reset_index(
        drop=True)


OP_KEY = ["function", "line", "op"]


def diff_ops(a: Report, b: Report, *, scale: LaunchScale | None = None) -> pd.DataFrame:
    """Per MLIR op (``Report.ops``, both sides with an op index): issued instructions and
    each group's in A and B, and B - A (per launch where ``scale`` says so), the ops that
    changed most first. Ops are the same op where their kernel (paired as for blocks),
    line and name agree: two configurations compiled from one MLIR file. Rows without an
    op (no location) are kept, keyed by their text. ``in_a``/``in_b``: whether the side
    has the row at all; a row on one side only (an op fused away, or one that moved to
    another line) is listed but never named by ``most_changed``. Empty when either side
    has no per-op table."""
    if a.ops.empty or b.ops.empty:
        return pd.DataFrame()
    rename = {fb: fa for fa, fb in _function_pairs(a, b)}
    values = ["issued", *GROUPS]

    def side(ops: pd.DataFrame, suffix: str, functions: dict) -> pd.DataFrame:
        frame = ops[[*OP_KEY, "text", *values]].copy()
        frame["function"] = frame["function"].map(lambda f: functions.get(f, f))
        frame["op"] = frame["op"].where(frame["op"].notna(), frame["text"])
        frame["line"] = frame["line"].astype("Int64").fillna(0)
        frame = frame.groupby(OP_KEY, as_index=False, dropna=False)[values].sum()
        return frame.rename(columns={v: f"{v}_{suffix}" for v in values})

    frame = side(a.ops, "a", {}).merge(side(b.ops, "b", rename), how="outer", on=OP_KEY,
                                       indicator=True)
    side_of = frame.pop("_merge")
    frame["in_a"], frame["in_b"] = side_of != "right_only", side_of != "left_only"
    for v in values:
        frame[f"{v}_a"], frame[f"{v}_b"], frame[f"{v}_delta"] = _scaled(
            frame[f"{v}_a"].fillna(0).astype("int64"), frame[f"{v}_b"].fillna(0).astype("int64"),
            scale)
    frame["line"] = frame["line"].astype("Int64").replace(0, pd.NA)
    order = frame.issued_delta.abs().sort_values(ascending=False, kind="stable").index
    return frame.loc[order].reset_index(drop=True)


def most_changed(ops: pd.DataFrame, group: str = "int_arith") -> dict | None:
    """The op on both sides whose ``group`` instructions changed most from A to B (ties:
    the first in ``ops``' order), with both counts; None without a per-op diff or any
    change."""
    if ops.empty:
        return None
    both = ops[ops.in_a & ops.in_b]
    if not both[f"{group}_delta"].any():
        return None
    i = both[f"{group}_delta"].abs().idxmax()
    r = ops.loc[i]
    return {"group": group, "label": GROUP_LABELS[group], "function": r.function,
            "line": None if pd.isna(r.line) else int(r.line), "op": r.op,
            "a": _number(r[f"{group}_a"]), "b": _number(r[f"{group}_b"]),
            "delta": _number(r[f"{group}_delta"])}


def _number(value) -> int | float:
    """A count as an int, a per-launch count that is not whole as a float."""
    return int(value) if float(value).is_integer() else float(value)
