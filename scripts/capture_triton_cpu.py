"""FlagGems' Triton kernels, captured on a machine without a GPU and compiled for AMD and
NVIDIA targets (issue 40: the emulator census on kernels nobody here wrote).

    python scripts/capture_triton_cpu.py --out DIR [--targets gfx942,gfx90a,gfx1100,sm_90]
        [--ops a,b] [--max-configs 1] [--timeout 900]

Needs torch (a CPU build will do: ``pip install torch==2.13.0`` on this machine),
FlagGems (``pip install --no-deps flag-gems==5.0.2 sqlalchemy``) and Triton. The kernels
are third-party code: ``DIR`` belongs outside the repository; ``scripts/census_emulator.py
--triton-dir DIR`` censuses it.

For each target, in a process of its own, every operator of ``bench_flaggems.OPS`` is
called once with its stated inputs, built on the CPU. Nothing is launched:

1. ``torch.cuda``'s queries answer as one device of the target's vendor would (name,
   capability 9.0 for sm_90, 8.0 otherwise, 132 multiprocessors; streams, devices and
   synchronisation do nothing) and FlagGems' vendor is named (``GEMS_VENDOR``: nvidia,
   or amd for the gfx targets), so FlagGems imports and its operators' Python runs on CPU
   tensors up to each launch;
2. Triton's active driver is a stand-in whose target is the one captured
   (``GPUTarget``), so every JIT function specialises its arguments as it does for that
   target (types, 16-byte divisibility, integers equal to 1);
3. ``knobs.runtime.jit_cache_hook``, which Triton calls before it compiles a kernel,
   compiles that specialisation with ``triton.compile`` (Triton's whole pipeline; the
   ``llir`` stage is what the back end receives), writes ``DIR/<target>/<op>__<kernel>.ll``
   and a ``.json`` of Triton's metadata (warps, shared bytes, wave size) beside it, and
   returns True: Triton then neither compiles nor launches;
4. autotuners: the stand-in benchmarker gives every configuration the same time, so an
   autotuner keeps its first; their lists are cut to ``--max-configs`` (after
   bench_flaggems' ``PINS``) before the call, and a kernel is kept once per operator
   (the first specialisation seen: the configuration kept).

Operators whose Python needs results of an earlier launch (a size computed on the
device, a ``.item()``) stop there: the kernels launched before are kept and the row says
where it stopped. Outputs are never compared here: nothing ran.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import re
import sys
import time
import traceback
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

TARGETS = ("gfx942", "gfx90a", "gfx1100", "sm_90")
WAVES = {"gfx942": 64, "gfx90a": 64, "gfx1100": 32}


def gpu_target(target: str):
    from triton.backends.compiler import GPUTarget

    if target.startswith("sm_"):
        return GPUTarget("cuda", int(target[3:5]), 32)
    return GPUTarget("hip", target, WAVES[target])


def stand_in_cuda(torch, target: str) -> None:
    """``torch.cuda``'s device queries answer as one device of ``target``'s vendor."""
    major, minor = (int(target[3]), int(target[4])) if target.startswith("sm_") else (8, 0)
    props = types.SimpleNamespace(
        name="NVIDIA H100 80GB HBM3" if target.startswith("sm_") else "AMD Instinct MI300X",
        major=major, minor=minor, multi_processor_count=132, total_memory=80 << 30,
        max_shared_memory_per_block_optin=232448, warp_size=WAVES.get(target, 32),
        L2_cache_size=50 << 20, gcnArchName=target)
    cuda = torch.cuda
    cuda.get_device_name = lambda *a, **k: props.name
    cuda.get_device_properties = lambda *a, **k: props
    cuda.get_device_capability = lambda *a, **k: (major, minor)
    cuda.current_device = lambda: 0
    cuda.device_count = lambda: 1
    cuda.device = lambda *a, **k: contextlib.nullcontext()
    cuda.set_device = lambda *a, **k: None
    cuda.synchronize = lambda *a, **k: None
    cuda.is_available = lambda: True
    cuda.current_stream = lambda *a, **k: types.SimpleNamespace(cuda_stream=0)
    cuda.stream = lambda *a, **k: contextlib.nullcontext()

    class Event:   # timings the stand-in benchmarker never reads
        def __init__(self, *a, **k):
            pass

        def record(self, *a, **k):
            pass

        def synchronize(self):
            pass

        def elapsed_time(self, other):
            return 1.0

    class Philox:   # CUDA's generator state: seed and offset, two int64s
        def get_state(self):
            return torch.tensor([0, 0], dtype=torch.int64).view(torch.uint8)

        def set_state(self, state):
            pass

    cuda.Event = Event
    cuda.default_generators = (Philox(),)


def stand_in_driver(target: str):
    """A Triton driver whose target is ``target`` and which launches nothing."""
    from triton.backends.driver import DriverBase
    from triton.runtime import driver

    import torch

    class StandIn(DriverBase):
        @classmethod
        def is_active(cls):
            return True

        def map_python_to_cpp_type(self, ty):
            return ty

        def get_current_target(self):
            return gpu_target(target)

        def get_active_torch_device(self):
            return torch.device("cpu")

        def get_benchmarker(self):
            def bench(fn, *args, quantiles=None, **kwargs):
                fn()
                return [1.0] * len(quantiles) if quantiles else 1.0
            return bench

        def get_current_device(self):
            return 0

        def get_current_stream(self, device=None):
            return 0

        def get_device_interface(self):
            return torch.cuda

        def get_empty_cache_for_benchmark(self):
            return torch.empty(1)

        def clear_cache(self, cache):
            pass

    StandIn.utils = types.SimpleNamespace(get_device_properties=lambda device: {
        "multiprocessor_count": 132, "max_shared_mem": 232448, "warpSize": WAVES.get(target, 32),
        "max_num_regs": 65536, "sm_clock_rate": 1755000, "mem_clock_rate": 2619000,
        "mem_bus_width": 5120})
    driver.set_active(StandIn())


def compile_specialisation(fn, compile: dict, target: str):
    """``triton.compile`` of what Triton's ``jit_cache_hook`` was given (``fn``: its
    ``JitFunctionInfo``; ``compile``: its compile record) for ``target``, with the
    options that record names: the kernel Triton would have built. Raises what the
    compiler raises."""
    import triton
    from triton.compiler import ASTSource

    data = json.loads(compile["specialization_data"])
    options = {k: v for k, v in data["options"].items()
               if k in ("num_warps", "num_ctas", "num_stages", "enable_fp_fusion",
                        "maxnreg", "waves_per_eu", "matrix_instr_nonkdim", "kpack")
               and v is not None}
    return triton.compile(ASTSource(fn.jit_function, compile["signature"],
                                    compile["constants"], compile["configs"][0]),
                          target=gpu_target(target), options=options)


class Capture:
    """The jit_cache_hook: compile each new kernel of the current operator for the
    target and write its llir and metadata."""

    def __init__(self, target: str, out: Path):
        self.target, self.out = target, out / target
        self.out.mkdir(parents=True, exist_ok=True)
        self.op = ""
        self.seen: set = set()
        self.rows: list[dict] = []

    def __call__(self, *, key, repr, fn, compile, is_manual_warmup, already_compiled):
        import triton

        name = fn.name.rsplit(".", 1)[-1]
        if (self.op, name) in self.seen:
            return True
        self.seen.add((self.op, name))
        row = {"op": self.op, "kernel": name, "target": self.target,
               "signature": compile["signature"]}
        start = time.time()
        try:
            compiled = compile_specialisation(fn, compile, self.target)
        except Exception as exc:   # the compiler's own failure is this kernel's row
            lines = str(exc).strip().splitlines() or [type(exc).__name__]
            row.update(ok=False, error=f"{type(exc).__name__}: {lines[-1][:300]}")
        else:
            stem = re.sub(r"[^\w.-]", "_", f"{self.op}__{name}")
            (self.out / f"{stem}.ll").write_text(compiled.asm["llir"])
            meta = {"ok": True, "num_warps": compiled.metadata.num_warps,
                    "shared": compiled.metadata.shared,
                    "warp_size": WAVES.get(self.target, 32), "op": self.op,
                    "kernel": name, "flag_gems": "5.0.2",
                    "triton": triton.__version__}
            (self.out / f"{stem}.json").write_text(json.dumps(meta) + "\n")
            row.update(ok=True, file=f"{self.target}/{stem}.ll")
        row["seconds"] = round(time.time() - start, 1)
        self.rows.append(row)
        return True


def capture_target(target: str, ops: list[str], out: Path, max_configs: int) -> dict:
    """One target's capture (run in its own process: the vendor is fixed at import)."""
    os.environ["GEMS_VENDOR"] = "nvidia" if target.startswith("sm_") else "amd"
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    os.environ["TRITON_CACHE_DIR"] = str(out / ".triton-cache" / target)
    os.environ.setdefault("FLAGGEMS_CACHE_DIR", str(out / ".flaggems-cache" / target))
    import torch

    stand_in_cuda(torch, target)
    stand_in_driver(target)
    import bench_flaggems as bf
    import flag_gems
    from triton import knobs
    from triton.runtime.autotuner import Autotuner

    import gc
    tuners = [o for o in gc.get_objects() if isinstance(o, Autotuner)]
    narrowed = bf.narrow_tuners(tuners, bf.PINS, max_configs)
    capture = Capture(target, out)
    knobs.runtime.jit_cache_hook = capture
    stops = []
    for op in [o for o in bf.OPS if not ops or o.name in ops]:
        capture.op = op.name
        before = len(capture.rows)
        try:
            args, kwargs = op.make(bf.Inputs(torch, device="cpu"))
            getattr(flag_gems, op.call)(*args, **kwargs)
            stopped = None
        except Exception as exc:   # the operator's Python needed a result: keep what ran
            last = traceback.extract_tb(exc.__traceback__)[-1]
            stopped = (f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]} "
                       f"({Path(last.filename).name}:{last.lineno})")
        stops.append({"op": op.name, "kernels": len(capture.rows) - before,
                      "stopped": stopped})
        print(f"{target} {op.name}: {len(capture.rows) - before} kernel(s)"
              + (f"; stopped: {stopped}" if stopped else ""), flush=True)
    return {"target": target, "kernels": capture.rows, "ops": stops, "tuners": narrowed}


