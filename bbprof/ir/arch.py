"""What each processor is, in one table: the facts bbprof's numbers rest on.

A wave's width decides the counting code (a ballot is i32 on wave32, i64 on wave64), the
timeline's wave ids and how thread counts and wave counts relate; the LDS a workgroup may
have bounds what a launch can give it. Every other module asks here (``arch_of``,
``wave_size``), never by a pattern of its own on a processor's name.

* **AMDGPU** (LLVM's AMDGPUUsage, "Processors"; each fact below checked with LLVM 22's
  back end, the one llvmlite bundles, by compiling a ballot and an LDS array for the
  processor): gfx6 to gfx9 run wave64 only (``+wavefrontsize32`` on gfx942 makes LLVM
  emit no code); gfx10, gfx11 and gfx12 run wave32 unless a function's
  ``+wavefrontsize64`` asks for wave64; gfx1250 runs wave32 only. The LDS one workgroup
  may allocate (LLVM's "local memory (N) exceeds limit"): 32 KiB on gfx6, 160 KiB on
  gfx950, 320 KiB on gfx1250, 64 KiB on the others. gfx9's ``HW_ID`` register names the
  compute unit a wave runs on; gfx94x and gfx95x add ``XCC_ID`` (``instrument/layout.py``).
* **NVPTX**: warps of 32 lanes. The shared memory one block may have, opting in past
  48 KiB: the CUDA C++ Programming Guide, "Technical Specifications per Compute
  Capability" (``isa/occupancy.py`` keeps the multiprocessor's limits).
* **the host**: one lane per wave.

A function's wave size is its ``+wavefrontsize32``/``+wavefrontsize64`` feature, else its
processor's: its target-cpu, else the module's (``IRModule.processor``), else ``--arch``.
AMDGPU IR that states none of them has no wave size bbprof could know: ``wave_size``
answers None and the caller refuses with what to pass (``IRModule.wave_size``) rather
than guess one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bbprof.errors import TargetError

AMDGPU, NVPTX, HOST = "amdgpu", "nvptx", "host"

_KIB = 1024
_GFX = re.compile(r"^gfx(?P<major>\d+)(?P<minor>[0-9a-f])(?P<stepping>[0-9a-f])$")
_GFX_GENERIC = re.compile(r"^gfx(?P<major>\d+)(?:-(?P<minor>\d+))?-generic$")
_SM = re.compile(r"^sm_(?P<cc>\d+)[af]?$")

# LDS one workgroup may allocate where it is not 64 KiB (LLVM 22, measured)
_AMDGPU_LDS = {"gfx600": 32 * _KIB, "gfx601": 32 * _KIB, "gfx602": 32 * _KIB,
               "gfx950": 160 * _KIB, "gfx1250": 320 * _KIB}
_WAVE32_ONLY = frozenset({"gfx1250"})
# shared memory per block with the opt-in, by compute capability (CUDA C++ Programming
# Guide's table); others unknown
_NVPTX_SHARED = {70: 96 * _KIB, 75: 64 * _KIB, 80: 163 * _KIB,
                 86: 99 * _KIB, 87: 163 * _KIB, 89: 99 * _KIB, 90: 227 * _KIB}


@dataclass(frozen=True)
class Arch:
    """One processor's facts."""

    name: str                    # gfx1100, sm_90a, host
    kind: str                    # amdgpu, nvptx, host
    wave_size: int               # lanes per wave where no target feature says otherwise
    wave_sizes: tuple[int, ...]  # every wave size it runs
    lds_bytes: int | None        # LDS / shared memory one workgroup may have; None: unknown
    hw_id_unit: bool = False     # AMDGPU: HW_ID names the compute unit (gfx9)
    xcc_id: bool = False         # AMDGPU: XCC_ID names the die (gfx94x, gfx95x)

    def runs(self, wave_size: int) -> bool:
        return wave_size in self.wave_sizes


def amdgpu_major(name: str | None) -> int | None:
    """The generation of an AMDGPU processor: ``gfx90a`` -> 9, ``gfx1100`` -> 11,
    ``gfx11-generic`` -> 11; None for anything else."""
    match = _GFX.match(name or "") or _GFX_GENERIC.match(name or "")
    return int(match.group("major")) if match else None


def arch_of(kind: str, name: str | None) -> Arch | None:
    """The facts of processor ``name`` of ``kind`` (the host needs no name); None when
    ``name`` is not a processor of ``kind`` bbprof knows."""
    if kind == HOST:
        return Arch(name or HOST, HOST, 1, (1,), None)
    if not name:
        return None
    name = name.strip()
    if kind == NVPTX:
        match = _SM.match(name)
        if not match:
            return None
        return Arch(name, NVPTX, 32, (32,), _NVPTX_SHARED.get(int(match.group("cc"))))
    if kind != AMDGPU:
        return None
    name = amdgpu_processor(name)
    major = amdgpu_major(name)
    if major is None:
        return None
    if major <= 9:
        sizes = (64,)
    elif name in _WAVE32_ONLY:
        sizes = (32,)
    else:
        sizes = (32, 64)
    return Arch(name, AMDGPU, sizes[0], sizes, _AMDGPU_LDS.get(name, 64 * _KIB),
                hw_id_unit=major == 9,
                xcc_id=name.startswith("gfx94") or name.startswith("gfx95"))


def wave_size(kind: str, cpu: str | None, features: str = "") -> int | None:
    """Lanes per wave of a function of ``kind`` for processor ``cpu`` with these
    target-features: NVPTX 32, the host 1; AMDGPU its ``+wavefrontsize32/64`` feature,
    else ``cpu``'s default; None when neither says (no guess)."""
    if kind == NVPTX:
        return 32
    if kind == HOST:
        return 1
    if "+wavefrontsize32" in features:
        return 32
    if "+wavefrontsize64" in features:
        return 64
    facts = arch_of(kind, cpu)
    return facts.wave_size if facts is not None else None


def unknown_wave_size(function: str, triple: str | None, *, path: str | None,
                      why: str = "counting code is written for one wave size (wave32 or "
                                 "wave64)") -> TargetError:
    """The error for AMDGPU function ``@function`` whose wave size nothing states (its
    attributes, the triple ``triple``, ``--arch``): ``why`` says who needs it."""
    named = (f"its triple {triple} names no processor" if triple
             else "it has no target triple")
    return TargetError(f"does not say its wave size: @{function} has no target-cpu and no "
                       f"+wavefrontsize32/64 feature, and {named}; {why}, which bbprof "
                       "does not guess", path=path,
                       hint="pass --arch with the GPU it will run on, e.g. --arch gfx942 "
                            "(wave64) or --arch gfx1100 (wave32)")


# LLVM's other names for AMDGPU processors (AMDGPUUsage, "Processors"): accepted wherever an
# arch is asked for, and compiled as the gfx name they stand for.
AMDGPU_ALIASES = {
    "tahiti": "gfx600", "pitcairn": "gfx601", "verde": "gfx601", "hainan": "gfx602",
    "oland": "gfx602", "kaveri": "gfx700", "hawaii": "gfx701", "kabini": "gfx703",
    "mullins": "gfx703", "bonaire": "gfx704", "carrizo": "gfx801", "iceland": "gfx802",
    "tonga": "gfx802", "fiji": "gfx803", "polaris10": "gfx803", "polaris11": "gfx803",
    "tongapro": "gfx805", "stoney": "gfx810",
}


def amdgpu_processor(name: str) -> str:
    """The gfx name of an AMDGPU processor: ``hawaii`` -> ``gfx701``; others unchanged."""
    return AMDGPU_ALIASES.get(name.strip().lower(), name.strip())
