"""The instrumenting pipeline, once: count, stamp, check the machine, choose.

``bbprof instrument`` (the CLI only parses its options into a ``Request`` and prints what
``build`` returns) and the Triton session (``bbprof.triton.profile()``, and through it
``bbprof profile``) run these steps here, not copies of them:

1. **count** (``counted``): the module instrumented in the request's mode by bbprof's own
   engine (``instrument/instrument.py``), with NVPTX side flags flushed in groups of
   ``side_group`` (``--engine plugin-own-plan``: the LLVM pass plugin's own planner,
   ``instrument/plugin.py``);
2. **stamp**: with a timeline request, the timeline's stamps added to the counted module
   (``timeline/instrument.py``; the block map gets its ``timeline`` section); with
   ``--engine plugin``, the LLVM pass plugin then puts that plan in place in opt
   (``plugin.follow_plan``): the same counter words, the same block map, one engine of
   record;
3. **check** (``check_machine``): the plain and the instrumented module compiled for the
   GPU, registers, spills and occupancy per kernel (``isa/footprint.py``). With
   ``occupancy="keep"`` a module whose occupancy falls is rebuilt in the first ``Variant``
   (edges before phis counted in place; side flags 16, 8, 4, 2, 1 per flush; then without
   trip histograms) that keeps the plain kernel's occupancy; where a
   kernel's occupancy still falls, the other counting modes are measured and a note names
   the first that keeps it (the user weighs its extra counter updates).

What stops the check (no GPU named, no ptxas, a back-end failure) is a note, not an
error: the instrumented IR is right without it. The block map keeps what the check found
(``BlockMap.machine``).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field, replace

from bbprof.instrument import instrument as instrument_module
from bbprof.instrument.counting import capabilities
from bbprof.instrument.instrument import SIDE_GROUPS, Instrumented, Variant
from bbprof.instrument.modes import DEFAULT_MODE, EVERY_BLOCK, Mode
from bbprof.ir import deadline
from bbprof.ir.module import IRModule

ENGINES = ("python", "plugin", "plugin-own-plan")
OWN_PLAN = "plugin-own-plan"   # the pass plugin's own planner (plugin.plan_differences)


@dataclass(frozen=True)
class Stamps:
    """What ``bbprof instrument --timeline`` asks for (docs/timeline.md)."""

    records: int
    at: tuple[str, ...]
    loop: str | None = None
    every: int = 1
    waves: int | None = None
    entry_at_exit: bool | None = None


@dataclass(frozen=True)
class Request:
    """How to instrument a module: the options of ``bbprof instrument``."""

    mode: Mode = DEFAULT_MODE
    shards: int | None = None
    arch: str | None = None
    engine: str = "python"              # "plugin": bbprof's plan put in place by the pass
                                        # plugin; "plugin-own-plan": the plugin's planner
    timeline: Stamps | None = None
    occupancy: str = "keep"             # "keep", "report" or "off"
    block_size: int | None = None       # NVPTX threads per block for the check
    dynamic_shared: int = 0
    check_seconds: float | None = None  # the check's time (None: check_budget's; 0: none)


@dataclass(frozen=True)
class Built:
    result: Instrumented                # its block map carries the machine check
    mode: Mode                          # the mode that counted (the plugin planner's own)
    machine: object | None = None       # isa.footprint.MachineCheck
    notes: list[str] = field(default_factory=list)


def counted(module: IRModule, request: Request, variant: Variant | None = None,
            how: Mode | None = None, stage=lambda what: None) -> Instrumented:
    """Step 1 and 2: ``module`` counted (in mode ``how``, default the request's; written
    as ``variant`` says, default ``Variant()``), with a timeline request stamped, and with
    ``engine="plugin"`` that plan put in place by the pass plugin in opt."""
    if request.engine == OWN_PLAN:
        from bbprof.instrument.plugin import instrument_with_plugin

        made = instrument_with_plugin(module, shards=request.shards, mode=request.mode,
                                      stage=stage)
    else:
        made = instrument_module(module, shards=request.shards, mode=how or request.mode,
                                 arch=request.arch, **(variant or Variant()).options())
    if request.timeline is not None:
        made = _stamped(module, made, request.timeline, stage)
    if request.engine == "plugin":   # bbprof's plan, put in place by the pass plugin
        from bbprof.instrument.plugin import follow_plan

        made = follow_plan(module, made, stage=stage)
    return made


def _stamped(module: IRModule, made: Instrumented, stamps: Stamps, stage) -> Instrumented:
    """Step 2: ``made`` with the timeline's stamps, its block map with their section."""
    from bbprof.ir import load_module
    from bbprof.timeline.instrument import add_timeline

    stage("adding the timeline stamps")
    stamped_module = load_module(module.path, module.target.kind, text=made.text,
                                 allow_instrumented=True)
    stamped, section = add_timeline(stamped_module, records=stamps.records,
                                    arch=made.block_map.target.arch, at=stamps.at,
                                    loop=stamps.loop, every=stamps.every,
                                    waves=stamps.waves, entry_at_exit=stamps.entry_at_exit)
    return dataclasses.replace(made, text=stamped,
                               block_map=dataclasses.replace(made.block_map,
                                                             timeline=section))


