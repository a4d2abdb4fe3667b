"""``bbprof instrument``: write the instrumented IR and its block map."""

from __future__ import annotations

import dataclasses

from pathlib import Path

import click

from bbprof.files import block_map_path, ir_stem, write_all_atomically, write_atomically

# The pipeline, LLVM and the block map (numpy) are imported when the command runs, not for
# its --help (issue 44: a light command starts in well under 100 ms).


def default_outputs(source: Path) -> tuple[Path, Path]:
    stem = ir_stem(source)
    return source.with_name(f"{stem}.bbprof.ll"), source.with_name(f"{stem}.bbprof.json")


@click.command()
@click.argument("kernel", type=click.Path(dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Instrumented IR ('-' for stdout). Default: KERNEL.bbprof.ll beside it.")
@click.option("--map", "map_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Block map JSON. Default: beside the output, named like it (.json).")
@click.option("--target", type=click.Choice(["amdgpu", "nvptx", "host"]),
              help="Target when the IR has no triple (Triton's NVIDIA IR), or 'host'.")
@click.option("--shards", type=int, help="Counter rows (default: 2048 on GPUs, 1 on host).")
@click.option("--counters", default="thread,wave", show_default=True,
              help="What to count: thread, wave, or both; 'none' with --timeline: stamps "
                   "only, no counter global and no counter updates.")
@click.option("--placement", type=click.Choice(["every-block", "spanning-tree"]),
              help="A counter at every block, or on the edges outside a maximum spanning "
                   "tree, blocks recovered by flow conservation (wave counts too in "
                   "kernels whose branches are all warp-uniform; other functions get a "
                   "counter per block). Default: spanning-tree (every-block with "
                   "--wide-counters).")
@click.option("--wide-counters", is_flag=True,
              help="Keep thread and wave counts in two words (two atomics) instead of one "
                   "packed word.")
@click.option("--loops-in-memory", is_flag=True,
              help="Count every entry of a single-block loop in memory instead of keeping "
                   "the loop's counts in registers until it exits (the reference mode).")
@click.option("--emit-for-llvm", "emit_for", default="auto", show_default=True,
              help="Oldest LLVM (17-22) that must read the output: newer syntax is rewritten "
                   "or dropped. 'auto': give back the input's own spellings where LLVM 22 "
                   "upgraded them (lossless only). See docs/reliability.md.")
@click.option("--engine", type=click.Choice(["python", "plugin", "plugin-own-plan"]),
              default="python", show_default=True,
              help="Who inserts the counters: bbprof itself; or its LLVM pass plugin "
                   "(llvm_passes/) run through an LLVM 19+ opt, putting bbprof's plan in "
                   "place (plugin: the same counters and block map) or planning with its "
                   "own fewer mechanisms (plugin-own-plan, the differences named); "
                   "docs/pass-plugin.md.")
@click.option("--timeline", is_flag=True,
              help="Also stamp every kernel's entry and exit per wave (clocks, SM/CU, wave "
                   "slot) into a timeline buffer; with --counters none, stamps alone; "
                   "`bbprof timeline` draws it (docs/timeline.md).")
@click.option("--timeline-records", type=int, default=None,
              help="Records in the timeline buffer (default 65536); more are dropped and "
                   "counted.")
@click.option("--timeline-waves", type=int, default=None, metavar="W",
              help="Waves with a fixed entry/exit record pair at the buffer's start "
                   "(default: the whole buffer, half of it with loop stamps; GPU only); "
                   "waves past W are dropped and counted.")
@click.option("--timeline-at", default=None, metavar="LIST",
              help="Where to stamp, with --timeline: entry,exit (the default) and loops "
                   "(the entry and exit of each outermost loop).")
@click.option("--timeline-loop", default=None, metavar="[FUNCTION:]BLOCK",
              help="With --timeline: also stamp iterations of the loop whose header is "
                   "BLOCK (every --timeline-every-th execution of it).")
@click.option("--timeline-every", type=int, default=None, metavar="N",
              help="With --timeline-loop: stamp every Nth iteration (default 1).")
@click.option("--timeline-entry-stamp", is_flag=True,
              help="With --timeline, NVPTX: write each wave's entry record when it starts "
                   "(a stamp of its own) rather than from its exits: slower, but a wave "
                   "that never returns (a hang, a trap) keeps its entry record.")
@click.option("--arch", default=None,
              help="The GPU the code will run on (sm_90a, gfx942, gfx1100), when the module "
                   "does not name one (Triton's NVIDIA IR, Triton 3.6's AMD IR): the wave "
                   "size the counting code is written for, counting code that needs sm_80 "
                   "and the register check use it. AMD IR that names no processor and no "
                   "wave size is refused without it.")
@click.option("--occupancy", type=click.Choice(["keep", "report", "off"]), default="keep",
              show_default=True,
              help="Compile the plain and the instrumented module and print, per kernel, "
                   "registers, spills and occupancy before and after (AMDGPU: LLVM's "
                   "waves/SIMD; NVPTX: ptxas's registers, CTAs/SM). keep: where it falls, the "
                   "counters are written in the first way that keeps it (docs/instrument.md); "
                   "report: measure only; off: neither.")
@click.option("--block-size", type=click.IntRange(1, 1024), default=None, metavar="N",
              help="NVPTX: threads per block for the occupancy check, when the kernel has no "
                   "reqntid/maxntid (without it: the register allocation step is kept).")
@click.option("--check-seconds", type=click.FloatRange(0), default=None, metavar="S",
              help="Time the occupancy check may take in all (default: 4x the time the "
                   "counters took, at least 30 s; 0: no limit). A check cut short keeps "
                   "what it measured and says so.")
@click.option("--dynamic-shared", type=click.IntRange(0), default=0, metavar="BYTES",
              help="NVPTX: dynamic shared memory per block the launch gives, for the "
                   "occupancy check.")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def instrument(kernel: Path, output: Path | None, map_path: Path | None, target: str | None,
               shards: int | None, counters: str, placement: str, wide_counters: bool,
               loops_in_memory: bool, emit_for: str, engine: str, timeline: bool,
               timeline_records: int | None, timeline_waves: int | None,
               timeline_at: str | None, timeline_loop: str | None, timeline_every: int | None,
               timeline_entry_stamp: bool, arch: str | None, occupancy: str,
               block_size: int | None, check_seconds: float | None, dynamic_shared: int,
               quiet: bool) -> None:
    """Insert counters into KERNEL (an LLVM IR file): per-block thread and wave counts."""
    from bbprof.cli.main import skip_teardown
    from bbprof.ir import llvm_child

    llvm_child.keep_idle(1)   # LLVM loads in its child while the pipeline loads here
    skip_teardown()           # what it writes is written before it returns
    from bbprof.cli.progress import Progress
    from bbprof.instrument.modes import Mode
    from bbprof.ir import load_module
    from bbprof.ir.emit import emit_for_llvm
    from bbprof.ir.user_llvm import verify_with_user_llvm
    from bbprof.pipeline import Request, Stamps, build

    mode = Mode.parse(counters, placement, wide=wide_counters,
                      loops_in_memory=loops_in_memory)
    if not mode.counts:
        _check_uncounted(timeline, placement, wide_counters, loops_in_memory, shards, engine)
    for value, flag in ((timeline_records, "--timeline-records"),
                        (timeline_waves, "--timeline-waves"), (timeline_at, "--timeline-at"), (timeline_loop, "--timeline-loop"),
                        (timeline_every, "--timeline-every"),
                        (timeline_entry_stamp or None, "--timeline-entry-stamp")):
        if value is not None and not timeline:
            from bbprof.errors import InputError

            raise InputError(f"{flag} needs --timeline")
    if timeline_every is not None and timeline_loop is None:
        from bbprof.errors import InputError

        raise InputError("--timeline-every needs --timeline-loop")
    stamps = None
    if timeline:
        from bbprof.timeline.instrument import AT, DEFAULT_RECORDS, parse_at

        stamps = Stamps(records=DEFAULT_RECORDS if timeline_records is None
                        else timeline_records,
                        at=parse_at(timeline_at) if timeline_at is not None else AT,
                        loop=timeline_loop,
                        every=1 if timeline_every is None else timeline_every,
                        waves=timeline_waves,
                        entry_at_exit=False if timeline_entry_stamp else None)
    request = Request(mode=mode, shards=shards, arch=arch, engine=engine, timeline=stamps,
                      occupancy=occupancy, block_size=block_size,
                      dynamic_shared=dynamic_shared, check_seconds=check_seconds)
    with Progress(quiet=quiet) as progress:
        progress.stage(f"reading {kernel}")
        module = load_module(kernel, target).with_arch(arch)
        progress.stage(f"instrumenting {sum(len(f.blocks) for f in module.functions):,} "
                       f"blocks in {len(module.functions)} function(s)")
        built = build(module, request, stage=progress.stage)
        result, mode, machine, machine_notes = (built.result, built.mode, built.machine,
                                                built.notes)
        progress.stage(f"checking the output for LLVM ({emit_for})")
        text, emit_notes = emit_for_llvm(result.text, emit_for, kernel,
                                         original=module.source)
        emit_notes += verify_with_user_llvm(text, module.source, str(kernel))
        default_ll, default_map = default_outputs(kernel)
        if map_path is None and output is not None and str(output) != "-":
            map_path = block_map_path(output)
        map_path = map_path or default_map
        result = dataclasses.replace(result,
                                     block_map=result.block_map.with_path(str(map_path)))
        progress.stage("writing the instrumented IR and its block map")
        map_json = result.block_map.to_json()
        if output is not None and str(output) == "-":
            write_atomically(map_path, map_json)
        else:
            output = output or default_ll
            # both files or neither, the map renamed last
            write_all_atomically({output: text, map_path: map_json})
    if str(output) == "-":
        click.echo(text, nl=False)
        return
    if quiet:
        return
    bm = result.block_map
    blocks = sum(len(f.blocks) for f in bm.functions)
    kernels = ", ".join(bm.kernels) or "none"
    sites = "no counters" if bm.counters is None else f"{bm.counters.sites} counters"
    click.echo(f"{kernel}: {_target_line(module, bm)}, {len(bm.functions)} function(s) "
               f"(kernels: {kernels}), {blocks} blocks, mode {mode}: {sites}")
    for note in [*module.notes, *emit_notes, *machine_notes]:
        click.echo(f"  note: {note}")
    for fn in bm.functions:   # wave counts could not use the plain tree here
        if fn.hybrid:
            bypassed = sum(1 for e in fn.balances if e.source >= 0 and e.target >= 0)
            rest = sum(1 for e in fn.edges if e.kind == "rest")
            click.echo(f"  hybrid @{fn.name}: tree over {len(fn.blocks)} blocks, "
                       f"{len(fn.divergent)} divergent branches"
                       + (f" ({bypassed} counted as their post-dominator)" if bypassed
                          else "")
                       + f", {len(fn.merges)} merge blocks"
                       + (f", {rest} edge(s) without a counter (thread counts by "
                          "conservation, no edge wave counts)" if rest else "")
                       + (", the entry counted once per workgroup"
                          if fn.entry_per_workgroup else "")
                       + f" (first: {fn.warp_uniform.reason})")
        elif fn.warp_uniform is not None and not fn.warp_uniform.uniform:
            flags = sum(len(loop.detours) for loop in fn.uniform_loops)
            loops = (f"; {len(fn.uniform_loops)} loop chain(s) in registers, {flags} "
                     "detour flag(s)" if fn.uniform_loops else "")
            click.echo(f"  every block of @{fn.name}: {fn.warp_uniform.reason}{loops}")
    if bm.counters is not None:
        click.echo(f"  counters: @{bm.counter_symbol}, {bm.counters.shards} shards x "
                   f"{bm.counters.row_words} u64 = {bm.counter_bytes:,} bytes")
    if bm.timeline is not None:
        t = bm.timeline
        click.echo(f"  timeline: @{t.symbol}, {t.records:,} records x {t.record_words} u64 "
                   f"= {t.nbytes:,} bytes, stamps at {', '.join(t.at)} of "
                   f"{', '.join(t.sites)}" + (f"; {len(t.loops)} loop(s)" if t.loops else ""))
    for line in machine.lines() if machine is not None else ():
        click.echo(f"  {line}")
    for note in machine.notes if machine is not None else ():
        click.echo(f"  note: {note}")
    for fn in bm.functions:   # compile-time constants (docs/counting-modes.md)
        dead = sum(b.statically_dead for b in fn.blocks)
        if dead:
            click.echo(f"  statically dead in @{fn.name}: {dead} of {len(fn.blocks)} blocks, "
                       f"no counter ({'; '.join(fn.constants) or 'no path from the entry'})")
    click.echo(f"  wrote {output} and {map_path}")


def _target_line(module, block_map) -> str:
    """``amdgpu (amdgcn-amd-amdhsa, gfx1100 from --arch, wave32)``: the target, its
    processor (and where it came from when the IR does not name it) and the wave size the
    counting code was written for."""
    arch, where = module.processor()
    parts = [module.target.triple]
    if arch:
        parts.append(f"{arch} from --arch" if where == "--arch" else arch)
    if module.target.is_gpu:
        parts.append(f"wave{block_map.target.wave_size}")
    return f"{module.target.kind} ({', '.join(parts)})"


def _check_uncounted(timeline: bool, placement: str | None, wide: bool,
                     loops_in_memory: bool, shards: int | None, engine: str) -> None:
    """``--counters none``: only with the timeline, and with no option about counters."""
    from bbprof.errors import InputError

    if not timeline:
        raise InputError("--counters none needs --timeline (a module with neither counters "
                         "nor stamps measures nothing)",
                         hint="add --timeline, or count: --counters thread,wave")
    for given, flag in ((placement is not None, "--placement"),
                        (wide, "--wide-counters"), (loops_in_memory, "--loops-in-memory"),
                        (shards is not None, "--shards"), (engine != "python", "--engine")):
        if given:
            raise InputError(f"{flag} says how to count, and --counters none counts nothing",
                             hint=f"drop {flag}, or count: --counters thread,wave")

