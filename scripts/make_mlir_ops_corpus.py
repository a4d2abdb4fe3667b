"""Make tests/data/mlir_ops/: `bbprof mlir` on MLIR programs of tests/data/iree/mlir/.

    python scripts/make_mlir_ops_corpus.py [--out tests/data/mlir_ops]

Needs ``pip install iree-base-compiler``. For each case (a program and IREE flags: the
conv + bias + ReLU in IREE's default implicit-GEMM configuration, with direct
convolution, and with its workgroup tile pinned to 2x32 (tests/data/mlir_ops/programs/),
the f16 matmul) and each target (gfx942, gfx1100, sm_80) it keeps what
`bbprof mlir` wrote: ``ops.json`` (the op index; its ``file`` is the program's path on
the machine that made it: reports match locations by file name), per target the
dispatch IR gzipped (mtime 0) and its ``.launch.json``. ``manifest.json`` records the
compiler version, the command and the sha256 of each uncompressed file.
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
PROGRAMS = ROOT / "tests" / "data" / "iree" / "mlir"
OWN = ROOT / "tests" / "data" / "mlir_ops" / "programs"
TARGETS = ("gfx942", "gfx1100", "sm_80")
# case -> (program, iree-compile flags, targets)
CASES = {
    "conv_bias_relu_f16": (PROGRAMS / "conv_bias_relu_f16.mlir", (), TARGETS),
    "conv_bias_relu_f16-direct": (PROGRAMS / "conv_bias_relu_f16.mlir",
                                  ("--iree-codegen-llvmgpu-use-direct-convolution",),
                                  ("gfx942", "sm_80")),
    # the conv's workgroup tile pinned to 2x32 (a compilation_info of gfx942's MFMA config)
    "conv_bias_relu_f16-wg2x32": (OWN / "conv_bias_relu_f16_wg2x32.mlir", (), ("gfx942",)),
    "matmul_f16": (PROGRAMS / "matmul_f16.mlir", (), TARGETS),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "tests" / "data" / "mlir_ops")
    args = parser.parse_args()
    try:
        version = subprocess.run(["iree-compile", "--version"], capture_output=True,
                                 text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        print("iree-compile not found: pip install iree-base-compiler", file=sys.stderr)
        return 1
    manifest = {"command": "python scripts/make_mlir_ops_corpus.py",
                "iree_compile_version": " ".join(version.split()), "cases": {}, "files": {}}
    for case, (program, flags, targets) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            command = [sys.executable, "-m", "bbprof", "mlir", str(program),
                       *(f"--target={t}" for t in targets), "-o", tmp,
                       *(f"--iree-flag={f}" for f in flags)]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
            manifest["cases"][case] = {"program": str(program.relative_to(ROOT)),
                                       "iree_flags": list(flags), "targets": list(targets)}
            dest = args.out / case
            if dest.exists():
                shutil.rmtree(dest)
            for path in sorted(Path(tmp).rglob("*")):
                if path.is_dir() or path.name.endswith(".annotated.mlir"):
                    continue
                rel = path.relative_to(tmp)
                data = path.read_bytes()
                target = dest / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                if path.suffix == ".ll":
                    target = target.with_name(target.name + ".gz")
                    with open(target, "wb") as raw, gzip.GzipFile(
                            fileobj=raw, mode="wb", mtime=0, filename="") as out:
                        out.write(data)
                else:
                    target.write_bytes(data)
                manifest["files"][f"{case}/{rel}"] = hashlib.sha256(data).hexdigest()
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"wrote {len(manifest['files'])} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
