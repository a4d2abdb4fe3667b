"""Wave-wide matrix instructions: AMD's MFMA (CDNA) and WMMA (RDNA3), NVIDIA's ``mma``.

A matrix instruction is one ``D = A x B + C`` per wave (per *block* of the wave for the
multi-block MFMA shapes), its operands spread over the wave's lanes. Every shape is
described here the same way, by a ``Layout``: for each element of A (block, i, k), of B
(block, k, j) and of C/D (block, i, j), the lane of the wave and the element of that
lane's operand vector that holds it. Running one is then shape-independent: scatter each
operand into ``(waves, wave_size, elements)``, gather the matrices with the layout's
index arrays, multiply, scatter D back into lanes (``run``).

Sources for the layouts: AMD's Matrix Instruction Calculator (ROCm/
amd_matrix_instruction_calculator, "Matrix element to register mapping") and the ISA
references it follows (AMD Instinct MI300 "CDNA3" ISA, section 7, matrix arithmetic; RDNA3
ISA, ``V_WMMA_F32_16X16X16_F16``); for NVIDIA's warp-wide ``mma.sync`` (the inline PTX
``mma.sync.aligned`` and the ``llvm.nvvm.mma.*`` intrinsics, one model for both), the
PTX ISA's "Matrix Fragments for mma.m16n8k16" / "mma.m16n8k8".

Arithmetic: products and sums in float32 (integer MFMAs: exact int64, wrapped to i32).
The hardware's summation order is not specified, so float outputs agree with a numpy
reference within float tolerance, not bit for bit; the emulator itself is deterministic.
A wave with some lanes inactive is a fault (the instructions read every lane).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from bbprof.errors import EmulatorFault
from bbprof.runtime.emulator import lanes as L


@dataclass(frozen=True)
class Layout:
    """Where one wave's matrix instruction keeps its operands (index arrays, int64)."""
    wave_size: int
    a_lane: np.ndarray        # (blocks, M, K)
    a_elem: np.ndarray
    b_lane: np.ndarray        # (blocks, K, N)
    b_elem: np.ndarray
    d_lane: np.ndarray        # (blocks, M, N)
    d_elem: np.ndarray
    a_count: int              # elements of A per lane (after unpacking)
    b_count: int
    d_count: int              # elements of C/D per lane


