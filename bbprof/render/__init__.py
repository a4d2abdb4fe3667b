"""Renderers: a ``Report`` (a Profile and its tables) to text, CSV, JSON, Parquet,
Markdown, HTML; a function's CFG to DOT/SVG. They never touch IR, drivers or devices;
the output format is the file's suffix."""

from __future__ import annotations

from pathlib import Path

from bbprof.analysis.report import Report
from bbprof.errors import InputError
from bbprof.files import write_atomically

SUFFIXES = (".txt", ".md", ".csv", ".json", ".parquet", ".html")


def render_report(report: Report, suffix: str, *, top: int = 20, **options) -> str | bytes:
    """The report in the format of ``suffix`` (``.html``, ``.md``, ``.csv``...)."""
    from bbprof.render import html, tables, text

    suffix = suffix.lower()
    if suffix == ".html":
        return html.to_html(report, top=top, **options)
    if suffix == ".md":
        return tables.to_markdown(report, top=top)
    if suffix == ".csv":
        return tables.to_csv(report)
    if suffix == ".json":
        return tables.to_json(report)
    if suffix == ".parquet":
        return tables.to_parquet(report)
    if suffix == ".txt":
        return text.to_text(report, top=top)
    raise InputError(f"cannot write a report as '{suffix or 'no suffix'}'",
                     hint="use one of " + ", ".join(SUFFIXES))


def write_report(report: Report, path: str | Path, *, top: int = 20, **options) -> None:
    """Render by the suffix of ``path``, then write it whole or not at all."""
    path = Path(path)
    write_atomically(path, render_report(report, path.suffix, top=top, **options))
