"""Launch one kernel of scripts/bench_kernels twice, instrumented (default mode) then
plain, for Nsight Compute to profile both (``ncu -k regex:NAME ... python3 THIS``).

    python scripts/ncu_launch_pair.py --tree DIR --kernel libdevice_mix [--mode default]

``--tree``: the bbprof tree whose instrumentation is used (a copy of this repository);
the plain launch is the same kernel compiled by Triton without bbprof.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tree", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--mode", default="default")
    args = ap.parse_args()
    tree = args.tree.resolve()
    sys.path[:0] = [str(tree), str(tree / "scripts")]
    import torch

    import bbprof.triton
    from bbprof.instrument.modes import Mode
    from bench_kernels import all_specs

    spec = {s.name: s for s in all_specs()}[args.kernel]
    n_sm = torch.cuda.get_device_properties(0).multi_processor_count
    setup = spec.build(torch, n_sm)
    launch = dict(setup.args, **spec.constexprs)
    # instrumented first: a plain launch before it would leave the plain binary in the
    # JIT's in-memory cache, and the launch inside the block would reuse it
    with bbprof.triton.profile(count_launches=False, mode=Mode.from_string(args.mode)):
        ck = spec.fn[setup.grid](**launch, num_warps=spec.num_warps)
    torch.cuda.synchronize()
    assert "__bbprof_counters" in ck.asm["ptx"], "the first launch is not instrumented"
    ck = spec.fn[setup.grid](**launch, num_warps=spec.num_warps)
    torch.cuda.synchronize()
    assert "__bbprof_counters" not in ck.asm["ptx"], "the second launch is instrumented"
    print("launched", args.kernel, args.mode, "then plain, from", tree)
    return 0


if __name__ == "__main__":
    sys.exit(main())
