"""How long `bbprof --help`, a command's ``--help`` (and `import bbprof.cli.main`) take, in
fresh processes (issue 44: `bbprof instrument --help` within 100 ms).

    python scripts/bench_startup.py [--runs 15] [--pythonpath CHECKOUT] [--json OUT]

Each figure is the median wall time of RUNS fresh interpreters (``python -m bbprof --help``
and ``python -c 'import bbprof.cli.main'``), with the bare interpreter's start-up
(``python -c pass``) measured the same way beside them. ``--pythonpath`` times another
checkout (e.g. the commit before a change).
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

CASES = {"python -c pass": ["-c", "pass"],
         "import bbprof.cli.main": ["-c", "import bbprof.cli.main"],
         "bbprof --help": ["-m", "bbprof", "--help"],
         "bbprof instrument --help": ["-m", "bbprof", "instrument", "--help"],
         "bbprof report --help": ["-m", "bbprof", "report", "--help"]}


def median_seconds(args: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, *args], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--pythonpath", default=os.getcwd())
    parser.add_argument("--json")
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": args.pythonpath}
    commit = subprocess.run(["git", "-C", args.pythonpath, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    load = os.getloadavg()[0]
    result = {"checkout": args.pythonpath, "commit": commit, "runs": args.runs,
              "machine": f"{platform.machine()} {os.cpu_count()} cores, "
                         f"Python {platform.python_version()}",
              "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "median_s": {name: round(median_seconds(case, args.runs, env), 3)
                           for name, case in CASES.items()}}
    result["load_average"] = f"{load:.1f} -> {os.getloadavg()[0]:.1f}"
    for name, seconds in result["median_s"].items():
        print(f"{name:26} {seconds:.3f} s")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(result, handle, indent=1)


if __name__ == "__main__":
    main()
