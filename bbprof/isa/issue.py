"""How often the machine issued each machine block, from IR block counts: the issue model.

bbprof counts IR blocks. The GPU runs machine code that the back end restructured: ptxas
unrolls a loop into copies that run different numbers of times, hoists a loop's address
arithmetic into the block before it, if-converts a short arm into its predecessor,
copies an ``EXIT`` into the blocks before it. "Wave count of the IR block x its machine
instructions" is then wrong (+7% to +462% against Nsight Compute on the kernels of
docs/validate.md). This module gives every machine block of the *plain* kernel its own
count and names the rule that gave it:

``block``      the machine block is an IR block's code (all its attributed lines are that
               block's, and it is that block's first such machine block): the IR block's
               wave count;
``unrolled``   the machine block is a copy, remainder, peel or guard of a single-block IR
               loop that ptxas unrolled: its count per entry of the loop is a function of
               the entry's trip count n, tabulated by running the copies' branch
               arithmetic for every n (``sass_sim``), and summed over the loop's entries
               with the trip-count histogram the instrumented kernel recorded
               (``TripHistogram``);
``entry``      code of a single-block IR loop that ptxas hoisted into a block of its own
               just before the loop's machine block (the loop itself not unrolled): it
               runs once per entry of the loop, the waves of the IR blocks before it
               (each of which has the loop as its only successor);
``flow``       whatever the rules above leave (code ptxas moved onto an edge, a block
               of several IR blocks' code, a reconvergence block): found by flow
               conservation on the machine CFG (in = count = out) from the counts the
               rules fixed;
``assumed``    nothing above decides it: the count of the earliest IR block among its
               lines, and the report says so.

A machine block's instructions keep the IR block their line names, so the issued
instructions can be summed per machine block (what the machine issued) or per IR block
(whose code it was): ``IssueCounts``.

Only NVIDIA SASS for now (the listing of ``bbprof.validate.plain_cubin``); AMD machine
blocks are 1:1 with the assembly's basic blocks but their own rules (arms without a
skip branch, ``Flow`` blocks) are ``bbprof.isa.amdgcn``'s.
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque
from dataclasses import dataclass, field

from bbprof.ir.cfg import reverse_postorder
from bbprof.isa import sass_sim
from bbprof.isa.sass_cfg import SassCFG

HIST_BINS = 32          # n < 16: bin n; n >= 16: bin 16 + n mod 16
PERIOD = 16
_DECREMENT_OPS = ("IADD3", "VIADD", "IADD")


@dataclass(frozen=True)
class TripHistogram:
    """Trip counts of one loop's entries (one per wave and entry, the wave's longest-
    running lane): ``bins[n]`` entries ran it n < 16 times; ``bins[16 + r]`` ran it
    n >= 16 times with n mod 16 = r; ``quotient`` sums n // 16 over those; ``mixed``
    entries had lanes that ran it different numbers of times."""

    bins: tuple[int, ...]
    quotient: int
    mixed: int = 0

    @property
    def entries(self) -> int:
        return sum(self.bins)

    @classmethod
    def of(cls, trips) -> "TripHistogram":
        bins = [0] * HIST_BINS
        quotient = 0
        for n in trips:
            n = int(n)
            if n < PERIOD:
                bins[n] += 1
            else:
                bins[PERIOD + n % PERIOD] += 1
                quotient += n // PERIOD
        return cls(tuple(bins), quotient, 0)

    def total(self, table: dict[int, int], step: int) -> int:
        """Sum of f(n) over the entries, f given for n < 2 * PERIOD and growing by ``step``
        per PERIOD more trips."""
        out = sum(self.bins[n] * table.get(n, 0) for n in range(1, PERIOD))
        big = 0
        for r in range(PERIOD):
            out += self.bins[PERIOD + r] * table[PERIOD + r]
            big += self.bins[PERIOD + r]
        return out + step * (self.quotient - big)


@dataclass
class Region:
    """The machine blocks of one unrolled single-block IR loop, and their counts per entry
    as functions of the trip count n (``per_trip[block][n]``, n = 1 .. 2*PERIOD-1, and
    ``step[block]``: the increase per PERIOD trips), likewise the edges it takes."""

    loop: int
    blocks: set[int]
    start: int
    per_trip: dict[int, dict[int, int]] = field(default_factory=dict)
    step: dict[int, int] = field(default_factory=dict)
    edge_trip: dict[tuple[int, int], dict[int, int]] = field(default_factory=dict)
    edge_step: dict[tuple[int, int], int] = field(default_factory=dict)
    error: str | None = None
    # machine blocks whose branch on a lane's own value was taken as running the block it
    # skips (``_scenario``): exact where some lane of every warp needs that block
    lane_guards: set[int] = field(default_factory=set)
    # a counter counting up to a bound: the bound's step per trip (``_tabulate``), 0 if not
    up_step: int = 0


@dataclass
class BlockRule:
    block: int                   # machine block index
    rule: str                    # block / unrolled / entry / flow / assumed / unmapped
    ir_block: int | None = None  # block: the IR block; unrolled, entry: the loop
    note: str = ""
    sources: tuple[int, ...] = ()   # entry: the IR blocks before the loop (their waves)


@dataclass
class IssueModel:
    """The rules of one function's machine blocks (build once per plain compile)."""

    cfg: SassCFG
    rules: dict[int, BlockRule]
    regions: dict[int, Region]
    notes: list[str] = field(default_factory=list)
    exact_branches: bool = False

    def counts(self, waves: dict[int, int],
               trips: dict[int, TripHistogram] | None = None,
               threads: dict[int, int] | None = None) -> "IssueCounts":
        """Per machine block, how often it ran: from the IR blocks' wave counts (and
        thread counts, for loops that run once per lane) and the unrolled loops' trip
        histograms."""
        return _solve(self, waves, trips or {}, threads or {})


