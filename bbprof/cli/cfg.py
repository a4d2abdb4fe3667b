"""``bbprof cfg``: a function's CFG, colored by heat, as DOT, SVG or HTML."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import InputError


@click.command()
@click.argument("source", metavar="RUN.bbprof|KERNEL.ll",
                type=click.Path(dir_okay=False, path_type=Path))
@click.option("-f", "--function", help="Function to draw (default: the only kernel).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              required=True, help="cfg.dot, cfg.svg or cfg.html.")
@click.option("--by", type=click.Choice(["issued", "hits"]), default="issued",
              show_default=True, help="Heat: issued instructions or thread_hits.")
@click.option("--arch", help="Arch of the static mix (default: the profile's device); for "
                             "a plain .ll, its processor when the IR names none.")
@click.option("--ir", "ir_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Uninstrumented IR of a profile (default: the block map's input).")
@click.option("--static", "static_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Static mix from `bbprof static -o`.")
@click.option("--no-static", is_flag=True, help="Heat by IR instructions; compile nothing.")
@click.option("--target", type=click.Choice(["amdgpu", "nvptx", "host"]),
              help="Target of a .ll without a triple.")
@click.option("--collapse-loops", type=int, metavar="DEPTH",
              help="Draw every loop of this depth or deeper as one node.")
@click.option("--collapse-cold", type=float, metavar="FRACTION",
              help="Merge connected blocks colder than FRACTION x the hottest (e.g. 0.01).")
@click.option("--view", type=click.Choice(["auto", "overview", "detail"]), default="auto",
              show_default=True,
              help="For .dot and .svg: an overview (about 40 nodes: the hottest loop's "
                   "body kept, cold code and cold loops merged) or every block; auto: the "
                   "overview above 150 blocks. An .html page has both from 25 blocks.")
def cfg(source: Path, function: str | None, output: Path, by: str, arch: str | None,
        ir_path: Path | None, static_path: Path | None, no_static: bool, target: str | None,
        collapse_loops: int | None, collapse_cold: float | None, view: str) -> None:
    """Draw the CFG of a profiled function (or of a plain .ll: structure only)."""
    from bbprof.analysis import make_report
    from bbprof.cli.report import load_static
    from bbprof.files import write_atomically
    from bbprof.profile import Profile
    from bbprof.render.cfg import OVERVIEW_FROM, cfg_dot, overview_dot, render_svg

    from bbprof.render.format import CFG, output_format

    suffix = output_format(output, CFG, "a CFG")
    from bbprof.cli.progress import Progress

    with Progress() as progress:
        progress.stage(f"reading {source}")
        if source.suffix in (".ll", ".llir"):
            from bbprof.ir import load_module

            module = load_module(source, target).with_arch(arch)   # its wave size
            profile, static = Profile.of_structure(module), None
        else:
            profile = Profile.load(source)
            if not profile.block_map.has_counters:   # --counters none: the structure only
                from bbprof.instrument.layout import FIELDS

                slots = sum(len(f.blocks) for f in profile.block_map.functions)
                profile = Profile(profile.block_map, {name: [0] * slots for name in FIELDS})
                no_static = True
            progress.stage("compiling the IR for its machine-code mix")
            static = None if no_static else load_static(profile, arch, static_path, ir_path)
        result = make_report(profile, static)
        names = [f.name for f in profile.block_map.functions]
        if function is None:
            kernels = profile.block_map.kernels or names
            if len(kernels) != 1:
                raise InputError(f"the module has {len(kernels)} functions to draw "
                                 f"({', '.join(kernels)}); pick one with --function")
            function = kernels[0]
        blocks = len(profile.block_map.function(function).blocks)
        options = collapse_loops is not None or collapse_cold is not None
        if options and view == "overview":
            raise InputError("--view overview chooses its own collapsing; leave out "
                             "--collapse-loops and --collapse-cold, or use --view detail")
        overview = view == "overview" or (view == "auto" and not options
                                          and blocks > OVERVIEW_FROM)
        if overview:
            dot = overview_dot(result, function, by=by)
        else:
            dot = cfg_dot(result, function, by=by, collapse_loops=collapse_loops,
                          collapse_cold=collapse_cold)
        if suffix == ".dot":
            write_atomically(output, dot)
        elif suffix == ".svg":
            progress.stage(f"laying out {dot.count('[label=')} nodes (Graphviz)")
            write_atomically(output, render_svg(dot))
        else:
            from bbprof.render.html import cfg_page

            options = {k: v for k, v in (("collapse_loops", collapse_loops),
                                         ("collapse_cold", collapse_cold)) if v is not None}
            write_atomically(output, cfg_page(result, function, by=by, options=options))
    drawn = (f"; overview: {dot.count('[label=<<table')} nodes, --view detail draws "
             "every block" if overview and suffix != ".html" else "")
    click.echo(f"wrote {output} ({function}: {blocks} blocks{drawn})")
