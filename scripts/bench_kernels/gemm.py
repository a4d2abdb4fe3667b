"""GEMMs: an erf-GELU epilogue, split-K with atomics, persistent, int8 and fp8 (e4m3)."""

from __future__ import annotations

import triton
import triton.language as tl

from bench_kernels import Setup, Spec, cdiv, close, equal, sig


@triton.jit
def _tile_product(A, B, tile, num_n, k0, k_len, stride_am, stride_bk, stride_bn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  ACC_TYPE: tl.constexpr):
    """The prologue and K loop every GEMM here shares: output tile ``tile`` (row-major
    over ``num_n`` tile columns) of A[:, k0:k0+k_len] @ B[k0:k0+k_len, :], A row-major
    with row stride ``stride_am``, B's element (k, n) at ``k * stride_bk + n *
    stride_bn``. Returns the accumulator and the tile's row and column offsets."""
    pid_m, pid_n = tile // num_n, tile % num_n
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = k0 + tl.arange(0, BLOCK_K)
    a_ptrs = A + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = B + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros([BLOCK_M, BLOCK_N], ACC_TYPE)
    for k in range(0, k_len, BLOCK_K):
        acc = tl.dot(tl.load(a_ptrs), tl.load(b_ptrs), acc, out_dtype=ACC_TYPE)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    return acc, offs_m, offs_n


@triton.jit
def gemm_gelu_kernel(A, B, C, BIAS, M, N, K, stride_am, stride_bk, stride_cm,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    acc, offs_m, offs_n = _tile_product(A, B, tl.program_id(0), tl.cdiv(N, BLOCK_N), 0, K,
                                        stride_am, stride_bk, 1, BLOCK_M, BLOCK_N, BLOCK_K,
                                        tl.float32)
    acc += tl.load(BIAS + offs_n)[None, :].to(tl.float32)
    acc = 0.5 * acc * (1.0 + tl.math.erf(acc * 0.7071067811865476))
    tl.store(C + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.float16))


@triton.jit
def splitk_gemm_kernel(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                       SPLIT_K: tl.constexpr):
    k_len = K // SPLIT_K
    acc, offs_m, offs_n = _tile_product(A, B, tl.program_id(0), tl.cdiv(N, BLOCK_N),
                                        tl.program_id(1) * k_len, k_len, stride_am,
                                        stride_bk, 1, BLOCK_M, BLOCK_N, BLOCK_K, tl.float32)
    tl.atomic_add(C + offs_m[:, None] * stride_cm + offs_n[None, :], acc)


@triton.jit
def persistent_gemm_kernel(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                           BLOCK_K: tl.constexpr):
    """One program per SM, looping over output tiles (grid-stride), K loop inside."""
    num_n = tl.cdiv(N, BLOCK_N)
    num_tiles = tl.cdiv(M, BLOCK_M) * num_n
    for tile in range(tl.program_id(0), num_tiles, tl.num_programs(0)):
        acc, offs_m, offs_n = _tile_product(A, B, tile, num_n, 0, K, stride_am, stride_bk,
                                            1, BLOCK_M, BLOCK_N, BLOCK_K, tl.float32)
        tl.store(C + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.float16))


@triton.jit
def gemm_8bit_kernel(A, B, C, M, N, K, stride_am, stride_bn, stride_cm,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                     ACC_TYPE: tl.constexpr):
    """C = A @ B^T with B stored (N, K) (K-major, as 8-bit tensor-core GEMMs want);
    int8 -> int32 accumulation, or fp8 e4m3 -> fp32."""
    acc, offs_m, offs_n = _tile_product(A, B, tl.program_id(0), tl.cdiv(N, BLOCK_N), 0, K,
                                        stride_am, 1, stride_bn, BLOCK_M, BLOCK_N, BLOCK_K,
                                        ACC_TYPE)
    tl.store(C + offs_m[:, None] * stride_cm + offs_n[None, :], acc)


def _mats(torch, m, n, k, seed):
    gen = torch.Generator(device="cuda").manual_seed(seed)
    a = torch.randn(m, k, device="cuda", dtype=torch.float16, generator=gen) / 8
    b = torch.randn(k, n, device="cuda", dtype=torch.float16, generator=gen) / 8
    return a, b


def _gemm_gelu(torch, n_sm):
    m = n = k = 4096
    a, b = _mats(torch, m, n, k, 5)
    bias = torch.randn(n, device="cuda", dtype=torch.float16) / 4
    c = torch.zeros(m, n, device="cuda", dtype=torch.float16)

    def check(out):
        ref = torch.nn.functional.gelu(a.float() @ b.float() + bias.float())
        return close(torch, out["C"], ref, rtol=2e-2, atol=2e-2, what="C")

    return Setup(dict(A=a, B=b, C=c, BIAS=bias, M=m, N=n, K=k, stride_am=a.stride(0),
                      stride_bk=b.stride(0), stride_cm=c.stride(0)),
                 (cdiv(m, 128) * cdiv(n, 128), 1, 1), ["C"], check, size=f"{m}x{n}x{k} fp16")


