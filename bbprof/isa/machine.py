"""Machine code as bbprof reads it: functions of machine blocks of classified instructions.

``amdgcn.parse`` and ``ptx.parse`` produce these values from assembly text;
``attribution.attribute`` fills in ``MachineBlock.ir_block``/``origin``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
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
    source: str | None = None   # "file:line" of the assembly's .loc in force; None: no line


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


def make_instruction(isa: str, mnemonic: str, text: str, line: int,
                     source: str | None = None) -> MachineInstruction:
    cat = classify(isa, mnemonic)
    return MachineInstruction(mnemonic=mnemonic, text=text, line=line, category=cat.category,
                              alu=cat.alu, known=cat.known, source=source)


class LineTable:
    """The source line of each instruction, as the assembler's line table will say.

    ``.file N "name"`` (PTX, DWARF 4) or ``.file N "directory" "name"`` (DWARF 5) names
    file N; ``.loc N L C`` makes every instruction after it, up to the next ``.loc``, come
    from line L of file N (across block labels, as in DWARF's line-number program). Line 0
    is DWARF's "no source line", and so is everything before a function's first ``.loc``.
    The name is the one the IR's ``DIFile`` gives (DWARF 5's second string); PTX writes the
    directory and the name joined.
    """

    _FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"((?:[^"\\]|\\.)*)"(?:\s+"((?:[^"\\]|\\.)*)")?')
    _LOC = re.compile(r"^\.loc\s+(\d+)\s+(\d+)")

    def __init__(self, lines: list[str]) -> None:
        self.files: dict[int, str] = {}
        for raw in lines:
            if ".file" in raw:
                match = self._FILE.match(raw)
                if match:
                    self.files[int(match.group(1))] = match.group(3) or match.group(2)
        self.current: str | None = None

    def read(self, stripped: str) -> bool:
        """Take a ``.loc`` directive (True), or say the line is not one (False)."""
        match = self._LOC.match(stripped)
        if not match:
            return False
        number, line = int(match.group(1)), int(match.group(2))
        self.current = f"{self.files.get(number, '?')}:{line}" if line else None
        return True


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


def encode_source_lines(counts: Counter, groups: dict | None = None) -> str:
    """``{"k.py:3": 5, None: 2}`` -> ``[["k.py:3", 5], [null, 2]]`` (most first). With
    ``groups`` (``{location: Counter(group -> n)}``, the overhead groups of
    ``bbprof.isa.groups``) each pair gets its split by group as a third element:
    ``[["k.py:3", 5, {"int_arith": 3, "global_memory": 2}]]``."""
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0] is None, kv[0] or ""))
    if groups is None:
        return json.dumps([[location, n] for location, n in ordered if n])
    return json.dumps([[location, n, {g: k for g, k in sorted(groups.get(location, {}).items())
                                      if k}]
                       for location, n in ordered if n])


def decode_source_lines(text) -> list[tuple[str | None, int]]:
    """The ``source_lines`` column back into ``(location, instructions)`` pairs."""
    return [(location, n) for location, n, _ in decode_source_line_groups(text)]


def decode_source_line_groups(text) -> list[tuple[str | None, int, dict[str, int]]]:
    """The ``source_lines`` column as ``(location, instructions, {group: instructions})``;
    the dict is empty where the column was written without groups."""
    if text is None or (isinstance(text, float) and text != text) or text == "":
        return []
    out = []
    for item in json.loads(text):
        location, n = item[0], int(item[1])
        groups = {str(g): int(k) for g, k in item[2].items()} if len(item) > 2 else {}
        out.append((location, n, groups))
    return out
