"""Make tests/data/mlir_ops/: `bbprof mlir` on MLIR programs of tests/data/iree/mlir/.

    python scripts/make_mlir_ops_corpus.py [--out tests/data/mlir_ops]

Needs ``pip install iree-base-compiler``. For each case (a program and IREE flags: the
conv + bias + ReLU in IREE's default implicit-GEMM configuration and with direct
convolution tiling, the f16 matmul) and each target (gfx942, gfx1100, sm_80) it keeps what
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
TARGETS = ("gfx942", "gfx1100", "sm_80")
# case -> (program, iree-compile flags)
CASES = {
    "conv_bias_relu_f16": ("conv_bias_relu_f16", ()),
    "conv_bias_relu_f16-direct": ("conv_bias_relu_f16",
                                  ("--iree-codegen-llvmgpu-use-direct-convolution",)),
    "matmul_f16": ("matmul_f16", ()),
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
    for case, (program, flags) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            command = [sys.executable, "-m", "bbprof", "mlir", str(PROGRAMS / f"{program}.mlir"),
                       *(f"--target={t}" for t in TARGETS), "-o", tmp,
                       *(f"--iree-flag={f}" for f in flags)]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            manifest["cases"][case] = {"program": f"tests/data/iree/mlir/{program}.mlir",
                                       "iree_flags": list(flags)}
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
