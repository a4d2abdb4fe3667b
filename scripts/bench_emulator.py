"""Speed of the SIMT emulator: lane-instructions per second, and wall time of kernels.

Cases (each run ``--repeat`` times, the median kept; load time reported apart):

* ``reduce-64k``: the bundled gfx942 reduce example, 256 workgroups of 256 lanes
  (65,536 lanes), 2^22 floats (16 loop iterations per lane);
* ``loop-64k``: the bundled NVPTX loop example, 512 blocks of 128 threads (65,536
  lanes), 32 iterations;
* ``conv-8wg``: the bundled gfx942 convolution, N=2 16x16x16 -> 64 channels, 3x3:
  8 workgroups of 256 lanes (one 64x64 output tile each), plain and instrumented
  (the default mode).

A lane-instruction is one LLVM instruction executed by one active lane (the emulator
counts them per block execution). Results go to bench/emulator/results.json with the
command, commit and machine.

    python scripts/bench_emulator.py [--repeat 3] [--out bench/emulator/results.json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "emulator"))

from bbprof.instrument import instrument  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend  # noqa: E402

EXAMPLES = ROOT / "bbprof" / "examples"


def timed(load, launch, repeat):
    start = time.perf_counter()
    state = load()
    load_s = time.perf_counter() - start
    runs, instructions = [], []
    for _ in range(repeat):
        code = state[0]
        before = code.lane_instructions
        start = time.perf_counter()
        launch(state)
        runs.append(time.perf_counter() - start)
        instructions.append(code.lane_instructions - before)
    median = statistics.median(runs)
    return {"load_s": round(load_s, 3), "run_s": [round(r, 3) for r in runs],
            "median_s": round(median, 3), "lane_instructions": instructions[0],
            "lane_instructions_per_s": round(instructions[0] / median)}


def reduce_case(repeat):
    text = (EXAMPLES / "amdgpu_gfx942_reduce.ll").read_text()
    n = 1 << 22

    def load():
        b = get_backend("emulator", trace=False)
        c = b.load(text, None)
        x = b.upload(np.random.default_rng(0).random(n, dtype=np.float32))
        return c, [x, b.upload(np.zeros(1, np.float32)), Scalar(n, np.dtype(np.int32)),
                   Scalar(0, np.dtype(np.uint64)), Scalar(0, np.dtype(np.uint64))]

    return timed(load, lambda s: s[0].launch("reduce_kernel",
                                             LaunchShape.of(256, 256, 64), s[1]), repeat)


def loop_case(repeat):
    text = (EXAMPLES / "nvptx_loop.ll").read_text()

    def load():
        b = get_backend("emulator", trace=False)
        c = b.load(text, None)
        n = 512 * 1024
        bufs = [b.upload(np.random.default_rng(0).random(n, dtype=np.float32)),
                b.upload(np.zeros(n, np.float32)), b.upload(np.zeros(n, np.float32))]
        return c, bufs + [Scalar(32, np.dtype(np.int32))] + \
            [Scalar(0, np.dtype(np.uint64))] * 2

    return timed(load, lambda s: s[0].launch("loop_kernel", LaunchShape.of(512, 128),
                                             s[1]), repeat)


def conv_case(repeat, instrumented: bool):
    from emulator_cases import conv_case as make

    path = EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll"
    case = make()
    if instrumented:
        result = instrument(load_module(path))
        text, block_map = result.text, result.block_map
    else:
        text, block_map = path.read_text(), None

    def load():
        b = get_backend("emulator", trace=False)
        c = b.load(text, block_map)
        fn = c.program.by_name[case.kernel]
        args = [b.upload(x) for x in case.buffers]
        args += [Scalar(v, np.dtype(d)) for v, d in case.scalars]
        args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
        return c, args

    out = timed(load, lambda s: s[0].launch(case.kernel, LaunchShape.of(
        case.grid, case.block, case.shared), s[1]), repeat)
    out["workgroups"] = int(np.prod(case.grid))
    out["total_s"] = round(out["load_s"] + out["median_s"], 3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", default=str(ROOT / "bench" / "emulator" / "results.json"))
    args = parser.parse_args()
    results = {
        "reduce-64k": reduce_case(args.repeat),
        "loop-64k": loop_case(args.repeat),
        "conv-8wg-plain": conv_case(args.repeat, False),
        "conv-8wg-instrumented": conv_case(args.repeat, True),
    }
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    record = {"command": " ".join(["python"] + sys.argv), "commit": commit,
              "machine": {"platform": platform.platform(), "cpus": os.cpu_count(),
                          "python": platform.python_version(),
                          "numpy": np.__version__,
                          "load_average": os.getloadavg()},
              "results": results}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(record, indent=1) + "\n")
    for name, r in results.items():
        print(f"{name:24} {r['median_s']:8.3f} s  {r['lane_instructions']:>12,} lane-instr "
              f"{r['lane_instructions_per_s'] / 1e6:8.1f} M/s  (load {r['load_s']} s)")


if __name__ == "__main__":
    main()
