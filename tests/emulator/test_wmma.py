"""Every modelled RDNA3 (gfx1100, wave32) WMMA intrinsic on the emulator against numpy.

A one-wave kernel loads each lane's A, B and C registers, calls the intrinsic and stores
D. The registers are filled through the RDNA3 ISA's *register-to-element* direction
("Wave Matrix Multiply-Accumulate", 16x16x16 operand layouts): lane ``l`` element ``e`` of
A holds A[l % 16][e] (lanes 16-31 a copy); of B, B[e][l % 16]; 32-bit register ``v`` of C/D
holds (C/D)[2v + l // 16][l % 16]; a 16-bit C/D keeps that element in the low (OPSEL 0)
or high (OPSEL 1) half of register ``v``, the other half passing through from C. D must
equal A x B + C: f32 within f32 rounding, f16/bf16 within one rounding of the type,
integers exactly (wrapping modulo 2**32, or saturating with the clamp flag).
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

HEAD = 'target triple = "amdgcn-amd-amdhsa"\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n'


def _kernel(name, ab, cd, call_args, decl_args):
    return (HEAD + f"declare {cd} @{name}({decl_args})\n"
            "define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, "
            "ptr addrspace(1) %c, ptr addrspace(1) %d) #0 {\n"
            "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %i = zext i32 %t to i64\n"
            f"  %pa = getelementptr {ab}, ptr addrspace(1) %a, i64 %i\n"
            f"  %pb = getelementptr {ab}, ptr addrspace(1) %b, i64 %i\n"
            f"  %pc = getelementptr {cd}, ptr addrspace(1) %c, i64 %i\n"
            f"  %pd = getelementptr {cd}, ptr addrspace(1) %d, i64 %i\n"
            f"  %va = load {ab}, ptr addrspace(1) %pa\n  %vb = load {ab}, ptr addrspace(1) %pb\n"
            f"  %vc = load {cd}, ptr addrspace(1) %pc\n"
            f"  %r = call {cd} @{name}({call_args})\n"
            f"  store {cd} %r, ptr addrspace(1) %pd\n  ret void\n}}\n"
            'attributes #0 = { "target-cpu"="gfx1100" }\n')


def _launch(text, a_regs, b_regs, c_regs):
    backend = get_backend("emulator")
    code = backend.load(text, None)
    bufs = [backend.upload(np.ascontiguousarray(x)) for x in
            (a_regs, b_regs, c_regs, np.zeros_like(c_regs))]
    code.launch("k", LaunchShape.of(1, 32), bufs)
    return bufs[3].read_array(c_regs.dtype).reshape(c_regs.shape)


def _ab_regs(A, B):
    """(32, 16) A and B registers: lane l element e holds A[l % 16][e], B[e][l % 16]."""
    lanes = np.arange(32) % 16
    return A[lanes, :], B[:, lanes].T


def _to_bf16(x):
    """bf16 bits (round to nearest even) and their values."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    bits = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return bits, (bits.astype(np.uint32) << 16).view(np.float32)


