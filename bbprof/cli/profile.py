"""``bbprof profile -- CMD ARGS...``: run a whole program and profile the kernels it runs."""

from __future__ import annotations

from pathlib import Path

import click


@click.command(context_settings={"ignore_unknown_options": True,
                                 "allow_interspersed_args": False})
@click.option("-o", "--output", "out", type=click.Path(path_type=Path),
              default=Path("bbprof-profile"), show_default=True,
              help="Folder for the profiles (one .bbprof per kernel).")
@click.option("--kernels", metavar="REGEX",
              help="Instrument (Triton) / report (native) only kernels whose name matches.")
@click.option("--mode", help="Counting mode for Triton kernels, e.g. 'thread/spanning-tree' "
                             "(default: bbprof instrument's default).")
@click.option("--maps", multiple=True, type=click.Path(path_type=Path),
              help="Folder (or file) to find native modules' block maps in, by CFG hash; "
                   "repeatable. Also $BBPROF_MAPS and the working folder.")
@click.option("--native/--no-native", default=None,
              help="Preload the driver interposer (default: yes; for Python programs only "
                   "when a C compiler is there to build it).")
@click.option("--read-every", type=int, metavar="N",
              help="Native: read and zero a module's counters every N launches (default: at "
                   "unload and exit).")
@click.option("--no-launch-counts", "no_launch_counts", is_flag=True,
              help="Triton: no Python call per launch (launches are then not recorded).")
@click.option("--force", is_flag=True, help="Replace profiles of an earlier run in the folder.")
@click.option("-q", "--quiet", is_flag=True, help="No progress and no summary.")
@click.argument("command", nargs=-1, required=True, type=click.UNPROCESSED)
def profile(out: Path, kernels: str | None, mode: str | None, maps: tuple[Path, ...],
            native: bool | None, read_every: int | None, no_launch_counts: bool,
            force: bool, quiet: bool, command: tuple[str, ...]) -> None:
    """Run COMMAND with every bbprof-instrumented kernel profiled: the Triton kernels a
    Python program compiles (instrumented as they compile, torch.compile's included) and
    the instrumented code objects a native program loads through the CUDA/HIP driver API.
    Exits with the program's exit status."""
    from bbprof.runtime.wrap.program import profile_program

    run = profile_program(list(command), out, kernels=kernels, mode=mode,
                          maps=tuple(map(str, maps)), native=native, read_every=read_every,
                          quiet=quiet, force=force, launch_counts=not no_launch_counts)
    for note in run.notes:
        if not quiet:
            click.echo(f"bbprof: note: {note}", err=True)
    for problem in run.problems:
        click.echo(f"bbprof: error: {problem}", err=True)
    if not quiet:
        _summary(run)
    status = run.status or (2 if run.problems else 0)
    raise click.exceptions.Exit(status)


def _summary(run) -> None:
    rows = run.summary_rows()
    click.echo(f"bbprof: program exited with status {run.status}; "
               f"{len(run.paths)} kernel profile(s) in {run.out}", err=True)
    for row in rows:
        counted = (f"{row['thread_entries']:>16,} block entries  hottest: "
                   f"{row['hottest_block']} ({row['hottest_share']:.0%})"
                   if row["thread_entries"] is not None else f"{'not counted':>16}")
        click.echo(f"  {row['kernel']:<32} {row['launches']:>8,} launch(es) {counted}  "
                   f"{Path(row['path']).name}", err=True)
