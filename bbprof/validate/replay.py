"""AMD machine code replayed from the emulator's lane paths: which machine blocks each wave
issues, derived without the issue model (issue 37: the model checked where no AMD GPU is).

The emulator runs the *plain* module and records, for every lane, the IR blocks it ran in
order (``emulator.machine.LanePaths``). The replay walks the function's AMDGCN machine
code (LLVM's verbose assembly, ``isa.amdgcn``) once per wave, the way the hardware does:

* the wave issues every machine block it reaches, whatever its exec mask;
* the exec mask is kept as a set of lanes and changed only where the code writes it:
  ``s_and_saveexec``, ``s_or_saveexec``, ``s_andn2_saveexec``/``s_and_not1_saveexec``,
  ``s_xor``/``s_or``/``s_andn2``/``s_and``/``s_mov`` on exec, ``v_cmpx``; the masks those
  save are kept by register. Where a write narrows exec by a vector condition (data the
  replay does not compute) the lanes kept are those whose next IR block starts in the
  region the write guards: from the fall-through up to the skip branch's target (else the
  block's machine post-dominator); a loop's ``s_andn2 exec`` keeps the lanes whose next
  IR block is in the loop (the region from the back edge's target up to the exit);
* ``s_cbranch_execz``/``execnz`` test that mask; a scalar branch (``scc``, ``vcc``) goes
  where the active lanes' next IR block lies (they must agree: a scalar branch is uniform);
* entering the first machine block of IR block ``b`` (in layout), every active lane must
  have ``b`` next in its path and moves past it (IR blocks with no machine block of their
  own, folded into another, are dropped from the paths first); the atomic optimizer's
  ``ComputeLoop`` runs once per active lane (its ``s_ff1`` takes one lane a trip).

A wave whose lanes and code disagree (an active lane whose next IR block is not the one
entered, a scalar branch its lanes would take both ways, an exec write not listed above,
a lane left with IR blocks at ``s_endpgm``) is *not replayed* and said so with the reason:
never counted by a guess. The counts of the waves replayed are what the issue model
(``isa.issue``: IR wave counts, arms without skip branches, Flow blocks) must give.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from bbprof.errors import BbprofError
from bbprof.isa import amdgcn
from bbprof.isa.attribution import named_ir_block

_WIDTH = re.compile(r"_b(32|64)$")
_EXEC = ("exec", "exec_lo")
# a join's first instructions give the lanes that waited back before its own code runs
_RESTORE = re.compile(r"^s_or_b(32|64)\s+exec(_lo)?,\s*exec(_lo)?,")


class NotReplayed(BbprofError):
    """A wave whose lanes the machine code cannot be followed with."""


@dataclass
class Replay:
    """Per machine block (layout index): how many times the waves replayed issued it."""

    function: str
    visits: Counter = field(default_factory=Counter)
    waves: int = 0
    not_replayed: list[tuple[tuple, str]] = field(default_factory=list)   # (wave, reason)


class _Code:
    """The machine function as the replay reads it."""

    def __init__(self, fn):
        import networkx as nx

        self.fn = fn
        self.blocks = fn.blocks
        self.by_label = {b.label: b.index for b in fn.blocks if b.label}
        self.ir_of = {b.index: named_ir_block(b.ir_name) for b in fn.blocks}
        self.head: dict[int, int] = {}   # IR block -> its first machine block in layout
        for index, ir in self.ir_of.items():
            if ir is not None:
                self.head.setdefault(ir, index)
        self._heads = set(self.head.values())
        self.compute_loops = {b.index for b in fn.blocks if b.ir_name == "ComputeLoop"}
        self.successors = dict(enumerate(amdgcn.successors(fn)))
        self.ends = {b.index: bool(b.instructions) and b.instructions[-1].mnemonic == "s_endpgm"
                     for b in fn.blocks}
        g = nx.DiGraph()
        g.add_node("exit")
        for b, succ in self.successors.items():
            g.add_node(b)
            g.add_edges_from((b, s) for s in succ)
            if self.ends[b] or not succ:
                g.add_edge(b, "exit")
        self._ipdom = nx.immediate_dominators(g.reverse(copy=False), "exit")
        self._regions: dict[tuple, frozenset] = {}

    def ipdom(self, block: int):
        return self._ipdom.get(block)

    def reaches(self, start: int, stop=None) -> frozenset:
        """The IR blocks' first machine blocks a wave can enter next from ``start``
        (``start`` itself when it is one) without passing another one or ``stop``; "exit"
        where it can end the program on the way."""
        key = (start, stop)
        if key not in self._regions:
            heads = self._heads
            found, seen, todo = set(), set(), [start]
            while todo:
                b = todo.pop()
                if b == stop or b in seen:
                    continue
                seen.add(b)
                if b in heads:
                    found.add(b)
                    continue
                succ = self.successors.get(b, ())
                if self.ends[b]:
                    found.add("exit")
                todo.extend(succ)
            self._regions[key] = frozenset(found)
        return self._regions[key]


def replay(fn, waves: dict, *, max_steps: int | None = None) -> Replay:
    """Replay every wave of ``waves`` (``LanePaths.lanes_by_wave()``: ``{wave: {lane: [IR block,
    ...]}}``) on machine function ``fn`` (``isa.amdgcn`` parse, its blocks named by the
    canonical IR names ``bbprof.<id>``)."""
    code = _Code(fn)
    out = Replay(fn.name)
    kept = set(code.head)
    for wave, lanes in sorted(waves.items()):
        paths = {lane: [b for b in path if b in kept] for lane, path in lanes.items()}
        if not any(paths.values()):
            continue
        try:
            visits = _replay_wave(code, paths, max_steps)
        except NotReplayed as exc:
            out.not_replayed.append((wave, exc.message))
            continue
        out.visits.update(visits)
        out.waves += 1
    return out


class _Wave:
    def __init__(self, code: _Code, paths: dict[int, list[int]]):
        self.code = code
        self.paths = paths
        self.pos = {lane: 0 for lane in paths}
        self.exec = frozenset(lane for lane, p in paths.items() if p)
        self.regs: dict[str, frozenset] = {}

    def next_heads(self, lane: int) -> list:
        p, i = self.paths[lane], self.pos[lane]
        return [self.code.head[b] for b in p[i:i + 2]] or ["exit"]

    def wanting(self, lanes, region: frozenset, other: frozenset = frozenset()) -> frozenset:
        """The lanes whose next IR block starts in ``region`` rather than in ``other``
        (the way not taken); where neither holds the first, the block after it (whose
        code the machine copied into the one before)."""
        out = []
        for lane in lanes:
            for h in self.next_heads(lane):
                if h in region or h in other:
                    break
            if h in region:
                out.append(lane)
        return frozenset(out)


def _replay_wave(code: _Code, paths: dict[int, list[int]], max_steps) -> Counter:
    w = _Wave(code, paths)
    visits: Counter = Counter()
    limit = max_steps or 20 * sum(len(p) for p in paths.values()) + 1000
    block = 0
    for _ in range(limit):
        b = code.blocks[block]
        visits[block] += 1
        ir = code.ir_of[block]
        consumed = ir is None or code.head.get(ir) != block
        for inst in b.instructions:
            if not consumed and not _RESTORE.match(inst.text):
                _consume(w, b, ir)
                consumed = True
            _execute(w, code, block, inst)
        if not consumed:
            _consume(w, b, ir)
        if block in code.compute_loops:   # once per active lane, then on
            visits[block] += max(len(w.exec), 1) - 1
            block = _leave_compute_loop(code, block)
            continue
        if code.ends[block]:
            # lanes the exec mask left out (LLVM restores none before s_endpgm) end here
            # too, where this block is all that is left of their paths
            left = [lane for lane, p in w.paths.items() if w.pos[lane] < len(p)
                    and not _ends_here(code, ir, p[w.pos[lane]:])]
            if left:
                lane = left[0]
                raise NotReplayed(f"{len(left)} lane(s) still have IR blocks at s_endpgm "
                                  f"in {b.name} (lane {lane}: next IR block "
                                  f"{w.paths[lane][w.pos[lane]]})")
            return visits
        block = _next_block(w, code, block)
    raise NotReplayed(f"no s_endpgm after {limit} machine blocks")


def _ends_here(code: _Code, ir: int | None, rest: list[int]) -> bool:
    """A lane with ``rest`` left of its path ends at this ``s_endpgm``: all that is left
    is this block's IR block, or a return block (its code copied here)."""
    return len(rest) == 1 and (rest[0] == ir or code.ends.get(code.head[rest[0]], False))


