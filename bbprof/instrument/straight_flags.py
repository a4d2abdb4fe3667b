"""Straight-line code outside loops counted by flags at the blocks where lanes meet again.

A kernel's code outside its loops runs at most once per thread and call: Triton's GEMM
epilogue (``gelu(acc)`` of 64 elements per thread, each ``erf`` a lane-dependent diamond
and triangle) is 320 such blocks after the K loop. Counted block by block, each side
block of those branches holds an atomic; an atomic is a side effect, so neither LLVM nor
ptxas may if-convert the side any more, and ``gemm_gelu`` for sm_90 went from 3 branches
in SASS to 520 (1.45x its time on the H200). Here no counter stays in a side block:

The **chain** is the blocks at loop depth 0 that dominate the function's one ``ret``
(``entry`` first). Every thread that runs a chain block ``c`` runs the next one ``c'``
exactly once after it: ``c'`` dominates the ``ret`` (which every thread reaches: one
exiting block), and neither can run twice (no cycle passes through a block at depth 0).
So the chain blocks of one **run** (consecutive chain blocks with no loop between them
that the lanes of a wave may leave apart) have the same thread count, and share one
counter, at the top of the run's first block. A loop whose every exit is a warp-uniform
branch (``ir/uniformity.py``'s divergence, where it is known: the default placement's
choice of every block computed it) does not end a run: a grid-stride loop over a kernel
argument's tiles (FlagGems' ``gelu_and_mul``) leaves the chain's block after it with
``entry``'s counter and its preheader counted by a flag there, one counter update per
warp fewer.

A **side block** ``D`` (depth 0, off the chain) reached from a chain block ``c`` by a path
of single-predecessor blocks at depth 0, each ending in a two-way ``br`` (or one
successor), runs exactly when the thread ran ``c`` and every condition of that path took
``D``'s side: once at most. When each condition is defined in a block that strictly
dominates ``c'`` (the next chain block, in the same run), ``c'`` computes that **flag**
from SSA values it holds, and counts the side block there: the ballot of the flag over
the active lanes, its popcount as thread_hits and one wave when it is non-zero
(``vote.sync.ballot`` there; up to 16 consecutive flags are added by one inline PTX
statement at the last one's block, ``counting/nvptx.py``'s ``side_flush_lines``: from 6
flags on, the lanes share the atomics, lane ``k`` adding flag ``k``). The active lanes are the same at every
block of a run, so one ``activemask``, read at the run's first flag, serves all its
ballots and flushes (gemm_gelu for sm_90: 4,308 SASS instructions instead of 4,376 with one
per flag; plain 3,692). The side blocks hold no instruction of
bbprof's, and the back end if-converts them as in the plain kernel. Side blocks of one
run with the same conditions (``erf``'s diamond's first side and the triangle on the same
test) run for the same lanes and share a flag and its counter, read at the first of their
``c'``.

Exactness: thread_hits are exact (the ballot is of lanes that ran ``c``, all of which are
active at ``c'``, and the flag is the side block's path condition). wave_hits rest on the
model the detour flags of loops use (``uniform_loops.py``): the lanes that ran ``c``
together run ``c'`` together, so a chain block is entered once per wave, and the lanes
that ran ``D`` entered it as one group: a side block's wave_hits are the waves in which
any lane ran it. In the kernel bbprof writes there is no branch left to split a wave (the
sides are predicated); in the every-block reference, where each side holds its atomic and
is a real branch, the wave runs the side once and reconverges at ``c'`` (ptxas's
reconvergence at the immediate post-dominator). The broad benchmark on the H200 compares
the two on every block.

Where it applies: NVPTX, every-block placement (the default's choice where hybrid
placement costs more), loops counted in registers (not the ``--loops-in-memory``
reference), a reducible function with one exiting block, a ``ret``. Side blocks whose
path merges or whose conditions are computed inside other side blocks keep their own
counters. Registers: a flag is read where it is computed; its conditions are the
branches' own, live there already.
"""

