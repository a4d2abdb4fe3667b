"""Inline PTX ``mma.sync.aligned.m16n8k32`` / ``m16n8k16`` with 8-bit integer operands
(Triton's sm_80 int8 GEMM), with and without ``.satfinite``, and
``fence.proxy.async.shared::cta``.

The expected D is computed apart from the emulator: random A (16 x K), B (K x 8), C
(16 x 8), the lanes' registers packed from them by the PTX ISA's fragment formulas as
the ISA states them (for each lane and element index: the row and the column it holds,
"Matrix Fragments for mma.m16n8k32" / "mma.m16n8k16 with integer type"), D = A B + C
in numpy's int64, then wrapped to 32 bits or clamped, and read back per lane by the
accumulator's formula. The emulator inverts those formulas (``matrix.mma_int8_layout``):
the test states them forwards."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

KERNEL = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %base = mul i64 %t64, 10
LOADS
  FENCE
  %d = call { i32, i32, i32, i32 } asm sideeffect "OP { $0, $1, $2, $3 }, { A_REGS }, \
{ B_REGS }, { $4, $5, $6, $7 };", "=r,=r,=r,=r,0,1,2,3,CONSTRAINTS"(i32 %r6, i32 %r7, \
i32 %r8, i32 %r9, ARGS)
STORES
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


def kernel_text(op: str, k: int, fence: str = "") -> str:
    """The kernel for ``op`` (the template's ``\\`` line ends are Python's: its call
    is one line)."""
    na = k // 8                 # A registers: 16*k/32 elements, 4 per register
    nb = k // 16                # B registers
    loads = []
    for r in range(10):         # per lane: up to 4 A words, 2 B words, 4 C words
        loads.append(f"  %q{r} = add i64 %base, {r}\n"
                     f"  %p{r} = getelementptr i32, ptr addrspace(1) %in, i64 %q{r}\n"
                     f"  %r{r} = load i32, ptr addrspace(1) %p{r}")
    stores = []
    for e in range(4):
        stores.append(f"  %d{e} = extractvalue {{ i32, i32, i32, i32 }} %d, {e}\n"
                      f"  %o{e} = mul i64 %t64, 4\n  %oe{e} = add i64 %o{e}, {e}\n"
                      f"  %po{e} = getelementptr i32, ptr addrspace(1) %out, i64 %oe{e}\n"
                      f"  store i32 %d{e}, ptr addrspace(1) %po{e}")
    a_regs = ", ".join(f"${8 + r}" for r in range(na))
    b_regs = ", ".join(f"${8 + na + r}" for r in range(nb))
    args = ", ".join([f"i32 %r{r}" for r in range(na)] + [f"i32 %r{4 + r}" for r in range(nb)])
    return (KERNEL.replace("LOADS", "\n".join(loads)).replace("STORES", "\n".join(stores))
            .replace("FENCE", fence).replace("OP", op).replace("A_REGS", a_regs)
            .replace("B_REGS", b_regs).replace("CONSTRAINTS", ",".join(["r"] * (na + nb)))
            .replace("ARGS", args))


def fragments(A, B, C, k: int) -> np.ndarray:
    """Per lane, its 10 input words: A's registers, B's, C's (PTX ISA formulas)."""
    words = np.zeros((32, 10), np.uint32)
    for lane in range(32):
        group, tig = lane >> 2, lane % 4
        a = [A[group if (i < 4 or 8 <= i < 12) else group + 8,
               tig * 4 + (i & 3) + (16 if i >= 8 else 0)] for i in range(k // 2)]
        b = [B[tig * 4 + (i & 3) + (16 if i >= 4 else 0), group] for i in range(k // 4)]
        c = [C[group + (8 if i >= 2 else 0), tig * 2 + (i & 1)] for i in range(4)]
        a_words = np.array(a, np.int8).view(np.uint32)        # element 0 in the low byte
        b_words = np.array(b, np.int8).view(np.uint32)
        words[lane, :len(a_words)] = a_words
        words[lane, 4:4 + len(b_words)] = b_words
        words[lane, 6:] = np.array(c, np.int32).view(np.uint32)
    return words


def expected_lanes(D: np.ndarray) -> np.ndarray:
    out = np.zeros((32, 4), np.uint32)
    for lane in range(32):
        group, tig = lane >> 2, lane % 4
        for i in range(4):
            out[lane, i] = np.uint32(int(D[group + (8 if i >= 2 else 0), tig * 2 + (i & 1)])
                                     & 0xFFFF_FFFF)
    return out


def run(text: str, words: np.ndarray) -> np.ndarray:
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(32 * 4, np.uint32))
    src = backend.upload(words.reshape(-1))
    code.launch("k", LaunchShape.of(1, 32), [out, src])
    return out.read_array(np.uint32).reshape(32, 4)


def product(k: int, seed: int, c_range=1000):
    rng = np.random.default_rng(seed)
    A = rng.integers(-128, 128, (16, k)).astype(np.int64)
    B = rng.integers(-128, 128, (k, 8)).astype(np.int64)
    C = rng.integers(-c_range, c_range, (16, 8)).astype(np.int64)
    return A, B, C


@pytest.mark.parametrize("k", [16, 32])
def test_int8_mma_equals_the_int64_product_in_the_isa_fragments(k):
    A, B, C = product(k, seed=k)
    op = f"mma.sync.aligned.m16n8k{k}.row.col.s32.s8.s8.s32"
    got = run(kernel_text(op, k), fragments(A, B, C, k))
    assert (got == expected_lanes(A @ B + C)).all()


def test_satfinite_clamps_and_the_plain_form_wraps():
    A, B, C = product(32, seed=3)
    A[:] = 127
    B[:] = 127                              # each product sums to 32 * 127 * 127
    C[:] = 2**31 - 1000                     # so every element overflows the s32 range
    C[8:] = -(2**31) + 5                    # rows 8-15 stay in range
    words = fragments(A, B, C, 32)
    exact = A @ B + C
    sat = run(kernel_text("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32", 32),
              words)
    assert (sat == expected_lanes(np.clip(exact, -2**31, 2**31 - 1))).all()
    wrapped = run(kernel_text("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32", 32), words)
    assert (wrapped == expected_lanes(exact)).all()
    assert not (sat == wrapped).all()


def test_unsigned_operands_read_their_bytes_unsigned():
    A, B, C = product(32, seed=5)
    Au = A % 256                            # the same bytes, read as u8
    got = run(kernel_text("mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32", 32),
              fragments(A, B, C, 32))
    assert (got == expected_lanes(Au @ B + C)).all()


def test_the_async_proxy_fence_orders_nothing_the_emulator_could_reorder():
    A, B, C = product(32, seed=7)
    fence = 'call void asm sideeffect "fence.proxy.async.shared::cta;", ""()'
    text = kernel_text("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32", 32,
                       fence)
    assert (run(text, fragments(A, B, C, 32)) == expected_lanes(A @ B + C)).all()
    with pytest.raises(UnsupportedIRError, match="fence.proxy.asyncx"):
        run(text.replace("fence.proxy.async.shared::cta", "fence.proxy.asyncx"),
            fragments(A, B, C, 32))