@dataclass
class IssueCounts:
    model: IssueModel
    executions: dict[int, int]           # machine block -> runs (None-free)
    rules: dict[int, str]                # machine block -> the rule that gave it
    notes: list[str]

    def issued_by_block(self) -> dict[int, int]:
        """Machine block -> instructions issued (runs x its instructions)."""
        return {b.index: self.executions.get(b.index, 0) * len(b) for b in self.model.cfg.blocks}

    def issued_by_ir_block(self) -> dict[int | None, Counter]:
        """IR block (of each instruction's line) -> instructions issued by category."""
        out: dict[int | None, Counter] = defaultdict(Counter)
        for b in self.model.cfg.blocks:
            runs = self.executions.get(b.index, 0)
            for op in b.ops:
                out[op.ir_block][op.category] += runs
        return out

    @property
    def total(self) -> int:
        return sum(self.issued_by_block().values())


# ---- building the model ----------------------------------------------------------------
def model_of(cfg: SassCFG, successors: list[tuple[int, ...]], unrolls: bool = True,
             **options) -> IssueModel:
    """``build_model`` for an IR function given as its blocks' successors (block map
    order: ``successors[i]`` of block i); ``unrolls``: whether the back end may unroll
    its single-block loops (ptxas; LLVM's AMDGPU codegen does not)."""
    preds = Counter(s for succ in successors for s in set(succ))
    rpo = reverse_postorder([list(s) for s in successors])
    reached = set(rpo)
    rpo += [b for b in range(len(successors)) if b not in reached]
    loops = {i for i, succ in enumerate(successors) if i in succ} if unrolls else set()
    before: dict[int, list[int]] = defaultdict(list)
    for i, succ in enumerate(successors):
        for s in set(succ):
            if s in loops and s != i:
                before[s].append(i)
    # a loop's entries are exact where every block before it has it as its only successor
    preheaders = {loop: tuple(ps) for loop, ps in before.items()
                  if all(set(successors[p]) == {loop} for p in ps)}
    return build_model(cfg, loops,
                       rpo, {b for b, n in preds.items() if n > 1},
                       preheaders=preheaders, cyclic=_in_cycles(successors), **options)


def _in_cycles(successors) -> set[int]:
    """The nodes of a graph (``successors[i]``: node i's) that lie on a cycle."""
    import networkx as nx

    g = nx.DiGraph()
    g.add_nodes_from(range(len(successors)))
    g.add_edges_from((i, s) for i, succ in enumerate(successors) for s in succ)
    return {n for c in nx.strongly_connected_components(g)
            if len(c) > 1 or any(n in g.successors(n) for n in c) for n in c}


