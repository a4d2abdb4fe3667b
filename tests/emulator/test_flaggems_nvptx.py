"""NVIDIA pieces FlagGems' Triton kernels meet (the census of scripts/capture_triton_cpu.py):
``stmatrix``, inline ``mma.sync`` with bf16 operands, ``redux.sync``, ``mul.hi``, the
``mul.rn``/``add.rn`` intrinsics, and inline PTX with cache policies, volatile loads and
scoped reductions. Each against values derived by hand from the PTX ISA's formulas, or
numpy / Python integers."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import EmulatorFault
from bbprof.runtime.backend import LaunchShape, get_backend

HEAD = 'target triple = "nvptx64-nvidia-cuda"\n'
TID = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"


def launch(text: str, threads: int, *buffers):
    backend = get_backend("emulator")
    code = backend.load(HEAD + text + TID, None)
    bufs = [backend.upload(b) for b in buffers]
    code.launch("k", LaunchShape.of(1, threads), bufs)
    return [b.read_array(a.dtype) for b, a in zip(bufs, buffers)]


STMATRIX = """@tile = internal addrspace(3) global [256 x i16] undef, align 16
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = mul i32 %t, 16
  %base = ptrtoint ptr addrspace(3) @tile to i32
  %a = add i32 %base, %row
  %p = inttoptr i32 %a to ptr addrspace(3)
  %t16 = shl i32 %t, 16
  %r0 = or i32 %t16, 0
  %r1 = or i32 %t16, 1
  %r2 = or i32 %t16, 2
  %r3 = or i32 %t16, 3
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4TRANS.b16.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1, i32 %r2, i32 %r3)
  call void @llvm.nvvm.barrier0()
  %t64 = zext i32 %t to i64
  %from = getelementptr i64, ptr addrspace(3) @tile, i64 %t64
  %v = load i64, ptr addrspace(3) %from
  %to = getelementptr i64, ptr addrspace(1) %out, i64 %t64
  store i64 %v, ptr addrspace(1) %to
  %t2 = add i64 %t64, 32
  %from2 = getelementptr i64, ptr addrspace(3) @tile, i64 %t2
  %v2 = load i64, ptr addrspace(3) %from2
  %to2 = getelementptr i64, ptr addrspace(1) %out, i64 %t2
  store i64 %v2, ptr addrspace(1) %to2
  ret void
}
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4TRANS.b16.p3(ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()
"""


@pytest.mark.parametrize("trans", [False, True])
def test_stmatrix_puts_each_lanes_pairs_where_the_isa_says(trans):
    """Lane t's register i holds the pair (lo = i, hi = t); lane 8i+j gives the address of
    row j of matrix i, 16 bytes each from the start of the tile, so the tile is the four
    8x8 matrices one after another. PTX ISA (stmatrix): lane t holds M_i[t/4][2(t%4)] and
    M_i[t/4][2(t%4)+1] (``.trans``: M_i[2(t%4)][t/4] and M_i[2(t%4)+1][t/4])."""
    text = STMATRIX.replace("TRANS", ".trans" if trans else "")
    tile, = launch(text, 32, np.zeros(64, np.uint64))
    got = tile.view(np.uint16).reshape(4, 8, 8)
    want = np.zeros((4, 8, 8), np.uint16)
    for i in range(4):
        for t in range(32):
            r, c = t // 4, 2 * (t % 4)
            if trans:
                want[i, c, r], want[i, c + 1, r] = i, t
            else:
                want[i, r, c], want[i, r, c + 1] = i, t
    assert np.array_equal(got, want)


MMA_BF16 = """define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %d) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ai = mul i64 %t64, 4
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %ai
  %a0 = load i32, ptr addrspace(1) %pa
  %pa1 = getelementptr i32, ptr addrspace(1) %pa, i64 1
  %a1 = load i32, ptr addrspace(1) %pa1
  %pa2 = getelementptr i32, ptr addrspace(1) %pa, i64 2
  %a2 = load i32, ptr addrspace(1) %pa2
  %pa3 = getelementptr i32, ptr addrspace(1) %pa, i64 3
  %a3 = load i32, ptr addrspace(1) %pa3
  %bi = mul i64 %t64, 2
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %bi
  %b0 = load i32, ptr addrspace(1) %pb
  %pb1 = getelementptr i32, ptr addrspace(1) %pb, i64 1
  %b1 = load i32, ptr addrspace(1) %pb1
  %r = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float 0.0, float 0.0, float 0.0, float 0.0)
  %pd = getelementptr float, ptr addrspace(1) %d, i64 %ai
  %d0 = extractvalue { float, float, float, float } %r, 0
  store float %d0, ptr addrspace(1) %pd
  %d1 = extractvalue { float, float, float, float } %r, 1
  %pd1 = getelementptr float, ptr addrspace(1) %pd, i64 1
  store float %d1, ptr addrspace(1) %pd1
  %d2 = extractvalue { float, float, float, float } %r, 2
  %pd2 = getelementptr float, ptr addrspace(1) %pd, i64 2
  store float %d2, ptr addrspace(1) %pd2
  %d3 = extractvalue { float, float, float, float } %r, 3
  %pd3 = getelementptr float, ptr addrspace(1) %pd, i64 3
  store float %d3, ptr addrspace(1) %pd3
  ret void
}
"""


def test_inline_mma_with_bf16_operands_is_the_product():
    """A (16x16) and B (16x8) of small integers, exact in bf16 and in float32 sums, laid out
    by the PTX ISA's m16n8k16 fragment formulas (groupID = t/4, threadID_in_group = t%4;
    A: a0,a1 row g, a2,a3 row g+8, a4,a5 row g, a6,a7 row g+8, columns 2c,2c+1 then
    +8; B: b0,b1 rows 2c,2c+1, b2,b3 rows 2c+8,2c+9, column g; D: d0,d1 row g, d2,d3 row
    g+8, columns 2c,2c+1): D must be numpy's A x B exactly."""
    ml_dtypes = pytest.importorskip("ml_dtypes")
    rng = np.random.default_rng(3)
    A = rng.integers(-4, 5, (16, 16)).astype(np.float32)
    B = rng.integers(-4, 5, (16, 8)).astype(np.float32)
    bits = lambda x: int(np.array(x, ml_dtypes.bfloat16).view(np.uint16))  # noqa: E731
    a = np.zeros((32, 4), np.uint32)
    b = np.zeros((32, 2), np.uint32)
    for t in range(32):
        g, c = t // 4, t % 4
        pairs = [(g, 2 * c), (g + 8, 2 * c), (g, 2 * c + 8), (g + 8, 2 * c + 8)]
        for k, (r, col) in enumerate(pairs):
            a[t, k] = bits(A[r, col]) | (bits(A[r, col + 1]) << 16)
        for k, row in enumerate((2 * c, 2 * c + 8)):
            b[t, k] = bits(B[row, g]) | (bits(B[row + 1, g]) << 16)
    _, _, d = launch(MMA_BF16, 32, a.reshape(-1), b.reshape(-1), np.zeros(128, np.float32))
    D = A @ B
    d = d.reshape(32, 4)
    for t in range(32):
        g, c = t // 4, t % 4
        assert list(d[t]) == [D[g, 2 * c], D[g, 2 * c + 1], D[g + 8, 2 * c], D[g + 8, 2 * c + 1]]


