"""One variant of a sweep, start to end: instrument, run (instrumented and plain, side by
side), join with the static mix, write the variant's profile and HTML report, and reduce
to one row of the sweep table.

Runs in a worker (a local process or a Ray actor) with its device already chosen; any
bbprof error becomes the row's ``error`` (status ``error``) instead of ending the sweep.
"""

from __future__ import annotations

import json
import traceback
from pathlib import Path

from bbprof.errors import BbprofError
from bbprof.sweep.spec import Variant

#: Row columns before the config columns and the instruction-group shares.
COLUMNS = ["name", "status", "error", "kernel", "backend", "device", "arch", "launches",
           "kernel_ms", "baseline_ms", "overhead", "issued", "unit", "simd_utilization",
           "hottest_block", "hottest_block_share", "hottest_loop", "hottest_loop_share",
           "outputs_identical", "profile", "report"]


def profile_path(out: Path, variant: Variant) -> Path:
    return out / f"{variant.name}.bbprof"


def report_path(out: Path, variant: Variant) -> Path:
    """The variant's HTML report (``.report.html``: no variant's can be ``sweep.html``)."""
    return out / f"{variant.name}.report.html"


def write_variant_report(report, out: Path, variant: Variant) -> dict:
    """Write the variant's HTML report; the row's ``report`` column."""
    from bbprof.render import write_report

    path = report_path(out, variant)
    write_report(report, path)
    return {"report": str(path)}


def finished(out: Path, variant: Variant) -> bool:
    """A profile of this very variant (same fields, same IR bytes) is already there."""
    from bbprof.profile import Profile

    path = profile_path(out, variant)
    if not path.is_file():
        return False
    try:
        return Profile.load(path).meta.get("sweep", {}).get("key") == variant.key()
    except BbprofError:
        return False


def run_variant(variant: Variant, out: Path, *, device: int = 0) -> dict:
    """The variant's row; its profile is written to ``out/<name>.bbprof`` and its report
    to ``out/<name>.report.html`` (``bbprof profile``'s folder and its run report, for a
    command)."""
    row = {"name": variant.name, "status": "ok", "error": "", "backend": variant.backend,
           **{f"config.{k}": v for k, v in variant.config.items()}}
    try:
        if variant.kind == "command":
            row.update(_run_command(variant, out))
        else:
            row.update(_run_ir(variant, out, device))
    except BbprofError as exc:
        row.update(status="error", error=exc.one_line())
    except Exception as exc:   # a bug of bbprof's: recorded, the sweep goes on
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        row.update(status="error", error=f"internal error: {last}")
    return row


def run_bounded(variant: Variant, out: Path, *, device: int = 0) -> dict:
    """``run_variant`` within the variant's ``timeout``: in a Python process of its own
    session (a new process group), stopped whole (with `bbprof profile` and the program
    it runs) once the time is up, the row then saying so. Every pool runs variants
    through this (local processes, Ray actors, one after another)."""
    if not variant.timeout:
        return run_variant(variant, out, device=device)
    import pickle
    import subprocess
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bbprof-variant-") as tmp:
        request, answer = Path(tmp) / "variant.pickle", Path(tmp) / "row.json"
        request.write_bytes(pickle.dumps((variant, str(out), device)))
        child = subprocess.Popen([sys.executable, "-m", "bbprof.sweep.variant", str(request),
                                  str(answer)], start_new_session=True)
        try:
            child.wait(timeout=variant.timeout)
        except subprocess.TimeoutExpired:
            _stop_group(child.pid)
            child.wait()
            return {"name": variant.name, "status": "error", "backend": variant.backend,
                    "error": f"stopped after its timeout of {variant.timeout:g} s",
                    **{f"config.{k}": v for k, v in variant.config.items()}}
        if child.returncode != 0 or not answer.is_file():
            return {"name": variant.name, "status": "error", "backend": variant.backend,
                    "error": f"the variant's process ended with status {child.returncode}",
                    **{f"config.{k}": v for k, v in variant.config.items()}}
        return json.loads(answer.read_text())


def _stop_group(pid: int) -> None:
    import os
    import signal

    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def _main(request: str, answer: str) -> int:
    """``python -m bbprof.sweep.variant REQUEST ANSWER``: ``run_bounded``'s child."""
    import pickle

    variant, out, device = pickle.loads(Path(request).read_bytes())
    row = run_variant(variant, Path(out), device=device)
    Path(answer).write_text(json.dumps(row, default=str))
    return 0


