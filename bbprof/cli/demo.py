"""``bbprof demo``: the main job on the bundled examples, on any machine.

Instruments every bundled example for its target and writes the results to a folder;
then runs the host example in-process and shows its per-block counts next to the
trip counts they must equal.
"""

from __future__ import annotations

import dataclasses

import ctypes
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import click

from bbprof.errors import InputError
from bbprof.files import write_all_atomically

if TYPE_CHECKING:   # rich, LLVM and numpy load when the command runs, not for --help
    from rich.console import Console

EXAMPLES = [  # (file, target when the IR has no triple)
    ("host_loops.ll", "host"),
    ("nvptx_loop.ll", "nvptx"),
    ("amdgpu_gfx942_reduce.ll", None),
    ("amdgpu_gfx942_conv2d_implicit_gemm.ll", None),
]


def example_path(name: str) -> Path:
    return Path(str(resources.files("bbprof.examples").joinpath(name)))


@click.command()
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path),
              default=Path("bbprof-demo"), show_default=True,
              help="Folder for the instrumented examples.")
def demo(out_dir: Path) -> None:
    """Instrument the bundled examples and run the host one.

    Every file is written at the end, as one set (``write_all_atomically``): a full disk
    or an interrupt leaves the folder as it was, never half of a demo's files."""
    from rich.console import Console
    from rich.table import Table

    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    console = Console(width=100)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"cannot make the folder: {exc.strerror}", path=str(out_dir),
                         hint="pass --out with a folder that can be written") from None
    console.print(f"[bold]bbprof demo[/bold]: instrumenting the bundled examples into {out_dir}/")
    table = Table("example", "target", "functions", "blocks", "counter bytes")
    results = {}
    pending: dict[Path, str | bytes] = {}     # everything the demo writes, written last
    maps: dict[Path, str] = {}                # block maps after their IR (the set's order)
    for name, target in EXAMPLES:
        module = load_module(example_path(name), target)
        result = instrument(module)
        stem = name.rsplit(".", 1)[0]
        ll, js = out_dir / f"{stem}.bbprof.ll", out_dir / f"{stem}.bbprof.json"
        result = dataclasses.replace(result, block_map=result.block_map.with_path(str(js)))
        pending[ll] = result.text
        maps[js] = result.block_map.to_json()
        blocks = sum(len(f.blocks) for f in result.block_map.functions)
        table.add_row(name, f"{module.target.kind} {module.arch() or ''}".strip(),
                      str(len(module.functions)), str(blocks),
                      f"{result.block_map.counter_bytes:,}")
        results[name] = result
    console.print(table)
    console.print(f"Each example's .bbprof.ll (instrumented IR) and .bbprof.json "
                  f"(block map) go to {out_dir}/")
    _run_host_example(console, results["host_loops.ll"])
    for extra in _EXTRA_SECTIONS:
        extra(console, out_dir, pending)
    write_all_atomically({**pending, **maps})
    console.print(f"Wrote {len(pending) + len(maps)} files to {out_dir}/ (instrumented IR and "
                  "block maps, a code object, profiles, reports, a CFG).")


def _run_host_example(console: Console, result) -> None:
    from rich.table import Table

    from bbprof.runtime.host import HostProgram

    program = HostProgram(result.text, result.block_map)
    nested = program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)
    n, m = 4, 6
    value = nested(n, m)
    frame = result.block_map.block_counts(program.read_counters())
    frame = frame[frame.function == "nested"]
    expected = {"entry": 1, "outer": n + 1, "inner": n * (m + 1), "body": n * m,
                "odd": n * m // 2, "even": n * m // 2, "inner.latch": n * m,
                "outer.latch": n, "exit": 1}
    console.print(f"\nRan host_loops.ll: nested({n}, {m}) = {value} on the CPU (host JIT).")
    table = Table("block", "thread_hits", "wave_hits", "expected from trip counts", "ok")
    for row in frame.itertuples():
        want = expected[row.block]
        table.add_row(row.block, str(row.thread_hits), str(row.wave_hits), str(want),
                      "yes" if row.thread_hits == want == row.wave_hits else "[red]NO[/red]")
    console.print(table)


def _amd_code_object(console: Console, out_dir: Path, pending: dict) -> None:
    from bbprof.codeobj.demo import build_example_section

    build_example_section(console, out_dir, pending)


