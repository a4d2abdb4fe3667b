"""Where the default mode's time goes on NVIDIA: the counting code's instructions, or its
global atomics? A cost decomposition on the H200, not a counting mode.

    python scripts/bench_atomic_cost.py [--kernels branchy,reduce] [--variants default,shared]
        [--rounds 5] [--json out.json]

Each kernel of scripts/bench_overhead.py is compiled through Triton twice and timed in
interleaved rounds against one baseline:

* ``default``: the default mode as shipped (per block: activemask, election, popc, one
  predicated ``red.global.add.u64`` by the elected lane);
* ``shared``: the same block code, but the elected lane's atomic goes to shared memory
  (``red.shared.add.u32`` into a per-CTA array): what per-CTA aggregation would cost per
  block, before any flush to global memory;
* ``no-atomic``: the same block code with no atomic at all (the election and the counts
  still computed, kept alive by the asm statement): the instructions alone.

Only ``default`` gives counts; the other two exist to time (their counters stay zero, which
the script checks, so that no one mistakes them for a mode). Loop flushes (register loops)
are the shipped ones in all three.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_overhead import setups  # noqa: E402

from bbprof.instrument import counting  # noqa: E402
from bbprof.instrument.counting.nvptx import NVPTXCounting  # noqa: E402

SMEM = "__bbprof_exp_smem"
VARIANTS = ("default", "shared", "all-lanes", "ctaid-rows")


def _patched_top_lines(variant: str):
    """NVPTXCounting.top_lines for a variant: the shipped statement with its ``red``
    replaced."""
    shipped = NVPTXCounting.top_lines

    def top_lines(self, word):
        lines = shipped(self, word)
        tag = f"{word}"
        if variant in ("default", "ctaid-rows"):
            return lines
        red = f"@%bbp_p red.global.add.u64 [$0+{8 * word}], %bbp_n;"
        assert red in lines[0], lines[0]
        if variant == "all-lanes":
            return [lines[0].replace(red, "selp.b64 %bbp_n, %bbp_n, 0, %bbp_p;\\0A\\09"
                                          f"red.global.add.u64 [$0+{8 * word}], %bbp_n;")]
        address = (f"  %__bbprof.s.{tag} = getelementptr inbounds i32, ptr addrspace(3) "
                   f"@{SMEM}, i64 {word % 1024}")
        call = lines[0].replace(red, "@%bbp_p red.shared.add.u32 [$2], %bbp_b;")
        call = call.replace('"l,r"(', '"l,r,l"(').replace(
            "i32 %__bbprof.lt)", f"i32 %__bbprof.lt, ptr addrspace(3) %__bbprof.s.{tag})")
        return [address, call]

    return top_lines


def _patched_entry_lines(variant: str):
    shipped = NVPTXCounting.entry_lines

    def entry_lines(self, arch, layout):
        lines = shipped(self, arch, layout)
        if variant == "ctaid-rows":
            lines = [line.replace("@llvm.nvvm.read.ptx.sreg.smid()",
                                  "@llvm.nvvm.read.ptx.sreg.ctaid.x()") for line in lines]
        return lines

    return entry_lines


def _patched_global_line(variant: str):
    shipped = counting.global_line

    def global_line(target, layout):
        line = shipped(target, layout)
        if variant == "shared":
            line += (f"\n@{SMEM} = internal addrspace(3) global [1024 x i32] undef, "
                     "align 4")
        return line

    return global_line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kernels", default="branchy,reduce")
    parser.add_argument("--variants", default=",".join(VARIANTS),
                        help="which builds, comma-separated (default: all)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--rep-ms", type=int, default=100)
    parser.add_argument("--json", type=Path)
    opts = parser.parse_args()

    import torch
    import triton
    from triton.testing import do_bench

    import bbprof.triton

    n_sm = torch.cuda.get_device_properties(0).multi_processor_count
    table = setups(torch, triton, n_sm)
    results = {}
    shipped = (NVPTXCounting.top_lines, counting.global_line, NVPTXCounting.entry_lines)
    for name in opts.kernels.split(","):
        fn, grid, args, num_warps, outs, exact, _ = table[name]()
        params = list(args.values())
        runs, counts = {}, {}
        variants = opts.variants.split(",")
        for variant in variants:
            NVPTXCounting.top_lines = _patched_top_lines(variant)
            counting.global_line = _patched_global_line(variant)
            NVPTXCounting.entry_lines = _patched_entry_lines(variant)
            try:
                with bbprof.triton.profile(count_launches=False) as session:
                    ck = fn[grid](**args, num_warps=num_warps)
                torch.cuda.synchronize()
            finally:
                (NVPTXCounting.top_lines, counting.global_line,
                 NVPTXCounting.entry_lines) = shipped
            frame = session.profile(fn.fn.__name__).to_dataframe()
            counts[variant] = int(frame.thread_hits.sum())
            runs[variant] = ck[grid]
        baseline = fn[grid](**args, num_warps=num_warps)
        runs = {"baseline": baseline[grid], **runs}
        times = {k: [] for k in runs}
        for _ in range(opts.rounds):
            for key, run in runs.items():
                times[key].append(do_bench(lambda: run(*params), rep=opts.rep_ms,
                                           return_mode="median"))
        base = statistics.median(times["baseline"])
        results[name] = {"baseline_ms": base, "counts_total_thread_hits": counts,
                         "ratio": {k: statistics.median(v) / base
                                   for k, v in times.items() if k != "baseline"},
                         "rounds_ms": times}
        print(name, "  ".join(f"{k} {v:.3f}" for k, v in results[name]["ratio"].items()),
              "| thread_hits total:", counts, flush=True)
        # the timing-only variants flush only register loops: their block counts stay zero
        if "shared" in counts:
            assert counts["default"] > counts["shared"]
        exact = [counts[v] for v in ("default", "all-lanes", "ctaid-rows") if v in counts]
        assert len(set(exact)) <= 1, counts
    if opts.json:
        opts.json.write_text(json.dumps({"command": " ".join(sys.argv),
                                         "device": torch.cuda.get_device_name(),
                                         "triton": triton.__version__,
                                         "results": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
