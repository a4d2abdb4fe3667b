"""The counting mechanisms, in the order their words take in a counter row.

Each mechanism lives in its own module and answers two questions about a function's plan
(``instrument.py``'s ``_FunctionPlan``): which blocks its sites count (so that no block
also gets a counter at its top), and what its sites are (``sites.Site``, in word order).
``sites.assign_words`` then gives every site its word in one loop, and the inserter and
the block map read the words by what they count. The cost of each kind of site, per
target, is ``costs.py``'s table.

==========================  =======================================  ===================
mechanism                   sites                                    module
==========================  =======================================  ===================
counted blocks              ``block``: one per counted block          placement.py
loop chains                 ``accumulator``, ``detour``               uniform_loops.py
straight-line code          ``run`` (no word), ``side_flag``          straight_flags.py
counted edges               ``edge``, ``exit``, ``split``             placement.py
==========================  =======================================  ===================

The order is the block map's word order (``BlockMap.binding`` binds it): a mechanism moved
in this table moves its words, and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from bbprof.instrument import placement, straight_flags, uniform_loops
from bbprof.instrument.sites import Site


@dataclass(frozen=True)
class Mechanism:
    name: str
    sites: Callable[..., list[Site]]          # (plan, width, skip) -> its sites
    claims: Callable[..., set[int]] | None = None   # (plan) -> blocks its sites count


MECHANISMS: tuple[Mechanism, ...] = (
    Mechanism("counted blocks", placement.block_sites),
    Mechanism("loop chains", uniform_loops.chain_sites, uniform_loops.chain_blocks),
    Mechanism("straight-line code", straight_flags.straight_sites,
              straight_flags.straight_blocks),
    Mechanism("counted edges", placement.edge_sites),
)


def claimed_blocks(plan) -> set[int]:
    """The blocks whose counts a mechanism's sites give other than a counter at their top."""
    out: set[int] = set()
    for mechanism in MECHANISMS:
        if mechanism.claims is not None:
            out |= mechanism.claims(plan)
    return out


def function_sites(plan, width: int) -> list[Site]:
    """Every site of one function, in word order. ``width``: words a block-like site takes
    (``Mode.words_per_site``)."""
    skip = claimed_blocks(plan)
    return [site for mechanism in MECHANISMS for site in mechanism.sites(plan, width, skip)]