def _static_mix(console: Console, out_dir: Path, pending: dict) -> None:
    from rich.table import Table

    from bbprof.isa import analyze

    name = "amdgpu_gfx942_conv2d_implicit_gemm.ll"
    analysis = analyze(example_path(name), "gfx942")
    blocks = analysis.blocks()
    categories = [c for c in analysis.categories if blocks[c].sum() > 0]
    console.print(f"\nStatic instruction mix of {name} on gfx942, its 8 largest IR blocks "
                  f"(`bbprof static {name} --arch gfx942` shows all):")
    table = Table("IR block", "loop depth", "machine instr.", "largest categories")
    for _, row in blocks.sort_values("total", ascending=False).head(8).iterrows():
        top = sorted(((int(row[c]), c) for c in categories if row[c]), reverse=True)[:4]
        table.add_row(str(row["ir_name"]), str(row["loop_depth"] or 0), str(row["total"]),
                      ", ".join(f"{c} {n}" for n, c in top))
    console.print(table)
    totals = blocks[categories].sum()
    console.print("Whole kernel: " + ", ".join(
        f"{c} {100 * n / totals.sum():.0f}%" for c, n in totals.items() if n))


def _amd_emulated(console: Console, out_dir: Path, pending: dict) -> None:
    """The AMD convolution, instrumented, run on the SIMT emulator: real counts."""
    from bbprof.ir import load_module

    from bbprof.analysis import make_report
    from bbprof.isa import analyze
    from bbprof.render.text import render as render_text
    from bbprof.runtime.emulator.direct import conv_demo

    name = "amdgpu_gfx942_conv2d_implicit_gemm.ll"
    module = load_module(example_path(name))
    run = conv_demo(module)
    wave = module.wave_size(module.functions[0])
    console.print(f"\n[bold]Emulated[/bold] {name} on the CPU (SIMT emulator, wave{wave}): "
                  f"{run.problem}, grid {run.grid} x 256 lanes, "
                  f"{run.lane_instructions:,} lane-instructions in {run.seconds:.1f} s.")
    console.print(f"  output vs numpy: max |error| {run.max_error:.3g} (fp16 output); "
                  "counters vs the emulator's own trace of the plain kernel: "
                  + ("equal on every block" if run.counts_match else "[red]DIFFER[/red]"))
    pending[out_dir / "amdgpu_gfx942_conv2d_implicit_gemm.emulated.bbprof"] = \
        run.profile.to_json()
    console.print("  the same launch from the command line (other random inputs, the same "
                  "counts):", soft_wrap=True)
    console.print("  " + run.launch.command(
        f"{out_dir}/amdgpu_gfx942_conv2d_implicit_gemm.bbprof.ll", ["--backend", "emulator"]),
        soft_wrap=True, highlight=False, markup=False)
    report = make_report(run.profile, analyze(module, "gfx942").blocks())
    render_text(report, console, top=6)


# Later sections (code objects, static mix, reports): callables (console, out_dir,
# pending), each adding the files it makes to ``pending`` ({path: content}).
_EXTRA_SECTIONS: list = [_amd_code_object, _static_mix, _amd_emulated]


def _report_section(console: Console, out_dir: Path, pending: dict) -> None:
    """Run the host example, then write its report (HTML, Markdown) and a CFG picture."""
    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    from bbprof.analysis import make_report
    from bbprof.errors import ToolFailure
    from bbprof.profile import Profile
    from bbprof.render import render_report
    from bbprof.render.cfg import cfg_dot, render_svg
    from bbprof.render.text import render as render_text
    from bbprof.runtime.host import HostProgram

    module = load_module(example_path("host_loops.ll"), "host")
    result = instrument(module)
    program = HostProgram(result.text, result.block_map)
    program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)(4, 6)
    program.function("driver", ctypes.c_int64, ctypes.c_int32)(9)
    profile = Profile.from_counters(result.block_map, program.read_counters(),
                                    cfg_hash=program.cfg_hash(), module="host_loops.bbprof.ll",
                                    device={"name": "host CPU (llvmlite JIT)"},
                                    input_ir=module.source)
    from bbprof.isa.listing import block_listing

    report = make_report(profile, listing=block_listing(module))   # each block's IR
    console.print("\n[bold]Report[/bold] of host_loops.ll after nested(4, 6) and driver(9):")
    render_text(report, console, top=8)
    dot = cfg_dot(report, "nested")
    outputs = {"host_loops.bbprof": profile.to_json(),
               "host_loops.report.html": render_report(report, ".html"),
               "host_loops.report.md": render_report(report, ".md"),
               "host_loops.nested.cfg.dot": dot}
    try:
        outputs["host_loops.nested.cfg.svg"] = render_svg(dot)
    except ToolFailure as exc:
        console.print(f"[yellow]no CFG picture: {exc.one_line()}[/yellow]")
    pending.update({out_dir / name: content for name, content in outputs.items()})
    console.print(f"{', '.join(outputs)} go to {out_dir}/ "
                  f"(`bbprof report {out_dir}/host_loops.bbprof` prints it again).")


_EXTRA_SECTIONS.append(_report_section)
