"""``bbprof diff``: two profiles (one kernel, or two configurations of one kernel family)."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import InputError


@click.command()
@click.argument("a_path", metavar="A.bbprof", type=click.Path(dir_okay=False, path_type=Path))
@click.argument("b_path", metavar="B.bbprof", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--arch", help="Arch of both static mixes (default: each profile's device).")
@click.option("--static-a", type=click.Path(dir_okay=False, path_type=Path),
              help="Static mix of A (from `bbprof static -o`).")
@click.option("--static-b", type=click.Path(dir_okay=False, path_type=Path),
              help="Static mix of B.")
@click.option("--ir-a", type=click.Path(dir_okay=False, path_type=Path),
              help="Uninstrumented IR of A (default: its block map's input).")
@click.option("--ir-b", type=click.Path(dir_okay=False, path_type=Path),
              help="Uninstrumented IR of B.")
@click.option("--ops-a", type=click.Path(dir_okay=False, path_type=Path),
              help="Op index (ops.json of `bbprof mlir`) of A (default: one beside its IR).")
@click.option("--ops-b", type=click.Path(dir_okay=False, path_type=Path),
              help="Op index of B.")
@click.option("--sort", default="issued", show_default=True,
              help="Rank blocks by the change in: issued, or a group (int_arith, "
                   "float_math, data_movement, matrix, global_memory, scratch_spill, "
                   "shared_memory, sync_wait, control_flow, other).")
@click.option("--top", type=int, default=15, show_default=True)
@click.option("--totals", is_flag=True,
              help="Compare each side's sums over all its launches, also where A and B "
                   "launched different numbers of times (default there: per launch).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write: .csv (blocks), .json (everything).")
def diff(a_path: Path, b_path: Path, arch: str | None, static_a: Path | None,
         static_b: Path | None, ir_a: Path | None, ir_b: Path | None, ops_a: Path | None,
         ops_b: Path | None, sort: str, top: int, totals: bool, output: Path | None) -> None:
    """What grew and what shrank from A to B: by instruction group and block by block.

    Where A and B launched their kernels different numbers of times, every count is per
    launch (each side's sums divided by its launches), and the output says so."""
    from bbprof.analysis import make_report
    from bbprof.analysis.diff import (diff_blocks, diff_groups, diff_lines, diff_notes,
                                      diff_ops, launch_scale, most_changed)
    from bbprof.cli.report import load_op_index, load_static
    from bbprof.files import write_atomically
    from bbprof.profile import Profile
    from bbprof.render import diff as render_diff
    from bbprof.render.text import terminal_console

    if output is not None:
        from bbprof.render.format import DIFF, output_format

        output_format(output, DIFF, "a diff")
    from bbprof.cli.progress import Progress

    reports = []
    for side, path, static, ir, ops in (("a", a_path, static_a, ir_a, ops_a),
                                        ("b", b_path, static_b, ir_b, ops_b)):
        profile = Profile.load(path)
        if not profile.block_map.has_counters:
            raise InputError("has no counts (instrumented with --counters none): nothing "
                             "to compare", path=str(path),
                             hint="diff profiles of modules instrumented with counters")
        with Progress() as progress:
            progress.stage(f"compiling {path}'s IR for its machine-code mix")
            mix = load_static(profile, arch, static, ir, ir_option=f"--ir-{side}",
                              static_option=f"--static-{side}")
        index = (load_op_index(profile, path, ops)
                 if mix is not None or ops is not None else None)
        reports.append(make_report(profile, mix, index))
    a, b = reports
    if a.isa != b.isa:
        raise InputError(f"A counts {a.unit}, B {b.unit}: not comparable",
                         hint="compare profiles of one target")
    scale = launch_scale(a, b, totals=totals)
    notes = diff_notes(a, b, scale)
    groups = diff_groups(a, b, scale=scale)
    blocks, unmatched = diff_blocks(a, b, scale=scale)
    lines = diff_lines(a, b, scale=scale)
    ops = diff_ops(a, b, scale=scale)
    headline = most_changed(ops)
    ranked = render_diff.sorted_blocks(blocks, sort)
    names = (str(a_path), str(b_path))
    if output is not None:
        write_atomically(output, render_diff.to_csv(ranked, scale)
                         if output.suffix.lower() == ".csv"
                         else render_diff.to_json(groups, ranked, unmatched, names, lines,
                                                  ops, headline, scale=scale, notes=notes))
    render_diff.render(groups, blocks, unmatched, terminal_console(), names=names, sort=sort,
                       top=top, lines=lines, ops=ops, headline=headline, notes=notes,
                       per_launch=scale.per_launch)