def build(module: IRModule, request: Request, *, stage=lambda what: None) -> Built:
    """Every step for ``bbprof instrument``: the counted (and stamped) module, checked in
    the machine as the request says, the check kept in its block map."""
    started = time.monotonic()
    result = counted(module, request, stage=stage)
    budget = check_budget(request.check_seconds, time.monotonic() - started)
    own_plan = request.engine == OWN_PLAN
    mode = result.block_map.mode if own_plan else request.mode
    machine, notes = None, []
    if own_plan and mode.counts:   # never silently another plan
        from bbprof.instrument.plugin import plan_differences

        stage("comparing the plugin's plan with bbprof's engine's")
        own = instrument_module(module, shards=request.shards, mode=request.mode,
                                arch=request.arch)
        notes = plan_differences(result.block_map, own.block_map)
    too_big = (too_big_to_check(module) if request.check_seconds is None
               and request.occupancy != "off" else None)
    if too_big is not None:
        notes.append(too_big)
    elif request.occupancy != "off" and module.target.is_gpu:
        stage("compiling the plain and the instrumented module for their registers")
        machine, result, machine_notes = check_machine(
            module, result, lambda group, how=None: counted(module, request, group, how,
                                                            stage),
            request.arch, keep=request.occupancy == "keep" and not own_plan,
            block_size=request.block_size, dynamic_shared=request.dynamic_shared,
            mode=None if own_plan else mode, seconds=budget)
        notes += machine_notes
    if machine is not None:
        result = replace(result, block_map=replace(result.block_map,
                                                   machine=machine.to_json()))
    return Built(result=result, mode=mode, machine=machine, notes=notes)


def check_machine(module: IRModule, result, counted, arch: str | None, *, keep: bool,
                  block_size: int | None = None, dynamic_shared: int = 0,
                  mode: Mode | None = None, measure_text=None,
                  plain_text: str | None = None, catch: bool = True,
                  seconds: float | None = None):
    """Step 3: ``(MachineCheck or None, result, notes)``. ``counted(variant, how=None)``
    builds the module written as ``variant`` says (``instrument.Variant``; in mode
    ``how``); with ``keep``, a module is rebuilt in the first variant that keeps the
    plain occupancy (``variants``). Where a kernel's
    occupancy still falls, the other counting modes
    (``mode``'s alternatives; None: none tried) are measured and a note names the first
    that keeps it. ``measure_text``, ``plain_text``: as ``footprint.check`` (the Triton
    session measures with Triton's own stages); ``catch=False``: a failing tool raises
    instead of becoming the note. ``seconds``: the time all of it may take (``deadline``;
    None: each tool's own limit); a check cut short keeps what it measured and says so,
    one that measured nothing is the note."""
    from bbprof.errors import ToolFailure
    from bbprof.isa.footprint import check, not_checked

    can = capabilities(module.target.kind)
    chosen = module.check_arch(arch)
    if chosen is None:
        return None, result, [f"registers and occupancy not checked: the module does not "
                              f"name its GPU (pass --arch, e.g. {can.arch_example})"]
    order = (variants(result, can.regroups_side_flags, bool(can.occupancy_attribute))
             if keep else ())

    def build_variant(variant):
        return result if variant in (None, Variant()) else counted(variant)

    started = time.monotonic()
    try:
        with deadline.within(seconds):
            kept, machine = check(module, build_variant, chosen, variants=order,
                                  threads=block_size, dynamic_shared=dynamic_shared,
                                  measure_text=measure_text, plain_text=plain_text)
            if machine.lowered and mode is not None and mode.counts:
                try:
                    note = _mode_that_keeps(module, machine, counted, mode, chosen,
                                            block_size, dynamic_shared)
                except ToolFailure as exc:
                    note = ("the other counting modes were not measured: "
                            + " ".join(str(exc.message).split())[:200])
                machine = replace(machine, notes=(*machine.notes, note))
    except ToolFailure as exc:   # CodegenError too
        if not catch:
            raise
        ran_out = seconds is not None and time.monotonic() - started >= seconds
        return None, result, [not_checked(exc, seconds if ran_out else None)]
    return machine, kept, []