def _splitk(torch, n_sm):
    m = n = 1024
    k = 16384
    a, b = _mats(torch, m, n, k, 6)
    b = b / 4
    c = torch.zeros(m, n, device="cuda", dtype=torch.float32)

    def check(out):
        return close(torch, out["C"], a.float() @ b.float(), rtol=1e-2, atol=1e-2, what="C")

    return Setup(dict(A=a, B=b, C=c, M=m, N=n, K=k, stride_am=a.stride(0),
                      stride_bk=b.stride(0), stride_cm=c.stride(0)),
                 (cdiv(m, 128) * cdiv(n, 128), 8, 1), ["C"], check, exact_outputs=False,
                 size=f"{m}x{n}x{k} fp16, split 8")


def _persistent(torch, n_sm):
    m = n = k = 4096
    a, b = _mats(torch, m, n, k, 7)
    c = torch.zeros(m, n, device="cuda", dtype=torch.float16)

    def check(out):
        return close(torch, out["C"], a.float() @ b.float(), rtol=2e-2, atol=2e-2, what="C")

    return Setup(dict(A=a, B=b, C=c, M=m, N=n, K=k, stride_am=a.stride(0),
                      stride_bk=b.stride(0), stride_cm=c.stride(0)),
                 (n_sm, 1, 1), ["C"], check, size=f"{m}x{n}x{k} fp16, {n_sm} programs")


def _int8(torch, n_sm):
    m = n = k = 4096
    gen = torch.Generator(device="cuda").manual_seed(8)
    a = torch.randint(-128, 128, (m, k), device="cuda", dtype=torch.int8, generator=gen)
    bt = torch.randint(-128, 128, (n, k), device="cuda", dtype=torch.int8, generator=gen)
    c = torch.zeros(m, n, device="cuda", dtype=torch.int32)

    def check(out):     # |sum| < 2^53: float64 is exact
        ref = (a.double() @ bt.double().T).to(torch.int32)
        return equal(torch, out["C"], ref, what="C")

    return Setup(dict(A=a, B=bt, C=c, M=m, N=n, K=k, stride_am=a.stride(0),
                      stride_bn=bt.stride(0), stride_cm=c.stride(0)),
                 (cdiv(m, 128) * cdiv(n, 128), 1, 1), ["C"], check, size=f"{m}x{n}x{k} int8")


def _fp8(torch, n_sm):
    m = n = k = 4096
    gen = torch.Generator(device="cuda").manual_seed(9)
    a = (torch.randn(m, k, device="cuda", generator=gen) / 2).to(torch.float8_e4m3fn)
    bt = (torch.randn(n, k, device="cuda", generator=gen) / 2).to(torch.float8_e4m3fn)
    c = torch.zeros(m, n, device="cuda", dtype=torch.float32)

    def check(out):     # fp8 values and products are exact in fp32; sums are reordered
        return close(torch, out["C"], a.float() @ bt.float().T, rtol=1e-2, atol=0.25,
                     what="C")

    return Setup(dict(A=a, B=bt, C=c, M=m, N=n, K=k, stride_am=a.stride(0),
                      stride_bn=bt.stride(0), stride_cm=c.stride(0)),
                 (cdiv(m, 128) * cdiv(n, 128), 1, 1), ["C"], check,
                 size=f"{m}x{n}x{k} fp8 e4m3")


_GEMM = "M:i32 N:i32 K:i32 stride_am:i32 stride_bk:i32 stride_cm:i32 BLOCK_M BLOCK_N BLOCK_K"
_8BIT = "M:i32 N:i32 K:i32 stride_am:i32 stride_bn:i32 stride_cm:i32 BLOCK_M BLOCK_N BLOCK_K ACC_TYPE"
_TILE = dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64)
SPECS = [
    Spec("gemm_gelu", gemm_gelu_kernel, sig("A:*fp16 B:*fp16 C:*fp16 BIAS:*fp16 " + _GEMM),
         dict(_TILE), 8, _gemm_gelu, "GEMM with bias + erf-GELU epilogue (MLP up-projection)"),
    Spec("splitk_gemm", splitk_gemm_kernel, sig("A:*fp16 B:*fp16 C:*fp32 " + _GEMM + " SPLIT_K"),
         dict(_TILE, SPLIT_K=8), 8, _splitk, "split-K GEMM, fp32 atomic_add of partial tiles"),
    Spec("persistent_gemm", persistent_gemm_kernel, sig("A:*fp16 B:*fp16 C:*fp16 " + _GEMM),
         dict(_TILE), 8, _persistent, "persistent GEMM: tile loop around the K loop"),
    Spec("int8_gemm", gemm_8bit_kernel, sig("A:*i8 B:*i8 C:*i32 " + _8BIT),
         dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, ACC_TYPE=tl.int32), 8, _int8,
         "int8 GEMM, int32 accumulation"),
    Spec("fp8_gemm", gemm_8bit_kernel, sig("A:*fp8e4nv B:*fp8e4nv C:*fp32 " + _8BIT),
         dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, ACC_TYPE=tl.float32), 8, _fp8,
         "fp8 e4m3 GEMM (sm_89+), fp32 accumulation"),
]
