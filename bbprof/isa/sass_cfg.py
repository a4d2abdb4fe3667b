"""The basic blocks and control-flow graph of one SASS function (nvdisasm's listing).

A block starts at the function's first instruction, at every label (a branch target) and
after every instruction that ends control there: ``BRA``/``BRX``/``JMP``/``JMX``/``EXIT``/
``RET``, guarded or not, and after a ``BSYNC`` (the groups of a warp that reach it issue it
one by one; the code after it runs once for them all). Its successors: the branch target (``BRA `(.L_x_3)``), and the
next block when the last instruction is guarded or is not a transfer. ``BSSY``/``BSYNC``/
``WARPSYNC`` (reconvergence bookkeeping) and ``CALL`` (ptxas's own subroutines, returning
to the next instruction) do not end a block. Padding after the last ``EXIT`` (``NOP``s
and the ``BRA`` to itself) is left out.

Each instruction keeps the IR block its line names (``bbprof.validate.attribution``'s
block-line compile: line = IR block id + 1), so that ``bbprof.isa.issue`` can say how
often each machine block ran from the IR block counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bbprof.ir.cfg import dominance_test

_TARGET = re.compile(r"`?\(?(\.L_x_\d+|\$[\w$]+)\)?")
_ENDS = ("BRA", "BRX", "JMP", "JMX", "EXIT", "RET")
_NO_FALLTHROUGH = ("BRA", "BRX", "JMP", "JMX", "EXIT", "RET")
_COPIED = ("EXIT", "RET", "BRA", "BSYNC", "NOP")


@dataclass(frozen=True)
class SassOp:
    """One SASS instruction of a block: text, mnemonic, guard, and its IR block."""

    offset: int
    text: str              # "@!P0 BRA `(.L_x_1)"
    mnemonic: str          # "BRA" (without modifiers)
    guarded: bool
    ir_block: int | None   # None: a line of no IR block (ptxas made it, or another file)
    category: str = "other"
    alu: str | None = None   # AMDGCN: the ALU kind of a VALU/SALU instruction
    source: str | None = None   # AMDGCN: "file:line" of the .loc in force (an MLIR op's)


@dataclass
class SassBlock:
    index: int
    start: int                                     # offset of its first instruction
    ops: list[SassOp] = field(default_factory=list)
    successors: list[int] = field(default_factory=list)    # block indices
    predecessors: list[int] = field(default_factory=list)
    calls: list[int] = field(default_factory=list)          # subroutine entries it CALLs
    reconverges_at: list[int] = field(default_factory=list)  # its BSSYs' BSYNC blocks
    ends_program: bool = False    # AMDGCN: ends in s_endpgm

    @property
    def ir_blocks(self) -> set[int]:
        return {op.ir_block for op in self.ops if op.ir_block is not None}

    @property
    def exits(self) -> bool:
        """Whether it may leave the function (its last instruction is an EXIT/RET,
        guarded or not)."""
        return self.ends_program or (bool(self.ops) and
                                     self.ops[-1].mnemonic in ("EXIT", "RET"))

    def home_blocks(self) -> set[int]:
        """The IR blocks whose code it holds, less those present only by a copied
        terminator (``EXIT``/``RET``/``BRA``/``BSYNC`` that ptxas duplicates into the blocks
        before them; a conditional ``BRA`` is an IR block's own branch, and counts)."""
        real = {op.ir_block for op in self.ops if op.ir_block is not None
                and (op.mnemonic not in _COPIED or op.guarded and op.mnemonic == "BRA")}
        return real or self.ir_blocks

    def __len__(self) -> int:
        return len(self.ops)


@dataclass
class SassCFG:
    function: str
    blocks: list[SassBlock]
    _back: set | None = field(default=None, repr=False, compare=False)

    def back_edges(self) -> set[tuple[int, int]]:
        """Edges to a block that dominates their source: the machine loops' latches.
        Immediate dominators by Cooper, Harvey and Kennedy's algorithm (networkx), the
        dominance test of ``bbprof.ir.cfg``, once per graph: near-linear in the blocks."""
        if self._back is None:
            import networkx as nx

            graph = nx.DiGraph()
            graph.add_nodes_from(b.index for b in self.blocks)
            graph.add_edges_from((b.index, s) for b in self.blocks for s in b.successors)
            idom = nx.immediate_dominators(graph, 0) if self.blocks else {}
            dominates = dominance_test(idom)
            back = {(b.index, s) for b in self.blocks for s in b.successors
                    if dominates(s, b.index)}
            self._back = back
        return self._back

    def reachable(self, starts=(0,)) -> set[int]:
        """The blocks reachable from ``starts`` (the entry by default), starts included."""
        seen, stack = set(starts), list(starts)
        while stack:
            for s in self.blocks[stack.pop()].successors:
                if s not in seen:
                    seen.add(s)
                    stack.append(s)
        return seen


def build(function: str, lines, labels: dict[str, int]) -> SassCFG:
    """Blocks and edges of one SASS function from its ``SassLine``s
    (``bbprof.validate.attribution.parse_listing``) and its labels."""
    from bbprof.isa.categories import SASS, classify

    ops = [SassOp(s.offset, s.text, s.mnemonic, s.guarded,
                  s.ir_block if s.ir_function in (function, None) else None,
                  classify(SASS, s.text.split(None, 2)[1 if s.guarded else 0]).category)
           for s in lines if not getattr(s, "padding", False)]
    ops = _without_padding(ops, labels)
    if not ops:
        return SassCFG(function, [])
    starts = {ops[0].offset} | {a for a in labels.values()}
    for i, op in enumerate(ops[:-1]):
        if op.mnemonic in _ENDS or op.mnemonic == "BSYNC":
            starts.add(ops[i + 1].offset)
    blocks: list[SassBlock] = []
    by_start: dict[int, int] = {}
    for op in ops:
        if op.offset in starts or not blocks:
            by_start[op.offset] = len(blocks)
            blocks.append(SassBlock(len(blocks), op.offset))
        blocks[-1].ops.append(op)
    for b in blocks:
        last = b.ops[-1]
        succ = []
        if last.mnemonic in ("BRA", "JMP"):
            target = _TARGET.search(last.text.split(None, 2)[-1])
            if target and target.group(1) in labels and labels[target.group(1)] in by_start:
                succ.append(by_start[labels[target.group(1)]])
        if (last.mnemonic not in _NO_FALLTHROUGH or last.guarded) and b.index + 1 < len(blocks):
            succ.append(b.index + 1)
        b.successors = list(dict.fromkeys(succ))
    for b in blocks:
        for s in b.successors:
            blocks[s].predecessors.append(b.index)
        for op in b.ops:
            if op.mnemonic in ("CALL", "BSSY"):
                target = _TARGET.search(op.text.split(None, 2)[-1])
                at = labels.get(target.group(1)) if target else None
                if at in by_start:
                    (b.calls if op.mnemonic == "CALL" else b.reconverges_at).append(by_start[at])
    return SassCFG(function, blocks)


def _without_padding(ops: list[SassOp], labels: dict[str, int]) -> list[SassOp]:
    """Less the NOPs and the BRA to itself after the last EXIT/RET (never executed)."""
    last = max((i for i, op in enumerate(ops) if op.mnemonic in ("EXIT", "RET")), default=None)
    if last is None:
        return ops
    keep = list(ops[: last + 1])
    for op in ops[last + 1:]:
        target = _TARGET.search(op.text.split(None, 1)[-1]) if op.mnemonic == "BRA" else None
        to_itself = target is not None and labels.get(target.group(1)) == op.offset
        if op.mnemonic != "NOP" and not to_itself:
            keep.append(op)
    return keep


@dataclass(frozen=True)
class Line:
    """What ``build`` reads of one listed instruction (``validate.attribution.SassLine``
    has the same fields)."""

    offset: int
    text: str
    mnemonic: str
    guarded: bool
    ir_block: int | None
    ir_function: str | None = None
