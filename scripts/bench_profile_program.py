"""Host-side cost of ``bbprof profile -- CMD`` (issue 18): plain and profiled wall time.

Each case is a whole process, run plain and under ``bbprof profile`` in interleaved rounds
(the order of the variants turns round by round, so drift in the machine's load spreads
over all of them); wall time from start to exit, the JSON keeps every round.

Cases:

* ``empty``: ``python -c pass`` (what bbprof adds to any program: its own start, the
  child's ``sitecustomize``, the exit);
* ``import``: ``python -c "import torch, triton"`` (``import triton`` where torch is not
  installed): the program imports Triton, so the hook opens its session;
* ``compile``: the program compiles one small Triton kernel for sm_90 and launches nothing
  (runs without a GPU: the cost of instrumenting at the first compile);
* ``standin``: ``compile``, then as if its kernel had been launched LAUNCHES times (no
  GPU): under bbprof the hook's exit runs for real (the session's Profile, its summary
  row, the files; the device's counters read as zeros), so bbprof's own work after the
  program is that of ``many_launches``;
* ``many_launches``: the issue's program: LAUNCHES launches of one small Triton kernel and
  one synchronize at the end (CUDA GPU only; skipped without one). The issue's figure is
  this case with 20,000 launches against the plain run with an empty Triton cache (a
  profiled run always compiles its kernels).

Variants of each case: ``plain`` (warm Triton cache), ``plain_cold`` (an empty Triton
cache; ``compile`` and ``many_launches`` only, and their baseline: a profiled run always
compiles its kernels), ``profiled`` (``bbprof profile -q``, as in the issue's figure),
``profiled_summary`` (without ``-q``: the summary printed at exit), ``child_only`` (the
program with the environment ``bbprof profile`` gives it, no bbprof process around it:
``profiled`` minus this is the parent's share), and for ``many_launches``
``profiled_no_launch_counts``. ``--compare before=TREE`` adds ``profiled@before`` and
``profiled_summary@before``: the same runs with another bbprof checkout first on
``PYTHONPATH``, in the same rounds (a before/after that the machine's drift cannot bias).
The JSON and the table are rewritten after every round.

"parent's share" subtracts the medians of separate runs, so on a machine whose runs vary
by a second it is mostly that variation. Each profiled run also gives bbprof's own share
of that same run ("bbprof in the run"): the run's wall time less the program's, which
``bbprof profile`` measures around the program and writes into ``DIR/run.json``
(``parent_in_run_s`` in the JSON; not for ``--compare`` trees that write no run.json).

bbprof's own modules are byte-compiled first (``compileall``, as ``pip install`` does), so
a machine that writes no bytecode does not compile bbprof's source in every run.

    python scripts/bench_profile_program.py --json bench/profile_program.json \
        --markdown bench/profile_program.md --importtime bench/importtime
    python scripts/bench_profile_program.py --cases empty,import,compile   # no GPU
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

KERNEL = '''
import sys
import triton
import triton.language as tl


@triton.jit
def bump(x, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(x + offs, tl.load(x + offs, mask=m) + 1.0, mask=m)
'''

MANY_LAUNCHES = KERNEL + '''
import torch
x = torch.zeros(4096, device="cuda")
for _ in range(int(sys.argv[1])):
    bump[(4,)](x, 4096, BLOCK=1024)
torch.cuda.synchronize()
print(float(x[0]))
'''

COMPILE = KERNEL + '''
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
src = ASTSource(fn=bump, signature={"x": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                constexprs={"BLOCK": 1024})
kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4})
print(len(kernel.asm["ptx"]) > 0)
'''


# as if the kernel compiled above had been loaded and launched N times: what the hook
# does at exit (read the counters, one Profile, its summary row, the files) runs for real,
# only the read of the device's counters is zeros (a stand-in of many_launches without GPU)
STANDIN = COMPILE + '''
from bbprof.runtime.wrap import python_hook
session = python_hook._state.get("session")
if session is not None:
    import numpy as np
    (compiled,) = session.kernels.values()
    compiled.module, compiled.launches = 1, int(sys.argv[1])
    session._read = lambda k, zero=False: np.zeros(k.block_map.counter_words, np.uint64)
    session._device = lambda: {"backend": "cuda", "name": "stand-in", "arch": "sm_90"}
'''

COMPILING = ("compile", "standin", "many_launches")   # plain runs compile with a cold cache


PROBE = """
import json
found = {}
for name in ("triton", "torch"):
    try:
        found[name] = __import__(name).__version__
    except Exception:
        found[name] = None
