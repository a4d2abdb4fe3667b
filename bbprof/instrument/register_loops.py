"""Single-block loops counted in registers: which loops, and their induction variables.

A block that branches to itself (the K loop of Triton's matmul and conv, grid-stride
loops, ``while`` loops) would update its counter on every iteration. Instead each lane
keeps how often it ran the block in a register, and one update per exit edge goes to
memory, in a block bbprof puts on that edge (``instrument.py``):

* thread_hits of the block are the exiting lanes' sum;
* wave_hits are their maximum: lanes that entered together run the iterations together
  and, by the loop's one exit, leave together, so the wave ran the block once per run of
  its longest-running lane. A loop with two exits keeps wave_hits in memory.

How a lane counts its runs:

* with an **induction variable** — ``%iv = phi [start, outside], [next, loop]`` and
  ``next = iv + step`` (a non-zero constant step, 32 bits or wider, one entry edge) —
  nothing runs per iteration: after ``c`` runs ``next = start + c * step`` modulo 2^bits,
  so on the exit edge ``c = ((next - start) >> k) * odd^-1`` modulo 2^(bits - k), where
  ``|step| = 2^k * odd`` (exact while ``c < 2^(bits - k)``: 2^32 for step 1 in i32);
  ``start`` dominates the exit because its definition dominates the one outside
  predecessor, which dominates the loop;
* otherwise a phi and an add per iteration.

NVPTX flushes with ``redux.sync`` (sm_80 and newer); older processors keep every entry in
memory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bbprof.instrument.modes import EVERY_BLOCK, WAVE, Mode
from bbprof.ir.module import LEADING, NAME, Block, Function
from bbprof.ir.target import NVPTX


def register_loops(candidates: frozenset[int], placement: str, block_words: dict[int, int],
                   edge_words: dict[tuple[int, int], int]) -> dict[int, int]:
    """Single-block loops whose counts are kept in registers: ``{block: word}`` — the
    block's word (every-block ``placement``) or its self-loop's (spanning-tree), for each
    of ``candidates`` (``register_loop_blocks``)."""
    out = {}
    for block_id in sorted(candidates):
        if placement == EVERY_BLOCK:
            out[block_id] = block_words[block_id]
        elif (block_id, block_id) in edge_words:
            out[block_id] = edge_words[(block_id, block_id)]
    return out


def register_loop_blocks(fn: Function, mode: Mode, target_kind: str,
                         arch: str | None) -> frozenset[int]:
    """The single-block loops that can be counted in registers.

    The loop must leave through ``br``/``switch`` edges, each to a distinct block, so that
    every exit edge can get a block of its own. When wave_hits are counted the loop must
    have one exit: its lanes then leave together (a wave that entered once runs the block
    as often as its longest-running lane; lanes leaving by two exits would count twice).
    NVPTX needs ``redux.sync`` (sm_80 and newer)."""
    if not mode.loops_in_registers or not has_redux(target_kind, arch):
        return frozenset()
    out = set()
    for block in fn.blocks:
        if block.id not in block.successor_ids or block.id == 0:
            continue
        if block.terminator.opcode not in ("br", "switch"):
            continue
        if len(block.successor_refs) != len(set(block.successor_refs)):
            continue
        if WAVE in mode.counters and len(block.successor_ids) != 2:
            continue
        if len(block.successor_ids) < 2:
            continue     # no way out: nothing would ever flush
        out.add(block.id)
    return frozenset(out)


def has_redux(target_kind: str, arch: str | None) -> bool:
    """Whether the exit flush's ``redux.sync`` exists (NVPTX: sm_80 and newer; an
    unknown processor is taken to be new enough)."""
    if target_kind != NVPTX:
        return True
    match = re.match(r"sm_(\d+)", arch or "")
    return match is None or int(match.group(1)) >= 80


_PHI2 = re.compile(rf"^\s+(?P<res>%{NAME}) = phi (?P<ty>i\d+) \[ (?P<v1>[^,\[\]]+), "
                   rf"(?P<b1>%{NAME}) \], \[ (?P<v2>[^,\[\]]+), (?P<b2>%{NAME}) \](?:,|\s*$)")
_STEP = re.compile(rf"^\s+(?P<res>%{NAME}) = (?P<op>add|sub)(?: nuw)?(?: nsw)? (?P<ty>i\d+) "
                   rf"(?P<a>%{NAME}|-?\d+), (?P<b>%{NAME}|-?\d+)(?:,|\s*$)")
_VALUE = re.compile(rf"^(?:%{NAME}|-?\d+)$")


@dataclass(frozen=True)
class Induction:
    """An induction variable of a single-block loop: ``phi [start, outside], [next, loop]``
    with ``next = phi + step`` (a non-zero constant). After ``c`` runs of the block,
    ``next = start + c * step`` modulo 2^bits."""

    ty: str
    start: str
    next: str
    step: int


def induction(fn: Function, block: Block) -> Induction | None:
    """An integer induction variable (32 bits or wider, constant step) of the single-block
    loop ``block`` with one entry edge, or None. Its start is valid on the loop's exit
    edges: it is defined where it dominates the one outside predecessor, which dominates
    the loop."""
    preds = [b for b in fn.blocks if block.id in b.successor_ids]
    if len(preds) != 2:
        return None
    phis = {}
    for inst in block.instructions:
        if inst.opcode not in LEADING:
            break
        match = _PHI2.match(inst.text)
        if match and int(match.group("ty")[1:]) >= 32:
            phis[match.group("res")] = match
    if not phis:
        return None
    for inst in block.instructions:
        match = _STEP.match(inst.text) if inst.opcode in ("add", "sub") else None
        if not match:
            continue
        a, b, op = match.group("a"), match.group("b"), match.group("op")
        if a in phis and not b.startswith("%"):
            phi, step = phis[a], int(b) * (1 if op == "add" else -1)
        elif op == "add" and b in phis and not a.startswith("%"):
            phi, step = phis[b], int(a)
        else:
            continue
        bits = int(match.group("ty")[1:])
        step = (step + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))  # as iN reads it
        if phi.group("ty") != match.group("ty") or step == 0:
            continue
        incoming = {phi.group("b1"): phi.group("v1").strip(),
                    phi.group("b2"): phi.group("v2").strip()}
        if incoming.get(block.ref) != match.group("res") or len(incoming) != 2:
            continue
        start = next(v for k, v in incoming.items() if k != block.ref)
        if not _VALUE.match(start):
            continue      # undef, poison, a constant expression
        return Induction(ty=phi.group("ty"), start=start, next=match.group("res"),
                          step=step)
    return None


def runs_from_induction(iv: Induction, n: str, spanning: bool) -> tuple[str, list[str]]:
    """Lines computing, on an exit edge, how often the lane ran the loop block in this
    entry; minus one for the spanning tree, which counts the back edge.

    ``next - start = c * step`` modulo 2^bits. With ``|step| = 2^k * odd``, ``c`` modulo
    2^(bits-k) is ``((next - start) >> k) * odd^-1``: exact while a lane runs the block
    fewer than 2^(bits-k) times per entry (2^27 for an i32 stepping by 32)."""
    bits = int(iv.ty[1:])
    d = f"%__bbprof.ivd.{n}"
    a, b = (iv.next, iv.start) if iv.step > 0 else (iv.start, iv.next)
    lines = [f"  {d} = sub {iv.ty} {a}, {b}"]
    size = abs(iv.step)
    shift = (size & -size).bit_length() - 1
    odd = size >> shift
    if shift:
        lines.append(f"  {d}.s = lshr {iv.ty} {d}, {shift}")
        d = f"{d}.s"
    if odd != 1:
        inverse = pow(odd, -1, 1 << bits)
        signed = inverse - (1 << bits) if inverse >= 1 << (bits - 1) else inverse
        mask = (1 << (bits - shift)) - 1
        signed_mask = mask - (1 << bits) if mask >= 1 << (bits - 1) else mask
        lines += [f"  {d}.m = mul {iv.ty} {d}, {signed}",
                  f"  {d}.k = and {iv.ty} {d}.m, {signed_mask}"]
        d = f"{d}.k"
    if iv.ty != "i64":
        op = "zext" if bits < 64 else "trunc"
        lines.append(f"  {d}.64 = {op} {iv.ty} {d} to i64")
        d = f"{d}.64"
    if spanning:
        lines.append(f"  {d}.back = sub i64 {d}, 1")
        d = f"{d}.back"
    return d, lines
