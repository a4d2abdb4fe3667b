from __future__ import annotations

import os
import shutil
import subprocess

import pandas as pd
import pytest

from bbprof.analysis import make_report
from bbprof.profile import Profile

from bbprof_testpaths import DATA

REPORT_DATA = DATA / "report"
CASES = {"loop": "sm_90a", "matmul": "sm_90a", "conv_gfx90a": "gfx90a",
         "conv_gfx942": "gfx942"}


def load_case(name: str):
    profile = Profile.load(REPORT_DATA / f"{name}.bbprof")
    static = pd.read_csv(REPORT_DATA / f"{name}.{CASES[name]}.static.csv")
    return profile, static


@pytest.fixture(scope="session")
def reports():
    return {name: make_report(*load_case(name)) for name in CASES}


CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)


@pytest.fixture(scope="session")
def chromium():
    """Chromium, when it is here and starts (a wrapper left without its program is not);
    the browser tests of the report and CFG pages share it."""
    problem = "no headless Chromium (apt-get install chromium)"
    if CHROMIUM is not None:
        try:
            version = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True,
                                     timeout=60)
            if version.returncode == 0:
                return CHROMIUM
            problem = f"{CHROMIUM} does not start: {' '.join(version.stderr.split())[:200]}"
        except (OSError, subprocess.TimeoutExpired) as exc:
            problem = f"{CHROMIUM} does not start: {exc}"
    if os.environ.get("BBPROF_EXPECT_TOOLS"):
        pytest.fail(f"BBPROF_EXPECT_TOOLS is set but: {problem}")
    pytest.skip(problem)