def counts_of(cfg: SassCFG, successors: list[tuple[int, ...]], waves: dict[int, int],
              trips: dict[int, tuple] | None = None, threads: dict[int, int] | None = None,
              **options) -> IssueCounts:
    """The machine blocks' counts of one function: its IR blocks' ``successors`` and wave
    counts, and the trip histograms a profile holds (``Profile.trips[function]``:
    ``(bins, quotient, mixed)`` per loop block); ``options`` as ``build_model``'s."""
    hist = {b: TripHistogram(tuple(h[0]), h[1], h[2]) for b, h in (trips or {}).items()}
    return model_of(cfg, successors, **options).counts(waves, hist, threads)


def build_model(cfg: SassCFG, self_loops: set[int], rpo: list[int],
                joins: set[int] = frozenset(), no_anchor: set[int] = frozenset(),
                exact_branches: bool = False,
                per_lane: dict[int, int] | None = None,
                preheaders: dict[int, tuple[int, ...]] | None = None,
                cyclic: set[int] | None = None) -> IssueModel:
    """The rules of ``cfg``'s blocks. ``self_loops``: the IR blocks that branch to
    themselves; ``rpo``: the IR blocks in reverse post-order (the earliest first);
    ``joins``: the IR blocks with several predecessors (where the instrumented kernel's
    groups of lanes may arrive apart although the plain kernel's warp arrives whole: their
    counts are used only where the machine CFG does not decide); ``no_anchor``: machine
    blocks whose count is not their IR block's (AMDGCN arms without a skip branch);
    ``exact_branches``: a branch's out-edges always sum to its block's count (a wave of
    an exec-mask machine takes one of them; NVIDIA warps that diverge take both);
    ``per_lane``: ``{machine block: IR block}`` of loops that run once per active lane
    (AMDGCN's ``ComputeLoop``): as often as that IR block's thread count;
    ``preheaders``: per IR loop, the IR blocks before it when each has it as its only
    successor (their waves are the loop's entries: the ``entry`` rule); ``cyclic``: the
    IR blocks on a cycle (a machine block on none is not such a block's home: it runs
    once per entry of the loop at most, code hoisted before it)."""
    regions = {}
    notes = []
    back = cfg.back_edges()
    loop_blocks: dict[int, int] = {}      # IR loop -> its one machine loop block, 1:1
    hoisted: dict[int, int] = {}          # machine block -> IR loop whose entries it runs
    for loop in sorted(self_loops):
        holders = {b.index for b in cfg.blocks if loop in b.ir_blocks}
        if not holders:
            continue
        looping = [h for h in holders if (h, h) in back]
        in_cycles = [h for h in holders if any(h in (a, b) for a, b in back)]
        if len(holders) == 1 and looping:
            loop_blocks[loop] = looping[0]   # one machine block, its own loop: 1:1
            continue
        region = _region(cfg, loop, holders)
        if region.error and len(looping) == 1 and in_cycles == looping:
            # one machine loop and a few of its instructions moved out (hoisted into the
            # block before it, sunk after): not unrolled, its loop block is 1:1; a block
            # of its code alone that falls into it runs once per entry
            loop_blocks[loop] = looping[0]
            for h in holders - {looping[0]}:
                if (list(cfg.blocks[h].successors) == [looping[0]]
                        and cfg.blocks[h].ir_blocks == {loop}
                        and loop in (preheaders or {})):
                    hoisted[h] = loop
            continue
        regions[loop] = region
        if region.error:
            notes.append(f"IR block {loop}: unrolled by ptxas in a way this model cannot "
                         f"follow ({region.error}); its machine blocks are counted by flow")
    rules = {}
    machine_cyclic = _in_cycles([tuple(b.successors) for b in cfg.blocks]) if cyclic else set()
    in_region = {b for r in regions.values() if not r.error for b in r.blocks}
    order = {ir: i for i, ir in enumerate(rpo)}
    anchored: set[int] = set(loop_blocks)
    own_loop = {h: loop for loop, h in loop_blocks.items()}
    pure: dict[int, set[int]] = defaultdict(set)      # IR block -> machine blocks of its own
    for b in cfg.blocks:
        homes = b.home_blocks()
        if len(homes) == 1:
            pure[next(iter(homes))].add(b.index)
    for b in cfg.blocks:
        if b.index in own_loop:
            rules[b.index] = BlockRule(b.index, "block", own_loop[b.index])
            continue
        if b.index in hoisted:
            loop = hoisted[b.index]
            rules[b.index] = BlockRule(b.index, "entry", loop, sources=preheaders[loop])
            continue
        if b.index in in_region:
            loop = next(r.loop for r in regions.values() if b.index in r.blocks)
            rules[b.index] = BlockRule(b.index, "unrolled", loop)
            continue
        homes = b.home_blocks()
        # an IR block with a machine block of its own elsewhere lent this one a few
        # instructions (moved by ptxas): not its home, where another is left
        own = {h for h in homes if not (pure[h] - {b.index})}
        last = b.ops[-1] if b.ops else None
        if not own and last is not None and last.guarded and last.mnemonic == "BRA" \
                and last.ir_block in homes:
            own = {last.ir_block}      # all lent: the block whose branch ends it is home
        outside = homes - (cyclic or set())
        homes = own or homes
        if cyclic and b.index not in machine_cyclic and outside and homes <= cyclic:
            homes = outside   # a loop's code hoisted out of it, into the block before it
        # the earliest IR block whose code it holds: code hoisted into a preheader, an arm
        # if-converted into its branch block, an EXIT copied into a predecessor all run
        # as often as that block
        ranked = sorted(homes, key=lambda i: order.get(i, 1 << 30))
        # ... the first of them that no earlier machine block stands for
        home = next((h for h in ranked if h not in anchored and h not in regions),
                    ranked[0] if ranked else None)
        if b.index in (per_lane or {}):
            rules[b.index] = BlockRule(b.index, "per_lane", per_lane[b.index])
        elif b.ops and all(op.mnemonic in ("BSYNC", "BRA", "NOP") for op in b.ops):
            rules[b.index] = BlockRule(b.index, "flow", home)   # a reconvergence point
        elif b.index in no_anchor:
            rules[b.index] = BlockRule(b.index, "flow", home,
                                       "no skip branch: issued whenever a wave falls in")
        elif home is not None and home not in anchored and home not in regions:
            anchored.add(home)
            rules[b.index] = BlockRule(b.index, "block" if home not in joins else "join",
                                       home)
        else:
            rules[b.index] = BlockRule(b.index, "flow", home)
    return IssueModel(cfg, rules, regions, notes, exact_branches)


