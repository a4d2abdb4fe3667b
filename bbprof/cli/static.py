"""``bbprof static``: the machine instruction mix of every IR block on a given GPU."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import BbprofError, CodegenError, InputError
from bbprof.files import write_all_atomically

# LLVM, the ISA tables, pandas and rich are imported when the command runs, not for its
# --help (tests/cli/test_startup.py).


@click.command()
@click.argument("kernel", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--arch", help="Processor: gfx942, gfx1100, sm_80, sm_90a..., or several "
                             "separated by commas. Default: the module's target-cpu "
                             "(NVIDIA IR has none).")
@click.option("--target", type=click.Choice(["amdgpu", "nvptx"]),
              help="Target when the IR has no triple (default: from --arch or the IR).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the table: .csv, .json (everything) or .parquet.")
@click.option("--sass/--no-sass", default=None,
              help="NVIDIA: also SASS per block via ptxas/nvdisasm "
                   "(default: when they are found).")
@click.option("--top", type=int, default=20, show_default=True,
              help="IR blocks shown per function, by instruction count.")
@click.option("--all", "show_all", is_flag=True, help="Show every IR block.")
@click.option("--asm", "asm_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the assembly that was analysed.")
@click.option("-q", "--quiet", is_flag=True, help="No table in the terminal.")
def static(kernel: Path, arch: str | None, target: str | None, output: Path | None,
           sass: bool | None, top: int, show_all: bool, asm_path: Path | None,
           quiet: bool) -> None:
    """Compile KERNEL (LLVM IR) for ARCH and count its instructions per IR block."""
    from rich.console import Console

    from bbprof.cli.progress import Progress
    from bbprof.isa import analyze_many
    from bbprof.render.format import STATIC_MIX, output_format
    from bbprof.render.static import render, serialize

    if output is not None:
        output_format(output, STATIC_MIX, "a static mix")
    archs = [a.strip() for a in arch.split(",") if a.strip()] if arch else [None]
    if asm_path is not None and len(archs) > 1:
        raise InputError("--asm writes one file: pass one --arch with it")
    try:
        with Progress(quiet=quiet) as progress:
            progress.stage(f"compiling {kernel} for {', '.join(a or 'its arch' for a in archs)}")
            analyses = analyze_many([(kernel, a) for a in archs], target=target, sass=sass)
    except BbprofError as exc:   # codegen errors name the arch; say which file, too
        exc.path = exc.path or str(kernel)
        raise
    if not any(analysis.functions for analysis in analyses):   # never an empty table
        raise CodegenError("LLVM emitted no function for any arch asked", path=str(kernel),
                           hint="check --arch against the processor the IR was made for")
    outputs: dict[Path, str | bytes] = {}
    if output is not None:
        outputs[output] = serialize(analyses, output)
    if asm_path is not None:
        outputs[asm_path] = analyses[0].assembly
    write_all_atomically(outputs)   # the table and the assembly, both or neither
    if not quiet:
        console = Console()
        if not console.is_terminal:   # a file or pipe: do not squeeze the table to 80
            console = Console(width=240)
        for analysis in analyses:
            render(analysis, console, top=None if show_all else top)
        if output is not None:
            click.echo(f"wrote {output}")
