"""The report in a terminal (rich): fits 100 columns, reads top to bottom at a glance."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table
from rich.text import Text

from bbprof.analysis.report import Report
from bbprof.render.format import GROUP_COLORS, compact, count, percent, ratio, source_line

WIDTH = 100


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
        t = f"kernel time (median): {s['kernel_ms_median']} ms instrumented"
        if s["baseline_ms_median"] is not None:
            t += f", {s['baseline_ms_median']} ms uninstrumented"
        lines.append(t)
    lines.append(f"{count(s['issued_total'])} {s['unit']} issued (per wave) in "
                 f"{s['blocks_executed']} of {s['blocks']} blocks; SIMD utilization "
                 f"{percent(s['simd_utilization'])}")
    return lines


def _bar(report: Report, function: str, width: int = 60) -> Text:
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
    if not report.breakdown.empty:
        console.print()
        console.print("[bold]Where the issued instructions go[/bold]")
        for fn in dict.fromkeys(report.breakdown.function):
            console.print(Text(f"{fn[:30]:<30} ") + _bar(report, fn))
        legend = Table.grid(padding=(0, 2))
        for _ in range(3):
            legend.add_column()
        cells = []
        main = list(dict.fromkeys(report.breakdown.function))[-1]
        for row in report.breakdown[report.breakdown.function == main].itertuples():
            cells.append(Text.assemble(("■ ", GROUP_COLORS[row.group]),
                                       f"{row.label} {percent(row.share)}"))
        for i in range(0, len(cells), 3):
            legend.add_row(*cells[i:i + 3])
        console.print(legend)
    console.print(_hot_table(report, top))
    if not report.loops.empty:
        console.print(_loop_table(report, top))
    if not report.lines.empty:
        console.print(_line_table(report, top))


def _hot_table(report: Report, top: int) -> Table:
    hot = report.hot_blocks(top)
    has_lines = hot.debug_location.notna().any()
    several = report.blocks.function.nunique() > 1
    columns = [("function", "left", 14), ("block", "left", 16), ("line", "left", 14),
               ("threads", "right", None), ("waves", "right", None), ("SIMD", "right", None),
               ("static", "right", None), ("issued", "right", None), ("share", "right", None),
               ("top categories", "left", None)]
    columns = [c for c in columns if (c[0] != "line" or has_lines)
               and (c[0] != "top categories" or report.categories)
               and (c[0] != "function" or several)]
    table = Table(title=f"Hot blocks (top {len(hot)} of {len(report.blocks)}, by issued "
                        f"{report.unit})", title_justify="left", width=WIDTH, pad_edge=False)
    for name, justify, width in columns:
        table.add_column(name, justify=justify, no_wrap=True, overflow="ellipsis",
                         max_width=width)
    for r in hot.itertuples():
        cells = {"function": r.function, "block": str(r.block),
                 "line": (r.debug_location or "").rsplit("/", 1)[-1],
                 "threads": compact(r.thread_hits), "waves": compact(r.wave_hits),
                 "SIMD": percent(r.simd_utilization), "static": str(int(r.static_total)),
                 "issued": compact(r.issued_total), "share": percent(r.share),
                 "top categories": _top(report, r)}
        table.add_row(*(cells[name] for name, _, _ in columns))
    return table


def _top(report: Report, row, n: int = 1) -> str:
    if not report.categories:
        return ""
    values = sorted(((c, getattr(row, f"static_{c}")) for c in report.categories),
                    key=lambda cv: -cv[1])
    total = sum(v for _, v in values)
    return " ".join(f"{c} {100 * v / total:.0f}%" for c, v in values[:n] if v) if total else ""


def _loop_table(report: Report, top: int) -> Table:
    table = Table(title="Loops (by issued instructions)", title_justify="left", width=WIDTH,
                  pad_edge=False)
    for name in ("function", "header", "depth", "line", "blocks", "entries", "iter/entry",
                 "issued", "share"):
        table.add_column(name, justify="left" if name in ("function", "header", "line")
                         else "right", no_wrap=True, overflow="ellipsis")
    for r in report.loops.head(top).itertuples():
        entries = ("≤ " if not r.entries_exact else "") + compact(r.entries)
        table.add_row(r.function, str(r.header), str(r.depth),
                      (r.debug_location or "").rsplit("/", 1)[-1], str(r.blocks), entries,
                      ratio(r.iterations_per_entry, 1), compact(r.issued_total),
                      percent(r.share))
    return table


def _line_table(report: Report, top: int) -> Table:
    table = Table(title="Source lines (by issued instructions)", title_justify="left",
                  width=WIDTH, pad_edge=False)
    for name in ("function", "file:line", "blocks", "threads", "issued", "share"):
        table.add_column(name, justify="left" if name in ("function", "file:line")
                         else "right", no_wrap=True, overflow="ellipsis")
    for r in report.lines.head(top).itertuples():
        table.add_row(r.function, source_line(r.file, r.line), str(r.blocks),
                      compact(r.thread_hits), compact(r.issued_total), percent(r.share))
    return table


def to_text(report: Report, *, top: int = 15, color: bool = False) -> str:
    """The terminal rendering as plain text (for files and tests)."""
    console = Console(width=WIDTH, record=True, color_system="truecolor" if color else None,
                      file=io.StringIO(), highlight=False)
    render(report, console, top=top)
    return console.export_text(styles=color)

