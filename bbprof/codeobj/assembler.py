"""Object code for AMDGPU IR, also when the IR holds inline assembly.

llvmlite's LLVM 22 generates AMDGPU machine code and prints it as assembly, but it has no
AMDGPU assembly *parser*, and LLVM's object writer needs one for inline asm: compiling such
a module straight to an object aborts with "Inline asm not supported by this streamer
because we don't have an asm parser for this target". rocMLIR's workgroup barrier
(``asm sideeffect "s_waitcnt lgkmcnt(0)\\0As_barrier"``), ZLUDA's ``s_denorm_mode`` and the
ROCm device libraries are inline asm, so ``object_code`` picks one of three ways:

1. **llvmlite** (LLVM 22, in a child process) straight to an object, for modules without
   inline asm: no tool needed;
2. **llvm-mc**: bbprof's own assembly (llvmlite's, the code ``bbprof static`` analyses)
   assembled by LLVM's ``llvm-mc``, for modules with inline asm. It must be LLVM 19 or
   newer: LLVM 22 writes code object v6 (``.amdhsa_code_object_version 6``), which older
   assemblers reject (Debian 12's ``/usr/bin/llvm-mc`` is LLVM 14);
3. **llc**: ``llc -filetype=obj`` of LLVM 17 or newer on the IR written for that LLVM
   (``bbprof.ir.skew.for_llvm``), when no such ``llvm-mc`` is found. Its code comes from
   that LLVM's code generator and can differ from what ``bbprof static`` analysed.

Tools are looked for in ``$ROCM_PATH/llvm/bin`` (default ``/opt/rocm``), on ``PATH``
(``llvm-mc``, ``llvm-mc-N``, ``llc``, ``llc-N``) and in ``/usr/lib/llvm-N/bin``, newest N
first; ``--assembler`` names one (a path to an ``llvm-mc`` or ``llc``, or ``llvmlite``).
The result says which tool made the object, and a missing tool is named in the error.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.codeobj.tools import explicit_program, packaged, rocm_program, run_program
from bbprof.errors import InputError, ToolFailure
from bbprof.ir.codegen import ASSEMBLY_BYTES, OBJECT, compile_text
from bbprof.ir.target import Target

LLVMLITE, LLVM_MC, LLC = "llvmlite", "llvm-mc", "llc"
MIN_MAJOR = {LLVM_MC: 19, LLC: 17}
LLVM_GLOB = "/usr/lib/llvm-*/bin"   # Debian/Ubuntu llvm-N packages
HOW_TO_GET_ONE = ("install one: 'apt-get install llvm-19' (Debian/Ubuntu: llvm-mc-19, "
                  "llc-19), ROCm's $ROCM_PATH/llvm/bin/llvm-mc, or pass --assembler PATH")

# inline asm in a call (``asm sideeffect "..."``) or at module level (``module asm "..."``)
_DEFINE = re.compile(r'^define [^@\n]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(', re.M)
_INLINE_ASM = re.compile(r'(?:\bcall\b[^\n"]*?\basm\b(?: \w+)* "|^module asm ")', re.M)


def inline_asm_where(text: str) -> str | None:
    """Where the module's first inline asm is ("in @k", "at module level"), or None."""
    match = _INLINE_ASM.search(text)
    if match is None:
        return None
    if match.group(0).startswith("module asm"):
        return "at module level"
    define = None
    for define in _DEFINE.finditer(text, 0, match.start()):
        pass
    return f"in @{define.group(1)}" if define else "in a function"


@dataclass(frozen=True)
class ObjectTool:
    """What turns IR into an object: llvmlite, or an ``llvm-mc``/``llc`` program."""

    kind: str                    # LLVMLITE, LLVM_MC or LLC
    path: str = ""
    major: int | None = None     # the tool's LLVM major version
    found_by: str = ""
    tried: tuple[str, ...] = field(default=(), compare=False)

    def describe(self) -> str:
        if self.kind == LLVMLITE:
            return "llvmlite (LLVM 22, in-process code generator)"
        how = ("bbprof's assembly (llvmlite) assembled by" if self.kind == LLVM_MC
               else "compiled by")
        return f"{how} {self.path} (LLVM {self.major}, {self.found_by})"


def find_object_tool(explicit: str | None = None, *, environ: dict[str, str] | None = None,
                     llvm_glob: str | None = None) -> ObjectTool:
    """An ``llvm-mc`` (preferred) or ``llc`` new enough for LLVM 22's AMDGPU assembly, or
    a ``ToolFailure`` that lists every place tried. ``explicit`` (``--assembler``) wins."""
    env = os.environ if environ is None else environ
    llvm_glob = llvm_glob or LLVM_GLOB
    if explicit is not None:
        return _explicit_tool(str(explicit))
    tried: list[str] = []
    for kind in (LLVM_MC, LLC):
        for path, found_by in _candidates(kind, env, llvm_glob):
            if not os.access(path, os.X_OK):
                continue
            major = _llvm_major(path)
            if major is None:
                tried.append(f"{path} (no LLVM version)")
                continue
            if major < MIN_MAJOR[kind]:
                tried.append(f"{path} (LLVM {major}: too old, need {MIN_MAJOR[kind]}+)")
                continue
            tried.append(path)
            return ObjectTool(kind, path, major, found_by, tuple(tried))
    rocm = os.path.join(env.get("ROCM_PATH") or "/opt/rocm", "llvm", "bin")
    tried = [f"{rocm}/llvm-mc, llc", "llvm-mc(-N)/llc(-N) on PATH", f"{llvm_glob}/llvm-mc, llc",
             *tried]
    raise ToolFailure(f"no llvm-mc of LLVM {MIN_MAJOR[LLVM_MC]}+ or llc of LLVM "
                      f"{MIN_MAJOR[LLC]}+ found; tried " + ", ".join(tried),
                      hint=HOW_TO_GET_ONE)


