"""The HTML report as markup (no browser): every link lands on an element of the page, each
block's link on its IR and machine code, numeric cells carry the numbers they sort by,
the function filter is there when the tables show several functions (hidden until the
script shows it), and the one script is inline. test_browser.py clicks the same pages."""

from __future__ import annotations

import math
from html.parser import HTMLParser

import pandas as pd
import pytest

from bbprof.analysis import make_report
from bbprof.errors import MismatchError
from bbprof.render import render_report
from bbprof.render.html import cfg_sections

from conftest import load_case
from html_cases import conv_report, host_report


class Page(HTMLParser):
    """What the tests read of a page: ids, local links, tables' cells, code sections."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.ids: dict[str, dict] = {}
        self.links: list[dict] = []
        self.tables: dict[str, list[list[dict]]] = {}   # body rows of cells
        self.headers: dict[str, list[str]] = {}
        self.code: dict[str, dict] = {}                  # details.code: its pres by class
        self.scripts: list[dict] = []
        self._stack: list[tuple[str, dict]] = []
        self._table = self._cell = self._details = self._div = self._pre = None
        self._head = self._link = False
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids[a["id"]] = {"tag": tag, **a}
        if tag == "a" and a.get("href", "").startswith("#"):
            self.links.append({**a, "in_table": self._table, "text": ""})
            self._link = True
        if tag == "script":
            self.scripts.append(a)
        if tag == "table":
            self._table = a.get("id")
            self.tables[self._table], self.headers[self._table] = [], []
        elif tag == "thead":
            self._head = True
        elif tag == "tr" and self._table and not self._head:
            self.tables[self._table].append([])
            self.tables[self._table][-1].append({"row": a})
        elif tag in ("td", "th") and self._table:
            self._cell = {"tag": tag, **a, "text": ""}
        elif tag == "details" and "code" in a.get("class", ""):
            self._details = a["id"]
            self.code[a["id"]] = {**a, "summary": "", "ir": None, "machine": None}
        elif tag == "div" and self._details and a.get("class") in ("ir", "machine"):
            self._div = a["class"]
        elif tag == "pre" and self._details and self._div:
            self._pre = ""

    def handle_endtag(self, tag):
        if tag == "a":
            self._link = False
        if tag == "table":
            self._table = None
        elif tag == "thead":
            self._head = False
        elif tag in ("td", "th") and self._cell is not None and self._table:
            if self._cell["tag"] == "th" and self._head:
                self.headers[self._table].append(self._cell["text"])
            elif self.tables[self._table]:
                self.tables[self._table][-1].append(self._cell)
            self._cell = None
        elif tag == "pre" and self._pre is not None:
            self.code[self._details][self._div] = self._pre
            self._pre = None
        elif tag == "div" and self._div and self._pre is None:
            self._div = None
        elif tag == "details":
            self._details = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell["text"] += data
        if self._pre is not None:
            self._pre += data
        if self._link:
            self.links[-1]["text"] += data

    def column(self, table: str, header: str) -> list[dict]:
        i = self.headers[table].index(header)
        return [row[1 + i] for row in self.tables[table]]


@pytest.fixture(scope="module")
def conv():
    return conv_report()


@pytest.fixture(scope="module")
def conv_page(conv):
    return Page(render_report(conv, ".html", top=10))


@pytest.fixture(scope="module")
def host():
    return host_report()


def test_every_local_link_lands_on_the_page(conv_page):
    targets = [link["href"][1:] for link in conv_page.links]
    assert len(targets) >= 11   # ten hot blocks and the loop's header
    assert all(t in conv_page.ids for t in targets), set(targets) - set(conv_page.ids)


def test_each_hot_block_links_its_ir_and_machine_code(conv, conv_page):
    hot = conv.hot_blocks(10)
    links = [link for link in conv_page.links if link["in_table"] == "hot-table"]
    assert [link["text"] for link in links] == list(hot.block)
    blocks = conv.blocks.set_index("block")
    for link in links:
        section = conv_page.code[link["href"][1:]]
        block = blocks.loc[link["text"]]
        # the IR: the block's own label first, then its instructions
        assert section["ir"].splitlines()[0].split(":")[0] == link["text"]
        assert section["ir"].count("\n") >= 1
        # the machine code: as many instructions as the static mix counts for the block
        machine = [line for line in section["machine"].splitlines()
                   if line.startswith("    ")]
        assert len(machine) == int(block.static_total), link["text"]
    # the loop table's header links the same section as its row in the hot table
    loop = [link for link in conv_page.links if link["in_table"] == "loop-table"]
    header = conv.loops.header.iloc[0]
    assert [link["text"] for link in loop] == [header]
    assert loop[0]["href"] == next(link["href"] for link in links if link["text"] == header)


def test_numeric_cells_carry_the_number_they_sort_by(conv, conv_page):
    for table in ("hot-table", "loop-table", "line-table", "breakdown-table"):
        cells = [c for row in conv_page.tables[table] for c in row[1:] if "n" in
                 c.get("class", "").split()]
        assert cells, table
        for c in cells:
            assert "data-v" in c, (table, c)
            assert c["data-v"] == "" or math.isfinite(float(c["data-v"])), (table, c)
    # cells that say "642M" sort by their exact count
    shown = conv_page.column("line-table", "thread_hits")
    exact = list(conv.lines.head(10).thread_hits)
    assert [int(c["data-v"]) for c in shown] == [int(v) for v in exact]
    assert any(c["text"].endswith("M") for c in shown)
    issued = conv_page.column("hot-table", "issued")
    assert [int(c["data-v"]) for c in issued] == list(conv.hot_blocks(10).issued_total)
    share = conv_page.column("hot-table", "share")
    assert float(share[0]["data-v"]) == pytest.approx(conv.hot_blocks(1).share.iloc[0], rel=1e-5)


def test_tables_are_sortable_and_the_scripts_are_inline(conv_page):
    for table in ("hot-table", "loop-table", "line-table", "breakdown-table"):
        assert "sortable" in conv_page.ids[table]["class"].split()
    assert conv_page.scripts and not any("src" in script for script in conv_page.scripts)


def test_one_function_no_filter(conv_page):
    assert "function-filter" not in conv_page.ids
    assert all("data-fn" not in row[0]["row"] for row in conv_page.tables["hot-table"])


def test_several_functions_a_filter_hidden_until_the_script_shows_it(host):
    text = render_report(host, ".html", top=30, cfgs=cfg_sections(host, svg=False))
    page = Page(text)
    assert page.ids["function-filter"]["tag"] == "select"
    assert '<p class="filter" hidden>' in text    # no script: no control that does nothing
    ran = list(dict.fromkeys(host.hot_blocks(30).function))
    assert len(ran) == 4
    for option in ran:
        assert f'<option value="{option}">' in text
    rows = page.tables["hot-table"]
    assert [row[0]["row"]["data-fn"] for row in rows] == list(host.hot_blocks(30).function)
    # the code sections of every function, each with its IR and the note for host code
    functions = {section["data-fn"] for section in page.code.values()}
    assert functions == set(ran)
    assert all(section["ir"] and section["machine"] is None for section in page.code.values())
    assert "no machine code: host code" in text


def test_a_report_without_its_ir_says_so(reports):
    report = reports["conv_gfx942"]           # made from the saved static mix only
    assert report.listing.empty
    text = render_report(report, ".html", top=10, cfgs=cfg_sections(report, svg=False))
    page = Page(text)
    assert "no-listing" in page.ids
    assert len(page.code) == 10 and all(s["ir"] is None for s in page.code.values())
    assert all(link["href"][1:] in page.ids for link in page.links)


def test_a_listing_of_other_ir_is_refused(conv):
    profile, static = load_case("conv_gfx942")
    wrong = conv.listing.copy()
    wrong.loc[wrong.block_id == 2, "block"] = "renamed"
    with pytest.raises(MismatchError, match="listing is of other IR"):
        make_report(profile, static, listing=wrong)
    assert make_report(profile, static, listing=pd.DataFrame()).listing.empty
