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
  predecessor, which dominates the loop; where the loop's exit test compares the
  variable with a bound from outside the loop and says exactly how often it ran
  (``bounds``: an equality exit; an ordered one towards the bound by a power-of-two step
  of an i32), the count comes from ``start`` and the bound instead (``runs_from_bounds``),
  so that no value of the loop is read after it: a back end that would drop or rewrite
  the variable (LLVM's loop strength reduction, ptxas) does so as in the plain kernel;
* otherwise a phi and an add per iteration.

NVPTX flushes with ``redux.sync`` (sm_80 and newer); older processors keep every entry in
memory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from bbprof.instrument.modes import EVERY_BLOCK, WAVE, Mode
from bbprof.instrument.uniform_loops import defined_in
from bbprof.ir.module import COND_BR, LEADING, NAME, Block, Function
from bbprof.instrument.counting import capabilities


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
    # the exit flush's reduction (NVPTX: redux.sync, sm_80 and newer)
    if not mode.loops_in_registers or not capabilities(target_kind).has_redux(arch):
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
    phi: str = ""


def induction(fn: Function, block: Block) -> Induction | None:
    """An integer induction variable (32 bits or wider, constant step) of the single-block
    loop ``block`` with one entry edge, or None. Its start is valid on the loop's exit
    edges: it is defined where it dominates the one outside predecessor, which dominates
    the loop."""
    return next(_inductions(fn, block), None)


def _inductions(fn: Function, block: Block):
    """Every induction variable of ``induction``'s kind, in the block's order."""
    preds = [b for b in fn.blocks if block.id in b.successor_ids]
    if len(preds) != 2:
        return
    phis = {}
    for inst in block.instructions:
        if inst.opcode not in LEADING:
            break
        match = _PHI2.match(inst.text)
        if match and int(match.group("ty")[1:]) >= 32:
            phis[match.group("res")] = match
    if not phis:
        return
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
        yield Induction(ty=phi.group("ty"), start=start, next=match.group("res"),
                        step=step, phi=phi.group("res"))


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


_ICMP = re.compile(rf"^\s+(?P<res>%{NAME}) = icmp (?P<pred>eq|ne|[su][lg][te]) "
                   rf"(?P<ty>i\d+) (?P<a>%{NAME}|-?\d+), (?P<b>%{NAME}|-?\d+)(?:,|\s*$)")
_SWAPPED = {"eq": "eq", "ne": "ne", "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
            "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule"}
_NEGATED = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sgt": "sle", "sle": "sgt",
            "ult": "uge", "uge": "ult", "ugt": "ule", "ule": "ugt"}


@dataclass(frozen=True)
class Bounds:
    """A single-block loop whose lanes run the block again while ``value PREDICATE bound``
    (``value``: an induction variable's ``next``, or its phi when ``compares_phi``;
    ``bound``: a constant or a value from outside the loop)."""

    iv: Induction
    predicate: str
    bound: str
    compares_phi: bool


def bounds(fn: Function, block: Block) -> Bounds | None:
    """The loop's exit test as ``Bounds``, where the count follows from it exactly
    (``runs_from_bounds``): an equality exit (the lanes go on while the variable is not
    the bound), or an ordered one moving towards the bound by a power-of-two step in a
    32-bit variable. None otherwise."""
    branch = COND_BR.match(block.terminator.text)
    if branch is None or block.ref not in (branch.group("a"), branch.group("b")) or \
            branch.group("a") == branch.group("b"):
        return None
    again = branch.group("a") == block.ref           # the loop goes on when true
    cond = branch.group("cond").strip()
    tests = [_ICMP.match(inst.text) for inst in block.instructions if inst.opcode == "icmp"]
    test = next((t for t in tests if t and t.group("res") == cond), None)
    if test is None:
        return None
    defined = set(defined_in(block))
    for iv in _inductions(fn, block):
        a, b = test.group("a"), test.group("b")
        predicate = test.group("pred")
        if b in (iv.next, iv.phi) and a not in (iv.next, iv.phi):
            a, b, predicate = b, a, _SWAPPED[predicate]
        if a not in (iv.next, iv.phi) or b in defined or test.group("ty") != iv.ty:
            continue
        if not again:
            predicate = _NEGATED[predicate]
        size = abs(iv.step)
        towards = (predicate[1:] in ("lt", "le") if iv.step > 0
                   else predicate[1:] in ("gt", "ge"))
        if predicate == "ne" or (towards and iv.ty == "i32" and size & (size - 1) == 0):
            return Bounds(iv=iv, predicate=predicate, bound=b, compares_phi=a == iv.phi)
    return None


