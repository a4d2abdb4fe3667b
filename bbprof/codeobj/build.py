"""From (instrumented) AMDGPU IR to a checked code object.

``build_code_object`` compiles the IR to an object with llvmlite (in a child process,
``bbprof.ir.codegen``; a module with inline asm through ``llvm-mc`` or ``llc`` instead,
``bbprof.codeobj.assembler``), links it with the linker ``find_linker`` picks, reads the result
back and checks it: machine, target processor, each kernel and its descriptor, and the
counter global's size against the block map. The instrumented IR names its processor in
the block map; uninstrumented IR (no map) is read with ``load_module`` for the same facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bbprof.codeobj.assembler import ObjectTool, object_code
from bbprof.codeobj.elf import CodeObject, check_code_object, read_code_object
from bbprof.codeobj.linker import Linker, find_linker
from bbprof.errors import InputError, TargetError
from bbprof.instrument import BlockMap
from bbprof.ir import Target, load_module, user_llvm
from bbprof.ir.target import AMDGPU, AMDGPU_TRIPLE, amdgpu_processor, check_arch
from bbprof.isa.compile import graphics_shaders


@dataclass(frozen=True)
class BuiltCodeObject:
    data: bytes                   # the .hsaco bytes
    code_object: CodeObject
    arch: str
    kernels: tuple[str, ...]
    linker: Linker
    checks: tuple[str, ...]       # what was checked and held
    object_tool: ObjectTool | None = None   # what made the object from the IR
    notes: tuple[str, ...] = ()   # which LLVM compiled it, when the user's


def build_code_object(path: str | Path, *, block_map: BlockMap | None = None,
                      arch: str | None = None, linker: Linker | None = None,
                      text: str | None = None,
                      assembler: str | None = None) -> BuiltCodeObject:
    """Compile and link the IR at ``path`` (or ``text`` given for it) for ``arch``.

    ``assembler``: an ``llvm-mc`` or ``llc`` program, or ``llvmlite``, to make the object
    (default: llvmlite, or for a module with inline asm the first ``llvm-mc``/``llc``
    found: ``bbprof.codeobj.assembler``)."""
    path = str(path)
    arch = amdgpu_processor(arch) if arch else arch   # LLVM's aliases: hawaii is gfx701
    if block_map is not None:
        target, map_arch, kernels = _from_block_map(block_map)
        arch = check_arch(AMDGPU, arch, map_arch, own_from="instrumented for it, says its "
                          "block map", path=path)
        if text is None:
            text = _read_text(path)
    else:
        module = load_module(path, text=text)
        if module.target.kind != AMDGPU:
            raise TargetError(f"is {module.target.kind} IR; bbprof build makes AMDGPU code "
                              "objects", path=path)
        target, kernels = module.target, [f.name for f in module.functions if f.is_kernel]
        shaders = graphics_shaders(module)
        if shaders:
            listed = ", ".join(f"@{name} ({cc})" for name, cc in list(shaders.items())[:3])
            raise TargetError(f"holds graphics shaders ({listed}), which run under the "
                              "graphics driver's ABI (amdpal), not HSA: bbprof build makes "
                              "HSA code objects, which hold compute kernels (amdgpu_kernel) only",
                              path=path,
                              hint="bbprof static --arch ... gives the shaders' instruction mix")
        module_arch = amdgpu_processor(module.arch()) if module.arch() else None
        arch = check_arch(AMDGPU, arch, module_arch, own_from=module.processor()[1],
                          path=path)
        text = module.text
    if not arch:
        raise TargetError("the IR names no AMDGPU processor", path=path,
                          hint="pass --arch, e.g. --arch gfx942")
    if not kernels:
        raise InputError("defines no amdgpu_kernel function; a code object needs one",
                         path=path)
    linker = linker or find_linker()
    llvm, notes = user_llvm.for_text(module.source if block_map is None else text)
    if llvm is not None and assembler is None:   # the input's own LLVM makes the object
        assembler = str(llvm.tool("llc"))
        notes.append(f"compiled by {llvm.describe()}'s llc: the input is newer than "
                     "llvmlite's LLVM 22")
    obj, tool = object_code(text, target, arch, assembler=assembler)
    data = linker.link(obj, name=Path(path).name.split(".", 1)[0] or "kernel")
    code = read_code_object(data, path=path)
    checks = check_code_object(
        code, kernels=kernels, arch=arch,
        counter_symbol=(block_map.counter_symbol if block_map is not None
                        and block_map.has_counters else None),
        counter_bytes=block_map.counter_bytes if block_map is not None else None, path=path)
    return BuiltCodeObject(data=data, code_object=code, arch=arch, kernels=tuple(kernels),
                           linker=linker, checks=tuple(checks), object_tool=tool,
                           notes=tuple(notes))


def _from_block_map(block_map: BlockMap) -> tuple[Target, str | None, list[str]]:
    info = block_map.target
    if info.kind != AMDGPU:
        raise TargetError(f"the block map is for {info.kind}; bbprof build makes "
                          "AMDGPU code objects", path=block_map.path)
    target = Target(AMDGPU, info.codegen_triple or AMDGPU_TRIPLE, info.arch)
    return target, info.arch, list(block_map.kernels)


def _read_text(path: str) -> str:
    from bbprof.files import read_input

    try:
        return read_input(path, "LLVM IR file").decode("utf-8")
    except FileNotFoundError:
        raise InputError("no such file", path=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read: {exc}", path=path) from None
