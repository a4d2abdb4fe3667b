"""CFG pictures readable at 1,000 blocks (issue 42, item 7): what the DOT says.

* an overview of a large CFG has a bounded number of nodes, keeps the hottest loop's body
  (never one node for a loop of most of the work) and spends its nodes where the issued
  instructions go: the 645-block Triton matmul run on the emulator, a generated host
  function of 1,004 blocks, the 69-block conv whose cold epilogue used to fill the picture;
* a block that never ran is grey and dashed and says so, a statically dead one is darker
  and dotted;
* edges carry the threads that took them, equal to counts derived by hand from the
  arguments (host_loops.ll's nested(3, 5), cfg_cases.PICK's pick(5)) whether the profile
  decoded them (spanning tree) or they follow from block counts (every block); an edge
  the counts leave open has no number; width grows with the count; the hot path is red.

The DOT is read with the small parser below: one node or edge a line, as cfg_dot writes.
"""

from __future__ import annotations

import re

import pytest

from bbprof.analysis import make_report
from bbprof.cli.main import main
from bbprof.instrument.modes import Mode
from bbprof.render.cfg import HOT, cfg_dot, overview_dot
from bbprof.render.cfg_nodes import OVERVIEW_NODES, OVERVIEW_RANKS

from cfg_cases import (MATMUL, NESTED_EDGES, PICK, PICK_EDGES, generated_ir, host_report,
                       matmul_645, nested_text)
from conftest import load_case

NODE = re.compile(r"^\s+(\w+) \[label=<(.*)>\];$")
EDGE = re.compile(r"^\s+(\w+) -> (\w+)(?: \[(.*)\])?;$")
CLUSTER = re.compile(r"^(\s+)subgraph cluster_loop(\d+) \{$")


def parse(dot: str) -> tuple[dict, dict, dict]:
    """``(nodes, edges, clusters)``: node -> its label text; (a, z) -> attributes (invisible
    edges left out); loop header id -> the nodes inside its cluster (nested ones too)."""
    nodes, edges, clusters, open_ = {}, {}, {}, []
    for line in dot.splitlines():
        if (m := CLUSTER.match(line)):
            open_.append((len(m.group(1)), int(m.group(2))))
            clusters[int(m.group(2))] = set()
        elif line.strip() == "}" and open_:
            open_.pop()
        elif (m := NODE.match(line)):
            nodes[m.group(1)] = m.group(2)
            for _, header in open_:
                clusters[header].add(m.group(1))
        elif (m := EDGE.match(line)):
            attrs = dict(re.findall(r'(\w+)=("[^"]*"|[^,\s]+)', m.group(3) or ""))
            if attrs.get("style") != "invis":
                edges[(m.group(1), m.group(2))] = {k: v.strip('"')
                                                   for k, v in attrs.items()}
    return nodes, edges, clusters


def label_count(attrs: dict) -> int | None:
    text = attrs.get("label")
    return None if text is None else int(text.strip().replace(",", ""))


def hottest_loop(report, function: str):
    loops = report.loops[report.loops.function == function]
    return loops.sort_values("share", ascending=False).iloc[0]


def ranks(nodes: dict, edges: dict) -> int:
    """The longest chain of forward (not dashed) edges."""
    succ = {n: [] for n in nodes}
    indegree = dict.fromkeys(nodes, 0)
    for (a, z), attrs in edges.items():
        if attrs.get("style") != "dashed" and a != z:
            succ[a].append(z)
            indegree[z] += 1
    depth = dict.fromkeys(nodes, 1)
    ready = [n for n, d in indegree.items() if d == 0]
    while ready:
        n = ready.pop()
        for z in succ[n]:
            depth[z] = max(depth[z], depth[n] + 1)
            indegree[z] -= 1
            if indegree[z] == 0:
                ready.append(z)
    return max(depth.values())


def check_overview(report, function: str) -> tuple[dict, dict, dict]:
    """The overview's promises on any CFG: bounded, the hottest loop's body kept as a
    cluster of several nodes, never as one node."""
    dot = overview_dot(report, function)
    nodes, edges, clusters = parse(dot)
    assert len(nodes) <= OVERVIEW_NODES
    assert ranks(nodes, edges) <= OVERVIEW_RANKS
    loop = hottest_loop(report, function)
    assert f"loop{loop.header_id}" not in nodes          # not drawn as one node
    assert len(clusters[loop.header_id]) >= 3, clusters
    return nodes, edges, clusters


