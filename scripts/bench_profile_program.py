"""Host-side cost of ``bbprof profile`` on a program of many short launches (issue 18).

The program launches one small Triton kernel LAUNCHES times (one sync at the end), and
is run three ways, interleaved ROUNDS times: plain with a warm Triton cache, plain with an
empty cache (it compiles, as a profiled run always does), and under ``bbprof profile``.
Wall time of the whole process; the JSON keeps every round. GPU machine only.

    python scripts/bench_profile_program.py --json bench/profile_program_h200.json
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROGRAM = '''
import sys, torch, triton, triton.language as tl
@triton.jit
def bump(x, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(x + offs, tl.load(x + offs, mask=m) + 1.0, mask=m)
x = torch.zeros(4096, device="cuda")
for _ in range(int(sys.argv[1])):
    bump[(4,)](x, 4096, BLOCK=1024)
torch.cuda.synchronize()
print(float(x[0]))
'''


def timed(cmd, env) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{cmd[:4]} failed: {proc.stderr[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--launches", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bbprof-bench-program-"))
    prog = work / "many_launches.py"
    prog.write_text(PROGRAM)
    warm = work / "warm-cache"
    base = dict(os.environ, TRITON_CACHE_DIR=str(warm))
    subprocess.run([sys.executable, str(prog), "10"], env=base, check=True)  # fill the cache
    rows = {"plain_warm_cache": [], "plain_cold_cache": [], "bbprof_profile": [],
            "bbprof_profile_no_launch_counts": []}
    for r in range(args.rounds):
        rows["plain_warm_cache"].append(timed([sys.executable, str(prog),
                                               str(args.launches)], base))
        cold = dict(os.environ, TRITON_CACHE_DIR=str(work / f"cold-{r}"))
        rows["plain_cold_cache"].append(timed([sys.executable, str(prog),
                                               str(args.launches)], cold))
        rows["bbprof_profile"].append(timed(
            [sys.executable, "-m", "bbprof", "profile", "-q", "--force", "-o",
             str(work / "out"), "--", sys.executable, str(prog), str(args.launches)], base))
        rows["bbprof_profile_no_launch_counts"].append(timed(
            [sys.executable, "-m", "bbprof", "profile", "-q", "--force", "--no-launch-counts",
             "-o", str(work / "out2"), "--", sys.executable, str(prog), str(args.launches)],
            base))
    med = {k: statistics.median(v) for k, v in rows.items()}
    result = {"launches": args.launches, "rounds": args.rounds, "seconds": rows,
              "median_s": med,
              "ratio_vs_cold": med["bbprof_profile"] / med["plain_cold_cache"],
              "ratio_vs_warm": med["bbprof_profile"] / med["plain_warm_cache"],
              "ratio_no_launch_counts_vs_cold": (med["bbprof_profile_no_launch_counts"]
                                                 / med["plain_cold_cache"]),
              "commit": os.environ.get("BBPROF_COMMIT") or subprocess.run(
                  ["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip(),
              "command": " ".join(sys.argv)}
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
