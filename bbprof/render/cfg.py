"""A function's CFG as Graphviz DOT, blocks colored by heat; SVG through a layout engine.

Nodes are IR blocks with an HTML-like label: name, thread/wave hits, SIMD utilization,
issued instructions and their share, and the block's top categories. Fill color is the
block's heat (issued instructions, or ``thread_hits`` with ``by="hits"``) relative to the
function's hottest block. A block no thread entered (``thread_hits`` 0 in a profile with
counts) is drawn grey with a dashed border and says "never ran"; a block compile-time
constants rule out (``statically_dead``) is darker grey, dotted, and says so: its 0 is
known, not measured.

Edges carry their ``thread_hits`` where the profile knows them (``analysis/edges.py``:
decoded from a spanning-tree profile, or derived from the block counts by conservation)
and are drawn wider the more threads took them; an edge with no number is one the counts
leave open. The *hot path*, from the entry along the forward edge most threads took at
each step, is drawn red; a back edge (latch -> header of a natural loop) is dashed and
blue, and loop nests are nested clusters.

Large CFGs (``render/cfg_nodes.py`` says which blocks each node stands for):
``collapse_loops=d`` draws every loop of depth >= d as one node, ``collapse_cold=f``
merges connected blocks (within one loop) whose heat is below ``f`` x the hottest into one
"cold region" node, and ``overview_dot`` draws a picture of at most about 40 one-line
nodes whose nodes go where the issued instructions go: the hottest loop keeps its body,
cold loops are one node with their share and trip counts, cold code a few regions.

The layout is Graphviz's: ``graphviz-pure`` (PyPI; renders HTML-like labels offline), or
a system ``dot``; ``$BBPROF_DOT`` names another program with dot's flags.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from html import escape
from pathlib import Path
from types import SimpleNamespace

import pandas as pd

from bbprof.analysis.edges import DECODED, edge_table
from bbprof.analysis.report import Report
from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import FunctionInfo
from bbprof.render.cfg_nodes import (BLOCK, DEAD, LOOP, NEVER, OVERVIEW_NODES,
                                     OVERVIEW_RANKS, RAN, Drawing, Node, by_options,
                                     every_block, innermost, overview)
from bbprof.render.format import count, heat_color, percent, ratio

# constraint=false: a back edge does not rank its ends, so the entry is on top and the exit
# at the bottom whatever order dot meets the blocks in (clusters are written first)
BACK_EDGE = {"style": "dashed", "color": '"#2050c0"', "penwidth": "1.6",
             "constraint": "false"}
HOT = "#c0302a"            # the hot path's edges
NEVER_FILL, NEVER_INK = "#f0f0f0", "#666666"
DEAD_FILL = "#d4d4d4"
OVERVIEW_FROM = 150        # blocks: `bbprof cfg` draws an overview of a larger function


@dataclass
class _Facts:
    """What the picture says about one function, looked up once."""

    report: Report
    fn: FunctionInfo
    by: str
    records: dict            # block id -> its row of report.blocks (attributes)
    raw: dict                # block id -> its row as a dict
    heat: dict[int, float]
    state: dict[int, str]    # RAN / NEVER / DEAD
    structure_only: bool
    edges: dict[tuple[int, int], int | None]   # thread_hits, None: not known
    edges_how: str | None    # DECODED, "derived", or None (no edge known)
    names: dict[int, str]

    @classmethod
    def of(cls, report: Report, function: str, by: str) -> "_Facts":
        if by not in ("issued", "hits"):
            raise InputError(f"--by must be 'issued' or 'hits', not '{by}'")
        fn = report.profile.block_map.function(function)
        rows = report.blocks[report.blocks.function == function].set_index("block_id")
        heat_col = "issued_total" if by == "issued" else "thread_hits"
        heat = rows[heat_col].astype(float).fillna(0.0).to_dict()
        structure_only = int(rows["thread_hits"].sum()) == 0
        raw = rows.to_dict("index")     # plain values: a pandas lookup per block was slow
        dead = {b.id for b in fn.blocks if b.statically_dead}
        state = {b.id: DEAD if b.id in dead else NEVER
                 if not structure_only and not raw[b.id]["thread_hits"] else RAN
                 for b in fn.blocks}
        edges: dict[tuple[int, int], int | None] = {}
        how = None
        if not structure_only:
            table = edge_table(report.profile, report.blocks, function)
            for a, z, c, h in table.itertuples(index=False):
                edges[(int(a), int(z))] = None if pd.isna(c) else int(c)
                how = how or h
        return cls(report, fn, by, {b: SimpleNamespace(**r) for b, r in raw.items()}, raw,
                   heat, state, structure_only, edges, how,
                   {b.id: str(b.name) for b in fn.blocks})


def cfg_dot(report: Report, function: str, *, by: str = "issued",
            collapse_loops: int | None = None, collapse_cold: float | None = None,
            compact: bool = False) -> str:
    """DOT text of one function's CFG (see the module text for the options).
    ``compact``: one line a node (name, issued share), for overviews of large CFGs."""
    facts = _Facts.of(report, function, by)
    if collapse_loops is None and collapse_cold is None:
        drawing = every_block(facts.fn)
    else:
        drawing = by_options(facts.fn, facts.heat, {b for b, s in facts.state.items()
                                                    if s == DEAD},
                             collapse_loops=collapse_loops, collapse_cold=collapse_cold)
    return _dot(facts, drawing, compact=compact, overview=False)


def overview_dot(report: Report, function: str, *, by: str = "issued",
                 max_nodes: int = OVERVIEW_NODES, max_ranks: int = OVERVIEW_RANKS) -> str:
    """A large CFG drawn to be seen whole (``cfg_nodes.overview``): at most ``max_nodes``
    one-line nodes on ``max_ranks`` ranks, the hottest loop's body kept, cold loops and
    cold code merged; each node says its share of the heat. Where nothing was counted
    (a plain .ll) the blocks weigh their IR instructions."""
    facts = _Facts.of(report, function, by)
    weight = (facts.heat if not facts.structure_only else
              {b: float(r.ir_instructions) for b, r in facts.records.items()})
    drawing = overview(facts.fn, weight, facts.state, max_nodes=max_nodes,
                       max_ranks=max_ranks)
    return _dot(facts, drawing, compact=True, overview=True)


def _dot(facts: _Facts, drawing: Drawing, *, compact: bool, overview: bool) -> str:
    fn = facts.fn
    lines = [f'digraph "{escape(fn.name)}" {{',
             '  graph [fontname="Helvetica", fontsize=11, rankdir=TB, '
             f'nodesep={0.15 if compact else 0.25}, ranksep={0.12 if compact else 0.35}, '
             'labeljust=l];',
             '  node [shape=plain, fontname="Helvetica", fontsize=10];',
             '  edge [color="#555555", arrowsize=0.7, fontname="Helvetica", fontsize=9, '
             'fontcolor="#333333"];',
             f'  label=<{_title(facts, drawing, overview)}>; labelloc=t;']
    lines += _node_lines(facts, drawing, compact)
    edges = _drawn_edges(facts, drawing)
    hot = _hot_path(facts, drawing, edges)
    widest = max((c for c, _ in edges.values() if c), default=0)
    for (a, z), (c, back) in edges.items():
        attrs = _edge_attrs(c, back, (a, z) in hot, widest)
        listed = ", ".join(f"{k}={v}" for k, v in attrs.items())
        lines.append(f"  {a} -> {z}" + (f" [{listed}]" if attrs else "") + ";")
    # the function's exits below its loops (dot ranks an early exit beside a loop, where
    # a reader looks for the loop's body): an invisible edge from every latch to each exit
    node_of = drawing.node_of
    loops_of = innermost(fn.loops)
    exits = sorted({node_of[b.id] for b in fn.blocks if not b.successors
                    and loops_of.get(b.id) is None}, key=lambda n: (len(n), n))
    latches = sorted({node_of[latch] for lp in fn.loops for latch in lp.latches},
                     key=lambda n: (len(n), n))
    for a in latches:
        for z in exits:
            if a != z and (a, z) not in edges:
                lines.append(f"  {a} -> {z} [style=invis];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _node_lines(facts: _Facts, drawing: Drawing, compact: bool) -> list[str]:
    """The nodes, each in the cluster of the innermost loop drawn with its body that
    holds it (one pass over the nodes and one over the loops: a pass per loop over every
    block was quadratic, 18 s at 16k blocks)."""
    heat = _node_heat(facts, drawing)
    clusters = drawing.clusters
    home = innermost(clusters)
    nodes_in: dict[int | None, list[Node]] = {}
    for node in drawing.nodes.values():
        loop = home.get(node.loop.header if node.kind == LOOP else node.members[0])
        nodes_in.setdefault(None if loop is None else id(loop), []).append(node)
    by_header = {lp.header: lp for lp in clusters}
    children: dict[int | None, list] = {}
    for loop in clusters:
        parent = by_header.get(loop.parent) if loop.parent is not None else None
        children.setdefault(None if parent is None else id(parent), []).append(loop)
    lines: list[str] = []

    def emit(loop, indent: str) -> None:
        key = None if loop is None else id(loop)
        for node in nodes_in.get(key, ()):
            table = _node_table(facts, node, heat, compact)
            lines.append(f"{indent}{node.key} [label=<{table}>];")
        for child in children.get(key, ()):
            lines.append(f'{indent}subgraph cluster_loop{child.header} {{')
            lines.append(f'{indent}  label=<{_cluster_label(facts, child)}>; '
                         'style="rounded,dashed"; color="#2050c0"; fontcolor="#2050c0";')
            emit(child, indent + "  ")
            lines.append(f"{indent}}}")

    emit(None, "  ")
    return lines


def _node_table(facts: _Facts, node: Node, heat: dict[str, float], compact: bool) -> str:
    """A node's HTML-like label: its heat as the fill; grey and dashed when none of its
    blocks ran, darker grey and dotted when all are statically dead."""
    states = {facts.state[b] for b in node.members}
    border = ""
    if states == {DEAD}:
        fill, border = DEAD_FILL, ' style="dotted" color="#555555"'
    elif states == {NEVER}:
        fill, border = NEVER_FILL, ' style="dashed" color="#8a8a8a"'
    elif facts.structure_only:
        fill = "#f4f4f4"
    else:
        fill = heat_color(heat[node.key])
    return (f'<table border="1"{border} cellborder="0" cellspacing="0" '
            f'cellpadding="{1 if compact else 2}" bgcolor="{fill}">'
            f'{_label(facts, node, compact)}</table>')


def _edge_attrs(c: int | None, back: bool, hot: bool, widest: int) -> dict[str, str]:
    """An edge's DOT attributes: its count as its label, its width growing with the
    count (the square root: 1/100 of the widest is still seen), grey and dotted when no
    thread took it, red on the hot path, dashed blue when it is a back edge."""
    attrs = dict(BACK_EDGE) if back else {}
    if c is not None:
        attrs["label"] = f'" {count(c)}"'
        if c == 0:
            attrs.update(color='"#b0b0b0"', fontcolor='"#8a8a8a"')
            attrs.setdefault("style", "dotted")
        elif widest:
            attrs["penwidth"] = f"{0.6 + 3.4 * math.sqrt(c / widest):.2f}"
    if hot:
        attrs.update(color=f'"{HOT}"', fontcolor=f'"{HOT}"')
    return attrs


def _drawn_edges(facts: _Facts, drawing: Drawing) -> dict[tuple[str, str], tuple]:
    """Drawn edge -> (its thread_hits, or None where an edge it stands for is not known;
    whether it carries a back edge). Blocks drawn as one node hide their inner edges, but
    for a back edge: a single-block loop's (often the hottest loop), or a region's that
    holds a loop's header and latch, is drawn (a loop drawn as one node says its trips)."""
    back = {(latch, lp.header) for lp in facts.fn.loops for latch in lp.latches}
    out: dict[tuple[str, str], tuple] = {}
    for b in facts.fn.blocks:
        for s in dict.fromkeys(b.successors):
            a, z = drawing.node_of[b.id], drawing.node_of[s]
            is_back = (b.id, s) in back
            if a == z and (not is_back or drawing.nodes[a].kind == LOOP):
                continue
            c = facts.edges.get((b.id, s)) if facts.edges else None
            if (a, z) in out:
                old, old_back = out[(a, z)]
                c = None if old is None or c is None else old + c
                is_back = is_back or old_back
            out[(a, z)] = (c, is_back)
    return out


