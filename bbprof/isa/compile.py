"""Compile an IR module, uninstrumented, to assembly whose blocks name their IR blocks.

The module is the fresh parse ``bbprof.ir.load_module`` made; its text gets canonical
block names (``bbprof.ir.rewrite.canonical_block_names``) and is compiled with verbose
assembly in a child process (``bbprof.ir.codegen.compile_text``), keeping every function
attribute the kernel has. The arch is the user's, or the module's own ``target-cpu``;
for NVPTX, ``sm_90`` becomes ``sm_90a`` when the IR uses Hopper-only instructions (wgmma,
setmaxnreg), which LLVM cannot select for plain ``sm_90``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bbprof.errors import CodegenError, TargetError
from bbprof.ir import user_llvm
from bbprof.ir.codegen import compile_text
from bbprof.ir.module import IRModule
from bbprof.ir.rewrite import canonical_block_names
from bbprof.ir.target import (AMDGPU, AMDGPU_ALIASES, NVPTX, Target, amdgpu_processor,
                              check_arch)
from bbprof.isa.categories import AMDGCN, PTX

_ARCH_SPECIFIC_SM90 = re.compile(r"wgmma|setmaxnreg|llvm\.nvvm\.(?:tcgen05|wgmma)")
_AMDGPU_ARCH = re.compile(r"^gfx[0-9a-f]+")
_NVPTX_ARCH = re.compile(r"^sm_\d+[af]?$")


@dataclass(frozen=True)
class Assembly:
    """Assembly text compiled for one arch, with what was decided on the way."""

    text: str
    isa: str            # "amdgcn" | "ptx"
    arch: str           # the processor compiled for ("sm_90a" when upgraded from "sm_90")
    requested: str      # the arch asked for
    notes: tuple[str, ...] = field(default=())


def isa_of(kind: str) -> str:
    return AMDGCN if kind == AMDGPU else PTX


def resolve_arch(module: IRModule, arch: str | None) -> str:
    """The arch to compile for: the user's, else the module's; errors say what to pass."""
    kind = module.target.kind
    if kind not in (AMDGPU, NVPTX):
        raise TargetError(f"static analysis needs a GPU module, this one is {kind}",
                          path=module.path, hint="pass an AMDGPU or NVPTX .ll file")
    own = own_processor(module)
    foreign = foreign_cpus(module)
    if arch is None:
        if own is None:
            example = "sm_80 or sm_90a" if kind == NVPTX else "gfx942"
            why = (f" (its functions' target-cpu {', '.join(foreign)} is not "
                   f"{'an NVPTX' if kind == NVPTX else 'an AMDGPU'} processor)"
                   if foreign else "")
            raise TargetError(f"the module does not say which GPU it is for{why}",
                              path=module.path, hint=f"pass --arch (e.g. {example})")
        arch = own
    arch = arch.strip()
    if kind == AMDGPU:
        arch = amdgpu_processor(arch)   # LLVM's aliases: hawaii is gfx701
    if kind == AMDGPU and not _AMDGPU_ARCH.match(arch):
        raise TargetError(f"'{arch}' is not an AMDGPU processor, and the module is AMDGPU IR",
                          path=module.path, hint="pass --arch gfx908, gfx90a, gfx942, gfx1100... "
                                                 "(or one of LLVM's names: "
                                                 f"{', '.join(sorted(AMDGPU_ALIASES)[:4])}...)")
    if kind == NVPTX and not _NVPTX_ARCH.match(arch):
        raise TargetError(f"'{arch}' is not an NVPTX processor, and the module is NVPTX IR",
                          path=module.path, hint="pass --arch sm_80, sm_90a...")
    # the module's own processor (a target-cpu, or IREE's triple) is the only one: the
    # same check as build's and instrument's (target.check_arch)
    check_arch(kind, arch, own, own_from=module.processor()[1], path=module.path)
    pinned = {amdgpu_processor(fn.target_cpu) if kind == AMDGPU else fn.target_cpu
              for fn in module.functions
              if fn.target_cpu and fn.target_cpu not in foreign}
    if pinned and arch not in pinned:
        raise TargetError(
            f"the module's functions are compiled for {', '.join(sorted(pinned))} "
            f"(target-cpu attribute), not {arch}; LLVM would follow the attribute",
            path=module.path, hint=f"pass --arch {sorted(pinned)[0]}, or recompile the "
                                   f"kernel for {arch}")
    return arch


def is_processor(kind: str, cpu: str) -> bool:
    """Whether ``cpu`` names a processor of the target ``kind`` (not a host CPU)."""
    if kind == AMDGPU:
        return bool(_AMDGPU_ARCH.match(amdgpu_processor(cpu)))
    return bool(_NVPTX_ARCH.match(cpu))


def own_processor(module: IRModule) -> str | None:
    """The GPU the module names: its first GPU ``target-cpu``, else its triple's."""
    kind = module.target.kind
    for fn in module.functions:
        if fn.target_cpu and is_processor(kind, fn.target_cpu):
            return amdgpu_processor(fn.target_cpu) if kind == AMDGPU else fn.target_cpu
    return module.target.cpu


def foreign_cpus(module: IRModule) -> list[str]:
    """``target-cpu`` values that are no processor of the module's GPU (Taichi's NVPTX
    runtime functions carry ``x86-64``); LLVM ignores them when it compiles for a GPU."""
    kind = module.target.kind
    return sorted({fn.target_cpu for fn in module.functions
                   if fn.target_cpu and not is_processor(kind, fn.target_cpu)})


