"""FlagGems' kernels run on the emulator with the arguments FlagGems gives them, against
PyTorch's CPU result of the same operator (issue 40: outputs against a CPU reference).

    python scripts/check_captured_outputs.py [--targets sm_90,gfx942,gfx90a,gfx1100] [--ops a,b]
        [--json out.json]
    python scripts/check_captured_outputs.py --inductor DIR [--targets ...] [--kernels a,b]
        [--json out.json]

Needs what scripts/capture_triton_cpu.py needs (torch CPU build, flag_gems, Triton) and
bbprof. For each operator of ``REFERENCES`` (bench_flaggems' operators whose result
PyTorch computes directly; not the norms, whose sizes bench_flaggems writes as numbers),
at a small size (bench_flaggems' shapes ``S``, ``MLP`` and ``VOCAB`` set to 16 rows), on
each target:

1. the operator is called on CPU tensors with capture_triton_cpu's stand-ins; each
   Triton launch is recorded (JIT function, arguments, grid) and its specialisation
   compiled by ``triton.compile`` for the target (the ``jit_cache_hook``), the launch
   itself skipped;
2. the operator's launches (an autotuner's trial launches of a kernel, which repeat
   its next launch's arguments, left out) run on the emulator in order, each with its
   recorded arguments: the storage under every tensor argument (or FlagGems'
   ``StridedBuffer``) uploaded whole from the CPU tensor's bytes (what the launches before
   it left there) and the argument pointing into it as the tensor does, every scalar as
   its specialised type, Triton's trailing scratch pointers as zero buffers, the recorded
   grid, Triton's warps and shared memory; operators of several kernels (two-stage
   reductions) are compared on their final output;
3. every storage is copied back into the CPU tensor's after the launch, so the tensor
   the operator returned holds what the kernel wrote; it is compared with PyTorch's CPU
   operator on copies of the inputs taken before the call:
   ``torch.allclose`` with the tolerances of ``TOLERANCE`` by dtype (the emulator's
   transcendental functions are numpy's, correctly rounded, where the GPU's are within
   a few ulp; reductions sum in another order).

The kernel is also instrumented (bbprof's default mode) and run again from the same bytes:
its storages must equal the plain run's bit for bit, and its decoded counts the plain
run's direct trace on every block. The result lists per operator and target: compared or
why not (launches, a compile error), the largest difference from PyTorch, both checks,
and the verdict (``equal``: all three hold), and the plain run's lane-instructions (one
LLVM instruction executed by one active lane) and launch seconds.

``--inductor DIR``: TorchInductor's kernels as ``capture_inductor_cpu.py --record --out
DIR`` captured and recorded them (a CPU training step: each kernel's first launch with
its real inputs, and Triton's interpreter's outputs of it). Each recorded launch runs on
the emulator per target (``DIR/<target>/<model>__<kernel>.ll``, Triton's warps and
shared bytes) from the recorded bytes, and every storage it was given is compared with
the interpreter's, read as the dtype of the tensor argument pointing into it (floats
within ``TOLERANCE``, NaN equal to NaN; integers and booleans exact), plus the same two
checks of the instrumented run. The interpreter is the reference: the kernel's Triton
source executed by numpy, independent of the LLVM IR and of the emulator; the record's
``step.json`` says whether the step it computed matched eager PyTorch.
"""

from __future__ import annotations

import argparse
import inspect
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

ROWS = 16


