"""A Python program as users run it: two Triton kernels and a torch.compile'd function.

Used by tests/gpu/test_profile_program_gpu.py: ``bbprof profile -- python two_kernels.py``
must leave its output unchanged and give every kernel's exact counts. ``run()`` returns
the outputs so the test can also profile it in-process with ``bbprof.triton.profile()``.
"""

import torch
import triton
import triton.language as tl

N = 100_000          # not a multiple of BLOCK: the last program's lanes are masked
ROWS, COLS = 64, 1000
BLOCK = 1024
COL_BLOCK = 128      # the row loop runs cdiv(1000, 128) = 8 times per program


@triton.jit
def add_kernel(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=mask) + tl.load(y + offs, mask=mask),
             mask=mask)


@triton.jit
def rowsum_kernel(x, out, cols, COL_BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([COL_BLOCK], dtype=tl.float32)
    for start in range(0, cols, COL_BLOCK):
        offs = start + tl.arange(0, COL_BLOCK)
        acc += tl.load(x + row * cols + offs, mask=offs < cols, other=0.0)
    tl.store(out + row, tl.sum(acc, axis=0))


def compiled(x):
    return (torch.sin(x) * 2.0 + 1.0).sum(dim=-1)


def run():
    torch.manual_seed(0)
    x = torch.randn(N, device="cuda")
    y = torch.randn(N, device="cuda")
    out = torch.empty_like(x)
    add_kernel[(triton.cdiv(N, BLOCK),)](x, y, out, N, BLOCK=BLOCK)
    m = torch.randn(ROWS, COLS, device="cuda")
    sums = torch.empty(ROWS, device="cuda")
    rowsum_kernel[(ROWS,)](m, sums, COLS, COL_BLOCK=COL_BLOCK)
    fn = torch.compile(compiled)
    c = fn(m)
    torch.cuda.synchronize()
    return out, sums, c, (x, y, m)


if __name__ == "__main__":
    out, sums, c, (x, y, m) = run()
    assert torch.equal(out, x + y)
    assert torch.allclose(sums, m.sum(dim=1), rtol=1e-4, atol=1e-3)
    assert torch.allclose(c, compiled(m), rtol=1e-4, atol=1e-3)
    print("add", float(out.double().sum()))
    print("rowsum", [round(float(v), 3) for v in sums[:4]])
    print("compiled", [round(float(v), 3) for v in c[:4]])
