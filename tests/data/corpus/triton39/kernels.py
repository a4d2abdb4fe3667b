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
