"""Bad and hostile input, for every command: one row per (command, case).

Each row builds its inputs in a fresh folder, runs ``bbprof`` through ``main()`` (the
entry point's own error handling) and checks: the exit status (2 for bad input, 1 for a
failure at run time), ONE line on stderr that starts ``bbprof: error:`` and names the file
at fault and the expected words, no Python traceback, and no file left behind that was
not there before (no partial outputs, no temporary files).

Rows for a command that is not registered (report, cfg, diff, validate land later) skip.
Cases that do not apply to a command (a kernel name for ``instrument``, which has no
``--kernel``) have no row; docs/reliability.md lists the whole matrix.
"""

from __future__ import annotations

import dataclasses

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from bbprof.cli.main import cli, main

from bbprof_testpaths import DATA

NV = DATA / "corpus" / "h200" / "loop.llir"            # NVPTX, no triple (Triton)
AMD = DATA / "corpus" / "gfx942" / "softmax.ll"        # amdgpu9.42-amd-amdhsa, 1 kernel
HOST = DATA / "host" / "host_loops.ll"                  # host IR: nested, classify, ...
SM90_MATMUL = DATA / "corpus" / "sm_90" / "matmul.ll"  # wgmma: codegen aborts for sm_90

SYNTAX = b'target triple = "nvptx64-nvidia-cuda"\ndefine void @f() {\n  ret i32 %x y\n}\n'
DECLS = b'target triple = "nvptx64-nvidia-cuda"\ndeclare void @g()\n'
X86 = b'target triple = "x86_64-unknown-linux-gnu"\ndefine void @f() {\n  ret void\n}\n'
NOSIGN = b"define void @f() {\n  ret void\n}\n"
BINARY = b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 4
# A function whose every block cannot take a counter: a catchswitch block admits no
# instruction besides its phis (host IR with Windows-style EH funclets).
CATCHSWITCH = b"""
declare i32 @__CxxFrameHandler3(...)
declare void @may_throw()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw() to label %done unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
done:
  ret void
}
"""

# Other front ends' IR, in small (../shared/external-ir has the real files: test_external_ir)
OFFLOAD_BUNDLE = b"""; __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa-gfx90a
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
  ret void
}
; __CLANG_OFFLOAD_BUNDLE____END__ hip-amdgcn-amd-amdhsa-gfx90a
; __CLANG_OFFLOAD_BUNDLE____START__ host-x86_64-unknown-linux-gnu
target triple = "x86_64-unknown-linux-gnu"
; __CLANG_OFFLOAD_BUNDLE____END__ host-x86_64-unknown-linux-gnu
"""
# clang 16 wrote icmp constant expressions, which LLVM 19+ no longer reads as text
CLANG16_CONSTEXPR = b"""target triple = "amdgcn-amd-amdhsa"
@g = addrspace(1) global i32 0
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  br i1 icmp eq (ptr addrspace(1) @g, ptr addrspace(1) null), label %a, label %b
a:
  ret void
b:
  ret void
}
!llvm.ident = !{!0}
!0 = !{!"clang version 16.0.6"}
"""
# AMD clang 15 (ROCm 5.3) wrote debug-info kinds upstream LLVM never had
AMD_FORK_DEBUG_INFO = b"""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
  ret void
}
!llvm.ident = !{!0}
!0 = !{!"AMD clang version 15.0.0 (https://github.com/RadeonOpenCompute/llvm-project roc-5.3.0)"}
!1 = distinct !DIFragment()
"""
# ZLUDA's functions ask for wave32; a wave64-only gfx9 gets no code for them from LLVM
WAVE32_KERNEL = b"""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}
attributes #0 = { "target-features"="+wavefrontsize32,-wavefrontsize64" }
"""
NVPTX32 = b"""target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
"""
# Taichi's NVPTX modules carry host runtime functions with target-cpu x86-64
FOREIGN_CPU_NVPTX = b"""target triple = "nvptx64-nvidia-cuda"
define void @helper(ptr %p) #0 {
  store i32 1, ptr %p
  ret void
}
define ptx_kernel void @k(ptr %p) {
  call void @helper(ptr %p)
  ret void
}
attributes #0 = { noinline "target-cpu"="x86-64" }
"""
VERTEX_SHADER = b"""target triple = "amdgcn-amd-amdpal"
define amdgpu_vs float @vs(float %x) {
  %y = fmul float %x, 2.0
  ret float %y
}
"""
# rocMLIR's workgroup barrier
INLINE_ASM = b"""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  call void asm sideeffect "s_waitcnt lgkmcnt(0)\\0As_barrier", ""()
  ret void
}
"""