def _hot_path(facts: _Facts, drawing: Drawing, edges: dict) -> set[tuple[str, str]]:
    """From the entry's node along the forward edge most threads took, while every edge
    out of the node is known (an unknown one may carry anything), the best was taken, and
    it leads somewhere new. Back edges keep their own style (dashed blue)."""
    if facts.structure_only or not facts.fn.blocks:
        return set()
    leaving: dict[str, list] = {}
    for (a, z), (c, back) in edges.items():
        if not back and a != z:
            leaving.setdefault(a, []).append((c, z))
    node = drawing.node_of[facts.fn.blocks[0].id]
    path, seen = set(), {node}
    while leaving.get(node) and all(c is not None for c, _ in leaving[node]):
        c, z = max(leaving[node], key=lambda cz: cz[0])
        if not c or z in seen:
            break
        path.add((node, z))
        seen.add(z)
        node = z
    return path


def _node_heat(facts: _Facts, drawing: Drawing) -> dict[str, float]:
    """A node's fill: its hottest block's heat against the function's hottest block (a
    node's share of the whole is in its label)."""
    top = max(facts.heat.values(), default=0.0)
    return {key: (max(facts.heat[b] for b in node.members) / top if top > 0 else 0.0)
            for key, node in drawing.nodes.items()}


