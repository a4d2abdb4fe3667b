"""Row normalizations that make several passes over a row: layer norm (3) and RMS norm (2)."""

from __future__ import annotations

import triton
import triton.language as tl

from bench_kernels import Setup, Spec, close, sig


@triton.jit
def layer_norm_kernel(X, Y, W, B, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_row = X + row.to(tl.int64) * stride
    y_row = Y + row.to(tl.int64) * stride
    acc = tl.zeros([BLOCK], tl.float32)
    for off in range(0, N, BLOCK):                  # pass 1: mean
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(x_row + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, 0) / N
    acc = tl.zeros([BLOCK], tl.float32)
    for off in range(0, N, BLOCK):                  # pass 2: variance
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, x - mean, 0.0)
        acc += d * d
    rstd = tl.math.rsqrt(tl.sum(acc, 0) / N + eps)
    for off in range(0, N, BLOCK):                  # pass 3: normalize
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(B + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_row + cols, ((x - mean) * rstd * w + b).to(tl.float16), mask=mask)


@triton.jit
def rms_norm_kernel(X, Y, W, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_row = X + row.to(tl.int64) * stride
    y_row = Y + row.to(tl.int64) * stride
    acc = tl.zeros([BLOCK], tl.float32)
    for off in range(0, N, BLOCK):                  # pass 1: mean square
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += x * x
    rstd = 1.0 / tl.sqrt(tl.sum(acc, 0) / N + eps)
    for off in range(0, N, BLOCK):                  # pass 2: scale
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_row + cols, (x * rstd * w).to(tl.float16), mask=mask)


def _layer_norm(torch, n_sm):
    m, n = 8192, 5120
    gen = torch.Generator(device="cuda").manual_seed(3)
    x = torch.randn(m, n, device="cuda", dtype=torch.float16, generator=gen)
    w = torch.rand(n, device="cuda", dtype=torch.float16, generator=gen) + 0.5
    b = torch.randn(n, device="cuda", dtype=torch.float16, generator=gen)
    y = torch.zeros_like(x)

    def check(out):
        ref = torch.nn.functional.layer_norm(x.float(), (n,), w.float(), b.float(), 1e-5)
        return close(torch, out["Y"], ref, rtol=1e-2, atol=1e-2, what="Y")

    return Setup(dict(X=x, Y=y, W=w, B=b, stride=x.stride(0), N=n, eps=1e-5), (m, 1, 1),
                 ["Y"], check, size=f"{m}x{n} fp16")


def _rms_norm(torch, n_sm):
    m, n = 8192, 8192
    gen = torch.Generator(device="cuda").manual_seed(4)
    x = torch.randn(m, n, device="cuda", dtype=torch.float16, generator=gen)
    w = torch.rand(n, device="cuda", dtype=torch.float16, generator=gen) + 0.5
    y = torch.zeros_like(x)

    def check(out):
        xf = x.float()
        ref = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6) * w.float()
        return close(torch, out["Y"], ref, rtol=1e-2, atol=1e-2, what="Y")

    return Setup(dict(X=x, Y=y, W=w, stride=x.stride(0), N=n, eps=1e-6), (m, 1, 1), ["Y"],
                 check, size=f"{m}x{n} fp16")


SPECS = [
    Spec("layer_norm", layer_norm_kernel,
         sig("X:*fp16 Y:*fp16 W:*fp16 B:*fp16 stride:i32 N:i32 eps:fp32 BLOCK"),
         dict(BLOCK=1024), 4, _layer_norm, "layer norm, three loops over a row (rsqrt)"),
    Spec("rms_norm", rms_norm_kernel,
         sig("X:*fp16 Y:*fp16 W:*fp16 stride:i32 N:i32 eps:fp32 BLOCK"),
         dict(BLOCK=2048), 8, _rms_norm, "RMS norm, two loops over a row (sqrt)"),
]
