"""What bbprof's counters cost captured real-world kernels in the machine, statically:
registers, spills and occupancy plain against instrumented, per kernel and target
(issue 39: which kernels of a library the default mode can slow, before a GPU times them).

    python scripts/bench_captured_occupancy.py --triton-dir DIR [--targets sm_90,gfx942]
        [--modes default] [--occupancy keep|report] [--out bench/captured_occupancy]

``DIR`` is a capture of scripts/capture_triton_cpu.py (FlagGems' kernels compiled by
Triton; kept outside the repository). Each kernel is instrumented as a user would:
``bbprof instrument K.ll --arch TARGET --occupancy keep`` (the default: where the
occupancy falls, the counters written in the first way that keeps it; ``report``: as
first written) with the block size and
shared bytes Triton's metadata gives (``--block-size``, ``--dynamic-shared``), in a fresh
process with an empty machine-code cache; the row keeps the block map's ``machine``
record (LLVM's kernel info for AMDGPU; ptxas -v and the CUDA occupancy rules for NVPTX),
the counters placed and the command's wall time. The report lists every kernel whose
occupancy falls and the geometric mean of registers instrumented / plain.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODES = {"default": [], "every-block": ["--placement", "every-block"],
         "memory-loops": ["--loops-in-memory"]}


def one(ir: Path, meta: dict, target: str, mode: str, work: Path,
        occupancy: str = "keep") -> dict:
    out = work / "k.ll"
    cmd = [sys.executable, "-m", "bbprof", "instrument", str(ir), "--arch", target,
           "--occupancy", occupancy, "-q", "-o", str(out), *MODES[mode]]
    if target.startswith("sm_"):
        cmd += ["--block-size", str(meta["num_warps"] * 32),
                "--dynamic-shared", str(meta["shared"])]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "BBPROF_CACHE": tempfile.mkdtemp(dir=work)}
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    row = {"kernel": ir.stem, "target": target, "mode": mode,
           "seconds": round(time.perf_counter() - start, 2)}
    if proc.returncode:
        row["error"] = (proc.stderr.strip().splitlines() or ["?"])[-1][:300]
        return row
    block_map = json.loads(out.with_suffix(".json").read_text())
    machine = block_map.get("machine")
    row["counters"] = block_map.get("counters", {}).get("sites") if isinstance(
        block_map.get("counters"), dict) else None
    if not machine:
        row["error"] = "no machine record: " + " ".join(
            line for line in proc.stderr.splitlines() if "not checked" in line)[:300]
        return row
    kernels = machine["kernels"]
    row["kernels"] = {name: {side: {k: fp[side][k] for k in
                                    ("registers", "scalar", "spills", "occupancy", "unit")}
                             for side in ("plain", "instrumented")}
                      for name, fp in kernels.items()}
    row["lowered"] = machine["lowered"]
    row["lines"] = machine["lines"]
    return row


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--triton-dir", type=Path, required=True)
    parser.add_argument("--targets", default="sm_90,gfx942,gfx90a,gfx1100")
    parser.add_argument("--modes", default="default")
    parser.add_argument("--occupancy", choices=("keep", "report"), default="keep")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "captured_occupancy")
    opts = parser.parse_args(argv)
    start = time.time()
    load = os.getloadavg()[0]
    rows = []
    with tempfile.TemporaryDirectory(prefix="bbprof-occ-") as work:
        for target in [t for t in opts.targets.split(",") if t]:
            for meta_path in sorted((opts.triton_dir / target).glob("*.json")):
                ir = meta_path.with_suffix(".ll")
                if not ir.is_file():
                    continue
                meta = json.loads(meta_path.read_text())
                for mode in [m for m in opts.modes.split(",") if m]:
                    row = one(ir, meta, target, mode, Path(work), opts.occupancy)
                    rows.append(row)
                    what = row.get("error") or "; ".join(row["lines"])
                    print(f"{target} {ir.stem} {mode}: {what[:160]}", flush=True)
    summary = {}
    for target in sorted({r["target"] for r in rows}):
        mine = [r for r in rows if r["target"] == target and "kernels" in r]
        ratios = [fp["instrumented"]["registers"] / fp["plain"]["registers"]
                  for r in mine for fp in r["kernels"].values() if fp["plain"]["registers"]]
        summary[target] = {
            "kernels": len(mine), "errors": sum(1 for r in rows if r["target"] == target
                                                and "error" in r),
            "lowered": sorted(f"{r['kernel']} ({r['mode']})" for r in mine if r["lowered"]),
            "registers_geomean": round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 3)
            if ratios else None,
            "seconds_median": sorted(r["seconds"] for r in mine)[len(mine) // 2] if mine
            else None}
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    record = {"command": "python scripts/bench_captured_occupancy.py "
                         + " ".join(argv if argv is not None else sys.argv[1:]),
              "commit": commit, "machine": f"{platform.machine()}, {os.cpu_count()} cores, "
              f"Python {platform.python_version()}",
              "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(start)),
              "load_average": f"{load:.1f} -> {os.getloadavg()[0]:.1f}",
              "capture": str(opts.triton_dir), "summary": summary, "rows": rows}
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    opts.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    opts.out.with_suffix(".md").write_text(markdown(record))
    print(json.dumps(summary, indent=1))
    return 0


def markdown(record: dict) -> str:
    lines = ["# Registers and occupancy of captured real-world kernels, plain -> instrumented",
             "", f"Command: `{record['command']}` at {record['commit']}, {record['machine']}, "
             f"{record['date']} (load {record['load_average']}); capture: "
             f"`{Path(record['capture']).name}` (scripts/capture_triton_cpu.py, kept outside "
             "the repository). Static: LLVM's kernel info (AMDGPU) and ptxas -v with CUDA's "
             "occupancy rules at Triton's block size (NVPTX); no GPU timed these.", "",
             "| target | kernels | errors | registers instr./plain (geomean) | occupancy "
             "falls | instrument s (median, cold cache) |", "|---|---|---|---|---|---|"]
    for target, s in record["summary"].items():
        lines.append(f"| {target} | {s['kernels']} | {s['errors']} | "
                     f"{s['registers_geomean']} | {len(s['lowered'])} | "
                     f"{s['seconds_median']} |")
    lines += ["", "## Kernels whose occupancy falls", ""]
    fallen = [r for r in record["rows"] if r.get("lowered")]
    lines += [f"- {r['target']} `{r['kernel']}` ({r['mode']}): " + "; ".join(r["lines"])
              for r in fallen] or ["none"]
    rewritten = [r for r in record["rows"] if any("(tried " in x for x in r.get("lines", ()))]
    if rewritten:
        lines += ["", "## Kernels the occupancy check wrote another way (`--occupancy keep`)",
                  ""]
        lines += [f"- {r['target']} `{r['kernel']}` ({r['mode']}): " + "; ".join(r["lines"])
                  for r in rewritten]
    errors = [r for r in record["rows"] if "error" in r]
    if errors:
        lines += ["", "## Not measured", ""]
        lines += [f"- {r['target']} `{r['kernel']}` ({r['mode']}): {r['error']}"
                  for r in errors]
    lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--render"]:   # the .md of a saved .json again
        saved = Path(sys.argv[2])
        saved.with_suffix(".md").write_text(markdown(json.loads(saved.read_text())))
        sys.exit(0)
    sys.exit(main())