def _title(facts: _Facts, drawing: Drawing, overview: bool) -> str:
    report, fn = facts.report, facts.fn
    if facts.structure_only:
        text = f"{fn.name}: structure only (no counts)"
    else:
        text = (f"{fn.name}: {report.unit}, heat = "
                f"{'issued instructions' if facts.by == 'issued' else 'thread_hits'}")
    parts = [escape(text)]
    if overview:
        parts.append(escape(f"overview: {len(fn.blocks)} blocks as {len(drawing.nodes)} "
                            "nodes"))
    if facts.edges_how is not None:
        source = ("decoded" if facts.edges_how == DECODED
                  else "derived from the block counts")
        parts.append(escape(f"edge labels: thread_hits ({source}); red: the hot path"))
    return "<br/>".join(parts)


def _cluster_label(facts: _Facts, loop) -> str:
    parts = [f"loop {escape(facts.names[loop.header])} (depth {loop.depth})"]
    if not facts.structure_only:
        parts.append(percent(sum(float(facts.raw[b]["share"] or 0.0) for b in loop.body)))
        parts.append(escape(_trips(facts, loop)))
    return " · ".join(p for p in parts if p)


def _trips(facts: _Facts, loop) -> str:
    """``2,048 entries x 5.0 iter/entry`` from the loop table ("<=" / ">=" where the
    block counts only bound them); empty without counts. ASCII: graphviz-pure measures
    a character past U+07FF as a space, and the text would spill out of its box."""
    if facts.structure_only:
        return ""
    loops = facts.report.loops
    row = loops[(loops.function == facts.fn.name) & (loops.header_id == loop.header)]
    if not len(row):
        return ""
    r = row.iloc[0]
    if not r.header_thread_hits:
        return "never ran"
    exact = bool(r.entries_exact)
    return (f"{'' if exact else '<= '}{count(r.entries)} "
            f"{'entry' if r.entries == 1 else 'entries'} x "
            f"{'' if exact else '>= '}{ratio(r.iterations_per_entry, 1)} iter/entry")


