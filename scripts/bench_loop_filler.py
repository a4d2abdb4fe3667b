"""How a kernel's time answers to instructions added to its loops, with no counting at all.

    python scripts/bench_loop_filler.py [--kernels libdevice_mix,gelu_erf_loop]
        [--fillers 0,8,24,56,112] [--rounds 5] [--json OUT]      # on a GPU: time them
    python scripts/bench_loop_filler.py --sass DIR [...]         # no GPU: SASS only

Issue 16's last kernels (libdevice_mix on the H200, 1.11x) do not follow the count of
instructions bbprof adds to their loops in any simple way (docs/counting-modes.md, "Where
the rest goes"). This measures the slope directly: each kernel of ``scripts/bench_kernels``
is compiled plain and, for each ``k`` of ``--fillers``, with ``k`` dependent integer
instructions (``mad.lo.u32`` on a value of the iteration: ptxas can neither fold nor hoist
them) at the top of every loop header of its LLVM IR, ending in a ``st.global`` under a
predicate that is in practice never true (the chain's value would have to be one magic
number; were it, the kernel would fault, the store's address being the value itself, and
the outputs are checked). ``k = 0`` is that guard alone. No bbprof counter is in
any variant. The times are medians of interleaved ``do_bench`` rounds, as
``bench_broad.py``'s; with ``--sass DIR`` nothing runs and each variant's PTX and SASS
listing are written to DIR with the loop path's SASS count (``sass_loop_path.py``).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

MAGIC = 0x5A5A5A5B


def add_filler(text: str, k: int) -> str:
    """``text`` (Triton's LLVM IR of one kernel) with ``k`` filler instructions and the
    guarded store at the top of every loop header that has an ``i32`` phi."""
    from bbprof.ir import load_module
    from bbprof.ir.cfg import analyze
    from bbprof.ir.rewrite import ModuleEdit
    from bbprof.ir.skew import for_llvm

    module = load_module("<triton llir>", "nvptx", text=text)
    edit = ModuleEdit(module.lines)
    done = 0
    for fn in module.functions:
        if not fn.is_kernel:
            continue
        fedit = edit.function(fn)
        for loop in analyze(fn).loops:
            header = fn.blocks[loop.header]
            phi = next((i.text.split("=")[0].strip() for i in header.instructions
                        if i.opcode == "phi" and " phi i32 " in i.text), None)
            if phi is None:
                continue
            # the guard stores at the value's own address: were it ever true, the kernel
            # would fault rather than write somewhere quietly
            body = ["{", ".reg .pred %fp;", ".reg .b32 %fx;", ".reg .b64 %fa;",
                    "mov.b32 %fx, $0;"]
            body += [f"mad.lo.u32 %fx, %fx, %fx, {2 * j + 1};" for j in range(k)]
            body += [f"setp.eq.u32 %fp, %fx, {MAGIC};", "cvt.u64.u32 %fa, %fx;",
                     "@%fp st.global.u32 [%fa], %fx;", "}"]
            asm = "\\0A\\09".join(body)
            fedit.at_top(header, [f'  call void asm sideeffect "{asm}", "r"(i32 {phi}) '
                                  "nounwind"])
            done += 1
    if not done:
        raise SystemExit("no loop header with an i32 phi in a kernel: nothing to fill")
    return for_llvm(edit.text(), original=text)[0]


def filler_session(k: int):
    """A ``bbprof.triton`` session whose llir stage adds ``k`` filler instructions per loop
    header and no counter (as ``bench_timeline.py``'s session adds stamps): the session's
    own hook, knobs, private cache and their restoring, with ``add_filler`` as the edit."""
    import hashlib

    from bbprof.runtime.triton import TritonSession

    class FillerSession(TritonSession):
        def __init__(self):
            super().__init__(count_launches=False)
            self._pipeline_hash = hashlib.sha256(
                f"bbprof-filler-{id(self)}-{k}".encode()).hexdigest()

        def _instrument(self, text, metadata, num_warps, backend="cuda", arch=None,
                        build=None):
            return add_filler(text, k)

    return FillerSession()


def compile_variant(spec, k: int | None, target, src=None):
    """``spec``'s kernel compiled by Triton for ``target``, with ``k`` filler instructions
    per loop header (None: plain). ``src``: the ``ASTSource`` to compile (on a GPU, the one
    the JIT made at the launch, with its argument attributes: divisibility by 16 and the
    like); by default one from ``spec``'s signature with no attributes."""
    import triton

    from bench_kernels import ast_source

    if src is None:
        src = ast_source(spec)
    options = {"num_warps": spec.num_warps}
    if k is None:
        return triton.compile(src, target=target, options=options)
    with filler_session(k):
        return triton.compile(src, target=target, options=options)


def sass_only(specs, fillers, keep: Path) -> list[dict]:
    from triton.backends.compiler import GPUTarget

    from bench_sass_broad import figures
    from sass_loop_path import loops

    rows = []
    for spec in specs:
        for k in [None, *fillers]:
            compiled = compile_variant(spec, k, GPUTarget("cuda", 90, 32))
            stem = f"{spec.name}.{'plain' if k is None else f'fill{k}'}"
            ptx = compiled.asm["ptx"]
            row = {"kernel": spec.name, "filler": k, **figures(ptx, keep, stem),
                   "loops": loops(ptx)[1]}
            print(json.dumps(row), flush=True)
            rows.append(row)
    return rows


def timed(specs, fillers, rounds: int, rep_ms: int) -> list[dict]:
    import torch
    from triton.runtime import driver

    from bench_overhead import time_interleaved

    n_sm = torch.cuda.get_device_properties(0).multi_processor_count
    rows = []
    for spec in specs:
        setup = spec.build(torch, n_sm)
        launch = dict(setup.args, **spec.constexprs)
        params = [launch[name] for name in spec.signature]
        grid = setup.grid
        runs, ok = {}, {}
        target = driver.active.get_current_target()
        # the JIT's own compile gives the source with the launch's argument attributes, so
        # that every variant is the kernel bench_broad.py times, filler aside
        jit = spec.fn[grid](**launch, num_warps=spec.num_warps)
        torch.cuda.synchronize()
        for k in [None, *fillers]:
            for name in setup.outs:
                setup.args[name].zero_()
            ck = compile_variant(spec, k, target, src=jit.src)
            if k is None:
                assert ck.asm["ptx"] == jit.asm["ptx"], "plain differs from the JIT's compile"
            ck[grid](*params)
            torch.cuda.synchronize()
            key = "plain" if k is None else f"fill{k}"
            ok[key] = setup.check({n: setup.args[n] for n in setup.outs})[0]
            runs[key] = ck[grid]
        times = time_interleaved(runs, params, rounds, rep_ms)
        plain = statistics.median(times["plain"])
        row = {"kernel": spec.name, "plain_ms": plain, "outputs_correct": ok,
               "ratio": {key: statistics.median(v) / plain for key, v in times.items()},
               "rounds_ms": times}
        print(spec.name, " ".join(f"{key}={r:.3f}" for key, r in row["ratio"].items()),
              "correct:", all(ok.values()), flush=True)
        rows.append(row)
    return rows


def _commit() -> str:
    import subprocess

    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True,
                              capture_output=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kernels", default="libdevice_mix,gelu_erf_loop")
    ap.add_argument("--fillers", default="0,8,24,56,112")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--rep-ms", type=int, default=100)
    ap.add_argument("--sass", type=Path, help="no GPU: write PTX/SASS here, time nothing")
    ap.add_argument("--json", type=Path)
    opts = ap.parse_args(argv)
    from bench_kernels import all_specs

    wanted = opts.kernels.split(",")
    specs = [s for s in all_specs() if s.name in wanted]
    if len(specs) != len(wanted):
        raise SystemExit(f"unknown kernels: {sorted(set(wanted) - {s.name for s in specs})}")
    fillers = [int(k) for k in opts.fillers.split(",")]
    started = time.time()
    rows = (sass_only(specs, fillers, opts.sass) if opts.sass
            else timed(specs, fillers, opts.rounds, opts.rep_ms))
    if opts.json:
        opts.json.write_text(json.dumps({
            "command": " ".join(sys.argv), "commit": _commit(), "machine": platform.node(),
            "platform": platform.platform(),
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "seconds": round(time.time() - started, 1), "rows": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