def _consume(w: "_Wave", b, ir: int) -> None:
    """The wave enters IR block ``ir``: each active lane has it next and moves past it."""
    for lane in w.exec:
        p, i = w.paths[lane], w.pos[lane]
        if i < len(p) and p[i] == ir:
            w.pos[lane] = i + 1
        elif i + 1 < len(p) and p[i + 1] == ir:
            w.pos[lane] = i + 2   # its next IR block's code was copied into the one before
        else:
            raise NotReplayed(
                f"lane {lane} is active entering {b.name} (IR block {ir}) but its "
                f"next IR block is {p[i] if i < len(p) else 'none (it has ended)'}")


def _operands(text: str) -> list[str]:
    parts = text.split(None, 1)
    if len(parts) < 2:
        return []
    return [o.strip() for o in parts[1].split(",")]


def _terminators(code: _Code, block: int) -> tuple[list[tuple[str, int]], int | None]:
    """The block's branches ``(mnemonic, target)`` in order and where it falls through."""
    b = code.blocks[block]
    branches = []
    for inst in b.instructions:
        if inst.mnemonic.startswith(("s_cbranch_", "s_branch")):
            targets = [code.by_label[t] for t in amdgcn.branch_labels(inst.text)
                       if t in code.by_label]
            if targets:
                branches.append((inst.mnemonic, targets[0]))
    return branches, amdgcn.falls_through(code.fn, b)


