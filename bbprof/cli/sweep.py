"""``bbprof sweep SWEEP.toml -o DIR``: many kernel configurations, one table."""

from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command()
@click.argument("sweep_file", metavar="SWEEP.toml", type=click.Path(path_type=Path))
@click.option("-o", "--output", "out", type=click.Path(path_type=Path),
              default=Path("bbprof-sweep"), show_default=True,
              help="Folder for each variant's profile and the table (sweep.csv/.html/.parquet).")
@click.option("--backend", type=click.Choice(["cuda", "hip", "host", "emulator"]),
              help="Run every variant on this backend (default: each variant's own).")
@click.option("--workers", type=int, help="Worker processes or actors (default: one per "
                                          "GPU; CPU backends: one per core).")
@click.option("--ray", "ray_address", metavar="ADDRESS",
              help="Run on a Ray cluster: its address, 'auto' (RAY_ADDRESS or a running "
                   "local cluster) or 'local' (start one on this machine).")
@click.option("--resume", is_flag=True, help="Skip variants whose profile exists and was "
                                             "made from the same variant and IR.")
@click.option("-q", "--quiet", is_flag=True, help="No progress, no table on the terminal.")
def sweep(sweep_file: Path, out: Path, backend: str | None, workers: int | None,
          ray_address: str | None, resume: bool, quiet: bool) -> None:
    """Instrument, run and report every variant of SWEEP.toml; one row per variant.
    Compare two rows with `bbprof diff DIR/A.bbprof DIR/B.bbprof`."""
    from bbprof.sweep.runner import run_sweep
    from bbprof.sweep.spec import load_sweep

    spec = load_sweep(sweep_file, backend=backend)
    progress = _progress(len(spec.variants), quiet)
    table, written = run_sweep(spec, out, workers=workers, ray_address=ray_address,
                               resume=resume, on_row=progress)
    failed = table[table.status == "error"]
    if not quiet:
        shown = [c for c in ("name", "status", "kernel_ms", "baseline_ms", "issued",
                             "simd_utilization", "hottest_block") if c in table]
        click.echo(table[shown].to_string(index=False))
        for r in failed.itertuples():
            click.echo(f"bbprof: variant {r.name} failed: {r.error}", err=True)
        click.echo(f"wrote {', '.join(map(str, written))}")
    if len(failed):
        raise click.exceptions.Exit(1)


def _progress(total: int, quiet: bool):
    if quiet:
        return None
    done = [0]

    def on_row(row: dict) -> None:
        done[0] += 1
        status = row.get("status")
        extra = f": {row.get('error')}" if status == "error" else ""
        click.echo(f"[{done[0]}/{total}] {row['name']} {status}{extra}", err=True)
        sys.stderr.flush()

    return on_row
