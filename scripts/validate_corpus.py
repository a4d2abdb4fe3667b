"""`bbprof validate` over bbprof's own divergent kernels, the corpus kernels and the broad
benchmark's (H100/H200).

Own kernels (tests/data/runtime): `divergent` (if/else on g % 3, a device function called
from two places), `trips` (per-thread trip counts), the corpus `loop` llir (BLOCK=1024).
Corpus kernels of scripts/corpus_kernels.py: compiled by Triton on this machine, their
llir written out, their tensors saved as .npy, then validated through the same library
call as `bbprof validate`. Everything a run makes goes under --out (one folder a kernel);
a summary table is printed and written as JSON.

    python scripts/validate_corpus.py --out validate-out [--kernels ...]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
# relative to ROOT (main() works there): the paths end up in command.txt and in the
# block maps, which are test data and must not name this machine's folders
DATA = Path("tests") / "data" / "runtime"


def own_cases():
    return {
        "divergent": (DATA / "nvptx_cases.ll", "divergent", (6,), (128,), 0,
                      ["i32[768]", "700"]),
        "trips": (DATA / "nvptx_cases.ll", "trips", (4,), (256,), 0,
                  ["i32[1024]", f"@{DATA / 'trips.npy'}"]),
        "loop": (DATA / "loop.llir", "loop_kernel", (64,), (128,), 0,
                 ["f32[65536]:random", "f32[65536]", "f32[65536]", "5"]),
    }


def broad_names() -> list[str]:
    from bench_kernels import all_specs

    return [s.name for s in all_specs()]


def triton_case(name: str, out: Path):
    """Compile a corpus kernel, or one of the broad benchmark's (scripts/bench_kernels),
    with Triton (launching it once), dump llir and tensors."""
    import numpy as np
    import torch
    import triton  # noqa: F401

    import bench_overhead

    n_sm = torch.cuda.get_device_properties(0).multi_processor_count
    if name in broad_names():
        from bench_kernels import all_specs

        spec = next(s for s in all_specs() if s.name == name)
        setup = spec.build(torch, n_sm)
        fn, grid, num_warps = spec.fn, setup.grid, spec.num_warps
        args = dict(setup.args, **spec.constexprs)
    else:
        fn, grid, args, num_warps, outs, exact, facts = bench_overhead.setups(
            torch, triton, n_sm)[name]()
    ck = fn[grid](**args, num_warps=num_warps)
    torch.cuda.synchronize()
    llir = out / f"{name}.llir"
    llir.write_text(ck.asm["llir"])
    from bbprof.ir import load_module
    from bbprof.runtime.args import kernel_parameters

    params = kernel_parameters(load_module(llir, "nvptx").text, fn.fn.__name__)
    wanted = len(params) - 2          # Triton 3.6 appends two scratch pointers
    specs = []
    signature = ck.src.signature
    constants = getattr(ck.src, "constants", {}) or {}
    for index, (arg, ty) in enumerate(signature.items()):
        if ty == "constexpr" or arg in constants or (index,) in constants:
            continue
        value = args[arg]
        if (len(signature) > wanted and not hasattr(value, "data_ptr")
                and not isinstance(value, float) and value == 1
                and sum(1 for t in signature.values() if t != "constexpr") > wanted):
            continue                  # specialized to the constant 1 by Triton
        if hasattr(value, "data_ptr"):
            path = out / f"{arg}.npy"
            host = value.detach().cpu()
            if host.dtype == torch.float16:
                np.save(path, host.view(torch.int16).numpy().view(np.float16))
            elif host.dtype == torch.bfloat16:     # the same bytes: numpy has no bf16
                np.save(path, host.view(torch.int16).numpy())
            elif host.element_size() == 1 and host.dtype not in (torch.int8, torch.uint8,
                                                                 torch.bool):
                np.save(path, host.view(torch.uint8).numpy())    # fp8
            else:
                np.save(path, host.numpy())
            specs.append(f"@{path}")
        elif isinstance(value, float):
            specs.append(f"f32:{value}")
        else:
            specs.append(str(int(value)))
    shared = int(getattr(ck.metadata, "shared", 0) or 0)
    return llir, fn.fn.__name__, tuple(grid), (num_warps * 32,), shared, specs


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=Path("validate-out"))
    parser.add_argument("--kernels",
                        default="divergent,trips,loop,matmul,conv,softmax,reduce,branchy",
                        help="comma-separated: own cases, corpus kernels, the broad "
                             "benchmark's (scripts/bench_kernels; 'broad': all of them)")
    opts = parser.parse_args()
    opts.out = opts.out.resolve()
    os.chdir(ROOT)
    from bbprof.ir import load_module
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import LaunchShape, get_backend
    from bbprof.render.validate import ncu_text
    from bbprof.validate import validate

    backend = get_backend("cuda")
    summary = {}
    names = [n for part in opts.kernels.split(",") if part
             for n in (broad_names() if part == "broad" else [part])]
    for name in names:
        work = opts.out / name
        work.mkdir(parents=True, exist_ok=True)
        started = time.time()
        try:
            if name in own_cases():
                path, kernel, grid, block, shared, specs = own_cases()[name]
            else:
                path, kernel, grid, block, shared, specs = triton_case(name, work)
            (work / "command.txt").write_text(
                f"bbprof validate {path} --kernel {kernel} --grid {','.join(map(str, grid))} "
                f"--block {','.join(map(str, block))} --shared {shared} "
                + " ".join(f"--arg '{s}'" for s in specs) + "\n")
            module = load_module(path, "nvptx")
            result = validate(module, kernel, LaunchShape.of(grid, block, shared),
                              [parse_spec(s) for s in specs], workdir=work,
                              backend=backend)
            text = "\n".join(ncu_text(result))
            print(text, flush=True)
            (work / "validate.txt").write_text(text + "\n")
            (work / "validate.json").write_text(json.dumps(result.to_json(), indent=1))
            summary[name] = {**result.totals, "seconds": round(time.time() - started, 1)}
        except Exception as exc:   # keep going: one kernel's failure is a result too
            summary[name] = {"error": f"{type(exc).__name__}: {exc}"}
            (work / "error.txt").write_text(traceback.format_exc())
            print(f"{name}: ERROR {exc}", flush=True)
    (opts.out / "summary.json").write_text(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
