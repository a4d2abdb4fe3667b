"""The 645-block CFG page in a real headless Chromium (issue 42, item 7): its overview is
seen whole and legible at 1400 px (it was a 5876x4747 pt picture scaled to a hairline,
its smallest text 1 px), and the pictures zoom with the wheel and pan with a drag.

As in test_browser.py, the page gets a script appended that measures it (here: after
sending the overview a wheel turn, a drag and a double click) and writes the figures into
the DOM, which ``--dump-dom`` prints."""

from __future__ import annotations

import json
import re
import subprocess
import tempfile

import pytest

from bbprof.render.html import cfg_page

from cfg_cases import matmul_645

pytestmark = pytest.mark.browser

MEASURE = """<script>
window.addEventListener("load", () => {
  const box = document.querySelector(".picture.fit");
  const svg = box.querySelector("svg");
  const texts = () => [...svg.querySelectorAll("text")]
      .map(t => t.getBoundingClientRect().height).filter(h => h > 0);
  const smallest = () => Math.min(...texts());
  const viewBox = () => svg.getAttribute("viewBox").split(/[ ,]+/).map(Number);
  const r = svg.getBoundingClientRect();
  const at = {clientX: r.left + r.width / 2, clientY: r.top + r.height / 3,
              bubbles: true, cancelable: true};
  const out = {inner_width: window.innerWidth, inner_height: window.innerHeight,
               scroll_width: document.documentElement.scrollWidth,
               fit_width: r.width, fit_height: r.height, texts: texts().length,
               smallest_text_px: smallest(), whole: viewBox(),
               bound: box.getAttribute("data-zoom")};
  const wheel = new WheelEvent("wheel", Object.assign({deltaY: -400}, at));
  out.wheel_taken = !svg.dispatchEvent(wheel);          // the page did not scroll
  out.zoomed = viewBox();
  out.zoomed_text_px = smallest();
  svg.dispatchEvent(new PointerEvent("pointerdown", Object.assign(
      {button: 0, pointerId: 1}, at)));
  svg.dispatchEvent(new PointerEvent("pointermove", Object.assign(
      {}, at, {clientX: at.clientX + 100, clientY: at.clientY + 50, pointerId: 1})));
  svg.dispatchEvent(new PointerEvent("pointerup", {pointerId: 1, bubbles: true}));
  out.panned = viewBox();
  out.scale = r.width / out.zoomed[2];                  // px per picture unit, zoomed
  svg.dispatchEvent(new MouseEvent("dblclick", at));
  out.reset = viewBox();
  const pre = document.createElement("pre");
  pre.id = "measured";
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script>"""


def measure(chromium: str, html: str, tmp_path, width: int, height: int = 1000) -> dict:
    page = tmp_path / f"cfg-{width}.html"
    page.write_text(html.replace("</body>", MEASURE + "\n</body>"))
    with tempfile.TemporaryDirectory(prefix="bbprof-chromium-") as profile_dir:
        dom = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--disable-dev-shm-usage", "--hide-scrollbars",
             f"--user-data-dir={profile_dir}", f"--window-size={width},{height}",
             "--virtual-time-budget=5000", "--dump-dom", page.as_uri()],
            capture_output=True, text=True, timeout=180)
    assert dom.returncode == 0, dom.stderr[-2000:]
    found = re.search(r'<pre id="measured">(.*?)</pre>', dom.stdout, re.S)
    assert found, "the page's measuring script did not run"
    return json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))


@pytest.fixture(scope="module")
def matmul_page():
    _, report = matmul_645()
    return cfg_page(report, "matmul_kernel")


def test_645_block_overview_is_seen_whole_and_legible(chromium, tmp_path, matmul_page):
    assert "http://" not in matmul_page.replace("http://www.w3.org", "")   # offline
    m = measure(chromium, matmul_page, tmp_path, 1400)
    assert m["scroll_width"] <= 1400
    assert m["fit_width"] <= 1400 and m["fit_height"] <= 0.86 * m["inner_height"]
    assert m["texts"] >= 20 and m["smallest_text_px"] >= 8, m


def test_cfg_pictures_zoom_at_the_pointer_and_pan(chromium, tmp_path, matmul_page):
    m = measure(chromium, matmul_page, tmp_path, 1400)
    assert m["bound"] == "on" and m["wheel_taken"]
    x, y, w, h = m["whole"]
    zx, zy, zw, zh = m["zoomed"]
    assert zw < 0.5 * w and abs(zw / zh - w / h) < 1e-3 * (w / h)   # in, same aspect
    assert m["zoomed_text_px"] >= 2 * m["smallest_text_px"]
    px, py, pw, ph = m["panned"]          # dragged 100 px right, 50 down: the view moves
    assert (pw, ph) == (zw, zh)           # the other way by as many picture units
    assert px == pytest.approx(zx - 100 / m["scale"], abs=0.5)
    assert py == pytest.approx(zy - 50 / m["scale"], abs=0.5)
    assert m["reset"] == m["whole"]