def _region(cfg: SassCFG, loop: int, holders: set[int]) -> Region:
    """The loop's machine blocks (those with its lines, less the joins: blocks the code
    before the loop also branches to, below the loop) and their counts per trip."""
    loops_at = {a for a, b in cfg.back_edges()} | {b for a, b in cfg.back_edges()}
    below = cfg.reachable(holders & loops_at)
    outside_preds = {p for h in holders for p in cfg.blocks[h].predecessors} - holders
    joins = {h for h in holders if h in below and
             any(p in outside_preds for p in cfg.blocks[h].predecessors)}
    blocks = holders - joins
    outside = {p for h in blocks for p in cfg.blocks[h].predecessors} - blocks
    region = Region(loop, blocks, -1)
    if len(outside) != 1:
        region.error = f"{len(outside)} ways in"
        return region
    region.start = next(iter(outside))
    try:
        _tabulate(cfg, region)
    except sass_sim.Unmodelled as exc:
        region.error = str(exc)
    return region


def _counter(cfg: SassCFG, region: Region) -> tuple[str, int]:
    """The register the region's loops count with, and its step per trip (negative for a
    counter that counts up: an offset compared with a bound, ptxas's form where the trip
    count is not kept): the register that the back-edge block's branch compares and that
    the block adds a constant to."""
    best = None
    for a, b in cfg.back_edges():
        if a not in region.blocks:
            continue
        ops = cfg.blocks[a].ops
        adds = {}
        for op in ops:
            body = op.text.split(None, 1)[1] if op.guarded else op.text
            parts = body.split(None, 1)
            if parts[0].split(".")[0] in _DECREMENT_OPS and len(parts) > 1:
                args = [x.strip() for x in parts[1].split(",")]
                consts = [x for x in args[1:] if sass_sim._IMM.match(x)]
                if args[0] in args[1:] and len(consts) == 1:
                    adds[args[0]] = sass_sim._signed(int(consts[0], 0))
        compared = {x.strip() for op in ops if "ISETP" in op.text
                    for x in op.text.split(",")[2:4]}
        for reg, k in adds.items():
            if reg in compared and k and (best is None or len(ops) > best[2]):
                best = (reg, k, len(ops))
    if best is None:
        raise sass_sim.Unmodelled("no counter register")
    steps = []
    for h in region.blocks:
        for op in cfg.blocks[h].ops:
            body = op.text.split(None, 1)[1] if op.guarded else op.text
            parts = body.split(None, 1)
            if parts[0].split(".")[0] in _DECREMENT_OPS and len(parts) > 1:
                args = [x.strip() for x in parts[1].split(",")]
                consts = [x for x in args[1:] if sass_sim._IMM.match(x)]
                if args[0] == best[0] and best[0] in args[1:] and len(consts) == 1:
                    steps.append(abs(sass_sim._signed(int(consts[0], 0))))
    return best[0], min(steps) * (-1 if best[1] > 0 else 1)


