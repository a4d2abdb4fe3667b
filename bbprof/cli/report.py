"""``bbprof report``: a Profile joined with the static mix of its IR, printed or written."""

from __future__ import annotations

from pathlib import Path

import click

from bbprof.errors import InputError


def load_static(profile, arch: str | None, static_path: Path | None, ir_path: Path | None,
                *, ir_option: str = "--ir", static_option: str = "--static"):
    """The per-IR-block static mix for a profile: a saved table, or ``bbprof.isa`` run on
    the profile's input IR (checked by sha256). ``None`` for host profiles, which have no
    machine-code mix (``--arch`` is refused for them). ``ir_option``/``static_option``: the
    caller's names of those options, for the hints."""
    import hashlib

    import pandas as pd

    if static_path is not None:
        suffix = static_path.suffix.lower()
        if not static_path.exists():
            raise InputError("no such static-mix file", path=str(static_path))
        if suffix == ".csv":
            return pd.read_csv(static_path)
        if suffix == ".parquet":
            frame = pd.read_parquet(static_path)
            return frame.drop(columns=["arch"]) if "arch" in frame and frame.arch.nunique() == 1 \
                else frame
        raise InputError("a static mix is a .csv or .parquet of bbprof static",
                         path=str(static_path))
    target = profile.block_map.target
    if target.kind == "host":
        if arch is not None:
            raise InputError(f"--arch {arch}: a host profile has no GPU machine code",
                             hint="drop --arch: a host profile's counts are IR instructions")
        return None
    from bbprof.ir.module import load_module, read_ir_text
    from bbprof.isa.analysis import analyze

    if ir_path is None and profile.input_ir is not None:   # the profile carries its IR
        path, text = Path(profile.block_map.input.path or "input.ll"), \
            profile.input_ir
    else:
        path = ir_path or Path(profile.block_map.input.path)
        if not path.exists():
            raise InputError("the profile's IR is not here (a profile bbprof wrote before "
                             "version 2 does not carry it)", path=str(path),
                             hint=f"pass the uninstrumented IR with {ir_option}, or its "
                                  f"static mix with {static_option}")
        text = read_ir_text(path)
        if hashlib.sha256(text.encode()).hexdigest() != profile.block_map.input_sha256:
            raise InputError("is not the IR this profile was instrumented from (sha256 "
                             "differs)", path=str(path), hint=f"pass the original with {ir_option}")
    arch = arch or profile.device.get("arch") or target.arch
    if not arch:
        raise InputError("no arch to compile the IR for", hint="pass --arch, e.g. sm_90a")
    module = load_module(path, target.kind, text=text)
    return analyze(module, arch).blocks()


@click.command()
@click.argument("profile_path", metavar="RUN.bbprof|DIR",
                type=click.Path(path_type=Path))
@click.option("--arch", help="Arch of the static mix (default: the profile's device).")
@click.option("--ir", "ir_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Uninstrumented IR (default: the block map's input).")
@click.option("--static", "static_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Static mix already made by `bbprof static -o mix.csv|.parquet`.")
@click.option("--top", type=int, default=20, show_default=True, help="Rows of hot blocks.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the report: .html, .md, .txt, .csv, .json or .parquet.")
@click.option("-q", "--quiet", is_flag=True, help="Do not print the report.")
def report(profile_path: Path, arch: str | None, ir_path: Path | None,
           static_path: Path | None, top: int, output: Path | None, quiet: bool) -> None:
    """Hot blocks, loops, source lines and the overhead breakdown of a profile; for a
    folder of profiles (`bbprof profile -o DIR`), a run summary first, then each kernel."""
    if profile_path.is_dir():
        return _report_run(profile_path, arch, top, output, quiet)

    from bbprof.analysis import make_report
    from bbprof.profile import Profile
    from bbprof.render import SUFFIXES, write_report
    from bbprof.render.text import render, terminal_console

    if output is not None and output.suffix.lower() not in SUFFIXES:
        raise InputError(f"cannot write a report as '{output.suffix or 'no suffix'}'",
                         path=str(output), hint="use one of " + ", ".join(SUFFIXES))
    profile = Profile.load(profile_path)
    result = make_report(profile, load_static(profile, arch, static_path, ir_path))
    if output is not None:
        write_report(result, output, top=top)
    if not quiet:
        console = terminal_console()
        render(result, console, top=top)
        if output is not None:
            console.print(f"wrote {output}")


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
            static = load_static(profile, arch, None, None)
            note = None
        except BbprofError as exc:
            static, note = None, f"no machine-instruction mix ({exc.one_line()})"
        report = make_report(profile, static)
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
