"""What each kind of counter site costs, per target: the one table placement weighs.

Placement chooses among its mechanisms by cost (``placement.py``: the spanning tree keeps
the costliest edges uncounted; hybrid placement is kept only where it is cheaper than a
counter at every block with its loop chains and side flags). The unit is one block's
counter update, per wave that enters the block. The figures are the relative costs the
placement was tuned with on the GPU benchmarks (docs/counting-modes.md, bench/README.md):

* ``block`` 1: a counter at the top of a block (a ballot and one atomic per wave);
* ``edge`` 1.5: an edge counter before its source's terminator (a ballot more);
* ``split`` 1.1: a block of bbprof's put on the edge, with a block's counter (a jump more);
* ``exit`` 0.25 on NVPTX and the host: an exit edge of a single-block loop counted in
  registers rides on the loop's own flush, in the same elected branch; on AMDGPU it is a
  counter call of its own there, as much as a block's counter (1).

A kernel's entry counted once per workgroup costs ``group_entry_cost``. Loops multiply
what runs inside them by ``LOOP_SCALE`` (and, for a second estimate where loops run long,
``LONG_LOOP_SCALE``). A new mechanism adds its row here, beside the target's others.
"""

from __future__ import annotations

from dataclasses import dataclass

LOOP_SCALE = 16.0
LONG_LOOP_SCALE = 256.0   # a second estimate: where loops run long (``instrument.py``)


@dataclass(frozen=True)
class SiteCosts:
    """One target's cost of each kind of site, in block-counter updates."""

    block: float = 1.0
    edge: float = 1.5
    split: float = 1.1
    exit: float = 0.25


COSTS: dict[str, SiteCosts] = {
    "nvptx": SiteCosts(),
    "host": SiteCosts(),
    "amdgpu": SiteCosts(exit=1.0),
}
DEFAULT = SiteCosts()
COST_BLOCK, COST_EDGE, COST_SPLIT, COST_EXIT = (DEFAULT.block, DEFAULT.edge, DEFAULT.split,
                                                DEFAULT.exit)


def costs_for(kind: str) -> SiteCosts:
    return COSTS[kind]


def group_entry_cost(waves_per_group: int | None) -> float:
    """What a kernel's entry counter costs per wave when one lane of each workgroup adds
    the workgroup's threads and waves (``counting``'s ``group_lines``): an atomic per
    workgroup of ``waves_per_group`` waves (1 where the kernel's attributes do not bound
    it) and a compare in every wave."""
    return 0.1 + 1.0 / max(1, waves_per_group or 1)