class Work:
    """A scratch folder with the inputs a row needs, made on demand."""

    def __init__(self, root: Path):
        self.root = root

    def file(self, name: str, content: bytes | str) -> str:
        path = self.root / name
        path.write_bytes(content.encode() if isinstance(content, str) else content)
        return str(path)

    def fifo(self, name: str) -> str:
        path = self.root / name
        os.mkfifo(path)
        return str(path)

    def copy(self, source: Path, name: str | None = None) -> str:
        path = self.root / (name or source.name)
        shutil.copy(source, path)
        return str(path)

    def truncated(self, source: Path, name: str = "truncated.ll") -> str:
        lines = source.read_text().splitlines(keepends=True)
        return self.file(name, "".join(lines[: len(lines) // 2]))

    def instrumented(self, source: Path, target: str | None = None, stem: str = "k") -> tuple[str, str]:
        """(k.bbprof.ll, k.bbprof.json) of ``source``, made by the library."""
        from bbprof.instrument import instrument
        from bbprof.ir import load_module

        result = instrument(load_module(source, target))
        ll, js = self.root / f"{stem}.bbprof.ll", self.root / f"{stem}.bbprof.json"
        result = dataclasses.replace(result, block_map=result.block_map.with_path(str(js)))
        ll.write_text(result.text)
        js.write_text(result.block_map.to_json())
        return str(ll), str(js)

    def missing_dir(self, name: str) -> str:
        return str(self.root / "no" / "such" / "folder" / name)


@dataclass(frozen=True)
class Case:
    command: str
    case: str
    argv: Callable[[Work], list[str]]
    exit: int
    words: tuple[str, ...]      # all must appear in the error line
    names: str | None = "first"  # which path the line must start with: "first" = argv[1]
    patch: str | None = None     # a function of this module that makes the machine poorer

    @property
    def id(self) -> str:
        return f"{self.command}-{self.case}"


def _host_run(w: Work, *extra: str) -> list[str]:
    ll, js = w.instrumented(HOST, "host")
    return ["run", ll, "--backend", "host", "-k", "nested", "--grid", "1", "--block", "1",
            "-a", "i32:4", "-a", "i32:6", *extra]


def _other_map(w: Work) -> str:
    """A block map written for a different module (another CFG, another counter size)."""
    _, js = w.instrumented(NV, stem="other")
    return js


def _corrupt(w: Work, name: str = "corrupt.json") -> str:
    return w.file(name, '{"format": "bbprof.blockmap", "version": 2, "functions": [')


def _profile(w: Work) -> str:
    """A real profile of the host example (``bbprof run`` on the host backend)."""
    argv = _host_run(w, "-q")
    assert main(argv) == 0
    return str(Path(argv[1]).with_name("k.bbprof"))


def _nonfolder(w: Work) -> str:
    return str(Path(w.file("plain-file", "x")) / "out")


CASES = [
    # ---- instrument --------------------------------------------------------------------
    Case("instrument", "missing-file", lambda w: ["instrument", str(w.root / "nope.ll")],
         2, ("no such file",)),
    Case("instrument", "empty", lambda w: ["instrument", w.file("e.ll", b"")], 2,
         ("is empty",)),
    Case("instrument", "whitespace-only", lambda w: ["instrument", w.file("e.ll", "\n \n")],
         2, ("is empty",)),
    Case("instrument", "binary", lambda w: ["instrument", w.file("b.ll", BINARY)], 2,
         ("binary file",)),
    Case("instrument", "bitcode", lambda w: ["instrument", w.file("b.bc", b"BC\xc0\xde\x35")],
         2, ("LLVM bitcode", "llvm-dis")),
    Case("instrument", "not-utf8", lambda w: ["instrument", w.file("l1.ll", b"define \xe9\n")],
         2, ("not UTF-8",)),
    Case("instrument", "truncated", lambda w: ["instrument", w.truncated(NV)], 2, ("line ",)),
    Case("instrument", "syntax-error", lambda w: ["instrument", w.file("s.ll", SYNTAX)], 2,
         ("line 3, column",)),
    Case("instrument", "unknown-target", lambda w: ["instrument", w.file("x86.ll", X86)], 2,
         ("x86_64-unknown-linux-gnu", "not a GPU", "--target host")),
    Case("instrument", "missing-target", lambda w: ["instrument", w.file("n.ll", NOSIGN)], 2,
         ("no target triple", "--target")),
    Case("instrument", "wrong-target", lambda w: ["instrument", w.copy(AMD), "--target",
                                                  "nvptx"], 2, ("is amdgpu, not nvptx",)),
    Case("instrument", "no-definitions", lambda w: ["instrument", w.file("d.ll", DECLS)], 2,
         ("defines no functions",)),
    Case("instrument", "already-instrumented",
         lambda w: ["instrument", w.instrumented(NV)[0]], 2, ("already instrumented",)),
    Case("instrument", "uninstrumentable-catchswitch",
         lambda w: ["instrument", w.file("eh.ll", CATCHSWITCH), "--target", "host",
                    "--placement", "every-block"], 2,
         ("catchswitch",)),
    Case("instrument", "clang-offload-bundle",
         lambda w: ["instrument", w.file("bundle.ll", OFFLOAD_BUNDLE)], 2,
         ("clang offload bundle", "clang-offload-bundler --unbundle",
          "--targets=hip-amdgcn-amd-amdhsa-gfx90a")),
    Case("instrument", "ir-of-an-llvm-too-old",
         lambda w: ["instrument", w.file("old.ll", CLANG16_CONSTEXPR)], 2,
         ("line 4", "clang 16 (LLVM 16)", "llvm-as-16", "llvm-dis")),
    Case("instrument", "32-bit-nvptx", lambda w: ["instrument", w.file("n32.ll", NVPTX32)], 2,
         ("32-bit NVPTX", "nvptx64")),
    Case("instrument", "zero-shards", lambda w: ["instrument", w.copy(NV), "--shards", "0"],
         2, ("shards",), names=None),
    Case("instrument", "tree-with-wide-words",
         lambda w: ["instrument", w.copy(NV), "--placement", "spanning-tree",
                    "--wide-counters"], 2, ("needs packed words", "--wide-counters"),
         names=None),
    Case("instrument", "unwritable-output",
         lambda w: ["instrument", w.copy(NV), "-o", w.missing_dir("x.ll")], 2,
         ("folder does not exist",), names="-o"),
    Case("instrument", "unwritable-map",
         lambda w: ["instrument", w.copy(NV), "--map", w.missing_dir("x.json")], 2,
         ("folder does not exist",), names="--map"),
    Case("instrument", "output-is-a-folder",
         lambda w: ["instrument", w.copy(NV), "-o", str(w.root)], 2, ("is a directory",),
         names=None),
    # ---- static ------------------------------------------------------------------------
    Case("static", "missing-file", lambda w: ["static", str(w.root / "nope.ll")], 2,
         ("no such file",)),
    Case("static", "empty", lambda w: ["static", w.file("e.ll", b"")], 2, ("is empty",)),
    Case("static", "binary", lambda w: ["static", w.file("b.ll", BINARY)], 2,
         ("binary file",)),
    Case("static", "truncated", lambda w: ["static", w.truncated(AMD)], 2, ("line ",)),
    Case("static", "syntax-error", lambda w: ["static", w.file("s.ll", SYNTAX)], 2,
         ("line 3, column",)),
    Case("static", "unknown-target", lambda w: ["static", w.file("x86.ll", X86)], 2,
         ("not a GPU",)),
    Case("static", "missing-target", lambda w: ["static", w.file("n.ll", NOSIGN)], 2,
         ("no target triple",)),
    Case("static", "no-definitions", lambda w: ["static", w.file("d.ll", DECLS), "--arch",
                                                "sm_80"], 2, ("defines no functions",)),
    # a module that names no processor (the classic triple): --arch is the only word
    Case("static", "unknown-arch",
         lambda w: ["static", w.file("k.ll", AMD.read_bytes().replace(
             b"amdgpu9.42-amd-amdhsa", b"amdgcn-amd-amdhsa")), "--arch", "gfx9999"], 2,
         ("does not know the processor 'gfx9999'",)),
    Case("static", "arch-other-than-the-triples",
         lambda w: ["static", w.copy(AMD), "--arch", "gfx90a"], 2,
         ("the module is for gfx942 (its triple amdgpu9.42-amd-amdhsa), not gfx90a",)),
    Case("static", "arch-of-another-gpu",
         lambda w: ["static", w.copy(AMD), "--arch", "sm_80"], 2, ("is amdgpu, not nvptx",)),
    # wgmma cannot be selected for sm_80: LLVM aborts the codegen child process
    Case("static", "codegen-abort",
         lambda w: ["static", w.copy(SM90_MATMUL), "--arch", "sm_80", "-q"], 1,
         ("codegen for sm_80 crashed", "Cannot select")),
    Case("static", "clang-offload-bundle",
         lambda w: ["static", w.file("bundle.ll", OFFLOAD_BUNDLE)], 2,
         ("clang offload bundle", "clang-offload-bundler --unbundle")),
    Case("static", "ir-of-an-llvm-too-old",
         lambda w: ["static", w.file("old.ll", CLANG16_CONSTEXPR), "--arch", "gfx942"], 2,
         ("clang 16 (LLVM 16)", "llvm-as-16", "llvm-dis")),
    Case("static", "amd-fork-debug-info",
         lambda w: ["static", w.file("frag.ll", AMD_FORK_DEBUG_INFO), "--arch", "gfx942"], 2,
         ("AMD clang 15", "ROCm 5.3.0", "DIFragment", "-strip-debug")),
    Case("static", "no-code-emitted-for-the-arch",
         lambda w: ["static", w.file("w32.ll", WAVE32_KERNEL), "--arch", "gfx90a", "-q",
                    "-o", str(w.root / "x.csv")], 2,
         ("emitted no code for @k on gfx90a", "+wavefrontsize32", "gfx1030")),
    Case("static", "32-bit-nvptx",
         lambda w: ["static", w.file("n32.ll", NVPTX32), "--arch", "sm_80"], 2,
         ("32-bit NVPTX",)),
    Case("static", "host-target-cpu-in-nvptx",
         lambda w: ["static", w.file("taichi.ll", FOREIGN_CPU_NVPTX)], 2,
         ("target-cpu x86-64 is not an NVPTX processor", "--arch")),
    Case("static", "unwritable-output",
         lambda w: ["static", w.copy(NV), "--arch", "sm_80", "-q", "-o",
                    w.missing_dir("x.csv")], 2, ("folder does not exist",), names="-o"),
    Case("static", "unknown-output-format",
         lambda w: ["static", w.copy(NV), "--arch", "sm_80", "-o", str(w.root / "x.txt")], 2,
         ("unknown output format",), names="-o"),
    # ---- build -------------------------------------------------------------------------
    Case("build", "missing-file", lambda w: ["build", str(w.root / "nope.ll")], 2,
         ("no such file",)),
    Case("build", "empty", lambda w: ["build", w.file("e.ll", b"")], 2, ("is empty",)),
    Case("build", "binary", lambda w: ["build", w.file("b.ll", BINARY)], 2, ("binary file",)),
    Case("build", "truncated", lambda w: ["build", w.truncated(AMD)], 2, ("line ",)),
    Case("build", "syntax-error", lambda w: ["build", w.file("s.ll", SYNTAX)], 2,
         ("line 3, column",)),
    Case("build", "not-amdgpu", lambda w: ["build", w.copy(NV)], 2, ("AMDGPU",)),
    Case("build", "no-definitions",
         lambda w: ["build", w.file("d.ll", DECLS.replace(b"nvptx64-nvidia-cuda",
                                                          b"amdgcn-amd-amdhsa")),
                    "--arch", "gfx942"], 2, ("defines no functions",)),
    Case("build", "unknown-arch", lambda w: ["build", w.copy(AMD), "--arch", "gfx9999"], 2,
         ("gfx9999",)),
    Case("build", "map-of-another-module",
         lambda w: ["build", w.instrumented(AMD)[0], "--map", _other_map(w)], 2,
         ("block map",), names="--map"),
    Case("build", "corrupted-map-json",
         lambda w: ["build", w.instrumented(AMD)[0], "--map", _corrupt(w)], 2,
         ("not valid JSON",), names="--map"),
    Case("build", "linker-not-there",
         lambda w: ["build", w.instrumented(AMD)[0], "--linker",
                    str(w.root / "no-ld.lld")], 2, ("no-ld.lld", "no such executable"),
         names=None),
    Case("build", "no-linker-at-all", lambda w: ["build", w.instrumented(AMD)[0]], 1,
         ("no ELF linker", "apt-get install lld-19"), names=None, patch="no_linker"),
    Case("build", "codegen-abort",
         lambda w: ["build", w.file("bad.ll", AMD.read_text().replace(
             "amdgpu9.42-amd-amdhsa", "amdgcn-amd-amdhsa").replace(
             "ret void", "call void @llvm.nvvm.barrier0()\n  ret void", 1)), "--arch", "gfx942"], 1,
         ("crashed",), patch=None),
    Case("build", "graphics-shader",
         lambda w: ["build", w.file("vs.ll", VERTEX_SHADER), "--arch", "gfx942"], 2,
         ("graphics shaders", "@vs (amdgpu_vs)", "HSA")),
    Case("build", "inline-asm-and-no-assembler",
         lambda w: ["build", w.file("asm.ll", INLINE_ASM), "--arch", "gfx942",
                    "--linker", sys.executable], 1,   # (a linker that is never reached)
         ("inline asm (in @k)", "llvm-mc", "apt-get install llvm-19"),
         patch="no_assembler"),
    Case("build", "assembler-not-there",
         lambda w: ["build", w.file("asm.ll", INLINE_ASM), "--arch", "gfx942",
                    "--linker", sys.executable, "--assembler", str(w.root / "no-llvm-mc")], 2,
         ("no-llvm-mc", "no such executable"), names=None),
    Case("build", "unwritable-output",
         lambda w: ["build", w.instrumented(AMD)[0], "-o", w.missing_dir("k.hsaco")], 2,
         ("folder does not exist",), names="-o"),
    # ---- run ---------------------------------------------------------------------------
    Case("run", "missing-file", lambda w: ["run", str(w.root / "nope.bbprof.ll"), "--grid",
                                           "1", "--block", "1"], 2, ("no such file",)),
    Case("run", "empty", lambda w: ["run", w.file("e.bbprof.ll", b""), "--grid", "1",
                                    "--block", "1"], 2, ("is empty",)),
    Case("run", "binary", lambda w: ["run", w.file("b.bbprof.ll", BINARY), "--grid", "1",
                                     "--block", "1"], 2, ("binary file",)),
    Case("run", "plain-ir", lambda w: ["run", w.copy(NV, "k.bbprof.ll"), "--grid", "1",
                                       "--block", "1"], 2, ("not instrumented",
                                                            "bbprof instrument")),
    Case("run", "missing-map", lambda w: ["run", w.file("k.bbprof.ll", NV.read_text() +
                                                        "\n@__bbprof_counters = global [1 x "
                                                        "i64] zeroinitializer\n"),
                                          "--grid", "1", "--block", "1"], 2,
         ("no such block map",), names=None),
    Case("run", "corrupted-map-json",
         lambda w: _host_run(w, "--map", _corrupt(w)), 2, ("not valid JSON",),
         names="--map"),
    Case("run", "map-of-another-module",
         lambda w: _host_run(w, "--map", _other_map(w)), 2, ("other.bbprof.json",), names=None),
    Case("run", "uninstrumented-ir",
         lambda w: ["run", w.copy(HOST, "h.bbprof.ll"), "--map", w.instrumented(HOST, "host")[1],
                    "--backend", "host", "-k", "nested", "--grid", "1", "--block", "1",
                    "-a", "i32:1", "-a", "i32:1"], 2, ("__bbprof_counters",), names=None),
    Case("run", "truncated-ir",
         lambda w: ["run", w.truncated(Path(w.instrumented(HOST, "host")[0]), "k.bbprof.ll"),
                    "--backend", "host", "-k", "nested", "--grid", "1", "--block", "1",
                    "-a", "i32:1", "-a", "i32:1"], 2, ("line ",)),
    Case("run", "kernel-not-found", lambda w: _host_run(w, "-k", "no_such_kernel"),
         2, ("no function 'no_such_kernel'",), names=None),
    Case("run", "bad-grid", lambda w: _host_run(w, "--grid", "two"), 2, ("two",), names=None),
    Case("run", "wrong-argument-count",
         lambda w: _host_run(w)[:-2], 2, ("nested", "no --arg"), names=None),
    Case("run", "no-gpu-driver",
         lambda w: ["run", *w.instrumented(NV)[:1], "--grid", "1", "--block", "32",
                    "-a", "f32[32]:zeros", "-a", "f32[32]:zeros", "-a", "i32:1",
                    "--backend", "cuda"], 1, ("NVIDIA",), names=None),  # no driver, or no cuda-core
    Case("run", "no-rocm",
         lambda w: ["run", *w.instrumented(AMD)[:1], "--grid", "1", "--block", "64",
                    "--backend", "hip"], 1, ("hip-python",), names=None),  # no ROCm, or no hip-python
    Case("run", "unwritable-output", lambda w: _host_run(w, "-o", w.missing_dir("p.bbprof")),
         2, ("folder does not exist",), names="-o"),
    # ---- report, cfg, diff (profiles) ---------------------------------------------------
    Case("report", "missing-file", lambda w: ["report", str(w.root / "nope.bbprof")], 2,
         ("no such profile file",)),
    Case("report", "empty", lambda w: ["report", w.file("e.bbprof", b"")], 2,
         ("not a bbprof profile",)),
    Case("report", "binary", lambda w: ["report", w.file("b.bbprof", BINARY)], 2,
         ("not a bbprof profile",)),
    Case("report", "corrupted-json", lambda w: ["report", _corrupt(w, "c.bbprof")], 2,
         ("not a bbprof profile",)),
    Case("report", "unwritable-output",
         lambda w: ["report", _profile(w), "-q", "-o", w.missing_dir("r.html")], 2,
         ("folder does not exist",), names="-o"),
    Case("cfg", "missing-file",
         lambda w: ["cfg", str(w.root / "nope.bbprof"), "-o", str(w.root / "g.dot")], 2,
         ("no such",)),
    Case("cfg", "corrupted-json",
         lambda w: ["cfg", _corrupt(w, "c.bbprof"), "-o", str(w.root / "g.dot")], 2,
         ("not a bbprof profile",)),
    Case("cfg", "syntax-error-ir",
         lambda w: ["cfg", w.file("s.ll", SYNTAX), "-o", str(w.root / "g.dot")], 2,
         ("line 3, column",)),
    Case("cfg", "unwritable-output",
         lambda w: ["cfg", _profile(w), "--no-static", "-f", "nested", "-o",
                    w.missing_dir("g.dot")], 2,
         ("folder does not exist",), names="-o"),
    Case("diff", "missing-file", lambda w: ["diff", str(w.root / "nope.bbprof"), _profile(w)],
         2, ("no such profile file",)),
    Case("diff", "corrupted-json", lambda w: ["diff", _corrupt(w, "c.bbprof"), _profile(w)],
         2, ("not a bbprof profile",)),
    # ---- inputs that are not files on disk, or too large (issue 38) ----------------------
    Case("instrument", "a-fifo", lambda w: ["instrument", w.fifo("k.ll")], 2,
         ("is not a regular file",)),
    Case("report", "a-device", lambda w: ["report", "/dev/zero"], 2,
         ("is not a regular file",)),
    Case("run", "a-device", lambda w: ["run", "/dev/zero", "--grid", "1", "--block", "1"], 2,
         ("is not a regular file",)),
    Case("static", "a-device", lambda w: ["static", "/dev/urandom", "--arch", "gfx942"], 2,
         ("is not a regular file",)),
    Case("instrument", "over-the-size-limit",
         lambda w: ["--max-input-mb", "1", "instrument", w.file("big.ll", "x" * (3 << 20))],
         2, ("is 3 MB, over bbprof's input limit of 1 MB", "--max-input-mb"), names=None),
    Case("report", "over-the-size-limit-by-the-environment",
         lambda w: ["report", w.file("big.bbprof", "{" + " " * (2 << 20) + "}")], 2,
         ("over bbprof's input limit of 1 MB",), patch="limit_of_one_mb"),
    Case("instrument", "cpu-triple-as-nvptx",
         lambda w: ["instrument", w.file("cpu.ll", 'target triple = "x86_64-unknown-linux-gnu"'
                                         "\ndefine void @k() {\n  ret void\n}\n"),
                    "--target", "nvptx"], 2, ("is not a GPU's, not nvptx", "--target host")),
    # ---- mlir (IREE's compiler is optional: these stop before it is needed) -------------
    Case("mlir", "missing-file",
         lambda w: ["mlir", str(w.root / "nope.mlir"), "--target", "gfx942", "-o",
                    str(w.root / "out")], 2, ("no such MLIR file",)),
    Case("mlir", "no-target",
         lambda w: ["mlir", w.file("k.mlir", "func.func @k() { return }\n"), "-o",
                    str(w.root / "out")], 2, ("--target", "--annotate-only"), names=None),
    Case("mlir", "unknown-target",
         lambda w: ["mlir", w.file("k.mlir", "func.func @k() { return }\n"), "--target",
                    "gfx9000", "-o", str(w.root / "out")], 2, ("IREE targets here are",),
         names=None),
    Case("mlir", "output-is-a-file",
         lambda w: ["mlir", w.file("k.mlir", "func.func @k() { return }\n"), "--target",
                    "gfx942", "-o", w.file("out", "x")], 2, ("is a file",), names=None),
    # ---- timeline ----------------------------------------------------------------------
    Case("timeline", "missing-file",
         lambda w: ["timeline", str(w.root / "nope.bbprof"), "-o", str(w.root / "t.json")], 2,
         ("no such profile file",)),
    Case("timeline", "corrupted-json",
         lambda w: ["timeline", _corrupt(w, "c.bbprof"), "-o", str(w.root / "t.json")], 2,
         ("not a bbprof profile",)),
    Case("timeline", "no-timeline",
         lambda w: ["timeline", _profile(w), "-o", str(w.root / "t.json")], 2,
         ("has no timeline", "--timeline")),
    Case("instrument", "timeline-records-alone",
         lambda w: ["instrument", w.copy(HOST), "--target", "host", "--timeline-records", "8"],
         2, ("--timeline-records needs --timeline",), names=None),
    Case("instrument", "timeline-entry-stamp-alone",
         lambda w: ["instrument", w.copy(HOST), "--target", "host", "--timeline-entry-stamp"],
         2, ("--timeline-entry-stamp needs --timeline",), names=None),
    Case("instrument", "timeline-records-zero",
         lambda w: ["instrument", w.copy(HOST), "--target", "host", "--timeline",
                    "--timeline-records", "0"], 2, ("between 1 and",), names=None),
    Case("instrument", "timeline-waves-host",
         lambda w: ["instrument", w.copy(HOST), "--target", "host", "--timeline",
                    "--timeline-waves", "4"], 2, ("no fixed wave slots",), names=None),
    Case("instrument", "timeline-waves-past-the-buffer",
         lambda w: ["instrument", w.copy(AMD), "--timeline", "--timeline-records", "8",
                    "--timeline-waves", "5"], 2, ("inside the 8 records",), names=None),
    # ---- sweep -------------------------------------------------------------------------
    Case("sweep", "missing-file", lambda w: ["sweep", str(w.root / "nope.toml"), "-o",
                                             str(w.root / "o")], 2, ("no such sweep file",)),
    Case("sweep", "not-toml", lambda w: ["sweep", w.file("s.toml", "[[variant]\n"), "-o",
                                         str(w.root / "o")], 2, ("not valid TOML",)),
    Case("sweep", "no-variants", lambda w: ["sweep", w.file("s.toml", "[defaults]\n"),
                                            "-o", str(w.root / "o")], 2,
         ("has no [[variant]] tables",)),
    Case("sweep", "unknown-key", lambda w: ["sweep", w.file(
        "s.toml", '[[variant]]\nname = "a"\nir = "k.ll"\ngrdi = "4"\n'), "-o",
        str(w.root / "o")], 2, ("unknown key(s) grdi",)),
    # ---- profile -----------------------------------------------------------------------
    Case("profile", "no-such-program",
         lambda w: ["profile", "-o", str(w.root / "p"), "--", "no-such-program-bbprof"], 2,
         ("no program 'no-such-program-bbprof'",), names=None),
    Case("profile", "output-is-a-file",
         lambda w: ["profile", "-o", w.file("f", "x"), "--", sys.executable, "-c", "pass"], 2,
         ("is not a folder",), names="-o"),
    Case("profile", "bad-kernels-regex",
         lambda w: ["profile", "-o", str(w.root / "p"), "--kernels", "([", "--",
                    sys.executable, "-c", "pass"], 2, ("not a regular expression",),
         names=None),
    Case("profile", "earlier-run-without-force",
         lambda w: ["profile", "-o", str(Path(w.file("k.bbprof", "{}")).parent), "--",
                    sys.executable, "-c", "pass"], 2, ("--force",), names="-o"),
    # ---- demo --------------------------------------------------------------------------
    Case("demo", "unwritable-out-folder", lambda w: ["demo", "--out", _nonfolder(w)], 2,
         ("cannot make the folder",), names="--out"),
]


def no_linker(monkeypatch, tmp_path) -> None:
    """No ROCm, no ld.lld on PATH or in /usr/lib/llvm-*, no Triton linker."""
    import bbprof.codeobj.linker as linker
    import bbprof.codeobj.tools as tools

    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "no-rocm"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin"))
    monkeypatch.setattr(tools.glob, "glob", lambda pattern: [])
    monkeypatch.setattr(linker, "_triton_linker_available", lambda: False)


def limit_of_one_mb(monkeypatch, tmp_path) -> None:
    """$BBPROF_MAX_INPUT_MB set low: every input reader honours it."""
    monkeypatch.setenv("BBPROF_MAX_INPUT_MB", "1")


def no_assembler(monkeypatch, tmp_path) -> None:
    """No llvm-mc or llc anywhere (a linker may be there)."""
    import bbprof.codeobj.assembler as assembler

    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "no-rocm"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin"))
    monkeypatch.setattr(assembler, "LLVM_GLOB", str(tmp_path / "no-llvm-*" / "bin"))


# build looks for its linker before it compiles: these rows need one to get that far
_NEEDS_LINKER = {"build-codegen-abort"}
_NEEDS_NO_DEVICE = {"no-gpu-driver": "cuda", "no-rocm": "hip"}


def _device_present(backend: str) -> bool:
    from bbprof.errors import BbprofError
    from bbprof.runtime.backend import get_backend

    try:
        get_backend(backend)
    except (BbprofError, ImportError, OSError):
        return False
    return True


def _snapshot(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


def _registered(command: str) -> bool:
    return command in cli.list_commands(None)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_input(case: Case, tmp_path, capsys, monkeypatch):
    if not _registered(case.command):
        pytest.skip(f"'bbprof {case.command}' is not registered")
    if case.case in _NEEDS_NO_DEVICE and _device_present(_NEEDS_NO_DEVICE[case.case]):
        pytest.skip(f"this machine has a {_NEEDS_NO_DEVICE[case.case]} device")
    if case.id in _NEEDS_LINKER:
        import os

        from bbprof.codeobj import find_linker
        from bbprof.errors import ToolFailure

        try:
            find_linker()
        except ToolFailure as exc:
            if os.environ.get("BBPROF_EXPECT_TOOLS"):
                pytest.fail(f"BBPROF_EXPECT_TOOLS is set but there is no linker: {exc}")
            pytest.skip(f"no AMDGPU linker here, and build looks for it first: {exc}")
    monkeypatch.chdir(tmp_path)
    if case.patch:
        globals()[case.patch](monkeypatch, tmp_path)
    work = Work(tmp_path)
    argv = case.argv(work)
    capsys.readouterr()
    before = _snapshot(tmp_path)
    status = main(argv)
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert status == case.exit, err
    assert len(lines) == 1, err
    line = lines[0]
    assert line.startswith("bbprof: error: "), line
    if case.names == "first":
        assert line.startswith(f"bbprof: error: {argv[1]}"), line
    elif case.names is not None:
        assert f"bbprof: error: {argv[argv.index(case.names) + 1]}" in line, line
    for word in case.words:
        assert word in line, line
    assert "Traceback" not in err + out
    assert _snapshot(tmp_path) == before, "files left behind"


# Each command that exists has rows; a new command must get its rows here.
def test_every_registered_command_has_rows():
    covered = {c.command for c in CASES} | {"report", "cfg", "diff", "validate"}
    assert set(cli.list_commands(None)) <= covered, set(cli.list_commands(None)) - covered


def test_the_real_entry_point_prints_one_line_and_no_traceback(tmp_path):
    """The same through the installed entry point (a child process), for one row."""
    path = tmp_path / "b.ll"
    path.write_bytes(BINARY)
    proc = subprocess.run([sys.executable, "-m", "bbprof", "instrument", str(path)],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"bbprof: error: {path}: is a binary file, not LLVM IR text"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.ll"]
