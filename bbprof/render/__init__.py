"""Renderers: a ``Report`` (a Profile and its tables) to text, CSV, JSON, Parquet,
Markdown, HTML; a function's CFG to DOT/SVG; a static analysis to text, CSV, JSON,
Parquet (``static.py``); validation results to text. They never touch IR, drivers or
devices, and they decode nothing (a timeline comes decoded, ``Report.timeline_tables``);
the output format is the file's suffix."""

from __future__ import annotations

from pathlib import Path

from bbprof.analysis.report import Report
from bbprof.files import write_atomically
from bbprof.render.format import REPORT, output_format

SUFFIXES = REPORT


def render_report(report: Report, suffix: str, *, top: int = 20, **options) -> str | bytes:
    """The report in the format of ``suffix`` (``.html``, ``.md``, ``.csv``...)."""
    from bbprof.render import html, tables, text

    suffix = output_format(f"report{suffix}", REPORT, "a report")
    if suffix == ".html":
        return html.to_html(report, top=top, **options)
    if suffix == ".md":
        return tables.to_markdown(report, top=top)
    if suffix == ".csv":
        return tables.to_csv(report, options.get("table", "blocks"))
    if suffix == ".json":
        return tables.to_json(report)
    if suffix == ".parquet":
        return tables.to_parquet(report)
    return text.to_text(report, top=top)    # .txt


def write_report(report: Report, path: str | Path, *, top: int = 20, **options) -> None:
    """Render by the suffix of ``path``, then write it whole or not at all."""
    path = Path(path)
    write_atomically(path, render_report(report, path.suffix, top=top, **options))
