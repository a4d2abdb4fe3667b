"""Inline PTX on shared memory that the emulator models: ``red.shared.add`` and
``atom.shared.add`` from every warp of a CTA, ``bar.sync 0`` and ``fence.acq_rel.cta``.
Expected values are derived by hand from the thread indices; the atomics' old values
are checked as a property every order of the lanes has (a permutation of the tickets)."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import EmulatorFault
from bbprof.runtime.backend import LaunchShape, get_backend

TABLE = "ptrtoint (ptr addrspace(3) @tab to i32)"

KERNEL = """target triple = "nvptx64-nvidia-cuda"
@tab = internal addrspace(3) global [4 x i64] undef, align 8

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %first = mul i32 %cta, %size
  %index = add i32 %first, %tid
  %t64 = zext i32 %index to i64
  %i0 = mul i64 %t64, 4
  call void asm sideeffect "{ .reg .pred %p; setp.eq.u32 %p, $1, 0; @%p st.shared.u32 [$0], 0; @%p st.shared.u32 [$0+4], 0; @%p st.shared.u32 [$0+8], 0; @%p st.shared.u32 [$0+12], 0; @%p st.shared.u32 [$0+16], 0; @%p st.shared.u32 [$0+20], 0; BARRIER }", "r,r"(i32 TABLE, i32 %tid)
  %ticket = call i32 asm sideeffect "{ red.shared.add.u32 [$1], 1; red.shared.add.u32 [$1+4], $2; atom.shared.add.u32 $0, [$1+8], 1; red.shared.add.u64 [$1+16], $3; fence.acq_rel.cta; bar.sync 0; }", "=r,r,r,l"(i32 TABLE, i32 %tid, i64 WIDE)
  %count = call i32 asm sideeffect "ld.shared.u32 $0, [$1];", "=r,r"(i32 TABLE)
  %sum = call i32 asm sideeffect "ld.shared.u32 $0, [$1+4];", "=r,r"(i32 TABLE)
  %wide = call i64 asm sideeffect "ld.shared.u64 $0, [$1+16];", "=l,r"(i32 TABLE)
  %wlo = trunc i64 %wide to i32
  %w1 = lshr i64 %wide, 32
  %whi = trunc i64 %w1 to i32
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %i0
  store i32 %ticket, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  store i32 %count, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  store i32 %sum, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  store i32 %whi, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
"""


def run(threads: int, ctas: int = 1, barrier: str = "bar.sync 0;", wide: str = "4294967296"):
    text = (KERNEL.replace("TABLE", TABLE).replace("BARRIER", barrier)
            .replace("WIDE", wide))
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(4 * threads * ctas, np.uint32))
    code.launch("k", LaunchShape.of(ctas, threads), [out])
    return out.read_array(np.uint32).reshape(ctas, threads, 4)


@pytest.mark.parametrize("threads", [32, 70, 256])
def test_every_warp_adds_and_tickets_are_a_permutation(threads):
    got = run(threads)[0]
    tickets, count, total, high = got[:, 0], got[:, 1], got[:, 2], got[:, 3]
    assert sorted(tickets.tolist()) == list(range(threads))
    assert (count == threads).all()
    assert (total == threads * (threads - 1) // 2).all()
    assert (high == threads).all()          # the u64 adds of 1 << 32 carried nothing below


def test_each_cta_has_its_own_table():
    got = run(64, ctas=3)
    for cta in got:
        assert sorted(cta[:, 0].tolist()) == list(range(64))
        assert (cta[:, 1] == 64).all()


def test_a_barrier_under_divergent_control_flow_is_a_fault():
    # thread 0 (the one that zeroed the table) branches past the barrier the others reach
    with pytest.raises(EmulatorFault, match="barrier"):
        run(64, barrier="@%p bra SKIP;\\0Abar.sync 0;\\0ASKIP:\\0A")
