"""Placement after compile-time constants: no counter where the count is known.

``ir/constants.py`` finds the edges no thread can take and the blocks no thread can
enter (branches on ``__nvvm_reflect``, AMD's ``__oclc_*`` controls, wave-size queries,
literals). Placement then runs on the function's *live view*: the same blocks, with only
the edges that can be taken (a dead block has none). This module turns that placement
back into one over the real CFG:

* a dead block gets no counter and its count is statically 0 (``BlockInfo.static_count``);
* on the spanning tree, the edges of the circulation that are dead are listed with kind
  ``dead`` and a count of 0 known without a counter; the live view's tree already gives
  a block that became straight-line (one live predecessor whose only live successor it
  is) no counter of its own: that edge is a tree edge. The view's own exit edges of dead
  blocks (a dead block has no successors there) are dropped: they only tied those blocks
  to the tree;
* at every block, a block that became straight-line shares its predecessor's counter
  (``BlockInfo.count_of``) when only threads are counted: every thread that runs the
  predecessor runs it next, and no other thread does. Wave counts are not shared: where
  lanes reconverge depends on the real CFG, dead edges included, which the machine code
  does not have, so the two blocks' wave counts could differ.
"""

from __future__ import annotations

from dataclasses import replace

from bbprof.instrument.placement import EXIT, Edge, Placement
from bbprof.ir.constants import Folded
from bbprof.ir.module import Function

DEAD = "dead"


def live_placement(placement: Placement, fn: Function, folded: Folded) -> Placement:
    """``placement`` (made on ``folded.live_view(fn)``) with dead blocks uncounted and,
    when it has edges, the dead edges of ``fn``'s circulation added as ``dead``."""
    if not folded.folds:
        return placement
    dead = folded.dead_blocks
    counted = tuple(b for b in placement.counted_blocks if b not in dead)
    if not placement.edges:
        return replace(placement, counted_blocks=counted)
    edges = [e for e in placement.edges if e.source not in dead]
    for block in fn.blocks:
        if block.id in dead and not block.successor_ids:
            edges.append(Edge(block.id, EXIT, DEAD))
        for s in block.successor_ids:
            if block.id in dead or (block.id, s) in folded.dead_edges:
                edges.append(Edge(block.id, s, DEAD))
    return replace(placement, counted_blocks=counted, edges=tuple(edges))


def straight_line(fn: Function, folded: Folded, counted: tuple[int, ...],
                  keep: set[int]) -> dict[int, int]:
    """Blocks that folding made straight-line, each mapped to the counted block whose
    count is theirs: ``v`` (not the entry) whose one live predecessor ``u`` has ``v`` as
    its one live successor, where the edge or another edge of ``u`` or into ``v`` is
    dead. ``keep``: blocks that must keep their own counter (loops counted in registers
    or uniform accumulators)."""
    if not folded.folds:
        return {}
    live = folded.live_view(fn)
    preds: dict[int, list[int]] = {}
    for block in live.blocks:
        for s in block.successor_ids:
            preds.setdefault(s, []).append(block.id)
    real_preds: dict[int, int] = {}
    for block in fn.blocks:
        for s in block.successor_ids:
            real_preds[s] = real_preds.get(s, 0) + 1
    counted_set = set(counted)
    shares: dict[int, int] = {}
    for v in counted:
        ps = preds.get(v, [])
        if v == 0 or v in keep or len(ps) != 1:
            continue
        u = ps[0]
        if u == v or u in keep or live.blocks[u].successor_ids != [v]:
            continue
        if len(fn.blocks[u].successor_ids) == 1 and real_preds.get(v, 0) == 1:
            continue   # straight-line already: not folding's doing
        shares[v] = u
    # chains: each shares the first block of its run, which keeps its counter
    out = {}
    for v in shares:
        root = shares[v]
        while root in shares:
            root = shares[root]
        if root in counted_set:
            out[v] = root
    return out


__all__ = ["DEAD", "live_placement", "straight_line"]