def _c_of(regs32, rows):
    """(16, 16) matrix from per-lane 32-bit registers (32, 8) (or an element per half)."""
    M = np.zeros((16, 16), regs32.dtype)
    for lane in range(32):
        for v in range(8):
            M[2 * v + lane // 16, lane % 16] = regs32[lane, v]
    return M


@pytest.mark.parametrize("kind", ["f16", "bf16"])
def test_wmma_f32_accumulator(kind):
    rng = np.random.default_rng(11)
    A, B, C = (rng.standard_normal((16, 16)).astype(np.float32) for _ in range(3))
    if kind == "f16":
        A, B = A.astype(np.float16), B.astype(np.float16)
        a_bits, b_bits, ab, name = A, B, "<16 x half>", \
            "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16"
    else:
        (a_bits, A), (b_bits, B) = _to_bf16(A), _to_bf16(B)
        ab, name = "<16 x i16>", "llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16"
    a_regs, b_regs = _ab_regs(a_bits, b_bits)
    c_regs = np.array([[C[2 * v + l // 16, l % 16] for v in range(8)] for l in range(32)],
                      np.float32)
    text = _kernel(name, ab, "<8 x float>", f"{ab} %va, {ab} %vb, <8 x float> %vc",
                   f"{ab}, {ab}, <8 x float>")
    D = _c_of(_launch(text, a_regs, b_regs, c_regs), 16)
    want = A.astype(np.float64) @ B.astype(np.float64) + C
    np.testing.assert_allclose(D, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("kind,opsel", [("f16", 0), ("f16", 1), ("bf16", 0), ("bf16", 1)])
def test_wmma_16_bit_accumulator_in_the_opsel_half(kind, opsel):
    rng = np.random.default_rng(12 + opsel)
    A, B, C, other = (rng.standard_normal((16, 16)).astype(np.float32) for _ in range(4))
    if kind == "f16":
        conv = lambda x: (x.astype(np.float16), x.astype(np.float16).astype(np.float32))
        ab = cd_el = "half"
        name = "llvm.amdgcn.wmma.f16.16x16x16.f16.v16f16.v16f16"
    else:
        conv = _to_bf16
        ab = cd_el = "i16"
        name = "llvm.amdgcn.wmma.bf16.16x16x16.bf16.v16i16.v16i16"
    (a_bits, A), (b_bits, B), (c_bits, C), (o_bits, _) = map(conv, (A, B, C, other))
    a_regs, b_regs = _ab_regs(a_bits, b_bits)
    c_regs = np.zeros((32, 16), a_bits.dtype)
    for lane in range(32):
        for v in range(8):
            c_regs[lane, 2 * v + opsel] = c_bits[2 * v + lane // 16, lane % 16]
            c_regs[lane, 2 * v + 1 - opsel] = o_bits[2 * v + lane // 16, lane % 16]
    t = f"<16 x {ab}>"
    text = _kernel(name, t, f"<16 x {cd_el}>", f"{t} %va, {t} %vb, {t} %vc, i1 {opsel}",
                   f"{t}, {t}, {t}, i1 immarg")
    d_regs = _launch(text, a_regs, b_regs, c_regs)
    assert np.array_equal(d_regs[:, 1 - opsel::2], c_regs[:, 1 - opsel::2])   # untouched
    got = _c_of(d_regs[:, opsel::2], 16)
    values = got.astype(np.float32) if kind == "f16" else \
        (got.astype(np.uint32) << 16).view(np.float32)
    want = A.astype(np.float64) @ B.astype(np.float64) + C
    tol = 1e-3 if kind == "f16" else 8e-3          # one rounding to 11 / 8 bits
    np.testing.assert_allclose(values, want, rtol=tol, atol=tol)


@pytest.mark.parametrize("bits,a_signed,b_signed,clamp",
                         [(8, 1, 1, 0), (8, 0, 1, 0), (8, 1, 0, 1), (8, 0, 0, 1),
                          (4, 1, 1, 0), (4, 0, 0, 0), (4, 1, 0, 1)])
def test_wmma_integer(bits, a_signed, b_signed, clamp):
    rng = np.random.default_rng(bits * 10 + a_signed * 4 + b_signed * 2 + clamp)
    lo_a, lo_b = (-(1 << (bits - 1)) if s else 0 for s in (a_signed, b_signed))
    A = rng.integers(lo_a, lo_a + (1 << bits), (16, 16))
    B = rng.integers(lo_b, lo_b + (1 << bits), (16, 16))
    # C near the i32 limits, so that some sums leave the range (clamp or wrap)
    C = rng.integers(-2**31, 2**31, (16, 16))
    C[:4] = 2**31 - 5
    C[4:8] = -2**31 + 5
    a_elems, b_elems = _ab_regs(A & ((1 << bits) - 1), B & ((1 << bits) - 1))
    shifts = np.arange(0, 32, bits)
    words = 32 // bits

    def pack(e):
        return (e.reshape(32, -1, words).astype(np.uint64) << shifts.astype(np.uint64)).sum(
            axis=2).astype(np.uint32)
    a_regs, b_regs = pack(a_elems), pack(b_elems)
    c_regs = np.array([[C[2 * v + l // 16, l % 16] for v in range(8)] for l in range(32)]
                      ).astype(np.int64).astype(np.uint32)
    n = 16 * bits // 32
    ab = f"<{n} x i32>"
    name = f"llvm.amdgcn.wmma.i32.16x16x16.iu{bits}.v8i32.v{n}i32"
    text = _kernel(name, ab, "<8 x i32>",
                   f"i1 {a_signed}, {ab} %va, i1 {b_signed}, {ab} %vb, <8 x i32> %vc, "
                   f"i1 {clamp}", f"i1 immarg, {ab}, i1 immarg, {ab}, <8 x i32>, i1 immarg")
    D = _c_of(_launch(text, a_regs, b_regs, c_regs).view(np.int32), 16).astype(np.int64)
    exact = A @ B + C
    want = np.clip(exact, -2**31, 2**31 - 1) if clamp else (exact + 2**31) % 2**32 - 2**31
    assert (exact != want).any()                   # the case is exercised
    assert np.array_equal(D, want)


@pytest.mark.parametrize("name,ab", [("llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16",
                                      "<8 x half>"),
                                     ("llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8.v8f32.v2i32",
                                      "<2 x i32>")])
def test_gfx12_and_other_wmma_forms_are_refused_by_name(name, ab):
    text = _kernel(name, ab, "<8 x float>", f"{ab} %va, {ab} %vb, <8 x float> %vc",
                   f"{ab}, {ab}, <8 x float>")
    with pytest.raises(UnsupportedIRError, match=name.replace(".", r"\.")):
        get_backend("emulator").load(text, None)
