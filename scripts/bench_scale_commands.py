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
  off``, ``static`` (ptxas; SASS needs nvdisasm), ``ptxas alone``: the ptxas run of
  ``static`` by itself (the same PTX, bbprof's own ``_assemble_any``; its CPU s, with
  nvdisasm's and LLVM's code generation printed beside), so that bbprof's own share of
  ``static`` shows, the emulator's ``load`` of the instrumented module alone, and ``run
  --backend emulator`` (one warp).

CPU seconds count the whole process tree: this script makes itself the child subreaper
(Linux ``PR_SET_CHILD_SUBREAPER``), so the LLVM child bbprof forks and never waits for (it
dies with its parent) is reaped here and its time added. Each step gets a machine-code
cache of its own (``BBPROF_CACHE``), empty: no step reads another's compiles.

The growth exponent of a step is the slope of log(time) over log(blocks) between two sizes;
the table gives it from the first to the last size and for the last decade (start-up costs
weigh on the small sizes). Results: ``--out`` .json and .md.

``--functions 1,10,...`` measures the other axis instead (issues 38, 44): modules of that
many small functions (``bench_scale.generate_functions``: three blocks each; on NVPTX half
of them kernels, each calling a device function), ``@big`` the one launched and drawn
(``cfg --function big --view overview``). ``--mcjit`` adds a step that times llvmlite's
MCJIT alone (parse, verify, compile) on the instrumented host module ``run`` loads.
``--repeat R`` runs each step up to R times (while one run takes under
``--repeat-under`` seconds) and keeps the medians; a step that ran past ``--timeout`` is
not run at the larger sizes. The load average is recorded before every step.

    python scripts/bench_scale_commands.py --blocks 1000,10000,50000,100000
    python scripts/bench_scale_commands.py --functions 1,10,100,1000,10000,100000 \\
        --timeout 600 --repeat 3 --mcjit --out bench/scale_functions
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from bench_scale import generate, generate_functions, machine  # noqa: E402

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

PTXAS = r"""
import json, os, resource, sys, tempfile, time
from pathlib import Path
from bbprof.ir import load_module
from bbprof.isa import sass
from bbprof.isa.compile import compile_module
def children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime, r.ru_maxrss / 1024
t0 = time.process_time()
assembly = compile_module(load_module(sys.argv[1]), sys.argv[2])   # as static compiles it
t1 = time.process_time()
tools = sass.find_tools()
if tools is None:
    sys.exit("ptxas and nvdisasm were not found")
with tempfile.TemporaryDirectory() as tmp:
    src, cubin = Path(tmp) / "kernel.ptx", Path(tmp) / "kernel.cubin"
    before, _ = children()
    sass._assemble_any(tools[0], assembly.arch, assembly.text, src, cubin)
    ptxas, rss = children()
    sass._run([str(tools[1]), "-c", "-gp", str(cubin)], "nvdisasm", assembly.arch)
    after, _ = children()
print(json.dumps({"ptxas_s": ptxas - before, "ptxas_rss_mb": rss,
                  "nvdisasm_s": after - ptxas, "python_and_ptx_s": t1 - t0}))
"""

MCJIT = r"""
import json, sys, time
import llvmlite.binding as llvm
llvm.initialize_native_target(); llvm.initialize_native_asmprinter()
text = open(sys.argv[1]).read()
t0 = time.perf_counter()
module = llvm.parse_assembly(text); module.verify()
t1 = time.perf_counter()
machine = llvm.Target.from_default_triple().create_target_machine(jit=True)
engine = llvm.create_mcjit_compiler(module, machine)
import threading
threading.stack_size(1 << 30)   # MCJIT recurses over the blocks, as bbprof's host backend
worker = threading.Thread(target=engine.finalize_object); worker.start(); worker.join()
t2 = time.perf_counter()
print(json.dumps({"parse_s": t1 - t0, "load_s": t2 - t1}))
"""


