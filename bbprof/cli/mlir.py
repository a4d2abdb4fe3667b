"""``bbprof mlir``: an MLIR file to IREE dispatch IR whose instructions name their op."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import click

from bbprof.files import write_all_atomically

# IREE's bindings are imported when the command runs (tests/cli/test_startup.py).


@click.command()
@click.argument("source", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--target", "targets", multiple=True,
              help="GPU to compile for, repeatable: gfx942, gfx90a, gfx1100, sm_80, sm_86, "
                   "sm_89.")
@click.option("--annotate-only", is_flag=True,
              help="Only write the annotated module and ops.json, for another compiler "
                   "(rocMLIR: docs/rocmlir.md); ops of dialects IREE does not know are "
                   "kept, in generic form.")
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              required=True, help="Folder for ops.json, the annotated module and, per "
                                  "target, one .ll per IREE executable.")
@click.option("--iree-flag", "iree_flags", multiple=True,
              help="Passed to iree-compile, repeatable (e.g. a tuning spec, "
                   "--iree-codegen-llvmgpu-use-igemm=false).")
def mlir(source: Path, targets: tuple[str, ...], annotate_only: bool, output: Path,
         iree_flags: tuple[str, ...]) -> None:
    """Give every op of SOURCE its own line, compile it with IREE, keep the dispatch IR.

    Then `bbprof instrument` a dispatch, run it (GPU or --backend emulator), and
    `bbprof report` shows issued instructions per MLIR op (ops.json is found beside the
    IR)."""
    from bbprof.cli.progress import Progress
    from bbprof.errors import InputError
    from bbprof.mlir.annotate import annotate
    from bbprof.mlir.compile import NOT_IN_IREE, TARGETS, compile_dispatches
    from bbprof.mlir.index import FILE_NAME

    if annotate_only and (targets or iree_flags):
        raise InputError("--annotate-only compiles nothing: drop --target/--iree-flag")
    if not annotate_only and not targets:
        raise InputError("name a GPU with --target (gfx942, gfx90a, gfx1100, sm_80...)",
                         hint="or --annotate-only for another compiler")
    unknown = [t for t in targets if t not in TARGETS]
    if unknown:
        raise InputError(f"--target {unknown[0]}: IREE targets here are {', '.join(TARGETS)}",
                         hint=NOT_IN_IREE.get(unknown[0]))
    stem = source.name[: -len(".mlir")] if source.name.endswith(".mlir") else source.name
    outputs: dict[Path, str] = {}
    commands: dict[Path, list] = {}
    with Progress() as progress:
        progress.stage(f"annotating {source}")
        annotated = annotate(source, unregistered=annotate_only)
        outputs[output / f"{stem}.annotated.mlir"] = annotated.text
        for target in dict.fromkeys(targets):
            progress.stage(f"compiling {source.name} for {target} with IREE")
            for d in compile_dispatches(annotated.text, target, source,
                                        extra_flags=iree_flags,
                                        name=f"{stem}.annotated.mlir"):
                outputs[output / target / f"{d.executable}.ll"] = d.ir
                annotated.index.dispatches[f"{target}/{d.executable}"] = hashlib.sha256(
                    d.ir.encode("utf-8")).hexdigest()
                outputs[output / target / f"{d.executable}.launch.json"] = json.dumps(
                    [launch.to_json() for launch in d.launches], indent=1) + "\n"
                commands[output / target / f"{d.executable}.ll"] = d.launches
    outputs[output / FILE_NAME] = json.dumps(annotated.index.to_json(), indent=1) + "\n"
    for folder in {p.parent for p in outputs}:
        folder.mkdir(parents=True, exist_ok=True)
    write_all_atomically(outputs)
    index = annotated.index
    click.echo(f"{len(index.ops)} ops of {source} indexed in {output / FILE_NAME}"
               + (f" ({index.inherited} without a line of their own took their parent's)"
                  if index.inherited else ""))
    if annotate_only:
        click.echo(f"  {output / f'{stem}.annotated.mlir'}: compile it with "
                   "--mlir-print-debuginfo kept on, debug info not stripped")
    for path in sorted(commands):
        click.echo(f"  {path}")
        instrumented = path.with_name(path.name[: -len(".ll")] + ".bbprof.ll")
        for launch in commands[path]:
            click.echo(f"    bbprof instrument {path}\n    bbprof run {instrumented} "
                       + " ".join(launch.run_arguments()) + " [--backend emulator]")
            for caveat in launch.caveats():
                click.echo(f"    note: {caveat}")
    if commands:
        click.echo("then `bbprof report` of the profile shows the per-op table (ops.json is "
                   "found beside the IR); the launch facts are in each .launch.json")
    else:
        click.echo(f"then `bbprof report --ops {output / FILE_NAME}` of a profile of its "
                   "kernels shows the per-op table")
