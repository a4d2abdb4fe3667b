"""Issue 38's long fuzz run: N mutated profiles and block maps through every command that
reads them (tests/reliability/fuzz.py), with the tally saved.

    python scripts/fuzz_readers.py [--mutants 5000] [--seed 1] [--out bench/fuzz]

Per reader: how many mutants it read (exit 0), refused in one line (exit 2), and the
problems: a traceback, another exit, several lines, or a mutant that breaks a rule of
the format read with exit 0. Results in OUT/results.json with the command, commit and
machine.
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "reliability"))
sys.path.insert(0, str(ROOT / "tests"))


def main() -> int:
    from fuzz import judge, mutants, run
    from test_fuzz import RUN, readers

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutants", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "fuzz")
    parser.add_argument("--kind", choices=["profile", "block_map", "both"], default="both",
                        help="one reader family only: its rows replace those in OUT's "
                             "results.json")
    args = parser.parse_args()
    results = {"command": " ".join(["python", "scripts/fuzz_readers.py", *sys.argv[1:]]),
               "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                        capture_output=True, text=True).stdout.strip(),
               "machine": f"{platform.machine()}, {platform.python_version()}, "
                          f"{platform.platform()}",
               "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "readers": {}}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copy(ROOT / "bbprof" / "examples" / "host_loops.ll", work / "k.ll")
        assert run(["instrument", str(work / "k.ll"), "--target", "host", "-q"])[0] == 0
        assert run(["run", str(work / "k.bbprof.ll"), *RUN, "-o",
                    str(work / "k.bbprof")])[0] == 0
        for kind, source in (("profile", "k.bbprof"), ("block_map", "k.bbprof.json")):
            if args.kind not in ("both", kind):
                continue
            doc = json.loads((work / source).read_text())
            target = work / f"mutant.{kind}"
            tally: dict[str, Counter] = {}
            problems: dict[str, list[str]] = {}
            started = time.monotonic()
            for mutant in mutants(doc, kind, seed=args.seed, count=args.mutants):
                target.write_text(mutant.text)
                for name, argv in readers(work, target, kind).items():
                    status, err = run(argv)
                    counter = tally.setdefault(name, Counter())
                    counter["mutants"] += 1
                    counter["must_refuse"] += mutant.must_refuse
                    counter[f"exit {status}" if isinstance(status, int) else "raised"] += 1
                    problem = judge(mutant, status, err)
                    if problem:
                        problems.setdefault(name, []).append(problem)
            for name, counter in tally.items():
                results["readers"][name] = {"command": results["command"],
                                            "commit": results["commit"], **counter, "problems": len(problems.get(name, [])),
                                            "first_problems": problems.get(name, [])[:20],
                                            "seconds": round(time.monotonic() - started, 1)}
                print(f"{name}: {dict(counter)}, problems {len(problems.get(name, []))}",
                      flush=True)
    args.out.mkdir(parents=True, exist_ok=True)
    saved = args.out / "results.json"
    if args.kind != "both" and saved.is_file():    # the other family's rows stay
        before = json.loads(saved.read_text())
        results["readers"] = {**before.get("readers", {}), **results["readers"]}
    saved.write_text(json.dumps(results, indent=1) + "\n")
    return 1 if any(r["problems"] for r in results["readers"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
