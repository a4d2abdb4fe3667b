"""What a target's counting code can do, and how its hardware runs it.

Placement asks these questions of a target instead of testing which target it is (LLVM's
``TargetTransformInfo`` is the model): can a loop's count be flushed with one reduction,
do a divergent branch's lanes run together again at its post-dominator, may straight-line
side flags be kept in registers. Each target's answers stand beside its counting code
(``nvptx.py``, ``amdgpu.py``, ``host.py``: ``CAPABILITIES``); ``counting.capabilities``
finds them by the target's kind. What a processor is (wave size, LDS, hardware ids) is
``bbprof/ir/arch.py``; what each kind of counter site costs is ``costs.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from bbprof.instrument.modes import SPANNING_TREE


@dataclass(frozen=True)
class Capabilities:
    kind: str
    # a divergent branch's lanes run together again from its immediate post-dominator
    # (AMDGPU's structurized control flow, and the emulator); NVIDIA's independent thread
    # scheduling promises no such point
    reconverges_at_post_dominators: bool = False
    # by default, detour flags only for loops whose lanes leave together (AMDGPU: where
    # they leave in different iterations, a flag needs a vector copy per iteration)
    scalar_flag_exits: bool = False
    # straight-line code's side flags kept in registers and flushed together (NVPTX)
    side_flags: bool = False
    # the processor a loop flush's one-instruction reduction needs (NVPTX: redux.sync,
    # sm_80); None: every processor has it
    redux_from_sm: int | None = None
    # detour flags per loop by default: NVPTX and the host 32 (a flag costs two 32-bit
    # registers in the loop); AMDGPU 16 in the default placement (a flag is one
    # wave-uniform i64: two scalar registers) and none at every block, the reference the
    # default's counts are checked against, which keeps its detours in memory
    detour_limit: int = 32
    detour_limit_every_block: int = 32     # ... in every-block placement
    # how one work-item adds its workgroup's threads and waves at a kernel's entry: "ntid"
    # (NVPTX's %ntid), "code object v5" (AMDGPU's implicit arguments); None: it cannot
    entry_per_group: str | None = None
    # the kernel attributes that bound a workgroup's size (for the entry's cost)
    workgroup_attributes: tuple[str, ...] = ()
    # reading the hardware ids drops LLVM's amdgpu-no-* attributes that promise they are not
    edits_id_attributes: bool = False
    # the occupancy check may regroup side flags to keep the plain kernel's occupancy
    regroups_side_flags: bool = False
    # the kernel attribute by which the occupancy check asks the back end for the plain
    # kernel's occupancy, as a last resort (its register allocator then spills instead)
    occupancy_attribute: str | None = None
    # the back end unrolls loops behind the IR (ptxas): loops kept in registers record
    # their entries' trip counts, for the issue model (``bbprof.isa.issue``)
    records_trips: bool = False
    arch_example: str = ""                 # for messages: "sm_90a", "gfx942"
    shards: int = 1                        # counter rows by default (layout.py)
    wave_slots: int = 1                    # wave slots per unit in the shard rule
    shard_rule: Callable[[str | None], str] = lambda arch: "0"   # the rule, in words

    def has_redux(self, arch: str | None) -> bool:
        """Whether a loop flush's reduction exists on ``arch`` (an unknown processor is
        taken to be new enough)."""
        if self.redux_from_sm is None:
            return True
        match = re.match(r"sm_(\d+)", arch or "")
        return match is None or int(match.group(1)) >= self.redux_from_sm

    def default_detour_limit(self, placement: str = SPANNING_TREE) -> int:
        return (self.detour_limit if placement == SPANNING_TREE
                else self.detour_limit_every_block)

    def counts_entry_per_group(self, module, fn) -> bool:
        """Whether a tree's counter at ``fn``'s entry can be one lane's per workgroup: a
        kernel's entry runs once per thread launched, so its counts are the workgroups'
        sizes in threads and waves, which one work-item of each can add."""
        if not fn.is_kernel or self.entry_per_group is None:
            return False
        if self.entry_per_group == "code object v5":   # LLVM's default since 18
            version = module.code_object_version
            return version is None or version >= 500
        return True

    def waves_per_group(self, fn, wave_size: int) -> int | None:
        """The waves of a workgroup as far as the kernel's attributes say, or None."""
        for attribute in self.workgroup_attributes:
            if attribute == "amdgpu-flat-work-group-size":
                sizes = fn.attributes.get(attribute, "").split(",")
                if len(sizes) == 2 and sizes[1].strip().isdigit():
                    return -(-int(sizes[1]) // wave_size)
                continue
            dims = fn.block_dims(attribute)
            if dims is not None:
                return -(-dims[0] * dims[1] * dims[2] // wave_size)
        return None
