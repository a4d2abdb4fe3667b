"""Counts of the sm_90 Triton softmax, branchy and reduce kernels on the GPU, kept so
the emulator can be compared with them on the CPU (tests/emulator/test_h200_reference.py).

For each kernel of scripts/corpus_kernels.py (the kernels bench/archive/validate_h200
counted, at the same BLOCK sizes and warp counts, on small deterministic inputs):

1. Triton compiles it for the H200 (``GPUTarget("cuda", 90, 32)``: sm_90a) without
   launching it; its ``llir`` stage is written out (``<kernel>/<kernel>.llir``).
2. The inputs are made with numpy from fixed seeds and saved (``<kernel>/arg<i>.npy``,
   i = parameter index; output buffers saved as they start: zeros); the launch
   (kernel, grid, block, dynamic shared bytes, the ``bbprof run`` argument specs) goes to
   ``<kernel>/launch.json``.
3. The llir is instrumented (default mode and every-block; ``arch=sm_90a``) and each
   instrumented module is run by ``bbprof.runtime.runner.run_kernel`` (what ``bbprof run``
   does) on the backend, with the plain llir as the baseline, launched from the same
   argument files: ``<kernel>/<mode>/counts.json`` (every block's thread_hits and
   wave_hits as the counters say), ``<mode>/block_map.json``, ``<mode>/outputs/arg<i>.npy``
   (the instrumented run's buffers after the launch) and ``<mode>/baseline/arg<i>.npy``
   (the plain kernel's).

4. On the GPU, Triton's JIT also launches the kernel on the same inputs
   (``<kernel>/triton/arg<i>.npy``: the buffers Triton's own build wrote).

Everything a run makes goes under --out (default: $OUT); ``summary.json`` says what ran,
where, and how long it took. One kernel's failure is recorded (``<kernel>/error.txt``)
and the others still run.

    python3 scripts/gpu_emulator_reference.py --out "$OUT"     # the H200: about a minute
    python3 scripts/gpu_emulator_reference.py --out DIR --backend emulator   # CPU stand-in

With ``--backend emulator`` the same files are made on the CPU (Triton compiles without
a GPU); the counts are then the emulator's own, which is what the CPU test is developed
against before the GPU's files exist.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]     # bbprof from this checkout

ARCH = "sm_90a"
MODES = {"default": "default", "every-block": "thread,wave/every-block"}
DIV16 = [["tt.divisibility", 16]]


def softmax_case():
    """12 rows of 3000 (a masked tail in the 8192-wide block) over 8 programs: programs
    0-3 do 2 rows, 4-7 do 1 (the grid-stride loop's trip count varies)."""
    rows, cols, grid = 12, 3000, 8
    x = np.random.default_rng(11).standard_normal((rows, cols)).astype(np.float32)
    buffers = [np.zeros(rows * cols, np.float32), x.reshape(-1)]
    return dict(
        kernel="softmax_kernel", grid=(grid, 1, 1), num_warps=8,
        signature={"out_ptr": "*fp32", "in_ptr": "*fp32", "in_row_stride": "i32",
                   "out_row_stride": "i32", "n_rows": "i32", "n_cols": "i32",
                   "BLOCK_SIZE": "constexpr"},
        constexprs={"BLOCK_SIZE": 8192}, attrs={(0,): DIV16, (1,): DIV16},
        buffers=buffers, scalars=[str(cols), str(cols), str(rows), str(cols)])


def branchy_case():
    """24 programs of 256 elements (the last has 179: masked), x uniform in [0, 1) against
    thresh 128 (about half the programs take each side), trip counts 0..7."""
    block, programs, tail = 256, 24, 77
    n = block * programs - tail
    rng = np.random.default_rng(12)
    x = rng.random(n, dtype=np.float32)
    trips = rng.integers(0, 8, programs).astype(np.int32)
    return dict(
        kernel="branchy_kernel", grid=(programs, 1, 1), num_warps=4,
        signature={"x_ptr": "*fp32", "y_ptr": "*fp32", "counts_ptr": "*i32", "n": "i32",
                   "thresh": "fp32", "BLOCK": "constexpr"},
        constexprs={"BLOCK": block}, attrs={},
        buffers=[x, np.zeros(n, np.float32), trips], scalars=[str(n), "f32:128.0"])


def reduce_case():
    """54152 elements (53 blocks of 1024, the last masked) over 16 programs: programs 0-4
    go round the grid-stride loop 4 times, the others 3."""
    n, grid = 16 * 1024 * 3 + 5000, 16
    x = np.random.default_rng(13).random(n, dtype=np.float32)
    return dict(
        kernel="reduce_kernel", grid=(grid, 1, 1), num_warps=4,
        signature={"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
        constexprs={"BLOCK": 1024}, attrs={(0,): DIV16},
        buffers=[x, np.zeros(1, np.float32)], scalars=[str(n)])


CASES = {"softmax": softmax_case, "branchy": branchy_case, "reduce": reduce_case}


def compile_llir(name: str, case: dict) -> tuple[str, int]:
    """Triton's llir of the kernel for sm_90a, and its dynamic shared memory in bytes."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    import corpus_kernels as K

    fn = getattr(K, case["kernel"])
    source = ASTSource(fn, case["signature"], case["constexprs"], case["attrs"])
    compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32),
                              options={"num_warps": case["num_warps"]})
    return compiled.asm["llir"], int(getattr(compiled.metadata, "shared", 0) or 0)


def run_one(name: str, out: Path, backend) -> dict:
    from bbprof.instrument import instrument
    from bbprof.instrument.modes import Mode
    from bbprof.ir import load_module
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import LaunchShape
    from bbprof.runtime.runner import run_kernel

    case = CASES[name]()
    work = out / name
    work.mkdir(parents=True, exist_ok=True)
    started = time.time()
    llir, shared = compile_llir(name, case)
    llir_path = work / f"{name}.llir"
    llir_path.write_text(llir)
    compile_s = time.time() - started
    # the argument files: paths relative to the kernel's folder in launch.json
    specs_rel = []
    for index, array in enumerate(case["buffers"]):
        np.save(work / f"arg{index}.npy", array)
        specs_rel.append(f"@arg{index}.npy")
    specs_rel += case["scalars"]
    block = case["num_warps"] * 32
    launch = {"kernel": case["kernel"], "grid": list(case["grid"]), "block": [block, 1, 1],
              "shared": shared, "args": specs_rel, "num_warps": case["num_warps"],
              "constexprs": case["constexprs"], "arch": ARCH,
              "compiled_by": "triton.compile(ASTSource, GPUTarget('cuda', 90, 32))"}
    (work / "launch.json").write_text(json.dumps(launch, indent=1) + "\n")
    specs = [parse_spec(s.replace("@", f"@{work}/", 1) if s.startswith("@") else s)
             for s in specs_rel]
    shape = LaunchShape.of(tuple(case["grid"]), block, shared)
    module = load_module(llir_path, "nvptx")
    result = {"compile_s": round(compile_s, 2), "modes": {}}
    for mode_name, mode_text in MODES.items():
        t0 = time.time()
        folder = work / mode_name
        (folder / "outputs").mkdir(parents=True, exist_ok=True)
        (folder / "baseline").mkdir(parents=True, exist_ok=True)
        inst = instrument(module, mode=Mode.from_string(mode_text), arch=ARCH)
        (folder / f"{name}.bbprof.ll").write_text(inst.text)
        inst.block_map.with_path(None).save(folder / "block_map.json")
        run = run_kernel(backend, inst.text, inst.block_map, case["kernel"], shape, specs,
                         baseline_text=module.text, module_path=str(llir_path))
        frame = run.profile.to_dataframe()
        blocks = [{"function": r.function, "block_id": int(r.block_id), "block": r.block,
                   "thread_hits": int(r.thread_hits), "wave_hits": int(r.wave_hits)}
                  for r in frame.itertuples()]
        meta = run.profile.meta
        written = [i for i in run.outputs if i not in meta.get("inputs_unchanged", ())]
        for index in written:     # the buffers the kernel wrote (inputs are in arg<i>.npy)
            np.save(folder / "outputs" / f"arg{index}.npy", run.outputs[index])
            np.save(folder / "baseline" / f"arg{index}.npy", run.baseline_outputs[index])
        (folder / "counts.json").write_text(json.dumps({
            "kernel": case["kernel"], "mode": mode_text, "device": backend.device().to_json(),
            "outputs_identical": meta.get("outputs_identical"),
            "outputs_differing": meta.get("outputs_differing"), "written": written,
            "blocks": blocks}, indent=1) + "\n")
        result["modes"][mode_name] = {
            "seconds": round(time.time() - t0, 2), "blocks": len(blocks),
            "outputs_identical": meta.get("outputs_identical"),
            "kernel_ms": run.profile.launches[0].kernel_ms}
        print(f"{name} {mode_name}: {len(blocks)} blocks, outputs identical to the plain "
              f"kernel's: {meta.get('outputs_identical')}, {time.time() - t0:.1f} s",
              flush=True)
        for b in blocks:
            print(f"  {b['function']}:{b['block']:<24} thread_hits {b['thread_hits']:>9} "
                  f"wave_hits {b['wave_hits']:>7}", flush=True)
    if backend.device().backend == "cuda":
        try:
            result["triton_written"] = triton_launch(case, work)
        except Exception as exc:   # recorded: the counts above do not depend on it
            result["triton_error"] = f"{type(exc).__name__}: {exc}"
            print(f"{name}: Triton's own launch failed: {exc}", flush=True)
    result["seconds"] = round(time.time() - started, 2)
    return result


def triton_launch(case: dict, work: Path) -> list[int]:
    """The same kernel launched by Triton's JIT on the same inputs (Triton's own build of
    it, specialized as Triton likes): ``<kernel>/triton/arg<i>.npy`` for the buffers it
    wrote, the outputs the llir's run can be compared with."""
    import torch

    import corpus_kernels as K

    tensors = [torch.from_numpy(a.copy()).cuda() for a in case["buffers"]]
    scalars = [float(s[4:]) if s.startswith("f32:") else int(s) for s in case["scalars"]]
    getattr(K, case["kernel"])[case["grid"]](*tensors, *scalars, **case["constexprs"],
                                             num_warps=case["num_warps"])
    torch.cuda.synchronize()
    folder = work / "triton"
    folder.mkdir(exist_ok=True)
    written = []
    for index, (tensor, array) in enumerate(zip(tensors, case["buffers"])):
        host = tensor.cpu().numpy()
        if host.tobytes() != array.tobytes():
            np.save(folder / f"arg{index}.npy", host)
            written.append(index)
    return written


def environment(backend_name: str, backend) -> dict:
    env = {"backend": backend_name, "device": backend.device().to_json(),
           "python": platform.python_version(), "argv": sys.argv,
           "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    for package in ("triton", "torch", "llvmlite", "numpy"):
        try:
            env[package] = __import__(package).__version__
        except Exception as exc:   # recorded, not fatal
            env[package] = f"not importable: {type(exc).__name__}"
    return env


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=os.environ.get("OUT"),
                        help="where the files go (default: $OUT)")
    parser.add_argument("--backend", default="cuda", choices=("cuda", "emulator"))
    parser.add_argument("--kernels", default=",".join(CASES))
    opts = parser.parse_args()
    if opts.out is None:
        print("error: give --out DIR (or set $OUT)", file=sys.stderr)
        return 2
    names = opts.kernels.split(",")
    unknown = [n for n in names if n not in CASES]
    if unknown:
        print(f"error: unknown kernel(s) {', '.join(unknown)} (known: {', '.join(CASES)})",
              file=sys.stderr)
        return 2
    out = Path(opts.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    os.chdir(ROOT)
    from bbprof.errors import BbprofError
    from bbprof.runtime.backend import get_backend

    try:
        backend = get_backend(opts.backend)
    except BbprofError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    summary = {"environment": environment(opts.backend, backend), "kernels": {}}
    failed = 0
    for name in names:
        try:
            summary["kernels"][name] = run_one(name, out, backend)
        except Exception as exc:   # keep going: one kernel's failure is a result too
            failed += 1
            summary["kernels"][name] = {"error": f"{type(exc).__name__}: {exc}"}
            (out / name).mkdir(parents=True, exist_ok=True)
            (out / name / "error.txt").write_text(traceback.format_exc())
            print(f"{name}: ERROR {type(exc).__name__}: {exc}", flush=True)
        (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    print(f"done: {len(names) - failed} of {len(names)} kernels; files in {out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
