"""Where LLVM's programs are looked for, and how one is run: one search for the linker
(``linker.py``: ``ld.lld``) and the assembler (``assembler.py``: ``llvm-mc``, ``llc``).

The places, in the order both search them: ``$ROCM_PATH/llvm/bin`` (``ROCM_PATH``
defaults to ``/opt/rocm``: the LLVM of the ROCm install that will load the code), then
``PATH``, then Debian/Ubuntu's ``llvm-N`` packages (``/usr/lib/llvm-N/bin``), newest N
first. Each caller says which versions it accepts and what it reports as tried.
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess

from bbprof.errors import InputError, ToolFailure


def rocm_program(name: str, env) -> tuple[str, str]:
    """``(path, found_by)`` of ``name`` in ``$ROCM_PATH/llvm/bin`` (whether or not it
    exists)."""
    rocm = env.get("ROCM_PATH") or "/opt/rocm"
    return (os.path.join(rocm, "llvm", "bin", name),
            "ROCM_PATH" if env.get("ROCM_PATH") else "/opt/rocm")


def packaged(pattern: str) -> list[tuple[int, str]]:
    """``(N, path)`` of the paths ``pattern`` matches under an ``llvm-N`` folder, newest
    N first (``/usr/lib/llvm-*/bin`` or ``/usr/lib/llvm-*/bin/ld.lld``)."""
    found = []
    for path in glob.glob(pattern):
        match = re.search(r"llvm-(\d+)", path)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found, reverse=True)


def explicit_program(explicit: str, option: str, hint: str | None = None) -> str:
    """The program a ``--linker``/``--assembler`` value names (a path, or a name looked up
    on PATH), or an ``InputError`` when there is no such executable."""
    resolved = shutil.which(explicit) if os.sep not in explicit else explicit
    if not resolved or not os.access(resolved, os.X_OK):
        raise InputError(f"{option} {explicit}: no such executable program", hint=hint)
    return resolved


def run_program(command: list[str], *, what: str, timeout: int,
                hint: str) -> subprocess.CompletedProcess:
    """Run an LLVM program (``what`` names it in messages); a program that cannot start
    or runs past ``timeout`` seconds is a ``ToolFailure``."""
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              check=False)
    except OSError as exc:
        raise ToolFailure(f"cannot run {what}: {exc.strerror}", hint=hint) from None
    except subprocess.TimeoutExpired:
        raise ToolFailure(f"{what} took longer than {timeout} s") from None


__all__ = ["explicit_program", "packaged", "rocm_program", "run_program"]
