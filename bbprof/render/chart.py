"""The overhead breakdown as a stacked horizontal bar, in plain SVG (no JavaScript)."""

from __future__ import annotations

from html import escape

import pandas as pd

from bbprof.render.format import GROUP_COLORS, percent


def breakdown_svg(breakdown: pd.DataFrame, *, width: int = 760, bar_height: int = 26) -> str:
    """One bar per function (and ``(all)``), segments in group order, with a legend."""
    if breakdown.empty:
        return ""
    functions = list(dict.fromkeys(breakdown["function"]))
    label_w, left = 180, 190
    bar_w = width - left - 10
    legend_rows = (len(dict.fromkeys(breakdown["group"])) + 2) // 3
    height = 10 + len(functions) * (bar_height + 10) + 10 + legend_rows * 20
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12" '
             f'role="img" aria-label="issued instructions by group">']
    y = 10
    for fn in functions:
        rows = breakdown[breakdown["function"] == fn]
        name = fn if len(fn) <= 26 else fn[:25] + "…"
        parts.append(f'<text x="{label_w}" y="{y + bar_height * 0.65:.1f}" '
                     f'text-anchor="end">{escape(name)}</text>')
        x = float(left)
        for row in rows.itertuples():
            w = bar_w * float(row.share)
            if w <= 0:
                continue
            parts.append(f'<rect class="seg" data-group="{row.group}" x="{x:.2f}" y="{y}" '
                         f'width="{w:.2f}" height="{bar_height}" '
                         f'fill="{GROUP_COLORS[row.group]}"><title>{escape(row.label)}: '
                         f'{percent(row.share)} ({int(row.issued):,})</title></rect>')
            if w > 34:
                parts.append(f'<text x="{x + w / 2:.2f}" y="{y + bar_height * 0.65:.1f}" '
                             f'text-anchor="middle" fill="white">{percent(row.share)}</text>')
            x += w
        y += bar_height + 10
    y += 6
    groups = breakdown.drop_duplicates("group")
    for i, row in enumerate(groups.itertuples()):
        gx, gy = left + (i % 3) * (bar_w // 3), y + (i // 3) * 20
        parts.append(f'<rect x="{gx}" y="{gy}" width="12" height="12" '
                     f'fill="{GROUP_COLORS[row.group]}"/>')
        parts.append(f'<text x="{gx + 16}" y="{gy + 10}">{escape(row.label)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)
