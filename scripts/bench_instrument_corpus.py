"""`bbprof instrument` (default: with its occupancy check) on every corpus module, against
llvmlite's parse + verify + print of the same module, each a fresh process (issue 39,
item 4: the default within 3x of that floor).

    python scripts/bench_instrument_corpus.py [--repeat 3] [--modules a,b]
        [--out bench/instrument_corpus]

Modules: ../shared/corpus (when beside the checkout) and tests/data/corpus, ``.ll`` and
``.llir``, byte-identical files once; each gets ``--arch`` from its folder (``gfx1100/``,
``sm_90/``; ``h200`` and ``triton-h200`` are sm_90), so the occupancy check runs on
Triton's NVIDIA IR too (which names no GPU). Per module, ``--repeat`` rounds, each timing
in turn (the order rotating between rounds):

* ``floor``: ``python -c`` that imports llvmlite, parses, verifies and prints the module
  (IR of a newer LLVM after the exact rewrites bbprof makes before it parses:
  ``skew.rewrite_newer_syntax``);
* ``cold``: ``bbprof instrument --arch A`` with an empty machine-code cache
  (``BBPROF_CACHE`` a new folder): LLVM compiles the plain and the instrumented module
  (AMDGPU; NVPTX: and ptxas assembles both);
* ``warm``: the same with the cache the cold run filled (a second ``instrument`` of the
  same module, as when trying modes or re-running a script);
* ``off``: ``--occupancy off``, no machine check.

Wall seconds, medians of the rounds; ratios are medians over the floor's median. The
same four are also timed inside one process after a warm-up (``in_process``): the floor
is then parse + verify + print alone, and the command's work is ``load_module``,
``pipeline.build`` and ``emit_for_llvm`` as the CLI calls them, without Python's start-up
and imports. The machine's load average before and after is recorded.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
FOLDERS = (SHARED / "corpus", ROOT / "tests" / "data" / "corpus")
ALIASES = {"h200": "sm_90", "triton-h200": "sm_90"}
FLOOR = ("import sys, llvmlite.binding as llvm\n"
         "m = llvm.parse_assembly(open(sys.argv[1]).read()); m.verify(); str(m)\n")


def modules(chosen: set[str]) -> list[tuple[Path, str]]:
    found, seen = [], set()
    for folder in FOLDERS:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if path.suffix not in (".ll", ".llir") or not path.is_file():
                continue
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            arch = arch_of(path)
            if digest in seen or arch is None:
                continue
            seen.add(digest)
            if chosen and label(path) not in chosen:
                continue
            found.append((path, arch))
    return found


def arch_of(path: Path) -> str | None:
    for part in reversed(path.parts[:-1]):
        if part.startswith(("gfx", "sm_")):
            return part
        if part in ALIASES:
            return ALIASES[part]
    return None


def label(path: Path) -> str:
    return str(path.relative_to(ROOT.parent))


def timed(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True)
    seconds = time.perf_counter() - start
    if proc.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: exit {proc.returncode}: {proc.stderr[-300:]}")
    return seconds


def in_process(path: Path, floor_input: Path, arch: str, repeat: int, work: Path) -> dict:
    """The same four in this process, interleaved: ``floor`` (parse + verify + print),
    and what the command runs after its imports (``load_module``, ``pipeline.build``,
    ``emit_for_llvm``), cold (a new cache folder each time), warm and off."""
    import llvmlite.binding as llvm

    from bbprof.ir import load_module
    from bbprof.ir.emit import emit_for_llvm
    from bbprof.pipeline import Request, build

    text = path.read_text()
    floor_text = floor_input.read_text()
    warm_cache = tempfile.mkdtemp(dir=work, prefix="warm-in-")

    def floor():
        m = llvm.parse_assembly(floor_text)
        m.verify()
        str(m)

    def command(occupancy: str, cache: str | None):
        os.environ["BBPROF_CACHE"] = cache or tempfile.mkdtemp(dir=work)
        module = load_module(path, text=text).with_arch(arch)
        built = build(module, Request(arch=arch, occupancy=occupancy))
        emit_for_llvm(built.result.text, "auto", path, original=module.source)

    cases = {"floor": floor, "cold": lambda: command("keep", None),
             "warm": lambda: command("keep", warm_cache), "off": lambda: command("off", None)}
    saved = os.environ.get("BBPROF_CACHE")
    try:
        for case in cases.values():   # warm-up: imports, LLVM's child, the warm cache
            case()
        names = list(cases)
        times: dict[str, list[float]] = {n: [] for n in names}
        for i in range(repeat):
            for name in names[i % len(names):] + names[:i % len(names)]:
                start = time.perf_counter()
                cases[name]()
                times[name].append(time.perf_counter() - start)
    finally:
        if saved is None:
            os.environ.pop("BBPROF_CACHE", None)
        else:
            os.environ["BBPROF_CACHE"] = saved
    return {n: statistics.median(t) for n, t in times.items()}


def llvm22_text(path: Path, work: Path) -> Path:
    """The module as llvmlite's LLVM 22 reads it: IR of a newer LLVM (Triton 3.9's) after
    the exact rewrites bbprof makes first (``skew.rewrite_newer_syntax``), so the floor
    parses what bbprof parses."""
    sys.path.insert(0, str(ROOT))
    from bbprof.ir.skew import rewrite_newer_syntax

    text = path.read_text()
    rewritten, notes = rewrite_newer_syntax(text, path=str(path))
    if not notes:
        return path
    out = work / f"llvm22-{path.parent.name}-{path.name}"
    out.write_text(rewritten)
    return out


def measure(path: Path, arch: str, repeat: int, work: Path) -> dict:
    out = work / "out.ll"
    floor_input = llvm22_text(path, work)
    bbprof = [sys.executable, "-m", "bbprof", "instrument", str(path), "--arch", arch,
              "-q", "-o", str(out)]
    base = {**os.environ, "PYTHONPATH": str(ROOT)}
    warm_cache = Path(tempfile.mkdtemp(dir=work, prefix="warm-"))
    timed(bbprof, {**base, "BBPROF_CACHE": str(warm_cache)})   # fills the warm cache

    def cold():
        return timed(bbprof, {**base, "BBPROF_CACHE": tempfile.mkdtemp(dir=work)})

    cases = {
        "floor": lambda: timed([sys.executable, "-c", FLOOR, str(floor_input)], base),
        "cold": cold,
        "warm": lambda: timed(bbprof, {**base, "BBPROF_CACHE": str(warm_cache)}),
        "off": lambda: timed(bbprof + ["--occupancy", "off"], base),
    }
    names = list(cases)
    times: dict[str, list[float]] = {n: [] for n in names}
    for i in range(repeat):
        for name in names[i % len(names):] + names[:i % len(names)]:
            times[name].append(cases[name]())
    medians = {n: statistics.median(t) for n, t in times.items()}
    row = {"module": label(path), "arch": arch, "bytes": path.stat().st_size,
           "seconds": {n: round(v, 3) for n, v in medians.items()},
           "runs": {n: [round(v, 3) for v in t] for n, t in times.items()}}
    row["ratio"] = {n: round(medians[n] / medians["floor"], 2)
                    for n in ("cold", "warm", "off")}
    inside = in_process(path, floor_input, arch, repeat, work)
    row["in_process_seconds"] = {n: round(v, 4) for n, v in inside.items()}
    row["in_process_ratio"] = {n: round(inside[n] / inside["floor"], 2)
                               for n in ("cold", "warm", "off")}
    return row


def markdown(record: dict) -> str:
    lines = ["# `bbprof instrument` against parse + verify + print, every corpus module",
             "",
             f"Command: `{record['command']}` at {record['commit']}, {record['machine']}, "
             f"{record['date']}, load average {record['load_average']}. Wall seconds, "
             f"medians of {record['repeat']} rounds (scripts/bench_instrument_corpus.py "
             "says what each column runs). *cold*: an empty machine-code cache (LLVM "
             "compiles the plain and the instrumented module, ptxas assembles both for "
             "NVPTX); *warm*: the cache a first run filled; *off*: `--occupancy off`.", ""]
    for key, title in (("", "Fresh processes (what a user waits for)"),
                       ("in_process_", "In one process, after the imports (the library's "
                                       "work against llvmlite's own)")):
        lines += [f"## {title}", "",
                  "| module | arch | floor s | cold s | warm s | off s | cold x | warm x "
                  "| off x |", "|---|---|---|---|---|---|---|---|---|"]
        for r in record["rows"]:
            s, x = r[key + "seconds"], r[key + "ratio"]
            lines.append(f"| {r['module']} | {r['arch']} | {s['floor']:.3f} | "
                         f"{s['cold']:.3f} | {s['warm']:.3f} | {s['off']:.3f} | "
                         f"{x['cold']:.2f} | {x['warm']:.2f} | {x['off']:.2f} |")
        summary = record["summary"][key or "process"]
        lines += ["", "| | cold | warm | off |", "|---|---|---|---|"]
        for what in ("max", "geomean", "within_3x"):
            lines.append(f"| {what.replace('_', ' ')} | " + " | ".join(
                str(summary[what][k]) for k in ("cold", "warm", "off")) + " |")
        lines.append("")
    return "\n".join(lines)


def summarize(rows: list[dict], key: str) -> dict:
    import math

    summary: dict = {"max": {}, "geomean": {}, "within_3x": {}}
    for k in ("cold", "warm", "off"):
        values = [r[key][k] for r in rows]
        summary["max"][k] = max(values)
        summary["geomean"][k] = round(math.exp(sum(map(math.log, values)) / len(values)), 2)
        summary["within_3x"][k] = f"{sum(v <= 3.0 for v in values)} of {len(values)}"
    return summary


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--modules", default="")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "instrument_corpus")
    opts = parser.parse_args(argv)
    chosen = {m for m in opts.modules.split(",") if m}
    load = os.getloadavg()[0]
    rows = []
    with tempfile.TemporaryDirectory(prefix="bbprof-bench-") as work:
        for path, arch in modules(chosen):
            row = measure(path, arch, opts.repeat, Path(work))
            rows.append(row)
            x, y = row["ratio"], row["in_process_ratio"]
            print(f"{row['module']:50} {arch:8} floor {row['seconds']['floor']:.2f} s "
                  f"cold {x['cold']:.2f}x warm {x['warm']:.2f}x off {x['off']:.2f}x | "
                  f"in process: cold {y['cold']:.2f}x warm {y['warm']:.2f}x "
                  f"off {y['off']:.2f}x", flush=True)

    summary = {"process": summarize(rows, "ratio"),
               "in_process_": summarize(rows, "in_process_ratio")}
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "bbprof"],
                           capture_output=True, text=True).stdout.strip()
    record = {"command": "python scripts/bench_instrument_corpus.py "
                         + " ".join(argv if argv is not None else sys.argv[1:]),
              "commit": commit + (" + uncommitted bbprof/ edits" if dirty else ""),
              "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python "
                         f"{platform.python_version()}",
              "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "load_average": f"{load:.1f} -> {os.getloadavg()[0]:.1f}",
              "repeat": opts.repeat, "rows": rows, "summary": summary}
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    opts.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    opts.out.with_suffix(".md").write_text(markdown(record))
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