def mfma_layout(m: int, n: int, k: int, blocks: int) -> Layout:
    """A CDNA MFMA of ``blocks`` independent ``m x n x k`` products per wave64, in the
    calculator's terms: with ``kl = k*m*blocks/64`` elements of A (and of B) per lane,
    A[i][k].b is at lane ``i + m*(b + blocks*(k//kl))``, element ``k % kl``; B[k][j].b at
    lane ``j + n*(b + blocks*(k//kl))``, element ``k % kl``; C/D rows go in groups of
    four: row group ``s = b*(m/4) + i//4`` is at lanes ``n*(s % (64/n)) + j``, elements
    ``4*(s // (64/n)) + i%4``. (For 32x32x8: D[i][j] at lane j + 32*((i//4)%2), element
    4*(i//8) + i%4; for 16x16x16: lane j + 16*(i//4), element i%4.)"""
    kl = k * m * blocks // 64
    b, i, kk = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(k), indexing="ij")
    a_lane, a_elem = i + m * (b + blocks * (kk // kl)), kk % kl
    b2, kk2, j = np.meshgrid(np.arange(blocks), np.arange(k), np.arange(n), indexing="ij")
    b_lane, b_elem = j + n * (b2 + blocks * (kk2 // kl)), kk2 % kl
    b3, i3, j3 = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(n), indexing="ij")
    group = b3 * (m // 4) + i3 // 4
    per = 64 // n
    d_lane, d_elem = n * (group % per) + j3, 4 * (group // per) + i3 % 4
    return Layout(64, a_lane, a_elem, b_lane, b_elem, d_lane, d_elem, kl, kl,
                  m * n * blocks // 64)


# The MFMA shapes modelled, by operand type: (M, N, K) of each LLVM
# ``llvm.amdgcn.mfma.*`` intrinsic of CDNA1-3 (gfx908, gfx90a, gfx942), every one checked
# element by element against AMD's calculator (A, B and D, every block)
MFMA_SHAPES = {
    "f32": {(32, 32, 1), (16, 16, 1), (4, 4, 1), (32, 32, 2), (16, 16, 4)},
    "f16": {(32, 32, 4), (16, 16, 4), (4, 4, 4), (32, 32, 8), (16, 16, 16)},
    "i8": {(32, 32, 4), (16, 16, 4), (4, 4, 4), (32, 32, 8), (16, 16, 16), (32, 32, 16),
           (16, 16, 32)},
    "bf16": {(32, 32, 2), (16, 16, 2), (4, 4, 2), (32, 32, 4), (16, 16, 8)},
    "bf16.1k": {(32, 32, 4), (16, 16, 4), (4, 4, 4), (32, 32, 8), (16, 16, 16)},
}


# BLGP (B-matrix lane group pattern): the lane of B that lane l of the wave reads
_BLGP = (lambda l: l, lambda l: l % 32, lambda l: l % 32 + 32, lambda l: (l + 16) % 64,
         lambda l: l % 16, lambda l: l % 16 + 16, lambda l: l % 16 + 32,
         lambda l: l % 16 + 48)


def with_modifiers(layout: Layout, cbsz: int, abid: int, blgp: int) -> Layout:
    """The MFMA modifiers (CDNA ISA, "Dependency Resolution"/"MFMA" operand fields):
    CBSZ/ABID broadcast one block's A to each group of ``2**cbsz`` blocks (block ``b``
    reads A of block ``b - b % 2**cbsz + abid``); BLGP permutes the lanes B is read from
    (0 as is, 1/2 lanes 0-31/32-63 to both halves, 3 rotated by 16 lanes, 4-7 one group of
    16 lanes to all four). Checked element by element against AMD's calculator."""
    blocks = layout.a_lane.shape[0]
    group = 1 << cbsz
    source = np.arange(blocks) - np.arange(blocks) % group + abid
    return Layout(layout.wave_size, layout.a_lane[source], layout.a_elem[source],
                  _BLGP[blgp](layout.b_lane), layout.b_elem, layout.d_lane,
                  layout.d_elem, layout.a_count, layout.b_count, layout.d_count)


@functools.lru_cache(maxsize=None)
def wmma_16x16x16_layout(half_d: int | None = None) -> Layout:
    """RDNA3's ``V_WMMA_*_16X16X16_*`` (wave32): A[i][k] at lane i, element k (lanes 16-31
    hold a copy, not read); B[k][j] at lane j, element k; a 32-bit D[i][j] at lane
    j + 16*(i%2), element i//2 (eight registers). A 16-bit D (``half_d`` = OPSEL, 0 or 1)
    keeps the same register in the low (0) or high (1) half of each 32-bit register, so
    element ``2*(i//2) + half_d`` of the lane's sixteen; the other halves are C's,
    unchanged."""
    i, k = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    k2, j = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    i2, j2 = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    if half_d is None:
        d_elem, d_count = i2 // 2, 8
    else:
        d_elem, d_count = 2 * (i2 // 2) + half_d, 16
    return Layout(32, i[None], k[None], j[None], k2[None],
                  (j2 + 16 * (i2 % 2))[None], d_elem[None], 16, 16, d_count)


@functools.lru_cache(maxsize=None)
def mma_layout(m: int, n: int, k: int) -> Layout:
    """NVIDIA's ``mma.sync.aligned.m16n8k16`` / ``m16n8k8`` with 16-bit (f16, bf16) A and
    B, ``.row.col`` (PTX ISA, "Matrix Fragments for mma.m16n8k16 / m16n8k8 with
    floating point type"), in a warp of 32: with ``group = lane / 4`` and ``pair =
    lane % 4``, element ``e`` of a lane's A (two 16-bit values per register, low half
    first) is A[group + 8*((e//2) % 2)][2*pair + e%2 + 8*(e//4)]; element ``e`` of B is
    B[2*pair + e%2 + 8*(e//2)][group]; element ``e`` of C/D is
    C[group + 8*(e//2)][2*pair + e%2]. Inverted here: A[i][k] at lane
    ``4*(i%8) + (k%8)//2``, element ``2*(i//8 + 2*(k//8)) + k%2``; B[k][j] at lane
    ``4*j + (k%8)//2``, element ``2*(k//8) + k%2``; D[i][j] at lane ``4*(i%8) + j//2``,
    element ``2*(i//8) + j%2``."""
    if (m, n, k) not in ((16, 8, 16), (16, 8, 8)):
        raise ValueError(f"mma shape m{m}n{n}k{k} has no modelled layout")
    i, kk = np.meshgrid(np.arange(m), np.arange(k), indexing="ij")
    a_lane, a_elem = 4 * (i % 8) + (kk % 8) // 2, 2 * (i // 8 + 2 * (kk // 8)) + kk % 2
    kk2, j = np.meshgrid(np.arange(k), np.arange(n), indexing="ij")
    b_lane, b_elem = 4 * j + (kk2 % 8) // 2, 2 * (kk2 // 8) + kk2 % 2
    i3, j3 = np.meshgrid(np.arange(m), np.arange(n), indexing="ij")
    d_lane, d_elem = 4 * (i3 % 8) + j3 // 2, 2 * (i3 // 8) + j3 % 2
    return Layout(32, a_lane[None], a_elem[None], b_lane[None], b_elem[None],
                  d_lane[None], d_elem[None], m * k // 32, k * n // 32, m * n // 32)


@functools.lru_cache(maxsize=None)
def mma_int8_layout(k: int) -> Layout:
    """NVIDIA's ``mma.sync.aligned.m16n8k16`` / ``m16n8k32`` with 8-bit integer A and B
    (``.s8``/``.u8``), ``.row.col`` (PTX ISA, "Matrix Fragments for mma.m16n8k16 with
    integer type" and "for mma.m16n8k32"), in a warp of 32, four 8-bit elements per
    32-bit register, element 0 in the low byte. With ``group = lane / 4`` and
    ``tig = lane % 4``: element ``e`` of A is at row ``group + 8*((e//4) % 2)``, column
    ``4*tig + e%4 + 16*(e//8)``; element ``e`` of B at row ``4*tig + e%4 + 16*(e//4)``,
    column ``group``; C/D (s32) as the 16-bit shapes: row ``group + 8*(e//2)``, column
    ``2*tig + e%2``. Inverted here: A[i][k] at lane ``4*(i%8) + (k%16)//4``, element
    ``4*(i//8 + 2*(k//16)) + k%4``; B[k][j] at lane ``4*j + (k%16)//4``, element
    ``4*(k//16) + k%4``."""
    if k not in (16, 32):
        raise ValueError(f"integer mma shape m16n8k{k} has no modelled layout")
    i, kk = np.meshgrid(np.arange(16), np.arange(k), indexing="ij")
    a_lane, a_elem = 4 * (i % 8) + (kk % 16) // 4, 4 * (i // 8 + 2 * (kk // 16)) + kk % 4
    kk2, j = np.meshgrid(np.arange(k), np.arange(8), indexing="ij")
    b_lane, b_elem = 4 * j + (kk2 % 16) // 4, 4 * (kk2 // 16) + kk2 % 4
    d = mma_layout(16, 8, 16)
    return Layout(32, a_lane[None], a_elem[None], b_lane[None], b_elem[None],
                  d.d_lane, d.d_elem, 16 * k // 32, k * 8 // 32, 4)


def run(f, name: str, layout: Layout, a, b, c, unpack=None,
        acc=np.float32, clamp: bool = False) -> np.ndarray:
    """``D = A x B + C`` for every wave of the running lanes; per-lane D
    ``(lanes, d_count)``. ``unpack(values)`` turns an operand into its elements (default:
    float32 of a vector); ``acc`` is the accumulator's type (float32, or uint32 for i32:
    the emulator keeps integers unsigned); ``clamp``: an i32 D saturates to the signed
    32-bit range instead of wrapping."""
    unpack = unpack or unpack_float
    pos = f.positions()
    w = f.chunk.wave_size
    if w != layout.wave_size:
        raise EmulatorFault(f"@{name} needs wave{layout.wave_size}")
    av = _elements(unpack, a, f.n, layout.a_count)
    bv = _elements(unpack, b, f.n, layout.b_count)
    cv = np.broadcast_to(np.asarray(c), (f.n, layout.d_count)).astype(acc)
    A, act = L.wave_rows(f.chunk, pos, av)           # (waves, w, a_count)
    if not act[np.unique(pos // w)].all():
        raise EmulatorFault(f"@{name} with inactive lanes in a wave is not modelled")
    B, _ = L.wave_rows(f.chunk, pos, bv)
    C, _ = L.wave_rows(f.chunk, pos, cv)
    Am = A[:, layout.a_lane, layout.a_elem]          # (waves, blocks, M, K)
    Bm = B[:, layout.b_lane, layout.b_elem]          # (waves, blocks, K, N)
    if np.dtype(acc).kind == "f":
        D = np.matmul(Am.astype(np.float32), Bm.astype(np.float32))
        out = C.copy()
        out[:, layout.d_lane, layout.d_elem] += D
    else:       # exact products and sums, modulo 2**32 like the hardware's i32
        D = np.matmul(Am.astype(np.int64), Bm.astype(np.int64))
        out = C.view(np.int32).astype(np.int64)
        out[:, layout.d_lane, layout.d_elem] += D
        if clamp:
            out = np.clip(out, -2**31, 2**31 - 1)
        out = (out & 0xFFFF_FFFF).astype(acc)
    return out.reshape(-1, layout.d_count)[pos]


def _elements(unpack, value, n: int, count: int) -> np.ndarray:
    """Per-lane ``(n, count)`` elements of an operand (a uniform one is broadcast)."""
    return np.broadcast_to(unpack(np.asarray(value)).reshape(-1, count), (n, count))


# -- operand element types ---------------------------------------------------------------
def unpack_float(x: np.ndarray) -> np.ndarray:
    """f32/f16 operands."""
    return x.astype(np.float32)


def unpack_f16_words(x: np.ndarray) -> np.ndarray:
    """f16 pairs packed in 32-bit registers (inline PTX's ``.f16x2`` operands), the low
    half first."""
    return np.ascontiguousarray(np.asarray(x).astype(np.uint32)).view(np.float16).astype(
        np.float32)


def unpack_bf16_words(x: np.ndarray) -> np.ndarray:
    """bf16 pairs packed in 32-bit registers (inline PTX's ``.bf16x2`` operands), the low
    half first."""
    return unpack_bf16(np.ascontiguousarray(np.asarray(x).astype(np.uint32)).view(np.uint16))


def unpack_bf16(x: np.ndarray) -> np.ndarray:
    """bf16 operands, carried in i16 vectors: the high half of an f32."""
    return (x.astype(np.uint32) << np.uint32(16)).view(np.float32)


def unpack_i8(x: np.ndarray) -> np.ndarray:
    """Signed i8 operands packed in an i32/i64, element 0 in the low byte."""
    return np.ascontiguousarray(x.reshape(-1)).view(np.int8)


def unpack_packed_int(bits: int, signed: bool):
    """Integer operands of ``bits`` (8 or 4) packed in 32-bit words, element 0 in the
    lowest bits (WMMA's IU8/IU4, signed or unsigned per the instruction's NEG bits)."""
    def unpack(x: np.ndarray) -> np.ndarray:
        words = np.ascontiguousarray(np.asarray(x).astype(np.uint32))
        shifts = np.arange(0, 32, bits, dtype=np.uint32)
        v = ((words[..., None] >> shifts) & np.uint32((1 << bits) - 1)).astype(np.int64)
        v = v.reshape(words.shape[:-1] + (-1,)) if words.ndim else v
        return np.where(v >= 1 << (bits - 1), v - (1 << bits), v) if signed else v
    return unpack
