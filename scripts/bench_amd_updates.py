"""Counter updates per wave-entry on AMD, default mode against every-block (issue 16, item 5).

    python scripts/bench_amd_updates.py [--out bench/amd_updates] [--baseline OLD.json]
        [--kernels a,b] [--archs gfx942,gfx90a,gfx1100] [--nvidia sm_90a] [--cache DIR]
        [--no-compile]

Kernels: every AMD module of the shared corpus (../shared/corpus/triton/gfx*/*.ll, Triton's
llir of ../shared/corpus/kernels.py) and the 20 kernels of scripts/bench_kernels compiled
by the triton wheel for gfx942, gfx90a and gfx1100 (``triton.compile`` with a HIP
``GPUTarget`` needs no GPU; the llir is cached in ``--cache``, default a directory under
the system's temporary one; each compile runs in a child process stopped after 300 s). A
kernel the wheel cannot compile for a target (or not in that time) is listed
with the compiler's message.

For each module and mode (``default``: thread,wave/spanning-tree; ``every-block``: the
same with a counter at every block, loops still in registers; ``every-block,
loops-in-memory``: one update per block entry) the table gives the counter updates per
wave that runs the kernel once under the static model of scripts/bench_counting_modes.py
(``updates_per_entry``: a site in a loop of depth d runs 16^d times per entry; a loop
counted in registers updates once per exit per loop entry; an edge site at most once per
run of its source block), the counter sites, and for each function whose default
placement is not the spanning tree, the placement and its reason from the block map
(``warp_uniform.reason``). ``folded`` is the counter sites compile-time constants removed
from the default mode (``bbprof/ir/constants.py``: sites with folding off minus sites
with it on). ``--baseline`` adds the default mode's updates of an earlier run beside
today's (to show what a change of placement did). ``--nvidia`` also compiles the bench
kernels for NVIDIA (``sm_90a``: ``GPUTarget("cuda", 90, 32)``, instrumented for that arch)
for a second table: what folding ``__nvvm_reflect`` removes from Triton's libdevice
bodies there. A row whose default does not halve every-block's updates says what the
thread-only spanning tree (the plain tree of the same CFG, no wave counts) needs: where
that is above half too, no tree placement halves it under this model.

``--registers`` adds a table of what the corpus modules cost in registers (llvmlite's
code generator for the module's arch, bbprof.isa's reading of the machine code): VGPRs,
SGPRs, SGPRs spilled (to lanes of vector registers), waves per SIMD, plain and in the
default and every-block modes — the price of the default's detour flags.

Nothing here runs a kernel: these are static counts of what the instrumented code would
issue, not measurements.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bbprof.instrument import instrument  # noqa: E402
from bbprof.instrument.modes import Mode  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bench_counting_modes import FREQUENCY_BASE, updates_per_entry  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "triton"
ARCHS = ("gfx942", "gfx90a", "gfx1100")
WAVES = {"gfx942": 64, "gfx90a": 64, "gfx908": 64, "gfx1100": 32}


def gpu_target(arch: str):
    from triton.backends.compiler import GPUTarget

    if arch.startswith("sm_"):
        return GPUTarget("cuda", int(arch[3:5]), 32)
    return GPUTarget("hip", arch, WAVES[arch])
MODES = {"default": Mode(), "every-block": Mode(placement="every-block"),
         "every-block,loops-in-memory": Mode(placement="every-block",
                                             loops_in_registers=False),
         "thread/spanning-tree": Mode(counters=("thread_hits",))}
HALF = 0.5     # issue 16's AMD target: default / every-block updates at most this


def corpus_modules() -> list[tuple[str, str, Path]]:
    """(source, arch, path) of every AMD corpus module."""
    return [("corpus", p.parent.name, p) for p in sorted(CORPUS.glob("gfx*/*.ll"))]


def bench_modules(archs, names, cache: Path, compile_missing: bool) -> tuple[list, list]:
    """(source, arch, path) of the bench kernels' llir per arch, compiling what the cache
    lacks; and (arch, kernel, error) of those the wheel could not compile."""
    from bench_kernels import all_specs

    specs = [s for s in all_specs() if not names or s.name in names]
    modules, failed = [], []
    for arch in archs:
        for spec in specs:
            path = cache / arch / f"{spec.name}.ll"
            error = cache / arch / f"{spec.name}.error"
            if not path.exists() and not error.exists() and compile_missing:
                _compile_in_child(spec.name, arch, path, error)
            if path.exists():
                modules.append(("bench", arch, path))
            elif error.exists():
                failed.append((arch, spec.name, error.read_text().strip()))
    return modules, failed


COMPILE_TIMEOUT = 300


def _compile_in_child(name: str, arch: str, path: Path, error: Path) -> None:
    """Compile in a child process, so that a compile that does not end (the wheel's
    fp8 GEMM for gfx1100 ran for 30 minutes) is stopped after ``COMPILE_TIMEOUT`` s."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        subprocess.run([sys.executable, __file__, "--compile-one", name, arch, str(path)],
                       timeout=COMPILE_TIMEOUT, check=False, capture_output=True)
    except subprocess.TimeoutExpired:
        error.write_text(f"TimeoutError: triton.compile ran longer than {COMPILE_TIMEOUT} s "
                         "(stopped)\n")
    if not path.exists() and not error.exists():
        error.write_text("the compiling process ended without llir or an error\n")


