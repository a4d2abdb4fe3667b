"""Find an ELF linker that turns an AMDGPU object into a code object, and run it.

LLVM's code generator (llvmlite) emits a relocatable object; the ROCm runtime loads a
shared object (``ET_DYN``) whose dynamic symbol table holds each kernel, its kernel
descriptor ``<kernel>.kd`` and the module's globals. Only ``ld.lld`` makes those. It is
looked for in this order, and the first one found is used:

1. ``$ROCM_PATH/llvm/bin/ld.lld`` (``ROCM_PATH`` defaults to ``/opt/rocm``): the linker that
   matches the ROCm install that will load the code;
2. ``ld.lld`` on ``PATH``;
3. ``/usr/lib/llvm-N/bin/ld.lld``, newest N first, for N >= 17 (Debian/Ubuntu ``lld-N``
   packages; Debian 12's ``lld`` is LLVM 14, too old for today's AMDGPU objects);
4. Triton's in-process linker ``triton._C.libtriton.amd.link_hsaco`` when triton is
   installed (the wheel ships no ``ld.lld`` program).

When none is found the error lists every place tried and how to get a linker. The
places are ``tools.py``'s, shared with the assembler.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.codeobj.tools import explicit_program, packaged, rocm_program, run_program
from bbprof.errors import InputError, ToolFailure

MIN_LLVM_MAJOR = 17
TRITON = "triton"
HOW_TO_GET_ONE = ("install one: 'apt-get install lld-19' (Debian/Ubuntu), ROCm's "
                  "$ROCM_PATH/llvm/bin/ld.lld, 'pip install triton', or pass --linker PATH")


@dataclass(frozen=True)
class Linker:
    """An ld.lld program (``path``) or Triton's in-process linker (``path == 'triton'``)."""

    path: str
    found_by: str
    tried: tuple[str, ...] = field(default=(), compare=False)

    @property
    def in_process(self) -> bool:
        return self.path == TRITON

    def describe(self) -> str:
        what = "Triton's in-process linker" if self.in_process else self.path
        return f"{what} ({self.found_by})"

    def link(self, obj: bytes, *, name: str = "kernel") -> bytes:
        """Link one relocatable object into a shared code object and return its bytes."""
        with tempfile.TemporaryDirectory(prefix="bbprof-link-") as tmp:
            obj_path = Path(tmp) / f"{name}.o"
            out_path = Path(tmp) / f"{name}.hsaco"
            obj_path.write_bytes(obj)
            if self.in_process:
                self._link_with_triton(obj_path, out_path)
            else:
                self._link_with_lld(obj_path, out_path)
            if not out_path.is_file():
                raise ToolFailure(f"{self.describe()} reported success but wrote no code object")
            return out_path.read_bytes()

    def _link_with_lld(self, obj_path: Path, out_path: Path) -> None:
        command = [self.path, "-shared", "--no-undefined", str(obj_path), "-o", str(out_path)]
        proc = run_program(command, what=f"the linker {self.path}", timeout=300,
                           hint=HOW_TO_GET_ONE)
        if proc.returncode != 0:
            lines = [ln.strip() for ln in proc.stderr.splitlines() if ln.strip()]
            message = lines[0] if lines else f"exit status {proc.returncode}"
            hint = ("the IR calls a function it does not define: link the ROCm device "
                    "libraries (ocml/ockl bitcode) into the IR before instrumenting it"
                    if "undefined symbol" in message else
                    f"an ld.lld from LLVM {MIN_LLVM_MAJOR} or newer is needed")
            raise ToolFailure(f"{self.path} failed to link the code object: {message}",
                              hint=hint)

    @staticmethod
    def _link_with_triton(obj_path: Path, out_path: Path) -> None:
        try:
            from triton._C.libtriton import amd
            amd.link_hsaco(str(obj_path), str(out_path))
        except Exception as exc:  # the extension raises plain RuntimeError and friends
            raise ToolFailure(f"Triton's in-process linker failed: {exc}") from None


def find_linker(explicit: str | os.PathLike | None = None, *,
                environ: dict[str, str] | None = None,
                llvm_glob: str = "/usr/lib/llvm-*/bin/ld.lld",
                allow_triton: bool = True) -> Linker:
    """The first linker found (see the module's docstring), or a ``ToolFailure`` that says
    what was tried. ``explicit`` (``--linker``) wins and must exist."""
    env = os.environ if environ is None else environ
    if explicit is not None:
        explicit = str(explicit)
        if explicit == TRITON:
            if not _triton_linker_available():
                raise InputError("--linker triton: triton (with its AMD backend) is not "
                                 "installed", hint="pip install triton")
            return Linker(TRITON, "--linker")
        return Linker(explicit_program(explicit, "--linker"), "--linker")

    tried: list[str] = []
    candidate, found_by = rocm_program("ld.lld", env)
    tried.append(candidate)
    if os.access(candidate, os.X_OK):
        return Linker(candidate, found_by, tuple(tried))

    on_path = shutil.which("ld.lld", path=env.get("PATH", ""))
    tried.append("ld.lld on PATH")
    if on_path:
        return Linker(on_path, "PATH", tuple(tried))

    versioned = [(major, path) for major, path in packaged(llvm_glob)
                 if os.access(path, os.X_OK)]
    for major, path in versioned:
        if major < MIN_LLVM_MAJOR:
            tried.append(f"{path} (LLVM {major}: too old, need {MIN_LLVM_MAJOR}+)")
            continue
        tried.append(path)
        return Linker(path, f"LLVM {major} package", tuple(tried))
    if not versioned:
        tried.append(llvm_glob)

    tried.append("triton._C.libtriton.amd.link_hsaco")
    if allow_triton and _triton_linker_available():
        return Linker(TRITON, "triton package", tuple(tried))

    raise ToolFailure("no ELF linker for AMDGPU code objects; tried " + ", ".join(tried),
                      hint=HOW_TO_GET_ONE)


def _triton_linker_available() -> bool:
    try:
        from triton._C.libtriton import amd
    except Exception:  # not installed, or a build without the AMD backend
        return False
    return hasattr(amd, "link_hsaco")
