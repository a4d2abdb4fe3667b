"""An abort inside LLVM is one error line, never a signal (bbprof/ir/llvm_child.py).

The module of tests/data/abort/ makes LLVM 22's parser end its process (an intrinsic with
a wrong signature in a module with debug-info metadata: the parser's debug-info upgrade
verifies it and calls report_fatal_error). Before the child process, every command died
with SIGABRT (exit 134) and wrote a core file where the system keeps them.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest

from bbprof.ir import load_module
from bbprof.ir.llvm_child import LLVMAbortError
from bbprof.ir.module import parse_and_verify

from bbprof_testpaths import DATA, TESTS

ABORTS = DATA / "abort" / "wrong_intrinsic_signature.ll"
GOOD = DATA / "corpus" / "gfx942" / "softmax.ll"

COMMANDS = {
    "instrument": ["instrument", "{ir}", "-o", "out.ll"],
    "static": ["static", "{ir}", "-o", "mix.csv"],
    "build": ["build", "{ir}", "-o", "out.hsaco"],
    "run-host": ["run", "{ir}", "--backend", "host", "--grid", "1", "--block", "1",
                 "-o", "out.bbprof"],
}


def _cores_allowed() -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_abort_is_one_line_exit_2_no_core_no_output(command, tmp_path):
    (tmp_path / "k.ll").write_bytes(ABORTS.read_bytes())
    args = [a.format(ir="k.ll") for a in COMMANDS[command]]
    env = dict(os.environ, PYTHONPATH=str(TESTS.parent) + os.pathsep
               + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "bbprof", *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, env=env,
                          preexec_fn=_cores_allowed)
    assert proc.returncode == 2, (proc.returncode, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    line = lines[0]
    assert line.startswith("bbprof: error: k.ll: LLVM 22.1 (llvmlite) aborted (SIGABRT)")
    assert "Intrinsic has incorrect argument type" in line          # LLVM's own words
    assert "Broken module found" in line
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.ll"]   # no output, no core


def test_the_library_raises_and_the_next_module_still_loads():
    with pytest.raises(LLVMAbortError) as caught:
        load_module(ABORTS)
    assert caught.value.exit_code == 2 and "SIGABRT" in caught.value.message
    module = load_module(GOOD)               # a fresh child serves the next request
    assert module.functions and module.arch() == "gfx942"
    with pytest.raises(LLVMAbortError):
        parse_and_verify(ABORTS.read_text(), "again.ll")
    parse_and_verify(module.text, "canonical.ll")


def test_a_newer_llvm_is_named_in_the_abort():
    """The same abort in IR that shows LLVM 24 (its triple) names that LLVM and points to
    the pass plugin."""
    text = ABORTS.read_text().replace('"amdgcn-amd-amdhsa"', '"amdgpu9.42-amd-amdhsa"')
    with pytest.raises(LLVMAbortError) as caught:
        parse_and_verify(text, "new.ll")
    message = caught.value.one_line()
    assert "written by LLVM 24 or newer" in message and "amdgpuX.YZ" in message
    assert "llvm_passes/" in message


def test_verifier_error_without_debug_metadata_is_an_ordinary_error():
    """Without the debug-info flag LLVM returns the same complaint as an error."""
    text = ABORTS.read_text().split("!llvm.module.flags")[0]
    with pytest.raises(Exception) as caught:
        parse_and_verify(text, "plain.ll")
    assert not isinstance(caught.value, LLVMAbortError)
    assert "Intrinsic has incorrect argument type" in caught.value.message