def _references(torch):
    F = torch.nn.functional
    return {
        "add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y,
        "true_divide": lambda x, y: x / y, "gelu": lambda x: F.gelu(x),
        "gelu_tanh": lambda x, approximate: F.gelu(x, approximate=approximate),
        "silu": F.silu, "sigmoid": torch.sigmoid, "exp": torch.exp, "log": torch.log,
        "rsqrt": torch.rsqrt, "sqrt": torch.sqrt, "pow_scalar": torch.pow,
        "clamp": torch.clamp, "masked_fill": torch.masked_fill, "eq": torch.eq,
        "addcmul": lambda x, y, z, value: torch.addcmul(x, y, z, value=value),
        "triu": torch.triu, "to_bf16": lambda x, dtype: x.to(dtype),
        "silu_and_mul": lambda x, y: F.silu(x) * y,
        "gelu_and_mul": lambda x, y: F.gelu(x) * y,
        "softmax": lambda x, dim: torch.softmax(x.float(), dim).to(x.dtype),
        "log_softmax": lambda x, dim: torch.log_softmax(x.float(), dim).to(x.dtype),
        "amax": lambda x, dim: torch.amax(x, dim),
        "flip": torch.flip,
        # operators of several kernels (or one, FlagGems decides by size): the last
        # launch's output after all of them ran in order
        "sum": torch.sum, "mean_dim0": lambda x, dim: torch.mean(x, dim),
        "sum_dim": lambda x, dim: torch.sum(x.float(), dim).to(x.dtype),
        "max_dim": lambda x, dim: torch.max(x, dim).values,
        "argmax": lambda x, dim: torch.argmax(x, dim),
        "var_mean": lambda x, dim: torch.var_mean(x, dim)[0],
        "vector_norm": lambda x: torch.linalg.vector_norm(x),
        "cumsum": lambda x, dim: torch.cumsum(x, dim),
    }


TOLERANCE = {"float32": (1e-5, 1e-6), "float16": (2e-3, 2e-3), "bfloat16": (2e-2, 2e-2)}


def check_target(target: str, ops: list[str]) -> list[dict]:
    os.environ["GEMS_VENDOR"] = "nvidia" if target.startswith("sm_") else "amd"
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    import numpy as np
    import torch

    from capture_triton_cpu import (WAVES, compile_specialisation, stand_in_cuda,
                                    stand_in_driver)

    stand_in_cuda(torch, target)
    stand_in_driver(target)
    import bench_flaggems as bf
    import flag_gems  # noqa: F401  (registers the operators)
    from triton import knobs
    from triton.runtime.jit import JITFunction

    bf.S, bf.MLP, bf.VOCAB = (ROWS, 64), (ROWS, 128), (ROWS, 256)
    references = _references(torch)
    launches: list[dict] = []
    original_run = JITFunction.run

    def run(self, *args, grid, warmup, **kwargs):
        launches.append({"fn": self, "args": args, "kwargs": dict(kwargs), "grid": grid})
        return original_run(self, *args, grid=grid, warmup=warmup, **kwargs)

    def hook(*, key, repr, fn, compile, is_manual_warmup, already_compiled):
        record = launches[-1]
        record["signature"] = compile["signature"]
        try:
            record["compiled"] = compile_specialisation(fn, compile, target)
        except Exception as exc:   # the compiler's own failure: the row says so
            record["error"] = f"{type(exc).__name__}: {str(exc).splitlines()[-1][:200]}"
        return True

    JITFunction.run = run
    knobs.runtime.jit_cache_hook = hook
    rows = []
    for op in [o for o in bf.OPS if o.name in references and (not ops or o.name in ops)]:
        launches.clear()
        row = {"op": op.name, "target": target}
        rows.append(row)
        try:
            args, kwargs = op.make(bf.Inputs(torch, device="cpu"))
            inputs = [a.clone() if hasattr(a, "clone") else a for a in args]
            result = getattr(flag_gems, op.call)(*args, **kwargs)
        except Exception as exc:
            row["skipped"] = f"the operator's Python: {type(exc).__name__}: {exc}"[:300]
            continue
        # an autotuner's trials come first (the stand-in benchmarker calls each
        # configuration with the launch's own arguments): a launch that the same kernel
        # repeats with the same arguments is a trial; the rest are the operator's, in order
        run = operator_launches(launches)
        failed = next((launch for launch in run if "compiled" not in launch), None)
        if not run or failed is not None:
            row["skipped"] = (failed.get("error", "not compiled") if failed is not None
                              else "0 kernels launched")
            continue
        row["trials"] = len(launches) - len(run)
        row["kernels"] = len(run)
        try:   # each launch from the bytes the previous ones left in the CPU tensors
            runs = [run_on_emulator(launch, result, target, WAVES, np, torch)
                    for launch in run]
        except Exception as exc:   # the emulator's refusal or fault is this row's result
            row["skipped"] = f"emulator: {type(exc).__name__}: {exc}"[:300]
            continue
        row.update(runs[-1] if len(runs) == 1 else {
            "grid": [r["grid"] for r in runs], "block": [r["block"] for r in runs],
            "instrumented_identical": all(r["instrumented_identical"] for r in runs),
            "counts_equal_trace": all(r["counts_equal_trace"] for r in runs),
            "lane_instructions": sum(r["lane_instructions"] for r in runs),
            "launch_s": round(sum(r["launch_s"] for r in runs), 3), "_got": runs[-1]["_got"]})
        if len(runs) > 1:
            row["lane_instructions_per_s"] = round(row["lane_instructions"]
                                                   / max(row["launch_s"], 1e-9))
        reference = references[op.name](*inputs, **kwargs)
        got = row.pop("_got")
        rtol, atol = TOLERANCE.get(str(reference.dtype).replace("torch.", ""), (0, 0))
        if reference.dtype in (torch.bool, torch.int64, torch.int32):
            ok = torch.equal(got, reference)
            worst = 0.0 if ok else float("nan")
        else:
            ok = torch.allclose(got.float(), reference.float(), rtol=rtol, atol=atol,
                                equal_nan=True)
            worst = float((got.float() - reference.float()).abs().nan_to_num(0).max())
        row.update(compared=True, equal=bool(ok) and row["instrumented_identical"]
                   and row["counts_equal_trace"], matches_torch=bool(ok),
                   max_abs_difference=worst,
                   dtype=str(reference.dtype), tolerance=[rtol, atol],
                   elements=reference.numel())
        print(f"{target} {op.name} ({row['kernels']} kernel(s)): "
              f"{'equal' if ok else 'DIFFER'} (max |d| {worst:.3g}); "
              f"instrumented identical {row['instrumented_identical']}, counts equal "
              f"{row['counts_equal_trace']}", flush=True)
    return rows


