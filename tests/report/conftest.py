from __future__ import annotations

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