def _tabulate(cfg: SassCFG, region: Region, top: int = 3 * PERIOD + 8) -> None:
    """Per machine block of the region, its runs per entry as a function of the trip
    count, by running the region's branches for each value of the one symbol they
    depend on: a trip count itself (a counter counting down), or, where the counter counts
    up to a bound (an offset against a length from the constant bank), multiples of the
    counter's step, one per trip."""
    counter, unit = _counter(cfg, region)
    try:
        _tabulate_with(cfg, region, top, counter, unit, 1)
    except sass_sim.Unmodelled:
        if unit > 0:
            raise
        for table in (region.per_trip, region.step, region.edge_trip, region.edge_step):
            table.clear()
        _tabulate_with(cfg, region, top, counter, unit, -unit)
        region.up_step = -unit


def _tabulate_with(cfg: SassCFG, region: Region, top: int, counter: str, unit: int,
                   scale: int) -> None:
    stop = {b.index for b in cfg.blocks} - region.blocks - {region.start}
    symbol = None
    tables: dict[int, dict[int, int]] = defaultdict(dict)
    edges: dict[tuple[int, int], dict[int, int]] = defaultdict(dict)
    seen_trips: dict[int, int] = {}
    known = (lambda value: value) if scale != 1 else (lambda value: None)
    for value in range(-2, top):
        assignment = {} if symbol is None else {symbol: value * scale}
        try:
            try:
                path, end, trips = _scenario(cfg, region, stop, assignment, counter, unit,
                                             known_trips=known(value) if symbol else None)
            except sass_sim.NeedsValue as need:
                if symbol is not None:
                    raise sass_sim.Unmodelled(f"two values decide ({symbol}, {need.symbol})")
                symbol = need.symbol
                path, end, trips = _scenario(cfg, region, stop, {symbol: value * scale},
                                             counter, unit, known_trips=known(value))
        except _Endless:
            continue                      # a value the loop is never entered with
        if trips is None:
            continue                      # the loop was not entered
        if trips <= 0:
            raise sass_sim.Unmodelled(f"{trips} trips on a path through the loop")
        runs = Counter(path[1:])
        taken = Counter(zip(path, path[1:] + [end]))
        if trips in seen_trips:
            continue
        seen_trips[trips] = value
        for b in region.blocks:
            tables[b][trips] = runs.get(b, 0)
        for e, k in taken.items():
            if e[0] in region.blocks or e[0] == region.start:
                edges[e][trips] = k
        if symbol is None:
            break                         # nothing depended on a value: one path
    if symbol is None:
        raise sass_sim.Unmodelled("the trips do not depend on any value")
    wanted = range(1, 3 * PERIOD)
    if any(n not in seen_trips for n in wanted):
        raise sass_sim.Unmodelled("not every trip count was reached")
    for b, t in tables.items():
        region.per_trip[b], region.step[b] = _periodic(t, f"machine block {b}")
    for e, t in edges.items():
        full = {n: t.get(n, 0) for n in wanted}
        region.edge_trip[e], region.edge_step[e] = _periodic(full, f"edge {e}")


def _periodic(table: dict[int, int], what: str) -> tuple[dict[int, int], int]:
    step = table[2 * PERIOD] - table[PERIOD]
    for r in range(PERIOD):
        if table[2 * PERIOD + r] - table[PERIOD + r] != step:
            raise sass_sim.Unmodelled(f"{what} does not grow by a fixed amount per "
                                      f"{PERIOD} trips (unrolled by a factor not "
                                      f"dividing {PERIOD}?)")
    return {n: table[n] for n in range(1, 2 * PERIOD)}, step


