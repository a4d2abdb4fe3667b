"""Kernel time with every block counted / without, side by side, for the corpus kernels.

For each kernel of scripts/corpus_kernels.py (a copy of ../shared/corpus/kernels.py) at
the issue's sizes, on the current CUDA device with Triton:

1. compile and launch it once inside ``bbprof.triton.profile(count_launches=False)``: the
   instrumented binary; its counts are checked where they can be derived by hand (entry
   block: every thread once, every warp once);
2. compile it again after the block (Triton compiles the original: the session dropped its
   kernels from Triton's caches) and launch once: the baseline; outputs are compared;
3. time both compiled kernels alternately, ``rounds`` times each with
   ``triton.testing.do_bench`` (median of its repeats), and report the median of the
   rounds and their ratio.

Several counting modes side by side (``--modes 'default wide thread thread/spanning-tree'``):
each mode's binary is compiled in its own session, all are timed in the same interleaved
rounds against one baseline, and every mode's thread_hits (and wave_hits, where both modes
count them) are checked against the first mode's: put ``loops-in-memory`` (every entry
of every block counted in memory) first to check the register counts of loops.

Prints a table and writes JSON (``--json``). Usage:
    python scripts/bench_overhead.py [--kernels matmul,conv,...] [--modes ...] [--rounds 7]
        [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def cdiv(a, b):
    return (a + b - 1) // b


def kernel_counts(profile):
    """(the kernel functions' rows of the profile's frame, their thread_hits, their
    wave_hits or None where the mode counts no waves), in block order."""
    frame = profile.to_dataframe()
    kernel_rows = frame[frame.is_kernel]
    thread_hits = [int(v) for v in kernel_rows.thread_hits]
    waves = kernel_rows.wave_hits
    has_waves = str(waves.dtype) != "UInt64" or not waves.isna().all()
    return kernel_rows, thread_hits, [int(v) for v in waves] if has_waves else None


def time_interleaved(runs, params, rounds, rep_ms):
    """``do_bench`` medians (ms) of every runner in ``runs`` (name -> callable taking
    ``*params``), each once per round, ``rounds`` rounds: name -> list of medians.
    Round ``i`` starts with the ``i``-th variant (the order rotates), so no variant always
    runs first or right after the same neighbour."""
    from triton.testing import do_bench

    times = {key: [] for key in runs}
    keys = list(runs)
    for i in range(rounds):        # interleaved: every variant once per round
        for key in keys[i % len(keys):] + keys[:i % len(keys)]:
            run = runs[key]
            times[key].append(do_bench(lambda: run(*params), rep=rep_ms,
                                       return_mode="median"))
    return times


def setups(torch, triton, n_sm):
    """name -> (jit function, grid, kwargs builder, num_warps, output names, exact outputs)."""
    import corpus_kernels as K

    dev = "cuda"
    gen = torch.Generator(device=dev).manual_seed(0)

    def matmul():
        M = N = Kd = 4096
        a = torch.randn(M, Kd, device=dev, dtype=torch.float16, generator=gen)
        b = torch.randn(Kd, N, device=dev, dtype=torch.float16, generator=gen)
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        args = dict(a_ptr=a, b_ptr=b, c_ptr=c, M=M, N=N, K=Kd, stride_am=a.stride(0),
                    stride_ak=1, stride_bk=b.stride(0), stride_bn=1, stride_cm=c.stride(0),
                    stride_cn=1, BLOCK_M=128, BLOCK_N=128, BLOCK_K=32, GROUP_M=8)
        grid = (cdiv(M, 128) * cdiv(N, 128), 1, 1)
        loops = {"threads_per_program": 4 * 32, "loop_trips": cdiv(Kd, 32)}
        return K.matmul_kernel, grid, args, 4, ["c_ptr"], True, loops

    def conv():
        N, C, Kc, H, W, R, S = 32, 256, 256, 56, 56, 3, 3
        P, Q = H, W
        x = torch.randn(N, H, W, C, device=dev, dtype=torch.float16, generator=gen)
        w = torch.randn(Kc, R, S, C, device=dev, dtype=torch.float16, generator=gen)
        y = torch.empty(N, P, Q, Kc, device=dev, dtype=torch.float16)
        args = dict(x_ptr=x, w_ptr=w, y_ptr=y, N=N, H=H, W=W, C=C, K=Kc, R=R, S=S, P=P, Q=Q,
                    stride_h=1, stride_w=1, pad_h=1, pad_w=1, BLOCK_M=64, BLOCK_N=64,
                    BLOCK_K=32)
        grid = (cdiv(N * P * Q, 64), cdiv(Kc, 64), 1)
        return K.conv2d_nhwc_kernel, grid, args, 4, ["y_ptr"], True, {
            "threads_per_program": 128, "loop_trips": cdiv(R * S * C, 32)}

    def softmax():
        rows = cols = 8192
        x = torch.randn(rows, cols, device=dev, dtype=torch.float32, generator=gen)
        y = torch.empty_like(x)
        args = dict(out_ptr=y, in_ptr=x, in_row_stride=x.stride(0), out_row_stride=y.stride(0),
                    n_rows=rows, n_cols=cols, BLOCK_SIZE=8192)
        grid = (n_sm * 4, 1, 1)
        return K.softmax_kernel, grid, args, 8, ["out_ptr"], True, {
            "threads_per_program": 256}

    def reduce():
        n = 1 << 26
        x = torch.rand(n, device=dev, dtype=torch.float32, generator=gen)
        out = torch.zeros(1, device=dev, dtype=torch.float32)
        args = dict(x_ptr=x, out_ptr=out, n=n, BLOCK=1024)
        grid = (n_sm * 4, 1, 1)
        # float atomics in any order: outputs are compared with a tolerance
        return K.reduce_kernel, grid, args, 4, ["out_ptr"], False, {
            "threads_per_program": 128}

    def branchy():
        n = 1 << 24
        block = 256
        x = torch.rand(n, device=dev, dtype=torch.float32, generator=gen)
        y = torch.empty_like(x)
        trips = torch.randint(0, 8, (cdiv(n, block),), device=dev, dtype=torch.int32,
                              generator=gen)
        args = dict(x_ptr=x, y_ptr=y, counts_ptr=trips, n=n, thresh=float(block) / 2,
                    BLOCK=block)
        grid = (cdiv(n, block), 1, 1)
        return K.branchy_kernel, grid, args, 4, ["y_ptr"], True, {
            "threads_per_program": 128}

    return {"matmul": matmul, "conv": conv, "softmax": softmax, "reduce": reduce,
            "branchy": branchy}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kernels", default="matmul,conv,softmax,reduce,branchy")
    parser.add_argument("--modes", default="default",
                        help="comma-free list separated by ';' or spaces, e.g. "
                             "'default wide thread thread/spanning-tree'")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--rep-ms", type=int, default=100)
    parser.add_argument("--shards", type=int, default=None)
    parser.add_argument("--json", type=Path)
    opts = parser.parse_args()

    import torch
    import triton
    import bbprof.triton
    from bbprof.instrument.modes import Mode

    modes = [m for m in opts.modes.replace(";", " ").split() if m]
    props = torch.cuda.get_device_properties(0)
    n_sm = props.multi_processor_count
    table = setups(torch, triton, n_sm)
    results = []
    for name in opts.kernels.split(","):
        fn, grid, args, num_warps, outs, exact, facts = table[name]()
        programs = grid[0] * grid[1] * grid[2]
        params = list(args.values())
        compiled = {}
        for mode in modes:
            started = time.time()
            with bbprof.triton.profile(count_launches=False, shards=opts.shards,
                                       mode=Mode.from_string(mode)) as session:
                ck = fn[grid](**args, num_warps=num_warps)
            torch.cuda.synchronize()
            out = {k: args[k].clone() for k in outs}
            compiled[mode] = (ck, session.profile(fn.fn.__name__), out,
                              time.time() - started)
            for k in outs:
                args[k].zero_()
        ck_b = fn[grid](**args, num_warps=num_warps)
        torch.cuda.synchronize()
        out_b = {k: args[k].clone() for k in outs}
        assert "__bbprof_counters" not in ck_b.asm["ptx"]
        threads = programs * num_warps * 32
        reference = None
        runs = {"baseline": ck_b[grid]}
        rows = {}
        for mode, (ck, profile, out_i, compile_s) in compiled.items():
            assert "__bbprof_counters" in ck.asm["ptx"]
            if exact:
                identical = all(torch.equal(out_i[k], out_b[k]) for k in outs)
            else:
                identical = all(torch.allclose(out_i[k], out_b[k], rtol=1e-4) for k in outs)
            kernel_rows, thread_hits, wave_hits = kernel_counts(profile)
            has_waves = wave_hits is not None
            if reference is None:
                reference, wave_reference = thread_hits, wave_hits
            entry = kernel_rows.iloc[0]
            entry_ok = int(entry.thread_hits) == threads and (
                not has_waves or int(entry.wave_hits) == programs * num_warps)
            loop_ok = None
            if "loop_trips" in facts:
                loop_rows = kernel_rows[kernel_rows.loop_header]
                loop_ok = bool(len(loop_rows) and int(loop_rows.thread_hits.max())
                               == threads * facts["loop_trips"])
            rows[mode] = {
                "mode": str(profile.block_map.mode) if hasattr(profile.block_map, "mode")
                else mode,
                "blocks": len(kernel_rows), "entry_counts_exact": entry_ok,
                "loop_counts_exact": loop_ok, "outputs_identical": identical,
                "thread_hits_equal_first_mode": thread_hits == reference,
                "wave_hits_equal_first_mode": (None if wave_hits is None or wave_reference
                                               is None else wave_hits == wave_reference),
                "regs_instrumented": ck.n_regs, "regs_baseline": ck_b.n_regs,
                "compile_and_first_launch_s": round(compile_s, 2),
                "counts": [(r.block, int(r.thread_hits),
                            None if not has_waves else int(r.wave_hits))
                           for r in kernel_rows.itertuples()]}
            runs[mode] = ck[grid]
        times = time_interleaved(runs, params, opts.rounds, opts.rep_ms)
        mb = statistics.median(times["baseline"])
        line = [f"{name:8s} base {mb:8.4f} ms"]
        for mode, row in rows.items():
            mi = statistics.median(times[mode])
            row.update(instrumented_ms=mi, baseline_ms=mb, ratio=mi / mb,
                       rounds_instrumented_ms=times[mode])
            line.append(f"{mode} {mi / mb:6.3f}{'' if row['thread_hits_equal_first_mode'] else ' COUNTS DIFFER'}"
                        f"{' WAVES DIFFER' if row['wave_hits_equal_first_mode'] is False else ''}"
                        f"{'' if row['outputs_identical'] else ' OUTPUTS DIFFER'}")
        results.append({"kernel": name, "grid": list(grid), "num_warps": num_warps,
                        "baseline_ms": mb, "rounds_baseline_ms": times["baseline"],
                        "outputs_compare": "bitwise" if exact else "allclose (float atomics)",
                        "modes": rows})
        print("  ".join(line), flush=True)
        del compiled, runs, ck_b
        torch.cuda.empty_cache()
    summary = {}
    for mode in modes:
        core = [r["modes"][mode]["ratio"] for r in results
                if r["kernel"] in ("matmul", "conv", "softmax", "reduce")]
        allr = [r["modes"][mode]["ratio"] for r in results]
        if allr:
            summary[mode] = {"geomean_all": math.exp(sum(map(math.log, allr)) / len(allr)),
                             "worst_all": max(allr),
                             "thread_hits_equal_first_mode": all(
                                 r["modes"][mode]["thread_hits_equal_first_mode"]
                                 for r in results),
                             "wave_hits_equal_first_mode": all(
                                 r["modes"][mode]["wave_hits_equal_first_mode"] is not False
                                 for r in results)}
            if core:
                summary[mode]["geomean_4"] = math.exp(sum(map(math.log, core)) / len(core))
                summary[mode]["worst_4"] = max(core)
            print(f"{mode}: geomean all {summary[mode]['geomean_all']:.4f}x, worst "
                  f"{summary[mode]['worst_all']:.4f}x" + (
                      f"; geomean (matmul, conv, softmax, reduce) "
                      f"{summary[mode]['geomean_4']:.4f}x" if core else ""))
    report = {"command": " ".join(sys.argv), "device": torch.cuda.get_device_name(),
              "capability": list(torch.cuda.get_device_capability()),
              "triton": triton.__version__, "torch": torch.__version__,
              "python": platform.python_version(), "rounds": opts.rounds,
              "rep_ms": opts.rep_ms, "modes": modes, "results": results, "summary": summary}
    if opts.json:
        opts.json.write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