def _split(code: _Code, block: int) -> tuple[int | None, object]:
    """Where the lanes a data-dependent exec write keeps go, and where that region ends:
    ``(first block, stop)``."""
    branches, fall = _terminators(code, block)
    conditional = [(m, t) for m, t in branches if m != "s_branch"]
    uncond = [t for m, t in branches if m == "s_branch"]
    first = fall if fall is not None else (uncond[0] if uncond else None)
    if conditional and conditional[0][0] == "s_cbranch_execnz":
        # the arm out of line at the branch's target, the fall-through its end
        return conditional[0][1], first
    if conditional and conditional[0][0] == "s_cbranch_execz":
        # the arm falls through; the skip goes to its end (else to an s_branch after it)
        return (uncond[0] if uncond else fall), conditional[0][1]
    if first is None:
        return None, None
    stop = code.ipdom(block) if len(code.successors[block]) > 1 else code.ipdom(first)
    return first, stop


def _execute(w: _Wave, code: _Code, block: int, inst) -> None:
    mnemonic = inst.mnemonic
    if mnemonic.startswith("v_cmpx_"):
        w.exec = _narrowed(w, code, block, inst.text)
        return
    if not mnemonic.startswith("s_"):
        return
    ops = _operands(inst.text)
    if not ops:
        return
    dest = ops[0]
    base = _WIDTH.sub("", mnemonic)
    srcs = ops[1:]
    if base in ("s_and_saveexec", "s_or_saveexec", "s_andn2_saveexec", "s_and_not1_saveexec"):
        old = w.exec
        if base == "s_and_saveexec":
            w.exec = _narrowed(w, code, block, inst.text)
        else:
            saved = _mask(w, srcs[0], inst.text, block)
            w.exec = saved | old if base == "s_or_saveexec" else saved - old
        w.regs[dest] = old
        return
    if dest in _EXEC:
        if base == "s_or" and _other(srcs) is not None:
            w.exec = w.exec | _mask(w, _other(srcs), inst.text, block)
        elif base == "s_xor" and _other(srcs) is not None:
            w.exec = w.exec ^ _mask(w, _other(srcs), inst.text, block)
        elif base in ("s_andn2", "s_and_not1") and srcs and srcs[0] in _EXEC:
            _loop_exit(w, code, block, srcs[1], inst.text)
        elif base == "s_and" and _other(srcs) is not None:
            other = _other(srcs)
            w.exec = (w.exec & w.regs[other]) if other in w.regs else \
                _narrowed(w, code, block, inst.text)
        elif base == "s_mov" and srcs:
            w.exec = _mask(w, srcs[0], inst.text, block)
        else:
            raise NotReplayed(f"exec written by '{inst.text}' in {code.blocks[block].name}: "
                              "not modelled by the replay")
        return
    if dest not in w.regs and not (base == "s_mov" and srcs and srcs[0] in _EXEC):
        return
    if base == "s_mov" and srcs and srcs[0] in _EXEC:
        w.regs[dest] = w.exec
    elif base == "s_mov" and srcs and srcs[0] == "0":
        w.regs[dest] = frozenset()
    elif base == "s_xor" and any(s in _EXEC for s in srcs) and dest in srcs:
        w.regs[dest] = w.regs[dest] ^ w.exec
    elif base == "s_or" and dest in srcs:
        pass   # a loop's break mask grows: its lanes are taken at the s_andn2 on exec
    else:
        w.regs.pop(dest, None)   # the register now holds something else


