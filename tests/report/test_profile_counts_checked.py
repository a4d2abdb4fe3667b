"""A profile's counts are whole numbers from 0 to 2^64 - 1, and no block has more wave
entries than thread entries (issue 38: 670 mutated profiles gave tracebacks and silent
wrong results — the string "7" taken as 7, a negative count dropping its block out of the
hot-block table, wave_hits above thread_hits accepted, 2^63 or inf a traceback). Each is
one line and exit 2 from ``bbprof report``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bbprof.errors import MismatchError
from bbprof.profile import Profile

LOOP = Path(__file__).resolve().parents[1] / "data" / "report" / "loop.bbprof"


def bbprof(*args):
    return subprocess.run([sys.executable, "-m", "bbprof", *map(str, args)],
                          capture_output=True, text=True)


def mutated(tmp_path, field: str, index: int, value) -> Path:
    data = json.loads(LOOP.read_text())
    data["counts"][field][index] = value
    path = tmp_path / "m.bbprof"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("value", ["7", -1, 2 ** 64, 2.5, True, None, [1]],
                         ids=["string", "negative", "2^64", "float", "bool", "null", "list"])
def test_a_count_that_is_not_a_u64_is_refused(tmp_path, value):
    path = mutated(tmp_path, "thread_hits", 1, value)
    with pytest.raises(MismatchError, match="not a whole number"):
        Profile.load(path)
    proc = bbprof("report", path)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and str(path) in proc.stderr


def test_infinity_is_refused(tmp_path):
    path = mutated(tmp_path, "wave_hits", 0, float("inf"))   # json writes Infinity
    assert "Infinity" in path.read_text()
    proc = bbprof("report", path)
    assert proc.returncode == 2 and "not a whole number" in proc.stderr


def test_more_wave_entries_than_thread_entries_is_refused(tmp_path):
    data = json.loads(LOOP.read_text())
    threads = data["counts"]["thread_hits"]
    path = mutated(tmp_path, "wave_hits", 2, threads[2] + 1)
    proc = bbprof("report", path)
    assert proc.returncode == 2 and "> thread_hits" in proc.stderr


def test_the_profile_as_written_still_reports():
    assert Profile.load(LOOP).counts["thread_hits"][0] > 0
    assert bbprof("report", LOOP, "-q").returncode == 0


@pytest.mark.parametrize("command", [["report"], ["cfg", "-o", "c.svg"]], ids=str)
def test_json_nested_deeper_than_python_reads_is_one_line(tmp_path, command):
    """Issue 38: JSON nested 1000 deep or more was a RecursionError traceback."""
    path = tmp_path / "deep.bbprof"
    path.write_text("[" * 5000 + "]" * 5000)
    proc = bbprof(command[0], path, *command[1:])
    assert proc.returncode == 2 and "nested too deeply" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_a_block_map_nested_too_deeply_is_one_line(tmp_path):
    from bbprof.errors import InputError
    from bbprof.instrument.blockmap import BlockMap

    path = tmp_path / "deep.json"
    path.write_text('{"format": "bbprof.blockmap", "x": ' + "[" * 5000 + "]" * 5000 + "}")
    with pytest.raises(InputError, match="nested too deeply"):
        BlockMap.load(path)
