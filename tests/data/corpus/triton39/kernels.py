"""Triton kernels written for bbprof's tests, whose Triton 3.9.0 `llir` is in
triton39/<arch>/<name>.ll, made on a machine without a GPU by

    triton.compile(ASTSource(fn=KERNEL, signature=SIGNATURE, constexprs=CONSTEXPRS),
                   target=GPUTarget("cuda", 90, 32)             # sm_90
                   # or GPUTarget("hip", "gfx942", 64)          # gfx942
                   ).asm["llir"]

(num_warps 4), with the DIFile directories shortened to `corpus` and
`site-packages/triton/language`.

* `scan` (sm_90): a prefix sum over one block of 256 i32 (tl.cumsum: Triton 3.9 writes its
  shared-memory exchange as inline `st.shared::cta.b32`). Signature x_ptr *i32, y_ptr
  *i32, n i32, BLOCK=256.
* `layernorm` (sm_90, gfx942): one row of bf16 per program, normalised in f32 with
  tl.math.rsqrt (sm_90: `llvm.nvvm.rsqrt.approx.ftz.f`; gfx942: DPP reductions), times an
  f32 weight, stored as bf16. Signature x_ptr *bf16, y_ptr *bf16, w_ptr *fp32, n i32,
  eps fp32, BLOCK=1024.
* `bf16_axpby` (sm_90, gfx942): element-wise in bf16 arithmetic, z = x * a + y (bf16
  multiply, then bf16 add: Triton keeps the dtype). Signature x_ptr *bf16, y_ptr *bf16,
  z_ptr *bf16, a bf16, n i32, BLOCK=1024.
* `bf16_matmul` (sm_90, gfx942): C (M x N, bf16) = A (M x K, bf16, row-major) @ B (K x N,
  bf16, row-major), f32 accumulation over K in steps of BLOCK_K, one 64 x 64 tile per
  program (sm_90: wgmma; gfx942: MFMA bf16). Signature a_ptr *bf16, b_ptr *bf16, c_ptr
  *bf16, M i32, N i32, K i32, BLOCK_M=64, BLOCK_N=64, BLOCK_K=32.
"""

import triton
import triton.language as tl


@triton.jit
def scan(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0)
    tl.store(y_ptr + offs, tl.cumsum(x, 0), mask=m)


@triton.jit
def layernorm(x_ptr, y_ptr, w_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + row * n + offs, mask=m, other=0.).to(tl.float32)
    mean = tl.sum(x, 0) / n
    d = tl.where(m, x - mean, 0.)
    var = tl.sum(d * d, 0) / n
    r = tl.math.rsqrt(var + eps)
    w = tl.load(w_ptr + offs, mask=m, other=0.)
    tl.store(y_ptr + row * n + offs, (d * r * w).to(tl.bfloat16), mask=m)


@triton.jit
def bf16_axpby(x_ptr, y_ptr, z_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.)
    y = tl.load(y_ptr + offs, mask=m, other=0.)
    tl.store(z_ptr + offs, x * a + y, mask=m)


@triton.jit
def bf16_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                BLOCK_K: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pn * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))
