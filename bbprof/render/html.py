"""The report as one self-contained HTML file: no scripts, no CDN, SVG inline.

Summary, the overhead breakdown as a stacked bar (plain SVG), hot-block, loop and source
line tables, and the CFG picture of the kernels (SVG through Graphviz; without a layout
engine the DOT text is included with a note saying what to install).
"""

from __future__ import annotations

from importlib import resources

import jinja2

from bbprof import __version__
from bbprof.analysis.report import Report
from bbprof.errors import ToolFailure
from bbprof.render.cfg import cfg_dot, render_svg
from bbprof.render.chart import breakdown_svg
from bbprof.render.format import count, heat_color, percent, ratio, source_line
from bbprof.render.text import _top, summary_lines


def _environment() -> jinja2.Environment:
    loader = jinja2.FunctionLoader(lambda name: resources.files("bbprof.render").joinpath(
        "templates", name).read_text())
    return jinja2.Environment(loader=loader, autoescape=True, keep_trailing_newline=True)


def cfg_sections(report: Report, functions: list[str] | None = None, *,
                 collapse_cold: float | None = None, svg: bool = True) -> list[dict]:
    """One CFG per function to show (default: the kernels, else the hottest function)."""
    if functions is None:
        functions = list(report.profile.block_map.kernels) or [
            report.functions.sort_values("issued_total", ascending=False).function.iloc[0]]
    sections = []
    for fn in functions:
        big = len(report.blocks[report.blocks.function == fn]) > 150
        dot = cfg_dot(report, fn, collapse_cold=collapse_cold if collapse_cold is not None
                      else (0.01 if big else None))
        section = {"function": fn, "dot": dot, "svg": None, "message": ""}
        if svg:
            try:
                section["svg"] = render_svg(dot)
            except ToolFailure as exc:
                section["message"] = f"No CFG picture: {exc.one_line()}. The DOT text:"
        else:
            section["message"] = "CFG picture left out (--no-cfg). The DOT text:"
        sections.append(section)
    return sections


def to_html(report: Report, *, top: int = 25, cfgs: list[dict] | None = None) -> str:
    hot = report.hot_blocks(top)
    biggest = float(report.blocks.issued_total.max()) if len(report.blocks) else 0.0
    functions = list(dict.fromkeys(report.breakdown.function))
    rows = []
    for label in dict.fromkeys(report.breakdown.label):
        part = report.breakdown[report.breakdown.label == label]
        rows.append({"label": label, "cells": [percent(v) for v in part.share]})
    context = {
        "title": ", ".join(report.profile.block_map.kernels) or "host functions",
        "summary_lines": summary_lines(report), "notes": report.notes,
        "chart": breakdown_svg(report.breakdown), "breakdown_functions": functions,
        "breakdown_rows": rows, "unit": report.unit, "n_blocks": len(report.blocks),
        "hot": [{"function": r.function, "block": r.block, "line": r.debug_location or "",
                 "thread_hits": f"{int(r.thread_hits):,}", "wave_hits": f"{int(r.wave_hits):,}",
                 "simd": percent(r.simd_utilization), "static": int(r.static_total),
                 "issued": f"{int(r.issued_total):,}", "share": percent(r.share),
                 "top": _top(report, r, 3),
                 "color": heat_color(r.issued_total / biggest if biggest else 0.0)}
                for r in hot.itertuples()],
        "loops": [{"function": r.function, "header": r.header, "depth": r.depth,
                   "line": r.debug_location or "", "blocks": r.blocks,
                   "entries": f"{int(r.entries):,}" + ("" if r.entries_exact else " (at most)"),
                   "iterations": ratio(r.iterations_per_entry, 2),
                   "issued": f"{int(r.issued_total):,}", "share": percent(r.share)}
                  for r in report.loops.itertuples()],
        "lines": [{"function": r.function, "where": source_line(r.file, r.line, short=False), "blocks": r.blocks,
                   "threads": count(r.thread_hits), "issued": f"{int(r.issued_total):,}",
                   "share": percent(r.share)} for r in report.lines.head(top).itertuples()],
        "cfgs": cfgs if cfgs is not None else cfg_sections(report),
        "version": __version__, "sha": report.profile.block_map.input_sha256[:16],
    }
    return _environment().get_template("report.html.j2").render(**context)
