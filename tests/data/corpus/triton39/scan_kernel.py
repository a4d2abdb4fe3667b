"""The Triton kernel of triton39/sm_90/scan.ll (written for bbprof's tests): a prefix sum
over one block of 256 i32 (tl.cumsum: Triton 3.9 writes its shared-memory exchange as
inline `st.shared::cta.b32`). Made on a machine without a GPU by

    triton.compile(ASTSource(fn=scan, signature={"x_ptr": "*i32", "y_ptr": "*i32",
                   "n": "i32", "BLOCK": "constexpr"}, constexprs={"BLOCK": 256}),
                   target=GPUTarget("cuda", 90, 32)).asm["llir"]

with Triton 3.9.0 (num_warps 4), the DIFile directories shortened to `corpus` and
`site-packages/triton/language`."""

import triton
import triton.language as tl


@triton.jit
def scan(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0)
    tl.store(y_ptr + offs, tl.cumsum(x, 0), mask=m)
