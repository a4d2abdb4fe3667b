"""Wave-wide matrix instructions: AMD's MFMA (CDNA) and WMMA (RDNA3).

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
ISA, ``V_WMMA_F32_16X16X16_F16``).

Arithmetic: products and sums in float32 (integer MFMAs: exact int64, wrapped to i32).
The hardware's summation order is not specified, so float outputs agree with a numpy
reference within float tolerance, not bit for bit; the emulator itself is deterministic.
A wave with some lanes inactive is a fault (the instructions read every lane).
"""

from __future__ import annotations

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


def mfma_32x32x8_layout() -> Layout:
    """``V_MFMA_F32_32X32X8_F16``: A[i][k] at lane i + 32*(k//4), element k%4; B[k][j] at
    lane j + 32*(k//4), element k%4; D[i][j] at lane j + 32*((i//4)%2), element
    4*(i//8) + i%4."""
    i, k = np.meshgrid(np.arange(32), np.arange(8), indexing="ij")
    a_lane, a_elem = i + 32 * (k // 4), k % 4
    k2, j = np.meshgrid(np.arange(8), np.arange(32), indexing="ij")
    b_lane, b_elem = j + 32 * (k2 // 4), k2 % 4
    i2, j2 = np.meshgrid(np.arange(32), np.arange(32), indexing="ij")
    d_lane, d_elem = j2 + 32 * ((i2 // 4) % 2), 4 * (i2 // 8) + i2 % 4
    return Layout(64, a_lane[None], a_elem[None], b_lane[None], b_elem[None],
                  d_lane[None], d_elem[None], 4, 4, 16)


def wmma_16x16x16_layout() -> Layout:
    """``V_WMMA_F32_16X16X16_F16`` (wave32): A[i][k] at lane i, element k (lanes 16-31
    hold a copy, not read); B[k][j] at lane j, element k; D[i][j] at lane j + 16*(i%2),
    element i//2."""
    i, k = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    k2, j = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    i2, j2 = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    return Layout(32, i[None], k[None], j[None], k2[None],
                  (j2 + 16 * (i2 % 2))[None], (i2 // 2)[None], 16, 16, 8)


def run(f, name: str, layout: Layout, a, b, c, unpack=np.float32,
        acc=np.float32) -> np.ndarray:
    """``D = A x B + C`` for every wave of the running lanes; per-lane D
    ``(lanes, d_count)``. ``unpack(values) -> (lanes, count)`` turns an operand into its
    elements (default: float32 of a vector); ``acc`` is the accumulator's type."""
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
    else:
        D = np.matmul(Am.astype(np.int64), Bm.astype(np.int64)).astype(acc)
    out = C.copy()
    out[:, layout.d_lane, layout.d_elem] += D
    return out.reshape(-1, layout.d_count)[pos]


def _elements(unpack, value, n: int, count: int) -> np.ndarray:
    """Per-lane ``(n, count)`` elements of an operand (a uniform one is broadcast)."""
    return np.broadcast_to(unpack(np.asarray(value)).reshape(-1, count), (n, count))
