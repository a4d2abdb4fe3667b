"""Nsight Compute (``ncu``) as the reference: run a plain kernel under it, read its CSV.

One profiling run per kernel, written to a report file::

    ncu --clock-control none --target-processes all --kernel-name K --launch-count 1
        --section SourceCounters --metrics smsp__inst_executed.sum,...
        -f -o REPORT  python -m bbprof.validate.launch REQUEST.json

then two imports of that report: ``--page source --print-source sass --csv`` (one row per
SASS instruction, with "Instructions Executed" = warp-level executions and "Thread
Instructions Executed" = threads active when it issued; their sums equal
``smsp__inst_executed.sum`` / ``smsp__thread_inst_executed.sum``) and ``--page raw --csv``
(the kernel-wide metrics). The parsers find their tables by column names, not positions,
so extra columns that other ncu versions print do not matter.

``ncu`` is found as ``$BBPROF_NCU``, on ``PATH``, under ``/usr/local/cuda/bin`` or
``/opt/nvidia/nsight-compute/*/``. A missing ncu, or one that cannot read the GPU's
counters (``ERR_NVGPUCTRPERM``, "Failed to initialize the profiler"), is a one-line
``ToolFailure``.
"""

from __future__ import annotations

import csv
import glob
import io
import os
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.errors import InputError, ToolFailure

WARP_EXECUTED = "Instructions Executed"
THREAD_EXECUTED = "Thread Instructions Executed"
PRED_ON_EXECUTED = "Predicated-On Thread Instructions Executed"
INST_EXECUTED = "smsp__inst_executed.sum"
THREAD_INST_EXECUTED = "smsp__thread_inst_executed.sum"
_ADDRESS_COLUMNS = ("Address", "# Address")
_SOURCE_COLUMNS = ("Source", "SASS")


@dataclass(frozen=True)
class SassRow:
    """One SASS instruction of ncu's source page."""

    address: int
    source: str
    warp_executed: int
    thread_executed: int
    pred_on_executed: int | None = None


@dataclass
class SourceTable:
    kernel: str | None
    rows: list[SassRow] = field(default_factory=list)


def find_ncu() -> str | None:
    explicit = os.environ.get("BBPROF_NCU")
    if explicit:
        return explicit if Path(explicit).exists() else None
    found = shutil.which("ncu")
    if found:
        return found
    candidates = ["/usr/local/cuda/bin/ncu"] + sorted(
        glob.glob("/opt/nvidia/nsight-compute/*/ncu"), reverse=True)
    return next((c for c in candidates if os.access(c, os.X_OK)), None)


def require_ncu() -> str:
    ncu = find_ncu()
    if ncu is None:
        raise ToolFailure("Nsight Compute (ncu) was not found",
                          hint="install Nsight Compute (it comes with the CUDA toolkit), put "
                               "it on PATH, or set BBPROF_NCU")
    return ncu


def _number(text: str) -> int:
    text = text.strip().replace(",", "")
    if not text or text in ("-", "n/a", "N/A"):
        return 0
    try:
        return int(text)
    except ValueError:
        return int(round(float(text)))


def _address(text: str) -> int:
    text = text.strip()
    return int(text, 16) if not text.isdigit() or text.startswith("0") else int(text)


def _column(header: list[str], names: tuple[str, ...]) -> int | None:
    for name in names:
        if name in header:
            return header.index(name)
    return None


def parse_source_csv(text: str) -> list[SourceTable]:
    """ncu's ``--page source --print-source sass --csv``: one table per profiled kernel."""
    tables: list[SourceTable] = []
    current: SourceTable | None = None
    columns: tuple | None = None
    width = 0
    kernel: str | None = None
    for row in csv.reader(io.StringIO(text)):
        if not row:
            continue
        if WARP_EXECUTED in row and _column(row, _ADDRESS_COLUMNS) is not None:
            columns = (_column(row, _ADDRESS_COLUMNS), _column(row, _SOURCE_COLUMNS),
                       row.index(WARP_EXECUTED),
                       row.index(THREAD_EXECUTED) if THREAD_EXECUTED in row else None,
                       row.index(PRED_ON_EXECUTED) if PRED_ON_EXECUTED in row else None)
            width = len(row)
            current = SourceTable(kernel)
            tables.append(current)
            continue
        if current is not None and len(row) == width and columns is not None:
            a, s, w, t, p = columns
            try:
                address = _address(row[a])
            except ValueError:
                continue
            current.rows.append(SassRow(
                address=address, source=row[s].strip() if s is not None else "",
                warp_executed=_number(row[w]),
                thread_executed=_number(row[t]) if t is not None else 0,
                pred_on_executed=_number(row[p]) if p is not None else None))
            continue
        if len(row) >= 2 and row[0].strip().lower() in ("kernel name", "function name",
                                                          "kernel"):
            kernel = row[1].strip()
            current = None
    return [t for t in tables if t.rows]