def _compile_one(name: str, arch: str, path: Path) -> None:
    from bench_kernels import all_specs

    spec = next(s for s in all_specs() if s.name == name)
    _compile(spec, arch, path, path.with_suffix(".error"))


def _compile(spec, arch: str, path: Path, error: Path) -> None:
    import triton
    from triton.compiler import ASTSource

    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        src = ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs)
        kernel = triton.compile(src, target=gpu_target(arch),
                                options={"num_warps": spec.num_warps})
        path.write_text(kernel.asm["llir"])
    except Exception as exc:   # the wheel's own failure, recorded as the row's result
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        error.write_text(f"{type(exc).__name__}: {first[:300]}\n")


def fallbacks(block_map) -> str:
    """'fn: placement (reason)' for each function not on the spanning tree alone (hybrid
    placement: its divergent blocks and merges)."""
    notes = []
    for fn in block_map.functions:
        if getattr(fn, "hybrid", False):   # the tree over uniform regions (placement.py)
            notes.append(f"{fn.name}: hybrid ({len(fn.divergent)} divergent block(s), "
                         f"{len(fn.merges)} merge(s))")
        elif fn.placement != "spanning-tree":
            why = fn.warp_uniform.reason if fn.warp_uniform is not None else None
            notes.append(f"{fn.name}: {fn.placement}" + (f" ({why})" if why else ""))
    return "; ".join(notes)


def measure(source: str, arch: str, path: Path) -> dict:
    module = load_module(path)
    # Triton's NVIDIA llir names no processor, nor Triton 3.6's AMD llir (3.9's triple does)
    arch_of = arch
    row = {"source": source, "arch": arch, "kernel": path.stem,
           "ir_blocks": sum(len(f.blocks) for f in module.functions)}
    for name, mode in MODES.items():
        result = instrument(module, mode=mode, arch=arch_of)
        row[name] = {"updates": updates_per_entry(module, result.block_map),
                     "sites": result.block_map.counters.sites}
        if name == "default":
            row["fallback"] = fallbacks(result.block_map)
            row["dead_blocks"] = sum(b.statically_dead for f in result.block_map.functions
                                     for b in f.blocks)
            row["detour_flags"] = sum(len(loop.detours) for f in result.block_map.functions
                                      for loop in f.uniform_loops)
            row["memory_detours"] = _memory_detours(result.block_map)
            unfolded = instrument(module, mode=mode, arch=arch_of, fold=False)
            row["folded_sites"] = unfolded.block_map.counters.sites - row[name]["sites"]
            row["unfolded_updates"] = updates_per_entry(module, unfolded.block_map)
    return row


def registers(source: str, arch: str, path: Path) -> dict:
    """Registers and occupancy of the module plain and in the default and every-block
    modes (compiled for ``arch``)."""
    from bbprof.ir.codegen import compile_text
    from bbprof.isa.analysis import analyze_assembly

    module = load_module(path)
    row = {"source": source, "arch": arch, "kernel": path.stem}
    for name, text in (("plain", module.text),
                       ("default", instrument(module, mode=MODES["default"],
                                              arch=arch).text),
                       ("every-block", instrument(module, mode=MODES["every-block"],
                                                  arch=arch).text)):
        res = analyze_assembly(compile_text(text, module.target, arch),
                               "amdgcn").resources().iloc[0].to_dict()
        row[name] = {k: int(res[k]) for k in ("vgprs", "sgprs", "sgpr_spills",
                                               "vgpr_spills", "occupancy_waves_per_simd")}
    return row


