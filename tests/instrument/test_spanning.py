"""Counter placement's maximum spanning tree (``bbprof.instrument.spanning``) picks the
edges networkx's ``maximum_spanning_edges`` picked, ties included: on random multigraphs
with many equal weights, and on the placement of every corpus kernel."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bbprof.instrument import instrument, placement
from bbprof.instrument.modes import DEFAULT_MODE, Mode
from bbprof.instrument.spanning import maximum_spanning_keys
from bbprof.ir import load_module

from bbprof_testpaths import DATA, SHARED_CORPUS

nx = pytest.importorskip("networkx")

# the weights placement gives: few values, so that most edges tie with another
WEIGHTS = st.sampled_from([0.25, 1.0, 1.1, 1.5, 4.0, 16.0, 1e18])


def networkx_keys(nodes, edges) -> set:
    graph = nx.MultiGraph()
    graph.add_nodes_from(nodes)
    for u, v, key, weight in edges:
        graph.add_edge(u, v, key=key, weight=weight)
    return {key for _, _, key in nx.maximum_spanning_edges(graph, keys=True, data=False)}


@st.composite
def multigraphs(draw):
    count = draw(st.integers(1, 12))
    nodes = [-1] + list(range(count))
    pairs = draw(st.lists(st.tuples(st.sampled_from(nodes), st.sampled_from(nodes), WEIGHTS),
                          max_size=40))
    return nodes, [(u, v, key, w) for key, (u, v, w) in enumerate(pairs)]


@settings(max_examples=400, deadline=None)
@given(multigraphs())
def test_same_tree_as_networkx(graph):
    nodes, edges = graph
    assert maximum_spanning_keys(nodes, edges) == networkx_keys(nodes, edges)


def test_a_forest_per_connected_part():
    # two parts, a self-loop, parallel edges: the heaviest joining edges, nothing else
    edges = [(0, 1, "a", 1.0), (0, 1, "b", 2.0), (1, 1, "loop", 9.0), (2, 3, "c", 1.0),
             (4, 4, "x", 1.0)]
    assert maximum_spanning_keys([0, 1, 2, 3, 4], edges) == {"b", "c"}


MODULES = sorted((DATA / "corpus").glob("*/*.ll*")) + sorted(
    (DATA / "host").glob("*.ll")) + sorted(SHARED_CORPUS.glob("triton*/*/*.ll")) + sorted(
    SHARED_CORPUS.glob("triton-h200/*.llir"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_corpus_placement_is_networkxs(path, monkeypatch):
    # the default mode (a tree for warp-uniform kernels) and a tree for every kernel
    target = "host" if path.parent.name == "host" else None
    modes = [DEFAULT_MODE, Mode.from_string("thread/spanning-tree")]
    ours = [instrument(load_module(path, target), mode=m).block_map.to_json() for m in modes]
    trees = []

    def reference(nodes, edges):
        edges = list(edges)
        trees.append(len(edges))
        return networkx_keys(nodes, edges)

    monkeypatch.setattr(placement, "maximum_spanning_keys", reference)
    theirs = [instrument(load_module(path, target), mode=m).block_map.to_json()
              for m in modes]
    assert trees and ours == theirs
