"""Which IR block every SASS instruction of the *uninstrumented* kernel came from.

The kernel's IR is rewritten so that every instruction's debug location names its block
(``bbprof.ir.rewrite.block_line_locations``: file ``<function>.bbprof-blocks``, line =
block id + 1), compiled to PTX, and assembled by ptxas with ``-lineinfo``. The line table
ptxas writes survives its scheduling, unrolling and if-conversion: an instruction it hoists
or duplicates still carries the line of the IR block it came from. ``nvdisasm -c -g``
prints that table inline (``//## File "bbprof/f.bbprof-blocks", line 3``, then the
instructions it covers), which ``parse_listing`` reads into (function, block) per address.

Instructions without a block line are ``unattributed`` (code ptxas made, or lines from
another file); the trailing ``BRA`` to itself and the ``NOP`` padding after a function's
last ``EXIT`` are ``padding``: never executed, left out of static counts.

Counts then come from ncu's per-instruction rows, joined by offset from the function's
first instruction (ncu prints absolute addresses; the listing, offsets), and checked by
mnemonic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bbprof.ir.rewrite import BLOCK_LINE_FILE_SUFFIX

_SELF_BRANCH = re.compile(r"BRA\s+`?\(?(\.L_x_\d+)\)?")


@dataclass(frozen=True)
class SassLine:
    """One SASS instruction and the IR block its line says it came from."""

    function: str             # the SASS function (section) it is in
    offset: int               # address within that function
    text: str                 # "@!P0 BRA `(.L_x_1)"
    mnemonic: str             # "BRA"
    guarded: bool             # carries a predicate guard (@P0 / @!P0)
    ir_function: str | None   # from the line's file; None: unattributed
    ir_block: int | None      # line - 1
    padding: bool = False

    @property
    def attributed(self) -> bool:
        return self.ir_block is not None and not self.padding


def parse_listing(listing: str) -> dict[str, list[SassLine]]:
    """``nvdisasm -c -g`` output -> SASS instructions per function, each with its block
    (read by ``bbprof.isa.sass.parse_listing``; its line-info file names the function)."""
    from bbprof.isa.sass import parse_listing as parse_sass

    out = {}
    for name, fn in parse_sass(listing).items():
        lines = []
        for inst in fn.instructions:
            file = (inst.line_file or "").rsplit("/", 1)[-1]
            attributed = file.endswith(BLOCK_LINE_FILE_SUFFIX) and (inst.ptx_line or 0) > 0
            lines.append(SassLine(name, inst.address, inst.text, inst.mnemonic.split(".")[0],
                                  inst.guarded,
                                  file[: -len(BLOCK_LINE_FILE_SUFFIX)] if attributed else None,
                                  inst.ptx_line - 1 if attributed else None))
        out[name] = _mark_padding(lines, fn.labels)
    return out


def _mark_padding(lines: list[SassLine], labels: dict[str, int]) -> list[SassLine]:
    """Everything after the last EXIT/RET that is a NOP or a branch to itself."""
    last_exit = max((i for i, s in enumerate(lines) if s.mnemonic in ("EXIT", "RET")),
                    default=None)
    if last_exit is None:
        return lines
    marked = list(lines[: last_exit + 1])
    for s in lines[last_exit + 1:]:
        target = _SELF_BRANCH.search(s.text)
        is_self = (s.mnemonic == "BRA" and target is not None and
                   labels.get(target.group(1)) == s.offset)
        if s.mnemonic == "NOP" or is_self:
            s = SassLine(s.function, s.offset, s.text, s.mnemonic, s.guarded, s.ir_function,
                         s.ir_block, padding=True)
        marked.append(s)
    return marked


def static_sass_per_block(functions: dict[str, list[SassLine]]) -> dict[tuple[str, int], int]:
    """(IR function, block id) -> SASS instructions carrying its line (padding excluded)."""
    counts: dict[tuple[str, int], int] = {}
    for lines in functions.values():
        for s in lines:
            if s.attributed:
                key = (s.ir_function, s.ir_block)
                counts[key] = counts.get(key, 0) + 1
    return counts


def normalize(text: str) -> str:
    """SASS text for comparison: no spaces, backticks, parentheses or semicolons."""
    return re.sub(r"[\s`();]", "", text)


@dataclass(frozen=True)
class Executed:
    """One SASS instruction with ncu's counts."""

    sass: SassLine
    warp_executed: int
    thread_executed: int
    pred_on_executed: int | None


@dataclass
class Join:
    executed: list[Executed]
    unmatched_rows: list            # ncu rows with no instruction at their offset
    mnemonic_mismatches: int


def join(lines: list[SassLine], rows) -> Join:
    """ncu rows (absolute addresses) onto one SASS function's instructions (offsets)."""
    if not rows:
        return Join([], [], 0)
    base = min(r.address for r in rows)
    by_offset = {s.offset: s for s in lines}
    executed, unmatched, mismatches = [], [], 0
    for r in rows:
        s = by_offset.get(r.address - base)
        if s is None:
            unmatched.append(r)
            continue
        if r.source and not normalize(r.source).replace("@", "").count(s.mnemonic):
            mismatches += 1
        executed.append(Executed(s, r.warp_executed, r.thread_executed, r.pred_on_executed))
    return Join(executed, unmatched, mismatches)
