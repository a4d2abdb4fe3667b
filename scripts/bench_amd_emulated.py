"""Counter updates per wave on AMD, measured on the emulator: default mode against every-block.

    python scripts/bench_amd_emulated.py [--archs gfx942,gfx90a,gfx1100] [--kernels a,b]
        [--out bench/amd_emulated] [--baseline OLD.json]

scripts/bench_amd_updates.py counts updates statically, under a model in which every
block of a kernel runs once per wave (16^depth in loops): both sides of every ``if``,
every loop's epilogue. This script runs the kernels instead. Each AMD corpus module
(../shared/corpus/triton/gfx*/*.ll) is instrumented in the default mode and in the
every-block reference of the AMD table (loops and loop chains in registers, as the
default keeps them) and launched on bbprof's emulator (real wave semantics:
reconvergence at post-dominators, as AMD's structurized code), with inputs from
tests/emulator/emulator_cases.py sized so that each program's loops run the trip counts
of the corpus benchmark on the H200 (scripts/bench_overhead.py): matmul K = 4096 (128
iterations of BLOCK_K 32), conv C = 256 with a 3x3 filter (72), reduce about 124
iterations per program (2^26 elements over 528 programs of 1024), softmax 16 rows per
program, branchy per-program trip counts from [0, 8) with about half the programs on each
side of its ``if``. Only a few programs run: updates per wave do not depend on the grid.

An update is one execution of one of bbprof's ``atomicrmw`` instructions by a wave with
at least one active lane (LLVM's atomic optimizer makes a wave's adds to one address one
atomic): the emulator's trace of the *instrumented* module gives each block's wave
entries, the IR each block's counter atomics (the counting function's included). Per
module and mode the table gives updates per wave; the decoded counts are checked against
the trace of the plain module on every block (thread_hits and wave_hits), and the
instrumented outputs against the plain ones, so a row is only written for exact counts.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "emulator"))

from bbprof.instrument import instrument  # noqa: E402
from bbprof.instrument.modes import Mode  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from emulator_cases import (assert_counts_match_trace, branchy_case, conv_case,  # noqa: E402
                            matmul_case, reduce_case, run_case, softmax_case)

CORPUS = ROOT.parent / "shared" / "corpus" / "triton"
ARCHS = ("gfx942", "gfx90a", "gfx1100")
MODES = {"default": Mode(), "every-block": Mode(placement="every-block")}


def cases(block: int) -> dict:
    """The corpus kernels at the H200 benchmark's per-program trip counts (module doc)."""
    return {
        "matmul": lambda: matmul_case(m=128, n=128, k=4096, block=block),
        "conv2d_implicit_gemm": lambda: conv_case(n=1, h=8, w=8, c=256, k=64, block=block),
        "reduce": lambda: reduce_case(n=2 * 1024 * 124, grid=2, block=block),
        "softmax": lambda: softmax_case(rows=32, cols=1000, grid=2, block=block),
        "branchy": lambda: branchy_case(n=16 * 256, block=block, trips=8, uniform=True),
    }


def updates(text: str, code) -> int:
    """Counter atomics the waves ran: per block, its wave entries in the trace times its
    atomicrmw instructions on bbprof's names."""
    module = load_module("<instrumented>", text=text, allow_instrumented=True)
    trace = code.trace_by_position()
    total = 0
    for fn in module.functions:
        rows = trace[fn.name]
        if len(rows) != len(fn.blocks):
            raise RuntimeError(f"@{fn.name}: {len(fn.blocks)} blocks, {len(rows)} traced")
        for block, (_, waves) in zip(fn.blocks, rows):
            atomics = sum(1 for inst in block.instructions
                          if inst.opcode == "atomicrmw" and "__bbprof" in inst.text)
            total += waves * atomics
    return total


