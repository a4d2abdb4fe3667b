"""Inline PTX the emulator models (NVPTX modules): bbprof's own counting statements.

Not modelled yet: every inline PTX statement is refused in one line naming it.
"""

from __future__ import annotations

from bbprof.errors import UnsupportedIRError


def compile_ptx(unit, inst, asm: str, constraints: str, args):
    text = " ".join(asm.split())
    raise UnsupportedIRError(f"the emulator does not model the inline PTX \"{text[:60]}\" "
                             f"(in @{unit.code.name})", path=unit.program.path,
                             hint="run this module on the cuda backend")
