"""The HTML report and the CFG page in a real headless Chromium, at 1400 and 800 px wide:
they render offline, fill the window without overflowing it, and a 69-block CFG is seen
whole and legible (issue 21 B). Each page gets a script appended that measures the laid
out page and writes the figures into the DOM, which ``--dump-dom`` then prints."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile

import pytest

from bbprof.render import render_report
from bbprof.render.html import cfg_page

pytestmark = pytest.mark.browser
CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)
WIDTHS = (1400, 800)
HEIGHT = 1000

MEASURE = """<script>
window.addEventListener("load", () => {
  const doc = document.documentElement;
  const rect = (el) => el ? el.getBoundingClientRect() : null;
  const table = rect(document.getElementById("hot-table"));
  const fit = document.querySelector(".picture.fit svg");
  const heights = (sel) => fit ? [...fit.querySelectorAll(sel)].map(t => rect(t).height)
                                   .filter(h => h > 0) : [];
  const texts = heights("text"), names = heights('text[font-weight="bold"]');
  const headers = [...document.querySelectorAll("#hot-table th")].map(th => th.textContent);
  const out = document.createElement("pre");
  out.id = "measured";
  out.textContent = JSON.stringify({
    inner_width: window.innerWidth, inner_height: window.innerHeight,
    scroll_width: doc.scrollWidth,
    hot_table_width: table ? table.width : null, hot_headers: headers,
    fit_width: fit ? rect(fit).width : null, fit_height: fit ? rect(fit).height : null,
    smallest_text_px: texts.length ? Math.min(...texts) : null,
    smallest_name_px: names.length ? Math.min(...names) : null, names: names.length,
    svgs: document.querySelectorAll("svg").length});
  document.body.appendChild(out);
});
</script>"""


@pytest.fixture(scope="module")
def chromium():
    """Chromium, when it is here and starts (a wrapper left without its program is not)."""
    problem = "no headless Chromium (apt-get install chromium)"
    if CHROMIUM is not None:
        try:
            version = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True,
                                     timeout=60)
            if version.returncode == 0:
                return CHROMIUM
            problem = f"{CHROMIUM} does not start: {' '.join(version.stderr.split())[:200]}"
        except (OSError, subprocess.TimeoutExpired) as exc:
            problem = f"{CHROMIUM} does not start: {exc}"
    if os.environ.get("BBPROF_EXPECT_TOOLS"):
        pytest.fail(f"BBPROF_EXPECT_TOOLS is set but: {problem}")
    pytest.skip(problem)


def run_chromium(chromium: str, page, *args: str) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory(prefix="bbprof-chromium-") as profile_dir:
        return subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
             "--hide-scrollbars", f"--user-data-dir={profile_dir}", *args, page.as_uri()],
            capture_output=True, text=True, timeout=180)


def measure(chromium: str, html: str, tmp_path, width: int) -> dict:
    page = tmp_path / f"page-{width}.html"
    page.write_text(html.replace("</body>", MEASURE + "\n</body>"))
    dom = run_chromium(chromium, page, f"--window-size={width},{HEIGHT}",
                       "--virtual-time-budget=5000", "--dump-dom")
    assert dom.returncode == 0, dom.stderr[-2000:]
    found = re.search(r'<pre id="measured">(.*?)</pre>', dom.stdout, re.S)
    assert found, "the page's measuring script did not run"
    return json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))


@pytest.mark.parametrize("width", WIDTHS)
def test_report_fills_the_window_without_overflow(chromium, tmp_path, reports, width):
    html = render_report(reports["conv_gfx942"], ".html", top=10)
    assert "http://" not in html.replace("http://www.w3.org", "")   # offline
    m = measure(chromium, html, tmp_path, width)
    assert m["inner_width"] == width
    assert m["scroll_width"] <= width, "the page is wider than the window"
    # the tables use the window, not an 800 px column
    assert m["hot_table_width"] >= 0.9 * (width - 48)
    # one function: no function column; empty columns are not shown
    assert m["hot_headers"][:2] == ["block", "source"] and "function" not in m["hot_headers"]


@pytest.mark.parametrize("width", WIDTHS)
def test_large_cfg_is_seen_whole_and_legible(chromium, tmp_path, reports, width):
    # the 69-block conv: 372x6213 pt in detail. Its overview must fit the window and its
    # block names stay readable (at least 8 px tall; the smaller block index at least 6)
    m = measure(chromium, cfg_page(reports["conv_gfx942"], "conv2d_nhwc_kernel"), tmp_path,
                width)
    assert m["scroll_width"] <= width
    assert m["fit_height"] is not None and m["fit_height"] <= 0.86 * m["inner_height"]
    assert m["fit_width"] <= width
    assert m["names"] >= 35 and m["smallest_name_px"] >= 8, m
    assert m["smallest_text_px"] >= 6, m
    assert m["svgs"] == 2   # the overview, and every block in detail behind <details>


def test_report_screenshot(chromium, tmp_path, reports):
    page = tmp_path / "report.html"
    page.write_text(render_report(reports["conv_gfx942"], ".html", top=10))
    shot = tmp_path / "shot.png"
    run_chromium(chromium, page, f"--screenshot={shot}", "--window-size=1400,1000")
    assert shot.exists() and shot.stat().st_size > 20_000
