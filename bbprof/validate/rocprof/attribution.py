"""The trace's rows onto bbprof's assembly of the kernel, instruction by instruction, and
so onto machine and IR blocks (the n-th traced row is the n-th instruction of the
assembly; mnemonics must agree)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bbprof.errors import MismatchError
from bbprof.validate.rocprof.reading import AttKernel, AttRow

_PADDING = ("s_nop", "s_code_end")
_ENCODING_SUFFIX = re.compile(r"_(?:e32|e64|sdwa|dpp|dpp8|dpp16)$")


def _same_mnemonic(a: str, b: str) -> bool:
    return a == b or _ENCODING_SUFFIX.sub("", a) == _ENCODING_SUFFIX.sub("", b)


@dataclass(frozen=True)
class TracedInstruction:
    row: AttRow
    position: int          # index in the kernel's instruction sequence
    machine_block: str     # ".LBB0_3", "%bb.1"
    block_index: int       # its position in layout
    ir_block: int | None
    origin: str | None     # ir / derived / llvm
    text: str              # the assembly's text of the instruction


def attribute(kernel: AttKernel, fn) -> list[TracedInstruction]:
    """The trace's rows onto ``fn`` (a ``bbprof.isa`` MachineFunction), in order.

    A trace row that is an ``s_nop``/``s_code_end`` where the assembly has another
    instruction is alignment padding (``.p2align`` makes it; the assembly has no line for
    it): it is kept with origin ``padding`` and no IR block."""
    asm = [(mb, inst) for mb in fn.blocks for inst in mb.instructions]
    out: list[TracedInstruction] = []
    wrong = []
    j = 0
    for r in kernel.rows:
        if j < len(asm) and _same_mnemonic(r.mnemonic, asm[j][1].mnemonic.lower()):
            mb, inst = asm[j]
            out.append(TracedInstruction(r, j, mb.name, mb.index, mb.ir_block, mb.origin,
                                         inst.text))
            j += 1
        elif r.mnemonic in _PADDING:
            out.append(TracedInstruction(r, j, "<padding>", -1, None, "padding", r.instruction))
        else:
            wrong.append((len(out), r, asm[j][1] if j < len(asm) else None))
            break
    if wrong or j != len(asm):
        if wrong:
            i, r, inst = wrong[0]
            theirs = f"'{inst.mnemonic}'" if inst is not None else "nothing"
            first = (f"instruction {i + 1} (Vaddr 0x{r.vaddr:x}, line "
                     f"{r.where.rsplit(':', 1)[-1]}) is '{r.mnemonic}' in the trace, {theirs} "
                     "in bbprof's assembly")
        else:
            first = f"the trace ends after {j} of the assembly's instructions"
        raise MismatchError(
            f"the traced code of '{fn.name}' is not bbprof's build of it: {first} "
            f"({len(kernel.rows)} instructions traced, {len(asm)} in the assembly)",
            path=kernel.path,
            hint="trace the code object bbprof builds from this IR (see docs/validate.md, AMD)")
    return out
