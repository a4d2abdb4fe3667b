"""A full disk in the middle of a command's outputs leaves the whole set or nothing
(issue 38 item 4): `run --save-outputs` (profile and arrays), `timeline` (trace and CSV),
`demo` (every file). The disk fills at the Nth temporary file (``bbprof.files._write_temp``
raising what it raises on ENOSPC); the command exits non-zero with one line and the
folder holds none of the set."""

from __future__ import annotations

import errno
import os
from importlib import resources

import pytest

from bbprof import files
from bbprof.cli.main import main
from bbprof.errors import InputError

HOST_LOOPS = resources.files("bbprof.examples").joinpath("host_loops.ll")


@pytest.fixture
def disk_fills_at(monkeypatch):
    real = files._write_temp

    def fill(n: int):
        calls = {"n": 0}

        def write_temp(path, content, mode):
            calls["n"] += 1
            if calls["n"] >= n:
                raise InputError(f"cannot write: {os.strerror(errno.ENOSPC)}", path=str(path))
            return real(path, content, mode)

        monkeypatch.setattr(files, "_write_temp", write_temp)
    return fill


def left(folder) -> set[str]:
    return {p.name for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def host_kernel(tmp_path):
    src = tmp_path / "k.ll"
    src.write_text(HOST_LOOPS.read_text())
    assert main(["instrument", str(src), "--target", "host", "--timeline", "-q"]) == 0
    return tmp_path / "k.bbprof.ll"


FILL = """
define void @fill(ptr %p, ptr %q, i32 %n) {
entry:
  store i32 %n, ptr %p
  store i32 %n, ptr %q
  ret void
}
"""


def test_run_save_outputs_is_one_set(tmp_path, disk_fills_at, capsys):
    src = tmp_path / "f.ll"
    src.write_text(FILL)
    assert main(["instrument", str(src), "--target", "host", "-q"]) == 0
    argv = ["run", str(tmp_path / "f.bbprof.ll"), "-a", "i32[4]", "-a", "i32[4]", "-a", "7",
            "--save-outputs", str(tmp_path / "out"), "-q"]
    before = left(tmp_path)
    disk_fills_at(2)       # the second of three files: one array, then the disk is full
    assert main(argv) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert left(tmp_path) == before        # no profile, no array
    disk_fills_at(99)
    assert main(argv) == 0
    assert left(tmp_path) - before == {"arg0.npy", "arg1.npy", "f.bbprof"}


def test_timeline_trace_and_csv_are_one_set(tmp_path, host_kernel, disk_fills_at, capsys):
    assert main(["run", str(host_kernel), "-k", "square", "-a", "i32:4", "-q"]) == 0
    before = left(tmp_path)
    disk_fills_at(2)
    assert main(["timeline", str(tmp_path / "k.bbprof"), "-o", str(tmp_path / "t.json"),
                 "--csv", str(tmp_path / "t.csv"), "-q"]) == 2
    assert left(tmp_path) == before


def test_demo_writes_all_its_files_or_none(tmp_path, disk_fills_at, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    disk_fills_at(9)       # well into the demo's 15 files
    assert main(["demo"]) == 2
    assert left(tmp_path) == set()
    assert "No space left on device" in capsys.readouterr().err


def test_sweep_tables_are_one_set(tmp_path, disk_fills_at):
    import pandas as pd

    from bbprof.sweep.table import write_tables

    table = pd.DataFrame([{"name": "a", "status": "ok"}])
    disk_fills_at(2)       # the csv written, then the disk is full
    with pytest.raises(InputError, match="No space left"):
        write_tables(table, tmp_path)
    assert left(tmp_path) == set()