def arch_notes(module: IRModule, arch: str) -> list[str]:
    """What the user should know about the processor compiled for (a different ``--arch``
    than the module's own is refused by ``resolve_arch``)."""
    notes = []
    foreign = foreign_cpus(module)
    if foreign:
        kind = "NVPTX" if module.target.kind == NVPTX else "AMDGPU"
        notes.append(f"target-cpu {', '.join(foreign)} of some functions is not an {kind} "
                     f"processor: ignored (LLVM ignores it too), compiled for {arch}")
    return notes


def compile_module(module: IRModule, arch: str | None = None) -> Assembly:
    """Verbose assembly of ``module`` for ``arch`` (see the module docstring)."""
    requested = resolve_arch(module, arch)
    kind = module.target.kind
    text = canonical_block_names(module)
    cpu = requested
    notes: list[str] = arch_notes(module, requested)
    if kind == AMDGPU and arch and arch.strip().lower() in AMDGPU_ALIASES:
        notes.append(f"{arch.strip()} is LLVM's name for {requested}")
    if kind == NVPTX and cpu == "sm_90" and _ARCH_SPECIFIC_SM90.search(module.text):
        cpu = "sm_90a"
        notes.append("compiled for sm_90a: the kernel uses Hopper-only instructions (wgmma)")
    features = _common_features(module)
    if kind == NVPTX:
        features = _ptx_isa_of_assembler(features)
    target = module.target
    shaders = graphics_shaders(module)
    if shaders:   # HSA compiles compute kernels only; shaders run under PAL
        target = Target(AMDGPU, AMDPAL_TRIPLE, target.cpu)
        notes.append(f"graphics shaders ({', '.join(sorted(set(shaders.values())))}): "
                     f"compiled for {AMDPAL_TRIPLE}, the graphics driver's ABI")
    llvm, llvm_notes = user_llvm.for_text(module.source)
    notes.extend(llvm_notes)
    if llvm is not None:
        notes.append(f"compiled by {llvm.describe()}'s llc: the input is newer than "
                     "llvmlite's LLVM 22")
    try:
        asm = assembly(text, target, cpu, features, llvm)
    except CodegenError as exc:
        if kind == NVPTX and cpu == "sm_90" and "Cannot select" in exc.message:
            cpu = "sm_90a"
            notes.append("compiled for sm_90a: LLVM could not select the kernel for sm_90")
            asm = assembly(text, target, cpu, features, llvm)
        else:
            raise
    return Assembly(text=str(asm), isa=isa_of(kind), arch=cpu, requested=requested,
                    notes=tuple(notes))


AMDPAL_TRIPLE = "amdgcn-amd-amdpal"
# AMDGPU calling conventions of graphics shaders (LLVM's AMDGPUUsage, "Calling Conventions")
SHADER_CALLING_CONVS = frozenset({"amdgpu_vs", "amdgpu_ps", "amdgpu_gs", "amdgpu_hs",
                                  "amdgpu_ls", "amdgpu_es", "amdgpu_cs", "amdgpu_cs_chain",
                                  "amdgpu_cs_chain_preserve", "amdgpu_gfx"})


def graphics_shaders(module: IRModule) -> dict[str, str]:
    """``{function: calling convention}`` of the module's graphics shaders (AMDGPU)."""
    if module.target.kind != AMDGPU:
        return {}
    return {fn.name: fn.calling_conv for fn in module.functions
            if fn.calling_conv in SHADER_CALLING_CONVS}


def assembly(text: str, target: Target, cpu: str | None, features: str,
             llvm=None) -> str:
    """Verbose assembly of ``text`` from llvmlite's LLVM (kept by content in
    ``bbprof.isa.cache``), or from the user's LLVM (``llvm``: not kept, its version is
    the user's to change)."""
    from bbprof.isa import cache

    if llvm is not None:
        return str(compile_text(text, target, cpu, features, output="asm", verbose=True,
                                llvm=llvm))
    entry = cache.assembly_key(text, target.triple, cpu or "", features, "asm,verbose")
    kept = cache.get(entry)
    if kept is not None:
        return kept
    asm = str(compile_text(text, target, cpu, features, output="asm", verbose=True))
    cache.put(entry, asm)
    return asm


def codegen_cpu(module: IRModule, arch: str) -> tuple[str, str]:
    """``(cpu, features)`` to compile ``module`` for ``arch``: ``sm_90`` becomes ``sm_90a``
    where the IR uses Hopper-only instructions; the features every kernel agrees on."""
    if module.target.kind == NVPTX and arch == "sm_90" and _ARCH_SPECIFIC_SM90.search(
            module.text):
        arch = "sm_90a"
    return arch, _common_features(module)


def _ptx_isa_of_assembler(features: str) -> str:
    """NVPTX: PTX at the ISA version of the ptxas that will assemble it, as ``bbprof
    run`` and Triton write it (``sass.with_ptx_isa``): LLVM's default for sm_90a (8.0)
    refuses the vector atomics of Triton's inline PTX, and the static mix must be of the
    code that runs. Two assemblers may read it — ``find_tools``' (the SASS listing; a
    triton wheel's, when nvdisasm is not on ``PATH``) and ``find_ptxas``' (register
    counts) — so the older one's version (a ptxas of unknown version: LLVM's default)."""
    from bbprof.isa.sass import find_ptxas, find_tools, ptx_isa_feature, with_ptx_isa

    tools = find_tools()
    assemblers = {p for p in (tools[0] if tools else None, find_ptxas()) if p is not None}
    if not assemblers:
        return features
    oldest = min(assemblers, key=lambda p: int(ptx_isa_feature(p)[len("+ptx"):] or 0))
    return with_ptx_isa(features, oldest)


def _common_features(module: IRModule) -> str:
    """Target features every function agrees on (the functions keep their own anyway)."""
    kernels = [fn for fn in module.functions if fn.is_kernel] or module.functions
    features = {fn.target_features for fn in kernels}
    return features.pop() if len(features) == 1 else ""