SCALAR_TYPES = {"i1": "int32", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
                "u32": "uint32", "u64": "uint64", "fp32": "float32", "fp64": "float64",
                "fp16": "float16"}   # Triton's signature type -> the by-value argument's


def emulate(text: str, arch, storages: list, args: list, grid, block: int,
            shared: int) -> dict:
    """One kernel launch on the emulator, plain and then instrumented (the default mode),
    each from the same bytes. ``storages``: the bytes (numpy uint8) of every memory the
    kernel's pointers point into; ``args``: per kernel parameter, ``("storage", i,
    offset)`` (a pointer ``offset`` bytes into storage ``i``) or ``(value, numpy dtype)``;
    Triton's trailing scratch pointers get zero buffers. Returns the storages' bytes after
    the plain run (``after``), whether the instrumented run left every storage bit for
    bit the same, whether its decoded counts equal the plain run's direct trace on every
    block, and the plain run's lane-instructions and seconds (the launch alone)."""
    import numpy as np

    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

    instrumented = instrument(load_module("<triton>", text=text).with_arch(arch), arch=arch)
    grid = tuple(grid) + (1,) * (3 - len(grid))

    def run(ir: str, block_map):
        backend = get_backend("emulator", arch=arch)
        code = backend.load(ir, block_map)
        kernel = next(f for f in code.program.functions if f.is_kernel)
        buffers = [backend.upload(raw) for raw in storages]
        values = [Scalar(buffers[a[1]].pointer + a[2], np.uint64) if a[0] == "storage"
                  else Scalar(a[0], np.dtype(a[1])) for a in args]
        while len(values) < len(kernel.arg_types):      # Triton's scratch pointers
            values.append(backend.upload(np.zeros(1 << 16, np.uint8)))
        started = time.perf_counter()
        code.launch(kernel.name, LaunchShape.of(grid, block, shared), values)
        seconds = time.perf_counter() - started
        return code, [b.read_array(np.uint8) for b in buffers], seconds

    plain_code, plain, seconds = run(text, None)
    counted_code, counted, _ = run(instrumented.text, instrumented.block_map)
    identical = all(np.array_equal(a, b) for a, b in zip(plain, counted))
    decoded = instrumented.block_map.decode(counted_code.read_counters(),
                                            cfg_hash=counted_code.cfg_hash()).blocks
    trace = plain_code.trace
    threads = [int(x) for k in range(len(plain_code.program.functions))
               for x in trace.threads[k].tolist()]
    waves_seen = [int(x) for k in range(len(plain_code.program.functions))
                  for x in trace.waves[k].tolist()]
    counts_equal = (list(decoded["thread_hits"]) == threads
                    and list(decoded["wave_hits"]) == waves_seen)
    return {"after": plain, "grid": list(grid), "block": block,
            "instrumented_identical": bool(identical), "counts_equal_trace": bool(counts_equal),
            "lane_instructions": int(plain_code.lane_instructions),
            "launch_s": round(seconds, 3),
            "lane_instructions_per_s": round(plain_code.lane_instructions / max(seconds, 1e-9))}


