"""``bbprof build``: instrumented AMDGPU IR to a checked code object (``.hsaco``)."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import BbprofError
from bbprof.files import block_map_path, check_writable, ir_stem, write_atomically


def default_paths(source: Path) -> tuple[Path, Path]:
    """``k.bbprof.ll`` -> (``k.bbprof.hsaco``, ``k.bbprof.json``)."""
    return source.with_name(f"{ir_stem(source)}.hsaco"), block_map_path(source)


@click.command()
@click.argument("kernel", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--arch", help="AMDGPU processor, e.g. gfx942. Default: the one the IR names.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Code object to write. Default: KERNEL with .hsaco for .ll.")
@click.option("--map", "map_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Block map of the instrumented IR. Default: KERNEL with .json for .ll "
                   "(k.bbprof.ll -> k.bbprof.json); without one, the IR is built as it is.")
@click.option("--linker", help="ld.lld to use, or 'triton' for Triton's in-process linker. "
                               "Default: ROCm's, then PATH, then /usr/lib/llvm-*, then triton.")
@click.option("--assembler", help="llvm-mc or llc program that makes the object, or "
                                  "'llvmlite'. Default: llvmlite; for a module with inline "
                                  "asm, an llvm-mc (LLVM 19+) or llc (17+) found in ROCm, "
                                  "PATH or /usr/lib/llvm-*.")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def build(kernel: Path, arch: str | None, output: Path | None, map_path: Path | None,
          linker: str | None, assembler: str | None, quiet: bool) -> None:
    """Compile and link KERNEL (AMDGPU LLVM IR) into a code object and check it."""
    from bbprof.codeobj import build_code_object, find_linker
    from bbprof.instrument import BlockMap

    default_out, default_map = default_paths(kernel)
    check_writable(output or default_out)
    block_map = None
    if map_path is not None:
        block_map = BlockMap.load(map_path)
    elif default_map.is_file():
        block_map = BlockMap.load(default_map)
    # An explicit --linker is checked now; the default one is looked for only once the IR
    # has been found to be AMDGPU IR (a missing linker is not what is wrong with PTX).
    linker_found = find_linker(linker) if linker is not None else None
    try:
        built = build_code_object(kernel, block_map=block_map, arch=arch, linker=linker_found,
                                  assembler=assembler)
    except BbprofError as exc:   # codegen and link errors name the arch; say which file
        exc.path = exc.path or str(kernel)
        raise
    output = output or default_out
    write_atomically(output, built.data)
    if quiet:
        return
    click.echo(f"{kernel}: {built.arch}, kernels: {', '.join(built.kernels)}")
    if built.object_tool is not None:
        why = " (the module has inline asm)" if built.object_tool.found_by != "--assembler" \
            and built.object_tool.kind != "llvmlite" else ""
        click.echo(f"  object: {built.object_tool.describe()}{why}")
    click.echo(f"  linked with {built.linker.describe()}")
    for note in built.notes:
        click.echo(f"  note: {note}")
    if block_map is None:
        click.echo("  note: no block map found, so no counter check (pass --map)")
    for kernel_meta in built.code_object.kernels:
        click.echo(f"  {kernel_meta.name}: {len(kernel_meta.explicit_args)} arguments, "
                   f"kernarg {kernel_meta.kernarg_segment_size} bytes, "
                   f"{kernel_meta.sgpr_count} SGPRs, {kernel_meta.vgpr_count} VGPRs, "
                   f"LDS {kernel_meta.group_segment_fixed_size} bytes")
    click.echo(f"  checked: {'; '.join(built.checks)}")
    click.echo(f"  wrote {output} ({len(built.data):,} bytes)")
