"""The report as one self-contained HTML file: no CDN, no library, SVG inline.

Summary, the overhead breakdown as a stacked bar (plain SVG), with a timeline the active
waves over time and the loop phases' time shares (``render/timeline.py``), hot-block, loop
and source line tables, each block's code (its IR and machine code, ``Report.listing``,
behind a link from its row) and the CFG picture of the kernels (SVG through Graphviz;
without a layout engine the DOT text is included with a note saying what to install).

One small inline script (``templates/tables.js.j2``) sorts a table by a click on its
header (numeric cells carry their number in ``data-v``: the text may say "12.6k"),
filters by function where the tables show more than one, and opens a block's code when
a link names it. Without it the page is the same page, unsorted and unfiltered. The CFG
pictures carry their own (``templates/cfg_views.j2``): wheel to zoom, drag to pan.
"""

from __future__ import annotations

import math
from importlib import resources

import jinja2

from bbprof import __version__
from bbprof.analysis.report import NO_COUNTS, Report
from bbprof.errors import ToolFailure
from bbprof.render.cfg import cfg_dot, overview_dot, render_svg
from bbprof.render.chart import breakdown_svg
from bbprof.render.format import count, heat_color, percent, ratio, source_line
from bbprof.render.text import _top, summary_lines


def _environment() -> jinja2.Environment:
    loader = jinja2.FunctionLoader(lambda name: resources.files("bbprof.render").joinpath(
        "templates", name).read_text())
    return jinja2.Environment(loader=loader, autoescape=True, keep_trailing_newline=True)


def render_page(template: str, **context) -> str:
    """A page of ``templates/`` (the report's style and table script included there):
    the sweep table (``bbprof.sweep.table``) is one."""
    return _environment().get_template(template).render(version=__version__, **context)


OVERVIEW_FROM = 25   # blocks: from this size on, a CFG gets an overview first


def cfg_views(report: Report, function: str, *, svg: bool = True,
              collapse_cold: float | None = None, by: str = "issued",
              options: dict | None = None) -> list[dict]:
    """The pictures of one function's CFG, the first one open. A small CFG is one detailed
    picture. A large one (a 69-block conv is 372x6213 pt in detail) opens with an overview
    scaled to fit the window (``render.cfg.overview_dot``: at most about 40 nodes, the
    hot loop's body kept), then every block in detail at full size, opened on demand
    (``cfg_views.j2``'s script zooms and pans both). ``options`` (cfg_dot's): one picture
    drawn so, instead."""
    blocks = len(report.blocks[report.blocks.function == function])
    if options:
        dots = [("", cfg_dot(report, function, by=by, **options), True, True)]
    elif blocks < OVERVIEW_FROM:
        dots = [("", cfg_dot(report, function, by=by, collapse_cold=collapse_cold), True,
                 True)]
    else:
        dots = [("Overview: hot blocks one line each, cold code and cold loops merged",
                 overview_dot(report, function, by=by), True, True),
                (f"Every block in detail ({blocks} blocks)",
                 cfg_dot(report, function, by=by, collapse_cold=collapse_cold), False, False)]
    views = []
    for title, dot, open_, fit in dots:
        view = {"title": title, "dot": dot, "svg": None, "message": "", "open": open_,
                "fit": fit}
        if svg:
            try:
                view["svg"] = render_svg(dot)
            except ToolFailure as exc:
                view["message"] = f"No CFG picture: {exc.one_line()}. The DOT text:"
        else:
            view["message"] = "CFG picture left out (--no-cfg). The DOT text:"
        views.append(view)
    return views


def cfg_sections(report: Report, functions: list[str] | None = None, *,
                 collapse_cold: float | None = None, svg: bool = True) -> list[dict]:
    """One CFG per function to show (default: the kernels, else the hottest function)."""
    if functions is None:
        functions = list(report.profile.block_map.kernels) or [
            report.functions.sort_values("issued_total", ascending=False).function.iloc[0]]
    return [{"function": fn, "views": cfg_views(report, fn, svg=svg,
                                                 collapse_cold=collapse_cold)}
            for fn in functions]


def cfg_page(report: Report, function: str, *, by: str = "issued",
             options: dict | None = None) -> str:
    """One function's CFG as a page of its own (``bbprof cfg -o cfg.html``)."""
    return _environment().get_template("cfg.html.j2").render(
        function=function, views=cfg_views(report, function, by=by, options=options),
        version=__version__)


def _shown_columns(rows: list[dict], columns: list[str]) -> list[str]:
    """The columns with something to show: one whose every cell is empty goes, and so
    does ``function`` when every row is of the same one."""
    shown = []
    for name in columns:
        values = {str(r[name]) for r in rows}
        if values <= {"", "-"} or name == "function" and len(values) <= 1:
            continue
        shown.append(name)
    return shown


HOT_COLUMNS = [("function", "function", False), ("block", "block", False),
               ("line", "source", False), ("thread_hits", "thread_hits", True),
               ("wave_hits", "wave_hits", True), ("simd", "SIMD util.", True),
               ("static", "static", True), ("issued", "issued", True),
               ("share", "share", True), ("top", "top categories", False)]
