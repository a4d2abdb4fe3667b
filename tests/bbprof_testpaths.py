"""Paths the tests share (a uniquely named module: several test folders have a conftest)."""

from __future__ import annotations

import os
from pathlib import Path

TESTS = Path(__file__).resolve().parent
DATA = TESTS / "data"
SHARED_CORPUS = TESTS.parents[1] / "shared" / "corpus"
LIT = TESTS / "lit"
# ../shared beside the checkout (BBPROF_SHARED names another place, e.g. for a worktree)
SHARED = Path(os.environ.get("BBPROF_SHARED") or TESTS.parents[1] / "shared")
EXTERNAL_IR = SHARED / "external-ir"    # other front ends' IR that bbprof mishandled
ROCMLIR_IR = SHARED / "rocmlir-ir"      # rocMLIR's own GEMMs