def operator_launches(launches: list[dict]) -> list[dict]:
    """The operator's own launches, in order: each launch but those that the same kernel
    repeats next with the same arguments (an autotuner's trials of its configurations)."""
    def same(a, b):
        return (a["fn"] is b["fn"] and len(a["args"]) == len(b["args"])
                and all(x is y or (not hasattr(x, "data_ptr") and x == y)
                        for x, y in zip(a["args"], b["args"])))
    return [launch for i, launch in enumerate(launches)
            if i + 1 == len(launches) or not same(launch, launches[i + 1])]


def run_on_emulator(launch: dict, result, target: str, waves, np, torch) -> dict:
    """The recorded FlagGems launch on the emulator (``emulate``), from the storages'
    bytes before the launch; the plain run's bytes are copied back into the CPU tensors,
    so the tensor the operator returned holds what the kernel wrote."""
    import ctypes

    fn, compiled = launch["fn"], launch["compiled"]
    params = inspect.signature(fn.fn).parameters
    bound = inspect.signature(fn.fn).bind_partial(
        *launch["args"], **{k: v for k, v in launch["kwargs"].items() if k in params})
    bound.apply_defaults()
    values = dict(bound.arguments)
    values.update({k: v for k, v in launch["kwargs"].items() if k not in values})
    grid = launch["grid"](values) if callable(launch["grid"]) else launch["grid"]
    arch = None if target.startswith("sm_") else target   # Triton's AMD IR names none
    before = {}                                  # storage address -> (storage, bytes)
    args = []
    for name, kind in launch["signature"].items():
        if kind == "constexpr":
            continue
        value = values[name]
        if hasattr(value, "data_ptr"):
            base = value if isinstance(value, torch.Tensor) else value._base
            storage = base.untyped_storage()
            at = storage.data_ptr()
            size = max(storage.nbytes(), 1)
            before.setdefault(at, (storage, np.ctypeslib.as_array(
                (ctypes.c_uint8 * size).from_address(at)).copy()))
            args.append(("storage", list(before).index(at), value.data_ptr() - at))
        elif kind in SCALAR_TYPES:
            args.append((value, SCALAR_TYPES[kind]))
        else:
            raise ValueError(f"argument {name} of type {kind}")
    meta = launch["compiled"].metadata
    out = emulate(compiled.asm["llir"], arch, [raw for _, raw in before.values()], args,
                  grid, meta.num_warps * waves.get(target, 32), meta.shared)
    for (at, (storage, _)), data in zip(before.items(), out.pop("after")):
        ctypes.memmove(at, data.ctypes.data, min(len(data), storage.nbytes()))
    got = result if hasattr(result, "data_ptr") else list(result)[0]
    return {**out, "_got": got}