try:
    import torch
    found["cuda"] = bool(torch.cuda.is_available())
except Exception:
    found["cuda"] = False
print(json.dumps(found))
"""


def probe() -> dict:
    """Triton's and torch's versions and whether CUDA is there: one interpreter (each
    import of torch costs seconds)."""
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True)
    return json.loads(proc.stdout) if proc.returncode == 0 else {"triton": None,
                                                                  "torch": None,
                                                                  "cuda": False}


def programs(work: Path, launches: int, wanted: list[str],
             found: dict) -> dict[str, list[str] | str]:
    """``{case: command or the reason it is skipped}``."""
    py = sys.executable
    torch, triton = found["torch"] is not None, found["triton"] is not None
    cases: dict[str, list[str] | str] = {}
    for case in wanted:
        if case == "empty":
            cases[case] = [py, "-c", "pass"]
        elif case == "import":
            cases[case] = ([py, "-c", "import torch, triton"] if torch else
                           [py, "-c", "import triton"]) if triton else \
                "triton is not installed"
        elif case == "compile":
            (work / "compile_one.py").write_text(COMPILE)
            cases[case] = ([py, str(work / "compile_one.py")] if triton else
                           "triton is not installed")
        elif case == "standin":
            (work / "standin.py").write_text(STANDIN)
            cases[case] = ([py, str(work / "standin.py"), str(launches)] if triton else
                           "triton is not installed")
        elif case == "many_launches":
            (work / "many_launches.py").write_text(MANY_LAUNCHES)
            gpu = torch and triton and found["cuda"]
            cases[case] = ([py, str(work / "many_launches.py"), str(launches)] if gpu else
                           "no CUDA GPU (torch.cuda.is_available() is false or torch absent)")
        else:
            raise SystemExit(f"unknown case {case!r} (empty, import, compile, standin, "
                             "many_launches)")
    return cases


def timed(cmd: list[str], env: dict, ok: tuple[int, ...] = (0,)) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in ok:
        raise SystemExit(f"{' '.join(cmd[:6])} exited {proc.returncode}: "
                         f"{proc.stderr[-2000:]}")
    return elapsed


def in_run(parents: dict, name: str, out: Path, run) -> float:
    """Run a profiled variant; keep bbprof's own share of that same run (its wall time
    less the program's, from ``run.json``; and split: from its start to the program's,
    from the program's exit to its own): no other run's noise in it."""
    record = out / "run.json"
    record.unlink(missing_ok=True)
    start = time.time()
    elapsed = run()
    end = time.time()
    try:
        data = json.loads(record.read_text())
    except (OSError, ValueError):
        return elapsed   # a bbprof that writes no run.json (--compare with an older tree)
    if data.get("wall_s") is not None:
        own = parents.setdefault(name, {"total": [], "before": [], "after": []})
        own["total"].append(elapsed - data["wall_s"])
        if data.get("started") is not None:
            own["before"].append(data["started"] - start)
            own["after"].append(end - data["started"] - data["wall_s"])
    return elapsed


def bbprof_cmd(out: Path, cmd: list[str], *extra: str, tree: str | None = None) -> list[str]:
    # another tree's bbprof: -P, or "python -m" would import the working folder's first
    # (the repository's own, when run from its root)
    python = [sys.executable] if tree is None else [sys.executable, "-P"]
    return [*python, "-m", "bbprof", "profile", "--force", "-o", str(out), *extra, "--",
            *cmd]


def byte_compile(roots: list[Path]) -> str:
    done = []
    for root in roots:
        proc = subprocess.run([sys.executable, "-m", "compileall", "-q", str(root)],
                              capture_output=True, text=True)
        done.append(f"compileall {root}: exit {proc.returncode}")
    return "; ".join(done)


def machine(found: dict) -> dict:
    info = {"platform": platform.platform(), "cpus": os.cpu_count(),
            "python": sys.version.split()[0],
            "dont_write_bytecode": bool(sys.flags.dont_write_bytecode),
            "triton": found["triton"], "torch": found["torch"], "cuda": found["cuda"]}
    try:
        with open("/proc/cpuinfo") as handle:
            info["cpu"] = next((line.split(":", 1)[1].strip() for line in handle
                                if line.startswith("model name")), None)
    except OSError:
        pass
    return info


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default="empty,import,many_launches",
                        help="comma-separated: empty, import, compile, standin, "
                             "many_launches")
    parser.add_argument("--launches", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--markdown", type=Path)
    parser.add_argument("--importtime", type=Path,
                        help="folder: one profiled run per case with PYTHONPROFILEIMPORTTIME "
                             "(parent and child), its stderr saved there")
    parser.add_argument("--no-compileall", action="store_true")
    parser.add_argument("--compare", action="append", default=[], metavar="NAME=TREE",
                        help="also run the profiled variants with another bbprof checkout "
                             "first on PYTHONPATH (e.g. before=/tmp/old), in the same rounds")
    args = parser.parse_args()

    from bbprof.runtime.wrap.interposer import build_interposer
    from bbprof.runtime.wrap.program import child_environment

    load_at_start = [round(x, 2) for x in os.getloadavg()]
    import bbprof

    others = dict(item.split("=", 1) for item in args.compare)
    for name, tree in others.items():    # each tree's runs must import that tree's bbprof
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            filter(None, [tree, os.environ.get("PYTHONPATH")])))
        found = subprocess.run([sys.executable, "-P", "-c",
                                "import bbprof; print(bbprof.__file__)"],
                               env=env, capture_output=True, text=True).stdout.strip()
        if not Path(found).resolve().is_relative_to(Path(tree).resolve()):
            raise SystemExit(f"--compare {name}={tree}: bbprof is imported from {found!r}")
    compiled = "not byte-compiled" if args.no_compileall else byte_compile(
        [Path(bbprof.__file__).parent] + [Path(tree) / "bbprof" for tree in others.values()])
    work = Path(tempfile.mkdtemp(prefix="bbprof-bench-program-"))
    warm = work / "warm-cache"
    base = dict(os.environ, TRITON_CACHE_DIR=str(warm))
    try:
        preload = build_interposer()
    except Exception:   # no compiler: bbprof profile runs Python programs without it
        preload = None
    found = probe()
    cases = programs(work, args.launches, args.cases.split(","), found)
    runnable = {case: cmd for case, cmd in cases.items() if isinstance(cmd, list)}
    for case, cmd in runnable.items():          # fill the warm cache, check it runs
        first = cmd if case != "many_launches" else cmd[:-1] + ["10"]
        timed(first, base)
    seconds: dict[str, dict[str, list[float]]] = {case: {} for case in runnable}
    parents: dict[str, dict[str, list[float]]] = {case: {} for case in runnable}
    serial = 0

    def variants(case: str, cmd: list[str]):
        nonlocal serial
        serial += 1
        out = work / f"out-{serial}"
        cold = dict(os.environ, TRITON_CACHE_DIR=str(work / f"cold-{serial}"))
        nothing = (0, 2) if case != "many_launches" else (0,)   # 2: nothing profiled
        child = child_environment(out, kernels=None, mode=None, preload=preload,
                                  read_every=None, quiet=True, base=base)
        def profiled(name: str, *extra: str, env: dict = base, ok=nothing, tree=None):
            return (name, lambda: in_run(parents[case], name, out, lambda: timed(
                bbprof_cmd(out, cmd, *extra, tree=tree), env, ok)))

        rows = [("plain", lambda: timed(cmd, base))]
        if case in COMPILING:
            rows.append(("plain_cold", lambda: timed(cmd, cold)))
        rows += [profiled("profiled", "-q"), profiled("profiled_summary"),
                 ("child_only", lambda: (out.mkdir(exist_ok=True), timed(cmd, child))[1])]
        if case == "many_launches":
            rows.append(profiled("profiled_no_launch_counts", "-q", "--no-launch-counts",
                                 ok=(0,)))
        for name, tree in others.items():
            env = dict(base, PYTHONPATH=os.pathsep.join(
                filter(None, [tree, base.get("PYTHONPATH")])))
            rows += [profiled(f"profiled@{name}", "-q", env=env, tree=tree),
                     profiled(f"profiled_summary@{name}", env=env, tree=tree)]
        return rows

    info = dict(machine(found), load_average_at_start=load_at_start)
    for r in range(args.rounds):
        for case, cmd in runnable.items():
            rows = variants(case, cmd)
            shift = r % len(rows)
            for name, run in rows[shift:] + rows[:shift]:
                seconds[case].setdefault(name, []).append(run())
            print(f"round {r + 1}: {case} done", file=sys.stderr, flush=True)
        # written after every round: a run cut short by a time limit keeps what it measured
        text = write(args, info, compiled, cases, runnable, seconds, parents,
                     rounds=r + 1)
    print(text)
    if args.importtime:
        args.importtime.mkdir(parents=True, exist_ok=True)
        for case, cmd in runnable.items():
            env = dict(base, PYTHONPROFILEIMPORTTIME="1")
            proc = subprocess.run(bbprof_cmd(work / "out-importtime", cmd), env=env,
                                  capture_output=True, text=True)
            (args.importtime / f"importtime-{case}.txt").write_text(proc.stderr)


def write(args, info, compiled, cases, runnable, seconds, parents, *, rounds: int) -> str:
    summary = {}
    for case, rows in seconds.items():
        med = {name: statistics.median(values) for name, values in rows.items()}
        in_same_run = {name: {part: statistics.median(values) if values else None
                              for part, values in parts.items()}
                       for name, parts in parents[case].items()}
        baseline = "plain_cold" if case in COMPILING else "plain"
        summary[case] = {
            "command": " ".join(runnable[case][1:]),
            "median_s": med,
            "baseline": baseline,
            "ratio": med["profiled"] / med[baseline],
            "ratio_summary": med["profiled_summary"] / med[baseline],
            "ratio_vs_warm": med["profiled"] / med["plain"],
            "extra_s": med["profiled"] - med[baseline],
            "parent_s": med["profiled"] - med["child_only"],
            # bbprof's own time in each profiled run: its wall time less the program's
            # (total), before the program started and after it exited; medians
            "parent_in_run_s": in_same_run}
        for name in med:
            if name.startswith("profiled") and "@" in name:
                summary[case][f"ratio_{name}"] = med[name] / med[baseline]
        if "profiled_no_launch_counts" in med:
            summary[case]["ratio_no_launch_counts"] = (med["profiled_no_launch_counts"]
                                                       / med[baseline])
    result = {"launches": args.launches, "rounds": rounds, "machine": dict(
                  info, load_average_at_end=[round(x, 2) for x in os.getloadavg()]),
              "bytecode": compiled,
              "skipped": {c: why for c, why in cases.items() if isinstance(why, str)},
              "summary": summary, "seconds": seconds, "parent_in_run_s": parents,
              "commit": os.environ.get("BBPROF_COMMIT") or subprocess.run(
                  ["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                  text=True).stdout.strip(),
              "command": " ".join([Path(sys.argv[0]).name, *sys.argv[1:]])}
    text = markdown(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    if args.markdown:
        args.markdown.write_text(text)
    return text


def markdown(result: dict) -> str:
    lines = [f"`{result['command']}` at commit {result['commit']}, {result['rounds']} "
             f"interleaved rounds, medians in seconds",
             "", f"machine: {json.dumps(result['machine'])}", f"bytecode: {result['bytecode']}",
             "", "| case | plain | plain, cold Triton cache | profiled (-q) | profiled, summary"
             " | child only | parent's share | ratio | ratio with summary |",
             "|---|---|---|---|---|---|---|---|---|"]
    for case, row in result["summary"].items():
        med = row["median_s"]
        lines.append(
            f"| {case} | {med['plain']:.3f} | {_s(med.get('plain_cold'))} | "
            f"{med['profiled']:.3f} "
            f"| {med['profiled_summary']:.3f} | {med['child_only']:.3f} | "
            f"{row['parent_s']:.3f} | {row['ratio']:.2f}x vs {row['baseline']} | "
            f"{row['ratio_summary']:.2f}x |")
    lines += ["", "parent's share: profiled (-q) less child only, medians of separate runs.",
              "", "bbprof's own share of each profiled run (its wall time less the program's, "
              "from run.json; before the program started and after it exited), medians:", "",
              "| case | variant | bbprof in the run | before the program | after the program |",
              "|---|---|---|---|---|"]
    for case, row in result["summary"].items():
        for name, own in row["parent_in_run_s"].items():
            lines.append(f"| {case} | {name} | {_s(own['total'])} | {_s(own['before'])} | "
                         f"{_s(own['after'])} |")
    for case, row in result["summary"].items():
        if "ratio_no_launch_counts" in row:
            lines.append(f"\n{case}: --no-launch-counts "
                         f"{row['median_s']['profiled_no_launch_counts']:.3f} s, "
                         f"{row['ratio_no_launch_counts']:.2f}x")
    for case, row in result["summary"].items():
        for key, ratio in row.items():
            if key.startswith("ratio_profiled") and "@" in key:
                name = key[len("ratio_"):]
                lines.append(f"\n{case}: {name} {row['median_s'][name]:.3f} s, {ratio:.2f}x")
    for case, why in result["skipped"].items():
        lines.append(f"\n{case}: skipped ({why})")
    return "\n".join(lines) + "\n"


def _s(value) -> str:
    return "" if value is None else f"{value:.3f}"


if __name__ == "__main__":
    main()
