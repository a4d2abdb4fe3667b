"""A whole program run (``bbprof report DIR`` over what ``bbprof profile`` wrote): the run
summary first — kernels by issued instructions and time, launches, hottest block,
instruction-group shares — then each kernel's own report.

Formats by suffix, as for one profile: ``.txt``/terminal, ``.md``, ``.html`` (a summary
page with a kernel index linking to one page per kernel, written beside it as
``NAME-<i>-<kernel>.html``), ``.csv``/``.parquet`` (every kernel's block table with a
``kernel`` column), ``.json`` (the summary and every kernel's report).
"""

from __future__ import annotations

import html as _html
import json
import re
from pathlib import Path

import pandas as pd

from bbprof.isa.groups import GROUP_LABELS
from bbprof.errors import ToolFailure
from bbprof.files import write_atomically
from bbprof.render.format import REPORT, output_format

SUFFIXES = REPORT


def _time(ms) -> str:
    return "" if ms is None or pd.isna(ms) else f"{ms:.4g} ms"


def summary_rows(table: pd.DataFrame) -> tuple[list[str], list[list[str]]]:
    groups = [g for g in GROUP_LABELS if g in table.columns]
    header = ["kernel", "launches", "issued", "time", "hottest block", *(
        GROUP_LABELS[g] for g in groups)]
    rows = []
    for r in table.to_dict("records"):
        counted = r["issued"] is not None and not pd.isna(r["issued"])
        rows.append([r["kernel"], f"{r['launches']:,}",
                     f"{int(r['issued']):,}" if counted else "no counts", _time(
            r.get("kernel_ms")),
            f"{r['hottest_block']} ({r['hottest_share']:.0%})" if counted else "", *(
            "" if pd.isna(r.get(g)) else f"{r[g]:.1%}" for g in groups)])
    return header, rows


def to_markdown(table: pd.DataFrame, reports: list, names: list[str], *, top: int) -> str:
    from bbprof.render import render_report

    header, rows = summary_rows(table)
    out = [f"# Program run: {len(reports)} kernel(s)", "",
           "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    for name, report in zip(names, reports):
        out += ["", f"## {name}", "", render_report(report, ".md", top=top)]
    return "\n".join(out) + "\n"


def to_text(table: pd.DataFrame, reports: list, names: list[str], *, top: int) -> str:
    from bbprof.render import render_report

    header, rows = summary_rows(table)
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(header)]
    lines = [f"Program run: {len(reports)} kernel(s), by issued instructions", "",
             "  ".join(h.ljust(w) for h, w in zip(header, widths))]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in rows]
    for name, report in zip(names, reports):
        lines += ["", "=" * 8 + f" {name} " + "=" * 8, render_report(report, ".txt", top=top)]
    return "\n".join(lines) + "\n"


def _page_name(path: Path, i: int, name: str) -> str:
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", name)[:60]
    return f"{path.stem}-{i}-{safe}.html"


def write_run_report(table: pd.DataFrame, reports: list, names: list[str], path: Path, *,
                     top: int = 20) -> list[Path]:
    """Write the run report in the format of ``path``'s suffix; returns the files."""
    from bbprof.render import render_report

    suffix = output_format(path, REPORT, "a report")
    if suffix == ".txt":
        write_atomically(path, to_text(table, reports, names, top=top))
    elif suffix == ".md":
        write_atomically(path, to_markdown(table, reports, names, top=top))
    elif suffix in (".csv", ".parquet"):
        frames = []
        for name, report in zip(names, reports):
            frames.append(report.blocks.assign(kernel=name))
        blocks = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
        blocks = blocks[["kernel", *[c for c in blocks.columns if c != "kernel"]]]
        if suffix == ".csv":
            write_atomically(path, blocks.to_csv(index=False, float_format="%.6g"))
        else:
            try:
                import pyarrow  # noqa: F401
            except ImportError:
                raise ToolFailure("writing .parquet needs the pyarrow package",
                                  hint="pip install pyarrow, or write .csv") from None
            import io

            buffer = io.BytesIO()
            blocks.to_parquet(buffer, index=False)
            write_atomically(path, buffer.getvalue())
    elif suffix == ".json":
        doc = {"schema": "bbprof.run-report/1",
               "summary": json.loads(table.to_json(orient="records")),
               "kernels": {name: json.loads(render_report(report, ".json"))
                           for name, report in zip(names, reports)}}
        write_atomically(path, json.dumps(doc, indent=1) + "\n")
    else:
        pages = []
        for i, (name, report) in enumerate(zip(names, reports)):
            page = path.with_name(_page_name(path, i, name))
            write_atomically(page, render_report(report, ".html", top=top))
            pages.append(page)
        write_atomically(path, _index_html(table, names, pages))
        return [path, *pages]
    return [path]


def _index_html(table: pd.DataFrame, names: list[str], pages: list[Path]) -> str:
    header, rows = summary_rows(table)
    link = {name: page.name for name, page in zip(names, pages)}
    esc = _html.escape
    body = ["<tr>" + "".join(f"<th>{esc(h)}</th>" for h in header) + "</tr>"]
    for row in rows:
        cells = [f'<td><a href="{esc(link[row[0]])}">{esc(row[0])}</a></td>']
        cells += [f'<td class="n">{esc(c)}</td>' for c in row[1:]]
        body.append("<tr>" + "".join(cells) + "</tr>")
    return ("<!doctype html><html><head><meta charset='utf-8'><title>bbprof run</title>"
            "<style>body{font-family:system-ui,sans-serif;margin:1.5em}"
            "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em}"
            "td.n{text-align:right;font-variant-numeric:tabular-nums}th{background:#eee}"
            "</style></head><body>"
            f"<h1>Program run: {len(names)} kernel(s)</h1>"
            "<p>Kernels by issued instructions; each name opens its own report.</p>"
            f"<table>{''.join(body)}</table></body></html>\n")
