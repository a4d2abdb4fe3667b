"""The HTML report, the CFG page and the sweep page in a real headless Chromium, at 1400
and 800 px wide: they render offline, fill the window without overflowing it, and a
69-block CFG is seen whole and legible (issue 21 B); a click on a header sorts a table by
its numbers, the function filter hides the other functions' rows, a block's link opens
its IR and machine code (issue 42). Each page gets a script appended that measures the
laid out page (or clicks, then reads the page back) and writes the figures into the
DOM, which ``--dump-dom`` then prints."""

from __future__ import annotations

import json
import re
import subprocess
import tempfile

import pytest

from bbprof.render import render_report
from bbprof.render.html import cfg_page
from bbprof.sweep.table import to_html as sweep_html

from html_cases import conv_report, host_report, sweep_table

pytestmark = pytest.mark.browser
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


def run_chromium(chromium: str, page, *args: str) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory(prefix="bbprof-chromium-") as profile_dir:
        return subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
             "--hide-scrollbars", f"--user-data-dir={profile_dir}", *args, page.as_uri()],
            capture_output=True, text=True, timeout=180)


def measure(chromium: str, html: str, tmp_path, width: int, script: str = MEASURE) -> dict:
    page = tmp_path / f"page-{width}.html"
    page.write_text(html.replace("</body>", script + "\n</body>"))
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
    # the overview: about 18 one-line nodes, runs of blocks merged (render/cfg_nodes.py)
    assert m["names"] >= 15 and m["smallest_name_px"] >= 8, m
    assert m["smallest_text_px"] >= 6, m
    assert m["svgs"] == 2   # the overview, and every block in detail behind <details>


def test_report_screenshot(chromium, tmp_path, reports):
    page = tmp_path / "report.html"
    page.write_text(render_report(reports["conv_gfx942"], ".html", top=10))
    shot = tmp_path / "shot.png"
    run_chromium(chromium, page, f"--screenshot={shot}", "--window-size=1400,1000")
    assert shot.exists() and shot.stat().st_size > 20_000


# -- issue 42: sorting, the function filter, a block's code, the sweep page -------------
# Helpers every clicking script starts with: a table's header cells, rows and column.
HELPERS = """
  const heads = (id) => [...document.querySelectorAll(`#${id} thead th`)];
  const col = (id, name) => heads(id).findIndex((th) => th.textContent.trim() === name);
  const rows = (id) => [...document.querySelectorAll(`#${id} tbody tr`)];
  const cells = (id, name) => rows(id).map((r) => r.cells[col(id, name)]);
  const click = (el) => el.dispatchEvent(new MouseEvent("click", {bubbles: true,
                                                                  cancelable: true}));
  const sortBy = (id, name) => {
    const th = heads(id)[col(id, name)];
    click(th);
    return {table: id, column: name, aria: th.getAttribute("aria-sort"),
            text: cells(id, name).map((c) => c.textContent.trim()),
            value: cells(id, name).map((c) => c.getAttribute("data-v"))};
  };
  const visible = (el) => el.offsetParent !== null;
  const report = (out) => {
    out.inner_width = window.innerWidth;
    out.scroll_width = document.documentElement.scrollWidth;
    const pre = document.createElement("pre");
    pre.id = "measured";
    pre.textContent = JSON.stringify(out);
    document.body.appendChild(pre);
  };
"""

CLICK_REPORT = """<script>
window.addEventListener("load", () => {
""" + HELPERS + """
  const out = {sortable: [...document.querySelectorAll("table.sorting")].map((t) => t.id)};
  // the first hot block's link: where it goes, and that a click opens the block's code
  const link = document.querySelector("#hot-table tbody a");
  const target = document.getElementById(link.getAttribute("href").slice(1));
  out.link = {text: link.textContent, tag: target ? target.tagName : null,
              open_before: target ? target.open : null};
  click(link);
  out.link.hash = window.location.hash;
  out.link.open_after = target.open;
  out.link.ir = target.querySelector(".ir pre").textContent;
  out.link.machine = target.querySelector(".machine pre").textContent;
  out.link.ir_shown = visible(target.querySelector(".ir pre"));
  // sorting: source lines by thread_hits (cells say "642M"), twice; blocks by name
  out.sorts = [sortBy("line-table", "thread_hits"), sortBy("line-table", "thread_hits"),
               sortBy("hot-table", "block"), sortBy("hot-table", "issued")];
  // every block's code open: the page still fits the window
  document.querySelectorAll("details").forEach((d) => { d.open = true; });
  report(out);
});
</script>"""

CLICK_FILTER = """<script>
window.addEventListener("load", () => {
""" + HELPERS + """
  const select = document.getElementById("function-filter");
  const out = {shown: visible(select), options: [...select.options].map((o) => o.value),
               rows: rows("hot-table").length};
  select.value = "driver";
  select.dispatchEvent(new Event("change"));
  out.hot = rows("hot-table").filter(visible).map((r) => r.dataset.fn);
  out.loops = rows("loop-table").filter(visible).map((r) => r.dataset.fn);
  out.code = [...document.querySelectorAll("details.code")].filter(visible)
    .map((d) => d.dataset.fn);
  out.cfgs = [...document.querySelectorAll("section.cfg")].filter(visible)
    .map((s) => s.dataset.fn);
  select.value = "";
  select.dispatchEvent(new Event("change"));
  out.all_again = rows("hot-table").filter(visible).length;
  report(out);
});
</script>"""

