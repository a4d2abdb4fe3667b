"""Which GPU (or the host) an IR module is for, and how wide its waves are.

The target comes from the module's triple, or from ``--target`` when the triple is missing
(Triton's NVIDIA IR has none). Recognised spellings:

* ``amdgcn-amd-amdhsa`` and LLVM 24's ``amdgpuX.YZ-amd-amdhsa`` (``amdgpu9.42`` is gfx942,
  ``amdgpu9.0a`` gfx90a, ``amdgpu11.00`` gfx1100);
* ``nvptx64-nvidia-cuda`` (and ``nvptx-nvidia-cuda``);
* the host CPU (``--target host``), wave size 1, for running IR in-process.

Wave sizes and the other facts of a processor are ``arch.py``'s: AMDGPU's comes from a
function's target-features or processor, and is None (unknown, never guessed) where the IR
states neither and no ``--arch`` names one; NVPTX's is 32.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bbprof.errors import TargetError
from bbprof.ir import arch as _arch
from bbprof.ir.arch import AMDGPU, AMDGPU_ALIASES, HOST, NVPTX, amdgpu_processor  # noqa: F401
KINDS = (AMDGPU, NVPTX, HOST)

AMDGPU_TRIPLE = "amdgcn-amd-amdhsa"
NVPTX_TRIPLE = "nvptx64-nvidia-cuda"

_DATALAYOUT_P32 = re.compile(r'^target datalayout = "(?:[^"]*-)?p:32:32', re.M)
_NEW_AMDGPU = re.compile(r"^amdgpu(?P<major>\d+)\.(?P<rest>[0-9a-fA-F]{2})-")


@dataclass(frozen=True)
class Target:
    """A code-generation target: kind, the triple llvmlite compiles for, a default CPU."""

    kind: str
    triple: str
    cpu: str | None = None

    @property
    def is_gpu(self) -> bool:
        return self.kind != HOST

    @property
    def counter_addrspace(self) -> int:
        """Address space of the counter global: global memory on GPUs."""
        return 1 if self.is_gpu else 0

    def wave_size(self, cpu: str | None = None, features: str = "") -> int | None:
        """Lanes per wave for a function with these target-cpu/target-features (``cpu``
        default: the triple's processor); None where AMDGPU IR says neither
        (``arch.wave_size``)."""
        return _arch.wave_size(self.kind, cpu or self.cpu, features)

    def describe(self) -> str:
        return f"{self.kind} ({self.triple}{', ' + self.cpu if self.cpu else ''})"


def amdgpu_arch_from_triple(triple: str) -> str | None:
    """``amdgpu9.42-amd-amdhsa`` -> ``gfx942``; None for the classic spelling."""
    match = _NEW_AMDGPU.match(triple)
    if not match:
        return None
    return f"gfx{match.group('major')}{match.group('rest').lower()}"


_AMDGPU_ARCH = re.compile(r"^gfx[0-9a-f]+$")
_NVPTX_ARCH = re.compile(r"^sm_\d+[af]?$")


def check_arch(kind: str, requested: str | None, own: str | None, *, own_from: str = "",
               path: str | None = None) -> str | None:
    """The processor a command compiles for, checked the same way by every command
    (static, build, instrument, run): ``requested`` (``--arch``) must name a processor of
    the module's ``kind`` and agree with the module's own processor ``own`` (``own_from``
    says where that was read: its target-cpu attribute, or its triple as in IREE's
    ``amdgpu9.42-amd-amdhsa``). Without ``--arch`` the module's own; None when neither
    names one (the caller says what to pass)."""
    if requested is None:
        return own
    arch = requested.strip()
    if kind == AMDGPU:
        arch = amdgpu_processor(arch)   # LLVM's aliases: hawaii is gfx701
    if kind == AMDGPU and not _AMDGPU_ARCH.match(arch):
        raise TargetError(f"'{arch}' is not an AMDGPU processor, and the module is AMDGPU IR",
                          path=path, hint="pass --arch gfx908, gfx90a, gfx942, gfx1100...")
    if kind == NVPTX and not _NVPTX_ARCH.match(arch):
        raise TargetError(f"'{arch}' is not an NVPTX processor, and the module is NVPTX IR",
                          path=path, hint="pass --arch sm_80, sm_90a...")
    if own and arch != own:
        raise TargetError(
            f"the module is for {own} ({own_from or 'as it says'}), not {arch}: its code "
            f"was generated and optimised for {own}", path=path,
            hint=f"drop --arch (or pass --arch {own}), or compile the kernel for {arch}")
    return arch


def is_gpu_processor(kind: str, cpu: str) -> bool:
    """Does ``cpu`` name a processor of ``kind`` (not a host CPU such as Taichi's x86-64)?"""
    if kind == AMDGPU:
        return bool(_AMDGPU_ARCH.match(amdgpu_processor(cpu)))
    if kind == NVPTX:
        return bool(_NVPTX_ARCH.match(cpu))
    return True


def host_triple() -> str:
    import llvmlite.binding as llvm

    return llvm.get_process_triple()


def resolve_target(triple: str | None, requested: str | None, text: str,
                   *, path: str | None = None) -> Target:
    """Decide the target from the module's triple, the user's request and signs in the IR."""
    if requested is not None:
        requested = requested.lower()
        if requested not in KINDS:
            raise TargetError(f"unknown target '{requested}'",
                              path=path, hint="use one of: amdgpu, nvptx, host")
    found = _kind_of_triple(triple) if triple else None
    if found is None and triple and requested is None:
        raise TargetError(f"target triple '{triple}' is not a GPU bbprof supports", path=path,
                          hint="bbprof reads amdgcn/amdgpu and nvptx IR; "
                               "pass --target host to run it on the CPU")
    if requested is not None and found is not None and found != requested:
        raise TargetError(f"the module's triple '{triple}' is {found}, not {requested}",
                          path=path, hint=f"drop --target or pass --target {found}")
    if requested in (AMDGPU, NVPTX) and found is None and triple:
        # a CPU's (or another machine's) triple: the module was compiled for it, and its
        # output would keep it (issue 38: --target nvptx on x86-64 IR was accepted)
        raise TargetError(f"the module's triple '{triple}' is not a GPU's, not {requested}",
                          path=path, hint="pass IR compiled for the GPU, or --target host "
                                          "to count it on the CPU")
    if requested in (AMDGPU, NVPTX) and found is None:
        _refuse_contradicting_signs(requested, text, path)
    kind = requested or found
    if kind is None:
        kind = _kind_from_signs(text)
    if kind is None:
        raise TargetError("the module has no target triple and no sign of its GPU",
                          path=path, hint="pass --target amdgpu, nvptx or host")
    if kind == AMDGPU:
        return Target(AMDGPU, AMDGPU_TRIPLE, amdgpu_arch_from_triple(triple or ""))
    if kind == NVPTX:
        if (triple or "").startswith("nvptx-") or _DATALAYOUT_P32.search(text[:4096]):
            raise TargetError(
                f"is 32-bit NVPTX IR ({'triple ' + triple if triple else 'pointers of 32 bits'}"
                "): bbprof's counters and static analysis are for 64-bit NVPTX only (its "
                "counter addresses are 64-bit)", path=path,
                hint="compile the kernel for nvptx64 (clang -target nvptx64-nvidia-cuda; "
                     "OpenCL: nvptx64-nvidia-nvcl)")
        return Target(NVPTX, NVPTX_TRIPLE, None)
    return Target(HOST, host_triple(), None)


def _kind_of_triple(triple: str) -> str | None:
    arch = triple.split("-", 1)[0]
    if arch == "amdgcn" or _NEW_AMDGPU.match(triple):
        return AMDGPU
    if arch in ("nvptx64", "nvptx"):
        return NVPTX
    return None


def _refuse_contradicting_signs(requested: str, text: str, path: str | None) -> None:
    """``--target amdgpu`` on triple-less NVPTX IR (or the reverse) would mix one GPU's
    counting code into the other's kernels: refuse it, naming what the IR shows."""
    signs = {NVPTX: _nvptx_signs(text), AMDGPU: _amdgpu_signs(text)}
    other = NVPTX if requested == AMDGPU else AMDGPU
    if signs[other] and not signs[requested]:
        raise TargetError(f"--target {requested}, but the IR is {other} IR (it has "
                          f"{signs[other]})", path=path,
                          hint=f"drop --target or pass --target {other}")


def _nvptx_signs(text: str) -> str | None:
    for sign in ("ptx_kernel", "@llvm.nvvm.", "!nvvm"):
        if sign in text:
            return sign
    return None


def _amdgpu_signs(text: str) -> str | None:
    for sign in ("amdgpu_kernel", "@llvm.amdgcn."):
        if sign in text:
            return sign
    return None


def _kind_from_signs(text: str) -> str | None:
    if "ptx_kernel" in text or "@llvm.nvvm." in text or "!nvvm" in text:
        return NVPTX
    if "amdgpu_kernel" in text or "@llvm.amdgcn." in text:
        return AMDGPU
    return None
