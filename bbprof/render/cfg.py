"""A function's CFG as Graphviz DOT, blocks colored by heat; SVG through a layout engine.

Nodes are IR blocks with an HTML-like label: name, thread/wave hits, SIMD utilization,
issued instructions and their share, and the block's top categories. Fill color is the
block's heat (issued instructions, or ``thread_hits`` with ``by="hits"``) relative to the
function's hottest block. Back edges (latch -> header of a natural loop) are dashed and
blue; loop nests are nested clusters. Large CFGs stay legible on request:
``collapse_loops=d`` draws every loop of depth >= d as one node, ``collapse_cold=f``
merges connected blocks (within one loop) whose heat is below ``f`` x the hottest into one
"cold region" node. A block compile-time constants rule out (``statically_dead``) is
drawn as such, in grey, and never merged into a cold region: its 0 is known, not
measured.

The layout is Graphviz's: ``graphviz-pure`` (PyPI; renders HTML-like labels offline), or
a system ``dot``; ``$BBPROF_DOT`` names another program with dot's flags.
"""

from __future__ import annotations

from types import SimpleNamespace

import os
import shutil
import subprocess
import sys
from html import escape
from pathlib import Path

import pandas as pd

from bbprof.analysis.report import Report
from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import LoopInfo
from bbprof.render.format import count, heat_color, percent, ratio

# constraint=false: a back edge does not rank its ends, so the entry is on top and the exit
# at the bottom whatever order dot meets the blocks in (clusters are written first)
BACK_EDGE = 'style=dashed, color="#2050c0", penwidth=1.6, constraint=false'


def _innermost(loops: tuple[LoopInfo, ...]) -> dict[int, LoopInfo]:
    inner: dict[int, LoopInfo] = {}
    for loop in sorted(loops, key=lambda lp: lp.depth):
        for b in loop.body:
            inner[b] = loop
    return inner


