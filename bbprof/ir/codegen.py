"""Machine code from IR text, generated in a child process.

LLVM aborts the whole process on some inputs (a ``Cannot select`` in instruction
selection, for one), which Python cannot catch. So codegen runs in the forked LLVM child
of ``llvm_child`` (where there is no fork: a fresh ``python -m
bbprof.ir._codegen_worker``); a crash or error there becomes a ``CodegenError`` naming
the arch and LLVM's message, and the caller lives on.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

from bbprof.errors import CodegenError, TargetError
from bbprof.ir import deadline, llvm_child
from bbprof.ir.target import Target

ASSEMBLY, OBJECT = "asm", "obj"
ASSEMBLY_BYTES = "asm-bytes"   # the assembly exactly as LLVM wrote it (for an assembler)


def compile_text(text: str, target: Target, cpu: str | None, features: str = "", *,
                 output: str = ASSEMBLY, opt: int = 3, verbose: bool = True,
                 timeout: float = 600.0, llvm=None) -> str | bytes:
    """Compile IR text for ``target``/``cpu``; return assembly text or object bytes.

    ``ASSEMBLY``: text; bytes that are not UTF-8 (a raw byte of a DWARF string in verbose
    assembly's comments) are replaced (U+FFFD). ``ASSEMBLY_BYTES``: LLVM's bytes as they
    are, for an assembler.

    The module's triple is set to the target's (so LLVM 24's ``amdgpu9.42`` spelling and
    Triton's tripleless NVIDIA IR both compile); everything else is compiled as written.
    ``llvm``: a ``user_llvm.UserLLVM`` whose ``llc`` compiles instead of llvmlite's LLVM.
    """
    if llvm is not None:
        out = llvm.compile(text, target.triple, cpu or "", features, obj=output == OBJECT,
                           opt=opt)
        return out if output in (OBJECT, ASSEMBLY_BYTES) else out.decode("utf-8",
                                                                           errors="replace")
    request = {"text": text, "triple": target.triple, "cpu": cpu or "",
               "features": features, "output": OBJECT if output == OBJECT else ASSEMBLY,
               "opt": opt, "verbose": verbose}
    arch = cpu or target.kind
    timeout = deadline.timeout(timeout)
    if llvm_child.forking():
        try:
            out, stderr = llvm_child.codegen(request, timeout)
        except llvm_child.CodegenFailure as failure:
            if f"'{cpu}' is not a recognized processor" in failure.stderr:
                raise _unknown_processor(cpu, target) from None
            if failure.kind == "timeout":
                raise CodegenError(f"LLVM codegen for {arch} {failure.message}") from None
            how = "crashed" if failure.kind == "died" else "failed"
            message = (_last_error_line(failure.stderr) if failure.kind == "died"
                       else failure.message)
            raise CodegenError(f"LLVM codegen for {arch} {how}: {message}",
                               hint=_hint_for(message, cpu)) from None
        if f"'{cpu}' is not a recognized processor" in stderr:   # (not a function's own)
            raise _unknown_processor(cpu, target)
        return out if output in (OBJECT, ASSEMBLY_BYTES) else out.decode("utf-8",
                                                                           errors="replace")
    try:
        proc = subprocess.run([sys.executable, "-m", "bbprof.ir._codegen_worker"],
                              input=json.dumps(request).encode(), capture_output=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise CodegenError(f"LLVM codegen for {arch} took longer than {timeout:.0f} s") from None
    stderr = proc.stderr.decode(errors="replace")
    # (a function's own foreign target-cpu, like Taichi's x86-64 runtime functions in
    # NVPTX IR, is only a warning LLVM ignores: the error is about the processor asked)
    if f"'{cpu}' is not a recognized processor" in stderr:
        raise _unknown_processor(cpu, target)
    if proc.returncode != 0:
        message = _last_error_line(stderr)
        how = (f"crashed (signal {-proc.returncode})" if proc.returncode < 0
               else "failed")
        raise CodegenError(f"LLVM codegen for {arch} {how}: {message}",
                           hint=_hint_for(message, cpu))
    if output in (OBJECT, ASSEMBLY_BYTES):
        return proc.stdout
    return proc.stdout.decode("utf-8", errors="replace")


def _unknown_processor(cpu: str | None, target: Target) -> TargetError:
    return TargetError(f"LLVM does not know the processor '{cpu}' for {target.kind}",
                       hint="check the --arch name (e.g. gfx942, gfx1100, sm_80, sm_90a)")


def _last_error_line(stderr: str) -> str:
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if line.startswith("LLVM ERROR:") or "error:" in line:
            return line
    return lines[-1] if lines else "no message"


def _hint_for(message: str, cpu: str | None) -> str | None:
    if "Cannot select" in message and cpu and cpu.startswith("sm_90") and cpu != "sm_90a":
        return "the kernel uses Hopper-only instructions (wgmma): use --arch sm_90a"
    if "Inline asm not supported by this streamer" in message:
        return ("llvmlite cannot assemble inline asm into an object: bbprof build uses "
                "llvm-mc or llc for it (apt-get install llvm-19; not --assembler llvmlite)")
    ptx = re.search(r"introduced in PTX ISA version (\d+)\.(\d+)", message)
    if ptx:
        return (f"the code needs PTX ISA {ptx.group(1)}.{ptx.group(2)}, newer than LLVM's "
                f"default for {cpu}: add +ptx{ptx.group(1)}{ptx.group(2)} to the kernel's "
                "target-features, or pass a newer --arch (sm_90 defaults to PTX 7.8)")
    if "not a recognized processor" in message or "is not a recognized" in message:
        return "check the --arch name"
    return None