def timed(argv: list[str], cwd: Path, timeout: float, memory_gb: float | None = None) -> dict:
    """One process, waited for with ``os.wait4``: wall seconds, CPU seconds (user +
    system, with the children it waited for: ptxas, LLVM children) and its own peak RSS
    (MB); ``error`` where it failed or ran past ``timeout``. ``memory_gb``: its address
    space limited to that (RLIMIT_AS; its children each get the same), so a step that would
    take the shared machine's memory fails instead."""
    import resource
    import threading

    def limit() -> None:
        if memory_gb:
            size = int(memory_gb * 2**30)
            resource.setrlimit(resource.RLIMIT_AS, (size, size))

    cache = Path(tempfile.mkdtemp(prefix="cache-", dir=cwd))
    env = dict(os.environ, PYTHONPATH=str(ROOT), BBPROF_CACHE=str(cache))
    out, err = cwd / ".stdout", cwd / ".stderr"
    started = time.perf_counter()
    with open(out, "w") as o, open(err, "w") as e:
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=o, stderr=e,
                                preexec_fn=limit)
    timer = threading.Timer(timeout, proc.kill)
    timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
        proc.returncode = 0     # reaped here: Popen must not wait again
    wall = time.perf_counter() - started
    orphans, orphans_rss = reap_orphans()
    shutil.rmtree(cache, ignore_errors=True)
    row = {"wall_s": round(wall, 3),
           "cpu_s": round(usage.ru_utime + usage.ru_stime + orphans, 3),
           "orphans_cpu_s": round(orphans, 3),
           "peak_rss_mb": round(max(usage.ru_maxrss, orphans_rss) / 1024, 1),
           "stdout": out.read_text()[-400:]}
    code = os.waitstatus_to_exitcode(status)
    if code:
        last = (err.read_text().strip().splitlines() or [f"exit {code}"])[-1][:300]
        memory = memory_gb and ("MemoryError" in last or "bad_alloc" in last
                                or "out of memory" in last.lower() or code == -6)
        row["error"] = (f"timed out after {timeout:.0f} s" if wall >= timeout else
                        f"out of memory (limit {memory_gb:g} GB): {last}" if memory else last)
    return row


def become_subreaper() -> None:
    """Linux: orphaned descendants of the steps (bbprof's LLVM child, which it never
    waits for) are reparented to this process, so that ``reap_orphans`` counts them."""
    if sys.platform.startswith("linux"):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)   # PR_SET_CHILD_SUBREAPER


def reap_orphans(grace: float = 10.0) -> tuple[float, int]:
    """CPU seconds and the largest peak RSS (KB) of the descendants left behind by the
    step just waited for (killed with their parent: they end within ``grace`` s)."""
    cpu, rss = 0.0, 0
    deadline = time.monotonic() + grace
    while True:
        try:
            pid, _, usage = os.wait4(-1, os.WNOHANG)
        except ChildProcessError:
            return cpu, rss
        if pid == 0:
            if time.monotonic() > deadline:   # still running (a tool of a killed step)
                for child in own_children():
                    try:
                        os.kill(child, signal.SIGKILL)
                    except OSError:
                        pass
                deadline = math.inf
            time.sleep(0.01)
            continue
        cpu += usage.ru_utime + usage.ru_stime
        rss = max(rss, usage.ru_maxrss)


def own_children() -> list[int]:
    """The processes whose parent is this one (Linux's /proc)."""
    me, found = os.getpid(), []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == me:
                found.append(int(entry.name))
    return found


def steps(size: int, folder: Path, axis: str = "blocks",
          mcjit: bool = False) -> list[tuple[str, list[str]]]:
    """The steps at one size: ``size`` blocks in one function, or ``size`` small
    functions (``axis="functions"``: the kernel launched and the function drawn named)."""
    py, bb = sys.executable, [sys.executable, "-m", "bbprof"]
    host, kern = folder / "host.ll", folder / "kernel.ll"
    make = generate_functions if axis == "functions" else generate
    host.write_text(make(size))
    kern.write_text(make(size, kernel=True))
    pick = ["--kernel", "big"] if axis == "functions" else []
    draw = ["--function", "big", "--view", "overview"] if axis == "functions" else []
    return [
        ("floor (host)", [py, "-c", FLOOR, str(host)]),
        ("instrument (host)", bb + ["instrument", "--target", "host", str(host), "-o",
                                    "h.bbprof.ll", "-q"]),
        ("run (host)", bb + ["run", "h.bbprof.ll", "--kernel", "big", "--grid", "1",
                             "--block", "1",
                             "--arg", "3", "--arg", "7", "-o", "h.bbprof", "-q"]),
        *([("MCJIT alone (host)", [py, "-c", MCJIT, "h.bbprof.ll"])] if mcjit else []),
        ("report", bb + ["report", "h.bbprof"]),
        ("cfg", bb + ["cfg", "h.bbprof", "-o", "h.dot", *draw]),
        ("diff", bb + ["diff", "h.bbprof", "h.bbprof"]),
        ("floor (nvptx)", [py, "-c", FLOOR, str(kern)]),
        ("instrument (nvptx)", bb + ["instrument", str(kern), "--arch", "sm_90", "-o",
                                     "k.bbprof.ll", "-q"]),
        ("instrument --occupancy off", bb + ["instrument", str(kern), "--arch", "sm_90",
                                             "--occupancy", "off", "-o", "k2.bbprof.ll",
                                             "-q"]),
        ("static (nvptx)", bb + ["static", str(kern), "--arch", "sm_90"]),
        ("ptxas alone (nvptx)", [py, "-c", PTXAS, str(kern), "sm_90"]),
        ("emulator load", [py, "-c", EMULATOR_LOAD, "k.bbprof.ll", "k.bbprof.json"]),
        ("run (emulator)", bb + ["run", "k.bbprof.ll", "--backend", "emulator", *pick,
                                 "--grid", "1", "--block", "32", "--arg", "i64[1]", "--arg",
                                 "3", "--arg", "7", "-o", "k.bbprof", "-q"]),
    ]