def _other(srcs: list[str]) -> str | None:
    rest = [s for s in srcs if s not in _EXEC]
    return rest[0] if len(srcs) == 2 and len(rest) == 1 else None


def _mask(w: _Wave, reg: str, text: str, block: int) -> frozenset:
    if reg in w.regs:
        return w.regs[reg]
    if reg == "0":
        return frozenset()
    raise NotReplayed(f"'{text}' in {w.code.blocks[block].name} reads {reg}, a mask the "
                      "replay did not see saved")


def _narrowed(w: _Wave, code: _Code, block: int, text: str) -> frozenset:
    first, stop = _split(code, block)
    if first is None:
        raise NotReplayed(f"'{text}' in {code.blocks[block].name}: no region follows it")
    region = code.reaches(first, stop)
    if not region:   # code the back end made, of no IR block of its own
        if any(i.mnemonic.startswith("v_mbcnt_") for i in code.blocks[block].instructions):
            # the atomic optimizer's election: the first active lane (mbcnt == 0)
            return frozenset([min(w.exec)]) if w.exec else frozenset()
        raise NotReplayed(f"'{text}' in {code.blocks[block].name} guards code of no IR "
                          "block: which lanes run it is not known")
    other = code.reaches(stop) if isinstance(stop, int) else frozenset()
    return w.wanting(w.exec, region, other)


def _loop_exit(w: _Wave, code: _Code, block: int, reg: str, text: str) -> None:
    branches, fall = _terminators(code, block)
    back = [t for m, t in branches if m == "s_cbranch_execnz"]
    if not back:
        raise NotReplayed(f"'{text}' in {code.blocks[block].name} without an "
                          "s_cbranch_execnz back edge: not modelled by the replay")
    out = [t for m, t in branches if m == "s_branch"]
    exit_block = out[0] if out else fall
    staying = w.wanting(w.exec, code.reaches(back[0], exit_block),
                        code.reaches(exit_block) if exit_block is not None else frozenset())
    w.regs[reg] = w.regs.get(reg, frozenset()) | (w.exec - staying)
    w.exec = staying


def _leave_compute_loop(code: _Code, block: int) -> int:
    out = [s for s in code.successors[block] if s != block]
    if len(out) != 1:
        raise NotReplayed(f"ComputeLoop {code.blocks[block].name} has {len(out)} exits")
    return out[0]


def _next_block(w: _Wave, code: _Code, block: int) -> int:
    branches, fall = _terminators(code, block)
    for mnemonic, target in branches:
        if mnemonic == "s_branch":
            return target
        other = fall
        rest = branches[branches.index((mnemonic, target)) + 1:]
        if rest and rest[0][0] == "s_branch":
            other = rest[0][1]
        if mnemonic == "s_cbranch_execz":
            if not w.exec:
                return target
            continue
        if mnemonic == "s_cbranch_execnz":
            if w.exec:
                return target
            continue
        if mnemonic in ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz",
                        "s_cbranch_vccnz"):
            if not w.exec:
                if mnemonic.startswith("s_cbranch_vcc"):   # vcc = exec & ...: zero
                    if mnemonic == "s_cbranch_vccz":
                        return target
                    continue
                raise NotReplayed(f"a scalar branch in {code.blocks[block].name}, which the "
                                  "wave runs with no lane active")
            if other is None:
                raise NotReplayed(f"{mnemonic} in {code.blocks[block].name} has no other way")
            to_target = code.reaches(target, other)
            to_other = code.reaches(other, target)
            votes = set()
            for lane in w.exec:
                for h in w.next_heads(lane):   # the second: where the first was copied
                    vote = (h in to_target, h in to_other)
                    if any(vote):
                        break
                votes.add(vote)
            if votes == {(True, False)}:
                return target
            if votes == {(False, True)}:
                if other == fall or (rest and rest[0][1] == other):
                    return other
            raise NotReplayed(f"{mnemonic} in {code.blocks[block].name}: the active lanes' "
                              "next IR blocks do not tell which way it goes")
        raise NotReplayed(f"branch {mnemonic} in {code.blocks[block].name}: not modelled "
                          "by the replay")
    if fall is None:
        raise NotReplayed(f"{code.blocks[block].name} ends with nowhere to go")
    return fall