def parse_raw_csv(text: str, metrics=(INST_EXECUTED, THREAD_INST_EXECUTED)) -> list[dict]:
    """ncu's ``--page raw --csv``: per profiled kernel, the requested metrics (ints)."""
    rows = list(csv.reader(io.StringIO(text)))
    out: list[dict] = []
    for i, header in enumerate(rows):
        if not any(m in header for m in metrics):
            continue
        for data in rows[i + 1:]:
            if len(data) != len(header):
                break
            values = {}
            for metric in metrics:
                if metric in header:
                    cell = data[header.index(metric)]
                    try:
                        values[metric] = _number(cell)
                    except ValueError:
                        values = {}
                        break
            if values:   # the units row ("inst", "") does not parse as numbers
                if "Kernel Name" in header:
                    values["kernel"] = data[header.index("Kernel Name")]
                out.append(values)
        break
    return out


def check_output(text: str, what: str) -> None:
    """Raise one line when ncu says it could not profile (no counters, no kernel)."""
    errors = [line.strip() for line in text.splitlines() if line.startswith("==ERROR==")]
    if errors:
        first = errors[0].removeprefix("==ERROR==").strip()
        if "NVGPUCTRPERM" in first or "permission" in first.lower():
            raise ToolFailure(f"ncu cannot read the GPU's performance counters ({what}): "
                              f"{first}", hint="run as root or allow profiling "
                              "(NVreg_RestrictProfilingToAdminUsers=0)")
        raise ToolFailure(f"ncu failed ({what}): {first}")
    if "No kernels were profiled" in text:
        raise ToolFailure(f"ncu profiled no kernel ({what})",
                          hint="check --kernel, and that the launch ran")


@dataclass
class NcuResult:
    source_csv: str
    raw_csv: str
    log: str
    report: Path

    def tables(self) -> list[SourceTable]:
        return parse_source_csv(self.source_csv)

    def metrics(self) -> dict:
        found = parse_raw_csv(self.raw_csv)
        return found[0] if found else {}


def profile(command: list[str], kernel: str, report: Path, *, ncu: str | None = None,
            timeout: float = 900.0, env: dict | None = None) -> NcuResult:
    """Run ``command`` under ncu, profiling the first launch of ``kernel``."""
    ncu = ncu or require_ncu()
    report = Path(report)
    base = str(report.with_suffix("")) if report.suffix == ".ncu-rep" else str(report)
    cmd = [ncu, "--clock-control", "none", "--target-processes", "all", "--kernel-name",
           kernel, "--launch-count", "1", "--section", "SourceCounters", "--metrics",
           f"{INST_EXECUTED},{THREAD_INST_EXECUTED}", "-f", "-o", base, *command]
    log = _run(cmd, timeout, env, "profiling")
    check_output(log, "profiling")
    path = Path(base + ".ncu-rep")
    if not path.exists():
        raise ToolFailure("ncu wrote no report: " + _last(log))
    source = _run([ncu, "-i", str(path), "--page", "source", "--print-source", "sass",
                   "--csv"], timeout, env, "source page")
    check_output(source, "source page")
    raw = _run([ncu, "-i", str(path), "--page", "raw", "--csv"], timeout, env, "raw page")
    check_output(raw, "raw page")
    if not parse_source_csv(source):
        raise ToolFailure("ncu's source page has no SASS table with 'Instructions Executed'",
                          hint=f"see {path}; this ncu may need other flags")
    return NcuResult(source, raw, log, path)


def _run(cmd: list[str], timeout: float, env, what: str) -> str:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              env=env, check=False)
    except FileNotFoundError:
        raise ToolFailure("Nsight Compute (ncu) was not found", path=cmd[0]) from None
    except OSError as exc:
        raise ToolFailure(f"cannot run ncu: {exc.strerror}", path=cmd[0]) from None
    except subprocess.TimeoutExpired:
        raise ToolFailure(f"ncu took longer than {timeout:.0f} s ({what})") from None
    text = proc.stdout + proc.stderr
    if proc.returncode != 0:
        check_output(text, what)
        raise ToolFailure(f"ncu failed ({what}, exit {proc.returncode}): {_last(text)}")
    return text


def _last(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1][:300] if lines else "no output"


__all__ = ["SassRow", "SourceTable", "NcuResult", "find_ncu", "require_ncu", "profile",
           "parse_source_csv", "parse_raw_csv", "check_output", "InputError"]
