"""The CFG analyses' own algorithms (bbprof/ir/cfg.py) against networkx's, on random
graphs: reachability and immediate dominators, including irreducible graphs and
unreachable nodes; and the loops they give on the corpus kernels."""

from __future__ import annotations

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from bbprof.ir import load_module
from bbprof.ir.cfg import _immediate_dominators, reverse_postorder, analyze, build_cfg

from bbprof_testpaths import DATA


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 14))
    return [draw(st.lists(st.integers(0, n - 1), unique=True, max_size=4)) for _ in range(n)]


@settings(max_examples=400, deadline=None)
@given(succ=graphs())
def test_dominators_equal_networkx(succ):
    graph = nx.DiGraph()
    graph.add_nodes_from(range(len(succ)))
    graph.add_edges_from((u, v) for u, vs in enumerate(succ) for v in vs)
    order = reverse_postorder(succ)
    assert set(order) == nx.descendants(graph, 0) | {0}
    preds = {b: [] for b in order}
    for u in order:
        for v in succ[u]:
            preds[v].append(u)
    expected = dict(nx.immediate_dominators(graph, 0))
    expected[0] = 0    # networkx 3.6 leaves the start node out
    assert _immediate_dominators(order, preds) == expected


def test_corpus_loops():
    """The loops of a corpus kernel: the K loop of the gfx942 conv (33 blocks, one latch,
    one exit), found the same way as by networkx's cycles."""
    module = load_module(DATA / "corpus" / "gfx942" / "conv2d_implicit_gemm.ll")
    fn = module.functions[0]
    analysis = analyze(fn)
    assert not analysis.irreducible
    assert [(loop.header, len(loop.body), len(loop.latches), len(loop.exits))
            for loop in analysis.loops] == [(2, 33, 1, 1)]
    graph = build_cfg(fn)
    body = analysis.loops[0].body
    # every block of the body is on a cycle through the header
    for b in body:
        assert nx.has_path(graph, 2, b) and nx.has_path(graph, b, 2)
    assert analysis.graph.number_of_nodes() == len(fn.blocks)