def _ratio(a: int, b: int) -> str:
    return f"{a / b:.2f}" if b else "-"


def _memory_detours(block_map) -> int:
    """Blocks of loops whose chain is in registers that still update memory each time
    they run (detours without a flag: over the budget, or not flaggable)."""
    out = 0
    for fn in block_map.functions:
        for loop in fn.uniform_loops:
            header = loop.header
            body = next((l.body for l in fn.loops if l.header == header), ())
            in_registers = {b for a in loop.accumulators for b in a.blocks}
            in_registers |= {b for d in loop.detours for b in d.blocks}
            out += sum(1 for b in body if b not in in_registers and fn.blocks[b].counters)
    return out


def above_half(row) -> str:
    """For a row whose default does not halve every-block's updates: the thread-only
    spanning tree's updates (the plain tree of the same CFG, which counts no waves and
    needs no uniformity), against every-block's — where that is above half too, no
    placement on a tree of this CFG halves it under this model."""
    d, e = row["default"]["updates"], row["every-block"]["updates"]
    if not e or d <= HALF * e:
        return ""
    t = row["thread/spanning-tree"]["updates"]
    flags = (f"{row['detour_flags']} detour flag(s), {row['memory_detours']} loop "
             "block(s) off the chains left in memory" if row["detour_flags"]
             or row["memory_detours"] else "no loop detour to flag")
    return (f"; above {HALF}: {flags}; the thread-only spanning tree needs {t:,} updates "
            f"({_ratio(t, e)} of every block's)")


