"""Benchmark: static analysis of the largest corpus kernel (matmul) on all its archs.

    python scripts/bench_static.py [--repeats N] [--out bench/static]

The matmul kernel is the largest module of the corpus (gfx1100's is 0.35 MB of IR, 645
blocks); it was compiled by Triton for six targets. One round analyses all six, one after
the other, the way `bbprof static` does: load (skew rewrite, parse, verify), compile with
canonical block names in a child process, parse the assembly, attribute, build the
per-IR-block DataFrame, and for NVIDIA also ptxas + nvdisasm + SASS attribution (when the
tools are installed). The report gives the median round and per-arch phase medians.
Inputs come from tests/data/isa (gzipped copies of shared/corpus), so it runs anywhere.
"""

from __future__ import annotations

import argparse
import gzip
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

from bbprof.ir.module import load_module  # noqa: E402
from bbprof.isa.analysis import analyze_assembly, analyze_many  # noqa: E402
from bbprof.isa.compile import compile_module  # noqa: E402
from bbprof.isa.sass import assemble, find_tools  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "isa" / "triton"
TARGETS = [("gfx908", "gfx908"), ("gfx90a", "gfx90a"), ("gfx942", "gfx942"),
           ("gfx1100", "gfx1100"), ("sm_80", "sm_80"), ("sm_90", "sm_90a")]
LIMIT_S = 5.0


def one_arch(target: str, arch: str, tools) -> dict[str, float]:
    path = CORPUS / target / "matmul.ll.gz"
    text = gzip.decompress(path.read_bytes()).decode()
    times = {}
    start = time.perf_counter()
    module = load_module(str(path), "nvptx" if arch.startswith("sm_") else None, text=text)
    times["load"] = time.perf_counter() - start
    t = time.perf_counter()
    asm = compile_module(module, arch)
    times["compile"] = time.perf_counter() - t
    t = time.perf_counter()
    result = analyze_assembly(asm.text, asm.isa, arch=asm.arch, module=module)
    times["parse_attribute"] = time.perf_counter() - t
    if asm.isa == "ptx" and tools is not None:
        t = time.perf_counter()
        result.sass = assemble(asm.text, asm.arch, tools)
        times["sass"] = time.perf_counter() - t
    t = time.perf_counter()
    blocks = result.blocks()
    times["table"] = time.perf_counter() - t
    times["total"] = time.perf_counter() - start
    times["instructions"] = int(blocks.total.sum())
    times["ir_blocks"] = len(blocks)
    return times


def parallel_round(tools) -> float:
    """All six archs through ``analyze_many`` (codegen/ptxas/nvdisasm overlap in threads)."""
    start = time.perf_counter()
    requests = []
    for target, arch in TARGETS:
        path = CORPUS / target / "matmul.ll.gz"
        text = gzip.decompress(path.read_bytes()).decode()
        requests.append((load_module(str(path), "nvptx" if arch.startswith("sm_") else None,
                                     text=text), arch))
    results = analyze_many(requests, sass=tools is not None)
    for result in results:
        result.blocks()
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "static")
    args = parser.parse_args()
    tools = find_tools()
    for target, arch in TARGETS:   # warm up (page cache, imports)
        one_arch(target, arch, tools)
    rounds, serial, per_arch = [], [], {arch: [] for _, arch in TARGETS}
    for _ in range(args.repeats):   # interleaved: one parallel round, one serial round
        rounds.append(parallel_round(tools))
        start = time.perf_counter()
        for target, arch in TARGETS:
            per_arch[arch].append(one_arch(target, arch, tools))
        serial.append(time.perf_counter() - start)
    summary = {}
    for arch, runs in per_arch.items():
        keys = [k for k in runs[0] if k not in ("instructions", "ir_blocks")]
        summary[arch] = {f"{k}_ms": round(statistics.median(r[k] for r in runs) * 1e3, 1)
                         for k in keys}
        summary[arch]["instructions"] = runs[0]["instructions"]
        summary[arch]["ir_blocks"] = runs[0]["ir_blocks"]
    median_round = statistics.median(rounds)
    record = {
        "command": "python scripts/bench_static.py " + " ".join(sys.argv[1:]),
        "what": "static analysis of corpus matmul for gfx908, gfx90a, gfx942, gfx1100, sm_80, "
                "sm_90a with bbprof.isa.analyze_many (one thread per CPU; SASS included when "
                "ptxas/nvdisasm exist)",
        "round_median_s": round(median_round, 3),
        "round_min_s": round(min(rounds), 3),
        "round_max_s": round(max(rounds), 3),
        "repeats": args.repeats,
        "serial_round_median_s": round(statistics.median(serial), 3),
        "limit_s": LIMIT_S,
        "passed": median_round < LIMIT_S,
        "sass": tools is not None,
        "per_arch": summary,
        "machine": {"cpu": _cpu(), "cores": os.cpu_count(), "python": platform.python_version(),
                    "llvmlite": llvmlite.__version__,
                    "llvm": ".".join(map(str, llvm.llvm_version_info)),
                    "platform": platform.platform()},
        "date": time.strftime("%Y-%m-%d"),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    args.out.with_suffix(".md").write_text(_markdown(record))
    print(_markdown(record))
    return 0 if record["passed"] else 1


def _markdown(record: dict) -> str:
    lines = [
        "# Static analysis benchmark",
        "",
        f"`{record['command']}` on {record['date']}: {record['what']}.",
        "",
        f"**One round (all six archs): median {record['round_median_s']} s** "
        f"(min {record['round_min_s']}, max {record['round_max_s']}, {record['repeats']} "
        f"rounds; limit {record['limit_s']} s: {'met' if record['passed'] else 'NOT met'}).",
        "",
        f"The same six analyses one after the other: median {record['serial_round_median_s']} s; "
        "per arch (medians of the serial rounds):",
        "",
        "| arch | IR blocks | instructions | load ms | compile ms | parse+attribute ms | "
        "sass ms | table ms | total ms |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for arch, s in record["per_arch"].items():
        lines.append(f"| {arch} | {s['ir_blocks']} | {s['instructions']} | {s['load_ms']} | "
                     f"{s['compile_ms']} | {s['parse_attribute_ms']} | "
                     f"{s.get('sass_ms', '-')} | {s['table_ms']} | {s['total_ms']} |")
    m = record["machine"]
    lines += ["", f"Machine: {m['cpu']}, {m['cores']} cores, {m['platform']}; Python "
                  f"{m['python']}, llvmlite {m['llvmlite']} (LLVM {m['llvm']}).",
              "Compile runs LLVM in a child process (its Python start-up and llvmlite import "
              "are part of the compile time).", ""]
    return "\n".join(lines)


def _cpu() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


if __name__ == "__main__":
    sys.exit(main())