# steps whose figure is timed inside the process (the rest: the process's CPU s)
INNER = {"emulator load": "load_s", "ptxas alone (nvptx)": "ptxas_s"}
PARSED = {"emulator load", "MCJIT alone (host)", "ptxas alone (nvptx)"}   # print their times


def repeated(argv: list[str], folder: Path, options: argparse.Namespace, name: str) -> dict:
    """The step run up to ``options.repeat`` times (again only while a run takes under
    ``options.repeat_under`` s): the median of each figure, the runs' CPU seconds and the
    load averages before each."""
    runs = []
    while len(runs) < options.repeat:
        load = os.getloadavg()[0]
        row = timed(argv, folder, options.timeout, options.memory_gb)
        row["load_avg"] = round(load, 2)
        if name in PARSED and "error" not in row:
            row.update(json.loads(row["stdout"].strip().splitlines()[-1]))
        row.pop("stdout", None)
        runs.append(row)
        if "error" in row or row["wall_s"] >= options.repeat_under:
            break
    if "error" in runs[-1]:
        return runs[-1]
    med = {k: round(statistics.median(r[k] for r in runs), 3) for k in runs[0]
           if isinstance(runs[0][k], (int, float))}
    med["runs"] = len(runs)
    med["cpu_s_runs"] = [r["cpu_s"] for r in runs]
    med["load_avg_runs"] = [r["load_avg"] for r in runs]
    return med


def measure(size: int, options: argparse.Namespace, skip: dict) -> dict:
    """Every step at one size; ``skip`` (step -> reason) names the steps not to run, and
    a step that times out is added to it."""
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, argv in steps(size, folder, options.axis, options.mcjit):
            if name in ("static (nvptx)", "ptxas alone (nvptx)") and size > options.static_max:
                rows[name] = {"error": f"not run above {options.static_max:,} (--static-max: "
                                       "ptxas alone took 10.9 GB at 50,000 blocks)"}
                continue
            if options.only and name not in options.only:
                continue
            if name in skip:
                rows[name] = {"error": skip[name], "not_run": True}
                continue
            row = repeated(argv, folder, options, name)
            if "timed out" in row.get("error", ""):
                row["timed_out"] = True
                skip[name] = f"not run: timed out at {size:,} {options.axis}"
            elif "out of memory" in row.get("error", ""):
                row["out_of_memory"] = True
                skip[name] = f"not run: out of memory at {size:,} {options.axis}"
            print(f"{size:>7} {name:<28} {row.get('wall_s', '-'):>8} s "
                  f"{row.get('peak_rss_mb', '-'):>7} MB load {row.get('load_avg', '-')}"
                  + (f"  {row['error']}" if "error" in row else ""), flush=True)
            rows[name] = row
    return {options.axis: size, "steps": rows}


def finished(rows: list[dict], name: str) -> list[int]:
    """Indices of the sizes where the step ran to the end."""
    return [i for i, r in enumerate(rows) if "error" not in r["steps"].get(name, {"error": 1})]


