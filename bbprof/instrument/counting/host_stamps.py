"""The host's timeline stamps: AMDGPU's (``amdgpu_stamps.py``) with a wave of one lane, as
the host's counting code is AMDGPU's (``host.py``).

The host has no fixed slots (every stamp claims its record, in one region) and no steady
counter in LLVM: the steady word is ``llvm.readcyclecounter`` too (the TSC, a constant rate
on current x86; its rate is measured at run time). The ids are zero; the one lane is
always active and elected; the claim's atomic needs no sync scope.
"""

from __future__ import annotations

from bbprof.instrument.counting.amdgpu_stamps import AMDGPUStamps
from bbprof.instrument.counting.stamps import T


class HostStamps(AMDGPUStamps):
    slots = False
    steady_counter = "llvm.readcyclecounter"
    clocks = ("TSC (llvm.readcyclecounter)", "TSC (llvm.readcyclecounter)", None)
    needs_code_object_v5 = False
    scope = ""

    @staticmethod
    def regions_by_unit(arch: str | None) -> bool:
        return False

    def edit_attributes(self, edit, module) -> None:
        """Nothing to drop: host code has no id attributes."""

    def _id_lines(self, wave: int, p: str) -> list[str]:
        return [*(f"  {p}{name} = add i32 0, 0"
                  for name in ("unit", "hwslot", "wave", "bx", "by", "bz")),
                f"  {p}below = add i64 0, 0"]

    def _active_lines(self, wave: int, on: str, conditional: bool) -> list[str]:
        return [f"  {T}active = zext i1 {on} to i64" if conditional
                else f"  {T}active = add i64 0, 1"]
