"""Run the FileCheck tests of this folder through lit, so CI sees them in pytest's summary
(lit itself reads only the ``.ll`` files here: ``lit.cfg.py``'s suffixes)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).parent
CASES = sorted(p.name for p in LIT_DIR.glob("*.ll"))


@pytest.mark.parametrize("case", CASES)
def test_filecheck(case, tmp_path):
    proc = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", "-v",
         "--no-progress-bar", str(LIT_DIR / case)],
        capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert f"PASS: bbprof :: {case}" in proc.stdout
