"""Flash-style attention forward (causal and not) and the dq part of its backward."""

from __future__ import annotations

import triton
import triton.language as tl

from bench_kernels import Setup, Spec, close, sig

LOG2E = 1.4426950408889634


@triton.jit
def attn_fwd_kernel(Q, K, V, O, LSE, sm_scale, stride_h, stride_n, N_CTX,
                    CAUSAL: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                    HEAD_D: tl.constexpr):
    start_m = tl.program_id(0)
    base = tl.program_id(1).to(tl.int64) * stride_h
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_D)
    q = tl.load(Q + base + offs_m[:, None] * stride_n + offs_d[None, :])
    m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_D], tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    if CAUSAL:
        hi = (start_m + 1) * BLOCK_M
    else:
        hi = N_CTX
    for start_n in range(0, hi, BLOCK_N):
        cols = start_n + offs_n
        k = tl.load(K + base + cols[None, :] * stride_n + offs_d[:, None])
        qk = tl.dot(q, k) * qk_scale
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= cols[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + base + cols[:, None] * stride_n + offs_d[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(O + base + offs_m[:, None] * stride_n + offs_d[None, :], acc.to(tl.float16))
    tl.store(LSE + tl.program_id(1) * N_CTX + offs_m, m_i + tl.math.log2(l_i))


@triton.jit
def attn_bwd_dq_kernel(Q, K, V, DO, DQ, LSE, DELTA, sm_scale, stride_h, stride_n, N_CTX,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_D: tl.constexpr):
    """dq = sm_scale * sum_j P_ij (dP_ij - delta_i) k_j, P from the forward's base-2 lse."""
    start_m = tl.program_id(0)
    head = tl.program_id(1)
    base = head.to(tl.int64) * stride_h
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_D)
    rows = offs_m[:, None] * stride_n + offs_d[None, :]
    q = tl.load(Q + base + rows)
    do = tl.load(DO + base + rows)
    lse = tl.load(LSE + head * N_CTX + offs_m)
    delta = tl.load(DELTA + head * N_CTX + offs_m)
    dq = tl.zeros([BLOCK_M, HEAD_D], tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start_n in range(0, N_CTX, BLOCK_N):
        cols = start_n + offs_n
        kt = tl.load(K + base + cols[None, :] * stride_n + offs_d[:, None])
        vt = tl.load(V + base + cols[None, :] * stride_n + offs_d[:, None])
        p = tl.math.exp2(tl.dot(q, kt) * qk_scale - lse[:, None])
        dp = tl.dot(do, vt)
        ds = p * (dp - delta[:, None])
        k = tl.load(K + base + cols[:, None] * stride_n + offs_d[None, :])
        dq = tl.dot(ds.to(tl.float16), k, dq)
    tl.store(DQ + base + rows, (dq * sm_scale).to(tl.float16))


def _qkv(torch, bh, n, d):
    gen = torch.Generator(device="cuda").manual_seed(1)
    return [torch.randn(bh, n, d, device="cuda", dtype=torch.float16, generator=gen)
            for _ in range(3)]


def _fwd(causal):
    def build(torch, n_sm):
        bh, n, d = 64, 2048, 64
        q, k, v = _qkv(torch, bh, n, d)
        o = torch.zeros_like(q)
        lse = torch.zeros(bh, n, device="cuda", dtype=torch.float32)
        scale = d ** -0.5
        args = dict(Q=q, K=k, V=v, O=o, LSE=lse, sm_scale=scale, stride_h=q.stride(0),
                    stride_n=q.stride(1), N_CTX=n)

        def check(out):
            f = torch.nn.functional
            ref = f.scaled_dot_product_attention(q.float(), k.float(), v.float(),
                                                 is_causal=causal)
            return close(torch, out["O"], ref, rtol=1e-2, atol=1e-2, what="O")

        return Setup(args, (n // 128, bh, 1), ["O", "LSE"], check,
                     size=f"BH={bh} N={n} D={d} fp16")

    return build


def _bwd(torch, n_sm):
    bh, n, d = 32, 1024, 64
    q, k, v = _qkv(torch, bh, n, d)
    scale = d ** -0.5
    gen = torch.Generator(device="cuda").manual_seed(2)
    do = torch.randn(bh, n, d, device="cuda", dtype=torch.float16, generator=gen)
    qf = q.float().requires_grad_(True)
    s = qf @ k.float().transpose(1, 2) * scale
    out = torch.softmax(s, -1) @ v.float()
    out.backward(do.float())
    ref_dq = qf.grad.detach()
    lse = (torch.logsumexp(s.detach(), -1) * LOG2E).contiguous()
    delta = (do.float() * out.detach()).sum(-1).contiguous()
    del s, out, qf
    dq = torch.zeros_like(q)
    args = dict(Q=q, K=k, V=v, DO=do, DQ=dq, LSE=lse, DELTA=delta, sm_scale=scale,
                stride_h=q.stride(0), stride_n=q.stride(1), N_CTX=n)

    def check(o):
        return close(torch, o["DQ"], ref_dq, rtol=2e-2, atol=2e-2, what="dq")

    return Setup(args, (n // 64, bh, 1), ["DQ"], check, size=f"BH={bh} N={n} D={d} fp16")


_FWD_SIG = sig("Q:*fp16 K:*fp16 V:*fp16 O:*fp16 LSE:*fp32 sm_scale:fp32 stride_h:i32 "
               "stride_n:i32 N_CTX:i32 CAUSAL BLOCK_M BLOCK_N HEAD_D")
SPECS = [
    Spec("attn_fwd", attn_fwd_kernel, _FWD_SIG,
         dict(CAUSAL=False, BLOCK_M=128, BLOCK_N=64, HEAD_D=64), 4, _fwd(False),
         "flash attention forward, online softmax (exp2) over KV blocks"),
    Spec("attn_fwd_causal", attn_fwd_kernel, _FWD_SIG,
         dict(CAUSAL=True, BLOCK_M=128, BLOCK_N=64, HEAD_D=64), 4, _fwd(True),
         "causal flash attention forward: trip count per program, masked diagonal"),
    Spec("attn_bwd_dq", attn_bwd_dq_kernel,
         sig("Q:*fp16 K:*fp16 V:*fp16 DO:*fp16 DQ:*fp16 LSE:*fp32 DELTA:*fp32 sm_scale:fp32 "
             "stride_h:i32 stride_n:i32 N_CTX:i32 BLOCK_M BLOCK_N HEAD_D"),
         dict(BLOCK_M=64, BLOCK_N=64, HEAD_D=64), 4, _bwd,
         "attention backward, dq: three dots per KV block"),
]
