"""The numbers add up, on profiles of real block maps with hand-derived counts."""

from __future__ import annotations

import ctypes

import numpy as np
import pandas as pd
import pytest

from bbprof.analysis import group_table, make_report
from bbprof.isa.groups import GROUP_TABLE, GROUPS
from bbprof.analysis.blocks import ISA_CATEGORIES
from bbprof.analysis.flow import conserved, loop_entries
from bbprof.errors import MismatchError
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.isa.machine import decode_source_lines
from bbprof.profile import Profile

from bbprof_testpaths import DATA
from conftest import CASES, load_case


@pytest.mark.parametrize("name", CASES)
def test_block_issued_sums_to_kernel_total(reports, name):
    r = reports[name]
    b = r.blocks
    assert (b.issued_total == b.wave_hits * b.static_total).all()
    assert int(b.issued_total.sum()) == r.summary()["issued_total"] > 0
    # per category issued sums to the block total (the static columns partition it)
    cats = [f"issued_{c}" for c in ISA_CATEGORIES[r.isa]]
    assert (b[cats].sum(axis=1) == b.issued_total).all()
    assert b.share.sum() == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("name", CASES)
def test_group_shares_sum_to_one_and_partition_every_block(reports, name):
    r = reports[name]
    shares = r.breakdown.groupby("function").share.sum()
    assert np.allclose(shares.values, 1.0)
    g = group_table(r.blocks)
    assert (g[list(GROUPS)].sum(axis=1) == g.total).all()
    assert int(r.breakdown.issued.sum()) == int(r.blocks.issued_total.sum())


def test_group_table_covers_every_category_once():
    for isa in ("amdgcn", "ptx"):
        columns = [c for i, c, _ in GROUP_TABLE if i == isa]
        alu_categories = {"amdgcn": {"valu", "salu"},
                          "ptx": {"int_alu", "float_alu", "setp", "cvt", "mov"}}[isa]
        assert set(columns) == (set(ISA_CATEGORIES[isa]) - alu_categories) | {
            "alu_int", "alu_float", "alu_move"}


@pytest.mark.parametrize("name", CASES)
def test_thread_hits_are_conserved(reports, name):
    assert reports[name].flow.conserved.all()
    assert not reports[name].notes or all("not conserved" not in n for n in reports[name].notes)


def test_broken_counts_are_not_conserved():
    profile, static = load_case("conv_gfx942")
    counts = dict(profile.counts)
    counts["thread_hits"] = list(counts["thread_hits"])
    counts["thread_hits"][3] += 64           # a masked load entered more than its guard
    bad = Profile(profile.block_map, counts)
    report = make_report(bad, static)
    assert not report.flow.conserved.all()
    assert any("not conserved" in n for n in report.notes)


def test_matmul_k_loop_is_the_hottest_block(reports):
    r = reports["matmul"]
    hot = r.hot_blocks(1).iloc[0]
    loop = r.loops.iloc[0]
    assert hot.block_id == loop.header_id and hot.loop_header
    assert hot.thread_hits == 131072 * 128
    assert loop.entries == 131072 and loop.entries_exact
    assert loop.iterations_per_entry == 128


def test_loop_kernel_counts_and_simd_utilization(reports):
    r = reports["loop"]
    b = r.blocks.set_index("block")
    T, n = 8192 * 2, 16                       # two launches
    assert b.loc[".lr.ph", "thread_hits"] == T * n
    assert b.loc["64", "thread_hits"] == T // 2
    assert (b.simd_utilization == 1.0).all()
    loop = r.loops.iloc[0]
    # rotated loop: entry may branch past it, so entries are an upper bound (= T here)
    assert loop.entries == T and not loop.entries_exact
    assert loop.iterations_per_entry == n
    lines = r.lines.set_index("line")
    # line 13 (the loop body's math) has code only in .lr.ph: its waves x its instructions
    # there; the rest of .lr.ph is the loop's own line 12 (the counter and the branch)
    ((_, at_13),) = [(loc, n) for loc, n in decode_source_lines(b.loc[".lr.ph",
                     "static_source_lines"]) if str(loc).endswith("kernels.py:13")]
    assert lines.loc[13, "issued_total"] == b.loc[".lr.ph", "wave_hits"] * at_13
    assert 0 < lines.loc[13, "issued_total"] < b.loc[".lr.ph", "issued_total"]
    assert r.lines.issued_total.sum() == r.total_issued


