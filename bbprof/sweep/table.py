"""The sweep table: one row per variant, written as CSV, Parquet and HTML.

Columns: ``variant.COLUMNS``, then the config columns (``config.*``, as the sweep file
names them), then per instruction group its share and issued count (``share.*``,
``issued.*``, in ``bbprof.isa.groups`` order). Rows in the sweep file's order.
"""

from __future__ import annotations

import html
import io
from pathlib import Path

import pandas as pd

from bbprof.isa.groups import GROUP_LABELS, GROUPS
from bbprof.files import write_atomically
from bbprof.sweep.variant import COLUMNS


def sweep_table(rows: list[dict]) -> pd.DataFrame:
    config = sorted({k for r in rows for k in r if k.startswith("config.")})
    groups = [f"{kind}.{g}" for g in GROUPS for kind in ("share", "issued")
              if any(f"{kind}.{g}" in r for r in rows)]
    columns = COLUMNS + config + groups
    return pd.DataFrame([{c: r.get(c) for c in columns} for r in rows], columns=columns)


def write_tables(table: pd.DataFrame, out: Path) -> list[Path]:
    written = [out / "sweep.csv", out / "sweep.html"]
    write_atomically(written[0], table.to_csv(index=False, float_format="%.6g"))
    write_atomically(written[1], to_html(table))
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return written
    buffer = io.BytesIO()
    table.astype({c: "string" for c in table.columns if table[c].dtype == object}
                 ).to_parquet(buffer, index=False)
    write_atomically(out / "sweep.parquet", buffer.getvalue())
    return [*written, out / "sweep.parquet"]


def _cell(column: str, value) -> str:
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return ""
    if column.startswith("share.") or column.endswith("_share") or column == \
            "simd_utilization":
        return f"{float(value):.1%}"
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def to_html(table: pd.DataFrame) -> str:
    esc = html.escape
    heads = []
    for c in table.columns:
        kind, _, group = c.partition(".")
        label = (f"{GROUP_LABELS[group]} ({kind})" if kind in ("share", "issued")
                 and group in GROUP_LABELS else c)
        heads.append(f"<th>{esc(label)}</th>")
    body = []
    for record in table.to_dict("records"):
        cls = ' class="error"' if record.get("status") == "error" else ""
        body.append(f"<tr{cls}>" + "".join(f"<td>{esc(_cell(c, record[c]))}</td>"
                                           for c in table.columns) + "</tr>")
    return ("<!doctype html><html><head><meta charset='utf-8'><title>bbprof sweep</title>"
            "<style>body{font-family:system-ui,sans-serif;margin:1em}table{border-collapse:"
            "collapse;font-size:13px}td,th{border:1px solid #ccc;padding:.2em .5em;"
            "white-space:nowrap}th{background:#eee;position:sticky;top:0}"
            "tr.error td{background:#fde2e2}td{font-variant-numeric:tabular-nums}</style>"
            f"</head><body><h1>bbprof sweep: {len(table)} variant(s)</h1>"
            f"<table><tr>{''.join(heads)}</tr>{''.join(body)}</table></body></html>\n")