from __future__ import annotations

from dataclasses import dataclass

from bbprof.instrument.counting.common import path_condition
from bbprof.instrument.sites import RUN, SIDE_FLAG, Site
from bbprof.instrument.uniform_loops import definitions_of
from bbprof.ir.cfg import CFGAnalysis
from bbprof.ir.module import COND_BR, Function



# side flags flushed by one statement (from LANE_FLUSH on, one ``red`` per warp)
SIDE_GROUP = 16


@dataclass(frozen=True)
class SideFlag:
    """Side blocks a lane runs exactly when every condition of ``path`` (an i1 and the
    value that leads there) holds, counted at the top of chain block ``at``."""

    at: int
    path: tuple[tuple[str, bool], ...]
    blocks: tuple[int, ...]


@dataclass(frozen=True)
class StraightLine:
    runs: tuple[tuple[int, ...], ...]   # chain blocks sharing the first one's counter
    flags: tuple[SideFlag, ...]

    @property
    def blocks(self) -> frozenset[int]:
        """Every block counted here (by a run's counter or a flag)."""
        return frozenset(b for run in self.runs for b in run) | frozenset(
            b for f in self.flags for b in f.blocks)

    def groups(self, size: int) -> list[list[int]]:
        """The flags (indices) in flush groups: consecutive flags of one run, up to
        ``size`` a group."""
        run_of = {b: i for i, run in enumerate(self.runs) for b in run}
        out: list[list[int]] = []
        for k, flag in enumerate(self.flags):
            if (out and len(out[-1]) < size and run_of.get(flag.at, -1)
                    == run_of.get(self.flags[out[-1][-1]].at, -2)):
                out[-1].append(k)
            else:
                out.append([k])
        return out

    def cost(self, block_frequency, group: int = SIDE_GROUP) -> float:
        """Counter updates per call, against one per block entry of the blocks here: a
        run's at its first block; a group of flags one flush, at its last flag's block.
        A flush is one statement in converged code (from ``LANE_FLUSH`` flags one ``red``
        per warp, below that one per flag by one lane), where hybrid placement puts an
        elected atomic inside each divergent arm; measured on an H100
        (bench/h100_round21), the flush is the cheaper whatever its size: Inductor's
        GELU-tanh (16 tanh arms) 1.133-1.205x hybrid, 1.050x in flushes of 4 flags;
        FlagGems' gelu_tanh (4 arms) 1.334-1.348x hybrid, 1.171-1.213x in one flush of 4."""
        return (sum(block_frequency(run[0]) for run in self.runs)
                + sum(block_frequency(self.flags[g[-1]].at) for g in self.groups(group)))


NOTHING = StraightLine((), ())