REDUX = """define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64
  %v = load i32, ptr addrspace(1) %pi
  %add = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 MASK)
  %min = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 MASK)
  %umax = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 MASK)
  %o = mul i64 %t64, 3
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %add, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  store i32 %min, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  store i32 %umax, ptr addrspace(1) %p2
  ret void
}
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
"""


def test_redux_sync_reduces_each_warp():
    """Two warps of values with negatives and a sum past 2^32: each lane gets its warp's
    wrapped sum, signed minimum and unsigned maximum (a negative is a large unsigned)."""
    v = np.array([(-1) ** t * (t * 7 + 3) for t in range(64)], np.int64)
    v[5] = 0x7FFF_FFFF
    v[6] = 0x7FFF_FFFF
    _, out = launch(REDUX.replace("MASK", "-1"), 64, v.astype(np.int32),
                    np.zeros(192, np.uint32))
    out = out.reshape(64, 3)
    for w in range(2):
        lanes = v[32 * w:32 * w + 32]
        want = [int(lanes.sum()) & 0xFFFF_FFFF, int(lanes.min()) & 0xFFFF_FFFF,
                int((lanes & 0xFFFF_FFFF).max())]
        for t in range(32 * w, 32 * w + 32):
            assert list(out[t]) == want


def test_redux_sync_with_a_mask_that_is_not_the_warp_faults():
    with pytest.raises(EmulatorFault, match="member mask"):
        launch(REDUX.replace("MASK", "65535"), 32, np.zeros(32, np.int32),
               np.zeros(96, np.uint32))


