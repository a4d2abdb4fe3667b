"""The report in a terminal (rich): fits the terminal, reads top to bottom at a glance.

Tables take the console's width: numbers (the right-aligned columns) keep the width of
their widest cell and are never wrapped or cut; text columns (function, block, line) wrap
when the terminal is narrow. Printed to a file or pipe the width is 100 (or $COLUMNS)."""

from __future__ import annotations

import io
import os

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from bbprof.analysis.report import NO_COUNTS, Report
from bbprof.render.format import (GROUP_COLORS, compact, count, milliseconds, percent, ratio,
                                  source_line)

WIDTH = 100


def terminal_console(**options) -> Console:
    """A console as wide as the terminal; 100 columns (or $COLUMNS) for a file or pipe."""
    console = Console(**options)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console = Console(width=WIDTH, **options)
    return console


def fitted_table(title: str, columns: list[tuple[str, str]], rows: list[list[str]], *,
                 width: int | None = None, optional: tuple[str, ...] = ()) -> Table:
    """A table that fits the console it is printed on. ``columns``: (name, justify);
    right-justified columns hold numbers: never wrapped, never cut. Left-justified ones
    hold text and wrap (folding long names) when the console is narrow. When even the
    numbers and the shortest text do not fit ``width``, the ``optional`` columns go."""
    def minimum(i: int, name: str, justify: str) -> int:
        if justify == "right":
            return max([len(name)] + [len(row[i]) for row in rows])
        return max(len(word) for word in name.split())

    keep = list(range(len(columns)))
    for name in optional:
        needed = sum(minimum(i, *columns[i]) + 2 for i in keep) - 2   # 2: pad + rule
        if width is None or needed <= width:
            break
        keep = [i for i in keep if columns[i][0] != name]
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False,
                  show_edge=False, padding=(0, 1, 0, 0))
    for i in keep:
        name, justify = columns[i]
        table.add_column(name, justify=justify, no_wrap=justify == "right",
                         overflow="fold", min_width=minimum(i, name, justify))
    for row in rows:
        table.add_row(*(row[i] for i in keep))
    return table


def summary_lines(report: Report) -> list[str]:
    s = report.summary()
    head = ", ".join(s["kernels"]) or ", ".join(report.functions.function)
    where = " on ".join(x for x in (s["arch"], s["device"]) if x)
    lines = [f"{head}" + (f"  ({where})" if where else "")]
    shapes = "; ".join(f"grid {'x'.join(map(str, r['grid']))} x block "
                       f"{'x'.join(map(str, r['block']))}, {r['launches']} launch(es)"
                       for r in s["launch_shapes"])
    if shapes:
        lines.append(shapes)
    if s["kernel_ms_median"] is not None:
        t = f"kernel time (median): {milliseconds(s['kernel_ms_median'])} instrumented"
        if s["baseline_ms_median"] is not None:
            t += f", {milliseconds(s['baseline_ms_median'])} uninstrumented"
        lines.append(t)
    dead = (f" ({s['blocks_statically_dead']} statically dead: compile-time constants "
            "rule them out)" if s["blocks_statically_dead"] else "")
    if s.get("counted", True):
        lines.append(f"{count(s['issued_total'])} {s['unit']} issued (per wave) in "
                     f"{s['blocks_executed']} of {s['blocks']} blocks{dead}; SIMD "
                     f"utilization {percent(s['simd_utilization'])}")
    return lines


def _bar(report: Report, function: str, width: int = 60) -> Text:
    width = max(width, 10)
    rows = report.breakdown[report.breakdown.function == function]
    bar = Text()
    used = 0
    for row in rows.itertuples():
        cells = round(row.share * width)
        cells = min(cells, width - used)
        if cells > 0:
            bar.append("█" * cells, style=GROUP_COLORS[row.group])
            used += cells
    return bar


def render(report: Report, console: Console, *, top: int = 15) -> None:
    for line in summary_lines(report):
        console.print(line, highlight=False)
    for note in report.notes:
        console.print(f"[dim]note: {note}[/dim]", highlight=False)
    if not report.counted:   # --counters none: say so where the tables would be
        console.print()
        console.print(NO_COUNTS, highlight=False)
        return
    if not report.breakdown.empty:
        console.print()
        console.print("[bold]Where the issued instructions go[/bold]")
        names = list(dict.fromkeys(report.breakdown.function))
        label = min(30, max(len(fn) for fn in names))
        for fn in names:
            console.print(Text(f"{fn[:label]:<{label}} ")
                          + _bar(report, fn, min(60, console.width - label - 1)))
        cells = []
        main = list(dict.fromkeys(report.breakdown.function))[-1]
        for row in report.breakdown[report.breakdown.function == main].itertuples():
            cells.append(Text.assemble(("■ ", GROUP_COLORS[row.group]),
                                       f"{row.label} {percent(row.share)}"))
        per_row = next((n for n in (3, 2) if _grid_width(cells, n) <= console.width), 1)
        legend = Table.grid(padding=(0, 2))
        for _ in range(per_row):
            legend.add_column()
        for i in range(0, len(cells), per_row):
            legend.add_row(*cells[i:i + per_row])
        console.print(legend)
    if not report.machine.empty:
        main = list(dict.fromkeys(report.machine.function))[-1]
        rows = report.machine[report.machine.function == main]
        console.print()
        console.print(f"[bold]What the machine issued[/bold] (SASS, "
                      f"{int(rows.issued.sum()):,} warp instructions: the issue model)")
        console.print("  " + ", ".join(f"{r.label} {percent(r.share)}"
                                       for r in rows.itertuples() if r.issued),
                      highlight=False)
    console.print(_hot_table(report, top, console.width))
    if not report.loops.empty:
        console.print(_loop_table(report, top, console.width))
    if not report.ops.empty:
        console.print(_op_table(report, top, console.width))
    if not report.lines.empty:
        console.print(_line_table(report, top, console.width))