def find_straight_line(fn: Function, analysis: CFGAnalysis,
                       divergent: frozenset[int] | None = None) -> StraightLine:
    """The runs and side flags of ``fn`` (``NOTHING`` where the function does not
    qualify, or nothing would be saved). ``divergent``: the blocks whose branch may
    depend on lane values (``ir/uniformity.py``), where known: a loop every exit of which
    is another block's (a warp-uniform branch) does not end a run."""
    blocks = fn.blocks
    exiting = [b.id for b in blocks if not b.successor_ids and b.id in analysis.reachable]
    if (analysis.irreducible or len(exiting) != 1
            or blocks[exiting[0]].terminator.opcode != "ret"):
        return NOTHING
    depth = analysis.loop_depth
    chain = [exiting[0]]
    while chain[-1] != 0:
        parent = analysis.idom.get(chain[-1])
        if parent is None or parent == chain[-1]:
            return NOTHING
        chain.append(parent)
    chain.reverse()
    on_chain = set(chain)
    # the nearest chain block dominating each block: its "region"
    region: dict[int, int] = {}
    for b in analysis.reachable:
        a = b
        while a not in on_chain:
            a = analysis.idom[a]
        region[b] = a
    breaking = _breaking_loops(analysis, divergent)

    def breaks(b: int) -> bool:
        return any(h in breaking for h in analysis.containing.get(b, ()))
    looped = {region[b] for b in analysis.reachable
              if depth(b) > 0 and b not in on_chain and breaks(b)}
    runs, run_of = _runs(chain, depth, breaks, looped)
    position = {c: i for i, c in enumerate(chain)}
    definitions = definitions_of(fn)
    preds: dict[int, list[int]] = {b: [] for b in analysis.reachable}
    for b in analysis.reachable:
        for s in blocks[b].successor_ids:
            preds.setdefault(s, []).append(b)
    found: dict[tuple, tuple[int, list[int]]] = {}
    for block in sorted(analysis.reachable - on_chain):
        if depth(block) != 0:
            continue
        found_path = _path_to_chain(block, on_chain, preds, blocks, depth)
        if found_path is None:
            continue
        path, b = found_path
        if not path or position[b] + 1 >= len(chain):
            continue
        at = chain[position[b] + 1]
        if depth(at) != 0 or run_of.get(at) != run_of.get(b) or b in looped:
            continue
        if not all(_available(c, definitions, at, analysis.idom) for c, _ in path):
            continue
        key = (run_of[at], frozenset(path))
        if key in found:
            found[key][1].append(block)
        else:
            found[key] = (at, [block])
    flags = tuple(sorted((SideFlag(at=at, path=tuple(sorted(key[1])), blocks=tuple(members))
                          for key, (at, members) in found.items()),
                         key=lambda f: (position[f.at], f.blocks)))
    shared = tuple(tuple(run) for run in runs if len(run) > 1)
    if not flags and not shared:
        return NOTHING
    return StraightLine(runs=shared, flags=flags)


def _runs(chain: list[int], depth, breaks, looped: set[int]
          ) -> tuple[list[list[int]], dict[int, int]]:
    """``(runs, run of each chain block)``: consecutive depth-0 chain blocks with no loop
    between them that lanes may leave apart (``breaks``: a block in such a loop;
    ``looped``: a chain block whose region holds one)."""
    run_of: dict[int, int] = {}
    runs: list[list[int]] = []
    current: int | None = None      # the run the next depth-0 chain block joins
    for c in chain:
        if depth(c) > 0:
            if breaks(c):
                current = None
            continue
        if current is None:
            runs.append([])
            current = len(runs) - 1
        runs[current].append(c)
        run_of[c] = current
        if c in looped:
            current = None
    return runs, run_of


def _breaking_loops(analysis: CFGAnalysis, divergent: frozenset[int] | None) -> set[int]:
    """The headers of the loops that end a run: every loop where ``divergent`` is not
    known, else those with an exit whose branch may be lane-dependent (the lanes of a
    wave may leave such a loop in different iterations and reach the next chain block
    apart; through a loop every exit of which is warp-uniform they arrive as they came,
    the loop's own lane-dependent branches meeting again inside it)."""
    if divergent is None:
        return {loop.header for loop in analysis.loops}
    return {loop.header for loop in analysis.loops
            if any(inside in divergent for inside, _ in loop.exits)}


def _path_to_chain(block: int, on_chain: set[int], preds: dict[int, list[int]], blocks,
                   depth) -> tuple[list[tuple[str, bool]], int] | None:
    """``(path, chain block)``: the branch conditions (and sides) on the one way up from
    ``block`` to the chain, each predecessor the only one and outside loops; None where
    there is no such way (two predecessors, a loop, a branch that is not a two-way
    ``br``)."""
    path: list[tuple[str, bool]] = []
    b = block
    while b not in on_chain:
        (p, *more) = preds.get(b) or [None]
        if p is None or more or depth(p) != 0:
            return None
        if len(blocks[p].successor_ids) > 1:
            match = COND_BR.match(blocks[p].terminator.text)
            if match is None or match.group("a") == match.group("b"):
                return None
            path.append((match.group("cond").strip(), match.group("a") == blocks[b].ref))
        b = p
    return path, b


