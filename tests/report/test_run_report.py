"""``bbprof report DIR``: a program run's profiles, summary first, then each kernel."""

from __future__ import annotations

import pandas as pd
import pytest

from bbprof.analysis import make_report
from bbprof.cli.main import main
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.profile import Profile

from bbprof_testpaths import DATA


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    """Two host profiles, as ``bbprof profile`` leaves them: nested(3, 4) and nested(6, 2)."""
    folder = tmp_path_factory.mktemp("run")
    work = tmp_path_factory.mktemp("work")
    result = instrument(load_module(DATA / "host" / "host_loops.ll", "host"))
    (work / "k.bbprof.ll").write_text(result.text)
    result.block_map.save(work / "k.bbprof.json")
    for n, m in ((3, 4), (6, 2)):
        out = folder / f"nested-{n}x{m}.bbprof"
        assert main(["run", str(work / "k.bbprof.ll"), "--backend", "host", "-k", "nested",
                     "--grid", "1", "--block", "1", "-a", f"i32:{n}", "-a", f"i32:{m}",
                     "-o", str(out), "-q"]) == 0
    return folder


def test_summary_first_then_each_kernel(run_dir, capsys):
    assert main(["report", str(run_dir)]) == 0
    out = capsys.readouterr().out
    summary, _, rest = out.partition("========")
    assert "Program run: 2 kernel(s)" in summary
    # both profiles in the summary, ranked by issued instructions
    issued = {}
    for path in sorted(run_dir.glob("*.bbprof")):
        report = make_report(Profile.load(path), None)
        issued[path.stem] = report.total_issued
    lines = [line for line in summary.splitlines() if line.startswith("nested")]
    assert len(lines) == 2
    order = sorted(issued, key=lambda k: -issued[k])
    assert [f"{issued[k]:,}" in line for k, line in zip(order, lines)] == [True, True]
    assert rest.count("========") == 3          # a second kernel section follows


def test_html_index_links_every_kernel_page(run_dir, tmp_path):
    out = tmp_path / "run.html"
    assert main(["report", str(run_dir), "-o", str(out), "-q"]) == 0
    index = out.read_text()
    pages = sorted(tmp_path.glob("run-*.html"))
    assert len(pages) == 2
    for page in pages:
        assert f'href="{page.name}"' in index
        assert "<html" in page.read_text()


def test_csv_has_a_kernel_column_and_every_block(run_dir, tmp_path):
    out = tmp_path / "run.csv"
    assert main(["report", str(run_dir), "-o", str(out), "-q"]) == 0
    table = pd.read_csv(out)
    assert table.columns[0] == "kernel"
    per = table.groupby("kernel").issued_total.sum()
    for path in run_dir.glob("*.bbprof"):
        report = make_report(Profile.load(path), None)
        # host functions are no kernels: each profile is named by its file
        assert per[path.stem] == report.total_issued > 0


def test_empty_folder_is_one_line(tmp_path, capsys):
    assert main(["report", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "holds no profiles" in err[0]
