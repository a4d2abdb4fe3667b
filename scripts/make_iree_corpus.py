"""Compile the MLIR programs of tests/data/iree/mlir/ with IREE and keep the kernels' IR.

    python scripts/make_iree_corpus.py [--out tests/data/iree] [--iree-compile PATH]

IREE (``pip install iree-base-compiler``; 3.13 bundles LLVM 24.0.0git) compiles each
program for three AMD GPUs (gfx942, gfx90a, gfx1100) and one NVIDIA GPU (sm_80), dumping
its executables' intermediates; this script keeps, gzipped (mtime 0, so the bytes only
change when IREE's output does):

* ``TARGET/PROGRAM.optimized.ll.gz`` — the module IREE hands to LLVM's code generator
  (after LLVM's optimisation pipeline): what to instrument;
* ``TARGET/PROGRAM.linked.ll.gz`` — before that pipeline, with the device library (ockl)
  linked in and the implicit kernel arguments still spelled out;
* ``gfx942/PROGRAM.rocmasm.gz`` — IREE's own assembly of the optimized module, the
  reference for instruction counts (MFMA) of bbprof's static mix.

``manifest.json`` records the compiler's version, the flags and the sha256 of each
uncompressed file. The programs (convolutions NHWC f16/f32 with stride 2 and padding,
conv + bias + ReLU, matmuls, batch matmul, softmax, reductions, argmax, elementwise GELU,
a three-dispatch MLP) are written for this corpus.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {
    "gfx942": ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"],
    "gfx90a": ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx90a"],
    "gfx1100": ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx1100"],
    "sm_80": ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"],
}
KEEP_ASSEMBLY = {"gfx942"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "tests" / "data" / "iree")
    parser.add_argument("--iree-compile", default=shutil.which("iree-compile"))
    args = parser.parse_args()
    if not args.iree_compile:
        print("iree-compile not found: pip install iree-base-compiler", file=sys.stderr)
        return 1
    version = subprocess.run([args.iree_compile, "--version"], capture_output=True,
                             text=True, check=True).stdout
    programs = sorted((args.out / "mlir").glob("*.mlir"))
    manifest = {"command": "python scripts/make_iree_corpus.py",
                "iree_compile_version": " ".join(version.split()),
                "targets": {t: flags for t, flags in TARGETS.items()}, "files": {}}
    for target, flags in TARGETS.items():
        (args.out / target).mkdir(parents=True, exist_ok=True)
        for program in programs:
            with tempfile.TemporaryDirectory() as tmp:
                dump = Path(tmp) / "dump"
                subprocess.run([args.iree_compile, str(program), *flags,
                                f"--iree-hal-dump-executable-intermediates-to={dump}",
                                "-o", str(Path(tmp) / "out.vmfb")], check=True)
                kinds = [".optimized.ll", ".linked.ll"]
                if target in KEEP_ASSEMBLY:
                    kinds.append(".rocmasm")
                for kind in kinds:
                    found = sorted(dump.glob(f"*{kind}"))
                    if len(found) != 1:
                        print(f"{program.name} for {target}: {len(found)} {kind} files",
                              file=sys.stderr)
                        return 1
                    data = found[0].read_bytes()
                    name = f"{target}/{program.stem}{kind}.gz"
                    with open(args.out / name, "wb") as raw, \
                            gzip.GzipFile(fileobj=raw, mode="wb", mtime=0,
                                          filename="") as out:
                        out.write(data)
                    manifest["files"][name] = {
                        "from": found[0].name, "bytes": len(data),
                        "sha256": hashlib.sha256(data).hexdigest()}
        print(f"{target}: {len(programs)} programs")
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
