"""The sweep's HTML page (issue 42): each variant's row links the report the sweep wrote
for it, numbers are right-aligned with the number they sort by, what every variant
shares is said once. tests/report/test_browser.py lays the page out in Chromium (it fits
1400 px, a click sorts it)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pandas as pd
import pytest

from bbprof.isa.groups import GROUPS
from bbprof.sweep.runner import run_sweep
from bbprof.sweep.spec import load_sweep
from bbprof.sweep.table import page_columns, to_html
from bbprof.sweep.variant import COLUMNS

from test_sweep import write_sweep

SHAPES = [(2, 3), (4, 4), (1, 7)]


class Cells(HTMLParser):
    """The table's header texts, and per body row its cells (attributes, text, links)."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.headers: list[str] = []
        self.rows: list[list[dict]] = []
        self._cell = None
        self._head = False
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "thead":
            self._head = True
        elif tag == "tr" and not self._head:
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = {**a, "text": "", "links": []}
        elif tag == "a" and self._cell is not None:
            self._cell["links"].append(a["href"])

    def handle_endtag(self, tag):
        if tag == "thead":
            self._head = False
        elif tag in ("td", "th") and self._cell is not None:
            if self._head:
                self.headers.append(self._cell["text"].replace("\u200b", ""))
            elif self.rows:
                self.rows[-1].append(self._cell)
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell["text"] += data


