"""The sweep table: one row per variant, written as CSV, Parquet and HTML.

Columns: ``variant.COLUMNS``, then the config columns (``config.*``, as the sweep file
names them), then per instruction group its share and issued count (``share.*``,
``issued.*``, in ``bbprof.isa.groups`` order). Rows in the sweep file's order.

The HTML page (``sweep.html``) is for reading: each variant's name links its report,
what every variant shares (kernel, backend, arch...) is said once above the table, the
config columns come first, then time, issued instructions, SIMD utilization, the hottest
block and loop and the groups' shares; numbers right-aligned and sortable by a click on
a header (the report's table script). The CSV and Parquet keep every column.
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from urllib.parse import quote

import pandas as pd

from bbprof.isa.groups import GROUP_LABELS, GROUP_SHORT, GROUPS
from bbprof.files import write_all_atomically
from bbprof.render.format import GROUP_COLORS, compact, percent
from bbprof.sweep.variant import COLUMNS


def sweep_table(rows: list[dict]) -> pd.DataFrame:
    config = sorted({k for r in rows for k in r if k.startswith("config.")})
    groups = [f"{kind}.{g}" for g in GROUPS for kind in ("share", "issued")
              if any(f"{kind}.{g}" in r for r in rows)]
    columns = COLUMNS + config + groups
    return pd.DataFrame([{c: r.get(c) for c in columns} for r in rows], columns=columns)


def write_tables(table: pd.DataFrame, out: Path) -> list[Path]:
    """sweep.csv, sweep.html and (with pyarrow) sweep.parquet, written as one set: all of
    them or, on a full disk or an interrupt, none (``write_all_atomically``)."""
    files: dict[Path, str | bytes] = {
        out / "sweep.csv": table.to_csv(index=False, float_format="%.6g"),
        out / "sweep.html": to_html(table, base=out)}
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        pass
    else:
        buffer = io.BytesIO()
        table.astype({c: "string" for c in table.columns if table[c].dtype == object}
                     ).to_parquet(buffer, index=False)
        files[out / "sweep.parquet"] = buffer.getvalue()
    write_all_atomically(files)
    return list(files)


# The HTML page: which columns, headed how, written how. Every column stays in sweep.csv.
#: Said once above the table when every variant has the same value.
SHARED = {"kernel": "kernel", "backend": "backend", "device": "device", "arch": "arch",
          "launches": "launches", "unit": "counts in", "outputs_identical":
          "outputs identical"}
#: (column, header, kind): kind says how a cell is written and that it sorts as a number.
MEASURES = [("kernel_ms", "time (ms)", "ms"), ("baseline_ms", "plain (ms)", "ms"),
            ("overhead", "overhead", "ratio"), ("issued", "issued", "count"),
            ("simd_utilization", "SIMD util.", "share"),
            ("hottest_block", "hottest block", "place"),
            ("hottest_block_share", "block share", "share"),
            ("hottest_loop", "hottest loop", "place"),
            ("hottest_loop_share", "loop share", "share")]
NUMERIC = ("ms", "ratio", "count", "share", "number")


def _missing(value) -> bool:
    return value is None or value == "" or (isinstance(value, float) and pd.isna(value))


def _text(kind: str, value, *, one_function: bool) -> str:
    if _missing(value):
        return ""
    if kind == "ms":     # three digits, trailing zeros kept: 48.0, 0.131, 1,234
        return f"{float(value):,.0f}" if abs(float(value)) >= 100 else f"{float(value):#.3g}"
    if kind == "ratio":
        return f"{float(value):.2f}\u00d7"
    if kind == "count":
        return compact(value)
    if kind == "share":
        return percent(float(value))
    if kind == "place" and one_function:      # "kernel:block": the block says it
        return str(value).rsplit(":", 1)[-1]
    if kind == "number" and isinstance(value, float) and value.is_integer():
        return f"{int(value):,}"
    if kind == "number":
        return f"{value:,}" if isinstance(value, int) else f"{value:.4g}"
    if isinstance(value, bool):
        return "yes" if value else "NO"
    return str(value)


def _shared(column: str, value) -> str:
    """A value every variant has, as a phrase: ``arch gfx942``, ``1 launch each``."""
    if column == "outputs_identical":
        return ("outputs identical to the plain run's" if value else
                "outputs DIFFER from the plain run's")
    if column == "launches":
        return f"{value} launch{'' if value == 1 else 'es'} each"
    return f"{SHARED[column]} {value}"


def _link(path, base: Path | None) -> str:
    """A relative address of ``path`` from the page's folder ``base``."""
    if _missing(path):
        return ""
    target = Path(str(path))
    if base is not None:
        try:
            target = Path(os.path.relpath(target, base))
        except ValueError:      # another drive
            pass
    return quote(target.as_posix())


