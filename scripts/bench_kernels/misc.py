"""Elementwise, libdevice math in loops, atomics, sorts, while loops, conv, reductions."""

from __future__ import annotations

import triton
import triton.language as tl
from triton.language.extra import libdevice

from bench_kernels import Setup, Spec, cdiv, close, equal, sig


@triton.jit
def gelu_erf_loop_kernel(X, Y, n, BLOCK: tl.constexpr):
    """Grid-stride loop, erf (libdevice __nv_erff) in the loop body."""
    for start in range(tl.program_id(0) * BLOCK, n, tl.num_programs(0) * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < n
        x = tl.load(X + offs, mask=mask, other=0.0)
        tl.store(Y + offs, 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476)), mask=mask)


@triton.jit
def libdevice_mix_kernel(X, Y, n, BLOCK: tl.constexpr):
    """tanh-GELU + log2/rsqrt/sqrt/exp2 terms, in a grid-stride loop."""
    for start in range(tl.program_id(0) * BLOCK, n, tl.num_programs(0) * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < n
        x = tl.load(X + offs, mask=mask, other=0.0)
        x2 = x * x
        g = 0.5 * x * (1.0 + libdevice.tanh(0.7978845608028654 * (x + 0.044715 * x2 * x)))
        y = g + tl.math.log2(1.0 + x2) * tl.math.rsqrt(1.0 + x2) \
            + tl.math.sqrt(tl.abs(x)) * tl.math.exp2(-x2)
        tl.store(Y + offs, y, mask=mask)


@triton.jit
def histogram_kernel(X, H, n, BLOCK: tl.constexpr):
    for start in range(tl.program_id(0) * BLOCK, n, tl.num_programs(0) * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < n
        x = tl.load(X + offs, mask=mask, other=0)
        tl.atomic_add(H + x, 1, mask=mask)


@triton.jit
def topk_kernel(X, VALS, IDX, stride, N: tl.constexpr, K: tl.constexpr):
    """Top-K of a row by K rounds of max/argmax, knocking each winner out."""
    row = tl.program_id(0)
    cols = tl.arange(0, N)
    x = tl.load(X + row.to(tl.int64) * stride + cols)
    for i in range(K):
        best = tl.max(x, 0)
        where = tl.argmax(x, 0)
        tl.store(VALS + row * K + i, best)
        tl.store(IDX + row * K + i, where)
        x = tl.where(cols == where, float("-inf"), x)


@triton.jit
def row_sort_kernel(X, Y, stride, N: tl.constexpr):
    """A row sorted inside one program (tl.sort: a bitonic network)."""
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, N)
    tl.store(Y + row * stride + cols, tl.sort(tl.load(X + row * stride + cols)))


@triton.jit
def newton_sqrt_kernel(X, Y, SKIP, n, tol, BLOCK: tl.constexpr, MAX_IT: tl.constexpr):
    """Early exit for flagged blocks; Newton's sqrt in a while loop until the block's worst
    relative residual is below tol (a data-dependent trip count per program)."""
    pid = tl.program_id(0)
    if tl.load(SKIP + pid) != 0:
        return
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(X + offs, mask=mask, other=1.0)
    y = x
    err = tl.max(tl.abs(y * y - x) / x, 0)
    it = 0
    while (err > tol) & (it < MAX_IT):
        y = 0.5 * (y + x / y)
        err = tl.max(tl.abs(y * y - x) / x, 0)
        it += 1
    tl.store(Y + offs, y, mask=mask)


@triton.jit
def dwconv3x3_kernel(X, Wt, Y, C, H, W, BLOCK_H: tl.constexpr, BLOCK_W: tl.constexpr):
    """Depthwise 3x3 convolution, NCHW, padding 1, direct: 9 masked shifted loads."""
    nc = tl.program_id(0)
    c = nc % C
    n_wb = tl.cdiv(W, BLOCK_W)
    oh = (tl.program_id(1) // n_wb) * BLOCK_H + tl.arange(0, BLOCK_H)[:, None]
    ow = (tl.program_id(1) % n_wb) * BLOCK_W + tl.arange(0, BLOCK_W)[None, :]
    plane = nc.to(tl.int64) * H * W
    acc = tl.zeros([BLOCK_H, BLOCK_W], tl.float32)
    for r in range(3):
        for s in range(3):
            ih = oh + r - 1
            iw = ow + s - 1
            m = (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            x = tl.load(X + plane + ih * W + iw, mask=m, other=0.0).to(tl.float32)
            acc += x * tl.load(Wt + c * 9 + r * 3 + s).to(tl.float32)
    tl.store(Y + plane + oh * W + ow, acc.to(tl.float16), mask=(oh < H) & (ow < W))


@triton.jit
def cross_entropy_kernel(LOGITS, TARGET, LOSS, stride, V, BLOCK: tl.constexpr):
    """Per row: online logsumexp over vocabulary chunks, minus the target's logit."""
    row = tl.program_id(0)
    base = LOGITS + row.to(tl.int64) * stride
    m_vec = tl.full([BLOCK], float("-inf"), tl.float32)
    s_vec = tl.zeros([BLOCK], tl.float32)
    for off in range(0, V, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < V, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m_vec, x)
        s_vec = s_vec * tl.exp(m_vec - m_new) + tl.exp(x - m_new)
        m_vec = m_new
    m = tl.max(m_vec, 0)
    lse = m + tl.log(tl.sum(s_vec * tl.exp(m_vec - m), 0))
    target = tl.load(TARGET + row)
    tl.store(LOSS + row, lse - tl.load(base + target).to(tl.float32))


@triton.jit
def col_sum_kernel(X, OUT, M, N, stride, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    """Sum over rows for a strip of columns: a loop down the matrix."""
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    cmask = cols < N
    acc = tl.zeros([BLOCK_M, BLOCK_N], tl.float32)
    for r in range(0, M, BLOCK_M):
        rows = r + tl.arange(0, BLOCK_M)
        m = (rows < M)[:, None] & cmask[None, :]
        acc += tl.load(X + rows[:, None].to(tl.int64) * stride + cols[None, :], mask=m,
                       other=0.0)
    tl.store(OUT + cols, tl.sum(acc, 0), mask=cmask)


@triton.jit
def axpb_tail_kernel(X, Y, n, alpha, beta, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(Y + offs, tl.load(X + offs, mask=mask) * alpha + beta, mask=mask)


def _gen(torch, seed):
    return torch.Generator(device="cuda").manual_seed(seed)


def _elementwise(ref_fn, rtol, atol):
    def build(torch, n_sm):
        n = 1 << 25
        x = torch.randn(n, device="cuda", generator=_gen(torch, 10)) * 3
        y = torch.zeros_like(x)

        def check(out):
            return close(torch, out["Y"], ref_fn(torch, x), rtol=rtol, atol=atol, what="Y")

        return Setup(dict(X=x, Y=y, n=n), (n_sm * 4, 1, 1), ["Y"], check,
                     size=f"2^25 fp32, {n_sm * 4} programs")

    return build


def _gelu_ref(torch, x):
    return torch.nn.functional.gelu(x)


def _mix_ref(torch, x):
    x2 = x * x
    g = torch.nn.functional.gelu(x, approximate="tanh")
    return g + torch.log2(1 + x2) * torch.rsqrt(1 + x2) + torch.sqrt(x.abs()) * torch.exp2(-x2)


def _histogram(torch, n_sm):
    n, bins = 1 << 24, 1024
    x = torch.randint(0, bins, (n,), device="cuda", dtype=torch.int32, generator=_gen(torch, 11))
    h = torch.zeros(bins, device="cuda", dtype=torch.int32)

    def check(out):
        return equal(torch, out["H"], torch.bincount(x, minlength=bins).to(torch.int32), "H")

    return Setup(dict(X=x, H=h, n=n), (n_sm * 4, 1, 1), ["H"], check,
                 size=f"2^24 int32 into {bins} bins")


def _topk(torch, n_sm):
    rows, n, k = 65536, 1024, 8
    x = torch.randn(rows, n, device="cuda", generator=_gen(torch, 12))
    vals = torch.zeros(rows, k, device="cuda")
    idx = torch.zeros(rows, k, device="cuda", dtype=torch.int32)

    def check(out):
        ref = torch.topk(x, k, dim=1, sorted=True)
        ok_v, dv = equal(torch, out["VALS"], ref.values, "values")
        ok_i, di = equal(torch, out["IDX"], ref.indices.to(torch.int32), "indices")
        return ok_v and ok_i, f"{dv}, {di}"

    return Setup(dict(X=x, VALS=vals, IDX=idx, stride=x.stride(0)), (rows, 1, 1),
                 ["VALS", "IDX"], check, size=f"{rows} rows of {n} fp32, k={k}")


def _sort(torch, n_sm):
    rows, n = 32768, 1024
    x = torch.randn(rows, n, device="cuda", generator=_gen(torch, 13))
    y = torch.zeros_like(x)

    def check(out):
        return equal(torch, out["Y"], torch.sort(x, dim=1).values, "Y")

    return Setup(dict(X=x, Y=y, stride=x.stride(0)), (rows, 1, 1), ["Y"], check,
                 size=f"{rows} rows of {n} fp32")


def _newton(torch, n_sm):
    n, block = 1 << 24, 1024
    blocks = cdiv(n, block)
    g = _gen(torch, 14)
    # per block a magnitude 10^0 .. 10^6: Newton from y = x needs more steps for larger x
    scale = 10.0 ** torch.randint(0, 7, (blocks,), device="cuda", generator=g).float()
    x = (torch.rand(n, device="cuda", generator=g) + 1) * scale.repeat_interleave(block)
    skip = (torch.rand(blocks, device="cuda", generator=g) < 0.25).to(torch.int32)
    y = torch.zeros_like(x)

    def check(out):
        keep = (skip == 0).repeat_interleave(block)
        ref = torch.where(keep, torch.sqrt(x), torch.zeros_like(x))
        return close(torch, out["Y"], ref, rtol=1e-5, atol=0, what="Y")

    return Setup(dict(X=x, Y=y, SKIP=skip, n=n, tol=1e-6), (blocks, 1, 1), ["Y"], check,
                 size="2^24 fp32, 25% of blocks exit early")


def _dwconv(torch, n_sm):
    n, c, h, w = 32, 128, 112, 112
    g = _gen(torch, 15)
    x = torch.randn(n, c, h, w, device="cuda", dtype=torch.float16, generator=g)
    wt = torch.randn(c, 3, 3, device="cuda", dtype=torch.float16, generator=g) / 3
    y = torch.zeros_like(x)

    def check(out):
        ref = torch.nn.functional.conv2d(x.float(), wt.float().view(c, 1, 3, 3), padding=1,
                                         groups=c)
        return close(torch, out["Y"], ref, rtol=1e-2, atol=1e-2, what="Y")

    return Setup(dict(X=x, Wt=wt, Y=y, C=c, H=h, W=w),
                 (n * c, cdiv(h, 16) * cdiv(w, 32), 1), ["Y"], check,
                 size=f"N={n} C={c} {h}x{w} fp16, 3x3 depthwise")


def _cross_entropy(torch, n_sm):
    rows, v = 4096, 32000
    g = _gen(torch, 16)
    logits = torch.randn(rows, v, device="cuda", dtype=torch.float16, generator=g) * 4
    target = torch.randint(0, v, (rows,), device="cuda", dtype=torch.int32, generator=g)
    loss = torch.zeros(rows, device="cuda")

    def check(out):
        ref = torch.nn.functional.cross_entropy(logits.float(), target.long(),
                                                reduction="none")
        return close(torch, out["LOSS"], ref, rtol=1e-4, atol=1e-3, what="loss")

    return Setup(dict(LOGITS=logits, TARGET=target, LOSS=loss, stride=logits.stride(0), V=v),
                 (rows, 1, 1), ["LOSS"], check, size=f"{rows} rows x vocab {v} fp16")


def _col_sum(torch, n_sm):
    m, n = 8192, 16384
    x = torch.randn(m, n, device="cuda", generator=_gen(torch, 17))
    out = torch.zeros(n, device="cuda")

    def check(o):
        return close(torch, o["OUT"], x.sum(0), rtol=1e-4, atol=1e-3, what="OUT")

    return Setup(dict(X=x, OUT=out, M=m, N=n, stride=x.stride(0)), (cdiv(n, 64), 1, 1),
                 ["OUT"], check, size=f"{m}x{n} fp32, sum over rows")


def _axpb(torch, n_sm):
    n = (1 << 26) + 37
    x = torch.randn(n, device="cuda", generator=_gen(torch, 18))
    y = torch.zeros_like(x)

    def check(out):
        return close(torch, out["Y"], x * 1.5 + 0.25, rtol=1e-6, atol=1e-6, what="Y")

    return Setup(dict(X=x, Y=y, n=n, alpha=1.5, beta=0.25), (cdiv(n, 1024), 1, 1), ["Y"],
                 check, size="2^26+37 fp32 (masked tail)")


SPECS = [
    Spec("gelu_erf_loop", gelu_erf_loop_kernel, sig("X:*fp32 Y:*fp32 n:i32 BLOCK"),
         dict(BLOCK=1024), 4, _elementwise(_gelu_ref, 1e-5, 1e-5),
         "erf (libdevice) in a grid-stride loop", ("libdevice",)),
    Spec("libdevice_mix", libdevice_mix_kernel, sig("X:*fp32 Y:*fp32 n:i32 BLOCK"),
         dict(BLOCK=1024), 4, _elementwise(_mix_ref, 1e-4, 1e-4),
         "tanh/log2/rsqrt/sqrt/exp2 in a grid-stride loop", ("libdevice",)),
    Spec("histogram", histogram_kernel, sig("X:*i32 H:*i32 n:i32 BLOCK"), dict(BLOCK=1024), 4,
         _histogram, "histogram by global int32 atomics, grid-stride loop"),
    Spec("topk", topk_kernel, sig("X:*fp32 VALS:*fp32 IDX:*i32 stride:i32 N K"),
         dict(N=1024, K=8), 4, _topk, "row top-8 by repeated max/argmax (loop of reductions)"),
    Spec("row_sort", row_sort_kernel, sig("X:*fp32 Y:*fp32 stride:i32 N"), dict(N=1024), 4,
         _sort, "bitonic sort of a 1024-row inside one program (tl.sort)"),
    Spec("newton_while", newton_sqrt_kernel,
         sig("X:*fp32 Y:*fp32 SKIP:*i32 n:i32 tol:fp32 BLOCK MAX_IT"),
         dict(BLOCK=1024, MAX_IT=64), 4, _newton,
         "early return + while loop with a data-dependent trip count"),
    Spec("dwconv3x3", dwconv3x3_kernel,
         sig("X:*fp16 Wt:*fp16 Y:*fp16 C:i32 H:i32 W:i32 BLOCK_H BLOCK_W"),
         dict(BLOCK_H=16, BLOCK_W=32), 4, _dwconv,
         "direct depthwise 3x3 convolution (nested tap loops, boundary masks)"),
    Spec("cross_entropy", cross_entropy_kernel,
         sig("LOGITS:*fp16 TARGET:*i32 LOSS:*fp32 stride:i32 V:i32 BLOCK"),
         dict(BLOCK=2048), 8, _cross_entropy,
         "softmax cross-entropy: online logsumexp over the vocabulary"),
    Spec("col_sum", col_sum_kernel, sig("X:*fp32 OUT:*fp32 M:i32 N:i32 stride:i32 BLOCK_M BLOCK_N"),
         dict(BLOCK_M=32, BLOCK_N=64), 4, _col_sum, "reduction over columns (loop over rows)"),
    Spec("axpb_tail", axpb_tail_kernel, sig("X:*fp32 Y:*fp32 n:i32 alpha:fp32 beta:fp32 BLOCK"),
         dict(BLOCK=1024), 4, _axpb, "elementwise with a masked tail, no loop"),
]
