"""How bbprof writes things: which file format a suffix means, for every command that
writes files, and how numbers are written in every human-readable output (text,
Markdown, HTML, CFG)."""

from __future__ import annotations

import math
from pathlib import Path

from bbprof.errors import InputError

# -- Output files: the format is the suffix ----------------------------------------------
# What each kind of output can be written as. Commands check an -o file with
# ``output_format`` before any work; the writers dispatch on the suffix it returns.
REPORT = (".txt", ".md", ".csv", ".json", ".parquet", ".html")
STATIC_MIX = (".csv", ".json", ".parquet")
CFG = (".dot", ".svg", ".html")
DIFF = (".csv", ".json")


def output_format(path: str | Path, formats: tuple[str, ...], what: str) -> str:
    """The format (``.csv``, ``.html``...) ``path``'s suffix names for ``what`` (``"a
    report"``); refused in one line when ``formats`` does not have it."""
    suffix = Path(path).suffix.lower()
    if suffix not in formats:
        raise InputError(f"cannot write {what} as '{suffix or 'no suffix'}': unknown output "
                         "format", path=str(path), hint="use one of " + ", ".join(formats))
    return suffix


def count(value) -> str:
    """Integers with SI suffixes past a million: 1,234 / 12.3M / 4.56G."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    value = int(value)
    for limit, suffix in ((10**12, "T"), (10**9, "G"), (10**6, "M")):
        if abs(value) >= limit:
            return f"{value / limit:.3g}{suffix}"
    return f"{value:,}"


def compact(value) -> str:
    """At most about 6 characters: 950 / 52.4k / 16.8M / 4.56G."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    value = int(value)
    for limit, unit, suffix in ((10**12, 10**12, "T"), (10**9, 10**9, "G"),
                                (10**6, 10**6, "M"), (10**4, 10**3, "k")):
        if abs(value) >= limit:
            return f"{value / unit:.3g}{suffix}"
    return str(value)


def percent(share) -> str:
    if share is None or (isinstance(share, float) and math.isnan(share)):
        return "-"
    return f"{100 * share:.1f}%"


def ratio(value, digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    return f"{value:.{digits}f}"


def milliseconds(value) -> str:
    """A time in ms to three significant digits (``0.131 ms``, ``12.3 ms``, ``1,234 ms``);
    a list (one per kernel) joined by ' / '."""
    if isinstance(value, (list, tuple)):
        return " / ".join(milliseconds(v) for v in value)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    return f"{value:,.0f} ms" if abs(value) >= 1000 else f"{value:.3g} ms"


def heat_color(fraction: float) -> str:
    """White (cold) through yellow to red (hot), as #rrggbb."""
    f = 0.0 if fraction is None or math.isnan(fraction) else max(0.0, min(1.0, fraction))
    stops = ((255, 255, 255), (255, 220, 90), (220, 40, 30))
    low, high, t = (stops[0], stops[1], 2 * f) if f < 0.5 else (stops[1], stops[2], 2 * f - 1)
    r, g, b = (round(a + (c - a) * t) for a, c in zip(low, high))
    return f"#{r:02x}{g:02x}{b:02x}"


GROUP_COLORS = {
    "int_arith": "#d62728", "float_math": "#1f77b4", "data_movement": "#9467bd",
    "matrix": "#2ca02c", "global_memory": "#ff7f0e", "scratch_spill": "#8c564b",
    "shared_memory": "#17becf",
    "sync_wait": "#7f7f7f", "control_flow": "#bcbd22", "other": "#c7c7c7",
}


def source_line(file, line, *, short: bool = True) -> str:
    """A source-lines row's place: ``conv.mlir:42`` (the file's last part when ``short``),
    or ``no location`` for instructions on no line."""
    if file is None or (isinstance(file, float) and math.isnan(file)):
        return "no location"
    name = str(file).rsplit("/", 1)[-1] if short else str(file)
    return f"{name}:{line}"
