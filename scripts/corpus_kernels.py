# Copied from ../shared/corpus/kernels.py (the five benchmark kernels), unchanged below this line.
import triton
import triton.language as tl


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_m = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_n = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c = acc.to(tl.float16)
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)


@triton.jit
def conv2d_nhwc_kernel(x_ptr, w_ptr, y_ptr,
                       N, H, W, C, K, R, S, P, Q,
                       stride_h, stride_w, pad_h, pad_w,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # implicit GEMM: M = N*P*Q (output pixels), Ngemm = K (out channels), Kgemm = R*S*C
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    GEMM_M = N * P * Q
    GEMM_K = R * S * C
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    # decompose output pixel index into (n, p, q)
    n_idx = offs_m // (P * Q)
    pq = offs_m % (P * Q)
    p_idx = pq // Q
    q_idx = pq % Q
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, GEMM_K, BLOCK_K):
        offs_k = k0 + tl.arange(0, BLOCK_K)
        # decompose reduction index into (r, s, c) (KRSC filter layout)
        r_idx = offs_k // (S * C)
        sc = offs_k % (S * C)
        s_idx = sc // C
        c_idx = sc % C
        h_in = p_idx[:, None] * stride_h - pad_h + r_idx[None, :]
        w_in = q_idx[:, None] * stride_w - pad_w + s_idx[None, :]
        x_mask = (offs_m[:, None] < GEMM_M) & (offs_k[None, :] < GEMM_K) & \
                 (h_in >= 0) & (h_in < H) & (w_in >= 0) & (w_in < W)
        x_off = ((n_idx[:, None] * H + h_in) * W + w_in) * C + c_idx[None, :]
        a = tl.load(x_ptr + x_off, mask=x_mask, other=0.0)
        # filter KRSC: w[k, r, s, c] -> offset k*R*S*C + offs_k
        w_off = offs_n[None, :] * GEMM_K + offs_k[:, None]
        w_mask = (offs_k[:, None] < GEMM_K) & (offs_n[None, :] < K)
        b = tl.load(w_ptr + w_off, mask=w_mask, other=0.0)
        acc = tl.dot(a, b, acc)
    # output NPQK
    y_off = offs_m[:, None] * K + offs_n[None, :]
    y_mask = (offs_m[:, None] < GEMM_M) & (offs_n[None, :] < K)
    tl.store(y_ptr + y_off, acc.to(tl.float16), mask=y_mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_row_stride, out_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in range(row_start, n_rows, row_step):
        row_ptr = in_ptr + row_idx * in_row_stride
        col = tl.arange(0, BLOCK_SIZE)
        mask = col < n_cols
        row = tl.load(row_ptr + col, mask=mask, other=-float('inf'))
        row_minus_max = row - tl.max(row, axis=0)
        num = tl.exp(row_minus_max)
        den = tl.sum(num, axis=0)
        out = num / den
        tl.store(out_ptr + row_idx * out_row_stride + col, out, mask=mask)


@triton.jit
def branchy_kernel(x_ptr, y_ptr, counts_ptr, n, thresh, BLOCK: tl.constexpr):
    # scalar data-dependent branch + variable-trip-count while loop
    pid = tl.program_id(0)
    trip = tl.load(counts_ptr + pid)          # data-dependent trip count
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    s = tl.sum(x, axis=0)
    if s > thresh:                            # data-dependent branch
        acc = x
        i = 0
        while i < trip:                       # variable trip count
            acc = acc * 0.5 + 1.0
            i += 1
        tl.store(y_ptr + offs, acc, mask=mask)
    else:
        j = 0
        acc2 = x
        for j in range(0, trip):
            acc2 = tl.where(acc2 > 0, acc2 - 1.0, acc2 + 2.0)
        tl.store(y_ptr + offs, -acc2, mask=mask)


@triton.jit
def reduce_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(pid * BLOCK, n, nprog * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
        acc += x
    total = tl.sum(acc, axis=0)
    tl.atomic_add(out_ptr, total)


KERNELS = {
    "matmul": (matmul_kernel,
               {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                "stride_am": "i32", "stride_ak": "constexpr", "stride_bk": "i32", "stride_bn": "constexpr",
                "stride_cm": "i32", "stride_cn": "constexpr",
                "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr", "GROUP_M": "constexpr"},
               {"stride_ak": 1, "stride_bn": 1, "stride_cn": 1,
                "BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8},
               {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]], (2,): [["tt.divisibility", 16]],
                (6,): [["tt.divisibility", 16]], (8,): [["tt.divisibility", 16]], (10,): [["tt.divisibility", 16]]}),
    "conv2d_implicit_gemm": (conv2d_nhwc_kernel,
               {"x_ptr": "*fp16", "w_ptr": "*fp16", "y_ptr": "*fp16",
                "N": "i32", "H": "i32", "W": "i32", "C": "i32", "K": "i32", "R": "i32", "S": "i32",
                "P": "i32", "Q": "i32", "stride_h": "i32", "stride_w": "i32", "pad_h": "i32", "pad_w": "i32",
                "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"},
               {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32},
               {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]], (2,): [["tt.divisibility", 16]]}),
    "softmax": (softmax_kernel,
               {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_row_stride": "i32", "out_row_stride": "i32",
                "n_rows": "i32", "n_cols": "i32", "BLOCK_SIZE": "constexpr"},
               {"BLOCK_SIZE": 1024},
               {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]]}),
    "branchy": (branchy_kernel,
               {"x_ptr": "*fp32", "y_ptr": "*fp32", "counts_ptr": "*i32", "n": "i32", "thresh": "fp32",
                "BLOCK": "constexpr"},
               {"BLOCK": 256},
               {}),
    "reduce": (reduce_kernel,
               {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 1024},
               {(0,): [["tt.divisibility", 16]]}),
}