def test_overview_of_the_645_block_matmul():
    profile, report = matmul_645()
    fn = profile.block_map.function("matmul_kernel")
    assert len(fn.blocks) == 645
    loop = hottest_loop(report, "matmul_kernel")
    assert loop.share > 0.5 and loop.iterations_per_entry == 6   # it dominates
    nodes, edges, clusters = check_overview(report, "matmul_kernel")
    # nodes go where the issued instructions go: the loop's 129 blocks (20% of the CFG,
    # most of the work) get about half the nodes, its hottest block one of its own
    assert len(clusters[loop.header_id]) >= 0.4 * len(nodes)
    rows = report.blocks[report.blocks.function == "matmul_kernel"]
    hottest = int(rows.sort_values("issued_total").block_id.iloc[-1])
    assert f"b{hottest}" in nodes
    # every drawn edge's count is known (all derived from the block counts): 128 lanes
    # enter the loop once each, go round 640 times (6 iterations an entry) and leave
    assert all(label_count(a) is not None for a in edges.values())
    header = f"b{loop.header_id}" if f"b{loop.header_id}" in nodes else None
    into = [label_count(a) for (s, z), a in edges.items() if z == header and s not in
            clusters[loop.header_id]]
    back = [label_count(a) for (s, z), a in edges.items() if z == header and s in
            clusters[loop.header_id]]
    assert header and into == [128] and back == [640]


def test_overview_of_a_generated_1004_block_function():
    report, value = host_report(generated_ir(), "big", (8,), name="big.ll")
    assert value == 8
    assert len(report.profile.block_map.function("big").blocks) == 1004
    nodes, edges, clusters = check_overview(report, "big")
    header = report.loops.iloc[0].header_id
    # the loop's 202 blocks hold 59% of the IR instructions issued: most of the nodes
    assert len(clusters[header]) >= 0.5 * len(nodes)
    inside = clusters[header]
    counts = sorted(label_count(a) for (s, z), a in edges.items()
                    if (s in inside) != (z in inside) or a.get("style") == "dashed")
    assert counts == [1, 1, 7]       # entered once, left once, 7 times round (n = 8)


def test_a_cold_loop_is_one_node_with_its_share_and_trips():
    report, _ = host_report(generated_ir(cold_loop=True), "big", (8,), name="big.ll")
    nodes, edges, clusters = check_overview(report, "big")
    cold = report.loops[report.loops.header == "cold"].iloc[0]
    assert cold.share < 0.01 and cold.header_id not in clusters
    label = nodes[f"loop{cold.header_id}"]
    assert re.search(r"<b>loop cold</b> 2 blocks 0\.\d% · 1 entry x 3\.0 iter/entry", label)
    # its edges: entered once, left once (its back edge is inside the node)
    assert sorted(label_count(a) for (s, z), a in edges.items()
                  if f"loop{cold.header_id}" in (s, z)) == [1, 1]


def test_conv_overview_draws_the_hot_loop_not_the_cold_epilogue():
    # the report's complaint: the 69% loop was one node and the 30-block epilogue
    # filled the picture
    profile, static = load_case("conv_gfx942")
    report = make_report(profile, static)
    nodes, _, clusters = check_overview(report, "conv2d_nhwc_kernel")
    loop = hottest_loop(report, "conv2d_nhwc_kernel")
    fn = profile.block_map.function("conv2d_nhwc_kernel")
    after = {b.id for b in fn.blocks if b.id > max(fn.loops[0].body)}
    assert len(after) >= 30 and loop.share > 0.6
    epilogue = {n for n in nodes if n not in clusters[loop.header_id]
                and int(re.sub(r"\D", "", n)) in after}
    assert len(epilogue) <= 3 < 8 <= len(clusters[loop.header_id])


def pick_report(mode: Mode = Mode()):
    report, value = host_report(PICK, "pick", (5,), mode=mode, name="pick.ll")
    assert value == 5
    return report


def by_name(report, function: str) -> dict[str, str]:
    return {f"b{b.id}": b.name for b in report.profile.block_map.function(function).blocks}


