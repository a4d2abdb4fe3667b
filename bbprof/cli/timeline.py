"""``bbprof timeline``: a Profile's timeline as a Chrome/Perfetto trace, and a summary."""

from __future__ import annotations

from pathlib import Path

import click


@click.command()
@click.argument("profile_path", metavar="PROFILE",
                type=click.Path(dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Trace-event JSON for ui.perfetto.dev. Default: PROFILE.trace.json.")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the per-wave spans as CSV.")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def timeline(profile_path: Path, output: Path | None, csv_path: Path | None,
             quiet: bool) -> None:
    """Write the waves' timeline of PROFILE as a Chrome/Perfetto trace, with a summary.

    PROFILE comes from `bbprof run` of IR instrumented with --timeline; ui.perfetto.dev
    and chrome://tracing open the trace (docs/timeline.md)."""
    from bbprof.errors import InputError
    from bbprof.files import check_writable, write_all_atomically
    from bbprof.profile import Profile
    from bbprof.timeline.decode import (iterations, loop_phases, records_frame, summary,
                                        wave_spans)
    from bbprof.timeline.trace import to_json

    profile = Profile.load(profile_path)
    section = profile.block_map.timeline
    if section is None or profile.timeline is None:
        raise InputError("has no timeline", path=str(profile_path),
                         hint="instrument with --timeline, then bbprof run")
    output = output or profile_path.with_name(profile_path.name + ".trace.json")
    check_writable(*(p for p in (output, csv_path) if p is not None))
    records = records_frame(profile.timeline, section)
    spans = wave_spans(profile.timeline, section, records)
    looped = bool(section.loops)
    phases = loop_phases(profile.timeline, section, records) if looped else None
    iters = iterations(records) if section.every is not None else None
    kind = profile.block_map.target.kind
    outputs = {output: to_json(spans.spans, kind,
                               phases.phases if phases is not None else None, iters)}
    if csv_path is not None:
        outputs[csv_path] = spans.spans.to_csv(index=False)
    write_all_atomically(outputs)        # the trace and its CSV, both or neither
    if quiet:
        return
    s = summary(spans, phases)
    unit = {"nvptx": "SMs", "amdgpu": "CUs"}.get(kind, "units")
    spans_text = ", ".join(f"{us:,.2f}" for us in s["span_us"][:4])
    more = ", ..." if len(s["span_us"]) > 4 else ""
    # the emulator's clock counts issued instructions, read as us (docs/emulator.md)
    emulated = (profile.device or {}).get("backend") == "emulator"
    time_unit = "issued instructions (the emulator's clock)" if emulated else "us"
    click.echo(f"{profile_path}: {s['waves']:,} waves on {s['units']} {unit} over "
               f"{s['launches']} launch(es); first entry to last exit: {spans_text}{more} "
               f"{time_unit}; peak {s['peak_active']:,} active waves")
    slots = (f" ({section.waves:,} waves' entry/exit slots)" if section.waves else "")
    click.echo(f"  drops: {s['drops']:,} records past the buffer's "
               f"{section.records:,}{slots}"
               + (f"; {s['unmatched_entries']:,} waves without an exit record"
                  if s["unmatched_entries"] else ""))
    if phases is not None:
        click.echo(f"  loop phases: {s['loop_phases']:,}" + (
            f"; {s['unmatched_loop_entries']:,} without a loop-exit record"
            if s["unmatched_loop_entries"] else ""))
        for function, shares in s["phase_shares"].items():
            parts = ", ".join(f"{phase} {share:.1%}" for phase, share in shares.items())
            click.echo(f"  time of @{function}'s waves: {parts}")
    if iters is not None:
        click.echo(f"  iteration records: {len(iters):,} (one per {section.every} "
                   "execution(s) of the loop's header)")
    click.echo(f"  wrote {output}" + (f" and {csv_path}" if csv_path else ""))