@pytest.fixture(scope="module")
def swept(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sweep")
    spec = load_sweep(write_sweep(folder, shapes=SHAPES))
    table, _ = run_sweep(spec, folder / "out", workers=1)
    return table, folder / "out"


def test_each_variant_has_its_report_and_the_page_links_it(swept):
    table, out = swept
    assert "report" in COLUMNS and "report" in pd.read_csv(out / "sweep.csv").columns
    page = Cells((out / "sweep.html").read_text())
    assert page.headers[0] == "variant"
    for row, record in zip(page.rows, table.to_dict("records")):
        name = row[0]
        assert name["text"].startswith(record["name"])
        if record["status"] != "ok":         # the failed variant: no report, its error
            assert name["links"] == [] and pd.isna(record["report"])
            assert "no --arg" in name["text"]
            continue
        assert name["links"] == [f"{record['name']}.report.html"]
        report = out / name["links"][0]
        assert report == Path(record["report"]) and report.is_file()
        text = report.read_text()
        # the variant's own report: its counts, each block's IR behind its row
        n, m = SHAPES[[f"nested_{a}x{b}" for a, b in SHAPES].index(record["name"])]
        assert "<h1>bbprof report: " in text and 'id="block-0-' in text
        assert re.search(rf'<td class="n" data-v="{n * m * 2}">{n * m * 2:,}</td>', text)
        assert "body:" in text and "<pre>" in text


def test_resume_writes_the_reports_again(swept, tmp_path):
    table, out = swept
    reports = sorted(out.glob("*.report.html"))
    for path in reports:
        path.unlink()
    folder = out.parent
    again, _ = run_sweep(load_sweep(folder / "sweep.toml"), out, workers=1, resume=True)
    assert set(again.status) == {"resumed", "error"}
    assert sorted(out.glob("*.report.html")) == reports and len(reports) == len(SHAPES)


def _table(rows: list[dict]) -> pd.DataFrame:
    from bbprof.sweep.table import sweep_table

    base = {c: None for c in COLUMNS}
    return sweep_table([{**base, **r} for r in rows])


def test_numbers_right_aligned_with_the_number_they_sort_by():
    rows = [{"name": f"v{i}", "status": "ok", "kernel": "k", "backend": "hip",
             "arch": "gfx942", "launches": 5, "kernel_ms": ms, "baseline_ms": 1.0,
             "overhead": ms, "issued": issued, "simd_utilization": 0.5,
             "config.tile": tile, "config.perf_config": "v2:128,128",
             **{f"share.{g}": (0.5 if g == "int_arith" else 0.5 if g == "matrix" else 0.0)
                for g in GROUPS},
             **{f"issued.{g}": 7 for g in GROUPS}}
            for i, (ms, issued, tile) in enumerate([(0.131, 12_600_000, 16),
                                                    (48.0, 950, 32),
                                                    (1234.5, 52_400, 64)])]
    page = Cells(to_html(_table(rows)))
    headers = page.headers
    # what every variant shares is said once above; counts per group stay in the CSV;
    # a group no variant issues is left out
    assert {"kernel", "backend", "arch", "launches"}.isdisjoint(headers)
    assert "Every variant: kernel k · backend hip · arch gfx942 · 5 launches each" in \
        to_html(_table(rows))
    assert not any(h.startswith("issued.") for h in headers)
    assert "addr/int" in headers and "matrix" in headers and "float" not in headers
    assert headers[:3] == ["variant", "perf_config", "tile"]   # config: sorted by name
    cells = {h: [row[i] for row in page.rows] for i, h in enumerate(headers)}
    assert [c["text"] for c in cells["time (ms)"]] == ["0.131", "48.0", "1,234"]
    assert [c["text"] for c in cells["issued"]] == ["12.6M", "950", "52.4k"]
    assert [float(c["data-v"]) for c in cells["issued"]] == [12_600_000, 950, 52_400]
    assert [c["text"] for c in cells["SIMD util."]] == ["50.0%"] * 3
    for header in ("time (ms)", "issued", "SIMD util.", "tile", "overhead"):
        assert all(c["class"] == "n" for c in cells[header]), header
    assert all("class" not in c for c in cells["perf_config"])


def test_one_value_columns_and_errors():
    rows = [{"name": "a", "status": "ok", "kernel": "k1", "issued": 10},
            {"name": "b", "status": "error", "error": "stopped after its timeout of 3 s"}]
    columns, shared = page_columns(_table(rows))
    keys = [c["key"] for c in columns]
    assert keys[:2] == ["name", "status"] and "kernel" in keys   # b has no kernel
    assert shared == []
    text = to_html(_table(rows))
    assert 'class="error"' in text and "stopped after its timeout of 3 s" in text
    assert "1 failed" in text


def test_a_command_variant_links_its_run_report(tmp_path, monkeypatch):
    """A ``command`` variant runs a program under ``bbprof profile``; its report is the run
    report of the kernels it launched (a summary page, a page per kernel). The program is
    stood in for by two host profiles of nested(2, 3) and nested(3, 4) (no GPU here)."""
    import ctypes

    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.profile import Profile
    from bbprof.runtime.host import HostProgram
    from bbprof.runtime.wrap import program as wrap
    from bbprof.sweep.variant import run_variant

    from bbprof_testpaths import DATA

    result = instrument(load_module(DATA / "host" / "host_loops.ll", "host"))

    def fake_profile_program(cmd, folder, **options):
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for n, m in ((2, 3), (3, 4)):
            program = HostProgram(result.text, result.block_map)
            program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)(n, m)
            path = folder / f"nested-{n}x{m}.bbprof"
            Profile.from_counters(result.block_map, program.read_counters(),
                                  cfg_hash=program.cfg_hash()).save(path)
            paths.append(path)
        return wrap.ProgramRun(status=0, out=folder, paths=paths)

    monkeypatch.setattr(wrap, "profile_program", fake_profile_program)
    spec = tmp_path / "s.toml"
    spec.write_text('[[variant]]\nname = "prog"\nbackend = "host"\ntimeout = 0\n'
                    'command = ["python", "prog.py"]\n')
    (variant,) = load_sweep(spec).variants
    out = tmp_path / "out"
    out.mkdir()
    row = run_variant(variant, out)
    assert row["status"] == "ok", row["error"]
    page = Path(row["report"])
    assert page == out / "prog.report.html" and page.is_file()
    links = re.findall(r'<a href="([^"]+)">', page.read_text())
    assert len(links) == 2 and all((out / link).is_file() for link in links)
    sweep_page = Cells(to_html(_table([row]), base=out))
    assert sweep_page.rows[0][0]["links"] == ["prog.report.html"]