def cfg_dot(report: Report, function: str, *, by: str = "issued",
            collapse_loops: int | None = None, collapse_cold: float | None = None,
            compact: bool = False) -> str:
    """DOT text of one function's CFG (see the module text for the options).
    ``compact``: one line a node (name, issued share), for overviews of large CFGs."""
    if by not in ("issued", "hits"):
        raise InputError(f"--by must be 'issued' or 'hits', not '{by}'")
    fn = report.profile.block_map.function(function)
    rows = report.blocks[report.blocks.function == function].set_index("block_id")
    heat_col = "issued_total" if by == "issued" else "thread_hits"
    heat = rows[heat_col].astype(float)
    hottest = float(heat.max()) if len(heat) else 0.0
    structure_only = int(rows["thread_hits"].sum()) == 0
    by_header = {lp.header: lp for lp in fn.loops}
    inner = _innermost(fn.loops)
    names = {b.id: b.name for b in fn.blocks}
    dead = {b.id for b in fn.blocks if b.statically_dead}

    # which node each block is drawn as
    node_of = {b.id: f"b{b.id}" for b in fn.blocks}
    collapsed: dict[str, dict] = {}
    if collapse_loops is not None:
        for loop in sorted(fn.loops, key=lambda lp: lp.depth):
            if loop.depth >= collapse_loops and all(
                    not node_of[b].startswith("loop") for b in loop.body):
                key = f"loop{loop.header}"
                for b in loop.body:
                    node_of[b] = key
                collapsed[key] = {"kind": "loop", "loop": loop, "members": list(loop.body)}
    if collapse_cold is not None and hottest > 0:
        cold = {b for b, n in node_of.items() if n.startswith("b")
                and heat[b] < collapse_cold * hottest and b not in dead}
        predecessors: dict[int, set[int]] = {}
        for p in fn.blocks:
            for s in p.successors:
                predecessors.setdefault(s, set()).add(p.id)
        seen: set[int] = set()
        for start in sorted(cold):
            if start in seen:
                continue
            component, stack = [], [start]
            seen.add(start)
            while stack:
                b = stack.pop()
                component.append(b)
                neighbours = set(fn.blocks[b].successors) | predecessors.get(b, set())
                for n in neighbours:
                    if n in cold and n not in seen and inner.get(n) is inner.get(start):
                        seen.add(n)
                        stack.append(n)
            if len(component) > 1:
                key = f"cold{min(component)}"
                for b in component:
                    node_of[b] = key
                collapsed[key] = {"kind": "cold", "members": sorted(component)}

    lines = [f'digraph "{escape(function)}" {{',
             '  graph [fontname="Helvetica", fontsize=11, rankdir=TB, '
             f'nodesep={0.15 if compact else 0.25}, ranksep={0.1 if compact else 0.35}, '
             'labeljust=l];',
             '  node [shape=plain, fontname="Helvetica", fontsize=10];',
             '  edge [color="#555555", arrowsize=0.7];']
    title = (f"{function}: {report.unit}, heat = "
             f"{'issued instructions' if by == 'issued' else 'thread_hits'}"
             if not structure_only else f"{function}: structure only (no counts)")
    lines.append(f'  label=<{escape(title)}>; labelloc=t;')

    def node_line(node: str, label: str, fill: str, indent: str) -> str:
        return (f'{indent}{node} [label=<<table border="1" cellborder="0" cellspacing="0" '
                f'cellpadding="{1 if compact else 2}" bgcolor="{fill}">{label}</table>>];')

    raw = rows.to_dict("index")     # plain values: a pandas row lookup per block was slow
    records = {b: SimpleNamespace(**r) for b, r in raw.items()}
    heat_of = heat.fillna(0.0).to_dict()

    def block_label(b: int) -> str:
        r = records[b]
        # the block's index in the ink of the rest: grey was unreadable on hot (red) fills
        if compact:
            share = "" if structure_only else f" {percent(r.share)}"
            return (f'<tr><td align="left"><b>{escape(str(names[b]))}</b>'
                    f'<font point-size="8"> #{b}</font>{share}</td></tr>')
        cells = [f'<tr><td align="left"><b>{escape(str(names[b]))}</b> '
                 f'<font point-size="9">#{b}</font></td></tr>']
        if structure_only:
            cells.append(f'<tr><td align="left">{int(r.ir_instructions)} IR instr.</td></tr>')
            return "".join(cells)
        if b in dead:
            cells.append('<tr><td align="left"><i>statically dead: compile-time constants '
                         'rule it out</i></td></tr>')
            return "".join(cells)
        cells.append(f'<tr><td align="left">threads {count(r.thread_hits)} · waves '
                     f'{count(r.wave_hits)} · SIMD {percent(r.simd_utilization)}</td></tr>')
        cells.append(f'<tr><td align="left">issued {count(r.issued_total)} '
                     f'({percent(r.share)})</td></tr>')
        top = _top_categories(raw[b], report.categories)
        if top:
            cells.append(f'<tr><td align="left"><font point-size="9">{escape(top)}</font>'
                         '</td></tr>')
        return "".join(cells)

    def group_label(key: str) -> str:
        info = collapsed[key]
        members = info["members"]
        issued = int(rows.loc[members, "issued_total"].sum())
        share = float(rows.loc[members, "share"].sum())
        if info["kind"] == "loop":
            loop = info["loop"]
            loops = report.loops[(report.loops.function == function)
                                 & (report.loops.header_id == loop.header)]
            iters = ratio(loops.iloc[0].iterations_per_entry, 1) if len(loops) else "-"
            head = (f'<tr><td align="left"><b>loop {escape(str(names[loop.header]))}</b> '
                    f'(depth {loop.depth}, {len(members)} blocks)</td></tr>')
            if compact:
                return (f'<tr><td align="left"><b>loop {escape(str(names[loop.header]))}'
                        f'</b> {len(members)} blocks'
                        + ("" if structure_only else f' {percent(share)} · {iters} iter/entry')
                        + '</td></tr>')
            body = (f'<tr><td align="left">issued {count(issued)} ({percent(share)}) · '
                    f'{iters} iter/entry</td></tr>')
        else:
            head = f'<tr><td align="left"><b>{len(members)} cold blocks</b></td></tr>'
            body = f'<tr><td align="left">issued {count(issued)} ({percent(share)})</td></tr>'
        return head + ("" if structure_only else body)

    def fill_of(members: list[int]) -> str:
        if set(members) <= dead:
            return "#dddddd"
        if structure_only or hottest <= 0:
            return "#f4f4f4"
        return heat_color(float(heat_of[members[0]]) / hottest if len(members) == 1
                          else float(max(heat_of[m] for m in members)) / hottest)

    # nodes, inside nested loop clusters: each block's and each loop's cluster first (one
    # pass each: a pass per loop over every block was quadratic, 18 s at 16k blocks)
    placed: set[str] = set()
    blocks_in: dict[int | None, list] = {}     # id(loop) or None -> its blocks, in order
    for b in fn.blocks:
        node = node_of[b.id]
        home = inner.get(b.id)
        if node in collapsed and collapsed[node]["kind"] == "loop":
            home = by_header.get(collapsed[node]["loop"].parent)
        blocks_in.setdefault(None if home is None else id(home), []).append(b)
    loops_in: dict[int | None, list] = {}      # id(loop) or None -> its child loops
    for child in fn.loops:
        parent = by_header.get(child.parent) if child.parent is not None else None
        loops_in.setdefault(None if parent is None else id(parent), []).append(child)

    def emit(loop: dict | None, indent: str) -> None:
        key = None if loop is None else id(loop)
        for b in blocks_in.get(key, ()):
            node = node_of[b.id]
            if node in placed:
                continue
            placed.add(node)
            if node in collapsed:
                lines.append(node_line(node, group_label(node),
                                       fill_of(collapsed[node]["members"]), indent))
            else:
                lines.append(node_line(node, block_label(b.id), fill_of([b.id]), indent))
        for child in loops_in.get(key, ()):
            if node_of[child.header].startswith("loop"):
                continue
            lines.append(f'{indent}subgraph cluster_loop{child.header} {{')
            lines.append(f'{indent}  label=<loop {escape(str(names[child.header]))} '
                         f'(depth {child.depth})>; style="rounded,dashed"; '
                         f'color="#2050c0"; fontcolor="#2050c0";')
            emit(child, indent + "  ")
            lines.append(f"{indent}}}")

    emit(None, "  ")
    back = {(latch, lp.header) for lp in fn.loops for latch in lp.latches}
    drawn: set[tuple[str, str]] = set()
    for b in fn.blocks:
        for s in b.successors:
            a, z = node_of[b.id], node_of[s]
            # Blocks collapsed into one node hide their inner edges; a block's own back
            # edge (a single-block loop, often the hottest one) is drawn.
            if (a == z and b.id != s) or (a, z) in drawn:
                continue
            drawn.add((a, z))
            style = f" [{BACK_EDGE}]" if (b.id, s) in back else ""
            lines.append(f"  {a} -> {z}{style};")
    # the function's exits below its loops (dot ranks an early exit beside a loop, where
    # a reader looks for the loop's body): an invisible edge from every latch to each exit
    exits = sorted({node_of[b.id] for b in fn.blocks if not b.successors
                    and inner.get(b.id) is None}, key=lambda n: (len(n), n))
    latches = sorted({node_of[latch] for latch, _ in back}, key=lambda n: (len(n), n))
    for a in latches:
        for z in exits:
            if a != z and (a, z) not in drawn:
                lines.append(f"  {a} -> {z} [style=invis];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _top_categories(row, categories: list[str], n: int = 3) -> str:
    if not categories:
        return ""
    prefix = "issued_" if row.get("issued_total", 0) else "static_"
    values = [(c, int(row.get(f"{prefix}{c}", 0))) for c in categories]
    total = sum(v for _, v in values)
    values = sorted((v for v in values if v[1] > 0), key=lambda cv: -cv[1])[:n]
    return " ".join(f"{c} {100 * v / total:.0f}%" for c, v in values) if total else ""


def layout_engine() -> list[str] | None:
    """The command that lays out DOT: $BBPROF_DOT, graphviz-pure, or Graphviz's dot."""
    if os.environ.get("BBPROF_DOT"):
        return [os.environ["BBPROF_DOT"]]
    scripts = Path(sys.executable).parent
    for name in ("graphviz-pure", "dot"):
        found = shutil.which(name) or (str(scripts / name) if (scripts / name).exists()
                                       else None)
        if found:
            return [found]
    return None


def render_svg(dot: str, *, timeout: float = 300) -> str:
    """SVG of DOT text; ``ToolFailure`` with what to install when no engine can run."""
    engine = layout_engine()
    if engine is None:
        raise ToolFailure("no Graphviz layout engine to make SVG",
                          hint="pip install graphviz-pure (or install Graphviz's dot), or "
                               "write .dot")
    try:
        done = subprocess.run([*engine, "-Tsvg"], input=dot.encode(), capture_output=True,
                              timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ToolFailure(f"{engine[0]} failed: {exc}", hint="write .dot instead") from None
    if done.returncode != 0 or b"<svg" not in done.stdout:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        raise ToolFailure(f"{engine[0]} failed (exit {done.returncode}): "
                          f"{message[-1] if message else 'no SVG'}",
                          hint="write .dot instead")
    svg = done.stdout.decode()
    return svg[svg.index("<svg"):]