MULHI = """define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pa = getelementptr i64, ptr addrspace(1) %in, i64 %t64
  %x = load i64, ptr addrspace(1) %pa
  %lo = trunc i64 %x to i32
  %s = lshr i64 %x, 32
  %hi = trunc i64 %s to i32
  %u = call i32 @llvm.nvvm.mulhi.ui(i32 %lo, i32 %hi)
  %i = call i32 @llvm.nvvm.mulhi.i(i32 %lo, i32 %hi)
  %ull = call i64 @llvm.nvvm.mulhi.ull(i64 %x, i64 %x)
  %ll = call i64 @llvm.nvvm.mulhi.ll(i64 %x, i64 -3)
  %mf = call float @llvm.nvvm.mul.rn.f(float 0x3FF1C71C80000000, float 0x4008000000000000)
  %af = call float @llvm.nvvm.add.rn.ftz.f(float 0x3800000000000000, float 0.0)
  %o = mul i64 %t64, 6
  %p0 = getelementptr i64, ptr addrspace(1) %out, i64 %o
  %u64 = zext i32 %u to i64
  store i64 %u64, ptr addrspace(1) %p0
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i64 1
  %i64 = sext i32 %i to i64
  store i64 %i64, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i64 2
  store i64 %ull, ptr addrspace(1) %p2
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i64 3
  store i64 %ll, ptr addrspace(1) %p3
  %p4 = getelementptr i64, ptr addrspace(1) %p0, i64 4
  %mfb = bitcast float %mf to i32
  %mf64 = zext i32 %mfb to i64
  store i64 %mf64, ptr addrspace(1) %p4
  %p5 = getelementptr i64, ptr addrspace(1) %p0, i64 5
  %afb = bitcast float %af to i32
  %af64 = zext i32 %afb to i64
  store i64 %af64, ptr addrspace(1) %p5
  ret void
}
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
declare float @llvm.nvvm.mul.rn.f(float, float)
declare float @llvm.nvvm.add.rn.ftz.f(float, float)
"""


def test_mulhi_and_the_rn_arithmetic():
    """mul.hi against Python's integers (Philox's 32-bit words, and 64-bit ones signed
    and unsigned); mul.rn.f is float32's correctly rounded product; add.rn.ftz.f of a
    subnormal (2^-127) and 0 flushes it to +0."""
    x = np.array([0xD256_D193_CD9E_8D57, 0xFFFF_FFFF_FFFF_FFFF, 0x8000_0000_0000_0001,
                  12345] * 8, np.uint64)
    _, out = launch(MULHI, 32, x, np.zeros(32 * 6, np.uint64))
    out = out.reshape(32, 6)
    s32 = lambda v: v - (1 << 32) if v >> 31 else v  # noqa: E731
    s64 = lambda v: v - (1 << 64) if v >> 63 else v  # noqa: E731
    a = np.array([0x3FF1C71C80000000], np.uint64).view(np.float64).astype(np.float32)[0]
    product = np.float32(a * np.float32(3.0))          # the IR's float 1.1111112 x 3
    for t in range(32):
        v = int(x[t])
        lo, hi = v & 0xFFFF_FFFF, v >> 32
        assert int(out[t, 0]) == (lo * hi) >> 32
        assert s64(int(out[t, 1])) == (s32(lo) * s32(hi)) >> 32
        assert int(out[t, 2]) == (v * v) >> 64
        assert s64(int(out[t, 3])) == (s64(v) * -3) >> 64
        assert np.uint32(out[t, 4]).view(np.float32) == np.float32(product)
        assert int(out[t, 5]) == 0


PTX_MEMORY = """define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %policy = call i64 asm sideeffect "mov.u64 $0, 0x0;\\0A\\09createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"()
  %v = call i32 asm sideeffect "mov.u32 $0, $1;\\0A\\09@$4 ld.global.L1::evict_first.L2::cache_hint.b32 { $0 }, [ $2 + 0 ], $3;", "=r,r,l,l,b"(i32 -1, ptr addrspace(1) %pi, i64 %policy, i1 true)
  %w = call i32 asm sideeffect "ld.volatile.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %pi)
  %s = add i32 %v, %w
  call void asm sideeffect "@$3 st.global.L1::evict_first.L2::cache_hint.b32 [ $1 + 0 ], { $0 }, $2;", "r,l,l,b"(i32 %s, ptr addrspace(1) %po, i64 %policy, i1 true)
  %last = getelementptr i32, ptr addrspace(1) %out, i64 32
  call void asm sideeffect "red.global.gpu.relaxed.add.u32 [ $0 + 0 ], $1;", "l,r"(ptr addrspace(1) %last, i32 %t)
  ret void
}
"""


def test_cache_policies_volatile_loads_and_scoped_reductions():
    """Lane t loads in[t] twice (through an L2 cache policy, and volatile) and stores the
    sum through the policy; every lane adds t to out[32] with a .gpu.relaxed reduction:
    0 + 1 + ... + 31 = 496."""
    x = np.arange(32, dtype=np.int32) * 5 - 40
    _, out = launch(PTX_MEMORY, 32, x, np.zeros(33, np.int32))
    assert list(out[:32]) == list(2 * x)
    assert out[32] == 496