@pytest.mark.parametrize("overview", [False, True], ids=["detail", "overview"])
def test_never_ran_and_statically_dead_blocks_look_different(overview):
    report = pick_report()
    dot = (overview_dot(report, "pick", max_nodes=len(PICK_EDGES)) if overview
           else cfg_dot(report, "pick"))
    nodes, _, _ = parse(dot)
    name = {v: k for k, v in by_name(report, "pick").items()}
    rare, disabled = nodes[name["rare"]], nodes[name["disabled"]]
    assert 'style="dashed"' in rare and "never ran" in rare and 'bgcolor="#f0f0f0"' in rare
    assert ('style="dotted"' in disabled and "statically dead" in disabled
            and 'bgcolor="#d4d4d4"' in disabled)
    for block in ("entry", "loop", "latch", "done"):
        label = nodes[name[block]]
        assert "style=" not in label and "never ran" not in label


@pytest.mark.parametrize("mode", [Mode(), Mode(placement="every-block")], ids=str)
@pytest.mark.parametrize("case", ["pick", "nested"])
def test_edge_labels_equal_the_counts_by_hand(case, mode):
    if case == "pick":
        report, function, expected = pick_report(mode), "pick", PICK_EDGES
    else:
        report, _ = host_report(nested_text(), "nested", (3, 5), mode=mode,
                                name="host_loops.ll")
        function, expected = "nested", NESTED_EDGES
    dot = cfg_dot(report, function)
    names = by_name(report, function)
    _, edges, _ = parse(dot)
    got = {(names[a], names[z]): label_count(attrs) for (a, z), attrs in edges.items()}
    assert got == expected
    how = ("decoded" if mode.placement == "spanning-tree"
           else "derived from the block counts")
    assert f"edge labels: thread_hits ({how})" in dot


def test_edge_width_grows_with_the_count_and_the_hot_path_is_red():
    report, _ = host_report(nested_text(), "nested", (3, 5), name="host_loops.ll")
    names = by_name(report, "nested")
    _, edges, _ = parse(cfg_dot(report, "nested"))
    named = {(names[a], names[z]): attrs for (a, z), attrs in edges.items()}
    width = {k: float(a["penwidth"]) for k, a in named.items() if "penwidth" in a}
    assert width[("inner", "body")] > width[("body", "even")] > width[("body", "odd")] \
        > width[("outer", "inner")] > width[("entry", "outer")]
    # from the entry, the forward edge most threads took at each step, up to the latch
    # whose only way on is back (the back edge stays blue)
    red = {k for k, a in named.items() if a.get("color") == HOT}
    assert red == {("entry", "outer"), ("outer", "inner"), ("inner", "body"),
                   ("body", "even"), ("even", "inner.latch")}


def test_an_edge_the_counts_leave_open_has_no_number(reports):
    # loop.bbprof was counted at every block; its loop is rotated (the guard may skip
    # it): the block counts do not say how often the loop was entered, so the edges
    # into it, round it and out of it get no number; the straight code after it does
    report = reports["loop"]
    _, edges, _ = parse(cfg_dot(report, "loop_kernel"))
    unknown = {k for k, a in edges.items() if "label" not in a}
    assert unknown == {("b0", "b1"), ("b0", "b2"), ("b1", "b2"), ("b1", "b1")}
    assert not report.loops.iloc[0].entries_exact
    assert {label_count(edges[k]) for k in edges if k not in unknown} == {8192}


def test_cfg_command_draws_an_overview_above_150_blocks(tmp_path, capsys):
    out = tmp_path / "matmul.dot"
    assert main(["cfg", str(MATMUL), "-o", str(out)]) == 0
    said = capsys.readouterr().out
    assert "645 blocks; overview:" in " ".join(said.split())
    nodes, _, clusters = parse(out.read_text())
    assert len(nodes) <= OVERVIEW_NODES and len(clusters) == 1
    assert "structure only" in out.read_text()
    assert main(["cfg", str(MATMUL), "-o", str(out), "--view", "detail"]) == 0
    assert len(parse(out.read_text())[0]) == 645
    assert main(["cfg", str(MATMUL), "-o", str(out), "--view", "overview",
                 "--collapse-cold", "0.01"]) == 2        # one or the other
    assert "--view overview chooses its own collapsing" in capsys.readouterr().err
