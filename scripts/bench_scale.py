"""How instrumenting scales with module size: time and peak memory per size.

Generates host-target IR with B blocks of ~10 instructions each (a chain of loops and
diamonds in one function, plus a few small functions, so the CFG analyses see a big
function), and for each size, in a fresh child process:

* ``baseline``: llvmlite's own parse + verify + print of the input (LLVM's floor);
* ``load``: ``bbprof.ir.load_module`` (skew check, parse, verify, print, read structure);
* ``instrument``: ``bbprof.instrument.instrument`` (CFG analyses, insertion, the block
  map, and parsing + verifying the output);
* peak memory: ``ru_maxrss`` of the child (LLVM's C++ heap included) and tracemalloc's
  peak of the Python heap during load + instrument.

    python scripts/bench_scale.py [--blocks 1000,2500,5000,10000,20000] [--profile 10000]

writes bench/scale.json and bench/scale.md; ``--profile B`` also prints a cProfile of
load + instrument at B blocks (the top 25 by cumulative time).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def generate(blocks: int, kernel: bool = False) -> str:
    """One function of ``blocks`` blocks (~10 instructions each): units of four blocks,
    alternately a counted loop (head, body, latch, exit) and a diamond. ``kernel``: an
    NVPTX kernel ``@big(ptr %out, i64 %n, i64 %seed)`` storing the result, not a host
    function returning it."""
    head = ("define ptx_kernel void @big(ptr addrspace(1) %out, i64 %n, i64 %seed) {"
            if kernel else "define i64 @big(i64 %n, i64 %seed) {")
    out = ([f'target triple = "nvptx64-nvidia-cuda"', ""] if kernel else []) + [
        head, "entry:", "  br label %u0.a", ""]
    units = max(1, (blocks - 2) // 4)
    value = "%seed"
    for u in range(units):
        nxt = f"%u{u + 1}.a" if u + 1 < units else "%exit"
        a, b, c, d = (f"u{u}.{x}" for x in "abcd")
        pad = [f"  %{a}.p{k} = add i64 {value}, {k + 1}" for k in range(6)]
        if u % 2 == 0:   # loop: a (head) -> b (body) -> c (latch) -> a | d
            out += [f"{a}:", f"  %{a}.i = phi i64 [ 0, %{'entry' if u == 0 else f'u{u - 1}.d'} ],"
                    f" [ %{c}.i1, %{c} ]", f"  %{a}.acc = phi i64 [ {value}, "
                    f"%{'entry' if u == 0 else f'u{u - 1}.d'} ], [ %{c}.acc1, %{c} ]", *pad,
                    f"  %{a}.cmp = icmp slt i64 %{a}.i, %n",
                    f"  br i1 %{a}.cmp, label %{b}, label %{d}", "",
                    f"{b}:", *[f"  %{b}.q{k} = mul i64 %{a}.acc, {k + 3}" for k in range(8)],
                    f"  br label %{c}", "",
                    f"{c}:", f"  %{c}.acc1 = add i64 %{b}.q7, %{a}.p5",
                    *[f"  %{c}.r{k} = xor i64 %{c}.acc1, {k}" for k in range(7)],
                    f"  %{c}.i1 = add i64 %{a}.i, 1", f"  br label %{a}", "",
                    f"{d}:", *[f"  %{d}.s{k} = add i64 %{a}.acc, {k}" for k in range(8)],
                    f"  br label {nxt}", ""]
            value = f"%{d}.s7"
        else:            # diamond: a -> b | c -> d
            out += [f"{a}:", *pad, f"  %{a}.bit = and i64 %{a}.p5, 1",
                    f"  %{a}.cmp = icmp eq i64 %{a}.bit, 0",
                    f"  br i1 %{a}.cmp, label %{b}, label %{c}", "",
                    f"{b}:", *[f"  %{b}.q{k} = shl i64 %{a}.p0, {k + 1}" for k in range(8)],
                    f"  br label %{d}", "",
                    f"{c}:", *[f"  %{c}.q{k} = lshr i64 %{a}.p1, {k + 1}" for k in range(8)],
                    f"  br label %{d}", "",
                    f"{d}:", f"  %{d}.m = phi i64 [ %{b}.q7, %{b} ], [ %{c}.q7, %{c} ]",
                    *[f"  %{d}.s{k} = add i64 %{d}.m, {k}" for k in range(7)],
                    f"  br label {nxt}", ""]
            value = f"%{d}.s6"
    out += ["exit:", *([f"  store i64 {value}, ptr addrspace(1) %out", "  ret void"]
                       if kernel else [f"  ret i64 {value}"]), "}", ""]
    return "\n".join(out)


def generate_functions(functions: int, kernel: bool = False) -> str:
    """``functions`` small functions of three blocks (~14 instructions): an entry that
    skips or enters a self-loop, the loop, and a join that calls the next function (odd
    ones call none) and returns. The first is ``@big``, the entry the other benchmarks
    launch. ``kernel``: NVPTX, the even ones kernels (``@big`` or ``@k<i>``, storing their
    result) and each odd one a device function ``@d<i>`` that the kernel before it calls;
    on the host every function returns its result."""
    out = ['target triple = "nvptx64-nvidia-cuda"', ""] if kernel else []
    for i in range(functions):
        out += _small_function(i, functions, kernel)
    return "\n".join(out)


def _small_function(i: int, functions: int, kernel: bool) -> list[str]:
    name = "big" if i == 0 else (f"k{i}" if kernel and i % 2 == 0 else
                                 f"d{i}" if kernel else f"f{i}")
    is_kernel = kernel and i % 2 == 0
    callee = (f"d{i + 1}" if kernel else f"f{i + 1}") if i % 2 == 0 and i + 1 < functions \
        else None
    head = (f"define ptx_kernel void @{name}(ptr addrspace(1) %out, i64 %n, i64 %seed) {{"
            if is_kernel else f"define i64 @{name}(i64 %n, i64 %seed) {{")
    call = ([f"  %r = call i64 @{callee}(i64 %n, i64 %m)"] if callee else
            ["  %r = add i64 %m, 1"])
    tail = (["  store i64 %r, ptr addrspace(1) %out", "  ret void"] if is_kernel
            else ["  ret i64 %r"])
    return [head, "entry:", "  %a = add i64 %seed, 1", "  %b = mul i64 %a, 3",
            "  %go = icmp slt i64 %a, %n", "  br i1 %go, label %loop, label %join", "",
            "loop:", "  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]",
            "  %acc = phi i64 [ %b, %entry ], [ %acc1, %loop ]",
            "  %acc1 = xor i64 %acc, %i", "  %i1 = add i64 %i, 1",
            "  %more = icmp slt i64 %i1, %n", "  br i1 %more, label %loop, label %join", "",
            "join:", "  %m = phi i64 [ %b, %entry ], [ %acc1, %loop ]", *call, *tail,
            "}", ""]


CHILD = r"""
import json, resource, sys, time, tracemalloc
import llvmlite.binding as llvm
from bbprof.ir import load_module
from bbprof.instrument import instrument
path = sys.argv[1]
text = open(path).read()
t0 = time.perf_counter()
ref = llvm.parse_assembly(text); ref.verify(); printed = str(ref)
t1 = time.perf_counter()
del ref, printed
rss_base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t2 = time.perf_counter()
module = load_module(path, "host")
t3 = time.perf_counter()
result = instrument(module)
t4 = time.perf_counter()
rss_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
output_bytes = len(result.text)
del module, result
tracemalloc.start()   # a second pass for the Python heap: tracemalloc slows Python down
module = load_module(path, "host")
result = instrument(module)
_, py_peak = tracemalloc.get_traced_memory()
tracemalloc.stop()
blocks = sum(len(f.blocks) for f in module.functions)
instructions = sum(len(b.instructions) for f in module.functions for b in f.blocks)
print(json.dumps({"blocks": blocks, "instructions": instructions,
                  "input_bytes": len(text), "output_bytes": output_bytes,
                  "baseline_s": t1 - t0, "load_s": t3 - t2, "instrument_s": t4 - t3,
                  "peak_rss_mb": rss_peak / 1024,
                  "rss_after_baseline_mb": rss_base / 1024,
                  "python_peak_mb": py_peak / 2**20}))
