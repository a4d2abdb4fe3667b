"""All or nothing under SIGINT, SIGTERM and SIGHUP, with concurrent writers, and no LLVM
child left behind (issue 38, item 4).

Deterministic: ``BBPROF_TEST_PAUSE_BEFORE_RENAMES`` / ``BBPROF_TEST_PAUSE_IN_RENAMES``
make ``bbprof.files.write_all_atomically`` sleep at that step (every temporary file
written / the first of the set renamed into place), and the test signals the process
while it sleeps there.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"
NV = EXAMPLES / "nvptx_loop.ll"
HOST = EXAMPLES / "host_loops.ll"


def _start(args, cwd, **pause):
    env = dict(os.environ, **{f"BBPROF_TEST_PAUSE_{k.upper()}": str(v)
                              for k, v in pause.items()})
    return subprocess.Popen([sys.executable, "-m", "bbprof", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for(predicate, seconds=60.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.02)
    return False


def _temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_before_the_renames_leaves_nothing(sig, tmp_path):
    proc = _start(["instrument", str(NV), "-o", "x.ll"], tmp_path, before_renames=30)
    assert _wait_for(lambda: len(_temps(tmp_path)) == 2), proc.stderr
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    want = 130 if sig == signal.SIGINT else 128 + sig
    assert proc.returncode == want, err
    assert err.strip().splitlines()[-1] in ("bbprof: interrupted",
                                           f"bbprof: terminated ({signal.Signals(sig).name})")
    assert sorted(p.name for p in tmp_path.iterdir()) == []


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_inside_the_renames_waits_for_them(sig, tmp_path):
    proc = _start(["instrument", str(NV), "-o", "x.ll"], tmp_path, in_renames=2)
    assert _wait_for(lambda: (tmp_path / "x.ll").exists()), proc.stderr
    assert not (tmp_path / "x.json").exists()       # inside the window: one renamed
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == (130 if sig == signal.SIGINT else 128 + sig), err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json", "x.ll"]
    names = [f["name"] for f in json.loads((tmp_path / "x.json").read_text())["functions"]]
    assert names and all(f"@{n}(" in (tmp_path / "x.ll").read_text() for n in names)


def test_two_writers_of_one_output_write_one_set_after_the_other(tmp_path):
    """Two instruments of different kernels to the same -o, their renames overlapping in
    time: the IR and the map that remain are of one kernel."""
    first = _start(["instrument", str(NV), "-o", "x.ll"], tmp_path, in_renames=4)
    assert _wait_for(lambda: (tmp_path / "x.ll").exists())
    second = _start(["instrument", str(HOST), "--target", "host", "-o", "x.ll"], tmp_path)
    for proc in (first, second):
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    data = json.loads((tmp_path / "x.json").read_text())
    text = (tmp_path / "x.ll").read_text()
    names = [f["name"] for f in data["functions"]]
    assert names and all(f"@{name}(" in text for name in names), (names, data["input"])
    # the second waited for the first's set to be whole, then wrote its own
    assert data["input"]["path"] == str(HOST)
    assert _temps(tmp_path) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_the_llvm_child_ends_with_its_parent(tmp_path):
    script = (
        "import sys, time\n"
        "from bbprof.ir import llvm_child\n"
        f"llvm_child.parse_print_verify(open({str(NV)!r}).read(), 'k.ll')\n"
        "print(' '.join(str(c.pid) for c in llvm_child._children), flush=True)\n"
        "time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    pids = [int(p) for p in proc.stdout.readline().split()]
    if not pids:
        proc.kill()
        pytest.skip("LLVM work runs in the caller here (no forked child)")
    proc.kill()                       # SIGKILL: no handler of the parent runs
    proc.wait()

    def gone(pid):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        state = Path(f"/proc/{pid}/stat")
        return state.exists() and state.read_text().split()[2] == "Z"   # a zombie

    assert _wait_for(lambda: all(gone(p) for p in pids), 5.0), pids