def row_of(report, profile_file: Path) -> dict:
    """The table's measurements from a Report."""
    from bbprof.analysis.breakdown import ALL

    summary = report.summary()
    record = report.profile.launches[0] if report.profile.launches else None
    hot = report.hot_blocks(1)
    loops = report.loops.sort_values("issued_total", ascending=False) if len(
        report.loops) else report.loops
    row = {"kernel": ",".join(report.profile.block_map.kernels) or None,
           "device": report.profile.device.get("name"), "arch": summary.get("arch"),
           "launches": report.profile.total_launches,
           "kernel_ms": record.median_ms if record else None,
           "baseline_ms": record.baseline_median_ms if record else None,
           "overhead": record.overhead if record else None,
           "issued": report.total_issued, "unit": report.unit,
           "simd_utilization": summary.get("simd_utilization"),
           "hottest_block": (f"{hot.function.iloc[0]}:{hot.block.iloc[0]}" if len(hot)
                             else None),
           "hottest_block_share": float(hot.share.iloc[0]) if len(hot) else None,
           "hottest_loop": (f"{loops.function.iloc[0]}:{loops.header.iloc[0]}"
                            if len(loops) else None),
           "hottest_loop_share": float(loops.share.iloc[0]) if len(loops) else None,
           "outputs_identical": report.profile.meta.get("outputs_identical"),
           "profile": str(profile_file)}
    breakdown = report.breakdown
    if len(breakdown):
        scope = ALL if ALL in set(breakdown.function) else breakdown.function.iloc[0]
        for r in breakdown[breakdown.function == scope].itertuples():
            row[f"share.{r.group}"] = float(r.share)
            row[f"issued.{r.group}"] = int(r.issued)
    return row


def _run_ir(variant: Variant, out: Path, device: int) -> dict:
    from bbprof.analysis import make_report
    from bbprof.instrument import instrument
    from bbprof.instrument.modes import Mode
    from bbprof.ir import load_module
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import LaunchShape, get_backend
    from bbprof.runtime.runner import run_kernel

    module = load_module(variant.ir, variant.target)
    mode = Mode() if variant.mode in ("", "default") else Mode.from_string(variant.mode)
    if not mode.counts:
        from bbprof.errors import InputError

        raise InputError("mode 'none' counts nothing, and a sweep stamps no timeline",
                         path=str(variant.ir), hint="give the variant a counting mode")
    result = instrument(module, mode=mode, arch=variant.arch)
    kernel = variant.kernel
    if kernel is None:
        if len(result.block_map.kernels) != 1:
            from bbprof.errors import InputError

            raise InputError(f"the module has {len(result.block_map.kernels)} kernels "
                             f"({', '.join(result.block_map.kernels)}); set kernel = ...",
                             path=str(variant.ir))
        kernel = result.block_map.kernels[0]
    options = {"device": device}
    if variant.arch and variant.backend not in ("host",):
        options["arch"] = variant.arch
    backend = get_backend(variant.backend, **options)

    def dims(text):
        return tuple(int(p) for p in str(text).replace("x", ",").split(","))

    shape = LaunchShape.of(dims(variant.grid), dims(variant.block), variant.shared)
    run = run_kernel(backend, result.text, result.block_map, kernel, shape,
                     [parse_spec(a) for a in variant.args], repeat=variant.repeat,
                     baseline_text=module.text if variant.baseline else None,
                     seed=variant.seed,
                     meta={"ir": str(variant.ir),
                           "sweep": {"name": variant.name, "key": variant.key(),
                                     "config": variant.config}})
    profile = run.profile
    static = analysis = None
    if result.block_map.target.kind != "host":
        from bbprof.isa.analysis import analyze

        arch = variant.arch or profile.device.get("arch") or result.block_map.target.arch
        if arch:
            analysis = analyze(module, arch)
            static = analysis.blocks()
    from bbprof.isa.listing import block_listing

    path = profile_path(out, variant)
    profile.save(path)
    report = make_report(profile, static, listing=block_listing(module, analysis))
    return {**row_of(report, path), **write_variant_report(report, out, variant)}


def _run_command(variant: Variant, out: Path) -> dict:
    """A whole program under ``bbprof profile``: the row sums its kernels."""
    from bbprof.analysis import make_report
    from bbprof.runtime.wrap.program import profile_program

    folder = out / variant.name
    run = profile_program(list(variant.command), folder, mode=None if variant.mode in (
        "", "default") else variant.mode, quiet=True, force=True)
    if run.status != 0:
        from bbprof.errors import ToolFailure

        raise ToolFailure(f"the command exited with status {run.status}")
    if not run.profiles:
        from bbprof.errors import ToolFailure

        raise ToolFailure("; ".join(run.problems) or "the command profiled no kernel")
    reports = [(path, make_report(p, None)) for path, p in run.profiles]
    path, top = max(reports, key=lambda r: r[1].total_issued)
    row = row_of(top, path)
    row["issued"] = sum(r.total_issued for _, r in reports)
    row["kernel"] = ",".join(",".join(r.profile.block_map.kernels) for _, r in reports)
    row["profile"] = str(folder)
    from bbprof.analysis.run_summary import run_table
    from bbprof.render.run import write_run_report

    names: list[str] = []      # as bbprof report DIR names them: unique, for the links
    for p, r in reports:
        name = ",".join(r.profile.block_map.kernels) or Path(p).stem
        names.append(name if name not in names else f"{name} ({Path(p).stem})")
    page = report_path(out, variant)   # the run's summary page, a page per kernel beside
    write_run_report(run_table([r for _, r in reports], names), [r for _, r in reports],
                     names, page)
    row["report"] = str(page)
    (out / f"{variant.name}.key").write_text(json.dumps({"key": variant.key()}))
    return row


if __name__ == "__main__":
    import sys

    sys.exit(_main(*sys.argv[1:3]))
