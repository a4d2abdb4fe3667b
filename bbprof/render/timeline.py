"""The timeline's pictures for the HTML report, in plain SVG (no script, no network):
active waves over time in total and per SM/CU, and the waves' time shares per loop phase.

* **Total**: a step line of the waves running at each moment (``decode.occupancy``'s
  ``total``), time from the profile's earliest record.
* **Per unit**: one row per SM/CU, the time cut into ``bins`` equal bins, each cell's
  shade the unit's mean active waves over the bin (the integral of its step function
  over the bin, divided by the bin's width), on one scale for all rows.
* **Time shares** (with loop stamps): one stacked bar per function, each outermost loop's
  phases and "outside loops" (``decode.phase_shares``).

The tables come decoded (``bbprof.timeline.decode.TimelineTables``, from
``Report.timeline_tables``): this module only draws them.
"""

from __future__ import annotations

from html import escape

import numpy as np
import pandas as pd

UNIT_WORDS = {"nvptx": "SM", "amdgpu": "CU", "host": "CPU"}
PHASE_COLORS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
                "#b07aa1", "#ff9da7", "#9c755f"]
OUTSIDE_COLOR = "#bab0ac"


def _svg_open(width: int, height: int, label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12" '
            f'role="img" aria-label="{escape(label)}">')


def _ticks(end: float, n: int = 5) -> list[float]:
    if end <= 0:
        return [0.0]
    raw = end / n
    magnitude = 10 ** np.floor(np.log10(raw))
    step = min((m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw),
               default=magnitude * 10)
    return [float(v) for v in np.arange(0, end + step * 1e-9, step)]


def _label(v: float) -> str:
    return f"{v:,.0f}" if v >= 10 or v == 0 else f"{v:.3g}"


def unit_means(occ: pd.DataFrame, units: list[int], end: float, bins: int) -> np.ndarray:
    """``(units, bins)``: each unit's mean active waves over each of ``bins`` equal bins of
    [0, end] (module docstring)."""
    edges = np.linspace(0.0, end, bins + 1)
    out = np.zeros((len(units), bins))
    for row, unit in enumerate(units):
        mine = occ[occ.unit == unit]
        t = mine.time_us.to_numpy(float)
        a = mine.active.to_numpy(float)
        # the step function holds a[i] on [t[i], t[i+1]); its integral F at t and edges
        area = np.concatenate([[0.0], np.cumsum(a[:-1] * np.diff(t))])
        at_edges = np.interp(edges, t, area, left=0.0, right=area[-1] if len(area) else 0)
        out[row] = np.diff(at_edges) / np.diff(edges)
    return out


