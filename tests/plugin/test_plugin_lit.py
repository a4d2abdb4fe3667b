"""The plugin's FileCheck tests (tests/plugin/lit), run through lit so CI sees them in
pytest's summary; lit finds opt and the plugin through BBPROF_OPT and BBPROF_PLUGIN_LIB."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from plugin_support import plugin  # noqa: F401

LIT_DIR = Path(__file__).parent / "lit"
CASES = sorted(p.name for p in LIT_DIR.glob("*.ll"))


@pytest.mark.parametrize("case", CASES)
def test_filecheck(plugin, case, tmp_path):  # noqa: F811
    tool, library = plugin
    env = dict(os.environ, BBPROF_OPT=str(tool.opt), BBPROF_PLUGIN_LIB=str(library),
               BBPROF_LIT_OUT=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", "-v",
         "--no-progress-bar", str(LIT_DIR / case)],
        capture_output=True, text=True, check=False, env=env)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert f"PASS: bbprof-plugin :: {case}" in proc.stdout
