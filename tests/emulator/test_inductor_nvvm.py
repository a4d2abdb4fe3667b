"""NVVM intrinsics Inductor's kernels reach through libdevice on sm_90 (exp: fma.rm and
saturate; sin and cos: f2i.rn), against exact rationals and the PTX ISA's rules."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from bbprof.runtime.backend import LaunchShape, get_backend

KERNEL = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %i = mul i64 %t64, 3
  %pa = getelementptr float, ptr addrspace(1) %in, i64 %i
  %a = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i64 1
  %b = load float, ptr addrspace(1) %pb
  %pc = getelementptr float, ptr addrspace(1) %pa, i64 2
  %c = load float, ptr addrspace(1) %pc
  %rm = call float @llvm.nvvm.fma.rm.f(float %a, float %b, float %c)
  %rp = call float @llvm.nvvm.fma.rp.f(float %a, float %b, float %c)
  %rz = call float @llvm.nvvm.fma.rz.f(float %a, float %b, float %c)
  %sat = call float @llvm.nvvm.saturate.ftz.f(float %a)
  %n = call i32 @llvm.nvvm.f2i.rn(float %a)
  %nf = bitcast i32 %n to float
  %o = mul i64 %t64, 5
  %p0 = getelementptr float, ptr addrspace(1) %out, i64 %o
  store float %rm, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i64 1
  store float %rp, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i64 2
  store float %rz, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i64 3
  store float %sat, ptr addrspace(1) %p3
  %p4 = getelementptr float, ptr addrspace(1) %p0, i64 4
  store float %nf, ptr addrspace(1) %p4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.fma.rm.f(float, float, float)
declare float @llvm.nvvm.fma.rp.f(float, float, float)
declare float @llvm.nvvm.fma.rz.f(float, float, float)
declare float @llvm.nvvm.saturate.ftz.f(float)
declare i32 @llvm.nvvm.f2i.rn(float)
"""


def run(text: str, data: np.ndarray, out: np.ndarray) -> np.ndarray:
    """Launch ``@k(in, out)`` on one warp of 32 lanes; ``out`` after it."""
    backend = get_backend("emulator")
    code = backend.load(text, None)
    result = backend.upload(out)
    code.launch("k", LaunchShape.of(1, 32), [backend.upload(data.reshape(-1)), result])
    return result.read_array(out.dtype)


def directed(exact: Fraction, mode: str) -> np.float32:
    """The float32 next to ``exact`` in the direction of ``mode``, found by stepping from
    the nearest float32 and comparing exactly."""
    x = np.float32(float(exact))
    below = x if Fraction(float(x)) <= exact else np.nextafter(x, np.float32(-np.inf))
    above = x if Fraction(float(x)) >= exact else np.nextafter(x, np.float32(np.inf))
    if mode == "rm":
        return below
    if mode == "rp":
        return above
    return below if exact >= 0 else above


def test_directed_fma_saturate_and_f2i():
    rng = np.random.default_rng(11)
    rows = [(1.0, 1.0, 2.0 ** -30), (-1.0, 1.0, -(2.0 ** -30)), (2.5, 1.0, 0.0),
            (3.5, 1.0, 0.0), (-2.5, 1.0, 0.0), (float("nan"), 1.0, 0.0),
            (3e9, 1.0, 0.0), (-0.5, 1.0, 0.0), (0.75, 1.0, 0.0), (1e-40, 1.0, 0.0)]
    while len(rows) < 32:
        rows.append(tuple(float(v) for v in rng.normal(size=3).astype(np.float32)))
    data = np.array(rows, np.float32)
    got = run(KERNEL, data, np.zeros(32 * 5, np.float32)).reshape(32, 5)
    for t, (a, b, c) in enumerate(data.tolist()):
        if np.isnan(a):
            assert got[t, 3] == 0 and got[t, 4:].view(np.int32)[0] == 0
            continue
        exact = Fraction(a) * Fraction(b) + Fraction(c)
        for k, mode in enumerate(("rm", "rp", "rz")):
            assert got[t, k] == directed(exact, mode), (t, mode, rows[t])
        sat = 0.0 if abs(a) < np.finfo(np.float32).tiny else min(max(a, 0.0), 1.0)
        assert got[t, 3] == np.float32(sat)
        want = max(min(round(Fraction(a)), 2 ** 31 - 1), -2 ** 31)   # ties to even
        assert got[t, 4:].view(np.int32)[0] == want, (t, a)
    assert got[0, 0] == 1.0 and got[0, 1] == np.nextafter(np.float32(1), np.float32(2))
    assert list(got[2:5, 4].view(np.int32)) == [2, 4, -2]
    assert got[6, 4:].view(np.int32)[0] == 2 ** 31 - 1


CARRY = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %i = mul i64 %t64, 3
  %pa = getelementptr i32, ptr addrspace(1) %in, i64 %i
  %a = load i32, ptr addrspace(1) %pa
  %pb = getelementptr i32, ptr addrspace(1) %pa, i64 1
  %b = load i32, ptr addrspace(1) %pb
  %pc = getelementptr i32, ptr addrspace(1) %pa, i64 2
  %c = load i32, ptr addrspace(1) %pc
  %r = call { i32, i32 } asm "{\\0A\\09mad.lo.cc.u32   $0, $2, $3, $4;\\0A\\09madc.hi.u32     $1, $2, $3,  0;\\0A\\09}", "=r,=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %s = call { i32, i32 } asm "{ add.cc.u32 $0, $2, $3; addc.u32 $1, $2, $3; }", "=r,=r,r,r"(i32 %a, i32 %c)
  %lo = extractvalue { i32, i32 } %r, 0
  %hi = extractvalue { i32, i32 } %r, 1
  %slo = extractvalue { i32, i32 } %s, 0
  %shi = extractvalue { i32, i32 } %s, 1
  %o = mul i64 %t64, 4
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %lo, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  store i32 %hi, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  store i32 %slo, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  store i32 %shi, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


def test_the_u32_carry_chain_is_64_bit_arithmetic():
    """libdevice's argument reduction: mad.lo.cc then madc.hi give the two words of
    a * b + c (Python integers); add.cc then addc give a + c's low word and a + a + c's
    carry (addc adds the flag add.cc left)."""
    rng = np.random.default_rng(5)
    data = rng.integers(0, 2 ** 32, (32, 3), dtype=np.uint64).astype(np.uint32)
    data[0] = [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF]
    got = run(CARRY, data, np.zeros(128, np.uint32)).reshape(32, 4)
    for t, (a, b, c) in enumerate(data.tolist()):
        full = a * b + c
        carry = (a + c) >> 32
        assert list(got[t]) == [full & 0xFFFF_FFFF, full >> 32, (a + c) & 0xFFFF_FFFF,
                                (a + c + carry) & 0xFFFF_FFFF], t


def test_a_64_bit_carry_chain_is_refused_not_truncated():
    """add.cc.u64 passes the PTX line filter as an add; the emulator models the 32-bit
    chain only, so it refuses the statement rather than carry at bit 32."""
    from bbprof.errors import UnsupportedIRError

    text = CARRY.replace('"{ add.cc.u32 $0, $2, $3; addc.u32 $1, $2, $3; }", "=r,=r,r,r"',
                         '"{ add.cc.u64 $0, $2, $3; add.u64 $1, $2, $3; }", "=r,=r,r,r"')
    with pytest.raises(UnsupportedIRError, match="add.cc.u64"):
        run(text, np.zeros(96, np.uint32), np.zeros(128, np.uint32))
