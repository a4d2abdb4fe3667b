"""What ``bbprof profile`` does after the program exits, timed alone (issue 18).

Given a folder a profiled run wrote (``bbprof profile -o DIR -- ...``), each round runs, in
a fresh interpreter that has already imported what bbprof's process imports before the
program (``bbprof.cli.main``, ``bbprof.runtime.wrap.program``), the work bbprof does once
the program has exited, for each tree given (``--tree NAME=PATH``, that checkout's bbprof
first on ``PYTHONPATH``):

* ``quiet``: what ``-q`` does: the run as ``profile_program`` returns it (before: it read
  every profile back; now: it lists them);
* ``summary``: that, then the rows of the summary printed at exit.

The trees' code is called through what each has: a tree whose ``ProgramRun`` has
``summary_rows`` is timed through it; an older one through ``Profile.load`` and
``run_summary.kernel_rows``, as its ``profile_program`` and ``cli/profile.py`` did. Rounds
interleave the trees; medians in seconds.

    python scripts/bench_profile_after_program.py DIR --tree before=/tmp/old \\
        --tree after=. --rounds 20 --markdown bench/profile_after_program_cpu.md
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path

TIMED = r'''
import sys, time
from pathlib import Path
import bbprof.cli.main, bbprof.runtime.wrap.program as program
out, what = Path(sys.argv[1]), sys.argv[2]
start = time.perf_counter()
paths = sorted(out.glob("*.bbprof"))
if hasattr(program.ProgramRun, "summary_rows"):
    run = program.ProgramRun(status=0, out=out, paths=paths)
    if what == "summary":
        rows = run.summary_rows()
else:
    from bbprof.profile import Profile
    profiles = [(path, Profile.load(path)) for path in paths]
    if what == "summary":
        from bbprof.analysis.run_summary import kernel_rows
        rows = kernel_rows([p for _, p in profiles], [path for path, _ in profiles])
print(time.perf_counter() - start)
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--tree", action="append", required=True, metavar="NAME=PATH")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--markdown", type=Path)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    trees = dict(item.split("=", 1) for item in args.tree)
    seconds: dict[str, dict[str, list[float]]] = {name: {"quiet": [], "summary": []}
                                                  for name in trees}
    for tree in trees.values():
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(Path(tree) / "bbprof")],
                       capture_output=True)
    for r in range(args.rounds):
        order = list(trees.items())
        order = order[r % len(order):] + order[:r % len(order)]
        for name, tree in order:
            env = dict(os.environ, PYTHONPATH=os.pathsep.join(
                filter(None, [str(Path(tree).resolve()), os.environ.get("PYTHONPATH")])))
            for what in ("quiet", "summary"):
                proc = subprocess.run([sys.executable, "-P", "-c", TIMED, str(args.folder),
                                       what], env=env, capture_output=True, text=True)
                if proc.returncode != 0:
                    raise SystemExit(f"{name} {what}: {proc.stderr[-1500:]}")
                seconds[name][what].append(float(proc.stdout.split()[-1]))
    profiles = sorted(p.name for p in args.folder.glob("*.bbprof"))
    sizes = sum((args.folder / p).stat().st_size for p in profiles)
    commit = os.environ.get("BBPROF_COMMIT") or subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    machine = {"platform": platform.platform(), "cpus": os.cpu_count(),
               "python": sys.version.split()[0],
               "load_average": [round(x, 2) for x in os.getloadavg()]}
    lines = [f"`{Path(sys.argv[0]).name} {' '.join(sys.argv[1:])}` at commit {commit}, "
             f"{args.rounds} interleaved rounds, medians in seconds", "",
             f"machine: {json.dumps(machine)}",
             f"folder: {len(profiles)} profile(s), {sizes:,} bytes", "",
             "| tree | after the program, -q | after the program, with the summary |",
             "|---|---|---|"]
    for name, rows in seconds.items():
        lines.append(f"| {name} | {statistics.median(rows['quiet']):.4f} | "
                     f"{statistics.median(rows['summary']):.4f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.markdown:
        args.markdown.write_text(text)
    if args.json:
        args.json.write_text(json.dumps({"seconds": seconds, "machine": machine,
                                         "commit": commit, "profiles": profiles}, indent=1))


if __name__ == "__main__":
    main()