def table(rows, baseline: dict) -> list[str]:
    has_base = bool(baseline)
    head = ("| source | arch | kernel | blocks | default updates/entry "
            + ("| default before | " if has_base else "| ")
            + "every-block | every-block, loops in memory | default / every-block | "
              "sites default / every-block | folded sites | default placement falls back |")
    cols = head.count("|") - 1
    lines = [head, "|" + "---|" * cols]
    for r in rows:
        d, e, m = r["default"], r["every-block"], r["every-block,loops-in-memory"]
        before = baseline.get((r["arch"], r["kernel"], r["source"]))
        lines.append(
            f"| {r['source']} | {r['arch']} | {r['kernel']} | {r['ir_blocks']} | "
            f"{d['updates']:,} | "
            + (f"{before:,} | " if has_base and before is not None else
               "- | " if has_base else "")
            + f"{e['updates']:,} | {m['updates']:,} | {_ratio(d['updates'], e['updates'])} | "
              f"{d['sites']} / {e['sites']} | {r['folded_sites']} | "
              f"{r['fallback'] or '(spanning tree everywhere)'}{above_half(r)} |")
    return lines


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--compile-one"]:
        _compile_one(argv[1], argv[2], Path(argv[3]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "amd_updates")
    parser.add_argument("--baseline", type=Path, help="an earlier run's .json")
    parser.add_argument("--kernels", default="", help="bench kernels, comma-separated")
    parser.add_argument("--archs", default=",".join(ARCHS))
    parser.add_argument("--nvidia", default="sm_90a",
                        help="NVIDIA archs for the folding table ('' for none)")
    parser.add_argument("--cache", type=Path,
                        default=Path(tempfile.gettempdir()) / "bbprof_amd_llir")
    parser.add_argument("--no-compile", action="store_true",
                        help="use only the llir already in --cache")
    parser.add_argument("--registers", action="store_true",
                        help="also compile the corpus modules: registers and occupancy")
    args = parser.parse_args(argv)
    start = time.time()
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()   # measured code
    names = {k for k in args.kernels.split(",") if k}
    modules = corpus_modules() if not names else []
    archs = [a for a in args.archs.split(",") if a]
    nvidia = [a for a in args.nvidia.split(",") if a]
    bench, failed = bench_modules(archs + nvidia, names, args.cache, not args.no_compile)
    rows = [measure(*m) for m in modules + bench]
    nv_rows = [r for r in rows if r["arch"] in nvidia]
    rows = [r for r in rows if r["arch"] not in nvidia]
    baseline = {}
    if args.baseline:
        old = json.loads(args.baseline.read_text())
        baseline = {(r["arch"], r["kernel"], r["source"]): r["default"]["updates"]
                    for r in old["rows"]}
    record = {"command": "python scripts/bench_amd_updates.py " + " ".join(argv),
              "commit": commit, "machine": f"{platform.machine()}, {platform.platform()}",
              "date": time.strftime("%Y-%m-%d %H:%M %Z"),
              "frequency_model": f"{FREQUENCY_BASE}^loop depth executions per kernel entry",
              "baseline": str(args.baseline) if args.baseline else None,
              "rows": rows, "nvidia_rows": nv_rows,
              "not_compiled": [list(f) for f in failed],
              "registers": ([registers(*m) for m in modules] if args.registers else []),
              "seconds": round(time.time() - start, 1)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    fell = [r for r in rows if r["source"] == "corpus" and r["arch"] == "gfx942"
            and r["every-block"]["updates"]]
    lines = ["# Counter updates per wave-entry on AMD: default against every-block", "",
             f"Command: `{record['command']}`  ", f"Commit: {commit}  ",
             f"Machine: {record['machine']}, {record['date']}.", "",
             "Static counts, not measurements (scripts/bench_amd_updates.py says how): "
             f"updates per wave that runs the kernel once, under '{record['frequency_model']}'"
             "; an edge site counts once per run of its source block (an upper bound). "
             "'every-block' keeps loops in registers as the default does; 'loops in "
             "memory' is one update per block entry. 'folded sites': counter sites "
             "compile-time constants removed from the default mode.", ""]
    if args.baseline:
        lines += [f"'default before': the default mode's updates in {args.baseline.name} "
                  f"(commit {old.get('commit')}).", ""]
    lines += table(rows, baseline)
    lines += ["", "gfx942 corpus kernels, default / every-block updates: " + ", ".join(
        f"{r['kernel']} {_ratio(r['default']['updates'], r['every-block']['updates'])}"
        for r in fell) + "; above " + str(HALF) + ": " + (", ".join(
            f"{r['kernel']} (the thread-only spanning tree alone needs "
            f"{r['thread/spanning-tree']['updates']:,} of every block's "
            f"{r['every-block']['updates']:,})" for r in fell if above_half(r)) or "none")]
    lines += [f"", "Counter sites compile-time constants removed, per source and arch "
              "(default mode): " + ", ".join(
                  f"{src} {arch} {sum(r['folded_sites'] for r in rows if r['source'] == src and r['arch'] == arch)}"
                  for src, arch in dict.fromkeys((r["source"], r["arch"]) for r in rows))]
    if nv_rows:
        lines += ["", "## Compile-time constants on NVIDIA", "",
                  "The bench kernels' llir for " + ", ".join(nvidia) + " (Triton keeps "
                  "each inlined libdevice body's `__nvvm_reflect` branches): default mode "
                  "with folding off and on.", "",
                  "| kernel | blocks | statically dead | sites unfolded -> folded | "
                  "updates/entry unfolded -> folded | placement falls back |",
                  "|---|---|---|---|---|---|"]
        for r in nv_rows:
            d = r["default"]
            lines.append(f"| {r['kernel']} | {r['ir_blocks']} | {r['dead_blocks']} | "
                         f"{d['sites'] + r['folded_sites']} -> {d['sites']} | "
                         f"{r['unfolded_updates']:,} -> {d['updates']:,} | "
                         f"{r['fallback'] or '(spanning tree everywhere)'} |")
        lines += ["", f"Sites removed in all: {sum(r['folded_sites'] for r in nv_rows)} "
                  f"of {sum(r['default']['sites'] + r['folded_sites'] for r in nv_rows)}."]
    if record["registers"]:
        lines += ["", "## Registers of the corpus modules", "",
                  "llvmlite's code for each module's arch, read by bbprof.isa: VGPRs / "
                  "SGPRs / SGPRs spilled to vector lanes / waves per SIMD.", "",
                  "| arch | kernel | plain | default | every-block |", "|---|---|---|---|---|"]
        for r in record["registers"]:
            cells = [f"{c['vgprs']} / {c['sgprs']} / {c['sgpr_spills']} / "
                     f"{c['occupancy_waves_per_simd']}"
                     + (f" ({c['vgpr_spills']} VGPRs spilled)" if c["vgpr_spills"] else "")
                     for c in (r["plain"], r["default"], r["every-block"])]
            lines.append(f"| {r['arch']} | {r['kernel']} | " + " | ".join(cells) + " |")
    if failed:
        lines += ["", "Not compiled by the triton wheel:", ""]
        lines += [f"- {arch} {name}: {error}" for arch, name, error in failed]
    args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