def page_columns(table: pd.DataFrame) -> tuple[list[dict], list[str]]:
    """``(columns, shared)``: the columns the HTML page shows (``key``, ``header``,
    ``kind``, ``title``) and, for the columns every variant has the same value in, one
    phrase each (``"arch gfx942"``). Empty columns are left out; so are the ``issued.G``
    counts (their shares are shown; a group's when it is 0 in every variant) and the file
    columns (the name links the report)."""
    records = table.to_dict("records")

    def values(column):
        return [r[column] for r in records if not _missing(r[column])]

    columns = [{"key": "name", "header": "variant", "kind": "text", "title": ""}]
    shared = []
    statuses = set(values("status")) if "status" in table else set()
    if statuses - {"ok"}:
        columns.append({"key": "status", "header": "status", "kind": "text", "title": ""})
    for c in table.columns:
        if c.startswith("config.") and values(c):
            numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool)
                          for v in values(c))
            columns.append({"key": c, "title": c,    # BLOCK_M may wrap after its "_"
                            "header": c.partition(".")[2].replace("_", "_\u200b"),
                            "kind": "number" if numeric else "text"})
    for c, label in SHARED.items():
        seen = values(c) if c in table else []
        distinct = {str(v) for v in seen}
        if len(distinct) == 1 and len(seen) == len(records):
            shared.append(_shared(c, seen[0]))
        elif seen:
            columns.append({"key": c, "header": label, "title": c,
                            "kind": "number" if c == "launches" else "text"})
    for c, header, kind in MEASURES:
        if c in table and values(c):
            columns.append({"key": c, "header": header, "kind": kind, "title": c})
    for g in GROUPS:          # a group no variant issues anything of says nothing
        c = f"share.{g}"
        if c in table and any(float(v) for v in values(c)):
            columns.append({"key": c, "header": GROUP_SHORT[g].replace("/", "/\u200b"),
                            "kind": "share",
                            "title": f"share of issued: {GROUP_LABELS[g]}",
                            "color": GROUP_COLORS[g]})
    return columns, shared


def to_html(table: pd.DataFrame, *, base: Path | None = None) -> str:
    """The sweep as a page: one row per variant, its name linking its report (relative
    to ``base``, the page's folder), sortable by any column, the columns every variant
    shares said once above it."""
    from bbprof.render.html import render_page

    columns, shared = page_columns(table)
    kernels = {str(v).split(",")[0] for v in table.get("kernel", pd.Series(dtype=object))
               if not _missing(v)}
    one_function = len(kernels) <= 1
    rows = []
    for record in table.to_dict("records"):
        cells = []
        for c in columns:
            value = record.get(c["key"])
            numeric = c["kind"] in NUMERIC
            cells.append({"text": _text(c["kind"], value, one_function=one_function),
                          "value": ("" if _missing(value) else float(value)) if numeric
                          else None, "numeric": numeric,
                          "title": str(value) if c["kind"] == "place" and not _missing(
                              value) else ""})
        rows.append({"name": record.get("name"), "cells": cells[1:],
                     "error": "" if _missing(record.get("error")) else record["error"],
                     "status": record.get("status"),
                     "report": _link(record.get("report"), base),
                     "profile": _link(record.get("profile"), base)})
    return render_page("sweep.html.j2", columns=columns, shared=shared, rows=rows,
                       variants=len(table),
                       failed=sum(r["status"] == "error" for r in rows))