def test_conv_address_arithmetic_dominates(reports):
    r = reports["conv_gfx942"]
    bd = r.breakdown.set_index("group")
    assert bd.loc["int_arith", "share"] > 0.5
    assert bd.loc["int_arith", "share"] == pytest.approx(
        r.blocks.issued_alu_int.sum() / r.blocks.issued_total.sum())
    loop = r.loops.iloc[0]
    assert loop.entries_exact and loop.iterations_per_entry == 36


def test_simd_utilization_with_partial_waves():
    profile, static = load_case("loop")
    counts = {k: list(v) for k, v in profile.counts.items()}
    counts["thread_hits"][3] = counts["wave_hits"][3] * 8      # 8 of 32 lanes
    r = make_report(Profile(profile.block_map, counts), static)
    assert r.blocks.set_index("block").loc["64", "simd_utilization"] == 0.25


def test_static_of_other_ir_is_refused():
    profile, _ = load_case("conv_gfx942")
    _, other = load_case("matmul")
    with pytest.raises(MismatchError):
        make_report(profile, other)


def _nested_host_profile(n: int = 3, m: int = 5) -> Profile:
    """host_loops.ll's ``nested(n, m)`` instrumented and run on the host JIT."""
    from bbprof.runtime.host import HostProgram

    result = instrument(load_module(DATA / "host" / "host_loops.ll", "host"))
    program = HostProgram(result.text, result.block_map)
    program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)(n, m)
    return Profile.from_counters(result.block_map, program.read_counters())


def test_flow_on_host_run_matches_trip_counts():
    r = make_report(_nested_host_profile())
    assert r.isa == "ir" and r.breakdown.empty
    loops = r.loops[r.loops.function == "nested"].set_index("header")
    assert loops.loc["outer", "entries"] == 1 and loops.loc["outer", "entries_exact"]
    assert loops.loc["inner", "entries"] == 3 and loops.loc["inner", "entries_exact"]
    assert loops.loc["inner", "iterations_per_entry"] == 6     # m + 1 header visits
    assert r.flow.conserved.all()


def test_loop_entries_range_on_a_skippable_loop():
    # 0 -> {1, 2}; 1 -> {1, 2}: a rotated loop; 10 entries of 0, 40 visits of 1
    succ = {0: (1, 2), 1: (1, 2), 2: ()}
    span = loop_entries(succ, {0: 10, 1: 40, 2: 10}, header=1, body={1})
    assert span.high == 10 and not span.exact
    assert conserved(succ, {0: 10, 1: 40, 2: 10})
    assert not conserved(succ, {0: 10, 1: 40, 2: 11})


def test_counted_edges_check_conservation_as_the_flow_does():
    """Where every edge's count is known (spanning tree), conservation is checked by
    summing them (``loops.edges_conserve``, linear) instead of a min-cost flow: both
    say yes on a real host run (n = 3, m = 5), and the sums say no to a block count
    one off, as the flow does."""
    from bbprof.analysis.loops import edges_conserve, function_counts

    profile = _nested_host_profile()
    r = make_report(profile)
    fn = profile.block_map.function("nested")
    assert profile.edges_known("nested")
    successors, counts = function_counts(profile, r.blocks, "nested")
    edges = profile.edge_counts["nested"]["thread_hits"]
    assert edges_conserve(fn, counts, edges) and conserved(successors, counts)
    inner = next(b.id for b in fn.blocks if b.name == "inner")
    assert counts[inner] == 18                      # 3 entries x (5 + 1) header visits
    off = {**counts, inner: counts[inner] + 1}
    assert not edges_conserve(fn, off, edges) and not conserved(successors, off)
    assert not edges_conserve(fn, counts, [-1, *list(edges)[1:]])