def _grid_width(cells: list[Text], per_row: int) -> int:
    """Width of ``cells`` laid out ``per_row`` a row, 2 columns of padding between."""
    columns = [max(c.cell_len for c in cells[i::per_row]) for i in range(per_row)]
    return sum(columns) + 2 * (per_row - 1)


def _hot_table(report: Report, top: int, width: int | None = None) -> Table:
    hot = report.hot_blocks(top)
    has_lines = hot.debug_location.notna().any()
    several = report.blocks.function.nunique() > 1
    columns = [("function", "left"), ("block", "left"), ("line", "left"),
               ("threads", "right"), ("waves", "right"), ("SIMD", "right"),
               ("static", "right"), ("issued", "right"), ("share", "right"),
               ("top categories", "left")]
    columns = [c for c in columns if (c[0] != "line" or has_lines)
               and (c[0] != "top categories" or report.categories)
               and (c[0] != "function" or several)]
    rows = []
    for r in hot.itertuples():
        cells = {"function": r.function, "block": str(r.block),
                 "line": (r.debug_location or "").rsplit("/", 1)[-1],
                 "threads": compact(r.thread_hits), "waves": compact(r.wave_hits),
                 "SIMD": percent(r.simd_utilization), "static": str(int(r.static_total)),
                 "issued": compact(r.issued_total), "share": percent(r.share),
                 "top categories": _top(report, r)}
        rows.append([cells[name] for name, _ in columns])
    return fitted_table(f"Hot blocks (top {len(hot)} of {len(report.blocks)}, by issued "
                        f"{report.unit})", columns, rows, width=width,
                        optional=("top categories", "line"))


def _top(report: Report, row, n: int = 1) -> str:
    if not report.categories:
        return ""
    values = sorted(((c, getattr(row, f"static_{c}")) for c in report.categories),
                    key=lambda cv: -cv[1])
    total = sum(v for _, v in values)
    return " ".join(f"{c} {100 * v / total:.0f}%" for c, v in values[:n] if v) if total else ""


def _loop_table(report: Report, top: int, width: int | None = None) -> Table:
    columns = [(name, "left" if name in ("function", "header", "line") else "right")
               for name in ("function", "header", "depth", "line", "blocks", "entries",
                            "iter/entry", "issued", "share")]
    rows = []
    for r in report.loops.head(top).itertuples():
        entries = ("≤ " if not r.entries_exact else "") + compact(r.entries)
        rows.append([r.function, str(r.header), str(r.depth),
                     (r.debug_location or "").rsplit("/", 1)[-1], str(r.blocks), entries,
                     ratio(r.iterations_per_entry, 1), compact(r.issued_total),
                     percent(r.share)])
    return fitted_table("Loops (by issued instructions)", columns, rows, width=width,
                        optional=("line", "function"))


def _line_table(report: Report, top: int, width: int | None = None) -> Table:
    columns = [(name, "left" if name in ("function", "file:line") else "right")
               for name in ("function", "file:line", "blocks", "threads", "issued", "share")]
    rows = [[r.function, source_line(r.file, r.line), str(r.blocks),
             compact(r.thread_hits), compact(r.issued_total), percent(r.share)]
            for r in report.lines.head(top).itertuples()]
    return fitted_table("Source lines (by issued instructions)", columns, rows, width=width,
                        optional=("function",))


def _op_table(report: Report, top: int, width: int | None = None) -> Table:
    from bbprof.analysis.ops import attributed_share, display_rows

    ops = report.ops
    columns = [("function", "left"), ("line", "right"), ("op", "left"), ("issued", "right"),
               ("share", "right"), ("threads", "right"), ("top groups", "left"),
               ("in loop", "left")]
    if ops.function.nunique() <= 1:
        columns = columns[1:]
    rows = []
    for r in display_rows(ops, top):
        cells = {"function": r["function"], "line": str(r["line"]), "op": r["op"],
                 "issued": compact(r["issued"]), "share": percent(r["share"]),
                 "threads": compact(r["threads"]), "top groups": r["groups"],
                 "in loop": r["where"]}
        rows.append([cells[name] for name, _ in columns])
    name = report.op_index.name if report.op_index is not None else "the op index"
    return fitted_table(f"MLIR ops of {name} (by issued {report.unit}; "
                        f"{percent(attributed_share(ops))} on an op)", columns, rows,
                        width=width, optional=("in loop", "threads", "function"))


def to_text(report: Report, *, top: int = 15, color: bool = False) -> str:
    """The terminal rendering as plain text (for files and tests)."""
    console = Console(width=WIDTH, record=True, color_system="truecolor" if color else None,
                      file=io.StringIO(), highlight=False)
    render(report, console, top=top)
    return console.export_text(styles=color)

