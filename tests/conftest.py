from __future__ import annotations

pytest_plugins = ["pytester"]     # tests/cli/test_first_hour.py runs a conftest in one

import os
import re
from collections import Counter

# compiles run every time in the tests (a test of a compile failure or a time limit must
# see the compiler run); tests/isa/test_machine_code_cache.py turns the cache on itself
os.environ["BBPROF_MACHINE_CODE_CACHE"] = "off"

# What a skipped test lacked, by the words of its reason: the summary's last lines say how
# many tests each missing thing skipped and how to get it (``-ra`` lists every reason).
CAUSES = (
    (r"\.\./shared|BBPROF_SHARED|shared/corpus|external-ir|rocmlir-ir",
     "../shared beside the checkout (or BBPROF_SHARED=DIR): the shared corpus and "
     "reproducers"),
    (r"pass plugin", "the pass plugin's build: LLVM 19+ with its CMake files, cmake and a "
     "C++ compiler (apt-get install llvm-19-dev clang-19 cmake)"),
    (r"ld\.lld|linker", "an AMDGPU linker (apt-get install lld-19)"),
    (r"\bGPU\b|CUDA device|NVIDIA|cuda-bindings|no device", "an NVIDIA GPU "
     "(scripts/run_gpu_tests.sh)"),
    (r"[Cc]hromium", "a headless Chromium (apt-get install chromium)"),
    (r"FileCheck|llvm-|LLVM 1\d|LLVM 2\d|llvm-config|\bopt\b|cmake|clang",
     "LLVM's command-line tools of some version (apt-get install llvm-19; -ra names each)"),
    (r"ptxas|nvdisasm|[Tt]riton", "Triton's wheel (pip install '.[sass]': ptxas, nvdisasm, "
     "Triton kernels)"),
    (r"IREE|iree", "IREE's compiler (pip install '.[mlir]')"),
    (r"pyarrow|[Pp]arquet", "pyarrow (pip install '.[parquet]')"),
    (r"hip-python|ROCm|\bhip\b", "hip-python or an AMD GPU"),
    (r"[Rr]ay\b", "Ray (pip install '.[ray]')"),
)


def skip_cause(reason: str) -> str:
    for pattern, cause in CAUSES:
        if re.search(pattern, reason):
            return cause
    return "other: " + reason[:80]


def pytest_terminal_summary(terminalreporter):
    skipped = terminalreporter.stats.get("skipped", [])
    if not skipped:
        return
    causes = Counter()
    for report in skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(
            report.longrepr)
        causes[skip_cause(reason.removeprefix("Skipped: "))] += 1
    terminalreporter.section("skipped tests, by what they need")
    for cause, count in causes.most_common():
        terminalreporter.write_line(f"{count:5d}  {cause}")