LOOP_COLUMNS = [("function", "function", False), ("header", "header", False),
                ("depth", "depth", True), ("line", "source", False),
                ("blocks", "blocks", True), ("entries", "entries", True),
                ("iterations", "iterations / entry", True), ("issued", "issued", True),
                ("share", "share", True)]
OP_COLUMNS = [("function", "function", False), ("line", "line", True), ("op", "op", False),
              ("source", "source", False), ("issued", "issued", True), ("share", "share", True),
              ("threads", "thread instr.", True), ("groups", "top groups", False),
              ("where", "in loop", False)]
LINE_COLUMNS = [("function", "function", False), ("where", "file:line", False),
                ("blocks", "blocks", True), ("threads", "thread_hits", True),
                ("issued", "issued", True), ("share", "share", True)]


def _table(table_id: str, anchor: str, title: str, columns: list[tuple[str, str, bool]],
           rows: list[dict]) -> dict:
    """A table for the template. A row: its cells' text by column key, ``raw`` (the
    numbers behind the numeric cells, which the page sorts by: a cell may say "12.6k"),
    ``fn`` (its function, for the filter) and ``code`` (column key -> the id of a block's
    code section the cell links to)."""
    shown = _shown_columns(rows, [key for key, _, _ in columns])
    return {"id": table_id, "anchor": anchor, "title": title, "rows": rows,
            "columns": [{"key": key, "header": header, "numeric": numeric}
                        for key, header, numeric in columns if key in shown]}


def code_id(function_index: int, block_id: int) -> str:
    """The HTML id of a block's code section: ``block-<function index>-<block id>``
    (function names may hold any character; indices are the block map's)."""
    return f"block-{function_index}-{block_id}"