def runs_from_bounds(found: Bounds, n: str, spanning: bool) -> tuple[str, list[str]]:
    """Lines computing, on an exit edge, how often the lane ran the loop block in this
    entry from the variable's start and the bound alone (no value of the loop's: the
    back end may then drop or rewrite the variable as in the plain kernel); minus one
    for the spanning tree.

    An equality exit leaves with the compared value equal to the bound: the count is
    ``runs_from_induction``'s with the bound (plus the step, when the phi is compared)
    in place of ``next``. An ordered exit, in i64: the first run's test reads the phi's
    start, or ``next = start + step`` as the loop's i32 add wraps it; with ``D`` the
    distance from that value to the bound (inclusive bounds one further) and
    ``s = |step|``, the lane runs once and ``ceil(D / s)`` times more (none when
    ``D <= 0``). Exact while a lane runs the block fewer than 2^(32 - k) times
    (``s = 2^k``), the limit of ``runs_from_induction``: from its first tested value on,
    a variable that wraps past its type's limit before the exit has met every value of
    its residue class modulo ``s`` on its side of the bound, so it either never leaves or
    leaves after 2^(32 - k) runs."""
    iv, c = found.iv, f"%__bbprof.bd.{n}"
    if found.predicate == "ne":
        end = found.bound
        lines = []
        if found.compares_phi:
            lines.append(f"  {c}.e = add {iv.ty} {found.bound}, {iv.step}")
            end = f"{c}.e"
        value, more = runs_from_induction(replace(iv, next=end), n, spanning)
        return value, lines + more
    signed = found.predicate.startswith("s")
    ext = "sext" if signed else "zext"
    size = abs(iv.step)
    first = iv.start           # the first value the test reads: the phi's, or next's
    lines = []
    if not found.compares_phi:   # wrapping as the loop's add does
        lines.append(f"  {c}.f = add i32 {iv.start}, {iv.step}")
        first = f"{c}.f"
    lines += [f"  {c}.s = {ext} i32 {first} to i64",
              f"  {c}.b = {ext} i32 {found.bound} to i64"]
    bound = f"{c}.b"
    if found.predicate[1:] in ("le", "ge"):      # inclusive: one further
        lines.append(f"  {c}.i = add i64 {bound}, {1 if iv.step > 0 else -1}")
        bound = f"{c}.i"
    a, b = (bound, f"{c}.s") if iv.step > 0 else (f"{c}.s", bound)
    # one run, and ceil(D / s) more while the value has not passed the bound
    lines.append(f"  {c}.d = sub i64 {a}, {b}")
    more = f"{c}.d"
    if size > 1:
        lines += [f"  {c}.u = add i64 {c}.d, {size - 1}",
                  f"  {c}.q = lshr i64 {c}.u, {size.bit_length() - 1}"]
        more = f"{c}.q"
    lines += [f"  {c}.p = icmp sgt i64 {c}.d, 0",
              f"  {c}.x = select i1 {c}.p, i64 {more}, i64 0",
              f"  {c}.n = add i64 {c}.x, 1"]
    value = f"{c}.n"
    if spanning:
        lines.append(f"  {value}.back = sub i64 {value}, 1")
        value = f"{value}.back"
    return value, lines


# -- its code (the inserter, instrument.py, calls it) ------------------------------------
def insert_register_loop(plan, code_for, block: Block, word: int, edit) -> None:
    """Count a single-block loop's entries (every-block) or its back edge's traversals
    (spanning tree) per lane in a register, and add them to memory on each exit edge,
    through a block of its own: one update per exit instead of one per iteration.

    With an induction variable (``register_loops.induction``) the count costs nothing per
    iteration: on the exit edge it follows from the variable's start and the bound of the
    loop's exit test where that says exactly (``register_loops.bounds``: no value of the
    loop is then used after it, and the back end keeps or rewrites the variable as in
    the plain kernel: ptxas gave gemm_gelu's K loop for sm_90a 508 SASS instructions and
    a spill more when the exit read the variable's last value, 496 without, plain 497),
    else from the variable's last value. Otherwise a phi and an add per iteration keep
    it."""
    fn = plan.fn
    tag = f"{word}"
    spanning = bool(plan.placement.edges)
    iv = induction(fn, block)
    bounded = bounds(fn, block) if iv is not None else None
    nxt = f"%__bbprof.cn.{tag}"
    if iv is None:
        count = f"%__bbprof.c.{tag}"
        incoming = []
        for pred in fn.blocks:
            if block.id not in pred.successor_ids:
                continue
            label = edit.predecessor_ref(pred.id, block.id)
            value = nxt if pred.id == block.id else "0"
            # through a block of bbprof's on the edge: one edge, one entry
            many = 1 if (pred.id, block.id) in edit.edge_blocks else edit.edges(pred, block)
            incoming += [f"[ {value}, {label} ]"] * many
        step = [f"  {nxt} = add i64 {count}, 1"]
        if spanning:  # count the back edge, at the end of the block
            predicate, value = edit.edge_condition(block, block.id, f"r{tag}")
            step = predicate + [f"  %__bbprof.step.{tag} = zext i1 {value} to i64",
                                f"  {nxt} = add i64 {count}, %__bbprof.step.{tag}"]
            edit.before_terminator(block, step)
            step = []
        edit.at_top(block, [f"  {count} = phi i64 {', '.join(incoming)}", *step])
    exits = []
    for succ in (s for s in block.successor_ids if s != block.id):
        target_block = fn.blocks[succ]
        exit_label = edit.edge_blocks[(block.id, succ)]
        j = exit_label.rsplit(".", 1)[1]
        edit.through_block(block, target_block, exit_label)
        value, code = nxt, []
        if bounded is not None:
            value, code = runs_from_bounds(bounded, f"{tag}.{j}", spanning)
        elif iv is not None:
            value, code = runs_from_induction(iv, f"{tag}.{j}", spanning)
        exits += ["", f"{exit_label}:", *code,
                  *code_for.flush_lines(word, value, tag, j,
                                        plan.exit_words.get((block.id, succ)),
                                        uniform=plan.warp_uniform,
                                        trips=plan.trip_words.get(block.id),
                                        back_edges=spanning),
                  f"  br label {target_block.ref}"]
    edit.after_block(block.id, exits + [""])
