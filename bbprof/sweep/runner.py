"""A whole sweep: which variants to run (``--resume`` skips finished ones), where (local
workers or Ray), and the table at the end."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bbprof.errors import InputError
from bbprof.sweep.spec import Sweep, Variant
from bbprof.sweep.variant import finished, profile_path, row_of, write_variant_report


def resumed_row(variant: Variant, out: Path) -> dict:
    """The row of a finished variant, from its saved profile (nothing runs again)."""
    from bbprof.analysis import make_report
    from bbprof.profile import Profile

    profile = Profile.load(profile_path(out, variant))
    static = listing = None
    if variant.ir is not None:
        from bbprof.ir import load_module
        from bbprof.isa.analysis import analyze
        from bbprof.isa.listing import block_listing

        module, analysis = load_module(variant.ir, variant.target), None
        arch = variant.arch or profile.device.get("arch") or profile.block_map.target.arch
        if profile.block_map.target.kind != "host" and arch:
            analysis = analyze(module, arch)
            static = analysis.blocks()
        listing = block_listing(module, analysis)
    row = {"name": variant.name, "status": "resumed", "error": "",
           "backend": variant.backend, **{f"config.{k}": v for k, v in variant.config.items()}}
    report = make_report(profile, static, listing=listing)
    row.update(row_of(report, profile_path(out, variant)))
    row.update(write_variant_report(report, out, variant))
    return row


def run_sweep(sweep: Sweep, out: Path, *, workers: int | None = None,
              ray_address: str | None = None, resume: bool = False,
              on_row: Callable[[dict], None] | None = None, ray_options: dict | None = None):
    from bbprof.sweep.pool import GPU_BACKENDS, devices_for, run_local
    from bbprof.sweep.table import sweep_table, write_tables

    if out.exists() and not out.is_dir():
        raise InputError("is not a folder", path=str(out), hint="name a folder with -o")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:        # a file on the way, a read-only place, no such device
        raise InputError(f"cannot make the sweep's folder: {exc.strerror}", path=str(out),
                         hint="pass -o a folder that can be written") from None
    backends = {v.backend for v in sweep.variants}
    if len(backends) > 1:
        raise InputError(f"the variants use several backends ({', '.join(sorted(backends))})",
                         path=str(sweep.path), hint="one sweep, one backend (--backend)")
    backend = backends.pop()
    rows: dict[str, dict] = {}
    todo = []
    for variant in sweep.variants:
        if resume and finished(out, variant):
            rows[variant.name] = resumed_row(variant, out)
            if on_row:
                on_row(rows[variant.name])
        else:
            todo.append(variant)
    if ray_address is not None:
        from bbprof.sweep.ray_pool import run_ray

        done = run_ray(todo, out, address=ray_address, workers=workers,
                       gpu=backend in GPU_BACKENDS, on_row=on_row, init_options=ray_options)
    else:
        n, devices = devices_for(backend, workers)
        done = run_local(todo, out, workers=min(n, max(1, len(todo))), devices=devices,
                         on_row=on_row)
    rows.update({r["name"]: r for r in done})
    table = sweep_table([rows[v.name] for v in sweep.variants])
    return table, write_tables(table, out)
