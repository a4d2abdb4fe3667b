"""The terminal report fits the terminal and never cuts a number (issue 21 B: tables fixed
at 100 columns truncated `iter/ent…` and `94.…` in wide terminals, overflowed in 80)."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from bbprof.analysis import make_report
from bbprof.render.format import compact, milliseconds, percent, ratio
from bbprof.render.text import render, summary_lines

from conftest import CASES, load_case

WIDTHS = (60, 80, 100, 200)


def rendered(report, width: int) -> str:
    console = Console(width=width, file=io.StringIO(), color_system=None, highlight=False,
                      record=True)
    render(report, console, top=10)
    return console.export_text()


def numbers(report) -> set[str]:
    """The numbers the tables show, formatted independently of the renderer."""
    hot = report.hot_blocks(10)
    values = {compact(v) for v in hot.issued_total} | {percent(v) for v in hot.share}
    values |= {compact(v) for v in hot.thread_hits}
    loops = report.loops.head(10)
    values |= {ratio(v, 1) for v in loops.iterations_per_entry}
    values |= {percent(v) for v in loops.share}
    return values


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("width", WIDTHS)
def test_fits_and_keeps_every_number(reports, case, width):
    text = rendered(reports[case], width)
    lines = text.splitlines()
    assert max(len(line) for line in lines) <= width
    assert "…" not in text
    words = set(text.split())
    missing = {n for n in numbers(reports[case]) if n not in words}
    assert not missing, f"cut or wrapped at {width} columns: {sorted(missing)}"
    for name in ("iter/entry", "threads", "issued", "share"):
        assert name in words


def test_wide_terminals_show_whole_source_lines(reports):
    report = reports["conv_gfx942"]
    text = rendered(report, 200)
    for location in report.hot_blocks(10).debug_location.dropna():
        assert location.rsplit("/", 1)[-1] in text.split()


def test_times_are_rounded():
    assert milliseconds(0.1307820000420179) == "0.131 ms"
    assert milliseconds(12.3456) == "12.3 ms"
    assert milliseconds(4567.8) == "4,568 ms"
    assert milliseconds([0.5, 0.25]) == "0.5 ms / 0.25 ms"
    profile, static = load_case("loop")
    profile.launches[0].kernel_ms[:] = [0.1307820000420179, 0.2, 0.1]
    profile.launches[0].baseline_ms[:] = [0.0990010001]
    line = next(x for x in summary_lines(make_report(profile, static)) if "kernel time" in x)
    assert line == "kernel time (median): 0.131 ms instrumented, 0.099 ms uninstrumented"
    assert not re.search(r"\d\.\d{4,}", line)