def occupancy_svg(occ: pd.DataFrame, target_kind: str, *, width: int = 760,
                  bins: int = 160, time_unit: str = "µs") -> str:
    """The total step line above the per-unit heat map (module docstring), from the
    occupancy series (``decode.occupancy``: a row per change, every unit's)."""
    if occ.empty:
        return ""
    end = float(occ.time_us.max())
    if end <= 0:
        end = 1.0
    word = UNIT_WORDS.get(target_kind, "unit")
    units = sorted(int(u) for u in occ.unit.unique())
    left, right = 70, 14
    plot_w = width - left - right
    line_h, row_h = 120, max(2, min(12, 360 // max(1, len(units))))
    heat_top = 10 + line_h + 58
    height = heat_top + row_h * len(units) + 44
    peak = int(occ.total.max())
    parts = [_svg_open(width, height, "active waves over time")]

    def x(t: float) -> float:
        return left + plot_w * t / end

    def y(v: float) -> float:
        return 10 + line_h * (1 - v / peak) if peak else 10 + line_h

    # the total: a step line
    t = occ.time_us.to_numpy(float)
    total = occ.total.to_numpy(float)
    points = [f"{x(0):.1f},{y(0):.1f}"]
    previous = 0.0
    for ti, vi in zip(t, total):
        points.append(f"{x(ti):.1f},{y(previous):.1f}")
        points.append(f"{x(ti):.1f},{y(vi):.1f}")
        previous = vi
    parts.append(f'<polyline class="total" fill="none" stroke="#4e79a7" stroke-width="1.5" '
                 f'points="{" ".join(points)}"/>')
    parts.append(f'<line x1="{left}" y1="{10 + line_h}" x2="{left + plot_w}" '
                 f'y2="{10 + line_h}" stroke="#888"/>')
    parts.append(f'<line x1="{left}" y1="10" x2="{left}" y2="{10 + line_h}" stroke="#888"/>')
    for v in _ticks(peak, 4):
        parts.append(f'<text x="{left - 6}" y="{y(v) + 4:.1f}" text-anchor="end">'
                     f'{_label(v)}</text>')
    parts.append(f'<text x="14" y="{10 + line_h / 2:.0f}" transform="rotate(-90 14 '
                 f'{10 + line_h / 2:.0f})" text-anchor="middle">active waves</text>')
    for v in _ticks(end):
        parts.append(f'<text x="{x(v):.1f}" y="{10 + line_h + 16}" text-anchor="middle">'
                     f'{_label(v)}</text>')
    parts.append(f'<text x="{left + plot_w}" y="{10 + line_h + 30}" text-anchor="end">'
                 f'time ({escape(time_unit)}), all launches</text>')
    # per unit: a heat map, one row per unit
    means = unit_means(occ, units, end, bins)
    top = float(means.max()) or 1.0
    cell = plot_w / bins
    parts.append(f'<text x="{left}" y="{heat_top - 6}">active waves per {word} '
                 f'(darkest: {top:.3g})</text>')
    parts.append('<g class="units" shape-rendering="crispEdges">')
    for row, unit in enumerate(units):
        ry = heat_top + row * row_h
        for b in np.nonzero(means[row] > 0)[0]:
            shade = means[row, b] / top
            opacity = 0.08 + 0.92 * shade
            parts.append(f'<rect x="{left + b * cell:.2f}" y="{ry}" width="{cell:.2f}" '
                         f'height="{row_h}" fill="#08306b" fill-opacity="{opacity:.3f}">'
                         f'<title>{word} {unit}: {means[row, b]:.2f} waves</title></rect>')
    parts.append("</g>")
    label_every = max(1, int(np.ceil(12 / row_h)))
    for row, unit in enumerate(units):
        if row % label_every == 0:
            parts.append(f'<text x="{left - 6}" y="{heat_top + row * row_h + min(row_h, 12) - 1}" '
                         f'text-anchor="end" font-size="10">{word} {unit}</text>')
    parts.append(f'<text x="{left + plot_w}" y="{height - 8}" text-anchor="end">'
                 f'{len(units)} {word}s, {bins} time bins</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def shares_svg(shares: pd.DataFrame, *, width: int = 760, bar_height: int = 24) -> str:
    """One bar per function: its waves' time in each loop phase and outside loops."""
    if shares.empty:
        return ""
    functions = list(dict.fromkeys(shares.function))
    phases = [p for p in dict.fromkeys(shares.phase) if p != "outside loops"]
    colors = {p: PHASE_COLORS[i % len(PHASE_COLORS)] for i, p in enumerate(phases)}
    colors["outside loops"] = OUTSIDE_COLOR
    label_w, left = 180, 190
    bar_w = width - left - 10
    legend = list(colors)
    height = 10 + len(functions) * (bar_height + 10) + 6 + ((len(legend) + 2) // 3) * 20
    parts = [_svg_open(width, height, "time shares per loop phase")]
    y = 10
    for fn in functions:
        rows = shares[shares.function == fn]
        name = fn if len(fn) <= 26 else fn[:25] + "…"
        parts.append(f'<text x="{label_w}" y="{y + bar_height * 0.65:.1f}" '
                     f'text-anchor="end">{escape(name)}</text>')
        xpos = float(left)
        for r in rows.itertuples():
            w = bar_w * max(0.0, float(r.share))
            if w <= 0:
                continue
            parts.append(f'<rect class="phase" x="{xpos:.2f}" y="{y}" width="{w:.2f}" '
                         f'height="{bar_height}" fill="{colors[r.phase]}"><title>'
                         f'{escape(r.phase)}: {r.share:.1%}</title></rect>')
            if w > 40:
                parts.append(f'<text x="{xpos + w / 2:.2f}" y="{y + bar_height * 0.65:.1f}" '
                             f'text-anchor="middle" fill="white">{r.share:.1%}</text>')
            xpos += w
        y += bar_height + 10
    y += 6
    for i, phase in enumerate(legend):
        gx, gy = left + (i % 3) * (bar_w // 3), y + (i // 3) * 20
        parts.append(f'<rect x="{gx}" y="{gy}" width="12" height="12" fill="{colors[phase]}"/>')
        parts.append(f'<text x="{gx + 16}" y="{gy + 10}">{escape(phase)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def timeline_section(profile, tables) -> dict | None:
    """What the report's timeline section shows: a summary line, the occupancy picture,
    the shares picture (with loop stamps); None when the profile has no timeline
    (``tables``, its ``TimelineTables``, is None)."""
    if tables is None:
        return None
    info = tables.summary
    kind = profile.block_map.target.kind
    word = UNIT_WORDS.get(kind, "unit")
    # the emulator's clock counts issued instructions, read as µs (docs/emulator.md)
    emulated = (profile.device or {}).get("backend") == "emulator"
    unit = "issued instructions (the emulator's clock)" if emulated else "µs"
    span_text = ", ".join(f"{us:,.2f}" for us in info["span_us"][:4])
    line = (f"{info['waves']:,} waves on {info['units']} {word}(s) over "
            f"{info['launches']} launch(es); first entry to last exit {span_text}"
            f"{', ...' if len(info['span_us']) > 4 else ''} {unit}; peak "
            f"{info['peak_active']:,} active waves; {info['drops']:,} records dropped")
    shares = tables.shares
    rows = [{"function": r.function, "phase": r.phase, "time": f"{r.time_us:,.2f}",
             "share": f"{r.share:.1%}"} for r in shares.itertuples()]
    return {"summary": line,
            "occupancy": occupancy_svg(tables.occupancy, kind, time_unit=unit),
            "shares": shares_svg(shares) if not shares.empty else "", "share_rows": rows}