def measure(arch: str, kernel: str, path: Path) -> dict:
    module = load_module(path)
    text = module.source or path.read_text()
    found = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"', text)
    block = int(found.group(1)) if found else 256
    case = cases(block)[kernel]()
    wave = 32 if arch.startswith("gfx1") else 64
    waves = int(np.prod(case.grid)) * -(-block // wave)
    started = time.perf_counter()
    plain, plain_out = run_case(text, None, case)
    want = plain.trace_by_position()
    row = {"arch": arch, "kernel": kernel, "waves": waves, "grid": list(case.grid),
           "block": block}
    for name, mode in MODES.items():
        result = instrument(module, mode=mode)
        code, outputs = run_case(result.text, result.block_map, case)
        compared = assert_counts_match_trace(result.block_map, code.read_counters(), want)
        for index, array in plain_out.items():
            if not np.array_equal(array, outputs[index], equal_nan=True):
                raise AssertionError(f"{arch} {kernel} {name}: output {index} differs")
        n = updates(result.text, code)
        placements = sorted({fn.placement for fn in result.block_map.functions
                             if fn.is_kernel})
        row[name] = {"updates": n, "per_wave": n / waves, "blocks_checked": compared,
                     "sites": result.block_map.counters.sites, "placement": placements}
    row["ratio"] = row["default"]["updates"] / row["every-block"]["updates"]
    row["seconds"] = round(time.perf_counter() - started, 1)
    return row


def table(rows: list[dict], baseline: dict) -> list[str]:
    head = ("| arch | kernel | waves | default updates/wave | every-block updates/wave | "
            "default / every-block |" + (" default before / every-block |" if baseline else "")
            + " default placement |")
    out = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        before = baseline.get((r["arch"], r["kernel"]))
        line = (f"| {r['arch']} | {r['kernel']} | {r['waves']} | "
                f"{r['default']['per_wave']:.2f} | {r['every-block']['per_wave']:.2f} | "
                f"**{r['ratio']:.2f}** |")
        if baseline:
            line += f" {before['ratio']:.2f} |" if before else " - |"
        out.append(line + f" {', '.join(r['default']['placement'])} |")
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "amd_emulated")
    parser.add_argument("--archs", default=",".join(ARCHS))
    parser.add_argument("--kernels", default="", help="corpus kernels, comma-separated")
    parser.add_argument("--baseline", type=Path, help="an earlier run's .json")
    args = parser.parse_args(argv)
    wanted = [k for k in args.kernels.split(",") if k] or list(cases(256))
    baseline = {}
    if args.baseline:
        baseline = {(r["arch"], r["kernel"]): r
                    for r in json.loads(args.baseline.read_text())["rows"]}
    rows = []
    for arch in [a for a in args.archs.split(",") if a]:
        for kernel in wanted:
            path = CORPUS / arch / f"{kernel}.ll"
            if not path.exists():
                print(f"{path}: not here, skipped", file=sys.stderr)
                continue
            row = measure(arch, kernel, path)
            print(f"{arch} {kernel}: default {row['default']['per_wave']:.2f}, every-block "
                  f"{row['every-block']['per_wave']:.2f} updates per wave "
                  f"({row['ratio']:.2f}; {row['seconds']} s)", flush=True)
            rows.append(row)
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--",
                            "bbprof"], capture_output=True, text=True).stdout.strip()
    machine = (f"{platform.machine()}, {platform.platform()}, "
               f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    command = "python scripts/bench_amd_emulated.py " + " ".join(argv or sys.argv[1:])
    args.out.with_suffix(".json").write_text(json.dumps(
        {"command": command.strip(), "commit": commit + (" (with changes)" if dirty else ""),
         "machine": machine, "rows": rows}, indent=1) + "\n")
    lines = ["# Counter updates per wave on AMD, measured on the emulator", "",
             f"Command: `{command.strip()}`  ", f"Commit: {commit}"
             + (" (with uncommitted changes)" if dirty else "") + "  ",
             f"Machine: {machine}.", "",
             *__doc__.split("\n\n", 2)[2].strip().split("\n"), "",
             *table(rows, baseline), ""]
    args.out.with_suffix(".md").write_text("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
