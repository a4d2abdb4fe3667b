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
from bbprof.ir.codegen import compile_text
from bbprof.ir.module import IRModule
from bbprof.ir.rewrite import canonical_block_names
from bbprof.ir.target import AMDGPU, NVPTX
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
    own = module.arch()
    if arch is None:
        if own is None:
            example = "sm_80 or sm_90a" if kind == NVPTX else "gfx942"
            raise TargetError("the module does not say which GPU it is for", path=module.path,
                              hint=f"pass --arch (e.g. {example})")
        arch = own
    arch = arch.strip()
    if kind == AMDGPU and not _AMDGPU_ARCH.match(arch):
        raise TargetError(f"'{arch}' is not an AMDGPU processor, and the module is AMDGPU IR",
                          path=module.path, hint="pass --arch gfx908, gfx90a, gfx942, gfx1100...")
    if kind == NVPTX and not _NVPTX_ARCH.match(arch):
        raise TargetError(f"'{arch}' is not an NVPTX processor, and the module is NVPTX IR",
                          path=module.path, hint="pass --arch sm_80, sm_90a...")
    pinned = {fn.target_cpu for fn in module.functions if fn.target_cpu}
    if pinned and arch not in pinned:
        raise TargetError(
            f"the module's functions are compiled for {', '.join(sorted(pinned))} "
            f"(target-cpu attribute), not {arch}; LLVM would follow the attribute",
            path=module.path, hint=f"pass --arch {sorted(pinned)[0]}, or recompile the "
                                   f"kernel for {arch}")
    return arch


def arch_notes(module: IRModule, arch: str) -> list[str]:
    """What the user should know when ``arch`` is not the module's own processor."""
    own = module.arch()
    if own and own != arch:
        return [f"the module is for {own} (its triple); compiled for {arch} as asked"]
    return []


def compile_module(module: IRModule, arch: str | None = None) -> Assembly:
    """Verbose assembly of ``module`` for ``arch`` (see the module docstring)."""
    requested = resolve_arch(module, arch)
    kind = module.target.kind
    text = canonical_block_names(module)
    cpu = requested
    notes: list[str] = arch_notes(module, requested)
    if kind == NVPTX and cpu == "sm_90" and _ARCH_SPECIFIC_SM90.search(module.text):
        cpu = "sm_90a"
        notes.append("compiled for sm_90a: the kernel uses Hopper-only instructions (wgmma)")
    features = _common_features(module)
    try:
        asm = compile_text(text, module.target, cpu, features, output="asm", verbose=True)
    except CodegenError as exc:
        if kind == NVPTX and cpu == "sm_90" and "Cannot select" in exc.message:
            cpu = "sm_90a"
            notes.append("compiled for sm_90a: LLVM could not select the kernel for sm_90")
            asm = compile_text(text, module.target, cpu, features, output="asm", verbose=True)
        else:
            raise
    return Assembly(text=str(asm), isa=isa_of(kind), arch=cpu, requested=requested,
                    notes=tuple(notes))


def _common_features(module: IRModule) -> str:
    """Target features every function agrees on (the functions keep their own anyway)."""
    kernels = [fn for fn in module.functions if fn.is_kernel] or module.functions
    features = {fn.target_features for fn in kernels}
    return features.pop() if len(features) == 1 else ""
