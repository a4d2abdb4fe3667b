"""Older and newer LLVMs that can *read* IR text, found on this machine (none required).

bbprof prints its output with llvmlite's LLVM 22; these readers check which other LLVM
versions accept that text. Each reader parses and verifies a file in a child process and
returns LLVM's error text, or None when it read the file. Found, when present:

* ``llvm-as-N`` / ``/usr/lib/llvm-N/bin/llvm-as`` (Debian: ``apt-get install llvm-19``);
  ``find_code_generators()`` gives the ``llc`` of the same packages, which also generates
  code for the module's GPU (an LLVM can parse and verify a module and still crash on it);
* older llvmlite wheels unpacked into a folder (``pip install --no-deps --target DIR
  llvmlite==0.44.0`` is LLVM 15, ``0.45.1`` LLVM 20), listed in ``BBPROF_LLVMLITE_DIRS``;
* the Zig toolchain's clang (``pip install --no-deps --target DIR ziglang==0.12.1`` is
  LLVM 17, ``0.13.0`` LLVM 18, ``0.16.0`` LLVM 21), folders listed in ``BBPROF_ZIG_DIRS``;
* Triton's bundled LLVM (Triton 3.9: LLVM 24), when ``triton`` is importable: it parses
  the text and generates code for the module's GPU (the path Triton itself takes).

``BBPROF_LLVMLITE_DIRS`` / ``BBPROF_ZIG_DIRS`` are ``os.pathsep``-separated; by default the
folders ``/tmp/llvmlite-*`` and ``/tmp/zig-*`` are looked at.
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Reader:
    name: str          # e.g. "llvm-as 19"
    major: int         # LLVM major version
    argv_kind: str     # "llvm-as" | "llc" | "llvmlite" | "zig" | "triton"
    location: str

    def read(self, path: Path, timeout: float = 120, cpu: str | None = None) -> str | None:
        """None when this LLVM parsed and verified the file, else its error text (``cpu``:
        llc's processor for a module that names none)."""
        if self.argv_kind == "llvm-as":
            cmd = [self.location, str(path), "-o", os.devnull]
            env = None
        elif self.argv_kind == "llc":
            cmd = [self.location, *_llc_target(path, cpu), "-O2", str(path), "-o", os.devnull]
            env = None
        elif self.argv_kind == "llvmlite":
            cmd = [sys.executable, "-c", _LLVMLITE_READ, str(path)]
            env = {**os.environ, "PYTHONPATH": self.location}
        elif self.argv_kind == "zig":
            cmd = [self.location, "cc", "-S", "-emit-llvm", "-Xclang", "-disable-llvm-passes",
                   "-Wno-override-module", "-c", str(path), "-o", os.devnull]
            env = {**os.environ, "ZIG_GLOBAL_CACHE_DIR": "/tmp/bbprof-zig-cache",
                   "ZIG_LOCAL_CACHE_DIR": "/tmp/bbprof-zig-cache"}
        else:
            cmd = [sys.executable, "-c", _TRITON_READ, str(path)]
            env = None
        with tempfile.TemporaryDirectory(prefix="bbprof-reader-") as scratch:
            # clang (zig cc) may leave a .bc in its working folder: give it its own
            proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=scratch,
                                  timeout=timeout, check=False)
        if proc.returncode == 0:
            return None
        if self.argv_kind == "triton" and "LLVM ERROR: Cannot select" in proc.stderr:
            return None   # parsed and verified; this back end then lacked a feature flag
        text = (proc.stderr + proc.stdout).strip()
        errors = [line for line in text.splitlines() if "error" in line.lower() and "raise " not in line]
        return "\n".join(errors[:3]) or text[-500:] or f"exit {proc.returncode}"


_LLVMLITE_READ = """
import sys, llvmlite.binding as llvm
try:
    llvm.initialize()
except RuntimeError:
    pass
m = llvm.parse_assembly(open(sys.argv[1]).read())
m.verify()
"""

_TRITON_READ = """
import re, sys
from triton._C.libtriton import llvm
text = open(sys.argv[1]).read()
m = re.search(r'^target triple = "([^"]*)"', text, re.M)
triple = m.group(1) if m else "nvptx64-nvidia-cuda"
if triple.startswith("nvptx"):
    proc, features = "sm_90a", "+ptx84"
else:
    cpu = re.search(r'"target-cpu"="([^"]+)"', text)
    proc, features = (cpu.group(1) if cpu else "gfx942"), ""
    triple = "amdgcn-amd-amdhsa"
llvm.init_targets()
llvm.translate_to_asm(text, triple, proc, features, [], False, False, False)
"""


