"""Progress for long work: on a terminal past ~1 s, never in a pipe or with -q."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from importlib import resources

from rich.console import Console

from bbprof.cli.progress import Progress


def terminal() -> Console:
    return Console(file=io.StringIO(), force_terminal=True, width=80)


def test_long_work_shows_its_stage_on_a_terminal():
    console = terminal()
    with Progress(console=console, delay=0.05) as progress:
        progress.stage("instrumenting 40,000 blocks in 1 function(s)")
        time.sleep(0.4)
    assert "instrumenting 40,000 blocks" in console.file.getvalue()


def test_short_work_shows_nothing():
    console = terminal()
    with Progress(console=console, delay=1.0) as progress:
        progress.stage("reading k.ll")
        time.sleep(0.05)
    assert console.file.getvalue() == ""


def test_quiet_and_pipes_show_nothing():
    console = terminal()
    with Progress(console=console, delay=0.0, quiet=True) as progress:
        progress.stage("reading k.ll")
        time.sleep(0.2)
    assert console.file.getvalue() == ""
    piped = Console(file=io.StringIO(), width=80)    # not a terminal
    with Progress(console=piped, delay=0.0) as progress:
        assert not progress.enabled
        progress.stage("reading k.ll")
        time.sleep(0.2)
    assert piped.file.getvalue() == ""


def test_instrument_through_a_pipe_writes_no_progress(tmp_path):
    kernel = tmp_path / "k.ll"
    kernel.write_text(resources.files("bbprof.examples").joinpath("host_loops.ll").read_text())
    proc = subprocess.run([sys.executable, "-m", "bbprof", "instrument", str(kernel),
                           "--target", "host"], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith(f"{kernel}: host")