def compare_storage(got, expected, dtype: str, np) -> tuple[bool, float]:
    """Bytes of one storage after the emulator's run against the reference's, read as
    ``dtype`` (the tensor argument's that points into it): floats within ``TOLERANCE``
    (NaN equal to NaN), anything else exact. Returns (equal, largest difference)."""
    if dtype not in NUMPY_DTYPES:
        return bool(np.array_equal(got, expected)), 0.0
    kind = NUMPY_DTYPES[dtype]
    size = np.dtype(kind).itemsize if kind != "bfloat16" else 2
    n = len(got) // size * size
    if not np.array_equal(got[n:], expected[n:]):
        return False, float("nan")
    if kind == "bfloat16":   # the top half of a float32
        a = (got[:n].view(np.uint16).astype(np.uint32) << 16).view(np.float32)
        b = (expected[:n].view(np.uint16).astype(np.uint32) << 16).view(np.float32)
    else:
        a, b = got[:n].view(kind), expected[:n].view(kind)
    if a.dtype.kind != "f":
        return bool(np.array_equal(a, b)), float(np.abs(a.astype(np.float64)
                                                        - b.astype(np.float64)).max(initial=0))
    rtol, atol = TOLERANCE.get(dtype, (0.0, 0.0))
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    ok = bool(np.allclose(a64, b64, rtol=rtol, atol=atol, equal_nan=True))
    diff = np.abs(a64 - b64)
    return ok, float(np.nan_to_num(diff, nan=0.0, posinf=np.inf).max(initial=0))


NUMPY_DTYPES = {"float32": "float32", "float16": "float16", "bfloat16": "bfloat16",
                "float64": "float64", "int64": "int64", "int32": "int32", "int16": "int16",
                "int8": "int8", "uint8": "uint8", "bool": "uint8"}


def check_inductor(folder: Path, targets: list[str], kernels: list[str]) -> list[dict]:
    """TorchInductor's kernels as ``capture_inductor_cpu.py --record`` left them: each
    recorded launch (real inputs of a CPU training step) on the emulator, per target,
    against Triton's interpreter's result of the same launch (the reference)."""
    import numpy as np

    rows = []
    for model_dir in sorted((folder / ".inductor-runs").iterdir()):
        step = model_dir / "step.json"
        for record_path in sorted(model_dir.glob("triton_*.json")):
            record = json.loads(record_path.read_text())
            if kernels and record["kernel"] not in kernels:
                continue
            data = np.load(record_path.with_suffix(".npz"))
            count = sum(1 for k in data.files if k.startswith("before"))
            before = [data[f"before{i}"] for i in range(count)]
            reference = [data[f"after{i}"] for i in range(count)]
            args = [("storage", a["storage"], a["offset"]) if "storage" in a
                    else (a["value"], SCALAR_TYPES[a["type"]]) for a in record["args"]
                    if a["type"] != "constexpr"]
            dtypes = {}
            for a in record["args"]:
                if "storage" in a:
                    dtypes.setdefault(a["storage"], a["dtype"])
            written = [i for i in range(count) if not np.array_equal(before[i], reference[i])]
            for target in targets:
                stem = f"{model_dir.name}__{record['kernel']}"
                row = {"model": model_dir.name, "kernel": record["kernel"], "target": target,
                       "grid": record["grid"]}
                rows.append(row)
                ll = folder / target / f"{stem}.ll"
                if not ll.exists():
                    row["skipped"] = "not compiled for this target (capture.json says why)"
                    continue
                meta = json.loads(ll.with_suffix(".json").read_text())
                arch = None if target.startswith("sm_") else target
                try:
                    out = emulate(ll.read_text(), arch, before, args, record["grid"],
                                  meta["num_warps"] * meta["warp_size"], meta["shared"])
                except Exception as exc:   # the emulator's refusal or fault: the row's result
                    row["skipped"] = f"emulator: {type(exc).__name__}: {exc}"[:300]
                    continue
                after = out.pop("after")
                verdicts = [compare_storage(after[i], reference[i], dtypes[i], np)
                            for i in range(count)]
                ok = all(v[0] for v in verdicts)
                worst = {}
                for i, (_, d) in enumerate(verdicts):
                    worst[dtypes[i]] = max(worst.get(dtypes[i], 0.0), d)
                row.update(out, compared=True, matches_reference=ok,
                           equal=ok and out["instrumented_identical"]
                           and out["counts_equal_trace"],
                           outputs=[dtypes[i] for i in written],
                           max_abs_difference=worst, storages=count)
                print(f"{target} {stem}: {'equal' if ok else 'DIFFER'} (max |d| {worst}); "
                      f"instrumented identical {out['instrumented_identical']}, counts equal "
                      f"{out['counts_equal_trace']}; {out['lane_instructions']:,} "
                      f"lane-instructions in {out['launch_s']} s", flush=True)
        if step.exists():
            rows.append({"model": model_dir.name, "step": json.loads(step.read_text())})
    return rows