def slope(rows: list[dict], axis: str, name: str, key: str, first: int, last: int,
          minus: float = 0.0) -> float | None:
    """log(value) over log(size) from row ``first`` to row ``last`` (``minus`` taken from
    both values first: the memory above the smallest size's)."""
    a, b = rows[first], rows[last]
    if "error" in a["steps"][name] or "error" in b["steps"][name]:
        return None
    ta, tb = a["steps"][name].get(key), b["steps"][name].get(key)
    if ta is None or tb is None or a[axis] == b[axis]:
        return None
    ta, tb = ta - minus, tb - minus
    if ta <= 0 or tb <= 0:
        return None
    return math.log(tb / ta) / math.log(b[axis] / a[axis])


def growth(rows: list[dict], axis: str, name: str) -> dict:
    """A step's exponents of time (all sizes it finished; the last decade of them) and of
    its peak RSS above the smallest size's (last decade)."""
    done = finished(rows, name)
    if len(done) < 2:
        return {"all": None, "last_decade": None, "rss_last_decade": None, "up_to": None}
    key = INNER.get(name, "cpu_s")
    top = rows[done[-1]][axis]
    decade = next(i for i in done if rows[i][axis] * 10 >= top)
    if decade == done[-1]:
        decade = done[-2]
    rss0 = rows[done[0]]["steps"][name]["peak_rss_mb"]
    return {"all": slope(rows, axis, name, key, done[0], done[-1]),
            "last_decade": slope(rows, axis, name, key, decade, done[-1]),
            "rss_last_decade": slope(rows, axis, name, "peak_rss_mb", decade, done[-1],
                                     minus=rss0 if decade != done[0] else 0.0),
            "from": rows[decade][axis], "up_to": top}


def git_state() -> tuple[str, list[str]]:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "bbprof", "scripts"],
                           cwd=ROOT, capture_output=True, text=True).stdout.split("\n")
    return commit, sorted(line[3:] for line in dirty if line.strip())


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    axis = parser.add_mutually_exclusive_group()
    axis.add_argument("--blocks", help="sizes in blocks of one function "
                                       "(default 1000,10000,50000,100000)")
    axis.add_argument("--functions", help="sizes in small functions, e.g. 1,10,100,1000")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds a step may run")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--memory-gb", type=float,
                        help="address space a step may take (RLIMIT_AS), in GB")
    parser.add_argument("--repeat-under", type=float, default=60,
                        help="repeat a step only while one run takes under this many s")
    parser.add_argument("--mcjit", action="store_true",
                        help="also time llvmlite's MCJIT alone on the host module")
    parser.add_argument("--static-max", type=int, default=50000,
                        help="sizes above which `static` is not run (ptxas's memory)")
    parser.add_argument("--only", help="comma-separated steps to run (the others left out; "
                                       "name the steps they read from too)")
    parser.add_argument("--out")
    parser.add_argument("--render", metavar="JSON",
                        help="write the .md of a saved .json again (with --merge: its steps "
                             "replaced by those of another run at the sizes both have); "
                             "pass the run's --repeat, --timeout, --memory-gb")
    parser.add_argument("--merge", metavar="JSON")
    args = parser.parse_args()
    args.only = set(args.only.split(",")) if args.only else None
    args.axis = "functions" if args.functions else "blocks"
    args.sizes = [int(b) for b in (args.functions or args.blocks
                                   or "1000,10000,50000,100000").split(",")]
    args.out = args.out or str(ROOT / "bench" / ("scale_functions" if args.functions
                                                  else "scale_commands"))
    return args


def render(args: argparse.Namespace) -> None:
    """The .md (and .json) of a saved run, with ``--merge``'s steps put in."""
    result = json.loads(Path(args.render).read_text())
    if args.merge:
        extra = json.loads(Path(args.merge).read_text())
        by_size = {r[result["axis"]]: r for r in extra["rows"]}
        for row in result["rows"]:
            for name, step in by_size.get(row[result["axis"]], {"steps": {}})["steps"].items():
                row["steps"][name] = dict(step, merged_from=extra["command"])
        result.setdefault("merged", []).append(
            {"command": extra["command"], "commit": extra["commit"], "date": extra["date"],
             "load_avg": extra["load_avg"], "uncommitted_edits": extra["uncommitted_edits"]})
    names = list(result["rows"][0]["steps"])
    result["growth"] = {name: growth(result["rows"], result["axis"], name) for name in names}
    args.axis = result["axis"]
    Path(args.out + ".json").write_text(json.dumps(result, indent=1) + "\n")
    Path(args.out + ".md").write_text("\n".join(table(result, names, args)) + "\n")