class _Endless(Exception):
    """A value for which the copies run (nearly) forever: 2^32 trips of a wrapped
    counter, a value the code before the loop never lets in."""


def _scenario(cfg, region, stop, assignment, counter, unit, top_steps=4000,
              known_trips: int | None = None):
    """One entry: the blocks run from the region's start, and the trips (None: the loop
    was not entered). ``known_trips``: the trips the assignment makes (a bound of that
    many steps for a counter that starts at 0: its exit value may be reused as an address
    by the last copy), not read off the counter."""
    machine = sass_sim.Machine(assignment)
    path, end = [], None
    block = region.start
    entry_value = first_after = None
    steps = 0
    while True:
        if block in stop or block == -1:
            end = block
            break
        if block == region.start and path:
            raise sass_sim.Unmodelled("control came back to the block before the loop")
        if block in region.blocks and entry_value is None:
            entry_value = machine.regs.get(counter, sass_sim.Linear(f"{counter}@start"))
        path.append(block)
        b = cfg.blocks[block]
        nxt = None
        for op in b.ops:
            steps += 1
            try:
                taken = sass_sim.execute(machine, op.text)
            except sass_sim.Unmodelled:
                if not _skips_one_block(cfg, b):
                    raise
                # a branch on a lane's own value around one block (a load guarded by
                # the lane's bounds, as ptxas writes it for the last copy): the warp runs
                # the block whenever one lane needs it, as the plain kernel's full tiles do
                region.lane_guards.add(b.index)
                taken = False
            if taken is None:
                continue
            if op.mnemonic in ("EXIT", "RET") and taken:
                nxt = -1
                break
            if op.mnemonic in ("BRA", "JMP") and taken:
                nxt = b.successors[0]
                break
        if nxt is None:
            if block + 1 not in b.successors:
                raise sass_sim.Unmodelled(f"machine block {block} ends without a successor")
            nxt = block + 1
        if block in region.blocks and first_after is None:
            first_after = machine.regs.get(counter, sass_sim.UNKNOWN)
        if steps > 40 * top_steps:
            raise _Endless()
        block = nxt
    if entry_value is None:
        return path, end, None
    if known_trips is not None:
        if 0 not in (entry_value, first_after):   # set to 0 before or in the first block
            raise sass_sim.Unmodelled("a counter counting up from other than 0")
        return path, end, known_trips
    exit_value = machine.regs.get(counter, sass_sim.UNKNOWN)
    if isinstance(entry_value, int) and isinstance(exit_value, int):
        moved = entry_value - exit_value          # a counter that starts at a constant
    elif (isinstance(entry_value, sass_sim.Linear) and isinstance(exit_value, sass_sim.Linear)
            and entry_value.symbol == exit_value.symbol):
        moved = entry_value.offset - exit_value.offset
    else:
        raise sass_sim.Unmodelled("the counter's value is lost in the loop")
    done = sass_sim._signed(moved)                # unit < 0: a counter counting up
    if done % unit:
        raise sass_sim.Unmodelled("the counter moved by a part of a trip")
    return path, end, done // unit


def _skips_one_block(cfg: SassCFG, b) -> bool:
    """Whether ``b`` ends in a conditional branch over exactly one block to where that
    block falls through (a triangle: ``@P BRA L; <block>; L:``)."""
    if len(b.successors) != 2 or b.index + 1 not in b.successors:
        return False
    target = next(s for s in b.successors if s != b.index + 1)
    return list(cfg.blocks[b.index + 1].successors) == [target]