# the occupancy check's time, unless the request names one: CHECK_FACTOR x the time the
# counters took to write, at least CHECK_MIN_SECONDS (ptxas takes 70 s on a 10,000-block
# kernel that bbprof instruments in 2 s: bench/scale_commands.md)
CHECK_FACTOR, CHECK_MIN_SECONDS = 4.0, 30.0


# ... and a module with more blocks than CHECK_MAX_BLOCKS is not checked unless asked
# (--check-seconds): compiling it twice does not fit that default. On the 2-core Xeon of
# bench/scale_commands_round20.md the check took 2 s at 1,000 blocks and would take about
# 75 s at 10,000 (ptxas alone 11.5 s plain, 61.6 s instrumented), growing as blocks^1.6:
# 30 s is crossed near 5,400 blocks. Skipping up front costs nothing; starting a check that
# cannot finish spends its whole budget on nothing.
CHECK_MAX_BLOCKS = 5_000


def too_big_to_check(module: IRModule) -> str | None:
    """The note for a GPU module too large for the default check, or None."""
    if not module.target.is_gpu:
        return None
    blocks = sum(len(fn.blocks) for fn in module.functions)
    if blocks <= CHECK_MAX_BLOCKS:
        return None
    return (f"registers and occupancy not checked: {blocks:,} blocks, more than the "
            f"{CHECK_MAX_BLOCKS:,} whose two compiles fit the check's default "
            f"{CHECK_MIN_SECONDS:.0f} s (about a minute at 10,000 blocks); "
            "--check-seconds 0 checks it without a time limit")


def check_budget(requested: float | None, counting_seconds: float) -> float | None:
    """The seconds the occupancy check may take: ``requested`` (0: no limit), else the
    default above."""
    if requested is not None:
        return requested or None
    return max(CHECK_MIN_SECONDS, CHECK_FACTOR * counting_seconds)


def variants(result, regroups_side_flags: bool, pins: bool = False) -> tuple[Variant, ...]:
    """The ways of writing ``result``'s counters the occupancy check tries, in order (none
    where there is no choice): as written; then, where counted edges got blocks of
    bbprof's before phis, the same with those edges counted in place (an election more
    where they run, no phi copies moved); with that, every grouping of its side flags
    (the same counts); then, where register loops record trip histograms, the same
    without them (the issue model then counts unrolled copies by flow, and says so); last,
    where the target can (``pins``), the counters as first written (edges before phis in
    place) with each kernel asking the back end for the plain kernel's occupancy
    (``Variant.pin``: spills instead of a lower occupancy)."""
    groups = (SIDE_GROUPS if regroups_side_flags and getattr(result, "side_flags", 0)
              else SIDE_GROUPS[:1])
    split = not getattr(result, "phi_splits", 0)   # False: count those edges in place
    order = [Variant()] + [Variant(g, phi_splits=split) for g in groups
                           if Variant(g, phi_splits=split) != Variant()]
    if getattr(result, "trip_loops", 0):
        order += [Variant(g, trips=False, phi_splits=split) for g in groups]
    if pins:   # as written (trip histograms kept), the edges before phis in place
        order.append(Variant(phi_splits=split, pin=True))
    return tuple(order) if len(order) > 1 else ()


def _mode_that_keeps(module: IRModule, machine, counted, mode: Mode, arch: str,
                     block_size: int | None, dynamic_shared: int) -> str:
    """A note: the first other counting mode whose code keeps every lowered kernel's plain
    occupancy (a counter at every block, then loops counted in memory, then both), or
    that none does."""
    from bbprof.isa.footprint import measure

    lowered = machine.lowered
    every = replace(mode, placement=EVERY_BLOCK)
    options = [("--placement every-block", every),
               ("--loops-in-memory", replace(mode, loops_in_registers=False)),
               ("--placement every-block --loops-in-memory",
                replace(every, loops_in_registers=False))]
    best = None
    for flags, other in options:
        if other == mode:
            continue
        fps = measure(module, counted(None, other).text, arch, threads=block_size,
                      dynamic_shared=dynamic_shared)
        what = ", ".join(f"@{k} {fps[k].describe_occupancy()}" for k in lowered)
        levels = [fps[k].level for k in lowered]
        if all(level is not None and level >= machine.plain[k].level
               for k, level in zip(lowered, levels)):
            return (f"{flags} keeps the plain occupancy ({what}), with more counter "
                    "updates: measure both")
        if None not in levels and (best is None or sum(levels) > best[0]):
            best = (sum(levels), flags, what)
    return "no other counting mode keeps the plain occupancy" + (
        f" (the nearest: {best[1]}, {best[2]})" if best else "")
