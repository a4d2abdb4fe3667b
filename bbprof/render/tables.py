"""The report as data files: CSV / Parquet (the per-block table), JSON (every table),
Markdown (summary, breakdown, hot blocks, loops, lines)."""

from __future__ import annotations

import io
import json

import pandas as pd

from bbprof.analysis.report import NO_COUNTS, Report
from bbprof.errors import ToolFailure
from bbprof.render.format import count, percent, ratio, source_line

SCHEMA = "bbprof.report/1"


def _records(df: pd.DataFrame) -> list[dict]:
    return json.loads(df.to_json(orient="records"))


def to_json(report: Report) -> str:
    doc = {"schema": SCHEMA, "summary": report.summary(), "categories": report.categories,
           "notes": report.notes + ([] if report.counted else [NO_COUNTS]),
           "functions": _records(report.functions),
           "breakdown": _records(report.breakdown), "loops": _records(report.loops),
           "lines": _records(report.lines), "flow": _records(report.flow),
           **({"ops": _records(report.ops), "op_index": report.op_index.file}
              if not report.ops.empty else {}),
           "blocks": _records(report.blocks)}
    return json.dumps(doc, indent=1) + "\n"


def to_csv(report: Report, table: str = "blocks") -> str:
    """One table as CSV: ``blocks`` (the per-block table) or ``ops`` (per MLIR op)."""
    if table == "ops":
        if report.ops.empty:
            from bbprof.errors import InputError

            raise InputError("no per-MLIR-op table to write",
                             hint="the IR needs an op index (ops.json of bbprof mlir) and "
                                  "a machine-code mix")
        return report.ops.to_csv(index=False, float_format="%.6g")
    return report.blocks.to_csv(index=False, float_format="%.6g")


def to_parquet(report: Report) -> bytes:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        raise ToolFailure("writing .parquet needs the pyarrow package",
                          hint="pip install pyarrow, or write .csv") from None
    buffer = io.BytesIO()
    report.blocks.to_parquet(buffer, index=False)
    return buffer.getvalue()


def _md_table(header: list[str], rows: list[list[str]], right: set[int]) -> list[str]:
    out = ["| " + " | ".join(header) + " |",
           "|" + "|".join("---:" if i in right else "---" for i in range(len(header))) + "|"]
    out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in row) + " |" for row in rows]
    return out


def to_markdown(report: Report, *, top: int = 20) -> str:
    from bbprof.render.text import summary_lines

    lines = ["# bbprof report", ""]
    lines += [f"{x}  " for x in summary_lines(report)]
    lines += [f"*note: {n}*  " for n in report.notes]
    if not report.breakdown.empty:
        lines += ["", "## Where the issued instructions go", ""]
        functions = list(dict.fromkeys(report.breakdown.function))
        groups = list(dict.fromkeys(report.breakdown.label))
        rows = []
        for label in groups:
            part = report.breakdown[report.breakdown.label == label]
            rows.append([label, *(percent(v) for v in part.share)])
        lines += _md_table(["group", *functions], rows, set(range(1, len(functions) + 1)))
    if not report.counted:   # --counters none
        return "\n".join(lines + ["", "## Block counts", "", NO_COUNTS]) + "\n"
    hot = report.hot_blocks(top)
    lines += ["", f"## Hot blocks (top {len(hot)} of {len(report.blocks)}, by issued "
                  f"{report.unit})", ""]
    lines += _md_table(["function", "block", "line", "thread_hits", "wave_hits", "SIMD",
                        "static", "issued", "share"],
                       [[r.function, r.block, r.debug_location or "", count(r.thread_hits),
                         count(r.wave_hits), percent(r.simd_utilization), int(r.static_total),
                         count(r.issued_total), percent(r.share)] for r in hot.itertuples()],
                       {3, 4, 5, 6, 7, 8})
    if not report.loops.empty:
        lines += ["", "## Loops", ""]
        lines += _md_table(["function", "header", "depth", "blocks", "entries", "iter/entry",
                            "issued", "share"],
                           [[r.function, r.header, r.depth, r.blocks,
                             count(r.entries) + ("" if r.entries_exact else " (at most)"),
                             ratio(r.iterations_per_entry, 2), count(r.issued_total),
                             percent(r.share)] for r in report.loops.itertuples()],
                           {2, 3, 4, 5, 6, 7})
    if not report.ops.empty:
        from bbprof.analysis.ops import display_rows

        lines += ["", f"## MLIR ops of {report.op_index.name}", ""]
        lines += _md_table(["function", "line", "op", "issued", "share", "thread instr.",
                            "top groups", "in loop"],
                           [[r["function"], r["line"], r["op"], count(r["issued"]),
                             percent(r["share"]), count(r["threads"]), r["groups"],
                             r["where"]] for r in display_rows(report.ops, top, short=False)],
                           {1, 3, 4, 5})
    if not report.lines.empty:
        lines += ["", "## Source lines", ""]
        lines += _md_table(["function", "file:line", "blocks", "thread_hits", "issued", "share"],
                           [[r.function, source_line(r.file, r.line, short=False), r.blocks, count(r.thread_hits),
                             count(r.issued_total), percent(r.share)]
                            for r in report.lines.head(top).itertuples()], {2, 3, 4, 5})
    return "\n".join(lines) + "\n"

