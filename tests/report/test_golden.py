"""Golden tests: every output format of two reports, compared with checked-in files.

Regenerate after an intended change with ``BBPROF_UPDATE_GOLDEN=1 python -m pytest
tests/report/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import io
import json
import os

import pandas as pd
import pytest

from bbprof.render import render_report
from bbprof.render.cfg import cfg_dot
from bbprof.render.html import cfg_sections

from conftest import REPORT_DATA

GOLDEN = REPORT_DATA / "golden"
UPDATE = os.environ.get("BBPROF_UPDATE_GOLDEN") == "1"


def check(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(text)
    assert path.exists(), f"no golden file {path}; run with BBPROF_UPDATE_GOLDEN=1"
    assert text == path.read_text(), f"{name} differs from its golden file"


@pytest.mark.parametrize("case", ["loop", "conv_gfx942"])
@pytest.mark.parametrize("suffix", [".txt", ".md", ".csv", ".json"])
def test_text_formats(reports, case, suffix):
    check(f"{case}{suffix}", render_report(reports[case], suffix, top=10))


@pytest.mark.parametrize("case", ["loop", "conv_gfx942"])
def test_html(reports, case):
    r = reports[case]
    html = render_report(r, ".html", top=10, cfgs=cfg_sections(r, svg=False))
    check(f"{case}.html", html)


@pytest.mark.parametrize("case", ["loop", "conv_gfx942"])
def test_dot(reports, case):
    r = reports[case]
    check(f"{case}.dot", cfg_dot(r, r.profile.block_map.kernels[0]))


def test_dot_collapsed(reports):
    r = reports["conv_gfx942"]
    check("conv_gfx942.collapsed.dot", cfg_dot(r, "conv2d_nhwc_kernel", collapse_loops=1,
                                               collapse_cold=0.05))


def test_parquet_round_trips_the_block_table(reports):
    pytest.importorskip("pyarrow")
    r = reports["conv_gfx942"]
    data = render_report(r, ".parquet")
    back = pd.read_parquet(io.BytesIO(data))
    pd.testing.assert_frame_equal(back, r.blocks.reset_index(drop=True), check_dtype=False)
    golden = pd.read_csv(GOLDEN / "conv_gfx942.csv")
    assert list(back.columns) == list(golden.columns)
    assert (back.issued_total.values == golden.issued_total.values).all()


def test_json_holds_every_table(reports):
    doc = json.loads(render_report(reports["conv_gfx942"], ".json"))
    assert doc["schema"] == "bbprof.report/1"
    assert sum(b["issued_total"] for b in doc["blocks"]) == doc["summary"]["issued_total"]
    assert {"loops", "lines", "breakdown", "functions", "flow"} <= set(doc)


def test_text_fits_100_columns(reports):
    for r in reports.values():
        assert max(len(line) for line in render_report(r, ".txt").splitlines()) <= 100