def _available(value: str, definitions: dict[str, int], at: int,
               idom: dict[int, int]) -> bool:
    """Whether the i1 ``value`` can be read at the top of ``at``: a constant, a parameter,
    or defined in a block that strictly dominates ``at``."""
    if not value.startswith("%"):
        return value in ("true", "false")
    where = definitions.get(value)
    if where is None:
        return False
    if where == -1:
        return True
    b = idom.get(at)
    while b is not None:
        if b == where:
            return True
        parent = idom.get(b)
        if parent == b:
            return False
        b = parent
    return False


def _complement(path: frozenset, run: int, ballots_of: dict[tuple, str],
                mask: str) -> tuple[str, str] | None:
    """``(base, other)`` where the ballot of ``path`` is ``base & ~other`` from ballots
    already computed in ``run``: ``path`` is a set of conditions ``rest + (c, s)``, some
    flag of the run has ``rest + (c, not s)`` (``other``) and ``rest`` is the run's mask
    (empty) or another flag's path (``base``). The lanes of ``base`` that did not take
    ``c``'s other side took this one: a diamond's second side needs no ballot of its own
    (a ``vote`` fewer per diamond on every thread's path)."""
    for condition, side in path:
        rest = path - {(condition, side)}
        other = ballots_of.get((run, rest | {(condition, not side)}))
        base = mask if not rest else ballots_of.get((run, rest))
        if other is not None and base is not None:
            return base, other
    return None


__all__ = ["NOTHING", "SideFlag", "StraightLine", "find_straight_line"]


# -- its counter sites (sites.py, mechanisms.py) -----------------------------------------
def straight_blocks(plan) -> set[int]:
    """The blocks a side flag counts, and the chain blocks a run's first block counts."""
    return ({b for f in plan.straight.flags for b in f.blocks}
            | {b for run in plan.straight.runs for b in run[1:]})


def straight_sites(plan, width: int, skip: set[int]) -> list[Site]:
    """Each run (no word: its chain blocks read its first block's), then each side flag
    (a word for its side blocks)."""
    return ([Site(RUN, tuple(run[1:]), width=0, shares=run[0]) for run in plan.straight.runs]
            + [Site(SIDE_FLAG, tuple(f.blocks), width=width) for f in plan.straight.flags])


# -- its code (the inserter, instrument.py, calls it) ------------------------------------
def insert_side_flags(plan, code_for, edit, group: int) -> None:
    """The side flags of ``straight_flags.py``: at the top of each flag's chain block the
    ``and`` of its path's conditions and its ballot; the counters of up to ``group``
    consecutive flags of one run go to memory together, at the last one's block (the
    earlier ballots are warp-uniform values that block's dominators hold)."""
    fn, straight = plan.fn, plan.straight
    run_of = {b: i for i, run in enumerate(straight.runs) for b in run}
    masks: dict[int, str] = {}          # per run: its lanes, read at its first flag
    ballots_of: dict[tuple, str] = {}   # (run, path as a set): its ballot, once computed
    for members in straight.groups(group):
        words, ballots = [], []
        for k in members:
            flag, tag = straight.flags[k], f"s{k}"
            run = run_of.get(flag.at, -1 - k)
            code = []
            if run not in masks:
                code, masks[run] = code_for.side_mask_lines(tag)
            path = frozenset(flag.path)
            complement = _complement(path, run, ballots_of, masks[run])
            if complement is not None:
                lines, ballot = code_for.side_complement_lines(tag, *complement)
            else:
                condition, value = path_condition(flag.path, "s", tag)
                lines, ballot = code_for.side_ballot_lines(tag, value, masks[run])
                lines = condition + lines
            ballots_of[(run, path)] = ballot
            code += lines
            words.append(plan.straight_words[k])
            ballots.append(ballot)
            if k == members[-1]:
                code += code_for.side_flush_lines(words, ballots, masks[run])
            edit.at_top(fn.blocks[flag.at], code)
