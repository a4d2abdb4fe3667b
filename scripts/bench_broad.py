"""Kernel time plain / instrumented on kernels bbprof had not seen (issue 16, item 4).

The kernels are in scripts/bench_kernels/ (20 Triton kernels written for this benchmark:
attention forward causal and not, attention backward dq, layer/RMS norm, libdevice math in
loops, GEMMs with an erf epilogue, split-K, persistent, int8 and fp8, a histogram, top-k,
a block sort, an early-exit while loop, a depthwise convolution, cross-entropy, a column
reduction, a masked-tail elementwise kernel). For each, on the current CUDA device, as in
scripts/bench_overhead.py (whose helpers it uses):

1. every mode's binary (default ``--modes 'REFERENCE default'``, the reference first) is
   compiled and launched once inside its own ``bbprof.triton.profile(count_launches=False)``;
2. the plain kernel is compiled after the blocks and launched once; its outputs are
   checked against torch (tolerances in bench_kernels), every mode's outputs against the
   plain ones (bitwise, or allclose for float atomics);
3. every block's thread_hits and wave_hits of each mode are compared with the first
   mode's (the every-block reference ``thread,wave/every-block,loops-in-memory``);
4. plain and every mode are timed in interleaved ``do_bench`` rounds (median of each
   round's repeats; the table gives the median of the rounds).

Triton's on-disk cache is a private directory and ``always_compile`` is on for every
variant (../shared/NOTES.md, "Benchmarking Triton kernels side by side").
The table says, per kernel, where the default mode did not use the spanning tree and why
(each function's placement and warp-uniformity reason from the block map).

    python scripts/bench_broad.py [--kernels a,b] [--modes '...'] [--rounds 3]
        [--rep-ms 100] [--control] [--json out.json] [--list] [--dry-run]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

REFERENCE = "thread,wave/every-block,loops-in-memory"
CONTROL = "plain-again"        # --control: the same plain code, a second binary


def placement_notes(block_map) -> str:
    """'' when every function is on the spanning tree, else 'fn: placement (reason)'."""
    notes = []
    for fn in block_map.functions:
        if fn.placement != "spanning-tree":
            why = fn.warp_uniform.reason if fn.warp_uniform is not None else None
            notes.append(f"{fn.name}: {fn.placement}" + (f" ({why})" if why else ""))
    return "; ".join(notes)


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kernels", default=None, help="comma-separated names (--list)")
    parser.add_argument("--modes", default=f"{REFERENCE} default",
                        help="modes separated by ';' or spaces; the first is the reference "
                             "the others' counts are compared with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rep-ms", type=int, default=100)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--control", action="store_true",
                        help="also time a second plain binary of each kernel (compiled "
                             "again, same code): its ratio to the first is the noise floor "
                             "of a side-by-side ratio")
    parser.add_argument("--list", action="store_true", help="list the kernels and exit")
    parser.add_argument("--dry-run", action="store_true",
                        help="print what would run and exit (needs Triton, not torch or a GPU)")
    return parser.parse_args(argv)


def chosen(opts):
    from bench_kernels import all_specs

    specs = {s.name: s for s in all_specs()}
    if opts.kernels is None:
        return list(specs.values())
    names = [n for n in opts.kernels.split(",") if n]
    unknown = [n for n in names if n not in specs]
    if unknown:
        raise SystemExit(f"bench_broad.py: unknown kernel(s) {', '.join(unknown)}; "
                         f"known: {', '.join(specs)}")
    return [specs[n] for n in names]


def run_one(spec, modes, opts, torch, n_sm):
    import bbprof.triton
    from bbprof.instrument.modes import Mode
    from bench_kernels import jit_record
    from bench_overhead import kernel_counts, time_interleaved

    setup = spec.build(torch, n_sm)
    spec.check_args(setup.args)
    launch = dict(setup.args, **spec.constexprs)
    params = [launch[k] for k in spec.signature]
    grid = setup.grid
    programs = grid[0] * grid[1] * grid[2]
    name = spec.fn.fn.__name__
    compiled = {}
    for mode in modes:
        started = time.time()
        with bbprof.triton.profile(count_launches=False, mode=Mode.from_string(mode)) as s:
            ck = spec.fn[grid](**launch, num_warps=spec.num_warps)
        torch.cuda.synchronize()
        out = {k: setup.args[k].clone() for k in setup.outs}
        (kernel,) = [k for k in s.kernels.values() if k.name == name]
        compiled[mode] = (ck, s.profile(name), kernel.block_map, out, time.time() - started,
                          kernel.occupancy)
        for k in setup.outs:
            setup.args[k].zero_()
    ck_b = spec.fn[grid](**launch, num_warps=spec.num_warps)
    torch.cuda.synchronize()
    assert "__bbprof_counters" not in ck_b.asm["ptx"], "the plain binary is instrumented"
    out_b = {k: setup.args[k].clone() for k in setup.outs}
    correct, detail = setup.check(out_b)
    threads = programs * spec.num_warps * 32
    runs = {"plain": ck_b[grid]}
    if opts.control:
        ck_c = spec.fn[grid](**launch, num_warps=spec.num_warps)
        torch.cuda.synchronize()
        assert "__bbprof_counters" not in ck_c.asm["ptx"], "the control binary is instrumented"
        assert ck_c.asm["ptx"] == ck_b.asm["ptx"], "the control binary differs from plain"
        runs[CONTROL] = ck_c[grid]
    rows = {}
    reference = wave_reference = None
    for mode, (ck, profile, block_map, out_i, compile_s, occupancy) in compiled.items():
        assert "__bbprof_counters" in ck.asm["ptx"], f"{mode}: not instrumented"
        if setup.exact_outputs:
            identical = all(torch.equal(out_i[k], out_b[k]) for k in setup.outs)
        else:
            identical = all(torch.allclose(out_i[k].float(), out_b[k].float(), rtol=1e-4,
                                           atol=1e-4) for k in setup.outs)
        kernel_rows, thread_hits, wave_hits = kernel_counts(profile)
        if reference is None:
            reference, wave_reference = thread_hits, wave_hits
        entry = kernel_rows.iloc[0]
        rows[mode] = {
            "mode": str(block_map.mode), "blocks": len(kernel_rows),
            "counter_sites": block_map.counters.sites,
            "entry_thread_hits_exact": int(entry.thread_hits) == threads,
            "outputs_identical": identical,
            "thread_hits_equal_reference": thread_hits == reference,
            "wave_hits_equal_reference": (None if wave_hits is None or wave_reference is None
                                          else wave_hits == wave_reference),
            "placement": {f.name: f.placement for f in block_map.functions},
            "not_on_tree": placement_notes(block_map),
            "regs_instrumented": ck.n_regs, "regs_plain": ck_b.n_regs,
            "compile_and_first_launch_s": round(compile_s, 2), "occupancy": occupancy,
            "counts": [(r.block, int(r.thread_hits),
                        None if wave_hits is None else int(r.wave_hits))
                       for r in kernel_rows.itertuples()]}
        runs[mode] = ck[grid]
    times = time_interleaved(runs, params, opts.rounds, opts.rep_ms)
    plain_ms = statistics.median(times["plain"])
    control = ({"ratio": statistics.median(times[CONTROL]) / plain_ms,
                "rounds_ms": times[CONTROL]} if opts.control else None)
    for mode, row in rows.items():
        ms = statistics.median(times[mode])
        row.update(instrumented_ms=ms, ratio=ms / plain_ms, rounds_ms=times[mode])
    return {"kernel": spec.name, "function": name, "shape": spec.shape, "size": setup.size,
            "grid": list(grid), "num_warps": spec.num_warps, "constexprs":
            {k: str(v) for k, v in spec.constexprs.items()}, "correct": correct,
            "correct_detail": detail, "plain_ms": plain_ms, "rounds_plain_ms": times["plain"],
            "outputs_compare": "bitwise" if setup.exact_outputs else "allclose (float atomics)",
            "control": control, "modes": rows, "jit": jit_record(ck_b)}


def table(results, modes) -> str:
    ref, rest = modes[0], modes[1:]
    control = any(r.get("control") for r in results)
    head = (["kernel", "plain ms"] + ([f"{CONTROL} ratio"] if control else [])
            + [f"{m} ratio" for m in rest]
            + [f"{ref} ratio", "counts equal", "ok", "not on the tree (default)"])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in results:
        if "error" in r:
            lines.append(f"| {r['kernel']} | ERROR: {r['error']} |")
            continue
        m = r["modes"]
        equal = all(m[x]["thread_hits_equal_reference"] and
                    m[x]["wave_hits_equal_reference"] is not False for x in modes)
        ok = r["correct"] and all(m[x]["outputs_identical"] for x in modes)
        note = m[rest[0]]["not_on_tree"] if rest else m[ref]["not_on_tree"]
        lines.append("| " + " | ".join(
            [r["kernel"], f"{r['plain_ms']:.4f}"]
            + ([f"{r['control']['ratio']:.3f}" if r.get("control") else "-"] if control else [])
            + [f"{m[x]['ratio']:.3f}" for x in rest]
            + [f"{m[ref]['ratio']:.3f}", "yes" if equal else "**NO**",
               "yes" if ok else "**NO**", note or "-"]) + " |")
    return "\n".join(lines)


def summarize(results, modes) -> dict:
    good = [r for r in results if "error" not in r]
    out = {}
    for mode in modes:
        ratios = [r["modes"][mode]["ratio"] for r in good]
        if not ratios:
            continue
        out[mode] = {"geomean": math.exp(sum(map(math.log, ratios)) / len(ratios)),
                     "worst": max(ratios),
                     "worst_kernel": good[ratios.index(max(ratios))]["kernel"],
                     "counts_equal_reference": all(
                         r["modes"][mode]["thread_hits_equal_reference"]
                         and r["modes"][mode]["wave_hits_equal_reference"] is not False
                         for r in good),
                     "outputs_identical": all(r["modes"][mode]["outputs_identical"]
                                              for r in good)}
    controls = [r["control"]["ratio"] for r in good if r.get("control")]
    if controls:
        out[CONTROL] = {"geomean": math.exp(sum(map(math.log, controls)) / len(controls)),
                        "worst": max(controls), "best": min(controls)}
    out["kernels"] = len(results)
    out["errors"] = [r["kernel"] for r in results if "error" in r]
    out["incorrect"] = [r["kernel"] for r in good if not r["correct"]]
    return out


def run_kernels(specs, run, progress, torch) -> list[dict]:
    """``run(spec)`` for every spec, in order: a kernel that raises becomes an error row
    (its traceback on stderr) and the others still run; one progress line per kernel
    (``progress(row)`` says how it went)."""
    results = []
    started = time.time()
    for i, spec in enumerate(specs, 1):
        t0 = time.time()
        try:
            r = run(spec)
        except Exception as exc:      # one kernel's failure must not lose the others
            r = {"kernel": spec.name, "error": f"{type(exc).__name__}: {exc}".splitlines()[0],
                 "traceback": traceback.format_exc()}
            print(r["traceback"], file=sys.stderr, flush=True)
        results.append(r)
        line = f"ERROR {r['error']}" if "error" in r else progress(r)
        print(f"[{i}/{len(specs)} {time.time() - started:6.1f}s] {spec.name:16s} {line} "
              f"({time.time() - t0:.1f}s)", flush=True)
        torch.cuda.empty_cache()
    return results


def _progress(r) -> str:
    """A kernel's progress line: its ratios and what differs."""
    return f"plain {r['plain_ms']:.4f} ms " + " ".join(
        f"{m}={row['ratio']:.3f}"
        + ("" if row["thread_hits_equal_reference"] else " THREADS DIFFER")
        + (" WAVES DIFFER" if row["wave_hits_equal_reference"] is False else "")
        + ("" if row["outputs_identical"] else " OUTPUTS DIFFER")
        for m, row in r["modes"].items()) + (
        "" if r["correct"] else f" WRONG ({r['correct_detail']})")