def _explicit_tool(explicit: str) -> ObjectTool:
    if explicit == LLVMLITE:
        return ObjectTool(LLVMLITE, found_by="--assembler")
    resolved = explicit_program(explicit, "--assembler",
                                hint="pass an llvm-mc or llc program, or 'llvmlite'")
    name = Path(resolved).name
    kind = LLVM_MC if name.startswith("llvm-mc") else LLC if name.startswith("llc") else None
    if kind is None:
        raise InputError(f"--assembler {explicit}: not an llvm-mc or llc program",
                         hint="pass an llvm-mc or llc program, or 'llvmlite'")
    major = _llvm_major(resolved)
    if major is None or major < MIN_MAJOR[kind]:
        raise InputError(f"--assembler {explicit}: "
                         + (f"LLVM {major} is too old" if major else "no LLVM version")
                         + f"; {kind} of LLVM {MIN_MAJOR[kind]} or newer is needed",
                         hint=HOW_TO_GET_ONE)
    return ObjectTool(kind, resolved, major, "--assembler")


def _candidates(kind: str, env, llvm_glob: str):
    """``tools.py``'s places, with ``kind-N`` names on PATH too."""
    yield rocm_program(kind, env)
    search = env.get("PATH", "")
    plain = shutil.which(kind, path=search)
    if plain:
        yield plain, "PATH"
    for major in range(40, 16, -1):
        versioned = shutil.which(f"{kind}-{major}", path=search)
        if versioned:
            yield versioned, "PATH"
    for major, folder in packaged(llvm_glob):
        yield os.path.join(folder, kind), f"LLVM {major} package"


_MAJOR_CACHE: dict[str, int | None] = {}


def _llvm_major(path: str) -> int | None:
    if not os.access(path, os.X_OK):
        return None
    if path not in _MAJOR_CACHE:
        try:
            out = subprocess.run([path, "--version"], capture_output=True, text=True,
                                 timeout=30, check=False).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        match = re.search(r"LLVM version (\d+)", out)
        _MAJOR_CACHE[path] = int(match.group(1)) if match else None
    return _MAJOR_CACHE[path]


def object_code(text: str, target: Target, arch: str, *, tool: ObjectTool | None = None,
                assembler: str | None = None) -> tuple[bytes, ObjectTool]:
    """A relocatable object of IR ``text`` for ``arch``, and the tool that made it.

    ``tool``: use this one. Otherwise ``assembler`` (``--assembler``) names one, and
    without either, llvmlite makes the object unless the module has inline asm, which
    needs ``find_object_tool``'s ``llvm-mc`` or ``llc``."""
    if tool is None:
        if assembler is not None:
            tool = find_object_tool(assembler)
        elif inline_asm_where(text) is None:
            tool = ObjectTool(LLVMLITE, found_by="no inline asm")
        else:
            try:
                tool = find_object_tool()
            except ToolFailure as exc:
                raise ToolFailure(
                    f"the module has inline asm ({inline_asm_where(text)}), which "
                    "llvmlite cannot assemble into an object, and " + exc.message,
                    hint=exc.hint) from None
    if tool.kind == LLVMLITE:
        return compile_text(text, target, arch, output=OBJECT), tool
    with tempfile.TemporaryDirectory(prefix="bbprof-asm-") as tmp:
        out = Path(tmp) / "kernel.o"
        if tool.kind == LLVM_MC:
            source = Path(tmp) / "kernel.s"
            source.write_bytes(compile_text(text, target, arch, output=ASSEMBLY_BYTES,
                                            verbose=False))
            command = [tool.path, f"-triple={target.triple}", f"-mcpu={arch}",
                       "-filetype=obj", str(source), "-o", str(out)]
        else:
            from bbprof.ir.skew import for_llvm

            source = Path(tmp) / "kernel.ll"
            source.write_text(for_llvm(text, max(tool.major, MIN_MAJOR[LLC]))[0])
            command = [tool.path, f"-mtriple={target.triple}", f"-mcpu={arch}", "-O3",
                       "-filetype=obj", str(source), "-o", str(out)]
        proc = run_program(command, what=tool.path, timeout=600, hint=HOW_TO_GET_ONE)
        if proc.returncode != 0 or not out.is_file():
            raise _tool_error(tool, arch, proc.stderr, source)
        return out.read_bytes(), tool


def _tool_error(tool: ObjectTool, arch: str, stderr: str, source: Path) -> ToolFailure:
    """One line from an llvm-mc/llc failure: its first error, with the statement it names."""
    lines = stderr.splitlines()
    index = next((i for i, ln in enumerate(lines) if "error:" in ln), None)
    if index is None:
        message = (lines[-1].strip() if lines else "") or "no message"
    else:
        message = lines[index].strip().replace(str(source), source.name)
        statement = lines[index + 1].strip() if index + 1 < len(lines) else ""
        if statement:
            message += f": '{statement}'"
    if "not supported on this GPU" in message or "invalid instruction" in message:
        hint = (f"the module's assembly (its inline asm, most likely) is not {arch} code: "
                "pass the --arch it was written for")
    else:
        hint = (f"the code may need a newer {tool.kind} than LLVM {tool.major} (ROCm's), "
                "or pass --assembler PATH")
    return ToolFailure(f"{tool.path} (LLVM {tool.major}) failed to make the {arch} object: "
                       f"{message}", hint=hint)
