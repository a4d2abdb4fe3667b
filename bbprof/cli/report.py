"""``bbprof report``: a Profile joined with the static mix of its IR, printed or written."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import InputError


def load_op_index(profile, profile_path: Path, ops_path: Path | None):
    """The op index for a profile's per-MLIR-op table: ``--ops``, else an ``ops.json``
    beside the block map's input IR (``bbprof mlir`` writes it there) or the profile."""
    from bbprof.errors import MismatchError
    from bbprof.mlir.index import find_index, read_index

    if ops_path is None:
        source = profile.block_map.input.path
        ops_path = find_index(Path(source).parent if source else None, profile_path.parent)
        if ops_path is None:
            return None
    index = read_index(ops_path)
    if not index.describes(profile.block_map.input_sha256):   # would name other IR's ops
        raise MismatchError("the op index is of other dispatches than the profile's IR "
                            "(bbprof mlir compiled them from another version of "
                            f"{index.name}, or other flags)", path=str(ops_path),
                            hint="use the ops.json bbprof mlir wrote with this IR, or "
                                 "instrument the IR it wrote")
    return index


def load_static(profile, arch: str | None, static_path: Path | None, ir_path: Path | None,
                *, ir_option: str = "--ir", static_option: str = "--static"):
    """The static mix for a profile: ``bbprof.isa.static_mix`` with this command's options."""
    from bbprof.isa.static_mix import static_mix

    return static_mix(profile, arch=arch, static_path=static_path, ir_path=ir_path,
                      ir_option=ir_option, static_option=static_option)


def load_static_and_listing(profile, arch: str | None, static_path: Path | None,
                            ir_path: Path | None):
    """``(static mix, listing)`` for a report: ``bbprof.isa.static_mix``'s, and each
    block's code from the same IR (None where the IR is not at hand)."""
    from bbprof.isa.static_mix import static_mix_and_listing

    return static_mix_and_listing(profile, arch=arch, static_path=static_path,
                                  ir_path=ir_path)


@click.command()
@click.argument("profile_path", metavar="RUN.bbprof|DIR",
                type=click.Path(path_type=Path))
@click.option("--arch", help="Arch of the static mix (default: the profile's device).")
@click.option("--ir", "ir_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Uninstrumented IR (default: the block map's input).")
@click.option("--static", "static_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Static mix already made by `bbprof static -o mix.csv|.parquet`.")
@click.option("--ops", "ops_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Op index of `bbprof mlir` (ops.json) for the per-MLIR-op table "
                   "(default: one beside the IR).")
@click.option("--top", type=int, default=20, show_default=True, help="Rows of hot blocks.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the report to a file (.html, .md, .txt, .csv, .json or .parquet) "
                   "instead of the terminal.")
@click.option("--table", type=click.Choice(["blocks", "ops"]), default="blocks",
              show_default=True, help="The table a .csv holds: per block, or per MLIR op.")
@click.option("-q", "--quiet", is_flag=True, help="Do not print the report.")
def report(profile_path: Path, arch: str | None, ir_path: Path | None,
           static_path: Path | None, ops_path: Path | None, top: int, output: Path | None,
           table: str, quiet: bool) -> None:
    """Hot blocks, loops, source lines and the overhead breakdown of a profile; for a
    folder of profiles (`bbprof profile -o DIR`), a run summary first, then each kernel."""
    if profile_path.is_dir():
        if ops_path is not None:
            raise InputError("--ops goes with one profile, not a folder of them")
        return _report_run(profile_path, arch, top, output, quiet)

    from bbprof.analysis import make_report
    from bbprof.profile import Profile
    from bbprof.render import write_report
    from bbprof.render.format import REPORT, output_format
    from bbprof.render.text import render, terminal_console

    if output is not None:
        output_format(output, REPORT, "a report")
    from bbprof.cli.progress import Progress

    with Progress(quiet=quiet) as progress:
        progress.stage(f"reading {profile_path}")
        profile = Profile.load(profile_path)
        progress.stage("compiling the IR for its machine-code mix")
        static, listing = (load_static_and_listing(profile, arch, static_path, ir_path)
                           if profile.block_map.has_counters   # nothing to join it with
                           else (None, None))                  # under --counters none
        ops = (load_op_index(profile, profile_path, ops_path)
               if static is not None or ops_path is not None else None)
        progress.stage("joining counts and machine code")
        result = make_report(profile, static, ops, listing=listing)
    if output is not None:
        if output.suffix.lower() == ".csv":
            write_report(result, output, top=top, table=table)
        elif table != "blocks":
            raise InputError("--table goes with a .csv output")
        else:
            write_report(result, output, top=top)
    if quiet:
        return
    console = terminal_console()
    if output is None:
        render(result, console, top=top)
    else:     # the report went to the file: the terminal gets where, not a second copy
        kernels = ", ".join(result.profile.block_map.kernels) or "host code"
        console.print(f"wrote {output} ({kernels}, {len(result.blocks):,} blocks; "
                      f"`bbprof report {profile_path}` prints it here)", soft_wrap=True)


def _report_run(folder: Path, arch: str | None, top: int, output: Path | None,
                quiet: bool) -> None:
    """``bbprof report DIR``: every profile in the folder, run summary first."""
    from bbprof.analysis import make_report
    from bbprof.analysis.run_summary import run_table
    from bbprof.errors import BbprofError
    from bbprof.profile import Profile
    from bbprof.render.run import to_text, write_run_report

    paths = sorted(folder.glob("*.bbprof"))
    if not paths:
        raise InputError("holds no profiles (*.bbprof)", path=str(folder),
                         hint="make them with bbprof profile -o DIR -- CMD")
    reports, names = [], []
    for path in paths:
        profile = Profile.load(path)
        try:
            static, listing = load_static_and_listing(profile, arch, None, None)
            note = None
        except BbprofError as exc:
            static, listing, note = None, None, f"no machine-instruction mix ({exc.one_line()})"
        report = make_report(profile, static, listing=listing)
        if note:
            report.notes.append(note)
        name = ",".join(profile.block_map.kernels) or path.stem
        names.append(name if name not in names else f"{name} ({path.stem})")
        reports.append(report)
    table = run_table(reports, names)
    if output is not None:
        written = write_run_report(table, reports, names, output, top=top)
    if not quiet:
        click.echo(to_text(table, reports, names, top=top), nl=False)
        if output is not None:
            click.echo(f"wrote {', '.join(map(str, written))}")