# ---- counts ---------------------------------------------------------------------------
def _solve(model: IssueModel, waves: dict[int, int], trips: dict[int, TripHistogram],
           threads: dict[int, int]):
    cfg = model.cfg
    x: dict[int, int] = {}
    flow: dict[tuple[int, int], int] = {}
    rules: dict[int, str] = {}
    notes = list(model.notes)
    for b, rule in model.rules.items():
        if rule.rule == "block":
            x[b] = int(waves.get(rule.ir_block, 0))
            rules[b] = "block"
        elif rule.rule == "entry":
            x[b] = sum(int(waves.get(p, 0)) for p in rule.sources)
            rules[b] = "entry"
        elif rule.rule == "per_lane" and rule.ir_block in threads:
            x[b] = int(threads[rule.ir_block])
            rules[b] = "per_lane"
    called = {c for o in cfg.blocks for c in o.calls}
    for b in cfg.blocks:      # no way in (not the entry, not called): never runs
        if b.index and not b.predecessors and b.index not in called:
            x.setdefault(b.index, 0)
    for loop, region in model.regions.items():
        if region.error:
            continue
        hist = trips.get(loop)
        if hist is None:
            notes.append(f"IR block {loop}: unrolled by ptxas, and the profile has no trip "
                         "counts of its entries (none in modes that count no waves, nor "
                         "where recording them lowered the kernel's occupancy: the machine "
                         "check's trip_histograms, in the block map or the Triton session's "
                         "occupancy record, says so): its machine blocks are counted by "
                         "flow")
            continue
        if hist.mixed:
            notes.append(f"IR block {loop}: in {hist.mixed} of {hist.entries} entries the "
                         "lanes of a warp ran the loop different numbers of times; the "
                         "unrolled copies are counted as if each warp ran its longest lane's "
                         "trips together, and the blocks where its lanes meet again may run "
                         "more often")
        if region.up_step:
            notes.append(f"IR block {loop}: unrolled with a counter counting up to a bound; "
                         f"a trip taken as its smallest step ({region.up_step}), the "
                         "remainder copy's")
        if region.lane_guards:
            notes.append(f"IR block {loop}: the branch ending machine block(s) "
                         f"{sorted(region.lane_guards)} tests each lane's own value; the "
                         "block it skips is counted as run by every warp that reaches it "
                         "(as when one of its lanes needs it): fewer where all lanes skip")
        for b in region.blocks:
            x[b] = hist.total(region.per_trip[b], region.step[b])
            rules[b] = "unrolled"
        for e in region.edge_trip:
            flow[e] = hist.total(region.edge_trip[e], region.edge_step[e])
    _branch_hints(model, waves, x, flow)
    weak = sorted(b for b, r in model.rules.items() if r.rule == "join" and b not in x)
    solver = _Flow(cfg, x, flow)
    solver.settle(model.exact_branches)
    while True:
        if weak:          # a join's count, where the machine CFG has not decided it
            b = weak.pop(0)
            if b not in x:
                x[b] = int(waves.get(model.rules[b].ir_block, 0))
                rules[b] = "block"
                solver.settle(model.exact_branches, [b, *solver._neighbours(b)])
            continue
        # last: a branch's out-edges sum to the block's count
        if model.exact_branches or not solver.uniform_sweep():
            break
    for b in cfg.blocks:   # what flow leaves open, one block at a time, in layout order:
        if b.index in x:   # each assumption settled before the next, so that a block the
            continue       # machine CFG decides from it (a join) is decided, not assumed
        rule = model.rules[b.index]
        x[b.index] = int(waves.get(rule.ir_block, 0)) if rule.ir_block is not None else 0
        rules[b.index] = "assumed"
        solver.settle(model.exact_branches, [b.index, *solver._neighbours(b.index)])
    for b in cfg.blocks:
        rules.setdefault(b.index, "flow")
    assumed = [b for b, r in rules.items() if r == "assumed" and len(cfg.blocks[b])]
    if assumed:
        notes.append(f"{len(assumed)} machine blocks' counts are assumed (the earliest IR "
                     "block among their lines): neither a rule nor flow decides them")
    return IssueCounts(model, x, rules, notes)


def _branch_hints(model: IssueModel, waves, x, flow) -> None:
    """A guarded ``BRA`` carrying the line of another IR block than its machine block's
    home is that block's own branch folded into this one (an if-converted arm jumping to
    the join): the warps that take it are those that ran the arm."""
    for b in model.cfg.blocks:
        last = b.ops[-1] if b.ops else None
        rule = model.rules[b.index]
        if (last is None or last.mnemonic != "BRA" or not last.guarded or not b.successors
                or last.ir_block is None or last.ir_block == rule.ir_block
                or last.ir_block in model.regions):
            continue
        flow.setdefault((b.index, b.successors[0]), int(waves.get(last.ir_block, 0)))


