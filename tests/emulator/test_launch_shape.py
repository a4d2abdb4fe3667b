"""A launch whose workgroup the kernel was not compiled for is refused (issue 40: a block
of 64 against a kernel of 128 threads ran silently; Triton's reductions over the waves
they assume then compute other numbers)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.errors import InputError
from bbprof.runtime.backend import LaunchShape, get_backend

ROOT = Path(__file__).resolve().parents[2]
LAYERNORM = ROOT / "tests" / "data" / "corpus" / "triton39" / "sm_90" / "layernorm.ll"

KERNEL = """target triple = "{triple}"
define {cc} void @k(ptr addrspace(1) %out) #0 {{
entry:
  ret void
}}
attributes #0 = {{ {attrs} }}
"""
NV = dict(triple="nvptx64-nvidia-cuda", cc="ptx_kernel")
AMD = dict(triple="amdgcn-amd-amdhsa", cc="amdgpu_kernel")


def _launch(text, block):
    backend = get_backend("emulator")
    code = backend.load(text, None)
    code.launch("k", LaunchShape.of(1, block), [backend.upload(np.zeros(4, np.int32))])


@pytest.mark.parametrize("kind,attrs,ok,bad,words", [
    (NV, '"nvvm.reqntid"="128"', 128, 64, "compiled for blocks of 128 threads"),
    (NV, '"nvvm.maxntid"="256"', 256, 512, "at most 256 threads"),
    (AMD, '"target-cpu"="gfx942" "amdgpu-flat-work-group-size"="64,256"', 256, 512,
     "64 to 256 work-items"),
    (AMD, '"target-cpu"="gfx942" "amdgpu-flat-work-group-size"="64,256"', 64, 32,
     "64 to 256 work-items")])
def test_the_block_the_kernel_was_compiled_for(kind, attrs, ok, bad, words):
    text = KERNEL.format(attrs=attrs, **kind)
    _launch(text, ok)
    with pytest.raises(InputError, match=words):
        _launch(text, bad)


def test_cli_says_which_block_in_one_line():
    done = subprocess.run([sys.executable, "-m", "bbprof", "run", "--backend", "emulator",
                           str(LAYERNORM), "--grid", "2", "--block", "64", "--shared", "1024",
                           "-a", "bf16[2048]:randn", "-a", "bf16[2048]", "-a", "f32[1024]",
                           "-a", "700", "-a", "f32:1e-5", "-o", "/dev/null"],
                          capture_output=True, text=True)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "nvvm.reqntid" in lines[0] and "--block 128" in lines[0]


def test_run_header_names_no_processor_in_words(tmp_path):
    """The run's header printed 'emulator ()' for IR that names no processor (issue 40)."""
    scan = ROOT / "tests" / "data" / "corpus" / "triton39" / "sm_90" / "scan.ll"
    done = subprocess.run([sys.executable, "-m", "bbprof", "run", "--backend", "emulator",
                           str(scan), "--grid", "1", "--block", "128", "--shared", "64",
                           "-a", "i32[256]:random", "-a", "i32[256]", "-a", "200",
                           "-o", str(tmp_path / "s.bbprof")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "emulator (no processor named)" in done.stdout and "()" not in done.stdout


@pytest.mark.parametrize("attrs,arch,words", [
    ('"target-cpu"="gfx942"', None, "(gfx942 from target-cpu)"),
    ('"amdgpu-flat-work-group-size"="1,256"', "gfx942", "(gfx942 from --arch)")])
def test_run_header_says_where_the_arch_came_from(tmp_path, attrs, arch, words):
    """Issue 40: 'the header names the arch used and where it came from'."""
    path = tmp_path / "k.ll"
    path.write_text(KERNEL.format(attrs=attrs, **AMD))
    done = subprocess.run([sys.executable, "-m", "bbprof", "run", "--backend", "emulator",
                           str(path), "--grid", "1", "--block", "64", "-a", "i32[64]",
                           *(["--arch", arch] if arch else []),
                           "-o", str(tmp_path / "k.bbprof")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert words in done.stdout
