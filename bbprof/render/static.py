"""A ``StaticAnalysis`` (``bbprof.isa``'s value, ``bbprof static``) as text (rich), CSV,
JSON or Parquet; the format is the suffix. ``isa`` makes the tables (``blocks()``,
``resources()``...); this module only lays them out."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd

from bbprof.errors import ToolFailure
from bbprof.files import write_atomically
from bbprof.isa.analysis import SCHEMA, StaticAnalysis
from bbprof.render.format import STATIC_MIX, output_format

SUFFIXES = STATIC_MIX
_RESOURCE_ORDER = ("vgprs", "agprs", "sgprs", "lds_bytes", "scratch_bytes",
                   "occupancy_waves_per_simd", "vgpr_spills", "sgpr_spills", "sass_registers",
                   "spill_store_bytes", "spill_load_bytes", "stack_bytes", "shared_bytes",
                   "reqntid", "maxntid")


def to_json(analysis: StaticAnalysis | list[StaticAnalysis]) -> str:
    """Everything as JSON: one document, or ``{"schema", "analyses": [...]}`` for several."""
    if isinstance(analysis, list):
        if len(analysis) != 1:
            doc = {"schema": SCHEMA, "analyses": [_document(a) for a in analysis]}
            return json.dumps(doc, indent=1) + "\n"
        analysis = analysis[0]
    return json.dumps(_document(analysis), indent=1) + "\n"


def _document(analysis: StaticAnalysis) -> dict:
    return {
        "schema": SCHEMA, "path": analysis.path, "arch": analysis.arch, "isa": analysis.isa,
        "categories": list(analysis.categories), "notes": analysis.notes,
        "unknown_mnemonics": analysis.unknown_mnemonics(),
        "resources": _records(analysis.resources()),
        "blocks": _records(analysis.blocks()),
        "machine_blocks": _records(analysis.machine_blocks()),
    }


def _records(df: pd.DataFrame) -> list[dict]:
    return json.loads(df.to_json(orient="records"))


def blocks_table(analyses: list[StaticAnalysis]) -> pd.DataFrame:
    """The per-IR-block table; with several analyses, stacked with an ``arch`` column."""
    if len(analyses) == 1:
        return analyses[0].blocks()
    frames = []
    for analysis in analyses:
        df = analysis.blocks()
        df.attrs = {}
        df.insert(0, "arch", analysis.arch)
        frames.append(df)
    return pd.concat(frames, ignore_index=True)


def write(analysis: StaticAnalysis | list[StaticAnalysis], path: str | Path) -> None:
    """Write to ``path``: ``.csv``/``.parquet`` hold the per-IR-block table, ``.json``
    everything (blocks, machine blocks, resources, notes)."""
    write_atomically(path, serialize(analysis, path))


def serialize(analysis: StaticAnalysis | list[StaticAnalysis],
              path: str | Path) -> str | bytes:
    """What :func:`write` writes to ``path``, by its suffix."""
    analyses = analysis if isinstance(analysis, list) else [analysis]
    path = Path(path)
    suffix = output_format(path, STATIC_MIX, "a static mix")
    if suffix == ".csv":
        return blocks_table(analyses).to_csv(index=False)
    if suffix == ".json":
        return to_json(analyses)
    if suffix == ".parquet":
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise ToolFailure("writing .parquet needs the pyarrow package", path=str(path),
                              hint="pip install pyarrow, or write .csv/.json") from None
        df = blocks_table(analyses)
        df.attrs = {}   # attrs (notes) are not Parquet metadata; the columns are
        if "arch" not in df.columns:
            df["arch"] = analyses[0].arch
        return df.to_parquet(index=False)


def render(analysis: StaticAnalysis, console, *, top: int | None = 20) -> None:
    """Print, per function, its resources and its IR blocks by instruction count."""
    from rich.table import Table

    blocks = analysis.blocks()
    resources = analysis.resources().set_index("function")
    for fn in analysis.functions:
        rows = blocks[blocks["function"] == fn.name]
        res = resources.loc[fn.name]
        facts = [f"{key}={_plain(res[key])}" for key in _RESOURCE_ORDER
                 if key in res.index and pd.notna(res[key])]
        console.print(f"[bold]@{fn.name}[/bold] on {analysis.arch}: {fn.instruction_count} "
                      f"instructions in {len(fn.blocks)} machine blocks, "
                      f"{len(rows)} IR blocks")
        if facts:
            console.print("  " + "  ".join(facts))
        used = [c for c in analysis.categories if rows[c].sum() > 0]
        extra = [c for c in ("sass_total", "sass_tensor", "sass_runs") if c in rows.columns]
        table = Table("ir block", "name", "loop", "total", *used, "llvm-made", *extra,
                      "unknown")
        shown = rows.sort_values(["total", "ir_block"], ascending=[False, True])
        if top is not None:
            shown = shown.head(top)
        for _, row in shown.iterrows():
            table.add_row(_plain(row["ir_block"]), str(row["ir_name"] or ""),
                          str(row["loop_depth"] or ""), str(row["total"]),
                          *(str(row[c]) for c in used), str(row["llvm_made"] or ""),
                          *(str(row[c]) for c in extra), str(row["unknown"]))
        console.print(table)
        if top is not None and len(rows) > top:
            console.print(f"  ({len(rows) - top} more IR blocks; --all shows every one)")
        totals = rows[list(analysis.categories)].sum()
        console.print("  mix: " + ", ".join(f"{c} {int(n)} ({n / max(1, fn.instruction_count):.0%})"
                                          for c, n in totals.items() if n))
    for note in analysis.notes:
        console.print(f"note: {note}")


def _plain(value) -> str:
    if value is None or (not isinstance(value, str) and pd.isna(value)):
        return "-"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