def _number(value) -> int | str:
    """A raw number for a ``data-v`` attribute (six significant digits: it only sorts);
    empty for a missing value."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return value if isinstance(value, int) else f"{float(value):.6g}"


def _code_sections(report: Report, wanted: list[tuple[str, int]],
                   index: dict[str, int], multiple: bool) -> list[dict]:
    """One section per block the tables name: the block's numbers, its IR lines and its
    machine code (``Report.listing``), in function and block order."""
    blocks = report.blocks.set_index(["function", "block_id"])
    listing = (report.listing.set_index(["function", "block_id"])
               if not report.listing.empty else None)
    isa = report.isa.upper() if report.isa != "ir" else None
    sections = []
    for fn, block_id in sorted(set(wanted), key=lambda k: (index[k[0]], k[1])):
        b = blocks.loc[(fn, block_id)]
        facts = [f"{count(b.issued_total)} {report.unit} issued ({percent(b.share)})",
                 f"thread_hits {count(b.thread_hits)}", f"wave_hits {count(b.wave_hits)}",
                 f"{int(b.static_total)} {'instructions' if isa else 'IR instructions'} a run"]
        if b.loop_depth:
            facts.append(f"loop depth {int(b.loop_depth)}")
        if isinstance(b.debug_location, str) and b.debug_location:   # NaN: no location
            facts.append(b.debug_location)
        code = listing.loc[(fn, block_id)] if listing is not None and (
            fn, block_id) in listing.index else None
        machine = None if code is None else code.machine
        if isinstance(machine, float):      # NaN: no machine code for this function
            machine = None
        ir_lines = 0 if code is None else code.ir.count("\n") + 1
        sections.append({
            "id": code_id(index[fn], block_id), "fn": fn,
            "name": (f"@{fn} " if multiple else "") + str(b.block), "block_id": block_id,
            "facts": " · ".join(facts),
            "ir": None if code is None else code.ir, "ir_lines": ir_lines,
            "machine": machine, "isa": isa or "",
            "machine_instructions": 0 if code is None else int(code.machine_instructions),
            "machine_note": ("" if machine is not None else
                             "no machine code: host code (counts are IR instructions)"
                             if report.profile.block_map.target.kind == "host" else
                             "no machine code: the report has no static mix of its own "
                             "(bbprof report compiles it from the IR with --arch)"),
        })
    return sections


def _timeline(report: Report) -> dict | None:
    if report.profile.timeline is None:
        return None
    from bbprof.render.timeline import timeline_section

    return timeline_section(report.profile, report.timeline_tables())


NO_LISTING = ("The report was made without the kernel's IR, so the blocks' code is not "
              "shown: bbprof report finds the IR the profile carries, --ir, or the block "
              "map's input file.")


def to_html(report: Report, *, top: int = 25, cfgs: list[dict] | None = None) -> str:
    if not report.counted:   # --counters none: the summary and the timeline
        return _environment().get_template("report.html.j2").render(
            title=", ".join(report.profile.block_map.kernels) or "host functions",
            summary_lines=summary_lines(report), notes=report.notes, chart=None,
            tables=[], no_counts=NO_COUNTS, timeline=_timeline(report), cfgs=[],
            functions=[], code=[], version=__version__,
            sha=report.profile.block_map.input_sha256[:16])
    hot = report.hot_blocks(top)
    biggest = float(report.blocks.issued_total.max()) if len(report.blocks) else 0.0
    index = {f.name: i for i, f in enumerate(report.profile.block_map.functions)}
    functions = list(dict.fromkeys(report.breakdown.function))
    rows = []
    for label in dict.fromkeys(report.breakdown.label):
        part = report.breakdown[report.breakdown.label == label]
        rows.append({"label": label, "cells": [(percent(v), _number(v)) for v in part.share]})
    hot_rows = [{"function": r.function, "block": r.block, "line": r.debug_location or "",
                 "thread_hits": f"{int(r.thread_hits):,}", "wave_hits": f"{int(r.wave_hits):,}",
                 "simd": percent(r.simd_utilization), "static": int(r.static_total),
                 "issued": f"{int(r.issued_total):,}", "share": percent(r.share),
                 "top": _top(report, r, 3),
                 "color": heat_color(r.issued_total / biggest if biggest else 0.0),
                 "fn": r.function, "code": {"block": code_id(index[r.function], r.block_id)},
                 "raw": {"thread_hits": int(r.thread_hits), "wave_hits": int(r.wave_hits),
                         "simd": _number(r.simd_utilization), "static": int(r.static_total),
                         "issued": int(r.issued_total), "share": _number(r.share)}}
                for r in hot.itertuples()]
    loop_rows = [{"function": r.function, "header": r.header, "depth": r.depth,
                  "line": r.debug_location or "", "blocks": r.blocks,
                  "entries": f"{int(r.entries):,}" + ("" if r.entries_exact else " (at most)"),
                  "iterations": ratio(r.iterations_per_entry, 2),
                  "issued": f"{int(r.issued_total):,}", "share": percent(r.share),
                  "fn": r.function, "code": {"header": code_id(index[r.function], r.header_id)},
                  "raw": {"depth": int(r.depth), "blocks": int(r.blocks),
                          "entries": int(r.entries),
                          "iterations": _number(r.iterations_per_entry),
                          "issued": int(r.issued_total), "share": _number(r.share)}}
                 for r in report.loops.itertuples()]
    line_rows = [{"function": r.function, "where": source_line(r.file, r.line, short=False),
                  "blocks": r.blocks,
                  "threads": count(r.thread_hits), "issued": f"{int(r.issued_total):,}",
                  "share": percent(r.share), "fn": r.function, "code": {},
                  "raw": {"blocks": int(r.blocks), "threads": int(r.thread_hits),
                          "issued": int(r.issued_total), "share": _number(r.share)}}
                 for r in report.lines.head(top).itertuples()]
    op_rows = []
    if not report.ops.empty:
        from bbprof.analysis.ops import display_rows

        op_rows = [{**r, "issued": f"{r['issued']:,}", "share": percent(r["share"]),
                    "threads": count(r["threads"]), "fn": r["function"], "code": {},
                    "raw": {"line": r["line"], "issued": r["issued"],
                            "share": _number(r["share"]), "threads": r["threads"]}}
                   for r in display_rows(report.ops, top, groups=3)]
    executed = int((report.blocks.thread_hits > 0).sum())
    tables = [_table("hot-table", "hot-blocks", f"Hot blocks (top {len(hot_rows)} of {executed} that ran, "
                                  f"{len(report.blocks)} in all; by issued {report.unit})",
                     HOT_COLUMNS, hot_rows)]
    if loop_rows:
        tables.append(_table("loop-table", "loops", "Loops", LOOP_COLUMNS, loop_rows))
    if op_rows:
        tables.append(_table("op-table", "mlir-ops", f"MLIR ops of {report.op_index.name}",
                             OP_COLUMNS, op_rows))
    if line_rows:
        tables.append(_table("line-table", "lines", "Source lines", LINE_COLUMNS, line_rows))
    shown = list(dict.fromkeys(r["fn"] for t in tables for r in t["rows"]))
    shown.sort(key=index.get)
    wanted = [(r["function"], int(r["block_id"])) for r in hot.to_dict("records")]
    wanted += [(r.function, int(r.header_id)) for r in report.loops.itertuples()]
    context = {
        "title": ", ".join(report.profile.block_map.kernels) or "host functions",
        "summary_lines": summary_lines(report), "notes": report.notes,
        "chart": breakdown_svg(report.breakdown), "breakdown_functions": functions,
        "breakdown_rows": rows, "tables": tables,
        "functions": shown if len(shown) > 1 else [],
        "code": _code_sections(report, wanted, index, len(shown) > 1),
        "no_listing": NO_LISTING if report.listing.empty else "",
        "timeline": _timeline(report),
        "cfgs": cfgs if cfgs is not None else cfg_sections(report),
        "version": __version__, "sha": report.profile.block_map.input_sha256[:16],
    }
    return _environment().get_template("report.html.j2").render(**context)
