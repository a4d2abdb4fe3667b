"""Benchmark: instrumenting a module vs llvmlite's own parse + print of it, side by side.

    python scripts/bench_instrument.py [--module PATH] [--repeats N] [--out bench/instrument]

Both are timed in the same process, interleaved, N times each; the report gives medians
and their ratio. "instrument" is the whole library path of `bbprof instrument` minus file
I/O: load (skew rewrite, parse, verify, print, structure), CFG analyses, counting code,
block map, and the final parse + verify of the instrumented module.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import llvmlite  # noqa: E402
import llvmlite.binding as llvm  # noqa: E402

from bbprof.instrument import instrument  # noqa: E402
from bbprof.ir import load_module  # noqa: E402

DEFAULT_MODULE = ROOT / "tests" / "data" / "corpus" / "gfx1100" / "matmul.ll"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--module", type=Path, default=DEFAULT_MODULE)
    parser.add_argument("--repeats", type=int, default=31)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "instrument")
    args = parser.parse_args()

    text = args.module.read_text()
    baseline, ours, phases_load = [], [], []
    for _ in range(3):  # warm up both paths
        str(llvm.parse_assembly(text))
        instrument(load_module(args.module, text=text))
    for _ in range(args.repeats):
        start = time.perf_counter()
        str(llvm.parse_assembly(text))
        baseline.append(time.perf_counter() - start)
        start = time.perf_counter()
        module = load_module(args.module, text=text)
        loaded = time.perf_counter()
        result = instrument(module)
        ours.append(time.perf_counter() - start)
        phases_load.append(loaded - start)
    blocks = sum(len(f.blocks) for f in module.functions)
    base_ms = statistics.median(baseline) * 1e3
    ours_ms = statistics.median(ours) * 1e3
    record = {
        "command": "python scripts/bench_instrument.py " + " ".join(sys.argv[1:]),
        "module": str(args.module.relative_to(ROOT)) if args.module.is_relative_to(ROOT)
        else str(args.module),
        "blocks": blocks,
        "input_bytes": len(text.encode()),
        "output_bytes": len(result.text.encode()),
        "repeats": args.repeats,
        "llvmlite_parse_print_ms_median": round(base_ms, 2),
        "bbprof_instrument_ms_median": round(ours_ms, 2),
        "of_which_load_ms_median": round(statistics.median(phases_load) * 1e3, 2),
        "ratio": round(ours_ms / base_ms, 2),
        "target_ratio": 3.0,
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.platform()}",
        "python": platform.python_version(),
        "llvmlite": llvmlite.__version__,
        "llvm": ".".join(map(str, llvm.llvm_version_info)),
        "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    args.out.with_suffix(".md").write_text(
        "# Instrumenting vs llvmlite parse + print\n\n"
        f"Command: `{record['command']}`  \nMachine: {record['machine']}, Python "
        f"{record['python']}, llvmlite {record['llvmlite']} (LLVM {record['llvm']}), "
        f"{record['date']}\n\n"
        f"| module | blocks | llvmlite parse+print (median) | bbprof load+instrument (median)"
        f" | ratio | target |\n|---|---|---|---|---|---|\n"
        f"| {record['module']} | {blocks} | {base_ms:.1f} ms | {ours_ms:.1f} ms "
        f"(load {record['of_which_load_ms_median']:.1f} ms) | {record['ratio']:.2f}x | "
        f"<= 3x |\n\n{args.repeats} interleaved repeats each, after 3 warm-up rounds.\n")
    print(json.dumps(record, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