"""

PROFILE = r"""
import cProfile, pstats, sys
from bbprof.ir import load_module
from bbprof.instrument import instrument
cProfile.run("instrument(load_module(sys.argv[1], 'host'))", "/tmp/bbprof-scale.prof")
pstats.Stats("/tmp/bbprof-scale.prof").sort_stats("cumulative").print_stats(25)
"""


def measure(blocks: int, folder: Path, repeat: int) -> dict:
    path = folder / f"scale_{blocks}.ll"
    path.write_text(generate(blocks))
    runs = []
    for _ in range(repeat):
        proc = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True,
                              text=True, check=True, cwd=ROOT)
        runs.append(json.loads(proc.stdout))
    best = min(runs, key=lambda r: r["load_s"] + r["instrument_s"])
    best["total_s"] = best["load_s"] + best["instrument_s"]
    best["repeat"] = repeat
    return best


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import llvmlite

    return (f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"llvmlite {llvmlite.__version__}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--blocks", default="1000,2500,5000,10000,20000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", type=int)
    parser.add_argument("--out", default=str(ROOT / "bench" / "scale"))
    args = parser.parse_args()
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if args.profile:
            path = folder / "profile.ll"
            path.write_text(generate(args.profile))
            subprocess.run([sys.executable, "-c", PROFILE, str(path)], check=True, cwd=ROOT)
            return
        rows = [measure(int(b), folder, args.repeat) for b in args.blocks.split(",")]
    command = "python scripts/bench_scale.py " + " ".join(sys.argv[1:])
    result = {"command": command.strip(), "machine": machine(),
              "date": time.strftime("%Y-%m-%d"), "rows": rows}
    Path(args.out + ".json").write_text(json.dumps(result, indent=1) + "\n")
    lines = [
        "# Instrumenting at scale", "",
        f"`{result['command']}` on {result['machine']}, {result['date']}. Generated host IR:",
        "one function of B blocks (loops and diamonds, ~10 instructions a block). Each size",
        f"in a fresh process, best of {args.repeat}. `baseline`: llvmlite's own parse + verify + "
        "print of the input; `load`: bbprof.ir.load_module; `instrument`: placement, "
        "insertion, block map, and LLVM parsing + verifying the output. Peak RSS includes "
        "LLVM's heap; Python peak is tracemalloc's during load + instrument (a second, untimed pass).", "",
        "| blocks | instructions | baseline s | load s | instrument s | total s | "
        "total µs/instr | peak RSS MB | Python peak MB | Python bytes/instr |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(
            f"| {r['blocks']:,} | {r['instructions']:,} | {r['baseline_s']:.2f} | "
            f"{r['load_s']:.2f} | {r['instrument_s']:.2f} | {r['total_s']:.2f} | "
            f"{1e6 * r['total_s'] / r['instructions']:.1f} | {r['peak_rss_mb']:.0f} | "
            f"{r['python_peak_mb']:.0f} | {r['python_peak_mb'] * 2**20 / r['instructions']:.0f} |")
    Path(args.out + ".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
