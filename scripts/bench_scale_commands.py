"""How every bbprof command scales with the module: wall time, CPU time and peak memory of
each command's whole process, at 1k to 100k blocks (issue 44).

The inputs are ``bench_scale.generate``'s: one function of B blocks (loops and diamonds, ~10
instructions a block), as host code and as an NVPTX kernel. Per size, each step runs as a
fresh ``python -m bbprof ...`` process (what a user types), measured with ``os.wait4``:

* ``floor``: llvmlite's own parse + verify + print of the input (LLVM's floor);
* host: ``instrument --target host``, ``run`` (host backend, n = 3), ``report``, ``cfg``,
  ``diff`` of the profile against itself;
* NVPTX (``--arch sm_90``): ``instrument`` as the user gets it (the occupancy check compiles
  the plain and the instrumented module with ptxas where found), ``instrument --occupancy
  off``, ``static`` (ptxas; SASS needs nvdisasm), the emulator's ``load`` of the
  instrumented module alone, and ``run --backend emulator`` (one warp).

The growth exponent of a step is the slope of log(time) over log(blocks) between two sizes;
the table gives it from the first to the last size and for the last decade (start-up costs
weigh on the small sizes). Results: ``--out`` .json and .md.

    python scripts/bench_scale_commands.py --blocks 1000,10000,50000,100000
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from bench_scale import generate, machine  # noqa: E402

FLOOR = r"""
import sys, llvmlite.binding as llvm
text = open(sys.argv[1]).read()
m = llvm.parse_assembly(text); m.verify(); str(m)
"""

EMULATOR_LOAD = r"""
import json, sys, time
from bbprof.instrument.blockmap import BlockMap
from bbprof.runtime.backend import get_backend
text = open(sys.argv[1]).read()
block_map = BlockMap.load(sys.argv[2])
t = time.perf_counter()
get_backend("emulator").load(text, block_map)
print(json.dumps({"load_s": time.perf_counter() - t}))
"""


def timed(argv: list[str], cwd: Path, timeout: float) -> dict:
    """One process, waited for with ``os.wait4``: wall seconds, CPU seconds (user +
    system, with the children it waited for: ptxas, LLVM children) and its own peak RSS
    (MB); ``error`` where it failed or ran past ``timeout``."""
    import threading

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out, err = cwd / ".stdout", cwd / ".stderr"
    started = time.perf_counter()
    with open(out, "w") as o, open(err, "w") as e:
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=o, stderr=e)
    timer = threading.Timer(timeout, proc.kill)
    timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
        proc.returncode = 0     # reaped here: Popen must not wait again
    wall = time.perf_counter() - started
    row = {"wall_s": round(wall, 3), "cpu_s": round(usage.ru_utime + usage.ru_stime, 3),
           "peak_rss_mb": round(usage.ru_maxrss / 1024, 1), "stdout": out.read_text()[-400:]}
    code = os.waitstatus_to_exitcode(status)
    if code:
        row["error"] = (f"timed out after {timeout:.0f} s" if wall >= timeout else
                        (err.read_text().strip().splitlines() or [f"exit {code}"])[-1][:300])
    return row


def steps(blocks: int, folder: Path) -> list[tuple[str, list[str]]]:
    py, bb = sys.executable, [sys.executable, "-m", "bbprof"]
    host, kern = folder / "host.ll", folder / "kernel.ll"
    host.write_text(generate(blocks))
    kern.write_text(generate(blocks, kernel=True))
    return [
        ("floor (host)", [py, "-c", FLOOR, str(host)]),
        ("instrument (host)", bb + ["instrument", "--target", "host", str(host), "-o",
                                    "h.bbprof.ll", "-q"]),
        ("run (host)", bb + ["run", "h.bbprof.ll", "--kernel", "big", "--grid", "1",
                             "--block", "1",
                             "--arg", "3", "--arg", "7", "-o", "h.bbprof", "-q"]),
        ("report", bb + ["report", "h.bbprof"]),
        ("cfg", bb + ["cfg", "h.bbprof", "-o", "h.dot"]),
        ("diff", bb + ["diff", "h.bbprof", "h.bbprof"]),
        ("floor (nvptx)", [py, "-c", FLOOR, str(kern)]),
        ("instrument (nvptx)", bb + ["instrument", str(kern), "--arch", "sm_90", "-o",
                                     "k.bbprof.ll", "-q"]),
        ("instrument --occupancy off", bb + ["instrument", str(kern), "--arch", "sm_90",
                                             "--occupancy", "off", "-o", "k2.bbprof.ll",
                                             "-q"]),
        ("static (nvptx)", bb + ["static", str(kern), "--arch", "sm_90"]),
        ("emulator load", [py, "-c", EMULATOR_LOAD, "k.bbprof.ll", "k.bbprof.json"]),
        ("run (emulator)", bb + ["run", "k.bbprof.ll", "--backend", "emulator", "--grid", "1",
                                 "--block", "32", "--arg", "i64[1]", "--arg", "3", "--arg",
                                 "7", "-o", "k.bbprof", "-q"]),
    ]


def measure(blocks: int, timeout: float, static_max: int) -> dict:
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, argv in steps(blocks, folder):
            if name == "static (nvptx)" and blocks > static_max:
                rows[name] = {"error": f"not run above {static_max:,} blocks (--static-max: "
                                       "ptxas alone took 10.9 GB at 50,000)"}
                continue
            row = timed(argv, folder, timeout)
            print(f"{blocks:>7} {name:<28} {row['wall_s']:>8} s {row['peak_rss_mb']:>7} MB"
                  + (f"  {row['error']}" if "error" in row else ""), flush=True)
            if name == "emulator load" and "error" not in row:
                row["load_s"] = json.loads(row["stdout"].strip().splitlines()[-1])["load_s"]
            row.pop("stdout", None)
            rows[name] = row
    return {"blocks": blocks, "steps": rows}


def slope(rows: list[dict], name: str, key: str, first: int, last: int) -> float | None:
    a, b = rows[first], rows[last]
    if "error" in a["steps"][name] or "error" in b["steps"][name]:
        return None
    ta, tb = a["steps"][name].get(key), b["steps"][name].get(key)
    if not ta or not tb or a["blocks"] == b["blocks"]:
        return None
    return math.log(tb / ta) / math.log(b["blocks"] / a["blocks"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--blocks", default="1000,10000,50000,100000")
    parser.add_argument("--timeout", type=float, default=1800)
    parser.add_argument("--static-max", type=int, default=50000,
                        help="blocks above which `static` is not run (ptxas's memory)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "scale_commands"))
    args = parser.parse_args()
    sizes = [int(b) for b in args.blocks.split(",")]
    rows = []
    for blocks in sizes:
        rows.append(measure(blocks, args.timeout, args.static_max))
    names = list(rows[0]["steps"])
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    command = "python scripts/bench_scale_commands.py " + " ".join(sys.argv[1:])
    result = {"command": command.strip(), "commit": commit, "machine": machine(),
              "date": time.strftime("%Y-%m-%d"), "rows": rows}
    growth = {}
    for name in names:
        key = "load_s" if name == "emulator load" else "cpu_s"
        decade = next((i for i, r in enumerate(rows) if r["blocks"] * 10 >= sizes[-1]), 0)
        growth[name] = {"all": slope(rows, name, key, 0, len(rows) - 1),
                        "last_decade": slope(rows, name, key, decade, len(rows) - 1)}
    result["growth"] = growth
    Path(args.out + ".json").write_text(json.dumps(result, indent=1) + "\n")

    def cell(r, name):
        s = r["steps"][name]
        if "error" in s:
            return "error"
        return f"{s['load_s']:.2f}" if name == "emulator load" else f"{s['cpu_s']:.2f}"

    def rss(r, name):
        value = r["steps"][name].get("peak_rss_mb")
        return "-" if value is None else f"{value:.0f}"

    def exp(v):
        return "-" if v is None else f"{v:.2f}"

    lines = ["# Every command at scale", "",
             f"`{command.strip()}` at {commit} on {result['machine']}, {result['date']}.",
             "CPU seconds of each command's whole process (its children included: ptxas, "
             "LLVM), generated inputs of B blocks (bench_scale.generate), one run each; the "
             "emulator's load is timed inside its process. Growth: slope of log(time) over "
             "log(blocks), first to last size and over the last decade.", "",
             "| step | " + " | ".join(f"{r['blocks']:,}" for r in rows)
             + " | growth | last decade | peak RSS MB (" + f"{rows[0]['blocks']:,} / "
             + f"{rows[-1]['blocks']:,}) |",
             "|---|" + "---:|" * (len(rows) + 3)]
    for name in names:
        lines.append(f"| {name} | " + " | ".join(cell(r, name) for r in rows)
                     + f" | {exp(growth[name]['all'])} | {exp(growth[name]['last_decade'])} | "
                     f"{rss(rows[0], name)} / {rss(rows[-1], name)} |")
    Path(args.out + ".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
