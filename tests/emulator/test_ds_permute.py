"""``ds_permute`` (forward: a scatter) and ``ds_bpermute`` (backward: a gather) in
wave64 and wave32, the expected lanes derived by hand from the MI300 ISA's pseudocode
("DS_PERMUTE_B32", "DS_BPERMUTE_B32"): the address is a byte address (lane * 4), taken
modulo the wave; a forward permute's lane that nobody wrote reads 0, and where several
lanes write one lane the highest-numbered writer wins."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64
  %lane = load i32, ptr addrspace(1) %pi
  %addr = shl i32 %lane, 2
  %data = add i32 %t, 1000
  BODY
  store i32 %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
attributes #0 = { "target-cpu"="CPU" }
"""


def run(intrinsic: str, cpu: str, lanes, threads: int | None = None):
    body = f"%r = call i32 @llvm.amdgcn.{intrinsic}(i32 %addr, i32 %data)"
    if threads is not None:     # only the first `threads` lanes run the permute
        body = (f"%on = icmp ult i32 %t, {threads}\n  br i1 %on, label %do, label %done\n"
                f"do:\n  %x = call i32 @llvm.amdgcn.{intrinsic}(i32 %addr, i32 %data)\n"
                "  br label %done\ndone:\n  %r = phi i32 [ %x, %do ], [ 7, %entry ]")
    text = KERNEL.replace("BODY", body).replace("CPU", cpu)
    backend = get_backend("emulator")
    code = backend.load(text, None)
    n = len(lanes)
    out = backend.upload(np.zeros(n, np.uint32))
    src = backend.upload(np.asarray(lanes, np.uint32))
    code.launch("k", LaunchShape.of(1, n), [out, src])
    return list(out.read_array(np.uint32))


@pytest.mark.parametrize("cpu,wave", [("gfx942", 64), ("gfx1100", 32)])
def test_permute_sends_each_lane_to_its_address(cpu, wave):
    # lane i sends to lane (i + 3) mod wave, so lane j receives lane (j - 3)'s data
    got = run("ds.permute", cpu, [(i + 3) for i in range(2 * wave)])
    assert got == [1000 + (j - j % wave) + (j - 3) % wave for j in range(2 * wave)]


def test_permute_collisions_take_the_highest_writer_and_unwritten_read_zero():
    # every lane sends to lane 5 of its wave: 5 gets the wave's last lane, others 0
    got = run("ds.permute", "gfx942", [5] * 128)
    assert got == [1000 + 63 if j == 5 else 1000 + 127 if j == 69 else 0
                   for j in range(128)]


def test_permute_address_wraps_modulo_the_wave():
    got = run("ds.permute", "gfx942", [64 + 63 - i for i in range(64)])   # reverse
    assert got == [1000 + 63 - j for j in range(64)]


def test_permute_inactive_lanes_neither_send_nor_read():
    # lanes 0..9 run it, each sending to lane (i + 1); lane 0 gets nobody's value
    got = run("ds.permute", "gfx942", [i + 1 for i in range(64)], threads=10)
    assert got == [0] + [1000 + j - 1 for j in range(1, 10)] + [7] * 54


def test_bpermute_gathers_and_reads_inactive_sources_as_zero():
    got = run("ds.bpermute", "gfx942", [(i + 2) % 64 for i in range(64)], threads=10)
    assert got == [1000 + j + 2 for j in range(8)] + [0, 0] + [7] * 54


def test_rdna_in_wave64_is_refused_as_it_permutes_within_each_half():
    text = KERNEL.replace("BODY", "%r = call i32 @llvm.amdgcn.ds.permute(i32 %addr, i32 %data)"
                          ).replace('"target-cpu"="CPU"',
                                    '"target-cpu"="gfx1100" "target-features"="+wavefrontsize64"')
    with pytest.raises(UnsupportedIRError, match="wave64 on gfx1100"):
        get_backend("emulator").load(text, None)
