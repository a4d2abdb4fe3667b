"""Machine code as bbprof reads it: functions of machine blocks of classified instructions.

``amdgcn.parse`` and ``ptx.parse`` produce these values from assembly text;
``attribution.attribute`` fills in ``MachineBlock.ir_block``/``origin``.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field

from bbprof.isa.categories import classify

#: Where a machine block's IR block comes from (see ``bbprof.isa.attribution``).
ORIGIN_IR = "ir"            # named after an IR block: "%bbprof.9"
ORIGIN_DERIVED = "derived"  # named after one by LLVM: "%bbprof.9.preheader", "%bbprof.3.split"
ORIGIN_LLVM = "llvm"        # no IR name of its own: "%Flow", unnamed blocks, prologues


@dataclass(frozen=True)
class MachineInstruction:
    mnemonic: str          # "v_add_f32_e32", "ld.global.v4.b32" (guard predicate removed)
    text: str              # the statement as written, comments removed
    line: int              # 1-based line in the assembly text
    category: str
    alu: str | None
    known: bool            # False: no rule of the category table matched


@dataclass
class MachineBlock:
    """One machine basic block in layout order."""

    index: int                      # position in the function's layout
    label: str | None               # ".LBB0_3", "$L__BB0_3"; None for a fall-through block
    number: int | None              # N of LLVM's "%bb.N" / "BB0_N"
    ir_name: str | None             # name in the verbose comment: "bbprof.9", "Flow"
    line: int                       # 1-based line of its header
    loop_depth: int = 0
    loop_header: bool = False
    instructions: list[MachineInstruction] = field(default_factory=list)
    branch_targets: list[str] = field(default_factory=list)
    ir_block: int | None = None     # filled in by attribution
    origin: str | None = None       # ORIGIN_IR / ORIGIN_DERIVED / ORIGIN_LLVM

    @property
    def name(self) -> str:
        """How the block is shown: its label, else ``%bb.N``."""
        if self.label:
            return self.label
        if self.number is not None:
            return f"%bb.{self.number}"
        return f"<block {self.index}>"


@dataclass
class MachineFunction:
    name: str
    isa: str
    line: int                          # 1-based line of its entry label / header
    blocks: list[MachineBlock] = field(default_factory=list)
    resources: dict[str, object] = field(default_factory=dict)

    @property
    def instruction_count(self) -> int:
        return sum(len(b.instructions) for b in self.blocks)

    def instructions(self):
        for block in self.blocks:
            yield from block.instructions


def make_instruction(isa: str, mnemonic: str, text: str, line: int) -> MachineInstruction:
    cat = classify(isa, mnemonic)
    return MachineInstruction(mnemonic=mnemonic, text=text, line=line, category=cat.category,
                              alu=cat.alu, known=cat.known)


_IR_NAME = re.compile(r"%([-\w.$]+)")
_DEPTH = re.compile(r"Depth=(\d+)")


def read_block_comment(block: MachineBlock, comment: str) -> None:
    """What LLVM's verbose comment on a block label says: the IR block, loop depth/header."""
    if block.ir_name is None:
        name = _IR_NAME.search(comment)
        if name and not name.group(1).startswith("bb."):
            block.ir_name = name.group(1)
    depth = _DEPTH.search(comment)
    if depth:
        block.loop_depth = max(block.loop_depth, int(depth.group(1)))
    if "Loop Header" in comment:
        block.loop_header = True
