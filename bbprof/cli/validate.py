"""``bbprof validate``: bbprof's per-block counts against Nsight Compute's (NVIDIA), or
against a recorded ``rocprofv3 --att`` thread trace (AMD, ``--backend hip``; not yet run on
AMD hardware)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from bbprof.files import write_atomically


@click.command()
@click.argument("kernel_ir", metavar="KERNEL.ll",
                type=click.Path(dir_okay=False, path_type=Path))
@click.option("-k", "--kernel", help="Kernel to launch (default: the module's only kernel).")
@click.option("--grid", help="Grid in blocks: X[,Y,Z] (cuda; required there).")
@click.option("--block", "block", help="Block in threads: X[,Y,Z] (cuda; required there).")
@click.option("--shared", "shared_bytes", type=int, default=0, show_default=True,
              help="Dynamic shared memory per block, in bytes.")
@click.option("-a", "--arg", "arg_specs", multiple=True,
              help="One per parameter, as for `bbprof run`: f32[1024]:random, i32:100 ...")
@click.option("--device", type=int, default=0, show_default=True)
@click.option("--arch", help="Processor (default: the device's, e.g. sm_90a).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--workdir", type=click.Path(file_okay=False, path_type=Path),
              help="Where the cubin, SASS listing, ncu report and CSVs are kept "
                   "(default: KERNEL.validate/ beside the IR).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the comparison as JSON.")
@click.option("--backend", type=click.Choice(["cuda", "hip"]), default="cuda",
              show_default=True,
              help="cuda: run under ncu here. hip: compare a recorded rocprofv3 --att folder "
                   "with a recorded Profile (--att-dir, --profile); not yet run on AMD "
                   "hardware.")
@click.option("--att-dir", type=click.Path(file_okay=False, path_type=Path),
              help="hip: the -d folder of `rocprofv3 --att` (stats_*.csv, ui_output_*/).")
@click.option("--profile", "profile_path", type=click.Path(dir_okay=False, path_type=Path),
              help="hip: the Profile of the instrumented kernel, same launch.")
@click.option("--att-dispatch", type=int,
              help="hip: the dispatch id when the kernel was traced in several.")
def validate(kernel_ir: Path, kernel: str | None, grid: str | None, block: str | None,
             shared_bytes: int, arg_specs: tuple[str, ...], device: int, arch: str | None,
             seed: int, workdir: Path | None, output: Path | None, backend: str,
             att_dir: Path | None, profile_path: Path | None,
             att_dispatch: int | None) -> None:
    """Run the plain kernel under ncu and the instrumented one; compare block by block.

    Needs an NVIDIA GPU, Nsight Compute (ncu) able to read the GPU's counters, ptxas and
    nvdisasm. With --backend hip, compares recorded files instead: a rocprofv3 --att
    thread trace of the plain kernel and a Profile of the instrumented one (NOT YET RUN ON
    AMD HARDWARE). See docs/validate.md for what each verdict means.
    """
    if backend == "hip":
        _validate_hip(kernel_ir, kernel, arch, att_dir, profile_path, att_dispatch, output)
        return
    if not grid or not block:
        raise click.UsageError("--grid and --block are required (backend cuda)")
    from bbprof.cli.run import _dims, _stem
    from bbprof.errors import InputError
    from bbprof.ir import load_module
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import LaunchShape
    from bbprof.render.validate import ncu_text
    from bbprof.validate import ncu
    from bbprof.validate import validate as run_validation

    shape = LaunchShape.of(_dims(grid), _dims(block), shared_bytes)
    specs = [parse_spec(s) for s in arg_specs]
    module = load_module(kernel_ir, "nvptx")
    if kernel is None:
        kernels = [f.name for f in module.functions if f.is_kernel]
        if len(kernels) != 1:
            raise InputError(f"the module has {len(kernels)} kernels ({', '.join(kernels)}); "
                             "pick one with --kernel")
        kernel = kernels[0]
    ncu_path = ncu.require_ncu()
    workdir = workdir or kernel_ir.with_name(_stem(kernel_ir) + ".validate")
    from bbprof.cli.progress import Progress

    with Progress() as progress:
        progress.stage(f"instrumenting {kernel}, running it and the plain kernel under ncu "
                       "(minutes for a large kernel)")
        result = run_validation(module, kernel, shape, specs, workdir=workdir, seed=seed,
                                device=device, arch=arch, ncu=ncu_path)
    for line in ncu_text(result):
        click.echo(line)
    if output:
        write_atomically(output, json.dumps(result.to_json(), indent=1))
        click.echo(f"  wrote {output}")


def _validate_hip(kernel_ir: Path, kernel: str | None, arch: str | None, att_dir: Path | None,
                  profile_path: Path | None, dispatch: int | None, output: Path | None) -> None:
    from bbprof.profile import Profile
    from bbprof.render.validate import att_text
    from bbprof.validate.rocprof import check_att

    if att_dir is None or profile_path is None:
        raise click.UsageError("--backend hip needs --att-dir and --profile")
    result = check_att(att_dir, Profile.load(profile_path), kernel_ir, kernel=kernel,
                       arch=arch, dispatch=dispatch)
    for line in att_text(result):
        click.echo(line)
    if output:
        write_atomically(output, json.dumps(result.to_json(), indent=1))
        click.echo(f"  wrote {output}")