def _label(facts: _Facts, node: Node, compact: bool) -> str:
    if node.kind == BLOCK:
        return _block_label(facts, node.members[0], compact)
    if node.kind == LOOP:
        return _loop_label(facts, node, compact)
    return _region_label(facts, node, compact)


def _sums(facts: _Facts, members) -> tuple[float, int]:
    """The share and the issued instructions of some blocks."""
    return (sum(float(facts.raw[b]["share"] or 0.0) for b in members),
            sum(int(facts.raw[b]["issued_total"] or 0) for b in members))


def _loop_label(facts: _Facts, node: Node, compact: bool) -> str:
    loop, members = node.loop, node.members
    share, issued = _sums(facts, members)
    name = escape(facts.names[loop.header])
    trips = escape(_trips(facts, loop))
    if compact:
        tail = "" if facts.structure_only else f" {percent(share)} · {trips}"
        return (f'<tr><td align="left"><b>loop {name}</b> {len(members)} blocks{tail}'
                '</td></tr>')
    head = (f'<tr><td align="left"><b>loop {name}</b> '
            f'(depth {loop.depth}, {len(members)} blocks)</td></tr>')
    body = (f'<tr><td align="left">issued {count(issued)} ({percent(share)}) · '
            f'{trips}</td></tr>')
    return head + ("" if facts.structure_only else body)


