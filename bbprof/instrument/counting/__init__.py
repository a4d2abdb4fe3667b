"""The IR that bbprof adds to a module: the counter global, entry code, block code, edge
code and the flushes of loops counted in registers. One file per target:

* ``nvptx.py``: every piece is one inline PTX statement (no branch, so ptxas sees the
  kernel's own CFG and reconverges warps where it would in the plain kernel).
* ``amdgpu.py``: LLVM IR over ``llvm.amdgcn.ballot``/``mbcnt``, with an internal
  always-inline counting function whose election branch the back end's inliner puts into
  the block.
* ``host.py``: AMDGPU's code with one lane that is always active and elected, so that
  execution tests on the CPU run the rewriting AMDGPU gets.

Each target's timeline stamps stand beside its counting code (``nvptx_stamps.py``,
``amdgpu_stamps.py``, ``host_stamps.py``; what they share and the record format:
``stamps.py``), reusing its ids and election; ``stamp_code`` finds them by the target's kind.

``common.py`` holds what every target shares: the counter global, the CFG hash global, the
counter row of the entry code, and the ``declare`` lines of the intrinsics the code calls.

Every piece is written as text, with names that start with ``__bbprof.``:

* At the entry of every defined function (after its leading static allocas) the *entry
  code* reads the hardware ids once and computes ``%__bbprof.row``, the function's counter
  row (see ``layout.py``); NVPTX also ``%__bbprof.lanes_below``, the mask of lanes below
  this one (``%lanemask_lt``).
* At the top of a counted block (after its phis and EH pads) the *block code* reads the
  mask of active lanes and elects the lowest one (NVPTX ``active & lanes_below == 0``;
  AMDGPU ``mbcnt`` of the active lanes is 0, computed at the site: nothing per lane
  lives across the kernel); the
  elected lane adds what the mode counts (``modes.py``): the number of active lanes
  (thread_hits), 1 (wave_hits), or both packed in one word as ``lanes + (1 << 32)``.
  It is one line: an inline PTX statement (NVPTX), or a call of an internal
  always-inline function, ``@__bbprof.count.w<wave size>`` (AMDGPU, host).
* Before the terminator of a block with a counted out-edge (spanning-tree placement), the
  *edge code* computes the branch condition that selects the edge, ballots it, and the
  elected lane adds the number of lanes that take the edge (when any do).
"""

from __future__ import annotations

from typing import Protocol

from bbprof.instrument.counting import amdgpu, host, nvptx
from bbprof.instrument.counting.amdgpu import AMDGPUCounting
from bbprof.instrument.counting.amdgpu_stamps import AMDGPUStamps
from bbprof.instrument.counting.capabilities import Capabilities
from bbprof.instrument.counting.common import cfg_hash_line, declarations, global_line
from bbprof.instrument.counting.host import HostCounting
from bbprof.instrument.counting.host_stamps import HostStamps
from bbprof.instrument.counting.nvptx import NVPTXCounting
from bbprof.instrument.counting.nvptx_stamps import NVPTXStamps
from bbprof.instrument.counting.stamps import StampCode
from bbprof.instrument.layout import CounterLayout
from bbprof.instrument.modes import Mode
from bbprof.ir.target import Target

_BY_KIND = {"amdgpu": (AMDGPUCounting, amdgpu.CAPABILITIES, AMDGPUStamps),
            "host": (HostCounting, host.CAPABILITIES, HostStamps),
            "nvptx": (NVPTXCounting, nvptx.CAPABILITIES, NVPTXStamps)}


class CountingCode(Protocol):
    """The writer of one target's counting code (``nvptx.py``, ``amdgpu.py``, ``host.py``):
    every piece the inserter (``instrument.py``) asks for, as lines of IR text."""

    target: Target
    wave_size: int
    mode: Mode

    def entry_lines(self, arch: str | None, layout: CounterLayout) -> list[str]: ...
    def top_lines(self, word: int) -> list[str]: ...
    def group_lines(self, word: int) -> list[str]: ...
    def count_function(self) -> list[str]: ...
    def edge_lines(self, word: int, tag: str, predicate: list[str], *args,
                   **kwargs) -> list[str]: ...
    def flush_lines(self, word: int, value: str, tag: str, j: str, *args,
                    **kwargs) -> list[str]: ...


def counting_code(target: Target, wave_size: int, mode: Mode) -> CountingCode:
    """The writer of the counting code for functions of ``target`` with ``wave_size``
    lanes per wave, counting what ``mode`` counts."""
    return _BY_KIND[target.kind][0](target, wave_size, mode)


def stamp_code(kind: str) -> type[StampCode]:
    """The writer of the timeline's stamps for a target of ``kind`` (``stamps.py``): its
    class, whose attributes say what the target's stamps can do before one is made."""
    return _BY_KIND[kind][2]


def capabilities(kind: str) -> Capabilities:
    """What the counting code of a target of ``kind`` can do (``capabilities.py``)."""
    return _BY_KIND[kind][1]


__all__ = ["AMDGPUCounting", "Capabilities", "CountingCode", "HostCounting", "NVPTXCounting",
           "StampCode", "capabilities", "cfg_hash_line", "counting_code", "declarations",
           "global_line", "stamp_code"]