def _llc_target(path: Path, given: str | None = None) -> list[str]:
    """llc's target flags for a module: its own triple and target-cpu, else ``given``,
    else defaults."""
    text = Path(path).read_text(errors="replace")
    triple = re.search(r'^target triple = "([^"]*)"', text, re.M)
    cpu = re.search(r'"target-cpu"="([^"]+)"', text)
    amd = (triple.group(1).startswith(("amdgcn", "amdgpu")) if triple
           else "amdgpu_kernel" in text or "@llvm.amdgcn." in text)
    default_triple = "amdgcn-amd-amdhsa" if amd else "nvptx64-nvidia-cuda"
    flags = [] if triple else [f"-mtriple={default_triple}"]
    if not cpu and given:
        flags.append(f"-mcpu={given}")
    elif not cpu:
        wave32 = "+wavefrontsize32" in text   # ZLUDA: a wave64-only gfx9 emits nothing
        flags.append(("-mcpu=gfx1030" if wave32 else "-mcpu=gfx942") if amd
                     else "-mcpu=sm_80")
    return flags


def find_code_generators() -> list[Reader]:
    """``llc`` of each LLVM package installed (``llc-N``, ``/usr/lib/llvm-N/bin/llc``)."""
    found: dict[int, Reader] = {}
    candidates = [shutil.which(f"llc-{n}") for n in range(14, 30)]
    candidates += glob.glob("/usr/lib/llvm-*/bin/llc")
    for path in filter(None, candidates):
        major = _major_of_llvm_as(path)
        if major and major not in found:
            found[major] = Reader(f"llc {major}", major, "llc", path)
    return [found[k] for k in sorted(found)]


def _major_of_llvm_as(path: str) -> int | None:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True,
                             timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.search(r"LLVM version (\d+)", out)
    return int(match.group(1)) if match else None


def _dirs(variable: str, default_glob: str) -> list[str]:
    value = os.environ.get(variable)
    if value is not None:
        return [d for d in value.split(os.pathsep) if d]
    return sorted(glob.glob(default_glob))


def find_readers() -> list[Reader]:
    readers: dict[int, Reader] = {}
    candidates = [shutil.which(f"llvm-as-{n}") for n in range(14, 30)]
    candidates += glob.glob("/usr/lib/llvm-*/bin/llvm-as")
    for path in filter(None, candidates):
        major = _major_of_llvm_as(path)
        if major and major not in readers:
            readers[major] = Reader(f"llvm-as {major}", major, "llvm-as", path)
    for folder in _dirs("BBPROF_LLVMLITE_DIRS", "/tmp/llvmlite-*"):
        out = subprocess.run(
            [sys.executable, "-c", "import llvmlite.binding as l; print(l.llvm_version_info[0])"],
            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": folder},
            check=False)
        if out.returncode == 0 and out.stdout.strip().isdigit():
            major = int(out.stdout.strip())
            readers.setdefault(major, Reader(f"llvmlite (LLVM {major})", major, "llvmlite",
                                             folder))
    for folder in _dirs("BBPROF_ZIG_DIRS", "/tmp/zig-*"):
        zig = Path(folder) / "ziglang" / "zig"
        if not zig.is_file():
            zig = Path(folder) / "zig"
        if not zig.is_file():
            continue
        out = subprocess.run([str(zig), "cc", "--version"], capture_output=True, text=True,
                             check=False)
        match = re.search(r"clang version (\d+)", out.stdout)
        if match:
            major = int(match.group(1))
            readers.setdefault(major, Reader(f"zig cc (clang {major})", major, "zig",
                                             str(zig)))
    try:
        import triton
        from triton._C.libtriton import llvm  # noqa: F401
    except Exception:  # noqa: BLE001  (no Triton, or one without the LLVM bindings)
        pass
    else:
        major = 24 if triton.__version__.startswith("3.9") else None
        if major:
            readers.setdefault(major, Reader(f"Triton {triton.__version__} (LLVM {major})",
                                             major, "triton", triton.__file__))
    return [readers[k] for k in sorted(readers)]
