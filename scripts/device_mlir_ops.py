"""Issue 41 on a GPU: IREE's sm_80 dispatches of tests/data/mlir_ops, instrumented and run
with the CUDA backend on IREE's launch shape; the profiles and outputs go to OUT.

    python scripts/device_mlir_ops.py OUT [--arch sm_90]

The inputs are those of tests/mlir/test_per_op.py (same seed, same padding), so the
counts can be compared with the emulator's trace and the outputs with numpy on the CPU:
``python scripts/device_mlir_ops.py --check OUT``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
OPS = ROOT / "tests" / "data" / "mlir_ops"
CASES = {"conv_bias_relu_f16": "conv_bias_relu_f16",
         "conv_bias_relu_f16-direct": "conv_bias_relu_f16", "matmul_f16": "matmul_f16"}
sys.path.insert(0, str(ROOT / "tests" / "mlir"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))      # bbprof itself, where it is not installed (the GPU host)


def prepare(case: str, program: str, work: Path, target: str = "sm_80") -> list[str]:
    """The dispatch, its op index and inputs in ``work``; the `bbprof run` shape args."""
    from test_per_op import PAD_BYTES, _inputs

    work.mkdir(parents=True, exist_ok=True)
    shutil.copy(OPS / case / "ops.json", work / "ops.json")
    (ir_gz,) = (OPS / case / target).glob("*.ll.gz")
    (work / "k.ll").write_bytes(gzip.decompress(ir_gz.read_bytes()))
    (launch,) = json.loads(next((OPS / case / target).glob("*.launch.json")).read_text())
    args = ["--grid", ",".join(map(str, launch["grid"])),
            "--block", ",".join(map(str, launch["block"])), "--shared", str(launch["shared"])]
    for i, array in enumerate(_inputs(program)):
        pad = np.zeros(PAD_BYTES // array.itemsize, array.dtype)
        np.save(work / f"in{i}.npy", np.concatenate([array.ravel(), pad]))
        args += ["-a", f"@{work / f'in{i}.npy'}"]
    return args


def bbprof(*args) -> None:
    subprocess.run([sys.executable, "-m", "bbprof", *args], check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--check", action="store_true",
                        help="compare OUT's GPU profiles with the emulator (CPU)")
    args = parser.parse_args()
    for case, program in CASES.items():
        work = args.out / case
        if args.check:
            check(case, program, work)
            continue
        shape = prepare(case, program, work)
        bbprof("instrument", str(work / "k.ll"), "--arch", args.arch, "-q")
        bbprof("run", str(work / "k.bbprof.ll"), *shape, "--backend", "cuda", "--arch",
               args.arch, "--baseline", "-o", str(work / "gpu.bbprof"), "--save-outputs",
               str(work / "gpu_out"))
        for p in work.glob("in*.npy"):
            p.unlink()
    return 0


def check(case: str, program: str, work: Path) -> None:
    """The GPU's counts against the emulator's trace of the plain kernel, the GPU's
    output against numpy."""
    from test_per_op import _inputs, _reference

    from bbprof.profile import Profile

    shape = prepare(case, program, work / "cpu")
    bbprof("run", str(work / "cpu" / "k.ll"), *shape, "--backend", "emulator", "-q",
           "-o", str(work / "cpu" / "trace.bbprof"))
    gpu, trace = Profile.load(work / "gpu.bbprof"), Profile.load(work / "cpu" / "trace.bbprof")
    (kernel,) = gpu.block_map.kernels
    got, want = gpu.counts_of(kernel), trace.counts_of(kernel)
    same = sum(got[b] == want[b] for b in want)
    inputs = _inputs(program)
    reference = _reference(program, inputs)
    out = np.load(work / "gpu_out" / f"arg{len(inputs) - 1}.npy").view(reference.dtype)
    out = out[:reference.size].reshape(reference.shape)
    error = float(np.max(np.abs(out.astype(np.float32) - reference.astype(np.float32))))
    print(f"{case}: {same}/{len(want)} blocks equal to the emulator's trace; "
          f"max |GPU - numpy| {error:.3g}")


if __name__ == "__main__":
    sys.exit(main())
