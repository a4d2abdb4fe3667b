"""The HTML report's timeline section: active waves over time in total and per CU, and
the loop phases' time shares, drawn inline (no network), checked against the records'
own arithmetic and in headless Chromium at 1400 and 800 px.

The profile (timeline_report_case.py): the gfx942 conv example on the emulator, 8
workgroups of 4 waves run two workgroups at a time, 2 launches: 8 waves run at once, and
each CU runs one workgroup's 4 waves per launch (the emulator's units: the workgroup
index mod 8, as the CU id of HW_ID, shifted left by 3 for gfx942's XCC id)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest

from bbprof.analysis import make_report
from bbprof.render import render_report
from bbprof.render.timeline import occupancy_svg, unit_means
from bbprof.timeline.decode import loop_phases, occupancy, phase_shares, wave_spans

from timeline_report_case import conv_profile

CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)


@pytest.fixture(scope="module")
def profile():
    return conv_profile()[0]


@pytest.fixture(scope="module")
def html(profile):
    return render_report(make_report(profile), ".html", top=5)


def test_section_is_there_and_self_contained(profile, html):
    assert '<h2 id="timeline">Waves over time</h2>' in html
    assert "64 waves on 8 CU(s) over 2 launch(es)" in html
    assert "issued instructions (the emulator" in html
    # inline only: nothing fetched from anywhere
    # offline: nothing fetched (the page's own inline scripts sort tables and zoom CFGs)
    assert not re.search(r'(src|href)="https?:', html)
    assert not re.search(r"<script[^>]*\ssrc=", html)
    occ = html[html.index('id="occupancy"'):html.index('id="phase-shares"')]
    # one heat-map row per CU, labelled as the emulator assigns units (CU id << 3)
    assert re.findall(r">CU (\d+)</text>", occ) == [str(8 * u) for u in range(8)]


def test_shares_table_matches_the_phases(profile, html):
    section = profile.block_map.timeline
    spans = wave_spans(profile.timeline, section).spans
    phases = loop_phases(profile.timeline, section).phases
    shares = phase_shares(spans, phases)
    table = html[html.index('id="phase-table"'):]
    table = table[:table.index("</table>")]
    cells = re.findall(r"<td>([^<]*)</td><td>([^<]*)</td><td class=\"n\">([^<]*)</td>"
                       r"<td class=\"n\">([^<]*)</td>", table)
    assert [(f, p, s) for f, p, _, s in cells] == [
        (r.function, r.phase, f"{r.share:.1%}") for r in shares.itertuples()]
    # the conv's 64 waves each ran its one outermost loop once
    assert len(phases) == 64 and set(phases.loop) == {"216"}


def test_heat_map_means_integrate_the_step_functions():
    """Hand-made spans: unit 0 runs 2 waves over [0, 10), unit 1 one wave over [5, 10):
    with 2 bins of 5, unit 0's means are (2, 2), unit 1's (0, 1)."""
    import pandas as pd

    spans = pd.DataFrame({"start_us": [0.0, 0.0, 5.0], "end_us": [10.0, 10.0, 10.0],
                          "unit": [0, 0, 1], "slot": [0, 1, 0]})
    means = unit_means(occupancy(spans), [0, 1], 10.0, 2)
    assert np.allclose(means, [[2, 2], [0, 1]])
    svg = occupancy_svg(occupancy(spans), "amdgpu", bins=2)
    assert svg.count("<rect") == 3 and ">CU 1</text>" in svg


def test_the_total_line_peaks_at_the_peak(profile, html):
    section = profile.block_map.timeline
    spans = wave_spans(profile.timeline, section).spans
    peak = int(occupancy(spans).total.max())
    assert peak == 8                   # two workgroups of 4 waves at a time
    occ = html[html.index('id="occupancy"'):]
    points = re.search(r'class="total"[^>]*points="([^"]+)"', occ).group(1).split()
    ys = [float(p.split(",")[1]) for p in points]
    assert min(ys) == pytest.approx(10.0)          # the top of the plot is the peak
    assert ys[-1] == pytest.approx(130.0)          # and it ends with no wave running


MEASURE = """<script>
window.addEventListener("load", () => {
  const rect = (el) => el ? el.getBoundingClientRect() : null;
  const occ = rect(document.querySelector("#occupancy svg"));
  const shares = rect(document.querySelector("#shares svg"));
  const out = document.createElement("pre");
  out.id = "measured";
  out.textContent = JSON.stringify({inner_width: window.innerWidth,
    scroll_width: document.documentElement.scrollWidth,
    occupancy: occ ? [occ.width, occ.height] : null,
    shares: shares ? [shares.width, shares.height] : null,
    cells: document.querySelectorAll("#occupancy svg g.units rect").length});
  document.body.appendChild(out);
});
</script>"""


@pytest.mark.browser
@pytest.mark.parametrize("width", [1400, 800])
def test_timeline_section_in_headless_chromium(html, width):
    if CHROMIUM is None:
        pytest.skip("no headless Chromium (apt-get install chromium)")
    with tempfile.TemporaryDirectory(prefix="bbprof-tl-browser-") as tmp:
        page = Path(tmp) / "report.html"
        page.write_text(html.replace("</body>", MEASURE + "</body>"))
        run = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                              "--no-first-run", "--disable-background-networking",
                              "--disable-component-update", "--disable-sync",
                              "--disable-dev-shm-usage", f"--user-data-dir={tmp}/profile",
                              f"--window-size={width},1000", "--virtual-time-budget=5000",
                              "--dump-dom", page.as_uri()],
                             capture_output=True, text=True, timeout=180)
    if run.returncode != 0 or 'id="measured"' not in run.stdout:
        pytest.skip(f"Chromium did not render the page: {run.stderr.strip()[-200:]}")
    measured = json.loads(re.search(r'<pre id="measured">([^<]*)</pre>', run.stdout)
                          .group(1).replace("&quot;", '"'))
    assert measured["scroll_width"] <= measured["inner_width"]     # no sideways scroll
    w, h = measured["occupancy"]
    assert 0 < w <= measured["inner_width"] and h > 100            # drawn, and fits
    assert measured["shares"][0] > 0
    assert measured["cells"] > 0