CLICK_SWEEP = """<script>
window.addEventListener("load", () => {
""" + HELPERS + """
  const box = document.querySelector(".scroll").getBoundingClientRect();
  const table = document.getElementById("sweep-table").getBoundingClientRect();
  const out = {box_width: box.width, table_width: table.width,
               headers: heads("sweep-table").map((th) => th.textContent.trim()),
               links: rows("sweep-table").map((r) => {
                 const a = r.cells[0].querySelector("a");
                 return a ? a.getAttribute("href") : null; }),
               name_left: rows("sweep-table").map((r) => r.cells[0].getBoundingClientRect().left)};
  out.sorts = [sortBy("sweep-table", "issued"), sortBy("sweep-table", "time (ms)")];
  out.names = rows("sweep-table").map((r) => r.cells[0].getAttribute("data-v"));
  report(out);
});
</script>"""


@pytest.fixture(scope="module")
def conv_with_code():
    return conv_report()


@pytest.mark.parametrize("width", WIDTHS)
def test_report_sorts_by_a_click_and_links_each_block_to_its_code(
        chromium, tmp_path, conv_with_code, width):
    report = conv_with_code
    m = measure(chromium, render_report(report, ".html", top=10), tmp_path, width,
                CLICK_REPORT)
    assert {"hot-table", "loop-table", "line-table", "breakdown-table"} <= set(m["sortable"])
    # the hottest block's link opens its code: its IR (label first) and machine code
    hottest = report.hot_blocks(1).iloc[0]
    link = m["link"]
    assert link["text"] == hottest.block and link["tag"] == "DETAILS"
    assert link["open_before"] is False and link["open_after"] is True and link["ir_shown"]
    assert link["hash"].startswith("#block-")
    code = report.listing.set_index("block").loc[hottest.block]
    assert link["ir"] == code.ir and link["ir"].startswith(f"{hottest.block}:")
    assert link["machine"] == code.machine
    assert sum(line.startswith("    ") for line in link["machine"].splitlines()) == \
        hottest.static_total
    # numbers sort as numbers, most first, then reversed: "642M" > "37.7M" > "1.05M"
    down, up, by_name, by_issued = m["sorts"]
    values = [int(v) for v in down["value"]]
    assert down["aria"] == "descending" and values == sorted(values, reverse=True)
    assert sorted(values) == sorted(int(v) for v in report.lines.head(10).thread_hits)
    assert up["aria"] == "ascending" and [int(v) for v in up["value"]] == sorted(values)
    assert down["text"] != sorted(down["text"], reverse=True)   # not the text's order
    # block names: A to Z, numbers in number order
    assert by_name["aria"] == "ascending"
    numeric = [int(t) for t in by_name["text"] if t.isdigit()]
    assert numeric == sorted(numeric) and len(numeric) == 9
    assert [int(v) for v in by_issued["value"]] == sorted(
        report.hot_blocks(10).issued_total, reverse=True)
    # every block's code open, the page still within the window
    assert m["scroll_width"] <= width


def test_filter_hides_the_other_functions_rows(chromium, tmp_path):
    report = host_report()
    m = measure(chromium, render_report(report, ".html", top=30), tmp_path, 1400,
                CLICK_FILTER)
    assert m["shown"] and m["options"] == ["", "nested", "classify", "square", "driver"]
    assert m["hot"] == ["driver"] * 3 and m["rows"] > 3
    assert m["loops"] == ["driver"] and m["code"] == ["driver"] * 3
    assert m["cfgs"] == []              # the report draws nested's CFG only
    assert m["all_again"] == m["rows"]


@pytest.mark.parametrize("width", WIDTHS)
def test_sweep_page_fits_the_window_sorts_and_links_each_report(chromium, tmp_path, width):
    folder = tmp_path / "sweep"
    folder.mkdir()
    table = sweep_table(folder)
    m = measure(chromium, sweep_html(table, base=folder), tmp_path, width, CLICK_SWEEP)
    assert m["scroll_width"] <= m["inner_width"] == width
    if width == 1400:      # the whole table in view: no sideways scrolling
        assert m["table_width"] <= m["box_width"] + 1
    # what every variant shares is said once, not a column each
    assert not {"kernel", "backend", "arch", "device", "counts in"} & set(m["headers"])
    assert m["links"] == [f"{n}.report.html" if s == "ok" else None
                          for n, s in zip(table.name, table.status)]
    issued, time = m["sorts"]
    ok = table[table.status == "ok"]
    assert issued["aria"] == "descending"
    assert [float(v) for v in issued["value"][:len(ok)]] == sorted(ok.issued, reverse=True)
    assert issued["value"][-1] == ""              # the failed variant: no number, last
    assert m["names"][:len(ok)] == list(ok.sort_values("kernel_ms", ascending=False).name)
