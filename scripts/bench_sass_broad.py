"""The broad benchmark's kernels in SASS: what the default mode adds, per kernel, on the CPU.

    python scripts/bench_sass_broad.py [--kernels a,b] [--modes default,...] [--out bench/X]
                                       [--keep DIR]

Each kernel of ``scripts/bench_kernels`` is compiled by Triton for sm_90 (``GPUTarget("cuda",
90, 32)``), plain and inside ``bbprof.triton.profile(mode=...)`` for each mode, as
scripts/bench_broad.py launches it on the H200; the PTX is assembled with the triton
wheel's ptxas (sm_90a) and disassembled with nvdisasm (``bbprof.isa.sass``). Per kernel
and mode: registers per thread, SASS instructions (NOPs left out), branches (``BRA``),
atomics (``ATOM``/``RED``), warp votes and reductions (``VOTE``/``REDUX``), and the
block map's counter sites and placement. Static figures, not time: how much code a warp
may run, not how often it runs it. ``--keep DIR`` writes each PTX and SASS listing there.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))


def _compile(spec, mode: str | None, record: dict | None = None):
    import triton
    from triton.backends.compiler import GPUTarget

    import bbprof.triton
    from bench_kernels import ast_source

    src = ast_source(spec, record)
    target, options = GPUTarget("cuda", 90, 32), {"num_warps": spec.num_warps}
    if mode is None:
        return triton.compile(src, target=target, options=options), None
    with bbprof.triton.profile(mode=mode) as session:
        compiled = triton.compile(src, target=target, options=options)
    (kernel,) = session.kernels.values()
    return compiled, kernel.block_map


def figures(ptx: str, keep: Path | None = None, stem: str = "") -> dict:
    from bbprof.isa.sass import assemble

    (fn,) = assemble(ptx, "sm_90a").values()
    ops = [i.mnemonic.split(".")[0] for i in fn.instructions]
    ops = [op for op in ops if op != "NOP"]
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        (keep / f"{stem}.ptx").write_text(ptx)
        (keep / f"{stem}.sass").write_text(
            "\n".join(f"{i.address:05x} {i.text}" for i in fn.instructions) + "\n")
    return {"registers": fn.resources.get("sass_registers"),
            "spill_store_bytes": fn.resources.get("spill_store_bytes", 0),
            "instructions": len(ops),
            "branches": sum(op == "BRA" for op in ops),
            "atomics": sum(op in ("ATOM", "ATOMG", "RED", "REDG") for op in ops),
            "votes": sum(op in ("VOTE", "VOTEU", "REDUX", "POPC", "UPOPC") for op in ops)}


def _with_occupancy(fig: dict, spec, compiled) -> dict:
    """``fig`` with the CTAs of ``spec`` one sm_90 multiprocessor holds at its registers,
    threads and shared memory (``bbprof/isa/occupancy.py``)."""
    from bbprof.isa.occupancy import ctas_per_sm

    shared = int(getattr(compiled.metadata, "shared", 0) or 0)
    warps = int(getattr(compiled.metadata, "num_warps", 0) or spec.num_warps)
    fig["shared_bytes"] = shared
    fig["ctas_per_sm"] = (None if fig["registers"] is None
                          else ctas_per_sm(fig["registers"], warps * 32, shared, 90))
    return fig


def main() -> int:
    from bench_kernels import all_specs

    parser = argparse.ArgumentParser()
    parser.add_argument("--kernels", default="", help="comma-separated names (all)")
    parser.add_argument("--modes", default="default")
    parser.add_argument("--out", type=Path, default=None,
                        help="write OUT.json and OUT.md (else print only)")
    parser.add_argument("--keep", type=Path, default=None)
    parser.add_argument("--jit", type=Path, default=None,
                        help="a bench_broad.py JSON: compile each kernel it has as the "
                             "JIT specialised it on the GPU (its 'jit' record: argument "
                             "attributes such as tt.divisibility), the rest without")
    parser.add_argument("--before", type=Path, default=None,
                        help="an earlier run's JSON (another commit): its default-mode "
                             "figures side by side in the table")
    args = parser.parse_args()
    specs = {s.name: s for s in all_specs()}
    names = [n for n in args.kernels.split(",") if n] or sorted(specs)
    unknown = [n for n in names if n not in specs]
    if unknown:
        print(f"error: unknown kernel(s) {', '.join(unknown)}; --kernels from "
              f"{', '.join(sorted(specs))}", file=sys.stderr)
        return 2
    modes = [m for m in args.modes.split(",") if m]
    before = {}
    if args.before is not None:
        try:
            earlier = json.loads(args.before.read_text())
            before = {r["kernel"]: r for r in earlier["rows"]}
        except (OSError, ValueError, KeyError) as exc:
            print(f"error: --before {args.before}: {exc}", file=sys.stderr)
            return 2
    jit = {}
    if args.jit is not None:
        try:
            jit = {r["kernel"]: r["jit"] for r in json.loads(args.jit.read_text())["results"]
                   if "jit" in r}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"error: --jit {args.jit}: {exc} (a bench_broad.py --json file)",
                  file=sys.stderr)
            return 2
    start = time.time()
    rows = []
    for name in names:
        spec = specs[name]
        plain, _ = _compile(spec, None, jit.get(name))
        row = {"kernel": name, "jit_attributes": name in jit,
               "plain": _with_occupancy(figures(plain.asm["ptx"], args.keep,
                                                f"{name}.plain"), spec, plain)}
        for mode in modes:
            compiled, block_map = _compile(spec, mode, jit.get(name))
            fig = _with_occupancy(figures(compiled.asm["ptx"], args.keep,
                                          f"{name}.{mode.replace('/', '_')}"), spec, compiled)
            fns = block_map.functions
            fig["sites"] = block_map.counters.sites
            fig["placement"] = ",".join(sorted({f.placement for f in fns}))
            row[mode] = fig
        rows.append(row)
        print(json.dumps(row), flush=True)
    try:
        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = "?"
    record = {"command": "python scripts/bench_sass_broad.py " + " ".join(sys.argv[1:]),
              "commit": commit, "machine": f"{platform.machine()}, {platform.platform()}",
              "date": time.strftime("%Y-%m-%d %H:%M %Z"), "rows": rows,
              "before": None if args.before is None else {
                  "file": str(args.before), "commit": earlier.get("commit")},
              "seconds": round(time.time() - start, 1)}
    if args.out is None:
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    was = f" (before: commit {earlier.get('commit')}, {args.before.name})" if before else ""
    lines = [f"# The broad benchmark's kernels in SASS (sm_90a): plain vs {', '.join(modes)}",
             "", f"Command: `{record['command']}`  ", f"Commit: {commit}{was}  ",
             f"Machine: {record['machine']}, {record['date']} (no GPU: Triton compiles, the "
             "triton wheel's ptxas assembles). Per kernel: registers, SASS instructions "
             "(no NOPs), BRA, ATOM/RED, VOTE/REDUX/POPC, and the CTAs one multiprocessor "
             "holds at those registers, the kernel's threads and shared memory "
             "(bbprof/isa/occupancy.py; what the grid launches aside): plain -> "
             + ("before -> now." if before else "instrumented."), "",
             "| kernel | mode | placement | sites | registers | instructions | BRA | "
             "atomics | votes | CTAs/SM |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        p = r["plain"]
        for mode in modes:
            f = r[mode]
            b = before.get(r["kernel"], {}).get(mode)

            def cell(key, f=f, b=b, p=p):
                chain = [p.get(key)] + ([b.get(key)] if b else []) + [f.get(key)]
                return " -> ".join("?" if v is None else f"{v:,}" for v in chain)
            sites = f"{b['sites']} -> {f['sites']}" if b else f"{f['sites']}"
            lines.append(
                f"| {r['kernel']} | {mode} | {f['placement']} | {sites} | "
                f"{cell('registers')} | {cell('instructions')} | {cell('branches')} | "
                f"{cell('atomics')} | {cell('votes')} | {cell('ctas_per_sm')} |")
    args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
