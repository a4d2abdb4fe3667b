"""``bbprof validate``: bbprof's counts against Nsight Compute's, block by block.

1. The kernel's IR gets block-id debug lines (``bbprof.ir.rewrite.block_line_locations``),
   is compiled to PTX and assembled with ``ptxas -lineinfo``; ``nvdisasm -c -g`` says which
   IR block every SASS instruction came from (``attribution.py``).
2. That cubin, uninstrumented, is launched once under ncu (``ncu.py``, ``launch.py``):
   per-instruction warp and thread executions, and ``smsp__inst_executed.sum``.
3. The instrumented kernel runs with the same arguments (``bbprof.runtime.runner``).
4. ``check.compare`` puts the two side by side and names every difference.

AMD (not yet run on AMD hardware): ``check_att`` compares a recorded ``rocprofv3 --att``
thread trace of the plain kernel with a Profile of the instrumented one
(``rocprof/``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from bbprof.errors import ToolFailure
from bbprof.validate.check import Validation, compare, predecessors
from bbprof.validate.rocprof import AttValidation, check_att

__all__ = ["validate", "Validation", "plain_cubin", "check_att", "AttValidation"]


@dataclass
class PlainBuild:
    text: str          # IR with block lines
    cubin: bytes
    listing: str       # nvdisasm -c -g


def plain_cubin(module, arch: str) -> PlainBuild:
    """The uninstrumented kernel, compiled with block-id lines, and its SASS listing."""
    from bbprof.ir.rewrite import block_line_locations
    from bbprof.isa.sass import find_tools
    from bbprof.runtime.cuda import assemble, compile_ptx

    tools = find_tools()
    if tools is None:
        raise ToolFailure("ptxas and nvdisasm were not found",
                          hint="install the triton wheel, put CUDA's bin on PATH, or set "
                               "BBPROF_CUDA_BIN")
    text = block_line_locations(module)
    cubin = assemble(compile_ptx(text, arch, str(tools[0])), arch, str(tools[0]))
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bbprof-validate-") as tmp:
        path = Path(tmp) / "plain.cubin"
        path.write_bytes(cubin)
        proc = subprocess.run([str(tools[1]), "-c", "-g", str(path)], capture_output=True,
                              text=True, timeout=300, check=False)
    if proc.returncode != 0:
        raise ToolFailure(f"nvdisasm failed: {' '.join(proc.stderr.split())[:300]}")
    return PlainBuild(text, cubin, proc.stdout)


def launch_request(*, ir: Path, cubin: Path, kernel: str, shape, specs, seed: int,
                   device: int, arch: str) -> dict:
    """What the ncu child (``bbprof.validate.launch``) launches, as JSON data: a data
    format, so whoever can write the work folder cannot make the child run code."""
    from bbprof.runtime.args import spec_to_json

    return {"ir": str(ir), "cubin": str(cubin), "kernel": kernel, "shape": shape.to_json(),
            "specs": [spec_to_json(s) for s in specs], "seed": seed, "device": device,
            "arch": arch}


def validate(module, kernel: str, shape, specs, *, workdir: str | Path, seed: int = 0,
             device: int = 0, arch: str | None = None, ncu: str | None = None,
             mode=None, backend=None) -> Validation:
    """Run ``kernel`` of ``module`` (an IRModule) plain under ncu and instrumented; compare."""
    from bbprof.instrument import instrument
    from bbprof.instrument.modes import DEFAULT_MODE
    from bbprof.runtime.backend import get_backend
    from bbprof.runtime.runner import run_kernel
    from bbprof.validate import ncu as ncu_tool
    from bbprof.validate.attribution import join, parse_listing, static_sass_per_block

    ncu_path = ncu or ncu_tool.require_ncu()      # fail before any work
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    backend = backend or get_backend("cuda", device=device, **({"arch": arch} if arch else {}))
    arch = backend.arch
    build = plain_cubin(module, arch)
    (workdir / "plain.ll").write_text(build.text)
    (workdir / "plain.cubin").write_bytes(build.cubin)
    (workdir / "plain.sass").write_text(build.listing)
    request = launch_request(ir=workdir / "plain.ll", cubin=workdir / "plain.cubin",
                             kernel=kernel, shape=shape, specs=specs, seed=seed,
                             device=device, arch=arch)
    (workdir / "request.json").write_text(json.dumps(request, indent=1))
    result = ncu_tool.profile([sys.executable, "-m", "bbprof.validate.launch",
                               str(workdir / "request.json")], kernel,
                              workdir / "plain.ncu-rep", ncu=ncu_path)
    (workdir / "source.csv").write_text(result.source_csv)
    (workdir / "raw.csv").write_text(result.raw_csv)
    inst = instrument(module, mode=mode or DEFAULT_MODE)
    run = run_kernel(backend, inst.text, inst.block_map, kernel, shape, list(specs), seed=seed,
                     input_ir=module.source)
    run.profile.save(workdir / "instrumented.bbprof")
    return check_recorded(kernel, build.listing, result.source_csv, result.raw_csv,
                          run.profile)


def check_recorded(kernel: str, listing: str, source_csv: str, raw_csv: str,
                   profile) -> Validation:
    """The comparison from recorded files: SASS listing, ncu CSVs, instrumented Profile."""
    from bbprof.validate.attribution import join, parse_listing, static_sass_per_block
    from bbprof.validate.ncu import INST_EXECUTED, parse_raw_csv, parse_source_csv

    functions = parse_listing(listing)
    if kernel not in functions:
        raise ToolFailure(f"the SASS listing has no function '{kernel}' (has: "
                          f"{', '.join(functions)})")
    tables = parse_source_csv(source_csv)
    if not tables:
        raise ToolFailure("ncu's source page has no SASS table")
    joined = join(functions[kernel], tables[0].rows)
    metrics = parse_raw_csv(raw_csv)
    inst_executed = metrics[0].get(INST_EXECUTED) if metrics else None
    frame = profile.to_dataframe()
    frame = frame[(frame.function == kernel) | (frame.thread_hits.astype("int64") > 0)]
    preds = {f.name: predecessors(profile.block_map, f.name)
             for f in profile.block_map.functions}
    v = compare(kernel, frame, joined.executed, static_sass_per_block(functions),
                preds=preds, inst_executed=inst_executed,
                unmatched_warps=sum(r.warp_executed for r in joined.unmatched_rows))
    from bbprof.validate.issue_check import compare_issue, model_counts

    v.totals["issue_model"] = compare_issue(model_counts(kernel, listing, profile),
                                            joined.executed, inst_executed)
    if joined.unmatched_rows:
        v.notes.append(f"{len(joined.unmatched_rows)} ncu rows had no instruction at their "
                       "offset in the kernel's listing (code of another function?)")
    if joined.mnemonic_mismatches:
        v.notes.append(f"{joined.mnemonic_mismatches} ncu rows' SASS text did not match the "
                       "listing's mnemonic at that offset")
    if len(tables) > 1:
        v.notes.append(f"ncu printed {len(tables)} tables; the first was used")
    return v