def _child(target, ops, conn):
    try:
        conn.send(check_target(target, ops))
    except BaseException as exc:
        conn.send([{"target": target, "error": f"{type(exc).__name__}: {exc}"[:400]}])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--targets", default="sm_90,gfx942,gfx90a,gfx1100")
    parser.add_argument("--ops", default="")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--inductor", type=Path, metavar="DIR",
                        help="check TorchInductor's recorded kernels (capture_inductor_cpu.py "
                        "--record --out DIR) instead of FlagGems' operators")
    parser.add_argument("--kernels", default="", help="with --inductor: only these")
    opts = parser.parse_args(argv)
    ops = [o for o in opts.ops.split(",") if o]
    rows, start = [], time.time()
    if opts.inductor:
        return inductor_main(opts, argv)
    for target in [t for t in opts.targets.split(",") if t]:
        parent, child = multiprocessing.Pipe(duplex=False)
        proc = multiprocessing.get_context("fork").Process(target=_child,
                                                           args=(target, ops, child))
        proc.start()
        rows += parent.recv()
        proc.join()
    compared = [r for r in rows if r.get("compared")]
    import triton

    summary = {"triton": triton.__version__, "compared": len(compared),
               "equal": sum(r["equal"] for r in compared),
               "not_compared": len(rows) - len(compared),
               "seconds": round(time.time() - start, 1)}
    return _write(opts, argv, summary, rows)


def _write(opts, argv, summary: dict, rows: list) -> int:
    """Print the summary; with ``--json``, save it with the rows and the command."""
    print(json.dumps(summary))
    if opts.json:
        opts.json.write_text(json.dumps({"command": "python scripts/check_captured_outputs.py "
                                         + " ".join(argv if argv is not None else sys.argv[1:]),
                                         "summary": summary, "rows": rows}, indent=1) + "\n")
    return 0


def inductor_main(opts, argv) -> int:
    start = time.time()
    rows = check_inductor(opts.inductor.resolve(), [t for t in opts.targets.split(",") if t],
                          [k for k in opts.kernels.split(",") if k])
    compared = [r for r in rows if r.get("compared")]
    by_target = {}
    for r in compared:
        t = by_target.setdefault(r["target"], {"compared": 0, "equal": 0})
        t["compared"] += 1
        t["equal"] += r["equal"]
    capture = json.loads((opts.inductor / "capture.json").read_text())
    summary = {"source": "inductor", "torch": capture.get("torch"),
               "batch": capture.get("batch"), "tokens": capture.get("tokens"),
               "compared": len(compared), "equal": sum(r["equal"] for r in compared),
               "not_compared": sum(1 for r in rows if "skipped" in r),
               "by_target": by_target,
               "steps": [r["step"] for r in rows if "step" in r],
               "seconds": round(time.time() - start, 1)}
    return _write(opts, argv, summary, rows)


if __name__ == "__main__":
    sys.exit(main())
