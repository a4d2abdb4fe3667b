"""`bbprof instrument --engine plugin` from the command line: the same files as the default
engine, read back by `bbprof run --backend host` and `bbprof report` unchanged, with the
counts the host example's trip counts give; and one clear line when the plugin cannot be
had."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from bbprof.profile import Profile

from bbprof_testpaths import DATA
from plugin_support import plugin  # noqa: F401


def bbprof(*argv, env=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "bbprof", *map(str, argv)],
                          capture_output=True, text=True, check=False, env=env, cwd=cwd)


def test_instrument_run_report(plugin, tmp_path):  # noqa: F811
    source = tmp_path / "host_loops.ll"
    source.write_text((DATA / "host" / "host_loops.ll").read_text())
    proc = bbprof("instrument", "--engine", "plugin", "--target", "host", source)
    assert proc.returncode == 0, proc.stderr
    out, map_path = tmp_path / "host_loops.bbprof.ll", tmp_path / "host_loops.bbprof.json"
    data = json.loads(map_path.read_text())
    assert data["mode"]["name"] == "thread,wave/spanning-tree"
    # driver's single-block loop keeps its counts in registers, as the default engine does
    driver = next(f for f in data["functions"] if f["name"] == "driver")
    assert [r["block"] for r in driver["register_loops"]] == [1]
    assert data["input"]["path"] == str(source)   # the map points at the input, as by default
    run = tmp_path / "run.bbprof"
    proc = bbprof("run", out, "--backend", "host", "--kernel", "nested", "--grid", 1,
                  "--block", 1, "--arg", 3, "--arg", 4, "--baseline", "-o", run)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    counts = Profile.load(run).counts_of("nested")
    n, m, odd = 3, 4, 6
    assert counts == {b: (c, c) for b, c in {
        "entry": 1, "outer": n + 1, "inner": n * (m + 1), "body": n * m, "odd": odd,
        "even": n * m - odd, "inner.latch": n * m, "outer.latch": n, "exit": 1}.items()}
    report = tmp_path / "report.md"
    proc = bbprof("report", run, "-o", report, "-q")
    assert proc.returncode == 0, proc.stderr
    assert "inner.latch" in report.read_text()


def test_no_opt_is_one_line(tmp_path):
    env = dict(os.environ, BBPROF_LLVM=str(tmp_path / "nowhere"))
    proc = bbprof("instrument", "--engine", "plugin", "--target", "host",
                  DATA / "host" / "host_loops.ll", "-o", tmp_path / "k.ll", env=env)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        f"bbprof: error: BBPROF_LLVM={tmp_path / 'nowhere'} names no opt program (point it "
        "at an opt, or an LLVM prefix with bin/opt)"]
    assert not (tmp_path / "k.ll").exists()


def test_cannot_build_is_one_line(tmp_path):
    """No cmake on PATH and no plugin built: the build is refused in one line."""
    from bbprof.errors import ToolFailure
    from bbprof.instrument.plugin import find_opt

    try:
        find_opt()
    except ToolFailure as exc:
        pytest.skip(f"no LLVM 19+ opt here: {exc.one_line()}")
    env = {k: v for k, v in os.environ.items() if k != "BBPROF_PLUGIN"}
    empty = tmp_path / "bin"   # a PATH with no cmake (and no llvm-config) on it
    empty.mkdir()
    env.update(PATH=str(empty), BBPROF_CACHE=str(tmp_path / "cache"))
    proc = bbprof("instrument", "--engine", "plugin", "--target", "host",
                  DATA / "host" / "host_loops.ll", "-o", tmp_path / "k.ll", env=env)
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bbprof: error: cannot build the bbprof "
                                                   "plugin: no cmake"), lines
