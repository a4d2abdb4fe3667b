"""Which IR block each machine block's instructions belong to.

The IR is compiled with canonical block names (``bbprof.<id>``, see
``bbprof.ir.rewrite``) and verbose assembly, so LLVM's assembly printer writes the IR block
of every machine block that still corresponds to one: ``.LBB0_2: ; %bbprof.9``. Code
generation also makes blocks of its own: the AMDGPU structurizer's ``%Flow`` blocks, loop
preheaders and exits (``%bbprof.3.preheader``, ``%bbprof.7.loopexit``), split and
critical-edge blocks, the kernarg-preload prologue of gfx94x/gfx95x kernels, and unnamed
fall-through blocks (``; %bb.197:``). Their instructions must be counted somewhere, and
counted once.

**The rule.** A machine block named exactly after an IR block (``%bbprof.N``) belongs to
IR block N (origin ``ir``). Every other machine block belongs to the IR block of the nearest
machine block *before it in layout order* that is named after an IR block; a block before
the first such block belongs to the first one (origin ``llvm``, or ``derived`` when its own
name starts with ``bbprof.M.``; ``derived_from`` then records M, so a reader can see where
the name and the rule disagree).

Why layout order: LLVM lays out a block it creates next to the code it serves: a
structurizer ``Flow`` block right after the ``then`` side whose exec mask it restores, a
split block right after the block it was split from, a preheader right after the block
that enters the loop, a prologue right before the entry block. Attributing by name instead
would put a preheader's one-time code into its loop header, which runs every iteration.
The rule is a convention, not a proof: an LLVM-made block can execute a different number
of times than the IR block it is attributed to. The machine-block table keeps every such
block visible (``origin``, ``ir_name``, ``derived_from``), and the per-IR-block table counts
their instructions separately (``llvm_made``).
"""

from __future__ import annotations

import re

from bbprof.ir.rewrite import CANONICAL_BLOCK_PREFIX
from bbprof.isa.machine import ORIGIN_DERIVED, ORIGIN_IR, ORIGIN_LLVM, MachineFunction

_EXACT = re.compile(rf"^{re.escape(CANONICAL_BLOCK_PREFIX)}(\d+)$")
_DERIVED = re.compile(rf"^{re.escape(CANONICAL_BLOCK_PREFIX)}(\d+)\.")


def named_ir_block(ir_name: str | None) -> int | None:
    """``bbprof.12`` -> 12; None for LLVM-made names."""
    match = _EXACT.match(ir_name or "")
    return int(match.group(1)) if match else None


def derived_from(ir_name: str | None) -> int | None:
    """``bbprof.12.preheader`` -> 12; None otherwise."""
    match = _DERIVED.match(ir_name or "")
    return int(match.group(1)) if match else None


def attribute(fn: MachineFunction) -> None:
    """Set ``ir_block`` and ``origin`` of every block of ``fn`` by the rule above.

    A function none of whose blocks is named after an IR block (assembly not compiled from
    canonically named IR) keeps ``ir_block = None`` everywhere.
    """
    own = [named_ir_block(b.ir_name) for b in fn.blocks]
    first = next((i for i in own if i is not None), None)
    current = first
    for block, ir_block in zip(fn.blocks, own):
        if ir_block is not None:
            block.ir_block, block.origin = ir_block, ORIGIN_IR
            current = ir_block
            continue
        block.ir_block = current
        block.origin = ORIGIN_DERIVED if derived_from(block.ir_name) is not None else ORIGIN_LLVM
