"""The user's own LLVM for IR newer than llvmlite's (bbprof/ir/user_llvm.py).

No LLVM 24 is installed here, so the mechanism is tested two honest ways:
* Debian's LLVM 19 as ``$BBPROF_LLVM`` is found, reported as 19, and *not* used for LLVM
  24 input (it is older): the note says so and points to the pass plugin;
* a folder whose ``opt``/``llc`` say "LLVM version 24.0.0git-wrapper" — small programs
  that log their arguments and do the job with llvmlite — stands for a user's LLVM 24:
  bbprof must call them for the output's verification and for static's and build's code,
  and say so in the summary.
"""

from __future__ import annotations

import gzip
import os
import stat
import sys
from pathlib import Path

import pytest

from bbprof.cli.main import main
from bbprof.ir import user_llvm

from bbprof_testpaths import DATA

IREE_MATMUL = DATA / "iree" / "gfx942" / "matmul_f16.optimized.ll.gz"
LLVM19 = Path("/usr/lib/llvm-19/bin")

WRAPPER = '''#!{python}
import os, sys
if "--version" in sys.argv:
    print("LLVM (http://llvm.org/):\\n  LLVM version 24.0.0git-wrapper")
    sys.exit(0)
with open(os.environ["WRAPPER_LOG"], "a") as log:
    log.write(os.path.basename(sys.argv[0]) + " " + " ".join(sys.argv[1:]) + "\\n")
import llvmlite.binding as llvm
args = sys.argv[1:]
out = args[args.index("-o") + 1] if "-o" in args else "-"
source = [a for a in args if not a.startswith("-") and a != out]
module = llvm.parse_assembly(open(source[0]).read() if source else sys.stdin.read())
module.verify()
if os.path.basename(sys.argv[0]) == "llc":
    opts = dict(a[1:].split("=", 1) for a in sys.argv[1:] if a.startswith("-m"))
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    module.triple = opts["mtriple"]
    machine = llvm.Target.from_triple(opts["mtriple"]).create_target_machine(
        cpu=opts.get("mcpu", ""), features=opts.get("mattr", ""), opt=3, reloc="pic")
    if "-filetype=obj" in sys.argv:
        data = machine.emit_object(module)
    else:
        machine.set_asm_verbosity(True)
        data = machine.emit_assembly(module).encode()
    if out == "-":
        sys.stdout.buffer.write(data)
    else:
        open(out, "wb").write(data)
'''


@pytest.fixture
def iree_matmul(tmp_path):
    path = tmp_path / "matmul.ll"
    path.write_bytes(gzip.decompress(IREE_MATMUL.read_bytes()))
    return path


@pytest.fixture
def fake_llvm24(tmp_path, monkeypatch):
    folder = tmp_path / "llvm24" / "bin"
    folder.mkdir(parents=True)
    for tool in ("opt", "llc"):
        path = folder / tool
        path.write_text(WRAPPER.format(python=sys.executable))
        path.chmod(path.stat().st_mode | stat.S_IEXEC)
    log = tmp_path / "calls.log"
    monkeypatch.setenv("BBPROF_LLVM", str(folder))
    monkeypatch.setenv("WRAPPER_LOG", str(log))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(sys.path))
    user_llvm._probe.cache_clear()
    yield folder, log
    user_llvm._probe.cache_clear()


def test_input_that_is_not_newer_uses_no_other_llvm(monkeypatch):
    monkeypatch.setenv("BBPROF_LLVM", "/nonexistent")
    text = (DATA / "corpus" / "gfx942" / "softmax.ll").read_text()   # Triton 3.9 / LLVM 24
    assert user_llvm.for_text("define void @f() {\n  ret void\n}\n") == (None, [])
    llvm, notes = user_llvm.for_text(text)
    assert llvm is None and "LLVM 24 IR" in notes[0] and "BBPROF_LLVM" in notes[0]
    assert "plugin" not in notes[0]     # the plugin runs in an LLVM of its own: no cure


@pytest.mark.skipif(not (LLVM19 / "llc").exists(), reason="Debian's llvm-19 is not installed")
def test_an_older_user_llvm_is_found_and_not_used(iree_matmul, monkeypatch, capsys):
    monkeypatch.setenv("BBPROF_LLVM", str(LLVM19))
    user_llvm._probe.cache_clear()
    found, older = user_llvm.find(24)
    assert found is None and older[0].major == 19 and older[0].source == "$BBPROF_LLVM"
    assert main(["static", str(iree_matmul), "-o", str(iree_matmul.with_suffix(".csv"))]) == 0
    out = capsys.readouterr().out
    assert "LLVM 24 IR, read and compiled by" in out and "LLVM 19" in out and "is older" in out
    user_llvm._probe.cache_clear()


def test_a_newer_user_llvm_verifies_and_compiles(iree_matmul, fake_llvm24, capsys):
    folder, log = fake_llvm24
    out_ll = iree_matmul.with_name("matmul.bbprof.ll")
    assert main(["instrument", str(iree_matmul), "-o", str(out_ll)]) == 0
    said = capsys.readouterr().out
    assert "verified the output with LLVM 24.0.0git-wrapper ($BBPROF_LLVM" in said
    calls = log.read_text().splitlines()
    assert calls == ["opt -passes=verify -disable-output -"]

    assert main(["static", str(iree_matmul), "-o", str(iree_matmul.with_suffix(".csv"))]) == 0
    said = capsys.readouterr().out
    assert "compiled by LLVM 24.0.0git-wrapper" in said
    llc = log.read_text().splitlines()[-1]
    assert llc.startswith("llc -mtriple=amdgcn-amd-amdhsa -O3 -filetype=asm")
    assert "-mcpu=gfx942" in llc and "--asm-verbose" in llc


def test_build_with_a_newer_user_llvm(iree_matmul, fake_llvm24, capsys):
    from bbprof.codeobj import find_linker
    from bbprof.errors import ToolFailure

    try:
        find_linker()
    except ToolFailure as exc:
        pytest.skip(f"no AMDGPU linker: {exc}")
    folder, log = fake_llvm24
    out_ll = iree_matmul.with_name("matmul.bbprof.ll")
    assert main(["instrument", str(iree_matmul), "-q", "-o", str(out_ll)]) == 0
    assert main(["build", str(out_ll)]) == 0
    said = capsys.readouterr().out
    assert "compiled by LLVM 24.0.0git-wrapper" in said
    assert "-filetype=obj" in log.read_text().splitlines()[-1]