def main() -> None:
    args = parse_args()
    if args.render:
        return render(args)
    become_subreaper()
    rows, skip = [], {}
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    for size in args.sizes:
        rows.append(measure(size, args, skip))
    names = list(rows[0]["steps"])
    commit, edits = git_state()
    command = "python scripts/bench_scale_commands.py " + " ".join(sys.argv[1:])
    loads = [x for r in rows for s in r["steps"].values() for x in s.get("load_avg_runs", [])]
    result = {"command": command.strip(), "commit": commit, "uncommitted_edits": edits,
              "orphans_counted": True,
              "machine": machine(), "date": started, "axis": args.axis,
              "load_avg": [min(loads, default=0), max(loads, default=0)], "rows": rows}
    result["growth"] = {name: growth(rows, args.axis, name) for name in names}
    Path(args.out + ".json").write_text(json.dumps(result, indent=1) + "\n")
    text = "\n".join(table(result, names, args)) + "\n"
    Path(args.out + ".md").write_text(text)
    print(text)


def table(result: dict, names: list[str], args: argparse.Namespace) -> list[str]:
    rows, axis = result["rows"], result["axis"]

    def cell(r, name):
        s = r["steps"][name]
        if s.get("timed_out"):
            return "timeout"
        if s.get("out_of_memory"):
            return "OOM"
        if "error" in s:
            return "-" if s.get("not_run") or "not run" in s["error"] else "error"
        return f"{s[INNER.get(name, 'cpu_s')]:.2f}"

    def rss(r, name):
        value = r["steps"][name].get("peak_rss_mb")
        return "-" if value is None else f"{value:.0f}"

    def exp(v):
        return "-" if v is None else f"{v:.2f}"

    code = result["commit"] + (f" + uncommitted edits to {', '.join(result['uncommitted_edits'])}"
                               if result["uncommitted_edits"] else "")
    unit = "small functions (bench_scale.generate_functions)" if axis == "functions" else \
        "B blocks (bench_scale.generate)"
    lines = ["# Every command at scale" + (" (many functions)" if axis == "functions" else ""),
             "", f"`{result['command']}` at {code} on {result['machine']}, {result['date']}, "
             f"load average {result['load_avg'][0]:.1f}-{result['load_avg'][1]:.1f}.",
             "CPU seconds of each command's whole process tree (its children included: "
             "ptxas, LLVM"
             + (", and the LLVM child bbprof forks and leaves to die with it, reaped here"
                if result.get("orphans_counted") else "")
             + f"), generated inputs of {unit}, median of up to {args.repeat} runs "
             f"(repeated while a run took under {args.repeat_under:.0f} s); the emulator's "
             "load is timed inside its process (MCJIT alone: its process's CPU s, parsing "
             "and compiling; ptxas alone: the CPU s of `static`'s ptxas run on the same "
             f"PTX). `timeout`: ran past {args.timeout:.0f} s; `OOM`: ran out of "
             f"its {args.memory_gb or 0:g} GB of address space (RLIMIT_AS); `-`: not run "
             "(after a timeout or OOM at a smaller size). Growth: slope of log(time) "
             f"over log({axis}), first to last size it finished and over the last decade; "
             "RSS growth: the same slope of the peak RSS above the smallest size's.", "",
             *[f"Steps run again by `{m['command']}` (at {m['commit']}, {m['date']}, load "
               f"average {m['load_avg'][0]:.1f}-{m['load_avg'][1]:.1f}) replace those "
               "above at its sizes (in this order)." for m in result.get("merged", ())],
             "",
             f"| step | " + " | ".join(f"{r[axis]:,}" for r in rows)
             + " | growth | last decade | RSS growth | peak RSS MB (" + f"{rows[0][axis]:,} / "
             + "largest finished) |",
             "|---|" + "---:|" * (len(rows) + 4)]
    for name in names:
        g = result["growth"][name]
        done = finished(rows, name)
        last = rss(rows[done[-1]], name) + (f" at {rows[done[-1]][axis]:,}" if done and
                                            done[-1] != len(rows) - 1 else "") if done else "-"
        lines.append(f"| {name} | " + " | ".join(cell(r, name) for r in rows)
                     + f" | {exp(g['all'])} | {exp(g['last_decade'])} | "
                     f"{exp(g['rss_last_decade'])} | {rss(rows[0], name)} / {last} |")
    return lines


if __name__ == "__main__":
    main()
