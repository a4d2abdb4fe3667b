"""One naming rule for block maps (issue 42, item 1): the map of an instrumented IR file is
beside it, named like it with ``.json`` — what ``instrument`` writes (``-o X.ll`` ->
``X.json``; by default ``k.bbprof.ll`` -> ``k.bbprof.json``) and what ``run`` and ``build``
look for. Before, ``run X.ll`` looked for ``X.bbprof.json`` and failed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bbprof.files import block_map_path
from bbprof.profile import Profile

DATA = Path(__file__).resolve().parents[1] / "data"
RUN = ["--backend", "host", "-k", "nested", "--grid", "1", "--block", "1", "-a", "i32:3",
       "-a", "i32:4", "-q"]


def bbprof(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "bbprof", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd)


def test_the_rule():
    assert block_map_path(Path("d/k.bbprof.ll")) == Path("d/k.bbprof.json")
    assert block_map_path(Path("X.ll")) == Path("X.json")
    assert block_map_path(Path("t.llir")) == Path("t.json")


def test_run_finds_the_map_instrument_wrote_with_o(tmp_path):
    source = tmp_path / "k.ll"
    source.write_text((DATA / "host" / "host_loops.ll").read_text())
    out = tmp_path / "X.ll"
    proc = bbprof("instrument", source, "--target", "host", "-o", out, "-q")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "X.json").is_file() and not (tmp_path / "X.bbprof.json").exists()
    proc = bbprof("run", out, *RUN, "-o", tmp_path / "x.bbprof")
    assert proc.returncode == 0, proc.stderr
    counts = Profile.load(tmp_path / "x.bbprof").counts_of("nested")
    assert counts["body"] == (12, 12)      # nested(3, 4): 3 * 4 by hand


def test_default_names_still_pair(tmp_path):
    source = tmp_path / "k.ll"
    source.write_text((DATA / "host" / "host_loops.ll").read_text())
    assert bbprof("instrument", source, "--target", "host", "-q").returncode == 0
    proc = bbprof("run", tmp_path / "k.bbprof.ll", *RUN)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "k.bbprof").is_file()


def test_baseline_finds_the_input_beside_the_map_from_another_folder(tmp_path):
    """Issue 38: `run --baseline` failed outside the folder instrument ran in (the map's
    input path is as instrument was given it, relative), even with the IR beside the map."""
    work = tmp_path / "work"
    work.mkdir()
    (work / "k.ll").write_text((DATA / "host" / "host_loops.ll").read_text())
    proc = bbprof("instrument", "k.ll", "--target", "host", "-q", cwd=work)
    assert proc.returncode == 0, proc.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    proc = bbprof("run", work / "k.bbprof.ll", *RUN, "--baseline", "-o", "p.bbprof",
                  cwd=elsewhere)
    assert proc.returncode == 0, proc.stderr
    profile = Profile.load(elsewhere / "p.bbprof")
    assert profile.launches[0].baseline_ms and profile.counts_of("nested")["body"] == (12, 12)
