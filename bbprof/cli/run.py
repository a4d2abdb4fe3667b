"""``bbprof run``: launch an instrumented kernel, read its counters, write a Profile."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import InputError


def _dims(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in text.replace("x", ",").split(","))
    except ValueError:
        raise InputError(f"'{text}' is not a size like 64 or 8,8,1") from None


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (".bbprof.ll", ".ll", ".llir"):
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


@click.command()
@click.argument("kernel_ir", metavar="KERNEL.bbprof.ll",
                type=click.Path(dir_okay=False, path_type=Path))
@click.option("--map", "map_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Block map. Default: beside the IR, named like it with .json (what "
                   "instrument writes: k.bbprof.ll -> k.bbprof.json, -o X.ll -> X.json).")
@click.option("-k", "--kernel", help="Kernel to launch (default: the module's only kernel).")
@click.option("--grid", help="Grid in blocks: X[,Y,Z] (default: from --launch, or --size / "
                                "threads a block).")
@click.option("--block", "block", help="Block in threads: X[,Y,Z] (default: from --launch, "
                                       "or the kernel's own bounds).")
@click.option("--shared", "shared_bytes", type=int,
              help="Dynamic shared memory per block, in bytes (default: from --launch, "
                   "else 0; Triton kernels: the 'shared' of their metadata).")
@click.option("-a", "--arg", "arg_specs", multiple=True,
              help="One per parameter, in order: f32[1024]:random, @x.npy, i32:100, null.")
@click.option("--size", type=click.IntRange(min=1),
              help="Work out the --args not given from the kernel: N-element buffers typed "
                   "by its loads and stores, N for integers (the command is printed).")
@click.option("--launch", "launch_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Grid, block, shared memory and arguments from a file: bbprof's "
                   "{grid, block, shared, args}, bbprof mlir's .launch.json or Triton's "
                   "metadata JSON (options given win).")
@click.option("-n", "--repeat", type=int, default=1, show_default=True,
              help="Launches; counts are summed over them, times kept per launch.")
@click.option("--baseline", is_flag=True,
              help="Also time the uninstrumented kernel, alternating launches, and compare "
                   "outputs bit for bit.")
@click.option("--original", type=click.Path(dir_okay=False, path_type=Path),
              help="Uninstrumented IR for --baseline (default: the block map's input).")
@click.option("--backend", type=click.Choice(["cuda", "hip", "host", "emulator"]),
              help="Default: the module's GPU backend (cuda, hip) where this machine has "
                   "that GPU, else the emulator; host for host code (the choice is "
                   "printed). emulator: the SIMT emulator on the CPU (no GPU); given "
                   "uninstrumented IR and no block map, it records every block's entries "
                   "itself.")
@click.option("--device", type=int, default=0, show_default=True)
@click.option("--arch", help="Processor to compile for (default: the device's, e.g. sm_90a).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of random fills.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Profile file. Default: KERNEL.bbprof beside the IR.")
@click.option("--save-outputs", "outputs_dir", type=click.Path(file_okay=False,
              path_type=Path), help="Write each pointer argument's buffer after the run "
              "as DIR/arg<i>.npy (i: the parameter index; bf16 buffers as their uint16 bits).")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def run(kernel_ir: Path, map_path: Path | None, kernel: str | None, grid: str | None,
        block: str | None, shared_bytes: int | None, arg_specs: tuple[str, ...],
        size: int | None, launch_file: Path | None, repeat: int, baseline: bool,
        original: Path | None, backend: str | None, device: int, arch: str | None, seed: int,
        output: Path | None, outputs_dir: Path | None, quiet: bool) -> None:
    """Launch a kernel of KERNEL.bbprof.ll (from `bbprof instrument`) and write a Profile."""
    from bbprof.files import block_map_path, check_writable
    from bbprof.instrument.blockmap import BlockMap
    from bbprof.ir.module import parse_and_verify, read_ir_text
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import get_backend
    from bbprof.runtime.runner import run_kernel

    plan = _plan(launch_file, kernel, grid, block, shared_bytes, arg_specs)
    text = read_ir_text(kernel_ir)
    default_map = block_map_path(kernel_ir)
    # uninstrumented IR (no counters, no stamps): the emulator's own trace counts it
    if backend == "emulator" and "@__bbprof" not in text:
        plan = _complete(plan, kernel_ir, text, None, size, quiet, backend)
        _run_traced(kernel_ir, text, plan.kernel, _shape(plan),
                    [parse_spec(s) for s in plan.args], repeat, arch, seed, output,
                    outputs_dir, quiet)
        return
    module = parse_and_verify(text, str(kernel_ir))   # LLVM's error as file: line, column
    map_path = map_path or default_map
    if "@__bbprof" not in text and not map_path.exists():
        raise InputError("has no bbprof counters (it is not instrumented)",
                         path=str(kernel_ir),
                         hint=f"run `bbprof instrument {kernel_ir}` and run the .bbprof.ll "
                              "it writes (GPU IR: or count the plain kernel with --backend "
                              "emulator)")
    block_map = BlockMap.load(map_path)
    _check_map_belongs(block_map, module, kernel_ir, map_path)
    kernel = plan.kernel
    if kernel is None:      # host code: any function it defines
        names = block_map.kernels or [fn.name for fn in block_map.functions]
        what = "kernels" if block_map.kernels else "functions"
        if len(names) != 1:
            raise InputError(f"the module has {len(names)} {what} ({', '.join(names)}); "
                             "pick one with --kernel", path=str(kernel_ir))
        kernel = plan.kernel = names[0]
    if backend is None:            # what this machine can run the module's code on
        from bbprof.runtime.backend import default_backend

        backend, why = default_backend(block_map.target.kind)
        if not quiet:
            click.echo(f"backend: {backend} ({why}; --backend picks another)", err=True)
    from bbprof.runtime.backend import check_backend

    check_backend(backend, block_map.target.kind, str(map_path))
    if block_map.target.kind == "host":      # a host function runs once: no grid
        plan.grid, plan.block = plan.grid or (1,), plan.block or (1,)
    if launch_file is None:     # Triton's cache: k.json beside k.llir gives block and shared
        from bbprof.runtime.launch import fill_from, read_launch_file, triton_metadata_beside

        found = triton_metadata_beside(kernel_ir, Path(block_map.input.path or kernel_ir))
        if found is not None:
            fill_from(plan, read_launch_file(found))
    plan = _complete(plan, kernel_ir, text, module, size, quiet, backend)
    shape, specs = _shape(plan), [parse_spec(s) for s in plan.args]
    baseline_text = None
    if baseline:   # the uninstrumented IR: --original, the map's input path, or beside it
        baseline_text = ((find_input_ir(block_map, None, map_path) if original is None
                          else None) or _original_text(original, block_map))
    # the uninstrumented IR goes into the profile, so that it reports anywhere (no --ir)
    input_ir = baseline_text or find_input_ir(block_map, original, map_path)
    options = {"device": device}
    if arch and backend != "host":
        options["arch"] = arch
    output = output or kernel_ir.with_name(_stem(kernel_ir) + ".bbprof")
    check_writable(output)   # before the launch, not after it
    _check_outputs_dir(outputs_dir)
    from bbprof.cli.progress import Progress

    with Progress(quiet=quiet) as progress:
        progress.stage(f"starting the {backend} backend")
        runtime = get_backend(backend, **options)
        result = run_kernel(runtime, text, block_map, kernel, shape, specs, repeat=repeat,
                            baseline_text=baseline_text, seed=seed,
                            meta={"ir": str(kernel_ir), "block_map": str(map_path)},
                            module_path=str(kernel_ir), input_ir=input_ir,
                            stage=progress.stage)
    _save(output, result, outputs_dir)
    _echo_printed(result)
    if quiet:
        return
    _summary(result.profile, kernel, output)
    if input_ir is None:
        click.echo(f"  note: {block_map.input.path} (the uninstrumented IR) is not "
                   "here, so the profile does not carry it: report needs --ir or --static "
                   "(pass --original to embed it)")


def _check_map_belongs(block_map, module, kernel_ir: Path, map_path: Path) -> None:
    """A block map of other IR (another kernel's, an older instrumentation) is refused
    here, naming both files, before anything is compiled; the CFG hash then checks the
    counts of a map whose functions do match. ``module``: the IR, parsed by llvmlite."""
    from bbprof.files import block_map_path

    defined = {f.name for f in module.functions if not f.is_declaration}
    missing = [fn.name for fn in block_map.functions if fn.name not in defined]
    if missing:
        raise InputError(f"the block map is of other IR: {kernel_ir} defines no "
                         f"{', '.join('@' + m for m in missing[:3])}", path=str(map_path),
                         hint=f"pass the map instrument wrote with {kernel_ir.name} "
                              f"({block_map_path(kernel_ir).name}) or re-instrument")


def _plan(launch_file, kernel, grid, block, shared_bytes, arg_specs):
    """The launch as given: a --launch file, overridden by the options typed."""
    from bbprof.runtime.launch import LaunchPlan, read_launch_file

    plan = read_launch_file(launch_file, kernel) if launch_file is not None else LaunchPlan()
    plan.kernel = kernel or plan.kernel
    plan.grid = _dims(grid) if grid else plan.grid
    plan.block = _dims(block) if block else plan.block
    plan.shared = shared_bytes if shared_bytes is not None else plan.shared
    plan.args = list(arg_specs) + plan.args[len(arg_specs):]
    return plan


def _complete(plan, kernel_ir: Path, text: str, module, size, quiet, backend):
    """Work out what the launch lacks from the kernel (``runtime.launch.complete``), and
    print the equivalent command when anything was worked out. ``module``: the IR parsed
    by llvmlite, or None (parsed here, only if anything is to be worked out)."""
    if plan.grid is None or plan.block is None or size is not None:
        from bbprof.ir.signature import launch_bounds, parameter_uses, parse_kernels
        from bbprof.runtime.launch import complete

        module = module or parse_kernels(text, str(kernel_ir))
        if plan.kernel is None:
            kernels = [f.name for f in module.functions if not f.is_declaration and any(
                cc in str(f).split("{", 1)[0] for cc in ("amdgpu_kernel", "ptx_kernel"))]
            if len(kernels) == 1:
                plan.kernel = kernels[0]
            else:
                raise InputError(f"the module has {len(kernels)} kernels "
                                 f"({', '.join(kernels)}); pick one with --kernel",
                                 path=str(kernel_ir))
        try:
            function = module.get_function(plan.kernel)
        except NameError:
            raise InputError(f"the module has no kernel '{plan.kernel}'",
                             path=str(kernel_ir), hint="pass --kernel NAME") from None
        complete(plan, parameter_uses(function), size=size,
                 bounds=launch_bounds(module, function))
    if plan.derived and not quiet:
        extra = ["--backend", backend] if backend else []
        click.echo(f"launch: {plan.command(str(kernel_ir), extra)}", err=True)
        for reason in plan.reasons:
            click.echo(f"  {reason}", err=True)
    return plan


def _shape(plan):
    from bbprof.runtime.backend import LaunchShape

    return LaunchShape.of(plan.grid, plan.block, plan.shared or 0)


def find_input_ir(block_map, original: Path | None, map_path: Path) -> str | None:
    """The text of the IR ``block_map`` was made from, when it is here: ``--original``,
    else the map's input path as typed, or beside the block map; ``None`` when no file of
    that sha256 is found (an --original that differs is an error)."""
    from bbprof.ir.original import original_ir

    if original is not None:
        return _original_text(original, block_map)
    typed = Path(block_map.input.path or "")
    for path in (typed, map_path.parent / typed.name):
        if typed.name and path.is_file():
            try:
                return original_ir(block_map, path, option="--original")[1]
            except InputError:   # not IR text, or another file (MismatchError)
                continue
    return None


def _run_traced(kernel_ir, text, kernel, shape, specs, repeat, arch, seed, output,
                outputs_dir, quiet) -> None:
    """Uninstrumented IR on the emulator: the emulator's own trace makes the Profile."""
    from bbprof.files import check_writable
    from bbprof.runtime.backend import get_backend
    from bbprof.runtime.emulator.direct import run_traced

    output = output or kernel_ir.with_name(_stem(kernel_ir) + ".bbprof")
    check_writable(output)
    _check_outputs_dir(outputs_dir)
    runtime = get_backend("emulator", arch=arch)
    result, kernel = run_traced(runtime, text, str(kernel_ir), kernel, shape, specs,
                                repeat=repeat, seed=seed, meta={"ir": str(kernel_ir)})
    _save(output, result, outputs_dir)
    _echo_printed(result)
    if not quiet:
        click.echo("  (direct trace: the emulator counted the uninstrumented kernel's blocks)")
        _summary(result.profile, kernel, output)


def _echo_printed(result) -> None:
    """The kernel's own printf output, to standard output as the device's would come (also
    with -q: it is the program's output, not bbprof's)."""
    for record in result.printed:
        click.echo(record, nl=False)


def _check_outputs_dir(outputs_dir: Path | None) -> None:
    if outputs_dir is not None and outputs_dir.exists() and not outputs_dir.is_dir():
        raise InputError("is not a folder", path=str(outputs_dir),
                         hint="pass --save-outputs a folder")


def _save(output: Path, result, outputs_dir: Path | None) -> None:
    """The profile and, with ``--save-outputs``, ``DIR/arg<i>.npy`` for every pointer
    argument's buffer: one set, all written or none (a full disk leaves no profile
    without its arrays, no array without the rest)."""
    import io

    import numpy as np

    from bbprof.files import write_all_atomically

    files: dict[Path, bytes | str] = {}
    if outputs_dir is not None:
        try:
            outputs_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError(f"cannot make the folder: {exc.strerror}",
                             path=str(outputs_dir)) from None
        for index, array in sorted(result.outputs.items()):
            buffer = io.BytesIO()
            if array.dtype.kind == "V" and array.dtype.itemsize == 2:
                array = array.view(np.uint16)   # bf16: .npy has no bfloat16, its bit patterns
            np.save(buffer, array, allow_pickle=False)
            files[outputs_dir / f"arg{index}.npy"] = buffer.getvalue()
    files[output] = result.profile.to_json()     # last: a profile means its arrays are there
    write_all_atomically(files)


def _original_text(original: Path | None, block_map) -> str:
    from bbprof.ir.original import original_ir

    return original_ir(block_map, original, option="--original")[1]


def _summary(profile, kernel: str, output: Path) -> None:
    record = profile.launches[0]
    device = profile.device
    arch = device.get("arch") or "no processor named"   # IR without a target-cpu
    source = (device.get("extra") or {}).get("arch_from")
    if source and device.get("arch"):
        arch += f" from {source}"
    click.echo(f"{kernel} on {device.get('name')} ({arch}): grid "
               f"{','.join(map(str, record.grid))} x block {','.join(map(str, record.block))}"
               f", {record.launches} launch(es)")
    from bbprof.render.format import milliseconds

    if record.kernel_ms:
        line = f"  kernel time (median): {milliseconds(record.median_ms)} instrumented"
        if record.baseline_ms:
            line += (f", {milliseconds(record.baseline_median_ms)} baseline "
                     f"({record.overhead:.3f}x)")
        click.echo(line)
    if "outputs_identical" in profile.meta:
        same = profile.meta["outputs_identical"]
        click.echo("  outputs: " + ("bit-identical to the uninstrumented kernel" if same else
                                    f"DIFFER in parameters {profile.meta['outputs_differing']}"))
    if not profile.block_map.has_counters:
        records = sum(len(t.records) for t in profile.timeline.launches)
        click.echo(f"  no counts (instrumented with --counters none): {records:,} timeline "
                   "records; `bbprof timeline` draws them")
        click.echo(f"  wrote {output}")
        return
    frame = profile.to_dataframe()
    width = max([len(str(b)) for b in frame.block] + [5])
    click.echo(f"  {'function':<20} {'block':<{width}} {'thread_hits':>14} {'wave_hits':>12}")
    for row in frame.itertuples():
        click.echo(f"  {row.function[:20]:<20} {str(row.block):<{width}} "
                   f"{_hits(row.thread_hits):>14} {_hits(row.wave_hits):>12}")
    click.echo(f"  wrote {output}")


def _hits(value) -> str:
    """A count, or "-" for a field the counting mode does not count (thread-only modes)."""
    import pandas as pd

    return "-" if pd.isna(value) else f"{int(value):,}"
