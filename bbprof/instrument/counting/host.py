"""The host's counting code: AMDGPU's (``amdgpu.py``) with a wave of one lane.

The one lane is always active and always elected; its "wave maximum" is its own value,
and atomics need no sync scope. Everything else — the counting function, edge code,
register-loop and uniform-chain flushes — is AMDGPU's very code, so that execution tests
on the CPU (``bbprof run --backend host``, the property tests) run the rewriting AMDGPU
gets.
"""

from __future__ import annotations

from bbprof.instrument.counting.amdgpu import AMDGPUCounting
from bbprof.instrument.counting.capabilities import Capabilities
from bbprof.instrument.counting.common import P, ptr_type
from bbprof.instrument.layout import COUNTER_SYMBOL, CounterLayout


class HostCounting(AMDGPUCounting):
    scope = ""

    def entry_lines(self, arch: str | None, layout: CounterLayout) -> list[str]:
        """One row (the host has one shard)."""
        return [f"  {P}row = getelementptr inbounds i64, {ptr_type(self.target)} "
                f"@{COUNTER_SYMBOL}, i64 0"]

    def _elect(self, active: str, below: str, leader: str) -> list[str]:
        """The one lane is elected whenever it runs."""
        return [f"  {leader} = icmp ne i64 {active}, 0"]

    def _active(self, n: str) -> list[str]:
        return [f"  {P}active.{n} = add i64 0, 1"]

    def _ballot(self, n: str, predicate: str) -> list[str]:
        return [f"  {P}taken.{n} = zext i1 {predicate} to i64"]

    def _wave_maximum(self, value: str, n: str) -> list[str]:
        return [f"  {P}xw.{n} = add i64 {value}, 0"]

    def _wave_total(self, value: str, n: str) -> list[str]:
        return [f"  {P}ut.{n} = add i64 {value}, 0"]


#: The host runs AMDGPU's code with one lane, always active: one counter row.
CAPABILITIES = Capabilities(kind="host")
