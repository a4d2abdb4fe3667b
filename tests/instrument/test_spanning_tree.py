"""Counter placement on the spanning tree and reconstruction by flow conservation
(bbprof/instrument/placement.py) on hand-made CFGs, at unit level.

Expected placements by hand. The circulation adds a virtual node X, an edge from every
returning block to X and X -> entry; ``E - V + 1`` edges stay outside the maximum spanning
tree, and the tree keeps the heaviest (most often run) edges:

* diamond ``entry -> a | b -> join``: 6 edges, 5 nodes, so 2 edges outside the tree; the
  tree must reach a and b, so one edge of each arm stays outside, each counted by its arm's
  block: counters at a and b, none at entry or join.
* loop ``entry -> h``, ``h -> body | x``, ``body -> h``: the loop's two edges weigh 16x
  the others, one of them is in the tree, the other (counted by body's counter) is not;
  of ``h -> x`` and ``x -> X`` one stays outside, counted by x: counters at body and x.

* if-then ``entry -> then -> join``, ``entry -> join``: the cycle ``entry -> join -> X ->
  entry`` needs one edge outside the tree: ``join -> X`` and ``X -> entry`` run once per
  call (weight 1 x a block counter's cost 1), ``entry -> join`` half as often with an
  edge counter's cost 1.5 (0.75): it is counted, before entry's branch; of ``entry ->
  then -> join`` one edge is counted, by then's counter.

Reconstruction gets every edge from the counted ones: with 3 of 8 threads going to ``a``
(diamond), and 4 threads running the body 10 times in all (loop), the counts below.
"""

from __future__ import annotations

import networkx as nx
import pytest

from bbprof.errors import MismatchError
from bbprof.instrument.placement import EXIT, circulation_edges, reconstruct, spanning_tree
from bbprof.ir import load_module
from bbprof.ir.cfg import analyze

DIAMOND = """
define void @d(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  ret void
}
"""
LOOP = """
define void @l(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %body, label %x
body:
  br label %h
x:
  ret void
}
"""
IF_THEN = """
define void @t(i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  ret void
}
"""
SWITCH = """
define void @s(i32 %v) {
entry:
  switch i32 %v, label %c [
    i32 0, label %a
    i32 1, label %b
  ]
a:
  br label %c
b:
  br label %c
c:
  ret void
}
"""


def placed(tmp_path, text: str):
    path = tmp_path / "f.ll"
    path.write_text(text)
    fn = load_module(path, "host").functions[0]
    return fn, spanning_tree(fn, analyze(fn))


def as_map_edges(placement) -> list[list]:
    return [e.to_json() for e in placement.edges]


def known_from(placement, truth: dict[tuple[int, int], int]) -> dict[int, int]:
    """What the counters read: the count of every edge outside the tree."""
    return {i: truth[(e.source, e.target)] for i, e in enumerate(placement.edges)
            if e.how != "tree"}


def test_tree_edges_form_a_spanning_tree_of_the_circulation(tmp_path):
    for text in (DIAMOND, LOOP, IF_THEN, SWITCH):
        fn, placement = placed(tmp_path, text)
        edges = circulation_edges(fn)
        assert [(e.source, e.target) for e in placement.edges] == edges
        tree = nx.MultiGraph()
        tree.add_nodes_from([EXIT, *range(len(fn.blocks))])
        tree.add_edges_from((e.source, e.target) for e in placement.edges if e.how == "tree")
        assert nx.is_tree(tree)
        outside = [e for e in placement.edges if e.how != "tree"]
        assert len(outside) == len(edges) - (len(fn.blocks) + 1) + 1


def test_diamond_counts_the_two_arms(tmp_path):
    _, placement = placed(tmp_path, DIAMOND)
    assert placement.counted_blocks == (1, 2)
    assert placement.counted_edges == ()
    truth = {(0, 1): 3, (0, 2): 5, (1, 3): 3, (2, 3): 5, (3, EXIT): 8, (EXIT, 0): 8}
    edges, blocks = reconstruct(4, as_map_edges(placement), known_from(placement, truth))
    assert edges == [truth[(e.source, e.target)] for e in placement.edges]
    assert blocks == [8, 3, 5, 8]


def test_if_then_counts_the_cheaper_critical_edge(tmp_path):
    _, placement = placed(tmp_path, IF_THEN)
    assert placement.counted_blocks == (1,)
    assert placement.counted_edges == ((0, 2),)
    truth = {(0, 1): 2, (0, 2): 5, (1, 2): 2, (2, EXIT): 7, (EXIT, 0): 7}
    _, blocks = reconstruct(3, as_map_edges(placement), known_from(placement, truth))
    assert blocks == [7, 2, 7]


def test_loop_counts_the_body_and_the_exit_not_the_header(tmp_path):
    _, placement = placed(tmp_path, LOOP)
    assert placement.counted_blocks == (2, 3)
    truth = {(0, 1): 4, (1, 2): 10, (1, 3): 4, (2, 1): 10, (3, EXIT): 4, (EXIT, 0): 4}
    _, blocks = reconstruct(4, as_map_edges(placement), known_from(placement, truth))
    assert blocks == [4, 14, 10, 4]    # the header: 4 entries from outside + 10 back


def test_switch_edge_without_a_block_of_its_own_gets_an_edge_counter(tmp_path):
    # entry -> c (the default) shares c with a and b: a critical edge, counted before
    # entry's switch unless the tree holds it
    _, placement = placed(tmp_path, SWITCH)
    hows = {(e.source, e.target): e.how for e in placement.edges}
    assert hows[(0, 3)] in ("tree", "edge")
    truth = {(0, 1): 2, (0, 2): 1, (0, 3): 6, (1, 3): 2, (2, 3): 1, (3, EXIT): 9,
             (EXIT, 0): 9}
    _, blocks = reconstruct(4, as_map_edges(placement), known_from(placement, truth))
    assert blocks == [9, 2, 1, 9]


def test_counts_that_break_conservation_are_refused(tmp_path):
    _, placement = placed(tmp_path, DIAMOND)
    # more threads in the arms than entered: an arm's tree edge would be negative
    truth = {(0, 1): 3, (0, 2): 5, (1, 3): 3, (2, 3): 5, (3, EXIT): 8, (EXIT, 0): 8}
    known = known_from(placement, truth)
    known = {i: 100 * v for i, v in known.items()}
    with pytest.raises(MismatchError, match="flow conservation"):
        reconstruct(4, as_map_edges(placement), known | {len(placement.edges) - 1: 1})
