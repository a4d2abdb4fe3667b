"""The code of every IR block as text: its IR lines and the machine code attributed to it.

A report joins counts with the static mix per IR block; a reader who sees a hot block
wants to read what the block is. ``block_listing`` gives, per (function, IR block), the
block's lines as the module prints them (label first) and, with a static analysis, the
machine blocks that attribution (``bbprof.isa.attribution``) gave to it, in layout order:
each block's label (a block LLVM made says so), its instructions as the assembly wrote
them, and a ``; file:line`` line where the source line (the assembly's ``.loc``)
changes. The HTML report shows them behind each block's row (``bbprof.render.html``);
the table travels in ``Report.listing``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pandas as pd

from bbprof.isa.machine import ORIGIN_IR

if TYPE_CHECKING:
    from bbprof.ir.module import IRModule
    from bbprof.isa.analysis import StaticAnalysis

COLUMNS = ["function", "block_id", "block", "ir", "machine", "machine_instructions"]
_PREDS = re.compile(r"\s{2,}(; preds = )")


def block_listing(module: IRModule, analysis: StaticAnalysis | None = None) -> pd.DataFrame:
    """One row per IR block of every function the module defines: ``ir`` (its lines),
    ``machine`` (its machine code; None without ``analysis`` or for a function the
    analysis has no code of) and ``machine_instructions`` (how many)."""
    machine = {fn.name: fn for fn in analysis.functions} if analysis is not None else {}
    rows = []
    for fn in module.functions:
        compiled = fn.name in machine   # then a block without machine code of its own: ""
        code = _machine_text(machine[fn.name], len(fn.blocks)) if compiled else {}
        for block in fn.blocks:
            first = block.label_line if block.label_line is not None else block.first_line
            last = block.terminator.line + block.terminator.nlines
            lines = module.lines[first:last]
            if block.label_line is not None:    # "bb:    ...    ; preds = %a": one gap
                lines[0] = _PREDS.sub(r"  \1", lines[0])
            ir = "\n".join(lines)
            text, count = code.get(block.id, ("" if compiled else None, 0))
            rows.append({"function": fn.name, "block_id": block.id, "block": block.name,
                         "ir": ir, "machine": text, "machine_instructions": count})
    return pd.DataFrame(rows, columns=COLUMNS)


def _machine_text(fn, blocks: int) -> dict[int, tuple[str, int]]:
    """IR block id -> (its machine blocks' text, instructions)."""
    parts: dict[int, list[str]] = {}
    counts: dict[int, int] = {}
    for mb in fn.blocks:
        if mb.ir_block is None or not 0 <= mb.ir_block < blocks:
            continue
        lines = parts.setdefault(mb.ir_block, [])
        origin = "" if mb.origin == ORIGIN_IR else (
            f"  ; made by LLVM{f' (%{mb.ir_name})' if mb.ir_name else ''}, attributed to "
            "this block")
        loop = f"  ; loop depth {mb.loop_depth}" if mb.loop_depth else ""
        lines.append(f"{mb.name}:{origin}{loop}")
        source = None
        for inst in mb.instructions:
            if inst.source is not None and inst.source != source:
                lines.append(f"  ; {inst.source}")
            source = inst.source if inst.source is not None else source
            lines.append(f"    {inst.text}")
        counts[mb.ir_block] = counts.get(mb.ir_block, 0) + len(mb.instructions)
    return {k: ("\n".join(v), counts[k]) for k, v in parts.items()}
