"""What the HTML report and CFG pictures show (issue 21 B): no 0-hit block listed as hot,
no empty columns, readable block ids, and the entry on top of a host CFG."""

from __future__ import annotations

import ctypes
import re
from importlib import resources

import pytest

from bbprof.analysis import make_report
from bbprof.render import render_report
from bbprof.render.cfg import cfg_dot, layout_engine, overview_dot, render_svg
from bbprof.render.html import cfg_sections

from conftest import load_case


@pytest.fixture(scope="module")
def host_report():
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.profile import Profile
    from bbprof.runtime.host import HostProgram

    result = instrument(load_module(str(resources.files("bbprof.examples").joinpath(
        "host_loops.ll")), "host"))
    program = HostProgram(result.text, result.block_map)
    program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)(4, 6)
    return make_report(Profile.from_counters(result.block_map, program.read_counters()))


def test_blocks_that_never_ran_are_not_hot(host_report):
    # only nested() ran: classify/square/driver's blocks have no hits and are not hot,
    # even when more rows are asked for than blocks ran
    ran = int((host_report.blocks.thread_hits > 0).sum())
    assert 0 < ran < len(host_report.blocks)
    hot = host_report.hot_blocks(100)
    assert len(hot) == ran and (hot.thread_hits > 0).all()
    html = render_report(host_report, ".html", top=100,
                         cfgs=cfg_sections(host_report, svg=False))
    table = html[html.index('id="hot-table"'):html.index("</table>", html.index('id="hot-table"'))]
    assert table.count("<tr") == ran + 1   # rows carry data-fn where functions differ


def test_empty_columns_are_not_shown(host_report):
    # host IR: no debug locations and no instruction categories
    html = render_report(host_report, ".html", cfgs=cfg_sections(host_report, svg=False))
    table = html[html.index('id="hot-table"'):]
    headers = re.findall(r"<th[^>]*>([^<]*)</th>", table[:table.index("</tr>")])
    assert "source" not in headers and "top categories" not in headers
    assert headers[:2] == ["block", "thread_hits"]   # one function: no function column


def test_block_ids_are_not_grey():
    profile, static = load_case("conv_gfx942")
    dot = cfg_dot(make_report(profile, static), "conv2d_nhwc_kernel")
    assert '#555555">#' not in dot and "#777" not in dot
    assert re.search(r'<b>216</b> <font point-size="9">#2</font>', dot)


def test_back_edges_do_not_rank_the_blocks(host_report):
    dot = cfg_dot(host_report, "nested")
    back = [line for line in dot.splitlines() if "style=dashed" in line]
    assert back and all("constraint=false" in line for line in back)


@pytest.mark.skipif(layout_engine() is None, reason="no graphviz-pure or dot")
def test_host_cfg_entry_on_top_exit_at_the_bottom(host_report):
    svg = render_svg(cfg_dot(host_report, "nested"))
    top = {}
    for node, points in re.findall(r'<title>(b\d+)</title>\s*<polygon[^>]*points="([^"]+)"',
                                   svg):
        top[node] = min(float(p.split(",")[1]) for p in points.split())
    fn = host_report.profile.block_map.function("nested")
    entry = f"b{fn.blocks[0].id}"
    exits = [f"b{b.id}" for b in fn.blocks if not b.successors]
    assert top[entry] == min(top.values())
    assert all(top[e] > top[entry] for e in exits)
    assert max(top[e] for e in exits) == max(top.values())


def test_overview_of_a_large_cfg_is_one_line_a_block():
    profile, static = load_case("conv_gfx942")
    report = make_report(profile, static)
    dot = overview_dot(report, "conv2d_nhwc_kernel")
    nodes = dot.count("[label=<<table")
    assert 10 <= nodes <= 40          # 69 blocks: runs of blocks merged (render/cfg_nodes.py)
    assert " blocks " in dot and "threads" not in dot   # one line, no counts spelled out
    assert "<b>216</b>" in dot and "b34 -> b2 [style=dashed" in dot   # the loop is drawn


def test_overview_keeps_the_hot_loop_however_small_the_budget():
    # issue 42: the 33-block loop holds most of the issued instructions; at 10 nodes the
    # overview still draws its body (a cluster), never the loop as one node
    profile, static = load_case("conv_gfx942")
    report = make_report(profile, static)
    dot = overview_dot(report, "conv2d_nhwc_kernel", max_nodes=10)
    assert dot.count("[label=<<table") <= 10
    assert "subgraph cluster_loop2" in dot and "loop216" not in dot
