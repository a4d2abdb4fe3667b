"""Two AMD intrinsics FlagGems' kernels meet (scripts/capture_triton_cpu.py): the buffer
atomics of Triton's AMD histograms and sorts (``raw.ptr.buffer.atomic.add``: the raw
buffer rule, lanes in order) and gfx11's ``fdot2.bf16.bf16`` (Triton 3.6's bf16 multiply
on gfx1100), each against values derived here by hand or exactly (``fractions``)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

ml_dtypes = pytest.importorskip("ml_dtypes")

ATOMIC = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %hist) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = and i32 %t, 7
  %off = shl i32 %slot, 2
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %hist, i16 0, i64 24, i32 0)
  %v = add i32 %t, 1
  %old = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.OP.i32(i32 %v, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %old, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.OP.i32(i32, ptr addrspace(8), i32, i32, i32)
attributes #0 = { "target-cpu"="gfx942" }
"""


def run_atomic(op: str, lanes: int = 64):
    backend = get_backend("emulator")
    code = backend.load(ATOMIC.replace("OP", op), None)
    out = backend.upload(np.zeros(lanes, np.int32))
    hist = backend.upload(np.full(8, 100, np.int32))
    code.launch("k", LaunchShape.of(1, lanes), [out, hist])
    return out.read_array(np.int32), hist.read_array(np.int32)


@pytest.mark.parametrize("op", ["add", "umax", "swap"])
def test_buffer_atomic_follows_lane_order_and_the_range(op):
    """64 lanes, lane t adds t + 1 at slot t % 8 of a buffer of 24 bytes (slots 0-5): slots
    6 and 7 are out of range, so lanes 6, 7, 14, 15, ... change nothing and read 0; in
    range, lane t sees 100 combined with the values of the lanes before it at its slot."""
    old, hist = run_atomic(op)
    combine = {"add": lambda a, b: a + b, "umax": max, "swap": lambda a, b: b}[op]
    memory = [100] * 8
    want = []
    for t in range(64):
        slot = t % 8
        if slot >= 6:
            want.append(0)
            continue
        want.append(memory[slot])
        memory[slot] = combine(memory[slot], t + 1)
    assert list(old) == want
    assert list(hist) == memory[:6] + [100, 100]


def test_an_unmodelled_buffer_atomic_is_refused_naming_it():
    text = ATOMIC.replace("OP", "inc")
    with pytest.raises(UnsupportedIRError, match="raw.ptr.buffer.atomic.inc"):
        get_backend("emulator").load(text, None).launch(
            "k", LaunchShape.of(1, 64), [get_backend("emulator").upload(np.zeros(64, np.int32)),
                                         get_backend("emulator").upload(np.zeros(8, np.int32))])


FDOT2 = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %base = mul i64 %t64, 5
  %pa = getelementptr bfloat, ptr addrspace(1) %in, i64 %base
  %a = load <2 x bfloat>, ptr addrspace(1) %pa, align 2
  %b1 = add i64 %base, 2
  %pb = getelementptr bfloat, ptr addrspace(1) %in, i64 %b1
  %b = load <2 x bfloat>, ptr addrspace(1) %pb, align 2
  %c1 = add i64 %base, 4
  %pc = getelementptr bfloat, ptr addrspace(1) %in, i64 %c1
  %c = load bfloat, ptr addrspace(1) %pc, align 2
  %d = call bfloat @llvm.amdgcn.fdot2.bf16.bf16(<2 x bfloat> %a, <2 x bfloat> %b, bfloat %c)
  %po = getelementptr bfloat, ptr addrspace(1) %out, i64 %t64
  store bfloat %d, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare bfloat @llvm.amdgcn.fdot2.bf16.bf16(<2 x bfloat>, <2 x bfloat>, bfloat)
attributes #0 = { "target-cpu"="gfx1100" }
"""


def bf16_nearest_even(exact: Fraction) -> float:
    """The bfloat16 nearest ``exact`` (ties to an even significand), among the finite
    bfloat16 values around it, compared exactly: independent of the emulator's rounding
    code."""
    bits = np.arange(0, 1 << 16, dtype=np.uint16)
    values = bits.view(ml_dtypes.bfloat16).astype(np.float64)
    finite = np.isfinite(values)
    order = np.argsort(values[finite], kind="stable")
    values, bits = values[finite][order], bits[finite][order]
    at = int(np.searchsorted(values, float(exact)))
    window = range(max(at - 3, 0), min(at + 3, len(values)))
    diffs = {k: abs(Fraction(float(values[k])) - exact) for k in window}
    best = min(diffs.values())
    ties = [k for k in window if diffs[k] == best]
    even = [k for k in ties if int(bits[k]) % 2 == 0]
    return float(values[(even or ties)[0]])


def test_fdot2_bf16_is_the_exact_sum_rounded_once():
    """a.x*b.x + a.y*b.y + c for 32 lanes of random bf16 and hand-picked cases: a single
    product (Triton's multiply, a*b + 0*0 + 0), a sum exactly halfway between two bf16
    values (1 + 2^-8: ties to even, 1), and one just above halfway by a product far
    below it (1 + 2^-8 + 2^-40: rounds up; rounding the sum to float32 first would lose
    the 2^-40 and give 1)."""
    rng = np.random.default_rng(7)
    cases = [(3.0, 0.0, 1.5, 0.0, 0.0), (1.0, 2.0 ** -8, 1.0, 1.0, 0.0),
             (1.0, 2.0 ** -20, 1.0, 2.0 ** -20, 2.0 ** -8), (-2.5, 0.0, 0.375, 0.0, 0.0)]
    while len(cases) < 32:
        cases.append(tuple(float(v) for v in
                           rng.normal(size=5).astype(ml_dtypes.bfloat16).astype(np.float64)))
    data = np.array(cases, np.float64).astype(ml_dtypes.bfloat16)
    backend = get_backend("emulator")
    code = backend.load(FDOT2, None)
    out = backend.upload(np.zeros(32, ml_dtypes.bfloat16))
    code.launch("k", LaunchShape.of(1, 32), [out, backend.upload(data.reshape(-1))])
    got = out.read_array(ml_dtypes.bfloat16).astype(np.float64)
    for k, (a0, a1, b0, b1, c) in enumerate(data.astype(np.float64).tolist()):
        exact = Fraction(a0) * Fraction(b0) + Fraction(a1) * Fraction(b1) + Fraction(c)
        assert got[k] == bf16_nearest_even(exact), (k, cases[k])
    assert got[1] == 1.0 and got[2] == 1.0 + 2.0 ** -7
