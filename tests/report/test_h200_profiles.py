"""Reports on profiles made on the H200 (scripts/h200_profiles.py; tests/data/report/h200).

The five corpus kernels ran once each, at issue 4's sizes, through bbprof.triton.profile().
Expected counts come from the launch shapes and the kernels' loop trip counts
(facts.json, written by the same script from the launch arguments), not from the counts.
"""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from bbprof.analysis import make_report
from bbprof.profile import Profile

from bbprof_testpaths import DATA

H200 = DATA / "report" / "h200"
KERNELS = ["matmul", "conv", "softmax", "reduce", "branchy"]
FACTS = json.loads((H200 / "facts.json").read_text())


@pytest.fixture(scope="module")
def reports():
    out = {}
    for name in KERNELS:
        profile = Profile.load(H200 / f"{name}.bbprof")
        static = pd.read_csv(H200 / f"{name}.sm_90a.static.csv")
        out[name] = (profile, make_report(profile, static))
    return out


@pytest.mark.parametrize("name", KERNELS)
def test_the_numbers_add_up(reports, name):
    profile, report = reports[name]
    b = report.blocks
    assert (b.issued_total == b.wave_hits * b.static_total).all()
    assert int(b.issued_total.sum()) == report.summary()["issued_total"] > 0
    assert b.share.sum() == pytest.approx(1.0, abs=1e-12)
    assert np.allclose(report.breakdown.groupby("function").share.sum().values, 1.0)
    assert report.flow.conserved.all()       # thread_hits obey flow conservation


@pytest.mark.parametrize("name", KERNELS)
def test_entry_block_counts_every_thread_and_warp_once(reports, name):
    profile, _ = reports[name]
    facts = FACTS[name]
    programs = int(np.prod(facts["grid"]))
    entry = profile.to_dataframe().iloc[0]
    assert entry.thread_hits == programs * facts["threads_per_program"]
    assert entry.wave_hits == programs * facts["num_warps"]
    assert profile.device["name"].startswith("NVIDIA H200")


@pytest.mark.parametrize("name", ["matmul", "conv"])
def test_k_loop_counts_equal_trip_counts(reports, name):
    profile, report = reports[name]
    facts = FACTS[name]
    threads = int(np.prod(facts["grid"])) * facts["threads_per_program"]
    frame = profile.to_dataframe()
    loop_block = frame[frame.loop_header].iloc[0]
    assert loop_block.thread_hits == threads * facts["loop_trips"]
    loop = report.loops.iloc[0]
    assert loop.iterations_per_entry == pytest.approx(facts["loop_trips"])


def test_matmul_k_loop_is_the_hottest_block(reports):
    profile, report = reports["matmul"]
    hottest = report.hot_blocks(1).iloc[0]
    frame = profile.to_dataframe()
    assert hottest.block == frame[frame.loop_header].iloc[0].block
    assert hottest.share > 0.9