class _Flow:
    """What the machine CFG says about counts, applied with a worklist (each rule looks at
    one block and its edges; a block is looked at again when a neighbour changed).

    A block's count is the sum over its in-edges (each group of a warp that arrives
    issues it; at a ``BSYNC`` they arrive apart); a block with one successor sends its
    count along it, except a ``BSYNC`` block, after which the warp runs as the group that
    entered its ``BSSY`` region; a subroutine's entry runs once per ``CALL``; a block that
    never ran took none of its edges. ``uniform`` rules: a branch's out-edges sum to the
    block's count (always so for a wave of an exec-mask machine; a warp that diverges
    takes both)."""

    def __init__(self, cfg: SassCFG, x: dict[int, int], flow: dict[tuple[int, int], int]):
        self.cfg, self.x, self.flow = cfg, x, flow
        self.ins = {b.index: [(p, b.index) for p in b.predecessors] for b in cfg.blocks}
        self.outs = {b.index: [(b.index, t) for t in b.successors] +
                     ([(b.index, -1)] if b.exits else []) for b in cfg.blocks}
        # BSSY names where the warp goes on after the BSYNC: that block runs as the group
        # that entered the region, however many groups issued the BSYNC
        self.resumes = {r: b.index for b in cfg.blocks for r in b.reconverges_at}
        self.callers: dict[int, list[int]] = defaultdict(list)
        for b in cfg.blocks:
            for c in b.calls:
                self.callers[c].append(b.index)
        self.called_by = defaultdict(set)
        for c, who in self.callers.items():
            for w in who:
                self.called_by[w].add(c)
        for r, b in self.resumes.items():
            self.called_by[b].add(r)        # a BSSY block's count decides its resume block
        self.ends_bsync = {b.index for b in cfg.blocks if b.ops and b.ops[-1].mnemonic == "BSYNC"}

    def settle(self, uniform: bool, blocks=None) -> None:
        """Apply the exact rules (and the uniform ones with ``uniform``) until nothing
        more follows."""
        queue = deque(b.index for b in self.cfg.blocks) if blocks is None else deque(blocks)
        queued = set(queue)
        while queue:
            i = queue.popleft()
            queued.discard(i)
            if self._exact(i) or uniform and self._uniform(i):
                for j in self._neighbours(i):
                    if j not in queued:
                        queued.add(j)
                        queue.append(j)

    def uniform_sweep(self) -> bool:
        """One pass of the uniform rules over the blocks, in order, each followed by what
        the exact rules then say; True if any applied."""
        any_applied = False
        for b in self.cfg.blocks:
            if self._uniform(b.index):
                any_applied = True
                self.settle(False, [b.index, *self._neighbours(b.index)])
        return any_applied

    def _neighbours(self, i: int):
        return {e[0] for e in self.ins[i]} | {e[1] for e in self.outs[i] if e[1] >= 0} | \
            {i} | self.called_by[i]

    def _exact(self, i: int) -> bool:
        x, flow, ins, outs = self.x, self.flow, self.ins[i], self.outs[i]
        changed = False
        if i not in x and i in self.resumes and self.resumes[i] in x:
            x[i] = x[self.resumes[i]]
            changed = True
        callers = self.callers.get(i)
        if i not in x and callers and all(c in x for c in callers) and not ins:
            x[i] = sum(x[c] * callers.count(c) for c in set(callers))
            changed = True
        if i not in x and ins and all(e in flow for e in ins) and i not in self.resumes:
            x[i] = sum(flow[e] for e in ins)
            changed = True
        if x.get(i) == 0 and any(e not in flow for e in (*ins, *outs)):
            for e in (*ins, *outs):       # a block that never ran: none of its edges did
                flow.setdefault(e, 0)
            changed = True
        unknown_in = [e for e in ins if e not in flow]
        if i in x and len(unknown_in) == 1 and i not in self.resumes:
            flow[unknown_in[0]] = max(0, x[i] - sum(flow[e] for e in ins if e in flow))
            changed = True
        if len(outs) == 1 and outs[0] not in flow and i in x and i not in self.ends_bsync:
            flow[outs[0]] = x[i]
            changed = True
        return changed

    def _uniform(self, i: int) -> bool:
        x, flow, outs = self.x, self.flow, self.outs[i]
        if i not in x and outs and all(e in flow for e in outs):
            x[i] = sum(flow[e] for e in outs)
            return True
        if i in x and len(outs) > 1:
            unknown = [e for e in outs if e not in flow]
            if len(unknown) == 1:
                flow[unknown[0]] = max(0, x[i] - sum(flow[e] for e in outs if e in flow))
                return True
        return False