def _region_label(facts: _Facts, node: Node, compact: bool) -> str:
    """``first to last: N blocks`` (``N cold blocks`` for ``--collapse-cold``'s), then its
    share, how many of its blocks never ran, or that none ran or all are dead."""
    members = node.members
    states = [facts.state[b] for b in members]
    if node.cold:
        head = f'<b>{len(members)} cold blocks</b>'
    else:
        first, last = escape(facts.names[members[0]]), escape(facts.names[members[-1]])
        loops = f", {len(node.loops)} loops" if node.loops else ""
        head = f'<b>{first}</b> to <b>{last}</b>: {len(members)} blocks{loops}'
    never = states.count(NEVER)
    if set(states) == {DEAD}:
        what = "statically dead"
    elif never == len(states):
        what = "never ran"
    elif facts.structure_only:
        what = ""
    else:
        share, issued = _sums(facts, members)
        what = percent(share) if compact else f"issued {count(issued)} ({percent(share)})"
        what += f" ({never} never ran)" if never else ""
    if compact:
        return f'<tr><td align="left">{head}{" " + what if what else ""}</td></tr>'
    return (f'<tr><td align="left">{head}</td></tr>'
            + (f'<tr><td align="left">{what}</td></tr>' if what else ""))


def _block_label(facts: _Facts, b: int, compact: bool) -> str:
    r = facts.records[b]
    name = escape(facts.names[b])
    state = facts.state[b]
    if compact:
        ink = f' color="{NEVER_INK}"' if state in (NEVER, DEAD) else ""
        if state == DEAD:
            tail = " statically dead"
        elif state == NEVER:
            tail = " never ran"
        else:
            tail = "" if facts.structure_only else f" {percent(r.share)}"
        return (f'<tr><td align="left"><font{ink}><b>{name}</b> #{b}{tail}</font>'
                '</td></tr>')
    # the block's index in the ink of the rest: grey was unreadable on hot (red) fills
    cells = [f'<tr><td align="left"><b>{name}</b> <font point-size="9">#{b}</font></td></tr>']
    if facts.structure_only:
        cells.append(f'<tr><td align="left">{int(r.ir_instructions)} IR instr.</td></tr>')
    elif state == DEAD:
        cells.append('<tr><td align="left"><i>statically dead: compile-time constants '
                     'rule it out</i></td></tr>')
    elif state == NEVER:
        cells.append(f'<tr><td align="left"><font color="{NEVER_INK}"><i>never ran</i> · '
                     f'{int(r.ir_instructions)} IR instr.</font></td></tr>')
    else:
        cells.append(f'<tr><td align="left">threads {count(r.thread_hits)} · waves '
                     f'{count(r.wave_hits)} · SIMD {percent(r.simd_utilization)}</td></tr>')
        cells.append(f'<tr><td align="left">issued {count(r.issued_total)} '
                     f'({percent(r.share)})</td></tr>')
        top = _top_categories(facts.raw[b], facts.report.categories)
        if top:
            cells.append(f'<tr><td align="left"><font point-size="9">{escape(top)}</font>'
                         '</td></tr>')
    return "".join(cells)


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
