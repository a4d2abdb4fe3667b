"""Compile the MLIR programs of tests/data/isa/iree with IREE and keep the kernels' IR.

    pip install iree-base-compiler          # 3.13 was used (LLVM 24.0.0git)
    python scripts/iree_isa_inputs.py        # writes tests/data/isa/iree/*.ll.gz

For each ``<name>.mlir`` and each target below, ``iree-compile`` dumps the executables'
intermediates (``--iree-hal-dump-executable-intermediates-to``); the ``optimized`` module
of each dispatch (the LLVM IR IREE hands to its code generator) is kept, gzip -9n, as
``<name>_<target>.optimized.ll.gz``. The static-mix tests read these files; they need
neither IREE nor this script.
"""

from __future__ import annotations

import gzip
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "isa" / "iree"
TARGETS = {"sm_80": ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"]}


def main() -> int:
    compiler = shutil.which("iree-compile")
    if compiler is None:
        print("iree-compile not found: pip install iree-base-compiler", file=sys.stderr)
        return 1
    for source in sorted(DATA.glob("*.mlir")):
        for target, flags in TARGETS.items():
            with tempfile.TemporaryDirectory() as work:
                subprocess.run([compiler, str(source), *flags,
                                f"--iree-hal-dump-executable-intermediates-to={work}",
                                "-o", str(Path(work) / "out.vmfb")], check=True)
                (dump,) = Path(work).glob("*.optimized.ll")
                out = DATA / f"{source.stem}_{target}.optimized.ll.gz"
                out.write_bytes(gzip.compress(dump.read_bytes(), compresslevel=9, mtime=0))
                print(f"{out.relative_to(DATA.parents[3])}: {dump.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