def _child(target, ops, out, max_configs, conn):
    try:
        conn.send(capture_target(target, ops, out, max_configs))
    except BaseException as exc:   # a failure of the whole target: its row
        conn.send({"target": target, "error": f"{type(exc).__name__}: {exc}"[:400]})


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--targets", default=",".join(TARGETS))
    parser.add_argument("--ops", default="")
    parser.add_argument("--max-configs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds a target")
    opts = parser.parse_args(argv)
    out = opts.out.resolve()
    if out == ROOT or ROOT in out.parents:
        parser.error(f"{out}: FlagGems' kernels are third-party code; write them outside "
                     "the repository")
    ops = [o for o in opts.ops.split(",") if o]
    results = []
    for target in [t for t in opts.targets.split(",") if t]:
        parent, child = multiprocessing.Pipe(duplex=False)
        proc = multiprocessing.get_context("fork").Process(
            target=_child, args=(target, ops, out, opts.max_configs, child))
        proc.start()
        result = (parent.recv() if parent.poll(opts.timeout)
                  else {"target": target, "error": f"past {opts.timeout:.0f} s"})
        proc.kill()
        proc.join()
        results.append(result)
    (out / "capture.json").write_text(json.dumps(
        {"command": "python scripts/capture_triton_cpu.py " + " ".join(argv or sys.argv[1:]),
         "results": results}, indent=1) + "\n")
    for r in results:
        if "error" in r:
            print(f"{r['target']}: {r['error']}")
            continue
        ok = sum(k["ok"] for k in r["kernels"])
        print(f"{r['target']}: {ok} of {len(r['kernels'])} kernels compiled from "
              f"{sum(1 for o in r['ops'] if o['kernels'])} of {len(r['ops'])} operators")
    return 0


if __name__ == "__main__":
    sys.exit(main())