def main(argv=None) -> int:
    opts = parse_args(argv)
    modes = [m for m in opts.modes.replace(";", " ").split() if m]
    specs = chosen(opts)
    if opts.list or opts.dry_run:
        for s in specs:
            consts = ", ".join(f"{k}={v}" for k, v in s.constexprs.items())
            print(f"{s.name:16s} {s.fn.fn.__name__:24s} warps {s.num_warps}  {s.shape}"
                  + (f"  [{consts}]" if opts.dry_run else ""))
        if opts.dry_run:
            print(f"would run {len(specs)} kernels x {len(modes)} modes ({', '.join(modes)}) "
                  f"+ plain, {opts.rounds} interleaved do_bench rounds of {opts.rep_ms} ms; "
                  f"counts compared with '{modes[0]}'"
                  + (f"; JSON to {opts.json}" if opts.json else ""))
        return 0

    cache = tempfile.TemporaryDirectory(prefix="bench-broad-triton-cache-")
    os.environ["TRITON_CACHE_DIR"] = cache.name
    import torch
    import triton
    from triton import knobs

    knobs.cache.dir = cache.name
    knobs.compilation.always_compile = True

    n_sm = torch.cuda.get_device_properties(0).multi_processor_count
    started = time.time()
    results = run_kernels(specs, lambda spec: run_one(spec, modes, opts, torch, n_sm),
                          _progress, torch)
    summary = summarize(results, modes)
    print(table(results, modes), flush=True)
    for mode in modes:
        if mode in summary:
            s = summary[mode]
            print(f"{mode}: geomean {s['geomean']:.4f}x, worst {s['worst']:.4f}x "
                  f"({s['worst_kernel']}), counts equal to the reference: "
                  f"{s['counts_equal_reference']}, outputs identical: {s['outputs_identical']}")
    if CONTROL in summary:
        c = summary[CONTROL]
        print(f"{CONTROL} (same code, second binary; the noise floor): geomean "
              f"{c['geomean']:.4f}x, range {c['best']:.4f}-{c['worst']:.4f}x")
    print(f"kernels {summary['kernels']}, errors {summary['errors'] or 'none'}, incorrect "
          f"{summary['incorrect'] or 'none'}, total {time.time() - started:.0f}s", flush=True)
    report = {"command": " ".join(sys.argv), "device": torch.cuda.get_device_name(),
              "capability": list(torch.cuda.get_device_capability()),
              "triton": triton.__version__, "torch": torch.__version__,
              "python": platform.python_version(), "rounds": opts.rounds,
              "rep_ms": opts.rep_ms, "modes": modes, "results": results,
              "summary": summary, "table": table(results, modes)}
    if opts.json:
        opts.json.write_text(json.dumps(report, indent=1))
    cache.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
