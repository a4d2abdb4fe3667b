"""FlagGems' kernels run on the emulator with the arguments FlagGems gives them, against
PyTorch's CPU result of the same operator (issue 40: outputs against a CPU reference).

    python scripts/check_captured_outputs.py [--targets sm_90,gfx942,gfx90a,gfx1100] [--ops a,b]
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
2. an operator that launched one kernel (an autotuner's trial launches of it first: the
   last launch is the operator's) has it run on the emulator with the
   recorded arguments: the storage under every tensor argument (or FlagGems'
   ``StridedBuffer``) uploaded whole and the argument pointing into it as the tensor
   does, every scalar as its specialised type, Triton's trailing scratch pointers as
   zero buffers, the recorded grid, Triton's warps and shared memory;
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
and the verdict (``equal``: all three hold).
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
        # configuration); the operator's own launch is the last
        kernels = {id(launch["fn"]) for launch in launches}
        if len(kernels) != 1 or "compiled" not in launches[-1]:
            row["skipped"] = (launches[-1].get("error") if launches and "error" in launches[-1]
                              else f"{len(kernels)} kernels launched")
            continue
        row["trials"] = len(launches) - 1
        try:
            row.update(run_on_emulator(launches[-1], result, target, WAVES, np, torch))
        except Exception as exc:   # the emulator's refusal or fault is this row's result
            row["skipped"] = f"emulator: {type(exc).__name__}: {exc}"[:300]
            continue
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
        print(f"{target} {op.name}: {'equal' if ok else 'DIFFER'} (max |d| {worst:.3g}); "
              f"instrumented identical {row['instrumented_identical']}, counts equal "
              f"{row['counts_equal_trace']}", flush=True)
    return rows


def run_on_emulator(launch: dict, result, target: str, waves, np, torch) -> dict:
    """The recorded launch on the emulator, plain and then instrumented (the default
    mode), each from the storages' bytes before the launch; the plain run's bytes are
    copied back into the CPU tensors. Returns the grid, the block, whether the two runs
    left every storage bit for bit the same, and whether the instrumented run's decoded
    counts equal the plain run's direct trace on every block."""
    import ctypes

    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

    fn, compiled = launch["fn"], launch["compiled"]
    params = inspect.signature(fn.fn).parameters
    bound = inspect.signature(fn.fn).bind_partial(
        *launch["args"], **{k: v for k, v in launch["kwargs"].items() if k in params})
    bound.apply_defaults()
    values = dict(bound.arguments)
    values.update({k: v for k, v in launch["kwargs"].items() if k not in values})
    grid = launch["grid"](values) if callable(launch["grid"]) else launch["grid"]
    grid = tuple(grid) + (1,) * (3 - len(grid))
    arch = None if target.startswith("sm_") else target   # Triton's AMD IR names none
    scalar_types = {"i1": np.int32, "i8": np.int8, "i16": np.int16, "i32": np.int32,
                    "i64": np.int64, "u32": np.uint32, "u64": np.uint64, "fp32": np.float32,
                    "fp64": np.float64, "fp16": np.float16}
    before = {}                                  # storage address -> (storage, bytes)
    for name, kind in launch["signature"].items():
        value = values.get(name)
        if kind != "constexpr" and hasattr(value, "data_ptr"):
            base = value if isinstance(value, torch.Tensor) else value._base
            storage = base.untyped_storage()
            at = storage.data_ptr()
            size = max(storage.nbytes(), 1)
            before.setdefault(at, (storage, np.ctypeslib.as_array(
                (ctypes.c_uint8 * size).from_address(at)).copy()))
    meta = compiled.metadata
    block = meta.num_warps * waves.get(target, 32)
    text = compiled.asm["llir"]
    instrumented = instrument(load_module("<triton>", text=text).with_arch(arch), arch=arch)

    def run(ir: str, block_map):
        backend = get_backend("emulator", arch=arch)
        code = backend.load(ir, block_map)
        kernel = next(f for f in code.program.functions if f.is_kernel)
        buffers = {at: backend.upload(raw) for at, (_, raw) in before.items()}
        args = []
        for name, kind in launch["signature"].items():
            if kind == "constexpr":
                continue
            value = values[name]
            if hasattr(value, "data_ptr"):
                base = value if isinstance(value, torch.Tensor) else value._base
                at = base.untyped_storage().data_ptr()
                args.append(Scalar(buffers[at].pointer + (value.data_ptr() - at), np.uint64))
            elif kind in scalar_types:
                args.append(Scalar(value, scalar_types[kind]))
            else:
                raise ValueError(f"argument {name} of type {kind}")
        while len(args) < len(kernel.arg_types):      # Triton's scratch pointers
            args.append(backend.upload(np.zeros(1 << 16, np.uint8)))
        code.launch(kernel.name, LaunchShape.of(grid, block, meta.shared), args)
        return code, {at: b.read_array(np.uint8) for at, b in buffers.items()}

    plain_code, plain = run(text, None)
    counted_code, counted = run(instrumented.text, instrumented.block_map)
    identical = all(np.array_equal(plain[at], counted[at]) for at in plain)
    decoded = instrumented.block_map.decode(counted_code.read_counters(),
                                            cfg_hash=counted_code.cfg_hash()).blocks
    trace = plain_code.trace
    threads = [int(x) for k in range(len(plain_code.program.functions))
               for x in trace.threads[k].tolist()]
    waves_seen = [int(x) for k in range(len(plain_code.program.functions))
                  for x in trace.waves[k].tolist()]
    counts_equal = (list(decoded["thread_hits"]) == threads
                    and list(decoded["wave_hits"]) == waves_seen)
    for at, (storage, _) in before.items():       # the plain run's bytes back in place
        data = plain[at]
        ctypes.memmove(at, data.ctypes.data, min(len(data), storage.nbytes()))
    got = result if hasattr(result, "data_ptr") else list(result)[0]
    return {"grid": list(grid), "block": block, "instrumented_identical": bool(identical),
            "counts_equal_trace": bool(counts_equal), "_got": got}


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
    opts = parser.parse_args(argv)
    ops = [o for o in opts.ops.split(",") if o]
    rows, start = [], time.time()
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
    print(json.dumps(summary))
    if opts.json:
        opts.json.write_text(json.dumps({"command": "python scripts/check_captured_outputs.py "
                                         + " ".join(argv if argv is not None else sys.argv[1:]),
                                         "summary": summary, "rows": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
